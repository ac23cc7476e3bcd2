/* Warp-synchronous instructions whose member mask is the constant
   0xffffffff, a literal or a register nvcc's way (mov.b32 %r, -1) (PV_WARP_ALL1:
   a whole warp's arrival goes on without sync_gate reading the mask
   column) against the same kernel with the
   mask in a register loaded from a parameter (sync_gate's general
   path). Each thread shuffles, votes, reduces and matches with the whole
   warp, then its warp splits in two and both sides meet at a shfl.sync
   and a vote.sync of their own (the partial arrivals park and take the
   general path either way), and a shfl.sync after the join; the
   whole-warp part names the literal, the rest the register. Blocks of
   64, 45 and 20 threads, some threads exiting before the warp
   instructions, one thread faulting after them in some launches; the
   literal kernel fused on 3 workers on the default and the portable
   copy of the dispatch loop, the register kernel unfused on 1: the same
   words, the same message naming the thread and the line. */
#include "exec.h"
#include "bytecode.h"
#include "ops_warp.h"
#include "../testlib.h"
#include "../support/param_runs.h"
#include <stdio.h>
#include <string.h>

#define SF_GRID 3u
#define SF_MAXT 64u
#define SF_SLOT 8u          /* words a thread writes */

/* mask: the whole-warp part's mask operand; nv: the rest's masks are
   registers each set to -1 just before its one use (nvcc's way), else
   the same as mask */
static size_t sf_build(char *p, size_t cap, const char *mask, int nv)
{
    char pre[5][40], m2[5][8];
    size_t n = 0;
    int i;
    for (i = 0; i < 5; i++) {
        snprintf(m2[i], sizeof m2[i], "%%r%d", 91 + i);
        snprintf(pre[i], sizeof pre[i], "  mov.b32 %%r%d, -1;\n", 91 + i);
        if (!nv) {
            snprintf(m2[i], sizeof m2[i], "%s", mask);
            pre[i][0] = 0;
        }
    }
#define PUT(...) (n += (size_t)snprintf(p + n, n < cap ? cap - n : 0, __VA_ARGS__))
    PUT(".version 7.0\n.target sm_80\n.address_size 64\n"
        ".visible .entry sf(.param .u64 out, .param .u32 mk, .param .u32 exr,\n"
        "                   .param .u32 sel, .param .u32 flt)\n{\n"
        "  .reg .pred %%p<12>;\n  .reg .b32 %%r<100>;\n  .reg .b64 %%rd<8>;\n"
        "  ld.param.u64 %%rd1, [out];\n  ld.param.u32 %%r90, [mk];\n"
        "  ld.param.u32 %%r2, [exr];\n  ld.param.u32 %%r3, [sel];\n"
        "  ld.param.u32 %%r4, [flt];\n"
        "  mov.u32 %%r5, %%tid.x;\n  mov.u32 %%r6, %%ntid.x;\n"
        "  mov.u32 %%r12, %%ctaid.x;\n  mad.lo.s32 %%r13, %%r12, %%r6, %%r5;\n"
        "  and.b32 %%r7, %%r5, 31;\n  mad.lo.s32 %%r8, %%r13, -1640531535, 12345;\n"
        "  mul.wide.u32 %%rd2, %%r13, 32;\n  add.s64 %%rd3, %%rd1, %%rd2;\n"
        /* exits: exr != 0 and (t * 7 + exr) %% 11 == 0 */
        "  mad.lo.s32 %%r14, %%r5, 7, %%r2;\n  rem.u32 %%r14, %%r14, 11;\n"
        "  setp.eq.u32 %%p1, %%r14, 0;\n  setp.ne.u32 %%p2, %%r2, 0;\n"
        "  and.pred %%p1, %%p1, %%p2;\n  @%%p1 bra DONE;\n");
    /* every live lane of the warp */
    PUT("  shfl.sync.bfly.b32 %%r20, %%r8, 1, 31, %s;\n"
        "  and.b32 %%r15, %%r8, 1;\n  setp.ne.u32 %%p3, %%r15, 0;\n"
        "  vote.sync.ballot.b32 %%r21, %%p3, %s;\n"
        "  redux.sync.add.u32 %%r22, %%r8, %s;\n"
        "  shr.u32 %%r16, %%r8, 30;\n  match.any.sync.b32 %%r23, %%r16, %s;\n"
        "  bar.warp.sync %s;\n", mask, mask, mask, mask, mask);
    /* the fault: thread flt loads from address 16 */
    PUT("  setp.eq.u32 %%p6, %%r13, %%r4;\n  @%%p6 ld.global.u32 %%r30, [16];\n"
        /* the warp in two: lanes with lane & sel go to SIDE */
        "  and.b32 %%r17, %%r7, %%r3;\n  setp.ne.u32 %%p4, %%r17, 0;\n"
        "  @%%p4 bra SIDE;\n"
        "%s  shfl.sync.idx.b32 %%r24, %%r8, 3, 31, %s;\n"
        "%s  vote.sync.any.pred %%p5, %%p3, %s;\n  bra.uni JOINL;\n"
        "SIDE:\n"
        "%s  shfl.sync.idx.b32 %%r24, %%r20, 5, 31, %s;\n"
        "%s  vote.sync.any.pred %%p5, %%p3, %s;\n"
        "JOINL:\n"
        "  selp.u32 %%r25, 1, 0, %%p5;\n  activemask.b32 %%r26;\n"
        "%s  shfl.sync.up.b32 %%r27, %%r24, 1, 0, %s;\n"
        "  st.global.v4.u32 [%%rd3], {%%r20, %%r21, %%r22, %%r23};\n"
        "  st.global.v4.u32 [%%rd3+16], {%%r24, %%r25, %%r26, %%r27};\n"
        "DONE:\n  ret;\n}\n", pre[0], m2[0], pre[1], m2[1], pre[2], m2[2], pre[3], m2[3],
        pre[4], m2[4]);
#undef PUT
    return n;
}

