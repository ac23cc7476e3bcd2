// Asynchronous copies and mbarriers as CUDA code reaches them: libcu++'s
// cuda::pipeline and cuda::memcpy_async, the __pipeline_* primitives,
// cuda::barrier, and inline-asm mbarrier / cp.async forms. Each kernel
// writes out[] from in[] so that the host can check it against a C
// reference (tests/unit/test_async_cuda.c). Block size: AK_BLOCK.
#include <cuda/pipeline>
#include <cuda/barrier>
#include <cuda_pipeline.h>
#include <cooperative_groups.h>

// cuda::barrier in __shared__ has a constructor the kernel never runs:
// init() sets it up, as the CUDA programming guide does it.
#pragma nv_diag_suppress static_var_with_dynamic_init

#define AK_BLOCK 128
#define AK_STAGES 3

// out[i] = 3 * in[i] + 1 through a per-thread pipeline of AK_STAGES
// stages: each thread streams its own elements (i = tid + k * stride)
// into .shared, int4 at a time.
extern "C" __global__ void pipe_thread(const int4 *in, int4 *out, int n4)
{
    __shared__ int4 buf[AK_STAGES][AK_BLOCK];
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    int tid = threadIdx.x, stride = gridDim.x * blockDim.x;
    int first = blockIdx.x * blockDim.x + tid;
    int fetch = first, use = first;
    for (int s = 0; s < AK_STAGES; s++, fetch += stride) {
        pipe.producer_acquire();
        if (fetch < n4)
            cuda::memcpy_async(&buf[s][tid], &in[fetch], sizeof(int4), pipe);
        pipe.producer_commit();
    }
    for (int s = 0; use < n4; use += stride, s = (s + 1) % AK_STAGES) {
        cuda::pipeline_consumer_wait_prior<AK_STAGES - 1>(pipe);
        int4 v = buf[s][tid];
        out[use] = make_int4(3 * v.x + 1, 3 * v.y + 1, 3 * v.z + 1, 3 * v.w + 1);
        pipe.consumer_release();
        pipe.producer_acquire();
        if (fetch < n4)
            cuda::memcpy_async(&buf[s][tid], &in[fetch], sizeof(int4), pipe);
        pipe.producer_commit();
        fetch += stride;
    }
}

// The __pipeline primitives: 4-, 8- and 16-byte copies, the last one
// zero-filling all but (tid % 17) bytes; then each thread reads another
// thread's slots: out[9 * gid ..] = word sums and raw words.
extern "C" __global__ void pipe_prims(const int *in, int *out)
{
    __shared__ int a[AK_BLOCK];
    __shared__ int2 b[AK_BLOCK];
    __shared__ int4 c[AK_BLOCK];
    int tid = threadIdx.x, gid = blockIdx.x * blockDim.x + tid;
    const int *src = in + 8 * gid;
    __pipeline_memcpy_async(&a[tid], src, 4);
    __pipeline_memcpy_async(&b[tid], src + 2, 8);
    __pipeline_commit();
    int keep = tid % 17 > 16 ? 16 : tid % 17;
    __pipeline_memcpy_async(&c[tid], src + 4, 16, 16 - keep);
    __pipeline_commit();
    __pipeline_wait_prior(1);
    int early = a[tid] + b[tid].x + b[tid].y;
    __pipeline_wait_prior(0);
    __syncthreads();
    int o = (tid + 5) % blockDim.x;
    int *d = out + 9 * gid;
    d[0] = early;
    d[1] = a[o];
    d[2] = b[o].x;
    d[3] = b[o].y;
    d[4] = c[o].x;
    d[5] = c[o].y;
    d[6] = c[o].z;
    d[7] = c[o].w;
    d[8] = keep;
}

// A block-scope cuda::barrier: the block copies a tile with
// cuda::memcpy_async tied to the barrier, waits for it, and then runs
// `rounds` more phases in which each thread adds its right neighbour's
// value; threads tid >= live drop out (arrive_and_drop) after the copy.
extern "C" __global__ void barrier_phases(const int *in, int *out, int rounds, int live)
{
    __shared__ int tile[2][AK_BLOCK];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    int tid = threadIdx.x, base = blockIdx.x * blockDim.x;
    if (tid == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    cuda::memcpy_async(&tile[0][tid], &in[base + tid], sizeof(int), bar);
    bar.arrive_and_wait();
    if (tid >= live) {
        (void)bar.arrive_and_drop();
        return;
    }
    int cur = 0;
    for (int r = 0; r < rounds; r++) {
        int right = (tid + 1) % live;
        tile[cur ^ 1][tid] = tile[cur][tid] + tile[cur][right];
        cur ^= 1;
        bar.arrive_and_wait();
    }
    out[base + tid] = tile[cur][tid];
}

// Inline PTX: a warp-specialised ring of two slots over `rounds` rounds.
// Warp 0 copies in[] with cp.async and signals full[s] through
// cp.async.mbarrier.arrive.noinc; warps 1..3 wait on full[s] with
// try_wait.parity, add up what they read, and release the slot with
// mbarrier.arrive on empty[s]. expect_tx / complete_tx move a byte count
// through full[s] as a TMA engine would. out[blockIdx.x * 96 + c] = sum.
__device__ __forceinline__ unsigned smem(const void *p)
{
    return (unsigned)__cvta_generic_to_shared(p);
}

__device__ __forceinline__ void wait_parity(unsigned bar, unsigned parity)
{
    asm volatile("{\n\t.reg .pred p;\n"
                 "W_%=:\n\tmbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n"
                 "\t@!p bra W_%=;\n}\n" :: "r"(bar), "r"(parity) : "memory");
}

extern "C" __global__ void asm_ring(const int *in, int *out, int rounds)
{
    __shared__ __align__(16) int slot[2][32];
    __shared__ __align__(8) unsigned long long full[2], empty[2];
    int tid = threadIdx.x, lane = tid & 31;
    if (tid == 0) {
        for (int s = 0; s < 2; s++) {
            asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem(&full[s])), "r"(32));
            asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem(&empty[s])), "r"(96));
        }
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    __syncthreads();
    if (tid < 32) {
        for (int r = 0; r < rounds; r++) {
            int s = r & 1;
            if (r >= 2)
                wait_parity(smem(&empty[s]), ((r >> 1) - 1) & 1);
            const int *src = in + (blockIdx.x * rounds + r) * 32 + lane;
            asm volatile("cp.async.ca.shared.global [%0], [%1], 4;"
                         :: "r"(smem(&slot[s][lane])), "l"(src) : "memory");
            if (lane == 0)
                asm volatile("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], %1;"
                             :: "r"(smem(&full[s])), "r"(128) : "memory");
            asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];"
                         :: "r"(smem(&full[s])) : "memory");
            if (lane == 0)
                asm volatile("mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [%0], %1;"
                             :: "r"(smem(&full[s])), "r"(128) : "memory");
        }
        return;
    }
    int sum = 0;
    for (int r = 0; r < rounds; r++) {
        int s = r & 1;
        wait_parity(smem(&full[s]), (r >> 1) & 1);
        sum += slot[s][lane] * (tid >> 5);
        asm volatile("mbarrier.arrive.release.cta.shared::cluster.b64 _, [%0];"
                     :: "r"(smem(&empty[s])) : "memory");
    }
    out[blockIdx.x * 96 + tid - 32] = sum;
}
