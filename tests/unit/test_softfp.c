/* Soft floating point (src/softfp.c) against the host FPU: random f32/f64
   operands in all four rounding modes (the host's rounding mode is set
   with fesetround here, in the test only, and restored), f16/bf16 against
   exact double arithmetic narrowed by an independent reference, plus
   hand-picked edge cases. */
#include "softfp.h"
#include "fpconv.h"
#include "../testlib.h"
#include <fenv.h>
#include <math.h>
#include <string.h>

/* Typed conveniences over the generic soft-float entry points. */
static inline uint32_t sf_f32_add(uint32_t a, uint32_t b, sf_rnd rm,
                                  unsigned fl)
{ return (uint32_t)sf_add(SF_F32, a, b, rm, fl); }
static inline uint32_t sf_f32_sub(uint32_t a, uint32_t b, sf_rnd rm,
                                  unsigned fl)
{ return (uint32_t)sf_sub(SF_F32, a, b, rm, fl); }
static inline uint32_t sf_f32_mul(uint32_t a, uint32_t b, sf_rnd rm,
                                  unsigned fl)
{ return (uint32_t)sf_mul(SF_F32, a, b, rm, fl); }
static inline uint32_t sf_f32_fma(uint32_t a, uint32_t b, uint32_t c,
                                  sf_rnd rm, unsigned fl)
{ return (uint32_t)sf_fma(SF_F32, a, b, c, rm, fl); }
static inline uint32_t sf_f32_div(uint32_t a, uint32_t b, sf_rnd rm,
                                  unsigned fl)
{ return (uint32_t)sf_div(SF_F32, a, b, rm, fl); }
static inline uint32_t sf_f32_sqrt(uint32_t a, sf_rnd rm, unsigned fl)
{ return (uint32_t)sf_sqrt(SF_F32, a, rm, fl); }
static inline uint32_t sf_f32_rcp(uint32_t a, sf_rnd rm, unsigned fl)
{ return (uint32_t)sf_rcp(SF_F32, a, rm, fl); }
static inline uint64_t sf_f64_add(uint64_t a, uint64_t b, sf_rnd rm)
{ return sf_add(SF_F64, a, b, rm, 0); }
static inline uint64_t sf_f64_mul(uint64_t a, uint64_t b, sf_rnd rm)
{ return sf_mul(SF_F64, a, b, rm, 0); }
static inline uint64_t sf_f64_rcp(uint64_t a, sf_rnd rm)
{ return sf_rcp(SF_F64, a, rm, 0); }


static const int sf_t_modes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD,
                                  FE_UPWARD};
static const sf_rnd sf_t_rnd[4] = {SF_RN, SF_RZ, SF_RM, SF_RP};

static uint64_t t_rng(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return *s = x;
}

