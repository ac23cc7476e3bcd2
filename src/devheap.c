/* The device heap (devheap.h): TLSF-style segregated free lists over
   16-byte granules, block records and a hash of live blocks on the host.

   Offsets and lengths are in granules, so they fit in 32 bits. Every
   block, free or live, has a record; records form the physical chain of
   the heap (prev/next neighbours in address order), which is what lets a
   free merge with its neighbours in O(1). The block at offset 0 keeps its
   record for good: a split keeps the low part, a merge keeps the lower
   block. Records are reached by index, never by pointer across a call
   that may grow the array. */
#include "devheap.h"

#define DH_NIL  0xffffffffu
#define DH_SL_LOG2 4                 /* log2(PV_DEVHEAP_SL)               */
#define DH_SMALL   PV_DEVHEAP_SL     /* below this, one list per length    */
#define DH_HASH_MIN_BITS 6
/* Beyond this the table stops growing and chains get longer: bucket
   arrays stay well below SIZE_MAX on 32-bit hosts too. */
#define DH_HASH_MAX_BITS (sizeof(size_t) >= 8 ? 31u : 26u)
/* Records examined in the exact-size class when the guaranteed-fit search
   finds nothing (a request just below a free block's length). A constant,
   so a failing malloc stays O(1). */
#define DH_SCAN 32

enum { DH_SPARE = 0, DH_FREE = 1, DH_LIVE = 2 };

struct pv_dh_block {
    uint32_t off, len;       /* granules                                 */
    uint32_t prev, next;     /* physical neighbours; DH_NIL at the ends  */
    uint32_t link;           /* free: next in its list; live: next in its
                                hash chain; spare: next spare            */
    uint32_t back;           /* free: previous in its list               */
    uint32_t state;          /* DH_*                                     */
};

/* ---- bit helpers --------------------------------------------------------- */

static uint32_t dh_fls(uint32_t x)   /* floor(log2(x)), x != 0 */
{
#if defined(__GNUC__) || defined(__clang__)
    return 31u - (uint32_t)__builtin_clz(x);
#else
    uint32_t r = 0;
    while (x >>= 1)
        r++;
    return r;
#endif
}

static uint32_t dh_ctz(uint32_t x)   /* x != 0 */
{
#if defined(__GNUC__) || defined(__clang__)
    return (uint32_t)__builtin_ctz(x);
#else
    uint32_t r = 0;
    while (!(x & 1u)) {
        x >>= 1;
        r++;
    }
    return r;
#endif
}

/* The class of a free block of len granules (len >= 1). Below DH_SMALL
   each length has its own list; above, class fl covers [2^(fl+3),
   2^(fl+4)) in 16 equal steps. */
static void dh_class(uint32_t len, uint32_t *fl, uint32_t *sl)
{
    if (len < DH_SMALL) {
        *fl = 0;
        *sl = len;
    } else {
        uint32_t f = dh_fls(len);
        *fl = f - (DH_SL_LOG2 - 1);
        *sl = (len >> (f - DH_SL_LOG2)) - PV_DEVHEAP_SL;
    }
}

static uint32_t dh_granules(const pv_devheap *h)
{
    return (uint32_t)(h->size / PV_DEVHEAP_ALIGN);
}

/* ---- records ------------------------------------------------------------- */

/* Make sure the next n calls of dh_record_new cannot fail. */
static int dh_record_reserve(pv_devheap *h, uint32_t n)
{
    pv_dh_block *nb;
    if (h->cap - h->nblocks >= n || (n == 1 && h->spare != DH_NIL))
        return 1;
    if (h->nblocks > 0x7fffffffu - n)
        return 0;
    nb = (pv_dh_block *)pv_grow(h->heap, h->blocks, &h->cap, h->nblocks + n,
                                sizeof *h->blocks);
    if (!nb)
        return 0;
    h->blocks = nb;
    return 1;
}

