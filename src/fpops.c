/* Per-lane floating-point helpers (see fpops.h). Everything here is a
   pure function of bit patterns; rounding goes through softfp, so nothing
   depends on the host's rounding mode except the libm transcendental
   kernels of the .approx functions, whose double-precision results are far
   inside the ISA's error bounds before the final rounding. */
#include "fpops.h"
#include "bitcast.h"
#include "f64nan.h"
#include <math.h>

static uint64_t fp_mask(sf_fmt f)
{
    switch (f) {
    case SF_F16: case SF_BF16: return 0xffffu;
    case SF_F32: case SF_TF32: return 0xffffffffu;
    case SF_E4M3: case SF_E5M2: return 0xffu;
    default: return ~(uint64_t)0;
    }
}

static unsigned fp_width(sf_fmt f)
{
    switch (f) {
    case SF_F16: case SF_BF16: return 16;
    case SF_E4M3: case SF_E5M2: return 8;
    case SF_F64: return 64;
    default: return 32;
    }
}

/* .relu: negative results become +0, NaN the canonical NaN. */
static uint64_t fp_relu(sf_fmt f, uint64_t r)
{
    if (sf_isnan(f, r))
        return f == SF_F64 ? 0x7fffffffffffffffull :
               f == SF_F32 ? 0x7fffffffu : 0x7fffu;
    if ((r >> (fp_width(f) - 1)) & 1u)
        return 0;
    return r;
}

/* An .approx function of one operand: the operand widened exactly to
   double (flushed first with .ftz), the function in double, the result
   rounded to nearest once (and flushed with .ftz). */
static uint64_t fp_approx(uint32_t kind, sf_fmt f, uint64_t a, unsigned fl)
{
    unsigned ftz = fl & SF_FTZ;
    double x = pv_f64(sf_cvt_ff(SF_F64, f, a, SF_RN, ftz)), y;
    if (f == SF_F64 && pv_f64_isnan(a))
        return a | PV_F64_QUIET;           /* rsqrt.approx.f64: f64nan.h */
    switch (kind) {
    case FK_SIN: case FK_COS:
        return fp_mufu_sincos32(kind == FK_COS, (uint32_t)a);
    case FK_LG2: return fp_mufu_lg2_32((uint32_t)a, ftz);
    case FK_EX2: y = exp2(x); break;
    case FK_TANH: y = tanh(x); break;
    default: /* FK_RSQRT_APPROX */
        return sf_cvt_ff(f, SF_F64,
                         sf_rcp(SF_F64, sf_sqrt(SF_F64, pv_u64(x), SF_RN, 0), SF_RN, 0),
                         SF_RN, ftz);
    }
    if (y != y)
        y = pv_f64(0x7fffffffffffffffull);
    return sf_cvt_ff(f, SF_F64, pv_u64(y), SF_RN, ftz);
}

/* rcp/rsqrt .approx.ftz.f64: the operand's upper word (1.11.20), flushed,
   the function rounded to nearest, the result's upper word kept. */
static uint64_t fp_gross(uint32_t kind, uint64_t a)
{
    uint64_t x = a & 0xffffffff00000000ull, r;
    if (sf_isnan(SF_F64, x))
        return 0x7fffffff00000000ull;
    if (!(x & 0x7ff0000000000000ull))
        x &= 0x8000000000000000ull;
    if (kind == FK_RSQRT_GROSS)
        x = sf_sqrt(SF_F64, x, SF_RN, 0);
    r = sf_rcp(SF_F64, x, SF_RN, 0);
    if (sf_isnan(SF_F64, r))
        return 0x7fffffff00000000ull;
    if (!(r & 0x7ff0000000000000ull))
        r &= 0x8000000000000000ull;
    return r & 0xffffffff00000000ull;
}

/* div.approx.f32: a * (1/b) with the reciprocal rounded to f32 and its
   subnormal results flushed (so |b| > 2^126 gives 0). Without .ftz a
   subnormal b is scaled first, a and b both times 2^24 (the H200 gives
   2^-24 / 2^-149 = 2^125 and 0 / 2^-149 = 0). */
static uint64_t fp_div_approx(uint64_t a, uint64_t b, unsigned fl)
{
    uint64_t r;
    if (!(fl & SF_FTZ) && !(b & 0x7f800000u) && (b & 0x7fffffu)) {
        a = sf_mul(SF_F32, a, 0x4b800000u, SF_RN, 0);
        b = sf_mul(SF_F32, b, 0x4b800000u, SF_RN, 0);
    }
    r = sf_rcp(SF_F32, b, SF_RN, fl & SF_FTZ);
    if (!(r & 0x7f800000u))
        r &= 0x80000000u;
    return sf_mul(SF_F32, a, r, SF_RN, fl & SF_FTZ);
}

