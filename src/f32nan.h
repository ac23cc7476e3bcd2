/* What single-precision sign operations and conversions give for NaN on
   the GPU, where the ISA leaves it open ("NaN inputs yield an unspecified
   NaN") or is silent. Measured on an H200 (sm_90), identical in every
   nvcc and clang build of the test kernels (tests/gpu/README.md, "f32
   NaN rules"; one exception there: where ptxas folds abs/neg into a
   select's operands, as in clang's copysignf, the payload survives):
   - neg.f32 and abs.f32 (with or without .ftz) are arithmetic, not bit
     flips: any NaN gives the canonical 0x7fffffff, sign clear;
   - cvt.f64.f32 keeps the NaN: its sign and payload (the fraction shifted
     to the top of the f64 fraction), quieted; cvt.ftz.f64.f32 gives the
     canonical f32 NaN widened, 0x7fffffffe0000000;
   - cvt.f32.bf16 is a shift: a NaN keeps its sign and payload;
   - a NaN converted to a signed 64-bit integer (cvt.rni/rzi/rmi/rpi
     .s64.f32) is 0x8000000000000000; to 32 bits and narrower it is 0.
   The f64-side rules are in f64nan.h. */
#ifndef PTXVM_F32NAN_H
#define PTXVM_F32NAN_H
#include "bitcast.h"

#define PV_F32_CANON_NAN 0x7fffffffu
#define PV_F32_WIDE_CANON_NAN 0x7fffffffe0000000ull

static inline int pv_f32_isnan(uint32_t a)
{
    return (a & 0x7fffffffu) > 0x7f800000u;
}

/* The result of neg/abs.f32 whose bit operation gave r. */
static inline uint32_t pv_f32_signop(uint32_t r)
{
    return pv_f32_isnan(r) ? PV_F32_CANON_NAN : r;
}

/* cvt.f64.f32 of a NaN a: sign and payload kept, quiet bit set. */
static inline uint64_t pv_f32_nan_widen(uint32_t a)
{
    return ((uint64_t)(a >> 31) << 63) | 0x7ff8000000000000ull |
           ((uint64_t)(a & 0x7fffffu) << 29);
}

/* cvt.f64.f32 without .ftz: exact on the host for every non-NaN. */
static inline uint64_t pv_f32_widen(uint32_t a)
{
    return pv_f32_isnan(a) ? pv_f32_nan_widen(a) : pv_u64((double)pv_f32(a));
}
#endif
