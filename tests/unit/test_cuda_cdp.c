/* Dynamic parallelism from nvcc's PTX (tests/cdp/cu/, built by
   tests/cdp/generate.sh with -rdc=true into tests/cdp/ptx/): recursive
   launches with printf (cdp_print), a quicksort by launches into named
   streams (cdp_quicksort), tail and fire-and-forget launches, device
   malloc, errors, their names and queries (cdp_streams), the CDP1 parent that waits
   with cudaDeviceSynchronize (cdp_sync), and the limits: depth, pending
   launches, launching for ever (cdp_limits). Every file runs on every
   configuration variant (1, 2, 3, 8 workers, a host job system...),
   each result against a C reference or CUDA's ordering rules. */
#include "../testlib.h"
#include "../support/variants.h"
#include "vm.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CDP_DIR "tests/cdp/ptx"

static char  *cap_text;                /* what host.print received */
static size_t cap_len;

static void capture(void *user, const char *text, size_t len)
{
    char *n = (char *)realloc(cap_text, cap_len + len + 1);
    (void)user;
    if (!n)
        return;
    memcpy(n + cap_len, text, len);
    cap_len += len;
    n[cap_len] = 0;
    cap_text = n;
}

static void cap_reset(void)
{
    free(cap_text);
    cap_text = NULL;
    cap_len = 0;
}

static ptxvm_result go(ptxvm_module *m, const char *name, uint32_t grid,
                       uint32_t block, void **args, uint64_t steps)
{
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_result r = ptxvm_module_get_kernel(m, name, &k);
    if (r != PTXVM_OK)
        return r;
    test_launch_1d(&l, grid, block, args);
    l.step_limit = steps;
    return ptxvm_launch_kernel(k, &l, NULL);
}

static ptxvm_addr dalloc(ptxvm_vm *vm, size_t n, int byte)
{
    ptxvm_addr a = 0;
    if (ptxvm_mem_alloc(vm, n, &a) == PTXVM_OK)
        ptxvm_memset(vm, a, byte, n);
    return a;
}

static void set_global(ptxvm_module *m, const char *name, int v)
{
    ptxvm_addr a;
    size_t size;
    if (ptxvm_module_get_global(m, name, &a, &size) == PTXVM_OK && size == 4)
        ptxvm_memcpy_htod(m->vm, a, &v, 4);
}

/* ---- cdp_print: the tree of blocks and the lines they print -------- */
#define PR_GRID 2
#define PR_BLOCK 4
#define PR_DEPTH 4
#define PR_BLOCKS 30                     /* 2 + 4 + 8 + 16 */

