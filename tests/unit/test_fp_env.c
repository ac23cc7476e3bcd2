/* Kernels compute the same bits whatever floating-point environment the
   host runs in: flush-to-zero and denormals-are-zero (game engines set
   them), each directed rounding mode, unmasked invalid, divide-by-zero
   and overflow traps (debug builds). f32 and f64 arithmetic, division,
   square root and the approximate functions over subnormal operands and
   results, ties, NaN-making and overflowing operations; on 1 worker (the
   calling thread) and 3, with the VM created before the environment
   changed and after it. The host's environment, status flags included,
   is as it set it after every launch. x86 only (MXCSR); elsewhere the
   suite is skipped. */
#include "../testlib.h"
#include "../support/one_block.h"
#include <stdio.h>
#include <string.h>
#if defined(__SSE2__) || defined(_M_X64)
#  include <xmmintrin.h>
#  define FE_SSE 1
#else
#  define FE_SSE 0
#endif

#define FE_OUT 12u                        /* words a thread writes (10 used) */

static const char fe_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry fe(.param .u64 out, .param .u64 in)\n{\n"
    "  .reg .b32 %r<4>;\n  .reg .f32 %f<16>;\n  .reg .f64 %fd<8>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [in];\n"
    "  mov.u32 %r1, %tid.x;\n"
    "  mul.wide.u32 %rd3, %r1, 8;\n  add.s64 %rd3, %rd2, %rd3;\n"
    "  ld.global.v2.f32 {%f1, %f2}, [%rd3];\n"
    "  mul.rn.f32 %f3, %f1, %f2;\n  add.rn.f32 %f4, %f1, %f2;\n"
    "  fma.rn.f32 %f5, %f1, %f2, %f1;\n  div.rn.f32 %f6, %f1, %f2;\n"
    "  sqrt.rn.f32 %f7, %f1;\n  rcp.approx.f32 %f8, %f2;\n"
    "  ex2.approx.f32 %f9, %f1;\n  fma.rm.f32 %f10, %f1, %f2, %f2;\n"
    "  cvt.f64.f32 %fd1, %f1;\n  cvt.f64.f32 %fd2, %f2;\n"
    "  mul.rn.f64 %fd3, %fd1, %fd2;\n  mul.rn.f64 %fd3, %fd3, %fd3;\n"
    "  cvt.rn.f32.f64 %f11, %fd3;\n"
    "  div.rn.f64 %fd4, %fd1, %fd2;\n  cvt.rn.f32.f64 %f12, %fd4;\n"
    "  mul.wide.u32 %rd4, %r1, 48;\n  add.s64 %rd4, %rd1, %rd4;\n"
    "  st.global.v4.f32 [%rd4], {%f3, %f4, %f5, %f6};\n"
    "  st.global.v4.f32 [%rd4+16], {%f7, %f8, %f9, %f10};\n"
    "  st.global.v2.f32 [%rd4+32], {%f11, %f12};\n"
    "  ret;\n}\n";

#if FE_SSE
/* Operand pairs: subnormal by large (DAZ), 1 + 2^-30 (rounding), NaN
   makers (0 inf, inf - inf, 0 / 0, sqrt -1), 1 / 0, overflow, a
   subnormal product (FTZ), then pseudo-random ones of all magnitudes. */
static void fe_inputs(uint32_t *in)
{
    static const uint32_t fixed[] = {
        0x00400000u, 0x71800000u,  0x3f800000u, 0x30800000u,  0x00000000u, 0x7f800000u,
        0x7f800000u, 0xff800000u,  0x00000000u, 0x00000000u,  0x3f800000u, 0x00000000u,
        0x71800000u, 0x71800000u,  0x0d800000u, 0x2b800000u,  0xbf800000u, 0x40400000u,
        0x00000001u, 0x3f000000u,  0x80400000u, 0x00400000u,  0x3f800001u, 0x3f7fffffu};
    uint32_t i, s = 12345u;
    memcpy(in, fixed, sizeof fixed);
    for (i = sizeof fixed / 4u; i < 64u; i++) {
        s = s * 1103515245u + 12345u;
        in[i] = (s & 0x807fffffu) | ((((s >> 8) % 254u) + 1u) << 23);
    }
}

/* MXCSR values: FTZ and DAZ; round up, down, toward zero; invalid,
   divide-by-zero and overflow unmasked; all of them at once but the
   traps. Status flags clear. */
static const unsigned fe_csr[] = {0x1f80u | 0x8040u, 0x1f80u | 0x4000u, 0x1f80u | 0x2000u,
                                  0x1f80u | 0x6000u, 0x1f80u & ~0x0680u,
                                  0x1f80u | 0x8040u | 0x6000u};
static const char *const fe_name[] = {"FTZ+DAZ", "round up", "round down", "round to zero",
                                      "invalid, zero-divide, overflow traps",
                                      "FTZ+DAZ, round to zero"};

static int fe_run(ob_vm *r, ptxvm_addr out, ptxvm_addr in, uint32_t *got)
{
    void *args[2];
    args[0] = &out;
    args[1] = &in;
    ptxvm_memset(r->vm, out, 0x5a, 32u * FE_OUT * 4u);
    if (ob_launch(r, 1, 1, 32, 0, args) != PTXVM_OK)
        return 0;
    ptxvm_memcpy_dtoh(r->vm, got, out, 32u * FE_OUT * 4u);
    return 1;
}

static int fe_open(pv_test *t, ob_vm *r, unsigned workers, ptxvm_addr *out, ptxvm_addr *in,
                   const uint32_t *inputs)
{
    ptxvm_config cfg;
    memset(r, 0, sizeof *r);
    test_config(&cfg, &r->a);
    cfg.threads = workers;
    if (ptxvm_create(&cfg, &r->vm) != PTXVM_OK ||
        ptxvm_module_load(r->vm, fe_ptx, sizeof fe_ptx - 1, "fe.ptx", &r->m) != PTXVM_OK ||
        ptxvm_module_get_kernel(r->m, "fe", &r->k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s", r->vm ? ptxvm_error_message(r->vm) : "no VM");
        if (r->vm)
            ptxvm_destroy(r->vm);
        return 0;
    }
    *out = ob_out(r, 32u * FE_OUT * 4u);
    *in = ob_in(r, inputs, 64u * 4u);
    return 1;
}
#endif

void unit_fp_env(pv_test *t)
{
#if FE_SSE
    static uint32_t in[64], want[32 * FE_OUT], got[32 * FE_OUT];
    const unsigned host = _mm_getcsr();
    unsigned e, wk, late, n = 0;
    ptxvm_addr out, din;
    ob_vm r;
    if (!test_begin(t, "fp_env: the same bits under every host floating-point environment"))
        return;
    fe_inputs(in);
    if (!fe_open(t, &r, 1, &out, &din, in)) {
        test_end(t);
        return;
    }
    T_CHECK(t, fe_run(&r, out, din, want), "default environment: %s",
            ptxvm_error_message(r.vm));
    ob_close(t, &r, "fp_env");
    for (e = 0; e < sizeof fe_csr / sizeof *fe_csr; e++)
        for (wk = 1; wk <= 3; wk += 2)
            for (late = 0; late < 2; late++) {
                unsigned after;
                int ran;
                /* created under the environment: pool threads inherit
                   it; no VM is set up with traps unmasked */
                if (late && (fe_csr[e] & 0x0680u) != 0x0680u)
                    continue;
                if (late)
                    _mm_setcsr(fe_csr[e]);
                if (!fe_open(t, &r, wk, &out, &din, in)) {
                    _mm_setcsr(host);
                    continue;
                }
                _mm_setcsr(fe_csr[e]);
                ran = fe_run(&r, out, din, got);
                after = _mm_getcsr();
                _mm_setcsr(host);
                n++;
                T_CHECK(t, ran, "%s, %u workers: %s", fe_name[e], wk,
                        ptxvm_error_message(r.vm));
                T_CHECK(t, after == fe_csr[e], "%s, %u workers: MXCSR %#x after the launch, not %#x",
                        fe_name[e], wk, after, fe_csr[e]);
                if (ran && memcmp(got, want, sizeof got) != 0) {
                    unsigned i = 0;
                    while (got[i] == want[i])
                        i++;
                    T_CHECK(t, 0, "%s, %u workers%s: thread %u word %u is %#x, not %#x",
                            fe_name[e], wk, late ? ", VM made under it" : "", i / FE_OUT,
                            i % FE_OUT, got[i], want[i]);
                }
                ob_close(t, &r, "fp_env");
            }
    T_CHECK(t, n == 6 * 2 + 5 * 2, "%u launches", n);
    test_end(t);
#else
    if (test_begin(t, "fp_env: the same bits under every host floating-point environment"))
        test_skip(t, "MXCSR environments are tried on x86 hosts only");
#endif
}
