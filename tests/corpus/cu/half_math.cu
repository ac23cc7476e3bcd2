// Half precision arithmetic using cuda_fp16.h: scalar __half and vector __half2.
#include <cuda_fp16.h>

__global__ void half_axpy(int n, __half a, const __half *x, __half *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = __hfma(a, x[i], y[i]);
}

__global__ void half2_ops(int n, const __half2 *a, const __half2 *b, __half2 *o)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __half2 x = a[i], y = b[i];
    __half2 r = __hadd2(x, y);
    r = __hmul2(r, __hsub2(x, y));
    r = __hfma2(r, x, y);
    r = __hfma2_sat(r, x, y);
    r = __h2div(r, __hadd2(y, __float2half2_rn(1.0f)));
    r = __hmax2(r, __hmin2(x, y));
    r = __hneg2(r);
    r = __habs2(r);
    r = h2sqrt(r);
    r = __hadd2(r, h2exp(x));
    r = __hadd2(r, h2log(__habs2(y)));
    r = __hadd2(r, h2sin(x));
    r = __hadd2(r, h2cos(y));
    r = __hadd2(r, h2rcp(__hadd2(x, __float2half2_rn(2.0f))));
    r = __hadd2(r, h2floor(x));
    r = __hadd2(r, h2ceil(y));
    r = __hadd2(r, h2rint(x));
    r = __hadd2(r, h2trunc(y));
    o[i] = __lowhigh2highlow(r);
}

__global__ void half_compare(int n, const __half *a, const __half *b, int *o)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int r = 0;
    r |= __heq(a[i], b[i]) << 0;
    r |= __hne(a[i], b[i]) << 1;
    r |= __hlt(a[i], b[i]) << 2;
    r |= __hle(a[i], b[i]) << 3;
    r |= __hgt(a[i], b[i]) << 4;
    r |= __hge(a[i], b[i]) << 5;
    r |= __hisnan(a[i]) << 6;
    r |= __hisinf(b[i]) << 7;
    r |= __hequ(a[i], b[i]) << 8;
    r |= __hltu(a[i], b[i]) << 9;
    __half2 p = __halves2half2(a[i], b[i]);
    __half2 q = __halves2half2(b[i], a[i]);
    r |= __hbeq2(p, q) << 10;
    r |= __hblt2(p, q) << 11;
    __half2 m = __hgt2(p, q);
    r |= (int)__half2float(__low2half(m)) << 12;
    o[i] = r;
}

__global__ void half_convert(int n, const float *f, const int *k, __half *h, float *back, short *s, unsigned short *raw)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __half x = __float2half(f[i]);
    __half y = __float2half_rz(f[i]) ;
    __half z = __float2half_ru(f[i]);
    __half w = __float2half_rd(f[i]);
    __half u = __int2half_rn(k[i]);
    __half v = __uint2half_rz((unsigned)k[i]);
    __half ll = __ll2half_rn((long long)k[i] * 7);
    h[i] = __hadd(__hadd(x, y), __hadd(__hadd(z, w), __hadd(__hadd(u, v), ll)));
    back[i] = __half2float(h[i]) + __low2float(__float22half2_rn(make_float2(f[i], 1.0f)));
    s[i] = __half2short_rn(x) + __half2short_rz(y) + (short)__half2int_rd(z) + (short)__half2int_ru(w);
    raw[i] = __half_as_ushort(x) ^ __half_as_ushort(__ushort_as_half(0x3c00));
}

__global__ void half_dot(int n, const __half2 *a, const __half2 *b, float *out)
{
    __shared__ float partial[256];
    int tid = threadIdx.x;
    __half2 acc = __float2half2_rn(0.0f);
    for (int i = blockIdx.x * blockDim.x + tid; i < n; i += gridDim.x * blockDim.x)
        acc = __hfma2(a[i], b[i], acc);
    float2 f = __half22float2(acc);
    partial[tid] = f.x + f.y;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) partial[tid] += partial[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(out, partial[0]);
}

__global__ void half_shuffle(__half2 *data)
{
    __half2 v = data[threadIdx.x];
    for (int off = 16; off > 0; off >>= 1)
        v = __hadd2(v, __shfl_xor_sync(0xffffffff, v, off));
    __half h = __shfl_down_sync(0xffffffff, __high2half(v), 1);
    data[threadIdx.x] = __halves2half2(h, __low2half(v));
}
