/* Bit-exact floating-point arithmetic on bit patterns (see softfp.h).

   Every finite nonzero value is unpacked to sign, a 64-bit significand
   with its top bit set and a binary exponent: value = sig * 2^exp2. Each
   operation builds its exact result (or a truncation of it plus a sticky
   bit standing for the nonzero bits below) and sf_round_pack rounds it
   once to the destination format. */
#include "softfp.h"
#include "f64nan.h"
#include "f32nan.h"

typedef struct sf_desc {
    int ebits, mbits;
    int emaxf;          /* largest biased exponent of a finite value */
    uint64_t qnan;      /* canonical NaN                              */
} sf_desc;

static const sf_desc sf_descs[] = {
    {5, 10, 30, 0x7fffu},                     /* f16  */
    {8, 7, 254, 0x7fffu},                     /* bf16 */
    {8, 23, 254, 0x7fffffffu},                /* f32  */
    {11, 52, 2046, 0xfff8000000000000ull},   /* f64 (f64nan.h)  */
    {8, 10, 254, 0x3ffffu},                   /* tf32 (packed 1.8.10) */
    {4, 3, 15, 0x7fu},                        /* e4m3 */
    {5, 2, 30, 0x7fu},                        /* e5m2 */
};

enum { SF_C_ZERO, SF_C_NUM, SF_C_INF, SF_C_NAN };

typedef struct sf_val {
    int cls, sign;
    int32_t exp2;       /* value = sig * 2^exp2                       */
    uint64_t sig;       /* top bit set for SF_C_NUM                   */
} sf_val;

typedef struct sf_u128 { uint64_t hi, lo; } sf_u128;

static int sf_clz64(uint64_t x)
{
    int n = 0;
    if (!x)
        return 64;
    while (!(x >> 63)) {
        if (!(x >> 32)) { x <<= 32; n += 32; continue; }
        if (!(x >> 48)) { x <<= 16; n += 16; continue; }
        if (!(x >> 56)) { x <<= 8; n += 8; continue; }
        x <<= 1;
        n++;
    }
    return n;
}

static int sf_ftz_applies(sf_fmt f, unsigned flags)
{
    return (flags & SF_FTZ) && f != SF_F64;
}

static uint64_t sf_signbit(sf_fmt f)
{
    const sf_desc *d = &sf_descs[f];
    return (uint64_t)1 << (d->ebits + d->mbits);
}

static uint64_t sf_fracmask(sf_fmt f)
{
    return ((uint64_t)1 << sf_descs[f].mbits) - 1;
}

/* The biased exponent field of bits. */
static int sf_efield(sf_fmt f, uint64_t a)
{
    const sf_desc *d = &sf_descs[f];
    return (int)((a >> d->mbits) & (((uint64_t)1 << d->ebits) - 1));
}

static int sf_class(sf_fmt f, uint64_t a)
{
    const sf_desc *d = &sf_descs[f];
    int e = sf_efield(f, a);
    uint64_t fr = a & sf_fracmask(f);
    if (f == SF_E4M3) {
        if (e == 15 && fr == 7)
            return SF_C_NAN;
    } else if (e == d->emaxf + 1) {
        return fr ? SF_C_NAN : SF_C_INF;
    }
    if (e == 0 && fr == 0)
        return SF_C_ZERO;
    return SF_C_NUM;
}

static int sf_is_subnormal(sf_fmt f, uint64_t a)
{
    return sf_efield(f, a) == 0 && (a & sf_fracmask(f)) != 0;
}

/* Subnormal -> sign-preserving zero when ftz applies. */
static uint64_t sf_flush(sf_fmt f, uint64_t a, unsigned flags)
{
    if (sf_ftz_applies(f, flags) && sf_is_subnormal(f, a))
        return a & sf_signbit(f);
    return a;
}

