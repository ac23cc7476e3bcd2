/* Lowering of the warp matrix instructions: wmma.load, wmma.store,
   wmma.mma, ldmatrix, stmatrix and movmatrix (ops_wmma.h).

   A fragment is a brace of registers; the handlers read and write it in a
   fixed register block (PV_MX_*), so each instruction becomes moves of its
   source registers into the block, the operation, and moves of the result
   out. The block is shared by every matrix instruction of the kernel: a
   lane only ever writes its own lanes of it, and the instruction waits for
   the whole warp, so no other instruction runs between a lane's moves and
   the operation. */
#include "compile_int.h"
#include "ops_wmma.h"
#include "softfp.h"
#include <stdio.h>

/* An ill-formed matrix instruction: the error at operand at (or at the
   instruction). */
static PV_NORETURN void mx_invalid(cc *C, const ir_inst *in, const ir_opnd *at,
                                   const char *why)
{
    uint32_t line = at && at->line ? at->line : in->line;
    uint32_t col = at && at->line ? at->col : in->col;
    pv_fail(C->d, PTXVM_E_SEMANTIC, line, col, "%s: %s",
            ir_name(C->m, in->opcode), why);
}

static uint32_t mx_block(cc *C)
{
    if (!C->mx_scratch)
        C->mx_scratch = cc_cols(C, PV_MX_BYTES) + 1;
    return C->mx_scratch - 1;
}

static uint32_t mx_all_lanes(cc *C)
{
    return cc_const(C, 0xffffffffu, 0);
}

static void mx_move(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    uint32_t d, uint32_t a, int wide)
{
    pv_insn *I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->a = a;
}

/* The registers of brace o: exactly n, each a register of the width
   wanted (64-bit when wide); their columns into cols. */
static void mx_regs(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o,
                    uint32_t n, int wide, uint32_t *cols)
{
    const ir_opnd *e;
    uint32_t i;
    char why[96];
    if (o->kind != OK_VEC || o->n != n) {
        snprintf(why, sizeof why, "the fragment needs a brace of %u %s "
                 "register%s", n, wide ? "64-bit" : "32-bit", n == 1 ? "" : "s");
        mx_invalid(C, in, o, why);
    }
    e = C->m->opnds.data + o->sub;
    for (i = 0; i < n; i++) {
        cc_op r;
        if (e[i].kind != OK_REG || (e[i].flags & OF_NEG))
            mx_invalid(C, in, &e[i], "a fragment element must be a register");
        r = cc_reg(C, S, in, &e[i]);
        if (r.pred || r.wide != wide)
            mx_invalid(C, in, &e[i], wide ? "a fragment element of this type "
                       "is a 64-bit register" : "a fragment element of this "
                       "type is a 32-bit register");
        cols[i] = r.slot;
    }
}

/* Sources into the block at group (stride by width), or the block out to
   destinations. */
static void mx_in(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const uint32_t *cols, uint32_t n, int wide, uint32_t group)
{
    uint32_t i;
    for (i = 0; i < n; i++)
        mx_move(C, S, in, ii, group + i * (wide ? PV_MX_COL64 : PV_MX_COL32),
                cols[i], wide);
}

static void mx_out(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const uint32_t *cols, uint32_t n, int wide, uint32_t group)
{
    uint32_t i;
    for (i = 0; i < n; i++)
        mx_move(C, S, in, ii, cols[i],
                group + i * (wide ? PV_MX_COL64 : PV_MX_COL32), wide);
}

/* The address operand o as one 64-bit column holding the whole address
   in *space (the instruction's, or a variable's own); may emit moves. */
static uint32_t mx_address(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                           const ir_opnd *o, uint32_t *space)
{
    uint32_t areg, vspace, acol = mx_block(C) + PV_MX_ADDR;
    uint64_t off;
    int addr32;
    pv_insn *I;
    areg = cc_addr_operand(C, S, in, o, &off, &addr32, &vspace);
    if (*space == SP_NONE && vspace != SP_NONE)
        *space = vspace;
    if (*space != SP_NONE && *space != SP_GLOBAL && *space != SP_SHARED)
        mx_invalid(C, in, o, "the matrix must be in .global or .shared memory");
    cc_addr32(C, S, in, ii, *space, &areg, &off, &addr32);
    if (areg == PV_NO_REG)
        return cc_const(C, off, 1);
    if (addr32) {
        I = cc_emit(C, PV_OP_CVT_U64_U32, ii);
        cc_guard(C, S, in, I);
        I->d = acol;
        I->a = areg;
        areg = acol;
    }
    if (off) {
        I = cc_emit(C, PV_OP_ADD_I64, ii);
        cc_guard(C, S, in, I);
        I->d = acol;
        I->a = areg;
        I->b = cc_const(C, off, 1);
        areg = acol;
    }
    return areg;
}

