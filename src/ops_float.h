/* Bytecode operations of the floating-point family (exec_float.h runs
   them, compile_floatfam.c emits them). X-macro list, see PV_OPS in
   bytecode.h.

   FP32/FP64     any arithmetic on 32-bit (f32, f16, bf16, f16x2, bf16x2)
                 or 64-bit columns through fp_arith32/64_warp (host
                 arithmetic where it gives fp_arith's bits, else fp_arith
                 per lane), aux the descriptor (fpops.h); unused operands
                 point at a
   ADD/SUB/MUL/FMA/DIV/SQRT_FTZ_F32  .rn.ftz f32: native arithmetic on
                 flushed inputs, lanes with tiny/NaN results redone by
                 fp_arith(aux)
   DIV/SQRT_F32/F64  .rn division and square root on the host's IEEE
                 arithmetic, NaNs made canonical
   CVTF_D_S      conversions through fp_convert_warp(x), D/S the destination
                 and source column widths; b the second packed source
   CVTI32/64_F32/F64  float-to-integer cvt of an f32/f64 into a 32/64-bit
                 column on bit patterns (fpcvt_int.h), aux FP_FI_AUX
   FSETP32/64    float setp with .ftz, boolean ops, p|q, 16-bit types: d p,
                 x q slot (PV_NO_REG none), c the boolean predicate
   FSET32/64     set, destination always a 32-bit column
   TESTP32/64    testp: aux the sf_testp_op | sf_fmt << 5 */
#ifndef PTXVM_OPS_FLOAT_H
#define PTXVM_OPS_FLOAT_H
#define PV_OPS_FLOAT(X) \
    X(FP32) X(FP64) \
    X(ADD_FTZ_F32) X(SUB_FTZ_F32) X(MUL_FTZ_F32) X(FMA_FTZ_F32) \
    X(DIV_FTZ_F32) X(SQRT_FTZ_F32) X(DIV_F32) X(DIV_F64) X(SQRT_F32) X(SQRT_F64) \
    X(CVTF_32_32) X(CVTF_32_64) X(CVTF_64_32) X(CVTF_64_64) \
    X(CVTI32_F32) X(CVTI64_F32) X(CVTI32_F64) X(CVTI64_F64) \
    X(FSETP32) X(FSETP64) X(FSET32) X(FSET64) X(TESTP32) X(TESTP64)
#endif
