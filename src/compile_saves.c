/* Which registers a recursive function must save when it is entered
   (compile_call.c lists every register its body names).

   An outer activation of F on a lane is suspended at one of F's calls, so
   F's entry needs to keep only the registers that can hold a live value
   at a call. Split F's bytecode into straight-line runs: a run starts at
   F's entry, at a JOIN (every branch target is one) and after a branch,
   call, return, exit or trap, so each lane enters a run only at its
   start. A register whose first mention in every run is a plain write of
   all of it (an unguarded op from a short list whose destination it is
   and which reads nothing of it) never carries a value from one run into
   another, so none across a call: F need not save it. The fields an op
   reads are those its disassembly format names (disasm_ops.c); a format
   naming a block of columns, or an op without one, counts as mentioning
   every register. The frame pointer and return PC, which RET reads
   without naming them, are always kept. */
#include "compile_callbuf.h"
#include "disasm.h"

/* Work bound: bytecode length times candidates; past it, save them all. */
#define SV_MAX_WORK (1u << 24)

/* Ends a run. */
static int sv_ends(uint32_t op)
{
    return op == PV_OP_BRA || op == PV_OP_BRX || op == PV_OP_CALL ||
           op == PV_OP_CALL_IND || op == PV_OP_RET || op == PV_OP_EXIT ||
           op == PV_OP_TRAP;
}

/* The bytes of the column an op of the short list writes through d, or
   predicate (1) for SETP_I32; 0 for any other op. Each writes d for the
   running lanes from a, b, x only. */
static uint32_t sv_plain_write(const pv_insn *I, int *pred)
{
    *pred = 0;
    switch (I->op) {
    case PV_OP_MOV32: case PV_OP_ADD_I32: case PV_OP_SUB_I32: case PV_OP_MUL_LO_I32:
        return CC_COL32;
    case PV_OP_MOV64: case PV_OP_ADD_I64: case PV_OP_SUB_I64:
        return CC_COL64;
    case PV_OP_SETP_I32:
        *pred = 1;
        return 1;
    case PV_OP_LD:
        if (PV_MEM_VEC(I->aux) != 1)
            return 0;
        return (I->aux & PV_MEM_WIDE_DST) ? CC_COL64 : CC_COL32;
    default:
        return 0;
    }
}

/* Does column range [s, s + n) (pred: predicate slots) meet a mention of
   field value f as role r, a column w bytes wide? Predicates count as up
   to four slots (pairs and vectors). */
static int sv_meets(uint32_t s, uint32_t n, int pred, uint32_t f, char r, uint32_t w)
{
    if (f == PV_NO_REG)
        return 0;
    if (r == 'p')
        return pred && f <= s && s < f + 4u;
    if (r == 'r')
        return !pred && f < s + n && s < f + w;
    return 0;
}

/* 0: I does not mention save entry e; 1: I writes all of it plainly;
   2: any other mention. */
static int sv_mention(const pv_insn *I, const pv_save *e)
{
    const pv_op_info *info = pv_op_info_of(I->op);
    const char *f;
    uint32_t n = e->kind == 8 ? CC_COL64 : CC_COL32, w, cw, hit = 0;
    int pred = e->kind == 0, wpred;
    if (!info)
        return 2;
    w = sv_plain_write(I, &wpred);     /* the short list's columns: exact */
    cw = w && !wpred ? w : I->op == PV_OP_SETP_I32 ? CC_COL32 : CC_COL64;
    if (I->guard != PV_NO_GUARD && pred && (I->guard & 0x7fffu) == e->slot)
        return 2;
    if (I->op == PV_OP_LD || I->op == PV_OP_ST) {
        /* vector elements: consecutive columns c bytes apart */
        uint32_t v, vec = PV_MEM_VEC(I->aux);
        uint32_t dw = (PV_MEM_SIZE(I->aux) == 8 || (I->aux & PV_MEM_WIDE_DST)) ? CC_COL64
                                                                               : CC_COL32;
        if (sv_meets(e->slot, n, pred, I->a, 'r',
                     (I->aux & PV_MEM_ADDR32) ? CC_COL32 : CC_COL64))
            return 2;
        for (v = 0; v < vec; v++)
            if (sv_meets(e->slot, n, pred, I->d + v * I->c, 'r', dw))
                hit = 1;
        if (!hit)
            return 0;
    } else {
        for (f = info->fmt; *f;) {
            uint32_t val;
            char field = f[0], role;
            if (field == ' ') {
                f++;
                continue;
            }
            if (f[1] != ':' || !f[2])
                return 2;
            role = f[2];
            f += 3;
            if (role == 'B')
                return 2;
            switch (field) {
            case 'd': val = I->d; break;
            case 'a': val = I->a; break;
            case 'b': val = I->b; break;
            case 'c': val = I->c; break;
            default: val = PV_NO_REG; break;   /* x, k: never columns */
            }
            if ((role == 'r' || role == 'p') && (field == 'x' || field == 'k'))
                return 2;
            if (sv_meets(e->slot, n, pred, val, role, cw)) {
                if (field != 'd')
                    return 2;
                hit = 1;
            }
        }
        if (!hit)
            return 0;
    }
    if (I->guard == PV_NO_GUARD && w && wpred == pred && I->d == e->slot &&
        w == (pred ? 1u : n) &&
        I->op != PV_OP_ST)
        return 1;
    return 2;
}

