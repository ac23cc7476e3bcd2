/* Copies of kernel parameters and of constants, removed before the
   other fusions (peephole.c) look at the code.

   nvcc loads each pointer parameter and later copies it once more
   before its first use, in the block that uses it:

       ld.param.u64         %rd20, [k_param_2];      (the kernel's start)
       ...
       cvta.to.global.u64   %rd25, %rd20;            (MOV64 here)
       add.s64              %rd6, %rd25, %rd5;

   and it moves a float constant into a register that a loop's
   arithmetic reads several times (`mov.f32 %f16, 0fC0000000` before two
   fma). Each copy is a dispatch and a pass over a column every time its
   block runs (7–9% of the instructions a BFS or backprop kernel runs).

   - When the parameter's register is named only by its load and the
     copy, and the copy's register is written by the copy alone, the
     load writes the copy's register and the copy goes.
   - When a constant's register is written by its move alone and every
     instruction that names it is arithmetic reading 32-bit columns
     (counted here against the IR's names), each reads the constant's
     column instead and the move goes.

   The register then holds its value from the kernel's start (or is
   never written), where before it was undefined until the copy: no lane
   can tell, since it held nothing a program may read. A parameter or a
   constant is the same every time, so it does not matter how often the
   copy's block runs. */
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

static uint32_t forward_params(cc *C, pv_insn *code, uint32_t n, uint32_t *map,
                               uint32_t *at)
{
    uint32_t j, u, removed = 0;
    param_loads(C, code, n, at);
    for (j = 0; j < n; j++) {
        pv_insn *M = &code[j], *L;
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
    return removed;
}

/* The operand fields of instruction i that read 32-bit columns: how
   many (2 or 3), or 0 when i is not such arithmetic. */
static int col_reads(const pv_insn *code, uint32_t n, uint32_t i)
{
    int nsrc;
    if (!cc_reads_cols32(code[i].op, &nsrc) || !cc_single(code, n, i))
        return 0;
    return nsrc;
}

static uint32_t *field(pv_insn *I, int f)
{
    return f == 0 ? &I->a : f == 1 ? &I->b : &I->c;
}

/* reads[u]: how many operand fields of arithmetic name column unit u
   (UINT32_MAX once its move is marked to go); then what replaces it,
   the constant's slot + 1, or 0. */
static uint32_t forward_consts(cc *C, pv_insn *code, uint32_t n, uint32_t *map,
                               uint32_t *reads)
{
    uint32_t i, u, removed = 0;
    uint64_t v;
    int f, nsrc;
    for (i = 0; i < n; i++)
        for (f = 0, nsrc = col_reads(code, n, i); f < nsrc; f++) {
            uint32_t s = *field(&code[i], f);
            if (s % CC_COL32 == 0 && s / CC_COL32 < C->ncols)
                reads[s / CC_COL32]++;
        }
    for (i = 0; i < n; i++) {
        pv_insn *M = &code[i];
        if (M->op != PV_OP_MOV32 || M->guard != PV_NO_GUARD || map[i] ||
            M->d % CC_COL32 || (u = M->d / CC_COL32) >= C->ncols ||
            !cc_const_column(C->code, M->a, &v) || !cc_single(code, n, i) ||
            cc_defs(C, M->d) != 1 || cc_mentions(C, M->d) != 1 + reads[u])
            continue;
        reads[u] = UINT32_MAX;       /* marked; the slot goes in below */
        map[i] = 2;
        removed++;
    }
    if (!removed)
        return 0;
    for (u = 0; u < C->ncols; u++)   /* from counts to replacements */
        reads[u] = 0;
    for (i = 0; i < n; i++)
        if (map[i] == 2 && code[i].op == PV_OP_MOV32)
            reads[code[i].d / CC_COL32] = code[i].a + 1;
    for (i = 0; i < n; i++)
        for (f = 0, nsrc = col_reads(code, n, i); f < nsrc; f++) {
            uint32_t *s = field(&code[i], f);
            if (*s % CC_COL32 == 0 && *s / CC_COL32 < C->ncols && reads[*s / CC_COL32])
                *s = reads[*s / CC_COL32] - 1;
        }
    return removed;
}

PTXVM_INTERNAL uint32_t cc_forward_copies(cc *C, pv_insn *code, uint32_t n, uint32_t *map)
{
    uint32_t *at, removed;
    size_t bytes = (size_t)C->ncols * sizeof *at;
    at = (uint32_t *)pv_zalloc(C->h, bytes);
    if (!at)
        return UINT32_MAX;           /* the caller frees map and fails */
    memset(map, 0, (size_t)n * sizeof *map);
    removed = forward_params(C, code, n, map, at);
    memset(at, 0, bytes);
    removed += forward_consts(C, code, n, map, at);
    pv_free(C->h, at, bytes);
    return removed;
}
