/* AVX2 whole-warp f32 kernels (see fp_avx2.h). Each function is compiled
   for AVX2 and FMA by a target attribute, so the rest of the library
   stays baseline x86-64; nothing here runs unless fa_avx2() is true. */
#include "fp_avx2.h"
#include "bytecode.h"
#include "fpops.h"

#if FA_AVX2
#include <immintrin.h>

#define FA_TARGET __attribute__((target("avx2,fma")))

static int fa_off;

/* for the tests only: unused in the amalgamation */
__attribute__((unused)) PTXVM_INTERNAL void fa_set_off(int off)
{
    fa_off = off;
}

PTXVM_INTERNAL int fa_avx2(void)
{
    return !fa_off && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}

FA_TARGET PTXVM_INTERNAL void fa_rsqrt32(uint32_t *t, const uint32_t *x)
{
    const __m256d one = _mm256_set1_pd(1.0);
    uint32_t l;
    for (l = 0; l < PV_LANES; l += 4) {
        __m256d v = _mm256_cvtps_pd(_mm_loadu_ps((const float *)(const void *)(x + l)));
        v = _mm256_div_pd(one, _mm256_sqrt_pd(v));
        _mm_storeu_ps((float *)(void *)(t + l), _mm256_cvtpd_ps(v));
    }
}

FA_TARGET PTXVM_INTERNAL void fa_sqrt32(uint32_t *t, const uint32_t *x)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l += 8) {
        __m256 v = _mm256_loadu_ps((const float *)(const void *)(x + l));
        _mm256_storeu_ps((float *)(void *)(t + l), _mm256_sqrt_ps(v));
    }
}

FA_TARGET PTXVM_INTERNAL void fa_rcp32(uint32_t *t, const uint32_t *x)
{
    const __m256 one = _mm256_set1_ps(1.0f);
    uint32_t l;
    for (l = 0; l < PV_LANES; l += 8) {
        __m256 v = _mm256_loadu_ps((const float *)(const void *)(x + l));
        _mm256_storeu_ps((float *)(void *)(t + l), _mm256_div_ps(one, v));
    }
}

FA_TARGET PTXVM_INTERNAL void fa_div32(uint32_t *t, const uint32_t *x, const uint32_t *y)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l += 8) {
        __m256 a = _mm256_loadu_ps((const float *)(const void *)(x + l));
        __m256 b = _mm256_loadu_ps((const float *)(const void *)(y + l));
        _mm256_storeu_ps((float *)(void *)(t + l), _mm256_div_ps(a, b));
    }
}

FA_TARGET PTXVM_INTERNAL uint32_t fa_div_approx32(uint32_t *t, const uint32_t *x,
                                                  const uint32_t *y)
{
    const __m256 one = _mm256_set1_ps(1.0f);
    const __m256i ff = _mm256_set1_epi32(0xff), e1 = _mm256_set1_epi32(1);
    const __m256i expo = _mm256_set1_epi32(0x7f800000), mant = _mm256_set1_epi32(0x7fffff);
    const __m256i sign = _mm256_set1_epi32((int)0x80000000u), zero = _mm256_setzero_si256();
    uint32_t l, slow = 0;
    for (l = 0; l < PV_LANES; l += 8) {
        __m256 a = _mm256_loadu_ps((const float *)(const void *)(x + l));
        __m256i yb = _mm256_loadu_si256((const __m256i *)(const void *)(y + l));
        __m256i r = _mm256_castps_si256(_mm256_div_ps(one, _mm256_castsi256_ps(yb)));
        __m256i e = _mm256_and_si256(_mm256_srli_epi32(r, 23), ff);
        /* a subnormal divisor: exponent field 0, mantissa not 0 */
        __m256i sub = _mm256_andnot_si256(
            _mm256_cmpeq_epi32(_mm256_and_si256(yb, mant), zero),
            _mm256_cmpeq_epi32(_mm256_and_si256(yb, expo), zero));
        __m256i s = _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi32(e, e1),
                                                    _mm256_cmpeq_epi32(e, ff)), sub);
        /* a subnormal reciprocal flushed to a signed zero */
        __m256i fl = _mm256_cmpeq_epi32(e, zero);
        r = _mm256_blendv_epi8(r, _mm256_and_si256(r, sign), fl);
        slow |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(s)) << l;
        _mm256_storeu_ps((float *)(void *)(t + l), _mm256_mul_ps(a, _mm256_castsi256_ps(r)));
    }
    return slow;
}

