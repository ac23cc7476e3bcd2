/* Step accounting of the dispatch loop (src/exec.c): a straight run
   counts its steps as its PC moves, a jump moves the count by what the
   PC moved, and a partial group's idle lanes are counted once per group.
   %clock (the warp's step count) read around a straight run, a loop
   body, a divergent branch's two sides and a call made by the whole warp
   and by a part of it must give the same deltas fused and unfused on
   blocks of 32, 20 and 45 threads; a kernel every lane runs alike must
   count its thread instructions as its lanes times its warp
   instructions (a guard false in every lane counting none); a step budget spent inside a straight run stops the
   launch at the next branch, reporting the steps before it, the same
   for every budget within the run. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

static const char sc_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".func (.param .u32 r) f(.param .u32 a)\n{\n"
    "  .reg .u32 %q<6>;\n"
    "  ld.param.u32 %q1, [a];\n  mul.lo.u32 %q2, %q1, 3;\n  xor.b32 %q3, %q2, %q1;\n"
    "  st.param.u32 [r], %q3;\n  ret;\n}\n"
    /* out[tid * 8 + k]: the deltas; lanes below `split` take the short
       side of the branch and make the call alone */
    ".visible .entry c(.param .u64 out, .param .u32 split, .param .u32 turns)\n{\n"
    "  .reg .u32 %r<40>;\n  .reg .u64 %rd<4>;\n  .reg .pred %p<4>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r30, [split];\n"
    "  ld.param.u32 %r31, [turns];\n"
    "  mov.u32 %r1, %tid.x;\n  mul.wide.u32 %rd2, %r1, 32;\n  add.s64 %rd3, %rd1, %rd2;\n"
    /* a straight run of eight dependent operations */
    "  mov.u32 %r2, %clock;\n"
    "  add.u32 %r3, %r1, 7;\n  mul.lo.u32 %r3, %r3, %r1;\n  xor.b32 %r3, %r3, 91;\n"
    "  shl.b32 %r3, %r3, 3;\n  sub.u32 %r3, %r3, %r1;\n  or.b32 %r3, %r3, 5;\n"
    "  add.u32 %r3, %r3, %r1;\n  and.b32 %r3, %r3, 4095;\n"
    "  mov.u32 %r4, %clock;\n  sub.u32 %r5, %r4, %r2;\n"
    "  st.global.u32 [%rd3], %r5;\n  st.global.u32 [%rd3+4], %r3;\n"
    /* a loop of `turns` turns: the delta of its last body */
    "  mov.u32 %r6, 0;\n  mov.u32 %r7, 0;\n"
    "LOOP:\n  mov.u32 %r8, %clock;\n  add.u32 %r7, %r7, %r1;\n  xor.b32 %r7, %r7, 3;\n"
    "  add.u32 %r6, %r6, 1;\n  mov.u32 %r9, %clock;\n"
    "  setp.lt.u32 %p1, %r6, %r31;\n  @%p1 bra LOOP;\n"
    "  sub.u32 %r10, %r9, %r8;\n  st.global.u32 [%rd3+8], %r10;\n"
    "  st.global.u32 [%rd3+12], %r7;\n"
    /* a divergent branch: each side's delta */
    "  setp.lt.u32 %p2, %r1, %r30;\n  @%p2 bra SHORT;\n"
    "  mov.u32 %r11, %clock;\n  add.u32 %r12, %r1, 1;\n  mul.lo.u32 %r12, %r12, 9;\n"
    "  add.u32 %r12, %r12, %r7;\n  xor.b32 %r12, %r12, 17;\n  mov.u32 %r13, %clock;\n"
    "  bra JOINED;\n"
    "SHORT:\n  mov.u32 %r11, %clock;\n  add.u32 %r12, %r1, 2;\n  mov.u32 %r13, %clock;\n"
    "JOINED:\n  sub.u32 %r14, %r13, %r11;\n  st.global.u32 [%rd3+16], %r14;\n"
    "  st.global.u32 [%rd3+20], %r12;\n"
    /* a call by the lanes below split, then by the whole warp */
    "  @!%p2 bra NOCALL;\n"
    "  mov.u32 %r15, %clock;\n"
    "  { .param .u32 a0; .param .u32 r0;\n    st.param.u32 [a0], %r1;\n"
    "    call (r0), f, (a0);\n    ld.param.u32 %r16, [r0]; }\n"
    "  mov.u32 %r17, %clock;\n  sub.u32 %r18, %r17, %r15;\n"
    "  st.global.u32 [%rd3+24], %r18;\n"
    "NOCALL:\n  mov.u32 %r19, %clock;\n"
    "  { .param .u32 a1; .param .u32 r1;\n    st.param.u32 [a1], %r1;\n"
    "    call (r1), f, (a1);\n    ld.param.u32 %r20, [r1]; }\n"
    "  mov.u32 %r21, %clock;\n  sub.u32 %r22, %r21, %r19;\n"
    "  st.global.u32 [%rd3+28], %r22;\n"
    "  ret;\n}\n"
    /* every lane alike: a straight stretch and a loop */
    ".visible .entry u(.param .u64 out, .param .u32 n)\n{\n"
    "  .reg .u32 %r<12>;\n  .reg .u64 %rd<4>;\n  .reg .pred %p;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r1, [n];\n  mov.u32 %r2, 0;\n"
    "  mov.u32 %r3, 1;\n"
    "LOOP:\n  add.u32 %r2, %r2, 1;\n  mul.lo.u32 %r3, %r3, 3;\n  xor.b32 %r3, %r3, %r2;\n"
    "  add.u32 %r3, %r3, 11;\n  shl.b32 %r4, %r3, 2;\n  sub.u32 %r3, %r4, %r3;\n"
    "  and.b32 %r3, %r3, 65535;\n  or.b32 %r3, %r3, 1;\n"
    "  setp.lt.u32 %p, %r2, %r1;\n  @%p bra LOOP;\n"
    "  mov.u32 %r5, %tid.x;\n  mul.wide.u32 %rd2, %r5, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  st.global.u32 [%rd3], %r3;\n  ret;\n}\n";

