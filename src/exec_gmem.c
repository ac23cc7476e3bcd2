/* Global loads and stores of one element a lane (exec_gmem.h).

   One pass of vector operations over the address column sorts a warp's
   access by the shape of its active lanes' addresses: a run (lane l at
   a + l * size: a[tid], under any mask), two half-warp runs (the two rows
   of a 16-wide block; a stencil's neighbour), or a gather. A run is
   bounds-checked by its ends and copied as a block, or as its segments
   of active lanes; a gather checks every active lane against one region
   in a second vector pass (no minimum or maximum: SSE2 has no 64-bit
   compare), then goes lane by lane. Each instruction remembers the
   region it touched last (per pc mod PV_GM_SLOTS), so a kernel reading
   six arrays does not search the region table at every access.

   Lanes run in lane order wherever it shows: a later lane's store to the
   same address lands last. Every access to global memory is a relaxed
   atomic of its element (gmem.h); runs go by the widest aligned words. */
#include "exec_gmem.h"
#include "devmem.h"
#include "gmem.h"
#include "gmem_span.h"
#include "gmem_avx2.h"
#include "lane_bits.h"
#include "lane_uniform.h"
#include "prefetch.h"
#include "vec_t4.h"

#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT)
#  define GM_VEC 1
typedef uint64_t gm_u64x2 __attribute__((vector_size(16)));
typedef uint32_t gm_u32x4 __attribute__((vector_size(16)));
/* the lanes of pair p of a mask ((m >> 2p) & 3) as element masks */
static const gm_u64x2 gm_pairmask[4] = {
    {0, 0}, {~(uint64_t)0, 0}, {0, ~(uint64_t)0}, {~(uint64_t)0, ~(uint64_t)0}};
#else
#  define GM_VEC 0
#endif

#if defined(__GNUC__) || defined(__clang__)
#  define GM_OUT_OF_LINE __attribute__((noinline))
#else
#  define GM_OUT_OF_LINE
#endif

enum { GM_GATHER, GM_RUN, GM_HALVES };

/* The highest set bit of m (nonzero). */
static PV_FORCE_INLINE uint32_t gm_last(uint32_t m)
{
#if defined(__GNUC__) || defined(__clang__)
    return 31u - (uint32_t)__builtin_clz(m);
#else
    uint32_t n = 31;
    while (!(m >> n))
        n--;
    return n;
#endif
}

/* The lanes' address column and the constant to add to it: the 64-bit
   register itself, or the 32-bit register's sums (which wrap at 32
   bits) made 64-bit in buf. */
static PV_FORCE_INLINE const uint64_t *gm_addrs(const pv_insn *I, uint8_t *rf,
                                                uint64_t *buf, uint64_t *x)
{
    const uint32_t *r;
    uint32_t l;
    if (!(I->aux & PV_MEM_ADDR32)) {
        *x = I->x;
        return R64(I->a);
    }
    r = R32(I->a);
    for (l = 0; l < PV_LANES; l++)
        buf[l] = addr32_sum(r[l], I->x);
    *x = 0;
    return buf;
}

/* The shape of the active lanes' addresses r[l] (plus a constant, which
   does not change it) for elements of 1 << k bytes: GM_RUN when each is
   *el + (l << k), GM_HALVES when that holds for the low half and
   *eh + (l << k) for the high half, else GM_GATHER. Inactive lanes
   (stale registers) are not looked at. */
static PV_FORCE_INLINE uint32_t gm_shape(const uint64_t *r, uint32_t m, uint32_t k,
                                         uint64_t *el, uint64_t *eh)
{
    const uint32_t lm = m & 0xffffu, hm = m >> 16;
    const uint32_t fl = lm ? pv_ctz32(lm) : 16u + pv_ctz32(hm);
    const uint32_t fh = hm ? 16u + pv_ctz32(hm) : fl;
    const uint64_t l0 = r[fl] - ((uint64_t)fl << k), h0 = r[fh] - ((uint64_t)fh << k);
    uint64_t bad;
    uint32_t p;
#if GM_VEC
    const gm_u64x2 step = {(uint64_t)2 << k, (uint64_t)2 << k};
    const gm_u64x2 half = {h0 - l0, h0 - l0};   /* the high half's own base */
    gm_u64x2 acc = {0, 0}, want = {l0, l0 + ((uint64_t)1 << k)}, v;
    if (m == FULL) {
        PV_UNROLL
        for (p = 0; p < PV_LANES / 2; p++) {
            if (p == PV_LANES / 4)
                want += half;
            memcpy(&v, r + 2 * p, sizeof v);
            acc |= v ^ want;
            want += step;
        }
    } else if (m == 0xffffu) {
        /* the low half whole, the high one idle (a block of 16 threads,
           a warp and a half's last): half the pass, nothing masked */
        PV_UNROLL
        for (p = 0; p < PV_LANES / 4; p++) {
            memcpy(&v, r + 2 * p, sizeof v);
            acc |= v ^ want;
            want += step;
        }
    } else {
        PV_UNROLL
        for (p = 0; p < PV_LANES / 2; p++) {
            if (p == PV_LANES / 4)
                want += half;
            memcpy(&v, r + 2 * p, sizeof v);
            acc |= (v ^ want) & gm_pairmask[(m >> 2 * p) & 3u];
            want += step;
        }
    }
    bad = acc[0] | acc[1];
#else
    bad = 0;
    for (p = 0; p < PV_LANES; p++)
        if ((m >> p) & 1u)
            bad |= r[p] ^ ((p < PV_LANES / 2 ? l0 : h0) + ((uint64_t)p << k));
#endif
    *el = l0;
    *eh = h0;
    if (bad)
        return GM_GATHER;
    return l0 == h0 ? GM_RUN : GM_HALVES;
}

/* 1 when every active lane's address r[l] + x is in region r and aligned
   to size; bx = the region's base - x. Lane l fits when t = r[l] - bx is
   at most lim, the last element's offset: t | (lim - t) then has bit 63
   clear (lim is far below 2^63), as has -(t & (size - 1)) when aligned. */
