/* Whole-warp runs of .shared words, tested before pv_do_ld and pv_do_st.

   Tile code reads its neighbours at addresses that are linear in the lane
   even where guards leave lanes idle: hotspot's 16x16 tile gives a warp
   two rows, 64 contiguous bytes each, and its guards idle the tile's
   edge lanes, so the active lanes are two segments. pv_do_ld's paths for
   partial warps try one segment, then one masked stride, after decoding
   the access; here one masked pass over the register settles it: when
   every active lane's address is b + 4 l for one b and the warp's window
   of 32 words from b lies inside .shared, the active lanes' words are
   copied by blends, without a test per lane. Anything else (another
   stride, a window across an end of .shared, a fault) goes on to the
   general paths.

   .shared belongs to the worker that runs the CTA, with its cluster
   (exec_mem.h, cluster.c): a partial store rewrites the window's idle
   words with what they hold, which nothing else can see happen. */
#include "exec_shlin.h"

#define SL_BYTES (PV_LANES * 4u)

/* d[l] = t[l] for the lanes of m, by masks rather than a test a lane
   (a branch a lane mispredicts on a tile's edge lanes), four lanes a
   step where the compiler has vectors. Either side may be .shared:
   element copies, any alignment. */
#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT)
typedef uint32_t sl_u32x4 __attribute__((vector_size(16)));
static PV_FORCE_INLINE void sl_blend(uint8_t *d, const uint8_t *t, uint32_t m)
{
    const sl_u32x4 mv = {m, m, m, m};
    uint32_t c;
    for (c = 0; c < PV_LANES; c += 4) {
        sl_u32x4 b, k, tv, dv;
        memcpy(&b, pv_lane_bit + c, sizeof b);
        memcpy(&tv, t + 4u * c, sizeof tv);
        memcpy(&dv, d + 4u * c, sizeof dv);
        k = (sl_u32x4)((mv & b) == 0);     /* the idle lanes: and-not */
        dv = (dv & k) | (tv & ~k);
        memcpy(d + 4u * c, &dv, sizeof dv);
    }
}
#else
static void sl_blend(uint8_t *d, const uint8_t *t, uint32_t m)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        if (m & pv_lane_bit[l])
            memcpy(d + 4u * l, t + 4u * l, 4);
}
#endif

PTXVM_INTERNAL int pv_shared_lin32(uint8_t *shared, uint32_t size, uint8_t *rf,
                                   const pv_insn *I, uint32_t m, int write)
{
    static const uint32_t step[PV_LANES] = {
        0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60,
        64, 68, 72, 76, 80, 84, 88, 92, 96, 100, 104, 108, 112, 116, 120, 124};
    const uint32_t *r = R32(I->a), *bit = pv_lane_bit;
    const uint32_t lo = pv_ctz32(m), hi = pv_top32(m);
    uint32_t *d = R32(I->d), b = r[lo] - 4u * lo, o, bad = 0, l;
    uint8_t *s;
    /* the ends first: most other patterns fail here, before the pass */
    if (r[hi] - b != 4u * hi || (I->x >> 32) ||
        size < SL_BYTES || size > 0x7fffffffu)
        return 0;
    /* b + 4 l for every lane l: the window, inside .shared (an .addr32
       offset wraps with the register: x = 2^32 - 4 for -4) */
    o = b + (uint32_t)I->x;
    if (o > size - SL_BYTES || (o & 3u))
        return 0;
    if (m == FULL) {
        for (l = 0; l < PV_LANES; l++)      /* branch-free: vectorised */
            bad |= r[l] ^ (b + step[l]);
    } else {
        for (l = 0; l < PV_LANES; l++)      /* the idle lanes' are any */
            bad |= (r[l] ^ (b + step[l])) & (0u - (uint32_t)((m & bit[l]) != 0));
    }
    if (bad)
        return 0;
    /* lane l's word is at o + 4 l; r is not read again, so a load may
       replace its own address register */
    s = shared + o;
    if (m == FULL) {
        for (l = 0; l < SL_BYTES; l += 16) {   /* no rep movs */
            if (write)
                memcpy(s + l, (uint8_t *)d + l, 16);
            else
                memcpy((uint8_t *)d + l, s + l, 16);
        }
    } else if (write) {                 /* blends: no test a lane */
        sl_blend(s, (const uint8_t *)d, m);
    } else {
        sl_blend((uint8_t *)d, s, m);
    }
    return 1;
}

PTXVM_INTERNAL int pv_ld_lin(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m,
                             uint32_t pc)
{
    if (m && PV_SHLIN32(I) && pv_shared_lin32(X->shared, X->shared_size, w->rf, I, m, 0))
        return 0;
    return pv_do_ld(X, w, I, m, pc);
}

PTXVM_INTERNAL int pv_st_lin(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m,
                             uint32_t pc)
{
    if (m && PV_SHLIN32(I) && pv_shared_lin32(X->shared, X->shared_size, w->rf, I, m, 1))
        return 0;
    return pv_do_st(X, w, I, m, pc);
}
#undef SL_BYTES
