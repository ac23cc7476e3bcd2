/* One-word .shared accesses on AVX2 (see sh32_avx2.h). Compiled for
   AVX2 by a target attribute, so the rest of the library stays baseline
   x86-64; only the AVX2 copy of the dispatch loop calls these. */
#include "sh32_avx2.h"
#include "exec_mem.h"
#include "exec_sh32.h"
#include "sh32_gather.h"
#include <string.h>

#if SV_AVX2
#include <immintrin.h>

#define SV_TARGET __attribute__((target("avx2")))
/* the copies out of line: the tests' frame stays small */
#define SV_NOINLINE __attribute__((noinline))

/* Lane l's bit of the mask moved to bit 31 of its word: blendv_ps and
   movemask_ps read only that bit. Eight lanes a vector. */
static const int32_t sv_shift[PV_LANES] = {
    31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16,
    15, 14, 13, 12, 11, 10, 9,  8,  7,  6,  5,  4,  3,  2,  1,  0};
/* a lane's place in its vector, and in bytes from its half's first */
static const int32_t sv_lane[8] = {0, 1, 2, 3, 4, 5, 6, 7};
static const int32_t sv_word[16] = {0, 4, 8, 12, 16, 20, 24, 28,
                                    32, 36, 40, 44, 48, 52, 56, 60};

#define SV_LD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define SV_ST(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)
/* vector c's lanes of mask vector mv, by bit 31 */
#define SV_K(mv, c) _mm256_sllv_epi32(mv, SV_LD(sv_shift + 8u * (c)))

/* Bit 31 set unless offset o is 4-aligned and at most lim (below 2^31):
   o | (lim - o) has bit 31 clear exactly when o <= lim. */
#define SV_BAD(o, lim) ((o) | ((lim) - (o)) | (0u - ((o) & 3u)))

/* Any other shape: any lanes at any offsets (sh32_gather.c); a fault:
   exec_sh32.c's passes, which leave it to the general LD and ST. */
static int sv_any(const pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m, int write)
{
    if (I->a != PV_NO_REG && !(I->x >> 32) && X->shared_size - 4u <= 0x7ffffffbu &&
        (write ? sg_sh32_st(X->shared, R32(I->a), R32(I->d), (uint32_t)I->x,
                            X->shared_size - 4u, m)
               : sg_sh32_ld(X->shared, R32(I->a), R32(I->d), (uint32_t)I->x,
                            X->shared_size - 4u, m)))
        return 1;
    return write ? pv_sh32_st((pv_cta *)(uintptr_t)X, rf, I, m) : pv_sh32_ld(X, rf, I, m);
}

/* Part of a warp whose lowest active lane's neighbour is idle: a single
   lane is one word; anything else goes to exec_sh32.c. */
static int sv_odd(const pv_cta *X, uint8_t *rf, const pv_insn *I, const uint32_t *r,
                  uint32_t *d, uint32_t x, uint32_t lim, uint32_t m, int write)
{
    const uint32_t l = pv_ctz32(m), o = r[l] + x;
    if ((m & (m - 1u)) || (SV_BAD(o, lim) >> 31))
        return sv_any(X, rf, I, m, write);
    if (write)
        memcpy(X->shared + o, d + l, 4);
    else
        memcpy(d + l, X->shared + o, 4);
    return 1;
}

/* n lanes' words from offset o on by s, d in lane order, four a turn
   (distinct words: s is not 0). Offsets wrap as the lanes' sums do;
   each one used is inside .shared. */
