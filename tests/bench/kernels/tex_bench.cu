// Kernels for the texture and surface lines of `make bench`
// (tests/bench/bench_tex.c), each the same work as its C twin there.
// tex_bench.ptx beside this file was generated with:
//   nvcc -ptx -arch=sm_75 -O3 tex_bench.cu -o tex_bench.ptx
#include <cuda_runtime.h>

// Resample a one-channel f32 texture (linear filtering) onto an
// ow x oh grid: output pixel (x, y) reads the texture at
// ((x + 0.5) sx, (y + 0.5) sy), unnormalized.
extern "C" __global__ void resample_f32(cudaTextureObject_t t, float *out,
                                        int ow, int oh, float sx, float sy)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= ow || y >= oh)
        return;
    out[y * ow + x] = tex2D<float>(t, ((float)x + 0.5f) * sx,
                                   ((float)y + 0.5f) * sy);
}

// The same over an RGBA8 texture read as normalized floats, written
// back as RGBA8 rounded to nearest.
extern "C" __global__ void resample_rgba8(cudaTextureObject_t t, uchar4 *out,
                                          int ow, int oh, float sx, float sy)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= ow || y >= oh)
        return;
    float4 c = tex2D<float4>(t, ((float)x + 0.5f) * sx, ((float)y + 0.5f) * sy);
    out[y * ow + x] = make_uchar4(__float2uint_rn(c.x * 255.0f),
                                  __float2uint_rn(c.y * 255.0f),
                                  __float2uint_rn(c.z * 255.0f),
                                  __float2uint_rn(c.w * 255.0f));
}

// A computed RGBA8 image written through a surface object.
extern "C" __global__ void surf_pattern(cudaSurfaceObject_t s, int w, int h,
                                        unsigned frame)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    unsigned r = (unsigned)(x * 3 + y) + frame, g = (unsigned)(x ^ y);
    unsigned b = ((unsigned)(x * y) >> 4) + frame;
    surf2Dwrite(make_uchar4(r, g, b, 255), s, x * 4, y);
}
