/* The compiler: a checked kernel's IR to bytecode (bytecode.h).

   It walks the kernel with the checker (sema_visit), so names
   resolve with the same block scoping and every instruction arrives with
   its decoded modifiers. Registers get columns in the warp register file,
   constants get constant columns, labels become instruction indices, and
   each instruction gets the handler for its operation and type. An
   instruction it cannot lower yet fails the compile with
   PTXVM_E_UNSUPPORTED naming it and its line. */
#include "compile_int.h"
#include "fpconv.h"
#include "devmem.h"
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

/* A constant column holding value (of width 4 or 8). */
PTXVM_INTERNAL uint32_t cc_const(cc *C, uint64_t value, int wide)
{
    pv_code *k = C->code;
    uint32_t i;
    for (i = 0; i < k->nconsts; i++)
        if (k->consts[i].value == value && k->consts[i].wide == (uint32_t)wide)
            return k->consts[i].slot;
    if (k->nconsts == C->ccap)
        k->consts = (pv_const *)cc_grow(C, k->consts, &C->ccap, k->nconsts + 1,
                                        sizeof *k->consts);
    k->consts[k->nconsts].slot = cc_cols(C, wide ? CC_COL64 : CC_COL32);
    k->consts[k->nconsts].wide = (uint32_t)wide;
    k->consts[k->nconsts].value = value;
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
   .local (per thread), .param (per kernel) and .shared (per CTA; the
   launch checks it again with the dynamic bytes) are CUDA's maxima. */
#define CC_MAX_PREDS  (PV_GUARD_NEG - 1u)
#define CC_MAX_LOCAL  (512u << 10)
#define CC_MAX_PARAM  32764u
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
           taken: see lower_mov). */
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
        k->param_offsets[i] = cc_place_bytes(C, v, &param, CC_MAX_PARAM,
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
        return out;
    }
    out.wide = ir_type_size((ir_type)v->type) == 8;
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

/* ---- lowering ---------------------------------------------------------- */

static int type_wide(ir_type t)
{
    return ir_type_size(t) == 8;
}

static int is_signed(ir_type t)
{
    return ir_type_class(t) == TC_SINT;
}

static void emit3(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  uint32_t op, int wide)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    pv_insn *I;
    cc_op d = cc_reg(C, S, in, &o[0]);
    uint32_t a = cc_src(C, S, in, &o[1], wide);
    uint32_t b = in->nopnds > 2 ? cc_src(C, S, in, &o[2], wide) : 0;
    uint32_t c = in->nopnds > 3 ? cc_src(C, S, in, &o[3], wide) : 0;
    if (d.pred || d.wide != wide)
        cc_unsupported(C, in, "destination width");
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
    I->b = b;
    I->c = c;
}

static uint32_t cmp_code(uint8_t cmp)
{
    switch (cmp) {
    case ISA_CMP_EQ: return PV_CMP_EQ;
    case ISA_CMP_NE: return PV_CMP_NE;
    case ISA_CMP_LT: return PV_CMP_LT;
    case ISA_CMP_LE: return PV_CMP_LE;
    case ISA_CMP_GT: return PV_CMP_GT;
    case ISA_CMP_GE: return PV_CMP_GE;
    case ISA_CMP_LO: return PV_CMP_LO;
    case ISA_CMP_LS: return PV_CMP_LS;
    case ISA_CMP_HI: return PV_CMP_HI;
    case ISA_CMP_HS: return PV_CMP_HS;
    case ISA_CMP_EQU: return PV_CMP_EQU;
    case ISA_CMP_NEU: return PV_CMP_NEU;
    case ISA_CMP_LTU: return PV_CMP_LTU;
    case ISA_CMP_LEU: return PV_CMP_LEU;
    case ISA_CMP_GTU: return PV_CMP_GTU;
    case ISA_CMP_GEU: return PV_CMP_GEU;
    case ISA_CMP_NUM: return PV_CMP_NUM;
    default: return PV_CMP_NAN;
    }
}

static void lower_setp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    int wide = type_wide(t), cls = ir_type_class(t);
    uint32_t op, p, q = CC_NO_SLOT, code = cmp_code(dec->cmp);
    pv_insn *I;
    if (dec->boolop || (dec->flags & ISA_F(FTZ)) || t == T_F16 || t == T_BF16 ||
        t == T_F16X2 || t == T_BF16X2 || ir_type_size(t) < 4)
        cc_unsupported(C, in, NULL);
    if (o[0].kind == OK_PAIR) {
        const ir_opnd *e = C->m->opnds.data + o[0].sub;
        p = e[0].kind == OK_SINK ? CC_NO_SLOT : cc_pred(C, S, in, &e[0]);
        q = e[1].kind == OK_SINK ? CC_NO_SLOT : cc_pred(C, S, in, &e[1]);
    } else {
        p = cc_pred(C, S, in, &o[0]);
    }
    if (cls == TC_FLOAT)
        op = wide ? PV_OP_SETP_F64 : PV_OP_SETP_F32;
    else
        op = wide ? PV_OP_SETP_I64 : PV_OP_SETP_I32;
    /* integer lt/le/gt/ge compare by the type's signedness */
    if (cls != TC_FLOAT && !is_signed(t)) {
        if (code == PV_CMP_LT) code = PV_CMP_LO;
        else if (code == PV_CMP_LE) code = PV_CMP_LS;
        else if (code == PV_CMP_GT) code = PV_CMP_HI;
        else if (code == PV_CMP_GE) code = PV_CMP_HS;
    }
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = p == CC_NO_SLOT ? C->code->npreds : p;
    if (p == CC_NO_SLOT)
        C->code->npreds++;                 /* a scratch predicate */
    I->a = cc_src(C, S, in, &o[1], wide);
    I->b = cc_src(C, S, in, &o[2], wide);
    I->aux = code;
    if (q != CC_NO_SLOT) {
        uint32_t pd = I->d;
        I = cc_emit(C, PV_OP_MOV_PN, ii);
        cc_guard(C, S, in, I);
        I->d = q;
        I->a = pd;
    }
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

static uint32_t vector_reg(cc *C, pv_sema *S, const ir_opnd *o);