static PV_FORCE_INLINE void sv_run(uint8_t *sh, uint32_t *d, uint32_t o, uint32_t s,
                                   uint32_t n, int write)
{
    uint32_t i = 0;
    for (; i + 4u <= n; i += 4u, o += 4u * s) {
        const uint32_t o1 = o + s, o2 = o + 2u * s, o3 = o1 + 2u * s;
        if (write) {
            memcpy(sh + o, d + i, 4);
            memcpy(sh + o1, d + i + 1u, 4);
            memcpy(sh + o2, d + i + 2u, 4);
            memcpy(sh + o3, d + i + 3u, 4);
        } else {
            memcpy(d + i, sh + o, 4);
            memcpy(d + i + 1u, sh + o1, 4);
            memcpy(d + i + 2u, sh + o2, 4);
            memcpy(d + i + 3u, sh + o3, 4);
        }
    }
    switch (n - i) {                    /* in lane order */
    case 3:
        if (write) {
            memcpy(sh + o, d + i, 4);
            memcpy(sh + (o + s), d + i + 1u, 4);
            memcpy(sh + (o + 2u * s), d + i + 2u, 4);
        } else {
            memcpy(d + i, sh + o, 4);
            memcpy(d + i + 1u, sh + (o + s), 4);
            memcpy(d + i + 2u, sh + (o + 2u * s), 4);
        }
        break;
    case 2:
        if (write) {
            memcpy(sh + o, d + i, 4);
            memcpy(sh + (o + s), d + i + 1u, 4);
        } else {
            memcpy(d + i, sh + o, 4);
            memcpy(d + i + 1u, sh + (o + s), 4);
        }
        break;
    case 1:
        if (write)
            memcpy(sh + o, d + i, 4);
        else
            memcpy(d + i, sh + o, 4);
        break;
    default:
        break;
    }
}

/* The active lanes m (lo the lowest, hi the highest) on the progression
   olo + s (l - lo), both ends' offsets inside .shared and |s| below
   2^26: the offsets run straight from one end to the other, so every
   lane's is inside. Stores in lane order: with s 0 the highest lane's
   word is the one that stays. */
static PV_FORCE_INLINE void sv_copy(uint8_t *sh, uint32_t *d, uint32_t olo, uint32_t s,
                                    uint32_t m, uint32_t lo, uint32_t hi, int write)
{
    const uint32_t t = m >> lo;
    uint32_t b, l;
    if (s == 0u && write) {
        memcpy(sh + olo, d + hi, 4);
    } else if (!(t & (t + 1u))) {       /* lanes lo..hi */
        sv_run(sh, d + lo, olo, s, hi - lo + 1u, write);
    } else {
        for (b = m; b; b &= b - 1u) {   /* a word a lane */
            uint32_t o;
            l = pv_ctz32(b);
            o = olo + s * (l - lo);
            if (write)
                memcpy(sh + o, d + l, 4);
            else
                memcpy(d + l, sh + o, 4);
        }
    }
}

/* Whether each half of address column r steps from its first lane
   (h0, h1) by the offsets w0 (lanes 0-7 of a half) and w1 (8-15). */
static PV_FORCE_INLINE SV_TARGET int sv_halves_step(const uint32_t *r, __m256i h0, __m256i h1,
                                                    __m256i w0, __m256i w1)
{
    const __m256i dev = _mm256_or_si256(
        _mm256_or_si256(_mm256_xor_si256(_mm256_sub_epi32(SV_LD(r), h0), w0),
                        _mm256_xor_si256(_mm256_sub_epi32(SV_LD(r + 8), h0), w1)),
        _mm256_or_si256(_mm256_xor_si256(_mm256_sub_epi32(SV_LD(r + 16), h1), w0),
                        _mm256_xor_si256(_mm256_sub_epi32(SV_LD(r + 24), h1), w1)));
    return _mm256_testz_si256(dev, dev);
}

/* Two runs of 16 words, at o0 for lanes 0-15 and o1 for 16-31, both
   inside .shared, to or from column d: four vector copies. */
static PV_FORCE_INLINE SV_TARGET void sv_two_runs(uint8_t *sh, uint32_t o0, uint32_t o1,
                                                  uint32_t *d, int write)
{
    if (write) {                        /* the later half lands last */
        SV_ST(sh + o0, SV_LD(d));
        SV_ST(sh + o0 + 32u, SV_LD(d + 8));
        SV_ST(sh + o1, SV_LD(d + 16));
        SV_ST(sh + o1 + 32u, SV_LD(d + 24));
    } else {
        const __m256i v0 = SV_LD(sh + o0), v1 = SV_LD(sh + o0 + 32u);
        const __m256i v2 = SV_LD(sh + o1), v3 = SV_LD(sh + o1 + 32u);
        SV_ST(d, v0);
        SV_ST(d + 8, v1);
        SV_ST(d + 16, v2);
        SV_ST(d + 24, v3);
    }
}

