/* The f32 NaN rules measured on an H200 (src/f32nan.h, tests/gpu/README.md
   "f32 NaN rules"), on their own and through the interpreter:

   - neg/abs.f32, with and without .ftz: a NaN gives 0x7fffffff;
   - cvt.f64.f32: a NaN keeps its sign and payload, quieted;
     cvt.ftz.f64.f32: 0x7fffffffe0000000;
   - cvt.f32.bf16: the bits shifted up, NaNs included;
   - cvt.rni/rzi/rmi/rpi(.ftz).s64.f32: a NaN gives 2^63; to s32, u32,
     u64 and narrower it stays 0;
   - copysign.f32 stays a bit operation (payload kept).

   The references are written out here from those rules (and the host's
   exact f32 -> f64 widening for numbers), not taken from the library. */
#include "softfp.h"
#include "fpcvt_int.h"
#include "../testlib.h"
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static const uint32_t FN_IN[40] = {
    0x7fc00001u, 0xffa00000u, 0x7f800001u, 0xff800001u, 0x7fffffffu,
    0xffffffffu, 0x7fc00000u, 0xffc00000u, 0x7fbfffffu, 0x80400001u,
    0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007fffffu,
    0x807fffffu, 0x00800000u, 0x80800000u, 0x7f800000u, 0xff800000u,
    0x7f7fffffu, 0xff7fffffu, 0x3f800000u, 0xbfc00000u, 0x3fc00000u,
    0xc0200000u, 0x5effffffu, 0x5f000000u, 0xdf000000u, 0xdf000001u,
    0x4f000000u, 0xcf000001u, 0x3effffffu, 0x3f000000u, 0xbf000000u,
    0x7f81ffffu, 0x0000ffffu, 0x00007f81u, 0x3f80ff80u, 0x4b000001u};

static int fn_isnan(uint32_t a) { return (a & 0x7fffffffu) > 0x7f800000u; }
static uint32_t fn_ftz(uint32_t a) { return (a & 0x7f800000u) ? a : a & 0x80000000u; }
static uint32_t fn_sign(uint32_t r) { return fn_isnan(r) ? 0x7fffffffu : r; }

static uint64_t fn_widen(uint32_t a, int ftz)
{
    float f;
    double d;
    uint64_t r;
    if (fn_isnan(a))
        return ftz ? 0x7fffffffe0000000ull
                   : (uint64_t)(a >> 31) << 63 | 0x7ff8000000000000ull | (uint64_t)(a & 0x7fffffu) << 29;
    if (ftz)
        a = fn_ftz(a);
    memcpy(&f, &a, 4);
    d = f;
    memcpy(&r, &d, 8);
    return r;
}

/* f32 to a 64-bit integer in rounding mode m (0 rn 1 rz 2 rm 3 rp). */
static uint64_t fn_f2l(uint32_t a, int m, int sgn, int ftz)
{
    static const int modes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD};
    volatile double v, r;
    float f;
    if (fn_isnan(a))
        return sgn ? (uint64_t)1 << 63 : 0;
    if (ftz)
        a = fn_ftz(a);
    memcpy(&f, &a, 4);
    v = f;
    fesetround(modes[m]);
    r = nearbyint(v);
    fesetround(FE_TONEAREST);
    if (sgn) {
        if (r <= -0x1p63) return (uint64_t)1 << 63;
        if (r >= 0x1p63) return ((uint64_t)1 << 63) - 1;
        return (uint64_t)(int64_t)r;
    }
    if (r <= 0) return 0;
    if (r >= 0x1p64) return ~(uint64_t)0;
    return (uint64_t)r;
}

#define FN_W 21                 /* result words per lane */

static const char FN_BODY[] =
    "abs.f32 %f1, %f0;\nmov.b32 %r1, %f1;\nst.global.b32 [%rd+0], %r1;\n"
    "neg.f32 %f1, %f0;\nmov.b32 %r1, %f1;\nst.global.b32 [%rd+4], %r1;\n"
    "abs.ftz.f32 %f1, %f0;\nmov.b32 %r1, %f1;\nst.global.b32 [%rd+8], %r1;\n"
    "neg.ftz.f32 %f1, %f0;\nmov.b32 %r1, %f1;\nst.global.b32 [%rd+12], %r1;\n"
    "cvt.f64.f32 %fd1, %f0;\nmov.b64 %l1, %fd1;\nmov.b64 {%r1, %r3}, %l1;\nst.global.b32 [%rd+16], %r1;\nst.global.b32 [%rd+20], %r3;\n"
    "cvt.ftz.f64.f32 %fd1, %f0;\nmov.b64 %l1, %fd1;\nmov.b64 {%r1, %r3}, %l1;\nst.global.b32 [%rd+24], %r1;\nst.global.b32 [%rd+28], %r3;\n"
    "mov.b32 {%h0, %h1}, %r0;\ncvt.f32.bf16 %f1, %h0;\nmov.b32 %r1, %f1;\nst.global.b32 [%rd+32], %r1;\n"
    "cvt.rni.s64.f32 %l1, %f0;\nmov.b64 {%r1, %r3}, %l1;\nst.global.b32 [%rd+36], %r1;\nst.global.b32 [%rd+40], %r3;\n"
    "cvt.rzi.ftz.s64.f32 %l1, %f0;\nmov.b64 {%r1, %r3}, %l1;\nst.global.b32 [%rd+44], %r1;\nst.global.b32 [%rd+48], %r3;\n"
    "cvt.rmi.s64.f32 %l1, %f0;\nmov.b64 {%r1, %r3}, %l1;\nst.global.b32 [%rd+52], %r1;\nst.global.b32 [%rd+56], %r3;\n"
    "cvt.rpi.s64.f32 %l1, %f0;\nmov.b64 {%r1, %r3}, %l1;\nst.global.b32 [%rd+60], %r1;\nst.global.b32 [%rd+64], %r3;\n"
    "cvt.rzi.u64.f32 %l1, %f0;\nmov.b64 {%r1, %r3}, %l1;\nst.global.b32 [%rd+68], %r1;\nst.global.b32 [%rd+72], %r3;\n"
    "cvt.rzi.s32.f32 %r1, %f0;\nst.global.b32 [%rd+76], %r1;\n"
    "copysign.f32 %f1, %f2, %f0;\nmov.b32 %r1, %f1;\nst.global.b32 [%rd+80], %r1;\n";

