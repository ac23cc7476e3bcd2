/* Error reporting for module loading. */
#include "diag.h"
#include <stdarg.h>
#include <stdio.h>

PTXVM_INTERNAL void pv_fail(pv_diag *d, ptxvm_result code, uint32_t line,
                            uint32_t col, const char *fmt, ...)
{
    va_list ap;
    int n;
    d->code = code;
    n = snprintf(d->msg, sizeof d->msg, "%s:%lu:%lu: error: ",
                 d->source ? d->source : "<ptx>", (unsigned long)line,
                 (unsigned long)col);
    if (n < 0)
        n = 0;
    if ((size_t)n < sizeof d->msg) {
        va_start(ap, fmt);
        vsnprintf(d->msg + n, sizeof d->msg - (size_t)n, fmt, ap);
        va_end(ap);
    }
    longjmp(d->jb, 1);
}

PTXVM_INTERNAL void pv_fail_oom(pv_diag *d)
{
    d->code = PTXVM_E_NO_MEMORY;
    snprintf(d->msg, sizeof d->msg, "%s: out of memory",
             d->source ? d->source : "<ptx>");
    longjmp(d->jb, 1);
}

PTXVM_INTERNAL const char *pv_quote(char *out, const char *s, size_t len,
                                    size_t max)
{
    size_t i, o = 0;
    for (i = 0; i < len && i < max; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '\'') {
            out[o++] = (char)c;
        } else {
            static const char hex[] = "0123456789abcdef";
            out[o++] = '\\';
            out[o++] = 'x';
            out[o++] = hex[c >> 4];
            out[o++] = hex[c & 15];
        }
    }
    if (i < len) {
        out[o++] = '.';
        out[o++] = '.';
        out[o++] = '.';
    }
    out[o] = 0;
    return out;
}
