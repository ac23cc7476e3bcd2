/* Forward matmul of a linear layer with bias (matmul.cu, a 64x64-tiled
   shared-memory SGEMM): out[M][N] = inp[M][K] W[N][K]^T + bias, M = 64
   rows (B*T), K = N = 512 channels. Each output is one
   chain of fused multiply-adds in k order plus the bias, in the kernel
   and in the twin: results must be bit-identical. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { M = 64, K = 512, N = 512 };

typedef struct {
    float *inp, *w, *bias, *out, *vout;
    ptxvm_addr d_inp, d_w, d_bias, d_out;
} mm_state;

static void *mm_init(void)
{
    mm_state *st = calloc(1, sizeof *st);
    uint32_t s = 31337u;
    size_t i, total = (size_t)M * K + (size_t)N * K + N + 2 * (size_t)M * N;
    if (!st)
        return NULL;
    st->inp = malloc(sizeof(float) * total);
    if (!st->inp) {
        free(st);
        return NULL;
    }
    st->w = st->inp + (size_t)M * K;
    st->bias = st->w + (size_t)N * K;
    st->out = st->bias + N;
    st->vout = st->out + (size_t)M * N;
    for (i = 0; i < (size_t)M * K + (size_t)N * K + N; i++) {
        st->inp[i] = au_uniform(&s, -1.0f, 1.0f);
    }
    return st;
}

static int mm_upload(void *p, app_vm *v)
{
    mm_state *st = p;
    st->d_inp = app_alloc(v, st->inp, sizeof(float) * M * K);
    st->d_w = app_alloc(v, st->w, sizeof(float) * N * K);
    st->d_bias = app_alloc(v, st->bias, sizeof(float) * N);
    st->d_out = app_alloc(v, NULL, sizeof(float) * M * N);
    return 0;
}

static int mm_run(void *p, app_vm *v)
{
    mm_state *st = p;
    int m = M, n = N, k = K;
    void *args[] = { &st->d_out, &st->d_inp, &st->d_w, &st->d_bias, &m, &n, &k };
    return app_launch(v, "matmul_forward", N / 64, M / 64, 1, 256, 1, 1, 0, args);
}

static int mm_download(void *p, app_vm *v)
{
    mm_state *st = p;
    app_fetch(v, st->vout, st->d_out, sizeof(float) * M * N);
    return 0;
}

/* Four outputs of a row at a time: four independent chains. */
AU_FMA_CLONES
static void mm_c_run(void *p, int part, int nparts)
{
    mm_state *st = p;
    size_t r0, r1, r;
    int j, k;
    au_slice(M, part, nparts, &r0, &r1);
    for (r = r0; r < r1; r++) {
        const float *a = st->inp + r * K;
        for (j = 0; j < N; j += 4) {
            const float *w0 = st->w + (size_t)j * K, *w1 = w0 + K, *w2 = w1 + K, *w3 = w2 + K;
            float c0 = 0.0f, c1 = 0.0f, c2 = 0.0f, c3 = 0.0f;
            for (k = 0; k < K; k++) {
                c0 = fmaf(a[k], w0[k], c0);
                c1 = fmaf(a[k], w1[k], c1);
                c2 = fmaf(a[k], w2[k], c2);
                c3 = fmaf(a[k], w3[k], c3);
            }
            st->out[r * N + j] = c0 + st->bias[j];
            st->out[r * N + j + 1] = c1 + st->bias[j + 1];
            st->out[r * N + j + 2] = c2 + st->bias[j + 2];
            st->out[r * N + j + 3] = c3 + st->bias[j + 3];
        }
    }
}

static int mm_check(void *p, char *why, size_t cap)
{
    mm_state *st = p;
    size_t i;
    for (i = 0; i < (size_t)M * N; i++)
        if (memcmp(&st->vout[i], &st->out[i], sizeof(float))) {
            snprintf(why, cap, "out[%zu][%zu] = %.9g, twin %.9g", i / N, i % N, st->vout[i],
                     st->out[i]);
            return 1;
        }
    return 0;
}

static void mm_fini(void *p)
{
    mm_state *st = p;
    free(st->inp), free(st);
}

const bench_app app_matmul = {
    "matmul", "matmul.ptx", "64x512 @ 512x512 + bias", mm_init, mm_upload, mm_run,
    mm_download, mm_c_run, mm_check, mm_fini,
};