/* mad.f32 on sm_1x (ISA 4.1, mad): subnormal inputs flush; the product is
   formed in double precision and its mantissa truncated to 23 bits, the
   exponent kept unbounded; c is added and the sum rounded once to single
   precision, a subnormal result flushed. With c = +-0 it is a rounded mul
   and an add instead. The sum is rounded to odd in double precision first
   (53 bits, enough for an exact single rounding after it), all in softfp
   so that the host's rounding mode plays no part. */
static uint64_t fp_mad_sm1x(uint64_t a, uint64_t b, uint64_t c, unsigned fl)
{
    uint64_t p, z, s;
    a = fp_ftz32((uint32_t)a);
    b = fp_ftz32((uint32_t)b);
    c = fp_ftz32((uint32_t)c);
    if (!(c & 0x7fffffffu)) {
        uint64_t m = sf_mul(SF_F32, a, b, SF_RN, SF_FTZ);
        return sf_add(SF_F32, m, c, SF_RN, fl | SF_FTZ);
    }
    if ((a & 0x7f800000u) == 0x7f800000u || (b & 0x7f800000u) == 0x7f800000u ||
        (c & 0x7f800000u) == 0x7f800000u || !(a & 0x7fffffffu) || !(b & 0x7fffffffu))
        return sf_fma(SF_F32, a, b, c, SF_RN, fl | SF_FTZ);
    a = sf_cvt_ff(SF_F64, SF_F32, a, SF_RN, 0);
    b = sf_cvt_ff(SF_F64, SF_F32, b, SF_RN, 0);
    c = sf_cvt_ff(SF_F64, SF_F32, c, SF_RN, 0);
    p = sf_mul(SF_F64, a, b, SF_RN, 0);           /* exact: 48 bits */
    p &= ~(((uint64_t)1 << 29) - 1);               /* 24 significant bits */
    z = sf_add(SF_F64, p, c, SF_RZ, 0);
    s = z;
    if ((z << 1) && sf_add(SF_F64, p, c, SF_RM, 0) != sf_add(SF_F64, p, c, SF_RP, 0))
        s |= 1;                                    /* inexact: round to odd */
    return sf_cvt_ff(SF_F32, SF_F64, s, SF_RN, fl | SF_FTZ);
}

static uint64_t fp_arith1(uint32_t aux, sf_fmt f, uint64_t a, uint64_t b,
                          uint64_t c)
{
    uint32_t kind = aux & 63u;
    sf_rnd rm = (sf_rnd)((aux >> 9) & 7u);
    unsigned fl = (aux >> 12) & 0xffu;
    uint64_t r;
    switch (kind) {
    case FK_ADD: r = sf_add(f, a, b, rm, fl); break;
    case FK_SUB: r = sf_sub(f, a, b, rm, fl); break;
    case FK_MUL: r = sf_mul(f, a, b, rm, fl); break;
    case FK_FMA: r = sf_fma(f, a, b, c, rm, fl); break;
    case FK_MAD_SM1X: r = fp_mad_sm1x(a, b, c, fl); break;
    case FK_DIV: r = sf_div(f, a, b, rm, fl); break;
    case FK_SQRT: r = sf_sqrt(f, a, rm, fl); break;
    case FK_RCP: r = sf_rcp(f, a, rm, fl); break;
    case FK_MIN: case FK_MIN3:
        if (aux & FP_AUX_ABSIN) {
            a = sf_abs(f, a, 0);
            b = sf_abs(f, b, 0);
            c = sf_abs(f, c, 0);
        }
        r = sf_min(f, a, b, fl);
        if (kind == FK_MIN3)
            r = sf_min(f, r, c, fl);
        break;
    case FK_MAX: case FK_MAX3:
        if (aux & FP_AUX_ABSIN) {
            a = sf_abs(f, a, 0);
            b = sf_abs(f, b, 0);
            c = sf_abs(f, c, 0);
        }
        r = sf_max(f, a, b, fl);
        if (kind == FK_MAX3)
            r = sf_max(f, r, c, fl);
        break;
    case FK_ABS: r = sf_abs(f, a, fl); break;
    case FK_NEG: r = sf_neg(f, a, fl); break;
    case FK_COPYSIGN: r = sf_copysign(f, a, b); break;
    case FK_RCP_APPROX: r = sf_rcp(f, a, SF_RN, fl & SF_FTZ); break;
    case FK_SQRT_APPROX: r = sf_sqrt(f, a, SF_RN, fl & SF_FTZ); break;
    case FK_DIV_APPROX: r = fp_div_approx(a, b, fl); break;
    case FK_DIV_FULL: r = sf_div(f, a, b, SF_RN, fl & SF_FTZ); break;
    case FK_RCP_GROSS: case FK_RSQRT_GROSS: r = fp_gross(kind, a); break;
    default: r = fp_approx(kind, f, a, fl); break;
    }
    if (aux & FP_AUX_RELU)
        r = fp_relu(f, r);
    return r;
}

