/* Lowering of the warp family: vote, shfl, match, redux (legacy and
   .sync forms), bar.warp.sync and activemask. The handlers are in exec_warp.h; the
   waiting of .sync forms is sync_gate in exec_sync.h. */
#include "compile_int.h"

/* A 32-bit destination column. */
static uint32_t warp_dst(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o)
{
    cc_op d = cc_reg(C, S, in, o);
    if (d.pred || d.wide)
        cc_unsupported(C, in, "destination width");
    return d.slot;
}

/* d or d|p: the column, and in aux the predicate slot when there is one. */
static uint32_t warp_dst_pair(cc *C, pv_sema *S, const ir_inst *in,
                              const ir_opnd *o, uint32_t *aux)
{
    if (o->kind == OK_PAIR) {
        const ir_opnd *e = C->m->opnds.data + o->sub;
        if (e[1].kind != OK_SINK) {
            uint32_t p = cc_pred(C, S, in, &e[1]);
            if (p > 0xffffu)
                cc_unsupported(C, in, "too many predicates");
            *aux |= PV_WARP_PDST | p << 16;
        }
        if (e[0].kind == OK_SINK) {      /* d sunk: a scratch column */
            return cc_cols(C, CC_COL32);
        }
        return warp_dst(C, S, in, &e[0]);
    }
    return warp_dst(C, S, in, o);
}

static pv_insn *warp_emit(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                          uint32_t op, int sync, uint32_t maskop)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t mcol = sync ? cc_src(C, S, in, &o[maskop], 0) : 0;
    pv_insn *I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->x = mcol;
    I->aux = sync ? PV_WARP_SYNC : 0;
    return I;
}

void cc_lower_vote(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int sync = (dec->flags & ISA_F(SYNC)) != 0;
    uint32_t m0 = dec->nmodes ? dec->modes[0] : 0, i, aux = 0;
    int ballot = 0, uni = (dec->flags & ISA_F(UNI)) != 0;
    uint32_t mode, d, a;
    pv_insn *I;
    for (i = 0; i < dec->nmodes; i++) {
        ballot |= dec->modes[i] == KW_ballot;
        uni |= dec->modes[i] == KW_uni;
    }
    mode = ballot ? PV_VOTE_BALLOT : uni ? PV_VOTE_UNI
         : m0 == KW_any ? PV_VOTE_ANY : PV_VOTE_ALL;
    for (i = 0; i < dec->nmodes; i++)
        if (dec->modes[i] == KW_any)
            mode = PV_VOTE_ANY;
    d = ballot ? warp_dst(C, S, in, &o[0]) : cc_pred(C, S, in, &o[0]);
    /* a constant source (vote.all.pred p, 1): bit 3, its value bit 4 */
    if (o[1].kind == OK_INT) {
        a = 0;
        aux = 8u | (o[1].val ? 16u : 0u);
    } else {
        a = cc_pred(C, S, in, &o[1]);
    }
    I = warp_emit(C, S, in, ii, PV_OP_VOTE, sync, 2);
    I->d = d;
    I->a = a;
    I->aux |= aux | mode | ((o[1].flags & OF_NEG) ? 4u : 0u);
}

void cc_lower_shfl(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int sync = (dec->flags & ISA_F(SYNC)) != 0;
    uint32_t m0 = dec->nmodes ? dec->modes[0] : 0, aux = 0;
    uint32_t d, a, b, c, mode = m0 == KW_up ? 0 : m0 == KW_down ? 1
                              : m0 == KW_bfly ? 2 : 3;
    pv_insn *I;
    if (!m0)
        cc_unsupported(C, in, "shfl without a mode");
    d = warp_dst_pair(C, S, in, &o[0], &aux);
    a = cc_src(C, S, in, &o[1], 0);
    b = cc_src(C, S, in, &o[2], 0);
    c = cc_src(C, S, in, &o[3], 0);
    I = warp_emit(C, S, in, ii, PV_OP_SHFL, sync, 4);
    I->d = d;
    I->a = a;
    I->b = b;
    I->c = c;
    I->aux |= aux | mode;
}

void cc_lower_match(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int all = 0, wide = ir_type_size((ir_type)dec->types[0]) == 8;
    uint32_t i, aux = 0, d, a;
    pv_insn *I;
    for (i = 0; i < dec->nmodes; i++)
        all |= dec->modes[i] == KW_all;
    d = warp_dst_pair(C, S, in, &o[0], &aux);
    a = cc_src(C, S, in, &o[1], wide);
    I = warp_emit(C, S, in, ii, PV_OP_MATCH, 1, 2);
    I->d = d;
    I->a = a;
    I->aux |= aux | (all ? 1u : 0u) | (wide ? 2u : 0u);
}

void cc_lower_redux(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    int fl = t == T_F32, sg = ir_type_class(t) == TC_SINT;
    uint32_t op = 0, d, a;
    pv_insn *I;
    switch (dec->aop) {
    case ISA_AOP_ADD: op = PV_RED_ADD; break;
    case ISA_AOP_MIN: op = fl ? PV_RED_MIN_F : sg ? PV_RED_MIN_S : PV_RED_MIN_U; break;
    case ISA_AOP_MAX: op = fl ? PV_RED_MAX_F : sg ? PV_RED_MAX_S : PV_RED_MAX_U; break;
    case ISA_AOP_AND: op = PV_RED_AND; break;
    case ISA_AOP_OR: op = PV_RED_OR; break;
    case ISA_AOP_XOR: op = PV_RED_XOR; break;
    default: cc_unsupported(C, in, NULL);
    }
    if (dec->flags & ISA_F(ABS))
        op |= PV_RED_ABS;
    if (dec->flags & ISA_F(NANS))
        op |= PV_RED_NAN;
    d = warp_dst(C, S, in, &o[0]);
    a = cc_src(C, S, in, &o[1], 0);
    I = warp_emit(C, S, in, ii, PV_OP_REDUX, 1, 2);
    I->d = d;
    I->a = a;
    I->aux |= op;
}

/* bar.warp.sync */
int cc_warp_bar_sync(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                     const isa_decoded *dec)
{
    if (!(dec->flags & ISA_F(WARP)))
        return 0;
    warp_emit(C, S, in, ii, PV_OP_WARPSYNC, 1, 0);
    return 1;
}

void cc_lower_activemask(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    cc_op d = cc_reg(C, S, in, &o[0]);
    pv_insn *I = cc_emit(C, PV_OP_ACTIVEMASK, ii);
    PV_UNUSED(dec);
    cc_guard(C, S, in, I);
    I->d = d.slot;
}

/* .sync instructions whose member mask is a constant column holding
   0xffffffff (a literal -1, or nvcc's mov of it folded into the operand)
   get PV_WARP_ALL1: a whole warp's arrival then goes on without a look
   at the column (exec_warp.h). Constant columns are never written. */
PTXVM_INTERNAL void cc_mark_full_masks(pv_code *k)
{
    uint32_t i;
    for (i = 0; i < k->ninsns; i++) {
        pv_insn *I = &k->insns[i];
        uint64_t v;
        if ((I->op == PV_OP_VOTE || I->op == PV_OP_SHFL || I->op == PV_OP_MATCH ||
             I->op == PV_OP_REDUX || I->op == PV_OP_WARPSYNC) &&
            (I->aux & PV_WARP_SYNC) && cc_const_column(k, (uint32_t)I->x, &v) &&
            (uint32_t)v == 0xffffffffu)
            I->aux |= PV_WARP_ALL1;
    }
}
