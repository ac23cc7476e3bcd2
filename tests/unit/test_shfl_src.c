/* shfl.sync whose source lane is not taking part (inactive or outside
   the member mask) gives 0, as the GPU does: the CUDA samples' reduce7
   ends with lanes 0-7 of a warp adding __shfl_down_sync(mask of lanes
   0-7, v, 16, 8, 4, 2, 1) and is right on sm_75 only if lanes 8-31 give
   0; ptxvm read their stale registers and the sum came out about three
   times too large. An out-of-range source still gives the lane's own
   value. */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

static const char shfl_ptx[] =
    ".version 7.0\n.target sm_75\n.address_size 64\n"
    ".visible .entry k(.param .u64 out)\n{\n"
    "  .reg .b32 %r<12>;\n  .reg .b64 %rd<6>;\n  .reg .pred %p<4>;\n"
    "  mov.u32 %r1, %tid.x;\n  add.u32 %r2, %r1, 100;\n"
    "  mov.u32 %r3, 1;\n  mov.u32 %r4, 2;\n  mov.u32 %r5, 3;\n"
    "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd2, %rd1;\n"
    "  mul.wide.u32 %rd3, %r1, 16;\n  add.s64 %rd4, %rd2, %rd3;\n"
    "  setp.ge.u32 %p1, %r1, 8;\n  @%p1 bra DONE;\n"
    "  shfl.sync.down.b32 %r3, %r2, 16, 31, 0xff;\n"  /* lanes 16-23: inactive */
    "  shfl.sync.down.b32 %r4, %r2, 1, 31, 0xff;\n"   /* lane 7 reads lane 8 */
    "  shfl.sync.down.b32 %r5, %r2, 1, 7, 0xff;\n"    /* lane 7: out of range */
    "DONE:\n"
    "  st.global.u32 [%rd4], %r3;\n  st.global.u32 [%rd4+4], %r4;\n"
    "  st.global.u32 [%rd4+8], %r5;\n  st.global.u32 [%rd4+12], %r2;\n"
    "  ret;\n}\n";

static void check_shfl_src(pv_test *t, uint32_t flags)
{
    enum { T = 32 };
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr dout;
    uint32_t out[T * 4], i;
    void *args[1];
    ptxvm_result r;
    test_config(&cfg, &a);
    cfg.threads = 1;
    cfg.flags = flags;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, shfl_ptx, sizeof shfl_ptx - 1, "shfl.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "shfl kernel: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof out, &dout);
    args[0] = &dout;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = T;
    l.block.y = l.block.z = 1;
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "shfl: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    for (i = 0; i < 8; i++) {
        uint32_t next = i < 7 ? 101 + i : 0;
        T_CHECK(t, out[4 * i] == 0, "lane %u: from an inactive lane %u, want 0", i, out[4 * i]);
        T_CHECK(t, out[4 * i + 1] == next, "lane %u: down 1 gave %u, want %u", i,
                out[4 * i + 1], next);
        T_CHECK(t, out[4 * i + 2] == (i < 7 ? 101 + i : 107), "lane %u: clamped %u", i,
                out[4 * i + 2]);
    }
    for (i = 8; i < T; i++)   /* lanes that skipped the shuffles keep theirs */
        T_CHECK(t, out[4 * i] == 1 && out[4 * i + 1] == 2 && out[4 * i + 2] == 3 &&
                       out[4 * i + 3] == 100 + i,
                "lane %u: %u %u %u %u", i, out[4 * i], out[4 * i + 1], out[4 * i + 2],
                out[4 * i + 3]);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "shfl: %ld bytes leaked", a.live);
}

void unit_shfl_src(pv_test *t)
{
    if (test_begin(t, "shfl_src: a source lane not taking part gives 0")) {
        check_shfl_src(t, 0);
        check_shfl_src(t, PTXVM_FLAG_NO_FUSION);
        test_end(t);
    }
}
