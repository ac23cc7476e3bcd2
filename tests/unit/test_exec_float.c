/* The floating-point family of the interpreter, end to end: small PTX
   kernels run on 32 (or 40) threads, every lane compared bit for bit with
   a C reference over edge inputs (zeros, subnormals, min normal, max
   finite, infinities, NaNs with payloads, ties). The reference is the host
   FPU with fesetround (set here, in the test only, and restored) for the
   IEEE operations, softfp only for f16 conversions (tested on its own in
   test_softfp.c), and error bounds for .approx. */
#include "softfp.h"
#include "../testlib.h"
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static const int xf_modes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD,
                                FE_UPWARD};
static const char *const xf_mname[4] = {"rn", "rz", "rm", "rp"};

static float xf_f(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static uint32_t xf_b(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static double xd_f(uint64_t b) { double f; memcpy(&f, &b, 8); return f; }
static uint64_t xd_b(double f) { uint64_t b; memcpy(&b, &f, 8); return b; }

static const uint32_t E32[32] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007fffffu,
    0x807fffffu, 0x00800000u, 0x80800000u, 0x7f7fffffu, 0xff7fffffu,
    0x7f800000u, 0xff800000u, 0x7fc00001u, 0xffa00000u, 0x3f800000u,
    0x3f800001u, 0xbf800001u, 0x40000000u, 0x3f000000u, 0x4b000001u,
    0x33800000u, 0x3fc00000u, 0xc0400000u, 0x40490fdbu, 0x3eaaaaabu,
    0x1f800000u, 0x5f800000u, 0x00400000u, 0x7f000000u, 0x3fffffffu,
    0xcb7fffffu, 0x34000000u};
static const uint64_t E64[32] = {
    0x0ull, 0x8000000000000000ull, 0x1ull, 0x8000000000000001ull,
    0x000fffffffffffffull, 0x800fffffffffffffull, 0x0010000000000000ull,
    0x8010000000000000ull, 0x7fefffffffffffffull, 0xffefffffffffffffull,
    0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000123ull,
    0xfff4000000000000ull, 0x3ff0000000000000ull, 0x3ff0000000000001ull,
    0xbff0000000000001ull, 0x4000000000000000ull, 0x3fe0000000000000ull,
    0x4330000000000001ull, 0x3ca0000000000000ull, 0x3ff8000000000000ull,
    0xc008000000000000ull, 0x400921fb54442d18ull, 0x3fd5555555555555ull,
    0x1ff0000000000000ull, 0x5ff0000000000000ull, 0x0008000000000000ull,
    0x7fe0000000000000ull, 0x3fffffffffffffffull, 0xc34fffffffffffffull,
    0x3cb0000000000000ull};

typedef struct xf_env {
    ptxvm_vm *vm;
    ptxvm_addr buf[4];
} xf_env;

/* Run `insn` (operating on %a %b %c into %d; may use %p %q %u) on n
   threads: the sources of type st (.b16/.b32/.b64) from a, b, c, the
   destination of type dt into out. Returns 0 on success. */
static int xf_run(pv_test *t, xf_env *E, const char *insn, const char *dt,
                  const char *st, const void *a, const void *b, const void *c,
                  void *out, unsigned n)
{
    char ptx[4096];
    unsigned ss = st[2] == '1' ? 2 : st[2] == '3' ? 4 : 8;
    unsigned ds = dt[2] == '1' ? 2 : dt[2] == '3' ? 4 : 8;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_launch L;
    void *args[4];
    ptxvm_result r;
    int i;
    snprintf(ptx, sizeof ptx,
        ".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc,"
        " .param .u64 pd)\n{\n"
        ".reg .b64 %%ra, %%rb, %%rc, %%rd, %%off;\n.reg .b32 %%t, %%u;\n"
        ".reg .pred %%p, %%q;\n.reg %s %%a, %%b, %%c;\n.reg %s %%d;\n"
        "ld.param.u64 %%ra, [pa];\nld.param.u64 %%rb, [pb];\n"
        "ld.param.u64 %%rc, [pc];\nld.param.u64 %%rd, [pd];\n"
        "mov.u32 %%t, %%tid.x;\nmul.wide.u32 %%off, %%t, %u;\n"
        "add.u64 %%ra, %%ra, %%off;\nadd.u64 %%rb, %%rb, %%off;\n"
        "add.u64 %%rc, %%rc, %%off;\n"
        "ld.global%s %%a, [%%ra];\nld.global%s %%b, [%%rb];\n"
        "ld.global%s %%c, [%%rc];\n"
        "%s\n"
        "mul.wide.u32 %%off, %%t, %u;\nadd.u64 %%rd, %%rd, %%off;\n"
        "st.global%s [%%rd], %%d;\nret;\n}\n",
        st, dt, ss, st, st, st, insn, ds, dt);
    r = ptxvm_module_load(E->vm, ptx, strlen(ptx), "xf.ptx", &m);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, "k", &k);
    if (r != PTXVM_OK) {
        T_CHECK(t, 0, "'%s': %s: %s", insn, ptxvm_result_name(r),
                ptxvm_error_message(E->vm));
        ptxvm_module_unload(m);
        return -1;
    }
    ptxvm_memcpy_htod(E->vm, E->buf[0], a, n * ss);
    ptxvm_memcpy_htod(E->vm, E->buf[1], b, n * ss);
    ptxvm_memcpy_htod(E->vm, E->buf[2], c, n * ss);
    for (i = 0; i < 4; i++)
        args[i] = &E->buf[i];
    memset(&L, 0, sizeof L);
    L.grid.x = L.grid.y = L.grid.z = 1;
    L.block.x = n;
    L.block.y = L.block.z = 1;
    L.args = args;
    r = ptxvm_launch_kernel(k, &L, NULL);
    T_CHECK(t, r == PTXVM_OK, "launch '%s': %s", insn, ptxvm_result_name(r));
    ptxvm_memcpy_dtoh(E->vm, out, E->buf[3], n * ds);
    ptxvm_module_unload(m);
    return r == PTXVM_OK ? 0 : -1;
}

