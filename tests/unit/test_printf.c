/* The device printf formatter (src/printf_fmt.c): argument buffers built
   in a fake device address space exactly as nvcc lays them out, checked
   against the host's snprintf (on glibc, LP64 hosts: CUDA formats with
   the host's C library) over every conversion, flag, width, precision and
   length, edge and random doubles, plus fixed expectations that hold
   everywhere, errors, truncation and the returned argument count. */
#include "printf_fmt.h"
#include "../testlib.h"
#include <float.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GLIBC__) && (defined(__LP64__) || defined(_LP64))
#define PFT_HOST 1             /* compare with the host's snprintf */
#else
#define PFT_HOST 0
#endif

#define PFT_BASE   0x0000700000000000ULL
#define PFT_MEM    (1u << 22)
#define PFT_OUT    20000

/* ---- a fake device address space: one readable region ------------------ */

typedef struct pft {
    pv_test *t;
    uint8_t *mem;
    size_t   size;             /* readable bytes from PFT_BASE            */
    size_t   used;             /* bump allocation                          */
    long     checks, fails;
    char     out[PFT_OUT], want[PFT_OUT];
    uint64_t rng;
} pft;

static int pft_read(void *user, uint64_t addr, void *dst, size_t n)
{
    pft *p = (pft *)user;
    uint64_t off = addr - PFT_BASE;
    if (addr < PFT_BASE || off > p->size || n > p->size - off)
        return 1;
    memcpy(dst, p->mem + off, n);
    return 0;
}

static uint64_t pft_put(pft *p, const void *data, size_t n, size_t align)
{
    uint64_t a;
    p->used = (p->used + align - 1) & ~(align - 1);
    a = PFT_BASE + p->used;
    memcpy(p->mem + p->used, data, n);
    p->used += n;
    return a;
}

static uint64_t pft_str(pft *p, const char *s)
{
    return pft_put(p, s, strlen(s) + 1, 1);
}

static uint64_t pft_rand(pft *p)
{
    p->rng ^= p->rng << 13;
    p->rng ^= p->rng >> 7;
    p->rng ^= p->rng << 17;
    return p->rng;
}

/* ---- argument buffers as nvcc builds them ------------------------------ */

typedef struct pft_args {
    uint8_t b[512];
    size_t  n;
} pft_args;

static void pa_put(pft_args *a, const void *v, size_t size)
{
    a->n = (a->n + size - 1) & ~(size - 1);   /* aligned to its size */
    memcpy(a->b + a->n, v, size);
    a->n += size;
}
static void pa_i32(pft_args *a, int32_t v) { pa_put(a, &v, 4); }
static void pa_i64(pft_args *a, int64_t v) { pa_put(a, &v, 8); }
static void pa_u64(pft_args *a, uint64_t v) { pa_put(a, &v, 8); }
static void pa_f64(pft_args *a, double v) { pa_put(a, &v, 8); }

