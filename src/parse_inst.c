/* Instruction statements: [@[!]p] opcode{.mod} operand, ... ;
   The grammar is the same for every opcode, so instructions this version
   does not know parse like any other. Only `call` differs: its
   parenthesised operands are argument lists, not expressions. */
#include "parse.h"

static int component_of(uint32_t kw)
{
    switch (kw) {
    case KW_x: case KW_r: return 0;
    case KW_y: case KW_g: return 1;
    case KW_z: case KW_b: return 2;
    case KW_w: case KW_a: return 3;
    default: return -1;
    }
}

/* A video selector after a register: .b and 1-4 digits 0-7, or .h and
   1-2 digits 0-3 (the instruction checker decides which fit). Returns
   the IR_VSEL encoding, or -1. */
static int64_t video_selector(const pv_parser *P, uint32_t sym)
{
    const char *s = ir_name(P->m, sym);
    uint32_t len = pv_sym_len(&P->m->strtab, sym), i, digits = 0;
    int half;
    if (len < 3 || s[0] != '.' || (s[1] != 'b' && s[1] != 'h'))
        return -1;
    half = s[1] == 'h';
    if (len - 2 > (half ? 2u : 4u))
        return -1;
    for (i = 2; i < len; i++) {
        if (s[i] < '0' || s[i] > (half ? '3' : '7'))
            return -1;
        digits = digits << 4 | (uint32_t)(s[i] - '0');
    }
    return (int64_t)(digits | (len - 2) << 16 | (half ? IR_VSEL_HALF : 0));
}

static void constant_operand(pv_parser *P, ir_opnd *o)
{
    pv_cval c = pp_const_expr(P);
    o->val = c.bits;
    switch (c.type) {
    case CV_U64: o->kind = OK_INT; o->flags |= OF_UNSIGNED; break;
    case CV_S64: o->kind = OK_INT; break;
    case CV_F32: o->kind = OK_F32; break;
    default: o->kind = OK_F64; break;
    }
}

/* A name, a component of one (%tid.x), a negated predicate, a sink or a
   constant: what may appear inside braces, lists and pairs. */
static void simple_operand(pv_parser *P, ir_opnd *o)
{
    const pv_tok *t = P_TOK(P);
    memset(o, 0, sizeof *o);
    o->line = t->line;
    o->col = t->col;
    if (t->kind == '_') {
        o->kind = OK_SINK;
        lex_next(&P->L);
        return;
    }
    if (t->kind == '!' && lex_peek(&P->L)->kind == TK_IDENT) {
        o->flags |= OF_NEG;
        lex_next(&P->L);
    }
    if (t->kind == TK_IDENT && t->sym != KW_sr_warp_sz) {
        o->kind = OK_REG;
        o->sym = t->sym;
        lex_next(&P->L);
        if (t->kind == TK_DOT && t->glued) {
            int c = component_of(t->sym);
            int64_t sel = c < 0 ? video_selector(P, t->sym) : -1;
            if (c < 0 && sel < 0)
                pp_expected(P, "a vector component .x, .y, .z or .w");
            if (c >= 0) {
                o->flags |= OF_COMP;
                o->comp = (uint8_t)c;
            } else {
                o->flags |= OF_VSEL;
                o->val = (uint64_t)sel;
            }
            lex_next(&P->L);
        }
        return;
    }
    if (o->flags & OF_NEG)
        pp_expected(P, "a predicate name after '!'");
    if (!pp_starts_expr(P))
        pp_expected(P, "an operand");
    constant_operand(P, o);
}

/* Elements of {..} or (..) go to the pool contiguously. */
static void element_list(pv_parser *P, ir_opnd *o, uint32_t kind,
                         uint32_t close, const char *what)
{
    o->kind = (uint8_t)kind;
    o->sub = P->m->opnds.len;
    o->n = 0;
    pp_enter(P);
    lex_next(&P->L);
    if (P_TOK(P)->kind != close) {
        do {
            ir_opnd e;
            simple_operand(P, &e);
            *P_PUSH(P, opnds) = e;
            o->n++;
        } while (pp_accept(P, ','));
    }
    pp_expect(P, close, what);
    pp_leave(P);
}

