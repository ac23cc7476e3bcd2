/* Barrier scheduling: the whole-warp `bar.sync N` path of the dispatch
   loop (exec_bar.h) and the scheduler's completion that visits only the
   warps parked whole unless some warp arrived in parts (bar_part,
   launch.c), against the general path (the same kernel with the barrier
   number in a register) and a C model. Each round every warp reaches
   barrier 0 its own way (whole at one instruction, whole at another,
   even and odd lanes at two instructions, a lane range at one and the
   rest at the other, chosen by a parameter per warp and round); some
   threads exit at a round's start, after their warp's other lanes run
   on to the barrier (the scheduler settles the warp); the running group
   (activemask) goes into a record after the barrier, at every turn of a
   divergent loop in which one half of the warp outlasts the other, and
   after the loop; a whole-warp bar.red.popc on barrier 1 closes the
   round. Blocks of 128, 45 and 20 threads (partial warps, one a
   one-warp CTA), fast on 3 workers, general on 1, and the portable
   dispatch copy against the default; one thread faulting after the
   first barrier in some launches: the same words, the same message
   naming its line and thread. */
#include "exec.h"
#include "../testlib.h"
#include "../support/param_runs.h"
#include <stdio.h>
#include <string.h>

#define BS_GRID 3u
#define BS_MAXT 128u
#define BS_ROUNDS 5u
#define BS_NP 4u           /* sel, exit round, exit class, fault thread */

/* Each group of a warp released from barrier 0 takes the next ticket
   of its warp, in the order the warp runs them (the lowest PC first):
   record += ticket * 65537. */
#define BS_TICKET                                                       \
    "  ld.shared.u32 %%r45, [%%r43];\n  add.u32 %%r46, %%r45, 1;\n"       \
    "  st.shared.u32 [%%r43], %%r46;\n  mad.lo.s32 %%r40, %%r45, 65537, %%r40;\n"

