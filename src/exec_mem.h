/* The interpreter's memory instructions (exec_mem.c: ld, st, the
   per-lane part of atom and red, and host functions' reads and writes of
   a thread's memory), and the lane helpers exec.c shares with them.

   Who may touch what at the same time: a CTA runs on one host thread,
   so its .shared memory, its threads' .local memory and its registers
   are never seen by another thread while it runs, and are accessed
   plainly. Kernel parameters are written before the launch and only
   read. Global memory (allocations, host mappings, module variables,
   the device heap) is shared by every CTA of the launch, which run on
   several threads: every access to it is a relaxed atomic (gmem.h), and
   atom/red are the host's atomic read-modify-writes (atomops.c). */
#ifndef PTXVM_EXEC_MEM_H
#define PTXVM_EXEC_MEM_H
#include "exec.h"
#include "shinc_avx2.h"

#define FULL 0xffffffffu

/* A 32- or 64-bit register column at byte offset off of the register
   file rf (a variable of the caller's). */
#define R32(off) ((uint32_t *)(void *)(rf + (off)))
#define R64(off) ((uint64_t *)(void *)(rf + (off)))

/* The lowest set bit of x (nonzero). */
#if defined(__GNUC__) || defined(__clang__)
#define pv_ctz32(x) ((uint32_t)__builtin_ctz(x))
#else
static inline uint32_t pv_ctz32(uint32_t x)
{
    uint32_t n = 0;
    while (!(x & 1u)) {
        x >>= 1;
        n++;
    }
    return n;
}
#endif

/* The highest set bit of x (nonzero). */
#if defined(__GNUC__) || defined(__clang__)
#define pv_top32(x) (31u - (uint32_t)__builtin_clz(x))
#else
static inline uint32_t pv_top32(uint32_t x)
{
    uint32_t n = 31;
    while (!(x >> 31)) {
        x <<= 1;
        n--;
    }
    return n;
}
#endif

/* Run the statement (commas allowed) for every lane l in mask m, in
   ascending order (m is read once). A partial mask walks its set bits:
   a test per lane mispredicts on the irregular masks of divergent code. */
#define EACH_LANE(m, ...)                                      \
    do {                                                       \
        uint32_t l_ = (m);                                     \
        if (l_ == FULL) {                                      \
            for (l_ = 0; l_ < PV_LANES; l_++) {                \
                const uint32_t l = l_;                         \
                __VA_ARGS__;                                   \
            }                                                  \
        } else {                                               \
            while (l_) {                                       \
                const uint32_t l = pv_ctz32(l_);               \
                l_ &= l_ - 1u;                                 \
                __VA_ARGS__;                                   \
            }                                                  \
        }                                                      \
    } while (0)

/* Lane loops unrolled fully: after vectorising, eight or sixteen vector
   operations, whose loop overhead would otherwise cost as much as they. */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8
#define PV_UNROLL _Pragma("GCC unroll 32")
#elif defined(__clang__)
#define PV_UNROLL _Pragma("clang loop unroll(full)")
#else
#define PV_UNROLL
#endif

/* Bit l at index l: lane loops test a mask through it, which the
   compiler vectorises (SSE2 has no per-element variable shift). */
static const uint32_t pv_lane_bit[PV_LANES] = {
    1u << 0, 1u << 1, 1u << 2, 1u << 3, 1u << 4, 1u << 5, 1u << 6, 1u << 7,
    1u << 8, 1u << 9, 1u << 10, 1u << 11, 1u << 12, 1u << 13, 1u << 14, 1u << 15,
    1u << 16, 1u << 17, 1u << 18, 1u << 19, 1u << 20, 1u << 21, 1u << 22, 1u << 23,
    1u << 24, 1u << 25, 1u << 26, 1u << 27, 1u << 28, 1u << 29, 1u << 30, 1u << 31};

/* Record a fault of lane at instruction pc; returns -1. */
static inline int fault(pv_cta *X, uint32_t pc, uint32_t lane, uint64_t addr,
                        uint32_t size, int write, const char *why)
{
    X->fault.insn = pc;
    X->fault.lane = lane;
    X->fault.addr = addr;
    X->fault.size = size;
    X->fault.write = write;
    X->fault.why = why;
    return -1;
}

/* .local is interleaved by 32-bit words: word k of lane l sits at
   row k, column l of the warp's block, so the same offset in every lane
   is 128 contiguous bytes (a uniform stack access is one copy). */
static inline uint8_t *local_base(const pv_cta *X, const pv_warp *w)
{
    return X->local + (size_t)w->index * PV_LANES * X->local_size;
}

static inline uint8_t *local_byte(uint8_t *base, uint64_t addr, uint32_t lane)
{
    return base + (size_t)(addr >> 2) * (PV_LANES * 4) + lane * 4 + (addr & 3);
}

static inline void local_rw(uint8_t *base, uint64_t addr, uint32_t lane,
                            uint8_t *buf, uint32_t n, int write)
{
    uint32_t i = 0;
    while (i < n) {          /* one 4-byte word (or its tail) at a time */
        uint64_t a = addr + i;
        uint32_t k = 4 - (uint32_t)(a & 3);
        if (k > n - i)
            k = n - i;
        if (write)
            memcpy(local_byte(base, a, lane), buf + i, k);
        else
            memcpy(buf + i, local_byte(base, a, lane), k);
        i += k;
    }
}

/* A 32-bit address register r plus x (cc_addr32): the sum wraps at 32
   bits, then the high half of x (a space's base) is added. */
