/* Functions and calls: which functions a kernel needs, their frames, and
   the calling convention of the bytecode.

   Every function a kernel can reach is compiled into the kernel's own
   bytecode after the kernel body. A call passes its arguments through
   argbuf and its results through retbuf, two fixed per-thread .local
   areas laid out like the ABI's parameter list (each value at its
   alignment): the caller writes argbuf and runs CALL; the callee's
   prologue copies argbuf into its formal parameters; its `ret` copies its
   results into retbuf and runs RET; the caller copies retbuf into its
   result variables. No call can happen on a thread between those steps,
   so one pair of buffers per thread is enough, and the layout doubles as
   the signature an indirect call is checked against. A .param variable
   that only carries a value into or out of one buffer slot lives in that
   slot, and its copy is left out (compile_callbuf.c).

   A function that can be active twice in one thread (recursion, directly
   or through other functions or function pointers) is "recursive": its
   .local and .param variables live in a frame on the thread's stack and
   are addressed from its frame-pointer column, and CALL saves in the
   frame those of its registers that can hold a value across one of its
   calls (compile_saves.c), so the outer activation gets them back at RET.
   The others keep everything at fixed .local offsets, which costs
   nothing at run time. Registers are per-lane columns, so lanes of one
   warp at different depths never disturb each other. */
#include "compile_callbuf.h"
#include "devrt.h"
#include <stdio.h>
#include <stdlib.h>

#define CL_MAX_PARAMS 4096u      /* parameters of one function we lay out */

static uint32_t cl_align(uint32_t v, uint32_t a)
{
    return (v + a - 1) & ~(a - 1);
}

static void *cl_grow(cc *C, void *data, uint32_t *cap, uint32_t need, size_t elem)
{
    void *n = pv_grow(C->h, data, cap, need, elem);
    if (!n)
        pv_fail_oom(C->d);
    return n;
}

static int cl_cmp_def(const void *a, const void *b)
{
    const uint32_t *x = (const uint32_t *)a, *y = (const uint32_t *)b;
    if (x[0] != y[0])
        return x[0] < y[0] ? -1 : 1;
    return x[1] < y[1] ? -1 : x[1] > y[1];
}

/* The definitions sorted by name, built on first need, so that a module
   that declares every function before defining it costs O(log n) per
   lookup, not a scan of the module. */
static void cl_defs_build(cc *C)
{
    uint32_t i, nf = C->m->funcs.len;
    if (C->defs)
        return;
    C->defs = (uint32_t *)pv_realloc(C->h, NULL, 0, (size_t)nf * 2 * sizeof(uint32_t));
    if (!C->defs)
        pv_fail_oom(C->d);
    for (i = 0; i < nf; i++) {
        const ir_func *g = &C->m->funcs.data[i];
        if ((g->flags & FF_BODY) && !(g->flags & (FF_PROTOTYPE | FF_ENTRY))) {
            C->defs[2 * C->ndefs] = g->name;
            C->defs[2 * C->ndefs + 1] = i;
            C->ndefs++;
        }
    }
    qsort(C->defs, C->ndefs, 2 * sizeof(uint32_t), cl_cmp_def);
}

