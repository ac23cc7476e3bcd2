// A texture the engine computes instead of storing: the kernel samples
// it with tex2D like any texture object, and the host sampler of
// tex_procedural_demo.c evaluates the pattern for a whole warp's
// coordinates at once. The kernel keeps the colour and adds, in w, how
// much the red channel changes one step to the right.
//   nvcc -ptx -O3 -arch=sm_75 tex_procedural.cu -o tex_procedural.ptx
#include <cuda_runtime.h>

extern "C" __global__ void shade(cudaTextureObject_t pattern, float4 *out,
                                 int w, int h, float step)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    float u = ((float)x + 0.5f) * step;
    float v = ((float)y + 0.5f) * step;
    float4 c = tex2D<float4>(pattern, u, v);
    float4 r = tex2D<float4>(pattern, u + step, v);
    out[y * w + x] = make_float4(c.x, c.y, c.z, r.x - c.x);
}
