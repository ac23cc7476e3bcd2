/* Whole-warp floating point on the host's IEEE arithmetic, with the
   per-lane soft-float path (fpops.c) only for the lanes that need it.

   Each entry computes exactly what fp_arith / fp_convert compute for every
   lane in m (and leaves the other lanes of d alone): the forms the host
   rounds the same way (round to nearest, .ftz, .sat, the .approx functions
   that fpops.c defines through double-precision steps) run as plain C
   float/double operations over the 32 lanes; a lane whose result may be
   tiny, flushed, NaN or infinite is redone by the soft-float path. Every
   other form runs lane by lane through fp_arith / fp_convert, as before.
   d may alias the sources. */
#ifndef PTXVM_FP_FAST_H
#define PTXVM_FP_FAST_H
#include "common.h"

PTXVM_INTERNAL void fp_arith32_warp(uint32_t aux, uint32_t *d, const uint32_t *a,
                                    const uint32_t *b, const uint32_t *c,
                                    uint32_t m);
PTXVM_INTERNAL void fp_arith64_warp(uint32_t aux, uint64_t *d, const uint64_t *a,
                                    const uint64_t *b, const uint64_t *c,
                                    uint32_t m);

/* Conversions, dw/sw the destination and source column widths (4 or 8
   bytes): d and a, b point at columns of those widths. */
PTXVM_INTERNAL void fp_convert_warp(uint64_t desc, void *d, const void *a,
                                    const void *b, unsigned dw, unsigned sw,
                                    uint32_t m);

/* Whether the entries above take the host path for a descriptor (for the
   tests, which check that path against the soft-float one). */
PTXVM_INTERNAL int fp_arith32_fast(uint32_t aux);
PTXVM_INTERNAL int fp_arith64_fast(uint32_t aux);
PTXVM_INTERNAL int fp_convert_fast(uint64_t desc, unsigned dw, unsigned sw);

#endif
