/* Tensor-core, async-copy and TMA application kernels (tests/tcapps,
   nvcc's PTX committed with tests/tcapps/BUILDS) run on ptxvm and checked
   against C: WMMA GEMMs in f16, bf16, tf32 and s8 (IMMA), a multistage
   mma.sync + ldmatrix + cp.async GEMM (two and three stages, and the
   scalar-FMA tiled GEMM of the same file), the libcu++ / cooperative
   groups staging kernels (sm_80 and sm_90 builds), a FlashAttention
   forward pass, and a TMA + mbarrier + wgmma GEMM. Integer results and
   the staging kernels are compared exactly; float GEMMs within the bound
   the tensor-core numerics model gives (tests/README.md, "Tensor-core
   numerics"), computed per element from the exact products. A kernel
   that does not compile (an instruction not run yet) fails its case. */
#include "../testlib.h"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TC_DIR "tests/tcapps/"

/* ---- set-up ---------------------------------------------------------- */

typedef struct tc_env {
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
} tc_env;

static int tc_open(pv_test *t, tc_env *e, const char *file)
{
    ptxvm_config cfg;
    char path[256];
    size_t len;
    char *src;
    ptxvm_result r;
    memset(e, 0, sizeof *e);
    test_config(&cfg, &e->a);
    cfg.threads = 1;
    if (ptxvm_create(&cfg, &e->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create");
        return 0;
    }
    snprintf(path, sizeof path, TC_DIR "%s", file);
    src = test_read_file(path, &len);
    if (!src) {
        T_CHECK(t, 0, "cannot read %s", path);
        return 0;
    }
    r = ptxvm_module_load(e->vm, src, len, file, &e->m);
    free(src);
    T_CHECK(t, r == PTXVM_OK, "load %s: %s", file, ptxvm_error_message(e->vm));
    return r == PTXVM_OK;
}

static void tc_close(pv_test *t, tc_env *e)
{
    if (e->m)
        ptxvm_module_unload(e->m);
    ptxvm_destroy(e->vm);
    T_CHECK(t, e->a.live == 0, "leaked %ld bytes", e->a.live);
}

static ptxvm_addr dev_in(tc_env *e, const void *host, size_t n)
{
    ptxvm_addr d = 0;
    if (ptxvm_mem_alloc(e->vm, n, &d) == PTXVM_OK && host)
        ptxvm_memcpy_htod(e->vm, d, host, n);
    return d;
}

/* Launch kernel `name` on a gx x gy grid of `block` threads; 0 when it
   could not compile or the launch failed (the case fails with why). */
static int tc_run(pv_test *t, tc_env *e, const char *name, uint32_t gx, uint32_t gy,
                  uint32_t block, uint32_t shared, void **args)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_result r = ptxvm_module_get_kernel(e->m, name, &k);
    T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", name, ptxvm_result_name(r),
            ptxvm_error_message(e->vm));
    if (r != PTXVM_OK)
        return 0;
    memset(&l, 0, sizeof l);
    l.grid.x = gx;
    l.grid.y = gy;
    l.grid.z = 1;
    l.block.x = block;
    l.block.y = l.block.z = 1;
    l.shared_bytes = shared;
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "%s: launch: %s: %s", name, ptxvm_result_name(r),
            ptxvm_error_message(e->vm));
    return r == PTXVM_OK;
}

/* ---- inputs: seeded, full-precision values of magnitude 1/16 .. 2 ------ */

