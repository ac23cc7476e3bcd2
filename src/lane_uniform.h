/* Divergent groups in memory instructions (exec_mem.c, exec_gmem.c):
   whether the lanes of a partial mask share one address, and masked
   merges of a whole row or a broadcast value into a column. A loop that lanes leave
   one by one reads its stack slots and table entries this way. */
#ifndef PTXVM_LANE_UNIFORM_H
#define PTXVM_LANE_UNIFORM_H
#include "exec_mem.h"
#include "lane_bits.h"

#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT)
typedef uint32_t lu_u32x4 __attribute__((vector_size(16)));
#  define LU_VECTOR_EXT 1
#else
#  define LU_VECTOR_EXT 0
#endif

/* d = t in the lanes of m, the others kept: a .local row or a
   broadcast value written under divergence, four lanes a step. */
static PV_FORCE_INLINE void merge32(uint32_t *d, const uint32_t *t, uint32_t m)
{
    uint32_t l;
#if LU_VECTOR_EXT
    const lu_u32x4 mm = {m, m, m, m};
    for (l = 0; l < PV_LANES; l += 4) {
        lu_u32x4 b, k, tv, dv;
        memcpy(&b, pv_lane_bit + l, sizeof b);
        memcpy(&tv, t + l, sizeof tv);
        memcpy(&dv, d + l, sizeof dv);
        k = (lu_u32x4)((b & mm) != 0);
        dv = (tv & k) | (dv & ~k);
        memcpy(d + l, &dv, sizeof dv);
    }
#else
    for (l = 0; l < PV_LANES; l++)
        d[l] = ((m >> l) & 1u) ? t[l] : d[l];
#endif
}

static PV_FORCE_INLINE void merge64(uint64_t *d, const uint64_t *t, uint32_t m)
{
    uint32_t l;
    for (l = 0; l < PV_LANES; l++)
        d[l] = ((m >> l) & 1u) ? t[l] : d[l];
}

/* 1 when every lane of m (not empty) has the same address, *addr: a
   table entry or a stack slot read under divergence; 0, *addr perhaps
   unset, otherwise. Idle lanes' registers are stale and not looked at;
   one pass of masked xors. */
static PV_FORCE_INLINE int active_uniform_addr(const pv_insn *I, uint8_t *rf, uint32_t m,
                               uint64_t *addr)
{
    uint32_t l, f;
    if (I->a == PV_NO_REG) {
        *addr = I->x;
        return 1;
    }
    f = pv_ctz32(m);
    {
        /* the lowest and highest lanes first: a run or a gather differs
           there, and goes on without the pass (*addr unset: callers read
           it only on 1) */
        const uint32_t h = pv_top32(m);
        if ((I->aux & PV_MEM_ADDR32) ? R32(I->a)[f] != R32(I->a)[h]
                                     : R64(I->a)[f] != R64(I->a)[h])
            return 0;
    }
#if LU_VECTOR_EXT
    {
        /* 32-bit words four at a time (a 64-bit column as its halves):
           SSE2 has no 64-bit compare */
        const lu_u32x4 mm = {m, m, m, m};
        lu_u32x4 acc = {0u, 0u, 0u, 0u}, vv;
        if (I->aux & PV_MEM_ADDR32) {
            const uint32_t *r = R32(I->a), v = r[f], v4[4] = {v, v, v, v};
            memcpy(&vv, v4, sizeof vv);
            for (l = 0; l < PV_LANES; l += 4) {
                lu_u32x4 x, b;
                memcpy(&x, r + l, sizeof x);
                memcpy(&b, pv_lane_bit + l, sizeof b);
                acc |= (x ^ vv) & (lu_u32x4)((b & mm) != 0);
            }
            *addr = addr32_sum(v, I->x);
        } else {
            const uint64_t *r = R64(I->a), v = r[f], vp[2] = {v, v};
#  if PV_LANE_BITS_SSE2
            /* four lanes a step, their low and high halves gathered into
               a vector each (two shuffles), compared, and the lanes' bits
               packed (lane_bits.h): no 64-bit compare, no mask a lane */
            const __m128i vlo = _mm_set1_epi32((int)(uint32_t)v);
            const __m128i vhi = _mm_set1_epi32((int)(uint32_t)(v >> 32));
            __m128i e[8];
            PV_UNROLL
            for (l = 0; l < 8u; l++) {
                const __m128 x0 = _mm_loadu_ps((const float *)(const void *)(r + 4u * l));
                const __m128 x1 = _mm_loadu_ps((const float *)(const void *)(r + 4u * l + 2u));
                const __m128i lo = _mm_castps_si128(_mm_shuffle_ps(x0, x1, _MM_SHUFFLE(2, 0, 2, 0)));
                const __m128i hi = _mm_castps_si128(_mm_shuffle_ps(x0, x1, _MM_SHUFFLE(3, 1, 3, 1)));
                e[l] = _mm_and_si128(_mm_cmpeq_epi32(lo, vlo), _mm_cmpeq_epi32(hi, vhi));
            }
            (void)vp;
            (void)mm;
            (void)acc;
            (void)vv;
            *addr = v + I->x;
            return (~pv_lane_bits(e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7]) & m) == 0;
#  else
            memcpy(&vv, vp, sizeof vv);
            for (l = 0; l < PV_LANES; l += 2) {
                const lu_u32x4 b = {pv_lane_bit[l], pv_lane_bit[l],
                                    pv_lane_bit[l + 1], pv_lane_bit[l + 1]};
                lu_u32x4 x;
                memcpy(&x, r + l, sizeof x);
                acc |= (x ^ vv) & (lu_u32x4)((b & mm) != 0);
            }
            *addr = v + I->x;
#  endif
        }
        return (acc[0] | acc[1] | acc[2] | acc[3]) == 0;
    }
#else
    if (I->aux & PV_MEM_ADDR32) {
        const uint32_t *r = R32(I->a), v = r[f];
        uint32_t diff = 0;
        for (l = 0; l < PV_LANES; l++)
            diff |= (r[l] ^ v) & (0u - ((m >> l) & 1u));
        *addr = addr32_sum(v, I->x);
        return diff == 0;
    } else {
        const uint64_t *r = R64(I->a), v = r[f];
        uint64_t diff = 0;
        for (l = 0; l < PV_LANES; l++)
            diff |= (r[l] ^ v) & (0u - (uint64_t)((m >> l) & 1u));
        *addr = v + I->x;
        return diff == 0;
    }
#endif
}
#endif