/* instructions of k marked as taking the constant full mask */
static uint32_t sf_marked(const ptxvm_kernel *k)
{
    const pv_code *c = k->code;
    uint32_t i, n = 0;
    for (i = 0; i < c->ninsns; i++)
        n += (c->insns[i].op == PV_OP_SHFL || c->insns[i].op == PV_OP_VOTE ||
              c->insns[i].op == PV_OP_REDUX || c->insns[i].op == PV_OP_MATCH ||
              c->insns[i].op == PV_OP_WARPSYNC) &&
             (c->insns[i].aux & PV_WARP_ALL1) != 0;
    return n;
}

static int sf_same(pv_test *t, const char *how, const uint32_t *prm, uint32_t block,
                   ptxvm_result ra, const char *ma, const uint32_t *a,
                   ptxvm_result rb, const char *mb, const uint32_t *b)
{
    uint32_t i;
    if (ra != rb || strcmp(ma, mb) != 0) {
        T_CHECK(t, 0, "%s, block %u, exr %u sel %#x flt %u: %s \"%s\", general %s \"%s\"",
                how, block, prm[1], prm[2], prm[3], ptxvm_result_name(ra), ma,
                ptxvm_result_name(rb), mb);
        return 0;
    }
    if (ra != PTXVM_OK)
        return 1;
    for (i = 0; i < SF_GRID * block * SF_SLOT; i++)
        if (a[i] != b[i]) {
            T_CHECK(t, 0, "%s, block %u, exr %u sel %#x flt %u: thread %u word %u: "
                    "%#x, general %#x", how, block, prm[1], prm[2], prm[3],
                    i / SF_SLOT, i % SF_SLOT, a[i], b[i]);
            return 0;
        }
    return 1;
}

void unit_sync_full_mask(pv_test *t)
{
    static const uint32_t blocks[] = {64, 45, 20};
    static const uint32_t exrs[] = {0, 1, 4};
    static const uint32_t sels[] = {0, 1, 16, 6};
    static const uint32_t flts[] = {0xffffffffu, 37, 70};
    static char src_f[4096], src_g[4096];
    static uint32_t got[3][SF_GRID * SF_MAXT * SF_SLOT];
    char msg[3][512];
    size_t nf = sf_build(src_f, sizeof src_f, "0xffffffff", 1);
    size_t ng = sf_build(src_g, sizeof src_g, "%r90", 0);
    const int portable = !pv_run_avx2();
    uint32_t ib, ie, is, ix, bad = 0, runs = 0, faults = 0;
    pr_run f, g;
    T_CHECK(t, nf < sizeof src_f && ng < sizeof src_g, "kernel text too long");
    if (!pr_open(t, &f, src_f, nf, "sync_full.ptx", "sf", 0, 3, sizeof got[0]))
        return;
    if (!pr_open(t, &g, src_g, ng, "sync_full.ptx", "sf", PTXVM_FLAG_NO_FUSION, 1,
                 sizeof got[0])) {
        pr_close(t, &f);
        return;
    }
    /* the five literals and the three shfl whose register the compiler
       folds into a constant operand (a vote's stays a register) */
    T_CHECK(t, sf_marked(f.k) == 8 && sf_marked(g.k) == 0,
            "%u and %u instructions marked, want 8 and 0", sf_marked(f.k),
            sf_marked(g.k));
    for (ib = 0; ib < sizeof blocks / sizeof *blocks && bad < 4; ib++)
        for (ie = 0; ie < sizeof exrs / sizeof *exrs; ie++)
            for (is = 0; is < sizeof sels / sizeof *sels; is++)
                for (ix = 0; ix < sizeof flts / sizeof *flts; ix++) {
                    const uint32_t n = blocks[ib];
                    uint32_t prm[4];
                    ptxvm_result ra, rp, rg;
                    prm[0] = 0xffffffffu;
                    prm[1] = exrs[ie];
                    prm[2] = sels[is];
                    prm[3] = flts[ix];
                    ra = pr_launch(&f, SF_GRID, n, prm, 4, got[0], msg[0], sizeof msg[0]);
                    pv_run_set_portable(1);
                    rp = pr_launch(&f, SF_GRID, n, prm, 4, got[1], msg[1], sizeof msg[1]);
                    pv_run_set_portable(portable);
                    rg = pr_launch(&g, SF_GRID, n, prm, 4, got[2], msg[2], sizeof msg[2]);
                    bad += !sf_same(t, "literal mask, default copy", prm, n, ra, msg[0],
                                    got[0], rg, msg[2], got[2]);
                    bad += !sf_same(t, "literal mask, portable copy", prm, n, rp, msg[1],
                                    got[1], rg, msg[2], got[2]);
                    faults += rg != PTXVM_OK;
                    runs++;
                }
    T_CHECK(t, runs == 108 && faults >= 12, "%u launches, %u faulted", runs, faults);
    if (t->verbose)
        printf("    sync_full_mask: %u launches three ways, %u faulting\n", runs, faults);
    pr_close(t, &g);
    pr_close(t, &f);
}