static void operand_at(pv_parser *P, ir_opnd *o, int is_call);

/* [name], [name+off], [off], and the bracketed lists of texture and
   surface instructions: [tex, {x, y}], [tex, sampler, {x}]. */
static void address_operand(pv_parser *P, ir_opnd *o)
{
    const pv_tok *t;
    o->kind = OK_ADDR;
    pp_enter(P);
    lex_next(&P->L);
    t = P_TOK(P);
    if (t->kind == TK_IDENT && t->sym != KW_sr_warp_sz) {
        uint32_t nline = t->line, ncol = t->col;
        o->sym = t->sym;
        o->line = nline;
        o->col = ncol;
        lex_next(&P->L);
        if (t->kind == '+' || t->kind == '-') {
            int neg = t->kind == '-';
            lex_next(&P->L);
            o->val = pp_int_expr(P, "an address offset");
            if (neg)
                o->val = 0 - o->val;
        } else if (t->kind == ',') {
            ir_opnd parts[8];
            uint32_t n = 1, i;
            memset(&parts[0], 0, sizeof parts[0]);
            parts[0].kind = OK_REG;
            parts[0].sym = o->sym;
            parts[0].line = nline;
            parts[0].col = ncol;
            while (pp_accept(P, ',')) {
                if (n == PV_COUNTOF(parts))
                    pp_error(P, t, "too many parts in a bracketed operand");
                memset(&parts[n], 0, sizeof parts[n]);
                parts[n].line = t->line;
                parts[n].col = t->col;
                if (t->kind == '{')
                    element_list(P, &parts[n], OK_VEC, '}', "',' or '}'");
                else
                    simple_operand(P, &parts[n]);
                n++;
            }
            o->kind = OK_BRACKET;
            o->sym = 0;
            o->line = 0;
            o->sub = P->m->opnds.len;
            o->n = n;
            for (i = 0; i < n; i++)
                *P_PUSH(P, opnds) = parts[i];
        }
    } else {
        o->val = pp_int_expr(P, "an address");
    }
    pp_expect(P, ']', "']'");
    pp_leave(P);
    if (t->kind == TK_DOT && t->glued && t->sym == KW_unified) {
        o->flags |= OF_SUFFIX;
        lex_next(&P->L);
    }
}

static void operand(pv_parser *P, ir_opnd *o, int is_call)
{
    const pv_tok *t = P_TOK(P);
    uint32_t line = t->line, col = t->col;
    memset(o, 0, sizeof *o);
    operand_at(P, o, is_call);
    if (!o->line) {            /* named addresses keep the name's position */
        o->line = line;
        o->col = col;
    }
}

