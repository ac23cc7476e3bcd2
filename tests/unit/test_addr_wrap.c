/* A 32-bit address register plus an offset wraps at 32 bits. nvcc
   (-O3, sm_75) indexes a .shared array that sits at offset 0 as
   [r + 64] with r = &a - 60, which is 2^32 - 60 for the first lanes;
   the sum was taken in 64 bits and the load faulted outside .shared
   (found with a Needleman-Wunsch kernel). Three access shapes: lanes
   that wrap and lanes that do not (per-lane path), a whole warp that
   wraps (coalesced run), and one address for the warp (uniform). */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

static const char wrap_ptx[] =
    ".version 7.0\n.target sm_75\n.address_size 64\n"
    ".visible .entry k(.param .u64 out)\n{\n"
    "  .reg .b32 %r<20>;\n  .reg .b64 %rd<6>;\n  .reg .pred %p<2>;\n"
    "  .shared .align 4 .b32 s[80];\n"
    "  mov.u32 %r1, s;\n  mov.u32 %r2, %tid.x;\n"
    "  shl.b32 %r3, %r2, 2;\n  add.u32 %r4, %r1, %r3;\n"       /* &s[tid] */
    "  mad.lo.u32 %r5, %r2, 3, 1;\n  st.shared.u32 [%r4], %r5;\n"
    "  setp.lt.u32 %p1, %r2, 16;\n"
    "  @%p1 st.shared.u32 [%r4+256], %r5;\n"                    /* s[64..79] */
    "  bar.sync 0;\n"
    "  sub.u32 %r6, %r4, 60;\n  ld.shared.u32 %r7, [%r6+64];\n"  /* s[tid+1] */
    "  sub.u32 %r8, %r4, 200;\n  ld.shared.u32 %r9, [%r8+204];\n" /* s[tid+1] */
    "  sub.u32 %r10, %r1, 60;\n  ld.shared.u32 %r11, [%r10+68];\n" /* s[2] */
    "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd2, %rd1;\n"
    "  mul.wide.u32 %rd3, %r2, 12;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  st.global.u32 [%rd4], %r7;\n  st.global.u32 [%rd4+4], %r9;\n"
    "  st.global.u32 [%rd4+8], %r11;\n  ret;\n}\n";

static void check_wrap(pv_test *t, unsigned workers, uint32_t flags)
{
    enum { T = 64 };
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr dout;
    uint32_t out[T * 3], i;
    void *args[1];
    ptxvm_result r;
    test_config(&cfg, &a);
    cfg.threads = workers;
    cfg.flags = flags;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, wrap_ptx, sizeof wrap_ptx - 1, "wrap.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "wrap kernel: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof out, &dout);
    ptxvm_memset(vm, dout, 0xff, sizeof out);
    args[0] = &dout;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = T;
    l.block.y = l.block.z = 1;
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "wrap (flags %u): %s: %s", flags, ptxvm_result_name(r),
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    for (i = 0; i < T; i++) {
        uint32_t next = (i + 1) % T * 3 + 1;  /* s[64] holds thread 0's value */
        T_CHECK(t, out[3 * i] == next, "wrap (flags %u): lane %u per-lane %u, want %u",
                flags, i, out[3 * i], next);
        T_CHECK(t, out[3 * i + 1] == next, "wrap (flags %u): lane %u run %u, want %u", flags,
                i, out[3 * i + 1], next);
        T_CHECK(t, out[3 * i + 2] == 7, "wrap (flags %u): lane %u uniform %u, want 7", flags,
                i, out[3 * i + 2]);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "wrap: %ld bytes leaked", a.live);
}

void unit_addr_wrap(pv_test *t)
{
    if (test_begin(t, "addr_wrap: [r32+imm] on .shared wraps at 32 bits")) {
        check_wrap(t, 1, 0);
        check_wrap(t, 2, 0);
        check_wrap(t, 1, PTXVM_FLAG_NO_FUSION);
        test_end(t);
    }
}
