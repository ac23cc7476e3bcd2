/* Running a build on ptxvm and comparing with the twin (dg_exec.h). */
#include "dg_exec.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *dg_stage_name(dg_stage s)
{
    static const char *const names[] = {"ok", "setup", "load", "kernel", "launch", "leak", "diff"};
    return (unsigned)s < sizeof names / sizeof names[0] ? names[s] : "?";
}

dg_stage dg_exec(const dg_prog *p, const char *ptx, size_t len, const char *name,
                 const pv_variant *v, const unsigned *in, unsigned *out, char *why,
                 size_t whylen)
{
    test_alloc A;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_addr din = 0, dout = 0;
    ptxvm_launch L;
    ptxvm_result r;
    size_t nin = dg_in_words(p) * 4, nout = dg_out_words(p) * 4, i;
    char kname[128];
    void *args[2];
    dg_stage st = DG_OK;
    why[0] = 0;
    for (i = 0; i < nout / 4; i++)
        out[i] = DG_FILL;
    if (pv_variant_create(v, &A, &vm) != PTXVM_OK) {
        snprintf(why, whylen, "ptxvm_create failed");
        return DG_E_CREATE;
    }
    snprintf(kname, sizeof kname, "%s_kernel", p->name);
    if ((r = ptxvm_module_load(vm, ptx, len, name, &m)) != PTXVM_OK) {
        st = DG_E_LOAD;
    } else if ((r = ptxvm_module_get_kernel(m, kname, &k)) != PTXVM_OK) {
        st = DG_E_KERNEL;
    } else if ((r = ptxvm_mem_alloc(vm, nin, &din)) != PTXVM_OK ||
               (r = ptxvm_mem_alloc(vm, nout, &dout)) != PTXVM_OK ||
               (r = ptxvm_memcpy_htod(vm, din, in, nin)) != PTXVM_OK ||
               (r = ptxvm_memcpy_htod(vm, dout, out, nout)) != PTXVM_OK ||
               (r = ptxvm_set_limit(vm, PTXVM_LIMIT_STACK_SIZE, p->stack)) != PTXVM_OK) {
        st = DG_E_CREATE;
    } else {
        args[0] = &din;
        args[1] = &dout;
        test_launch_1d(&L, p->grid, p->block, args);
        L.step_limit = DG_STEP_LIMIT;
        if ((r = ptxvm_launch_kernel(k, &L, NULL)) != PTXVM_OK)
            st = DG_E_LAUNCH;
        else if ((r = ptxvm_memcpy_dtoh(vm, out, dout, nout)) != PTXVM_OK)
            st = DG_E_CREATE;
    }
    if (st != DG_OK)
        snprintf(why, whylen, "%s: %s: %s", dg_stage_name(st), ptxvm_result_name(r),
                 ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    if (st == DG_OK && A.live != 0) {
        snprintf(why, whylen, "%ld bytes not freed by ptxvm_destroy", A.live);
        st = DG_E_LEAK;
    }
    return st;
}

size_t dg_compare(const dg_prog *p, const unsigned *want, const unsigned *got, char *why,
                  size_t whylen)
{
    size_t n = dg_out_words(p), i, bad = 0, at = 0;
    why[0] = 0;
    for (i = 0; i < n; i++) {
        if (want[i] == got[i])
            continue;
        if (bad < 4 && at < whylen) {
            int w = snprintf(why + at, whylen - at, "%sthread %u word %u: got 0x%08x, twin 0x%08x",
                             bad ? "; " : "", (unsigned)(i / p->nout), (unsigned)(i % p->nout),
                             got[i], want[i]);
            if (w > 0)
                at += (size_t)w;
        }
        bad++;
    }
    return bad;
}
