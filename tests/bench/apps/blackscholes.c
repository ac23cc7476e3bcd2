/* blackscholes: European call and put prices of 1M options
   (blackscholes.cu), one launch of a grid-stride loop, as the CUDA
   samples price them: S in [5, 30], X in [1, 100], T in [0.25, 10]
   years, R = 2%, V = 30%.

   The kernel's __expf, __logf and __fdividef are the GPU's approximate
   ex2, lg2 and division (relative errors of a few 2^-22, __logf an
   absolute error near 2^-21.4 for arguments near 1); the twin uses
   libm's expf and logf and IEEE division. Tolerance: log(S/X) is off by
   at most about |log(S/X)| 2^-20 + 2^-21 (|log| <= 4.6 here) and d1, d2
   by that over V sqrt(T) >= 0.15, plus their own roundings
   (|d| 2^-21), so |d1 - d1'| < 4e-5; the normal density is below 0.4,
   so the CND terms move a price by less than 0.4 (S + X) 4e-5, and the
   discount factor's error adds X 2^-20. Every price must lie within
   2^-13 (S + X) (1.2e-4 (S + X), over 5x that bound) of the twin's; a
   wrong operation moves it by a sizeable fraction of S or X. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdlib.h>

#define N (1u << 20)
#define RISKFREE 0.02f
#define VOLATILITY 0.30f
#define BLOCK 128
#define GRID 480

typedef struct st {
    float *S, *X, *T;
    float *vm_call, *vm_put, *c_call, *c_put;
    ptxvm_addr d_S, d_X, d_T, d_call, d_put;
} st;

static void fini(void *p)
{
    st *s = p;
    free(s->S);
    free(s->X);
    free(s->T);
    free(s->vm_call);
    free(s->vm_put);
    free(s->c_call);
    free(s->c_put);
    free(s);
}

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    uint32_t r = 31337u;
    size_t i, b = (size_t)N * sizeof(float);
    if (!s)
        return NULL;
    s->S = malloc(b);
    s->X = malloc(b);
    s->T = malloc(b);
    s->vm_call = malloc(b);
    s->vm_put = malloc(b);
    s->c_call = malloc(b);
    s->c_put = malloc(b);
    if (!s->S || !s->X || !s->T || !s->vm_call || !s->vm_put || !s->c_call || !s->c_put) {
        fini(s);
        return NULL;
    }
    for (i = 0; i < N; i++) {
        s->S[i] = au_uniform(&r, 5.0f, 30.0f);
        s->X[i] = au_uniform(&r, 1.0f, 100.0f);
        s->T[i] = au_uniform(&r, 0.25f, 10.0f);
    }
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    size_t b = (size_t)N * sizeof(float);
    s->d_S = app_alloc(v, s->S, b);
    s->d_X = app_alloc(v, s->X, b);
    s->d_T = app_alloc(v, s->T, b);
    s->d_call = app_alloc(v, NULL, b);
    s->d_put = app_alloc(v, NULL, b);
    return 0;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    float r = RISKFREE, vol = VOLATILITY;
    int n = N;
    void *args[8];
    args[0] = &s->d_call;
    args[1] = &s->d_put;
    args[2] = &s->d_S;
    args[3] = &s->d_X;
    args[4] = &s->d_T;
    args[5] = &r;
    args[6] = &vol;
    args[7] = &n;
    return app_launch(v, "_Z12blackScholesPfS_PKfS1_S1_ffi", GRID, 1, 1, BLOCK, 1, 1, 0, args);
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    app_fetch(v, s->vm_call, s->d_call, (size_t)N * sizeof(float));
    app_fetch(v, s->vm_put, s->d_put, (size_t)N * sizeof(float));
    return 0;
}

static float cnd(float d)
{
    const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f, a4 = -1.821255978f,
                a5 = 1.330274429f, rsqrt2pi = 0.39894228040143267793994605993438f;
    float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float poly = k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5))));
    float tail = rsqrt2pi * expf(-0.5f * d * d) * poly;
    return d > 0 ? 1.0f - tail : tail;
}

static void c_run(void *p, int part, int nparts)
{
    st *s = p;
    size_t b, e, i;
    au_slice(N, part, nparts, &b, &e);
    for (i = b; i < e; i++) {
        float S = s->S[i], X = s->X[i], T = s->T[i], R = RISKFREE, V = VOLATILITY;
        float sqrtT = sqrtf(T);
        float d1 = (logf(S / X) + (R + 0.5f * V * V) * T) / (V * sqrtT);
        float d2 = d1 - V * sqrtT;
        float cnd1 = cnd(d1), cnd2 = cnd(d2);
        float expRT = expf(-R * T);
        s->c_call[i] = S * cnd1 - X * expRT * cnd2;
        s->c_put[i] = X * expRT * (1.0f - cnd2) - S * (1.0f - cnd1);
    }
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    size_t i;
    for (i = 0; i < N; i++) {
        float tol = ldexpf(s->S[i] + s->X[i], -13);
        if (!(fabsf(s->vm_call[i] - s->c_call[i]) <= tol) ||
            !(fabsf(s->vm_put[i] - s->c_put[i]) <= tol)) {
            snprintf(why, cap,
                     "option %zu: call %.7g put %.7g, the twin's %.7g %.7g (tolerance %.3g)", i,
                     s->vm_call[i], s->vm_put[i], s->c_call[i], s->c_put[i], tol);
            return 1;
        }
    }
    return 0;
}

const bench_app app_blackscholes = {"blackscholes", "blackscholes.ptx", "1M options", init,
                                    vm_upload, vm_run, vm_download, c_run, check, fini};
