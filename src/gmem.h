/* Loads and stores of global memory: relaxed atomics.

   Global memory (allocations, host mappings, module variables, the
   device heap; generic addresses into them) is shared by every CTA of a
   launch, and CTAs run on several host threads. A kernel may read a
   word while another CTA stores to it or updates it atomically: the
   first load of a CAS loop, a flag one CTA sets and another spins on, a
   last-block reduction. The PTX memory model gives such a load one of
   the values written there; in C the same plain access is a data race,
   undefined behaviour that the compiler may tear, cache or reorder, and
   that a sandbox must not let a kernel cause. So every access to global
   memory is a relaxed atomic of the element's size (GNU __atomic
   builtins). On x86-64 and AArch64 an aligned relaxed load or store of
   up to 8 bytes is the plain instruction: what it costs is only the
   wide vector copies the compiler may no longer make.

   Runs of elements (a coalesced warp access) go by the widest word
   their host address is aligned to, up to 8 bytes: each element is then
   inside one single-copy-atomic access, as PTX asks of aligned accesses,
   and two neighbouring stores merged into one word are one of the
   orders the two could have taken. Mixed sizes on the same bytes (a
   4-byte atomic inside an 8-byte load) are not defined by C11, whose
   atomics are per object; the GNU builtins act on memory, and x86-64
   and AArch64 make such accesses single-copy atomic as wholes. The AVX2
   whole-warp paths (gmem_avx2.c) also copy 16-byte-aligned runs by
   aligned 16-byte vmovdqa, which CPUs with AVX make one atomic access,
   written in asm so that C's race rules do not apply to them either.

   The host address of an aligned device address is aligned too, except
   in a host mapping of a misaligned buffer. Such an element takes more
   than one host access; the interpreter then holds the VM's lock for
   every access to it, atomics included (exec_mem.c, atomops.c), which
   keeps each access whole.

   Without the GNU builtins the accesses are volatile (as in workers.c):
   there are no built-in threads then, and CTAs run in parallel only on a
   host's parallel_for, whose races are the embedder's (atomops.c). */
#ifndef PTXVM_GMEM_H
#define PTXVM_GMEM_H
#include "common.h"

#if (defined(__GNUC__) || defined(__clang__)) && defined(__ATOMIC_RELAXED)
#  define PV_GLD(T, p)     __atomic_load_n((const T *)(const void *)(p), __ATOMIC_RELAXED)
#  define PV_GST(T, p, v)  __atomic_store_n((T *)(void *)(p), (T)(v), __ATOMIC_RELAXED)
#else
#  define PV_GLD(T, p)     (*(const volatile T *)(const void *)(p))
#  define PV_GST(T, p, v)  (*(volatile T *)(void *)(p) = (T)(v))
#endif

/* The element of size 1, 2, 4 or 8 bytes at p (aligned to size),
   zero-extended. */
static PV_FORCE_INLINE uint64_t pv_gld(const uint8_t *p, uint32_t size)
{
    switch (size) {
    case 1: return PV_GLD(uint8_t, p);
    case 2: return PV_GLD(uint16_t, p);
    case 4: return PV_GLD(uint32_t, p);
    default: return PV_GLD(uint64_t, p);
    }
}

/* The same, sign-extended to 64 bits when sx. */
static PV_FORCE_INLINE uint64_t pv_gld_sx(const uint8_t *p, uint32_t size, int sx)
{
    uint64_t v = pv_gld(p, size);
    if (sx && size < 8 && ((v >> (8 * size - 1)) & 1))
        v |= ~(uint64_t)0 << (8 * size);
    return v;
}

/* Store the low size bytes of v at p (aligned to size). */
static PV_FORCE_INLINE void pv_gst(uint8_t *p, uint64_t v, uint32_t size)
{
    switch (size) {
    case 1: PV_GST(uint8_t, p, v); break;
    case 2: PV_GST(uint16_t, p, v); break;
    case 4: PV_GST(uint32_t, p, v); break;
    default: PV_GST(uint64_t, p, v); break;
    }
}

/* A run of n bytes (a multiple of 16) of elements whose host address src
   is aligned to the element size: into dst, by the widest aligned words.
   Pairs of 8-byte words are stored as one 16-byte vector where the
   compiler has vectors: dst is read next by 16-byte vector loads, which
   two 8-byte stores could not forward to (a stall of its own, seen as 5%
   of the histogram benchmark). */
