/* Lowering of the integer instruction family: everything integer the core
   (compile_arith.c, compile_cvt.c, whose entry functions call the cc_int_*
   forms below first) does not lower itself: 16-bit and packed forms, .sat, .hi
   and .wide forms, carries (.cc), division, bit manipulation, setp with
   a boolean combiner, set, cvt between integer types with .sat or
   narrow types, cvt.pack, and the video instructions (vadd ... vset4).
   The handlers are in exec_int.h, the per-lane semantics in intops.h. */
#include "compile_int.h"

static int fam_signed(ir_type t) { return ir_type_class(t) == TC_SINT; }

/* The destination register column of o, which must be as wide as wide. */
static uint32_t fam_dst(cc *C, pv_sema *S, const ir_inst *in, const ir_opnd *o, int wide)
{
    cc_op d = cc_reg(C, S, in, o);
    if (d.pred || d.wide != wide)
        cc_unsupported(C, in, "destination width");
    return d.slot;
}

/* d = op(a[, b[, c]]) with the given column widths (bit 0: d, 1: a, 2: b,
   3: c) and sub-operation aux. */
static pv_insn *fam_emit(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         uint32_t op, uint32_t aux, uint32_t widths)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    pv_insn *I;
    uint32_t d = fam_dst(C, S, in, &o[0], widths & 1);
    uint32_t a = in->nopnds > 1 ? cc_src(C, S, in, &o[1], (widths >> 1) & 1) : 0;
    uint32_t b = in->nopnds > 2 ? cc_src(C, S, in, &o[2], (widths >> 2) & 1) : 0;
    uint32_t c = in->nopnds > 3 ? cc_src(C, S, in, &o[3], (widths >> 3) & 1) : 0;
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d;
    I->a = a;
    I->b = b;
    I->c = c;
    I->aux = aux;
    return I;
}

#define W_ALL 15u
#define W_NONE 0u

static uint32_t cc_flag_slot(cc *C)
{
    if (!C->cc_flag)
        C->cc_flag = ++C->code->npreds;       /* slot npreds, stored + 1 */
    return C->cc_flag - 1;
}

/* add.cc, addc, sub.cc, subc, mad.cc, madc */
static int lower_carry(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec, uint32_t kind, int cin)
{
    ir_type t = (ir_type)dec->types[0];
    int wide = ir_type_size(t) == 8;
    uint32_t aux = kind | (cin ? PV_CC_CIN : 0) |
                   ((dec->flags & ISA_F(CC)) ? PV_CC_COUT : 0) |
                   (fam_signed(t) ? PV_CC_SIGNED : 0);
    pv_insn *I;
    uint32_t slot = cc_flag_slot(C);
    if (kind == PV_CC_ADD || kind == PV_CC_SUB) {
        const ir_opnd *o = ir_opnds(C->m, in);
        uint32_t d = fam_dst(C, S, in, &o[0], wide);
        uint32_t a = cc_src(C, S, in, &o[1], wide), b = cc_src(C, S, in, &o[2], wide);
        I = cc_emit(C, wide ? PV_OP_ICC64 : PV_OP_ICC32, ii);
        cc_guard(C, S, in, I);
        I->d = d; I->a = a; I->b = b; I->c = a;
        I->aux = aux;
    } else {
        I = fam_emit(C, S, in, ii, wide ? PV_OP_ICC64 : PV_OP_ICC32, aux, wide ? W_ALL : W_NONE);
    }
    I->x = slot;
    return 1;
}

