/* bfi.b32 over a warp whose position and length are the same in every
   lane, as nvcc writes them (constants): the field mask is made once
   and the insert is a plain loop the compiler vectorises, where the
   per-lane io_bfi32 (intops.h) clamps and masks lane by lane. */
#ifndef PTXVM_BFI_WARP_H
#define PTXVM_BFI_WARP_H
#include "intops.h"

/* d = bfi(a, b, c, e) in the lanes of m when c and e hold one value
   each over the whole warp: 1, else 0 and nothing written (the per-lane
   path then runs). Every column is read whole: registers are whole
   columns, idle lanes included. */
static PV_FORCE_INLINE int pv_bfi32_uniform(uint32_t *d, const uint32_t *a,
                                            const uint32_t *b, const uint32_t *c,
                                            const uint32_t *e, uint32_t m)
{
    uint32_t t[PV_LANES], l, diff = 0, pos, len, n, mask;
    for (l = 0; l < PV_LANES; l++)
        diff |= (c[l] ^ c[0]) | (e[l] ^ e[0]);
    if (diff)
        return 0;
    pos = c[0] & 0xffu;
    len = e[0] & 0xffu;
    n = pos > 31 ? 0 : (len < 32 - pos ? len : 32 - pos);
    if (!n) {                   /* nothing inserted: d = b */
        for (l = 0; l < PV_LANES; l++)
            t[l] = b[l];
    } else {
        mask = io_fmask32(n) << pos;
        for (l = 0; l < PV_LANES; l++)
            t[l] = (b[l] & ~mask) | ((a[l] << pos) & mask);
    }
    if (m == 0xffffffffu) {
        memcpy(d, t, sizeof t);
    } else {
        for (l = 0; l < PV_LANES; l++)  /* branch-free: vectorised */
            d[l] = ((m >> l) & 1u) ? t[l] : d[l];
    }
    return 1;
}
#endif
