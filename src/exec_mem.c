/* The interpreter's memory instructions: ld, st and the per-lane part of
   atom/red (exec_mem.h), and pv_lane_rw for host functions. The paths
   that matter for speed translate a warp's addresses once: global
   accesses of one element a lane in exec_gmem.c, vectors as a coalesced
   run in one region (warp_run) or any lanes inside one region
   (fast_region), .local rows and .shared (fast_window); anything
   else goes lane by lane through access_mem, which also reports the
   faults. Global memory is accessed with relaxed atomics throughout
   (gmem.h): other CTAs, on other host threads, may be at the same words. */
#include "exec_mem.h"
#include "exec_gmem.h"
#include "devmem.h"
#include "gmem.h"
#include "lane_uniform.h"
#include "prefetch.h"
#include "shared_vec.h"

#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT)
typedef uint64_t xm_u64x2 __attribute__((vector_size(16)));
typedef uint32_t xm_u32x4 __attribute__((vector_size(16)));
#  define XM_VECTOR_EXT 1
#else
#  define XM_VECTOR_EXT 0
#endif

PTXVM_INTERNAL uint8_t *pv_shared_at(pv_cta *X, uint64_t a, uint64_t n)
{
    uint64_t rank = (a >> PV_CLUSTER_SHIFT) - 1, off = a & (PV_CLUSTER_UNIT - 1);
    if (a < PV_CLUSTER_UNIT)
        return a > X->shared_size || n > X->shared_size - a ? NULL : X->shared + a;
    if (!X->cl || rank >= X->cl->n)
        return NULL;
    X = X->cl->cta[rank];      /* every CTA of a launch has the same size */
    return off > X->shared_size || n > X->shared_size - off ? NULL : X->shared + off;
}

PTXVM_INTERNAL const char *pv_shared_why(const pv_cta *X, uint64_t a)
{
    return a < PV_CLUSTER_UNIT || !X->cl || X->cl->n == 1 ?
           "outside .shared" : "outside the cluster's .shared";
}

/* Copy n bytes between lane's view of memory at addr (in space) and buf.
   Returns 0, or -1 after recording the fault. */

/* Whether the host's callbacks include atomic_typed: a struct_size that
   ends before it is an older layout that has no such member (ptxvm.h,
   "struct sizes"), so the member is not read then. */
static int cb_has_typed(const ptxvm_mem_callbacks *cb)
{
    return (cb->struct_size == 0 ||
            cb->struct_size >= offsetof(ptxvm_mem_callbacks, atomic_typed) +
                                   sizeof cb->atomic_typed) &&
           cb->atomic_typed != NULL;
}

static int access_mem(pv_cta *X, pv_warp *w, uint32_t pc, uint32_t lane,
                      uint32_t space, uint64_t addr, uint32_t n, uint8_t *buf,
                      int write)
{
    uint8_t *p;
    if (addr & (n - 1))
        return fault(X, pc, lane, addr, n, write, "misaligned");
    if (space == SP_NONE) {              /* generic: classify by window */
        if (addr >= PV_SHARED_WINDOW && addr < PV_SHARED_WINDOW + PV_WINDOW_SIZE) {
            space = SP_SHARED;
            addr -= PV_SHARED_WINDOW;
        } else if (addr >= PV_LOCAL_WINDOW && addr < PV_LOCAL_WINDOW + PV_WINDOW_SIZE) {
            space = SP_LOCAL;
            addr -= PV_LOCAL_WINDOW;
        } else if (addr >= PV_PARAM_WINDOW && addr < PV_PARAM_WINDOW + PV_WINDOW_SIZE) {
            space = SP_PARAM;
            addr -= PV_PARAM_WINDOW;
        } else {
            space = SP_GLOBAL;
        }
    }
    switch (space) {
    case SP_SHARED:          /* the cluster's, and so one host thread's */
        p = pv_shared_at(X, addr, n);
        if (!p)
            return fault(X, pc, lane, addr, n, write, pv_shared_why(X, addr));
        if (write)
            memcpy(p, buf, n);
        else
            memcpy(buf, p, n);
        return 0;
    case SP_LOCAL:
        if (addr > X->local_size || n > X->local_size - addr)
            return fault(X, pc, lane, addr, n, write, "outside the thread's .local");
        local_rw(local_base(X, w), addr, lane, buf, n, write);
        return 0;
    case SP_PARAM:
        if (write)
            return fault(X, pc, lane, addr, n, write, "kernel parameters are read-only");
        if (addr > X->param_size || n > X->param_size - addr)
            return fault(X, pc, lane, addr, n, write, "outside the parameters");
        memcpy(buf, X->params + addr, n);
        return 0;
    default: {
        const pv_region *r = X->last;
        if (X->unchecked) {          /* trusted code: the address is the host's */
            p = (uint8_t *)(uintptr_t)addr;
            break;
        }
        if (!r || addr < r->base || addr - r->base > r->size ||
            n > r->size - (addr - r->base)) {
            r = pv_devmem_find(&X->vm->mem, addr, n);
            if (!r)
                return fault(X, pc, lane, addr, n, write, "not mapped");
            X->last = r;
        }
        if (!(r->access & (write ? PTXVM_WRITE : PTXVM_READ)))
            return fault(X, pc, lane, addr, n, write,
                         write ? "read-only memory" : "write-only memory");
        if (!r->host) {                  /* callback-backed memory */
            ptxvm_result res = write ? r->cb->store(r->cb_user, addr - r->base, buf, n)
                                     : r->cb->load(r->cb_user, addr - r->base, buf, n);
            if (res != PTXVM_OK)
                return fault(X, pc, lane, addr, n, write, "the host callback failed");
            return 0;
        }
        p = r->host + (addr - r->base);
    }
    }
    /* global memory, other CTAs' too: an element whose host address is
       misaligned (a host mapping of a misaligned buffer) takes more than
       one host access, so every access to such elements (atomics too,
       atomops.c) holds the VM's lock, which keeps each one whole */
    if ((uintptr_t)p & (n - 1)) {
        pv_mutex_lock(&X->vm->lock);
        if (write)
            pv_gwrite(p, buf, n);
        else
            pv_gread(buf, p, n);
        pv_mutex_unlock(&X->vm->lock);
    } else if (write) {
        pv_gst(p, pv_load_le(buf, n, 0), n);
    } else {
        pv_store_le(buf, pv_gld(p, n), n);
    }
    return 0;
}

/* The host-backed region holding [lo, hi + size) with the access mode
   wanted, or NULL. Returns the host base; *base is the device address it
   maps. The last region found is cached: kernels stream through one or
   two buffers. */