FA_TARGET PTXVM_INTERNAL uint32_t fa_odd32(const uint32_t *t)
{
    /* ((e + 1) & 0xff) <= 2 for the exponent field e is e in {255, 0, 1};
       the values are 0..255, so the signed compare is the unsigned one */
    const __m256i ff = _mm256_set1_epi32(0xff), e1 = _mm256_set1_epi32(1);
    const __m256i three = _mm256_set1_epi32(3), abs = _mm256_set1_epi32(0x7fffffff);
    const __m256i zero = _mm256_setzero_si256();
    uint32_t l, slow = 0;
    for (l = 0; l < PV_LANES; l += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)(t + l));
        __m256i e = _mm256_and_si256(_mm256_add_epi32(_mm256_srli_epi32(v, 23), e1), ff);
        __m256i odd = _mm256_andnot_si256(_mm256_cmpeq_epi32(_mm256_and_si256(v, abs), zero),
                                          _mm256_cmpgt_epi32(three, e));
        slow |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(odd)) << l;
    }
    return slow;
}

/* 32-bit all-ones/zero words from the four 64-bit ones of a double
   compare (the low halves, in lane order). */
FA_TARGET static __m128i fa_narrow_mask(__m256d k)
{
    const __m256i lows = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    return _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(k), lows));
}

/* Exponent field 0, 1, 254 or 255 (fp_fast.c's ff_edge), as word masks. */
FA_TARGET static __m128i fa_edge(__m128i r)
{
    const __m128i ff = _mm_set1_epi32(0xff), two = _mm_set1_epi32(2), four = _mm_set1_epi32(4);
    __m128i e = _mm_and_si128(_mm_add_epi32(_mm_and_si128(_mm_srli_epi32(r, 23), ff), two), ff);
    return _mm_cmpgt_epi32(four, e);
}

FA_TARGET PTXVM_INTERNAL uint32_t fa_directed32(uint32_t kind, unsigned rnd, uint32_t *t,
                                                const uint32_t *x, const uint32_t *y,
                                                const uint32_t *z)
{
    const __m256d zero = _mm256_setzero_pd(), sign = _mm256_set1_pd(-0.0);
    const __m128i none = _mm_setzero_si128();
    uint32_t l, slow = 0;
    for (l = 0; l < PV_LANES; l += 4) {
        __m256d a = _mm256_cvtps_pd(_mm_loadu_ps((const float *)(const void *)(x + l)));
        __m256d b = _mm256_cvtps_pd(_mm_loadu_ps((const float *)(const void *)(y + l)));
        __m256d p, q, s, bb, e, dv;
        __m128 rf;
        __m128i r, up, dn, neg, step, bad;
        if (kind == FK_MUL || kind == FK_FMA) {
            p = _mm256_mul_pd(a, b);            /* exact: 24 + 24 bits */
            q = kind == FK_FMA
                    ? _mm256_cvtps_pd(_mm_loadu_ps((const float *)(const void *)(z + l)))
                    : zero;
        } else {
            p = a;
            q = kind == FK_SUB ? _mm256_xor_pd(b, sign) : b;
        }
        /* TwoSum: s + e is p + q exactly */
        s = _mm256_add_pd(p, q);
        bb = _mm256_sub_pd(s, p);
        e = _mm256_add_pd(_mm256_sub_pd(p, _mm256_sub_pd(s, bb)), _mm256_sub_pd(q, bb));
        rf = _mm256_cvtpd_ps(s);
        r = _mm_castps_si128(rf);
        dv = _mm256_add_pd(_mm256_sub_pd(s, _mm256_cvtps_pd(rf)), e);
        up = fa_narrow_mask(_mm256_cmp_pd(dv, zero, _CMP_GT_OQ));
        dn = fa_narrow_mask(_mm256_cmp_pd(dv, zero, _CMP_LT_OQ));
        neg = _mm_srai_epi32(r, 31);
        /* the step of the bit pattern as fp_fast.c's ff_directed takes
           it, from masks (-1 where true): +1 moves the magnitude away
           from zero, -1 toward it */
        if (rnd == SF_RP)
            step = _mm_blendv_epi8(_mm_sub_epi32(none, up), up, neg);
        else if (rnd == SF_RM)
            step = _mm_blendv_epi8(dn, _mm_sub_epi32(none, dn), neg);
        else
            step = _mm_blendv_epi8(dn, up, neg);
        bad = _mm_or_si128(fa_edge(r), fa_edge(_mm_add_epi32(r, step)));
        _mm_storeu_si128((__m128i *)(void *)(t + l), _mm_add_epi32(r, step));
        slow |= (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(bad)) << l;
    }
    return slow;
}

