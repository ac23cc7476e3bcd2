/* Host allocator wrapper, arenas and growable arrays. */
#include "mem.h"
#include <stdlib.h>

PTXVM_INTERNAL void *pv_default_alloc(void *user, void *p, size_t old, size_t n)
{
    PV_UNUSED(user);
    PV_UNUSED(old);
    if (n == 0) {
        free(p);
        return NULL;
    }
    return realloc(p, n);
}

PTXVM_INTERNAL void *pv_realloc(pv_heap *h, void *p, size_t old, size_t n)
{
    void *q;
    if (n == 0) {
        if (p) {
            h->fn(h->user, p, old, 0);
            h->live -= old;
        }
        return NULL;
    }
    q = h->fn(h->user, p, p ? old : 0, n);
    if (!q)
        return NULL;
    h->live = h->live - (p ? old : 0) + n;
    if (h->live > h->peak)
        h->peak = h->live;
    return q;
}

PTXVM_INTERNAL void pv_free(pv_heap *h, void *p, size_t n)
{
    pv_realloc(h, p, n, 0);
}

/* With the built-in allocator, calloc: glibc and the BSDs map large
   blocks straight from the kernel, whose pages are zero and cost nothing
   until touched, so untouched device memory stays free. A host's
   allocator gets an ordinary request, which is cleared here. */
PTXVM_INTERNAL void *pv_zalloc(pv_heap *h, size_t n)
{
    void *q;
    if (n == 0)
        return NULL;
    if (h->fn != pv_default_alloc) {
        q = pv_realloc(h, NULL, 0, n);
        if (q)
            memset(q, 0, n);
        return q;
    }
    q = calloc(1, n);
    if (!q)
        return NULL;
    h->live += n;
    if (h->live > h->peak)
        h->peak = h->live;
    return q;
}

/* Chunks grow geometrically so that a module of any size needs few
   allocations, and large requests get a chunk of their own. */
struct pv_chunk {
    pv_chunk *next;
    size_t    size;      /* bytes of the whole chunk, header included */
};

#define PV_CHUNK_MIN 2048u

PTXVM_INTERNAL void pv_arena_init(pv_arena *a, pv_heap *h)
{
    a->heap = h;
    a->head = NULL;
    a->cur = a->end = NULL;
}

PTXVM_INTERNAL void *pv_arena_alloc(pv_arena *a, size_t n, size_t align)
{
    uintptr_t c = (uintptr_t)a->cur;
    uintptr_t aligned = (c + (align - 1)) & ~(uintptr_t)(align - 1);
    if (a->cur && aligned <= (uintptr_t)a->end &&
        n <= (size_t)((uintptr_t)a->end - aligned)) {
        a->cur = (char *)aligned + n;
        return (void *)aligned;
    }
    {
        size_t hdr = (sizeof(pv_chunk) + 15u) & ~(size_t)15u;
        size_t want = a->head ? a->head->size * 2 : PV_CHUNK_MIN;
        pv_chunk *ch;
        if (want > (1u << 22))
            want = 1u << 22;
        if (n > SIZE_MAX - hdr - 16)
            return NULL;
        if (want < hdr + n + 16)
            want = hdr + n + 16;
        ch = (pv_chunk *)pv_realloc(a->heap, NULL, 0, want);
        if (!ch)
            return NULL;
        ch->next = a->head;
        ch->size = want;
        a->head = ch;
        a->cur = (char *)ch + hdr;
        a->end = (char *)ch + want;
        aligned = ((uintptr_t)a->cur + (align - 1)) & ~(uintptr_t)(align - 1);
        a->cur = (char *)aligned + n;
        return (void *)aligned;
    }
}

PTXVM_INTERNAL void pv_arena_free(pv_arena *a)
{
    pv_chunk *c = a->head;
    while (c) {
        pv_chunk *next = c->next;
        pv_free(a->heap, c, c->size);
        c = next;
    }
    a->head = NULL;
    a->cur = a->end = NULL;
}

PTXVM_INTERNAL void *pv_grow(pv_heap *h, void *data, uint32_t *cap,
                             uint32_t need, size_t elem)
{
    uint64_t ncap;
    void *nd;
    if (need <= *cap)
        return data;
    /* 1.5x growth: amortised O(1) appends with less slack than doubling */
    ncap = *cap ? (uint64_t)*cap + *cap / 2 + 8 : 8;
    while (ncap < need)
        ncap += ncap / 2;
    if (ncap > 0x7fffffffu)
        ncap = 0x7fffffffu;
    if (ncap < need || ncap * elem > (uint64_t)SIZE_MAX / 2)
        return NULL;
    nd = pv_realloc(h, data, (size_t)*cap * elem, (size_t)(ncap * elem));
    if (!nd)
        return NULL;
    *cap = (uint32_t)ncap;
    return nd;
}
