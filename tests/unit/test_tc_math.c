/* Tensor-core arithmetic (src/tc_math.c): the exact families against
   plain C sums, f64 against a chain of C fma, and the low-precision
   float model on cases that tell it apart from IEEE arithmetic (the
   truncating alignment, the fused block, specials, f16 rounding), on
   small-integer inputs whose sums are exact, and on random inputs within
   the model's error bound of the exact sum. */
#include "../testlib.h"
#include "tc_math.h"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t tm_rng = 12345;
static uint32_t tm_rand(void)
{
    tm_rng ^= tm_rng << 13;
    tm_rng ^= tm_rng >> 17;
    tm_rng ^= tm_rng << 5;
    return tm_rng;
}

static uint32_t tm_f32(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float tm_fl(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint64_t tm_d64(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static double tm_dbl(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }

/* Exact small values as element bits. */
static uint64_t tm_enc(tc_type t, int v)
{
    float f = (float)v;
    uint32_t u = tm_f32(f);
    int neg = v < 0, a = neg ? -v : v, e, m;
    switch (t) {
    case TC_F32: case TC_TF32: return u;
    case TC_BF16: return u >> 16;
    case TC_F16:
        if (!a) return (uint64_t)neg << 15;
        e = 0; while ((a >> e) > 1) e++;
        return (uint64_t)neg << 15 | (uint64_t)(e + 15) << 10 |
               (uint64_t)(((a << 10) >> e) & 0x3ff);
    case TC_E4M3: case TC_E5M2: case TC_E3M2: case TC_E2M3: case TC_E2M1: {
        int eb = t == TC_E4M3 ? 4 : t == TC_E5M2 ? 5 : t == TC_E3M2 ? 3 : 2;
        int mb = t == TC_E4M3 || t == TC_E2M3 ? 3 : t == TC_E2M1 ? 1 : 2;
        int bias = (1 << (eb - 1)) - 1;
        if (!a) return (uint64_t)neg << (eb + mb);
        e = 0; while ((a >> e) > 1) e++;
        m = ((a << mb) >> e) & ((1 << mb) - 1);
        return (uint64_t)neg << (eb + mb) | (uint64_t)(e + bias) << mb |
               (uint64_t)m;
    }
    default: return 0;
    }
}

/* ---- exact families ------------------------------------------------------- */

static int64_t tm_ival(tc_type t, uint64_t x)
{
    switch (t) {
    case TC_S8: return (int8_t)x;
    case TC_U8: return (uint8_t)x;
    case TC_S4: return (x & 8) ? (int64_t)(x & 15) - 16 : (int64_t)(x & 15);
    default:    return (int64_t)(x & 15);
    }
}

static void tm_int(pv_test *t)
{
    static const tc_type ty[4] = { TC_S8, TC_U8, TC_S4, TC_U4 };
    static const int ks[2] = { 32, 64 };
    uint64_t a[16 * 64], b[64 * 8], c[16 * 8], d[16 * 8];
    int ta, tb, sat, bad = 0, checked = 0;
    if (!test_begin(t, "tc_math integer: s8/u8/s4/u4 exact, wrap and satfinite"))
        return;
    for (ta = 0; ta < 4; ta++)
        for (tb = 0; tb < 4; tb++) {
            tc_op op;
            int i, j, kk;
            if ((ta < 2) != (tb < 2))
                continue;
            for (sat = 0; sat < 2; sat++) {
                memset(&op, 0, sizeof op);
                op.m = 16; op.n = 8; op.k = ks[ta >= 2];
                op.a = ty[ta]; op.b = ty[tb]; op.c = op.d = TC_S32;
                op.flags = sat ? TC_SATFINITE : 0;
                for (i = 0; i < op.m * op.k; i++) a[i] = tm_rand() & 0xff;
                for (i = 0; i < op.k * op.n; i++) b[i] = tm_rand() & 0xff;
                for (i = 0; i < op.m * op.n; i++)
                    c[i] = (i & 3) == 0 ? 0x7fffff00u + (tm_rand() & 0xff)
                         : (i & 3) == 1 ? 0x80000010u - (tm_rand() & 0xff)
                         : tm_rand();
                T_CHECK(t, tc_mma(&op, a, b, c, d) == 0, "tc_mma failed");
                for (i = 0; i < op.m; i++)
                    for (j = 0; j < op.n; j++) {
                        int64_t s = (int32_t)(uint32_t)c[i * op.n + j];
                        uint32_t want;
                        for (kk = 0; kk < op.k; kk++)
                            s += tm_ival(op.a, a[i * op.k + kk]) *
                                 tm_ival(op.b, b[kk * op.n + j]);
                        if (sat)
                            s = s > INT32_MAX ? INT32_MAX
                              : s < INT32_MIN ? INT32_MIN : s;
                        want = (uint32_t)s;
                        checked++;
                        if ((uint32_t)d[i * op.n + j] != want && bad++ < 3)
                            T_CHECK(t, 0, "types %d,%d sat %d [%d,%d]: %08x want %08x",
                                    ta, tb, sat, i, j,
                                    (unsigned)d[i * op.n + j], want);
                    }
            }
        }
    T_CHECK(t, checked == 8 * 2 * 128, "checked %d", checked);
    test_end(t);
}

static void tm_b1(pv_test *t)
{
    static uint64_t a[16 * 256], b[256 * 8], c[128], d[128];
    int and_, i, j, kk, bad = 0;
    if (!test_begin(t, "tc_math b1: xor.popc and and.popc"))
        return;
    for (and_ = 0; and_ < 2; and_++) {
        tc_op op;
        memset(&op, 0, sizeof op);
        op.m = 16; op.n = 8; op.k = 256;
        op.a = op.b = TC_B1; op.c = op.d = TC_S32;
        op.flags = and_ ? TC_POPC_AND : 0;
        for (i = 0; i < 16 * 256; i++) a[i] = tm_rand() & 1;
        for (i = 0; i < 256 * 8; i++) b[i] = tm_rand() & 1;
        for (i = 0; i < 128; i++) c[i] = tm_rand() % 1000 - 500;
        T_CHECK(t, tc_mma(&op, a, b, c, d) == 0, "tc_mma");
        for (i = 0; i < 16; i++)
            for (j = 0; j < 8; j++) {
                int32_t s = (int32_t)(uint32_t)c[i * 8 + j];
                for (kk = 0; kk < 256; kk++)
                    s += and_ ? (int)(a[i * 256 + kk] & b[kk * 8 + j])
                              : (int)(a[i * 256 + kk] ^ b[kk * 8 + j]);
                if ((uint32_t)d[i * 8 + j] != (uint32_t)s && bad++ < 3)
                    T_CHECK(t, 0, "and %d [%d,%d] %d want %d", and_, i, j,
                            (int)(uint32_t)d[i * 8 + j], s);
            }
    }
    test_end(t);
}

static void tm_f64(pv_test *t)
{
    uint64_t a[16 * 16], b[16 * 8], c[128], d[128];
    int i, j, kk, bad = 0, differs = 0;
    tc_op op;
    if (!test_begin(t, "tc_math f64: a chain of fma in k order"))
        return;
    memset(&op, 0, sizeof op);
    op.m = 16; op.n = 8; op.k = 16;
    op.a = op.b = op.c = op.d = TC_F64;
    for (i = 0; i < 256; i++)
        a[i] = tm_d64(((double)(int32_t)tm_rand()) / 3.0e5);
    for (i = 0; i < 128; i++) {
        b[i] = tm_d64(((double)(int32_t)tm_rand()) / 7.0e6);
        c[i] = tm_d64(((double)(int32_t)tm_rand()) / 1.1e3);
    }
    T_CHECK(t, tc_mma(&op, a, b, c, d) == 0, "tc_mma");
    for (i = 0; i < 16; i++)
        for (j = 0; j < 8; j++) {
            double s = tm_dbl(c[i * 8 + j]), r = s;
            for (kk = 0; kk < 16; kk++) {
                s = fma(tm_dbl(a[i * 16 + kk]), tm_dbl(b[kk * 8 + j]), s);
                r += tm_dbl(a[i * 16 + kk]) * tm_dbl(b[kk * 8 + j]);
            }
            if (tm_d64(r) != tm_d64(s))
                differs++;
            if (d[i * 8 + j] != tm_d64(s) && bad++ < 3)
                T_CHECK(t, 0, "[%d,%d] %.17g want %.17g", i, j,
                        tm_dbl(d[i * 8 + j]), s);
        }
    /* the inputs are such that a mul+add chain rounds differently */
    T_CHECK(t, differs > 0, "inputs do not distinguish fma from mul+add");
    test_end(t);
}

/* ---- the low-precision float model ----------------------------------------- */

/* A 1 x 1 x k dot product of f16 values given as bits, C and D f32. */
static uint32_t tm_dot16(int k, const uint64_t *a, const uint64_t *b,
                         uint32_t c)
{
    tc_op op;
    uint64_t cc = c, dd = 0;
    memset(&op, 0, sizeof op);
    op.m = 1; op.n = 1; op.k = k;
    op.a = op.b = TC_F16; op.c = op.d = TC_F32;
    if (tc_mma(&op, a, b, &cc, &dd))
        return 0xdeadbeef;
    return (uint32_t)dd;
}

static void tm_model_cases(pv_test *t)
{
    uint64_t a[32], b[32];
    uint32_t r;
    int i, block, keep;
    if (!test_begin(t, "tc_math f16 model: truncating alignment, fused block, specials"))
        return;
    tc_model(TC_F16, &block, &keep);
    T_CHECK(t, block == 16 && keep == 25, "f16 model %d/%d", block, keep);
    /* 1 + 1.5*2^-24: the aligned product keeps 2^-24, the sum truncates to 1 */
    a[0] = 0x0e00; /* 1.5*2^-12 */ b[0] = 0x0c00; /* 2^-12 */
    r = tm_dot16(1, a, b, 0x3f800000u);
    T_CHECK(t, r == 0x3f800000u, "1 + 1.5*2^-24 -> %08x", r);
    /* 1 - 1.5*2^-24: truncation toward zero of the product gives 1 - 2^-24
       (IEEE round-to-nearest-even would give 1 - 2^-23) */
    a[0] = 0x8e00;
    r = tm_dot16(1, a, b, 0x3f800000u);
    T_CHECK(t, r == 0x3f7fffffu, "1 - 1.5*2^-24 -> %08x", r);
    /* 2^24 + 16 * 1.0 in one fused step is exact (16 f32 additions in a
       row would stay at 2^24) */
    for (i = 0; i < 16; i++) { a[i] = 0x3c00; b[i] = 0x3c00; }
    r = tm_dot16(16, a, b, 0x4b800000u);
    T_CHECK(t, tm_fl(r) == 16777232.0f, "2^24 + 16 -> %.1f", tm_fl(r));
    /* a product below the kept bits of the largest term vanishes: 2^-30
       next to 1.0 and -1.0 leaves 0, not 2^-30 */
    a[0] = 0x3c00; b[0] = 0x3c00;            /* 1 */
    a[1] = 0xbc00; b[1] = 0x3c00;            /* -1 */
    a[2] = 0x0400; b[2] = 0x2000;            /* 2^-14 * 2^-7 = 2^-21: kept */
    a[3] = 0x0400; b[3] = 0x0400;            /* 2^-28: below 2^-24, dropped */
    r = tm_dot16(4, a, b, 0);
    T_CHECK(t, r == tm_f32(0x1p-21f), "1 - 1 + 2^-21 + 2^-28 -> %a", (double)tm_fl(r));
    /* specials */
    a[0] = 0x7c00; b[0] = 0x0000;
    r = tm_dot16(1, a, b, 0);
    T_CHECK(t, r == 0x7fffffffu, "inf*0 -> %08x", r);
    a[0] = 0x7c00; b[0] = 0xbc00; a[1] = 0x3c00; b[1] = 0x3c00;
    r = tm_dot16(2, a, b, 0);
    T_CHECK(t, r == 0xff800000u, "-inf + 1 -> %08x", r);
    r = tm_dot16(2, a, b, 0x7f800000u);
    T_CHECK(t, r == 0x7fffffffu, "-inf + inf -> %08x", r);
    a[0] = 0x7e01; b[0] = 0x3c00;
    r = tm_dot16(1, a, b, 0x3f800000u);
    T_CHECK(t, r == 0x7fffffffu, "NaN -> %08x", r);
    /* FLT_MAX + 16 * 65504^2 truncates back to FLT_MAX (f16 products
       cannot reach the f32 overflow; block-scaled ones can, below) */
    for (i = 0; i < 16; i++) { a[i] = 0x7bff; b[i] = 0x7bff; }
    r = tm_dot16(16, a, b, 0x7f7fffffu);
    T_CHECK(t, r == 0x7f7fffffu, "FLT_MAX + small -> %08x", r);
    /* subnormal products are kept: 2^-24 * 2^-14 = 2^-38 */
    a[0] = 0x0001; b[0] = 0x0400;
    r = tm_dot16(1, a, b, 0);
    T_CHECK(t, r == tm_f32(0x1p-38f), "subnormal product -> %08x", r);
    /* -0 + -0 products stay -0; +0 + -0 is +0 */
    a[0] = 0x8000; b[0] = 0x3c00;
    r = tm_dot16(1, a, b, 0x80000000u);
    T_CHECK(t, r == 0x80000000u, "-0 + -0 -> %08x", r);
    r = tm_dot16(1, a, b, 0);
    T_CHECK(t, r == 0, "+0 + -0 -> %08x", r);
    test_end(t);
}

static void tm_f16_out(pv_test *t)
{
    tc_op op;
    uint64_t a[2] = { 0x3c00, 0x1000 }, b[2] = { 0x3c00, 0x3c00 }, c = 0, d;
    if (!test_begin(t, "tc_math f16 D: nearest even, overflow, satfinite, NaN"))
        return;
    memset(&op, 0, sizeof op);
    op.m = 1; op.n = 1; op.k = 2;
    op.a = op.b = TC_F16; op.c = TC_F16; op.d = TC_F16;
    /* 1 + 2^-11: a tie in f16, to even 1.0 */
    tc_mma(&op, a, b, &c, &d);
    T_CHECK(t, d == 0x3c00, "1 + 2^-11 -> %04x", (unsigned)d);
    /* 1 + 3*2^-11 -> 1 + 2^-9 (tie up to even) */
    a[1] = 0x1600;
    tc_mma(&op, a, b, &c, &d);
    T_CHECK(t, d == 0x3c02, "1 + 3*2^-11 -> %04x", (unsigned)d);
    a[0] = 0x7bff; a[1] = 0x7bff; b[0] = 0x3c00; b[1] = 0x3c00;
    tc_mma(&op, a, b, &c, &d);
    T_CHECK(t, d == 0x7c00, "65504*2 -> %04x", (unsigned)d);
    op.flags = TC_SATFINITE;
    tc_mma(&op, a, b, &c, &d);
    T_CHECK(t, d == 0x7bff, "satfinite 65504*2 -> %04x", (unsigned)d);
    op.flags = 0;
    c = 0x7e00;
    tc_mma(&op, a, b, &c, &d);
    T_CHECK(t, d == 0x7fff, "NaN C -> %04x", (unsigned)d);
    test_end(t);
}

/* Small integers: every family's sums are exact, so D is the exact sum. */
static void tm_exact_ints(pv_test *t)
{
    static const tc_type ty[] = { TC_F16, TC_BF16, TC_TF32, TC_E4M3, TC_E5M2,
                                  TC_E3M2, TC_E2M3, TC_E2M1 };
    static const char *nm[] = { "f16", "bf16", "tf32", "e4m3", "e5m2",
                                "e3m2", "e2m3", "e2m1" };
    static const int lim[] = { 64, 64, 64, 8, 4, 4, 4, 3 };
    uint64_t a[16 * 64], b[64 * 8], c[128], d[128];
    int ti, bad = 0;
    if (!test_begin(t, "tc_math float families: exact on small integers"))
        return;
    for (ti = 0; ti < 8; ti++) {
        tc_op op;
        int i, j, kk, av[16 * 64], bv[64 * 8];
        memset(&op, 0, sizeof op);
        op.m = 16; op.n = 8; op.k = ti < 3 ? 16 : 64;
        op.a = op.b = ty[ti];
        op.c = op.d = TC_F32;
        for (i = 0; i < op.m * op.k; i++) {
            /* values the format holds exactly: 0..lim with few bits */
            int v = (int)(tm_rand() % (unsigned)(lim[ti] + 1));
            if (ti >= 3) v = v > 4 ? 4 : v;
            av[i] = (tm_rand() & 1) ? -v : v;
            a[i] = tm_enc(ty[ti], av[i]);
        }
        for (i = 0; i < op.k * op.n; i++) {
            int v = (int)(tm_rand() % (unsigned)(lim[ti] + 1));
            if (ti >= 3) v = v > 4 ? 4 : v;
            bv[i] = (tm_rand() & 1) ? -v : v;
            b[i] = tm_enc(ty[ti], bv[i]);
        }
        for (i = 0; i < 128; i++)
            c[i] = tm_f32((float)((int)(tm_rand() % 2001) - 1000));
        T_CHECK(t, tc_mma(&op, a, b, c, d) == 0, "%s tc_mma", nm[ti]);
        for (i = 0; i < 16; i++)
            for (j = 0; j < 8; j++) {
                long s = (long)tm_fl((uint32_t)c[i * 8 + j]);
                for (kk = 0; kk < op.k; kk++)
                    s += (long)av[i * op.k + kk] * bv[kk * 8 + j];
                if (tm_fl((uint32_t)d[i * 8 + j]) != (float)s && bad++ < 4)
                    T_CHECK(t, 0, "%s [%d,%d] %g want %ld", nm[ti], i, j,
                            (double)tm_fl((uint32_t)d[i * 8 + j]), s);
            }
    }
    test_end(t);
}

/* Random f16 and bf16: within the model's bound of the exact sum (each
   fused step loses under 2^-24 of its largest term per term to the
   alignment plus one f32 ulp to the truncation), and never above the
   exact magnitude when all terms are positive (truncation only). */
static void tm_random_bound(pv_test *t)
{
    uint64_t a[16 * 32], b[32 * 8], c[128], d[128];
    int rep, bad = 0;
    if (!test_begin(t, "tc_math f16/bf16 random: within the truncation bound"))
        return;
    for (rep = 0; rep < 2; rep++) {
        tc_op op;
        int i, j, kk;
        memset(&op, 0, sizeof op);
        op.m = 16; op.n = 8; op.k = 32;
        op.a = op.b = rep ? TC_BF16 : TC_F16;
        op.c = op.d = TC_F32;
        for (i = 0; i < 16 * 32; i++)
            a[i] = rep ? 0x3c00u + (tm_rand() & 0x3ff) : 0x3000u + (tm_rand() & 0x1fff);
        for (i = 0; i < 32 * 8; i++)
            b[i] = rep ? 0x3c00u + (tm_rand() & 0x3ff) : 0x3000u + (tm_rand() & 0x1fff);
        for (i = 0; i < 128; i++)
            c[i] = tm_f32((float)(tm_rand() % 1000) / 7.0f);
        T_CHECK(t, tc_mma(&op, a, b, c, d) == 0, "tc_mma");
        for (i = 0; i < 16; i++)
            for (j = 0; j < 8; j++) {
                double s = tm_fl((uint32_t)c[i * 8 + j]), got, bound;
                for (kk = 0; kk < 32; kk++) {
                    uint64_t x = a[i * 32 + kk], y = b[kk * 8 + j];
                    double fx, fy;
                    if (rep) {
                        fx = tm_fl((uint32_t)x << 16);
                        fy = tm_fl((uint32_t)y << 16);
                    } else {
                        fx = ldexp((double)((x & 0x3ff) | 0x400), (int)((x >> 10) & 31) - 25);
                        fy = ldexp((double)((y & 0x3ff) | 0x400), (int)((y >> 10) & 31) - 25);
                    }
                    s += fx * fy;
                }
                got = tm_fl((uint32_t)d[i * 8 + j]);
                bound = s * 0x1p-24 * 40;
                if ((got > s || s - got > bound) && bad++ < 3)
                    T_CHECK(t, 0, "rep %d [%d,%d] %.9g exact %.9g", rep, i, j,
                            got, s);
            }
    }
    test_end(t);
}

static void tm_scaled(pv_test *t)
{
    uint64_t a[16 * 64], b[64 * 8], c[128], d[128], sa[16 * 2], sb[2 * 8];
    int av[16 * 64], bv[64 * 8], i, j, kk, bad = 0;
    tc_op op;
    if (!test_begin(t, "tc_math block scaling: ue8m0 scales per 32 elements"))
        return;
    memset(&op, 0, sizeof op);
    op.m = 16; op.n = 8; op.k = 64;
    op.a = op.b = TC_E2M1; op.c = op.d = TC_F32;
    op.s = TC_UE8M0; op.kblocks = 2; op.sa = sa; op.sb = sb;
    for (i = 0; i < 16 * 64; i++) {
        av[i] = (int)(tm_rand() % 5) - 2;
        a[i] = tm_enc(TC_E2M1, av[i]);
    }
    for (i = 0; i < 64 * 8; i++) {
        bv[i] = (int)(tm_rand() % 5) - 2;
        b[i] = tm_enc(TC_E2M1, bv[i]);
    }
    for (i = 0; i < 32; i++) sa[i] = 127 + (tm_rand() % 4);
    for (i = 0; i < 16; i++) sb[i] = 126 + (tm_rand() % 3);
    for (i = 0; i < 128; i++) c[i] = tm_f32((float)(int)(tm_rand() % 100));
    T_CHECK(t, tc_mma(&op, a, b, c, d) == 0, "tc_mma");
    for (i = 0; i < 16; i++)
        for (j = 0; j < 8; j++) {
            double s = tm_fl((uint32_t)c[i * 8 + j]);
            for (kk = 0; kk < 64; kk++)
                s += ldexp((double)av[i * 64 + kk] * bv[kk * 8 + j],
                           (int)sa[i * 2 + kk / 32] - 127 +
                           (int)sb[(kk / 32) * 8 + j] - 127);
            if (tm_fl((uint32_t)d[i * 8 + j]) != (float)s && bad++ < 3)
                T_CHECK(t, 0, "[%d,%d] %g want %g", i, j,
                        (double)tm_fl((uint32_t)d[i * 8 + j]), s);
        }
    /* 448 * 448 * 2^127 * 2^0 overflows to infinity */
    op.a = op.b = TC_E4M3;
    a[0] = 0x7e; b[0] = 0x7e; sa[0] = 0xfe; sb[0] = 127;
    for (kk = 1; kk < 64; kk++) a[kk] = 0;
    c[0] = 0;
    tc_mma(&op, a, b, c, d);
    T_CHECK(t, (uint32_t)d[0] == 0x7f800000u, "scaled overflow -> %08x",
            (unsigned)d[0]);
    sa[0] = 0xff;   /* a NaN scale poisons its row */
    tc_mma(&op, a, b, c, d);
    T_CHECK(t, (uint32_t)d[0] == 0x7fffffffu && (uint32_t)d[8] != 0x7fffffffu,
            "NaN scale -> %08x", (unsigned)d[0]);
    test_end(t);
}

static void tm_check(pv_test *t)
{
    tc_op op;
    const char *why = NULL;
    uint64_t x = 0;
    if (!test_begin(t, "tc_math rejects invalid combinations"))
        return;
    memset(&op, 0, sizeof op);
    op.m = 16; op.n = 8; op.k = 16;
    op.a = op.b = TC_BF16; op.c = op.d = TC_F16;
    T_CHECK(t, tc_check(&op, &why) < 0 && why, "bf16 into f16 accepted");
    op.a = TC_S8; op.b = TC_S4; op.c = op.d = TC_S32;
    T_CHECK(t, tc_check(&op, &why) < 0, "s8 x s4 accepted");
    op.a = TC_F16; op.b = TC_F16; op.c = op.d = TC_F32;
    op.s = TC_UE8M0; op.kblocks = 1; op.sa = op.sb = &x;
    T_CHECK(t, tc_check(&op, &why) < 0, "scaled f16 accepted");
    op.a = op.b = TC_E4M3; op.kblocks = 3;
    T_CHECK(t, tc_check(&op, &why) < 0, "k % kblocks accepted");
    op.kblocks = 1;
    T_CHECK(t, tc_check(&op, &why) == 0, "e4m3 scaled rejected: %s", why);
    op.k = 0;
    T_CHECK(t, tc_mma(&op, &x, &x, &x, &x) < 0, "k = 0 accepted");
    test_end(t);
}

/* One random element of type ty (f16, bf16 or tf32 bits) for mode:
   0 any bits, 1 exponents near 1 (sums cancel), 2 the whole exponent
   range, 3 subnormals and zeros; rarely an inf or NaN in every mode. */
static uint64_t tm_elem(tc_type ty, int mode)
{
    int eb = ty == TC_F16 ? 5 : 8, mb = ty == TC_F16 ? 10 : ty == TC_BF16 ? 7 : 10;
    uint32_t r = tm_rand(), emax = (1u << eb) - 1, bias = emax >> 1, e;
    uint64_t m = tm_rand() & ((1u << mb) - 1), x;
    if (r % 400 == 0)
        e = emax;                               /* inf (m == 0) or NaN */
    else if (mode == 0)
        e = (r >> 9) & emax;
    else if (mode == 1)
        e = bias - 2 + (r >> 9) % 5;
    else if (mode == 2)
        e = (r >> 9) % emax;
    else
        e = (r >> 9) % 3 ? 0 : 1 + (r >> 11) % 2;
    if (mode == 3 && (r >> 24) % 4 == 0)
        m = 0;                                  /* many +-0 */
    if ((r >> 20) % 16 == 0)
        m = 0;                                  /* zeros and powers of two */
    x = ((uint64_t)((r >> 30) & 1) << (eb + mb)) | ((uint64_t)e << mb) | m;
    return ty == TC_TF32 ? x << 13 | (tm_rand() & 0x1fff) : x;
}

/* The fast path of tc_mma (f16, bf16, tf32) against tc_mma_generic, bit
   for bit, over more than a million products per type combination. */
static void tm_fast_generic(pv_test *t)
{
    static const struct { tc_type a, c, d; } cb[] = {
        { TC_F16, TC_F32, TC_F32 }, { TC_F16, TC_F16, TC_F16 },
        { TC_F16, TC_F32, TC_F16 }, { TC_F16, TC_F16, TC_F32 },
        { TC_BF16, TC_F32, TC_F32 }, { TC_TF32, TC_F32, TC_F32 },
    };
    static const int shp[][3] = { { 16, 8, 16 }, { 16, 8, 8 }, { 8, 8, 4 },
                                  { 16, 16, 16 }, { 4, 6, 37 } };
    uint64_t a[16 * 64], b[64 * 16], c[16 * 16], d1[16 * 16], d2[16 * 16];
    size_t ci;
    test_begin(t, "fast path equals the generic model bit for bit");
    for (ci = 0; ci < sizeof cb / sizeof cb[0]; ci++) {
        long products = 0, diff = 0, outs = 0;
        int round = 0;
        while (products < 1100000) {
            const int *sh = shp[round % 5];
            int ma = (round / 5) % 5, mbm = (round / 25) % 5, i;
            tc_op op;
            memset(&op, 0, sizeof op);
            op.m = sh[0]; op.n = sh[1]; op.k = sh[2];
            op.a = op.b = cb[ci].a; op.c = cb[ci].c; op.d = cb[ci].d;
            op.flags = round % 7 == 3 ? TC_SATFINITE : 0;
            for (i = 0; i < op.m * op.k; i++)
                a[i] = tm_elem(op.a, ma % 4);
            for (i = 0; i < op.k * op.n; i++)
                b[i] = tm_elem(op.b, mbm % 4);
            if (ma == 4)   /* pairs along k cancel exactly */
                for (i = 0; i + 1 < op.m * op.k; i += 2)
                    a[i + 1] = a[i] ^ (op.a == TC_TF32 ? 0x80000000u : 0x8000u);
            if (mbm == 4)
                for (i = 0; i + op.n < op.k * op.n; i++)
                    if ((i / op.n) % 2 == 1)
                        b[i] = b[i - op.n];
            for (i = 0; i < op.m * op.n; i++) {
                uint32_t r = tm_rand();
                if (op.c == TC_F16)
                    c[i] = r % 3 ? tm_elem(TC_F16, (int)(r >> 8) % 4)
                                 : (r >> 8) % 2 * 0x8000u;
                else
                    c[i] = r % 3 == 0 ? (r >> 8) % 2 * 0x80000000u
                         : r % 3 == 1 ? tm_rand()
                         : tm_f32((float)((int)(tm_rand() % 2001) - 1000) /
                                  64.0f);
            }
            T_CHECK(t, tc_mma(&op, a, b, c, d1) == 0, "tc_mma");
            T_CHECK(t, tc_mma_generic(&op, a, b, c, d2) == 0, "tc_mma_generic");
            for (i = 0; i < op.m * op.n; i++) {
                if (d1[i] != d2[i] && diff++ < 4)
                    T_CHECK(t, 0, "type %d c %d d %d, %dx%dx%d, d[%d]: fast "
                            "%08llx, generic %08llx", (int)op.a, (int)op.c,
                            (int)op.d, op.m, op.n, op.k, i,
                            (unsigned long long)d1[i],
                            (unsigned long long)d2[i]);
                outs++;
            }
            products += (long)op.m * op.n * op.k;
            round++;
        }
        T_CHECK(t, diff == 0, "combination %d: %ld of %ld results differ",
                (int)ci, diff, outs);
    }
    test_end(t);
}

void unit_tc_math(pv_test *t)
{
    tm_int(t);
    tm_b1(t);
    tm_f64(t);
    tm_model_cases(t);
    tm_f16_out(t);
    tm_exact_ints(t);
    tm_random_bound(t);
    tm_scaled(t);
    tm_check(t);
    tm_fast_generic(t);
}
