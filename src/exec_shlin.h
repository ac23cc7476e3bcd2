/* .shared words at consecutive addresses across the whole warp (exec_shlin.c):
   a 16x16 tile's two rows a warp, its neighbours a row up or down. */
#ifndef PTXVM_EXEC_SHLIN_H
#define PTXVM_EXEC_SHLIN_H
#include "exec_mem.h"
#include "exec_sh32.h"

/* ld/st.shared of one 32-bit word a lane through a 32-bit address
   register (PV_IS_SH32): the instructions pv_shared_lin32 may take. */
#define PV_SHLIN32(I) ((I)->a != PV_NO_REG && PV_IS_SH32((I)->aux))

/* The access of such an instruction I by the lanes m (not empty) of
   register file rf to a CTA's .shared (size bytes): 1 when done, when
   every active lane's address is b + 4 l for one b and the window of 32
   words from b lies inside .shared; 0, nothing changed, otherwise. A
   partial store rewrites the window's idle words with what they hold. */
PTXVM_INTERNAL int pv_shared_lin32(uint8_t *shared, uint32_t size, uint8_t *rf,
                                   const pv_insn *I, uint32_t m, int write);

/* pv_do_ld and pv_do_st (exec_mem.h) with such a run taken first: the
   access of PV_SHLIN32 instruction I by lanes m when all 32 lanes'
   addresses (active or not) are one run of words inside .shared; any
   other access, and the faults, are pv_do_ld's and pv_do_st's. */
PTXVM_INTERNAL int pv_ld_lin(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m,
                             uint32_t pc);
PTXVM_INTERNAL int pv_st_lin(pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m,
                             uint32_t pc);
#endif