/* Operand lane i of round k: a spread of the edge list. */
static unsigned xa(unsigned i, unsigned k) { return (i + k * 13) % 32; }
static unsigned xb(unsigned i, unsigned k) { return (i * 5 + k * 3 + 1) % 32; }
static unsigned xc(unsigned i, unsigned k) { return (i * 11 + k + 7) % 32; }

static uint32_t ref_ftz(uint32_t x) { return (x & 0x7f800000u) ? x : x & 0x80000000u; }

/* r = operation op (0 add 1 sub 2 mul 3 div 4 fma 5 sqrt 6 rcp) of a, b,
   c in the width of the fma and sqrt given. */
#define XF_OP(r, op, a, b, c, fmafn, sqrtfn, one)  \
    switch (op) {                                   \
    case 0: r = a + b; break;                       \
    case 1: r = a - b; break;                       \
    case 2: r = a * b; break;                       \
    case 3: r = a / b; break;                       \
    case 4: r = fmafn(a, b, c); break;              \
    case 5: r = sqrtfn(a); break;                   \
    default: r = one / a; break;                    \
    }

/* f32 reference: op 0 add 1 sub 2 mul 3 div 4 fma 5 sqrt 6 rcp. */
static uint32_t ref32(int op, uint32_t A, uint32_t B, uint32_t C, int mode, int ftz)
{
    volatile float a, b, c, r;
    uint32_t rb;
    if (ftz) { A = ref_ftz(A); B = ref_ftz(B); C = ref_ftz(C); }
    a = xf_f(A); b = xf_f(B); c = xf_f(C);
    fesetround(xf_modes[mode]);
    XF_OP(r, op, a, b, c, fmaf, sqrtf, 1.0f);
    fesetround(FE_TONEAREST);
    rb = xf_b(r);
    if (r != r)
        return 0x7fffffffu;
    return ftz ? ref_ftz(rb) : rb;
}

/* An f64 result r of operands a, b, c as an H200 gives it: a NaN keeps
   the payload of the first NaN operand in the order given, quieted; an
   invalid operation's NaN is 0xfff8000000000000 (tests/gpu/README.md). */
