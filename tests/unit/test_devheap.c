/* The device heap (src/devheap.h) on its own, with a counting host
   allocator: alignment and malloc(0), a shadow map over a long random
   alloc/free sequence (no overlap, nothing handed out twice, no miss
   when a fitting free block exists), exhaustion and recovery, merging of
   free neighbours, rejected frees that change nothing, huge sizes,
   failing host allocations at every step, reset, and a million small
   blocks. Every case ends with all host memory returned. */
#include "../testlib.h"
#include "devheap.h"
#include "devmem.h"             /* PV_GLOBAL_BASE: where the caller puts it */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define G PV_DEVHEAP_ALIGN

typedef struct dh_fixture {
    test_alloc a;
    pv_heap    host;
    pv_devheap h;
} dh_fixture;

static uint64_t dh_rng(uint64_t *s)      /* xorshift64* */
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 0x2545f4914f6cdd1dull;
}

static int dh_open(pv_test *t, dh_fixture *f, uint64_t size)
{
    ptxvm_result r;
    memset(f, 0, sizeof *f);
    f->host.fn = test_alloc_fn;
    f->host.user = &f->a;
    r = pv_devheap_init(&f->h, &f->host, PV_GLOBAL_BASE, size);
    T_CHECK(t, r == PTXVM_OK, "init(%llu): %s", (unsigned long long)size,
            ptxvm_result_name(r));
    return r == PTXVM_OK;
}

/* Destroy and check that every host byte came back. */
static void dh_close(pv_test *t, dh_fixture *f)
{
    int c = pv_devheap_check(&f->h);
    T_CHECK(t, c == 0, "inconsistent heap before destroy (check %d)", c);
    pv_devheap_destroy(&f->h);
    T_CHECK(t, f->a.live == 0 && f->host.live == 0,
            "%ld host bytes left after destroy", f->a.live);
}

static uint64_t dh_alloc(pv_test *t, dh_fixture *f, uint64_t size)
{
    uint64_t addr = 1;
    ptxvm_result r = pv_devheap_malloc(&f->h, size, &addr);
    T_CHECK(t, r == PTXVM_OK, "malloc(%llu): %s", (unsigned long long)size,
            ptxvm_result_name(r));
    return r == PTXVM_OK ? addr : 0;
}

static int dh_same_stats(const pv_devheap_stats *x, const pv_devheap_stats *y)
{
    return x->in_use == y->in_use && x->peak == y->peak &&
           x->live_blocks == y->live_blocks && x->free_blocks == y->free_blocks;
}

