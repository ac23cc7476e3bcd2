/* The public API for modules and kernels: loading (parse, check, build
   the kernel table), lookup, kernel information. */
#include "vm.h"
#include "parse.h"
#include "sema.h"
#include "legacy.h"
#include "isa.h"
#include "print.h"
#include "compile.h"
#include <stdio.h>

static void module_free(ptxvm_module *m)
{
    pv_heap *h = &m->vm->heap;
    uint32_t i;
    for (i = 0; m->kernels && i < m->nkernels; i++)
        pv_code_free(h, m->kernels[i].code);
    pv_module_free_globals(m);
    if (m->kernels)
        pv_free(h, m->kernels, (size_t)m->nkernels * sizeof *m->kernels);
    if (m->kparams)
        pv_free(h, m->kparams, (size_t)m->nkparams * sizeof *m->kparams);
    ir_module_free(m->ir);
    pv_free(h, m, sizeof *m);
}

/* One ptxvm_kernel per .entry with a body, with its parameter layout. */
static int build_kernels(ptxvm_module *mod)
{
    ir_module *ir = mod->ir;
    pv_heap *h = &mod->vm->heap;
    uint32_t i, nk = 0, np = 0, k = 0, p = 0;
    for (i = 1; i < ir->funcs.len; i++) {
        const ir_func *f = &ir->funcs.data[i];
        if ((f->flags & (FF_ENTRY | FF_BODY)) == (FF_ENTRY | FF_BODY)) {
            nk++;
            np += f->nparams;
        }
    }
    mod->nkernels = nk;
    mod->nkparams = 2 * np;
    if (nk) {
        mod->kernels = (ptxvm_kernel *)pv_realloc(h, NULL, 0, nk * sizeof *mod->kernels);
        if (!mod->kernels)
            return -1;
        memset(mod->kernels, 0, nk * sizeof *mod->kernels);
    }
    if (np) {
        mod->kparams = (uint32_t *)pv_realloc(h, NULL, 0, 2 * (size_t)np * sizeof(uint32_t));
        if (!mod->kparams)
            return -1;
    }
    for (i = 1; i < ir->funcs.len; i++) {
        const ir_func *f = &ir->funcs.data[i];
        ptxvm_kernel *kn;
        uint32_t j;
        if ((f->flags & (FF_ENTRY | FF_BODY)) != (FF_ENTRY | FF_BODY))
            continue;
        kn = &mod->kernels[k++];
        kn->code = NULL;
        kn->module = mod;
        kn->func = i;
        kn->nparams = f->nparams;
        /* no pointer arithmetic on a NULL kparams (kernels without
           parameters): that is undefined behaviour */
        kn->param_sizes = f->nparams ? mod->kparams + p : NULL;
        kn->param_aligns = f->nparams ? mod->kparams + p + f->nparams : NULL;
        for (j = 0; j < f->nparams; j++) {
            const ir_var *v = &ir->vars.data[f->params + j];
            kn->param_sizes[j] = (uint32_t)v->size;
            kn->param_aligns[j] = v->align;
        }
        p += 2 * f->nparams;
    }
    return 0;
}

/* Parse and check; the only function that catches the front end's
   longjmp, and it keeps no state of its own across it. */
static ptxvm_result load_ir(ir_module *ir, pv_diag *d, const char *ptx,
                            size_t len, struct pv_isa *isa, uint64_t limit)
{
    if (setjmp(d->jb))
        return d->code;
    pv_reject_not_ptx(d, ptx, len);
    parse_module(ir, d, ptx, len);
    /* the parser's pools grew by half at a time: give the slack back
       before the checker's tables join them at the load's peak */
    ir_module_shrink(ir);
    /* insts[0] is unused: instruction number limit + 1 is the first past
       the limit (PTXVM_LIMIT_COMPILE_INSTRUCTIONS) */
    if (limit && ir->insts.len > limit + 1)
        pv_fail(d, PTXVM_E_LIMIT, ir->insts.data[limit + 1].line,
                ir->insts.data[limit + 1].col, "the module has more than %llu "
                "instructions (PTXVM_LIMIT_COMPILE_INSTRUCTIONS)",
                (unsigned long long)limit);
    legacy_normalise(ir, d);
    sema_check_module(ir, d, isa);
    return PTXVM_OK;
}