static PV_FORCE_INLINE uint8_t *span_region(pv_cta *X, uint64_t lo, uint64_t hi,
                                            uint32_t size, int write, uint64_t *base)
{
    const pv_region *r = X->last;
    if (hi < lo)
        return NULL;
    if (!r || lo < r->base || hi - r->base > r->size ||
        size > r->size - (hi - r->base)) {
        if (lo < PV_GLOBAL_BASE || hi >= PV_WINDOW_BASE)
            return NULL;
        r = pv_devmem_find(&X->vm->mem, lo, 1);
        if (!r || hi - r->base > r->size || size > r->size - (hi - r->base))
            return NULL;
        X->last = r;
    }
    /* a host mapping of a misaligned buffer: element by element in
       access_mem, which copes with it */
    if (!r->host || !(r->access & (write ? PTXVM_WRITE : PTXVM_READ)) ||
        ((uintptr_t)r->host & (size - 1)))
        return NULL;
    *base = r->base;
    return r->host;
}

/* The common case of a global access: every active lane inside one host-
   backed region, naturally aligned, one element per lane. Translate once,
   check the lanes' lowest and highest address, then access host memory
   directly. Returns the host base to add lane addresses to (as an offset
   from the region base), or NULL to take the general path. */
static uint8_t *fast_region(pv_cta *X, const uint64_t *addr, uint32_t m,
                            uint32_t size, int write, uint64_t *base)
{
    uint64_t lo = ~(uint64_t)0, hi = 0, any = 0;
    uint32_t l;
    if (X->unchecked)
        return NULL;
    for (l = 0; l < PV_LANES; l++) {
        uint64_t a = addr[l];
        if (!((m >> l) & 1u))
            continue;
        lo = a < lo ? a : lo;
        hi = a > hi ? a : hi;
        any |= a;
    }
    if (any & (size - 1))
        return NULL;
    return span_region(X, lo, hi, size, write, base);
}

/* A coalesced full-warp access: lane l's address is a0 + l * size (the
   a[tid] pattern). Then the warp reads or writes one run of 32 elements:
   returns the host pointer to it, or NULL for the per-lane paths. */
static PV_FORCE_INLINE uint8_t *warp_run(pv_cta *X, const pv_insn *I, uint8_t *rf,
                                         uint32_t size, int write)
{
    uint64_t a0, base, diff = 0;
    uint8_t *host;
    uint32_t l;
    if (I->a == PV_NO_REG || X->unchecked)
        return NULL;
    if (I->aux & PV_MEM_ADDR32) {
        const uint32_t *r = R32(I->a);
        for (l = 0; l < PV_LANES; l++)
            diff |= (uint64_t)r[l] ^ ((uint64_t)r[0] + (uint64_t)l * size);
        a0 = addr32_sum(r[0], I->x);
        /* the run must not wrap at 32 bits between its lanes */
        diff |= ((a0 & 0xffffffffu) + (uint64_t)(PV_LANES - 1) * size) >> 32;
    } else {
        const uint64_t *r = R64(I->a);
#if XM_VECTOR_EXT
        xm_u64x2 acc = {0, 0}, want = {r[0], r[0] + size}, v;
        const xm_u64x2 step = {2u * (uint64_t)size, 2u * (uint64_t)size};
        PV_UNROLL
        for (l = 0; l < PV_LANES; l += 2) {
            memcpy(&v, r + l, sizeof v);
            acc |= v ^ want;
            want += step;
        }
        diff = acc[0] | acc[1];
#else
        for (l = 0; l < PV_LANES; l++)
            diff |= r[l] ^ (r[0] + (uint64_t)l * size);
#endif
        a0 = r[0] + I->x;
    }
    if (diff || (a0 & (size - 1)))
        return NULL;
    host = span_region(X, a0, a0 + (uint64_t)(PV_LANES - 1) * size, size, write, &base);
    return host ? host + (a0 - base) : NULL;
}

/* Every lane's address; 0 when the address is a constant. */
static int lane_addrs(const pv_insn *I, uint8_t *rf, uint64_t *addr)
{
    uint32_t l;
    if (I->a == PV_NO_REG)
        return 0;
    for (l = 0; l < PV_LANES; l++)
        addr[l] = lane_addr(I, rf, l);
    return 1;
}

/* 1 when every lane's address is the same (a constant address, or a
   register holding one value): addr[0] is set. Vectorisable xor/or scan. */
static int warp_uniform_addr(const pv_insn *I, uint8_t *rf, uint64_t *addr)
{
    uint32_t l;
    if (I->a == PV_NO_REG) {
        addr[0] = I->x;
        return 1;
    }
    if (I->aux & PV_MEM_ADDR32) {
        const uint32_t *r = R32(I->a);
        uint32_t diff = 0;
        for (l = 0; l < PV_LANES; l++)
            diff |= r[l] ^ r[0];
        addr[0] = addr32_sum(r[0], I->x);
        return diff == 0;
    } else {
        const uint64_t *r = R64(I->a);
        uint64_t diff = 0;
        for (l = 0; l < PV_LANES; l++)
            diff |= r[l] ^ r[0];
        addr[0] = r[0] + I->x;
        return diff == 0;
    }
}

/* .local and .shared accesses with every active lane in bounds and
   aligned: host pointers directly, no per-lane translation. Returns the
   per-lane byte pointers in p[], or 0 to take the general path. */
static int fast_window(pv_cta *X, pv_warp *w, const pv_insn *I, uint8_t *rf,
                       uint32_t m, uint32_t space, uint32_t bytes, uint8_t **p)
{
    uint64_t addr[PV_LANES], bound;
    uint8_t *base;
    uint32_t l;
    PV_UNUSED(w);
    if (space == SP_SHARED) {
        base = X->shared;
        bound = X->shared_size;
    } else {
        return 0;
    }
    if (!lane_addrs(I, rf, addr))
        for (l = 0; l < PV_LANES; l++)
            addr[l] = I->x;
    for (l = 0; l < PV_LANES; l++) {
        if (!((m >> l) & 1u))
            continue;
        if ((addr[l] & (bytes - 1)) || addr[l] > bound || bytes > bound - addr[l])
            return 0;
        p[l] = base + addr[l];
    }
    return 1;
}

#include "lane_segs.h"
#include "shared_seg.h"

/* The .shared offsets of an access of `bytes` a lane into off when every
   active lane is aligned and inside the CTA's own .shared, checked over
   the warp with vector operations: 0, or -1 for the general path. */
