/* One-word .shared accesses whose lanes' addresses step by one stride
   across the warp, under any mask (exec_sh32.c): a tile's rows with the
   edge lanes idle, a wavefront's diagonal, a broadcast word. Two helpers
   in one pass over the warp each, without a test a lane: which lanes'
   registers leave the progression, and a blend of 32 words under a
   mask. Where SSE2 is there (every x86-64), the compares' results become
   one lane mask (lane_bits.h; about 30 host instructions a warp, against
   80 for masked vector compares and 150 for a loop a lane); elsewhere,
   plain loops. */
#ifndef PTXVM_SH32_AFFINE_H
#define PTXVM_SH32_AFFINE_H
#include "exec_mem.h"
#include "lane_bits.h"
#define SA_SSE2 PV_LANE_BITS_SSE2

/* The lanes l (bit l) whose r[l] is not b + s l, modulo 2^32. */
static PV_FORCE_INLINE uint32_t sa_off_lanes(const uint32_t *r, uint32_t b, uint32_t s)
{
#if SA_SSE2
    /* b + s {0, 1, 2, 3} without a multiply: s and 2 s under masks */
    const __m128i sv = _mm_set1_epi32((int)s), s2 = _mm_add_epi32(sv, sv);
    const __m128i s4 = _mm_add_epi32(s2, s2);
    __m128i w = _mm_add_epi32(
        _mm_set1_epi32((int)b),
        _mm_add_epi32(_mm_and_si128(sv, _mm_setr_epi32(0, -1, 0, -1)),
                      _mm_and_si128(s2, _mm_setr_epi32(0, 0, -1, -1))));
    __m128i e[8];
    uint32_t c;
    PV_UNROLL
    for (c = 0; c < 8u; c++) {
        e[c] = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(const void *)(r + 4u * c)), w);
        w = _mm_add_epi32(w, s4);
    }
    return ~pv_lane_bits(e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7]);
#else
    uint32_t l, off = 0;
    for (l = 0; l < PV_LANES; l++, b += s)
        off |= (uint32_t)(r[l] != b) << l;
    return off;
#endif
}

/* d[l] = t[l] for the lanes of m: 32 words, either side .shared or a
   register column (element copies, any alignment). */
#if SA_SSE2
/* four lanes' masks by a nibble of m */
static const uint32_t sa_nib[16][4] = {
    {0, 0, 0, 0}, {~0u, 0, 0, 0}, {0, ~0u, 0, 0}, {~0u, ~0u, 0, 0},
    {0, 0, ~0u, 0}, {~0u, 0, ~0u, 0}, {0, ~0u, ~0u, 0}, {~0u, ~0u, ~0u, 0},
    {0, 0, 0, ~0u}, {~0u, 0, 0, ~0u}, {0, ~0u, 0, ~0u}, {~0u, ~0u, 0, ~0u},
    {0, 0, ~0u, ~0u}, {~0u, 0, ~0u, ~0u}, {0, ~0u, ~0u, ~0u}, {~0u, ~0u, ~0u, ~0u}};
static PV_FORCE_INLINE void sa_blend(uint8_t *d, const uint8_t *t, uint32_t m)
{
    uint32_t c;
    PV_UNROLL
    for (c = 0; c < PV_LANES; c += 4) {
        const __m128i k = _mm_loadu_si128((const __m128i *)(const void *)sa_nib[(m >> c) & 15u]);
        const __m128i dv = _mm_loadu_si128((const __m128i *)(const void *)(d + 4u * c));
        const __m128i tv = _mm_loadu_si128((const __m128i *)(const void *)(t + 4u * c));
        _mm_storeu_si128((__m128i *)(void *)(d + 4u * c),
                         _mm_or_si128(_mm_andnot_si128(k, dv), _mm_and_si128(k, tv)));
    }
}
#else
static PV_FORCE_INLINE void sa_blend(uint8_t *d, const uint8_t *t, uint32_t m)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        if ((m >> l) & 1u)
            memcpy(d + 4u * l, t + 4u * l, 4);
}
#endif
#endif
