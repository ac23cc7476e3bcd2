/* The NaN a double-precision instruction returns. The ISA keeps NaN
   payloads for f64 instructions ("NaN payloads are supported for
   double-precision instructions", PTX ISA, floating-point instructions;
   only rcp/rsqrt .approx.ftz.f64 map NaNs to a canonical one): a NaN
   operand comes out with its sign and payload, quieted, and when several
   operands are NaNs the first one in operand order does. A NaN that an
   invalid operation creates (inf - inf, 0 * inf, the square root of a
   negative number) has no payload to keep: it is 0x7fffffffffffffff,
   the bits of the f32 canonical NaN widened. Single-precision and
   narrower instructions return their one canonical NaN. */
#ifndef PTXVM_F64NAN_H
#define PTXVM_F64NAN_H
#include "common.h"

#define PV_F64_CANON_NAN 0x7fffffffffffffffull
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
    return PV_F64_CANON_NAN;
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
