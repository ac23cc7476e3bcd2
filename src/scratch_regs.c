/* Scratch registers: values that never outlive the group of lanes that
   computes them, so a write may clobber the lanes outside the group.

   A warp runs one group of lanes at a time; the others wait at a JOIN, a
   branch target, the instruction after a branch, at or after a barrier
   or warp-synchronous instruction, or have exited. A register that no
   lane can still need where it waits can take a whole-column write: an
   ALU handler then runs its full-warp path (one vector pass, no blend
   with the old column) instead of the masked one, which is most of what
   a divergent loop costs once some lanes have left it.

   The test is local. Cut the code into blocks at every place a lane can
   wait (above) and around every instruction that is not plain data flow;
   a register is scratch when no block reads it before writing it there.
   Then it is live at no block's start, so at no waiting lane. Reads are
   counted generously (an operand whose width is unknown reads two
   columns), writes strictly (only an unguarded write of a whole known
   column defines it); either way a doubt only keeps a write masked.
   Kernels with the stack (recursion, alloca) or operand blocks are left
   alone; the columns calls and returns use on their own are never
   scratch, and lanes wait at function entries and after calls.

   The mark is pv_insn.scratch: ~0u on an instruction whose destination
   is scratch, and pv_run_warp adds the lanes outside the group to such
   an instruction's mask. Lanes of the group that its guard turns off
   keep their value as before. */
#include "scratch_regs.h"
#include "jump_targets.h"
#include "disasm.h"
#include "mem.h"
#include <string.h>

#define COL 128u              /* bytes of a 32-bit column: one unit */
/* operand kinds in the table */
enum { N_ = 0, R1, R2, PR };  /* none, 32-bit, 64-bit column, predicate */

typedef struct sc_form {
    uint8_t d, a, b, c;
} sc_form;

/* The ALU ops whose handler writes d alone, whole, in the lanes of its
   mask, reads only a, b, c, and cannot fault on any input: they may be
   widened. Anything else returns 0. */