static PV_FORCE_INLINE int gm_inside(const uint64_t *r, uint32_t m, uint64_t bx,
                                     uint64_t lim, uint32_t size)
{
    const uint64_t am = size - 1;
    uint32_t p;
#if GM_VEC
    const gm_u64x2 b = {bx, bx}, L = {lim, lim}, A = {am, am}, Z = {0, 0};
    gm_u64x2 f = {0, 0}, v, t;
#if GX_AVX2
    /* the same first pass four lanes a step (gmem_avx2.c) */
    if (pv_run_avx2()) {
        if (gx_inside(r, bx, lim, am))
            return 1;
        if (m == FULL)
            return 0;
    } else
#endif
    {
        /* every lane first, idle ones too (they mostly still hold an
           address of the same array): when all fit, so do the active
           ones, and the masked pass below is not needed */
        PV_UNROLL
        for (p = 0; p < PV_LANES / 2; p++) {
            memcpy(&v, r + 2 * p, sizeof v);
            t = v - b;
            f |= t | (L - t) | (Z - (t & A));
        }
        if (m == FULL || !((f[0] | f[1]) >> 63))
            return !((f[0] | f[1]) >> 63);
    }
    f = Z;
    {
        PV_UNROLL
        for (p = 0; p < PV_LANES / 2; p++) {
            memcpy(&v, r + 2 * p, sizeof v);
            t = v - b;
            f |= (t | (L - t) | (Z - (t & A))) & gm_pairmask[(m >> 2 * p) & 3u];
        }
    }
    return !((f[0] | f[1]) >> 63);
#else
    uint64_t f = 0;
    for (p = 0; p < PV_LANES; p++) {
        uint64_t t = r[p] - bx;
        if ((m >> p) & 1u)
            f |= t | (lim - t) | (0u - (t & am));
    }
    return !(f >> 63);
#endif
}

/* The region of a gather, every active lane inside it (the
   instruction's last one, else the first active lane's), or NULL; *bx
   as for gm_inside. */
static const pv_region *gm_gather_region(pv_cta *X, uint32_t pc, const uint64_t *r,
                                         uint32_t m, uint64_t x, uint32_t size,
                                         int write, uint64_t *bx)
{
    const pv_region **slot = &X->gm_region[pc & (PV_GM_SLOTS - 1)];
    const pv_region *g = *slot, *n;
    uint64_t a;
    if (g && gm_usable(g, size, write) && gm_inside(r, m, g->base - x, g->size - size, size)) {
        *bx = g->base - x;
        return g;
    }
    a = r[pv_ctz32(m)] + x;
    if (a < PV_GLOBAL_BASE || a >= PV_WINDOW_BASE)
        return NULL;
    n = pv_devmem_find(&X->vm->mem, a, 1);
    if (!n || n == g || !gm_usable(n, size, write) ||
        !gm_inside(r, m, n->base - x, n->size - size, size))
        return NULL;
    *slot = n;
    *bx = n->base - x;
    return n;
}

/* A group of at most 8 lanes (divergent code's: a frontier node, a
   matching point), or of at most 16 scattered ones (not one segment of
   consecutive lanes, which is likely a run: a 16-wide block, an array's
   tail), costs less lane by lane than in the vector passes over all 32
   (gm_few_region; gm_lanes: each active lane's host address into p[],
   checked against the instruction's region or the one it falls in; 0,
   or -1 for the general path before any lane has been touched). */
