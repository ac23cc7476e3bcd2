/* Lowering of mma.sync.aligned: the form (shape, layouts, the four
   types, .satfinite, the b1 operation) is checked against the PTX ISA's
   list, the A, B and C fragment registers are copied into a block of
   64-bit scratch columns, one MMA (exec_mma.c) computes the warp's
   product into a second block, and D is copied out of it. Sparse
   (mma.sp) and block-scaled forms are refused as unsupported. */
#include "compile_int.h"
#include "diag.h"
#include "mma.h"
#include "sema.h"
#include <stdio.h>
#include <string.h>

static PV_NORETURN void mma_invalid(cc *C, const ir_inst *in,
                                    const ir_opnd *at, const char *why)
{
    uint32_t line = at && at->line ? at->line : in->line;
    uint32_t col = at && at->line ? at->col : in->col;
    pv_fail(C->d, PTXVM_E_SEMANTIC, line, col, "mma: %s", why);
}

static const struct { const char *name; uint32_t shape; } mma_shapes[] = {
    { ".m8n8k4", PV_MMA_M8N8K4 }, { ".m8n8k16", PV_MMA_M8N8K16 },
    { ".m8n8k32", PV_MMA_M8N8K32 }, { ".m8n8k128", PV_MMA_M8N8K128 },
    { ".m16n8k4", PV_MMA_M16N8K4 }, { ".m16n8k8", PV_MMA_M16N8K8 },
    { ".m16n8k16", PV_MMA_M16N8K16 }, { ".m16n8k32", PV_MMA_M16N8K32 },
    { ".m16n8k64", PV_MMA_M16N8K64 }, { ".m16n8k128", PV_MMA_M16N8K128 },
    { ".m16n8k256", PV_MMA_M16N8K256 }
};

static const struct { const char *name; tc_type t; } mma_types[] = {
    { ".f16", TC_F16 }, { ".bf16", TC_BF16 }, { ".tf32", TC_TF32 },
    { ".f32", TC_F32 }, { ".f64", TC_F64 }, { ".s8", TC_S8 }, { ".u8", TC_U8 },
    { ".s4", TC_S4 }, { ".u4", TC_U4 }, { ".b1", TC_B1 }, { ".s32", TC_S32 },
    { ".e4m3", TC_E4M3 }, { ".e5m2", TC_E5M2 }, { ".e3m2", TC_E3M2 },
    { ".e2m3", TC_E2M3 }, { ".e2m1", TC_E2M1 }
};

#define MMA_BIT(s) (1u << (s))
/* The most registers of A, B and C together (m8n8k4 .f16 with .f32 C:
   2 + 2 + 8) and of D (8). */
#define MMA_IN_COLS 16u
#define MMA_OUT_COLS 8u

/* The shapes a pair of multiplicand types takes, and whether its
   accumulator may be f16; 0 when the pair is not an mma pair. */
static uint32_t mma_pair_shapes(const pv_mma_form *f, int *f16acc)
{
    tc_type a = f->a, b = f->b;
    int f8 = a == TC_E4M3 || a == TC_E5M2, g8 = b == TC_E4M3 || b == TC_E5M2;
    *f16acc = 0;
    if (f->f8f6f4) {
        static const tc_type ok[] = { TC_E4M3, TC_E5M2, TC_E3M2, TC_E2M3, TC_E2M1 };
        int i, fa = 0, fb = 0;
        for (i = 0; i < 5; i++) {
            fa |= a == ok[i];
            fb |= b == ok[i];
        }
        *f16acc = 1;
        return fa && fb ? MMA_BIT(PV_MMA_M16N8K32) : 0;
    }
    if (a == TC_F16 && b == TC_F16) {
        *f16acc = 1;
        return MMA_BIT(PV_MMA_M8N8K4) | MMA_BIT(PV_MMA_M16N8K8) |
               MMA_BIT(PV_MMA_M16N8K16);
    }
    if (a == TC_BF16 && b == TC_BF16)
        return MMA_BIT(PV_MMA_M16N8K8) | MMA_BIT(PV_MMA_M16N8K16);
    if (a == TC_TF32 && b == TC_TF32)
        return MMA_BIT(PV_MMA_M16N8K4) | MMA_BIT(PV_MMA_M16N8K8);
    if (f8 && g8) {
        *f16acc = 1;
        return MMA_BIT(PV_MMA_M16N8K16) | MMA_BIT(PV_MMA_M16N8K32);
    }
    if (a == TC_F64 && b == TC_F64)
        return MMA_BIT(PV_MMA_M8N8K4) | MMA_BIT(PV_MMA_M16N8K4) |
               MMA_BIT(PV_MMA_M16N8K8) | MMA_BIT(PV_MMA_M16N8K16);
    if ((a == TC_S8 || a == TC_U8) && (b == TC_S8 || b == TC_U8))
        return MMA_BIT(PV_MMA_M8N8K16) | MMA_BIT(PV_MMA_M16N8K16) |
               MMA_BIT(PV_MMA_M16N8K32);
    if ((a == TC_S4 || a == TC_U4) && (b == TC_S4 || b == TC_U4))
        return MMA_BIT(PV_MMA_M8N8K32) | MMA_BIT(PV_MMA_M16N8K32) |
               MMA_BIT(PV_MMA_M16N8K64);
    if (a == TC_B1 && b == TC_B1)
        return MMA_BIT(PV_MMA_M8N8K128) | MMA_BIT(PV_MMA_M16N8K128) |
               MMA_BIT(PV_MMA_M16N8K256);
    return 0;
}

