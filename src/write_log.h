/* The launch's side of write logs (api_writes.c). */
#ifndef PTXVM_WRITE_LOG_H
#define PTXVM_WRITE_LOG_H
#include "common.h"

/* Copy the watched memory before a launch; a message in msg on failure. */
PTXVM_INTERNAL ptxvm_result pv_write_log_begin(ptxvm_write_log *w, ptxvm_vm *vm,
                                               char *msg);
/* After it: the ranges that changed. PTXVM_E_NO_MEMORY (message in msg)
   when they cannot all be listed; the log is empty then. */
PTXVM_INTERNAL ptxvm_result pv_write_log_end(ptxvm_write_log *w, char *msg);
PTXVM_INTERNAL ptxvm_vm *pv_write_log_vm(const ptxvm_write_log *w);
#endif
