/* Initialisers of variables: scalars, nested brace lists (partial lists
   are zero-filled, braces may be elided as in C), addresses of variables
   and functions (name, name+offset, generic(name)), and the field lists
   of .texref/.samplerref/.surfref. The result is the variable's memory
   image as byte runs plus relocations (ir.h). */
#include "parse.h"
#include "fpconv.h"

#define INIT_MAX_LEVELS 34    /* 32 array dimensions + vector + scalar */

typedef struct init_state {
    ir_var   *v;
    uint32_t  vi;
    uint32_t  esize;          /* bytes of one scalar element              */
    uint32_t  nlev;           /* list levels: dims, then the vector       */
    uint64_t  dimsize[INIT_MAX_LEVELS];   /* 0: unbounded (a[])            */
    uint64_t  stride[INIT_MAX_LEVELS];    /* scalars per element at level  */
    uint64_t  maxpos;         /* one past the last scalar written         */
    ir_init  *init;
    uint32_t  init_index;
} init_state;

static ir_init *cur_init(pv_parser *P, init_state *S)
{
    return &P->m->inits.data[S->init_index];
}

/* Append esize bytes at scalar position pos, extending the last run when
   contiguous. */
static void put_bytes(pv_parser *P, init_state *S, uint64_t pos,
                      const uint8_t *bytes)
{
    ir_init *in = cur_init(P, S);
    uint64_t off = pos * S->esize;
    ir_seg *seg = in->nsegs ? &P->m->segs.data[in->segs + in->nsegs - 1] : NULL;
    if (!seg || seg->offset + seg->n != off || seg->n > 0x7fffffffu) {
        seg = P_PUSH(P, segs);
        in = cur_init(P, S);
        if (!in->nsegs)
            in->segs = P->m->segs.len - 1;
        in->nsegs++;
        seg->offset = off;
        seg->bytes = P->m->blob.len;
        seg->n = 0;
    }
    if (P->m->blob.len + S->esize > P->m->blob.cap)
        P->m->blob.data = PV_VOIDCAST(P->m->blob.data,
            pp_grow(P, P->m->blob.data, &P->m->blob.cap,
                    P->m->blob.len + S->esize, 1));
    if (P->m->blob.len > 0xffffffffu - 64)
        pp_error(P, P_TOK(P), "initialisers larger than 4 GiB");
    memcpy(P->m->blob.data + P->m->blob.len, bytes, S->esize);
    P->m->blob.len += S->esize;
    seg->n += S->esize;
    if (pos + 1 > S->maxpos)
        S->maxpos = pos + 1;
}


/* Convert a constant to the variable's element type. */
static uint64_t convert_value(pv_parser *P, const pv_tok *at, ir_type t,
                              pv_cval c)
{
    int cls = ir_type_class(t);
    if (t == T_PRED)
        return c.type == CV_F64 ? ((c.bits << 1) != 0) : c.bits != 0;
    if (cls == TC_FLOAT) {
        uint64_t d;
        if (c.type == CV_F32) {
            if (t == T_F32)
                return c.bits;
            d = fp_to_f64((uint32_t)c.bits, 8, 23);
        } else if (c.type == CV_F64) {
            d = c.bits;
        } else if (t == T_F16 || t == T_BF16 || t == T_F16X2 ||
                   t == T_BF16X2 || ir_type_size(t) == 1) {
            return c.bits;      /* half and smaller floats: raw bit patterns */
        } else {
            d = fp_f64_from_u64(c.bits, c.type == CV_S64);
        }
        switch (t) {
        case T_F64: return d;
        case T_F32: case T_TF32: return fp_from_f64_rn(d, 8, 23);
        case T_F16: return fp_from_f64_rn(d, 5, 10);
        case T_BF16: return fp_from_f64_rn(d, 8, 7);
        default:
            pv_fail(P->diag, PTXVM_E_SEMANTIC, at->line, at->col,
                    "a floating-point constant cannot initialise this type");
        }
    }
    if (c.type == CV_F64 || c.type == CV_F32) {
        if (ir_type_class(t) == TC_BITS && c.type == CV_F32 && ir_type_size(t) == 4)
            return c.bits;
        if (ir_type_class(t) == TC_BITS && c.type == CV_F64 && ir_type_size(t) == 8)
            return c.bits;
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at->line, at->col,
                "a floating-point constant cannot initialise an integer variable");
    }
    return c.bits;
}

