/* The compiler: a checked kernel's IR to bytecode (bytecode.h).

   It walks the kernel with the checker (sema_visit), so names
   resolve with the same block scoping and every instruction arrives with
   its decoded modifiers. Registers get columns in the warp register file,
   constants get constant columns, labels become instruction indices, and
   each instruction is lowered by its opcode's entry in the lowering
   table (compile_table.c) to the handler for its operation and type. An
   instruction it cannot lower yet fails the compile with
   PTXVM_E_UNSUPPORTED naming it and its line.

   This file is the driver and what every lowering shares: emitting,
   register-file layout, operands, branch fix-ups, the walk over the
   kernel and the functions it calls. */
#include "compile_int.h"
#include "compile_callbuf.h"
#include "fpconv.h"
#include "scratch_regs.h"
#include "ifconv.h"
#include <stdio.h>

static void *cc_grow(cc *C, void *data, uint32_t *cap, uint32_t need, size_t elem)
{
    void *p = pv_grow(C->h, data, cap, need, elem);
    if (!p)
        pv_fail_oom(C->d);
    return p;
}

PTXVM_INTERNAL pv_insn *cc_emit(cc *C, uint32_t op, uint32_t src)
{
    pv_insn *I;
    pv_code *k = C->code;
    if (k->ninsns == C->cap)
        k->insns = (pv_insn *)cc_grow(C, k->insns, &C->cap, k->ninsns + 1, sizeof *I);
    I = &k->insns[k->ninsns++];
    memset(I, 0, sizeof *I);
    I->op = (uint16_t)op;
    I->guard = PV_NO_GUARD;
    I->src = src;
    return I;
}

PTXVM_INTERNAL uint32_t cc_cols(cc *C, uint32_t bytes)
{
    uint32_t at = C->code->rf_bytes;
    if ((uint64_t)at + bytes > 0x10000000u)
        pv_fail(C->d, PTXVM_E_LIMIT, C->f->line, C->f->col,
                "kernel needs more than 256 MiB of registers per warp");
    C->code->rf_bytes += bytes;
    return at;
}

static uint32_t const_hash(uint64_t value, int wide)
{
    uint64_t x = (value ^ (uint64_t)wide) * 0x9e3779b97f4a7c15ull;
    return (uint32_t)(x >> 32) ^ (uint32_t)x;
}

/* Rebuild the constant index with room for twice the constants, so that
   it stays at most half full. */
static void const_rehash(cc *C)
{
    pv_code *k = C->code;
    uint32_t cap = C->chash_cap ? C->chash_cap * 2 : 64, i, *t;
    t = (uint32_t *)pv_realloc(C->h, NULL, 0, (size_t)cap * sizeof *t);
    if (!t)
        pv_fail_oom(C->d);
    memset(t, 0, (size_t)cap * sizeof *t);
    for (i = 0; i < k->nconsts; i++) {
        uint32_t at = const_hash(k->consts[i].value, (int)k->consts[i].wide) & (cap - 1);
        while (t[at])
            at = (at + 1) & (cap - 1);
        t[at] = i + 1;
    }
    if (C->chash)
        pv_free(C->h, C->chash, (size_t)C->chash_cap * sizeof *t);
    C->chash = t;
    C->chash_cap = cap;
}

/* A constant column holding value (of width 4 or 8): one column per
   distinct (value, width), found through a hash index so that a kernel
   with many distinct immediates compiles in linear time. */