static PV_FORCE_INLINE int shared_offsets(const pv_cta *X, const pv_insn *I,
                                          uint8_t *rf, uint32_t m, uint32_t bytes,
                                          uint32_t *off)
{
    const uint32_t *bit = pv_lane_bit;
    uint32_t flag[PV_LANES], l, bad = 0, limx, x, amask;
    if (I->a == PV_NO_REG || X->shared_size < bytes ||
        X->shared_size > 0x7fffffffu)
        return -1;
    /* an .addr32 offset wraps with the register (nvcc's [%r+-4] is x =
       2^32 - 4): each lane's sum is checked below; a 64-bit one must fit */
    if ((I->aux & PV_MEM_ADDR32) ? (I->x >> 32) != 0 : I->x > X->shared_size - bytes)
        return -1;
    /* lane l fits when its offset o (the address: a 64-bit x is below
       2^31 and an .addr32 sum wraps at 2^32) is at most lim, the highest start
       that fits (below 2^31): o | (lim - o) has bit 31 clear exactly
       then. The register itself may be "negative" (nvcc folds a tile's
       positive offset into x and leaves -64 * tid in the register). */
    x = (uint32_t)I->x;
    limx = X->shared_size - bytes;
    amask = bytes - 1;
#if XM_VECTOR_EXT
    if (I->aux & PV_MEM_ADDR32) {
        /* four lanes a step, the flags or-ed as they come (the separate
           passes over a flag column cost about 60 host instructions) */
        const uint32_t *r = R32(I->a);
        xm_u32x4 acc = {0, 0, 0, 0};
        for (l = 0; l < PV_LANES; l += 4) {
            xm_u32x4 o, k;
            memcpy(&o, r + l, sizeof o);
            o += x;
            memcpy(off + l, &o, sizeof o);
            o = o | (limx - o) | (0u - (o & amask));
            if (m != FULL) {
                memcpy(&k, bit + l, sizeof k);
                o &= (xm_u32x4)((k & m) != 0);
            }
            acc |= o;
        }
        bad = acc[0] | acc[1] | acc[2] | acc[3];
        return bad >> 31 ? -1 : 0;
    }
#endif
    if (I->aux & PV_MEM_ADDR32) {
        const uint32_t *r = R32(I->a);
        for (l = 0; l < PV_LANES; l++) {
            off[l] = r[l] + x;
            flag[l] = off[l] | (limx - off[l]) | (0u - (off[l] & amask));
        }
    } else {
        const uint64_t *r = R64(I->a);
        for (l = 0; l < PV_LANES; l++) {
            uint64_t a = r[l] + x;
            uint32_t hi = (uint32_t)(a >> 32);
            off[l] = (uint32_t)a;
            flag[l] = off[l] | (limx - off[l]) | (hi ? 1u << 31 : 0u) |
                      (0u - (off[l] & amask));
        }
    }
    if (m == FULL) {
        for (l = 0; l < PV_LANES; l++)
            bad |= flag[l];
    } else {
        for (l = 0; l < PV_LANES; l++)  /* branch-free: vectorised */
            bad |= flag[l] & (0u - (uint32_t)((m & bit[l]) != 0));
    }
    return bad >> 31 ? -1 : 0;
}

/* A .shared access of one byte or half a lane (per-thread byte counters)
   with every active lane inside the CTA's own .shared: the checked
   offsets, then plain accesses in lane order. 0 when done, -1 for the
   general path. */
static int shared_small(pv_cta *X, const pv_insn *I, uint8_t *rf, uint32_t m,
                        uint32_t size, int sx, int wide, int write)
{
    uint32_t off[PV_LANES];
    uint8_t *sh = X->shared;
    if (shared_offsets(X, I, rf, m, size, off))
        return -1;
    if (wide) {
        uint64_t *d = R64(I->d);
        if (write)
            EACH_LANE(m, pv_store_le(sh + off[l], d[l], size));
        else
            EACH_LANE(m, d[l] = pv_load_le(sh + off[l], size, sx));
    } else if (size == 1) {
        uint32_t *d = R32(I->d), run = 0, l;
        if (m == FULL) {
            for (l = 0; l < PV_LANES; l++)
                run |= off[l] ^ (off[0] + l);
        }
        if (m == FULL && !run) {       /* 32 consecutive bytes: one copy */
            uint8_t b[PV_LANES];
            if (write) {
                for (l = 0; l < PV_LANES; l++)
                    b[l] = (uint8_t)d[l];
                memcpy(sh + off[0], b, sizeof b);
            } else {
                memcpy(b, sh + off[0], sizeof b);
                for (l = 0; l < PV_LANES; l++)
                    d[l] = sx ? (uint32_t)(int32_t)(int8_t)b[l] : b[l];
            }
        } else if (write)
            EACH_LANE(m, sh[off[l]] = (uint8_t)d[l]);
        else if (sx)
            EACH_LANE(m, d[l] = (uint32_t)(int32_t)(int8_t)sh[off[l]]);
        else
            EACH_LANE(m, d[l] = sh[off[l]]);
    } else {
        uint32_t *d = R32(I->d);
        if (write)
            EACH_LANE(m, pv_store_le(sh + off[l], d[l], size));
        else
            EACH_LANE(m, d[l] = (uint32_t)pv_load_le(sh + off[l], size, sx));
    }
    return 0;
}

/* The active lanes' elements at one .shared byte p: each element
   broadcast to the active lanes, or the highest active lane's elements
   stored (lane order: they land last). */
static void shared_one(const pv_insn *I, uint8_t *rf, uint32_t m, uint32_t size,
                       uint32_t vec, int write, uint8_t *p)
{
    uint32_t l, e, top = pv_top32(m);
    for (e = 0; e < vec; e++, p += size) {
        uint8_t *col = rf + I->d + e * I->c;
        if (write) {
            memcpy(p, col + top * size, size);
        } else if (size == 4) {
            uint32_t v, *d = (uint32_t *)(void *)col;
            memcpy(&v, p, 4);
            if (m == FULL)
                for (l = 0; l < PV_LANES; l++)
                    d[l] = v;
            else
                for (l = 0; l < PV_LANES; l++)  /* branch-free: vectorised */
                    d[l] = (m & pv_lane_bit[l]) ? v : d[l];
        } else {
            uint64_t v, *d = (uint64_t *)(void *)col;
            memcpy(&v, p, 8);
            for (l = 0; l < PV_LANES; l++)
                d[l] = (m & pv_lane_bit[l]) ? v : d[l];
        }
    }
}

/* A .shared access at a fixed address (no register: the block-wide
   values CUDA code keeps in named __shared__ variables, read by every
   thread after a barrier): one check, then shared_one. 0 when done, -1
   for the general path. */
static int shared_fixed(pv_cta *X, const pv_insn *I, uint8_t *rf, uint32_t m,
                        uint32_t size, uint32_t vec, int write)
{
    const uint32_t bytes = size * vec;
    if ((I->x & (bytes - 1)) || I->x > X->shared_size || bytes > X->shared_size - I->x)
        return -1;
    shared_one(I, rf, m, size, vec, write, X->shared + I->x);
    return 0;
}

/* A .shared access of 4- or 8-byte elements (vec of them a lane) where
   every active lane is aligned and inside the CTA's own .shared: one
   check over the warp with vector operations, then one copy for a
   coalesced full warp, else a gather or scatter in lane order (a later
   lane's store wins, as on the general path). Returns 0 when done, -1
   for the general path, which reports the faults. .shared belongs to
   this host thread alone, so plain copies are safe. */
