/* Lowering of the bulk-copy family (ops_tma.h): cp.async.bulk{.tensor},
   cp.reduce.async.bulk{.tensor}, their prefetches and groups,
   tensormap.replace and tensormap.cp_fenceproxy. The modifiers were
   checked by tma_form.c; the operands go into a block of 64-bit scratch
   columns (PV_TC_*) that one TMA instruction reads. Copies complete when
   issued, so commit_group, wait_group and the L2 prefetches emit
   nothing (exec_tma.c). */
#include "compile_int.h"
#include "tma_form.h"
#include "tensormap.h"
#include "ops_atom.h"
#include "devmem.h"

static void tc_move(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    uint32_t op, uint32_t d, uint32_t a, uint32_t b)
{
    pv_insn *I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->a = a;
    I->b = b;
}

/* A value operand (register or integer constant) into 64-bit column
   col; sx: sign-extend a 32-bit register. */
static void tc_value(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                     const ir_opnd *o, uint32_t col, int sx)
{
    cc_op r;
    if (o->kind == OK_INT) {
        tc_move(C, S, in, ii, PV_OP_MOV64, col, cc_const(C, o->val, 1), 0);
        return;
    }
    if (o->kind != OK_REG)
        cc_unsupported(C, in, "operand form");
    r = cc_reg(C, S, in, o);
    if (r.pred)
        cc_unsupported(C, in, "a predicate operand");
    tc_move(C, S, in, ii, r.wide ? PV_OP_MOV64 : sx ? PV_OP_CVT_S64_S32
            : PV_OP_CVT_U64_U32, col, r.slot, 0);
}

/* An address operand in space (SP_NONE: generic) into column col, as a
   64-bit address of that space (a kernel parameter named directly is
   its generic address). */
static void tc_addr(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const ir_opnd *o, uint32_t space, uint32_t col)
{
    uint32_t vspace, areg;
    uint64_t off;
    int addr32;
    if (o->kind != OK_ADDR || (o->flags & OF_ARRAY))
        cc_unsupported(C, in, "address operand form");
    areg = cc_addr_operand(C, S, in, o, &off, &addr32, &vspace);
    if (space == SP_NONE && vspace == SP_PARAM)
        off += PV_PARAM_WINDOW;
    else if (space == SP_NONE && vspace == SP_SHARED)
        off += PV_SHARED_WINDOW;
    else if (space == SP_NONE && vspace != SP_NONE && vspace != SP_GLOBAL &&
             vspace != SP_CONST)
        cc_unsupported(C, in, "a tensor map in that state space");
    cc_addr32(C, S, in, ii, space, &areg, &off, &addr32);
    if (areg == PV_NO_REG) {
        tc_move(C, S, in, ii, PV_OP_MOV64, col, cc_const(C, off, 1), 0);
        return;
    }
    tc_move(C, S, in, ii, addr32 ? PV_OP_CVT_U64_U32 : PV_OP_MOV64, col, areg, 0);
    if (off)
        tc_move(C, S, in, ii, PV_OP_ADD_I64, col, col, cc_const(C, off, 1));
}

/* [tensorMap, {coords}]: the map's generic address and dim coordinates. */
static void tc_tensor(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const ir_opnd *br, uint32_t dim, uint32_t blk,
                      uint32_t mapcol)
{
    const ir_opnd *p, *v;
    ir_opnd a;
    uint32_t j, n;
    if (br->kind != OK_BRACKET || br->n != 2)
        cc_unsupported(C, in, "tensor operand form ([tensorMap, {coordinates}])");
    p = &C->m->opnds.data[br->sub];
    v = &C->m->opnds.data[br->sub + 1];
    if (p->kind != OK_REG)
        cc_unsupported(C, in, "tensor map operand form");
    a = *p;
    a.kind = OK_ADDR;
    a.val = 0;
    tc_addr(C, S, in, ii, &a, SP_NONE, blk + mapcol * CC_COL64);
    n = v->kind == OK_VEC ? v->n : 1;
    if (n != dim)
        cc_unsupported(C, in, "tensor coordinates: one per dimension");
    for (j = 0; j < n; j++)
        tc_value(C, S, in, ii, v->kind == OK_VEC ? &C->m->opnds.data[v->sub + j] : v,
                 blk + (PV_TC_COORD + j) * CC_COL64, 1);
}

