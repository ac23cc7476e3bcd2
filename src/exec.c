/* The interpreter core: dispatch, divergence, and the handlers.

   Each handler works on whole columns. ALU handlers compute every lane of
   a full warp in a plain 32-iteration loop (which vectorises) and fall
   back to a masked loop otherwise; nothing in a lane loop can fault or
   hit undefined behaviour for lanes that are not active. */
#include "exec_ctrl.h"
#include "lane_blend.h"
#include "bitcast.h"
#include "exec_wgmma.h"
#include "devmem.h"
#include "fpops.h"
#include "fpcvt_int.h"
#include "f64nan.h"
#include "f32nan.h"
#include "intops.h"
#include "bfi_warp.h"
#include "warpfma.h"
#include "fp_avx2.h"
#include "mma.h"
#include "ifconv.h"
#include "exec_sh32.h"
#include "sh32_avx2.h"
#include "sh32_gather.h"
#include "exec_lc32.h"
#include "exec_shlin.h"
#include "lane_bits.h"
#include "bits_avx2.h"
#include "gmem_avx2.h"
#include <math.h>

/* Dispatch: a jump table of label addresses (computed goto) where the
   compiler has it, else the switch. Every handler is both a case and a
   label, so the same handlers build either way; `break` ends a handler
   in both, and PTXVM_NO_COMPUTED_GOTO forces the switch. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(PTXVM_NO_COMPUTED_GOTO)
#  define PV_COMPUTED_GOTO 1
#  define PV_CASE(op) case PV_OP_##op: L_##op
#else
#  define PV_COMPUTED_GOTO 0
#  define PV_CASE(op) case PV_OP_##op
#endif

/* Vectorisable lane loops: compute all 32 lanes into a local array (which
   aliases nothing, so the compiler vectorises the loop at -O2 without
   run-time alias checks), then store the active lanes: the whole column
   for a full warp, a masked copy otherwise. Computing inactive lanes is
   safe for the expressions used with these macros. */
static PV_FORCE_INLINE void store32(uint32_t *d, const uint32_t *t, uint32_t m)
{
    if (m == FULL) {
        memcpy(d, t, PV_LANES * sizeof *t);
        return;
    }
    pv_blend32(d, t, m);
}

static PV_FORCE_INLINE void store64(uint64_t *d, const uint64_t *t, uint32_t m)
{
    if (m == FULL) {
        memcpy(d, t, PV_LANES * sizeof *t);
        return;
    }
    pv_blend64(d, t, m);
}

#define VLANES32(m, d, expr)                                     \
    do {                                                         \
        uint32_t t_[PV_LANES], l;                                \
        for (l = 0; l < PV_LANES; l++)                           \
            t_[l] = (expr);                                      \
        store32((d), t_, (m));                                   \
    } while (0)

/* The same, unrolled: for the one-operation integer handlers. */
#define VLANES32U(m, d, expr)                                    \
    do {                                                         \
        uint32_t t_[PV_LANES], l;                                \
        PV_UNROLL                                                \
        for (l = 0; l < PV_LANES; l++)                           \
            t_[l] = (expr);                                      \
        store32((d), t_, (m));                                   \
    } while (0)

#define VLANES64(m, d, expr)                                     \
    do {                                                         \
        uint64_t t_[PV_LANES];                                   \
        uint32_t l;                                              \
        for (l = 0; l < PV_LANES; l++)                           \
            t_[l] = (expr);                                      \
        store64((d), t_, (m));                                   \
    } while (0)

/* Full-warp 32-bit lane operations on the compiler's 4-lane vectors (GCC,
   Clang): each group of four lanes is read whole before it is written, so
   the destination may be a source (registers are whole columns, never a
   partial overlap), and no temporary column or copy is needed. vexpr is
   the operation on va, vb, vc; expr the same per lane for other
   compilers. */