/* One scalar element at position pos: a constant or an address. */
static void init_scalar(pv_parser *P, init_state *S, uint64_t pos)
{
    pv_tok at = *P_TOK(P);
    uint8_t bytes[16];
    ir_type t = (ir_type)S->v->type;
    memset(bytes, 0, sizeof bytes);
    if (at.kind == TK_IDENT && at.sym != KW_sr_warp_sz) {
        ir_reloc *r;
        ir_init *in;
        uint32_t sym, nline = at.line, ncol = at.col;
        int generic = 0;
        int64_t addend = 0;
        if (at.sym == KW_id_generic && lex_peek(&P->L)->kind == '(') {
            generic = 1;
            lex_next(&P->L);
            lex_next(&P->L);
            if (P_TOK(P)->kind != TK_IDENT)
                pp_expected(P, "a variable name");
            sym = P_TOK(P)->sym;
            nline = P_TOK(P)->line;
            ncol = P_TOK(P)->col;
            lex_next(&P->L);
            pp_expect(P, ')', "')'");
        } else {
            sym = at.sym;
            lex_next(&P->L);
        }
        if (P_TOK(P)->kind == '+' || P_TOK(P)->kind == '-') {
            int neg = P_TOK(P)->kind == '-';
            uint64_t off;
            lex_next(&P->L);
            off = pp_int_expr(P, "an address offset");
            addend = (int64_t)(neg ? 0 - off : off);
        }
        if (S->esize != 4 && S->esize != 8)
            pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                    "an address needs a 32- or 64-bit element type");
        put_bytes(P, S, pos, bytes);
        r = P_PUSH(P, relocs);
        in = cur_init(P, S);
        if (!in->nrelocs)
            in->relocs = P->m->relocs.len - 1;
        in->nrelocs++;
        r->offset = pos * S->esize;
        r->sym = sym;
        r->kind = generic ? RELOC_GENERIC : RELOC_ADDR;
        r->size = (uint8_t)S->esize;
        r->addend = addend;
        r->line = nline;
        r->col = ncol;
        return;
    }
    if (!pp_starts_expr(P))
        pp_expected(P, "a constant, an address or '{'");
    pv_store_le(bytes, convert_value(P, &at, t, pp_const_expr(P)), S->esize);
    put_bytes(P, S, pos, bytes);
}

/* A brace list at level lev whose first scalar is base; the '{' has been
   consumed. Returns after the matching '}' with the position after the
   last element given. */
static uint64_t init_list(pv_parser *P, init_state *S, uint32_t lev,
                          uint64_t base)
{
    uint64_t pos = base;
    uint64_t limit = S->dimsize[lev] ? S->dimsize[lev] * S->stride[lev] : 0;
    pp_enter(P);
    if (pp_accept(P, '}')) {           /* {}: all zero */
        pp_leave(P);
        return base;
    }
    for (;;) {
        if (limit && pos - base >= limit)
            pp_error(P, P_TOK(P), "too many initialisers");
        if (P_TOK(P)->kind == '{') {
            uint64_t st = S->stride[lev];
            if (lev + 1 >= S->nlev)
                pp_error(P, P_TOK(P), "too many braces for this variable");
            pos = base + (pos - base + st - 1) / st * st;
            if (limit && pos - base >= limit)
                pp_error(P, P_TOK(P), "too many initialisers");
            lex_next(&P->L);
            (void)init_list(P, S, lev + 1, pos);
            pos += st;
        } else {
            init_scalar(P, S, pos);
            pos++;
        }
        if (!pp_accept(P, ','))
            break;
    }
    pp_expect(P, '}', "',' or '}'");
    pp_leave(P);
    return pos;
}

