/* Recursive functions' frames on AVX2 (see frames_avx2.h). Compiled for
   AVX2 by a target attribute, so the rest of the library stays baseline
   x86-64; nothing here runs unless fa_avx2() is true. */
#include "frames_avx2.h"
#include "exec_mem.h"

#if FV_AVX2
#include <immintrin.h>

#define FV_TARGET __attribute__((target("avx2")))
#define FV_LD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define FV_ST(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)

/* Lane l's bit of a mask moved to bit 31 of its word (blendv_ps reads
   only that bit), eight lanes a vector. */
static const int32_t fv_shift[PV_LANES] = {
    31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16,
    15, 14, 13, 12, 11, 10, 9,  8,  7,  6,  5,  4,  3,  2,  1,  0};

/* Vector c's lanes of m (all of m in every word of mv) by bit 31. */
#define FV_K(mv, c) _mm256_sllv_epi32(mv, FV_LD(fv_shift + 8u * (c)))

/* Column col's lanes of k (by bit 31) become v, the others keep theirs. */
static FV_TARGET void fv_put(uint32_t *col, __m256i k, __m256i v)
{
    FV_ST(col, _mm256_castps_si256(_mm256_blendv_ps(
                   _mm256_castsi256_ps(FV_LD(col)), _mm256_castsi256_ps(v),
                   _mm256_castsi256_ps(k))));
}

/* The word index in .local of each lane's first saved word, for the
   lanes' base addresses b (vector c): row (b + frame) / 4, lane l. */
static FV_TARGET __m256i fv_index(__m256i b, uint32_t frame, uint32_t c)
{
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    __m256i row = _mm256_srli_epi32(_mm256_add_epi32(b, _mm256_set1_epi32((int)frame)), 2);
    return _mm256_add_epi32(_mm256_slli_epi32(row, 5),
                            _mm256_add_epi32(lane, _mm256_set1_epi32((int)(8u * c))));
}

/* The n saved words (a constant where inlined) of each lane of m from
   columns c0..c3 to the rows from word index idx[l] of lw. The column
   pointers are locals, not an array, so that the loop keeps them in
   registers. */
static FV_TARGET __attribute__((always_inline)) inline void
fv_words(uint32_t *lw, const uint32_t *idx, const uint32_t *c0, const uint32_t *c1,
         const uint32_t *c2, const uint32_t *c3, uint32_t n, uint32_t m)
{
    while (m) {
        const uint32_t l = pv_ctz32(m);
        uint32_t *at = lw + idx[l];
        m &= m - 1u;
        at[0] = c0[l];
        if (n > 1)
            at[PV_LANES] = c1[l];
        if (n > 2)
            at[2 * PV_LANES] = c2[l];
        if (n > 3)
            at[3 * PV_LANES] = c3[l];
    }
}

#define FV_COL(i) (n > (i) ? (const uint32_t *)(const void *)(rf + sv[i].slot) : NULL)
/* fv_words with n a constant in each copy. */
#define FV_WORDS()                                                                         \
    do {                                                                                   \
        const uint32_t *c0 = FV_COL(0), *c1 = FV_COL(1), *c2 = FV_COL(2), *c3 = FV_COL(3); \
        switch (n) {                                                                       \
        case 1: fv_words(lw, idx, c0, c1, c2, c3, 1, m); break;                            \
        case 2: fv_words(lw, idx, c0, c1, c2, c3, 2, m); break;                            \
        case 3: fv_words(lw, idx, c0, c1, c2, c3, 3, m); break;                            \
        default: fv_words(lw, idx, c0, c1, c2, c3, 4, m); break;                           \
        }                                                                                  \
    } while (0)

/* Every vector is visited, not only those with lanes of m: the groups
   that get here vary from call to call, and a test a vector
   mispredicted. */
