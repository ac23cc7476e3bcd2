/* The public API: versions, results, configuration, VM lifetime and
   error messages. */
#include "vm.h"
#include "texture.h"
#include "devheap.h"
#include "isa.h"
#include "abi.h"
#include <stdarg.h>
#include <stdio.h>

const char *ptxvm_version(void)
{
    return PTXVM_VERSION_STRING;
}

int ptxvm_version_number(void)
{
    return PTXVM_VERSION_NUMBER;
}

const char *ptxvm_result_name(ptxvm_result r)
{
    static const char *const names[] = {
        "PTXVM_OK", "PTXVM_E_INVALID_ARGUMENT", "PTXVM_E_NO_MEMORY",
        "PTXVM_E_SYNTAX", "PTXVM_E_SEMANTIC", "PTXVM_E_UNSUPPORTED",
        "PTXVM_E_NOT_FOUND", "PTXVM_E_LINK", "PTXVM_E_MEMORY_FAULT",
        "PTXVM_E_TRAP", "PTXVM_E_STEP_LIMIT", "PTXVM_E_DEADLOCK",
        "PTXVM_E_HOST", "PTXVM_E_INTERRUPTED", "PTXVM_E_LIMIT"
    };
    if ((unsigned)r < PV_COUNTOF(names))
        return names[r];
    return "PTXVM_E_UNKNOWN";
}

PTXVM_INTERNAL ptxvm_result pv_error(ptxvm_vm *vm, ptxvm_result code,
                                     const char *fmt, ...)
{
    va_list ap;
    if (!vm)
        return code;
    va_start(ap, fmt);
    vsnprintf(vm->err, sizeof vm->err, fmt, ap);
    va_end(ap);
    return code;
}

PTXVM_INTERNAL ptxvm_result pv_ok(ptxvm_vm *vm)
{
    if (vm)
        vm->err[0] = 0;
    return PTXVM_OK;
}

/* (parenthesised: ptxvm.h makes ptxvm_config_init(cfg) a macro) */
void (ptxvm_config_init)(ptxvm_config *cfg)
{
    ptxvm_config_init_sized(cfg, sizeof *cfg);
}

void ptxvm_config_init_sized(ptxvm_config *cfg, size_t size)
{
    ptxvm_config d;
    if (!cfg)
        return;
    memset(&d, 0, sizeof d);
    if (size > sizeof d)        /* a newer header: its fields are 0 too */
        memset(cfg, 0, size);
    else
        memcpy(cfg, &d, size);
    if (size >= offsetof(ptxvm_config, struct_size) + sizeof d.struct_size)
        cfg->struct_size = (uint32_t)size;
}

ptxvm_result ptxvm_create(const ptxvm_config *cfg, ptxvm_vm **out)
{
    ptxvm_config c;
    pv_heap heap;
    ptxvm_vm *vm;
    if (!out)
        return PTXVM_E_INVALID_ARGUMENT;
    *out = NULL;
    if (cfg) {
        if (PV_SIZED_COPY(NULL, "ptxvm_create", ptxvm_config, &c, cfg) != PTXVM_OK)
            return PTXVM_E_INVALID_ARGUMENT;
    } else {
        ptxvm_config_init(&c);
    }
    if (c.flags & ~(PTXVM_FLAG_UNCHECKED | PTXVM_FLAG_NO_FUSION |
                    PTXVM_FLAG_ZERO_STATE))
        return PTXVM_E_INVALID_ARGUMENT;
    heap.fn = c.host.alloc ? c.host.alloc : pv_default_alloc;
    heap.user = c.host.user;
    heap.live = heap.peak = 0;
    vm = (ptxvm_vm *)pv_realloc(&heap, NULL, 0, sizeof *vm);
    if (!vm)
        return PTXVM_E_NO_MEMORY;
    memset(vm, 0, sizeof *vm);
    vm->cfg = c;
    vm->heap = heap;
    vm->heap.live = heap.live;
    vm->heap.peak = heap.peak;
    pv_devmem_init(&vm->mem, &vm->heap, c.device_mem_limit);
    if (pv_mutex_init(&vm->lock) != 0) {
        pv_heap hh;
        pv_devmem_free(&vm->mem);
        hh = vm->heap;
        pv_free(&hh, vm, sizeof *vm);
        return PTXVM_E_NO_MEMORY;
    }
    vm->stack_size = 1024;
    vm->heap_size = (uint64_t)8 << 20;
    vm->module_limit = PTXVM_MAX_MODULE_BYTES;
    vm->nesting = PTXVM_MAX_NESTING;
    vm->cta_memory = (uint64_t)256 << 20;
    vm->launch_depth = 24;
    vm->pending_launches = 2048;
    if (c.flags & PTXVM_FLAG_UNCHECKED)
        vm->mem.host_align = 0;
    *out = vm;
    return PTXVM_OK;
}

