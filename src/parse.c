/* The module structure: header directives, declarations, functions and
   their bodies. */
#include "parse.h"
#include <stdarg.h>
#include <stdio.h>

/* ---- helpers shared by the parser's files ------------------------- */

PTXVM_INTERNAL void *pp_grow(pv_parser *P, void *data, uint32_t *cap,
                             uint32_t need, size_t elem)
{
    void *d = pv_grow(P->m->heap, data, cap, need, elem);
    if (!d)
        pv_fail_oom(P->diag);
    return d;
}

PTXVM_INTERNAL const char *pp_describe(pv_parser *P, const pv_tok *t,
                                       char *buf, size_t n)
{
    char q[4 * 40 + 8], k[8];
    switch (t->kind) {
    case TK_IDENT:
    case TK_DOT:
    case TK_INT:
    case TK_F32:
    case TK_F64:
        snprintf(buf, n, "%s '%s'", lex_kind_name(t->kind, k),
                 pv_quote(q, t->p, t->len, 40));
        return buf;
    case TK_STRING:
        snprintf(buf, n, "string \"%s\"",
                 pv_quote(q, pv_sym_text(&P->m->strtab, t->sym),
                          pv_sym_len(&P->m->strtab, t->sym), 40));
        return buf;
    default:
        snprintf(buf, n, "%s", lex_kind_name(t->kind, k));
        return buf;
    }
}

