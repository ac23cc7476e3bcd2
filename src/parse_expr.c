/* Constant expressions, with the typing rules of ISA section 4.6:
   integers are .s64 or .u64 (literals are signed unless a U suffix or
   their size says otherwise), floating-point constants are .f64, and the
   two never mix. Every operation is fully defined: division by zero is
   an error, shifts by 64 or more give 0 (or the sign for a signed right
   shift), and signed overflow wraps. */
#include "parse.h"

static pv_cval cv_int(uint64_t v, int is_unsigned)
{
    pv_cval c;
    c.bits = v;
    c.type = is_unsigned ? CV_U64 : CV_S64;
    return c;
}

static double cv_f(pv_cval c)
{
    double d;
    memcpy(&d, &c.bits, sizeof d);
    return d;
}

static pv_cval cv_double(double d)
{
    pv_cval c;
    memcpy(&c.bits, &d, sizeof d);
    c.type = CV_F64;
    return c;
}

static PV_NORETURN void expr_fail(pv_parser *P, const pv_tok *at, const char *msg)
{
    pv_fail(P->diag, PTXVM_E_SEMANTIC, at->line, at->col, "%s", msg);
}

static void no_f32(pv_parser *P, const pv_tok *at, pv_cval v)
{
    if (v.type == CV_F32)
        expr_fail(P, at, "single-precision 0f constants cannot be used in "
                         "constant expressions");
}

static pv_cval parse_ternary(pv_parser *P);

PTXVM_INTERNAL int pp_starts_expr(pv_parser *P)
{
    const pv_tok *t = P_TOK(P);
    switch (t->kind) {
    case TK_INT: case TK_F32: case TK_F64: case '(': case '-': case '+':
    case '!': case '~':
        return 1;
    case TK_IDENT:
        return t->sym == KW_sr_warp_sz;
    default:
        return 0;
    }
}

static pv_cval parse_unary(pv_parser *P)
{
    pv_tok t = *P_TOK(P);
    pv_cval v;
    switch (t.kind) {
    case TK_INT:
        lex_next(&P->L);
        return cv_int(t.val, t.usfx);
    case TK_F64:
        lex_next(&P->L);
        v.bits = t.val;
        v.type = CV_F64;
        return v;
    case TK_F32:
        lex_next(&P->L);
        v.bits = t.val;
        v.type = CV_F32;
        return v;
    case TK_IDENT:
        if (t.sym == KW_sr_warp_sz) {
            lex_next(&P->L);
            return cv_int(32, 0);
        }
        break;
    case '(': {
        pv_tok n = *lex_peek(&P->L);
        pp_enter(P);
        lex_next(&P->L);
        if (n.kind == TK_DOT && (n.sym == KW_s64 || n.sym == KW_u64)) {
            int to_unsigned = P_TOK(P)->sym == KW_u64;
            pv_tok at;
            lex_next(&P->L);
            pp_expect(P, ')', "')' after the cast");
            at = *P_TOK(P);
            v = parse_unary(P);
            no_f32(P, &at, v);
            if (v.type == CV_F64)
                expr_fail(P, &at, "casts between integer and floating-point "
                                  "are not allowed in constant expressions");
            pp_leave(P);
            return cv_int(v.bits, to_unsigned);
        }
        v = parse_ternary(P);
        pp_expect(P, ')', "')'");
        pp_leave(P);
        return v;
    }
    case '-': case '+': case '!': case '~':
        pp_enter(P);
        lex_next(&P->L);
        {
            pv_tok at = *P_TOK(P);
            v = parse_unary(P);
            no_f32(P, &at, v);
            pp_leave(P);
            if (v.type == CV_F64) {
                if (t.kind == '+')
                    return v;
                if (t.kind == '-') {
                    v.bits ^= (uint64_t)1 << 63;
                    return v;
                }
                expr_fail(P, &t, "'!' and '~' need an integer operand");
            }
            if (t.kind == '-')
                return cv_int(0 - v.bits, v.type == CV_U64);
            if (t.kind == '+')
                return v;
            if (t.kind == '!')
                return cv_int(v.bits == 0, 0);
            return cv_int(~v.bits, 1);
        }
    default:
        break;
    }
    pp_expected(P, "a constant expression");
}

/* Binary operators by precedence, lowest first. */
static int prec_of(uint32_t kind)
{
    switch (kind) {
    case TK_OROR: return 1;
    case TK_ANDAND: return 2;
    case '|': return 3;
    case '^': return 4;
    case '&': return 5;
    case TK_EQ: case TK_NE: return 6;
    case '<': case '>': case TK_LE: case TK_GE: return 7;
    case TK_SHL: case TK_SHR: return 8;
    case '+': case '-': return 9;
    case '*': case '/': case '%': return 10;
    default: return 0;
    }
}

static pv_cval apply_float(pv_parser *P, const pv_tok *op, double a, double b)
{
    switch (op->kind) {
    case '+': return cv_double(a + b);
    case '-': return cv_double(a - b);
    case '*': return cv_double(a * b);
    case '/': return cv_double(a / b);
    case '<': return cv_int(a < b, 0);
    case '>': return cv_int(a > b, 0);
    case TK_LE: return cv_int(a <= b, 0);
    case TK_GE: return cv_int(a >= b, 0);
    case TK_EQ: return cv_int(a == b, 0);
    case TK_NE: return cv_int(a != b, 0);
    default:
        expr_fail(P, op, "this operator needs integer operands");
    }
}

