/* Whole rows of the warp's columns: 32 words copied or filled in 16-byte
   pieces, unrolled. A 128-byte memcpy compiles to a rep movs, whose
   start costs more than this whole copy. */
#ifndef PTXVM_ROW_COPY_H
#define PTXVM_ROW_COPY_H
#include "exec_mem.h"

static PV_FORCE_INLINE void pv_row_copy(void *d, const void *s)
{
    uint32_t k;
    PV_UNROLL
    for (k = 0; k < PV_LANES * 4; k += 16)
        memcpy((uint8_t *)d + k, (const uint8_t *)s + k, 16);
}

static PV_FORCE_INLINE void pv_row_fill(uint32_t *d, uint32_t v)
{
    const uint32_t q[4] = {v, v, v, v};
    uint32_t k;
    PV_UNROLL
    for (k = 0; k < PV_LANES; k += 4)
        memcpy(d + k, q, sizeof q);
}
#endif
