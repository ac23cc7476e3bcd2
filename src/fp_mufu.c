/* sin, cos and lg2 .approx.f32 as an H200 (sm_90) computes them, where
   its rules differ from a correctly rounded function (tests/gpu/README.md,
   "Approximate functions"). Pure functions of bit patterns: the rounding
   steps go through softfp; only the smooth part uses the C library in
   double precision, whose error is far below the hardware's. */
#include "fpops.h"
#include "bitcast.h"
#include <math.h>

#define F32_INV_2PI 0x3e22f983u   /* 1 / (2 pi) rounded to f32 */

/* A double (finite) rounded to f32 toward zero. */
static uint32_t mufu_rz32(double v)
{
    return (uint32_t)sf_cvt_ff(SF_F32, SF_F64, pv_u64(v), SF_RZ, 0);
}

/* sin / cos: subnormal operands are zero (.ftz or not); the angle in
   turns is t = x * f32(1/2pi) rounded to f32 toward zero, and its
   fraction truncated to 25 bits, so |x| below about 2^-22.3 gives
   sin 0 and cos 1, and t from 2^23 on (an integer) sin 0 and cos 1.
   sin is odd in t and cos even; a zero sine takes the sign of t at
   whole turns and is -0 at half turns (8388609 gives -0), and the
   cosine is -0 at a quarter turn of |t|, +0 at three quarters (as if
   it were the sine a quarter turn on). Below one
   turn the function of x itself is nearer the hardware's smooth part
   than that of the reduced angle (H200 data), so it is used there. */
PTXVM_INTERNAL uint32_t fp_mufu_sincos32(int cosine, uint32_t x)
{
    uint32_t neg, k;
    double p, t, a, r;
    if ((x & 0x7f800000u) == 0x7f800000u)   /* infinity, NaN */
        return 0x7fffffffu;
    x = fp_ftz32(x);
    neg = x >> 31;
    if (!(x & 0x7fffffffu))
        return cosine ? 0x3f800000u : x;
    p = (double)pv_f32(x & 0x7fffffffu) * (double)pv_f32(F32_INV_2PI);  /* exact */
    t = (double)pv_f32(mufu_rz32(p));
    /* 25 fraction bits of |t| (t below 2^40 here, exact in double) */
    k = t >= 1099511627776.0 ? 0u :
        (uint32_t)(fmod(floor(t * 33554432.0), 33554432.0));
    if (!cosine) {
        if (k == 0)
            return neg << 31;
        if (k == 1u << 24)
            return neg ? 0u : 0x80000000u;
    } else {
        if (k == 0)
            return 0x3f800000u;
        if (k == 1u << 24)
            return 0xbf800000u;
        if (k == 1u << 23)
            return 0x80000000u;
        if (k == 3u << 23)
            return 0;
    }
    if (t < 1.0) {
        double v = pv_f32(x);
        r = cosine ? cos(v) : sin(v);
        return (uint32_t)sf_cvt_ff(SF_F32, SF_F64, pv_u64(r), SF_RN, 0);
    }
    a = (double)k * (6.283185307179586 / 33554432.0);
    r = cosine ? cos(a) : sin(a);
    if (!cosine && neg)
        r = -r;
    return (uint32_t)sf_cvt_ff(SF_F32, SF_F64, pv_u64(r), SF_RN, 0);
}

/* lg2 of a positive normal f32. Between 1/2 and 2 (|result| < 1) the
   result is log2 rounded to nearest. Elsewhere it is formed in fixed
   point with 23 fraction bits (log2 rounded to that grid), a negative
   value is one unit of 2^-23 nearer zero (0.5 gives -1 + 2^-23, 2^-126
   gives -126 + 2^-17), and the value is rounded to f32 toward zero
   (2^128 - 2^104 gives 128 - 2^-17). */
static uint32_t mufu_lg2_normal(uint32_t x)
{
    double y = log2((double)pv_f32(x)), v;
    if (fabs(y) < 1.0)
        return (uint32_t)sf_cvt_ff(SF_F32, SF_F64, pv_u64(y), SF_RN, 0);
    v = floor(y * 8388608.0 + 0.5);
    if (v < 0)
        v += 1.0;
    return mufu_rz32(v / 8388608.0);
}

/* lg2: NaN and negative operands give the canonical NaN, zeros -inf,
   +inf itself; a subnormal operand is flushed (-inf) with .ftz, else
   scaled by 2^24 and 24 subtracted from its lg2 in f32 (2^-149 gives
   -149, 2^-127 gives -127 + 2^-17). */
PTXVM_INTERNAL uint32_t fp_mufu_lg2_32(uint32_t x, unsigned ftz)
{
    if ((x & 0x7fffffffu) > 0x7f800000u)
        return 0x7fffffffu;
    if (ftz)
        x = fp_ftz32(x);
    if (!(x & 0x7fffffffu))
        return 0xff800000u;
    if (x >> 31)
        return 0x7fffffffu;
    if (x == 0x7f800000u)
        return x;
    if (!(x & 0x7f800000u)) {
        uint32_t s = pv_u32(pv_f32(x) * 16777216.0f);   /* exact */
        return (uint32_t)sf_add(SF_F32, mufu_lg2_normal(s), 0xc1c00000u, SF_RN, 0);
    }
    return mufu_lg2_normal(x);
}
