/* Older and alternative PTX written as current forms (legacy.c): run
   between the parser and the checker. */
#ifndef PTXVM_LEGACY_H
#define PTXVM_LEGACY_H
#include "ir.h"
#include "diag.h"

/* Rewrite the modifiers of m's instructions that the ISA gives implicit
   defaults in old versions or on sm_1x targets. Fails through d when
   memory runs out. */
PTXVM_INTERNAL void legacy_normalise(ir_module *m, pv_diag *d);

/* m targets sm_10 .. sm_13 or the virtual compute_10 .. compute_13, whose
   mad.f32 without rounding truncates the product (compile_floatfam.c). */
PTXVM_INTERNAL int legacy_target_sm1x(const ir_module *m);

#endif
