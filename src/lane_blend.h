/* Masked column writes without a branch per lane: the active lanes of
   a computed column t go to d, the others keep theirs. Partial warps are
   the rule in tile code (16-thread blocks run half a warp, halo guards
   leave the edge lanes out), and a per-lane branch on the mask costs
   more than the arithmetic; a select over 4-lane vectors does the warp
   in eight steps (SSE2 has the and/andnot/or it needs). Called out of
   line: the full-warp case, a plain copy, is the caller's. */
#ifndef PTXVM_LANE_BLEND_H
#define PTXVM_LANE_BLEND_H
#include "exec_mem.h"

#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT)
typedef uint32_t pv_blend_u32x4 __attribute__((vector_size(16)));
typedef int32_t pv_blend_s32x4 __attribute__((vector_size(16)));
typedef uint64_t pv_blend_u64x2 __attribute__((vector_size(16)));
typedef int64_t pv_blend_s64x2 __attribute__((vector_size(16)));

static void pv_blend32(uint32_t *d, const uint32_t *t, uint32_t m)
{
    const pv_blend_u32x4 mv = {m, m, m, m};
    uint32_t c;
    PV_UNROLL
    for (c = 0; c < PV_LANES; c += 4) {
        pv_blend_u32x4 b, k, tv, dv;
        memcpy(&b, pv_lane_bit + c, sizeof b);
        memcpy(&tv, t + c, sizeof tv);
        memcpy(&dv, d + c, sizeof dv);
        k = (pv_blend_u32x4)((mv & b) != 0);
        dv = (tv & k) | (dv & ~k);
        memcpy(d + c, &dv, sizeof dv);
    }
}

static void pv_blend64(uint64_t *d, const uint64_t *t, uint32_t m)
{
    const pv_blend_u64x2 mv = {m, m};
    uint32_t c;
    PV_UNROLL
    for (c = 0; c < PV_LANES; c += 2) {
        const pv_blend_u64x2 b = {pv_lane_bit[c], pv_lane_bit[c + 1]};
        pv_blend_u64x2 k, tv, dv;
        memcpy(&tv, t + c, sizeof tv);
        memcpy(&dv, d + c, sizeof dv);
        k = (pv_blend_u64x2)((mv & b) != 0);
        dv = (tv & k) | (dv & ~k);
        memcpy(d + c, &dv, sizeof dv);
    }
}
/* selp under a partial or full mask: lanes of p take a, the others b,
   and only the lanes of m are written. Each 4-lane group is read whole
   before it is written, so d may be a or b. */
static void pv_select32(uint32_t *d, const uint32_t *a, const uint32_t *b,
                        uint32_t p, uint32_t m)
{
    const pv_blend_u32x4 pv = {p, p, p, p}, mv = {m, m, m, m};
    uint32_t c;
    PV_UNROLL
    for (c = 0; c < PV_LANES; c += 4) {
        pv_blend_u32x4 bit, kp, km, av, bv, dv;
        memcpy(&bit, pv_lane_bit + c, sizeof bit);
        memcpy(&av, a + c, sizeof av);
        memcpy(&bv, b + c, sizeof bv);
        memcpy(&dv, d + c, sizeof dv);
        kp = (pv_blend_u32x4)((pv & bit) != 0);
        km = (pv_blend_u32x4)((mv & bit) != 0);
        av = (av & kp) | (bv & ~kp);
        dv = (av & km) | (dv & ~km);
        memcpy(d + c, &dv, sizeof dv);
    }
}

static void pv_select64(uint64_t *d, const uint64_t *a, const uint64_t *b,
                        uint32_t p, uint32_t m)
{
    const pv_blend_u64x2 pv = {p, p}, mv = {m, m};
    uint32_t c;
    PV_UNROLL
    for (c = 0; c < PV_LANES; c += 2) {
        const pv_blend_u64x2 bit = {pv_lane_bit[c], pv_lane_bit[c + 1]};
        pv_blend_u64x2 kp, km, av, bv, dv;
        memcpy(&av, a + c, sizeof av);
        memcpy(&bv, b + c, sizeof bv);
        memcpy(&dv, d + c, sizeof dv);
        kp = (pv_blend_u64x2)((pv & bit) != 0);
        km = (pv_blend_u64x2)((mv & bit) != 0);
        av = (av & kp) | (bv & ~kp);
        dv = (av & km) | (dv & ~km);
        memcpy(d + c, &dv, sizeof dv);
    }
}
#else
static void pv_blend32(uint32_t *d, const uint32_t *t, uint32_t m)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        d[l] = (m & pv_lane_bit[l]) ? t[l] : d[l];
}

static void pv_blend64(uint64_t *d, const uint64_t *t, uint32_t m)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        d[l] = (m & pv_lane_bit[l]) ? t[l] : d[l];
}

static void pv_select32(uint32_t *d, const uint32_t *a, const uint32_t *b,
                        uint32_t p, uint32_t m)
{
    EACH_LANE(m, d[l] = (p & pv_lane_bit[l]) ? a[l] : b[l]);
}

static void pv_select64(uint64_t *d, const uint64_t *a, const uint64_t *b,
                        uint32_t p, uint32_t m)
{
    EACH_LANE(m, d[l] = (p & pv_lane_bit[l]) ? a[l] : b[l]);
}
#endif

#endif
