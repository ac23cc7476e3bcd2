/* Bit-exact IEEE floating-point arithmetic on bit patterns, as the GPU
   computes it, in every rounding mode, without touching the host's
   floating-point environment: all rounding is done in integers.

   Values travel as uint64_t bit patterns in the low bits (f16/bf16 in the
   low 16, f32 in the low 32, e4m3/e5m2 in the low 8). One generic engine
   serves every format: each operation is computed exactly (wide integer
   significands with a sticky bit) and rounded once.

   NaN results: f32/f16/bf16 operations return the canonical NaN (all
   fraction bits set, sign clear: 0x7fffffff, 0x7fff). f64 arithmetic
   (add sub mul fma div sqrt rcp min max, rounding to an integer)
   propagates a NaN operand (f64nan.h: b, then a; fma b, c, a; div a, b) with
   its quiet bit set, as the ISA says f64 instructions support NaN
   payloads; a NaN created by the operation (inf-inf, 0*inf, sqrt(-1),
   0/0) is 0xfff8000000000000, as the GPU gives (f64nan.h).

   .ftz (flag SF_FTZ) flushes subnormal inputs and results to sign-
   preserving zero; a result counts as subnormal when, rounded to the
   format's precision with an unbounded exponent, it is below the smallest
   normal ("tininess after rounding"). f64 ignores SF_FTZ. */
#ifndef PTXVM_SOFTFP_H
#define PTXVM_SOFTFP_H
#include "common.h"

/* Every entry point is used by the interpreter (fpops.c). */
#define SF_API PTXVM_INTERNAL

typedef enum sf_rnd {
    SF_RN,  /* nearest, ties to even (.rn, .rni)  */
    SF_RZ,  /* toward zero (.rz, .rzi)             */
    SF_RM,  /* toward -inf (.rm, .rmi)             */
    SF_RP,  /* toward +inf (.rp, .rpi)             */
    SF_RNA  /* nearest, ties away from zero (.rna) */
} sf_rnd;

typedef enum sf_fmt {
    SF_F16, SF_BF16, SF_F32, SF_F64,
    SF_TF32,  /* f32 layout, 10 fraction bits kept (cvt destination only) */
    SF_E4M3,  /* OCP e4m3fn: no infinity, NaN = S.1111.111               */
    SF_E5M2   /* IEEE-like 1.5.2                                        */
} sf_fmt;

/* Flags (or-ed). */
#define SF_FTZ       1u   /* .ftz                                        */
#define SF_SAT       2u   /* .sat: clamp to [0,1], NaN -> +0             */
#define SF_SATFINITE 4u   /* .satfinite: overflow/inf -> max finite      */
#define SF_RELU      8u   /* .relu: negative -> +0 (NaN stays NaN)       */
#define SF_NANPROP  16u   /* min/max .NaN: any NaN input gives NaN       */
#define SF_XORSIGN  32u   /* min/max .xorsign.abs                        */

typedef enum sf_testp_op {
    SF_TP_FINITE, SF_TP_INFINITE, SF_TP_NUMBER, SF_TP_NOTANUMBER,
    SF_TP_NORMAL, SF_TP_SUBNORMAL
} sf_testp_op;

typedef enum sf_cmp {
    SF_EQ, SF_NE, SF_LT, SF_LE, SF_GT, SF_GE,
    SF_EQU, SF_NEU, SF_LTU, SF_LEU, SF_GTU, SF_GEU,
    SF_NUM, SF_NAN
} sf_cmp;

/* ---- arithmetic: f16, bf16, f32, f64 ------------------------------------
   flags: SF_FTZ, SF_SAT (applied after rounding). */
SF_API uint64_t sf_add(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags);
SF_API uint64_t sf_sub(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags);
SF_API uint64_t sf_mul(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags);
/* a*b+c with a single rounding. */
SF_API uint64_t sf_fma(sf_fmt f, uint64_t a, uint64_t b, uint64_t c,
                               sf_rnd rm, unsigned flags);
