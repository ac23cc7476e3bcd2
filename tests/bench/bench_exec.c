/* Execution benchmark: kernels from tests/bench/kernels/bench_kernels.cu
   (nvcc's PTX committed beside it) run by ptxvm, against the same
   algorithm in C compiled with the same flags, both on one core. For each
   kernel: thread-instructions per second and the ratio ptxvm / native
   time (lower is better; 1.0 = native speed). Results are checked
   against the C version, so a fast wrong answer does not count. The
   `barrier` line is bar.sync's cost per warp and barrier; `workers` the
   speed-up of every core over one, beside what as many independent
   one-worker VMs get from the machine at the same time (its capacity
   for this code right then) and the C twins split over threads.

     build/bench/bench_exec [kernel-name ...]              */
#include "ptxvm.h"
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* ---- the C twins ------------------------------------------------------ */

static void c_saxpy(int n, float a, const float *x, float *y)
{
    int i;
    for (i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

static void c_mandelbrot_rows(int w, int h, int maxit, int *out, int y0, int y1)
{
    int px, py;
    for (py = y0; py < y1; py++)
        for (px = 0; px < w; px++) {
            float cr = -2.0f + 3.0f * (float)px / (float)w;
            float ci = -1.5f + 3.0f * (float)py / (float)h;
            float zr = 0.0f, zi = 0.0f;
            int it = 0;
            /* nvcc contracts 2*zr*zi + ci into one fma: so does the twin */
            while (it < maxit && zr * zr + zi * zi <= 4.0f) {
                float t = zr * zr - zi * zi + cr;
                zi = fmaf(2.0f * zr, zi, ci);
                zr = t;
                it++;
            }
            out[py * w + px] = it;
        }
}

static void c_mandelbrot(int w, int h, int maxit, int *out)
{
    c_mandelbrot_rows(w, h, maxit, out, 0, h);
}

static void c_intloop_range(int lo, int hi, int rounds, unsigned *out)
{
    int i, r;
    for (i = lo; i < hi; i++) {
        unsigned x = 2463534242u ^ (unsigned)i, s = 0;
        for (r = 0; r < rounds; r++) {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            s += x * 2654435761u;
        }
        out[i] = s;
    }
}

static void c_intloop(int n, int rounds, unsigned *out)
{
    c_intloop_range(0, n, rounds, out);
}

static void c_poly(int n, int reps, const float *x, float *y)
{
    int i, r, k;
    for (i = 0; i < n; i++) {
        float v = x[i], acc = 0.0f;
        for (r = 0; r < reps; r++) {
            float p = 0.0f;
            for (k = 15; k >= 0; k--)
                p = fmaf(p, v, (float)(k + 1) * 0.0625f);
            acc += p;
            v = fmaf(v, 0.999f, 0.0001f);
        }
        y[i] = acc;
    }
}

static unsigned rotr(unsigned x, int n)
{
    return (x >> n) | (x << (32 - n));
}

static void c_sha256(int n, int rounds, unsigned *out)
{
    static const unsigned K[64] = {
        0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
        0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u,
        0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
        0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u,
        0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u,
        0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
        0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
        0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u};
    int t, r, i;
    for (t = 0; t < n; t++) {
        unsigned h[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                         0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};
        for (r = 0; r < rounds; r++) {
            unsigned w[64], a, b, c, d, e, f, g, hh;
            for (i = 0; i < 16; i++)
                w[i] = (unsigned)t * 0x9e3779b9u + (unsigned)i + h[i & 7];
            for (i = 16; i < 64; i++) {
                unsigned s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
                unsigned s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
                w[i] = w[i - 16] + s0 + w[i - 7] + s1;
            }
            a = h[0]; b = h[1]; c = h[2]; d = h[3]; e = h[4]; f = h[5]; g = h[6]; hh = h[7];
            for (i = 0; i < 64; i++) {
                unsigned S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
                unsigned ch = (e & f) ^ (~e & g);
                unsigned t1 = hh + S1 + ch + K[i] + w[i];
                unsigned S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
                unsigned mj = (a & b) ^ (a & c) ^ (b & c);
                unsigned t2 = S0 + mj;
                hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
            }
            h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
        }
        for (i = 0; i < 8; i++)
            out[t * 8 + i] = h[i];
    }
}

/* ---- harness ------------------------------------------------------------ */

typedef struct bench {
    ptxvm_vm *vm;
    ptxvm_module *mod;
} bench;

static ptxvm_addr dev(bench *b, const void *host, size_t n)
{
    ptxvm_addr a = 0;
    if (ptxvm_mem_alloc(b->vm, n, &a) != PTXVM_OK ||
        (host && ptxvm_memcpy_htod(b->vm, a, host, n) != PTXVM_OK)) {
        fprintf(stderr, "%s\n", ptxvm_error_message(b->vm));
        exit(1);
    }
    return a;
}

/* Timed repetitions per side: the best one counts, which filters out a
   busy machine's noise. */
#define REPS 9

/* Launch, timing the best of `reps` runs; returns seconds, or -1 when
   the kernel cannot run in this version. */
static double run(bench *b, const char *name, ptxvm_dim3 grid, ptxvm_dim3 block,
                  void **args, int reps, ptxvm_stats *st)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    double best = 1e30;
    int i;
    if (ptxvm_module_get_kernel(b->mod, name, &k) != PTXVM_OK) {
        printf("%-11s not run: %s\n", name, ptxvm_error_message(b->vm));
        return -1;
    }
    memset(&l, 0, sizeof l);
    l.grid = grid;
    l.block = block;
    l.args = args;
    for (i = 0; i < reps; i++) {
        double t0 = now(), dt;
        if (ptxvm_launch_kernel(k, &l, st) != PTXVM_OK) {
            printf("%-11s failed: %s\n", name, ptxvm_error_message(b->vm));
            return -1;
        }
        dt = now() - t0;
        if (dt < best)
            best = dt;
    }
    return best;
}

/* The median of 15 values (sorting them). */
static double median15(double *r)
{
    double tmp;
    int i, j;
    for (i = 1; i < 15; i++)                /* insertion sort */
        for (j = i; j > 0 && r[j - 1] > r[j]; j--) {
            tmp = r[j];
            r[j] = r[j - 1];
            r[j - 1] = tmp;
        }
    return r[7];
}

/* Run fn on items[0..n) (each `size` bytes), items 1.. on new host
   threads and item 0 on the caller; returns when all are done. */
static void on_threads(void *(*fn)(void *), void *items, size_t size, uint32_t n)
{
    pthread_t t[16];
    uint32_t i, made = 0;
    char *it = (char *)items;
    if (n > 16)
        n = 16;
    for (i = 1; i < n; i++)
        if (pthread_create(&t[i], NULL, fn, it + i * size) == 0)
            made |= 1u << i;
        else
            fn(it + i * size);
    fn(it);
    for (i = 1; i < n; i++)
        if (made & (1u << i))
            pthread_join(t[i], NULL);
}

/* Mean time of `launches` launches back to back; -1 when one fails. */
static double run_mean(bench *b, const char *name, ptxvm_dim3 grid, ptxvm_dim3 block,
                       void **args, int launches)
{
    double t0 = now(), t;
    int i;
    for (i = 0; i < launches; i++) {
        t = run(b, name, grid, block, args, 1, NULL);
        if (t < 0)
            return -1;
    }
    return (now() - t0) / launches;
}

/* The same launches on n one-worker VMs at once, each on its own host
   thread: what the machine gives this very code on n cores right now. */
typedef struct solo_run {
    bench *b;
    const char *name;
    ptxvm_dim3 grid, block;
    void **args;
    int launches;
    double t;
} solo_run;
static void *solo_main(void *p)
{
    solo_run *s = (solo_run *)p;
    s->t = run_mean(s->b, s->name, s->grid, s->block, s->args, s->launches);
    return NULL;
}
static double run_solos(bench *solo, uint32_t n, const char *name, ptxvm_dim3 grid,
                        ptxvm_dim3 block, void ***args, int launches)
{
    solo_run s[16];
    uint32_t i;
    double t0 = now();
    for (i = 0; i < n; i++) {
        s[i].b = &solo[i];
        s[i].name = name;
        s[i].grid = grid;
        s[i].block = block;
        s[i].args = args[i];
        s[i].launches = launches;
    }
    on_threads(solo_main, s, sizeof s[0], n);
    for (i = 0; i < n; i++)
        if (s[i].t < 0)
            return -1;
    return (now() - t0) / launches;
}


/* Speed-up of bn (every core) over solo[0] (one worker). Three things
   run in alternation, `launches` of each per round: one worker; every
   core; and ncpu one-worker VMs at once on their own host threads, each
   doing the whole grid. The last says what the machine gives on ncpu
   cores at that moment: on a virtual machine two cores may share one
   physical core for seconds, which an interpreter (busy units, many
   indirect branches) feels far more than the latency-bound C twins.
   The speed-up is the best time's over the best time's; the launch's
   efficiency is its speed-up over that capacity. */
static int speedup(bench *solo, bench *bn, const char *name, const char *label,
                   ptxvm_dim3 grid, ptxvm_dim3 block, void ***asolo, void **an,
                   uint32_t ncpu, int launches)
{
    double r[15], c[15], best1 = 1e30, bestn = 1e30, besta = 1e30, t1, tn, ta, mr, mc;
    int i;
    for (i = 0; i < 15; i++) {
        t1 = run_mean(&solo[0], name, grid, block, asolo[0], launches);
        tn = run_mean(bn, name, grid, block, an, launches);
        ta = run_solos(solo, ncpu, name, grid, block, asolo, launches);
        if (t1 <= 0 || tn <= 0 || ta <= 0)
            return -1;
        best1 = t1 < best1 ? t1 : best1;
        bestn = tn < bestn ? tn : bestn;
        besta = ta < besta ? ta : besta;
        r[i] = t1 / tn;
        c[i] = ncpu * t1 / ta;
    }
    mr = median15(r);                       /* sorts r */
    mc = median15(c);
    printf("workers     %s: 1 worker %.3f ms, %u workers %.3f ms: speed-up %.2f (best of "
           "15 alternating rounds; the rounds' median %.2f, %.2f-%.2f)\n", label,
           best1 * 1e3, ncpu, bestn * 1e3, best1 / bestn, mr, r[0], r[14]);
    printf("workers       meanwhile %u one-worker VMs at once did %.2fx the work of one "
           "(median %.2f): the launch reached %.0f%% of that\n", ncpu,
           ncpu * best1 / besta, mc, 100.0 * (best1 / bestn) / (ncpu * best1 / besta));
    return 0;
}

static void report(const char *name, double t_vm, double t_c,
                   const ptxvm_stats *st, int ok)
{
    if (t_vm < 0)
        return;
    printf("%-11s %8.2f ms  native %8.2f ms  ratio %6.2f  %7.2f G thread-insn/s%s\n",
           name, t_vm * 1e3, t_c * 1e3, t_vm / t_c,
           st->thread_instructions / t_vm * 1e-9, ok ? "" : "  WRONG RESULT");
}

static double time_c(void (*fn)(void *), void *ctx, int reps)
{
    double best = 1e30;
    int i;
    for (i = 0; i < reps; i++) {
        double t0 = now(), dt;
        fn(ctx);
        dt = now() - t0;
        if (dt < best)
            best = dt;
    }
    return best;
}

typedef struct args_saxpy { int n; float a; const float *x; float *y; } args_saxpy;
static void call_saxpy(void *p) { args_saxpy *a = (args_saxpy *)p; c_saxpy(a->n, a->a, a->x, a->y); }
typedef struct args_mb { int w, h, maxit; int *out; } args_mb;
static void call_mb(void *p) { args_mb *a = (args_mb *)p; c_mandelbrot(a->w, a->h, a->maxit, a->out); }
typedef struct args_il { int n, rounds; unsigned *out; } args_il;
static void call_il(void *p) { args_il *a = (args_il *)p; c_intloop(a->n, a->rounds, a->out); }
static void call_sha(void *p) { args_il *a = (args_il *)p; c_sha256(a->n, a->rounds, a->out); }
static unsigned c_fib(unsigned n)
{
    return n < 2 ? n : c_fib(n - 1) + c_fib(n - 2);
}

typedef struct args_fib { int n; unsigned base; unsigned *out; } args_fib;
static void call_fib(void *p)
{
    args_fib *a = (args_fib *)p;
    int t;
    for (t = 0; t < a->n; t++)
        a->out[t] = c_fib(a->base + (unsigned)(t & 3));
}
/* c = a * b, the same k order of sums as the kernel (tiles of 16 keep
   k increasing), so results are bit-identical */
static void c_matmul(int n, const float *a, const float *b, float *c)
{
    int i, j, k;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            float acc = 0.0f;
            for (k = 0; k < n; k++)
                acc += a[i * n + k] * b[k * n + j];
            c[i * n + j] = acc;
        }
}
typedef struct args_mm { int n; const float *a, *b; float *c; } args_mm;
static void call_mm(void *p)
{
    args_mm *m = (args_mm *)p;
    c_matmul(m->n, m->a, m->b, m->c);
}