ptxvm_result ptxvm_module_load(ptxvm_vm *vm, const char *ptx, size_t len,
                               const char *source_name, ptxvm_module **out)
{
    ir_module *ir;
    ptxvm_module *mod;
    ptxvm_result r;
    pv_diag d;
    const char *name = source_name ? source_name : "<ptx>";
    if (out)
        *out = NULL;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!out || (!ptx && len))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_module_load: %s must not be NULL",
                        out ? "ptx" : "out");
    if (len > vm->module_limit)
        return pv_error(vm, PTXVM_E_LIMIT,
                        "%s: module of %lu bytes exceeds the limit of %lu bytes "
                        "(PTXVM_LIMIT_MODULE_SIZE)", name, (unsigned long)len,
                        (unsigned long)vm->module_limit);
    if (!vm->isa) {
        vm->isa = isa_create(&vm->heap);
        if (!vm->isa)
            return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", name);
    }
    ir = ir_module_new(&vm->heap);
    if (!ir)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", name);
    ir->source = pv_intern(&ir->strtab, name, strlen(name));
    if (!ir->source) {
        ir_module_free(ir);
        return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", name);
    }
    memset(&d, 0, sizeof d);
    d.source = name;
    d.max_depth = vm->nesting;
    r = load_ir(ir, &d, ptx ? ptx : "", len, vm->isa, vm->compile_limit);
    if (r != PTXVM_OK) {
        ir_module_free(ir);
        return pv_error(vm, r, "%s", d.msg);
    }
    ir_module_shrink(ir);
    mod = (ptxvm_module *)pv_realloc(&vm->heap, NULL, 0, sizeof *mod);
    if (!mod) {
        ir_module_free(ir);
        return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", name);
    }
    memset(mod, 0, sizeof *mod);
    mod->vm = vm;
    mod->ir = ir;
    if (build_kernels(mod) != 0) {
        module_free(mod);
        return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", name);
    }
    r = pv_module_place_globals(mod);
    if (r != PTXVM_OK) {
        module_free(mod);
        return r;
    }
    mod->next = vm->modules;
    if (vm->modules)
        vm->modules->prev = mod;
    vm->modules = mod;
    *out = mod;
    return pv_ok(vm);
}

void ptxvm_module_unload(ptxvm_module *m)
{
    ptxvm_vm *vm;
    if (!m)
        return;
    vm = m->vm;
    if (m->prev)
        m->prev->next = m->next;
    else
        vm->modules = m->next;
    if (m->next)
        m->next->prev = m->prev;
    module_free(m);
}

uint32_t ptxvm_module_kernel_count(const ptxvm_module *m)
{
    return m ? m->nkernels : 0;
}

const char *ptxvm_module_kernel_name(const ptxvm_module *m, uint32_t i)
{
    if (!m || i >= m->nkernels)
        return NULL;
    return ir_name(m->ir, m->ir->funcs.data[m->kernels[i].func].name);
}