static PV_FORCE_INLINE int shared_words(pv_cta *X, const pv_insn *I, uint8_t *rf,
                                        uint32_t m, uint32_t size, uint32_t vec,
                                        int write)
{
    uint32_t off[PV_LANES], l, e;
    uint8_t *sh = X->shared;
    if (I->a == PV_NO_REG)
        return shared_fixed(X, I, rf, m, size, vec, write);
    if (m != FULL && vec == 1 && (I->aux & PV_MEM_ADDR32) &&
        (shared_seg(X, I, rf, m, size, write) || shared_stride(X, I, rf, m, size, write)))
        return 0;
    if (m == FULL && vec == 1 && (I->aux & PV_MEM_ADDR32) &&
        shared_run_full(X, I, rf, size, write))
        return 0;
    if (vec > 1) {
        /* every active lane at one address (an n-body tile's body read by
           the whole warp as a float4): one check, one element broadcast
           each */
        const uint32_t bytes = size * vec;
        uint64_t a;
        if (active_uniform_addr(I, rf, m, &a)) {
            if ((a & (bytes - 1)) || a > X->shared_size || bytes > X->shared_size - a)
                return -1;
            shared_one(I, rf, m, size, vec, write, sh + a);
            return 0;
        }
        /* each half-warp one address or one run: a tiled SGEMM's reads */
        if (m == FULL && (I->aux & PV_MEM_ADDR32) &&
            pv_shvec_full(sh, X->shared_size, rf, I, size, vec, write))
            return 0;
    }
    if (shared_offsets(X, I, rf, m, size * vec, off))
        return -1;
    if (m == FULL && vec == 1) {
        /* Each half-warp a run (the whole warp coalesced, or a 16-wide
           tile's row read by both halves) or one address (a tile's
           column index shared by a row of threads): two copies or two
           fills. A store's later half lands last, as lane order has it. */
        const uint32_t h[2] = {off[0], off[PV_LANES / 2]}, half = PV_LANES / 2;
        uint32_t run = 0, one = 0;
        uint8_t *d = rf + I->d;
        for (l = 0; l < half; l++) {
            run |= (off[l] ^ (h[0] + l * size)) | (off[l + half] ^ (h[1] + l * size));
            one |= (off[l] ^ h[0]) | (off[l + half] ^ h[1]);
        }
        if (!run) {
            for (e = 0; e < 2; e++) {    /* seg_copy: no rep movs */
                if (write)
                    seg_copy(sh + h[e], d + e * half * size, half * size);
                else
                    seg_copy(d + e * half * size, sh + h[e], half * size);
            }
            return 0;
        }
        if (!one) {
            for (e = 0; e < 2; e++) {
                uint8_t *col = d + e * half * size;
                if (write) {
                    memcpy(sh + h[e], col + (half - 1) * size, size);
                } else if (size == 4) {
                    uint32_t v, *c = (uint32_t *)(void *)col;
                    memcpy(&v, sh + h[e], 4);
                    for (l = 0; l < half; l++)
                        c[l] = v;
                } else {
                    uint64_t v, *c = (uint64_t *)(void *)col;
                    memcpy(&v, sh + h[e], 8);
                    for (l = 0; l < half; l++)
                        c[l] = v;
                }
            }
            return 0;
        }
    }
    if (m != FULL && vec == 1 && shared_runs(I, rf, m, size)) {
        /* each segment of active lanes a run: a copy each, in lane order
           (a store's later segment lands last) */
        uint32_t mm = m, lo, n;
        uint8_t *d = rf + I->d;
        while (mm) {
            n = seg_next(&mm, &lo);
            if (write)
                seg_copy(sh + off[lo], d + lo * size, n * size);
            else
                seg_copy(d + lo * size, sh + off[lo], n * size);
        }
        return 0;
    }
    for (e = 0; e < vec; e++) {
        const uint32_t eo = e * size;
        if (size == 4) {
            uint32_t *d = R32(I->d + e * I->c);
            if (write)
                SEG_LANES(m, memcpy(sh + off[l] + eo, &d[l], 4));
            else
                SEG_LANES(m, memcpy(&d[l], sh + off[l] + eo, 4));
        } else {
            uint64_t *d = R64(I->d + e * I->c);
            if (write)
                SEG_LANES(m, memcpy(sh + off[l] + eo, &d[l], 8));
            else
                SEG_LANES(m, memcpy(&d[l], sh + off[l] + eo, 8));
        }
    }
    return 0;
}

/* A global access of vec (2 or 4) 4- or 8-byte elements a lane (float4,
   int4, double2), every active lane aligned and inside one host-backed
   region: a coalesced full warp is one run split into (or gathered from)
   the element columns, anything else (a gather by index) is one
   translation and then plain element accesses in lane order, so a later
   lane's store wins as on the general path. Returns 0 when done, -1 for
   the general path, which reports the faults. */
static int global_vec(pv_cta *X, const pv_insn *I, uint8_t *rf, uint32_t m,
                      uint32_t size, uint32_t vec, int write, uint32_t pc)
{
    const uint32_t bytes = size * vec;
    uint64_t addr[PV_LANES], base;
    uint8_t *host;
    uint32_t l, e;
    if (m == FULL && (host = warp_run(X, I, rf, bytes, write)) != NULL) {
        if (!write)
            pv_stride_prefetch(X, pc, host, PV_LANES * bytes);
        /* one run of the warp's elements, lane-major, straight to or
           from the element columns (exec_gmem.c) */
        pv_gvec_run(rf, I, host, size, vec, write);
        return 0;
    }
    if (!lane_addrs(I, rf, addr) ||
        (host = fast_region(X, addr, m, bytes, write, &base)) == NULL)
        return -1;
    for (l = 0; l < PV_LANES; l++) {
        uint8_t *p;
        if (!((m >> l) & 1u))
            continue;       /* an idle lane's address may be anything */
        p = host + (addr[l] - base);
        for (e = 0; e < vec; e++) {
            if (size == 4 && write)
                pv_gst(p + 4 * e, R32(I->d + e * I->c)[l], 4);
            else if (size == 4)
                R32(I->d + e * I->c)[l] = (uint32_t)pv_gld(p + 4 * e, 4);
            else if (write)
                pv_gst(p + 8 * e, R64(I->d + e * I->c)[l], 8);
            else
                R64(I->d + e * I->c)[l] = pv_gld(p + 8 * e, 8);
        }
    }
    return 0;
}

/* Addresses of a .local access when every active lane is in bounds and
   aligned (else 0: the general path reports the fault); *uniform when
   they are all the same, and then only addr[0] is meaningful. */