static int lower_cvt_int(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type dt = (ir_type)dec->types[0], st = (ir_type)dec->types[1];
    uint32_t ds = ir_type_size(dt), ss = ir_type_size(st), aux;
    cc_op d;
    pv_insn *I;
    int swide;
    if (ir_type_class(dt) == TC_FLOAT || ir_type_class(st) == TC_FLOAT || dec->rnd ||
        (dec->flags & ~ISA_F(SAT)) || dec->ntypes != 2)
        return 0;
    if (!(dec->flags & ISA_F(SAT)) && ds >= 4 && ss >= 4)
        return 0;                              /* the core's plain forms */
    d = cc_reg(C, S, in, &o[0]);
    if (d.pred)
        cc_unsupported(C, in, "destination");
    if (o[1].kind == OK_REG) {
        cc_op a = cc_reg(C, S, in, &o[1]);
        if (a.pred)
            cc_unsupported(C, in, "source");
        swide = a.wide;
    } else {
        swide = ss == 8;
    }
    aux = ss | (fam_signed(st) ? PV_CV_SSIGNED : 0) | (ds << 5) |
          (fam_signed(dt) ? PV_CV_DSIGNED : 0) |
          ((dec->flags & ISA_F(SAT)) ? PV_CV_SAT : 0) |
          (swide ? PV_CV_SWIDE : 0) | (d.wide ? PV_CV_DWIDE : 0);
    /* a register wider than the type gets the value sign-extended for
       signed types (the GPU's cvt.s16.s8 into a .b32 register); in a
       16-bit register only the low bits count */
    if (fam_signed(dt))
        aux |= PV_CV_DSEXT;
    I = cc_emit(C, PV_OP_ICVT, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = cc_src(C, S, in, &o[1], swide);
    I->aux = aux;
    return 1;
}

static uint32_t int_cmp_code(const isa_decoded *dec, int sg)
{
    switch (dec->cmp) {
    case ISA_CMP_EQ: return PV_CMP_EQ;
    case ISA_CMP_NE: return PV_CMP_NE;
    case ISA_CMP_LT: return sg ? PV_CMP_LT : PV_CMP_LO;
    case ISA_CMP_LE: return sg ? PV_CMP_LE : PV_CMP_LS;
    case ISA_CMP_GT: return sg ? PV_CMP_GT : PV_CMP_HI;
    case ISA_CMP_GE: return sg ? PV_CMP_GE : PV_CMP_HS;
    case ISA_CMP_LO: return PV_CMP_LO;
    case ISA_CMP_LS: return PV_CMP_LS;
    case ISA_CMP_HI: return PV_CMP_HI;
    case ISA_CMP_HS: return PV_CMP_HS;
    default: return PV_CMP_NUM;          /* not an integer comparison */
    }
}

/* setp (boolop or 16-bit) and set with integer source type t. */
static int lower_icmp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec, ir_type t, int set)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t sz = ir_type_size(t), code = int_cmp_code(dec, fam_signed(t)), aux;
    int wide = sz == 8;
    pv_insn *I;
    if (code == PV_CMP_NUM || (dec->flags & ISA_F(FTZ)))
        return 0;
    aux = code | ((uint32_t)dec->boolop << 5) | (sz == 2 ? PV_IC_W16 : 0) |
          (wide ? PV_IC_W64 : 0) | (fam_signed(t) ? PV_IC_SIGNED : 0);
    if (set) {
        ir_type dt = (ir_type)dec->types[0];
        aux |= PV_IC_SET | (dt == T_F32 ? PV_IC_SETF32 : 0);
    }
    if (dec->boolop && (o[3].flags & OF_NEG))
        aux |= PV_IC_CNEG;
    {
        uint32_t a = cc_src(C, S, in, &o[1], wide), b = cc_src(C, S, in, &o[2], wide);
        uint32_t c = dec->boolop ? cc_pred(C, S, in, &o[3]) : 0;
        uint32_t p = PV_NO_REG, q = PV_NO_REG;
        if (set) {
            p = fam_dst(C, S, in, &o[0], 0);
        } else if (o[0].kind == OK_PAIR) {
            const ir_opnd *e = C->m->opnds.data + o[0].sub;
            p = e[0].kind == OK_SINK ? PV_NO_REG : cc_pred(C, S, in, &e[0]);
            q = e[1].kind == OK_SINK ? PV_NO_REG : cc_pred(C, S, in, &e[1]);
        } else {
            p = cc_pred(C, S, in, &o[0]);
        }
        I = cc_emit(C, PV_OP_ICMP, ii);
        cc_guard(C, S, in, I);
        I->d = p; I->a = a; I->b = b; I->c = c; I->x = q; I->aux = aux;
    }
    return 1;
}

static int lower_lop3(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t d, p = PV_NO_REG, a, b, c;
    pv_insn *I;
    if (o[4].kind != OK_INT)
        cc_unsupported(C, in, "immLut");
    if (o[0].kind == OK_PAIR) {
        const ir_opnd *e = C->m->opnds.data + o[0].sub;
        if (e[0].kind == OK_SINK)
            d = cc_cols(C, CC_COL32);         /* d discarded: scratch */
        else
            d = fam_dst(C, S, in, &e[0], 0);
        p = e[1].kind == OK_SINK ? PV_NO_REG : cc_pred(C, S, in, &e[1]);
    } else {
        d = fam_dst(C, S, in, &o[0], 0);
    }
    a = cc_src(C, S, in, &o[1], 0);
    b = cc_src(C, S, in, &o[2], 0);
    c = cc_src(C, S, in, &o[3], 0);
    I = cc_emit(C, PV_OP_LOP3, ii);
    cc_guard(C, S, in, I);
    I->d = d; I->a = a; I->b = b; I->c = c;
    I->aux = (uint32_t)o[4].val & 0xffu;
    if (dec->boolop) {                        /* p = (d != 0) BoolOp q */
        uint32_t q = cc_pred(C, S, in, &o[5]);
        I = cc_emit(C, PV_OP_ICMP, ii);
        cc_guard(C, S, in, I);
        I->d = p; I->a = d; I->b = cc_const(C, 0, 0); I->c = q;
        I->x = PV_NO_REG;
        I->aux = PV_CMP_NE | ((uint32_t)dec->boolop << 5) |
                 ((o[5].flags & OF_NEG) ? PV_IC_CNEG : 0);
    }
    return 1;
}

/* ---- video instructions and cvt.pack ---- */

/* cvt.pack.sat.{u16,s16}.s32 d, a, b and cvt.pack.sat.{u2 .. s8}.s32.b32
   d, a, b, c. */