#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT)
typedef uint32_t pv_u32x4 __attribute__((vector_size(16)));
typedef uint16_t pv_u16x8 __attribute__((vector_size(16)));
typedef int32_t pv_s32x4 __attribute__((vector_size(16)));
typedef float pv_f32x4 __attribute__((vector_size(16)));
/* f32 arithmetic on vectors, any NaN made the GPU's canonical one: a NaN
   is the only value unequal to itself. */
#define VF32(op) PV_VCANON32((pv_vf32)va op (pv_vf32)vb)
static pv_u32x4 vcanon32(pv_f32x4 r)
{
    pv_u32x4 nan = (pv_u32x4)(r != r);
    return ((pv_u32x4)r & ~nan) | (nan & 0x7fffffffu);
}
/* pv_f32_signop on vectors: a NaN pattern (by its bits, no float
   compare) becomes the canonical NaN. */
static pv_u32x4 vsignop32(pv_u32x4 r)
{
    pv_u32x4 nan = (pv_u32x4)((r & 0x7fffffffu) > 0x7f800000u);
    return (r & ~nan) | (nan & 0x7fffffffu);
}
#define VSIGNOP32(vexpr) PV_VSIGNOP32(vexpr)
/* The full-warp macros below work on groups of PV_VG32 32-bit lanes
   (PV_VG64 64-bit ones) of the types pv_vu32 ... : four (two) here, eight
   (four) in the AVX2 copy of the dispatch loop (exec_vec8.h redefines
   these names). Expressions given to the macros name only these. The
   destination (R32(I->d) at most calls) is read once into d_: a store
   through it may alias the instruction record, so the compiler would
   read I->d again for every group. */
#define PV_VG32 4
#define PV_VG64 2
#define pv_vu32 pv_u32x4
#define pv_vs32 pv_s32x4
#define pv_vf32 pv_f32x4
#define pv_vu64 pv_u64x2
#define PV_VCANON32 vcanon32
#define PV_VSIGNOP32 vsignop32
#define PV_VSPLAT32(x) ((pv_u32x4){(x), (x), (x), (x)})
#define PV_VLB64(c) {pv_lane_bit[(c)], pv_lane_bit[(c) + 1]}
#define VFULL32(d, pa, pb, pc, vexpr, expr)                      \
    do {                                                         \
        uint32_t c_;                                             \
        uint32_t *const d_ = (d);                                \
        PV_UNROLL                                                \
        for (c_ = 0; c_ < PV_LANES; c_ += PV_VG32) {             \
            pv_vu32 va, vb, vc;                                  \
            memcpy(&va, (pa) + c_, sizeof va);                   \
            memcpy(&vb, (pb) + c_, sizeof vb);                   \
            memcpy(&vc, (pc) + c_, sizeof vc);                   \
            va = (vexpr);                                        \
            memcpy(d_ + c_, &va, sizeof va);                     \
        }                                                        \
    } while (0)
typedef uint64_t pv_u64x2 __attribute__((vector_size(16)));
#define VFULL64(d, pa, pb, vexpr, expr)                          \
    do {                                                         \
        uint32_t c_;                                             \
        uint64_t *const d_ = (d);                                \
        PV_UNROLL                                                \
        for (c_ = 0; c_ < PV_LANES; c_ += PV_VG64) {             \
            pv_vu64 va, vb;                                      \
            memcpy(&va, (pa) + c_, sizeof va);                   \
            memcpy(&vb, (pb) + c_, sizeof vb);                   \
            va = (vexpr);                                        \
            memcpy(d_ + c_, &va, sizeof va);                     \
        }                                                        \
    } while (0)
/* VMASK32 for 64-bit lanes, two at a time. */
#define VMASK64(m, d, pa, pb, vexpr)                             \
    do {                                                         \
        uint32_t c_;                                             \
        const uint64_t m_ = (m);                                 \
        uint64_t *const d_ = (d);                                \
        PV_UNROLL                                                \
        for (c_ = 0; c_ < PV_LANES; c_ += PV_VG64) {             \
            pv_vu64 va, vb, vo, vk = PV_VLB64(c_);               \
            memcpy(&va, (pa) + c_, sizeof va);                   \
            memcpy(&vb, (pb) + c_, sizeof vb);                   \
            memcpy(&vo, d_ + c_, sizeof vo);                     \
            vk = (pv_vu64)((vk & m_) != 0);                      \
            va = (vexpr);                                        \
            va = (va & vk) | (vo & ~vk);                         \
            memcpy(d_ + c_, &va, sizeof va);                     \
        }                                                        \
    } while (0)
