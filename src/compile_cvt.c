/* Lowering of cvt: the entry sends integer forms with .sat or narrow
   types and cvt.pack to the integer family (compile_intfam.c), forms
   with a float type to the float family (compile_floatfam.c), and lowers
   the plain forms that have handlers of their own here. */
#include "compile_int.h"

/* cvt's source: the relaxed rule lets a register be wider than the
   source type (cvt.s64.s32 %rd2, %rd1): its low bits are the value, moved
   into a scratch 32-bit column first. */
static uint32_t cvt_src(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                        const ir_opnd *o, uint32_t ss)
{
    if (ss < 8 && o->kind == OK_REG) {
        cc_op r = cc_reg(C, S, in, o);
        if (r.wide) {
            pv_insn *I = cc_emit(C, PV_OP_CVT_U32_U64, ii);
            I->d = cc_cols(C, CC_COL32);
            I->a = r.slot;
            return I->d;
        }
    }
    return cc_src(C, S, in, o, ss == 8);
}

static void lower_cvt(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                      const isa_decoded *dec)
{
    const ir_opnd *o = ir_opnds(C->m, in);
    ir_type dt = (ir_type)dec->types[0], st = (ir_type)dec->types[1];
    int dcls = ir_type_class(dt), scls = ir_type_class(st);
    uint32_t ds = ir_type_size(dt), ss = ir_type_size(st), op = PV_OP_COUNT;
    pv_insn *I;
    cc_op d;
    uint32_t a;
    if (dec->flags & (ISA_F(SAT) | ISA_F(FTZ) | ISA_F(RELU) | ISA_F(SATFINITE)))
        cc_unsupported(C, in, NULL);
    d = cc_reg(C, S, in, &o[0]);
    if (dcls != TC_FLOAT && scls != TC_FLOAT && !dec->rnd) {
        if (ds == 8 && ss == 8)
            op = PV_OP_MOV64;
        else if (ds == 8)
            op = cc_is_signed(st) ? PV_OP_CVT_S64_S32 : PV_OP_CVT_U64_U32;
        else if (ss == 8)
            op = ds == 4 ? PV_OP_CVT_U32_U64 :
                 ds == 2 ? (cc_is_signed(dt) ? PV_OP_CVT_S16_S32 : PV_OP_CVT_U16_U32) :
                 (cc_is_signed(dt) ? PV_OP_CVT_S8_S32 : PV_OP_CVT_U8_U32);
        else if (ds < ss || (ds == ss))
            op = ds == 4 ? PV_OP_MOV32 :
                 ds == 2 ? (cc_is_signed(dt) ? PV_OP_CVT_S16_S32 : PV_OP_CVT_U16_U32) :
                 (cc_is_signed(dt) ? PV_OP_CVT_S8_S32 : PV_OP_CVT_U8_U32);
        else    /* widening from 8 or 16 bits within a 32-bit column */
            op = ss == 2 ? (cc_is_signed(st) ? PV_OP_CVT_S16_S32 : PV_OP_CVT_U16_U32) :
                 (cc_is_signed(st) ? PV_OP_CVT_S8_S32 : PV_OP_CVT_U8_U32);
        a = cvt_src(C, S, in, ii, &o[1], ss);
        if (d.wide && ds < 8) {
            /* a 64-bit register for a narrower type: the result is
               extended to the register by the type's signedness */
            uint32_t t32 = cc_cols(C, CC_COL32);
            I = cc_emit(C, op, ii);
            cc_guard(C, S, in, I);
            I->d = t32;
            I->a = a;
            op = cc_is_signed(dt) ? PV_OP_CVT_S64_S32 : PV_OP_CVT_U64_U32;
            a = t32;
        }
    } else if (dt == T_F32 && (st == T_S32 || st == T_U32) &&
               (dec->rnd == ISA_RND_RN || !dec->rnd)) {
        op = st == T_S32 ? PV_OP_CVT_F32_S32 : PV_OP_CVT_F32_U32;
        a = cc_src(C, S, in, &o[1], 0);
    } else if (dt == T_F64 && st == T_F32 && !dec->rnd) {
        op = PV_OP_CVT_F64_F32;
        a = cc_src(C, S, in, &o[1], 0);
    } else {
        cc_unsupported(C, in, NULL);
    }
    I = cc_emit(C, op, ii);
    cc_guard(C, S, in, I);
    I->d = d.slot;
    I->a = a;
}

/* cvt: cvt.pack and integer conversions with .sat or narrow types
   (compile_intfam.c), conversions with a float type other than the fast
   ones (compile_floatfam.c), the plain forms here. */
void cc_lower_cvt(cc *C, pv_sema *S, const ir_inst *in, uint32_t ii,
                  const isa_decoded *dec)
{
    if (cc_int_cvt(C, S, in, ii, dec) || cc_float_cvt(C, S, in, ii, dec))
        return;
    lower_cvt(C, S, in, ii, dec);
}
