/* Exact conversions between floating-point formats, done on bit patterns
   so that results never depend on the host's rounding mode or on its
   floating-point environment. */
#ifndef PTXVM_FPCONV_H
#define PTXVM_FPCONV_H
#include "common.h"

/* Round the double with bits d to the binary format with ebits exponent
   bits and mbits fraction bits (f32: 8/23, f16: 5/10, bf16: 8/7), to
   nearest even; overflow gives infinity, NaN the canonical quiet NaN
   (all fraction bits set, as the GPU produces). */
PTXVM_INTERNAL uint32_t fp_from_f64_rn(uint64_t d, int ebits, int mbits);
/* Widen a binary format to double bits (exact). */
PTXVM_INTERNAL uint64_t fp_to_f64(uint32_t x, int ebits, int mbits);
/* Integer to double bits, rounded to nearest even. */
PTXVM_INTERNAL uint64_t fp_f64_from_u64(uint64_t v, int is_signed);
#endif
