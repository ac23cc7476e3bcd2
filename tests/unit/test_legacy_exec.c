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
   - mad.f32 without a rounding modifier on sm_1x targets ran fused; it
     truncates the product first (ISA 4.1, mad). */
#include "../testlib.h"
#include "legacy_sdk.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
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
   target): for sm_20 and later targets (PTX up to 3.0) it is fma.rn.f32;
   for sm_1x targets the product is formed in double precision and its
   mantissa truncated to 23 bits before c is added, and subnormals flush
   (ISA 4.1, mad). out[0]: (1 + 2^-12)^2 - 1: fused 2^-11 + 2^-24, with
   the truncated product 2^-11; out[1]: 2^-70 * 2^-70 + 0, subnormal. */
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
                      uint32_t want0, uint32_t want1)
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
    T_CHECK(t, out[0] == want0, "mad (%s): 0x%08x, want 0x%08x", target, out[0], want0);
    T_CHECK(t, out[1] == want1, "mad (%s): subnormal product 0x%08x, want 0x%08x", target,
            out[1], want1);
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "mad: %ld bytes leaked", a.live);
}

/* sm_1x mad.f32 on random operands (a third of each kind: any bits,
   subnormal, infinite or NaN, and c of the product's magnitude so that
   sums cancel) against a reference of its own: the truncated product plus
   c is exact in double precision unless their exponents are more than 29
   apart, and then the smaller cannot move the rounding of the larger to
   single precision, so the host's rounding of the double sum is the
   single rounding the ISA asks for (ls_mad_sm1x). */
static const char madr_ptx[] =
    ".version 1.4\n.target sm_13\n"
    ".entry k (.param .u64 a, .param .u64 o)\n{\n"
    "  .reg .u32 %r<4>;\n  .reg .u64 %rd<6>;\n  .reg .f32 %f<5>;\n"
    "  cvt.u32.u16 %r1, %tid.x;\n  cvt.u32.u16 %r2, %ctaid.x;\n"
    "  mad24.lo.u32 %r3, %r2, 256, %r1;\n  mul.wide.u32 %rd1, %r3, 4;\n"
    "  ld.param.u64 %rd2, [a];\n  mul.wide.u32 %rd3, %r3, 12;\n  add.u64 %rd2, %rd2, %rd3;\n"
    "  ld.global.f32 %f1, [%rd2+0];\n  ld.global.f32 %f2, [%rd2+4];\n"
    "  ld.global.f32 %f3, [%rd2+8];\n  mad.f32 %f4, %f1, %f2, %f3;\n"
    "  ld.param.u64 %rd4, [o];\n  add.u64 %rd4, %rd4, %rd1;\n"
    "  st.global.f32 [%rd4+0], %f4;\n  exit;\n}\n";

static void check_mad_random(pv_test *t, unsigned workers)
{
    enum { N = 32768 };
    uint32_t *in = (uint32_t *)malloc(3 * N * sizeof *in);
    uint32_t *out = (uint32_t *)malloc(N * sizeof *out);
    uint64_t s = 0x243f6a8885a308d3ull;
    unsigned i, bad = 0, unfused = 0;
    ptxvm_config cfg;
    test_alloc al;
    ptxvm_vm *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_launch l;
    ptxvm_addr din, dout;
    void *args[2];
    if (!in || !out) {
        T_CHECK(t, 0, "mad random: out of memory");
        free(in);
        free(out);
        return;
    }
    for (i = 0; i < 3 * N; i++) {
        uint32_t r, kind;
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        r = (uint32_t)(s >> 32);
        kind = (uint32_t)(s >> 12) % 12;
        if (kind == 0)
            r &= 0x807fffffu;                           /* subnormal or zero */
        else if (kind == 1)
            r |= 0x7f800000u;                           /* infinity or NaN */
        else if (i % 3 == 2 && kind < 8) {              /* c near a * b */
            int e = (int)((in[i - 2] >> 23) & 0xff) + (int)((in[i - 1] >> 23) & 0xff) - 127 +
                    (int)((s >> 4) & 31) - 16;
            e = e < 1 ? 1 : e > 254 ? 254 : e;
            r = (r & 0x807fffffu) | (uint32_t)e << 23;
        } else if (kind < 6) {
            r = (r & 0x807fffffu) | (uint32_t)(97 + (r >> 23) % 60) << 23;  /* mid range */
        }
        in[i] = r;
    }
    test_config(&cfg, &al);
    cfg.threads = workers;
    ptxvm_create(&cfg, &vm);
    if (ptxvm_module_load(vm, madr_ptx, sizeof madr_ptx - 1, "madr.ptx", &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "mad random: %s", ptxvm_error_message(vm));
    } else {
        ptxvm_mem_alloc(vm, 3 * N * sizeof *in, &din);
        ptxvm_mem_alloc(vm, N * sizeof *out, &dout);
        ptxvm_memcpy_htod(vm, din, in, 3 * N * sizeof *in);
        args[0] = &din;
        args[1] = &dout;
        memset(&l, 0, sizeof l);
        l.grid.x = N / 256;
        l.block.x = 256;
        l.grid.y = l.grid.z = l.block.y = l.block.z = 1;
        l.args = args;
        T_CHECK(t, ptxvm_launch_kernel(k, &l, NULL) == PTXVM_OK, "mad random: %s",
                ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, out, dout, N * sizeof *out);
        for (i = 0; i < N; i++) {
            uint32_t a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
            uint32_t want = ls_mad_sm1x(a, b, c), fused;
            float f = fmaf(ls_ftz(a), ls_ftz(b), ls_ftz(c));
            memcpy(&fused, &f, 4);
            unfused += !isnan(f) && fused != want;
            if (out[i] != want && bad++ < 5)
                T_CHECK(t, 0, "mad random (%u workers): %08x * %08x + %08x = %08x, want %08x",
                        workers, a, b, c, out[i], want);
        }
        /* the inputs reach the cases where truncation matters */
        T_CHECK(t, unfused > N / 20, "mad random: only %u of %u results differ from fma",
                unfused, (unsigned)N);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, al.live == 0, "mad random: %ld bytes leaked", al.live);
    free(in);
    free(out);
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
    if (test_begin(t, "legacy_exec: mad.f32 without rounding: fma.rn, truncated product on sm_1x")) {
        check_mad(t, "2.1", "sm_20", 64, 0x3a000400u, 0x00000200u);  /* 2^-140 kept */
        check_mad(t, "1.4", "sm_10, map_f64_to_f32", 32, 0x3a000000u, 0u);  /* flushed */
        check_mad(t, "1.3", "sm_13", 32, 0x3a000000u, 0u);
        check_mad_random(t, 1);
        check_mad_random(t, 3);
        test_end(t);
    }
    if (test_begin(t, "legacy_exec: cvt of special registers, 32-bit addresses")) {
        check_addr32(t, 1);
        check_addr32(t, 3);
        test_end(t);
    }
}
