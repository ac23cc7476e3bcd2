/* Racy but valid kernels on 1, 2, 3 and 8 workers: tests/race/race.cu
   compiled by nvcc (-O3 and -G), whose blocks read words other blocks
   update atomically, spin on flags other blocks set, store and update the
   same words, and malloc and print all at once; plus hand-written PTX for
   host functions that run meanwhile. On a GPU this is ordinary code; in
   the library's C every access to global memory must be race-free. Each
   check is of a result that does not depend on the order in which the
   blocks ran: exact sums, products and scans, final values, bounds on
   what a racing read may see. `make tsan` runs the same launches under
   ThreadSanitizer, which must report nothing. */
#include "../testlib.h"
#include "../support/host_jobs.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef uint32_t u32;
typedef uint64_t u64;

#define RC_DIR "tests/race"
#define RC_SPIN_LIMIT (1u << 24)     /* a flag wait longer than this fails */

static const unsigned rc_workers[] = {1, 2, 3, 8};

/* A VM of some workers with one module loaded, and what it printed
   (host.print is called one line at a time, never concurrently). The
   allocator comes first: the host hooks share one user pointer. */
typedef struct rc_vm {
    test_alloc    a;
    pv_test      *t;
    ptxvm_vm     *vm;
    ptxvm_module *m;
    char          what[96];
    char         *printed;
    size_t        nprinted, cap;
} rc_vm;

static void rc_print(void *user, const char *text, size_t len)
{
    rc_vm *R = (rc_vm *)user;
    if (R->nprinted + len + 1 > R->cap) {
        size_t cap = (R->nprinted + len + 1) * 2;
        char *p = (char *)realloc(R->printed, cap);
        if (!p)
            return;
        R->printed = p;
        R->cap = cap;
    }
    memcpy(R->printed + R->nprinted, text, len);
    R->nprinted += len;
    R->printed[R->nprinted] = 0;
}

static uint32_t rc_rng = 1;
static u32 rc_rand(void)
{
    rc_rng ^= rc_rng << 13;
    rc_rng ^= rc_rng >> 17;
    rc_rng ^= rc_rng << 5;
    return rc_rng;
}

/* workers: the configuration's threads; jobs: through test_host_jobs. */
static int rc_open(rc_vm *R, pv_test *t, const char *src, size_t len, const char *name,
                   unsigned workers, int jobs)
{
    ptxvm_config cfg;
    memset(R, 0, sizeof *R);
    R->t = t;
    snprintf(R->what, sizeof R->what, "%s, %u %s%s", name, workers,
             jobs ? "host job" : "worker", workers > 1 ? "s" : "");
    test_config(&cfg, &R->a);
    cfg.threads = workers;
    if (jobs)
        cfg.host.parallel_for = test_host_jobs;
    cfg.host.print = rc_print;        /* user: &R->a, that is R */
    if (ptxvm_create(&cfg, &R->vm) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: create", R->what);
        return 0;
    }
    if (ptxvm_module_load(R->vm, src, len, name, &R->m) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: load: %s", R->what, ptxvm_error_message(R->vm));
        ptxvm_destroy(R->vm);
        return 0;
    }
    return 1;
}

static void rc_close(rc_vm *R)
{
    ptxvm_destroy(R->vm);
    free(R->printed);
    T_CHECK(R->t, R->a.live == 0, "%s: %ld bytes not freed", R->what, R->a.live);
}

static ptxvm_addr rc_alloc(rc_vm *R, size_t bytes)
{
    ptxvm_addr d = 0;
    if (ptxvm_mem_alloc(R->vm, bytes, &d) == PTXVM_OK)
        ptxvm_memset(R->vm, d, 0, bytes);
    else
        T_CHECK(R->t, 0, "%s: mem_alloc(%lu)", R->what, (unsigned long)bytes);
    return d;
}

