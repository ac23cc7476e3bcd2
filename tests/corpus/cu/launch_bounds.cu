// Launch bounds and register limits: __launch_bounds__, __maxnreg__, grid-wide sync, heavy register usage.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void __launch_bounds__(256) lb_max_threads(float *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] = sqrtf(d[i]) * 2.0f;
}

__global__ void __launch_bounds__(128, 4) lb_min_blocks(const float *a, float *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float r[16];
#pragma unroll
    for (int k = 0; k < 16; k++) r[k] = i + k < n ? a[i + k] : 0.0f;
    float s = 0;
#pragma unroll
    for (int k = 0; k < 16; k++) s += r[k] * r[(k + 5) & 15];
    if (i < n) b[i] = s;
}

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define LB3 __launch_bounds__(64, 2, 1)
#else
#define LB3 __launch_bounds__(64, 2)
#endif
__global__ void LB3 lb_cluster_arg(int *d)
{
    d[threadIdx.x] += blockIdx.x;
}

__global__ void __maxnreg__(32) limited_regs(const double *a, double *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = a[i], y = 1, z = 0;
    for (int k = 0; k < 20; k++) { y = y * x + k; z += y / (k + 1); }
    b[i] = y + z;
}

__global__ void grid_sync_kernel(float *data, float *partials, int n, int iters)
{
    cg::grid_group grid = cg::this_grid();
    for (int it = 0; it < iters; it++) {
        float s = 0;
        for (int i = grid.thread_rank(); i < n; i += grid.size()) s += data[i];
        atomicAdd(&partials[it], s);
        grid.sync();
        float mean = partials[it] / n;
        for (int i = grid.thread_rank(); i < n; i += grid.size()) data[i] -= mean * 0.5f;
        grid.sync();
    }
}

__global__ void high_pressure(const float4 *in, float4 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 v[12];
#pragma unroll
    for (int k = 0; k < 12; k++) v[k] = in[(i * 12 + k) % n];
    float4 acc = make_float4(0, 0, 0, 0);
#pragma unroll
    for (int a = 0; a < 12; a++)
#pragma unroll
        for (int b = a + 1; b < 12; b++) {
            acc.x += v[a].x * v[b].y; acc.y += v[a].y * v[b].z;
            acc.z += v[a].z * v[b].w; acc.w += v[a].w * v[b].x;
        }
    out[i] = acc;
}
