/* The lexer on its own (lex_init/lex_next/lex_peek over a module's string
   table): token kinds, values, positions, gluing, errors, and never
   reading past the end of the input. */
#include "lexer.h"
#include "ir.h"
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LX_MAX 64

typedef struct lx_run {
    pv_tok toks[LX_MAX];
    int    n;
    int    failed;                /* 1: pv_fail was called              */
    char   msg[512];
    ptxvm_result code;
} lx_run;

static pv_heap lx_heap = {pv_default_alloc, NULL, 0, 0};

/* Lex text[0..len) from an exact-size copy into r; tokens keep pointers
   into the copy only while lexing, so compare texts through syms. */
static void lx_lex(ir_module *m, const char *text, size_t len, lx_run *r)
{
    pv_lexer L;
    pv_diag d;
    char *copy = (char *)malloc(len ? len : 1);
    volatile int n = 0;
    memcpy(copy, text, len);
    memset(r, 0, sizeof *r);
    memset(&d, 0, sizeof d);
    d.source = "lx";
    if (setjmp(d.jb)) {
        r->failed = 1;
        r->n = n;
        r->code = d.code;
        snprintf(r->msg, sizeof r->msg, "%s", d.msg);
        free(copy);
        return;
    }
    lex_init(&L, copy, len, &m->strtab, &d, NULL);
    do {
        lex_next(&L);
        r->toks[n] = L.tok;
        r->toks[n].p = NULL;
        n++;
    } while (L.tok.kind != TK_EOF && n < LX_MAX);
    r->n = n;
    free(copy);
}

static int sym_is(ir_module *m, uint32_t sym, const char *s)
{
    return sym && strlen(s) == pv_sym_len(&m->strtab, sym) &&
           memcmp(pv_sym_text(&m->strtab, sym), s, strlen(s)) == 0;
}

static void lx_check_tok(pv_test *t, ir_module *m, const char *src, const lx_run *r,
                         int i, uint32_t kind, uint32_t line, uint32_t col,
                         const char *text, uint64_t val)
{
    const pv_tok *k;
    char b[8];
    if (i >= r->n) {
        T_CHECK(t, 0, "'%s': token %d missing (%d tokens)", src, i, r->n);
        return;
    }
    k = &r->toks[i];
    T_CHECK(t, k->kind == kind, "'%s': token %d is %s, expected %s", src, i,
            lex_kind_name(k->kind, b), lex_kind_name(kind, b + 4 - 4));
    T_CHECK(t, k->line == line && k->col == col, "'%s': token %d at %u:%u, expected %u:%u",
            src, i, k->line, k->col, line, col);
    if (text)
        T_CHECK(t, sym_is(m, k->sym, text), "'%s': token %d text is not '%s'", src, i, text);
    if (kind == TK_INT || kind == TK_F32 || kind == TK_F64)
        T_CHECK(t, k->val == val, "'%s': token %d value 0x%llx, expected 0x%llx", src, i,
                (unsigned long long)k->val, (unsigned long long)val);
}

