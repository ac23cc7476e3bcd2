/* Whole shuffle-scan loops in one dispatch (PV_WARP_LOOP: src/
   peephole_scanloop.c marks the shfl, src/exec_scanloop.h and
   src/scanloop_avx2.h run the turns). The kernel is nvcc's loop of
   `for (o = o0; o < N; o *= 2) { t = __shfl_up_sync(-1, v, o); if (lane
   >= o) v += t; }` with its setp/selp/add, shl and setp/bra, the
   loop's compare also le.u32 and ne.s32, and a variant that reads the
   shfl's value and the selp's after the loop (no loop fusion there).
   Every launch runs four ways: fused on 3 workers on the default copy
   of the dispatch loop, on the portable copy, with the whole-loop path
   off, and unfused on 1; all must leave the same v, o, the three
   predicates and the read values, and the first three the same %clock
   delta over the loop (its turns counted as the records' steps).
   Shapes: o0 from 1 to past 2^30, bounds 1 to 2^31 and -1, a lane
   register that is the lane, the thread index or the lane mod 8, one
   lane whose bound or offset differs (the turns or the shuffle not the
   warp's), blocks of 64 and 45 threads and warps whose lanes 20-31
   leave first. Step budgets that end inside the loop stop at the same
   step, with the same counts, with the path on and off. */
#include "exec.h"
#include "../testlib.h"
#include "../support/param_runs.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SL_SLOT 8u          /* words a thread writes */
#define SL_MAXT 64u
#define SL_NPRM 7u

/* params: o0, n0, lmask, lim, nlane, olane, seed; %s: the loop's
   compare, the two words stored last */
static const char sl_fmt[] =
    ".version 7.0\n.target sm_75\n.address_size 64\n"
    ".visible .entry sl(.param .u64 out, .param .u32 o0, .param .u32 n0,\n"
    "    .param .u32 lmask, .param .u32 lim, .param .u32 nlane,\n"
    "    .param .u32 olane, .param .u32 seed)\n{\n"
    "  .reg .b32 %%r<100>;\n  .reg .b64 %%rd<6>;\n  .reg .pred %%p<12>;\n"
    "  ld.param.u64 %%rd1, [out];\n  ld.param.u32 %%r2, [o0];\n"
    "  ld.param.u32 %%r3, [n0];\n  ld.param.u32 %%r4, [lmask];\n"
    "  ld.param.u32 %%r5, [lim];\n  ld.param.u32 %%r6, [nlane];\n"
    "  ld.param.u32 %%r7, [olane];\n  ld.param.u32 %%r8, [seed];\n"
    "  mov.u32 %%r1, %%tid.x;\n  and.b32 %%r9, %%r1, 31;\n"
    "  and.b32 %%r17, %%r1, %%r4;\n"
    "  mad.lo.s32 %%r78, %%r1, -1640531535, %%r8;\n"
    "  cvta.to.global.u64 %%rd2, %%rd1;\n  mul.wide.u32 %%rd3, %%r1, 32;\n"
    "  add.s64 %%rd4, %%rd2, %%rd3;\n"
    "  setp.ge.u32 %%p1, %%r9, %%r5;\n  @%%p1 bra DONE;\n"
    "  setp.eq.u32 %%p8, %%r9, %%r6;\n  selp.b32 %%r10, 1, 0, %%p8;\n"
    "  add.s32 %%r16, %%r3, %%r10;\n"
    "  setp.eq.u32 %%p9, %%r9, %%r7;\n  selp.b32 %%r11, 1, 0, %%p9;\n"
    "  add.s32 %%r76, %%r2, %%r11;\n"
    "  mov.u32 %%r30, %%clock;\n"
    "L:\n"
    "  mov.u32 %%r49, 0;\n  mov.u32 %%r50, -1;\n"
    "  shfl.sync.up.b32 %%r51|%%p3, %%r78, %%r76, %%r49, %%r50;\n"
    "  setp.lt.s32 %%p4, %%r17, %%r76;\n"
    "  selp.b32 %%r52, 0, %%r51, %%p4;\n"
    "  add.s32 %%r78, %%r52, %%r78;\n"
    "  shl.b32 %%r76, %%r76, 1;\n"
    "  setp.%s %%p5, %%r76, %%r16;\n"
    "  @%%p5 bra L;\n"
    "  mov.u32 %%r31, %%clock;\n  sub.u32 %%r32, %%r31, %%r30;\n"
    "  selp.u32 %%r33, 1, 0, %%p3;\n  selp.u32 %%r34, 1, 0, %%p4;\n"
    "  selp.u32 %%r35, 1, 0, %%p5;\n"
    "  st.global.v4.u32 [%%rd4], {%%r78, %%r76, %%r33, %%r34};\n"
    "  st.global.v4.u32 [%%rd4+16], {%%r35, %%r32, %s};\n"
    "DONE:\n"
    "  ret;\n}\n";