static PV_FORCE_INLINE uint32_t gm_few(uint32_t m)
{
    const uint32_t t = m >> pv_ctz32(m);
    uint32_t n;
    if (!(t & (t + 1u)))               /* one segment: at most 8 lanes */
        return t <= 0xffu;
    n = m - ((m >> 1) & 0x55555555u);
    n = (n & 0x33333333u) + ((n >> 2) & 0x33333333u);
    n = (((n + (n >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24;     /* lanes */
    return n <= 16u;
}

static int gm_lanes(pv_cta *X, uint32_t pc, const uint64_t *r, uint32_t m, uint64_t x,
                    uint32_t size, int write, uint8_t **p)
{
    const pv_region **slot = &X->gm_region[pc & (PV_GM_SLOTS - 1)];
    const pv_region *g = *slot;
    EACH_LANE(m, {
        const uint64_t a = r[l] + x;
        if (!g || a < g->base || g->size < size || a - g->base > g->size - size) {
            if (a < PV_GLOBAL_BASE || a >= PV_WINDOW_BASE)
                return -1;
            g = pv_devmem_find(&X->vm->mem, a, size);
            if (!g)
                return -1;
            *slot = g;
        }
        if ((a & (size - 1)) || !gm_usable(g, size, write))
            return -1;
        p[l] = g->host + (a - g->base);
    });
    return 0;
}

/* n bytes of size-byte elements (4 or 8) of a segment of lanes between
   global memory and a column: the multiple of 16 (8 for stores) by
   pv_gld_run / pv_gst_run, the rest by elements. */
static PV_FORCE_INLINE void gm_copy_ld(uint8_t *d, const uint8_t *src, uint32_t n,
                                       uint32_t size)
{
    uint32_t head = n & ~15u, i;
    if (head)
        pv_gld_run(d, src, head);
    for (i = head; i < n; i += size) {
        if (size == 4) {
            uint32_t v = PV_GLD(uint32_t, src + i);
            memcpy(d + i, &v, 4);
        } else {
            uint64_t v = PV_GLD(uint64_t, src + i);
            memcpy(d + i, &v, 8);
        }
    }
}

static PV_FORCE_INLINE void gm_copy_st(uint8_t *dst, const uint8_t *s, uint32_t n)
{
    uint32_t head = n & ~7u;
    if (head)
        pv_gst_run(dst, s, head);
    if (head < n) {                /* only 4-byte elements leave a tail */
        uint32_t v;
        memcpy(&v, s + head, 4);
        PV_GST(uint32_t, dst + head, v);
    }
}

/* The segments of consecutive active lanes of m, lowest first: lane l's
   element is at pf + ((l - f) << k) (f: m's lowest lane), its column
   slot at col + (l << k). */
static PV_FORCE_INLINE void gm_segs(uint8_t *col, uint32_t m, uint8_t *pf, uint32_t k,
                                    int write)
{
    const uint32_t f = pv_ctz32(m);
    while (m) {
        uint32_t lo = pv_ctz32(m), t = m >> lo, n = t == FULL ? PV_LANES : pv_ctz32(~t);
        m &= n + lo >= PV_LANES ? 0u : FULL << (n + lo);
        if (write)
            gm_copy_st(pf + ((lo - f) << k), col + (lo << k), n << k);
        else
            gm_copy_ld(col + (lo << k), pf + ((lo - f) << k), n << k, 1u << k);
    }
}

/* 32 packed elements of size bytes (b) widened into a column of cw
   bytes a lane, sign-extended when sx; and a column narrowed into them. */
static void gm_widen(uint8_t *col, const uint8_t *b, uint32_t size, uint32_t cw, int sx)
{
    uint32_t l;
#if PV_LANE_BITS_SSE2
    if (cw == 4 && size == 1) {      /* the frontier test: bytes to words */
        /* each byte copied into all four of its word's bytes, then
           shifted down: arithmetically when sign-extended */
        for (l = 0; l < PV_LANES; l += 16) {
            const __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(b + l));
            const __m128i lo = _mm_unpacklo_epi8(v, v), hi = _mm_unpackhi_epi8(v, v);
            __m128i o[4];
            uint32_t j;
            o[0] = _mm_unpacklo_epi16(lo, lo);
            o[1] = _mm_unpackhi_epi16(lo, lo);
            o[2] = _mm_unpacklo_epi16(hi, hi);
            o[3] = _mm_unpackhi_epi16(hi, hi);
            for (j = 0; j < 4; j++) {
                o[j] = sx ? _mm_srai_epi32(o[j], 24) : _mm_srli_epi32(o[j], 24);
                _mm_storeu_si128((__m128i *)(void *)(col + 4 * (l + 4 * j)), o[j]);
            }
        }
        return;
    }
#elif GM_VEC && (defined(__clang__) || __GNUC__ >= 9)
    if (cw == 4 && size == 1) {      /* the frontier test: bytes to words */
        typedef uint8_t u8x4 __attribute__((vector_size(4)));
        typedef int8_t s8x4 __attribute__((vector_size(4)));
        typedef int32_t s32x4 __attribute__((vector_size(16)));
        for (l = 0; l < PV_LANES; l += 4) {
            u8x4 v;
            s8x4 sv;
            gm_u32x4 o;
            memcpy(&v, b + l, 4);
            memcpy(&sv, b + l, 4);
            o = sx ? (gm_u32x4)__builtin_convertvector(sv, s32x4)
                   : __builtin_convertvector(v, gm_u32x4);
            memcpy(col + 4 * l, &o, sizeof o);
        }
        return;
    }
#endif
    if (cw == 4) {
        uint32_t t[PV_LANES];
        uint16_t h[PV_LANES];
        if (size == 2)
            memcpy(h, b, sizeof h);
        if (size == 1 && sx)
            for (l = 0; l < PV_LANES; l++)
                t[l] = (uint32_t)(int32_t)(int8_t)b[l];
        else if (size == 1)
            for (l = 0; l < PV_LANES; l++)
                t[l] = b[l];
        else if (sx)
            for (l = 0; l < PV_LANES; l++)
                t[l] = (uint32_t)(int32_t)(int16_t)h[l];
        else
            for (l = 0; l < PV_LANES; l++)
                t[l] = h[l];
        memcpy(col, t, sizeof t);
    } else {
        uint64_t t[PV_LANES];
        uint32_t u[PV_LANES];
        uint16_t h[PV_LANES];
        if (size == 4) {
            memcpy(u, b, sizeof u);
            for (l = 0; l < PV_LANES; l++)
                t[l] = sx ? (uint64_t)(int64_t)(int32_t)u[l] : u[l];
        } else if (size == 2) {
            memcpy(h, b, sizeof h);
            for (l = 0; l < PV_LANES; l++)
                t[l] = sx ? (uint64_t)(int64_t)(int16_t)h[l] : h[l];
        } else {
            for (l = 0; l < PV_LANES; l++)
                t[l] = sx ? (uint64_t)(int64_t)(int8_t)b[l] : b[l];
        }
        memcpy(col, t, sizeof t);
    }
}

static void gm_narrow(uint8_t *b, const uint8_t *col, uint32_t size, uint32_t cw)
{
    uint32_t l;
    if (cw == 4) {
        uint32_t t[PV_LANES];
        uint16_t h[PV_LANES];
        memcpy(t, col, sizeof t);
        if (size == 1) {
            for (l = 0; l < PV_LANES; l++)
                b[l] = (uint8_t)t[l];
        } else {
            for (l = 0; l < PV_LANES; l++)
                h[l] = (uint16_t)t[l];
            memcpy(b, h, sizeof h);
        }
    } else {
        uint64_t t[PV_LANES];
        uint32_t u[PV_LANES];
        uint16_t h[PV_LANES];
        memcpy(t, col, sizeof t);
        if (size == 4) {
            for (l = 0; l < PV_LANES; l++)
                u[l] = (uint32_t)t[l];
            memcpy(b, u, sizeof u);
        } else if (size == 2) {
            for (l = 0; l < PV_LANES; l++)
                h[l] = (uint16_t)t[l];
            memcpy(b, h, sizeof h);
        } else {
            for (l = 0; l < PV_LANES; l++)
                b[l] = (uint8_t)t[l];
        }
    }
}

/* A full warp's gather of same-width elements: four (two) lanes built
   in a vector and stored whole, so that the next instruction's vector
   reads of the column are not held up by a store per lane. */
static PV_FORCE_INLINE void gm_gather_full(uint8_t *col, const uint64_t *r,
                                           const uint8_t *hb, uint64_t bx, uint32_t size)
{
    uint32_t l;
#if GM_VEC
    if (size == 4) {
        for (l = 0; l < PV_LANES; l += 4) {
            gm_u32x4 v = {PV_GLD(uint32_t, hb + (r[l] - bx)),
                          PV_GLD(uint32_t, hb + (r[l + 1] - bx)),
                          PV_GLD(uint32_t, hb + (r[l + 2] - bx)),
                          PV_GLD(uint32_t, hb + (r[l + 3] - bx))};
            memcpy(col + 4 * l, &v, sizeof v);
        }
    } else {
        for (l = 0; l < PV_LANES; l += 2) {
            gm_u64x2 v = {PV_GLD(uint64_t, hb + (r[l] - bx)),
                          PV_GLD(uint64_t, hb + (r[l + 1] - bx))};
            memcpy(col + 8 * l, &v, sizeof v);
        }
    }
#else
    for (l = 0; l < PV_LANES; l++) {
        if (size == 4) {
            uint32_t v = PV_GLD(uint32_t, hb + (r[l] - bx));
            memcpy(col + 4 * l, &v, 4);
        } else {
            uint64_t v = PV_GLD(uint64_t, hb + (r[l] - bx));
            memcpy(col + 8 * l, &v, 8);
        }
    }
#endif
}

/* A lane's value into a column of cw bytes. */
#define GM_PUT(l, v)                                            \
    do {                                                        \
        if (cw == 4)                                            \
            R32(I->d)[l] = (uint32_t)(v);                       \
        else                                                    \
            R64(I->d)[l] = (v);                                 \
    } while (0)

/* The active lanes' loads, every one inside the region whose host bytes
   start at hb (lane l's at hb + (r[l] - bx)): each element size and
   column width its own loop, not a switch a lane. */
static PV_FORCE_INLINE void gm_ld_lanes(uint8_t *rf, const pv_insn *I, uint32_t m,
                                        const uint8_t *hb, const uint64_t *r, uint64_t bx,
                                        uint32_t size, uint32_t cw, int sx)
{
#define GM_LANES(T, COL, V) \
    do {                                                                \
        T *d_ = COL(I->d);                                              \
        EACH_LANE(m, d_[l] = (T)(V));                                   \
    } while (0)
#define GM_AT(T) PV_GLD(T, hb + (r[l] - bx))
    if (cw == 4) {
        if (size == 4)
            GM_LANES(uint32_t, R32, GM_AT(uint32_t));
        else if (size == 1 && sx)
            GM_LANES(uint32_t, R32, (int32_t)(int8_t)GM_AT(uint8_t));
        else if (size == 1)
            GM_LANES(uint32_t, R32, GM_AT(uint8_t));
        else if (sx)
            GM_LANES(uint32_t, R32, (int32_t)(int16_t)GM_AT(uint16_t));
        else
            GM_LANES(uint32_t, R32, GM_AT(uint16_t));
    } else if (size == 8) {
        GM_LANES(uint64_t, R64, GM_AT(uint64_t));
    } else {
        GM_LANES(uint64_t, R64, pv_gld_sx(hb + (r[l] - bx), size, sx));
    }
#undef GM_AT
#undef GM_LANES
}

/* ld of one address for every active lane: a constant one (a module
   variable: a .texref's handle, a flag) or one that a divergent group's
   lanes share (a table entry read in a loop lanes leave one by one):
   one checked read, broadcast to the active lanes. */
static GM_OUT_OF_LINE int gm_ld_one(pv_cta *X, const pv_insn *I, uint8_t *rf, uint32_t m,
                                    uint32_t pc, uint64_t a, uint32_t size, uint32_t cw, int sx)
{
    const pv_region *R;
    uint64_t v;
    uint32_t l;
    if ((a & (size - 1)) || (R = gm_span(X, pc, a, a, size, 0)) == NULL)
        return -1;
    v = pv_gld_sx(R->host + (a - R->base), size, sx);
    if (cw == 8) {
        uint64_t t[PV_LANES];
        for (l = 0; l < PV_LANES; l++)
            t[l] = v;
        merge64(R64(I->d), t, m);
    } else {
        uint32_t t[PV_LANES];
        for (l = 0; l < PV_LANES; l++)
            t[l] = (uint32_t)v;
        merge32(R32(I->d), t, m);
    }
    return 0;
}

/* The lowest and highest device addresses of the active lanes of a run
   or of two half-warp runs whose lane l is at a[half] + (l << k). */
static PV_FORCE_INLINE void gm_bounds(uint32_t shape, uint32_t m, uint32_t k,
                                      uint64_t al, uint64_t ah, uint64_t *lo,
                                      uint64_t *hi)
{
    if (shape == GM_RUN) {
        *lo = al + ((uint64_t)pv_ctz32(m) << k);
        *hi = al + ((uint64_t)gm_last(m) << k);
    } else {              /* both halves have active lanes */
        const uint32_t lm = m & 0xffffu, hm = m & 0xffff0000u;
        const uint64_t l0 = al + ((uint64_t)pv_ctz32(lm) << k),
                       l1 = al + ((uint64_t)gm_last(lm) << k),
                       h0 = ah + ((uint64_t)pv_ctz32(hm) << k),
                       h1 = ah + ((uint64_t)gm_last(hm) << k);
        /* a half that wraps past 2^64 has l1 < l0 or h1 < h0 and fails
           the region check through its smaller end */
        *lo = l0 < h0 ? l0 : h0;
        *hi = l1 > h1 ? l1 : h1;
        if (l1 < l0 || h1 < h0)
            *lo = 0;
    }
}

/* The one usable region holding every active lane of a few (gm_few),
   none misaligned: one pass of scalar minimum and maximum, then one
   region check of their span (gm_span: the instruction's last region
   first), instead of a region test a lane. NULL for gm_lanes, which
   takes them one by one (lanes in several regions, faults). */
static PV_FORCE_INLINE const pv_region *gm_few_region(pv_cta *X, uint32_t pc,
                                                      const uint64_t *r, uint32_t m,
                                                      uint64_t x, uint32_t size, int write,
                                                      uint64_t *bx)
{
    uint64_t l0 = ~(uint64_t)0, h0 = 0, any = 0;
    const pv_region *R;
    while (m) {
        const uint64_t a = r[pv_ctz32(m)] + x;
        m &= m - 1u;
        l0 = a < l0 ? a : l0;
        h0 = a > h0 ? a : h0;
        any |= a;
    }
    if ((any & (size - 1)) || (R = gm_span(X, pc, l0, h0, size, write)) == NULL)
        return NULL;
    *bx = R->base - x;
    return R;
}

/* The address column of a few lanes: as gm_addrs, a 32-bit register's
   sums made only for the lanes of m. */
static PV_FORCE_INLINE const uint64_t *gm_addrs_few(const pv_insn *I, uint8_t *rf, uint32_t m,
                                                    uint64_t *buf, uint64_t *x)
{
    const uint32_t *r;
    if (!(I->aux & PV_MEM_ADDR32)) {
        *x = I->x;
        return R64(I->a);
    }
    r = R32(I->a);
    while (m) {
        const uint32_t l = pv_ctz32(m);
        m &= m - 1u;
        buf[l] = addr32_sum(r[l], I->x);
    }
    *x = 0;
    return buf;
}

/* A few lanes' loads and stores: one region for all (gm_few_region), else
   lane by lane (gm_lanes). */
static GM_OUT_OF_LINE int gm_ld_few(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m,
                                    uint32_t pc, uint32_t key)
{
    const uint32_t aux = I->aux, size = PV_MEM_SIZE(aux);
    const uint32_t cw = (aux & PV_MEM_WIDE_DST) ? 8u : 4u;
    const int sx = (aux & PV_MEM_SIGNED) != 0;
    uint64_t buf[PV_LANES], x, bx;
    uint8_t *p[PV_LANES];
    const uint64_t *r = gm_addrs_few(I, rf, m, buf, &x);
    const pv_region *R = gm_few_region(X, pc, r, m, x, size, 0, &bx);
    if (R) {
        const uint8_t *hb = R->host;
        const uint64_t f = r[pv_ctz32(m)], e = r[gm_last(m)];
        /* the lanes' span when they are close (a sparse run) */
        pv_warp_prefetch(X, key, hb + (f - bx), e - f < 256 ? (uint32_t)(e - f) + size : size,
                         0, 0, 0);
        gm_ld_lanes(rf, I, m, hb, r, bx, size, cw, sx);
        return 0;
    }
    if (gm_lanes(X, pc, r, m, x, size, 0, p))
        return -1;
    {               /* the lanes' span when they are close (a sparse run) */
        const uintptr_t f = (uintptr_t)p[pv_ctz32(m)], e = (uintptr_t)p[gm_last(m)];
        pv_warp_prefetch(X, key, p[pv_ctz32(m)], e - f < 256 ? (uint32_t)(e - f) + size : size,
                         0, 0, 0);
    }
    if (size == 4 && cw == 4) {
        uint32_t *d = R32(I->d);
        EACH_LANE(m, d[l] = PV_GLD(uint32_t, p[l]));
    } else if (size == 8) {
        uint64_t *d = R64(I->d);
        EACH_LANE(m, d[l] = PV_GLD(uint64_t, p[l]));
    } else {
        EACH_LANE(m, GM_PUT(l, pv_gld_sx(p[l], size, sx)));
    }
    return 0;
}

static GM_OUT_OF_LINE int gm_st_few(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m,
                                    uint32_t pc)
{
    const uint32_t aux = I->aux, size = PV_MEM_SIZE(aux);
    uint64_t buf[PV_LANES], x, bx;
    uint8_t *p[PV_LANES];
    const uint64_t *r = gm_addrs_few(I, rf, m, buf, &x);
    const pv_region *R = gm_few_region(X, pc, r, m, x, size, 1, &bx);
    if (R) {                    /* in lane order: a later lane lands last */
        uint8_t *hb = R->host;
        if (aux & PV_MEM_WIDE_DST) {
            const uint64_t *d = R64(I->d);
            EACH_LANE(m, pv_gst(hb + (r[l] - bx), d[l], size));
        } else {
            const uint32_t *d = R32(I->d);
            EACH_LANE(m, pv_gst(hb + (r[l] - bx), d[l], size));
        }
        return 0;
    }
    if (gm_lanes(X, pc, r, m, x, size, 1, p))
        return -1;
    if (aux & PV_MEM_WIDE_DST) {
        const uint64_t *d = R64(I->d);
        EACH_LANE(m, pv_gst(p[l], d[l], size));
    } else {
        const uint32_t *d = R32(I->d);
        EACH_LANE(m, pv_gst(p[l], d[l], size));
    }
    return 0;
}

/* Where a vector-path access goes: the lanes' address column r (less
   the constant), its shape, and the region R holding every active lane,
   lane l's bytes at R->host + (r[l] - bx). */
typedef struct gm_where {
    const uint64_t *r;
    const pv_region *R;
    uint64_t bx;
    uint32_t shape;
} gm_where;

/* Classify an access of loads (write 0) or stores; 0, or -1 for the
   general path, which reports faults. buf holds 32-bit addresses made
   64-bit. */
static PV_FORCE_INLINE int gm_where_of(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m,
                                       uint32_t pc, int write, uint64_t *buf, gm_where *g)
{
    const uint32_t size = PV_MEM_SIZE(I->aux), k = pv_ctz32(size);
    uint64_t x, el, eh, lo, hi;
    g->r = gm_addrs(I, rf, buf, &x);
    g->shape = gm_shape(g->r, m, k, &el, &eh);
    if (g->shape == GM_GATHER) {
        g->R = gm_gather_region(X, pc, g->r, m, x, size, write, &g->bx);
        return g->R ? 0 : -1;
    }
    gm_bounds(g->shape, m, k, el + x, eh + x, &lo, &hi);
    if ((((el + x) | (eh + x)) & (size - 1)) ||
        (g->R = gm_span(X, pc, lo, hi, size, write)) == NULL)
        return -1;
    g->bx = g->R->base - x;
    return 0;
}

/* A run or two half-warp runs of elements of 1 << k bytes, as wide as
   the column's: whole copies for a full warp, else its segments of
   active lanes (the high half last, as lane order has it). */
static PV_FORCE_INLINE void gm_runs(pv_cta *X, uint8_t *col, const gm_where *g, uint32_t m,
                                    uint32_t k, uint32_t key, int write)
{
    const uint64_t *r = g->r;
    uint8_t *const hb = g->R->host;
    if (m == FULL && g->shape == GM_RUN) {
        if (!write)
            gm_first_rounds(X, key, hb + (r[0] - g->bx), PV_LANES << k);
        pv_warp_prefetch(X, key, hb + (r[0] - g->bx), PV_LANES << k, 0, !write, write);
        if (write)
            pv_gst_run(hb + (r[0] - g->bx), col, PV_LANES << k);
        else
            pv_gld_run(col, hb + (r[0] - g->bx), PV_LANES << k);
    } else if (m == FULL) {
        const uint32_t half = (PV_LANES / 2) << k;
        pv_warp_prefetch(X, key, hb + (r[0] - g->bx), half, r[PV_LANES / 2] - r[0], 0, write);
        if (write) {
            pv_gst_run(hb + (r[0] - g->bx), col, half);
            pv_gst_run(hb + (r[PV_LANES / 2] - g->bx), col + half, half);
        } else {
            pv_gld_run(col, hb + (r[0] - g->bx), half);
            pv_gld_run(col + half, hb + (r[PV_LANES / 2] - g->bx), half);
        }
    } else if (g->shape == GM_RUN) {
        uint8_t *pf = hb + (r[pv_ctz32(m)] - g->bx);
        const uint32_t bytes = (gm_last(m) - pv_ctz32(m) + 1) << k;
        pv_row_prefetch(X, pf, bytes, write);
        pv_warp_prefetch(X, key, pf, bytes, 0, 0, write);
        gm_segs(col, m, pf, k, write);
    } else {
        const uint32_t lm = m & 0xffffu, hm = m & 0xffff0000u;
        gm_segs(col, lm, hb + (r[pv_ctz32(lm)] - g->bx), k, write);
        gm_segs(col, hm, hb + (r[pv_ctz32(hm)] - g->bx), k, write);
    }
}

/* The vector paths, specialised by the caller for the full mask. */
static PV_FORCE_INLINE int gm_ld(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m,
                                 uint32_t pc, uint32_t key)
{
    const uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), k = pv_ctz32(size);
    const uint32_t cw = (aux & PV_MEM_WIDE_DST) ? 8u : 4u;
    const int sx = (aux & PV_MEM_SIGNED) != 0;
    uint64_t buf[PV_LANES];
    gm_where g;
    if (gm_where_of(X, rf, I, m, pc, 0, buf, &g))
        return -1;
    if (g.shape != GM_GATHER && size == cw) {
        gm_runs(X, rf + I->d, &g, m, k, key, 0);
        return 0;
    }
    if (g.shape == GM_RUN && m == FULL) {
        uint8_t b[PV_LANES * 4];
        pv_gld_run(b, g.R->host + (g.r[0] - g.bx), PV_LANES << k);
        gm_widen(rf + I->d, b, size, cw, sx);
        return 0;
    }
    if (g.shape == GM_GATHER && m == FULL && size == cw) {
        gm_gather_full(rf + I->d, g.r, g.R->host, g.bx, size);
        return 0;
    }
    {                   /* lane by lane: every active lane is inside R */
        const uint8_t *hb = g.R->host;
        const uint64_t *r = g.r, bx = g.bx;
        gm_ld_lanes(rf, I, m, hb, r, bx, size, cw, sx);
    }
    return 0;
}

static PV_FORCE_INLINE int gm_st(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m,
                                 uint32_t pc, uint32_t key)
{
    const uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), k = pv_ctz32(size);
    const uint32_t cw = (aux & PV_MEM_WIDE_DST) ? 8u : 4u;
    uint64_t buf[PV_LANES];
    gm_where g;
    if (gm_where_of(X, rf, I, m, pc, 1, buf, &g))
        return -1;
    if (g.shape != GM_GATHER && size == cw) {
        gm_runs(X, rf + I->d, &g, m, k, key, 1);
        return 0;
    }
    if (g.shape == GM_RUN && m == FULL) {
        uint8_t b[PV_LANES * 4];
        gm_narrow(b, rf + I->d, size, cw);
        pv_gst_run(g.R->host + (g.r[0] - g.bx), b, PV_LANES << k);
        return 0;
    }
    {                   /* lane by lane, in lane order */
        uint8_t *hb = g.R->host;
        const uint64_t *r = g.r, bx = g.bx;
        if (cw == 4) {
            const uint32_t *d = R32(I->d);
            EACH_LANE(m, pv_gst(hb + (r[l] - bx), d[l], size));
        } else {
            const uint64_t *d = R64(I->d);
            EACH_LANE(m, pv_gst(hb + (r[l] - bx), d[l], size));
        }
    }
    return 0;
}

/* Each shape of access has its own out-of-line body and frame: the
   entries below only test and pass on, so a few lanes' access does not
   pay the whole warp's frame (its column buffers, saved registers). */
/* 1 when a whole warp's lanes share one address, *a: a 64-bit column
   two lanes a step without lane_uniform.h's masks; a run's ends differ,
   one compare. */
static PV_FORCE_INLINE int gm_full_uniform(const pv_insn *I, uint8_t *rf, uint64_t *a)
{
#if GM_VEC
    if (!(I->aux & PV_MEM_ADDR32)) {
        const uint64_t *r = R64(I->a), v0 = r[0];
        gm_u64x2 acc = {0, 0}, v;
        const gm_u64x2 w = {v0, v0};
        uint32_t p;
        if (v0 != r[PV_LANES - 1])
            return 0;
        PV_UNROLL
        for (p = 0; p < PV_LANES / 2; p++) {
            memcpy(&v, r + 2 * p, sizeof v);
            acc |= v ^ w;
        }
        *a = v0 + I->x;
        return !(acc[0] | acc[1]);
    }
#endif
    return active_uniform_addr(I, rf, FULL, a);
}

/* 1 when each half of a whole warp shares one 64-bit address, the two
   different (a 16-wide block's row value, x[ty], two rows a warp):
   *a0 the low half's, *a1 the high half's. The halves' ends first: a
   run's differ, one compare. */
static PV_FORCE_INLINE int gm_full_halves(const pv_insn *I, uint8_t *rf, uint64_t *a0,
                                          uint64_t *a1)
{
    const uint64_t *r = R64(I->a), v0 = r[0], v1 = r[PV_LANES / 2];
    uint64_t acc = 0;
    uint32_t p;
    if ((I->aux & PV_MEM_ADDR32) || v0 != r[PV_LANES / 2 - 1] || v1 != r[PV_LANES - 1] ||
        v0 == v1)
        return 0;
#if GM_VEC
    {
        const gm_u64x2 w0 = {v0, v0}, w1 = {v1, v1};
        gm_u64x2 f = {0, 0}, v;
        PV_UNROLL
        for (p = 0; p < PV_LANES / 4; p++) {
            memcpy(&v, r + 2 * p, sizeof v);
            f |= v ^ w0;
            memcpy(&v, r + PV_LANES / 2 + 2 * p, sizeof v);
            f |= v ^ w1;
        }
        acc = f[0] | f[1];
    }
#else
    for (p = 0; p < PV_LANES / 2; p++)
        acc |= (r[p] ^ v0) | (r[PV_LANES / 2 + p] ^ v1);
#endif
    *a0 = v0 + I->x;
    *a1 = v1 + I->x;
    return !acc;
}

/* The two reads of gm_full_halves' addresses, each checked as
   gm_ld_one's, then the column: half a warp each. -1 (nothing written)
   when either read is not a plain aligned one; the general path then
   names the first faulting lane. */
static GM_OUT_OF_LINE int gm_ld_halves(pv_cta *X, const pv_insn *I, uint8_t *rf, uint32_t pc,
                                       uint64_t a0, uint64_t a1)
{
    const uint32_t aux = I->aux, size = PV_MEM_SIZE(aux);
    const int sx = (aux & PV_MEM_SIGNED) != 0;
    const pv_region *R0, *R1;
    uint64_t v0, v1;
    uint32_t l;
    if (((a0 | a1) & (size - 1)) || (R0 = gm_span(X, pc, a0, a0, size, 0)) == NULL ||
        (R1 = gm_span(X, pc, a1, a1, size, 0)) == NULL)
        return -1;
    v0 = pv_gld_sx(R0->host + (a0 - R0->base), size, sx);
    v1 = pv_gld_sx(R1->host + (a1 - R1->base), size, sx);
    if (aux & PV_MEM_WIDE_DST) {
        uint64_t *d = R64(I->d);
        for (l = 0; l < PV_LANES / 2; l++) {
            d[l] = v0;
            d[l + PV_LANES / 2] = v1;
        }
    } else {
        uint32_t *d = R32(I->d);
        for (l = 0; l < PV_LANES / 2; l++) {
            d[l] = (uint32_t)v0;
            d[l + PV_LANES / 2] = (uint32_t)v1;
        }
    }
    return 0;
}

#if GX_AVX2
/* Whether a whole warp's access may be a run or two half-warp runs that
   gmem_avx2.c takes: elements as wide as the column, a 64-bit address
   column whose halves' ends are fifteen elements apart (a gather or a
   shared address fails here, before any call). */
static PV_FORCE_INLINE int gm_maybe_runs(const pv_insn *I, uint8_t *rf)
{
    const uint32_t aux = I->aux, size = PV_MEM_SIZE(aux);
    const uint64_t *r = R64(I->a), end = (uint64_t)15 * size;
    return !(aux & PV_MEM_ADDR32) && size == ((aux & PV_MEM_WIDE_DST) ? 8u : 4u) &&
           r[PV_LANES / 2 - 1] - r[0] == end && r[PV_LANES - 1] - r[PV_LANES / 2] == end;
}
#endif

static GM_OUT_OF_LINE int gm_ld_full(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t pc,
                                     uint32_t key)
{
    const uint32_t aux = I->aux;
    uint64_t a, a1;
    /* one address for the warp (a .const table at a loop's index): one
       read, not a gather */
    if (gm_full_uniform(I, rf, &a))
        return gm_ld_one(X, I, rf, FULL, pc, a, PV_MEM_SIZE(aux),
                         (aux & PV_MEM_WIDE_DST) ? 8u : 4u, (aux & PV_MEM_SIGNED) != 0);
    /* one for each half (a row's value in a 16-wide block): two reads */
    if (gm_full_halves(I, rf, &a, &a1) && !gm_ld_halves(X, I, rf, pc, a, a1))
        return 0;
    return gm_ld(X, rf, I, FULL, pc, key);
}

/* Part of a warp whose active lanes are one segment (a 16-wide block's
   row, a wavefront's first lanes, an array's tail) at consecutive
   elements as wide as the column, 64-bit addresses: the segment's
   registers alone compared with the run (its far end first, which a
   gather or one shared address fails), one check of its span, then
   what gm_runs does for a run under a mask, without the whole warp's
   shape pass. -1, nothing touched, for any other access or a span not
   in one usable region (gm_ld and gm_st then, which name a fault). */
static PV_FORCE_INLINE int gm_seg(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m,
                                  uint32_t pc, uint32_t key, int write)
{
    const uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), k = pv_ctz32(size);
    const uint32_t lo = pv_ctz32(m), t = m >> lo, n = pv_ctz32(~t);   /* m is no whole warp */
    const uint64_t *r = R64(I->a) + lo;
    uint64_t acc = 0, a;
    const pv_region *R;
    uint8_t *host;
    uint32_t i = 0;
    if ((aux & PV_MEM_ADDR32) || size != ((aux & PV_MEM_WIDE_DST) ? 8u : 4u) ||
        (t & (t + 1u)) || r[n - 1u] - r[0] != (uint64_t)(n - 1u) << k)
        return -1;
#if GM_VEC
    {
        const gm_u64x2 step = {(uint64_t)2 << k, (uint64_t)2 << k};
        gm_u64x2 f = {0, 0}, want = {r[0], r[0] + size}, v;
        for (; i + 2u <= n; i += 2u) {
            memcpy(&v, r + i, sizeof v);
            f |= v ^ want;
            want += step;
        }
        acc = f[0] | f[1];
    }
#endif
    for (; i < n; i++)
        acc |= r[i] ^ (r[0] + ((uint64_t)i << k));
    a = r[0] + I->x;
    if (acc || (a & (size - 1)) ||
        (R = gm_span(X, pc, a, a + ((uint64_t)(n - 1u) << k), size, write)) == NULL)
        return -1;
    host = R->host + (a - R->base);
    pv_row_prefetch(X, host, n << k, write);
    pv_warp_prefetch(X, key, host, n << k, 0, 0, write);
    if (write)
        gm_copy_st(host, rf + I->d + (lo << k), n << k);
    else
        gm_copy_ld(rf + I->d + (lo << k), host, n << k, size);
    return 0;
}

