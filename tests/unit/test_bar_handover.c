/* A warp parking whole at a barrier hands the CTA's next warp over
   inside the dispatch loop, and the round's last completes the barrier
   and starts the next round there (pv_bar_park, pv_bar_next in
   launch.c), against the same launches with the hand-over off (every
   parked warp back to the scheduler) and a C model. The kernel: a tree
   reduction over .shared with `bar.sync 0` at every level (warps past
   the active half only branch over the add and arrive again), a ticket
   each warp takes right after a barrier (the order the warps run in),
   `bar.sync 1, 64` by warps 0 and 1 alone, and `bar.red.popc`; some
   threads exit first. Blocks of 256, 96 and 45 threads, 1 and 3
   workers, the portable dispatch copy; the words, the statistics
   (warp and thread instructions), and launches stopped by a step limit
   at many points or by a fault: the same result and message. */
#include "exec.h"
#include "../testlib.h"
#include "../support/param_runs.h"
#include <stdio.h>
#include <string.h>

#define HV_GRID 3u
#define HV_MAXT 256u
#define HV_ROUNDS 3u

static const char hv_src[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry hv(.param .u64 out, .param .u32 exm, .param .u32 flt)\n{\n"
    "  .reg .pred %p<8>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<4>;\n"
    "  .shared .align 4 .b32 sh[256];\n  .shared .align 4 .b32 tk[1];\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r1, [exm];\n"
    "  ld.param.u32 %r2, [flt];\n"
    "  mov.u32 %r3, %tid.x;\n  mov.u32 %r4, %ntid.x;\n  shr.u32 %r5, %r3, 5;\n"
    "  mov.u32 %r6, %ctaid.x;\n  mad.lo.s32 %r7, %r6, %r4, %r3;\n"
    "  mul.wide.u32 %rd2, %r7, 8;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  mov.u32 %r8, sh;\n  shl.b32 %r9, %r3, 2;\n  add.u32 %r9, %r8, %r9;\n"
    "  st.shared.u32 [%r9], 0;\n"
    "  setp.eq.u32 %p1, %r3, 0;\n  @%p1 st.shared.u32 [tk], 0;\n"
    "  add.u32 %r10, %r3, 1;\n  mov.u32 %r11, 0;\n  mov.u32 %r20, 0;\n"
    /* threads with (t * 5 + exm) % 11 == 0 leave at once */
    "  mad.lo.s32 %r12, %r3, 5, %r1;\n  rem.u32 %r12, %r12, 11;\n"
    "  setp.eq.u32 %p2, %r12, 0;\n  bar.sync 0;\n  @%p2 bra DONE;\n"
    "ROUND:\n  st.shared.u32 [%r9], %r10;\n  bar.sync 0;\n"
    /* the warp's ticket: one store by every lane of the same value */
    "  ld.shared.u32 %r13, [tk];\n  add.u32 %r14, %r13, 1;\n"
    "  st.shared.u32 [tk], %r14;\n"
    "  xor.b32 %r11, %r11, %r13;\n  shf.l.wrap.b32 %r11, %r11, %r11, 3;\n"
    /* the tree: s = 128 .. 1 */
    "  mov.u32 %r15, 128;\n"
    "TREE:\n  add.u32 %r16, %r3, %r15;\n  setp.ge.u32 %p3, %r3, %r15;\n"
    "  setp.ge.u32 %p4, %r16, %r4;\n  or.pred %p3, %p3, %p4;\n  @%p3 bra SKIP;\n"
    "  shl.b32 %r17, %r15, 2;\n  add.u32 %r17, %r9, %r17;\n"
    "  ld.shared.u32 %r18, [%r17];\n  ld.shared.u32 %r19, [%r9];\n"
    "  add.u32 %r19, %r19, %r18;\n  st.shared.u32 [%r9], %r19;\n"
    "SKIP:\n  bar.sync 0;\n  shr.u32 %r15, %r15, 1;\n"
    "  setp.ne.u32 %p5, %r15, 0;\n  @%p5 bra TREE;\n"
    /* the fault: thread flt (its global index) in round 1 */
    "  setp.eq.u32 %p6, %r7, %r2;\n  setp.eq.u32 %p7, %r20, 1;\n"
    "  and.pred %p6, %p6, %p7;\n  @%p6 ld.global.u32 %r30, [16];\n"
    "  ld.shared.u32 %r21, [sh];\n  add.u32 %r21, %r21, %r20;\n"
    "  xor.b32 %r10, %r10, %r21;\n"
    /* warps 0 and 1 meet at barrier 1 while the others wait at 0 */
    "  setp.ge.u32 %p3, %r5, 2;\n  @%p3 bra AFTER1;\n  bar.sync 1, 64;\n"
    "AFTER1:\n  and.b32 %r22, %r10, 1;\n  setp.ne.u32 %p4, %r22, 0;\n"
    "  bar.red.popc.u32 %r23, 0, %p4;\n  add.u32 %r10, %r10, %r23;\n"
    "  add.u32 %r20, %r20, 1;\n  setp.lt.u32 %p5, %r20, 3;\n  @%p5 bra ROUND;\n"
    "  st.global.v2.u32 [%rd3], {%r10, %r11};\n"
    "DONE:\n  ret;\n}\n";

static uint32_t hv_rotl(uint32_t x, uint32_t k)
{
    return (x << k) | (x >> (32 - k));
}

/* The words of one CTA of nt threads (0x5a5a5a5a for threads that
   left): the warps take their tickets in order, each warp with a live
   lane once a round. */
static void hv_model(uint32_t nt, uint32_t exm, uint32_t *out)
{
    uint32_t live[HV_MAXT], acc[HV_MAXT], rec[HV_MAXT], sh[HV_MAXT];
    uint32_t t, r, s, tick = 0;
    for (t = 0; t < nt; t++) {
        live[t] = (t * 5 + exm) % 11 != 0;
        acc[t] = t + 1;
        rec[t] = 0;
        sh[t] = 0;
    }
    for (r = 0; r < HV_ROUNDS; r++) {
        uint32_t w, cnt = 0;
        for (t = 0; t < nt; t++)
            if (live[t])
                sh[t] = acc[t];
        for (w = 0; w * 32 < nt; w++) {
            int any = 0;
            for (t = w * 32; t < nt && t < w * 32 + 32; t++)
                if (live[t]) {
                    rec[t] = hv_rotl(rec[t] ^ tick, 3);
                    any = 1;
                }
            tick += any;
        }
        for (s = 128; s; s >>= 1)
            for (t = 0; t < s && t + s < nt; t++)
                if (live[t])
                    sh[t] += sh[t + s];
        for (t = 0; t < nt; t++)
            if (live[t]) {
                acc[t] ^= sh[0] + r;
                cnt += acc[t] & 1;
            }
        for (t = 0; t < nt; t++)
            acc[t] += cnt;
    }
    for (t = 0; t < nt; t++) {
        out[2 * t] = live[t] ? acc[t] : 0x5a5a5a5au;
        out[2 * t + 1] = live[t] ? rec[t] : 0x5a5a5a5au;
    }
}

typedef struct hv_res {
    ptxvm_result rc;
    ptxvm_stats  st;
    char         msg[512];
    uint32_t     got[HV_GRID * HV_MAXT * 2];
} hv_res;

static void hv_launch(pr_run *s, uint32_t nt, uint32_t exm, uint32_t flt,
                      uint64_t limit, hv_res *o)
{
    void *args[3];
    ptxvm_launch l;
    args[0] = &s->out;
    args[1] = &exm;
    args[2] = &flt;
    memset(&l, 0, sizeof l);
    l.grid.x = HV_GRID;
    l.grid.y = l.grid.z = 1;
    l.block.x = nt;
    l.block.y = l.block.z = 1;
    l.args = args;
    l.step_limit = limit;
    memset(&o->st, 0, sizeof o->st);
    ptxvm_memset(s->vm, s->out, 0x5a, s->out_bytes);
    o->rc = ptxvm_launch_kernel(s->k, &l, &o->st);
    o->msg[0] = 0;
    if (o->rc != PTXVM_OK)
        snprintf(o->msg, sizeof o->msg, "%s", ptxvm_error_message(s->vm));
    ptxvm_memcpy_dtoh(s->vm, o->got, s->out, s->out_bytes);
}

/* on and off agree: result, message, statistics, words */
static int hv_same(const hv_res *a, const hv_res *b, uint32_t nt)
{
    return a->rc == b->rc && strcmp(a->msg, b->msg) == 0 &&
           a->st.warp_instructions == b->st.warp_instructions &&
           a->st.thread_instructions == b->st.thread_instructions &&
           memcmp(a->got, b->got, (size_t)HV_GRID * nt * 8) == 0;
}

void unit_bar_handover(pv_test *t)
{
    static hv_res on, off;
    static uint32_t want[HV_MAXT * 2];
    static const uint32_t blocks[] = {256u, 96u, 45u};
    static const unsigned workers[] = {1u, 3u};
    const int portable = !pv_run_avx2();
    uint32_t bad = 0, n = 0, stops = 0, wi, b, e, c, k, copy;
    if (!test_begin(t, "bar_handover: the next warp handed over at a barrier "
                       "against the scheduler's rounds and a C model"))
        return;
    for (wi = 0; wi < 2; wi++) {
        pr_run s;
        if (!pr_open(t, &s, hv_src, sizeof hv_src - 1, "bar_handover.ptx", "hv",
                     wi ? 0 : PTXVM_FLAG_NO_FUSION, workers[wi],
                     (size_t)HV_GRID * HV_MAXT * 8))
            break;
        for (copy = 0; copy < 2; copy++) {
            pv_run_set_portable(copy ? 1 : portable);
            for (b = 0; b < sizeof blocks / sizeof *blocks; b++) {
                const uint32_t nt = blocks[b];
                for (e = 0; e < 4; e++) {
                    const uint32_t exm = e == 3 ? 1000003u : e * 4u;
                    uint64_t full;
                    pv_bar_set_handover(1);
                    hv_launch(&s, nt, exm, ~0u, 0, &on);
                    pv_bar_set_handover(0);
                    hv_launch(&s, nt, exm, ~0u, 0, &off);
                    n++;
                    T_CHECK(t, on.rc == PTXVM_OK, "%u threads, exm %u: %s \"%s\"", nt,
                            exm, ptxvm_result_name(on.rc), on.msg);
                    if (!hv_same(&on, &off, nt))
                        T_CHECK(t, bad++ > 3, "%u threads, exm %u, %u workers: on %s "
                                "%llu/%llu \"%s\", off %s %llu/%llu \"%s\"", nt, exm,
                                workers[wi], ptxvm_result_name(on.rc),
                                (unsigned long long)on.st.warp_instructions,
                                (unsigned long long)on.st.thread_instructions, on.msg,
                                ptxvm_result_name(off.rc),
                                (unsigned long long)off.st.warp_instructions,
                                (unsigned long long)off.st.thread_instructions, off.msg);
                    hv_model(nt, exm, want);
                    for (c = 0; c < HV_GRID && on.rc == PTXVM_OK; c++)
                        if (memcmp(on.got + c * nt * 2, want, (size_t)nt * 8) != 0) {
                            uint32_t i = 0;
                            while (on.got[c * nt * 2 + i] == want[i])
                                i++;
                            T_CHECK(t, bad++ > 3, "%u threads, exm %u: thread %u of "
                                    "CTA %u word %u is %#x, the model %#x", nt, exm,
                                    i / 2, c, i % 2, on.got[c * nt * 2 + i], want[i]);
                            break;
                        }
                    /* step limits through the launch, one worker's order
                       deciding which CTA stops first on several */
                    full = on.st.warp_instructions;
                    for (k = 1; k < 24 && workers[wi] == 1; k++) {
                        const uint64_t lim = full * k / 24 + k;
                        pv_bar_set_handover(1);
                        hv_launch(&s, nt, exm, ~0u, lim, &on);
                        pv_bar_set_handover(0);
                        hv_launch(&s, nt, exm, ~0u, lim, &off);
                        n++;
                        stops += on.rc != PTXVM_OK;
                        if (on.rc != off.rc || strcmp(on.msg, off.msg) != 0 ||
                            on.st.warp_instructions != off.st.warp_instructions)
                            T_CHECK(t, bad++ > 3, "%u threads, exm %u, limit %llu: on "
                                    "%s \"%s\", off %s \"%s\"", nt, exm,
                                    (unsigned long long)lim, ptxvm_result_name(on.rc),
                                    on.msg, ptxvm_result_name(off.rc), off.msg);
                    }
                    /* a fault in round 1 at a thread of the middle CTA */
                    {
                        uint32_t flt = nt + (nt * 7 / 11) % nt;
                        while ((((flt % nt) * 5 + exm) % 11) == 0)
                            flt++;
                        pv_bar_set_handover(1);
                        hv_launch(&s, nt, exm, flt, 0, &on);
                        pv_bar_set_handover(0);
                        hv_launch(&s, nt, exm, flt, 0, &off);
                        n++;
                        T_CHECK(t, on.rc == PTXVM_E_MEMORY_FAULT &&
                                strstr(on.msg, "bar_handover.ptx:"), "fault at thread "
                                "%u: %s \"%s\"", flt, ptxvm_result_name(on.rc), on.msg);
                        if (on.rc != off.rc || strcmp(on.msg, off.msg) != 0)
                            T_CHECK(t, bad++ > 3, "fault %u: on \"%s\", off \"%s\"",
                                    flt, on.msg, off.msg);
                    }
                }
            }
        }
        pv_bar_set_handover(1);
        pv_run_set_portable(portable);
        pr_close(t, &s);
    }
    T_CHECK(t, bad == 0, "%u of %u launches differ", bad, n);
    T_CHECK(t, stops > 0, "no launch stopped at its step limit");
    test_end(t);
}
