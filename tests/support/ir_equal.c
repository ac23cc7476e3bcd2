/* Structural comparison of two modules (print.h): the items in order and
   everything they hold, with names compared as text and source positions
   and pool indices ignored. Initialisers compare as memory images (the
   bytes their runs produce, zero elsewhere) plus relocations; an
   alignment of 0 counts as the natural one, which the checker fills in.
   The first difference is described in `why` with its context. */
#include "ir_equal.h"
#include <stdarg.h>
#include <stdio.h>

typedef struct eq_st {
    const ir_module *a, *b;
    char  *why;
    size_t n;
    char   ctx[256];
} eq_st;

static int eq_fail(eq_st *E, const char *fmt, ...) PV_PRINTF(2, 3);
static int eq_fail(eq_st *E, const char *fmt, ...)
{
    char msg[320];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (E->why && E->n) {
        if (E->ctx[0])
            snprintf(E->why, E->n, "%s: %s", E->ctx, msg);
        else
            snprintf(E->why, E->n, "%s", msg);
    }
    return 0;
}

/* The context prefix: set (replacing from offset at) and restore. */
static size_t eq_ctx(eq_st *E, const char *fmt, ...) PV_PRINTF(2, 3);
static size_t eq_ctx(eq_st *E, const char *fmt, ...)
{
    size_t at = strlen(E->ctx);
    va_list ap;
    if (at + 4 >= sizeof E->ctx)
        return at;
    if (at) {
        E->ctx[at] = ':';
        E->ctx[at + 1] = ' ';
        E->ctx[at + 2] = 0;
    }
    va_start(ap, fmt);
    vsnprintf(E->ctx + strlen(E->ctx), sizeof E->ctx - strlen(E->ctx), fmt, ap);
    va_end(ap);
    return at;
}

static void eq_pop(eq_st *E, size_t at)
{
    E->ctx[at] = 0;
}

/* A symbol's text for messages: at most 60 bytes, "_" for none. */
static const char *eq_text(const ir_module *m, uint32_t sym, char *buf,
                           size_t n)
{
    uint32_t len;
    if (!sym)
        return "_";
    len = pv_sym_len(&m->strtab, sym);
    if (len + 1 > n)
        len = (uint32_t)n - 4;
    memcpy(buf, pv_sym_text(&m->strtab, sym), len);
    if (len < pv_sym_len(&m->strtab, sym))
        memcpy(buf + len, "...", 4);
    else
        buf[len] = 0;
    return buf;
}

static int eq_same_sym(const eq_st *E, uint32_t sa, uint32_t sb)
{
    uint32_t la, lb;
    if (!sa || !sb)
        return sa == sb;
    la = pv_sym_len(&E->a->strtab, sa);
    lb = pv_sym_len(&E->b->strtab, sb);
    return la == lb && memcmp(pv_sym_text(&E->a->strtab, sa),
                              pv_sym_text(&E->b->strtab, sb), la) == 0;
}

static int eq_sym(eq_st *E, const char *what, uint32_t sa, uint32_t sb)
{
    char x[64], y[64];
    if (eq_same_sym(E, sa, sb))
        return 1;
    return eq_fail(E, "%s '%s' vs '%s'", what, eq_text(E->a, sa, x, sizeof x),
                   eq_text(E->b, sb, y, sizeof y));
}

static int eq_u64(eq_st *E, const char *what, uint64_t x, uint64_t y)
{
    if (x == y)
        return 1;
    return eq_fail(E, "%s %llu vs %llu", what, (unsigned long long)x,
                   (unsigned long long)y);
}

/* Lists of symbols in the syms pool (targets, pragma strings, ...). */
static int eq_syms(eq_st *E, const char *what, uint32_t fa, uint32_t na,
                   uint32_t fb, uint32_t nb)
{
    uint32_t i;
    char w[64];
    if (na != nb)
        return eq_fail(E, "%s: %u vs %u entries", what, (unsigned)na,
                       (unsigned)nb);
    for (i = 0; i < na; i++) {
        snprintf(w, sizeof w, "%s %u", what, (unsigned)i);
        if (!eq_sym(E, w, E->a->syms.data[fa + i], E->b->syms.data[fb + i]))
            return 0;
    }
    return 1;
}

