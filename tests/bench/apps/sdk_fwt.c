/* sdk_fwt: the CUDA SDK 3.0 fastWalshTransform kernels as nvopencc
   compiled them (32-bit pointers, from ../shared; skipped without it):
   the forward Walsh-Hadamard transform of 2^21 floats, host code as the
   SDK's fwtBatchGPU: global radix-4 passes while the size exceeds 2^11,
   then one shared-memory launch per 1024-element piece. A radix-4
   butterfly is two radix-2 stages, so the twin runs the 21 radix-2
   stages from the largest stride down; every value is the same a + b or
   a - b of the same operands: bit-identical. */
#include "app.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LOG2N 21
#define N (1u << LOG2N)
#define ELEMENTARY_LOG2 11
#define THREADS 256

typedef struct {
    float *data0, *res_vm, *res_c;
    ptxvm_addr d_data;
} fwt_state;

static void *fwt_init(void)
{
    fwt_state *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->data0 = malloc(N * sizeof(float));
    st->res_vm = malloc(N * sizeof(float));
    st->res_c = malloc(N * sizeof(float));
    if (!st->data0 || !st->res_vm || !st->res_c)
        return NULL;
    unsigned s = 2009;
    for (unsigned i = 0; i < N; i++) {
        s = s * 1664525u + 1013904223u;
        st->data0[i] = (float)(s >> 8) * (1.0f / 16777216.0f);
    }
    return st;
}

static int fwt_upload(void *p, app_vm *v)
{
    fwt_state *st = p;
    st->d_data = app_alloc(v, NULL, N * sizeof(float));
    return 0;
}

static int fwt_vm_run(void *p, app_vm *v)
{
    fwt_state *st = p;
    uint32_t d = (uint32_t)st->d_data; /* 32-bit pointers: the low half */
    int log2n = LOG2N, n = (int)N;
    unsigned m = 1;
    app_upload(v, st->d_data, st->data0, N * sizeof(float)); /* in place */
    for (; log2n > ELEMENTARY_LOG2; log2n -= 2, n >>= 2, m <<= 2) {
        int stride = n / 4;
        void *a[] = {&d, &d, &stride};
        app_launch(v, "_Z15fwtBatch2KernelPfS_i", N / (4 * THREADS), 1, 1, THREADS, 1, 1, 0, a);
    }
    void *a[] = {&d, &d, &log2n};
    app_launch(v, "_Z15fwtBatch1KernelPfS_i", m, 1, 1, (unsigned)n / 4, 1, 1,
               (unsigned)n * sizeof(float), a);
    return 0;
}

static int fwt_vm_download(void *p, app_vm *v)
{
    fwt_state *st = p;
    app_fetch(v, st->res_vm, st->d_data, N * sizeof(float));
    return 0;
}

static void fwt_c_run(void *p, int part, int nparts)
{
    fwt_state *st = p;
    float *x = st->res_c;
    unsigned lo = N / 2 * (unsigned)part / (unsigned)nparts;
    unsigned hi = N / 2 * (unsigned)(part + 1) / (unsigned)nparts;
    memcpy(x + 2 * lo, st->data0 + 2 * lo, (hi - lo) * 2 * sizeof(float));
    for (unsigned stride = N / 2; stride > 0; stride >>= 1) {
        app_c_sync();
        for (unsigned i = lo; i < hi; i++) { /* butterfly i of this stage */
            unsigned a = 2 * i - (i & (stride - 1)), b = a + stride;
            float u = x[a], w = x[b];
            x[a] = u + w;
            x[b] = u - w;
        }
    }
    app_c_sync();
}

static int fwt_check(void *p, char *why, size_t cap)
{
    fwt_state *st = p;
    for (unsigned i = 0; i < N; i++)
        if (memcmp(&st->res_vm[i], &st->res_c[i], sizeof(float))) {
            snprintf(why, cap, "element %u: %.9g, twin %.9g", i, st->res_vm[i], st->res_c[i]);
            return 1;
        }
    return 0;
}

static void fwt_fini(void *p)
{
    fwt_state *st = p;
    if (!st)
        return;
    free(st->data0);
    free(st->res_vm);
    free(st->res_c);
    free(st);
}

const bench_app app_sdk_fwt = {"sdk_fwt", "wild:gpuocelot/hist_ptx_sdk3.0_fastWalshTransform.ptx",
                               "2^21 floats, Walsh-Hadamard", fwt_init, fwt_upload, fwt_vm_run,
                               fwt_vm_download, fwt_c_run, fwt_check, fwt_fini};