static int lower_cvt_pack(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                          const isa_decoded *dec)
{
    uint32_t k = dec->type_kw[0], aux;
    pv_insn *I;
    aux = (k == KW_u2 || k == KW_s2) ? 2u : (k == KW_u4 || k == KW_s4) ? 4u :
          (k == KW_u8 || k == KW_s8) ? 8u : 16u;
    if (k == KW_s2 || k == KW_s4 || k == KW_s8 || k == KW_s16)
        aux |= PV_PK_SIGNED;
    if (in->nopnds == 4)
        aux |= PV_PK_C;
    I = fam_emit(C, S, in, ii, PV_OP_CVT_PACK, aux, W_NONE);
    if (in->nopnds < 4)
        I->c = I->a;
    return 1;
}

/* An operand's video selector (.b0, .h1, .h10, .b3210 ...): its letter
   ('b' or 'h'; 0 for none), and its n digits as written, one a nibble
   (.b3210: 0x3210). */
typedef struct vid_sel {
    char     kind;
    uint32_t n, digits;
} vid_sel;

static vid_sel vid_sel_of(const ir_opnd *o)
{
    vid_sel s;
    s.kind = 0;
    s.n = s.digits = 0;
    if (o->kind == OK_REG && (o->flags & OF_VSEL)) {
        s.kind = ((uint32_t)o->val & IR_VSEL_HALF) ? 'h' : 'b';
        s.n = IR_VSEL_COUNT(o->val);
        s.digits = IR_VSEL_DIGITS(o->val);
    }
    return s;
}

/* vmad's {-}a, {-}b, {-}c. */
static int vid_neg_of(const ir_opnd *o)
{
    return o->kind == OK_REG && (o->flags & OF_MINUS);
}

/* A scalar selector (.b0-.b3, .h0, .h1, none) as PV_VSEL_*. */
static uint32_t vid_scalar_sel(cc *C, const ir_inst *in, const ir_opnd *o)
{
    vid_sel s = vid_sel_of(o);
    if (!s.kind)
        return PV_VSEL_W32;
    if (s.n == 1 && s.kind == 'b' && s.digits < 4)
        return PV_VSEL_B0 + s.digits;
    if (s.n == 1 && s.kind == 'h' && s.digits < 2)
        return PV_VSEL_H0 + s.digits;
    cc_unsupported(C, in, "operand selector");
    return PV_VSEL_W32;
}

/* A SIMD source selector (.hxy of 2-way, .bxyzw of 4-way) as element
   sources, one a nibble, or def when absent. */
static uint32_t vid_simd_sel(cc *C, const ir_inst *in, const ir_opnd *o,
                             int four, uint32_t def)
{
    vid_sel s = vid_sel_of(o);
    uint32_t i;
    if (!s.kind)
        return def;
    if (s.kind != (four ? 'b' : 'h') || s.n != (four ? 4u : 2u))
        cc_unsupported(C, in, "operand selector");
    for (i = 0; i < s.n; i++)
        if (((s.digits >> (4 * i)) & 15u) > (four ? 7u : 3u))
            cc_unsupported(C, in, "operand selector");
    return s.digits;
}

/* A SIMD destination mask (.h0, .h1, .h10; .b0 ... .b3210): bit i for each
   element digit i; all elements when absent. */
static uint32_t vid_simd_mask(cc *C, const ir_inst *in, const ir_opnd *o, int four)
{
    vid_sel s = vid_sel_of(o);
    uint32_t i, mask = 0;
    if (!s.kind)
        return four ? 15u : 3u;
    if (s.kind != (four ? 'b' : 'h') || s.n < 1 || s.n > (four ? 4u : 2u))
        cc_unsupported(C, in, "destination mask");
    for (i = 0; i < s.n; i++) {
        uint32_t e = (s.digits >> (4 * i)) & 15u;
        if (e > (four ? 3u : 1u))
            cc_unsupported(C, in, "destination mask");
        mask |= 1u << e;
    }
    return mask;
}

static uint32_t vid_cmp(const isa_decoded *dec)
{
    switch (dec->cmp) {
    case ISA_CMP_EQ: return PV_VC_EQ;
    case ISA_CMP_NE: return PV_VC_NE;
    case ISA_CMP_LT: return PV_VC_LT;
    case ISA_CMP_LE: return PV_VC_LE;
    case ISA_CMP_GT: return PV_VC_GT;
    default: return PV_VC_GE;
    }
}

/* vadd vsub vabsdiff vmin vmax vshl vshr vset: dtype.atype.btype (vset:
   atype.btype, an unsigned result), then .sat, a secondary operation
   (.add/.min/.max with c) or a merge into c (d.dsel with c). */
