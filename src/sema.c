/* The checker: module-scope names, variable layout, function bodies with
   block scoping, labels, and per-instruction checks through isa.h.

   Name lookup is by symbol id: bind[sym] holds the innermost declaration
   visible at the current point of a body, and an undo stack restores the
   outer binding when a block closes, so every lookup is one array read. */
#include "sema.h"
#include "isa.h"
#include "tma_form.h"
#include <stdio.h>
#include <stdlib.h>

/* A binding: what a symbol currently names. */
enum { B_NONE = 0, B_VAR, B_FUNC, B_LABEL, B_TLIST, B_PROTO };
typedef struct sema_bind {
    uint8_t  kind;
    uint32_t index;
    uint32_t scope;         /* block of a body declaration or label       */
} sema_bind;

typedef struct sema_undo {
    uint32_t  sym;
    sema_bind old;
} sema_undo;

struct pv_sema {
    ir_module *m;
    pv_diag   *diag;
    uint32_t   nsyms;
    uint32_t   lo;          /* the tables below cover symbols lo..nsyms-1:
                               lo is the least symbol the module declares
                               (the keywords before it are never bound,
                               and a small module does not pay for them) */
    sema_bind *gbind;       /* module scope: [sym - lo]                  */
    sema_bind *lbind;       /* function scope (vars, labels, prototypes) */
    uint32_t   fi;          /* function being checked                    */
    sema_undo *undo;        /* block-scope undo stack                    */
    uint32_t   nundo, capundo;
    pv_isa    *isa;         /* the instruction checker's compiled table  */
    uint32_t  *callees;     /* scratch: direct callees of the function   */
    uint32_t  *decl_item;   /* per function: item index of the first
                               declaration of its name                  */
    uint32_t   cur_item;    /* item index of the function being checked */
    uint32_t  *lab_first;   /* per block of the function: its labels are
                               lab_stmt[lab_first[s] .. lab_first[s+1]) */
    uint32_t  *lab_stmt;    /* label statements ordered by block         */
    uint32_t   caplab_first, caplab_stmt;
    sema_visit_fn visit;    /* called per statement (compiler), or NULL  */
    void      *visit_ctx;
    char       shown[2][72];  /* names cut short for messages          */
    uint32_t   nshown;
    uint32_t  *split;       /* per non-keyword symbol: how %r57 splits
                               into the prefix symbol (%r) and 57, computed
                               once: [2*k] prefix (UINT32_MAX: none),
                               [2*k+1] element, k = sym - KW_COUNT; 0,0 =
                               not computed yet                          */
    uint32_t   ncallees, capcallees;
    uint32_t  *callee_seen; /* per function: callee_gen when callees holds
                               it already (allocated on first call edge) */
    uint32_t   callee_gen;  /* one per check_function                     */
    uint32_t  *item_of;     /* per function: its item (sema_open only)    */
};

PTXVM_INTERNAL ir_module *sema_module(pv_sema *S) { return S->m; }
PTXVM_INTERNAL pv_diag *sema_diag(pv_sema *S) { return S->diag; }

/* The binding slots of a symbol the module declares (lo <= sym < nsyms). */
#define GBIND(S, sym) ((S)->gbind[(sym) - (S)->lo])
#define LBIND(S, sym) ((S)->lbind[(sym) - (S)->lo])

/* The module-scope binding of any symbol, B_NONE for one never declared. */
static sema_bind global_of(const pv_sema *S, uint32_t sym)
{
    sema_bind none;
    if (sym - S->lo < S->nsyms - S->lo)  /* wraps for sym < lo */
        return GBIND(S, sym);
    memset(&none, 0, sizeof none);
    return none;
}

static PV_NORETURN void sema_fail(pv_sema *S, uint32_t line, uint32_t col,
                                  const char *fmt, const char *a,
                                  const char *b)
{
    pv_fail(S->diag, PTXVM_E_SEMANTIC, line, col, fmt, a, b);
}

static const char *name_of(pv_sema *S, uint32_t sym)
{
    return ir_name(S->m, sym);
}

/* A name for a message: at most 64 bytes of it, so that a megabyte of
   identifier cannot crowd out the rest. Two rotating buffers serve the
   messages that show two names. */
static const char *shown(pv_sema *S, uint32_t sym)
{
    char *b = S->shown[S->nshown++ & 1];
    uint32_t len = pv_sym_len(&S->m->strtab, sym);
    if (len <= 64)
        return name_of(S, sym);
    memcpy(b, name_of(S, sym), 64);
    memcpy(b + 64, "...", 4);
    return b;
}

/* ---- special registers -------------------------------------------- */

/* %envreg0..31, %pm0..7, %pm0_64..%pm7_64: recognised by their text. */
static int pattern_sreg(const char *s, uint32_t len, ir_type *type)
{
    uint32_t n = 0, i, digits_at;
    if (len > 7 && memcmp(s, "%envreg", 7) == 0) {
        digits_at = 7;
        *type = T_B32;
    } else if (len > 3 && memcmp(s, "%pm", 3) == 0) {
        digits_at = 3;
        *type = T_U32;
        if (len > 6 && memcmp(s + len - 3, "_64", 3) == 0) {
            len -= 3;
            *type = T_U64;
        }
    } else {
        return 0;
    }
    if (len - digits_at > 2 || (s[digits_at] == '0' && len - digits_at > 1))
        return 0;
    for (i = digits_at; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        n = n * 10 + (uint32_t)(s[i] - '0');
    }
    return *type == T_B32 ? n < 32 : n < 8;
}