/* Launch kernel name on grid x block; 1 when it ran to its end. */
static int rc_run(rc_vm *R, const char *name, u32 grid, u32 block, void **args)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_result r = ptxvm_module_get_kernel(R->m, name, &k);
    if (r == PTXVM_OK) {
        test_launch_1d(&l, grid, block, args);
        r = ptxvm_launch_kernel(k, &l, NULL);
    }
    T_CHECK(R->t, r == PTXVM_OK, "%s: %s: %s: %s", R->what, name, ptxvm_result_name(r),
            ptxvm_error_message(R->vm));
    return r == PTXVM_OK;
}

static void rc_get(rc_vm *R, void *dst, ptxvm_addr src, size_t n)
{
    T_CHECK(R->t, ptxvm_memcpy_dtoh(R->vm, dst, src, n) == PTXVM_OK, "%s: dtoh: %s",
            R->what, ptxvm_error_message(R->vm));
}

/* ---- CAS loops ------------------------------------------------------- */

#define CAS_G 32
#define CAS_B 64
#define CAS_N 16
#define CAS_REPS 8

/* cas_add on fsums/dsums (CAS_N floats and doubles, zeroed): every sum
   exact. */
static void rc_cas_add(rc_vm *R, ptxvm_addr fs, ptxvm_addr ds)
{
    float gotf[CAS_N];
    double gotd[CAS_N], wantf[CAS_N] = {0}, wantd[CAS_N] = {0};
    int n = CAS_N, reps = CAS_REPS;
    void *args[4];
    u32 gid, r, i, bad = 0;
    args[0] = &fs;
    args[1] = &ds;
    args[2] = &n;
    args[3] = &reps;
    if (!rc_run(R, "cas_add", CAS_G, CAS_B, args))
        return;
    rc_get(R, gotf, fs, sizeof gotf);
    rc_get(R, gotd, ds, sizeof gotd);
    for (gid = 0; gid < CAS_G * CAS_B; gid++)
        for (r = 0; r < CAS_REPS; r++) {
            wantf[(gid + r) % CAS_N] += gid % 7 + 1;
            wantd[(gid + r) % CAS_N] += (double)(gid % 13) * 0.5;
        }
    for (i = 0; i < CAS_N; i++)
        if ((double)gotf[i] != wantf[i] || gotd[i] != wantd[i])
            if (bad++ < 4)
                T_CHECK(R->t, 0, "%s: cas_add sum %u: f32 %.1f (want %.1f), f64 %.1f "
                        "(want %.1f)", R->what, i, (double)gotf[i], wantf[i], gotd[i],
                        wantd[i]);
}

static void rc_cas_mul64(rc_vm *R)
{
    u64 got[8], want[8];
    ptxvm_addr p = rc_alloc(R, sizeof got);
    int n = 8, reps = 4;
    void *args[3];
    u32 gid, r, i;
    for (i = 0; i < 8; i++)
        want[i] = 1;
    ptxvm_memcpy_htod(R->vm, p, want, sizeof want);
    args[0] = &p;
    args[1] = &n;
    args[2] = &reps;
    if (!rc_run(R, "cas_mul64", 16, 64, args))
        return;
    rc_get(R, got, p, sizeof got);
    for (gid = 0; gid < 16 * 64; gid++)
        for (r = 0; r < 4; r++)
            want[(gid + r) % 8] *= 2ull * gid + 1;
    for (i = 0; i < 8; i++)
        T_CHECK(R->t, got[i] == want[i], "%s: cas_mul64 product %u: %016llx, want %016llx",
                R->what, i, (unsigned long long)got[i], (unsigned long long)want[i]);
}

/* ---- flags between blocks ------------------------------------------ */

#define CH_G 48
#define CH_B 128