static int lower_vscalar(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         const isa_decoded *dec, uint32_t op)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int set = op == PV_VD_SET;
    ir_type dt = set ? T_U32 : (ir_type)dec->types[0];
    ir_type at = (ir_type)dec->types[set ? 0 : 1], bt = (ir_type)dec->types[set ? 1 : 2];
    uint32_t aux = op, op2 = PV_VOP2_NONE, dsel;
    pv_insn *I;
    switch (dec->aop) {
    case ISA_AOP_ADD: op2 = PV_VOP2_ADD; break;
    case ISA_AOP_MIN: op2 = PV_VOP2_MIN; break;
    case ISA_AOP_MAX: op2 = PV_VOP2_MAX; break;
    default: break;
    }
    dsel = vid_scalar_sel(C, in, &o[0]);
    /* a c operand goes with exactly one of op2 and the merge */
    if ((in->nopnds == 4) != ((op2 != PV_VOP2_NONE) != (dsel != PV_VSEL_W32)))
        cc_unsupported(C, in, "operand form");
    aux |= (fam_signed(at) ? PV_VD_ASIGNED : 0) | (fam_signed(bt) ? PV_VD_BSIGNED : 0) |
           (fam_signed(dt) ? PV_VD_DSIGNED : 0) |
           (vid_scalar_sel(C, in, &o[1]) << PV_VD_ASEL_SH) |
           (vid_scalar_sel(C, in, &o[2]) << PV_VD_BSEL_SH) | (dsel << PV_VD_DSEL_SH) |
           ((dec->flags & ISA_F(SAT)) ? PV_VD_SAT : 0) | (op2 << PV_VD_OP2_SH) |
           ((op == PV_VD_SHL || op == PV_VD_SHR) && dec->modes[0] == KW_clamp ?
            PV_VD_CLAMP : 0) |
           (set ? vid_cmp(dec) << PV_VD_CMP_SH : 0);
    I = fam_emit(C, S, in, ii, PV_OP_VID, aux, W_NONE);
    if (in->nopnds < 4)
        I->c = I->a;
    return 1;
}

/* vmad.dtype.atype.btype{.po}{.sat}{.shr7|.shr15} d, {-}a, {-}b, {-}c */
static int lower_vmad(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    uint32_t aux = 0, i;
    for (i = 0; i < dec->nmodes; i++)
        aux |= dec->modes[i] == KW_po ? PV_VM_PO : dec->modes[i] == KW_shr7 ?
               7u << PV_VM_SHR_SH : dec->modes[i] == KW_shr15 ? 15u << PV_VM_SHR_SH : 0;
    aux |= (fam_signed((ir_type)dec->types[1]) ? PV_VM_ASIGNED : 0) |
          (fam_signed((ir_type)dec->types[2]) ? PV_VM_BSIGNED : 0) |
          (vid_scalar_sel(C, in, &o[1]) << PV_VM_ASEL_SH) |
          (vid_scalar_sel(C, in, &o[2]) << PV_VM_BSEL_SH) |
          (vid_neg_of(&o[1]) ? PV_VM_NEGA : 0) | (vid_neg_of(&o[2]) ? PV_VM_NEGB : 0) |
          (vid_neg_of(&o[3]) ? PV_VM_NEGC : 0) |
          ((dec->flags & ISA_F(SAT)) ? PV_VM_SAT : 0);
    if (vid_sel_of(&o[0]).kind || vid_sel_of(&o[3]).kind)
        cc_unsupported(C, in, "operand selector");
    fam_emit(C, S, in, ii, PV_OP_VMAD, aux, W_NONE);
    return 1;
}

/* vop2/vop4 and vset2/vset4: d{.mask}, a{.asel}, b{.bsel}, c with .sat
   and the merge into c, or .add: c plus the elements. */
static int lower_vsimd(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec, uint32_t op, int four)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int set = op == PV_VS_SET;
    ir_type dt = set ? T_U32 : (ir_type)dec->types[0];
    ir_type at = (ir_type)dec->types[set ? 0 : 1], bt = (ir_type)dec->types[set ? 1 : 2];
    uint32_t aux = op;
    uint64_t asel, bsel;
    pv_insn *I;
    asel = vid_simd_sel(C, in, &o[1], four, four ? 0x3210u : 0x10u);
    bsel = vid_simd_sel(C, in, &o[2], four, four ? 0x7654u : 0x32u);
    if (vid_sel_of(&o[3]).kind)
        cc_unsupported(C, in, "operand selector");
    aux |= (four ? PV_VS_FOUR : 0) | (fam_signed(at) ? PV_VS_ASIGNED : 0) |
           (fam_signed(bt) ? PV_VS_BSIGNED : 0) | (fam_signed(dt) ? PV_VS_DSIGNED : 0) |
           ((dec->flags & ISA_F(SAT)) ? PV_VS_SAT : 0) |
           (dec->aop == ISA_AOP_ADD ? PV_VS_ACC : 0) |
           (vid_simd_mask(C, in, &o[0], four) << PV_VS_MASK_SH) |
           (set ? vid_cmp(dec) << PV_VS_CMP_SH : 0);
    I = fam_emit(C, S, in, ii, PV_OP_VSIMD, aux, W_NONE);
    I->x = asel | bsel << 16;
    return 1;
}

