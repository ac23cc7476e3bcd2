/* f32 kernels on AVX-512, chosen at run time. Its 512-bit instructions
   carry their own rounding mode ("embedded rounding"), so add, sub, mul
   and fma rounded toward zero, -inf or +inf are one instruction per 16
   lanes, correctly rounded as IEEE 754 defines them: what the GPU
   computes and softfp models, and what fp_avx2.c otherwise emulates in
   double (fa_directed32). ex2.approx and rsqrt.approx take sixteen and
   eight lanes a step by shorter routes to the same bits.
   FZ_AVX512 is 0 where the kernels are not built. */
#ifndef PTXVM_FP_AVX512_H
#define PTXVM_FP_AVX512_H
#include "common.h"

#if defined(__GNUC__) && defined(__x86_64__) && !defined(PTXVM_NO_VECTOR_EXT)
#define FZ_AVX512 1

/* Whether the CPU has AVX-512F and the kernel is not turned off (the
   tests turn it off to compare it with the AVX2 and portable forms). */
PTXVM_INTERNAL int fz_avx512(void);
PTXVM_INTERNAL void fz_set_off(int off);

/* t = x + y, x - y, x * y or x * y + z (kind: FK_ADD, FK_SUB, FK_MUL,
   FK_FMA) for all 32 lanes, rounded as rnd (SF_RZ, SF_RM, SF_RP), the
   operands already flushed where the instruction says .ftz. The caller
   still sends results of exponent field 0, 1 or 255 to the soft path
   (fp_fast.c), as for every host form. */
PTXVM_INTERNAL void fz_directed32(uint32_t kind, unsigned rnd, uint32_t *t,
                                  const uint32_t *x, const uint32_t *y,
                                  const uint32_t *z);
/* ex2.approx.f32 as fp_avx2.c's fa_ex2_32 computes it, sixteen lanes a
   step: the same contract (returns the lanes the caller must still
   compute by the C library's exp2). */
PTXVM_INTERNAL uint32_t fz_ex2_32(uint32_t *t, const uint32_t *x);
/* rsqrt.approx.f32, (float)(1 / sqrt((double)x)) as fp_avx2.c's
   fa_rsqrt32 gives it, for all 32 lanes. */
PTXVM_INTERNAL void fz_rsqrt32(uint32_t *t, const uint32_t *x);
#else
#define FZ_AVX512 0
#endif

#endif
