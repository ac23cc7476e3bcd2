/* Whole-warp global and .const loads whose lanes share one 64-bit
   address (src/exec_gmem.c: gm_full_uniform, one read broadcast, as a
   kernel reads a .const table at a loop's index) or whose two halves
   each share one, the two different (gm_full_halves, two reads, as a
   16-wide block reads its row's value x[ty]), against the general path
   (PTXVM_FLAG_NO_FUSION, one worker) and the portable copy of the
   dispatch loop: elements of 1, 2, 4 and 8 bytes, zero- and
   sign-extended into 32- and 64-bit registers, from a .const table and
   a .global variable; the halves' indices 0 bytes apart (gmem_uniform)
   or 1, 3, 8 and 40 (gmem_halves), at every base index of the 64-byte
   tables and past them (faults in either half); thread k moved by delta
   onto another element (a gather), past the table, or by 2^32 (the high
   halves differ); blocks of 64 threads (whole warps) and of 45 (the
   second warp's 13 lanes). The same words, or the same fault message
   naming the load's line and the lowest bad thread; the words against a
   C model (the general LD takes module variables' addresses through the
   same fast paths). */
#include "../testlib.h"
#include "../support/param_runs.h"
#include <string.h>

#define GH_B 2u                     /* blocks */
#define GH_T 64u                    /* threads a block, at most */
#define GH_W 8u                     /* 64-bit words a thread writes */

static const char gh_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".const .align 8 .b8 ctab[64] = {0x81, 0x02, 0xf3, 0x74, 0x85, 0x96, 0x27, 0xa8,"
    " 0x19, 0xfa, 0x0b, 0x8c, 0x7d, 0xee, 0x5f, 0xc0, 1, 2, 3, 4, 5, 6, 7, 8,"
    " 0xff, 0xfe, 0xfd, 0xfc, 0xfb, 0xfa, 0xf9, 0xf8, 9, 0x80, 0, 0x80, 0x7f, 0xff, 0x7f, 0xff,"
    " 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70, 0x80, 0x91, 0xa2, 0xb3, 0xc4, 0xd5, 0xe6,"
    " 0xf7, 0x08, 0x19, 0x2a, 0x3b, 0x4c, 0x5d, 0x6e, 0x7f, 0x90};\n"
    ".global .align 8 .b8 gtab[64] = {0x90, 0x7f, 0x6e, 0x5d, 0x4c, 0x3b, 0x2a, 0x19,"
    " 0x08, 0xf7, 0xe6, 0xd5, 0xc4, 0xb3, 0xa2, 0x91, 0x80, 0x70, 0x60, 0x50, 0x40, 0x30,"
    " 0x20, 0x10, 0xff, 0x7f, 0xff, 0x7f, 0x80, 0, 0x80, 9, 0xf8, 0xf9, 0xfa, 0xfb, 0xfc,"
    " 0xfd, 0xfe, 0xff, 8, 7, 6, 5, 4, 3, 2, 1, 0xc0, 0x5f, 0xee, 0x7d, 0x8c, 0x0b, 0xfa,"
    " 0x19, 0xa8, 0x27, 0x96, 0x85, 0x74, 0xf3, 0x02, 0x81};\n"
    ".visible .entry gh(.param .u64 out, .param .u32 idx, .param .u32 k,"
    " .param .u32 dlo, .param .u32 dhi, .param .u32 space, .param .u32 step)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<24>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r1, [idx];\n"
    "  ld.param.u32 %r2, [k];\n  ld.param.u32 %r3, [dlo];\n"
    "  ld.param.u32 %r4, [dhi];\n  ld.param.u32 %r5, [space];\n"
    "  mov.u32 %r6, %tid.x;\n  mov.u32 %r7, %ctaid.x;\n  mov.u32 %r8, %ntid.x;\n"
    "  mad.lo.s32 %r9, %r7, %r8, %r6;\n"
    "  ld.param.u32 %r15, [step];\n  shr.u32 %r16, %r6, 4;\n"
    "  mad.lo.s32 %r17, %r16, %r15, %r1;\n"
    "  cvt.u64.u32 %rd2, %r17;\n"
    "  mov.b64 %rd3, {%r3, %r4};\n"
    "  setp.eq.u32 %p1, %r6, %r2;\n  @%p1 add.s64 %rd2, %rd2, %rd3;\n"
    /* the index aligned to each element size */
    "  and.b64 %rd13, %rd2, -2;\n  and.b64 %rd14, %rd2, -4;\n  and.b64 %rd15, %rd2, -8;\n"
    "  setp.ne.u32 %p2, %r5, 0;\n  @%p2 bra GLOBAL;\n"
    "  mov.u64 %rd4, ctab;\n"
    "  add.s64 %rd7, %rd4, %rd2;\n  add.s64 %rd8, %rd4, %rd13;\n"
    "  add.s64 %rd9, %rd4, %rd14;\n  add.s64 %rd4, %rd4, %rd15;\n"
    "  ld.const.u8 %r10, [%rd7];\n  ld.const.s8 %r11, [%rd7];\n"
    "  ld.const.u16 %r12, [%rd8];\n  ld.const.s16 %r13, [%rd8];\n"
    "  ld.const.u32 %r14, [%rd9];\n  ld.const.s32 %rd10, [%rd9];\n"
    "  ld.const.s16 %rd11, [%rd8];\n  ld.const.u64 %rd12, [%rd4];\n"
    "  bra.uni STORE;\n"
    "GLOBAL:\n"
    "  mov.u64 %rd4, gtab;\n  cvta.global.u64 %rd4, %rd4;\n"
    "  add.s64 %rd7, %rd4, %rd2;\n  add.s64 %rd8, %rd4, %rd13;\n"
    "  add.s64 %rd9, %rd4, %rd14;\n  add.s64 %rd4, %rd4, %rd15;\n"
    "  ld.u8 %r10, [%rd7];\n  ld.global.s8 %r11, [%rd7];\n"
    "  ld.global.u16 %r12, [%rd8];\n  ld.s16 %r13, [%rd8];\n"
    "  ld.global.u32 %r14, [%rd9];\n  ld.global.s32 %rd10, [%rd9];\n"
    "  ld.global.s8 %rd11, [%rd7];\n  ld.u64 %rd12, [%rd4];\n"
    "STORE:\n"
    "  mul.wide.u32 %rd5, %r9, 64;\n  add.s64 %rd6, %rd1, %rd5;\n"
    "  st.global.u32 [%rd6], %r10;\n  st.global.u32 [%rd6+8], %r11;\n"
    "  st.global.u32 [%rd6+16], %r12;\n  st.global.u32 [%rd6+24], %r13;\n"
    "  st.global.u32 [%rd6+32], %r14;\n  st.global.u64 [%rd6+40], %rd10;\n"
    "  st.global.u64 [%rd6+48], %rd11;\n  st.global.u64 [%rd6+56], %rd12;\n"
    "  ret;\n}\n";