PTXVM_INTERNAL void pp_error(pv_parser *P, const pv_tok *t, const char *fmt, ...)
{
    char msg[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    pv_fail(P->diag, PTXVM_E_SYNTAX, t->line, t->col, "%s", msg);
}

PTXVM_INTERNAL void pp_expected(pv_parser *P, const char *what)
{
    char buf[256];
    pp_error(P, P_TOK(P), "expected %s, found %s", what,
             pp_describe(P, P_TOK(P), buf, sizeof buf));
}

PTXVM_INTERNAL int pp_accept(pv_parser *P, uint32_t kind)
{
    if (P_TOK(P)->kind != kind)
        return 0;
    lex_next(&P->L);
    return 1;
}

PTXVM_INTERNAL void pp_expect(pv_parser *P, uint32_t kind, const char *what)
{
    if (!pp_accept(P, kind))
        pp_expected(P, what);
}

PTXVM_INTERNAL void pp_enter(pv_parser *P)
{
    uint32_t max = P->diag->max_depth && P->diag->max_depth < PTXVM_MAX_NESTING
                   ? P->diag->max_depth : PTXVM_MAX_NESTING;
    if (++P->depth > max)
        pv_fail(P->diag, PTXVM_E_LIMIT, P_TOK(P)->line, P_TOK(P)->col,
                "nesting deeper than %u levels (PTXVM_LIMIT_NESTING)",
                (unsigned)max);
}

PTXVM_INTERNAL void pp_leave(pv_parser *P)
{
    P->depth--;
}

static int is_dot(pv_parser *P, uint32_t kw)
{
    return P_TOK(P)->kind == TK_DOT && P_TOK(P)->sym == kw;
}

static uint32_t expect_uint32(pv_parser *P, const char *what)
{
    const pv_tok *t = P_TOK(P);
    pv_tok at = *t;
    uint64_t v = pp_int_expr(P, what);
    if (v > 0xffffffffu)
        pp_error(P, &at, "%s is out of range", what);
    return (uint32_t)v;
}

static uint32_t push_sym(pv_parser *P, uint32_t sym)
{
    uint32_t *s = P_PUSH(P, syms);
    *s = sym;
    return P->m->syms.len - 1;
}

/* ---- header directives ------------------------------------------- */

/* .version MAJOR.MINOR: lexed as a decimal float, so read its text. */
static void parse_version(pv_parser *P)
{
    const pv_tok *t = P_TOK(P);
    uint32_t major = 0, minor = 0, i = 0;
    int ok = t->kind == TK_F64 && t->len >= 3;
    if (ok) {
        for (; i < t->len && t->p[i] >= '0' && t->p[i] <= '9' && major < 1000; i++)
            major = major * 10 + (uint32_t)(t->p[i] - '0');
        ok = i > 0 && i < t->len && t->p[i] == '.';
        if (ok) {
            uint32_t j = ++i;
            for (; i < t->len && t->p[i] >= '0' && t->p[i] <= '9' && minor < 1000; i++)
                minor = minor * 10 + (uint32_t)(t->p[i] - '0');
            ok = i == t->len && i > j;
        }
    }
    if (!ok)
        pp_expected(P, "a version number such as 8.5");
    P->m->version_major = major;
    P->m->version_minor = minor;
    lex_next(&P->L);
}

static void parse_target(pv_parser *P)
{
    uint32_t first = P->m->syms.len, n = 0;
    P->m->target_line = P_TOK(P)->line;
    do {
        if (P_TOK(P)->kind != TK_IDENT)
            pp_expected(P, "a target name such as sm_80");
        push_sym(P, P_TOK(P)->sym);
        n++;
        lex_next(&P->L);
    } while (pp_accept(P, ','));
    P->m->targets = first;
    P->m->ntargets = n;
}

static void parse_file(pv_parser *P)
{
    ir_item *it;
    ir_file *f;
    uint32_t index = expect_uint32(P, "a file number");
    if (P_TOK(P)->kind != TK_STRING)
        pp_expected(P, "a file name string");
    f = P_PUSH(P, files);
    memset(f, 0, sizeof *f);
    f->index = index;
    f->name = P_TOK(P)->sym;
    lex_next(&P->L);
    if (pp_accept(P, ',')) {
        f->has_meta = 1;
        f->mtime = pp_int_expr(P, "a timestamp");
        pp_expect(P, ',', "','");
        f->size = pp_int_expr(P, "a file size");
    }
    it = P_PUSH(P, items);
    it->kind = IT_FILE;
    it->index = P->m->files.len - 1;
}

/* .pragma "s1", "s2", ...; returns its index. */
static uint32_t parse_pragma(pv_parser *P, const pv_tok *at)
{
    ir_pragma *pr;
    uint32_t first = P->m->syms.len, n = 0;
    do {
        if (P_TOK(P)->kind != TK_STRING)
            pp_expected(P, "a pragma string");
        push_sym(P, P_TOK(P)->sym);
        n++;
        lex_next(&P->L);
    } while (pp_accept(P, ','));
    pr = P_PUSH(P, pragmas);
    pr->line = at->line;
    pr->col = at->col;
    pr->syms = first;
    pr->n = n;
    return P->m->pragmas.len - 1;
}

/* .section .debug_xxx { .b8 1, 2  .b32 label+4  ... }: DWARF data. The
   contents are checked and counted, not stored. */
static void parse_section(pv_parser *P, const pv_tok *at)
{
    ir_section *s;
    ir_item *it;
    uint64_t bytes = 0;
    uint32_t name;
    if (P_TOK(P)->kind != TK_DOT && P_TOK(P)->kind != TK_IDENT)
        pp_expected(P, "a section name");
    name = P_TOK(P)->sym;
    lex_next(&P->L);
    pp_expect(P, '{', "'{'");
    while (!pp_accept(P, '}')) {
        uint32_t size;
        const pv_tok *t = P_TOK(P);
        if (t->kind == TK_IDENT && lex_peek(&P->L)->kind == ':') {
            lex_next(&P->L);       /* a label inside the section */
            lex_next(&P->L);
            continue;
        }
        if (t->kind != TK_DOT)
            pp_expected(P, "'.b8', '.b16', '.b32', '.b64' or '}'");
        size = t->sym == KW_b8 ? 1 : t->sym == KW_b16 ? 2 :
               t->sym == KW_b32 ? 4 : t->sym == KW_b64 ? 8 : 0;
        if (!size)
            pp_expected(P, "'.b8', '.b16', '.b32', '.b64' or '}'");
        lex_next(&P->L);
        do {
            /* item: constant, label or section name, with + and - terms */
            for (;;) {
                const pv_tok *v = P_TOK(P);
                if (v->kind == TK_INT || v->kind == TK_IDENT || v->kind == TK_DOT)
                    lex_next(&P->L);
                else if (v->kind == '(' || v->kind == '-' || v->kind == '~')
                    (void)pp_const_expr(P);
                else
                    pp_expected(P, "a constant or a label");
                if (!pp_accept(P, '+') && !pp_accept(P, '-'))
                    break;
            }
            bytes += size;
        } while (pp_accept(P, ','));
    }
    s = P_PUSH(P, sections);
    s->name = name;
    s->line = at->line;
    s->col = at->col;
    s->bytes = bytes;
    it = P_PUSH(P, items);
    it->kind = IT_SECTION;
    it->index = P->m->sections.len - 1;
}

/* ---- declarations ------------------------------------------------ */

/* Everything between the state space and the names of a declaration:
   .align N, .v2/.v4/.v8, .attribute(...), .ptr .space .align N and the
   type. */
typedef struct decl_spec {
    uint8_t  space, type, vec, flags, ptr_space, linkage;
    uint32_t align, ptr_align;
    uint32_t line, col;
} decl_spec;

static void parse_attribute(pv_parser *P, decl_spec *d)
{
    pp_expect(P, '(', "'(' after .attribute");
    do {
        if (is_dot(P, KW_managed)) {
            d->flags |= VF_MANAGED;
            lex_next(&P->L);
        } else if (is_dot(P, KW_unified)) {
            d->flags |= VF_UNIFIED;
            lex_next(&P->L);
            if (pp_accept(P, '(')) {
                (void)pp_int_expr(P, "a UUID half");
                pp_expect(P, ',', "','");
                (void)pp_int_expr(P, "a UUID half");
                pp_expect(P, ')', "')'");
            }
        } else {
            pp_expected(P, "'.managed' or '.unified'");
        }
    } while (pp_accept(P, ','));
    pp_expect(P, ')', "')'");
}

static uint32_t parse_align(pv_parser *P)
{
    pv_tok at = *P_TOK(P);
    uint32_t a = expect_uint32(P, "an alignment");
    if (a == 0 || (a & (a - 1)))
        pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                "alignment %lu is not a power of two", (unsigned long)a);
    return a;
}

