// devfn_f32.cu in double precision: many f64 results per thread through
// CUDA's device functions (signbit, fmin/fmax, isnan, floor/ceil/round,
// fdim) that -G keeps as real calls, __noinline__ helpers, inline PTX
// (set, testp, selp on f64), divergent branches and loops. d[W-1] is
// written last, so a thread that stops early shows.
// References: ref_fdev64 in tests/unit/test_cuda_arith.c.
// builds: ftz   (tests/exec/generate.sh)
#include "prelude.h"
typedef unsigned u32;
typedef unsigned long long u64;
#define DF(u) __longlong_as_double((long long)(u))
#define DU(f) ((u64)__double_as_longlong(f))

__device__ u32 cmp_bits(double x, double y)
{
    return (u32)(x < y) | (u32)(x <= y) << 1 | (u32)(x == y) << 2 | (u32)(x != y) << 3 |
           (u32)(x > y) << 4 | (u32)(x >= y) << 5 | (u32)(x != x) << 6;
}
__device__ __noinline__ double clamp(double v, double lo, double hi) { return fmin(fmax(v, lo), hi); }
__device__ u32 set_lt(double a, double b)
{
    u32 r;
    asm("set.lt.u32.f64 %0, %1, %2;" : "=r"(r) : "d"(a), "d"(b));
    return r;
}
__device__ u32 set_geu(double a, double b)
{
    u32 r;
    asm("set.geu.s32.f64 %0, %1, %2;" : "=r"(r) : "d"(a), "d"(b));
    return r;
}
__device__ float set_ne_f(double a, double b)
{
    float r;
    asm("set.ne.f32.f64 %0, %1, %2;" : "=f"(r) : "d"(a), "d"(b));
    return r;
}
__device__ u32 testp_bits(double a)
{
    u32 r;
    asm("{ .reg .pred p<6>; .reg .u32 t<6>;\n\t"
        "testp.finite.f64 p0, %1; testp.infinite.f64 p1, %1; testp.number.f64 p2, %1;\n\t"
        "testp.notanumber.f64 p3, %1; testp.normal.f64 p4, %1; testp.subnormal.f64 p5, %1;\n\t"
        "selp.u32 t0, 1, 0, p0; selp.u32 t1, 2, 0, p1; selp.u32 t2, 4, 0, p2;\n\t"
        "selp.u32 t3, 8, 0, p3; selp.u32 t4, 16, 0, p4; selp.u32 t5, 32, 0, p5;\n\t"
        "or.b32 t0, t0, t1; or.b32 t2, t2, t3; or.b32 t4, t4, t5; or.b32 t0, t0, t2;\n\t"
        "or.b32 %0, t0, t4; }"
        : "=r"(r) : "d"(a));
    return r;
}
// testp through a predicate that selects an f64
__device__ double pick_normal(double a, double b)
{
    double r;
    asm("{ .reg .pred p; testp.normal.f64 p, %1; selp.f64 %0, %1, %2, p; }"
        : "=d"(r) : "d"(a), "d"(b));
    return r;
}
__device__ __noinline__ u32 classify(double v)
{
    if (isnan(v))
        return 1;
    if (isinf(v))
        return 2 + (signbit(v) != 0);
    if (v == 0.0)
        return signbit(v) ? 4 : 5;
    if (fabs(v) < 2.2250738585072014e-308)
        return 6;
    return 7 + (v < 0.0);
}

