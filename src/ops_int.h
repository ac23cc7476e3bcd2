/* Bytecode operations of the integer family (exec_int.h runs them,
   compile_intfam.c emits them). X-macro list, see PV_OPS in bytecode.h.
   Most are generic handlers whose insn.aux picks a sub-operation (the
   PV_IOP* lists, each X(NAME, per-lane function in intops.h)); the
   handler switches once per instruction, then runs a plain lane loop. */
#ifndef PTXVM_OPS_INT_H
#define PTXVM_OPS_INT_H
#include "ops_guard.h"
#include "ops_load.h"
#include "ops_shmem.h"
#include "ops_lc32.h"
#define PV_OPS_INT(X) \
    X(I32_2) X(I64_2) X(I64_32) X(I32_3) X(I32_4) X(I64_3) X(I64_4) \
    X(BFE64) X(BFI32) X(BFI64) X(LOP3) X(SEL16) X(ICMP) X(ICC32) X(ICC64) \
    X(ICVT) X(VID) X(VMAD) X(VSIMD) X(CVT_PACK) X(ADD_I64_XS) \
    PV_OPS_GUARD(X) PV_OPS_LOAD(X) PV_OPS_SHMEM(X) PV_OPS_LC32(X)

/* Sub-operations (insn.aux) of the generic handlers: X(NAME, fn). */
#define PV_IOP2_32(X) \
    X(NEG16, io_neg16) X(ABS16, io_abs16) X(ABS32, io_abs32) \
    X(NOT16, io_not16) X(CNOT16, io_cnot16) X(CNOT32, io_cnot32) \
    X(POPC32, io_popc32) X(CLZ32, io_clz32) X(BREV32, io_brev32) \
    X(BFIND_U32, io_bfind_u32) X(BFIND_S32, io_bfind_s32) \
    X(BFIND_U32_SA, io_bfind_u32_sa) X(BFIND_S32_SA, io_bfind_s32_sa)
#define PV_IOP2_64(X) \
    X(ABS64, io_abs64) X(CNOT64, io_cnot64) X(BREV64, io_brev64)
#define PV_IOP2_64_32(X) \
    X(POPC64, io_popc64) X(CLZ64, io_clz64) \
    X(BFIND_U64, io_bfind_u64) X(BFIND_S64, io_bfind_s64) \
    X(BFIND_U64_SA, io_bfind_u64_sa) X(BFIND_S64_SA, io_bfind_s64_sa)
#define PV_IOP3_32(X) \
    X(ADD16, io_add16) X(SUB16, io_sub16) X(ADD16X2, io_add16x2) \
    X(ADD_SAT_S32, io_add_sat_s32) X(SUB_SAT_S32, io_sub_sat_s32) \
    X(MUL_LO16, io_mul_lo16) X(MUL_HI_U16, io_mul_hi_u16) \
    X(MUL_HI_S16, io_mul_hi_s16) X(MUL_WIDE_U16, io_mul_wide_u16) \
    X(MUL_WIDE_S16, io_mul_wide_s16) X(MUL24_LO_U, io_mul24_lo_u) X(MUL24_LO_S, io_mul24_lo_s) \
    X(MUL24_HI_U, io_mul24_hi_u) X(MUL24_HI_S, io_mul24_hi_s) \
    X(DIV_U16, io_div_u16) X(DIV_S16, io_div_s16) X(DIV_U32, io_div_u32) \
    X(DIV_S32, io_div_s32) X(REM_U16, io_rem_u16) X(REM_S16, io_rem_s16) \
    X(REM_U32, io_rem_u32) X(REM_S32, io_rem_s32) \
    X(MIN_U16, io_min_u16) X(MIN_S16, io_min_s16) X(MAX_U16, io_max_u16) \
    X(MAX_S16, io_max_s16) X(MIN_U16X2, io_min_u16x2) \
    X(MAX_U16X2, io_max_u16x2) X(MIN_S16X2, io_min_s16x2) \
    X(MAX_S16X2, io_max_s16x2) X(MIN_S16X2_RELU, io_min_s16x2_relu) \
    X(MAX_S16X2_RELU, io_max_s16x2_relu) X(MIN_S32_RELU, io_min_s32_relu) \
    X(MAX_S32_RELU, io_max_s32_relu) X(AND16, io_and16) X(OR16, io_or16) \
    X(XOR16, io_xor16) X(SHL16, io_shl16) X(SHR_U16, io_shr_u16) \
    X(SHR_S16, io_shr_s16) X(BMSK_CLAMP, io_bmsk_clamp) \
    X(BMSK_WRAP, io_bmsk_wrap) X(SZEXT_U_CLAMP, io_szext_u_clamp) \
    X(SZEXT_U_WRAP, io_szext_u_wrap) X(SZEXT_S_CLAMP, io_szext_s_clamp) \
    X(SZEXT_S_WRAP, io_szext_s_wrap)
