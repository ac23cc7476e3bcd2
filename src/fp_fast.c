/* Whole-warp floating point on host arithmetic (see fp_fast.h).

   Why the host gives the soft-float path's bits: IEEE 754 add, sub, mul,
   fma, div and sqrt, and conversions between binary32/binary64 and
   integers, are correctly rounded on the host as in softfp, so round-to-
   nearest results agree wherever no flush, saturation or NaN rule of the
   GPU applies. Those rules concern results whose exponent field is 0 (zero
   or subnormal), 1 (possibly rounded up from a tiny value: tininess is
   judged after rounding) or all ones (infinity, NaN): such lanes are
   recomputed by fp_arith / fp_convert. The .approx functions are defined
   in fpops.c as double-precision steps (sqrt, a reciprocal, the C
   library's sin, cos, log2, exp2, tanh) with one final rounding, sin, cos
   and lg2 with the hardware's rules of fp_mufu.c; the same steps are
   done here on the host. This needs the host to round to
   nearest and evaluate float in float (FLT_EVAL_METHOD 0), which is what
   the compiler checks before it lets a kernel use the native forms
   (compile_floatfam.c) and what these entries assume too. */
#include "fpops.h"
#include "bitcast.h"
#include "warpfma.h"
#include "bytecode.h"
#include "fp_avx2.h"
#include "fp_avx512.h"
#include <float.h>
#include <math.h>

/* Without IEEE single/double evaluation (x87 excess precision) every form
   takes the soft-float path. */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0
#define FF_HOST 1
#else
#define FF_HOST 0
#endif

#define FF_ALL 0xffffffffu

/* An f32 result the soft path must redo: exponent field 0 (but an exact
   zero, which both sides give with the same sign), 1 or 255. */
static uint32_t ff_odd(uint32_t t)
{
    return (((((t >> 23) & 0xffu) + 1u) & 0xffu) <= 2u) & ((t & 0x7fffffffu) != 0);
}

/* The lanes of a column that ff_odd marks. */
static uint32_t ff_odd_warp(const uint32_t *t, int avx2)
{
    uint32_t l, slow = 0;
#if FA_AVX2
    if (avx2)
        return fa_odd32(t);
#endif
    (void)avx2;
    for (l = 0; l < PV_LANES; l++)
        slow |= ff_odd(t[l]) << l;
    return slow;
}

/* An f64 value with exponent field 0 or 0x7ff (zero, subnormal, inf,
   NaN). */
static uint32_t fd_odd(uint64_t t)
{
    uint64_t e = (t >> 52) & 0x7ffu;
    return e == 0 || e == 0x7ffu;
}

static void ff_store32(uint32_t *d, const uint32_t *t, uint32_t m)
{
    uint32_t l;
    if (m == FF_ALL) {
        memcpy(d, t, PV_LANES * sizeof *t);
        return;
    }
    for (l = 0; l < PV_LANES; l++)
        if ((m >> l) & 1u)
            d[l] = t[l];
}

static void ff_store64(uint64_t *d, const uint64_t *t, uint32_t m)
{
    uint32_t l;
    if (m == FF_ALL) {
        memcpy(d, t, PV_LANES * sizeof *t);
        return;
    }
    for (l = 0; l < PV_LANES; l++)
        if ((m >> l) & 1u)
            d[l] = t[l];
}

/* ---- f32 arithmetic ----------------------------------------------------- */

#define AUX_KIND(aux) ((aux) & 63u)
#define AUX_FMT(aux) (((aux) >> 6) & 7u)
#define AUX_RND(aux) (((aux) >> 9) & 7u)
#define AUX_FL(aux) (((aux) >> 12) & 0xffu)
#define AUX_SHAPE (FP_AUX_X2 | FP_AUX_RELU | FP_AUX_ABSIN)

