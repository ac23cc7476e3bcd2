/* AVX2 partial-warp .shared window (see sh32_avx2.h). Compiled for AVX2
   by a target attribute, so the rest of the library stays baseline
   x86-64; nothing here runs unless fa_avx2() is true. */
#include "sh32_avx2.h"
#include "exec_mem.h"
#include "exec_sh32.h"

#if SV_AVX2
#include <immintrin.h>

#define SV_TARGET __attribute__((target("avx2")))

/* Lane l's bit of the mask moved to bit 31 of its word: blendv_ps and
   movemask_ps read only that bit. Eight lanes a vector. */
static const int32_t sv_shift[PV_LANES] = {
    31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16,
    15, 14, 13, 12, 11, 10, 9,  8,  7,  6,  5,  4,  3,  2,  1,  0};

#define SV_LD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))

/* Vector c's lane bits (bit 31 of a word) and its active lanes off the
   progression w + 32 c, or-ed into bad. */
#define SV_TEST(c)                                                           \
    const __m256i k##c = _mm256_sllv_epi32(mv, SV_LD(sv_shift + 8 * (c)));  \
    bad = _mm256_or_si256(bad, _mm256_andnot_si256(                         \
              _mm256_cmpeq_epi32(SV_LD(r + 8 * (c)), w), k##c));            \
    w = _mm256_add_epi32(w, s8);

/* Vector c's active words from t into u (both 8 words). */
#define SV_BLEND(u, t, c)                                                    \
    _mm256_storeu_ps((float *)(void *)(u), _mm256_blendv_ps(                 \
        _mm256_loadu_ps((const float *)(const void *)(u)),                   \
        _mm256_loadu_ps((const float *)(const void *)(t)),                   \
        _mm256_castsi256_ps(k##c)));

/* Any other shape: exec_sh32.c's passes. */
static int sv_any(const pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m, int write)
{
    return write ? pv_sh32_st((pv_cta *)(uintptr_t)X, rf, I, m) : pv_sh32_ld(X, rf, I, m);
}

SV_TARGET PTXVM_INTERNAL int sv_sh32(const pv_cta *X, uint8_t *rf, const pv_insn *I,
                                     uint32_t m, int write)
{
    const uint32_t size = X->shared_size;
    const uint32_t *r = R32(I->a);
    uint32_t *d = R32(I->d);
    const uint32_t lo = (uint32_t)__builtin_ctz(m), b = r[lo] - 4u * lo;
    const uint32_t o = b + (uint32_t)I->x;
    uint8_t *win;
    /* the window inside .shared bounds every lane on the progression,
       so the ends need no test of their own (an .addr32 sum wraps at
       2^32, as the general path's does) */
    if ((I->x >> 32) || size < PV_LANES * 4u || size > 0x7fffffffu ||
        o > size - PV_LANES * 4u || (o & 3u))
        return sv_any(X, rf, I, m, write);
    win = X->shared + o;
    {
    const __m256i mv = _mm256_set1_epi32((int)m), s8 = _mm256_set1_epi32(32);
    __m256i w = _mm256_add_epi32(_mm256_set1_epi32((int)b),
                                 _mm256_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28));
    __m256i bad = _mm256_setzero_si256();
    /* every vector's test before any write: d may be r */
    SV_TEST(0)
    SV_TEST(1)
    SV_TEST(2)
    SV_TEST(3)
    if (_mm256_movemask_ps(_mm256_castsi256_ps(bad)))
        return sv_any(X, rf, I, m, write);
    if (write) {
        SV_BLEND(win, d, 0)
        SV_BLEND(win + 32, d + 8, 1)
        SV_BLEND(win + 64, d + 16, 2)
        SV_BLEND(win + 96, d + 24, 3)
    } else {
        SV_BLEND(d, win, 0)
        SV_BLEND(d + 8, win + 32, 1)
        SV_BLEND(d + 16, win + 64, 2)
        SV_BLEND(d + 24, win + 96, 3)
    }
    }
    return 1;
}
#undef SV_LD
#undef SV_TEST
#undef SV_BLEND
#endif
