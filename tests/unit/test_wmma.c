/* wmma.load, wmma.store and wmma.mma: the nvcc builds of the
   nvcuda::wmma kernels of tests/wmma/wmma_kernels.cu and hand-written
   PTX, against references computed here.

   Fragments: each kernel dumps frag.x[i] of every lane, which must be
   the matrix element the documented layout (exec_wmma.c: the mma.sync
   layouts, the ISA leaving WMMA's unspecified) puts there, for every
   shape, element type, row- and column-major matrix and a leading
   dimension wider than the matrix; accumulators also go back through
   store_matrix_sync in the other layout. Products: every shape and type
   with row- and column-major operands on integer-valued elements, whose
   sums every type holds exactly, so D is the exact A x B + C whatever
   the accumulation order; .s4/.u4 and .b1 (xor and and) too; tiles in
   .shared; .satfinite; random floats against tc_math on the matrices
   gathered here. Then the state spaces and the default stride, faults,
   partial warps, and ill-formed instructions. */
#include "mx_util.h"
#include "tc_math.h"
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WK_PTX "tests/wmma/wmma_kernels.sm_90.ptx"

enum { F16, BF16, TF32, F32, F64, S8, U8, S4, U4, B1, S32 };
static const int tbits[] = { 16, 16, 32, 32, 64, 8, 8, 4, 4, 1, 32 };
/* elements to a 32-bit register (f64: one to a 64-bit one) */
static const int tper[] = { 2, 2, 1, 1, 1, 4, 4, 8, 8, 32, 1 };
static const tc_type ttc[] = { TC_F16, TC_BF16, TC_TF32, TC_F32, TC_F64, TC_S8,
                               TC_U8, TC_S4, TC_U4, TC_B1, TC_S32 };
enum { MA, MB, MC };

/* Which element of its matrix element i of lane's fragment is: the
   mma.sync layouts, group g = lane / 4, t = lane % 4. Accumulators:
   two elements an 8x8 tile, row g, columns 2t, 2t + 1; multiplicands:
   register q = i / per is one tile, element j = i % per: A tiles 8 x 4per
   (row g, column t per + j), B tiles 4per x 8 (row t per + j, column g);
   tiles down the rows first, repeated when the registers outnumber them. */
static void ref_pos(int mat, int m, int n, int k, int per, int lane, int i,
                    int *r, int *c)
{
    int g = lane / 4, t = lane % 4, q = i / per, j = i % per, tr, tc, tile;
    if (mat == MC) {
        tile = i / 2;
        tr = m / 8;
        *r = g + 8 * (tile % tr);
        *c = 2 * t + i % 2 + 8 * (tile / tr);
    } else if (mat == MA) {
        tr = m / 8;
        tc = k / (4 * per);
        tile = q % (tr * tc);
        *r = g + 8 * (tile % tr);
        *c = t * per + j + 4 * per * (tile / tr);
    } else {
        tr = k / (4 * per);
        tc = n / 8;
        tile = q % (tr * tc);
        *r = t * per + j + 4 * per * (tile % tr);
        *c = g + 8 * (tile / tr);
    }
}

/* Element idx of a packed array of type ty. */
static uint64_t get_el(const uint8_t *mem, int ty, uint64_t idx)
{
    uint64_t v = 0, bit = idx * (uint64_t)tbits[ty];
    int b;
    if (tbits[ty] < 8)
        return (mem[bit / 8] >> (bit % 8)) & ((1u << tbits[ty]) - 1);
    for (b = tbits[ty] / 8; b-- > 0;)
        v = v << 8 | mem[bit / 8 + (uint64_t)b];
    return v;
}

static void put_el(uint8_t *mem, int ty, uint64_t idx, uint64_t v)
{
    uint64_t bit = idx * (uint64_t)tbits[ty];
    int b;
    if (tbits[ty] < 8) {
        uint8_t mask = (uint8_t)(((1u << tbits[ty]) - 1) << (bit % 8));
        mem[bit / 8] = (uint8_t)((mem[bit / 8] & ~mask) | ((v << (bit % 8)) & mask));
        return;
    }
    for (b = 0; b < tbits[ty] / 8; b++)
        mem[bit / 8 + (uint64_t)b] = (uint8_t)(v >> (8 * b));
}

/* The bits of integer v as an element of type ty (exact for the small
   values used). */
static uint64_t enc(int ty, long v)
{
    float f = (float)v;
    double d = (double)v;
    uint32_t u;
    uint64_t u64;
    switch (ty) {
    case F16: {
        long a = v < 0 ? -v : v;
        int e = 0;
        if (!a)
            return v < 0 ? 0x8000u : 0;
        while ((a >> e) > 1)
            e++;
        return (uint64_t)((v < 0) << 15 | (e + 15) << 10 | ((a << (10 - e)) & 0x3ff));
    }
    case BF16:
        memcpy(&u, &f, 4);
        return u >> 16;
    case TF32: case F32:
        memcpy(&u, &f, 4);
        return u;
    case F64:
        memcpy(&u64, &d, 8);
        return u64;
    default:
        return (uint64_t)v & (tbits[ty] == 64 ? ~0ull : ((1ull << tbits[ty]) - 1));
    }
}

/* A random element value: small integers for floats; the whole range for
   integers. */