static GM_OUT_OF_LINE int gm_ld_part(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m,
                                     uint32_t pc, uint32_t key)
{
    const uint32_t aux = I->aux, size = PV_MEM_SIZE(aux);
    uint64_t a;
    if (!gm_seg(X, rf, I, m, pc, key, 0))
        return 0;
    if (active_uniform_addr(I, rf, m, &a))
        return gm_ld_one(X, I, rf, m, pc, a, size, (aux & PV_MEM_WIDE_DST) ? 8u : 4u,
                         (aux & PV_MEM_SIGNED) != 0);
    return gm_ld(X, rf, I, m, pc, key);
}

static GM_OUT_OF_LINE int gm_st_full(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t pc,
                                     uint32_t key)
{
    return gm_st(X, rf, I, FULL, pc, key);
}

static GM_OUT_OF_LINE int gm_st_part(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m,
                                     uint32_t pc, uint32_t key)
{
    if (!gm_seg(X, rf, I, m, pc, key, 1))
        return 0;
    return gm_st(X, rf, I, m, pc, key);
}

#if GX_AVX2
/* A whole warp: gmem_avx2.c's one pass and copy when it may be a run or
   two (gm_maybe_runs), else the paths above. Out of line, so that the
   entries below keep no frame for the call that may follow; one that
   fails the test goes on without a frame of its own either. */