static int sreg_info(pv_sema *S, uint32_t sym, sema_ref *out)
{
    ir_type t = T_U32;
    uint8_t vec = 0;
    switch (sym) {
    case KW_sr_tid: case KW_sr_ntid: case KW_sr_ctaid: case KW_sr_nctaid:
    case KW_sr_clusterid: case KW_sr_nclusterid: case KW_sr_cluster_ctaid:
    case KW_sr_cluster_nctaid:
        vec = 4;
        break;
    case KW_sr_laneid: case KW_sr_warpid: case KW_sr_nwarpid: case KW_sr_smid:
    case KW_sr_nsmid: case KW_sr_clock: case KW_sr_clock_hi:
    case KW_sr_lanemask_eq: case KW_sr_lanemask_le: case KW_sr_lanemask_lt:
    case KW_sr_lanemask_ge: case KW_sr_lanemask_gt: case KW_sr_total_smem_size:
    case KW_sr_dynamic_smem_size: case KW_sr_aggr_smem_size:
    case KW_sr_reserved_smem_offset_begin: case KW_sr_reserved_smem_offset_end:
    case KW_sr_reserved_smem_offset_cap: case KW_sr_reserved_smem_offset_0:
    case KW_sr_reserved_smem_offset_1: case KW_sr_cluster_ctarank:
    case KW_sr_cluster_nctarank: case KW_sr_globaltimer_lo:
    case KW_sr_globaltimer_hi:
        break;
    case KW_sr_clock64: case KW_sr_globaltimer: case KW_sr_gridid:
    case KW_sr_current_graph_exec:
        t = T_U64;
        break;
    case KW_sr_is_explicit_cluster:
        t = T_PRED;
        break;
    default:
        if (!pattern_sreg(name_of(S, sym), pv_sym_len(&S->m->strtab, sym), &t))
            return 0;
    }
    out->kind = REF_SREG;
    out->index = sym;
    out->type = t;
    out->vec = vec;
    out->space = SP_SREG;
    out->element = 0;
    return 1;
}

/* ---- resolution ----------------------------------------------------- */

static int bind_to_ref(pv_sema *S, sema_bind b, sema_ref *out)
{
    memset(out, 0, sizeof *out);
    switch (b.kind) {
    case B_VAR: {
        const ir_var *v = &S->m->vars.data[b.index];
        out->kind = REF_VAR;
        out->index = b.index;
        out->type = (ir_type)v->type;
        out->vec = v->vec;
        out->space = (ir_space)v->space;
        return 0;
    }
    case B_FUNC:
    case B_PROTO:
        out->kind = REF_FUNC;
        out->index = b.index;
        return 0;
    case B_LABEL:
        out->kind = REF_LABEL;
        out->index = b.index;
        return 0;
    case B_TLIST:
        out->kind = REF_TLIST;
        out->index = b.index;
        return 0;
    default:
        return -1;
    }
}

static PV_FORCE_INLINE sema_bind lookup(const pv_sema *S, uint32_t sym)
{
    uint32_t k = sym - S->lo;      /* wraps for sym < lo: one compare */
    if (k < S->nsyms - S->lo && S->lbind[k].kind)
        return S->lbind[k];        /* empty outside function bodies */
    return global_of(S, sym);
}

PTXVM_INTERNAL int sema_resolve(pv_sema *S, uint32_t sym, sema_ref *out)
{
    sema_bind b = lookup(S, sym);
    const char *s;
    uint32_t len, d, n = 0, prefix, k;
    if (b.kind) {
        /* %r of %r<100> names no register: only %r0..%r99 do */
        if (b.kind == B_VAR && (S->m->vars.data[b.index].flags & VF_PARAMETERISED))
            return -1;
        return bind_to_ref(S, b, out);
    }
    if (sym < KW_COUNT)
        return sreg_info(S, sym, out) ? 0 : -1;
    /* %r57 names element 57 of a parameterised %r<N> */
    if (sym >= S->nsyms)
        return -1;
    k = sym - KW_COUNT;
    if (!S->split[2 * k] && !S->split[2 * k + 1]) {
        s = name_of(S, sym);
        len = pv_sym_len(&S->m->strtab, sym);
        d = len;
        while (d > 0 && s[d - 1] >= '0' && s[d - 1] <= '9')
            d--;
        prefix = 0;
        if (!(d == len || d == 0 || len - d > 9 || (s[d] == '0' && len - d > 1)))
            prefix = pv_lookup(&S->m->strtab, s, d);
        if (prefix) {
            uint32_t i;
            for (i = d; i < len; i++)
                n = n * 10 + (uint32_t)(s[i] - '0');
        }
        S->split[2 * k] = prefix ? prefix : UINT32_MAX;
        S->split[2 * k + 1] = n;
    }
    prefix = S->split[2 * k];
    n = S->split[2 * k + 1];
    b.kind = B_NONE;
    if (prefix != UINT32_MAX)
        b = lookup(S, prefix);
    if (b.kind != B_VAR || !(S->m->vars.data[b.index].flags & VF_PARAMETERISED) ||
        n >= S->m->vars.data[b.index].count) {
        /* %envreg3, %pm0_64: special registers recognised by pattern */
        if (name_of(S, sym)[0] == '%' && sreg_info(S, sym, out))
            return 0;
        return -1;
    }
    bind_to_ref(S, b, out);
    out->element = n;
    return 0;
}

/* ---- layout ---------------------------------------------------------- */

