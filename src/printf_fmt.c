/* CUDA's device printf: walk the format, fetch each argument from the
   vprintf buffer, format it as glibc does (CUDA formats on the host with
   the host's C library, so glibc's output is what a Linux user sees).

   The argument buffer, as nvcc (CUDA 13, -arch=sm_75) builds it: the PTX
   stores the arguments into a .local buffer and passes its generic
   address as vprintf's second parameter (the first is the format's).
   - Arguments come in call order after C's default argument promotions:
     char, short and bool become a 4-byte int (sign- or zero-extended as
     their type), float becomes an 8-byte double (cvt.f64.f32 before the
     store).
   - Each sits at the next offset that is a multiple of its size: 4 bytes
     for int, unsigned, wchar_t and wint_t; 8 bytes for long, long long,
     size_t, double (long double is double on the device), pointers and
     strings (64-bit generic addresses). "%c %f %c %lld" puts its
     arguments at 0, 8, 16 and 24; "%c %hd %d %lld" at 0, 4, 8 and 16.
   - A '*' width or precision is an int in its place in the sequence:
     "%*.*f" has the width at 0, the precision at 4, the double at 8.
   - A call without arguments passes 0 as the buffer address; nvcc packs
     every argument, even beyond the 32 that CUDA documents.
   The buffer carries no types: the format decides what to fetch, as it
   does for CUDA's own host-side decoder. d i u o x X take 4 bytes, or 8
   with l ll j z t L q; c takes 4 (an int or a wint_t); a A e E f F g G,
   s, p and n take 8 (a double or a pointer).

   CUDA returns the number of arguments fetched (a '*' counts), -1 for a
   NULL format; past 32 arguments a conversion is printed as written. %n
   stores nothing (the host cannot write device memory); its pointer is
   skipped. Everything else is glibc's: "(null)" for a NULL %s (empty
   when the precision is below 6), "(nil)" for a NULL %p, "-nan",
   hexadecimal floats normalised to 0x1.xxxp+N with subnormals as
   0x0.xxxp-1022, an unknown conversion printed as written. Wide %lc/%ls
   characters are written in UTF-8.

   Numbers never touch the host's floating point: a double's bits become
   an exact decimal expansion with big integers (value = m * 2^e: the
   integer part by division by 10^9, the fraction f / 2^k nine digits at a
   time by multiplication by 10^9), rounded to nearest, ties to even, as
   glibc rounds in the default rounding mode. */
#include "printf_fmt.h"

/* ---- output ------------------------------------------------------------ */

/* Append n bytes of s, or n copies of fill when s is NULL, as far as they
   fit (one byte stays free for the NUL). */
static void pf_emit(pv_fmt_out *o, const char *s, char fill, uint64_t n)
{
    size_t room = o->cap ? o->cap - 1 - o->len : 0;
    if (n > room) {
        n = room;
        o->truncated = 1;
    }
    if (!n)
        return;
    if (s)
        memcpy(o->buf + o->len, s, (size_t)n);
    else
        memset(o->buf + o->len, fill, (size_t)n);
    o->len += (size_t)n;
}

static void pf_put(pv_fmt_out *o, const char *s, uint64_t n)
{
    pf_emit(o, s, 0, n);
}

static void pf_fill(pv_fmt_out *o, char ch, uint64_t n)
{
    pf_emit(o, NULL, ch, n);
}

/* ---- the context and its errors ---------------------------------------- */

typedef struct pf_ctx {
    pv_fmt_read_fn rd;
    void          *user;
    pv_fmt_out    *out;
    char          *err;
    size_t         errcap, errlen;
    uint64_t       args;       /* argument buffer address                */
    uint64_t       off;        /* next offset in it                      */
    int            nargs;      /* arguments fetched                      */
} pf_ctx;

static void pf_msg(pf_ctx *c, const char *s)
{
    while (*s && c->errlen + 1 < c->errcap)
        c->err[c->errlen++] = *s++;
    if (c->errcap)
        c->err[c->errlen] = 0;
}

static void pf_msg_num(pf_ctx *c, uint64_t v, int hex)
{
    char b[24];
    int i = (int)sizeof b - 1;
    b[i] = 0;
    do {
        b[--i] = "0123456789abcdef"[hex ? v & 15 : v % 10];
        v = hex ? v >> 4 : v / 10;
    } while (v);
    if (hex) {
        b[--i] = 'x';
        b[--i] = '0';
    }
    pf_msg(c, b + i);
}

/* "<what> at 0xA unreadable at 0xB", or "bad <what> pointer 0xA" when the
   first byte already fails. */
static int pf_fault(pf_ctx *c, const char *what, uint64_t start, uint64_t at)
{
    c->errlen = 0;
    if (at == start) {
        pf_msg(c, "bad ");
        pf_msg(c, what);
        pf_msg(c, " pointer ");
        pf_msg_num(c, start, 1);
    } else {
        pf_msg(c, what);
        pf_msg(c, " at ");
        pf_msg_num(c, start, 1);
        pf_msg(c, " unreadable at ");
        pf_msg_num(c, at, 1);
    }
    return -1;
}

