/* Floating-point conversions on bit patterns (src/fpconv.c) and the exact
   decimal parser (src/decimal.c), against bit patterns computed with a
   correctly rounding reference. */
#include "fpconv.h"
#include "lexer.h"
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

#define F32 8, 23
#define F16 5, 10
#define BF16 8, 7

static uint64_t dbits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

static const struct { const char *text; uint64_t bits; } dec_cases[] = {
    {"0.1", 0x3FB999999999999AULL},
    {"1e23", 0x44B52D02C7E14AF6ULL},
    {"2.2250738585072011e-308", 0x000FFFFFFFFFFFFFULL},
    {"2.2250738585072014e-308", 0x0010000000000000ULL},
    {"4.9e-324", 0x0000000000000001ULL},
    {"2.4703282292062327e-324", 0x0000000000000000ULL},
    {"2.4703282292062328e-324", 0x0000000000000001ULL},
    {"1.7976931348623157e308", 0x7FEFFFFFFFFFFFFFULL},
    {"1.7976931348623158e308", 0x7FEFFFFFFFFFFFFFULL},
    {"1.7976931348623159e308", 0x7FF0000000000000ULL},
    {"9007199254740993", 0x4340000000000000ULL},
    {"9007199254740995", 0x4340000000000002ULL},
    {"9007199254740993.000000000000000000000000001", 0x4340000000000001ULL},
    {"9007199254740992.999999999999999999999", 0x4340000000000000ULL},
    {"1.0", 0x3FF0000000000000ULL},
    {"0.0", 0x0000000000000000ULL},
    {"0e0", 0x0000000000000000ULL},
    {"0.000", 0x0000000000000000ULL},
    {"1e0", 0x3FF0000000000000ULL},
    {"1E2", 0x4059000000000000ULL},
    {"123.456", 0x405EDD2F1A9FBE77ULL},
    {"3.141592653589793238462643383279502884197169399375105820974944", 0x400921FB54442D18ULL},
    {"1e-400", 0x0000000000000000ULL},
    {"1e400", 0x7FF0000000000000ULL},
    {"0.5", 0x3FE0000000000000ULL},
    {".5", 0x3FE0000000000000ULL},
    {"5.", 0x4014000000000000ULL},
    {"1e22", 0x4480F0CF064DD592ULL},
    {"1e21", 0x444B1AE4D6E2EF50ULL},
    {"123456789012345678", 0x437B69B4BA630F35ULL},
    {"100000000000000000000000000000000000000000000000", 0x49B18427B3B4A05CULL},
    {"0.30000000000000004", 0x3FD3333333333334ULL},
    {"2.718281828459045", 0x4005BF0A8B145769ULL},
    {"6.02214076e23", 0x44DFE185CA57C517ULL},
    {"1.602176634e-19", 0x3C07A4DA290C1653ULL},
    {"4.940656458412465441765687928682213723651e-324", 0x0000000000000001ULL},
    {"8.98846567431158e307", 0x7FE0000000000000ULL},
    {"1.1754943508222875e-38", 0x3810000000000000ULL},
    {"3.4028234663852886e38", 0x47EFFFFFE0000000ULL},
    {"0.1e1", 0x3FF0000000000000ULL},
    {"000000000000000000001.5", 0x3FF8000000000000ULL},
    {"10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000e-400", 0x3FF0000000000000ULL},
    {"0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001e300", 0x3FB999999999999AULL},
    {"179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791.9999999999999999999999999999999999999999999999999999999999999999999999", 0x7FEFFFFFFFFFFFFFULL},
    {"179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792", 0x7FF0000000000000ULL},
    {"2.47032822920623272088284396434110686182529901307162382212792841250337753635104375932649918180817996189898282347722858865463328355177969898199387398005390939063150356595155702263922908583924491051844359318028499365361525003193704576782492193656236698636584807570015857692699037063119282795585513329278343384093519780155312465972635795746227664652728272200563740064854999770965994704540208281662262378573934507363390079677619305775067401763246736009689513405355374585166611342237666786041621596804619144672918403005300575308490487653917113865916462395249126236538818796362393732804238910186723484976682350898633885879256283027559956575244555072551893136908362547791869486679949683240497058210285131854513962138377228261454376934125320985913276672363281255e-324", 0x0000000000000001ULL},
    {"7.2057594037927933e16", 0x4370000000000000ULL},
    {"1e-320", 0x00000000000007E8ULL},
    {"5e-324", 0x0000000000000001ULL},
    {"1.5e-323", 0x0000000000000003ULL},
};