static void dh_args(pv_test *t)
{
    pv_devheap h;
    pv_heap host;
    test_alloc a;
    dh_fixture f;
    uint64_t addr = 7;
    if (!test_begin(t, "devheap init arguments, lazy start"))
        return;
    memset(&a, 0, sizeof a);
    host.fn = test_alloc_fn;
    host.user = &a;
    host.live = host.peak = 0;
    T_CHECK(t, pv_devheap_init(&h, &host, PV_GLOBAL_BASE, 0) ==
            PTXVM_E_INVALID_ARGUMENT, "size 0 accepted");
    T_CHECK(t, pv_devheap_init(&h, &host, PV_GLOBAL_BASE, 15) ==
            PTXVM_E_INVALID_ARGUMENT, "size 15 accepted");
    T_CHECK(t, pv_devheap_init(&h, &host, PV_GLOBAL_BASE + 8, 4096) ==
            PTXVM_E_INVALID_ARGUMENT, "unaligned base accepted");
    T_CHECK(t, pv_devheap_init(&h, &host, PV_GLOBAL_BASE,
                               PV_DEVHEAP_MAX_SIZE + 16) ==
            PTXVM_E_INVALID_ARGUMENT, "size above the maximum accepted");
    T_CHECK(t, pv_devheap_init(&h, &host, UINT64_MAX - 4095, 8192) ==
            PTXVM_E_INVALID_ARGUMENT, "wrapping range accepted");
    T_CHECK(t, pv_devheap_init(&h, NULL, PV_GLOBAL_BASE, 4096) ==
            PTXVM_E_INVALID_ARGUMENT, "no host allocator accepted");
    /* a failed init leaves a heap that is safe to use and destroy */
    T_CHECK(t, pv_devheap_malloc(&h, 16, &addr) == PTXVM_OK && addr == 0,
            "malloc on a failed heap");
    pv_devheap_destroy(&h);
    pv_devheap_destroy(&h);
    T_CHECK(t, a.calls == 0, "host allocations by failed inits");

    if (dh_open(t, &f, PV_DEVHEAP_DEFAULT_SIZE)) {
        T_CHECK(t, f.h.size == 8u << 20, "default size %llu",
                (unsigned long long)f.h.size);
        T_CHECK(t, f.a.calls == 0, "init allocated host memory");
        T_CHECK(t, pv_devheap_check(&f.h) == 0, "fresh heap inconsistent");
        dh_close(t, &f);
    }
    /* size rounds down to 16 bytes; a single-granule heap works */
    if (dh_open(t, &f, 31)) {
        T_CHECK(t, f.h.size == 16, "size 31 -> %llu", (unsigned long long)f.h.size);
        addr = dh_alloc(t, &f, 16);
        T_CHECK(t, addr == PV_GLOBAL_BASE, "whole one-granule heap: 0x%llx",
                (unsigned long long)addr);
        T_CHECK(t, dh_alloc(t, &f, 0) == 0, "malloc(0) on a full heap");
        T_CHECK(t, pv_devheap_free(&f.h, addr) == PTXVM_OK, "free");
        dh_close(t, &f);
        T_CHECK(t, pv_devheap_malloc(&f.h, 16, &addr) == PTXVM_OK && addr == 0,
                "malloc after destroy");
    }
    test_end(t);
}

static void dh_alignment(pv_test *t)
{
    dh_fixture f;
    uint64_t addr[301], zero[4];
    pv_devheap_stats s;
    uint32_t i, j;
    if (!test_begin(t, "devheap alignment, sizes, malloc(0)"))
        return;
    if (!dh_open(t, &f, 1u << 20))
        return;
    for (i = 0; i <= 300; i++) {
        addr[i] = dh_alloc(t, &f, i);
        if (addr[i] == 0 || addr[i] % 16 || addr[i] < f.h.base ||
            addr[i] - f.h.base >= f.h.size ||
            pv_devheap_block_size(&f.h, addr[i]) < (i ? i : 1) ||
            pv_devheap_block_size(&f.h, addr[i]) > (uint64_t)i + 16) {
            T_CHECK(t, 0, "malloc(%u) = 0x%llx, usable %llu", (unsigned)i,
                    (unsigned long long)addr[i],
                    (unsigned long long)pv_devheap_block_size(&f.h, addr[i]));
            break;
        }
    }
    /* malloc(0): a distinct live block each time */
    for (i = 0; i < 4; i++) {
        zero[i] = dh_alloc(t, &f, 0);
        T_CHECK(t, zero[i] != 0 && pv_devheap_block_size(&f.h, zero[i]) == 16,
                "malloc(0) = 0x%llx", (unsigned long long)zero[i]);
        for (j = 0; j < i; j++)
            T_CHECK(t, zero[j] != zero[i], "malloc(0) repeated an address");
    }
    pv_devheap_get_stats(&f.h, &s);
    T_CHECK(t, s.live_blocks == 305, "live blocks %u", s.live_blocks);
    T_CHECK(t, pv_devheap_check(&f.h) == 0, "check");
    for (i = 0; i <= 300; i++)
        T_CHECK(t, pv_devheap_free(&f.h, addr[i]) == PTXVM_OK, "free %u", i);
    for (i = 0; i < 4; i++)
        T_CHECK(t, pv_devheap_free(&f.h, zero[i]) == PTXVM_OK, "free zero %u", i);
    pv_devheap_get_stats(&f.h, &s);
    T_CHECK(t, s.in_use == 0 && s.live_blocks == 0 && s.free_blocks == 1,
            "after freeing all: in_use %llu live %u free %u",
            (unsigned long long)s.in_use, s.live_blocks, s.free_blocks);
    T_CHECK(t, s.peak >= 300 * 150, "peak %llu", (unsigned long long)s.peak);
    dh_close(t, &f);
    test_end(t);
}