static long rnd_val(uint64_t *seed, int ty, int acc)
{
    uint32_t r = mx_rng(seed);
    switch (ty) {
    case S8: return (long)(int8_t)r;
    case U8: return (long)(uint8_t)r;
    case S4: return (long)((int)(r & 15) - ((r & 8) ? 16 : 0));
    case U4: return (long)(r & 15);
    case B1: return (long)(r & 1);
    case S32: return (long)(r % 2000001) - 1000000;
    default: return acc ? (long)(r % 201) - 100 : (long)(r % 17) - 8;
    }
}

/* ---- fragments --------------------------------------------------------------- */
static void frag_dumps(pv_test *t)
{
    static const struct { const char *name; int mat, m, n, k, ty, col; } K[] = {
        {"fa_f16_16x16_row", MA, 16, 16, 16, F16, 0}, {"fa_f16_16x16_col", MA, 16, 16, 16, F16, 1},
        {"fb_f16_16x16_row", MB, 16, 16, 16, F16, 0}, {"fa_f16_32x8_row", MA, 32, 8, 16, F16, 0},
        {"fb_f16_8x32_col", MB, 8, 32, 16, F16, 1}, {"fa_bf16_16x16_row", MA, 16, 16, 16, BF16, 0},
        {"fb_bf16_8x32_col", MB, 8, 32, 16, BF16, 1}, {"fa_s8_16x16_row", MA, 16, 16, 16, S8, 0},
        {"fb_u8_32x8_col", MB, 32, 8, 16, U8, 1}, {"fa_tf32_row", MA, 16, 16, 8, TF32, 0},
        {"fb_tf32_col", MB, 16, 16, 8, TF32, 1}, {"fa_f64_row", MA, 8, 8, 4, F64, 0},
        {"fb_f64_col", MB, 8, 8, 4, F64, 1},
    };
    uint64_t seed = 21;
    uint32_t i;
    for (i = 0; i < sizeof K / sizeof K[0]; i++) {
        mx_ctx c;
        int rows = K[i].mat == MA ? K[i].m : K[i].k, cols = K[i].mat == MA ? K[i].k : K[i].n;
        int ld = (K[i].col ? rows : cols) + 8, ty = K[i].ty, eb = tbits[ty] / 8;
        int ne = ty == F16 ? 16 : rows * cols / 32, lane, e, bad = 0;
        size_t msize = (size_t)ld * (size_t)(K[i].col ? cols : rows) * (size_t)eb;
        uint8_t *mem = (uint8_t *)malloc(msize), *out = (uint8_t *)malloc((size_t)ne * 32 * (size_t)eb);
        size_t b;
        ptxvm_addr bm, bo;
        if (!test_begin(t, "wmma fragment nvcc %s: frag.x[i] of every lane", K[i].name)) {
            free(mem);
            free(out);
            continue;
        }
        for (b = 0; b < msize; b++)
            mem[b] = (uint8_t)mx_rng(&seed);
        if (mx_open(t, &c, NULL, WK_PTX)) {
            bm = mx_buf(&c, mem, msize);
            bo = mx_buf(&c, NULL, (size_t)ne * 32 * (size_t)eb);
            if (mx_run(t, &c, K[i].name, 32, 3, bm, (ptxvm_addr)ld, bo)) {
                mx_get(&c, out, bo, (size_t)ne * 32 * (size_t)eb);
                for (lane = 0; lane < 32; lane++)
                    for (e = 0; e < ne; e++) {
                        int r, cc;
                        uint64_t want, got;
                        ref_pos(K[i].mat, K[i].m, K[i].n, K[i].k, tper[ty], lane, e, &r, &cc);
                        want = get_el(mem, ty, K[i].col ? (uint64_t)cc * ld + r
                                                        : (uint64_t)r * ld + cc);
                        got = get_el(out, ty, (uint64_t)lane * ne + e);
                        if (got != want && !bad++)
                            T_CHECK(t, 0, "lane %d x[%d] (row %d col %d): 0x%llx, want 0x%llx",
                                    lane, e, r, cc, (unsigned long long)got,
                                    (unsigned long long)want);
                    }
                T_CHECK(t, bad == 0, "%d elements differ", bad);
            }
            mx_close(t, &c);
        }
        free(mem);
        free(out);
        test_end(t);
    }
}