/* ---- initialisers --------------------------------------------------------- */

/* Walks the non-zero bytes of an image in offset order. The runs are
   visited sorted by offset (the parser writes them in order; otherwise
   they are sorted into `order`). */
typedef struct eq_img {
    const ir_module *m;
    const ir_init   *in;
    uint32_t        *order;     /* run indices by offset, or NULL         */
    uint32_t         si, bi;
} eq_img;

static const ir_seg *eq_seg(const eq_img *g, uint32_t i)
{
    return &g->m->segs.data[g->in->segs + (g->order ? g->order[i] : i)];
}

static int eq_img_init(eq_img *g, const ir_module *m, const ir_init *in)
{
    uint32_t i, j;
    memset(g, 0, sizeof *g);
    g->m = m;
    g->in = in;
    for (i = 1; i < in->nsegs; i++)
        if (m->segs.data[in->segs + i].offset <
            m->segs.data[in->segs + i - 1].offset)
            break;
    if (i >= in->nsegs)
        return 1;
    g->order = (uint32_t *)pv_realloc(m->heap, NULL, 0,
                                      (size_t)in->nsegs * sizeof *g->order);
    if (!g->order)
        return 0;
    /* insertion sort: only for hand-built IR, never for parsed modules */
    for (i = 0; i < in->nsegs; i++) {
        uint64_t off = m->segs.data[in->segs + i].offset;
        for (j = i; j > 0 && m->segs.data[in->segs + g->order[j - 1]].offset > off; j--)
            g->order[j] = g->order[j - 1];
        g->order[j] = i;
    }
    return 1;
}

static void eq_img_free(eq_img *g)
{
    if (g->order)
        pv_free(g->m->heap, g->order, (size_t)g->in->nsegs * sizeof *g->order);
    g->order = NULL;
}

/* The next non-zero byte: 1 with *off and *byte, or 0 at the end. */
static int eq_img_next(eq_img *g, uint64_t *off, uint8_t *byte)
{
    while (g->si < g->in->nsegs) {
        const ir_seg *s = eq_seg(g, g->si);
        const uint8_t *p = g->m->blob.data + s->bytes;
        while (g->bi < s->n) {
            uint32_t k = g->bi++;
            if (p[k]) {
                *off = s->offset + k;
                *byte = p[k];
                return 1;
            }
        }
        g->si++;
        g->bi = 0;
    }
    return 0;
}

static int eq_image(eq_st *E, const ir_init *ia, const ir_init *ib)
{
    eq_img ga, gb;
    int ok = 1;
    if (!eq_img_init(&ga, E->a, ia))
        return eq_fail(E, "out of memory comparing initialisers");
    if (!eq_img_init(&gb, E->b, ib)) {
        eq_img_free(&ga);
        return eq_fail(E, "out of memory comparing initialisers");
    }
    for (;;) {
        uint64_t oa = 0, ob = 0;
        uint8_t ba = 0, bb = 0;
        int ha = eq_img_next(&ga, &oa, &ba), hb = eq_img_next(&gb, &ob, &bb);
        if (!ha && !hb)
            break;
        if (!ha || !hb || oa != ob || ba != bb) {
            uint64_t at = !ha ? ob : !hb ? oa : oa < ob ? oa : ob;
            unsigned x = ha && (!hb || oa <= ob) ? ba : 0;
            unsigned y = hb && (!ha || ob <= oa) ? bb : 0;
            ok = eq_fail(E, "initialiser byte at offset %llu: 0x%02x vs 0x%02x",
                         (unsigned long long)at, x, y);
            break;
        }
    }
    eq_img_free(&ga);
    eq_img_free(&gb);
    return ok;
}

