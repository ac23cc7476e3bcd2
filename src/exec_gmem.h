/* Global loads and stores of one element a lane (exec_gmem.c): the fast
   paths of ld and st on .global and generic addresses, for any element
   size, mask and address pattern whose lanes all fall in one host-backed
   region. */
#ifndef PTXVM_EXEC_GMEM_H
#define PTXVM_EXEC_GMEM_H
#include "exec_mem.h"

/* ld and st of one element a lane (vec 1) in .global or generic space
   for the lanes m (not empty) of warp w at pc: 0 when done, -1 when the
   access needs the general path (a lane outside every host-backed
   region or in another window, misaligned, read-only, callback memory,
   trusted code), which has then seen no effect of this call. */
PTXVM_INTERNAL int pv_gmem_ld(pv_cta *X, const pv_warp *w, const pv_insn *I,
                              uint32_t m, uint32_t pc);
PTXVM_INTERNAL int pv_gmem_st(pv_cta *X, const pv_warp *w, const pv_insn *I,
                              uint32_t m, uint32_t pc);

/* ld of one element a lane, as wide as its column, by the whole warp w
   at pc through an address column already known to be one run (lane l
   at R64(I->a)[0] + I->x + l * size: LD_XS's, ldxs_run.h): the run's
   region, prefetch hints and copy as pv_gmem_ld takes them for that
   shape, without testing the shape again. 0 when done, -1 for the
   general path (outside one usable region, misaligned, trusted code),
   nothing done then. */
PTXVM_INTERNAL int pv_gmem_ld_run(pv_cta *X, const pv_warp *w, const pv_insn *I,
                                  uint32_t pc);

/* A whole warp's coalesced vector access (vec 2 or 4 elements of size 4
   or 8 a lane, lane l's at host + l * vec * size, host aligned to size
   and checked by the caller): the run split into (or gathered from) the
   element columns d + e * c of I. */
PTXVM_INTERNAL void pv_gvec_run(uint8_t *rf, const pv_insn *I, uint8_t *host,
                                uint32_t size, uint32_t vec, int write);
#endif
