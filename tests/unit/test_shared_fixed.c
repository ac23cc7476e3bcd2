/* .shared accesses at a fixed address (no register: `[var]`,
   `[var+8]`), which take a broadcast path: a load gives every active
   lane the same element and leaves the others alone, a store by several
   lanes leaves the highest lane's value (lane order), vector and 64-bit
   forms move each element, and an address outside .shared or
   misaligned still faults naming the lane. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>

static const char fx_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry fx(.param .u64 out, .param .u32 cut)\n{\n"
    "  .shared .align 16 .b8 sv[64];\n"
    "  .reg .pred %p<4>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r9, [cut];\n"
    "  mov.u32 %r1, %tid.x;\n"
    /* odd lanes below cut store their tid: the highest of them stays */
    "  and.b32 %r2, %r1, 1;\n  setp.eq.u32 %p1, %r2, 1;\n"
    "  setp.lt.u32 %p2, %r1, %r9;\n  and.pred %p1, %p1, %p2;\n"
    "  @%p1 st.shared.u32 [sv+4], %r1;\n"
    /* lanes 3 and 5 store a pair: lane 5's */
    "  setp.eq.u32 %p2, %r1, 3;\n  setp.eq.u32 %p3, %r1, 5;\n  or.pred %p2, %p2, %p3;\n"
    "  mul.lo.u32 %r3, %r1, 7;\n"
    "  @%p2 st.shared.v2.u32 [sv+8], {%r1, %r3};\n"
    /* every lane stores a 64-bit value: lane 31's */
    "  cvt.u64.u32 %rd2, %r1;\n  shl.b64 %rd3, %rd2, 40;\n  or.b64 %rd3, %rd3, %rd2;\n"
    "  st.shared.u64 [sv+16], %rd3;\n"
    "  bar.sync 0;\n"
    /* lanes below 20 read [sv+4]; the others keep 0xdead */
    "  mov.u32 %r4, 0xdead;\n  setp.lt.u32 %p1, %r1, 20;\n"
    "  @%p1 ld.shared.u32 %r4, [sv+4];\n"
    "  ld.shared.v2.u32 {%r5, %r6}, [sv+8];\n"
    "  ld.shared.u64 %rd4, [sv+16];\n"
    "  cvt.u32.u64 %r7, %rd4;\n  shr.u64 %rd5, %rd4, 40;\n  cvt.u32.u64 %r8, %rd5;\n"
    "  mul.wide.u32 %rd6, %r1, 20;\n  add.s64 %rd6, %rd1, %rd6;\n"
    "  st.global.u32 [%rd6], %r4;\n  st.global.u32 [%rd6+4], %r5;\n"
    "  st.global.u32 [%rd6+8], %r6;\n  st.global.u32 [%rd6+12], %r7;\n"
    "  st.global.u32 [%rd6+16], %r8;\n"
    "  ret;\n}\n"
    /* lane 9 alone reads outside .shared, or misaligned */
    ".visible .entry far(.param .u32 how)\n{\n"
    "  .shared .align 4 .b8 sw[16];\n"
    "  .reg .pred %p<2>;\n  .reg .b32 %r<4>;\n"
    "  ld.param.u32 %r3, [how];\n  mov.u32 %r1, %tid.x;\n"
    "  setp.eq.u32 %p1, %r1, 9;\n  setp.eq.u32 %p0, %r3, 0;\n"
    "  @!%p1 bra DONE;\n"
    "  @%p0 ld.shared.u32 %r2, [sw+65536];\n"
    "  @!%p0 ld.shared.u32 %r2, [sw+2];\n"
    "DONE:\n  ret;\n}\n";

void unit_shared_fixed(pv_test *t)
{
    static const uint32_t cuts[] = {0, 1, 2, 8, 17, 31, 32};
    uint32_t got[32 * 5], cut, c, l, how;
    ptxvm_kernel *far;
    ptxvm_addr out;
    void *args[2];
    ob_vm r;
    if (!ob_open(t, &r, fx_ptx, sizeof fx_ptx - 1, "fixed.ptx", "fx", 0, "load"))
        return;
    out = ob_out(&r, sizeof got);
    args[0] = &out;
    args[1] = &cut;
    for (c = 0; c < sizeof cuts / sizeof *cuts; c++) {
        uint32_t top_odd = 0;        /* the highest odd lane below cut; 0 when none */
        cut = cuts[c];
        for (l = 1; l < 32 && l < cut; l += 2)
            top_odd = l;
        T_CHECK(t, ob_launch(&r, 1, 1, 32, 0, args) == PTXVM_OK, "cut %u: %s", cut,
                ptxvm_error_message(r.vm));
        ptxvm_memcpy_dtoh(r.vm, got, out, sizeof got);
        for (l = 0; l < 32; l++) {
            const uint32_t *g = got + l * 5;
            uint32_t want0 = l < 20 ? top_odd : 0xdeadu;
            if (g[0] != want0 || g[1] != 5 || g[2] != 35 || g[3] != 31 || g[4] != 31)
                break;
        }
        T_CHECK(t, l == 32, "cut %u: lane %u read %#x %u %u %u %u, not %#x 5 35 31 31", cut,
                l, l < 32 ? got[l * 5] : 0, l < 32 ? got[l * 5 + 1] : 0,
                l < 32 ? got[l * 5 + 2] : 0, l < 32 ? got[l * 5 + 3] : 0,
                l < 32 ? got[l * 5 + 4] : 0, l < 20 ? top_odd : 0xdeadu);
    }
    T_CHECK(t, ptxvm_module_get_kernel(r.m, "far", &far) == PTXVM_OK, "far");
    args[0] = &how;
    for (how = 0; how < 2; how++) {
        ptxvm_result res = ob_launch_k(far, 1, 1, 32, 0, args);
        T_CHECK(t, ob_fault_of(r.vm, res, 9, how ? "misaligned" : NULL),
                "%s: want a fault of thread 9: %s: %s", how ? "misaligned" : "outside",
                ptxvm_result_name(res), ptxvm_error_message(r.vm));
    }
    ptxvm_mem_free(r.vm, out);
    ob_close(t, &r, "shared_fixed");
}
