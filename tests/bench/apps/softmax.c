/* Row softmax with the online normaliser (softmax.cu): 2048 rows of 1024
   logits, one warp per row.

   Tolerance: nvcc inlines expf as 2^n times ex2.approx of a reduced
   argument (within 2 ulp of e^x) and fuses that last multiply into the
   running sum, where the twin calls the C library's expf (within 1 ulp)
   and adds. The twin keeps the kernel's order (each lane's strided
   online pass, then the shuffle tree), so a row's sum of 37 positive
   terms differs by at most 3 ulp of each term plus one rounding per
   step: below 2^-18.5 relative, and each output by that plus 3 ulp of
   its exponential. Each output is checked to 2^-17 relative. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 2048, C = 1024 };

typedef struct {
    float *inp, *out, *vout;
    ptxvm_addr d_inp, d_out;
} sm_state;

static void *sm_init(void)
{
    sm_state *st = calloc(1, sizeof *st);
    uint32_t s = 777u;
    size_t i;
    if (!st)
        return NULL;
    st->inp = malloc(sizeof(float) * N * C);
    st->out = malloc(sizeof(float) * N * C);
    st->vout = malloc(sizeof(float) * N * C);
    if (!st->inp || !st->out || !st->vout) {
        free(st->inp), free(st->out), free(st->vout), free(st);
        return NULL;
    }
    /* logits of a few units' spread around a drifting level: the maximum
       grows now and then along a lane's pass */
    for (i = 0; i < (size_t)N * C; i++) {
        st->inp[i] = au_uniform(&s, -4.0f, 4.0f) + (float)(i % C) * 0.002f;
    }
    return st;
}

static int sm_upload(void *p, app_vm *v)
{
    sm_state *st = p;
    st->d_inp = app_alloc(v, st->inp, sizeof(float) * N * C);
    st->d_out = app_alloc(v, NULL, sizeof(float) * N * C);
    return 0;
}

static int sm_run(void *p, app_vm *v)
{
    sm_state *st = p;
    int n = N, c = C;
    void *args[] = { &st->d_out, &st->d_inp, &n, &c };
    return app_launch(v, "softmax_forward", N / 8, 1, 1, 256, 1, 1, 0, args);
}

static int sm_download(void *p, app_vm *v)
{
    sm_state *st = p;
    app_fetch(v, st->vout, st->d_out, sizeof(float) * N * C);
    return 0;
}

static void sm_c_run(void *p, int part, int nparts)
{
    sm_state *st = p;
    size_t r0, r1, r;
    int l, i, off;
    au_slice(N, part, nparts, &r0, &r1);
    for (r = r0; r < r1; r++) {
        const float *x = st->inp + r * C;
        float *o = st->out + r * C;
        float mx[32], sum[32], inv;
        for (l = 0; l < 32; l++) {
            mx[l] = -INFINITY;
            sum[l] = 0.0f;
            for (i = l; i < C; i += 32) {
                if (x[i] > mx[l]) {
                    sum[l] *= expf(mx[l] - x[i]);
                    mx[l] = x[i];
                }
                sum[l] += expf(x[i] - mx[l]);
            }
        }
        for (off = 16; off > 0; off /= 2)
            for (l = 0; l < off; l++) {
                float m = fmaxf(mx[l], mx[l + off]);
                sum[l] = sum[l] * expf(mx[l] - m) + sum[l + off] * expf(mx[l + off] - m);
                mx[l] = m;
            }
        inv = 1.0f / sum[0];
        for (i = 0; i < C; i++)
            o[i] = expf(x[i] - mx[0]) * inv;
    }
}

static int sm_check(void *p, char *why, size_t cap)
{
    sm_state *st = p;
    size_t k;
    for (k = 0; k < (size_t)N * C; k++)
        if (!(fabsf(st->vout[k] - st->out[k]) <= 0x1p-17f * st->out[k])) {
            snprintf(why, cap, "out[%zu][%zu] = %.9g, twin %.9g", k / C, k % C, st->vout[k],
                     st->out[k]);
            return 1;
        }
    return 0;
}

static void sm_fini(void *p)
{
    sm_state *st = p;
    free(st->inp), free(st->out), free(st->vout), free(st);
}

const bench_app app_softmax = {
    "softmax", "softmax.ptx", "2048 rows x 1024", sm_init, sm_upload, sm_run,
    sm_download, sm_c_run, sm_check, sm_fini,
};