/* ---- random sequence against a shadow map -------------------------------- */

#define RS_SLOTS 2048
#define RS_OPS   100000

/* Longest run of free granules in the shadow. */
static uint32_t rs_longest_free(const unsigned char *shadow, uint32_t n)
{
    uint32_t i, run = 0, best = 0;
    for (i = 0; i < n; i++) {
        run = shadow[i] ? 0 : run + 1;
        if (run > best)
            best = run;
    }
    return best;
}

/* need rounded up to the next free-list class boundary: the heap promises
   to find a free block at least this long when there is one. */
static uint32_t rs_class_round(uint32_t need)
{
    uint32_t f = 0, x = need;
    if (need < 16)
        return need;
    while (x >>= 1)
        f++;
    return need + (1u << (f - 4)) - 1;
}

static void dh_random(pv_test *t)
{
    dh_fixture f;
    const uint64_t heap = 1u << 20;
    const uint32_t ngran = (uint32_t)(heap / G);
    unsigned char *shadow = (unsigned char *)calloc(ngran, 1);
    uint64_t *addr = (uint64_t *)calloc(RS_SLOTS, sizeof *addr);
    uint64_t *len = (uint64_t *)calloc(RS_SLOTS, sizeof *len);
    uint64_t seed = 0x1234567887654321ull, live_bytes = 0;
    uint32_t op, k, misses = 0, checked_misses = 0, bad = 0;
    pv_devheap_stats s;
    if (!test_begin(t, "devheap 100k random ops against a shadow map")) {
        free(shadow); free(addr); free(len);
        return;
    }
    if (!shadow || !addr || !len || !dh_open(t, &f, heap)) {
        T_CHECK(t, shadow && addr && len, "test memory");
        free(shadow); free(addr); free(len);
        test_end(t);
        return;
    }
    for (op = 0; op < RS_OPS && !bad; op++) {
        uint32_t slot = (uint32_t)(dh_rng(&seed) % RS_SLOTS);
        if (addr[slot]) {
            uint64_t g0 = (addr[slot] - f.h.base) / G;
            uint64_t ng = (len[slot] + G - 1) / G, g;
            if (pv_devheap_free(&f.h, addr[slot]) != PTXVM_OK) {
                T_CHECK(t, 0, "op %u: free 0x%llx refused", op,
                        (unsigned long long)addr[slot]);
                bad = 1;
            }
            for (g = g0; g < g0 + (ng ? ng : 1); g++)
                shadow[g] = 0;
            live_bytes -= (ng ? ng : 1) * G;
            addr[slot] = 0;
        } else {
            uint64_t r = dh_rng(&seed), size, a, g0, ng, g;
            if (r % 100 < 70)
                size = (r >> 32) & 63;                  /* 0..63 */
            else if (r % 100 < 95)
                size = 64 + (r >> 32) % 4033;           /* to 4 KiB */
            else
                size = 4097 + (r >> 32) % 131072;       /* to 132 KiB */
            a = dh_alloc(t, &f, size);
            ng = size ? (size + G - 1) / G : 1;
            if (!a) {
                /* a refusal is only right when no free run is long enough */
                misses++;
                if (checked_misses < 3000) {
                    uint32_t longest = rs_longest_free(shadow, ngran);
                    checked_misses++;
                    if (longest >= rs_class_round((uint32_t)ng)) {
                        T_CHECK(t, 0, "op %u: malloc(%llu) failed with a free "
                                "run of %u granules", op,
                                (unsigned long long)size, longest);
                        bad = 1;
                    }
                }
                continue;
            }
            if (a % 16 || a < f.h.base || a - f.h.base + ng * G > heap) {
                T_CHECK(t, 0, "op %u: address 0x%llx (size %llu) out of the heap",
                        op, (unsigned long long)a, (unsigned long long)size);
                bad = 1;
                break;
            }
            g0 = (a - f.h.base) / G;
            for (g = g0; g < g0 + ng; g++) {
                if (shadow[g]) {
                    T_CHECK(t, 0, "op %u: 0x%llx (size %llu) overlaps a live block",
                            op, (unsigned long long)a, (unsigned long long)size);
                    bad = 1;
                    break;
                }
                shadow[g] = 1;
            }
            addr[slot] = a;
            len[slot] = size;
            live_bytes += ng * G;
        }
        if (op % 997 == 0) {
            int c = pv_devheap_check(&f.h);
            pv_devheap_get_stats(&f.h, &s);
            if (c || s.in_use != live_bytes) {
                T_CHECK(t, 0, "op %u: check %d, in_use %llu vs %llu", op, c,
                        (unsigned long long)s.in_use,
                        (unsigned long long)live_bytes);
                bad = 1;
            }
        }
    }
    T_CHECK(t, misses > 0, "the sequence never exhausted the heap");
    for (k = 0; k < RS_SLOTS; k++)
        if (addr[k])
            T_CHECK(t, pv_devheap_free(&f.h, addr[k]) == PTXVM_OK, "final free");
    pv_devheap_get_stats(&f.h, &s);
    T_CHECK(t, s.in_use == 0 && s.live_blocks == 0 && s.free_blocks == 1,
            "after freeing all: in_use %llu live %u free %u",
            (unsigned long long)s.in_use, s.live_blocks, s.free_blocks);
    T_CHECK(t, dh_alloc(t, &f, heap) == f.h.base, "whole heap after the run");
    if (t->verbose)
        printf("       %u refusals, %u checked against the shadow\n", misses,
               checked_misses);
    dh_close(t, &f);
    free(shadow); free(addr); free(len);
    test_end(t);
}

