/* The AVX2 copy of the dispatch loop (exec.c: pv_run_warp picks it on
   hosts with AVX2; its full-warp vector macros take eight lanes at a
   time, exec_vec8.h) against the portable copy (pv_run_set_portable).
   One kernel computes, from each thread's index and seven parameters,
   the 32- and 64-bit integer and f32 operations that go through those
   macros (add, sub, mul, mad, min, max, logic, shifts, funnel shifts,
   f32 add, sub, mul and fma with NaNs and infinities, mul.wide.u16,
   a .shared address, every integer compare, 64-bit logic and adds),
   then faults at one thread when asked. Each launch runs fused on 3
   workers by both copies and unfused on 1 (support/param_runs.h's
   pr_pair), blocks of 64 and 45 threads (a partial warp), whole warps
   and lanes branched around the operations under four masks; every
   word and every message must be the same. */
#include "exec.h"
#include "../testlib.h"
#include "../support/param_runs.h"
#include <stdio.h>
#include <string.h>

#define AR_SLOT 64u        /* words a thread writes */
#define AR_GRID 2u
#define AR_MAXT 64u        /* threads a block at most */
#define AR_NP 7u

/* Operations writing one 32-bit register D from a, b, c (%r12-%r14), x
   (a with its low two bits changed in some lanes, %r15), h1 and h2 (the
   low halves of a and b). */
static const char *const ar_ops[] = {
    "add.s32 D, %r12, %r13;", "sub.s32 D, %r12, %r13;", "mul.lo.s32 D, %r12, %r13;",
    "mad.lo.s32 D, %r12, %r13, %r14;", "min.u32 D, %r12, %r13;", "max.u32 D, %r12, %r13;",
    "min.s32 D, %r12, %r14;", "max.s32 D, %r12, %r14;", "and.b32 D, %r12, %r13;",
    "or.b32 D, %r12, %r13;", "xor.b32 D, %r12, %r13;", "not.b32 D, %r12;",
    "neg.s32 D, %r13;", "shl.b32 D, %r12, 5;", "shr.u32 D, %r12, 7;", "shr.s32 D, %r14, 9;",
    "shr.s32 D, %r13, 31;", "shf.l.clamp.b32 D, %r12, %r13, 3;",
    "shf.r.clamp.b32 D, %r12, %r13, 13;", "add.f32 D, %r12, %r13;",
    "sub.f32 D, %r13, %r14;", "mul.f32 D, %r12, %r14;", "fma.rn.f32 D, %r12, %r13, %r14;",
    "add.f32 D, %r13, %r13;", "mul.f32 D, %r14, %r14;", "mul.wide.u16 D, %h1, %h2;",
    "mul.wide.u16 D, %h1, 8;", "mov.u32 D, sh;", "add.s32 D, %r12, 1000;",
    "mul.lo.s32 D, %r13, 12;", "min.s32 D, %r12, %r15;",
};
#define AR_NOPS (sizeof ar_ops / sizeof *ar_ops)

static const char *const ar_cmp[] = {"eq.s32", "ne.s32", "lt.s32", "le.s32", "gt.s32",
                                     "ge.s32", "lo.u32", "ls.u32", "hi.u32", "hs.u32"};
#define AR_NCMP (sizeof ar_cmp / sizeof *ar_cmp)
/* 64-bit operations on {a, b} and {c, x} into %rd20 + k */
static const char *const ar_ops64[] = {"add.s64", "sub.s64", "and.b64", "or.b64", "xor.b64"};
#define AR_NOPS64 (sizeof ar_ops64 / sizeof *ar_ops64)

/* D replaced by %r<d> */
static size_t ar_put_op(char *p, size_t cap, const char *op, unsigned d)
{
    size_t n = 0;
    for (; *op; op++) {
        if (*op == 'D')
            n += (size_t)snprintf(p + n, n < cap ? cap - n : 0, "%%r%u", d);
        else if (n + 1 < cap)
            p[n++] = *op;
        else
            n++;
    }
    if (cap)
        p[n < cap ? n : cap - 1] = 0;
    return n;
}

