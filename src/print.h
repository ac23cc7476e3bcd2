/* The canonical printer and IR comparison. ir_print writes a module as
   PTX text in one fixed layout; parsing that text gives IR equal to the
   original (the round-trip property the tests check over the whole
   corpus with tests/support/ir_equal.c). Later tools (disassembly, test-case reduction) print
   through it too. */
#ifndef PTXVM_PRINT_H
#define PTXVM_PRINT_H
#include "ir.h"

/* Print m. On success *out holds len + 1 bytes (NUL-terminated text of
   length *len) allocated from h: free them with pv_free(h, *out, *len + 1).
   Returns 0, or -1 when memory runs out (nothing is left allocated). */
PTXVM_INTERNAL int ir_print(const ir_module *m, pv_heap *h, char **out,
                            size_t *len);

#endif