/* ---- exhaustion, merging, bad frees, huge sizes -------------------------- */

static void dh_exhaust(pv_test *t)
{
    dh_fixture f;
    uint64_t blk[65], a;
    uint32_t n, i;
    if (!test_begin(t, "devheap exhaustion returns 0, frees make room"))
        return;
    if (!dh_open(t, &f, 64 * 1024))
        return;
    for (n = 0; n < 65; n++)
        if ((blk[n] = dh_alloc(t, &f, 1024)) == 0)
            break;
    T_CHECK(t, n == 64, "%u blocks of 1 KiB in 64 KiB", n);
    T_CHECK(t, dh_alloc(t, &f, 16) == 0, "malloc(16) on a full heap");
    T_CHECK(t, dh_alloc(t, &f, 0) == 0, "malloc(0) on a full heap");
    T_CHECK(t, f.h.in_use == 64 * 1024 && f.h.peak == 64 * 1024, "in_use %llu",
            (unsigned long long)f.h.in_use);
    if (n == 64) {
        T_CHECK(t, pv_devheap_free(&f.h, blk[10]) == PTXVM_OK, "free");
        a = dh_alloc(t, &f, 1017);
        T_CHECK(t, a == blk[10], "the freed block is reused: 0x%llx",
                (unsigned long long)a);
        blk[10] = a;
        T_CHECK(t, dh_alloc(t, &f, 16) == 0, "full again");
        T_CHECK(t, pv_devheap_free(&f.h, blk[20]) == PTXVM_OK, "free");
        T_CHECK(t, dh_alloc(t, &f, 1025) == 0, "too large for the hole");
        a = dh_alloc(t, &f, 16);
        T_CHECK(t, a == blk[20], "16 bytes in the hole");
        blk[20] = dh_alloc(t, &f, 1008);
        T_CHECK(t, blk[20] == a + 16, "the rest of the hole");
        T_CHECK(t, pv_devheap_free(&f.h, a) == PTXVM_OK, "free");
        for (i = 0; i < 64; i++)
            T_CHECK(t, pv_devheap_free(&f.h, blk[i]) == PTXVM_OK, "free %u", i);
        T_CHECK(t, f.h.in_use == 0, "in_use %llu", (unsigned long long)f.h.in_use);
        a = dh_alloc(t, &f, 64 * 1024);
        T_CHECK(t, a == f.h.base, "the whole heap in one block");
        T_CHECK(t, dh_alloc(t, &f, 1) == 0, "full");
        T_CHECK(t, pv_devheap_free(&f.h, a) == PTXVM_OK, "free");
    }
    dh_close(t, &f);
    test_end(t);
}