static void c_histogram(int n, const unsigned char *data, unsigned *bins)
{
    int i;
    memset(bins, 0, 256 * sizeof *bins);
    for (i = 0; i < n; i++)
        bins[data[i]]++;
}
/* The inputs of matmul and histogram, shared by their ratio and
   workers lines */
static void mm_inputs(int n, float *a, float *b)
{
    int i;
    for (i = 0; i < n * n; i++) {
        a[i] = (float)((i * 7) % 13) * 0.25f - 1.0f;
        b[i] = (float)((i * 5) % 11) * 0.5f - 2.0f;
    }
}
static void hist_input(int n, unsigned char *data)
{
    unsigned x = 12345;
    int i;
    for (i = 0; i < n; i++) {           /* skewed: most bytes fall in few bins */
        x = x * 1103515245u + 12345u;
        data[i] = (unsigned char)((x >> 16) % 7 == 0 ? (x >> 8) & 255 : (x >> 24) & 7);
    }
}
typedef struct args_hist { int n; const unsigned char *data; unsigned *bins; } args_hist;
static void call_hist(void *p)
{
    args_hist *h = (args_hist *)p;
    c_histogram(h->n, h->data, h->bins);
}

/* One Jacobi step of the kernel: a quarter of the sum of the four
   neighbours, added in the kernel's order; a neighbour outside the grid
   is the point itself. */
