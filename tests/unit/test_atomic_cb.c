/* Atomics on callback memory: a host serving them through atomic_typed
   (ptxvm.h) gets each operation with its element type, and its own
   implementation, written here from the PTX ISA's definitions, gives
   what the same kernel computes on ordinary memory: every old value
   returned and every final element. 32 lanes of one warp hit four
   elements in lane order, so both runs see the same sequence. */
#include "../testlib.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NCASE(a) (sizeof(a) / sizeof((a)[0]))

/* ---- the host's arithmetic -------------------------------------------- */

static double f16_to_d(uint32_t h, int bf)
{
    int e, m, s = (h >> 15) & 1;
    double v;
    if (bf) {
        uint32_t w = (h & 0xffffu) << 16;
        float f;
        memcpy(&f, &w, 4);
        return f;
    }
    e = (h >> 10) & 31;
    m = h & 1023;
    if (e == 31)
        return m ? NAN : (s ? -INFINITY : INFINITY);
    v = e ? ldexp(1024 + m, e - 25) : ldexp(m, -24);
    return s ? -v : v;
}

/* Round to nearest even into f16 (bf = 0) or bf16 (bf = 1); no NaNs. */
static uint32_t d_to_f16(double x, int bf)
{
    const int mbits = bf ? 7 : 10, emin = bf ? -126 : -14, emax = bf ? 127 : 15;
    const int bias = bf ? 127 : 15;
    uint32_t s = signbit(x) ? 1u : 0u, r;
    double a = fabs(x), q;
    int e;
    if (a == 0)
        return s << 15;
    e = ilogb(a);
    if (e < emin)
        e = emin;
    q = nearbyint(ldexp(a, mbits - e));     /* the host rounds to even */
    if (q >= ldexp(1, mbits + 1)) {         /* carried into the next binade */
        q /= 2;
        e++;
    }
    if (e > emax)
        return s << 15 | (uint32_t)(((1 << (15 - mbits)) - 1) << mbits);  /* inf */
    if (q < ldexp(1, mbits))                /* subnormal */
        r = (uint32_t)q;
    else
        r = (uint32_t)(e + bias) << mbits | ((uint32_t)q & ((1u << mbits) - 1));
    return s << 15 | r;
}

static float ftz32(float f)
{
    return fabsf(f) < 1.17549435e-38f ? copysignf(0.0f, f) : f;
}

static double fmin_ptx(double a, double b, int want_max)
{
    if (isnan(a))
        return b;
    if (isnan(b))
        return a;
    return want_max ? (a > b ? a : b) : (a < b ? a : b);
}

