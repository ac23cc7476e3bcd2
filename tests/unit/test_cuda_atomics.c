/* Atomics from real CUDA code: tests/exec/cu/atomics.cu, compiled by nvcc
   (-O3 at sm_75 and sm_90, -G at sm_75) and clang (sm_80) into
   tests/exec/ptx/atomics.*.ptx. Every launch below runs with one worker and
   with four; every output word is compared with the C reference, except
   the words whose value depends on the order in which threads (or CTAs)
   reach an atomic: for those the order-independent property is checked
   (old values that form the right multiset, a final value that is one of
   the written ones, each warp's slice of a compaction in lane order). The
   words that do not depend on the order must also be identical between the
   worker counts. Words a kernel must not write keep their fill pattern. */
#include "../testlib.h"
#include "cuda_harness.h"
#include "exec_builds.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t u32;
typedef uint64_t u64;

#define AT_FILL 0xa5a5a5a5u
#define AT_KERNELS 10  /* distinct kernels in atomics.cu */

struct at_case {
    const char *kernel;
    u32 gx, gy, bx, by;
    int n;
    u32 nin, nout;                                   /* words */
    /* inputs and the initial out[] (pre-filled with AT_FILL) */
    void (*init)(const at_case *c, u32 *in, u32 *out);
    /* want[] holds the initial out[] on entry; care[w] = 0 for words that
       depend on the order of the atomics */
    void (*ref)(const at_case *c, const u32 *in, u32 *want, unsigned char *care);
    /* checks those words: the number of failures, the first in msg */
    unsigned (*check)(const at_case *c, const u32 *in, const u32 *init, const u32 *got,
                      char *msg, size_t len);
};

/* ---- helpers ---------------------------------------------------------- */

static u32 rng;
static u32 rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}
static float bf(u32 b) { float f; memcpy(&f, &b, 4); return f; }
static u32 fb(float f) { u32 b; memcpy(&b, &f, 4); return b; }
static double bd(u64 b) { double f; memcpy(&f, &b, 8); return f; }
static u64 db(double f) { u64 b; memcpy(&b, &f, 8); return b; }
static u64 get64(const u32 *w) { return (u64)w[1] << 32 | w[0]; }
static void put64(u32 *w, u64 v) { w[0] = (u32)v; w[1] = (u32)(v >> 32); }
static int cmp64(const void *a, const void *b)
{
    u64 x = *(const u64 *)a, y = *(const u64 *)b;
    return x < y ? -1 : x > y;
}
/* two multisets of n values are equal (both arrays get sorted) */
static int same_multiset(u64 *a, u64 *b, size_t n)
{
    qsort(a, n, sizeof *a, cmp64);
    qsort(b, n, sizeof *b, cmp64);
    return memcmp(a, b, n * sizeof *a) == 0;
}
static u32 inc_step(u32 old, u32 lim) { return old >= lim ? 0 : old + 1; }
static u32 dec_step(u32 old, u32 lim) { return old == 0 || old > lim ? lim : old - 1; }
static u32 imin(u32 a, u32 b) { return (int32_t)a < (int32_t)b ? a : b; }
static u32 imax(u32 a, u32 b) { return (int32_t)a > (int32_t)b ? a : b; }
static u64 lmin(u64 a, u64 b) { return (int64_t)a < (int64_t)b ? a : b; }
static u64 lmax(u64 a, u64 b) { return (int64_t)a > (int64_t)b ? a : b; }

#define FAIL(...)                                              \
    do {                                                       \
        if (bad++ == 0)                                        \
            snprintf(msg, len, __VA_ARGS__);                   \
    } while (0)

/* ---- matrix multiply: C = A * B with 16x16 tiles padded with zeros ---- */
static void init_matmul_int(const at_case *c, u32 *in, u32 *out)
{
    u32 i;
    (void)out;
    for (i = 0; i < 2u * (u32)(c->n * c->n); i++)
        in[i] = fb((float)((int)(rnd() % 17u) - 8));
}
static void init_matmul_fma(const at_case *c, u32 *in, u32 *out)
{
    u32 i;
    (void)out;
    /* full-width mantissas over a few binades: the sums round */
    for (i = 0; i < 2u * (u32)(c->n * c->n); i++)
        in[i] = fb(ldexpf((float)(int32_t)rnd() / 2147483648.0f, (int)(rnd() % 9u) - 4));
}
static void ref_matmul(const at_case *c, const u32 *in, u32 *want, int fma)
{
    int n = c->n, row, col, t, k;
    const u32 *A = in, *B = in + n * n;
    for (row = 0; row < n; row++)
        for (col = 0; col < n; col++) {
            float acc = 0.0f;
            for (t = 0; t < n; t += 16)
                for (k = 0; k < 16; k++) {
                    float a = t + k < n ? bf(A[row * n + t + k]) : 0.0f;
                    float b = t + k < n ? bf(B[(t + k) * n + col]) : 0.0f;
                    acc = fma ? fmaf(a, b, acc) : acc + a * b;
                }
            want[row * n + col] = fb(acc);
        }
}
static void ref_matmul_int(const at_case *c, const u32 *in, u32 *want, unsigned char *care)
{
    (void)care;
    ref_matmul(c, in, want, 0);
}
static void ref_matmul_fma(const at_case *c, const u32 *in, u32 *want, unsigned char *care)
{
    (void)care;
    ref_matmul(c, in, want, 1);
}

