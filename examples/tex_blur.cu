// A separable 5-tap Gaussian blur (weights 1 4 6 4 1, over 16) through
// a texture object with linear filtering: one fetch between the outer
// two texels of each side reads them both, weighted 1:4 by the filter
// (offset 1 + 1/5 = 1.2), so a pass takes three fetches instead of
// five. Edges clamp. tex_blur_demo.c runs it along x over an RGBA8
// image, then along y over the result, writing that pass through a
// surface, and checks every word against C doing the same filtering.
//   nvcc -ptx -O3 -arch=sm_75 tex_blur.cu -o tex_blur.ptx
#include <cuda_runtime.h>

// (dx, dy) is the pass's direction, (1, 0) or (0, 1). The _rn
// intrinsics keep nvcc from fusing the multiply-adds, so that the C
// check does the very same float operations.
__device__ float4 blur5_at(cudaTextureObject_t src, int x, int y,
                           float dx, float dy)
{
    float cx = (float)x + 0.5f, cy = (float)y + 0.5f;
    float ox = dx * 1.2f, oy = dy * 1.2f;
    float4 c = tex2D<float4>(src, cx, cy);
    float4 a = tex2D<float4>(src, __fsub_rn(cx, ox), __fsub_rn(cy, oy));
    float4 b = tex2D<float4>(src, __fadd_rn(cx, ox), __fadd_rn(cy, oy));
    float4 o;
    o.x = __fadd_rn(__fmul_rn(0.375f, c.x), __fmul_rn(0.3125f, __fadd_rn(a.x, b.x)));
    o.y = __fadd_rn(__fmul_rn(0.375f, c.y), __fmul_rn(0.3125f, __fadd_rn(a.y, b.y)));
    o.z = __fadd_rn(__fmul_rn(0.375f, c.z), __fmul_rn(0.3125f, __fadd_rn(a.z, b.z)));
    o.w = __fadd_rn(__fmul_rn(0.375f, c.w), __fmul_rn(0.3125f, __fadd_rn(a.w, b.w)));
    return o;
}

extern "C" __global__ void blur5(cudaTextureObject_t src, float4 *dst,
                                 int w, int h, float dx, float dy)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    dst[y * w + x] = blur5_at(src, x, y, dx, dy);
}

// The same pass writing its result through a surface object (x in
// bytes), as an image pipeline hands one pass's output to the next.
extern "C" __global__ void blur5_surf(cudaTextureObject_t src,
                                      cudaSurfaceObject_t dst, int w, int h,
                                      float dx, float dy)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    surf2Dwrite(blur5_at(src, x, y, dx, dy), dst, x * (int)sizeof(float4), y);
}