static pv_insn *mx_emit(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        uint32_t op)
{
    pv_insn *I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->x = mx_all_lanes(C);
    I->b = I->c = PV_NO_REG;
    return I;
}

/* ---- ldmatrix, stmatrix, movmatrix ---------------------------------- */
static uint32_t mx_num(const isa_decoded *dec)
{
    uint32_t i;
    for (i = 0; i < dec->nmodes; i++)
        switch (dec->modes[i]) {
        case KW_x1: return 1;
        case KW_x2: return 2;
        case KW_x4: return 4;
        default: break;
        }
    return 0;
}

static int mx_has_mode(const isa_decoded *dec, uint32_t kw)
{
    uint32_t i;
    for (i = 0; i < dec->nmodes; i++)
        if (dec->modes[i] == kw)
            return 1;
    return 0;
}

static void lower_ldst_matrix(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                              const isa_decoded *dec, int store)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    const ir_opnd *regs = store ? &o[1] : &o[0], *addr = store ? &o[0] : &o[1];
    uint32_t num = mx_num(dec), space = dec->space, cols[4], blk, acol;
    uint32_t form = PV_LDM_B16, nregs = num;
    int trans = (dec->flags & ISA_F(TRANS)) != 0;
    pv_insn *I;
    if (mx_has_mode(dec, KW_b6x16_p32) || mx_has_mode(dec, KW_b4x16_p64))
        cc_unsupported(C, in, "the .b8x16 forms from packed 6- and 4-bit sources");
    if (!mx_has_mode(dec, KW_m8n8)) {  /* .m16n16 (two registers a matrix), .m16n8 .b8 */
        form = PV_LDM_B8;
        nregs = store ? num : 2 * num;
    }
    mx_regs(C, S, in, regs, nregs, 0, cols);
    blk = mx_block(C);
    acol = mx_address(C, S, in, ii, addr, &space);
    if (space == SP_GLOBAL)
        mx_invalid(C, in, addr, "the matrix must be in .shared memory");
    if (store)
        mx_in(C, S, in, ii, cols, nregs, 0, blk);
    I = mx_emit(C, S, in, ii, store ? PV_OP_STMATRIX : PV_OP_LDMATRIX);
    I->d = blk;
    I->a = acol;
    I->aux = PV_LDM_AUX(num, (uint32_t)trans, space, form, 0u);
    if (!store)
        mx_out(C, S, in, ii, cols, nregs, 0, blk);
}

PTXVM_INTERNAL void cc_lower_ldmatrix(cc *C, pv_sema *S, const ir_inst *in,
                                      uint32_t ii, const isa_decoded *dec)
{
    lower_ldst_matrix(C, S, in, ii, dec, 0);
}

PTXVM_INTERNAL void cc_lower_stmatrix(cc *C, pv_sema *S, const ir_inst *in,
                                      uint32_t ii, const isa_decoded *dec)
{
    lower_ldst_matrix(C, S, in, ii, dec, 1);
}

PTXVM_INTERNAL void cc_lower_movmatrix(cc *C, pv_sema *S, const ir_inst *in,
                                       uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    cc_op d = cc_reg(C, S, in, &o[0]);
    pv_insn *I;
    uint32_t a = cc_src(C, S, in, &o[1], 0);
    (void)dec;
    I = mx_emit(C, S, in, ii, PV_OP_MOVMATRIX);
    I->d = d.slot;
    I->a = a;
}

/* ---- wmma ---------------------------------------------------------------- */
static uint32_t mx_type(uint32_t kw)
{
    switch (kw) {
    case KW_f16: return PV_MT_F16;
    case KW_bf16: return PV_MT_BF16;
    case KW_tf32: return PV_MT_TF32;
    case KW_f32: return PV_MT_F32;
    case KW_f64: return PV_MT_F64;
    case KW_s8: return PV_MT_S8;
    case KW_u8: return PV_MT_U8;
    case KW_s4: return PV_MT_S4;
    case KW_u4: return PV_MT_U4;
    case KW_b1: return PV_MT_B1;
    case KW_s32: return PV_MT_S32;
    default: return PV_MT_NONE;
    }
}

static uint32_t mx_shape(const isa_decoded *dec)
{
    uint32_t i;
    for (i = 0; i < dec->nmodes; i++)
        switch (dec->modes[i]) {
        case KW_m16n16k16: return PV_MS_M16N16K16;
        case KW_m8n32k16: return PV_MS_M8N32K16;
        case KW_m32n8k16: return PV_MS_M32N8K16;
        case KW_m16n16k8: return PV_MS_M16N16K8;
        case KW_m8n8k4: return PV_MS_M8N8K4;
        case KW_m8n8k32: return PV_MS_M8N8K32;
        case KW_m8n8k128: return PV_MS_M8N8K128;
        default: break;
        }
    return PV_MS_M16N16K16;
}

