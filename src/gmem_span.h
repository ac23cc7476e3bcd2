/* The region checks and first-round prefetch hints that the whole-warp
   global paths share (exec_gmem.c and its AVX2 copy, gmem_avx2.c): each
   instruction remembers the region it touched last (per pc mod
   PV_GM_SLOTS), so a kernel reading six arrays does not search the
   region table at every access. */
#ifndef PTXVM_GMEM_SPAN_H
#define PTXVM_GMEM_SPAN_H
#include "exec.h"
#include "devmem.h"

/* Whether region r can serve an access of size-byte elements directly:
   host memory, open to it, its host base aligned to size (a host mapping
   of a misaligned buffer goes element by element under the VM's lock,
   on the general path). */
static PV_FORCE_INLINE int gm_usable(const pv_region *r, uint32_t size, int write)
{
    return r->host && (r->access & (write ? PTXVM_WRITE : PTXVM_READ)) &&
           r->size >= size && !((uintptr_t)r->host & (size - 1));
}

/* The usable region holding device bytes [lo, hi + size), or NULL. */
static PV_FORCE_INLINE const pv_region *gm_span(pv_cta *X, uint32_t pc, uint64_t lo,
                                                uint64_t hi, uint32_t size, int write)
{
    const pv_region **slot = &X->gm_region[pc & (PV_GM_SLOTS - 1)];
    const pv_region *r = *slot;
    if (hi < lo)
        return NULL;
    if (!r || lo < r->base || r->size < size || hi - r->base > r->size - size) {
        if (lo < PV_GLOBAL_BASE || hi >= PV_WINDOW_BASE)
            return NULL;
        r = pv_devmem_find(&X->vm->mem, lo, 1);
        if (!r || r->size < size || hi - r->base > r->size - size)
            return NULL;
        *slot = r;
    }
    return gm_usable(r, size, write) ? r : NULL;
}

/* A warp's first round of a grid-stride loop: its run is not the
   slot's last step on from the slot's last run (another CTA's warp,
   long done), so pv_warp_prefetch learns the step at the second round
   and reaches four rounds on from there, and rounds two to five miss.
   When the slot's last step was a grid's stride (a page to 64 MiB
   forward) and this run is not that step on, the next four runs at
   that stride are prefetched now. */
static PV_FORCE_INLINE void gm_first_rounds(pv_cta *X, uint32_t key, const uint8_t *host,
                                            uint32_t bytes)
{
#if defined(__GNUC__) || defined(__clang__)
    const uint32_t i = key & (PV_PF_WARP_SLOTS - 1);
    const uint64_t s = X->pf_warp[i].step;
    if ((uint64_t)(uintptr_t)host - X->pf_warp[i].last != s &&
        s - 4096u < ((uint64_t)1 << 26)) {
        uintptr_t p = (uintptr_t)host, q;
        uint32_t r;
        for (r = 0; r < 4; r++) {
            p += (uintptr_t)s;
            for (q = p & ~(uintptr_t)63; q < p + bytes; q += 64)
                __builtin_prefetch((const void *)q);
        }
    }
#else
    PV_UNUSED(X);
    PV_UNUSED(key);
    PV_UNUSED(host);
    PV_UNUSED(bytes);
#endif
}
#endif