static int local_addrs(pv_cta *X, const pv_insn *I, uint8_t *rf, uint32_t m,
                       uint32_t bytes, uint64_t *addr, int *uniform)
{
    uint32_t l, first = PV_LANES;
    if (I->a == PV_NO_REG) {     /* a fixed offset (call buffers): one check */
        *uniform = 1;
        addr[0] = I->x;          /* the only lane a uniform access reads */
        return !(I->x & (bytes - 1)) && I->x <= X->local_size &&
               bytes <= X->local_size - I->x;
    }
    if (m == FULL && warp_uniform_addr(I, rf, addr)) {
        /* the common stack access: one address for the whole warp */
        *uniform = 1;
        return !(addr[0] & (bytes - 1)) && addr[0] <= X->local_size &&
               bytes <= X->local_size - addr[0];
    }
    if (m != FULL && m && active_uniform_addr(I, rf, m, addr)) {
        /* a divergent loop's stack slot: one offset for the group */
        *uniform = 1;
        return !(addr[0] & (bytes - 1)) && addr[0] <= X->local_size &&
               bytes <= X->local_size - addr[0];
    }
    if (!lane_addrs(I, rf, addr))
        for (l = 0; l < PV_LANES; l++)
            addr[l] = I->x;
    if (m == FULL) {             /* branch-free checks over the whole warp */
        uint64_t lo = addr[0], hi = addr[0], any = 0;
        for (l = 0; l < PV_LANES; l++) {
            lo = addr[l] < lo ? addr[l] : lo;
            hi = addr[l] > hi ? addr[l] : hi;
            any |= addr[l];
        }
        *uniform = lo == hi;
        return !(any & (bytes - 1)) && hi <= X->local_size &&
               bytes <= X->local_size - hi;
    }
    *uniform = 1;
    EACH_LANE(m, {
        if ((addr[l] & (bytes - 1)) || addr[l] > X->local_size ||
            bytes > X->local_size - addr[l])
            return 0;
        if (first == PV_LANES)
            first = l;
        else if (addr[l] != addr[first])
            *uniform = 0;
    });
    if (*uniform && first < PV_LANES)
        addr[0] = addr[first];   /* callers read a uniform address there */
    return 1;
}

/* At most 8 lanes in m: a loop over them beats a blend of the warp. */
static PV_FORCE_INLINE int lanes_few(uint32_t m)
{
    uint32_t k;
    for (k = 0; k < 8 && m; k++)
        m &= m - 1u;
    return !m;
}

/* A 32-bit .local access at a fixed offset (the call buffers of
   parameters and return values: no base register): every lane uses the
   same rows, so it is whole-row copies, merged under m for a partial
   group. Returns 0 when done, 1 when the access is out of bounds or
   misaligned and the general path must report it. Checked before the
   other spaces' paths since calls make these the most frequent .local
   accesses. */
static PV_FORCE_INLINE int local_fixed32(pv_cta *X, pv_warp *w, const pv_insn *I,
                                         uint32_t m, uint32_t vec, int write)
{
    uint32_t bytes = 4 * vec, e;
    uint8_t *rf = w->rf, *row;
    if ((I->x & (bytes - 1)) || I->x > X->local_size ||
        bytes > X->local_size - I->x)
        return 1;
    row = local_byte(local_base(X, w), I->x, 0);
    for (e = 0; e < vec; e++, row += PV_LANES * 4) {
        uint32_t *r = R32(I->d + e * I->c), t[PV_LANES];
        /* exited lanes own no .local nor registers any more (as for
           scratch_regs.c): an access by every live lane is a whole row */
        if ((m | ~w->live) == FULL) {
            if (write)
                memcpy(row, r, PV_LANES * 4);
            else
                memcpy(r, row, PV_LANES * 4);
            continue;
        }
        if (lanes_few(m)) {       /* calls' groups: a few lanes each */
            if (write)
                EACH_LANE(m, memcpy(row + l * 4, &r[l], 4));
            else
                EACH_LANE(m, memcpy(&r[l], row + l * 4, 4));
            continue;
        }
        memcpy(t, row, sizeof t);
        if (write) {
            merge32(t, r, m);
            memcpy(row, t, sizeof t);
        } else {
            merge32(r, t, m);
        }
    }
    return 0;
}

#if defined(__GNUC__) || defined(__clang__)
#  define MEM_OUT_OF_LINE __attribute__((noinline))
#else
#  define MEM_OUT_OF_LINE
#endif

static MEM_OUT_OF_LINE int do_ld(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m,
                                  uint32_t pc)
{
    uint8_t *rf = w->rf;
    uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), vec = PV_MEM_VEC(aux);
    uint32_t space = PV_MEM_SPACE(aux), l, e;
    int sx = (aux & PV_MEM_SIGNED) != 0, wide = (aux & PV_MEM_WIDE_DST) != 0;
    if (space == SP_LOCAL && I->a == PV_NO_REG && size == 4 && !wide &&
        !local_fixed32(X, w, I, m, vec, 0))
        return 0;
    if (space == SP_SHARED && (vec == 1 || vec == 2 || vec == 4) &&
        ((size == 4 && !wide) || (size == 8 && wide)) &&
        !shared_words(X, I, rf, m, size, vec, 0))
        return 0;
    if (space == SP_SHARED && vec == 1 && size < 4 &&
        !shared_small(X, I, rf, m, size, sx, wide, 0))
        return 0;
    if ((vec == 2 || vec == 4) && ((size == 4 && !wide) || (size == 8 && wide)) &&
        (space == SP_GLOBAL || space == SP_NONE) && !global_vec(X, I, rf, m, size, vec, 0, pc))
        return 0;
    if (space == SP_LOCAL) {
        uint64_t addr[PV_LANES];
        int uniform;
        uint8_t *base = local_base(X, w);
        if (local_addrs(X, I, rf, m, size * vec, addr, &uniform)) {
            if (uniform && m == FULL && !wide && size == 4) {
                for (e = 0; e < vec; e++)      /* one row per element */
                    memcpy(R32(I->d + e * I->c),
                           local_byte(base, addr[0] + e * 4, 0), PV_LANES * 4);
                return 0;
            }
            if (uniform && !wide && size == 4) {   /* some lanes of the row */
                for (e = 0; e < vec; e++) {
                    uint32_t t[PV_LANES];
                    memcpy(t, local_byte(base, addr[0] + e * 4, 0), sizeof t);
                    merge32(R32(I->d + e * I->c), t, m);
                }
                return 0;
            }
            if (uniform && m == FULL && wide && size == 8) {
                for (e = 0; e < vec; e++) {    /* two rows: low, high words */
                    const uint8_t *lo = local_byte(base, addr[0] + e * 8, 0);
                    uint32_t wl[PV_LANES], wh[PV_LANES];
                    uint64_t *d = R64(I->d + e * I->c);
                    memcpy(wl, lo, sizeof wl);
                    memcpy(wh, lo + PV_LANES * 4, sizeof wh);
                    for (l = 0; l < PV_LANES; l++)
                        d[l] = (uint64_t)wh[l] << 32 | wl[l];
                }
                return 0;
            }
            if (!wide && size == 4) {   /* per-lane offsets: frames at lane depths */
                for (e = 0; e < vec; e++) {
                    uint32_t *d = R32(I->d + e * I->c);
                    EACH_LANE(m, memcpy(&d[l], local_byte(base, addr[l] + e * 4, l), 4));
                }
                return 0;
            }
            for (l = 0; l < PV_LANES; l++) {
                if (!((m >> l) & 1u))
                    continue;
                for (e = 0; e < vec; e++) {
                    uint8_t b[8];
                    uint64_t v;
                    local_rw(base, addr[uniform ? 0 : l] + e * size, l, b, size, 0);
                    v = pv_load_le(b, size, sx);
                    if (wide)
                        R64(I->d + e * I->c)[l] = v;
                    else
                        R32(I->d + e * I->c)[l] = (uint32_t)v;
                }
            }
            return 0;
        }
    }
    if (space == SP_LOCAL || space == SP_SHARED) {
        uint8_t *p[PV_LANES];
        if (fast_window(X, w, I, rf, m, space, size * vec, p)) {
            for (l = 0; l < PV_LANES; l++) {
                if (!((m >> l) & 1u))
                    continue;
                for (e = 0; e < vec; e++) {
                    uint64_t v = pv_load_le(p[l] + e * size, size, sx);
                    if (wide)
                        R64(I->d + e * I->c)[l] = v;
                    else
                        R32(I->d + e * I->c)[l] = (uint32_t)v;
                }
            }
            return 0;
        }
    }
    for (l = 0; l < PV_LANES; l++) {
        uint64_t addr;
        if (!((m >> l) & 1u))
            continue;
        addr = lane_addr(I, rf, l);
        if (vec > 1 && (addr & (size * vec - 1)))
            return fault(X, pc, l, addr, size * vec, 0, "misaligned");
        /* a vector of up to 8 bytes is one access, single-copy atomic as a
           whole as on a GPU: CUB's look-back reads a {status, value} pair
           with ld.relaxed.v2.u32 and must not see one without the other */
        if (vec > 1 && size * vec <= 8) {
            uint8_t b[8] = {0};
            if (access_mem(X, w, pc, l, space, addr, size * vec, b, 0))
                return -1;
            for (e = 0; e < vec; e++) {
                uint64_t v = pv_load_le(b + e * size, size, sx);
                if (wide)
                    R64(I->d + e * I->c)[l] = v;
                else
                    R32(I->d + e * I->c)[l] = (uint32_t)v;
            }
            continue;
        }
        for (e = 0; e < vec; e++) {
            uint8_t b[8] = {0};
            uint64_t v;
            if (access_mem(X, w, pc, l, space, addr + (uint64_t)e * size, size, b, 0))
                return -1;
            v = pv_load_le(b, size, sx);
            if (wide)
                R64(I->d + e * I->c)[l] = v;
            else
                R32(I->d + e * I->c)[l] = (uint32_t)v;
        }
    }
    return 0;
}