static int alu_form(uint32_t op, sc_form *f)
{
#define K(o, dd, aa, bb, cc) case PV_OP_##o: f->d = dd; f->a = aa; f->b = bb; f->c = cc; return 1;
    switch (op) {
    K(MOV32, R1, R1, N_, N_) K(MOV64, R2, R2, N_, N_)
    K(MOVP, PR, PR, N_, N_) K(MOV_PN, PR, PR, N_, N_) K(SETP_CONST, PR, N_, N_, N_)
    K(CVT_U32_U64, R1, R2, N_, N_) K(CVT_S32_S64, R1, R2, N_, N_)
    K(CVT_U64_U32, R2, R1, N_, N_) K(CVT_S64_S32, R2, R1, N_, N_)
    K(CVT_U16_U32, R1, R1, N_, N_) K(CVT_S16_S32, R1, R1, N_, N_)
    K(CVT_U8_U32, R1, R1, N_, N_) K(CVT_S8_S32, R1, R1, N_, N_)
    K(ADD_I32, R1, R1, R1, N_) K(SUB_I32, R1, R1, R1, N_) K(MUL_LO_I32, R1, R1, R1, N_)
    K(MUL_HI_U32, R1, R1, R1, N_) K(MUL_HI_S32, R1, R1, R1, N_)
    K(MIN_U32, R1, R1, R1, N_) K(MIN_S32, R1, R1, R1, N_)
    K(MAX_U32, R1, R1, R1, N_) K(MAX_S32, R1, R1, R1, N_)
    K(AND_B32, R1, R1, R1, N_) K(OR_B32, R1, R1, R1, N_) K(XOR_B32, R1, R1, R1, N_)
    K(SHL_B32, R1, R1, R1, N_) K(SHR_U32, R1, R1, R1, N_) K(SHR_S32, R1, R1, R1, N_)
    K(ADD_I64, R2, R2, R2, N_) K(SUB_I64, R2, R2, R2, N_) K(MUL_LO_I64, R2, R2, R2, N_)
    K(MUL_HI_U64, R2, R2, R2, N_) K(MUL_HI_S64, R2, R2, R2, N_)
    K(MIN_U64, R2, R2, R2, N_) K(MIN_S64, R2, R2, R2, N_)
    K(MAX_U64, R2, R2, R2, N_) K(MAX_S64, R2, R2, R2, N_)
    K(AND_B64, R2, R2, R2, N_) K(OR_B64, R2, R2, R2, N_) K(XOR_B64, R2, R2, R2, N_)
    K(MUL_WIDE_U32, R2, R1, R1, N_) K(MUL_WIDE_S32, R2, R1, R1, N_)
    K(MAD_LO_I32, R1, R1, R1, R1) K(MAD_LO_I64, R2, R2, R2, R2)
    K(MAD_WIDE_U32, R2, R1, R1, R2) K(MAD_WIDE_S32, R2, R1, R1, R2)
    K(NEG_I32, R1, R1, N_, N_) K(NOT_B32, R1, R1, N_, N_)
    K(NEG_I64, R2, R2, N_, N_) K(NOT_B64, R2, R2, N_, N_)
    K(AND_P, PR, PR, PR, N_) K(OR_P, PR, PR, PR, N_) K(XOR_P, PR, PR, PR, N_)
    K(NOT_P, PR, PR, N_, N_)
    K(SHL_B64, R2, R2, R1, N_) K(SHR_U64, R2, R2, R1, N_) K(SHR_S64, R2, R2, R1, N_)
    K(SHL_IMM32, R1, R1, N_, N_) K(SHR_U_IMM32, R1, R1, N_, N_)
    K(SHR_S_IMM32, R1, R1, N_, N_) K(SHF_IMM, R1, R1, R1, N_)
    K(SHL_IMM64, R2, R2, N_, N_) K(SHR_U_IMM64, R2, R2, N_, N_)
    K(SHR_S_IMM64, R2, R2, N_, N_)
    K(SETP_I32, PR, R1, R1, N_) K(SETP_I64, PR, R2, R2, N_)
    K(SETP_F32, PR, R1, R1, N_) K(SETP_F64, PR, R2, R2, N_)
    K(SELP32, R1, R1, R1, PR) K(SELP64, R2, R2, R2, PR)
    K(ADD_F32, R1, R1, R1, N_) K(SUB_F32, R1, R1, R1, N_) K(MUL_F32, R1, R1, R1, N_)
    K(FMA_F32, R1, R1, R1, R1)
    K(ADD_F64, R2, R2, R2, N_) K(SUB_F64, R2, R2, R2, N_) K(MUL_F64, R2, R2, R2, N_)
    K(FMA_F64, R2, R2, R2, R2)
    K(NEG_F32, R1, R1, N_, N_) K(ABS_F32, R1, R1, N_, N_)
    K(NEG_F64, R2, R2, N_, N_) K(ABS_F64, R2, R2, N_, N_)
    K(CVT_F32_S32, R1, R1, N_, N_) K(CVT_F32_U32, R1, R1, N_, N_)
    K(CVT_F64_F32, R2, R1, N_, N_)
    K(I32_2, R1, R1, N_, N_) K(I32_3, R1, R1, R1, N_) K(I32_4, R1, R1, R1, R1)
    K(I64_2, R2, R2, N_, N_) K(I64_32, R1, R2, N_, N_)
    K(I64_3, R2, R2, R2, N_) K(I64_4, R2, R2, R2, R2)
    K(LOP3, R1, R1, R1, R1) K(SEL16, R1, R1, R1, PR)
    K(ADD_I64_XS, R2, R2, R2, N_)
    K(FP32, R1, R1, R1, R1) K(FP64, R2, R2, R2, R2)
    default: return 0;
    }
#undef K
}

/* Ops that neither branch nor let a lane wait at or after them: they
   stay inside a block, their register operands read as the disassembly
   format names them (LD and ST: every vector element). */
static int in_block(uint32_t op)
{
    switch (op) {
    case PV_OP_LD: case PV_OP_ST: case PV_OP_LD_PARAM: case PV_OP_ADDR_OF:
    case PV_OP_CVTA_TO: case PV_OP_CVTA_FROM: case PV_OP_ISSPACEP: case PV_OP_GEN32:
    case PV_OP_PACK: case PV_OP_UNPACK: case PV_OP_ATOM:
    case PV_OP_SREG_TID: case PV_OP_SREG_NTID: case PV_OP_SREG_CTAID:
    case PV_OP_SREG_NCTAID: case PV_OP_SREG_LANEID: case PV_OP_SREG_ZERO32:
    case PV_OP_SREG_ZERO64:
        return 1;
    default:
        return 0;
    }
}