#define PV_IOP4_32(X) \
    X(MAD_LO16, io_mad_lo16) X(MAD_HI_U16, io_mad_hi_u16) \
    X(MAD_HI_S16, io_mad_hi_s16) X(MAD_WIDE_U16, io_mad_wide_u16) \
    X(MAD_WIDE_S16, io_mad_wide_s16) X(MAD_HI_U32, io_mad_hi_u32) \
    X(MAD_HI_S32, io_mad_hi_s32) X(MAD_HI_SAT_S32, io_mad_hi_sat_s32) \
    X(MAD24_LO_U, io_mad24_lo_u) X(MAD24_LO_S, io_mad24_lo_s) X(MAD24_HI_U, io_mad24_hi_u) \
    X(MAD24_HI_S, io_mad24_hi_s) X(MAD24_HI_SAT_S, io_mad24_hi_sat_s) \
    X(SAD_U16, io_sad_u16) X(SAD_S16, io_sad_s16) X(SAD_U32, io_sad_u32) \
    X(SAD_S32, io_sad_s32) X(DP4A_UU, io_dp4a_uu) X(DP4A_US, io_dp4a_us) \
    X(DP4A_SU, io_dp4a_su) X(DP4A_SS, io_dp4a_ss) \
    X(DP2A_LO_UU, io_dp2a_lo_uu) X(DP2A_LO_US, io_dp2a_lo_us) \
    X(DP2A_LO_SU, io_dp2a_lo_su) X(DP2A_LO_SS, io_dp2a_lo_ss) \
    X(DP2A_HI_UU, io_dp2a_hi_uu) X(DP2A_HI_US, io_dp2a_hi_us) \
    X(DP2A_HI_SU, io_dp2a_hi_su) X(DP2A_HI_SS, io_dp2a_hi_ss) \
    X(SHF_L_CLAMP, io_shf_l_clamp) X(SHF_L_WRAP, io_shf_l_wrap) \
    X(SHF_R_CLAMP, io_shf_r_clamp) X(SHF_R_WRAP, io_shf_r_wrap) \
    X(FNS, io_fns) X(BFE_U32, io_bfe_u32) X(BFE_S32, io_bfe_s32) \
    X(PRMT, io_prmt) X(PRMT_F4E, io_prmt_f4e) X(PRMT_B4E, io_prmt_b4e) \
    X(PRMT_RC8, io_prmt_rc8) X(PRMT_ECL, io_prmt_ecl) \
    X(PRMT_ECR, io_prmt_ecr) X(PRMT_RC16, io_prmt_rc16)
#define PV_IOP3_64(X) \
    X(DIV_U64, io_div_u64) X(DIV_S64, io_div_s64) X(REM_U64, io_rem_u64) \
    X(REM_S64, io_rem_s64)
#define PV_IOP4_64(X) \
    X(MAD_HI_U64, io_mad_hi_u64) X(MAD_HI_S64, io_mad_hi_s64) \
    X(SAD_U64, io_sad_u64) X(SAD_S64, io_sad_s64)

