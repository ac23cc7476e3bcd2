/* The public device-memory API: allocations, host mappings, callback
   ranges, and host-side copies (memcpy/memset). The region table itself
   is devmem.c.

   Under PTXVM_FLAG_UNCHECKED device addresses are host pointers: an
   allocation still gets a region (so that free and destroy find and
   release it) but its address is its host memory, mappings return the
   host buffer itself, and copies are plain memcpy/memset without checks.
   Callback ranges need a check on every access and are not available in
   that mode. */
#include "vm.h"
#include "abi.h"

#define PVM_ULL(x) ((unsigned long long)(x))

static int pvm_unchecked(const ptxvm_vm *vm)
{
    return (vm->cfg.flags & PTXVM_FLAG_UNCHECKED) != 0;
}

static ptxvm_result pvm_add_failed(ptxvm_vm *vm, const char *fn,
                                   ptxvm_result r, uint64_t size)
{
    if (r == PTXVM_E_NO_MEMORY && vm->mem.limit && vm->mem.used <= vm->mem.limit &&
        size > vm->mem.limit - vm->mem.used)
        return pv_error(vm, r, "%s: %llu bytes exceed the device memory limit "
                        "(%llu of %llu bytes in use)", fn, PVM_ULL(size),
                        PVM_ULL(vm->mem.used), PVM_ULL(vm->mem.limit));
    return pv_error(vm, r, "%s: out of memory (%llu bytes)", fn, PVM_ULL(size));
}

ptxvm_result ptxvm_mem_alloc(ptxvm_vm *vm, size_t size, ptxvm_addr *out)
{
    uint64_t base;
    ptxvm_result r;
    if (out)
        *out = 0;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!out)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_alloc: out must not be NULL");
    if (size == 0)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_alloc: size must not be 0");
    r = pv_devmem_add(&vm->mem, PV_REGION_ALLOC, (uint64_t)size, NULL,
                      PTXVM_READ | PTXVM_WRITE, NULL, NULL, &base);
    if (r != PTXVM_OK)
        return pvm_add_failed(vm, "ptxvm_mem_alloc", r, (uint64_t)size);
    if (pvm_unchecked(vm))
        *out = (ptxvm_addr)(uintptr_t)pv_devmem_lookup(&vm->mem, base)->host;
    else
        *out = base;
    return pv_ok(vm);
}

/* The region a public address names exactly (its start), of the given
   kinds; NULL when there is none. */
static pv_region *pvm_region_at(ptxvm_vm *vm, ptxvm_addr addr, uint32_t kinds)
{
    pv_region *r;
    if (pvm_unchecked(vm))
        return addr ? pv_devmem_find_host(&vm->mem, (const void *)(uintptr_t)addr,
                                          kinds) : NULL;
    r = pv_devmem_lookup(&vm->mem, addr);
    return r && r->base == addr && (kinds & (1u << r->kind)) ? r : NULL;
}

static const char *pvm_kind_name(uint32_t kind)
{
    switch (kind) {
    case PV_REGION_ALLOC:    return "memory from ptxvm_mem_alloc";
    case PV_REGION_MAPPED:   return "a host mapping (ptxvm_mem_map)";
    case PV_REGION_CALLBACK: return "a callback range (ptxvm_mem_map_callbacks)";
    default:                 return "a module's variables";
    }
}

/* Why addr cannot be freed/unmapped as asked: names what it is. */
static ptxvm_result pvm_bad_base(ptxvm_vm *vm, const char *fn, ptxvm_addr addr,
                                 const char *want)
{
    pv_region *r = NULL;
    if (!pvm_unchecked(vm))
        r = pv_devmem_lookup(&vm->mem, addr);
    else
        r = pv_devmem_find_host(&vm->mem, (const void *)(uintptr_t)addr, ~0u);
    if (!r)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "%s: 0x%llx is not %s (not device memory, or already "
                        "released)", fn, PVM_ULL(addr), want);
    if (!pvm_unchecked(vm) && r->base != addr)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "%s: 0x%llx is inside %s at 0x%llx, not its start",
                        fn, PVM_ULL(addr), pvm_kind_name(r->kind),
                        PVM_ULL(r->base));
    return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%s: 0x%llx is %s, not %s",
                    fn, PVM_ULL(addr), pvm_kind_name(r->kind), want);
}

