/* The ladder of a whole shuffle-scan loop (exec_scanloop.h:
   scan_loop_ladder) eight lanes a step, for the AVX2 copy of the
   dispatch loop: the warp's v stays in four vectors over every turn;
   each turn moves them up by o as shfl_full8 does (two vpermd of
   neighbouring vectors and a blend, the lowest o lanes their own value)
   and adds where the lane column is not below o. The same bits as the
   portable ladder. No include guard: a fragment of exec.c, included
   once after shfl_avx2.h. */
static PV_AVX2_ATTR void scan_loop_ladder8(uint32_t *v, const uint32_t *lane,
                                           const pv_scan_plan *pl, uint32_t *ps)
{
    const __m256i idx8 = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    __m256i col[4], ln[4], lt[4];
    uint32_t k, j, bits = 0;
    PV_UNROLL
    for (j = 0; j < 4; j++) {
        memcpy(&col[j], v + 8u * j, sizeof col[j]);
        memcpy(&ln[j], lane + 8u * j, sizeof ln[j]);
        lt[j] = _mm256_setzero_si256();
    }
    for (k = 0; k < pl->n; k++) {
        const uint32_t bv = pl->off[k] & 31u, q = bv >> 3, r = bv & 7u;
        const __m256i sh = _mm256_set1_epi32((int)bv);
        const __m256i o = _mm256_set1_epi32((int)pl->off[k]);
        const __m256i idx = _mm256_and_si256(_mm256_sub_epi32(idx8, _mm256_set1_epi32((int)r)),
                                             _mm256_set1_epi32(7));
        /* lanes i >= r of a vector read the nearer vector, j - q */
        const __m256i near = _mm256_cmpgt_epi32(idx8, _mm256_set1_epi32((int)r - 1));
        __m256i t[4];
        PV_UNROLL
        for (j = 0; j < 4; j++) {
            const __m256i at = _mm256_add_epi32(idx8, _mm256_set1_epi32((int)(8u * j)));
            __m256i n1 = _mm256_permutevar8x32_epi32(col[(j - q) & 3u], idx);
            __m256i n2 = _mm256_permutevar8x32_epi32(col[(j - q - 1u) & 3u], idx);
            __m256i moved = _mm256_blendv_epi8(n2, n1, near);
            t[j] = _mm256_blendv_epi8(moved, col[j], _mm256_cmpgt_epi32(sh, at));
        }
        PV_UNROLL
        for (j = 0; j < 4; j++) {
            lt[j] = _mm256_cmpgt_epi32(o, ln[j]);      /* lane < o, signed */
            col[j] = _mm256_add_epi32(col[j], _mm256_andnot_si256(lt[j], t[j]));
        }
    }
    PV_UNROLL
    for (j = 0; j < 4; j++) {
        memcpy(v + 8u * j, &col[j], sizeof col[j]);
        bits |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(lt[j])) << (8u * j);
    }
    *ps = bits;
}
