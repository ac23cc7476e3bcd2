/* One-word .shared accesses (exec_sh32.h). Every active lane's offset is
   checked (aligned, inside .shared) before anything is read or written.
   A whole warp whose halves each read a run (a tile's row, two half rows
   of a 16-wide block) is two copies; active lanes whose addresses step
   by one stride from the first two's (a tile's rows with the edge lanes
   idle, a wavefront's diagonal, a broadcast word) have only the ends
   checked and the registers compared in one pass (sh32_affine.h), then
   are one copy, one blend or one strided loop; a single lane is one
   word; a run across the warp with lanes between idle is blended in one
   window (exec_shlin.c); anything else is checked and done a word a
   lane, in lane order. .shared belongs to this host thread alone: plain
   copies. */
#include "exec_sh32.h"
#include "exec_mem.h"
#include "exec_shlin.h"
#include "sh32_affine.h"
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

/* n lanes' words from offset o on by s (a wavefront's diagonal, a
   column), in lane order: a straight walk, two lanes a turn, without the
   walk over the mask's bits. The offsets come from o, not from the
   address column, which d may be. */
static PV_FORCE_INLINE void sh32_stride_run(uint8_t *sh, uint32_t *d, uint32_t o, uint32_t s,
                                            uint32_t n, int write)
{
    uint32_t i = 0;
    for (; i + 2u <= n; i += 2u, o += 2u * s) {
        if (write) {
            memcpy(sh + o, &d[i], 4);
            memcpy(sh + (o + s), &d[i + 1u], 4);
        } else {
            memcpy(&d[i], sh + o, 4);
            memcpy(&d[i + 1u], sh + (o + s), 4);
        }
    }
    if (i < n) {
        if (write)
            memcpy(sh + o, &d[i], 4);
        else
            memcpy(&d[i], sh + o, 4);
    }
}

/* The lanes m (lo the lowest, hi the highest, lo < hi) whose addresses
   step by s from lane lo's: 1 when done, 0, nothing done, for any other
   shape. With both ends' offsets inside .shared and |s| below 2^26 the
   offsets run straight from one end to the other, so every active lane's
   is inside; the registers are only compared with the progression, in
   one pass (sh32_affine.h), and the copies take the offsets from it (d
   may be the address register itself). Stores go in lane order: with s
   0 the highest lane's word stays. */
static PV_FORCE_INLINE int sh32_affine(uint8_t *sh, uint32_t size, const uint32_t *r,
                                       uint32_t *d, uint32_t x, uint32_t lim, uint32_t m,
                                       uint32_t lo, uint32_t hi, uint32_t s, int write)
{
    const uint32_t olo = r[lo] + x, ohi = r[hi] + x, o0 = olo - s * lo;
    const uint32_t t = m >> lo;
    uint32_t b, l, n;
    if (s + (1u << 26) >= (1u << 27) || (s & 3u) ||
        ((SH32_BAD(olo, lim) | SH32_BAD(ohi, lim)) >> 31))
        return 0;
    if (sa_off_lanes(r, r[lo] - s * lo, s) & m)
        return 0;
    if (s != 4u) {                      /* a stride */
        if (!(t & (t + 1u))) {          /* lanes lo..hi */
            sh32_stride_run(sh, d + lo, olo, s, hi - lo + 1u, write);
            return 1;
        }
        for (b = m; b; b &= b - 1u) {   /* a word a lane */
            l = pv_ctz32(b);
            if (write)
                memcpy(sh + (o0 + s * l), &d[l], 4);
            else
                memcpy(&d[l], sh + (o0 + s * l), 4);
        }
    } else if (!(t & (t + 1u))) {       /* one run */
        if (write)
            memcpy(sh + olo, d + lo, 4u * (hi - lo + 1u));
        else
            memcpy(d + lo, sh + olo, 4u * (hi - lo + 1u));
    } else if (size >= PV_LANES * 4u && o0 <= size - PV_LANES * 4u) {
        /* the warp's window inside .shared: one blend, no test a lane;
           a store rewrites the idle words with what they hold, which
           nothing else sees (.shared is this host thread's) */
        if (write)
            sa_blend(sh + o0, (const uint8_t *)d, m);
        else
            sa_blend((uint8_t *)d, sh + o0, m);
    } else {                            /* run by run, near an end */
        for (b = m; b; b &= b + (b & (0u - b))) {
            l = pv_ctz32(b);
            n = pv_ctz32(~(b >> l));    /* b is no whole warp here */
            if (write)
                memcpy(sh + (o0 + 4u * l), d + l, 4u * n);
            else
                memcpy(d + l, sh + (o0 + 4u * l), 4u * n);
        }
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
        /* no progression test here: a whole warp's run is two halves,
           and for a stride or a broadcast the checks below cost less */
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
        const uint32_t lo = pv_ctz32(m), hi = pv_top32(m);
        uint32_t b;
        if (lo == hi) {                 /* one lane */
            const uint32_t o = r[lo] + x;
            if (SH32_BAD(o, lim) >> 31)
                return 0;
            if (write)
                memcpy(sh + o, &d[lo], 4);
            else
                memcpy(&d[lo], sh + o, 4);
            return 1;
        }
        /* the stride from the first two lanes, when both are active */
        if (((m >> lo) & 2u) &&
            sh32_affine(sh, size, r, d, x, lim, m, lo, hi, r[lo + 1] - r[lo], write))
            return 1;
        /* a run across the warp with lanes between idle: one window */
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
