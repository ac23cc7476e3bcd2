// Numeric conversions with explicit rounding modes, reinterpretation and saturation.
#include <cstdint>

__global__ void f2i(const float *a, int *oi, unsigned *ou, long long *oll, unsigned long long *oull, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = a[i];
    oi[4 * i + 0] = __float2int_rn(x);
    oi[4 * i + 1] = __float2int_rz(x);
    oi[4 * i + 2] = __float2int_ru(x);
    oi[4 * i + 3] = __float2int_rd(x);
    ou[4 * i + 0] = __float2uint_rn(x);
    ou[4 * i + 1] = __float2uint_rz(x);
    ou[4 * i + 2] = __float2uint_ru(x);
    ou[4 * i + 3] = __float2uint_rd(x);
    oll[2 * i + 0] = __float2ll_rn(x) + __float2ll_rz(x);
    oll[2 * i + 1] = __float2ll_ru(x) - __float2ll_rd(x);
    oull[i] = __float2ull_rn(x) ^ __float2ull_rz(x) ^ __float2ull_ru(x) ^ __float2ull_rd(x);
}

__global__ void d2x(const double *a, int *oi, long long *oll, float *of, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = a[i];
    oi[2 * i] = __double2int_rn(x) + __double2int_rz(x) + __double2int_ru(x) + __double2int_rd(x);
    oi[2 * i + 1] = (int)(__double2uint_rn(x) ^ __double2uint_rz(x) ^ __double2uint_ru(x) ^ __double2uint_rd(x));
    oll[i] = __double2ll_rn(x) + __double2ll_rz(x) + (long long)__double2ull_ru(x) + __double2ll_rd(x);
    of[4 * i + 0] = __double2float_rn(x);
    of[4 * i + 1] = __double2float_rz(x);
    of[4 * i + 2] = __double2float_ru(x);
    of[4 * i + 3] = __double2float_rd(x);
}

__global__ void i2f(const int *a, const long long *b, float *of, double *od, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int x = a[i];
    long long y = b[i];
    of[8 * i + 0] = __int2float_rn(x);
    of[8 * i + 1] = __int2float_rz(x);
    of[8 * i + 2] = __int2float_ru(x);
    of[8 * i + 3] = __int2float_rd(x);
    of[8 * i + 4] = __uint2float_rn((unsigned)x) + __uint2float_rz((unsigned)x);
    of[8 * i + 5] = __ll2float_rn(y) + __ll2float_rz(y) + __ll2float_ru(y) + __ll2float_rd(y);
    of[8 * i + 6] = __ull2float_rn((unsigned long long)y);
    of[8 * i + 7] = (float)x + (float)(unsigned)x + (float)y + (float)(unsigned long long)y;
    od[4 * i + 0] = __int2double_rn(x) + __uint2double_rn((unsigned)x);
    od[4 * i + 1] = __ll2double_rn(y) + __ll2double_rz(y) + __ll2double_ru(y) + __ll2double_rd(y);
    od[4 * i + 2] = __ull2double_rn((unsigned long long)y) + __ull2double_rd((unsigned long long)y);
    od[4 * i + 3] = (double)(short)x + (double)(unsigned char)x + (double)(signed char)y;
}

__global__ void reinterpret(const float *a, const double *b, unsigned *ou, long long *oll, float *of, double *od, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    ou[i] = __float_as_uint(a[i]) ^ (unsigned)__float_as_int(a[i] * 2.0f);
    oll[i] = __double_as_longlong(b[i]);
    of[i] = __uint_as_float(ou[i] | 0x3f800000u) + __int_as_float(0x40000000);
    od[i] = __longlong_as_double(oll[i] ^ 0x8000000000000000ll) + __hiloint2double(__double2hiint(b[i]), __double2loint(b[i]));
}

__global__ void narrowing(const int *a, const float *f, short *os, signed char *oc, unsigned short *ous, unsigned char *ouc, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int x = a[i];
    os[i] = (short)x;
    oc[i] = (signed char)(x >> 3);
    ous[i] = (unsigned short)min(max(x, 0), 65535);
    ouc[i] = (unsigned char)__float2uint_rn(__saturatef(f[i]) * 255.0f);
}

__global__ void sign_extend(const unsigned char *b, const unsigned short *h, int *o, long long *ol, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    o[i] = (signed char)b[i] + (short)h[i] + (int)b[i] * (int)h[i];
    ol[i] = (long long)(int)(h[i] << 16) + (long long)(signed char)b[i] * 0x100000000ll;
}
