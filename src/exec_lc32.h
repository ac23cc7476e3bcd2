/* One-word accesses to the call buffers (LD_LC32, ST_LC32; ops_lc32.h):
   a fixed .local offset is one row of the interleaved .local, so the
   warp's words are a row copy, or a blend under a partial mask, without
   the general LD and ST's choice among spaces, sizes and address shapes.
   exec_lc32.c. */
#ifndef PTXVM_EXEC_LC32_H
#define PTXVM_EXEC_LC32_H
#include "exec.h"

/* The aux (sign ignored) of an access these take: 4 bytes, one element,
   .local, a 32-bit data column. */
#define PV_LC32_AUX PV_MEM_AUX(4u, 1u, SP_LOCAL)
#define PV_IS_LC32(aux) (((aux) & ~(PV_MEM_SIGNED | PV_MEM_ADDR32)) == PV_LC32_AUX)

/* The load or store of I (an LD or ST at fixed offset x whose aux is
   PV_IS_LC32) for the lanes m (nonzero) of warp w: 1 when done; 0 when
   the word is misaligned or outside the thread's .local, having changed
   nothing (the general LD or ST then reports the fault). */
PTXVM_INTERNAL int pv_lc32_ld(const pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m);
PTXVM_INTERNAL int pv_lc32_st(const pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m);
#endif
