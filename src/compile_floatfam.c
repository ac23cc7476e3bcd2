/* Lowering of the floating-point instruction family: everything float the
   core does not take itself. The core (compile_arith.c, compile_cvt.c)
   keeps plain round-to-nearest f32/f64 add/sub/mul/fma/mad/neg/abs, setp
   without .ftz or a boolean operation, and the cvt forms it knows; the
   entry functions there call the cc_float_* forms below first. The rest of
   float (rcp, sqrt, sin ..., testp, slct) has its entries here; everything
   float lowers here to the generic handlers of exec_float.h, whose per-lane
   work is in fpops.c (softfp underneath). */
#include "compile_int.h"
#include "fpops.h"
#include "fpcvt_int.h"
#include "legacy.h"
#include <float.h>

/* Round-to-nearest f32/f64 operations run on the host's arithmetic only
   where it is IEEE binary32/64 without excess precision (not x87). */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0
#define CF_HOST_FP 1
#else
#define CF_HOST_FP 0
#endif


/* The softfp format of a float type (*x2: packed pair), or -1. */
static int fmt_of(ir_type t, int *x2)
{
    *x2 = 0;
    switch (t) {
    case T_F16X2: *x2 = 1; return SF_F16;
    case T_BF16X2: *x2 = 1; return SF_BF16;
    case T_E4M3X2: *x2 = 1; return SF_E4M3;
    case T_E5M2X2: *x2 = 1; return SF_E5M2;
    case T_F16: return SF_F16;
    case T_BF16: return SF_BF16;
    case T_F32: return SF_F32;
    case T_F64: return SF_F64;
    case T_TF32: return SF_TF32;
    case T_E4M3: return SF_E4M3;
    case T_E5M2: return SF_E5M2;
    default: return -1;
    }
}

static sf_rnd rnd_of(uint8_t r, sf_rnd dflt)
{
    switch (r) {
    case ISA_RND_RN: case ISA_RND_RNI: return SF_RN;
    case ISA_RND_RZ: case ISA_RND_RZI: return SF_RZ;
    case ISA_RND_RM: case ISA_RND_RMI: return SF_RM;
    case ISA_RND_RP: case ISA_RND_RPI: return SF_RP;
    case ISA_RND_RNA: return SF_RNA;
    default: return dflt;
    }
}

static unsigned flags_of(const isa_decoded *dec)
{
    unsigned f = 0;
    if (dec->flags & ISA_F(FTZ)) f |= SF_FTZ;
    if (dec->flags & ISA_F(SAT)) f |= SF_SAT;
    if (dec->flags & ISA_F(SATFINITE)) f |= SF_SATFINITE;
    if (dec->flags & ISA_F(NANS)) f |= SF_NANPROP;
    if (dec->flags & ISA_F(XORSIGN)) f |= SF_XORSIGN;
    return f;
}

/* A source operand of float type t as a column of the given width:
   literals become the type's bits (f16/bf16 literals rounded to
   nearest). */
static uint32_t fsrc(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o,
                     ir_type t, int wide)
{
    int x2;
    int f = fmt_of(t, &x2);
    if ((o->kind == OK_F32 || o->kind == OK_F64) && !x2 &&
        (f == SF_F16 || f == SF_BF16)) {
        uint64_t v = sf_cvt_ff((sf_fmt)f, o->kind == OK_F32 ? SF_F32 : SF_F64,
                               o->val, SF_RN, 0);
        return cc_const(C, v, 0);
    }
    if (o->kind == OK_F32 || o->kind == OK_F64 || o->kind == OK_INT)
        return cc_src(C, S, in, o, wide);
    {
        cc_op r = cc_reg(C, S, in, o);
        if (r.pred)
            cc_unsupported(C, in, "predicate operand");
        return r.slot;     /* relaxed widths: the handler masks */
    }
}

/* d, a [, b [, c]] through FP32/FP64 (or op) with descriptor aux. */
static void emit_arith(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       ir_type t, uint32_t op, uint32_t aux)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int wide = ir_type_size(t) == 8;
    cc_op d = cc_reg(C, S, in, &o[0]);
    uint32_t a = fsrc(C, S, in, &o[1], t, wide);
    uint32_t b = in->nopnds > 2 ? fsrc(C, S, in, &o[2], t, wide) : a;
    uint32_t c = in->nopnds > 3 ? fsrc(C, S, in, &o[3], t, wide) : a;
    pv_insn *I;
    if (d.pred || d.wide != wide)
        cc_unsupported(C, in, "destination width");
    I = cc_emit(C, op ? op : (uint32_t)(wide ? PV_OP_FP64 : PV_OP_FP32), ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
    I->b = b;
    I->c = c;
    I->aux = aux;
}

