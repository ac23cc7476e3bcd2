/* .shared words of any lanes at any addresses on AVX2 (sh32_gather.h).
   Compiled for AVX2 by a target attribute, as sh32_avx2.c is. */
#include "sh32_gather.h"
#include "exec_mem.h"
#include "exec_sh32.h"
#include <string.h>

#if SG_AVX2
#include <immintrin.h>

#define SG_TARGET __attribute__((target("avx2")))
#define SG_NOINLINE __attribute__((noinline))
#define SG_LD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define SG_ST(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)

/* Lane l's bit of the mask moved to bit 31 of its word, eight lanes a
   vector: shifted right arithmetically, the lane's mask. */
static const int32_t sg_shift[PV_LANES] = {
    31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16,
    15, 14, 13, 12, 11, 10, 9,  8,  7,  6,  5,  4,  3,  2,  1,  0};
/* a lane's byte offset from its vector's first */
static const int32_t sg_word[8] = {0, 4, 8, 12, 16, 20, 24, 28};

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
    const __m256i lv = _mm256_set1_epi32((int)lim);
    __m256i k, o, ks[4], os[4], top = _mm256_setzero_si256(), low = top;
    uint32_t c;
    /* sg_check's pass, each vector's mask and offsets kept for its
       gather: the offsets are read from r once, before any write */
    SG_EACH(c, {
        SG_LANES(c);
        ks[c] = k;
        os[c] = o;
        top = _mm256_max_epu32(top, o);
        low = _mm256_or_si256(low, o);
    });
    if (!_mm256_testz_si256(low, _mm256_set1_epi32(3)) ||
        _mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_max_epu32(top, lv), lv)) != -1)
        return 0;
    /* an idle lane keeps its word (the gather's source) and reads
       nothing; offsets are below 2^31, the gather's signed indices */
    SG_EACH(c, SG_ST(d + 8u * c, _mm256_mask_i32gather_epi32(
                                      SG_LD(d + 8u * c), (const int *)(const void *)sh, os[c],
                                      ks[c], 1)));
    return 1;
}

