// Surface-object kernels for the surface suite (tests/unit/test_surface.c):
// every CUDA surface function family over several element types and each
// boundary mode. Every kernel takes the same parameters: the surface, a
// buffer, the surface's width, height, depth and layers, and `off`, the
// margin of coordinates outside the surface on each side of each spatial
// dimension. Thread idx walks (x, y, z, layer) with x fastest over
// (w + 2 off) x (h + 2 off) x (d + 2 off) x layers (dimensions the kernel
// lacks count 1), x, y and z running from -off. Read kernels store the
// element they read at buf[idx]; write kernels write buf[idx] there.
#include <cuda_runtime.h>

#define NM_Trap cudaBoundaryModeTrap
#define NM_Clamp cudaBoundaryModeClamp
#define NM_Zero cudaBoundaryModeZero

struct co { int x, y, z, l; bool ok; };

__device__ static co walk(int dims, bool layered, int w, int h, int d,
                          int layers, int off)
{
    co c;
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    int W = w + 2 * off, H = dims > 1 ? h + 2 * off : 1,
        D = dims > 2 ? d + 2 * off : 1, L = layered ? layers : 1;
    c.ok = idx < W * H * D * L;
    c.x = idx % W - off;
    idx /= W;
    c.y = dims > 1 ? idx % H - off : 0;
    idx /= H;
    c.z = dims > 2 ? idx % D - off : 0;
    c.l = idx / D;
    return c;
}

#define IDX (blockIdx.x * blockDim.x + threadIdx.x)
#define PARAMS(T) cudaSurfaceObject_t s, T *buf, int w, int h, int d, int layers, int off

#define KERNELS(T, N)                                                         \
template <cudaSurfaceBoundaryMode M> __device__ void r1_##N(PARAMS(T))           \
{ co c = walk(1, false, w, h, d, layers, off); if (!c.ok) return;             \
  buf[IDX] = surf1Dread<T>(s, c.x * (int)sizeof(T), M); }                     \
template <cudaSurfaceBoundaryMode M> __device__ void w1_##N(PARAMS(T))           \
{ co c = walk(1, false, w, h, d, layers, off); if (!c.ok) return;             \
  surf1Dwrite<T>(buf[IDX], s, c.x * (int)sizeof(T), M); }                     \
template <cudaSurfaceBoundaryMode M> __device__ void r2_##N(PARAMS(T))           \
{ co c = walk(2, false, w, h, d, layers, off); if (!c.ok) return;             \
  buf[IDX] = surf2Dread<T>(s, c.x * (int)sizeof(T), c.y, M); }                \
template <cudaSurfaceBoundaryMode M> __device__ void w2_##N(PARAMS(T))           \
{ co c = walk(2, false, w, h, d, layers, off); if (!c.ok) return;             \
  surf2Dwrite<T>(buf[IDX], s, c.x * (int)sizeof(T), c.y, M); }                \
template <cudaSurfaceBoundaryMode M> __device__ void r3_##N(PARAMS(T))           \
{ co c = walk(3, false, w, h, d, layers, off); if (!c.ok) return;             \
  buf[IDX] = surf3Dread<T>(s, c.x * (int)sizeof(T), c.y, c.z, M); }           \
template <cudaSurfaceBoundaryMode M> __device__ void w3_##N(PARAMS(T))           \
{ co c = walk(3, false, w, h, d, layers, off); if (!c.ok) return;             \
  surf3Dwrite<T>(buf[IDX], s, c.x * (int)sizeof(T), c.y, c.z, M); }           \
template <cudaSurfaceBoundaryMode M> __device__ void ra1_##N(PARAMS(T))          \
{ co c = walk(1, true, w, h, d, layers, off); if (!c.ok) return;              \
  buf[IDX] = surf1DLayeredread<T>(s, c.x * (int)sizeof(T), c.l, M); }         \
template <cudaSurfaceBoundaryMode M> __device__ void wa1_##N(PARAMS(T))          \
{ co c = walk(1, true, w, h, d, layers, off); if (!c.ok) return;              \
  surf1DLayeredwrite<T>(buf[IDX], s, c.x * (int)sizeof(T), c.l, M); }         \
template <cudaSurfaceBoundaryMode M> __device__ void ra2_##N(PARAMS(T))          \
{ co c = walk(2, true, w, h, d, layers, off); if (!c.ok) return;              \
  buf[IDX] = surf2DLayeredread<T>(s, c.x * (int)sizeof(T), c.y, c.l, M); }    \
