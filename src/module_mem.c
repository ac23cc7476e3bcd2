/* Device memory for a module's .global and .const variables: layout,
   initialisers, relocations, and ptxvm_module_get_global.

   A module gets at most two PV_REGION_MODULE regions: one writable for
   its .global variables and one read-only (to kernels; the host may
   still copy into it) for its .const variables, each only when
   non-empty. Variables are laid out in source order at their alignment
   (.align, at least the element size); the region's base is aligned to
   the largest of them (and to 256). Initialiser byte runs are copied in
   and every relocation stores the named variable's address (or a
   function's address, PV_FUNC_ADDR_BASE + its index) plus the addend,
   little-endian, in 4 or 8 bytes. Generic and non-generic addresses of
   .global/.const variables are the same here. */
#include "vm.h"

#define PVM_FUNC_TAG 0x80000000u

/* A variable that gets memory here (module or function scope). */
static int pvm_placed(const ir_var *v)
{
    /* a legacy `.tex .u32 name` is a texref: its 8-byte handle slot
       lives with the .global variables */
    return (v->space == SP_GLOBAL || v->space == SP_CONST ||
            (v->space == SP_TEX && v->type == T_TEXREF)) &&
           v->linkage != LK_EXTERN && v->size > 0;
}

static uint64_t pvm_var_align(const ir_var *v)
{
    uint64_t e = ir_type_size((ir_type)v->type) * (uint64_t)(v->vec ? v->vec : 1);
    uint64_t a = v->align ? v->align : 1;
    /* element sizes are powers of two except for odd vector shapes:
       round up to one */
    while (a < e)
        a <<= 1;
    return a;
}

PTXVM_INTERNAL void pv_module_free_globals(ptxvm_module *mod)
{
    ptxvm_vm *vm = mod->vm;
    int k;
    pv_module_free_ref_samplers(mod);
    for (k = 0; k < 2; k++)
        if (mod->gregion[k]) {
            pv_devmem_remove(&vm->mem, mod->gregion[k], 1u << PV_REGION_MODULE);
            mod->gregion[k] = 0;
        }
    if (mod->var_addr)
        pv_free(&vm->heap, mod->var_addr, (size_t)mod->nvar_addr * sizeof(uint64_t));
    mod->var_addr = NULL;
    mod->nvar_addr = 0;
}

PTXVM_INTERNAL uint64_t pv_module_var_addr(const ptxvm_module *m,
                                           uint32_t var_index)
{
    return var_index < m->nvar_addr ? m->var_addr[var_index] : 0;
}

/* symbol -> the module-scope variable (index) or function (index |
   PVM_FUNC_TAG) it names, preferring definitions; 0 = nothing. */
static uint32_t *pvm_symbol_map(const ir_module *ir, pv_heap *h)
{
    uint32_t *map;
    uint32_t i;
    size_t n = (size_t)ir->strtab.n;
    map = (uint32_t *)pv_realloc(h, NULL, 0, (n ? n : 1) * sizeof *map);
    if (!map)
        return NULL;
    memset(map, 0, (n ? n : 1) * sizeof *map);
    for (i = 0; i < ir->items.len; i++) {
        const ir_item *it = &ir->items.data[i];
        if (it->kind == IT_VAR) {
            const ir_var *v = &ir->vars.data[it->index];
            if (v->name >= n || v->space == SP_REG)
                continue;
            if (!map[v->name] || v->linkage != LK_EXTERN)
                map[v->name] = it->index;
        } else if (it->kind == IT_FUNC) {
            const ir_func *f = &ir->funcs.data[it->index];
            uint32_t cur;
            if ((f->flags & FF_PROTOTYPE) || f->name >= n)
                continue;
            cur = map[f->name];
            if (!cur || ((cur & PVM_FUNC_TAG) && (f->flags & FF_BODY) &&
                         !(ir->funcs.data[cur & ~PVM_FUNC_TAG].flags & FF_BODY)))
                map[f->name] = it->index | PVM_FUNC_TAG;
        }
    }
    /* .alias a, b: a names b from here on */
    for (i = 0; i < ir->aliases.len; i++) {
        const ir_alias *a = &ir->aliases.data[i];
        if (a->alias < n && a->target < n && (map[a->target] & PVM_FUNC_TAG))
            map[a->alias] = map[a->target];
    }
    return map;
}