/* the tables as the PTX gives them */
static const uint8_t gh_tab[2][64] = {{0x81, 0x02, 0xf3, 0x74, 0x85, 0x96, 0x27, 0xa8, 0x19, 0xfa, 0x0b, 0x8c, 0x7d, 0xee, 0x5f, 0xc0, 1, 2, 3, 4, 5, 6, 7, 8, 0xff, 0xfe, 0xfd, 0xfc, 0xfb, 0xfa, 0xf9, 0xf8, 9, 0x80, 0, 0x80, 0x7f, 0xff, 0x7f, 0xff, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70, 0x80, 0x91, 0xa2, 0xb3, 0xc4, 0xd5, 0xe6, 0xf7, 0x08, 0x19, 0x2a, 0x3b, 0x4c, 0x5d, 0x6e, 0x7f, 0x90},
                                      {0x90, 0x7f, 0x6e, 0x5d, 0x4c, 0x3b, 0x2a, 0x19, 0x08, 0xf7, 0xe6, 0xd5, 0xc4, 0xb3, 0xa2, 0x91, 0x80, 0x70, 0x60, 0x50, 0x40, 0x30, 0x20, 0x10, 0xff, 0x7f, 0xff, 0x7f, 0x80, 0, 0x80, 9, 0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff, 8, 7, 6, 5, 4, 3, 2, 1, 0xc0, 0x5f, 0xee, 0x7d, 0x8c, 0x0b, 0xfa, 0x19, 0xa8, 0x27, 0x96, 0x85, 0x74, 0xf3, 0x02, 0x81}};

/* The words thread gi (tid in its block) writes, as a C model: the
   element of each size at the index aligned down to it; 0 when some
   thread reads past a table (the launch faults). */