static void layout_var(pv_sema *S, ir_var *v)
{
    uint64_t n = ir_type_size((ir_type)v->type);
    uint32_t d;
    if (v->vec) {
        if (v->type == T_PRED || (v->vec == 8 && n > 4) ||
            (uint64_t)v->vec * n > 16 + 16 * (v->vec == 8))
            sema_fail(S, v->line, v->col,
                      "vector of %s%s is not a legal variable type",
                      shown(S, ir_type_kw((ir_type)v->type)), "");
        n *= v->vec;
    }
    if (!v->align)
        v->align = (uint32_t)n ? (uint32_t)n : 1;
    for (d = 0; d < v->ndims; d++) {
        uint64_t dim = S->m->dims.data[v->dims + d];
        if (d == 0 && dim == 0) {
            const ir_init *in = v->init ? &S->m->inits.data[v->init] : NULL;
            dim = in ? in->elems : 0;
            if (!dim) {
                n = 0;
                break;
            }
        }
        if (n && dim > ((uint64_t)1 << 62) / n)
            sema_fail(S, v->line, v->col, "variable %s is too large%s",
                      shown(S, v->name), "");
        n *= dim;
    }
    v->size = n;
    if (v->type == T_PRED && v->space != SP_REG)
        sema_fail(S, v->line, v->col, ".pred variables must be in the .reg "
                  "state space, not %s%s",
                  name_of(S, ir_space_kw((ir_space)v->space)), "");
    if (v->size == 0 && v->ndims && v->linkage != LK_EXTERN &&
        v->space != SP_PARAM)
        sema_fail(S, v->line, v->col, "array %s needs a size or an "
                  "initialiser%s", shown(S, v->name), "");
    if (v->size == 0 && v->ndims == 0)
        sema_fail(S, v->line, v->col, "variable %s has no size%s",
                  shown(S, v->name), "");
}

/* ---- module scope ------------------------------------------------------ */

static void redefined(pv_sema *S, uint32_t sym, uint32_t line, uint32_t col,
                      uint32_t pline, uint32_t pcol)
{
    char where[64];
    snprintf(where, sizeof where, " (first declared at %lu:%lu)",
             (unsigned long)pline, (unsigned long)pcol);
    sema_fail(S, line, col, "redefinition of '%s'%s", shown(S, sym), where);
}

static void bind_global_var(pv_sema *S, uint32_t vi)
{
    ir_var *v = &S->m->vars.data[vi];
    sema_bind *b = &GBIND(S, v->name);
    if (v->space == SP_REG || v->space == SP_PARAM)
        sema_fail(S, v->line, v->col, "%s variables cannot be declared "
                      "at module scope%s",
                      shown(S, ir_space_kw((ir_space)v->space)), "");
    if (b->kind == B_VAR) {
        ir_var *p = &S->m->vars.data[b->index];
        /* an .extern declaration may precede or follow the definition */
        if (p->linkage == LK_EXTERN || v->linkage == LK_EXTERN) {
            if (v->linkage != LK_EXTERN)
                b->index = vi;
            return;
        }
        redefined(S, v->name, v->line, v->col, p->line, p->col);
    }
    if (b->kind == B_FUNC) {
        const ir_func *f = &S->m->funcs.data[b->index];
        redefined(S, v->name, v->line, v->col, f->line, f->col);
    }
    b->kind = B_VAR;
    b->index = vi;
}

static int same_signature(const ir_module *m, const ir_func *a, const ir_func *b)
{
    uint32_t i;
    if (a->nparams != b->nparams || a->nrets != b->nrets ||
        (a->flags & FF_ENTRY) != (b->flags & FF_ENTRY))
        return 0;
    for (i = 0; i < a->nparams; i++) {
        const ir_var *x = &m->vars.data[a->params + i], *y = &m->vars.data[b->params + i];
        if (x->type != y->type || x->space != y->space || x->vec != y->vec ||
            x->ndims != y->ndims)
            return 0;
    }
    for (i = 0; i < a->nrets; i++) {
        const ir_var *x = &m->vars.data[a->rets + i], *y = &m->vars.data[b->rets + i];
        if (x->type != y->type || x->space != y->space || x->vec != y->vec)
            return 0;
    }
    return 1;
}

static void bind_global_func(pv_sema *S, uint32_t fi)
{
    ir_func *f = &S->m->funcs.data[fi];
    sema_bind *b = &GBIND(S, f->name);
    if (b->kind == B_VAR) {
        const ir_var *v = &S->m->vars.data[b->index];
        redefined(S, f->name, f->line, f->col, v->line, v->col);
    }
    if (b->kind == B_FUNC) {
        ir_func *p = &S->m->funcs.data[b->index];
        if ((p->flags & FF_BODY) && (f->flags & FF_BODY))
            redefined(S, f->name, f->line, f->col, p->line, p->col);
        if (!same_signature(S->m, p, f))
            sema_fail(S, f->line, f->col, "declaration of '%s' does not match "
                      "its earlier declaration%s", shown(S, f->name), "");
        if (!(f->flags & FF_BODY))
            return;          /* keep the definition or the first declaration */
    }
    b->kind = B_FUNC;
    b->index = fi;
}

/* ---- function bodies ---------------------------------------------------- */

static void push_undo(pv_sema *S, uint32_t sym)
{
    sema_undo *u;
    if (S->nundo == S->capundo) {
        sema_undo *n = (sema_undo *)pv_grow(S->m->heap, S->undo, &S->capundo,
                                            S->nundo + 1, sizeof *n);
        if (!n)
            pv_fail_oom(S->diag);
        S->undo = n;
    }
    u = &S->undo[S->nundo++];
    u->sym = sym;
    u->old = LBIND(S, sym);
}

