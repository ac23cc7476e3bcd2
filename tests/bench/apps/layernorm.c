/* LayerNorm forward (layernorm.cu) over the activations of a GPT-2 small
   batch: B*T = 8192 rows of C = 768 channels.

   Tolerance: the kernel's rsqrtf is rsqrt.approx.f32 (relative error
   below 2^-22.9), the twin's 1/sqrtf is correctly rounded twice. The
   means use the same summation order (each lane's strided sum, then the
   shuffle tree) and must be equal; rstd may differ by 2^-21 relative,
   and each output by that much of its normalised term (x-mean)*rstd*w
   plus two roundings of itself. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 8192, C = 768 };

typedef struct {
    float *inp, *w, *b;       /* inputs */
    float *out, *mean, *rstd; /* the twin's results */
    float *vout, *vmean, *vrstd; /* ptxvm's */
    ptxvm_addr d_inp, d_w, d_b, d_out, d_mean, d_rstd;
} ln_state;

static void *ln_init(void)
{
    ln_state *st = calloc(1, sizeof *st);
    uint32_t seed = 12345u;
    size_t i;
    if (!st)
        return NULL;
    st->inp = malloc(sizeof(float) * N * C);
    st->out = malloc(sizeof(float) * N * C);
    st->vout = malloc(sizeof(float) * N * C);
    st->w = malloc(sizeof(float) * C);
    st->b = malloc(sizeof(float) * C);
    st->mean = malloc(sizeof(float) * N * 4);
    if (!st->inp || !st->out || !st->vout || !st->w || !st->b || !st->mean) {
        free(st->inp), free(st->out), free(st->vout), free(st->w), free(st->b), free(st->mean);
        free(st);
        return NULL;
    }
    st->rstd = st->mean + N;
    st->vmean = st->mean + 2 * N;
    st->vrstd = st->mean + 3 * N;
    /* rows with an offset and a spread of their own, as activations have */
    for (i = 0; i < (size_t)N * C; i++) {
        size_t r = i / C;
        st->inp[i] = (float)(r % 7) * 0.25f + au_uniform(&seed, -1.0f - (float)(r % 5), 1.0f + (float)(r % 5));
    }
    for (i = 0; i < C; i++) {
        st->w[i] = au_uniform(&seed, 0.9f, 1.1f);
        st->b[i] = au_uniform(&seed, -0.1f, 0.1f);
    }
    return st;
}

static int ln_upload(void *p, app_vm *v)
{
    ln_state *st = p;
    st->d_inp = app_alloc(v, st->inp, sizeof(float) * N * C);
    st->d_w = app_alloc(v, st->w, sizeof(float) * C);
    st->d_b = app_alloc(v, st->b, sizeof(float) * C);
    st->d_out = app_alloc(v, NULL, sizeof(float) * N * C);
    st->d_mean = app_alloc(v, NULL, sizeof(float) * N);
    st->d_rstd = app_alloc(v, NULL, sizeof(float) * N);
    return 0;
}

static int ln_run(void *p, app_vm *v)
{
    ln_state *st = p;
    int n = N, c = C;
    void *args[] = { &st->d_out, &st->d_mean, &st->d_rstd, &st->d_inp, &st->d_w, &st->d_b, &n, &c };
    /* eight warps, eight rows, per block */
    return app_launch(v, "layernorm_forward", N / 8, 1, 1, 256, 1, 1, 0, args);
}

static int ln_download(void *p, app_vm *v)
{
    ln_state *st = p;
    app_fetch(v, st->vout, st->d_out, sizeof(float) * N * C);
    app_fetch(v, st->vmean, st->d_mean, sizeof(float) * N);
    app_fetch(v, st->vrstd, st->d_rstd, sizeof(float) * N);
    return 0;
}

/* A row's sum in the kernel's order: 32 strided partial sums, then the
   shuffle-down tree. */
AU_FMA_CLONES
static float ln_warp_order_sum(const float *x, float m, int squares)
{
    float p[32];
    int l, i, off;
    for (l = 0; l < 32; l++) {
        p[l] = 0.0f;
        for (i = l; i < C; i += 32) {
            if (squares) {
                float d = x[i] - m;
                p[l] = fmaf(d, d, p[l]);
            } else {
                p[l] += x[i];
            }
        }
    }
    for (off = 16; off > 0; off /= 2)
        for (l = 0; l < off; l++)
            p[l] += p[l + off];
    return p[0];
}

AU_FMA_CLONES
static void ln_c_run(void *p, int part, int nparts)
{
    ln_state *st = p;
    size_t r0, r1, r;
    int i;
    au_slice(N, part, nparts, &r0, &r1);
    for (r = r0; r < r1; r++) {
        const float *x = st->inp + r * C;
        float *o = st->out + r * C;
        float m = ln_warp_order_sum(x, 0.0f, 0) / (float)C;
        float s = 1.0f / sqrtf(ln_warp_order_sum(x, m, 1) / (float)C + 1e-5f);
        for (i = 0; i < C; i++)
            o[i] = fmaf(s * (x[i] - m), st->w[i], st->b[i]);
        st->mean[r] = m;
        st->rstd[r] = s;
    }
}

static int ln_check(void *p, char *why, size_t cap)
{
    ln_state *st = p;
    int r, i;
    for (r = 0; r < N; r++) {
        float s = st->rstd[r];
        if (st->vmean[r] != st->mean[r]) {
            snprintf(why, cap, "mean[%d] = %.9g, twin %.9g", r, st->vmean[r], st->mean[r]);
            return 1;
        }
        if (!(fabsf(st->vrstd[r] - s) <= 0x1p-21f * s)) {
            snprintf(why, cap, "rstd[%d] = %.9g, twin %.9g", r, st->vrstd[r], s);
            return 1;
        }
        for (i = 0; i < C; i++) {
            size_t k = (size_t)r * C + i;
            float want = st->out[k];
            float term = fabsf(s * (st->inp[k] - st->mean[r]) * st->w[i]);
            if (!(fabsf(st->vout[k] - want) <= 0x1p-21f * term + 0x1p-23f * fabsf(want))) {
                snprintf(why, cap, "out[%d][%d] = %.9g, twin %.9g", r, i, st->vout[k], want);
                return 1;
            }
        }
    }
    return 0;
}

static void ln_fini(void *p)
{
    ln_state *st = p;
    free(st->inp), free(st->out), free(st->vout), free(st->w), free(st->b), free(st->mean);
    free(st);
}

const bench_app app_layernorm = {
    "layernorm", "layernorm.ptx", "8192 rows x 768", ln_init, ln_upload, ln_run,
    ln_download, ln_c_run, ln_check, ln_fini,
};