void ptxvm_destroy(ptxvm_vm *vm)
{
    uint32_t i;
    pv_heap heap;
    if (!vm)
        return;
    pv_pool_destroy(&vm->heap, vm->pool);
    pv_launch_release(vm);
    pv_tex_release(vm);
    while (vm->modules)
        ptxvm_module_unload(vm->modules);
    if (vm->devheap) {
        pv_devheap_destroy(vm->devheap);
        pv_free(&vm->heap, vm->devheap, sizeof *vm->devheap);
    }
    pv_devmem_free(&vm->mem);
    pv_mutex_destroy(&vm->lock);
    for (i = 0; i < vm->nhostfns; i++)
        pv_free(&vm->heap, vm->hostfns[i].name, vm->hostfns[i].name_len + 1);
    if (vm->hostfns)
        pv_free(&vm->heap, vm->hostfns, (size_t)vm->caphostfns * sizeof(pv_hostfn));
    if (vm->isa)
        isa_destroy(vm->isa);
    heap = vm->heap;
    pv_free(&heap, vm, sizeof *vm);
}

const char *ptxvm_error_message(const ptxvm_vm *vm)
{
    return vm ? vm->err : "";
}

ptxvm_result ptxvm_register_function(ptxvm_vm *vm, const char *name,
                                     ptxvm_host_fn fn, void *user)
{
    size_t len;
    uint32_t i;
    char *copy;
    if (!vm || !name || !fn)
        return vm ? pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                             "ptxvm_register_function: name and fn must not "
                             "be NULL") : PTXVM_E_INVALID_ARGUMENT;
    len = strlen(name);
    if (len == 0)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_register_function: empty name");
    for (i = 0; i < vm->nhostfns; i++) {
        if (vm->hostfns[i].name_len == len &&
            memcmp(vm->hostfns[i].name, name, len) == 0) {
            vm->hostfns[i].fn = fn;
            vm->hostfns[i].user = user;
            return pv_ok(vm);
        }
    }
    copy = (char *)pv_realloc(&vm->heap, NULL, 0, len + 1);
    if (!copy)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "out of memory");
    memcpy(copy, name, len + 1);
    if (vm->nhostfns == vm->caphostfns) {
        pv_hostfn *n = (pv_hostfn *)pv_grow(&vm->heap, vm->hostfns,
                                            &vm->caphostfns, vm->nhostfns + 1,
                                            sizeof *n);
        if (!n) {
            pv_free(&vm->heap, copy, len + 1);
            return pv_error(vm, PTXVM_E_NO_MEMORY, "out of memory");
        }
        vm->hostfns = n;
    }
    vm->hostfns[vm->nhostfns].name = copy;
    vm->hostfns[vm->nhostfns].name_len = len;
    vm->hostfns[vm->nhostfns].fn = fn;
    vm->hostfns[vm->nhostfns].user = user;
    vm->nhostfns++;
    return pv_ok(vm);
}