/* Declare a body variable or parameter in the current block. */
static void declare_local(pv_sema *S, uint32_t vi, uint32_t scope)
{
    ir_var *v = &S->m->vars.data[vi];
    sema_bind *b;
    if (!v->name)
        return;                         /* '_' in a prototype */
    b = &LBIND(S, v->name);
    if ((v->flags & VF_MODULE_COPY) && b->kind && b->scope == scope)
        return;                         /* a parameter shadows it */
    if (b->kind == B_VAR && b->scope == scope &&
        !(S->m->vars.data[b->index].flags & VF_MODULE_COPY)) {
        const ir_var *p = &S->m->vars.data[b->index];
        redefined(S, v->name, v->line, v->col, p->line, p->col);
    }
    if ((b->kind == B_LABEL || b->kind == B_TLIST || b->kind == B_PROTO) &&
        b->scope == scope && !(v->flags & VF_MODULE_COPY))
        sema_fail(S, v->line, v->col, "'%s' is already a label%s",
                  shown(S, v->name), "");
    push_undo(S, v->name);
    b->kind = B_VAR;
    b->index = vi;
    b->scope = scope;
}

static void add_callee(pv_sema *S, uint32_t fi)
{
    if (!S->callee_seen) {
        S->callee_seen = (uint32_t *)pv_realloc(S->m->heap, NULL, 0,
                                                (size_t)S->m->funcs.len * sizeof(uint32_t));
        if (!S->callee_seen)
            pv_fail_oom(S->diag);
        memset(S->callee_seen, 0, (size_t)S->m->funcs.len * sizeof(uint32_t));
    }
    if (S->callee_seen[fi] == S->callee_gen)
        return;
    S->callee_seen[fi] = S->callee_gen;
    if (S->ncallees == S->capcallees) {
        uint32_t *n = (uint32_t *)pv_grow(S->m->heap, S->callees,
                                          &S->capcallees, S->ncallees + 1,
                                          sizeof *n);
        if (!n)
            pv_fail_oom(S->diag);
        S->callees = n;
    }
    S->callees[S->ncallees++] = fi;
}

/* Resolve every name an operand mentions; record call edges and
   functions whose address escapes. */
static void check_names(pv_sema *S, const ir_inst *in, const ir_opnd *o,
                        uint32_t n, int call_target_pos)
{
    uint32_t i;
    for (i = 0; i < n; i++) {
        sema_ref r;
        const ir_opnd *op = &o[i];
        switch (op->kind) {
        case OK_VEC: case OK_LIST: case OK_PAIR: case OK_BRACKET:
            check_names(S, in, S->m->opnds.data + op->sub, op->n, -1);
            continue;
        case OK_REG: case OK_SYM: case OK_ADDR:
            if (!op->sym)
                continue;
            if (sema_resolve(S, op->sym, &r) != 0)
                sema_fail(S, op->line ? op->line : in->line,
                          op->line ? op->col : in->col,
                          "'%s' is not declared%s", shown(S, op->sym), "");
            if (r.kind == REF_FUNC) {
                /* ISA 7.1: a function is declared before it is used */
                if (S->decl_item[r.index] > S->cur_item)
                    sema_fail(S, op->line ? op->line : in->line,
                              op->line ? op->col : in->col,
                              "function '%s' is used before it is declared%s",
                              shown(S, op->sym), "");
                if ((int)i == call_target_pos)
                    add_callee(S, r.index);
                else
                    S->m->funcs.data[r.index].flags |= FF_ADDRESS_TAKEN;
            }
            continue;
        default:
            continue;
        }
    }
}

/* ld.b64 {a, b}, [p]: each element is a register of exactly half (a
   quarter) of the access, as the vector form it stands for (legacy.c)
   would let a wider register through. */
static void check_brace_wide(pv_sema *S, const ir_inst *in, const ir_opnd *ops)
{
    const ir_opnd *data = in->opcode == KW_op_st ? &ops[1] : &ops[0];
    const ir_opnd *e = S->m->opnds.data + data->sub;
    const uint32_t *mods = ir_mods(S->m, in);
    uint32_t i, es = 0;
    for (i = 0; i < in->nmods; i++)
        if (ir_type_of_kw(mods[i]) != T_NONE)
            es = ir_type_size(ir_type_of_kw(mods[i]));
    for (i = 0; i < data->n; i++) {
        sema_ref r;
        char what[160];
        if (e[i].kind == OK_SINK || e[i].kind != OK_REG ||
            sema_resolve(S, e[i].sym, &r) != 0 || r.kind != REF_VAR ||
            r.vec || ir_type_size(r.type) == es)
            continue;
        snprintf(what, sizeof what, "element %lu of the brace list must be a "
                 "%lu-bit register, as %lu of them make the access",
                 (unsigned long)(i + 1), (unsigned long)es * 8,
                 (unsigned long)data->n);
        sema_fail(S, e[i].line ? e[i].line : in->line,
                  e[i].line ? e[i].col : in->col, "%s%s", what, "");
    }
}

/* cp.async.bulk*, cp.reduce.async.bulk* and tensormap.*: modifiers
   checked by their own rules (tma_form.c); 1 when in is one of them. */