/* A full-warp 32-bit compare into a predicate word: the eight groups of
   four lanes' all-ones/zero results packed into one mask (lane_bits.h),
   or, without SSE2, each masked with its lane bits and or-ed. */
#if PV_LANE_BITS_SSE2
#define VPRED32_FULL(dst, pa, pb, vexpr)                         \
    do {                                                         \
        uint32_t c_;                                             \
        __m128i e_[8];                                           \
        PV_UNROLL                                                \
        for (c_ = 0; c_ < 8u; c_++) {                            \
            pv_u32x4 va, vb, r_;                                 \
            pv_s32x4 sa, sb;                                     \
            memcpy(&va, (pa) + 4u * c_, sizeof va);              \
            memcpy(&vb, (pb) + 4u * c_, sizeof vb);              \
            sa = (pv_s32x4)va;                                   \
            sb = (pv_s32x4)vb;                                   \
            (void)sa;                                            \
            (void)sb;                                            \
            r_ = (pv_u32x4)(vexpr);                              \
            memcpy(&e_[c_], &r_, sizeof r_);                     \
        }                                                        \
        (dst) = pv_lane_bits(e_[0], e_[1], e_[2], e_[3],         \
                             e_[4], e_[5], e_[6], e_[7]);        \
    } while (0)
#else
#define VPRED32_FULL(dst, pa, pb, vexpr)                         \
    do {                                                         \
        uint32_t c_;                                             \
        const pv_u32x4 bit_ = {1u, 2u, 4u, 8u};                  \
        pv_u32x4 acc_ = {0u, 0u, 0u, 0u};                        \
        PV_UNROLL                                                \
        for (c_ = 0; c_ < PV_LANES; c_ += 4) {                   \
            pv_u32x4 va, vb;                                     \
            pv_s32x4 sa, sb;                                     \
            memcpy(&va, (pa) + c_, sizeof va);                   \
            memcpy(&vb, (pb) + c_, sizeof vb);                   \
            sa = (pv_s32x4)va;                                   \
            sb = (pv_s32x4)vb;                                   \
            (void)sa;                                            \
            (void)sb;                                            \
            acc_ |= (pv_u32x4)(vexpr) & (bit_ << c_);            \
        }                                                        \
        (dst) = acc_[0] | acc_[1] | acc_[2] | acc_[3];           \
    } while (0)
#endif
/* The same for a partial mask m: each group of four lanes computed
   whole, then blended into the destination under the mask (no
   temporary column, no branch per lane). */
#define VMASK32(m, d, pa, pb, pc, vexpr)                         \
    do {                                                         \
        uint32_t c_;                                             \
        const uint32_t m_ = (m);                                 \
        uint32_t *const d_ = (d);                                \
        PV_UNROLL                                                \
        for (c_ = 0; c_ < PV_LANES; c_ += PV_VG32) {             \
            pv_vu32 va, vb, vc, vo, vk;                          \
            memcpy(&va, (pa) + c_, sizeof va);                   \
            memcpy(&vb, (pb) + c_, sizeof vb);                   \
            memcpy(&vc, (pc) + c_, sizeof vc);                   \
            memcpy(&vo, d_ + c_, sizeof vo);                     \
            memcpy(&vk, pv_lane_bit + c_, sizeof vk);            \
            vk = (pv_vu32)((vk & m_) != 0);                      \
            va = (vexpr);                                        \
            va = (va & vk) | (vo & ~vk);                         \
            memcpy(d_ + c_, &va, sizeof va);                     \
        }                                                        \
    } while (0)