/* Ops no lane waits at unless a branch leads there: the group that
   reaches one runs it (a step limit stops the whole group before a
   branch). What follows them starts a new block. */
static int ends_block(uint32_t op)
{
    return op == PV_OP_BRA || op == PV_OP_SETP_BRA32 || op == PV_OP_BRX || op == PV_OP_EXIT ||
           op == PV_OP_TRAP || op == PV_OP_NOP || op == PV_OP_FENCE;
}

/* Ops this pass does not follow: register blocks, calls and the stack,
   and the ops whose register operands are not all in their fields. */
static int opaque(uint32_t op)
{
    const pv_op_info *inf = pv_op_info_of(op);
    switch (op) {
    case PV_OP_ALLOCA: case PV_OP_STACKSAVE: case PV_OP_STACKRESTORE:
    case PV_OP_WGMMA:
        return 1;
    default:
        return !inf || strchr(inf->fmt, 'B') != NULL;
    }
}

typedef struct sc {
    uint32_t *stamp;          /* per unit, then per predicate: the block
                                 that last wrote it whole (from 1)      */
    uint8_t  *bad;            /* the same: read before written somewhere */
    uint32_t  nunits, npreds, blk;
} sc;

static void use_cols(sc *S, uint32_t off, uint32_t bytes)
{
    uint32_t u, last;
    if (off == PV_NO_REG)
        return;
    last = (uint32_t)(((uint64_t)off + bytes - 1) / COL);
    for (u = off / COL; u <= last && u < S->nunits; u++)
        if (S->stamp[u] != S->blk)
            S->bad[u] = 1;
}

static void def_cols(sc *S, uint32_t off, uint32_t bytes)
{
    uint32_t u;
    if (off == PV_NO_REG || off % COL)
        return;
    for (u = off / COL; u < (off + bytes) / COL && u < S->nunits; u++)
        S->stamp[u] = S->blk;
}

/* Columns or a predicate the runtime reads on its own. */
static void pin_cols(sc *S, uint32_t off, uint32_t bytes)
{
    uint32_t u, last;
    if (off == PV_NO_REG)
        return;
    last = (uint32_t)(((uint64_t)off + bytes - 1) / COL);
    for (u = off / COL; u <= last && u < S->nunits; u++)
        S->bad[u] = 1;
}

static void pin_pred(sc *S, uint32_t p)
{
    if (p < S->npreds)
        S->bad[S->nunits + p] = 1;
}

static void use_pred(sc *S, uint32_t p)
{
    if (p < S->npreds && S->stamp[S->nunits + p] != S->blk)
        S->bad[S->nunits + p] = 1;
}

static void use_kind(sc *S, uint32_t kind, uint32_t v)
{
    if (kind == PR)
        use_pred(S, v);
    else if (kind != N_)
        use_cols(S, v, kind == R2 ? 2 * COL : COL);
}

/* The fields the disassembly format names with role r (two columns: the
   width is unknown here) or p; d too unless out_d (an output only). */
static void use_format(sc *S, const pv_insn *I, int out_d)
{
    const pv_op_info *inf = pv_op_info_of(I->op);
    const char *f = inf ? inf->fmt : "";
    for (; f[0] && f[1] == ':' && f[2]; f += f[3] ? 4 : 3) {
        uint32_t v;
        if (f[0] == 'd' && out_d)
            continue;
        switch (f[0]) {
        case 'd': v = I->d; break;
        case 'a': v = I->a; break;
        case 'b': v = I->b; break;
        case 'c': v = I->c; break;
        case 'x': v = (uint32_t)I->x; break;
        default: v = I->aux; break;
        }
        if (f[2] == 'r')
            use_cols(S, v, 2 * COL);
        else if (f[2] == 'p')
            use_pred(S, v);
        if (!f[3])
            break;
    }
}

static void use_mem(sc *S, const pv_insn *I)
{
    uint32_t e, vec = PV_MEM_VEC(I->aux) ? PV_MEM_VEC(I->aux) : 1u;
    use_cols(S, I->a, (I->aux & PV_MEM_ADDR32) ? COL : 2 * COL);
    if (I->op == PV_OP_ST)
        for (e = 0; e < vec; e++)
            if (I->d != PV_NO_REG)
                use_cols(S, I->d + e * I->c, 2 * COL);
}