static void acc_dumps(pv_test *t)
{
    static const struct { const char *name; int m, n, ty, lcol, scol; } K[] = {
        {"fc_f32_16x16", 16, 16, F32, 0, 1}, {"fc_f16_32x8", 32, 8, F16, 1, 0},
        {"fc_s32_8x32", 8, 32, S32, 0, 0}, {"fc_f64", 8, 8, F64, 1, 0},
    };
    uint64_t seed = 5;
    uint32_t i;
    for (i = 0; i < sizeof K / sizeof K[0]; i++) {
        mx_ctx c;
        int m = K[i].m, n = K[i].n, ty = K[i].ty, eb = tbits[ty] / 8, ne = m * n / 32;
        int ld = (K[i].lcol ? m : n) + 4, lds = (K[i].scol ? m : n) + 12, lane, e, bad = 0;
        size_t msize = (size_t)ld * (size_t)(K[i].lcol ? n : m) * (size_t)eb;
        size_t ssize = (size_t)lds * (size_t)(K[i].scol ? n : m) * (size_t)eb;
        uint8_t *mem = (uint8_t *)malloc(msize), *out = (uint8_t *)malloc((size_t)ne * 32 * (size_t)eb);
        uint8_t *st = (uint8_t *)malloc(ssize), *want = (uint8_t *)calloc(ssize, 1);
        size_t b;
        int r, cc;
        if (!test_begin(t, "wmma accumulator nvcc %s: fragment and store_matrix_sync",
                        K[i].name)) {
            free(mem); free(out); free(st); free(want);
            continue;
        }
        for (b = 0; b < msize; b++)
            mem[b] = (uint8_t)mx_rng(&seed);
        for (r = 0; r < m; r++)
            for (cc = 0; cc < n; cc++)
                put_el(want, ty, K[i].scol ? (uint64_t)cc * lds + r : (uint64_t)r * lds + cc,
                       get_el(mem, ty, K[i].lcol ? (uint64_t)cc * ld + r
                                                 : (uint64_t)r * ld + cc));
        if (mx_open(t, &c, NULL, WK_PTX)) {
            ptxvm_addr bm = mx_buf(&c, mem, msize);
            ptxvm_addr bo = mx_buf(&c, NULL, (size_t)ne * 32 * (size_t)eb);
            ptxvm_addr bs = mx_buf(&c, NULL, ssize);
            if (mx_run(t, &c, K[i].name, 32, 5, bm, (ptxvm_addr)ld, bo, bs, (ptxvm_addr)lds)) {
                mx_get(&c, out, bo, (size_t)ne * 32 * (size_t)eb);
                mx_get(&c, st, bs, ssize);
                for (lane = 0; lane < 32; lane++)
                    for (e = 0; e < ne; e++) {
                        uint64_t w, got;
                        ref_pos(MC, m, n, 0, tper[ty], lane, e, &r, &cc);
                        w = get_el(mem, ty, K[i].lcol ? (uint64_t)cc * ld + r
                                                      : (uint64_t)r * ld + cc);
                        got = get_el(out, ty, (uint64_t)lane * ne + e);
                        if (got != w && !bad++)
                            T_CHECK(t, 0, "lane %d x[%d]: 0x%llx, want 0x%llx", lane, e,
                                    (unsigned long long)got, (unsigned long long)w);
                    }
                T_CHECK(t, bad == 0, "%d fragment elements differ", bad);
                T_CHECK(t, memcmp(st, want, ssize) == 0,
                        "the stored matrix differs (or a gap was written)");
            }
            mx_close(t, &c);
        }
        free(mem); free(out); free(st); free(want);
        test_end(t);
    }
}

/* ---- products ------------------------------------------------------------------ */
typedef struct mm_case {
    const char *name;
    int m, n, k, ta, tc, acol, bcol, ccol, dcol, flags;
} mm_case;

/* Run case K on integer-valued operands (or, with floats set, random
   float bit patterns against tc_math): D must be A x B + C. */
static void mma_case(pv_test *t, const mm_case *K, uint64_t *seed, int floats)
{
    int m = K->m, n = K->n, k = K->k, ta = K->ta, tc = K->tc;
    int lda = (K->acol ? m : k) + tper[ta] * 8, ldb = (K->bcol ? k : n) + tper[ta] * 8;
    int ldc = (K->ccol ? m : n) + 4, i, j, kk, bad = 0;
    size_t sa = ((size_t)lda * (size_t)(K->acol ? k : m) * (size_t)tbits[ta] + 7) / 8;
    size_t sb = ((size_t)ldb * (size_t)(K->bcol ? n : k) * (size_t)tbits[ta] + 7) / 8;
    size_t sc = (size_t)ldc * (size_t)(K->ccol ? n : m) * (size_t)(tbits[tc] / 8);
    uint8_t *a = (uint8_t *)calloc(sa, 1), *b = (uint8_t *)calloc(sb, 1);
    uint8_t *c = (uint8_t *)calloc(sc, 1), *d = (uint8_t *)calloc(sc, 1);
    long *av = (long *)calloc((size_t)(m * k), sizeof(long));
    long *bv = (long *)calloc((size_t)(k * n), sizeof(long));
    long *cv = (long *)calloc((size_t)(m * n), sizeof(long));
    uint64_t *ab = (uint64_t *)calloc((size_t)(m * k), 8), *bb = (uint64_t *)calloc((size_t)(k * n), 8);
    uint64_t *cb = (uint64_t *)calloc((size_t)(m * n), 8), *db = (uint64_t *)calloc((size_t)(m * n), 8);
    mx_ctx x;
    for (i = 0; i < m; i++)
        for (kk = 0; kk < k; kk++) {
            uint64_t idx = K->acol ? (uint64_t)kk * lda + i : (uint64_t)i * lda + kk;
            av[i * k + kk] = rnd_val(seed, ta, 0);
            ab[i * k + kk] = floats ? (mx_rng(seed) & (tbits[ta] == 16 ? 0xffffu : ~0u))
                                    : enc(ta, av[i * k + kk]);
            put_el(a, ta, idx, ab[i * k + kk]);
        }
    for (kk = 0; kk < k; kk++)
        for (j = 0; j < n; j++) {
            uint64_t idx = K->bcol ? (uint64_t)j * ldb + kk : (uint64_t)kk * ldb + j;
            bv[kk * n + j] = rnd_val(seed, ta, 0);
            bb[kk * n + j] = floats ? (mx_rng(seed) & (tbits[ta] == 16 ? 0xffffu : ~0u))
                                    : enc(ta, bv[kk * n + j]);
            put_el(b, ta, idx, bb[kk * n + j]);
        }
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++) {
            uint64_t idx = K->ccol ? (uint64_t)j * ldc + i : (uint64_t)i * ldc + j;
            cv[i * n + j] = rnd_val(seed, tc == F64 || tc == F32 || tc == F16 ? F32 : tc, 1);
            cb[i * n + j] = enc(tc, cv[i * n + j]);
            put_el(c, tc, idx, cb[i * n + j]);
        }
    if (floats) {                        /* the arithmetic is tc_math's */
        tc_op op;
        memset(&op, 0, sizeof op);
        op.m = m;
        op.n = n;
        op.k = k;
        op.a = op.b = ttc[ta];
        op.c = op.d = ttc[tc];
        T_CHECK(t, tc_mma(&op, ab, bb, cb, db) == 0, "tc_mma");
    } else {
        for (i = 0; i < m; i++)
            for (j = 0; j < n; j++) {
                long s = 0;
                for (kk = 0; kk < k; kk++) {
                    long p = av[i * k + kk], q = bv[kk * n + j];
                    if (ta == B1)
                        s += (K->flags & 2) ? (p & q) : (p ^ q);
                    else
                        s += p * q;
                }
                db[i * n + j] = enc(tc, s + cv[i * n + j]);
            }
    }
    if (mx_open(t, &x, NULL, WK_PTX)) {
        ptxvm_addr ba = mx_buf(&x, a, sa), bbuf = mx_buf(&x, b, sb);
        ptxvm_addr bc = mx_buf(&x, c, sc), bd = mx_buf(&x, NULL, sc);
        if (mx_run(t, &x, K->name, 32, 7, ba, (ptxvm_addr)lda, bbuf, (ptxvm_addr)ldb, bc, bd,
                   (ptxvm_addr)ldc)) {
            mx_get(&x, d, bd, sc);
            for (i = 0; i < m; i++)
                for (j = 0; j < n; j++) {
                    uint64_t idx = K->dcol ? (uint64_t)j * ldc + i : (uint64_t)i * ldc + j;
                    uint64_t got = get_el(d, tc, idx);
                    if (got != db[i * n + j] && !bad++)
                        T_CHECK(t, 0, "D[%d][%d] = 0x%llx, want 0x%llx", i, j,
                                (unsigned long long)got, (unsigned long long)db[i * n + j]);
                }
            T_CHECK(t, bad == 0, "%d elements of D differ", bad);
        }
        mx_close(t, &x);
    }
    free(a); free(b); free(c); free(d); free(av); free(bv); free(cv);
    free(ab); free(bb); free(cb); free(db);
}