static int pf_too_long(pf_ctx *c, const char *what, uint64_t start,
                       uint32_t limit)
{
    c->errlen = 0;
    pf_msg(c, what);
    pf_msg(c, " at ");
    pf_msg_num(c, start, 1);
    pf_msg(c, " has no NUL within ");
    pf_msg_num(c, limit, 0);
    pf_msg(c, " bytes");
    return -1;
}

/* ---- device bytes, read in chunks -------------------------------------- */

/* A sequential reader. Chunks end at 256-byte boundaries; when a chunk
   fails (the readable range ends inside it) bytes are read one by one,
   so a string that ends just before unreadable memory still reads. */
typedef struct pf_src {
    pv_fmt_read_fn rd;
    void          *user;
    uint64_t       addr;       /* address of the next byte               */
    unsigned       pos, len;
    uint8_t        buf[256];
} pf_src;

static void pf_src_init(pf_src *s, const pf_ctx *c, uint64_t addr)
{
    s->rd = c->rd;
    s->user = c->user;
    s->addr = addr;
    s->pos = s->len = 0;
}

/* The next byte, or -1 when s->addr is unreadable. */
static int pf_src_byte(pf_src *s)
{
    if (s->pos == s->len) {
        unsigned n = 256 - (unsigned)(s->addr & 255);
        if (n > 8 && s->rd(s->user, s->addr, s->buf, n) == 0)
            s->len = n;
        else if (s->rd(s->user, s->addr, s->buf, 1) == 0)
            s->len = 1;
        else
            return -1;
        s->pos = 0;
    }
    s->addr++;
    return s->buf[s->pos++];
}

/* ---- arguments --------------------------------------------------------- */

/* Fetch the next argument of size bytes (4 or 8) at its aligned offset.
   1: *v holds it (zero-extended); 0: the argument limit is reached;
   -1: fault. */
static int pf_arg(pf_ctx *c, unsigned size, uint64_t *v)
{
    uint8_t b[8];
    uint64_t at;
    if (c->nargs >= PV_FMT_MAX_ARGS)
        return 0;
    c->off = (c->off + size - 1) & ~(uint64_t)(size - 1);
    at = c->args + c->off;
    if (c->args == 0 || c->rd(c->user, at, b, size) != 0) {
        c->errlen = 0;
        pf_msg(c, "argument buffer unreadable at ");
        pf_msg_num(c, at, 1);
        pf_msg(c, " (argument ");
        pf_msg_num(c, (uint64_t)c->nargs + 1, 0);
        pf_msg(c, ")");
        return -1;
    }
    c->off += size;
    c->nargs++;
    *v = pv_load_le(b, size, 0);
    return 1;
}

/* ---- a conversion specification ---------------------------------------- */

enum { PF_LEFT = 1, PF_PLUS = 2, PF_SPACE = 4, PF_ALT = 8, PF_ZERO = 16 };
enum { PF_LEN_NONE, PF_LEN_HH, PF_LEN_H, PF_LEN_L, PF_LEN_LL };

typedef struct pf_spec {
    unsigned flags;
    int      width;            /* 0 when absent                          */
    int      prec;             /* -1 when absent                         */
    int      len;              /* PF_LEN_*; j z t L q count as ll        */
    int      conv;
} pf_spec;

/* A piece of a field's body: n bytes of s, or n zeros when s is NULL. */
typedef struct pf_piece {
    const char *s;
    uint64_t    n;
} pf_piece;

/* Emit a field: prefix (sign, 0x), then the pieces, padded to the width
   with spaces, or with zeros after the prefix when zero_ok and '0'. */
static void pf_field(pv_fmt_out *o, const pf_spec *sp, const char *pre,
                     size_t npre, const pf_piece *p, int np, int zero_ok)
{
    uint64_t total = npre, pad = 0;
    int i, zero = zero_ok && (sp->flags & PF_ZERO) && !(sp->flags & PF_LEFT);
    for (i = 0; i < np; i++)
        total += p[i].n;
    if ((uint64_t)sp->width > total)
        pad = (uint64_t)sp->width - total;
    if (!(sp->flags & PF_LEFT) && !zero)
        pf_fill(o, ' ', pad);
    pf_put(o, pre, npre);
    if (zero)
        pf_fill(o, '0', pad);
    for (i = 0; i < np; i++) {
        if (p[i].s)
            pf_put(o, p[i].s, p[i].n);
        else
            pf_fill(o, '0', p[i].n);
    }
    if (sp->flags & PF_LEFT)
        pf_fill(o, ' ', pad);
}

static size_t pf_sign(char *pre, const pf_spec *sp, int neg)
{
    if (neg)
        pre[0] = '-';
    else if (sp->flags & PF_PLUS)
        pre[0] = '+';
    else if (sp->flags & PF_SPACE)
        pre[0] = ' ';
    else
        return 0;
    return 1;
}

/* ---- integers ---------------------------------------------------------- */