SF_API uint64_t sf_div(sf_fmt f, uint64_t a, uint64_t b, sf_rnd rm,
                               unsigned flags);
SF_API uint64_t sf_sqrt(sf_fmt f, uint64_t a, sf_rnd rm,
                                unsigned flags);
/* Correctly rounded 1/a (rcp.rnd). */
SF_API uint64_t sf_rcp(sf_fmt f, uint64_t a, sf_rnd rm,
                               unsigned flags);

/* ---- min/max (flags: SF_FTZ, SF_NANPROP, SF_XORSIGN) --------------------
   One NaN input gives the other input; two give the canonical NaN; -0 is
   less than +0. */
SF_API uint64_t sf_min(sf_fmt f, uint64_t a, uint64_t b,
                               unsigned flags);
SF_API uint64_t sf_max(sf_fmt f, uint64_t a, uint64_t b,
                               unsigned flags);

/* ---- sign operations: bit operations after flushing subnormals with
   SF_FTZ; an f32 NaN gives the canonical NaN, as the GPU's neg/abs.f32
   do (f32nan.h), other formats' NaNs keep their payload. */
SF_API uint64_t sf_abs(sf_fmt f, uint64_t a, unsigned flags);
SF_API uint64_t sf_neg(sf_fmt f, uint64_t a, unsigned flags);
/* copysign d, a, b: the sign of a on the value of b. */
SF_API uint64_t sf_copysign(sf_fmt f, uint64_t a, uint64_t b);

/* ---- classification and comparison --------------------------------------
   testp: zeros count as normal. setp: SF_FTZ flushes inputs first. */
SF_API int sf_testp(sf_fmt f, uint64_t a, sf_testp_op op);
SF_API int sf_setp(sf_fmt f, uint64_t a, uint64_t b, sf_cmp op,
                           unsigned flags);
SF_API int sf_isnan(sf_fmt f, uint64_t a);

/* ---- conversions --------------------------------------------------------
   Float to float (any formats above). rm applies when narrowing. Flags:
   SF_FTZ (flushes an f32 source and an f32 destination only), SF_SAT,
   SF_SATFINITE, SF_RELU. NaN gives the destination's canonical NaN
   (0x7f for e4m3/e5m2), except f32 to f64 (sign and payload kept,
   quieted; with SF_FTZ the canonical f32 NaN widened) and bf16 to f32
   (the bits shifted up), as on the GPU (f32nan.h). e4m3 overflow without SF_SATFINITE gives NaN.
   SF_TF32 as destination returns f32 bits with the low 13 bits zero; as a
   source it is read as f32. */
SF_API uint64_t sf_cvt_ff(sf_fmt dst, sf_fmt src, uint64_t a,
                                  sf_rnd rm, unsigned flags);
/* Float to integer of `bits` (8, 16, 32, 64) bits, signed or not, rounded
   by rm (.rni .rzi .rmi .rpi), saturated to the range, NaN -> 0 (f32 to
   signed 64 bits: 2^63, as on the GPU, f32nan.h). Returns
   the integer in two's complement, sign-extended to 64 bits. Flags:
   SF_FTZ (f32 source). */
SF_API uint64_t sf_cvt_fi(int is_signed, int bits, sf_fmt src,
                                  uint64_t a, sf_rnd rm, unsigned flags);
/* Integer to float: v is the integer's value, sign-extended to 64 bits
   when is_signed. Flags: SF_FTZ (f32 destination), SF_SAT, SF_SATFINITE. */
SF_API uint64_t sf_cvt_if(sf_fmt dst, uint64_t v, int is_signed,
                                  sf_rnd rm, unsigned flags);
/* Round to an integral value in the same format (cvt.rni.f32.f32 etc.).
   Flags: SF_FTZ, SF_SAT. */
SF_API uint64_t sf_round_int(sf_fmt f, uint64_t a, sf_rnd rm,
                                     unsigned flags);

#endif
