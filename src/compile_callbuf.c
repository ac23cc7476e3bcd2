/* .param variables homed in the call buffers (compile_callbuf.h).

   A call passes arguments through argbuf and results through retbuf
   (compile_call.c). Most .param variables only carry a value into or out
   of one buffer slot: a call sequence's argument is stored, then the call
   copies it to argbuf; the callee copies argbuf into its formal
   parameter, then loads it; results go the same way back. Copies between
   per-lane .local slots cost as much as the loads and stores around them,
   and in a recursive function the formals sit in frames at lane depths,
   so each is a gather. A variable whose every use is such a store or load
   can live in the buffer slot itself when no call can overwrite the slot
   between its store and its use:

   - a call sequence's argument: declared in an innermost block holding
     one direct call and no label, named once in that call's arguments,
     otherwise only stored (st.param) before the call;
   - a call sequence's result: the same, named once in the call's
     results, otherwise only loaded (ld.param) after the call;
   - a formal parameter: only loaded, and only in the straight-line code
     at the function's entry (before any label or control transfer);
   - a formal result: only stored, each store followed by an unguarded
     ret (or the end of the body) with no call or branch in between.

   Names are compared as symbols, so a variable of the same name in a
   nested block (shadowing) disqualifies a formal. */
#include "compile_callbuf.h"

/* Transfers of control: after one, argbuf and retbuf may hold another
   call's values. */
static int pb_control(uint32_t op)
{
    return op == KW_op_bra || op == KW_op_brx || op == KW_op_call || op == KW_op_ret ||
           op == KW_op_exit || op == KW_op_trap;
}

/* How many times operand o (its elements included) names sym. */
static uint32_t pb_names(const ir_module *m, const ir_opnd *o, uint32_t sym)
{
    uint32_t i, n = 0;
    switch (o->kind) {
    case OK_REG: case OK_SYM: case OK_ADDR:
        return o->sym == sym;
    case OK_VEC: case OK_LIST: case OK_PAIR: case OK_BRACKET:
        for (i = 0; i < o->n; i++)
            n += pb_names(m, &m->opnds.data[o->sub + i], sym);
        return n;
    default:
        return 0;
    }
}

static uint32_t pb_inst_names(const ir_module *m, const ir_inst *in, uint32_t sym)
{
    const ir_opnd *o = ir_opnds(m, in);
    uint32_t i, n = 0;
    for (i = 0; i < in->nopnds; i++)
        n += pb_names(m, &o[i], sym);
    return n;
}

/* Is in an ld.param (store: st.param) whose address is [sym + offset],
   naming sym nowhere else? */
static int pb_param_access(const ir_module *m, const ir_inst *in, uint32_t sym, int store)
{
    const ir_opnd *o = ir_opnds(m, in);
    const uint32_t *md = ir_mods(m, in);
    uint32_t j, param = 0, k = store ? 0 : 1;
    if (in->opcode != (store ? KW_op_st : KW_op_ld) || in->nopnds != 2)
        return 0;
    for (j = 0; j < in->nmods; j++)
        param |= md[j] == KW_param || md[j] == KW_param_func;
    return param && o[k].kind == OK_ADDR && !(o[k].flags & OF_ARRAY) && o[k].sym == sym &&
           pb_inst_names(m, in, sym) == 1;
}

PTXVM_INTERNAL void cc_formals_in_bufs(cc *C, uint32_t pfi, uint8_t *inbuf)
{
    const ir_module *m = C->m;
    const ir_func *f = &m->funcs.data[C->code->funcs[pfi].irfn];
    uint32_t n = f->nparams + f->nrets, i, k, prefix = 1, okret = 1;
    uint32_t name[PB_MAX_FORMALS];
    if (n > PB_MAX_FORMALS)
        return;                          /* the caller leaves them in place */
    for (k = 0; k < n; k++) {
        const ir_var *v = &m->vars.data[k < f->nparams ? f->params + k
                                                       : f->rets + (k - f->nparams)];
        name[k] = v->name;
        inbuf[k] = v->space == SP_PARAM && v->size && v->name;
    }
    /* parameters: loads in the entry's straight-line code only; no
       variable of the body may share a formal's name */
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &m->stmts.data[f->stmts + i];
        if (st->kind == ST_VAR) {
            for (k = 0; k < n; k++)
                if (m->vars.data[st->index].name == name[k])
                    inbuf[k] = 0;
        } else if (st->kind == ST_LABEL) {
            prefix = 0;
        } else if (st->kind == ST_INST) {
            const ir_inst *in = &m->insts.data[st->index];
            for (k = 0; k < f->nparams; k++)
                if (inbuf[k] && pb_inst_names(m, in, name[k]) &&
                    !(prefix && pb_param_access(m, in, name[k], 0)))
                    inbuf[k] = 0;
            if (pb_control(in->opcode))
                prefix = 0;
        }
    }
    /* results: stores, each reaching a ret with no call or branch
       between (walked backwards: okret says so for what follows) */
    for (i = f->nstmts; i-- > 0;) {
        const ir_stmt *st = &m->stmts.data[f->stmts + i];
        const ir_inst *in;
        if (st->kind != ST_INST)
            continue;
        in = &m->insts.data[st->index];
        for (k = f->nparams; k < n; k++)
            if (inbuf[k] && pb_inst_names(m, in, name[k]) &&
                !(okret && pb_param_access(m, in, name[k], 1)))
                inbuf[k] = 0;
        if (in->opcode == KW_op_ret && !in->guard)
            okret = 1;
        else if (pb_control(in->opcode))
            okret = 0;
    }
}