static uint32_t rng_next(uint32_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

/* f16 bits with exponent 2^-4 .. 2^0 and a random sign and fraction */
static uint16_t rand_f16(uint32_t *s)
{
    uint32_t r = rng_next(s);
    return (uint16_t)(((r >> 31) << 15) | ((11 + r % 5) << 10) | ((r >> 8) & 0x3ff));
}
static double f16_val(uint16_t h)
{
    int e = (h >> 10) & 31;
    double v = e ? ldexp(1024 + (h & 0x3ff), e - 25) : ldexp(h & 0x3ff, -24);
    return (h >> 15) ? -v : v;
}
static uint16_t rand_bf16(uint32_t *s)
{
    uint32_t r = rng_next(s);
    return (uint16_t)(((r >> 31) << 15) | ((123 + r % 5) << 7) | ((r >> 8) & 0x7f));
}
static double bf16_val(uint16_t h)
{
    float f;
    uint32_t u = (uint32_t)h << 16;
    memcpy(&f, &u, 4);
    return f;
}
static float rand_f32(uint32_t *s)
{
    uint32_t r = rng_next(s), u = ((r >> 31) << 31) | ((123u + r % 5) << 23) |
                                  (rng_next(s) & 0x7fffff);
    float f;
    memcpy(&f, &u, 4);
    return f;
}
/* cvt.rna.tf32.f32 on a finite value: the nearest tf32, ties away from 0 */
static double tf32_val(float x)
{
    uint32_t u;
    float f;
    memcpy(&u, &x, 4);
    u = (u + 0x1000u) & ~0x1fffu;
    memcpy(&f, &u, 4);
    return f;
}

/* ---- the float GEMM check ---------------------------------------------
   The model (tests/README.md, "Tensor-core numerics"): products are
   exact; each fused step adds `block` products to the running f32 sum,
   every term aligned to the largest one's leading bit and truncated to
   `keep` bits, the exact sum truncated to f32. With T = |C| + sum|a b|
   bounding every term and partial sum, one step errs by less than
   ((block + 1) * 2^(1 - keep) + 2^-23) * T, and a chain of K / block
   steps by K / block times that. The epilogue alpha * acc + beta * c
   (one mul and one fma, each rounded to nearest) adds 2^-24 of each of
   |beta c| and |D|. */
typedef struct gemm_case {
    int M, N, K;
    int block, keep;      /* the model's step for the input type */
    double alpha, beta;
} gemm_case;

/* ref = alpha * A B + beta * C exactly (double holds every product, and
   the sums of these magnitudes to far below the bound); mag = sum|a b| */
static int check_gemm(pv_test *t, const char *what, const gemm_case *g, const double *A,
                      const double *B, const float *C, const float *D)
{
    int bad = 0, i, j, k;
    double worst = 0, steps = (double)g->K / g->block;
    double per = (g->block + 1) * ldexp(1, 1 - g->keep) + ldexp(1, -23);
    for (i = 0; i < g->M; i++)
        for (j = 0; j < g->N; j++) {
            double s = 0, mag = 0, ref, tol, err;
            for (k = 0; k < g->K; k++) {
                double p = A[(size_t)i * g->K + k] * B[(size_t)k * g->N + j];
                s += p;
                mag += fabs(p);
            }
            ref = g->alpha * s + g->beta * C[(size_t)i * g->N + j];
            tol = fabs(g->alpha) * steps * per * mag * 1.0001 +
                  ldexp(1, -24) * (fabs(g->beta * C[(size_t)i * g->N + j]) + 2 * fabs(ref));
            err = fabs(D[(size_t)i * g->N + j] - ref);
            if (!(err <= tol)) {
                if (bad++ < 3)
                    T_CHECK(t, 0, "%s: D[%d][%d] = %.9g, want %.9g within %.3g", what, i, j,
                            D[(size_t)i * g->N + j], ref, tol);
            } else if (tol > 0 && err / tol > worst) {
                worst = err / tol;
            }
        }
    T_CHECK(t, bad == 0, "%s: %d of %d elements outside the bound", what, bad, g->M * g->N);
    if (t->verbose)
        printf("     %s %dx%dx%d: largest error %.2f of the bound\n", what, g->M, g->N, g->K,
               worst);
    return bad == 0;
}

/* ---- (a, f) WMMA GEMMs: f16, bf16, tf32 ------------------------------- */

enum { IN_F16, IN_BF16, IN_TF32 };

static void wmma_float(pv_test *t, const char *kernel, int in, int M, int N, int K)
{
    tc_env e;
    gemm_case g;
    size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N, esz = in == IN_TF32 ? 4 : 2;
    unsigned char *ha = malloc(na * esz), *hb = malloc(nb * esz);
    double *A = malloc(na * sizeof *A), *B = malloc(nb * sizeof *B);
    float *C = malloc(nc * 4), *D = malloc(nc * 4), alpha = 1.5f, beta = -0.5f;
    uint32_t seed = 0x9e3779b9u ^ (uint32_t)in;
    ptxvm_addr da, db, dc, dd;
    size_t i;
    if (!test_begin(t, "tcapps wmma %s %dx%dx%d", kernel, M, N, K))
        goto done;
    for (i = 0; i < na + nb; i++) {
        unsigned char *h = i < na ? ha + i * esz : hb + (i - na) * esz;
        double *v = i < na ? &A[i] : &B[i - na];
        if (in == IN_F16) {
            uint16_t x = rand_f16(&seed);
            memcpy(h, &x, 2);
            *v = f16_val(x);
        } else if (in == IN_BF16) {
            uint16_t x = rand_bf16(&seed);
            memcpy(h, &x, 2);
            *v = bf16_val(x);
        } else {
            float x = rand_f32(&seed);
            memcpy(h, &x, 4);
            *v = tf32_val(x);
        }
    }
    for (i = 0; i < nc; i++)
        C[i] = rand_f32(&seed);
    if (!tc_open(t, &e, "wmma_gemm.sm_80.ptx"))
        goto close;
    da = dev_in(&e, ha, na * esz);
    db = dev_in(&e, hb, nb * esz);
    dc = dev_in(&e, C, nc * 4);
    dd = dev_in(&e, NULL, nc * 4);
    {
        void *args[] = {&da, &db, &dc, &dd, &M, &N, &K, &alpha, &beta};
        if (tc_run(t, &e, kernel, (uint32_t)N / 64, (uint32_t)M / 64, 128, 0, args)) {
            ptxvm_memcpy_dtoh(e.vm, D, dd, nc * 4);
            g.M = M;
            g.N = N;
            g.K = K;
            g.block = in == IN_TF32 ? 8 : 16;
            g.keep = 25;
            g.alpha = alpha;
            g.beta = beta;
            check_gemm(t, kernel, &g, A, B, C, D);
        }
    }
close:
    tc_close(t, &e);
    test_end(t);
done:
    free(ha);
    free(hb);
    free(A);
    free(B);
    free(C);
    free(D);
}

/* ---- (g) the s8 WMMA GEMM (IMMA): exact ------------------------------- */

static void wmma_s8(pv_test *t, int M, int N, int K)
{
    tc_env e;
    size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N, i;
    signed char *A = malloc(na), *B = malloc(nb);
    int32_t *C = malloc(nc * 4), *D = malloc(nc * 4), alpha = 3, beta = -2;
    uint32_t seed = 12345;
    ptxvm_addr da, db, dc, dd;
    int bad = 0;
    if (!test_begin(t, "tcapps wmma gemm_s8 %dx%dx%d", M, N, K))
        goto done;
    for (i = 0; i < na; i++)
        A[i] = (signed char)rng_next(&seed);
    for (i = 0; i < nb; i++)
        B[i] = (signed char)rng_next(&seed);
    for (i = 0; i < nc; i++)
        C[i] = (int32_t)(rng_next(&seed) % 2000001) - 1000000;
    if (!tc_open(t, &e, "wmma_gemm.sm_80.ptx"))
        goto close;
    da = dev_in(&e, A, na);
    db = dev_in(&e, B, nb);
    dc = dev_in(&e, C, nc * 4);
    dd = dev_in(&e, NULL, nc * 4);
    {
        void *args[] = {&da, &db, &dc, &dd, &M, &N, &K, &alpha, &beta};
        if (tc_run(t, &e, "gemm_s8", (uint32_t)N / 64, (uint32_t)M / 64, 128, 0, args)) {
            int r, c, k;
            ptxvm_memcpy_dtoh(e.vm, D, dd, nc * 4);
            for (r = 0; r < M; r++)
                for (c = 0; c < N; c++) {
                    /* |sum| <= 256 * 128 * 128 fits an int32, as the products do */
                    int32_t s = 0, want;
                    for (k = 0; k < K; k++)
                        s += A[(size_t)r * K + k] * B[(size_t)k * N + c];
                    want = alpha * s + beta * C[(size_t)r * N + c];
                    if (D[(size_t)r * N + c] != want && bad++ < 3)
                        T_CHECK(t, 0, "D[%d][%d] = %d, want %d", r, c, D[(size_t)r * N + c],
                                want);
                }
            T_CHECK(t, bad == 0, "%d wrong elements", bad);
        }
    }
close:
    tc_close(t, &e);
    test_end(t);
done:
    free(A);
    free(B);
    free(C);
    free(D);
}

/* ---- (b) the multistage mma.sync GEMM, and its scalar-FMA twin ---------- */

static void mma_gemm(pv_test *t, const char *kernel, int M, int N, int K)
{
    tc_env e;
    gemm_case g;
    size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N, i;
    uint16_t *ha = malloc(na * 2), *hb = malloc(nb * 2);
    double *A = malloc(na * sizeof *A), *B = malloc(nb * sizeof *B);
    float *C = malloc(nc * 4), *D = malloc(nc * 4), alpha = 0.75f, beta = 2.0f;
    uint32_t seed = 777;
    ptxvm_addr da, db, dc, dd;
    int fma = strcmp(kernel, "gemm_fma") == 0;
    if (!test_begin(t, "tcapps mma %s %dx%dx%d", kernel, M, N, K))
        goto done;
    for (i = 0; i < na; i++)
        A[i] = f16_val(ha[i] = rand_f16(&seed));
    for (i = 0; i < nb; i++)
        B[i] = f16_val(hb[i] = rand_f16(&seed));
    for (i = 0; i < nc; i++)
        C[i] = rand_f32(&seed);
    if (!tc_open(t, &e, "mma_gemm.sm_80.ptx"))
        goto close;
    da = dev_in(&e, ha, na * 2);
    db = dev_in(&e, hb, nb * 2);
    dc = dev_in(&e, C, nc * 4);
    dd = dev_in(&e, NULL, nc * 4);
    {
        void *args[] = {&da, &db, &dc, &dd, &M, &N, &K, &alpha, &beta};
        if (tc_run(t, &e, kernel, (uint32_t)N / 64, (uint32_t)M / 64, 128, 0, args)) {
            ptxvm_memcpy_dtoh(e.vm, D, dd, nc * 4);
            g.M = M;
            g.N = N;
            g.K = K;
            /* the FMA chain rounds to nearest once per product: a step of
               one product with nothing lost in alignment */
            g.block = fma ? 1 : 16;
            g.keep = fma ? 200 : 25;
            g.alpha = alpha;
            g.beta = beta;
            check_gemm(t, kernel, &g, A, B, C, D);
        }
    }
close:
    tc_close(t, &e);
    test_end(t);
done:
    free(ha);
    free(hb);
    free(A);
    free(B);
    free(C);
    free(D);
}

/* ---- (c) libcu++ / cooperative-groups staging: exact ------------------- */

static void staging(pv_test *t, const char *file, const char *kernel, uint32_t shared_per_float)
{
    enum { GRID = 6, N = 256, BATCHES = 7 };
    tc_env e;
    size_t total = (size_t)GRID * N * BATCHES, i;
    float *in = malloc(total * 4), *out = malloc(total * 4);
    uint32_t seed = 4242;
    ptxvm_addr din, dout;
    int batches = BATCHES, bad = 0;
    if (!test_begin(t, "tcapps %s %s", file, kernel))
        goto done;
    for (i = 0; i < total; i++)
        in[i] = rand_f32(&seed);
    if (!tc_open(t, &e, file))
        goto close;
    din = dev_in(&e, in, total * 4);
    dout = dev_in(&e, NULL, total * 4);
    ptxvm_memset(e.vm, dout, 0xff, total * 4);
    {
        void *args[] = {&dout, &din, &batches};
        if (tc_run(t, &e, kernel, GRID, 1, N, shared_per_float * N * 4, args)) {
            ptxvm_memcpy_dtoh(e.vm, out, dout, total * 4);
            for (i = 0; i < total; i++) {
                size_t tile = i / N, j = i % N;
                float want = 2.0f * in[i] + in[tile * N + (j + 1) % N];
                if (memcmp(&want, &out[i], 4) != 0 && bad++ < 3)
                    T_CHECK(t, 0, "out[%zu] = %.9g, want %.9g", i, out[i], want);
            }
            T_CHECK(t, bad == 0, "%d wrong words of %zu", bad, total);
        }
    }
close:
    tc_close(t, &e);
    test_end(t);
done:
    free(in);
    free(out);
}

/* ---- (e) FlashAttention forward ----------------------------------------
   The reference is softmax(scale Q K^T) V in double. The kernel rounds
   each probability to half before P V (relative error 2^-11, or 2^-25
   absolute below half's normal range), which moves O by at most 2^-11
   max|v| plus seq 2^-25 max|v|; the f32 sums of S (64 terms, |q k| <= 4)
   move scale * S by 2^-13 at most and so each probability by 2^-13
   relatively (twice: numerator and row sum), and ex2.approx and the
   f32 sums of P V add below 2^-15. The bound used is 2^-10 max|v|. */
static void flash(pv_test *t, int seq, int heads)
{
    enum { HD = 64 };
    tc_env e;
    size_t n = (size_t)heads * seq * HD, i;
    uint16_t *hq = malloc(n * 2), *hk = malloc(n * 2), *hv = malloc(n * 2);
    float *O = malloc(n * 4), scale = 0.125f;
    double *s = malloc((size_t)seq * sizeof *s), vmax = 0;
    uint32_t seed = 99;
    ptxvm_addr dq, dk, dv, dout;
    int bad = 0;
    if (!test_begin(t, "tcapps flash_fwd seq %d, %d heads, d 64", seq, heads))
        goto done;
    for (i = 0; i < n; i++) {
        hq[i] = rand_f16(&seed);
        hk[i] = rand_f16(&seed);
        hv[i] = rand_f16(&seed);
        if (fabs(f16_val(hv[i])) > vmax)
            vmax = fabs(f16_val(hv[i]));
    }
    if (!tc_open(t, &e, "flash_attn.sm_80.ptx"))
        goto close;
    dq = dev_in(&e, hq, n * 2);
    dk = dev_in(&e, hk, n * 2);
    dv = dev_in(&e, hv, n * 2);
    dout = dev_in(&e, NULL, n * 4);
    {
        void *args[] = {&dq, &dk, &dv, &dout, &seq, &scale};
        if (tc_run(t, &e, "flash_fwd", (uint32_t)seq / 64, (uint32_t)heads, 128, 0, args)) {
            int h, r, c, j, d;
            double tol = ldexp(vmax, -10), worst = 0;
            ptxvm_memcpy_dtoh(e.vm, O, dout, n * 4);
            for (h = 0; h < heads; h++)
                for (r = 0; r < seq; r++) {
                    size_t base = (size_t)h * seq * HD;
                    double mx = -INFINITY, l = 0;
                    for (j = 0; j < seq; j++) {
                        double dot = 0;
                        for (d = 0; d < HD; d++)
                            dot += f16_val(hq[base + (size_t)r * HD + d]) *
                                   f16_val(hk[base + (size_t)j * HD + d]);
                        s[j] = dot * scale;
                        if (s[j] > mx)
                            mx = s[j];
                    }
                    for (j = 0; j < seq; j++)
                        l += (s[j] = exp(s[j] - mx));
                    for (c = 0; c < HD; c++) {
                        double o = 0, err;
                        for (j = 0; j < seq; j++)
                            o += s[j] * f16_val(hv[base + (size_t)j * HD + c]);
                        o /= l;
                        err = fabs(O[base + (size_t)r * HD + c] - o);
                        if (!(err <= tol)) {
                            if (bad++ < 3)
                                T_CHECK(t, 0, "head %d O[%d][%d] = %.9g, want %.9g", h, r, c,
                                        O[base + (size_t)r * HD + c], o);
                        } else if (err / tol > worst) {
                            worst = err / tol;
                        }
                    }
                }
            T_CHECK(t, bad == 0, "%d of %zu outside 2^-10 max|v|", bad, n);
            if (t->verbose)
                printf("     largest error %.2f of the bound\n", worst);
        }
    }
close:
    tc_close(t, &e);
    test_end(t);
done:
    free(hq);
    free(hk);
    free(hv);
    free(O);
    free(s);
}

/* ---- (d) TMA + mbarrier + wgmma (sm_90a) -------------------------------
   D = A B^T, A M x K and B N x K half (K-major), through tensor maps of
   64 x 64 boxes in the 128-byte swizzle built by
   ptxvm_tensormap_encode_tiled, passed by value as nvcc passes a
   __grid_constant__ CUtensorMap. */
static int tc_map(pv_test *t, tc_env *e, unsigned char *map, ptxvm_addr g, int rows, int K)
{
    uint64_t dims[2], strides[1];
    uint32_t box[2] = {64, 64}, es[2] = {1, 1};
    ptxvm_result r;
    dims[0] = (uint64_t)K;
    dims[1] = (uint64_t)rows;
    strides[0] = (uint64_t)K * 2;
    r = ptxvm_tensormap_encode_tiled(e->vm, map, PTXVM_TMAP_F16, 2, g, dims, strides, box, es,
                                     PTXVM_TMAP_INTERLEAVE_NONE, PTXVM_TMAP_SWIZZLE_128B,
                                     PTXVM_TMAP_L2_128B, PTXVM_TMAP_FILL_NONE);
    T_CHECK(t, r == PTXVM_OK, "tensor map: %s", ptxvm_error_message(e->vm));
    return r == PTXVM_OK;
}

static void tma_wgmma(pv_test *t, int M, int N, int K)
{
    tc_env e;
    gemm_case g;
    size_t na = (size_t)M * K, nb = (size_t)N * K, nc = (size_t)M * N, i, j;
    uint16_t *ha = malloc(na * 2), *hb = malloc(nb * 2);
    double *A = malloc(na * sizeof *A), *Bt = malloc(nb * sizeof *Bt);
    float *C = calloc(nc, 4), *D = malloc(nc * 4);
    /* two 128-byte maps, 64-byte aligned */
    unsigned char *raw = malloc(2 * 128 + 64), *mapA, *mapB;
    uint32_t seed = 31337;
    ptxvm_addr da, db, dd;
    if (!test_begin(t, "tcapps tma + wgmma gemm %dx%dx%d", M, N, K))
        goto done;
    mapA = raw + (64 - (uintptr_t)raw % 64) % 64;
    mapB = mapA + 128;
    for (i = 0; i < na; i++)
        A[i] = f16_val(ha[i] = rand_f16(&seed));
    for (i = 0; i < (size_t)N; i++)          /* Bt[k][n] = B[n][k] */
        for (j = 0; j < (size_t)K; j++)
            Bt[j * N + i] = f16_val(hb[i * K + j] = rand_f16(&seed));
    if (!tc_open(t, &e, "tma_wgmma.sm_90a.ptx"))
        goto close;
    da = dev_in(&e, ha, na * 2);
    db = dev_in(&e, hb, nb * 2);
    dd = dev_in(&e, NULL, nc * 4);
    ptxvm_memset(e.vm, dd, 0xff, nc * 4);
    if (tc_map(t, &e, mapA, da, M, K) && tc_map(t, &e, mapB, db, N, K)) {
        void *args[] = {mapA, mapB, &dd, &M, &N, &K};
        if (tc_run(t, &e, "gemm_tma_wgmma", (uint32_t)N / 64, (uint32_t)M / 64, 128,
                   2 * 16384 + 1024, args)) {
            ptxvm_memcpy_dtoh(e.vm, D, dd, nc * 4);
            g.M = M;
            g.N = N;
            g.K = K;
            g.block = 16;
            g.keep = 25;
            g.alpha = 1;
            g.beta = 0;
            check_gemm(t, "gemm_tma_wgmma", &g, A, Bt, C, D);
        }
    }
close:
    tc_close(t, &e);
    test_end(t);
done:
    free(ha);
    free(hb);
    free(A);
    free(Bt);
    free(C);
    free(D);
    free(raw);
}

void unit_tcapps(pv_test *t)
{
    static const char *const stagers[] = {"staged_pipeline", "staged_barrier", "staged_thread",
                                          "staged_cg"};
    static const uint32_t stager_shared[] = {3, 1, 3, 2};
    unsigned i;
    wmma_float(t, "gemm_f16", IN_F16, 256, 256, 256);
    wmma_float(t, "gemm_bf16", IN_BF16, 128, 128, 256);
    wmma_float(t, "gemm_tf32", IN_TF32, 128, 128, 256);
    wmma_s8(t, 128, 128, 256);
    mma_gemm(t, "gemm_mma_s3", 256, 256, 256);
    mma_gemm(t, "gemm_mma_s2", 128, 192, 160);
    mma_gemm(t, "gemm_fma", 128, 128, 256);
    for (i = 0; i < 4; i++) {
        staging(t, "pipeline.sm_80.ptx", stagers[i], stager_shared[i]);
        staging(t, "pipeline.sm_90.ptx", stagers[i], stager_shared[i]);
    }
    flash(t, 256, 2);
    tma_wgmma(t, 128, 192, 256);
}
