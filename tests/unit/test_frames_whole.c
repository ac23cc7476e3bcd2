/* Recursive calls and returns by every live lane of a warp at their own
   depths (src/frames_avx2.c, fv_enter and fv_leave with `whole`: the
   stack pointer, frame pointer and return PC columns stored whole, and a
   return's lane_pc left alone when its one group runs on at once)
   against the scalar loops (fa_set_off(1)) and a C model: threads
   leaving before they call (every seventh) and after their own
   recursion, so the live lanes thin out while the others recurse; after
   the call the lanes split on their result's low bit and meet again,
   and call once more from one side; blocks of 32, 45 and 70 threads,
   one and three workers. One deep lane's stack overflow in a call by
   every live lane names its thread with the same message both ways. */
#include "../testlib.h"
#include "../support/one_block.h"
#include "../../src/fp_avx2.h"
#include <stdio.h>
#include <string.h>

#define FW_GRID 3u

/* f(n) = n < 2 ? n : (f(n-1) + f(n-2)) ^ n * 7; thread t's n is
   (t * 0x9e3779b1 >> 27) % 13 (deep for deep_tid); an odd f(n) adds
   f(n % 5) + 100 after the join. */
static const char fw_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".func (.param .b32 r) f(.param .b32 n)\n{\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %a<10>;\n"
    "  ld.param.b32 %a1, [n];\n  setp.lt.u32 %p1, %a1, 2;\n  @%p1 bra DONE;\n"
    "  add.s32 %a2, %a1, -1;\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %a2;\n"
    "    call (y), f, (x); ld.param.b32 %a3, [y]; }\n"
    "  add.s32 %a4, %a1, -2;\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %a4;\n"
    "    call (y), f, (x); ld.param.b32 %a5, [y]; }\n"
    "  add.s32 %a6, %a3, %a5;\n  mul.lo.u32 %a7, %a1, 7;\n  xor.b32 %a1, %a6, %a7;\n"
    "DONE:\n  st.param.b32 [r], %a1;\n  ret;\n}\n"
    ".visible .entry k(.param .u64 out, .param .u32 deep_tid, .param .u32 deep)\n{\n"
    "  .reg .pred %q<4>;\n  .reg .b32 %t<16>;\n  .reg .b64 %d<4>;\n"
    "  ld.param.u64 %d1, [out];\n"
    "  mov.u32 %t2, %ctaid.x;\n  mov.u32 %t3, %ntid.x;\n  mov.u32 %t4, %tid.x;\n"
    "  mad.lo.u32 %t5, %t2, %t3, %t4;\n"
    "  cvta.to.global.u64 %d1, %d1;\n  mul.wide.u32 %d2, %t5, 4;\n"
    "  add.s64 %d2, %d1, %d2;\n"
    "  rem.u32 %t6, %t5, 7;\n  setp.eq.u32 %q2, %t6, 3;\n"
    "  @%q2 st.global.u32 [%d2], 48879;\n  @%q2 bra END;\n"
    "  mul.lo.u32 %t7, %t5, -1640531535;\n  shr.u32 %t7, %t7, 27;\n"
    "  rem.u32 %t7, %t7, 13;\n"
    "  ld.param.u32 %t8, [deep_tid];\n  setp.eq.u32 %q1, %t5, %t8;\n"
    "  ld.param.u32 %t9, [deep];\n  @%q1 mov.u32 %t7, %t9;\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %t7;\n"
    "    call (y), f, (x); ld.param.b32 %t10, [y]; }\n"
    "  and.b32 %t11, %t10, 1;\n  setp.eq.u32 %q3, %t11, 0;\n  @%q3 bra EVEN;\n"
    "  rem.u32 %t12, %t7, 5;\n"
    "  { .param .b32 x; .param .b32 y; st.param.b32 [x], %t12;\n"
    "    call (y), f, (x); ld.param.b32 %t13, [y]; }\n"
    "  add.u32 %t10, %t10, %t13;\n  add.u32 %t10, %t10, 100;\n"
    "EVEN:\n  st.global.u32 [%d2], %t10;\n"
    "END:\n  ret;\n}\n";

static uint32_t fw_f(uint32_t n)
{
    return n < 2 ? n : (fw_f(n - 1) + fw_f(n - 2)) ^ (n * 7u);
}

static uint32_t fw_model(uint32_t g)
{
    uint32_t n = ((g * 0x9e3779b1u) >> 27) % 13u, r;
    if (g % 7 == 3)
        return 48879u;
    r = fw_f(n);
    return (r & 1u) ? r + fw_f(n % 5u) + 100u : r;
}

static uint32_t fw_word(const void *ctx, uint32_t i, uint32_t block)
{
    (void)ctx;
    (void)block;
    return fw_model(i);
}

/* Every block size and worker count, fa_set_off(off) set by the caller. */
static void fw_runs(pv_test *t, int off)
{
    uint32_t nodeep = 0xffffffffu, zero = 0;
    void *args[3];
    char what[32];
    args[1] = &nodeep;
    args[2] = &zero;
    snprintf(what, sizeof what, "off %d", off);
    ob_block_sweep(t, fw_ptx, sizeof fw_ptx - 1, FW_GRID, args, fw_word, NULL, what);
}

void unit_frames_whole(pv_test *t)
{
    char msg[2][512];
    int off, offs = 1;
#if FA_AVX2
    offs = fa_avx2() ? 2 : 1;
#endif
    for (off = 0; off < offs; off++) {
#if FA_AVX2
        fa_set_off(off);
#endif
        fw_runs(t, off);
        ob_stack_overflow(t, fw_ptx, sizeof fw_ptx - 1, "frames_whole.ptx", 37, msg[off],
                          sizeof msg[off]);
    }
#if FA_AVX2
    fa_set_off(0);
#endif
    if (offs == 2)
        T_CHECK(t, !strcmp(msg[0], msg[1]), "overflow messages differ:\n%s\n%s", msg[0],
                msg[1]);
}
