// Many f32 results per thread through device functions: CUDA's own
// (signbit, fminf/fmaxf, __saturatef, isnan, rounding) that -G keeps as
// real .func calls, __noinline__ helpers that every build calls, and
// inline PTX (add.sat, set, testp). Divergent branches and loops between
// them; d[W-1] is written last, so a thread that stops early shows.
// References: ref_fdev32 in tests/unit/test_cuda_arith.c.
// Lane i: a[i], b[i], c[i] as f32 bit patterns; o[i*W + j].
#include "prelude.h"
typedef unsigned u32;
#define F(u) __uint_as_float(u)
#define U(f) __float_as_uint(f)

__device__ u32 cmp_bits(float x, float y)
{
    return (u32)(x < y) | (u32)(x <= y) << 1 | (u32)(x == y) << 2 | (u32)(x != y) << 3 |
           (u32)(x > y) << 4 | (u32)(x >= y) << 5 | (u32)(x != x) << 6;
}
__device__ __noinline__ float clampf(float v, float lo, float hi) { return fminf(fmaxf(v, lo), hi); }
__device__ float add_sat(float a, float b)
{
    float r;
    asm("add.sat.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
    return r;
}
__device__ float add_rz_sat(float a, float b)
{
    float r;
    asm("add.rz.sat.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
    return r;
}
__device__ u32 set_lt(float a, float b)
{
    u32 r;
    asm("set.lt.u32.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(b));
    return r;
}
__device__ float set_gtu(float a, float b)
{
    float r;
    asm("set.gtu.f32.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
    return r;
}
// set with a predicate combined: (a != b) and c is a number
__device__ u32 set_ne_and_num(float a, float b, float c)
{
    u32 r;
    asm("{ .reg .pred p; setp.num.f32 p, %3, %3; set.ne.and.u32.f32 %0, %1, %2, p; }"
        : "=r"(r) : "f"(a), "f"(b), "f"(c));
    return r;
}
__device__ u32 testp_bits(float a)
{
    u32 r;
    asm("{ .reg .pred p<6>; .reg .u32 t<6>;\n\t"
        "testp.finite.f32 p0, %1; testp.infinite.f32 p1, %1; testp.number.f32 p2, %1;\n\t"
        "testp.notanumber.f32 p3, %1; testp.normal.f32 p4, %1; testp.subnormal.f32 p5, %1;\n\t"
        "selp.u32 t0, 1, 0, p0; selp.u32 t1, 2, 0, p1; selp.u32 t2, 4, 0, p2;\n\t"
        "selp.u32 t3, 8, 0, p3; selp.u32 t4, 16, 0, p4; selp.u32 t5, 32, 0, p5;\n\t"
        "or.b32 t0, t0, t1; or.b32 t2, t2, t3; or.b32 t4, t4, t5; or.b32 t0, t0, t2;\n\t"
        "or.b32 %0, t0, t4; }"
        : "=r"(r) : "f"(a));
    return r;
}
// several returns, each through other device functions
__device__ __noinline__ u32 classify(float v)
{
    if (isnan(v))
        return 1;
    if (isinf(v))
        return 2 + (signbit(v) != 0);
    if (v == 0.0f)
        return signbit(v) ? 4 : 5;
    if (fabsf(v) < 1.17549435e-38f)
        return 6;
    return 7 + (v < 0.0f);
}

#define W 32
extern "C" __global__ void fdev32(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    float x = F(a[i]), y = F(b[i]), z = F(c[i]);
    u32 *d = o + i * W;
    d[0] = signbit(x) != 0;
    d[1] = signbit(y) != 0;
    d[2] = U(fminf(x, y));
    d[3] = U(fmaxf(x, y));
    d[4] = U(__saturatef(x));
    d[5] = cmp_bits(x, y);
    d[6] = U(add_sat(x, y));
    d[7] = set_lt(x, y);
    d[8] = U(set_gtu(x, y));
    d[9] = testp_bits(x);
    d[10] = testp_bits(y);
    d[11] = U(copysignf(x, y));
    d[12] = U(clampf(x, y, z));
    d[13] = U(fabsf(x));
    if (x < y)                               // divergent
        d[14] = U(fmaxf(x, z));
    else
        d[14] = U(__saturatef(y));
    {
        // a loop whose trip count depends on the data (NaN: add.sat gives 0)
        float v = x;
        u32 k = 0, acc = 0;
        while (k < 6 && !(v >= 1.0f)) {
            v = add_sat(v, 0.25f);
            acc = acc * 3u + cmp_bits(v, z);
            k++;
        }
        d[15] = acc ^ k << 24;
    }
    d[16] = (u32)(isnan(x) != 0) | (u32)(isinf(y) != 0) << 1 | (u32)(isfinite(z) != 0) << 2;
    d[17] = U(add_rz_sat(x, z));
    d[18] = set_ne_and_num(x, y, z);
    d[19] = U(fminf(x, -y));
    d[20] = signbit(fminf(x, y)) != 0;
    d[21] = classify(x) | classify(y) << 4 | classify(z) << 8;
    d[22] = U(truncf(x));
    d[23] = U(floorf(x));
    d[24] = U(ceilf(x));
    d[25] = U(roundf(x));
    d[26] = U(rintf(x));
    d[27] = U(fdimf(x, y));
    if (TID_X() & 1)                       // divergent by lane
        d[28] = U(fmaxf(fminf(x, y), z));
    else
        d[28] = testp_bits(z) | cmp_bits(z, x) << 8;
    d[29] = U(__saturatef(add_sat(x, z)));
    d[30] = classify(fdimf(y, z)) | set_lt(z, y) << 8;
    d[31] = 0x600d0000u | (u32)i;            // the last word: the thread got here
}
#undef W

// Both sides of each divergent branch call the same device functions
// (with different arguments): the lanes of the two sides must stay apart.
// W = 16
__device__ __noinline__ u32 steps(float v, float z)
{
    u32 k = 0, acc = 0;
    while (k < 5 && !(v >= 1.0f)) {          // a loop inside the callee
        v = add_sat(v, 0.25f);
        acc = acc * 3u + cmp_bits(v, z);
        k++;
    }
    return acc ^ k << 24;
}
extern "C" __global__ void fdev32_split(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    float x = F(a[i]), y = F(b[i]), z = F(c[i]);
    u32 *d = o + i * 16;
    if (x < y) {
        d[0] = classify(x);
        d[1] = U(fmaxf(x, z));
        d[2] = steps(x, z);
    } else {
        d[0] = classify(y) + 16u;
        d[1] = U(fmaxf(z, y));
        d[2] = steps(z, y) + 1u;
    }
    d[3] = testp_bits(x) | testp_bits(y) << 8;
    if (TID_X() & 2) {
        d[4] = U(__saturatef(x));
        d[5] = classify(z);
    } else {
        d[4] = U(__saturatef(z));
        d[5] = classify(x) + 32u;
    }
    d[6] = signbit(x) != 0 ? steps(y, z) : classify(y);
    d[7] = U(clampf(x, y, z));
    d[8] = U(fminf(x, y));
    d[9] = U(fmaxf(x, y));
    d[10] = cmp_bits(x, z);
    d[11] = U(add_sat(y, z));
    d[12] = set_lt(y, x);
    d[13] = testp_bits(z);
    d[14] = classify(x) ^ classify(y) << 4;
    d[15] = 0x600d0000u | (u32)i;
}
