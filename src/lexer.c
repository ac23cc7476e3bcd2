/* The PTX lexer. A 256-entry class table drives the hot loops; tokens are
   produced one at a time so that no token array is ever materialised. */
#include "lexer.h"

enum { C_SPACE = 1, C_NL = 2, C_ALPHA = 4, C_DIGIT = 8, C_FOLLOW = 16,
       C_HEX = 32, C_IDSTART = 64 };

/* Classes of the ASCII characters: letters start identifiers, letters,
   digits, '_' and '$' continue them; '_', '$' and '%' start identifiers
   that need at least one more character. A constant table: the hot loops
   index it, and no lexer has to build it. */
#define CC_IN(c, lo, hi) ((c) >= (lo) && (c) <= (hi))
#define CC(c) (uint8_t)( \
    ((c) == ' ' || (c) == '\t' || (c) == '\r' || (c) == '\f' || (c) == '\v' \
        ? C_SPACE : 0) | \
    ((c) == '\n' ? C_NL : 0) | \
    (CC_IN(c, 'a', 'z') || CC_IN(c, 'A', 'Z') ? C_ALPHA | C_FOLLOW : 0) | \
    (CC_IN(c, '0', '9') ? C_DIGIT | C_FOLLOW | C_HEX : 0) | \
    (CC_IN(c, 'a', 'f') || CC_IN(c, 'A', 'F') ? C_HEX : 0) | \
    ((c) == '_' || (c) == '$' ? C_FOLLOW | C_IDSTART : 0) | \
    ((c) == '%' ? C_IDSTART : 0))
#define CC4(c) CC(c), CC((c) + 1), CC((c) + 2), CC((c) + 3)
#define CC16(c) CC4(c), CC4((c) + 4), CC4((c) + 8), CC4((c) + 12)
#define CC64(c) CC16(c), CC16((c) + 16), CC16((c) + 32), CC16((c) + 48)
static const uint8_t lex_cls[256] = { CC64(0), CC64(64), CC64(128), CC64(192) };
#undef CC64
#undef CC16
#undef CC4
#undef CC
#undef CC_IN

#define CLS(L, c) (lex_cls[(unsigned char)(c)])

PTXVM_INTERNAL size_t lex_cache_entries(size_t len)
{
    size_t n = 64;     /* about one entry per 16 bytes of input */
    while (n < ((size_t)1 << PV_LEX_CACHE_BITS) && n * 16 < len)
        n *= 2;
    return n;
}

PTXVM_INTERNAL void lex_init(pv_lexer *L, const char *src, size_t len,
                             pv_strtab *st, pv_diag *diag, pv_lex_cache *cache)
{
    size_t n = lex_cache_entries(len);
    memset(L, 0, sizeof *L);
    L->src = L->cur = L->line_start = src;
    L->end = src + len;
    L->line = 1;
    L->st = st;
    L->diag = diag;
    L->cache = cache;
    L->cache_shift = 64;
    while (n > 1) {
        L->cache_shift--;
        n >>= 1;
    }
}

static PV_NORETURN void lex_fail(pv_lexer *L, const char *at, const char *fmt,
                                 const char *arg)
{
    pv_fail(L->diag, PTXVM_E_SYNTAX, L->line,
            (uint32_t)(at - L->line_start) + 1, fmt, arg);
}

static uint32_t lex_intern(pv_lexer *L, const char *s, size_t n)
{
    uint32_t id, slot = 0;
    uint64_t key = 0;
    if (L->cache && n - 1 < 8) {   /* 1..8 bytes */
        size_t i;
        for (i = 0; i < n; i++)
            key |= (uint64_t)(unsigned char)s[i] << (8 * i);
        slot = (uint32_t)(((key ^ n) * 0x9E3779B97F4A7C15ull) >> L->cache_shift);
        if (L->cache[slot].len == n && L->cache[slot].key == key)
            return L->cache[slot].sym;
    }
    id = pv_intern(L->st, s, n);
    if (!id)
        pv_fail_oom(L->diag);
    if (L->cache && n - 1 < 8) {
        L->cache[slot].key = key;
        L->cache[slot].len = (uint32_t)n;
        L->cache[slot].sym = id;
    }
    return id;
}

