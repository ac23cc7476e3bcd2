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

/* The highest set bit of x (nonzero). */
static PV_FORCE_INLINE uint32_t seg_top(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return 31u - (uint32_t)__builtin_clz(x);
#else
    uint32_t n = 31u;
    while (!((x >> n) & 1u))
        n--;
    return n;
#endif
}

/* A partial warp's .shared access of one size-byte element a lane,
   32-bit addresses, whose active lanes' addresses step by one stride:
   r[l] = r[lo] + stride (l - lo) for every active l (a halo guard's
   inner lanes, stride size, a 16-wide tile's two rows, 64 bytes apart,
   seen by one warp, gaps and all; a tile's column or anti-diagonal). As
   long as |stride| is below 2^26 the offsets run straight from the
   lowest active lane's to the highest's, so those two offsets' bounds
   and the lowest's alignment (with a stride that keeps it) are the
   whole check: one pass over the register instead of shared_words'
   three (offsets, masked bounds, runs). A run is one copy a segment;
   other strides a plain access a lane, in lane order (a later lane's
   store lands last). 1 when done, 0 when the access is not such a run
   or not plainly in bounds (shared_words decides then). */
static PV_FORCE_INLINE int shared_stride(pv_cta *X, const pv_insn *I, uint8_t *rf,
                                         uint32_t m, uint32_t size, int write)
{
    const uint32_t *bit = pv_lane_bit, *r = (const uint32_t *)(const void *)(rf + I->a);
    const uint32_t lo = pv_ctz32(m), hi = seg_top(m), m2 = m & (m - 1u);
    uint32_t l, bad = 0, olo, ohi, mm = m, n, s, stride = size, b;
    uint8_t *sh = X->shared, *d = rf + I->d;
    if (m2) {                            /* the stride of the first two lanes */
        const uint32_t l2 = pv_ctz32(m2), diff = r[l2] - r[lo];
        if (l2 == lo + 1u)
            stride = diff;
        else if ((int32_t)diff % (int32_t)(l2 - lo) == 0)
            stride = (uint32_t)((int32_t)diff / (int32_t)(l2 - lo));
        else
            return 0;
    }
    b = r[lo] - stride * lo;
    for (l = 0; l < PV_LANES; l++) {        /* branch-free: vectorised */
        bad |= (r[l] ^ b) & (0u - (uint32_t)((m & bit[l]) != 0));
        b += stride;                        /* no multiply: SSE2 has none */
    }
    if (bad || stride + (1u << 26) >= (1u << 27) || (stride & (size - 1)) ||
        X->shared_size < size || X->shared_size > 0x7fffffffu ||
        I->x > X->shared_size - size)
        return 0;
    /* x is below 2^31: an offset that fits has no wrap to undo */
    olo = r[lo] + (uint32_t)I->x;
    ohi = r[hi] + (uint32_t)I->x;
    if (((olo | ohi) >> 31) || olo > X->shared_size - size ||
        ohi > X->shared_size - size || (olo & (size - 1)))
        return 0;
    if (stride == size) {
        while (mm) {
            n = seg_next(&mm, &s);
            if (write)
                seg_copy(sh + olo + (s - lo) * size, d + s * size, n * size);
            else
                seg_copy(d + s * size, sh + olo + (s - lo) * size, n * size);
        }
        return 1;
    }
    /* offsets olo + stride (l - lo) in 32 bits: in [0, shared_size) */
#define XS_LANES(N)                                                                   \
    do {                                                                              \
        if (write)                                                                    \
            SEG_LANES(m, memcpy(sh + (uint32_t)(olo + stride * (l - lo)), d + l * N, N)); \
        else                                                                          \
            SEG_LANES(m, memcpy(d + l * N, sh + (uint32_t)(olo + stride * (l - lo)), N)); \
    } while (0)
    if (size == 4)
        XS_LANES(4);
    else
        XS_LANES(8);
#undef XS_LANES
    return 1;
}

/* A whole warp's .shared access of consecutive elements (a tile row, a
   DP row: lane l at r[0] + l * size) inside the CTA's own .shared: one
   pass over the address column and one copy, where the general path
   makes a column of offsets, checks it and then looks for runs. 1 when
   done, 0 when the access is not such a run or not plainly in bounds. */
static PV_FORCE_INLINE int shared_run_full(pv_cta *X, const pv_insn *I, uint8_t *rf,
                                           uint32_t size, int write)
{
    const uint32_t *r = (const uint32_t *)(const void *)(rf + I->a);
    uint32_t l, bad = 0, olo, ohi, b = r[0];
    uint8_t *sh = X->shared, *d = rf + I->d;
    if (r[PV_LANES - 1] - b != (PV_LANES - 1) * size)
        return 0;                           /* not a run: no pass over the lanes */
    for (l = 0; l < PV_LANES; l++) {        /* branch-free: vectorised */
        bad |= r[l] ^ b;
        b += size;
    }
    if (bad || X->shared_size < size || X->shared_size > 0x7fffffffu ||
        I->x > X->shared_size - size)
        return 0;
    /* x is below 2^31: an offset that fits has no wrap to undo */
    olo = r[0] + (uint32_t)I->x;
    ohi = r[PV_LANES - 1] + (uint32_t)I->x;
    if (((olo | ohi) >> 31) || olo > X->shared_size - size ||
        ohi > X->shared_size - size || (olo & (size - 1)))
        return 0;
    /* 16-byte pieces of constant sizes: a memcpy of the whole row was
       compiled to rep movs, whose start-up cost a third of the access */
    if (size == 4) {
        if (write)
            seg_copy(sh + olo, d, PV_LANES * 4);
        else
            seg_copy(d, sh + olo, PV_LANES * 4);
    } else if (write) {
        seg_copy(sh + olo, d, PV_LANES * 8);
    } else {
        seg_copy(d, sh + olo, PV_LANES * 8);
    }
    return 1;
}
