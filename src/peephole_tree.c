/* Fusions for reductions, scans and counters, run by the peephole pass
   (peephole.c) at each instruction before its pair fusions, with the same
   rules: a value between fused instructions is dead when the kernel
   names its register exactly twice, no fused instruction but the first
   is a jump target, and each is the whole of its PTX instruction.

   - A constant moved into a register that only a later shfl.sync of the
     same straight run reads (nvcc's `mov.b32 %r, -1` for the member mask
     and the clamp, inside every step of a shuffle loop) becomes that
     shfl's operand: constants are columns like registers.
   - ld.shared, an add and st.shared of the same address, the loaded and
     the summed values dead (a thread's byte counter, s[i]++), become one
     SHARED_INC (ops_atom.h): one bounds check instead of two and one
     dispatch instead of three.
   - The setp on the lane, selp and add of a shuffle scan's step become
     one SCAN_ADD32 (ops_warp.h): one pass over the lanes, not three.
   - A shfl whose value only the next instruction reads, an add of a
     reduction step or a scan's SCAN_ADD32, gets PV_WARP_NEXT: over a
     converged warp the shfl hands its values straight to that
     instruction and the pair costs one dispatch (cc_fuse_tree_next,
     on the compacted code, where the next instruction is final). */
#include "compile_int.h"
#include "jump_targets.h"

/* How far a constant's move may stand before its shfl. */
#define TREE_MOVE_REACH 4u

static int mov_into_shfl(cc *C, pv_insn *code, uint32_t n, uint32_t i,
                         const uint32_t *map)
{
    pv_insn *I = &code[i];
    uint32_t j, r = I->d;
    uint64_t v;
    if (I->op != PV_OP_MOV32 || I->guard != PV_NO_GUARD ||
        !cc_const_column(C->code, I->a, &v) || cc_mentions(C, r) != 2 ||
        !cc_single(code, n, i))
        return 0;
    for (j = i + 1; j < n && j <= i + TREE_MOVE_REACH; j++) {
        pv_insn *J = &code[j];
        if (map[j] == 1)         /* a jump target: other paths reach it */
            return 0;
        if (map[j] == 2)
            continue;
        if (J->op == PV_OP_SHFL) {
            /* a, b, c and the member mask x are all sources */
            if (J->d == r)
                return 0;
            if (J->a != r && J->b != r && J->c != r && J->x != r)
                continue;
            if (J->a == r) J->a = I->a;
            if (J->b == r) J->b = I->a;
            if (J->c == r) J->c = I->a;
            if (J->x == r) J->x = I->a;
            return 1;
        }
        if (J->op == PV_OP_BRA || J->op == PV_OP_BRX || J->op == PV_OP_EXIT ||
            J->op == PV_OP_CALL || J->op == PV_OP_CALL_IND || J->op == PV_OP_RET ||
            J->op == PV_OP_JOIN)
            return 0;
    }
    return 0;
}

/* The load's descriptor, less the sign, is the store's: same space,
   size, vector length and address width. */
#define TREE_MEM_SHAPE(aux) ((aux) & ~PV_MEM_SIGNED)

static int counter_inc(cc *C, pv_insn *code, uint32_t n, uint32_t i,
                       const uint32_t *map)
{
    pv_insn *L = &code[i], *A, *S;
    uint32_t size, inc;
    if (i + 2 >= n || L->op != PV_OP_LD || map[i + 1] || map[i + 2])
        return 0;
    A = &code[i + 1];
    S = &code[i + 2];
    size = PV_MEM_SIZE(L->aux);
    if (S->op != PV_OP_ST || PV_MEM_SPACE(L->aux) != SP_SHARED ||
        PV_MEM_VEC(L->aux) != 1 || (L->aux & PV_MEM_WIDE_DST) ||
        (size != 1 && size != 2 && size != 4) || L->a == PV_NO_REG ||
        S->a != L->a || S->x != L->x ||
        TREE_MEM_SHAPE(S->aux) != TREE_MEM_SHAPE(L->aux) ||
        L->guard != A->guard || A->guard != S->guard || A->d != S->d)
        return 0;
    /* the add: 32-bit, or 16-bit for a counter of at most 16 bits; the
       sum's low bytes are the same either way */
    if (A->op == PV_OP_ADD_I32)
        ;
    else if (A->op == PV_OP_I32_3 && A->aux == PV_IO_ADD16 && size <= 2)
        ;
    else
        return 0;
    if (A->a == L->d && A->b != L->d)
        inc = A->b;
    else if (A->b == L->d && A->a != L->d)
        inc = A->a;
    else
        return 0;
    if (inc == A->d || L->d == L->a || cc_mentions(C, L->d) != 2 ||
        cc_mentions(C, A->d) != 2 || !cc_single(code, n, i) ||
        !cc_single(code, n, i + 1) || !cc_single(code, n, i + 2))
        return 0;
    S->op = PV_OP_SHARED_INC;
    S->d = L->d;
    S->b = inc;
    S->c = L->c;
    S->aux = L->aux;
    S->src = L->src;         /* a fault is the load's */
    return 2;
}