static void operand_at(pv_parser *P, ir_opnd *o, int is_call)
{
    const pv_tok *t = P_TOK(P);
    switch (t->kind) {
    case '{':
        element_list(P, o, OK_VEC, '}', "',' or '}'");
        if (t->kind == '|') {              /* {d0, ...}|p: tex's residency */
            ir_opnd e = *o, q;
            lex_next(&P->L);
            if (P_TOK(P)->kind != TK_IDENT && P_TOK(P)->kind != '_')
                pp_expected(P, "a predicate name or '_' after '|'");
            memset(&q, 0, sizeof q);
            simple_operand(P, &q);
            memset(o, 0, sizeof *o);
            o->kind = OK_PAIR;
            o->sub = P->m->opnds.len;
            o->n = 2;
            *P_PUSH(P, opnds) = e;
            *P_PUSH(P, opnds) = q;
        }
        return;
    case '[':
        address_operand(P, o);
        return;
    case '(':
        if (is_call) {
            element_list(P, o, OK_LIST, ')', "',' or ')'");
            return;
        }
        break;
    case '-':                              /* -r (vmad) */
        if (lex_peek(&P->L)->kind != TK_IDENT ||
            lex_peek(&P->L)->sym == KW_sr_warp_sz)
            break;
        lex_next(&P->L);
        simple_operand(P, o);
        o->flags |= OF_MINUS;
        return;
    case '_':
    case TK_IDENT:
        if (t->kind == TK_IDENT && t->sym == KW_sr_warp_sz)
            break;
        simple_operand(P, o);
        if (o->flags & (OF_COMP | OF_VSEL))
            return;
        if (t->kind == '|') {              /* p|q, d|p, _|p, p|_ */
            ir_opnd e = *o;
            lex_next(&P->L);
            if (P_TOK(P)->kind != TK_IDENT && P_TOK(P)->kind != '_')
                pp_expected(P, "a predicate name or '_' after '|'");
            memset(o, 0, sizeof *o);
            o->kind = OK_PAIR;
            o->sub = P->m->opnds.len;
            o->n = 2;
            *P_PUSH(P, opnds) = e;
            simple_operand(P, &e);
            *P_PUSH(P, opnds) = e;
            return;
        }
        if (o->kind == OK_SINK)
            return;
        if (t->kind == '[') {              /* array element: a[3] */
            lex_next(&P->L);
            o->kind = OK_ADDR;
            o->flags |= OF_ARRAY;
            o->val = pp_int_expr(P, "an array index");
            pp_expect(P, ']', "']'");
            return;
        }
        if (t->kind == '+' || t->kind == '-') {   /* name+offset */
            int neg = t->kind == '-';
            lex_next(&P->L);
            o->kind = OK_SYM;
            o->val = pp_int_expr(P, "an offset");
            if (neg)
                o->val = 0 - o->val;
        }
        return;
    default:
        break;
    }
    simple_operand(P, o);
}

PTXVM_INTERNAL void pp_instruction(pv_parser *P)
{
    ir_opnd ops[PTXVM_MAX_OPERANDS];
    uint32_t nops = 0, i;
    ir_inst *in;
    const pv_tok *t = P_TOK(P);
    uint32_t line = t->line, col = t->col, guard = 0, flags = 0, opcode;
    uint32_t mods = P->m->mods.len, nmods = 0;
    int is_call;
    if (t->kind == '@') {
        lex_next(&P->L);
        if (pp_accept(P, '!'))
            flags |= IF_GUARD_NEG;
        if (t->kind != TK_IDENT)
            pp_expected(P, "a guard predicate");
        guard = t->sym;
        lex_next(&P->L);
    }
    if (t->kind != TK_IDENT)
        pp_expected(P, "an instruction");
    opcode = t->sym;
    is_call = opcode == KW_op_call;
    lex_next(&P->L);
    while (t->kind == TK_DOT) {
        if (nmods == PTXVM_MAX_MODIFIERS)
            pp_error(P, t, "more than %d modifiers", PTXVM_MAX_MODIFIERS);
        *P_PUSH(P, mods) = t->sym;
        nmods++;
        lex_next(&P->L);
    }
    if (t->kind != ';') {
        do {
            if (nops == PTXVM_MAX_OPERANDS)
                pp_error(P, t, "more than %d operands", PTXVM_MAX_OPERANDS);
            operand(P, &ops[nops++], is_call);
        } while (pp_accept(P, ','));
    }
    pp_expect(P, ';', "',' or ';'");
    in = P_PUSH(P, insts);
    in->line = line;
    in->col = col;
    in->opcode = opcode;
    in->mods = nmods ? mods : 0;
    in->nmods = (uint8_t)nmods;
    in->guard = guard;
    in->flags = (uint8_t)flags;
    in->loc = P->loc;
    in->nopnds = (uint8_t)nops;
    in->pad_ = 0;
    in->opnds = P->m->opnds.len;
    for (i = 0; i < nops; i++)
        *P_PUSH(P, opnds) = ops[i];
    {
        ir_stmt *s = P_PUSH(P, stmts);
        s->kind = ST_INST;
        s->index = P->m->insts.len - 1;
    }
}
