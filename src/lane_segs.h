/* Segments of a partial warp's active lanes and the runs of memory they
   touch: the helpers of exec_mem.c's partial-warp fast paths. Included
   by exec_mem.c only, after its own includes; no include guard. */

/* A copy of n bytes (a multiple of 4, at most 256: a segment of lanes)
   in fixed-size pieces: a memcpy of a variable size is inlined as
   rep movs, whose start-up outweighs a copy of a few dozen bytes. */
static PV_FORCE_INLINE void seg_copy(uint8_t *dst, const uint8_t *src, uint32_t n)
{
    uint32_t i = 0;
    for (; i + 16 <= n; i += 16)
        memcpy(dst + i, src + i, 16);
    if (i + 8 <= n) {
        memcpy(dst + i, src + i, 8);
        i += 8;
    }
    if (i < n)
        memcpy(dst + i, src + i, 4);
}

/* Partial warps (a 16-thread block's half warp, the inner lanes of a
   halo guard) come as a few contiguous segments of active lanes, each
   usually reading a run of consecutive elements. seg_next takes the
   lowest segment off *mm: its first lane in *lo, its length returned. */
static PV_FORCE_INLINE uint32_t seg_next(uint32_t *mm, uint32_t *lo)
{
    uint32_t t, n;
    *lo = pv_ctz32(*mm);
    t = *mm >> *lo;
    n = t == FULL ? PV_LANES : pv_ctz32(~t);
    *mm &= n + *lo >= PV_LANES ? 0u : FULL << (n + *lo);
    return n;
}

/* Run stmt for every active lane l, in lane order, a segment at a time:
   no test of the lanes outside them (half of a 16-thread block's). */
#define SEG_LANES(m, stmt)                                     \
    do {                                                       \
        uint32_t mm_ = (m), lo_, n_, l;                        \
        if (mm_ == FULL) {                                     \
            for (l = 0; l < PV_LANES; l++) {                   \
                stmt;                                          \
            }                                                  \
            break;                                             \
        }                                                      \
        while (mm_) {                                          \
            n_ = seg_next(&mm_, &lo_);                         \
            for (l = lo_; l < lo_ + n_; l++) {                 \
                stmt;                                          \
            }                                                  \
        }                                                      \
    } while (0)

/* 1 when every two neighbouring active lanes of a .shared access are
   size bytes apart, in lane order: then each segment is one run (lane 0
   pairs with no one: pairs has no bit 0). It reads the address register,
   not the offsets just stored as whole vectors: a copy of those shifted
   by one lane reads each vector across two stores, which the CPU cannot
   forward (a stall a vector). off[l] - off[l-1] is r[l] - r[l-1] in 32
   bits: x cancels, and the high words of 64-bit addresses are already
   checked zero. */
static PV_FORCE_INLINE int shared_runs(const pv_insn *I, const uint8_t *rf,
                                       uint32_t m, uint32_t size)
{
    const uint32_t *bit = pv_lane_bit, pairs = m & (m << 1);
    uint32_t l, bad = 0;
    if (I->aux & PV_MEM_ADDR32) {
        const uint32_t *r = (const uint32_t *)(const void *)(rf + I->a);
        for (l = 0; l < PV_LANES - 4; l++) {   /* 28 pairs: vectorised */
            uint32_t t = (r[l + 1] - r[l]) ^ size;
            bad |= t & (0u - (uint32_t)((pairs & bit[l + 1]) != 0));
        }
        for (; l + 1 < PV_LANES; l++) {
            uint32_t t = (r[l + 1] - r[l]) ^ size;
            bad |= t & (0u - (uint32_t)((pairs & bit[l + 1]) != 0));
        }
    } else {
        const uint64_t *r = (const uint64_t *)(const void *)(rf + I->a);
        for (l = 0; l < PV_LANES - 4; l++) {   /* 28 pairs: vectorised */
            uint32_t t = ((uint32_t)r[l + 1] - (uint32_t)r[l]) ^ size;
            bad |= t & (0u - (uint32_t)((pairs & bit[l + 1]) != 0));
        }
        for (; l + 1 < PV_LANES; l++) {
            uint32_t t = ((uint32_t)r[l + 1] - (uint32_t)r[l]) ^ size;
            bad |= t & (0u - (uint32_t)((pairs & bit[l + 1]) != 0));
        }
    }
    return !bad;
}