PTXVM_INTERNAL uint32_t cc_const(cc *C, uint64_t value, int wide)
{
    pv_code *k = C->code;
    uint32_t at, e;
    if ((k->nconsts + 1) * 2 > C->chash_cap)
        const_rehash(C);
    at = const_hash(value, wide) & (C->chash_cap - 1);
    while ((e = C->chash[at]) != 0) {
        const pv_const *c = &k->consts[e - 1];
        if (c->value == value && c->wide == (uint32_t)wide)
            return c->slot;
        at = (at + 1) & (C->chash_cap - 1);
    }
    if (k->nconsts == C->ccap)
        k->consts = (pv_const *)cc_grow(C, k->consts, &C->ccap, k->nconsts + 1,
                                        sizeof *k->consts);
    k->consts[k->nconsts].slot = cc_cols(C, wide ? CC_COL64 : CC_COL32);
    k->consts[k->nconsts].wide = (uint32_t)wide;
    k->consts[k->nconsts].value = value;
    C->chash[at] = k->nconsts + 1;
    return k->consts[k->nconsts++].slot;
}

static uint32_t align_up(uint32_t v, uint32_t a)
{
    return (v + a - 1) & ~(a - 1);
}

/* ---- layout ---------------------------------------------------------- */

/* What one kernel may declare. Offsets and sizes are 32-bit, and a
   register or predicate slot computed past one of these would alias
   another variable or reach outside the register file, so larger
   declarations fail here. Guards hold a predicate slot in 15 bits;
   .local (per thread) and .param (per kernel) are what ptxas accepts:
   kernel parameters of PTX ISA 8.1 on take 32764 bytes, earlier ones
   4352 (ptxas: 0x7ffc and 0x1100 max). .shared (per CTA; the launch
   checks it again with the dynamic bytes) is CUDA's maximum, not
   ptxas's 48 KiB of static .shared: every module-scope .shared variable
   is laid out in every kernel, used or not, so old modules with many
   of them add up past 48 KiB where ptxas counts a kernel's own. */
#define CC_MAX_PREDS  (PV_GUARD_NEG - 1u)
#define CC_MAX_LOCAL  (512u << 10)
#define CC_MAX_PARAM  32764u
#define CC_MAX_PARAM_OLD 4352u
#define CC_MAX_SHARED 232448u

/* Place a .local, .param or .shared variable at the next offset of *ctr
   aligned for it. */
static uint32_t cc_place_bytes(cc *C, const ir_var *v, uint32_t *ctr,
                               uint32_t max, const char *what)
{
    uint32_t at = align_up(*ctr, v->align ? v->align : 1);
    if (at < *ctr || (uint64_t)at + v->size > max)
        pv_fail(C->d, PTXVM_E_LIMIT, v->line, v->col, "'%s' puts %s past %u "
                "bytes, the most ptxvm allows", ir_name(C->m, v->name), what, max);
    *ctr = at + (uint32_t)v->size;
    return at;
}

PTXVM_INTERNAL void cc_place_var(cc *C, uint32_t vi, uint32_t *frame)
{
    ir_var *v = &C->m->vars.data[vi];
    uint64_t n = (uint64_t)(v->count ? v->count : 1) * (v->vec ? v->vec : 1);
    uint32_t *ctr = frame ? frame : &C->local;
    switch (v->space) {
    case SP_REG:
        if (v->type == T_PRED) {
            if ((uint64_t)C->code->npreds + n > CC_MAX_PREDS)
                pv_fail(C->d, PTXVM_E_LIMIT, v->line, v->col, "more than %u "
                        "predicate registers in one kernel", CC_MAX_PREDS);
            C->var_slot[vi] = C->code->npreds;
            C->code->npreds += (uint32_t)n;
        } else if (ir_type_size((ir_type)v->type) <= 8) {
            uint32_t col = ir_type_size((ir_type)v->type) <= 4 ? CC_COL32 : CC_COL64;
            if (n > 0x10000000u / col)     /* as cc_cols says, before n * col wraps */
                pv_fail(C->d, PTXVM_E_LIMIT, v->line, v->col,
                        "kernel needs more than 256 MiB of registers per warp");
            C->var_slot[vi] = cc_cols(C, (uint32_t)n * col);
        } else {
            pv_fail(C->d, PTXVM_E_LIMIT, v->line, v->col,
                    "%s registers are not supported by this version of ptxvm",
                    ir_name(C->m, ir_type_kw((ir_type)v->type)));
        }
        break;
    case SP_LOCAL: case SP_PARAM:
        /* .param here: a call's argument or result in a body. It lives
           from its st.param to its call, or from the call's return to its
           ld.param, never across another call, so even a recursive
           function keeps it at a fixed offset (its address may not be
           taken: see var_address in compile_move.c). */
        if (v->space == SP_PARAM)
            ctr = &C->local;
        C->var_slot[vi] = cc_place_bytes(C, v, ctr, CC_MAX_LOCAL,
                                         "the thread's .local memory");
        C->var_home[vi] = ctr != &C->local ? CC_HOME_FRAME : CC_HOME_LOCAL;
        C->var_fp[vi] = C->cur_fp;
        break;
    case SP_SHARED:
        if (v->linkage == LK_EXTERN) {
            C->var_slot[vi] = CC_NO_SLOT - 1;   /* dynamic: resolved below */
            break;
        }
        C->var_slot[vi] = cc_place_bytes(C, v, &C->shared, CC_MAX_SHARED,
                                         "the CTA's .shared memory");
        break;
    default:
        break;
    }
}

