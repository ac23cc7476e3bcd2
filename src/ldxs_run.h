/* LD_XS (exec_load.h) over a whole warp reading in[i] with i stepping by
   one from lane to lane: the base pointer the same in every lane, the
   index b[l] = b[0] + l and the shift the element's size. The address
   column is then one progression, written without a widen, shift and
   add a lane, and the load is one run that exec_gmem.c copies without
   asking the column's shape again (pv_gmem_ld_run). Anything else (a
   pointer a lane, another stride, an index whose extension to 64 bits
   wraps between lane 0 and lane 31, a partial warp) takes the handler's
   lane-by-lane address and pv_do_ld. Included by exec.c. */
#ifndef PTXVM_LDXS_RUN_H
#define PTXVM_LDXS_RUN_H
#include "exec_mem.h"
#include "exec_gmem.h"

/* Whether LD_XS record I and its LD L may take the run: the LD's element
   as wide as its column (no extension) and the index shifted by its
   size, so that consecutive indices are consecutive elements. */
static PV_FORCE_INLINE int ldxs_fits(const pv_insn *I, const pv_insn *L)
{
    const uint32_t size = PV_MEM_SIZE(L->aux);
    return size == ((L->aux & PV_MEM_WIDE_DST) ? 8u : 4u) &&
           ((uint32_t)I->x & 63u) == pv_ctz32(size);
}

/* d = a + (extend(b) << x) of record I over the whole warp when its LD
   L fits (ldxs_fits), a is one value and b[l] = b[0] + l without the
   extension wrapping: then d is written as base + (l << x) (the same
   words, modulo 2^64) and the result is 1; else 0 and nothing is
   written. Every source is read before d is written, so d may be a. */
static PV_FORCE_INLINE int ldxs_run_addr(uint8_t *rf, const pv_insn *I, const pv_insn *L)
{
    const uint64_t *a = R64(I->a);
    const uint32_t *b = R32(I->b);
    const uint32_t k = (uint32_t)I->x & 63u, b0 = b[0];
    const uint64_t a0 = a[0], step = (uint64_t)1 << k;
    uint64_t base, bad = 0, *d;
    uint32_t l;
#if PV_VECTOR_EXT
    {   /* the index's first four lanes first: a gather's (a table of
           indices) or one offset for the warp (a neighbour through a
           pointer a lane) fails there, before any other test */
        const pv_u32x4 four = {4, 4, 4, 4};
        pv_u32x4 bu, want = {b0, b0 + 1u, b0 + 2u, b0 + 3u}, vb;
        memcpy(&vb, b, sizeof vb);
        bu = vb ^ want;
        /* b0 + 31 must not pass the extension's edge: 2^32 unsigned,
           2^31 signed (biased to the same test) */
        if ((bu[0] | bu[1] | bu[2] | bu[3]) || !ldxs_fits(I, L) ||
            (I->aux ? b0 ^ 0x80000000u : b0) > 0xffffffffu - (PV_LANES - 1))
            return 0;
        PV_UNROLL
        for (l = 4; l < PV_LANES; l += 4) {
            want += four;
            memcpy(&vb, b + l, sizeof vb);
            bu |= vb ^ want;
        }
        if (bu[0] | bu[1] | bu[2] | bu[3])
            return 0;
    }
    if (!(I->x & PV_XS_BASE_ONE)) {    /* else a preloaded parameter */
        const pv_u64x2 a2 = {a0, a0};
        pv_u64x2 au = {0, 0}, va;
        PV_UNROLL
        for (l = 0; l < PV_LANES; l += 2) {
            memcpy(&va, a + l, sizeof va);
            au |= va ^ a2;
        }
        bad = au[0] | au[1];
    }
#else
    if (!ldxs_fits(I, L) || (I->aux ? b0 ^ 0x80000000u : b0) > 0xffffffffu - (PV_LANES - 1))
        return 0;
    for (l = 0; l < PV_LANES; l++)
        bad |= ((I->x & PV_XS_BASE_ONE) ? 0 : a[l] ^ a0) | (uint64_t)(b[l] ^ (b0 + l));
#endif
    if (bad)
        return 0;
    base = a0 + ((I->aux ? (uint64_t)(int64_t)(int32_t)b0 : (uint64_t)b0) << k);
    d = R64(I->d);
#if PV_VECTOR_EXT
    {
        const pv_u64x2 s2 = {2 * step, 2 * step};
        pv_u64x2 v = {base, base + step};
        PV_UNROLL
        for (l = 0; l < PV_LANES; l += 2) {
            memcpy(d + l, &v, sizeof v);
            v += s2;
        }
    }
#else
    for (l = 0; l < PV_LANES; l++)
        d[l] = base + l * step;
#endif
    return 1;
}
#endif