static sf_val sf_unpack(sf_fmt f, uint64_t a, unsigned flags)
{
    const sf_desc *d = &sf_descs[f];
    sf_val v;
    int e, lz;
    uint64_t m;
    a = sf_flush(f, a, flags);
    v.sign = (a & sf_signbit(f)) != 0;
    v.cls = sf_class(f, a);
    v.exp2 = 0;
    v.sig = 0;
    if (v.cls != SF_C_NUM)
        return v;
    e = sf_efield(f, a);
    m = a & sf_fracmask(f);
    if (e)
        m |= (uint64_t)1 << d->mbits;
    else
        e = 1;
    v.exp2 = e - ((1 << (d->ebits - 1)) - 1) - d->mbits;
    lz = sf_clz64(m);
    v.sig = m << lz;
    v.exp2 -= lz;
    return v;
}

static uint64_t sf_zero(sf_fmt f, int sign)
{
    return sign ? sf_signbit(f) : 0;
}

static uint64_t sf_inf(sf_fmt f, int sign)
{
    const sf_desc *d = &sf_descs[f];
    return sf_zero(f, sign) | ((uint64_t)(d->emaxf + 1) << d->mbits);
}

static uint64_t sf_maxfin(sf_fmt f, int sign)
{
    const sf_desc *d = &sf_descs[f];
    return sf_zero(f, sign) | ((uint64_t)d->emaxf << d->mbits) |
           sf_fracmask(f);
}

/* Round sig * 2^exp2 (sig != 0; sticky: nonzero bits below sig) to f. */
static uint64_t sf_round_pack(sf_fmt f, int sign, int32_t exp2, uint64_t sig,
                              int sticky, sf_rnd rm, unsigned flags)
{
    const sf_desc *d = &sf_descs[f];
    int p = d->mbits + 1, bias = (1 << (d->ebits - 1)) - 1;
    int lz = sf_clz64(sig), ftz = sf_ftz_applies(f, flags);
    int32_t E;
    int shift, guard, rest, inc, sub;
    uint64_t m, bits;
    sig <<= lz;
    exp2 -= lz;
    E = exp2 + 63 + bias;            /* biased exponent of the top bit */
    sub = E < 1 && !ftz;
    shift = 64 - p;
    if (sub)
        shift += 1 - (E < -200 ? -200 : E);
    if (shift > 64) {
        m = 0;
        guard = 0;
        rest = 1;
    } else if (shift == 64) {
        m = 0;
        guard = (int)(sig >> 63);
        rest = (sig << 1) != 0 || sticky;
    } else {
        m = sig >> shift;
        guard = (int)((sig >> (shift - 1)) & 1);
        rest = (shift > 1 && (sig << (65 - shift)) != 0) || sticky;
    }
    switch (rm) {
    case SF_RN: inc = guard && (rest || (m & 1)); break;
    case SF_RNA: inc = guard; break;
    case SF_RM: inc = sign && (guard || rest); break;
    case SF_RP: inc = !sign && (guard || rest); break;
    default: inc = 0; break;
    }
    m += (uint64_t)inc;
    if (sub) {
        bits = m;    /* a carry into the implicit bit makes it normal */
    } else {
        if (m >> p) {
            m >>= 1;
            E++;
        }
        if (E < 1)                   /* ftz: tiny after rounding */
            return sf_zero(f, sign);
        if (E > d->emaxf) {
            int tomax = (flags & SF_SATFINITE) || rm == SF_RZ ||
                        (rm == SF_RM && !sign) || (rm == SF_RP && sign) ||
                        f == SF_E4M3;   /* no infinity: callers clamp */
            return tomax ? sf_maxfin(f, sign) : sf_inf(f, sign);
        }
        bits = ((uint64_t)(E - 1) << d->mbits) + m;
    }
    if (ftz && sf_is_subnormal(f, bits))
        bits = 0;
    return bits | sf_zero(f, sign);
}

/* Round (hi:lo) * 2^exp2 with sticky. */
static uint64_t sf_round_pack128(sf_fmt f, int sign, int32_t exp2,
                                 sf_u128 x, int sticky, sf_rnd rm,
                                 unsigned flags)
{
    int lz;
    if (!x.hi) {
        x.hi = x.lo;
        x.lo = 0;
        exp2 -= 64;
    }
    lz = sf_clz64(x.hi);
    if (lz) {
        x.hi = (x.hi << lz) | (x.lo >> (64 - lz));
        x.lo <<= lz;
        exp2 -= lz;
    }
    return sf_round_pack(f, sign, exp2 + 64, x.hi, sticky || x.lo != 0, rm,
                         flags);
}

