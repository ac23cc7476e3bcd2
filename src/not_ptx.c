/* Inputs that are not PTX text at all: a cubin, a fat binary, LLVM
   bitcode, compressed data, CUDA or LLVM IR source. Each gets a message
   saying what it is and what to give instead, at 1:1, before the lexer
   would report some confusing character deep inside. */
#include "diag.h"
#include <string.h>

#define GIVE_PTX "give the .ptx from nvcc -ptx"

static int np_starts(const char *p, size_t n, const char *magic, size_t m)
{
    return n >= m && memcmp(p, magic, m) == 0;
}

/* Whether the word occurs in p[0..n) (words are short, inputs are
   scanned once per word, so the naive search is fine). */
static int np_contains(const char *p, size_t n, const char *w)
{
    size_t m = strlen(w), i;
    if (m > n)
        return 0;
    for (i = 0; i + m <= n; i++)
        if (p[i] == w[0] && memcmp(p + i, w, m) == 0)
            return 1;
    return 0;
}

/* Bytes no text file has: NUL and the control characters other than
   tab, newline, vertical tab, form feed and carriage return. */
static int np_binary_byte(unsigned char c)
{
    return c < 0x20 && c != '\t' && c != '\n' && c != '\v' && c != '\f' &&
           c != '\r';
}

PTXVM_INTERNAL void pv_reject_not_ptx(pv_diag *d, const char *p, size_t n)
{
    const unsigned char *u = (const unsigned char *)p;
    size_t head = n < 64 ? n : 64, i, bad = 0;
    if (np_starts(p, n, "\177ELF", 4))
        pv_fail(d, PTXVM_E_SYNTAX, 1, 1, "this is an ELF file (a cubin?), "
                "not PTX text: " GIVE_PTX);
    /* a fat binary's header (0xba55ed50), or its wrapper's (0x466243b1),
       both little-endian */
    if (np_starts(p, n, "\x50\xed\x55\xba", 4) || np_starts(p, n, "\xb1\x43\x62\x46", 4))
        pv_fail(d, PTXVM_E_SYNTAX, 1, 1, "this is a CUDA fat binary "
                "(fatbin), not PTX text: " GIVE_PTX);
    if (np_starts(p, n, "BC\xc0\xde", 4) || np_starts(p, n, "\xde\xc0\x17\x0b", 4))
        pv_fail(d, PTXVM_E_SYNTAX, 1, 1, "this is LLVM bitcode, not PTX "
                "text: compile it with llc -march=nvptx64 to get PTX");
    if (np_starts(p, n, "\x1f\x8b", 2))
        pv_fail(d, PTXVM_E_SYNTAX, 1, 1, "this is gzip-compressed data, "
                "not PTX text: decompress it first");
    if (np_starts(p, n, "\x28\xb5\x2f\xfd", 4))
        pv_fail(d, PTXVM_E_SYNTAX, 1, 1, "this is zstd-compressed data, "
                "not PTX text: decompress it first");
    for (i = 0; i < head; i++)
        bad += np_binary_byte(u[i]);
    if (bad >= 4 || (head && u[0] == 0))
        pv_fail(d, PTXVM_E_SYNTAX, 1, 1, "this is binary data, not PTX "
                "text: " GIVE_PTX);
    /* source in another language: only when no .version says PTX */
    if (np_contains(p, n, ".version"))
        return;
    if (np_contains(p, n, "__global__") || np_contains(p, n, "#include"))
        pv_fail(d, PTXVM_E_SYNTAX, 1, 1, "this looks like CUDA C/C++ "
                "source, not PTX (no .version directive): " GIVE_PTX);
    if (np_contains(p, n, "target triple") || np_contains(p, n, "; ModuleID") ||
        np_contains(p, n, "target datalayout"))
        pv_fail(d, PTXVM_E_SYNTAX, 1, 1, "this looks like LLVM IR, not PTX "
                "(no .version directive): compile it with llc "
                "-march=nvptx64 to get PTX");
}
