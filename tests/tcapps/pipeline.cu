// Global-to-shared staging through libcu++ and cooperative groups, the
// ways the CUDA Programming Guide teaches it. Each kernel streams
// `batches` tiles of blockDim.x floats per block through shared memory
// and writes out[i] = 2 * t[i] + t[(i + 1) % blockDim.x] for each tile t
// (the neighbour term needs the whole block's copy to have landed).
//   staged_pipeline: cuda::pipeline at block scope, STAGES in flight,
//                    cuda::memcpy_async(block, ...) per tile
//   staged_barrier:  cuda::barrier<thread_scope_block> completing each
//                    cuda::memcpy_async, one tile at a time
//   staged_thread:   a per-thread cuda::pipeline, each thread copying a
//                    16-byte aligned float4 (cp.async)
//   staged_cg:       cooperative_groups::memcpy_async + wait_prior
// Tiles of block b are b, b + gridDim.x, ... (batch-major).
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/pipeline>
#include <cuda/barrier>

namespace cg = cooperative_groups;

#define STAGES 3

__device__ __forceinline__ void compute(float *out, const float *t, int n)
{
    int i = threadIdx.x;
    out[i] = 2.0f * t[i] + t[(i + 1) % n];
}

extern "C" __global__ void staged_pipeline(float *out, const float *in, int batches)
{
    auto block = cg::this_thread_block();
    extern __shared__ float smem[];
#pragma nv_diag_suppress 20054
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
    auto pipe = cuda::make_pipeline(block, &state);
    const int n = blockDim.x;
    int fetch = 0;
    for (int b = 0; b < batches; b++) {
        // keep STAGES tiles in flight
        for (; fetch < batches && fetch < b + STAGES; fetch++) {
            pipe.producer_acquire();
            size_t tile = (size_t)fetch * gridDim.x + blockIdx.x;
            cuda::memcpy_async(block, smem + (fetch % STAGES) * n, in + tile * n,
                               sizeof(float) * n, pipe);
            pipe.producer_commit();
        }
        pipe.consumer_wait();
        size_t tile = (size_t)b * gridDim.x + blockIdx.x;
        compute(out + tile * n, smem + (b % STAGES) * n, n);
        pipe.consumer_release();
    }
}

extern "C" __global__ void staged_barrier(float *out, const float *in, int batches)
{
    auto block = cg::this_thread_block();
    extern __shared__ float smem[];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (block.thread_rank() == 0)
        init(&bar, block.size());
    block.sync();
    const int n = blockDim.x;
    for (int b = 0; b < batches; b++) {
        size_t tile = (size_t)b * gridDim.x + blockIdx.x;
        cuda::memcpy_async(block, smem, in + tile * n, cuda::aligned_size_t<16>(sizeof(float) * n),
                           bar);
        bar.arrive_and_wait();
        compute(out + tile * n, smem, n);
        block.sync();   // the next copy overwrites the tile
    }
}

extern "C" __global__ void staged_thread(float *out, const float *in, int batches)
{
    extern __shared__ float4 smem4[];
    float *smem = (float *)smem4;
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    const int n = blockDim.x;      // floats per tile; a quarter of the threads copy
    const int q = n / 4;
    int fetch = 0;
    for (int b = 0; b < batches; b++) {
        // commit a (possibly empty) stage every time so that wait_prior
        // counts the same stages in the last iterations
        for (; fetch < b + STAGES; fetch++) {
            pipe.producer_acquire();
            size_t tile = (size_t)fetch * gridDim.x + blockIdx.x;
            if (fetch < batches && (int)threadIdx.x < q)
                cuda::memcpy_async(smem4 + (fetch % STAGES) * q + threadIdx.x,
                                   (const float4 *)(in + tile * n) + threadIdx.x,
                                   cuda::aligned_size_t<16>(16), pipe);
            pipe.producer_commit();
        }
        cuda::pipeline_consumer_wait_prior<STAGES - 1>(pipe);
        __syncthreads();   // other threads' copies of this tile
        size_t tile = (size_t)b * gridDim.x + blockIdx.x;
        compute(out + tile * n, smem + (b % STAGES) * n, n);
        __syncthreads();
        pipe.consumer_release();
    }
}

extern "C" __global__ void staged_cg(float *out, const float *in, int batches)
{
    auto block = cg::this_thread_block();
    extern __shared__ float smem[];
    const int n = blockDim.x;
    if (batches > 0)
        cg::memcpy_async(block, smem, in + (size_t)blockIdx.x * n, sizeof(float) * n);
    for (int b = 0; b < batches; b++) {
        if (b + 1 < batches) {
            size_t next = (size_t)(b + 1) * gridDim.x + blockIdx.x;
            cg::memcpy_async(block, smem + ((b + 1) % 2) * n, in + next * n, sizeof(float) * n);
            cg::wait_prior<1>(block);
        } else {
            cg::wait(block);
        }
        size_t tile = (size_t)b * gridDim.x + blockIdx.x;
        compute(out + tile * n, smem + (b % 2) * n, n);
        block.sync();
    }
}
