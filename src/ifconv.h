/* If-conversion of short forward branches (ifconv.c). */
#ifndef PTXVM_IFCONV_H
#define PTXVM_IFCONV_H
#include "bytecode.h"
#include "mem.h"

/* aux of a BRA whose skipped instructions carry its negated guard: when
   only some of the running lanes branch, the group falls through whole
   instead of splitting, and the guards keep the branching lanes out. */
#define PV_BRA_FALLS 1u
/* The same mark on a SETP_BRA32 (a setp fused with the branch that
   reads it), in c beside its negation bit. */
#define PV_SETP_BRA_FALLS 2u

/* Guard the instructions a forward branch skips, where that is exact:
   runs on finished bytecode, after pv_mark_scratch. -1 when memory ran
   out (nothing changed). */
PTXVM_INTERNAL int pv_if_convert(pv_heap *h, pv_code *k);
#endif