/* vadd vsub vabsdiff vmin vmax vshl vshr vset */
void cc_lower_vscalar(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    uint32_t op;
    switch (in->opcode) {
    case KW_op_vadd: op = PV_VD_ADD; break;
    case KW_op_vsub: op = PV_VD_SUB; break;
    case KW_op_vabsdiff: op = PV_VD_ABSDIFF; break;
    case KW_op_vmin: op = PV_VD_MIN; break;
    case KW_op_vmax: op = PV_VD_MAX; break;
    case KW_op_vshl: op = PV_VD_SHL; break;
    case KW_op_vshr: op = PV_VD_SHR; break;
    default: op = PV_VD_SET; break;
    }
    lower_vscalar(C, S, in, ii, dec, op);
}

void cc_lower_vmad(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    lower_vmad(C, S, in, ii, dec);
}

/* vadd2 ... vset2 and vadd4 ... vset4 */
void cc_lower_vsimd(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    uint32_t kw = in->opcode, op;
    int four = kw == KW_op_vadd4 || kw == KW_op_vsub4 || kw == KW_op_vavrg4 ||
               kw == KW_op_vabsdiff4 || kw == KW_op_vmin4 || kw == KW_op_vmax4 ||
               kw == KW_op_vset4;
    switch (kw) {
    case KW_op_vadd2: case KW_op_vadd4: op = PV_VS_ADD; break;
    case KW_op_vsub2: case KW_op_vsub4: op = PV_VS_SUB; break;
    case KW_op_vavrg2: case KW_op_vavrg4: op = PV_VS_AVRG; break;
    case KW_op_vabsdiff2: case KW_op_vabsdiff4: op = PV_VS_ABSDIFF; break;
    case KW_op_vmin2: case KW_op_vmin4: op = PV_VS_MIN; break;
    case KW_op_vmax2: case KW_op_vmax4: op = PV_VS_MAX; break;
    default: op = PV_VS_SET; break;
    }
    lower_vsimd(C, S, in, ii, dec, op, four);
}

/* ---- forms of instructions shared with other families ----
   Each returns 0, emitting nothing, for a form it does not take. */

static int int_class(ir_type t)
{
    int cls = ir_type_class(t);
    return cls == TC_UINT || cls == TC_SINT || cls == TC_BITS;
}

/* cvt.pack, and cvt between integer types with .sat or narrow types */
int cc_int_cvt(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
               const isa_decoded *dec)
{
    if (dec->flags & ISA_F(PACK))
        return lower_cvt_pack(C, S, in, ii, dec);
    return lower_cvt_int(C, S, in, ii, dec);
}

/* setp with a boolean combiner or on 16-bit integers */
int cc_int_setp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    if (!int_class(t))
        return 0;
    if (!dec->boolop && ir_type_size(t) >= 4)
        return 0;                         /* the core's plain setp */
    return lower_icmp(C, S, in, ii, dec, t, 0);
}

/* set with an integer source type */
int cc_int_set(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
               const isa_decoded *dec)
{
    ir_type st = (ir_type)dec->types[1];
    if (dec->ntypes != 2 || !int_class(st))
        return 0;
    return lower_icmp(C, S, in, ii, dec, st, 1);
}

/* add/sub .cc, .sat, 16-bit and add.{u16x2,s16x2} */
int cc_int_addsub(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    int add = in->opcode == KW_op_add;
    if (!int_class(t))
        return 0;
    if (dec->flags & ISA_F(CC))
        return lower_carry(C, S, in, ii, dec, add ? PV_CC_ADD : PV_CC_SUB, 0);
    if (dec->flags & ISA_F(SAT))
        return fam_emit(C, S, in, ii, PV_OP_I32_3, add ? PV_IO_ADD_SAT_S32 :
                        PV_IO_SUB_SAT_S32, W_NONE), 1;
    if (t == T_U16X2 || t == T_S16X2)
        return add ? (fam_emit(C, S, in, ii, PV_OP_I32_3, PV_IO_ADD16X2, W_NONE), 1) : 0;
    if (ir_type_size(t) == 2)
        return fam_emit(C, S, in, ii, PV_OP_I32_3, add ? PV_IO_ADD16 : PV_IO_SUB16,
                        W_NONE), 1;
    return 0;
}

/* 16-bit mul (.lo, .hi, .wide) */
int cc_int_mul(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
               const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    int sg = fam_signed(t), hi = (dec->flags & ISA_F(HI)) != 0;
    int wide = (dec->flags & ISA_F(WIDE)) != 0;
    if (!int_class(t))
        return 0;
    if (ir_type_size(t) == 2) {
        uint32_t op = wide ? (sg ? PV_IO_MUL_WIDE_S16 : PV_IO_MUL_WIDE_U16) :
                      hi ? (sg ? PV_IO_MUL_HI_S16 : PV_IO_MUL_HI_U16) : PV_IO_MUL_LO16;
        pv_insn *I = fam_emit(C, S, in, ii, PV_OP_I32_3, op, W_NONE);
        const ir_opnd *o = ir_opnds(C->m, in);
        if (op == PV_IO_MUL_WIDE_U16 && in->nopnds > 2 && o[2].kind == OK_INT) {
            /* indexing (a * 4): x = 1 + log2 lets the interpreter shift */
            uint64_t v = o[2].val & 0xffffu;
            uint32_t k = 0;
            while (k < 16 && ((uint64_t)1 << k) != v)
                k++;
            if (k < 16)
                I->x = k + 1;
        }
        return 1;
    }
    return 0;
}