static int check_tma(pv_sema *S, const ir_inst *in, uint32_t ii)
{
    static isa_decoded none;  /* zeros; not const: C++ wants an initialiser */
    pv_tma_form tf;
    char why[200];
    int k = pv_tma_form_of(S->m, in, &tf, why, sizeof why);
    if (k == TF_ILLEGAL)
        sema_fail(S, in->line, in->col, "%s: %s", ir_name(S->m, in->opcode),
                  why);
    if (k <= 0)
        return 0;
    if (S->visit)
        S->visit(S->visit_ctx, S, ii, &none);
    return 1;
}

/* A word that is no PTX instruction: a typo or not PTX, refused here
   with the nearest opcode rather than deferred to the kernel request. */
static PV_NORETURN void unknown_opcode(pv_sema *S, const ir_inst *in)
{
    const char *near = isa_opcode_suggest(name_of(S, in->opcode),
                                          pv_sym_len(&S->m->strtab, in->opcode));
    char hint[64] = "";
    if (near)
        snprintf(hint, sizeof hint, "; did you mean '%s'?", near);
    sema_fail(S, in->line, in->col, "unknown instruction '%s'%s",
              shown(S, in->opcode), hint);
}

static void check_inst(pv_sema *S, uint32_t ii)
{
    const ir_inst *in = &S->m->insts.data[ii];
    ir_func *f = &S->m->funcs.data[S->fi];
    const ir_opnd *ops = ir_opnds(S->m, in);
    int target = -1;
    if (in->guard) {
        sema_ref r;
        if (sema_resolve(S, in->guard, &r) != 0)
            sema_fail(S, in->line, in->col, "'%s' is not declared%s",
                      shown(S, in->guard), "");
        if ((r.kind != REF_VAR && r.kind != REF_SREG) || r.type != T_PRED ||
            r.vec)
            sema_fail(S, in->line, in->col, "guard '%s' is not a predicate "
                      "register%s", shown(S, in->guard), "");
    }
    if (in->opcode == KW_op_call) {
        /* call [(rets),] target [, (args)] [, targets|prototype] */
        target = in->nopnds > 0 && ops[0].kind == OK_LIST ? 1 : 0;
        if ((uint32_t)target < in->nopnds) {
            sema_ref r;
            if (ops[target].kind == OK_REG &&
                sema_resolve(S, ops[target].sym, &r) == 0 && r.kind == REF_VAR)
                f->indirect = 1;
        }
    }
    check_names(S, in, ops, in->nopnds, target);
    if (!isa_is_opcode(in->opcode))
        unknown_opcode(S, in);
    if (isa_known(in->opcode)) {
        isa_decoded dec;
        if (in->flags & IF_BRACE_WIDE)
            check_brace_wide(S, in, ops);
        if (!isa_check(S->isa, S, in, &dec)) {
            if (S->visit)
                S->visit(S->visit_ctx, S, ii, &dec);
            return;
        }
    }
    /* mma's and wgmma's forms are checked by their lowerings
       (compile_mma.c, compile_wgmma.c) */
    if (in->opcode == KW_op_mma || in->opcode == KW_op_wgmma) {
        if (S->visit)
            S->visit(S->visit_ctx, S, ii, NULL);
        return;
    }
    if (check_tma(S, in, ii))         /* bulk copies, tensor maps */
        return;
    /* an unknown opcode, or a PTX 9.0 form the table lacks */
    S->m->insts.data[ii].flags |= IF_DEFERRED;
    if (!f->unknown_inst)
        f->unknown_inst = ii;
    if (S->visit)
        S->visit(S->visit_ctx, S, ii, NULL);
}

/* Whether st declares a label-like name (a label, .branchtargets,
   .calltargets, .callprototype). */
static int label_stmt(const ir_stmt *st)
{
    return st->kind == ST_LABEL || st->kind == ST_TARGETS ||
           st->kind == ST_PROTO;
}

static uint32_t *grow_u32(pv_sema *S, uint32_t *p, uint32_t *cap, uint32_t n)
{
    if (n > *cap) {
        p = (uint32_t *)pv_grow(S->m->heap, p, cap, n, sizeof *p);
        if (!p)
            pv_fail_oom(S->diag);
    }
    return p;
}

/* Labels are scoped to the block that declares them, as ptxas scopes
   them (inline-asm blocks repeat their labels in one function): order
   the function's label statements by block, so that entering a block
   binds its own labels (forward references work) in time linear in the
   body. Block ids are the ST_OPEN indices, 1 .. nscopes-1; 0 is the
   body itself. */
static void sort_labels(pv_sema *S, const ir_func *f)
{
    uint32_t i, n = 0, nb = f->nscopes ? f->nscopes : 1;
    uint32_t stack[PTXVM_MAX_NESTING + 1], top = 0;
    S->lab_first = grow_u32(S, S->lab_first, &S->caplab_first, nb + 1);
    memset(S->lab_first, 0, (size_t)(nb + 1) * sizeof *S->lab_first);
    stack[0] = 0;
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &S->m->stmts.data[f->stmts + i];
        if (st->kind == ST_OPEN && top < PTXVM_MAX_NESTING && st->index < nb)
            stack[++top] = st->index;
        else if (st->kind == ST_CLOSE && top)
            top--;
        else if (label_stmt(st)) {
            S->lab_first[stack[top] + 1]++;
            n++;
        }
    }
    for (i = 0; i < nb; i++)
        S->lab_first[i + 1] += S->lab_first[i];
    S->lab_stmt = grow_u32(S, S->lab_stmt, &S->caplab_stmt, n ? n : 1);
    top = 0;
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &S->m->stmts.data[f->stmts + i];
        if (st->kind == ST_OPEN && top < PTXVM_MAX_NESTING && st->index < nb)
            stack[++top] = st->index;
        else if (st->kind == ST_CLOSE && top)
            top--;
        else if (label_stmt(st))
            S->lab_stmt[S->lab_first[stack[top]]++] = i;
    }
    /* lab_first[s] now ends block s: shift back to starts */
    for (i = nb; i > 0; i--)
        S->lab_first[i] = S->lab_first[i - 1];
    S->lab_first[0] = 0;
}

