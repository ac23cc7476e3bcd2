/* Directed-rounding f32 arithmetic on AVX-512 (see fp_avx512.h),
   compiled for AVX-512F by a target attribute so that the rest of the
   library stays baseline x86-64; nothing here runs unless fz_avx512()
   is true. */
#include "fp_avx512.h"
#include "fpops.h"
#include "softfp.h"
#include "bytecode.h"
#include <math.h>
#include <string.h>

#if FZ_AVX512
#include <immintrin.h>

#define FZ_TARGET __attribute__((target("avx512f")))

static int fz_off;

/* for the tests only: unused in the amalgamation */
__attribute__((unused)) PTXVM_INTERNAL void fz_set_off(int off)
{
    fz_off = off;
}

PTXVM_INTERNAL int fz_avx512(void)
{
    return !fz_off && __builtin_cpu_supports("avx512f");
}

#define FZ_LD(p) _mm512_loadu_ps((const float *)(const void *)(p))
#define FZ_ST(p, v) _mm512_storeu_ps((float *)(void *)(p), v)

/* The rounding is part of each instruction's encoding, so one loop per
   mode: R is _MM_FROUND_TO_ZERO, _NEG_INF or _POS_INF, with exceptions
   suppressed (the GPU has no floating-point traps). */
#define FZ_LOOP(R)                                                              \
    for (l = 0; l < PV_LANES; l += 16) {                                        \
        const __m512 a = FZ_LD(x + l), b = FZ_LD(y + l);                        \
        __m512 r;                                                               \
        switch (kind) {                                                         \
        case FK_ADD: r = _mm512_add_round_ps(a, b, (R) | _MM_FROUND_NO_EXC); break; \
        case FK_SUB: r = _mm512_sub_round_ps(a, b, (R) | _MM_FROUND_NO_EXC); break; \
        case FK_MUL: r = _mm512_mul_round_ps(a, b, (R) | _MM_FROUND_NO_EXC); break; \
        default:                                                                \
            r = _mm512_fmadd_round_ps(a, b, FZ_LD(z + l), (R) | _MM_FROUND_NO_EXC); \
            break;                                                              \
        }                                                                       \
        FZ_ST(t + l, r);                                                        \
    }

FZ_TARGET PTXVM_INTERNAL void fz_directed32(uint32_t kind, unsigned rnd, uint32_t *t,
                                            const uint32_t *x, const uint32_t *y,
                                            const uint32_t *z)
{
    uint32_t l;
    if (rnd == SF_RZ) {
        FZ_LOOP(_MM_FROUND_TO_ZERO)
    } else if (rnd == SF_RM) {
        FZ_LOOP(_MM_FROUND_TO_NEG_INF)
    } else {
        FZ_LOOP(_MM_FROUND_TO_POS_INF)
    }
}

/* ---- ex2.approx.f32 ----

   The same function as fp_avx2.c's fa_ex2_32 (the C library's exp2 of
   the widened operand, rounded once), eight doubles a vector instead of
   four and a shorter series: x = n/16 + f with |f| <= 1/32, 2^x =
   2^(n>>4) * 2^((n&15)/16) * 2^f, the middle factor from a table of 16
   doubles (one permute of two vectors), 2^f as the series of e^(f ln 2)
   to degree 7 (the next term is below 2^-59). M is within a few units
   of 2^-52 of 2^x, far inside the 2^-35 margin fa_ex2_32's rounding
   test keeps from a midpoint between two floats, so M's float is the
   library's wherever that test passes; the lanes where it fails (about
   one in a thousand) and operands outside [-126, 128] (NaNs included)
   are left to the caller's library call, as there. */
static const double fz_ex2_tab[16] = {
    1, 1.0442737824274138, 1.0905077326652577, 1.1387886347566916,
    1.189207115002721, 1.241857812073484, 1.2968395546510096, 1.3542555469368927,
    1.4142135623730951, 1.4768261459394993, 1.5422108254079407, 1.6104903319492543,
    1.681792830507429, 1.7562521603732995, 1.8340080864093424, 1.9152065613971474};
static const double fz_ex2_c[8] = {
    1, 0.69314718055994529, 0.24022650695910072, 0.055504108664821583,
    0.0096181291076284769, 0.0013333558146428443, 0.00015403530393381609,
    1.5252733804059841e-05};

