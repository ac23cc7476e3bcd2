/* .shared words of any lanes at any addresses on AVX2 (sh32_gather.h).
   Compiled for AVX2 by a target attribute, as sh32_avx2.c is. */
#include "sh32_gather.h"
#include "exec_mem.h"
#include "exec_sh32.h"
#include <string.h>

#if SG_AVX2
#include <immintrin.h>

#define SG_TARGET __attribute__((target("avx2")))
#define SG_LD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define SG_ST(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)

/* Lane l's bit of the mask moved to bit 31 of its word, eight lanes a
   vector: shifted right arithmetically, the lane's mask. */
static const int32_t sg_shift[PV_LANES] = {
    31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16,
    15, 14, 13, 12, 11, 10, 9,  8,  7,  6,  5,  4,  3,  2,  1,  0};

/* Vector c's active lanes: their mask (all ones) in k, their offsets in
   o, an idle lane's offset 0 (inside .shared, aligned: nothing to say).
   The offsets are read from r again after the check, vector by vector
   just before the vector's own words of d are written: d may be r. */
#define SG_LANES(c)                                                              \
    k = _mm256_srai_epi32(_mm256_sllv_epi32(mv, SG_LD(sg_shift + 8u * (c))), 31); \
    o = _mm256_and_si256(_mm256_add_epi32(SG_LD(r + 8u * (c)), xv), k)

/* The vectors of lanes m that hold an active lane (as 8-lane bytes of m). */
#define SG_EACH(c, body)                                                         \
    do {                                                                         \
        PV_UNROLL                                                                \
        for (c = 0; c < 4u; c++)                                                 \
            if ((m >> 8u * c) & 0xffu) {                                         \
                body;                                                            \
            }                                                                    \
    } while (0)

/* 1 when every active lane's offset is aligned and at most lim: the
   unsigned maximum of the offsets and the or of their low bits, in one
   pass over the vectors with active lanes. */
static PV_FORCE_INLINE SG_TARGET int sg_check(const uint32_t *r, uint32_t x, uint32_t lim,
                                              uint32_t m)
{
    const __m256i mv = _mm256_set1_epi32((int)m), xv = _mm256_set1_epi32((int)x);
    const __m256i lv = _mm256_set1_epi32((int)lim);
    __m256i k, o, top = _mm256_setzero_si256(), low = top;
    uint32_t c;
    SG_EACH(c, {
        SG_LANES(c);
        top = _mm256_max_epu32(top, o);
        low = _mm256_or_si256(low, o);
    });
    return _mm256_testz_si256(low, _mm256_set1_epi32(3)) &&
           _mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_max_epu32(top, lv), lv)) == -1;
}

static PV_FORCE_INLINE SG_TARGET int sg_ld(const uint8_t *sh, const uint32_t *r, uint32_t *d,
                                           uint32_t x, uint32_t lim, uint32_t m)
{
    const __m256i mv = _mm256_set1_epi32((int)m), xv = _mm256_set1_epi32((int)x);
    __m256i k, o;
    uint32_t c;
    if (!sg_check(r, x, lim, m))
        return 0;
    /* an idle lane keeps its word (the gather's source) and reads
       nothing; offsets are below 2^31, the gather's signed indices */
    SG_EACH(c, {
        SG_LANES(c);
        SG_ST(d + 8u * c, _mm256_mask_i32gather_epi32(SG_LD(d + 8u * c),
                                                     (const int *)(const void *)sh, o, k, 1));
    });
    return 1;
}

static PV_FORCE_INLINE SG_TARGET int sg_st(uint8_t *sh, const uint32_t *r, const uint32_t *d,
                                           uint32_t x, uint32_t lim, uint32_t m)
{
    uint32_t b, l;
    if (!sg_check(r, x, lim, m))
        return 0;
    for (b = m; b; b &= b - 1u) {       /* in lane order: a later lane wins */
        l = pv_ctz32(b);
        memcpy(sh + (r[l] + x), d + l, 4);
    }
    return 1;
}

SG_TARGET PTXVM_INTERNAL int sg_sh32_ld(const uint8_t *sh, const uint32_t *r, uint32_t *d,
                                        uint32_t x, uint32_t lim, uint32_t m)
{
    return sg_ld(sh, r, d, x, lim, m);
}

SG_TARGET PTXVM_INTERNAL int sg_sh32_st(uint8_t *sh, const uint32_t *r, const uint32_t *d,
                                        uint32_t x, uint32_t lim, uint32_t m)
{
    return sg_st(sh, r, d, x, lim, m);
}

/* Part of a warp: the lowest two active lanes a word apart go to
   sh32_avx2.c (runs and a tile's rows by blends); one lane is one word;
   anything else is checked and done here, a fault left to the general
   path through exec_sh32.c. */
#define SG_ENTRY(name, cta, body, word, write)                                   \
    SG_TARGET PTXVM_INTERNAL int name(cta *X, uint8_t *rf, const pv_insn *I, uint32_t m) \
    {                                                                            \
        const uint32_t size = X->shared_size, lo = pv_ctz32(m);                  \
        const uint32_t *r;                                                       \
        uint32_t *d, o;                                                          \
        if (I->a == PV_NO_REG || (I->x >> 32) || size - 4u > 0x7ffffffbu)        \
            return write ? pv_sh32_st((pv_cta *)(uintptr_t)X, rf, I, m)          \
                         : pv_sh32_ld(X, rf, I, m);                              \
        r = R32(I->a);                                                           \
        d = R32(I->d);                                                           \
        if (((m >> lo) & 2u) && r[lo + 1u] - r[lo] == 4u)                        \
            return word(X, rf, I, m);                                            \
        if (!(m & (m - 1u))) {          /* one lane */                           \
            o = r[lo] + (uint32_t)I->x;                                          \
            if (o > size - 4u || (o & 3u))                                       \
                return 0;                                                        \
            if (write)                                                           \
                memcpy(X->shared + o, d + lo, 4);                                \
            else                                                                 \
                memcpy(d + lo, X->shared + o, 4);                                \
            return 1;                                                            \
        }                                                                        \
        if (body(X->shared, r, d, (uint32_t)I->x, size - 4u, m))                 \
            return 1;                                                            \
        return write ? pv_sh32_st((pv_cta *)(uintptr_t)X, rf, I, m)              \
                     : pv_sh32_ld(X, rf, I, m);                                  \
    }
SG_ENTRY(sg_sh32_ld_part, const pv_cta, sg_ld, sv_sh32_ld_part, 0)
SG_ENTRY(sg_sh32_st_part, pv_cta, sg_st, sv_sh32_st_part, 1)
#undef SG_ENTRY
#undef SG_LANES
#undef SG_EACH
#undef SG_LD
#undef SG_ST
#undef SG_TARGET
#endif