/* The first definition named name (an ir function), or UINT32_MAX. */
static uint32_t cl_def_named(cc *C, uint32_t name)
{
    uint32_t lo = 0, hi;
    cl_defs_build(C);
    hi = C->ndefs;
    while (lo < hi) {                   /* the first pair with this name */
        uint32_t mid = lo + (hi - lo) / 2;
        if (C->defs[2 * mid] < name)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < C->ndefs && C->defs[2 * lo] == name ? C->defs[2 * lo + 1] : UINT32_MAX;
}

/* The definition of function fi (a declaration resolves by name: the
   first definition of that name), or fi itself when there is none (an
   .extern host function). */
static uint32_t cl_definition(cc *C, uint32_t fi)
{
    const ir_func *f = &C->m->funcs.data[fi];
    uint32_t d;
    if (f->flags & FF_BODY)
        return fi;
    d = cl_def_named(C, f->name);
    return d == UINT32_MAX ? fi : d;
}

PTXVM_INTERNAL uint32_t cc_callee_named(cc *C, uint32_t sym)
{
    uint32_t d = cl_def_named(C, sym);
    if (d == UINT32_MAX || !C->fn_code[d])
        return C->code->nfuncs;
    return C->fn_code[d] - 1;
}

static uint32_t cl_var_align(const ir_var *v)
{
    uint32_t a = v->align ? v->align : ir_type_size((ir_type)v->type);
    if (!v->align && v->vec)
        a *= v->vec;
    return a && !(a & (a - 1)) ? a : 1;
}

/* Offsets of a parameter list laid out as the ABI does; the total in
   *bytes; a signature of the layout. out may be NULL. */
static uint32_t cl_layout(cc *C, uint32_t first, uint32_t n, uint32_t *bytes,
                          uint32_t *out)
{
    uint32_t i, off = 0, sig = n * 0x9e3779b1u + 1;
    for (i = 0; i < n; i++) {
        const ir_var *v = &C->m->vars.data[first + i];
        uint32_t size = (uint32_t)v->size;
        off = cl_align(off, cl_var_align(v));
        if (out) {
            out[2 * i] = off;
            out[2 * i + 1] = size;
        }
        sig = (sig ^ size ^ (off << 12)) * 0x01000193u;
        off += size;
    }
    *bytes = off;
    return sig;
}

static uint32_t cl_signature(cc *C, const ir_func *f)
{
    uint32_t b;
    return cl_layout(C, f->params, f->nparams, &b, NULL) * 31u ^
           cl_layout(C, f->rets, f->nrets, &b, NULL);
}

static int cl_name_is(cc *C, uint32_t sym, const char *s)
{
    return strcmp(ir_name(C->m, sym), s) == 0;
}

/* Host functions: registered on the VM first, else the built-in ones. */
static void cl_bind_host(cc *C, pv_func *pf, const ir_func *f)
{
    const ptxvm_vm *vm = C->mod->vm;
    const char *name = ir_name(C->m, f->name);
    size_t len = strlen(name);
    uint32_t i;
    int supported = 0;
    for (i = 0; i < vm->nhostfns; i++)
        if (vm->hostfns[i].name_len == len && memcmp(vm->hostfns[i].name, name, len) == 0) {
            pf->host = i + 1;
            return;
        }
    if (cl_name_is(C, f->name, "vprintf"))
        pf->builtin = PV_BUILTIN_VPRINTF;
    else if (cl_name_is(C, f->name, "malloc"))
        pf->builtin = PV_BUILTIN_MALLOC;
    else if (cl_name_is(C, f->name, "free"))
        pf->builtin = PV_BUILTIN_FREE;
    else if (cl_name_is(C, f->name, "__assertfail"))
        pf->builtin = PV_BUILTIN_ASSERTFAIL;
    else if ((pf->builtin = pv_devrt_lookup(name, &supported)) != 0) {
        if (!supported)
            pv_fail(C->d, PTXVM_E_UNSUPPORTED, f->line, f->col,
                    "function '%s' of the CUDA device runtime is not supported "
                    "by this version of ptxvm", name);
    } else
        pv_fail(C->d, PTXVM_E_LINK, f->line, f->col,
                "function '%s' is declared but neither defined in this module "
                "nor registered with ptxvm_register_function", name);
}

static uint32_t cl_add(cc *C, uint32_t fi)
{
    const ir_func *f;
    pv_code *k = C->code;
    pv_func *pf;
    uint32_t n;
    fi = cl_definition(C, fi);
    if (C->fn_code[fi])
        return C->fn_code[fi] - 1;
    f = &C->m->funcs.data[fi];
    if (f->flags & (FF_ENTRY | FF_PROTOTYPE))
        pv_fail(C->d, PTXVM_E_UNSUPPORTED, f->line, f->col,
                "'%s' cannot be called", ir_name(C->m, f->name));
    k->funcs = (pv_func *)cl_grow(C, k->funcs, &k->funcs_cap, k->nfuncs + 1,
                                  sizeof *k->funcs);
    pf = &k->funcs[k->nfuncs];
    memset(pf, 0, sizeof *pf);
    pf->entry = PV_NO_REG;
    pf->irfn = fi;
    pf->name = f->name;
    pf->nparams = f->nparams;
    pf->nrets = f->nrets;
    n = 2 * (f->nparams + f->nrets);
    k->playout = (uint32_t *)cl_grow(C, k->playout, &k->playout_cap,
                                     k->nplayout + n + 1, sizeof(uint32_t));
    pf->layout = k->nplayout;
    cl_layout(C, f->params, f->nparams, &pf->arg_bytes, k->playout + pf->layout);
    cl_layout(C, f->rets, f->nrets, &pf->ret_bytes,
              k->playout + pf->layout + 2 * f->nparams);
    k->nplayout += n;
    pf->abi = cl_signature(C, f);
    C->fn_code[fi] = ++k->nfuncs;
    return k->nfuncs - 1;
}

/* The e-th direct callee of pv_func q (which has a body) as a pv_func
   index, or nfuncs when the kernel does not have it. */
static uint32_t cl_callee(cc *C, uint32_t q, uint32_t e)
{
    const ir_func *f = &C->m->funcs.data[C->code->funcs[q].irfn];
    uint32_t g = C->fn_code[cl_definition(C, C->m->syms.data[f->callees + e])];
    return g ? g - 1 : C->code->nfuncs;
}

/* Mark cyc[q] for each function on a cycle of direct calls (a strongly
   connected component of more than one function, or one that calls
   itself): those can be active twice in one thread. Tarjan's algorithm
   with explicit stacks, so any call chain costs linear time and no host
   stack. w: 5 * nfuncs words of scratch. */
static void cl_cycles(cc *C, uint8_t *cyc, uint32_t *w)
{
    uint32_t n = C->code->nfuncs, counter = 0, nscc = 0, ndfs = 0, r;
    uint32_t *index = w, *low = w + n, *scc = w + 2 * n, *dfs = w + 3 * n;
    uint32_t *edge = w + 4 * n;
    memset(index, 0, (size_t)n * sizeof *index);
    memset(cyc, 0, n);
    for (r = 0; r < n; r++) {
        if (index[r])
            continue;
        index[r] = low[r] = ++counter;
        scc[nscc++] = r;
        dfs[ndfs++] = r;
        edge[r] = 0;
        while (ndfs) {
            uint32_t v = dfs[ndfs - 1], t;
            const ir_func *f = &C->m->funcs.data[C->code->funcs[v].irfn];
            if (edge[v] < ((f->flags & FF_BODY) ? f->ncallees : 0)) {
                t = cl_callee(C, v, edge[v]++);
                if (t == n)
                    continue;
                if (t == v) {
                    cyc[v] = 1;
                } else if (!index[t]) {
                    index[t] = low[t] = ++counter;
                    scc[nscc++] = t;
                    dfs[ndfs++] = t;
                    edge[t] = 0;
                } else if (low[t] && index[t] < low[v]) {
                    low[v] = index[t];       /* t is on the component stack */
                }
                continue;
            }
            ndfs--;
            if (ndfs && low[v] < low[dfs[ndfs - 1]])
                low[dfs[ndfs - 1]] = low[v];
            if (low[v] == index[v]) {        /* v roots a component */
                uint32_t first = nscc;
                while (scc[--first] != v)
                    ;
                for (t = first; t < nscc; t++) {
                    if (nscc - first > 1)
                        cyc[scc[t]] = 1;
                    low[scc[t]] = 0;         /* off the component stack */
                }
                nscc = first;
            }
        }
    }
}

/* Place a function's formal parameters and results: .reg ones in
   columns, .param ones in .local (fixed or in the frame), or, where
   inbuf says so, in their slot of buf (argbuf or retbuf; lay: the
   layout's (offset, size) pairs). */
static void cl_place_formals(cc *C, uint32_t first, uint32_t n, uint32_t *frame,
                             const uint8_t *inbuf, uint32_t buf, const uint32_t *lay)
{
    uint32_t i;
    for (i = 0; i < n; i++) {
        uint32_t vi = first + i;
        const ir_var *v = &C->m->vars.data[vi];
        if (inbuf && inbuf[i]) {
            C->var_slot[vi] = buf + lay[2 * i];
            C->var_home[vi] = CC_HOME_LOCAL;
        } else if (v->space == SP_REG) {
            cc_place_var(C, vi, frame);
        } else {
            uint32_t *ctr = frame ? frame : &C->local;
            *ctr = cl_align(*ctr, cl_var_align(v));
            C->var_slot[vi] = *ctr;
            C->var_home[vi] = frame ? CC_HOME_FRAME : CC_HOME_LOCAL;
            C->var_fp[vi] = C->cur_fp;
            *ctr += (uint32_t)v->size;
        }
    }
}

/* The registers a recursive function saves: every register variable of
   its parameters, results and body, its frame pointer and return PC. */
static void cl_save_var(cc *C, pv_func *pf, uint32_t vi)
{
    pv_code *k = C->code;
    const ir_var *v = &C->m->vars.data[vi];
    uint32_t n = (v->count ? v->count : 1) * (v->vec ? v->vec : 1), j, kind, step;
    if (v->space != SP_REG || C->var_slot[vi] == CC_NO_SLOT)
        return;
    kind = v->type == T_PRED ? 0 : ir_type_size((ir_type)v->type) == 8 ? 8 : 4;
    step = kind == 0 ? 1 : kind == 8 ? CC_COL64 : CC_COL32;
    k->saves = (pv_save *)cl_grow(C, k->saves, &k->saves_cap, k->nsaves + n,
                                  sizeof *k->saves);
    for (j = 0; j < n; j++) {
        k->saves[k->nsaves].slot = C->var_slot[vi] + j * step;
        k->saves[k->nsaves].kind = kind;
        k->nsaves++;
        pf->save_bytes += kind == 8 ? 8 : 4;
    }
}

/* Lay out one device function: its variables, and for a recursive one
   its frame and save list. */
static void cl_layout_function(cc *C, uint32_t pfi)
{
    pv_func *pf = &C->code->funcs[pfi];
    const ir_func *f = &C->m->funcs.data[pf->irfn];
    uint32_t frame = 0, *fr = pf->recursive ? &frame : NULL, i, *lay;
    uint8_t inbuf[PB_MAX_FORMALS];
    const uint8_t *ib = NULL;
    if (f->nparams + f->nrets <= PB_MAX_FORMALS) {
        cc_formals_in_bufs(C, pfi, inbuf);
        ib = inbuf;
    }
    pf->fp = cc_cols(C, CC_COL32);
    pf->retpc = cc_cols(C, CC_COL32);
    C->cur_fp = pf->fp;
    lay = C->code->playout + C->code->funcs[pfi].layout;
    cl_place_formals(C, f->params, f->nparams, fr, ib, C->code->argbuf, lay);
    if (ib)
        ib += f->nparams;
    cl_place_formals(C, f->rets, f->nrets, fr, ib, C->code->retbuf, lay + 2 * f->nparams);
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &C->m->stmts.data[f->stmts + i];
        if (st->kind == ST_VAR)
            cc_place_var(C, st->index, fr);
    }
    cc_callseq_in_bufs(C, f);
    pf = &C->code->funcs[pfi];
    pf->frame = cl_align(frame, 16);
    /* the save area is known once the body is compiled: reserve the
       worst case now (stack sizing), cc_function_saves trims it */
    if (pf->recursive) {
        for (i = 0; i < f->nparams; i++)
            cl_save_var(C, pf, f->params + i);
        for (i = 0; i < f->nrets; i++)
            cl_save_var(C, pf, f->rets + i);
        for (i = 0; i < f->nstmts; i++) {
            const ir_stmt *st = &C->m->stmts.data[f->stmts + i];
            if (st->kind == ST_VAR)
                cl_save_var(C, pf, st->index);
        }
        C->code->nsaves = 0;          /* only the size was wanted */
        pf->save_bytes = cl_align(pf->save_bytes + 8, 16);
    }
}

