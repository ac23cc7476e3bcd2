// Kernels the driver-API tests load as PTX text and as fat binaries
// (BUILDS has the nvcc commands; the outputs are committed beside this).
#include <cuda.h>

__device__ int launches;          // cuModuleGetGlobal
__constant__ float scale_c[4];    // written from the host before launches

extern "C" __global__ void add1(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] += 1;
    if (i == 0) atomicAdd(&launches, 1);
}

// a float then a pointer: the packed buffer of `extra` has a gap at 4..7
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] * scale_c[i & 3] + y[i];
}

// dynamic shared memory: reverse each block's slice
extern "C" __global__ void reverse_block(const int *in, int *out)
{
    extern __shared__ int s[];
    int t = threadIdx.x, base = blockIdx.x * blockDim.x;
    s[t] = in[base + t];
    __syncthreads();
    out[base + t] = s[blockDim.x - 1 - t];
}

// a pitched 2D image: out(x, y) = 2 * in(x, y) + y, in 2D blocks
extern "C" __global__ void scale2d(const float *in, size_t in_pitch, float *out,
                                   size_t out_pitch, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        const float *r = (const float *)((const char *)in + y * in_pitch);
        float *o = (float *)((char *)out + y * out_pitch);
        o[x] = 2.0f * r[x] + (float)y;
    }
}

// a texture object read at texel centres, and linear filtering halfway
extern "C" __global__ void tex_read(cudaTextureObject_t t, float *out, int w, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        out[y * w + x] = tex2D<float>(t, x + 0.5f, y + 0.5f);
}

// a surface object: write x + 100 * y as int
extern "C" __global__ void surf_write(cudaSurfaceObject_t s, int w, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h) surf2Dwrite(x + 100 * y, s, x * 4, y);
}

// a stray store: the launch fails with an illegal address
extern "C" __global__ void fault(int *p)
{
    p[threadIdx.x + (1 << 28)] = 1;
}

// a trap
extern "C" __global__ void trap_kernel(void)
{
    __trap();
}
