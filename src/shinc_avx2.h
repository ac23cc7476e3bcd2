/* SHARED_INC of a whole warp on AVX2 (x86-64 with GCC or clang): what
   the AVX2 copy of the dispatch loop calls (exec_atom.h) before
   pv_do_shared_inc. One pass eight lanes a step forms the offsets and
   tests them (inside .shared, aligned, and, for bytes, whether the lanes'
   bytes are all different: off[l] - off[0] - l a multiple of 32, the
   thread-minor counters of a histogram); then the adds, in place where
   the elements are distinct, else every lane's read before any write and
   the writes in lane order, as the fused ld / add / st do. Any lane out
   of bounds or misaligned is left to pv_do_shared_inc, untouched, for
   its fault. SI_AVX2 is 0 where this is not built. */
#ifndef PTXVM_SHINC_AVX2_H
#define PTXVM_SHINC_AVX2_H
#include "exec.h"
#include "fp_avx2.h"

#if FA_AVX2
#define SI_AVX2 1
/* [a + x] += b for all 32 lanes of register file rf: 1 when done, 0
   when nothing was touched (a lane outside .shared or misaligned, or a
   form not handled here). Call only when the CPU has AVX2. */
PTXVM_INTERNAL int si_shared_inc_full(pv_cta *X, uint8_t *rf, const pv_insn *I);
#else
#define SI_AVX2 0
#endif

#endif