ptxvm_result ptxvm_mem_free(ptxvm_vm *vm, ptxvm_addr addr)
{
    pv_region *r;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    r = pvm_region_at(vm, addr, 1u << PV_REGION_ALLOC);
    if (!r)
        return pvm_bad_base(vm, "ptxvm_mem_free", addr,
                            "the start of memory from ptxvm_mem_alloc");
    pv_devmem_remove(&vm->mem, r->base, 1u << PV_REGION_ALLOC);
    return pv_ok(vm);
}

ptxvm_result ptxvm_mem_map(ptxvm_vm *vm, void *host, size_t size,
                           unsigned access, ptxvm_addr *out)
{
    uint64_t base;
    ptxvm_result r;
    if (out)
        *out = 0;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!host || !out)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map: %s must not be NULL", host ? "out" : "host");
    if (size == 0)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map: size must not be 0");
    if (access == 0 || (access & ~(PTXVM_READ | PTXVM_WRITE)))
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map: access 0x%x must be PTXVM_READ, "
                        "PTXVM_WRITE or both", access);
    if ((uint64_t)(uintptr_t)host > UINT64_MAX - size)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map: host range wraps around");
    r = pv_devmem_add(&vm->mem, PV_REGION_MAPPED, (uint64_t)size, host,
                      access, NULL, NULL, &base);
    if (r != PTXVM_OK)
        return pvm_add_failed(vm, "ptxvm_mem_map", r, (uint64_t)size);
    *out = pvm_unchecked(vm) ? (ptxvm_addr)(uintptr_t)host : base;
    return pv_ok(vm);
}

ptxvm_result ptxvm_mem_unmap(ptxvm_vm *vm, ptxvm_addr addr)
{
    const uint32_t kinds = (1u << PV_REGION_MAPPED) | (1u << PV_REGION_CALLBACK);
    pv_region *r;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    r = pvm_region_at(vm, addr, kinds);
    if (!r)
        return pvm_bad_base(vm, "ptxvm_mem_unmap", addr,
                            "the start of a mapping from ptxvm_mem_map or "
                            "ptxvm_mem_map_callbacks");
    pv_devmem_remove(&vm->mem, r->base, kinds);
    return pv_ok(vm);
}

ptxvm_result ptxvm_mem_map_callbacks(ptxvm_vm *vm, size_t size,
                                     const ptxvm_mem_callbacks *cb,
                                     void *user, ptxvm_addr *out)
{
    uint64_t base;
    ptxvm_result r;
    if (out)
        *out = 0;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (!cb || !out || !cb->load || !cb->store)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map_callbacks: %s must not be NULL",
                        !cb ? "cb" : !out ? "out" : !cb->load ? "cb->load"
                                                              : "cb->store");
    if (size == 0)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "ptxvm_mem_map_callbacks: size must not be 0");
    {   /* cb is kept, not copied: only its size is checked here (a
           layout whose struct_size ends before atomic_typed has no such
           member, which exec_mem.c's cb_has_typed looks at first) */
        ptxvm_mem_callbacks c;
        r = PV_SIZED_COPY(vm, "ptxvm_mem_map_callbacks", ptxvm_mem_callbacks, &c, cb);
        if (r != PTXVM_OK)
            return r;
    }
    if (pvm_unchecked(vm))
        return pv_error(vm, PTXVM_E_UNSUPPORTED,
                        "ptxvm_mem_map_callbacks: callback ranges need checked "
                        "accesses, which a PTXVM_FLAG_UNCHECKED VM does not make");
    r = pv_devmem_add(&vm->mem, PV_REGION_CALLBACK, (uint64_t)size, NULL,
                      PTXVM_READ | PTXVM_WRITE, cb, user, &base);
    if (r != PTXVM_OK)
        return pvm_add_failed(vm, "ptxvm_mem_map_callbacks", r, (uint64_t)size);
    *out = base;
    return pv_ok(vm);
}

/* The region holding all of [addr, addr+n), for a host-side copy that
   needs the given access (a host mapping's declared access binds the host
   too; the VM's own memory, module .const included, is host-writable). */
static pv_region *pvm_copy_region(ptxvm_vm *vm, const char *fn, ptxvm_addr addr,
                                  size_t n, uint32_t need, ptxvm_result *err)
{
    pv_region *r = pv_devmem_find(&vm->mem, addr, (uint64_t)n);
    if (!r) {
        pv_region *at = pv_devmem_lookup(&vm->mem, addr);
        if (at)
            *err = pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                            "%s: [0x%llx, +%llu) runs past the end of %s "
                            "[0x%llx, +%llu)", fn, PVM_ULL(addr), PVM_ULL(n),
                            pvm_kind_name(at->kind), PVM_ULL(at->base),
                            PVM_ULL(at->size));
        else
            *err = pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                            "%s: 0x%llx is not device memory", fn, PVM_ULL(addr));
        return NULL;
    }
    if (r->kind == PV_REGION_MAPPED && !(r->access & need)) {
        *err = pv_error(vm, PTXVM_E_INVALID_ARGUMENT,
                        "%s: 0x%llx is in a host mapping without %s access",
                        fn, PVM_ULL(addr),
                        need == PTXVM_WRITE ? "PTXVM_WRITE" : "PTXVM_READ");
        return NULL;
    }
    return r;
}

