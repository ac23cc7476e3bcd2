/* Lowering of moves and memory access: mov (registers, vectors, packing,
   addresses of variables and functions, special registers), ld, ldu,
   st, prefetch, isspacep and cvta. */
#include "compile_int.h"
#include "devmem.h"

static uint32_t vector_reg(cc *C, pv_sema *S, const ir_opnd *o);

/* One LD or ST: d the first data column (stride bytes apart), areg the
   address register, off its constant offset. */
static void emit_mem(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                     int store, uint32_t d, uint32_t areg, uint64_t off,
                     uint32_t stride, uint32_t aux)
{
    pv_insn *I = cc_emit(C, store ? PV_OP_ST : PV_OP_LD, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->a = areg;
    I->x = off;
    I->c = stride;
    I->aux = aux;
}

/* A vector access whose registers are not consecutive columns (reversed,
   repeated, constants, `_`): one vector access through consecutive
   temporary columns, so that it is checked and done as a whole like any
   other (alignment to the vector's size, all elements or none). */
static void cc_vector_temps(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                            const ir_opnd *e, uint32_t vec, uint32_t size,
                            ir_type t, uint32_t space, uint32_t areg,
                            uint64_t off, int addr32, int store)
{
    uint32_t i, tmp, col;
    int tw = size == 8;
    pv_insn *I;
    for (i = 0; !store && i < vec; i++)      /* narrow loads into wide ones */
        if (e[i].kind == OK_REG && cc_reg(C, S, in, &e[i]).wide)
            tw = 1;
    col = tw ? CC_COL64 : CC_COL32;
    tmp = cc_cols(C, vec * col);
    for (i = 0; store && i < vec; i++) {
        cc_op ri;
        if (e[i].kind != OK_REG) {
            ri.wide = tw;
            ri.slot = cc_src(C, S, in, &e[i], tw);
            ri.pred = 0;
        } else {
            ri = cc_reg(C, S, in, &e[i]);
        }
        if (ri.pred)
            cc_unsupported(C, in, "predicate data");
        I = cc_emit(C, ri.wide == tw ? (tw ? PV_OP_MOV64 : PV_OP_MOV32) :
                       tw ? PV_OP_CVT_U64_U32 : PV_OP_CVT_U32_U64, ii);
        cc_guard(C, S, in, I);
        I->d = tmp + i * col;
        I->a = ri.slot;
    }
    emit_mem(C, S, in, ii, store, tmp, areg, off, col,
             PV_MEM_AUX(size, vec, space) | (cc_is_signed(t) ? PV_MEM_SIGNED : 0) |
             (tw ? PV_MEM_WIDE_DST : 0) | (addr32 ? PV_MEM_ADDR32 : 0));
    for (i = 0; !store && i < vec; i++) {
        cc_op ri;
        if (e[i].kind == OK_SINK)
            continue;
        if (e[i].kind != OK_REG)
            cc_unsupported(C, in, "operand form");
        ri = cc_reg(C, S, in, &e[i]);
        if (ri.pred)
            cc_unsupported(C, in, "predicate data");
        I = cc_emit(C, ri.wide == tw ? (tw ? PV_OP_MOV64 : PV_OP_MOV32) :
                       PV_OP_CVT_U32_U64, ii);
        cc_guard(C, S, in, I);
        I->d = ri.slot;
        I->a = tmp + i * col;
    }
}

static void lower_ldst(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec, int store)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    const ir_opnd *data = store ? &o[1] : &o[0], *addr = store ? &o[0] : &o[1];
    ir_type t = (ir_type)dec->types[0];
    uint32_t size = ir_type_size(t), vec = dec->vec ? dec->vec : 1, aux, space;
    uint32_t var_space, areg, first, stride = 0;
    uint64_t off;
    int addr32, wide = 0;
    pv_insn *I;
    /* with .L2::cache_hint a third operand carries the cache policy: a
       hint only, it changes no result */
    if (in->nopnds > 2 + ((dec->flags & ISA_F(CACHE_HINT)) != 0) || size == 0 ||
        size > 8 || t == T_PRED)
        cc_unsupported(C, in, NULL);
    space = dec->space;
    areg = cc_addr_operand(C, S, in, addr, &off, &addr32, &var_space);
    if ((space == SP_NONE || space == SP_PARAM) && var_space != SP_NONE)
        space = var_space;          /* ld [var]: the variable's own space */
    if (space == SP_PARAM && C->cur)
        space = SP_LOCAL;           /* a function's parameters are .local */
    if (space == SP_CONST)
        space = SP_GLOBAL;          /* .const lives in read-only global memory */
    if (space == SP_PARAM && (C->f->flags & FF_ENTRY) && store)
        cc_unsupported(C, in, "stores to kernel parameters");
    if (space != SP_NONE && space != SP_GLOBAL && space != SP_SHARED &&
        space != SP_LOCAL && space != SP_PARAM)
        cc_unsupported(C, in, "state space");
    cc_addr32(C, S, in, ii, space, &areg, &off, &addr32);
    /* data: a register, a brace of registers, or a vector register */
    if (data->kind == OK_VEC) {
        const ir_opnd *e = C->m->opnds.data + data->sub;
        uint32_t i;
        cc_op r0;
        int plain = 1;
        if (data->n != vec)
            cc_unsupported(C, in, "vector operand");
        for (i = 0; i < vec; i++)        /* sinks `_` and constants */
            plain &= e[i].kind == OK_REG;
        if (plain) {
            r0 = cc_reg(C, S, in, &e[0]);
            first = r0.slot;
            wide = r0.wide;
        }
        stride = wide ? CC_COL64 : CC_COL32;
        /* the elements must be consecutive columns to use one handler;
           otherwise emit one access per element */
        for (i = 1; plain && i < vec; i++) {
            cc_op ri = cc_reg(C, S, in, &e[i]);
            if (ri.wide != wide || ri.slot != first + i * stride || ri.pred)
                break;
        }
        if (!plain || i < vec) {
            int sinks = 0;
            if (addr32 == 0 && areg == PV_NO_REG && (off & (size * vec - 1)) &&
                space != SP_PARAM)
                cc_unsupported(C, in, "misaligned vector address");
            for (i = 0; i < vec; i++)
                sinks |= e[i].kind == OK_SINK;
            if (space != SP_PARAM && !(store && sinks)) {
                cc_vector_temps(C, S, in, ii, e, vec, size, t, space, areg, off,
                                addr32, store);
                return;
            }
            for (i = 0; i < vec; i++) {
                cc_op ri;
                if (e[i].kind == OK_SINK)
                    continue;
                if (e[i].kind != OK_REG) {
                    if (!store)
                        cc_unsupported(C, in, "operand form");
                    ri.wide = size == 8;
                    ri.slot = cc_src(C, S, in, &e[i], ri.wide);
                    ri.pred = 0;
                } else {
                    ri = cc_reg(C, S, in, &e[i]);
                }
                aux = PV_MEM_AUX(size, 1u, space) |
                      (cc_is_signed(t) ? PV_MEM_SIGNED : 0) |
                      (ri.wide ? PV_MEM_WIDE_DST : 0) |
                      (addr32 ? PV_MEM_ADDR32 : 0);
                I = cc_emit(C, store ? PV_OP_ST : PV_OP_LD, ii);
                cc_guard(C, S, in, I);
                I->d = ri.slot;
                I->a = areg;
                I->x = off + (uint64_t)i * size;
                I->aux = aux;
            }
            return;
        }
    } else if (vec > 1 && vector_reg(C, S, data) == vec) {
        cc_op r = cc_reg(C, S, in, data);    /* ld.v4.u32 V, [a] */
        first = r.slot;
        wide = r.wide;
        stride = wide ? CC_COL64 : CC_COL32;
    } else {
        cc_op r;
        if (vec != 1)
            cc_unsupported(C, in, "vector register operand");
        if (store && (data->kind == OK_INT || data->kind == OK_F32 ||
                      data->kind == OK_F64)) {
            wide = size == 8;
            first = cc_src(C, S, in, data, wide);
        } else if (store && data->kind == OK_SYM) {
            /* st [a], r + 8: the register plus a constant */
            ir_opnd reg = *data;
            pv_insn *A;
            reg.kind = OK_REG;
            r = cc_reg(C, S, in, &reg);
            if (r.pred)
                cc_unsupported(C, in, "predicate data");
            wide = r.wide;
            A = cc_emit(C, wide ? PV_OP_ADD_I64 : PV_OP_ADD_I32, ii);
            cc_guard(C, S, in, A);
            A->d = cc_cols(C, wide ? CC_COL64 : CC_COL32);
            A->a = r.slot;
            A->b = cc_const(C, wide ? data->val : (uint32_t)data->val, wide);
            first = A->d;
        } else {
            r = cc_reg(C, S, in, data);
            if (r.pred)
                cc_unsupported(C, in, "predicate data");
            first = r.slot;
            wide = r.wide;
        }
        stride = wide ? CC_COL64 : CC_COL32;
    }
    if (space == SP_PARAM && !store && areg == PV_NO_REG &&
        (C->f->flags & FF_ENTRY) && vec == 1) {
        I = cc_emit(C, PV_OP_LD_PARAM, ii);      /* a kernel parameter */
        cc_guard(C, S, in, I);
        I->d = first;
        I->x = off;
        I->aux = PV_MEM_AUX(size, 1u, 0u) | (cc_is_signed(t) ? PV_MEM_SIGNED : 0) |
                 (wide ? PV_MEM_WIDE_DST : 0);
        return;
    }
    aux = PV_MEM_AUX(size, vec, space) | (cc_is_signed(t) ? PV_MEM_SIGNED : 0) |
          (wide ? PV_MEM_WIDE_DST : 0) | (addr32 ? PV_MEM_ADDR32 : 0);
    emit_mem(C, S, in, ii, store, first, areg, off, stride, aux);
}