/* fast: bar.sync 0 where the general kernel names %r90 (= 0) */
static size_t bs_build(char *p, size_t cap, int fast)
{
    size_t n = 0;
    const char *b0 = fast ? "0" : "%r90";
#define PUT(...) (n += (size_t)snprintf(p + n, n < cap ? cap - n : 0, __VA_ARGS__))
    PUT(".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry bs(.param .u64 out, .param .u32 sel, .param .u32 exr,\n"
        "                   .param .u32 exc, .param .u32 flt)\n{\n"
        "  .reg .pred %%p<12>;\n  .reg .b32 %%r<100>;\n  .reg .b64 %%rd<12>;\n"
        "  .shared .align 4 .b32 sh[128];\n  .shared .align 4 .b32 tk[4];\n"
        "  ld.param.u64 %%rd1, [out];\n  ld.param.u32 %%r1, [sel];\n"
        "  ld.param.u32 %%r2, [exr];\n  ld.param.u32 %%r3, [exc];\n"
        "  ld.param.u32 %%r4, [flt];\n  mov.u32 %%r90, 0;\n"
        /* t, n, lane, warp, acc = t; sh[t] = t */
        "  mov.u32 %%r5, %%tid.x;\n  mov.u32 %%r6, %%ntid.x;\n"
        "  and.b32 %%r7, %%r5, 31;\n  shr.u32 %%r8, %%r5, 5;\n  mov.u32 %%r9, %%r5;\n"
        "  mov.u32 %%r10, sh;\n  shl.b32 %%r11, %%r5, 2;\n  add.u32 %%r11, %%r10, %%r11;\n"
        "  st.shared.u32 [%%r11], %%r5;\n"
        "  mov.u32 %%r12, %%ctaid.x;\n  mad.lo.s32 %%r13, %%r12, %%r6, %%r5;\n"
        "  mul.wide.u32 %%rd2, %%r13, 8;\n  add.s64 %%rd3, %%rd1, %%rd2;\n"
        /* exits: (t * 13 + exc) % 5 == 0 at round exr */
        "  mad.lo.s32 %%r14, %%r5, 13, %%r3;\n  rem.u32 %%r14, %%r14, 5;\n"
        "  setp.eq.u32 %%p9, %%r14, 0;\n"
        "  mov.u32 %%r20, 0;\n  mov.u32 %%r40, 0;\n"
        "  bar.sync %s;\n", b0);
    PUT("ROUND:\n"
        "  setp.eq.u32 %%p1, %%r20, %%r2;\n  and.pred %%p1, %%p1, %%p9;\n"
        "  @%%p1 bra EXITL;\n"
        /* sh[t] = acc * 3 + r */
        "  mad.lo.s32 %%r21, %%r9, 3, %%r20;\n  st.shared.u32 [%%r11], %%r21;\n"
        /* the warp's ticket word tk[warp] = 0 */
        "  mov.u32 %%r43, tk;\n  shl.b32 %%r44, %%r8, 2;\n  add.u32 %%r43, %%r43, %%r44;\n"
        "  st.shared.u32 [%%r43], 0;\n"
        /* how this warp arrives: (sel >> 2 * ((warp + r) & 7)) & 3 */
        "  add.u32 %%r22, %%r8, %%r20;\n  and.b32 %%r22, %%r22, 7;\n  shl.b32 %%r22, %%r22, 1;\n"
        "  shr.u32 %%r23, %%r1, %%r22;\n  and.b32 %%r23, %%r23, 3;\n"
        "  setp.eq.u32 %%p2, %%r23, 0;\n  @%%p2 bra WHOLE;\n"
        "  setp.eq.u32 %%p2, %%r23, 3;\n  @%%p2 bra BARB;\n"
        "  setp.eq.u32 %%p2, %%r23, 1;\n  and.b32 %%r24, %%r7, 1;\n"
        "  setp.ne.u32 %%p3, %%r24, 0;\n"
        "  rem.u32 %%r25, %%r20, 31;\n  setp.le.u32 %%p4, %%r7, %%r25;\n"
        "  selp.u32 %%r26, 1, 0, %%p3;\n  selp.u32 %%r27, 1, 0, %%p4;\n"
        "  selp.u32 %%r26, %%r26, %%r27, %%p2;\n  setp.ne.u32 %%p5, %%r26, 0;\n"
        "  @%%p5 bra BARB;\n"
        "  and.b32 %%r24, %%r7, 3;\n  setp.eq.u32 %%p3, %%r24, 2;\n"
        "  and.pred %%p3, %%p3, %%p2;\n  @%%p3 bra BARD;\n"
        "  bar.sync %s;\n" BS_TICKET "  bra.uni AFTER;\n"
        "BARB:\n  barrier.sync %%r90;\n" BS_TICKET "  bra.uni AFTER;\n"
        "BARD:\n  bar.sync %s;\n" BS_TICKET "  bra.uni AFTER;\n"
        "WHOLE:\n  bar.sync %s;\n" BS_TICKET
        "AFTER:\n  activemask.b32 %%r39;\n  xor.b32 %%r40, %%r40, %%r39;\n"
        "  shf.l.wrap.b32 %%r40, %%r40, %%r40, 5;\n", b0, b0, b0);
    /* the fault: thread flt (its global index) loads from address 16 */
    PUT("  setp.eq.u32 %%p6, %%r13, %%r4;\n  setp.eq.u32 %%p7, %%r20, 1;\n"
        "  and.pred %%p6, %%p6, %%p7;\n  @%%p6 ld.global.u32 %%r30, [16];\n"
        /* acc += sh[(t + 1 + r) % n] */
        "  add.u32 %%r31, %%r5, %%r20;\n  add.u32 %%r31, %%r31, 1;\n"
        "  rem.u32 %%r31, %%r31, %%r6;\n  shl.b32 %%r31, %%r31, 2;\n"
        "  add.u32 %%r31, %%r10, %%r31;\n  ld.shared.u32 %%r32, [%%r31];\n"
        "  add.u32 %%r9, %%r9, %%r32;\n"
        /* for k < turns(t, r): acc ^= k or acc += k * t, and the
           running group into the record */
        "  mad.lo.s32 %%r33, %%r5, 7, %%r20;\n  rem.u32 %%r33, %%r33, 4;\n"
        "  shr.u32 %%r41, %%r7, 4;\n  add.u32 %%r41, %%r41, %%r20;\n"
        "  and.b32 %%r41, %%r41, 1;\n  setp.ne.u32 %%p0, %%r41, 0;\n"
        "  @%%p0 mov.u32 %%r33, 4;\n"
        "  mov.u32 %%r34, 0;\n"
        "LOOP:\n  setp.ge.u32 %%p8, %%r34, %%r33;\n  @%%p8 bra LEND;\n"
        "  activemask.b32 %%r35;\n  xor.b32 %%r40, %%r40, %%r35;\n"
        "  shf.l.wrap.b32 %%r40, %%r40, %%r40, 5;\n"
        "  and.b32 %%r36, %%r34, 1;\n  setp.ne.u32 %%p10, %%r36, 0;\n"
        "  @%%p10 bra ODD;\n  mad.lo.s32 %%r9, %%r34, %%r5, %%r9;\n  bra.uni NEXT;\n"
        "ODD:\n  xor.b32 %%r9, %%r9, %%r34;\n"
        "NEXT:\n  add.u32 %%r34, %%r34, 1;\n  bra.uni LOOP;\n"
        "LEND:\n  activemask.b32 %%r39;\n  xor.b32 %%r40, %%r40, %%r39;\n"
        "  shf.l.wrap.b32 %%r40, %%r40, %%r40, 5;\n"
        /* acc += threads of the block whose acc is odd */
        "  and.b32 %%r37, %%r9, 1;\n  setp.ne.u32 %%p11, %%r37, 0;\n"
        "  bar.red.popc.u32 %%r38, 1, %%p11;\n  add.u32 %%r9, %%r9, %%r38;\n"
        "  add.u32 %%r20, %%r20, 1;\n  setp.lt.u32 %%p1, %%r20, %u;\n  @%%p1 bra ROUND;\n"
        "EXITL:\n  st.global.v2.u32 [%%rd3], {%%r9, %%r40};\n  ret;\n}\n", BS_ROUNDS);
#undef PUT
    return n;
}

