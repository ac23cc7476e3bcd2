/* The one-word .shared suites' kernel (sh32_kernel.h). */
#include "sh32_kernel.h"
#include <stdio.h>

size_t sk_kernel(char *buf, size_t cap, const sk_spec *s)
{
    int n = snprintf(
        buf, cap,
        ".version 8.5\n.target sm_80\n.address_size 64\n"
        ".visible .entry %s(.param .u64 out%s)\n{\n"
        "  .shared .align 4 .b8 tile[4096];\n"
        "  .reg .pred %%p<8>;\n  .reg .b32 %%r<40>;\n  .reg .b64 %%rd<8>;\n"
        "  ld.param.u64 %%rd1, [out];\n%s"
        "  mov.u32 %%r1, %%tid.x;\n  mov.u32 %%r2, tile;\n  mov.u32 %%r18, %%ctaid.x;\n"
        "  mov.u32 %%r26, %%ntid.x;\n"
        "  and.b32 %%r19, %%r1, 31;\n  shr.u32 %%r24, %%r1, 5;\n"
        "  mov.u32 %%r3, %%r1;\n"
        "FILL:\n"
        "  mad.lo.s32 %%r4, %%r3, %u, %u;\n  mad.lo.s32 %%r4, %%r18, 1000, %%r4;\n"
        "  shl.b32 %%r5, %%r3, 2;\n  add.s32 %%r5, %%r5, %%r2;\n  st.shared.u32 [%%r5], %%r4;\n"
        "  add.s32 %%r3, %%r3, %s;\n  setp.lt.u32 %%p1, %%r3, 1024;\n  @%%p1 bra FILL;\n"
        "  bar.sync 0;\n"
        "%s"
        /* lane l of the warp runs when bit l of the mask is set */
        "  shr.u32 %%r7, %%r10, %%r19;\n  and.b32 %%r7, %%r7, 1;\n  setp.eq.u32 %%p4, %%r7, 1;\n"
        "  mov.u32 %%r8, %u;\n  add.s32 %%r20, %%r1, %u;\n"
        "  setp.ne.u32 %%p5, %%r17, 0;\n  @%%p5 bra SELF;\n"
        "  @%%p4 ld.shared.u32 %%r8, [%%r6];\n"
        "  bar.sync 0;\n"
        "  @%%p4 st.shared.u32 [%%r6], %%r20;\n"
        "  bra.uni DONE;\n"
        "SELF:\n"
        "  @%%p4 ld.shared.u32 %%r6, [%%r6];\n"
        "  @%%p4 mov.u32 %%r8, %%r6;\n"
        "DONE:\n"
        "  bar.sync 0;\n"
        "  mad.lo.s32 %%r22, %%r18, %u, %%r1;\n"
        "  mul.wide.u32 %%rd2, %%r22, 4;\n  add.s64 %%rd3, %%rd1, %%rd2;\n"
        "  st.global.u32 [%%rd3], %%r8;\n"
        "  mov.u32 %%r3, %%r1;\n"
        "DUMP:\n"
        "  shl.b32 %%r5, %%r3, 2;\n  add.s32 %%r5, %%r5, %%r2;\n  ld.shared.u32 %%r4, [%%r5];\n"
        "  mad.lo.s32 %%r23, %%r18, %u, %%r3;\n"
        "  mul.wide.u32 %%rd4, %%r23, 4;\n  add.s64 %%rd5, %%rd1, %%rd4;\n"
        "  st.global.u32 [%%rd5+%u], %%r4;\n"
        "  add.s32 %%r3, %%r3, %s;\n  setp.lt.u32 %%p1, %%r3, 1024;\n  @%%p1 bra DUMP;\n"
        "  ret;\n}\n",
        s->entry, s->params, s->loads, s->fill_mul, s->fill_base, s->step, s->addr, s->mark,
        s->store_base, s->out_words, s->out_words, s->dump_at, s->step);
    return n > 0 && (size_t)n < cap ? (size_t)n : 0;
}
