/* Tensor-core GEMM benchmark: D = alpha A B + beta C with half A and B
   and float C, D, through the kernels of tests/tcapps (nvcc's PTX):
   the multistage mma.sync + ldmatrix + cp.async GEMM (gemm_mma_s3), the
   WMMA GEMM (gemm_f16) and the scalar-FMA tiled shared-memory GEMM of
   the same sizes (gemm_fma), each run by ptxvm on one worker, against
   the same GEMM as single-threaded C compiled with the same flags. Every
   result is first checked against an exact reference (within the
   tensor-core model's bound, tests/README.md), so a fast wrong answer
   does not count. Each size runs ROUNDS rounds, each timing every kernel
   once and the C GEMM once; printed per kernel: the best time, the
   median and range of the rounds' times, and the median and range of
   the per-round ratios to C and to gemm_fma (lower is faster).

     build/bench/bench_tc [SIZE...]     (default 256 512: M = N = K)  */
#include "ptxvm.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROUNDS 7
#define NKERN 3

static const char *const kernels[NKERN] = {"gemm_fma", "gemm_mma_s3", "gemm_f16"};
static const char *const files[NKERN] = {"mma_gemm.sm_80.ptx", "mma_gemm.sm_80.ptx",
                                         "wmma_gemm.sm_80.ptx"};
static const char *const labels[NKERN] = {"scalar FMA tiled", "mma.sync m16n8k16",
                                          "wmma m16n16k16"};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = (char *)malloc((size_t)n + 1)) != NULL && fread(buf, 1, (size_t)n, f) == (size_t)n) {
        *len = (size_t)n;
    } else {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static float half_to_float(uint16_t h)
{
    int e = (h >> 10) & 31;
    float v = e ? ldexpf((float)(1024 + (h & 0x3ff)), e - 25) : ldexpf((float)(h & 0x3ff), -24);
    return (h >> 15) ? -v : v;
}

/* The C GEMM: each row of D accumulated over k in float, row-major
   streams (the loop order an -O2 scalar GEMM is written in). */
static void c_gemm(const float *A, const float *B, const float *C, float *D, float *acc, int M,
                   int N, int K, float alpha, float beta)
{
    int i, j, k;
    for (i = 0; i < M; i++) {
        for (j = 0; j < N; j++)
            acc[j] = 0.0f;
        for (k = 0; k < K; k++) {
            float a = A[(size_t)i * K + k];
            const float *b = B + (size_t)k * N;
            for (j = 0; j < N; j++)
                acc[j] += a * b[j];
        }
        for (j = 0; j < N; j++)
            D[(size_t)i * N + j] = alpha * acc[j] + beta * C[(size_t)i * N + j];
    }
}

/* |D - exact| within K / 16 steps of the model's (17 * 2^-24 + 2^-23)
   of sum|a b| (covers the FMA chain's 2^-24 per product too), plus the
   epilogue's roundings */
static int check(const float *A, const float *B, const float *C, const float *D, int M, int N,
                 int K, float alpha, float beta)
{
    int i, j, k;
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++) {
            double s = 0, mag = 0, ref, tol;
            for (k = 0; k < K; k++) {
                double p = (double)A[(size_t)i * K + k] * B[(size_t)k * N + j];
                s += p;
                mag += fabs(p);
            }
            ref = alpha * s + beta * (double)C[(size_t)i * N + j];
            tol = fabs(alpha) * (K / 16.0) * (19 * ldexp(1, -24)) * mag * 1.0001 +
                  ldexp(1, -24) * (fabs(beta * C[(size_t)i * N + j]) + 2 * fabs(ref));
            if (!(fabs(D[(size_t)i * N + j] - ref) <= tol))
                return 0;
        }
    return 1;
}

