/* Predicate chains, fused on the compacted code after the peephole pass
   (peephole.c), with its rules: no instruction but the first of a fused
   group is a jump target, each is the whole of its PTX instruction, and
   a predicate between them is dead when the kernel names it exactly
   twice, its definition and the one read (guards count as reads).

   nvcc tests a tile's halo and a wavefront's edges as ranges, `x < lo ||
   x > hi`, a setp pair on one register joined by or.pred (and.pred for
   `lo <= x && x <= hi`), and chains such ranges; the guard fusions
   (peephole_guard.c) leave one SETP_OR32/SETP_AND32 per comparison.
   Here, where the predicates between them are read nowhere else:

   - SETP_I32 p and the SETP_OR32/SETP_AND32 reading p, both comparing
     the same register, become one SETP2_OR32/SETP2_AND32 (ops_guard.h);
   - two SETP_OR32 (or two SETP_AND32) in a chain on one register become
     one SETP2 that also reads the first's incoming predicate; one plain
     move between them (nvcc schedules one there) runs first instead;
   - a SETP2 without an incoming predicate takes the and.pred/or.pred of
     its result with another predicate as that incoming one;
   - not.pred q, p and the branch guarded by q after it become the
     branch guarded by !p (pathfinder's `@!p bra` written as not.pred
     and `@q bra`).

   Each saves a dispatch per warp each time the chain runs; the results
   are the unfused code's bit for bit. */
#include "compile_int.h"
#include "jump_targets.h"
#include <string.h>

#define PIN_SYM 0xffffffffu
#define MANY 0xffu

PTXVM_INTERNAL void cc_pred_open(cc *C)
{
    pv_code *k = C->code;
    if (!C->col_sym || !k->npreds)
        return;
    C->pred_sym = (uint32_t *)pv_zalloc(C->h, (size_t)k->npreds * sizeof(uint32_t));
    if (!C->pred_sym)
        pv_fail_oom(C->d);
    C->npred_sym = k->npreds;
}

/* The n predicate slots from slot, a function's parameter or result:
   calls read them. */
PTXVM_INTERNAL void cc_pred_pin(cc *C, uint32_t slot, uint32_t n)
{
    uint32_t e;
    for (e = 0; e < n; e++)
        if (slot + e < C->npred_sym)
            C->pred_sym[slot + e] = PIN_SYM;
}

PTXVM_INTERNAL void cc_pred_close(cc *C)
{
    if (C->pred_sym)
        pv_free(C->h, C->pred_sym, (size_t)C->npred_sym * sizeof(uint32_t));
    C->pred_sym = NULL;
    C->npred_sym = 0;
}

PTXVM_INTERNAL void cc_note_pred(cc *C, uint32_t slot, uint32_t sym)
{
    if (slot < C->npred_sym && C->pred_sym[slot] != PIN_SYM)
        C->pred_sym[slot] = sym;
}

/* The predicate in slot p is named twice: its definition and one read.
   Slots the compiler made on its own have no name and never are. */
static int read_once(const cc *C, uint32_t p)
{
    uint32_t sym;
    if (p >= C->npred_sym)
        return 0;
    sym = C->pred_sym[p];
    return sym && sym != PIN_SYM && cc_name_count(C, sym) == 2;
}

/* The comparison code for b k a, given a k b's (PV_CMP_EQ..HS). */
static uint32_t cmp_swapped(uint32_t k)
{
    switch (k) {
    case PV_CMP_LT: return PV_CMP_GT;
    case PV_CMP_GT: return PV_CMP_LT;
    case PV_CMP_LE: return PV_CMP_GE;
    case PV_CMP_GE: return PV_CMP_LE;
    case PV_CMP_LO: return PV_CMP_HI;
    case PV_CMP_HI: return PV_CMP_LO;
    case PV_CMP_LS: return PV_CMP_HS;
    case PV_CMP_HS: return PV_CMP_LS;
    default: return k;
    }
}

/* The comparison of I (its a, b, aux) as reg k *other; 0 if I does not
   compare reg. */
static int compares(const pv_insn *I, uint32_t reg, uint32_t *k, uint32_t *other)
{
    if (I->a == reg) {
        *k = I->aux;
        *other = I->b;
        return 1;
    }
    if (I->b == reg) {
        *k = cmp_swapped(I->aux);
        *other = I->a;
        return 1;
    }
    return 0;
}

/* P then J, two comparisons of one register: J becomes the SETP2 of
   kind op with incoming predicate in (PV_NO_REG: none). */
static int range_into(pv_insn *P, pv_insn *J, uint32_t op, uint32_t in)
{
    uint32_t k1, k2, o1, o2;
    if (!compares(J, P->a, &k2, &o2)) {
        if (!compares(J, P->b, &k2, &o2))
            return 0;
        k1 = cmp_swapped(P->aux);
        o1 = P->a;
        J->a = P->b;
    } else {
        k1 = P->aux;
        o1 = P->b;
        J->a = P->a;
    }
    J->op = (uint16_t)op;
    J->b = o1;
    J->c = o2;
    J->x = in;
    J->aux = k1 | k2 << 8;
    return 1;
}

