/* Lowering of the warpgroup MMA family (sm_90a): wgmma.mma_async (dense),
   wgmma.fence, wgmma.commit_group and wgmma.wait_group.

   The instruction table does not describe wgmma (its shapes are a
   grammar of their own), so the modifiers and operands are checked here:
   a form the PTX 9.0 ISA lists but ptxvm does not run fails with
   PTXVM_E_UNSUPPORTED, an ill-formed one with PTXVM_E_SEMANTIC at the
   offending operand.

   Each warp computes its 16 rows of D when it issues the instruction
   (exec_wgmma.c says why that is a valid schedule), so fence,
   commit_group and wait_group order nothing further and emit no code.

   One PV_OP_WGMMA carries the configuration (x: WG_CFG), the descriptor
   columns (a: A's, or PV_NO_REG for A in registers; b: B's) and the
   scale-d predicate (c); the register columns, A's four then D's, follow
   in aux NOP records, five to a record (d, a, b, c, aux). */
#include "compile_int.h"
#include "diag.h"
#include "sema.h"
#include "wgmma_desc.h"
#include <stdlib.h>
#include <string.h>

#define WG_COLS_PER_NOP 5u

static PV_NORETURN void wg_invalid(cc *C, const ir_inst *in,
                                   const ir_opnd *at, const char *fmt,
                                   const char *arg)
{
    uint32_t line = at && at->line ? at->line : in->line;
    uint32_t col = at && at->line ? at->col : in->col;
    pv_fail(C->d, PTXVM_E_SEMANTIC, line, col, "wgmma: %s%s", fmt, arg);
}

static uint32_t wg_type_of(const char *s)
{
    static const char *const names[] = { "", ".f16", ".bf16", ".tf32",
        ".e4m3", ".e5m2", ".s8", ".u8", ".b1", ".f32", ".s32" };
    uint32_t t;
    for (t = 1; t < sizeof names / sizeof names[0]; t++)
        if (!strcmp(s, names[t]))
            return t;
    return WG_T_NONE;
}

typedef struct wg_form {
    uint32_t m, n, k;
    uint32_t types[3], ntypes;      /* dtype, atype, btype              */
    int mma, fence, commit, wait, sp, sync, aligned, satf, and_op, popc;
} wg_form;

/* ".m64n128k16" into m, n, k; 0 when s is not a shape. */
static int wg_shape(const char *s, wg_form *f)
{
    char *e;
    unsigned long v;
    if (s[0] != '.' || s[1] != 'm')
        return 0;
    v = strtoul(s + 2, &e, 10);
    if (*e != 'n' || v > 1000)
        return 0;
    f->m = (uint32_t)v;
    v = strtoul(e + 1, &e, 10);
    if (*e != 'k' || v > 1000)
        return 0;
    f->n = (uint32_t)v;
    v = strtoul(e + 1, &e, 10);
    if (*e || v > 1000)
        return 0;
    f->k = (uint32_t)v;
    return 1;
}

static void wg_mods(cc *C, const ir_inst *in, wg_form *f)
{
    const uint32_t *md = ir_mods(C->m, in);
    uint32_t j;
    memset(f, 0, sizeof *f);
    for (j = 0; j < in->nmods; j++) {
        const char *s = ir_name(C->m, md[j]);
        uint32_t t = wg_type_of(s);
        if (t) {
            if (f->ntypes == 3)
                wg_invalid(C, in, NULL, "too many type modifiers", "");
            f->types[f->ntypes++] = t;
        } else if (!strcmp(s, ".mma_async")) f->mma = 1;
        else if (!strcmp(s, ".fence")) f->fence = 1;
        else if (!strcmp(s, ".commit_group")) f->commit = 1;
        else if (!strcmp(s, ".wait_group")) f->wait = 1;
        else if (!strcmp(s, ".sp")) f->sp = 1;
        else if (!strcmp(s, ".sync")) f->sync = 1;
        else if (!strcmp(s, ".aligned")) f->aligned = 1;
        else if (!strcmp(s, ".satfinite")) f->satf = 1;
        else if (!strcmp(s, ".and")) f->and_op = 1;
        else if (!strcmp(s, ".popc")) f->popc = 1;
        else if (!f->m && wg_shape(s, f)) {
        } else {
            wg_invalid(C, in, NULL, "unknown modifier ", s);
        }
    }
    if (f->mma + f->fence + f->commit + f->wait != 1)
        wg_invalid(C, in, NULL, "expected exactly one of .mma_async, .fence, "
                   ".commit_group, .wait_group", "");
    if (!f->sync || !f->aligned)
        wg_invalid(C, in, NULL, "requires .sync.aligned", "");
}

/* Whether the shape is one the PTX 9.0 list gives A type at: M = 64, K
   by type (twice that for .sp), N = 8..256 in steps of 8, except that the
   8-bit and b1 forms list N = 8, 16, 24, 32 and then multiples of 16
   (up to 224 for dense 8-bit). */