/* A whole warp whose halves each step by the stride of lanes 0 and 1
   from their first lane (a tile's two rows or two columns, a column, a
   broadcast word), all four ends inside .shared: by a word, four vector
   copies; else two strided copies. Else exec_sh32.c. */
static PV_FORCE_INLINE SV_TARGET int sv_full(const pv_cta *X, uint8_t *rf, const pv_insn *I,
                                             const uint32_t *r, uint32_t *d, uint32_t x,
                                             uint32_t lim, uint32_t m, int write)
{
    uint8_t *sh = X->shared;
    const uint32_t s = r[1] - r[0], o0 = r[0] + x, o1 = r[16] + x;
    const __m256i h0 = _mm256_set1_epi32((int)r[0]), h1 = _mm256_set1_epi32((int)r[16]);
    __m256i w0, w1;
    if (s == 4u) {                      /* the word steps as constants */
        w0 = SV_LD(sv_word);
        w1 = SV_LD(sv_word + 8);
    } else {
        const __m256i sv = _mm256_set1_epi32((int)s);
        w0 = _mm256_mullo_epi32(sv, SV_LD(sv_lane));
        w1 = _mm256_add_epi32(w0, _mm256_slli_epi32(sv, 3));
    }
    if (!sv_halves_step(r, h0, h1, w0, w1))
        return sv_any(X, rf, I, m, write);
    if (s == 4u) {
        if (lim < 60u || ((SV_BAD(o0, lim - 60u) | SV_BAD(o1, lim - 60u)) >> 31))
            return sv_any(X, rf, I, m, write);
        sv_two_runs(sh, o0, o1, d, write);
        return 1;
    }
    /* both halves straight from end to end inside .shared (see sv_copy) */
    if (s + (1u << 26) >= (1u << 27) || (s & 3u) ||
        ((SV_BAD(o0, lim) | SV_BAD(o0 + 15u * s, lim) | SV_BAD(o1, lim) |
          SV_BAD(o1 + 15u * s, lim)) >> 31))
        return sv_any(X, rf, I, m, write);
    if (s == 0u && write) {             /* each half's last lane, in order */
        memcpy(sh + o0, d + 15, 4);
        memcpy(sh + o1, d + 31, 4);
    } else {
        sv_run(sh, d, o0, s, 16u, write);
        sv_run(sh, d + 16, o1, s, 16u, write);
    }
    return 1;
}

/* Vector c's active lanes (mask vector mv) off the progression w, or-ed
   into bad by bit 31. */
#define SV_OFF(bad, c, w)                                                    \
    bad = _mm256_or_si256(bad, _mm256_andnot_si256(                          \
              _mm256_cmpeq_epi32(SV_LD(r + 8u * (c)), w), SV_K(mv, c)))

/* Vector c's active words from t into u (both 8 words). */
#define SV_BLEND(u, t, c)                                                    \
    _mm256_storeu_ps((float *)(void *)(u), _mm256_blendv_ps(                 \
        _mm256_loadu_ps((const float *)(const void *)(u)),                   \
        _mm256_loadu_ps((const float *)(const void *)(t)),                   \
        _mm256_castsi256_ps(SV_K(mv, c))))

/* Part of a warp whose lowest two active lanes are both active, every
   active lane on their progression. A word's stride (a tile's rows with
   the edge lanes idle) with the window of the warp (of its low half,
   when the high half is idle: a 16-thread block) inside .shared: the
   test and the blend eight lanes a step, no test a lane. Any other
   stride (a wavefront's diagonal, a column, a broadcast word) or a
   window across an end: the test on the halves that hold active lanes,
   the ends' test and a strided copy. */
