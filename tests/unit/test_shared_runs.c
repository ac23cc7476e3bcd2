/* A whole warp's .shared access of consecutive elements (lane_segs.h:
   shared_run_full): u32 and u64 runs stored and loaded through a
   register that is "negative" plus a positive displacement, at the start
   of .shared and ending exactly at its end, read back in lane order and
   reversed (not a run: the general path); a run one element past the end
   must fault at its store. */
#include "../testlib.h"
#include <string.h>

/* Line 15 is the u32 store. */
static const char runs_ptx[] =
    ".version 8.5\n.target sm_90\n.address_size 64\n"                           /* 1-3 */
    ".visible .entry runs(.param .u64 out, .param .u32 b32, .param .u32 b64)\n{\n" /* 4-5 */
    "  .shared .align 8 .b8 s[1024];\n"                                           /* 6 */
    "  .reg .b32 %r<20>;\n  .reg .b64 %rd<12>;\n"                                 /* 7-8 */
    "  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r10, [b32];\n"                  /* 9-10 */
    "  ld.param.u32 %r11, [b64];\n  mov.u32 %r1, %tid.x;\n"                       /* 11-12 */
    "  mad.lo.s32 %r2, %r1, 4, %r10;\n  mad.lo.s32 %r3, %r1, 3, 1;\n"             /* 13-14 */
    "  st.shared.u32 [%r2+64], %r3;\n"                                            /* 15 */
    "  mad.lo.s32 %r4, %r1, 8, %r11;\n  cvt.u64.u32 %rd2, %r1;\n"
    "  shl.b64 %rd3, %rd2, 40;\n  mad.lo.s64 %rd4, %rd2, 7, 2;\n  or.b64 %rd5, %rd3, %rd4;\n"
    "  st.shared.u64 [%r4+320], %rd5;\n"
    "  bar.sync 0;\n"
    "  ld.shared.u32 %r5, [%r2+64];\n"
    "  sub.s32 %r6, 31, %r1;\n  mad.lo.s32 %r7, %r6, 4, %r10;\n"
    "  ld.shared.u32 %r8, [%r7+64];\n"
    "  ld.shared.u64 %rd6, [%r4+320];\n"
    "  mul.wide.u32 %rd7, %r1, 4;\n  add.s64 %rd8, %rd1, %rd7;\n"
    "  st.global.u32 [%rd8], %r5;\n  st.global.u32 [%rd8+128], %r8;\n"
    "  mul.wide.u32 %rd9, %r1, 8;\n  add.s64 %rd10, %rd1, %rd9;\n"
    "  st.global.u64 [%rd10+256], %rd6;\n"
    "  ret;\n}\n";

static int launch(ptxvm_kernel *k, ptxvm_addr out, uint32_t b32, uint32_t b64)
{
    ptxvm_launch l;
    void *args[3];
    args[0] = &out;
    args[1] = &b32;
    args[2] = &b64;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = 32;
    l.block.y = l.block.z = 1;
    l.args = args;
    return ptxvm_launch_kernel(k, &l, NULL);
}

static void check_run(pv_test *t, ptxvm_vm *vm, ptxvm_kernel *k, ptxvm_addr out,
                      uint32_t b32, uint32_t b64)
{
    uint32_t got[128], i;
    uint64_t g64[32];
    ptxvm_memset(vm, out, 0, 512);
    T_CHECK(t, launch(k, out, b32, b64) == PTXVM_OK, "b32 %d: %s", (int)b32,
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
    memcpy(g64, got + 64, sizeof g64);
    for (i = 0; i < 32; i++) {
        T_CHECK(t, got[i] == 3 * i + 1, "b32 %d: lane %u read 0x%x", (int)b32, i, got[i]);
        T_CHECK(t, got[32 + i] == 3 * (31 - i) + 1, "b32 %d: lane %u reversed read 0x%x",
                (int)b32, i, got[32 + i]);
        T_CHECK(t, g64[i] == (((uint64_t)i << 40) | (7u * i + 2)),
                "b32 %d: lane %u u64 read 0x%llx", (int)b32, i, (unsigned long long)g64[i]);
    }
}

void unit_shared_runs(pv_test *t)
{
    if (test_begin(t, "shared_runs: whole-warp .shared runs at both ends of .shared, and one "
                      "past it faulting")) {
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm;
        ptxvm_module *m;
        ptxvm_kernel *k;
        ptxvm_addr out;
        test_config(&cfg, &a);
        T_CHECK(t, ptxvm_create(&cfg, &vm) == PTXVM_OK, "create");
        if (ptxvm_module_load(vm, runs_ptx, sizeof runs_ptx - 1, "runs.ptx", &m) != PTXVM_OK ||
            ptxvm_module_get_kernel(m, "runs", &k) != PTXVM_OK) {
            T_CHECK(t, 0, "%s", ptxvm_error_message(vm));
            ptxvm_destroy(vm);
            test_end(t);
            return;
        }
        ptxvm_mem_alloc(vm, 512, &out);
        /* offsets 0..127 and 256..511 */
        check_run(t, vm, k, out, (uint32_t)-64, (uint32_t)-64);
        /* the u32 run ends at byte 1024; then the u64 run does */
        check_run(t, vm, k, out, 1024 - 128 - 64, (uint32_t)-64);
        check_run(t, vm, k, out, (uint32_t)-64, 1024 - 256 - 320);
        /* one u32 past the end */
        T_CHECK(t, launch(k, out, 1024 - 128 - 64 + 4, 0) == PTXVM_E_MEMORY_FAULT,
                "a run past .shared did not fault");
        T_CHECK(t, strstr(ptxvm_error_message(vm), "runs.ptx:15:") != NULL,
                "the fault is not the store's: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        T_CHECK(t, a.live == 0, "%ld bytes leaked", a.live);
        test_end(t);
    }
}