/* mad.cc, 16-bit mad, mad.hi */
int cc_int_mad(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
               const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    uint32_t sz = ir_type_size(t);
    uint64_t fl = dec->flags;
    int sg = fam_signed(t), hi = (fl & ISA_F(HI)) != 0, wide = (fl & ISA_F(WIDE)) != 0;
    if (!int_class(t))
        return 0;
    if (fl & ISA_F(CC))
        return lower_carry(C, S, in, ii, dec, hi ? PV_CC_MADHI : PV_CC_MADLO, 0);
    if (sz == 2) {
        uint32_t op = wide ? (sg ? PV_IO_MAD_WIDE_S16 : PV_IO_MAD_WIDE_U16) :
                      hi ? (sg ? PV_IO_MAD_HI_S16 : PV_IO_MAD_HI_U16) : PV_IO_MAD_LO16;
        fam_emit(C, S, in, ii, PV_OP_I32_4, op, W_NONE);
        return 1;
    }
    if (hi && sz == 4) {
        fam_emit(C, S, in, ii, PV_OP_I32_4, (fl & ISA_F(SAT)) ? PV_IO_MAD_HI_SAT_S32 :
                 sg ? PV_IO_MAD_HI_S32 : PV_IO_MAD_HI_U32, W_NONE);
        return 1;
    }
    if (hi && sz == 8) {
        fam_emit(C, S, in, ii, PV_OP_I64_4, sg ? PV_IO_MAD_HI_S64 : PV_IO_MAD_HI_U64, W_ALL);
        return 1;
    }
    return 0;
}

/* integer div and rem */
int cc_int_divrem(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    uint32_t sz = ir_type_size(t);
    int dv = in->opcode == KW_op_div, sg = fam_signed(t);
    if (!int_class(t))
        return 0;
    if (sz == 8)
        fam_emit(C, S, in, ii, PV_OP_I64_3, dv ? (sg ? PV_IO_DIV_S64 : PV_IO_DIV_U64) :
                 (sg ? PV_IO_REM_S64 : PV_IO_REM_U64), W_ALL);
    else if (sz == 4)
        fam_emit(C, S, in, ii, PV_OP_I32_3, dv ? (sg ? PV_IO_DIV_S32 : PV_IO_DIV_U32) :
                 (sg ? PV_IO_REM_S32 : PV_IO_REM_U32), W_NONE);
    else
        fam_emit(C, S, in, ii, PV_OP_I32_3, dv ? (sg ? PV_IO_DIV_S16 : PV_IO_DIV_U16) :
                 (sg ? PV_IO_REM_S16 : PV_IO_REM_U16), W_NONE);
    return 1;
}

/* integer abs */
int cc_int_abs(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
               const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    uint32_t sz = ir_type_size(t);
    if (!int_class(t))
        return 0;
    if (sz == 8)
        fam_emit(C, S, in, ii, PV_OP_I64_2, PV_IO_ABS64, W_ALL);
    else
        fam_emit(C, S, in, ii, PV_OP_I32_2, sz == 2 ? PV_IO_ABS16 : PV_IO_ABS32, W_NONE);
    return 1;
}

/* 16-bit neg */
int cc_int_neg(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
               const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    if (!int_class(t) || ir_type_size(t) != 2)
        return 0;
    fam_emit(C, S, in, ii, PV_OP_I32_2, PV_IO_NEG16, W_NONE);
    return 1;
}

/* min/max on 16-bit and packed 16x2 integers, and .relu */
int cc_int_minmax(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    int mn = in->opcode == KW_op_min, relu = (dec->flags & ISA_F(RELU)) != 0;
    int sg = fam_signed(t);
    uint32_t op;
    if (!int_class(t))
        return 0;
    if (t == T_U16X2)
        op = mn ? PV_IO_MIN_U16X2 : PV_IO_MAX_U16X2;
    else if (t == T_S16X2)
        op = relu ? (mn ? PV_IO_MIN_S16X2_RELU : PV_IO_MAX_S16X2_RELU) :
             (mn ? PV_IO_MIN_S16X2 : PV_IO_MAX_S16X2);
    else if (ir_type_size(t) == 2)
        op = sg ? (mn ? PV_IO_MIN_S16 : PV_IO_MAX_S16) : (mn ? PV_IO_MIN_U16 : PV_IO_MAX_U16);
    else if (relu)
        op = mn ? PV_IO_MIN_S32_RELU : PV_IO_MAX_S32_RELU;
    else
        return 0;
    fam_emit(C, S, in, ii, PV_OP_I32_3, op, W_NONE);
    return 1;
}

/* 16-bit and, or, xor, not */
int cc_int_logic16(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    uint32_t kw = in->opcode;
    uint32_t io = kw == KW_op_and ? (uint32_t)PV_IO_AND16 :
                  kw == KW_op_or ? (uint32_t)PV_IO_OR16 :
                  kw == KW_op_xor ? (uint32_t)PV_IO_XOR16 : (uint32_t)PV_IO_NOT16;
    if (!int_class(t) || ir_type_size(t) != 2)
        return 0;
    fam_emit(C, S, in, ii, kw == KW_op_not ? PV_OP_I32_2 : PV_OP_I32_3, io, W_NONE);
    return 1;
}

