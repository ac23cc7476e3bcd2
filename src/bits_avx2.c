/* AVX2 popc, clz, brev and bfind of a warp's 32-bit lanes (see
   bits_avx2.h). Compiled for AVX2 by a target attribute, so the rest of
   the library stays baseline x86-64. Bytes are counted and reversed by
   16-entry nibble tables (vpshufb); clz and bfind count the bits of the
   operand smeared right from its highest one (the number of bits at and
   below it). */
#include "bits_avx2.h"
#include "bytecode.h"
#include "ops_int.h"

#if BX_AVX2
#include <immintrin.h>

#define BX_TARGET __attribute__((target("avx2")))

/* The number of ones in each 32-bit lane. */
static PV_FORCE_INLINE BX_TARGET __m256i bx_popc(__m256i x)
{
    const __m256i lut = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                         0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
    const __m256i lo4 = _mm256_set1_epi8(0x0f);
    __m256i c = _mm256_add_epi8(_mm256_shuffle_epi8(lut, _mm256_and_si256(x, lo4)),
                                _mm256_shuffle_epi8(lut, _mm256_and_si256(_mm256_srli_epi32(x, 4), lo4)));
    /* bytes to pairs, pairs to words: at most 32, no overflow */
    c = _mm256_maddubs_epi16(c, _mm256_set1_epi8(1));
    return _mm256_madd_epi16(c, _mm256_set1_epi16(1));
}

/* Each lane's bits in reverse order: the bytes swapped, then each byte's
   nibbles reversed and exchanged. */
static PV_FORCE_INLINE BX_TARGET __m256i bx_brev(__m256i x)
{
    const __m256i rev = _mm256_setr_epi8(0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15,
                                         0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15);
    const __m256i swap = _mm256_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12,
                                          3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
    const __m256i lo4 = _mm256_set1_epi8(0x0f);
    __m256i lo, hi;
    x = _mm256_shuffle_epi8(x, swap);
    lo = _mm256_shuffle_epi8(rev, _mm256_and_si256(x, lo4));
    hi = _mm256_shuffle_epi8(rev, _mm256_and_si256(_mm256_srli_epi32(x, 4), lo4));
    /* a byte's low nibble reversed is its high one; lo's bytes are below 16 */
    return _mm256_or_si256(_mm256_slli_epi32(lo, 4), hi);
}

/* The bits at and below each lane's highest one: 32 - clz, 0 for 0. */
static PV_FORCE_INLINE BX_TARGET __m256i bx_width(__m256i x)
{
    x = _mm256_or_si256(x, _mm256_srli_epi32(x, 1));
    x = _mm256_or_si256(x, _mm256_srli_epi32(x, 2));
    x = _mm256_or_si256(x, _mm256_srli_epi32(x, 4));
    x = _mm256_or_si256(x, _mm256_srli_epi32(x, 8));
    x = _mm256_or_si256(x, _mm256_srli_epi32(x, 16));
    return bx_popc(x);
}

static PV_FORCE_INLINE BX_TARGET __m256i bx_op(uint32_t aux, __m256i x)
{
    const __m256i k32 = _mm256_set1_epi32(32), ones = _mm256_set1_epi32(-1);
    __m256i n, z;
    switch (aux) {
    case PV_IO_POPC32:
        return bx_popc(x);
    case PV_IO_BREV32:
        return bx_brev(x);
    case PV_IO_CLZ32:
        return _mm256_sub_epi32(k32, bx_width(x));
    default:
        break;
    }
    /* the signed forms look for the highest bit unlike the sign */
    if (aux == PV_IO_BFIND_S32 || aux == PV_IO_BFIND_S32_SA)
        x = _mm256_xor_si256(x, _mm256_srai_epi32(x, 31));
    n = bx_width(x);
    if (aux == PV_IO_BFIND_U32 || aux == PV_IO_BFIND_S32)
        return _mm256_add_epi32(n, ones);       /* width - 1; 0 gives -1 */
    /* .shiftamt: the leading zeros, 0xffffffff where no bit is found */
    z = _mm256_cmpeq_epi32(n, _mm256_setzero_si256());
    return _mm256_or_si256(_mm256_sub_epi32(k32, n), z);
}

BX_TARGET PTXVM_INTERNAL int bx_bits32(uint32_t aux, uint32_t *t, const uint32_t *a)
{
    uint32_t l;
    if (aux != PV_IO_POPC32 && aux != PV_IO_BREV32 && aux != PV_IO_CLZ32 &&
        aux != PV_IO_BFIND_U32 && aux != PV_IO_BFIND_S32 && aux != PV_IO_BFIND_U32_SA &&
        aux != PV_IO_BFIND_S32_SA)
        return 0;
    for (l = 0; l < PV_LANES; l += 8) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(a + l));
        _mm256_storeu_si256((__m256i *)(void *)(t + l), bx_op(aux, x));
    }
    return 1;
}
#endif
