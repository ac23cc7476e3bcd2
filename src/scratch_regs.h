/* Scratch registers (scratch_regs.c): marks the instructions whose
   destination no waiting lane can need, so that they may write whole
   columns. */
#ifndef PTXVM_SCRATCH_REGS_H
#define PTXVM_SCRATCH_REGS_H
#include "bytecode.h"
#include "mem.h"

/* Set pv_insn.scratch on every instruction of k (0 where in doubt).
   Runs on finished bytecode. -1 when memory ran out (no marks). */
PTXVM_INTERNAL int pv_mark_scratch(pv_heap *h, pv_code *k);
#endif