static void fp_decimal(pv_test *t)
{
    size_t i;
    for (i = 0; i < sizeof dec_cases / sizeof dec_cases[0]; i++) {
        const char *s = dec_cases[i].text;
        double d = pv_parse_decimal(s, strlen(s));
        T_CHECK(t, dbits(d) == dec_cases[i].bits,
                "pv_parse_decimal(\"%.60s\") = 0x%016llx, expected 0x%016llx", s,
                (unsigned long long)dbits(d), (unsigned long long)dec_cases[i].bits);
    }
    /* the length bounds the text: trailing characters are not read */
    {
        const char s[] = "1.2345";
        T_CHECK(t, dbits(pv_parse_decimal(s, 3)) == dbits(1.2),
                "pv_parse_decimal(\"1.2345\", 3) is not 1.2");
        T_CHECK(t, dbits(pv_parse_decimal("2.5e3xyz", 5)) == dbits(2500.0),
                "pv_parse_decimal(\"2.5e3\", 5) is not 2500");
    }
    /* n * 10^-k for small n and k is the correctly rounded quotient */
    {
        int n, k, bad = 0;
        static const double p10[] = {1, 10, 100, 1000, 10000, 100000, 1e6, 1e7,
                                     1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
                                     1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
        for (n = 1; n < 2000 && bad < 5; n += 7)
            for (k = 0; k < 23 && bad < 5; k++) {
                char buf[64];
                double want = (double)n / p10[k], got;
                snprintf(buf, sizeof buf, "%de-%d", n, k);
                got = pv_parse_decimal(buf, strlen(buf));
                if (dbits(got) != dbits(want)) {
                    bad++;
                    T_CHECK(t, 0, "pv_parse_decimal(\"%s\") = %.17g, expected %.17g",
                            buf, got, want);
                }
                snprintf(buf, sizeof buf, "%de%d", n, k);
                want = (double)n * p10[k];
                got = pv_parse_decimal(buf, strlen(buf));
                if (dbits(got) != dbits(want)) {
                    bad++;
                    T_CHECK(t, 0, "pv_parse_decimal(\"%s\") = %.17g, expected %.17g",
                            buf, got, want);
                }
            }
    }
}

typedef struct { uint64_t d; uint32_t want; const char *what; } narrow_case;

static void run_narrow(pv_test *t, const char *fmt, int eb, int mb,
                       const narrow_case *c, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        uint32_t got = fp_from_f64_rn(c[i].d, eb, mb);
        T_CHECK(t, got == c[i].want, "%s %s: 0x%016llx -> 0x%x, expected 0x%x", fmt,
                c[i].what, (unsigned long long)c[i].d, got, c[i].want);
    }
}

