/* CTA-range launches and write logs (ptxvm_launch_ex's cta_first,
   cta_count and writes): a grid run as ranges, in any order, on one VM
   or several, gives the whole launch's bytes; the ranges see the whole
   grid's special registers; failures, the step limit and statistics are
   the range's; a write log lists exactly what changed, and merging the
   logs of ranges run on separate VMs rebuilds the whole launch. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* out[linear ctaid * ntid + tid] = a mix of every id register; CTA 13 of
   a grid with trap != 0 traps (and so does CTA 21). */
static const char grid_ptx[] =
    ".version 7.8\n.target sm_90\n.address_size 64\n"
    ".visible .entry ids(.param .u64 out, .param .u32 trap)\n{\n"
    "  .reg .b32 %r<30>;\n  .reg .b64 %rd<6>;\n  .reg .pred %p<3>;\n"
    "  mov.u32 %r1, %ctaid.x;\n  mov.u32 %r2, %ctaid.y;\n  mov.u32 %r3, %ctaid.z;\n"
    "  mov.u32 %r4, %nctaid.x;\n  mov.u32 %r5, %nctaid.y;\n  mov.u32 %r6, %nctaid.z;\n"
    "  mov.u32 %r7, %tid.x;\n  mov.u32 %r8, %ntid.x;\n"
    "  mad.lo.u32 %r9, %r3, %r5, %r2;\n  mad.lo.u32 %r10, %r9, %r4, %r1;\n" /* linear */
    "  ld.param.u32 %r11, [trap];\n  setp.ne.u32 %p1, %r11, 0;\n"
    "  setp.eq.u32 %p2, %r10, 13;\n  and.pred %p2, %p2, %p1;\n  @%p2 trap;\n"
    "  setp.eq.u32 %p2, %r10, 21;\n  and.pred %p2, %p2, %p1;\n  @%p2 trap;\n"
    "  mad.lo.u32 %r12, %r10, %r8, %r7;\n"
    "  mul.lo.u32 %r13, %r1, 1000003;\n  mad.lo.u32 %r13, %r2, 7919, %r13;\n"
    "  mad.lo.u32 %r13, %r3, 104729, %r13;\n  mad.lo.u32 %r13, %r4, 31, %r13;\n"
    "  mad.lo.u32 %r13, %r5, 37, %r13;\n  mad.lo.u32 %r13, %r6, 41, %r13;\n"
    "  xor.b32 %r13, %r13, %r7;\n  add.u32 %r13, %r13, 1;\n"
    "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd2, %rd1;\n"
    "  mul.wide.u32 %rd3, %r12, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  st.global.u32 [%rd4], %r13;\n  ret;\n}\n"
    /* the cluster ids: out[linear ctaid] = clusterid, nclusterid, rank */
    ".visible .entry cl(.param .u64 out)\n{\n"
    "  .reg .b32 %r<30>;\n  .reg .b64 %rd<6>;\n  .reg .pred %p<2>;\n"
    "  mov.u32 %r1, %ctaid.x;\n  mov.u32 %r2, %ctaid.y;\n  mov.u32 %r4, %nctaid.x;\n"
    "  mad.lo.u32 %r10, %r2, %r4, %r1;\n"
    "  mov.u32 %r11, %clusterid.x;\n  mov.u32 %r12, %clusterid.y;\n"
    "  mov.u32 %r13, %nclusterid.x;\n  mov.u32 %r14, %cluster_ctarank;\n"
    "  shl.b32 %r15, %r11, 24;\n  shl.b32 %r16, %r12, 16;\n  or.b32 %r15, %r15, %r16;\n"
    "  shl.b32 %r16, %r13, 8;\n  or.b32 %r15, %r15, %r16;\n  or.b32 %r15, %r15, %r14;\n"
    "  add.u32 %r15, %r15, 1;\n"
    "  mov.u32 %r7, %tid.x;\n  setp.ne.u32 %p1, %r7, 0;\n  @%p1 ret;\n"
    "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd2, %rd1;\n"
    "  mul.wide.u32 %rd3, %r10, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  st.global.u32 [%rd4], %r15;\n  ret;\n}\n";

/* Grid 5 x 3 x 2 of 40 threads: 30 CTAs. */
#define GX 5u
#define GY 3u
#define GZ 2u
#define NT 40u
#define NCTA (GX * GY * GZ)
#define NW (NCTA * NT)

typedef struct rig {
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *ids, *cl;
    ptxvm_addr out;
} rig;