/* v is the magnitude; signed_conv: d, i and p, which take a sign. */
static void pf_integer(pv_fmt_out *o, const pf_spec *sp, uint64_t v, int neg,
                       int signed_conv, unsigned base, int upper, int alt)
{
    const char *dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    char buf[24], pre[4];
    size_t npre = 0;
    int nd = 0;
    uint64_t prec = sp->prec < 0 ? 1 : (uint64_t)sp->prec, zeros;
    int nonzero = v != 0;
    pf_piece p[2];
    if (nonzero || prec != 0) {
        do {
            buf[sizeof buf - 1 - nd++] = dig[v % base];
            v /= base;
        } while (v);
    }
    if (signed_conv)
        npre = pf_sign(pre, sp, neg);
    zeros = prec > (uint64_t)nd ? prec - (uint64_t)nd : 0;
    if (alt && base == 16 && nonzero) {
        pre[npre++] = '0';
        pre[npre++] = upper ? 'X' : 'x';
    }
    /* %#o: the first digit must be a 0 */
    if (alt && base == 8 && zeros == 0 && (nd == 0 || nonzero))
        zeros = 1;
    p[0].s = NULL;
    p[0].n = zeros;
    p[1].s = buf + sizeof buf - nd;
    p[1].n = (uint64_t)nd;
    pf_field(o, sp, pre, npre, p, 2, sp->prec < 0);
}

/* ---- exact decimal expansion of a double ------------------------------- */

#define PF_LIMBS  40           /* 1280 bits: m * 2^971 and f * 10^9 fit  */
#define PF_DIGITS 1120         /* the longest rounded digit string + 1   */

typedef struct pf_big {
    uint32_t w[PF_LIMBS];      /* little-endian; zero from n upwards      */
    int      n;
} pf_big;

/* Divide by d in place; returns the remainder. */
static uint32_t pf_big_div(pf_big *a, uint32_t d)
{
    uint64_t r = 0;
    int i;
    for (i = a->n - 1; i >= 0; i--) {
        uint64_t cur = (r << 32) | a->w[i];
        a->w[i] = (uint32_t)(cur / d);
        r = cur % d;
    }
    while (a->n && !a->w[a->n - 1])
        a->n--;
    return (uint32_t)r;
}

/* The digits of m * 2^e (m > 0, m < 2^53): the integer part's, then the
   fraction's, produced on demand. */
typedef struct pf_dig {
    char   ip[320];            /* integer digits, no leading zero         */
    int    ni, ipos;
    pf_big f;                  /* the fraction is f / 2^k                 */
    int    k;
    char   ch[9];              /* the fraction's current nine digits      */
    int    cpos, clen;
} pf_dig;

static void pf_dig_init(pf_dig *g, uint64_t m, int e)
{
    uint32_t chunk[40];
    int nc = 0, i, j;
    pf_big a;
    memset(&a, 0, sizeof a);
    memset(&g->f, 0, sizeof g->f);
    g->k = 0;
    if (e >= 0) {              /* integer: m << e spans three limbs */
        int li = e / 32, sh = e % 32;
        uint64_t lo = m << sh;
        a.w[li] = (uint32_t)lo;
        a.w[li + 1] = (uint32_t)(lo >> 32);
        a.w[li + 2] = sh ? (uint32_t)(m >> (64 - sh)) : 0;
        a.n = li + 3;
    } else {
        uint64_t ip = e > -64 ? m >> -e : 0, fr = e > -64 ? m & ((((uint64_t)1) << -e) - 1) : m;
        a.w[0] = (uint32_t)ip;
        a.w[1] = (uint32_t)(ip >> 32);
        a.n = 2;
        g->f.w[0] = (uint32_t)fr;
        g->f.w[1] = (uint32_t)(fr >> 32);
        g->f.n = 2;
        g->k = -e;
    }
    while (a.n && !a.w[a.n - 1])
        a.n--;
    while (g->f.n && !g->f.w[g->f.n - 1])
        g->f.n--;
    while (a.n)
        chunk[nc++] = pf_big_div(&a, 1000000000u);
    g->ni = 0;
    for (i = nc - 1; i >= 0; i--) {
        char t[9];
        uint32_t v = chunk[i];
        for (j = 8; j >= 0; j--) {
            t[j] = (char)('0' + v % 10);
            v /= 10;
        }
        for (j = 0; j < 9; j++)
            if (g->ni || t[j] != '0')  /* the top chunk is nonzero */
                g->ip[g->ni++] = t[j];
    }
    g->ipos = 0;
    g->cpos = g->clen = 0;
}

/* The fraction's next nine digits: f * 10^9 = top * 2^k + f'. */
static void pf_dig_chunk(pf_dig *g)
{
    pf_big *f = &g->f;
    uint64_t carry = 0, top;
    int i, li = g->k / 32, sh = g->k % 32;
    for (i = 0; i < f->n; i++) {
        uint64_t t = (uint64_t)f->w[i] * 1000000000u + carry;
        f->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry)
        f->w[f->n++] = (uint32_t)carry;
    top = ((((uint64_t)f->w[li + 1]) << 32) | f->w[li]) >> sh;
    f->w[li] &= sh ? (((uint32_t)1 << sh) - 1) : 0;
    for (i = li + 1; i < f->n; i++)
        f->w[i] = 0;
    if (f->n > li + 1)
        f->n = li + 1;
    while (f->n && !f->w[f->n - 1])
        f->n--;
    for (i = 8; i >= 0; i--) {
        g->ch[i] = (char)('0' + top % 10);
        top /= 10;
    }
    g->cpos = 0;
    g->clen = 9;
}