static void layout(cc *C)
{
    const ir_func *f = C->f;
    uint32_t i, param = 0;
    pv_code *k = C->code;
    /* module-scope .shared variables are part of every CTA */
    for (i = 0; i < C->m->items.len; i++) {
        const ir_item *it = &C->m->items.data[i];
        if (it->kind == IT_VAR && C->m->vars.data[it->index].space == SP_SHARED)
            cc_place_var(C, it->index, NULL);
    }
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &C->m->stmts.data[f->stmts + i];
        if (st->kind == ST_VAR)
            cc_place_var(C, st->index, NULL);
    }
    /* kernel parameters in the CUDA layout: each at its alignment */
    k->nparams = f->nparams;
    if (f->nparams) {
        k->param_offsets = (uint32_t *)pv_realloc(C->h, NULL, 0,
                                                  f->nparams * sizeof(uint32_t));
        if (!k->param_offsets)
            pv_fail_oom(C->d);
    }
    for (i = 0; i < f->nparams; i++) {
        const ir_var *v = &C->m->vars.data[f->params + i];
        const int big = C->m->version_major > 8 ||
                        (C->m->version_major == 8 && C->m->version_minor >= 1);
        k->param_offsets[i] = cc_place_bytes(C, v, &param,
                                             big ? CC_MAX_PARAM : CC_MAX_PARAM_OLD,
                                             "the kernel's parameters");
        C->var_slot[f->params + i] = k->param_offsets[i];
    }
    k->param_bytes = param;
}

/* After every function is laid out: dynamic .shared goes after the
   static variables of all of them. */
static void layout_finish(cc *C)
{
    uint32_t i;
    C->dyn_shared = align_up(C->shared, 16);
    for (i = 1; i < C->m->vars.len; i++)
        if (C->var_slot[i] == CC_NO_SLOT - 1)
            C->var_slot[i] = C->dyn_shared;
    C->code->local_bytes = align_up(C->local, 16);
    C->code->shared_bytes = C->dyn_shared;   /* dynamic .shared starts there */
}

/* ---- operands --------------------------------------------------------- */

static cc_op ref_col(cc *C, const sema_ref *rr, const ir_opnd *o);

/* The column of a register operand (with its element or component). */
PTXVM_INTERNAL cc_op cc_reg(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o)
{
    sema_ref r;
    if (o == C->sreg_opnd && o) {     /* a special register read for cvt */
        cc_op t;
        t.slot = C->sreg_col;
        t.wide = C->sreg_wide;
        t.pred = 0;
        return t;
    }
    if ((o->kind != OK_REG) || sema_resolve(S, o->sym, &r) != 0 ||
        r.kind != REF_VAR || r.space != SP_REG)
        cc_unsupported(C, in, "operand form");
    return ref_col(C, &r, o);
}