static void lx_basic(pv_test *t, ir_module *m)
{
    lx_run r;
    const char *s = "mov.u32 %r1, 0x10;";
    lx_lex(m, s, strlen(s), &r);
    T_CHECK(t, !r.failed && r.n == 7, "'%s': %d tokens, failed=%d %s", s, r.n, r.failed, r.msg);
    lx_check_tok(t, m, s, &r, 0, TK_IDENT, 1, 1, "mov", 0);
    lx_check_tok(t, m, s, &r, 1, TK_DOT, 1, 4, ".u32", 0);
    lx_check_tok(t, m, s, &r, 2, TK_IDENT, 1, 9, "%r1", 0);
    lx_check_tok(t, m, s, &r, 3, ',', 1, 12, NULL, 0);
    lx_check_tok(t, m, s, &r, 4, TK_INT, 1, 14, NULL, 16);
    lx_check_tok(t, m, s, &r, 5, ';', 1, 18, NULL, 0);
    lx_check_tok(t, m, s, &r, 6, TK_EOF, 1, 19, NULL, 0);
    T_CHECK(t, r.toks[1].glued && !r.toks[2].glued && r.toks[3].glued && !r.toks[4].glued,
            "glued flags of '%s'", s);
    T_CHECK(t, r.toks[0].len == 3 && r.toks[1].len == 4 && r.toks[4].len == 4,
            "token lengths of '%s'", s);

    s = "/* a\nb */ x\n  // c\n\ty\r\n$z _ %";
    lx_lex(m, s, strlen(s), &r);
    T_CHECK(t, !r.failed, "'%s': %s", s, r.msg);
    lx_check_tok(t, m, s, &r, 0, TK_IDENT, 2, 6, "x", 0);
    lx_check_tok(t, m, s, &r, 1, TK_IDENT, 4, 2, "y", 0);
    lx_check_tok(t, m, s, &r, 2, TK_IDENT, 5, 1, "$z", 0);
    lx_check_tok(t, m, s, &r, 3, '_', 5, 4, NULL, 0);
    lx_check_tok(t, m, s, &r, 4, '%', 5, 6, NULL, 0);
    lx_check_tok(t, m, s, &r, 5, TK_EOF, 5, 7, NULL, 0);

    s = ".shared::cta .L2::cache_hint .a::b::c a.b a .b";
    lx_lex(m, s, strlen(s), &r);
    lx_check_tok(t, m, s, &r, 0, TK_DOT, 1, 1, ".shared::cta", 0);
    lx_check_tok(t, m, s, &r, 1, TK_DOT, 1, 14, ".L2::cache_hint", 0);
    lx_check_tok(t, m, s, &r, 2, TK_DOT, 1, 30, ".a::b::c", 0);
    lx_check_tok(t, m, s, &r, 3, TK_IDENT, 1, 39, "a", 0);
    lx_check_tok(t, m, s, &r, 4, TK_DOT, 1, 40, ".b", 0);
    T_CHECK(t, r.toks[4].glued, "'.b' after 'a' is glued");
    lx_check_tok(t, m, s, &r, 6, TK_DOT, 1, 45, ".b", 0);
    T_CHECK(t, !r.toks[6].glued, "' .b' is not glued");

    /* x.5 after a word is a modifier, .5 alone a number */
    s = "x.5 .5 v2.2d";
    lx_lex(m, s, strlen(s), &r);
    lx_check_tok(t, m, s, &r, 1, TK_DOT, 1, 2, ".5", 0);
    lx_check_tok(t, m, s, &r, 2, TK_F64, 1, 5, NULL, 0x3FE0000000000000ULL);
    lx_check_tok(t, m, s, &r, 4, TK_DOT, 1, 10, ".2d", 0);

    s = "<< >> <= >= == != && || < > ! ~ ? : @ { } ( ) [ ] + - * / ^ & | =";
    lx_lex(m, s, strlen(s), &r);
    {
        static const uint32_t want[] = {TK_SHL, TK_SHR, TK_LE, TK_GE, TK_EQ, TK_NE,
            TK_ANDAND, TK_OROR, '<', '>', '!', '~', '?', ':', '@', '{', '}', '(', ')',
            '[', ']', '+', '-', '*', '/', '^', '&', '|', '=', TK_EOF};
        int i;
        T_CHECK(t, !r.failed && r.n == 30, "operators: %d tokens %s", r.n, r.msg);
        for (i = 0; i < 30 && i < r.n; i++)
            T_CHECK(t, r.toks[i].kind == want[i], "operator %d: kind %u, expected %u", i,
                    r.toks[i].kind, want[i]);
    }
    s = "<<=";
    lx_lex(m, s, strlen(s), &r);
    T_CHECK(t, r.n == 3 && r.toks[0].kind == TK_SHL && r.toks[1].kind == '=',
            "'<<=' is '<<' '='");

    s = "\"a\\\"b\" \"\" \"x//y\"";
    lx_lex(m, s, strlen(s), &r);
    lx_check_tok(t, m, s, &r, 0, TK_STRING, 1, 1, "a\\\"b", 0);
    T_CHECK(t, r.n > 1 && r.toks[1].kind == TK_STRING && r.toks[1].col == 8,
            "empty string token");
    lx_check_tok(t, m, s, &r, 2, TK_STRING, 1, 11, "x//y", 0);
}