static int plain(const pv_insn *I)
{
    return I->guard == PV_NO_GUARD;
}

/* setp (SETP_I32 or a SETP_OR32/SETP_AND32 of kind) at i, then the
   SETP_OR32/SETP_AND32 of kind at j reading its predicate. */
static int chain_fuse(const cc *C, pv_insn *code, uint32_t i, uint32_t j)
{
    pv_insn *P = &code[i], *J = &code[j];
    uint32_t two;
    if (!plain(P) || !plain(J) || J->c != P->d || J->x == P->d || !read_once(C, P->d) ||
        !read_once(C, (uint32_t)J->x) || J->aux > PV_CMP_HS || P->aux > PV_CMP_HS)
        return 0;
    two = J->op == PV_OP_SETP_OR32 ? PV_OP_SETP2_OR32 : PV_OP_SETP2_AND32;
    if (P->op == PV_OP_SETP_I32)
        return range_into(P, J, two, PV_NO_REG);
    if (P->op != J->op || !read_once(C, (uint32_t)P->x) || P->c == P->d)
        return 0;
    return range_into(P, J, two, P->c);
}

/* A SETP2 with no incoming predicate, then the and.pred/or.pred of its
   kind reading its result: that predicate comes in. */
static int absorb(const cc *C, pv_insn *P, pv_insn *J)
{
    uint32_t other;
    if ((P->op == PV_OP_SETP2_OR32 ? PV_OP_OR_P : PV_OP_AND_P) != J->op ||
        (uint32_t)P->x != PV_NO_REG || !plain(P) || !plain(J) || !read_once(C, P->d))
        return 0;
    if (J->a == P->d && J->b != P->d)
        other = J->b;
    else if (J->b == P->d && J->a != P->d)
        other = J->a;
    else
        return 0;
    J->op = P->op;
    J->a = P->a;
    J->b = P->b;
    J->c = P->c;
    J->x = other;
    J->aux = P->aux;
    return 1;
}

/* not.pred q, p, then a branch guarded by q: the branch guarded by p
   the other way. (A branch is one record; a fused op's later records
   would still read q.) */
static int not_into_guard(const cc *C, const pv_insn *N, pv_insn *J)
{
    if (N->op != PV_OP_NOT_P || !plain(N) || J->op != PV_OP_BRA || plain(J) ||
        (J->guard & 0x7fffu) != N->d ||
        N->a > 0x7fffu || N->a == N->d || !read_once(C, N->d))
        return 0;
    J->guard = (uint16_t)(N->a | ((J->guard & PV_GUARD_NEG) ^ PV_GUARD_NEG));
    return 1;
}

PTXVM_INTERNAL uint32_t cc_fuse_pred(cc *C, pv_insn *code, uint32_t n, uint32_t *map)
{
    uint8_t *target = (uint8_t *)map;   /* map's own bytes: nothing to allocate */
    uint32_t i, gone = 0;
    if (!C->pred_sym || n < 2)
        return 0;
    memset(target, 0, (size_t)n + 1);
    pv_jump_targets(C->code, code, n, target);
    /* widened in place from the top: word i overwrites bytes 4i to
       4i + 3, each above i (or i itself, read first) and so read */
    for (i = n + 1; i-- > 0;)
        map[i] = target[i];
    for (i = 0; i + 1 < n; i++) {
        pv_insn *P = &code[i];
        uint32_t j = i + 1;
        int hit;
        if (map[j] || !cc_single(code, n, i))
            continue;
        if (P->op != PV_OP_SETP_I32 && P->op != PV_OP_SETP_OR32 && P->op != PV_OP_SETP_AND32 &&
            P->op != PV_OP_SETP2_OR32 && P->op != PV_OP_SETP2_AND32 && P->op != PV_OP_NOT_P)
            continue;
        /* one plain move between a chain's links runs before the first */
        if ((P->op == PV_OP_SETP_OR32 || P->op == PV_OP_SETP_AND32) && j + 1 < n &&
            !map[j + 1] && code[j].op == PV_OP_MOV32 && plain(&code[j]) &&
            code[j].d != P->a && code[j].d != P->b && code[j + 1].op == P->op &&
            code[j + 1].c == P->d && cc_single(code, n, j)) {
            pv_insn t = code[i];
            code[i] = code[j];
            code[j] = t;
            P = &code[j];
            i = j++;
        }
        if (!cc_single(code, n, j))
            continue;
        if (P->op == PV_OP_NOT_P)
            hit = not_into_guard(C, P, &code[j]);
        else if (P->op == PV_OP_SETP2_OR32 || P->op == PV_OP_SETP2_AND32)
            hit = absorb(C, P, &code[j]);
        else
            hit = (code[j].op == PV_OP_SETP_OR32 || code[j].op == PV_OP_SETP_AND32) &&
                  chain_fuse(C, code, i, j);
        if (hit) {
            map[i] = 2;
            gone++;
        }
    }
    return gone;
}
