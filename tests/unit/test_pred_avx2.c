/* selp, the guard chains' compares and masked column writes on the
   AVX2 copy of the dispatch loop (src/pred_avx2.h: pv_select32_x8,
   pv_setp2_x8, pv_cmp32_x8, pv_icmp32_x8; src/blend_avx2.h: store32_x8,
   store64_x8) against the portable copy (pv_run_set_portable) and
   against unfused code (plain setp, or.pred/and.pred and selp). One kernel tests ranges
   of a per-thread value against two bounds for every compare paired
   with another (fused into SETP2_OR32/SETP2_AND32), chains a third
   compare into each (its incoming predicate), keeps single setp/or.pred
   pairs (SETP_OR32, whose partial warps compare all lanes), and selects
   registers and constants by those predicates, some selp guarded, and
   compares 16-bit halves (ICMP) signed and unsigned, and writes 64-bit
   products and 32-bit high halves under the same masks, one guarded.
   Blocks of 64 and 45 threads, whole warps and lanes branched around
   under four masks, one thread faulting in every fifth launch; fused on
   3 workers by both copies and unfused on 1 (support/param_runs.h's
   pr_pair): the same words and messages. */
#include "exec.h"
#include "../testlib.h"
#include "../support/param_runs.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PA_SLOT 64u        /* words a thread writes */
#define PA_GRID 2u
#define PA_MAXT 64u
#define PA_NP 7u
#define PA_NCMP 10u

static const char *const pa_cmp[PA_NCMP] = {"eq.s32", "ne.s32", "lt.s32", "le.s32", "gt.s32",
                                            "ge.s32", "lo.u32", "ls.u32", "hi.u32", "hs.u32"};

/* Registers: %r12 x (the value tested), %r13 lo, %r14 hi (bounds that
   vary by lane or not), results %r20 on; predicates %p<3 i + j>. */