/* Bind the labels declared directly in block `scope`; a name declared
   twice in one block is an error, in an inner block it shadows. */
static void bind_labels(pv_sema *S, const ir_func *f, uint32_t scope)
{
    uint32_t k;
    for (k = S->lab_first[scope]; k < S->lab_first[scope + 1]; k++) {
        const ir_stmt *st = &S->m->stmts.data[f->stmts + S->lab_stmt[k]];
        uint32_t sym, line, col, kind;
        if (st->kind == ST_LABEL) {
            const ir_label *l = &S->m->labels.data[st->index];
            sym = l->name; line = l->line; col = l->col; kind = B_LABEL;
        } else if (st->kind == ST_TARGETS) {
            const ir_tlist *t = &S->m->tlists.data[st->index];
            sym = t->name; line = t->line; col = t->col; kind = B_TLIST;
        } else {
            const ir_func *p = &S->m->funcs.data[st->index];
            sym = p->name; line = p->line; col = p->col; kind = B_PROTO;
        }
        if (LBIND(S, sym).kind && LBIND(S, sym).scope == scope) {
            uint32_t pl = 0, pc = 0;
            sema_bind b = LBIND(S, sym);
            if (b.kind == B_LABEL) {
                pl = S->m->labels.data[b.index].line;
                pc = S->m->labels.data[b.index].col;
            } else if (b.kind == B_TLIST) {
                pl = S->m->tlists.data[b.index].line;
                pc = S->m->tlists.data[b.index].col;
            } else if (b.kind == B_PROTO) {
                pl = S->m->funcs.data[b.index].line;
                pc = S->m->funcs.data[b.index].col;
            } else if (b.kind == B_VAR) {
                pl = S->m->vars.data[b.index].line;
                pc = S->m->vars.data[b.index].col;
            }
            redefined(S, sym, line, col, pl, pc);
        }
        push_undo(S, sym);
        LBIND(S, sym).kind = (uint8_t)kind;
        LBIND(S, sym).index = st->index;
        LBIND(S, sym).scope = scope;
    }
}

static void check_tlist(pv_sema *S, const ir_tlist *t)
{
    uint32_t i;
    for (i = 0; i < t->n; i++) {
        uint32_t sym = S->m->syms.data[t->syms + i];
        sema_bind b = lookup(S, sym);
        if (t->kind == KW_branchtargets ? b.kind != B_LABEL : b.kind != B_FUNC)
            sema_fail(S, t->line, t->col, "'%s' in this list is not %s",
                      shown(S, sym), t->kind == KW_branchtargets ?
                      "a label of this function" : "a function");
        if (t->kind == KW_calltargets)
            add_callee(S, b.index);
    }
}

static void check_params(pv_sema *S, const ir_func *f)
{
    uint32_t i;
    for (i = 0; i < f->nparams + f->nrets; i++) {
        uint32_t vi = i < f->nrets ? f->rets + i : f->params + (i - f->nrets);
        ir_var *v = &S->m->vars.data[vi];
        layout_var(S, v);
        if ((f->flags & FF_ENTRY) && v->space != SP_PARAM)
            sema_fail(S, v->line, v->col, "kernel parameter '%s' must be in "
                      "the .param state space%s", shown(S, v->name), "");
        /* PTX 9.0: a .func may take an unsized array (.param .b32 a[]) */
        if (v->ndims && (v->flags & VF_UNSIZED) &&
            ((f->flags & FF_ENTRY) || v->space != SP_PARAM))
            sema_fail(S, v->line, v->col, "parameter '%s' needs a size%s",
                      shown(S, v->name), "");
        if (!(f->flags & FF_PROTOTYPE))
            declare_local(S, vi, 0);
    }
}

