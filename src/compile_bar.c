/* Lowering of the bar family (see compile_int.h and ops_bar.h):
   bar{.cta} and barrier{.cta} .sync, .arrive and .red, with or without
   .aligned. A warp arrives at a barrier once all its non-exited lanes
   have, so .aligned (a promise that they arrive together) changes
   nothing here. */
#include "compile_int.h"
#include "diag.h"

/* Barrier number (o: id) or thread count (o: count) into a column or a
   constant field, checking constants here. */
static void bar_opnd(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o,
                     int count, uint32_t *col, uint64_t *k)
{
    if (o->kind == OK_INT) {
        if (!count && o->val > 15)
            pv_fail(C->d, PTXVM_E_SEMANTIC, o->line, o->col,
                    "barrier number %llu is outside 0..15",
                    (unsigned long long)o->val);
        if (count && (o->val == 0 || o->val % 32 || o->val > 1024))
            pv_fail(C->d, PTXVM_E_SEMANTIC, o->line, o->col,
                    "barrier thread count %llu is not a multiple of 32 in "
                    "32..1024", (unsigned long long)o->val);
        *col = PV_NO_REG;
        *k = o->val;
        return;
    }
    *col = cc_src(C, S, in, o, 0);
    *k = 0;
}

/* bar and barrier with .sync, .arrive or .red, naming a barrier */
static int bar_cta(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    const ir_opnd *o;
    pv_insn *I;
    uint32_t kw = in->opcode, first = 0, op;
    uint64_t k;
    if ((kw != KW_op_bar && kw != KW_op_barrier) || (dec->flags & ISA_F(WARP)) ||
        !(dec->flags & (ISA_F(SYNC) | ISA_F(ARRIVE) | ISA_F(RED))) ||
        in->nopnds < ((dec->flags & ISA_F(RED)) ? 3u : 1u))
        return 0;     /* bar.warp.sync; barrier.cluster.arrive/wait, which
                         name no barrier: refused as unsupported */
    o = ir_opnds(C->m, in);
    if (dec->flags & ISA_F(RED)) {
        op = dec->aop == ISA_AOP_POPC ? PV_OP_BAR_RED_POPC :
             dec->aop == ISA_AOP_AND ? PV_OP_BAR_RED_AND : PV_OP_BAR_RED_OR;
        first = 1;
    } else {
        op = (dec->flags & ISA_F(ARRIVE)) ? PV_OP_BAR_ARRIVE : PV_OP_BAR;
    }
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    bar_opnd(C, S, in, &o[first], 0, &I->a, &I->x);
    I->b = PV_NO_REG;
    I->c = 0;
    if (in->nopnds > first + 1 + (first ? 1u : 0u)) {
        bar_opnd(C, S, in, &o[first + 1], 1, &I->b, &k);
        I->c = (uint32_t)k;
    }
    if (op == PV_OP_BAR && I->a == PV_NO_REG && I->b == PV_NO_REG && !I->c)
        I->aux = PV_BAR_PLAIN;
    if (first) {
        const ir_opnd *p = &o[in->nopnds - 1];
        if (p->kind == OK_INT)
            I->aux = PV_BAR_CONST | ((p->val != 0) ^ ((p->flags & OF_NEG) != 0));
        else
            I->aux = cc_pred(C, S, in, p) | ((p->flags & OF_NEG) ? PV_BAR_NEG : 0);
        I->d = op == PV_OP_BAR_RED_POPC ? cc_reg(C, S, in, &o[0]).slot
                                        : cc_pred(C, S, in, &o[0]);
    }
    return 1;
}

/* bar.warp.sync is a warp instruction (compile_warp.c) */
void cc_lower_bar(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    if (!cc_warp_bar_sync(C, S, in, ii, dec) && !bar_cta(C, S, in, ii, dec))
        cc_unsupported(C, in, NULL);
}

void cc_lower_barrier(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    if (dec->scope == ISA_SCOPE_CLUSTER) {
        cc_lower_barrier_cluster(C, S, in, ii, dec);
        return;
    }
    if (!bar_cta(C, S, in, ii, dec))
        cc_unsupported(C, in, NULL);
}
