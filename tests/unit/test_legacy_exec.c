/* Execution semantics of old PTX (CUDA 2.x to 4.x, nvopencc), each found
   running the SDK samples of test_legacy_sdk.c and kept as a focused
   case:
   - cvt with a special-register source (`cvt.u32.u16 %r1, %tid.x`,
     `cvt.s32.u32 %r2, %ctaid.x`) was refused as an unsupported operand
     form;
   - 32-bit addresses: a .u32 pointer parameter and `ld.global [%r]`
     could not reach device memory (which starts at 4 GiB); the low 32
     bits of a device address now name it (devmem.h), a module variable's
     address moved into a 32-bit register works the same way, and a
     32-bit NULL still faults;
   - 32-bit generic addresses (cvta.shared.u32, then plain ld/st/atom):
     they were zero-extended and taken as global, so every access
     faulted; they now have windows of their own (devmem.h).
   And what they rely on that was right already: mad.f32 without a
   rounding modifier. */
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

static const char addr32_ptx[] =
    ".version 1.4\n.target sm_10, map_f64_to_f32\n"
    ".global .u32 gtab[4] = {100, 200, 300, 400};\n"
    ".entry k (.param .u32 out, .param .u32 in, .param .u32 cnt)\n{\n"
    "  .reg .u32 %r<20>;\n  .reg .u16 %rh<4>;\n"
    "  cvt.u32.u16 %r1, %tid.x;\n  cvt.s32.u32 %r2, %ctaid.x;\n"
    "  mov.u16 %rh1, %ntid.x;\n  cvt.u32.u16 %r3, %rh1;\n"
    "  mul.lo.u32 %r4, %r2, %r3;\n  add.u32 %r5, %r4, %r1;\n"
    "  mul.lo.u32 %r6, %r5, 4;\n"
    "  ld.param.u32 %r7, [in];\n  add.u32 %r8, %r7, %r6;\n  ld.global.u32 %r9, [%r8+0];\n"
    /* a module variable through a 32-bit register */
    "  mov.u32 %r10, gtab;\n  and.b32 %r11, %r1, 3;\n  mul.lo.u32 %r11, %r11, 4;\n"
    "  add.u32 %r10, %r10, %r11;\n  ld.global.u32 %r12, [%r10+0];\n"
    "  add.u32 %r9, %r9, %r12;\n"
    "  cvt.u32.u16 %r13, %ctaid.x;\n  shl.b32 %r13, %r13, 16;\n  add.u32 %r9, %r9, %r13;\n"
    "  ld.param.u32 %r14, [out];\n  add.u32 %r15, %r14, %r6;\n  st.global.u32 [%r15+0], %r9;\n"
    /* an atomic through a 32-bit address */
    "  ld.param.u32 %r16, [cnt];\n  atom.global.add.u32 %r17, [%r16], 1;\n"
    "  exit;\n}\n"
    ".entry null32 (.param .u32 p)\n{\n  .reg .u32 %r<3>;\n"
    "  ld.param.u32 %r1, [p];\n  ld.global.u32 %r2, [%r1+0];\n"
    "  st.global.u32 [%r1+0], %r2;\n  exit;\n}\n";

