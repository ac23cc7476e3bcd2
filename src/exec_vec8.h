/* The full-warp vector macros of exec.c eight 32-bit (four 64-bit)
   lanes at a time, for the AVX2 copy of the dispatch loop: included by
   exec.c between its two pastes of exec_run.h, after the portable copy,
   it renames the group types and widths that VFULL32, VMASK32, VFULL64,
   VMASK64 and the handlers' expressions use, and gives VPRED32_FULL an
   AVX2 lane packing. Everything here is compiled for AVX2 only and runs
   only when the CPU has it (pv_run_avx2). */
#ifndef PTXVM_EXEC_VEC8_H
#define PTXVM_EXEC_VEC8_H
#include <immintrin.h>

#define PV_AVX2_ATTR __attribute__((target("avx2")))

typedef uint32_t pv_u32x8 __attribute__((vector_size(32)));
typedef int32_t pv_s32x8 __attribute__((vector_size(32)));
typedef float pv_f32x8 __attribute__((vector_size(32)));
typedef uint64_t pv_u64x4 __attribute__((vector_size(32)));

/* vcanon32 eight lanes wide: any NaN the GPU's canonical one */
static PV_FORCE_INLINE PV_AVX2_ATTR pv_u32x8 vcanon32x8(pv_f32x8 r)
{
    pv_u32x8 nan = (pv_u32x8)(r != r);
    return ((pv_u32x8)r & ~nan) | (nan & 0x7fffffffu);
}

/* vsignop32 eight lanes wide */
static PV_FORCE_INLINE PV_AVX2_ATTR pv_u32x8 vsignop32x8(pv_u32x8 r)
{
    pv_u32x8 nan = (pv_u32x8)((r & 0x7fffffffu) > 0x7f800000u);
    return (r & ~nan) | (nan & 0x7fffffffu);
}

#undef PV_VG32
#undef PV_VG64
#undef pv_vu32
#undef pv_vs32
#undef pv_vf32
#undef pv_vu64
#undef PV_VCANON32
#undef PV_VSIGNOP32
#undef PV_VSPLAT32
#undef PV_VLB64
#define PV_VG32 8
#define PV_VG64 4
#define pv_vu32 pv_u32x8
#define pv_vs32 pv_s32x8
#define pv_vf32 pv_f32x8
#define pv_vu64 pv_u64x4
#define PV_VCANON32 vcanon32x8
#define PV_VSIGNOP32 vsignop32x8
#define PV_VSPLAT32(x) ((pv_u32x8){(x), (x), (x), (x), (x), (x), (x), (x)})
#define PV_VLB64(c) {pv_lane_bit[(c)], pv_lane_bit[(c) + 1], \
                     pv_lane_bit[(c) + 2], pv_lane_bit[(c) + 3]}

/* A full-warp compare into a predicate word: the sign bits of four
   8-lane results, one movemask each. */
#undef VPRED32_FULL
#define VPRED32_FULL(dst, pa, pb, vexpr)                         \
    do {                                                         \
        uint32_t c_, r_ = 0;                                     \
        PV_UNROLL                                                \
        for (c_ = 0; c_ < PV_LANES; c_ += 8) {                   \
            pv_u32x8 va, vb, k_;                                 \
            pv_s32x8 sa, sb;                                     \
            __m256 e_;                                           \
            memcpy(&va, (pa) + c_, sizeof va);                   \
            memcpy(&vb, (pb) + c_, sizeof vb);                   \
            sa = (pv_s32x8)va;                                   \
            sb = (pv_s32x8)vb;                                   \
            (void)sa;                                            \
            (void)sb;                                            \
            k_ = (pv_u32x8)(vexpr);                              \
            memcpy(&e_, &k_, sizeof e_);                         \
            r_ |= (uint32_t)_mm256_movemask_ps(e_) << c_;        \
        }                                                        \
        (dst) = r_;                                              \
    } while (0)

#endif