#define PV_IOP_ENUM(n, fn) PV_IO_##n,
enum { PV_IOP2_32(PV_IOP_ENUM) PV_IO_NUM2_32 };
enum { PV_IOP2_64(PV_IOP_ENUM) PV_IO_NUM2_64 };
enum { PV_IOP2_64_32(PV_IOP_ENUM) PV_IO_NUM2_64_32 };
enum { PV_IOP3_32(PV_IOP_ENUM) PV_IO_NUM3_32 };
enum { PV_IOP4_32(PV_IOP_ENUM) PV_IO_NUM4_32 };
enum { PV_IOP3_64(PV_IOP_ENUM) PV_IO_NUM3_64 };
enum { PV_IOP4_64(PV_IOP_ENUM) PV_IO_NUM4_64 };
#undef PV_IOP_ENUM

/* ICMP (setp/set for integer types) insn.aux layout. */
#define PV_IC_CODE(aux)   ((aux) & 31u)        /* PV_CMP_EQ..HS           */
#define PV_IC_BOOL(aux)   (((aux) >> 5) & 3u)  /* 0 none, 1 and, 2 or, 3 xor (ISA_BOOL_*) */
#define PV_IC_CNEG        (1u << 7)            /* the c predicate negated */
#define PV_IC_W16         (1u << 8)            /* 16-bit operands         */
#define PV_IC_W64         (1u << 9)            /* 64-bit columns          */
#define PV_IC_SIGNED      (1u << 10)
#define PV_IC_SET         (1u << 11)           /* set: d is a column      */
#define PV_IC_SETF32      (1u << 12)           /* set: 1.0f for true      */

/* ICC (extended precision) insn.aux layout; insn.x is the CC slot. */
enum { PV_CC_ADD, PV_CC_SUB, PV_CC_MADLO, PV_CC_MADHI };
#define PV_CC_KIND(aux)   ((aux) & 3u)
#define PV_CC_CIN         (1u << 2)
#define PV_CC_COUT        (1u << 3)
#define PV_CC_SIGNED      (1u << 4)

/* ICVT insn.aux layout. */
#define PV_CV_SS(aux)     ((aux) & 15u)        /* source bytes            */
#define PV_CV_SSIGNED     (1u << 4)
#define PV_CV_DS(aux)     (((aux) >> 5) & 15u) /* destination bytes       */
#define PV_CV_DSIGNED     (1u << 9)
#define PV_CV_SAT         (1u << 10)
#define PV_CV_SWIDE       (1u << 11)           /* source column 64-bit    */
#define PV_CV_DWIDE       (1u << 12)           /* destination 64-bit      */
#define PV_CV_DSEXT       (1u << 13)           /* extend the result by its sign to the register */

/* Video instructions (the per-lane semantics are io_vid, io_vmad and
   io_vsimd in intops.h). Operand part selectors, for the scalar forms: */
enum { PV_VSEL_W32, PV_VSEL_B0, PV_VSEL_B1, PV_VSEL_B2, PV_VSEL_B3,
       PV_VSEL_H0, PV_VSEL_H1 };
/* Comparisons of vset, vset2, vset4. */
enum { PV_VC_EQ, PV_VC_NE, PV_VC_LT, PV_VC_LE, PV_VC_GT, PV_VC_GE };

/* VID: vadd vsub vabsdiff vmin vmax vshl vshr vset, d = op(a, b) then the
   secondary operation with c, or the merge into c (dsel). insn.aux: */
enum { PV_VD_ADD, PV_VD_SUB, PV_VD_ABSDIFF, PV_VD_MIN, PV_VD_MAX,
       PV_VD_SHL, PV_VD_SHR, PV_VD_SET };