static const mm_case mm_cases[] = {
    {"mma_f16_f32_16x16_rr", 16, 16, 16, F16, F32, 0, 0, 0, 0, 0},
    {"mma_f16_f32_16x16_cc", 16, 16, 16, F16, F32, 1, 1, 1, 1, 0},
    {"mma_f16_f16_32x8_rc", 32, 8, 16, F16, F16, 0, 1, 0, 0, 0},
    {"mma_f16_f16_8x32_cr", 8, 32, 16, F16, F16, 1, 0, 1, 1, 0},
    {"mma_bf16_16x16_rc", 16, 16, 16, BF16, F32, 0, 1, 0, 0, 0},
    {"mma_bf16_8x32_rr", 8, 32, 16, BF16, F32, 0, 0, 0, 0, 0},
    {"mma_s8_16x16_rc", 16, 16, 16, S8, S32, 0, 1, 0, 0, 0},
    {"mma_u8_32x8_cr", 32, 8, 16, U8, S32, 1, 0, 1, 1, 0},
    {"mma_tf32_rc", 16, 16, 8, TF32, F32, 0, 1, 0, 0, 0},
    {"mma_f64_rc", 8, 8, 4, F64, F64, 0, 1, 0, 0, 0},
    {"mma_f64_cr", 8, 8, 4, F64, F64, 1, 0, 1, 1, 0},
    {"mma_s4", 8, 8, 32, S4, S32, 0, 1, 0, 1, 0},
    {"mma_u4", 8, 8, 32, U4, S32, 0, 1, 0, 1, 0},
    {"mma_b1_xor", 8, 8, 128, B1, S32, 0, 1, 0, 1, 0},
    {"mma_b1_and", 8, 8, 128, B1, S32, 0, 1, 0, 1, 2},
};

static void products(pv_test *t)
{
    uint64_t seed = 99;
    uint32_t i, rep;
    for (i = 0; i < sizeof mm_cases / sizeof mm_cases[0]; i++) {
        if (!test_begin(t, "wmma mma nvcc %s: exact A x B + C", mm_cases[i].name))
            continue;
        for (rep = 0; rep < 3; rep++)
            mma_case(t, &mm_cases[i], &seed, 0);
        test_end(t);
    }
    /* random floats: what tc_math gives for the matrices as laid out */
    for (i = 0; i < sizeof mm_cases / sizeof mm_cases[0]; i++) {
        int ta = mm_cases[i].ta;
        if (ta != F16 && ta != BF16 && ta != TF32)
            continue;
        if (!test_begin(t, "wmma mma nvcc %s: random floats as tc_math computes them",
                        mm_cases[i].name))
            continue;
        for (rep = 0; rep < 2; rep++)
            mma_case(t, &mm_cases[i], &seed, 1);
        test_end(t);
    }
}