static int rig_open(pv_test *t, rig *g, unsigned workers)
{
    ptxvm_config cfg;
    memset(g, 0, sizeof *g);
    test_config(&cfg, &g->a);
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &g->vm) != PTXVM_OK ||
        ptxvm_module_load(g->vm, grid_ptx, sizeof grid_ptx - 1, "range.ptx", &g->m) != PTXVM_OK ||
        ptxvm_module_get_kernel(g->m, "ids", &g->ids) != PTXVM_OK ||
        ptxvm_module_get_kernel(g->m, "cl", &g->cl) != PTXVM_OK ||
        ptxvm_mem_alloc(g->vm, NW * 4, &g->out) != PTXVM_OK) {
        T_CHECK(t, 0, "set-up: %s", g->vm ? ptxvm_error_message(g->vm) : "create");
        ptxvm_destroy(g->vm);
        return 0;
    }
    ptxvm_memset(g->vm, g->out, 0, NW * 4);
    return 1;
}

static void rig_close(pv_test *t, rig *g)
{
    ptxvm_destroy(g->vm);
    T_CHECK(t, g->a.live == 0, "%ld bytes leaked", g->a.live);
}

/* Launch ids over [first, first + count) with the write log w. */
static ptxvm_result run_range(rig *g, uint64_t first, uint64_t count, uint32_t trap,
                              uint64_t step_limit, ptxvm_write_log *w, ptxvm_stats *st)
{
    ptxvm_launch_ex l;
    void *args[2];
    args[0] = &g->out;
    args[1] = &trap;
    memset(&l, 0, sizeof l);
    l.struct_size = sizeof l;
    l.launch.grid.x = GX;
    l.launch.grid.y = GY;
    l.launch.grid.z = GZ;
    l.launch.block.x = NT;
    l.launch.block.y = l.launch.block.z = 1;
    l.launch.args = args;
    l.launch.step_limit = step_limit;
    l.cta_first = first;
    l.cta_count = count;
    l.writes = w;
    return ptxvm_launch_kernel_ex(g->ids, &l, st);
}

static void whole_grid(pv_test *t, uint32_t *ref, ptxvm_stats *st)
{
    rig g;
    if (!rig_open(t, &g, 1))
        return;
    T_CHECK(t, run_range(&g, 0, 0, 0, 0, NULL, st) == PTXVM_OK, "whole grid: %s",
            ptxvm_error_message(g.vm));
    ptxvm_memcpy_dtoh(g.vm, ref, g.out, NW * 4);
    rig_close(t, &g);
}

static void check_ranges(pv_test *t, const uint32_t *ref, const ptxvm_stats *full,
                         unsigned workers)
{
    /* cut points, run in a scrambled order */
    static const uint64_t cuts[] = {0, 1, 2, 7, 8, 19, 29, 30};
    static const unsigned order[] = {5, 0, 6, 2, 4, 1, 3};
    uint32_t *got = (uint32_t *)malloc(NW * 4);
    uint64_t warp = 0, thread = 0;
    unsigned i;
    rig g;
    if (!got || !rig_open(t, &g, workers)) {
        free(got);
        return;
    }
    for (i = 0; i < 7; i++) {
        unsigned c = order[i];
        ptxvm_stats st;
        ptxvm_result r = run_range(&g, cuts[c], cuts[c + 1] - cuts[c], 0, 0, NULL, &st);
        T_CHECK(t, r == PTXVM_OK, "range [%u, %u): %s", (unsigned)cuts[c],
                (unsigned)cuts[c + 1], ptxvm_error_message(g.vm));
        warp += st.warp_instructions;
        thread += st.thread_instructions;
    }
    ptxvm_memcpy_dtoh(g.vm, got, g.out, NW * 4);
    T_CHECK(t, !memcmp(got, ref, NW * 4), "%u workers: the ranges' output is not the "
            "whole grid's", workers);
    T_CHECK(t, warp == full->warp_instructions && thread == full->thread_instructions,
            "the ranges' statistics (%llu, %llu) are not the whole grid's (%llu, %llu)",
            (unsigned long long)warp, (unsigned long long)thread,
            (unsigned long long)full->warp_instructions,
            (unsigned long long)full->thread_instructions);
    /* count 0: from first to the end; CTAs before first stay untouched */
    ptxvm_memset(g.vm, g.out, 0, NW * 4);
    T_CHECK(t, run_range(&g, 17, 0, 0, 0, NULL, NULL) == PTXVM_OK, "[17, end): %s",
            ptxvm_error_message(g.vm));
    ptxvm_memcpy_dtoh(g.vm, got, g.out, NW * 4);
    for (i = 0; i < NW; i++)
        if (got[i] != (i / NT >= 17 ? ref[i] : 0u))
            break;
    T_CHECK(t, i == NW, "[17, end): word %u is %08x", i, i < NW ? got[i] : 0);
    free(got);
    rig_close(t, &g);
}