#define PV_VECTOR_EXT 1
/* Four 32-bit lanes widened to 64 bits (sign- or zero-extended) as two
   2-lane vectors: interleaving with the sign words is a shuffle, which
   the compiler has as a builtin on little-endian hosts. */
#  if defined(__has_builtin) && defined(__BYTE_ORDER__)
#    if __has_builtin(__builtin_shufflevector) && \
        __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#      define PV_WIDEN4 1
static PV_FORCE_INLINE void widen4(const uint32_t *b, uint32_t sx,
                                   pv_u64x2 *lo, pv_u64x2 *hi)
{
    pv_u32x4 v, s, k = {sx, sx, sx, sx};
    memcpy(&v, b, sizeof v);
    s = (pv_u32x4)((pv_s32x4)v >> 31) & k;
    *lo = (pv_u64x2)__builtin_shufflevector(v, s, 0, 4, 1, 5);
    *hi = (pv_u64x2)__builtin_shufflevector(v, s, 2, 6, 3, 7);
}
#    endif
#  endif
#else
#define VFULL32(d, pa, pb, pc, vexpr, expr) VLANES32U(FULL, d, expr)
#define VFULL64(d, pa, pb, vexpr, expr) VLANES64(FULL, d, expr)
#define PV_VECTOR_EXT 0
#endif
/* A second copy of the dispatch loop for AVX2 hosts (the end of this
   file): x86-64 with the vector extensions and SSE2's lane packing. */
#if PV_VECTOR_EXT && PV_LANE_BITS_SSE2 && defined(__x86_64__)
#define PV_RUN_AVX2 1
#else
#define PV_RUN_AVX2 0
#endif

/* A 32-bit lane operation: vectors for a full warp, else lane loops. */
#if PV_VECTOR_EXT
#define VOP32(m, d, pa, pb, pc, vexpr, expr)                     \
    do {                                                         \
        if ((m) == FULL)                                         \
            VFULL32(d, pa, pb, pc, vexpr, expr);                 \
        else                                                     \
            VMASK32(m, d, pa, pb, pc, vexpr);                    \
    } while (0)
#else
#define VOP32(m, d, pa, pb, pc, vexpr, expr)                     \
    do {                                                         \
        if ((m) == FULL)                                         \
            VFULL32(d, pa, pb, pc, vexpr, expr);                 \
        else                                                     \
            VLANES32(m, d, expr);                                \
    } while (0)
#endif

#if PV_VECTOR_EXT
#define VOP64(m, d, pa, pb, vexpr, expr)                         \
    do {                                                         \
        if ((m) == FULL)                                         \
            VFULL64(d, pa, pb, vexpr, expr);                     \
        else                                                     \
            VMASK64(m, d, pa, pb, vexpr);                        \
    } while (0)
#else
#define VOP64(m, d, pa, pb, vexpr, expr)                         \
    do {                                                         \
        if ((m) == FULL)                                         \
            VFULL64(d, pa, pb, vexpr, expr);                     \
        else                                                     \
            VLANES64(m, d, expr);                                \
    } while (0)
#endif

/* Predicate results: one 0/1 per lane, then packed into a mask. */
#define VPRED(m, dst, expr)                                      \
    do {                                                         \
        uint32_t t_[PV_LANES], l, r_ = 0;                        \
        for (l = 0; l < PV_LANES; l++)                           \
            t_[l] = (expr) ? 1u : 0u;                            \
        for (l = 0; l < PV_LANES; l++)                           \
            r_ |= t_[l] << l;                                    \
        (dst) = ((dst) & ~(m)) | (r_ & (m));                     \
    } while (0)

static uint32_t popcount32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (x * 0x01010101u) >> 24;
}

/* ---- floating point helpers ------------------------------------------
   Round-to-nearest f32/f64 arithmetic is the host's (IEEE binary32/64,
   SSE on x86-64); the GPU's canonical NaNs replace whatever NaN the host
   produced. */
static uint32_t fbits(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return (f != f) ? 0x7fffffffu : b;
}