static int wg_shape_ok(const wg_form *f, uint32_t at)
{
    uint32_t k = 0, nmax = 256;
    int step16 = 0;
    switch (at) {
    case WG_T_F16: case WG_T_BF16: k = 16; break;
    case WG_T_TF32: k = 8; break;
    case WG_T_E4M3: case WG_T_E5M2: k = 32; break;
    case WG_T_S8: case WG_T_U8: k = 32; step16 = 1; nmax = f->sp ? 256 : 224; break;
    case WG_T_B1: k = 256; step16 = 1; break;
    default: return 0;
    }
    if (f->sp)
        k *= 2;
    if (f->m != 64 || f->k != k || f->n < 8 || f->n > nmax || f->n % 8)
        return 0;
    if (step16 && f->n > 32 && f->n % 16)
        return 0;
    return 1;
}

/* A 32- or 64-bit register operand's column; an ill-formed one fails
   at its position. */
static uint32_t wg_reg(cc *C, pv_sema *S, const ir_inst *in,
                       const ir_opnd *o, uint32_t bytes, const char *what)
{
    sema_ref r;
    cc_op c;
    if (o->kind != OK_REG || sema_resolve(S, o->sym, &r) != 0 ||
        r.kind != REF_VAR || r.space != SP_REG || r.type == T_PRED ||
        ir_type_size(r.type) != bytes)
        wg_invalid(C, in, o, what, "");
    c = cc_reg(C, S, in, o);
    return c.slot;
}

static int32_t wg_imm(cc *C, const ir_inst *in, const ir_opnd *o,
                      int neg_ok, const char *what)
{
    int64_t v;
    if (o->kind != OK_INT)
        wg_invalid(C, in, o, what, " must be an integer constant");
    v = (int64_t)o->val;
    if (neg_ok ? (v != 1 && v != -1) : (v != 0 && v != 1))
        wg_invalid(C, in, o, what, neg_ok ? " must be 1 or -1" :
                   " must be 0 or 1");
    return (int32_t)v;
}

static void wg_lower_sync_ops(cc *C, const ir_inst *in, const wg_form *f)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    if (f->ntypes || f->m || f->sp || f->satf || f->and_op || f->popc)
        wg_invalid(C, in, NULL, "modifiers foreign to this form", "");
    if (f->wait) {
        if (in->nopnds != 1 || o[0].kind != OK_INT)
            wg_invalid(C, in, in->nopnds ? &o[0] : NULL,
                       "wait_group takes one integer constant", "");
        if ((int64_t)o[0].val < 0 || o[0].val > 0xffff)
            wg_invalid(C, in, &o[0], "wait_group count out of range", "");
    } else if (in->nopnds) {
        wg_invalid(C, in, &o[0], "this form takes no operands", "");
    }
    /* Nothing to emit: every wgmma.mma_async completed when it issued. */
}