static void rc_chain(rc_vm *R, const char *kernel)
{
    u32 in[CH_G * CH_B], total[CH_G], want = 0, timeouts, b, i, rep;
    ptxvm_addr din = rc_alloc(R, sizeof in), flags = rc_alloc(R, CH_G * 4);
    ptxvm_addr dtot = rc_alloc(R, sizeof total), dto = rc_alloc(R, 4);
    u32 limit = RC_SPIN_LIMIT;
    void *args[5];
    for (i = 0; i < CH_G * CH_B; i++)
        in[i] = rc_rand() & 0xffffu;
    ptxvm_memcpy_htod(R->vm, din, in, sizeof in);
    args[0] = &din;
    args[1] = &flags;
    args[2] = &dtot;
    args[3] = &limit;
    args[4] = &dto;
    for (rep = 0; rep < 2; rep++) {
        ptxvm_memset(R->vm, flags, 0, CH_G * 4);
        ptxvm_memset(R->vm, dtot, 0, sizeof total);
        ptxvm_memset(R->vm, dto, 0, 4);
        if (!rc_run(R, kernel, CH_G, CH_B, args))
            return;
        rc_get(R, total, dtot, sizeof total);
        rc_get(R, &timeouts, dto, 4);
        T_CHECK(R->t, timeouts == 0, "%s: %s: %u flag waits timed out", R->what, kernel,
                timeouts);
        want = 0;
        for (b = 0; b < CH_G; b++) {
            for (i = 0; i < CH_B; i++)
                want += in[b * CH_B + i];
            if (total[b] != want) {
                T_CHECK(R->t, 0, "%s: %s: block %u's running total %u, want %u", R->what,
                        kernel, b, total[b], want);
                break;
            }
        }
    }
}

static void rc_last_block(rc_vm *R)
{
    enum { G = 40, B = 128 };
    u32 in[G * B], want = 0, got, count, i, rep;
    ptxvm_addr din = rc_alloc(R, sizeof in), part = rc_alloc(R, G * 4);
    ptxvm_addr dcount = rc_alloc(R, 4), dres = rc_alloc(R, 4);
    void *args[4];
    args[0] = &din;
    args[1] = &part;
    args[2] = &dcount;
    args[3] = &dres;
    for (rep = 0; rep < 3; rep++) {
        want = 0;
        for (i = 0; i < G * B; i++)
            want += in[i] = rc_rand() & 0xfffu;
        ptxvm_memcpy_htod(R->vm, din, in, sizeof in);
        ptxvm_memset(R->vm, dres, 0xff, 4);
        if (!rc_run(R, "last_block", G, B, args))
            return;
        rc_get(R, &got, dres, 4);
        rc_get(R, &count, dcount, 4);
        T_CHECK(R->t, got == want && count == 0, "%s: last_block: sum %u (want %u), "
                "counter left at %u", R->what, got, want, count);
    }
}

/* ---- plain accesses and atomics on the same words -------------------- */

static void rc_mixed_max(rc_vm *R)
{
    enum { G = 16, B = 64, N = 64, REPS = 4 };
    u32 got[N], want[N], bad, cap = 1000, gid, r, i, stored[N] = {0};
    ptxvm_addr w = rc_alloc(R, sizeof got), dbad = rc_alloc(R, 4);
    int n = N, reps = REPS;
    void *args[5];
    args[0] = &w;
    args[1] = &n;
    args[2] = &cap;
    args[3] = &reps;
    args[4] = &dbad;
    if (!rc_run(R, "mixed_max", G, B, args))
        return;
    rc_get(R, got, w, sizeof got);
    rc_get(R, &bad, dbad, 4);
    memset(want, 0, sizeof want);
    for (gid = 0; gid < G * B; gid++)
        for (r = 0; r < REPS; r++) {
            u32 k = (gid * 7 + r) % N, v = (gid * 2654435761u + r) % (cap + 1);
            if (gid & 1)
                stored[k] = 1;
            else if (v > want[k])
                want[k] = v;
        }
    for (i = 0; i < N; i++)
        if (stored[i])
            want[i] = cap;
    T_CHECK(R->t, bad == 0, "%s: mixed_max: %u reads or old values above the cap",
            R->what, bad);
    for (i = 0; i < N; i++)
        if (got[i] != want[i]) {
            T_CHECK(R->t, 0, "%s: mixed_max word %u: %u, want %u", R->what, i, got[i],
                    want[i]);
            break;
        }
}

#define PK_G 24
#define PK_B 64
#define PK_REPS 16

/* peek on counters at c32 (64 words), c64 (64 doublewords) and flags8
   (16 words), zeroed: reads in bounds, final counts exact. */
