/* Whole-warp global runs on AVX2 (see gmem_avx2.h). Compiled for AVX2
   by a target attribute, so the rest of the library stays baseline
   x86-64.

   The shape: lane l of a half warp is at its half's first address plus
   l << k exactly when r[l] equals that address plus the lane's offset,
   so each four lanes take one xor against a precomputed want and one or
   into an accumulator, both halves beside each other; the halves' ends
   are compared first, which a gather or a shared address fails at once.

   The copy: every access to global memory is single-copy atomic for
   each element (gmem.h). CPUs with AVX make an aligned 16-byte vmovdqa
   one atomic access, so a 16-byte-aligned run goes by those (written in
   asm, as the __atomic builtins are, outside C's rules on races: the
   compiler may not split, merge or repeat them) and the register column
   by 32-byte vectors; a load off 16-byte alignment takes its ends by
   aligned words, a store off it gmem.h's words. */
#include "gmem_avx2.h"

#if GX_AVX2
#include "exec_mem.h"
#include "gmem.h"
#include "gmem_span.h"
#include "prefetch.h"
#include <immintrin.h>
#include <string.h>

#define GX_TARGET __attribute__((target("avx2")))
#define GX_LD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))

/* lane l's offset l << k in its half warp, k = 2 and 3 */
#define GX_OFF(s) {0 * s, 1 * s, 2 * s, 3 * s, 4 * s, 5 * s, 6 * s, 7 * s,            \
                   8 * s, 9 * s, 10 * s, 11 * s, 12 * s, 13 * s, 14 * s, 15 * s}
static const uint64_t gx_off[2][16] = {GX_OFF(4u), GX_OFF(8u)};
#undef GX_OFF

/* 1 when r[l] = b0 + off[l] for the low half and b1 + off[l - 16] for
   the high one. */
static PV_FORCE_INLINE GX_TARGET int gx_runs(const uint64_t *r, const uint64_t *off,
                                             uint64_t b0, uint64_t b1)
{
    const __m256i w0 = _mm256_set1_epi64x((long long)b0), w1 = _mm256_set1_epi64x((long long)b1);
    __m256i acc = _mm256_setzero_si256();
    uint32_t j;
    PV_UNROLL
    for (j = 0; j < PV_LANES / 2; j += 4) {
        const __m256i o = GX_LD(off + j);
        acc = _mm256_or_si256(acc, _mm256_xor_si256(GX_LD(r + j), _mm256_add_epi64(w0, o)));
        acc = _mm256_or_si256(acc, _mm256_xor_si256(GX_LD(r + PV_LANES / 2 + j),
                                                    _mm256_add_epi64(w1, o)));
    }
    return _mm256_testz_si256(acc, acc);
}

/* One aligned 16-byte access of global memory. */
static PV_FORCE_INLINE GX_TARGET __m128i gx_ld16(const uint8_t *p)
{
    __m128i v;
    __asm__ __volatile__("vmovdqa %1, %0" : "=x"(v) : "m"(*(const __m128i *)(const void *)p));
    return v;
}

static PV_FORCE_INLINE GX_TARGET void gx_st16(uint8_t *p, __m128i v)
{
    __asm__ __volatile__("vmovdqa %1, %0" : "=m"(*(__m128i *)(void *)p) : "x"(v));
}

/* Bytes [sh, sh + 16) of the 32 at lo:hi, sh 4, 8 or 12. */
static PV_FORCE_INLINE GX_TARGET __m128i gx_cat(__m128i hi, __m128i lo, uint32_t sh)
{
    return sh == 4 ? _mm_alignr_epi8(hi, lo, 4)
                   : sh == 8 ? _mm_alignr_epi8(hi, lo, 8) : _mm_alignr_epi8(hi, lo, 12);
}