/* The loop's turns for a lane's o0 and bound, or 0 past 40 (a loop
   that never ends: left out). */
static uint32_t sl_turns(uint32_t o, uint32_t n, int cmp)
{
    uint32_t k;
    for (k = 1; k <= 40; k++) {
        int go;
        o <<= 1;
        go = cmp == 0 ? (int32_t)o < (int32_t)n : cmp == 1 ? o <= n : o != n;
        if (!go)
            return k;
    }
    return 0;
}

/* Does the fused listing mark its shfl with PV_WARP_LOOP? */
static int sl_marked(ptxvm_kernel *k)
{
    char *dis = ob_listing(k), *s;
    int r = 0;
    if (!dis)
        return -1;
    s = strstr(dis, "SHFL");
    if (s && (s = strstr(s, "k=0x")) != NULL)
        r = (strtoul(s + 4, NULL, 16) & PV_WARP_LOOP) != 0;
    free(dis);
    return r;
}

/* One launch with a step budget: the result and the counts. */
static ptxvm_result sl_budget(pr_run *s, uint32_t block, const uint32_t *p,
                              uint64_t limit, ptxvm_stats *st)
{
    ptxvm_launch l;
    void *args[1 + SL_NPRM];
    uint32_t v[SL_NPRM], i;
    args[0] = &s->out;
    for (i = 0; i < SL_NPRM; i++) {
        v[i] = p[i];
        args[1 + i] = &v[i];
    }
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = block;
    l.block.y = l.block.z = 1;
    l.args = args;
    l.step_limit = limit;
    memset(st, 0, sizeof *st);
    return ptxvm_launch_kernel(s->k, &l, st);
}

static const char *const sl_cmps[] = {"lt.s32", "le.u32", "ne.s32"};

/* Step budgets from before the loop to past its end, path on and off. */
static void sl_budgets(pv_test *t, pr_run *f, int cmp)
{
    static const uint32_t p[SL_NPRM] = {1, 32, 31, 32, 32, 32, 99};
    ptxvm_stats s0, a, b;
    ptxvm_result r0, ra, rb;
    uint64_t lim;
    if (sl_budget(f, 64, p, 0, &s0) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: the launch without a budget failed", sl_cmps[cmp]);
        return;
    }
    for (lim = 1; lim <= s0.warp_instructions + 2; lim++) {
        pv_scan_loop_set_off(1);
        rb = sl_budget(f, 64, p, lim, &b);
        pv_scan_loop_set_off(0);
        ra = sl_budget(f, 64, p, lim, &a);
        T_CHECK(t, ra == rb && a.warp_instructions == b.warp_instructions &&
                   a.thread_instructions == b.thread_instructions,
                "%s, budget %llu: %s %llu/%llu, step by step %s %llu/%llu", sl_cmps[cmp],
                (unsigned long long)lim, ptxvm_result_name(ra),
                (unsigned long long)a.warp_instructions,
                (unsigned long long)a.thread_instructions, ptxvm_result_name(rb),
                (unsigned long long)b.warp_instructions,
                (unsigned long long)b.thread_instructions);
    }
    r0 = sl_budget(f, 64, p, s0.warp_instructions, &a);
    T_CHECK(t, r0 == PTXVM_OK, "%s: its own count as the budget: %s", sl_cmps[cmp],
            ptxvm_result_name(r0));
}

static int sl_same(pv_test *t, const char *how, const char *what, uint32_t n,
                   ptxvm_result r, const char *msg, ptxvm_result r0, const char *msg0,
                   const uint32_t *got, const uint32_t *want, int clock)
{
    uint32_t i;
    if (r != r0 || strcmp(msg, msg0) != 0) {
        T_CHECK(t, 0, "%s, %s: %s (%s), want %s (%s)", how, what, ptxvm_result_name(r), msg,
                ptxvm_result_name(r0), msg0);
        return 0;
    }
    for (i = 0; i < n * SL_SLOT; i++) {
        if (!clock && i % SL_SLOT == 5)
            continue;
        if (got[i] != want[i]) {
            T_CHECK(t, 0, "%s, %s: thread %u word %u: %#x, want %#x", how, what,
                    i / SL_SLOT, i % SL_SLOT, got[i], want[i]);
            return 0;
        }
    }
    return 1;
}