static void shared_tiles(pv_test *t)
{
    mx_ctx c;
    uint16_t a[256], b[256];
    float d[256];
    long av[256], bv[256];
    uint64_t seed = 8;
    int i, j, kk;
    if (!test_begin(t, "wmma nvcc mma_shared: tiles in .shared, fill_fragment"))
        return;
    for (i = 0; i < 256; i++) {
        av[i] = rnd_val(&seed, F16, 0);
        bv[i] = rnd_val(&seed, F16, 0);
        a[i] = (uint16_t)enc(F16, av[i]);
        b[i] = (uint16_t)enc(F16, bv[i]);
    }
    if (mx_open(t, &c, NULL, WK_PTX)) {
        ptxvm_addr ba = mx_buf(&c, a, sizeof a), bb = mx_buf(&c, b, sizeof b);
        ptxvm_addr bd = mx_buf(&c, NULL, sizeof d);
        if (mx_run(t, &c, "mma_shared", 32, 3, ba, bb, bd)) {
            mx_get(&c, d, bd, sizeof d);
            for (i = 0; i < 16; i++)       /* A row-major, B column-major */
                for (j = 0; j < 16; j++) {
                    long s = 0;
                    for (kk = 0; kk < 16; kk++)
                        s += av[i * 16 + kk] * bv[j * 16 + kk];
                    T_CHECK(t, d[i * 16 + j] == (float)s + 0.5f, "D[%d][%d] = %g, want %g",
                            i, j, d[i * 16 + j], (double)s + 0.5);
                }
        }
        mx_close(t, &c);
    }
    test_end(t);
}

/* ---- hand-written PTX ------------------------------------------------------------- */
#define HEAD ".version 7.8\n.target sm_90\n.address_size 64\n"

/* Explicit spaces, default strides, [reg+offset], a .shared variable:
   a 16x16 f32 C loaded row-major from in + 64 bytes (default stride 16),
   stored column-major to .shared and back out with a stride of 20;
   then the same in generic space. */
static const char spaces_src[] = HEAD
    ".visible .entry sp(.param .u64 in, .param .u64 out, .param .u64 out2)\n{\n"
    ".reg .b32 %r<4>;\n.reg .f32 %f<10>;\n.reg .b64 %rd<8>;\n"
    ".shared .align 32 .f32 tile[320];\n"
    "ld.param.u64 %rd1, [in];\nld.param.u64 %rd2, [out];\nld.param.u64 %rd3, [out2];\n"
    "cvta.to.global.u64 %rd1, %rd1;\ncvta.to.global.u64 %rd2, %rd2;\n"
    "wmma.load.c.sync.aligned.row.m16n16k16.global.f32 {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8}, [%rd1+64];\n"
    "mov.u32 %r1, 20;\n"
    "wmma.store.d.sync.aligned.col.m16n16k16.shared.f32 [tile], {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8}, %r1;\n"
    "mov.u32 %r2, tile;\n"
    "wmma.load.c.sync.aligned.col.m16n16k16.shared::cta.f32 {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8}, [%r2], %r1;\n"
    "wmma.store.d.sync.aligned.row.m16n16k16.global.f32 [%rd2], {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8};\n"
    "mov.u64 %rd4, tile;\ncvta.shared.u64 %rd4, %rd4;\n"
    "wmma.load.c.sync.aligned.col.m16n16k16.f32 {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8}, [%rd4], %r1;\n"
    "wmma.store.d.sync.aligned.col.m16n16k16.f32 [%rd3], {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8};\n"
    "ret;\n}\n"
    /* .satfinite: s8 with C near the s32 limits */
    ".visible .entry sat(.param .u64 a, .param .u64 c, .param .u64 d, .param .u64 d2)\n{\n"
    ".reg .b32 %r<40>;\n.reg .b64 %rd<8>;\n"
    "ld.param.u64 %rd1, [a];\nld.param.u64 %rd2, [c];\nld.param.u64 %rd3, [d];\n"
    "ld.param.u64 %rd4, [d2];\n"
    "wmma.load.a.sync.aligned.row.m16n16k16.s8 {%r1,%r2}, [%rd1];\n"
    "wmma.load.b.sync.aligned.col.m16n16k16.s8 {%r3,%r4}, [%rd1];\n"
    "wmma.load.c.sync.aligned.row.m16n16k16.s32 {%r10,%r11,%r12,%r13,%r14,%r15,%r16,%r17}, [%rd2];\n"
    "wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32.satfinite "
    "{%r20,%r21,%r22,%r23,%r24,%r25,%r26,%r27}, {%r1,%r2}, {%r3,%r4}, "
    "{%r10,%r11,%r12,%r13,%r14,%r15,%r16,%r17};\n"
    "wmma.store.d.sync.aligned.row.m16n16k16.s32 [%rd3], {%r20,%r21,%r22,%r23,%r24,%r25,%r26,%r27};\n"
    "wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32 "
    "{%r20,%r21,%r22,%r23,%r24,%r25,%r26,%r27}, {%r1,%r2}, {%r3,%r4}, "
    "{%r10,%r11,%r12,%r13,%r14,%r15,%r16,%r17};\n"
    "wmma.store.d.sync.aligned.row.m16n16k16.s32 [%rd4], {%r20,%r21,%r22,%r23,%r24,%r25,%r26,%r27};\n"
    "ret;\n}\n"
    /* mixed accumulators: D .f32 from C .f16, then D .f16 from C .f32;
       a store guarded by a uniform predicate (flag) */
    ".visible .entry mix(.param .u64 a, .param .u64 b, .param .u64 c, .param .u64 d,\n"
    ".param .u64 d2, .param .u64 flag)\n{\n"
    ".reg .b32 %r<40>;\n.reg .f32 %f<20>;\n.reg .b64 %rd<8>;\n.reg .pred %p1;\n"
    "ld.param.u64 %rd1, [a];\nld.param.u64 %rd2, [b];\nld.param.u64 %rd3, [c];\n"
    "ld.param.u64 %rd4, [d];\nld.param.u64 %rd5, [d2];\nld.param.u64 %rd6, [flag];\n"
    "setp.ne.u64 %p1, %rd6, 0;\n"
    "wmma.load.a.sync.aligned.row.m16n16k16.f16 {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, [%rd1];\n"
    "wmma.load.b.sync.aligned.col.m16n16k16.f16 {%r11,%r12,%r13,%r14,%r15,%r16,%r17,%r18}, [%rd2];\n"
    "wmma.load.c.sync.aligned.row.m16n16k16.f16 {%r21,%r22,%r23,%r24}, [%rd3];\n"
    "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f16 {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8}, "
    "{%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, {%r11,%r12,%r13,%r14,%r15,%r16,%r17,%r18}, "
    "{%r21,%r22,%r23,%r24};\n"
    "@%p1 wmma.store.d.sync.aligned.row.m16n16k16.f32 [%rd4], {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8};\n"
    "wmma.mma.sync.aligned.row.col.m16n16k16.f16.f32 {%r31,%r32,%r33,%r34}, "
    "{%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, {%r11,%r12,%r13,%r14,%r15,%r16,%r17,%r18}, "
    "{%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8};\n"
    "@%p1 wmma.store.d.sync.aligned.row.m16n16k16.f16 [%rd5], {%r31,%r32,%r33,%r34};\n"
    "ret;\n}\n"
    /* a load past the end of its buffer; one with lanes 8.. gone */
    ".visible .entry oob(.param .u64 p)\n{\n.reg .b32 %r<10>;\n.reg .b64 %rd<4>;\n"
    ".reg .pred %p1;\n"
    "ld.param.u64 %rd1, [p];\nmov.u32 %r9, %tid.x;\nsetp.ge.u32 %p1, %r9, 40;\n@%p1 ret;\n"
    "wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, [%rd1+256];\n"
    "ret;\n}\n"
    ".visible .entry gone(.param .u64 p)\n{\n.reg .b32 %r<10>;\n.reg .b64 %rd<4>;\n"
    ".reg .pred %p1;\n"
    "ld.param.u64 %rd1, [p];\nmov.u32 %r9, %tid.x;\nsetp.ge.u32 %p1, %r9, 8;\n@%p1 ret;\n"
    "wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, [%rd1];\n"
    "ret;\n}\n";