static void fp_narrow(pv_test *t)
{
    static const narrow_case f32[] = {
        {0x0000000000000000ULL, 0x00000000, "+0"},
        {0x8000000000000000ULL, 0x80000000, "-0"},
        {0x3FF0000000000000ULL, 0x3F800000, "1"},
        {0xBFF0000000000000ULL, 0xBF800000, "-1"},
        {0x3FB999999999999AULL, 0x3DCCCCCD, "0.1"},
        {0x3FD5555555555555ULL, 0x3EAAAAAB, "1/3"},
        {0x3FF0000010000000ULL, 0x3F800000, "1+2^-24 tie to even (down)"},
        {0x3FF0000030000000ULL, 0x3F800002, "1+3*2^-24 tie to even (up)"},
        {0x3FF0000010000001ULL, 0x3F800001, "just above a tie"},
        {0x3FF000000FFFFFFFULL, 0x3F800000, "just below a tie"},
        {0x4170000010000000ULL, 0x4B800000, "16777217"},
        {0x47EFFFFFE0000000ULL, 0x7F7FFFFF, "FLT_MAX"},
        {0x47EFFFFFEFFFFFFFULL, 0x7F7FFFFF, "below FLT_MAX + half ulp"},
        {0x47EFFFFFF0000000ULL, 0x7F800000, "FLT_MAX + half ulp overflows"},
        {0x4800000000000000ULL, 0x7F800000, "2^128"},
        {0x7FEFFFFFFFFFFFFFULL, 0x7F800000, "DBL_MAX"},
        {0xFFEFFFFFFFFFFFFFULL, 0xFF800000, "-DBL_MAX"},
        {0x7FF0000000000000ULL, 0x7F800000, "+inf"},
        {0xFFF0000000000000ULL, 0xFF800000, "-inf"},
        {0x7FF8000000000000ULL, 0x7FFFFFFF, "qNaN"},
        {0x7FF0000000000001ULL, 0x7FFFFFFF, "sNaN"},
        {0xFFF8000000000000ULL, 0x7FFFFFFF, "negative NaN"},
        {0x3810000000000000ULL, 0x00800000, "FLT_MIN"},
        {0x380FFFFFE0000000ULL, 0x00800000, "rounds up into FLT_MIN"},
        {0x380FFFFFC0000000ULL, 0x007FFFFF, "largest subnormal"},
        {0x36A0000000000000ULL, 0x00000001, "2^-149"},
        {0xB6A0000000000000ULL, 0x80000001, "-2^-149"},
        {0x36A8000000000000ULL, 0x00000002, "1.5*2^-149 tie to even (up)"},
        {0x36B4000000000000ULL, 0x00000002, "2.5*2^-149 tie to even (down)"},
        {0x3690000000000000ULL, 0x00000000, "2^-150 tie to even (zero)"},
        {0x3690000000000001ULL, 0x00000001, "just above 2^-150"},
        {0xB690000000000000ULL, 0x80000000, "-2^-150 -> -0"},
        {0x3680000000000000ULL, 0x00000000, "2^-151"},
        {0x0000000000000001ULL, 0x00000000, "double subnormal"},
        {0x8000000000000001ULL, 0x80000000, "negative double subnormal"},
        {0x000FFFFFFFFFFFFFULL, 0x00000000, "largest double subnormal"},
    };
    static const narrow_case f16[] = {
        {0x0000000000000000ULL, 0x0000, "+0"},
        {0x8000000000000000ULL, 0x8000, "-0"},
        {0x3FF0000000000000ULL, 0x3C00, "1"},
        {0xC000000000000000ULL, 0xC000, "-2"},
        {0x3FB999999999999AULL, 0x2E66, "0.1"},
        {0x3FD5555555555555ULL, 0x3555, "1/3"},
        {0x3FF0020000000000ULL, 0x3C00, "1+2^-11 tie (down)"},
        {0x3FF0060000000000ULL, 0x3C02, "1+3*2^-11 tie (up)"},
        {0x40EFFC0000000000ULL, 0x7BFF, "65504"},
        {0x40EFFDFFAE147AE1ULL, 0x7BFF, "65519.99"},
        {0x40EFFE0000000000ULL, 0x7C00, "65520 overflows"},
        {0x40F0000000000000ULL, 0x7C00, "65536"},
        {0xC0EFFE0000000000ULL, 0xFC00, "-65520"},
        {0x3F10000000000000ULL, 0x0400, "2^-14 smallest normal"},
        {0x3E70000000000000ULL, 0x0001, "2^-24 smallest subnormal"},
        {0x3E78000000000000ULL, 0x0002, "1.5*2^-24 tie (up)"},
        {0x3E60000000000000ULL, 0x0000, "2^-25 tie (zero)"},
        {0x3E60000000000001ULL, 0x0001, "just above 2^-25"},
        {0xBE60000000000000ULL, 0x8000, "-2^-25 -> -0"},
        {0x7FF0000000000000ULL, 0x7C00, "+inf"},
        {0xFFF0000000000000ULL, 0xFC00, "-inf"},
        {0x7FF8000000000000ULL, 0x7FFF, "NaN"},
        {0xFFF0000000000001ULL, 0x7FFF, "negative sNaN"},
        {0x0000000000000001ULL, 0x0000, "double subnormal"},
    };
    static const narrow_case bf16[] = {
        {0x0000000000000000ULL, 0x0000, "+0"},
        {0x8000000000000000ULL, 0x8000, "-0"},
        {0x3FF0000000000000ULL, 0x3F80, "1"},
        {0x400921FB54442D18ULL, 0x4049, "pi"},
        {0x3FF0100000000000ULL, 0x3F80, "1+2^-8 tie (down)"},
        {0x3FF0300000000000ULL, 0x3F82, "1+3*2^-8 tie (up)"},
        {0x3FF0100000000001ULL, 0x3F81, "just above a tie"},
        {0x47EFE00000000000ULL, 0x7F7F, "bf16 max"},
        {0x47EFF00000000000ULL, 0x7F80, "max + half ulp overflows"},
        {0x3810000000000000ULL, 0x0080, "2^-126"},
        {0x3800000000000000ULL, 0x0040, "2^-127 subnormal"},
        {0x37A0000000000000ULL, 0x0001, "2^-133 smallest subnormal"},
        {0x3790000000000000ULL, 0x0000, "2^-134 tie (zero)"},
        {0x7FF0000000000000ULL, 0x7F80, "+inf"},
        {0xFFF0000000000000ULL, 0xFF80, "-inf"},
        {0x7FF8000000000000ULL, 0x7FFF, "NaN"},
    };
    run_narrow(t, "f32", F32, f32, sizeof f32 / sizeof f32[0]);
    run_narrow(t, "f16", F16, f16, sizeof f16 / sizeof f16[0]);
    run_narrow(t, "bf16", BF16, bf16, sizeof bf16 / sizeof bf16[0]);
    /* against the host's double -> float conversion (round to nearest) */
    {
        uint64_t x = 0x9E3779B97F4A7C15ULL;
        int i, bad = 0;
        for (i = 0; i < 20000 && bad < 5; i++) {
            double d;
            float f;
            uint32_t fb, got;
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            /* exponents around the f32 range */
            {
                uint64_t e = 1023 - 160 + (x >> 40) % 300;
                uint64_t b = (x & 0x800FFFFFFFFFFFFFULL) | (e << 52);
                memcpy(&d, &b, sizeof d);
            }
            if (d > 3.4028234663852886e38 || d < -3.4028234663852886e38)
                continue;   /* the host conversion is undefined there */
            f = (float)d;
            memcpy(&fb, &f, sizeof fb);
            got = fp_from_f64_rn(dbits(d), F32);
            if (got != fb) {
                bad++;
                T_CHECK(t, 0, "f32 of %.17g: 0x%08x, host 0x%08x", d, got, fb);
            }
        }
    }
}