static uint32_t dh_record_new(pv_devheap *h)
{
    uint32_t i = h->spare;
    if (i != DH_NIL)
        h->spare = h->blocks[i].link;
    else
        i = h->nblocks++;
    return i;
}

static void dh_record_drop(pv_devheap *h, uint32_t i)
{
    h->blocks[i].state = DH_SPARE;
    h->blocks[i].link = h->spare;
    h->spare = i;
}

/* ---- free lists ---------------------------------------------------------- */

static void dh_list_insert(pv_devheap *h, uint32_t i)
{
    pv_dh_block *b = &h->blocks[i];
    uint32_t fl, sl, first;
    dh_class(b->len, &fl, &sl);
    first = h->free_head[fl][sl];
    b->state = DH_FREE;
    b->link = first;
    b->back = DH_NIL;
    if (first != DH_NIL)
        h->blocks[first].back = i;
    h->free_head[fl][sl] = i;
    h->sl_map[fl] |= 1u << sl;
    h->fl_map |= 1u << fl;
    h->nfree++;
}

static void dh_list_remove(pv_devheap *h, uint32_t i)
{
    pv_dh_block *b = &h->blocks[i];
    uint32_t fl, sl;
    dh_class(b->len, &fl, &sl);
    if (b->link != DH_NIL)
        h->blocks[b->link].back = b->back;
    if (b->back != DH_NIL)
        h->blocks[b->back].link = b->link;
    else {
        h->free_head[fl][sl] = b->link;
        if (b->link == DH_NIL) {
            h->sl_map[fl] &= ~(1u << sl);
            if (!h->sl_map[fl])
                h->fl_map &= ~(1u << fl);
        }
    }
    h->nfree--;
}

/* A free block of at least need granules, or DH_NIL. The request is
   rounded up to the next class boundary, so the head of any non-empty
   class at or above it fits: two bitmap lookups, no list walk. */
static uint32_t dh_find(const pv_devheap *h, uint32_t need)
{
    uint32_t r = need, fl, sl, bits, efl, esl, i, n;
    if (need >= DH_SMALL)
        r += (1u << (dh_fls(need) - DH_SL_LOG2)) - 1u;  /* need <= 2^31 */
    dh_class(r, &fl, &sl);
    bits = h->sl_map[fl] & (~0u << sl);
    if (!bits) {
        bits = fl + 1 < 32 ? h->fl_map & (~0u << (fl + 1)) : 0;
        if (bits) {
            fl = dh_ctz(bits);
            bits = h->sl_map[fl];
        }
    }
    if (bits)
        return h->free_head[fl][dh_ctz(bits)];
    /* Nothing is certain to fit; the class holding need itself may still
       have a large enough block (a request of nearly a whole free block).
       Look at a bounded number of them. */
    dh_class(need, &efl, &esl);
    if (efl == fl && esl == sl)
        return DH_NIL;
    for (i = h->free_head[efl][esl], n = 0; i != DH_NIL && n < DH_SCAN;
         i = h->blocks[i].link, n++)
        if (h->blocks[i].len >= need)
            return i;
    return DH_NIL;
}

/* ---- live-block hash --------------------------------------------------- */

static uint32_t dh_bucket(uint32_t bits, uint32_t off)
{
    /* Fibonacci hashing: block offsets share low bits, the product's top
       bits do not */
    return (uint32_t)(off * 0x9e3779b1u) >> (32 - bits);
}

static size_t dh_hash_bytes(uint32_t bits)
{
    return bits ? sizeof(uint32_t) << bits : 0;
}

