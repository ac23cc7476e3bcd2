/* Column reuse (reg_reuse.c): register variables whose lifetimes do not
   overlap share one register-file column, so that a warp's registers
   stay in the host's first-level cache. */
#ifndef PTXVM_REG_REUSE_H
#define PTXVM_REG_REUSE_H
#include "bytecode.h"
#include "ir.h"
#include "mem.h"

/* Rename the columns of k's register variables (k->regnames, m their
   module) by liveness; k->reg_orig keeps every instruction's original
   operands for the disassembler. Leaves k as it is when it holds an op
   the pass does not know, calls or the stack. -1 when memory ran out
   (k unchanged). */
PTXVM_INTERNAL int pv_reuse_columns(pv_heap *h, pv_code *k, const ir_module *m);
#endif
