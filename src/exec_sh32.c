/* One-word .shared accesses (exec_sh32.h). Every active lane's offset is
   checked (aligned, inside .shared) before anything is read or written.
   A whole warp whose halves each read a run (a tile's row, two half rows
   of a 16-wide block) is two copies; a contiguous group of lanes
   stepping by one stride (a wavefront's diagonal, a halo's inner lanes,
   a 16-thread block) has only its ends checked and is one copy or one
   strided loop; active lanes whose addresses are one run across the
   warp are blended in one window (exec_shlin.c); anything else is
   checked and done a word a lane, in lane order. .shared belongs to this host thread alone: plain copies. */
#include "exec_sh32.h"
#include "exec_mem.h"
#include "exec_shlin.h"
#include <string.h>

/* Bit 31 set unless offset o is 4-aligned and at most lim (below 2^31):
   o | (lim - o) has bit 31 clear exactly when o <= lim. An .addr32 sum
   wraps at 2^32, as the general path's does. */
#define SH32_BAD(o, lim) ((o) | ((lim) - (o)) | (0u - ((o) & 3u)))

/* A whole warp: 1 when each half's addresses step by 4 from its first
   lane's (a tile's row, two half rows of a 16-wide block) and both
   64-byte runs are inside .shared (o0, o1 their offsets). */
static PV_FORCE_INLINE int sh32_halves(const uint32_t *r, uint32_t x, uint32_t lim,
                                       uint32_t *o0, uint32_t *o1)
{
    const uint32_t b0 = r[0], b1 = r[PV_LANES / 2];
    uint32_t l, dev = 0;
    for (l = 0; l < PV_LANES / 2; l++)    /* vectorised */
        dev |= ((r[l] - b0) ^ (4u * l)) | ((r[l + PV_LANES / 2] - b1) ^ (4u * l));
    *o0 = b0 + x;
    *o1 = b1 + x;
    return !dev && lim >= 60u &&
           !((SH32_BAD(*o0, lim - 60u) | SH32_BAD(*o1, lim - 60u)) >> 31);
}

/* Lanes lo..lo+n-1 (n >= 1), all active: 1 when done, their addresses
   stepping by one stride (a wavefront's diagonal, a halo's inner lanes,
   a 16-thread block's row) from an offset inside .shared to one inside
   it. With |stride| below 2^26 and n at most 32 the offsets run
   straight from one end to the other, so the ends' checks cover every
   lane; the lanes' registers are then only compared with the
   prediction, and the copies take the offsets from it (d may be the
   address register itself). 0, nothing done, for any other shape. */
static PV_FORCE_INLINE int sh32_segment(uint8_t *sh, const uint32_t *r, uint32_t *d,
                                        uint32_t x, uint32_t lim, uint32_t lo,
                                        uint32_t n, int write)
{
    const uint32_t hi = lo + n, stride = n > 1u ? r[lo + 1] - r[lo] : 4u;
    const uint32_t olo = r[lo] + x, ohi = olo + stride * (n - 1u);
    uint32_t l, o, want = r[lo], dev = 0;
    if (stride + (1u << 26) >= (1u << 27) || (stride & 3u) ||
        ((SH32_BAD(olo, lim) | SH32_BAD(ohi, lim)) >> 31))
        return 0;
    for (l = lo; l < hi; l++) {
        dev |= r[l] ^ want;
        want += stride;
    }
    if (dev)
        return 0;
    if (stride == 4u) {                 /* one run */
        if (write)
            memcpy(sh + olo, d + lo, 4u * n);
        else
            memcpy(d + lo, sh + olo, 4u * n);
    } else if (write) {
        for (l = lo, o = olo; l < hi; l++, o += stride)
            memcpy(sh + o, &d[l], 4);
    } else {
        for (l = lo, o = olo; l < hi; l++, o += stride)
            memcpy(&d[l], sh + o, 4);
    }
    return 1;
}

static PV_FORCE_INLINE int sh32_access(uint8_t *sh, uint32_t size, uint8_t *rf,
                                       const pv_insn *I, uint32_t m, int write)
{
    uint32_t off[PV_LANES], lim, x, l, f = 0;
    const uint32_t *r;
    uint32_t *d;
    if (I->a == PV_NO_REG || size < 4u || size > 0x7fffffffu || (I->x >> 32))
        return 0;
    r = R32(I->a);
    d = R32(I->d);
    lim = size - 4u;
    x = (uint32_t)I->x;
    if (m == FULL) {
        uint32_t o0, o1;
        if (sh32_halves(r, x, lim, &o0, &o1)) {
            const uint32_t h = PV_LANES / 2;
            if (write) {                /* the later half lands last */
                memcpy(sh + o0, d, 4u * h);
                memcpy(sh + o1, d + h, 4u * h);
            } else {
                memcpy(d, sh + o0, 4u * h);
                memcpy(d + h, sh + o1, 4u * h);
            }
            return 1;
        }
        for (l = 0; l < PV_LANES; l++) {  /* vectorised */
            off[l] = r[l] + x;
            f |= SH32_BAD(off[l], lim);
        }
        if (f >> 31)
            return 0;
        if (write)
            for (l = 0; l < PV_LANES; l++)
                memcpy(sh + off[l], &d[l], 4);
        else
            for (l = 0; l < PV_LANES; l++)
                memcpy(&d[l], sh + off[l], 4);
        return 1;
    } else {
        const uint32_t lo = pv_ctz32(m), t = m >> lo;
        uint32_t b;
        if (!(t & (t + 1u)) && sh32_segment(sh, r, d, x, lim, lo, pv_ctz32(~t), write))
            return 1;
        /* a tile's two rows with its edge lanes idle: one window */
        if (pv_shared_lin32(sh, size, rf, I, m, write))
            return 1;
        for (b = m; b; b &= b - 1u) {   /* any lanes, any addresses */
            l = pv_ctz32(b);
            off[l] = r[l] + x;
            f |= SH32_BAD(off[l], lim);
        }
        if (f >> 31)
            return 0;
        if (write)
            for (b = m; b; b &= b - 1u) {
                l = pv_ctz32(b);
                memcpy(sh + off[l], &d[l], 4);
            }
        else
            for (b = m; b; b &= b - 1u) {
                l = pv_ctz32(b);
                memcpy(&d[l], sh + off[l], 4);
            }
        return 1;
    }
}

PTXVM_INTERNAL int pv_sh32_ld(const pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m)
{
    return sh32_access(X->shared, X->shared_size, rf, I, m, 0);
}

PTXVM_INTERNAL int pv_sh32_st(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m)
{
    return sh32_access(X->shared, X->shared_size, rf, I, m, 1);
}
