/* The compiler's entry points: a kernel's IR to bytecode. */
#ifndef PTXVM_COMPILE_H
#define PTXVM_COMPILE_H
#include "vm.h"
#include "bytecode.h"
#include "sema.h"

struct pv_isa;
/* Compile kernel k into k->code. On failure (PTXVM_E_UNSUPPORTED naming
   the instruction, PTXVM_E_NO_MEMORY) msg receives the message, and for
   PTXVM_E_UNSUPPORTED *bad_inst the instruction refused. Instructions
   whose skip[] byte is set are left out (skip may be NULL). */
PTXVM_INTERNAL ptxvm_result pv_compile_kernel(ptxvm_kernel *k,
                                              struct pv_isa *isa,
                                              char *msg, size_t msglen,
                                              const uint8_t *skip,
                                              uint32_t *bad_inst);
/* Compile k on first request (api_unsupported.c): the error names every
   distinct instruction the kernel reaches that this version cannot run. */
PTXVM_INTERNAL ptxvm_result pv_kernel_compile(ptxvm_module *m,
                                              ptxvm_kernel *k);
PTXVM_INTERNAL void pv_code_free(pv_heap *h, pv_code *code);
#endif