/* 16-bit shl, shr */
int cc_int_shift16(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    if (!int_class(t) || ir_type_size(t) != 2)
        return 0;
    fam_emit(C, S, in, ii, PV_OP_I32_3, in->opcode == KW_op_shl ? PV_IO_SHL16 :
             fam_signed(t) ? PV_IO_SHR_S16 : PV_IO_SHR_U16, W_NONE);
    return 1;
}

/* 16-bit selp */
int cc_int_selp16(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    pv_insn *I;
    uint32_t d, a, b, p;
    if (!int_class(t) || ir_type_size(t) != 2)
        return 0;
    d = fam_dst(C, S, in, &o[0], 0);
    a = cc_src(C, S, in, &o[1], 0);
    b = cc_src(C, S, in, &o[2], 0);
    p = o[3].kind == OK_INT ? 0 : cc_pred(C, S, in, &o[3]);
    I = cc_emit(C, PV_OP_SEL16, ii);
    cc_guard(C, S, in, I);
    I->d = d; I->a = a; I->b = b; I->c = p;
    if (o[3].kind == OK_INT)              /* a constant predicate */
        I->aux = 1u | (o[3].val ? 2u : 0u);
    return 1;
}

/* ---- instructions only this family lowers ---- */

void cc_lower_addc(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    lower_carry(C, S, in, ii, dec, in->opcode == KW_op_addc ? PV_CC_ADD : PV_CC_SUB, 1);
}

void cc_lower_madc(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    lower_carry(C, S, in, ii, dec, (dec->flags & ISA_F(HI)) ? PV_CC_MADHI : PV_CC_MADLO, 1);
}

void cc_lower_lop3(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    lower_lop3(C, S, in, ii, dec);
}

/* The type of an instruction that takes integer types only (others are
   unsupported). */
static ir_type int_type(cc *C, const ir_inst *in, const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    if (!int_class(t))
        cc_unsupported(C, in, NULL);
    return t;
}

void cc_lower_mul24(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    int sg = fam_signed(int_type(C, in, dec)), hi = (dec->flags & ISA_F(HI)) != 0;
    fam_emit(C, S, in, ii, PV_OP_I32_3, !hi ? (sg ? PV_IO_MUL24_LO_S : PV_IO_MUL24_LO_U) :
             sg ? PV_IO_MUL24_HI_S : PV_IO_MUL24_HI_U, W_NONE);
}

void cc_lower_mad24(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    int sg = fam_signed(int_type(C, in, dec)), hi = (dec->flags & ISA_F(HI)) != 0;
    fam_emit(C, S, in, ii, PV_OP_I32_4, !hi ? (sg ? PV_IO_MAD24_LO_S : PV_IO_MAD24_LO_U) :
             (dec->flags & ISA_F(SAT)) ? PV_IO_MAD24_HI_SAT_S :
             sg ? PV_IO_MAD24_HI_S : PV_IO_MAD24_HI_U, W_NONE);
}

void cc_lower_sad(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    ir_type t = int_type(C, in, dec);
    uint32_t sz = ir_type_size(t);
    int sg = fam_signed(t);
    if (sz == 8)
        fam_emit(C, S, in, ii, PV_OP_I64_4, sg ? PV_IO_SAD_S64 : PV_IO_SAD_U64, W_ALL);
    else
        fam_emit(C, S, in, ii, PV_OP_I32_4, sz == 2 ? (sg ? PV_IO_SAD_S16 : PV_IO_SAD_U16) :
                 (sg ? PV_IO_SAD_S32 : PV_IO_SAD_U32), W_NONE);
}

void cc_lower_rem(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    if (!cc_int_divrem(C, S, in, ii, dec))
        cc_unsupported(C, in, NULL);
}

/* popc and clz */
void cc_lower_popc(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    int popc = in->opcode == KW_op_popc;
    if (ir_type_size(int_type(C, in, dec)) == 8)
        fam_emit(C, S, in, ii, PV_OP_I64_32, popc ? PV_IO_POPC64 : PV_IO_CLZ64, 2);
    else
        fam_emit(C, S, in, ii, PV_OP_I32_2, popc ? PV_IO_POPC32 : PV_IO_CLZ32, W_NONE);
}

void cc_lower_bfind(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    ir_type t = int_type(C, in, dec);
    int sa = (dec->flags & ISA_F(SHIFTAMT)) != 0, sg = fam_signed(t);
    if (ir_type_size(t) == 8)
        fam_emit(C, S, in, ii, PV_OP_I64_32, sg ? (sa ? PV_IO_BFIND_S64_SA : PV_IO_BFIND_S64) :
                 (sa ? PV_IO_BFIND_U64_SA : PV_IO_BFIND_U64), 2);
    else
        fam_emit(C, S, in, ii, PV_OP_I32_2, sg ? (sa ? PV_IO_BFIND_S32_SA : PV_IO_BFIND_S32) :
                 (sa ? PV_IO_BFIND_U32_SA : PV_IO_BFIND_U32), W_NONE);
}

