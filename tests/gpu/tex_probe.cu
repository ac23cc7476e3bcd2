// Texture probes for gpu_tex (tests/gpu/gpu_tex.c): each kernel samples
// texture object t at n coordinate sets c[i] (and gradients g[i]) and
// writes the four result words of each, so the GPU's answers can be
// compared word for word with ptxvm's. F, I and U variants return float4,
// int4 and uint4 (textures read as normalized floats / floats, as signed
// and as unsigned integers). Build: see tests/gpu/BUILDS.
#include <cuda_runtime.h>

#define PROBE(name, T, expr)                                                  \
    extern "C" __global__ void name(cudaTextureObject_t t, const float4 *c,  \
                                    const float4 *g, T *out, int n)          \
    {                                                                         \
        int i = blockIdx.x * blockDim.x + threadIdx.x;                        \
        if (i >= n)                                                           \
            return;                                                           \
        float4 p = c[i];                                                      \
        out[i] = expr;                                                        \
    }

#define PROBES(sfx, T)                                                        \
    PROBE(fetch1d_##sfx, T, tex1Dfetch<T>(t, (int)p.x))                       \
    PROBE(tex1d_##sfx, T, tex1D<T>(t, p.x))                                   \
    PROBE(tex2d_##sfx, T, tex2D<T>(t, p.x, p.y))                              \
    PROBE(tex3d_##sfx, T, tex3D<T>(t, p.x, p.y, p.z))                         \
    PROBE(a1d_##sfx, T, tex1DLayered<T>(t, p.x, (int)p.w))                    \
    PROBE(a2d_##sfx, T, tex2DLayered<T>(t, p.x, p.y, (int)p.w))               \
    PROBE(cube_##sfx, T, texCubemap<T>(t, p.x, p.y, p.z))                     \
    PROBE(acube_##sfx, T, texCubemapLayered<T>(t, p.x, p.y, p.z, (int)p.w))   \
    PROBE(lod1d_##sfx, T, tex1DLod<T>(t, p.x, p.w))                           \
    PROBE(lod2d_##sfx, T, tex2DLod<T>(t, p.x, p.y, p.w))                      \
    PROBE(lod3d_##sfx, T, tex3DLod<T>(t, p.x, p.y, p.z, p.w))                 \
    PROBE(cubelod_##sfx, T, texCubemapLod<T>(t, p.x, p.y, p.z, p.w))          \
    PROBE(grad2d_##sfx, T, tex2DGrad<T>(t, p.x, p.y, make_float2(g[i].x, g[i].y),\
                                        make_float2(g[i].z, g[i].w)))               \
    PROBE(gather0_##sfx, T, tex2Dgather<T>(t, p.x, p.y, 0))                   \
    PROBE(gather1_##sfx, T, tex2Dgather<T>(t, p.x, p.y, 1))                   \
    PROBE(gather2_##sfx, T, tex2Dgather<T>(t, p.x, p.y, 2))                   \
    PROBE(gather3_##sfx, T, tex2Dgather<T>(t, p.x, p.y, 3))

PROBES(f, float4)
PROBES(i, int4)
PROBES(u, uint4)