/* The n-th .row/.col of the instruction (0: A's or the only one). */
static uint32_t mx_col(const isa_decoded *dec, uint32_t n)
{
    uint32_t i;
    for (i = 0; i < dec->nmodes; i++)
        if (dec->modes[i] == KW_row || dec->modes[i] == KW_col) {
            if (!n--)
                return dec->modes[i] == KW_col;
        }
    return 0;
}

PTXVM_INTERNAL void cc_lower_wmma(cc *C, pv_sema *S, const ir_inst *in,
                                  uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t shape = mx_shape(dec), blk = mx_block(C), cols[8];
    pv_insn *I;
    if (mx_has_mode(dec, KW_mma)) {
        uint32_t ta, tb, tc, td, flags = 0, na, nb, nc, nd, dcols[8];
        if (dec->ntypes == 2) {          /* .f16 multiplicands: .dtype.ctype */
            ta = tb = PV_MT_F16;
            td = mx_type(dec->type_kw[0]);
            tc = mx_type(dec->type_kw[1]);
        } else {
            td = mx_type(dec->type_kw[0]);
            ta = mx_type(dec->type_kw[1]);
            tb = mx_type(dec->type_kw[2]);
            tc = mx_type(dec->type_kw[3]);
        }
        /* .f64's rounding of every fma, kept as an sf_rnd in flags bits 2-3 */
        if (dec->rnd == ISA_RND_RZ)
            flags |= (uint32_t)SF_RZ << 2;
        else if (dec->rnd == ISA_RND_RM)
            flags |= (uint32_t)SF_RM << 2;
        else if (dec->rnd == ISA_RND_RP)
            flags |= (uint32_t)SF_RP << 2;
        else if (dec->rnd && dec->rnd != ISA_RND_RN)
            mx_invalid(C, in, NULL, "wmma.mma rounds .rn, .rz, .rm or .rp");
        if (dec->flags & ISA_F(SATFINITE))
            flags |= PV_WMMA_SATFINITE;
        if (dec->boolop == ISA_BOOL_AND)
            flags |= PV_WMMA_POPC_AND;
        na = pv_wmma_regs(PV_MM_A, shape, ta);
        nb = pv_wmma_regs(PV_MM_B, shape, tb);
        nc = pv_wmma_regs(PV_MM_C, shape, tc);
        nd = pv_wmma_regs(PV_MM_C, shape, td);
        mx_regs(C, S, in, &o[0], nd, td == PV_MT_F64, dcols);
        mx_regs(C, S, in, &o[1], na, ta == PV_MT_F64, cols);
        mx_in(C, S, in, ii, cols, na, ta == PV_MT_F64, blk);
        mx_regs(C, S, in, &o[2], nb, tb == PV_MT_F64, cols);
        mx_in(C, S, in, ii, cols, nb, tb == PV_MT_F64, blk + PV_MX_B);
        mx_regs(C, S, in, &o[3], nc, tc == PV_MT_F64, cols);
        mx_in(C, S, in, ii, cols, nc, tc == PV_MT_F64, blk + PV_MX_C);
        I = mx_emit(C, S, in, ii, PV_OP_WMMA_MMA);
        I->d = blk;
        I->aux = PV_WMMA_AUX(shape, ta, tb, tc, td, mx_col(dec, 0), mx_col(dec, 1),
                             flags);
        mx_out(C, S, in, ii, dcols, nd, td == PV_MT_F64, blk + PV_MX_D);
        return;
    }
    {
        int store = mx_has_mode(dec, KW_store);
        uint32_t mat = mx_has_mode(dec, KW_a) ? PV_MM_A : mx_has_mode(dec, KW_b)
                     ? PV_MM_B : PV_MM_C;
        uint32_t type = mx_type(dec->type_kw[0]), space = dec->space;
        uint32_t n = pv_wmma_regs(mat, shape, type), acol, stride = PV_NO_REG;
        int wide = type == PV_MT_F64;
        const ir_opnd *regs = store ? &o[1] : &o[0], *addr = store ? &o[0] : &o[1];
        mx_regs(C, S, in, regs, n, wide, cols);
        acol = mx_address(C, S, in, ii, addr, &space);
        if (in->nopnds > 2)
            stride = cc_src(C, S, in, &o[2], 0);
        if (store)
            mx_in(C, S, in, ii, cols, n, wide, blk);
        I = mx_emit(C, S, in, ii, store ? PV_OP_WMMA_STORE : PV_OP_WMMA_LOAD);
        I->d = blk;
        I->a = acol;
        I->b = stride;
        I->aux = PV_WM_AUX(mat, shape, type, mx_col(dec, 0), space, n);
        if (!store)
            mx_out(C, S, in, ii, cols, n, wide, blk);
    }
}