static void c_jacobi(int n, const float *in, float *out)
{
    int x, y;
    for (y = 0; y < n; y++)
        for (x = 0; x < n; x++) {
            float c = in[y * n + x];
            float l = x > 0 ? in[y * n + x - 1] : c;
            float r = x < n - 1 ? in[y * n + x + 1] : c;
            float u = y > 0 ? in[(y - 1) * n + x] : c;
            float d = y < n - 1 ? in[(y + 1) * n + x] : c;
            out[y * n + x] = 0.25f * (l + r + u + d);
        }
}
/* steps Jacobi steps from a to b and back (the result ends in a when
   steps is even) */
typedef struct args_jac { int n, steps; float *a, *b; } args_jac;
static void call_jac(void *p)
{
    args_jac *j = (args_jac *)p;
    int s;
    for (s = 0; s < j->steps; s++)
        c_jacobi(j->n, s & 1 ? j->b : j->a, s & 1 ? j->a : j->b);
}
static void jac_input(int n, float *g)
{
    int i;
    for (i = 0; i < n * n; i++)
        g[i] = (float)((i * 37) % 101) * 0.125f - 3.0f;
}

typedef struct args_poly { int n, reps; const float *x; float *y; } args_poly;
static void call_poly(void *p) { args_poly *a = (args_poly *)p; c_poly(a->n, a->reps, a->x, a->y); }


/* The C twins split over host threads, measured beside the workers
   lines: on a VM the second core may be busy or shared, which shows in
   both (less in the twins, whose loops are latency-bound). */