static char pf_dig_next(pf_dig *g)
{
    if (g->ipos < g->ni)
        return g->ip[g->ipos++];
    if (g->cpos == g->clen) {
        if (!g->f.n)
            return '0';
        pf_dig_chunk(g);
    }
    return g->ch[g->cpos++];
}

static int pf_dig_rest_nonzero(const pf_dig *g)
{
    int i;
    for (i = g->ipos; i < g->ni; i++)
        if (g->ip[i] != '0')
            return 1;
    for (i = g->cpos; i < g->clen; i++)
        if (g->ch[i] != '0')
            return 1;
    return g->f.n != 0;
}

/* A rounded decimal: the digits d[0..n) followed by nz zeros; x10 is the
   power of ten of d[0] (scientific) and ni the number of integer digits
   (fixed). */
typedef struct pf_dec {
    char     d[PF_DIGITS];
    int      n;
    uint64_t nz;
    int      x10, ni;
    int      carried;          /* rounding added a digit in front         */
} pf_dec;

/* Round m * 2^e (m > 0) to nearest, ties to even: sci: prec + 1
   significant digits; otherwise every integer digit and prec fraction
   digits. */
static void pf_decimal(pf_dec *r, uint64_t m, int e, int sci, uint64_t prec)
{
    pf_dig g;
    uint64_t need, avail, used = 0;
    int n = 0;
    pf_dig_init(&g, m, e);
    avail = (uint64_t)g.ni + (uint64_t)g.k;   /* digits after are all 0 */
    r->ni = g.ni;
    r->x10 = g.ni - 1;
    if (sci) {
        need = prec + 1;
        if (!g.ni) {           /* skip the fraction's leading zeros */
            char ch;
            while ((ch = pf_dig_next(&g)) == '0')
                used++;
            r->x10 = -(int)used - 1;
            r->d[n++] = ch;
            used++;
        }
    } else {
        need = (uint64_t)g.ni + prec;
    }
    while ((uint64_t)n < need && used < avail) {
        r->d[n++] = pf_dig_next(&g);
        used++;
    }
    r->nz = need - (uint64_t)n;
    r->carried = 0;
    if (r->nz == 0 && used < avail) {
        char rd = pf_dig_next(&g);
        int odd = n ? (r->d[n - 1] - '0') & 1 : 0;
        if (rd > '5' || (rd == '5' && (odd || pf_dig_rest_nonzero(&g)))) {
            int i = n - 1;
            while (i >= 0 && r->d[i] == '9')
                r->d[i--] = '0';
            if (i >= 0) {
                r->d[i]++;
            } else if (sci) {  /* 9.99 -> 10.0: same digit count */
                r->d[0] = '1';
                r->x10++;
                r->carried = 1;
            } else {           /* 99.9 -> 100.0: one more integer digit */
                memmove(r->d + 1, r->d, (size_t)n);
                r->d[0] = '1';
                n++;
                r->ni++;
                r->carried = 1;
            }
        }
    }
    r->n = n;
}

/* Append the digits [a, b) of d[0..n) followed by zeros, as pieces. */
static int pf_span(pf_piece *p, const pf_dec *r, uint64_t a, uint64_t b)
{
    int np = 0;
    if (a < (uint64_t)r->n && a < b) {
        uint64_t e = b < (uint64_t)r->n ? b : (uint64_t)r->n;
        p[np].s = r->d + a;
        p[np++].n = e - a;
        a = e;
    }
    if (a < b) {
        p[np].s = NULL;
        p[np++].n = b - a;
    }
    return np;
}

/* The end of a fraction [a, b) without its trailing zeros. */
static uint64_t pf_trim(const pf_dec *r, uint64_t a, uint64_t b)
{
    if (b > (uint64_t)r->n)
        b = (uint64_t)r->n > a ? (uint64_t)r->n : a;
    while (b > a && r->d[b - 1] == '0')
        b--;
    return b;
}

static int pf_exp10(char *s, int x, char e)
{
    int n = 0, u = x < 0 ? -x : x;
    s[n++] = e;
    s[n++] = x < 0 ? '-' : '+';
    if (u >= 100)
        s[n++] = (char)('0' + u / 100);
    s[n++] = (char)('0' + u / 10 % 10);
    s[n++] = (char)('0' + u % 10);
    return n;
}

/* inf and nan, signed as glibc signs them (-nan for a negative NaN); the
   '0' flag pads with spaces. */
