/* Whole-warp global loads and stores of one element a lane on AVX2
   (x86-64 with GCC or clang), chosen at run time: exec_gmem.c's
   whole-warp entries call these first when pv_run_avx2() says the CPU
   has AVX2. They take the common shapes alone, a run (lane l at
   a + l * size: a[tid]) or two half-warp runs (a 16-wide block's two
   rows), of 4-byte elements into 32-bit registers or 8-byte ones into
   64-bit registers through a 64-bit address column: the shape tested
   four lanes a step against the lanes' offsets, one region check of the
   span, and the copy by aligned 16-byte vectors. Anything else (another
   shape, a misaligned run, a span outside one usable region) is left
   untouched to the portable paths, which report faults. GX_AVX2 is 0
   where this is not built. */
#ifndef PTXVM_GMEM_AVX2_H
#define PTXVM_GMEM_AVX2_H
#include "exec.h"

#if defined(__GNUC__) && defined(__x86_64__) && !defined(PTXVM_NO_VECTOR_EXT)
#define GX_AVX2 1
/* ld (st) by the whole warp of register file rf at pc (key: PV_PF_KEY):
   0 when done, -1 when nothing was touched. Call only when the CPU has
   AVX2 and the access is checked (not X->unchecked), vec 1, .global or
   generic, with an address register. */
PTXVM_INTERNAL int gx_ld_full(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t pc,
                              uint32_t key);
PTXVM_INTERNAL int gx_st_full(pv_cta *X, uint8_t *rf, const pv_insn *I, uint32_t pc,
                              uint32_t key);
/* The dispatch loop's own entry (its AVX2 copy, all 32 lanes active):
   ld (st) by warp w at pc when every lane's element is one run of
   4-byte elements in 32-bit registers or 8-byte ones in 64-bit
   registers through a 64-bit address column, .global or generic, inside
   the region the instruction touched last: what gx_ld_full does for
   that case, without the entries' calls between. 0 when done, -1 when
   nothing was touched (the general path then takes it and names any
   fault). Call only where gx_warp_may holds. */
PTXVM_INTERNAL int gx_warp_ld(pv_cta *X, const pv_warp *w, const pv_insn *I, uint32_t pc);
PTXVM_INTERNAL int gx_warp_st(pv_cta *X, const pv_warp *w, const pv_insn *I, uint32_t pc);
/* Whether I may be such an access in register file rf: the descriptor
   (space bit 2 left out: 0 is generic, 4 .global, no other space has a
   0 there below) and the run's ends, inline in the handler, so that a
   gather, a vector or a narrow element pays no call. */
#define GX_WARP_MASK (15u | 15u << 5 | 11u << 9 | PV_MEM_WIDE_DST | PV_MEM_ADDR32)
static PV_FORCE_INLINE int gx_warp_may(const pv_insn *I, const uint8_t *rf)
{
    const uint32_t t = I->aux & GX_WARP_MASK;
    const uint64_t *r;
    if (I->a == PV_NO_REG || (t != (4u | 1u << 5) && t != (8u | 1u << 5 | PV_MEM_WIDE_DST)))
        return 0;
    r = (const uint64_t *)(const void *)(rf + I->a);
    return r[PV_LANES - 1] - r[0] == (uint64_t)(PV_LANES - 1) * PV_MEM_SIZE(t);
}
/* 1 when all 32 lanes' addresses r[l] (idle lanes too) are inside a
   region and aligned: t = r[l] - bx at most lim with t & am clear, as
   exec_gmem.c's gm_inside tests them two lanes a step. */
PTXVM_INTERNAL int gx_inside(const uint64_t *r, uint64_t bx, uint64_t lim, uint64_t am);
/* A whole warp's run of 1 << k bytes a lane (k 2 or 3) from global
   memory at host address h (aligned to that) into the column col, as
   gx_ld_full copies it. */
PTXVM_INTERNAL void gx_ld_copy(uint8_t *col, const uint8_t *h, uint32_t k);
#else
#define GX_AVX2 0
#endif

#endif
