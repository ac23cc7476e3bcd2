/* SHARED_INC of a whole warp on AVX2 (see shinc_avx2.h). Compiled for
   AVX2 by a target attribute, so the rest of the library stays baseline
   x86-64; only the AVX2 copy of the dispatch loop calls it. */
#include "shinc_avx2.h"
#include "exec_mem.h"
#include <string.h>

#if SI_AVX2
#include <immintrin.h>

#define SI_TARGET __attribute__((target("avx2")))
#define SI_LD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define SI_ST(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)

PTXVM_INTERNAL SI_TARGET int si_shared_inc_full(pv_cta *X, uint8_t *rf, const pv_insn *I)
{
    const uint32_t size = PV_MEM_SIZE(I->aux), *r, *b = R32(I->b);
    uint8_t *sh = X->shared;
    uint32_t off[PV_LANES], l;
    __m256i o, lim, am, x, bad, k, o0, lane, eight;
    if ((size != 1 && size != 2 && size != 4) || I->a == PV_NO_REG ||
        !(I->aux & PV_MEM_ADDR32) || (I->x >> 32) ||
        X->shared_size < size || X->shared_size > 0x7fffffffu)
        return 0;
    /* offset o fits when o | (lim - o) has bit 31 clear (lim, the highest
       start that fits, is below 2^31); an .addr32 sum wraps at 2^32, as
       the register's does */
    r = R32(I->a);
    x = _mm256_set1_epi32((int32_t)(uint32_t)I->x);
    lim = _mm256_set1_epi32((int32_t)(X->shared_size - size));
    am = _mm256_set1_epi32((int32_t)(size - 1u));
    o0 = _mm256_set1_epi32((int32_t)(r[0] + (uint32_t)I->x));
    lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    eight = _mm256_set1_epi32(8);
    bad = k = _mm256_setzero_si256();
    for (l = 0; l < PV_LANES; l += 8) {
        o = _mm256_add_epi32(SI_LD(r + l), x);
        SI_ST(off + l, o);
        bad = _mm256_or_si256(bad, _mm256_or_si256(o, _mm256_sub_epi32(lim, o)));
        bad = _mm256_or_si256(bad, _mm256_sub_epi32(_mm256_setzero_si256(),
                                                    _mm256_and_si256(o, am)));
        k = _mm256_or_si256(k, _mm256_sub_epi32(_mm256_sub_epi32(o, o0), lane));
        lane = _mm256_add_epi32(lane, eight);
    }
    if (_mm256_movemask_ps(_mm256_castsi256_ps(bad)))
        return 0;
    /* 32 different bytes (lane l's at off[0] + l modulo 32) may add in place */
    shared_add_full(sh, off, b, size, size == 1 && _mm256_testz_si256(k, _mm256_set1_epi32(31)));
    return 1;
}
#endif