/* ---- histograms -------------------------------------------------------- */
/* heavy contention: 40% of the items in bin 7, 10% in bin 200 */
static void init_hist(const at_case *c, u32 *in, u32 *out)
{
    int i;
    for (i = 0; i < c->n; i++) {
        u32 r = rnd(), p = r % 10u;
        in[i] = p < 4 ? (r & ~255u) | 7u : p == 4 ? (r & ~255u) | 200u : rnd();
    }
    for (i = 0; i < 260; i++)
        out[i] = (u32)i * 3u;
}
static void ref_hist256(const at_case *c, const u32 *in, u32 *want, unsigned char *care)
{
    int i;
    (void)care;
    for (i = 0; i < c->n; i++)
        want[in[i] & 255u]++;
}
static void ref_hist_global(const at_case *c, const u32 *in, u32 *want, unsigned char *care)
{
    int i;
    (void)care;
    for (i = 0; i < c->n; i++) {
        want[in[i] & 255u]++;
        want[256 + (in[i] >> 30)] += in[i] >> 16;
    }
}
/* 60% of the items in bin 1 */
static void init_hist4(const at_case *c, u32 *in, u32 *out)
{
    int i;
    for (i = 0; i < c->n; i++) {
        u32 r = rnd();
        in[i] = r % 5u < 3u ? (r & 0x3fffffffu) | 0x40000000u : rnd();
    }
    for (i = 0; i < 8; i++)
        out[i] = 1000u * (u32)i;
}
static void ref_hist4(const at_case *c, const u32 *in, u32 *want, unsigned char *care)
{
    int i;
    (void)care;
    for (i = 0; i < c->n; i++) {
        want[in[i] >> 30]++;
        want[4 + (in[i] >> 30)] += in[i] & 0xffffu;
    }
}

/* ---- float and double adds with exact sums ----------------------------- */
#define FA_F0 7.25f     /* the float ticket's initial value  */
#define FA_D0 -3.5      /* the double ticket's initial value */
static void init_fadd(const at_case *c, u32 *in, u32 *out)
{
    int i;
    for (i = 0; i < c->n; i++)
        in[i] = rnd();
    for (i = 0; i < 13; i++)
        out[i] = fb(i == 8 ? FA_F0 : 0.25f * (float)i - 1.0f);
    for (i = 0; i < 7; i++)
        put64(out + 16 + 2 * i, db(i == 4 ? FA_D0 : 0.0625 * (double)i + 2.0));
}
static void ref_fadd(const at_case *c, const u32 *in, u32 *want, unsigned char *care)
{
    float f[13], sf[4];
    double d[7], sd[2];
    int i, k, b;
    for (k = 0; k < 13; k++)
        f[k] = bf(want[k]);
    for (k = 0; k < 7; k++)
        d[k] = bd(get64(want + 16 + 2 * k));
    for (b = 0; b < (int)c->gx; b++) {
        for (k = 0; k < 4; k++)
            sf[k] = 0.5f * (float)k;
        sd[0] = 0.0;
        sd[1] = -0.125;
        for (k = 0; k < (int)c->bx; k++) {
            u32 x;
            float fv;
            double dv;
            i = b * (int)c->bx + k;
            x = in[i];
            fv = (float)((int)(x % 65u) - 32) * 0.25f;
            dv = (double)((int)((x >> 8) % 2001u) - 1000) * (1.0 / 4096.0);
            f[i & 7] += fv;
            d[i & 3] += dv;
            sf[k & 3] += fv;
            sd[k & 1] += dv;
            f[8] += 1.0f;
            d[4] += 0.5;
        }
        for (k = 0; k < 4; k++)
            f[9 + k] += sf[k];
        d[5] += sd[0];
        d[6] += sd[1];
    }
    for (k = 0; k < 13; k++)
        want[k] = fb(f[k]);
    for (k = 0; k < 7; k++)
        put64(want + 16 + 2 * k, db(d[k]));
    memset(care + 32, 0, 3u * (u32)c->n);
}
/* every thread's old ticket values: init + step * k, each k once */
static unsigned check_fadd(const at_case *c, const u32 *in, const u32 *init, const u32 *got,
                           char *msg, size_t len)
{
    unsigned char *seen = calloc((size_t)c->n, 2);
    unsigned bad = 0;
    int i;
    (void)in;
    (void)init;
    for (i = 0; seen && i < c->n; i++) {
        float fo = bf(got[32 + 3 * i]), kf = fo - FA_F0;
        double dold = bd(get64(got + 33 + 3 * i)), kd = (dold - FA_D0) * 2.0;
        if (!(kf >= 0.0f && kf < (float)c->n && kf == floorf(kf)) || seen[(int)kf]++)
            FAIL("thread %d: float ticket %g is not 7.25 + a fresh k", i, (double)fo);
        if (!(kd >= 0.0 && kd < (double)c->n && kd == floor(kd)) || seen[c->n + (int)kd]++)
            FAIL("thread %d: double ticket %g is not -3.5 + a fresh k/2", i, dold);
    }
    free(seen);
    return bad;
}