static GM_OUT_OF_LINE int gm_ld_runs(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t pc,
                                     uint32_t key)
{
    if (gm_maybe_runs(I, rf) && pv_run_avx2() && !gx_ld_full(X, rf, I, pc, key))
        return 0;
    return gm_ld_full(X, rf, I, pc, key);
}

static GM_OUT_OF_LINE int gm_st_runs(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t pc,
                                     uint32_t key)
{
    if (gm_maybe_runs(I, rf) && pv_run_avx2() && !gx_st_full(X, rf, I, pc, key))
        return 0;
    return gm_st_full(X, rf, I, pc, key);
}
#endif

PTXVM_INTERNAL int pv_gmem_ld(pv_cta *X, const pv_warp *w, const pv_insn *I,
                              uint32_t m, uint32_t pc)
{
    const uint32_t aux = I->aux, size = PV_MEM_SIZE(aux);
    const uint32_t cw = (aux & PV_MEM_WIDE_DST) ? 8u : 4u;
    if (X->unchecked || size > cw)
        return -1;
    if (I->a == PV_NO_REG)
        return gm_ld_one(X, I, w->rf, m, pc, I->x, size, cw, (aux & PV_MEM_SIGNED) != 0);
    if (m == FULL) {
#if GX_AVX2
        return gm_ld_runs(X, w->rf, I, pc, PV_PF_KEY(pc, w));
#endif
        return gm_ld_full(X, w->rf, I, pc, PV_PF_KEY(pc, w));
    }
    /* a few lanes go one by one even when they share an address: that
       costs less than the vector pass asking whether they do */
    if (gm_few(m))
        return gm_ld_few(X, w->rf, I, m, pc, PV_PF_KEY(pc, w));
    return gm_ld_part(X, w->rf, I, m, pc, PV_PF_KEY(pc, w));
}

