/* Control flow out of the interpreter loop (exec_ctrl.c): calls and
   returns, indirect branches, exits, traps, alloca and .local copies.
   Each handler returns a run status that tells pv_run_warp (exec.c) how
   to go on, so the loop keeps one exit path and only the fast paths of
   these instructions inline. The call helpers the inline fast paths
   share with exec_ctrl.c are here too. */
#ifndef PTXVM_EXEC_CTRL_H
#define PTXVM_EXEC_CTRL_H
#include "exec_mem.h"

/* A handler's answer: go on at the next instruction, go on at w->pc
   (the handler moved it, or rescheduled the warp), or any PV_RUN_*
   status (>= 0): leave pv_run_warp with it, the fault or message
   already recorded. */
enum { PV_GO_NEXT = -2, PV_GO_JUMP = -1 };

/* Call contexts (pv_code.cctx): entering a function from the call at
   pc, a lane's context becomes an invertible mix of its caller's and
   the return PC; leaving, the return PC undoes it. Nothing is saved
   per call, and two call chains share a context only by a 32-bit
   collision. */
#define PV_CTX_MUL 0x9e3779b1u            /* odd: invertible mod 2^32 */
#define PV_CTX_INV 0x0e8b2f51u            /* PV_CTX_MUL * PV_CTX_INV == 1 */

static inline void ctx_enter(const pv_cta *X, uint8_t *rf, uint32_t l, uint32_t pc)
{
    uint32_t *cx;
    if (X->code->cctx == PV_NO_REG)
        return;
    cx = R32(X->code->cctx);
    cx[l] = (cx[l] ^ ((pc + 1u) * 0x85ebca6bu)) * PV_CTX_MUL;
}

/* The lanes of m enter from the call at pc; kernels whose functions
   run nothing that groups lanes by context keep none (cctx unset). */
static inline void ctx_enter_lanes(const pv_cta *X, uint8_t *rf, uint32_t m, uint32_t pc)
{
    uint32_t *cx, k = (pc + 1u) * 0x85ebca6bu;
    if (X->code->cctx == PV_NO_REG)
        return;
    cx = R32(X->code->cctx);
    EACH_LANE(m, cx[l] = (cx[l] ^ k) * PV_CTX_MUL);
}

/* The lanes of m return, each to ret[l] (ret NULL: all to retpc). */
static inline void ctx_leave_lanes(const pv_cta *X, uint8_t *rf, uint32_t m,
                                   const uint32_t *ret, uint32_t retpc)
{
    uint32_t *cx;
    if (X->code->cctx == PV_NO_REG)
        return;
    cx = R32(X->code->cctx);
    if (ret)
        EACH_LANE(m, cx[l] = (cx[l] * PV_CTX_INV) ^ (ret[l] * 0x85ebca6bu));
    else
        EACH_LANE(m, cx[l] = (cx[l] * PV_CTX_INV) ^ (retpc * 0x85ebca6bu));
}

/* 1 when every lane of m holds the same value in 32-bit column c. A
   scalar scan that stops at the first difference: the column was often
   just written lane by lane, and vector loads of it would wait for those
   stores (no store-to-load forwarding across several stores). */
static inline int col_uniform(const uint32_t *c, uint32_t m, uint32_t *v)
{
    uint32_t l, first;
    if (!m)
        return 0;
    l = pv_ctz32(m);
    first = c[l];
    for (m &= m - 1u; m; m &= m - 1u)
        if (c[pv_ctz32(m)] != first)
            return 0;
    *v = first;
    return 1;
}

/* Park the running group at pc and run the group with the lowest PC
   among the lanes that may run (exec.c). */
PTXVM_INTERNAL void pv_reschedule(pv_warp *w, uint32_t pc);

/* Lanes m of w wait at pc: branch-free, as divergent masks are irregular. */
static PV_FORCE_INLINE void set_lane_pcs(pv_warp *w, uint32_t m, uint32_t pc)
{
    uint32_t l, o[PV_LANES];
    memcpy(o, w->lane_pc, sizeof o);
    for (l = 0; l < PV_LANES; l++) {
        uint32_t k = 0u - (uint32_t)((m & pv_lane_bit[l]) != 0);
        o[l] = (pc & k) | (o[l] & ~k);
    }
    memcpy(w->lane_pc, o, sizeof o);
}

/* The handlers: lanes m of the running group execute I, at w->pc. */
PTXVM_INTERNAL int pv_ctl_call(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m);
PTXVM_INTERNAL int pv_ctl_ret(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m);
PTXVM_INTERNAL int pv_ctl_brx(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m);
PTXVM_INTERNAL int pv_ctl_exit(pv_cta *X, pv_warp *w, uint32_t m);
PTXVM_INTERNAL int pv_ctl_trap(pv_cta *X, pv_warp *w, uint32_t m);
PTXVM_INTERNAL int pv_ctl_lcopy(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m);
PTXVM_INTERNAL int pv_ctl_alloca(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m);

#endif