PTXVM_INTERNAL int fp_arith32_fast(uint32_t aux)
{
    unsigned fl = AUX_FL(aux);
    unsigned rnd = AUX_RND(aux);
    if (!FF_HOST || AUX_FMT(aux) != SF_F32 || (aux & AUX_SHAPE))
        return 0;
    if (rnd == SF_RZ || rnd == SF_RM || rnd == SF_RP)   /* see ff_directed */
        switch (AUX_KIND(aux)) {
        case FK_ADD: case FK_SUB: case FK_MUL: case FK_FMA:
            return !(fl & ~(SF_FTZ | SF_SAT));
        default:
            return 0;
        }
    if (rnd != SF_RN)
        return 0;
    switch (AUX_KIND(aux)) {
    case FK_ADD: case FK_SUB: case FK_MUL: case FK_FMA:
    case FK_DIV: case FK_SQRT: case FK_RCP:
        return !(fl & ~(SF_FTZ | SF_SAT));
    case FK_RCP_APPROX: case FK_SQRT_APPROX: case FK_RSQRT_APPROX:
    case FK_DIV_APPROX: case FK_DIV_FULL: case FK_SIN: case FK_COS:
    case FK_LG2: case FK_EX2: case FK_TANH:
        return !(fl & ~SF_FTZ);
    case FK_MIN: case FK_MAX: case FK_MIN3: case FK_MAX3:
        return !(fl & ~(SF_FTZ | SF_NANPROP));   /* NaN lanes are redone */
    default:
        return 0;
    }
}

/* An order on f32 bit patterns other than NaNs that puts -0 below +0,
   as min and max do (softfp's sf_key). */
static uint32_t ff_key(uint32_t x)
{
    return (x >> 31) ? ~x : (x | 0x80000000u);
}

static uint32_t ff_isnan(uint32_t x)
{
    return (x & 0x7fffffffu) > 0x7f800000u;
}

/* min, max and their three-operand forms; a lane with a NaN operand is
   left to the soft path. */
static uint32_t ff_minmax(uint32_t kind, uint32_t *t, const uint32_t *x,
                          const uint32_t *y, const uint32_t *z)
{
    uint32_t slow = 0, l;
    int mx = kind == FK_MAX || kind == FK_MAX3, three = kind == FK_MIN3 || kind == FK_MAX3;
    for (l = 0; l < PV_LANES; l++) {
        uint32_t r = (ff_key(x[l]) < ff_key(y[l])) != mx ? x[l] : y[l];
        if (ff_key(x[l]) == ff_key(y[l]))
            r = y[l];
        if (three)
            r = ((ff_key(r) < ff_key(z[l])) != mx || ff_key(r) == ff_key(z[l])) ? r : z[l];
        t[l] = r;
        slow |= (ff_isnan(x[l]) | ff_isnan(y[l]) | (three ? ff_isnan(z[l]) : 0u)) << l;
    }
    return slow;
}

/* An exponent field of 0, 1, 254 or 255: zero, subnormal, at the edge of
   the subnormals, near overflow, infinite or NaN. */
static uint32_t ff_edge(uint32_t t)
{
    return ((((t >> 23) & 0xffu) + 2u) & 0xffu) <= 3u;
}

/* add, sub, mul, fma rounded toward zero, -inf or +inf, for operands
   already flushed; returns the lanes the soft path must redo.

   Why this is exact. Widened to double, the product of two floats is
   exact (24 + 24 bits), so the exact result is v = p + q with p, q
   doubles; TwoSum gives s = fl(p + q) and its error e with v = s + e
   exactly (no double overflow or underflow can occur from float-range
   operands; a contracted a * b + q is the same fl(p + q) since p is
   exact). r = (float)s is s rounded to nearest. If r's exponent field is
   2..253 then s lies within half a float ulp of r (half the smaller
   gap when r is a power of two), so r / 2 <= s <= 2 r and s - r is exact
   (Sterbenz); |e| is at most half a double ulp of s, far below the float
   gaps, so v lies strictly between r's two float neighbours. Hence
   v - r = (s - r) + e, whose sign the rounded sum keeps (zero only when
   it is zero), says everything: v == r gives r; v > r makes r the floor
   and its upper neighbour the ceiling; v < r the other way round. The
   neighbour is one step of the bit pattern (magnitude +1 or -1, never
   leaving the sign), and the result's exponent is checked again. Zero,
   tiny, huge and non-finite results (where signs of zero, flushing and
   overflow to the largest finite value apply) have r's exponent field
   0, 1, 254 or 255 and go to the soft path. */