static int line_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void check_print(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    int rec[3 * PR_BLOCKS + 3], perdepth[PR_DEPTH], i, d, n = 0;
    int maxd = PR_DEPTH, zero = 0, m1 = -1;
    ptxvm_addr drec = dalloc(vm, sizeof rec, 0xff);
    void *args[5];
    char *got[PR_BLOCKS + 2], *want[PR_BLOCKS], *p;
    ptxvm_result r;
    args[0] = &drec;
    args[1] = &maxd;
    args[2] = &zero;
    args[3] = &m1;
    args[4] = &m1;
    set_global(m, "g_uids", 0);
    cap_reset();
    r = go(m, "_Z10cdp_kernelPiiiii", PR_GRID, PR_BLOCK, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s cdp_kernel: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, rec, drec, sizeof rec);
    memset(perdepth, 0, sizeof perdepth);
    for (i = 0; i < PR_BLOCKS; i++) {
        d = rec[3 * i];
        T_CHECK(t, d >= 0 && d < PR_DEPTH, "%s: block %d has depth %d", f, i, d);
        if (d < 0 || d >= PR_DEPTH)
            return;
        perdepth[d]++;
        if (d > 0) {
            int pu = rec[3 * i + 1];
            T_CHECK(t, pu >= 0 && pu < PR_BLOCKS && rec[3 * pu] == d - 1,
                    "%s: block %d (depth %d) names parent %d", f, i, d, pu);
            T_CHECK(t, rec[3 * i + 2] == PR_BLOCK - 1, "%s: block %d launched "
                    "by thread %d", f, i, rec[3 * i + 2]);
        }
        want[i] = (char *)malloc(128);
        if (!want[i])
            return;
        if (d == 0)
            snprintf(want[i], 128, "BLOCK %d launched by the host", i);
        else {
            char bars[40];
            int j;
            for (j = 0; j < d; j++)
                memcpy(bars + 3 * j, "|  ", 3);
            bars[3 * d] = 0;
            snprintf(want[i], 128, "%sBLOCK %d launched by thread %d of block %d",
                     bars, i, rec[3 * i + 2], rec[3 * i + 1]);
        }
    }
    T_CHECK(t, rec[3 * PR_BLOCKS] == -1, "%s: more than %d blocks", f, PR_BLOCKS);
    for (d = 0, i = PR_GRID; d < PR_DEPTH; d++, i *= PR_GRID)
        T_CHECK(t, perdepth[d] == i, "%s: %d blocks at depth %d, want %d", f,
                perdepth[d], d, i);
    for (p = cap_text; p && *p && n < PR_BLOCKS + 2; n++) {
        char *e = strchr(p, '\n');
        got[n] = p;
        if (!e)
            break;
        *e = 0;
        p = e + 1;
    }
    T_CHECK(t, n == PR_BLOCKS, "%s: %d lines printed, want %d", f, n, PR_BLOCKS);
    if (n == PR_BLOCKS) {
        qsort(got, (size_t)n, sizeof *got, line_cmp);
        qsort(want, PR_BLOCKS, sizeof *want, line_cmp);
        for (i = 0; i < n; i++)
            T_CHECK(t, strcmp(got[i], want[i]) == 0, "%s: printed '%s', want '%s'",
                    f, got[i], want[i]);
    }
    for (i = 0; i < PR_BLOCKS; i++)
        free(want[i]);
    ptxvm_mem_free(vm, drec);
}

/* ---- cdp_quicksort -------------------------------------------------- */
static int u32_cmp(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return x < y ? -1 : x > y;
}