static void rc_peek(rc_vm *R, ptxvm_addr c32, ptxvm_addr c64, ptxvm_addr flags8,
                    ptxvm_addr dbad)
{
    u32 g32[64], w32[64] = {0}, gf[16], wf[16] = {0}, bad, gid, r, i;
    u64 g64[64], w64[64] = {0};
    int reps = PK_REPS;
    void *args[5];
    args[0] = &c32;
    args[1] = &c64;
    args[2] = &flags8;
    args[3] = &reps;
    args[4] = &dbad;
    if (!rc_run(R, "peek", PK_G, PK_B, args))
        return;
    rc_get(R, g32, c32, sizeof g32);
    rc_get(R, g64, c64, sizeof g64);
    rc_get(R, gf, flags8, sizeof gf);
    rc_get(R, &bad, dbad, 4);
    for (gid = 0; gid < PK_G * PK_B; gid++)
        for (r = 0; r < PK_REPS; r++) {
            i = (gid + r * 17) % 64;
            w32[i] += 3;
            w64[(i * 5) % 64] += 5;
            wf[(gid + r) % 16] |= 1u << (8 * ((gid / 7 + r) % 4));
        }
    T_CHECK(R->t, bad == 0, "%s: peek: %u values read out of bounds or not a multiple "
            "of their step", R->what, bad);
    T_CHECK(R->t, !memcmp(g32, w32, sizeof w32) && !memcmp(g64, w64, sizeof w64) &&
               !memcmp(gf, wf, sizeof wf),
            "%s: peek: final counters differ (c32[0] %u want %u, c64[0] %llu want %llu, "
            "flags[0] %08x want %08x)", R->what, g32[0], w32[0], (unsigned long long)g64[0],
            (unsigned long long)w64[0], gf[0], wf[0]);
}

/* The f16 bits of a whole number 0..2048. */
static uint16_t rc_f16(u32 v)
{
    u32 e = 0;
    if (!v)
        return 0;
    while ((v >> e) > 1)
        e++;
    return (uint16_t)(((e + 15) << 10) | ((v << (10 - e)) & 0x3ffu));
}

static void rc_half_add(rc_vm *R, ptxvm_addr h, ptxvm_addr dbad)
{
    enum { G = 16, B = 64, N = 32, REPS = 8 };
    uint16_t got[N];
    u32 count[N] = {0}, bad, gid, r, i;
    int n = N, reps = REPS;
    void *args[4];
    args[0] = &h;
    args[1] = &n;
    args[2] = &reps;
    args[3] = &dbad;
    if (!rc_run(R, "half_add", G, B, args))
        return;
    rc_get(R, got, h, sizeof got);
    rc_get(R, &bad, dbad, 4);
    for (gid = 0; gid < G * B; gid++)
        for (r = 0; r < REPS; r++)
            count[(gid + r) % N]++;
    T_CHECK(R->t, bad == 0, "%s: half_add: %u reads not whole or too large", R->what, bad);
    for (i = 0; i < N; i++)
        if (got[i] != rc_f16(count[i])) {
            T_CHECK(R->t, 0, "%s: half_add %u: %04x, want %04x", R->what, i, got[i],
                    rc_f16(count[i]));
            break;
        }
}

static void rc_same_stores(rc_vm *R)
{
    enum { G = 16, B = 128, N = 1024 };
    static u32 got[N];
    u32 bad, i;
    ptxvm_addr table = rc_alloc(R, sizeof got), dbad = rc_alloc(R, 4);
    int n = N, reps = 2;
    void *args[4];
    args[0] = &table;
    args[1] = &n;
    args[2] = &reps;
    args[3] = &dbad;
    if (!rc_run(R, "same_stores", G, B, args))
        return;
    rc_get(R, got, table, sizeof got);
    rc_get(R, &bad, dbad, 4);
    T_CHECK(R->t, bad == 0, "%s: same_stores: %u reads were neither 0 nor the value",
            R->what, bad);
    for (i = 0; i < N; i++)
        if (got[i] != (i * 0x9e3779b9u | 1u)) {
            T_CHECK(R->t, 0, "%s: same_stores word %u: %08x", R->what, i, got[i]);
            break;
        }
}

