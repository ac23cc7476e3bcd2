/* One-word accesses to the call buffers (LD_LC32, ST_LC32; ops_lc32.h):
   a fixed .local offset is one row of the interleaved .local, so the
   warp's words are a row copy, or a blend under a partial mask, without
   the general LD and ST's choice among spaces, sizes and address shapes.
   The handlers (exec_lcbuf.h) run in the dispatch loop itself, so each
   copy of it blends with its own store32 (eight lanes a step in the
   AVX2 copy): a recursive kernel does about four of these a call, most
   under partial masks. */
#ifndef PTXVM_EXEC_LC32_H
#define PTXVM_EXEC_LC32_H
#include "exec.h"
#include "exec_mem.h"
#include "row_copy.h"

/* The aux (sign ignored) of an access these take: 4 bytes, one element,
   .local, a 32-bit data column. */
#define PV_LC32_AUX PV_MEM_AUX(4u, 1u, SP_LOCAL)
#define PV_IS_LC32(aux) (((aux) & ~(PV_MEM_SIGNED | PV_MEM_ADDR32)) == PV_LC32_AUX)

/* The row of I's word (an LD_LC32 or ST_LC32 at fixed offset x) in w's
   .local: compile_lc32.c marks only aligned words inside the kernel's
   own .local, which every launch's .local holds, so nothing is checked
   here. */
static PV_FORCE_INLINE uint32_t *pv_lc32_row(const pv_cta *X, const pv_warp *w,
                                            const pv_insn *I)
{
    return (uint32_t *)(void *)(local_base(X, w) + (size_t)(I->x >> 2) * (PV_LANES * 4));
}

/* Whether a row access of the running lanes m copies the row whole: m
   is every live lane (lanes that have exited own no .local nor
   registers any more, as in scratch_regs.c). */
static PV_FORCE_INLINE int pv_lc32_whole(const pv_warp *w, uint32_t m)
{
    return (m | ~w->live) == FULL;
}
#endif