static void check_function(pv_sema *S, uint32_t fi)
{
    ir_func *f = &S->m->funcs.data[fi];
    uint32_t i, scope = 0;
    uint32_t stack[PTXVM_MAX_NESTING + 1], top = 0, mark[PTXVM_MAX_NESTING + 1];
    S->fi = fi;
    S->nundo = 0;
    S->ncallees = 0;
    S->callee_gen++;       /* forgets the previous function's callees */
    check_params(S, f);
    if (!(f->flags & FF_BODY)) {
        while (S->nundo)
            S->nundo--, LBIND(S, S->undo[S->nundo].sym) = S->undo[S->nundo].old;
        S->fi = 0;
        return;
    }
    sort_labels(S, f);
    bind_labels(S, f, 0);
    stack[0] = 0;
    mark[0] = S->nundo;
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &S->m->stmts.data[f->stmts + i];
        switch (st->kind) {
        case ST_VAR: {
            ir_var *v = &S->m->vars.data[st->index];
            if (v->linkage == LK_EXTERN && v->space != SP_SHARED)
                sema_fail(S, v->line, v->col, "only .shared variables may be "
                          ".extern inside a function%s", "", "");
            layout_var(S, v);
            declare_local(S, st->index, scope);
            break;
        }
        case ST_OPEN:
            stack[++top] = scope = st->index;
            mark[top] = S->nundo;
            bind_labels(S, f, scope);
            break;
        case ST_CLOSE:
            while (S->nundo > mark[top]) {
                S->nundo--;
                LBIND(S, S->undo[S->nundo].sym) = S->undo[S->nundo].old;
            }
            scope = stack[--top];
            break;
        case ST_INST:
            check_inst(S, st->index);
            break;
        case ST_TARGETS:
            check_tlist(S, &S->m->tlists.data[st->index]);
            break;
        case ST_PROTO: {
            uint32_t saved = S->fi;
            const ir_func *p = &S->m->funcs.data[st->index];
            uint32_t j;
            for (j = 0; j < p->nparams + p->nrets; j++)
                layout_var(S, &S->m->vars.data[(j < p->nrets ? p->rets + j :
                                                 p->params + j - p->nrets)]);
            S->fi = saved;
            break;
        }
        default:
            break;
        }
    }
    /* Record the call edges. The room comes first: the function keeps
       its earlier edges when that fails (a compile runs this again on a
       loaded module, which must stay intact). */
    if (S->ncallees) {
        uint32_t *slot = (uint32_t *)pv_grow(S->m->heap, S->m->syms.data,
                                             &S->m->syms.cap,
                                             S->m->syms.len + S->ncallees,
                                             sizeof *slot);
        if (!slot)
            pv_fail_oom(S->diag);
        S->m->syms.data = slot;
    }
    f = &S->m->funcs.data[fi];
    f->callees = S->m->syms.len;
    f->ncallees = S->ncallees;
    for (i = 0; i < S->ncallees; i++)
        S->m->syms.data[S->m->syms.len++] = S->callees[i];
    while (S->nundo) {
        S->nundo--;
        LBIND(S, S->undo[S->nundo].sym) = S->undo[S->nundo].old;
    }
    S->fi = 0;
}

static void *sema_zalloc(pv_sema *S, size_t n)
{
    void *p = pv_realloc(S->m->heap, NULL, 0, n ? n : 1);
    if (!p)
        return NULL;
    memset(p, 0, n ? n : 1);
    return p;
}

static void sema_release(pv_sema *S)
{
    size_t bn = (size_t)(S->nsyms - S->lo) * sizeof(sema_bind);
    size_t sn = 2 * (size_t)(S->nsyms - KW_COUNT) * sizeof(uint32_t);
    if (S->gbind)
        pv_free(S->m->heap, S->gbind, bn ? bn : 1);
    if (S->lbind)
        pv_free(S->m->heap, S->lbind, bn ? bn : 1);
    if (S->undo)
        pv_free(S->m->heap, S->undo, (size_t)S->capundo * sizeof(sema_undo));
    if (S->callees)
        pv_free(S->m->heap, S->callees, (size_t)S->capcallees * sizeof(uint32_t));
    if (S->callee_seen)
        pv_free(S->m->heap, S->callee_seen, (size_t)S->m->funcs.len * sizeof(uint32_t));
    S->callee_seen = NULL;
    if (S->split)
        pv_free(S->m->heap, S->split, sn ? sn : 1);
    S->split = NULL;
    if (S->decl_item)
        pv_free(S->m->heap, S->decl_item,
                S->m->funcs.len ? (size_t)S->m->funcs.len * sizeof(uint32_t) : 1);
    S->decl_item = NULL;
    if (S->lab_first)
        pv_free(S->m->heap, S->lab_first,
                (size_t)S->caplab_first * sizeof(uint32_t));
    if (S->lab_stmt)
        pv_free(S->m->heap, S->lab_stmt,
                (size_t)S->caplab_stmt * sizeof(uint32_t));
    S->lab_first = S->lab_stmt = NULL;
    if (S->item_of)
        pv_free(S->m->heap, S->item_of,
                S->m->funcs.len ? (size_t)S->m->funcs.len * sizeof(uint32_t) : 1);
    S->item_of = NULL;
    S->gbind = S->lbind = NULL;
    S->undo = NULL;
    S->callees = NULL;
}

/* Module scope: bind every name, lay variables out, check aliases and
   initialiser addresses. */
static void bind_module(pv_sema *S)
{
    ir_module *m = S->m;
    uint32_t i;
    for (i = 0; i < m->funcs.len; i++)
        S->decl_item[i] = 0;     /* prototypes in bodies: no constraint */
    for (i = 0; i < m->items.len; i++) {
        const ir_item *it = &m->items.data[i];
        if (it->kind == IT_VAR) {
            layout_var(S, &m->vars.data[it->index]);
            /* a module-scope .reg is named through each function's copy */
            if (m->vars.data[it->index].space != SP_REG)
                bind_global_var(S, it->index);
        } else if (it->kind == IT_FUNC) {
            sema_bind prev = GBIND(S, m->funcs.data[it->index].name);
            S->decl_item[it->index] = prev.kind == B_FUNC ?
                                      S->decl_item[prev.index] : i;
            bind_global_func(S, it->index);
        }
    }
    /* .alias a, b: a is a declared (bodiless) function that from now on
       names b, a function with the same prototype. */
    for (i = 0; i < m->aliases.len; i++) {
        const ir_alias *a = &m->aliases.data[i];
        sema_bind b = global_of(S, a->target), al = GBIND(S, a->alias);
        if (b.kind != B_FUNC)
            sema_fail(S, a->line, a->col, "alias target '%s' is not a "
                      "function%s", shown(S, a->target), "");
        if (al.kind != B_FUNC || (m->funcs.data[al.index].flags & FF_BODY))
            sema_fail(S, a->line, a->col, "'%s' must be declared as a function "
                      "prototype before .alias%s", shown(S, a->alias), "");
        if (!same_signature(m, &m->funcs.data[al.index], &m->funcs.data[b.index]))
            sema_fail(S, a->line, a->col, "'%s' and '%s' have different "
                      "prototypes", shown(S, a->alias), shown(S, a->target));
        GBIND(S, a->alias) = b;
    }
    /* initialisers may name any module-scope variable or function */
    for (i = 0; i < m->relocs.len; i++) {
        const ir_reloc *r = &m->relocs.data[i];
        sema_bind b = global_of(S, r->sym);
        if (b.kind != B_VAR && b.kind != B_FUNC)
            sema_fail(S, r->line, r->col, "'%s' in the initialiser is not a "
                      "declared variable or function%s", shown(S, r->sym), "");
        if (b.kind == B_FUNC)
            m->funcs.data[b.index].flags |= FF_ADDRESS_TAKEN;
    }
}

