/* The lane mask of a warp's 32 compare results, held four lanes a
   128-bit vector as all-ones or zero words: where SSE2 is there (every
   x86-64), two rounds of saturating packs and two byte masks, about 10
   host instructions, against 30 for masking each vector with its lanes'
   bits and or-ing them together. Used by the whole-warp compares
   (exec.c's VPRED32_FULL) and the .shared progressions (sh32_affine.h). */
#ifndef PTXVM_LANE_BITS_H
#define PTXVM_LANE_BITS_H
#include "common.h"
#if defined(__SSE2__) && !defined(PTXVM_NO_VECTOR_EXT)
#  include <emmintrin.h>
#  define PV_LANE_BITS_SSE2 1
/* Bit l set when lane l's word (e[l / 4], word l % 4) is all ones. */
static PV_FORCE_INLINE uint32_t pv_lane_bits(__m128i e0, __m128i e1, __m128i e2, __m128i e3,
                                             __m128i e4, __m128i e5, __m128i e6, __m128i e7)
{
    /* all-ones or zero words stay so through the saturating packs */
    const __m128i h0 = _mm_packs_epi16(_mm_packs_epi32(e0, e1), _mm_packs_epi32(e2, e3));
    const __m128i h1 = _mm_packs_epi16(_mm_packs_epi32(e4, e5), _mm_packs_epi32(e6, e7));
    return (uint32_t)_mm_movemask_epi8(h0) | ((uint32_t)_mm_movemask_epi8(h1) << 16);
}
#else
#  define PV_LANE_BITS_SSE2 0
#endif
#endif