/* One LD or ST: d the first data column (stride bytes apart), areg the
   address register, off its constant offset. */
static void emit_mem(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                     int store, uint32_t d, uint32_t areg, uint64_t off,
                     uint32_t stride, uint32_t aux)
{
    pv_insn *I = cc_emit(C, store ? PV_OP_ST : PV_OP_LD, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->a = areg;
    I->x = off;
    I->c = stride;
    I->aux = aux;
}

/* A vector access whose registers are not consecutive columns (reversed,
   repeated, constants, `_`): one vector access through consecutive
   temporary columns, so that it is checked and done as a whole like any
   other (alignment to the vector's size, all elements or none). */
static void cc_vector_temps(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                            const ir_opnd *e, uint32_t vec, uint32_t size,
                            ir_type t, uint32_t space, uint32_t areg,
                            uint64_t off, int addr32, int store)
{
    uint32_t i, tmp, col;
    int tw = size == 8;
    pv_insn *I;
    for (i = 0; !store && i < vec; i++)      /* narrow loads into wide ones */
        if (e[i].kind == OK_REG && cc_reg(C, S, in, &e[i]).wide)
            tw = 1;
    col = tw ? CC_COL64 : CC_COL32;
    tmp = cc_cols(C, vec * col);
    for (i = 0; store && i < vec; i++) {
        cc_op ri;
        if (e[i].kind != OK_REG) {
            ri.wide = tw;
            ri.slot = cc_src(C, S, in, &e[i], tw);
            ri.pred = 0;
        } else {
            ri = cc_reg(C, S, in, &e[i]);
        }
        if (ri.pred)
            cc_unsupported(C, in, "predicate data");
        I = cc_emit(C, ri.wide == tw ? (tw ? PV_OP_MOV64 : PV_OP_MOV32) :
                       tw ? PV_OP_CVT_U64_U32 : PV_OP_CVT_U32_U64, ii);
        cc_guard(C, S, in, I);
        I->d = tmp + i * col;
        I->a = ri.slot;
    }
    emit_mem(C, S, in, ii, store, tmp, areg, off, col,
             PV_MEM_AUX(size, vec, space) | (is_signed(t) ? PV_MEM_SIGNED : 0) |
             (tw ? PV_MEM_WIDE_DST : 0) | (addr32 ? PV_MEM_ADDR32 : 0));
    for (i = 0; !store && i < vec; i++) {
        cc_op ri;
        if (e[i].kind == OK_SINK)
            continue;
        if (e[i].kind != OK_REG)
            cc_unsupported(C, in, "operand form");
        ri = cc_reg(C, S, in, &e[i]);
        if (ri.pred)
            cc_unsupported(C, in, "predicate data");
        I = cc_emit(C, ri.wide == tw ? (tw ? PV_OP_MOV64 : PV_OP_MOV32) :
                       PV_OP_CVT_U32_U64, ii);
        cc_guard(C, S, in, I);
        I->d = ri.slot;
        I->a = tmp + i * col;
    }
}

static void lower_ldst(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec, int store)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    const ir_opnd *data = store ? &o[1] : &o[0], *addr = store ? &o[0] : &o[1];
    ir_type t = (ir_type)dec->types[0];
    uint32_t size = ir_type_size(t), vec = dec->vec ? dec->vec : 1, aux, space;
    uint32_t var_space, areg, first, stride = 0;
    uint64_t off;
    int addr32, wide = 0;
    pv_insn *I;
    /* with .L2::cache_hint a third operand carries the cache policy: a
       hint only, it changes no result */
    if (in->nopnds > 2 + ((dec->flags & ISA_F(CACHE_HINT)) != 0) || size == 0 ||
        size > 8 || t == T_PRED)
        cc_unsupported(C, in, NULL);
    space = dec->space;
    areg = cc_addr_operand(C, S, in, addr, &off, &addr32, &var_space);
    if ((space == SP_NONE || space == SP_PARAM) && var_space != SP_NONE)
        space = var_space;          /* ld [var]: the variable's own space */
    if (space == SP_PARAM && C->cur)
        space = SP_LOCAL;           /* a function's parameters are .local */
    if (space == SP_CONST)
        space = SP_GLOBAL;          /* .const lives in read-only global memory */
    if (space == SP_PARAM && (C->f->flags & FF_ENTRY) && store)
        cc_unsupported(C, in, "stores to kernel parameters");
    if (space != SP_NONE && space != SP_GLOBAL && space != SP_SHARED &&
        space != SP_LOCAL && space != SP_PARAM)
        cc_unsupported(C, in, "state space");
    cc_addr32(C, S, in, ii, space, &areg, &off, &addr32);
    /* data: a register, a brace of registers, or a vector register */
    if (data->kind == OK_VEC) {
        const ir_opnd *e = C->m->opnds.data + data->sub;
        uint32_t i;
        cc_op r0;
        int plain = 1;
        if (data->n != vec)
            cc_unsupported(C, in, "vector operand");
        for (i = 0; i < vec; i++)        /* sinks `_` and constants */
            plain &= e[i].kind == OK_REG;
        if (plain) {
            r0 = cc_reg(C, S, in, &e[0]);
            first = r0.slot;
            wide = r0.wide;
        }
        stride = wide ? CC_COL64 : CC_COL32;
        /* the elements must be consecutive columns to use one handler;
           otherwise emit one access per element */
        for (i = 1; plain && i < vec; i++) {
            cc_op ri = cc_reg(C, S, in, &e[i]);
            if (ri.wide != wide || ri.slot != first + i * stride || ri.pred)
                break;
        }
        if (!plain || i < vec) {
            int sinks = 0;
            if (addr32 == 0 && areg == PV_NO_REG && (off & (size * vec - 1)) &&
                space != SP_PARAM)
                cc_unsupported(C, in, "misaligned vector address");
            for (i = 0; i < vec; i++)
                sinks |= e[i].kind == OK_SINK;
            if (space != SP_PARAM && !(store && sinks)) {
                cc_vector_temps(C, S, in, ii, e, vec, size, t, space, areg, off,
                                addr32, store);
                return;
            }
            for (i = 0; i < vec; i++) {
                cc_op ri;
                if (e[i].kind == OK_SINK)
                    continue;
                if (e[i].kind != OK_REG) {
                    if (!store)
                        cc_unsupported(C, in, "operand form");
                    ri.wide = size == 8;
                    ri.slot = cc_src(C, S, in, &e[i], ri.wide);
                    ri.pred = 0;
                } else {
                    ri = cc_reg(C, S, in, &e[i]);
                }
                aux = PV_MEM_AUX(size, 1u, space) |
                      (is_signed(t) ? PV_MEM_SIGNED : 0) |
                      (ri.wide ? PV_MEM_WIDE_DST : 0) |
                      (addr32 ? PV_MEM_ADDR32 : 0);
                I = cc_emit(C, store ? PV_OP_ST : PV_OP_LD, ii);
                cc_guard(C, S, in, I);
                I->d = ri.slot;
                I->a = areg;
                I->x = off + (uint64_t)i * size;
                I->aux = aux;
            }
            return;
        }
    } else if (vec > 1 && vector_reg(C, S, data) == vec) {
        cc_op r = cc_reg(C, S, in, data);    /* ld.v4.u32 V, [a] */
        first = r.slot;
        wide = r.wide;
        stride = wide ? CC_COL64 : CC_COL32;
    } else {
        cc_op r;
        if (vec != 1)
            cc_unsupported(C, in, "vector register operand");
        if (store && (data->kind == OK_INT || data->kind == OK_F32 ||
                      data->kind == OK_F64)) {
            wide = size == 8;
            first = cc_src(C, S, in, data, wide);
        } else if (store && data->kind == OK_SYM) {
            /* st [a], r + 8: the register plus a constant */
            ir_opnd reg = *data;
            pv_insn *A;
            reg.kind = OK_REG;
            r = cc_reg(C, S, in, &reg);
            if (r.pred)
                cc_unsupported(C, in, "predicate data");
            wide = r.wide;
            A = cc_emit(C, wide ? PV_OP_ADD_I64 : PV_OP_ADD_I32, ii);
            cc_guard(C, S, in, A);
            A->d = cc_cols(C, wide ? CC_COL64 : CC_COL32);
            A->a = r.slot;
            A->b = cc_const(C, wide ? data->val : (uint32_t)data->val, wide);
            first = A->d;
        } else {
            r = cc_reg(C, S, in, data);
            if (r.pred)
                cc_unsupported(C, in, "predicate data");
            first = r.slot;
            wide = r.wide;
        }
        stride = wide ? CC_COL64 : CC_COL32;
    }
    if (space == SP_PARAM && !store && areg == PV_NO_REG &&
        (C->f->flags & FF_ENTRY) && vec == 1) {
        I = cc_emit(C, PV_OP_LD_PARAM, ii);      /* a kernel parameter */
        cc_guard(C, S, in, I);
        I->d = first;
        I->x = off;
        I->aux = PV_MEM_AUX(size, 1u, 0u) | (is_signed(t) ? PV_MEM_SIGNED : 0) |
                 (wide ? PV_MEM_WIDE_DST : 0);
        return;
    }
    aux = PV_MEM_AUX(size, vec, space) | (is_signed(t) ? PV_MEM_SIGNED : 0) |
          (wide ? PV_MEM_WIDE_DST : 0) | (addr32 ? PV_MEM_ADDR32 : 0);
    emit_mem(C, S, in, ii, store, first, areg, off, stride, aux);
}