/* Is o a whole vector register (a .v2/.v4 name without a component)? */
static uint32_t vector_reg(cc *C, pv_sema *S, const ir_opnd *o)
{
    sema_ref r;
    if (o->kind != OK_REG || (o->flags & OF_COMP) ||
        sema_resolve(S, o->sym, &r) != 0 || r.kind != REF_VAR ||
        r.space != SP_REG)
        return 0;
    return C->m->vars.data[r.index].vec;
}

/* mov.b64 d, {a, b} / mov.b64 {a, b}, s / the same through a vector
   register: the elements are 8-, 16- or 32-bit registers. */
static void lower_pack(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       ir_type t)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int unpack = o[0].kind == OK_VEC || vector_reg(C, S, &o[0]);
    const ir_opnd *whole = unpack ? &o[1] : &o[0], *parts = unpack ? &o[0] : &o[1];
    uint32_t n, i, cols[4] = {PV_NO_REG, PV_NO_REG, PV_NO_REG, PV_NO_REG};
    uint32_t total = ir_type_size(t) * 8, bits;
    pv_insn *I;
    cc_op w;
    if (parts->kind == OK_VEC) {
        const ir_opnd *e = C->m->opnds.data + parts->sub;
        n = parts->n;
        if (n > 4)
            cc_unsupported(C, in, "more than 4 elements");
        for (i = 0; i < n; i++) {
            cc_op r;
            if (e[i].kind == OK_SINK && unpack)
                continue;
            if (!unpack && e[i].kind != OK_REG) {
                cols[i] = cc_src(C, S, in, &e[i], 0);
                continue;
            }
            r = cc_reg(C, S, in, &e[i]);
            if (r.wide || r.pred)
                cc_unsupported(C, in, "64-bit elements");
            cols[i] = r.slot;
        }
    } else {
        cc_op r = cc_reg(C, S, in, parts);
        n = vector_reg(C, S, parts);
        if (r.wide || r.pred || n > 4)
            cc_unsupported(C, in, "vector register");
        for (i = 0; i < n; i++)
            cols[i] = r.slot + i * CC_COL32;
    }
    if (!n || total % n || total > 64)
        cc_unsupported(C, in, NULL);
    bits = total / n;
    if (whole->kind == OK_REG) {
        w = cc_reg(C, S, in, whole);
        if (w.pred || w.wide != (total == 64))
            cc_unsupported(C, in, "register width");
    } else if (unpack) {
        w.slot = cc_src(C, S, in, whole, total == 64);
    } else {
        cc_unsupported(C, in, NULL);
    }
    I = cc_emit(C, unpack ? PV_OP_UNPACK : PV_OP_PACK, ii);
    cc_guard(C, S, in, I);
    I->d = w.slot;
    I->a = cols[0];
    I->b = cols[1];
    I->c = cols[2];
    I->aux = cols[3];
    I->x = bits | (n << 8);
}