ptxvm_result ptxvm_module_get_kernel(ptxvm_module *m, const char *name,
                                     ptxvm_kernel **out)
{
    uint32_t i;
    ptxvm_kernel *k = NULL;
    if (out)
        *out = NULL;
    if (!m)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!name || !out)
        return pv_error(m->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_module_get_kernel: name and out must not be NULL");
    for (i = 0; i < m->nkernels; i++)
        if (strcmp(ptxvm_module_kernel_name(m, i), name) == 0) {
            k = &m->kernels[i];
            break;
        }
    if (!k)
        return pv_error(m->vm, PTXVM_E_NOT_FOUND, "%s: no kernel named '%s'",
                        ir_name(m->ir, m->ir->source), name);
    if (!k->code) {
        /* the limit bounds the compiler's work over the module: once
           spent, no kernel compiles, and one that crosses it is dropped */
        const uint64_t limit = m->vm->compile_limit;
        ptxvm_result r;
        if (limit && m->compiled >= limit)
            return pv_error(m->vm, PTXVM_E_LIMIT, "%s: kernel '%s' not compiled: "
                            "the module's kernels have %llu bytecode "
                            "instructions, the limit is %llu "
                            "(PTXVM_LIMIT_COMPILE_INSTRUCTIONS)",
                            ir_name(m->ir, m->ir->source), name,
                            (unsigned long long)m->compiled, (unsigned long long)limit);
        r = pv_kernel_compile(m, k);
        if (r != PTXVM_OK)
            return r;
        m->compiled += k->code->ninsns;
        if (limit && m->compiled > limit) {
            r = pv_error(m->vm, PTXVM_E_LIMIT, "%s: kernel '%s' compiles to %u "
                         "bytecode instructions, past the limit of %llu for "
                         "the module's kernels (PTXVM_LIMIT_COMPILE_INSTRUCTIONS)",
                         ir_name(m->ir, m->ir->source), name, k->code->ninsns,
                         (unsigned long long)limit);
            pv_code_free(&m->vm->heap, k->code);
            k->code = NULL;
            return r;
        }
    }
    *out = k;
    return pv_ok(m->vm);
}

ptxvm_result ptxvm_kernel_get_info(const ptxvm_kernel *k, ptxvm_kernel_info *out)
{
    const ir_module *ir;
    const ir_func *f;
    uint64_t shared = 0, local = 0;
    uint32_t i;
    if (!k)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!out)
        return pv_error(k->module->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_kernel_get_info: out must not be NULL");
    ir = k->module->ir;
    f = &ir->funcs.data[k->func];
    memset(out, 0, sizeof *out);
    out->name = ir_name(ir, f->name);
    out->param_count = k->nparams;
    out->param_sizes = k->param_sizes;
    out->param_aligns = k->param_aligns;
    /* static .shared: the kernel's own and the module's (non-extern);
       .local: the kernel's own frame, aligned per variable */
    for (i = 0; i < f->nstmts; i++) {
        const ir_stmt *st = &ir->stmts.data[f->stmts + i];
        const ir_var *v;
        if (st->kind != ST_VAR)
            continue;
        v = &ir->vars.data[st->index];
        if (v->space == SP_SHARED && v->linkage != LK_EXTERN)
            shared = ((shared + v->align - 1) & ~(uint64_t)(v->align - 1)) + v->size;
        if (v->space == SP_LOCAL)
            local = ((local + v->align - 1) & ~(uint64_t)(v->align - 1)) + v->size;
    }
    for (i = 0; i < ir->items.len; i++) {
        const ir_var *v;
        if (ir->items.data[i].kind != IT_VAR)
            continue;
        v = &ir->vars.data[ir->items.data[i].index];
        if (v->space == SP_SHARED && v->linkage != LK_EXTERN)
            shared = ((shared + v->align - 1) & ~(uint64_t)(v->align - 1)) + v->size;
    }
    out->static_shared_bytes = shared > 0xffffffffu ? 0xffffffffu : (uint32_t)shared;
    out->local_bytes_per_thread = local > 0xffffffffu ? 0xffffffffu : (uint32_t)local;
    out->reqntid.x = f->reqntid[0];
    out->reqntid.y = f->reqntid[1];
    out->reqntid.z = f->reqntid[2];
    out->maxntid.x = f->maxntid[0];
    out->maxntid.y = f->maxntid[1];
    out->maxntid.z = f->maxntid[2];
    return pv_ok(k->module->vm);
}

ptxvm_result ptxvm_module_print(ptxvm_module *m, char *buf, size_t cap,
                                size_t *len)
{
    char *text;
    size_t n;
    if (!m)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!len || (!buf && cap))
        return pv_error(m->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_module_print: len must not be NULL, and buf "
                        "only when cap is 0");
    if (ir_print(m->ir, &m->vm->heap, &text, &n) != 0)
        return pv_error(m->vm, PTXVM_E_NO_MEMORY, "out of memory");
    *len = n;
    if (cap) {
        size_t c = n < cap - 1 ? n : cap - 1;
        memcpy(buf, text, c);
        buf[c] = 0;
    }
    pv_free(&m->vm->heap, text, n + 1);
    return pv_ok(m->vm);
}