static FV_TARGET __attribute__((always_inline)) inline int
fv_enter_n(uint8_t *rf, uint8_t *lb, const pv_save *sv, uint32_t n, uint32_t m, int whole,
           uint32_t frame, uint32_t need, uint32_t lim, uint32_t *sp, uint32_t *fp,
           uint32_t *rp, uint32_t ret)
{
    const __m256i vl = _mm256_set1_epi32((int)lim), mv = _mm256_set1_epi32((int)m);
    uint32_t idx[PV_LANES], c, *lw = (uint32_t *)(void *)lb;
    __m256i over = _mm256_setzero_si256();
    PV_UNROLL
    for (c = 0; c < PV_LANES / 8; c++) {
        const __m256i b = FV_LD(sp + 8u * c);
        /* the lanes of m (by bit 31) where b > lim, unsigned: max(b,
           lim) differs from lim */
        over = _mm256_or_si256(over, _mm256_andnot_si256(
                   _mm256_cmpeq_epi32(_mm256_max_epu32(b, vl), vl), FV_K(mv, c)));
        FV_ST(idx + 8u * c, fv_index(b, frame, c));
    }
    if (_mm256_movemask_ps(_mm256_castsi256_ps(over)))
        return 0;
    /* each lane's saves read its columns before they change below */
    FV_WORDS();
    if (whole) {
        /* m is every live lane: whole columns, as the uniform calls of
           exec_ctrl.c write them (exited lanes own no registers) */
        PV_UNROLL
        for (c = 0; c < PV_LANES / 8; c++) {
            const __m256i b = FV_LD(sp + 8u * c);
            FV_ST(fp + 8u * c, b);
            FV_ST(sp + 8u * c, _mm256_add_epi32(b, _mm256_set1_epi32((int)need)));
            FV_ST(rp + 8u * c, _mm256_set1_epi32((int)ret));
        }
        return 1;
    }
    PV_UNROLL
    for (c = 0; c < PV_LANES / 8; c++) {
        const __m256i k = FV_K(mv, c), b = FV_LD(sp + 8u * c);
        fv_put(fp + 8u * c, k, b);
        fv_put(sp + 8u * c, k, _mm256_add_epi32(b, _mm256_set1_epi32((int)need)));
        fv_put(rp + 8u * c, k, _mm256_set1_epi32((int)ret));
    }
    return 1;
}

FV_TARGET PTXVM_INTERNAL int fv_enter(uint8_t *rf, uint8_t *lb, const pv_save *sv, uint32_t n,
                                      uint32_t m, int whole, uint32_t frame, uint32_t need,
                                      uint32_t lim, uint32_t *sp, uint32_t *fp, uint32_t *rp,
                                      uint32_t ret)
{
    return fv_enter_n(rf, lb, sv, n, m, whole, frame, need, lim, sp, fp, rp, ret);
}

/* The call machinery's operands, read here rather than passed: a
   recursive call runs this once a call, and marshalling thirteen
   arguments through the stack cost about as much as the columns'
   stores. */
#define FV_OPERANDS(X, w, F)                                                          \
    uint8_t *const rf = (w)->rf;                                                      \
    uint8_t *const lb = (X)->local + (size_t)(w)->index * PV_LANES * (X)->local_size; \
    uint32_t *const sp = (uint32_t *)(void *)(rf + (X)->code->sp);                    \
    uint32_t *const fp = (uint32_t *)(void *)(rf + (F)->fp);                          \
    const uint32_t frame = (F)->frame, need = frame + (F)->save_bytes

/* Whether the lanes of m hold one value in column col: m's lanes by bit
   31 in mk[c], v that value broadcast. */
static FV_TARGET __attribute__((always_inline)) inline int
fv_uniform(const uint32_t *col, const __m256i *mk, __m256i v)
{
    __m256i d = _mm256_setzero_si256();
    uint32_t c;
    PV_UNROLL
    for (c = 0; c < PV_LANES / 8; c++)
        d = _mm256_or_si256(d, _mm256_andnot_si256(
                _mm256_cmpeq_epi32(FV_LD(col + 8u * c), v), mk[c]));
    return !_mm256_movemask_ps(_mm256_castsi256_ps(d));
}

/* The n word rows from frame row p of lb to the columns of sv (restore)
   or back: a uniform depth's saves, whole rows. */