static pv_cval apply(pv_parser *P, const pv_tok *op, pv_cval a, pv_cval b)
{
    int u;
    uint64_t x = a.bits, y = b.bits;
    if (a.type == CV_F64 || b.type == CV_F64) {
        if (a.type != b.type)
            expr_fail(P, op, "integer and floating-point operands cannot be "
                             "mixed in a constant expression");
        return apply_float(P, op, cv_f(a), cv_f(b));
    }
    u = a.type == CV_U64 || b.type == CV_U64;   /* usual conversions */
    switch (op->kind) {
    case '+': return cv_int(x + y, u);
    case '-': return cv_int(x - y, u);
    case '*': return cv_int(x * y, u);
    case '/':
        if (y == 0)
            expr_fail(P, op, "division by zero in a constant expression");
        if (u)
            return cv_int(x / y, 1);
        if (x == (uint64_t)INT64_MIN && y == UINT64_MAX)
            return cv_int(x, 0);
        return cv_int((uint64_t)((int64_t)x / (int64_t)y), 0);
    case '%':
        if (y == 0)
            expr_fail(P, op, "division by zero in a constant expression");
        return cv_int(x % y, 0);        /* operands as .u64, result .s64 */
    case TK_SHL:
        return cv_int(y >= 64 ? 0 : x << y, a.type == CV_U64);
    case TK_SHR:
        if (a.type == CV_U64)
            return cv_int(y >= 64 ? 0 : x >> y, 1);
        if (y >= 64)
            return cv_int((int64_t)x < 0 ? UINT64_MAX : 0, 0);
        /* arithmetic shift without relying on implementation-defined >> */
        return cv_int((int64_t)x < 0 ? ~(~x >> y) : x >> y, 0);
    case '<': return cv_int(u ? x < y : (int64_t)x < (int64_t)y, 0);
    case '>': return cv_int(u ? x > y : (int64_t)x > (int64_t)y, 0);
    case TK_LE: return cv_int(u ? x <= y : (int64_t)x <= (int64_t)y, 0);
    case TK_GE: return cv_int(u ? x >= y : (int64_t)x >= (int64_t)y, 0);
    case TK_EQ: return cv_int(x == y, 0);
    case TK_NE: return cv_int(x != y, 0);
    case '&': return cv_int(x & y, u);
    case '|': return cv_int(x | y, u);
    case '^': return cv_int(x ^ y, u);
    case TK_ANDAND: return cv_int(x && y, 0);
    case TK_OROR: return cv_int(x || y, 0);
    default:
        expr_fail(P, op, "unknown operator");
    }
}

/* Precedence climbing: iterative within a level, recursive across the ten
   levels, so the depth is bounded by the parenthesis nesting limit. */
static pv_cval parse_binary(pv_parser *P, int min_prec)
{
    pv_tok at = *P_TOK(P);
    pv_cval lhs = parse_unary(P);
    for (;;) {
        pv_tok op = *P_TOK(P);
        int prec = prec_of(op.kind);
        pv_cval rhs;
        pv_tok rat;
        if (!prec || prec < min_prec)
            return lhs;
        no_f32(P, &at, lhs);
        lex_next(&P->L);
        rat = *P_TOK(P);
        rhs = parse_binary(P, prec + 1);
        no_f32(P, &rat, rhs);
        lhs = apply(P, &op, lhs, rhs);
    }
}

static pv_cval parse_ternary(pv_parser *P)
{
    pv_tok at = *P_TOK(P);
    pv_cval c = parse_binary(P, 1), a, b;
    pv_tok q;
    if (P_TOK(P)->kind != '?')
        return c;
    q = *P_TOK(P);
    no_f32(P, &at, c);
    if (c.type == CV_F64)
        expr_fail(P, &at, "the condition of '?:' must be an integer");
    pp_enter(P);
    lex_next(&P->L);
    a = parse_ternary(P);
    pp_expect(P, ':', "':'");
    b = parse_ternary(P);
    pp_leave(P);
    no_f32(P, &q, a);
    no_f32(P, &q, b);
    if ((a.type == CV_F64) != (b.type == CV_F64))
        expr_fail(P, &q, "both results of '?:' must be integers or both "
                         "floating-point");
    if (a.type != CV_F64) {
        int u = a.type == CV_U64 || b.type == CV_U64;
        return cv_int(c.bits ? a.bits : b.bits, u);
    }
    return c.bits ? a : b;
}

PTXVM_INTERNAL pv_cval pp_const_expr(pv_parser *P)
{
    return parse_ternary(P);
}

PTXVM_INTERNAL uint64_t pp_int_expr(pv_parser *P, const char *what)
{
    pv_tok at = *P_TOK(P);
    pv_cval v;
    if (!pp_starts_expr(P))
        pp_expected(P, what);
    v = parse_ternary(P);
    if (v.type != CV_S64 && v.type != CV_U64) {
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                "%s must be an integer constant", what);
    }
    return v.bits;
}
