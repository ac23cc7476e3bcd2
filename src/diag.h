/* Diagnostics for loading a module: the first error ends the load. The
   parser, the checker and the lexer report through pv_fail, which formats
   "name:line:col: error: message" and longjmps back to the load entry,
   where the module and everything it holds are freed in one place. */
#ifndef PTXVM_DIAG_H
#define PTXVM_DIAG_H
#include "common.h"

typedef struct pv_diag {
    jmp_buf      jb;
    ptxvm_result code;
    const char  *source;        /* source name for messages              */
    uint32_t     max_depth;     /* PTXVM_LIMIT_NESTING; 0 = the maximum  */
    char         msg[512];
} pv_diag;

PTXVM_INTERNAL PV_NORETURN void pv_fail(pv_diag *d, ptxvm_result code,
                                        uint32_t line, uint32_t col,
                                        const char *fmt, ...) PV_PRINTF(5, 6);
PTXVM_INTERNAL PV_NORETURN void pv_fail_oom(pv_diag *d);
/* Fail at 1:1 naming what the input is when it is plainly not PTX text
   (an ELF cubin, a fat binary, LLVM bitcode or IR, compressed or binary
   data, CUDA source); return otherwise (not_ptx.c). */
PTXVM_INTERNAL void pv_reject_not_ptx(pv_diag *d, const char *p, size_t n);
/* Quote at most max bytes of s for a message, escaping what is not
   printable; out must hold 4*max+8 bytes. Returns out. */
PTXVM_INTERNAL const char *pv_quote(char *out, const char *s, size_t len,
                                    size_t max);
#endif
