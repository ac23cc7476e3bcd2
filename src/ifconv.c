/* If-conversion: `@p bra L; <a few plain instructions>; L:` is a fork
   and a merge whenever the lanes disagree on p (a wavefront's `if (tx
   <= d)`, a tree level's `if (tid % 2s == 0)`): the lanes that branch
   park at L, the others run the block, and the JOIN at L regroups them,
   three passes over the warp's lane PCs for a block of a dozen
   instructions. Guarding each skipped instruction with !p instead lets
   the whole group run the block, each instruction masked by its guard,
   with the same effect on every lane: the instructions allowed are
   those that act on the lanes of their mask alone (integer and float
   arithmetic, moves, compares, loads and stores), none may write p, and
   nothing may branch into the block. The branch is kept, marked
   PV_BRA_FALLS: when every running lane branches it still jumps, so a
   warp that skips the block whole costs what it did.

   An instruction whose destination is scratch (scratch_regs.c: no lane
   outside the group computing it can need it) needs no guard at all:
   lanes that would have waited at L cannot need it either, and such an
   instruction cannot fault, so it runs unguarded on its full-warp path. */
#include "ifconv.h"
#include "jump_targets.h"
#include <string.h>

#define IF_MAX 32u           /* the longest block converted */

/* 0: not allowed in a converted block; 1: allowed; 2: allowed, writes
   the predicate slot d. */
static int if_kind(uint32_t op)
{
    switch (op) {
    case PV_OP_MOVP: case PV_OP_MOV_PN: case PV_OP_SETP_CONST:
    case PV_OP_AND_P: case PV_OP_OR_P: case PV_OP_XOR_P: case PV_OP_NOT_P:
    case PV_OP_SETP_I32: case PV_OP_SETP_I64: case PV_OP_SETP_F32: case PV_OP_SETP_F64:
        return 2;
    case PV_OP_MOV32: case PV_OP_MOV64:
    case PV_OP_CVT_U32_U64: case PV_OP_CVT_S32_S64: case PV_OP_CVT_U64_U32:
    case PV_OP_CVT_S64_S32: case PV_OP_CVT_U16_U32: case PV_OP_CVT_S16_S32:
    case PV_OP_CVT_U8_U32: case PV_OP_CVT_S8_S32:
    case PV_OP_ADD_I32: case PV_OP_ADD_I64: case PV_OP_SUB_I32: case PV_OP_SUB_I64:
    case PV_OP_MUL_LO_I32: case PV_OP_MUL_LO_I64: case PV_OP_MUL_HI_U32:
    case PV_OP_MUL_HI_S32: case PV_OP_MUL_WIDE_U32: case PV_OP_MUL_WIDE_S32:
    case PV_OP_MAD_LO_I32: case PV_OP_MAD_LO_I64: case PV_OP_MAD_WIDE_U32:
    case PV_OP_MAD_WIDE_S32: case PV_OP_NEG_I32: case PV_OP_NEG_I64:
    case PV_OP_MIN_U32: case PV_OP_MIN_S32: case PV_OP_MAX_U32: case PV_OP_MAX_S32:
    case PV_OP_MIN_U64: case PV_OP_MIN_S64: case PV_OP_MAX_U64: case PV_OP_MAX_S64:
    case PV_OP_AND_B32: case PV_OP_OR_B32: case PV_OP_XOR_B32: case PV_OP_NOT_B32:
    case PV_OP_AND_B64: case PV_OP_OR_B64: case PV_OP_XOR_B64: case PV_OP_NOT_B64:
    case PV_OP_SHL_B32: case PV_OP_SHR_U32: case PV_OP_SHR_S32:
    case PV_OP_SHL_B64: case PV_OP_SHR_U64: case PV_OP_SHR_S64:
    case PV_OP_SHL_IMM32: case PV_OP_SHR_U_IMM32: case PV_OP_SHR_S_IMM32:
    case PV_OP_SHL_IMM64: case PV_OP_SHR_U_IMM64: case PV_OP_SHR_S_IMM64:
    case PV_OP_SELP32: case PV_OP_SELP64:
    case PV_OP_ADD_F32: case PV_OP_SUB_F32: case PV_OP_MUL_F32: case PV_OP_FMA_F32:
    case PV_OP_ADD_F64: case PV_OP_SUB_F64: case PV_OP_MUL_F64: case PV_OP_FMA_F64:
    case PV_OP_ADD_I64_XS: case PV_OP_ADDR_OF: case PV_OP_LD_PARAM:
    case PV_OP_LD_XS:            /* its records are plain: all take the guard */
    case PV_OP_LD: case PV_OP_ST:
        return 1;
    default:
        return 0;
    }
}

/* The guard under which branch B's lanes jump (a slot, PV_GUARD_NEG
   for @!p), or PV_NO_GUARD where B is no candidate: a guarded BRA, or
   an unguarded SETP_BRA32 (its predicate d, negated where c says). */
static uint32_t if_branch_guard(const pv_insn *B)
{
    if (B->op == PV_OP_BRA)
        return B->aux ? PV_NO_GUARD : B->guard;
    if (B->op == PV_OP_SETP_BRA32 && B->guard == PV_NO_GUARD && B->c <= 1u)
        return B->d | (B->c ? PV_GUARD_NEG : 0u);
    return PV_NO_GUARD;
}

/* The block after branch i (to t, jumping under guard g) may be
   guarded. */
static int if_block(const pv_insn *code, const uint8_t *target, uint32_t i, uint32_t t,
                    uint32_t g)
{
    uint32_t j, slot = g & 0x7fffu;
    for (j = i + 1; j < t; j++) {
        const pv_insn *I = &code[j];
        int kind = if_kind(I->op);
        if (!kind || target[j] || I->guard != PV_NO_GUARD ||
            (kind == 2 && I->d == slot))
            return 0;
    }
    return 1;
}

PTXVM_INTERNAL int pv_if_convert(pv_heap *h, pv_code *k)
{
    pv_insn *code = k->insns;
    uint32_t n = k->ninsns, i, j;
    uint8_t *target;
    if (n < 3)
        return 0;
    target = (uint8_t *)pv_realloc(h, NULL, 0, n + 1u);
    if (!target)
        return -1;
    memset(target, 0, n + 1u);
    pv_jump_targets(k, code, n, target);
    for (i = 0; i + 2 < n; i++) {
        pv_insn *B = &code[i];
        uint32_t t = (uint32_t)B->x, g = if_branch_guard(B);
        if (g == PV_NO_GUARD || B->x >= n || t <= i + 1 || t - i - 1 > IF_MAX ||
            !if_block(code, target, i, t, g))
            continue;
        for (j = i + 1; j < t; j++)
            if (code[j].scratch != ~0u || code[j].op == PV_OP_LD ||
                code[j].op == PV_OP_ST || code[j].op == PV_OP_LD_PARAM)
                code[j].guard = (uint16_t)(g ^ PV_GUARD_NEG);
        if (B->op == PV_OP_BRA)
            B->aux = PV_BRA_FALLS;
        else
            B->c |= PV_SETP_BRA_FALLS;
    }
    pv_free(h, target, n + 1u);
    return 0;
}