/* Is o a whole vector register (a .v2/.v4 name without a component)? */
static uint32_t vector_reg(cc *C, pv_sema *S, const ir_opnd *o)
{
    sema_ref r;
    if (o->kind != OK_REG || (o->flags & OF_COMP) ||
        sema_resolve(S, o->sym, &r) != 0 || r.kind != REF_VAR ||
        r.space != SP_REG)
        return 0;
    return C->m->vars.data[r.index].vec;
}

/* mov.b64 d, {a, b} / mov.b64 {a, b}, s / the same through a vector
   register: the elements are 8-, 16- or 32-bit registers. */
static void lower_pack(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       ir_type t)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int unpack = o[0].kind == OK_VEC || vector_reg(C, S, &o[0]);
    const ir_opnd *whole = unpack ? &o[1] : &o[0], *parts = unpack ? &o[0] : &o[1];
    uint32_t n, i, cols[4] = {PV_NO_REG, PV_NO_REG, PV_NO_REG, PV_NO_REG};
    uint32_t total = ir_type_size(t) * 8, bits;
    pv_insn *I;
    cc_op w;
    if (parts->kind == OK_VEC) {
        const ir_opnd *e = C->m->opnds.data + parts->sub;
        n = parts->n;
        if (n > 4)
            cc_unsupported(C, in, "more than 4 elements");
        for (i = 0; i < n; i++) {
            cc_op r;
            if (e[i].kind == OK_SINK && unpack)
                continue;
            if (!unpack && e[i].kind != OK_REG) {
                cols[i] = cc_src(C, S, in, &e[i], 0);
                continue;
            }
            r = cc_reg(C, S, in, &e[i]);
            if (r.wide || r.pred)
                cc_unsupported(C, in, "64-bit elements");
            cols[i] = r.slot;
        }
    } else {
        cc_op r = cc_reg(C, S, in, parts);
        n = vector_reg(C, S, parts);
        if (r.wide || r.pred || n > 4)
            cc_unsupported(C, in, "vector register");
        for (i = 0; i < n; i++)
            cols[i] = r.slot + i * CC_COL32;
    }
    if (!n || total % n || total > 64)
        cc_unsupported(C, in, NULL);
    bits = total / n;
    if (whole->kind == OK_REG) {
        w = cc_reg(C, S, in, whole);
        if (w.pred || w.wide != (total == 64))
            cc_unsupported(C, in, "register width");
    } else if (unpack) {
        w.slot = cc_src(C, S, in, whole, total == 64);
    } else {
        cc_unsupported(C, in, NULL);
    }
    I = cc_emit(C, unpack ? PV_OP_UNPACK : PV_OP_PACK, ii);
    cc_guard(C, S, in, I);
    I->d = w.slot;
    I->a = cols[0];
    I->b = cols[1];
    I->c = cols[2];
    I->aux = cols[3];
    I->x = bits | (n << 8);
}