/* ---- the device heap and printf ------------------------------------- */

static void rc_heap_print(rc_vm *R)
{
    enum { G = 24, B = 64 };
    u32 got[G * B], gid, k, b, bad = 0, seen[G] = {0}, n;
    u64 head, node[2];
    ptxvm_addr out = rc_alloc(R, sizeof got), dhead = rc_alloc(R, 8);
    void *args[2];
    char line[64];
    args[0] = &out;
    args[1] = &dhead;
    R->nprinted = 0;
    if (!rc_run(R, "heap_print", G, B, args))
        return;
    rc_get(R, got, out, sizeof got);
    for (gid = 0; gid < G * B; gid++) {
        u32 want = 0;
        for (k = 0; k < 1 + gid % 9; k++)
            want += gid + k;
        bad += got[gid] != want;
    }
    T_CHECK(R->t, bad == 0, "%s: heap_print: %u threads' blocks summed wrong", R->what, bad);
    /* one line per block, in any order */
    for (b = 0; b < G; b++) {
        snprintf(line, sizeof line, "block %u of %u\n", b, (u32)G);
        T_CHECK(R->t, R->printed && strstr(R->printed, line), "%s: heap_print: no line "
                "'block %u of %u'", R->what, b, (u32)G);
    }
    T_CHECK(R->t, R->nprinted == (size_t)(10 * 14 + 14 * 15),
            "%s: heap_print: %lu bytes printed", R->what, (unsigned long)R->nprinted);
    /* the blocks kept across the launch: one per block */
    rc_get(R, &head, dhead, 8);
    for (n = 0; head && n <= G; n++) {
        rc_get(R, node, head, sizeof node);
        if (node[1] < G)
            seen[node[1]]++;
        head = node[0];
    }
    for (b = 0; b < G; b++)
        T_CHECK(R->t, seen[b] == 1, "%s: heap_print: block %u's node seen %u times",
                R->what, b, seen[b]);
    if (rc_run(R, "heap_free", 1, 1, args + 1)) {
        rc_get(R, &head, dhead, 8);
        T_CHECK(R->t, head == 0, "%s: heap_free left the list", R->what);
    }
}

/* ---- a host mapping of a misaligned buffer ---------------------------
   Its elements are aligned in device memory but not in host memory: the
   atomics cannot be the host's, and run under a lock; loads go element
   by element. The same kernels must give the same exact results. */
static void rc_misaligned(rc_vm *R)
{
    /* c32: 256 B, c64: 512 B, flags: 64 B, bad: 4; fsums/dsums: 64 + 128 B,
       halves 64 B */
    enum { O32 = 0, O64 = 256, OF = 768, OBAD = 832, OFS = 840, ODS = 904, OH = 1032,
           SIZE = 1104 };
    unsigned char *raw = (unsigned char *)malloc(SIZE + 16);
    unsigned char *host;
    ptxvm_addr d;
    if (!raw)
        return;
    host = raw + ((16 - ((uintptr_t)raw & 15)) & 15) + 1;     /* odd */
    memset(host, 0, SIZE);
    if (ptxvm_mem_map(R->vm, host, SIZE, PTXVM_READ | PTXVM_WRITE, &d) != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s: mem_map: %s", R->what, ptxvm_error_message(R->vm));
        free(raw);
        return;
    }
    rc_peek(R, d + O32, d + O64, d + OF, d + OBAD);
    rc_cas_add(R, d + OFS, d + ODS);
    memset(host + OBAD, 0, 4);
    rc_half_add(R, d + OH, d + OBAD);
    ptxvm_mem_unmap(R->vm, d);
    free(raw);
}

/* ---- host functions while other blocks run ---------------------------
   observe_k: every thread adds 3 to one of 16 counters, reps times; thread
   0 of each block calls observe(counters) each round, which reads all 16
   through ptxvm_call_read: each a multiple of 3, at most the final count.
   nest_or_fault: block 0 calls nest(), which waits, then tries to launch
   on its own VM (refused), while block 1 faults: the launch must report
   block 1's fault, whatever the refused launch did meanwhile. */