/* ---- CAS loops ---------------------------------------------------------- */
static void init_cas(const at_case *c, u32 *in, u32 *out)
{
    int i;
    for (i = 0; i < c->n; i++)
        do
            in[i] = rnd();
        while (in[i] == 0);
    out[0] = fb(-1000.0f);
    out[1] = fb(-1e30f);
    for (i = 0; i < 5; i++)
        put64(out + 4 + 2 * i, 2u * (u64)i + 1u);
    put64(out + 16, db(-1e300));
}
static void ref_cas(const at_case *c, const u32 *in, u32 *want, unsigned char *care)
{
    float f0 = bf(want[0]), f1 = bf(want[1]);
    u64 p[5];
    double dm = bd(get64(want + 16));
    int i, k;
    (void)care;
    for (k = 0; k < 5; k++)
        p[k] = get64(want + 4 + 2 * k);
    for (i = 0; i < c->n; i++) {
        u32 x = in[i], y = in[(i + 1) % c->n];
        float fv = (float)(int32_t)x * (1.0f / 1048576.0f);
        u64 m = ((u64)x << 32 | y) | 1u;
        double dv = (double)(int32_t)x * (double)y;
        f0 = fv > f0 ? fv : f0;
        f1 = fv > f1 ? fv : f1;
        p[i & 3] *= m;
        p[4] *= m;
        dm = dv > dm ? dv : dm;
    }
    want[0] = fb(f0);
    want[1] = fb(f1);
    for (k = 0; k < 5; k++)
        put64(want + 4 + 2 * k, p[k]);
    put64(want + 16, db(dm));
}

/* ---- every integer atomic ------------------------------------------------ */
#define IO_PT 96
static const u32 io_init32[13] = {100, 5, 0x7fffff00u, 0x80000100u, 0xfffffff0u, 7,
                                  0xfffffffeu, 0x10u, 0x12345678u, 990, 5, 0xabcdu, 42};
static const u64 io_init64[9] = {1000, 0x7fffffff00000000ull, 0x8000000000000001ull,
                                 0xfffffffffffffff0ull, 3, ~1ull, 0x100ull,
                                 0x0123456789abcdefull, 0x5555ull};
static const u32 io_minit32[12] = {1, 2, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0,
                                   0xffffffffu, 0, 0x55aa55aau, 3, 4, 5};
static const u64 io_minit64[8] = {9, 0x7fffffffffffffffull, 0x8000000000000000ull, ~0ull, 0,
                                  ~0ull, 0, 0xa5a5a5a5a5a5a5a5ull};

static void init_intops(const at_case *c, u32 *in, u32 *out)
{
    static const u32 edges[] = {0, 1, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0x80000001u};
    int i;
    for (i = 0; i < c->n; i++)
        in[i] = i < 6 * 97 && i % 97 == 5 ? edges[i / 97] : rnd();
    memcpy(out, io_init32, sizeof io_init32);
    for (i = 0; i < 9; i++)
        put64(out + 32 + 2 * i, io_init64[i]);
    memcpy(out + 64, io_minit32, sizeof io_minit32);
    for (i = 0; i < 8; i++)
        put64(out + 76 + 2 * i, io_minit64[i]);
}