static void check_bad(pv_test *t)
{
    rig g;
    ptxvm_result r;
    if (!rig_open(t, &g, 2))
        return;
    r = run_range(&g, 30, 0, 0, 0, NULL, NULL);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT && strstr(ptxvm_error_message(g.vm), "30 CTAs"),
            "first = 30 of 30: %s, %s", ptxvm_result_name(r), ptxvm_error_message(g.vm));
    r = run_range(&g, 10, 21, 0, 0, NULL, NULL);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT, "[10, 31): %s", ptxvm_result_name(r));
    r = run_range(&g, ~(uint64_t)0, 2, 0, 0, NULL, NULL);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT, "a range that wraps: %s", ptxvm_result_name(r));
    /* the lowest failing CTA of the range: 13 and 21 trap; [14, 30)
       reports 21, [10, 25) 13, on any number of workers */
    r = run_range(&g, 14, 16, 1, 0, NULL, NULL);
    T_CHECK(t, r == PTXVM_E_TRAP && strstr(ptxvm_error_message(g.vm), "(1,1,1)"),
            "[14, 30) with traps: %s, %s", ptxvm_result_name(r), ptxvm_error_message(g.vm));
    r = run_range(&g, 10, 15, 1, 0, NULL, NULL);
    T_CHECK(t, r == PTXVM_E_TRAP && strstr(ptxvm_error_message(g.vm), "(3,2,0)"),
            "[10, 25) with traps: %s, %s", ptxvm_result_name(r), ptxvm_error_message(g.vm));
    r = run_range(&g, 0, 13, 1, 0, NULL, NULL);
    T_CHECK(t, r == PTXVM_OK, "[0, 13) does not reach the traps: %s", ptxvm_error_message(g.vm));
    /* the step limit counts the range only */
    {
        ptxvm_stats one;
        T_CHECK(t, run_range(&g, 3, 1, 0, 0, NULL, &one) == PTXVM_OK, "one CTA");
        r = run_range(&g, 3, 1, 0, one.warp_instructions, NULL, NULL);
        T_CHECK(t, r == PTXVM_OK, "one CTA within its own steps: %s", ptxvm_error_message(g.vm));
        r = run_range(&g, 3, 4, 0, one.warp_instructions * 2, NULL, NULL);
        T_CHECK(t, r == PTXVM_E_STEP_LIMIT, "four CTAs on two CTAs' steps: %s",
                ptxvm_result_name(r));
    }
    rig_close(t, &g);
}

/* Cluster launches count clusters: 2x1 clusters over a 6 x 4 grid. */
static void check_clusters(pv_test *t)
{
    uint32_t ref[24], got[24];
    unsigned i, pass;
    for (pass = 0; pass < 2; pass++) {
        rig g;
        ptxvm_launch_ex l;
        void *args[1];
        if (!rig_open(t, &g, 2))
            return;
        args[0] = &g.out;
        memset(&l, 0, sizeof l);
        l.struct_size = sizeof l;
        l.launch.grid.x = 6;
        l.launch.grid.y = 4;
        l.launch.grid.z = 1;
        l.launch.block.x = 32;
        l.launch.block.y = l.launch.block.z = 1;
        l.launch.args = args;
        l.cluster.x = 2;
        l.cluster.y = l.cluster.z = 1;
        if (pass == 0)
            T_CHECK(t, ptxvm_launch_kernel_ex(g.cl, &l, NULL) == PTXVM_OK, "clusters: %s",
                    ptxvm_error_message(g.vm));
        else {
            for (i = 12; i-- > 0;) {     /* 12 clusters, one at a time, backwards */
                l.cta_first = i;
                l.cta_count = 1;
                T_CHECK(t, ptxvm_launch_kernel_ex(g.cl, &l, NULL) == PTXVM_OK,
                        "cluster %u: %s", i, ptxvm_error_message(g.vm));
            }
            l.cta_first = 12;
            T_CHECK(t, ptxvm_launch_kernel_ex(g.cl, &l, NULL) == PTXVM_E_INVALID_ARGUMENT &&
                       strstr(ptxvm_error_message(g.vm), "12 clusters"),
                    "cluster 12 of 12: %s", ptxvm_error_message(g.vm));
        }
        ptxvm_memcpy_dtoh(g.vm, pass ? got : ref, g.out, sizeof ref);
        rig_close(t, &g);
    }
    for (i = 0; i < 24; i++)
        T_CHECK(t, ref[i] != 0 && ref[i] == got[i], "CTA %u: %08x whole, %08x by clusters",
                i, ref[i], got[i]);
}