static void hand_forms(pv_test *t)
{
    mx_ctx c;
    float in[16 * 16 + 16], out[256], out2[256];
    int32_t a8[256], cs[256], d1[256], d2[256];
    uint64_t seed = 13;
    int i, j;
    if (!test_begin(t, "wmma PTX: spaces, default strides, .satfinite, mixed accumulators, "
                       "guards, faults, whole warps"))
        return;
    for (i = 0; i < 16 * 16 + 16; i++)
        in[i] = (float)(mx_rng(&seed) % 1000) - 500.0f;
    if (!mx_open(t, &c, spaces_src, NULL))
        goto done;
    {
        ptxvm_addr bi = mx_buf(&c, in, sizeof in), bo = mx_buf(&c, NULL, sizeof out);
        ptxvm_addr bo2 = mx_buf(&c, NULL, sizeof out2);
        if (mx_run(t, &c, "sp", 32, 3, bi, bo, bo2)) {
            mx_get(&c, out, bo, sizeof out);
            mx_get(&c, out2, bo2, sizeof out2);
            for (i = 0; i < 16; i++)
                for (j = 0; j < 16; j++) {
                    T_CHECK(t, out[i * 16 + j] == in[16 + i * 16 + j], "out[%d][%d]", i, j);
                    T_CHECK(t, out2[j * 16 + i] == in[16 + i * 16 + j], "out2[%d][%d]", i, j);
                }
        }
    }
    /* A = B = all 127 (as .s8 bytes), C = INT32_MAX - 1000 or INT32_MIN:
       16 * 127 * 127 added */
    memset(a8, 0x7f, sizeof a8);
    for (i = 0; i < 256; i++)
        cs[i] = i % 2 ? INT32_MIN : INT32_MAX - 1000;
    {
        ptxvm_addr ba = mx_buf(&c, a8, sizeof a8), bc = mx_buf(&c, cs, sizeof cs);
        ptxvm_addr bd = mx_buf(&c, NULL, sizeof d1), bd2 = mx_buf(&c, NULL, sizeof d2);
        if (mx_run(t, &c, "sat", 32, 4, ba, bc, bd, bd2)) {
            mx_get(&c, d1, bd, sizeof d1);
            mx_get(&c, d2, bd2, sizeof d2);
            for (i = 0; i < 256; i++) {
                int64_t s = (int64_t)cs[i] + 16 * 127 * 127;
                int32_t clamp = s > INT32_MAX ? INT32_MAX : (int32_t)s;
                int32_t wrap = (int32_t)(uint32_t)(uint64_t)s;
                T_CHECK(t, d1[i] == clamp, "satfinite D[%d] = %d, want %d", i, d1[i], clamp);
                T_CHECK(t, d2[i] == wrap, "D[%d] = %d, want %d", i, d2[i], wrap);
            }
        }
    }
    {   /* D = A B + C, then D2 = A B + D: all small integers */
        uint16_t ah[256], bh[256], ch[256], d2h[256];
        float df[256];
        long av[256], bv[256], cv[256];
        int flag;
        for (i = 0; i < 256; i++) {
            av[i] = rnd_val(&seed, F16, 0) / 2;     /* |2 A B + C| < 2048 */
            bv[i] = rnd_val(&seed, F16, 0);
            cv[i] = rnd_val(&seed, F16, 1);
            ah[i] = (uint16_t)enc(F16, av[i]);
            bh[i] = (uint16_t)enc(F16, bv[i]);
            ch[i] = (uint16_t)enc(F16, cv[i]);
        }
        for (flag = 0; flag < 2; flag++) {
            ptxvm_addr ba = mx_buf(&c, ah, sizeof ah), bb = mx_buf(&c, bh, sizeof bh);
            ptxvm_addr bc = mx_buf(&c, ch, sizeof ch), bd = mx_buf(&c, NULL, sizeof df);
            ptxvm_addr bd2 = mx_buf(&c, NULL, sizeof d2h);
            if (!mx_run(t, &c, "mix", 32, 6, ba, bb, bc, bd, bd2, (ptxvm_addr)flag))
                break;
            mx_get(&c, df, bd, sizeof df);
            mx_get(&c, d2h, bd2, sizeof d2h);
            for (i = 0; i < 16; i++)
                for (j = 0; j < 16; j++) {
                    long s = 0;
                    int kk;
                    for (kk = 0; kk < 16; kk++)
                        s += av[i * 16 + kk] * bv[j * 16 + kk];
                    T_CHECK(t, df[i * 16 + j] == (flag ? (float)(s + cv[i * 16 + j]) : 0.0f),
                            "flag %d: D[%d][%d] = %g", flag, i, j, df[i * 16 + j]);
                    T_CHECK(t, d2h[i * 16 + j] == (flag ? (uint16_t)enc(F16, 2 * s + cv[i * 16 + j])
                                                        : 0),
                            "flag %d: D2[%d][%d] = 0x%04x", flag, i, j, d2h[i * 16 + j]);
                }
        }
    }
    {
        ptxvm_addr none = 0x1000, ok = mx_buf(&c, NULL, 1024);
        mx_expect(t, &c, "oob", 32, none, PTXVM_E_MEMORY_FAULT, "wmma.load");
        mx_expect(t, &c, "oob", 32, none, PTXVM_E_MEMORY_FAULT, "not mapped");
        mx_expect(t, &c, "oob", 16, ok, PTXVM_E_DEADLOCK, "all 32 lanes");
        mx_expect(t, &c, "gone", 32, ok, PTXVM_E_DEADLOCK, "all 32 lanes");
    }
    mx_close(t, &c);
done:
    test_end(t);
}