/* Copy v's initialiser into its memory at dst. */
static ptxvm_result pvm_apply_init(ptxvm_module *mod, const ir_var *v,
                                   uint8_t *dst, const uint32_t *map)
{
    const ir_module *ir = mod->ir;
    const ir_init *in = &ir->inits.data[v->init];
    uint32_t i;
    for (i = 0; i < in->nsegs; i++) {
        const ir_seg *s = &ir->segs.data[in->segs + i];
        /* the parser keeps runs inside the variable and the blob */
        if (s->offset > v->size || s->n > v->size - s->offset ||
            s->bytes > ir->blob.len || s->n > ir->blob.len - s->bytes)
            continue;
        memcpy(dst + s->offset, ir->blob.data + s->bytes, s->n);
    }
    for (i = 0; i < in->nrelocs; i++) {
        const ir_reloc *r = &ir->relocs.data[in->relocs + i];
        uint32_t t = r->sym < ir->strtab.n ? map[r->sym] : 0;
        uint64_t a;
        if (r->size > 8 || r->offset > v->size || r->size > v->size - r->offset)
            continue;
        if (t & PVM_FUNC_TAG) {
            a = PV_FUNC_ADDR_BASE + (t & ~PVM_FUNC_TAG);
        } else {
            const ir_var *tv = t ? &ir->vars.data[t] : NULL;
            a = t ? pv_module_var_addr(mod, t) : 0;
            if (!a) {
                if (tv && tv->linkage == LK_EXTERN)
                    return pv_error(mod->vm, PTXVM_E_LINK,
                                    "%s:%lu:%lu: error: initialiser of '%s' names "
                                    ".extern variable '%s', which is not defined "
                                    "in this module", ir_name(ir, ir->source),
                                    (unsigned long)r->line, (unsigned long)r->col,
                                    ir_name(ir, v->name), ir_name(ir, r->sym));
                return pv_error(mod->vm, PTXVM_E_UNSUPPORTED,
                                "%s:%lu:%lu: error: initialiser of '%s' takes the "
                                "address of '%s', which is not a .global or "
                                ".const variable", ir_name(ir, ir->source),
                                (unsigned long)r->line, (unsigned long)r->col,
                                ir_name(ir, v->name), ir_name(ir, r->sym));
            }
        }
        a += (uint64_t)r->addend;
        pv_store_le(dst + r->offset, a, r->size);
    }
    return PTXVM_OK;
}

/* The constant bank a module's .const variables share on every GPU
   (ptxas: "File uses too much global constant data (..., 0x10000
   max)"). */
#define PVM_MAX_CONST 65536u