/* The changed bytes, as a sorted list of [a, b) device offsets. */
static void check_log_ranges(pv_test *t, const char *what, const ptxvm_write_log *w,
                             ptxvm_addr base, const uint64_t *want, size_t nwant)
{
    const ptxvm_range *r;
    size_t n = ptxvm_write_log_ranges(w, &r), i;
    T_CHECK(t, n == nwant, "%s: %zu ranges, expected %zu", what, n, nwant);
    for (i = 0; i < n && i < nwant; i++)
        T_CHECK(t, r[i].addr - base == want[2 * i] && r[i].size == want[2 * i + 1] - want[2 * i],
                "%s: range %zu is [%llu, %llu), expected [%llu, %llu)", what, i,
                (unsigned long long)(r[i].addr - base),
                (unsigned long long)(r[i].addr - base + r[i].size),
                (unsigned long long)want[2 * i], (unsigned long long)want[2 * i + 1]);
}

static void check_log(pv_test *t)
{
    rig g, g2;
    ptxvm_write_log *w = NULL, *w64 = NULL, *wall = NULL, *other = NULL;
    ptxvm_addr spare;
    uint32_t *ref = (uint32_t *)malloc(NW * 4);
    ptxvm_result r;
    if (!ref || !rig_open(t, &g, 2)) {
        free(ref);
        return;
    }
    T_CHECK(t, ptxvm_write_log_create(g.vm, 3, &w) == PTXVM_E_INVALID_ARGUMENT,
            "granule 3 accepted");
    T_CHECK(t, ptxvm_write_log_create(g.vm, 4, &w) == PTXVM_OK &&
               ptxvm_write_log_create(g.vm, 64, &w64) == PTXVM_OK &&
               ptxvm_write_log_create(g.vm, 4096, &wall) == PTXVM_OK,
            "create: %s", ptxvm_error_message(g.vm));
    T_CHECK(t, ptxvm_write_log_watch(w, g.out, NW * 4) == PTXVM_OK &&
               ptxvm_write_log_watch(w64, g.out + 4, NW * 4 - 8) == PTXVM_OK,
            "watch: %s", ptxvm_error_message(g.vm));
    T_CHECK(t, ptxvm_write_log_watch(w, g.out + 8, NW * 4) == PTXVM_E_INVALID_ARGUMENT,
            "a watch past the allocation's end was accepted");
    ptxvm_mem_alloc(g.vm, 4096, &spare);
    ptxvm_memset(g.vm, spare, 0, 4096);
    /* CTAs [2, 4): words 80..159, bytes [320, 640) */
    T_CHECK(t, run_range(&g, 2, 2, 0, 0, w, NULL) == PTXVM_OK, "logged: %s",
            ptxvm_error_message(g.vm));
    {
        const uint64_t want[] = {320, 640};
        check_log_ranges(t, "granule 4", w, g.out, want, 1);
    }
    /* the same again: nothing changes */
    T_CHECK(t, run_range(&g, 2, 2, 0, 0, w, NULL) == PTXVM_OK, "relaunch");
    check_log_ranges(t, "the same values again", w, g.out, NULL, 0);
    /* a value already there is not a change: zero word 100 first, and
       CTA 7's words 280..319 */
    {
        uint32_t keep;
        ptxvm_memcpy_dtoh(g.vm, &keep, g.out + 100 * 4, 4);
        ptxvm_memset(g.vm, g.out + 80 * 4, 0, 80 * 4);
        ptxvm_memcpy_htod(g.vm, g.out + 100 * 4, &keep, 4);
    }
    T_CHECK(t, run_range(&g, 2, 2, 0, 0, w, NULL) == PTXVM_OK, "relaunch");
    {
        const uint64_t want[] = {320, 400, 404, 640};
        check_log_ranges(t, "around an unchanged word", w, g.out, want, 2);
    }
    /* granule 1: exactly the bytes that differ (CTA 2 from zeros) */
    {
        ptxvm_write_log *w1 = NULL;
        unsigned char now[160];
        const ptxvm_range *rr;
        size_t n, i, j, cnt = 0, nz = 0;
        int inside = 1;
        ptxvm_write_log_create(g.vm, 1, &w1);
        ptxvm_write_log_watch(w1, g.out, NW * 4);
        ptxvm_memset(g.vm, g.out, 0, NW * 4);
        T_CHECK(t, run_range(&g, 2, 1, 0, 0, w1, NULL) == PTXVM_OK, "granule 1");
        ptxvm_memcpy_dtoh(g.vm, now, g.out + 320, 160);
        for (i = 0; i < 160; i++)
            nz += now[i] != 0;
        n = ptxvm_write_log_ranges(w1, &rr);
        for (i = 0; i < n; i++)
            for (j = 0; j < rr[i].size; j++) {
                size_t at = (size_t)(rr[i].addr - g.out) + j;
                cnt++;
                inside &= at >= 320 && at < 480 && now[at - 320] != 0;
            }
        T_CHECK(t, nz > 0 && cnt == nz && inside, "granule 1: %zu bytes listed, %zu changed",
                cnt, nz);
        ptxvm_write_log_destroy(w1);
    }
    /* granule 64, watching from byte 4: the granule around byte 400 is
       [384, 448), merged; the first range is clipped to the watch */
    ptxvm_memset(g.vm, g.out, 0, NW * 4);
    T_CHECK(t, run_range(&g, 0, 1, 0, 0, w64, NULL) == PTXVM_OK &&
               run_range(&g, 5, 1, 0, 0, w64, NULL) == PTXVM_OK, "granule 64");
    {
        const uint64_t want[] = {5 * 160 & ~63u, (6 * 160 + 63) & ~63u};
        check_log_ranges(t, "granule 64", w64, g.out, want, 1);
    }
    T_CHECK(t, run_range(&g, 0, 1, 1, 0, w64, NULL) == PTXVM_OK, "CTA 0 again");
    check_log_ranges(t, "CTA 0 unchanged", w64, g.out, NULL, 0);
    ptxvm_memset(g.vm, g.out, 0, 8);
    T_CHECK(t, run_range(&g, 0, 1, 0, 0, w64, NULL) == PTXVM_OK, "CTA 0 after a reset");
    {
        const uint64_t want[] = {4, 64};
        check_log_ranges(t, "clipped to the watch", w64, g.out, want, 1);
    }
    /* a log that watches nothing covers every allocation: the page of
       the output that changed, and not the spare one */
    ptxvm_memset(g.vm, g.out, 0, NW * 4);
    T_CHECK(t, run_range(&g, 29, 1, 0, 0, wall, NULL) == PTXVM_OK, "every allocation");
    {
        const uint64_t want[] = {4096, NW * 4};
        check_log_ranges(t, "every allocation", wall, g.out, want, 1);
    }
    /* a failed launch still lists what changed before the fault */
    ptxvm_memset(g.vm, g.out, 0, NW * 4);
    r = run_range(&g, 11, 3, 1, 0, w, NULL);
    T_CHECK(t, r == PTXVM_E_TRAP, "trap with a log: %s", ptxvm_result_name(r));
    {
        const uint64_t want[] = {11 * 160, 13 * 160};
        check_log_ranges(t, "before the trap", w, g.out, want, 1);
    }
    /* a log of another VM; a watched range freed */
    if (rig_open(t, &g2, 1)) {
        T_CHECK(t, ptxvm_write_log_create(g2.vm, 1, &other) == PTXVM_OK, "other VM's log");
        r = run_range(&g, 0, 1, 0, 0, other, NULL);
        T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT, "another VM's log: %s", ptxvm_result_name(r));
        ptxvm_write_log_destroy(other);
        rig_close(t, &g2);
    }
    T_CHECK(t, ptxvm_write_log_watch(wall, spare, 64) == PTXVM_OK, "watch spare");
    ptxvm_mem_free(g.vm, spare);
    r = run_range(&g, 0, 1, 0, 0, wall, NULL);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT && strstr(ptxvm_error_message(g.vm), "no longer"),
            "a freed watch: %s, %s", ptxvm_result_name(r), ptxvm_error_message(g.vm));
    ptxvm_write_log_destroy(w);
    ptxvm_write_log_destroy(w64);
    ptxvm_write_log_destroy(wall);
    ptxvm_write_log_destroy(NULL);
    T_CHECK(t, ptxvm_write_log_ranges(NULL, NULL) == 0, "NULL log");
    free(ref);
    rig_close(t, &g);
}