static uint32_t ff_directed(uint32_t kind, unsigned rnd, uint32_t *t,
                            const uint32_t *x, const uint32_t *y,
                            const uint32_t *z)
{
    uint32_t slow = 0, l;
    for (l = 0; l < PV_LANES; l++) {
        double a = pv_f32(x[l]), b = pv_f32(y[l]), p, q, s, bb, e, dv;
        uint32_t r, neg, up, dn, step;
        if (kind == FK_MUL) {
            p = a * b;
            q = 0.0;
        } else if (kind == FK_FMA) {
            p = a * b;
            q = pv_f32(z[l]);
        } else {
            p = a;
            q = kind == FK_SUB ? -b : b;
        }
        s = p + q;
        bb = s - p;
        e = (p - (s - bb)) + (q - bb);
        r = pv_u32((float)s);
        dv = (s - (double)pv_f32(r)) + e;
        up = dv > 0.0;                  /* exact result above r */
        dn = dv < 0.0;
        neg = r >> 31;
        /* +1 moves the magnitude away from zero, -1 toward it */
        if (rnd == SF_RP)
            step = neg ? 0u - up : up;
        else if (rnd == SF_RM)
            step = neg ? dn : 0u - dn;
        else
            step = 0u - (neg ? up : dn);
        slow |= (ff_edge(r) | ff_edge(r + step)) << l;
        t[l] = r + step;
    }
    return slow;
}

/* sin/cos (fp_mufu.c) for 2^-22 <= |x| < 2^8: the angle in turns t is
   x * f32(1/2pi) toward zero, k its 25 fraction bits; below one turn the
   function of x rounded once, from there that of 2 pi k / 2^25. Lanes
   where t falls on a quarter turn, and other operands, are marked for
   fp_mufu.c itself. Below 6.25 (t < 1) only three operands do: the
   floats just above pi/2, pi and 3pi/2 (an exhaustive search). */
static inline uint32_t ff_sincos(int cosine, uint32_t x, uint32_t *slow, uint32_t l)
{
    uint32_t ax = x & 0x7fffffffu, k;
    double v = pv_f32(x), p, r;
    float tf;
    if (ax >= 0x34800000u && ax < 0x40c80000u && ax != 0x3fc90fdcu &&
        ax != 0x40490fdcu && ax != 0x4096cbe5u)
        return pv_u32((float)(cosine ? cos(v) : sin(v)));
    if (ax < 0x40c80000u || ax >= 0x43800000u) {
        *slow |= 1u << l;
        return 0;
    }
    p = fabs(v) * (double)pv_f32(0x3e22f983u);     /* exact */
    tf = (float)p;
    if ((double)tf > p)
        tf = pv_f32(pv_u32(tf) - 1u);              /* toward zero */
    k = (uint32_t)((double)tf * 33554432.0) & 0x1ffffffu;   /* tf < 2^6 */
    if (!(k & 0x7fffffu)) {
        *slow |= 1u << l;
        return 0;
    }
    if (tf < 1.0f)
        return pv_u32((float)(cosine ? cos(v) : sin(v)));
    p = (double)k * (6.283185307179586 / 33554432.0);
    r = cosine ? cos(p) : sin(p);
    return pv_u32((float)(!cosine && (x >> 31) ? -r : r));
}

/* lg2 (fp_mufu.c) of a positive normal operand: rounded once in
   [1/2, 2], else on the 2^-23 grid, negatives a unit nearer zero, then
   toward zero to f32; other operands are marked for fp_mufu.c. */
static inline uint32_t ff_lg2(uint32_t x, uint32_t *slow, uint32_t l)
{
    double y, w;
    float f;
    if (x - 0x3f000001u < 0x00ffffffu)              /* (1/2, 2): |y| < 1 */
        return pv_u32((float)log2((double)pv_f32(x)));
    if (x - 0x00800000u >= 0x7f000000u) {           /* not positive normal */
        *slow |= 1u << l;
        return 0;
    }
    y = log2((double)pv_f32(x));
    w = floor(y * 8388608.0 + 0.5);
    if (w < 0)
        w += 1.0;
    w *= 1.0 / 8388608.0;
    f = (float)w;
    if (fabs((double)f) > fabs(w))
        f = pv_f32(pv_u32(f) - 1u);
    return pv_u32(f);
}

/* The .approx functions through double: the operand widened, the C
   library function (or sqrt and a reciprocal), one rounding to f32;
   sin, cos and lg2 by fp_mufu.c's rules (lanes outside the host forms
   are added to *slow). */
