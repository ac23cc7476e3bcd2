/* wgmma.mma_async on one warp (exec_wgmma.c). */
#ifndef PTXVM_EXEC_WGMMA_H
#define PTXVM_EXEC_WGMMA_H
#include "exec.h"

/* Run WGMMA I (followed by its column records) for warp w, lanes m.
   Returns 0, or 1 with X->host_result and X->msg set. */
PTXVM_INTERNAL int pv_do_wgmma(pv_cta *X, pv_warp *w, const pv_insn *I,
                               uint32_t m);
#endif