#define PV_GRUN_LD(T)                                                    \
    for (i = 0; i < n; i += sizeof(T)) {                                 \
        T v_ = PV_GLD(T, src + i);                                       \
        memcpy(d + i, &v_, sizeof v_);                                   \
    }
#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT)
typedef uint64_t pv_g64x2 __attribute__((vector_size(16)));
#  define PV_GRUN_LD64()                                                 \
    for (i = 0; i < n; i += 16) {                                        \
        pv_g64x2 v_ = {PV_GLD(uint64_t, src + i), PV_GLD(uint64_t, src + i + 8)}; \
        memcpy(d + i, &v_, sizeof v_);                                   \
    }
#else
#  define PV_GRUN_LD64() PV_GRUN_LD(uint64_t)
#endif
static PV_FORCE_INLINE void pv_gld_run(void *dst, const uint8_t *src, uint32_t n)
{
    uint8_t *d = (uint8_t *)dst;
    uint32_t i;
    if (!((uintptr_t)src & 7)) {
        PV_GRUN_LD64()
    } else if (!((uintptr_t)src & 3)) {
        /* 4 past an 8-byte boundary (a row of 17 words, a half-warp
           one word on): a word, 8-byte words, a word; every element
           still inside one aligned access */
        uint32_t h, t;
        h = PV_GLD(uint32_t, src);
        memcpy(d, &h, 4);
        for (i = 4; i + 4 < n; i += 8) {
            uint64_t v_ = PV_GLD(uint64_t, src + i);
            memcpy(d + i, &v_, 8);
        }
        t = PV_GLD(uint32_t, src + i);
        memcpy(d + i, &t, 4);
    } else if (!((uintptr_t)src & 1)) {
        PV_GRUN_LD(uint16_t)
    } else {
        PV_GRUN_LD(uint8_t)
    }
}
#undef PV_GRUN_LD
#undef PV_GRUN_LD64

/* The same for a run of stores from src to the host address dst. */
#define PV_GRUN_ST(T)                                                    \
    for (i = 0; i < n; i += sizeof(T)) {                                 \
        T v_;                                                            \
        memcpy(&v_, s + i, sizeof v_);                                   \
        PV_GST(T, dst + i, v_);                                          \
    }
static PV_FORCE_INLINE void pv_gst_run(uint8_t *dst, const void *src, uint32_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    uint32_t i;
    if (!((uintptr_t)dst & 7)) {
        PV_GRUN_ST(uint64_t)
    } else if (!((uintptr_t)dst & 3)) {
        /* as pv_gld_run: a word, 8-byte words, a word (n is 8 or more) */
        uint32_t h;
        uint64_t v;
        memcpy(&h, s, 4);
        PV_GST(uint32_t, dst, h);
        for (i = 4; i + 4 < n; i += 8) {
            memcpy(&v, s + i, 8);
            PV_GST(uint64_t, dst + i, v);
        }
        memcpy(&h, s + i, 4);
        PV_GST(uint32_t, dst + i, h);
    } else if (!((uintptr_t)dst & 1)) {
        PV_GRUN_ST(uint16_t)
    } else {
        PV_GRUN_ST(uint8_t)
    }
}
#undef PV_GRUN_ST

/* The widest access, of at most 8 bytes, that fits in the n bytes left
   at host address a and is aligned there. */
static inline uint32_t pv_gchunk(uintptr_t a, size_t n)
{
    uint32_t w = 8;
    while (w > 1 && ((a & (w - 1)) || n < w))
        w >>= 1;
    return w;
}

/* Any n bytes of global memory at host address p, of any alignment, to
   buf, by the widest aligned accesses that fit: each naturally aligned
   element of up to 8 bytes inside the range is then read by one access
   (aligned blocks nest), as a single-copy-atomic load. For host
   functions' and printf's reads, and elements in misaligned mappings. */
static inline void pv_gread(void *buf, const uint8_t *p, size_t n)
{
    uint8_t *b = (uint8_t *)buf;
    size_t i = 0;
    while (i < n) {
        uint32_t w = pv_gchunk((uintptr_t)(p + i), n - i);
        pv_store_le(b + i, pv_gld(p + i, w), w);
        i += w;
    }
}

/* n bytes from buf to global memory at host address p: as pv_gread. */
static inline void pv_gwrite(uint8_t *p, const void *buf, size_t n)
{
    const uint8_t *b = (const uint8_t *)buf;
    size_t i = 0;
    while (i < n) {
        uint32_t w = pv_gchunk((uintptr_t)(p + i), n - i);
        pv_gst(p + i, pv_load_le(b + i, w, 0), w);
        i += w;
    }
}
#endif