static int eq_relocs(eq_st *E, const ir_init *ia, const ir_init *ib)
{
    uint32_t i;
    if (ia->nrelocs != ib->nrelocs)
        return eq_fail(E, "%u vs %u address initialisers",
                       (unsigned)ia->nrelocs, (unsigned)ib->nrelocs);
    for (i = 0; i < ia->nrelocs; i++) {
        const ir_reloc *x = &E->a->relocs.data[ia->relocs + i];
        const ir_reloc *y = &E->b->relocs.data[ib->relocs + i];
        char w[64];
        snprintf(w, sizeof w, "address initialiser %u", (unsigned)i);
        if (!eq_sym(E, w, x->sym, y->sym))
            return 0;
        if (x->offset != y->offset || x->kind != y->kind ||
            x->size != y->size || x->addend != y->addend)
            return eq_fail(E, "%s: offset %llu kind %u size %u addend %lld vs "
                           "offset %llu kind %u size %u addend %lld", w,
                           (unsigned long long)x->offset, (unsigned)x->kind,
                           (unsigned)x->size, (long long)x->addend,
                           (unsigned long long)y->offset, (unsigned)y->kind,
                           (unsigned)y->size, (long long)y->addend);
    }
    return 1;
}

static int eq_init(eq_st *E, const ir_var *va, const ir_var *vb)
{
    const ir_init *ia, *ib;
    uint32_t i;
    if (!va->init || !vb->init)
        return va->init == vb->init ? 1 :
               eq_fail(E, "initialiser %s vs %s", va->init ? "present" : "absent",
                       vb->init ? "present" : "absent");
    ia = &E->a->inits.data[va->init];
    ib = &E->b->inits.data[vb->init];
    if (ia->braced != ib->braced)
        return eq_fail(E, "initialiser braced %u vs %u", (unsigned)ia->braced,
                       (unsigned)ib->braced);
    if ((va->flags & VF_UNSIZED) &&
        !eq_u64(E, "initialiser elements", ia->elems, ib->elems))
        return 0;
    if (ia->nfields != ib->nfields)
        return eq_fail(E, "%u vs %u initialiser fields", (unsigned)ia->nfields,
                       (unsigned)ib->nfields);
    for (i = 0; i < ia->nfields; i++) {
        const ir_field *x = &E->a->fields.data[ia->fields + i];
        const ir_field *y = &E->b->fields.data[ib->fields + i];
        if (!eq_sym(E, "field", x->name, y->name) ||
            !eq_sym(E, "field value", x->sym, y->sym) ||
            !eq_u64(E, "field value", x->value, y->value))
            return 0;
    }
    return eq_image(E, ia, ib) && eq_relocs(E, ia, ib);
}

/* ---- variables -------------------------------------------------------------- */

static uint32_t eq_align(const ir_var *v)
{
    uint32_t n = ir_type_size((ir_type)v->type) * (v->vec ? v->vec : 1);
    return v->align ? v->align : n ? n : 1;
}

static int eq_var(eq_st *E, uint32_t ia, uint32_t ib)
{
    const ir_var *x = &E->a->vars.data[ia];
    const ir_var *y = &E->b->vars.data[ib];
    char nm[64];
    size_t at;
    uint32_t d;
    int ok = 0;
    if (!eq_sym(E, "variable", x->name, y->name))
        return 0;
    at = eq_ctx(E, "variable '%s'", eq_text(E->a, x->name, nm, sizeof nm));
    if (!eq_u64(E, "state space", x->space, y->space) ||
        !eq_u64(E, "type", x->type, y->type) ||
        !eq_u64(E, "vector size", x->vec, y->vec) ||
        !eq_u64(E, "linkage", x->linkage, y->linkage) ||
        !eq_u64(E, "flags", x->flags, y->flags) ||
        !eq_u64(E, "array dimensions", x->ndims, y->ndims) ||
        !eq_u64(E, ".ptr space", x->ptr_space, y->ptr_space) ||
        !eq_u64(E, "alignment", eq_align(x), eq_align(y)) ||
        !eq_u64(E, ".ptr alignment", x->ptr_align, y->ptr_align) ||
        !eq_u64(E, "register count", x->count, y->count) ||
        !eq_u64(E, "block", x->scope, y->scope) ||
        !eq_u64(E, "size", x->size, y->size))
        goto out;
    for (d = 0; d < x->ndims; d++)
        if (!eq_u64(E, "dimension", E->a->dims.data[x->dims + d],
                    E->b->dims.data[y->dims + d]))
            goto out;
    ok = eq_init(E, x, y);
out:
    eq_pop(E, at);
    return ok;
}