PTXVM_INTERNAL void cc_note_reg(cc *C, uint32_t slot, uint32_t kind)
{
    if (!C->cur || !C->code->funcs[C->cur - 1].recursive)
        return;
    C->used = (pv_save *)cl_grow(C, C->used, &C->used_cap, C->nused + 1, sizeof *C->used);
    C->used[C->nused].slot = slot;
    C->used[C->nused].kind = kind;
    C->nused++;
}

static int cl_cmp_save(const void *a, const void *b)
{
    const pv_save *x = (const pv_save *)a, *y = (const pv_save *)b;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    return x->slot < y->slot ? -1 : x->slot > y->slot;
}

/* A recursive function saves the registers its body names (formal
   parameters and results included: the prologue and ret name them),
   its frame pointer and its return PC: nothing else can hold a value
   across one of its calls. */
PTXVM_INTERNAL void cc_function_saves(cc *C, uint32_t pfi)
{
    pv_code *k = C->code;
    pv_func *pf = &k->funcs[pfi];
    uint32_t i, n = 0;
    if (!pf->recursive)
        return;
    cc_note_reg(C, pf->fp, 4);
    cc_note_reg(C, pf->retpc, 4);
    qsort(C->used, C->nused, sizeof *C->used, cl_cmp_save);
    pf = &k->funcs[pfi];
    pf->saves = k->nsaves;
    pf->save_bytes = 0;
    for (i = 0; i < C->nused; i++) {
        if (n && C->used[i].slot == C->used[i - 1].slot &&
            C->used[i].kind == C->used[i - 1].kind)
            continue;
        k->saves = (pv_save *)cl_grow(C, k->saves, &k->saves_cap, k->nsaves + 1,
                                      sizeof *k->saves);
        k->saves[k->nsaves++] = C->used[i];
        pf = &k->funcs[pfi];
        pf->save_bytes += C->used[i].kind == 8 ? 8 : 4;
        n++;
    }
    pf->nsaves = n;
    if (n) {
        /* only those that can be live at one of its calls */
        pv_save *e = k->saves + pf->saves;
        uint8_t *keep = (uint8_t *)pv_realloc(C->h, NULL, 0, n);
        uint32_t kept = 0;
        if (!keep)
            pv_fail_oom(C->d);
        cc_saves_needed(C, pf->entry, k->ninsns, e, n, keep);
        pf->save_bytes = 0;
        for (i = 0; i < n; i++) {
            if (!keep[i] && !(e[i].kind == 4 && (e[i].slot == pf->fp ||
                                                 e[i].slot == pf->retpc)))
                continue;
            e[kept++] = e[i];
            pf->save_bytes += e[i].kind == 8 ? 8 : 4;
        }
        pv_free(C->h, keep, n);
        k->nsaves -= n - kept;
        pf->nsaves = kept;
    }
    pf->save_bytes = cl_align(pf->save_bytes, 16);
    cc_site_saves(C, pfi);
}