static cc_op ref_col(cc *C, const sema_ref *rr, const ir_opnd *o)
{
    sema_ref r = *rr;
    cc_op out;
    const ir_var *v;
    uint32_t elem;
    memset(&out, 0, sizeof out);
    v = &C->m->vars.data[r.index];
    elem = r.element * (v->vec ? v->vec : 1);
    if (o->flags & OF_COMP)
        elem += o->comp;
    if (v->type == T_PRED) {
        out.pred = 1;
        out.slot = C->var_slot[r.index] + elem;
        cc_note_reg(C, out.slot, 0);
        cc_note_pred(C, out.slot, o->sym);
        return out;
    }
    out.wide = ir_type_size((ir_type)v->type) == 8;
    if (v->count && !v->vec)
        elem = cc_vec_place(C, r.index, elem);
    out.slot = C->var_slot[r.index] + elem * (out.wide ? CC_COL64 : CC_COL32);
    cc_note_reg(C, out.slot, out.wide ? 8 : 4);
    cc_note_col(C, out.slot, o->sym);
    return out;
}

/* A source operand as a column: registers as they are, constants in a
   constant column of the instruction's width. */
PTXVM_INTERNAL uint32_t cc_src(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o,
                        int wide)
{
    if (o->kind == OK_INT || o->kind == OK_F64 || o->kind == OK_F32) {
        uint64_t v = o->val;
        if (o->kind == OK_F64 && !wide)      /* 1.5 in an f32 instruction */
            v = fp_from_f64_rn(v, 8, 23);
        if (o->kind == OK_F32 && wide)
            v = fp_to_f64((uint32_t)v, 8, 23);
        return cc_const(C, wide ? v : (uint32_t)v, wide);
    }
    {
        cc_op r = cc_reg(C, S, in, o);
        if (r.pred || r.wide != wide)
            cc_unsupported(C, in, "register width");
        return r.slot;
    }
}

PTXVM_INTERNAL uint32_t cc_pred(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o)
{
    cc_op r = cc_reg(C, S, in, o);
    if (!r.pred)
        cc_unsupported(C, in, "predicate operand");
    return r.slot;
}

PTXVM_INTERNAL void cc_guard(cc *C, pv_sema *S, const ir_inst *in, pv_insn *I)
{
    sema_ref r;
    if (!in->guard)
        return;
    if (sema_resolve(S, in->guard, &r) != 0 || r.kind != REF_VAR)
        cc_unsupported(C, in, "guard");
    I->guard = (uint16_t)(C->var_slot[r.index] + r.element);
    cc_note_reg(C, C->var_slot[r.index] + r.element, 0);
    if (in->flags & IF_GUARD_NEG)
        I->guard |= PV_GUARD_NEG;
}


PTXVM_INTERNAL uint32_t cc_addr_operand(cc *C, pv_sema *S, const ir_inst *in,
                                        const ir_opnd *o, uint64_t *off, int *addr32,
                                        uint32_t *var_space)
{
    sema_ref r;
    *off = o->val;
    *addr32 = 0;
    *var_space = SP_NONE;
    if (o->kind != OK_ADDR || (o->flags & OF_ARRAY))
        cc_unsupported(C, in, "address form");
    if (!o->sym)
        return PV_NO_REG;
    if (sema_resolve(S, o->sym, &r) != 0 || r.kind != REF_VAR)
        cc_unsupported(C, in, "address form");
    if (r.space == SP_REG) {
        cc_op a = ref_col(C, &r, o);
        if (a.pred)
            cc_unsupported(C, in, "address register");
        *addr32 = !a.wide;
        return a.slot;
    }
    *var_space = r.space;
    {
        uint32_t base;
        uint64_t voff;
        if (cc_var_local(C, r.index, &base, &voff)) {
            /* .local, or a function's .param: fixed or in the frame */
            *var_space = SP_LOCAL;
            *off += voff;
            *addr32 = base != PV_NO_REG;
            return base;
        }
    }
    switch (r.space) {
    case SP_PARAM: case SP_SHARED: case SP_LOCAL:
        *off += C->var_slot[r.index];
        return PV_NO_REG;
    case SP_GLOBAL: case SP_CONST:
        *off += pv_module_var_addr(C->mod, r.index);
        return PV_NO_REG;
    default:
        cc_unsupported(C, in, "address of this state space");
    }
}