/* Reads the specifiers after the space keyword, up to and including the
   type. */
static void parse_decl_spec(pv_parser *P, decl_spec *d)
{
    for (;;) {
        const pv_tok *t = P_TOK(P);
        ir_type ty;
        if (t->kind != TK_DOT)
            pp_expected(P, "a type");
        if (t->sym == KW_align) {
            lex_next(&P->L);
            d->align = parse_align(P);
            continue;
        }
        if (t->sym == KW_v2 || t->sym == KW_v4 || t->sym == KW_v8) {
            d->vec = t->sym == KW_v2 ? 2 : t->sym == KW_v4 ? 4 : 8;
            lex_next(&P->L);
            continue;
        }
        if (t->sym == KW_attribute) {
            lex_next(&P->L);
            parse_attribute(P, d);
            continue;
        }
        ty = ir_type_of_kw(t->sym);
        if (ty == T_NONE)
            pp_expected(P, "a type");
        d->type = (uint8_t)ty;
        lex_next(&P->L);
        break;
    }
    /* .param .u64 .ptr .global .align 16 p */
    if (is_dot(P, KW_ptr)) {
        lex_next(&P->L);
        d->flags |= VF_PTR;
        if (P_TOK(P)->kind == TK_DOT) {
            ir_space s = ir_space_of_kw(P_TOK(P)->sym);
            if (s == SP_CONST || s == SP_GLOBAL || s == SP_LOCAL ||
                s == SP_SHARED) {
                d->ptr_space = (uint8_t)s;
                lex_next(&P->L);
            }
        }
        if (is_dot(P, KW_align)) {
            lex_next(&P->L);
            d->ptr_align = parse_align(P);
        }
    }
}

static ir_var *new_var(pv_parser *P, const decl_spec *d, uint32_t *index)
{
    ir_var *v = P_PUSH(P, vars);
    memset(v, 0, sizeof *v);
    v->space = d->space;
    v->type = d->type;
    v->vec = d->vec;
    v->flags = d->flags;
    v->ptr_space = d->ptr_space;
    v->linkage = d->linkage;
    v->align = d->align;
    v->ptr_align = d->ptr_align;
    v->scope = P->scope;
    *index = P->m->vars.len - 1;
    return v;
}

/* name, name<N>, name[dim][dim]...; returns the var index. */
static uint32_t parse_declarator(pv_parser *P, const decl_spec *d,
                                 int allow_params, int allow_sink)
{
    uint32_t vi;
    ir_var *v;
    const pv_tok *t = P_TOK(P);
    if (t->kind != TK_IDENT && !(allow_sink && t->kind == '_'))
        pp_expected(P, "a name");
    v = new_var(P, d, &vi);
    v->name = t->kind == '_' ? 0 : t->sym;
    v->line = t->line;
    v->col = t->col;
    lex_next(&P->L);
    if (allow_params && P_TOK(P)->kind == '<') {
        pv_tok at;
        uint32_t n;
        lex_next(&P->L);
        at = *P_TOK(P);
        /* a literal, not an expression: '>' closes the list */
        if (at.kind != TK_INT || at.val > 0x7fffffffu)
            pp_expected(P, "a register count");
        n = (uint32_t)at.val;
        lex_next(&P->L);
        if (n == 0)
            pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                    "a parameterised register count must be positive");
        v = &P->m->vars.data[vi];
        v->count = n;
        v->flags |= VF_PARAMETERISED;
        pp_expect(P, '>', "'>'");
    }
    if (P_TOK(P)->kind == '[') {
        uint32_t first = P->m->dims.len, nd = 0;
        while (P_TOK(P)->kind == '[') {
            uint64_t *dim;
            if (nd >= 32)
                pp_error(P, P_TOK(P), "more than 32 array dimensions");
            lex_next(&P->L);
            if (P_TOK(P)->kind == ']') {
                if (nd != 0)
                    pp_error(P, P_TOK(P), "only the first array dimension "
                             "may be left empty");
                P->m->vars.data[vi].flags |= VF_UNSIZED;
                dim = P_PUSH(P, dims);
                *dim = 0;
            } else {
                pv_tok at = *P_TOK(P);
                uint64_t n = pp_int_expr(P, "an array size");
                if (n == 0 || n > ((uint64_t)1 << 48))
                    pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                            "array size %llu is out of range",
                            (unsigned long long)n);
                dim = P_PUSH(P, dims);
                *dim = n;
            }
            nd++;
            pp_expect(P, ']', "']'");
        }
        v = &P->m->vars.data[vi];
        v->dims = first;
        v->ndims = (uint8_t)nd;
    }
    return vi;
}

