/* Whole-warp shfl.sync and the instruction it hands its values to
   (exec_sync.h: shfl_full, shfl_next) eight lanes a step, for the AVX2
   copy of the dispatch loop: exec.c includes this after exec_vec8.h and
   renames the two calls for that copy only. The steps of scans and
   reductions with one lane operand and clamp for the whole warp become
   a permutation of the source column: up and down two vpermd of
   neighbouring vectors and blends (the lanes that keep their own
   value among them), bfly one vpermd per eight lanes, idx a broadcast.
   Other clamps and segments go to the portable shfl_full; the results
   are the same bits. No include guard: a fragment of exec.c, included once. */

/* the lane numbers of eight lanes, the first eight */
#define SHFL8_IDX _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)

static PV_AVX2_ATTR int shfl_full8(const uint32_t *a, const uint32_t *b, const uint32_t *c,
                                   uint32_t mode, uint32_t *t, uint32_t *pv)
{
    const __m256i b0 = _mm256_set1_epi32((int)b[0]), c0 = _mm256_set1_epi32((int)c[0]);
    __m256i diff = _mm256_setzero_si256(), v;
    uint32_t k, bv, cv, seg;
    PV_UNROLL
    for (k = 0; k < PV_LANES; k += 8) {
        __m256i vb, vc;
        memcpy(&vb, b + k, sizeof vb);
        memcpy(&vc, c + k, sizeof vc);
        diff = _mm256_or_si256(diff, _mm256_or_si256(_mm256_xor_si256(vb, b0),
                                                     _mm256_xor_si256(vc, c0)));
    }
    if (!_mm256_testz_si256(diff, diff))
        return 0;
    bv = b[0] & 31u;
    cv = c[0] & 31u;
    seg = (c[0] >> 8) & 31u;
    if (seg != 0 || cv != (mode == 0 ? 0u : 31u))
        return shfl_full(a, b, c, mode, t, pv);   /* segments, other clamps */
    switch (mode) {
    case 0:     /* up: t[l] = a[l - bv], the lowest bv lanes their own */
    case 1: {   /* down: t[l] = a[l + bv], the highest bv lanes their own */
        /* Built in registers from the four aligned vectors of a: lane i
           of vector k reads lane (i -/+ r) & 7 of one of two neighbouring
           vectors (q apart, r = bv & 7). An unaligned load from a copy of
           a just stored waited for the store buffer at every step. A
           vector index out of 0..3 only ever feeds lanes that keep their
           own value, so any vector serves there. */
        const __m256i sh = _mm256_set1_epi32((int)bv);
        const __m256i edge = _mm256_set1_epi32((int)(PV_LANES - 1 - bv));
        const uint32_t q = bv >> 3, r = bv & 7u;
        __m256i col[4];
        __m256i idx, near;
        if (mode == 0) {
            idx = _mm256_and_si256(_mm256_sub_epi32(SHFL8_IDX, _mm256_set1_epi32((int)r)),
                                   _mm256_set1_epi32(7));
            /* lanes i >= r read the nearer vector, k - q */
            near = _mm256_cmpgt_epi32(SHFL8_IDX, _mm256_set1_epi32((int)r - 1));
        } else {
            idx = _mm256_and_si256(_mm256_add_epi32(SHFL8_IDX, _mm256_set1_epi32((int)r)),
                                   _mm256_set1_epi32(7));
            /* lanes i < 8 - r read the nearer vector, k + q */
            near = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(8u - r)), SHFL8_IDX);
        }
        PV_UNROLL
        for (k = 0; k < 4; k++)
            memcpy(&col[k], a + 8u * k, sizeof col[k]);
        PV_UNROLL
        for (k = 0; k < 4; k++) {
            const __m256i lane = _mm256_add_epi32(SHFL8_IDX, _mm256_set1_epi32((int)(8u * k)));
            __m256i n1, n2, moved, keep;
            if (mode == 0) {
                n1 = _mm256_permutevar8x32_epi32(col[(k - q) & 3u], idx);
                n2 = _mm256_permutevar8x32_epi32(col[(k - q - 1u) & 3u], idx);
                keep = _mm256_cmpgt_epi32(sh, lane);
            } else {
                n1 = _mm256_permutevar8x32_epi32(col[(k + q) & 3u], idx);
                n2 = _mm256_permutevar8x32_epi32(col[(k + q + 1u) & 3u], idx);
                keep = _mm256_cmpgt_epi32(lane, edge);
            }
            moved = _mm256_blendv_epi8(n2, n1, near);
            v = _mm256_blendv_epi8(moved, col[k], keep);
            memcpy(t + 8u * k, &v, sizeof v);
        }
        *pv = mode == 0 ? ~0u << bv : ~0u >> bv;
        return 1;
    }
    case 2: {   /* bfly: within eight lanes by bv's low bits, from the
                   eight lanes its high bits name */
        const __m256i x = _mm256_xor_si256(SHFL8_IDX, _mm256_set1_epi32((int)(bv & 7u)));
        PV_UNROLL
        for (k = 0; k < PV_LANES; k += 8) {
            memcpy(&v, a + (k ^ (bv & 24u)), sizeof v);
            v = _mm256_permutevar8x32_epi32(v, x);
            memcpy(t + k, &v, sizeof v);
        }
        *pv = ~0u;
        return 1;
    }
    default:    /* idx: every lane reads lane bv */
        v = _mm256_set1_epi32((int)a[bv]);
        PV_UNROLL
        for (k = 0; k < PV_LANES; k += 8)
            memcpy(t + k, &v, sizeof v);
        *pv = ~0u;
        return 1;
    }
}

/* shfl_next eight lanes a step: ADD_I32 d = t + other, or SCAN_ADD32
   d = e + ((s32) a < (s32) b ? 0 : t) with the compare's lanes into the
   predicate word. Every lane's sources are read before its d is
   written, and eight lanes' d only after their sources. */
static PV_AVX2_ATTR void shfl_next8(const pv_insn *N, uint8_t *rf, uint32_t *pr,
                                    const uint32_t *t, uint32_t dst)
{
    uint32_t *d = (uint32_t *)(void *)(rf + N->d), k, bits = 0;
    __m256i vt, vo;
    if (N->op == PV_OP_ADD_I32) {
        const uint32_t *o = (const uint32_t *)(const void *)
                            (rf + (N->a == dst ? N->b : N->a));
        PV_UNROLL
        for (k = 0; k < PV_LANES; k += 8) {
            memcpy(&vo, o + k, sizeof vo);
            memcpy(&vt, t + k, sizeof vt);
            vo = _mm256_add_epi32(vo, vt);
            memcpy(d + k, &vo, sizeof vo);
        }
        return;
    }
    {
        const uint32_t *a = (const uint32_t *)(const void *)(rf + N->a);
        const uint32_t *b = (const uint32_t *)(const void *)(rf + N->b);
        const uint32_t *e = (const uint32_t *)(const void *)(rf + N->aux);
        PV_UNROLL
        for (k = 0; k < PV_LANES; k += 8) {
            __m256i va, vb, ve, lt;
            memcpy(&va, a + k, sizeof va);
            memcpy(&vb, b + k, sizeof vb);
            memcpy(&ve, e + k, sizeof ve);
            memcpy(&vt, t + k, sizeof vt);
            lt = _mm256_cmpgt_epi32(vb, va);
            bits |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(lt)) << k;
            ve = _mm256_add_epi32(ve, _mm256_andnot_si256(lt, vt));
            memcpy(d + k, &ve, sizeof ve);
        }
        pr[(uint32_t)N->x] = bits;
    }
}
#undef SHFL8_IDX