typedef struct io_vals {
    u32 x, y, andm, orm, ex;
    u64 X, andm64, orm64, ex64;
} io_vals;
static void io_values(const at_case *c, const u32 *in, int i, io_vals *v)
{
    v->x = in[i];
    v->y = in[(i * 7 + 3) % c->n];
    v->X = (u64)v->x << 32 | v->y;
    v->andm = v->x % 89u == 0 ? ~(1u << (v->y & 31u)) : ~0u;
    v->orm = v->x % 97u == 0 ? 1u << (v->y & 31u) : 0u;
    v->andm64 = v->y % 41u == 0 ? ~((u64)1 << (v->x & 63u)) : ~(u64)0;
    v->orm64 = v->y % 43u == 0 ? (u64)1 << (v->x & 63u) : 0;
    v->ex = v->x ^ 0x5bd1e995u;
    v->ex64 = v->X ^ 0x9e3779b97f4a7c15ull;
}

static void ref_intops(const at_case *c, const u32 *in, u32 *want, unsigned char *care)
{
    u32 g[13], m[12];
    u64 g64[9], m64[8];
    int i, b, k;
    memcpy(g, want, sizeof g);
    memcpy(m, want + 64, sizeof m);
    for (k = 0; k < 9; k++)
        g64[k] = get64(want + 32 + 2 * k);
    for (k = 0; k < 8; k++)
        m64[k] = get64(want + 76 + 2 * k);
    for (b = 0; b < (int)c->gx; b++) {
        u32 s[13] = {0, 0, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0, 0xffffffffu, 0, 0, 5, 3,
                     0, 0};
        u64 s64[8] = {0, 0x7fffffffffffffffull, 0x8000000000000000ull, ~(u64)0, 0, ~(u64)0,
                      0, 0};
        for (k = 0; k < (int)c->bx; k++) {
            io_vals v;
            i = b * (int)c->bx + k;
            io_values(c, in, i, &v);
            g[0] += v.x;
            g[1] -= v.y >> 4;
            g[2] = imin(g[2], v.x);
            g[3] = imax(g[3], v.y);
            g[4] = g[4] < (v.x ^ v.y) ? g[4] : v.x ^ v.y;
            g[5] = g[5] > v.x + v.y ? g[5] : v.x + v.y;
            g[6] &= v.andm;
            g[7] |= v.orm;
            g[8] ^= v.x * 3u;
            g[9] = inc_step(g[9], 1000);
            g[10] = dec_step(g[10], 77);
            g[12] += v.x >> 8;
            g64[0] += v.X;
            g64[1] = lmin(g64[1], v.X);
            g64[2] = lmax(g64[2], v.X ^ (u64)v.y << 7);
            g64[3] = g64[3] < v.X * 3u ? g64[3] : v.X * 3u;
            g64[4] = g64[4] > v.X + 12345u ? g64[4] : v.X + 12345u;
            g64[5] &= v.andm64;
            g64[6] |= v.orm64;
            g64[7] ^= v.X;
            s[0] += v.x;
            s[1] -= v.y >> 4;
            s[2] = imin(s[2], v.x);
            s[3] = imax(s[3], v.y);
            s[4] = s[4] < (v.x ^ v.y) ? s[4] : v.x ^ v.y;
            s[5] = s[5] > v.x + v.y ? s[5] : v.x + v.y;
            s[6] &= v.andm;
            s[7] |= v.orm;
            s[8] ^= v.x * 3u;
            s[9] = inc_step(s[9], 100);
            s[10] = dec_step(s[10], 50);
            s[12] += 1;
            s64[0] += v.X;
            s64[1] = lmin(s64[1], v.X);
            s64[2] = lmax(s64[2], v.X ^ (u64)v.y << 7);
            s64[3] = s64[3] < v.X * 3u ? s64[3] : v.X * 3u;
            s64[4] = s64[4] > v.X + 12345u ? s64[4] : v.X + 12345u;
            s64[5] &= v.andm64;
            s64[6] |= v.orm64;
            s64[7] ^= v.X;
        }
        m[0] += s[0];
        m[1] += s[1];
        m[2] = imin(m[2], s[2]);
        m[3] = imax(m[3], s[3]);
        m[4] = m[4] < s[4] ? m[4] : s[4];
        m[5] = m[5] > s[5] ? m[5] : s[5];
        m[6] &= s[6];
        m[7] |= s[7];
        m[8] ^= s[8];
        m[9] += s[9];
        m[10] += s[10];
        m[11] += s[12];
        m64[0] += s64[0];
        m64[1] = lmin(m64[1], s64[1]);
        m64[2] = lmax(m64[2], s64[2]);
        m64[3] = m64[3] < s64[3] ? m64[3] : s64[3];
        m64[4] = m64[4] > s64[4] ? m64[4] : s64[4];
        m64[5] &= s64[5];
        m64[6] |= s64[6];
        m64[7] ^= s64[7];
    }
    memcpy(want, g, sizeof g);
    memcpy(want + 64, m, sizeof m);
    for (k = 0; k < 9; k++)
        put64(want + 32 + 2 * k, g64[k]);
    for (k = 0; k < 8; k++)
        put64(want + 76 + 2 * k, m64[k]);
    /* exchanges: the final values; per-thread old values; per-CTA finals */
    care[11] = 0;
    care[32 + 16] = care[32 + 17] = 0;
    memset(care + IO_PT, 0, 8u * (u32)c->n + 3u * c->gx);
}

