// Floating-point conformance kernels (references in
// tests/unit/test_cuda_arith.c). Lane i: inputs a[i], b[i], c[i] as bit
// patterns; outputs o[i*W + j] as bit patterns.
// builds: ftz-separate   (tests/exec/generate.sh)
#include "prelude.h"
typedef unsigned u32;
typedef unsigned long long u64;
#define F(u) __uint_as_float(u)
#define U(f) __float_as_uint(f)
#define DF(u) __longlong_as_double((long long)(u))
#define DU(f) ((u64)__double_as_longlong(f))

// f32 IEEE operations in four roundings, W = 36
extern "C" __global__ void f32_arith(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    float x = F(a[i]), y = F(b[i]), z = F(c[i]);
    u32 *d = o + i * 36;
    d[0] = U(__fadd_rn(x, y)); d[1] = U(__fadd_rz(x, y)); d[2] = U(__fadd_rd(x, y)); d[3] = U(__fadd_ru(x, y));
    d[4] = U(__fmul_rn(x, y)); d[5] = U(__fmul_rz(x, y)); d[6] = U(__fmul_rd(x, y)); d[7] = U(__fmul_ru(x, y));
    d[8] = U(__fmaf_rn(x, y, z)); d[9] = U(__fmaf_rz(x, y, z)); d[10] = U(__fmaf_rd(x, y, z)); d[11] = U(__fmaf_ru(x, y, z));
    d[12] = U(__fdiv_rn(x, y)); d[13] = U(__fdiv_rz(x, y)); d[14] = U(__fdiv_rd(x, y)); d[15] = U(__fdiv_ru(x, y));
    d[16] = U(__fsqrt_rn(x)); d[17] = U(__fsqrt_rz(x)); d[18] = U(__fsqrt_rd(x)); d[19] = U(__fsqrt_ru(x));
    d[20] = U(__frcp_rn(x)); d[21] = U(__frcp_rz(x)); d[22] = U(__frcp_rd(x)); d[23] = U(__frcp_ru(x));
    d[24] = U(__fsub_rn(x, y)); d[25] = U(__fsub_rz(x, y));
    d[26] = U(x / y);
    d[27] = U(sqrtf(x));
    d[28] = U(__saturatef(x));
    d[29] = U(fminf(x, y));
    d[30] = U(fmaxf(x, y));
    d[31] = U(copysignf(x, y));
    d[32] = U(fabsf(x));
    d[33] = U(-x);
    d[34] = U(__fsub_rd(x, y));
    d[35] = U(__fsub_ru(x, y));
}

// f32 conversions, W = 32
extern "C" __global__ void f32_cvt(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    float x = F(a[i]);
    u32 *d = o + i * 32;
    d[0] = (u32)__float2int_rn(x); d[1] = (u32)__float2int_rz(x); d[2] = (u32)__float2int_rd(x); d[3] = (u32)__float2int_ru(x);
    d[4] = __float2uint_rn(x); d[5] = __float2uint_rz(x); d[6] = __float2uint_rd(x); d[7] = __float2uint_ru(x);
    long long l0 = __float2ll_rn(x), l1 = __float2ll_rz(x), l2 = __float2ll_rd(x), l3 = __float2ll_ru(x);
    d[8] = (u32)l0; d[9] = (u32)(l0 >> 32); d[10] = (u32)l1; d[11] = (u32)(l1 >> 32);
    d[12] = (u32)l2; d[13] = (u32)(l2 >> 32); d[14] = (u32)l3; d[15] = (u32)(l3 >> 32);
    int si = (int)a[i];
    d[16] = U(__int2float_rn(si)); d[17] = U(__int2float_rz(si)); d[18] = U(__int2float_rd(si)); d[19] = U(__int2float_ru(si));
    d[20] = U(__uint2float_rn(a[i])); d[21] = U(__uint2float_rz(a[i])); d[22] = U(__uint2float_rd(a[i])); d[23] = U(__uint2float_ru(a[i]));
    d[24] = f2h_rn(x);
    d[25] = U(h2f((unsigned short)a[i]));
    d[26] = f2bf_rn(x);
    d[27] = U(bf2f((unsigned short)a[i]));
    double w = (double)x;
    d[28] = (u32)DU(w); d[29] = (u32)(DU(w) >> 32);
    d[30] = (u32)(int)x;
    d[31] = (u32)x;
}