/* ld and st start on a cache line, as the interpreter loop does: where
   the code before them ends moved matmul by 10% either way. Global
   elements go first, with nothing of do_ld's frame: they are
   the most frequent, and no other space's path takes them. */
PTXVM_INTERNAL PV_ALIGN_HOT int pv_do_ld(pv_cta *X, pv_warp *w, const pv_insn *I,
                                         uint32_t m, uint32_t pc)
{
    const uint32_t space = PV_MEM_SPACE(I->aux);
    if (PV_MEM_VEC(I->aux) == 1 && (space == SP_GLOBAL || space == SP_NONE) &&
        !pv_gmem_ld(X, w, I, m, pc))
        return 0;
    return do_ld(X, w, I, m, pc);
}

static MEM_OUT_OF_LINE int do_st(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m,
                                  uint32_t pc)
{
    uint8_t *rf = w->rf;
    uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), vec = PV_MEM_VEC(aux);
    uint32_t space = PV_MEM_SPACE(aux), l, e;
    int wide = (aux & PV_MEM_WIDE_DST) != 0;
    if (space == SP_LOCAL && I->a == PV_NO_REG && size == 4 && !wide &&
        !local_fixed32(X, w, I, m, vec, 1))
        return 0;
    if (space == SP_SHARED && (vec == 1 || vec == 2 || vec == 4) &&
        ((size == 4 && !wide) || (size == 8 && wide)) &&
        !shared_words(X, I, rf, m, size, vec, 1))
        return 0;
    if (space == SP_SHARED && vec == 1 && size < 4 &&
        !shared_small(X, I, rf, m, size, 0, wide, 1))
        return 0;
    if ((vec == 2 || vec == 4) && ((size == 4 && !wide) || (size == 8 && wide)) &&
        (space == SP_GLOBAL || space == SP_NONE) && !global_vec(X, I, rf, m, size, vec, 1, pc))
        return 0;
    if (space == SP_LOCAL) {
        uint64_t addr[PV_LANES];
        int uniform;
        uint8_t *base = local_base(X, w);
        if (local_addrs(X, I, rf, m, size * vec, addr, &uniform)) {
            if (uniform && m == FULL && !wide && size == 4) {
                for (e = 0; e < vec; e++)
                    memcpy(local_byte(base, addr[0] + e * 4, 0),
                           R32(I->d + e * I->c), PV_LANES * 4);
                return 0;
            }
            if (uniform && !wide && size == 4) {   /* some lanes of the row */
                for (e = 0; e < vec; e++) {
                    uint8_t *row = local_byte(base, addr[0] + e * 4, 0);
                    uint32_t t[PV_LANES];
                    memcpy(t, row, sizeof t);
                    merge32(t, R32(I->d + e * I->c), m);
                    memcpy(row, t, sizeof t);
                }
                return 0;
            }
            if (uniform && m == FULL && wide && size == 8) {
                for (e = 0; e < vec; e++) {
                    uint8_t *lo = local_byte(base, addr[0] + e * 8, 0);
                    uint32_t wl[PV_LANES], wh[PV_LANES];
                    const uint64_t *d = R64(I->d + e * I->c);
                    for (l = 0; l < PV_LANES; l++) {
                        wl[l] = (uint32_t)d[l];
                        wh[l] = (uint32_t)(d[l] >> 32);
                    }
                    memcpy(lo, wl, sizeof wl);
                    memcpy(lo + PV_LANES * 4, wh, sizeof wh);
                }
                return 0;
            }
            if (!wide && size == 4) {   /* per-lane offsets */
                for (e = 0; e < vec; e++) {
                    const uint32_t *d = R32(I->d + e * I->c);
                    EACH_LANE(m, memcpy(local_byte(base, addr[l] + e * 4, l), &d[l], 4));
                }
                return 0;
            }
            for (l = 0; l < PV_LANES; l++) {
                if (!((m >> l) & 1u))
                    continue;
                for (e = 0; e < vec; e++) {
                    uint8_t b[8];
                    pv_store_le(b, wide ? R64(I->d + e * I->c)[l]
                                        : R32(I->d + e * I->c)[l], size);
                    local_rw(base, addr[uniform ? 0 : l] + e * size, l, b, size, 1);
                }
            }
            return 0;
        }
    }
    if (space == SP_LOCAL || space == SP_SHARED) {
        uint8_t *p[PV_LANES];
        if (fast_window(X, w, I, rf, m, space, size * vec, p)) {
            for (l = 0; l < PV_LANES; l++) {
                if (!((m >> l) & 1u))
                    continue;
                for (e = 0; e < vec; e++)
                    pv_store_le(p[l] + e * size, wide ? R64(I->d + e * I->c)[l]
                                                   : R32(I->d + e * I->c)[l], size);
            }
            return 0;
        }
    }
    for (l = 0; l < PV_LANES; l++) {
        uint64_t addr;
        if (!((m >> l) & 1u))
            continue;
        addr = lane_addr(I, rf, l);
        if (vec > 1 && (addr & (size * vec - 1)))
            return fault(X, pc, l, addr, size * vec, 1, "misaligned");
        if (vec > 1 && size * vec <= 8) {        /* one access, as in pv_do_ld */
            uint8_t b[8];
            for (e = 0; e < vec; e++)
                pv_store_le(b + e * size, wide ? R64(I->d + e * I->c)[l]
                                               : R32(I->d + e * I->c)[l], size);
            if (access_mem(X, w, pc, l, space, addr, size * vec, b, 1))
                return -1;
            continue;
        }
        for (e = 0; e < vec; e++) {
            uint8_t b[8];
            pv_store_le(b, wide ? R64(I->d + e * I->c)[l] : R32(I->d + e * I->c)[l],
                        size);
            if (access_mem(X, w, pc, l, space, addr + (uint64_t)e * size, size, b, 1))
                return -1;
        }
    }
    return 0;
}