/* Ill-formed instructions: an error at their position; valid ones this
   version does not run: UNSUPPORTED naming them. */
static void invalid_forms(pv_test *t)
{
    static const char *const bad[] = {
        /* seven registers for an f16 A */
        "wmma.load.a.sync.aligned.row.m16n16k16.f16 {%r1,%r2,%r3,%r4,%r5,%r6,%r7}, [%rd1];",
        /* .f32 is no multiplicand type */
        "wmma.load.a.sync.aligned.row.m16n16k16.f32 {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, [%rd1];",
        /* a .s4 B must be column-major */
        "wmma.load.b.sync.aligned.row.m8n8k32.s4 {%r1}, [%rd1];",
        /* .local is no wmma space */
        "wmma.load.c.sync.aligned.row.m8n8k4.local.f64 {%rd2,%rd3}, [%rd1];",
        /* f64 fragments are 64-bit registers */
        "wmma.load.c.sync.aligned.row.m8n8k4.f64 {%r1,%r2}, [%rd1];",
        /* bf16 with an f16 accumulator */
        "wmma.mma.sync.aligned.row.col.m16n16k16.f16.bf16.bf16.f16 {%r1,%r2,%r3,%r4}, "
        "{%r1,%r2,%r3,%r4}, {%r1,%r2,%r3,%r4}, {%r1,%r2,%r3,%r4};",
        /* no .sync */
        "wmma.store.d.aligned.row.m16n16k16.f32 [%rd1], {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8};",
        /* a store from a constant */
        "wmma.store.d.sync.aligned.row.m8n8k32.s32 [%rd1], {%r1, 5};",
        /* .b1 needs .xor/.and .popc */
        "wmma.mma.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {%r1,%r2}, {%r3}, {%r4}, {%r1,%r2};",
        /* the shape of the other type */
        "wmma.load.a.sync.aligned.row.m16n16k8.f16 {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, [%rd1];",
    };
    uint32_t i;
    char src[1024];
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (!test_begin(t, "wmma invalid %u: %s", i, bad[i]))
            continue;
        snprintf(src, sizeof src, HEAD "\n.visible .entry k(.param .u64 p)\n{\n"
                 ".reg .b32 %%r<10>;\n.reg .b64 %%rd<4>;\nld.param.u64 %%rd1, [p];\n"
                 "%s\nret;\n}\n", bad[i]);
        mx_invalid(t, src, ":10:");
        test_end(t);
    }
}