static void dh_coalesce(pv_test *t)
{
    static const char *const orders[] = {"shuffled", "forward", "backward",
                                         "odd then even"};
    const uint64_t heap = 1u << 20;
    uint64_t *blk = (uint64_t *)malloc((heap / G + 1) * sizeof *blk);
    uint64_t seed = 42;
    uint32_t order;
    if (!test_begin(t, "devheap merges free neighbours")) {
        free(blk);
        return;
    }
    for (order = 0; order < 4 && blk; order++) {
        dh_fixture f;
        uint32_t n = 0, i, k;
        uint64_t a;
        pv_devheap_stats s;
        if (!dh_open(t, &f, heap))
            break;
        /* fill with 16..64-byte blocks, then top up with 16 */
        while ((a = dh_alloc(t, &f, 16 + dh_rng(&seed) % 49)) != 0)
            blk[n++] = a;
        while ((a = dh_alloc(t, &f, 16)) != 0)
            blk[n++] = a;
        T_CHECK(t, f.h.in_use == heap, "%s: heap not full: %llu", orders[order],
                (unsigned long long)f.h.in_use);
        if (order == 0)
            for (i = n; i > 1; i--) {
                uint32_t j = (uint32_t)(dh_rng(&seed) % i);
                uint64_t x = blk[i - 1];
                blk[i - 1] = blk[j];
                blk[j] = x;
            }
        for (k = 0; k < n; k++) {
            if (order == 2)
                i = n - 1 - k;
            else if (order == 3)
                i = k < n / 2 ? 2 * k + 1 : 2 * (k - n / 2);
            else
                i = k;
            if (i >= n)
                continue;
            if (pv_devheap_free(&f.h, blk[i]) != PTXVM_OK) {
                T_CHECK(t, 0, "%s: free %u refused", orders[order], i);
                break;
            }
            if (order == 3 && k == n / 2 - 1) {
                /* every other small block free: fragmented, nothing large */
                T_CHECK(t, dh_alloc(t, &f, 4096) == 0,
                        "%s: 4 KiB in a fragmented heap", orders[order]);
                T_CHECK(t, pv_devheap_check(&f.h) == 0, "check");
            }
        }
        pv_devheap_get_stats(&f.h, &s);
        T_CHECK(t, s.free_blocks == 1 && s.live_blocks == 0 && s.in_use == 0,
                "%s: %u free blocks, %u live after freeing %u", orders[order],
                s.free_blocks, s.live_blocks, n);
        /* the whole heap, not just nearly */
        a = dh_alloc(t, &f, heap);
        T_CHECK(t, a == f.h.base, "%s: whole heap after freeing all: 0x%llx",
                orders[order], (unsigned long long)a);
        if (a)
            pv_devheap_free(&f.h, a);
        dh_close(t, &f);
    }
    /* a heap that is not a class boundary, taken whole and in two parts */
    {
        dh_fixture f;
        uint64_t a, b;
        if (dh_open(t, &f, 1000 * G)) {
            a = dh_alloc(t, &f, 1000 * G);
            T_CHECK(t, a == f.h.base, "whole 16000-byte heap");
            pv_devheap_free(&f.h, a);
            a = dh_alloc(t, &f, 999 * G);
            b = dh_alloc(t, &f, 1);
            T_CHECK(t, a == f.h.base && b == a + 999 * G, "999 + 1 granules");
            pv_devheap_free(&f.h, b);
            pv_devheap_free(&f.h, a);
            dh_close(t, &f);
        }
    }
    free(blk);
    test_end(t);
}

