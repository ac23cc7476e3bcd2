/* Whole-warp .shared accesses of vec (2 or 4) elements a lane, shaped
   per half-warp the way tiled kernels read their tiles: each half at one
   address (matmul's As[k][ty * 4] read as a float4 by the 16 threads of
   a row), or a run of consecutive element groups (Ws[k][tx * 4]). One
   copy or fill per element column instead of an element a lane. */
#ifndef PTXVM_SHARED_VEC_H
#define PTXVM_SHARED_VEC_H
#include "exec.h"

/* The access of all lanes through an .addr32 register (I->a) plus I->x:
   1 when each half-warp is one address or one run, every lane aligned
   to size * vec and inside .shared (shared_size bytes at sh), and the
   access is done; 0 when not, nothing touched. size is 4 or 8, vec 2
   or 4. A store keeps lane order: the second half lands last, and a
   half at one address leaves its highest lane's elements. */
PTXVM_INTERNAL int pv_shvec_full(uint8_t *sh, uint32_t shared_size, uint8_t *rf,
                                 const pv_insn *I, uint32_t size, uint32_t vec, int write);
#endif