enum { PV_VOP2_NONE, PV_VOP2_ADD, PV_VOP2_MIN, PV_VOP2_MAX };
#define PV_VD_OP(aux)     ((aux) & 7u)         /* PV_VD_*                 */
#define PV_VD_ASIGNED     (1u << 3)
#define PV_VD_BSIGNED     (1u << 4)
#define PV_VD_DSIGNED     (1u << 5)            /* d and c (vset: never)   */
#define PV_VD_ASEL_SH     6u                   /* PV_VSEL_*, 3 bits each  */
#define PV_VD_BSEL_SH     9u
#define PV_VD_DSEL_SH     12u                  /* W32: no merge           */
#define PV_VD_ASEL(aux)   (((aux) >> PV_VD_ASEL_SH) & 7u)
#define PV_VD_BSEL(aux)   (((aux) >> PV_VD_BSEL_SH) & 7u)
#define PV_VD_DSEL(aux)   (((aux) >> PV_VD_DSEL_SH) & 7u)
#define PV_VD_SAT         (1u << 15)
#define PV_VD_OP2_SH      16u                  /* PV_VOP2_*               */
#define PV_VD_OP2(aux)    (((aux) >> PV_VD_OP2_SH) & 3u)
#define PV_VD_CLAMP       (1u << 18)           /* shifts: .clamp, else .wrap */
#define PV_VD_CMP_SH      19u                  /* vset: PV_VC_*           */
#define PV_VD_CMP(aux)    (((aux) >> PV_VD_CMP_SH) & 7u)

/* VMAD insn.aux. */
#define PV_VM_ASIGNED     (1u << 0)
#define PV_VM_BSIGNED     (1u << 1)
#define PV_VM_ASEL_SH     2u                   /* PV_VSEL_*               */
#define PV_VM_BSEL_SH     5u
#define PV_VM_ASEL(aux)   (((aux) >> PV_VM_ASEL_SH) & 7u)
#define PV_VM_BSEL(aux)   (((aux) >> PV_VM_BSEL_SH) & 7u)
#define PV_VM_NEGA        (1u << 8)
#define PV_VM_NEGB        (1u << 9)
#define PV_VM_NEGC        (1u << 10)
#define PV_VM_PO          (1u << 11)
#define PV_VM_SAT         (1u << 12)
#define PV_VM_SHR_SH      13u                  /* the scale: 0, 7 or 15   */
#define PV_VM_SHR(aux)    (((aux) >> PV_VM_SHR_SH) & 15u)

/* VSIMD: vadd2 ... vset2, vadd4 ... vset4. insn.aux below; insn.x the
   source of each element: nibble i (i < 4) says which half-word (0-3) or
   byte (0-7) of the pair b:a element i of a is, nibble 4 + i the same for
   b (.h10 / .b3210 is 0x10 / 0x3210: the digits as written). */
enum { PV_VS_ADD, PV_VS_SUB, PV_VS_AVRG, PV_VS_ABSDIFF, PV_VS_MIN,
       PV_VS_MAX, PV_VS_SET };
#define PV_VS_OP(aux)     ((aux) & 7u)         /* PV_VS_*                 */
#define PV_VS_FOUR        (1u << 3)            /* 4 bytes, else 2 halves  */
#define PV_VS_ASIGNED     (1u << 4)
#define PV_VS_BSIGNED     (1u << 5)
#define PV_VS_DSIGNED     (1u << 6)
#define PV_VS_SAT         (1u << 7)
#define PV_VS_ACC         (1u << 8)            /* .add: c + the elements; else merge */
#define PV_VS_MASK_SH     9u                   /* bit i: element i written */
#define PV_VS_MASK(aux)   (((aux) >> PV_VS_MASK_SH) & 15u)
#define PV_VS_CMP_SH      13u                  /* vset2/4: PV_VC_*        */
#define PV_VS_CMP(aux)    (((aux) >> PV_VS_CMP_SH) & 7u)

/* CVT_PACK (cvt.pack.sat) insn.aux: the element width in bits (2, 4, 8,
   16), signedness, and whether c fills the bits above the two elements. */
#define PV_PK_BITS(aux)   ((aux) & 31u)
#define PV_PK_SIGNED      (1u << 5)
#define PV_PK_C           (1u << 6)
#endif