/* ---- instructions ---------------------------------------------------------- */

static const char *eq_kind_name(unsigned k)
{
    static const char *const names[] = {
        "none", "register", "integer", "f32", "f64", "symbol", "address",
        "vector", "list", "pair", "sink", "bracket"
    };
    return k < PV_COUNTOF(names) ? names[k] : "?";
}

/* Operands compare by the fields their kind uses: the parser leaves the
   others of a vector inside a bracketed operand unset. */
static int eq_opnd(eq_st *E, const ir_opnd *x, const ir_opnd *y, int depth)
{
    uint32_t i;
    int list = x->kind == OK_VEC || x->kind == OK_LIST || x->kind == OK_PAIR;
    if (x->kind != y->kind)
        return eq_fail(E, "kind %s vs %s", eq_kind_name(x->kind),
                       eq_kind_name(y->kind));
    if (x->kind == OK_SINK || x->kind == OK_NONE)
        return 1;
    if (!list && x->flags != y->flags)
        return eq_fail(E, "flags 0x%x vs 0x%x", (unsigned)x->flags,
                       (unsigned)y->flags);
    if (!list && (x->flags & OF_COMP) && x->comp != y->comp)
        return eq_fail(E, "component %u vs %u", (unsigned)x->comp,
                       (unsigned)y->comp);
    if ((x->flags & OF_VSEL) && x->val != y->val)
        return eq_fail(E, "selector 0x%llx vs 0x%llx", (unsigned long long)x->val,
                       (unsigned long long)y->val);
    if ((x->kind == OK_REG || x->kind == OK_SYM || x->kind == OK_ADDR) &&
        !eq_sym(E, "name", x->sym, y->sym))
        return 0;
    if (x->kind != OK_REG && !list && x->kind != OK_BRACKET && x->val != y->val)
        return eq_fail(E, "value 0x%llx vs 0x%llx", (unsigned long long)x->val,
                       (unsigned long long)y->val);
    if (!list && x->kind != OK_BRACKET)
        return 1;
    if (x->n != y->n)
        return eq_fail(E, "%u vs %u elements", (unsigned)x->n, (unsigned)y->n);
    if (depth > 8)
        return eq_fail(E, "operands nested too deeply");
    for (i = 0; i < x->n; i++) {
        size_t at = eq_ctx(E, "element %u", (unsigned)i);
        int ok = eq_opnd(E, &E->a->opnds.data[x->sub + i],
                         &E->b->opnds.data[y->sub + i], depth + 1);
        eq_pop(E, at);
        if (!ok)
            return 0;
    }
    return 1;
}

static int eq_loc(eq_st *E, uint32_t la, uint32_t lb)
{
    const ir_loc *x, *y;
    if (!la || !lb)
        return la == lb ? 1 : eq_fail(E, ".loc %s vs %s",
                                      la ? "present" : "absent",
                                      lb ? "present" : "absent");
    x = &E->a->locs.data[la];
    y = &E->b->locs.data[lb];
    if (x->file != y->file || x->line != y->line || x->col != y->col)
        return eq_fail(E, ".loc %u %u %u vs %u %u %u", (unsigned)x->file,
                       (unsigned)x->line, (unsigned)x->col, (unsigned)y->file,
                       (unsigned)y->line, (unsigned)y->col);
    return 1;
}