static void lx_numbers(pv_test *t, ir_module *m)
{
    static const struct { const char *s; uint32_t kind; uint64_t val; int usfx; } c[] = {
        {"0", TK_INT, 0, 0}, {"42", TK_INT, 42, 0}, {"42U", TK_INT, 42, 1},
        {"017", TK_INT, 15, 0}, {"0x1F", TK_INT, 31, 0}, {"0XfF", TK_INT, 255, 0},
        {"0b101", TK_INT, 5, 0}, {"0B1U", TK_INT, 1, 1},
        {"9223372036854775807", TK_INT, 0x7FFFFFFFFFFFFFFFULL, 0},
        {"9223372036854775808", TK_INT, 0x8000000000000000ULL, 1},
        {"18446744073709551615", TK_INT, 0xFFFFFFFFFFFFFFFFULL, 1},
        {"0x7FFFFFFFFFFFFFFF", TK_INT, 0x7FFFFFFFFFFFFFFFULL, 0},
        {"0x8000000000000000", TK_INT, 0x8000000000000000ULL, 1},
        {"01777777777777777777777", TK_INT, 0xFFFFFFFFFFFFFFFFULL, 1},
        {"0f3F800000", TK_F32, 0x3F800000, 0}, {"0F7fC00000", TK_F32, 0x7FC00000, 0},
        {"0d3FF0000000000000", TK_F64, 0x3FF0000000000000ULL, 0},
        {"0D8000000000000000", TK_F64, 0x8000000000000000ULL, 0},
        {"1.5", TK_F64, 0x3FF8000000000000ULL, 0}, {"1e3", TK_F64, 0x408F400000000000ULL, 0},
        {"1.", TK_F64, 0x3FF0000000000000ULL, 0}, {"2.5E-1", TK_F64, 0x3FD0000000000000ULL, 0},
        {"0.1", TK_F64, 0x3FB999999999999AULL, 0}, {"1e+2", TK_F64, 0x4059000000000000ULL, 0},
        {"00", TK_INT, 0, 0}, {"0.0", TK_F64, 0, 0},
    };
    size_t i;
    for (i = 0; i < sizeof c / sizeof c[0]; i++) {
        lx_run r;
        lx_lex(m, c[i].s, strlen(c[i].s), &r);
        T_CHECK(t, !r.failed && r.n == 2, "'%s': %d tokens, %s", c[i].s, r.n, r.msg);
        if (r.failed || r.n < 1)
            continue;
        T_CHECK(t, r.toks[0].kind == c[i].kind && r.toks[0].val == c[i].val,
                "'%s': kind %u value 0x%llx, expected kind %u value 0x%llx", c[i].s,
                r.toks[0].kind, (unsigned long long)r.toks[0].val, c[i].kind,
                (unsigned long long)c[i].val);
        if (c[i].kind == TK_INT)
            T_CHECK(t, r.toks[0].usfx == c[i].usfx, "'%s': unsigned flag %d", c[i].s,
                    r.toks[0].usfx);
        T_CHECK(t, r.toks[0].len == strlen(c[i].s), "'%s': length %u", c[i].s,
                r.toks[0].len);
    }
}

static void lx_errors(pv_test *t, ir_module *m)
{
    static const struct { const char *s; size_t len; uint32_t line, col; const char *sub; } c[] = {
        {"`", 1, 1, 1, "unexpected character"},
        {"a \\", 3, 1, 3, "unexpected character"},
        {"x\n  #define", 11, 2, 3, "preprocessor"},
        {"ok \0", 4, 1, 4, "unexpected character"},
        {"\xc3\xa9", 2, 1, 1, "unexpected character"},
        {"0f123", 5, 1, 1, "0f"}, {"0f3F8000000", 11, 1, 1, "0f"},
        {"0d3FF", 5, 1, 1, "0d"}, {"0x", 2, 1, 1, "hexadecimal"},
        {"0xg", 3, 1, 1, "hexadecimal"}, {"0b", 2, 1, 1, "binary"},
        {"0x10000000000000000", 19, 1, 1, "64 bits"},
        {"18446744073709551616", 20, 1, 1, "64 bits"},
        {"  12abc", 7, 1, 3, "malformed integer"}, {"12u", 3, 1, 1, "malformed integer"},
        {"1e", 2, 1, 1, "exponent"}, {"1.5x", 4, 1, 1, "floating-point"},
        {"\"abc", 4, 1, 1, "unterminated string"},
        {"\n\"ab\ncd\"", 8, 2, 1, "unterminated string"},
        {"x /* y", 6, 1, 3, "unterminated"}, {"x\n /* \n\n", 8, 2, 2, "unterminated"},
        {"/*/", 3, 1, 1, "unterminated"}, {"$", 1, 1, 1, "identifier"},
        {". a", 3, 1, 1, "'.'"}, {".", 1, 1, 1, "'.'"},
    };
    size_t i;
    for (i = 0; i < sizeof c / sizeof c[0]; i++) {
        lx_run r;
        char want[64];
        lx_lex(m, c[i].s, c[i].len, &r);
        T_CHECK(t, r.failed && r.code == PTXVM_E_SYNTAX, "case %u: no syntax error",
                (unsigned)i);
        snprintf(want, sizeof want, "lx:%u:%u: error: ", c[i].line, c[i].col);
        T_CHECK(t, strncmp(r.msg, want, strlen(want)) == 0 && strstr(r.msg, c[i].sub),
                "case %u: message '%s', expected '%s...%s'", (unsigned)i, r.msg, want,
                c[i].sub);
    }
}