static size_t ar_build(char *p, size_t cap)
{
    size_t n = 0;
    unsigned i;
#define PUT(...) (n += (size_t)snprintf(p + n, n < cap ? cap - n : 0, __VA_ARGS__))
    PUT(".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry ar(.param .u64 out");
    for (i = 0; i < AR_NP; i++)
        PUT(", .param .u32 p%u", i);
    PUT(")\n{\n  .reg .pred %%p<16>;\n  .reg .pred %%q<2>;\n  .reg .b16 %%h<3>;\n"
        "  .reg .b32 %%r<100>;\n  .reg .b64 %%rd<40>;\n"
        "  .shared .align 4 .b32 sh[64];\n"
        "  ld.param.u64 %%rd1, [out];\n");
    for (i = 0; i < AR_NP; i++)
        PUT("  ld.param.u32 %%r%u, [p%u];\n", i + 1, i);
    /* gid; a = gid * p0 + p1; b = gid * p2 ^ p3; c = gid << 27 ^ p4 */
    PUT("  mov.u32 %%r8, %%tid.x;\n  mov.u32 %%r9, %%ctaid.x;\n  mov.u32 %%r10, %%ntid.x;\n"
        "  mad.lo.s32 %%r11, %%r9, %%r10, %%r8;\n"
        "  mad.lo.s32 %%r12, %%r11, %%r1, %%r2;\n"
        "  mul.lo.s32 %%r13, %%r11, %%r3;\n  xor.b32 %%r13, %%r13, %%r4;\n"
        "  shl.b32 %%r14, %%r11, 27;\n  xor.b32 %%r14, %%r14, %%r5;\n"
        "  shr.u32 %%r16, %%r13, 30;\n  xor.b32 %%r15, %%r12, %%r16;\n"
        "  cvt.u16.u32 %%h1, %%r12;\n  cvt.u16.u32 %%h2, %%r13;\n"
        "  mul.wide.u32 %%rd2, %%r11, %u;\n  add.s64 %%rd3, %%rd1, %%rd2;\n", AR_SLOT * 4);
    /* what the lanes branched around keep */
    for (i = 0; i < AR_NOPS + AR_NCMP; i++)
        PUT("  mov.u32 %%r%u, %%r11;\n", 20 + i);
    for (i = 0; i < AR_NOPS64; i++)
        PUT("  mov.b64 %%rd%u, {%%r11, %%r12};\n", 20 + i);
    PUT("  and.b32 %%r17, %%r8, %%r6;\n  setp.ne.u32 %%q0, %%r17, 0;\n  @%%q0 bra SKIP;\n");
    for (i = 0; i < AR_NOPS; i++) {
        PUT("  ");
        n += ar_put_op(p + n, n < cap ? cap - n : 0, ar_ops[i], 20 + i);
        PUT("\n");
    }
    for (i = 0; i < AR_NCMP; i++)
        PUT("  setp.%s %%p%u, %%r12, %%r15;\n", ar_cmp[i], i);
    for (i = 0; i < AR_NCMP; i++)
        PUT("  selp.u32 %%r%u, 1, 0, %%p%u;\n", 20 + (unsigned)AR_NOPS + i, i);
    PUT("  mov.b64 %%rd10, {%%r12, %%r13};\n  mov.b64 %%rd11, {%%r14, %%r15};\n");
    for (i = 0; i < AR_NOPS64; i++)
        PUT("  %s %%rd%u, %%rd10, %%rd11;\n", ar_ops64[i], 20 + i);
    PUT("SKIP:\n");
    for (i = 0; i < AR_NOPS + AR_NCMP; i++)
        PUT("  st.global.u32 [%%rd3+%u], %%r%u;\n", 4 * i, 20 + i);
    for (i = 0; i < AR_NOPS64; i++)
        PUT("  st.global.u64 [%%rd3+%u], %%rd%u;\n", 8 * (AR_SLOT / 2 - (unsigned)AR_NOPS64 + i), 20 + i);
    /* thread p6 stores through a bad address */
    PUT("  setp.eq.u32 %%q1, %%r11, %%r7;\n  @%%q1 mov.u64 %%rd3, 16;\n"
        "  st.global.u32 [%%rd3+%u], %%r11;\n  ret;\n}\n",
        4 * (unsigned)(AR_NOPS + AR_NCMP));
#undef PUT
    return n;
}

void unit_avx2_run(pv_test *t)
{
    static char src[32768];
    /* p0..p4: uniform lanes, sign and NaN patterns, infinities */
    static const uint32_t edges[][5] = {
        {0u, 0x80000000u, 0u, 0x7fffffffu, 0xff800000u},
        {1u, 0xfffffff0u, 0x10001u, 0x7f800000u, 0x7fc00000u},
        {0x9e3779b9u, 7u, 0x00400001u, 0x7f7ffff0u, 0x80000001u},
        {0u, 0x7fc00001u, 3u, 0xff800000u, 0x00000001u},
        {0x01000193u, 0x3f800000u, 0x00800000u, 0x3f800000u, 0xbf800000u},
    };
    static const uint32_t masks[] = {0u, 1u, 0x12u, 0x20u};
    static const uint32_t blocks[] = {64u, 45u};
    size_t len = ar_build(src, sizeof src);
    pr_pair s;
    uint32_t p[AR_NP], seed = 12345u, e, k, b, i;
    if (!test_begin(t, "avx2_run: the AVX2 copy of the dispatch loop and the portable one "
                       "give the same words and faults on full and partial warps"))
        return;
    if (len >= sizeof src) {
        T_CHECK(t, 0, "kernel text of %u bytes", (unsigned)len);
        test_end(t);
        return;
    }
    if (!pr_pair_open(t, &s, src, len, "avx2_run.ptx", "ar",
                      (size_t)AR_GRID * AR_MAXT * AR_SLOT * 4, 2)) {
        test_end(t);
        return;
    }
    if (t->verbose)
        printf("  avx2_run: the %s copy runs by default\n",
               pv_run_avx2() ? "AVX2" : "portable (no AVX2 here)");
    for (e = 0; e < 5u + 40u; e++) {
        for (k = 0; k < 5u; k++) {
            if (e < 5u) {
                p[k] = edges[e][k];
            } else {
                seed = seed * 1664525u + 1013904223u;
                p[k] = seed ^ (seed >> 15);
            }
        }
        for (b = 0; b < sizeof blocks / sizeof *blocks; b++)
            for (i = 0; i < sizeof masks / sizeof *masks; i++) {
                p[5] = masks[i];
                /* a fault at one thread in every fifth launch */
                p[6] = (e + i) % 5u == 4u ? (e * 7u + i) % (AR_GRID * blocks[b]) : ~0u;
                if (!pr_pair_launch(&s, AR_GRID, blocks[b], p, AR_NP))
                    T_CHECK(t, s.bad > 4, "block %u, p = %#x %#x %#x %#x %#x mask %#x "
                            "fault %u: %s", blocks[b], p[0], p[1], p[2], p[3], p[4], p[5],
                            p[6], s.why);
            }
    }
    T_CHECK(t, s.bad == 0, "%u of %u launches differ (AVX2 copy %s)", s.bad, s.n,
            s.portable ? "not on this host or run" : "on");
    T_CHECK(t, s.faults > s.n / 8 && s.faults < s.n / 3, "%u faults in %u launches", s.faults,
            s.n);
    pr_pair_close(t, &s);
    test_end(t);
}
