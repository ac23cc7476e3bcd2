/* Lowering of arithmetic, logic and comparison: add sub mul mad fma div
   neg abs min max, and or xor not, shl shr, selp, setp and set. Each
   entry decides by type: the integer family (compile_intfam.c) and the
   float family (compile_floatfam.c) take the forms they lower, and the
   plain 32- and 64-bit forms, which have their own handlers (exec.c),
   are lowered here. */
#include "compile_int.h"

static void emit3(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  uint32_t op, int wide)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    pv_insn *I;
    cc_op d = cc_reg(C, S, in, &o[0]);
    uint32_t a = cc_src(C, S, in, &o[1], wide);
    uint32_t b = in->nopnds > 2 ? cc_src(C, S, in, &o[2], wide) : 0;
    uint32_t c = in->nopnds > 3 ? cc_src(C, S, in, &o[3], wide) : 0;
    if (d.pred || d.wide != wide)
        cc_unsupported(C, in, "destination width");
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
    I->b = b;
    I->c = c;
}

static uint32_t cmp_code(uint8_t cmp)
{
    switch (cmp) {
    case ISA_CMP_EQ: return PV_CMP_EQ;
    case ISA_CMP_NE: return PV_CMP_NE;
    case ISA_CMP_LT: return PV_CMP_LT;
    case ISA_CMP_LE: return PV_CMP_LE;
    case ISA_CMP_GT: return PV_CMP_GT;
    case ISA_CMP_GE: return PV_CMP_GE;
    case ISA_CMP_LO: return PV_CMP_LO;
    case ISA_CMP_LS: return PV_CMP_LS;
    case ISA_CMP_HI: return PV_CMP_HI;
    case ISA_CMP_HS: return PV_CMP_HS;
    case ISA_CMP_EQU: return PV_CMP_EQU;
    case ISA_CMP_NEU: return PV_CMP_NEU;
    case ISA_CMP_LTU: return PV_CMP_LTU;
    case ISA_CMP_LEU: return PV_CMP_LEU;
    case ISA_CMP_GTU: return PV_CMP_GTU;
    case ISA_CMP_GEU: return PV_CMP_GEU;
    case ISA_CMP_NUM: return PV_CMP_NUM;
    default: return PV_CMP_NAN;
    }
}

static void lower_setp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                       const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    int wide = cc_type_wide(t), cls = ir_type_class(t);
    uint32_t op, p, q = CC_NO_SLOT, code = cmp_code(dec->cmp);
    pv_insn *I;
    if (dec->boolop || (dec->flags & ISA_F(FTZ)) || t == T_F16 || t == T_BF16 ||
        t == T_F16X2 || t == T_BF16X2 || ir_type_size(t) < 4)
        cc_unsupported(C, in, NULL);
    if (o[0].kind == OK_PAIR) {
        const ir_opnd *e = C->m->opnds.data + o[0].sub;
        p = e[0].kind == OK_SINK ? CC_NO_SLOT : cc_pred(C, S, in, &e[0]);
        q = e[1].kind == OK_SINK ? CC_NO_SLOT : cc_pred(C, S, in, &e[1]);
    } else {
        p = cc_pred(C, S, in, &o[0]);
    }
    if (cls == TC_FLOAT)
        op = wide ? PV_OP_SETP_F64 : PV_OP_SETP_F32;
    else
        op = wide ? PV_OP_SETP_I64 : PV_OP_SETP_I32;
    /* integer lt/le/gt/ge compare by the type's signedness */
    if (cls != TC_FLOAT && !cc_is_signed(t)) {
        if (code == PV_CMP_LT) code = PV_CMP_LO;
        else if (code == PV_CMP_LE) code = PV_CMP_LS;
        else if (code == PV_CMP_GT) code = PV_CMP_HI;
        else if (code == PV_CMP_GE) code = PV_CMP_HS;
    }
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = p == CC_NO_SLOT ? C->code->npreds : p;
    if (p == CC_NO_SLOT)
        C->code->npreds++;                 /* a scratch predicate */
    I->a = cc_src(C, S, in, &o[1], wide);
    I->b = cc_src(C, S, in, &o[2], wide);
    I->aux = code;
    if (q != CC_NO_SLOT) {
        uint32_t pd = I->d;
        I = cc_emit(C, PV_OP_MOV_PN, ii);
        cc_guard(C, S, in, I);
        I->d = q;
        I->a = pd;
    }
}

