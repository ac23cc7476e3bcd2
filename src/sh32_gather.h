/* One-word .shared accesses of any lanes at any addresses on AVX2: what
   sh32_avx2.c hands on when the lanes are not one of its progressions
   (a wavefront's diagonal under a prefix mask, a bitonic network's runs
   of pairs, a permutation). Every active lane's offset is checked eight
   lanes a step with the mask shifted out of the warp's; loads are then
   masked gathers, stores a word a lane in lane order from the checked
   offsets. Nothing is read or written unless every active lane is
   aligned and inside .shared: then 0, and the caller's general path
   names the fault. SG_AVX2 follows SV_AVX2. */
#ifndef PTXVM_SH32_GATHER_H
#define PTXVM_SH32_GATHER_H
#include "sh32_avx2.h"

#if SV_AVX2
#define SG_AVX2 1
/* The load or store of lanes m (not 0) of d at .shared offsets r[l] + x
   (wrapping at 2^32) of sh, lim the last word's offset (below 2^31):
   1 when done, 0 when some active lane's offset is misaligned or past
   lim, nothing touched. d may be r. Call only when the CPU has AVX2. */
PTXVM_INTERNAL int sg_sh32_ld(const uint8_t *sh, const uint32_t *r, uint32_t *d, uint32_t x,
                              uint32_t lim, uint32_t m);
PTXVM_INTERNAL int sg_sh32_st(uint8_t *sh, const uint32_t *r, const uint32_t *d, uint32_t x,
                              uint32_t lim, uint32_t m);
/* pv_sh32_ld and pv_sh32_st (exec_sh32.h) for part of a warp (m
   neither 0 nor FULL), the same answers: what the AVX2 copy of the
   dispatch loop calls (exec_shmem.h). A tile's row (the lowest two
   active lanes a word apart, every active lane on their progression,
   the warp's 32-word window inside .shared) is blended here; other
   lanes whose lowest two active are a word apart go on to
   sv_sh32_ld_part / sv_sh32_st_part. */
PTXVM_INTERNAL int sg_sh32_ld_part(const pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m);
PTXVM_INTERNAL int sg_sh32_st_part(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m);
#else
#define SG_AVX2 0
#endif
#endif