/* One element: the new value of op(old, b [, c]) for the type. */
static uint64_t host_new(ptxvm_atomic_op op, ptxvm_atomic_type ty, uint64_t old,
                         uint64_t b, uint64_t c)
{
    if (ty == PTXVM_ATOMIC_F16X2 || ty == PTXVM_ATOMIC_BF16X2) {
        ptxvm_atomic_type half = ty == PTXVM_ATOMIC_F16X2 ? PTXVM_ATOMIC_F16
                                                          : PTXVM_ATOMIC_BF16;
        return host_new(op, half, old >> 16, b >> 16, 0) << 16 |
               host_new(op, half, old & 0xffff, b & 0xffff, 0);
    }
    if (ty == PTXVM_ATOMIC_F16 || ty == PTXVM_ATOMIC_BF16) {
        int bf = ty == PTXVM_ATOMIC_BF16;
        double x = f16_to_d((uint32_t)old, bf), y = f16_to_d((uint32_t)b, bf);
        if (op == PTXVM_ATOMIC_ADD)
            return d_to_f16(x + y, bf);   /* exact in double, one rounding */
        if (isnan(x) && isnan(y))
            return bf ? 0x7fffu : 0x7fffu;
        return isnan(x) ? b : isnan(y) ? old :
               (op == PTXVM_ATOMIC_MAX) == (x > y) ? old : b;
    }
    if (ty == PTXVM_ATOMIC_F32) {
        float x, y, r;
        uint32_t xb = (uint32_t)old, yb = (uint32_t)b, rb;
        memcpy(&x, &xb, 4);
        memcpy(&y, &yb, 4);
        if (op == PTXVM_ATOMIC_ADD)
            r = ftz32((float)((double)ftz32(x) + (double)ftz32(y)));
        else
            r = (float)fmin_ptx(x, y, op == PTXVM_ATOMIC_MAX);
        memcpy(&rb, &r, 4);
        return rb;
    }
    if (ty == PTXVM_ATOMIC_F64) {
        double x, y, r;
        memcpy(&x, &old, 8);
        memcpy(&y, &b, 8);
        r = op == PTXVM_ATOMIC_ADD ? x + y : fmin_ptx(x, y, op == PTXVM_ATOMIC_MAX);
        memcpy(&old, &r, 8);
        return old;
    }
    {
        const int wide = ty == PTXVM_ATOMIC_U64 || ty == PTXVM_ATOMIC_S64;
        const uint64_t mask = ty == PTXVM_ATOMIC_B16 ? 0xffffu :
                              wide ? ~(uint64_t)0 : 0xffffffffu;
        int64_t so = wide ? (int64_t)old : (int32_t)(uint32_t)old;
        int64_t sb = wide ? (int64_t)b : (int32_t)(uint32_t)b;
        int sgn = ty == PTXVM_ATOMIC_S32 || ty == PTXVM_ATOMIC_S64;
        int lt = sgn ? so < sb : old < b;
        uint64_t r;
        switch (op) {
        case PTXVM_ATOMIC_AND: r = old & b; break;
        case PTXVM_ATOMIC_OR: r = old | b; break;
        case PTXVM_ATOMIC_XOR: r = old ^ b; break;
        case PTXVM_ATOMIC_CAS: r = old == b ? c : old; break;
        case PTXVM_ATOMIC_EXCH: r = b; break;
        case PTXVM_ATOMIC_ADD: r = old + b; break;
        case PTXVM_ATOMIC_INC: r = old >= b ? 0 : old + 1; break;
        case PTXVM_ATOMIC_DEC: r = (old == 0 || old > b) ? b : old - 1; break;
        case PTXVM_ATOMIC_MIN: r = lt ? old : b; break;
        default: r = lt ? b : old; break;
        }
        return r & mask;
    }
}

static size_t type_bytes(ptxvm_atomic_type ty)
{
    switch (ty) {
    case PTXVM_ATOMIC_B16: case PTXVM_ATOMIC_F16: case PTXVM_ATOMIC_BF16: return 2;
    case PTXVM_ATOMIC_U64: case PTXVM_ATOMIC_S64: case PTXVM_ATOMIC_F64: return 8;
    default: return 4;
    }
}

/* ---- the callback range ------------------------------------------------ */

typedef struct cb_mem {
    uint8_t bytes[64];
    unsigned calls, legacy_calls;
    ptxvm_atomic_op last_op;
    ptxvm_atomic_type last_type;
} cb_mem;

static ptxvm_result cm_load(void *user, uint64_t off, void *dst, size_t n)
{
    cb_mem *c = (cb_mem *)user;
    if (off + n > sizeof c->bytes)
        return PTXVM_E_MEMORY_FAULT;
    memcpy(dst, c->bytes + off, n);
    return PTXVM_OK;
}

static ptxvm_result cm_store(void *user, uint64_t off, const void *src, size_t n)
{
    cb_mem *c = (cb_mem *)user;
    if (off + n > sizeof c->bytes)
        return PTXVM_E_MEMORY_FAULT;
    memcpy(c->bytes + off, src, n);
    return PTXVM_OK;
}

static ptxvm_result cm_atomic(void *user, uint64_t off, ptxvm_atomic_op op,
                              ptxvm_atomic_type ty, const void *operand,
                              const void *compare, void *old)
{
    cb_mem *c = (cb_mem *)user;
    size_t n = type_bytes(ty);
    uint64_t o = 0, b = 0, cv = 0, r;
    if (off + n > sizeof c->bytes || (op == PTXVM_ATOMIC_CAS) != (compare != NULL))
        return PTXVM_E_MEMORY_FAULT;
    memcpy(&o, c->bytes + off, n);          /* little-endian host */
    memcpy(&b, operand, n);
    if (compare)
        memcpy(&cv, compare, n);
    r = host_new(op, ty, o, b, cv);
    memcpy(old, &o, n);
    memcpy(c->bytes + off, &r, n);
    c->calls++;
    c->last_op = op;
    c->last_type = ty;
    return PTXVM_OK;
}

