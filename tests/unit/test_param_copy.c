/* Copies of kernel parameters (src/peephole_copy.c): nvcc's
   `cvta.to.global.u64 %rd3, %rd2` of a parameter's register, in a
   branch under a partial mask and in a loop, goes from the code (the
   load writes the copy's register) and the kernel gives what a C model
   gives, fused and with PTXVM_FLAG_NO_FUSION. Copies that must stay: a
   copy whose register the loop also advances (removing it would let the
   address run on from one turn to the next), a parameter's register
   read twice, and a register's copy of itself. A constant moved into a
   register that two fma read becomes their operand; the constants a
   store also reads, a loop writes again or a guarded move writes stay
   moves. Full warps and partial ones. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <math.h>

#define PC_T 96         /* threads: three warps */
#define PC_TURNS 3

static const char pc_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    /* fwd: both copies go */
    ".visible .entry fwd(.param .u64 out, .param .u64 in, .param .u32 n)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<10>;\n  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n  ld.param.u32 %r1, [n];\n"
    "  mov.u32 %r2, %tid.x;\n  mov.u32 %r9, %ctaid.x;\n  mad.lo.s32 %r2, %r9, 32, %r2;\n"
    "  setp.ge.u32 %p1, %r2, %r1;\n  @%p1 bra DONE;\n"
    "  cvta.to.global.u64 %rd3, %rd2;\n"
    "  mul.wide.u32 %rd4, %r2, 4;\n  add.s64 %rd5, %rd3, %rd4;\n"
    "  ld.global.u32 %r3, [%rd5];\n  mov.u32 %r4, 0;\n"
    "LOOP:\n"
    "  cvta.to.global.u64 %rd6, %rd1;\n"
    "  mul.wide.u32 %rd7, %r4, 384;\n  add.s64 %rd8, %rd6, %rd7;\n  add.s64 %rd9, %rd8, %rd4;\n"
    "  mad.lo.s32 %r5, %r4, 1000, %r3;\n  st.global.u32 [%rd9], %r5;\n"
    "  add.s32 %r4, %r4, 1;\n  setp.lt.u32 %p2, %r4, 3;\n  @%p2 bra LOOP;\n"
    "DONE:\n  ret;\n}\n"
    /* keep: the copies stay */
    ".visible .entry keep(.param .u64 out, .param .u64 in, .param .u32 n)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<14>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n  ld.param.u32 %r1, [n];\n"
    "  mov.u32 %r2, %tid.x;\n  mov.u32 %r9, %ctaid.x;\n  mad.lo.s32 %r2, %r9, 32, %r2;\n"
    "  setp.ge.u32 %p1, %r2, %r1;\n  @%p1 bra DONE;\n"
    /* %rd2 is read twice: by the copy and by the add */
    "  cvta.to.global.u64 %rd3, %rd2;\n"
    "  mul.wide.u32 %rd4, %r2, 4;\n  add.s64 %rd5, %rd3, %rd4;\n"
    "  ld.global.u32 %r3, [%rd5];\n  add.s64 %rd10, %rd2, %rd4;\n"
    "  cvta.to.global.u64 %rd10, %rd10;\n  ld.global.u32 %r6, [%rd10];\n"
    "  add.s32 %r3, %r3, %r6;\n"
    /* a 32-bit parameter's copy, written again after the loop */
    "  mov.u32 %r7, %r1;\n  mov.u32 %r4, 0;\n"
    "LOOP:\n"
    /* the copy's register is advanced in the loop: the copy resets it */
    "  cvta.to.global.u64 %rd6, %rd1;\n"
    "  mul.wide.u32 %rd7, %r4, 384;\n  add.s64 %rd6, %rd6, %rd7;\n  add.s64 %rd6, %rd6, %rd4;\n"
    "  mad.lo.s32 %r5, %r4, 1000, %r3;\n  add.s32 %r5, %r5, %r7;\n  st.global.u32 [%rd6], %r5;\n"
    "  add.s32 %r4, %r4, 1;\n  setp.lt.u32 %p2, %r4, 3;\n  @%p2 bra LOOP;\n"
    "  add.s32 %r7, %r7, 5;\n  st.global.u32 [%rd6+384], %r7;\n"
    "DONE:\n  ret;\n}\n"
    /* consts: -2.0 read by two fma goes into them; the constants a store
       reads, a loop writes again or a guard writes stay moves */
    ".visible .entry consts(.param .u64 out, .param .u64 in, .param .u32 n)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<30>;\n  .reg .f32 %f<8>;\n  .reg .b64 %rd<6>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r1, [n];\n"
    "  mov.u32 %r2, %tid.x;\n  mov.u32 %r9, %ctaid.x;\n  mad.lo.s32 %r2, %r9, 32, %r2;\n"
    "  setp.ge.u32 %p1, %r2, %r1;\n  @%p1 bra DONE;\n"
    "  cvta.to.global.u64 %rd2, %rd1;\n"
    "  mul.wide.u32 %rd3, %r2, 4;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  cvt.rn.f32.u32 %f2, %r2;\n  mov.f32 %f1, 0fC0000000;\n"
    "  mov.u32 %r20, 7;\n  mov.u32 %r21, 3;\n"
    "  setp.lt.u32 %p2, %r2, 40;\n  @%p2 mov.u32 %r22, 5;\n"
    "  mov.u32 %r4, 0;\n  mov.f32 %f3, 0f00000000;\n"
    "LOOP:\n"
    "  fma.rn.f32 %f3, %f1, %f2, %f3;\n  fma.rn.f32 %f3, %f3, %f1, %f2;\n"
    "  add.s32 %r21, %r21, %r20;\n"
    "  add.s32 %r4, %r4, 1;\n  setp.lt.u32 %p3, %r4, 3;\n  @%p3 bra LOOP;\n"
    "  st.global.f32 [%rd4], %f3;\n  st.global.u32 [%rd4+384], %r20;\n"
    "  st.global.u32 [%rd4+768], %r21;\n"
    "  @%p2 add.s32 %r23, %r22, %r2;\n  @%p2 st.global.u32 [%rd4+1152], %r23;\n"
    "DONE:\n  ret;\n}\n";

