/* shfl.sync with one lane operand and clamp for the whole warp (the
   steps of scans and reductions), which the AVX2 copy of the dispatch
   loop runs as a permutation of the source column (src/shfl_avx2.h)
   and the portable copy by runs and per-lane rules (exec_sync.h), and
   the add or scan step a shfl hands its values to (PV_WARP_NEXT). One
   kernel shuffles each thread's value in the four modes with b, c and
   the member mask from parameters, keeping d and p, then a down shfl
   into an add and an up shfl into a scan step (setp/selp/add). Every
   launch runs on the default copy fused on 3 workers, on the portable
   copy the same, and unfused on 1; each must match a C model of the
   ISA: lane offsets 0-31 and past 31, clamps 0, 31 and between,
   segments of 8 and 16 lanes; blocks of 64 and 45 threads (a warp of 13
   lanes), and warps whose high lanes branch around the shuffles with a
   member mask of the low ones. */
#include "exec.h"
#include "../testlib.h"
#include "../support/param_runs.h"
#include <stdio.h>
#include <string.h>

#define SP_SLOT 16u        /* words a thread writes */
#define SP_MAXT 64u

/* params: b, c, the member mask, the lanes that take part (lim) */
static const char sp_ptx[] =
    ".version 7.0\n.target sm_75\n.address_size 64\n"
    ".visible .entry sp(.param .u64 out, .param .u32 b, .param .u32 c,\n"
    "                   .param .u32 mask, .param .u32 lim)\n{\n"
    "  .reg .b32 %r<40>;\n  .reg .b64 %rd<6>;\n  .reg .pred %p<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r3, [b];\n"
    "  ld.param.u32 %r4, [c];\n  ld.param.u32 %r10, [mask];\n"
    "  ld.param.u32 %r11, [lim];\n"
    "  mov.u32 %r1, %tid.x;\n  and.b32 %r5, %r1, 31;\n"
    "  mad.lo.s32 %r2, %r1, -1640531535, 12345;\n"
    "  cvta.to.global.u64 %rd2, %rd1;\n  mul.wide.u32 %rd3, %r1, 64;\n"
    "  add.s64 %rd4, %rd2, %rd3;\n"
    "  setp.ge.u32 %p1, %r5, %r11;\n  @%p1 bra DONE;\n"
    "  shfl.sync.up.b32 %r12|%p2, %r2, %r3, %r4, %r10;\n"
    "  shfl.sync.down.b32 %r13|%p3, %r2, %r3, %r4, %r10;\n"
    "  shfl.sync.bfly.b32 %r14|%p4, %r2, %r3, %r4, %r10;\n"
    "  shfl.sync.idx.b32 %r15|%p5, %r2, %r3, %r4, %r10;\n"
    "  selp.u32 %r16, 1, 0, %p2;\n  selp.u32 %r17, 1, 0, %p3;\n"
    "  selp.u32 %r18, 1, 0, %p4;\n  selp.u32 %r19, 1, 0, %p5;\n"
    "  shfl.sync.down.b32 %r20, %r2, %r3, %r4, %r10;\n"
    "  add.s32 %r21, %r20, %r1;\n"
    "  shfl.sync.up.b32 %r22|%p6, %r2, %r3, %r4, %r10;\n"
    "  setp.lt.s32 %p7, %r5, %r3;\n  selp.b32 %r23, 0, %r22, %p7;\n"
    "  add.s32 %r24, %r23, %r2;\n"
    "  selp.u32 %r25, 1, 0, %p6;\n  selp.u32 %r26, 1, 0, %p7;\n"
    "  st.global.v4.u32 [%rd4], {%r12, %r13, %r14, %r15};\n"
    "  st.global.v4.u32 [%rd4+16], {%r16, %r17, %r18, %r19};\n"
    "  st.global.v4.u32 [%rd4+32], {%r21, %r24, %r25, %r26};\n"
    "DONE:\n"
    "  ret;\n}\n";

/* the ISA's shfl for lane l of a warp whose lanes p take part: the
   value (*in set when the source lane is in range) */
static uint32_t sp_model(const uint32_t *a, uint32_t p, uint32_t l, uint32_t mode,
                         uint32_t b, uint32_t c, int *in)
{
    uint32_t bv = b & 31u, cv = c & 31u, seg = (c >> 8) & 31u;
    uint32_t maxl = (l & seg) | (cv & ~seg), j;
    switch (mode) {
    case 0: *in = (int)l - (int)bv >= (int)maxl; j = l - bv; break;
    case 1: j = l + bv; *in = j <= maxl; break;
    case 2: j = l ^ bv; *in = j <= maxl; break;
    default: j = (l & seg) | (bv & ~seg); *in = j <= maxl; break;
    }
    if (!*in)
        j = l;
    return ((p >> j) & 1u) ? a[j] : 0u;
}