PTXVM_INTERNAL void cc_lower_wgmma(cc *C, pv_sema *S, const ir_inst *in,
                                   uint32_t ii, const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    wg_form f;
    uint32_t dt, at, bt, nd, nimm, nop, i, fl = 0, cols[4 + 128], ncols = 0;
    const ir_opnd *dv, *av, *sd;
    pv_insn *I;
    (void)dec;
    wg_mods(C, in, &f);
    if (!f.mma) {
        wg_lower_sync_ops(C, in, &f);
        return;
    }
    if (f.ntypes != 3)
        wg_invalid(C, in, NULL, "expects .dtype.atype.btype", "");
    dt = f.types[0];
    at = f.types[1];
    bt = f.types[2];
    /* the type combinations of the PTX 9.0 forms */
    switch (at) {
    case WG_T_F16:
        if (bt != at || (dt != WG_T_F16 && dt != WG_T_F32)) goto badtypes;
        nimm = 4;
        break;
    case WG_T_BF16: case WG_T_TF32:
        if (bt != at || dt != WG_T_F32) goto badtypes;
        nimm = at == WG_T_BF16 ? 4 : 2;
        break;
    case WG_T_E4M3: case WG_T_E5M2:
        if ((bt != WG_T_E4M3 && bt != WG_T_E5M2) ||
            (dt != WG_T_F16 && dt != WG_T_F32)) goto badtypes;
        nimm = 2;
        break;
    case WG_T_S8: case WG_T_U8:
        if ((bt != WG_T_S8 && bt != WG_T_U8) || dt != WG_T_S32) goto badtypes;
        nimm = 0;
        break;
    case WG_T_B1:
        if (bt != WG_T_B1 || dt != WG_T_S32) goto badtypes;
        if (!f.and_op || !f.popc)
            wg_invalid(C, in, NULL, "the b1 form needs .and.popc", "");
        nimm = 0;
        break;
    default:
    badtypes:
        wg_invalid(C, in, NULL, "type combination not in the PTX ISA", "");
    }
    if (at != WG_T_B1 && (f.and_op || f.popc))
        wg_invalid(C, in, NULL, ".and/.popc belong to the b1 form", "");
    if (f.satf && at != WG_T_S8 && at != WG_T_U8)
        wg_invalid(C, in, NULL, ".satfinite belongs to the integer forms", "");
    if (!f.m)
        wg_invalid(C, in, NULL, "missing the .mMnNkK shape", "");
    if (!wg_shape_ok(&f, at))
        wg_invalid(C, in, NULL, "shape not valid for these types", "");
    if (in->nopnds < 1 || o[0].kind != OK_VEC)
        wg_invalid(C, in, in->nopnds ? &o[0] : NULL,
                   "d must be a {...} vector of registers", "");
    dv = &o[0];
    nd = dt == WG_T_F16 ? f.n / 4 : f.n / 2;
    if (dv->n != nd)
        wg_invalid(C, in, dv, dt == WG_T_F16 ? "d must list N/4 registers"
                   : "d must list N/2 registers", "");
    {
        /* d, a, b-desc, [sp-meta, sp-sel,] scale-d, immediates; A from
           registers drops imm-trans-a */
        uint32_t a_regs = in->nopnds > 1 && o[1].kind == OK_VEC;
        uint32_t want = 4 + (f.sp ? 2 : 0) + nimm - (a_regs && nimm == 4);
        if (in->nopnds != want)
            wg_invalid(C, in, NULL, "wrong number of operands for this form", "");
        if (a_regs)
            fl |= WG_F_A_REGS;
    }
    av = &o[1];
    if (fl & WG_F_A_REGS) {
        if (av->n != 4)
            wg_invalid(C, in, av, "a must list 4 registers", "");
        for (i = 0; i < 4; i++)
            cols[ncols++] = wg_reg(C, S, in, &C->m->opnds.data[av->sub + i], 4,
                                   "a's registers must be 32-bit");
    }
    for (i = 0; i < nd; i++)
        cols[ncols++] = wg_reg(C, S, in, &C->m->opnds.data[dv->sub + i], 4,
                               "d's registers must be 32-bit");
    if (f.sp)
        cc_unsupported(C, in, "sparse wgmma.mma_async.sp is not run by ptxvm");
    sd = &o[3];
    if (sd->kind == OK_INT) {
        fl |= WG_F_SCALE_D_CONST | (sd->val ? WG_F_SCALE_D_ONE : 0);
    } else {
        sema_ref r;
        if (sd->kind != OK_REG || sema_resolve(S, sd->sym, &r) != 0 ||
            r.kind != REF_VAR || r.type != T_PRED)
            wg_invalid(C, in, sd, "scale-d must be a predicate or a constant", "");
        if (sd->flags & OF_NEG)
            fl |= WG_F_SCALE_D_NEG;
    }
    if (nimm >= 2) {
        if (wg_imm(C, in, &o[4], 1, "imm-scale-a") < 0) fl |= WG_F_NEG_A;
        if (wg_imm(C, in, &o[5], 1, "imm-scale-b") < 0) fl |= WG_F_NEG_B;
    }
    if (nimm == 4) {
        if (fl & WG_F_A_REGS) {
            if (wg_imm(C, in, &o[6], 0, "imm-trans-b")) fl |= WG_F_TRANS_B;
        } else {
            if (wg_imm(C, in, &o[6], 0, "imm-trans-a")) fl |= WG_F_TRANS_A;
            if (wg_imm(C, in, &o[7], 0, "imm-trans-b")) fl |= WG_F_TRANS_B;
        }
    }
    if (f.satf)
        fl |= WG_F_SATF;
    I = cc_emit(C, PV_OP_WGMMA, ii);
    cc_guard(C, S, in, I);
    I->x = WG_CFG(f.n, f.k, at, bt, dt, fl);
    I->a = (fl & WG_F_A_REGS) ? PV_NO_REG :
           (av->kind == OK_INT ? cc_const(C, av->val, 1) :
            wg_reg(C, S, in, av, 8, "a-desc must be a 64-bit register"));
    I->b = o[2].kind == OK_INT ? cc_const(C, o[2].val, 1) :
           wg_reg(C, S, in, &o[2], 8, "b-desc must be a 64-bit register");
    I->c = (fl & WG_F_SCALE_D_CONST) ? PV_NO_REG : cc_pred(C, S, in, sd);
    nop = (ncols + WG_COLS_PER_NOP - 1) / WG_COLS_PER_NOP;
    I->aux = ncols;
    for (i = 0; i < nop; i++) {
        pv_insn *N = cc_emit(C, PV_OP_NOP, ii);
        uint32_t *slot[WG_COLS_PER_NOP];
        uint32_t j;
        slot[0] = &N->d; slot[1] = &N->a; slot[2] = &N->b; slot[3] = &N->c;
        slot[4] = &N->aux;
        for (j = 0; j < WG_COLS_PER_NOP; j++) {
            uint32_t k = i * WG_COLS_PER_NOP + j;
            *slot[j] = k < ncols ? cols[k] : PV_NO_REG;
        }
    }
}
