/* Fusions for tile guards, run by the peephole pass (peephole.c) at each
   instruction after the tree fusions, with the same rules: a value
   between fused instructions is dead when the kernel names its register
   exactly twice, no fused instruction but the first is a jump target,
   and each is the whole of its PTX instruction.

   nvcc tests a tile's halo as a chain of setp and or.pred (or and.pred)
   instructions, each a dispatch of a few cycles' work, and moves
   constants into registers read once by the next instruction:

   - setp on 32-bit integers followed by the or.pred/and.pred reading its
     predicate becomes one SETP_OR32/SETP_AND32 (ops_guard.h). Predicate
     readers are not counted, so the comparison's predicate is still
     written. One independent mov.b32 between the two (nvcc schedules
     one there) is moved before the setp. A setp followed by the branch
     its predicate guards becomes one SETP_BRA32 the same way.
   - A run of parameter loads (a kernel's first instructions) becomes one
     LD_PARAMS dispatch over their records.
   - A constant's mov.b32 into a register that only the next ALU
     instruction reads becomes that instruction's operand: constants are
     columns like registers. */
#include "compile_int.h"

/* Ops that read a, b (and c) as 32-bit columns, nothing else, and so
   may read a constant column in place of a register. */
PTXVM_INTERNAL int cc_reads_cols32(uint32_t op, int *nsrc)
{
    switch (op) {
    case PV_OP_ADD_I32: case PV_OP_SUB_I32: case PV_OP_MUL_LO_I32:
    case PV_OP_MIN_S32: case PV_OP_MAX_S32: case PV_OP_MIN_U32: case PV_OP_MAX_U32:
    case PV_OP_AND_B32: case PV_OP_OR_B32: case PV_OP_XOR_B32:
    case PV_OP_SETP_I32: case PV_OP_ADD_F32: case PV_OP_SUB_F32: case PV_OP_MUL_F32:
        *nsrc = 2;
        return 1;
    case PV_OP_FMA_F32: case PV_OP_MAD_LO_I32:
        *nsrc = 3;
        return 1;
    default:
        return 0;
    }
}

static int const_into_next(cc *C, pv_insn *code, uint32_t n, uint32_t i,
                           const uint32_t *map)
{
    pv_insn *I = &code[i], *J;
    uint64_t v;
    int nsrc, hit = 0;
    if (I->op != PV_OP_MOV32 || I->guard != PV_NO_GUARD || i + 1 >= n ||
        map[i + 1] || !cc_const_column(C->code, I->a, &v))
        return 0;
    J = &code[i + 1];
    if (!cc_reads_cols32(J->op, &nsrc) || J->d == I->d ||
        cc_mentions(C, I->d) != 2 || !cc_single(code, n, i) || !cc_single(code, n, i + 1))
        return 0;
    if (J->a == I->d) { J->a = I->a; hit = 1; }
    if (J->b == I->d) { J->b = I->a; hit = 1; }
    if (nsrc == 3 && J->c == I->d) { J->c = I->a; hit = 1; }
    return hit;
}

/* What J does with setp P's predicate: 1 an or.pred/and.pred reading it
   (its other operand in *other), 2 a branch it guards, else 0. */
static int pred_reader(const pv_insn *P, const pv_insn *J, uint32_t *other)
{
    if (J->op == PV_OP_BRA)
        return J->guard != PV_NO_GUARD && (J->guard & 0x7fffu) == P->d ? 2 : 0;
    if ((J->op != PV_OP_OR_P && J->op != PV_OP_AND_P) || J->guard != PV_NO_GUARD)
        return 0;
    if (J->a == P->d)
        *other = J->b;
    else if (J->b == P->d)
        *other = J->a;
    else
        return 0;
    return 1;
}

/* An instruction that may run before setp P instead of after it: a plain
   move into a column P does not read (P writes only a predicate). */
static int swaps_with_setp(const pv_insn *P, const pv_insn *M)
{
    return M->op == PV_OP_MOV32 && M->guard == PV_NO_GUARD &&
           M->d != P->a && M->d != P->b;
}

static int setp_fuse(pv_insn *code, uint32_t n, uint32_t i, uint32_t *map)
{
    pv_insn *P = &code[i], *J;
    uint32_t j = i + 1, other = 0;
    int how;
    if (P->op != PV_OP_SETP_I32 || P->guard != PV_NO_GUARD || P->aux > PV_CMP_HS ||
        j >= n || map[j] || !cc_single(code, n, i))
        return 0;
    how = pred_reader(P, &code[j], &other);
    if (!how) {
        pv_insn t;
        if (j + 1 >= n || map[j + 1] || !swaps_with_setp(P, &code[j]) ||
            !cc_single(code, n, j) || !(how = pred_reader(P, &code[j + 1], &other)))
            return 0;
        t = code[i];             /* the move first, then setp and its reader */
        code[i] = code[j];
        code[j] = t;
        P = &code[j];
        i = j++;
    }
    if (!cc_single(code, n, j))
        return 0;
    J = &code[j];
    if (how == 2) {
        J->op = PV_OP_SETP_BRA32;
        J->c = (J->guard & PV_GUARD_NEG) ? 1u : 0u;
        J->guard = PV_NO_GUARD;
        J->d = P->d;
    } else {
        J->op = J->op == PV_OP_OR_P ? PV_OP_SETP_OR32 : PV_OP_SETP_AND32;
        J->x = P->d;
        J->c = other;
    }
    J->a = P->a;
    J->b = P->b;
    J->aux = P->aux;
    map[i] = 2;
    return 1;
}

/* A run of unguarded parameter loads becomes one LD_PARAMS over the
   records: how many it took, or 0. */
static uint32_t param_run(pv_insn *code, uint32_t n, uint32_t i, const uint32_t *map)
{
    uint32_t j = i + 1;
    if (code[i].op != PV_OP_LD_PARAM || code[i].guard != PV_NO_GUARD)
        return 0;
    while (j < n && !map[j] && code[j].op == PV_OP_LD_PARAM && code[j].guard == PV_NO_GUARD)
        j++;
    if (j - i < 2)
        return 0;
    code[i].op = PV_OP_LD_PARAMS;
    code[i].c = j - i;
    return j - i;
}

PTXVM_INTERNAL uint32_t cc_fuse_guard(cc *C, pv_insn *code, uint32_t n, uint32_t i,
                                      uint32_t *map)
{
    uint32_t k = i, run;
    if (const_into_next(C, code, n, i, map)) {
        map[i] = 2;
        return 1;
    }
    if (setp_fuse(code, n, i, map))
        return map[k] == 2 ? 1 : 2;
    run = param_run(code, n, i, map);
    return run;
}