static uint64_t xd_nan(uint64_t r, uint64_t a, uint64_t b, uint64_t c)
{
    const uint64_t q = 0x0008000000000000ull;
    if (xd_f(r) == xd_f(r))
        return r;
    return xd_f(a) != xd_f(a) ? a | q : xd_f(b) != xd_f(b) ? b | q :
           xd_f(c) != xd_f(c) ? c | q : 0xfff8000000000000ull;
}

static uint64_t ref64(int op, uint64_t A, uint64_t B, uint64_t C, int mode)
{
    volatile double a = xd_f(A), b = xd_f(B), c = xd_f(C), r;
    fesetround(xf_modes[mode]);
    XF_OP(r, op, a, b, c, fma, sqrt, 1.0);
    fesetround(FE_TONEAREST);
    if (op == 4)                          /* fma: b, c, a */
        return xd_nan(xd_b(r), B, C, A);
    if (op <= 2)                          /* add, sub, mul: b, a */
        return xd_nan(xd_b(r), B, A, A);
    return xd_nan(xd_b(r), A, op == 3 ? B : A, A);
}

static void xf_arith(pv_test *t, xf_env *E)
{
    static const char *const name[7] = {"add", "sub", "mul", "div", "fma",
                                        "sqrt", "rcp"};
    uint32_t a[32], b[32], c[32], d[32];
    uint64_t A[32], B[32], C[32], D[32];
    int op, mode, ftz, bad = 0, n = 0;
    unsigned i, k;
    if (!test_begin(t, "exec_float f32/f64 add sub mul div fma sqrt rcp, 4 modes, ftz"))
        return;
    for (op = 0; op < 7; op++)
        for (mode = 0; mode < 4; mode++) {
            for (ftz = 0; ftz < 2; ftz++) {
                char insn[128];
                snprintf(insn, sizeof insn, "%s.%s%s.f32 %%d, %%a%s%s;",
                         name[op], xf_mname[mode], ftz ? ".ftz" : "",
                         op >= 5 ? "" : ", %b", op == 4 ? ", %c" : "");
                for (k = 0; k < 4; k++) {
                    for (i = 0; i < 32; i++) {
                        a[i] = E32[xa(i, k)]; b[i] = E32[xb(i, k)]; c[i] = E32[xc(i, k)];
                    }
                    if (xf_run(t, E, insn, ".b32", ".b32", a, b, c, d, 32))
                        return;
                    for (i = 0; i < 32; i++, n++) {
                        uint32_t want = ref32(op, a[i], b[i], c[i], mode, ftz);
                        if (d[i] != want && bad++ < 8)
                            T_CHECK(t, 0, "%s(%08x,%08x,%08x) = %08x, want %08x",
                                    insn, a[i], b[i], c[i], d[i], want);
                    }
                }
            }
            {
                char insn[128];
                snprintf(insn, sizeof insn, "%s.%s.f64 %%d, %%a%s%s;",
                         name[op], xf_mname[mode],
                         op >= 5 ? "" : ", %b", op == 4 ? ", %c" : "");
                for (k = 0; k < 4; k++) {
                    for (i = 0; i < 32; i++) {
                        A[i] = E64[xa(i, k)]; B[i] = E64[xb(i, k)]; C[i] = E64[xc(i, k)];
                    }
                    if (xf_run(t, E, insn, ".b64", ".b64", A, B, C, D, 32))
                        return;
                    for (i = 0; i < 32; i++, n++) {
                        uint64_t want = ref64(op, A[i], B[i], C[i], mode);
                        if (D[i] != want && bad++ < 8)
                            T_CHECK(t, 0, "%s(%016llx,%016llx,%016llx) = %016llx, want %016llx",
                                    insn, (unsigned long long)A[i], (unsigned long long)B[i],
                                    (unsigned long long)C[i], (unsigned long long)D[i],
                                    (unsigned long long)want);
                    }
                }
            }
        }
    /* without a rounding modifier add/sub/mul.f64 take the host's
       arithmetic; rounding to an integer in f64 */
    for (op = 0; op < 7; op++) {
        static const char *const plain[7] = {
            "add.f64 %d, %a, %b;", "sub.f64 %d, %a, %b;", "mul.f64 %d, %a, %b;",
            "cvt.rni.f64.f64 %d, %a;", "cvt.rzi.f64.f64 %d, %a;",
            "cvt.rmi.f64.f64 %d, %a;", "cvt.rpi.f64.f64 %d, %a;"};
        for (k = 0; k < 4; k++) {
            for (i = 0; i < 32; i++) {
                A[i] = E64[xa(i, k)]; B[i] = E64[xb(i, k)];
            }
            if (xf_run(t, E, plain[op], ".b64", ".b64", A, B, B, D, 32))
                return;
            for (i = 0; i < 32; i++, n++) {
                uint64_t want;
                if (op < 3) {
                    want = ref64(op, A[i], B[i], B[i], 0);
                } else {
                    double x = xd_f(A[i]);
                    double r = op == 3 ? nearbyint(x) : op == 4 ? trunc(x) :
                               op == 5 ? floor(x) : ceil(x);
                    want = xd_nan(xd_b(r), A[i], A[i], A[i]);
                }
                if (D[i] != want && bad++ < 8)
                    T_CHECK(t, 0, "%s(%016llx,%016llx) = %016llx, want %016llx", plain[op],
                            (unsigned long long)A[i], (unsigned long long)B[i],
                            (unsigned long long)D[i], (unsigned long long)want);
            }
        }
    }
    T_CHECK(t, bad == 0, "%d of %d lanes differ", bad, n);
    test_end(t);
}

