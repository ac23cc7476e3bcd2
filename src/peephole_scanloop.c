/* A shuffle scan's whole loop as one dispatch a turn of the ladder
   (exec_scanloop.h runs it). nvcc compiles cub-style inclusive scans,
   `for (o = 1; o < warpSize; o *= 2) { t = __shfl_up_sync(FULL, v, o);
   if (lane >= o) v += t; }`, to a loop that reaches the interpreter,
   after the tree fusions, as

       L: JOIN
          SHFL        t = up(v, o), clamp c, mask -1    (PV_WARP_NEXT)
          SCAN_ADD32  v = v + (lane < o ? 0 : t)
          SHL_IMM32   o = o << s
          SETP_BRA32  q = o k N; back to L

   The shfl gets PV_WARP_LOOP: a converged whole warp whose member mask
   is the constant -1 (PV_WARP_ALL1, marked later) and whose o, c and N
   are the same in every lane then runs every turn in one dispatch and
   leaves each register and predicate as the last turn wrote it. The
   handler checks the three records after the shfl again (later passes
   may guard them). */
#include "compile_int.h"

/* Is every column of the loop that must not change inside it (lane, N,
   the clamp) apart from the two it writes (v, o)? */
static int apart(uint32_t r, uint32_t v, uint32_t o)
{
    return r != v && r != o && r != PV_NO_REG;
}

PTXVM_INTERNAL void cc_mark_scan_loop(pv_insn *code, uint32_t n, uint32_t i,
                                      const uint8_t *target)
{
    pv_insn *S = &code[i];
    const pv_insn *A, *H, *B;
    uint32_t v, o;
    if (i + 3 >= n || S->op != PV_OP_SHFL || (S->aux & 3u) != 0 ||
        !(S->aux & PV_WARP_NEXT) ||
        S->guard != PV_NO_GUARD || target[i + 1] || target[i + 2] || target[i + 3])
        return;
    A = &code[i + 1];
    H = &code[i + 2];
    B = &code[i + 3];
    v = S->a;
    o = S->b;
    if (A->op != PV_OP_SCAN_ADD32 || H->op != PV_OP_SHL_IMM32 ||
        B->op != PV_OP_SETP_BRA32 || H->guard != PV_NO_GUARD ||
        B->guard != PV_NO_GUARD || v == o)
        return;
    /* the step: v = v + (lane < o ? 0 : t), t the shfl's value */
    if (A->d != v || A->aux != v || A->b != o || A->c != S->d ||
        !apart(A->a, v, o) || !apart(S->c, v, o) || !apart(S->d, v, o))
        return;
    /* the doubling and the test of the new o against N */
    if (H->d != o || H->a != o || H->x < 1 || H->x > 31 || B->a != o ||
        !apart(B->b, v, o) || B->aux > PV_CMP_HS)
        return;
    /* back to the head: the JOIN before the shfl, or the shfl */
    if (!(B->x == i || (i > 0 && B->x == i - 1 && code[i - 1].op == PV_OP_JOIN)))
        return;
    S->aux |= PV_WARP_LOOP;
}