/* n bytes (a multiple of 32) of global memory at host address h, sh
   bytes past a 16-byte boundary (4, 8 or 12: a stencil's neighbour
   column), into the column col: the aligned 16 bytes inside the run by
   vmovdqa, its first 16 - sh and last sh bytes by aligned words (each
   element still one access, gmem.h), then each 16 bytes of the column
   taken across two neighbours. Nothing outside the run is read. */
static PV_FORCE_INLINE GX_TARGET void gx_copy_ld_off(uint8_t *col, const uint8_t *h, uint32_t n,
                                                     uint32_t sh)
{
    const uint8_t *b = h - sh, *e = h + n - sh;       /* e: the last chunk */
    __m128i c, nx, o[16];                             /* n is at most 256 */
    uint32_t j;
    if (sh == 4)
        c = _mm_set_epi64x((long long)PV_GLD(uint64_t, b + 8),
                           (long long)((uint64_t)PV_GLD(uint32_t, b + 4) << 32));
    else if (sh == 8)
        c = _mm_set_epi64x((long long)PV_GLD(uint64_t, b + 8), 0);
    else
        c = _mm_set_epi32((int)PV_GLD(uint32_t, b + 12), 0, 0, 0);
    PV_UNROLL
    for (j = 0; j + 1u < n / 16u; j++) {
        nx = gx_ld16(b + 16u * (j + 1u));
        o[j] = gx_cat(nx, c, sh);
        c = nx;
    }
    if (sh == 4)
        nx = _mm_cvtsi32_si128((int)PV_GLD(uint32_t, e));
    else if (sh == 8)
        nx = _mm_cvtsi64_si128((long long)PV_GLD(uint64_t, e));
    else
        nx = _mm_set_epi64x((long long)PV_GLD(uint32_t, e + 8), (long long)PV_GLD(uint64_t, e));
    o[n / 16u - 1u] = gx_cat(nx, c, sh);
    /* whole 32-byte stores: the next instruction reads the column by
       32-byte vectors, which two 16-byte stores would not forward to */
    PV_UNROLL
    for (j = 0; j < n / 16u; j += 2)
        _mm256_storeu_si256((__m256i *)(void *)(col + 16u * j),
                            _mm256_inserti128_si256(_mm256_castsi128_si256(o[j]), o[j + 1u], 1));
}

/* n bytes (a multiple of 32) between global memory at host address h
   (aligned to the element size, 4 or 8 bytes) and the column col. */
static PV_FORCE_INLINE GX_TARGET void gx_copy_ld(uint8_t *col, const uint8_t *h, uint32_t n)
{
    uint32_t i;
    switch ((uintptr_t)h & 15u) {
    case 0:
        break;
    case 4:
        gx_copy_ld_off(col, h, n, 4);
        return;
    case 8:
        gx_copy_ld_off(col, h, n, 8);
        return;
    case 12:
        gx_copy_ld_off(col, h, n, 12);
        return;
    default:
        pv_gld_run(col, h, n);
        return;
    }
    PV_UNROLL
    for (i = 0; i < n; i += 32) {
        const __m256i v = _mm256_inserti128_si256(_mm256_castsi128_si256(gx_ld16(h + i)),
                                                  gx_ld16(h + i + 16), 1);
        _mm256_storeu_si256((__m256i *)(void *)(col + i), v);
    }
}

static PV_FORCE_INLINE GX_TARGET void gx_copy_st(uint8_t *h, const uint8_t *col, uint32_t n)
{
    uint32_t i;
    if ((uintptr_t)h & 15u) {
        pv_gst_run(h, col, n);
        return;
    }
    PV_UNROLL
    for (i = 0; i < n; i += 16)
        gx_st16(h + i, _mm_loadu_si128((const __m128i *)(const void *)(col + i)));
}

static GX_TARGET int gx_full_find(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t pc,
                                  uint32_t key, int write);

/* What exec_gmem.c's gm_runs does for a whole warp's run or halves, with
   the same region check (the span of both halves in one usable region),
   prefetch hints and lane order (the low half first). Without find, a
   span outside the instruction's last region goes on to gx_full_find,
   a tail call: the common case then keeps nothing across a call and
   saves no registers. */
