/* wgmma's operand geometry (sm_90a): the 64-bit shared-memory matrix
   descriptor, the canonical layouts it describes (with the 32/64/128-byte
   swizzles), and the register fragments of A and D. Shared by the
   compiler (compile_wgmma.c), the interpreter (exec_wgmma.c) and the
   tests, so the three agree on one reading of the PTX ISA.

   Descriptor bits (each address field counts 16-byte units):
     0-13   start address (shared-space byte address >> 4)
     16-29  leading dimension byte offset (LBO) >> 4
     32-45  stride dimension byte offset (SBO) >> 4
     49-51  matrix base offset (the swizzle pattern's row phase)
     62-63  swizzle: 0 none, 1 128-byte, 2 64-byte, 3 32-byte

   A matrix in shared memory is a grid of core matrices: 8 rows of one
   16-byte chunk without swizzle, of W bytes with a W-byte swizzle. A
   "row" runs along the contiguous dimension: K for a K-major operand (A
   untransposed, B untransposed), M or N for an MN-major one (imm-trans).
   Byte (row, b) of the operand, b counted along the row, lies at

     start + (row / 8) * S1 + (b / W) * S2 + (row % 8) * W + b % W

   where W = 16 without swizzle, else the swizzle width, and
     K-major:                    S1 = SBO (8-row groups along M/N),
                                 S2 = LBO (chunks along K)
     MN-major, no swizzle:       S1 = LBO (8-row groups along K),
                                 S2 = SBO (16-byte chunks along M/N)
     MN-major, swizzled:         S1 = SBO, S2 = LBO
   (the canonical layouts of the PTX ISA's "Shared Memory Matrix Layout").
   The swizzle then XORs address bits [4, 4+s) with bits [7, 7+s)
   (s = 1, 2, 3 for 32, 64, 128 bytes): the 16-byte chunk index within a
   W-byte row is XORed with the row's phase in the 8 * W byte pattern.
   The phase is taken from the address bits themselves, less the base
   offset: 0 when the swizzle pattern starts on its boundary (1024, 512,
   256 bytes for 128, 64, 32), else (pattern start >> 7) & 7, as the ISA
   defines it, so that row r of a pattern starting anywhere has phase r.
   A start inside a pattern (the next K slice of a swizzled tile) keeps
   the pattern's base offset. */
#ifndef PTXVM_WGMMA_DESC_H
#define PTXVM_WGMMA_DESC_H
#include "common.h"

typedef struct wg_desc {
    uint32_t start;          /* shared-space byte address                 */
    uint32_t lbo, sbo;       /* bytes                                     */
    uint32_t base;           /* base offset, 0..7                         */
    uint32_t swizzle;        /* bytes: 0 (none), 32, 64 or 128            */
} wg_desc;

/* Decode a descriptor value. */
PTXVM_INTERNAL void wg_desc_decode(uint64_t v, wg_desc *d);
/* The shared-space address of byte b of row `row` of the operand the
   descriptor describes, mn_major per imm-trans (see above). */
PTXVM_INTERNAL uint32_t wg_desc_addr(const wg_desc *d, int mn_major,
                                     uint32_t row, uint32_t b);

/* Register fragments, per warp of the warpgroup (warp r of the group
   holds rows 16r .. 16r+15 of A and D), lane = g * 4 + t:
   D element i of a thread (f32/s32: register i; f16: half i & 1 of
   register i / 2) is at row g + 8 * ((i >> 1) & 1), column
   8 * (i >> 2) + 2 * t + (i & 1). A element i, with e elements per
   32-bit register (2 for f16/bf16, 1 for tf32, 4 for 8-bit types, 32
   for b1) and j = i / e: row g + 8 * (j & 1), column
   e * t + i % e + 4 * e * (j >> 1). Rows are relative to the warp's
   16. */
PTXVM_INTERNAL void wg_frag_d(uint32_t lane, uint32_t i, uint32_t *row,
                              uint32_t *col);
PTXVM_INTERNAL void wg_frag_a(uint32_t lane, uint32_t i, uint32_t per_reg,
                              uint32_t *row, uint32_t *col);

/* D = A x B + C for one warp's 16 rows (tc_math's numerics): a is 16 x k,
   b is k x n, cd (C in, D out) 16 x n, row-major element bits of the
   WG_T_* types; b1 is AND + popc. 0, or -1 with a reason in *why. */
PTXVM_INTERNAL int wg_mma(uint32_t at, uint32_t bt, uint32_t dt, uint32_t n,
                          uint32_t k, int satf, const uint64_t *a,
                          const uint64_t *b, uint64_t *cd, const char **why);

/* ---- the instruction's configuration (PV_OP_WGMMA's x) --------------- */
enum { WG_T_NONE, WG_T_F16, WG_T_BF16, WG_T_TF32, WG_T_E4M3, WG_T_E5M2,
       WG_T_S8, WG_T_U8, WG_T_B1, WG_T_F32, WG_T_S32 };
/* element bits of a WG_T_* type */
PTXVM_INTERNAL uint32_t wg_type_bits(uint32_t t);

enum {
    WG_F_NEG_A   = 1u << 0,   /* imm-scale-a = -1                         */
    WG_F_NEG_B   = 1u << 1,
    WG_F_TRANS_A = 1u << 2,   /* imm-trans-a = 1: A is M-major            */
    WG_F_TRANS_B = 1u << 3,   /* imm-trans-b = 1: B is N-major            */
    WG_F_A_REGS  = 1u << 4,   /* A from registers, not a descriptor       */
    WG_F_SATF    = 1u << 5,   /* .satfinite                               */
    WG_F_SCALE_D_CONST = 1u << 6, /* scale-d is the constant in bit 7     */
    WG_F_SCALE_D_ONE   = 1u << 7,
    WG_F_SCALE_D_NEG   = 1u << 8  /* scale-d is !p                        */
};
/* x = n | k << 9 | atype << 18 | btype << 22 | dtype << 26 | flags << 32 */
#define WG_CFG(n, k, at, bt, dt, fl)                                         \
    ((uint64_t)(n) | (uint64_t)(k) << 9 | (uint64_t)(at) << 18 |             \
     (uint64_t)(bt) << 22 | (uint64_t)(dt) << 26 | (uint64_t)(fl) << 32)
#define WG_N(x)      ((uint32_t)(x) & 0x1ffu)
#define WG_K(x)      ((uint32_t)((x) >> 9) & 0x1ffu)
#define WG_ATYPE(x)  ((uint32_t)((x) >> 18) & 0xfu)
#define WG_BTYPE(x)  ((uint32_t)((x) >> 22) & 0xfu)
#define WG_DTYPE(x)  ((uint32_t)((x) >> 26) & 0xfu)
#define WG_FLAGS(x)  ((uint32_t)((x) >> 32))
#endif
