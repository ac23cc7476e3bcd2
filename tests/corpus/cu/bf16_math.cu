// bfloat16 arithmetic via cuda_bf16.h.
#include <cuda_bf16.h>

__global__ void bf16_axpy(int n, __nv_bfloat16 a, const __nv_bfloat16 *x, __nv_bfloat16 *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = __hfma(a, x[i], y[i]);
}

__global__ void bf162_ops(int n, const __nv_bfloat162 *a, const __nv_bfloat162 *b, __nv_bfloat162 *o)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __nv_bfloat162 x = a[i], y = b[i];
    __nv_bfloat162 r = __hadd2(x, y);
    r = __hmul2(r, __hsub2(x, y));
    r = __hfma2(r, x, y);
    r = __hmax2(r, __hmin2(x, y));
    r = __hneg2(r);
    r = __habs2(r);
    r = __hadd2(r, h2sqrt(__habs2(x)));
    r = __hadd2(r, h2exp(y));
    r = __hadd2(r, h2floor(x));
    r = __h2div(r, __hadd2(__habs2(y), __float2bfloat162_rn(1.0f)));
    o[i] = r;
}

__global__ void bf16_convert(int n, const float *f, __nv_bfloat16 *h, float *back, int *ints, unsigned short *raw)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __nv_bfloat16 x = __float2bfloat16(f[i]);
    __nv_bfloat16 y = __float2bfloat16_rz(f[i]);
    __nv_bfloat16 z = __float2bfloat16_ru(f[i]);
    __nv_bfloat16 w = __float2bfloat16_rd(f[i]);
    h[i] = __hadd(__hadd(x, y), __hadd(z, w));
    back[i] = __bfloat162float(h[i]) + __low2float(__floats2bfloat162_rn(f[i], 2.0f));
    ints[i] = __bfloat162int_rn(x) + __bfloat162int_rz(y) + (int)__bfloat162uint_rd(z) + __bfloat162short_ru(w);
    raw[i] = __bfloat16_as_ushort(x) ^ __bfloat16_as_ushort(__double2bfloat16((double)f[i] * 0.5));
}

__global__ void bf16_compare(int n, const __nv_bfloat16 *a, const __nv_bfloat16 *b, int *o)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int r = __heq(a[i], b[i]) | (__hlt(a[i], b[i]) << 1) | (__hge(a[i], b[i]) << 2) | (__hisnan(a[i]) << 3);
    r |= __hbgt2(__halves2bfloat162(a[i], b[i]), __halves2bfloat162(b[i], a[i])) << 4;
    o[i] = r;
}

__global__ void bf16_gemv(int rows, int cols, const __nv_bfloat16 *A, const __nv_bfloat16 *x, float *y)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    float acc = 0.0f;
    for (int c = 0; c < cols; c++)
        acc = fmaf(__bfloat162float(A[r * cols + c]), __bfloat162float(x[c]), acc);
    y[r] = acc;
}