/* olds: the values inc/dec (from init, limit lim) give back over cnt steps */
static int io_steps_ok(const u32 *got, u32 stride, u32 cnt, u32 init, u32 lim, int dec)
{
    u64 *a = malloc(cnt * sizeof *a), *b = malloc(cnt * sizeof *b);
    u32 k, v = init;
    int ok = a && b;
    for (k = 0; ok && k < cnt; k++) {
        a[k] = got[(size_t)k * stride];
        b[k] = v;
        v = dec ? dec_step(v, lim) : inc_step(v, lim);
    }
    ok = ok && same_multiset(a, b, cnt);
    free(a);
    free(b);
    return ok;
}

static unsigned check_intops(const at_case *c, const u32 *in, const u32 *init, const u32 *got,
                             char *msg, size_t len)
{
    u32 N = (u32)c->n, G = c->gx, T = c->bx, b, k;
    const u32 *pt = got + IO_PT, *fin = got + IO_PT + 8 * N;
    u64 *a = malloc((N + 1) * sizeof *a), *w = malloc((N + 1) * sizeof *w);
    unsigned bad = 0;
    if (!a || !w) {
        free(a);
        free(w);
        FAIL("out of memory");
        return bad;
    }
    if (!io_steps_ok(pt + 0, 8, N, io_init32[9], 1000, 0))
        FAIL("global atomicInc: the old values are not the sequence from %u", io_init32[9]);
    if (!io_steps_ok(pt + 1, 8, N, io_init32[10], 77, 1))
        FAIL("global atomicDec: the old values are not the sequence from %u", io_init32[10]);
    /* exch: the old values and the final one are the initial value and
       the written ones, each once */
    for (k = 0; k < N; k++) {
        io_vals v;
        io_values(c, in, (int)k, &v);
        a[k] = pt[8 * k + 2];
        w[k] = v.ex;
    }
    a[N] = got[11];
    w[N] = init[11];
    if (!same_multiset(a, w, N + 1))
        FAIL("global atomicExch (32): old values + final 0x%x are not a permutation of the "
             "written values", got[11]);
    for (k = 0; k < N; k++) {
        io_vals v;
        io_values(c, in, (int)k, &v);
        a[k] = get64(pt + 8 * k + 6);
        w[k] = v.ex64;
    }
    a[N] = get64(got + 48);
    w[N] = get64(init + 48);
    if (!same_multiset(a, w, N + 1))
        FAIL("global atomicExch (64): old values + final are not a permutation");
    for (b = 0; b < G; b++) {
        const u32 *p = pt + 8 * b * T;
        u64 f64 = get64(fin + 3 * b + 1);
        int found = 0;
        if (!io_steps_ok(p + 3, 8, T, 5, 100, 0))
            FAIL("CTA %u: shared atomicInc: old values not the sequence from 5", b);
        if (!io_steps_ok(p + 4, 8, T, 3, 50, 1))
            FAIL("CTA %u: shared atomicDec: old values not the sequence from 3", b);
        for (k = 0; k < T; k++) {
            io_vals v;
            io_values(c, in, (int)(b * T + k), &v);
            a[k] = p[8 * k + 5];
            w[k] = v.ex;
            found |= v.ex64 == f64;
        }
        a[T] = fin[3 * b];
        w[T] = 0xdead0000u + b;
        if (!same_multiset(a, w, T + 1))
            FAIL("CTA %u: shared atomicExch (32): old values + final 0x%x not a permutation",
                 b, fin[3 * b]);
        if (!found)
            FAIL("CTA %u: shared atomicExch (64): final 0x%llx was not written", b,
                 (unsigned long long)f64);
    }
    free(a);
    free(w);
    return bad;
}