PTXVM_INTERNAL void cc_saves_needed(cc *C, uint32_t from, uint32_t to, const pv_save *e,
                                    uint32_t n, uint8_t *keep)
{
    const pv_insn *code = C->code->insns;
    uint32_t i, j, run_start = 1;
    uint8_t *seen = keep;       /* bit 1: mentioned in this run */
    if ((uint64_t)(to - from) * n > SV_MAX_WORK) {
        memset(keep, 1, n);
        return;
    }
    memset(keep, 0, n);
    for (i = from; i < to; i++) {
        const pv_insn *I = &code[i];
        if (I->op == PV_OP_JOIN || run_start) {
            for (j = 0; j < n; j++)
                seen[j] &= 1u;
            run_start = 0;
        }
        for (j = 0; j < n; j++) {
            int k;
            if (seen[j] & 3u)            /* kept, or settled in this run */
                continue;
            k = sv_mention(I, &e[j]);
            if (k == 2)
                keep[j] = 1;
            else if (k == 1)
                seen[j] |= 2u;
        }
        run_start = sv_ends(I->op);
    }
    for (j = 0; j < n; j++)
        keep[j] &= 1u;
}

/* Whether F's stack pointer stays where its entry set it wherever F runs
   (no alloca, no stackrestore): then at each of F's calls it is F's
   frame pointer plus F's frame and save area. */
static int sv_fixed_sp(const pv_code *k, uint32_t from, uint32_t to)
{
    uint32_t i;
    for (i = from; i < to; i++)
        if (k->insns[i].op == PV_OP_ALLOCA || k->insns[i].op == PV_OP_STACKRESTORE)
            return 0;
    return 1;
}

/* A call of F by F itself suspends the caller there, so that call needs
   to keep only what is live across it, not all F's list: walking on from
   the call to the end of its run, a register whose first mention is a
   plain write is dead there, one first read is live, and one the run
   does not mention is live when F's list keeps it (the list holds every
   register that can carry a value from one run into another). The frame
   pointer and return PC are always kept, except that when F never
   moves its stack pointer off its frame (no alloca, no stackrestore)
   its calls of itself leave the frame pointer out: the stack pointer
   there is the frame pointer plus F's frame and save area, so the
   return works it out (CALL c carries PV_CALL_FP_FROM_SP). The list
   goes after F's in pv_code.saves, the call's aux its start and c its
   length; entry and return find it through the call (exec_ctrl.c). Calls from elsewhere,
   and through pointers, keep F's whole list. Each walk stops at the
   next call, so the walks together cover F's code once. Runs as soon as
   F is compiled: F's code is all from its entry on, so every call of F
   there is F's own. */
PTXVM_INTERNAL void cc_site_saves(cc *C, uint32_t pfi)
{
    pv_code *k = C->code;
    const pv_func *pf = &k->funcs[pfi];
    uint32_t i, j, n = pf->nsaves, at;
    uint8_t *st;                 /* 0: not mentioned yet, 1: live, 2: dead */
    pv_save *grown;
    int fixed;
    if (!pf->recursive || !n || pf->entry == PV_NO_REG ||
        (uint64_t)(k->ninsns - pf->entry) * n > SV_MAX_WORK)
        return;
    fixed = sv_fixed_sp(k, pf->entry, k->ninsns);
    st = (uint8_t *)pv_realloc(C->h, NULL, 0, n);
    if (!st)
        pv_fail_oom(C->d);
    for (i = pf->entry; i < k->ninsns; i++) {
        uint32_t cnt = 0;
        if (k->insns[i].op != PV_OP_CALL || k->insns[i].x != pfi)
            continue;
        memset(st, 0, n);
        for (j = i + 1; j < k->ninsns && k->insns[j].op != PV_OP_JOIN; j++) {
            const pv_insn *I = &k->insns[j];
            uint32_t e;
            for (e = 0; e < n; e++)
                if (!st[e]) {
                    int m = sv_mention(I, &k->saves[pf->saves + e]);
                    st[e] = m == 2 ? 1 : m == 1 ? 2 : 0;
                }
            if (sv_ends(I->op))
                break;
        }
        for (j = 0; j < n; j++) {
            const pv_save *e = &k->saves[pf->saves + j];
            if (e->kind == 4 && (e->slot == pf->fp || e->slot == pf->retpc))
                st[j] = 1;
            /* F's own call: its return can work the frame pointer out */
            if (e->kind == 4 && e->slot == pf->fp && fixed)
                st[j] = 2;
            cnt += st[j] != 2;
        }
        if (cnt == n)
            continue;
        at = k->nsaves;
        grown = (pv_save *)pv_grow(C->h, k->saves, &k->saves_cap, at + cnt,
                                   sizeof *k->saves);
        if (!grown) {
            pv_free(C->h, st, n);
            pv_fail_oom(C->d);
        }
        k->saves = grown;
        pf = &k->funcs[pfi];
        for (j = 0; j < n; j++)
            if (st[j] != 2)
                k->saves[k->nsaves++] = k->saves[pf->saves + j];
        k->insns[i].aux = at;
        k->insns[i].c = cnt | (fixed ? PV_CALL_FP_FROM_SP : 0u);
    }
    pv_free(C->h, st, n);
}
