/* Kernel parameters loaded once per launch. Every warp of every CTA
   begins with the same parameter loads (LD_PARAM, LD_PARAMS runs), and a
   kernel of many small blocks spent a few percent of its time filling
   those columns. When a load's register has no other write anywhere (one
   definition in the IR) and the kernel has no calls, the column holds
   the parameter from the kernel's start to its end, in every warp: the
   launch fills it when it prepares a worker's registers (launch.c) and
   the load, marked PV_MEM_PRELOAD, does nothing but count its step
   (each record of an LD_PARAMS run on its own). A guarded load, one
   outside the parameter buffer (it faults) and one whose register is
   written again stay as they were, and so does every load without fusion
   (PTXVM_FLAG_NO_FUSION: the tests' slow path). */
#include "compile_int.h"

static int preloadable(const cc *C, const pv_code *k, const pv_insn *R)
{
    const uint32_t size = PV_MEM_SIZE(R->aux);
    return R->guard == PV_NO_GUARD && R->d != PV_NO_REG &&
           R->x <= k->param_bytes && size <= k->param_bytes - R->x &&
           cc_defs(C, R->d) == 1;
}

PTXVM_INTERNAL void cc_preload_params(cc *C)
{
    pv_code *k = C->code;
    uint32_t i;
    if (k->nfuncs || k->uses_stack || (C->mod->vm->cfg.flags & PTXVM_FLAG_NO_FUSION))
        return;
    for (i = 0; i < k->ninsns; i++) {
        pv_insn *I = &k->insns[i];
        if ((I->op == PV_OP_LD_PARAM || I->op == PV_OP_LD_PARAMS) && preloadable(C, k, I))
            I->aux |= PV_MEM_PRELOAD;
    }
    cc_mark_xs_bases(C);
}
