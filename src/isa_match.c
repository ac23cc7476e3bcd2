/* The instruction checker: matches an instruction's modifiers against
   the compiled forms of its opcode (bitmasks over the opcode's own
   alphabet of modifiers), decodes them, and checks the operands. */
#include "isa.h"
#include "ptx90.h"

/* ---- messages ------------------------------------------------------------------ */
typedef struct isa_msg {
    char   b[400];
    size_t n;
} isa_msg;

static void isa_put(isa_msg *m, const char *s)
{
    while (*s && m->n + 1 < sizeof m->b)
        m->b[m->n++] = *s++;
    m->b[m->n] = 0;
}

static void isa_putn(isa_msg *m, const char *s, size_t len)
{
    while (len-- && *s && m->n + 1 < sizeof m->b)
        m->b[m->n++] = *s++;
    m->b[m->n] = 0;
}

static void isa_putu(isa_msg *m, uint32_t v)
{
    char t[12];
    int i = 11;
    t[i] = 0;
    do {
        t[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    isa_put(m, t + i);
}

/* The context of one check. */
typedef struct isa_ctx {
    pv_isa          *I;
    pv_sema         *S;
    ir_module       *m;
    const ir_inst   *in;
    const uint32_t  *mods;
    const ir_opnd   *ops;
    isa_decoded     *d;
    char             iname[160];   /* "add.sat.u32"                     */
} isa_ctx;

static void isa_make_name(isa_ctx *x);

static const char *isa_iname(isa_ctx *x)
{
    if (!x->iname[0])
        isa_make_name(x);
    return x->iname;
}

static const char *isa_sym(const isa_ctx *x, uint32_t sym)
{
    return ir_name(x->m, sym);
}

PV_NORETURN static void isa_die(isa_ctx *x, const isa_msg *m)
{
    pv_fail(sema_diag(x->S), PTXVM_E_SEMANTIC, x->in->line, x->in->col, "%s",
            m->b);
}

static void isa_make_name(isa_ctx *x)
{
    isa_msg m;
    uint32_t i;
    m.n = 0;
    m.b[0] = 0;
    isa_put(&m, isa_sym(x, x->in->opcode));
    for (i = 0; i < x->in->nmods; i++)
        isa_put(&m, isa_sym(x, x->mods[i]));
    memcpy(x->iname, m.b, sizeof x->iname - 1);
    x->iname[sizeof x->iname - 1] = 0;
}

/* "one of .a, .b, .c" for a slot's alternatives. */
static void isa_put_alts(isa_msg *m, const isa_cop *C, uint64_t mask)
{
    uint32_t i, k = 0;
    for (i = 0; i < C->nalpha; i++)
        if ((mask >> i) & 1u) {
            if (k == 14) {
                isa_put(m, ", ...");
                return;
            }
            isa_put(m, k ? ", " : "");
            isa_put(m, isa_kw_name(C->alpha[i]));
            k++;
        }
}

/* ---- types ------------------------------------------------------------------ */
/* Operand/instruction type agreement, ISA 6.1 (and 8.4.1 when relaxed). */
static int isa_compat(ir_type it, ir_type rt, int relaxed)
{
    int ic, rc;
    uint32_t is, rs;
    if (it == T_NONE)
        return rt != T_PRED;
    if (it == rt)
        return 1;
    ic = ir_type_class(it);
    rc = ir_type_class(rt);
    if (ic == TC_PRED || rc == TC_PRED || ic == TC_OPAQUE || rc == TC_OPAQUE)
        return 0;
    is = ir_type_size(it);
    rs = ir_type_size(rt);
    if (relaxed) {
        if (rs < is)
            return 0;
        if (ic == TC_BITS)
            return 1;
        if (ic == TC_UINT || ic == TC_SINT)
            return rc != TC_FLOAT;
        return rc == TC_BITS;
    }
    if (rs != is)
        return 0;
    if (ic == TC_BITS || rc == TC_BITS)
        return 1;
    return (ic == TC_UINT || ic == TC_SINT) && (rc == TC_UINT || rc == TC_SINT);
}

static int isa_imm_ok(uint8_t kind, ir_type t)
{
    int c;
    if (t == T_NONE)
        return 1;
    c = ir_type_class(t);
    if (kind == OK_INT)
        return c != TC_OPAQUE;
    return c == TC_FLOAT || c == TC_BITS;
}

/* ".b32/.u32/.s32" */
static void isa_put_types(isa_msg *m, ir_type t, int relaxed)
{
    int k = 0, i;
    if (t == T_NONE) {
        isa_put(m, "a");
        return;
    }
    if (relaxed && ir_type_class(t) != TC_FLOAT) {
        isa_put(m, "a ");
        isa_put(m, isa_kw_name(ir_type_kw(t)));
        isa_put(m, "-compatible (or wider)");
        return;
    }
    for (i = T_PRED; i <= T_F64; i++)
        if (isa_compat(t, (ir_type)i, relaxed)) {
            isa_put(m, k ? "/" : "a ");
            isa_put(m, isa_kw_name(ir_type_kw((ir_type)i)));
            k++;
        }
}

/* ---- operands ------------------------------------------------------------------- */
enum { ISA_E_OK = 0, ISA_E_FAIL = 1 };

/* Resolve the name of operand o (0 when it has none). */
static int isa_resolve(isa_ctx *x, const ir_opnd *o, sema_ref *r, isa_msg *m)
{
    memset(r, 0, sizeof *r);
    if (!o->sym)
        return 0;
    if (sema_resolve(x->S, o->sym, r) != 0) {
        m->n = 0;
        isa_put(m, "use of undeclared identifier ");
        isa_put(m, isa_sym(x, o->sym));
        isa_put(m, " in ");
        isa_put(m, isa_iname(x));
        isa_die(x, m);
    }
    return 0;
}

static int isa_is_reg(const sema_ref *r)
{
    return (r->kind == REF_VAR && r->space == SP_REG) || r->kind == REF_SREG;
}

/* What an operand is, for messages: "found .f32 register %f1". */
static void isa_put_found(isa_ctx *x, isa_msg *m, const ir_opnd *o)
{
    sema_ref r;
    isa_put(m, ", found ");
    if (!o) {                          /* the instruction has no operands */
        isa_put(m, "nothing");
        return;
    }
    switch (o->kind) {
    case OK_INT: isa_put(m, "an integer constant"); return;
    case OK_F32: case OK_F64: isa_put(m, "a floating-point constant"); return;
    case OK_ADDR: isa_put(m, "an address"); return;
    case OK_VEC: isa_put(m, "a vector {...} of "); isa_putu(m, o->n);
        isa_put(m, " elements"); return;
    case OK_LIST: isa_put(m, "a list (...)"); return;
    case OK_PAIR: isa_put(m, "a pair p|q"); return;
    case OK_SINK: isa_put(m, "the sink _"); return;
    default: break;
    }
    if (!o->sym) {
        isa_put(m, "nothing");
        return;
    }
    isa_resolve(x, o, &r, m);
    if (o->flags & OF_NEG)
        isa_put(m, "!");
    switch (r.kind) {
    case REF_VAR:
    case REF_SREG:
        if (r.vec && !(o->flags & OF_COMP)) {
            isa_put(m, ".v");
            isa_putu(m, r.vec);
            isa_put(m, " ");
        }
        isa_put(m, isa_kw_name(ir_type_kw(r.type)));
        if (r.kind == REF_SREG)
            isa_put(m, " special register ");
        else if (r.space == SP_REG)
            isa_put(m, " register ");
        else {
            isa_put(m, " ");
            isa_put(m, isa_kw_name(ir_space_kw(r.space)));
            isa_put(m, " variable ");
        }
        break;
    case REF_LABEL: isa_put(m, "label "); break;
    case REF_FUNC: isa_put(m, "function "); break;
    case REF_TLIST: isa_put(m, "target list "); break;
    default: isa_put(m, "name "); break;
    }
    isa_put(m, isa_sym(x, o->sym));
    if (o->flags & OF_COMP) {
        static const char comp[] = "xyzw";
        isa_put(m, ".");
        isa_putn(m, comp + (o->comp & 3), 1);
    }
}

static int isa_bad(isa_ctx *x, isa_msg *m, uint32_t idx, const char *expect,
                   const ir_opnd *o)
{
    m->n = 0;
    m->b[0] = 0;
    isa_put(m, "operand ");
    isa_putu(m, idx + 1);
    isa_put(m, " of ");
    isa_put(m, isa_iname(x));
    isa_put(m, ": expected ");
    isa_put(m, expect);
    isa_put_found(x, m, o);
    return ISA_E_FAIL;
}

/* ptxas reads a special register only as the source of mov or of a cvt
   to an integer type ("Special register argument not allowed" anywhere
   else, in every PTX version), so that is where one may appear. */
static int isa_sreg_source_ok(const isa_ctx *x)
{
    uint32_t i;
    if (x->in->opcode == KW_op_mov)
        return 1;
    if (x->in->opcode != KW_op_cvt)
        return 0;
    for (i = 0; i < x->in->nmods; i++) {     /* the first type is d's */
        ir_type t = x->mods[i] < KW_COUNT ? ir_type_of_kw(x->mods[i]) : T_NONE;
        if (t != T_NONE)
            return ir_type_class(t) != TC_FLOAT;
    }
    return 0;
}

/* A register (or, with imm, a constant) of a type compatible with t. */
static int isa_chk_reg(isa_ctx *x, isa_msg *m, uint32_t idx, const ir_opnd *o,
                       ir_type t, int relaxed, int imm, int sink)
{
    sema_ref r;
    if (o->kind == OK_SINK && sink)
        return ISA_E_OK;
    if (imm && (o->kind == OK_INT || o->kind == OK_F32 || o->kind == OK_F64)) {
        if (isa_imm_ok(o->kind, t))
            return ISA_E_OK;
    } else if ((o->kind == OK_REG || o->kind == OK_SYM) && o->sym
               && (!(o->flags & OF_NEG) || (t == T_PRED && idx > 0))) {
        isa_resolve(x, o, &r, m);
        if (r.kind == REF_SREG && !isa_sreg_source_ok(x))
            return isa_bad(x, m, idx, "a register (a special register is "
                           "read only by mov or an integer cvt)", o);
        /* special registers may be read at a narrower integer size
           (mov.u32 %r, %gridid), as ptxas allows */
        if (isa_is_reg(&r) && (!r.vec || (o->flags & OF_COMP))
            && isa_compat(t, r.type, relaxed || r.kind == REF_SREG))
            return ISA_E_OK;
        /* a register plus a constant as a source value: st.u64 [a], r+1 */
        if (imm && o->kind == OK_SYM && isa_is_reg(&r) && !r.vec
            && ir_type_class(r.type) != TC_FLOAT && isa_compat(t, r.type, relaxed))
            return ISA_E_OK;
    }
    {
        isa_msg e;
        e.n = 0;
        e.b[0] = 0;
        isa_put_types(&e, t, relaxed);
        isa_put(&e, " register");
        if (imm)
            isa_put(&e, " or a constant");
        if (sink)
            isa_put(&e, " or _");
        return isa_bad(x, m, idx, e.b, o);
    }
}

static int isa_chk_pred(isa_ctx *x, isa_msg *m, uint32_t idx, const ir_opnd *o,
                        int neg)
{
    sema_ref r;
    if (o->kind == OK_REG && o->sym && (neg || !(o->flags & OF_NEG))) {
        isa_resolve(x, o, &r, m);
        if (isa_is_reg(&r) && r.type == T_PRED && !r.vec)
            return ISA_E_OK;
    }
    if (o->kind == OK_INT && idx > 0)
        return ISA_E_OK;     /* integer constants as predicates: selp ..., 1 */
    return isa_bad(x, m, idx, neg ? "a predicate register or !predicate"
                                  : "a predicate register", o);
}

static int isa_addr_reg_ok(const sema_ref *r)
{
    int c = ir_type_class(r->type);
    uint32_t s = ir_type_size(r->type);
    return isa_is_reg(r) && !r->vec && (s == 4 || s == 8)
        && (c == TC_BITS || c == TC_UINT || c == TC_SINT);
}

static int isa_chk_addr(isa_ctx *x, isa_msg *m, uint32_t idx, const ir_opnd *o,
                        uint8_t flags, uint8_t space)
{
    sema_ref r;
    if (!space)
        space = x->d->space;
    if (o->kind != OK_ADDR)
        return isa_bad(x, m, idx, "an address [...]", o);
    if ((o->flags & OF_SUFFIX) && !(flags & ISA_OPF_UNIFIED))
        return isa_bad(x, m, idx, "an address without a suffix", o);
    if (!o->sym)
        return ISA_E_OK;
    isa_resolve(x, o, &r, m);
    if (r.kind == REF_SREG || (r.kind == REF_VAR && r.space == SP_REG)) {
        if (isa_addr_reg_ok(&r))
            return ISA_E_OK;
        m->n = 0;
        isa_put(m, "operand ");
        isa_putu(m, idx + 1);
        isa_put(m, " of ");
        isa_put(m, isa_iname(x));
        isa_put(m, ": an address register must be a 32- or 64-bit integer, "
                   "found ");
        isa_put(m, isa_kw_name(ir_type_kw(r.type)));
        isa_put(m, " register ");
        isa_put(m, isa_sym(x, o->sym));
        return ISA_E_FAIL;
    }
    if (r.kind == REF_VAR) {
        if (space == SP_NONE || space == r.space)
            return ISA_E_OK;
        m->n = 0;
        isa_put(m, "operand ");
        isa_putu(m, idx + 1);
        isa_put(m, " of ");
        isa_put(m, isa_iname(x));
        isa_put(m, ": expected a ");
        isa_put(m, isa_kw_name(ir_space_kw((ir_space)space)));
        isa_put(m, " variable or a register, found ");
        isa_put(m, isa_kw_name(ir_space_kw(r.space)));
        isa_put(m, " variable ");
        isa_put(m, isa_sym(x, o->sym));
        return ISA_E_FAIL;
    }
    return isa_bad(x, m, idx, "an address of a variable or a register", o);
}

/* The address of a variable or function as a value: mov, cvta. */
static int isa_addr_value_ok(isa_ctx *x, const ir_opnd *o, ir_type t,
                             int funcs, isa_msg *m)
{
    sema_ref r;
    int c = ir_type_class(t);
    uint32_t s = ir_type_size(t);
    if ((o->kind != OK_REG && o->kind != OK_SYM) || !o->sym
        || (o->flags & (OF_NEG | OF_COMP)))
        return 0;
    if (t != T_NONE && !((s == 4 || s == 8)
                         && (c == TC_BITS || c == TC_UINT || c == TC_SINT)))
        return 0;
    isa_resolve(x, o, &r, m);
    if (r.kind == REF_VAR && r.space != SP_REG)
        return x->d->space == SP_NONE || x->d->space == r.space;
    return funcs && r.kind == REF_FUNC;
}

/* {a, b} pack/unpack for mov: element sizes add up to the type's size. */
static int isa_chk_pack(isa_ctx *x, isa_msg *m, uint32_t idx, const ir_opnd *o,
                        ir_type t, int dest)
{
    const ir_opnd *e = x->m->opnds.data + o->sub;
    uint32_t i, es = 0, total = ir_type_size(t);
    sema_ref r;
    if (o->n != 2 && o->n != 4)
        goto bad;
    for (i = 0; i < o->n; i++) {
        if (e[i].kind == OK_SINK && dest)
            continue;
        if (!dest && (e[i].kind == OK_INT || e[i].kind == OK_F32
                      || e[i].kind == OK_F64))
            continue;
        if (e[i].kind != OK_REG || !e[i].sym || (e[i].flags & OF_NEG))
            goto bad;
        isa_resolve(x, &e[i], &r, m);
        if (!isa_is_reg(&r) || (r.vec && !(e[i].flags & OF_COMP))
            || r.type == T_PRED)
            goto bad;
        if (es && ir_type_size(r.type) != es)
            goto bad;
        es = ir_type_size(r.type);
    }
    if (es && es * o->n != total)
        goto bad;
    return ISA_E_OK;
bad:
    {
        isa_msg e2;
        e2.n = 0;
        e2.b[0] = 0;
        isa_put(&e2, "a register or a {...} of 2 or 4 registers of ");
        isa_putu(&e2, total / 2);
        isa_put(&e2, " or ");
        isa_putu(&e2, total / 4);
        isa_put(&e2, " bytes each");
        return isa_bad(x, m, idx, e2.b, o);
    }
}

static int isa_chk_call(isa_ctx *x, isa_msg *m)
{
    const ir_opnd *o = x->ops;
    uint32_t n = x->in->nopnds, i = 0, j;
    const ir_opnd *rets = NULL, *args = NULL, *tgt;
    sema_ref r;
    int direct;
    const ir_func *fn = NULL;
    if (n && o[0].kind == OK_LIST)
        rets = &o[i++];
    if (i >= n)
        return isa_bad(x, m, i, "a function name or register", n ? &o[n - 1] : NULL);
    tgt = &o[i];
    if ((tgt->kind != OK_REG && tgt->kind != OK_SYM) || !tgt->sym)
        return isa_bad(x, m, i, "a function name or register", tgt);
    isa_resolve(x, tgt, &r, m);
    if (r.kind == REF_FUNC) {
        fn = &x->m->funcs.data[r.index];
        if (fn->flags & FF_PROTOTYPE)
            return isa_bad(x, m, i, "a function name or register", tgt);
        direct = 1;
    } else if (isa_addr_reg_ok(&r)) {
        direct = 0;
    } else {
        return isa_bad(x, m, i, "a function name or register", tgt);
    }
    i++;
    if (i < n && o[i].kind == OK_LIST)
        args = &o[i++];
    if (!direct) {
        if (i >= n) {
            m->n = 0;
            isa_put(m, isa_iname(x));
            isa_put(m, ": an indirect call needs a .calltargets list or a "
                       ".callprototype after its arguments");
            return ISA_E_FAIL;
        }
        if ((o[i].kind != OK_REG && o[i].kind != OK_SYM) || !o[i].sym)
            return isa_bad(x, m, i, "a .calltargets list or a .callprototype",
                           &o[i]);
        isa_resolve(x, &o[i], &r, m);
        if (!((r.kind == REF_TLIST
               && x->m->tlists.data[r.index].kind == KW_calltargets)
              || (r.kind == REF_FUNC
                  && (x->m->funcs.data[r.index].flags & FF_PROTOTYPE))))
            return isa_bad(x, m, i, "a .calltargets list or a .callprototype",
                           &o[i]);
        fn = r.kind == REF_FUNC ? &x->m->funcs.data[r.index] : NULL;
        i++;
    }
    if (i < n)
        return isa_bad(x, m, i, "no more operands", &o[i]);
    if (fn) {
        uint32_t nr = rets ? rets->n : 0, na = args ? args->n : 0;
        if (nr != fn->nrets || na != fn->nparams) {
            m->n = 0;
            isa_put(m, isa_iname(x));
            isa_put(m, ": ");
            isa_put(m, isa_sym(x, fn->name));
            isa_put(m, " takes ");
            isa_putu(m, fn->nparams);
            isa_put(m, " argument(s) and returns ");
            isa_putu(m, fn->nrets);
            isa_put(m, " value(s), the call passes ");
            isa_putu(m, na);
            isa_put(m, " and receives ");
            isa_putu(m, nr);
            return ISA_E_FAIL;
        }
    }
    for (j = 0; j < 2; j++) {
        const ir_opnd *l = j ? args : rets, *e;
        uint32_t k;
        if (!l)
            continue;
        e = x->m->opnds.data + l->sub;
        for (k = 0; k < l->n; k++) {
            if (j && (e[k].kind == OK_INT || e[k].kind == OK_F32
                      || e[k].kind == OK_F64))
                continue;
            if (!j && e[k].kind == OK_SINK)     /* nvopencc: result unused */
                continue;
            if ((e[k].kind == OK_REG || e[k].kind == OK_SYM) && e[k].sym
                && !(e[k].flags & OF_NEG)) {
                isa_resolve(x, &e[k], &r, m);
                if (r.kind == REF_SREG || (r.kind == REF_VAR
                    && (r.space == SP_REG || r.space == SP_PARAM)))
                    continue;
            }
            m->n = 0;
            isa_put(m, isa_iname(x));
            isa_put(m, j ? ": call argument " : ": call return value ");
            isa_putu(m, k + 1);
            isa_put(m, " must be a register or .param variable");
            isa_put_found(x, m, &e[k]);
            return ISA_E_FAIL;
        }
    }
    return ISA_E_OK;
}

static ir_type isa_optype(const isa_opspec *s, const isa_decoded *d)
{
    ir_type t;
    if (s->kind == 'a')
        return T_NONE;
    t = s->tslot >= 0 ? (ir_type)d->types[s->tslot] : (ir_type)s->ftype;
    if (s->flags & ISA_OPF_WIDE) {
        switch (t) {
        case T_U16: return T_U32;
        case T_S16: return T_S32;
        case T_U32: return T_U64;
        case T_S32: return T_S64;
        default: return t;
        }
    }
    return t;
}

/* Does video selector val (IR_VSEL_*) fit selector kind k (ISA_VS_*)? */
static int isa_vsel_fits(uint32_t k, uint64_t val)
{
    uint32_t n = IR_VSEL_COUNT(val), dg = IR_VSEL_DIGITS(val), i, seen = 0;
    int half = ((uint32_t)val & IR_VSEL_HALF) != 0;
    switch (k) {
    case ISA_VS_PART: case ISA_VS_PART_REQ:      /* .b0-.b3, .h0, .h1 */
        return n == 1 && dg <= (half ? 1u : 3u);
    case ISA_VS_H2:                              /* .hxy */
        return half && n == 2;
    case ISA_VS_B4:                              /* .bxyzw */
        return !half && n == 4;
    case ISA_VS_HMASK: case ISA_VS_BMASK:        /* .h0 .h1 .h10, .b3210 ... */
        if (half != (k == ISA_VS_HMASK))
            return 0;
        for (i = 0; i < n; i++) {
            uint32_t e = (dg >> (4 * (n - 1 - i))) & 15u;
            /* distinct element digits, highest first */
            if (e > (half ? 1u : 3u) || (seen && e >= seen - 1))
                return 0;
            seen = e + 1;
        }
        return 1;
    default:
        return 0;
    }
}

static int isa_chk_opnd(isa_ctx *x, isa_msg *m, uint32_t idx,
                        const isa_opspec *s, const ir_opnd *o)
{
    ir_type t = isa_optype(s, x->d);
    int relax = (s->flags & ISA_OPF_RELAX) != 0;
    int sink = (s->flags & ISA_OPF_SINK) != 0;
    sema_ref r;
    if (o->kind == OK_PAIR && (s->flags & ISA_OPF_PAIR)) {
        const ir_opnd *e = x->m->opnds.data + o->sub;
        isa_opspec s1 = *s;
        if (o->n != 2)
            return isa_bad(x, m, idx, "a pair d|p", o);
        s1.flags &= (uint16_t)~(ISA_OPF_PAIR | ISA_OPF_PAIRREQ);
        s1.flags |= ISA_OPF_SINK;
        if (isa_chk_opnd(x, m, idx, &s1, &e[0]))
            return ISA_E_FAIL;
        if (e[1].kind == OK_SINK)
            return ISA_E_OK;
        return isa_chk_pred(x, m, idx, &e[1], 0);
    }
    if (s->flags & ISA_OPF_PAIRREQ)
        return isa_bad(x, m, idx, "a pair d|p", o);
    /* video selectors (.b0, .h10, .b3210 ...) and -r */
    if (o->kind == OK_REG && (o->flags & OF_VSEL) &&
        !isa_vsel_fits(ISA_OPF_VSEL(s->flags), o->val)) {
        static const char *const want[] = {
            "an operand without a selector", "a selector .b0-.b3, .h0 or .h1",
            "a selector .b0-.b3, .h0 or .h1", "a selector .hxy (x, y in 0-3)",
            "a selector .bxyzw (x, y, z, w in 0-7)", "a mask .h0, .h1 or .h10",
            "a mask of distinct bytes, highest first (.b0 ... .b3210)"};
        return isa_bad(x, m, idx, want[ISA_OPF_VSEL(s->flags)], o);
    }
    if (ISA_OPF_VSEL(s->flags) == ISA_VS_PART_REQ &&
        !(o->kind == OK_REG && (o->flags & OF_VSEL)))
        return isa_bad(x, m, idx, "a destination selector .b0-.b3, .h0 or .h1 "
                       "(or a secondary operation .add, .min, .max)", o);
    if ((o->flags & OF_MINUS) && !(s->flags & ISA_OPF_MINUS))
        return isa_bad(x, m, idx, "an operand without '-'", o);
    /* !p: predicate sources (and .pred sources of and/or/xor/not...) */
    if ((o->flags & OF_NEG) && s->kind != 'p' && s->kind != '*' &&
        !(t == T_PRED && idx > 0))
        return isa_bad(x, m, idx, "an operand without '!'", o);
    switch (s->kind) {
    case 'r':
        return isa_chk_reg(x, m, idx, o, t, relax, 0, sink);
    case 'x':
        return isa_chk_reg(x, m, idx, o, t, relax, 1, sink);
    case 'i':
        if (o->kind == OK_INT)
            return ISA_E_OK;
        return isa_bad(x, m, idx, "an integer constant", o);
    case 'p':
        return isa_chk_pred(x, m, idx, o, (s->flags & ISA_OPF_NEG) != 0);
    case 'a':
        return isa_chk_addr(x, m, idx, o, s->flags, s->ftype);
    case 'l':
        if ((o->kind == OK_REG || o->kind == OK_SYM) && o->sym && !o->val) {
            isa_resolve(x, o, &r, m);
            if (r.kind == REF_LABEL)
                return ISA_E_OK;
        }
        return isa_bad(x, m, idx, "a label", o);
    case 't':
        if ((o->kind == OK_REG || o->kind == OK_SYM) && o->sym && !o->val) {
            isa_resolve(x, o, &r, m);
            if (r.kind == REF_TLIST
                && x->m->tlists.data[r.index].kind == KW_branchtargets)
                return ISA_E_OK;
        }
        return isa_bad(x, m, idx, "a .branchtargets list", o);
    case 'h':
        return isa_chk_reg(x, m, idx, o, T_B64, 0, 0, 0);
    case 'm':
        if (isa_addr_value_ok(x, o, t, 1, m))
            return ISA_E_OK;
        if (o->kind == OK_SYM && o->sym) {
            isa_resolve(x, o, &r, m);
            if ((r.kind == REF_VAR && r.space != SP_REG) || r.kind == REF_FUNC)
                return isa_bad(x, m, idx,
                               "a 32- or 64-bit integer type to take an address",
                               o);
        }
        if (o->kind == OK_REG && o->sym && !(o->flags & (OF_NEG | OF_COMP))) {
            isa_resolve(x, o, &r, m);        /* mov.b32 %r1, v2b16reg */
            if (isa_is_reg(&r) && r.vec && r.type != T_PRED &&
                ir_type_class(t) == TC_BITS &&
                ir_type_size(r.type) * r.vec == ir_type_size(t))
                return ISA_E_OK;
        }
        return isa_chk_reg(x, m, idx, o, t, 0, 1, 0);
    case 's':
        if (isa_addr_value_ok(x, o, t, 0, m))
            return ISA_E_OK;
        if (t == T_NONE && (o->kind == OK_REG) && o->sym) {
            isa_resolve(x, o, &r, m);
            if (isa_addr_reg_ok(&r))
                return ISA_E_OK;
            return isa_bad(x, m, idx, "an address register or a variable", o);
        }
        return isa_chk_reg(x, m, idx, o, t, 0, 0, 0);
    case 'k':
        if (o->kind == OK_VEC)
            return isa_chk_pack(x, m, idx, o, t, sink);
        if (o->kind == OK_REG && o->sym && !(o->flags & (OF_NEG | OF_COMP))) {
            isa_resolve(x, o, &r, m);        /* mov.b32 v2b16reg, %r1 */
            if (isa_is_reg(&r) && r.vec && r.type != T_PRED &&
                ir_type_size(r.type) * r.vec == ir_type_size(t))
                return ISA_E_OK;
        }
        return isa_chk_reg(x, m, idx, o, t, 0, !sink, 0);
    case 'v':
    case 'w': {
        int imm = s->kind == 'w';
        const ir_opnd *e;
        uint32_t i;
        if (!x->d->vec) {
            if (o->kind == OK_VEC && o->n == 1)   /* suld.b.1d.b32 {%r1}, ... */
                return isa_chk_reg(x, m, idx, x->m->opnds.data + o->sub, t,
                                   relax, imm, 0);
            if (o->kind == OK_VEC)
                return isa_bad(x, m, idx, "a scalar operand (no .v2/.v4/.v8 "
                               "modifier)", o);
            return isa_chk_reg(x, m, idx, o, t, relax, imm, 0);
        }
        if (o->kind == OK_REG && o->sym && !(o->flags & (OF_NEG | OF_COMP))) {
            isa_resolve(x, o, &r, m);        /* a .v4 register for {a,b,c,d} */
            if (isa_is_reg(&r) && r.vec == x->d->vec && isa_compat(t, r.type, relax))
                return ISA_E_OK;
        }
        if (o->kind != OK_VEC || o->n != x->d->vec) {
            isa_msg e2;
            e2.n = 0;
            e2.b[0] = 0;
            isa_put(&e2, "a vector {...} of ");
            isa_putu(&e2, x->d->vec);
            isa_put(&e2, " elements");
            return isa_bad(x, m, idx, e2.b, o);
        }
        e = x->m->opnds.data + o->sub;
        for (i = 0; i < o->n; i++)
            if (isa_chk_reg(x, m, idx, &e[i], t, relax, imm, sink))
                return ISA_E_FAIL;
        return ISA_E_OK;
    }
    case 'B': {
        const ir_opnd *e;
        uint32_t i;
        if (o->kind != OK_VEC || o->n < 1 || o->n > 8)
            return isa_bad(x, m, idx, "a vector {...} of registers", o);
        e = x->m->opnds.data + o->sub;
        for (i = 0; i < o->n; i++)
            if (isa_chk_reg(x, m, idx, &e[i], t, relax, 0, sink))
                return ISA_E_FAIL;
        return ISA_E_OK;
    }
    default:    /* '*' */
        return ISA_E_OK;
    }
}

static int isa_count_error(const isa_ctx *x, const isa_cform *f)
{
    uint32_t n = x->in->nopnds;
    if (f->nops == 1 && f->ops[0].kind == 'C')
        return 0;
    return n < f->minops || n > f->nops;
}

static int isa_chk_operands(isa_ctx *x, const isa_cform *f, isa_msg *m)
{
    uint32_t n = x->in->nopnds, i;
    if (f->nops == 1 && f->ops[0].kind == 'C')
        return isa_chk_call(x, m);
    if (n < f->minops || n > f->nops) {
        m->n = 0;
        isa_put(m, isa_iname(x));
        isa_put(m, ": expected ");
        isa_putu(m, f->minops);
        if (f->nops != f->minops) {
            isa_put(m, " to ");
            isa_putu(m, f->nops);
        }
        isa_put(m, f->nops == 1 ? " operand" : " operands");
        isa_put(m, ", found ");
        isa_putu(m, n);
        return ISA_E_FAIL;
    }
    for (i = 0; i < n; i++) {
        const isa_opspec *s = &f->ops[i];
        if (s->kind == 'h' && !(x->d->flags & ISA_F(CACHE_HINT))) {
            m->n = 0;
            isa_put(m, "operand ");
            isa_putu(m, i + 1);
            isa_put(m, " of ");
            isa_put(m, isa_iname(x));
            isa_put(m, ": a cache-policy operand needs .L2::cache_hint");
            return ISA_E_FAIL;
        }
        if (isa_chk_opnd(x, m, i, s, &x->ops[i]))
            return ISA_E_FAIL;
    }
    for (; i < f->nops; i++)
        if (f->ops[i].kind == 'h' && (x->d->flags & ISA_F(CACHE_HINT))) {
            m->n = 0;
            isa_put(m, isa_iname(x));
            isa_put(m, ": .L2::cache_hint needs a cache-policy operand");
            return ISA_E_FAIL;
        }
    return ISA_E_OK;
}

#define ISA_NO_LOCAL 0xfe
/* Bit li of mask; ISA_NO_LOCAL is in no mask. */
static int isa_tbit(uint64_t mask, uint32_t li)
{
    return li < 64 && ((mask >> li) & 1u);
}

/* ---- modifiers ------------------------------------------------------------------- */
typedef struct isa_imods {
    uint8_t  ntypes, nother;
    uint8_t  types[PTXVM_MAX_MODIFIERS];   /* local indices, in order    */
    uint16_t tkw[PTXVM_MAX_MODIFIERS];     /* their keywords             */
    uint8_t  other[PTXVM_MAX_MODIFIERS];
    uint64_t mask;                         /* the non-type modifiers     */
} isa_imods;

/* Match the modifiers against form f; fill[s] receives the local index
   of the modifier filling slot s (0xff when empty). Returns 1 on match. */
static int isa_match_mods(const isa_cform *f, const isa_imods *im,
                          uint8_t *fill)
{
    uint32_t i, s;
    uint32_t used = 0;
    if (f->ntypes != im->ntypes || (im->mask & ~f->allowed))
        return 0;
    for (i = 0; i < im->ntypes; i++) {
        s = f->typeslot[i];
        if (!isa_tbit(f->slots[s].mask, im->types[i]))
            return 0;
        used |= 1u << s;
        fill[s] = im->types[i];
    }
    for (i = 0; i < im->nother; i++) {
        uint64_t bit = (uint64_t)1 << im->other[i];
        for (s = 0; s < f->nslots; s++)
            if (!((used >> s) & 1u) && (f->slots[s].mask & bit)
                && f->slots[s].role != ISA_R_TYPE)
                break;
        if (s == f->nslots)
            return 0;
        used |= 1u << s;
        fill[s] = im->other[i];
    }
    for (s = 0; s < f->nslots; s++) {
        if ((used >> s) & 1u)
            continue;
        if (!f->slots[s].opt)
            return 0;
        fill[s] = 0xff;
    }
    return 1;
}

static void isa_decode(const isa_cop *C, const isa_cform *f, const uint8_t *fill,
                       isa_decoded *d)
{
    uint32_t s, t = 0;
    memset(d, 0, sizeof *d);
    d->form = f->src;
    d->ntypes = f->ntypes;
    d->nmodes = f->nmodes;
    for (s = 0; s < f->nslots; s++) {
        const isa_slot *sl = &f->slots[s];
        uint32_t kw;
        if (fill[s] == 0xff)
            continue;
        kw = C->alpha[fill[s]];
        switch (sl->role) {
        case ISA_R_TYPE:
            d->types[t] = C->atype[fill[s]];
            d->type_kw[t++] = (uint16_t)kw;
            break;
        case ISA_R_FLAG: d->flags |= isa_flag_of(kw); break;
        case ISA_R_MODE: d->modes[sl->mode_ord] = (uint16_t)kw; break;
        case ISA_R_RND: d->rnd = isa_rnd_of(kw); break;
        case ISA_R_CMP: d->cmp = isa_cmp_of(kw); break;
        case ISA_R_BOOL: d->boolop = isa_bool_of(kw); break;
        case ISA_R_AOP: d->aop = isa_aop_of(kw); break;
        case ISA_R_SPACE:
            d->space = isa_space_of(kw);
            d->space_kw = (uint16_t)kw;
            break;
        case ISA_R_VEC:
            d->vec = kw == KW_v2 ? 2 : kw == KW_v4 ? 4 : 8;
            break;
        case ISA_R_SCOPE: d->scope = isa_scope_of(kw); break;
        case ISA_R_SEM: d->sem = isa_sem_of(kw); break;
        case ISA_R_CACHE: d->cache = (uint16_t)kw; break;
        case ISA_R_EVICT1: d->evict1 = (uint16_t)kw; break;
        case ISA_R_EVICT2: d->evict2 = (uint16_t)kw; break;
        case ISA_R_PFSIZE: d->pfsize = (uint16_t)kw; break;
        default: break;
        }
    }
}

/* No form matched: explain why, against the closest form. */
PV_NORETURN static void isa_mod_error(isa_ctx *x, const isa_cop *C,
                                      const isa_imods *im)
{
    uint32_t fi, best = 0, best_score = 0xffffffffu;
    const isa_cform *f;
    isa_msg m;
    uint32_t i, s;
    for (fi = 0; fi < C->nforms; fi++) {
        uint32_t score = 0;
        f = &C->forms[fi];
        if (f->ntypes != im->ntypes)
            score += 1000;
        else
            for (i = 0; i < im->ntypes; i++)
                if (!isa_tbit(f->slots[f->typeslot[i]].mask, im->types[i]))
                    score += 1000;
        for (i = 0; i < im->nother; i++)
            if (!((f->allowed >> im->other[i]) & 1u))
                score += 10;
        for (s = 0; s < f->nslots; s++)
            if (!f->slots[s].opt && f->slots[s].role != ISA_R_TYPE
                && !(f->slots[s].mask & im->mask))
                score += 1;
        if (score < best_score) {
            best_score = score;
            best = fi;
        }
    }
    f = &C->forms[best];
    m.n = 0;
    m.b[0] = 0;
    isa_put(&m, isa_iname(x));
    isa_put(&m, ": ");
    if (f->ntypes > im->ntypes) {
        isa_put(&m, "missing type modifier (expected one of ");
        isa_put_alts(&m, C, f->slots[f->typeslot[im->ntypes]].mask);
        isa_put(&m, ")");
        isa_die(x, &m);
    }
    if (f->ntypes < im->ntypes) {
        isa_put(&m, "too many type modifiers (");
        isa_put(&m, isa_kw_name(im->tkw[f->ntypes]));
        isa_put(&m, " is not expected)");
        isa_die(x, &m);
    }
    for (i = 0; i < im->ntypes; i++) {
        const isa_slot *sl = &f->slots[f->typeslot[i]];
        if (!isa_tbit(sl->mask, im->types[i])) {
            isa_put(&m, "type ");
            isa_put(&m, isa_kw_name(im->tkw[i]));
            isa_put(&m, " is not allowed here (expected one of ");
            isa_put_alts(&m, C, sl->mask);
            isa_put(&m, ")");
            isa_die(x, &m);
        }
    }
    for (i = 0; i < im->nother; i++)
        if (!((f->allowed >> im->other[i]) & 1u)) {
            isa_put(&m, "modifier ");
            isa_put(&m, isa_kw_name(C->alpha[im->other[i]]));
            isa_put(&m, " is not allowed here");
            isa_die(x, &m);
        }
    {
        /* placement conflicts: two modifiers for one slot */
        uint32_t used = 0;
        uint8_t by[ISA_MAX_SLOTS];
        memset(by, 0, sizeof by);
        for (i = 0; i < im->nother; i++) {
            uint64_t bit = (uint64_t)1 << im->other[i];
            uint32_t first = ISA_MAX_SLOTS;
            for (s = 0; s < f->nslots; s++)
                if ((f->slots[s].mask & bit) && f->slots[s].role != ISA_R_TYPE) {
                    if (first == ISA_MAX_SLOTS)
                        first = s;
                    if (!((used >> s) & 1u))
                        break;
                }
            if (s == f->nslots) {
                if (by[first] == im->other[i]) {
                    isa_put(&m, "modifier ");
                    isa_put(&m, isa_kw_name(C->alpha[im->other[i]]));
                    isa_put(&m, " is repeated");
                } else {
                    isa_put(&m, "modifiers ");
                    isa_put(&m, isa_kw_name(C->alpha[by[first]]));
                    isa_put(&m, " and ");
                    isa_put(&m, isa_kw_name(C->alpha[im->other[i]]));
                    isa_put(&m, " cannot be combined");
                }
                isa_die(x, &m);
            }
            used |= 1u << s;
            by[s] = im->other[i];
        }
        for (s = 0; s < f->nslots; s++)
            if (!((used >> s) & 1u) && !f->slots[s].opt
                && f->slots[s].role != ISA_R_TYPE) {
                isa_put(&m, "missing modifier (one of ");
                isa_put_alts(&m, C, f->slots[s].mask);
                isa_put(&m, ")");
                isa_die(x, &m);
            }
    }
    isa_put(&m, "illegal combination of modifiers");
    isa_die(x, &m);
}

/* Whether every modifier of the instruction is either in the table for
   its opcode or one PTX 9.0 gives that opcode (cp.async.bulk...): valid
   PTX this version does not run, refused when a kernel reaches it rather
   than at load. A modifier PTX never had stays isa_check's error. */
static int isa_deferrable(const isa_ctx *x, const isa_cop *C)
{
    uint32_t i;
    for (i = 0; i < x->in->nmods; i++) {
        uint32_t kw = x->mods[i];
        if (kw < KW_COUNT && isa_local(C, kw) >= 0)
            continue;
        if (!ptx90_modifier(ir_name(x->m, x->in->opcode), ir_name(x->m, kw)))
            return 0;
    }
    return 1;
}

PTXVM_INTERNAL int isa_check(pv_isa *I, pv_sema *S, const ir_inst *in,
                             isa_decoded *out)
{
    isa_ctx x;
    isa_imods im;
    const isa_cop *C;
    uint32_t o = in->opcode - KW_op_abs, i;
    uint8_t fill[ISA_MAX_SLOTS];
    isa_msg m, first;
    int have_first = 0, first_is_count = 0, nmatch = 0;
    isa_memo *memo;

    x.I = I;
    x.S = S;
    x.m = sema_module(S);
    x.in = in;
    x.mods = ir_mods(x.m, in);
    x.ops = ir_opnds(x.m, in);
    x.d = out;
    x.iname[0] = 0;
    C = isa_op(o, NULL, 0);
    if (!C) {
        isa_make_name(&x);
        pv_fail(sema_diag(S), PTXVM_E_SEMANTIC, in->line, in->col,
                "%s: instruction not supported", x.iname);
    }
    memo = NULL;
    if (in->nmods <= ISA_MEMO_MODS && I->memo) {
        uint64_t h = in->opcode * 0x9E3779B97F4A7C15ull;
        for (i = 0; i < in->nmods; i++)
            h = (h ^ x.mods[i]) * 0x9E3779B97F4A7C15ull;
        memo = &I->memo[(h >> 40) & (I->memo_size - 1)];
        if (memo->opcode == in->opcode && memo->nmods == in->nmods &&
            memcmp(memo->mods, x.mods, in->nmods * sizeof *x.mods) == 0) {
            *out = memo->dec;
            if (!isa_chk_operands(&x, &C->forms[memo->local], &m))
                return 0;
        }
    }
    im.ntypes = im.nother = 0;
    im.mask = 0;
    for (i = 0; i < in->nmods; i++) {
        uint32_t kw = x.mods[i];
        int li = kw < KW_COUNT ? isa_local(C, kw) : -1;
        if (li < 0 && isa_is_type_kw(kw))
            li = ISA_NO_LOCAL;      /* a type this opcode never takes */
        if (li < 0) {
            if (isa_deferrable(&x, C))
                return 1;
            isa_make_name(&x);
            pv_fail(sema_diag(S), PTXVM_E_SEMANTIC, in->line, in->col,
                    "%s: unknown modifier %s for %s", x.iname,
                    ir_name(x.m, kw), ir_name(x.m, in->opcode));
        }
        if (isa_is_type_kw(kw)) {
            im.tkw[im.ntypes] = (uint16_t)kw;
            im.types[im.ntypes++] = (uint8_t)li;
        } else {
            im.other[im.nother++] = (uint8_t)li;
            im.mask |= (uint64_t)1 << li;
        }
    }
    for (i = 0; i < C->nforms; i++) {
        const isa_cform *f = &C->forms[i];
        if (!isa_match_mods(f, &im, fill))
            continue;
        nmatch++;
        isa_decode(C, f, fill, out);
        if (!isa_chk_operands(&x, f, &m)) {
            if (nmatch == 1 && memo) {
                memo->opcode = in->opcode;
                memo->nmods = in->nmods;
                memo->local = (uint16_t)i;
                memcpy(memo->mods, x.mods, in->nmods * sizeof *x.mods);
                memo->dec = *out;
            }
            return 0;
        }
        if (!have_first || (first_is_count && !isa_count_error(&x, f))) {
            first = m;
            first_is_count = isa_count_error(&x, f);
        }
        have_first = 1;
    }
    if (!nmatch)
        isa_mod_error(&x, C, &im);
    isa_die(&x, &first);
    return 0;
}
