/* GELU (tanh approximation) forward and backward (gelu.cu) over the
   1M activations of an MLP layer, as two launches.

   Tolerance: CUDA's tanhf and the C library's differ by up to 4 ulp
   (2 each), at most 2^-22 absolute for |tanh| < 1. The twin repeats every
   other operation as nvcc ordered and fused it, so a forward output may
   differ by 0.5|x| of that plus a rounding of itself, and a gradient by
   |dout| (0.5 + |x| du) of it, du = sqrt(2/pi)(1 + 3 0.044715 x^2), plus
   a rounding. Each is checked against twice that bound. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 1 << 20 };
#define GELU_K 0.7978845608028654f
#define GELU_C 0.044715f

typedef struct {
    float *x, *dout;
    float *out, *dinp, *vout, *vdinp;
    ptxvm_addr d_x, d_dout, d_out, d_dinp;
} gelu_state;

static void *gelu_init(void)
{
    gelu_state *st = calloc(1, sizeof *st);
    uint32_t s = 4242u;
    size_t i;
    if (!st)
        return NULL;
    st->x = malloc(sizeof(float) * N * 6);
    if (!st->x) {
        free(st);
        return NULL;
    }
    st->dout = st->x + N;
    st->out = st->x + 2 * (size_t)N;
    st->dinp = st->x + 3 * (size_t)N;
    st->vout = st->x + 4 * (size_t)N;
    st->vdinp = st->x + 5 * (size_t)N;
    for (i = 0; i < N; i++) {
        st->x[i] = au_uniform(&s, -5.0f, 5.0f);
        st->dout[i] = au_uniform(&s, -0.01f, 0.01f);
    }
    return st;
}

static int gelu_upload(void *p, app_vm *v)
{
    gelu_state *st = p;
    st->d_x = app_alloc(v, st->x, sizeof(float) * N);
    st->d_dout = app_alloc(v, st->dout, sizeof(float) * N);
    st->d_out = app_alloc(v, NULL, sizeof(float) * N);
    st->d_dinp = app_alloc(v, NULL, sizeof(float) * N);
    return 0;
}

static int gelu_run(void *p, app_vm *v)
{
    gelu_state *st = p;
    int n = N;
    void *fwd[] = { &st->d_out, &st->d_x, &n };
    void *bwd[] = { &st->d_dinp, &st->d_x, &st->d_dout, &n };
    app_launch(v, "gelu_forward", N / 256, 1, 1, 256, 1, 1, 0, fwd);
    return app_launch(v, "gelu_backward", N / 256, 1, 1, 256, 1, 1, 0, bwd);
}

static int gelu_download(void *p, app_vm *v)
{
    gelu_state *st = p;
    app_fetch(v, st->vout, st->d_out, sizeof(float) * N);
    app_fetch(v, st->vdinp, st->d_dinp, sizeof(float) * N);
    return 0;
}

static float gelu_du(float x2)
{
    return fmaf(x2, 3.0f * GELU_C, 1.0f) * GELU_K;
}

AU_FMA_CLONES
static void gelu_c_run(void *p, int part, int nparts)
{
    gelu_state *st = p;
    size_t i0, i1, i;
    au_slice(N, part, nparts, &i0, &i1);
    for (i = i0; i < i1; i++) {
        float x = st->x[i];
        float t = tanhf(fmaf(x, x * (x * GELU_C), x) * GELU_K);
        st->out[i] = (x * 0.5f) * (t + 1.0f);
    }
    for (i = i0; i < i1; i++) {
        float x = st->x[i], x2 = x * x;
        float t = tanhf(fmaf(x, x2 * GELU_C, x) * GELU_K);
        float g = fmaf(t + 1.0f, 0.5f, gelu_du(x2) * ((x * 0.5f) * (1.0f - t * t)));
        st->dinp[i] = st->dout[i] * g;
    }
}

static int gelu_check(void *p, char *why, size_t cap)
{
    gelu_state *st = p;
    size_t i;
    for (i = 0; i < N; i++) {
        float x = fabsf(st->x[i]), o = st->out[i], d = st->dinp[i];
        float tol_o = 2.0f * (0x1p-22f * 0.5f * x + 0x1p-24f * fabsf(o));
        float tol_d = 2.0f * (0x1p-22f * fabsf(st->dout[i]) * (0.5f + x * gelu_du(x * x))
                              + 0x1p-24f * fabsf(d));
        if (!(fabsf(st->vout[i] - o) <= tol_o)) {
            snprintf(why, cap, "gelu(%.9g) = %.9g, twin %.9g", st->x[i], st->vout[i], o);
            return 1;
        }
        if (!(fabsf(st->vdinp[i] - d) <= tol_d)) {
            snprintf(why, cap, "dinp[%zu] = %.9g, twin %.9g", i, st->vdinp[i], d);
            return 1;
        }
    }
    return 0;
}

static void gelu_fini(void *p)
{
    gelu_state *st = p;
    free(st->x), free(st);
}

const bench_app app_gelu = {
    "gelu", "gelu.ptx", "1M, forward + backward", gelu_init, gelu_upload, gelu_run,
    gelu_download, gelu_c_run, gelu_check, gelu_fini,
};
