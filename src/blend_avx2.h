/* store32 and store64 (exec.c) for the AVX2 copy of the dispatch loop:
   a whole warp's computed column copied as before, a partial warp's
   active lanes blended in eight 32-bit or four 64-bit lanes a step, the
   mask's lane bits shifted into each lane's sign bit (vpsllvd/vpsllvq)
   for blendvps/blendvpd, which move bits and never read them as
   floats. exec.c includes this after exec_vec8.h and renames store32
   and store64 around that copy's paste (VLANES32, VLANES64 and the
   handlers that call them); the portable copy keeps lane_blend.h's
   four-lane SSE2 blends. Half-warp blocks (nw's 16 threads) and guarded
   64-bit address arithmetic write through these at every instruction.
   A whole column goes by 32-byte vectors: memcpy of its 128 or 256
   bytes compiles to rep movs, whose start-up cost more than the
   instruction it finished (a loop's sum += in[i]). */
#ifndef PTXVM_BLEND_AVX2_H
#define PTXVM_BLEND_AVX2_H

/* n bytes (a multiple of 32) from t to d, which do not overlap */
static PV_FORCE_INLINE PV_AVX2_ATTR void copy_x8(void *d, const void *t, uint32_t n)
{
    uint32_t i;
    PV_UNROLL
    for (i = 0; i < n; i += 32) {
        __m256i v;
        memcpy(&v, (const uint8_t *)t + i, sizeof v);
        memcpy((uint8_t *)d + i, &v, sizeof v);
    }
}

static PV_FORCE_INLINE PV_AVX2_ATTR void store32_x8(uint32_t *d, const uint32_t *t, uint32_t m)
{
    const __m256i sh = _mm256_setr_epi32(31, 30, 29, 28, 27, 26, 25, 24);
    uint32_t c;
    if (m == FULL) {
        copy_x8(d, t, PV_LANES * sizeof *t);
        return;
    }
    PV_UNROLL
    for (c = 0; c < PV_LANES; c += 8) {
        __m256 tv, dv;
        const __m256 k = _mm256_castsi256_ps(
            _mm256_sllv_epi32(_mm256_set1_epi32((int)(m >> c)), sh));
        memcpy(&tv, t + c, sizeof tv);
        memcpy(&dv, d + c, sizeof dv);
        dv = _mm256_blendv_ps(dv, tv, k);
        memcpy(d + c, &dv, sizeof dv);
    }
}

static PV_FORCE_INLINE PV_AVX2_ATTR void store64_x8(uint64_t *d, const uint64_t *t, uint32_t m)
{
    const __m256i sh = _mm256_setr_epi64x(63, 62, 61, 60);
    uint32_t c;
    if (m == FULL) {
        copy_x8(d, t, PV_LANES * sizeof *t);
        return;
    }
    PV_UNROLL
    for (c = 0; c < PV_LANES; c += 4) {
        __m256d tv, dv;
        const __m256d k = _mm256_castsi256_pd(
            _mm256_sllv_epi64(_mm256_set1_epi64x((long long)(m >> c)), sh));
        memcpy(&tv, t + c, sizeof tv);
        memcpy(&dv, d + c, sizeof dv);
        dv = _mm256_blendv_pd(dv, tv, k);
        memcpy(d + c, &dv, sizeof dv);
    }
}

#endif