static FV_TARGET __attribute__((always_inline)) inline void
fv_rows(uint8_t *rf, uint8_t *lb, const pv_save *sv, uint32_t n, uint32_t p, int restore)
{
    uint32_t i, c;
    for (i = 0; i < n; i++) {
        uint8_t *row = lb + ((size_t)(p >> 2) + i) * (PV_LANES * 4), *col = rf + sv[i].slot;
        PV_UNROLL
        for (c = 0; c < PV_LANES * 4; c += 32) {
            if (restore)
                FV_ST(col + c, FV_LD(row + c));
            else
                FV_ST(row + c, FV_LD(col + c));
        }
    }
}

/* Column col filled with v whole. */
static FV_TARGET __attribute__((always_inline)) inline void fv_fill(uint32_t *col, __m256i v)
{
    uint32_t c;
    PV_UNROLL
    for (c = 0; c < PV_LANES; c += 8)
        FV_ST(col + c, v);
}

FV_TARGET PTXVM_INTERNAL int fv_call_live(const pv_cta *X, pv_warp *w, const pv_func *F,
                                          const pv_insn *I)
{
    FV_OPERANDS(X, w, F);
    uint32_t *const rp = (uint32_t *)(void *)(rf + F->retpc);
    const pv_save *sv = X->code->saves + I->aux;
    const uint32_t n = I->c & ~(PV_CALL_FP_FROM_SP | PV_CALL_WORDS), m = w->live;
    const uint32_t b0 = sp[pv_ctz32(m)], ret = w->pc + 1u;
    const __m256i mv = _mm256_set1_epi32((int)m);
    const __m256i mk[4] = {FV_K(mv, 0), FV_K(mv, 1), FV_K(mv, 2), FV_K(mv, 3)};
    if (need > X->local_size)
        return 0;
    if (fv_uniform(sp, mk, _mm256_set1_epi32((int)b0))) {
        /* one depth: the saves are whole rows */
        if (b0 > X->local_size - need)
            return 0;
        fv_rows(rf, lb, sv, n, b0 + frame, 0);
        fv_fill(fp, _mm256_set1_epi32((int)b0));
        fv_fill(sp, _mm256_set1_epi32((int)(b0 + need)));
        fv_fill(rp, _mm256_set1_epi32((int)ret));
        return 1;
    }
    return fv_enter_n(rf, lb, sv, n, m, 1, frame, need, X->local_size - need, sp, fp, rp, ret);
}

/* The restored words come by masked gathers, blended into their columns
   eight lanes a step: the next instructions read those columns as
   vectors, which per-lane stores would have stalled (a vector load
   cannot take its bytes from several pending smaller stores), and the
   gathers touch only the lanes of m (the others' frame pointers may
   point anywhere). n is a constant in each copy, so the words' loop
   unrolls to a gather and a store each. */
static FV_TARGET __attribute__((always_inline)) inline void
fv_leave_n(uint8_t *rf, const uint8_t *lb, const pv_save *sv, uint32_t n, uint32_t m,
           int whole, uint32_t frame, uint32_t need, int up, uint32_t *sp, uint32_t *fp,
           uint32_t *lane_pc, uint32_t ret)
{
    const __m256i mv = _mm256_set1_epi32((int)m), nv = _mm256_set1_epi32((int)need);
    const __m256i rv = _mm256_set1_epi32((int)ret);
    const int *lw = (const int *)(const void *)lb;
    uint8_t *col[4];
    uint32_t c, i;
    for (i = 0; i < n; i++)
        col[i] = rf + sv[i].slot;
    PV_UNROLL
    for (c = 0; c < PV_LANES / 8; c++) {
        /* the frame pointers are read before the words come back (one of
           them may be the frame pointer's column) */
        __m256i k, b, idx;
        if (!((m >> (8u * c)) & 0xffu))
            continue;
        k = FV_K(mv, c);
        b = FV_LD(fp + 8u * c);
        idx = fv_index(b, frame, c);
        for (i = 0; i < n; i++)
            FV_ST(col[i] + 32u * c,
                  _mm256_mask_i32gather_epi32(FV_LD(col[i] + 32u * c),
                                              lw + (size_t)i * PV_LANES, idx, k, 4));
        if (whole) {
            /* and the lanes run on at ret at once, so their lane_pc,
               which holds the PCs of lanes not running, is left alone */
            if (up)
                FV_ST(fp + 8u * c, _mm256_sub_epi32(b, nv));
            FV_ST(sp + 8u * c, b);
            continue;
        }
        if (up)
            fv_put(fp + 8u * c, k, _mm256_sub_epi32(b, nv));
        fv_put(sp + 8u * c, k, b);
        fv_put(lane_pc + 8u * c, k, rv);
    }
}

