/* Whole-warp popc, clz, brev and bfind of 32-bit lanes on AVX2, chosen
   at run time: warp_lanes.h's wl_bits32_op calls bx_bits32 when
   pv_run_avx2() says the dispatch loop runs its AVX2 copy. Cooperative-
   groups code computes a lane's rank and its group's leader from member
   masks with these on every element it touches (popc, brev then
   bfind.shiftamt); the portable 4-lane loops cost several times the
   rest of such a loop. Every lane gets exactly what intops.h's per-lane
   function gives. BX_AVX2 is 0 where nothing here is built. */
#ifndef PTXVM_BITS_AVX2_H
#define PTXVM_BITS_AVX2_H
#include "common.h"

#if defined(__GNUC__) && defined(__x86_64__) && !defined(PTXVM_NO_VECTOR_EXT)
#define BX_AVX2 1
/* t[l] = op aux (a PV_IO_* of POPC32, CLZ32, BREV32 and the four
   BFIND32 forms) of a[l] for all 32 lanes; 0 for any other aux (t
   untouched). The caller checks the CPU. t may be a. */
PTXVM_INTERNAL int bx_bits32(uint32_t aux, uint32_t *t, const uint32_t *a);
#else
#define BX_AVX2 0
#endif
#endif