FA_TARGET PTXVM_INTERNAL uint32_t fa_cvt_ff32(uint32_t *t, const uint32_t *x, int ftz, int sat)
{
    const __m256i expo = _mm256_set1_epi32(0x7f800000), sgn = _mm256_set1_epi32((int)0x80000000u);
    const __m256i one = _mm256_set1_epi32(0x3f800000), zero = _mm256_setzero_si256();
    uint32_t l;
    for (l = 0; l < PV_LANES; l += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)(x + l));
        if (ftz) {
            __m256i sub = _mm256_cmpeq_epi32(_mm256_and_si256(v, expo), zero);
            v = _mm256_blendv_epi8(v, _mm256_and_si256(v, sgn), sub);
        }
        _mm256_storeu_si256((__m256i *)(void *)(t + l), v);
    }
    {
        /* the lanes to redo, from the (flushed) operands */
        const uint32_t slow = fa_odd32(t);
        if (sat)        /* negatives (and -0) to +0, then at most 1.0 */
            for (l = 0; l < PV_LANES; l += 8) {
                __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)(t + l));
                v = _mm256_andnot_si256(_mm256_srai_epi32(v, 31), v);
                _mm256_storeu_si256((__m256i *)(void *)(t + l), _mm256_min_epu32(v, one));
            }
        return slow;
    }
}

/* ff_key's order as a signed one: negative patterns' magnitude bits
   flipped, so -0 sorts just below +0. */
FA_TARGET static __m256i fa_key(__m256i v)
{
    return _mm256_xor_si256(v, _mm256_and_si256(_mm256_srai_epi32(v, 31),
                                                 _mm256_set1_epi32(0x7fffffff)));
}

FA_TARGET PTXVM_INTERNAL uint32_t fa_minmax32(int mx, uint32_t *t, const uint32_t *x,
                                              const uint32_t *y)
{
    const __m256i abs = _mm256_set1_epi32(0x7fffffff), inf = _mm256_set1_epi32(0x7f800000);
    uint32_t l, nan = 0;
    for (l = 0; l < PV_LANES; l += 8) {
        const __m256i a = _mm256_loadu_si256((const __m256i *)(const void *)(x + l));
        const __m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(y + l));
        const __m256i ka = fa_key(a), kb = fa_key(b);
        /* x strictly beyond y in the wanted direction; else y */
        const __m256i px = mx ? _mm256_cmpgt_epi32(ka, kb) : _mm256_cmpgt_epi32(kb, ka);
        const __m256i n = _mm256_or_si256(_mm256_cmpgt_epi32(_mm256_and_si256(a, abs), inf),
                                          _mm256_cmpgt_epi32(_mm256_and_si256(b, abs), inf));
        _mm256_storeu_si256((__m256i *)(void *)(t + l), _mm256_blendv_epi8(b, a, px));
        nan |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(n)) << l;
    }
    return nan;
}

