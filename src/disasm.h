/* The disassembler's op table (disasm_ops.c): per bytecode op, the role
   of each field and a one-line meaning. */
#ifndef PTXVM_DISASM_H
#define PTXVM_DISASM_H
#include "bytecode.h"

typedef struct pv_op_info {
    const char *fmt;    /* "d:r a:r b:r": field:role words (disasm_ops.c) */
    const char *doc;    /* what the op does                                */
} pv_op_info;

/* The op's entry; NULL for an op the table lacks (or past the last). */
PTXVM_INTERNAL const pv_op_info *pv_op_info_of(uint32_t op);
/* The op's name ("ADD_I32"); "?" past the last. */
PTXVM_INTERNAL const char *pv_op_name(uint32_t op);
#endif