static void check_functions(pv_sema *S)
{
    ir_module *m = S->m;
    uint32_t i;
    for (i = 0; i < m->items.len; i++) {
        const ir_item *it = &m->items.data[i];
        if (it->kind == IT_FUNC) {
            S->cur_item = i;
            check_function(S, it->index);
        }
    }
}

/* The least symbol any declaration of m names (variables, parameters,
   functions, labels, target lists, aliases): what the binding tables
   must cover from. */
static uint32_t least_declared(const ir_module *m)
{
    /* entry 0 of these pools is a reserved blank (ir.c) */
    enum { pool_first_vars = 1, pool_first_funcs = 1, pool_first_labels = 1,
           pool_first_tlists = 1, pool_first_aliases = 0 };
    uint32_t i, lo = m->strtab.n;
#define LEAST(pool, field) \
    for (i = pool_first_##pool; i < m->pool.len; i++) \
        if (m->pool.data[i].field < lo) \
            lo = m->pool.data[i].field;
    LEAST(vars, name)
    LEAST(funcs, name)
    LEAST(labels, name)
    LEAST(tlists, name)
    LEAST(aliases, alias)
#undef LEAST
    return lo;
}

/* Set up a checker over m; NULL when memory runs out. */
static pv_sema *sema_new(ir_module *m, pv_diag *d, struct pv_isa *isa)
{
    pv_sema *S = (pv_sema *)pv_realloc(m->heap, NULL, 0, sizeof *S);
    if (!S)
        return NULL;
    memset(S, 0, sizeof *S);
    S->m = m;
    S->diag = d;
    S->isa = isa;
    isa_reserve(isa, m->insts.len);
    S->nsyms = m->strtab.n;
    S->lo = least_declared(m);
    S->gbind = (sema_bind *)sema_zalloc(S, (size_t)(S->nsyms - S->lo) * sizeof(sema_bind));
    S->lbind = (sema_bind *)sema_zalloc(S, (size_t)(S->nsyms - S->lo) * sizeof(sema_bind));
    S->split = (uint32_t *)sema_zalloc(S, 2 * (size_t)(S->nsyms - KW_COUNT) * sizeof(uint32_t));
    S->decl_item = (uint32_t *)sema_zalloc(S, (size_t)m->funcs.len * sizeof(uint32_t));
    if (!S->gbind || !S->lbind || !S->split || !S->decl_item) {
        sema_release(S);
        pv_free(m->heap, S, sizeof *S);
        return NULL;
    }
    return S;
}

/* Check the whole module, freeing the checker's tables on every exit.
   It keeps its state on the heap: that state changes between the setjmp
   below and a longjmp, which automatic variables may not. */
PTXVM_INTERNAL void sema_check_module(ir_module *m, pv_diag *d,
                                      struct pv_isa *isa)
{
    pv_sema *S = sema_new(m, d, isa);
    jmp_buf outer;
    if (!S)
        pv_fail_oom(d);
    memcpy(&outer, &d->jb, sizeof outer);
    if (setjmp(d->jb)) {
        sema_release(S);
        pv_free(m->heap, S, sizeof *S);
        memcpy(&d->jb, &outer, sizeof outer);
        longjmp(d->jb, 1);
    }
    bind_module(S);
    check_functions(S);
    sema_release(S);
    pv_free(m->heap, S, sizeof *S);
    memcpy(&d->jb, &outer, sizeof outer);
}

PTXVM_INTERNAL void sema_open(ir_module *m, pv_diag *d, struct pv_isa *isa,
                              pv_sema **out)
{
    pv_sema *S = sema_new(m, d, isa);
    uint32_t i;
    *out = S;
    if (!S)
        pv_fail_oom(d);
    S->item_of = (uint32_t *)sema_zalloc(S, (size_t)m->funcs.len * sizeof(uint32_t));
    if (!S->item_of)
        pv_fail_oom(d);
    for (i = 0; i < m->items.len; i++)
        if (m->items.data[i].kind == IT_FUNC)
            S->item_of[m->items.data[i].index] = i;
    bind_module(S);
}

PTXVM_INTERNAL void sema_visit(pv_sema *S, uint32_t fi, sema_visit_fn visit,
                               void *ctx)
{
    S->visit = visit;
    S->visit_ctx = ctx;
    S->cur_item = S->item_of[fi];
    check_function(S, fi);
}

PTXVM_INTERNAL void sema_close(pv_sema *S)
{
    if (!S)
        return;
    sema_release(S);
    pv_free(S->m->heap, S, sizeof *S);
}