static PV_FORCE_INLINE GX_TARGET int gx_full(pv_cta *X, uint8_t *rf, const pv_insn *I,
                                             uint32_t pc, uint32_t key, int write, int find,
                                             uint32_t k)
{
    const uint32_t aux = I->aux, size = 1u << k;
    const uint64_t *r = R64(I->a), end = (uint64_t)15 << k, half = (uint64_t)16 << k;
    const pv_region *R;
    uint64_t a0, a1, lo, hi;
    uint8_t *h0, *h1;
    if ((aux & PV_MEM_ADDR32) || PV_MEM_SIZE(aux) != size ||
        size != ((aux & PV_MEM_WIDE_DST) ? 8u : 4u) ||
        r[PV_LANES / 2 - 1] - r[0] != end || r[PV_LANES - 1] - r[PV_LANES / 2] != end ||
        !gx_runs(r, gx_off[k - 2u], r[0], r[PV_LANES / 2]))
        return -1;
    a0 = r[0] + I->x;
    a1 = r[PV_LANES / 2] + I->x;
    /* a half that wraps past 2^64 is left to the portable path */
    if (((a0 | a1) & (size - 1u)) || a0 + end < a0 || a1 + end < a1)
        return -1;
    lo = a0 < a1 ? a0 : a1;
    hi = a0 < a1 ? a1 + end : a0 + end;
    R = X->gm_region[pc & (PV_GM_SLOTS - 1)];
    if (!R || lo < R->base || R->size < size || hi - R->base > R->size - size ||
        !gm_usable(R, size, write)) {
        if (!find)
            return gx_full_find(X, rf, I, pc, key, write);
        if ((R = gm_span(X, pc, lo, hi, size, write)) == NULL)
            return -1;
    }
    h0 = R->host + (a0 - R->base);
    h1 = R->host + (a1 - R->base);
    if (a1 - a0 == half) {
        if (!write)
            gm_first_rounds(X, key, h0, (uint32_t)(2u * half));
        pv_warp_prefetch(X, key, h0, (uint32_t)(2u * half), 0, !write, write);
        if (write)
            gx_copy_st(h0, rf + I->d, (uint32_t)(2u * half));
        else
            gx_copy_ld(rf + I->d, h0, (uint32_t)(2u * half));
        return 0;
    }
    pv_warp_prefetch(X, key, h0, (uint32_t)half, a1 - a0, 0, write);
    if (write) {
        gx_copy_st(h0, rf + I->d, (uint32_t)half);
        gx_copy_st(h1, rf + I->d + half, (uint32_t)half);
    } else {
        gx_copy_ld(rf + I->d, h0, (uint32_t)half);
        gx_copy_ld(rf + I->d + half, h1, (uint32_t)half);
    }
    return 0;
}

static __attribute__((noinline)) GX_TARGET int gx_full_find(pv_cta *X, uint8_t *rf,
                                                            const pv_insn *I, uint32_t pc,
                                                            uint32_t key, int write)
{
    if (PV_MEM_SIZE(I->aux) == 8)
        return write ? gx_full(X, rf, I, pc, key, 1, 1, 3) : gx_full(X, rf, I, pc, key, 0, 1, 3);
    return write ? gx_full(X, rf, I, pc, key, 1, 1, 2) : gx_full(X, rf, I, pc, key, 0, 1, 2);
}

PTXVM_INTERNAL GX_TARGET int gx_ld_full(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t pc,
                                        uint32_t key)
{
    if (PV_MEM_SIZE(I->aux) == 8)
        return gx_full(X, rf, I, pc, key, 0, 0, 3);
    return gx_full(X, rf, I, pc, key, 0, 0, 2);
}