/* Does function fi allocate on the stack (alloca, stackrestore)? */
static int cl_uses_alloca(cc *C, uint32_t fi)
{
    const ir_func *f = &C->m->funcs.data[fi];
    uint32_t i;
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &C->m->stmts.data[f->stmts + i];
        if (st->kind == ST_INST) {
            uint32_t op = C->m->insts.data[st->index].opcode;
            if (op == KW_op_alloca || op == KW_op_stackrestore)
                return 1;
        }
    }
    return 0;
}

PTXVM_INTERNAL void cc_calls_plan(cc *C, uint32_t kernel)
{
    pv_code *k = C->code;
    uint32_t i, q, any_indirect = 0, nf = C->m->funcs.len, need_args = 0, need_rets = 0;
    uint32_t *scratch;
    uint8_t *cyc;
    size_t nscratch;
    const ir_func *kf = &C->m->funcs.data[kernel];
    /* direct callees, breadth first; the kernel itself is not a pv_func */
    any_indirect = kf->indirect != 0;
    for (i = 0; i < kf->ncallees; i++)
        cl_add(C, C->m->syms.data[kf->callees + i]);
    for (q = 0; q < k->nfuncs; q++) {
        const ir_func *f = &C->m->funcs.data[k->funcs[q].irfn];
        if (!(f->flags & FF_BODY))
            continue;
        any_indirect |= f->indirect != 0;
        for (i = 0; i < f->ncallees; i++)
            cl_add(C, C->m->syms.data[f->callees + i]);
    }
    /* an indirect call may reach any function whose address is taken */
    if (any_indirect)
        for (i = 0; i < nf; i++) {
            const ir_func *f = &C->m->funcs.data[i];
            if ((f->flags & FF_ADDRESS_TAKEN) && !(f->flags & (FF_ENTRY | FF_PROTOTYPE)))
                cl_add(C, i);
        }
    for (q = 0; q < k->nfuncs; q++) {      /* newly added ones' callees */
        const ir_func *f = &C->m->funcs.data[k->funcs[q].irfn];
        if (!(f->flags & FF_BODY))
            continue;
        for (i = 0; i < f->ncallees; i++)
            cl_add(C, C->m->syms.data[f->callees + i]);
    }
    /* an indirect call writes its arguments by its prototype before the
       target is checked, so argbuf and retbuf must hold every parameter
       list the module declares, also when no function can be reached */
    if (any_indirect)
        for (i = 0; i < nf; i++) {
            const ir_func *f = &C->m->funcs.data[i];
            uint32_t b;
            if (f->flags & FF_ENTRY)
                continue;
            cl_layout(C, f->params, f->nparams, &b, NULL);
            need_args = b > need_args ? b : need_args;
            cl_layout(C, f->rets, f->nrets, &b, NULL);
            need_rets = b > need_rets ? b : need_rets;
        }
    if (cl_uses_alloca(C, kernel))
        k->uses_stack = 1;
    if (!k->nfuncs) {
        if (k->uses_stack)
            k->sp = cc_cols(C, CC_COL32);
        k->stack_scale = 1;
        if (any_indirect) {
            C->local = cl_align(C->local, 16);
            k->argbuf = C->local;
            C->local += cl_align(need_args, 16);
            k->retbuf = C->local;
            C->local += cl_align(need_rets, 16);
        }
        return;
    }
    for (q = 0; q < k->nfuncs; q++)        /* may fail: before allocating */
        if (!(C->m->funcs.data[k->funcs[q].irfn].flags & FF_BODY))
            cl_bind_host(C, &k->funcs[q], &C->m->funcs.data[k->funcs[q].irfn]);
    nscratch = (size_t)k->nfuncs * (5 * sizeof(uint32_t) + 1);
    scratch = (uint32_t *)pv_realloc(C->h, NULL, 0, nscratch);
    if (!scratch)
        pv_fail_oom(C->d);
    cyc = (uint8_t *)(scratch + 5 * (size_t)k->nfuncs);
    if (!any_indirect)
        cl_cycles(C, cyc, scratch);
    for (q = 0; q < k->nfuncs; q++) {
        pv_func *pf = &k->funcs[q];
        const ir_func *f = &C->m->funcs.data[pf->irfn];
        if (!(f->flags & FF_BODY)) {
            ;
        } else if (any_indirect || cl_uses_alloca(C, pf->irfn)) {
            pf->recursive = 1;          /* a pointer may lead back here, or
                                           alloca needs the frame's end */
        } else {
            pf->recursive = cyc[q];
        }
        need_args = pf->arg_bytes > need_args ? pf->arg_bytes : need_args;
        need_rets = pf->ret_bytes > need_rets ? pf->ret_bytes : need_rets;
        k->uses_stack |= pf->recursive;
    }
    pv_free(C->h, scratch, nscratch);
    /* the buffers first: variables may live in them (compile_callbuf.c) */
    C->local = cl_align(C->local, 16);
    k->argbuf = C->local;
    C->local += cl_align(need_args, 16);
    k->retbuf = C->local;
    C->local += cl_align(need_rets, 16);
    cc_callseq_in_bufs(C, kf);
    for (q = 0; q < k->nfuncs; q++)
        if (k->funcs[q].entry == PV_NO_REG && !k->funcs[q].host && !k->funcs[q].builtin)
            cl_layout_function(C, q);
    /* A GPU frame holds the .local and parameter bytes and the few
       registers its ABI saves; ours also saves registers of the function
       (here counted as all of them). So that a stack limit allows the recursion depth it would
       on a GPU, the stack is that many times larger. */
    k->stack_scale = 1;
    for (q = 0; q < k->nfuncs; q++) {
        const pv_func *pf = &k->funcs[q];
        uint32_t shown = pf->frame > 16 ? pf->frame : 16;
        uint32_t scale = (pf->frame + pf->save_bytes + shown - 1) / shown;
        if (pf->recursive && scale > k->stack_scale)
            k->stack_scale = scale;
    }
    k->sp = cc_cols(C, CC_COL32);
    k->cctx = cc_cols(C, CC_COL32);
}