static void dh_bad_free(pv_test *t)
{
    dh_fixture f;
    uint64_t a, b, c, base, end;
    pv_devheap_stats s0, s1;
    ptxvm_result r;
    uint32_t i;
    if (!test_begin(t, "devheap rejects foreign, interior and double frees"))
        return;
    if (!dh_open(t, &f, 1u << 20))
        return;
    base = f.h.base;
    end = base + f.h.size;
    /* nothing handed out yet: even the base is not a block */
    T_CHECK(t, pv_devheap_free(&f.h, base) == PTXVM_E_INVALID_ARGUMENT,
            "free(base) on a fresh heap");
    T_CHECK(t, f.a.calls == 0, "a refused free allocated");
    a = dh_alloc(t, &f, 64);
    b = dh_alloc(t, &f, 100);
    c = dh_alloc(t, &f, 48);
    T_CHECK(t, pv_devheap_free(&f.h, b) == PTXVM_OK, "free b");
    pv_devheap_get_stats(&f.h, &s0);
    {
        const uint64_t bad[] = {
            1, 16, base - 16, base - 1, end, end + 16, UINT64_MAX,
            UINT64_MAX - 15, a + 1, a + 8, a + 16, a + 48, c + 32,
            b,                      /* already freed */
            c + 48,                 /* start of the free tail */
            end - 16,               /* never handed out */
            PV_GLOBAL_BASE + (1ull << 40)
        };
        for (i = 0; i < PV_COUNTOF(bad); i++) {
            r = pv_devheap_free(&f.h, bad[i]);
            T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT, "free(0x%llx): %s",
                    (unsigned long long)bad[i], ptxvm_result_name(r));
            T_CHECK(t, pv_devheap_block_size(&f.h, bad[i]) == 0,
                    "block_size(0x%llx)", (unsigned long long)bad[i]);
        }
    }
    T_CHECK(t, pv_devheap_free(&f.h, 0) == PTXVM_OK, "free(0)");
    pv_devheap_get_stats(&f.h, &s1);
    T_CHECK(t, dh_same_stats(&s0, &s1) && s0.meta_bytes == s1.meta_bytes,
            "a refused free changed the heap");
    T_CHECK(t, pv_devheap_check(&f.h) == 0, "check after refused frees");
    T_CHECK(t, pv_devheap_block_size(&f.h, a) == 64 &&
            pv_devheap_block_size(&f.h, c) == 48, "live blocks intact");
    /* the live blocks still free exactly once */
    T_CHECK(t, pv_devheap_free(&f.h, a) == PTXVM_OK, "free a");
    T_CHECK(t, pv_devheap_free(&f.h, a) == PTXVM_E_INVALID_ARGUMENT,
            "double free of a");
    T_CHECK(t, pv_devheap_free(&f.h, c) == PTXVM_OK, "free c");
    T_CHECK(t, pv_devheap_free(&f.h, c) == PTXVM_E_INVALID_ARGUMENT,
            "double free of c");
    T_CHECK(t, f.h.in_use == 0 && f.h.nfree == 1, "in_use %llu, %u free blocks",
            (unsigned long long)f.h.in_use, f.h.nfree);
    /* a freed address handed out again is live again */
    b = dh_alloc(t, &f, 16);
    T_CHECK(t, b == base, "reuse 0x%llx", (unsigned long long)b);
    T_CHECK(t, pv_devheap_free(&f.h, b) == PTXVM_OK, "free reused");
    dh_close(t, &f);
    test_end(t);
}

static void dh_huge(pv_test *t)
{
    static const uint64_t sizes[] = {
        UINT64_MAX, UINT64_MAX - 14, 1ull << 63, (1ull << 63) + 1,
        1ull << 36, PV_DEVHEAP_MAX_SIZE, (8ull << 20) + 1, (uint64_t)SIZE_MAX
    };
    dh_fixture f;
    uint64_t a;
    uint32_t i, pass;
    if (!test_begin(t, "devheap huge and overflowing sizes return 0"))
        return;
    if (!dh_open(t, &f, PV_DEVHEAP_DEFAULT_SIZE))
        return;
    for (pass = 0; pass < 2; pass++) {
        for (i = 0; i < PV_COUNTOF(sizes); i++) {
            a = 5;
            T_CHECK(t, pv_devheap_malloc(&f.h, sizes[i], &a) == PTXVM_OK && a == 0,
                    "malloc(0x%llx) = 0x%llx", (unsigned long long)sizes[i],
                    (unsigned long long)a);
        }
        if (pass == 0) {
            T_CHECK(t, f.a.calls == 0, "a huge request took host memory");
            a = dh_alloc(t, &f, 16);         /* start the heap, then again */
        }
    }
    T_CHECK(t, f.h.in_use == 16 && f.h.nlive == 1, "in_use %llu",
            (unsigned long long)f.h.in_use);
    a = dh_alloc(t, &f, PV_DEVHEAP_DEFAULT_SIZE - 16);
    T_CHECK(t, a == f.h.base + 16, "the rest of the heap: 0x%llx",
            (unsigned long long)a);
    dh_close(t, &f);
    test_end(t);
}

