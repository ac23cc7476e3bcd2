/* Kernel parameters the launch loads once (PV_MEM_PRELOAD,
   src/compile_preload.c) against the same kernel unfused, where every
   warp loads them. The kernel reads parameters of 1, 2, 4 and 8 bytes,
   signed and unsigned, into 32- and 64-bit registers (one run of loads
   and one load alone after other code), one whose register it writes
   again later and one loaded under a guard (both must stay loads), and
   writes what each thread sees. Each round launches it with new values,
   then another kernel that writes the same register columns with other
   values on the same VM, so a column filled by an earlier launch would
   show. Blocks of 64 and 45 threads on a grid of 5, fused on 3 workers
   (also with PTXVM_FLAG_ZERO_STATE, which clears the registers before
   each CTA) against unfused on 1; a fault past the parameters' loads
   names the same thread and line. The fused listing marks the loads. */
#include "exec.h"
#include "../testlib.h"
#include "../support/param_runs.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PP_GRID 5u
#define PP_MAXT 64u
#define PP_SLOT 8u

/* params after out: a (u32), b (s16 in a u32 slot: the low half), c
   (u8), e (u32, written again), g (guarded), f (u32: faulting thread) */
static const char pp_ptx[] =
    ".version 7.0\n.target sm_75\n.address_size 64\n"
    ".visible .entry pp(.param .u64 out, .param .u32 a, .param .u32 b,\n"
    "                   .param .u32 c, .param .u32 e, .param .u32 g,\n"
    "                   .param .u32 f)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r1, [a];\n"
    "  ld.param.s16 %r2, [b];\n  ld.param.u8 %r3, [c];\n"
    "  ld.param.u32 %r4, [e];\n  ld.param.s32 %rd2, [a];\n"
    "  mov.u32 %r5, %tid.x;\n  mov.u32 %r6, %ctaid.x;\n  mov.u32 %r7, %ntid.x;\n"
    "  mad.lo.s32 %r8, %r6, %r7, %r5;\n"
    "  mul.wide.u32 %rd3, %r8, 32;\n  add.s64 %rd4, %rd1, %rd3;\n"
    "  setp.lt.u32 %p1, %r5, 20;\n"
    "  @%p1 ld.param.u32 %r9, [g];\n  @!%p1 mov.u32 %r9, 7;\n"
    "  add.u32 %r4, %r4, %r8;\n"
    "  ld.param.u32 %r10, [f];\n  ld.param.u8 %r11, [c+1];\n"
    "  setp.eq.u32 %p2, %r8, %r10;\n  @%p2 ld.global.u32 %r12, [16];\n"
    "  cvt.u32.u64 %r13, %rd2;\n  shr.u64 %rd5, %rd2, 32;\n  cvt.u32.u64 %r14, %rd5;\n"
    "  st.global.v4.u32 [%rd4], {%r1, %r2, %r3, %r4};\n"
    "  st.global.v4.u32 [%rd4+16], {%r9, %r11, %r13, %r14};\n"
    "  ret;\n}\n"
    /* the other kernel: the same registers, other values */
    ".visible .entry qq(.param .u64 out)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<40>;\n  .reg .b64 %rd<12>;\n"
    "  mov.u32 %r1, %tid.x;\n  add.u32 %r2, %r1, 1000;\n  add.u32 %r3, %r1, 2000;\n"
    "  mul.wide.u32 %rd2, %r1, 3;\n  add.u32 %r9, %r1, 3000;\n"
    "  add.u32 %r11, %r1, 4000;\n  add.u32 %r13, %r2, %r3;\n"
    "  cvt.u32.u64 %r14, %rd2;\n  add.u32 %r13, %r13, %r9;\n  add.u32 %r13, %r13, %r11;\n"
    "  add.u32 %r13, %r13, %r14;\n  setp.eq.u32 %p1, %r13, 1;\n"
    "  ld.param.u64 %rd1, [out];\n  @%p1 st.global.u32 [%rd1], %r13;\n"
    "  ret;\n}\n";

/* the other kernel on r's VM: one block of n threads */
static void pp_other(pr_run *r, uint32_t n)
{
    ptxvm_kernel *q = NULL;
    void *args[1];
    if (ptxvm_module_get_kernel(r->m, "qq", &q) != PTXVM_OK)
        return;
    args[0] = &r->out;
    (void)ob_launch_k(q, 1, 1, n, 0, args);
}