static void add_stmt(pv_parser *P, uint32_t kind, uint32_t index)
{
    ir_stmt *s = P_PUSH(P, stmts);
    s->kind = kind;
    s->index = index;
}

/* A variable declaration statement; the current token is the state
   space. At module scope each variable becomes an item, in a body a
   statement. */
static void parse_var_decl(pv_parser *P, uint8_t linkage)
{
    decl_spec d;
    memset(&d, 0, sizeof d);
    d.linkage = linkage;
    d.line = P_TOK(P)->line;
    d.col = P_TOK(P)->col;
    d.space = (uint8_t)ir_space_of_kw(P_TOK(P)->sym);
    lex_next(&P->L);
    parse_decl_spec(P, &d);
    if (d.space == SP_TEX && d.type != T_TEXREF && d.type != T_SAMPLERREF &&
        d.type != T_SURFREF)
        d.type = T_TEXREF;    /* legacy ".tex .u32 name" declares a texref */
    do {
        uint32_t vi = parse_declarator(P, &d, d.space == SP_REG, 0);
        if (pp_accept(P, '='))
            pp_initializer(P, &P->m->vars.data[vi], vi);
        if (P->in_func) {
            add_stmt(P, ST_VAR, vi);
        } else {
            ir_item *it;
            /* PTX before 3.0: a module-scope register, copied into each
               function body that follows (registers are per thread) */
            if (d.space == SP_REG)
                *(uint32_t *)P_PUSH(P, modregs) = vi;
            it = P_PUSH(P, items);
            it->kind = IT_VAR;
            it->index = vi;
        }
    } while (pp_accept(P, ','));
    pp_expect(P, ';', "';'");
}

/* ---- functions ------------------------------------------------------ */

/* ( .param .b32 a, .reg .u32 b, ... ): parameters go to the vars pool
   contiguously. Returns the count. */
static uint32_t parse_param_list(pv_parser *P, uint32_t *first, int is_ret,
                                 int allow_sink)
{
    uint32_t n = 0;
    *first = P->m->vars.len;
    pp_expect(P, '(', "'('");
    if (pp_accept(P, ')'))
        return 0;
    do {
        decl_spec d;
        uint32_t vi;
        memset(&d, 0, sizeof d);
        if (P_TOK(P)->kind != TK_DOT ||
            (P_TOK(P)->sym != KW_param && P_TOK(P)->sym != KW_reg))
            pp_expected(P, "'.param' or '.reg'");
        d.space = (uint8_t)ir_space_of_kw(P_TOK(P)->sym);
        lex_next(&P->L);
        parse_decl_spec(P, &d);
        if (is_ret)
            d.flags |= VF_RETURN;
        vi = parse_declarator(P, &d, 0, allow_sink);
        (void)vi;
        n++;
    } while (pp_accept(P, ','));
    pp_expect(P, ')', "')'");
    return n;
}

static void parse_ntid(pv_parser *P, uint32_t out[3])
{
    int i = 0;
    out[0] = out[1] = out[2] = 1;
    do {
        pv_tok at = *P_TOK(P);
        if (i == 3)
            pp_error(P, P_TOK(P), "at most three dimensions");
        out[i] = expect_uint32(P, "a thread count");
        if (out[i++] == 0)
            pv_fail(P->diag, PTXVM_E_SEMANTIC, at.line, at.col,
                    "a thread count must be positive");
    } while (pp_accept(P, ','));
}

/* Performance-tuning directives between a function's header and body. */
static int parse_perf_directive(pv_parser *P, ir_func *f)
{
    uint32_t kw;
    if (P_TOK(P)->kind != TK_DOT)
        return 0;
    kw = P_TOK(P)->sym;
    switch (kw) {
    case KW_maxntid: lex_next(&P->L); parse_ntid(P, f->maxntid); return 1;
    case KW_reqntid: lex_next(&P->L); parse_ntid(P, f->reqntid); return 1;
    case KW_reqnctapercluster:
        lex_next(&P->L); parse_ntid(P, f->reqnctapercluster); return 1;
    case KW_minnctapersm:
        lex_next(&P->L); f->minnctapersm = expect_uint32(P, "a CTA count"); return 1;
    case KW_maxnctapersm:
        lex_next(&P->L); f->maxnctapersm = expect_uint32(P, "a CTA count"); return 1;
    case KW_maxnreg:
        lex_next(&P->L); f->maxnreg = expect_uint32(P, "a register count"); return 1;
    case KW_maxclusterrank:
        lex_next(&P->L); f->maxclusterrank = expect_uint32(P, "a cluster rank"); return 1;
    case KW_noreturn: lex_next(&P->L); f->flags |= FF_NORETURN; return 1;
    case KW_explicitcluster:
        lex_next(&P->L); f->flags |= FF_EXPLICITCLUSTER; return 1;
    case KW_blocksareclusters:
        lex_next(&P->L); f->flags |= FF_BLOCKSARECLUSTERS; return 1;
    case KW_abi_preserve:
        lex_next(&P->L); f->abi_preserve = expect_uint32(P, "a register count") + 1;
        return 1;
    case KW_abi_preserve_control:
        lex_next(&P->L);
        f->abi_preserve_control = expect_uint32(P, "a register count") + 1;
        return 1;
    default:
        return 0;
    }
}

