/* The device heap: the allocator behind device-side malloc and free.

   The heap hands out addresses inside one device range [base, base+size)
   that the caller backs with a single device-memory region (devmem.h);
   this module never touches device memory. Every piece of bookkeeping
   lives on the host, allocated through pv_heap, so a kernel that writes
   over heap memory (or past a block's end) cannot corrupt the allocator.

   Blocks are multiples of PV_DEVHEAP_ALIGN (16) bytes at 16-byte aligned
   addresses, as CUDA guarantees. Free blocks sit in segregated free lists
   indexed by a two-level bitmap (TLSF: 29 power-of-two classes, each cut
   into 16 linear subclasses; blocks below 256 bytes get one exact list per
   size). A malloc takes the first block of the smallest non-empty class
   that is certain to fit and splits it; a free merges the block with free
   physical neighbours. Live blocks are found by address through a hash
   table. Every operation is O(1) (expected, for the hash); nothing scans
   the blocks.

   Host memory: a 28-byte record per block, live or free (merging keeps
   free blocks at most one more than live ones), and a 4-byte hash bucket
   per one to two live blocks: about 40 bytes per live block. Both arrays
   follow the high-water mark of blocks and are released by
   pv_devheap_reset and pv_devheap_destroy. Nothing is allocated until the
   first pv_devheap_malloc, so a VM can set the heap up eagerly for free
   and back it with a device region only when a kernel first mallocs.

   Thread safety: none; all state is in pv_devheap, so one mutex around
   each call is enough. */
#ifndef PTXVM_DEVHEAP_H
#define PTXVM_DEVHEAP_H
#include "mem.h"

/* CUDA's default cudaLimitMallocHeapSize. */
#define PV_DEVHEAP_DEFAULT_SIZE (8ull << 20)
/* Alignment and granule of every block. */
#define PV_DEVHEAP_ALIGN        16u
/* Block lengths are counted in 32-bit granules. */
#define PV_DEVHEAP_MAX_SIZE     (1ull << 35)      /* 32 GiB */

#define PV_DEVHEAP_FL 29     /* first-level classes                      */
#define PV_DEVHEAP_SL 16     /* second-level subclasses per class        */

typedef struct pv_dh_block pv_dh_block;   /* host-side record, devheap.c */

/* In the amalgamation these are static; pv_devheap_check is for tests
   only, and a build may not use the rest, so an unused one must not
   warn. */
#if defined(__GNUC__) || defined(__clang__)
#  define PV_DEVHEAP_MAYBE_UNUSED __attribute__((unused))
#else
#  define PV_DEVHEAP_MAYBE_UNUSED
#endif

typedef struct pv_devheap {
    pv_heap     *heap;        /* host allocator for the records          */
    uint64_t     base;        /* device range [base, base + size)        */
    uint64_t     size;        /* a multiple of 16                        */
    uint64_t     in_use;      /* bytes in live blocks (16-byte multiples)*/
    uint64_t     peak;        /* high-water mark of in_use               */
    uint32_t     nlive;       /* live blocks                             */
    uint32_t     nfree;       /* free blocks                             */
    /* block records, indexed by uint32 (they move when the array grows) */
    pv_dh_block *blocks;
    uint32_t     nblocks;     /* records ever used (<= cap)              */
    uint32_t     cap;
    uint32_t     spare;       /* list of recycled records                */
    uint32_t     head;        /* the block at offset 0; stays fixed      */
    /* live blocks by granule offset: chained through the records */
    uint32_t    *buckets;
    uint32_t     hash_bits;   /* 2^hash_bits buckets; 0: none yet        */
    /* free lists */
    uint32_t     fl_map;
    uint32_t     sl_map[PV_DEVHEAP_FL];
    uint32_t     free_head[PV_DEVHEAP_FL][PV_DEVHEAP_SL];
} pv_devheap;

typedef struct pv_devheap_stats {
    uint64_t in_use, peak;    /* as in pv_devheap                        */
    uint32_t live_blocks;
    uint32_t free_blocks;
    size_t   meta_bytes;      /* host bytes held for bookkeeping         */
} pv_devheap_stats;

/* Set up a heap over [base, base + size) with bookkeeping from host.
   base must be 16-byte aligned; size is rounded down to a multiple of 16
   and must then be in [16, PV_DEVHEAP_MAX_SIZE], and base + size must not
   wrap. Allocates nothing. Returns PTXVM_OK or PTXVM_E_INVALID_ARGUMENT
   (h is then still safe to destroy). */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
ptxvm_result pv_devheap_init(pv_devheap *h, pv_heap *host, uint64_t base,
                             uint64_t size);
/* Release all host memory; every block is gone. h may be initialised
   again; destroying twice is harmless. */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
void pv_devheap_destroy(pv_devheap *h);
/* Free every block and the host memory, keeping base and size: the state
   pv_devheap_init leaves (in_use and peak back to 0). */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
void pv_devheap_reset(pv_devheap *h);

/* Allocate size bytes. *addr is a 16-byte aligned device address, or 0
   when no free block fits (as device malloc returns NULL; PTXVM_OK).
   size 0 gets a unique 16-byte block: CUDA documents only "at least size
   bytes, or NULL if insufficient memory", and a distinct pointer keeps
   malloc(0) != NULL working as on the host.
   Returns PTXVM_E_NO_MEMORY (with *addr = 0 and the heap unchanged) when
   the host allocator fails. */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
ptxvm_result pv_devheap_malloc(pv_devheap *h, uint64_t size, uint64_t *addr);
/* Free the block at addr; 0 does nothing. An address that is not the
   start of a live block (outside the heap, inside a block, already freed)
   returns PTXVM_E_INVALID_ARGUMENT and changes nothing. Never allocates. */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
ptxvm_result pv_devheap_free(pv_devheap *h, uint64_t addr);

/* Usable bytes of the live block starting at addr, or 0. */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
uint64_t pv_devheap_block_size(const pv_devheap *h, uint64_t addr);
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
void pv_devheap_get_stats(const pv_devheap *h, pv_devheap_stats *s);
/* Walk every structure and check its invariants: 0 when consistent, else
   a nonzero code naming the broken one. O(blocks); for tests. */
PTXVM_INTERNAL PV_DEVHEAP_MAYBE_UNUSED
int pv_devheap_check(const pv_devheap *h);

#endif
