/* Module-scope texture, surface and sampler references: binding an
   object to a .texref/.surfref/.samplerref name, and sampler objects
   (the sampling state alone, for texmode_independent modules). */
#include "texture.h"
#include <string.h>

ptxvm_result ptxvm_sampler_create(ptxvm_vm *vm, const ptxvm_texture_desc *tex,
                                  uint64_t *out)
{
    pv_texture t;
    uint32_t i;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!tex || !out)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_sampler_create: NULL argument");
    for (i = 0; i < 3; i++)
        if ((unsigned)tex->address_mode[i] > PTXVM_ADDRESS_BORDER)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                            "ptxvm_sampler_create: unknown address mode");
    if (tex->filter_linear != 0 && tex->filter_linear != 1)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_sampler_create: "
                        "filter_linear must be 0 or 1");
    memset(&t, 0, sizeof t);
    t.kind = PV_OBJ_SAMPLER;
    t.tex = *tex;
    t.tex.sample = NULL;
    return pv_obj_add(vm, &t, out);
}

ptxvm_result ptxvm_sampler_destroy(ptxvm_vm *vm, uint64_t h)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    return pv_obj_remove(vm, h, PV_OBJ_SAMPLER, "ptxvm_sampler_destroy");
}

/* A module's .texref: an 8-byte .global variable holding the handle,
   which tex on the name loads (compile_tex.c). */
ptxvm_result ptxvm_module_bind_texref(ptxvm_module *m, const char *name,
                                      uint64_t tex)
{
    ptxvm_vm *vm;
    const pv_texture *o;
    uint32_t i;
    if (!m)
        return PTXVM_E_INVALID_ARGUMENT;
    vm = m->vm;
    if (!name)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_module_bind_texref: NULL name");
    for (i = 0; i < m->ir->vars.len; i++) {
        const ir_var *v = &m->ir->vars.data[i];
        uint64_t addr;
        if (strcmp(ir_name(m->ir, v->name), name) != 0)
            continue;
        addr = pv_module_var_addr(m, i);
        if ((v->type != T_TEXREF && v->type != T_SURFREF &&
             v->type != T_SAMPLERREF) || !addr)
            continue;
        o = pv_obj_lookup(vm, tex, 0);
        if (!o || (v->type == T_TEXREF && o->kind != PV_OBJ_TEXTURE) ||
            (v->type == T_SURFREF && o->kind != PV_OBJ_SURFACE) ||
            (v->type == T_SAMPLERREF && o->kind == PV_OBJ_SURFACE))
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                            "ptxvm_module_bind_texref: 0x%llx is not a live "
                            "%s object", (unsigned long long)tex,
                            v->type == T_TEXREF ? "texture" :
                            v->type == T_SURFREF ? "surface" :
                            "sampler or texture");
        if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) {
            memcpy((void *)(uintptr_t)addr, &tex, 8);
        } else {
            pv_region *r = pv_devmem_find(&vm->mem, addr, 8);
            if (!r || !r->host)
                return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                                "ptxvm_module_bind_texref: %s has no memory",
                                name);
            memcpy(r->host + (addr - r->base), &tex, 8);
        }
        return pv_ok(vm);
    }
    return pv_error(vm, PTXVM_E_NOT_FOUND, "ptxvm_module_bind_texref: the "
                    "module declares no .global .texref, .surfref or "
                    ".samplerref %s", name);
}
