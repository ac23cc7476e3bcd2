/* Shared functions of the matrix suites (test_ldmatrix.c, test_wmma.c):
   a VM with one module, device buffers, launches of one block whose
   arguments are device addresses, and expected failures. */
#ifndef PTXVM_MX_UTIL_H
#define PTXVM_MX_UTIL_H
#include "../testlib.h"
#include <stdint.h>

typedef struct mx_ctx {
    test_alloc    a;
    ptxvm_vm     *vm;
    ptxvm_module *m;
} mx_ctx;

uint32_t mx_rng(uint64_t *seed);
/* A VM with module src, or the file's text; 0 on failure (checked). */
int mx_open(pv_test *t, mx_ctx *c, const char *src, const char *file);
/* Destroy the VM; no bytes may stay live. */
void mx_close(pv_test *t, mx_ctx *c);
/* A device buffer of size bytes holding data (zeros when NULL). */
ptxvm_addr mx_buf(mx_ctx *c, const void *data, size_t size);
void mx_get(mx_ctx *c, void *dst, ptxvm_addr src, size_t size);
/* Launch kernel name on one block of `block` threads with nargs device
   addresses (and `shared` dynamic .shared bytes): 1 when it ran (a
   failure is checked). */
int mx_run(pv_test *t, mx_ctx *c, const char *name, uint32_t block,
           uint32_t nargs, ...);
int mx_run_shared(pv_test *t, mx_ctx *c, const char *name, uint32_t block,
                  uint32_t shared, uint32_t nargs, ...);
/* Launch name (one address argument) expecting the result code with
   text in its message. */
void mx_expect(pv_test *t, mx_ctx *c, const char *name, uint32_t block,
               ptxvm_addr arg, ptxvm_result code, const char *text);
/* Module src (kernel k) must fail to load or compile with
   PTXVM_E_SEMANTIC, its message holding where (the position). */
void mx_invalid(pv_test *t, const char *src, const char *where);
/* The same for PTXVM_E_UNSUPPORTED naming text. */
void mx_unsupported(pv_test *t, const char *src, const char *text);
#endif
