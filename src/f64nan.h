/* The NaN a double-precision instruction returns, as an NVIDIA H200
   computes it (tests/gpu/README.md, "f64 NaNs and integer edge cases").
   The ISA keeps NaN payloads for f64 instructions ("NaN payloads are
   supported for double-precision instructions", PTX ISA): a NaN operand
   comes out with its sign and payload, quieted. When several operands
   are NaNs, the hardware takes the one in the first source slot of its
   order (DADD, DMUL, DMNMX: the second slot, then the first; DFMA: the
   second, the third, the first); ptxas fills the slots in PTX order
   unless it swaps commutative operands, as it does in some -O3 builds,
   so ptxvm gives b, then a for add, sub, mul, min and max, and b, then c,
   then a for fma: what -G and clang builds give, and 11 of the 16
   recorded kernel builds (tests/gpu/README.md). div (a software
   sequence) gives a, then b. A NaN that an invalid operation creates
   (inf - inf, 0 * inf, 0 / 0, the square root of a negative number) has
   no payload to keep: it is 0xfff8000000000000. abs.f64 and neg.f64 of
   a NaN return it quieted, its sign unchanged. Single-precision and
   narrower instructions return their one canonical NaN. */
#ifndef PTXVM_F64NAN_H
#define PTXVM_F64NAN_H
#include "common.h"

#define PV_F64_DEFAULT_NAN 0xfff8000000000000ull
#define PV_F64_QUIET     0x0008000000000000ull

static inline int pv_f64_isnan(uint64_t a)
{
    return (a & 0x7fffffffffffffffull) > 0x7ff0000000000000ull;
}

/* The result of an instruction on the operands a, b, c (repeat one for
   fewer operands) whose result is a NaN. */
static inline uint64_t pv_f64_nan(uint64_t a, uint64_t b, uint64_t c)
{
    if (pv_f64_isnan(a))
        return a | PV_F64_QUIET;
    if (pv_f64_isnan(b))
        return b | PV_F64_QUIET;
    if (pv_f64_isnan(c))
        return c | PV_F64_QUIET;
    return PV_F64_DEFAULT_NAN;
}

/* add, sub, mul, min and max: b, then a; fma: b, then c, then a. */
static inline uint64_t pv_f64_nan_arith(uint64_t a, uint64_t b)
{
    return pv_f64_nan(b, a, a);
}
static inline uint64_t pv_f64_nan_fma(uint64_t a, uint64_t b, uint64_t c)
{
    return pv_f64_nan(b, c, a);
}
static inline uint64_t pv_f64_result_arith(double r, uint64_t a, uint64_t b)
{
    uint64_t bits;
    memcpy(&bits, &r, sizeof bits);
    return r != r ? pv_f64_nan_arith(a, b) : bits;
}

/* abs.f64 (neg 0) and neg.f64 (neg 1). */
static inline uint64_t pv_f64_sign_op(uint64_t a, int neg)
{
    if (pv_f64_isnan(a))
        return a | PV_F64_QUIET;
    return neg ? a ^ 0x8000000000000000ull : a & 0x7fffffffffffffffull;
}

/* A NaN converted between f64 and a narrower float of mbits fraction bits
   (f32: 23, f16: 10): the sign and the payload's top bits are kept, the
   result quieted. */
static inline uint64_t pv_f64_nan_narrow(uint64_t a, unsigned ebits, unsigned mbits)
{
    uint64_t sign = (a >> 63) << (ebits + mbits);
    uint64_t frac = (a & 0x000fffffffffffffull) >> (52 - mbits);
    return sign | ((((uint64_t)1 << ebits) - 1) << mbits) | frac |
           ((uint64_t)1 << (mbits - 1));
}

/* The bits of a host f64 result r computed from a, b, c: r, or the NaN
   the GPU returns where r is any NaN. */
static inline uint64_t pv_f64_result(double r, uint64_t a, uint64_t b, uint64_t c)
{
    uint64_t bits;
    memcpy(&bits, &r, sizeof bits);
    return r != r ? pv_f64_nan(a, b, c) : bits;
}
#endif
