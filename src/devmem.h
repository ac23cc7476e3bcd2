/* Device memory: the VM's sandboxed address space.

   Generic device addresses are 64-bit. Global memory (ptxvm_mem_alloc,
   host mappings, callback ranges, module .global/.const variables) lives
   in the low part of the space, from PV_GLOBAL_BASE up; the per-thread,
   per-CTA and per-launch state spaces have fixed windows above it, so a
   generic address is classified with one compare:

     [PV_GLOBAL_BASE, PV_WINDOW_BASE)            global (regions)
     [PV_SHARED_WINDOW, + PV_WINDOW_SIZE)        .shared of the CTA
     [PV_LOCAL_WINDOW,  + PV_WINDOW_SIZE)        .local of the thread
     [PV_PARAM_WINDOW,  + PV_WINDOW_SIZE)        kernel .param

   Address 0 and everything below PV_GLOBAL_BASE is never mapped, so NULL
   and small forged integers fault.

   32-bit addresses (PTX 1.x and 2.x modules, `.address_size 32`): a
   32-bit register address a of .global or .const memory is the device
   address PV_GLOBAL_BASE + a, so the low 32 bits of any device address
   below PV_GLOBAL_BASE + 4 GiB work as its 32-bit pointer (what a host
   passes for a .u32 pointer parameter, what `mov.u32 %r, var` keeps).
   The first region starts PV_GUARD_BYTES above PV_GLOBAL_BASE, so a
   32-bit NULL faults too. 32-bit generic addresses have the windows at
   the top of their space, 16 MiB each (cvta.shared.u32 gives
   PV_SHARED_WINDOW32 + offset); any other 32-bit generic address is
   global (pv_generic32). Regions never overlap and are
   separated by unmapped guard gaps so that running off one region's end
   faults instead of reaching the next. */
#ifndef PTXVM_DEVMEM_H
#define PTXVM_DEVMEM_H
#include "mem.h"

#define PV_GLOBAL_BASE    0x0000000100000000ull   /* 4 GiB               */
#define PV_WINDOW_BASE    0x0000700000000000ull
#define PV_WINDOW_SIZE    0x0000000100000000ull   /* 4 GiB per window    */
#define PV_SHARED_WINDOW  0x0000700000000000ull
#define PV_LOCAL_WINDOW   0x0000710000000000ull
#define PV_PARAM_WINDOW   0x0000720000000000ull
#define PV_SHARED_WINDOW32 0xfd000000u
#define PV_LOCAL_WINDOW32  0xfe000000u
#define PV_PARAM_WINDOW32  0xff000000u
/* Function addresses (an initialiser naming a function, a mov of a
   function's name): PV_FUNC_ADDR_BASE + the ir_func index of the
   function's definition (the one with a body; else its first
   declaration; an .alias names its target), so an indirect call can
   validate a target with one compare and an index check. */
#define PV_FUNC_ADDR_BASE 0x0000730000000000ull

#define PV_REGION_ALIGN   256u                    /* base alignment      */
#define PV_GUARD_BYTES    0x10000ull              /* 64 KiB unmapped gap */

enum {
    PV_REGION_ALLOC = 1,     /* ptxvm_mem_alloc: owned host memory        */
    PV_REGION_MAPPED,        /* ptxvm_mem_map: the host's buffer          */
    PV_REGION_CALLBACK,      /* ptxvm_mem_map_callbacks                   */
    PV_REGION_MODULE         /* a module's .global/.const variables       */
};

typedef struct pv_region {
    uint64_t base, size;     /* device address range [base, base+size)    */
    uint8_t *host;           /* host memory (NULL for callback regions)   */
    uint32_t kind;           /* PV_REGION_*                               */
    uint32_t access;         /* PTXVM_READ | PTXVM_WRITE                  */
    const ptxvm_mem_callbacks *cb;   /* callback regions                  */
    void    *cb_user;
    size_t   host_bytes;     /* bytes owned (PV_REGION_ALLOC/MODULE)      */
    void    *raw;            /* the owned allocation (host is raw aligned
                                up to the region's host alignment)        */
} pv_region;