/* Make room for one more live block at load factor <= 1. */
static int dh_hash_reserve(pv_devheap *h)
{
    uint32_t bits, *nb, k, i, next, nold;
    if (h->hash_bits && (h->nlive < (1u << h->hash_bits) ||
                         h->hash_bits >= DH_HASH_MAX_BITS))
        return 1;
    bits = h->hash_bits ? h->hash_bits + 1 : DH_HASH_MIN_BITS;
    nb = (uint32_t *)pv_realloc(h->heap, NULL, 0, dh_hash_bytes(bits));
    if (!nb)
        return 0;
    memset(nb, 0xff, dh_hash_bytes(bits));
    nold = h->hash_bits ? 1u << h->hash_bits : 0;
    for (k = 0; k < nold; k++)
        for (i = h->buckets[k]; i != DH_NIL; i = next) {
            uint32_t b = dh_bucket(bits, h->blocks[i].off);
            next = h->blocks[i].link;
            h->blocks[i].link = nb[b];
            nb[b] = i;
        }
    if (h->buckets)
        pv_free(h->heap, h->buckets, dh_hash_bytes(h->hash_bits));
    h->buckets = nb;
    h->hash_bits = bits;
    return 1;
}

/* The live block at granule offset off, or DH_NIL; *slot: the link that
   points at it (for unlinking). */
static uint32_t dh_hash_find(const pv_devheap *h, uint32_t off, uint32_t **slot)
{
    uint32_t *p, i;
    if (!h->hash_bits)
        return DH_NIL;
    p = &h->buckets[dh_bucket(h->hash_bits, off)];
    for (i = *p; i != DH_NIL; p = &h->blocks[i].link, i = *p)
        if (h->blocks[i].off == off) {
            if (slot)
                *slot = p;
            return i;
        }
    return DH_NIL;
}

/* The live block that starts at device address addr, or DH_NIL. */
static uint32_t dh_lookup(const pv_devheap *h, uint64_t addr, uint32_t **slot)
{
    uint64_t d;
    if (addr < h->base)
        return DH_NIL;
    d = addr - h->base;
    if (d >= h->size || d % PV_DEVHEAP_ALIGN)
        return DH_NIL;
    return dh_hash_find(h, (uint32_t)(d / PV_DEVHEAP_ALIGN), slot);
}

/* ---- lifetime ------------------------------------------------------------ */

static void dh_clear_state(pv_devheap *h)
{
    h->in_use = h->peak = 0;
    h->nlive = h->nfree = 0;
    h->blocks = NULL;
    h->nblocks = h->cap = 0;
    h->spare = DH_NIL;
    h->head = DH_NIL;
    h->buckets = NULL;
    h->hash_bits = 0;
    h->fl_map = 0;
    memset(h->sl_map, 0, sizeof h->sl_map);
    memset(h->free_head, 0xff, sizeof h->free_head);
}

PTXVM_INTERNAL ptxvm_result pv_devheap_init(pv_devheap *h, pv_heap *host,
                                            uint64_t base, uint64_t size)
{
    memset(h, 0, sizeof *h);
    dh_clear_state(h);
    size -= size % PV_DEVHEAP_ALIGN;
    if (!host || base % PV_DEVHEAP_ALIGN || size == 0 ||
        size > PV_DEVHEAP_MAX_SIZE || base > UINT64_MAX - size)
        return PTXVM_E_INVALID_ARGUMENT;
    h->heap = host;
    h->base = base;
    h->size = size;
    return PTXVM_OK;
}

static void dh_release(pv_devheap *h)
{
    if (h->blocks)
        pv_free(h->heap, h->blocks, (size_t)h->cap * sizeof *h->blocks);
    if (h->buckets)
        pv_free(h->heap, h->buckets, dh_hash_bytes(h->hash_bits));
    dh_clear_state(h);
}

PTXVM_INTERNAL void pv_devheap_reset(pv_devheap *h)
{
    dh_release(h);
}

PTXVM_INTERNAL void pv_devheap_destroy(pv_devheap *h)
{
    dh_release(h);
    h->heap = NULL;
    h->base = h->size = 0;     /* a later malloc finds no room */
}

/* The first malloc creates the one free block spanning the heap, after
   reserving what that malloc needs: its failure then changes nothing. */