static PV_FORCE_INLINE SV_TARGET int sv_part(const pv_cta *X, uint8_t *rf, const pv_insn *I,
                                             const uint32_t *r, uint32_t *d, uint32_t x,
                                             uint32_t lim, uint32_t m, int write)
{
    uint8_t *sh = X->shared;
    const uint32_t lo = pv_ctz32(m);
    const __m256i mv = _mm256_set1_epi32((int)m);
    __m256i bad = _mm256_setzero_si256();
    uint32_t s, b, hi, olo, ohi;
    if (!((m >> lo) & 2u))
        return sv_odd(X, rf, I, r, d, x, lim, m, write);
    s = r[lo + 1u] - r[lo];
    b = r[lo] - s * lo;
    if (s == 4u) {
        const uint32_t o = b + x;
        const __m256i s8 = _mm256_set1_epi32(32);
        __m256i w = _mm256_add_epi32(_mm256_set1_epi32((int)b), SV_LD(sv_word));
        /* every vector's test before any write: d may be r */
        if (!(m >> 16)) {
            if (lim >= 60u && o <= lim - 60u && !(o & 3u)) {
                SV_OFF(bad, 0, w);
                SV_OFF(bad, 1, _mm256_add_epi32(w, s8));
                if (_mm256_movemask_ps(_mm256_castsi256_ps(bad)))
                    return sv_any(X, rf, I, m, write);
                if (write) {
                    SV_BLEND(sh + o, d, 0);
                    SV_BLEND(sh + o + 32, d + 8, 1);
                } else {
                    SV_BLEND(d, sh + o, 0);
                    SV_BLEND(d + 8, sh + o + 32, 1);
                }
                return 1;
            }
        } else if (lim >= 124u && o <= lim - 124u && !(o & 3u)) {
            SV_OFF(bad, 0, w);
            w = _mm256_add_epi32(w, s8);
            SV_OFF(bad, 1, w);
            w = _mm256_add_epi32(w, s8);
            SV_OFF(bad, 2, w);
            w = _mm256_add_epi32(w, s8);
            SV_OFF(bad, 3, w);
            if (_mm256_movemask_ps(_mm256_castsi256_ps(bad)))
                return sv_any(X, rf, I, m, write);
            if (write) {
                SV_BLEND(sh + o, d, 0);
                SV_BLEND(sh + o + 32, d + 8, 1);
                SV_BLEND(sh + o + 64, d + 16, 2);
                SV_BLEND(sh + o + 96, d + 24, 3);
            } else {
                SV_BLEND(d, sh + o, 0);
                SV_BLEND(d + 8, sh + o + 32, 1);
                SV_BLEND(d + 16, sh + o + 64, 2);
                SV_BLEND(d + 24, sh + o + 96, 3);
            }
            return 1;
        }
    }
    hi = 31u - (uint32_t)__builtin_clz(m);
    olo = r[lo] + x;
    ohi = r[hi] + x;
    if (s + (1u << 26) >= (1u << 27) || (s & 3u) || ((SV_BAD(olo, lim) | SV_BAD(ohi, lim)) >> 31))
        return sv_any(X, rf, I, m, write);
    {
        const __m256i sv = _mm256_set1_epi32((int)s), s8 = _mm256_slli_epi32(sv, 3);
        const __m256i w0 = _mm256_add_epi32(_mm256_set1_epi32((int)b),
                                            _mm256_mullo_epi32(sv, SV_LD(sv_lane)));
        if (m & 0xffffu) {
            SV_OFF(bad, 0, w0);
            SV_OFF(bad, 1, _mm256_add_epi32(w0, s8));
        }
        if (m >> 16) {
            const __m256i w2 = _mm256_add_epi32(w0, _mm256_slli_epi32(sv, 4));
            SV_OFF(bad, 2, w2);
            SV_OFF(bad, 3, _mm256_add_epi32(w2, s8));
        }
        if (_mm256_movemask_ps(_mm256_castsi256_ps(bad)))
            return sv_any(X, rf, I, m, write);
    }
    sv_copy(sh, d, olo, s, m, lo, hi, write);
    return 1;
}