static const char rc_host_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".extern .func observe(.param .b64 p);\n"
    ".extern .func nest();\n"
    ".visible .entry observe_k(.param .u64 c, .param .u32 reps)\n{\n"
    "  .reg .b32 %r<6>;\n  .reg .b64 %rd<4>;\n  .reg .pred %p;\n"
    "  ld.param.u64 %rd1, [c];\n  ld.param.u32 %r1, [reps];\n"
    "  mov.u32 %r2, %tid.x;\n  and.b32 %r3, %r2, 15;\n"
    "  mul.wide.u32 %rd2, %r3, 4;\n  add.s64 %rd3, %rd1, %rd2;\n  mov.u32 %r4, 0;\n"
    "L: atom.global.add.u32 %r5, [%rd3], 3;\n"
    "  setp.ne.u32 %p, %r2, 0;\n  @%p bra N;\n"
    "  { .param .b64 p0;\n  st.param.b64 [p0], %rd1;\n  call observe, (p0); }\n"
    "N: add.u32 %r4, %r4, 1;\n  setp.lt.u32 %p, %r4, %r1;\n  @%p bra L;\n  ret;\n}\n"
    ".visible .entry nest_or_fault(.param .u64 bad)\n{\n"
    "  .reg .b32 %r<4>;\n  .reg .b64 %rd<2>;\n  .reg .pred %p;\n"
    "  mov.u32 %r1, %ctaid.x;\n  mov.u32 %r2, %tid.x;\n"
    "  setp.ne.u32 %p, %r2, 0;\n  @%p bra END;\n"
    "  setp.ne.u32 %p, %r1, 0;\n  @%p bra FAULT;\n"
    "  call nest, ();\n  bra END;\n"
    "FAULT: ld.param.u64 %rd1, [bad];\n  ld.global.u32 %r3, [%rd1];\n"
    "END: ret;\n}\n"
    ".visible .entry small()\n{\n  ret;\n}\n";

typedef struct rc_host {
    ptxvm_kernel *small;
    u32           max;         /* the counters' final value */
    int           calls, bad, not_refused;
} rc_host;

static ptxvm_result rc_observe(void *user, const ptxvm_call *call)
{
    rc_host *h = (rc_host *)user;
    ptxvm_addr c;
    u32 v[16], i, nb = 0;
    memcpy(&c, call->params[0], 8);
    if (ptxvm_call_read(call, c, v, sizeof v) != PTXVM_OK)
        nb++;
    else
        for (i = 0; i < 16; i++)
            nb += v[i] % 3 != 0 || v[i] > h->max;
    __atomic_fetch_add(&h->calls, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&h->bad, (int)nb, __ATOMIC_RELAXED);
    return PTXVM_OK;
}

static ptxvm_result rc_nest(void *user, const ptxvm_call *call)
{
    rc_host *h = (rc_host *)user;
    ptxvm_launch l;
    struct timespec ts = {0, 30000000};   /* let block 1 fault first */
    (void)call;
    nanosleep(&ts, NULL);
    test_launch_1d(&l, 1, 32, NULL);
    if (ptxvm_launch_kernel(h->small, &l, NULL) != PTXVM_E_INVALID_ARGUMENT)
        __atomic_fetch_add(&h->not_refused, 1, __ATOMIC_RELAXED);
    return PTXVM_OK;
}

