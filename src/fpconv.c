/* Floating-point format conversions on bit patterns. */
#include "fpconv.h"

PTXVM_INTERNAL uint32_t fp_from_f64_rn(uint64_t d, int ebits, int mbits)
{
    uint32_t sign = (uint32_t)(d >> 63) << (ebits + mbits);
    int e = (int)((d >> 52) & 0x7ff);
    uint64_t frac = d & (((uint64_t)1 << 52) - 1);
    int bias = (1 << (ebits - 1)) - 1, emax = (1 << ebits) - 1;
    int exp;             /* unbiased exponent of the value               */
    uint64_t mant;       /* significand with the implicit bit, 53 bits    */
    int shift;
    uint64_t q, rem, half;
    if (e == 0x7ff) {
        if (frac)        /* NaN: canonical quiet NaN, positive */
            return ((uint32_t)emax << mbits) | (((uint32_t)1 << mbits) - 1);
        return sign | ((uint32_t)emax << mbits);
    }
    if (e == 0 && frac == 0)
        return sign;
    if (e == 0) {        /* double subnormal: far below any target's range */
        exp = -1022;
        mant = frac;
    } else {
        exp = e - 1023;
        mant = frac | ((uint64_t)1 << 52);
    }
    /* target exponent field: exp + bias; below 1 means subnormal */
    if (exp + bias >= 1)
        shift = 52 - mbits;
    else
        shift = 52 - mbits + (1 - (exp + bias));
    if (shift > 53)      /* below half the smallest subnormal: +-0 */
        return sign;
    q = mant >> shift;
    rem = mant & (((uint64_t)1 << shift) - 1);
    half = (uint64_t)1 << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
        q++;
    if (exp + bias >= 1) {
        /* q holds 1.fraction; carry may bump the exponent */
        uint32_t biased = (uint32_t)(exp + bias);
        if (q >> (mbits + 1)) {
            q >>= 1;
            biased++;
        }
        if (biased >= (uint32_t)emax)
            return sign | ((uint32_t)emax << mbits);
        return sign | (biased << mbits) | (uint32_t)(q & (((uint64_t)1 << mbits) - 1));
    }
    /* subnormal (q may round up into the smallest normal: same encoding) */
    return sign | (uint32_t)q;
}

PTXVM_INTERNAL uint64_t fp_to_f64(uint32_t x, int ebits, int mbits)
{
    uint64_t sign = (uint64_t)((x >> (ebits + mbits)) & 1) << 63;
    int e = (int)((x >> mbits) & ((1u << ebits) - 1));
    uint64_t frac = x & ((1u << mbits) - 1);
    int bias = (1 << (ebits - 1)) - 1;
    if (e == (1 << ebits) - 1)
        return sign | ((uint64_t)0x7ff << 52) | (frac << (52 - mbits));
    if (e == 0) {
        if (!frac)
            return sign;
        e = 1;
        while (!(frac & (1u << mbits))) {
            frac <<= 1;
            e--;
        }
        frac &= (1u << mbits) - 1;
    }
    return sign | ((uint64_t)(e - bias + 1023) << 52) | (frac << (52 - mbits));
}

PTXVM_INTERNAL uint64_t fp_f64_from_u64(uint64_t v, int is_signed)
{
    uint64_t sign = 0, q, rem, half;
    int msb = 63, shift;
    if (is_signed && (int64_t)v < 0) {
        sign = (uint64_t)1 << 63;
        v = 0 - v;
    }
    if (!v)
        return sign;
    while (!(v >> msb))
        msb--;
    if (msb <= 52)
        return sign | ((uint64_t)(msb + 1023) << 52) |
               ((v << (52 - msb)) & (((uint64_t)1 << 52) - 1));
    shift = msb - 52;
    q = v >> shift;
    rem = v & (((uint64_t)1 << shift) - 1);
    half = (uint64_t)1 << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
        q++;
    if (q >> 53) {
        q >>= 1;
        msb++;
    }
    return sign | ((uint64_t)(msb + 1023) << 52) | (q & (((uint64_t)1 << 52) - 1));
}
