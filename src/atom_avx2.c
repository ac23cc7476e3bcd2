/* The AVX2 whole-warp .shared add (see atom_avx2.h). Compiled for AVX2
   by a target attribute, so the rest of the library stays baseline
   x86-64; nothing here runs unless fa_avx2() is true. */
#include "atom_avx2.h"
#include "bytecode.h"

#if AA_AVX2
#include <immintrin.h>
#include <string.h>

/* The lane loops unrolled: their control was about a third of the
   function's instructions. */
#if defined(__clang__)
#define AA_UNROLL _Pragma("clang loop unroll(full)")
#else
#define AA_UNROLL _Pragma("GCC unroll 32")
#endif

__attribute__((target("avx2"))) static void aa_sum(uint32_t *w, const uint32_t *old, uint32_t b,
                                                   __m256i k)
{
    const __m256i o = _mm256_loadu_si256((const __m256i *)(const void *)old);
    _mm256_storeu_si256((__m256i *)(void *)w,
                        _mm256_add_epi32(o, _mm256_mullo_epi32(_mm256_set1_epi32((int)b), k)));
}

/* Sixteen-bit offsets two to a 32-bit element: vector v holds lanes
   16v..16v+7 in the low halves and 16v+8..16v+15 in the high halves, so
   the counts split back into lane order with a mask and a shift. Each
   lane's offset is compared with all 32 in two compares; the counts stay
   in registers (at most 32, no carry between halves). */
__attribute__((target("avx2"))) PTXVM_INTERNAL void aa_shared_add_u32(uint8_t *sh,
                                                                      const uint32_t *off,
                                                                      uint32_t b)
{
    const __m256i lo = _mm256_set1_epi32(0xffff);
    __m256i v0, v1, k0 = _mm256_setzero_si256(), k1 = _mm256_setzero_si256();
    uint32_t old[PV_LANES], w[PV_LANES], l;
    v0 = _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(const void *)off),
                         _mm256_slli_epi32(
                             _mm256_loadu_si256((const __m256i *)(const void *)(off + 8)), 16));
    v1 = _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(const void *)(off + 16)),
                         _mm256_slli_epi32(
                             _mm256_loadu_si256((const __m256i *)(const void *)(off + 24)), 16));
    /* every old value before any store */
    AA_UNROLL
    for (l = 0; l < PV_LANES; l++)
        memcpy(&old[l], sh + off[l], 4);
    AA_UNROLL
    for (l = 0; l < PV_LANES; l++) {
        const __m256i o = _mm256_set1_epi16((short)off[l]);
        k0 = _mm256_sub_epi16(k0, _mm256_cmpeq_epi16(v0, o));
        k1 = _mm256_sub_epi16(k1, _mm256_cmpeq_epi16(v1, o));
    }
    /* the new words old + b * count, eight lanes a step (the counts are
       at most 32: the low 32 bits of the product are the u32 sum) */
    aa_sum(w, old, b, _mm256_and_si256(k0, lo));
    aa_sum(w + 8, old + 8, b, _mm256_srli_epi32(k0, 16));
    aa_sum(w + 16, old + 16, b, _mm256_and_si256(k1, lo));
    aa_sum(w + 24, old + 24, b, _mm256_srli_epi32(k1, 16));
    /* lanes naming one word all store the same sum */
    AA_UNROLL
    for (l = 0; l < PV_LANES; l++)
        memcpy(sh + off[l], &w[l], 4);
}
#endif
