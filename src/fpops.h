/* Per-lane floating-point helpers of the interpreter (exec_float.h): the
   slow paths (softfp in every rounding mode, .ftz/.sat/.relu, 16-bit and
   packed formats) and the .approx functions, each driven by a small
   descriptor the compiler (compile_floatfam.c) packs into the
   instruction. */
#ifndef PTXVM_FPOPS_H
#define PTXVM_FPOPS_H
#include "softfp.h"

/* Arithmetic descriptor (insn.aux):
   bits 0-5 FK_* kind, 6-8 sf_fmt, 9-11 sf_rnd, 12-19 SF_* flags,
   bit 20 packed x2 (two 16-bit elements in 32 bits), bit 21 .relu. */
enum {
    FK_ADD, FK_SUB, FK_MUL, FK_FMA, FK_DIV, FK_SQRT, FK_RCP, FK_MIN, FK_MAX,
    FK_MIN3, FK_MAX3, FK_ABS, FK_NEG, FK_COPYSIGN,
    FK_RCP_APPROX, FK_SQRT_APPROX, FK_RSQRT_APPROX, FK_SIN, FK_COS, FK_LG2,
    FK_EX2, FK_TANH, FK_DIV_APPROX, FK_DIV_FULL, FK_RCP_GROSS, FK_RSQRT_GROSS,
    FK_MAD_SM1X     /* mad.f32 of sm_1x targets: truncated product, then add */
};
#define FP_AUX(kind, fmt, rnd, flags) \
    ((uint32_t)(kind) | ((uint32_t)(fmt) << 6) | ((uint32_t)(rnd) << 9) | \
     ((uint32_t)(flags) << 12))
#define FP_AUX_X2   (1u << 20)
#define FP_AUX_RELU (1u << 21)
#define FP_AUX_ABSIN (1u << 22)   /* min/max .abs: |inputs| */

/* sin/cos and lg2 .approx.f32 by the hardware's rules (fp_mufu.c). */
PTXVM_INTERNAL uint32_t fp_mufu_sincos32(int cosine, uint32_t x);
PTXVM_INTERNAL uint32_t fp_mufu_lg2_32(uint32_t x, unsigned ftz);

/* One lane of an arithmetic operation (unused operands ignored). */
PTXVM_INTERNAL uint64_t fp_arith(uint32_t aux, uint64_t a, uint64_t b,
                                 uint64_t c);

/* Conversion descriptor (insn.x):
   bits 0-3 CK_* kind, 4-7 destination sf_fmt, 8-11 source sf_fmt,
   12-14 sf_rnd, 16-23 SF_* flags, 24-30 integer bits, bit 31 signed. */
enum {
    CK_FF,      /* float -> float                                   */
    CK_FI,      /* float -> integer                                 */
    CK_IF,      /* integer -> float                                 */
    CK_RI,      /* round to integral, same format                   */
    CK_PACK2,   /* d = cvt(a) << w | cvt(b), w = destination width   */
    CK_X2       /* each of the two elements of a (8->16 or 16->8)     */
};
#define FP_CVT(kind, dst, src, rnd, flags, bits, sgn) \
    ((uint64_t)(kind) | ((uint64_t)(dst) << 4) | ((uint64_t)(src) << 8) | \
     ((uint64_t)(rnd) << 12) | ((uint64_t)(flags) << 16) | \
     ((uint64_t)(bits) << 24) | ((uint64_t)(sgn) << 31))
PTXVM_INTERNAL uint64_t fp_convert(uint64_t desc, uint64_t a, uint64_t b);

/* Comparison descriptor (insn.aux): bits 0-4 sf_cmp, 5-7 sf_fmt, bit 8
   .ftz, bits 9-10 boolean op (0 none, 1 and, 2 or, 3 xor), bit 11 the
   boolean predicate is negated, bit 12 packed x2, bits 13-15 set's
   result kind (FS_*). */
enum { FS_ONES, FS_F32, FS_F16, FS_BF16, FS_ONES16 };
/* Compare one lane; packed: bit 0 the low halves, bit 1 the high. */
PTXVM_INTERNAL uint32_t fp_compare(uint32_t aux, uint64_t a, uint64_t b);
/* set's value for a (combined) comparison result. */
PTXVM_INTERNAL uint32_t fp_set_value(uint32_t aux, uint32_t r);

/* Flush an f32 subnormal to signed zero. */
static inline uint32_t fp_ftz32(uint32_t x)
{
    return (x & 0x7f800000u) ? x : (x & 0x80000000u);
}

#include "fp_fast.h"   /* the whole-warp forms of fp_arith and fp_convert */
#endif