/* Three VMs each run a third of the grid with a log (granule 64, so
   neighbouring ranges share granules); the logs' ranges merged into a
   fourth buffer, taking the bytes that differ from before the launch,
   rebuild the whole grid's output. */
static void check_merge(pv_test *t, const uint32_t *ref)
{
    static const uint64_t cut[] = {0, 11, 17, 30};
    unsigned char *merged = (unsigned char *)calloc(NW, 4), *mine = (unsigned char *)malloc(NW * 4);
    unsigned s;
    for (s = 0; s < 3 && merged && mine; s++) {
        rig g;
        ptxvm_write_log *w;
        const ptxvm_range *r;
        size_t n, i, j;
        if (!rig_open(t, &g, 2))
            break;
        ptxvm_write_log_create(g.vm, 64, &w);
        ptxvm_write_log_watch(w, g.out, NW * 4);
        T_CHECK(t, run_range(&g, cut[s], cut[s + 1] - cut[s], 0, 0, w, NULL) == PTXVM_OK,
                "shard %u: %s", s, ptxvm_error_message(g.vm));
        ptxvm_memcpy_dtoh(g.vm, mine, g.out, NW * 4);
        n = ptxvm_write_log_ranges(w, &r);
        for (i = 0; i < n; i++)
            for (j = 0; j < r[i].size; j++) {
                size_t at = (size_t)(r[i].addr - g.out) + j;
                if (mine[at] != 0)          /* the buffer started as zeros */
                    merged[at] = mine[at];
            }
        ptxvm_write_log_destroy(w);
        rig_close(t, &g);
    }
    T_CHECK(t, merged && !memcmp(merged, ref, NW * 4),
            "three shards merged by their logs are not the whole grid");
    free(merged);
    free(mine);
}