static uint32_t pc_in(uint32_t g)
{
    return g * 2654435761u ^ 0x5bd1e995u;
}

/* consts: out[g] the fma chain's value, then 7, 3 + 3 * 7 and 5 + g
   (threads below 40) a warp's width of words apart */
static void pc_check_consts(pv_test *t, const char *what, const uint32_t *got, uint32_t n)
{
    uint32_t g, i, k;
    for (g = 0; g < PC_T; g++) {
        float f3 = 0.0f, f2 = (float)g;
        uint32_t want[4], bits;
        for (k = 0; k < PC_TURNS; k++) {
            f3 = fmaf(-2.0f, f2, f3);
            f3 = fmaf(f3, -2.0f, f2);
        }
        memcpy(&bits, &f3, 4);
        want[0] = bits;
        want[1] = 7;
        want[2] = 3 + PC_TURNS * 7;
        want[3] = g < 40 ? 5 + g : 0xa5a5a5a5u;
        for (i = 0; i < 4; i++) {
            uint32_t w = g < n ? want[i] : 0xa5a5a5a5u;
            T_CHECK(t, got[i * PC_T + g] == w, "%s: thread %u word %u: %08x, want %08x", what,
                    g, i, got[i * PC_T + g], w);
        }
    }
}

static void pc_run(pv_test *t, const char *kname, uint32_t n, uint32_t flags)
{
    enum { WORDS = (PC_TURNS + 1) * PC_T };
    ob_vm r;
    uint32_t in[PC_T], got[WORDS], g, turn, keep = !strcmp(kname, "keep");
    ptxvm_addr din, dout;
    void *args[3];
    char what[96];
    snprintf(what, sizeof what, "param_copy %s n=%u %s", kname, n,
             flags ? "unfused" : "fused");
    if (!ob_open(t, &r, pc_ptx, sizeof pc_ptx - 1, "param_copy.ptx", kname, flags, what))
        return;
    for (g = 0; g < PC_T; g++)
        in[g] = pc_in(g);
    din = ob_in(&r, in, sizeof in);
    dout = ob_fill(&r, sizeof got, 0xa5);
    args[0] = &dout;
    args[1] = &din;
    args[2] = &n;
    T_CHECK(t, ob_launch(&r, PC_T / 32, 1, 32, 0, args) == PTXVM_OK, "%s: %s", what,
            ptxvm_error_message(r.vm));
    ptxvm_memcpy_dtoh(r.vm, got, dout, sizeof got);
    if (!strcmp(kname, "consts")) {
        pc_check_consts(t, what, got, n);
        turn = PC_TURNS + 1;            /* the loop below has nothing to do */
    } else
        turn = 0;
    for (; turn <= PC_TURNS; turn++)
        for (g = 0; g < PC_T; g++) {
            uint32_t want = 0xa5a5a5a5u, v = keep ? in[g] + in[g] : in[g];
            if (g < n && turn < PC_TURNS)
                want = turn * 1000u + v + (keep ? n : 0);
            else if (g < n && keep)       /* the store after the loop */
                want = n + 5;
            T_CHECK(t, got[turn * PC_T + g] == want, "%s: thread %u turn %u: %08x, want %08x",
                    what, g, turn, got[turn * PC_T + g], want);
        }
    if (!flags) {
        char *l = ob_listing(r.k);
        /* fwd and consts: no parameter copy left; keep: its three */
        T_CHECK(t, l && ob_count(l, "MOV64") == (keep ? 3 : 0), "%s: %d MOV64 in\n%s", what,
                l ? ob_count(l, "MOV64") : -1, l ? l : "(no listing)");
        if (l && !strcmp(kname, "consts"))
            T_CHECK(t, !ob_count(l, "MOV32          d=%f1 ") &&
                           ob_count(l, "FMA_F32        d=%f3 a=#0xc0000000") == 1 &&
                           ob_count(l, "b=#0xc0000000 c=%f2") == 1 &&
                           ob_count(l, "MOV32          d=%r20 a=#7 ") == 1 &&
                           ob_count(l, "MOV32          d=%r21 a=#3 ") == 1 &&
                           ob_count(l, "@%p2 MOV32          d=%r22 a=#5 ") == 1,
                    "%s: the constants' moves\n%s", what, l);
        free(l);
    }
    ob_close(t, &r, what);
}

void unit_param_copy(pv_test *t)
{
    static const uint32_t ns[] = {96, 70, 5};
    uint32_t i, f;
    if (test_begin(t, "param_copy: a parameter's copies (cvta.to.global) in a branch and "
                      "a loop and a constant's move read by arithmetic alone leave the code "
                      "and the kernel agrees with C; copies whose register is written again "
                      "or whose parameter is read twice, and constants a store reads, a "
                      "loop writes again or a guard writes, stay; "
                      "full and partial warps, fused and unfused")) {
        for (i = 0; i < 3; i++)
            for (f = 0; f < 2; f++) {
                pc_run(t, "fwd", ns[i], f ? PTXVM_FLAG_NO_FUSION : 0);
                pc_run(t, "keep", ns[i], f ? PTXVM_FLAG_NO_FUSION : 0);
                pc_run(t, "consts", ns[i], f ? PTXVM_FLAG_NO_FUSION : 0);
            }
        test_end(t);
    }
}