/* The modifiers into f; errors name the instruction's position. */
static void mma_form(cc *C, const ir_inst *in, pv_mma_form *f)
{
    const uint32_t *md = ir_mods(C->m, in);
    tc_type ty[4];
    uint32_t j, k, nty = 0, nlay = 0, lay[2] = { 0, 0 };
    int sync = 0, aligned = 0, shape = -1, xor_ = 0, and_ = 0, popc = 0;
    int f16acc, isint, isfloat;
    uint32_t shapes;
    memset(f, 0, sizeof *f);
    for (j = 0; j < in->nmods; j++) {
        const char *s = ir_name(C->m, md[j]);
        int found = 0;
        for (k = 0; k < sizeof mma_shapes / sizeof mma_shapes[0]; k++)
            if (!strcmp(s, mma_shapes[k].name)) {
                if (shape >= 0)
                    mma_invalid(C, in, NULL, "more than one shape");
                shape = (int)mma_shapes[k].shape;
                found = 1;
            }
        for (k = 0; !found && k < sizeof mma_types / sizeof mma_types[0]; k++)
            if (!strcmp(s, mma_types[k].name)) {
                if (nty == 4)
                    mma_invalid(C, in, NULL, "more than four types");
                ty[nty++] = mma_types[k].t;
                found = 1;
            }
        if (found)
            continue;
        if (!strcmp(s, ".sync")) sync = 1;
        else if (!strcmp(s, ".aligned")) aligned = 1;
        else if (!strcmp(s, ".row") || !strcmp(s, ".col")) {
            if (nlay == 2)
                mma_invalid(C, in, NULL, "more than two layouts");
            lay[nlay++] = s[1] == 'c';
        } else if (!strcmp(s, ".satfinite")) f->satfinite = 1;
        else if (!strcmp(s, ".xor")) xor_ = 1;
        else if (!strcmp(s, ".and")) and_ = 1;
        else if (!strcmp(s, ".popc")) popc = 1;
        else if (!strcmp(s, ".kind::f8f6f4")) f->f8f6f4 = 1;
        else if (!strcmp(s, ".sp") || !strcmp(s, ".sp::ordered_metadata"))
            cc_unsupported(C, in, "sparse mma (mma.sp)");
        else if (!strncmp(s, ".kind::mx", 9) || !strcmp(s, ".block_scale") ||
                 !strncmp(s, ".scale_vec::", 12) || !strcmp(s, ".ue8m0") ||
                 !strcmp(s, ".ue4m3"))
            cc_unsupported(C, in, "block-scaled mma");
        else {
            char msg[96];
            snprintf(msg, sizeof msg, "unknown modifier %s", s);
            mma_invalid(C, in, NULL, msg);
        }
    }
    if (!sync || !aligned)
        mma_invalid(C, in, NULL, "mma needs .sync.aligned");
    if (shape < 0)
        mma_invalid(C, in, NULL, "no shape");
    if (nty != 4)
        mma_invalid(C, in, NULL, "needs four types (.dtype.atype.btype.ctype)");
    if (nlay != 2)
        mma_invalid(C, in, NULL, "needs the layouts of A and B (.row.col)");
    f->shape = (uint32_t)shape;
    f->d = ty[0]; f->a = ty[1]; f->b = ty[2]; f->c = ty[3];
    f->acol = lay[0]; f->bcol = lay[1];
    shapes = mma_pair_shapes(f, &f16acc);
    if (!shapes)
        mma_invalid(C, in, NULL, "unsupported pair of multiplicand types");
    if (!(shapes & MMA_BIT(f->shape)))
        mma_invalid(C, in, NULL, "shape not valid for these types");
    isint = f->a == TC_S8 || f->a == TC_U8 || f->a == TC_S4 || f->a == TC_U4 ||
            f->a == TC_B1;
    isfloat = !isint && f->a != TC_F64;
    if (isint && (f->c != TC_S32 || f->d != TC_S32))
        mma_invalid(C, in, NULL, "integer mma accumulates .s32");
    if (f->a == TC_F64 && (f->c != TC_F64 || f->d != TC_F64))
        mma_invalid(C, in, NULL, ".f64 mma accumulates .f64");
    if (isfloat && !((f->c == TC_F32 || (f16acc && f->c == TC_F16)) &&
                     (f->d == TC_F32 || (f16acc && f->d == TC_F16))))
        mma_invalid(C, in, NULL, "accumulator type not valid for these types");
    /* as ptxas: m8n8k4 .f16 with an .f32 C gives .f32; the other float
       shapes give D in C's type */
    if (isfloat && (f->shape == PV_MMA_M8N8K4 ? f->c == TC_F32 && f->d != TC_F32
                                              : f->c != f->d))
        mma_invalid(C, in, NULL, "D type not valid for this C type");
    if ((lay[0] != 0 || lay[1] != 1) &&
        !(f->shape == PV_MMA_M8N8K4 && f->a == TC_F16))
        mma_invalid(C, in, NULL, "this shape takes .row.col only");
    if (f->satfinite && !(isint && f->a != TC_B1))
        mma_invalid(C, in, NULL, ".satfinite needs integer multiplicands");
    if (f->a == TC_B1) {
        if (!popc || xor_ == and_)
            mma_invalid(C, in, NULL, "b1 mma needs .xor.popc or .and.popc");
        f->popc_and = (uint32_t)and_;
    } else if (xor_ || and_ || popc) {
        mma_invalid(C, in, NULL, ".xor/.and/.popc need .b1 multiplicands");
    }
}