/* Operand i, or fail the compile when there is none. */
static const ir_opnd *tc_opnd(cc *C, const ir_inst *in, uint32_t i)
{
    if (i >= in->nopnds)
        cc_unsupported(C, in, "missing operand");
    return &ir_opnds(C->m, in)[i];
}

static void tc_done(cc *C, const ir_inst *in, uint32_t used, uint32_t hint)
{
    /* the cache-policy operand, present exactly with .L2::cache_hint */
    if (in->nopnds != used + hint)
        cc_unsupported(C, in, "operand count");
}

static uint32_t tc_space_flags(const pv_tma_form *f)
{
    return (f->dst == SP_SHARED ? PV_TMA_DST_SHARED : 0) |
           (f->src == SP_SHARED ? PV_TMA_SRC_SHARED : 0) |
           (f->mbar ? PV_TMA_MBAR : 0) | (f->multicast ? PV_TMA_MULTICAST : 0);
}

static void tc_lower_bulk(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                          const pv_tma_form *f)
{
    uint32_t blk = cc_cols(C, PV_TC_COLS * CC_COL64), k = 3;
    pv_insn *I;
    tc_addr(C, S, in, ii, tc_opnd(C, in, 0), f->dst, blk + PV_TC_DST * CC_COL64);
    tc_addr(C, S, in, ii, tc_opnd(C, in, 1), f->src, blk + PV_TC_SRC * CC_COL64);
    tc_value(C, S, in, ii, tc_opnd(C, in, 2), blk + PV_TC_SIZE * CC_COL64, 0);
    if (f->mbar)
        tc_addr(C, S, in, ii, tc_opnd(C, in, k++), SP_SHARED,
                blk + PV_TC_MBAR * CC_COL64);
    if (f->multicast)
        tc_value(C, S, in, ii, tc_opnd(C, in, k++), blk + PV_TC_MASK * CC_COL64, 0);
    tc_done(C, in, k, f->hint);
    I = cc_emit(C, PV_OP_TMA, ii);
    cc_guard(C, S, in, I);
    I->a = blk;
    I->aux = f->kind | tc_space_flags(f);
    if (f->kind == TF_RED_BULK)
        I->x = PV_ATOM_AUX(f->rsize, f->dst == SP_SHARED ? SP_SHARED : SP_GLOBAL,
                           f->redop - 1, f->rtype);
}

static void tc_lower_tensor(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                            const pv_tma_form *f)
{
    uint32_t blk = cc_cols(C, PV_TC_COLS * CC_COL64), k, j;
    pv_insn *I;
    if (f->dst == SP_GLOBAL) {            /* store / reduce: [map, c], [src] */
        tc_tensor(C, S, in, ii, tc_opnd(C, in, 0), f->dim, blk, PV_TC_DST);
        tc_addr(C, S, in, ii, tc_opnd(C, in, 1), SP_SHARED,
                blk + PV_TC_SRC * CC_COL64);
        k = 2;
    } else {                              /* load: [dst], [map, c], [mbar] */
        tc_addr(C, S, in, ii, tc_opnd(C, in, 0), SP_SHARED,
                blk + PV_TC_DST * CC_COL64);
        tc_tensor(C, S, in, ii, tc_opnd(C, in, 1), f->dim, blk, PV_TC_SRC);
        tc_addr(C, S, in, ii, tc_opnd(C, in, 2), SP_SHARED,
                blk + PV_TC_MBAR * CC_COL64);
        k = 3;
        for (j = 0; j < 3; j++)           /* offsets default to 0 */
            tc_move(C, S, in, ii, PV_OP_MOV64, blk + (PV_TC_OFFS + j) * CC_COL64,
                    cc_const(C, 0, 1), 0);
        if (f->im2col) {
            const ir_opnd *v = tc_opnd(C, in, k++);
            uint32_t n = v->kind == OK_VEC ? v->n : 1;
            if (n != f->dim - 2)
                cc_unsupported(C, in, "im2col offsets: one per spatial dimension");
            for (j = 0; j < n; j++)
                tc_value(C, S, in, ii, v->kind == OK_VEC ?
                         &C->m->opnds.data[v->sub + j] : v,
                         blk + (PV_TC_OFFS + j) * CC_COL64, 0);
        }
        if (f->multicast)
            tc_value(C, S, in, ii, tc_opnd(C, in, k++),
                     blk + PV_TC_MASK * CC_COL64, 0);
    }
    tc_done(C, in, k, f->hint);
    I = cc_emit(C, PV_OP_TMA, ii);
    cc_guard(C, S, in, I);
    I->a = blk;
    I->aux = f->kind | tc_space_flags(f) | (f->im2col ? PV_TMA_IM2COL : 0) |
             f->dim << PV_TMA_DIM_SH;
    if (f->kind == TF_RED_TENSOR)
        I->x = PV_ATOM_AUX(0, SP_GLOBAL, f->redop - 1, 0);
}

