/* montecarlo: Monte Carlo prices of 32 European call options, 64K paths
   each (montecarlo.cu): per-thread xorshift32 streams, Box-Muller
   normals, a shuffle reduction of the payoffs per block, then one warp
   per option adding the blocks' sums. The twin draws the same streams
   (same seeds, the same pairs for each thread) and adds the payoffs in
   the kernel's order: per thread, then the two shuffle trees, then the
   per-option warp.

   Its logf is libm's, and __sincosf and __expf are the GPU's
   approximations (sin/cos absolute error about 2^-20.9, ex2 relative a
   few 2^-22 plus the rounding of the scaled argument), against libm's
   sinf, cosf and expf. With |radius| <= 5.9 (u1 >= 2^-25) a normal
   variate is off by < 5e-6, so a terminal price by a relative < 1e-5,
   and a payoff by no more (max(x - X, 0) moves no faster than x); the
   sums' roundings, on slightly different inputs, add a relative
   < 40 2^-24 of the sums of payoffs. The sample mean of S_T stays well
   under 2 S e^(RT) (spread 0.6 over 64K paths), so every discounted
   price must lie within 2^-12 S (over 5x that bound) of the twin's. */
#include "app.h"
#include "app_util.h"
#include <math.h>
#include <stdlib.h>

#define OPTIONS 32
#define PATHS (64 << 10)
#define BLOCKS 16 /* per option */
#define BLOCK 256
#define THREADS (BLOCKS * BLOCK)
#define RISKFREE 0.05f
#define VOLATILITY 0.30f
#define TWO_PI 6.28318530717958647692f

typedef struct st {
    float S[OPTIONS], X[OPTIONS], T[OPTIONS];
    float vm_price[OPTIONS], c_price[OPTIONS];
    ptxvm_addr d_S, d_X, d_T, d_partial, d_price;
} st;

static void *init(void)
{
    st *s = calloc(1, sizeof *s);
    uint32_t r = 2718u;
    int i;
    if (!s)
        return NULL;
    for (i = 0; i < OPTIONS; i++) {
        s->S[i] = au_uniform(&r, 5.0f, 50.0f);
        s->X[i] = s->S[i] * au_uniform(&r, 0.8f, 1.2f);
        s->T[i] = au_uniform(&r, 0.25f, 2.0f);
    }
    return s;
}

static int vm_upload(void *p, app_vm *v)
{
    st *s = p;
    s->d_S = app_alloc(v, s->S, sizeof s->S);
    s->d_X = app_alloc(v, s->X, sizeof s->X);
    s->d_T = app_alloc(v, s->T, sizeof s->T);
    s->d_partial = app_alloc(v, NULL, OPTIONS * BLOCKS * sizeof(float));
    s->d_price = app_alloc(v, NULL, sizeof s->vm_price);
    return 0;
}

static int vm_run(void *p, app_vm *v)
{
    st *s = p;
    float r = RISKFREE, vol = VOLATILITY;
    int paths = PATHS, blocks = BLOCKS;
    void *a1[7], *a2[6];
    a1[0] = &s->d_partial;
    a1[1] = &s->d_S;
    a1[2] = &s->d_X;
    a1[3] = &s->d_T;
    a1[4] = &r;
    a1[5] = &vol;
    a1[6] = &paths;
    app_launch(v, "_Z15monteCarloPathsPfPKfS1_S1_ffi", BLOCKS, OPTIONS, 1, BLOCK, 1, 1, 0, a1);
    a2[0] = &s->d_price;
    a2[1] = &s->d_partial;
    a2[2] = &blocks;
    a2[3] = &s->d_T;
    a2[4] = &r;
    a2[5] = &paths;
    app_launch(v, "_Z15monteCarloPricePfPKfiS1_fi", OPTIONS, 1, 1, 32, 1, 1, 0, a2);
    return 0;
}

static int vm_download(void *p, app_vm *v)
{
    st *s = p;
    app_fetch(v, s->vm_price, s->d_price, sizeof s->vm_price);
    return 0;
}

static uint32_t hash_seed(uint32_t x)
{
    x += 1;
    x ^= x >> 16;
    x *= 0x85ebca6bu;
    x ^= x >> 13;
    x *= 0xc2b2ae35u;
    x ^= x >> 16;
    return x ? x : 1;
}

static float uniform_open(uint32_t *state)
{
    return ((float)(au_rand(state) >> 8) + 0.5f) * (1.0f / 16777216.0f);
}

/* __shfl_down_sync's tree: lane 0's sum */
static float warp_sum(float *a)
{
    int off, l;
    for (off = 16; off > 0; off /= 2)
        for (l = 0; l < 32 - off; l++)
            a[l] += a[l + off];
    return a[0];
}

static void price_option(st *s, int opt)
{
    float thread_sum[BLOCK], lanes[32], block_sum[BLOCKS];
    float T = s->T[opt], S = s->S[opt], X = s->X[opt];
    float drift = (RISKFREE - 0.5f * VOLATILITY * VOLATILITY) * T;
    float diffusion = VOLATILITY * sqrtf(T);
    int b, t, w, l;
    for (b = 0; b < BLOCKS; b++) {
        for (t = 0; t < BLOCK; t++) {
            int tid = b * BLOCK + t, pair;
            uint32_t state = hash_seed((uint32_t)(opt * THREADS + tid));
            float sum = 0;
            for (pair = tid; pair < PATHS / 2; pair += THREADS) {
                float u1 = uniform_open(&state), u2 = uniform_open(&state);
                float radius = sqrtf(-2.0f * logf(u1));
                float angle = TWO_PI * u2;
                sum += fmaxf(S * expf(drift + diffusion * radius * cosf(angle)) - X, 0.0f);
                sum += fmaxf(S * expf(drift + diffusion * radius * sinf(angle)) - X, 0.0f);
            }
            thread_sum[t] = sum;
        }
        for (w = 0; w < BLOCK / 32; w++)
            lanes[w] = warp_sum(thread_sum + w * 32);
        for (l = BLOCK / 32; l < 32; l++)
            lanes[l] = 0.0f;
        block_sum[b] = warp_sum(lanes);
    }
    for (l = 0; l < 32; l++)
        lanes[l] = 0.0f;
    for (l = 0; l < 32; l++)
        for (b = l; b < BLOCKS; b += 32)
            lanes[l] += block_sum[b];
    s->c_price[opt] = expf(-RISKFREE * T) * warp_sum(lanes) / (float)PATHS;
}

static void c_run(void *p, int part, int nparts)
{
    size_t b, e, i;
    au_slice(OPTIONS, part, nparts, &b, &e);
    for (i = b; i < e; i++)
        price_option(p, (int)i);
}

static int check(void *p, char *why, size_t cap)
{
    st *s = p;
    int i;
    for (i = 0; i < OPTIONS; i++) {
        float tol = ldexpf(s->S[i], -12);
        if (!(fabsf(s->vm_price[i] - s->c_price[i]) <= tol)) {
            snprintf(why, cap, "option %d: %.7g, the twin's %.7g (tolerance %.3g)", i,
                     s->vm_price[i], s->c_price[i], tol);
            return 1;
        }
    }
    return 0;
}

static void fini(void *p)
{
    free(p);
}

const bench_app app_montecarlo = {"montecarlo", "montecarlo.ptx", "32 options x 64K paths", init,
                                  vm_upload, vm_run, vm_download, c_run, check, fini};
