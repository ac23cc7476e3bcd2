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

#endif