static int eq_inst(eq_st *E, uint32_t ia, uint32_t ib)
{
    const ir_inst *x = &E->a->insts.data[ia];
    const ir_inst *y = &E->b->insts.data[ib];
    uint32_t i;
    char w[32];
    if (!eq_sym(E, "opcode", x->opcode, y->opcode) ||
        !eq_sym(E, "guard", x->guard, y->guard))
        return 0;
    if (x->flags != y->flags)
        return eq_fail(E, "guard %s vs %s",
                       x->flags & IF_GUARD_NEG ? "negated" : "plain",
                       y->flags & IF_GUARD_NEG ? "negated" : "plain");
    if (x->nmods != y->nmods)
        return eq_fail(E, "%u vs %u modifiers", (unsigned)x->nmods,
                       (unsigned)y->nmods);
    for (i = 0; i < x->nmods; i++) {
        snprintf(w, sizeof w, "modifier %u", (unsigned)i);
        if (!eq_sym(E, w, E->a->mods.data[x->mods + i],
                    E->b->mods.data[y->mods + i]))
            return 0;
    }
    if (x->nopnds != y->nopnds)
        return eq_fail(E, "%u vs %u operands", (unsigned)x->nopnds,
                       (unsigned)y->nopnds);
    for (i = 0; i < x->nopnds; i++) {
        size_t at = eq_ctx(E, "operand %u", (unsigned)i);
        int ok = eq_opnd(E, &E->a->opnds.data[x->opnds + i],
                         &E->b->opnds.data[y->opnds + i], 0);
        eq_pop(E, at);
        if (!ok)
            return 0;
    }
    return eq_loc(E, x->loc, y->loc);
}

/* ---- functions ------------------------------------------------------------- */

static int eq_pragma(eq_st *E, uint32_t pa, uint32_t pb)
{
    const ir_pragma *x = &E->a->pragmas.data[pa];
    const ir_pragma *y = &E->b->pragmas.data[pb];
    return eq_syms(E, ".pragma string", x->syms, x->n, y->syms, y->n);
}

static int eq_func(eq_st *E, uint32_t fa, uint32_t fb);

static int eq_stmt(eq_st *E, const ir_stmt *x, const ir_stmt *y)
{
    static const char *const kinds[] = {
        "instruction", "declaration", "'{'", "'}'", "label", ".pragma",
        "target list", ".callprototype", ".loc"
    };
    if (x->kind != y->kind)
        return eq_fail(E, "%s vs %s",
                       x->kind < PV_COUNTOF(kinds) ? kinds[x->kind] : "?",
                       y->kind < PV_COUNTOF(kinds) ? kinds[y->kind] : "?");
    switch (x->kind) {
    case ST_INST:
        return eq_inst(E, x->index, y->index);
    case ST_VAR:
        return eq_var(E, x->index, y->index);
    case ST_OPEN: case ST_CLOSE:
        return eq_u64(E, "block", x->index, y->index);
    case ST_LABEL: {
        const ir_label *la = &E->a->labels.data[x->index];
        const ir_label *lb = &E->b->labels.data[y->index];
        return eq_sym(E, "label", la->name, lb->name) &&
               eq_u64(E, "label position", la->stmt, lb->stmt);
    }
    case ST_PRAGMA:
        return eq_pragma(E, x->index, y->index);
    case ST_TARGETS: {
        const ir_tlist *ta = &E->a->tlists.data[x->index];
        const ir_tlist *tb = &E->b->tlists.data[y->index];
        return eq_sym(E, "target list", ta->name, tb->name) &&
               eq_sym(E, "target list kind", ta->kind, tb->kind) &&
               eq_syms(E, "target", ta->syms, ta->n, tb->syms, tb->n);
    }
    case ST_PROTO:
        return eq_func(E, x->index, y->index);
    case ST_LOC:
        return eq_loc(E, x->index, y->index);
    default:
        return 1;
    }
}

static int eq_params(eq_st *E, const char *what, uint32_t fa, uint32_t na,
                     uint32_t fb, uint32_t nb)
{
    uint32_t i;
    if (na != nb)
        return eq_fail(E, "%u vs %u %s", (unsigned)na, (unsigned)nb, what);
    for (i = 0; i < na; i++) {
        size_t at = eq_ctx(E, "%s %u", what, (unsigned)i);
        int ok = eq_var(E, fa + i, fb + i);
        eq_pop(E, at);
        if (!ok)
            return 0;
    }
    return 1;
}