/* The block of statements [a, b) of f, innermost: its .param variables
   that qualify move into the buffers of its one call. */
static void pb_block(cc *C, const ir_func *f, uint32_t a, uint32_t b)
{
    const ir_module *m = C->m;
    const pv_code *k = C->code;
    const ir_inst *call = NULL;
    const ir_opnd *o, *rets = NULL, *args = NULL, *target;
    const pv_func *F;
    uint32_t i, j, at = 0, no = 0, pfi;
    for (i = a; i < b; i++) {
        const ir_stmt *st = &m->stmts.data[f->stmts + i];
        if (st->kind == ST_LABEL)
            return;
        if (st->kind == ST_INST && m->insts.data[st->index].opcode == KW_op_call) {
            if (call)
                return;
            call = &m->insts.data[st->index];
            at = i;
        }
    }
    if (!call)
        return;
    o = ir_opnds(m, call);
    if (call->nopnds && o[0].kind == OK_LIST)
        rets = &o[no++];
    if (no >= call->nopnds)
        return;
    target = &o[no++];
    if (no < call->nopnds && o[no].kind == OK_LIST)
        args = &o[no++];
    if (no < call->nopnds || (target->kind != OK_REG && target->kind != OK_SYM))
        return;                          /* indirect: a prototype follows */
    pfi = cc_callee_named(C, target->sym);
    if (pfi >= k->nfuncs)
        return;
    F = &k->funcs[pfi];
    if ((args ? args->n : 0) != F->nparams || (rets ? rets->n : 0) != F->nrets)
        return;
    for (i = a; i < b; i++) {
        const ir_stmt *st = &m->stmts.data[f->stmts + i];
        const ir_var *v;
        uint32_t vi, pos = 0, hits = 0, res = 0, s, ok = 1, slot;
        if (st->kind != ST_VAR)
            continue;
        vi = st->index;
        v = &m->vars.data[vi];
        if (v->space != SP_PARAM || !v->size || !v->name)
            continue;
        /* where the call names it: exactly once, as a whole argument or
           result */
        for (j = 0; args && j < args->n; j++) {
            const ir_opnd *e = &m->opnds.data[args->sub + j];
            uint32_t c = pb_names(m, e, v->name);
            if (c) {
                hits += c;
                pos = j;
                ok &= e->kind == OK_REG;
            }
        }
        for (j = 0; rets && j < rets->n; j++) {
            const ir_opnd *e = &m->opnds.data[rets->sub + j];
            uint32_t c = pb_names(m, e, v->name);
            if (c) {
                hits += c;
                pos = j;
                res = 1;
                ok &= e->kind == OK_REG;
            }
        }
        if (!ok || hits != 1 || pb_inst_names(m, call, v->name) != 1)
            continue;
        /* every other use: a store before the call (an argument) or a
           load after it (a result), and none before the declaration */
        for (s = a; s < b && ok; s++) {
            const ir_stmt *t = &m->stmts.data[f->stmts + s];
            const ir_inst *in;
            if (t->kind != ST_INST || s == at)
                continue;
            in = &m->insts.data[t->index];
            if (!pb_inst_names(m, in, v->name))
                continue;
            ok = s > i && (res ? s > at && pb_param_access(m, in, v->name, 0)
                               : s < at && pb_param_access(m, in, v->name, 1));
        }
        slot = k->playout[F->layout + 2 * (res ? F->nparams + pos : pos)];
        if (!ok || k->playout[F->layout + 2 * (res ? F->nparams + pos : pos) + 1] != v->size)
            continue;
        C->var_home[vi] = CC_HOME_LOCAL;
        C->var_slot[vi] = (res ? k->retbuf : k->argbuf) + slot;
    }
}

PTXVM_INTERNAL void cc_callseq_in_bufs(cc *C, const ir_func *f)
{
    const ir_module *m = C->m;
    uint32_t i, open = 0, inner = 0;
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &m->stmts.data[f->stmts + i];
        if (st->kind == ST_OPEN) {
            open = i;
            inner = 1;
        } else if (st->kind == ST_CLOSE) {
            if (inner)
                pb_block(C, f, open + 1, i);
            inner = 0;                   /* the enclosing block has one inside */
        }
    }
}