/* The last instruction emitted jumps to label: patched once every label
   has its bytecode index. */
PTXVM_INTERNAL void cc_branch_fix(cc *C, uint32_t label)
{
    if (C->nfixes == C->fcap)
        C->fixes = (cc_fix *)cc_grow(C, C->fixes, &C->fcap, C->nfixes + 1,
                                     sizeof *C->fixes);
    C->fixes[C->nfixes].insn = C->code->ninsns - 1;
    C->fixes[C->nfixes].label = label;
    C->nfixes++;
}

/* One instruction: the common prologue, then its entry in the lowering
   table (compile_table.c); an instruction with none is unsupported. */
static void visit(void *ctx, pv_sema *S, uint32_t ii, const isa_decoded *dec)
{
    cc *C = (cc *)ctx;
    const ir_inst *in = &C->m->insts.data[ii];
    uint32_t kw = in->opcode;
    cc_lower_fn fn;
    if (C->skip && C->skip[ii])
        return;
    /* mma and wgmma have too many forms for the instruction table: their
       lowerings check the form themselves */
    if (!dec && kw != KW_op_mma && kw != KW_op_wgmma)
        cc_unsupported(C, in, NULL);
    if (C->vp_func != C->f) {     /* the function's first instruction */
        C->vp_func = C->f;
        cc_vec_order(C, S);
    }
    C->sreg_opnd = NULL;
    cc_sreg_cvt_source(C, S, in, ii);
    cc_note_mentions(C, in);
    fn = cc_lowerer(kw);
    if (!fn)
        cc_unsupported(C, in, NULL);
    fn(C, S, in, ii, dec);
}

/* Branch targets: every label becomes a JOIN instruction (where waiting
   lanes merge), emitted in order; labels are found by a walk over the
   statements interleaved with the checker's walk over instructions. */
typedef struct cc_walk {
    cc      *C;
    uint32_t next_stmt;        /* next statement of the function to scan */
} cc_walk;

static void labels_before(cc *C, cc_walk *w, uint32_t ii)
{
    const ir_func *f = C->f;
    while (w->next_stmt < f->nstmts) {
        const ir_stmt *st = &C->m->stmts.data[f->stmts + w->next_stmt];
        if (st->kind == ST_INST && st->index >= ii)
            break;
        if (st->kind == ST_LABEL) {
            /* after the last instruction (ii all ones) a label has none */
            pv_insn *I = cc_emit(C, PV_OP_JOIN, ii < C->m->insts.len ? ii : 0);
            C->label_bc[st->index] = C->code->ninsns - 1;
            (void)I;
        }
        w->next_stmt++;
    }
    if (w->next_stmt < f->nstmts &&
        C->m->stmts.data[f->stmts + w->next_stmt].kind == ST_INST)
        w->next_stmt++;
}

static void visit_walk(void *ctx, pv_sema *S, uint32_t ii, const isa_decoded *dec)
{
    cc_walk *w = (cc_walk *)ctx;
    labels_before(w->C, w, ii);
    visit(w->C, S, ii, dec);
}

static void walk_function(cc *C, pv_isa *isa, uint32_t fi)
{
    cc_walk w;
    w.C = C;
    w.next_stmt = 0;
    C->f = &C->m->funcs.data[fi];
    if (!C->S)
        sema_open(C->m, C->d, isa, &C->S);
    sema_visit(C->S, fi, visit_walk, &w);
    labels_before(C, &w, 0xffffffffu);
}