static int dh_start(pv_devheap *h)
{
    uint32_t i;
    pv_dh_block *b;
    if (!dh_record_reserve(h, 2) || !dh_hash_reserve(h))
        return 0;
    i = dh_record_new(h);
    b = &h->blocks[i];
    b->off = 0;
    b->len = dh_granules(h);
    b->prev = b->next = DH_NIL;
    h->head = i;
    dh_list_insert(h, i);
    return 1;
}

/* ---- malloc and free ----------------------------------------------------- */

PTXVM_INTERNAL ptxvm_result pv_devheap_malloc(pv_devheap *h, uint64_t size,
                                              uint64_t *addr)
{
    uint32_t need, i, j, *slot;
    pv_dh_block *b, *r;
    *addr = 0;
    if (size > h->size || h->size == 0)      /* also SIZE_MAX, 2^63 */
        return PTXVM_OK;
    need = size ? (uint32_t)((size + PV_DEVHEAP_ALIGN - 1) / PV_DEVHEAP_ALIGN)
                : 1u;
    if (h->head == DH_NIL && !dh_start(h))
        return PTXVM_E_NO_MEMORY;
    i = dh_find(h, need);
    if (i == DH_NIL)
        return PTXVM_OK;
    /* take every host allocation before changing anything */
    if ((h->blocks[i].len > need && !dh_record_reserve(h, 1)) ||
        !dh_hash_reserve(h))
        return PTXVM_E_NO_MEMORY;
    dh_list_remove(h, i);
    if (h->blocks[i].len > need) {        /* the tail stays free */
        j = dh_record_new(h);
        b = &h->blocks[i];
        r = &h->blocks[j];
        r->off = b->off + need;
        r->len = b->len - need;
        r->prev = i;
        r->next = b->next;
        if (b->next != DH_NIL)
            h->blocks[b->next].prev = j;
        b->next = j;
        b->len = need;
        dh_list_insert(h, j);
    }
    b = &h->blocks[i];
    b->state = DH_LIVE;
    slot = &h->buckets[dh_bucket(h->hash_bits, b->off)];
    b->link = *slot;
    *slot = i;
    h->nlive++;
    h->in_use += (uint64_t)need * PV_DEVHEAP_ALIGN;
    if (h->in_use > h->peak)
        h->peak = h->in_use;
    *addr = h->base + (uint64_t)b->off * PV_DEVHEAP_ALIGN;
    return PTXVM_OK;
}

/* Merge block n, free and just after i, into i. */
static void dh_absorb(pv_devheap *h, uint32_t i, uint32_t n)
{
    pv_dh_block *b = &h->blocks[i], *x = &h->blocks[n];
    b->len += x->len;
    b->next = x->next;
    if (x->next != DH_NIL)
        h->blocks[x->next].prev = i;
    dh_record_drop(h, n);
}

PTXVM_INTERNAL ptxvm_result pv_devheap_free(pv_devheap *h, uint64_t addr)
{
    uint32_t i, p, n, *slot = NULL;
    if (addr == 0)
        return PTXVM_OK;
    i = dh_lookup(h, addr, &slot);
    if (i == DH_NIL)
        return PTXVM_E_INVALID_ARGUMENT;
    *slot = h->blocks[i].link;
    h->nlive--;
    h->in_use -= (uint64_t)h->blocks[i].len * PV_DEVHEAP_ALIGN;
    p = h->blocks[i].prev;
    if (p != DH_NIL && h->blocks[p].state == DH_FREE) {
        dh_list_remove(h, p);
        dh_absorb(h, p, i);
        i = p;
    }
    n = h->blocks[i].next;
    if (n != DH_NIL && h->blocks[n].state == DH_FREE) {
        dh_list_remove(h, n);
        dh_absorb(h, i, n);
    }
    dh_list_insert(h, i);
    return PTXVM_OK;
}

/* ---- queries ------------------------------------------------------------- */