static int gh_model(uint8_t *want, uint32_t nblocks, uint32_t ntid, const uint32_t *p)
{
    const uint8_t *tab = gh_tab[p[4] != 0];
    uint32_t b, tid;
    memset(want, 0x5a, (size_t)GH_B * GH_T * GH_W * 8);
    for (b = 0; b < nblocks; b++)
        for (tid = 0; tid < ntid; tid++) {
            uint64_t off = (uint64_t)(uint32_t)(p[0] + (tid >> 4) * p[5]) +
                           (tid == p[1] ? ((uint64_t)p[3] << 32 | p[2]) : 0);
            uint8_t *o = want + (size_t)(b * ntid + tid) * GH_W * 8;
            uint64_t o2 = off & ~(uint64_t)1, o4 = off & ~(uint64_t)3, o8 = off & ~(uint64_t)7;
            uint32_t u16, u32, w;
            uint64_t u64 = 0, v;
            int j;
            if (off > 63)
                return 0;
            u16 = (uint32_t)tab[o2] | (uint32_t)tab[o2 + 1] << 8;
            u32 = 0;
            for (j = 3; j >= 0; j--)
                u32 = u32 << 8 | tab[o4 + (uint32_t)j];
            for (j = 7; j >= 0; j--)
                u64 = u64 << 8 | tab[o8 + (uint32_t)j];
            w = tab[off];
            memcpy(o, &w, 4);
            w = (uint32_t)(int32_t)(int8_t)tab[off];
            memcpy(o + 8, &w, 4);
            memcpy(o + 16, &u16, 4);
            w = (uint32_t)(int32_t)(int16_t)u16;
            memcpy(o + 24, &w, 4);
            memcpy(o + 32, &u32, 4);
            v = (uint64_t)(int64_t)(int32_t)u32;
            memcpy(o + 40, &v, 8);
            v = p[4] ? (uint64_t)(int64_t)(int8_t)tab[off] : (uint64_t)(int64_t)(int16_t)u16;
            memcpy(o + 48, &v, 8);
            memcpy(o + 56, &u64, 8);
        }
    return 1;
}

/* Every launch of the grid for the halves' distances in steps[]. */
static void gh_run(pv_test *t, const uint32_t *steps, uint32_t nsteps)
{
    /* thread k moved by delta (dlo, dhi): none, another element, past
       the table, 2^32 on, a megabyte on */
    static const uint32_t moves[][3] = {{99u, 0u, 0u}, {5u, 8u, 0u}, {40u, 64u, 0u},
                                        {0u, 0u, 1u}, {31u, 1u << 20, 0u}};
    static const uint32_t blocks[] = {GH_T, 45u};
    static uint8_t want[GH_B * GH_T * GH_W * 8];
    pr_pair s;
    uint32_t p[6], idx, c, sp, bl, st, model_bad = 0;
    if (!pr_pair_open(t, &s, gh_ptx, sizeof gh_ptx - 1, "gh.ptx", "gh",
                      (size_t)GH_B * GH_T * GH_W * 8, 2))
        return;
    for (bl = 0; bl < sizeof blocks / sizeof *blocks; bl++)
        for (sp = 0; sp < 2; sp++)
            for (st = 0; st < nsteps; st++)
                for (idx = 0; idx < 72; idx++)
                    for (c = 0; c < sizeof moves / sizeof *moves; c++) {
                        p[0] = idx;
                        p[1] = moves[c][0];
                        p[2] = moves[c][1];
                        p[3] = moves[c][2];
                        p[4] = sp;
                        p[5] = steps[st];
                        if (!pr_pair_launch(&s, GH_B, blocks[bl], p, 6))
                            T_CHECK(t, s.bad > 4, "block %u %s index %u step %u k %u delta %#x:%#x: %s",
                                    blocks[bl], sp ? "global" : "const", idx, p[5], p[1], p[3], p[2],
                                    s.why);
                        /* all three ways share the fast path: the model too */
                        if (gh_model(want, GH_B, blocks[bl], p) != !s.msg[0][0] ||
                            (!s.msg[0][0] && memcmp(want, s.got, sizeof want) != 0)) {
                            T_CHECK(t, model_bad > 4, "block %u %s index %u step %u k %u delta %#x:%#x: "
                                    "not the model's words (%s)", blocks[bl],
                                    sp ? "global" : "const", idx, p[5], p[1], p[3], p[2], s.msg[0]);
                            model_bad++;
                        }
                    }
    T_CHECK(t, s.bad == 0, "%u of %u launches differ (AVX2 copy %s)", s.bad, s.n,
            s.portable ? "not on this host or run" : "on");
    T_CHECK(t, model_bad == 0, "%u of %u launches against the model", model_bad, s.n);
    /* both kinds ran: clean launches and faults at the loads */
    T_CHECK(t, s.faults > s.n / 8 && s.faults < s.n - s.n / 8, "%u faults in %u launches",
            s.faults, s.n);
    T_CHECK(t, s.n == 2 * 2 * nsteps * 72 * 5, "%u launches", s.n);
    pr_pair_close(t, &s);
}

/* one address for the whole warp */
void unit_gmem_uniform(pv_test *t)
{
    static const uint32_t steps[] = {0u};
    gh_run(t, steps, 1);
}

/* two addresses, a half-warp each */
void unit_gmem_halves(pv_test *t)
{
    static const uint32_t steps[] = {1u, 3u, 8u, 40u};
    gh_run(t, steps, sizeof steps / sizeof *steps);
}
