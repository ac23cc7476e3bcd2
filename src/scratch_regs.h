/* Scratch registers (scratch_regs.c): marks the instructions whose
   destination no waiting lane can need, so that they may write whole
   columns. */
#ifndef PTXVM_SCRATCH_REGS_H
#define PTXVM_SCRATCH_REGS_H
#include "bytecode.h"
#include "mem.h"

/* Operand kinds of an ALU op: none, a 32-bit column, a 64-bit column
   (two), a predicate slot. */
enum { PV_FORM_NONE = 0, PV_FORM_R1, PV_FORM_R2, PV_FORM_PRED };
typedef struct sc_form {
    uint8_t d, a, b, c;
} sc_form;

/* The ALU ops whose handler writes d alone, whole, in the lanes of its
   mask, reads only a, b, c (each its kind's width), and cannot fault on
   any input: 1 and their form, else 0. */
PTXVM_INTERNAL int pv_alu_form(uint32_t op, sc_form *f);

/* Set pv_insn.scratch on every instruction of k (0 where in doubt).
   Runs on finished bytecode. -1 when memory ran out (no marks). */
PTXVM_INTERNAL int pv_mark_scratch(pv_heap *h, pv_code *k);
#endif
