/* Lowering of control flow and ordering: bra, brx, exit, trap, brkpt,
   alloca, stacksave, stackrestore, nanosleep, membar and fence (call and
   ret are in compile_call.c). */
#include "compile_int.h"

void cc_lower_bra(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    sema_ref r;
    pv_insn *I;
    PV_UNUSED(dec);
    if (in->nopnds != 1 || sema_resolve(S, o[0].sym, &r) != 0 ||
        r.kind != REF_LABEL)
        cc_unsupported(C, in, NULL);
    I = cc_emit(C, PV_OP_BRA, ii);
    cc_guard(C, S, in, I);
    cc_branch_fix(C, r.index);
}

/* brx.idx i, list: the instruction is followed by its table, one NOP per
   label with the target in x (patched like bra) */
void cc_lower_brx(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    sema_ref r;
    const ir_tlist *tl;
    pv_insn *I;
    uint32_t j;
    PV_UNUSED(dec);
    if (in->nopnds != 2 || sema_resolve(S, o[1].sym, &r) != 0 ||
        r.kind != REF_TLIST)
        cc_unsupported(C, in, NULL);
    tl = &C->m->tlists.data[r.index];
    I = cc_emit(C, PV_OP_BRX, ii);
    cc_guard(C, S, in, I);
    I->a = cc_src(C, S, in, &o[0], 0);
    I->aux = tl->n;
    for (j = 0; j < tl->n; j++) {
        sema_ref lr;
        if (sema_resolve(S, C->m->syms.data[tl->syms + j], &lr) != 0 ||
            lr.kind != REF_LABEL)
            cc_unsupported(C, in, "branch target list");
        cc_emit(C, PV_OP_NOP, ii);
        cc_branch_fix(C, lr.index);
    }
}

void cc_lower_exit(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    pv_insn *I = cc_emit(C, PV_OP_EXIT, ii);
    PV_UNUSED(dec);
    cc_guard(C, S, in, I);
}

/* alloca, stacksave, stackrestore */
void cc_lower_stack(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t kw = in->opcode;
    int wide = cc_type_wide((ir_type)dec->types[0]);
    pv_insn *I = cc_emit(C, kw == KW_op_alloca ? PV_OP_ALLOCA :
                            kw == KW_op_stacksave ? PV_OP_STACKSAVE :
                            PV_OP_STACKRESTORE, ii);
    cc_guard(C, S, in, I);
    I->aux = (uint32_t)wide;
    if (kw == KW_op_stackrestore) {
        I->a = cc_src(C, S, in, &o[0], wide);
        return;
    }
    I->d = cc_reg(C, S, in, &o[0]).slot;
    if (kw == KW_op_alloca) {
        I->a = cc_src(C, S, in, &o[1], wide);
        I->x = in->nopnds > 2 && o[2].kind == OK_INT ? o[2].val : 8;
        if (!I->x || (I->x & (I->x - 1)) || I->x > 4096)
            cc_unsupported(C, in, "alignment");
    }
}

/* trap, and brkpt: a breakpoint with no debugger is a trap */
void cc_lower_trap(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    pv_insn *I = cc_emit(C, PV_OP_TRAP, ii);
    PV_UNUSED(dec);
    cc_guard(C, S, in, I);
}

/* nanosleep: a hint; the warp runs on, there is nothing to wait for */
void cc_lower_nanosleep(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        const isa_decoded *dec)
{
    PV_UNUSED(C); PV_UNUSED(S); PV_UNUSED(in); PV_UNUSED(ii); PV_UNUSED(dec);
}

/* membar and fence. A CTA's own memory operations happen in program
   order on one host thread; other CTAs may run on other threads, so a
   fence is a host fence (membar.cta needs none: its CTA is one
   thread). Proxy fences too: the async and tensormap proxies' copies are
   done by the thread that issues them, in program order, so one host
   fence orders them with every other access; a cluster's CTAs may run
   on other threads, as other CTAs. */
void cc_lower_fence(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    uint32_t j, cta = 0;
    pv_insn *I;
    PV_UNUSED(dec);
    for (j = 0; j < in->nmods; j++) {
        uint32_t md = ir_mods(C->m, in)[j];
        cta |= md == KW_cta;
    }
    if (cta)
        return;
    I = cc_emit(C, PV_OP_FENCE, ii);
    cc_guard(C, S, in, I);
}