/* Global elements go first, with nothing of do_st's frame: they are
   the most frequent, and no other space's path takes them. */
PTXVM_INTERNAL PV_ALIGN_HOT int pv_do_st(pv_cta *X, pv_warp *w, const pv_insn *I,
                                         uint32_t m, uint32_t pc)
{
    const uint32_t space = PV_MEM_SPACE(I->aux);
    if (PV_MEM_VEC(I->aux) == 1 && (space == SP_GLOBAL || space == SP_NONE) &&
        !pv_gmem_st(X, w, I, m, pc))
        return 0;
    return do_st(X, w, I, m, pc);
}

PTXVM_INTERNAL int pv_mem_access(pv_cta *X, pv_warp *w, uint32_t pc, uint32_t lane,
                                  uint32_t space, uint64_t addr, uint32_t n,
                                  void *buf, int write)
{
    return access_mem(X, w, pc, lane, space, addr, n, (uint8_t *)buf, write);
}

PTXVM_INTERNAL int pv_lane_rw(pv_cta *X, pv_warp *w, uint32_t l, uint64_t addr,
                              void *buf, size_t n, int write)
{
    uint8_t *b = (uint8_t *)buf;
    if (X->unchecked && !(addr >= PV_SHARED_WINDOW && addr < PV_FUNC_ADDR_BASE)) {
        if (write)                       /* global memory, as below */
            pv_gwrite((uint8_t *)(uintptr_t)addr, buf, n);
        else
            pv_gread(buf, (const uint8_t *)(uintptr_t)addr, n);
        return 0;
    }
    if (addr >= PV_LOCAL_WINDOW && addr < PV_LOCAL_WINDOW + PV_WINDOW_SIZE) {
        uint64_t a = addr - PV_LOCAL_WINDOW;
        if (a > X->local_size || n > X->local_size - a)
            return -1;
        local_rw(local_base(X, w), a, l, b, (uint32_t)n, write);
        return 0;
    }
    if (addr >= PV_SHARED_WINDOW && addr < PV_SHARED_WINDOW + PV_WINDOW_SIZE) {
        uint8_t *p = pv_shared_at(X, addr - PV_SHARED_WINDOW, n);
        if (!p)
            return -1;
        if (write)
            memcpy(p, buf, n);
        else
            memcpy(buf, p, n);
        return 0;
    }
    if (addr >= PV_PARAM_WINDOW && addr < PV_PARAM_WINDOW + PV_WINDOW_SIZE) {
        uint64_t a = addr - PV_PARAM_WINDOW;
        if (write || a > X->param_size || n > X->param_size - a)
            return -1;
        memcpy(buf, X->params + a, n);
        return 0;
    }
    {
        const pv_region *r = pv_devmem_find(&X->vm->mem, addr, n ? n : 1);
        int misaligned;
        if (!r || !(r->access & (write ? PTXVM_WRITE : PTXVM_READ)))
            return -1;
        if (!r->host) {
            ptxvm_result res = write ? r->cb->store(r->cb_user, addr - r->base, buf, n)
                                     : r->cb->load(r->cb_user, addr - r->base, buf, n);
            return res == PTXVM_OK ? 0 : -1;
        }
        /* other CTAs may be at it: relaxed accesses, under the lock in a
           misaligned mapping (as access_mem) */
        misaligned = ((uintptr_t)r->host & 7) != 0;
        if (misaligned)
            pv_mutex_lock(&X->vm->lock);
        if (write)
            pv_gwrite(r->host + (addr - r->base), buf, n);
        else
            pv_gread(buf, r->host + (addr - r->base), n);
        if (misaligned)
            pv_mutex_unlock(&X->vm->lock);
    }
    return 0;
}

