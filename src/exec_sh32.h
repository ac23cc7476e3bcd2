/* One-word .shared accesses (LD_SH32, ST_SH32; ops_shmem.h): the
   shapes tile and halo kernels give them, each in one pass over the
   lanes, without the general LD and ST's choice among spaces, sizes
   and vectors. exec_sh32.c. */
#ifndef PTXVM_EXEC_SH32_H
#define PTXVM_EXEC_SH32_H
#include "exec.h"

/* The aux (sign ignored) of an access these take: 4 bytes, one element,
   .shared, a 32-bit address register, a 32-bit data column. */
#define PV_SH32_AUX (PV_MEM_AUX(4u, 1u, SP_SHARED) | PV_MEM_ADDR32)
#define PV_IS_SH32(aux) (((aux) & ~PV_MEM_SIGNED) == PV_SH32_AUX)

/* The load or store of I (an LD or ST whose aux is PV_IS_SH32) for the
   lanes m (nonzero) of register file rf: 1 when done; 0 when some
   active lane's word is not aligned and inside the CTA's own .shared,
   having changed nothing (the general LD or ST then runs it and reports
   the fault). Lanes store in ascending order: a later lane's word wins. */
PTXVM_INTERNAL int pv_sh32_ld(const pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m);
PTXVM_INTERNAL int pv_sh32_st(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t m);
#endif