/* The legacy hook: only the integer cases can be served from (op, n). */
static ptxvm_result cm_atomic_legacy(void *user, uint64_t off, int op, size_t n,
                                     const void *operand, const void *compare,
                                     void *old)
{
    cb_mem *c = (cb_mem *)user;
    c->legacy_calls++;
    return cm_atomic(user, off, (ptxvm_atomic_op)op,
                     n == 8 ? PTXVM_ATOMIC_U64 : n == 2 ? PTXVM_ATOMIC_B16
                            : PTXVM_ATOMIC_U32, operand, compare, old);
}

/* ---- the cases ---------------------------------------------------------- */

typedef struct at_case {
    const char *ptx;            /* "add.f32": op and type as written      */
    ptxvm_atomic_op op;
    ptxvm_atomic_type type;
    int vec;                    /* 2: a .v2 form (two elements a lane)    */
} at_case;

static const at_case cases[] = {
    { "and.b32", PTXVM_ATOMIC_AND, PTXVM_ATOMIC_U32, 0 },
    { "or.b32", PTXVM_ATOMIC_OR, PTXVM_ATOMIC_U32, 0 },
    { "xor.b32", PTXVM_ATOMIC_XOR, PTXVM_ATOMIC_U32, 0 },
    { "and.b64", PTXVM_ATOMIC_AND, PTXVM_ATOMIC_U64, 0 },
    { "or.b64", PTXVM_ATOMIC_OR, PTXVM_ATOMIC_U64, 0 },
    { "xor.b64", PTXVM_ATOMIC_XOR, PTXVM_ATOMIC_U64, 0 },
    { "cas.b16", PTXVM_ATOMIC_CAS, PTXVM_ATOMIC_B16, 0 },
    { "cas.b32", PTXVM_ATOMIC_CAS, PTXVM_ATOMIC_U32, 0 },
    { "cas.b64", PTXVM_ATOMIC_CAS, PTXVM_ATOMIC_U64, 0 },
    { "exch.b32", PTXVM_ATOMIC_EXCH, PTXVM_ATOMIC_U32, 0 },
    { "exch.b64", PTXVM_ATOMIC_EXCH, PTXVM_ATOMIC_U64, 0 },
    { "add.u32", PTXVM_ATOMIC_ADD, PTXVM_ATOMIC_U32, 0 },
    { "add.s32", PTXVM_ATOMIC_ADD, PTXVM_ATOMIC_S32, 0 },
    { "add.u64", PTXVM_ATOMIC_ADD, PTXVM_ATOMIC_U64, 0 },
    { "add.f32", PTXVM_ATOMIC_ADD, PTXVM_ATOMIC_F32, 0 },
    { "add.f64", PTXVM_ATOMIC_ADD, PTXVM_ATOMIC_F64, 0 },
    { "add.noftz.f16", PTXVM_ATOMIC_ADD, PTXVM_ATOMIC_F16, 0 },
    { "add.noftz.bf16", PTXVM_ATOMIC_ADD, PTXVM_ATOMIC_BF16, 0 },
    { "add.noftz.f16x2", PTXVM_ATOMIC_ADD, PTXVM_ATOMIC_F16X2, 0 },
    { "add.noftz.bf16x2", PTXVM_ATOMIC_ADD, PTXVM_ATOMIC_BF16X2, 0 },
    { "inc.u32", PTXVM_ATOMIC_INC, PTXVM_ATOMIC_U32, 0 },
    { "dec.u32", PTXVM_ATOMIC_DEC, PTXVM_ATOMIC_U32, 0 },
    { "min.u32", PTXVM_ATOMIC_MIN, PTXVM_ATOMIC_U32, 0 },
    { "max.u32", PTXVM_ATOMIC_MAX, PTXVM_ATOMIC_U32, 0 },
    { "min.s32", PTXVM_ATOMIC_MIN, PTXVM_ATOMIC_S32, 0 },
    { "max.s32", PTXVM_ATOMIC_MAX, PTXVM_ATOMIC_S32, 0 },
    { "min.u64", PTXVM_ATOMIC_MIN, PTXVM_ATOMIC_U64, 0 },
    { "max.u64", PTXVM_ATOMIC_MAX, PTXVM_ATOMIC_U64, 0 },
    { "min.s64", PTXVM_ATOMIC_MIN, PTXVM_ATOMIC_S64, 0 },
    { "max.s64", PTXVM_ATOMIC_MAX, PTXVM_ATOMIC_S64, 0 },
    { "min.f32", PTXVM_ATOMIC_MIN, PTXVM_ATOMIC_F32, 0 },
    { "max.f32", PTXVM_ATOMIC_MAX, PTXVM_ATOMIC_F32, 0 },
    { "min.f64", PTXVM_ATOMIC_MIN, PTXVM_ATOMIC_F64, 0 },
    { "max.f64", PTXVM_ATOMIC_MAX, PTXVM_ATOMIC_F64, 0 },
    { "add.v2.f32", PTXVM_ATOMIC_ADD, PTXVM_ATOMIC_F32, 2 },
    { "min.noftz.v2.f16", PTXVM_ATOMIC_MIN, PTXVM_ATOMIC_F16, 2 },
    { "max.noftz.v2.f16", PTXVM_ATOMIC_MAX, PTXVM_ATOMIC_F16, 2 },
    { "min.noftz.v2.bf16", PTXVM_ATOMIC_MIN, PTXVM_ATOMIC_BF16, 2 },
    { "max.noftz.v2.bf16", PTXVM_ATOMIC_MAX, PTXVM_ATOMIC_BF16, 2 },
    { "max.noftz.v2.f16x2", PTXVM_ATOMIC_MAX, PTXVM_ATOMIC_F16X2, 2 },
    { "min.noftz.v2.bf16x2", PTXVM_ATOMIC_MIN, PTXVM_ATOMIC_BF16X2, 2 },
};