PTXVM_INTERNAL int pv_do_atom(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf;
    uint32_t aux = I->aux, size = PV_MEM_SIZE(aux), l;
    int wide = (aux & PV_MEM_WIDE_DST) != 0, bad = 0;
    uint64_t addr[PV_LANES], old[PV_LANES];
    for (l = 0; l < PV_LANES; l++)
        if ((m >> l) & 1u)
            addr[l] = lane_addr(I, rf, l);
    for (l = 0; l < PV_LANES && !bad; l++) {
        uint64_t a = addr[l], bv, cv = 0;
        uint32_t space = PV_MEM_SPACE(aux);
        if (!((m >> l) & 1u))
            continue;
        bv = wide ? R64(I->b)[l] : R32(I->b)[l];
        if (I->c != PV_NO_REG)
            cv = wide ? R64(I->c)[l] : R32(I->c)[l];
        if (a & (size - 1)) {
            bad = fault(X, w->pc, l, a, size, 1, "misaligned");
            break;
        }
        if (space == SP_NONE) {          /* generic: by window */
            if (a >= PV_SHARED_WINDOW && a < PV_SHARED_WINDOW + PV_WINDOW_SIZE) {
                space = SP_SHARED;
                a -= PV_SHARED_WINDOW;
            } else if (a >= PV_LOCAL_WINDOW && a < PV_LOCAL_WINDOW + PV_WINDOW_SIZE) {
                space = SP_LOCAL;
                a -= PV_LOCAL_WINDOW;
            } else if (a >= PV_PARAM_WINDOW && a < PV_PARAM_WINDOW + PV_WINDOW_SIZE) {
                bad = fault(X, w->pc, l, a - PV_PARAM_WINDOW, size, 1,
                            "kernel parameters are read-only");
                break;
            } else {
                space = SP_GLOBAL;
            }
        }
        if (space == SP_SHARED) {        /* one host thread per cluster */
            uint8_t *p = pv_shared_at(X, a, size);
            if (!p) {
                bad = fault(X, w->pc, l, a, size, 1, pv_shared_why(X, a));
                break;
            }
            old[l] = pv_atom_rmw(aux, p, bv, cv, 0, NULL, 0);
        } else if (space == SP_LOCAL) {  /* undefined in PTX: plain RMW */
            uint8_t buf[8];
            if (a > X->local_size || size > X->local_size - a) {
                bad = fault(X, w->pc, l, a, size, 1, "outside the thread's .local");
                break;
            }
            local_rw(local_base(X, w), a, l, buf, size, 0);
            old[l] = pv_atom_rmw(aux, buf, bv, cv, 0, NULL, 0);
            local_rw(local_base(X, w), a, l, buf, size, 1);
        } else if (X->unchecked) {       /* the address is the host's */
            old[l] = pv_atom_rmw(aux, (uint8_t *)(uintptr_t)a, bv, cv, 1,
                                 &X->vm->lock, 1);
        } else {
            const pv_region *r = X->last;
            uint64_t o;
            if (!r || a < r->base || a - r->base > r->size ||
                size > r->size - (a - r->base)) {
                r = pv_devmem_find(&X->vm->mem, a, size);
                if (!r) {
                    bad = fault(X, w->pc, l, a, size, 1, "not mapped");
                    break;
                }
                X->last = r;
            }
            if ((r->access & (PTXVM_READ | PTXVM_WRITE)) != (PTXVM_READ | PTXVM_WRITE)) {
                bad = fault(X, w->pc, l, a, size, 1,
                            (r->access & PTXVM_WRITE) ? "write-only memory"
                                                      : "read-only memory");
                break;
            }
            o = a - r->base;
            if (!r->host) {              /* callback-backed memory */
                uint8_t ob[8], bb[8], cb[8];
                pv_store_le(bb, bv, size);
                pv_store_le(cb, cv, size);
                ptxvm_result cr;
                if (cb_has_typed(r->cb))
                    cr = r->cb->atomic_typed(r->cb_user, o,
                                             (ptxvm_atomic_op)PV_ATOM_OP(aux),
                                             pv_atom_public_type(aux), bb,
                                             I->c != PV_NO_REG ? cb : NULL, ob);
                else if (r->cb->atomic)
                    cr = r->cb->atomic(r->cb_user, o, (int)PV_ATOM_OP(aux), size,
                                       bb, I->c != PV_NO_REG ? cb : NULL, ob);
                else {
                    bad = fault(X, w->pc, l, a, size, 1,
                                "atomics on callback memory without an atomic callback");
                    break;
                }
                if (cr != PTXVM_OK) {
                    bad = fault(X, w->pc, l, a, size, 1, "the host callback failed");
                    break;
                }
                old[l] = pv_load_le(ob, size, 0);
            } else {
                /* a 16-bit element's word must lie in the region */
                int word_ok = (o & ~(uint64_t)3) + 4 <= r->size;
                old[l] = pv_atom_rmw(aux, r->host + o, bv, cv, 1, &X->vm->lock,
                                     word_ok);
            }
        }
    }
    /* lanes done before a fault keep their effects, and their old
       values: the fault stops the launch anyway */
    if (I->d != PV_NO_REG) {
        uint32_t done = bad ? (m & ((1u << l) - 1u)) : m;
        if (wide) {
            uint64_t *d = R64(I->d);
            EACH_LANE(done, d[l] = old[l]);
        } else {
            uint32_t *d = R32(I->d);
            EACH_LANE(done, d[l] = (uint32_t)old[l]);
        }
    }
    return bad ? -1 : 0;
}

PTXVM_INTERNAL void pv_do_cvta(const pv_insn *I, uint8_t *rf, uint32_t m)
{
    /* generic <-> space addresses: global is the identity; the other
       spaces are offsets in their window, which for 32-bit addresses is
       the window's 32-bit place (devmem.h) */
    const int wide = I->x != 0;
    const uint64_t base = I->aux == SP_SHARED ? (wide ? PV_SHARED_WINDOW : PV_SHARED_WINDOW32) :
                          I->aux == SP_LOCAL ? (wide ? PV_LOCAL_WINDOW : PV_LOCAL_WINDOW32) :
                          I->aux == SP_PARAM ? (wide ? PV_PARAM_WINDOW : PV_PARAM_WINDOW32) : 0;
    if (I->op == PV_OP_GEN32) {
        const uint32_t *a = R32(I->a), k = (uint32_t)I->x;
        uint64_t *d = R64(I->d);
        EACH_LANE(m, d[l] = pv_generic32(a[l] + k));
    } else if (wide) {
        const uint64_t *a = R64(I->a);
        uint64_t *d = R64(I->d);
        if (I->op == PV_OP_CVTA_TO)
            EACH_LANE(m, d[l] = a[l] - base);
        else
            EACH_LANE(m, d[l] = a[l] + base);
    } else {
        const uint32_t *a = R32(I->a), b32 = (uint32_t)base;
        uint32_t *d = R32(I->d);
        if (I->op == PV_OP_CVTA_TO)
            EACH_LANE(m, d[l] = a[l] - b32);
        else
            EACH_LANE(m, d[l] = a[l] + b32);
    }
}

/* SHARED_INC (ops_atom.h): the fused ld.shared / add / st.shared of a
   per-thread counter. Every lane reads its old value before any lane
   writes, and the stores go in lane order, as the three instructions do;
   a lane out of bounds takes those three instructions' own paths, so the
   fault is the load's. */
PTXVM_INTERNAL int pv_do_shared_inc(pv_cta *X, pv_warp *w, const pv_insn *I,
                                    uint32_t m, uint32_t pc)
{
    uint8_t *rf = w->rf, *sh = X->shared;
    const uint32_t size = PV_MEM_SIZE(I->aux), *b = R32(I->b);
    uint32_t off[PV_LANES], v[PV_LANES];
    uint32_t *d = R32(I->d);
    pv_insn J = *I;
    if (!shared_offsets(X, I, rf, m, size, off)) {
        if (size == 1 && m == FULL) {   /* unrolled: no loop control a lane */
            uint32_t l, k = 0;
            /* lane l's byte at off[0] + l modulo 32 (per-thread counters
               laid out thread-minor: s[bin * blockDim + tid]): the lanes'
               bytes are all different, so each add may store at once */
#if XM_VECTOR_EXT
            xm_u32x4 kv = {0, 0, 0, 0}, lane = {0, 1, 2, 3};
            for (l = 0; l < PV_LANES; l += 4, lane += 4) {
                xm_u32x4 o;
                memcpy(&o, off + l, sizeof o);
                kv |= o - off[0] - lane;
            }
            k = kv[0] | kv[1] | kv[2] | kv[3];
#else
            for (l = 0; l < PV_LANES; l++)
                k |= off[l] - off[0] - l;
#endif
            shared_add_full(sh, off, b, 1, !(k & 31u));
        } else if (size == 1) {
            EACH_LANE(m, v[l] = sh[off[l]] + b[l]);
            EACH_LANE(m, sh[off[l]] = (uint8_t)v[l]);
        } else {
            EACH_LANE(m, v[l] = (uint32_t)pv_load_le(sh + off[l], size, 0) + b[l]);
            EACH_LANE(m, pv_store_le(sh + off[l], v[l], size));
        }
        return 0;
    }
    J.op = PV_OP_LD;
    J.b = PV_NO_REG;
    if (pv_do_ld(X, w, &J, m, pc))
        return -1;
    EACH_LANE(m, d[l] += b[l]);
    J.op = PV_OP_ST;
    return pv_do_st(X, w, &J, m, pc);
}