// f32 comparisons and selects, W = 12
extern "C" __global__ void f32_cmp(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    float x = F(a[i]), y = F(b[i]);
    u32 *d = o + i * 12;
    d[0] = x < y; d[1] = x <= y; d[2] = x == y; d[3] = x != y; d[4] = x > y; d[5] = x >= y;
    d[6] = !(x < y); d[7] = !(x >= y); d[8] = x != x;
    d[9] = (x == x) & (y == y);
    d[10] = x < y ? a[i] : c[i];
    d[11] = U(x > y ? x : y);
}

// f32 approximate functions, W = 8 (compared within the ISA's bounds)
extern "C" __global__ void f32_approx(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    float x = F(a[i]), y = F(b[i]);
    u32 *d = o + i * 8;
    d[0] = U(__sinf(x)); d[1] = U(__cosf(x)); d[2] = U(__log2f(x)); d[3] = U(__expf(x));
    d[4] = U(__fdividef(x, y)); d[5] = U(rsqrtf(x));
    { float r; asm("ex2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); d[6] = U(r); }
    { float r; asm("tanh.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); d[7] = U(r); }
}

// f64, W = 40
extern "C" __global__ void f64_arith(const u64 *a, const u64 *b, const u64 *c, u64 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    double x = DF(a[i]), y = DF(b[i]), z = DF(c[i]);
    u64 *d = o + i * 40;
    d[0] = DU(__dadd_rn(x, y)); d[1] = DU(__dadd_rz(x, y)); d[2] = DU(__dadd_rd(x, y)); d[3] = DU(__dadd_ru(x, y));
    d[4] = DU(__dmul_rn(x, y)); d[5] = DU(__dmul_rz(x, y)); d[6] = DU(__dmul_rd(x, y)); d[7] = DU(__dmul_ru(x, y));
    d[8] = DU(__fma_rn(x, y, z)); d[9] = DU(__fma_rz(x, y, z)); d[10] = DU(__fma_rd(x, y, z)); d[11] = DU(__fma_ru(x, y, z));
    d[12] = DU(__ddiv_rn(x, y)); d[13] = DU(__ddiv_rz(x, y)); d[14] = DU(__ddiv_rd(x, y)); d[15] = DU(__ddiv_ru(x, y));
    d[16] = DU(__dsqrt_rn(x)); d[17] = DU(__dsqrt_rz(x)); d[18] = DU(__dsqrt_rd(x)); d[19] = DU(__dsqrt_ru(x));
    d[20] = DU(__drcp_rn(x)); d[21] = DU(__drcp_rz(x)); d[22] = DU(__drcp_rd(x)); d[23] = DU(__drcp_ru(x));
    d[24] = DU(fmin(x, y)); d[25] = DU(fmax(x, y)); d[26] = DU(copysign(x, y)); d[27] = DU(fabs(x));
    d[28] = U(__double2float_rn(x)); d[29] = U(__double2float_rz(x)); d[30] = U(__double2float_rd(x)); d[31] = U(__double2float_ru(x));
    d[32] = (u32)__double2int_rn(x) | (u64)(u32)__double2int_rz(x) << 32;
    d[33] = (u32)__double2int_rd(x) | (u64)(u32)__double2int_ru(x) << 32;
    d[34] = (u64)__double2ll_rn(x); d[35] = (u64)__double2ll_rz(x);
    d[36] = DU(__ll2double_rn((long long)a[i])); d[37] = DU(__ll2double_rz((long long)a[i]));
    d[38] = DU(__ull2double_rd(a[i])) ^ DU(__ull2double_ru(a[i]));
    d[39] = (x < y) | (x <= y) << 1 | (x == y) << 2 | (x != y) << 3 | (x > y) << 4 | (x >= y) << 5 | !(x < y) << 6 | (x != x) << 7;
}