/* Out of memory at every allocation of a logged launch: a clean
   failure, nothing leaked, and the launch's results where it ran. */
static void check_oom(pv_test *t)
{
    long at;
    int done = 0;
    for (at = 1; at < 200 && !done; at++) {
        rig g;
        ptxvm_write_log *w = NULL;
        ptxvm_result r;
        if (!rig_open(t, &g, 1))
            return;
        g.a.fail_at = g.a.calls + at;
        r = ptxvm_write_log_create(g.vm, 64, &w);
        if (r == PTXVM_OK)
            r = ptxvm_write_log_watch(w, g.out, NW * 4);
        if (r == PTXVM_OK)
            r = run_range(&g, 3, 5, 0, 0, w, NULL);
        T_CHECK(t, r == PTXVM_OK || r == PTXVM_E_NO_MEMORY, "allocation %ld fails: %s", at,
                ptxvm_result_name(r));
        if (r == PTXVM_OK && !g.a.failed)
            done = 1;
        ptxvm_write_log_destroy(w);
        rig_close(t, &g);
    }
    T_CHECK(t, done, "never ran without a failed allocation");
}

void unit_cta_range(pv_test *t)
{
    uint32_t *ref = (uint32_t *)malloc(NW * 4);
    ptxvm_stats full;
    if (!ref)
        return;
    memset(&full, 0, sizeof full);
    if (test_begin(t, "cta_range: ranges in any order give the whole grid (1 worker)")) {
        whole_grid(t, ref, &full);
        check_ranges(t, ref, &full, 1);
        test_end(t);
    }
    if (test_begin(t, "cta_range: ranges in any order give the whole grid (3 workers)")) {
        whole_grid(t, ref, &full);
        check_ranges(t, ref, &full, 3);
        test_end(t);
    }
    if (test_begin(t, "cta_range: ranges outside the grid, traps, step limit")) {
        check_bad(t);
        test_end(t);
    }
    if (test_begin(t, "cta_range: cluster launches count clusters")) {
        check_clusters(t);
        test_end(t);
    }
    if (test_begin(t, "cta_range: write logs list the changed bytes")) {
        check_log(t);
        test_end(t);
    }
    if (test_begin(t, "cta_range: logs of shards on separate VMs merge into the whole grid")) {
        whole_grid(t, ref, &full);
        check_merge(t, ref);
        test_end(t);
    }
    if (test_begin(t, "cta_range: out of memory at every allocation of a logged launch")) {
        check_oom(t);
        test_end(t);
    }
    free(ref);
}
