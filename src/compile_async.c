/* Lowering of the async family (see compile_int.h and ops_async.h):
   mbarrier.*, cp.async (the non-bulk forms), cp.async.commit_group,
   wait_group, wait_all and cp.async.mbarrier.arrive. Every copy
   completes when it is issued (exec_async.c says why that is a schedule
   the GPU could run), so commit_group and the waits emit nothing. */
#include "compile_int.h"
#include "diag.h"

static int async_mod(cc *C, const ir_inst *in, uint32_t kw)
{
    uint32_t j;
    for (j = 0; j < in->nmods; j++)
        if (ir_mods(C->m, in)[j] == kw)
            return 1;
    return 0;
}

/* The .shared address operand o of an mbarrier or cp.async destination
   into I's a/x and aux address bits. Generic addresses stay generic
   (checked against the .shared window when run); .shared::cluster is the
   CTA's own window in a launch without clusters. */
static void async_addr(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       uint32_t space, const ir_opnd *o, pv_insn *I)
{
    uint32_t vspace, areg;
    uint64_t off;
    int addr32;
    if (space != SP_NONE && space != SP_SHARED)
        cc_unsupported(C, in, "state space");
    areg = cc_addr_operand(C, S, in, o, &off, &addr32, &vspace);
    if (vspace != SP_NONE && vspace != SP_SHARED)
        pv_fail(C->d, PTXVM_E_SEMANTIC, o->line, o->col,
                "%s needs a .shared address, not a variable of another "
                "state space", ir_name(C->m, in->opcode));
    if (space == SP_NONE && vspace != SP_NONE)
        space = vspace;               /* [var]: the variable's space */
    cc_addr32(C, S, in, ii, space, &areg, &off, &addr32);
    I->a = areg;
    I->x = off;
    I->aux |= (space << 9) | (addr32 ? PV_MEM_ADDR32 : 0);
}

PTXVM_INTERNAL void cc_lower_mbarrier(cc *C, pv_sema *S, const ir_inst *in,
                                      uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t op, aux = 0, first = 1, n = in->nopnds;
    pv_insn *I;
    if (async_mod(C, in, KW_pending_count)) {
        I = cc_emit(C, PV_OP_MBAR, ii);
        cc_guard(C, S, in, I);
        I->aux = PV_MBX_PENDING;
        I->d = cc_reg(C, S, in, &o[0]).slot;
        I->b = cc_src(C, S, in, &o[1], 1);
        return;
    }
    if (async_mod(C, in, KW_init))
        op = PV_MBX_INIT, first = 0;
    else if (async_mod(C, in, KW_inval))
        op = PV_MBX_INVAL, first = 0;
    else if (async_mod(C, in, KW_test_wait) || async_mod(C, in, KW_try_wait))
        op = async_mod(C, in, KW_parity) ? PV_MBX_TEST_PARITY : PV_MBX_TEST;
    else if (async_mod(C, in, KW_complete_tx) && !async_mod(C, in, KW_arrive))
        op = PV_MBX_COMPLETE_TX, first = 0;
    else if (async_mod(C, in, KW_expect_tx) && !async_mod(C, in, KW_arrive) &&
             !async_mod(C, in, KW_arrive_drop))
        op = PV_MBX_EXPECT_TX, first = 0;
    else
        op = PV_MBX_ARRIVE;
    if (op == PV_MBX_ARRIVE) {
        if (async_mod(C, in, KW_arrive_drop))
            aux |= PV_MBX_DROP;
        if (async_mod(C, in, KW_noComplete))
            aux |= PV_MBX_NOCOMPLETE;
        if (async_mod(C, in, KW_expect_tx))
            aux |= PV_MBX_TX;
    }
    if (op == PV_MBX_TEST && async_mod(C, in, KW_try_wait))
        aux |= PV_MBX_TRY;
    if (op == PV_MBX_TEST_PARITY && async_mod(C, in, KW_try_wait))
        aux |= PV_MBX_TRY;
    I = cc_emit(C, PV_OP_MBAR, ii);
    cc_guard(C, S, in, I);
    I->aux = op | aux;
    async_addr(C, S, in, ii, dec->space, &o[first], I);
    I->b = PV_NO_REG;
    I->c = 1;                         /* an arrive's count when omitted */
    I->d = PV_NO_REG;
    if (n > first + 1) {
        /* count, txCount, token or parity (try_wait's suspend-time hint
           after it only bounds how long a thread may sleep) */
        const ir_opnd *v = &o[first + 1];
        if (v->kind == OK_INT && op != PV_MBX_TEST)
            I->c = (uint32_t)v->val;
        else
            I->b = cc_src(C, S, in, v, op == PV_MBX_TEST);
        if (v->kind == OK_INT && op != PV_MBX_TEST && v->val > 0xffffffffu)
            pv_fail(C->d, PTXVM_E_SEMANTIC, v->line, v->col,
                    "mbarrier operand %llu does not fit 32 bits",
                    (unsigned long long)v->val);
    }
    if (first && o[0].kind != OK_SINK)
        I->d = (op == PV_MBX_ARRIVE) ? cc_reg(C, S, in, &o[0]).slot
                                     : cc_pred(C, S, in, &o[0]);
}