static uint32_t bs_rotl(uint32_t x, uint32_t k)
{
    return (x << k) | (x >> (32 - k));
}

/* The loop's turns for thread t in round r: 4 for one half of each
   warp, 0 to 3 for the other, so that the last group leaves the loop
   with only the other half's lanes waiting after it (in each half in
   turn). */
static uint32_t bs_turns(uint32_t t, uint32_t r)
{
    return (((t & 31u) >> 4) + r) & 1u ? 4u : (t * 7 + r) % 4;
}

/* The lanes of thread t's warp that have not exited: the group after
   the barrier and after the loop (every lane merged again). */
static uint32_t bs_group(const uint32_t *live, uint32_t nt, uint32_t t)
{
    uint32_t u, w0 = t & ~31u, g = 0;
    for (u = w0; u < w0 + 32 && u < nt; u++)
        if (live[u])
            g |= 1u << (u - w0);
    return g;
}

/* Thread t's group at barrier 0 in round r: 0 the first arrival
   instruction, 1 BARB, 2 BARD (in the code's order), or 3 whole. */
static uint32_t bs_path(uint32_t t, uint32_t sel, uint32_t r)
{
    uint32_t lane = t & 31u, s = (sel >> (2 * (((t >> 5) + r) & 7u))) & 3u;
    if (s == 0)
        return 3;
    if (s == 3)
        return 1;
    if (s == 1)
        return (lane & 1u) ? 1 : (lane & 3u) == 2 ? 2 : 0;
    return lane <= r % 31 ? 1 : 0;
}

/* Its ticket: how many of its warp's groups run before its own, the
   lowest PC first. */
static uint32_t bs_ticket(const uint32_t *live, uint32_t nt, uint32_t t,
                          uint32_t sel, uint32_t r)
{
    uint32_t u, w0 = t & ~31u, mine = bs_path(t, sel, r), below = 0;
    for (u = w0; u < w0 + 32 && u < nt; u++)
        if (live[u] && bs_path(u, sel, r) < mine)
            below |= 1u << bs_path(u, sel, r);
    return (below & 1u) + ((below >> 1) & 1u) + ((below >> 2) & 1u);
}