void cc_lower_brev(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    if (ir_type_size(int_type(C, in, dec)) == 8)
        fam_emit(C, S, in, ii, PV_OP_I64_2, PV_IO_BREV64, W_ALL);
    else
        fam_emit(C, S, in, ii, PV_OP_I32_2, PV_IO_BREV32, W_NONE);
}

void cc_lower_cnot(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    uint32_t sz = ir_type_size(int_type(C, in, dec));
    if (sz == 8)
        fam_emit(C, S, in, ii, PV_OP_I64_2, PV_IO_CNOT64, W_ALL);
    else
        fam_emit(C, S, in, ii, PV_OP_I32_2, sz == 2 ? PV_IO_CNOT16 : PV_IO_CNOT32, W_NONE);
}

void cc_lower_bfe(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    ir_type t = int_type(C, in, dec);
    int sg = fam_signed(t);
    if (ir_type_size(t) == 8)
        fam_emit(C, S, in, ii, PV_OP_BFE64, (uint32_t)sg, 3);
    else
        fam_emit(C, S, in, ii, PV_OP_I32_4, sg ? PV_IO_BFE_S32 : PV_IO_BFE_U32, W_NONE);
}

void cc_lower_bfi(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    int w = ir_type_size(int_type(C, in, dec)) == 8;
    pv_insn *I;
    uint32_t e = cc_src(C, S, in, &o[4], 0);
    I = fam_emit(C, S, in, ii, w ? PV_OP_BFI64 : PV_OP_BFI32, 0, w ? 7 : 0);
    I->x = e;
}

void cc_lower_fns(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    int_type(C, in, dec);
    fam_emit(C, S, in, ii, PV_OP_I32_4, PV_IO_FNS, W_NONE);
}

void cc_lower_bmsk(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    uint32_t m0 = dec->nmodes ? dec->modes[0] : 0;
    int_type(C, in, dec);
    fam_emit(C, S, in, ii, PV_OP_I32_3, m0 == KW_wrap ? PV_IO_BMSK_WRAP : PV_IO_BMSK_CLAMP,
             W_NONE);
}

void cc_lower_szext(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    uint32_t m0 = dec->nmodes ? dec->modes[0] : 0;
    int sg = fam_signed(int_type(C, in, dec));
    fam_emit(C, S, in, ii, PV_OP_I32_3, m0 == KW_wrap ?
             (sg ? PV_IO_SZEXT_S_WRAP : PV_IO_SZEXT_U_WRAP) :
             (sg ? PV_IO_SZEXT_S_CLAMP : PV_IO_SZEXT_U_CLAMP), W_NONE);
}

/* dp4a and dp2a */
void cc_lower_dp4a(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    int sa = fam_signed(int_type(C, in, dec)), sb = fam_signed((ir_type)dec->types[1]);
    uint32_t k = (uint32_t)(sa * 2 + sb);
    uint32_t base = in->opcode == KW_op_dp4a ? PV_IO_DP4A_UU :
                    (dec->flags & ISA_F(HI)) ? PV_IO_DP2A_HI_UU : PV_IO_DP2A_LO_UU;
    fam_emit(C, S, in, ii, PV_OP_I32_4, base + k, W_NONE);
}

void cc_lower_shf(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    uint32_t m0 = dec->nmodes ? dec->modes[0] : 0;
    int l = m0 == KW_l, wr = (dec->nmodes > 1 ? dec->modes[1] : 0) == KW_wrap;
    const ir_opnd *o = ir_opnds(C->m, in);
    int_type(C, in, dec);
    if (in->nopnds == 4 && o[3].kind == OK_INT) {
        /* a constant amount (rotations): one shift for every lane */
        uint64_t n = wr ? (o[3].val & 31) : (o[3].val > 32 ? 32 : o[3].val);
        pv_insn *I = fam_emit(C, S, in, ii, PV_OP_SHF_IMM, l, W_NONE);
        I->x = n;
        return;
    }
    fam_emit(C, S, in, ii, PV_OP_I32_4, l ? (wr ? PV_IO_SHF_L_WRAP : PV_IO_SHF_L_CLAMP) :
             (wr ? PV_IO_SHF_R_WRAP : PV_IO_SHF_R_CLAMP), W_NONE);
}

void cc_lower_prmt(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    uint32_t m0 = dec->nmodes ? dec->modes[0] : 0;
    uint32_t op = m0 == KW_f4e ? PV_IO_PRMT_F4E : m0 == KW_b4e ? PV_IO_PRMT_B4E :
                  m0 == KW_rc8 ? PV_IO_PRMT_RC8 : m0 == KW_ecl ? PV_IO_PRMT_ECL :
                  m0 == KW_ecr ? PV_IO_PRMT_ECR : m0 == KW_rc16 ? PV_IO_PRMT_RC16 :
                  PV_IO_PRMT;
    int_type(C, in, dec);
    fam_emit(C, S, in, ii, PV_OP_I32_4, op, W_NONE);
}