FA_TARGET PTXVM_INTERNAL void fa_fma32(uint32_t *d, const uint32_t *a, const uint32_t *b,
                                       const uint32_t *c, uint32_t m)
{
    const __m256i abs = _mm256_set1_epi32(0x7fffffff), inf = _mm256_set1_epi32(0x7f800000);
    const __m256i bit = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    uint32_t l;
    for (l = 0; l < PV_LANES; l += 8) {
        __m256 x = _mm256_loadu_ps((const float *)(const void *)(a + l));
        __m256 y = _mm256_loadu_ps((const float *)(const void *)(b + l));
        __m256 z = _mm256_loadu_ps((const float *)(const void *)(c + l));
        __m256i r = _mm256_castps_si256(_mm256_fmadd_ps(x, y, z));
        /* a NaN (magnitude above infinity's) becomes the canonical one */
        __m256i nan = _mm256_cmpgt_epi32(_mm256_and_si256(r, abs), inf);
        r = _mm256_blendv_epi8(r, abs, nan);
        if (m == 0xffffffffu) {
            _mm256_storeu_si256((__m256i *)(void *)(d + l), r);
        } else {
            __m256i k = _mm256_set1_epi32((int)(m >> l));
            k = _mm256_cmpeq_epi32(_mm256_and_si256(k, bit), bit);
            /* a blend, not a masked store (microcoded on some CPUs) */
            __m256i o = _mm256_loadu_si256((const __m256i *)(const void *)(d + l));
            _mm256_storeu_si256((__m256i *)(void *)(d + l), _mm256_blendv_epi8(o, r, k));
        }
    }
}

/* ---- ex2, sin, cos: the C library's double function, rounded once ----

   fpops.c defines ex2.approx and (in part of their range) sin.approx and
   cos.approx as the C library's exp2, sin or cos of the widened operand,
   rounded to f32. Here a polynomial in double computes the same function
   to a relative error far below 2^-40 (Taylor series to where the next
   term is under 2^-60, evaluated by FMA steps, after an exact or nearly
   exact argument reduction). That value M and the library's value L, both
   within 2^-40 of the true value, round to the same float unless a
   rounding midpoint between two floats lies near them: fa_round32 takes
   M's float only when its discarded 29 bits are more than 2^18 units from
   the midpoint pattern (a distance of at least 2^-35 |M|), and marks the
   lane for the library call otherwise (about one lane in a thousand). */

/* The f32 rounding of four doubles, and in *amb the lanes whose double
   lies within 2^18 of its units (bit 0) of a midpoint between two floats. */
FA_TARGET static __m128 fa_round32(__m256d v, __m256i *amb)
{
    const __m256i low = _mm256_set1_epi64x(0x1fffffff), mid = _mm256_set1_epi64x(0x10000000);
    const __m256i lo = _mm256_set1_epi64x(-(1 << 18) - 1), hi = _mm256_set1_epi64x((1 << 18) + 1);
    __m256i d = _mm256_sub_epi64(_mm256_and_si256(_mm256_castpd_si256(v), low), mid);
    *amb = _mm256_and_si256(_mm256_cmpgt_epi64(d, lo), _mm256_cmpgt_epi64(hi, d));
    return _mm256_cvtpd_ps(v);
}

/* The four 64-bit lane masks of amb as bits 0-3. */
FA_TARGET static uint32_t fa_mask64(__m256i amb)
{
    return (uint32_t)_mm256_movemask_pd(_mm256_castsi256_pd(amb));
}

/* The four 32-bit lane masks of a 128-bit compare as bits 0-3. */
FA_TARGET static uint32_t fa_mask32(__m128 k)
{
    return (uint32_t)_mm_movemask_ps(k);
}

/* 2^f for |f| <= 1/2: the series of e^(f ln 2) to degree 13 (the next
   term is below 2^-57). */
