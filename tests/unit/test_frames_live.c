/* Recursive calls and returns by every live lane of a warp taken straight
   to src/frames_avx2.c (fv_call_live, fv_ret_live: one depth as whole
   rows, their own depths as fv_enter and fv_leave, the return PCs
   compared eight lanes a step) against the scalar loops (fa_set_off(1)),
   the portable copy of the dispatch loop and a C model. Modes: every
   warp at one depth with values differing by lane; lanes at their own
   depths; one depth, then the lanes split on their result and one side
   calls again (a call and returns by part of the warp, the general
   path); and the same kernel with activemask in the function (call
   contexts kept: the general path). Threads leave before they call
   (every fifth), blocks of 32, 45 and 70 threads, one and three
   workers. A stack overflow at one depth, every live lane over at once,
   names the warp's first live thread with the same message all three
   ways. */
#include "../testlib.h"
#include "../support/one_block.h"
#include "../../src/fp_avx2.h"
#include "../../src/exec.h"
#include <stdio.h>
#include <string.h>

#define FL_GRID 3u

/* g(n, x) = n < 2 ? x + n : (g(n-1, x) + g(n-2, 3x+1)) ^ 7n ^ x; saves
   of three words (n, x, the return PC) and four (n, x, g(n-1, x), the
   return PC). With ctx set, g also reads activemask and adds its value
   and 0. Thread t (tid.x of block b) leaves when t % 5 == 4; else n is
   (3b + tid.x / 32) % 9 + 2 (mode 0, 2) or (t * 0x9e3779b1 >> 27) % 12
   (mode 1), deep in place of n when deep is not 0, and x = t. Mode 2:
   an odd result adds g(n % 4 + 1, t + 5) + 100. */
static size_t fl_ptx(char *b, size_t cap, int ctx)
{
    return (size_t)snprintf(b, cap,
        ".version 7.0\n.target sm_70\n.address_size 64\n"
        ".func (.param .b32 r) g(.param .b32 n, .param .b32 x)\n{\n"
        "  .reg .pred %%p<2>;\n  .reg .b32 %%a<12>;\n"
        "  ld.param.b32 %%a1, [n];\n  ld.param.b32 %%a2, [x];\n"
        "%s"
        "  setp.lt.u32 %%p1, %%a1, 2;\n  @%%p1 bra BASE;\n"
        "  add.s32 %%a4, %%a1, -1;\n"
        "  { .param .b32 u; .param .b32 v; .param .b32 y; st.param.b32 [u], %%a4;\n"
        "    st.param.b32 [v], %%a2;\n"
        "    call (y), g, (u, v); ld.param.b32 %%a3, [y]; }\n"
        "  add.s32 %%a4, %%a1, -2;\n  mad.lo.u32 %%a5, %%a2, 3, 1;\n"
        "  { .param .b32 u; .param .b32 v; .param .b32 y; st.param.b32 [u], %%a4;\n"
        "    st.param.b32 [v], %%a5;\n"
        "    call (y), g, (u, v); ld.param.b32 %%a6, [y]; }\n"
        "  add.s32 %%a6, %%a3, %%a6;\n  mul.lo.u32 %%a7, %%a1, 7;\n"
        "  xor.b32 %%a6, %%a6, %%a7;\n  xor.b32 %%a1, %%a6, %%a2;\n  bra.uni DONE;\n"
        "BASE:\n  add.u32 %%a1, %%a1, %%a2;\n"
        "DONE:\n%s  st.param.b32 [r], %%a1;\n  ret;\n}\n"
        ".visible .entry k(.param .u64 out, .param .u32 mode, .param .u32 deep)\n{\n"
        "  .reg .pred %%q<4>;\n  .reg .b32 %%t<20>;\n  .reg .b64 %%d<4>;\n"
        "  ld.param.u64 %%d1, [out];\n  ld.param.u32 %%t14, [mode];\n"
        "  mov.u32 %%t2, %%ctaid.x;\n  mov.u32 %%t3, %%ntid.x;\n  mov.u32 %%t4, %%tid.x;\n"
        "  mad.lo.u32 %%t5, %%t2, %%t3, %%t4;\n"
        "  cvta.to.global.u64 %%d1, %%d1;\n  mul.wide.u32 %%d2, %%t5, 4;\n"
        "  add.s64 %%d2, %%d1, %%d2;\n"
        "  rem.u32 %%t6, %%t5, 5;\n  setp.eq.u32 %%q2, %%t6, 4;\n"
        "  @%%q2 st.global.u32 [%%d2], 48879;\n  @%%q2 bra END;\n"
        "  shr.u32 %%t7, %%t4, 5;\n  mad.lo.u32 %%t7, %%t2, 3, %%t7;\n"
        "  rem.u32 %%t7, %%t7, 9;\n  add.u32 %%t7, %%t7, 2;\n"
        "  setp.eq.u32 %%q1, %%t14, 1;\n  @!%%q1 bra DEPTH;\n"
        "  mul.lo.u32 %%t7, %%t5, -1640531535;\n  shr.u32 %%t7, %%t7, 27;\n"
        "  rem.u32 %%t7, %%t7, 12;\n"
        "DEPTH:\n  ld.param.u32 %%t9, [deep];\n  setp.ne.u32 %%q1, %%t9, 0;\n"
        "  @%%q1 mov.u32 %%t7, %%t9;\n"
        "  { .param .b32 u; .param .b32 v; .param .b32 y; st.param.b32 [u], %%t7;\n"
        "    st.param.b32 [v], %%t5;\n"
        "    call (y), g, (u, v); ld.param.b32 %%t10, [y]; }\n"
        "  setp.ne.u32 %%q3, %%t14, 2;\n  @%%q3 bra STORE;\n"
        "  and.b32 %%t11, %%t10, 1;\n  setp.eq.u32 %%q3, %%t11, 0;\n  @%%q3 bra STORE;\n"
        "  rem.u32 %%t12, %%t7, 4;\n  add.u32 %%t12, %%t12, 1;\n  add.u32 %%t15, %%t5, 5;\n"
        "  { .param .b32 u; .param .b32 v; .param .b32 y; st.param.b32 [u], %%t12;\n"
        "    st.param.b32 [v], %%t15;\n"
        "    call (y), g, (u, v); ld.param.b32 %%t13, [y]; }\n"
        "  add.u32 %%t10, %%t10, %%t13;\n  add.u32 %%t10, %%t10, 100;\n"
        "STORE:\n  st.global.u32 [%%d2], %%t10;\n"
        "END:\n  ret;\n}\n",
        ctx ? "  activemask.b32 %a9;\n  and.b32 %a9, %a9, 0;\n" : "",
        ctx ? "  add.u32 %a1, %a1, %a9;\n" : "");
}