static float f_of(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static uint32_t b_of(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static double d_of(uint64_t b) { double f; memcpy(&f, &b, 8); return f; }
static uint64_t db_of(double f) { uint64_t b; memcpy(&b, &f, 8); return b; }

/* Random f32 patterns biased toward interesting exponents. */
static uint32_t t_rand32(uint64_t *s)
{
    uint64_t r = t_rng(s);
    uint32_t b = (uint32_t)r;
    switch ((r >> 40) & 7) {
    case 0: return b;                                  /* anything     */
    case 1: return b & 0x807fffffu;                    /* subnormal    */
    case 2: return (b & 0x80ffffffu) | 0x7e000000u;    /* huge         */
    case 3: return (b & 0x80ffffffu) | 0x00800000u;    /* tiny normal  */
    case 4: return (b & 0x8007ffffu) | 0x3f800000u;    /* near 1, short */
    default: return (b & 0x87ffffffu) | 0x38000000u;   /* middle       */
    }
}

static uint64_t t_rand64(uint64_t *s)
{
    uint64_t r = t_rng(s), b = t_rng(s);
    switch ((r >> 40) & 7) {
    case 0: return b;
    case 1: return b & 0x800fffffffffffffull;
    case 2: return (b & 0x801fffffffffffffull) | 0x7fc0000000000000ull;
    case 3: return (b & 0x801fffffffffffffull) | 0x0010000000000000ull;
    case 4: return (b & 0x800000ffffffffffull) | 0x3ff0000000000000ull;
    default: return (b & 0x80ffffffffffffffull) | 0x3c00000000000000ull;
    }
}

/* Host f32 op in the current rounding mode (volatile keeps it at run
   time, between the fesetround calls). */
static uint32_t h32(int op, uint32_t a, uint32_t b, uint32_t c)
{
    volatile float x = f_of(a), y = f_of(b), z = f_of(c), r;
    switch (op) {
    case 0: r = x + y; break;
    case 1: r = x - y; break;
    case 2: r = x * y; break;
    case 3: r = fmaf(x, y, z); break;
    case 4: r = x / y; break;
    default: r = sqrtf(x); break;
    }
    return b_of(r);
}

static uint64_t h64(int op, uint64_t a, uint64_t b, uint64_t c)
{
    volatile double x = d_of(a), y = d_of(b), z = d_of(c), r;
    switch (op) {
    case 0: r = x + y; break;
    case 1: r = x - y; break;
    case 2: r = x * y; break;
    case 3: r = fma(x, y, z); break;
    case 4: r = x / y; break;
    default: r = sqrt(x); break;
    }
    return db_of(r);
}

static uint64_t s_op(sf_fmt f, int op, uint64_t a, uint64_t b, uint64_t c,
                     sf_rnd rm, unsigned fl)
{
    switch (op) {
    case 0: return sf_add(f, a, b, rm, fl);
    case 1: return sf_sub(f, a, b, rm, fl);
    case 2: return sf_mul(f, a, b, rm, fl);
    case 3: return sf_fma(f, a, b, c, rm, fl);
    case 4: return sf_div(f, a, b, rm, fl);
    default: return sf_sqrt(f, a, rm, fl);
    }
}

static const char *const t_opn[6] = {"add", "sub", "mul", "fma", "div",
                                     "sqrt"};

static void t_random_f32(pv_test *t)
{
    uint64_t s = 0x9e3779b97f4a7c15ull;
    int m, op, i, bad;
    if (!test_begin(t, "softfp f32 random vs host, 4 modes"))
        return;
    for (m = 0; m < 4; m++) {
        for (op = 0; op < 6; op++) {
            bad = 0;
            for (i = 0; i < 12000; i++) {
                uint32_t a = t_rand32(&s), b = t_rand32(&s);
                uint32_t c = t_rand32(&s), h, r;
                if (op == 5 && (i & 1))
                    a &= 0x7fffffffu;
                fesetround(sf_t_modes[m]);
                h = h32(op, a, b, c);
                fesetround(FE_TONEAREST);
                r = (uint32_t)s_op(SF_F32, op, a, b, c, sf_t_rnd[m], 0);
                if (isnan(f_of(h)))
                    h = 0x7fffffffu;
                if (r != h && bad++ < 5)
                    T_CHECK(t, 0, "%s mode %d: %08x %08x %08x: got %08x "
                            "want %08x", t_opn[op], m, (unsigned)a,
                            (unsigned)b, (unsigned)c, (unsigned)r,
                            (unsigned)h);
            }
        }
    }
    fesetround(FE_TONEAREST);
    test_end(t);
}

/* The f64 NaN rule (an H200, src/f64nan.h): a NaN operand quieted, taken
   in the order add/sub/mul b, a; fma b, c, a; div a, b; else
   0xfff8000000000000. n: 2 add/sub/mul/div, 3 fma, 1 sqrt (the op's
   operand count; div is told apart by rev == 0). */
static uint64_t t_nan64_ord(int n, int rev, uint64_t a, uint64_t b, uint64_t c)
{
    uint64_t o[3];
    int i;
    if (n == 3) { o[0] = b; o[1] = c; o[2] = a; }
    else if (n == 2 && rev) { o[0] = b; o[1] = a; o[2] = a; }
    else { o[0] = a; o[1] = b; o[2] = c; }
    for (i = 0; i < n; i++)
        if (isnan(d_of(o[i])))
            return o[i] | (1ull << 51);
    return 0xfff8000000000000ull;
}

static void t_random_f64(pv_test *t)
{
    uint64_t s = 0x243f6a8885a308d3ull;
    int m, op, i, bad;
    static const int nops[6] = {2, 2, 2, 3, 2, 1};
    if (!test_begin(t, "softfp f64 random vs host, 4 modes"))
        return;
    for (m = 0; m < 4; m++) {
        for (op = 0; op < 6; op++) {
            bad = 0;
            for (i = 0; i < 8000; i++) {
                uint64_t a = t_rand64(&s), b = t_rand64(&s);
                uint64_t c = t_rand64(&s), h, r;
                if (op == 5 && (i & 1))
                    a &= 0x7fffffffffffffffull;
                fesetround(sf_t_modes[m]);
                h = h64(op, a, b, c);
                fesetround(FE_TONEAREST);
                r = s_op(SF_F64, op, a, b, c, sf_t_rnd[m], 0);
                if (isnan(d_of(h)))
                    h = t_nan64_ord(nops[op], op < 3, a, b, c);
                if (r != h && bad++ < 5)
                    T_CHECK(t, 0, "%s mode %d: %016llx %016llx %016llx: "
                            "got %016llx want %016llx", t_opn[op], m,
                            (unsigned long long)a, (unsigned long long)b,
                            (unsigned long long)c, (unsigned long long)r,
                            (unsigned long long)h);
            }
        }
    }
    fesetround(FE_TONEAREST);
    test_end(t);
}

/* Independent narrowing of a double to a 16-bit format in any mode:
   binary search over the (monotone) positive bit patterns. */
static uint32_t t_narrow16(double d, int eb, int mb, int mode)
{
    uint32_t sign = (uint32_t)(db_of(d) >> 63) << (eb + mb);
    uint32_t infp = ((1u << eb) - 1) << mb, lo = 0, hi = infp, mid;
    double ad = fabs(d);
    if (isnan(d))
        return infp | ((1u << mb) - 1);
    if (mode == 0)
        return fp_from_f64_rn(db_of(d), eb, mb);
    while (lo < hi) {           /* largest pattern with value <= ad */
        mid = (lo + hi + 1) / 2;
        if (d_of(fp_to_f64(mid, eb, mb)) <= ad)
            lo = mid;
        else
            hi = mid - 1;
    }
    if (d_of(fp_to_f64(lo, eb, mb)) == ad)
        return sign | lo;
    if (mode == 1 || (mode == 2 && !sign) || (mode == 3 && sign))
        return sign | lo;
    return sign | (lo + 1);
}

static uint32_t t_rand16(uint64_t *s, int eb)
{
    uint64_t r = t_rng(s);
    uint32_t b = (uint32_t)r & 0xffffu;
    if (((r >> 32) & 3) == 0)
        b &= 0x8000u | ((1u << (15 - eb)) - 1);       /* subnormal */
    return b;
}

static void t_random_half(pv_test *t)
{
    uint64_t s = 0x13198a2e03707344ull;
    int m, op, i, bad, k;
    if (!test_begin(t, "softfp f16/bf16 random, 4 modes"))
        return;
    for (k = 0; k < 2; k++) {
        sf_fmt f = k ? SF_BF16 : SF_F16;
        int eb = k ? 8 : 5, mb = k ? 7 : 10;
        for (m = 0; m < 4; m++) {
            for (op = 0; op < 6; op++) {
                bad = 0;
                for (i = 0; i < 4000; i++) {
                    uint32_t a = t_rand16(&s, eb), b = t_rand16(&s, eb);
                    uint32_t c = t_rand16(&s, eb), w, r;
                    uint64_t h;
                    if (op == 5 && (i & 1))
                        a &= 0x7fffu;
                    /* RN: round to odd in double (RZ, sticky into the
                       last bit), then once to nearest: no double
                       rounding */
                    fesetround(m ? sf_t_modes[m] : FE_TOWARDZERO);
                    feclearexcept(FE_INEXACT);
                    h = h64(op, fp_to_f64(a, eb, mb), fp_to_f64(b, eb, mb),
                            fp_to_f64(c, eb, mb));
                    if (!m && fetestexcept(FE_INEXACT))
                        h |= 1;
                    fesetround(FE_TONEAREST);
                    w = t_narrow16(d_of(h), eb, mb, m);
                    r = (uint32_t)s_op(f, op, a, b, c, sf_t_rnd[m], 0);
                    if (r != w && bad++ < 5)
                        T_CHECK(t, 0, "%s %s mode %d: %04x %04x %04x: got "
                                "%04x want %04x", k ? "bf16" : "f16",
                                t_opn[op], m, (unsigned)a, (unsigned)b,
                                (unsigned)c, (unsigned)r, (unsigned)w);
                }
            }
        }
    }
    test_end(t);
}

/* Through pointers: the compiler inlines rint() assuming round to
   nearest. */
static double (*volatile t_rint)(double) = rint;
static float (*volatile t_rintf)(float) = rintf;

static void t_random_cvt(pv_test *t)
{
    uint64_t s = 0xa4093822299f31d0ull;
    int m, i, bad = 0;
    static const int widths[4] = {8, 16, 32, 64};
    if (!test_begin(t, "softfp cvt random vs host, 4 modes"))
        return;
    for (m = 0; m < 4; m++) {
        for (i = 0; i < 6000; i++) {
            uint64_t d = t_rand64(&s), v = t_rng(&s);
            uint32_t f = t_rand32(&s), hf, r32;
            uint64_t r, w, hi;
            double dd = d_of(d), rd;
            int k, wd = widths[i & 3], sg = (i >> 2) & 1;
            if ((i & 7) == 0)   /* values that reach the integer ranges */
                dd = ldexp((double)(int64_t)v, -(int)(t_rng(&s) % 70));
            d = db_of(dd);
            fesetround(sf_t_modes[m]);
            { volatile double x = dd; volatile float y = (float)x;
              hf = b_of(y); }
            { volatile double x = dd; rd = t_rint(x); }
            { volatile int64_t x = (int64_t)v; volatile uint64_t y = v;
              volatile float a = (float)x, b = (float)y;
              volatile double c = (double)x, e = (double)y;
              hi = ((uint64_t)b_of(a) << 32) | b_of(b);
              w = db_of(c) ^ (db_of(e) * 3); }
            { volatile float x = f_of(f); volatile float y = t_rintf(x);
              r32 = b_of(y); }
            fesetround(FE_TONEAREST);
            /* f64 -> f32, f16, bf16 */
            r = sf_cvt_ff(SF_F32, SF_F64, d, sf_t_rnd[m], 0);
            if (isnan(dd))
                hf = 0x7fffffffu;
            if (r != hf && bad++ < 8)
                T_CHECK(t, 0, "f32.f64 m%d %016llx: %08x want %08x", m,
                        (unsigned long long)d, (unsigned)r, (unsigned)hf);
            for (k = 0; k < 2; k++) {
                int eb = k ? 8 : 5, mb = k ? 7 : 10;
                uint32_t want = t_narrow16(dd, eb, mb, m);
                r = sf_cvt_ff(k ? SF_BF16 : SF_F16, SF_F64, d, sf_t_rnd[m],
                              0);
                if (r != want && bad++ < 8)
                    T_CHECK(t, 0, "%s.f64 m%d %016llx: %04x want %04x",
                            k ? "bf16" : "f16", m, (unsigned long long)d,
                            (unsigned)r, (unsigned)want);
            }
            /* f64 -> integer */
            {
                uint64_t want;
                double lo = sg ? -ldexp(1, wd - 1) : 0;
                double hi2 = sg ? ldexp(1, wd - 1) - 1 : ldexp(1, wd) - 1;
                if (isnan(rd))            /* an H200: 1 << (bits - 1) */
                    want = wd >= 32 ? (uint64_t)1 << (wd - 1) : 0;
                else if (rd <= lo)
                    want = sg ? (uint64_t)0 - ((uint64_t)1 << (wd - 1)) : 0;
                else if (rd >= hi2)
                    want = sg ? ((uint64_t)1 << (wd - 1)) - 1
                              : (wd == 64 ? ~(uint64_t)0
                                          : ((uint64_t)1 << wd) - 1);
                else
                    want = sg ? (uint64_t)(int64_t)rd : (uint64_t)rd;
                r = sf_cvt_fi(sg, wd, SF_F64, d, sf_t_rnd[m], 0);
                if (r != want && bad++ < 8)
                    T_CHECK(t, 0, "%c%d.f64 m%d %016llx: %llx want %llx",
                            sg ? 's' : 'u', wd, m, (unsigned long long)d,
                            (unsigned long long)r, (unsigned long long)want);
            }
            /* s64/u64 -> f32, f64 */
            r = (sf_cvt_if(SF_F32, v, 1, sf_t_rnd[m], 0) << 32) |
                sf_cvt_if(SF_F32, v, 0, sf_t_rnd[m], 0);
            if (r != hi && bad++ < 8)
                T_CHECK(t, 0, "f32.s64/u64 m%d %llx: %llx want %llx", m,
                        (unsigned long long)v, (unsigned long long)r,
                        (unsigned long long)hi);
            r = sf_cvt_if(SF_F64, v, 1, sf_t_rnd[m], 0) ^
                (sf_cvt_if(SF_F64, v, 0, sf_t_rnd[m], 0) * 3);
            if (r != w && bad++ < 8)
                T_CHECK(t, 0, "f64.s64/u64 m%d %llx", m,
                        (unsigned long long)v);
            /* f32 round to integral */
            r = sf_round_int(SF_F32, f, sf_t_rnd[m], 0);
            if (isnan(f_of(f)))
                r32 = 0x7fffffffu;
            if (r != r32 && bad++ < 8)
                T_CHECK(t, 0, "rni f32 m%d %08x: %08x want %08x", m,
                        (unsigned)f, (unsigned)r, (unsigned)r32);
        }
    }
    fesetround(FE_TONEAREST);
    test_end(t);
}

#define CHK(got, want)                                                    \
    T_CHECK(t, (uint64_t)(got) == (uint64_t)(want), "%s: got %llx want %llx", \
            #got, (unsigned long long)(got), (unsigned long long)(want))

static void t_edges(pv_test *t)
{
    const uint32_t PZ = 0, NZ = 0x80000000u, ONE = 0x3f800000u,
                   INF = 0x7f800000u, NINF = 0xff800000u, QN = 0x7fffffffu,
                   MAXF = 0x7f7fffffu, MINN = 0x00800000u, SUB = 0x00000001u;
    if (!test_begin(t, "softfp edge cases"))
        return;
    /* signed zeros */
    CHK(sf_f32_add(PZ, NZ, SF_RN, 0), PZ);
    CHK(sf_f32_add(PZ, NZ, SF_RM, 0), NZ);
    CHK(sf_f32_add(NZ, NZ, SF_RN, 0), NZ);
    CHK(sf_f32_sub(ONE, ONE, SF_RN, 0), PZ);
    CHK(sf_f32_sub(ONE, ONE, SF_RM, 0), NZ);
    CHK(sf_f32_fma(NZ, ONE, PZ, SF_RN, 0), PZ);
    CHK(sf_f32_fma(NZ, ONE, NZ, SF_RN, 0), NZ);
    CHK(sf_f32_sqrt(NZ, SF_RN, 0), NZ);
    /* NaN canonicalisation */
    CHK(sf_f32_add(0xffc00001u, ONE, SF_RN, 0), QN);
    CHK(sf_f32_mul(INF, PZ, SF_RN, 0), QN);
    CHK(sf_f32_add(INF, NINF, SF_RN, 0), QN);
    CHK(sf_f32_sqrt(0xbf800000u, SF_RN, 0), QN);
    CHK(sf_f64_add(0xfff0000000000001ull, 0x7ff8000000000002ull, SF_RN),
        0x7ff8000000000002ull);                        /* f64: b, then a */
    CHK(sf_f64_add(0xfff0000000000001ull, 0x3ff0000000000000ull, SF_RN), 0xfff8000000000001ull);
    CHK(sf_f64_mul(0x7ff0000000000000ull, 0, SF_RN), 0xfff8000000000000ull);
    CHK(sf_add(SF_F16, 0x7c01u, 0x3c00u, SF_RN, 0), 0x7fffu);
    /* overflow by mode */
    CHK(sf_f32_mul(MAXF, 0x40000000u, SF_RN, 0), INF);
    CHK(sf_f32_mul(MAXF, 0x40000000u, SF_RZ, 0), MAXF);
    CHK(sf_f32_mul(MAXF, 0x40000000u, SF_RM, 0), MAXF);
    CHK(sf_f32_mul(MAXF, 0x40000000u, SF_RP, 0), INF);
    CHK(sf_f32_mul(MAXF, 0xc0000000u, SF_RM, 0), NINF);
    CHK(sf_f32_mul(MAXF, 0xc0000000u, SF_RP, 0), 0xff7fffffu);
    /* subnormals in and out, ftz */
    CHK(sf_f32_mul(MINN, 0x3f000000u, SF_RN, 0), 0x00400000u);
    CHK(sf_f32_mul(MINN, 0x3f000000u, SF_RN, SF_FTZ), 0);
    CHK(sf_f32_mul(0x80800000u, 0x3f000000u, SF_RN, SF_FTZ), NZ);
    CHK(sf_f32_add(SUB, SUB, SF_RN, 0), 2);
    CHK(sf_f32_add(SUB, ONE, SF_RP, SF_FTZ), ONE);
    CHK(sf_f32_add(SUB, ONE, SF_RP, 0), ONE + 1);
    CHK(sf_f32_mul(SUB, 0x3f000000u, SF_RN, 0), 0);     /* tie to even 0 */
    CHK(sf_f32_mul(SUB, 0x3f000000u, SF_RP, 0), SUB);
    CHK(sf_f32_mul(0x80000003u, 0x3f000000u, SF_RN, 0), 0x80000002u);
    /* 0x007fffff.8 rounds up to the smallest normal: kept under ftz */
    CHK(sf_f32_mul(0x00ffffffu, 0x3f000000u, SF_RN, SF_FTZ), 0);
    CHK(sf_f32_mul(0x3f000001u, 0x00fffffeu, SF_RN, SF_FTZ), MINN);
    CHK(sf_f32_mul(0x3f000001u, 0x00fffffeu, SF_RZ, SF_FTZ), 0);
    CHK(sf_f32_mul(0x3f000001u, 0x00fffffeu, SF_RZ, 0), 0x007fffffu);
    /* sat */
    CHK(sf_f32_add(ONE, ONE, SF_RN, SF_SAT), ONE);
    CHK(sf_f32_sub(PZ, ONE, SF_RN, SF_SAT), PZ);
    CHK(sf_f32_mul(INF, PZ, SF_RN, SF_SAT), PZ);
    CHK(sf_f32_add(0x3f000000u, PZ, SF_RN, SF_SAT), 0x3f000000u);
    CHK(sf_add(SF_F16, 0x3c00u, 0x3c00u, SF_RN, SF_SAT), 0x3c00u);
    /* div / rcp */
    CHK(sf_f32_div(ONE, PZ, SF_RN, 0), INF);
    CHK(sf_f32_div(NZ, PZ, SF_RN, 0), QN);
    CHK(sf_f32_rcp(0x40400000u, SF_RN, 0), 0x3eaaaaabu);
    CHK(sf_f32_rcp(0x40400000u, SF_RZ, 0), 0x3eaaaaaau);
    CHK(sf_f32_rcp(SUB, SF_RN, 0), INF);
    CHK(sf_f64_rcp(0x4008000000000000ull, SF_RN), 0x3fd5555555555555ull);
    /* min / max */
    CHK(sf_min(SF_F32, QN, ONE, 0), ONE);
    CHK(sf_max(SF_F32, ONE, 0xffc00000u, 0), ONE);
    CHK(sf_min(SF_F32, 0x7fc00001u, 0xffc00000u, 0), QN);
    CHK(sf_min(SF_F32, PZ, NZ, 0), NZ);
    CHK(sf_min(SF_F32, NZ, PZ, 0), NZ);
    CHK(sf_max(SF_F32, NZ, PZ, 0), PZ);
    CHK(sf_max(SF_F32, PZ, NZ, 0), PZ);
    CHK(sf_max(SF_F32, ONE, QN, SF_NANPROP), QN);
    CHK(sf_max(SF_F32, 0xc0000000u, ONE, SF_XORSIGN), 0xc0000000u);
    CHK(sf_min(SF_F32, 0xc0000000u, 0xbf800000u, SF_XORSIGN), ONE);
    CHK(sf_max(SF_F32, 0xc0000000u, QN, SF_XORSIGN), 0xc0000000u);
    CHK(sf_max(SF_F32, SUB, PZ, SF_FTZ), PZ);
    CHK(sf_min(SF_F64, 0x7ff8000000000000ull, 0xbff0000000000000ull, 0),
        0xbff0000000000000ull);
    CHK(sf_max(SF_F16, 0x8000u, 0x0000u, 0), 0);
    CHK(sf_max(SF_BF16, 0x7fc0u, 0xffc0u, 0), 0x7fffu);
    /* abs / neg / copysign / testp / setp */
    CHK(sf_abs(SF_F32, 0xbf800000u, 0), ONE);
    CHK(sf_neg(SF_F32, SUB, SF_FTZ), NZ);
    CHK(sf_neg(SF_F64, 0, 0), 0x8000000000000000ull);
    CHK(sf_copysign(SF_F32, 0x80000000u, ONE), 0xbf800000u);
    CHK(sf_testp(SF_F32, PZ, SF_TP_NORMAL), 1);
    CHK(sf_testp(SF_F32, SUB, SF_TP_NORMAL), 0);
    CHK(sf_testp(SF_F32, SUB, SF_TP_SUBNORMAL), 1);
    CHK(sf_testp(SF_F32, INF, SF_TP_FINITE), 0);
    CHK(sf_testp(SF_F32, QN, SF_TP_NUMBER), 0);
    CHK(sf_testp(SF_F64, 0x7ff0000000000000ull, SF_TP_INFINITE), 1);
    CHK(sf_setp(SF_F32, PZ, NZ, SF_EQ, 0), 1);
    CHK(sf_setp(SF_F32, NZ, PZ, SF_LT, 0), 0);
    CHK(sf_setp(SF_F32, QN, ONE, SF_NE, 0), 0);
    CHK(sf_setp(SF_F32, QN, ONE, SF_NEU, 0), 1);
    CHK(sf_setp(SF_F32, QN, ONE, SF_NAN, 0), 1);
    CHK(sf_setp(SF_F32, ONE, ONE, SF_NUM, 0), 1);
    CHK(sf_setp(SF_F32, 0xbf800000u, ONE, SF_LT, 0), 1);
    CHK(sf_setp(SF_F32, 0xc0000000u, 0xbf800000u, SF_GE, 0), 0);
    CHK(sf_setp(SF_F32, SUB, PZ, SF_GT, 0), 1);
    CHK(sf_setp(SF_F32, SUB, PZ, SF_GT, SF_FTZ), 0);
    /* float -> int: saturation, NaN -> 0 */
    CHK(sf_cvt_fi(1, 32, SF_F32, QN, SF_RZ, 0), 0);
    CHK(sf_cvt_fi(1, 32, SF_F32, INF, SF_RZ, 0), 0x7fffffff);
    CHK(sf_cvt_fi(1, 32, SF_F32, NINF, SF_RZ, 0), 0xffffffff80000000ull);
    CHK(sf_cvt_fi(0, 32, SF_F32, 0xbf800000u, SF_RZ, 0), 0);
    CHK(sf_cvt_fi(0, 8, SF_F32, 0x43800000u, SF_RZ, 0), 255);  /* 256 */
    CHK(sf_cvt_fi(1, 8, SF_F32, 0xc3000000u, SF_RZ, 0),
        0xffffffffffffff80ull);                                  /* -128 */
    CHK(sf_cvt_fi(1, 64, SF_F64, 0x43e0000000000000ull, SF_RZ, 0),
        0x7fffffffffffffffull);                                  /* 2^63 */
    CHK(sf_cvt_fi(0, 64, SF_F64, 0x43efffffffffffffull, SF_RZ, 0),
        0xfffffffffffff800ull);
    CHK(sf_cvt_fi(1, 32, SF_F32, 0x3fc00000u, SF_RN, 0), 2);   /* 1.5 */
    CHK(sf_cvt_fi(1, 32, SF_F32, 0x40200000u, SF_RN, 0), 2);   /* 2.5 */
    CHK(sf_cvt_fi(1, 32, SF_F32, 0xbfc00000u, SF_RM, 0),
        0xfffffffffffffffeull);
    CHK(sf_cvt_fi(1, 32, SF_F32, SUB, SF_RP, 0), 1);
    CHK(sf_cvt_fi(1, 32, SF_F32, SUB, SF_RP, SF_FTZ), 0);
    CHK(sf_cvt_fi(0, 16, SF_F16, 0x7c00u, SF_RN, 0), 0xffff);
    /* int -> float */
    CHK(sf_cvt_if(SF_F64, (1ull << 53) + 1, 0, SF_RN, 0),
        0x4340000000000000ull);
    CHK(sf_cvt_if(SF_F64, (1ull << 53) + 1, 0, SF_RP, 0),
        0x4340000000000001ull);
    CHK(sf_cvt_if(SF_F64, (1ull << 53) + 3, 0, SF_RN, 0),
        0x4340000000000002ull);
    CHK(sf_cvt_if(SF_F32, 16777217u, 0, SF_RN, 0), 0x4b800000u);
    CHK(sf_cvt_if(SF_F32, 16777217u, 0, SF_RP, 0), 0x4b800001u);
    CHK(sf_cvt_if(SF_F32, 0x8000000000000000ull, 1, SF_RN, 0), 0xdf000000u);
    CHK(sf_cvt_if(SF_F16, 65520, 0, SF_RN, 0), 0x7c00u);
    CHK(sf_cvt_if(SF_F16, 65520, 0, SF_RZ, 0), 0x7bffu);
    CHK(sf_cvt_if(SF_F16, 65520, 0, SF_RN, SF_SATFINITE), 0x7bffu);
    CHK(sf_cvt_if(SF_BF16, 0x101, 0, SF_RN, 0), 0x4380u);      /* tie */
    CHK(sf_cvt_if(SF_BF16, 0x103, 0, SF_RN, 0), 0x4382u);
    /* float -> float */
    CHK(sf_cvt_ff(SF_F16, SF_F32, 0x33000000u, SF_RN, 0), 0);  /* 2^-25 */
    CHK(sf_cvt_ff(SF_F16, SF_F32, 0x33000001u, SF_RN, 0), 1);
    CHK(sf_cvt_ff(SF_F16, SF_F32, 0x477ff000u, SF_RN, 0), 0x7c00u);
    CHK(sf_cvt_ff(SF_F16, SF_F32, 0x477fefffu, SF_RN, 0), 0x7bffu);
    CHK(sf_cvt_ff(SF_BF16, SF_F32, 0x3f808000u, SF_RN, 0), 0x3f80u);
    CHK(sf_cvt_ff(SF_BF16, SF_F32, 0x3f818000u, SF_RN, 0), 0x3f82u);
    CHK(sf_cvt_ff(SF_BF16, SF_F32, 0x7f800001u, SF_RN, 0), 0x7fffu);
    CHK(sf_cvt_ff(SF_F32, SF_F16, 0x0001u, SF_RN, 0), 0x33800000u);
    CHK(sf_cvt_ff(SF_F64, SF_F32, SUB, SF_RN, 0), 0x36a0000000000000ull);
    CHK(sf_cvt_ff(SF_F64, SF_F32, SUB, SF_RN, SF_FTZ), 0);
    CHK(sf_cvt_ff(SF_F32, SF_F64, 0x3800000000000000ull, SF_RN, SF_FTZ), 0);
    CHK(sf_cvt_ff(SF_F32, SF_F64, 0x3800000000000000ull, SF_RN, 0),
        0x00400000u);
    CHK(sf_cvt_ff(SF_F32, SF_F32, 0x40000000u, SF_RN, SF_SAT), ONE);
    CHK(sf_cvt_ff(SF_F16, SF_F32, 0xbf800000u, SF_RN, SF_RELU), 0);
    CHK(sf_cvt_ff(SF_TF32, SF_F32, 0x3f801000u, SF_RNA, 0), 0x3f802000u);
    CHK(sf_cvt_ff(SF_TF32, SF_F32, 0x3f800fffu, SF_RNA, 0), 0x3f800000u);
    CHK(sf_cvt_ff(SF_TF32, SF_F32, 0x7f7fffffu, SF_RNA, SF_SATFINITE),
        0x7f7fe000u);
    CHK(sf_cvt_ff(SF_E4M3, SF_F32, 0x43e00000u, SF_RN, SF_SATFINITE), 0x7e);
    CHK(sf_cvt_ff(SF_E4M3, SF_F32, 0x44000000u, SF_RN, SF_SATFINITE), 0x7e);
    CHK(sf_cvt_ff(SF_E4M3, SF_F32, 0xff800000u, SF_RN, SF_SATFINITE), 0xfe);
    CHK(sf_cvt_ff(SF_E4M3, SF_F32, 0x3f800000u, SF_RN, SF_SATFINITE), 0x38);
    CHK(sf_cvt_ff(SF_E4M3, SF_F32, 0x3b000000u, SF_RN, SF_SATFINITE), 1);
    CHK(sf_cvt_ff(SF_E5M2, SF_F32, 0x47800000u, SF_RN, SF_SATFINITE), 0x7b);
    CHK(sf_cvt_ff(SF_E5M2, SF_F32, 0x47800000u, SF_RN, 0), 0x7c);
    CHK(sf_cvt_ff(SF_E5M2, SF_F32, QN, SF_RN, SF_SATFINITE), 0x7f);
    CHK(sf_cvt_ff(SF_F16, SF_E4M3, 0x7e, SF_RN, 0), 0x5f00u);   /* 448 */
    CHK(sf_cvt_ff(SF_F16, SF_E4M3, 0xff, SF_RN, 0), 0x7fffu);
    CHK(sf_cvt_ff(SF_F16, SF_E5M2, 0xfc, SF_RN, 0), 0xfc00u);
    /* round to integral */
    CHK(sf_round_int(SF_F32, 0xbe99999au, SF_RN, 0), NZ);       /* -0.3 */
    CHK(sf_round_int(SF_F32, 0x40200000u, SF_RN, 0), 0x40000000u);
    CHK(sf_round_int(SF_F32, 0x3fc00000u, SF_RN, 0), 0x40000000u);
    CHK(sf_round_int(SF_F16, 0x3e00u, SF_RP, 0), 0x4000u);
    CHK(sf_round_int(SF_F64, 0xbff8000000000000ull, SF_RZ, 0),
        0xbff0000000000000ull);
    /* f16 / bf16 arithmetic ties and subnormals */
    CHK(sf_add(SF_F16, 0x3c00u, 0x1000u, SF_RN, 0), 0x3c00u); /* 1+2^-11 */
    CHK(sf_add(SF_F16, 0x3c01u, 0x1000u, SF_RN, 0), 0x3c02u);
    CHK(sf_mul(SF_F16, 0x0001u, 0x3800u, SF_RN, 0), 0);
    CHK(sf_mul(SF_F16, 0x0003u, 0x3800u, SF_RN, 0), 2);
    CHK(sf_mul(SF_F16, 0x0001u, 0x3c00u, SF_RN, SF_FTZ), 0);
    CHK(sf_add(SF_BF16, 0x3f80u, 0x3b80u, SF_RN, 0), 0x3f80u);
    CHK(sf_fma(SF_F16, 0x3c01u, 0x3c01u, 0xbc02u, SF_RN, 0), 0x0010u);
    test_end(t);
}

void unit_softfp(pv_test *t)
{
    t_edges(t);
    t_random_f32(t);
    t_random_f64(t);
    t_random_half(t);
    t_random_cvt(t);
}