/* The elements of a vector operand: braces or a vector register. */
static uint32_t vec_elems(cc *C, pv_sema *S, const ir_inst *in,
                          const ir_opnd *o, uint32_t n, int wide, int dest,
                          uint32_t *cols)
{
    uint32_t i;
    if (o->kind == OK_VEC) {
        const ir_opnd *e = C->m->opnds.data + o->sub;
        if (o->n != n)
            cc_unsupported(C, in, "vector length");
        for (i = 0; i < n; i++) {
            if (e[i].kind == OK_SINK && dest) {
                cols[i] = PV_NO_REG;
                continue;
            }
            if (dest) {
                cc_op r = cc_reg(C, S, in, &e[i]);
                if (r.pred || r.wide != wide)
                    cc_unsupported(C, in, "element width");
                cols[i] = r.slot;
            } else {
                cols[i] = cc_src(C, S, in, &e[i], wide);
            }
        }
        return n;
    }
    if (vector_reg(C, S, o) == n) {
        cc_op r = cc_reg(C, S, in, o);
        if (r.wide != wide)
            cc_unsupported(C, in, "element width");
        for (i = 0; i < n; i++)
            cols[i] = r.slot + i * (wide ? CC_COL64 : CC_COL32);
        return n;
    }
    cc_unsupported(C, in, "vector operand");
}