/* The C model of one block: out[t] = {acc, record}. */
static void bs_model(uint32_t nt, const uint32_t *p, uint32_t *out)
{
    uint32_t sh[BS_MAXT], acc[BS_MAXT], rec[BS_MAXT], live[BS_MAXT], t, r, k;
    for (t = 0; t < nt; t++) {
        sh[t] = acc[t] = t;
        rec[t] = 0;
        live[t] = 1;
    }
    for (r = 0; r < BS_ROUNDS; r++) {
        uint32_t cnt = 0;
        for (t = 0; t < nt; t++)
            if (live[t] && r == p[1] && (t * 13 + p[2]) % 5 == 0) {
                out[2 * t] = acc[t];
                out[2 * t + 1] = rec[t];
                live[t] = 0;
            }
        for (t = 0; t < nt; t++)
            if (live[t])
                sh[t] = acc[t] * 3 + r;
        for (t = 0; t < nt; t++)
            if (live[t]) {
                rec[t] += bs_ticket(live, nt, t, p[0], r) * 65537u;
                rec[t] = bs_rotl(rec[t] ^ bs_group(live, nt, t), 5);
                acc[t] += sh[(t + 1 + r) % nt];
            }
        for (t = 0; t < nt; t++) {
            uint32_t turns = bs_turns(t, r), w0 = t & ~31u, u;
            if (!live[t])
                continue;
            for (k = 0; k < turns; k++) {
                uint32_t grp = 0;
                for (u = w0; u < w0 + 32 && u < nt; u++)
                    if (live[u] && bs_turns(u, r) > k)
                        grp |= 1u << (u - w0);
                rec[t] = bs_rotl(rec[t] ^ grp, 5);
                acc[t] = (k & 1) ? acc[t] ^ k : acc[t] + k * t;
            }
        }
        for (t = 0; t < nt; t++)
            if (live[t])
                rec[t] = bs_rotl(rec[t] ^ bs_group(live, nt, t), 5);
        for (t = 0; t < nt; t++)
            if (live[t] && (acc[t] & 1))
                cnt++;
        for (t = 0; t < nt; t++)
            if (live[t])
                acc[t] += cnt;
    }
    for (t = 0; t < nt; t++)
        if (live[t]) {
            out[2 * t] = acc[t];
            out[2 * t + 1] = rec[t];
        }
}

static void bs_report(pv_test *t, uint32_t *bad, const char *what, uint32_t block,
                      const uint32_t *p, ptxvm_result r, const char *msg,
                      ptxvm_result r2, const char *msg2)
{
    T_CHECK(t, (*bad)++ > 3, "%s, block %u, sel %#x exit %u/%u fault %u: %s \"%s\" "
            "against %s \"%s\"", what, block, p[0], p[1], p[2], p[3],
            ptxvm_result_name(r), msg, ptxvm_result_name(r2), msg2);
}

