/* One AdamW step (adamw.cu) over 2M parameters at step 10. The kernel
   updates parameters and moments in place, so each run copies the
   starting values in again, on ptxvm and in the twin alike. Every
   operation is correctly rounded (fma, div.rn, sqrt.rn) and the twin
   repeats nvcc's order and fusions: results must be bit-identical. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 2 << 20, STEP = 10 };

typedef struct {
    float *p0, *g, *m0, *v0; /* the state before the step */
    float *p, *m, *v;        /* the twin's */
    float *vp, *vm, *vv;     /* ptxvm's */
    float lr, beta1, beta2, corr1, corr2, eps, wd;
    ptxvm_addr d_p, d_g, d_m, d_v;
} adamw_state;

static void *adamw_init(void)
{
    adamw_state *st = calloc(1, sizeof *st);
    uint32_t s = 99u;
    size_t i;
    if (!st)
        return NULL;
    st->p0 = malloc(sizeof(float) * N * 10);
    if (!st->p0) {
        free(st);
        return NULL;
    }
    st->g = st->p0 + (size_t)N, st->m0 = st->p0 + 2 * (size_t)N, st->v0 = st->p0 + 3 * (size_t)N;
    st->p = st->p0 + 4 * (size_t)N, st->m = st->p0 + 5 * (size_t)N, st->v = st->p0 + 6 * (size_t)N;
    st->vp = st->p0 + 7 * (size_t)N, st->vm = st->p0 + 8 * (size_t)N, st->vv = st->p0 + 9 * (size_t)N;
    for (i = 0; i < N; i++) {
        float g = au_uniform(&s, -0.005f, 0.005f);
        st->p0[i] = au_uniform(&s, -0.05f, 0.05f);
        st->g[i] = g;
        st->m0[i] = au_uniform(&s, -0.005f, 0.005f);
        st->v0[i] = (g * g) * au_uniform(&s, 0.5f, 1.5f); /* a second moment is never negative */
    }
    st->lr = 3e-4f, st->beta1 = 0.9f, st->beta2 = 0.999f, st->eps = 1e-8f, st->wd = 0.01f;
    st->corr1 = 1.0f - powf(st->beta1, STEP);
    st->corr2 = 1.0f - powf(st->beta2, STEP);
    return st;
}

static int adamw_upload(void *p, app_vm *v)
{
    adamw_state *st = p;
    st->d_p = app_alloc(v, NULL, sizeof(float) * N);
    st->d_g = app_alloc(v, st->g, sizeof(float) * N);
    st->d_m = app_alloc(v, NULL, sizeof(float) * N);
    st->d_v = app_alloc(v, NULL, sizeof(float) * N);
    return 0;
}

static int adamw_run(void *p, app_vm *v)
{
    adamw_state *st = p;
    long n = N;
    void *args[] = { &st->d_p, &st->d_g, &st->d_m, &st->d_v, &n, &st->lr, &st->beta1,
                     &st->beta2, &st->corr1, &st->corr2, &st->eps, &st->wd };
    app_upload(v, st->d_p, st->p0, sizeof(float) * N);
    app_upload(v, st->d_m, st->m0, sizeof(float) * N);
    app_upload(v, st->d_v, st->v0, sizeof(float) * N);
    return app_launch(v, "adamw_step", N / 512, 1, 1, 512, 1, 1, 0, args);
}

static int adamw_download(void *p, app_vm *v)
{
    adamw_state *st = p;
    app_fetch(v, st->vp, st->d_p, sizeof(float) * N);
    app_fetch(v, st->vm, st->d_m, sizeof(float) * N);
    app_fetch(v, st->vv, st->d_v, sizeof(float) * N);
    return 0;
}

AU_FMA_CLONES
static void adamw_c_run(void *p, int part, int nparts)
{
    adamw_state *st = p;
    size_t i0, i1, i;
    au_slice(N, part, nparts, &i0, &i1);
    memcpy(st->p + i0, st->p0 + i0, sizeof(float) * (i1 - i0));
    memcpy(st->m + i0, st->m0 + i0, sizeof(float) * (i1 - i0));
    memcpy(st->v + i0, st->v0 + i0, sizeof(float) * (i1 - i0));
    for (i = i0; i < i1; i++) {
        float g = st->g[i], gg = g * g, p = st->p[i];
        float m = fmaf(st->beta1, st->m[i], fmaf(-st->beta1, g, g));
        float v = fmaf(st->beta2, st->v[i], fmaf(-st->beta2, gg, gg));
        float q = (m / st->corr1) / (sqrtf(v / st->corr2) + st->eps);
        float u = st->lr * fmaf(p, st->wd, q);
        st->m[i] = m;
        st->v[i] = v;
        st->p[i] = p - u;
    }
}

static int adamw_check(void *p, char *why, size_t cap)
{
    adamw_state *st = p;
    size_t i;
    for (i = 0; i < N; i++)
        if (memcmp(&st->vp[i], &st->p[i], 4) || memcmp(&st->vm[i], &st->m[i], 4)
            || memcmp(&st->vv[i], &st->v[i], 4)) {
            snprintf(why, cap, "[%zu]: param %.9g m %.9g v %.9g, twin %.9g %.9g %.9g", i,
                     st->vp[i], st->vm[i], st->vv[i], st->p[i], st->m[i], st->v[i]);
            return 1;
        }
    return 0;
}

static void adamw_fini(void *p)
{
    adamw_state *st = p;
    free(st->p0), free(st);
}

const bench_app app_adamw = {
    "adamw", "adamw.ptx", "2M parameters", adamw_init, adamw_upload, adamw_run,
    adamw_download, adamw_c_run, adamw_check, adamw_fini,
};