static void pf_nonfinite(pv_fmt_out *o, const pf_spec *sp, uint64_t b,
                         int upper)
{
    char pre[1];
    size_t npre = pf_sign(pre, sp, (int)(b >> 63));
    pf_piece p;
    p.s = (b & 0x000fffffffffffffULL) ? (upper ? "NAN" : "nan")
                                      : (upper ? "INF" : "inf");
    p.n = 3;
    pf_field(o, sp, pre, npre, &p, 1, 0);
}

/* %f %F %e %E %g %G of the double with bits b. */
static void pf_float(pv_fmt_out *o, const pf_spec *sp, uint64_t b)
{
    int ef = (int)((b >> 52) & 0x7ff), conv = sp->conv | 0x20;
    int upper = sp->conv == 'F' || sp->conv == 'E' || sp->conv == 'G';
    int alt = (sp->flags & PF_ALT) != 0;
    uint64_t m = b & 0x000fffffffffffffULL;
    uint64_t prec = sp->prec < 0 ? 6 : (uint64_t)sp->prec, fa, fb;
    char pre[1], ex[8];
    size_t npre = pf_sign(pre, sp, (int)(b >> 63));
    pf_piece p[8];
    int np = 0, sci;
    pf_dec r;
    if (ef == 0x7ff) {
        pf_nonfinite(o, sp, b, upper);
        return;
    }
    if (conv == 'g' && prec == 0)
        prec = 1;
    sci = conv != 'f';
    if (ef == 0 && m == 0) {   /* zero: one digit, then zeros */
        r.d[0] = '0';
        r.n = 1;
        r.ni = 1;
        r.x10 = 0;
        r.carried = 0;
        r.nz = conv == 'g' ? prec - 1 : prec;
    } else {
        if (ef)
            m |= (uint64_t)1 << 52;
        else
            ef = 1;
        pf_decimal(&r, m, ef - 1075, sci, conv == 'g' ? prec - 1 : prec);
    }
    if (conv == 'g') {         /* %e's exponent picks the style */
        int x = r.x10;
        if (x >= -4 && (x < 0 || (uint64_t)x < prec)) {
            if (x >= 0) {
                np += pf_span(p + np, &r, 0, (uint64_t)x + 1);
                fa = (uint64_t)x + 1;
            } else {
                p[np].s = "0";
                p[np++].n = 1;
                fa = 0;
            }
            fb = alt ? prec : pf_trim(&r, fa, prec);
            if (fb > fa || alt) {
                p[np].s = ".";
                p[np++].n = 1;
            }
            if (x < 0) {       /* 0.000ddd */
                p[np].s = NULL;
                p[np++].n = (uint64_t)(-x - 1);
            }
            np += pf_span(p + np, &r, fa, fb);
            pf_field(o, sp, pre, npre, p, np, 1);
            return;
        }
        conv = 'e';
        prec--;
        fb = alt ? prec + 1 : pf_trim(&r, 1, prec + 1);
        /* glibc picks the style before rounding: when rounding carries a
           %f-style value into %e (999999.5 with %#g), it keeps the %f
           style's minimum of fraction digits, none here, so '#' keeps no
           zeros: 1.e+06 */
        if (alt && r.carried && (uint64_t)x == prec + 1)
            fb = 1;
    } else {
        fb = (conv == 'e' ? 1 : (uint64_t)r.ni) + prec;
    }
    if (conv == 'e') {
        np += pf_span(p + np, &r, 0, 1);
        fa = 1;
    } else if (r.ni == 0) {
        p[np].s = "0";
        p[np++].n = 1;
        fa = 0;
    } else {
        np += pf_span(p + np, &r, 0, (uint64_t)r.ni);
        fa = (uint64_t)r.ni;
    }
    if (fb > fa || alt) {
        p[np].s = ".";
        p[np++].n = 1;
    }
    np += pf_span(p + np, &r, fa, fb);
    if (conv == 'e') {
        p[np].s = ex;
        p[np++].n = (uint64_t)pf_exp10(ex, r.x10, upper ? 'E' : 'e');
    }
    pf_field(o, sp, pre, npre, p, np, 1);
}

/* %a %A: glibc's style, 0x1.xxxp+N, subnormals as 0x0.xxxp-1022; a
   precision rounds to nearest even and may carry into the leading digit
   (0x1.fp+0 with %.0a is 0x2p+0). */
