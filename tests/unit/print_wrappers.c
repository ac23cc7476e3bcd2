/* Test access to the canonical printer and the IR comparison (print.h)
   for the round-trip suite of run_tests.c: print a loaded module into a
   malloc'd buffer, and compare two loaded modules. */
#include "../testlib.h"
#include "vm.h"
#include "print.h"
#include "../support/ir_equal.h"
#include <stdlib.h>

/* 0 with *out (malloc'd, NUL-terminated, *len bytes of text), or -1. */
int pv_test_print_module(ptxvm_module *m, char **out, size_t *len)
{
    pv_heap h;
    char *text = NULL;
    size_t n = 0;
    *out = NULL;
    *len = 0;
    if (!m || !m->ir)
        return -1;
    memset(&h, 0, sizeof h);
    h.fn = pv_default_alloc;
    if (ir_print(m->ir, &h, &text, &n) != 0)
        return -1;
    *out = (char *)malloc(n + 1);
    if (*out) {
        memcpy(*out, text, n + 1);
        *len = n;
    }
    pv_free(&h, text, n + 1);
    return *out ? 0 : -1;
}

/* 1 if the modules' IR is equal, else 0 with the first difference. */
int pv_test_modules_equal(ptxvm_module *a, ptxvm_module *b, char *why,
                          size_t n)
{
    if (!a || !b || !a->ir || !b->ir) {
        if (why && n)
            why[0] = 0;
        return a == b;
    }
    return ir_equal(a->ir, b->ir, why, n);
}