static void sl_kernel(pv_test *t, int cmp, int reads, uint32_t *runs, uint32_t *bad)
{
    static const uint32_t o0s[] = {1, 2, 3, 5, 16, 31, 32, 33, 0x40000000u};
    static const uint32_t n0s[] = {32, 33, 1, 2, 16, 64, 0x7fffffffu, 0xffffffffu,
                                   0x80000000u};
    /* lmask, nlane, olane */
    static const uint32_t shapes[][3] = {{31, 32, 32}, {31, 5, 32}, {31, 32, 5},
                                         {0xffffffffu, 32, 32}, {7, 32, 32}};
    /* block, lim */
    static const uint32_t warps[][2] = {{64, 32}, {45, 32}, {64, 20}};
    static uint32_t got[4][SL_MAXT * SL_SLOT];
    char src[4096], what[200], msg[4][512];
    pr_run f, u;
    uint32_t io, in, is, iw, seed = 0x2545f491u + (uint32_t)cmp * 77u + (uint32_t)reads;
    int mk;
    snprintf(src, sizeof src, sl_fmt, sl_cmps[cmp], reads ? "%r51, %r52" : "%r9, %r17");
    if (!pr_open(t, &f, src, strlen(src), "scan_loop.ptx", "sl", 0, 3, sizeof got[0]))
        return;
    if (!pr_open(t, &u, src, strlen(src), "scan_loop.ptx", "sl", PTXVM_FLAG_NO_FUSION, 1,
                 sizeof got[0])) {
        pr_close(t, &f);
        return;
    }
    mk = sl_marked(f.k);
    T_CHECK(t, mk == !reads, "%s, shfl value %s after the loop: the loop %s",
            sl_cmps[cmp], reads ? "read" : "dead", mk ? "marked" : "not marked");
    mk = sl_marked(u.k);
    T_CHECK(t, mk == 0, "%s unfused: the loop marked", sl_cmps[cmp]);
    for (io = 0; io < sizeof o0s / sizeof *o0s; io++)
        for (in = 0; in < sizeof n0s / sizeof *n0s; in++) {
            const uint32_t o0 = o0s[io], n0 = n0s[in];
            if (!sl_turns(o0, n0, cmp) || !sl_turns(o0 + 1, n0, cmp) ||
                !sl_turns(o0, n0 + 1, cmp))
                continue;
            for (is = 0; is < sizeof shapes / sizeof *shapes; is++)
                for (iw = 0; iw < sizeof warps / sizeof *warps && *bad < 6; iw++) {
                    const uint32_t n = warps[iw][0];
                    uint32_t p[SL_NPRM];
                    ptxvm_result r[4];
                    seed = seed * 1664525u + 1013904223u;
                    p[0] = o0;
                    p[1] = n0;
                    p[2] = shapes[is][0];
                    p[3] = warps[iw][1];
                    p[4] = shapes[is][1];
                    p[5] = shapes[is][2];
                    p[6] = seed;
                    snprintf(what, sizeof what, "%s%s, block %u, o0 %#x n0 %#x lmask %#x "
                             "lim %u nlane %u olane %u", sl_cmps[cmp],
                             reads ? " (values read)" : "", n, o0, n0, p[2], p[3], p[4], p[5]);
                    r[0] = pr_launch(&f, 1, n, p, SL_NPRM, got[0], msg[0], sizeof msg[0]);
                    pv_run_set_portable(1);
                    r[1] = pr_launch(&f, 1, n, p, SL_NPRM, got[1], msg[1], sizeof msg[1]);
                    pv_run_set_portable(0);
                    pv_scan_loop_set_off(1);
                    r[2] = pr_launch(&f, 1, n, p, SL_NPRM, got[2], msg[2], sizeof msg[2]);
                    pv_scan_loop_set_off(0);
                    r[3] = pr_launch(&u, 1, n, p, SL_NPRM, got[3], msg[3], sizeof msg[3]);
                    T_CHECK(t, r[3] == PTXVM_OK, "%s: unfused: %s", what, msg[3]);
                    *bad += !sl_same(t, "portable copy", what, n, r[1], msg[1], r[0], msg[0],
                                     got[1], got[0], 1);
                    *bad += !sl_same(t, "step by step", what, n, r[2], msg[2], r[0], msg[0],
                                     got[2], got[0], 1);
                    *bad += !sl_same(t, "unfused", what, n, r[3], msg[3], r[0], msg[0],
                                     got[3], got[0], 0);
                    ++*runs;
                }
        }
    if (!reads)
        sl_budgets(t, &f, cmp);
    pr_close(t, &u);
    pr_close(t, &f);
}

void unit_scan_loop(pv_test *t)
{
    uint32_t runs = 0, bad = 0;
    int cmp, reads;
    for (cmp = 0; cmp < 3; cmp++)
        for (reads = 0; reads < 2; reads++)
            sl_kernel(t, cmp, reads, &runs, &bad);
    T_CHECK(t, runs >= 100, "only %u launches", runs);
    if (t->verbose)
        printf("    scan_loop: %u launches four ways, default copy %s\n", runs,
               pv_run_avx2() ? "AVX2" : "portable (no AVX2 here)");
}