/* The kernel, then every function it needs, into one bytecode. */
static void compile_all(cc *C, pv_isa *isa, uint32_t fi)
{
    uint32_t i, sp_init = 0;
    pv_code *k = C->code;
    C->f = &C->m->funcs.data[fi];
    layout(C);
    cc_calls_plan(C, fi);
    layout_finish(C);
    cc_mentions_open(C);
    if (k->nfuncs || k->uses_stack) {   /* the stack starts above the fixed .local */
        pv_insn *I = cc_emit(C, PV_OP_MOV32, 0);
        I->d = k->sp;
        sp_init = k->ninsns - 1;
    }
    if (k->cctx != PV_NO_REG) {         /* lanes start in the kernel's context */
        pv_insn *I = cc_emit(C, PV_OP_MOV32, 0);
        I->d = k->cctx;
        I->a = cc_const(C, 0, 0);
    }
    C->cur = 0;
    walk_function(C, isa, fi);
    {
        pv_insn *I = cc_emit(C, PV_OP_EXIT, 0);   /* falling off the end */
        (void)I;
    }
    for (i = 0; i < k->nfuncs; i++) {
        if (k->funcs[i].host || k->funcs[i].builtin)
            continue;
        C->cur = i + 1;
        C->cur_fp = k->funcs[i].fp;
        C->nused = 0;
        cc_function_prologue(C, i);
        walk_function(C, isa, k->funcs[i].irfn);
        cc_lower_ret(C, NULL, NULL, 0, NULL);    /* falling off the end */
        cc_function_saves(C, i);
    }
    if (k->nfuncs || k->uses_stack)
        k->insns[sp_init].a = cc_const(C, k->local_bytes, 0);
    for (i = 0; i < C->nfixes; i++)
        k->insns[C->fixes[i].insn].x = C->label_bc[C->fixes[i].label];
    cc_peephole(C);
    cc_drop_unread_cctx(C);
    cc_mark_full_masks(k);
    cc_preload_params(C);
    if (pv_mark_scratch(C->h, k))
        pv_fail_oom(C->d);
    if (!(C->mod->vm->cfg.flags & PTXVM_FLAG_NO_FUSION) && pv_if_convert(C->h, k))
        pv_fail_oom(C->d);
    if (!(C->mod->vm->cfg.flags & PTXVM_FLAG_NO_FUSION)) {
        cc_mark_sh32(k);
        cc_mark_lc32(k);
    }
    cc_mark_call_words(k);
    cc_note_names(C);
}

static ptxvm_result compile_protected(cc *C, pv_isa *isa, uint32_t fi)
{
    if (setjmp(C->d->jb))
        return C->d->code;
    compile_all(C, isa, fi);
    return PTXVM_OK;
}

PTXVM_INTERNAL void pv_code_free(pv_heap *h, pv_code *k)
{
    if (!k)
        return;
    if (k->insns)
        pv_free(h, k->insns, (size_t)k->insn_cap * sizeof(pv_insn));
    if (k->consts)
        pv_free(h, k->consts, (size_t)k->const_cap * sizeof(pv_const));
    if (k->param_offsets)
        pv_free(h, k->param_offsets, k->nparams * sizeof(uint32_t));
    if (k->funcs)
        pv_free(h, k->funcs, (size_t)k->funcs_cap * sizeof *k->funcs);
    if (k->saves)
        pv_free(h, k->saves, (size_t)k->saves_cap * sizeof *k->saves);
    if (k->playout)
        pv_free(h, k->playout, (size_t)k->playout_cap * sizeof(uint32_t));
    if (k->regnames)
        pv_free(h, k->regnames, (size_t)k->nregnames * sizeof *k->regnames);
    pv_free(h, k, sizeof *k);
}