/* The elements of a vector operand: braces or a vector register. */
static uint32_t vec_elems(cc *C, pv_sema *S, const ir_inst *in,
                          const ir_opnd *o, uint32_t n, int wide, int dest,
                          uint32_t *cols)
{
    uint32_t i;
    if (o->kind == OK_VEC) {
        const ir_opnd *e = C->m->opnds.data + o->sub;
        if (o->n != n)
            cc_unsupported(C, in, "vector length");
        for (i = 0; i < n; i++) {
            if (e[i].kind == OK_SINK && dest) {
                cols[i] = PV_NO_REG;
                continue;
            }
            if (dest) {
                cc_op r = cc_reg(C, S, in, &e[i]);
                if (r.pred || r.wide != wide)
                    cc_unsupported(C, in, "element width");
                cols[i] = r.slot;
            } else {
                cols[i] = cc_src(C, S, in, &e[i], wide);
            }
        }
        return n;
    }
    if (vector_reg(C, S, o) == n) {
        cc_op r = cc_reg(C, S, in, o);
        if (r.wide != wide)
            cc_unsupported(C, in, "element width");
        for (i = 0; i < n; i++)
            cols[i] = r.slot + i * (wide ? CC_COL64 : CC_COL32);
        return n;
    }
    cc_unsupported(C, in, "vector operand");
}

/* mov.v4.u16 {a, b, c, d}, {e, f, g, h}: every source is read before any
   destination is written (the lists may overlap), through scratch columns. */
static void lower_vec_mov(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                          const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int wide = ir_type_size((ir_type)dec->types[0]) == 8;
    uint32_t n = dec->vec, i, src[8], dst[8], tmp[8];
    pv_insn *I;
    vec_elems(C, S, in, &o[1], n, wide, 0, src);
    vec_elems(C, S, in, &o[0], n, wide, 1, dst);
    for (i = 0; i < n; i++) {
        tmp[i] = cc_cols(C, wide ? CC_COL64 : CC_COL32);
        I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
        cc_guard(C, S, in, I);
        I->d = tmp[i];
        I->a = src[i];
    }
    for (i = 0; i < n; i++) {
        if (dst[i] == PV_NO_REG)
            continue;
        I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
        cc_guard(C, S, in, I);
        I->d = dst[i];
        I->a = tmp[i];
    }
}

/* The address of variable r (operand src, maybe var+offset) in its own
   state space, into column dslot. */
static void var_address(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        const ir_opnd *src, const sema_ref *r, uint32_t dslot,
                        int wide)
{
    pv_insn *I;
    uint64_t addr;
    switch (r->space) {
    case SP_GLOBAL: case SP_CONST:
        addr = pv_module_var_addr(C->mod, r->index);
        break;
    case SP_SHARED: case SP_LOCAL: case SP_PARAM: {
        uint32_t base;
        uint64_t voff;
        if (r->space == SP_PARAM && C->cur && C->code->funcs[C->cur - 1].recursive &&
            C->var_home[r->index] == CC_HOME_LOCAL)
            cc_unsupported(C, in, "the address of a call's parameter in a "
                                  "recursive function");
        if (cc_var_local(C, r->index, &base, &voff) && base != PV_NO_REG) {
            /* in a recursive function's frame: fp + offset */
            I = cc_emit(C, PV_OP_FRAME_ADDR, ii);
            cc_guard(C, S, in, I);
            I->d = dslot;
            I->a = base;
            I->x = voff + (src->kind == OK_SYM ? src->val : 0);
            I->aux = (uint32_t)wide;
            return;
        }
        addr = C->var_slot[r->index];
        break;
    }
    default:
        cc_unsupported(C, in, "address of this state space");
    }
    I = cc_emit(C, PV_OP_ADDR_OF, ii);
    cc_guard(C, S, in, I);
    I->d = dslot;
    I->x = addr + (src->kind == OK_SYM ? src->val : 0);
    I->aux = (uint32_t)wide;
}