static void check_addr32(pv_test *t, unsigned workers)
{
    enum { B = 3, T = 40, N = B * T };
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k, *kn;
    ptxvm_launch l;
    ptxvm_addr din, dout, dcnt;
    uint32_t in[N], out[N], cnt = 0, p32[3], z = 0, i;
    void *args[3];
    ptxvm_result r;
    test_config(&cfg, &a);
    cfg.threads = workers;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, addr32_ptx, sizeof addr32_ptx - 1, "addr32.ptx", &m) !=
            PTXVM_OK || ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "null32", &kn) != PTXVM_OK) {
        T_CHECK(t, 0, "addr32 kernel: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    for (i = 0; i < N; i++)
        in[i] = i * 7u;
    ptxvm_mem_alloc(vm, sizeof in, &din);
    ptxvm_mem_alloc(vm, sizeof out, &dout);
    ptxvm_mem_alloc(vm, 4, &dcnt);
    ptxvm_memcpy_htod(vm, din, in, sizeof in);
    ptxvm_memcpy_htod(vm, dcnt, &cnt, 4);
    /* the host passes the low 32 bits of each device address */
    p32[0] = (uint32_t)dout;
    p32[1] = (uint32_t)din;
    p32[2] = (uint32_t)dcnt;
    args[0] = &p32[0];
    args[1] = &p32[1];
    args[2] = &p32[2];
    memset(&l, 0, sizeof l);
    l.grid.x = B;
    l.block.x = T;
    l.grid.y = l.grid.z = l.block.y = l.block.z = 1;
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "addr32 (%u workers): %s: %s", workers, ptxvm_result_name(r),
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    ptxvm_memcpy_dtoh(vm, &cnt, dcnt, 4);
    for (i = 0; i < N; i++) {
        uint32_t want = i * 7u + 100u * (i % T % 4 + 1) + ((i / T) << 16);
        T_CHECK(t, out[i] == want, "addr32 (%u workers): out[%u] = %u, want %u", workers, i,
                out[i], want);
    }
    T_CHECK(t, cnt == N, "addr32 (%u workers): counter %u, want %u", workers, cnt, N);
    /* a 32-bit NULL is not mapped */
    args[0] = &z;
    l.grid.x = l.block.x = 1;
    r = ptxvm_launch_kernel(kn, &l, NULL);
    T_CHECK(t, r == PTXVM_E_MEMORY_FAULT, "null32: %s", ptxvm_result_name(r));
    T_CHECK(t, strstr(ptxvm_error_message(vm), "not mapped") != NULL, "null32: %s",
            ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "addr32: %ld bytes leaked", a.live);
}

/* mad.f32 without a rounding modifier (nvopencc writes it for every
   target): PTX up to 3.0 JIT-compiled for sm_20 or later is fma.rn.f32,
   and for an sm_1x target also flushes (.ftz), which is what a GPU of
   today computes for these modules. out[0]: (1 + 2^-12)^2 - 1, fused
   2^-11 + 2^-24 (unfused 2^-11); out[1]: 2^-70 * 2^-70, subnormal. */
static const char mad_ptx_fmt[] =
    ".version %s\n.target %s\n"
    ".entry k (.param .u%d out)\n{\n"
    "  .reg .u%d %%a;\n  .reg .f32 %%f<8>;\n"
    "  ld.param.u%d %%a, [out];\n"
    "  mov.f32 %%f1, 0f3f800800;\n  mov.f32 %%f2, 0fbf800000;\n"
    "  mad.f32 %%f3, %%f1, %%f1, %%f2;\n"
    "  mov.f32 %%f4, 0f1c800000;\n  mov.f32 %%f5, 0f00000000;\n"
    "  mad.f32 %%f6, %%f4, %%f4, %%f5;\n"
    "  st.global.f32 [%%a], %%f3;\n  st.global.f32 [%%a+4], %%f6;\n  exit;\n}\n";

static void check_mad(pv_test *t, const char *version, const char *target, int bits,
                      uint32_t want1)
{
    char ptx[1024];
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr dout;
    uint32_t out[2] = {0, 0};
    void *args[1];
    ptxvm_result r;
    int n = snprintf(ptx, sizeof ptx, mad_ptx_fmt, version, target, bits, bits, bits);
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, ptx, (size_t)n, "mad.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "mad (%s): %s", target, ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof out, &dout);
    args[0] = &dout;
    memset(&l, 0, sizeof l);
    l.grid.x = l.grid.y = l.grid.z = l.block.x = l.block.y = l.block.z = 1;
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "mad (%s): %s", target, ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    T_CHECK(t, out[0] == 0x3a000400u, "mad (%s): fused result 0x%08x, want 0x3a000400",
            target, out[0]);
    T_CHECK(t, out[1] == want1, "mad (%s): subnormal product 0x%08x, want 0x%08x", target,
            out[1], want1);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "mad: %ld bytes leaked", a.live);
}

/* 32-bit generic addresses (PTX 2.x for sm_20 without .address_size 64,
   as the device functions of SDK 3.0's threadFenceReduction and dxtc
   write them): cvta.shared.u32
   and cvta.local.u32 give addresses in 32-bit windows, plain ld/st/atom
   through them reach .shared and .local, cvta.to.shared.u32 undoes it,
   and a 32-bit global pointer stored through generically lands in
   device memory. out[tid] = (tid ^ 1) << 16 | tid, counted twice. */
