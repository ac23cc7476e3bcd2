// Asynchronous copies: cuda::memcpy_async, cooperative_groups::memcpy_async, pipeline primitives (sm_80+).
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda_pipeline.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;

__global__ void cg_memcpy_async(const float *in, float *out, int tiles)
{
    extern __shared__ float sm[];
    auto block = cg::this_thread_block();
    int tile = blockDim.x * 4;
    for (int t = 0; t < tiles; t++) {
        cg::memcpy_async(block, sm, in + (size_t)(blockIdx.x * tiles + t) * tile, sizeof(float) * tile);
        cg::wait(block);
        float s = 0;
        for (int k = 0; k < 4; k++) s += sm[threadIdx.x * 4 + k];
        out[(blockIdx.x * tiles + t) * blockDim.x + threadIdx.x] = s;
        block.sync();
    }
}

__global__ void pipeline_primitives(const int4 *in, int4 *out, int n)
{
    __shared__ int4 buf[2][128];
    int stage = 0;
    int base = blockIdx.x * 128 * 4;
    __pipeline_memcpy_async(&buf[0][threadIdx.x], &in[base + threadIdx.x], sizeof(int4));
    __pipeline_commit();
    for (int it = 0; it < 4; it++) {
        if (it + 1 < 4) {
            __pipeline_memcpy_async(&buf[stage ^ 1][threadIdx.x], &in[base + (it + 1) * 128 + threadIdx.x], sizeof(int4));
        }
        __pipeline_commit();
        __pipeline_wait_prior(1);
        __syncthreads();
        int4 v = buf[stage][(threadIdx.x + 1) & 127];
        out[base + it * 128 + threadIdx.x] = make_int4(v.w, v.z, v.y, v.x);
        __syncthreads();
        stage ^= 1;
    }
}

__global__ void barrier_memcpy(const double *in, double *out, int n)
{
    __shared__ double buf[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    auto block = cg::this_thread_block();
    if (block.thread_rank() == 0) init(&bar, block.size());
    block.sync();
    cuda::memcpy_async(block, buf, in + blockIdx.x * 256, sizeof(double) * 256, bar);
    bar.arrive_and_wait();
    out[blockIdx.x * 256 + threadIdx.x] = buf[255 - threadIdx.x] * 2.0;
}

__global__ void cp_async_asm(const float *in, float *out)
{
    __shared__ __align__(16) float s[512];
    unsigned saddr = (unsigned)__cvta_generic_to_shared(&s[threadIdx.x * 4]);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(saddr), "l"(in + blockIdx.x * 512 + threadIdx.x * 4));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(saddr), "l"(in + blockIdx.x * 512 + threadIdx.x * 4));
    asm volatile("cp.async.commit_group;");
    asm volatile("cp.async.wait_group 0;");
    asm volatile("cp.async.wait_all;");
    __syncthreads();
    out[blockIdx.x * 128 + threadIdx.x] = s[threadIdx.x * 4] + s[(threadIdx.x * 4 + 7) & 511];
}