typedef struct c_part {
    void (*fn)(void *ctx, int lo, int hi);
    void *ctx;
    int lo, hi;
} c_part;
static void *c_part_main(void *p)
{
    c_part *c = (c_part *)p;
    c->fn(c->ctx, c->lo, c->hi);
    return NULL;
}
static double time_split(void (*fn)(void *, int, int), void *ctx, int n, uint32_t threads)
{
    c_part parts[16];
    uint32_t i;
    double t0 = now();
    if (threads > 16)
        threads = 16;
    for (i = 0; i < threads; i++) {
        parts[i].fn = fn;
        parts[i].ctx = ctx;
        parts[i].lo = (int)((long long)n * i / threads);
        parts[i].hi = (int)((long long)n * (i + 1) / threads);
    }
    on_threads(c_part_main, parts, sizeof parts[0], threads);
    return now() - t0;
}
static void native_speedup(const char *name, void (*fn)(void *, int, int), void *ctx,
                           int n, uint32_t ncpu)
{
    double r[15], best1 = 1e30, bestn = 1e30, m;
    int i;
    for (i = 0; i < 15; i++) {
        double t1 = time_split(fn, ctx, n, 1), tn = time_split(fn, ctx, n, ncpu);
        best1 = t1 < best1 ? t1 : best1;
        bestn = tn < bestn ? tn : bestn;
        r[i] = t1 / tn;
    }
    m = median15(r);                        /* sorts r */
    printf("workers     C twin of %s split over %u threads: speed-up %.2f (best of 15 "
           "alternating rounds; the rounds' median %.2f, %.2f-%.2f)\n", name, ncpu,
           best1 / bestn, m, r[0], r[14]);
}
typedef struct mb_ctx { int w, h, maxit; int *out; } mb_ctx;
static void mb_rows(void *p, int lo, int hi)
{
    mb_ctx *c = (mb_ctx *)p;
    c_mandelbrot_rows(c->w, c->h, c->maxit, c->out, lo, hi);
}
typedef struct il_ctx { int rounds; unsigned *out; } il_ctx;
static void il_range(void *p, int lo, int hi)
{
    il_ctx *c = (il_ctx *)p;
    c_intloop_range(lo, hi, c->rounds, c->out);
}

/* intloop's arguments for each of n one-worker VMs, buffer ds[i] */
static void intloop_args(void *a[][3], void ***as, int *n, int *rounds,
                         ptxvm_addr *ds, uint32_t count)
{
    uint32_t i;
    for (i = 0; i < count; i++) {
        a[i][0] = n;
        a[i][1] = rounds;
        a[i][2] = &ds[i];
        as[i] = a[i];
    }
}

/* Tiled matmul's 256 CTAs (shared tiles, two barriers per tile) on
   every core; the many-worker result must equal C's exactly. */
static void workers_matmul(bench *solo, bench *bn, uint32_t ncpu)
{
    int n = 256, i, ok = 1;
    float *a = (float *)malloc((size_t)n * n * 4), *b = (float *)malloc((size_t)n * n * 4);
    float *cc = (float *)malloc((size_t)n * n * 4), *cv = (float *)malloc((size_t)n * n * 4);
    ptxvm_addr d[17][3];
    void *args[17][4], **asolo[16];
    uint32_t v;
    mm_inputs(n, a, b);
    c_matmul(n, a, b, cc);
    for (v = 0; v <= ncpu; v++) {       /* ncpu one-worker VMs, then bn */
        bench *vm = v < ncpu ? &solo[v] : bn;
        d[v][0] = dev(vm, a, (size_t)n * n * 4);
        d[v][1] = dev(vm, b, (size_t)n * n * 4);
        d[v][2] = dev(vm, NULL, (size_t)n * n * 4);
        args[v][0] = &n;
        for (i = 0; i < 3; i++)
            args[v][i + 1] = &d[v][i];
        if (v < ncpu)
            asolo[v] = args[v];
    }
    if (speedup(solo, bn, "matmul", "matmul (256 CTAs)", (ptxvm_dim3){16, 16, 1},
                (ptxvm_dim3){16, 16, 1}, asolo, args[ncpu], ncpu, 1) == 0) {
        ptxvm_memcpy_dtoh(bn->vm, cv, d[ncpu][2], (size_t)n * n * 4);
        for (i = 0; i < n * n; i++)
            ok &= cv[i] == cc[i];
        if (!ok)
            printf("workers       matmul on %u workers: WRONG RESULT\n", ncpu);
    }
    free(a); free(b); free(cc); free(cv);
}

/* The histogram's 256 CTAs: shared-memory atomics under heavy
   contention, then global atomics that are real host atomics with
   several workers. Bins add up over the launches, so after them the
   many-worker bins must be that many times C's. */
static void workers_hist(bench *solo, bench *bn, uint32_t ncpu)
{
    int n = 1 << 22, i, ok = 1;
    unsigned char *data = (unsigned char *)malloc((size_t)n);
    unsigned bc[256], bv[256];
    ptxvm_addr d[17][2];
    void *args[17][3], **asolo[16];
    uint32_t v;
    hist_input(n, data);
    c_histogram(n, data, bc);
    for (v = 0; v <= ncpu; v++) {
        bench *vm = v < ncpu ? &solo[v] : bn;
        d[v][0] = dev(vm, data, (size_t)n);
        d[v][1] = dev(vm, NULL, sizeof bv);
        ptxvm_memset(vm->vm, d[v][1], 0, sizeof bv);
        args[v][0] = &n;
        args[v][1] = &d[v][0];
        args[v][2] = &d[v][1];
        if (v < ncpu)
            asolo[v] = args[v];
    }
    if (speedup(solo, bn, "histogram", "histogram (256 CTAs)", (ptxvm_dim3){256, 1, 1},
                (ptxvm_dim3){256, 1, 1}, asolo, args[ncpu], ncpu, 1) == 0) {
        ptxvm_memcpy_dtoh(bn->vm, bv, d[ncpu][1], sizeof bv);
        for (i = 0; i < 256; i++)
            ok &= bv[i] == 15u * bc[i];     /* speedup's 15 rounds of one launch */
        if (!ok)
            printf("workers       histogram on %u workers: WRONG RESULT\n", ncpu);
    }
    free(data);
}

