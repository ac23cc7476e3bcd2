/* Tensor-core arithmetic: D = A x B + C for one M x N x K tile, on raw
   element bits, computing what sm_80/sm_90 tensor cores compute. Shared by
   mma, wmma and wgmma; the callers gather their fragment registers into
   the plain row-major arrays taken here and scatter D back.

   Every element travels in its own uint64_t, in the low bits, as the
   element's own encoding: f16/bf16 in the low 16 bits, tf32/f32/s32 in the
   low 32 (tf32 uses the f32 layout; its 13 low fraction bits are ignored),
   f64 in all 64, e4m3/e5m2 in the low 8, e3m2/e2m3 in the low 6, e2m1/s4/u4
   in the low 4, b1 in bit 0 (callers unpack containers and packed
   registers). Higher bits are ignored.

   The numerics (which sums are fused, how products are aligned, where
   results are truncated) are described in tests/README.md, "Tensor-core
   numerics", and in tc_math.c. */
#ifndef PTXVM_TC_MATH_H
#define PTXVM_TC_MATH_H
#include "common.h"

typedef enum tc_type {
    TC_NOTYPE = 0,
    TC_F16, TC_BF16, TC_TF32, TC_F32, TC_F64,
    TC_S8, TC_U8, TC_S4, TC_U4, TC_B1, TC_S32,
    TC_E4M3, TC_E5M2, TC_E3M2, TC_E2M3, TC_E2M1,
    TC_UE8M0, TC_UE4M3          /* block-scale factor types */
} tc_type;

/* Flags (or-ed). */
#define TC_SATFINITE 1u  /* integer D: clamp to s32; float D: inf -> max  */
#define TC_POPC_AND  2u  /* b1: AND then popc (default XOR then popc)     */

typedef struct tc_op {
    int      m, n, k;
    tc_type  a, b;          /* multiplicand element types                  */
    tc_type  c, d;          /* accumulator and result types                */
    unsigned flags;
    /* f64 only: the rounding of every fma, an sf_rnd of softfp.h (0, the
       zeroed default, is SF_RN; wmma.mma's .rz/.rm/.rp give the others). */
    unsigned rnd;
    /* Block scaling (.block_scale): s is TC_UE8M0 or TC_UE4M3, TC_NOTYPE for
       none. K splits into kblocks blocks of k / kblocks elements; element
       (i, kk) of A is scaled by sa[i * kblocks + kk / (k / kblocks)] and
       element (kk, j) of B by sb[(kk / (k / kblocks)) * n + j]; the scale
       bits are in the low 8 bits. */
    tc_type  s;
    int      kblocks;
    const uint64_t *sa, *sb;
} tc_op;

/* 0 when op is a combination tc_mma computes (types, sizes, scaling);
   otherwise -1 with a short reason in *why (when why is non-NULL). */
PTXVM_INTERNAL int tc_check(const tc_op *op, const char **why);

/* D = A x B + C. a is m*k, b is k*n, c and d are m*n, all row-major; d may
   be c. Allocates nothing. Returns 0, or -1 (d untouched) when tc_check
   rejects op. */
PTXVM_INTERNAL int tc_mma(const tc_op *op, const uint64_t *a,
                          const uint64_t *b, const uint64_t *c, uint64_t *d);

/* tc_mma without its fast path for f16/bf16/tf32 (the reference the
   fast path is tested against); same results, bit for bit. */
PTXVM_INTERNAL int tc_mma_generic(const tc_op *op, const uint64_t *a,
                                  const uint64_t *b, const uint64_t *c,
                                  uint64_t *d);

/* The model's parameters for the product of element type t (tc_mma uses
   them; exposed so tests state them): how many products one fused step
   adds to the running sum, and how many bits below (and including) the
   largest term's leading bit each term keeps after alignment. */
PTXVM_INTERNAL void tc_model(tc_type t, int *block, int *keep_bits);
#endif