static void parse_body(pv_parser *P, uint32_t fi);

/* nvopencc (CUDA 1.x to 4.0) ends a function declaration without ';'
   when the next module statement follows: a declaration ends at any
   directive that starts one. */
static int ends_prototype(pv_parser *P)
{
    const pv_tok *t = P_TOK(P);
    if (t->kind != TK_DOT)
        return 0;
    switch (t->sym) {
    case KW_visible: case KW_extern: case KW_weak: case KW_common:
    case KW_entry: case KW_func: case KW_file: case KW_global:
    case KW_const: case KW_shared: case KW_local: case KW_tex:
    case KW_reg: case KW_section: case KW_alias:
        return 1;
    default:
        return 0;
    }
}

/* [linkage] .entry/.func ...; the current token is .entry or .func. */
static void parse_function(pv_parser *P, uint8_t linkage)
{
    ir_func *f;
    ir_item *it;
    uint32_t fi, is_entry = P_TOK(P)->sym == KW_entry;
    pv_tok at = *P_TOK(P);
    f = P_PUSH(P, funcs);
    memset(f, 0, sizeof *f);
    fi = P->m->funcs.len - 1;
    f->flags = is_entry ? FF_ENTRY : 0;
    f->linkage = linkage;
    lex_next(&P->L);
    while (is_dot(P, KW_attribute)) {   /* .func .attribute(.unified(..)) */
        decl_spec d;
        memset(&d, 0, sizeof d);
        lex_next(&P->L);
        parse_attribute(P, &d);
    }
    if (!is_entry && P_TOK(P)->kind == '(') {
        uint32_t first, n = parse_param_list(P, &first, 1, 0);
        f = &P->m->funcs.data[fi];
        f->rets = first;
        f->nrets = n;
    }
    if (P_TOK(P)->kind != TK_IDENT)
        pp_expected(P, is_entry ? "a kernel name" : "a function name");
    f = &P->m->funcs.data[fi];
    f->name = P_TOK(P)->sym;
    f->line = P_TOK(P)->line;
    f->col = P_TOK(P)->col;
    lex_next(&P->L);
    if (P_TOK(P)->kind == '(') {
        uint32_t first, n = parse_param_list(P, &first, 0, 0);
        f = &P->m->funcs.data[fi];
        f->params = first;
        f->nparams = n;
    }
    f = &P->m->funcs.data[fi];
    {
        uint32_t pfirst = 0, np = 0;
        for (;;) {
            if (parse_perf_directive(P, &P->m->funcs.data[fi]))
                continue;
            if (is_dot(P, KW_pragma)) {
                pv_tok pat = *P_TOK(P);
                uint32_t pi;
                lex_next(&P->L);
                pi = parse_pragma(P, &pat);
                if (!np)
                    pfirst = pi;
                np++;
                pp_expect(P, ';', "';'");
                continue;
            }
            break;
        }
        f = &P->m->funcs.data[fi];
        f->pragmas = pfirst;
        f->npragmas = np;
    }
    it = P_PUSH(P, items);
    it->kind = IT_FUNC;
    it->index = fi;
    if (pp_accept(P, ';') || ends_prototype(P))
        return;
    if (P_TOK(P)->kind != '{')
        pp_expected(P, "'{' or ';'");
    (void)at;
    parse_body(P, fi);
}

/* label: .callprototype [(ret)] _ (params) [.noreturn]; */
static void parse_callprototype(pv_parser *P, const pv_tok *label)
{
    ir_func *f = P_PUSH(P, funcs);
    uint32_t fi = P->m->funcs.len - 1, first, n;
    memset(f, 0, sizeof *f);
    f->flags = FF_PROTOTYPE;
    f->name = label->sym;
    f->line = label->line;
    f->col = label->col;
    lex_next(&P->L);
    if (P_TOK(P)->kind == '(') {
        n = parse_param_list(P, &first, 1, 1);
        f = &P->m->funcs.data[fi];
        f->rets = first;
        f->nrets = n;
    }
    pp_expect(P, '_', "'_'");
    if (P_TOK(P)->kind == '(') {
        n = parse_param_list(P, &first, 0, 1);
        f = &P->m->funcs.data[fi];
        f->params = first;
        f->nparams = n;
    }
    if (is_dot(P, KW_noreturn)) {
        lex_next(&P->L);
        P->m->funcs.data[fi].flags |= FF_NORETURN;
    }
    while (is_dot(P, KW_abi_preserve) || is_dot(P, KW_abi_preserve_control))
        (void)parse_perf_directive(P, &P->m->funcs.data[fi]);
    pp_expect(P, ';', "';'");
    add_stmt(P, ST_PROTO, fi);
}