static void pf_hexfloat(pv_fmt_out *o, const pf_spec *sp, uint64_t b)
{
    const char *dig = sp->conv == 'A' ? "0123456789ABCDEF" : "0123456789abcdef";
    int ef = (int)((b >> 52) & 0x7ff), x, nd, i, np = 0;
    uint64_t frac = b & 0x000fffffffffffffULL, lead = ef != 0, zeros = 0;
    char pre[3], hd[16], lc[1], ex[8];
    size_t npre;
    pf_piece p[6];
    if (ef == 0x7ff) {
        pf_nonfinite(o, sp, b, sp->conv == 'A');
        return;
    }
    x = ef ? ef - 1023 : (frac ? -1022 : 0);
    if (sp->prec < 0) {        /* as many digits as it takes */
        for (nd = 13; nd && !((frac >> (52 - 4 * nd)) & 15); nd--)
            ;
    } else if (sp->prec >= 13) {
        nd = 13;
        zeros = (uint64_t)sp->prec - 13;
    } else {
        int sh = 52 - 4 * sp->prec;
        uint64_t v = (lead << 52) | frac, q = v >> sh;
        uint64_t rem = v & (((uint64_t)1 << sh) - 1), half = (uint64_t)1 << (sh - 1);
        if (rem > half || (rem == half && (q & 1)))
            q++;
        nd = sp->prec;
        lead = q >> (4 * nd);
        frac = (q & (((uint64_t)1 << (4 * nd)) - 1)) << (52 - 4 * nd);
    }
    for (i = 0; i < nd; i++)
        hd[i] = dig[(frac >> (48 - 4 * i)) & 15];
    npre = pf_sign(pre, sp, (int)(b >> 63));
    pre[npre++] = '0';
    pre[npre++] = sp->conv == 'A' ? 'X' : 'x';
    lc[0] = dig[lead];
    p[np].s = lc;
    p[np++].n = 1;
    if (nd || zeros || (sp->flags & PF_ALT)) {
        p[np].s = ".";
        p[np++].n = 1;
    }
    p[np].s = hd;
    p[np++].n = (uint64_t)nd;
    p[np].s = NULL;
    p[np++].n = zeros;
    {
        int u = x < 0 ? -x : x, n = 0, k;
        char t[6];
        ex[n++] = sp->conv == 'A' ? 'P' : 'p';
        ex[n++] = x < 0 ? '-' : '+';
        k = 0;
        do {
            t[k++] = (char)('0' + u % 10);
            u /= 10;
        } while (u);
        while (k)
            ex[n++] = t[--k];
        p[np].s = ex;
        p[np++].n = (uint64_t)n;
    }
    pf_field(o, sp, pre, npre, p, np, 1);
}

/* ---- strings and characters -------------------------------------------- */

/* A wide character in UTF-8 ('?' when it is no Unicode scalar value). */
static int pf_utf8(char *s, uint32_t u)
{
    if (u < 0x80) {
        s[0] = (char)u;
        return 1;
    }
    if (u < 0x800) {
        s[0] = (char)(0xc0 | (u >> 6));
        s[1] = (char)(0x80 | (u & 0x3f));
        return 2;
    }
    if (u >= 0xd800 && u < 0xe000) {
        s[0] = '?';
        return 1;
    }
    if (u < 0x10000) {
        s[0] = (char)(0xe0 | (u >> 12));
        s[1] = (char)(0x80 | ((u >> 6) & 0x3f));
        s[2] = (char)(0x80 | (u & 0x3f));
        return 3;
    }
    if (u < 0x110000) {
        s[0] = (char)(0xf0 | (u >> 18));
        s[1] = (char)(0x80 | ((u >> 12) & 0x3f));
        s[2] = (char)(0x80 | ((u >> 6) & 0x3f));
        s[3] = (char)(0x80 | (u & 0x3f));
        return 4;
    }
    s[0] = '?';
    return 1;
}

/* Measure (emit == 0) or copy the string at a, at most lim bytes of
   output; wide: 4-byte characters written in UTF-8, never split. */
static int pf_string(pf_ctx *c, uint64_t a, uint64_t lim, int wide, int emit,
                     uint64_t *len)
{
    const char *what = wide ? "%ls string" : "%s string";
    pf_src s;
    char tmp[256];
    size_t nt = 0;
    uint64_t n = 0, units = 0;
    pf_src_init(&s, c, a);
    for (;;) {
        char enc[4];
        int ne, i;
        uint32_t u = 0;
        if (n >= lim)
            break;
        if (units >= PV_FMT_MAX_STRING)
            return pf_too_long(c, what, a, PV_FMT_MAX_STRING);
        for (i = 0; i < (wide ? 4 : 1); i++) {
            int byte = pf_src_byte(&s);
            if (byte < 0)
                return pf_fault(c, what, a, s.addr);
            u |= (uint32_t)byte << (8 * i);
        }
        units += wide ? 4 : 1;
        if (u == 0)
            break;
        if (wide) {
            ne = pf_utf8(enc, u);
            if (n + (uint64_t)ne > lim)
                break;
        } else {
            enc[0] = (char)u;
            ne = 1;
        }
        if (emit) {
            if (nt + (size_t)ne > sizeof tmp) {
                pf_put(c->out, tmp, nt);
                nt = 0;
            }
            memcpy(tmp + nt, enc, (size_t)ne);
            nt += (size_t)ne;
        }
        n += (uint64_t)ne;
    }
    if (emit)
        pf_put(c->out, tmp, nt);
    *len = n;
    return 0;
}