/* .sat: clamp to [0,1], NaN and negatives to +0. */
static uint64_t sf_saturate(sf_fmt f, uint64_t r, unsigned flags)
{
    const sf_desc *d = &sf_descs[f];
    uint64_t one;
    if (!(flags & SF_SAT))
        return r;
    if (sf_class(f, r) == SF_C_NAN || (r & sf_signbit(f)))
        return 0;
    one = (uint64_t)((1 << (d->ebits - 1)) - 1) << d->mbits;
    return r > one ? one : r;
}

/* The NaN an operation on n operands returns when one of them is a NaN
   (f64nan.h: f64 keeps a NaN operand's payload; n == 3 is fma). */
static uint64_t sf_nan_result(sf_fmt f, int n, uint64_t a, uint64_t b,
                              uint64_t c)
{
    if (f == SF_F64)
        return n > 2 ? pv_f64_nan_fma(a, b, c) : pv_f64_nan(a, n > 1 ? b : a, a);
    return sf_descs[f].qnan;
}

static sf_u128 sf_shr128_jam(sf_u128 x, int n)
{
    sf_u128 r;
    int sticky;
    if (n <= 0)
        return x;
    if (n >= 128) {
        r.hi = 0;
        r.lo = (x.hi | x.lo) != 0;
        return r;
    }
    if (n >= 64) {
        sticky = x.lo != 0 || (n > 64 && (x.hi << (128 - n)) != 0);
        r.lo = n == 64 ? x.hi : x.hi >> (n - 64);
        r.hi = 0;
    } else {
        sticky = (x.lo << (64 - n)) != 0;
        r.lo = (x.lo >> n) | (x.hi << (64 - n));
        r.hi = x.hi >> n;
    }
    r.lo |= (uint64_t)sticky;
    return r;
}

static sf_u128 sf_add128(sf_u128 a, sf_u128 b)
{
    sf_u128 r;
    r.lo = a.lo + b.lo;
    r.hi = a.hi + b.hi + (r.lo < a.lo);
    return r;
}

static sf_u128 sf_sub128(sf_u128 a, sf_u128 b)
{
    sf_u128 r;
    r.lo = a.lo - b.lo;
    r.hi = a.hi - b.hi - (a.lo < b.lo);
    return r;
}