/* label: .branchtargets a, b; / label: .calltargets f, g; */
static void parse_targets(pv_parser *P, const pv_tok *label, uint32_t kind)
{
    ir_tlist *tl;
    uint32_t first = P->m->syms.len, n = 0;
    lex_next(&P->L);
    do {
        if (P_TOK(P)->kind != TK_IDENT)
            pp_expected(P, kind == KW_branchtargets ? "a label" : "a function name");
        push_sym(P, P_TOK(P)->sym);
        n++;
        lex_next(&P->L);
    } while (pp_accept(P, ','));
    pp_expect(P, ';', "';'");
    tl = P_PUSH(P, tlists);
    tl->name = label->sym;
    tl->line = label->line;
    tl->col = label->col;
    tl->kind = kind;
    tl->syms = first;
    tl->n = n;
    add_stmt(P, ST_TARGETS, P->m->tlists.len - 1);
}

/* .loc file line col [, function_name label[+off], inlined_at f l c] */
static void parse_loc(pv_parser *P, const pv_tok *at)
{
    ir_loc *l;
    uint32_t file = expect_uint32(P, "a file number");
    uint32_t line = expect_uint32(P, "a line number");
    uint32_t col = expect_uint32(P, "a column number");
    while (pp_accept(P, ',')) {
        const pv_tok *t = P_TOK(P);
        if (t->kind == TK_IDENT && t->sym == KW_id_function_name) {
            lex_next(&P->L);
            if (P_TOK(P)->kind != TK_IDENT)
                pp_expected(P, "a label");
            lex_next(&P->L);
            if (pp_accept(P, '+'))
                (void)pp_int_expr(P, "an offset");
        } else if (t->kind == TK_IDENT && t->sym == KW_id_inlined_at) {
            lex_next(&P->L);
            (void)expect_uint32(P, "a file number");
            (void)expect_uint32(P, "a line number");
            (void)expect_uint32(P, "a column number");
        } else {
            pp_expected(P, "'function_name' or 'inlined_at'");
        }
    }
    l = P_PUSH(P, locs);
    l->file = file;
    l->line = line;
    l->col = col;
    l->at_line = at->line;
    l->at_col = at->col;
    P->loc = P->m->locs.len - 1;
    add_stmt(P, ST_LOC, P->loc);
}

static int is_var_space(uint32_t kw)
{
    return kw == KW_reg || kw == KW_local || kw == KW_shared ||
           kw == KW_param || kw == KW_const || kw == KW_global ||
           kw == KW_sreg || kw == KW_tex;
}

/* The function's own copies of the module-scope registers declared so
   far, as declarations at the top of its body. The copies are bounded
   by the module's size (each costs about 64 bytes), so that k registers
   and f functions cannot make k * f of them. */
static void copy_module_regs(pv_parser *P)
{
    uint32_t i;
    uint64_t limit = 4096 + (uint64_t)(P->L.end - P->L.src) / 16;
    if (!P->m->modregs.len)
        return;
    P->regcopies += P->m->modregs.len;
    if (P->regcopies > limit)
        pv_fail(P->diag, PTXVM_E_LIMIT, P_TOK(P)->line, P_TOK(P)->col,
                "module-scope .reg declarations copied into too many "
                "function bodies (%llu copies; a module of this size may "
                "have %llu)", (unsigned long long)P->regcopies,
                (unsigned long long)limit);
    for (i = 0; i < P->m->modregs.len; i++) {
        ir_var v = P->m->vars.data[P->m->modregs.data[i]];
        v.scope = 0;
        v.flags |= VF_MODULE_COPY;
        *(ir_var *)P_PUSH(P, vars) = v;
        add_stmt(P, ST_VAR, P->m->vars.len - 1);
    }
}

/* PTX 1.0 to 1.3 declare a kernel's parameters in its body, as .param
   variables at the outermost level, in order (nvopencc of CUDA 1.x and
   2.x). Such an .entry without a parameter list gets them as its
   parameters, and their declarations leave the body. */