static int eq_func_body(eq_st *E, const ir_func *x, const ir_func *y)
{
    uint32_t i;
    if (x->nstmts != y->nstmts)
        return eq_fail(E, "%u vs %u statements", (unsigned)x->nstmts,
                       (unsigned)y->nstmts);
    if (!eq_u64(E, "blocks", x->nscopes, y->nscopes))
        return 0;
    for (i = 0; i < x->nstmts; i++) {
        const ir_stmt *sa = &E->a->stmts.data[x->stmts + i];
        const ir_stmt *sb = &E->b->stmts.data[y->stmts + i];
        size_t at;
        int ok;
        if (sa->kind == ST_INST && sb->kind == ST_INST) {
            char op[40];
            at = eq_ctx(E, "statement %u (%s)", (unsigned)i,
                        eq_text(E->a, E->a->insts.data[sa->index].opcode, op,
                                sizeof op));
        } else {
            at = eq_ctx(E, "statement %u", (unsigned)i);
        }
        ok = eq_stmt(E, sa, sb);
        eq_pop(E, at);
        if (!ok)
            return 0;
    }
    return 1;
}

static int eq_func(eq_st *E, uint32_t fa, uint32_t fb)
{
    const ir_func *x = &E->a->funcs.data[fa];
    const ir_func *y = &E->b->funcs.data[fb];
    char nm[64];
    size_t at;
    uint32_t i;
    int ok = 0;
    if (!eq_sym(E, "function", x->name, y->name))
        return 0;
    at = eq_ctx(E, "%s '%s'", x->flags & FF_PROTOTYPE ? "prototype" :
                x->flags & FF_ENTRY ? "kernel" : "function",
                eq_text(E->a, x->name, nm, sizeof nm));
    if (!eq_u64(E, "flags", x->flags, y->flags) ||
        !eq_u64(E, "linkage", x->linkage, y->linkage) ||
        !eq_params(E, "return value", x->rets, x->nrets, y->rets, y->nrets) ||
        !eq_params(E, "parameter", x->params, x->nparams, y->params, y->nparams))
        goto out;
    for (i = 0; i < 3; i++)
        if (!eq_u64(E, ".maxntid", x->maxntid[i], y->maxntid[i]) ||
            !eq_u64(E, ".reqntid", x->reqntid[i], y->reqntid[i]) ||
            !eq_u64(E, ".reqnctapercluster", x->reqnctapercluster[i],
                    y->reqnctapercluster[i]))
            goto out;
    if (!eq_u64(E, ".minnctapersm", x->minnctapersm, y->minnctapersm) ||
        !eq_u64(E, ".maxnreg", x->maxnreg, y->maxnreg) ||
        !eq_u64(E, ".maxnctapersm", x->maxnctapersm, y->maxnctapersm) ||
        !eq_u64(E, ".maxclusterrank", x->maxclusterrank, y->maxclusterrank) ||
        !eq_u64(E, ".abi_preserve", x->abi_preserve, y->abi_preserve) ||
        !eq_u64(E, ".abi_preserve_control", x->abi_preserve_control,
                y->abi_preserve_control) ||
        !eq_u64(E, "indirect calls", x->indirect, y->indirect) ||
        !eq_u64(E, "unknown instruction", x->unknown_inst != 0,
                y->unknown_inst != 0))
        goto out;
    if (x->npragmas != y->npragmas) {
        eq_fail(E, "%u vs %u .pragma directives", (unsigned)x->npragmas,
                (unsigned)y->npragmas);
        goto out;
    }
    for (i = 0; i < x->npragmas; i++)
        if (!eq_pragma(E, x->pragmas + i, y->pragmas + i))
            goto out;
    if (x->ncallees != y->ncallees) {
        eq_fail(E, "%u vs %u callees", (unsigned)x->ncallees,
                (unsigned)y->ncallees);
        goto out;
    }
    for (i = 0; i < x->ncallees; i++) {
        uint32_t ca = E->a->syms.data[x->callees + i];
        uint32_t cb = E->b->syms.data[y->callees + i];
        if (ca >= E->a->funcs.len || cb >= E->b->funcs.len) {
            eq_fail(E, "callee %u out of range", (unsigned)i);
            goto out;
        }
        if (!eq_sym(E, "callee", E->a->funcs.data[ca].name,
                    E->b->funcs.data[cb].name))
            goto out;
    }
    ok = eq_func_body(E, x, y);
out:
    eq_pop(E, at);
    return ok;
}