static void fp_widen(pv_test *t)
{
    static const struct { uint32_t x; int eb, mb; uint64_t want; const char *what; } c[] = {
        {0x3F800000, F32, 0x3FF0000000000000ULL, "f32 1"},
        {0xBF800000, F32, 0xBFF0000000000000ULL, "f32 -1"},
        {0x00000000, F32, 0x0000000000000000ULL, "f32 +0"},
        {0x80000000, F32, 0x8000000000000000ULL, "f32 -0"},
        {0x00000001, F32, 0x36A0000000000000ULL, "f32 min subnormal"},
        {0x007FFFFF, F32, 0x380FFFFFC0000000ULL, "f32 max subnormal"},
        {0x00800000, F32, 0x3810000000000000ULL, "f32 min normal"},
        {0x7F7FFFFF, F32, 0x47EFFFFFE0000000ULL, "f32 max"},
        {0x7F800000, F32, 0x7FF0000000000000ULL, "f32 inf"},
        {0xFF800000, F32, 0xFFF0000000000000ULL, "f32 -inf"},
        {0x7FC00000, F32, 0x7FF8000000000000ULL, "f32 qNaN"},
        {0x3DCCCCCD, F32, 0x3FB99999A0000000ULL, "f32 0.1"},
        {0x3C00, F16, 0x3FF0000000000000ULL, "f16 1"},
        {0x0001, F16, 0x3E70000000000000ULL, "f16 min subnormal"},
        {0x03FF, F16, 0x3F0FF80000000000ULL, "f16 max subnormal"},
        {0x7BFF, F16, 0x40EFFC0000000000ULL, "f16 max"},
        {0x7C00, F16, 0x7FF0000000000000ULL, "f16 inf"},
        {0x7E00, F16, 0x7FF8000000000000ULL, "f16 NaN"},
        {0x8000, F16, 0x8000000000000000ULL, "f16 -0"},
        {0x3F80, BF16, 0x3FF0000000000000ULL, "bf16 1"},
        {0x0001, BF16, 0x37A0000000000000ULL, "bf16 min subnormal"},
        {0xFF80, BF16, 0xFFF0000000000000ULL, "bf16 -inf"},
    };
    size_t i;
    for (i = 0; i < sizeof c / sizeof c[0]; i++) {
        uint64_t got = fp_to_f64(c[i].x, c[i].eb, c[i].mb);
        T_CHECK(t, got == c[i].want, "fp_to_f64 %s: 0x%016llx, expected 0x%016llx",
                c[i].what, (unsigned long long)got, (unsigned long long)c[i].want);
    }
    /* every f16 and bf16 value survives widening and narrowing */
    {
        uint32_t x;
        int bad16 = 0, badbf = 0;
        for (x = 0; x < 0x10000; x++) {
            uint32_t e16 = (x >> 10) & 0x1f, ebf = (x >> 7) & 0xff;
            int nan16 = e16 == 0x1f && (x & 0x3ff), nanbf = ebf == 0xff && (x & 0x7f);
            uint32_t r16 = fp_from_f64_rn(fp_to_f64(x, F16), F16);
            uint32_t rbf = fp_from_f64_rn(fp_to_f64(x, BF16), BF16);
            if ((nan16 ? r16 != 0x7FFF : r16 != x) && bad16++ < 3)
                T_CHECK(t, 0, "f16 0x%04x round trip gives 0x%04x", x, r16);
            if ((nanbf ? rbf != 0x7FFF : rbf != x) && badbf++ < 3)
                T_CHECK(t, 0, "bf16 0x%04x round trip gives 0x%04x", x, rbf);
        }
    }
    /* f32 round trips against the host */
    {
        uint32_t x = 0x12345678u;
        int i2, bad = 0;
        for (i2 = 0; i2 < 100000 && bad < 3; i2++) {
            uint32_t e;
            float f;
            x = x * 1664525u + 1013904223u;
            e = (x >> 23) & 0xff;
            if (e == 0xff)
                continue;
            memcpy(&f, &x, sizeof f);
            if (fp_to_f64(x, F32) != dbits((double)f) ||
                fp_from_f64_rn(fp_to_f64(x, F32), F32) != x) {
                bad++;
                T_CHECK(t, 0, "f32 0x%08x does not round trip", x);
            }
        }
    }
}