static double pft_dbl(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

/* ---- running a case ---------------------------------------------------- */

/* Format fmt over args; compare with want (wlen bytes) and the argument
   count. Allocations made for the case are released afterwards. */
static int pft_run(pft *p, size_t mark, const char *fmt, const pft_args *a,
                   const char *want, size_t wlen, int want_ret)
{
    char err[160];
    pv_fmt_out o;
    uint64_t fa = pft_str(p, fmt), aa = 0;
    int r, ok;
    if (a && a->n)
        aa = pft_put(p, a->b, a->n, 16);
    o.buf = p->out;
    o.cap = sizeof p->out;
    r = pv_format_printf(pft_read, p, fa, aa, &o, err, sizeof err);
    p->used = mark;
    p->checks++;
    ok = r == want_ret && o.len == wlen && !o.truncated &&
         memcmp(o.buf, want, wlen) == 0 && o.buf[o.len] == 0;
    if (!ok && ++p->fails <= 40)
        T_CHECK(p->t, 0, "'%s': got %d '%.*s' (%s), want %d '%.*s'", fmt, r,
                (int)(o.len > 300 ? 300 : o.len), o.buf, err, want_ret,
                (int)(wlen > 300 ? 300 : wlen), want);
    else if (!ok)
        p->t->case_failed = 1;
    return ok;
}

static int pft_expect(pft *p, const char *fmt, const pft_args *a,
                      const char *want, int want_ret)
{
    return pft_run(p, p->used, fmt, a, want, strlen(want), want_ret);
}

#if PFT_HOST
/* One argument of each kind, against snprintf with the host's types. */
static void pft_host_int(pft *p, const char *fmt, int len, int64_t v)
{
    pft_args a;
    int n;
    a.n = 0;
    switch (len) {             /* as the length modifier says */
    case 'l': pa_i64(&a, v); n = snprintf(p->want, PFT_OUT, fmt, (long)v); break;
    case 'L': pa_i64(&a, v); n = snprintf(p->want, PFT_OUT, fmt, (long long)v); break;
    case 'z': pa_i64(&a, v); n = snprintf(p->want, PFT_OUT, fmt, (size_t)v); break;
    case 'j': pa_i64(&a, v); n = snprintf(p->want, PFT_OUT, fmt, (intmax_t)v); break;
    case 't': pa_i64(&a, v); n = snprintf(p->want, PFT_OUT, fmt, (ptrdiff_t)v); break;
    default: pa_i32(&a, (int32_t)v); n = snprintf(p->want, PFT_OUT, fmt, (int)v); break;
    }
    if (n >= 0 && n < PFT_OUT)
        pft_run(p, p->used, fmt, &a, p->want, (size_t)n, 1);
}

static void pft_host_dbl(pft *p, const char *fmt, double v)
{
    pft_args a;
    int n;
    a.n = 0;
    pa_f64(&a, v);
    n = snprintf(p->want, PFT_OUT, fmt, v);
    if (n >= 0 && n < PFT_OUT)
        pft_run(p, p->used, fmt, &a, p->want, (size_t)n, 1);
}

/* "%" flags width .prec conv, each part optional (-1: absent, -2 for
   prec: a lone '.'). */
static void pft_spec(char *s, unsigned flags, int width, int prec,
                     const char *len, char conv)
{
    static const char fl[] = "-+ #0";
    int i;
    *s++ = '%';
    for (i = 0; i < 5; i++)
        if (flags & (1u << i))
            *s++ = fl[i];
    if (width >= 0)
        s += sprintf(s, "%d", width);
    if (prec == -2)
        *s++ = '.';
    else if (prec >= 0)
        s += sprintf(s, ".%d", prec);
    s += sprintf(s, "%s%c", len, conv);
}

static void pf_t_ints(pft *p)
{
    static const char *const lens[] = {"", "hh", "h", "l", "ll", "z", "j", "t"};
    static const int lkind[] = {0, 0, 0, 'l', 'L', 'z', 'j', 't'};
    static const int64_t v32[] = {0, 1, -1, 42, 300, -129, 65536 + 77,
                                  INT_MIN, INT_MAX, -1234567};
    static const int64_t v64[] = {0, 1, -1, LLONG_MIN, LLONG_MAX,
                                  1234567890123LL, -99, 4294967296LL};
    static const int widths[] = {-1, 1, 6, 23};
    static const int precs[] = {-1, -2, 0, 1, 4, 25};
    const char *conv = "diouxX";
    char fmt[64];
    size_t c, l, w, pr, i;
    unsigned fl;
    if (!test_begin(p->t, "printf integers vs host snprintf"))
        return;
    for (c = 0; conv[c]; c++)
        for (fl = 0; fl < 32; fl++)
            for (w = 0; w < PV_COUNTOF(widths); w++)
                for (pr = 0; pr < PV_COUNTOF(precs); pr++)
                    for (l = 0; l < PV_COUNTOF(lens); l++) {
                        int big = lkind[l] != 0;
                        pft_spec(fmt, fl, widths[w], precs[pr], lens[l], conv[c]);
                        if (big) {
                            for (i = 0; i < PV_COUNTOF(v64); i += (l == 3 ? 1 : 3))
                                pft_host_int(p, fmt, lkind[l], v64[i]);
                        } else {
                            for (i = 0; i < PV_COUNTOF(v32); i += (l == 0 ? 1 : 2))
                                pft_host_int(p, fmt, 0, v32[i]);
                        }
                    }
    /* hh and h truncate what the int carries */
    pft_host_int(p, "%hhd", 0, 300);
    pft_host_int(p, "%hhu", 0, -1);
    pft_host_int(p, "%hd", 0, 70000);
    pft_host_int(p, "%hx", 0, -2);
    pft_host_int(p, "%Lx", 'L', -2);
    pft_host_int(p, "%qd", 'L', LLONG_MIN);
    test_end(p->t);
}

static const uint64_t pft_edges[] = {
    0x0000000000000000ULL, 0x8000000000000000ULL, /* +-0            */
    0x3ff0000000000000ULL, 0xbff0000000000000ULL, /* +-1            */
    0x3fb999999999999aULL, 0x3fe0000000000000ULL, /* 0.1, 0.5       */
    0x3ff8000000000000ULL, 0x4004000000000000ULL, /* 1.5, 2.5       */
    0x4023000000000000ULL, 0x3fc0000000000000ULL, /* 9.5, 0.125     */
    0x3fd8000000000000ULL, 0x44b52d02c7e14af6ULL, /* 0.375, 1e23    */
    0x4480f0cf064dd592ULL, 0x7fefffffffffffffULL, /* 1e22, DBL_MAX  */
    0xffefffffffffffffULL, 0x0010000000000000ULL, /* -DBL_MAX, MIN  */
    0x0008000000000000ULL, 0x0000000000000001ULL, /* subnormals     */
    0x000fffffffffffffULL, 0x800fffffffffffffULL,
    0x7fe1ccf385ebc8a0ULL, 0x0031fa182c40c60dULL, /* 1e308, 1e-308  */
    0x419d6f3454000000ULL, 0x3f202e7c8fc9b1d5ULL, /* 123456789, 1.23456e-4 */
    0x3ee4f8b588e368f1ULL, 0x3f1a36e2eb1c432dULL, /* 1e-5, 1e-4     */
    0x40f869f333333333ULL, 0x412e847f00000000ULL, /* 99999.95, 999999.5 */
    0x3fefffffd586b834ULL, 0x4023fffffef39085ULL, /* .99999999, 9.9999995 */
    0x3fd5555555555555ULL, 0x3fe5555555555555ULL, /* 1/3, 2/3       */
    0x400921fb54442d18ULL, 0x430c6bf526340000ULL, /* pi, 1e15       */
    0x4340000000000000ULL, 0x4340000000000001ULL, /* 2^53, 2^53+2   */
    0x43e0000000000000ULL, 0x43f0000000000000ULL, /* 2^63, 2^64     */
    0x7fe0000000000000ULL, 0x4011666666666666ULL, /* 2^1023, 4.35   */
    0x3fc3333333333333ULL, 0x3ff4000000000000ULL, /* 0.15, 1.25     */
    0x4059000000000000ULL, 0x54b249ad2594c37dULL, /* 100, 1e100     */
    0x2b2bff2ee48e0530ULL, 0x44dfe185ca57c517ULL, /* 1e-100, 6.022e23 */
    0x3fefffffffffffffULL, 0x3ff0000000000001ULL, /* 1-ulp, 1+ulp   */
    0x7ff0000000000000ULL, 0xfff0000000000000ULL, /* +-inf          */
    0x7ff8000000000000ULL, 0xfff8000000000000ULL, /* nan, -nan      */
    0x7ff0000000000001ULL, 0x3ff1f9add3739636ULL, /* snan, 1.1234   */
};

static void pf_t_floats(pft *p)
{
    static const int widths[] = {-1, 1, 14, 40};
    static const int precs[] = {-1, -2, 0, 1, 3, 6, 17, 40};
    const char *conv = "fFeEgGaA";
    char fmt[64];
    size_t c, w, pr, i;
    unsigned fl;
    if (!test_begin(p->t, "printf doubles vs host snprintf: conversions x flags x widths x precisions"))
        return;
    for (c = 0; conv[c]; c++)
        for (fl = 0; fl < 32; fl++)
            for (w = 0; w < PV_COUNTOF(widths); w++)
                for (pr = 0; pr < PV_COUNTOF(precs); pr++) {
                    pft_spec(fmt, fl, widths[w], precs[pr], "", conv[c]);
                    for (i = (fl + w + pr) % 3; i < PV_COUNTOF(pft_edges); i += 3)
                        pft_host_dbl(p, fmt, pft_dbl(pft_edges[i]));
                }
    /* every edge value at large precisions and with l and L */
    for (i = 0; i < PV_COUNTOF(pft_edges); i++) {
        double d = pft_dbl(pft_edges[i]);
        static const char *const f[] = {
            "%.60f", "%.100e", "%.800e", "%.1100f", "%.30g", "%#.30g", "%.767g",
            "%#.0e", "%#.0f", "%#g", "%#.3g", "%.20a", "%#.0a", "%lf", "%le",
            "%-+30.10e|", "%0+30.10a", "% 030.3f"};
        size_t k;
        for (k = 0; k < PV_COUNTOF(f); k++)
            pft_host_dbl(p, f[k], d);
    }
    test_end(p->t);
}

/* Random bit patterns over every exponent; values n / 2^k whose decimal
   digits end exactly on a tie; decimals ending in 5 read by the host's
   strtod (within half an ulp of a tie). */
static void pf_t_random(pft *p)
{
    char fmt[64];
    int i;
    if (!test_begin(p->t, "printf random doubles, ties and near-ties vs host snprintf"))
        return;
    for (i = 0; i < 20000; i++) {
        uint64_t b = pft_rand(p), r = pft_rand(p);
        double d;
        int prec = (int)(r % 31);
        if (r % 7 == 0)        /* narrow the exponent: near 1 */
            b = (b & 0x800fffffffffffffULL) | ((uint64_t)(1023 - 40 + (r >> 8) % 80) << 52);
        if (r % 11 == 0)       /* subnormal */
            b &= 0x800fffffffffffffULL;
        d = pft_dbl(b);
        sprintf(fmt, "%%.%de", prec);
        pft_host_dbl(p, fmt, d);
        sprintf(fmt, "%%.%dg", prec);
        pft_host_dbl(p, fmt, d);
        sprintf(fmt, "%%.%da", prec % 16);
        pft_host_dbl(p, fmt, d);
        pft_host_dbl(p, "%a", d);
        if (i % 4 == 0) {
            sprintf(fmt, "%%.%df", prec);
            pft_host_dbl(p, fmt, d);
        }
        if (i % 50 == 0) {
            sprintf(fmt, "%%.%de", 700 + (int)(r % 120));
            pft_host_dbl(p, fmt, d);
        }
    }
    for (i = 0; i < 8000; i++) {  /* exact ties */
        uint64_t r = pft_rand(p);
        int k = (int)(r % 13), prec;
        double d = (double)(int64_t)((r >> 8) % (1u << 22)) / (double)(1u << k);
        if (r & 0x80)
            d = -d;
        for (prec = 0; prec <= k; prec++) {
            sprintf(fmt, "%%.%df", prec);
            pft_host_dbl(p, fmt, d);
            sprintf(fmt, "%%.%de", prec);
            pft_host_dbl(p, fmt, d);
        }
    }
    for (i = 0; i < 8000; i++) {  /* near-ties: d.ddd5 x 10^x */
        uint64_t r = pft_rand(p);
        char text[64];
        int digs = 1 + (int)(r % 17), x = (int)((r >> 8) % 600) - 300, j;
        char *s = text;
        *s++ = (char)('1' + (r >> 20) % 9);
        *s++ = '.';
        for (j = 1; j < digs; j++)
            *s++ = (char)('0' + (pft_rand(p) % 10));
        sprintf(s, "5e%d", x);
        sprintf(fmt, "%%.%de", digs);
        pft_host_dbl(p, fmt, strtod(text, NULL));
        sprintf(fmt, "%%.%dg", digs + 1);
        pft_host_dbl(p, fmt, strtod(text, NULL));
        if (x > -20 && x < 20) {
            sprintf(fmt, "%%.%df", digs - x > 0 ? digs - x : 0);
            pft_host_dbl(p, fmt, strtod(text, NULL));
        }
    }
    test_end(p->t);
}

static void pf_t_text(pft *p)
{
    static const char *const strs[] = {"", "a", "hello", "hello, world",
                                       "\x01\x7f\xff tail"};
    static const int widths[] = {-1, 0, 3, 12};
    static const int precs[] = {-1, -2, 0, 2, 6, 40};
    static const uint64_t ptrs[] = {0, 1, 0x1234, PFT_BASE, ~0ULL};
    static const int chars[] = {'a', ' ', 0xff, 'Z', 300};
    char fmt[64];
    size_t s, w, pr, i;
    unsigned fl;
    if (!test_begin(p->t, "%s", "printf %s %c %p vs host snprintf"))
        return;
    for (fl = 0; fl < 32; fl++)
        for (w = 0; w < PV_COUNTOF(widths); w++)
            for (pr = 0; pr < PV_COUNTOF(precs); pr++) {
                size_t mark = p->used;
                pft_args a;
                int n;
                for (s = 0; s < PV_COUNTOF(strs); s++) {
                    pft_spec(fmt, fl, widths[w], precs[pr], "", 's');
                    a.n = 0;
                    pa_u64(&a, pft_str(p, strs[s]));
                    n = snprintf(p->want, PFT_OUT, fmt, strs[s]);
                    pft_run(p, mark, fmt, &a, p->want, (size_t)n, 1);
                }
                a.n = 0;       /* NULL: "(null)", or "" below precision 6 */
                pa_u64(&a, 0);
                n = snprintf(p->want, PFT_OUT, fmt, (char *)NULL);
                pft_run(p, mark, fmt, &a, p->want, (size_t)n, 1);
                for (i = 0; i < PV_COUNTOF(ptrs); i++) {
                    pft_spec(fmt, fl, widths[w], precs[pr], "", 'p');
                    a.n = 0;
                    pa_u64(&a, ptrs[i]);
                    n = snprintf(p->want, PFT_OUT, fmt, (void *)(uintptr_t)ptrs[i]);
                    pft_run(p, mark, fmt, &a, p->want, (size_t)n, 1);
                }
                for (i = 0; i < PV_COUNTOF(chars); i++) {
                    pft_spec(fmt, fl, widths[w], precs[pr], "", 'c');
                    a.n = 0;
                    pa_i32(&a, chars[i]);
                    n = snprintf(p->want, PFT_OUT, fmt, chars[i]);
                    pft_run(p, mark, fmt, &a, p->want, (size_t)n, 1);
                }
            }
    test_end(p->t);
}

/* Several arguments of mixed types in one buffer, as the kernels
   printf("%c %hd %d %lld %f %f %s %p %hhu\n", ...) and friends put them:
   offsets 0 4 8 16 24 32 40 48 56. */
static void pf_t_mixed(pft *p)
{
    pft_args a;
    size_t mark = p->used;
    uint64_t s1 = pft_str(p, "str"), s2 = pft_str(p, "second");
    const char *f;
    int n;
    if (!test_begin(p->t, "printf mixed argument layouts vs host snprintf"))
        return;
    a.n = 0;
    pa_i32(&a, -5);            /* char, promoted */
    pa_i32(&a, -300);          /* short */
    pa_i32(&a, 123456);
    pa_i64(&a, -9876543210LL);
    pa_f64(&a, 1.5f);          /* float, promoted */
    pa_f64(&a, 0.1);
    pa_u64(&a, s1);
    pa_u64(&a, 0xdeadbeef0ULL);
    pa_i32(&a, 200);           /* unsigned char */
    T_CHECK(p->t, a.n == 60, "layout: %zu bytes", a.n);
    f = "%c %hd %d %lld %f %f %s %p %hhu\n";
    n = snprintf(p->want, PFT_OUT, f, -5, -300, 123456, -9876543210LL, 1.5,
                 0.1, "str", (void *)0xdeadbeef0ULL, 200);
    pft_run(p, p->used, f, &a, p->want, (size_t)n, 9);

    a.n = 0;                   /* %*.*f: width 0, precision 4, double 8 */
    pa_i32(&a, 12);
    pa_i32(&a, 3);
    pa_f64(&a, 3.14159);
    T_CHECK(p->t, a.n == 16, "layout: %zu bytes", a.n);
    n = snprintf(p->want, PFT_OUT, "[%*.*f]", 12, 3, 3.14159);
    pft_run(p, p->used, "[%*.*f]", &a, p->want, (size_t)n, 3);

    a.n = 0;                   /* char, double, char, long long: 0 8 16 24 */
    pa_i32(&a, 'x');
    pa_f64(&a, -2.5);
    pa_i32(&a, 'y');
    pa_i64(&a, LLONG_MIN);
    T_CHECK(p->t, a.n == 32, "layout: %zu bytes", a.n);
    n = snprintf(p->want, PFT_OUT, "%c %f %c %lld", 'x', -2.5, 'y', LLONG_MIN);
    pft_run(p, p->used, "%c %f %c %lld", &a, p->want, (size_t)n, 4);

    a.n = 0;                   /* size_t, long, bool, unsigned short */
    pa_u64(&a, 18446744073709551615ULL);
    pa_i64(&a, -7);
    pa_i32(&a, 1);
    pa_i32(&a, 65535);
    n = snprintf(p->want, PFT_OUT, "%zu %ld %d %hu", (size_t)18446744073709551615ULL,
                 -7L, 1, (unsigned short)65535);
    pft_run(p, p->used, "%zu %ld %d %hu", &a, p->want, (size_t)n, 4);

    a.n = 0;                   /* negative '*': left-justified; precision: none */
    pa_i32(&a, -6);
    pa_i32(&a, 42);
    pa_i32(&a, -3);
    pa_i32(&a, 7);
    pa_i32(&a, INT_MIN);
    pa_i32(&a, 9);
    pa_u64(&a, s2);
    n = snprintf(p->want, PFT_OUT, "[%*d][%.*d][%-*d]%s", -6, 42, -3, 7, 1, 9,
                 "second");
    {                          /* INT_MIN as a width only pads (a lot) */
        pv_fmt_out o;
        char buf[64], err[64];
        uint64_t fa = pft_str(p, "[%*d][%.*d][%*d]%s");
        uint64_t aa = pft_put(p, a.b, a.n, 16);
        int r;
        o.buf = buf;
        o.cap = sizeof buf;
        r = pv_format_printf(pft_read, p, fa, aa, &o, err, sizeof err);
        T_CHECK(p->t, r == 7 && o.truncated && o.len == sizeof buf - 1 &&
                memcmp(buf, "[42    ][7][9", 13) == 0, "INT_MIN width: %d '%s'",
                r, buf);
    }
    a.n = 0;
    pa_i32(&a, -6);
    pa_i32(&a, 42);
    pa_i32(&a, -3);
    pa_i32(&a, 7);
    pa_i32(&a, 1);
    pa_i32(&a, 9);
    pa_u64(&a, s2);
    pft_run(p, p->used, "[%*d][%.*d][%-*d]%s", &a, p->want, (size_t)n, 7);

    {                          /* formats and strings across many chunks */
        char *lf = (char *)malloc(6000), *ls = (char *)malloc(5000);
        size_t i;
        if (lf && ls) {
            for (i = 0; i < 4999; i++)
                ls[i] = (char)('a' + i % 26);
            ls[4999] = 0;
            for (i = 0; i < 2000; i++)
                lf[i] = (char)('A' + i % 26);
            strcpy(lf + 2000, "%s|%5000.4000s|%d");
            for (i = strlen(lf); i < 5990; i++)
                lf[i] = '-';
            lf[5990] = 0;
            a.n = 0;
            pa_u64(&a, pft_str(p, ls));
            pa_u64(&a, pft_str(p, ls));
            pa_i32(&a, 77);
            n = snprintf(p->want, PFT_OUT, lf, ls, ls, 77);
            pft_run(p, p->used, lf, &a, p->want, (size_t)n, 3);
        }
        free(lf);
        free(ls);
    }

    a.n = 0;                   /* %% takes nothing */
    pa_i32(&a, 5);
    f = "100%% %d";
    n = snprintf(p->want, PFT_OUT, f, 5);
    pft_run(p, p->used, f, &a, p->want, (size_t)n, 1);
    p->used = mark;
    test_end(p->t);
}
#endif

/* Expectations that hold on any host. */
static void pf_t_fixed(pft *p)
{
    static const struct { const char *fmt; uint64_t bits; const char *want; } fd[] = {
        {"%.2f", 0x3fc0000000000000ULL, "0.12"},
        {"%.2f", 0x3fd8000000000000ULL, "0.38"},
        {"%.0f", 0x3fe0000000000000ULL, "0"},
        {"%.0f", 0x3ff8000000000000ULL, "2"},
        {"%.0f", 0x4004000000000000ULL, "2"},
        {"%.0f", 0x4023000000000000ULL, "10"},
        {"%.0f", 0x3fe6666666666666ULL, "1"},
        {"%.0e", 0x4004000000000000ULL, "2e+00"},
        {"%.0e", 0x400c000000000000ULL, "4e+00"},
        {"%.0f", 0x44b52d02c7e14af6ULL, "99999999999999991611392"},
        {"%e", 0x44b52d02c7e14af6ULL, "1.000000e+23"},
        {"%.17g", 0x3fb999999999999aULL, "0.10000000000000001"},
        {"%.60f", 0x3fb999999999999aULL, "0.100000000000000005551115123125782702118158340454101562500000"},
        {"%f", 0x7fefffffffffffffULL, "179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368.000000"},
        {"%e", 0x0000000000000001ULL, "4.940656e-324"},
        {"%.20e", 0x0000000000000001ULL, "4.94065645841246544177e-324"},
        {"%g", 0x0010000000000000ULL, "2.22507e-308"},
        {"%a", 0x3ff0000000000000ULL, "0x1p+0"},
        {"%a", 0x0000000000000001ULL, "0x0.0000000000001p-1022"},
        {"%a", 0x0010000000000000ULL, "0x1p-1022"},
        {"%a", 0x0000000000000000ULL, "0x0p+0"},
        {"%A", 0xffefffffffffffffULL, "-0X1.FFFFFFFFFFFFFP+1023"},
        {"%.3a", 0x3fb999999999999aULL, "0x1.99ap-4"},
        {"%.0a", 0x3fff000000000000ULL, "0x2p+0"},
        {"%.0a", 0x3ff8000000000000ULL, "0x2p+0"},
        {"%.0a", 0x4004000000000000ULL, "0x1p+1"},
        {"%.1a", 0x3ff0800000000000ULL, "0x1.0p+0"},
        {"%.1a", 0x000fc00000000000ULL, "0x1.0p-1022"},
        {"%.0a", 0x0008000000000000ULL, "0x0p-1022"},
        {"%#a", 0x3ff0000000000000ULL, "0x1.p+0"},
        {"%010a", 0xbff0000000000000ULL, "-0x0001p+0"},
        {"%#.3g", 0x3ff0000000000000ULL, "1.00"},
        {"%g", 0x40f86a0000000000ULL, "100000"},
        {"%g", 0x412e848000000000ULL, "1e+06"},
        {"%g", 0x3f1a36e2eb1c432dULL, "0.0001"},
        {"%g", 0x3ee4f8b588e368f1ULL, "1e-05"},
        {"%#g", 0x0000000000000000ULL, "0.00000"},
        {"%g", 0x8000000000000000ULL, "-0"},
        {"%+08.2f", 0xc00921f9f01b866eULL, "-0003.14"},
        {"%-12.4e|", 0x40c81cd6c8b43958ULL, "1.2346e+04  |"},
        {"%G", 0x3ddb7cdfd9d7bdbbULL, "1E-10"},
        {"%.0e", 0x0000000000000000ULL, "0e+00"},
        {"%#.0f", 0x4008000000000000ULL, "3."},
        {"%#.0e", 0x3ff0000000000000ULL, "1.e+00"},
        {"%.3f", 0x3ff0020c49ba5e35ULL, "1.000"},
        {"%.1f", 0x3fd0000000000000ULL, "0.2"},
        {"%.1f", 0x3fd6666666666666ULL, "0.3"},
        {"%f", 0x8000000000000000ULL, "-0.000000"},
        {"%10.3f", 0x7ff0000000000000ULL, "       inf"},
        {"%-6f|", 0xfff8000000000000ULL, "-nan  |"},
        {"%F", 0x7ff8000000000000ULL, "NAN"},
        {"%+E", 0xfff0000000000000ULL, "-INF"},
        {"%05f", 0x7ff0000000000000ULL, "  inf"},
        {"% g", 0x7ff8000000000000ULL, " nan"},
        {"%g", 0x7fe1ccf385ebc8a0ULL, "1e+308"},
        {"%Lf", 0x3ff8000000000000ULL, "1.500000"},
        {"%.30f", 0x00000000000007e8ULL, "0.000000000000000000000000000000"},
        {"%.1000g", 0x00000000000007e8ULL, "9.999888671826830054133752367652800576668810404913933231973854213813672267149025137753668687959512485767082469435821326873955531817604221479111201871258225213276326434971902827643599339477263397778659665193793654309834532129281161268155283999204461560808953010434241919400457020315068567565301579569187340188105680700687048622572297011807295865142440458678820197825330390728703465639787631241688381084672868858070030425350029497774728423376227873672231502648785563207544427133780751498964842238650982976359736953654567288487694940230564769292298397759684630055091384876749698303915591084358566671856101564376699700392294336955627042165899589336900634182050515934614876820804363177575320916352342137470725187361510200023673178293392993509769439697265625e-321"},
    };
    static const struct { const char *fmt; int64_t v; int big; const char *want; } fi[] = {
        {"%d", INT_MIN, 0, "-2147483648"},
        {"%lld", LLONG_MIN, 1, "-9223372036854775808"},
        {"%hhd", 300, 0, "44"},
        {"%hhd", 200, 0, "-56"},
        {"%hu", -1, 0, "65535"},
        {"%#x", 255, 0, "0xff"},
        {"%#X", 255, 0, "0XFF"},
        {"%#x", 0, 0, "0"},
        {"%#o", 8, 0, "010"},
        {"%#o", 0, 0, "0"},
        {"%#.0o", 0, 0, "0"},
        {"%.0d", 0, 0, ""},
        {"%5.0d|", 0, 0, "     |"},
        {"%-+ #08.3d|", 5, 0, "+005    |"},
        {"%08.3d", -5, 0, "    -005"},
        {"%+u", 7, 0, "7"},
        {"% i", 7, 0, " 7"},
        {"%zx", -1, 1, "ffffffffffffffff"},
        {"%c", 'A', 0, "A"},
        {"%05c|", 'A', 0, "    A|"},
        {"%-3c|", 'A', 0, "A  |"},
        {"%lc", 0xe9, 0, "\xc3\xa9"},
        {"%p", 0, 1, "(nil)"},
        {"%8p", 0, 1, "   (nil)"},
        {"%p", 0x1234, 1, "0x1234"},
        {"%+p", 0x1234, 1, "+0x1234"},
        {"%010p", 0x1234, 1, "0x00001234"},
        {"%.6p", 0x1234, 1, "0x001234"},
    };
    size_t i;
    if (!test_begin(p->t, "printf fixed expectations"))
        return;
    for (i = 0; i < PV_COUNTOF(fd); i++) {
        pft_args a;
        a.n = 0;
        pa_u64(&a, fd[i].bits);
        pft_expect(p, fd[i].fmt, &a, fd[i].want, 1);
    }
    for (i = 0; i < PV_COUNTOF(fi); i++) {
        pft_args a;
        a.n = 0;
        if (fi[i].big)
            pa_i64(&a, fi[i].v);
        else
            pa_i32(&a, (int32_t)fi[i].v);
        pft_expect(p, fi[i].fmt, &a, fi[i].want, 1);
    }
    pft_expect(p, "no arguments\n", NULL, "no arguments\n", 0);
    pft_expect(p, "", NULL, "", 0);
    pft_expect(p, "100%%", NULL, "100%", 0);
    pft_expect(p, "%5%|%-5.3l%", NULL, "%|%", 0);
    pft_expect(p, "odd %y %-5.2y %", NULL, "odd %y %-5.2y %", 0);
    pft_expect(p, "cut %-08.3l", NULL, "cut %-08.3l", 0);
    pft_expect(p, "pos %1$d", NULL, "pos %1$d", 0);
    {
        pft_args a;
        size_t mark = p->used;
        uint32_t wide[] = {'h', 0xe9, 0x20ac, 0x1f600, 0xd800, 0};
        uint64_t ws = pft_put(p, wide, sizeof wide, 4);
        a.n = 0;
        pa_u64(&a, pft_str(p, "abc"));
        pa_u64(&a, 0);
        pa_u64(&a, 0);
        pa_u64(&a, 0);
        pft_expect(p, "[%s][%s][%.5s][%10.6s]", &a, "[abc][(null)][][    (null)]", 4);
        a.n = 0;               /* %n stores nothing but takes its pointer */
        pa_i32(&a, 1);
        pa_u64(&a, PFT_BASE);
        pa_i32(&a, 2);
        pft_expect(p, "%d%n%d", &a, "12", 3);
        a.n = 0;               /* wide strings in UTF-8, never split */
        pa_u64(&a, ws);
        pa_u64(&a, ws);
        pa_u64(&a, ws);
        pa_u64(&a, ws);
        pft_expect(p, "[%ls][%.3ls][%-12.4ls][%S]", &a,
                   "[h\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80?][h\xc3\xa9][h\xc3\xa9         ]"
                   "[h\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80?]", 4);
        a.n = 0;               /* L is double on the device */
        pa_f64(&a, 2.5);
        pa_f64(&a, 0.5);
        pft_expect(p, "%Lg %La", &a, "2.5 0x1p-1", 2);
        p->used = mark;
    }
    test_end(p->t);
}

/* CUDA takes 32 arguments; later conversions are printed as written. */
static void pf_t_limit(pft *p)
{
    pft_args a;
    char fmt[256], want[512];
    char *f = fmt, *w = want;
    int i;
    if (!test_begin(p->t, "printf 32-argument limit"))
        return;
    a.n = 0;
    for (i = 0; i < 35; i++) {
        pa_i32(&a, i);
        f += sprintf(f, "%%d ");
        w += i < 32 ? sprintf(w, "%d ", i) : sprintf(w, "%%d ");
    }
    f += sprintf(f, "%%-*.*f|%%%%");
    w += sprintf(w, "%%-*.*f|%%");
    pft_expect(p, fmt, &a, want, 32);
    test_end(p->t);
}

static int pft_has(const char *s, const char *sub)
{
    return strstr(s, sub) != NULL;
}

/* Run a case that must fail; returns the message. */
static int pft_fault(pft *p, uint64_t fa, uint64_t aa, char *err, size_t errcap)
{
    char buf[64];
    pv_fmt_out o;
    o.buf = buf;
    o.cap = sizeof buf;
    return pv_format_printf(pft_read, p, fa, aa, &o, err, errcap);
}

static void pf_t_errors(pft *p)
{
    char err[160], buf[32];
    size_t mark = p->used, save = p->size;
    pft_args a;
    uint64_t fa, aa, bad = 0xdead0000ULL;
    pv_fmt_out o;
    int r;
    if (!test_begin(p->t, "printf errors: unreadable format, arguments, strings"))
        return;
    r = pft_fault(p, bad, 0, err, sizeof err);
    T_CHECK(p->t, r == PV_FMT_FAULT && pft_has(err, "format") &&
            pft_has(err, "0xdead0000"), "bad format: %d '%s'", r, err);
    r = pft_fault(p, 0, 0, err, sizeof err);
    T_CHECK(p->t, r == PV_FMT_NULL_FORMAT && err[0] == 0, "NULL format: %d", r);

    /* a format running off the end of readable memory */
    p->used = save - 4;
    fa = pft_put(p, "ab%%", 4, 1);
    r = pft_fault(p, fa, 0, err, sizeof err);
    T_CHECK(p->t, r == PV_FMT_FAULT && pft_has(err, "unreadable at 0x700000400000"),
            "format off the end: %d '%s'", r, err);
    /* ... and one whose NUL is the last readable byte: chunked reads
       fall back to single bytes */
    p->used = save - 5;
    fa = pft_put(p, "tail", 5, 1);
    o.buf = buf;
    o.cap = sizeof buf;
    r = pv_format_printf(pft_read, p, fa, 0, &o, err, sizeof err);
    T_CHECK(p->t, r == 0 && strcmp(buf, "tail") == 0, "format at the end: %d '%s' %s",
            r, buf, err);
    p->used = mark;

    fa = pft_str(p, "%d %d");
    r = pft_fault(p, fa, bad, err, sizeof err);
    T_CHECK(p->t, r == PV_FMT_FAULT && pft_has(err, "argument buffer unreadable at 0xdead0000"),
            "bad args: %d '%s'", r, err);
    r = pft_fault(p, fa, 0, err, sizeof err);
    T_CHECK(p->t, r == PV_FMT_FAULT && pft_has(err, "argument buffer unreadable at 0x0"),
            "NULL args: %d '%s'", r, err);
    /* the second argument lies past the end of readable memory */
    aa = PFT_BASE + save - 4;
    r = pft_fault(p, fa, aa, err, sizeof err);
    T_CHECK(p->t, r == PV_FMT_FAULT && pft_has(err, "unreadable at 0x700000400000") &&
            pft_has(err, "argument 2"), "short args: %d '%s'", r, err);

    a.n = 0;
    pa_u64(&a, bad);
    fa = pft_str(p, "%s");
    aa = pft_put(p, a.b, a.n, 16);
    r = pft_fault(p, fa, aa, err, sizeof err);
    T_CHECK(p->t, r == PV_FMT_FAULT && pft_has(err, "string") && pft_has(err, "0xdead0000"),
            "bad %%s: %d '%s'", r, err);
    fa = pft_str(p, "%20s");   /* measured before it is padded */
    r = pft_fault(p, fa, aa, err, sizeof err);
    T_CHECK(p->t, r == PV_FMT_FAULT && pft_has(err, "0xdead0000"), "bad %%20s: %d '%s'",
            r, err);
    /* a string without NUL before the end of memory; with a precision that
       stops before the end it is fine */
    p->used = save - 3;
    pft_put(p, "xyz", 3, 1);
    p->used = mark;
    a.n = 0;
    pa_u64(&a, PFT_BASE + save - 3);
    fa = pft_str(p, "%s");
    aa = pft_put(p, a.b, a.n, 16);
    r = pft_fault(p, fa, aa, err, sizeof err);
    T_CHECK(p->t, r == PV_FMT_FAULT && pft_has(err, "unreadable at 0x700000400000"),
            "unterminated %%s: %d '%s'", r, err);
    fa = pft_str(p, "%.3s|%-5.2s|");
    a.n = 0;
    pa_u64(&a, PFT_BASE + save - 3);
    pa_u64(&a, PFT_BASE + save - 3);
    aa = pft_put(p, a.b, a.n, 16);
    o.buf = buf;
    o.cap = sizeof buf;
    r = pv_format_printf(pft_read, p, fa, aa, &o, err, sizeof err);
    T_CHECK(p->t, r == 2 && strcmp(buf, "xyz|xy   |") == 0, "%%.3s at the end: %d '%s'",
            r, buf);
    /* a small error buffer is cut, not overrun */
    memset(err, 'Q', sizeof err);
    r = pft_fault(p, bad, 0, err, 8);
    T_CHECK(p->t, r == PV_FMT_FAULT && strlen(err) == 7 && err[8] == 'Q',
            "short err buffer: '%s'", err);
    r = pft_fault(p, bad, 0, NULL, 0);
    T_CHECK(p->t, r == PV_FMT_FAULT, "no err buffer: %d", r);
    p->used = mark;
    test_end(p->t);
}

/* Every cap from 0 to past the full length: the text is a prefix, cut
   at cap - 1 and NUL-terminated, and nothing past cap is written. */
static void pf_t_truncation(pft *p)
{
    pft_args a;
    char full[600], buf[700], err[100];
    pv_fmt_out o;
    uint64_t fa, aa;
    size_t mark = p->used, cap, flen, k;
    int r;
    if (!test_begin(p->t, "printf truncation at every cap"))
        return;
    a.n = 0;
    pa_i32(&a, -42);
    pa_u64(&a, pft_str(p, "a string argument"));
    pa_f64(&a, 1e300);
    pa_i32(&a, 7);
    pa_f64(&a, 0.1);
    fa = pft_str(p, "int %d, %s, %.3e %50d %.80f|%-30s|end");
    pa_u64(&a, pft_str(p, "left"));
    aa = pft_put(p, a.b, a.n, 16);
    o.buf = full;
    o.cap = sizeof full;
    r = pv_format_printf(pft_read, p, fa, aa, &o, err, sizeof err);
    flen = o.len;
    T_CHECK(p->t, r == 6 && !o.truncated && flen > 150, "full: %d %zu", r, flen);
    for (cap = 0; cap < flen + 3; cap++) {
        memset(buf, 0xA5, sizeof buf);
        o.buf = cap ? buf : NULL;
        o.cap = cap;
        r = pv_format_printf(pft_read, p, fa, aa, &o, err, sizeof err);
        p->checks++;
        if (cap == 0) {
            T_CHECK(p->t, r == 6 && o.len == 0 && o.truncated, "cap 0");
            continue;
        }
        k = cap - 1 < flen ? cap - 1 : flen;
        T_CHECK(p->t, r == 6 && o.len == k && o.truncated == (flen > cap - 1) &&
                memcmp(buf, full, k) == 0 && buf[k] == 0,
                "cap %zu: len %zu truncated %d", cap, o.len, o.truncated);
        for (k = cap; k < sizeof buf; k++)
            if ((unsigned char)buf[k] != 0xA5) {
                T_CHECK(p->t, 0, "cap %zu: byte %zu overwritten", cap, k);
                break;
            }
    }
    /* a huge width, precision or string bound only fills the buffer */
    a.n = 0;
    pa_i32(&a, 1);
    pa_f64(&a, 1.0);
    pa_f64(&a, 3.0);
    pa_i32(&a, 5);
    fa = pft_str(p, "%2147483647d%.2147483647f%99999999999e%.2147483647d");
    aa = pft_put(p, a.b, a.n, 16);
    o.buf = buf;
    o.cap = 100;
    r = pv_format_printf(pft_read, p, fa, aa, &o, err, sizeof err);
    T_CHECK(p->t, r == 4 && o.truncated && o.len == 99 && buf[0] == ' ' && buf[98] == ' ',
            "huge width: %d %zu", r, o.len);
    p->used = mark;
    test_end(p->t);
}

void unit_printf(pv_test *t)
{
    pft *p = (pft *)calloc(1, sizeof *p);
    if (!p) {
        T_CHECK(t, 0, "out of memory");
        return;
    }
    p->t = t;
    p->mem = (uint8_t *)calloc(1, PFT_MEM);
    p->size = PFT_MEM;
    p->rng = 0x9e3779b97f4a7c15ULL;
    if (p->mem) {
        pf_t_fixed(p);
        pf_t_limit(p);
        pf_t_errors(p);
        pf_t_truncation(p);
#if PFT_HOST
        pf_t_ints(p);
        pf_t_floats(p);
        pf_t_random(p);
        pf_t_text(p);
        pf_t_mixed(p);
#else
        if (test_begin(t, "printf vs host snprintf"))
            test_skip(t, "the host's C library is not glibc on LP64");
#endif
        if (t->verbose)
            printf("printf: %ld formatted and compared\n", p->checks);
    } else {
        T_CHECK(t, 0, "out of memory");
    }
    free(p->mem);
    free(p);
}
