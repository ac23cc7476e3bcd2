/* The order of a %r<N> declaration's registers in their columns. nvcc
   names the elements of int4 and float4 accesses in any order
   (ld.v4.u32 {%r74, %r73, %r72, %r75}); a vector access needs its
   elements in consecutive columns (compile_move.c), else it goes through
   temporary columns and a move per element, four dispatches each way.
   Before a function is lowered its vector operands claim, in program
   order, consecutive places for their registers; the other registers
   keep their order after them. Any order of the columns computes the
   same, so a claim that conflicts with an earlier one is merely left to
   the temporaries. Loads and stores claim first, then every other
   vector operand. PTXVM_FLAG_NO_FUSION keeps the declared order (the
   tests compare both). */
#include "compile_int.h"

#define VP_NONE UINT32_MAX          /* vp_at: the declared order          */
#define VP_WANT (UINT32_MAX - 1u)   /* vp_at: an order to make            */

/* The variable every element of vector operand o names, each element
   once, its elements into el; UINT32_MAX when o is not such a brace. */
static uint32_t brace_var(cc *C, pv_sema *S, const ir_opnd *o, uint32_t *el)
{
    const ir_opnd *e;
    uint32_t i, j, var = UINT32_MAX;
    if (o->kind != OK_VEC || o->n < 2 || o->n > 8)
        return UINT32_MAX;
    e = C->m->opnds.data + o->sub;
    for (i = 0; i < o->n; i++) {
        sema_ref r;
        const ir_var *v;
        if (e[i].kind != OK_REG || (e[i].flags & OF_COMP) ||
            sema_resolve(S, e[i].sym, &r) != 0 || r.kind != REF_VAR ||
            r.space != SP_REG)
            return UINT32_MAX;
        v = &C->m->vars.data[r.index];
        if (!v->count || v->vec || v->type == T_PRED || r.element >= v->count ||
            (i && r.index != var))
            return UINT32_MAX;
        var = r.index;
        el[i] = r.element;
        for (j = 0; j < i; j++)
            if (el[j] == el[i])
                return UINT32_MAX;
    }
    return var;
}

/* The per-variable tables, made at the first brace out of order. */
static int vp_tables(cc *C)
{
    const uint32_t nv = C->m->vars.len;
    if (C->vp_at)
        return 1;
    C->vp_at = (uint32_t *)pv_realloc(C->h, NULL, 0, nv * sizeof(uint32_t));
    if (!C->vp_at)
        pv_fail_oom(C->d);
    C->vp_next = (uint32_t *)pv_realloc(C->h, NULL, 0, nv * sizeof(uint32_t));
    if (!C->vp_next)
        pv_fail_oom(C->d);
    memset(C->vp_at, 0xff, nv * sizeof(uint32_t));
    memset(C->vp_next, 0xff, nv * sizeof(uint32_t));
    return 1;
}

static int is_ldst(uint32_t op)
{
    return op == KW_op_ld || op == KW_op_ldu || op == KW_op_st;
}

/* Each brace of pass (1: loads and stores, 2: the rest) claims places;
   want: only mark the variables some brace would need temporaries for. */
static void claim_all(cc *C, pv_sema *S, int pass, int want)
{
    const ir_func *f = C->f;
    uint32_t s, k, el[8];
    for (s = 0; s < f->nstmts; s++) {
        const ir_stmt *st = &C->m->stmts.data[f->stmts + s];
        const ir_inst *in;
        const ir_opnd *o;
        if (st->kind != ST_INST)
            continue;
        in = &C->m->insts.data[st->index];
        if (is_ldst(in->opcode) != (pass == 1))
            continue;
        o = C->m->opnds.data + in->opnds;
        for (k = 0; k < in->nopnds; k++) {
            uint32_t var = brace_var(C, S, &o[k], el), i, at, *pos;
            if (var == UINT32_MAX)
                continue;
            if (want) {
                for (i = 1; i < o[k].n && el[i] == el[0] + i; i++)
                    ;
                if (i < o[k].n && vp_tables(C) && C->vp_at[var] == VP_NONE &&
                    C->vp_nwant < VP_MAX_WANT) {
                    C->vp_at[var] = VP_WANT;   /* needs an order of its own */
                    C->vp_want[C->vp_nwant++] = var;
                }
                continue;
            }
            if (C->vp_at[var] >= VP_WANT || C->vp_next[var] == UINT32_MAX)
                continue;
            pos = C->vp_pool + C->vp_at[var];
            for (i = 0; i < o[k].n && pos[el[i]] == UINT32_MAX; i++)
                ;
            if (i < o[k].n)
                continue;                  /* an element placed already */
            at = C->vp_next[var];
            for (i = 0; i < o[k].n; i++)
                pos[el[i]] = at + i;
            C->vp_next[var] = at + o[k].n;
        }
    }
}

PTXVM_INTERNAL void cc_vec_order(cc *C, pv_sema *S)
{
    uint32_t v, w, need = 0, *pool;
    if (C->mod->vm->cfg.flags & PTXVM_FLAG_NO_FUSION)
        return;
    C->vp_nwant = 0;
    claim_all(C, S, 1, 1);
    claim_all(C, S, 2, 1);
    for (w = 0; w < C->vp_nwant; w++)   /* this function's new orders */
        need += C->m->vars.data[C->vp_want[w]].count;
    if (!need)
        return;
    if (C->vp_len + need < need)
        pv_fail_oom(C->d);
    pool = (uint32_t *)pv_realloc(C->h, C->vp_pool, C->vp_len * sizeof(uint32_t),
                                  (C->vp_len + need) * sizeof(uint32_t));
    if (!pool)
        pv_fail_oom(C->d);              /* the old pool is still C's to free */
    C->vp_pool = pool;
    for (w = 0; w < C->vp_nwant; w++) {
        uint32_t n = C->m->vars.data[v = C->vp_want[w]].count;
        memset(C->vp_pool + C->vp_len, 0xff, n * sizeof(uint32_t));
        C->vp_at[v] = C->vp_len;
        C->vp_next[v] = 0;
        C->vp_len += n;
    }
    claim_all(C, S, 1, 0);
    claim_all(C, S, 2, 0);
    for (w = 0; w < C->vp_nwant; w++) { /* the rest after, in their order */
        uint32_t e, *pos, n;
        v = C->vp_want[w];
        pos = C->vp_pool + C->vp_at[v];
        n = C->m->vars.data[v].count;
        for (e = 0; e < n; e++)
            if (pos[e] == UINT32_MAX)
                pos[e] = C->vp_next[v]++;
        C->vp_next[v] = UINT32_MAX;     /* complete: later functions skip it */
    }
}

PTXVM_INTERNAL void cc_vec_order_free(cc *C)
{
    if (C->vp_at)
        pv_free(C->h, C->vp_at, C->m->vars.len * sizeof(uint32_t));
    if (C->vp_next)
        pv_free(C->h, C->vp_next, C->m->vars.len * sizeof(uint32_t));
    if (C->vp_pool)
        pv_free(C->h, C->vp_pool, C->vp_len * sizeof(uint32_t));
    C->vp_at = C->vp_next = C->vp_pool = NULL;
    C->vp_len = 0;
}