static uint32_t at_rand(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

/* A value for the type: floats from a mix of ordinary values, halves,
   large and (f32) subnormal ones, an occasional NaN for min/max;
   integers small enough for inc/dec to wrap and cas to match. */
static uint64_t at_value(const at_case *c, uint32_t *s)
{
    static const double pool[] = { 1, -2, 0.5, 3.25, -0.125, 1000, 65504 / 4.0,
                                   -7.75, 1e-3, 0.1 };
    uint32_t r = at_rand(s);
    double v = pool[r % NCASE(pool)];
    int nan = c->op != PTXVM_ATOMIC_ADD && r % 13 == 0;
    switch (c->type) {
    case PTXVM_ATOMIC_F32: {
        float f = (float)v;
        uint32_t b;
        if (c->op == PTXVM_ATOMIC_ADD && r % 2 == 0)
            f = 1e-40f * (float)(r % 5 + 1);           /* subnormal */
        memcpy(&b, &f, 4);
        return nan ? 0x7fc00000u : b;
    }
    case PTXVM_ATOMIC_F64: {
        uint64_t b;
        memcpy(&b, &v, 8);
        return nan ? 0x7ff8000000000000ull : b;
    }
    case PTXVM_ATOMIC_F16: case PTXVM_ATOMIC_BF16: {
        int bf = c->type == PTXVM_ATOMIC_BF16;
        return nan ? (bf ? 0x7fc0u : 0x7e00u) : d_to_f16(v, bf);
    }
    case PTXVM_ATOMIC_F16X2: case PTXVM_ATOMIC_BF16X2: {
        int bf = c->type == PTXVM_ATOMIC_BF16X2;
        double w = pool[at_rand(s) % NCASE(pool)];
        return (uint64_t)d_to_f16(w, bf) << 16 | (nan ? (bf ? 0x7fc0u : 0x7e00u) : d_to_f16(v, bf));
    }
    default:
        if (c->op == PTXVM_ATOMIC_CAS || c->op == PTXVM_ATOMIC_INC ||
            c->op == PTXVM_ATOMIC_DEC)
            return r % 4;
        return (uint64_t)r << 40 ^ (uint64_t)at_rand(s) ^
               ((r & 1) ? 0xffffffff80000000ull : 0);
    }
}

/* The kernel: lane l applies the op with in[l] (and in2[l]) to element
   l % 4 of base (8-byte slots) and stores the old value to out[l]. */
static int at_kernel(char *buf, size_t size, const at_case *c)
{
    const size_t n = type_bytes(c->type);
    const char *reg = n == 2 ? "%h" : n == 4 ? "%w" : "%x";
    const char *bt = n == 2 ? "b16" : n == 4 ? "b32" : "b64";
    char d[64], b[64], cc[64];
    if (c->vec) {
        snprintf(d, sizeof d, "{%s1, %s2}", reg, reg);
        snprintf(b, sizeof b, "{%s3, %s4}", reg, reg);
    } else {
        snprintf(d, sizeof d, "%s1", reg);
        snprintf(b, sizeof b, "%s3", reg);
    }
    snprintf(cc, sizeof cc, ", %s5", reg);
    return snprintf(buf, size,
        ".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry k(.param .u64 base, .param .u64 in, .param .u64 in2, .param .u64 out)\n"
        "{\n"
        "    .reg .u32 %%r<4>;\n    .reg .u64 %%rd<12>;\n"
        "    .reg .b16 %%h<6>;\n    .reg .b32 %%w<6>;\n    .reg .b64 %%x<6>;\n"
        "    ld.param.u64 %%rd1, [base];\n    ld.param.u64 %%rd2, [in];\n"
        "    ld.param.u64 %%rd3, [in2];\n    ld.param.u64 %%rd4, [out];\n"
        "    mov.u32 %%r1, %%tid.x;\n    and.b32 %%r2, %%r1, 3;\n"
        "    mul.wide.u32 %%rd5, %%r2, 8;\n    add.s64 %%rd6, %%rd1, %%rd5;\n"
        "    mul.wide.u32 %%rd7, %%r1, 8;\n    add.s64 %%rd8, %%rd2, %%rd7;\n"
        "    add.s64 %%rd9, %%rd3, %%rd7;\n    add.s64 %%rd10, %%rd4, %%rd7;\n"
        "    ld.global%s.%s %s, [%%rd8];\n    ld.global.%s %s5, [%%rd9];\n"
        "    atom.global.%s %s, [%%rd6], %s%s;\n"
        "    st.global%s.%s [%%rd10], %s;\n"
        "    ret;\n}\n",
        c->vec ? ".v2" : "", bt, b, bt, reg,
        c->ptx, d, b, c->op == PTXVM_ATOMIC_CAS ? cc : "",
        c->vec ? ".v2" : "", bt, d);
}

static void run_case(pv_test *t, ptxvm_vm *vm, const at_case *c, cb_mem *cm,
                     ptxvm_addr cbr, ptxvm_addr plain, ptxvm_addr io)
{
    char text[2048];
    int n = at_kernel(text, sizeof text, c);
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    uint8_t init[64], in[256], in2[256], out_cb[256], out_plain[256], fin[64];
    uint32_t seed = 12345u + (uint32_t)(c - cases) * 7919u, i;
    const size_t es = type_bytes(c->type);
    ptxvm_addr a_in = io, a_in2 = io + 256, a_out = io + 512, base;
    void *args[4];
    ptxvm_launch l;
    int run;
    if (ptxvm_module_load(vm, text, (size_t)n, c->ptx, &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &k) != PTXVM_OK) {
        T_CHECK(t, 0, "%s: %s\n%s", c->ptx, ptxvm_error_message(vm), text);
        return;
    }
    memset(init, 0, sizeof init);
    memset(in, 0, sizeof in);
    memset(in2, 0, sizeof in2);
    for (i = 0; i < 4 * 8; i += 8) {          /* the elements, every slot */
        uint64_t v = at_value(c, &seed), w = at_value(c, &seed);
        memcpy(init + i, &v, es);
        if (c->vec)
            memcpy(init + i + es, &w, es);
    }
    for (i = 0; i < 32; i++) {
        uint64_t v = at_value(c, &seed), w = at_value(c, &seed), x = at_value(c, &seed);
        memcpy(in + 8 * i, &v, es);
        if (c->vec)
            memcpy(in + 8 * i + es, &w, es);
        memcpy(in2 + 8 * i, &x, es);
    }
    ptxvm_memcpy_htod(vm, a_in, in, sizeof in);
    ptxvm_memcpy_htod(vm, a_in2, in2, sizeof in2);
    for (run = 0; run < 2; run++) {
        base = run ? plain : cbr;
        if (run)
            ptxvm_memcpy_htod(vm, plain, init, sizeof init);
        else
            memcpy(cm->bytes, init, sizeof init);
        ptxvm_memset(vm, a_out, 0, 256);
        args[0] = &base; args[1] = &a_in; args[2] = &a_in2; args[3] = &a_out;
        test_launch_1d(&l, 1, 32, args);
        cm->calls = 0;
        if (ptxvm_launch_kernel(k, &l, NULL) != PTXVM_OK) {
            T_CHECK(t, 0, "%s run %d: %s", c->ptx, run, ptxvm_error_message(vm));
            ptxvm_module_unload(m);
            return;
        }
        ptxvm_memcpy_dtoh(vm, run ? out_plain : out_cb, a_out, 256);
        if (!run) {
            T_CHECK(t, cm->calls == (c->vec ? 64u : 32u) && cm->last_op == c->op &&
                       cm->last_type == c->type,
                    "%s: %u calls, last op %d type %d", c->ptx, cm->calls,
                    (int)cm->last_op, (int)cm->last_type);
        }
    }
    ptxvm_memcpy_dtoh(vm, fin, plain, sizeof fin);
    for (i = 0; i < 32; i++)
        T_CHECK(t, memcmp(out_cb + 8 * i, out_plain + 8 * i, c->vec ? 2 * es : es) == 0,
                "%s: lane %u's old value: callback %016llx, memory %016llx",
                c->ptx, i, *(unsigned long long *)(void *)(out_cb + 8 * i),
                *(unsigned long long *)(void *)(out_plain + 8 * i));
    for (i = 0; i < 4; i++)
        T_CHECK(t, memcmp(cm->bytes + 8 * i, fin + 8 * i, c->vec ? 2 * es : es) == 0,
                "%s: element %u: callback %016llx, memory %016llx", c->ptx, i,
                *(unsigned long long *)(void *)(cm->bytes + 8 * i),
                *(unsigned long long *)(void *)(fin + 8 * i));
    ptxvm_module_unload(m);
}

static void typed_callbacks(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_mem_callbacks cb;
    static cb_mem cm;
    ptxvm_addr cbr = 0, plain = 0, io = 0;
    size_t i;
    if (!test_begin(t, "atomic_cb: every op and type through atomic_typed"))
        return;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    memset(&cb, 0, sizeof cb);
    cb.load = cm_load;
    cb.store = cm_store;
    cb.atomic = cm_atomic_legacy;       /* atomic_typed wins over it */
    cb.atomic_typed = cm_atomic;
    memset(&cm, 0, sizeof cm);
    if (ptxvm_mem_map_callbacks(vm, sizeof cm.bytes, &cb, &cm, &cbr) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 64, &plain) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 768, &io) != PTXVM_OK) {
        T_CHECK(t, 0, "setup: %s", ptxvm_error_message(vm));
    } else {
        for (i = 0; i < NCASE(cases) && !t->case_failed; i++)
            run_case(t, vm, &cases[i], &cm, cbr, plain, io);
        T_CHECK(t, cm.legacy_calls == 0, "the legacy hook was called %u times",
                cm.legacy_calls);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
    test_end(t);
}