static int sf_lt128(sf_u128 a, sf_u128 b)
{
    return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

static sf_u128 sf_mul64(uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32;
    uint64_t b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    sf_u128 r;
    r.lo = (mid << 32) | (p00 & 0xffffffffu);
    r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return r;
}

/* Exact-with-sticky sum of two nonzero values x*2^ex + y*2^ey (128-bit
   significands, top bit at most 125), rounded. */
static uint64_t sf_sum(sf_fmt f, int xs, int32_t ex, sf_u128 x, int ys,
                       int32_t ey, sf_u128 y, sf_rnd rm, unsigned flags)
{
    sf_u128 r;
    int sign;
    if (ex < ey) {
        sf_u128 t = x;
        int32_t te = ex;
        int ts = xs;
        x = y; y = t;
        ex = ey; ey = te;
        xs = ys; ys = ts;
    }
    y = sf_shr128_jam(y, ex - ey > 200 ? 200 : (int)(ex - ey));
    if (xs == ys) {
        r = sf_add128(x, y);
        sign = xs;
    } else if (sf_lt128(x, y)) {
        r = sf_sub128(y, x);
        sign = ys;
    } else {
        r = sf_sub128(x, y);
        sign = xs;
    }
    if (!r.hi && !r.lo)
        return sf_zero(f, rm == SF_RM);
    return sf_round_pack128(f, sign, ex, r, 0, rm, flags);
}

static uint64_t sf_addsub(sf_fmt f, uint64_t a, uint64_t b, int negb,
                          sf_rnd rm, unsigned flags)
{
    sf_val x = sf_unpack(f, a, flags), y = sf_unpack(f, b, flags);
    sf_u128 X, Y;
    y.sign ^= negb;
    if (x.cls == SF_C_NAN || y.cls == SF_C_NAN)
        return f == SF_F64 ? pv_f64_nan_arith(a, b) : sf_nan_result(f, 2, a, b, 0);
    if (x.cls == SF_C_INF || y.cls == SF_C_INF) {
        if (x.cls == SF_C_INF && y.cls == SF_C_INF && x.sign != y.sign)
            return sf_descs[f].qnan;
        return sf_inf(f, x.cls == SF_C_INF ? x.sign : y.sign);
    }
    if (x.cls == SF_C_ZERO && y.cls == SF_C_ZERO)
        return sf_zero(f, rm == SF_RM ? (x.sign | y.sign)
                                      : (x.sign & y.sign));
    if (x.cls == SF_C_ZERO)
        return sf_round_pack(f, y.sign, y.exp2, y.sig, 0, rm, flags);
    if (y.cls == SF_C_ZERO)
        return sf_round_pack(f, x.sign, x.exp2, x.sig, 0, rm, flags);
    X.hi = x.sig >> 2; X.lo = x.sig << 62;
    Y.hi = y.sig >> 2; Y.lo = y.sig << 62;
    return sf_sum(f, x.sign, x.exp2 - 62, X, y.sign, y.exp2 - 62, Y, rm,
                  flags);
}

PTXVM_INTERNAL uint64_t sf_add(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags)
{
    return sf_saturate(f, sf_addsub(f, a, b, 0, rm, flags), flags);
}

PTXVM_INTERNAL uint64_t sf_sub(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags)
{
    return sf_saturate(f, sf_addsub(f, a, b, 1, rm, flags), flags);
}

PTXVM_INTERNAL uint64_t sf_mul(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags)
{
    sf_val x = sf_unpack(f, a, flags), y = sf_unpack(f, b, flags);
    int sign = x.sign ^ y.sign;
    uint64_t r;
    if (x.cls == SF_C_NAN || y.cls == SF_C_NAN)
        r = f == SF_F64 ? pv_f64_nan_arith(a, b) : sf_nan_result(f, 2, a, b, 0);
    else if ((x.cls == SF_C_INF && y.cls == SF_C_ZERO) ||
             (x.cls == SF_C_ZERO && y.cls == SF_C_INF))
        r = sf_descs[f].qnan;
    else if (x.cls == SF_C_INF || y.cls == SF_C_INF)
        r = sf_inf(f, sign);
    else if (x.cls == SF_C_ZERO || y.cls == SF_C_ZERO)
        r = sf_zero(f, sign);
    else
        r = sf_round_pack128(f, sign, x.exp2 + y.exp2, sf_mul64(x.sig, y.sig),
                             0, rm, flags);
    return sf_saturate(f, r, flags);
}

static uint64_t sf_fma_core(sf_fmt f, uint64_t a, uint64_t b, uint64_t c,
                            sf_rnd rm, unsigned flags)
{
    sf_val x = sf_unpack(f, a, flags), y = sf_unpack(f, b, flags);
    sf_val z = sf_unpack(f, c, flags);
    int ps = x.sign ^ y.sign;
    sf_u128 P, Z;
    if (x.cls == SF_C_NAN || y.cls == SF_C_NAN || z.cls == SF_C_NAN)
        return sf_nan_result(f, 3, a, b, c);
    if ((x.cls == SF_C_INF && y.cls == SF_C_ZERO) ||
        (x.cls == SF_C_ZERO && y.cls == SF_C_INF))
        return sf_descs[f].qnan;
    if (x.cls == SF_C_INF || y.cls == SF_C_INF) {
        if (z.cls == SF_C_INF && z.sign != ps)
            return sf_descs[f].qnan;
        return sf_inf(f, ps);
    }
    if (z.cls == SF_C_INF)
        return sf_inf(f, z.sign);
    if (x.cls == SF_C_ZERO || y.cls == SF_C_ZERO) {
        if (z.cls == SF_C_ZERO)
            return sf_zero(f, rm == SF_RM ? (ps | z.sign) : (ps & z.sign));
        return sf_round_pack(f, z.sign, z.exp2, z.sig, 0, rm, flags);
    }
    P = sf_shr128_jam(sf_mul64(x.sig, y.sig), 2);
    if (z.cls == SF_C_ZERO)
        return sf_round_pack128(f, ps, x.exp2 + y.exp2 + 2, P, 0, rm, flags);
    Z.hi = z.sig >> 2; Z.lo = z.sig << 62;
    return sf_sum(f, ps, x.exp2 + y.exp2 + 2, P, z.sign, z.exp2 - 62, Z, rm,
                  flags);
}

PTXVM_INTERNAL uint64_t sf_fma(sf_fmt f, uint64_t a, uint64_t b, uint64_t c,
                               sf_rnd rm, unsigned flags)
{
    return sf_saturate(f, sf_fma_core(f, a, b, c, rm, flags), flags);
}

PTXVM_INTERNAL uint64_t sf_div(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags)
{
    sf_val x = sf_unpack(f, a, flags), y = sf_unpack(f, b, flags);
    int sign = x.sign ^ y.sign, i;
    uint64_t r, A, B, q;
    if (x.cls == SF_C_NAN || y.cls == SF_C_NAN)
        r = sf_nan_result(f, 2, a, b, 0);
    else if ((x.cls == SF_C_INF && y.cls == SF_C_INF) ||
             (x.cls == SF_C_ZERO && y.cls == SF_C_ZERO))
        r = sf_descs[f].qnan;
    else if (x.cls == SF_C_INF || y.cls == SF_C_ZERO)
        r = sf_inf(f, sign);
    else if (x.cls == SF_C_ZERO || y.cls == SF_C_INF)
        r = sf_zero(f, sign);
    else {
        /* significands have at most 53 bits: long division of
           A * 2^62 by B, A and B in [2^52, 2^53) */
        A = x.sig >> 11;
        B = y.sig >> 11;
        q = 0;
        if (A >= B) {
            A -= B;
            q = 1;
        }
        for (i = 0; i < 62; i++) {
            A <<= 1;
            q <<= 1;
            if (A >= B) {
                A -= B;
                q |= 1;
            }
        }
        r = sf_round_pack(f, sign, x.exp2 - y.exp2 - 62, q, A != 0, rm,
                          flags);
    }
    return sf_saturate(f, r, flags);
}

PTXVM_INTERNAL uint64_t sf_rcp(sf_fmt f, uint64_t a, sf_rnd rm,
                               unsigned flags)
{
    const sf_desc *d = &sf_descs[f];
    uint64_t one = (uint64_t)((1 << (d->ebits - 1)) - 1) << d->mbits;
    return sf_div(f, one, a, rm, flags);
}

PTXVM_INTERNAL uint64_t sf_sqrt(sf_fmt f, uint64_t a, sf_rnd rm,
                                unsigned flags)
{
    sf_val x = sf_unpack(f, a, flags);
    uint64_t r, m, q, rem, t;
    int32_t e2;
    int i, k;
    sf_u128 R;
    if (x.cls == SF_C_NAN)
        r = sf_nan_result(f, 1, a, 0, 0);
    else if (x.cls == SF_C_ZERO)
        r = sf_zero(f, x.sign);
    else if (x.sign)
        r = sf_descs[f].qnan;
    else if (x.cls == SF_C_INF)
        r = sf_inf(f, 0);
    else {
        m = x.sig >> 11;               /* value = m * 2^e2, m < 2^53 */
        e2 = x.exp2 + 11;
        if ((uint32_t)e2 & 1u) {
            m <<= 1;
            e2 -= 1;
        }
        /* R = m << 68, below 2^122: 61 pairs of bits */
        R.hi = m << 4;
        R.lo = 0;
        q = 0;
        rem = 0;
        for (i = 0; i < 61; i++) {
            k = 120 - 2 * i;           /* low bit of this pair */
            rem = (rem << 2) |
                  ((k >= 64 ? R.hi >> (k - 64) : R.lo >> k) & 3);
            t = (q << 2) | 1;
            if (rem >= t) {
                rem -= t;
                q = (q << 1) | 1;
            } else {
                q <<= 1;
            }
        }
        r = sf_round_pack(f, 0, (e2 - 68) / 2, q, rem != 0, rm, flags);
    }
    return sf_saturate(f, r, flags);
}

/* ---- min / max ----------------------------------------------------------- */

/* Order key for non-NaN bit patterns: -0 sorts below +0. */
static uint64_t sf_key(sf_fmt f, uint64_t a)
{
    uint64_t sb = sf_signbit(f);
    return (a & sb) ? ((sb << 1) - 1) - a : a + sb;
}

static uint64_t sf_minmax(sf_fmt f, uint64_t a, uint64_t b, int want_max,
                          unsigned flags)
{
    uint64_t sb = sf_signbit(f), r;
    int xs = 0, an, bn;
    a = sf_flush(f, a, flags);
    b = sf_flush(f, b, flags);
    if (flags & SF_XORSIGN) {
        xs = ((a ^ b) & sb) != 0;
        a &= ~sb;
        b &= ~sb;
    }
    an = sf_class(f, a) == SF_C_NAN;
    bn = sf_class(f, b) == SF_C_NAN;
    if (an && bn && f == SF_F64)
        return pv_f64_nan_arith(a, b);   /* f64nan.h */
    if ((an && bn) || ((flags & SF_NANPROP) && (an || bn)))
        return sf_descs[f].qnan;
    if (an)
        r = b;
    else if (bn)
        r = a;
    else if (want_max)
        r = sf_key(f, a) > sf_key(f, b) ? a : b;
    else
        r = sf_key(f, a) < sf_key(f, b) ? a : b;
    if (flags & SF_XORSIGN)
        r = (r & ~sb) | (xs ? sb : 0);
    return r;
}

PTXVM_INTERNAL uint64_t sf_min(sf_fmt f, uint64_t a, uint64_t b,
                               unsigned flags)
{
    return sf_minmax(f, a, b, 0, flags);
}

PTXVM_INTERNAL uint64_t sf_max(sf_fmt f, uint64_t a, uint64_t b,
                               unsigned flags)
{
    return sf_minmax(f, a, b, 1, flags);
}

/* ---- sign, class, compare ------------------------------------------------ */

/* f32 NaNs come out canonical (f32nan.h), the other formats' as they are */
PTXVM_INTERNAL uint64_t sf_abs(sf_fmt f, uint64_t a, unsigned flags)
{
    uint64_t r = sf_flush(f, a, flags) & ~sf_signbit(f);
    return f == SF_F32 ? pv_f32_signop((uint32_t)r) : r;
}

PTXVM_INTERNAL uint64_t sf_neg(sf_fmt f, uint64_t a, unsigned flags)
{
    uint64_t r = sf_flush(f, a, flags) ^ sf_signbit(f);
    return f == SF_F32 ? pv_f32_signop((uint32_t)r) : r;
}

PTXVM_INTERNAL uint64_t sf_copysign(sf_fmt f, uint64_t a, uint64_t b)
{
    uint64_t sb = sf_signbit(f);
    return (b & ~sb) | (a & sb);
}

PTXVM_INTERNAL int sf_isnan(sf_fmt f, uint64_t a)
{
    return sf_class(f, a) == SF_C_NAN;
}

PTXVM_INTERNAL int sf_testp(sf_fmt f, uint64_t a, sf_testp_op op)
{
    int c = sf_class(f, a);
    switch (op) {
    case SF_TP_FINITE: return c == SF_C_ZERO || c == SF_C_NUM;
    case SF_TP_INFINITE: return c == SF_C_INF;
    case SF_TP_NUMBER: return c != SF_C_NAN;
    case SF_TP_NOTANUMBER: return c == SF_C_NAN;
    case SF_TP_NORMAL:
        return c == SF_C_ZERO || (c == SF_C_NUM && !sf_is_subnormal(f, a));
    case SF_TP_SUBNORMAL: return sf_is_subnormal(f, a);
    }
    return 0;
}

PTXVM_INTERNAL int sf_setp(sf_fmt f, uint64_t a, uint64_t b, sf_cmp op,
                           unsigned flags)
{
    int un, lt, eq;
    uint64_t ka, kb;
    a = sf_flush(f, a, flags);
    b = sf_flush(f, b, flags);
    un = sf_class(f, a) == SF_C_NAN || sf_class(f, b) == SF_C_NAN;
    if (op == SF_NUM)
        return !un;
    if (op == SF_NAN)
        return un;
    if (un)
        return op >= SF_EQU;
    if (sf_class(f, a) == SF_C_ZERO)
        a = 0;
    if (sf_class(f, b) == SF_C_ZERO)
        b = 0;
    ka = sf_key(f, a);
    kb = sf_key(f, b);
    lt = ka < kb;
    eq = ka == kb;
    switch (op) {
    case SF_EQ: case SF_EQU: return eq;
    case SF_NE: case SF_NEU: return !eq;
    case SF_LT: case SF_LTU: return lt;
    case SF_LE: case SF_LEU: return lt || eq;
    case SF_GT: case SF_GTU: return !lt && !eq;
    case SF_GE: case SF_GEU: return !lt;
    default: return 0;
    }
}

/* ---- conversions --------------------------------------------------------- */

static unsigned sf_ftz_if(sf_fmt f, unsigned flags)
{
    return f == SF_F32 ? (flags & SF_FTZ) : 0;
}

PTXVM_INTERNAL uint64_t sf_cvt_ff(sf_fmt dst, sf_fmt src, uint64_t a,
                                  sf_rnd rm, unsigned flags)
{
    sf_fmt s = src == SF_TF32 ? SF_F32 : src;
    sf_val v = sf_unpack(s, a, sf_ftz_if(s, flags));
    unsigned of = sf_ftz_if(dst, flags) | (flags & SF_SATFINITE);
    uint64_t r;
    if (v.cls == SF_C_NAN && (flags & SF_SAT))
        return 0;                 /* .sat: NaN becomes +0 (cvt.sat.f32.f32) */
    if (v.cls == SF_C_NAN && dst == SF_F64 && s == SF_F32)   /* f32nan.h */
        return (flags & SF_FTZ) ? PV_F32_WIDE_CANON_NAN : pv_f32_nan_widen((uint32_t)a);
    if (v.cls == SF_C_NAN && dst == SF_F32 && s == SF_BF16)  /* a shift */
        return (a & 0xffffu) << 16;
    if (v.cls == SF_C_NAN)
        return dst == SF_TF32 ? 0x7fffffffu : sf_descs[dst].qnan;
    if ((flags & SF_RELU) && v.sign) {
        v.cls = SF_C_ZERO;
        v.sign = 0;
    }
    if (v.cls == SF_C_ZERO) {
        r = sf_zero(dst, v.sign);
    } else if (v.cls == SF_C_INF) {
        if (dst == SF_E4M3)
            r = (flags & SF_SATFINITE) ? sf_zero(dst, v.sign) | 0x7e : 0x7f;
        else if (flags & SF_SATFINITE)
            r = sf_maxfin(dst, v.sign);
        else
            r = sf_inf(dst, v.sign);
    } else {
        r = sf_round_pack(dst, v.sign, v.exp2, v.sig, 0, rm, of);
        if (dst == SF_E4M3 && (r & 0x7f) >= 0x7f)
            r = (flags & SF_SATFINITE) ? (r & 0x80) | 0x7e : 0x7f;
    }
    if (dst == SF_TF32) {
        /* sign at bit 18 in the packed 1.8.10 form; move to f32 layout */
        r <<= 13;
        return sf_saturate(SF_F32, r, flags);
    }
    return sf_saturate(dst, r, flags);
}

/* Round a finite value to an integer magnitude; *ovf when >= 2^64. */
static uint64_t sf_to_intmag(sf_val v, sf_rnd rm, int *ovf)
{
    uint64_t m, rem;
    int s, guard, rest, inc;
    *ovf = 0;
    if (v.cls == SF_C_ZERO)
        return 0;
    if (v.exp2 >= 1) {
        *ovf = 1;
        return 0;
    }
    if (v.exp2 == 0)
        return v.sig;
    s = v.exp2 < -100 ? 100 : -v.exp2;
    if (s > 64) {
        m = 0; guard = 0; rest = 1;
    } else if (s == 64) {
        m = 0;
        guard = (int)(v.sig >> 63);
        rest = (v.sig << 1) != 0;
    } else {
        m = v.sig >> s;
        rem = v.sig << (64 - s);
        guard = (int)(rem >> 63);
        rest = (rem << 1) != 0;
    }
    switch (rm) {
    case SF_RN: inc = guard && (rest || (m & 1)); break;
    case SF_RNA: inc = guard; break;
    case SF_RM: inc = v.sign && (guard || rest); break;
    case SF_RP: inc = !v.sign && (guard || rest); break;
    default: inc = 0; break;
    }
    return m + (uint64_t)inc;
}

PTXVM_INTERNAL uint64_t sf_cvt_fi(int is_signed, int bits, sf_fmt src,
                                  uint64_t a, sf_rnd rm, unsigned flags)
{
    sf_fmt s = src == SF_TF32 ? SF_F32 : src;
    sf_val v = sf_unpack(s, a, sf_ftz_if(s, flags));
    uint64_t mag, umax, lim;
    int ovf = 0;
    if (v.cls == SF_C_NAN && s == SF_F32 && is_signed && bits == 64)
        return (uint64_t)1 << 63;         /* f32nan.h */
    if (v.cls == SF_C_NAN)   /* f64 to 32/64 bits: the GPU's 1 << (bits - 1) */
        return s == SF_F64 && bits >= 32 ? (uint64_t)1 << (bits - 1) : 0;
    if (v.cls == SF_C_INF)
        ovf = 1;
    mag = ovf ? 0 : sf_to_intmag(v, rm, &ovf);
    umax = bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
    if (!is_signed) {
        if (v.sign)
            return 0;
        return (ovf || mag > umax) ? umax : mag;
    }
    lim = (uint64_t)1 << (bits - 1);      /* |min|; max is lim - 1 */
    if (v.sign) {
        if (ovf || mag > lim)
            mag = lim;
        return (uint64_t)0 - mag;
    }
    return (ovf || mag > lim - 1) ? lim - 1 : mag;
}

PTXVM_INTERNAL uint64_t sf_cvt_if(sf_fmt dst, uint64_t v, int is_signed,
                                  sf_rnd rm, unsigned flags)
{
    int sign = is_signed && (v >> 63);
    uint64_t mag = sign ? (uint64_t)0 - v : v, r;
    sf_fmt d = dst == SF_TF32 ? SF_F32 : dst;
    if (!mag)
        return 0;
    r = sf_round_pack(d, sign, 0, mag, 0, rm,
                      sf_ftz_if(d, flags) | (flags & SF_SATFINITE));
    if (d == SF_E4M3 && (r & 0x7f) >= 0x7f)
        r = (flags & SF_SATFINITE) ? (r & 0x80) | 0x7e : 0x7f;
    return sf_saturate(d, r, flags);
}

PTXVM_INTERNAL uint64_t sf_round_int(sf_fmt f, uint64_t a, sf_rnd rm,
                                     unsigned flags)
{
    sf_val v = sf_unpack(f, a, flags);
    uint64_t r, mag;
    int ovf;
    if (v.cls == SF_C_NAN)
        return sf_saturate(f, sf_nan_result(f, 1, a, 0, 0), flags);
    if (v.cls != SF_C_NUM || v.exp2 >= 0) {
        r = sf_flush(f, a, flags);
    } else {
        mag = sf_to_intmag(v, rm, &ovf);
        r = mag ? sf_round_pack(f, v.sign, 0, mag, 0, SF_RN, flags)
                : sf_zero(f, v.sign);
    }
    return sf_saturate(f, r, flags);
}
