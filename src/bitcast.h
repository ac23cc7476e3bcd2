/* Reinterpreting IEEE bit patterns as host floats and back: the one
   place the interpreter, the float helpers and the samplers share (a
   memcpy, which compilers turn into a register move). No NaN
   canonicalisation here; callers that need the GPU's canonical NaN do
   it themselves. */
#ifndef PTXVM_BITCAST_H
#define PTXVM_BITCAST_H

#include <stdint.h>
#include <string.h>

static inline float pv_f32(uint32_t b)
{
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

static inline uint32_t pv_u32(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
}

static inline double pv_f64(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static inline uint64_t pv_u64(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

#endif