/* A .local access instruction: one value between a column and [base +
   off] (base a 32-bit column, or none). */
static pv_insn *cl_local(cc *C, uint32_t ii, int store, uint32_t col, uint32_t base,
                         uint32_t off, uint32_t size, int wide)
{
    pv_insn *I = cc_emit(C, store ? PV_OP_ST : PV_OP_LD, ii);
    I->d = col;
    I->a = base;
    I->x = off;
    I->aux = PV_MEM_AUX(size, 1, SP_LOCAL) | (wide ? PV_MEM_WIDE_DST : 0) |
             (base != PV_NO_REG ? PV_MEM_ADDR32 : 0);
    return I;
}

static pv_insn *cl_copy(cc *C, uint32_t ii, uint32_t src, uint32_t soff,
                        uint32_t dst, uint32_t doff, uint32_t size)
{
    pv_insn *I = cc_emit(C, PV_OP_LCOPY, ii);
    I->a = src;
    I->x = soff;
    I->b = dst;
    I->aux = doff;
    I->c = size;
    return I;
}

/* Where a .local-resident variable is: base column (or none) and offset. */
static void cl_home(cc *C, uint32_t vi, uint32_t *base, uint32_t *off)
{
    *off = C->var_slot[vi];
    *base = C->var_home[vi] == CC_HOME_FRAME ? C->var_fp[vi] : PV_NO_REG;
}