FA_TARGET static __m256d fa_exp2_poly(__m256d f)
{
    static const double c[14] = {
        1.0, 6.93147180559945286227e-01, 2.40226506959100721827e-01,
        5.55041086648215831190e-02, 9.61812910762847687873e-03,
        1.33335581464284432841e-03, 1.54035303933816087761e-04,
        1.52527338040598410828e-05, 1.32154867901443095086e-06,
        1.01780860092396999224e-07, 7.05491162080112335899e-09,
        4.44553827187081162491e-10, 2.56784359934882055117e-11,
        1.36914888539041281038e-12};
    __m256d p = _mm256_set1_pd(c[13]);
    int n;
    for (n = 12; n >= 0; n--)
        p = _mm256_fmadd_pd(p, f, _mm256_set1_pd(c[n]));
    return p;
}

FA_TARGET PTXVM_INTERNAL uint32_t fa_ex2_32(uint32_t *t, const uint32_t *x)
{
    /* operands in [-126, 128]: 2^x and its neighbours are normal doubles
       (the f32 result may still be subnormal or infinite: the caller's
       exponent check sends those to the soft path, as for the library's
       value); NaNs fail the compare and go to the library */
    const __m128 lo = _mm_set1_ps(-126.0f), hi = _mm_set1_ps(128.0f);
    const __m128i bias = _mm_set1_epi32(1023);
    uint32_t l, lib = 0;
    for (l = 0; l < PV_LANES; l += 4) {
        __m128 xf = _mm_loadu_ps((const float *)(const void *)(x + l));
        __m128 in = _mm_and_ps(_mm_cmpge_ps(xf, lo), _mm_cmple_ps(xf, hi));
        __m256d v, k, f, p;
        __m256i amb, e;
        xf = _mm_and_ps(xf, in);        /* other lanes: 0, harmless */
        v = _mm256_cvtps_pd(xf);
        k = _mm256_round_pd(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
        f = _mm256_sub_pd(v, k);        /* exact */
        p = fa_exp2_poly(f);
        /* times 2^k: k + 1023 into the exponent field */
        e = _mm256_slli_epi64(_mm256_cvtepi32_epi64(_mm_add_epi32(_mm256_cvtpd_epi32(k), bias)), 52);
        p = _mm256_mul_pd(p, _mm256_castsi256_pd(e));
        _mm_storeu_ps((float *)(void *)(t + l), fa_round32(p, &amb));
        lib |= ((fa_mask64(amb) | (fa_mask32(in) ^ 15u)) & 15u) << l;
    }
    return lib;
}

/* sin and cos of |r| <= 0.8: series to degree 17 and 18. */
FA_TARGET static __m256d fa_sin_poly(__m256d r)
{
    static const double c[9] = {
        -1.66666666666666657415e-01, 8.33333333333333321769e-03,
        -1.98412698412698412526e-04, 2.75573192239858925110e-06,
        -2.50521083854417202239e-08, 1.60590438368216133409e-10,
        -7.64716373181981640551e-13, 2.81145725434552059811e-15,
        -8.22063524662432949554e-18};
    __m256d r2 = _mm256_mul_pd(r, r), p = _mm256_set1_pd(c[8]);
    int n;
    for (n = 7; n >= 0; n--)
        p = _mm256_fmadd_pd(p, r2, _mm256_set1_pd(c[n]));
    return _mm256_fmadd_pd(_mm256_mul_pd(p, r2), r, r);
}

FA_TARGET static __m256d fa_cos_poly(__m256d r)
{
    static const double c[10] = {
        1.0, -5.00000000000000000000e-01, 4.16666666666666643537e-02,
        -1.38888888888888894189e-03, 2.48015873015873015658e-05,
        -2.75573192239858882758e-07, 2.08767569878681001866e-09,
        -1.14707455977297245073e-11, 4.77947733238738525345e-14,
        -1.56192069685862252711e-16};
    __m256d r2 = _mm256_mul_pd(r, r), p = _mm256_set1_pd(c[9]);
    int n;
    for (n = 8; n >= 0; n--)
        p = _mm256_fmadd_pd(p, r2, _mm256_set1_pd(c[n]));
    return p;
}

FA_TARGET PTXVM_INTERNAL uint32_t fa_sincos32(int cosine, uint32_t *t, const uint32_t *x)
{
    /* pi/2 as P1 + P2 + P3; v - k P1 is exact for these operands (k <= 4,
       |v| < 6.25: the difference has at most 52 significant bits) */
    const __m256d p1 = _mm256_set1_pd(1.5707963267948966), p2 = _mm256_set1_pd(6.123233995736766e-17);
    const __m256d p3 = _mm256_set1_pd(-1.4973849048591698e-33), inv = _mm256_set1_pd(0.6366197723675814);
    const __m128i abs = _mm_set1_epi32(0x7fffffff), lo = _mm_set1_epi32(0x34800000 - 1);
    const __m128i hi = _mm_set1_epi32(0x40c80000), one = _mm_set1_epi32(1), two = _mm_set1_epi32(2);
    const __m128i q0 = _mm_set1_epi32(cosine);
    uint32_t l, lib = 0;
    for (l = 0; l < PV_LANES; l += 4) {
        __m128i xb = _mm_loadu_si128((const __m128i *)(const void *)(x + l));
        __m128i ax = _mm_and_si128(xb, abs), q, neg;
        /* the host form of ff_sincos: 2^-22 <= |x| < 6.25, less three
           operands that fp_mufu.c rounds its own way */
        __m128i in = _mm_and_si128(_mm_cmpgt_epi32(ax, lo), _mm_cmpgt_epi32(hi, ax));
        __m256d v, k, r, s, c, sw, res;
        __m256i amb, swap64, neg64;
        in = _mm_andnot_si128(_mm_cmpeq_epi32(ax, _mm_set1_epi32(0x3fc90fdc)), in);
        in = _mm_andnot_si128(_mm_cmpeq_epi32(ax, _mm_set1_epi32(0x40490fdc)), in);
        in = _mm_andnot_si128(_mm_cmpeq_epi32(ax, _mm_set1_epi32(0x4096cbe5)), in);
        ax = _mm_and_si128(ax, in);
        v = _mm256_cvtps_pd(_mm_castsi128_ps(ax));
        k = _mm256_round_pd(_mm256_mul_pd(v, inv), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
        r = _mm256_fnmadd_pd(k, p1, v);
        r = _mm256_fnmadd_pd(k, p2, r);
        r = _mm256_fnmadd_pd(k, p3, r);
        s = fa_sin_poly(r);
        c = fa_cos_poly(r);
        /* quadrant q (cos: q + 1): sin r, cos r, -sin r, -cos r */
        q = _mm_add_epi32(_mm256_cvtpd_epi32(k), q0);
        swap64 = _mm256_cvtepi32_epi64(_mm_cmpeq_epi32(_mm_and_si128(q, one), one));
        neg = _mm_cmpeq_epi32(_mm_and_si128(q, two), two);
        /* sin is odd: a negative operand flips the sign */
        if (!cosine)
            neg = _mm_xor_si128(neg, _mm_srai_epi32(xb, 31));
        neg64 = _mm256_slli_epi64(_mm256_cvtepi32_epi64(neg), 63);
        sw = _mm256_blendv_pd(s, c, _mm256_castsi256_pd(swap64));
        res = _mm256_xor_pd(sw, _mm256_castsi256_pd(neg64));
        _mm_storeu_ps((float *)(void *)(t + l), fa_round32(res, &amb));
        lib |= ((fa_mask64(amb) | (fa_mask32(_mm_castsi128_ps(in)) ^ 15u)) & 15u) << l;
    }
    return lib;
}
#else
/* ISO C wants a translation unit to declare something */
typedef int fa_unused;
#endif
