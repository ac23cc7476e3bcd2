/* selp and the integer compares eight lanes a step, for the AVX2 copy
   of the dispatch loop: exec.c includes this after exec_vec8.h and
   renames pv_select32, pv_setp2_warp, pv_cmp32_lanes and pv_icmp32_warp
   to these around that copy's paste; the portable copy keeps its own.
   The same bits: a select moves words (blendvps reads the sign bit
   only, never the value as a float), and the compares are
   VPRED32_FULL's. Stencils clamp their neighbours with selp, test their
   tile's bounds with two-compare ranges and their flags with 16-bit
   setp every step (hotspot: about 157, 120 and 38 host instructions a
   call four lanes at a time). */
#ifndef PTXVM_PRED_AVX2_H
#define PTXVM_PRED_AVX2_H

/* Lane l + j's bit of v (j < 8) in the sign bit of word j. */
static PV_FORCE_INLINE PV_AVX2_ATTR __m256 pa_lane_signs(uint32_t v, uint32_t l)
{
    const __m256i sh = _mm256_setr_epi32(31, 30, 29, 28, 27, 26, 25, 24);
    return _mm256_castsi256_ps(_mm256_sllv_epi32(_mm256_set1_epi32((int)(v >> l)), sh));
}

/* pv_select32: lanes of p take a, the others b; only lanes of m are
   written. Each 8-lane group is read whole before it is written, so d
   may be a or b. */
static PV_AVX2_ATTR void pv_select32_x8(uint32_t *d, const uint32_t *a, const uint32_t *b,
                                        uint32_t p, uint32_t m)
{
    uint32_t c;
    PV_UNROLL
    for (c = 0; c < PV_LANES; c += 8) {
        __m256 av, bv, t;
        memcpy(&av, a + c, sizeof av);
        memcpy(&bv, b + c, sizeof bv);
        t = _mm256_blendv_ps(bv, av, pa_lane_signs(p, c));
        if (m != FULL) {
            __m256 dv;
            memcpy(&dv, d + c, sizeof dv);
            t = _mm256_blendv_ps(dv, t, pa_lane_signs(m, c));
        }
        memcpy(d + c, &t, sizeof t);
    }
}

/* pv_cmp32_lanes: all 32 lanes' a k b, one movemask per eight. */
static PV_PRED_NOINLINE PV_AVX2_ATTR uint32_t pv_cmp32_x8(const uint32_t *a, const uint32_t *b,
                                                          uint32_t k)
{
    uint32_t r = 0;
    PV_GUARD_CMP_FULL(r, a, b, k)
    return r;
}

/* pv_setp2_warp: d = (a k1 b) | (a k2 c) [| x], or the & form, in the
   lanes of m; the other lanes' registers are read, never written. */
static PV_PRED_NOINLINE PV_AVX2_ATTR void pv_setp2_x8(uint32_t *pr, const pv_insn *I,
                                                      const uint32_t *a, const uint32_t *b,
                                                      const uint32_t *c, uint32_t m)
{
    uint32_t p = 0, q = 0, in = (uint32_t)I->x, r;
    PV_GUARD_CMP_FULL(p, a, b, I->aux & 0xffu)
    PV_GUARD_CMP_FULL(q, a, c, I->aux >> 8)
    if (I->op == PV_OP_SETP2_AND32)
        r = p & q & (in != PV_NO_REG ? pr[in] : ~0u);
    else
        r = p | q | (in != PV_NO_REG ? pr[in] : 0u);
    pr[I->d] = (pr[I->d] & ~m) | (r & m);
}

/* pv_icmp32_warp: 32-bit compares as pv_cmp32_x8 does; 16-bit ones (a
   tile's `done` flags) on keys masked to the width and, for the signed
   orders, biased by the sign bit, so that one unsigned order is the
   compare's. Bits for all 32 lanes. */
static PV_PRED_NOINLINE PV_AVX2_ATTR uint32_t pv_icmp32_x8(uint32_t aux, const uint32_t *a,
                                                           const uint32_t *b)
{
    const uint32_t code = PV_IC_CODE(aux), w = 0xffffu;
    const uint32_t x = (aux & PV_IC_SIGNED) && code >= PV_CMP_LT && code <= PV_CMP_GE ?
                       0x8000u : 0u;
    const pv_u32x8 mk = {w, w, w, w, w, w, w, w}, bs = {x, x, x, x, x, x, x, x};
    uint32_t k = code, r = 0, c;
    if (!(aux & PV_IC_W16)) {
        if (!(aux & PV_IC_SIGNED) && code >= PV_CMP_LT && code <= PV_CMP_GE)
            k += PV_CMP_LO - PV_CMP_LT;
        return pv_cmp32_x8(a, b, k);
    }
#define PA_ICMP_PASS(cmp)                                                    \
    PV_UNROLL                                                                \
    for (c = 0; c < PV_LANES; c += 8) {                                      \
        pv_u32x8 ka, kb, e;                                                  \
        __m256 f;                                                            \
        memcpy(&ka, a + c, sizeof ka);                                       \
        memcpy(&kb, b + c, sizeof kb);                                       \
        ka = (ka & mk) ^ bs;                                                 \
        kb = (kb & mk) ^ bs;                                                 \
        e = (pv_u32x8)(cmp);                                                 \
        memcpy(&f, &e, sizeof f);                                            \
        r |= (uint32_t)_mm256_movemask_ps(f) << c;                           \
    }
    switch (code) {
    case PV_CMP_EQ: PA_ICMP_PASS(ka == kb) break;
    case PV_CMP_NE: PA_ICMP_PASS(ka != kb) break;
    case PV_CMP_LT: case PV_CMP_LO: PA_ICMP_PASS(ka < kb) break;
    case PV_CMP_LE: case PV_CMP_LS: PA_ICMP_PASS(ka <= kb) break;
    case PV_CMP_GT: case PV_CMP_HI: PA_ICMP_PASS(ka > kb) break;
    default: PA_ICMP_PASS(ka >= kb) break;
    }
#undef PA_ICMP_PASS
    return r;
}

#endif