PTXVM_INTERNAL GX_TARGET int gx_st_full(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t pc,
                                        uint32_t key)
{
    if (PV_MEM_SIZE(I->aux) == 8)
        return gx_full(X, rf, I, pc, key, 1, 0, 3);
    return gx_full(X, rf, I, pc, key, 1, 0, 2);
}
/* The dispatch loop's whole-warp entry (gmem_avx2.h: gx_warp_ld and
   gx_warp_st), past gx_warp_may's test of the descriptor and the run's
   ends: each further test is one gx_full makes for its run (the lanes,
   the alignment, no wrap, the region), in one pass. */
static PV_FORCE_INLINE GX_TARGET int gx_warp(pv_cta *X, const pv_warp *w, const pv_insn *I,
                                             uint32_t pc, int write, uint32_t k)
{
    const uint32_t size = 1u << k, n = PV_LANES << k;
    const uint64_t end = (uint64_t)(PV_LANES - 1) << k;
    uint8_t *const rf = w->rf;
    const uint64_t *r = R64(I->a);
    const pv_region *R = X->gm_region[pc & (PV_GM_SLOTS - 1)];
    uint64_t a0;
    uint8_t *h;
    uint32_t key;
    if (X->unchecked || !gx_runs(r, gx_off[k - 2u], r[0], r[0] + ((uint64_t)PV_LANES / 2u << k)))
        return -1;
    a0 = r[0] + I->x;
    if ((a0 & (size - 1u)) || a0 + end < a0 || !R || a0 < R->base || R->size < size ||
        a0 + end - R->base > R->size - size || !gm_usable(R, size, write))
        return -1;
    h = R->host + (a0 - R->base);
    key = PV_PF_KEY(pc, w);
    if (!write)
        gm_first_rounds(X, key, h, n);
    pv_warp_prefetch(X, key, h, n, 0, !write, write);
    if (write)
        gx_copy_st(h, rf + I->d, n);
    else
        gx_copy_ld(rf + I->d, h, n);
    return 0;
}

PTXVM_INTERNAL GX_TARGET int gx_warp_ld(pv_cta *X, const pv_warp *w, const pv_insn *I,
                                        uint32_t pc)
{
    if (PV_MEM_SIZE(I->aux) == 8u)
        return gx_warp(X, w, I, pc, 0, 3);
    return gx_warp(X, w, I, pc, 0, 2);
}

PTXVM_INTERNAL GX_TARGET int gx_warp_st(pv_cta *X, const pv_warp *w, const pv_insn *I,
                                        uint32_t pc)
{
    if (PV_MEM_SIZE(I->aux) == 8u)
        return gx_warp(X, w, I, pc, 1, 3);
    return gx_warp(X, w, I, pc, 1, 2);
}
PTXVM_INTERNAL GX_TARGET int gx_inside(const uint64_t *r, uint64_t bx, uint64_t lim,
                                       uint64_t am)
{
    const __m256i b = _mm256_set1_epi64x((long long)bx), L = _mm256_set1_epi64x((long long)lim),
                  A = _mm256_set1_epi64x((long long)am), Z = _mm256_setzero_si256();
    __m256i f = Z, t;
    uint32_t l;
    PV_UNROLL
    for (l = 0; l < PV_LANES; l += 4) {
        t = _mm256_sub_epi64(GX_LD(r + l), b);
        f = _mm256_or_si256(f, _mm256_or_si256(_mm256_or_si256(t, _mm256_sub_epi64(L, t)),
                                               _mm256_sub_epi64(Z, _mm256_and_si256(t, A))));
    }
    return _mm256_testz_si256(f, _mm256_set1_epi64x((long long)((uint64_t)1 << 63)));
}
PTXVM_INTERNAL GX_TARGET void gx_ld_copy(uint8_t *col, const uint8_t *h, uint32_t k)
{
    if (k == 3)
        gx_copy_ld(col, h, PV_LANES * 8u);
    else
        gx_copy_ld(col, h, PV_LANES * 4u);
}
#endif