/* Without atomic_typed the legacy hook gets (op, bytes) as before: the
   integer cases it can serve still agree with ordinary memory. */
static void legacy_callbacks(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_mem_callbacks cb;
    static cb_mem cm;
    ptxvm_addr cbr = 0, plain = 0, io = 0;
    size_t i;
    unsigned ran = 0;
    if (!test_begin(t, "atomic_cb: the legacy hook"))
        return;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    memset(&cb, 0, sizeof cb);
    cb.load = cm_load;
    cb.store = cm_store;
    cb.atomic = cm_atomic_legacy;
    memset(&cm, 0, sizeof cm);
    if (ptxvm_mem_map_callbacks(vm, sizeof cm.bytes, &cb, &cm, &cbr) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 64, &plain) != PTXVM_OK ||
        ptxvm_mem_alloc(vm, 768, &io) != PTXVM_OK) {
        T_CHECK(t, 0, "setup: %s", ptxvm_error_message(vm));
    } else {
        for (i = 0; i < NCASE(cases) && !t->case_failed; i++)
            if (cases[i].type == PTXVM_ATOMIC_U32 || cases[i].type == PTXVM_ATOMIC_U64 ||
                cases[i].type == PTXVM_ATOMIC_B16) {
                run_case(t, vm, &cases[i], &cm, cbr, plain, io);
                ran++;
            }
        T_CHECK(t, ran == 19 && cm.legacy_calls == 32u * ran, "%u cases, %u legacy calls",
                ran, cm.legacy_calls);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes live", a.live);
    test_end(t);
}

void unit_atomic_cb(pv_test *t)
{
    typed_callbacks(t);
    legacy_callbacks(t);
}
