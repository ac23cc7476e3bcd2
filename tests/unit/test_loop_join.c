/* Divergent loops whose lanes leave at their own turns: a group that
   branches back to its loop head skips the head's JOIN, since no ready
   lane waits at or before the branch (waiting lanes merge at the JOIN
   of their label), and waiting_upto's test of the waiting lanes' PCs
   is unrolled. Each lane runs an outer loop of its own trip count (0 to
   12 turns), some turns skipping an inner loop whose trip count differs
   by lane as well, so lanes wait after either loop and at the skip's
   label while others go round. Against a C model on blocks of 32, 45
   and 70 threads (partial last warps), fused and unfused, on one worker
   and three, the warp whole again after the loops (activemask); one
   lane's load at a chosen turn faults and must name its thread and the
   load's line. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define NB 2            /* blocks */
#define MAXT 70         /* threads a block, at most */

static const char lj_src[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry lj(.param .u64 out, .param .u32 bad)\n{\n"
    "  .reg .pred %p<7>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r10, [bad];\n"
    "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, %ctaid.x;\n  mov.u32 %r3, %ntid.x;\n"
    "  mad.lo.s32 %r4, %r2, %r3, %r1;\n"
    "  mul.lo.s32 %r5, %r4, 7;\n  rem.u32 %r5, %r5, 13;\n"        /* turns */
    "  mov.u32 %r6, 0;\n  mov.u32 %r7, %r4;\n"
    "  setp.eq.u32 %p1, %r5, 0;\n  @%p1 bra DONE;\n"
    "OUTER:\n"
    "  add.s32 %r8, %r6, %r4;\n  and.b32 %r8, %r8, 3;\n"
    "  setp.eq.u32 %p2, %r8, 1;\n  @%p2 bra SKIP;\n"
    "  add.s32 %r12, %r6, %r4;\n  rem.u32 %r12, %r12, 5;\n"       /* inner turns - 1 */
    "  mov.u32 %r9, 0;\n"
    "INNER:\n"
    "  add.s32 %r7, %r7, %r9;\n  mad.lo.s32 %r7, %r7, 3, %r6;\n"
    "  add.s32 %r9, %r9, 1;\n  setp.le.u32 %p3, %r9, %r12;\n  @%p3 bra INNER;\n"
    "SKIP:\n"
    "  xor.b32 %r7, %r7, %r6;\n"
    "  mad.lo.s32 %r13, %r4, 100, %r6;\n  setp.ne.u32 %p4, %r13, %r10;\n"
    "  @%p4 bra NOFAULT;\n"
    "  mov.u64 %rd7, 8;\n"
    "  ld.global.u32 %r11, [%rd7];\n"                              /* line 41 */
    "  add.s32 %r7, %r7, %r11;\n"
    "NOFAULT:\n"
    "  add.s32 %r6, %r6, 1;\n  setp.lt.u32 %p5, %r6, %r5;\n  @%p5 bra OUTER;\n"
    "DONE:\n"
    "  activemask.b32 %r14;\n"
    "  mul.wide.u32 %rd5, %r4, 4;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  st.global.u32 [%rd6], %r7;\n  st.global.u32 [%rd6+560], %r14;\n  ret;\n}\n";

static uint32_t lj_model(uint32_t g)
{
    uint32_t n = g * 7u % 13u, i, j, acc = g;
    for (i = 0; i < n; i++) {
        if (((i + g) & 3u) != 1u) {
            uint32_t last = (i + g) % 5u;
            j = 0;
            do {
                acc += j;
                acc = acc * 3u + i;
                j++;
            } while (j <= last);
        }
        acc ^= i;
    }
    return acc;
}

/* One launch of NB blocks of bt threads; bad: the thread and turn
   (g * 100 + turn) whose load faults, or none. */
static void lj_run(pv_test *t, uint32_t bt, uint32_t flags, uint32_t th, uint32_t bad)
{
    uint32_t got[2 * NB * MAXT], g;
    char what[64];
    void *args[2];
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_addr out;
    ptxvm_launch l = PTXVM_LAUNCH_INIT;
    ptxvm_result r;
    snprintf(what, sizeof what, "blocks of %u, %s, %u workers%s", bt,
             flags ? "unfused" : "fused", th, bad != 0xffffffffu ? ", faulting" : "");
    test_config(&cfg, &a);
    cfg.flags = flags;
    cfg.threads = th;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, lj_src, sizeof lj_src - 1, "loop_join.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "lj", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s", what, ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof got, &out);
    ptxvm_memset(vm, out, 0xee, sizeof got);
    args[0] = &out;
    args[1] = &bad;
    l.grid.x = NB;
    l.grid.y = l.grid.z = 1;
    l.block.x = bt;
    l.block.y = l.block.z = 1;
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
    if (bad != 0xffffffffu) {
        T_CHECK(t, ob_fault_of(vm, r, bad / 100u % bt, "loop_join.ptx:41"),
                "%s: %s", what, ptxvm_error_message(vm));
    } else {
        T_CHECK(t, r == PTXVM_OK, "%s: %s", what, ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
        for (g = 0; g < NB * bt; g++) {
            /* after both loops the whole warp runs again as one group */
            uint32_t left = bt - g % bt / 32u * 32u;
            uint32_t warp = left >= 32u ? 0xffffffffu : (1u << left) - 1u;
            T_CHECK(t, got[g] == lj_model(g), "%s: thread %u: %u, want %u", what, g,
                    got[g], lj_model(g));
            T_CHECK(t, got[NB * MAXT + g] == warp, "%s: thread %u: activemask %08x, want "
                    "%08x", what, g, got[NB * MAXT + g], warp);
        }
    }
    ptxvm_mem_free(vm, out);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%s: %ld bytes not freed", what, a.live);
}

void unit_loop_join(pv_test *t)
{
    static const uint32_t sizes[] = {32, 45, 70};
    uint32_t s, f, th;
    if (test_begin(t, "loop_join: divergent nested loops with lanes leaving at their "
                      "own turns agree with C, full and partial warps, fused and "
                      "unfused, 1 and 3 workers; a fault in the loop names its lane")) {
        for (s = 0; s < 3; s++)
            for (f = 0; f < 2; f++)
                for (th = 1; th <= 3; th += 2)
                    lj_run(t, sizes[s], f ? PTXVM_FLAG_NO_FUSION : 0, th, 0xffffffffu);
        /* thread 11 (12 turns) faults at turn 9, its neighbours gone
           or still looping */
        lj_run(t, 45, 0, 1, 11u * 100u + 9u);
        lj_run(t, 45, PTXVM_FLAG_NO_FUSION, 3, 11u * 100u + 9u);
        test_end(t);
    }
}
