/* Whole-warp .shared integer adds on AVX2 (x86-64 with GCC or clang),
   chosen at run time by exec_atom.h when fa_avx2() (fp_avx2.h) is true,
   else its portable 16-bit compares. Both count, for every lane, the
   lanes naming the same word, so the words end as the lane-order
   serialisation leaves them; the choice never changes a result.
   AA_AVX2 is 0 where the kernel is not built. */
#ifndef PTXVM_ATOM_AVX2_H
#define PTXVM_ATOM_AVX2_H
#include "common.h"
#include "fp_avx2.h"

#if FA_AVX2
#define AA_AVX2 1
/* For all 32 lanes: word [sh + off[l]] += b, lane after lane. Each off[l]
   is below 0x10000, 4-aligned and in bounds (the caller checked). */
PTXVM_INTERNAL void aa_shared_add_u32(uint8_t *sh, const uint32_t *off, uint32_t b);
#else
#define AA_AVX2 0
#endif

#endif
