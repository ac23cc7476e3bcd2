/* A partial warp's .shared access whose active lanes are one contiguous
   segment (lanes lo..hi: a wavefront's diagonal in a 16-thread block, a
   tree level's half warp, a halo guard's inner lanes) with addresses
   stepping by one stride. The general strided path (lane_segs.h) checks
   all 32 lanes of the register against the stride under the mask and
   then walks the mask; here only the segment's lanes are read: one pass
   checks that every address is the predicted one (inside .shared: both
   ends are checked), then a load reads and a store writes in lane order.
   Included by exec_mem.c only, after lane_segs.h; no include guard. */

/* One lane's element of N bytes (4 or 8): plain copies, .shared is this
   host thread's own. A load checks the addresses first and then copies
   straight into the column: gathering 4-byte elements into a temporary
   and copying that on in 16-byte pieces made every piece wait on a
   store it could not be forwarded from (a stall of a dozen cycles a
   piece on x86, most of a wavefront step's load). The destination may
   be the address register itself: once checked, the offsets come from
   the prediction, not from the register. */
#define SG_LOAD(N)                                                      \
    do {                                                                \
        uint32_t o_ = olo, want_ = r[lo];                               \
        for (l = lo; l <= hi; l++) {                                    \
            bad |= r[l] ^ want_;                                        \
            want_ += stride;                                            \
        }                                                               \
        if (bad)                                                        \
            return 0;                                                   \
        for (l = lo; l <= hi; l++) {                                    \
            memcpy(d + l * N, sh + o_, N);                              \
            o_ += stride;                                               \
        }                                                               \
    } while (0)
#define SG_STORE(N)                                                     \
    do {                                                                \
        uint32_t o_ = olo, want_ = r[lo];                               \
        for (l = lo; l <= hi; l++) {                                    \
            bad |= r[l] ^ want_;                                        \
            want_ += stride;                                            \
        }                                                               \
        if (bad)                                                        \
            return 0;                                                   \
        for (l = lo; l <= hi; l++) {                                    \
            memcpy(sh + o_, d + l * N, N);                              \
            o_ += stride;                                               \
        }                                                               \
    } while (0)

/* Out of line: inlined into pv_do_ld, whose many paths leave no
   registers free, the lane loop kept every variable on the stack. */
#if defined(__GNUC__) || defined(__clang__)
#define SG_NOINLINE __attribute__((noinline))
#else
#define SG_NOINLINE
#endif

/* 1 when done; 0 when the mask is not one segment, the addresses do
   not step by one stride, or an end is not plainly inside .shared (the
   callers' other paths decide then, and report any fault). Only for
   32-bit addresses (.addr32) and size 4 or 8. */
static SG_NOINLINE int shared_seg(pv_cta *X, const pv_insn *I, uint8_t *rf,
                                      uint32_t m, uint32_t size, int write)
{
    const uint32_t *r = (const uint32_t *)(const void *)(rf + I->a);
    const uint32_t lo = pv_ctz32(m), t = m >> lo;
    uint32_t hi, n, stride, olo, ohi, l, bad = 0, lim;
    uint8_t *sh = X->shared, *d = rf + I->d;
    if (t & (t + 1u))                   /* not lanes lo..hi, all of them */
        return 0;
    n = t == FULL ? PV_LANES : pv_ctz32(~t);
    hi = lo + n - 1u;
    stride = n > 1 ? r[lo + 1] - r[lo] : size;
    /* |stride| below 2^26 and n at most 32: the offsets run straight
       from one end to the other, so the ends' bounds cover every lane */
    if (stride + (1u << 26) >= (1u << 27) || (stride & (size - 1)) ||
        X->shared_size < size || X->shared_size > 0x7fffffffu ||
        I->x > X->shared_size - size)
        return 0;
    lim = X->shared_size - size;
    olo = r[lo] + (uint32_t)I->x;                /* x is below 2^31 */
    ohi = olo + stride * (n - 1u);
    if (((olo | ohi) >> 31) || olo > lim || ohi > lim || (olo & (size - 1)))
        return 0;
    if (stride == size) {               /* a run: checked, then one copy */
        uint32_t want = r[lo];
        for (l = lo; l <= hi; l++) {
            bad |= r[l] ^ want;
            want += stride;
        }
        if (bad)
            return 0;
        if (write)
            seg_copy(sh + olo, d + lo * size, n * size);
        else
            seg_copy(d + lo * size, sh + olo, n * size);
    } else if (write) {
        if (size == 4)
            SG_STORE(4);
        else
            SG_STORE(8);
    } else if (size == 4) {
        SG_LOAD(4);
    } else {
        SG_LOAD(8);
    }
    return 1;
}
#undef SG_LOAD
#undef SG_STORE
#undef SG_NOINLINE