static void ff_approx(uint32_t kind, uint32_t *t, const uint32_t *x, uint32_t *slow,
                      int avx2)
{
    uint32_t l, lib = FF_ALL;   /* the lanes left to the loops below */
#if FZ_AVX512
    if (avx2 && kind == FK_EX2 && fz_avx512())
        lib = fz_ex2_32(t, x);
    else
#endif
#if FA_AVX2
    if (avx2 && kind == FK_EX2)
        lib = fa_ex2_32(t, x);
    else if (avx2 && (kind == FK_SIN || kind == FK_COS))
        lib = fa_sincos32(kind == FK_COS, t, x);
#endif
    (void)avx2;
    switch (kind) {
    case FK_RSQRT_APPROX:
        for (l = 0; l < PV_LANES; l++)
            t[l] = pv_u32((float)(1.0 / sqrt((double)pv_f32(x[l]))));
        break;
    case FK_SIN: case FK_COS:
        for (l = 0; l < PV_LANES; l++)
            if ((lib >> l) & 1u)
                t[l] = ff_sincos(kind == FK_COS, x[l], slow, l);
        break;
    case FK_LG2:
        for (l = 0; l < PV_LANES; l++)
            t[l] = ff_lg2(x[l], slow, l);
        break;
    case FK_EX2:
        for (l = 0; l < PV_LANES; l++)
            if ((lib >> l) & 1u)
                t[l] = pv_u32((float)exp2((double)pv_f32(x[l])));
        break;
    default: /* FK_TANH */
        for (l = 0; l < PV_LANES; l++)
            t[l] = pv_u32((float)tanh((double)pv_f32(x[l])));
        break;
    }
}

#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT)
typedef uint32_t ff_u32x4 __attribute__((vector_size(16)));
#  define FF_VECTOR_EXT 1
#else
#  define FF_VECTOR_EXT 0
#endif

/* Whether every lane of column a holds lane 0's word: the second lane
   first (a column that differs mostly differs there), then one pass over
   the warp with no exit inside, four lanes a step where the compiler has
   vectors (it left the plain loop scalar at -O2: about 50 host
   instructions a warp against 15). */
static int ff_same32(const uint32_t *a)
{
    uint32_t l, dv = 0;
    if (a[1] != a[0])
        return 0;
#if FF_VECTOR_EXT
    {
        /* written out: the compiler does not unroll the loop at -O2 */
        ff_u32x4 x[8], acc;
        const ff_u32x4 v0 = {a[0], a[0], a[0], a[0]};
        (void)l;
        memcpy(x, a, sizeof x);
        acc = ((x[0] ^ v0) | (x[1] ^ v0)) | ((x[2] ^ v0) | (x[3] ^ v0)) |
              ((x[4] ^ v0) | (x[5] ^ v0)) | ((x[6] ^ v0) | (x[7] ^ v0));
        dv = (acc[0] | acc[1]) | (acc[2] | acc[3]);
    }
#else
    for (l = 0; l < PV_LANES; l++)
        dv |= a[l] ^ a[0];
#endif
    return dv == 0;
}

/* d = t in every lane, four lanes a store where there are vectors */
static void ff_fill32(uint32_t *d, uint32_t t)
{
    uint32_t l;
#if FF_VECTOR_EXT
    const ff_u32x4 v = {t, t, t, t}, x[8] = {v, v, v, v, v, v, v, v};
    (void)l;
    memcpy(d, x, sizeof x);
#else
    for (l = 0; l < PV_LANES; l++)
        d[l] = t;
#endif
}

/* A full warp's rcp, div or sqrt (round to nearest) whose operands are
   the same in every lane (a reciprocal of a kernel parameter): one
   division, the rare odd result redone by the soft path as the warp path
   does, broadcast. 1 when done, 0 for the warp path (operands that
   differ). */