/* Every cp form: the bulk and tensor ones (cp.async.bulk*,
   cp.reduce.async.bulk*) belong to compile_tma.c; here cp.async [dst],
   [src], cp-size{, src-size | ignore-src}{, policy};
   cp.async.mbarrier.arrive{.noinc} [mbar]; commit_group and the waits */
PTXVM_INTERNAL void cc_lower_cp(cc *C, pv_sema *S, const ir_inst *in,
                                uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t areg, vspace, n = in->nopnds, size;
    uint64_t off;
    int addr32;
    pv_insn *I;
    if (cc_tma_bulk(C, in)) {
        cc_lower_cp_bulk(C, S, in, ii, dec);
        return;
    }
    if (!async_mod(C, in, KW_async))
        cc_unsupported(C, in, NULL);
    if (async_mod(C, in, KW_commit_group) || async_mod(C, in, KW_wait_group) ||
        async_mod(C, in, KW_wait_all))
        return;          /* every copy has completed when it was issued */
    if (async_mod(C, in, KW_mbarrier)) {
        I = cc_emit(C, PV_OP_MBAR, ii);
        cc_guard(C, S, in, I);
        I->aux = PV_MBX_CP_ARRIVE | (async_mod(C, in, KW_noinc) ? PV_MBX_NOINC : 0);
        async_addr(C, S, in, ii, dec->space, &o[0], I);
        I->b = I->d = PV_NO_REG;
        I->c = 1;
        return;
    }
    if (n < 3 || o[2].kind != OK_INT)
        cc_unsupported(C, in, "operands");
    size = (uint32_t)o[2].val;
    if (size != 4 && size != 8 && size != 16)
        pv_fail(C->d, PTXVM_E_SEMANTIC, o[2].line, o[2].col,
                "cp.async copy size %u is not 4, 8 or 16", size);
    if (async_mod(C, in, KW_cg) && size != 16)
        pv_fail(C->d, PTXVM_E_SEMANTIC, o[2].line, o[2].col,
                "cp.async.cg copies 16 bytes, not %u", size);
    I = cc_emit(C, PV_OP_CP_ASYNC, ii);
    cc_guard(C, S, in, I);
    I->aux = size;
    async_addr(C, S, in, ii, SP_SHARED, &o[0], I);
    areg = cc_addr_operand(C, S, in, &o[1], &off, &addr32, &vspace);
    if (vspace != SP_NONE && vspace != SP_GLOBAL)
        cc_unsupported(C, in, "source state space");
    cc_addr32(C, S, in, ii, SP_GLOBAL, &areg, &off, &addr32);
    I->b = areg;
    I->c = cc_const(C, off, 1);
    if (addr32)
        I->aux |= PV_CPA_SRC32;
    I->d = PV_NO_REG;
    /* a fourth operand is the src-size or ignore-src, unless it is the
       cache policy of .L2::cache_hint */
    if (n > 3 && !(n == 4 && (dec->flags & ISA_F(CACHE_HINT)))) {
        const ir_opnd *v = &o[3];
        cc_op r;
        if (v->kind == OK_INT) {
            if (v->val > size)
                pv_fail(C->d, PTXVM_E_SEMANTIC, v->line, v->col,
                        "cp.async src-size %llu exceeds the copy size %u",
                        (unsigned long long)v->val, size);
            if (v->val < size)
                I->d = cc_const(C, v->val, 0);
            return;
        }
        r = cc_reg(C, S, in, v);
        I->d = r.slot;
        if (r.pred)
            I->aux |= PV_CPA_IGNORE | ((v->flags & OF_NEG) ? PV_CPA_IGNORE_NEG : 0);
        else if (r.wide)
            cc_unsupported(C, in, "64-bit src-size");
    }
}