static int wanted(int argc, char **argv, const char *name)
{
    int i;
    if (argc < 2)
        return 1;
    for (i = 1; i < argc; i++)
        if (strcmp(argv[i], name) == 0)
            return 1;
    return 0;
}

int main(int argc, char **argv)
{
    bench b;
    FILE *f = fopen("tests/bench/kernels/bench_kernels.ptx", "rb");
    char *ptx;
    long len;
    ptxvm_stats st;
    if (!f) {
        fprintf(stderr, "run from the repository root\n");
        return 1;
    }
    fseek(f, 0, SEEK_END);
    len = ftell(f);
    fseek(f, 0, SEEK_SET);
    ptx = (char *)malloc((size_t)len);
    if (fread(ptx, 1, (size_t)len, f) != (size_t)len)
        return 1;
    fclose(f);
    {
        /* one worker: ratios compare one core with one core */
        ptxvm_config cfg;
        ptxvm_config_init(&cfg);
        cfg.threads = 1;
        ptxvm_create(&cfg, &b.vm);
    }
    if (ptxvm_module_load(b.vm, ptx, (size_t)len, "bench_kernels.ptx", &b.mod)) {
        fprintf(stderr, "%s\n", ptxvm_error_message(b.vm));
        return 1;
    }
    printf("kernel       ptxvm          native (C, same flags)   ptxvm/native\n");
    if (wanted(argc, argv, "saxpy")) {
        int n = 1 << 20, i, ok = 1;
        float a = 2.5f, *x = (float *)malloc(n * sizeof *x), *y = (float *)malloc(n * sizeof *y);
        float *yc = (float *)malloc(n * sizeof *y), *yv = (float *)malloc(n * sizeof *y);
        ptxvm_addr dx, dy;
        void *args[4];
        args_saxpy ca;
        double tv, tc;
        for (i = 0; i < n; i++) {
            x[i] = (float)i * 0.5f;
            y[i] = 1.0f;
        }
        dx = dev(&b, x, n * sizeof *x);
        dy = dev(&b, y, n * sizeof *y);
        args[0] = &n; args[1] = &a; args[2] = &dx; args[3] = &dy;
        tv = run(&b, "saxpy", (ptxvm_dim3){(unsigned)n / 256, 1, 1}, (ptxvm_dim3){256, 1, 1}, args, 1, &st);
        memcpy(yc, y, n * sizeof *y);
        ca.n = n; ca.a = a; ca.x = x; ca.y = yc;
        c_saxpy(n, a, x, yc);
        ptxvm_memcpy_dtoh(b.vm, yv, dy, n * sizeof *y);
        for (i = 0; i < n; i++)
            ok &= yv[i] == yc[i];
        tc = time_c(call_saxpy, &ca, REPS);
        /* the timed runs repeat the launch on updated y: time one more */
        tv = run(&b, "saxpy", (ptxvm_dim3){(unsigned)n / 256, 1, 1}, (ptxvm_dim3){256, 1, 1}, args, REPS, &st);
        report("saxpy", tv, tc, &st, ok);
        free(x); free(y); free(yc); free(yv);
    }
    if (wanted(argc, argv, "mandelbrot")) {
        int w = 512, h = 512, maxit = 256, i, ok = 1;
        int *oc = (int *)malloc(w * h * sizeof(int)), *ov = (int *)malloc(w * h * sizeof(int));
        ptxvm_addr dout = dev(&b, NULL, w * h * sizeof(int));
        void *args[4] = {&w, &h, &maxit, &dout};
        args_mb ca = {512, 512, 256, NULL};
        double tv = run(&b, "mandelbrot", (ptxvm_dim3){(unsigned)w / 128, (unsigned)h, 1},
                        (ptxvm_dim3){128, 1, 1}, args, REPS, &st), tc;
        ca.out = oc;
        tc = time_c(call_mb, &ca, REPS);
        if (tv >= 0) {
            ptxvm_memcpy_dtoh(b.vm, ov, dout, w * h * sizeof(int));
            for (i = 0; i < w * h; i++)
                ok &= ov[i] == oc[i];
        }
        report("mandelbrot", tv, tc, &st, ok);
        free(oc); free(ov);
    }
    if (wanted(argc, argv, "intloop")) {
        int n = 1 << 16, rounds = 200, i, ok = 1;
        unsigned *oc = (unsigned *)malloc(n * 4), *ov = (unsigned *)malloc(n * 4);
        ptxvm_addr dout = dev(&b, NULL, n * 4);
        void *args[3] = {&n, &rounds, &dout};
        args_il ca;
        double tv = run(&b, "intloop", (ptxvm_dim3){(unsigned)n / 256, 1, 1},
                        (ptxvm_dim3){256, 1, 1}, args, REPS, &st), tc;
        ca.n = n; ca.rounds = rounds; ca.out = oc;
        tc = time_c(call_il, &ca, REPS);
        if (tv >= 0) {
            ptxvm_memcpy_dtoh(b.vm, ov, dout, n * 4);
            for (i = 0; i < n; i++)
                ok &= ov[i] == oc[i];
        }
        report("intloop", tv, tc, &st, ok);
        free(oc); free(ov);
    }
    if (wanted(argc, argv, "poly")) {
        int n = 1 << 16, reps = 40, i, ok = 1;
        float *x = (float *)malloc(n * 4), *yc = (float *)malloc(n * 4), *yv = (float *)malloc(n * 4);
        ptxvm_addr dx, dy;
        void *args[4];
        args_poly ca;
        double tv, tc;
        for (i = 0; i < n; i++)
            x[i] = (float)(i % 1000) * 0.001f;
        dx = dev(&b, x, n * 4);
        dy = dev(&b, NULL, n * 4);
        args[0] = &n; args[1] = &reps; args[2] = &dx; args[3] = &dy;
        tv = run(&b, "poly", (ptxvm_dim3){(unsigned)n / 256, 1, 1}, (ptxvm_dim3){256, 1, 1}, args, REPS, &st);
        ca.n = n; ca.reps = reps; ca.x = x; ca.y = yc;
        tc = time_c(call_poly, &ca, REPS);
        if (tv >= 0) {
            ptxvm_memcpy_dtoh(b.vm, yv, dy, n * 4);
            for (i = 0; i < n; i++)
                ok &= memcmp(&yv[i], &yc[i], 4) == 0;
        }
        report("poly", tv, tc, &st, ok);
        free(x); free(yc); free(yv);
    }
    if (wanted(argc, argv, "sha256")) {
        int n = 4096, rounds = 4, i, ok = 1;
        unsigned *oc = (unsigned *)malloc(n * 32), *ov = (unsigned *)malloc(n * 32);
        ptxvm_addr dout = dev(&b, NULL, n * 32);
        void *args[3] = {&n, &rounds, &dout};
        args_il ca;
        double tv = run(&b, "sha256", (ptxvm_dim3){(unsigned)n / 128, 1, 1},
                        (ptxvm_dim3){128, 1, 1}, args, REPS, &st), tc;
        ca.n = n; ca.rounds = rounds; ca.out = oc;
        tc = time_c(call_sha, &ca, REPS);
        if (tv >= 0) {
            ptxvm_memcpy_dtoh(b.vm, ov, dout, n * 32);
            for (i = 0; i < n * 8; i++)
                ok &= ov[i] == oc[i];
        }
        report("sha256", tv, tc, &st, ok);
        free(oc); free(ov);
    }
    if (wanted(argc, argv, "fib")) {
        int n = 1024, i, ok = 1;
        unsigned base = 14, *oc = (unsigned *)malloc(n * 4), *ov = (unsigned *)malloc(n * 4);
        ptxvm_addr dout = dev(&b, NULL, n * 4);
        void *args[3] = {&n, &base, &dout};
        args_fib ca;
        double tv = run(&b, "fibk", (ptxvm_dim3){(unsigned)n / 128, 1, 1},
                        (ptxvm_dim3){128, 1, 1}, args, REPS, &st), tc;
        ca.n = n; ca.base = base; ca.out = oc;
        tc = time_c(call_fib, &ca, REPS);
        if (tv >= 0) {
            ptxvm_memcpy_dtoh(b.vm, ov, dout, n * 4);
            for (i = 0; i < n; i++)
                ok &= ov[i] == oc[i];
        }
        report("fib (calls)", tv, tc, &st, ok);
        free(oc); free(ov);
    }
    if (wanted(argc, argv, "matmul")) {
        int n = 256, i, ok = 1;
        float *a = (float *)malloc(n * n * 4), *bm = (float *)malloc(n * n * 4);
        float *cc = (float *)malloc(n * n * 4), *cv = (float *)malloc(n * n * 4);
        ptxvm_addr da, db, dc;
        void *args[4];
        args_mm ca;
        double tv, tc;
        mm_inputs(n, a, bm);
        da = dev(&b, a, n * n * 4);
        db = dev(&b, bm, n * n * 4);
        dc = dev(&b, NULL, n * n * 4);
        args[0] = &n; args[1] = &da; args[2] = &db; args[3] = &dc;
        tv = run(&b, "matmul", (ptxvm_dim3){(unsigned)n / 16, (unsigned)n / 16, 1},
                 (ptxvm_dim3){16, 16, 1}, args, REPS, &st);
        ca.n = n; ca.a = a; ca.b = bm; ca.c = cc;
        tc = time_c(call_mm, &ca, REPS);
        if (tv >= 0) {
            ptxvm_memcpy_dtoh(b.vm, cv, dc, n * n * 4);
            for (i = 0; i < n * n; i++)
                ok &= cv[i] == cc[i];
        }
        report("matmul", tv, tc, &st, ok);
        free(a); free(bm); free(cc); free(cv);
    }
    if (wanted(argc, argv, "histogram")) {
        int n = 1 << 22, i, ok = 1;
        unsigned char *data = (unsigned char *)malloc(n);
        unsigned bc[256], bv[256];
        ptxvm_addr dd, dbins;
        void *args[3];
        args_hist ca;
        double tv, tc;
        hist_input(n, data);
        dd = dev(&b, data, n);
        dbins = dev(&b, NULL, sizeof bv);
        args[0] = &n; args[1] = &dd; args[2] = &dbins;
        tv = -1;
        for (i = 0; i < REPS; i++) {    /* bins start at zero every run */
            double t;
            ptxvm_memset(b.vm, dbins, 0, sizeof bv);
            t = run(&b, "histogram", (ptxvm_dim3){256, 1, 1}, (ptxvm_dim3){256, 1, 1},
                    args, 1, &st);
            if (t >= 0 && (tv < 0 || t < tv))
                tv = t;
        }
        ca.n = n; ca.data = data; ca.bins = bc;
        tc = time_c(call_hist, &ca, REPS);
        if (tv >= 0) {
            ptxvm_memcpy_dtoh(b.vm, bv, dbins, sizeof bv);
            for (i = 0; i < 256; i++)
                ok &= bv[i] == bc[i];
        }
        report("histogram", tv, tc, &st, ok);
        free(data);
    }
    if (wanted(argc, argv, "jacobi")) {
        /* ten launches ping-ponging two 1024x1024 grids, as a solver
           would; timed as a whole, from the same input each run */
        int n = 1024, steps = 10, i, s, ok = 1;
        size_t bytes = (size_t)n * n * 4;
        float *g = (float *)malloc(bytes), *ca_ = (float *)malloc(bytes);
        float *cb = (float *)malloc(bytes), *gv = (float *)malloc(bytes);
        ptxvm_addr d[2];
        ptxvm_stats st1;
        void *args[3];
        args_jac ca;
        double tv = -1, tc;
        jac_input(n, g);
        d[0] = dev(&b, g, bytes);
        d[1] = dev(&b, NULL, bytes);
        memset(&st, 0, sizeof st);
        for (i = 0; i < 5 && tv != -2; i++) {
            double t = 0;
            ptxvm_memcpy_htod(b.vm, d[0], g, bytes);
            uint64_t ti = 0;
            for (s = 0; s < steps; s++) {
                double ts;
                args[0] = &n; args[1] = &d[s & 1]; args[2] = &d[(s + 1) & 1];
                ts = run(&b, "jacobi", (ptxvm_dim3){(unsigned)n / 16, (unsigned)n / 16, 1},
                         (ptxvm_dim3){16, 16, 1}, args, 1, &st1);
                if (ts < 0) {
                    tv = -2;
                    break;
                }
                t += ts;
                ti += st1.thread_instructions;
            }
            if (tv != -2 && (tv < 0 || t < tv)) {
                tv = t;
                st.thread_instructions = ti;
            }
        }
        memcpy(ca_, g, bytes);
        ca.n = n; ca.steps = steps; ca.a = ca_; ca.b = cb;
        tc = time_c(call_jac, &ca, 1);
        for (i = 0; i < 4; i++) {       /* the best of five, from the same input */
            double t;
            memcpy(ca_, g, bytes);
            t = time_c(call_jac, &ca, 1);
            tc = t < tc ? t : tc;
        }
        if (tv >= 0) {
            ptxvm_memcpy_dtoh(b.vm, gv, d[0], bytes);
            for (i = 0; i < n * n; i++)
                ok &= gv[i] == ca_[i];
        }
        report("jacobi", tv < 0 ? -1 : tv, tc, &st, ok);
        ptxvm_mem_free(b.vm, d[0]);
        ptxvm_mem_free(b.vm, d[1]);
        free(g); free(ca_); free(cb); free(gv);
    }
    if (wanted(argc, argv, "barrier")) {
        /* bar.sync's cost: a loop of n barriers in 8-warp blocks, less the
           same loop without them, per warp and barrier */
        static const char bar_ptx[] =
            ".version 7.0\n.target sm_70\n.address_size 64\n"
            ".visible .entry loop(.param .u32 n, .param .u64 out, .param .u32 sync)\n{\n"
            "  .reg .pred %p<3>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<4>;\n"
            "  ld.param.u32 %r1, [n];\n  ld.param.u32 %r4, [sync];\n"
            "  setp.ne.u32 %p2, %r4, 0;\n  mov.u32 %r2, 0;\n"
            "L:\n  @%p2 bar.sync 0;\n  add.u32 %r2, %r2, 1;\n"
            "  setp.lt.u32 %p1, %r2, %r1;\n  @%p1 bra L;\n"
            "  mov.u32 %r3, %ctaid.x;\n  mov.u32 %r5, %ntid.x;\n  mov.u32 %r6, %tid.x;\n"
            "  mad.lo.u32 %r3, %r3, %r5, %r6;\n  ld.param.u64 %rd1, [out];\n"
            "  mul.wide.u32 %rd2, %r3, 4;\n  add.s64 %rd1, %rd1, %rd2;\n"
            "  st.global.u32 [%rd1], %r2;\n  ret;\n}\n";
        bench bb;
        int n = 2000, sync1 = 1, sync0 = 0, i, ok = 1;
        unsigned blocks = 64, threads = 256, *out = (unsigned *)malloc(blocks * threads * 4);
        ptxvm_addr dout;
        void *a1[3], *a0[3];
        double t1, t0;
        bb.vm = b.vm;
        if (ptxvm_module_load(b.vm, bar_ptx, sizeof bar_ptx - 1, "bar.ptx", &bb.mod)) {
            fprintf(stderr, "%s\n", ptxvm_error_message(b.vm));
            return 1;
        }
        dout = dev(&b, NULL, blocks * threads * 4);
        a1[0] = a0[0] = &n;
        a1[1] = a0[1] = &dout;
        a1[2] = &sync1;
        a0[2] = &sync0;
        t1 = run(&bb, "loop", (ptxvm_dim3){blocks, 1, 1}, (ptxvm_dim3){threads, 1, 1}, a1,
                 REPS, &st);
        ptxvm_memcpy_dtoh(b.vm, out, dout, blocks * threads * 4);
        for (i = 0; i < (int)(blocks * threads); i++)
            ok &= out[i] == (unsigned)n;
        t0 = run(&bb, "loop", (ptxvm_dim3){blocks, 1, 1}, (ptxvm_dim3){threads, 1, 1}, a0,
                 REPS, &st);
        if (t1 > 0 && t0 > 0)
            printf("barrier     bar.sync %.1f ns per warp per barrier (%u blocks of %u "
                   "threads, %d barriers: %.2f ms, without them %.2f ms)%s\n",
                   (t1 - t0) * 1e9 / ((double)blocks * (threads / 32) * n), blocks,
                   threads, n, t1 * 1e3, t0 * 1e3, ok ? "" : "  WRONG RESULT");
        free(out);
    }
    if (wanted(argc, argv, "workers")) {
        /* the same launch on every core: mandelbrot's 2048 CTAs */
        int w = 512, h = 512, maxit = 256;
        uint32_t ncpu = 1, i, nsolo = 1;
        ptxvm_config cfg;
        bench bn, solo[16];
        ptxvm_addr dn, ds[16];
        void *an[4] = {&w, &h, &maxit, &dn}, *amb[16][4], **asolo[16];
#ifdef _SC_NPROCESSORS_ONLN
        ncpu = (uint32_t)sysconf(_SC_NPROCESSORS_ONLN);
#endif
        ncpu = ncpu < 1 ? 1 : ncpu > 16 ? 16 : ncpu;
        ptxvm_config_init(&cfg);          /* threads 0: one per core */
        cfg.threads = ncpu;
        ptxvm_create(&cfg, &bn.vm);
        bn.mod = NULL;
        solo[0] = b;
        cfg.threads = 1;
        for (i = 1; i < ncpu; i++, nsolo++) {
            ptxvm_create(&cfg, &solo[i].vm);
            if (ptxvm_module_load(solo[i].vm, ptx, (size_t)len, "bench_kernels.ptx",
                                  &solo[i].mod) != PTXVM_OK) {
                fprintf(stderr, "%s\n", ptxvm_error_message(solo[i].vm));
                return 1;
            }
        }
        if (ptxvm_module_load(bn.vm, ptx, (size_t)len, "bench_kernels.ptx",
                              &bn.mod) == PTXVM_OK) {
            dn = dev(&bn, NULL, w * h * sizeof(int));
            for (i = 0; i < ncpu; i++) {
                ds[i] = dev(&solo[i], NULL, w * h * sizeof(int));
                amb[i][0] = &w;
                amb[i][1] = &h;
                amb[i][2] = &maxit;
                amb[i][3] = &ds[i];
                asolo[i] = amb[i];
            }
            speedup(solo, &bn, "mandelbrot", "mandelbrot (2048 CTAs)",
                    (ptxvm_dim3){(unsigned)w / 128, (unsigned)h, 1},
                    (ptxvm_dim3){128, 1, 1}, asolo, an, ncpu, 1);
            if (ncpu > 1) {
                int *o = (int *)malloc((size_t)w * h * sizeof *o);
                mb_ctx mc;
                mc.w = w; mc.h = h; mc.maxit = maxit; mc.out = o;
                native_speedup("mandelbrot", mb_rows, &mc, h, ncpu);
                free(o);
            }
            {
                int n = 1 << 16, rounds = 200;
                void *in[3] = {&n, &rounds, &dn}, *ail[16][3];
                intloop_args(ail, asolo, &n, &rounds, ds, ncpu);
                speedup(solo, &bn, "intloop", "intloop (256 CTAs)",
                        (ptxvm_dim3){(unsigned)n / 256, 1, 1},
                        (ptxvm_dim3){256, 1, 1}, asolo, in, ncpu, 1);
                if (ncpu > 1) {
                    unsigned *o = (unsigned *)malloc((size_t)n * sizeof *o);
                    il_ctx ic;
                    ic.rounds = rounds; ic.out = o;
                    native_speedup("intloop", il_range, &ic, n, ncpu);
                    free(o);
                }
            }
            {
                /* short launches: 64 CTAs, a few hundred microseconds on
                   one worker, where starting threads would cost as much */
                int n = 64 * 256, rounds = 10;
                void *in[3] = {&n, &rounds, &dn}, *ail[16][3];
                intloop_args(ail, asolo, &n, &rounds, ds, ncpu);
                speedup(solo, &bn, "intloop", "intloop (64 CTAs, short)",
                        (ptxvm_dim3){64, 1, 1}, (ptxvm_dim3){256, 1, 1}, asolo, in,
                        ncpu, 20);
            }
            workers_matmul(solo, &bn, ncpu);
            workers_hist(solo, &bn, ncpu);
        }
        ptxvm_destroy(bn.vm);
        for (i = 1; i < nsolo; i++)
            ptxvm_destroy(solo[i].vm);
    }
    ptxvm_destroy(b.vm);
    free(ptx);
    return 0;
}