static int cmp_f(double a, double b, uint32_t code)
{
    int un = a != a || b != b;
    switch (code) {
    case PV_CMP_EQ: return !un && a == b;
    case PV_CMP_NE: return !un && a != b;
    case PV_CMP_LT: return !un && a < b;
    case PV_CMP_LE: return !un && a <= b;
    case PV_CMP_GT: return !un && a > b;
    case PV_CMP_GE: return !un && a >= b;
    case PV_CMP_EQU: return un || a == b;
    case PV_CMP_NEU: return un || a != b;
    case PV_CMP_LTU: return un || a < b;
    case PV_CMP_LEU: return un || a <= b;
    case PV_CMP_GTU: return un || a > b;
    case PV_CMP_GEU: return un || a >= b;
    case PV_CMP_NUM: return !un;
    default: return un;
    }
}


/* ---- scheduling ---------------------------------------------------------- */

/* A lane parked at a .sync instruction: its PC with this bit (exec_warp.h). */
#define PV_PARKED 0x80000000u

/* Park the running group at pc and run the group with the lowest PC
   among the lanes that are neither exited nor waiting at a barrier or an
   mbarrier (none left: active becomes 0). The handler fragments call it
   reschedule. */
PTXVM_INTERNAL void pv_reschedule(pv_warp *w, uint32_t pc)
{
    /* branch-free over the lanes (pv_lane_bit): vector operations do
       each step for the warp (stencils' halos reschedule per warp) */
    const uint32_t *bit = pv_lane_bit;
    uint32_t l, minpc = 0xffffffffu, act = 0, v[PV_LANES];
    uint32_t ready = w->live & ~w->bar_wait & ~w->mb_parked, a = w->active;
#if PV_VECTOR_EXT
    /* explicit vectors: the compiler leaves the min and the match as
       scalar loops with a data-dependent branch per lane */
    pv_u32x4 vmin = {~0u, ~0u, ~0u, ~0u}, acc = {0u, 0u, 0u, 0u};
    PV_UNROLL
    for (l = 0; l < PV_LANES; l += 4) {
        pv_u32x4 lp, b, ia, ir, vv, lt;
        memcpy(&lp, w->lane_pc + l, sizeof lp);
        memcpy(&b, bit + l, sizeof b);
        ia = (pv_u32x4)((b & a) != 0);
        ir = (pv_u32x4)((b & ready) != 0);
        lp = (lp & ~ia) | (pc & ia);
        memcpy(w->lane_pc + l, &lp, sizeof lp);
        vv = (lp & ir) | ~ir;
        memcpy(v + l, &vv, sizeof vv);
        lt = (pv_u32x4)(vv < vmin);
        vmin = (vv & lt) | (vmin & ~lt);
    }
    for (l = 0; l < 4; l++)
        minpc = vmin[l] < minpc ? vmin[l] : minpc;
    PV_UNROLL
    for (l = 0; l < PV_LANES; l += 4) {
        pv_u32x4 b, vv;
        memcpy(&b, bit + l, sizeof b);
        memcpy(&vv, v + l, sizeof vv);
        acc |= (pv_u32x4)(vv == minpc) & b;
    }
    act = acc[0] | acc[1] | acc[2] | acc[3];
#else
    for (l = 0; l < PV_LANES; l++)
        w->lane_pc[l] = (a & bit[l]) ? pc : w->lane_pc[l];
    for (l = 0; l < PV_LANES; l++) {
        v[l] = (ready & bit[l]) ? w->lane_pc[l] : 0xffffffffu;
        minpc = v[l] < minpc ? v[l] : minpc;
    }
    for (l = 0; l < PV_LANES; l++)
        act |= v[l] == minpc ? bit[l] : 0u;
#endif
    act &= ready;
    /* lanes parked at a warp-synchronous instruction carry PV_PARKED in
       their PC, so they come last; when only they are left (none at a
       barrier), the lowest group retries its instruction: member lanes
       may have exited since it parked */
    if (act && (minpc & PV_PARKED)) {
        if (w->bar_wait) {
            act = 0;
        } else {
            minpc &= ~PV_PARKED;
            for (l = 0; l < PV_LANES; l++)
                if ((act >> l) & 1u)
                    w->lane_pc[l] = minpc;
        }
    }
    w->pc = minpc;
    w->active = act;
}
#define reschedule pv_reschedule
#include "exec_diverge.h"
#include "icmp_warp.h"
#include "exec_pred.h"

