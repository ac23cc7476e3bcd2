/* Lowering of mma.sync.aligned and mma.sp{::ordered_metadata}: the form
   (shape, layouts, the four types, .satfinite, the b1 operation, the
   sparsity selector, the block-scaling kind, scale type, vector size and
   byte/thread selectors) is checked against the PTX ISA's list, the A, B
   and C fragment registers (then the metadata and scale words) are
   copied into a block of 64-bit scratch columns, one MMA (exec_mma.c)
   computes the warp's product into a second block, and D is copied out
   of it. */
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

static uint32_t mma_sparse_shapes(const pv_mma_form *f, int f8, int *f16acc);

/* The shapes a pair of multiplicand types takes, and whether its
   accumulator may be f16; 0 when the pair is not an mma pair. */
static uint32_t mma_pair_shapes(const pv_mma_form *f, int mx, int *f16acc)
{
    tc_type a = f->a, b = f->b;
    int f8 = a == TC_E4M3 || a == TC_E5M2, g8 = b == TC_E4M3 || b == TC_E5M2;
    *f16acc = 0;
    if (mx == 4)   /* .kind::mxf4, ::mxf4nvf4 */
        return a == TC_E2M1 && b == TC_E2M1
            ? MMA_BIT(f->sparse ? PV_MMA_M16N8K128 : PV_MMA_M16N8K64) : 0;
    if (f->sparse)
        return mma_sparse_shapes(f, f8 && g8, f16acc);
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

/* The shapes of mma.sp for the pair of f (each the dense shape's K
   doubled); 0 when the pair has no sparse form. */
static uint32_t mma_sparse_shapes(const pv_mma_form *f, int f8, int *f16acc)
{
    tc_type a = f->a, b = f->b;
    if (f->f8f6f4) {   /* .kind::f8f6f4 or ::mxf8f6f4 */
        *f16acc = f->scale == TC_NOTYPE;
        return a >= TC_E4M3 && a <= TC_E2M1 && b >= TC_E4M3 && b <= TC_E2M1
            ? MMA_BIT(PV_MMA_M16N8K64) : 0;
    }
    if (a == TC_F16 && b == TC_F16) {
        *f16acc = 1;
        return MMA_BIT(PV_MMA_M16N8K16) | MMA_BIT(PV_MMA_M16N8K32);
    }
    if (a == TC_BF16 && b == TC_BF16)
        return MMA_BIT(PV_MMA_M16N8K16) | MMA_BIT(PV_MMA_M16N8K32);
    if (a == TC_TF32 && b == TC_TF32)
        return MMA_BIT(PV_MMA_M16N8K8) | MMA_BIT(PV_MMA_M16N8K16);
    if (f8)
        return MMA_BIT(PV_MMA_M16N8K64);
    if ((a == TC_S8 || a == TC_U8) && (b == TC_S8 || b == TC_U8))
        return MMA_BIT(PV_MMA_M16N8K32) | MMA_BIT(PV_MMA_M16N8K64);
    if ((a == TC_S4 || a == TC_U4) && (b == TC_S4 || b == TC_U4))
        return MMA_BIT(PV_MMA_M16N8K64) | MMA_BIT(PV_MMA_M16N8K128);
    return 0;
}

/* The block-scaling modifiers: mx is 8 for .kind::mxf8f6f4, 4 for
   ::mxf4 and ::mxf4nvf4 (vec -1: the vector size is mandatory). */
static void mma_scaling(cc *C, const ir_inst *in, pv_mma_form *f, int mx,
                        int bscale, int vec)
{
    if (!mx) {
        if (bscale || f->scale != TC_NOTYPE || f->kblocks)
            mma_invalid(C, in, NULL, ".block_scale needs .kind::mxf8f6f4, "
                        "::mxf4 or ::mxf4nvf4");
        return;
    }
    if (!bscale || f->scale == TC_NOTYPE)
        mma_invalid(C, in, NULL, "this kind needs .block_scale and a scale type");
    if (!f->kblocks) {
        if (vec < 0)
            mma_invalid(C, in, NULL, ".kind::mxf4nvf4 needs .scale_vec::2X or ::4X");
        f->kblocks = mx == 8 ? 1 : 2;
    }
    if (mx == 8 ? f->kblocks != 1 : f->kblocks == 1)
        mma_invalid(C, in, NULL, "scale vector size not valid for this kind");
    if (f->scale == TC_UE4M3 && vec >= 0)
        mma_invalid(C, in, NULL, ".ue4m3 scales need .kind::mxf4nvf4");
    if (vec >= 0 && f->kblocks == 4)
        mma_invalid(C, in, NULL, ".scale_vec::4X needs .kind::mxf4nvf4");
    if ((f->scale == TC_UE4M3) != (f->kblocks == 4))   /* as ptxas */
        mma_invalid(C, in, NULL, ".ue4m3 scales go with .scale_vec::4X, "
                    ".ue8m0 with 1X or 2X");
    if (f->c != TC_F32 || f->d != TC_F32)
        mma_invalid(C, in, NULL, "block-scaled mma accumulates .f32");
}

/* The modifiers into f; errors name the instruction's position. */
static void mma_form(cc *C, const ir_inst *in, pv_mma_form *f)
{
    const uint32_t *md = ir_mods(C->m, in);
    tc_type ty[4];
    uint32_t j, k, nty = 0, nlay = 0, lay[2] = { 0, 0 };
    int sync = 0, aligned = 0, shape = -1, xor_ = 0, and_ = 0, popc = 0;
    int f16acc, isint, isfloat, mx = 0, bscale = 0, ordered = 0, vec = 0;
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
        else if (!strcmp(s, ".kind::mxf8f6f4")) { f->f8f6f4 = 1; mx = 8; }
        else if (!strcmp(s, ".kind::mxf4")) mx = 4;
        else if (!strcmp(s, ".kind::mxf4nvf4")) { mx = 4; vec = -1; }
        else if (!strcmp(s, ".sp")) f->sparse = 1;
        else if (!strcmp(s, ".sp::ordered_metadata")) f->sparse = ordered = 1;
        else if (!strcmp(s, ".block_scale")) bscale = 1;
        else if (!strcmp(s, ".scale_vec::1X")) f->kblocks = 1;
        else if (!strcmp(s, ".scale_vec::2X")) f->kblocks = 2;
        else if (!strcmp(s, ".scale_vec::4X")) f->kblocks = 4;
        else if (!strcmp(s, ".ue8m0")) f->scale = TC_UE8M0;
        else if (!strcmp(s, ".ue4m3")) f->scale = TC_UE4M3;
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
    mma_scaling(C, in, f, mx, bscale, vec);
    if (f->sparse && !ordered && (f->f8f6f4 || mx))
        mma_invalid(C, in, NULL, "this kind takes .sp::ordered_metadata");
    shapes = mma_pair_shapes(f, mx, &f16acc);
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
    if (f->sparse && isfloat && (f->a == TC_E4M3 || f->a == TC_E5M2) &&
        !f->f8f6f4)
        f16acc = 0;   /* mma.sp .e4m3/.e5m2 without a kind: .f32 only */
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

/* A 32-bit word operand (metadata, scale data) into the scratch column
   at dst. */
static void mma_word(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                     const ir_opnd *o, uint32_t dst, const char *what)
{
    uint32_t slot;
    pv_insn *I;
    char msg[96];
    if (o->kind == OK_REG) {
        cc_op rg = cc_reg(C, S, in, o);
        if (rg.pred || rg.wide) {
            snprintf(msg, sizeof msg, "the %s is not a 32-bit register", what);
            mma_invalid(C, in, o, msg);
        }
        slot = rg.slot;
    } else if (o->kind == OK_INT) {
        slot = cc_src(C, S, in, o, 0);
    } else {
        snprintf(msg, sizeof msg, "the %s is not a 32-bit register", what);
        mma_invalid(C, in, o, msg);
    }
    I = cc_emit(C, PV_OP_CVT_U64_U32, ii);
    cc_guard(C, S, in, I);
    I->d = dst;
    I->a = slot;
}

/* An integer constant operand no greater than max. */
static uint32_t mma_const(cc *C, const ir_inst *in, const ir_opnd *o,
                          uint32_t max, const char *what)
{
    char msg[96];
    if (o->kind != OK_INT || o->val > max) {
        snprintf(msg, sizeof msg, "the %s must be a constant from 0 to %u",
                 what, (unsigned)max);
        mma_invalid(C, in, o, msg);
    }
    return (uint32_t)o->val;
}

/* The sparsity selector's largest value: the lanes of a quad holding
   metadata (one, two or four) split the quad (tests/README.md). */
static uint32_t mma_sel_max(const pv_mma_form *f, int k)
{
    int units = f->a == TC_TF32 ? 2 * k
              : f->a == TC_S4 || f->a == TC_U4 || (f->a == TC_E2M1 && !f->f8f6f4)
              ? k / 2 : k;
    return (uint32_t)(4 / (units / 16) - 1);
}

/* {byte-id, thread-id} of a scale operand into *bid, *tid. */
static void mma_scale_ids(cc *C, const ir_inst *in, const ir_opnd *o,
                          const pv_mma_form *f, uint32_t tmax, uint32_t *bid,
                          uint32_t *tid)
{
    const ir_opnd *e;
    if (o->kind != OK_VEC || o->n != 2)
        mma_invalid(C, in, o, "a scale selector is {byte-id, thread-id}");
    e = &C->m->opnds.data[o->sub];
    *bid = mma_const(C, in, e, 3, "byte-id");
    if (*bid % f->kblocks)
        mma_invalid(C, in, e, f->kblocks == 2 ? "byte-id must be 0 or 2 with "
                    ".scale_vec::2X" : "byte-id must be 0 with .scale_vec::4X");
    *tid = mma_const(C, in, e + 1, tmax, "thread-id");
}

void cc_lower_mma(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    pv_mma_form f;
    uint32_t n[4], ib, ob, nops, x, xb;
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
    nops = 4 + (f.sparse ? 2u : 0u) + (f.scale != TC_NOTYPE ? 4u : 0u);
    if (in->nopnds != nops) {
        char msg[96];
        snprintf(msg, sizeof msg, "takes %u operands: d, a, b, c%s%s",
                 (unsigned)nops, f.sparse ? ", e, f" : "",
                 f.scale != TC_NOTYPE ? ", the scales of A and B with their "
                 "selectors" : "");
        mma_invalid(C, in, NULL, msg);
    }
    x = 4;
    if (f.sparse) {
        f.sel = mma_const(C, in, &o[5], mma_sel_max(&f, k), "sparsity selector");
        x = 6;
    }
    if (f.scale != TC_NOTYPE) {
        mma_scale_ids(C, in, &o[x + 1], &f, 1, &f.bida, &f.tida);
        mma_scale_ids(C, in, &o[x + 3], &f, 3, &f.bidb, &f.tidb);
    }
    pv_mma_regs(&f, n);
    /* one pair of blocks serves every mma of the kernel: each is written
       and read within its instruction */
    if (n[0] + n[1] + n[2] + (f.sparse ? 1u : 0u) +
        (f.scale != TC_NOTYPE ? 2u : 0u) > MMA_IN_COLS || n[3] > MMA_OUT_COLS)
        cc_unsupported(C, in, "fragment sizes");   /* no listed form */
    if (!C->mma_scratch)
        C->mma_scratch = cc_cols(C, (MMA_IN_COLS + MMA_OUT_COLS) * CC_COL64) + 1;
    ib = C->mma_scratch - 1;
    ob = ib + MMA_IN_COLS * CC_COL64;
    mma_operand(C, S, in, ii, &o[1], n[0], f.a == TC_F64, ib, 0);
    mma_operand(C, S, in, ii, &o[2], n[1], f.b == TC_F64, ib + n[0] * CC_COL64, 0);
    mma_operand(C, S, in, ii, &o[3], n[2], f.c == TC_F64,
                ib + (n[0] + n[1]) * CC_COL64, 0);
    xb = ib + (n[0] + n[1] + n[2]) * CC_COL64;
    if (f.sparse) {
        mma_word(C, S, in, ii, &o[4], xb, "metadata operand");
        xb += CC_COL64;
    }
    if (f.scale != TC_NOTYPE) {
        mma_word(C, S, in, ii, &o[x], xb, "scale-a-data operand");
        mma_word(C, S, in, ii, &o[x + 2], xb + CC_COL64, "scale-b-data operand");
    }
    I = cc_emit(C, PV_OP_MMA, ii);
    cc_guard(C, S, in, I);
    I->a = ib;
    I->d = ob;
    I->x = pv_mma_pack(&f);
    mma_operand(C, S, in, ii, &o[0], n[3], f.d == TC_F64, ob, 1);
}