/* .approx: the ZLUDA hardware values exactly, and bounds elsewhere. */
static void xf_approx(pv_test *t, xf_env *E)
{
    static const struct { const char *insn; uint32_t in, out; } ex[] = {
        {"sin.approx.f32 %d, %a;", 0x3fc90fdbu, 0x3f800000u},
        {"cos.approx.f32 %d, %a;", 0x40490fdbu, 0xbf800000u},
        {"lg2.approx.f32 %d, %a;", 0x44000000u, 0x41100000u},
        {"ex2.approx.f32 %d, %a;", 0x41200000u, 0x44800000u},
        {"tanh.approx.f32 %d, %a;", 0x7f800000u, 0x3f800000u},
        {"rcp.approx.f32 %d, %a;", 0x40000000u, 0x3f000000u},
        {"sqrt.approx.f32 %d, %a;", 0x3e800000u, 0x3f000000u},
        {"rsqrt.approx.f32 %d, %a;", 0x3e800000u, 0x40000000u},
        {"lg2.approx.ftz.f32 %d, %a;", 0x00000001u, 0xff800000u},
        {"ex2.approx.ftz.f32 %d, %a;", 0xc3000000u, 0x00000000u},
        {"div.approx.f32 %d, %a, %b;", 0x3f800000u, 0x3f000000u},
        {"rcp.approx.ftz.f32 %d, %a;", 0x80000001u, 0xff800000u},
        {"sqrt.approx.f32 %d, %a;", 0xbf800000u, 0x7fffffffu},
    };
    static const char *const fn[6] = {"sin", "cos", "lg2", "ex2", "tanh", "rsqrt"};
    uint32_t a[32], b[32], d[32];
    uint64_t A[32], D[32];
    unsigned i, j;
    int bad = 0;
    if (!test_begin(t, "exec_float .approx exact vectors and error bounds"))
        return;
    for (j = 0; j < PV_COUNTOF(ex); j++) {
        for (i = 0; i < 32; i++) { a[i] = ex[j].in; b[i] = 0x40000000u; }
        if (xf_run(t, E, ex[j].insn, ".b32", ".b32", a, b, a, d, 32))
            return;
        T_CHECK(t, d[0] == ex[j].out && d[31] == ex[j].out, "%s(%08x) = %08x, want %08x",
                ex[j].insn, ex[j].in, d[0], ex[j].out);
    }
    for (j = 0; j < 6; j++) {
        char insn[64];
        snprintf(insn, sizeof insn, "%s.approx.f32 %%d, %%a;", fn[j]);
        for (i = 0; i < 32; i++)      /* 0.05 .. 3.1, both signs */
            a[i] = xf_b((float)((i + 1) * 0.097 * ((i & 1) && j != 2 && j != 5 ? -1 : 1)));
        if (xf_run(t, E, insn, ".b32", ".b32", a, a, a, d, 32))
            return;
        for (i = 0; i < 32; i++) {
            double x = xf_f(a[i]), want, got = xf_f(d[i]), err;
            want = j == 0 ? sin(x) : j == 1 ? cos(x) : j == 2 ? log2(x) :
                   j == 3 ? exp2(x) : j == 4 ? tanh(x) : 1.0 / sqrt(x);
            err = fabs(got - want);
            /* sin/cos: 2^-20.9 absolute; lg2: 2^-22 absolute or 2 ulp;
               ex2, rsqrt: 2 ulp; tanh: 2^-10.987 relative */
            if (!(j <= 1 ? err <= ldexp(1, -20) :
                  j == 2 ? err <= ldexp(1, -22) || err <= 2 * ldexp(fabs(want), -23) :
                  j == 4 ? err <= ldexp(fabs(want), -10) :
                  err <= 2 * ldexp(fabs(want), -23)) && bad++ < 8)
                T_CHECK(t, 0, "%s(%a) = %a, want %a", insn, x, got, want);
        }
    }
    /* f64 */
    for (i = 0; i < 32; i++)
        A[i] = xd_b(0.25);
    A[1] = 0x8000000000000000ull;
    A[2] = 0x7ff8000000000001ull;
    A[3] = 0x4000000012345678ull;
    if (xf_run(t, E, "rsqrt.approx.f64 %d, %a;", ".b64", ".b64", A, A, A, D, 32))
        return;
    T_CHECK(t, D[0] == xd_b(2.0), "rsqrt.approx.f64(0.25) = %016llx", (unsigned long long)D[0]);
    T_CHECK(t, D[1] == 0xfff0000000000000ull, "rsqrt.approx.f64(-0)");
    if (xf_run(t, E, "rcp.approx.ftz.f64 %d, %a;", ".b64", ".b64", A, A, A, D, 32))
        return;
    T_CHECK(t, D[0] == xd_b(4.0), "rcp.approx.ftz.f64(0.25)");
    T_CHECK(t, D[2] == 0x7fffffff00000000ull, "rcp.approx.ftz.f64(NaN) = %016llx",
            (unsigned long long)D[2]);
    T_CHECK(t, D[3] == 0x3fe0000000000000ull, "rcp.approx.ftz.f64 ignores the low word: %016llx",
            (unsigned long long)D[3]);
    T_CHECK(t, bad == 0, "%d approx lanes out of bounds", bad);
    test_end(t);
}