/* Whether a lane that may run but is not running waits at a PC up to pc:
   if none does, reschedule(w, pc) would pick the running group again at
   pc, so a JOIN or a forward branch can go on without it (one pass over
   the lanes instead of reschedule's three; divergent loops reach every
   label with lanes waiting past the loop). */
static int waiting_upto(const pv_warp *w, uint32_t pc)
{
    uint32_t wait = w->live & ~w->bar_wait & ~w->mb_parked & ~w->active, l;
    if (!wait)
        return 0;
#if PV_VECTOR_EXT
    {
        /* the lanes past pc, unrolled (divergent loops ask at every
           JOIN and forward branch): about 60 host instructions a call,
           100 with the loop's control and a negation a step */
        pv_u32x4 past = {0u, 0u, 0u, 0u};
        PV_UNROLL
        for (l = 0; l < PV_LANES; l += 4) {
            pv_u32x4 lp, b;
            memcpy(&lp, w->lane_pc + l, sizeof lp);
            memcpy(&b, pv_lane_bit + l, sizeof b);
            past |= (pv_u32x4)(lp > pc) & b;
        }
        return (~(past[0] | past[1] | past[2] | past[3]) & wait) != 0;
    }
#else
    for (l = 0; l < PV_LANES; l++)
        if (((wait >> l) & 1u) && w->lane_pc[l] <= pc)
            return 1;
    return 0;
#endif
}

#include "exec_call.h"
#include "warp_lanes.h"
#include "exec_sync.h"
#include "exec_scanloop.h"
#include "exec_warp_ops.h"
#include "ldxs_run.h"

/* mov.b32 d, {lo, hi} and mov.b32 {lo, hi}, d (PACK/UNPACK of two
   16-bit halves: how nvcc widens a bf16 to f32 and splits a half2)
   over the warp without the generic per-lane, per-element loop, which
   was a third of a bf16 reduction's time. A half column may be absent
   (PV_NO_REG) on UNPACK. Out of line: pv_run_warp keeps its registers. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void pv_pack16x2(uint8_t *rf, const pv_insn *I, uint32_t m)
{
    uint32_t t[PV_LANES], l;
    if (I->op == PV_OP_PACK) {
        const uint32_t *lo = R32(I->a), *hi = R32(I->b);
        for (l = 0; l < PV_LANES; l++)
            t[l] = (lo[l] & 0xffffu) | (hi[l] << 16);
        store32(R32(I->d), t, m);
        return;
    }
    {
        const uint32_t *v = R32(I->d);
        uint32_t u[PV_LANES];
        for (l = 0; l < PV_LANES; l++) {   /* both read before either is written */
            t[l] = v[l] & 0xffffu;
            u[l] = v[l] >> 16;
        }
        if (I->a != PV_NO_REG)
            store32(R32(I->a), t, m);
        if (I->b != PV_NO_REG)
            store32(R32(I->b), u, m);
    }
}

/* The dispatch loop (exec_run.h), twice where the host may have AVX2
   (x86-64, GCC or clang, vector extensions): a portable copy, and one
   compiled for AVX2 whose full-warp macros take eight 32-bit lanes at a
   time. pv_run_warp picks one on every call by the CPU's feature bits,
   so the library needs no -mavx2; both compute the same bits (the same
   lane operations, only wider). */
/* GCC's default register allocation works region by region, the lane
   loops of the handlers first: in a function this large the running
   instruction's pointer, the state every handler reads, then lives on
   the stack. One region for the whole function keeps it in a register
   (hotspot: 2,611M -> 2,524M host instructions). Only the option for
   this one function; clang allocates its own way. */