/* A register value between its columns and argbuf/retbuf at off: a
   scalar as it is; a vector element by element, each at its size (a
   .v2 .u32 register is two columns, eight bytes in the buffer); a
   predicate as a byte 0 or 1, through a scratch column. guard: the
   call's or ret's guard. */
static void cl_reg_move(cc *C, uint32_t ii, int store, uint32_t slot, const ir_var *v,
                        uint32_t nelem, uint32_t off, uint16_t guard)
{
    uint32_t esize = ir_type_size((ir_type)v->type), j;
    int wide = esize == 8;
    pv_insn *I;
    if (v->type == T_PRED) {
        uint32_t tmp = cc_cols(C, CC_COL32), zero = cc_const(C, 0, 0);
        if (store) {
            I = cc_emit(C, PV_OP_SELP32, ii);
            I->guard = guard;
            I->d = tmp;
            I->a = cc_const(C, 1, 0);
            I->b = zero;
            I->c = slot;
        }
        I = cl_local(C, ii, store, tmp, PV_NO_REG, off, 1, 0);
        I->guard = guard;
        if (!store) {
            I = cc_emit(C, PV_OP_SETP_I32, ii);
            I->guard = guard;
            I->d = slot;
            I->a = tmp;
            I->b = zero;
            I->aux = PV_CMP_NE;
        }
        return;
    }
    for (j = 0; j < nelem; j++) {
        I = cl_local(C, ii, store, slot + j * (wide ? CC_COL64 : CC_COL32), PV_NO_REG,
                     off + j * esize, esize, wide);
        I->guard = guard;
    }
}

/* A call's argument or result that names a whole register variable
   (a vector without a component, or a predicate): its variable. */
static const ir_var *cl_whole_reg(cc *C, pv_sema *S, const ir_opnd *o, uint32_t *nelem)
{
    sema_ref r;
    const ir_var *v;
    if (o->kind != OK_REG || sema_resolve(S, o->sym, &r) != 0 || r.kind != REF_VAR ||
        r.space != SP_REG)
        return NULL;
    v = &C->m->vars.data[r.index];
    if (v->type != T_PRED && (!v->vec || (o->flags & OF_COMP)))
        return NULL;
    *nelem = v->type == T_PRED ? 1 : v->vec;
    return v;
}

/* Emit the moves of a function's formal parameters from argbuf (entry)
   or of its results into retbuf (ret). */
static void cl_formal_moves(cc *C, uint32_t ii, const pv_func *pf, int results,
                            const pv_insn *guard)
{
    const ir_func *f = &C->m->funcs.data[pf->irfn];
    uint32_t n = results ? f->nrets : f->nparams, first = results ? f->rets : f->params;
    const uint32_t *lay = C->code->playout + pf->layout + (results ? 2 * f->nparams : 0);
    uint32_t buf = results ? C->code->retbuf : C->code->argbuf, i;
    for (i = 0; i < n; i++) {
        uint32_t vi = first + i, off = buf + lay[2 * i], size = lay[2 * i + 1];
        const ir_var *v = &C->m->vars.data[vi];
        pv_insn *I;
        if (v->space == SP_REG) {
            uint32_t esize = ir_type_size((ir_type)v->type);
            if (v->count || esize > 8 || (esize & (esize - 1)))
                pv_fail(C->d, PTXVM_E_UNSUPPORTED, v->line, v->col,
                        "this kind of .reg parameter is not supported by this "
                        "version of ptxvm");
            cl_reg_move(C, ii, results, C->var_slot[vi], v, v->vec ? v->vec : 1, off,
                        guard ? guard->guard : PV_NO_GUARD);
            continue;
        }
        {
            uint32_t base, voff;
            cl_home(C, vi, &base, &voff);
            if (base == PV_NO_REG && voff == off)
                continue;                /* it lives in the buffer */
            I = results ? cl_copy(C, ii, base, voff, PV_NO_REG, off, size)
                        : cl_copy(C, ii, PV_NO_REG, off, base, voff, size);
        }
        if (guard)
            I->guard = guard->guard;
    }
}

