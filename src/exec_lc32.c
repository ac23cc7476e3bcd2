/* One-word accesses to the call buffers (exec_lc32.h). Lanes that have
   exited own no .local nor registers any more (as in scratch_regs.c), so
   when the running lanes are every live one the row is copied whole. */
#include "exec_lc32.h"
#include "exec_mem.h"
#include "lane_uniform.h"
#include "row_copy.h"
#include <string.h>

/* The row of I's word in w's .local, or NULL when it is misaligned or
   out of bounds. */
static PV_FORCE_INLINE uint8_t *lc_at(const pv_cta *X, const pv_warp *w, const pv_insn *I)
{
    if ((I->x & 3u) || I->x > X->local_size || 4u > X->local_size - I->x)
        return NULL;
    return local_base(X, w) + (size_t)(I->x >> 2) * (PV_LANES * 4);
}

PTXVM_INTERNAL int pv_lc32_ld(const pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf, *row = lc_at(X, w, I);
    if (!row)
        return 0;
    if ((m | ~w->live) == FULL)
        pv_row_copy((uint8_t *)R32(I->d), row);
    else
        merge32(R32(I->d), (const uint32_t *)(const void *)row, m);
    return 1;
}

PTXVM_INTERNAL int pv_lc32_st(const pv_cta *X, pv_warp *w, const pv_insn *I, uint32_t m)
{
    uint8_t *rf = w->rf, *row = lc_at(X, w, I);
    if (!row)
        return 0;
    if ((m | ~w->live) == FULL)
        pv_row_copy(row, (const uint8_t *)R32(I->d));
    else
        merge32((uint32_t *)(void *)row, R32(I->d), m);
    return 1;
}