static uint32_t fl_g(uint32_t n, uint32_t x)
{
    return n < 2 ? x + n : (fl_g(n - 1, x) + fl_g(n - 2, 3u * x + 1u)) ^ (7u * n) ^ x;
}

static uint32_t fl_model(uint32_t t, uint32_t block, uint32_t mode)
{
    uint32_t b = t / block, tid = t % block, n, r;
    if (t % 5 == 4)
        return 48879u;
    n = mode == 1 ? ((t * 0x9e3779b1u) >> 27) % 12u : (3u * b + tid / 32u) % 9u + 2u;
    r = fl_g(n, t);
    if (mode == 2 && (r & 1u))
        r += fl_g(n % 4u + 1u, t + 5u) + 100u;
    return r;
}

/* way 0: the live entries; 1: the scalar loops; 2: the portable copy. */
static void fl_way(int way)
{
#if FA_AVX2
    fa_set_off(way == 1);
#endif
    pv_run_set_portable(way == 2);
}

static const char *const fl_names[3] = {"live entries", "scalar frames", "portable copy"};

static uint32_t fl_word(const void *ctx, uint32_t i, uint32_t block)
{
    return fl_model(i, block, *(const uint32_t *)ctx);
}

/* Every mode, block size and worker count, the three ways. */
static void fl_runs(pv_test *t, const char *src, size_t len, int ctx)
{
    uint32_t mode, zero = 0;
    void *args[3];
    char what[96];
    int way;
    args[1] = &mode;
    args[2] = &zero;
    for (way = 0; way < 3; way++) {
        fl_way(way);
        for (mode = 0; mode < 3; mode++) {
            snprintf(what, sizeof what, "%s, ctx %d, mode %u", fl_names[way], ctx, mode);
            ob_block_sweep(t, src, len, FL_GRID, args, fl_word, &mode, what);
        }
    }
    fl_way(0);
}

/* Every thread 300 deep at one depth under a 1 KiB stack: the first
   call past it is by every live lane of warp 0 at once; thread 0 is
   named, with the same message all three ways. */
static void fl_overflow(pv_test *t, const char *src, size_t len)
{
    char msg[3][512];
    int way;
    for (way = 0; way < 3; way++) {
        uint32_t mode = 0, deep = 300;
        void *args[3];
        ptxvm_addr out;
        ptxvm_result r;
        ob_vm v;
        msg[way][0] = 0;
        if (!ob_open(t, &v, src, len, "frames_live.ptx", "k", 0, "overflow"))
            return;
        T_CHECK(t, ptxvm_set_limit(v.vm, PTXVM_LIMIT_STACK_SIZE, 1024) == PTXVM_OK, "limit");
        out = ob_out(&v, 64 * 4);
        args[0] = &out;
        args[1] = &mode;
        args[2] = &deep;
        fl_way(way);
        r = ob_launch(&v, 1, 1, 64, 0, args);
        T_CHECK(t, ob_fault_of(v.vm, r, 0, "stack overflow"), "%s: %s: %s", fl_names[way],
                ptxvm_result_name(r), ptxvm_error_message(v.vm));
        snprintf(msg[way], sizeof msg[way], "%s", ptxvm_error_message(v.vm));
        ob_close(t, &v, "overflow");
    }
    fl_way(0);
    T_CHECK(t, !strcmp(msg[0], msg[1]) && !strcmp(msg[0], msg[2]),
            "overflow messages differ:\n%s\n%s\n%s", msg[0], msg[1], msg[2]);
}

void unit_frames_live(pv_test *t)
{
    static char src[8192];
    int ctx;
    for (ctx = 0; ctx < 2; ctx++) {
        size_t len = fl_ptx(src, sizeof src, ctx);
        T_CHECK(t, len < sizeof src, "source too long");
        fl_runs(t, src, len, ctx);
        if (!ctx)
            fl_overflow(t, src, len);
    }
}
