/* Whole-warp f32 kernels on AVX2 (x86-64 with GCC or clang), chosen at
   run time: fp_fast.c calls them when fa_avx2() says the CPU has AVX2
   and FMA, else its portable lane loops. Each kernel computes, for all
   32 lanes, the same bits as the loop it replaces (IEEE operations are
   correctly rounded at any vector width; the double-precision steps are
   the same steps), so the choice never changes a result.
   FA_AVX2 is 0 where the kernels are not built. */
#ifndef PTXVM_FP_AVX2_H
#define PTXVM_FP_AVX2_H
#include "common.h"

#if defined(__GNUC__) && defined(__x86_64__) && !defined(PTXVM_NO_VECTOR_EXT)
#define FA_AVX2 1

/* Whether the CPU runs the kernels below and they are not turned off:
   the tests turn them off (fa_set_off(1)) to check fp_fast.c's portable
   loops on an AVX2 host. */
PTXVM_INTERNAL int fa_avx2(void);
PTXVM_INTERNAL void fa_set_off(int off);

/* t = (float)(1 / sqrt((double)x)), rsqrt.approx.f32 (fpops.c). */
PTXVM_INTERNAL void fa_rsqrt32(uint32_t *t, const uint32_t *x);
/* t = sqrtf(x), t = 1.0f / x, t = x / y. */
PTXVM_INTERNAL void fa_sqrt32(uint32_t *t, const uint32_t *x);
PTXVM_INTERNAL void fa_rcp32(uint32_t *t, const uint32_t *x);
PTXVM_INTERNAL void fa_div32(uint32_t *t, const uint32_t *x, const uint32_t *y);
/* div.approx.f32: t = x * (1 / y) with the reciprocal's subnormals
   flushed; returns the lanes fp_fast.c's loop marks slow (a reciprocal of
   exponent field 1 or 255, a subnormal divisor). */
PTXVM_INTERNAL uint32_t fa_div_approx32(uint32_t *t, const uint32_t *x, const uint32_t *y);
/* ex2.approx.f32 and sin/cos.approx.f32 as fp_fast.c's host forms (the C
   library's exp2, sin, cos of the widened operand, rounded to f32);
   returns the lanes the caller must still compute by those forms: other
   operands, and the few whose value lies too near a rounding midpoint to
   be sure of the library's rounding (see fp_avx2.c). */
PTXVM_INTERNAL uint32_t fa_ex2_32(uint32_t *t, const uint32_t *x);
PTXVM_INTERNAL uint32_t fa_sincos32(int cosine, uint32_t *t, const uint32_t *x);
/* fma.rn.f32 into the lanes m of d (which may be a source), any NaN
   made the GPU's canonical one: what exec.c's FMA_F32 does through
   pv_fma32_warp and a store. */
PTXVM_INTERNAL void fa_fma32(uint32_t *d, const uint32_t *a, const uint32_t *b,
                             const uint32_t *c, uint32_t m);
/* The lanes whose f32 result the soft path must redo (fp_fast.c's
   ff_odd): exponent field 0, 1 or 255, exact zeros excepted. */
PTXVM_INTERNAL uint32_t fa_odd32(const uint32_t *t);
/* add, sub, mul, fma (kind an FK_*) rounded toward zero, -inf or +inf
   (rnd), the operands already flushed: fp_fast.c's ff_directed four
   lanes at a time, the same steps; returns the lanes it marks. */
PTXVM_INTERNAL uint32_t fa_directed32(uint32_t kind, unsigned rnd, uint32_t *t,
                                      const uint32_t *x, const uint32_t *y,
                                      const uint32_t *z);
/* min.f32 (mx 0) or max.f32 (mx 1) of x and y as fp_fast.c's ff_minmax
   orders them (-0 below +0; equal operands give y); returns the lanes
   with a NaN operand, which the soft path redoes. */
PTXVM_INTERNAL uint32_t fa_minmax32(int mx, uint32_t *t, const uint32_t *x,
                                    const uint32_t *y);
/* cvt.f32.f32 with .ftz and/or .sat: fp_fast.c's f32 -> f32 loop;
   returns the lanes it marks. */
PTXVM_INTERNAL uint32_t fa_cvt_ff32(uint32_t *t, const uint32_t *x, int ftz, int sat);
#else
#define FA_AVX2 0
#endif

#endif