static inline uint64_t addr32_sum(uint32_t r, uint64_t x)
{
    return (uint64_t)(uint32_t)(r + (uint32_t)x) + (x & ~(uint64_t)0xffffffffu);
}

/* Lane l's address of a memory instruction: register (32- or 64-bit)
   plus the constant offset, or the constant alone. */
static inline uint64_t lane_addr(const pv_insn *I, uint8_t *rf, uint32_t l)
{
    if (I->a == PV_NO_REG)
        return I->x;
    if (I->aux & PV_MEM_ADDR32)
        return addr32_sum(R32(I->a)[l], I->x);
    return R64(I->a)[l] + I->x;
}

/* A whole warp's .shared increment by b of size bytes at the checked
   offsets off. When distinct (the bytes of a 1-byte add all differ) each
   add stores at once; otherwise every lane reads before any lane writes,
   so lanes that share a counter all add to the value read before the
   instruction, as the general path does. */
static inline void shared_add_full(uint8_t *sh, const uint32_t *off, const uint32_t *b,
                                   uint32_t size, int distinct)
{
    uint32_t v[PV_LANES], l;
    if (size == 1 && distinct) {
        PV_UNROLL
        for (l = 0; l < PV_LANES; l++)
            sh[off[l]] = (uint8_t)(sh[off[l]] + b[l]);
        return;
    }
    if (size == 1) {
        PV_UNROLL
        for (l = 0; l < PV_LANES; l++)
            v[l] = sh[off[l]] + b[l];
        PV_UNROLL
        for (l = 0; l < PV_LANES; l++)
            sh[off[l]] = (uint8_t)v[l];
        return;
    }
    for (l = 0; l < PV_LANES; l++)
        v[l] = (uint32_t)pv_load_le(sh + off[l], size, 0) + b[l];
    for (l = 0; l < PV_LANES; l++)
        pv_store_le(sh + off[l], v[l], size);
}

/* cvta (to and from a space) and GEN32 (a 32-bit generic address made
   64-bit) for the lanes m of register file rf. */
PTXVM_INTERNAL void pv_do_cvta(const pv_insn *I, uint8_t *rf, uint32_t m);

/* ld and st for the lanes m of warp w at instruction pc (I): 0, or -1
   after recording the fault (lanes before the faulting one have done
   theirs). */
PTXVM_INTERNAL int pv_do_ld(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m,
                            uint32_t pc);
PTXVM_INTERNAL int pv_do_st(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m,
                            uint32_t pc);
/* SHARED_INC: [a + x] += b for a .shared counter (ops_atom.h); 0, or -1
   after recording the fault as ld and st do. */
PTXVM_INTERNAL int pv_do_shared_inc(pv_cta *X, pv_warp *w, const pv_insn *I,
                                    uint32_t m, uint32_t pc);
/* Copy n bytes (a power of two, naturally aligned) between lane's view
   of memory at addr in space (ir_space; SP_NONE generic) and buf, as ld
   and st do: 0, or -1 after recording the fault at pc. */
PTXVM_INTERNAL int pv_mem_access(pv_cta *X, pv_warp *w, uint32_t pc, uint32_t lane,
                                 uint32_t space, uint64_t addr, uint32_t n,
                                 void *buf, int write);
/* The matrix family (exec_wmma.c) for the whole warp w at pc: 0, or -1
   with X->msg, X->host_result and X->fault.lane set (a memory fault is
   PTXVM_E_MEMORY_FAULT naming the instruction). */
PTXVM_INTERNAL int pv_do_matrix(pv_cta *X, pv_warp *w, const pv_insn *I,
                                uint32_t pc);
/* ISTYPEP, and TEX or TXQ by opcode (exec_tex.c). */
PTXVM_INTERNAL int pv_do_texfam(pv_cta *X, pv_warp *w, const pv_insn *I,
                                uint32_t m);
/* TEX and TXQ (exec_tex.c): nonzero when a lane fails (X->msg,
   X->host_result, X->fault.lane set). */
PTXVM_INTERNAL int pv_do_tex(pv_cta *X, pv_warp *w, const pv_insn *I,
                             uint32_t m);
PTXVM_INTERNAL int pv_do_txq(pv_cta *X, pv_warp *w, const pv_insn *I,
                             uint32_t m);
/* SULD, SUST, SURED and SUQ (exec_surf.c): as pv_do_tex. */
PTXVM_INTERNAL int pv_do_surf(pv_cta *X, pv_warp *w, const pv_insn *I,
                              uint32_t m);
/* atom and red lane after lane, in lane order, on any state space (the
   whole-warp .shared add has a path of its own in exec_atom.h); the
   lanes before a fault keep their effects and get their old values.
   0, or -1 after recording the fault. */
PTXVM_INTERNAL int pv_do_atom(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m);

/* A lane's read-modify-write of the element at host pointer p (aligned
   to its size in device memory): the new value op(*p, b[, c]) goes to p,
   the old one is returned. ftz: f32 add flushes subnormal inputs and
   results (global memory, as the ISA describes atom.add.f32 there).
   shared: NULL when only this host thread can reach p (.shared, .local),
   else a lock: other threads may access p at the same time, so the host's
   atomic instructions update it, or where they cannot (a misaligned host
   mapping) relaxed accesses under the lock. word_ok: p's containing
   aligned 32-bit word is host memory too (a 16-bit element may then be
   updated through it). Defined in atomops.c. */
PTXVM_INTERNAL uint64_t pv_atom_rmw(uint32_t aux, uint8_t *p, uint64_t b,
                                    uint64_t c, int ftz, pv_mutex *shared,
                                    int word_ok);
#endif
