/* Small helpers shared by the applications' host code and C twins. */
#ifndef BENCH_APP_UTIL_H
#define BENCH_APP_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stddef.h>

/* Deterministic inputs: xorshift32 (never seeded with 0). */
static inline uint32_t au_rand(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *s = x;
}

/* A float uniform in [lo, hi). */
static inline float au_uniform(uint32_t *s, float lo, float hi)
{
    return lo + (hi - lo) * (float)(au_rand(s) >> 8) * (1.0f / 16777216.0f);
}

/* Part `part` of `nparts` equal slices of [0, n): [*b, *e). */
static inline void au_slice(size_t n, int part, int nparts, size_t *b, size_t *e)
{
    *b = n * (size_t)part / (size_t)nparts;
    *e = n * (size_t)(part + 1) / (size_t)nparts;
}

#endif