static int ff_uniform32(uint32_t aux, uint32_t *d, const uint32_t *a, const uint32_t *b,
                       const uint32_t *c)
{
    uint32_t kind = AUX_KIND(aux), x, y, t;
    unsigned fl = AUX_FL(aux);
    if ((kind != FK_RCP && kind != FK_DIV && kind != FK_DIV_FULL && kind != FK_SQRT) ||
        AUX_RND(aux) != SF_RN || (fl & SF_SAT))
        return 0;
    if (!ff_same32(a) || ((kind == FK_DIV || kind == FK_DIV_FULL) && !ff_same32(b)))
        return 0;
    x = (fl & SF_FTZ) ? fp_ftz32(a[0]) : a[0];
    y = (fl & SF_FTZ) ? fp_ftz32(b[0]) : b[0];
    if (kind == FK_RCP)
        t = pv_u32(1.0f / pv_f32(x));
    else if (kind == FK_SQRT)
        t = pv_u32(sqrtf(pv_f32(x)));
    else
        t = pv_u32(pv_f32(x) / pv_f32(y));
    if (ff_odd(t))
        t = (uint32_t)fp_arith(aux, a[0], b[0], c[0]);
    ff_fill32(d, t);
    return 1;
}

PTXVM_INTERNAL void fp_arith32_warp(uint32_t aux, uint32_t *d, const uint32_t *a,
                                    const uint32_t *b, const uint32_t *c,
                                    uint32_t m)
{
    uint32_t xf[PV_LANES], yf[PV_LANES], zf[PV_LANES], t[PV_LANES], slow = 0, l;
    const uint32_t *x = a, *y = b, *z = c;
    uint32_t kind = AUX_KIND(aux);
    unsigned fl = AUX_FL(aux);
#if FA_AVX2
    const int avx2 = fa_avx2();
#else
    const int avx2 = 0;
#endif
    if (!fp_arith32_fast(aux)) {
        for (l = 0; l < PV_LANES; l++)
            if ((m >> l) & 1u)
                d[l] = (uint32_t)fp_arith(aux, a[l], b[l], c[l]);
        return;
    }
    if (m == FF_ALL && ff_uniform32(aux, d, a, b, c))
        return;
    /* .ftz: the operands flushed first (the soft path flushes them too) */
    if (fl & SF_FTZ) {
        for (l = 0; l < PV_LANES; l++) {
            xf[l] = fp_ftz32(a[l]);
            yf[l] = fp_ftz32(b[l]);
            zf[l] = fp_ftz32(c[l]);
        }
        x = xf;
        y = yf;
        z = zf;
    }
    if (AUX_RND(aux) != SF_RN) {
#if FZ_AVX512
        if (fz_avx512())
            fz_directed32(kind, AUX_RND(aux), t, x, y, z);
        else
#endif
#if FA_AVX2
        if (avx2)
            slow = fa_directed32(kind, AUX_RND(aux), t, x, y, z);
        else
#endif
            slow = ff_directed(kind, AUX_RND(aux), t, x, y, z);
    } else switch (kind) {
    case FK_ADD:
        for (l = 0; l < PV_LANES; l++)
            t[l] = pv_u32(pv_f32(x[l]) + pv_f32(y[l]));
        break;
    case FK_SUB:
        for (l = 0; l < PV_LANES; l++)
            t[l] = pv_u32(pv_f32(x[l]) - pv_f32(y[l]));
        break;
    case FK_MUL:
        for (l = 0; l < PV_LANES; l++)
            t[l] = pv_u32(pv_f32(x[l]) * pv_f32(y[l]));
        break;
    case FK_FMA: case FK_MIN3: case FK_MAX3:
        if (kind == FK_FMA)
            pv_fma32_warp(t, x, y, z);
        else
            slow = ff_minmax(kind, t, x, y, z);
        break;
    case FK_MIN: case FK_MAX:
#if FA_AVX2
        if (avx2) {
            slow = fa_minmax32(kind == FK_MAX, t, x, y);
            break;
        }
#endif
        slow = ff_minmax(kind, t, x, y, y);
        break;
    case FK_DIV: case FK_DIV_FULL:
#if FA_AVX2
        if (avx2) {
            fa_div32(t, x, y);
            break;
        }
#endif
        for (l = 0; l < PV_LANES; l++)
            t[l] = pv_u32(pv_f32(x[l]) / pv_f32(y[l]));
        break;
    case FK_SQRT: case FK_SQRT_APPROX:
#if FA_AVX2
        if (avx2) {
            fa_sqrt32(t, x);
            break;
        }
#endif
        for (l = 0; l < PV_LANES; l++)
            t[l] = pv_u32(sqrtf(pv_f32(x[l])));
        break;
    case FK_RCP: case FK_RCP_APPROX:
#if FA_AVX2
        if (avx2) {
            fa_rcp32(t, x);
            break;
        }
#endif
        for (l = 0; l < PV_LANES; l++)
            t[l] = pv_u32(1.0f / pv_f32(x[l]));
        break;
    case FK_RSQRT_APPROX:
#if FZ_AVX512
        if (avx2 && fz_avx512()) {
            fz_rsqrt32(t, x);
            break;
        }
#endif
#if FA_AVX2
        if (avx2) {
            fa_rsqrt32(t, x);
            break;
        }
#endif
        ff_approx(kind, t, x, &slow, avx2);
        break;
    case FK_DIV_APPROX:
#if FA_AVX2
        if (avx2) {
            slow = fa_div_approx32(t, x, y);
            break;
        }
#endif
        /* a * (1/b), the reciprocal's subnormals flushed (fpops.c); a
           reciprocal of exponent 1 may be a flushed one in softfp */
        for (l = 0; l < PV_LANES; l++) {
            uint32_t r = pv_u32(1.0f / pv_f32(y[l])), e = (r >> 23) & 0xffu;
            /* a subnormal divisor is scaled first (fpops.c) */
            slow |= (uint32_t)(e == 1u || e == 0xffu ||
                              (!(y[l] & 0x7f800000u) && (y[l] & 0x7fffffu))) << l;
            if (!e)
                r &= 0x80000000u;
            t[l] = pv_u32(pv_f32(x[l]) * pv_f32(r));
        }
        break;
    default:
        ff_approx(kind, t, x, &slow, avx2);
        break;
    }
    slow |= ff_odd_warp(t, avx2);
    if (fl & SF_SAT)        /* clamp to [0, 1]; -0 becomes +0 */
        for (l = 0; l < PV_LANES; l++)
            t[l] = (t[l] >> 31) ? 0u : t[l] > 0x3f800000u ? 0x3f800000u : t[l];
    slow &= m;
    for (l = 0; slow && l < PV_LANES; l++)
        if ((slow >> l) & 1u) {
            t[l] = (uint32_t)fp_arith(aux, a[l], b[l], c[l]);
            slow &= ~(1u << l);
        }
    ff_store32(d, t, m);
}