void unit_bar_sched(pv_test *t)
{
    static char fsrc[8192], gsrc[8192];
    static uint32_t got_f[BS_GRID * BS_MAXT * 2], got_g[BS_GRID * BS_MAXT * 2];
    static uint32_t got_p[BS_GRID * BS_MAXT * 2], want[BS_MAXT * 2];
    static const uint32_t blocks[] = {128u, 45u, 20u};
    static const uint32_t sels[] = {0u, 0xffffu, 0x5555u, 0xaaaau, 0x1b1bu, 0xe4e4u};
    size_t flen = bs_build(fsrc, sizeof fsrc, 1), glen = bs_build(gsrc, sizeof gsrc, 0);
    pr_run f, g;
    uint32_t p[BS_NP], seed = 777u, bad = 0, n = 0, faults = 0, i, b, c;
    /* PTXVM_TEST_PORTABLE=1 keeps the portable copy on after the suite */
    const int portable = !pv_run_avx2();
    if (!test_begin(t, "bar_sched: whole-warp bar.sync and the scheduler's barrier "
                       "completion against the general path and a C model"))
        return;
    if (flen >= sizeof fsrc || glen >= sizeof gsrc) {
        T_CHECK(t, 0, "kernel text of %u bytes", (unsigned)flen);
        test_end(t);
        return;
    }
    if (!pr_open(t, &f, fsrc, flen, "bar_sched.ptx", "bs", 0, 3,
                 (size_t)BS_GRID * BS_MAXT * 8)) {
        test_end(t);
        return;
    }
    if (!pr_open(t, &g, gsrc, glen, "bar_sched.ptx", "bs", PTXVM_FLAG_NO_FUSION, 1,
                 (size_t)BS_GRID * BS_MAXT * 8)) {
        pr_close(t, &f);
        test_end(t);
        return;
    }
    for (i = 0; i < 30u; i++) {
        if (i < sizeof sels / sizeof *sels) {
            p[0] = sels[i];
        } else {
            seed = seed * 1664525u + 1013904223u;
            p[0] = seed ^ (seed >> 13);
        }
        p[1] = i % (BS_ROUNDS + 1);     /* BS_ROUNDS: nobody exits */
        p[2] = i * 3u;
        for (b = 0; b < sizeof blocks / sizeof *blocks; b++) {
            char mf[512], mg[512], mp[512];
            ptxvm_result rf, rg, rp;
            uint32_t nt = blocks[b];
            p[3] = i % 4u == 3u ? (i * 37u) % (BS_GRID * nt) : ~0u;
            /* the faulting thread must not have exited before round 1 */
            while (p[3] != ~0u && p[1] <= 1 && ((p[3] % nt) * 13 + p[2]) % 5 == 0)
                p[3] = (p[3] + 1) % (BS_GRID * nt);
            rf = pr_launch(&f, BS_GRID, nt, p, BS_NP, got_f, mf, sizeof mf);
            rg = pr_launch(&g, BS_GRID, nt, p, BS_NP, got_g, mg, sizeof mg);
            pv_run_set_portable(1);
            rp = pr_launch(&f, BS_GRID, nt, p, BS_NP, got_p, mp, sizeof mp);
            pv_run_set_portable(portable);
            n++;
            faults += rf != PTXVM_OK;
            if (rf != rg || strcmp(mf, mg) != 0 ||
                (rf == PTXVM_OK && memcmp(got_f, got_g, (size_t)BS_GRID * nt * 8) != 0))
                bs_report(t, &bad, "fast against general", nt, p, rf, mf, rg, mg);
            if (rf != rp || strcmp(mf, mp) != 0 ||
                (rf == PTXVM_OK && memcmp(got_f, got_p, (size_t)BS_GRID * nt * 8) != 0))
                bs_report(t, &bad, "default copy against portable", nt, p, rf, mf, rp, mp);
            if (p[3] != ~0u) {
                char who[64];
                snprintf(who, sizeof who, "thread (%u,0,0)", p[3] % nt);
                T_CHECK(t, rf == PTXVM_E_MEMORY_FAULT && strstr(mf, "bar_sched.ptx:") &&
                        strstr(mf, who), "fault at thread %u: %s \"%s\"", p[3],
                        ptxvm_result_name(rf), mf);
                continue;
            }
            bs_model(nt, p, want);
            for (c = 0; c < BS_GRID && rf == PTXVM_OK; c++)
                if (memcmp(got_f + c * nt * 2, want, (size_t)nt * 8) != 0) {
                    uint32_t k = 0;
                    while (got_f[c * nt * 2 + k] == want[k])
                        k++;
                    T_CHECK(t, bad++ > 3, "block %u sel %#x exit %u/%u: thread %u of "
                            "CTA %u word %u is %#x, the model %#x", nt, p[0], p[1], p[2],
                            k / 2, c, k % 2, got_f[c * nt * 2 + k], want[k]);
                    break;
                }
        }
    }
    T_CHECK(t, bad == 0, "%u of %u launches differ", bad, n);
    T_CHECK(t, faults > 0 && faults < n / 2, "%u faults in %u launches", faults, n);
    pr_close(t, &g);
    pr_close(t, &f);
    test_end(t);
}