/* Copy fragment operand o (n registers, 64-bit when wide) into the
   scratch columns at dst, or (out) copy the columns at dst into it. */
static void mma_operand(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        const ir_opnd *o, uint32_t n, int wide, uint32_t dst,
                        int out)
{
    uint32_t cnt = o->kind == OK_VEC ? o->n : 1, r;
    char msg[96];
    if (cnt != n) {
        snprintf(msg, sizeof msg, "a fragment operand of %u registers where "
                 "this form takes %u", (unsigned)cnt, (unsigned)n);
        mma_invalid(C, in, o, msg);
    }
    for (r = 0; r < n; r++) {
        const ir_opnd *e = o->kind == OK_VEC ? &C->m->opnds.data[o->sub + r] : o;
        uint32_t col = dst + r * CC_COL64, slot;
        pv_insn *I;
        if (e->kind == OK_REG) {
            cc_op rg = cc_reg(C, S, in, e);
            if (rg.pred || rg.wide != wide)
                mma_invalid(C, in, e, wide ? "a fragment register that is not "
                            "64-bit" : "a fragment register that is not 32-bit");
            slot = rg.slot;
        } else if (!out && e->kind != OK_SINK && e->kind != OK_VEC) {
            slot = cc_src(C, S, in, e, wide);
        } else {
            mma_invalid(C, in, e, "a fragment element that is not a register");
        }
        I = cc_emit(C, out ? (wide ? PV_OP_MOV64 : PV_OP_CVT_U32_U64)
                           : (wide ? PV_OP_MOV64 : PV_OP_CVT_U64_U32), ii);
        cc_guard(C, S, in, I);
        I->d = out ? slot : col;
        I->a = out ? col : slot;
    }
}

void cc_lower_mma(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    pv_mma_form f;
    uint32_t n[4], ib, ob;
    const char *why = NULL;
    tc_op op;
    pv_insn *I;
    int k;
    PV_UNUSED(dec);
    mma_form(C, in, &f);
    memset(&op, 0, sizeof op);
    pv_mma_shape(f.shape, &op.m, &op.n, &k);
    op.k = k;
    op.a = f.a; op.b = f.b; op.c = f.c; op.d = f.d;
    if (tc_check(&op, &why))
        mma_invalid(C, in, NULL, why);
    if (in->nopnds != 4)
        mma_invalid(C, in, NULL, "takes four operands: d, a, b, c");
    pv_mma_regs(&f, n);
    /* one pair of blocks serves every mma of the kernel: each is written
       and read within its instruction */
    if (n[0] + n[1] + n[2] > MMA_IN_COLS || n[3] > MMA_OUT_COLS)
        cc_unsupported(C, in, "fragment sizes");   /* no listed form */
    if (!C->mma_scratch)
        C->mma_scratch = cc_cols(C, (MMA_IN_COLS + MMA_OUT_COLS) * CC_COL64) + 1;
    ib = C->mma_scratch - 1;
    ob = ib + MMA_IN_COLS * CC_COL64;
    mma_operand(C, S, in, ii, &o[1], n[0], f.a == TC_F64, ib, 0);
    mma_operand(C, S, in, ii, &o[2], n[1], f.b == TC_F64, ib + n[0] * CC_COL64, 0);
    mma_operand(C, S, in, ii, &o[3], n[2], f.c == TC_F64,
                ib + (n[0] + n[1]) * CC_COL64, 0);
    I = cc_emit(C, PV_OP_MMA, ii);
    cc_guard(C, S, in, I);
    I->a = ib;
    I->d = ob;
    I->x = pv_mma_pack(&f);
    mma_operand(C, S, in, ii, &o[0], n[3], f.d == TC_F64, ob, 1);
}