/* ---- f64 arithmetic ----------------------------------------------------- */

PTXVM_INTERNAL int fp_arith64_fast(uint32_t aux)
{
    if (!FF_HOST || AUX_FMT(aux) != SF_F64 || AUX_RND(aux) != SF_RN || (aux & AUX_SHAPE) ||
        (AUX_FL(aux) & ~SF_FTZ))
        return 0;
    switch (AUX_KIND(aux)) {
    case FK_RCP: case FK_RSQRT_APPROX: case FK_RCP_GROSS: case FK_RSQRT_GROSS:
        return 1;
    default:
        return 0;
    }
}

PTXVM_INTERNAL void fp_arith64_warp(uint32_t aux, uint64_t *d, const uint64_t *a,
                                    const uint64_t *b, const uint64_t *c,
                                    uint32_t m)
{
    uint64_t t[PV_LANES];
    uint32_t slow = 0, l, kind = AUX_KIND(aux);
    if (!fp_arith64_fast(aux)) {
        for (l = 0; l < PV_LANES; l++)
            if ((m >> l) & 1u)
                d[l] = fp_arith(aux, a[l], b[l], c[l]);
        return;
    }
    switch (kind) {
    case FK_RCP:
        for (l = 0; l < PV_LANES; l++) {
            t[l] = pv_u64(1.0 / pv_f64(a[l]));
            slow |= (fd_odd(a[l]) | fd_odd(t[l])) << l;
        }
        break;
    case FK_RSQRT_APPROX:
        for (l = 0; l < PV_LANES; l++) {
            t[l] = pv_u64(1.0 / sqrt(pv_f64(a[l] & 0x7fffffffffffffffull)));
            slow |= (fd_odd(a[l]) | (uint32_t)(a[l] >> 63) | fd_odd(t[l])) << l;
        }
        break;
    default: /* the .approx.ftz.f64 forms on the operand's upper word */
        for (l = 0; l < PV_LANES; l++) {
            uint64_t x = a[l] & 0x7fffffff00000000ull;
            double v = pv_f64(x);
            if (kind == FK_RSQRT_GROSS)
                v = sqrt(v);
            t[l] = pv_u64(1.0 / v);
            slow |= (fd_odd(x) | fd_odd(t[l])) << l;
            t[l] = (t[l] | (a[l] & 0x8000000000000000ull)) & 0xffffffff00000000ull;
            if (kind == FK_RSQRT_GROSS)
                slow |= (uint32_t)(a[l] >> 63) << l;
        }
        break;
    }
    slow &= m;
    for (l = 0; slow && l < PV_LANES; l++)
        if ((slow >> l) & 1u) {
            t[l] = fp_arith(aux, a[l], b[l], c[l]);
            slow &= ~(1u << l);
        }
    ff_store64(d, t, m);
}

