/* Masked writes of 64-bit columns (pv_blend64, src/lane_blend.h):
   64-bit results of lane loops (mul.wide by 3, mad.wide, cvt) under a
   guard of every pair pattern at every pair position, the lanes out of
   it keeping their old value, in blocks of 64 and 45 threads, fused and
   unfused, against C. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

#define BL_W 3u                           /* 64-bit words a thread writes */

static const char bl_ptx[] =
    ".version 8.5\n.target sm_80\n.address_size 64\n"
    ".visible .entry bl(.param .u64 out, .param .u32 mask)\n{\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<12>;\n  .reg .b64 %rd<16>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r1, [mask];\n"
    "  mov.u32 %r2, %tid.x;\n  and.b32 %r3, %r2, 31;\n"
    "  shr.u32 %r4, %r1, %r3;\n  and.b32 %r4, %r4, 1;\n  setp.eq.u32 %p1, %r4, 1;\n"
    "  mad.lo.s32 %r5, %r2, -1640531535, 12345;\n"     /* a value a thread */
    "  mul.wide.u32 %rd2, %r2, 24;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  mov.u64 %rd4, 11;\n  mov.u64 %rd5, 22;\n  mov.u64 %rd6, 33;\n"
    "  @%p1 mul.wide.s32 %rd4, %r5, 3;\n"
    "  cvt.s64.s32 %rd7, %r2;\n"
    "  @%p1 mad.wide.u32 %rd5, %r5, 5, %rd7;\n"
    "  @%p1 cvt.u64.u32 %rd6, %r5;\n"
    "  st.global.u64 [%rd3], %rd4;\n  st.global.u64 [%rd3+8], %rd5;\n"
    "  st.global.u64 [%rd3+16], %rd6;\n"
    "  ret;\n}\n";

static void bl_run(pv_test *t, uint32_t flags, uint32_t threads)
{
    static const uint32_t masks[] = {0u, 0xffffffffu, 0x55555555u, 0xaaaaaaaau,
                                     0x33333333u, 0xccccccccu, 0x0f0f0f0fu, 0x96969696u,
                                     0x80000001u, 0x7ffffffeu, 0x0000ffffu, 0x12c4d35bu};
    const char *mode = flags ? "unfused" : "fused";
    uint64_t got[64 * BL_W];
    uint32_t i, mi, bad = 0;
    ob_vm r;
    ptxvm_addr dout;
    void *args[2];
    if (!ob_open(t, &r, bl_ptx, sizeof bl_ptx - 1, "bl.ptx", "bl", flags, mode))
        return;
    dout = ob_out(&r, sizeof got);
    for (mi = 0; mi < sizeof masks / sizeof *masks; mi++) {
        uint32_t mask = masks[mi];
        args[0] = &dout;
        args[1] = &mask;
        ptxvm_memset(r.vm, dout, 0x5a, sizeof got);
        T_CHECK(t, ob_launch(&r, 1, 1, threads, 0, args) == PTXVM_OK, "%s: %s", mode,
                ptxvm_error_message(r.vm));
        ptxvm_memcpy_dtoh(r.vm, got, dout, sizeof got);
        for (i = 0; i < threads; i++) {
            const uint32_t v = i * 2654435761u + 12345u;
            const int on = (mask >> (i & 31u)) & 1u;
            const uint64_t w0 = on ? (uint64_t)((int64_t)(int32_t)v * 3) : 11u;
            const uint64_t w1 = on ? (uint64_t)v * 5u + i : 22u;
            const uint64_t w2 = on ? (uint64_t)v : 33u;
            const uint64_t *g = got + (size_t)i * BL_W;
            if ((g[0] != w0 || g[1] != w1 || g[2] != w2) && bad++ < 4)
                T_CHECK(t, 0, "%s, %u threads, mask %#x: thread %u: %llx %llx %llx", mode,
                        threads, mask, i, (unsigned long long)g[0], (unsigned long long)g[1],
                        (unsigned long long)g[2]);
        }
    }
    T_CHECK(t, bad == 0, "%s, %u threads: %u threads wrong", mode, threads, bad);
    ob_close(t, &r, mode);
}

void unit_blend64(pv_test *t)
{
    bl_run(t, 0, 64);
    bl_run(t, 0, 45);
    bl_run(t, PTXVM_FLAG_NO_FUSION, 64);
    bl_run(t, PTXVM_FLAG_NO_FUSION, 45);
}