static void bench_size(ptxvm_vm *vm, ptxvm_kernel *const *ks, int n)
{
    int M = n, N = n, K = n, i, r, kn;
    size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
    uint16_t *ha = malloc(na * 2), *hb = malloc(nb * 2);
    float *A = malloc(na * 4), *B = malloc(nb * 4), *C = malloc(nc * 4), *D = malloc(nc * 4);
    float *acc = malloc((size_t)N * 4), alpha = 1.0f, beta = 0.5f;
    double t[NKERN + 1][ROUNDS], ratio_c[NKERN][ROUNDS], ratio_f[NKERN][ROUNDS];
    int ok[NKERN];
    uint32_t s = 2463534242u;
    ptxvm_addr da, db, dc, dd;
    void *args[9];
    ptxvm_launch l;
    for (i = 0; i < (int)(na + nb); i++) {
        uint16_t h;
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        h = (uint16_t)(((s >> 31) << 15) | ((11 + s % 5) << 10) | ((s >> 8) & 0x3ff));
        if (i < (int)na)
            A[i] = half_to_float(ha[i] = h);
        else
            B[i - na] = half_to_float(hb[i - na] = h);
    }
    for (i = 0; i < (int)nc; i++)
        C[i] = (float)((i * 7919) % 2001 - 1000) / 1024.0f;
    ptxvm_mem_alloc(vm, na * 2, &da);
    ptxvm_mem_alloc(vm, nb * 2, &db);
    ptxvm_mem_alloc(vm, nc * 4, &dc);
    ptxvm_mem_alloc(vm, nc * 4, &dd);
    ptxvm_memcpy_htod(vm, da, ha, na * 2);
    ptxvm_memcpy_htod(vm, db, hb, nb * 2);
    ptxvm_memcpy_htod(vm, dc, C, nc * 4);
    args[0] = &da; args[1] = &db; args[2] = &dc; args[3] = &dd;
    args[4] = &M; args[5] = &N; args[6] = &K; args[7] = &alpha; args[8] = &beta;
    memset(&l, 0, sizeof l);
    l.grid.x = (uint32_t)N / 64;
    l.grid.y = (uint32_t)M / 64;
    l.grid.z = 1;
    l.block.x = 128;
    l.block.y = l.block.z = 1;
    l.args = args;
    c_gemm(A, B, C, D, acc, M, N, K, alpha, beta);
    printf("\nM = N = K = %d (%.0f M multiply-adds)%s\n", n, (double)M * N * K / 1e6,
           check(A, B, C, D, M, N, K, alpha, beta) ? "" : "  C GEMM OUTSIDE THE BOUND");
    for (kn = 0; kn < NKERN; kn++) {
        ok[kn] = 0;
        if (!ks[kn])
            continue;
        ptxvm_memset(vm, dd, 0xff, nc * 4);
        if (ptxvm_launch_kernel(ks[kn], &l, NULL) != PTXVM_OK) {
            printf("  %-18s failed: %s\n", labels[kn], ptxvm_error_message(vm));
            continue;
        }
        ptxvm_memcpy_dtoh(vm, D, dd, nc * 4);
        ok[kn] = check(A, B, C, D, M, N, K, alpha, beta);
        if (!ok[kn])
            printf("  %-18s WRONG RESULT (outside the bound): not timed\n", labels[kn]);
    }
    for (r = 0; r < ROUNDS; r++) {
        double t0;
        for (kn = 0; kn < NKERN; kn++) {
            t[kn][r] = 0;
            if (!ok[kn])
                continue;
            t0 = now();
            ptxvm_launch_kernel(ks[kn], &l, NULL);
            t[kn][r] = now() - t0;
        }
        t0 = now();
        c_gemm(A, B, C, D, acc, M, N, K, alpha, beta);
        t[NKERN][r] = now() - t0;
        for (kn = 0; kn < NKERN; kn++) {
            ratio_c[kn][r] = t[kn][r] / t[NKERN][r];
            ratio_f[kn][r] = ok[0] ? t[kn][r] / t[0][r] : 0;
        }
    }
    for (kn = 0; kn <= NKERN; kn++) {
        qsort(t[kn], ROUNDS, sizeof(double), cmp_double);
        if (kn < NKERN) {
            qsort(ratio_c[kn], ROUNDS, sizeof(double), cmp_double);
            qsort(ratio_f[kn], ROUNDS, sizeof(double), cmp_double);
        }
    }
    printf("  %-18s %9.2f ms  (median %.2f, range %.2f-%.2f)\n", "C, one thread",
           t[NKERN][0] * 1e3, t[NKERN][ROUNDS / 2] * 1e3, t[NKERN][0] * 1e3,
           t[NKERN][ROUNDS - 1] * 1e3);
    for (kn = 0; kn < NKERN; kn++) {
        if (!ok[kn])
            continue;
        printf("  %-18s %9.2f ms  (median %.2f, range %.2f-%.2f)  /C %6.2f (%.2f-%.2f)",
               labels[kn], t[kn][0] * 1e3, t[kn][ROUNDS / 2] * 1e3, t[kn][0] * 1e3,
               t[kn][ROUNDS - 1] * 1e3, ratio_c[kn][ROUNDS / 2], ratio_c[kn][0],
               ratio_c[kn][ROUNDS - 1]);
        if (kn > 0 && ok[0])
            printf("  /FMA %5.2f (%.2f-%.2f)", ratio_f[kn][ROUNDS / 2], ratio_f[kn][0],
                   ratio_f[kn][ROUNDS - 1]);
        printf("\n");
    }
    ptxvm_mem_free(vm, da);
    ptxvm_mem_free(vm, db);
    ptxvm_mem_free(vm, dc);
    ptxvm_mem_free(vm, dd);
    free(ha);
    free(hb);
    free(A);
    free(B);
    free(C);
    free(D);
    free(acc);
}

int main(int argc, char **argv)
{
    ptxvm_config cfg;
    ptxvm_vm *vm;
    ptxvm_module *mods[NKERN] = {0};
    ptxvm_kernel *ks[NKERN] = {0};
    int i, kn;
    ptxvm_config_init(&cfg);
    cfg.threads = 1;                    /* one core against one core */
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
        return 1;
    for (kn = 0; kn < NKERN; kn++) {
        char path[128];
        size_t len;
        char *ptx;
        snprintf(path, sizeof path, "tests/tcapps/%s", files[kn]);
        ptx = slurp(path, &len);
        if (!ptx) {
            fprintf(stderr, "run from the repository root\n");
            return 1;
        }
        if (ptxvm_module_load(vm, ptx, len, files[kn], &mods[kn]) != PTXVM_OK ||
            ptxvm_module_get_kernel(mods[kn], kernels[kn], &ks[kn]) != PTXVM_OK) {
            printf("%-18s not run: %s\n", labels[kn], ptxvm_error_message(vm));
            ks[kn] = NULL;
        }
        free(ptx);
    }
    printf("tensor-core GEMM, half in, float out: ptxvm on one worker against C "
           "(same flags, one thread)\n");
    if (argc > 1)
        for (i = 1; i < argc; i++)
            bench_size(vm, ks, atoi(argv[i]) / 64 * 64 > 0 ? atoi(argv[i]) / 64 * 64 : 64);
    else {
        bench_size(vm, ks, 256);
        bench_size(vm, ks, 512);
    }
    for (kn = 0; kn < NKERN; kn++)
        if (mods[kn])
            ptxvm_module_unload(mods[kn]);
    ptxvm_destroy(vm);
    return 0;
}