typedef struct pv_devmem {
    pv_heap   *heap;
    pv_region *regions;      /* sorted by base                            */
    uint32_t   nregions, cap;
    uint64_t   next_base;    /* where the next region goes                */
    uint64_t   used;         /* bytes allocated (for device_mem_limit)    */
    uint64_t   limit;        /* 0 = none                                  */
    uint32_t   host_align;   /* owned host memory is aligned to this (16,
                                a power of two); 0: to the region's base
                                alignment, as PTXVM_FLAG_UNCHECKED needs
                                (device addresses are host pointers)      */
} pv_devmem;

PTXVM_INTERNAL void pv_devmem_init(pv_devmem *dm, pv_heap *h, uint64_t limit);
/* Frees every owned region. */
PTXVM_INTERNAL void pv_devmem_free(pv_devmem *dm);

/* Add a region of size bytes (aligned to 256). host == NULL with kind
   PV_REGION_ALLOC/MODULE allocates zeroed host memory for it. Returns 0
   and the region's base in *base, or a ptxvm_result error. */
PTXVM_INTERNAL ptxvm_result pv_devmem_add(pv_devmem *dm, uint32_t kind,
                                          uint64_t size, void *host,
                                          uint32_t access,
                                          const ptxvm_mem_callbacks *cb,
                                          void *cb_user, uint64_t *base);
/* The same with the base (and, when dm->host_align is 0, the owned host
   memory) aligned to align, a power of two; alignments
   below 256 are raised to 256. Module variables use this for .align
   beyond 256. */
PTXVM_INTERNAL ptxvm_result pv_devmem_add_aligned(pv_devmem *dm, uint32_t kind,
                                                  uint64_t size, void *host,
                                                  uint32_t access,
                                                  const ptxvm_mem_callbacks *cb,
                                                  void *cb_user, uint64_t align,
                                                  uint64_t *base);
/* Remove the region starting exactly at base, of one of the given kinds
   (bit mask of 1 << PV_REGION_*). Returns PTXVM_OK or
   PTXVM_E_INVALID_ARGUMENT. */
PTXVM_INTERNAL ptxvm_result pv_devmem_remove(pv_devmem *dm, uint64_t base,
                                             uint32_t kinds);
/* The region containing [addr, addr+n), or NULL (also for n == 0 at
   a region's end). Read-only: safe from several worker threads while no
   region is added or removed. */
PTXVM_INTERNAL pv_region *pv_devmem_find(pv_devmem *dm, uint64_t addr,
                                         uint64_t n);
/* The region that owns or maps host memory at host (its host pointer
   exactly), of one of the given kinds, or NULL: PTXVM_FLAG_UNCHECKED
   addresses are host pointers. Linear in the number of regions. */
PTXVM_INTERNAL pv_region *pv_devmem_find_host(pv_devmem *dm, const void *host,
                                              uint32_t kinds);

/* The interpreter's fast path: the region containing addr (one byte), by
   binary search; NULL in a guard gap or outside global memory. A warp
   checks its lanes' lowest address lo and highest hi (accesses of n
   bytes) against one region: r = pv_devmem_lookup(dm, lo), then
   r && hi - r->base <= r->size - n (n <= r->size); else fall back to a
   per-lane check. */
static inline pv_region *pv_devmem_lookup(const pv_devmem *dm, uint64_t addr)
{
    uint32_t lo = 0, hi = dm->nregions;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const pv_region *r = &dm->regions[mid];
        if (addr < r->base)
            hi = mid;
        else if (addr - r->base >= r->size)
            lo = mid + 1;
        else
            return (pv_region *)r;
    }
    return NULL;
}
/* The 64-bit generic address of 32-bit generic address a. */
static inline uint64_t pv_generic32(uint32_t a)
{
    if (a >= PV_SHARED_WINDOW32) {
        uint32_t w = (a - PV_SHARED_WINDOW32) >> 24;
        return (w == 0 ? PV_SHARED_WINDOW : w == 1 ? PV_LOCAL_WINDOW : PV_PARAM_WINDOW) +
               ((a - PV_SHARED_WINDOW32) & 0xffffffu);
    }
    return PV_GLOBAL_BASE + a;
}
#endif