static const char gen32_ptx[] =
    ".version 2.1\n.target sm_20\n"
    ".entry k (.param .u32 out)\n{\n"
    "  .reg .u32 %r<20>;\n  .reg .pred %p1;\n"
    "  .shared .align 4 .b8 sh[256];\n  .shared .align 4 .u32 cnt;\n"
    "  .local .align 4 .b8 loc[16];\n"
    "  mov.u32 %r1, %tid.x;\n  mul.lo.u32 %r2, %r1, 4;\n"
    "  cvta.shared.u32 %r3, sh;\n  add.u32 %r4, %r3, %r2;\n"
    "  st.u32 [%r4+0], %r1;\n"
    "  setp.eq.u32 %p1, %r1, 0;\n"
    "  cvta.shared.u32 %r12, cnt;\n  @%p1 st.u32 [%r12], 0;\n"
    "  bar.sync 0;\n"
    "  xor.b32 %r5, %r1, 1;\n  mul.lo.u32 %r5, %r5, 4;\n  add.u32 %r6, %r3, %r5;\n"
    "  ld.u32 %r7, [%r6+0];\n"
    "  cvta.local.u32 %r8, loc;\n  st.u32 [%r8+4], %r7;\n  ld.local.u32 %r9, [loc+4];\n"
    "  cvta.to.shared.u32 %r10, %r4;\n  ld.shared.u32 %r11, [%r10+0];\n"
    "  atom.add.u32 %r13, [%r12], 2;\n  bar.sync 0;\n  ld.u32 %r14, [%r12];\n"
    "  shl.b32 %r9, %r9, 16;\n  or.b32 %r9, %r9, %r11;\n"
    "  ld.param.u32 %r15, [out];\n  add.u32 %r16, %r15, %r2;\n  st.u32 [%r16+0], %r9;\n"
    "  add.u32 %r17, %r16, 256;\n  st.u32 [%r17+0], %r14;\n"
    "  exit;\n}\n";

static void check_gen32(pv_test *t, unsigned workers)
{
    enum { T = 64 };
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr dout;
    uint32_t out[2 * T], p32, i;
    void *args[1];
    ptxvm_result r;
    test_config(&cfg, &a);
    cfg.threads = workers;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, gen32_ptx, sizeof gen32_ptx - 1, "gen32.ptx", &m) !=
            PTXVM_OK || ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "gen32 kernel: %s", ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        return;
    }
    ptxvm_mem_alloc(vm, sizeof out, &dout);
    p32 = (uint32_t)dout;
    args[0] = &p32;
    memset(&l, 0, sizeof l);
    l.grid.x = 2;
    l.block.x = T;
    l.grid.y = l.grid.z = l.block.y = l.block.z = 1;
    l.args = args;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_OK, "gen32 (%u workers): %s: %s", workers, ptxvm_result_name(r),
            ptxvm_error_message(vm));
    ptxvm_memcpy_dtoh(vm, out, dout, sizeof out);
    for (i = 0; i < T; i++) {
        T_CHECK(t, out[i] == ((i ^ 1u) << 16 | i), "gen32 (%u workers): out[%u] = 0x%x", workers,
                i, out[i]);
        T_CHECK(t, out[T + i] == 2 * T, "gen32 (%u workers): count[%u] = %u", workers, i,
                out[T + i]);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "gen32: %ld bytes leaked", a.live);
}

void unit_legacy_exec(pv_test *t)
{
    if (test_begin(t, "legacy_exec: 32-bit generic addresses")) {
        check_gen32(t, 1);
        check_gen32(t, 3);
        test_end(t);
    }
    if (test_begin(t, "legacy_exec: mad.f32 without rounding is fma.rn (.ftz on sm_1x)")) {
        check_mad(t, "2.1", "sm_20", 64, 0x00000200u);     /* 2^-140 kept */
        check_mad(t, "1.4", "sm_10, map_f64_to_f32", 32, 0u);  /* flushed */
        check_mad(t, "1.3", "sm_13", 32, 0u);
        test_end(t);
    }
    if (test_begin(t, "legacy_exec: cvt of special registers, 32-bit addresses")) {
        check_addr32(t, 1);
        check_addr32(t, 3);
        test_end(t);
    }
}