/* The words the kernel leaves for a block of n threads. */
static void sp_want(uint32_t n, const uint32_t *prm, uint32_t *w)
{
    uint32_t v[SP_MAXT], i, k;
    memset(w, 0x5a, (size_t)n * SP_SLOT * 4);
    for (i = 0; i < n; i++)
        v[i] = i * 2654435761u + 12345u;
    for (i = 0; i < n; i++) {
        const uint32_t l = i & 31u, base = i - l;
        const uint32_t live = n - base >= 32 ? 0xffffffffu : (1u << (n - base)) - 1u;
        const uint32_t p = live & (prm[3] >= 32 ? 0xffffffffu : (1u << prm[3]) - 1u);
        uint32_t *o = w + i * SP_SLOT, up;
        int in;
        if (!((p >> l) & 1u))
            continue;
        for (k = 0; k < 4; k++) {
            o[k] = sp_model(v + base, p, l, k, prm[0], prm[1], &in);
            o[4 + k] = (uint32_t)in;
        }
        o[8] = sp_model(v + base, p, l, 1, prm[0], prm[1], &in) + i;
        up = sp_model(v + base, p, l, 0, prm[0], prm[1], &in);
        o[9] = v[i] + ((int32_t)l < (int32_t)prm[0] ? 0u : up);
        o[10] = (uint32_t)in;
        o[11] = (int32_t)l < (int32_t)prm[0];
    }
}

static int sp_check(pv_test *t, const char *how, uint32_t n, const uint32_t *prm,
                    ptxvm_result r, const char *msg, const uint32_t *got,
                    const uint32_t *want)
{
    uint32_t i;
    if (r != PTXVM_OK) {
        T_CHECK(t, 0, "%s, block %u, b %#x c %#x mask %#x lim %u: %s", how, n, prm[0],
                prm[1], prm[2], prm[3], msg);
        return 0;
    }
    for (i = 0; i < n * SP_SLOT; i++)
        if (got[i] != want[i]) {
            T_CHECK(t, 0, "%s, block %u, b %#x c %#x mask %#x lim %u: thread %u word %u: "
                    "%#x, want %#x", how, n, prm[0], prm[1], prm[2], prm[3], i / SP_SLOT,
                    i % SP_SLOT, got[i], want[i]);
            return 0;
        }
    return 1;
}

void unit_shfl_perm(pv_test *t)
{
    static const uint32_t bs[] = {0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 23, 24, 31, 32, 33, 0xffffffe1u};
    static const uint32_t cs[] = {0, 31, 7, 16, 0x1f, 0x181f, 0x1818, 0x1000, 0x100f, 0x1c03,
                                  0xffffffffu, 0xffffe0u};
    static const uint32_t lims[] = {32, 20};
    static const uint32_t blocks[] = {64, 45};
    static uint32_t got[SP_MAXT * SP_SLOT], want[SP_MAXT * SP_SLOT];
    pr_run f, u;
    char msg[512];
    uint32_t ib, ic, il, ik, bad = 0, runs = 0;
    if (!pr_open(t, &f, sp_ptx, sizeof sp_ptx - 1, "shfl_perm.ptx", "sp", 0, 3,
                 sizeof got))
        return;
    if (!pr_open(t, &u, sp_ptx, sizeof sp_ptx - 1, "shfl_perm.ptx", "sp",
                 PTXVM_FLAG_NO_FUSION, 1, sizeof got)) {
        pr_close(t, &f);
        return;
    }
    for (ib = 0; ib < sizeof bs / sizeof *bs && bad < 4; ib++)
        for (ic = 0; ic < sizeof cs / sizeof *cs && bad < 4; ic++)
            for (il = 0; il < sizeof lims / sizeof *lims; il++)
                for (ik = 0; ik < sizeof blocks / sizeof *blocks; ik++) {
                    const uint32_t n = blocks[ik];
                    uint32_t prm[4];
                    ptxvm_result r;
                    prm[0] = bs[ib];
                    prm[1] = cs[ic];
                    prm[3] = lims[il];
                    prm[2] = prm[3] >= 32 ? 0xffffffffu : (1u << prm[3]) - 1u;
                    sp_want(n, prm, want);
                    r = pr_launch(&f, 1, n, prm, 4, got, msg, sizeof msg);
                    bad += !sp_check(t, "default copy, fused", n, prm, r, msg, got, want);
                    pv_run_set_portable(1);
                    r = pr_launch(&f, 1, n, prm, 4, got, msg, sizeof msg);
                    pv_run_set_portable(0);
                    bad += !sp_check(t, "portable copy, fused", n, prm, r, msg, got, want);
                    r = pr_launch(&u, 1, n, prm, 4, got, msg, sizeof msg);
                    bad += !sp_check(t, "unfused", n, prm, r, msg, got, want);
                    runs++;
                }
    T_CHECK(t, runs >= 4, "only %u launches", runs);
    if (t->verbose)
        printf("    shfl_perm: %u launches three ways, default copy %s\n", runs,
               pv_run_avx2() ? "AVX2" : "portable (no AVX2 here)");
    pr_close(t, &u);
    pr_close(t, &f);
}