static ptxvm_result pvm_cb_failed(ptxvm_vm *vm, const char *fn, const char *which,
                                  ptxvm_result got, uint64_t off, size_t n)
{
    return pv_error(vm, PTXVM_E_HOST, "%s: the %s callback failed with %s "
                    "(offset %llu, %llu bytes)", fn, which,
                    ptxvm_result_name(got), PVM_ULL(off), PVM_ULL(n));
}

/* Both copy directions: host <-> device address dev, n bytes; write is
   1 for host to device. */
static ptxvm_result pvm_copy(ptxvm_vm *vm, const char *fn, uint64_t dev,
                             void *host, size_t n, int write)
{
    ptxvm_result err = PTXVM_OK;
    pv_region *r;
    uint64_t off;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (n == 0)
        return pv_ok(vm);
    if (!host)
        return pv_error(vm, PTXVM_E_INVALID_ARGUMENT, "%s: %s must not be NULL",
                        fn, write ? "src" : "dst");
    if (pvm_unchecked(vm)) {
        if (write)
            memcpy((void *)(uintptr_t)dev, host, n);
        else
            memcpy(host, (const void *)(uintptr_t)dev, n);
        return pv_ok(vm);
    }
    r = pvm_copy_region(vm, fn, dev, n, write ? PTXVM_WRITE : PTXVM_READ, &err);
    if (!r)
        return err;
    off = dev - r->base;
    if (r->kind == PV_REGION_CALLBACK) {
        ptxvm_result cr = write ? r->cb->store(r->cb_user, off, host, n)
                                : r->cb->load(r->cb_user, off, host, n);
        if (cr != PTXVM_OK)
            return pvm_cb_failed(vm, fn, write ? "store" : "load", cr, off, n);
        return pv_ok(vm);
    }
    if (write)
        memmove(r->host + off, host, n);
    else
        memmove(host, r->host + off, n);
    return pv_ok(vm);
}

ptxvm_result ptxvm_memcpy_htod(ptxvm_vm *vm, ptxvm_addr dst, const void *src,
                               size_t n)
{
    /* casting away const is safe: with write = 1 pvm_copy only reads host */
    return pvm_copy(vm, "ptxvm_memcpy_htod", dst, (void *)(uintptr_t)src, n, 1);
}

ptxvm_result ptxvm_memcpy_dtoh(ptxvm_vm *vm, void *dst, ptxvm_addr src, size_t n)
{
    return pvm_copy(vm, "ptxvm_memcpy_dtoh", src, dst, n, 0);
}

ptxvm_result ptxvm_memset(ptxvm_vm *vm, ptxvm_addr dst, int byte, size_t n)
{
    const char *fn = "ptxvm_memset";
    ptxvm_result err = PTXVM_OK;
    pv_region *r;
    uint64_t off;
    if (!vm)
        return PTXVM_E_INVALID_ARGUMENT;
    if (n == 0)
        return pv_ok(vm);
    if (pvm_unchecked(vm)) {
        memset((void *)(uintptr_t)dst, byte, n);
        return pv_ok(vm);
    }
    r = pvm_copy_region(vm, fn, dst, n, PTXVM_WRITE, &err);
    if (!r)
        return err;
    off = dst - r->base;
    if (r->kind == PV_REGION_CALLBACK) {
        /* stores of a filled buffer, in order, at most 4 KiB each */
        unsigned char buf[4096];
        size_t done = 0;
        memset(buf, byte, n < sizeof buf ? n : sizeof buf);
        while (done < n) {
            size_t k = n - done < sizeof buf ? n - done : sizeof buf;
            ptxvm_result cr = r->cb->store(r->cb_user, off + done, buf, k);
            if (cr != PTXVM_OK)
                return pvm_cb_failed(vm, fn, "store", cr, off + done, k);
            done += k;
        }
        return pv_ok(vm);
    }
    memset(r->host + off, byte, n);
    return pv_ok(vm);
}