PTXVM_INTERNAL ptxvm_result pv_module_place_globals(ptxvm_module *mod)
{
    ptxvm_vm *vm = mod->vm;
    const ir_module *ir = mod->ir;
    const char *src = ir_name(ir, ir->source);
    uint64_t total[2] = {0, 0}, align[2] = {1, 1};
    uint8_t *host[2] = {NULL, NULL};
    uint32_t *map = NULL;
    uint32_t i, vi, any = 0;
    ptxvm_result r = PTXVM_OK;
    int k;

    /* 1: offsets within each space's region, kept in var_addr. Every
       defined .global/.const variable, in declaration order: module
       scope, and function scope (static storage, like C's static
       locals; the compiler finds them by var index) */
    for (i = 1; i < ir->vars.len && !any; i++)
        any = pvm_placed(&ir->vars.data[i]);
    if (!any)
        return PTXVM_OK;
    mod->var_addr = (uint64_t *)pv_realloc(&vm->heap, NULL, 0,
                                           (size_t)ir->vars.len * sizeof(uint64_t));
    if (!mod->var_addr)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", src);
    mod->nvar_addr = ir->vars.len;
    memset(mod->var_addr, 0, (size_t)ir->vars.len * sizeof(uint64_t));
    for (vi = 1; vi < ir->vars.len; vi++) {
        const ir_var *v;
        uint64_t a, off;
        v = &ir->vars.data[vi];
        if (!pvm_placed(v))
            continue;
        k = v->space == SP_CONST;
        a = pvm_var_align(v);
        /* sizes are below 2^62 (the checker); the sum stays below the
           address space or the region is refused */
        if (a > PV_WINDOW_BASE || total[k] > PV_WINDOW_BASE ||
            v->size > PV_WINDOW_BASE) {
            r = pv_error(vm, PTXVM_E_NO_MEMORY, "%s: variable '%s' does not fit "
                         "in device memory", src, ir_name(ir, v->name));
            goto fail;
        }
        off = (total[k] + (a - 1)) & ~(a - 1);
        mod->var_addr[vi] = off;
        total[k] = off + v->size;
        if (k && total[k] > PVM_MAX_CONST) {
            r = pv_error(vm, PTXVM_E_LIMIT, "%s:%lu:%lu: error: '%s' puts the "
                         "module's .const data past %u bytes, the most a GPU "
                         "gives a module", src, (unsigned long)v->line,
                         (unsigned long)v->col, ir_name(ir, v->name),
                         PVM_MAX_CONST);
            goto fail;
        }
        if (a > align[k])
            align[k] = a;
    }
    /* 2: the regions */
    for (k = 0; k < 2; k++) {
        uint64_t base;
        if (!total[k])
            continue;
        r = pv_devmem_add_aligned(&vm->mem, PV_REGION_MODULE, total[k], NULL,
                                  k ? PTXVM_READ : PTXVM_READ | PTXVM_WRITE,
                                  NULL, NULL, align[k], &base);
        if (r != PTXVM_OK) {
            const pv_devmem *dm = &vm->mem;
            if (dm->limit && dm->used <= dm->limit && total[k] > dm->limit - dm->used)
                r = pv_error(vm, r, "%s: the module's %s variables need %llu bytes, "
                             "beyond the device memory limit (%llu of %llu bytes "
                             "in use)", src, k ? ".const" : ".global",
                             (unsigned long long)total[k], (unsigned long long)dm->used,
                             (unsigned long long)dm->limit);
            else
                r = pv_error(vm, r, "%s: out of memory for the module's %s "
                             "variables (%llu bytes)", src, k ? ".const" : ".global",
                             (unsigned long long)total[k]);
            goto fail;
        }
        mod->gregion[k] = base;
        host[k] = pv_devmem_lookup(&vm->mem, base)->host;
    }
    /* 3: addresses */
    for (vi = 1; vi < ir->vars.len; vi++) {
        const ir_var *v;
        v = &ir->vars.data[vi];
        if (!pvm_placed(v))
            continue;
        k = v->space == SP_CONST;
        if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED)
            mod->var_addr[vi] = (uint64_t)(uintptr_t)(host[k] + mod->var_addr[vi]);
        else
            mod->var_addr[vi] += mod->gregion[k];
    }
    /* 4: initialisers */
    if (ir->relocs.len) {
        map = pvm_symbol_map(ir, &vm->heap);
        if (!map) {
            r = pv_error(vm, PTXVM_E_NO_MEMORY, "%s: out of memory", src);
            goto fail;
        }
    }
    for (vi = 1; vi < ir->vars.len; vi++) {
        const ir_var *v;
        uint8_t *dst;
        v = &ir->vars.data[vi];
        if (!pvm_placed(v) || !v->init)
            continue;
        k = v->space == SP_CONST;
        if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED)
            dst = (uint8_t *)(uintptr_t)mod->var_addr[vi];
        else
            dst = host[k] + (mod->var_addr[vi] - mod->gregion[k]);
        r = pvm_apply_init(mod, v, dst, map);
        if (r != PTXVM_OK)
            goto fail;
    }
    if (map)
        pv_free(&vm->heap, map, (size_t)(ir->strtab.n ? ir->strtab.n : 1) * sizeof *map);
    map = NULL;
    r = pv_module_ref_samplers(mod);
    if (r != PTXVM_OK)
        goto fail;
    return PTXVM_OK;
fail:
    if (map)
        pv_free(&vm->heap, map, (size_t)(ir->strtab.n ? ir->strtab.n : 1) * sizeof *map);
    pv_module_free_globals(mod);
    return r;
}

ptxvm_result ptxvm_module_get_global(ptxvm_module *m, const char *name,
                                     ptxvm_addr *addr, size_t *size)
{
    uint32_t sym, i;
    if (addr)
        *addr = 0;
    if (size)
        *size = 0;
    if (!m || !name)
        return m ? pv_error(m->vm, PTXVM_E_INVALID_ARGUMENT,
                            "ptxvm_module_get_global: name must not be NULL")
                 : PTXVM_E_INVALID_ARGUMENT;
    sym = pv_lookup(&m->ir->strtab, name, strlen(name));
    for (i = 0; sym && i < m->ir->items.len; i++) {
        const ir_item *it = &m->ir->items.data[i];
        const ir_var *v;
        if (it->kind != IT_VAR)
            continue;
        v = &m->ir->vars.data[it->index];
        if (v->name == sym && pvm_placed(v) && pv_module_var_addr(m, it->index)) {
            if (addr)
                *addr = pv_module_var_addr(m, it->index);
            if (size)
                *size = (size_t)v->size;
            return pv_ok(m->vm);
        }
    }
    return pv_error(m->vm, PTXVM_E_NOT_FOUND,
                    "%s: no .global or .const variable named '%s'",
                    ir_name(m->ir, m->ir->source), name);
}