static void fp_from_int(pv_test *t)
{
    static const struct { uint64_t v; int s; uint64_t want; const char *what; } c[] = {
        {0, 0, 0x0000000000000000ULL, "0"},
        {0, 1, 0x0000000000000000ULL, "signed 0"},
        {1, 0, 0x3FF0000000000000ULL, "1"},
        {(uint64_t)-1, 1, 0xBFF0000000000000ULL, "signed -1"},
        {(uint64_t)-1, 0, 0x43F0000000000000ULL, "UINT64_MAX -> 2^64"},
        {0x8000000000000000ULL, 1, 0xC3E0000000000000ULL, "INT64_MIN"},
        {0x8000000000000000ULL, 0, 0x43E0000000000000ULL, "2^63 unsigned"},
        {0x7FFFFFFFFFFFFFFFULL, 1, 0x43E0000000000000ULL, "INT64_MAX -> 2^63"},
        {(1ULL << 53), 0, 0x4340000000000000ULL, "2^53"},
        {(1ULL << 53) + 1, 0, 0x4340000000000000ULL, "2^53+1 tie (down)"},
        {(1ULL << 53) + 2, 0, 0x4340000000000001ULL, "2^53+2"},
        {(1ULL << 53) + 3, 0, 0x4340000000000002ULL, "2^53+3 tie (up)"},
        {(1ULL << 54) + 2, 0, 0x4350000000000000ULL, "2^54+2 tie (down)"},
        {(1ULL << 54) + 3, 0, 0x4350000000000001ULL, "2^54+3 above tie"},
        {0xFFFFFFFFFFFFFBFFULL, 0, 0x43EFFFFFFFFFFFFFULL, "just below 2^64 - half ulp"},
        {0xFFFFFFFFFFFFFC00ULL, 0, 0x43F0000000000000ULL, "2^64 - 1024 tie (up, carry)"},
        {(uint64_t)-((1LL << 53) + 1), 1, 0xC340000000000000ULL, "-(2^53+1)"},
        {12345, 1, 0x40C81C8000000000ULL, "12345"},
    };
    size_t i;
    for (i = 0; i < sizeof c / sizeof c[0]; i++) {
        uint64_t got = fp_f64_from_u64(c[i].v, c[i].s);
        T_CHECK(t, got == c[i].want, "fp_f64_from_u64 %s: 0x%016llx, expected 0x%016llx",
                c[i].what, (unsigned long long)got, (unsigned long long)c[i].want);
    }
    {
        uint64_t x = 88172645463325252ULL;
        int k, bad = 0;
        for (k = 0; k < 50000 && bad < 3; k++) {
            uint64_t v;
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            v = x >> (x & 63);
            if (fp_f64_from_u64(v, 0) != dbits((double)v) ||
                fp_f64_from_u64(v, 1) != dbits((double)(int64_t)v)) {
                bad++;
                T_CHECK(t, 0, "conversion of 0x%016llx differs from the host",
                        (unsigned long long)v);
            }
        }
    }
}

void unit_fpconv(pv_test *t)
{
    fp_decimal(t);
    fp_narrow(t);
    fp_widen(t);
    fp_from_int(t);
}