static uint32_t cmp_sf(uint8_t cmp)
{
    switch (cmp) {
    case ISA_CMP_EQ: return SF_EQ;
    case ISA_CMP_NE: return SF_NE;
    case ISA_CMP_LT: return SF_LT;
    case ISA_CMP_LE: return SF_LE;
    case ISA_CMP_GT: return SF_GT;
    case ISA_CMP_GE: return SF_GE;
    case ISA_CMP_EQU: return SF_EQU;
    case ISA_CMP_NEU: return SF_NEU;
    case ISA_CMP_LTU: return SF_LTU;
    case ISA_CMP_LEU: return SF_LEU;
    case ISA_CMP_GTU: return SF_GTU;
    case ISA_CMP_GEU: return SF_GEU;
    case ISA_CMP_NUM: return SF_NUM;
    default: return SF_NAN;
    }
}

/* setp/set on float operands. set: dt the destination type. */
static int lower_fcmp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec, int set)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type st = (ir_type)dec->types[set ? 1 : 0];
    ir_type dt = set ? (ir_type)dec->types[0] : T_NONE;
    int x2, f = fmt_of(st, &x2), wide = st == T_F64;
    uint32_t aux, p = CC_NO_SLOT, q = CC_NO_SLOT, nsrc = 3;
    pv_insn *I;
    if (f < 0)
        return 0;
    if (!set && !x2 && (st == T_F32 || st == T_F64) && !dec->boolop &&
        !(dec->flags & ISA_F(FTZ)))
        return 0;                               /* the core's SETP_F32/F64 */
    aux = cmp_sf(dec->cmp) | ((uint32_t)f << 5) |
          ((dec->flags & ISA_F(FTZ)) ? 1u << 8 : 0) |
          ((uint32_t)(dec->boolop ? dec->boolop - ISA_BOOL_AND + 1 : 0) << 9) |
          (x2 ? 1u << 12 : 0);
    if (dec->boolop && (o[3].flags & OF_NEG))
        aux |= 1u << 11;
    if (set) {
        int dx2;
        int df = fmt_of(dt, &dx2);
        uint32_t kind;
        if (ir_type_size(dt) == 8)
            return 0;
        if (df == SF_F32) kind = FS_F32;
        else if (df == SF_F16) kind = FS_F16;
        else if (df == SF_BF16) kind = FS_BF16;
        else if (df >= 0) return 0;
        else kind = (ir_type_size(dt) == 2 && !x2) ? FS_ONES16 : FS_ONES;
        aux |= kind << 13;
        {
            cc_op d = cc_reg(C, S, in, &o[0]);
            if (d.pred || d.wide)
                cc_unsupported(C, in, "destination width");
            p = d.slot;
        }
    } else if (o[0].kind == OK_PAIR) {
        const ir_opnd *e = C->m->opnds.data + o[0].sub;
        p = e[0].kind == OK_SINK ? CC_NO_SLOT : cc_pred(C, S, in, &e[0]);
        q = e[1].kind == OK_SINK ? CC_NO_SLOT : cc_pred(C, S, in, &e[1]);
    } else {
        p = cc_pred(C, S, in, &o[0]);
    }
    I = cc_emit(C, set ? (wide ? PV_OP_FSET64 : PV_OP_FSET32)
                       : (wide ? PV_OP_FSETP64 : PV_OP_FSETP32), ii);
    cc_guard(C, S, in, I);
    if (p == CC_NO_SLOT)
        p = C->code->npreds++;                  /* a scratch predicate */
    I->d = p;
    I->x = q == CC_NO_SLOT ? PV_NO_REG : q;
    I->a = fsrc(C, S, in, &o[1], st, wide);
    I->b = fsrc(C, S, in, &o[2], st, wide);
    I->aux = aux;
    if (dec->boolop) {
        I->c = cc_pred(C, S, in, &o[nsrc]);
    }
    return 1;
}

static int lower_testp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    uint32_t op;
    pv_insn *I;
    switch (dec->modes[0]) {
    case KW_finite: op = SF_TP_FINITE; break;
    case KW_infinite: op = SF_TP_INFINITE; break;
    case KW_number: op = SF_TP_NUMBER; break;
    case KW_notanumber: op = SF_TP_NOTANUMBER; break;
    case KW_normal: op = SF_TP_NORMAL; break;
    default: op = SF_TP_SUBNORMAL; break;
    }
    I = cc_emit(C, t == T_F64 ? PV_OP_TESTP64 : PV_OP_TESTP32, ii);
    cc_guard(C, S, in, I);
    I->d = cc_pred(C, S, in, &o[0]);
    I->a = fsrc(C, S, in, &o[1], t, t == T_F64);
    I->aux = op | ((uint32_t)(t == T_F64 ? SF_F64 : SF_F32) << 5);
    return 1;
}