/* mov.v4.u16 {a, b, c, d}, {e, f, g, h}: every source is read before any
   destination is written (the lists may overlap), through scratch columns. */
static void lower_vec_mov(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                          const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int wide = ir_type_size((ir_type)dec->types[0]) == 8;
    uint32_t n = dec->vec, i, src[8], dst[8], tmp[8];
    pv_insn *I;
    vec_elems(C, S, in, &o[1], n, wide, 0, src);
    vec_elems(C, S, in, &o[0], n, wide, 1, dst);
    for (i = 0; i < n; i++) {
        tmp[i] = cc_cols(C, wide ? CC_COL64 : CC_COL32);
        I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
        cc_guard(C, S, in, I);
        I->d = tmp[i];
        I->a = src[i];
    }
    for (i = 0; i < n; i++) {
        if (dst[i] == PV_NO_REG)
            continue;
        I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
        cc_guard(C, S, in, I);
        I->d = dst[i];
        I->a = tmp[i];
    }
}

/* The address of variable r (operand src, maybe var+offset) in its own
   state space, into column dslot. */
static void var_address(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        const ir_opnd *src, const sema_ref *r, uint32_t dslot,
                        int wide)
{
    pv_insn *I;
    uint64_t addr;
    switch (r->space) {
    case SP_GLOBAL: case SP_CONST:
        addr = pv_module_var_addr(C->mod, r->index);
        break;
    case SP_SHARED: case SP_LOCAL: case SP_PARAM: {
        uint32_t base;
        uint64_t voff;
        if (r->space == SP_PARAM && C->cur && C->code->funcs[C->cur - 1].recursive &&
            C->var_home[r->index] == CC_HOME_LOCAL)
            cc_unsupported(C, in, "the address of a call's parameter in a "
                                  "recursive function");
        if (cc_var_local(C, r->index, &base, &voff) && base != PV_NO_REG) {
            /* in a recursive function's frame: fp + offset */
            I = cc_emit(C, PV_OP_FRAME_ADDR, ii);
            cc_guard(C, S, in, I);
            I->d = dslot;
            I->a = base;
            I->x = voff + (src->kind == OK_SYM ? src->val : 0);
            I->aux = (uint32_t)wide;
            return;
        }
        addr = C->var_slot[r->index];
        break;
    }
    default:
        cc_unsupported(C, in, "address of this state space");
    }
    I = cc_emit(C, PV_OP_ADDR_OF, ii);
    cc_guard(C, S, in, I);
    I->d = dslot;
    I->x = addr + (src->kind == OK_SYM ? src->val : 0);
    I->aux = (uint32_t)wide;
}

