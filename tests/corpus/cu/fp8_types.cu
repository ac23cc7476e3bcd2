// FP8 (e4m3/e5m2) and other low-precision conversion types from cuda_fp8.h / cuda_fp6.h / cuda_fp4.h.
#include <cuda_fp8.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void fp8_convert(const float *in, __nv_fp8_e4m3 *e4, __nv_fp8_e5m2 *e5, float *back, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __nv_fp8_e4m3 a(in[i]);
    __nv_fp8_e5m2 b(in[i] * 2.0f);
    e4[i] = a;
    e5[i] = b;
    back[i] = float(a) + float(b);
}

__global__ void fp8x2_raw(const float2 *in, __nv_fp8x2_storage_t *o4, __nv_fp8x2_storage_t *o5, __half2 *h, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    o4[i] = __nv_cvt_float2_to_fp8x2(in[i], __NV_SATFINITE, __NV_E4M3);
    o5[i] = __nv_cvt_float2_to_fp8x2(in[i], __NV_NOSAT, __NV_E5M2);
    __half2_raw hr = __nv_cvt_fp8x2_to_halfraw2(o4[i], __NV_E4M3);
    h[i] = __half2(hr);
}

__global__ void fp8_quantize(const __half *in, __nv_fp8_storage_t *out, float *scale_out, int n)
{
    __shared__ float smax[256];
    float m = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x) m = fmaxf(m, fabsf(__half2float(in[i])));
    smax[threadIdx.x] = m;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) smax[threadIdx.x] = fmaxf(smax[threadIdx.x], smax[threadIdx.x + s]);
        __syncthreads();
    }
    float scale = smax[0] > 0 ? 448.0f / smax[0] : 1.0f;
    if (threadIdx.x == 0) *scale_out = scale;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        out[i] = __nv_cvt_halfraw_to_fp8(__half_raw(__float2half(__half2float(in[i]) * scale)), __NV_SATFINITE, __NV_E4M3);
}

__global__ void fp8_bf16(const __nv_bfloat16 *in, __nv_fp8_e4m3 *out, __nv_fp8x4_e4m3 *o4, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[i] = __nv_fp8_e4m3(in[i]);
    if ((i & 3) == 0 && i + 3 < n)
        o4[i / 4] = __nv_fp8x4_e4m3(make_float4(__bfloat162float(in[i]), __bfloat162float(in[i + 1]), __bfloat162float(in[i + 2]), __bfloat162float(in[i + 3])));
}