/* ---- last-block reduction ------------------------------------------------ */
static void init_last(const at_case *c, u32 *in, u32 *out)
{
    int i;
    for (i = 0; i < c->n; i++)
        in[i] = fb(ldexpf((float)(int32_t)rnd() / 2147483648.0f, (int)(rnd() % 7u) - 3));
    out[0] = 0;
    out[2] = 0;
}
static void tree(float *sm, u32 nt)
{
    u32 k, t;
    for (k = nt / 2; k > 0; k >>= 1)
        for (t = 0; t < k; t++)
            sm[t] += sm[t + k];
}
static void ref_last(const at_case *c, const u32 *in, u32 *want, unsigned char *care)
{
    float sm[128];
    u32 G = c->gx, T = c->bx, b, t, j;
    int i;
    (void)care;
    for (b = 0; b < G; b++) {
        for (t = 0; t < T; t++) {
            float s = 0.0f;
            for (i = (int)(b * T + t); i < c->n; i += (int)(T * G))
                s += bf(in[i]);
            sm[t] = s;
        }
        tree(sm, T);
        want[4 + b] = fb(sm[0]);
    }
    for (t = 0; t < T; t++) {
        float s = 0.0f;
        for (j = t; j < G; j += T)
            s += bf(want[4 + j]);
        sm[t] = s;
    }
    tree(sm, T);
    want[0] = 0;
    want[1] = fb(sm[0]);
    want[2] = 1;
}

