/* A partial warp's one-word .shared access on AVX2 (x86-64 with GCC or
   clang), chosen at run time by exec_sh32.c when fa_avx2() (fp_avx2.h)
   is true, else sh32_affine.h's SSE2 or portable passes. The common
   partial shape (a tile's rows with the edge lanes idle: lane l at
   b + 4 l, the warp's 128-byte window inside .shared) in one function:
   the progression test and the blend each eight lanes a step, the lane
   masks shifted out of the mask, the test done before anything is
   written. The choice never changes a result. SV_AVX2 is 0 where the
   function is not built. */
#ifndef PTXVM_SH32_AVX2_H
#define PTXVM_SH32_AVX2_H
#include "exec.h"
#include "fp_avx2.h"

#if FA_AVX2
#define SV_AVX2 1
/* pv_sh32_ld_part (write 0) or pv_sh32_st_part (exec_sh32.h) of warp m
   whose lowest two active lanes' addresses step by 4 (the caller asks):
   when the warp's window of 32 words (lane l at b + 4 l) lies inside
   .shared and every active lane's address is on that progression, the
   lanes' words copied between the window and register d (which may be
   the address register), 1; else pv_sh32_ld's or pv_sh32_st's answer. A
   store rewrites the window's idle words with what they hold, which
   nothing else sees (.shared is this host thread's). */
PTXVM_INTERNAL int sv_sh32(const pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m,
                           int write);
#else
#define SV_AVX2 0
#endif

#endif