#if defined(__GNUC__) && !defined(__clang__)
#  define PV_RUN_REGS __attribute__((optimize("ira-region=one")))
#else
#  define PV_RUN_REGS
#endif
#define PV_RUN_NAME run_warp_portable
#define PV_RUN_ATTR
#include "exec_run.h"
#undef PV_RUN_NAME
#undef PV_RUN_ATTR

#if defined(__GNUC__)
#define PV_UNUSED_FN __attribute__((unused))
#else
#define PV_UNUSED_FN
#endif

#if PV_RUN_AVX2
#include "exec_vec8.h"

/* waiting_upto eight lanes a step (min_epu32 for an unsigned <=, one
   movemask each): divergent loops ask at every JOIN and forward branch,
   and the four-lane loop took about 60 host instructions a call */
static PV_AVX2_ATTR int waiting_upto8(const pv_warp *w, uint32_t pc)
{
    const uint32_t wait = w->live & ~w->bar_wait & ~w->mb_parked & ~w->active;
    const __m256i at = _mm256_set1_epi32((int)pc);
    uint32_t c, le = 0;
    if (!wait)
        return 0;
    PV_UNROLL
    for (c = 0; c < PV_LANES; c += 8) {
        __m256i lp;
        memcpy(&lp, w->lane_pc + c, sizeof lp);
        lp = _mm256_cmpeq_epi32(_mm256_min_epu32(lp, at), lp);
        le |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(lp)) << c;
    }
    return (le & wait) != 0;
}

#include "pred_avx2.h"
#include "blend_avx2.h"
#include "shfl_avx2.h"
#include "scanloop_avx2.h"

#define waiting_upto waiting_upto8
#define pv_select32 pv_select32_x8
#define pv_setp2_warp pv_setp2_x8
#define pv_cmp32_lanes pv_cmp32_x8
#define pv_icmp32_warp pv_icmp32_x8
#define store32 store32_x8
#define store64 store64_x8
#define shfl_full shfl_full8
#define shfl_next shfl_next8
#define scan_loop_ladder scan_loop_ladder8
#define PV_RUN_NAME run_warp_avx2
#define PV_RUN_ATTR PV_AVX2_ATTR
#define PV_AVX2_COPY 1  /* handlers may call AVX2-only helpers directly */
#include "exec_run.h"
#undef PV_RUN_NAME
#undef PV_RUN_ATTR
#undef PV_AVX2_COPY
#undef waiting_upto
#undef pv_select32
#undef pv_setp2_warp
#undef pv_cmp32_lanes
#undef pv_icmp32_warp
#undef store32
#undef store64
#undef shfl_full
#undef shfl_next
#undef scan_loop_ladder

static int run_portable_only;

/* for the tests only: unused in the amalgamation */
PV_UNUSED_FN PTXVM_INTERNAL void pv_run_set_portable(int on)
{
    run_portable_only = on;
}

PV_UNUSED_FN PTXVM_INTERNAL int pv_run_avx2(void)
{
    return !run_portable_only && __builtin_cpu_supports("avx2");
}

PTXVM_INTERNAL int pv_run_warp(pv_cta *X, pv_warp *w)
{
    if (pv_run_avx2())
        return run_warp_avx2(X, w);
    return run_warp_portable(X, w);
}
#else
PV_UNUSED_FN PTXVM_INTERNAL void pv_run_set_portable(int on)
{
    (void)on;
}

PV_UNUSED_FN PTXVM_INTERNAL int pv_run_avx2(void)
{
    return 0;
}

PTXVM_INTERNAL int pv_run_warp(pv_cta *X, pv_warp *w)
{
    return run_warp_portable(X, w);
}
#endif

/* for the tests only: unused in the amalgamation */
PV_UNUSED_FN PTXVM_INTERNAL void pv_scan_loop_set_off(int on)
{
    scan_loop_off = on;
}
