/* Device memory: the region table of the VM's sandboxed address space
   (devmem.h). Regions are kept sorted by base; bases only ever grow
   (next_base), so a new region is appended, a freed range is not handed
   out again (a stale pointer faults instead of reaching newer data), and
   every region is followed by an unmapped guard gap of PV_GUARD_BYTES. */
#include "devmem.h"

PTXVM_INTERNAL void pv_devmem_init(pv_devmem *dm, pv_heap *h, uint64_t limit)
{
    memset(dm, 0, sizeof *dm);
    dm->heap = h;
    dm->limit = limit;
    dm->next_base = PV_GLOBAL_BASE + PV_GUARD_BYTES;   /* 32-bit NULL faults */
    dm->host_align = 16;
}

static int pvm_owns(const pv_region *r)
{
    return r->raw != NULL;
}

PTXVM_INTERNAL void pv_devmem_free(pv_devmem *dm)
{
    uint32_t i;
    for (i = 0; i < dm->nregions; i++)
        if (pvm_owns(&dm->regions[i]))
            pv_free(dm->heap, dm->regions[i].raw, dm->regions[i].host_bytes);
    if (dm->regions)
        pv_free(dm->heap, dm->regions, (size_t)dm->cap * sizeof *dm->regions);
    dm->regions = NULL;
    dm->nregions = dm->cap = 0;
    dm->used = 0;
}

PTXVM_INTERNAL ptxvm_result pv_devmem_add_aligned(pv_devmem *dm, uint32_t kind,
                                                  uint64_t size, void *host,
                                                  uint32_t access,
                                                  const ptxvm_mem_callbacks *cb,
                                                  void *cb_user, uint64_t align,
                                                  uint64_t *base)
{
    const int counted = kind == PV_REGION_ALLOC || kind == PV_REGION_MODULE;
    uint64_t b, halign;
    size_t nbytes = 0;
    void *raw = NULL;
    pv_region *r;
    *base = 0;
    if (size == 0 || (align & (align - 1)) != 0)
        return PTXVM_E_INVALID_ARGUMENT;
    if (align < PV_REGION_ALIGN)
        align = PV_REGION_ALIGN;
    /* the range must fit below the windows, with its guard gap */
    if (align > PV_WINDOW_BASE || dm->next_base > PV_WINDOW_BASE - (align - 1))
        return PTXVM_E_NO_MEMORY;
    b = (dm->next_base + (align - 1)) & ~(align - 1);
    if (size > PV_WINDOW_BASE - b || PV_WINDOW_BASE - b - size < PV_GUARD_BYTES)
        return PTXVM_E_NO_MEMORY;
    if (counted && dm->limit &&
        (dm->used > dm->limit || size > dm->limit - dm->used))
        return PTXVM_E_NO_MEMORY;
    if (dm->nregions == dm->cap) {
        pv_region *n = (pv_region *)pv_grow(dm->heap, dm->regions, &dm->cap,
                                            dm->nregions + 1, sizeof *n);
        if (!n)
            return PTXVM_E_NO_MEMORY;
        dm->regions = n;
    }
    if (!host && counted) {
        halign = dm->host_align ? dm->host_align : align;
        if (size > (uint64_t)SIZE_MAX - (halign - 1))
            return PTXVM_E_NO_MEMORY;
        nbytes = (size_t)(size + (halign - 1));
        raw = pv_zalloc(dm->heap, nbytes);      /* lazily zeroed pages */
        if (!raw)
            return PTXVM_E_NO_MEMORY;
        host = (void *)(((uintptr_t)raw + (uintptr_t)(halign - 1)) &
                        ~(uintptr_t)(halign - 1));
    }
    /* next_base only grows, so the new region sorts last */
    r = &dm->regions[dm->nregions++];
    memset(r, 0, sizeof *r);
    r->base = b;
    r->size = size;
    r->host = (uint8_t *)host;
    r->kind = kind;
    r->access = access;
    r->cb = cb;
    r->cb_user = cb_user;
    r->host_bytes = nbytes;
    r->raw = raw;
    if (counted)
        dm->used += size;
    dm->next_base = b + size + PV_GUARD_BYTES;
    *base = b;
    return PTXVM_OK;
}

PTXVM_INTERNAL ptxvm_result pv_devmem_add(pv_devmem *dm, uint32_t kind,
                                          uint64_t size, void *host,
                                          uint32_t access,
                                          const ptxvm_mem_callbacks *cb,
                                          void *cb_user, uint64_t *base)
{
    return pv_devmem_add_aligned(dm, kind, size, host, access, cb, cb_user,
                                 PV_REGION_ALIGN, base);
}

PTXVM_INTERNAL ptxvm_result pv_devmem_remove(pv_devmem *dm, uint64_t base,
                                             uint32_t kinds)
{
    pv_region *r = pv_devmem_lookup(dm, base);
    uint32_t i;
    if (!r || r->base != base || !(kinds & (1u << r->kind)))
        return PTXVM_E_INVALID_ARGUMENT;
    if (pvm_owns(r))
        pv_free(dm->heap, r->raw, r->host_bytes);
    if (r->kind == PV_REGION_ALLOC || r->kind == PV_REGION_MODULE)
        dm->used -= r->size;
    i = (uint32_t)(r - dm->regions);
    memmove(r, r + 1, (size_t)(dm->nregions - i - 1) * sizeof *r);
    dm->nregions--;
    return PTXVM_OK;
}

PTXVM_INTERNAL pv_region *pv_devmem_find(pv_devmem *dm, uint64_t addr,
                                         uint64_t n)
{
    pv_region *r = pv_devmem_lookup(dm, addr);
    if (!r || n > r->size - (addr - r->base))
        return NULL;
    return r;
}

PTXVM_INTERNAL pv_region *pv_devmem_find_host(pv_devmem *dm, const void *host,
                                              uint32_t kinds)
{
    uint32_t i;
    for (i = 0; i < dm->nregions; i++) {
        pv_region *r = &dm->regions[i];
        if (r->host == (const uint8_t *)host && (kinds & (1u << r->kind)))
            return r;
    }
    return NULL;
}
