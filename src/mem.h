/* Memory for the library's own data: the host allocator wrapper, bump
   arenas for IR that lives as long as its module, and growable arrays.
   Every byte comes from ptxvm_host.alloc, or, with the built-in
   allocator, from libc (calloc for zeroed blocks, pv_zalloc). */
#ifndef PTXVM_MEM_H
#define PTXVM_MEM_H
#include "common.h"

typedef void *(*pv_alloc_fn)(void *user, void *ptr, size_t old, size_t n);

typedef struct pv_heap {
    pv_alloc_fn fn;
    void       *user;
    size_t      live;      /* bytes currently held                        */
    size_t      peak;      /* high-water mark of live, for the benchmarks  */
} pv_heap;

/* Resize p (old bytes) to n bytes; n == 0 frees and returns NULL. Returns
   NULL on failure, leaving p untouched. */
PTXVM_INTERNAL void *pv_realloc(pv_heap *h, void *p, size_t old, size_t n);
PTXVM_INTERNAL void  pv_free(pv_heap *h, void *p, size_t n);
/* n zeroed bytes (n > 0), freed with pv_free; NULL on failure. Untouched
   pages of a large block cost no memory with the built-in allocator. */
PTXVM_INTERNAL void *pv_zalloc(pv_heap *h, size_t n);
/* The built-in allocator: realloc/free from libc. */
PTXVM_INTERNAL void *pv_default_alloc(void *user, void *p, size_t old, size_t n);

/* A bump allocator: allocations are freed all at once. */
typedef struct pv_chunk pv_chunk;
typedef struct pv_arena {
    pv_heap  *heap;
    pv_chunk *head;
    char     *cur, *end;
} pv_arena;

PTXVM_INTERNAL void  pv_arena_init(pv_arena *a, pv_heap *h);
/* n bytes aligned to align (a power of two <= 16); NULL on failure. */
PTXVM_INTERNAL void *pv_arena_alloc(pv_arena *a, size_t n, size_t align);
PTXVM_INTERNAL void  pv_arena_free(pv_arena *a);

/* Grow an array so that it holds at least need elements of size elem.
   Returns the (possibly moved) array, or NULL on failure or when
   need * elem overflows; *cap is updated on success. */
PTXVM_INTERNAL void *pv_grow(pv_heap *h, void *data, uint32_t *cap,
                             uint32_t need, size_t elem);

#endif