ptxvm_result ptxvm_set_limit(ptxvm_vm *vm, ptxvm_limit limit, uint64_t value)
{
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    switch (limit) {
    case PTXVM_LIMIT_STACK_SIZE:
        if (value > ((uint64_t)1 << 20))
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a "
                            "stack of %llu bytes per thread exceeds 1 MiB",
                            (unsigned long long)value);
        vm->stack_size = (uint32_t)value;
        return pv_ok(vm);
    case PTXVM_LIMIT_MALLOC_HEAP_SIZE:
        if (vm->devheap)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: the "
                            "device heap is in use; its size can no longer change");
        if (value < PV_DEVHEAP_ALIGN || value > PV_DEVHEAP_MAX_SIZE)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a heap "
                            "of %llu bytes (16 bytes to 32 GiB)",
                            (unsigned long long)value);
        vm->heap_size = value;
        return pv_ok(vm);
    case PTXVM_LIMIT_MODULE_SIZE:
        if (!value || value > PTXVM_MAX_MODULE_BYTES)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a "
                            "module size of %llu bytes (1 to %lu)",
                            (unsigned long long)value,
                            (unsigned long)PTXVM_MAX_MODULE_BYTES);
        vm->module_limit = (size_t)value;
        return pv_ok(vm);
    case PTXVM_LIMIT_NESTING:
        if (!value || value > PTXVM_MAX_NESTING)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a "
                            "nesting depth of %llu (1 to %d)",
                            (unsigned long long)value, PTXVM_MAX_NESTING);
        vm->nesting = (uint32_t)value;
        return pv_ok(vm);
    case PTXVM_LIMIT_CTA_MEMORY:
        if (value < ((uint64_t)1 << 16) || value > ((uint64_t)1 << 40))
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a "
                            "CTA context of %llu bytes (64 KiB to 1 TiB)",
                            (unsigned long long)value);
        vm->cta_memory = value;
        return pv_ok(vm);
    case PTXVM_LIMIT_LAUNCH_DEPTH:
        if (value > 24)
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: a "
                            "launch depth of %llu (0 to 24)",
                            (unsigned long long)value);
        vm->launch_depth = (uint32_t)value;
        return pv_ok(vm);
    case PTXVM_LIMIT_PENDING_LAUNCHES:
        if (!value || value > ((uint64_t)1 << 20))
            return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: %llu "
                            "pending launches (1 to 2^20)",
                            (unsigned long long)value);
        vm->pending_launches = (uint32_t)value;
        return pv_ok(vm);
    case PTXVM_LIMIT_COMPILE_INSTRUCTIONS:
        vm->compile_limit = value;
        return pv_ok(vm);
    default:
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_set_limit: unknown "
                        "limit %d", (int)limit);
    }
}

ptxvm_result ptxvm_get_limit(ptxvm_vm *vm, ptxvm_limit limit, uint64_t *value)
{
    if (!vm || !value)
        return vm ? pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_get_limit: "
                             "value is NULL") : PTXVM_E_INVALID_ARGUMENT;
    switch (limit) {
    case PTXVM_LIMIT_STACK_SIZE: *value = vm->stack_size; return pv_ok(vm);
    case PTXVM_LIMIT_MALLOC_HEAP_SIZE: *value = vm->heap_size; return pv_ok(vm);
    case PTXVM_LIMIT_MODULE_SIZE: *value = vm->module_limit; return pv_ok(vm);
    case PTXVM_LIMIT_NESTING: *value = vm->nesting; return pv_ok(vm);
    case PTXVM_LIMIT_CTA_MEMORY: *value = vm->cta_memory; return pv_ok(vm);
    case PTXVM_LIMIT_LAUNCH_DEPTH: *value = vm->launch_depth; return pv_ok(vm);
    case PTXVM_LIMIT_PENDING_LAUNCHES: *value = vm->pending_launches; return pv_ok(vm);
    case PTXVM_LIMIT_COMPILE_INSTRUCTIONS: *value = vm->compile_limit; return pv_ok(vm);
    default:
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "ptxvm_get_limit: unknown "
                        "limit %d", (int)limit);
    }
}

PTXVM_INTERNAL ptxvm_result pv_vm_heap(ptxvm_vm *vm)
{
    pv_devheap *h;
    uint64_t base;
    ptxvm_result r;
    if (vm->devheap)
        return PTXVM_OK;
    h = (pv_devheap *)pv_realloc(&vm->heap, NULL, 0, sizeof *h);
    if (!h)
        return pv_error(vm, PTXVM_E_NO_MEMORY, "out of memory");
    r = pv_devmem_add(&vm->mem, PV_REGION_MODULE, vm->heap_size, NULL,
                      PTXVM_READ | PTXVM_WRITE, NULL, NULL, &base);
    if (r != PTXVM_OK) {
        pv_free(&vm->heap, h, sizeof *h);
        return pv_error(vm, r, "%llu bytes of device memory for the heap",
                        (unsigned long long)vm->heap_size);
    }
    if (vm->cfg.flags & PTXVM_FLAG_UNCHECKED)    /* addresses are the host's */
        base = (uint64_t)(uintptr_t)pv_devmem_lookup(&vm->mem, base)->host;
    r = pv_devheap_init(h, &vm->heap, base, vm->heap_size);
    if (r != PTXVM_OK) {
        pv_free(&vm->heap, h, sizeof *h);
        return pv_error(vm, r, "device heap");
    }
    vm->devheap = h;
    return PTXVM_OK;
}