static void hoist_entry_params(pv_parser *P, uint32_t fi, uint32_t first,
                               uint32_t first_label)
{
    ir_module *m = P->m;
    uint32_t i, w, base = m->vars.len, n = 0, removed = 0;
    if (!(m->funcs.data[fi].flags & FF_ENTRY) || m->funcs.data[fi].nparams ||
        m->version_major != 1 || m->version_minor > 3)
        return;
    for (i = first; i < m->stmts.len; i++) {
        ir_stmt st = m->stmts.data[i];
        if (st.kind == ST_VAR && m->vars.data[st.index].space == SP_PARAM &&
            m->vars.data[st.index].scope == 0) {
            ir_var v = m->vars.data[st.index];
            *(ir_var *)P_PUSH(P, vars) = v;
            n++;
        }
    }
    if (!n)
        return;
    /* drop the declarations; labels count statements from the body's start */
    for (i = w = first; i < m->stmts.len; i++) {
        ir_stmt st = m->stmts.data[i];
        if (st.kind == ST_VAR && st.index < base &&
            m->vars.data[st.index].space == SP_PARAM && m->vars.data[st.index].scope == 0) {
            uint32_t l;
            for (l = first_label; l < m->labels.len; l++)
                if (m->labels.data[l].stmt > i - first - removed)
                    m->labels.data[l].stmt--;
            removed++;
            continue;
        }
        m->stmts.data[w++] = st;
    }
    m->stmts.len = w;
    m->funcs.data[fi].params = base;
    m->funcs.data[fi].nparams = n;
}

static void parse_body(pv_parser *P, uint32_t fi)
{
    uint32_t first = P->m->stmts.len, first_label = P->m->labels.len;
    uint32_t stack[PTXVM_MAX_NESTING + 1];
    uint32_t top = 0, base_depth = P->depth;
    P->in_func = 1;
    P->scope = 0;
    P->nscopes = 1;
    P->loc = 0;
    pp_enter(P);
    copy_module_regs(P);                /* at the '{' */
    lex_next(&P->L);                    /* the '{' */
    stack[top] = 0;
    for (;;) {
        const pv_tok *t = P_TOK(P);
        switch (t->kind) {
        case '{':
            pp_enter(P);
            stack[++top] = P->scope = P->nscopes++;
            add_stmt(P, ST_OPEN, P->scope);
            lex_next(&P->L);
            continue;
        case '}':
            if (top == 0) {
                pp_leave(P);
                lex_next(&P->L);
                goto done;
            }
            add_stmt(P, ST_CLOSE, stack[top]);
            top--;
            P->scope = stack[top];
            pp_leave(P);
            lex_next(&P->L);
            continue;
        case TK_EOF:
            pp_expected(P, "'}' to end the function body");
        case ';':
            lex_next(&P->L);            /* empty statement */
            continue;
        case TK_DOT: {
            pv_tok at = *t;
            if (is_var_space(t->sym)) {
                parse_var_decl(P, LK_NONE);
                continue;
            }
            if (t->sym == KW_extern || t->sym == KW_visible ||
                t->sym == KW_weak) {
                uint8_t lk = t->sym == KW_extern ? LK_EXTERN :
                             t->sym == KW_visible ? LK_VISIBLE : LK_WEAK;
                lex_next(&P->L);
                if (P_TOK(P)->kind != TK_DOT || !is_var_space(P_TOK(P)->sym))
                    pp_expected(P, "a state space");
                parse_var_decl(P, lk);
                continue;
            }
            if (t->sym == KW_pragma) {
                uint32_t pi;
                lex_next(&P->L);
                pi = parse_pragma(P, &at);
                pp_expect(P, ';', "';'");
                add_stmt(P, ST_PRAGMA, pi);
                continue;
            }
            if (t->sym == KW_loc) {
                lex_next(&P->L);
                parse_loc(P, &at);
                continue;
            }
            pp_expected(P, "an instruction, a declaration or a label");
        }
        case TK_IDENT:
            if (lex_peek(&P->L)->kind == ':') {
                pv_tok label = *t;
                ir_label *lb;
                lex_next(&P->L);
                lex_next(&P->L);
                if (is_dot(P, KW_callprototype)) {
                    parse_callprototype(P, &label);
                    continue;
                }
                if (is_dot(P, KW_branchtargets) || is_dot(P, KW_calltargets)) {
                    parse_targets(P, &label, P_TOK(P)->sym);
                    continue;
                }
                lb = P_PUSH(P, labels);
                lb->name = label.sym;
                lb->line = label.line;
                lb->col = label.col;
                lb->stmt = P->m->stmts.len - first;
                add_stmt(P, ST_LABEL, P->m->labels.len - 1);
                continue;
            }
            pp_instruction(P);
            continue;
        case '@':
            pp_instruction(P);
            continue;
        default:
            pp_expected(P, "an instruction, a declaration or a label");
        }
    }
done:
    P->depth = base_depth;
    hoist_entry_params(P, fi, first, first_label);
    {
        ir_func *f = &P->m->funcs.data[fi];
        f->flags |= FF_BODY;
        f->stmts = first;
        f->nstmts = P->m->stmts.len - first;
        f->nscopes = P->nscopes;
    }
    P->in_func = 0;
    P->scope = 0;
}

/* ---- the module ---------------------------------------------------- */

