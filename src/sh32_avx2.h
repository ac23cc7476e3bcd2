/* One-word .shared accesses (LD_SH32, ST_SH32) on AVX2 (x86-64 with GCC
   or clang): what the AVX2 copy of the dispatch loop calls (exec_shmem.h)
   instead of exec_sh32.c's entries, which the portable copy calls. The
   shapes tile, halo and wavefront kernels give them, each tested eight
   lanes a step with the lanes' masks shifted out of the warp's mask:
   - a whole warp whose halves are runs of 16 words: four vector copies,
     tested before the other shapes, which are out of line;
   - lanes (all, or part of the warp from its lowest two active) on one
     progression of any stride (a column, a wavefront's diagonal, a
     broadcast word): the ends' test and a strided copy four lanes a
     turn; with a word's stride and the active vectors' window inside
     .shared, blends;
   - a single active lane: one word.
   Every test comes before anything is written (a load may replace its
   address register); any other shape or any lane outside .shared goes
   to pv_sh32_ld or pv_sh32_st, which leave a fault to the general LD
   and ST. The choice never changes a result. SV_AVX2 is 0 where these
   are not built. */
#ifndef PTXVM_SH32_AVX2_H
#define PTXVM_SH32_AVX2_H
#include "exec.h"
#include "fp_avx2.h"

#if FA_AVX2
#define SV_AVX2 1
/* pv_sh32_ld and pv_sh32_st (exec_sh32.h) for lanes m of register file
   rf, the same answers: the _full forms for a whole warp (m FULL), the
   _part forms for part of one (m neither 0 nor FULL). Call only when
   the CPU has AVX2. */
PTXVM_INTERNAL int sv_sh32_ld_full(const pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m);
PTXVM_INTERNAL int sv_sh32_st_full(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m);
PTXVM_INTERNAL int sv_sh32_ld_part(const pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m);
PTXVM_INTERNAL int sv_sh32_st_part(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m);
#else
#define SV_AVX2 0
#endif

#endif