PTXVM_INTERNAL void cc_function_prologue(cc *C, uint32_t pfi)
{
    pv_func *pf = &C->code->funcs[pfi];
    pf->entry = C->code->ninsns;
    cl_formal_moves(C, 0, pf, 0, NULL);
}

PTXVM_INTERNAL void cc_lower_ret(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                                 const isa_decoded *dec)
{
    pv_insn g, *I;
    const pv_func *pf;
    PV_UNUSED(dec);
    memset(&g, 0, sizeof g);
    g.guard = PV_NO_GUARD;
    if (!C->cur) {                         /* ret in a kernel: the thread ends */
        I = cc_emit(C, PV_OP_EXIT, ii);
        if (in)
            cc_guard(C, S, in, I);
        return;
    }
    if (in)
        cc_guard(C, S, in, &g);
    pf = &C->code->funcs[C->cur - 1];
    cl_formal_moves(C, ii, pf, 1, &g);
    I = cc_emit(C, PV_OP_RET, ii);
    I->guard = g.guard;
    I->x = C->cur - 1;
}

/* The callee's parameter list for a call: the function, a prototype, or
   the first entry of a .calltargets list. */
static const ir_func *cl_callee_sig(cc *C, pv_sema *S, const ir_inst *in,
                                    const ir_opnd *target, const ir_opnd *extra,
                                    int *direct, uint32_t *pfi)
{
    sema_ref r;
    if ((target->kind == OK_REG || target->kind == OK_SYM) &&
        sema_resolve(S, target->sym, &r) == 0 && r.kind == REF_FUNC) {
        *direct = 1;
        *pfi = cl_add(C, r.index);
        return &C->m->funcs.data[C->code->funcs[*pfi].irfn];
    }
    *direct = 0;
    if (!extra || sema_resolve(S, extra->sym, &r) != 0)
        cc_unsupported(C, in, "an indirect call needs a prototype or target list");
    if (r.kind == REF_FUNC)
        return &C->m->funcs.data[r.index];
    if (r.kind == REF_TLIST) {
        const ir_tlist *tl = &C->m->tlists.data[r.index];
        if (tl->n && sema_resolve(S, C->m->syms.data[tl->syms], &r) == 0 &&
            r.kind == REF_FUNC)
            return &C->m->funcs.data[r.index];
    }
    cc_unsupported(C, in, "call target");
}

/* A call argument or result that names a .param variable of the caller. */
static int cl_param_var(cc *C, pv_sema *S, const ir_opnd *o, uint32_t *vi)
{
    sema_ref r;
    if (o->kind != OK_REG || !o->sym || sema_resolve(S, o->sym, &r) != 0 ||
        r.kind != REF_VAR || r.space != SP_PARAM)
        return 0;
    if (C->var_home[r.index] == CC_HOME_NONE)
        return 0;
    *vi = r.index;
    return 1;
}

