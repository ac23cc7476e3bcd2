// Texture objects as CUDA code reads them: tex1Dfetch on a linear
// buffer, tex1D/2D/3D and layered fetches of float4 at coordinates a
// buffer gives, integer reads, and a 3x3 box blur as an image filter of
// a game engine writes it. tests/unit/test_texture.c runs every kernel
// and checks each word against its own sampler reference.
#include <cuda_runtime.h>

extern "C" __global__ void fetch1d(cudaTextureObject_t t, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        o[i] = tex1Dfetch<float>(t, i - 2);
}

extern "C" __global__ void fetch1d_int(cudaTextureObject_t t, int *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        o[i] = tex1Dfetch<int>(t, i - 2);
}

extern "C" __global__ void sample1d(cudaTextureObject_t t, const float *c,
                                    float4 *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        o[i] = tex1D<float4>(t, c[i]);
}

extern "C" __global__ void sample2d(cudaTextureObject_t t, const float2 *c,
                                    float4 *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        o[i] = tex2D<float4>(t, c[i].x, c[i].y);
}

extern "C" __global__ void sample3d(cudaTextureObject_t t, const float4 *c,
                                    float4 *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        o[i] = tex3D<float4>(t, c[i].x, c[i].y, c[i].z);
}

extern "C" __global__ void sample1d_layered(cudaTextureObject_t t,
                                            const float2 *c, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        o[i] = tex1DLayered<float>(t, c[i].x, (int)c[i].y);
}

extern "C" __global__ void sample2d_layered(cudaTextureObject_t t,
                                            const float4 *c, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        o[i] = tex2DLayered<float>(t, c[i].x, c[i].y, (int)c[i].z);
}

extern "C" __global__ void sample2d_uint(cudaTextureObject_t t,
                                         const float2 *c, uint4 *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        o[i] = tex2D<uint4>(t, c[i].x, c[i].y);
}

// One output pixel per thread: the mean of its 3x3 neighbourhood, read
// at texel centres (the address mode handles the image's edges).
extern "C" __global__ void box_blur(cudaTextureObject_t src, float *dst,
                                    int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    float s = 0.0f;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            s += tex2D<float>(src, x + dx + 0.5f, y + dy + 0.5f);
    dst[y * w + x] = s * (1.0f / 9.0f);
}