PTXVM_INTERNAL int pv_gmem_ld_run(pv_cta *X, const pv_warp *w, const pv_insn *I,
                                  uint32_t pc)
{
    const uint32_t size = PV_MEM_SIZE(I->aux), k = pv_ctz32(size);
    const uint32_t key = PV_PF_KEY(pc, w);
    uint8_t *const rf = w->rf;
    const uint64_t lo = R64(I->a)[0] + I->x;
    const pv_region *R;
    uint8_t *host;
    if (X->unchecked || (lo & (size - 1)) ||
        (R = gm_span(X, pc, lo, lo + ((uint64_t)(PV_LANES - 1) << k), size, 0)) == NULL)
        return -1;
    host = R->host + (lo - R->base);
    gm_first_rounds(X, key, host, PV_LANES << k);
    pv_warp_prefetch(X, key, host, PV_LANES << k, 0, 1, 0);
#if GX_AVX2
    if (k >= 2 && pv_run_avx2()) {
        gx_ld_copy(rf + I->d, host, k);
        return 0;
    }
#endif
    pv_gld_run(rf + I->d, host, PV_LANES << k);
    return 0;
}

PTXVM_INTERNAL int pv_gmem_st(pv_cta *X, const pv_warp *w, const pv_insn *I,
                              uint32_t m, uint32_t pc)
{
    const uint32_t aux = I->aux, size = PV_MEM_SIZE(aux);
    if (X->unchecked || size > ((aux & PV_MEM_WIDE_DST) ? 8u : 4u) || I->a == PV_NO_REG)
        return -1;
    if (m == FULL) {
#if GX_AVX2
        return gm_st_runs(X, w->rf, I, pc, PV_PF_KEY(pc, w));
#endif
        return gm_st_full(X, w->rf, I, pc, PV_PF_KEY(pc, w));
    }
    if (gm_few(m))
        return gm_st_few(X, w->rf, I, m, pc);
    return gm_st_part(X, w->rf, I, m, pc, PV_PF_KEY(pc, w));
}