/* setp with .ftz and .and/.or/.xor into p|q; set; min/max; testp. */
static int ref_cmp(float a, float b, int op)   /* 0 lt, 1 geu, 2 eq, 3 nan */
{
    int un = a != a || b != b;
    return op == 0 ? !un && a < b : op == 1 ? un || a >= b : op == 2 ? !un && a == b : un;
}

static uint32_t ref_minmax(uint32_t A, uint32_t B, int max, int nanprop)
{
    float a = xf_f(A), b = xf_f(B);
    if (a != a || b != b) {
        if (nanprop || (a != a && b != b))
            return 0x7fffffffu;
        return a != a ? B : A;
    }
    if (a == b && a == 0) {     /* -0 < +0 */
        int an = (A >> 31) != 0;
        return max ? (an ? B : A) : (an ? A : B);
    }
    return (max ? a > b : a < b) ? A : B;
}

static void xf_cmp(pv_test *t, xf_env *E)
{
    static const char *const cname[4] = {"lt", "geu", "eq", "nan"};
    static const char *const bname[3] = {"and", "or", "xor"};
    uint32_t a[40], b[40], c[40], d[40];
    unsigned i, k;
    int op, bo, ftz, bad = 0;
    if (!test_begin(t, "exec_float setp/set/min/max/testp/slct"))
        return;
    for (op = 0; op < 4; op++)
        for (bo = 0; bo < 3; bo++)
            for (ftz = 0; ftz < 2; ftz++) {
                char insn[200];
                snprintf(insn, sizeof insn,
                         "setp.ne.u32 %%q, %%c, 0;\n"
                         "setp.%s.%s%s.f32 %%p|%%q, %%a, %%b, !%%q;\n"
                         "selp.u32 %%d, 1, 0, %%p;\nselp.u32 %%u, 2, 0, %%q;\n"
                         "or.b32 %%d, %%d, %%u;", cname[op], bname[bo],
                         ftz ? ".ftz" : "");
                for (k = 0; k < 3; k++) {
                    for (i = 0; i < 40; i++) {
                        a[i] = E32[xa(i % 32, k)]; b[i] = E32[xb(i, k) % 32];
                        c[i] = (i * 7 + k) & 1;
                    }
                    if (xf_run(t, E, insn, ".b32", ".b32", a, b, c, d, 40))
                        return;
                    for (i = 0; i < 40; i++) {
                        uint32_t A = ftz ? ref_ftz(a[i]) : a[i], B = ftz ? ref_ftz(b[i]) : b[i];
                        int r = ref_cmp(xf_f(A), xf_f(B), op), cp = !c[i];
                        int p = bo == 0 ? r & cp : bo == 1 ? r | cp : r ^ cp;
                        int nr = !r;
                        int q = bo == 0 ? nr & cp : bo == 1 ? nr | cp : nr ^ cp;
                        if (d[i] != (uint32_t)(p | q << 1) && bad++ < 8)
                            T_CHECK(t, 0, "lane %u %s(%08x,%08x,c=%u) = %u, want %d", i,
                                    insn, a[i], b[i], c[i], d[i], p | q << 1);
                    }
                }
            }
    /* min/max, with .NaN; set.f32; testp */
    for (op = 0; op < 4; op++) {
        static const char *const mm[4] = {"min.f32 %d, %a, %b;", "max.f32 %d, %a, %b;",
                                          "min.NaN.f32 %d, %a, %b;",
                                          "max.NaN.f32 %d, %a, %b;"};
        for (k = 0; k < 4; k++) {
            for (i = 0; i < 32; i++) { a[i] = E32[xa(i, k)]; b[i] = E32[xb(i, k)]; }
            if (xf_run(t, E, mm[op], ".b32", ".b32", a, b, b, d, 32))
                return;
            for (i = 0; i < 32; i++) {
                uint32_t want = ref_minmax(a[i], b[i], op & 1, op >> 1);
                if (d[i] != want && bad++ < 8)
                    T_CHECK(t, 0, "%s(%08x,%08x) = %08x, want %08x", mm[op], a[i], b[i],
                            d[i], want);
            }
        }
    }
    for (i = 0; i < 32; i++) { a[i] = E32[i]; b[i] = E32[(i + 1) % 32]; }
    if (xf_run(t, E, "set.ltu.f32.f32 %d, %a, %b;", ".b32", ".b32", a, b, b, d, 32))
        return;
    for (i = 0; i < 32; i++) {
        float x = xf_f(a[i]), y = xf_f(b[i]);
        int r = x != x || y != y || x < y;
        if (d[i] != (r ? 0x3f800000u : 0) && bad++ < 8)
            T_CHECK(t, 0, "set.ltu lane %u = %08x", i, d[i]);
    }
    if (xf_run(t, E, "testp.subnormal.f32 %p, %a;\nselp.u32 %d, 1, 0, %p;\n"
               "testp.notanumber.f32 %p, %a;\nselp.u32 %u, 2, 0, %p;\nor.b32 %d, %d, %u;",
               ".b32", ".b32", a, b, b, d, 32))
        return;
    for (i = 0; i < 32; i++) {
        float x = xf_f(a[i]);
        uint32_t want = (uint32_t)(x != 0 && fabsf(x) < 0x1p-126f) | (uint32_t)(x != x) << 1;
        if (d[i] != want && bad++ < 8)
            T_CHECK(t, 0, "testp lane %u (%08x) = %u, want %u", i, a[i], d[i], want);
    }
    /* slct: a where c >= 0 (-0 too, a NaN picks b; .ftz flushes a
       subnormal c to a zero of its sign, which picks a); .s32 selectors */
    for (k = 0; k < 3; k++) {
        static const char *const sl[3] = {"slct.b32.f32 %d, %a, %b, %c;",
                                          "slct.ftz.u32.f32 %d, %a, %b, %c;",
                                          "slct.s32.s32 %d, %a, %b, %c;"};
        uint32_t c[32];
        for (i = 0; i < 32; i++) { a[i] = 0x1000u + i; b[i] = 0x2000u + i; c[i] = E32[i]; }
        if (xf_run(t, E, sl[k], ".b32", ".b32", a, b, c, d, 32))
            return;
        for (i = 0; i < 32; i++) {
            float z = xf_f(c[i]);
            int sub = (c[i] & 0x7f800000u) == 0, ge;
            if (k == 2)
                ge = (int32_t)c[i] >= 0;
            else
                ge = (k == 1 && sub) || z >= 0.0f;
            if (d[i] != (ge ? a[i] : b[i]) && bad++ < 8)
                T_CHECK(t, 0, "%s c=%08x: %08x, want %08x", sl[k], c[i], d[i],
                        ge ? a[i] : b[i]);
        }
    }
    T_CHECK(t, bad == 0, "%d lanes differ", bad);
    test_end(t);
}