static void tc_lower_replace(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                             const pv_tma_form *f)
{
    uint32_t blk = cc_cols(C, PV_TC_COLS * CC_COL64), k = 1;
    int ordinal = f->field >= PV_TMF_BOX && f->field <= PV_TMF_ESTRIDE;
    const ir_opnd *v;
    pv_insn *I;
    tc_addr(C, S, in, ii, tc_opnd(C, in, 0), f->ss, blk + PV_TC_DST * CC_COL64);
    if (ordinal) {
        const ir_opnd *o = tc_opnd(C, in, k++);
        if (o->kind != OK_INT || o->val > 4)
            cc_unsupported(C, in, "the ordinal: an integer constant 0-4");
        tc_value(C, S, in, ii, o, blk + PV_TC_SIZE * CC_COL64, 0);
    } else {
        tc_move(C, S, in, ii, PV_OP_MOV64, blk + PV_TC_SIZE * CC_COL64,
                cc_const(C, 0, 1), 0);
    }
    v = tc_opnd(C, in, k++);
    if (f->field >= PV_TMF_ELEMTYPE && v->kind != OK_INT)
        cc_unsupported(C, in, "this field's new value: an integer constant");
    tc_value(C, S, in, ii, v, blk + PV_TC_SRC * CC_COL64, 0);
    tc_done(C, in, k, 0);
    I = cc_emit(C, PV_OP_TMA, ii);
    cc_guard(C, S, in, I);
    I->a = blk;
    I->aux = TF_REPLACE | (f->ss == SP_SHARED ? PV_TMA_DST_SHARED : 0) |
             (f->ss == SP_NONE ? PV_TMA_GENERIC : 0);
    I->x = f->field;
}

PTXVM_INTERNAL int cc_tma_bulk(cc *C, const ir_inst *in)
{
    pv_tma_form f;
    char why[200];
    return pv_tma_form_of(C->m, in, &f, why, sizeof why) > 0;
}

/* One instruction of the family, its form f already checked. */
static void tc_lower(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii)
{
    pv_tma_form f;
    char why[200];
    int k = pv_tma_form_of(C->m, in, &f, why, sizeof why);
    if (k <= 0)
        cc_unsupported(C, in, why[0] ? why : NULL);
    switch (k) {
    case TF_COMMIT:
        if (in->nopnds)
            cc_unsupported(C, in, "operand count");
        return;
    case TF_WAIT: {
        const ir_opnd *o = tc_opnd(C, in, 0);
        if (in->nopnds != 1 || o->kind != OK_INT || o->val > 63)
            cc_unsupported(C, in, "wait_group N: an integer constant 0-63");
        return;
    }
    case TF_BULK_PREFETCH: case TF_TENSOR_PREFETCH:
        return;                           /* an L2 hint: no effect */
    case TF_BULK: case TF_RED_BULK:
        tc_lower_bulk(C, S, in, ii, &f);
        return;
    case TF_TENSOR: case TF_RED_TENSOR:
        tc_lower_tensor(C, S, in, ii, &f);
        return;
    case TF_REPLACE:
        tc_lower_replace(C, S, in, ii, &f);
        return;
    default:                              /* TF_CP_FENCEPROXY */
        f.dst = SP_GLOBAL;
        f.src = SP_SHARED;
        tc_lower_bulk(C, S, in, ii, &f);
        return;
    }
}