FV_TARGET PTXVM_INTERNAL void fv_leave(uint8_t *rf, const uint8_t *lb, const pv_save *sv,
                                       uint32_t n, uint32_t m, int whole, uint32_t frame, uint32_t need,
                                       int up, uint32_t *sp, uint32_t *fp, uint32_t *lane_pc,
                                       uint32_t ret)
{
    switch (n) {
    case 1: fv_leave_n(rf, lb, sv, 1, m, whole, frame, need, up, sp, fp, lane_pc, ret); break;
    case 2: fv_leave_n(rf, lb, sv, 2, m, whole, frame, need, up, sp, fp, lane_pc, ret); break;
    case 3: fv_leave_n(rf, lb, sv, 3, m, whole, frame, need, up, sp, fp, lane_pc, ret); break;
    default: fv_leave_n(rf, lb, sv, 4, m, whole, frame, need, up, sp, fp, lane_pc, ret); break;
    }
}

FV_TARGET PTXVM_INTERNAL uint32_t fv_ret_live(const pv_cta *X, pv_warp *w, const pv_func *F)
{
    FV_OPERANDS(X, w, F);
    const uint32_t *const ret = (const uint32_t *)(const void *)(rf + F->retpc);
    const uint32_t m = w->live, l0 = pv_ctz32(m), r = ret[l0], b0 = fp[l0];
    const __m256i mv = _mm256_set1_epi32((int)m);
    const __m256i mk[4] = {FV_K(mv, 0), FV_K(mv, 1), FV_K(mv, 2), FV_K(mv, 3)};
    const pv_insn *C;
    const pv_save *sv;
    uint32_t n;
    int up;
    if (!fv_uniform(ret, mk, _mm256_set1_epi32((int)r)) || r == 0u ||
        r - 1u >= X->code->ninsns)
        return 0;
    C = &X->code->insns[r - 1u];
    if (C->op != PV_OP_CALL || !(C->c & PV_CALL_WORDS))
        return 0;
    n = C->c & ~(PV_CALL_FP_FROM_SP | PV_CALL_WORDS);
    sv = X->code->saves + C->aux;
    up = (C->c & PV_CALL_FP_FROM_SP) != 0;
    if (fv_uniform(fp, mk, _mm256_set1_epi32((int)b0))) {
        /* one depth: whole rows back, whole columns */
        fv_rows(rf, lb, sv, n, b0 + frame, 1);
        if (up)
            fv_fill(fp, _mm256_set1_epi32((int)(b0 - need)));
        fv_fill(sp, _mm256_set1_epi32((int)b0));
        return r;
    }
    switch (n) {
    case 1: fv_leave_n(rf, lb, sv, 1, m, 1, frame, need, up, sp, fp, w->lane_pc, r); break;
    case 2: fv_leave_n(rf, lb, sv, 2, m, 1, frame, need, up, sp, fp, w->lane_pc, r); break;
    case 3: fv_leave_n(rf, lb, sv, 3, m, 1, frame, need, up, sp, fp, w->lane_pc, r); break;
    default: fv_leave_n(rf, lb, sv, 4, m, 1, frame, need, up, sp, fp, w->lane_pc, r); break;
    }
    return r;
}

FV_TARGET PTXVM_INTERNAL uint32_t fv_col_eq(const uint32_t *col, uint32_t v)
{
    const __m256i vv = _mm256_set1_epi32((int)v);
    uint32_t c, r = 0;
    PV_UNROLL
    for (c = 0; c < PV_LANES / 8; c++)
        r |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(
                 _mm256_cmpeq_epi32(FV_LD(col + 8u * c), vv))) << (8u * c);
    return r;
}
#endif