static void lower_mov(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    int wide = cc_type_wide(t);
    sema_ref r;
    pv_insn *I;
    cc_op d;
    if (in->nopnds != 2)
        cc_unsupported(C, in, NULL);
    if (dec->vec) {
        lower_vec_mov(C, S, in, ii, dec);
        return;
    }
    if (o[0].kind == OK_VEC || o[1].kind == OK_VEC ||
        vector_reg(C, S, &o[0]) || vector_reg(C, S, &o[1])) {
        lower_pack(C, S, in, ii, t);
        return;
    }
    if (o[0].kind != OK_REG)
        cc_unsupported(C, in, NULL);
    d = cc_reg(C, S, in, &o[0]);
    if (d.wide && cc_tex_mov_ref(C, S, in, &o[1], d.slot))
        return;                    /* indirect texture access */
    if (t == T_PRED) {
        I = cc_emit(C, PV_OP_MOVP, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        if (o[1].kind == OK_INT) {
            I->op = PV_OP_SETP_CONST;
            I->x = o[1].val != 0;
        } else if ((o[1].kind == OK_REG || o[1].kind == OK_SYM) &&
                   sema_resolve(S, o[1].sym, &r) == 0 && r.kind == REF_SREG) {
            /* %is_explicit_cluster: whether the launch has clusters */
            if (r.index != KW_sr_is_explicit_cluster)
                cc_unsupported(C, in, "special register");
            I->op = PV_OP_SREG_CLUSTER;
            I->aux = PV_CL_EXPLICIT << 2;
        } else {
            I->a = cc_pred(C, S, in, &o[1]);
        }
        return;
    }
    if (d.wide != wide)
        cc_unsupported(C, in, "destination width");
    if ((o[1].kind == OK_REG || o[1].kind == OK_SYM) &&
        sema_resolve(S, o[1].sym, &r) == 0) {
        if (r.kind == REF_SREG) {
            cc_read_sreg(C, S, in, ii, &o[1], &r, d.slot, wide);
            return;
        }
        if (r.kind == REF_VAR && r.space != SP_REG) {
            var_address(C, S, in, ii, &o[1], &r, d.slot, wide);
            return;
        }
        if (r.kind == REF_FUNC) {
            /* the address of a function (devmem.h: PV_FUNC_ADDR_BASE) */
            I = cc_emit(C, PV_OP_ADDR_OF, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->x = PV_FUNC_ADDR_BASE + r.index;
            I->aux = (uint32_t)wide;
            return;
        }
        if (r.kind != REF_VAR)
            cc_unsupported(C, in, "moving this kind of name");
    }
    I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = cc_src(C, S, in, &o[1], wide);
}

void cc_lower_mov(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    lower_mov(C, S, in, ii, dec);
}

/* ld and ldu (a uniform ld) */
void cc_lower_ld(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                 const isa_decoded *dec)
{
    lower_ldst(C, S, in, ii, dec, 0);
}

void cc_lower_st(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                 const isa_decoded *dec)
{
    if (cc_lower_store_async(C, S, in, ii, dec))
        return;
    lower_ldst(C, S, in, ii, dec, 1);
}

/* prefetch, prefetchu: cache hints, no effect on results */
void cc_lower_prefetch(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec)
{
    PV_UNUSED(C); PV_UNUSED(S); PV_UNUSED(in); PV_UNUSED(ii); PV_UNUSED(dec);
}

void cc_lower_isspacep(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    pv_insn *I = cc_emit(C, PV_OP_ISSPACEP, ii);
    cc_guard(C, S, in, I);
    I->d = cc_pred(C, S, in, &o[0]);
    I->a = cc_src(C, S, in, &o[1], 1);
    I->aux = dec->space_kw == KW_shared_cluster ? PV_ISSPACEP_CLUSTER : dec->space;
}

void cc_lower_cvta(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int wide = cc_type_wide((ir_type)dec->types[0]);
    pv_insn *I;
    cc_op d = cc_reg(C, S, in, &o[0]);
    sema_ref r;
    uint32_t a;
    if ((o[1].kind == OK_REG || o[1].kind == OK_SYM) &&
        sema_resolve(S, o[1].sym, &r) == 0 && r.kind == REF_VAR &&
        r.space != SP_REG && !(dec->flags & ISA_F(TO))) {
        /* cvta.local.u64 d, var: the variable's address, made generic */
        a = cc_cols(C, wide ? CC_COL64 : CC_COL32);
        var_address(C, S, in, ii, &o[1], &r, a, wide);
    } else {
        if (o[1].kind != OK_REG || sema_resolve(S, o[1].sym, &r) != 0 ||
            r.kind != REF_VAR || r.space != SP_REG)
            cc_unsupported(C, in, "cvta of a variable name");
        a = cc_src(C, S, in, &o[1], wide);
    }
    if (dec->space != SP_SHARED && dec->space != SP_LOCAL && dec->space != SP_PARAM) {
        /* global addresses are generic ones (pv_do_cvta adds nothing):
           a move, which runs inline and fusion may fold */
        I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = a;
        return;
    }
    I = cc_emit(C, (dec->flags & ISA_F(TO)) ? PV_OP_CVTA_TO : PV_OP_CVTA_FROM, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
    I->aux = dec->space;
    I->x = (uint64_t)wide;
}