PTXVM_INTERNAL void cc_lower_cp_bulk(cc *C, pv_sema *S, const ir_inst *in,
                                     uint32_t ii, const isa_decoded *dec)
{
    PV_UNUSED(dec);
    tc_lower(C, S, in, ii);
}

PTXVM_INTERNAL void cc_lower_tensormap(cc *C, pv_sema *S, const ir_inst *in,
                                       uint32_t ii, const isa_decoded *dec)
{
    PV_UNUSED(dec);
    tc_lower(C, S, in, ii);
}

/* st.async{.v2|.v4}.type [a], b, [mbar] and red.async.op.type [a], b,
   [mbar]: the store or reduction into the .shared of the CTA of the
   cluster that a names, completing that CTA's mbarrier at mbar by its
   bytes. One TMA instruction: a in PV_TC_DST, mbar in PV_TC_MBAR, the
   values in PV_TC_COORD on; the vector length in the dimension bits, x
   the element size (st.async) or the reduction (red.async). */
static void lower_async_store(cc *C, pv_sema *S, const ir_inst *in,
                              uint32_t ii, const isa_decoded *dec, int red)
{
    uint32_t blk = cc_cols(C, PV_TC_COLS * CC_COL64), j, n, size;
    uint32_t space = dec->space == SP_SHARED ? SP_SHARED : SP_NONE;
    ir_type t = (ir_type)dec->types[0];
    const ir_opnd *v = tc_opnd(C, in, 1);
    pv_insn *I;
    if (dec->space == SP_GLOBAL)
        cc_unsupported(C, in, NULL);          /* the sm_100 .global forms */
    size = ir_type_size(t);
    n = dec->vec ? dec->vec : 1;
    if (in->nopnds != 3 || (size != 4 && size != 8) ||
        (v->kind == OK_VEC) != (n > 1) || (v->kind == OK_VEC && v->n != n))
        cc_unsupported(C, in, "operand form");
    tc_addr(C, S, in, ii, tc_opnd(C, in, 0), space, blk + PV_TC_DST * CC_COL64);
    tc_addr(C, S, in, ii, tc_opnd(C, in, 2), space, blk + PV_TC_MBAR * CC_COL64);
    for (j = 0; j < n; j++)
        tc_value(C, S, in, ii, v->kind == OK_VEC ? &C->m->opnds.data[v->sub + j]
                 : v, blk + (PV_TC_COORD + j) * CC_COL64, 0);
    I = cc_emit(C, PV_OP_TMA, ii);
    cc_guard(C, S, in, I);
    I->a = blk;
    I->aux = (red ? TF_RED_ASYNC : TF_ST_ASYNC) | PV_TMA_DST_SHARED | PV_TMA_MBAR |
             (space == SP_NONE ? PV_TMA_GENERIC : 0) | n << PV_TMA_DIM_SH;
    I->x = red ? PV_ATOM_AUX(size, SP_SHARED, (uint32_t)dec->aop - ISA_AOP_AND,
                             t == T_S32 ? PV_AT_S : PV_AT_U)
               : size;
}

PTXVM_INTERNAL int cc_lower_store_async(cc *C, pv_sema *S, const ir_inst *in,
                                        uint32_t ii, const isa_decoded *dec)
{
    uint32_t j;
    for (j = 0; j < in->nmods; j++)
        if (ir_mods(C->m, in)[j] == KW_async) {
            lower_async_store(C, S, in, ii, dec, in->opcode == KW_op_red);
            return 1;
        }
    return 0;
}