/* cvt: float -> int in the four integer roundings, f32 -> f16 (softfp as
   reference), f64 -> f32 in four modes, packed f16x2 and relu. */
/* x rounded to an integer: mode 0 nearest even (rni), 1 toward zero
   (rzi), 2 down (rmi), 3 up (rpi). */
static float xf_rint(int mode, float x)
{
    return mode == 0 ? nearbyintf(x) : mode == 1 ? truncf(x) :
           mode == 2 ? floorf(x) : ceilf(x);
}

static void xf_cvt(pv_test *t, xf_env *E)
{
    static const char *const irn[4] = {"rni", "rzi", "rmi", "rpi"};
    uint32_t a[32], b[32], d[32];
    uint64_t A[32];
    unsigned i;
    int mode, bad = 0;
    if (!test_begin(t, "exec_float cvt"))
        return;
    for (i = 0; i < 32; i++) {
        static const float v[8] = {2.5f, -2.5f, 3.5f, -0.5f, 2147483520.0f, 3e9f, -3e9f, 0.49999997f};
        a[i] = i < 8 ? xf_b(v[i]) : E32[i];
        b[i] = E32[(i * 3) % 32];
    }
    for (mode = 0; mode < 4; mode++) {
        char insn[64];
        snprintf(insn, sizeof insn, "cvt.%s.s32.f32 %%d, %%a;", irn[mode]);
        if (xf_run(t, E, insn, ".b32", ".b32", a, a, a, d, 32))
            return;
        for (i = 0; i < 32; i++) {
            volatile float x = xf_f(a[i]);
            float r;
            int32_t want;
            r = xf_rint(mode, x);
            want = x != x ? 0 : r >= 2147483648.0f ? INT32_MAX :
                   r < -2147483648.0f ? INT32_MIN : (int32_t)r;
            if (d[i] != (uint32_t)want && bad++ < 8)
                T_CHECK(t, 0, "%s(%08x) = %08x, want %08x", insn, a[i], d[i], (uint32_t)want);
        }
        snprintf(insn, sizeof insn, "cvt.%s.u16.f32 %%d, %%a;", irn[mode]);
        if (xf_run(t, E, insn, ".b32", ".b32", a, a, a, d, 32))
            return;
        for (i = 0; i < 32; i++) {
            volatile float x = xf_f(a[i]);
            float r;
            uint32_t want;
            r = xf_rint(mode, x);
            want = x != x || r <= 0 ? 0 : r >= 65535.0f ? 65535u : (uint32_t)r;
            if (d[i] != want && bad++ < 8)
                T_CHECK(t, 0, "%s(%08x) = %08x, want %08x", insn, a[i], d[i], want);
        }
        /* f64 -> f32 */
        snprintf(insn, sizeof insn, "cvt.%.2s.f32.f64 %%d, %%a;", irn[mode]);
        for (i = 0; i < 32; i++)
            A[i] = E64[i] ^ (i > 14 ? 0x123456789ull : 0);
        if (xf_run(t, E, insn, ".b32", ".b64", A, A, A, d, 32))
            return;
        for (i = 0; i < 32; i++) {
            volatile double x = xd_f(A[i]);
            volatile float r;
            uint32_t want;
            fesetround(xf_modes[mode]);
            r = (float)x;
            fesetround(FE_TONEAREST);
            /* a NaN keeps its sign and payload's top bits, quieted (an H200) */
            want = r != r ? (uint32_t)(A[i] >> 63) << 31 | 0x7fc00000u | (uint32_t)((A[i] & 0xfffffffffffffull) >> 29)
                          : xf_b(r);
            if (d[i] != want && bad++ < 8)
                T_CHECK(t, 0, "%s(%016llx) = %08x, want %08x", insn,
                        (unsigned long long)A[i], d[i], want);
        }
    }
    if (xf_run(t, E, "cvt.rn.f16x2.f32 %d, %a, %b;", ".b32", ".b32", a, b, b, d, 32))
        return;
    for (i = 0; i < 32; i++) {
        uint32_t want = (uint32_t)(sf_cvt_ff(SF_F16, SF_F32, a[i], SF_RN, 0) << 16 |
                                   sf_cvt_ff(SF_F16, SF_F32, b[i], SF_RN, 0));
        if (d[i] != want && bad++ < 8)
            T_CHECK(t, 0, "cvt.rn.f16x2.f32(%08x,%08x) = %08x, want %08x", a[i], b[i],
                    d[i], want);
    }
    if (xf_run(t, E, "cvt.rz.relu.f16x2.f32 %d, %a, %b;", ".b32", ".b32", a, b, b, d, 32))
        return;
    for (i = 0; i < 32; i++) {
        uint32_t want = (uint32_t)(sf_cvt_ff(SF_F16, SF_F32, a[i], SF_RZ, SF_RELU) << 16 |
                                   sf_cvt_ff(SF_F16, SF_F32, b[i], SF_RZ, SF_RELU));
        int neg = (a[i] >> 31) && !(xf_f(a[i]) != xf_f(a[i]));
        if ((d[i] != want || (neg && (d[i] >> 16) != 0)) && bad++ < 8)
            T_CHECK(t, 0, "cvt.rz.relu.f16x2.f32(%08x,%08x) = %08x, want %08x", a[i], b[i],
                    d[i], want);
    }
    /* f16 arithmetic: f16 add computed exactly in f32 then rounded to f16
       (24 >= 2*11+2 bits, so the double rounding is innocuous) */
    {
        uint16_t ha[32], hb[32], h[32];
        for (i = 0; i < 32; i++) {
            ha[i] = (uint16_t)sf_cvt_ff(SF_F16, SF_F32, E32[i], SF_RN, 0);
            hb[i] = (uint16_t)sf_cvt_ff(SF_F16, SF_F32, E32[(i * 7 + 3) % 32], SF_RN, 0);
        }
        if (xf_run(t, E, "add.f16 %d, %a, %b;", ".b16", ".b16", ha, hb, hb, h, 32))
            return;
        for (i = 0; i < 32; i++) {
            float x = xf_f((uint32_t)sf_cvt_ff(SF_F32, SF_F16, ha[i], SF_RN, 0));
            float y = xf_f((uint32_t)sf_cvt_ff(SF_F32, SF_F16, hb[i], SF_RN, 0));
            volatile float s = x + y;
            uint16_t want = s != s ? 0x7fff :
                            (uint16_t)sf_cvt_ff(SF_F16, SF_F32, xf_b(s), SF_RN, 0);
            if (h[i] != want && bad++ < 8)
                T_CHECK(t, 0, "add.f16(%04x,%04x) = %04x, want %04x", ha[i], hb[i], h[i], want);
        }
    }
    (void)A;
    T_CHECK(t, bad == 0, "%d lanes differ", bad);
    test_end(t);
}

void unit_exec_float(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc al;
    xf_env E;
    int i;
    test_config(&cfg, &al);
    memset(&E, 0, sizeof E);
    if (ptxvm_create(&cfg, &E.vm) != PTXVM_OK)
        return;
    for (i = 0; i < 4; i++)
        if (ptxvm_mem_alloc(E.vm, 40 * 8, &E.buf[i]) != PTXVM_OK) {
            ptxvm_destroy(E.vm);
            return;
        }
    xf_arith(t, &E);
    xf_approx(t, &E);
    xf_cmp(t, &E);
    xf_cvt(t, &E);
    ptxvm_destroy(E.vm);
}