PTXVM_INTERNAL void cc_lower_call(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                                  const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    const ir_opnd *rets = NULL, *args = NULL, *target, *extra = NULL;
    const ir_func *sig;
    uint32_t k = 0, i, off, pfi = 0, bytes;
    int direct;
    pv_insn g, *I;
    uint32_t lay[2 * 64], *layp = lay, nlay;
    PV_UNUSED(dec);
    memset(&g, 0, sizeof g);
    g.guard = PV_NO_GUARD;
    cc_guard(C, S, in, &g);
    if (in->nopnds && o[0].kind == OK_LIST)
        rets = &o[k++];
    if (k >= in->nopnds)
        cc_unsupported(C, in, NULL);
    target = &o[k++];
    if (k < in->nopnds && o[k].kind == OK_LIST)
        args = &o[k++];
    if (k < in->nopnds)
        extra = &o[k++];
    sig = cl_callee_sig(C, S, in, target, extra, &direct, &pfi);
    if ((args ? args->n : 0) != sig->nparams || (rets ? rets->n : 0) != sig->nrets)
        cc_unsupported(C, in, "argument count");
    nlay = 2 * (sig->nparams + sig->nrets);
    if (nlay > PV_COUNTOF(lay)) {   /* kept in C: a failure below longjmps */
        C->lay = (uint32_t *)cl_grow(C, C->lay, &C->lay_cap, nlay, sizeof(uint32_t));
        layp = C->lay;
    }
    cl_layout(C, sig->params, sig->nparams, &bytes, layp);
    cl_layout(C, sig->rets, sig->nrets, &bytes, layp + 2 * sig->nparams);
    /* arguments into argbuf */
    for (i = 0; i < sig->nparams; i++) {
        const ir_opnd *e = &C->m->opnds.data[args->sub + i];
        uint32_t size = layp[2 * i + 1], vi;
        off = C->code->argbuf + layp[2 * i];
        const ir_var *v;
        uint32_t nelem;
        if (cl_param_var(C, S, e, &vi)) {
            uint32_t base, voff;
            cl_home(C, vi, &base, &voff);
            if (base == PV_NO_REG && voff == off)
                continue;                /* stored into argbuf already */
            I = cl_copy(C, ii, base, voff, PV_NO_REG, off, size);
        } else if ((v = cl_whole_reg(C, S, e, &nelem)) != NULL) {
            cl_reg_move(C, ii, 1, cc_reg(C, S, in, e).slot, v, nelem, off, g.guard);
            continue;
        } else {
            if (size > 8 || (size & (size - 1)))
                cc_unsupported(C, in, "argument size");
            I = cl_local(C, ii, 1, cc_src(C, S, in, e, size == 8), PV_NO_REG, off,
                         size, size == 8);
        }
        I->guard = g.guard;
    }
    if (direct) {
        I = cc_emit(C, PV_OP_CALL, ii);
        I->x = pfi;
    } else {
        sema_ref r;
        int wide = 1;
        if (sema_resolve(S, target->sym, &r) == 0 && r.kind == REF_VAR)
            wide = ir_type_size((ir_type)r.type) == 8;
        I = cc_emit(C, PV_OP_CALL_IND, ii);
        I->a = cc_src(C, S, in, target, wide);
        I->aux = !wide;
        I->x = cl_signature(C, sig);
    }
    I->guard = g.guard;
    /* results out of retbuf */
    for (i = 0; i < sig->nrets; i++) {
        const ir_opnd *e = &C->m->opnds.data[rets->sub + i];
        uint32_t size = layp[2 * (sig->nparams + i) + 1], vi;
        const ir_var *v;
        uint32_t nelem;
        off = C->code->retbuf + layp[2 * (sig->nparams + i)];
        if (e->kind == OK_SINK)          /* call (_), f: the result unread */
            continue;
        if (cl_param_var(C, S, e, &vi)) {
            uint32_t base, voff;
            cl_home(C, vi, &base, &voff);
            if (base == PV_NO_REG && voff == off)
                continue;                /* loaded from retbuf itself */
            I = cl_copy(C, ii, PV_NO_REG, off, base, voff, size);
        } else if ((v = cl_whole_reg(C, S, e, &nelem)) != NULL) {
            cl_reg_move(C, ii, 0, cc_reg(C, S, in, e).slot, v, nelem, off, g.guard);
            continue;
        } else {
            cc_op d = cc_reg(C, S, in, e);
            if (d.pred || size > 8 || (size & (size - 1)))
                cc_unsupported(C, in, "result operand");
            I = cl_local(C, ii, 0, d.slot, PV_NO_REG, off, size, d.wide);
        }
        I->guard = g.guard;
    }
}

/* The address of a variable that lives in .local (a .local or function
   .param variable): 1 with its base column (or PV_NO_REG) and offset. */
PTXVM_INTERNAL int cc_var_local(cc *C, uint32_t vi, uint32_t *base, uint64_t *off)
{
    uint32_t b, o;
    if (C->var_home[vi] == CC_HOME_NONE)
        return 0;
    cl_home(C, vi, &b, &o);
    *base = b;
    *off = o;
    return 1;
}

/* Calls of recursive functions whose save list (the call's own, or the
   function's whole one, made the call's own here) is one to four 32-bit
   registers, as nearly all are: c carries PV_CALL_WORDS, so that entry
   and return (exec_ctrl.c) copy the list by its count without walking
   its entries' kinds at every call. Runs once every function's lists
   are final. */
PTXVM_INTERNAL void cc_mark_call_words(pv_code *k)
{
    uint32_t i, j;
    for (i = 0; i < k->ninsns; i++) {
        pv_insn *I = &k->insns[i];
        const pv_func *F;
        uint32_t n, at;
        if (I->op != PV_OP_CALL || I->x >= k->nfuncs)
            continue;
        F = &k->funcs[I->x];
        if (!F->recursive)
            continue;
        n = I->c & ~PV_CALL_FP_FROM_SP;
        at = n ? I->aux : F->saves;
        if (!n)
            n = F->nsaves;
        if (n < 1 || n > 4)
            continue;
        for (j = 0; j < n && k->saves[at + j].kind == 4; j++)
            ;
        if (j < n)
            continue;
        I->aux = at;
        I->c = (I->c & PV_CALL_FP_FROM_SP) | PV_CALL_WORDS | n;
    }
}