#define SC_MAXT 45

/* c on one block of `threads`, lanes below split short: the deltas of
   every thread, 0 where a thread did not get there. */
static int sc_deltas(pv_test *t, uint32_t flags, uint32_t threads, uint32_t split,
                     uint32_t out[SC_MAXT][8])
{
    ob_vm r;
    ptxvm_addr o;
    uint32_t turns = 5;
    void *args[3];
    ptxvm_result res;
    char what[64];
    snprintf(what, sizeof what, "flags %#x, %u threads, split %u", flags, threads, split);
    if (!ob_open(t, &r, sc_ptx, sizeof sc_ptx - 1, "sc.ptx", "c", flags, what))
        return 0;
    o = ob_out(&r, sizeof(uint32_t) * 8 * SC_MAXT);
    args[0] = &o;
    args[1] = &split;
    args[2] = &turns;
    res = ob_launch(&r, 1, 1, threads, 0, args);
    T_CHECK(t, res == PTXVM_OK, "%s: %s", what, ptxvm_error_message(r.vm));
    ptxvm_memcpy_dtoh(r.vm, out, o, sizeof(uint32_t) * 8 * SC_MAXT);
    ob_close(t, &r, what);
    return res == PTXVM_OK;
}

static void sc_clock_deltas(pv_test *t)
{
    static const uint32_t sizes[] = {32, 20, 45};
    static const uint32_t splits[] = {0, 7, 32};
    uint32_t got[SC_MAXT][8];
    unsigned si, pi, f, i, k;
    for (f = 0; f < 2; f++) {
        uint32_t flags = f ? PTXVM_FLAG_NO_FUSION : 0;
        uint32_t base[8];       /* one thread's deltas, whole warp, no split */
        int have = 0;
        for (si = 0; si < 3; si++)
            for (pi = 0; pi < 3; pi++) {
                uint32_t n = sizes[si], sp = splits[pi];
                memset(got, 0, sizeof got);
                if (!sc_deltas(t, flags, n, sp, got))
                    continue;
                if (!have) {
                    memcpy(base, got[0], sizeof base);
                    have = 1;
                    /* eight operations and the second read */
                    T_CHECK(t, base[0] == 9, "flags %#x: straight run delta %u", flags,
                            base[0]);
                    T_CHECK(t, base[2] == 4, "flags %#x: loop body delta %u", flags, base[2]);
                }
                for (i = 0; i < n; i++) {
                    int shortside = i < sp;
                    /* a straight run, a loop body, the call by all: one
                       value whoever runs with the lane */
                    T_CHECK(t, got[i][0] == base[0] && got[i][2] == base[2] &&
                               got[i][7] == base[7],
                            "flags %#x, %u threads, split %u, thread %u: %u %u %u", flags, n,
                            sp, i, got[i][0], got[i][2], got[i][7]);
                    if (shortside) {
                        /* the partial group's call counts as the whole
                           warp's jump to the function */
                        T_CHECK(t, got[i][6] == base[7],
                                "flags %#x, %u threads, split %u, thread %u: call %u, %u",
                                flags, n, sp, i, got[i][6], base[7]);
                        T_CHECK(t, got[i][4] == 2, "thread %u: short side %u", i, got[i][4]);
                    } else {
                        T_CHECK(t, got[i][4] == 5, "thread %u: long side %u", i, got[i][4]);
                    }
                    for (k = n; k < SC_MAXT && i == 0; k++)
                        T_CHECK(t, got[k][0] == 0, "thread %u outside the block ran", k);
                }
            }
    }
}