PTXVM_INTERNAL ptxvm_result pv_compile_kernel(ptxvm_kernel *k, pv_isa *isa,
                                              char *msg, size_t msglen,
                                              const uint8_t *skip,
                                              uint32_t *bad_inst)
{
    ptxvm_module *mod = k->module;
    pv_heap *h = &mod->vm->heap;
    ir_module *m = mod->ir;
    pv_diag d;
    cc *C;
    ptxvm_result r;
    C = (cc *)pv_realloc(h, NULL, 0, sizeof *C);
    if (!C) {
        snprintf(msg, msglen, "%s: out of memory", ir_name(m, m->source));
        return PTXVM_E_NO_MEMORY;
    }
    memset(C, 0, sizeof *C);
    memset(&d, 0, sizeof d);
    d.source = ir_name(m, m->source);
    C->mod = mod;
    C->m = m;
    C->d = &d;
    C->h = h;
    C->f = &m->funcs.data[k->func];
    C->skip = skip;
    C->code = (pv_code *)pv_realloc(h, NULL, 0, sizeof *C->code);
    C->var_slot = (uint32_t *)pv_realloc(h, NULL, 0, m->vars.len * sizeof(uint32_t));
    C->label_bc = (uint32_t *)pv_realloc(h, NULL, 0, m->labels.len * sizeof(uint32_t));
    C->var_home = (uint8_t *)pv_realloc(h, NULL, 0, m->vars.len);
    C->var_fp = (uint32_t *)pv_realloc(h, NULL, 0, m->vars.len * sizeof(uint32_t));
    C->fn_code = (uint32_t *)pv_realloc(h, NULL, 0, (m->funcs.len + 1) * sizeof(uint32_t));
    if (C->code) {       /* pv_code_free below reads it on every path */
        memset(C->code, 0, sizeof *C->code);
        C->code->cctx = PV_NO_REG;
    }
    if (!C->code || !C->var_slot || !C->label_bc || !C->var_home || !C->var_fp ||
        !C->fn_code) {
        r = PTXVM_E_NO_MEMORY;
        snprintf(d.msg, sizeof d.msg, "out of memory");
    } else {
        memset(C->var_slot, 0xff, m->vars.len * sizeof(uint32_t));
        memset(C->var_home, 0, m->vars.len);
        memset(C->var_fp, 0xff, m->vars.len * sizeof(uint32_t));
        memset(C->fn_code, 0, (m->funcs.len + 1) * sizeof(uint32_t));
        r = compile_protected(C, isa, k->func);
    }
    if (C->var_slot)
        pv_free(h, C->var_slot, m->vars.len * sizeof(uint32_t));
    if (C->label_bc)
        pv_free(h, C->label_bc, m->labels.len * sizeof(uint32_t));
    if (C->var_home)
        pv_free(h, C->var_home, m->vars.len);
    if (C->var_fp)
        pv_free(h, C->var_fp, m->vars.len * sizeof(uint32_t));
    if (C->fn_code)
        pv_free(h, C->fn_code, (m->funcs.len + 1) * sizeof(uint32_t));
    if (C->defs)
        pv_free(h, C->defs, (size_t)m->funcs.len * 2 * sizeof(uint32_t));
    sema_close(C->S);
    cc_mentions_close(C);
    cc_vec_order_free(C);
    if (C->used)
        pv_free(h, C->used, (size_t)C->used_cap * sizeof *C->used);
    if (C->lay)
        pv_free(h, C->lay, (size_t)C->lay_cap * sizeof(uint32_t));
    if (C->fixes)
        pv_free(h, C->fixes, (size_t)C->fcap * sizeof *C->fixes);
    if (C->chash)
        pv_free(h, C->chash, (size_t)C->chash_cap * sizeof *C->chash);
    if (C->code) {
        C->code->insn_cap = C->cap;
        C->code->const_cap = C->ccap;
    }
    if (r == PTXVM_OK) {
        k->code = C->code;
    } else {
        pv_code_free(h, C->code);
        snprintf(msg, msglen, "%s", d.msg);
        if (bad_inst && r == PTXVM_E_UNSUPPORTED)
            *bad_inst = C->bad_inst;
    }
    pv_free(h, C, sizeof *C);
    return r;
}