static void parse_alias(pv_parser *P, const pv_tok *at)
{
    ir_alias *a;
    ir_item *it;
    uint32_t alias, target;
    if (P_TOK(P)->kind != TK_IDENT)
        pp_expected(P, "an alias name");
    alias = P_TOK(P)->sym;
    lex_next(&P->L);
    pp_expect(P, ',', "','");
    if (P_TOK(P)->kind != TK_IDENT)
        pp_expected(P, "a function name");
    target = P_TOK(P)->sym;
    lex_next(&P->L);
    pp_expect(P, ';', "';'");
    a = P_PUSH(P, aliases);
    a->alias = alias;
    a->target = target;
    a->line = at->line;
    a->col = at->col;
    it = P_PUSH(P, items);
    it->kind = IT_ALIAS;
    it->index = P->m->aliases.len - 1;
}

PTXVM_INTERNAL void parse_module(ir_module *m, pv_diag *d, const char *text,
                                 size_t len)
{
    pv_parser P;
    int seen_version = 0, seen_target = 0;
    memset(&P, 0, sizeof P);
    P.m = m;
    P.diag = d;
    /* The lexer's symbol cache lives on the heap (small host stacks), owned
       by the module until parsing ends so that an error frees it too. */
    m->scratch_bytes = sizeof(pv_lex_cache) * lex_cache_entries(len);
    m->scratch = pv_realloc(m->heap, NULL, 0, m->scratch_bytes);
    if (!m->scratch)
        pv_fail_oom(d);
    memset(m->scratch, 0, m->scratch_bytes);
    ir_module_reserve(m, text, len);
    lex_init(&P.L, text, len, &m->strtab, d, (pv_lex_cache *)m->scratch);
    lex_next(&P.L);
    m->address_size = 64;
    while (P.L.tok.kind != TK_EOF) {
        pv_tok at = P.L.tok;
        uint8_t linkage = LK_NONE;
        if (at.kind != TK_DOT)
            pp_expected(&P, "a directive");
        if (at.sym == KW_version) {
            if (seen_version)
                pv_fail(d, PTXVM_E_SEMANTIC, at.line, at.col,
                        "duplicate .version directive");
            lex_next(&P.L);
            parse_version(&P);
            seen_version = 1;
            continue;
        }
        if (!seen_version)
            pp_error(&P, &at, "a module must begin with a .version directive");
        if (at.sym == KW_target) {
            if (seen_target)
                pv_fail(d, PTXVM_E_SEMANTIC, at.line, at.col,
                        "duplicate .target directive");
            lex_next(&P.L);
            parse_target(&P);
            seen_target = 1;
            continue;
        }
        if (!seen_target)
            pp_error(&P, &at, ".target must follow .version");
        switch (at.sym) {
        case KW_address_size: {
            pv_tok vt;
            lex_next(&P.L);
            vt = P.L.tok;
            m->address_size = expect_uint32(&P, "an address size");
            if (m->address_size != 32 && m->address_size != 64)
                pv_fail(d, PTXVM_E_SEMANTIC, vt.line, vt.col,
                        "address size must be 32 or 64");
            continue;
        }
        case KW_file:
            lex_next(&P.L);
            parse_file(&P);
            continue;
        case KW_section:
            lex_next(&P.L);
            parse_section(&P, &at);
            continue;
        case KW_pragma: {
            ir_item *it;
            uint32_t pi;
            lex_next(&P.L);
            pi = parse_pragma(&P, &at);
            pp_expect(&P, ';', "';'");
            it = P_PUSH(&P, items);
            it->kind = IT_PRAGMA;
            it->index = pi;
            continue;
        }
        case KW_alias:
            lex_next(&P.L);
            parse_alias(&P, &at);
            continue;
        case KW_extern: linkage = LK_EXTERN; break;
        case KW_visible: linkage = LK_VISIBLE; break;
        case KW_weak: linkage = LK_WEAK; break;
        case KW_common: linkage = LK_COMMON; break;
        default: break;
        }
        if (linkage != LK_NONE) {
            lex_next(&P.L);
            at = P.L.tok;
            if (at.kind != TK_DOT)
                pp_expected(&P, "'.entry', '.func' or a state space");
        }
        if (at.sym == KW_entry || at.sym == KW_func) {
            parse_function(&P, linkage);
            continue;
        }
        if (at.sym == KW_global || at.sym == KW_const || at.sym == KW_shared ||
            at.sym == KW_tex || at.sym == KW_local ||
            (at.sym == KW_reg && linkage == LK_NONE)) {
            parse_var_decl(&P, linkage);
            continue;
        }
        if (linkage != LK_NONE)
            pp_expected(&P, "'.entry', '.func' or a state space");
        pp_expected(&P, "a directive");
    }
    if (!seen_version) {
        pv_tok at = P.L.tok;
        pp_error(&P, &at, "a module must begin with a .version directive");
    }
    if (m->scratch) {
        pv_free(m->heap, m->scratch, m->scratch_bytes);
        m->scratch = NULL;
    }
}