PTXVM_INTERNAL uint64_t pv_devheap_block_size(const pv_devheap *h,
                                              uint64_t addr)
{
    uint32_t i = dh_lookup(h, addr, NULL);
    return i == DH_NIL ? 0 : (uint64_t)h->blocks[i].len * PV_DEVHEAP_ALIGN;
}

PTXVM_INTERNAL void pv_devheap_get_stats(const pv_devheap *h,
                                         pv_devheap_stats *s)
{
    s->in_use = h->in_use;
    s->peak = h->peak;
    s->live_blocks = h->nlive;
    s->free_blocks = h->nfree;
    s->meta_bytes = (size_t)h->cap * sizeof *h->blocks +
                    dh_hash_bytes(h->hash_bits);
}

PTXVM_INTERNAL int pv_devheap_check(const pv_devheap *h)
{
    uint32_t i, prev, k, fl, sl, cfl, csl, steps;
    uint32_t nlive = 0, nfree = 0, nspare = 0, nhash = 0, nlisted = 0;
    uint64_t off = 0, used = 0;
    int last_free = 0;
    if (h->head == DH_NIL)
        return h->nlive || h->nfree || h->in_use || h->fl_map ? 1 : 0;
    if (h->nblocks > h->cap || h->head >= h->nblocks)
        return 2;
    /* the physical chain tiles [0, granules) */
    for (i = h->head, prev = DH_NIL, steps = 0; i != DH_NIL;
         prev = i, i = h->blocks[i].next) {
        const pv_dh_block *b = &h->blocks[i];
        if (i >= h->nblocks || ++steps > h->nblocks)
            return 3;
        if (b->prev != prev || b->off != off || b->len == 0)
            return 4;
        if (b->state == DH_FREE) {
            if (last_free)
                return 5;                /* two free neighbours unmerged */
            nfree++;
        } else if (b->state == DH_LIVE) {
            nlive++;
            used += b->len;
        } else
            return 6;
        last_free = b->state == DH_FREE;
        off += b->len;
    }
    if (off != dh_granules(h) || nlive != h->nlive || nfree != h->nfree ||
        used * PV_DEVHEAP_ALIGN != h->in_use || h->in_use > h->peak)
        return 7;
    /* every free block is in the list of its class, bitmaps agree */
    for (fl = 0; fl < PV_DEVHEAP_FL; fl++) {
        if (!!(h->fl_map >> fl & 1u) != !!h->sl_map[fl])
            return 8;
        for (sl = 0; sl < PV_DEVHEAP_SL; sl++) {
            uint32_t back = DH_NIL;
            uint32_t first = h->free_head[fl][sl];
            if (!!(h->sl_map[fl] >> sl & 1u) != (first != DH_NIL))
                return 9;
            for (i = first; i != DH_NIL; back = i, i = h->blocks[i].link) {
                if (i >= h->nblocks || ++nlisted > nfree)
                    return 10;
                if (h->blocks[i].state != DH_FREE || h->blocks[i].back != back)
                    return 11;
                dh_class(h->blocks[i].len, &cfl, &csl);
                if (cfl != fl || csl != sl)
                    return 12;
            }
        }
    }
    if (h->fl_map >> PV_DEVHEAP_FL || nlisted != nfree)
        return 13;
    /* every live block is in its hash chain */
    for (k = 0; h->hash_bits && k < (1u << h->hash_bits); k++)
        for (i = h->buckets[k]; i != DH_NIL; i = h->blocks[i].link) {
            if (i >= h->nblocks || ++nhash > nlive)
                return 14;
            if (h->blocks[i].state != DH_LIVE ||
                dh_bucket(h->hash_bits, h->blocks[i].off) != k)
                return 15;
        }
    if (nhash != nlive)
        return 16;
    for (i = h->spare; i != DH_NIL; i = h->blocks[i].link) {
        if (i >= h->nblocks || ++nspare > h->nblocks)
            return 17;
        if (h->blocks[i].state != DH_SPARE)
            return 18;
    }
    return nlive + nfree + nspare == h->nblocks ? 0 : 19;
}