static size_t pa_build(char *p, size_t cap)
{
    size_t n = 0;
    unsigned i, r = 20, q = 0;
#define PUT(...) (n += (size_t)snprintf(p + n, n < cap ? cap - n : 0, __VA_ARGS__))
    PUT(".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry pa(.param .u64 out");
    for (i = 0; i < PA_NP; i++)
        PUT(", .param .u32 p%u", i);
    PUT(")\n{\n  .reg .pred %%p<100>;\n  .reg .pred %%q<4>;\n"
        "  .reg .b16 %%h<3>;\n  .reg .b32 %%r<100>;\n  .reg .b64 %%rd<8>;\n"
        "  ld.param.u64 %%rd1, [out];\n");
    for (i = 0; i < PA_NP; i++)
        PUT("  ld.param.u32 %%r%u, [p%u];\n", i + 1, i);
    /* gid; x = gid * p0 + p1 (small steps around the bounds), lo = p2
       (uniform), hi = p3 ^ (gid & 7) */
    PUT("  mov.u32 %%r8, %%tid.x;\n  mov.u32 %%r9, %%ctaid.x;\n  mov.u32 %%r10, %%ntid.x;\n"
        "  mad.lo.s32 %%r11, %%r9, %%r10, %%r8;\n"
        "  mad.lo.s32 %%r12, %%r11, %%r1, %%r2;\n  mov.u32 %%r13, %%r3;\n"
        "  and.b32 %%r15, %%r11, 7;\n  xor.b32 %%r14, %%r4, %%r15;\n"
        "  mul.wide.u32 %%rd2, %%r11, %u;\n  add.s64 %%rd3, %%rd1, %%rd2;\n"
        "  mov.b64 %%rd5, {%%r11, %%r12};\n", PA_SLOT * 4);
    for (i = 0; i < PA_SLOT; i++)
        PUT("  mov.u32 %%r%u, %%r11;\n", 20 + i);
    PUT("  and.b32 %%r17, %%r8, %%r6;\n  setp.ne.u32 %%q0, %%r17, 0;\n  @%%q0 bra SKIP;\n"
        "  and.b32 %%r18, %%r8, 3;\n  setp.eq.u32 %%q1, %%r18, 1;\n");
    for (i = 0; i < PA_NCMP; i++) {
        const unsigned j = (i * 3u + 1u) % PA_NCMP, k = (i * 7u + 4u) % PA_NCMP;
        /* x k1 lo || x k2 hi, then || x k3 hi (the chain's incoming) */
        PUT("  setp.%s %%p%u, %%r12, %%r13;\n  setp.%s %%p%u, %%r12, %%r14;\n"
            "  or.pred %%p%u, %%p%u, %%p%u;\n", pa_cmp[i], q, pa_cmp[j], q + 1, q + 2, q, q + 1);
        PUT("  selp.u32 %%r%u, 1, 0, %%p%u;\n", r++, q + 2);
        q += 3;
        PUT("  setp.%s %%p%u, %%r12, %%r13;\n  setp.%s %%p%u, %%r12, %%r14;\n"
            "  and.pred %%p%u, %%p%u, %%p%u;\n", pa_cmp[k], q, pa_cmp[i], q + 1, q + 2, q, q + 1);
        /* select registers by it: every lane's own pick */
        PUT("  selp.b32 %%r%u, %%r12, %%r14, %%p%u;\n", r++, q + 2);
        q += 3;
        if (i < 4u) {
            /* a third compare on x into the chain; a guarded selp */
            PUT("  setp.%s %%p%u, %%r12, %%r13;\n  setp.%s %%p%u, %%r12, %%r14;\n"
                "  or.pred %%p%u, %%p%u, %%p%u;\n  setp.%s %%p%u, %%r12, %%r3;\n"
                "  or.pred %%p%u, %%p%u, %%p%u;\n",
                pa_cmp[j], q, pa_cmp[k], q + 1, q + 2, q, q + 1, pa_cmp[i], q + 3, q + 4,
                q + 3, q + 2);
            PUT("  @%%q1 selp.b32 %%r%u, 15, %%r12, %%p%u;\n", r++, q + 4);
            q += 5;
        }
    }
    /* 16-bit compares (ICMP on 16-bit keys): the low halves of x and hi */
    PUT("  cvt.u16.u32 %%h1, %%r12;\n  cvt.u16.u32 %%h2, %%r14;\n");
    for (i = 0; i < PA_NCMP; i++) {
        char c16[8];            /* "lt.s32" as "lt.s16" */
        memcpy(c16, pa_cmp[i], 4);
        c16[4] = '1';
        c16[5] = '6';
        c16[6] = 0;
        PUT("  setp.%s %%p%u, %%h1, %%h2;\n  selp.u32 %%r%u, 1, 0, %%p%u;\n", c16, q, r++, q);
        q++;
    }
    /* masked column writes (store32, store64: blend_avx2.h): 64-bit
       products and a 32-bit high half, one guarded */
    PUT("  mul.wide.s32 %%rd4, %%r12, %%r14;\n  mov.b64 {%%r%u, %%r%u}, %%rd4;\n"
        "  mul.hi.s32 %%r%u, %%r12, %%r14;\n  @%%q1 mul.wide.u32 %%rd5, %%r12, %%r14;\n"
        "  mov.b64 {%%r%u, %%r%u}, %%rd5;\n", r, r + 1, r + 2, r + 3, r + 4);
    r += 5;
    /* a single compare or-ed into a predicate read again: SETP_OR32 */
    PUT("  setp.lt.s32 %%p98, %%r12, %%r14;\n  setp.hi.u32 %%p99, %%r12, %%r13;\n"
        "  or.pred %%p97, %%p99, %%p98;\n  selp.b32 %%r%u, %%r13, 7, %%p97;\n"
        "  selp.u32 %%r%u, 1, 0, %%p98;\n", r, r + 1);
    r += 2;
    PUT("SKIP:\n");
    for (i = 0; i < r - 20u; i++)
        PUT("  st.global.u32 [%%rd3+%u], %%r%u;\n", 4 * i, 20 + i);
    /* thread p6 stores through a bad address */
    PUT("  setp.eq.u32 %%q2, %%r11, %%r7;\n  @%%q2 mov.u64 %%rd3, 16;\n"
        "  st.global.u32 [%%rd3+%u], %%r11;\n  ret;\n}\n", 4 * (r - 20u));
#undef PUT
    return r - 20u < PA_SLOT && q <= 97u ? n : cap;
}