/* nvcc's step of a shuffle scan after its shfl: setp.lt.s32 p, lane, k;
   selp.b32 t, 0, v, p; add.s32 s, t, s, unguarded, t dead. The
   predicate is still written (its readers are not counted). */
static int scan_step(cc *C, pv_insn *code, uint32_t n, uint32_t i,
                     const uint32_t *map)
{
    pv_insn *P = &code[i], *L, *A;
    uint32_t other;
    uint64_t zero;
    if (i + 2 >= n || P->op != PV_OP_SETP_I32 || P->aux != PV_CMP_LT ||
        map[i + 1] || map[i + 2])
        return 0;
    L = &code[i + 1];
    A = &code[i + 2];
    if (L->op != PV_OP_SELP32 || A->op != PV_OP_ADD_I32 || L->c != P->d ||
        P->guard != PV_NO_GUARD || L->guard != PV_NO_GUARD ||
        A->guard != PV_NO_GUARD || !cc_const_column(C->code, L->a, &zero) ||
        (uint32_t)zero != 0)
        return 0;
    if (A->a == L->d && A->b != L->d)
        other = A->b;
    else if (A->b == L->d && A->a != L->d)
        other = A->a;
    else
        return 0;
    if (L->b == L->d || cc_mentions(C, L->d) != 2 || !cc_single(code, n, i) ||
        !cc_single(code, n, i + 1) || !cc_single(code, n, i + 2))
        return 0;
    A->op = PV_OP_SCAN_ADD32;
    A->x = P->d;
    A->aux = other;
    A->c = L->b;
    A->a = P->a;
    A->b = P->b;
    return 2;
}

PTXVM_INTERNAL uint32_t cc_fuse_tree(cc *C, pv_insn *code, uint32_t n, uint32_t i,
                                     uint32_t *map)
{
    uint32_t k;
    if (map[i] == 2)
        return 0;
    if (mov_into_shfl(C, code, n, i, map)) {
        map[i] = 2;
        return 1;
    }
    k = counter_inc(C, code, n, i, map);
    if (!k)
        k = scan_step(C, code, n, i, map);
    if (k) {
        map[i] = map[i + 1] = 2;
        return k;
    }
    return 0;
}

/* Marks (1) at every jump target and function entry of the n
   instructions, one pass (C's heap; the caller frees n bytes). */
static uint8_t *tree_targets(cc *C, const pv_insn *code, uint32_t n)
{
    const pv_code *k = C->code;
    uint8_t *t = (uint8_t *)pv_realloc(C->h, NULL, 0, (size_t)n + 1);
    if (!t)
        pv_fail_oom(C->d);
    memset(t, 0, (size_t)n + 1);
    pv_jump_targets(k, code, n, t);
    return t;
}

/* Does N read column r exactly once, as the operand the fast path of
   a PV_WARP_NEXT shfl replaces (exec_sync.h: shfl_next)? */
static int reads_shfl_value(const pv_insn *N, uint32_t r)
{
    if (N->guard != PV_NO_GUARD)
        return 0;
    if (N->op == PV_OP_ADD_I32)
        return (N->a == r) != (N->b == r);
    if (N->op == PV_OP_SCAN_ADD32)
        return N->c == r && N->a != r && N->b != r && N->aux != r;
    return 0;
}

PTXVM_INTERNAL void cc_fuse_tree_next(cc *C, pv_insn *code, uint32_t n)
{
    uint8_t *target = NULL;   /* made at the first candidate */
    uint32_t i;
    for (i = 0; i + 1 < n; i++) {
        pv_insn *S = &code[i];
        if (S->op != PV_OP_SHFL || S->guard != PV_NO_GUARD || S->d == PV_NO_REG ||
            !reads_shfl_value(&code[i + 1], S->d) || cc_mentions(C, S->d) != 2 ||
            !cc_single(code, n, i) || !cc_single(code, n, i + 1))
            continue;
        if (!target)
            target = tree_targets(C, code, n);
        if (!target[i + 1]) {
            S->aux |= PV_WARP_NEXT;
            cc_mark_scan_loop(code, n, i, target);
        }
    }
    if (target)
        pv_free(C->h, target, (size_t)n + 1);
}