static void lower_float(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        const isa_decoded *dec, uint32_t op32, uint32_t op64)
{
    ir_type t = (ir_type)dec->types[0];
    if ((dec->rnd && dec->rnd != ISA_RND_RN) ||
        (dec->flags & (ISA_F(FTZ) | ISA_F(SAT) | ISA_F(APPROX))) ||
        (t != T_F32 && t != T_F64))
        cc_unsupported(C, in, NULL);
    emit3(C, S, in, ii, t == T_F32 ? op32 : op64, t == T_F64);
}

static void lower_int(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec, uint32_t op32, uint32_t op64)
{
    ir_type t = (ir_type)dec->types[0];
    uint32_t sz = ir_type_size(t);
    if ((sz != 4 && sz != 8) || ir_type_class(t) == TC_FLOAT ||
        (dec->flags & (ISA_F(SAT) | ISA_F(CC))))
        cc_unsupported(C, in, NULL);
    emit3(C, S, in, ii, sz == 8 ? op64 : op32, sz == 8);
}

/* A predicate source of and/or/xor/not .pred as a slot: a register, or
   a scratch predicate holding !p or a constant (clang writes !p as
   `xor.pred d, p, -1`). */
static uint32_t pred_src(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                         const ir_opnd *o, uint32_t which)
{
    pv_insn *I;
    if (o->kind != OK_INT && !(o->flags & OF_NEG))
        return cc_pred(C, S, in, o);
    if (!C->pred_tmp) {
        C->pred_tmp = C->code->npreds + 1;
        C->code->npreds += 2;
    }
    I = cc_emit(C, o->kind == OK_INT ? PV_OP_SETP_CONST : PV_OP_MOV_PN, ii);
    cc_guard(C, S, in, I);
    if (o->kind == OK_INT)
        I->x = o->val != 0;
    else
        I->a = cc_pred(C, S, in, o);
    I->d = C->pred_tmp - 1 + which;
    return I->d;
}

static int is_float(const isa_decoded *dec)
{
    return ir_type_class((ir_type)dec->types[0]) == TC_FLOAT;
}

/* add and sub: integer .cc, .sat, 16-bit and packed forms
   (compile_intfam.c); float forms other than plain round-to-nearest
   f32/f64 (compile_floatfam.c); the plain 32/64-bit forms here. */
void cc_lower_add(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    if (is_float(dec)) {
        if (!cc_float_arith(C, S, in, ii, dec))
            lower_float(C, S, in, ii, dec, PV_OP_ADD_F32, PV_OP_ADD_F64);
    } else if (!cc_int_addsub(C, S, in, ii, dec)) {
        lower_int(C, S, in, ii, dec, PV_OP_ADD_I32, PV_OP_ADD_I64);
    }
}

void cc_lower_sub(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    if (is_float(dec)) {
        if (!cc_float_arith(C, S, in, ii, dec))
            lower_float(C, S, in, ii, dec, PV_OP_SUB_F32, PV_OP_SUB_F64);
    } else if (!cc_int_addsub(C, S, in, ii, dec)) {
        lower_int(C, S, in, ii, dec, PV_OP_SUB_I32, PV_OP_SUB_I64);
    }
}