static void lower_mov(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    int wide = type_wide(t);
    sema_ref r;
    pv_insn *I;
    cc_op d;
    if (in->nopnds != 2)
        cc_unsupported(C, in, NULL);
    if (dec->vec) {
        lower_vec_mov(C, S, in, ii, dec);
        return;
    }
    if (o[0].kind == OK_VEC || o[1].kind == OK_VEC ||
        vector_reg(C, S, &o[0]) || vector_reg(C, S, &o[1])) {
        lower_pack(C, S, in, ii, t);
        return;
    }
    if (o[0].kind != OK_REG)
        cc_unsupported(C, in, NULL);
    d = cc_reg(C, S, in, &o[0]);
    if (d.wide && cc_tex_mov_ref(C, S, in, &o[1], d.slot))
        return;                    /* indirect texture access */
    if (t == T_PRED) {
        I = cc_emit(C, PV_OP_MOVP, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        if (o[1].kind == OK_INT) {
            I->op = PV_OP_SETP_CONST;
            I->x = o[1].val != 0;
        } else if ((o[1].kind == OK_REG || o[1].kind == OK_SYM) &&
                   sema_resolve(S, o[1].sym, &r) == 0 && r.kind == REF_SREG) {
            /* %is_explicit_cluster: launches have no cluster dimensions */
            if (r.index != KW_sr_is_explicit_cluster)
                cc_unsupported(C, in, "special register");
            I->op = PV_OP_SETP_CONST;
            I->x = 0;
        } else {
            I->a = cc_pred(C, S, in, &o[1]);
        }
        return;
    }
    if (d.wide != wide)
        cc_unsupported(C, in, "destination width");
    if ((o[1].kind == OK_REG || o[1].kind == OK_SYM) &&
        sema_resolve(S, o[1].sym, &r) == 0) {
        if (r.kind == REF_SREG) {
            cc_read_sreg(C, S, in, ii, &o[1], &r, d.slot, wide);
            return;
        }
        if (r.kind == REF_VAR && r.space != SP_REG) {
            var_address(C, S, in, ii, &o[1], &r, d.slot, wide);
            return;
        }
        if (r.kind == REF_FUNC) {
            /* the address of a function (devmem.h: PV_FUNC_ADDR_BASE) */
            I = cc_emit(C, PV_OP_ADDR_OF, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->x = PV_FUNC_ADDR_BASE + r.index;
            I->aux = (uint32_t)wide;
            return;
        }
        if (r.kind != REF_VAR)
            cc_unsupported(C, in, "moving this kind of name");
    }
    I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = cc_src(C, S, in, &o[1], wide);
}

/* cvt's source: the relaxed rule lets a register be wider than the
   source type (cvt.s64.s32 %rd2, %rd1): its low bits are the value, moved
   into a scratch 32-bit column first. */
static uint32_t cvt_src(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        const ir_opnd *o, uint32_t ss)
{
    if (ss < 8 && o->kind == OK_REG) {
        cc_op r = cc_reg(C, S, in, o);
        if (r.wide) {
            pv_insn *I = cc_emit(C, PV_OP_CVT_U32_U64, ii);
            I->d = cc_cols(C, CC_COL32);
            I->a = r.slot;
            return I->d;
        }
    }
    return cc_src(C, S, in, o, ss == 8);
}

static void lower_cvt(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type dt = (ir_type)dec->types[0], st = (ir_type)dec->types[1];
    int dcls = ir_type_class(dt), scls = ir_type_class(st);
    uint32_t ds = ir_type_size(dt), ss = ir_type_size(st), op = PV_OP_COUNT;
    pv_insn *I;
    cc_op d;
    uint32_t a;
    if (dec->flags & (ISA_F(SAT) | ISA_F(FTZ) | ISA_F(RELU) | ISA_F(SATFINITE)))
        cc_unsupported(C, in, NULL);
    d = cc_reg(C, S, in, &o[0]);
    if (dcls != TC_FLOAT && scls != TC_FLOAT && !dec->rnd) {
        if (ds == 8 && ss == 8)
            op = PV_OP_MOV64;
        else if (ds == 8)
            op = is_signed(st) ? PV_OP_CVT_S64_S32 : PV_OP_CVT_U64_U32;
        else if (ss == 8)
            op = ds == 4 ? PV_OP_CVT_U32_U64 :
                 ds == 2 ? (is_signed(dt) ? PV_OP_CVT_S16_S32 : PV_OP_CVT_U16_U32) :
                 (is_signed(dt) ? PV_OP_CVT_S8_S32 : PV_OP_CVT_U8_U32);
        else if (ds < ss || (ds == ss))
            op = ds == 4 ? PV_OP_MOV32 :
                 ds == 2 ? (is_signed(dt) ? PV_OP_CVT_S16_S32 : PV_OP_CVT_U16_U32) :
                 (is_signed(dt) ? PV_OP_CVT_S8_S32 : PV_OP_CVT_U8_U32);
        else    /* widening from 8 or 16 bits within a 32-bit column */
            op = ss == 2 ? (is_signed(st) ? PV_OP_CVT_S16_S32 : PV_OP_CVT_U16_U32) :
                 (is_signed(st) ? PV_OP_CVT_S8_S32 : PV_OP_CVT_U8_U32);
        a = cvt_src(C, S, in, ii, &o[1], ss);
        if (d.wide && ds < 8) {
            /* a 64-bit register for a narrower type: the result is
               extended to the register by the type's signedness */
            uint32_t t32 = cc_cols(C, CC_COL32);
            I = cc_emit(C, op, ii);
            cc_guard(C, S, in, I);
            I->d = t32;
            I->a = a;
            op = is_signed(dt) ? PV_OP_CVT_S64_S32 : PV_OP_CVT_U64_U32;
            a = t32;
        }
    } else if (dt == T_F32 && (st == T_S32 || st == T_U32) &&
               (dec->rnd == ISA_RND_RN || !dec->rnd)) {
        op = st == T_S32 ? PV_OP_CVT_F32_S32 : PV_OP_CVT_F32_U32;
        a = cc_src(C, S, in, &o[1], 0);
    } else if (dt == T_F64 && st == T_F32 && !dec->rnd) {
        op = PV_OP_CVT_F64_F32;
        a = cc_src(C, S, in, &o[1], 0);
    } else {
        cc_unsupported(C, in, NULL);
    }
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
}

static void lower_float(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        const isa_decoded *dec, uint32_t op32, uint32_t op64)
{
    ir_type t = (ir_type)dec->types[0];
    if ((dec->rnd && dec->rnd != ISA_RND_RN) ||
        (dec->flags & (ISA_F(FTZ) | ISA_F(SAT) | ISA_F(APPROX))) ||
        (t != T_F32 && t != T_F64))
        cc_unsupported(C, in, NULL);
    emit3(C, S, in, ii, t == T_F32 ? op32 : op64, t == T_F64);
}

static void lower_int(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec, uint32_t op32, uint32_t op64)
{
    ir_type t = (ir_type)dec->types[0];
    uint32_t sz = ir_type_size(t);
    if ((sz != 4 && sz != 8) || ir_type_class(t) == TC_FLOAT ||
        (dec->flags & (ISA_F(SAT) | ISA_F(CC))))
        cc_unsupported(C, in, NULL);
    emit3(C, S, in, ii, sz == 8 ? op64 : op32, sz == 8);
}

/* A predicate source of and/or/xor/not .pred as a slot: a register, or
   a scratch predicate holding !p or a constant (clang writes !p as
   `xor.pred d, p, -1`). */
static uint32_t pred_src(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         const ir_opnd *o, uint32_t which)
{
    pv_insn *I;
    if (o->kind != OK_INT && !(o->flags & OF_NEG))
        return cc_pred(C, S, in, o);
    if (!C->pred_tmp) {
        C->pred_tmp = C->code->npreds + 1;
        C->code->npreds += 2;
    }
    I = cc_emit(C, o->kind == OK_INT ? PV_OP_SETP_CONST : PV_OP_MOV_PN, ii);
    cc_guard(C, S, in, I);
    if (o->kind == OK_INT)
        I->x = o->val != 0;
    else
        I->a = cc_pred(C, S, in, o);
    I->d = C->pred_tmp - 1 + which;
    return I->d;
}

static void visit(void *ctx, pv_sema *S, uint32_t ii, const isa_decoded *dec)
{
    cc *C = (cc *)ctx;
    const ir_inst *in = &C->m->insts.data[ii];
    uint32_t kw = in->opcode;
    ir_type t;
    if (C->skip && C->skip[ii])
        return;
    if (!dec && kw != KW_op_wgmma && kw != KW_op_mma)  /* they check their own forms */
        cc_unsupported(C, in, NULL);
    C->sreg_opnd = NULL;
    cc_sreg_cvt_source(C, S, in, ii);
    cc_note_mentions(C, in);
    if (kw == KW_op_wgmma) {
        cc_lower_wgmma(C, S, in, ii, dec);
        return;
    }
    if (kw == KW_op_mma) { cc_lower_mma(C, S, in, ii, dec); return; }
    /* instruction families first: they take what they implement */
    if (cc_lower_intfam(C, S, in, ii, dec) || cc_lower_floatfam(C, S, in, ii, dec) ||
        cc_lower_warpfam(C, S, in, ii, dec) || cc_lower_atomfam(C, S, in, ii, dec) ||
        cc_lower_barfam(C, S, in, ii, dec) ||
        cc_lower_texfam(C, S, in, ii, dec) || cc_lower_surffam(C, S, in, ii, dec) ||
        cc_lower_tmafam(C, S, in, ii, dec))
        return;
    t = (ir_type)dec->types[0];
    switch (kw) {
    case KW_op_mov: lower_mov(C, S, in, ii, dec); return;
    case KW_op_mbarrier: cc_lower_mbarrier(C, S, in, ii, dec); return;
    case KW_op_cp: cc_lower_cp(C, S, in, ii, dec); return;
    case KW_op_ld: lower_ldst(C, S, in, ii, dec, 0); return;
    case KW_op_wmma: cc_lower_wmma(C, S, in, ii, dec); return;
    case KW_op_ldmatrix: cc_lower_ldmatrix(C, S, in, ii, dec); return;
    case KW_op_stmatrix: cc_lower_stmatrix(C, S, in, ii, dec); return;
    case KW_op_movmatrix: cc_lower_movmatrix(C, S, in, ii, dec); return;
    case KW_op_st: lower_ldst(C, S, in, ii, dec, 1); return;
    case KW_op_ldu: lower_ldst(C, S, in, ii, dec, 0); return;  /* a uniform ld */
    case KW_op_prefetch: case KW_op_prefetchu:
        return;                    /* cache hints: no effect on results */
    case KW_op_isspacep: {
        const ir_opnd *o = ir_opnds(C->m, in);
        pv_insn *I = cc_emit(C, PV_OP_ISSPACEP, ii);
        cc_guard(C, S, in, I);
        I->d = cc_pred(C, S, in, &o[0]);
        I->a = cc_src(C, S, in, &o[1], 1);
        I->aux = dec->space;
        return;
    }
    case KW_op_setp: lower_setp(C, S, in, ii, dec); return;
    case KW_op_cvt: lower_cvt(C, S, in, ii, dec); return;
    case KW_op_add:
        if (ir_type_class(t) == TC_FLOAT)
            lower_float(C, S, in, ii, dec, PV_OP_ADD_F32, PV_OP_ADD_F64);
        else
            lower_int(C, S, in, ii, dec, PV_OP_ADD_I32, PV_OP_ADD_I64);
        return;
    case KW_op_sub:
        if (ir_type_class(t) == TC_FLOAT)
            lower_float(C, S, in, ii, dec, PV_OP_SUB_F32, PV_OP_SUB_F64);
        else
            lower_int(C, S, in, ii, dec, PV_OP_SUB_I32, PV_OP_SUB_I64);
        return;
    case KW_op_mul:
        if (ir_type_class(t) == TC_FLOAT) {
            lower_float(C, S, in, ii, dec, PV_OP_MUL_F32, PV_OP_MUL_F64);
        } else if (dec->flags & ISA_F(WIDE)) {
            if (ir_type_size(t) != 4)
                cc_unsupported(C, in, NULL);
            {
                const ir_opnd *o = ir_opnds(C->m, in);
                pv_insn *I;
                cc_op d = cc_reg(C, S, in, &o[0]);
                I = cc_emit(C, is_signed(t) ? PV_OP_MUL_WIDE_S32 : PV_OP_MUL_WIDE_U32, ii);
                cc_guard(C, S, in, I);
                I->d = d.slot;
                I->a = cc_src(C, S, in, &o[1], 0);
                I->b = cc_src(C, S, in, &o[2], 0);
                if (!d.wide)
                    cc_unsupported(C, in, "destination width");
            }
        } else if (dec->flags & ISA_F(HI)) {
            if (ir_type_size(t) == 4)
                lower_int(C, S, in, ii, dec, is_signed(t) ? PV_OP_MUL_HI_S32 : PV_OP_MUL_HI_U32, 0);
            else
                lower_int(C, S, in, ii, dec, 0, is_signed(t) ? PV_OP_MUL_HI_S64 : PV_OP_MUL_HI_U64);
        } else {
            lower_int(C, S, in, ii, dec, PV_OP_MUL_LO_I32, PV_OP_MUL_LO_I64);
        }
        return;
    case KW_op_mad:
        if (ir_type_class(t) == TC_FLOAT) {
            lower_float(C, S, in, ii, dec, PV_OP_FMA_F32, PV_OP_FMA_F64);
        } else if (dec->flags & ISA_F(WIDE)) {
            const ir_opnd *o = ir_opnds(C->m, in);
            pv_insn *I;
            cc_op d = cc_reg(C, S, in, &o[0]);
            if (ir_type_size(t) != 4 || !d.wide)
                cc_unsupported(C, in, NULL);
            I = cc_emit(C, is_signed(t) ? PV_OP_MAD_WIDE_S32 : PV_OP_MAD_WIDE_U32, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->a = cc_src(C, S, in, &o[1], 0);
            I->b = cc_src(C, S, in, &o[2], 0);
            I->c = cc_src(C, S, in, &o[3], 1);
        } else if (dec->flags & ISA_F(HI)) {
            cc_unsupported(C, in, NULL);
        } else {
            lower_int(C, S, in, ii, dec, PV_OP_MAD_LO_I32, PV_OP_MAD_LO_I64);
        }
        return;
    case KW_op_fma:
        lower_float(C, S, in, ii, dec, PV_OP_FMA_F32, PV_OP_FMA_F64);
        return;
    case KW_op_neg:
        if (ir_type_class(t) == TC_FLOAT)
            lower_float(C, S, in, ii, dec, PV_OP_NEG_F32, PV_OP_NEG_F64);
        else
            lower_int(C, S, in, ii, dec, PV_OP_NEG_I32, PV_OP_NEG_I64);
        return;
    case KW_op_abs:
        if (ir_type_class(t) == TC_FLOAT)
            lower_float(C, S, in, ii, dec, PV_OP_ABS_F32, PV_OP_ABS_F64);
        else
            cc_unsupported(C, in, NULL);
        return;
    case KW_op_min: case KW_op_max:
        if (ir_type_class(t) == TC_FLOAT)
            cc_unsupported(C, in, NULL);
        if (kw == KW_op_min)
            lower_int(C, S, in, ii, dec,
                      is_signed(t) ? PV_OP_MIN_S32 : PV_OP_MIN_U32,
                      is_signed(t) ? PV_OP_MIN_S64 : PV_OP_MIN_U64);
        else
            lower_int(C, S, in, ii, dec,
                      is_signed(t) ? PV_OP_MAX_S32 : PV_OP_MAX_U32,
                      is_signed(t) ? PV_OP_MAX_S64 : PV_OP_MAX_U64);
        return;
    case KW_op_and: case KW_op_or: case KW_op_xor: case KW_op_not:
        if (t == T_PRED) {
            const ir_opnd *o = ir_opnds(C->m, in);
            uint32_t a = pred_src(C, S, in, ii, &o[1], 0);
            uint32_t b = kw != KW_op_not ? pred_src(C, S, in, ii, &o[2], 1) : a;
            pv_insn *I = cc_emit(C, kw == KW_op_and ? PV_OP_AND_P : kw == KW_op_or ?
                              PV_OP_OR_P : kw == KW_op_xor ? PV_OP_XOR_P : PV_OP_NOT_P, ii);
            cc_guard(C, S, in, I);
            I->d = cc_pred(C, S, in, &o[0]);
            I->a = a;
            I->b = b;
            return;
        }
        if (ir_type_size(t) < 4)
            cc_unsupported(C, in, NULL);
        lower_int(C, S, in, ii, dec,
                  kw == KW_op_and ? PV_OP_AND_B32 : kw == KW_op_or ? PV_OP_OR_B32 :
                  kw == KW_op_xor ? PV_OP_XOR_B32 : PV_OP_NOT_B32,
                  kw == KW_op_and ? PV_OP_AND_B64 : kw == KW_op_or ? PV_OP_OR_B64 :
                  kw == KW_op_xor ? PV_OP_XOR_B64 : PV_OP_NOT_B64);
        return;
    case KW_op_shl: case KW_op_shr: {
        const ir_opnd *o = ir_opnds(C->m, in);
        uint32_t sz = ir_type_size(t), op;
        pv_insn *I;
        cc_op d;
        if (sz != 4 && sz != 8)
            cc_unsupported(C, in, NULL);
        op = kw == KW_op_shl ? (sz == 8 ? PV_OP_SHL_B64 : PV_OP_SHL_B32) :
             is_signed(t) ? (sz == 8 ? PV_OP_SHR_S64 : PV_OP_SHR_S32) :
                            (sz == 8 ? PV_OP_SHR_U64 : PV_OP_SHR_U32);
        d = cc_reg(C, S, in, &o[0]);
        if (sz == 4 && o[2].kind == OK_INT && o[2].val < 32) {
            /* a constant amount: one shift for the whole warp */
            op = op == PV_OP_SHL_B32 ? PV_OP_SHL_IMM32 :
                 op == PV_OP_SHR_U32 ? PV_OP_SHR_U_IMM32 : PV_OP_SHR_S_IMM32;
            I = cc_emit(C, op, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->a = cc_src(C, S, in, &o[1], 0);
            I->x = o[2].val;
            return;
        }
        I = cc_emit(C, op, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = cc_src(C, S, in, &o[1], sz == 8);
        I->b = cc_src(C, S, in, &o[2], 0);        /* shift amount: .u32 */
        return;
    }
    case KW_op_selp: {
        const ir_opnd *o = ir_opnds(C->m, in);
        int wide = type_wide(t);
        pv_insn *I;
        cc_op d = cc_reg(C, S, in, &o[0]);
        if (ir_type_size(t) < 4 || (o[3].kind != OK_REG && o[3].kind != OK_INT) ||
            (o[3].flags & OF_NEG))
            cc_unsupported(C, in, NULL);
        if (o[3].kind == OK_INT) {        /* a constant predicate picks a side */
            I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
            cc_guard(C, S, in, I);
            I->d = d.slot;
            I->a = cc_src(C, S, in, &o[o[3].val ? 1 : 2], wide);
            return;
        }
        I = cc_emit(C, wide ? PV_OP_SELP64 : PV_OP_SELP32, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = cc_src(C, S, in, &o[1], wide);
        I->b = cc_src(C, S, in, &o[2], wide);
        I->c = cc_pred(C, S, in, &o[3]);
        return;
    }
    case KW_op_cvta: {
        const ir_opnd *o = ir_opnds(C->m, in);
        int wide = type_wide(t);
        pv_insn *I;
        cc_op d = cc_reg(C, S, in, &o[0]);
        sema_ref r;
        uint32_t a;
        if ((o[1].kind == OK_REG || o[1].kind == OK_SYM) &&
            sema_resolve(S, o[1].sym, &r) == 0 && r.kind == REF_VAR &&
            r.space != SP_REG && !(dec->flags & ISA_F(TO))) {
            /* cvta.local.u64 d, var: the variable's address, made generic */
            a = cc_cols(C, wide ? CC_COL64 : CC_COL32);
            var_address(C, S, in, ii, &o[1], &r, a, wide);
        } else {
            if (o[1].kind != OK_REG || sema_resolve(S, o[1].sym, &r) != 0 ||
                r.kind != REF_VAR || r.space != SP_REG)
                cc_unsupported(C, in, "cvta of a variable name");
            a = cc_src(C, S, in, &o[1], wide);
        }
        I = cc_emit(C, (dec->flags & ISA_F(TO)) ? PV_OP_CVTA_TO : PV_OP_CVTA_FROM, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = a;
        I->aux = dec->space;
        I->x = (uint64_t)wide;
        return;
    }
    case KW_op_bra: {
        const ir_opnd *o = ir_opnds(C->m, in);
        sema_ref r;
        pv_insn *I;
        if (in->nopnds != 1 || sema_resolve(S, o[0].sym, &r) != 0 ||
            r.kind != REF_LABEL)
            cc_unsupported(C, in, NULL);
        I = cc_emit(C, PV_OP_BRA, ii);
        cc_guard(C, S, in, I);
        if (C->nfixes == C->fcap)
            C->fixes = (cc_fix *)cc_grow(C, C->fixes, &C->fcap, C->nfixes + 1,
                                         sizeof *C->fixes);
        C->fixes[C->nfixes].insn = C->code->ninsns - 1;
        C->fixes[C->nfixes].label = r.index;
        C->nfixes++;
        return;
    }
    case KW_op_brx: {
        /* brx.idx i, list: the instruction is followed by its table, one
           NOP per label with the target in x (patched like bra) */
        const ir_opnd *o = ir_opnds(C->m, in);
        sema_ref r;
        const ir_tlist *tl;
        pv_insn *I;
        uint32_t j;
        if (in->nopnds != 2 || sema_resolve(S, o[1].sym, &r) != 0 ||
            r.kind != REF_TLIST)
            cc_unsupported(C, in, NULL);
        tl = &C->m->tlists.data[r.index];
        I = cc_emit(C, PV_OP_BRX, ii);
        cc_guard(C, S, in, I);
        I->a = cc_src(C, S, in, &o[0], 0);
        I->aux = tl->n;
        for (j = 0; j < tl->n; j++) {
            sema_ref lr;
            if (sema_resolve(S, C->m->syms.data[tl->syms + j], &lr) != 0 ||
                lr.kind != REF_LABEL)
                cc_unsupported(C, in, "branch target list");
            cc_emit(C, PV_OP_NOP, ii);
            if (C->nfixes == C->fcap)
                C->fixes = (cc_fix *)cc_grow(C, C->fixes, &C->fcap, C->nfixes + 1,
                                             sizeof *C->fixes);
            C->fixes[C->nfixes].insn = C->code->ninsns - 1;
            C->fixes[C->nfixes].label = lr.index;
            C->nfixes++;
        }
        return;
    }
    case KW_op_exit: {
        pv_insn *I = cc_emit(C, PV_OP_EXIT, ii);
        cc_guard(C, S, in, I);
        return;
    }
    case KW_op_ret:
        cc_lower_ret(C, S, in, ii);
        return;
    case KW_op_call:
        cc_lower_call(C, S, in, ii);
        return;
    case KW_op_alloca: case KW_op_stacksave: case KW_op_stackrestore: {
        const ir_opnd *o = ir_opnds(C->m, in);
        int wide = type_wide(t);
        pv_insn *I = cc_emit(C, kw == KW_op_alloca ? PV_OP_ALLOCA :
                                kw == KW_op_stacksave ? PV_OP_STACKSAVE :
                                PV_OP_STACKRESTORE, ii);
        cc_guard(C, S, in, I);
        I->aux = (uint32_t)wide;
        if (kw == KW_op_stackrestore) {
            I->a = cc_src(C, S, in, &o[0], wide);
            return;
        }
        I->d = cc_reg(C, S, in, &o[0]).slot;
        if (kw == KW_op_alloca) {
            I->a = cc_src(C, S, in, &o[1], wide);
            I->x = in->nopnds > 2 && o[2].kind == OK_INT ? o[2].val : 8;
            if (!I->x || (I->x & (I->x - 1)) || I->x > 4096)
                cc_unsupported(C, in, "alignment");
        }
        return;
    }
    case KW_op_brkpt:           /* a breakpoint with no debugger: a trap */
    case KW_op_trap: {
        pv_insn *I = cc_emit(C, PV_OP_TRAP, ii);
        cc_guard(C, S, in, I);
        return;
    }
    case KW_op_nanosleep:
        /* a hint: the warp runs on; nothing to wait for */
        return;
    case KW_op_membar: case KW_op_fence:
        /* A CTA's own memory operations happen in program order on one
           host thread; other CTAs may run on other threads, so a fence
           is a host fence (membar.cta needs none: its CTA is one
           thread). Proxy fences too: the async and tensormap proxies'
           copies are done by the thread that issues them, in program
           order, so one host fence orders them with every other access;
           a cluster's CTAs may run on other threads, as other CTAs. */
        {
            uint32_t j, cta = 0;
            pv_insn *I;
            for (j = 0; j < in->nmods; j++) {
                uint32_t md = ir_mods(C->m, in)[j];
                cta |= md == KW_cta;
            }
            if (cta)
                return;
            I = cc_emit(C, PV_OP_FENCE, ii);
            cc_guard(C, S, in, I);
        }
        return;
    case KW_op_activemask: {
        const ir_opnd *o = ir_opnds(C->m, in);
        cc_op d = cc_reg(C, S, in, &o[0]);
        pv_insn *I = cc_emit(C, PV_OP_ACTIVEMASK, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        return;
    }
    default:
        cc_unsupported(C, in, NULL);
    }
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
        cc_lower_ret(C, NULL, NULL, 0);          /* falling off the end */
        cc_function_saves(C, i);
    }
    if (k->nfuncs || k->uses_stack)
        k->insns[sp_init].a = cc_const(C, k->local_bytes, 0);
    for (i = 0; i < C->nfixes; i++)
        k->insns[C->fixes[i].insn].x = C->label_bc[C->fixes[i].label];
    cc_peephole(C);
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
    if (C->used)
        pv_free(h, C->used, (size_t)C->used_cap * sizeof *C->used);
    if (C->lay)
        pv_free(h, C->lay, (size_t)C->lay_cap * sizeof(uint32_t));
    if (C->fixes)
        pv_free(h, C->fixes, (size_t)C->fcap * sizeof *C->fixes);
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
