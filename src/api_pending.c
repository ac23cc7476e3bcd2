/* Public functions whose machinery is not built yet: device memory,
   launches, host-function calls from kernels, textures and surfaces.
   Each checks its arguments and then fails with PTXVM_E_UNSUPPORTED and
   a message saying what is missing, never silently. */
#include "vm.h"

static ptxvm_result pending(ptxvm_vm *vm, const char *what)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    return pv_error(vm, PTXVM_E_UNSUPPORTED,
                    "%s: not supported by this version of ptxvm (%s)", what,
                    ptxvm_version());
}

ptxvm_result ptxvm_mem_alloc(ptxvm_vm *vm, size_t size, ptxvm_addr *out)
{
    PV_UNUSED(size);
    if (out)
        *out = 0;
    return pending(vm, "device memory (ptxvm_mem_alloc)");
}

ptxvm_result ptxvm_mem_free(ptxvm_vm *vm, ptxvm_addr addr)
{
    PV_UNUSED(addr);
    return pending(vm, "device memory (ptxvm_mem_free)");
}

ptxvm_result ptxvm_mem_map(ptxvm_vm *vm, void *host, size_t size,
                           unsigned access, ptxvm_addr *out)
{
    PV_UNUSED(host);
    PV_UNUSED(size);
    PV_UNUSED(access);
    if (out)
        *out = 0;
    return pending(vm, "host mappings (ptxvm_mem_map)");
}

ptxvm_result ptxvm_mem_unmap(ptxvm_vm *vm, ptxvm_addr addr)
{
    PV_UNUSED(addr);
    return pending(vm, "host mappings (ptxvm_mem_unmap)");
}

ptxvm_result ptxvm_mem_map_callbacks(ptxvm_vm *vm, size_t size,
                                     const ptxvm_mem_callbacks *cb,
                                     void *user, ptxvm_addr *out)
{
    PV_UNUSED(size);
    PV_UNUSED(cb);
    PV_UNUSED(user);
    if (out)
        *out = 0;
    return pending(vm, "callback-backed memory (ptxvm_mem_map_callbacks)");
}

ptxvm_result ptxvm_memcpy_htod(ptxvm_vm *vm, ptxvm_addr dst, const void *src,
                               size_t n)
{
    PV_UNUSED(dst);
    PV_UNUSED(src);
    PV_UNUSED(n);
    return pending(vm, "device memory (ptxvm_memcpy_htod)");
}

ptxvm_result ptxvm_memcpy_dtoh(ptxvm_vm *vm, void *dst, ptxvm_addr src,
                               size_t n)
{
    PV_UNUSED(dst);
    PV_UNUSED(src);
    PV_UNUSED(n);
    return pending(vm, "device memory (ptxvm_memcpy_dtoh)");
}

ptxvm_result ptxvm_memset(ptxvm_vm *vm, ptxvm_addr dst, int byte, size_t n)
{
    PV_UNUSED(dst);
    PV_UNUSED(byte);
    PV_UNUSED(n);
    return pending(vm, "device memory (ptxvm_memset)");
}

ptxvm_result ptxvm_call_read(const ptxvm_call *call, ptxvm_addr generic,
                             void *dst, size_t n)
{
    PV_UNUSED(generic);
    PV_UNUSED(dst);
    PV_UNUSED(n);
    return call ? pending(call->vm, "kernel calls to host functions "
                                    "(ptxvm_call_read)")
                : PTXVM_E_INVALID_ARGUMENT;
}

ptxvm_result ptxvm_call_write(const ptxvm_call *call, ptxvm_addr generic,
                              const void *src, size_t n)
{
    PV_UNUSED(generic);
    PV_UNUSED(src);
    PV_UNUSED(n);
    return call ? pending(call->vm, "kernel calls to host functions "
                                    "(ptxvm_call_write)")
                : PTXVM_E_INVALID_ARGUMENT;
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
        if (v->name == sym && (v->space == SP_GLOBAL || v->space == SP_CONST) &&
            v->linkage != LK_EXTERN)
            return pending(m->vm, "device memory for module variables "
                                  "(ptxvm_module_get_global)");
    }
    return pv_error(m->vm, PTXVM_E_NOT_FOUND,
                    "%s: no .global or .const variable named '%s'",
                    ir_name(m->ir, m->ir->source), name);
}

ptxvm_result ptxvm_launch_kernel(ptxvm_kernel *k, const ptxvm_launch *l,
                                 ptxvm_stats *stats)
{
    if (stats)
        memset(stats, 0, sizeof *stats);
    if (!k)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!l)
        return pv_error(k->module->vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_launch_kernel: launch must not be NULL");
    return pending(k->module->vm, "kernel execution (ptxvm_launch_kernel)");
}

ptxvm_result ptxvm_texture_create(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                                  const ptxvm_texture_desc *tex, uint64_t *out)
{
    PV_UNUSED(res);
    PV_UNUSED(tex);
    if (out)
        *out = 0;
    return pending(vm, "textures (ptxvm_texture_create)");
}

ptxvm_result ptxvm_texture_destroy(ptxvm_vm *vm, uint64_t tex)
{
    PV_UNUSED(tex);
    return pending(vm, "textures (ptxvm_texture_destroy)");
}

ptxvm_result ptxvm_surface_create(ptxvm_vm *vm, const ptxvm_resource_desc *res,
                                  uint64_t *out)
{
    PV_UNUSED(res);
    if (out)
        *out = 0;
    return pending(vm, "surfaces (ptxvm_surface_create)");
}

ptxvm_result ptxvm_surface_destroy(ptxvm_vm *vm, uint64_t surf)
{
    PV_UNUSED(surf);
    return pending(vm, "surfaces (ptxvm_surface_destroy)");
}

ptxvm_result ptxvm_module_bind_texref(ptxvm_module *m, const char *name,
                                      uint64_t tex)
{
    PV_UNUSED(name);
    PV_UNUSED(tex);
    if (!m)
        return PTXVM_E_INVALID_ARGUMENT;
    return pending(m->vm, "texture references (ptxvm_module_bind_texref)");
}