template <cudaSurfaceBoundaryMode M> __device__ void wa2_##N(PARAMS(T))          \
{ co c = walk(2, true, w, h, d, layers, off); if (!c.ok) return;              \
  surf2DLayeredwrite<T>(buf[IDX], s, c.x * (int)sizeof(T), c.y, c.l, M); }    \
template <cudaSurfaceBoundaryMode M> __device__ void rc_##N(PARAMS(T))           \
{ co c = walk(2, true, w, h, d, layers, off); if (!c.ok) return;              \
  buf[IDX] = surfCubemapread<T>(s, c.x * (int)sizeof(T), c.y, c.l, M); }      \
template <cudaSurfaceBoundaryMode M> __device__ void wc_##N(PARAMS(T))           \
{ co c = walk(2, true, w, h, d, layers, off); if (!c.ok) return;              \
  surfCubemapwrite<T>(buf[IDX], s, c.x * (int)sizeof(T), c.y, c.l, M); }      \
template <cudaSurfaceBoundaryMode M> __device__ void rca_##N(PARAMS(T))          \
{ co c = walk(2, true, w, h, d, layers, off); if (!c.ok) return;              \
  buf[IDX] = surfCubemapLayeredread<T>(s, c.x * (int)sizeof(T), c.y, c.l, M); } \
template <cudaSurfaceBoundaryMode M> __device__ void wca_##N(PARAMS(T))          \
{ co c = walk(2, true, w, h, d, layers, off); if (!c.ok) return;              \
  surfCubemapLayeredwrite<T>(buf[IDX], s, c.x * (int)sizeof(T), c.y, c.l, M); }

#define ENTRY(K, T, N, MODE)                                                  \
extern "C" __global__ void K##_##N##_##MODE(PARAMS(T)) { K##_##N<NM_##MODE>(s, buf, w, h, d, layers, off); }

/* Reads in every mode; writes in trap (inside only) and zero (clamped
   writes from several threads would race for the edge texel). */
#define ENTRIES(T, N)                                                         \
KERNELS(T, N)                                                                 \
ENTRY(r1, T, N, Trap) ENTRY(r1, T, N, Clamp) ENTRY(r1, T, N, Zero)            \
ENTRY(w1, T, N, Zero) ENTRY(r2, T, N, Clamp) ENTRY(w2, T, N, Trap)            \
ENTRY(r3, T, N, Zero) ENTRY(w3, T, N, Zero)                                   \
ENTRY(ra1, T, N, Clamp) ENTRY(wa1, T, N, Zero)                                \
ENTRY(ra2, T, N, Zero) ENTRY(wa2, T, N, Trap)                                 \
ENTRY(rc, T, N, Clamp) ENTRY(wc, T, N, Zero)                                  \
ENTRY(rca, T, N, Zero) ENTRY(wca, T, N, Trap)

/* The -G build (tests/tex/BUILDS) defines SURF_G_SUBSET: its debug code
   is ten times larger, so it takes two types, which between them still
   make every access width and vector form. */
#ifndef SURF_G_SUBSET
ENTRIES(char, char)
ENTRIES(short2, short2)
ENTRIES(int, int)
ENTRIES(float, float)
ENTRIES(float2, float2)
ENTRIES(float4, float4)
ENTRIES(int2, int2)
ENTRIES(longlong2, ll2)
#endif
ENTRIES(uchar4, uchar4)
ENTRIES(unsigned long long, ull)

/* doubles through the 8-byte forms: each texel doubled in place */
extern "C" __global__ void dbl2d(cudaSurfaceObject_t s, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x >= w || y >= h)
        return;
    unsigned long long v = surf2Dread<unsigned long long>(s, x * 8, y);
    double f = __longlong_as_double((long long)v) * 2.0 + 0.25;
    surf2Dwrite<unsigned long long>((unsigned long long)__double_as_longlong(f),
                                    s, x * 8, y);
}

/* one surface to another: a 3x3 box sum of floats, clamped at the edges */
extern "C" __global__ void box2d(cudaSurfaceObject_t src, cudaSurfaceObject_t dst,
                                 int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x >= w || y >= h)
        return;
    float s = 0.0f;
    for (int j = -1; j <= 1; j++)
        for (int i = -1; i <= 1; i++)
            s += surf2Dread<float>(src, (x + i) * 4, y + j, cudaBoundaryModeClamp);
    surf2Dwrite<float>(s, dst, x * 4, y);
}
