/* Fused global loads, run by the peephole pass (peephole.c) at each
   instruction after the tree and guard fusions: no record but the first
   is a jump target, and each is the whole of its PTX instruction.

   nvcc reads an array element as mul.wide (or cvt) and add.s64, fused
   before this into one ADD_I64_XS, then the ld.global through it, then
   usually one instruction consuming the value: three dispatches a
   element, six an iteration of a grid-stride sum. The ADD_I64_XS, the
   unguarded LD of one element a lane in .global or generic space through
   its result, and an unguarded add.s32 reading the loaded value become
   one LD_XS dispatch over the three records (ops_load.h); without such
   an add, over the first two. The records stay as they are, so the
   handler runs them as written, registers included: nothing needs to be
   dead, and a fault is the LD's. */
#include "compile_int.h"

/* Whether L is an LD the fast global path may take, through T. */
static int plain_global_ld(const pv_insn *L, uint32_t t)
{
    const uint32_t aux = L->aux, space = PV_MEM_SPACE(aux);
    return L->op == PV_OP_LD && L->guard == PV_NO_GUARD && L->a == t &&
           PV_MEM_VEC(aux) == 1 && (space == SP_GLOBAL || space == SP_NONE) &&
           !(aux & PV_MEM_ADDR32);
}

PTXVM_INTERNAL uint32_t cc_fuse_load(cc *C, pv_insn *code, uint32_t n, uint32_t i,
                                     uint32_t *map)
{
    pv_insn *X = &code[i];
    const pv_insn *A;
    uint32_t c = 2;
    PV_UNUSED(C);
    if (X->op != PV_OP_ADD_I64_XS || X->guard != PV_NO_GUARD || i + 2 > n ||
        map[i + 1] || !cc_single(code, n, i) || !cc_single(code, n, i + 1) ||
        !plain_global_ld(&code[i + 1], X->d))
        return 0;
    A = &code[i + 2];
    if (i + 2 < n && !map[i + 2] && A->op == PV_OP_ADD_I32 && A->guard == PV_NO_GUARD &&
        (A->a == code[i + 1].d || A->b == code[i + 1].d) && cc_single(code, n, i + 2) &&
        !(code[i + 1].aux & PV_MEM_WIDE_DST))
        c = 3;
    X->op = PV_OP_LD_XS;
    X->c = c;
    return c;
}

/* An array's base pointer is nearly always a kernel parameter. When it
   is preloaded (compile_preload.c), nothing but the launch writes its
   column and every lane holds the same value, so LD_XS's whole-warp path
   skips the compare of its 32 lanes (ldxs_run.h). One pass notes the
   columns of preloaded 64-bit loads, one marks the LD_XS reading them:
   linear in the kernel's size. */
PTXVM_INTERNAL void cc_mark_xs_bases(cc *C)
{
    pv_code *k = C->code;
    const uint32_t ncols = k->rf_bytes / CC_COL32 + 1;
    uint8_t *pre = (uint8_t *)pv_realloc(C->h, NULL, 0, ncols);
    uint32_t i;
    if (!pre)
        pv_fail_oom(C->d);
    memset(pre, 0, ncols);
    for (i = 0; i < k->ninsns; i++) {
        const pv_insn *R = &k->insns[i];
        if ((R->op == PV_OP_LD_PARAM || R->op == PV_OP_LD_PARAMS) &&
            (R->aux & PV_MEM_PRELOAD) && (R->aux & PV_MEM_WIDE_DST) &&
            R->d % CC_COL32 == 0 && R->d / CC_COL32 < ncols)
            pre[R->d / CC_COL32] = 1;
    }
    for (i = 0; i < k->ninsns; i++) {
        pv_insn *I = &k->insns[i];
        if (I->op == PV_OP_LD_XS && I->a != PV_NO_REG && I->a % CC_COL32 == 0 &&
            I->a / CC_COL32 < ncols && pre[I->a / CC_COL32])
            I->x |= PV_XS_BASE_ONE;
    }
    pv_free(C->h, pre, ncols);
}