/* ---- conversions -------------------------------------------------------- */

#define CV_KIND(d) ((unsigned)((d) & 15u))
#define CV_DST(d) ((unsigned)(((d) >> 4) & 15u))
#define CV_SRC(d) ((unsigned)(((d) >> 8) & 15u))
#define CV_RND(d) ((unsigned)(((d) >> 12) & 7u))
#define CV_FL(d) ((unsigned)(((d) >> 16) & 0xffu))
#define CV_BITS(d) ((unsigned)(((d) >> 24) & 127u))
#define CV_SGN(d) ((unsigned)(((d) >> 31) & 1u))

PTXVM_INTERNAL int fp_convert_fast(uint64_t desc, unsigned dw, unsigned sw)
{
    unsigned dst = CV_DST(desc), src = CV_SRC(desc), rm = CV_RND(desc);
    unsigned fl = CV_FL(desc), bits = CV_BITS(desc);
    if (!FF_HOST)
        return 0;
    switch (CV_KIND(desc)) {
    case CK_FF:
        if (dst == SF_F32 && src == SF_F64)      /* narrowing: .rn only */
            return dw == 4 && sw == 8 && rm == SF_RN && !(fl & ~SF_FTZ);
        if (dst == SF_F64 && src == SF_F32)      /* widening: exact */
            return dw == 8 && sw == 4 && !(fl & ~SF_FTZ);
        if (dst == SF_F32 && src == SF_F32)      /* .ftz / .sat only */
            return dw == 4 && sw == 4 && !(fl & ~(SF_FTZ | SF_SAT));
        return 0;
    case CK_IF:
        return (dst == SF_F32 || dst == SF_F64) && dw == (dst == SF_F64 ? 8u : 4u) &&
               rm == SF_RN && !(fl & ~SF_FTZ) &&
               (bits == 8 || bits == 16 || bits == 32 || bits == 64) && bits <= sw * 8;
    case CK_RI:
        return (src == SF_F32 || src == SF_F64) && dst == src &&
               dw == sw && dw == (src == SF_F64 ? 8u : 4u) &&
               rm <= SF_RP && !(fl & ~SF_FTZ);
    default:
        return 0;
    }
}

/* A lane of a column of width w (4 or 8), zero-extended. */
static uint64_t cv_get(const void *p, unsigned w, uint32_t l)
{
    return w == 8 ? ((const uint64_t *)p)[l] : ((const uint32_t *)p)[l];
}

static float cv_ri32(unsigned rm, float x)
{
    switch (rm) {
    case SF_RN: return rintf(x);
    case SF_RZ: return truncf(x);
    case SF_RM: return floorf(x);
    default: return ceilf(x);
    }
}

static double cv_ri64(unsigned rm, double x)
{
    switch (rm) {
    case SF_RN: return rint(x);
    case SF_RZ: return trunc(x);
    case SF_RM: return floor(x);
    default: return ceil(x);
    }
}

/* The host path into t (32 f32 bits or 64-bit values); returns the lanes
   to redo. */