#define W 32
extern "C" __global__ void fdev64(const u64 *a, const u64 *b, const u64 *c, u64 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    double x = DF(a[i]), y = DF(b[i]), z = DF(c[i]);
    u64 *d = o + i * W;
    d[0] = (u64)(signbit(x) != 0) | (u64)(signbit(y) != 0) << 1;
    d[1] = DU(fmin(x, y));
    d[2] = DU(fmax(x, y));
    d[3] = cmp_bits(x, y);
    d[4] = set_lt(x, y) ^ (u64)set_geu(y, z) << 32;
    d[5] = __float_as_uint(set_ne_f(x, z));
    d[6] = testp_bits(x);
    d[7] = testp_bits(y) | testp_bits(z) << 8;
    d[8] = DU(pick_normal(x, z));
    d[9] = DU(copysign(x, y));
    d[10] = DU(clamp(x, y, z));
    d[11] = DU(fabs(x));
    if (x < y)                               // divergent
        d[12] = DU(fmax(x, z));
    else
        d[12] = testp_bits(y) | (u64)classify(x) << 32;
    {
        double v = x;
        u32 k = 0;
        u64 acc = 0;
        while (k < 6 && !(v >= 1.0)) {       // a trip count from the data
            v = v != v ? 0.0 : fmax(__dadd_rn(v, 0.25), -1.0);
            acc = acc * 5u + cmp_bits(v, z) + testp_bits(v);
            k++;
        }
        d[13] = acc ^ (u64)k << 56;
    }
    d[14] = (u64)(isnan(x) != 0) | (u64)(isinf(y) != 0) << 1 | (u64)(isfinite(z) != 0) << 2;
    d[15] = DU(fmin(x, -y));
    d[16] = signbit(fmin(x, y)) != 0;
    d[17] = classify(x) | classify(y) << 4 | classify(z) << 8;
    d[18] = DU(trunc(x));
    d[19] = DU(floor(x));
    d[20] = DU(ceil(x));
    d[21] = DU(round(x));
    d[22] = DU(rint(x));
    d[23] = DU(fdim(x, y));
    if (TID_X() & 1)                         // divergent by lane
        d[24] = DU(fmax(fmin(x, y), z));
    else
        d[24] = testp_bits(z) | (u64)cmp_bits(z, x) << 8;
    d[25] = classify(fdim(y, z)) | (u64)set_lt(z, y) << 8;
    d[26] = testp_bits(fmin(y, z)) | (u64)testp_bits(fmax(x, z)) << 16;
    d[27] = DU(floor(y)) ^ DU(ceil(z)) << 1;
    d[28] = testp_bits(floor(x)) | (u64)testp_bits(round(y)) << 8;
    d[29] = DU(__dmul_rn(x, 0.5));
    d[30] = testp_bits(__dmul_rn(x, 0.5)) | (u64)testp_bits(__dmul_rn(y, 4503599627370496.0)) << 8;
    d[31] = 0x600d000000000000ull | (u64)i;  // the last word: the thread got here
}

// doubles taken apart into 32-bit halves and put together again (-G:
// calls to __hiloint2double, __double2hiint, __double2loint), classified
#define HI(v) __double2hiint(v)
#define LO(v) __double2loint(v)
// W = 12
extern "C" __global__ void fdev64_halves(const u64 *a, const u64 *b, const u64 *c, u64 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    double x = DF(a[i]), y = DF(b[i]), z = DF(c[i]);
    u64 *d = o + i * 12;
    d[0] = DU(__hiloint2double(HI(x), LO(y)));
    d[1] = testp_bits(__hiloint2double(LO(x), HI(x)));
    d[2] = testp_bits(__hiloint2double(HI(x), LO(z))) | (u64)testp_bits(__hiloint2double(HI(z), LO(x))) << 8;
    d[3] = (u64)(u32)HI(x) | (u64)(u32)LO(z) << 32;
    d[4] = (u64)(signbit(__hiloint2double(HI(y), 0)) != 0) | (u64)(isnan(__hiloint2double(HI(y), 1)) != 0) << 1 |
           (u64)(isinf(__hiloint2double(HI(z), 0)) != 0) << 2;
    d[5] = classify(__hiloint2double(HI(x) ^ 0x00100000, LO(x)));
    d[6] = DU(fmax(__hiloint2double(HI(x), 0), __hiloint2double(0, LO(y))));
    if (HI(x) & 1)                          // divergent on a half
        d[7] = testp_bits(__hiloint2double(HI(y), LO(x))) | (u64)classify(y) << 32;
    else
        d[7] = DU(__hiloint2double(LO(z), HI(y)));
    d[8] = cmp_bits(__hiloint2double(HI(x), 0), __hiloint2double(HI(y), 0));
    d[9] = testp_bits(__hiloint2double(0, LO(x))) | (u64)testp_bits(__hiloint2double(0x7ff00000, LO(x))) << 8;
    d[10] = set_lt(__hiloint2double(HI(z), LO(y)), x) ^ (u64)(u32)HI(__dmul_rn(x, 2.0)) << 32;
    d[11] = 0x600d000000000000ull | (u64)i;  // the last word: the thread got here
}
