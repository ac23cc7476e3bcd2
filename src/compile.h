/* The compiler's entry points: a kernel's IR to bytecode. */
#ifndef PTXVM_COMPILE_H
#define PTXVM_COMPILE_H
#include "vm.h"
#include "bytecode.h"
#include "sema.h"

struct pv_isa;
/* Compile kernel k into k->code. On failure (PTXVM_E_UNSUPPORTED naming
   the instruction, PTXVM_E_NO_MEMORY) msg receives the message. */
PTXVM_INTERNAL ptxvm_result pv_compile_kernel(ptxvm_kernel *k,
                                              struct pv_isa *isa,
                                              char *msg, size_t msglen);
PTXVM_INTERNAL void pv_code_free(pv_heap *h, pv_code *code);
#endif