static uint32_t cv_host(uint64_t desc, uint64_t *t, const void *a, unsigned sw)
{
    unsigned kind = CV_KIND(desc), dst = CV_DST(desc), rm = CV_RND(desc);
    unsigned fl = CV_FL(desc), bits = CV_BITS(desc);
    uint32_t slow = 0, l;
    if (kind == CK_IF) {
        uint64_t mk = bits < 64 ? ((uint64_t)1 << bits) - 1 : ~(uint64_t)0;
        for (l = 0; l < PV_LANES; l++) {
            uint64_t v = cv_get(a, sw, l) & mk;
            if (CV_SGN(desc)) {
                int64_t s;
                if (bits < 64 && ((v >> (bits - 1)) & 1u))
                    v |= ~mk;
                memcpy(&s, &v, 8);
                t[l] = dst == SF_F64 ? pv_u64((double)s) : pv_u32((float)s);
            } else {
                t[l] = dst == SF_F64 ? pv_u64((double)v) : pv_u32((float)v);
            }
        }
        return 0;
    }
    if (kind == CK_RI) {
        for (l = 0; l < PV_LANES; l++) {
            if (dst == SF_F64) {
                uint64_t x = cv_get(a, 8, l);     /* f64 ignores .ftz */
                t[l] = pv_u64(cv_ri64(rm, pv_f64(x)));
                slow |= (uint32_t)(((x >> 52) & 0x7ffu) == 0x7ffu) << l;
            } else {
                uint32_t x = (uint32_t)cv_get(a, 4, l);
                if (fl & SF_FTZ)
                    x = fp_ftz32(x);
                t[l] = pv_u32(cv_ri32(rm, pv_f32(x)));
                slow |= (uint32_t)(((x >> 23) & 0xffu) == 0xffu) << l;
            }
        }
        return slow;
    }
    /* CK_FF */
    if (dst == SF_F32 && CV_SRC(desc) == SF_F64) {
        for (l = 0; l < PV_LANES; l++) {
            uint32_t r = pv_u32((float)pv_f64(cv_get(a, 8, l)));
            t[l] = r;
            slow |= ff_odd(r) << l;
        }
        return slow;
    }
    if (dst == SF_F64) {
        for (l = 0; l < PV_LANES; l++) {
            uint32_t x = (uint32_t)cv_get(a, 4, l);
            if (fl & SF_FTZ)
                x = fp_ftz32(x);
            t[l] = pv_u64((double)pv_f32(x));
            slow |= (uint32_t)(((x >> 23) & 0xffu) == 0xffu) << l;
        }
        return slow;
    }
    for (l = 0; l < PV_LANES; l++) {               /* f32 -> f32 */
        uint32_t x = (uint32_t)cv_get(a, 4, l);
        if (fl & SF_FTZ)
            x = fp_ftz32(x);
        slow |= ff_odd(x) << l;
        if (fl & SF_SAT)
            x = (x >> 31) ? 0u : x > 0x3f800000u ? 0x3f800000u : x;
        t[l] = x;
    }
    return slow;
}

PTXVM_INTERNAL void fp_convert_warp(uint64_t desc, void *d, const void *a,
                                    const void *b, unsigned dw, unsigned sw,
                                    uint32_t m)
{
    uint64_t t[PV_LANES];
    uint32_t slow = FF_ALL, l;
#if FA_AVX2
    if (dw == 4 && sw == 4 && CV_KIND(desc) == CK_FF && CV_DST(desc) == SF_F32 &&
        CV_SRC(desc) == SF_F32 && fp_convert_fast(desc, dw, sw) && fa_avx2()) {
        /* .ftz/.sat f32 -> f32 (expf's clamp) on 32-bit words throughout */
        const uint32_t *a32 = (const uint32_t *)a, *b32 = (const uint32_t *)b;
        uint32_t t32[PV_LANES];
        slow = fa_cvt_ff32(t32, a32, (CV_FL(desc) & SF_FTZ) != 0,
                           (CV_FL(desc) & SF_SAT) != 0) & m;
        for (l = 0; slow && l < PV_LANES; l++)
            if ((slow >> l) & 1u) {
                t32[l] = (uint32_t)fp_convert(desc, a32[l], b32[l]);
                slow &= ~(1u << l);
            }
        ff_store32((uint32_t *)d, t32, m);
        return;
    }
#endif
    if (fp_convert_fast(desc, dw, sw))
        slow = cv_host(desc, t, a, sw);
    else
        memset(t, 0, sizeof t);
    slow &= m;
    for (l = 0; slow && l < PV_LANES; l++)
        if ((slow >> l) & 1u) {
            t[l] = fp_convert(desc, cv_get(a, sw, l), cv_get(b, sw, l));
            slow &= ~(1u << l);
        }
    if (dw == 8) {
        ff_store64((uint64_t *)d, t, m);
    } else {
        uint32_t t32[PV_LANES];
        for (l = 0; l < PV_LANES; l++)
            t32[l] = (uint32_t)t[l];
        ff_store32((uint32_t *)d, t32, m);
    }
}