/* The entries: the checks every shape needs (an address register, an
   offset of 32 bits, .shared of a size the sums cannot wrap past), then
   the whole warp's shapes or the partial warp's, each its own function
   so that neither pays for the other's registers. */
#define SV_ENTRY(name, cta, shape, write)                                    \
    SV_TARGET PTXVM_INTERNAL int name(cta *X, uint8_t *rf, const pv_insn *I, uint32_t m) \
    {                                                                        \
        const uint32_t size = X->shared_size;                                \
        if (I->a == PV_NO_REG || (I->x >> 32) || size - 4u > 0x7ffffffbu)    \
            return sv_any(X, rf, I, m, write);                               \
        return shape(X, rf, I, R32(I->a), R32(I->d), (uint32_t)I->x, size - 4u, m, write); \
    }
SV_ENTRY(sv_sh32_ld_part, const pv_cta, sv_part, 0)
SV_ENTRY(sv_sh32_st_part, pv_cta, sv_part, 1)
#undef SV_ENTRY

/* A whole warp's other shapes, out of line (see sv_rows). */
#define SV_REST(name, cta, write)                                            \
    static SV_NOINLINE SV_TARGET int name(cta *X, uint8_t *rf, const pv_insn *I, uint32_t m) \
    {                                                                        \
        const uint32_t size = X->shared_size;                                \
        if (I->a == PV_NO_REG || (I->x >> 32) || size - 4u > 0x7ffffffbu)    \
            return sv_any(X, rf, I, m, write);                               \
        return sv_full(X, rf, I, R32(I->a), R32(I->d), (uint32_t)I->x, size - 4u, m, write); \
    }
SV_REST(sv_ld_full_rest, const pv_cta, 0)
SV_REST(sv_st_full_rest, pv_cta, 1)
#undef SV_REST

/* A whole warp whose halves are runs of 16 words (a tile's two rows, a
   row of a 32-wide block), both inside .shared: sv_full's first shape
   with only its own tests, in a frame with no saved registers (the
   other shapes are out of line). 1 when done; 0, nothing touched, for
   anything else. */
static PV_FORCE_INLINE SV_TARGET int sv_rows(uint8_t *sh, uint32_t size, uint8_t *rf,
                                             const pv_insn *I, int write)
{
    const uint32_t *r;
    uint32_t o0, o1;
    __m256i h0, h1, w0, w1;
    if (I->a == PV_NO_REG || (I->x >> 32))
        return 0;
    r = R32(I->a);
    o0 = r[0] + (uint32_t)I->x;
    o1 = r[16] + (uint32_t)I->x;
    if (size - 64u > 0x7fffffbfu || o0 > size - 64u || o1 > size - 64u || ((o0 | o1) & 3u))
        return 0;
    h0 = _mm256_set1_epi32((int)r[0]);
    h1 = _mm256_set1_epi32((int)r[16]);
    w0 = SV_LD(sv_word);
    w1 = SV_LD(sv_word + 8);
    if (!sv_halves_step(r, h0, h1, w0, w1))
        return 0;
    sv_two_runs(sh, o0, o1, R32(I->d), write);
    return 1;
}

SV_TARGET PTXVM_INTERNAL int sv_sh32_ld_full(const pv_cta *X, uint8_t *rf, const pv_insn *I,
                                             uint32_t m)
{
    if (sv_rows(X->shared, X->shared_size, rf, I, 0))
        return 1;
    return sv_ld_full_rest(X, rf, I, m);
}

SV_TARGET PTXVM_INTERNAL int sv_sh32_st_full(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m)
{
    if (sv_rows(X->shared, X->shared_size, rf, I, 1))
        return 1;
    return sv_st_full_rest(X, rf, I, m);
}
#undef SV_LD
#undef SV_ST
#undef SV_K
#undef SV_BAD
#undef SV_OFF
#undef SV_BLEND
#undef SV_TARGET
#undef SV_NOINLINE
#endif