static void check_quicksort(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f,
                            int n, unsigned mod)
{
    unsigned *data = (unsigned *)malloc(n * sizeof *data);
    unsigned *ref = (unsigned *)malloc(n * sizeof *ref);
    unsigned x = 12345u + (unsigned)n;
    int i, left = 0, right = n - 1, depth = 0, bad = -1;
    ptxvm_addr dd;
    void *args[4];
    ptxvm_result r;
    if (!data || !ref) {
        free(data);
        free(ref);
        return;
    }
    for (i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        data[i] = ref[i] = (x >> 7) % mod;
    }
    qsort(ref, (size_t)n, sizeof *ref, u32_cmp);
    dd = dalloc(vm, n * sizeof *data, 0);
    ptxvm_memcpy_htod(vm, dd, data, n * sizeof *data);
    args[0] = &dd;
    args[1] = &left;
    args[2] = &right;
    args[3] = &depth;
    r = go(m, "_Z20cdp_simple_quicksortPjiii", 1, 1, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s quicksort %d: %s", f, n, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, data, dd, n * sizeof *data);
    for (i = 0; i < n && bad < 0; i++)
        if (data[i] != ref[i])
            bad = i;
    T_CHECK(t, bad < 0, "%s: quicksort of %d values: [%d] = %u, want %u", f, n,
            bad, bad >= 0 ? data[bad] : 0, bad >= 0 ? ref[bad] : 0);
    ptxvm_mem_free(vm, dd);
    free(data);
    free(ref);
}

/* ---- cdp_streams ---------------------------------------------------- */
static int pos_of(const int *log, int n, int tag)
{
    int i;
    for (i = 0; i < n; i++)
        if (log[1 + i] == tag)
            return i;
    return -1;
}

static void check_order(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    /* (a, b): a must run before b, by CUDA's rules */
    static const int before[][2] = {
        {11, 12},                                /* one stream, in order */
        {111, 112},
        {111, 113}, {112, 113},                  /* a tail launch: after */
        {11, 13}, {12, 13}, {111, 13}, {112, 13}, {113, 13},
        {11, 50}, {12, 50}, {111, 50}, {112, 50},  /* after nester(10) is complete */
        {11, 99}, {12, 99}, {13, 99}, {111, 99}, {112, 99}, {113, 99}, {50, 99},
    };
    static const int tags[] = {11, 12, 13, 111, 112, 113, 50, 99};
    int log[32], i;
    ptxvm_addr dl = dalloc(vm, sizeof log, 0);
    void *args[1];
    ptxvm_result r;
    args[0] = &dl;
    r = go(m, "_Z5orderPi", 1, 1, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s order: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, log, dl, sizeof log);
    T_CHECK(t, log[0] == 8, "%s: %d grids logged, want 8", f, log[0]);
    if (log[0] != 8)
        return;
    for (i = 0; i < 8; i++)
        T_CHECK(t, pos_of(log, 8, tags[i]) >= 0, "%s: grid %d never ran", f, tags[i]);
    for (i = 0; i < (int)(sizeof before / sizeof before[0]); i++)
        T_CHECK(t, pos_of(log, 8, before[i][0]) < pos_of(log, 8, before[i][1]),
                "%s: grid %d ran after grid %d", f, before[i][0], before[i][1]);
    ptxvm_mem_free(vm, dl);
}

static void check_visibility(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    int n = 64, out[64], sum = 0, want = 0, i;
    ptxvm_addr db = dalloc(vm, sizeof out, 0), dout = dalloc(vm, sizeof out, 0);
    ptxvm_addr dsum = dalloc(vm, 4, 0);
    void *args[4];
    ptxvm_result r;
    args[0] = &db;
    args[1] = &dout;
    args[2] = &dsum;
    args[3] = &n;
    r = go(m, "_Z10visibilityPiS_S_i", 1, (uint32_t)n, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s visibility: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    ptxvm_memcpy_dtoh(vm, &sum, dsum, 4);
    for (i = 0; i < n; i++) {
        T_CHECK(t, out[i] == 2 * (i + 7), "%s: child saw %d at %d", f, out[i] / 2, i);
        want += 2 * (i + 7);
    }
    T_CHECK(t, sum == want, "%s: the tail launch summed %d, want %d", f, sum, want);
    ptxvm_mem_free(vm, db);
    ptxvm_mem_free(vm, dout);
    ptxvm_mem_free(vm, dsum);
}

static void check_heap(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    int n = 64, out[64], i, lines = 0;
    ptxvm_addr dslot = dalloc(vm, 8, 0), dout = dalloc(vm, sizeof out, 0);
    void *args[3];
    const char *p;
    ptxvm_result r;
    args[0] = &dslot;
    args[1] = &n;
    args[2] = &dout;
    cap_reset();
    r = go(m, "_Z11heap_parentPPiiS_", 1, 1, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s heap_parent: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    for (i = 0; i < n; i++) {
        int j = i % (n / 2), want = (i < n / 2 ? 1000 : 2000) + j * j;
        char line[64];
        T_CHECK(t, out[i] == want, "%s: heap word %d is %d, want %d", f, i, out[i], want);
        snprintf(line, sizeof line, "fill %d: %d\n", i < n / 2 ? 1000 : 2000, want);
        T_CHECK(t, cap_text && strstr(cap_text, line), "%s: no line '%.*s'", f,
                (int)strlen(line) - 1, line);
    }
    for (p = cap_text; p && *p; p++)
        lines += *p == '\n';
    T_CHECK(t, lines == n, "%s: %d lines printed, want %d", f, lines, n);
    ptxvm_mem_free(vm, dslot);
    ptxvm_mem_free(vm, dout);
}

static void check_queries(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    static const int want[25] = {
        0, 0, 0, 1024, 0, 32, 1, 1, 0, 9, 9, 0, 9, 0, 0, 0, 0, 0, 1, 0, 2048,
        0, 13000, 0, 1
    };
    int o[128], i;
    ptxvm_addr d = dalloc(vm, sizeof o, 0xee);
    void *args[1];
    ptxvm_result r;
    args[0] = &d;
    cap_reset();
    r = go(m, "_Z7queriesPi", 1, 1, args, 0);
    T_CHECK(t, cap_text && strcmp(cap_text, "cudaErrorInvalidConfiguration|launch "
            "failed because launch would exceed cudaLimitDevRuntimePendingLaunchCount|"
            "unrecognized error code|cudaSuccess\n") == 0,
            "%s: queries printed '%s'", f, cap_text ? cap_text : "");
    T_CHECK(t, r == PTXVM_OK, "%s queries: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, o, d, sizeof o);
    for (i = 0; i < 25; i++)
        T_CHECK(t, o[i] == want[i], "%s: queries word %d is %d, want %d", f, i,
                o[i], want[i]);
    ptxvm_mem_free(vm, d);
}

static void check_copies(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    int n = 40, a[41], b[41], i;
    ptxvm_addr da = dalloc(vm, sizeof a, 0x55), db = dalloc(vm, sizeof b, 0x55);
    void *args[3];
    ptxvm_result r;
    args[0] = &da;
    args[1] = &db;
    args[2] = &n;
    r = go(m, "_Z6copiesPiS_i", 1, 1, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s copies: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, a, da, sizeof a);
    ptxvm_memcpy_dtoh(vm, b, db, sizeof b);
    for (i = 0; i < n; i++)
        T_CHECK(t, a[i] == 1 && b[i] == 2, "%s copies: a[%d] = %d, b[%d] = %d, want 1, 2",
                f, i, a[i], i, b[i]);
    T_CHECK(t, a[n] == 0x07070707, "%s copies: the memset wrote 0x%x", f, (unsigned)a[n]);
    T_CHECK(t, b[n] == 1, "%s copies: a host-to-device copy from the device gave %d, "
            "want cudaErrorInvalidValue (1)", f, b[n]);
    ptxvm_mem_free(vm, da);
    ptxvm_mem_free(vm, db);
}

static void check_many_streams(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    enum { G = 8, B = 64 };
    int hit[G * B], i;
    ptxvm_addr d = dalloc(vm, sizeof hit, 0);
    void *args[1];
    ptxvm_result r;
    args[0] = &d;
    r = go(m, "_Z12many_streamsPi", G, B, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s many_streams: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, hit, d, sizeof hit);
    for (i = 0; i < G * B; i++)
        T_CHECK(t, hit[i] == i + 1, "%s many_streams: thread %d's child wrote %d", f,
                i, hit[i]);
    ptxvm_mem_free(vm, d);
}

/* ---- cdp_sync (CDP1) ------------------------------------------------ */
static void check_sync(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    enum { N = 10000, B = 6, PB = 64 };
    static int in[N];
    long long want = 0, got = 0;
    int v[B * PB], sums[B], i, n = N, zero = 0, pb = PB;
    ptxvm_addr din = dalloc(vm, sizeof in, 0), dout = dalloc(vm, 8, 0);
    ptxvm_addr dv = dalloc(vm, sizeof v, 0), ds = dalloc(vm, sizeof sums, 0);
    void *args[4];
    ptxvm_result r;
    for (i = 0; i < N; i++) {
        in[i] = (i * 7919) % 1000 - 300;
        want += in[i];
    }
    ptxvm_memcpy_htod(vm, din, in, sizeof in);
    args[0] = &din;
    args[1] = &n;
    args[2] = &dout;
    args[3] = &zero;
    r = go(m, "_Z4rsumPKiiPxi", 1, 32, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s rsum: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, &got, dout, 8);
    T_CHECK(t, got == want, "%s: rsum %lld, want %lld", f, got, want);
    for (i = 0; i < B * PB; i++)
        v[i] = i % 23 - 11;
    ptxvm_memcpy_htod(vm, dv, v, sizeof v);
    args[0] = &dv;
    args[1] = &pb;
    args[2] = &ds;
    r = go(m, "_Z9per_blockPiiS_", B, PB, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s per_block: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, sums, ds, sizeof sums);
    for (i = 0; i < B; i++) {
        int s = 0, j;
        for (j = 0; j < PB; j++)
            s += v[i * PB + j] * v[i * PB + j];
        T_CHECK(t, sums[i] == s, "%s: block %d summed %d, want %d", f, i, sums[i], s);
    }
    ptxvm_mem_free(vm, din);
    ptxvm_mem_free(vm, dout);
    ptxvm_mem_free(vm, dv);
    ptxvm_mem_free(vm, ds);
}

/* ---- cdp_limits ------------------------------------------------------ */
static void check_depth(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f,
                        int limit)
{
    int err[32], i, zero = 0;
    ptxvm_addr d = dalloc(vm, sizeof err, 0xff);
    void *args[2];
    ptxvm_result r;
    args[0] = &d;
    args[1] = &zero;
    ptxvm_set_limit(vm, PTXVM_LIMIT_LAUNCH_DEPTH, (uint64_t)limit);
    r = go(m, "_Z6deeperPii", 1, 1, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s deeper: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, err, d, sizeof err);
    for (i = 0; i < 32; i++) {
        int want = i < limit ? 1000 : i == limit ? 1065 : -1;
        T_CHECK(t, err[i] == want, "%s: depth limit %d: depth %d got %d, want %d",
                f, limit, i, err[i], want);
    }
    ptxvm_set_limit(vm, PTXVM_LIMIT_LAUNCH_DEPTH, 24);
    ptxvm_mem_free(vm, d);
}

static void check_pending(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    enum { G = 8, B = 256, LIM = 100 };
    int hit[G * B], err[G * B], i, ok = 0;
    ptxvm_addr dh = dalloc(vm, sizeof hit, 0), de = dalloc(vm, sizeof err, 0xff);
    void *args[2];
    ptxvm_result r;
    args[0] = &dh;
    args[1] = &de;
    ptxvm_set_limit(vm, PTXVM_LIMIT_PENDING_LAUNCHES, LIM);
    r = go(m, "_Z5floodPiS_", G, B, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s flood: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, hit, dh, sizeof hit);
    ptxvm_memcpy_dtoh(vm, err, de, sizeof err);
    for (i = 0; i < G * B; i++) {
        T_CHECK(t, err[i] == 0 || err[i] == 69, "%s: thread %d's launch: error %d",
                f, i, err[i]);
        T_CHECK(t, hit[i] == (err[i] == 0), "%s: thread %d: error %d, child ran: %d",
                f, i, err[i], hit[i]);
        ok += err[i] == 0;
    }
    T_CHECK(t, ok == LIM, "%s: %d launches made it, want the limit, %d", f, ok, LIM);
    ptxvm_set_limit(vm, PTXVM_LIMIT_PENDING_LAUNCHES, 2048);
    ptxvm_mem_free(vm, dh);
    ptxvm_mem_free(vm, de);
}

static void check_forever(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    int count = 0, zero = 0;
    ptxvm_addr d = dalloc(vm, 4, 0);
    void *args[2];
    ptxvm_result r;
    args[0] = &d;
    args[1] = &zero;
    /* a tail launch chain never deepens: only the step limit ends it */
    r = go(m, "_Z7foreverPi", 1, 1, args, 20000);
    T_CHECK(t, r == PTXVM_E_STEP_LIMIT, "%s forever: %s (%s)", f,
            ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, &count, d, 4);
    T_CHECK(t, count > 100, "%s forever: only %d grids ran", f, count);
    /* two children per grid: the depth limit bounds it ... */
    ptxvm_memset(vm, d, 0, 4);
    ptxvm_set_limit(vm, PTXVM_LIMIT_LAUNCH_DEPTH, 7);
    r = go(m, "_Z4bombPii", 1, 1, args, 0);
    T_CHECK(t, r == PTXVM_OK, "%s bomb: %s", f, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, &count, d, 4);
    T_CHECK(t, count == 255, "%s bomb: %d grids, want 255", f, count);
    ptxvm_set_limit(vm, PTXVM_LIMIT_LAUNCH_DEPTH, 24);
    /* ... and at depth 24 (2^25 grids) the step limit does */
    r = go(m, "_Z4bombPii", 1, 1, args, 50000);
    T_CHECK(t, r == PTXVM_E_STEP_LIMIT, "%s bomb: %s (%s)", f,
            ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_mem_free(vm, d);
}

static void run_file(pv_test *t, ptxvm_vm *vm, ptxvm_module *m, const char *f)
{
    if (strstr(f, "cdp_print"))
        check_print(t, vm, m, f);
    else if (strstr(f, "cdp_quicksort")) {
        check_quicksort(t, vm, m, f, 3000, 1u << 30);
        check_quicksort(t, vm, m, f, 1000, 7);        /* many equal keys */
    } else if (strstr(f, "cdp_streams")) {
        check_order(t, vm, m, f);
        check_visibility(t, vm, m, f);
        check_heap(t, vm, m, f);
        check_queries(t, vm, m, f);
        check_copies(t, vm, m, f);
        check_many_streams(t, vm, m, f);
    } else if (strstr(f, "cdp_sync"))
        check_sync(t, vm, m, f);
    else if (strstr(f, "cdp_limits")) {
        check_depth(t, vm, m, f, 24);
        check_depth(t, vm, m, f, 3);
        check_depth(t, vm, m, f, 0);
        check_pending(t, vm, m, f);
        check_forever(t, vm, m, f);
    } else
        T_CHECK(t, 0, "%s: no checks for this file", f);
}

/* Every host allocation of a session failing in turn (1st, 2nd, ...):
   loading, nested launches on 1 and 2 workers, a CDP1 wait. Each ends
   with PTXVM_OK (a launch from the device may get
   cudaErrorMemoryAllocation) or PTXVM_E_NO_MEMORY, never a crash, and
   gives every byte back. */
static void check_oom(pv_test *t, const char *path, const char *file, uint32_t threads)
{
    size_t len;
    char *text = test_read_file(path, &len);
    long n;
    int done = 0;
    if (!test_begin(t, "cuda_cdp failing allocations, %s, %u workers", file, threads)) {
        free(text);
        return;
    }
    if (threads == 1 && test_threads_only()) {
        /* thousands of loads on one worker: most of this suite's time
           under ThreadSanitizer, with no second thread to check */
        test_skip(t, "one worker (PTXVM_TEST_THREADS_ONLY)");
        free(text);
        return;
    }
    T_CHECK(t, text != NULL, "cannot read %s", path);
    for (n = 1; text && !done && n < 5000; n++) {
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm;
        ptxvm_module *m;
        test_config(&cfg, &a);
        cfg.threads = threads;
        cfg.host.print = capture;
        a.fail_at = n;
        if (ptxvm_create(&cfg, &vm) != PTXVM_OK)
            continue;
        if (ptxvm_module_load(vm, text, len, file, &m) == PTXVM_OK) {
            int log[32], zero = 0;
            ptxvm_addr d = 0, d2 = 0;
            void *args[4];
            ptxvm_result r1 = PTXVM_E_NO_MEMORY, r2 = PTXVM_E_NO_MEMORY;
            if (ptxvm_mem_alloc(vm, 4096, &d) == PTXVM_OK &&
                ptxvm_mem_alloc(vm, 4096, &d2) == PTXVM_OK) {
                ptxvm_memset(vm, d, 0, 4096);
                args[0] = &d;
                if (strstr(file, "cdp_sync")) {
                    int pb = 16;
                    args[1] = &pb;
                    args[2] = &d2;
                    r1 = go(m, "_Z9per_blockPiiS_", 3, 16, args, 0);
                    r2 = r1;
                } else {
                    int nn = 16;
                    r1 = go(m, "_Z5orderPi", 1, 1, args, 0);
                    T_CHECK(t, r1 == PTXVM_OK || r1 == PTXVM_E_NO_MEMORY,
                            "allocation %ld failing: order: %s: %s", n,
                            ptxvm_result_name(r1), ptxvm_error_message(vm));
                    args[0] = &d2;
                    args[1] = &nn;
                    args[2] = &d;
                    r2 = go(m, "_Z11heap_parentPPiiS_", 1, 1, args, 0);
                }
                T_CHECK(t, (r1 == PTXVM_OK || r1 == PTXVM_E_NO_MEMORY) &&
                        (r2 == PTXVM_OK || r2 == PTXVM_E_NO_MEMORY),
                        "allocation %ld failing: %s, %s: %s", n, ptxvm_result_name(r1),
                        ptxvm_result_name(r2), ptxvm_error_message(vm));
                ptxvm_memcpy_dtoh(vm, log, d, sizeof log);
                (void)zero;
            }
            done = !a.failed;          /* every allocation succeeded */
        }
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "allocation %ld failing: %ld bytes not freed", n, a.live);
    }
    T_CHECK(t, done, "%s: still failing after %ld allocations", file, n);
    cap_reset();
    free(text);
    test_end(t);
}

void unit_cuda_cdp(pv_test *t)
{
    int nf, f;
    unsigned v;
    char **files = test_list_dir(CDP_DIR, ".ptx", &nf);
    if (test_begin(t, "cuda_cdp: builds")) {
        T_CHECK(t, files && nf >= 9, "%s: %d PTX files", CDP_DIR, files ? nf : 0);
        test_end(t);
    }
    for (f = 0; files && f < nf; f++) {
        const char *path = files[f], *base = strrchr(path, '/');
        size_t len;
        char *text = test_read_file(path, &len);
        base = base ? base + 1 : path;
        for (v = 0; v < pv_nvariants; v++) {
            test_alloc a;
            ptxvm_vm *vm;
            ptxvm_module *m;
            if (!test_begin(t, "cuda_cdp %s, %s", base, pv_variants[v].name))
                continue;
            T_CHECK(t, text != NULL, "cannot read %s", path);
            if (!text || pv_variant_create(&pv_variants[v], &a, &vm) != PTXVM_OK) {
                test_end(t);
                continue;
            }
            vm->cfg.host.print = capture;
            if (ptxvm_module_load(vm, text, len, base, &m) != PTXVM_OK)
                T_CHECK(t, 0, "%s: %s", base, ptxvm_error_message(vm));
            else
                run_file(t, vm, m, base);
            ptxvm_destroy(vm);
            T_CHECK(t, a.live == 0, "%s: %ld bytes not freed", base, a.live);
            test_end(t);
        }
        free(text);
    }
    for (f = 0; files && f < nf; f++) {
        const char *base = strrchr(files[f], '/');
        base = base ? base + 1 : files[f];
        if (strstr(base, "cdp_streams.sm_75") || strstr(base, "cdp_sync")) {
            check_oom(t, files[f], base, 1);
            check_oom(t, files[f], base, 2);
        }
    }
    cap_reset();
    test_free_list(files, nf);
}