/* ---- host allocation failures -------------------------------------------- */

#define OOM_N 6000

/* One run of a fixed sequence with the fail_at-th host allocation failing.
   Returns 1 when the allocator failed somewhere. */
static int dh_oom_run(pv_test *t, long fail_at, uint64_t *blk)
{
    dh_fixture f;
    uint64_t seed = 99, a;
    uint32_t i, n = 0, nomem = 0;
    int failed;
    if (!dh_open(t, &f, PV_DEVHEAP_DEFAULT_SIZE))
        return 0;
    f.a.fail_at = fail_at;
    for (i = 0; i < OOM_N; i++) {
        pv_devheap_stats s0, s1;
        ptxvm_result r;
        if (i % 3 == 2 && n) {                 /* free one in three */
            uint32_t j = (uint32_t)(dh_rng(&seed) % n);
            r = pv_devheap_free(&f.h, blk[j]);
            T_CHECK(t, r == PTXVM_OK, "fail_at %ld: free: %s", fail_at,
                    ptxvm_result_name(r));
            blk[j] = blk[--n];
            continue;
        }
        pv_devheap_get_stats(&f.h, &s0);
        a = 3;
        r = pv_devheap_malloc(&f.h, 1 + dh_rng(&seed) % 300, &a);
        if (r == PTXVM_E_NO_MEMORY) {
            int c = pv_devheap_check(&f.h);
            nomem++;
            pv_devheap_get_stats(&f.h, &s1);
            T_CHECK(t, a == 0 && c == 0 && dh_same_stats(&s0, &s1),
                    "fail_at %ld: NO_MEMORY left addr 0x%llx, check %d, "
                    "stats changed %d", fail_at, (unsigned long long)a, c,
                    !dh_same_stats(&s0, &s1));
            continue;
        }
        T_CHECK(t, r == PTXVM_OK && a != 0, "fail_at %ld: malloc: %s", fail_at,
                ptxvm_result_name(r));
        if (a)
            blk[n++] = a;
    }
    failed = f.a.failed;
    T_CHECK(t, nomem == (uint32_t)failed, "fail_at %ld: %u NO_MEMORY for %d "
            "failed host allocations", fail_at, nomem, failed);
    if (fail_at % 2) {
        /* the failure left it usable: everything still frees; even runs
           destroy with blocks live */
        for (i = 0; i < n; i++)
            T_CHECK(t, pv_devheap_free(&f.h, blk[i]) == PTXVM_OK, "free");
        T_CHECK(t, f.h.in_use == 0 && f.h.nfree == 1, "in_use %llu",
                (unsigned long long)f.h.in_use);
    }
    dh_close(t, &f);
    return failed;
}

static void dh_oom(pv_test *t)
{
    uint64_t *blk = (uint64_t *)malloc(OOM_N * sizeof *blk);
    long k;
    if (!test_begin(t, "devheap failing host allocator at every step")) {
        free(blk);
        return;
    }
    for (k = 1; blk && k < 1000; k++)
        if (!dh_oom_run(t, k, blk))
            break;
    T_CHECK(t, k > 10 && k < 1000, "%ld host allocations in the sequence", k - 1);
    if (t->verbose)
        printf("       failed each of %ld host allocations in turn\n", k - 1);
    free(blk);
    test_end(t);
}