/* u on one block of `threads` with a budget (0: none): result, stats. */
static ptxvm_result sc_budget(ob_vm *r, uint32_t threads, uint32_t n, uint64_t limit,
                              ptxvm_stats *s)
{
    ptxvm_launch l;
    ptxvm_addr o = ob_out(r, 4 * 64);
    void *args[2];
    ptxvm_result res;
    args[0] = &o;
    args[1] = &n;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = threads;
    l.block.y = l.block.z = 1;
    l.args = args;
    l.step_limit = limit;
    memset(s, 0, sizeof *s);
    res = ptxvm_launch_kernel(r->k, &l, s);
    ptxvm_mem_free(r->vm, o);
    return res;
}

static void sc_budgets(pv_test *t, uint32_t flags, uint32_t threads)
{
    ob_vm r;
    ptxvm_stats s0, s;
    ptxvm_result res;
    const uint32_t n = 40;
    uint64_t b, prev_c = 0, runs = 0;
    char what[64];
    snprintf(what, sizeof what, "budgets, flags %#x, %u threads", flags, threads);
    if (!ob_open(t, &r, sc_ptx, sizeof sc_ptx - 1, "sc.ptx", "u", flags, what))
        return;
    res = sc_budget(&r, threads, n, 0, &s0);
    /* every dispatch runs every lane but the last turn's branch, which
       runs none unfused (its guard false everywhere) */
    T_CHECK(t, res == PTXVM_OK && s0.warp_instructions > 8 * n &&
               (s0.thread_instructions == threads * s0.warp_instructions ||
                (flags && s0.thread_instructions == threads * (s0.warp_instructions - 1))),
            "%s: %s, %llu warp, %llu thread instructions", what, ptxvm_result_name(res),
            (unsigned long long)s0.warp_instructions,
            (unsigned long long)s0.thread_instructions);
    res = sc_budget(&r, threads, n, s0.warp_instructions, &s);
    T_CHECK(t, res == PTXVM_OK && s.warp_instructions == s0.warp_instructions,
            "%s: the budget its count: %s %llu", what, ptxvm_result_name(res),
            (unsigned long long)s.warp_instructions);
    /* a budget inside the loop's later turns: the launch stops before
       the first branch past it, so it reports at least the budget, less
       than a turn more, and the same for every budget of one turn */
    for (b = s0.warp_instructions / 2; b < s0.warp_instructions / 2 + 40; b++) {
        res = sc_budget(&r, threads, n, b, &s);
        T_CHECK(t, res == PTXVM_E_STEP_LIMIT && s.warp_instructions >= b &&
                   s.warp_instructions < b + 12 &&
                   s.thread_instructions == threads * s.warp_instructions &&
                   (s.warp_instructions == prev_c || prev_c < b),
                "%s, budget %llu: %s, %llu warp, %llu thread instructions (before: %llu)",
                what, (unsigned long long)b, ptxvm_result_name(res),
                (unsigned long long)s.warp_instructions,
                (unsigned long long)s.thread_instructions, (unsigned long long)prev_c);
        if (s.warp_instructions != prev_c)
            runs++;
        prev_c = s.warp_instructions;
    }
    /* forty budgets cross a few turns of the loop */
    T_CHECK(t, runs >= 3 && runs <= 40, "%s: %llu stopping points", what,
            (unsigned long long)runs);
    ob_close(t, &r, what);
}

void unit_step_count(pv_test *t)
{
    sc_clock_deltas(t);
    sc_budgets(t, 0, 32);
    sc_budgets(t, 0, 20);
    sc_budgets(t, PTXVM_FLAG_NO_FUSION, 32);
    sc_budgets(t, PTXVM_FLAG_NO_FUSION, 20);
}
