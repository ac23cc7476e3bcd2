/* One-time set-up of process-wide tables that depend on nothing but the
   library's own constant data (the keyword index, the compiled
   instruction table): built by the first VM that needs them, under one
   lock, and read without it from then on. */
#ifndef PTXVM_ONCE_H
#define PTXVM_ONCE_H
#include "common.h"

/* The lock every such set-up holds while it builds. */
PTXVM_INTERNAL void pv_once_lock(void);
PTXVM_INTERNAL void pv_once_unlock(void);
/* A ready flag: set (release) after the table is complete, under the
   lock; a reader that sees it set (acquire) may read the table. */
PTXVM_INTERNAL int  pv_once_done(const int *flag);
PTXVM_INTERNAL void pv_once_set(int *flag);
#endif