static void fn_want(uint32_t a, uint32_t b, uint32_t *w)
{
    uint64_t v;
    int m;
    w[0] = fn_sign(a & 0x7fffffffu);
    w[1] = fn_sign(a ^ 0x80000000u);
    w[2] = fn_sign(fn_ftz(a) & 0x7fffffffu);
    w[3] = fn_sign(fn_ftz(a) ^ 0x80000000u);
    v = fn_widen(a, 0); w[4] = (uint32_t)v; w[5] = (uint32_t)(v >> 32);
    v = fn_widen(a, 1); w[6] = (uint32_t)v; w[7] = (uint32_t)(v >> 32);
    w[8] = (a & 0xffffu) << 16;
    for (m = 0; m < 4; m++) {
        v = fn_f2l(a, m, 1, m == 1);
        w[9 + 2 * m] = (uint32_t)v;
        w[10 + 2 * m] = (uint32_t)(v >> 32);
    }
    v = fn_f2l(a, 1, 0, 0); w[17] = (uint32_t)v; w[18] = (uint32_t)(v >> 32);
    v = fn_f2l(a, 1, 1, 0);
    w[19] = fn_isnan(a) ? 0 : (int64_t)v > INT32_MAX ? 0x7fffffffu :
            (int64_t)v < INT32_MIN ? 0x80000000u : (uint32_t)v;
    w[20] = (a & 0x7fffffffu) | (b & 0x80000000u);
}

/* Every rule through the interpreter: 40 threads (a full warp, the vector
   paths, and a partial one), lane i on FN_IN[i] and the sign of lane
   39 - i. */
static void fn_exec(pv_test *t)
{
    static const char head[] =
        ".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry k(.param .u64 pa, .param .u64 pd)\n{\n"
        ".reg .b64 %ra, %rb, %rd, %off, %l1;\n.reg .b32 %t, %r0, %r1, %r2, %r3;\n"
        ".reg .f32 %f0, %f1, %f2;\n.reg .f64 %fd1;\n.reg .b16 %h0, %h1;\n"
        "ld.param.u64 %ra, [pa];\nld.param.u64 %rd, [pd];\n"
        "mov.u32 %t, %tid.x;\nmul.wide.u32 %off, %t, 4;\nadd.u64 %rb, %ra, %off;\n"
        "ld.global.b32 %r0, [%rb];\nsub.u32 %r2, 39, %t;\nmul.wide.u32 %off, %r2, 4;\n"
        "add.u64 %rb, %ra, %off;\nld.global.f32 %f2, [%rb];\n"
        "mov.b32 %f0, %r0;\nmul.wide.u32 %off, %t, 84;\nadd.u64 %rd, %rd, %off;\n";
    char ptx[4096];
    test_alloc al;
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_addr in = 0, out = 0;
    ptxvm_launch L;
    void *args[2];
    uint32_t got[40 * FN_W], want[FN_W];
    unsigned i, j, bad = 0;
    snprintf(ptx, sizeof ptx, "%s%sret;\n}\n", head, FN_BODY);
    test_config(&cfg, &al);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "create");
        return;
    }
    T_CHECK(t, ptxvm_module_load(vm, ptx, strlen(ptx), "f32nan.ptx", &m) == PTXVM_OK &&
               ptxvm_module_get_kernel(m, "k", &k) == PTXVM_OK,
            "load: %s", ptxvm_error_message(vm));
    if (k && ptxvm_mem_alloc(vm, sizeof FN_IN, &in) == PTXVM_OK &&
        ptxvm_mem_alloc(vm, sizeof got, &out) == PTXVM_OK) {
        ptxvm_memcpy_htod(vm, in, FN_IN, sizeof FN_IN);
        args[0] = &in;
        args[1] = &out;
        test_launch_1d(&L, 1, 40, args);
        T_CHECK(t, ptxvm_launch_kernel(k, &L, NULL) == PTXVM_OK, "launch: %s",
                ptxvm_error_message(vm));
        ptxvm_memcpy_dtoh(vm, got, out, sizeof got);
        for (i = 0; i < 40; i++) {
            fn_want(FN_IN[i], FN_IN[39 - i], want);
            for (j = 0; j < FN_W; j++)
                if (got[i * FN_W + j] != want[j] && bad++ < 8)
                    T_CHECK(t, 0, "lane %u (%#x) word %u: %#x, want %#x", i, FN_IN[i], j,
                            got[i * FN_W + j], want[j]);
        }
        T_CHECK(t, bad == 0, "%u words differ", bad);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, al.live == 0, "%ld bytes leaked", al.live);
}