static void rc_host_calls(pv_test *t, unsigned workers)
{
    enum { G = 12, B = 64, REPS = 20 };
    rc_vm R;
    rc_host h;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr c, bad = 0x10;          /* unmapped */
    u32 got[16], reps = REPS, i;
    void *args[2];
    ptxvm_result r;
    memset(&h, 0, sizeof h);
    if (!rc_open(&R, t, rc_host_ptx, sizeof rc_host_ptx - 1, "host.ptx", workers, 0))
        return;
    ptxvm_register_function(R.vm, "observe", rc_observe, &h);
    ptxvm_register_function(R.vm, "nest", rc_nest, &h);
    if (ptxvm_module_get_kernel(R.m, "small", &h.small) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: small: %s", R.what, ptxvm_error_message(R.vm));
        rc_close(&R);
        return;
    }
    c = rc_alloc(&R, 64);
    h.max = 3u * G * B * REPS / 16;
    args[0] = &c;
    args[1] = &reps;
    if (rc_run(&R, "observe_k", G, B, args)) {
        rc_get(&R, got, c, sizeof got);
        for (i = 0; i < 16; i++)
            T_CHECK(t, got[i] == h.max, "%s: observe_k counter %u: %u, want %u", R.what, i,
                    got[i], h.max);
        T_CHECK(t, h.calls == G * REPS && h.bad == 0, "%s: observe: %d calls (want %d), "
                "%d bad reads", R.what, h.calls, G * REPS, h.bad);
    }
    args[0] = &bad;
    r = ptxvm_module_get_kernel(R.m, "nest_or_fault", &k);
    if (r == PTXVM_OK) {
        test_launch_1d(&l, 2, 32, args);
        r = ptxvm_launch_kernel(k, &l, NULL);
    }
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT && h.not_refused == 0 &&
               strstr(ptxvm_error_message(R.vm), "block (1,0,0)") &&
               !strstr(ptxvm_error_message(R.vm), "a launch is running"),
            "%s: nest_or_fault: %s (%d nested launches not refused): %s", R.what,
            ptxvm_result_name(r), h.not_refused, ptxvm_error_message(R.vm));
    rc_close(&R);
}

static void rc_file(pv_test *t, const char *path, const char *name, unsigned workers,
                    int jobs)
{
    rc_vm R;
    size_t len;
    char *text = test_read_file(path, &len);
    T_CHECK(t, text != NULL, "cannot read %s", path);
    if (!text || !rc_open(&R, t, text, len, name, workers, jobs)) {
        free(text);
        return;
    }
    free(text);
    rc_cas_add(&R, rc_alloc(&R, CAS_N * 4), rc_alloc(&R, CAS_N * 8));
    rc_cas_mul64(&R);
    rc_chain(&R, "chain_volatile");
    rc_chain(&R, "chain_acqrel");
    rc_last_block(&R);
    rc_mixed_max(&R);
    rc_peek(&R, rc_alloc(&R, 256), rc_alloc(&R, 512), rc_alloc(&R, 64), rc_alloc(&R, 4));
    rc_half_add(&R, rc_alloc(&R, 64), rc_alloc(&R, 4));
    rc_same_stores(&R);
    rc_heap_print(&R);
    rc_misaligned(&R);
    rc_close(&R);
}

void unit_exec_race(pv_test *t)
{
    char **files;
    int nf, f, nrace = 0;
    unsigned w;
    files = test_list_dir(RC_DIR, ".ptx", &nf);
    for (f = 0; files && f < nf; f++) {
        const char *base = strrchr(files[f], '/');
        base = base ? base + 1 : files[f];
        nrace++;
        for (w = 0; w < sizeof rc_workers / sizeof rc_workers[0]; w++) {
            if (!test_begin(t, "exec_race %s (%u worker%s)", base, rc_workers[w],
                            rc_workers[w] > 1 ? "s" : ""))
                continue;
            rc_file(t, files[f], base, rc_workers[w], 0);
            test_end(t);
        }
        if (test_begin(t, "exec_race %s (4 host jobs)", base)) {
            rc_file(t, files[f], base, 4, 1);
            test_end(t);
        }
    }
    test_free_list(files, nf);
    for (w = 0; w < sizeof rc_workers / sizeof rc_workers[0]; w++) {
        if (!test_begin(t, "exec_race: host functions (%u worker%s)", rc_workers[w],
                        rc_workers[w] > 1 ? "s" : ""))
            continue;
        rc_host_calls(t, rc_workers[w]);
        test_end(t);
    }
    if (test_begin(t, "exec_race: files")) {
        T_CHECK(t, nrace == 2, "%d %s/*.ptx files, want 2", nrace, RC_DIR);
        test_end(t);
    }
}
