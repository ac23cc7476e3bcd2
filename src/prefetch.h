/* Prefetch hints for the global access paths (exec_mem.c, exec_gmem.c):
   access patterns whose next lines a GPU would have in flight but a
   CPU's own prefetchers do not follow. Hints only: nothing is read or
   checked, and a prefetch of an address outside the process does not
   fault. */
#ifndef PTXVM_PREFETCH_H
#define PTXVM_PREFETCH_H
#include "exec.h"

/* A grid-stride loop's coalesced loads move by the whole grid's size
   each round, a stride the CPU's prefetchers do not follow (a GPU hides
   that latency by running every CTA at once): when the instruction's run
   moved forward by more than a page since its last one, the run four
   strides on is prefetched. */
static PV_FORCE_INLINE void pv_stride_prefetch(pv_cta *X, uint32_t pc, const uint8_t *host,
                                               uint32_t bytes)
{
#if defined(__GNUC__) || defined(__clang__)
    const uint64_t a0 = (uint64_t)(uintptr_t)host;
    uint64_t *last = &X->pf_last[pc & 15u], d = a0 - *last;
    uint32_t o;
    *last = a0;
    if (d - 4096u < ((uint64_t)1 << 26)) {
        const uintptr_t p = (uintptr_t)host + (uintptr_t)(4u * d);
        for (o = 0; o < bytes; o += 64)
            __builtin_prefetch((const void *)(p + o));
    }
#else
    PV_UNUSED(X);
    PV_UNUSED(pc);
    PV_UNUSED(host);
    PV_UNUSED(bytes);
#endif
}

/* A tile's rows read one instruction after another, a row each, rows a
   page or more apart (a 16-thread block's 16 loads of s[r][tx] =
   sim[cell + cols * r]): each row a cache miss, since the CPU's
   prefetchers do not cross pages, and the next instruction's row not
   yet asked for. When a partial-warp run lies the same distance past
   the last one as that one past its own, the next four rows on are
   prefetched. */
static PV_FORCE_INLINE void pv_row_prefetch(pv_cta *X, const uint8_t *host, uint32_t bytes,
                                            int write)
{
#if defined(__GNUC__) || defined(__clang__)
    const uint64_t a0 = (uint64_t)(uintptr_t)host, d = a0 - X->pf_row;
    const uint64_t ad = (d >> 63) ? 0 - d : d;      /* rows up or down */
    X->pf_row = a0;
    if (d == X->pf_step && ad >= 4096u && ad < ((uint64_t)1 << 26)) {
        uint32_t k;
        for (k = 1; k <= 4; k++) {
            const uintptr_t p = (uintptr_t)host + (uintptr_t)(k * d);
            if (write) {            /* the hint's second argument is a constant */
                __builtin_prefetch((const void *)p, 1);
                __builtin_prefetch((const void *)(p + bytes - 1), 1);
            } else {
                __builtin_prefetch((const void *)p);
                __builtin_prefetch((const void *)(p + bytes - 1));
            }
        }
    }
    X->pf_step = d;
#else
    PV_UNUSED(X);
    PV_UNUSED(host);
    PV_UNUSED(bytes);
    PV_UNUSED(write);
#endif
}

/* A hint for the line of q, and of q + two when two is not 0, for
   writing when write. */
static PV_FORCE_INLINE void pv_prefetch_line(uintptr_t q, uint64_t two, int write)
{
#if defined(__GNUC__) || defined(__clang__)
    if (write) {                /* the hint's second argument is a constant */
        __builtin_prefetch((const void *)q, 1);
        if (two)
            __builtin_prefetch((const void *)(q + (uintptr_t)two), 1);
    } else {
        __builtin_prefetch((const void *)q);
        if (two)
            __builtin_prefetch((const void *)(q + (uintptr_t)two));
    }
#else
    PV_UNUSED(q);
    PV_UNUSED(two);
    PV_UNUSED(write);
#endif
}

/* One instruction's loads in one warp that move by the same step every
   time: a column's next plane in a 3D stencil, where a CTA's warps take
   turns at the instruction between two barriers (so that the stride
   hint, keyed by instruction alone, sees the distance between warps'
   rows), or a thread's share of points a block's width apart, a step
   under a page. Once the step repeats (a cache line to 64 MiB, either
   way), or with far when it is the stride hint's (a page to 64 MiB
   forward), the access four steps on is prefetched, every line of its
   bytes, and as much at host + two when two is not 0 (a warp's second
   row), for writing when write. key: the instruction and the warp
   (PV_PF_KEY). */
static PV_FORCE_INLINE void pv_warp_prefetch(pv_cta *X, uint32_t key, const uint8_t *host,
                                             uint32_t bytes, uint64_t two, int far, int write)
{
#if defined(__GNUC__) || defined(__clang__)
    const uint64_t a0 = (uint64_t)(uintptr_t)host;
    const uint32_t i = key & (PV_PF_WARP_SLOTS - 1);
    const uint64_t d = a0 - X->pf_warp[i].last, ad = (d >> 63) ? 0 - d : d;
    const int again = d == X->pf_warp[i].step;
    X->pf_warp[i].last = a0;
    X->pf_warp[i].step = d;
    if ((again && ad - 64u < ((uint64_t)1 << 26) - 64u) ||
        (far && d - 4096u < ((uint64_t)1 << 26))) {
        /* every line of [p, p + bytes): one each 64 bytes from p, then
           the last byte's (the line before again when p starts one); a
           count that does not hang on p's alignment, so that a constant
           bytes unrolls */
        const uintptr_t p = (uintptr_t)host + (uintptr_t)(4u * d);
        uintptr_t o;
        for (o = 0; o < bytes; o += 64)
            pv_prefetch_line(p + o, two, write);
        if (bytes)
            pv_prefetch_line(p + bytes - 1u, two, write);
    }
#else
    PV_UNUSED(X);
    PV_UNUSED(key);
    PV_UNUSED(host);
    PV_UNUSED(bytes);
    PV_UNUSED(two);
    PV_UNUSED(far);
    PV_UNUSED(write);
#endif
}

/* The key of pv_warp_prefetch: instruction pc of warp w. */
#define PV_PF_KEY(pc, w) (((pc) & 15u) | ((w)->index & 31u) << 4)

#endif