static PV_FORCE_INLINE SG_TARGET int sg_st(uint8_t *sh, const uint32_t *r, const uint32_t *d,
                                           uint32_t x, uint32_t lim, uint32_t m)
{
    const uint32_t lo = pv_ctz32(m), hi = pv_top32(m), t = m >> lo;
    uint32_t b, l;
    if (!sg_check(r, x, lim, m))
        return 0;
    /* in lane order: a later lane wins */
    if (!(t & (t + 1u))) {              /* lanes lo..hi (a prefix): no walk over bits */
        for (l = lo; l < hi; l += 2u) {
            memcpy(sh + (r[l] + x), d + l, 4);
            memcpy(sh + (r[l + 1u] + x), d + l + 1u, 4);
        }
        if (l == hi)
            memcpy(sh + (r[l] + x), d + l, 4);
        return 1;
    }
    for (b = m; b; b &= b - 1u) {
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

/* Part of a warp, after sg_row below: the lowest two active lanes a
   word apart go to sh32_avx2.c (runs and a tile's rows by blends); one
   lane is one word; anything else is checked and done here, a fault
   left to the general path through exec_sh32.c. Out of line, so that
   the entry keeps a short frame for the row it takes first. */
#define SG_REST(name, cta, body, word, write)                                    \
    static SG_NOINLINE SG_TARGET int name(cta *X, uint8_t *rf, const pv_insn *I, \
                                          uint32_t m)                           \
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
SG_REST(sg_ld_rest, const pv_cta, sg_ld, sv_sh32_ld_part, 0)
SG_REST(sg_st_rest, pv_cta, sg_st, sv_sh32_st_part, 1)
#undef SG_REST

/* Vector c's active words from t into u (8 words each), by the lanes'
   masks k (bit 31). */
#define SG_BLEND(u, t, k)                                                        \
    _mm256_storeu_ps((float *)(void *)(u), _mm256_blendv_ps(                     \
        _mm256_loadu_ps((const float *)(const void *)(u)),                       \
        _mm256_loadu_ps((const float *)(const void *)(t)), _mm256_castsi256_ps(k)))

/* A tile's rows with the edge lanes idle, the shape of a stencil's
   pyramid: the lowest two active lanes a word apart, every active lane
   on their progression, the warp's window of 32 words (from lane 0's
   offset on the progression) inside .shared. Then the window is the
   test's bound: the progression test on all four vectors at once and
   four blends, with nothing else to check; a store rewrites the idle
   words with what they hold, which nothing else sees (.shared is this
   host thread's). The caller has seen an address register, an offset
   of 32 bits and lanes lo and lo + 1 active a word apart (r the
   register). 1 when done; 0 otherwise, nothing touched (the test comes
   before any write: a load may replace its address register). */
static PV_FORCE_INLINE SG_TARGET int sg_row(uint8_t *sh, uint32_t size, uint8_t *rf,
                                            const pv_insn *I, const uint32_t *r, uint32_t lo,
                                            uint32_t m, int write)
{
    const __m256i mv = _mm256_set1_epi32((int)m);
    const uint32_t b = r[lo] - 4u * lo; /* lane 0's address on the progression */
    const uint32_t o = b + (uint32_t)I->x;
    uint32_t *d;
    __m256i w, k0, k1, k2, k3, bad;
    if (size - 128u > 0x7fffff7fu || o > size - 128u || (o & 3u))
        return 0;
    w = _mm256_add_epi32(_mm256_set1_epi32((int)b), SG_LD(sg_word));
    k0 = _mm256_sllv_epi32(mv, SG_LD(sg_shift));
    k1 = _mm256_sllv_epi32(mv, SG_LD(sg_shift + 8));
    k2 = _mm256_sllv_epi32(mv, SG_LD(sg_shift + 16));
    k3 = _mm256_sllv_epi32(mv, SG_LD(sg_shift + 24));
    bad = _mm256_andnot_si256(_mm256_cmpeq_epi32(SG_LD(r), w), k0);
    w = _mm256_add_epi32(w, _mm256_set1_epi32(32));
    bad = _mm256_or_si256(bad, _mm256_andnot_si256(_mm256_cmpeq_epi32(SG_LD(r + 8), w), k1));
    w = _mm256_add_epi32(w, _mm256_set1_epi32(32));
    bad = _mm256_or_si256(bad, _mm256_andnot_si256(_mm256_cmpeq_epi32(SG_LD(r + 16), w), k2));
    w = _mm256_add_epi32(w, _mm256_set1_epi32(32));
    bad = _mm256_or_si256(bad, _mm256_andnot_si256(_mm256_cmpeq_epi32(SG_LD(r + 24), w), k3));
    if (_mm256_movemask_ps(_mm256_castsi256_ps(bad)))
        return 0;
    d = R32(I->d);
    sh += o;
    if (write) {
        SG_BLEND(sh, d, k0);
        SG_BLEND(sh + 32, d + 8, k1);
        SG_BLEND(sh + 64, d + 16, k2);
        SG_BLEND(sh + 96, d + 24, k3);
    } else {
        SG_BLEND(d, sh, k0);
        SG_BLEND(d + 8, sh + 32, k1);
        SG_BLEND(d + 16, sh + 64, k2);
        SG_BLEND(d + 24, sh + 96, k3);
    }
    return 1;
}

/* Any other lanes of more than one, with an address register and an
   offset of 32 bits: checked and done by body, else exec_sh32.c's
   passes, which leave a fault to the general path. */
#define SG_ANY(name, cta, body, write)                                           \
    static SG_NOINLINE SG_TARGET int name(cta *X, uint8_t *rf, const pv_insn *I, \
                                          uint32_t m)                           \
    {                                                                            \
        if (X->shared_size - 4u <= 0x7ffffffbu &&                                \
            body(X->shared, R32(I->a), R32(I->d), (uint32_t)I->x,               \
                 X->shared_size - 4u, m))                                        \
            return 1;                                                            \
        return write ? pv_sh32_st((pv_cta *)(uintptr_t)X, rf, I, m)              \
                     : pv_sh32_ld(X, rf, I, m);                                  \
    }
SG_ANY(sg_ld_any, const pv_cta, sg_ld, 0)
SG_ANY(sg_st_any, pv_cta, sg_st, 1)
#undef SG_ANY

/* The entries: only the choice, each shape's work in a frame of its
   own. The lowest two active lanes a word apart: a tile's row, else
   sh32_avx2.c's passes (through the rest); a word apart or not, any
   other two active: the checked gathers and stores; one lane, or no
   register: the rest. */
#define SG_ENTRY(name, cta, rest, any, write)                                    \
    SG_NOINLINE SG_TARGET PTXVM_INTERNAL int name(cta *X, uint8_t *rf, const pv_insn *I, \
                                                  uint32_t m)                   \
    {                                                                            \
        const uint32_t lo = pv_ctz32(m);                                         \
        const uint32_t *r;                                                       \
        if (I->a == PV_NO_REG || (I->x >> 32) || !(m & (m - 1u)))                \
            return rest(X, rf, I, m);                                            \
        r = R32(I->a);                                                           \
        if (!((m >> lo) & 2u) || r[lo + 1u] - r[lo] != 4u)                       \
            return any(X, rf, I, m);                                             \
        if (sg_row(X->shared, X->shared_size, rf, I, r, lo, m, write))           \
            return 1;                                                            \
        return rest(X, rf, I, m);                                                \
    }
SG_ENTRY(sg_sh32_ld_part, const pv_cta, sg_ld_rest, sg_ld_any, 0)
SG_ENTRY(sg_sh32_st_part, pv_cta, sg_st_rest, sg_st_any, 1)
#undef SG_ENTRY
#undef SG_BLEND
#undef SG_LANES
#undef SG_EACH
#undef SG_LD
#undef SG_ST
#undef SG_TARGET
#undef SG_NOINLINE
#endif
