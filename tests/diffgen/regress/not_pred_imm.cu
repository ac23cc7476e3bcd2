// diffgen regression not_pred_imm: a BOOL from the low bit of (x*5)^1.
// clang 14 -O2 writes the negation as `xor.pred %p2, %p1, -1;` (an
// immediate operand of a predicate logic instruction, which ptxas
// accepts); ptxvm refuses the kernel with PTXVM_E_UNSUPPORTED
// "instruction 'xor.pred' is not supported by this version of ptxvm:
// operand form". Reduced from clang builds of generated programs.
// Build: not_pred_imm.clang.sm_80.ptx (regress/BUILDS).
#include "../twin.h"

typedef struct {
    u32 unused;
} not_pred_imm_state;

FN BOOL not_pred_imm_not(u32 x) { return (BOOL)(((x * 5u) ^ 1u) & 1u); }

DG_KERNEL(not_pred_imm_kernel, not_pred_imm_state)
{
    DG_BEGIN(not_pred_imm_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 1u;
        u32 *out = dg_out + gtid * 1u;
        (void)st;
        out[0] = (u32)not_pred_imm_not(in[0]);
    }
    DG_END
}

DG_PROGRAM(not_pred_imm, not_pred_imm_state, 64, 2, 1, 1, 1, 1024, 7u)