/* slct d, a, b, c: a when c >= 0, else b; c is .s32 or .f32 (where -0
   counts as 0, a NaN selects b, and .ftz makes a subnormal c a zero of
   its sign, so a negative one selects a). A compare into a scratch
   predicate, then a selection of the destination type's width. */
static int lower_slct(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type dt = (ir_type)dec->types[0];
    uint32_t sz = ir_type_size(dt), p;
    int wide = sz == 8;
    pv_insn *I;
    cc_op d = cc_reg(C, S, in, &o[0]);
    if (d.pred || d.wide != wide)
        cc_unsupported(C, in, "destination width");
    p = C->code->npreds++;
    if ((ir_type)dec->types[1] == T_F32) {
        I = cc_emit(C, PV_OP_FSETP32, ii);
        I->a = fsrc(C, S, in, &o[3], T_F32, 0);
        I->x = PV_NO_REG;
        I->aux = SF_GE | ((uint32_t)SF_F32 << 5) |
                 ((dec->flags & ISA_F(FTZ)) ? 1u << 8 : 0);
    } else {
        I = cc_emit(C, PV_OP_SETP_I32, ii);
        I->a = cc_src(C, S, in, &o[3], 0);
        I->aux = PV_CMP_GE;
    }
    cc_guard(C, S, in, I);
    I->d = p;
    I->b = cc_const(C, 0, 0);
    I = cc_emit(C, sz == 2 ? PV_OP_SEL16 : wide ? PV_OP_SELP64 : PV_OP_SELP32, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = ir_type_class(dt) == TC_FLOAT ? fsrc(C, S, in, &o[1], dt, wide)
                                         : cc_src(C, S, in, &o[1], wide);
    I->b = ir_type_class(dt) == TC_FLOAT ? fsrc(C, S, in, &o[2], dt, wide)
                                         : cc_src(C, S, in, &o[2], wide);
    I->c = p;
    return 1;
}

static int int_bits(ir_type t)
{
    return (int)ir_type_size(t) * 8;
}

/* Whether a conversion descriptor is a float-to-integer cvt the bit
   pattern path (fpcvt_int.h) runs: an f32 in a 32-bit column or an f64
   in a 64-bit one, .rni/.rzi/.rmi/.rpi (or their non-integer spellings). */
static int fi_fast(uint64_t desc, int swide)
{
    unsigned src = (unsigned)((desc >> 8) & 15u), rm = (unsigned)((desc >> 12) & 7u);
    if ((desc & 15u) != CK_FI || (rm != SF_RN && rm != SF_RZ && rm != SF_RM && rm != SF_RP))
        return 0;
    return swide ? src == SF_F64 : src == SF_F32;
}

static int lower_fcvt(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type dt = (ir_type)dec->types[0], st = (ir_type)dec->types[1];
    int dx2, sx2, df = fmt_of(dt, &dx2), sf = fmt_of(st, &sx2);
    unsigned fl = flags_of(dec);
    uint64_t desc;
    int swide, dwide;
    cc_op d;
    uint32_t a, b;
    pv_insn *I;
    if (dec->ntypes < 2 || (df < 0 && sf < 0) || dec->rnd == ISA_RND_RS ||
        (dec->flags & ISA_F(PACK)))
        return 0;
    if (df < 0 && ir_type_class(dt) != TC_UINT && ir_type_class(dt) != TC_SINT)
        return 0;
    if (sf < 0 && ir_type_class(st) != TC_UINT && ir_type_class(st) != TC_SINT &&
        ir_type_class(st) != TC_BITS)
        return 0;
    if (dec->flags & ISA_F(RELU))
        fl |= SF_RELU;
    /* the core's own fast forms */
    if (!fl && dt == T_F32 && (st == T_S32 || st == T_U32) &&
        (dec->rnd == ISA_RND_RN || !dec->rnd))
        return 0;
    if (!fl && dt == T_F64 && st == T_F32 && !dec->rnd)
        return 0;
    if (in->nopnds == 3) {                       /* d = cvt(a):cvt(b) */
        if (dx2 == 0 || sf < 0)
            return 0;
        desc = FP_CVT(CK_PACK2, df, sf, rnd_of(dec->rnd, SF_RN), fl, 0, 0);
    } else if (dx2 || sx2) {
        if (!dx2 || !sx2)
            return 0;
        desc = FP_CVT(CK_X2, df, sf, rnd_of(dec->rnd, SF_RN), fl, 0, 0);
    } else if (df >= 0 && sf >= 0) {
        if (dec->rnd >= ISA_RND_RNI && dec->rnd <= ISA_RND_RPI) {
            if (df != sf)
                return 0;
            desc = FP_CVT(CK_RI, df, sf, rnd_of(dec->rnd, SF_RN), fl, 0, 0);
        } else {
            desc = FP_CVT(CK_FF, df, sf, rnd_of(dec->rnd, SF_RN), fl, 0, 0);
        }
    } else if (df < 0) {                         /* float -> integer */
        desc = FP_CVT(CK_FI, 0, sf, rnd_of(dec->rnd, SF_RZ), fl & SF_FTZ,
                      int_bits(dt), ir_type_class(dt) == TC_SINT);
    } else {                                     /* integer -> float */
        desc = FP_CVT(CK_IF, df, 0, rnd_of(dec->rnd, SF_RN), fl,
                      int_bits(st), ir_type_class(st) == TC_SINT);
    }
    d = cc_reg(C, S, in, &o[0]);
    if (d.pred)
        cc_unsupported(C, in, "destination");
    dwide = d.wide;
    swide = ir_type_size(st) == 8;
    if (o[1].kind == OK_REG) {
        cc_op r = cc_reg(C, S, in, &o[1]);
        if (r.pred)
            cc_unsupported(C, in, "source");
        swide = r.wide;
        a = r.slot;
    } else {
        a = fsrc(C, S, in, &o[1], st, swide);
    }
    b = a;
    if (in->nopnds == 3) {
        if (o[2].kind == OK_REG) {
            cc_op r = cc_reg(C, S, in, &o[2]);
            if (r.pred || r.wide != swide)
                cc_unsupported(C, in, "source width");
            b = r.slot;
        } else {
            b = fsrc(C, S, in, &o[2], st, swide);
        }
    }
    if (fi_fast(desc, swide)) {
        I = cc_emit(C, swide ? (dwide ? PV_OP_CVTI64_F64 : PV_OP_CVTI32_F64)
                             : (dwide ? PV_OP_CVTI64_F32 : PV_OP_CVTI32_F32), ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = a;
        I->aux = FP_FI_AUX((desc >> 12) & 7u, (desc >> 16) & SF_FTZ,
                           (desc >> 31) & 1u, (desc >> 24) & 127u);
        return 1;
    }
    I = cc_emit(C, dwide ? (swide ? PV_OP_CVTF_64_64 : PV_OP_CVTF_64_32)
                         : (swide ? PV_OP_CVTF_32_64 : PV_OP_CVTF_32_32), ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
    I->b = b;
    I->x = desc;
    return 1;
}

/* setp on float operands, but the core's plain f32/f64 forms */
int cc_float_setp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    return lower_fcmp(C, S, in, ii, dec, 0);
}

/* set with a float source type */
int cc_float_set(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                 const isa_decoded *dec)
{
    return dec->ntypes > 1 ? lower_fcmp(C, S, in, ii, dec, 1) : 0;
}

void cc_lower_testp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    lower_testp(C, S, in, ii, dec);
}

void cc_lower_slct(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    lower_slct(C, S, in, ii, dec);
}

/* cvt to or from a float type, but the core's fast forms */
int cc_float_cvt(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                 const isa_decoded *dec)
{
    return lower_fcvt(C, S, in, ii, dec);
}

/* Float arithmetic (add sub mul fma mad div rcp sqrt rsqrt sin cos lg2
   ex2 tanh abs neg min max copysign) on f16/bf16 (and pairs), f32 and
   f64, except the plain forms the core runs natively. */
int cc_float_arith(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    int x2, f = fmt_of(t, &x2);
    unsigned fl = flags_of(dec);
    uint32_t kind, aux, op = 0;
    int plain_rn = !dec->rnd || dec->rnd == ISA_RND_RN;
    int core32_64 = (t == T_F32 || t == T_F64);
    if (f < 0 || f == SF_TF32 || f == SF_E4M3 || f == SF_E5M2 || dec->ntypes > 1)
        return 0;
    switch (in->opcode) {
    case KW_op_add: kind = FK_ADD; break;
    case KW_op_sub: kind = FK_SUB; break;
    case KW_op_mul: kind = FK_MUL; break;
    case KW_op_fma: kind = FK_FMA; break;
    case KW_op_mad:
        /* sm_1x: mad.f32 without rounding is not fused (ISA 4.1, mad) */
        kind = (t == T_F32 && !dec->rnd && !x2 && legacy_target_sm1x(C->m))
                   ? FK_MAD_SM1X : FK_FMA;
        break;
    case KW_op_div:
        kind = (dec->flags & ISA_F(APPROX)) ? FK_DIV_APPROX :
               (dec->flags & ISA_F(FULL)) ? FK_DIV_FULL : FK_DIV;
        break;
    case KW_op_rcp:
        kind = !(dec->flags & ISA_F(APPROX)) ? FK_RCP :
               t == T_F64 ? FK_RCP_GROSS : FK_RCP_APPROX;
        break;
    case KW_op_sqrt:
        kind = (dec->flags & ISA_F(APPROX)) ? FK_SQRT_APPROX : FK_SQRT;
        break;
    case KW_op_rsqrt:
        kind = (t == T_F64 && (dec->flags & ISA_F(FTZ))) ? FK_RSQRT_GROSS
                                                        : FK_RSQRT_APPROX;
        break;
    case KW_op_sin: kind = FK_SIN; break;
    case KW_op_cos: kind = FK_COS; break;
    case KW_op_lg2: kind = FK_LG2; break;
    case KW_op_ex2: kind = FK_EX2; break;
    case KW_op_tanh: kind = FK_TANH; break;
    case KW_op_abs: kind = FK_ABS; break;
    case KW_op_neg: kind = FK_NEG; break;
    case KW_op_min: kind = in->nopnds > 3 ? FK_MIN3 : FK_MIN; break;
    case KW_op_max: kind = in->nopnds > 3 ? FK_MAX3 : FK_MAX; break;
    case KW_op_copysign: kind = FK_COPYSIGN; break;
    default: return 0;
    }
    /* what the core runs natively */
    if (CF_HOST_FP && core32_64 && plain_rn && !(fl & (SF_FTZ | SF_SAT)) &&
        (kind == FK_ADD || kind == FK_SUB || kind == FK_MUL || kind == FK_FMA))
        return 0;
    if (core32_64 && !(fl & SF_FTZ) && (kind == FK_ABS || kind == FK_NEG))
        return 0;
    if (kind == FK_FMA && in->opcode == KW_op_mad && !dec->rnd && t == T_F64)
        return 0;
    aux = FP_AUX(kind, f, rnd_of(dec->rnd, SF_RN), fl) | (x2 ? FP_AUX_X2 : 0);
    if (dec->flags & ISA_F(RELU))
        aux |= FP_AUX_RELU;
    if ((dec->flags & ISA_F(ABS)) && !(dec->flags & ISA_F(XORSIGN)))
        aux |= FP_AUX_ABSIN;
    if (CF_HOST_FP && t == T_F32 && plain_rn && fl == SF_FTZ && !x2) {
        if (kind == FK_ADD) op = PV_OP_ADD_FTZ_F32;
        else if (kind == FK_SUB) op = PV_OP_SUB_FTZ_F32;
        else if (kind == FK_MUL) op = PV_OP_MUL_FTZ_F32;
        else if (kind == FK_FMA) op = PV_OP_FMA_FTZ_F32;
        else if (kind == FK_DIV) op = PV_OP_DIV_FTZ_F32;
        else if (kind == FK_SQRT) op = PV_OP_SQRT_FTZ_F32;
    }
    /* division and square root rounded to nearest: the host's are IEEE
       correctly rounded too (the soft-float path is a bit-serial loop) */
    if (CF_HOST_FP && core32_64 && plain_rn && !fl && !(aux & (FP_AUX_RELU | FP_AUX_ABSIN))) {
        if (kind == FK_DIV) op = t == T_F32 ? PV_OP_DIV_F32 : PV_OP_DIV_F64;
        else if (kind == FK_SQRT) op = t == T_F32 ? PV_OP_SQRT_F32 : PV_OP_SQRT_F64;
    }
    emit_arith(C, S, in, ii, t, op, aux);
    return 1;
}

/* rcp sqrt rsqrt sin cos lg2 ex2 tanh copysign: instructions only this
   family lowers, so the forms it does not take are unsupported. */
void cc_lower_float_math(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         const isa_decoded *dec)
{
    if (!cc_float_arith(C, S, in, ii, dec))
        cc_unsupported(C, in, NULL);
}