/* ---- the module ------------------------------------------------------------ */

static int eq_item(eq_st *E, const ir_item *x, const ir_item *y)
{
    static const char *const kinds[] = {
        "variable", "function", ".file", ".section", ".pragma", ".alias"
    };
    if (x->kind != y->kind)
        return eq_fail(E, "%s vs %s",
                       x->kind < PV_COUNTOF(kinds) ? kinds[x->kind] : "?",
                       y->kind < PV_COUNTOF(kinds) ? kinds[y->kind] : "?");
    switch (x->kind) {
    case IT_VAR:
        return eq_var(E, x->index, y->index);
    case IT_FUNC:
        return eq_func(E, x->index, y->index);
    case IT_FILE: {
        const ir_file *fa = &E->a->files.data[x->index];
        const ir_file *fb = &E->b->files.data[y->index];
        return eq_u64(E, ".file number", fa->index, fb->index) &&
               eq_sym(E, ".file name", fa->name, fb->name) &&
               eq_u64(E, ".file metadata", fa->has_meta, fb->has_meta) &&
               eq_u64(E, ".file timestamp", fa->mtime, fb->mtime) &&
               eq_u64(E, ".file size", fa->size, fb->size);
    }
    case IT_SECTION: {
        const ir_section *sa = &E->a->sections.data[x->index];
        const ir_section *sb = &E->b->sections.data[y->index];
        return eq_sym(E, ".section", sa->name, sb->name) &&
               eq_u64(E, ".section bytes", sa->bytes, sb->bytes);
    }
    case IT_PRAGMA:
        return eq_pragma(E, x->index, y->index);
    case IT_ALIAS: {
        const ir_alias *aa = &E->a->aliases.data[x->index];
        const ir_alias *ab = &E->b->aliases.data[y->index];
        return eq_sym(E, ".alias", aa->alias, ab->alias) &&
               eq_sym(E, ".alias target", aa->target, ab->target);
    }
    default:
        return 1;
    }
}

/* Only the tests call ir_equal: in the amalgamation, where it is
   static, the library itself never does. */
int ir_equal(const ir_module *a, const ir_module *b,
                            char *why, size_t n)
{
    eq_st E;
    uint32_t i;
    E.a = a;
    E.b = b;
    E.why = why;
    E.n = n;
    E.ctx[0] = 0;
    if (why && n)
        why[0] = 0;
    if (a->version_major != b->version_major ||
        a->version_minor != b->version_minor)
        return eq_fail(&E, ".version %u.%u vs %u.%u", (unsigned)a->version_major,
                       (unsigned)a->version_minor, (unsigned)b->version_major,
                       (unsigned)b->version_minor);
    if (!eq_syms(&E, ".target", a->targets, a->ntargets, b->targets,
                 b->ntargets) ||
        !eq_u64(&E, ".address_size", a->address_size, b->address_size))
        return 0;
    if (a->items.len != b->items.len)
        return eq_fail(&E, "%u vs %u module items", (unsigned)a->items.len,
                       (unsigned)b->items.len);
    for (i = 0; i < a->items.len; i++) {
        size_t at = eq_ctx(&E, "item %u", (unsigned)i);
        int ok = eq_item(&E, &a->items.data[i], &b->items.data[i]);
        eq_pop(&E, at);
        if (!ok)
            return 0;
    }
    return 1;
}