/* Eight lanes' 2^v (v in [-126, 128], others 0) as doubles. */
FZ_TARGET static PV_FORCE_INLINE __m512d fz_exp2(__m512d v)
{
    const __m512d tlo = _mm512_loadu_pd(fz_ex2_tab), thi = _mm512_loadu_pd(fz_ex2_tab + 8);
    const __m512d n = _mm512_roundscale_pd(_mm512_mul_pd(v, _mm512_set1_pd(16.0)),
                                           _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    /* exact: v and n / 16 are within 1/32 of each other */
    const __m512d f = _mm512_sub_pd(v, _mm512_mul_pd(n, _mm512_set1_pd(1.0 / 16.0)));
    const __m512i ni = _mm512_cvtepi32_epi64(_mm512_cvtpd_epi32(n));
    const __m512i e = _mm512_slli_epi64(
        _mm512_add_epi64(_mm512_srai_epi64(ni, 4), _mm512_set1_epi64(1023)), 52);
    __m512d p = _mm512_set1_pd(fz_ex2_c[7]);
    int k;
    for (k = 6; k >= 0; k--)
        p = _mm512_fmadd_pd(p, f, _mm512_set1_pd(fz_ex2_c[k]));
    p = _mm512_mul_pd(p, _mm512_permutex2var_pd(tlo, ni, thi));   /* index: n & 15 */
    return _mm512_mul_pd(p, _mm512_castsi512_pd(e));               /* exact */
}

/* The lanes of eight doubles whose float rounding is in doubt: the 29
   bits below the float's last lie within 2^18 of the midpoint pattern
   (fa_round32's test). */
FZ_TARGET static PV_FORCE_INLINE __mmask8 fz_amb(__m512d m)
{
    const __m512i d = _mm512_sub_epi64(
        _mm512_and_si512(_mm512_castpd_si512(m), _mm512_set1_epi64(0x1fffffff)),
        _mm512_set1_epi64(0x10000000));
    return (__mmask8)(_mm512_cmpgt_epi64_mask(d, _mm512_set1_epi64(-(1 << 18) - 1)) &
                      _mm512_cmplt_epi64_mask(d, _mm512_set1_epi64((1 << 18) + 1)));
}

FZ_TARGET PTXVM_INTERNAL uint32_t fz_ex2_32(uint32_t *t, const uint32_t *x)
{
    const __m512 lo = _mm512_set1_ps(-126.0f), hi = _mm512_set1_ps(128.0f);
    uint32_t l, lib = 0;
    for (l = 0; l < PV_LANES; l += 16) {
        const __m512 xf = _mm512_loadu_ps((const float *)(const void *)(x + l));
        const __mmask16 in = (__mmask16)(_mm512_cmp_ps_mask(xf, lo, _CMP_GE_OQ) &
                                         _mm512_cmp_ps_mask(xf, hi, _CMP_LE_OQ));
        const __m512 xi = _mm512_maskz_mov_ps(in, xf);   /* other lanes: 0 */
        const __m512d m0 = fz_exp2(_mm512_cvtps_pd(_mm512_castps512_ps256(xi)));
        const __m512d m1 = fz_exp2(_mm512_cvtps_pd(_mm256_castpd_ps(
            _mm512_extractf64x4_pd(_mm512_castps_pd(xi), 1))));
        _mm256_storeu_ps((float *)(void *)(t + l), _mm512_cvtpd_ps(m0));
        _mm256_storeu_ps((float *)(void *)(t + l + 8), _mm512_cvtpd_ps(m1));
        lib |= (((uint32_t)fz_amb(m0) | (uint32_t)fz_amb(m1) << 8) | (uint32_t)(uint16_t)~in) << l;
    }
    return lib;
}

/* ---- rsqrt.approx.f32 ----

   fpops.c defines it as (float)(1 / sqrt((double)x)), two double
   roundings and one to float, as fp_avx2.c's fa_rsqrt32 computes it with
   a double square root and a division (both slow). Here AVX-512's
   14-bit estimate y0 takes one step of the series y0 (1 + r/2 + 3r^2/8 +
   5r^3/16), r = 1 - x y0^2, which leaves a relative error of a few units
   of 2^-52: as for ex2, the float nearest to that value is the reference's
   unless the value lies within 2^-35 of a midpoint between two floats.
   Those lanes, and operands that are not positive finite numbers, take
   the reference's own two operations. */
FZ_TARGET static PV_FORCE_INLINE __m256 fz_rsqrt8(__m256 xf, __mmask8 *redo)
{
    const __m512d v = _mm512_cvtps_pd(xf), one = _mm512_set1_pd(1.0);
    const __mmask8 ok = (__mmask8)(_mm512_cmp_pd_mask(v, _mm512_setzero_pd(), _CMP_GT_OQ) &
                                   _mm512_cmp_pd_mask(v, _mm512_set1_pd(HUGE_VAL), _CMP_LT_OQ));
    __m512d y = _mm512_rsqrt14_pd(v);
    const __m512d r = _mm512_fnmadd_pd(_mm512_mul_pd(v, y), y, one);
    __m512d p = _mm512_fmadd_pd(r, _mm512_set1_pd(0.3125), _mm512_set1_pd(0.375));
    p = _mm512_mul_pd(_mm512_fmadd_pd(p, r, _mm512_set1_pd(0.5)), r);
    y = _mm512_fmadd_pd(y, p, y);
    *redo = (__mmask8)(fz_amb(y) | (__mmask8)~ok);
    return _mm512_cvtpd_ps(y);
}

FZ_TARGET PTXVM_INTERNAL void fz_rsqrt32(uint32_t *t, const uint32_t *x)
{
    uint32_t l, redo = 0;
    for (l = 0; l < PV_LANES; l += 8) {
        __mmask8 k;
        _mm256_storeu_ps((float *)(void *)(t + l),
                         fz_rsqrt8(_mm256_loadu_ps((const float *)(const void *)(x + l)), &k));
        redo |= (uint32_t)k << l;
    }
    /* rare: after the loop, so that no iteration waits for its test */
    for (; redo; redo &= redo - 1u) {
        float f;
        double d;
        l = (uint32_t)__builtin_ctz(redo);
        memcpy(&f, x + l, 4);
        d = 1.0 / sqrt((double)f);
        f = (float)d;
        memcpy(t + l, &f, 4);
    }
}

#undef FZ_LOOP
#undef FZ_LD
#undef FZ_ST
#undef FZ_TARGET
#endif