static int pp_same(pv_test *t, const char *how, uint32_t n, const uint32_t *prm,
                   ptxvm_result ra, const char *ma, const uint32_t *a,
                   ptxvm_result rb, const char *mb, const uint32_t *b)
{
    uint32_t i;
    if (ra != rb || strcmp(ma, mb) != 0) {
        T_CHECK(t, 0, "%s, block %u, a %#x: %s \"%s\", unfused %s \"%s\"", how, n, prm[0],
                ptxvm_result_name(ra), ma, ptxvm_result_name(rb), mb);
        return 0;
    }
    if (ra != PTXVM_OK)
        return 1;
    for (i = 0; i < PP_GRID * n * PP_SLOT; i++)
        if (a[i] != b[i]) {
            T_CHECK(t, 0, "%s, block %u, a %#x: thread %u word %u: %#x, unfused %#x", how,
                    n, prm[0], i / PP_SLOT, i % PP_SLOT, a[i], b[i]);
            return 0;
        }
    return 1;
}

void unit_param_preload(pv_test *t)
{
    static const uint32_t blocks[] = {64, 45};
    static uint32_t got[3][PP_GRID * PP_MAXT * PP_SLOT];
    char msg[3][512];
    pr_run f, z, u;
    uint32_t ib, round, bad = 0, runs = 0, faults = 0, s = 12345;
    char *dis;
    if (!pr_open(t, &f, pp_ptx, sizeof pp_ptx - 1, "preload.ptx", "pp", 0, 3, sizeof got[0]))
        return;
    if (!pr_open(t, &z, pp_ptx, sizeof pp_ptx - 1, "preload.ptx", "pp",
                 PTXVM_FLAG_ZERO_STATE, 3, sizeof got[0])) {
        pr_close(t, &f);
        return;
    }
    if (!pr_open(t, &u, pp_ptx, sizeof pp_ptx - 1, "preload.ptx", "pp",
                 PTXVM_FLAG_NO_FUSION, 1, sizeof got[0])) {
        pr_close(t, &z);
        pr_close(t, &f);
        return;
    }
    /* five of the run of six loads, the f and c+1 loads: 7 marked; e
       (written again, inside the run) and g (guarded) stay loads */
    dis = ob_listing(f.k);
    T_CHECK(t, dis && ob_count(dis, ".preload") == 7, "fused listing:\n%s", dis ? dis : "");
    free(dis);
    dis = ob_listing(u.k);
    T_CHECK(t, dis && ob_count(dis, ".preload") == 0, "unfused listing:\n%s", dis ? dis : "");
    free(dis);
    for (round = 0; round < 12 && bad < 4; round++)
        for (ib = 0; ib < sizeof blocks / sizeof *blocks; ib++) {
            const uint32_t n = blocks[ib];
            uint32_t prm[6], k;
            ptxvm_result rf, rz, ru;
            for (k = 0; k < 5; k++) {
                s = s * 1664525u + 1013904223u;
                prm[k] = s ^ (s >> 13);
            }
            if (round & 1)
                prm[0] |= 0x80000000u;      /* the s32 into a 64-bit register */
            prm[5] = round % 3 == 2 ? (round * 37u) % (PP_GRID * n) : 0xffffffffu;
            rf = pr_launch(&f, PP_GRID, n, prm, 6, got[0], msg[0], sizeof msg[0]);
            rz = pr_launch(&z, PP_GRID, n, prm, 6, got[1], msg[1], sizeof msg[1]);
            ru = pr_launch(&u, PP_GRID, n, prm, 6, got[2], msg[2], sizeof msg[2]);
            bad += !pp_same(t, "fused", n, prm, rf, msg[0], got[0], ru, msg[2], got[2]);
            bad += !pp_same(t, "fused, zero state", n, prm, rz, msg[1], got[1], ru, msg[2],
                            got[2]);
            faults += ru != PTXVM_OK;
            runs++;
            pp_other(&f, n);
            pp_other(&z, n);
            pp_other(&u, n);
        }
    T_CHECK(t, runs == 24 && faults >= 6, "%u launches, %u faulted", runs, faults);
    if (t->verbose)
        printf("    param_preload: %u launches three ways, %u faulting\n", runs, faults);
    pr_close(t, &u);
    pr_close(t, &z);
    pr_close(t, &f);
}