void unit_pred_avx2(pv_test *t)
{
    static char src[32768];
    /* x's step and start, lo, hi: equal, signed and unsigned ends */
    static const uint32_t edges[][4] = {
        {1u, 0xfffffff0u, 5u, 9u},
        {1u, 0x7ffffff0u, 0x7ffffff8u, 0x80000004u},
        {0u, 5u, 5u, 5u},
        {0xffffffffu, 20u, 0u, 0xfffffff8u},
        {3u, 0x80000000u, 0x80000010u, 0x7fffffffu},
    };
    static const uint32_t masks[] = {0u, 1u, 0x12u, 0x20u};
    static const uint32_t blocks[] = {64u, 45u};
    size_t len = pa_build(src, sizeof src);
    pr_pair s;
    uint32_t p[PA_NP], seed = 777u, e, k, b, i;
    char *dis;
    if (!test_begin(t, "pred_avx2: selp, compares and masked column writes on the AVX2 "
                       "copy against the portable copy and unfused code"))
        return;
    if (len >= sizeof src) {
        T_CHECK(t, 0, "kernel text too long or too many registers");
        test_end(t);
        return;
    }
    if (!pr_pair_open(t, &s, src, len, "pred_avx2.ptx", "pa",
                      (size_t)PA_GRID * PA_MAXT * PA_SLOT * 4, 2)) {
        test_end(t);
        return;
    }
    /* the shapes under test are there when fused, absent unfused */
    dis = ob_listing(s.f.k);
    T_CHECK(t, dis && ob_count(dis, "SETP2_OR32") >= 10 && ob_count(dis, "SETP2_AND32") >= 10 &&
                   ob_count(dis, "SETP_OR32") >= 1 && ob_count(dis, "SELP32") >= 20 &&
                   ob_count(dis, "ICMP") >= 10,
            "fused listing lacks SETP2/SETP_OR32/SELP32\n%s", dis ? dis : "");
    free(dis);
    dis = ob_listing(s.u.k);
    T_CHECK(t, dis && ob_count(dis, "SETP2_") == 0 && ob_count(dis, "SETP_OR32") == 0,
            "unfused listing has fused compares\n%s", dis ? dis : "");
    free(dis);
    if (t->verbose)
        printf("  pred_avx2: the %s copy runs by default\n",
               pv_run_avx2() ? "AVX2" : "portable (no AVX2 here)");
    for (e = 0; e < 5u + 60u; e++) {
        for (k = 0; k < 4u; k++) {
            if (e < 5u) {
                p[k] = edges[e][k];
            } else {
                seed = seed * 1664525u + 1013904223u;
                p[k] = seed ^ (seed >> 15);
                /* mostly near the bounds, so both sides of each compare run */
                if (k == 0)
                    p[k] = (p[k] >> 29) - 3u;
                else if (k > 1 && (seed >> 7) & 1u)
                    p[k] = p[1] + ((seed >> 9) & 63u);
            }
        }
        p[4] = 0;
        for (b = 0; b < sizeof blocks / sizeof *blocks; b++)
            for (i = 0; i < sizeof masks / sizeof *masks; i++) {
                p[5] = masks[i];
                p[6] = (e + i) % 5u == 4u ? (e * 7u + i) % (PA_GRID * blocks[b]) : ~0u;
                if (!pr_pair_launch(&s, PA_GRID, blocks[b], p, PA_NP))
                    T_CHECK(t, s.bad > 4, "block %u, p = %#x %#x %#x %#x mask %#x fault %u: %s",
                            blocks[b], p[0], p[1], p[2], p[3], p[5], p[6], s.why);
            }
    }
    T_CHECK(t, s.bad == 0, "%u of %u launches differ (AVX2 copy %s)", s.bad, s.n,
            s.portable ? "not on this host or run" : "on");
    T_CHECK(t, s.faults > s.n / 8 && s.faults < s.n / 3, "%u faults in %u launches", s.faults,
            s.n);
    pr_pair_close(t, &s);
    test_end(t);
}