/* ---- stream compaction ----------------------------------------------------- */
/* distinct values (a bijection of the index), a third of them kept */
static u32 cp_value(u32 i)
{
    u32 x = i * 0x9e3779b1u + 0x7f4a7c15u;
    x ^= x >> 16;
    return x * 0x85ebca6bu;
}
static void init_compact(const at_case *c, u32 *in, u32 *out)
{
    int i;
    for (i = 0; i < c->n; i++)
        in[i] = cp_value((u32)i);
    out[0] = out[1] = 0;
}
static void ref_compact(const at_case *c, const u32 *in, u32 *want, unsigned char *care)
{
    u32 cnt = 0;
    int i;
    for (i = 0; i < c->n; i++)
        cnt += in[i] % 3u == 0;
    want[0] = want[1] = cnt;
    memset(care + 2, 0, cnt);
    memset(care + 2 + c->n, 0, cnt);
}
/* (value << 32 | index) of the kept items, sorted */
static long cp_index(const u64 *pairs, u32 cnt, u32 v)
{
    u32 lo = 0, hi = cnt;
    while (lo < hi) {
        u32 mid = (lo + hi) / 2;
        u32 mv = (u32)(pairs[mid] >> 32);
        if (mv == v)
            return (long)(u32)pairs[mid];
        if (mv < v)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}
static unsigned check_compact(const at_case *c, const u32 *in, const u32 *init, const u32 *got,
                              char *msg, size_t len)
{
    u32 N = (u32)c->n, cnt = 0, i, r;
    u64 *pairs = malloc(N * sizeof *pairs);
    long *pos = malloc(N * sizeof *pos);
    unsigned bad = 0;
    (void)init;
    if (!pairs || !pos) {
        free(pairs);
        free(pos);
        FAIL("out of memory");
        return bad;
    }
    for (i = 0; i < N; i++)
        if (in[i] % 3u == 0)
            pairs[cnt++] = (u64)in[i] << 32 | i;
    qsort(pairs, cnt, sizeof *pairs, cmp64);
    if (got[0] != cnt || got[1] != cnt) {
        FAIL("counts %u %u, want %u", got[0], got[1], cnt);
        free(pairs);
        free(pos);
        return bad;
    }
    /* each region holds every kept item once; in the warp-aggregated
       region each warp's items follow each other in lane order */
    for (r = 0; r < 2; r++) {
        const u32 *reg = got + 2 + r * N;
        long prev;
        for (i = 0; i < N; i++)
            pos[i] = -1;
        for (i = 0; i < cnt; i++) {
            long ix = cp_index(pairs, cnt, reg[i]);
            if (ix < 0 || pos[ix] >= 0) {
                FAIL("region %u word %u: 0x%08x is not a fresh kept value", r, i, reg[i]);
                break;
            }
            pos[ix] = (long)i;
        }
        for (i = 0, prev = -1; r == 0 && i < N; i++) {
            if (i % 32u == 0)
                prev = -1;
            if (pos[i] < 0)
                continue;
            if (prev >= 0 && pos[i] != pos[prev] + 1)
                FAIL("item %u at %ld, not right after item %ld of its warp at %ld", i, pos[i],
                     prev, pos[prev]);
            prev = (long)i;
        }
    }
    free(pairs);
    free(pos);
    return bad;
}

/* ---- the launches -------------------------------------------------------- */
#define MM(name, n, init, ref)                                                          \
    {name, ((n) + 15) / 16, ((n) + 15) / 16, 16, 16, (n), 2 * (n) * (n), (n) * (n) + 16, \
     init, ref, NULL}
static const at_case AT[] = {   /* cuda_harness.h: at_case_at */
    MM("matmul_int", 16, init_matmul_int, ref_matmul_int),
    MM("matmul_int", 100, init_matmul_int, ref_matmul_int),
    MM("matmul_fma", 45, init_matmul_fma, ref_matmul_fma),
    MM("matmul_fma", 70, init_matmul_fma, ref_matmul_fma),
    {"hist256", 64, 1, 128, 1, 64 * 128 * 3 + 57, 64 * 128 * 3 + 57, 264, init_hist,
     ref_hist256, NULL},
    {"hist4", 64, 1, 80, 1, 64 * 80 * 2 + 13, 64 * 80 * 2 + 13, 12, init_hist4, ref_hist4,
     NULL},
    {"hist_global", 64, 1, 128, 1, 20000, 20000, 264, init_hist, ref_hist_global, NULL},
    {"float_add", 20, 1, 100, 1, 2000, 2000, 32 + 3 * 2000, init_fadd, ref_fadd, check_fadd},
    {"cas_loops", 64, 1, 64, 1, 4096, 4096, 20, init_cas, ref_cas, NULL},
    {"int_ops", 64, 1, 64, 1, 4096, 4096, IO_PT + 8 * 4096 + 3 * 64 + 4, init_intops,
     ref_intops, check_intops},
    {"last_block", 100, 1, 128, 1, 100 * 128 * 3 + 77, 100 * 128 * 3 + 77, 4 + 100 + 4,
     init_last, ref_last, NULL},
    {"compact", 80, 1, 128, 1, 80 * 128 - 50, 80 * 128 - 50, 2 + 2 * (80 * 128 - 50) + 4,
     init_compact, ref_compact, check_compact},
};
#define AT_COUNT (sizeof AT / sizeof AT[0])
const unsigned at_ncases = AT_COUNT;
const at_case *at_case_at(unsigned i) { return &AT[i]; }
#define AT_MAXIN (100 * 128 * 3 + 77)   /* the largest input, in words */
#define AT_MAXOUT (IO_PT + 8 * 4096 + 3 * 64 + 4)   /* and output */

void at_case_shape(const at_case *c, at_shape *s)
{
    s->kernel = c->kernel;
    s->gx = c->gx; s->gy = c->gy; s->bx = c->bx; s->by = c->by;
    s->n = c->n;
    s->nin = c->nin; s->nout = c->nout;
}

void at_case_prepare(const at_case *c, u32 *in, u32 *init)
{
    u32 j;
    rng = 0x2545f491u ^ (u32)c->n;
    for (j = 0; j < c->nout; j++)
        init[j] = AT_FILL;
    c->init(c, in, init);
}

void at_case_care(const at_case *c, const u32 *in, const u32 *init, unsigned char *care)
{
    u32 *want = malloc((size_t)c->nout * 4);
    memset(care, 1, c->nout);
    if (want) {
        memcpy(want, init, (size_t)c->nout * 4);
        c->ref(c, in, want, care);
    }
    free(want);
}

static unsigned at_words, at_launches;

/* Runs case c; got[] receives its output. */
static void at_run(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const at_case *c, const char *file,
                   unsigned workers, ptxvm_addr din, ptxvm_addr dout, u32 *in, u32 *init,
                   u32 *got, u32 *want, unsigned char *care)
{
    void *args[3];
    int n = c->n;
    u32 j, bad = 0;
    ptxvm_kernel *k = NULL;
    ptxvm_launch L;
    ptxvm_result r = ptxvm_module_get_kernel(m, c->kernel, &k);
    T_CHECK(t, r == PTXVM_OK, "%s %s: %s: %s", file, c->kernel, ptxvm_result_name(r),
            ptxvm_error_message(vm));
    if (r != PTXVM_OK)
        return;
    at_case_prepare(c, in, init);
    ptxvm_memcpy_htod(vm, din, in, (size_t)c->nin * 4);
    ptxvm_memcpy_htod(vm, dout, init, (size_t)c->nout * 4);
    args[0] = &din;
    args[1] = &dout;
    args[2] = &n;
    memset(&L, 0, sizeof L);
    L.grid.x = c->gx;
    L.grid.y = c->gy;
    L.grid.z = 1;
    L.block.x = c->bx;
    L.block.y = c->by;
    L.block.z = 1;
    L.args = args;
    r = ptxvm_launch_kernel(k, &L, NULL);
    T_CHECK(t, r == PTXVM_OK, "%s %s n=%d (workers: %u): launch: %s: %s", file, c->kernel, n,
            workers, ptxvm_result_name(r), ptxvm_error_message(vm));
    if (r != PTXVM_OK)
        return;
    ptxvm_memcpy_dtoh(vm, got, dout, (size_t)c->nout * 4);
    memcpy(want, init, (size_t)c->nout * 4);
    memset(care, 1, c->nout);
    c->ref(c, in, want, care);
    for (j = 0; j < c->nout; j++) {
        if (!care[j])
            continue;
        at_words++;
        if (got[j] != want[j] && bad++ < 8)
            T_CHECK(t, 0, "%s %s n=%d (workers: %u): word %u = 0x%08x, want 0x%08x", file,
                    c->kernel, n, workers, j, got[j], want[j]);
    }
    if (c->check) {
        char msg[256] = "";
        unsigned nb = c->check(c, in, init, got, msg, sizeof msg);
        T_CHECK(t, nb == 0, "%s %s n=%d (workers: %u): %u order-independent checks failed: %s",
                file, c->kernel, n, workers, nb, msg);
        for (j = 0; j < c->nout; j++)
            at_words += !care[j];
    }
    at_launches++;
}

/* Outputs of the 1-worker run, to compare the 4-worker run with. */
static u32 *at_first[AT_COUNT];

static void at_file(pv_test *t, const char *path, const char *base, unsigned workers)
{
    static u32 in[AT_MAXIN], init[AT_MAXOUT], got[AT_MAXOUT], want[AT_MAXOUT];
    static unsigned char care[AT_MAXOUT];
    test_alloc A;
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_addr din = 0, dout = 0;
    ptxvm_result r;
    size_t len;
    unsigned ci;
    char *text = test_read_file(path, &len);
    T_CHECK(t, text != NULL, "read %s", path);
    if (!text)
        return;
    test_config(&cfg, &A);
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: create", base);
        free(text);
        return;
    }
    r = ptxvm_module_load(vm, text, len, base, &m);
    free(text);
    T_CHECK(t, r == PTXVM_OK, "%s: %s: %s", base, ptxvm_result_name(r), ptxvm_error_message(vm));
    T_CHECK(t, r != PTXVM_OK || ptxvm_module_kernel_count(m) == AT_KERNELS,
            "%s: %u kernels, want %u", base, (unsigned)ptxvm_module_kernel_count(m),
            (unsigned)AT_KERNELS);
    if (r == PTXVM_OK && (ptxvm_mem_alloc(vm, sizeof in, &din) != PTXVM_OK ||
                          ptxvm_mem_alloc(vm, sizeof got, &dout) != PTXVM_OK)) {
        T_CHECK(t, 0, "%s: device memory", base);
        r = PTXVM_E_NO_MEMORY;
    }
    for (ci = 0; r == PTXVM_OK && ci < AT_COUNT; ci++) {
        const at_case *c = &AT[ci];
        size_t bytes = (size_t)c->nout * 4;
        u32 j, diff = 0;
        memset(got, 0, bytes);
        at_run(t, vm, m, c, base, workers, din, dout, in, init, got, want, care);
        if (workers == 1) {
            free(at_first[ci]);
            at_first[ci] = malloc(bytes);
            if (at_first[ci])
                memcpy(at_first[ci], got, bytes);
            continue;
        }
        if (!at_first[ci])
            continue;              /* the 1-worker run was filtered out */
        for (j = 0; j < c->nout; j++)
            diff += care[j] && got[j] != at_first[ci][j];
        T_CHECK(t, diff == 0,
                "%s %s n=%d: %u words differ between 1 and %u workers", base, c->kernel, c->n,
                diff, workers);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, A.live == 0, "%s: %ld bytes leaked", base, A.live);
}

void unit_cuda_atomics(pv_test *t)
{
    static const unsigned workers[2] = {1, 4};
    char **files;
    int nf, f, nat = 0;
    unsigned w, ci;
    files = eb_builds("atomics", &nf);
    for (f = 0; f < nf; f++) {
        const char *base = eb_base(files[f]);
        nat++;
        for (w = 0; w < 2; w++) {
            if (!test_begin(t, "cuda_atomics %s (%u worker%s)", base, workers[w],
                            workers[w] > 1 ? "s" : ""))
                continue;
            at_file(t, files[f], base, workers[w]);
            test_end(t);
        }
        for (ci = 0; ci < AT_COUNT; ci++) {
            free(at_first[ci]);
            at_first[ci] = NULL;
        }
    }
    test_free_list(files, nf);
    if (test_begin(t, "cuda_atomics: files")) {
        T_CHECK(t, nat > 0, "no %s/atomics.*.ptx", EB_PTX_DIR);
        test_end(t);
    }
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("cuda_atomics: %u launches, %u words compared\n", at_launches, at_words);
}
