// Texture-object kernels covering the CUDA texture fetch functions, one
// fetch per thread. Every kernel has the same parameters: the texture,
// a coordinate record of 12 floats per thread (x, y, z, level, dPdx.xyz,
// dPdy.xyz, two unused), an int layer per thread, and four result words
// per thread. tests/unit/test_tex_cuda.c runs each build of this file
// (BUILDS, generate.sh) and checks every word against tests/support/
// tex_model.c.
#include <cuda_runtime.h>

#define REC 12
#define HEAD(name, T)                                                        \
    extern "C" __global__ void name(cudaTextureObject_t t, const float *c,  \
                                    const int *l, T *o, int n)              \
    {                                                                        \
        int i = blockIdx.x * blockDim.x + threadIdx.x;                       \
        if (i >= n)                                                          \
            return;                                                          \
        const float *p = c + i * REC;                                        \
        (void)p; (void)l;
#define TAIL }

#define X p[0]
#define Y p[1]
#define Z p[2]
#define LOD p[3]
#define DX2 make_float2(p[4], p[5])
#define DY2 make_float2(p[7], p[8])
#define DX4 make_float4(p[4], p[5], p[6], 0.0f)
#define DY4 make_float4(p[7], p[8], p[9], 0.0f)
#define LAYER l[i]

// float4, int4 and uint4 results of one fetch expression.
#define ALL3(base, expr)                                                     \
    HEAD(base##_f4, float4) o[i] = expr(float4); TAIL                        \
    HEAD(base##_i4, int4) o[i] = expr(int4); TAIL                            \
    HEAD(base##_u4, uint4) o[i] = expr(uint4); TAIL

#define E_FETCH(T)   tex1Dfetch<T>(t, (int)X)
#define E_1D(T)      tex1D<T>(t, X)
#define E_2D(T)      tex2D<T>(t, X, Y)
#define E_3D(T)      tex3D<T>(t, X, Y, Z)
#define E_1DL(T)     tex1DLayered<T>(t, X, LAYER)
#define E_2DL(T)     tex2DLayered<T>(t, X, Y, LAYER)

ALL3(fetch, E_FETCH)
ALL3(s1d, E_1D)
ALL3(s2d, E_2D)
ALL3(s3d, E_3D)
ALL3(s1dl, E_1DL)
ALL3(s2dl, E_2DL)

// Fewer components: only they are stored.
HEAD(s2d_f1, float) o[i * 4] = tex2D<float>(t, X, Y); TAIL
HEAD(s2d_f2, float2) o[i * 2] = tex2D<float2>(t, X, Y); TAIL
HEAD(s1d_i1, int) o[i * 4] = tex1D<int>(t, X); TAIL
HEAD(fetch_u1, unsigned) o[i * 4] = tex1Dfetch<unsigned>(t, (int)X); TAIL

// Mipmaps: explicit level and gradients.
HEAD(lod1d_f4, float4) o[i] = tex1DLod<float4>(t, X, LOD); TAIL
HEAD(lod2d_f4, float4) o[i] = tex2DLod<float4>(t, X, Y, LOD); TAIL
HEAD(lod3d_f4, float4) o[i] = tex3DLod<float4>(t, X, Y, Z, LOD); TAIL
HEAD(lod2d_i4, int4) o[i] = tex2DLod<int4>(t, X, Y, LOD); TAIL
HEAD(grad2d_f4, float4) o[i] = tex2DGrad<float4>(t, X, Y, DX2, DY2); TAIL
HEAD(grad3d_f4, float4) o[i] = tex3DGrad<float4>(t, X, Y, Z, DX4, DY4); TAIL
HEAD(lod2dl_f4, float4)
    o[i] = tex2DLayeredLod<float4>(t, X, Y, LAYER, LOD); TAIL
HEAD(grad2dl_f4, float4)
    o[i] = tex2DLayeredGrad<float4>(t, X, Y, LAYER, DX2, DY2); TAIL

HEAD(grad1d_f4, float4) o[i] = tex1DGrad<float4>(t, X, p[4], p[7]); TAIL
HEAD(lod1dl_f4, float4) o[i] = tex1DLayeredLod<float4>(t, X, LAYER, LOD); TAIL
HEAD(grad1dl_f4, float4)
    o[i] = tex1DLayeredGrad<float4>(t, X, LAYER, p[4], p[7]); TAIL

// Cube maps.
HEAD(cube_f4, float4) o[i] = texCubemap<float4>(t, X, Y, Z); TAIL
HEAD(cube_u4, uint4) o[i] = texCubemap<uint4>(t, X, Y, Z); TAIL
HEAD(cubel_f4, float4)
    o[i] = texCubemapLayered<float4>(t, X, Y, Z, LAYER); TAIL
HEAD(cubelod_f4, float4) o[i] = texCubemapLod<float4>(t, X, Y, Z, LOD); TAIL
HEAD(cubegrad_f4, float4)
    o[i] = texCubemapGrad<float4>(t, X, Y, Z, DX4, DY4); TAIL
HEAD(cubellod_f4, float4)
    o[i] = texCubemapLayeredLod<float4>(t, X, Y, Z, LAYER, LOD); TAIL
HEAD(cubelgrad_f4, float4)
    o[i] = texCubemapLayeredGrad<float4>(t, X, Y, Z, LAYER, DX4, DY4); TAIL

// Gather of each component.
HEAD(gather0_f4, float4) o[i] = tex2Dgather<float4>(t, X, Y, 0); TAIL
HEAD(gather1_f4, float4) o[i] = tex2Dgather<float4>(t, X, Y, 1); TAIL
HEAD(gather2_f4, float4) o[i] = tex2Dgather<float4>(t, X, Y, 2); TAIL
HEAD(gather3_f4, float4) o[i] = tex2Dgather<float4>(t, X, Y, 3); TAIL
HEAD(gather1_i4, int4) o[i] = tex2Dgather<int4>(t, X, Y, 1); TAIL
