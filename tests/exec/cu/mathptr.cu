// Math functions that return through pointers (modf, frexp, sincos,
// remquo, sincospi) with many results per thread: under -G each is a real
// call writing into its caller's .local frame through a generic pointer,
// at -O3 it is inlined. The compared values are the functions' own (not
// correctly rounded), so there is no C reference: the builds are checked
// against each other (test_build_diff.c) and every word must be written.
// d[W-1] is written last, so a thread that stops early shows.
// builds: no-clang   (CUDA's math library; clang runs without it)
#include "prelude.h"
typedef unsigned u32;
typedef unsigned long long u64;
#define F(u) __uint_as_float(u)
#define U(f) __float_as_uint(f)
#define DF(u) __longlong_as_double((long long)(u))
#define DU(f) ((u64)__double_as_longlong(f))

// results into an array in the caller's frame, through a pointer
__device__ __noinline__ void split(float v, float *parts, int *e)
{
    parts[0] = modff(v, &parts[1]);
    parts[2] = frexpf(v, e);
}

#define W 24
extern "C" __global__ void fmp32(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    float x = F(a[i]), y = F(b[i]), z = F(c[i]), ip, s, co, parts[3];
    int e, q;
    u32 *d = o + i * W;
    d[0] = U(modff(x, &ip));
    d[1] = U(ip);
    d[2] = U(frexpf(x, &e));
    d[3] = (u32)e;
    sincosf(x, &s, &co);
    d[4] = U(s);
    d[5] = U(co);
    d[6] = U(remquof(x, y, &q));
    d[7] = (u32)q;
    sincospif(z, &s, &co);
    d[8] = U(s);
    d[9] = U(co);
    split(y, parts, &e);
    d[10] = U(parts[0]);
    d[11] = U(parts[1]);
    d[12] = U(parts[2]);
    d[13] = (u32)e;
    if (x < y) {                              // divergent: both sides call
        d[14] = U(modff(y, &ip)) ^ U(ip);
        d[15] = U(frexpf(z, &e)) + (u32)e;
    } else {
        d[14] = U(remquof(y, z, &q)) ^ (u32)q;
        d[15] = U(modff(z, &ip)) - U(ip);
    }
    {
        float acc = 0.0f;
        for (int k = 0; k < (int)(a[i] & 3); k++) {   // calls in a loop
            __sincosf(acc + y, &s, &co);             // the approximate one
            acc = __fadd_rn(acc, __fmul_rn(s, co));
        }
        d[16] = U(acc);
    }
    d[17] = U(ldexpf(x, (int)(c[i] % 300u) - 150));
    d[18] = U(scalbnf(y, (int)(a[i] % 64u) - 32));
    d[19] = (u32)ilogbf(x);
    d[20] = U(fmodf(x, y));
    d[21] = U(remainderf(y, z));
    d[22] = U(nextafterf(x, y));
    d[23] = 0x600d0000u | (u32)i;             // the last word: the thread got here
}
#undef W

#define W 20
extern "C" __global__ void fmp64(const u64 *a, const u64 *b, const u64 *c, u64 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    double x = DF(a[i]), y = DF(b[i]), z = DF(c[i]), ip, s, co;
    int e, q;
    u64 *d = o + i * W;
    d[0] = DU(modf(x, &ip));
    d[1] = DU(ip);
    d[2] = DU(frexp(x, &e));
    d[3] = (u64)(long long)e;
    sincos(x, &s, &co);
    d[4] = DU(s);
    d[5] = DU(co);
    d[6] = DU(remquo(x, y, &q));
    d[7] = (u64)(long long)q;
    sincospi(z, &s, &co);
    d[8] = DU(s);
    d[9] = DU(co);
    if (x < y) {
        d[10] = DU(modf(y, &ip)) ^ DU(ip);
        d[11] = DU(frexp(z, &e)) + (u64)e;
    } else {
        d[10] = DU(remquo(y, z, &q)) ^ (u64)q;
        d[11] = DU(modf(z, &ip)) - DU(ip);
    }
    d[12] = DU(ldexp(x, (int)(c[i] % 2200u) - 1100));
    d[13] = (u64)(long long)ilogb(x);
    d[14] = DU(fmod(x, y));
    d[15] = DU(remainder(y, z));
    d[16] = DU(nextafter(x, y));
    d[17] = DU(fdim(x, y));
    d[18] = DU(floor(x)) ^ DU(ceil(y));
    d[19] = 0x600d000000000000ull | (u64)i;   // the last word: the thread got here
}