/* ---- .f64 rounding ----------------------------------------------------------------- */
/* wmma.mma .f64 .rn/.rz/.rm/.rp: D = A x B + C, an 8x8x4 tile, each
   element the chain of four fmas from C in k order, every fma rounded in
   the instruction's mode. The reference is the C library's fma under
   fesetround; random full-precision operands make the modes differ. */
static const char *const rnd_names[] = { "rn", "rz", "rm", "rp" };

static double rnd_fma(int mode, double a, double b, double c)
{
    static const int fe[] = { FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD };
    volatile double x = a, y = b, z = c;
    double r;
    fesetround(fe[mode]);
    r = fma(x, y, z);
    fesetround(FE_TONEAREST);
    return r;
}

static void f64_rounding(pv_test *t)
{
    double a[32], b[32], c[64], d[64], want[4][64];
    uint64_t seed = 29;
    char src[4096];
    size_t len;
    int mode, i, j, kk, differ[4] = { 0, 0, 0, 0 };
    mx_ctx x;
    if (!test_begin(t, "wmma .f64 .rn/.rz/.rm/.rp: every fma rounded in the mode"))
        return;
    len = (size_t)snprintf(src, sizeof src, HEAD);
    for (mode = 0; mode < 4; mode++)
        len += (size_t)snprintf(src + len, sizeof src - len,
            ".visible .entry %s(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd)\n"
            "{\n.reg .f64 %%fd<8>;\n.reg .b64 %%rd<5>;\n"
            "ld.param.u64 %%rd1, [pa];\nld.param.u64 %%rd2, [pb];\n"
            "ld.param.u64 %%rd3, [pc];\nld.param.u64 %%rd4, [pd];\n"
            "wmma.load.a.sync.aligned.row.m8n8k4.f64 {%%fd1}, [%%rd1];\n"
            "wmma.load.b.sync.aligned.col.m8n8k4.f64 {%%fd2}, [%%rd2];\n"
            "wmma.load.c.sync.aligned.row.m8n8k4.f64 {%%fd3,%%fd4}, [%%rd3];\n"
            "wmma.mma.sync.aligned.row.col.m8n8k4.%s.f64.f64.f64.f64 "
            "{%%fd5,%%fd6}, {%%fd1}, {%%fd2}, {%%fd3,%%fd4};\n"
            "wmma.store.d.sync.aligned.row.m8n8k4.f64 [%%rd4], {%%fd5,%%fd6};\nret;\n}\n",
            rnd_names[mode], rnd_names[mode]);
    /* full 53-bit significands, both signs, exponents within a few binades */
    for (i = 0; i < 32; i++) {
        a[i] = ldexp((double)((uint64_t)mx_rng(&seed) << 21 ^ mx_rng(&seed)), -52 + (int)(mx_rng(&seed) % 5));
        b[i] = ldexp((double)((uint64_t)mx_rng(&seed) << 21 ^ mx_rng(&seed)), -52 + (int)(mx_rng(&seed) % 5));
        if (mx_rng(&seed) & 1) a[i] = -a[i];
        if (mx_rng(&seed) & 1) b[i] = -b[i];
    }
    for (i = 0; i < 64; i++)
        c[i] = (mx_rng(&seed) & 1 ? -1.0 : 1.0) * ldexp((double)mx_rng(&seed), -30);
    /* A row-major (a[i * 4 + k]); B column-major (b[j * 4 + k]) */
    for (mode = 0; mode < 4; mode++)
        for (i = 0; i < 8; i++)
            for (j = 0; j < 8; j++) {
                double s = c[i * 8 + j];
                for (kk = 0; kk < 4; kk++)
                    s = rnd_fma(mode, a[i * 4 + kk], b[j * 4 + kk], s);
                want[mode][i * 8 + j] = s;
                if (mode && memcmp(&s, &want[0][i * 8 + j], 8))
                    differ[mode]++;
            }
    for (mode = 1; mode < 4; mode++)
        T_CHECK(t, differ[mode] > 8, ".%s differs from .rn in only %d elements",
                rnd_names[mode], differ[mode]);
    if (mx_open(t, &x, src, NULL)) {
        for (mode = 0; mode < 4; mode++) {
            ptxvm_addr ba = mx_buf(&x, a, sizeof a), bb = mx_buf(&x, b, sizeof b);
            ptxvm_addr bc = mx_buf(&x, c, sizeof c), bd = mx_buf(&x, NULL, sizeof d);
            int bad = 0;
            if (!mx_run(t, &x, rnd_names[mode], 32, 4, ba, bb, bc, bd))
                continue;
            mx_get(&x, d, bd, sizeof d);
            for (i = 0; i < 64; i++)
                if (memcmp(&d[i], &want[mode][i], 8) && !bad++)
                    T_CHECK(t, 0, ".%s D[%d][%d] = %a, want %a", rnd_names[mode], i / 8,
                            i % 8, d[i], want[mode][i]);
            T_CHECK(t, bad == 0, ".%s: %d elements of D differ", rnd_names[mode], bad);
        }
        mx_close(t, &x);
    }
    test_end(t);
}

void unit_wmma(pv_test *t)
{
    frag_dumps(t);
    acc_dumps(t);
    products(t);
    shared_tiles(t);
    hand_forms(t);
    invalid_forms(t);
    f64_rounding(t);
}