/* Skip whitespace and comments; returns 1 if any was skipped. */
static int skip_space(pv_lexer *L)
{
    const char *p = L->cur, *e = L->end;
    const char *start = p;
    for (;;) {
        while (p < e && (CLS(L, *p) & (C_SPACE | C_NL))) {
            if (*p == '\n') {
                L->line++;
                L->line_start = p + 1;
            }
            p++;
        }
        if (p + 1 < e && p[0] == '/' && p[1] == '/') {
            p += 2;
            while (p < e && *p != '\n')
                p++;
            continue;
        }
        if (p + 1 < e && p[0] == '/' && p[1] == '*') {
            const char *open = p;
            uint32_t open_line = L->line;
            const char *open_ls = L->line_start;
            p += 2;
            for (;;) {
                if (p + 1 >= e) {
                    L->line = open_line;
                    L->line_start = open_ls;
                    L->cur = e;
                    lex_fail(L, open, "unterminated /* comment%s", "");
                }
                if (p[0] == '*' && p[1] == '/')
                    break;
                if (*p == '\n') {
                    L->line++;
                    L->line_start = p + 1;
                }
                p++;
            }
            p += 2;
            continue;
        }
        break;
    }
    L->cur = p;
    return p != start;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static void lex_number(pv_lexer *L, pv_tok *t)
{
    const char *p = L->cur, *e = L->end, *s = p;
    uint64_t v = 0;
    int overflow = 0;
    if (p + 1 < e && p[0] == '0' && (p[1] == 'f' || p[1] == 'F' ||
                                     p[1] == 'd' || p[1] == 'D')) {
        int want = (p[1] == 'f' || p[1] == 'F') ? 8 : 16, i;
        p += 2;
        for (i = 0; i < want; i++, p++) {
            int h = p < e ? hexval(*p) : -1;
            if (h < 0)
                lex_fail(L, s, "malformed hexadecimal floating-point constant "
                         "(0f needs 8 hex digits, 0d needs 16)%s", "");
            v = (v << 4) | (uint64_t)h;
        }
        if (p < e && (CLS(L, *p) & C_FOLLOW))
            lex_fail(L, s, "malformed hexadecimal floating-point constant "
                     "(0f needs 8 hex digits, 0d needs 16)%s", "");
        t->kind = want == 8 ? TK_F32 : TK_F64;
        t->val = v;
        L->cur = p;
        return;
    }
    if (p + 1 < e && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        p += 2;
        if (p >= e || hexval(*p) < 0)
            lex_fail(L, s, "malformed hexadecimal constant%s", "");
        for (; p < e && hexval(*p) >= 0; p++) {
            if (v >> 60)
                overflow = 1;
            v = (v << 4) | (uint64_t)hexval(*p);
        }
    } else if (p + 1 < e && p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
        p += 2;
        if (p >= e || (*p != '0' && *p != '1'))
            lex_fail(L, s, "malformed binary constant%s", "");
        for (; p < e && (*p == '0' || *p == '1'); p++) {
            if (v >> 63)
                overflow = 1;
            v = (v << 1) | (uint64_t)(*p - '0');
        }
    } else {
        /* decimal or octal integer, or a decimal floating-point number */
        const char *q = p;         /* at '.' for .5: no integer part */
        while (q < e && (CLS(L, *q) & C_DIGIT))
            q++;
        if (q < e && (*q == '.' || *q == 'e' || *q == 'E')) {
            const char *f = q;
            if (*f == '.') {
                f++;
                while (f < e && (CLS(L, *f) & C_DIGIT))
                    f++;
            }
            if (f < e && (*f == 'e' || *f == 'E')) {
                const char *x = f + 1;
                if (x < e && (*x == '+' || *x == '-'))
                    x++;
                if (x >= e || !(CLS(L, *x) & C_DIGIT))
                    lex_fail(L, s, "malformed floating-point exponent%s", "");
                while (x < e && (CLS(L, *x) & C_DIGIT))
                    x++;
                f = x;
            }
            if (f < e && (CLS(L, *f) & C_FOLLOW))
                lex_fail(L, s, "malformed floating-point constant%s", "");
            {
                double d = pv_parse_decimal(s, (size_t)(f - s));
                memcpy(&v, &d, sizeof v);
            }
            t->kind = TK_F64;
            t->val = v;
            L->cur = f;
            return;
        }
        if (p[0] == '0') {
            for (p++; p < e && *p >= '0' && *p <= '7'; p++) {
                if (v >> 61)
                    overflow = 1;
                v = (v << 3) | (uint64_t)(*p - '0');
            }
        } else {
            for (; p < e && (CLS(L, *p) & C_DIGIT); p++) {
                uint64_t d = (uint64_t)(*p - '0');
                if (v > (UINT64_MAX - d) / 10)
                    overflow = 1;
                v = v * 10 + d;
            }
        }
    }
    if (overflow)
        lex_fail(L, s, "integer constant does not fit in 64 bits%s", "");
    t->usfx = v > (uint64_t)INT64_MAX;
    if (p < e && *p == 'U') {
        t->usfx = 1;
        p++;
    }
    if (p < e && (CLS(L, *p) & C_FOLLOW))
        lex_fail(L, s, "malformed integer constant%s", "");
    t->kind = TK_INT;
    t->val = v;
    L->cur = p;
}

static void lex_one(pv_lexer *L, pv_tok *t)
{
    const char *p, *e = L->end;
    unsigned char c;
    uint8_t k;
    t->glued = !skip_space(L);
    p = L->cur;
    t->line = L->line;
    t->col = (uint32_t)(p - L->line_start) + 1;
    t->p = p;
    t->sym = 0;
    t->usfx = 0;
    t->val = 0;
    if (p >= e) {
        t->kind = TK_EOF;
        t->len = 0;
        return;
    }
    c = (unsigned char)*p;
    k = CLS(L, c);
    if (k & C_ALPHA) {
        const char *q = p + 1;
        while (q < e && (CLS(L, *q) & C_FOLLOW))
            q++;
        t->kind = TK_IDENT;
        t->sym = lex_intern(L, p, (size_t)(q - p));
        L->cur = q;
    } else if (k & C_IDSTART) {
        const char *q = p + 1;
        while (q < e && (CLS(L, *q) & C_FOLLOW))
            q++;
        if (q == p + 1) {
            if (c == '%') {            /* the remainder operator */
                t->kind = '%';
                L->cur = q;
            } else if (c == '_') {
                t->kind = '_';
                L->cur = q;
            } else {
                char buf[16];
                lex_fail(L, p, "'%s' must be followed by a letter, digit, '_' "
                         "or '$' to form an identifier",
                         pv_quote(buf, p, 1, 1));
            }
        } else {
            t->kind = TK_IDENT;
            t->sym = lex_intern(L, p, (size_t)(q - p));
            L->cur = q;
        }
    } else if (k & C_DIGIT) {
        lex_number(L, t);
    } else if (c == '.' && p + 1 < e && (CLS(L, p[1]) & C_DIGIT) &&
               (p == L->src || !(CLS(L, p[-1]) & C_FOLLOW))) {
        lex_number(L, t);          /* .05: a float; .2d after a word: a modifier */
    } else if (c == '.') {
        const char *q = p + 1;
        if (q >= e || !(CLS(L, *q) & C_FOLLOW))
            lex_fail(L, p, "'.' must be followed by a directive or modifier "
                     "name%s", "");
        while (q < e && (CLS(L, *q) & C_FOLLOW))
            q++;
        /* .shared::cta, .L2::cache_hint, .mbarrier::complete_tx::bytes */
        while (q + 2 < e && q[0] == ':' && q[1] == ':' &&
               (CLS(L, q[2]) & C_FOLLOW)) {
            q += 2;
            while (q < e && (CLS(L, *q) & C_FOLLOW))
                q++;
        }
        t->kind = TK_DOT;
        t->sym = lex_intern(L, p, (size_t)(q - p));
        L->cur = q;
    } else if (c == '"') {
        const char *q = p + 1;
        while (q < e && *q != '"' && *q != '\n') {
            if (*q == '\\' && q + 1 < e && q[1] != '\n')
                q++;
            q++;
        }
        if (q >= e || *q != '"')
            lex_fail(L, p, "unterminated string constant%s", "");
        t->kind = TK_STRING;
        t->sym = lex_intern(L, p + 1, (size_t)(q - p - 1));
        L->cur = q + 1;
    } else {
        char d = p + 1 < e ? p[1] : 0;
        uint32_t two = 0;
        switch (c) {
        case '<': two = d == '<' ? TK_SHL : d == '=' ? TK_LE : 0; break;
        case '>': two = d == '>' ? TK_SHR : d == '=' ? TK_GE : 0; break;
        case '=': two = d == '=' ? TK_EQ : 0; break;
        case '!': two = d == '=' ? TK_NE : 0; break;
        case '&': two = d == '&' ? TK_ANDAND : 0; break;
        case '|': two = d == '|' ? TK_OROR : 0; break;
        case '{': case '}': case '(': case ')': case '[': case ']':
        case ',': case ';': case ':': case '+': case '-': case '*':
        case '/': case '%': case '~': case '^': case '?': case '@':
            break;
        default: {
            char buf[16];
            if (c == '#')
                lex_fail(L, p, "preprocessor directives are not supported; "
                         "run the C preprocessor first%s", "");
            lex_fail(L, p, "unexpected character '%s'", pv_quote(buf, p, 1, 1));
        }
        }
        if (two) {
            t->kind = two;
            L->cur = p + 2;
        } else {
            t->kind = c;
            L->cur = p + 1;
        }
    }
    t->len = (uint32_t)(L->cur - p);
}

PTXVM_INTERNAL void lex_next(pv_lexer *L)
{
    if (L->have_ahead) {
        L->tok = L->ahead;
        L->have_ahead = 0;
        return;
    }
    lex_one(L, &L->tok);
}

PTXVM_INTERNAL const pv_tok *lex_peek(pv_lexer *L)
{
    if (!L->have_ahead) {
        lex_one(L, &L->ahead);
        L->have_ahead = 1;
    }
    return &L->ahead;
}

PTXVM_INTERNAL const char *lex_kind_name(uint32_t kind, char buf[8])
{
    switch (kind) {
    case TK_EOF: return "end of input";
    case TK_IDENT: return "identifier";
    case TK_DOT: return "directive";
    case TK_INT: return "integer constant";
    case TK_F32: case TK_F64: return "floating-point constant";
    case TK_STRING: return "string";
    case TK_SHL: return "'<<'";
    case TK_SHR: return "'>>'";
    case TK_LE: return "'<='";
    case TK_GE: return "'>='";
    case TK_EQ: return "'=='";
    case TK_NE: return "'!='";
    case TK_ANDAND: return "'&&'";
    case TK_OROR: return "'||'";
    default:
        buf[0] = '\'';
        buf[1] = (char)kind;
        buf[2] = '\'';
        buf[3] = 0;
        return buf;
    }
}