/* %s %ls: NULL prints "(null)", or nothing when the precision is below 6. */
static int pf_str_field(pf_ctx *c, const pf_spec *sp, uint64_t a, int wide)
{
    uint64_t lim = sp->prec < 0 ? ~(uint64_t)0 : (uint64_t)sp->prec, n = 0;
    uint64_t w = (uint64_t)sp->width;
    if (a == 0) {
        pf_piece p;
        p.s = "(null)";
        p.n = sp->prec < 0 || sp->prec >= 6 ? 6 : 0;
        pf_field(c->out, sp, NULL, 0, &p, 1, 0);
        return 0;
    }
    if (w && !(sp->flags & PF_LEFT)) {
        if (pf_string(c, a, lim, wide, 0, &n) < 0)
            return -1;
        if (w > n)
            pf_fill(c->out, ' ', w - n);
        return pf_string(c, a, lim, wide, 1, &n);
    }
    if (pf_string(c, a, lim, wide, 1, &n) < 0)
        return -1;
    if (w > n)
        pf_fill(c->out, ' ', w - n);
    return 0;
}

/* ---- the format -------------------------------------------------------- */

/* The next format byte; -1 on a fault (with the message). */
static int pf_fmt_byte(pf_ctx *c, pf_src *fs, uint64_t fmt)
{
    int ch;
    if (fs->addr - fmt >= PV_FMT_MAX_FORMAT)
        return pf_too_long(c, "format", fmt, PV_FMT_MAX_FORMAT);
    ch = pf_src_byte(fs);
    if (ch < 0)
        return pf_fault(c, "format", fmt, fs->addr);
    return ch;
}

/* Print the format's bytes [a, b) as they are. */
static int pf_verbatim(pf_ctx *c, uint64_t fmt, uint64_t a, uint64_t b)
{
    pf_src s;
    pf_src_init(&s, c, a);
    while (s.addr < b) {
        char ch;
        int byte = pf_src_byte(&s);
        if (byte < 0)
            return pf_fault(c, "format", fmt, s.addr);
        ch = (char)byte;
        pf_put(c->out, &ch, 1);
    }
    return 0;
}

static int pf_digit(int ch)
{
    return ch >= '0' && ch <= '9';
}

/* Accumulate a decimal width or precision, saturating at INT32_MAX. */
static int pf_accum(int v, int ch)
{
    return v > (INT32_MAX - 9) / 10 ? INT32_MAX : v * 10 + (ch - '0');
}

/* One conversion; fs is past its '%' at address at. Returns 0, 1 when
   the format ended inside it, -1 on a fault. */