/* A length shorter than the text: the lexer stops there. */
static void lx_bounds(pv_test *t, ir_module *m)
{
    lx_run r;
    lx_lex(m, "abc", 1, &r);
    T_CHECK(t, r.n == 2 && sym_is(m, r.toks[0].sym, "a"), "'abc' with len 1");
    lx_lex(m, "0x1F", 3, &r);
    T_CHECK(t, !r.failed && r.toks[0].val == 1, "'0x1F' with len 3 gives 0x1");
    lx_lex(m, "0f3F800000", 9, &r);
    T_CHECK(t, r.failed, "'0f3F80000' (len 9) must fail");
    lx_lex(m, "1.5e10", 4, &r);
    T_CHECK(t, r.failed, "'1.5e' (len 4) must fail");
    lx_lex(m, "/* */", 4, &r);
    T_CHECK(t, r.failed, "'/* *' (len 4) must fail");
    lx_lex(m, "//x", 3, &r);
    T_CHECK(t, !r.failed && r.n == 1 && r.toks[0].kind == TK_EOF, "'//x' is only EOF");
    lx_lex(m, "", 0, &r);
    T_CHECK(t, !r.failed && r.n == 1 && r.toks[0].kind == TK_EOF &&
            r.toks[0].line == 1 && r.toks[0].col == 1, "empty input");
    lx_lex(m, "a<", 2, &r);
    T_CHECK(t, !r.failed && r.n == 3 && r.toks[1].kind == '<', "'<' at the end");
    lx_lex(m, ".a::", 4, &r);
    T_CHECK(t, !r.failed && sym_is(m, r.toks[0].sym, ".a") && r.toks[1].kind == ':',
            "'.a::' at the end");
    lx_lex(m, "\"a\\", 3, &r);
    T_CHECK(t, r.failed, "string ending in a backslash at the end must fail");
}

static void lx_peek(pv_test *t, ir_module *m)
{
    pv_lexer L;
    pv_diag d;
    const char *s = "a b c";
    memset(&d, 0, sizeof d);
    d.source = "lx";
    if (setjmp(d.jb)) {
        T_CHECK(t, 0, "peek: unexpected failure %s", d.msg);
        return;
    }
    lex_init(&L, s, strlen(s), &m->strtab, &d, NULL);
    lex_next(&L);
    T_CHECK(t, sym_is(m, L.tok.sym, "a"), "peek: first is a");
    T_CHECK(t, sym_is(m, lex_peek(&L)->sym, "b"), "peek: sees b");
    T_CHECK(t, sym_is(m, lex_peek(&L)->sym, "b"), "peek twice: still b");
    T_CHECK(t, sym_is(m, L.tok.sym, "a"), "peek does not advance");
    lex_next(&L);
    T_CHECK(t, sym_is(m, L.tok.sym, "b") && L.tok.col == 3, "after peek: b at col 3");
    lex_next(&L);
    T_CHECK(t, sym_is(m, L.tok.sym, "c") && L.tok.col == 5, "then c");
    lex_next(&L);
    T_CHECK(t, L.tok.kind == TK_EOF && lex_peek(&L)->kind == TK_EOF, "EOF repeats");
    {
        char b[8];
        T_CHECK(t, strcmp(lex_kind_name(';', b), "';'") == 0, "kind name of ';'");
        T_CHECK(t, strcmp(lex_kind_name(TK_EOF, b), "end of input") == 0, "kind name EOF");
        T_CHECK(t, strcmp(lex_kind_name(TK_SHL, b), "'<<'") == 0, "kind name <<");
    }
    /* identifiers are interned: the same text gives the same symbol */
    {
        lx_run r;
        lx_lex(m, "%foo bar %foo .u32", 18, &r);
        T_CHECK(t, r.n == 5 && r.toks[0].sym == r.toks[2].sym &&
                r.toks[0].sym != r.toks[1].sym, "interning");
        T_CHECK(t, r.toks[3].sym == KW_u32, ".u32 is keyword KW_u32");
    }
}

void unit_lexer(pv_test *t)
{
    ir_module *m = ir_module_new(&lx_heap);
    if (!m) {
        T_CHECK(t, 0, "ir_module_new failed");
        return;
    }
    lx_basic(t, m);
    lx_numbers(t, m);
    lx_errors(t, m);
    lx_bounds(t, m);
    lx_peek(t, m);
    ir_module_free(m);
    T_CHECK(t, lx_heap.live == 0, "%lu bytes live after ir_module_free",
            (unsigned long)lx_heap.live);
}