/* The same rules in softfp and in the bit-pattern float-to-integer path,
   on every input, and the formats they leave alone. */
static void fn_library(pv_test *t)
{
    unsigned i, bad = 0;
    int m, z;
    static const sf_rnd rm[4] = {SF_RN, SF_RZ, SF_RM, SF_RP};
    for (i = 0; i < 40; i++) {
        uint32_t a = FN_IN[i];
        if (sf_abs(SF_F32, a, 0) != fn_sign(a & 0x7fffffffu) ||
            sf_neg(SF_F32, a, 0) != fn_sign(a ^ 0x80000000u) ||
            sf_abs(SF_F32, a, SF_FTZ) != fn_sign(fn_ftz(a) & 0x7fffffffu) ||
            sf_neg(SF_F32, a, SF_FTZ) != fn_sign(fn_ftz(a) ^ 0x80000000u))
            if (bad++ < 8) T_CHECK(t, 0, "abs/neg %#x", a);
        if (sf_cvt_ff(SF_F64, SF_F32, a, SF_RN, 0) != fn_widen(a, 0) ||
            sf_cvt_ff(SF_F64, SF_F32, a, SF_RN, SF_FTZ) != fn_widen(a, 1))
            if (bad++ < 8) T_CHECK(t, 0, "f32 -> f64 %#x", a);
        if (sf_cvt_ff(SF_F32, SF_BF16, a & 0xffffu, SF_RN, 0) != (uint64_t)(a & 0xffffu) << 16)
            if (bad++ < 8) T_CHECK(t, 0, "bf16 -> f32 %#x", a & 0xffffu);
        for (m = 0; m < 4; m++)
            for (z = 0; z < 2; z++) {
                fp_fi s64 = fp_fi_of(FP_FI_AUX(rm[m], z, 1, 64));
                fp_fi u64 = fp_fi_of(FP_FI_AUX(rm[m], z, 0, 64));
                uint64_t ws = fn_f2l(a, m, 1, z), wu = fn_f2l(a, m, 0, z);
                if (sf_cvt_fi(1, 64, SF_F32, a, rm[m], z ? SF_FTZ : 0) != ws ||
                    fp_fi_f32(&s64, a) != ws ||
                    sf_cvt_fi(0, 64, SF_F32, a, rm[m], z ? SF_FTZ : 0) != wu ||
                    fp_fi_f32(&u64, a) != wu)
                    if (bad++ < 8) T_CHECK(t, 0, "f32 %#x -> 64-bit integer, mode %d ftz %d", a, m, z);
            }
        if (fn_isnan(a)) {
            int bits;
            for (bits = 8; bits <= 32; bits *= 2) {
                fp_fi ps = fp_fi_of(FP_FI_AUX(SF_RN, 0, 1, bits));
                fp_fi pu = fp_fi_of(FP_FI_AUX(SF_RN, 0, 0, bits));
                if (sf_cvt_fi(1, bits, SF_F32, a, SF_RZ, 0) || sf_cvt_fi(0, bits, SF_F32, a, SF_RZ, 0) ||
                    fp_fi_f32(&ps, a) || fp_fi_f32(&pu, a))
                    if (bad++ < 8) T_CHECK(t, 0, "NaN %#x to %d bits is not 0", a, bits);
            }
        }
    }
    /* f16 and bf16 sign operations and f16 -> f32 keep their rules:
       payload kept, and the canonical f32 NaN (what the H200 gave for
       cvt.f32.f16 of 0xffff) */
    T_CHECK(t, sf_abs(SF_F16, 0xfe01u, 0) == 0x7e01u && sf_neg(SF_BF16, 0x7f81u, 0) == 0xff81u,
            "f16/bf16 abs/neg of a NaN");
    T_CHECK(t, sf_cvt_ff(SF_F32, SF_F16, 0xffffu, SF_RN, 0) == 0x7fffffffu, "f16 0xffff -> f32");
    T_CHECK(t, sf_cvt_ff(SF_BF16, SF_F32, 0xffc00001u, SF_RN, 0) == 0x7fffu, "f32 NaN -> bf16");
    T_CHECK(t, bad == 0, "%u library results differ", bad);
}

void unit_f32nan(pv_test *t)
{
    if (test_begin(t, "f32nan library")) {
        fn_library(t);
        test_end(t);
    }
    if (test_begin(t, "f32nan exec")) {
        fn_exec(t);
        test_end(t);
    }
}