/* Four lanes' int4 as the element columns' words: pv_t4 (vec_t4.h). */

/* The run goes by 8-byte words where the host address allows (gmem.h:
   an element stays inside one access): for int4 two words a lane, whose
   four lanes at a time make one transpose of vectors; anything else
   element by element with its columns named outside the loop (a table
   of column pointers cost a load per element). */
PTXVM_INTERNAL void pv_gvec_run(uint8_t *rf, const pv_insn *I, uint8_t *host,
                                uint32_t size, uint32_t vec, int write)
{
    uint32_t l, e;
#ifdef PV_T4
    if (size == 4 && vec == 4 && !((uintptr_t)host & 7u)) {
        uint32_t *c[4];
        for (e = 0; e < 4; e++)
            c[e] = R32(I->d + e * I->c);
        /* the loops over four lanes' words unrolled: left as loops, their
           control cost about a fifth of the copy */
        if (write) {
            for (l = 0; l < PV_LANES; l += 4) {
                uint8_t *p = host + 16u * l;
                gm_u32x4 v[4];
                uint32_t k;
                PV_UNROLL
                for (e = 0; e < 4; e++)
                    memcpy(&v[e], c[e] + l, 16);
                pv_t4(v);
                PV_UNROLL
                for (k = 0; k < 4; k++) {
                    const gm_u64x2 q = (gm_u64x2)v[k];
                    PV_GST(uint64_t, p + 16u * k, q[0]);
                    PV_GST(uint64_t, p + 16u * k + 8u, q[1]);
                }
            }
        } else {
            for (l = 0; l < PV_LANES; l += 4) {
                const uint8_t *p = host + 16u * l;
                gm_u32x4 v[4];
                uint32_t k;
                PV_UNROLL
                for (k = 0; k < 4; k++) {
                    const gm_u64x2 q = {PV_GLD(uint64_t, p + 16u * k),
                                        PV_GLD(uint64_t, p + 16u * k + 8u)};
                    v[k] = (gm_u32x4)q;
                }
                pv_t4(v);
                PV_UNROLL
                for (e = 0; e < 4; e++)
                    memcpy(c[e] + l, &v[e], 16);
            }
        }
        return;
    }
#endif
#define GM_VEC_RUN(T, COL, V)                                           \
    do {                                                                \
        T *c_[V];                                                       \
        uint8_t *p_ = host;                                             \
        for (e = 0; e < (V); e++)                                       \
            c_[e] = COL(I->d + e * I->c);                               \
        if (write)                                                      \
            for (l = 0; l < PV_LANES; l++, p_ += (V) * sizeof(T)) {     \
                PV_UNROLL                                               \
                for (e = 0; e < (V); e++)                               \
                    PV_GST(T, p_ + e * sizeof(T), c_[e][l]);            \
            }                                                           \
        else                                                            \
            for (l = 0; l < PV_LANES; l++, p_ += (V) * sizeof(T)) {     \
                PV_UNROLL                                               \
                for (e = 0; e < (V); e++)                               \
                    c_[e][l] = PV_GLD(T, p_ + e * sizeof(T));           \
            }                                                           \
    } while (0)
    if (size == 4 && vec == 4)
        GM_VEC_RUN(uint32_t, R32, 4);
    else if (size == 4)
        GM_VEC_RUN(uint32_t, R32, 2);
    else if (vec == 4)
        GM_VEC_RUN(uint64_t, R64, 4);
    else
        GM_VEC_RUN(uint64_t, R64, 2);
#undef GM_VEC_RUN
}