PTXVM_INTERNAL uint64_t fp_arith(uint32_t aux, uint64_t a, uint64_t b,
                                 uint64_t c)
{
    sf_fmt f = (sf_fmt)((aux >> 6) & 7u);
    if (aux & FP_AUX_X2) {
        uint64_t lo = fp_arith1(aux, f, a & 0xffffu, b & 0xffffu, c & 0xffffu);
        uint64_t hi = fp_arith1(aux, f, (a >> 16) & 0xffffu, (b >> 16) & 0xffffu,
                                (c >> 16) & 0xffffu);
        return (lo & 0xffffu) | ((hi & 0xffffu) << 16);
    }
    {
        uint64_t m = fp_mask(f);
        return fp_arith1(aux, f, a & m, b & m, c & m) & m;
    }
}

static uint64_t fp_ff(sf_fmt dst, sf_fmt src, uint64_t a, sf_rnd rm,
                      unsigned fl)
{
    /* f64 <-> f32/f16 NaNs keep their sign and payload (f64nan.h; f32 to
       f64, with its .ftz form, is sf_cvt_ff's: f32nan.h) */
    if (!(fl & SF_SAT) && (src == SF_F64 || dst == SF_F64) && sf_isnan(src, a & fp_mask(src))) {
        if (src == SF_F64 && (dst == SF_F32 || dst == SF_F16))
            return pv_f64_nan_narrow(a, dst == SF_F32 ? 8 : 5, dst == SF_F32 ? 23 : 10);
        if (dst == SF_F64 && src == SF_F64)
            return a | PV_F64_QUIET;
    }
    return sf_cvt_ff(dst, src, a & fp_mask(src), rm, fl) & fp_mask(dst);
}

PTXVM_INTERNAL uint64_t fp_convert(uint64_t desc, uint64_t a, uint64_t b)
{
    unsigned kind = (unsigned)(desc & 15u), fl = (unsigned)((desc >> 16) & 0xffu);
    sf_fmt dst = (sf_fmt)((desc >> 4) & 15u), src = (sf_fmt)((desc >> 8) & 15u);
    sf_rnd rm = (sf_rnd)((desc >> 12) & 7u);
    int bits = (int)((desc >> 24) & 127u), sgn = (int)((desc >> 31) & 1u);
    switch (kind) {
    case CK_FF:
        return fp_ff(dst, src, a, rm, fl);
    case CK_FI: {
        uint64_t v = sf_cvt_fi(sgn, bits, src, a & fp_mask(src), rm, fl);
        if (!sgn && bits < 64)
            v &= ((uint64_t)1 << bits) - 1;
        return v;
    }
    case CK_IF:
        if (bits < 64) {
            uint64_t m = ((uint64_t)1 << bits) - 1;
            a &= m;
            if (sgn && ((a >> (bits - 1)) & 1u))
                a |= ~m;
        }
        return sf_cvt_if(dst, a, sgn, rm, fl) & fp_mask(dst);
    case CK_RI:
        return sf_round_int(src, a & fp_mask(src), rm, fl) & fp_mask(src);
    case CK_PACK2:
        return (fp_ff(dst, src, a, rm, fl) << fp_width(dst)) |
               fp_ff(dst, src, b, rm, fl);
    default: { /* CK_X2 */
        unsigned sw = fp_width(src);
        return fp_ff(dst, src, a, rm, fl) |
               (fp_ff(dst, src, a >> sw, rm, fl) << fp_width(dst));
    }
    }
}

PTXVM_INTERNAL uint32_t fp_compare(uint32_t aux, uint64_t a, uint64_t b)
{
    sf_cmp op = (sf_cmp)(aux & 31u);
    sf_fmt f = (sf_fmt)((aux >> 5) & 7u);
    unsigned fl = (aux >> 8) & 1u ? SF_FTZ : 0;
    if (aux & (1u << 12))
        return (uint32_t)sf_setp(f, a & 0xffffu, b & 0xffffu, op, fl) |
               ((uint32_t)sf_setp(f, (a >> 16) & 0xffffu, (b >> 16) & 0xffffu,
                                  op, fl) << 1);
    return (uint32_t)sf_setp(f, a & fp_mask(f), b & fp_mask(f), op, fl);
}

PTXVM_INTERNAL uint32_t fp_set_value(uint32_t aux, uint32_t r)
{
    static const uint32_t one[5] = {0xffffffffu, 0x3f800000u, 0x3c00u,
                                    0x3f80u, 0xffffu};
    uint32_t kind = (aux >> 13) & 7u;
    if (aux & (1u << 12)) {
        uint32_t v = kind == FS_ONES ? 0xffffu : one[kind];
        return ((r & 1u) ? v : 0) | ((r & 2u) ? v << 16 : 0);
    }
    return (r & 1u) ? one[kind] : 0;
}
