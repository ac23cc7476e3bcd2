/* Whether a kernel keeps call contexts (pv_code.cctx, exec_ctrl.h).

   Only instructions that take the lanes running them together as their
   group read a lane's context: activemask, and vote, match, redux and
   elect (their forms without a member mask). In the kernel's own body
   every lane is in the kernel's context, so only such an instruction in
   a device function needs them; without one, every call and return
   skips the per-lane context update. Runs after the peephole passes, on
   the final bytecode. */
#include "compile_callbuf.h"

PTXVM_INTERNAL void cc_drop_unread_cctx(cc *C)
{
    pv_code *k = C->code;
    uint32_t i, first = k->ninsns;
    if (k->cctx == PV_NO_REG)
        return;
    for (i = 0; i < k->nfuncs; i++)
        if (!k->funcs[i].host && !k->funcs[i].builtin && k->funcs[i].entry < first)
            first = k->funcs[i].entry;
    for (i = first; i < k->ninsns; i++) {
        uint32_t op = k->insns[i].op;
        if (op == PV_OP_ACTIVEMASK || op == PV_OP_VOTE || op == PV_OP_MATCH ||
            op == PV_OP_REDUX || op == PV_OP_ELECT)
            return;
    }
    /* the column stays allocated; the kernel's MOV32 into it is harmless */
    k->cctx = PV_NO_REG;
}