PTXVM_INTERNAL int pv_mark_scratch(pv_heap *h, pv_code *k)
{
    const uint32_t n = k->ninsns;
    pv_insn *code = k->insns;
    uint8_t *target;
    uint32_t i, j;
    size_t cells;
    int rc = 0;
    sc S;
    for (i = 0; i < n; i++)
        code[i].scratch = 0;
    if (k->uses_stack || n == 0)
        return 0;
    for (i = 0; i < n; i++)
        if (opaque(code[i].op))
            return 0;
    S.nunits = k->rf_bytes / COL + 2;
    S.npreds = k->npreds;
    S.blk = 0;
    cells = (size_t)S.nunits + S.npreds;
    S.stamp = (uint32_t *)pv_zalloc(h, cells * sizeof(uint32_t));
    S.bad = (uint8_t *)pv_zalloc(h, cells);
    target = (uint8_t *)pv_zalloc(h, (size_t)n + 1);
    if (S.stamp && S.bad && target) {
        pv_jump_targets(k, code, n, target);
        /* columns calls and returns read on their own: never scratch;
           lanes wait at a function's entry */
        if (k->sp != PV_NO_REG)
            pin_cols(&S, k->sp, COL);
        if (k->cctx != PV_NO_REG)
            pin_cols(&S, k->cctx, COL);
        for (j = 0; j < k->nfuncs; j++) {
            const pv_func *F = &k->funcs[j];
            if (F->entry == PV_NO_REG)
                continue;
            pin_cols(&S, F->fp, COL);
            pin_cols(&S, F->retpc, COL);
        }
        for (j = 0; j < k->nsaves; j++) {
            if (k->saves[j].kind)
                pin_cols(&S, k->saves[j].slot, k->saves[j].kind == 8 ? 2 * COL : COL);
            else
                pin_pred(&S, k->saves[j].slot);
        }
        for (i = 0; i < n; i++) {
            const pv_insn *I = &code[i];
            sc_form f;
            int alu = alu_form(I->op, &f), inb = alu || in_block(I->op);
            /* a branch ends its block (its guard is read inside it); a
               JOIN starts one, lanes waiting at it, not after it */
            if (i == 0 || target[i] || (!inb && !ends_block(I->op)) ||
                !(alu_form(code[i - 1].op, &f) || in_block(code[i - 1].op) ||
                  code[i - 1].op == PV_OP_JOIN))
                S.blk++;
            if (I->guard != PV_NO_GUARD)
                use_pred(&S, I->guard & 0x7fffu);
            if (alu_form(I->op, &f)) {
                use_kind(&S, f.a, I->a);
                use_kind(&S, f.b, I->b);
                use_kind(&S, f.c, I->c);
                if (I->guard == PV_NO_GUARD) {
                    if (f.d == PR) {
                        if (I->d < S.npreds)
                            S.stamp[S.nunits + I->d] = S.blk;
                    } else {
                        def_cols(&S, I->d, f.d == R2 ? 2 * COL : COL);
                    }
                }
            } else if (I->op == PV_OP_LD || I->op == PV_OP_ST) {
                use_mem(&S, I);
            } else {
                use_format(&S, I, inb && I->op != PV_OP_UNPACK);
            }
        }
        for (i = 0; i < n; i++) {
            pv_insn *I = &code[i];
            sc_form f;
            uint32_t u, bytes, ok = 1;
            if (!alu_form(I->op, &f) || I->d == PV_NO_REG)
                continue;
            if (f.d == PR) {
                ok = I->d < S.npreds && !S.bad[S.nunits + I->d];
            } else {
                bytes = f.d == R2 ? 2 * COL : COL;
                if (I->d % COL)
                    ok = 0;
                for (u = I->d / COL; ok && u < (I->d + bytes) / COL; u++)
                    ok = u < S.nunits && !S.bad[u];
            }
            I->scratch = ok ? ~0u : 0u;
        }
    } else {
        rc = -1;
    }
    if (S.stamp)
        pv_free(h, S.stamp, cells * sizeof(uint32_t));
    if (S.bad)
        pv_free(h, S.bad, cells);
    if (target)
        pv_free(h, target, (size_t)n + 1);
    return rc;
}