static int pf_conv(pf_ctx *c, pf_src *fs, uint64_t fmt, uint64_t at)
{
    pf_spec sp;
    uint64_t v;
    int ch, r, neg;
    sp.flags = 0;
    sp.width = 0;
    sp.prec = -1;
    sp.len = PF_LEN_NONE;
    /* flags ('\'' grouping and 'I' digits change nothing in the C locale) */
    for (;;) {
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
        if (ch == '-') sp.flags |= PF_LEFT;
        else if (ch == '+') sp.flags |= PF_PLUS;
        else if (ch == ' ') sp.flags |= PF_SPACE;
        else if (ch == '#') sp.flags |= PF_ALT;
        else if (ch == '0') sp.flags |= PF_ZERO;
        else if (ch != '\'' && ch != 'I') break;
    }
    if (ch == '*') {           /* a negative width means '-' */
        if ((r = pf_arg(c, 4, &v)) <= 0)
            goto limit;
        if ((int32_t)(uint32_t)v < 0) {
            sp.flags |= PF_LEFT;
            sp.width = (uint32_t)v == 0x80000000u ? INT32_MAX : -(int32_t)(uint32_t)v;
        } else {
            sp.width = (int32_t)(uint32_t)v;
        }
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
    } else {
        for (; pf_digit(ch); ) {
            sp.width = pf_accum(sp.width, ch);
            if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
                return -1;
        }
    }
    if (ch == '.') {
        sp.prec = 0;
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
        if (ch == '*') {       /* a negative precision means none */
            if ((r = pf_arg(c, 4, &v)) <= 0)
                goto limit;
            sp.prec = (int32_t)(uint32_t)v < 0 ? -1 : (int32_t)(uint32_t)v;
            if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
                return -1;
        } else {
            for (; pf_digit(ch); ) {
                sp.prec = pf_accum(sp.prec, ch);
                if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
                    return -1;
            }
        }
    }
    if (ch == 'h' || ch == 'l') {
        int first = ch;
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
        if (ch == first) {
            sp.len = ch == 'h' ? PF_LEN_HH : PF_LEN_LL;
            if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
                return -1;
        } else {
            sp.len = first == 'h' ? PF_LEN_H : PF_LEN_L;
        }
    } else if (ch == 'L' || ch == 'q' || ch == 'j' || ch == 'z' ||
               ch == 'Z' || ch == 't') {
        sp.len = PF_LEN_LL;
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
    }
    sp.conv = ch;
    switch (ch) {
    case 0:                    /* the format ends inside a conversion */
        return pf_verbatim(c, fmt, at, fs->addr - 1) < 0 ? -1 : 1;
    case '%':
        pf_put(c->out, "%", 1);
        return 0;
    case 'd': case 'i': {
        int big = sp.len >= PF_LEN_L;
        if ((r = pf_arg(c, big ? 8 : 4, &v)) <= 0)
            goto limit;
        if (!big)
            v = (uint64_t)(int64_t)(int32_t)(uint32_t)v;
        if (sp.len == PF_LEN_HH)
            v = (uint64_t)(int64_t)(int8_t)(uint8_t)v;
        else if (sp.len == PF_LEN_H)
            v = (uint64_t)(int64_t)(int16_t)(uint16_t)v;
        neg = (int64_t)v < 0;
        pf_integer(c->out, &sp, neg ? 0 - v : v, neg, 1, 10, 0, 0);
        return 0;
    }
    case 'u': case 'o': case 'x': case 'X': {
        int big = sp.len >= PF_LEN_L;
        if ((r = pf_arg(c, big ? 8 : 4, &v)) <= 0)
            goto limit;
        if (sp.len == PF_LEN_HH)
            v &= 0xff;
        else if (sp.len == PF_LEN_H)
            v &= 0xffff;
        pf_integer(c->out, &sp, v, 0, 0, ch == 'u' ? 10 : ch == 'o' ? 8 : 16,
                   ch == 'X', (sp.flags & PF_ALT) != 0);
        return 0;
    }
    case 'p':
        if ((r = pf_arg(c, 8, &v)) <= 0)
            goto limit;
        if (v == 0) {          /* "(nil)", whatever the precision */
            pf_piece p;
            p.s = "(nil)";
            p.n = 5;
            pf_field(c->out, &sp, NULL, 0, &p, 1, 0);
        } else {
            pf_integer(c->out, &sp, v, 0, 1, 16, 0, 1);
        }
        return 0;
    case 'c': case 'C': {
        char enc[4];
        pf_piece p;
        if ((r = pf_arg(c, 4, &v)) <= 0)
            goto limit;
        if (ch == 'C' || sp.len == PF_LEN_L) {
            p.n = (uint64_t)pf_utf8(enc, (uint32_t)v);
        } else {
            enc[0] = (char)(uint8_t)v;
            p.n = 1;
        }
        p.s = enc;
        pf_field(c->out, &sp, NULL, 0, &p, 1, 0);
        return 0;
    }
    case 's': case 'S':
        if ((r = pf_arg(c, 8, &v)) <= 0)
            goto limit;
        return pf_str_field(c, &sp, v, ch == 'S' || sp.len == PF_LEN_L);
    case 'n':                  /* the host cannot store into the kernel */
        if ((r = pf_arg(c, 8, &v)) <= 0)
            goto limit;
        return 0;
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
        if ((r = pf_arg(c, 8, &v)) <= 0)
            goto limit;
        pf_float(c->out, &sp, v);
        return 0;
    case 'a': case 'A':
        if ((r = pf_arg(c, 8, &v)) <= 0)
            goto limit;
        pf_hexfloat(c->out, &sp, v);
        return 0;
    default:                   /* unknown: printed as written */
        return pf_verbatim(c, fmt, at, fs->addr);
    }
limit:
    if (r < 0)
        return -1;
    /* past the argument limit: the whole conversion is printed as written */
    while (ch != 0 && strchr("-+ #0'I123456789.*hlLqjzZt", ch)) {
        if ((ch = pf_fmt_byte(c, fs, fmt)) < 0)
            return -1;
    }
    if (ch == 0)
        return pf_verbatim(c, fmt, at, fs->addr - 1) < 0 ? -1 : 1;
    return pf_verbatim(c, fmt, at, fs->addr);
}

PTXVM_INTERNAL int pv_format_printf(pv_fmt_read_fn rd, void *user,
                                    uint64_t fmt_addr, uint64_t args_addr,
                                    pv_fmt_out *out, char *err,
                                    size_t errcap)
{
    pf_ctx c;
    pf_src fs;
    char lit[128];
    size_t nl = 0;
    out->len = 0;
    out->truncated = 0;
    if (out->cap)
        out->buf[0] = 0;
    if (errcap)
        err[0] = 0;
    if (fmt_addr == 0)
        return PV_FMT_NULL_FORMAT;
    c.rd = rd;
    c.user = user;
    c.out = out;
    c.err = err;
    c.errcap = errcap;
    c.errlen = 0;
    c.args = args_addr;
    c.off = 0;
    c.nargs = 0;
    pf_src_init(&fs, &c, fmt_addr);
    for (;;) {
        int ch = pf_fmt_byte(&c, &fs, fmt_addr), r;
        if (ch < 0)
            return PV_FMT_FAULT;
        if (ch != 0 && ch != '%') {
            lit[nl++] = (char)ch;
            if (nl == sizeof lit) {
                pf_put(out, lit, nl);
                nl = 0;
            }
            continue;
        }
        pf_put(out, lit, nl);
        nl = 0;
        if (ch == 0)
            break;
        r = pf_conv(&c, &fs, fmt_addr, fs.addr - 1);
        if (r < 0)
            return PV_FMT_FAULT;
        if (r > 0)
            break;
    }
    if (out->cap)
        out->buf[out->len] = 0;
    return c.nargs;
}