static void dh_reset(pv_test *t)
{
    dh_fixture f;
    uint32_t i;
    uint64_t a;
    if (!test_begin(t, "devheap reset frees every block and host byte"))
        return;
    if (!dh_open(t, &f, 1u << 20))
        return;
    for (i = 0; i < 500; i++)
        dh_alloc(t, &f, 16 + i);
    T_CHECK(t, f.h.nlive == 500 && f.a.live > 0, "500 live");
    pv_devheap_reset(&f.h);
    T_CHECK(t, f.a.live == 0, "%ld host bytes after reset", f.a.live);
    T_CHECK(t, f.h.in_use == 0 && f.h.peak == 0 && f.h.nlive == 0 &&
            f.h.size == 1u << 20 && f.h.base == PV_GLOBAL_BASE, "state after reset");
    T_CHECK(t, pv_devheap_check(&f.h) == 0, "check after reset");
    a = dh_alloc(t, &f, 1u << 20);
    T_CHECK(t, a == PV_GLOBAL_BASE, "whole heap after reset");
    dh_close(t, &f);
    test_end(t);
}

/* ---- many small blocks --------------------------------------------------- */

static void dh_many(pv_test *t)
{
    const uint32_t n = 1u << 20;
    const uint64_t heap = 64ull << 20;
    uint64_t *blk = (uint64_t *)malloc(n * sizeof *blk);
    unsigned char *shadow = (unsigned char *)calloc((size_t)(heap / G), 1);
    uint64_t seed = 7, a;
    uint32_t i, bad = 0;
    pv_devheap_stats s;
    dh_fixture f;
    if (!test_begin(t, "devheap 1M small alloc/free pairs, 1M live blocks")) {
        free(blk); free(shadow);
        return;
    }
    if (!blk || !shadow || !dh_open(t, &f, PV_DEVHEAP_DEFAULT_SIZE)) {
        T_CHECK(t, blk && shadow, "test memory");
        free(blk); free(shadow);
        test_end(t);
        return;
    }
    /* a million threads that each malloc and free at once */
    for (i = 0; i < n && !bad; i++) {
        a = dh_alloc(t, &f, 16 + dh_rng(&seed) % 49);
        bad = !a || pv_devheap_free(&f.h, a) != PTXVM_OK;
    }
    T_CHECK(t, !bad && f.h.in_use == 0 && f.h.nfree == 1 && f.h.nblocks <= 2,
            "pairs: stopped at %u, in_use %llu, %u records", i,
            (unsigned long long)f.h.in_use, f.h.nblocks);
    dh_close(t, &f);

    /* a million threads that each keep their block, freed later */
    if (dh_open(t, &f, heap)) {
        for (i = 0; i < n && !bad; i++) {
            uint64_t size = 16 + dh_rng(&seed) % 49, g, g0;
            blk[i] = a = dh_alloc(t, &f, size);
            bad = a == 0 || a % 16;
            for (g0 = (a - f.h.base) / G, g = g0; !bad && g < g0 + (size + 15) / G; g++) {
                bad = shadow[g];
                shadow[g] = 1;
            }
        }
        T_CHECK(t, !bad, "live: block %u overlaps or failed", i);
        pv_devheap_get_stats(&f.h, &s);
        T_CHECK(t, s.live_blocks == n && s.meta_bytes <= (size_t)64 * n,
                "%u live blocks take %lu host bytes", s.live_blocks,
                (unsigned long)s.meta_bytes);
        if (t->verbose)
            printf("       1M live blocks: %.1f host bytes each, %.1f MiB in use\n",
                   (double)s.meta_bytes / n, (double)s.in_use / (1 << 20));
        for (i = n; i > 1; i--) {            /* free in random order */
            uint32_t j = (uint32_t)(dh_rng(&seed) % i);
            a = blk[i - 1];
            blk[i - 1] = blk[j];
            blk[j] = a;
        }
        for (i = 0; i < n && !bad; i++)
            bad = pv_devheap_free(&f.h, blk[i]) != PTXVM_OK;
        pv_devheap_get_stats(&f.h, &s);
        T_CHECK(t, !bad && s.in_use == 0 && s.free_blocks == 1,
                "after freeing: in_use %llu, %u free blocks",
                (unsigned long long)s.in_use, s.free_blocks);
        dh_close(t, &f);
    }
    free(blk);
    free(shadow);
    test_end(t);
}

void unit_devheap(pv_test *t)
{
    dh_args(t);
    dh_alignment(t);
    dh_random(t);
    dh_exhaust(t);
    dh_coalesce(t);
    dh_bad_free(t);
    dh_huge(t);
    dh_oom(t);
    dh_reset(t);
    dh_many(t);
}