/* { name = value, ... } for .texref/.samplerref/.surfref */
static void init_fields(pv_parser *P, init_state *S)
{
    pp_expect(P, '{', "'{'");
    do {
        ir_field *f;
        ir_init *in;
        if (P_TOK(P)->kind != TK_IDENT)
            pp_expected(P, "a field name");
        f = P_PUSH(P, fields);
        memset(f, 0, sizeof *f);
        f->name = P_TOK(P)->sym;
        in = cur_init(P, S);
        if (!in->nfields)
            in->fields = P->m->fields.len - 1;
        in->nfields++;
        lex_next(&P->L);
        pp_expect(P, '=', "'='");
        if (P_TOK(P)->kind == TK_IDENT) {
            P->m->fields.data[P->m->fields.len - 1].sym = P_TOK(P)->sym;
            lex_next(&P->L);
        } else {
            uint64_t v = pp_int_expr(P, "a field value");
            P->m->fields.data[P->m->fields.len - 1].value = v;
        }
    } while (pp_accept(P, ','));
    pp_expect(P, '}', "',' or '}'");
}

PTXVM_INTERNAL void pp_initializer(pv_parser *P, ir_var *v, uint32_t vi)
{
    init_state S;
    ir_init *in;
    uint32_t lev;
    uint64_t end;
    pv_tok at = *P_TOK(P);
    memset(&S, 0, sizeof S);
    if (v->space == SP_REG || v->space == SP_LOCAL || v->space == SP_PARAM ||
        v->space == SP_SHARED)
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                "variables in the %s state space cannot be initialised",
                ir_name(P->m, ir_space_kw((ir_space)v->space)));
    if (v->linkage == LK_EXTERN)
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                "an .extern variable cannot be initialised");
    in = P_PUSH(P, inits);
    memset(in, 0, sizeof *in);
    S.init_index = P->m->inits.len - 1;
    v = &P->m->vars.data[vi];
    v->init = S.init_index;
    S.v = v;
    S.vi = vi;
    if (v->type == T_TEXREF || v->type == T_SAMPLERREF || v->type == T_SURFREF) {
        init_fields(P, &S);
        return;
    }
    S.esize = ir_type_size((ir_type)v->type);
    if (v->type == T_PRED || S.esize == 0 || S.esize > 8)
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                "variables of type %s cannot be initialised",
                ir_name(P->m, ir_type_kw((ir_type)v->type)));
    for (lev = 0; lev < v->ndims; lev++)
        S.dimsize[lev] = P->m->dims.data[v->dims + lev];
    S.nlev = v->ndims;
    if (v->vec)
        S.dimsize[S.nlev++] = v->vec;
    for (lev = S.nlev; lev-- > 0;) {
        uint64_t below = lev + 1 < S.nlev ? S.stride[lev + 1] * S.dimsize[lev + 1] : 1;
        if (below > ((uint64_t)1 << 56))
            pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                    "variable too large");
        S.stride[lev] = below;
    }
    if (P_TOK(P)->kind == '{') {
        if (S.nlev == 0)
            pp_error(P, P_TOK(P), "a scalar is initialised without braces");
        lex_next(&P->L);
        cur_init(P, &S)->braced = 1;
        end = init_list(P, &S, 0, 0);
        cur_init(P, &S)->elems = (end + S.stride[0] - 1) / S.stride[0];
    } else {
        if (S.nlev != 0)
            pp_expected(P, "'{' to initialise an array or vector");
        init_scalar(P, &S, 0);
        cur_init(P, &S)->elems = 1;
    }
}
