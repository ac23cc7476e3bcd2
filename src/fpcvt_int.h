/* Float-to-integer cvt (.f32/.f64 to 8/16/32/64-bit integers) per lane
   on bit patterns, the fast form of fp_convert's CK_FI: the same result
   as sf_cvt_fi, without unpacking to a soft-float value, and never
   touching the host's floating-point environment. PTX semantics: the
   magnitude is rounded (.rni/.rzi/.rmi/.rpi), then clamped to the
   destination range; NaN gives 0, but an f32 NaN to .s64 gives 2^63
   (f32nan.h) and an f64 NaN to a 32- or 64-bit integer 1 << (bits - 1),
   as the GPU does (f64nan.h); .ftz (f32 only) makes a subnormal a zero,
   which matters to .rmi/.rpi. */
#ifndef PTXVM_FPCVT_INT_H
#define PTXVM_FPCVT_INT_H
#include "softfp.h"

/* Instruction aux of the PV_OP_CVTI* operations: bits 0-2 sf_rnd (RN, RZ,
   RM or RP), bit 3 .ftz, bit 4 signed, bits 8-14 the integer bits. */
#define FP_FI_AUX(rnd, ftz, sgn, bits) \
    ((uint32_t)(rnd) | ((uint32_t)(ftz) << 3) | ((uint32_t)(sgn) << 4) | \
     ((uint32_t)(bits) << 8))

/* What a warp's lanes share: the rounding, .ftz, and the largest
   magnitude of a positive (pmax) and of a negative (nmax) result. */
typedef struct fp_fi {
    unsigned rm, ftz;
    uint64_t pmax, nmax;
    uint64_t nan64;                /* what an f64 NaN gives */
} fp_fi;

static inline fp_fi fp_fi_of(uint32_t aux)
{
    fp_fi p;
    unsigned bits = (aux >> 8) & 127u;
    p.rm = aux & 7u;
    p.ftz = (aux >> 3) & 1u;
    p.nan64 = bits >= 32 ? (uint64_t)1 << (bits - 1) : 0;
    if ((aux >> 4) & 1u) {
        p.nmax = (uint64_t)1 << (bits - 1);
        p.pmax = p.nmax - 1;
    } else {
        p.nmax = 0;
        p.pmax = bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
    }
    return p;
}

/* The truncated magnitude m of the bits below the point, rounded: guard
   is the first dropped bit, rest whether any later one is set. */
static inline uint64_t fp_fi_round(const fp_fi *p, uint64_t m, unsigned sign,
                                   uint64_t guard, uint64_t rest)
{
    uint64_t inc;
    switch (p->rm) {
    case SF_RN: inc = guard & (rest | (m & 1u)); break;
    case SF_RM: inc = sign & (guard | rest); break;
    case SF_RP: inc = (sign ^ 1u) & (guard | rest); break;
    default: inc = 0; break;
    }
    return m + inc;
}

/* Clamp a rounded magnitude (~0: overflow) to the destination; the
   result is the two's complement value in 64 bits, as fp_convert's. */
static inline uint64_t fp_fi_clamp(const fp_fi *p, uint64_t mag, unsigned sign)
{
    if (sign)
        return (uint64_t)0 - (mag > p->nmax ? p->nmax : mag);
    return mag > p->pmax ? p->pmax : mag;
}

static inline uint64_t fp_fi_f32(const fp_fi *p, uint32_t a)
{
    uint32_t e = (a >> 23) & 0xffu, m = a & 0x7fffffu, s;
    unsigned sign = a >> 31;
    if (e == 0xffu)      /* NaN: 0, .s64 2^63 (f32nan.h); infinity saturates */
        return m ? p->nmax & ((uint64_t)1 << 63) : fp_fi_clamp(p, ~(uint64_t)0, sign);
    if (e)
        m |= 0x800000u;
    else if (p->ftz)
        m = 0;
    else
        e = 1;
    if (e >= 150)                          /* an integer: m * 2^(e-150) */
        return fp_fi_clamp(p, e - 150 > 40 ? ~(uint64_t)0 : (uint64_t)m << (e - 150),
                           sign);
    s = 150 - e;                           /* bits below the point */
    if (s > 25)                            /* all of them: m < 2^24 */
        s = 25;
    return fp_fi_clamp(p, fp_fi_round(p, m >> s, sign, (m >> (s - 1)) & 1u,
                                      (m & ((1u << (s - 1)) - 1)) != 0), sign);
}

static inline uint64_t fp_fi_f64(const fp_fi *p, uint64_t a)
{
    uint64_t m = a & (((uint64_t)1 << 52) - 1);
    uint32_t e = (uint32_t)(a >> 52) & 0x7ffu, s;
    unsigned sign = (unsigned)(a >> 63);
    if (e == 0x7ffu)
        return m ? p->nan64 : fp_fi_clamp(p, ~(uint64_t)0, sign);
    if (e)
        m |= (uint64_t)1 << 52;
    else
        e = 1;                             /* .ftz does not apply to f64 */
    if (e >= 1075)
        return fp_fi_clamp(p, e - 1075 > 11 ? ~(uint64_t)0 : m << (e - 1075), sign);
    s = 1075 - e;
    if (s > 54)                            /* m < 2^53 */
        s = 54;
    return fp_fi_clamp(p, fp_fi_round(p, m >> s, sign, (m >> (s - 1)) & 1u,
                                      (m & (((uint64_t)1 << (s - 1)) - 1)) != 0),
                       sign);
}
#endif
