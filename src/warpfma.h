/* Fused multiply-add over a whole warp column, rounded to nearest: the
   CPU's FMA instructions where it has them (checked at run time on x86
   with GCC or clang), else the C library's fmaf/fma per lane. Both are
   IEEE 754 fused operations, so the bits are the same either way. */
#ifndef PTXVM_WARPFMA_H
#define PTXVM_WARPFMA_H
#include "common.h"

/* t[l] = a[l] * b[l] + c[l] for the 32 lanes, as float/double bits, any
   NaN made the GPU's canonical one. t must not alias a, b or c. */
PTXVM_INTERNAL void pv_fma32_warp(uint32_t *PV_RESTRICT t, const uint32_t *a,
                                  const uint32_t *b, const uint32_t *c);
PTXVM_INTERNAL void pv_fma64_warp(uint64_t *PV_RESTRICT t, const uint64_t *a,
                                  const uint64_t *b, const uint64_t *c);

#endif
