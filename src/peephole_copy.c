/* Copies of kernel parameters, removed before the other fusions
   (peephole.c) look at the code.

   nvcc loads each pointer parameter and later copies it once more
   before its first use, in the block that uses it:

       ld.param.u64         %rd20, [k_param_2];      (the kernel's start)
       ...
       cvta.to.global.u64   %rd25, %rd20;            (MOV64 here)
       add.s64              %rd6, %rd25, %rd5;

   The copy is a dispatch and a pass over a 64-bit column each time the
   block runs (7–9% of the instructions a BFS or backprop kernel runs).
   When the parameter's register is named only by its load and the copy,
   and the copy's register is written by the copy alone, the load writes
   the copy's register and the copy goes. The register then holds the
   parameter from the kernel's start, where before it was undefined until
   the copy: no lane can tell, since it held nothing a program may read.
   A parameter is the same at every load, so it does not matter how often
   the copy's block runs. */
#include "compile_int.h"

/* Which LD_PARAM writes each 64-bit column: its index + 1, 0 for none,
   UINT32_MAX when several do. at has C->ncols entries. */
static void param_loads(const cc *C, const pv_insn *code, uint32_t n, uint32_t *at)
{
    uint32_t i, u;
    for (i = 0; i < n; i++) {
        if (code[i].op != PV_OP_LD_PARAM || !(code[i].aux & PV_MEM_WIDE_DST))
            continue;
        u = code[i].d / CC_COL32;
        if (u < C->ncols)
            at[u] = at[u] ? UINT32_MAX : i + 1;
    }
}

PTXVM_INTERNAL uint32_t cc_forward_params(cc *C, pv_insn *code, uint32_t n, uint32_t *map)
{
    uint32_t *at, j, u, removed = 0;
    at = (uint32_t *)pv_zalloc(C->h, (size_t)C->ncols * sizeof *at);
    if (!at)
        return UINT32_MAX;           /* the caller frees map and fails */
    param_loads(C, code, n, at);
    for (j = 0; j < n; j++) {
        pv_insn *M = &code[j], *L;
        map[j] = 0;
        if (M->op != PV_OP_MOV64 || !cc_single(code, n, j))
            continue;
        u = M->a / CC_COL32;
        if (u >= C->ncols || !at[u] || at[u] == UINT32_MAX)
            continue;
        L = &code[at[u] - 1];
        if (L->d != M->a || !cc_single(code, n, at[u] - 1) ||
            cc_mentions(C, M->a) != 2 || cc_defs(C, M->d) != 1)
            continue;
        L->d = M->d;
        at[u] = UINT32_MAX;          /* its register is the copy's now */
        map[j] = 2;
        removed++;
    }
    pv_free(C->h, at, (size_t)C->ncols * sizeof *at);
    return removed;
}