/* mul: 16-bit integers in compile_intfam.c, float forms as add */
void cc_lower_mul(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    if (is_float(dec)) {
        if (!cc_float_arith(C, S, in, ii, dec))
            lower_float(C, S, in, ii, dec, PV_OP_MUL_F32, PV_OP_MUL_F64);
        return;
    }
    if (cc_int_mul(C, S, in, ii, dec))
        return;
    if (dec->flags & ISA_F(WIDE)) {
        const ir_opnd *o = ir_opnds(C->m, in);
        pv_insn *I;
        cc_op d;
        if (ir_type_size(t) != 4)
            cc_unsupported(C, in, NULL);
        d = cc_reg(C, S, in, &o[0]);
        I = cc_emit(C, cc_is_signed(t) ? PV_OP_MUL_WIDE_S32 : PV_OP_MUL_WIDE_U32, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = cc_src(C, S, in, &o[1], 0);
        I->b = cc_src(C, S, in, &o[2], 0);
        if (!d.wide)
            cc_unsupported(C, in, "destination width");
    } else if (dec->flags & ISA_F(HI)) {
        if (ir_type_size(t) == 4)
            lower_int(C, S, in, ii, dec, cc_is_signed(t) ? PV_OP_MUL_HI_S32 : PV_OP_MUL_HI_U32, 0);
        else
            lower_int(C, S, in, ii, dec, 0, cc_is_signed(t) ? PV_OP_MUL_HI_S64 : PV_OP_MUL_HI_U64);
    } else {
        lower_int(C, S, in, ii, dec, PV_OP_MUL_LO_I32, PV_OP_MUL_LO_I64);
    }
}

/* mad: .cc, 16-bit and .hi in compile_intfam.c, float forms as add
   (a float mad is an fma but on sm_1x) */
void cc_lower_mad(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    if (is_float(dec)) {
        if (!cc_float_arith(C, S, in, ii, dec))
            lower_float(C, S, in, ii, dec, PV_OP_FMA_F32, PV_OP_FMA_F64);
        return;
    }
    if (cc_int_mad(C, S, in, ii, dec))
        return;
    if (dec->flags & ISA_F(WIDE)) {
        const ir_opnd *o = ir_opnds(C->m, in);
        pv_insn *I;
        cc_op d = cc_reg(C, S, in, &o[0]);
        if (ir_type_size(t) != 4 || !d.wide)
            cc_unsupported(C, in, NULL);
        I = cc_emit(C, cc_is_signed(t) ? PV_OP_MAD_WIDE_S32 : PV_OP_MAD_WIDE_U32, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = cc_src(C, S, in, &o[1], 0);
        I->b = cc_src(C, S, in, &o[2], 0);
        I->c = cc_src(C, S, in, &o[3], 1);
    } else if (dec->flags & ISA_F(HI)) {
        cc_unsupported(C, in, NULL);
    } else {
        lower_int(C, S, in, ii, dec, PV_OP_MAD_LO_I32, PV_OP_MAD_LO_I64);
    }
}

void cc_lower_fma(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    if (!cc_float_arith(C, S, in, ii, dec))
        lower_float(C, S, in, ii, dec, PV_OP_FMA_F32, PV_OP_FMA_F64);
}

/* div: integer (compile_intfam.c) or float (compile_floatfam.c) */
void cc_lower_div(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    if (is_float(dec) ? !cc_float_arith(C, S, in, ii, dec)
                      : !cc_int_divrem(C, S, in, ii, dec))
        cc_unsupported(C, in, NULL);
}

/* neg: 16-bit integers in compile_intfam.c, float forms as add */
void cc_lower_neg(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    if (is_float(dec)) {
        if (!cc_float_arith(C, S, in, ii, dec))
            lower_float(C, S, in, ii, dec, PV_OP_NEG_F32, PV_OP_NEG_F64);
    } else if (!cc_int_neg(C, S, in, ii, dec)) {
        lower_int(C, S, in, ii, dec, PV_OP_NEG_I32, PV_OP_NEG_I64);
    }
}

/* abs: integers in compile_intfam.c, float forms as add */
void cc_lower_abs(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    if (is_float(dec)) {
        if (!cc_float_arith(C, S, in, ii, dec))
            lower_float(C, S, in, ii, dec, PV_OP_ABS_F32, PV_OP_ABS_F64);
    } else if (!cc_int_abs(C, S, in, ii, dec)) {
        cc_unsupported(C, in, NULL);
    }
}

/* min and max: floats in compile_floatfam.c; 16-bit, packed and .relu
   integers in compile_intfam.c; plain 32/64-bit integers here */
void cc_lower_minmax(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                     const isa_decoded *dec)
{
    ir_type t = (ir_type)dec->types[0];
    if (is_float(dec)) {
        if (!cc_float_arith(C, S, in, ii, dec))
            cc_unsupported(C, in, NULL);
        return;
    }
    if (cc_int_minmax(C, S, in, ii, dec))
        return;
    if (in->opcode == KW_op_min)
        lower_int(C, S, in, ii, dec,
                  cc_is_signed(t) ? PV_OP_MIN_S32 : PV_OP_MIN_U32,
                  cc_is_signed(t) ? PV_OP_MIN_S64 : PV_OP_MIN_U64);
    else
        lower_int(C, S, in, ii, dec,
                  cc_is_signed(t) ? PV_OP_MAX_S32 : PV_OP_MAX_U32,
                  cc_is_signed(t) ? PV_OP_MAX_S64 : PV_OP_MAX_U64);
}

/* and, or, xor, not: 16-bit in compile_intfam.c; predicates, 32 and 64
   bits here */
void cc_lower_logic(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    uint32_t kw = in->opcode;
    ir_type t = (ir_type)dec->types[0];
    if (cc_int_logic16(C, S, in, ii, dec))
        return;
    if (t == T_PRED) {
        const ir_opnd *o = ir_opnds(C->m, in);
        uint32_t a = pred_src(C, S, in, ii, &o[1], 0);
        uint32_t b = kw != KW_op_not ? pred_src(C, S, in, ii, &o[2], 1) : a;
        pv_insn *I = cc_emit(C, kw == KW_op_and ? PV_OP_AND_P : kw == KW_op_or ?
                          PV_OP_OR_P : kw == KW_op_xor ? PV_OP_XOR_P : PV_OP_NOT_P, ii);
        cc_guard(C, S, in, I);
        I->d = cc_pred(C, S, in, &o[0]);
        I->a = a;
        I->b = b;
        return;
    }
    if (ir_type_size(t) < 4)
        cc_unsupported(C, in, NULL);
    lower_int(C, S, in, ii, dec,
              kw == KW_op_and ? PV_OP_AND_B32 : kw == KW_op_or ? PV_OP_OR_B32 :
              kw == KW_op_xor ? PV_OP_XOR_B32 : PV_OP_NOT_B32,
              kw == KW_op_and ? PV_OP_AND_B64 : kw == KW_op_or ? PV_OP_OR_B64 :
              kw == KW_op_xor ? PV_OP_XOR_B64 : PV_OP_NOT_B64);
}

/* shl and shr: 16-bit in compile_intfam.c, 32 and 64 bits here */
void cc_lower_shift(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                    const isa_decoded *dec)
{
    /* [64-bit][constant amount][shl, shr.u, shr.s]: a constant amount
       below the width is one shift for the whole warp (a scaled index,
       shl.b64 %rd, %rd, 2, is the common case) */
    static const uint16_t ops[2][2][3] = {
        {{PV_OP_SHL_B32, PV_OP_SHR_U32, PV_OP_SHR_S32},
         {PV_OP_SHL_IMM32, PV_OP_SHR_U_IMM32, PV_OP_SHR_S_IMM32}},
        {{PV_OP_SHL_B64, PV_OP_SHR_U64, PV_OP_SHR_S64},
         {PV_OP_SHL_IMM64, PV_OP_SHR_U_IMM64, PV_OP_SHR_S_IMM64}}};
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    uint32_t sz = ir_type_size(t), wide, imm, kind;
    pv_insn *I;
    cc_op d;
    if (cc_int_shift16(C, S, in, ii, dec))
        return;
    if (sz != 4 && sz != 8)
        cc_unsupported(C, in, NULL);
    wide = sz == 8;
    imm = o[2].kind == OK_INT && o[2].val < 8u * sz;
    kind = in->opcode == KW_op_shl ? 0 : cc_is_signed(t) ? 2 : 1;
    d = cc_reg(C, S, in, &o[0]);
    I = cc_emit(C, ops[wide][imm][kind], ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = cc_src(C, S, in, &o[1], (int)wide);
    if (imm)
        I->x = o[2].val;
    else
        I->b = cc_src(C, S, in, &o[2], 0);    /* shift amount: .u32 */
}

/* selp: 16-bit in compile_intfam.c, 32 and 64 bits here */
void cc_lower_selp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type t = (ir_type)dec->types[0];
    int wide = cc_type_wide(t);
    pv_insn *I;
    cc_op d;
    if (cc_int_selp16(C, S, in, ii, dec))
        return;
    d = cc_reg(C, S, in, &o[0]);
    if (ir_type_size(t) < 4 || (o[3].kind != OK_REG && o[3].kind != OK_INT) ||
        (o[3].flags & OF_NEG))
        cc_unsupported(C, in, NULL);
    if (o[3].kind == OK_INT) {        /* a constant predicate picks a side */
        I = cc_emit(C, wide ? PV_OP_MOV64 : PV_OP_MOV32, ii);
        cc_guard(C, S, in, I);
        I->d = d.slot;
        I->a = cc_src(C, S, in, &o[o[3].val ? 1 : 2], wide);
        return;
    }
    I = cc_emit(C, wide ? PV_OP_SELP64 : PV_OP_SELP32, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = cc_src(C, S, in, &o[1], wide);
    I->b = cc_src(C, S, in, &o[2], wide);
    I->c = cc_pred(C, S, in, &o[3]);
}

/* setp: boolean combiners and 16-bit integers (compile_intfam.c), float
   comparisons other than plain f32/f64 ones (compile_floatfam.c), the
   rest here. */
void cc_lower_setp(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                   const isa_decoded *dec)
{
    if (ir_type_class((ir_type)dec->types[0]) == TC_FLOAT) {
        if (cc_float_setp(C, S, in, ii, dec))
            return;
    } else if (cc_int_setp(C, S, in, ii, dec)) {
        return;
    }
    lower_setp(C, S, in, ii, dec);
}

/* set: by its source type, integer (compile_intfam.c) or float
   (compile_floatfam.c). */
void cc_lower_set(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    if (!cc_int_set(C, S, in, ii, dec) && !cc_float_set(C, S, in, ii, dec))
        cc_unsupported(C, in, NULL);
}
