// Hopper features (sm_90+): thread block clusters, distributed shared memory, mbarrier, fences, elect.
#include <cooperative_groups.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;

__global__ void __cluster_dims__(2, 1, 1) cluster_hist(const int *in, int *out, int n, int bins)
{
    extern __shared__ int smem[];
    cg::cluster_group cluster = cg::this_cluster();
    unsigned rank = cluster.block_rank();
    int per = bins / cluster.num_blocks();
    for (int i = threadIdx.x; i < per; i += blockDim.x) smem[i] = 0;
    cluster.sync();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        int b = in[i] % bins;
        int dst_rank = b / per;
        int *dst = cluster.map_shared_rank(smem, dst_rank);
        atomicAdd(dst + b % per, 1);
    }
    cluster.sync();
    for (int i = threadIdx.x; i < per; i += blockDim.x) atomicAdd(&out[rank * per + i], smem[i]);
}

__global__ void cluster_info(unsigned *out)
{
    cg::cluster_group c = cg::this_cluster();
    dim3 bi = c.block_index();
    dim3 di = c.dim_blocks();
    unsigned ctarank, nctarank, clusterid;
    asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(ctarank));
    asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(nctarank));
    asm("mov.u32 %0, %%clusterid.x;" : "=r"(clusterid));
    unsigned is_explicit;
    asm("{\n\t.reg .pred ec;\n\tmov.pred ec, %%is_explicit_cluster;\n\tselp.u32 %0, 1, 0, ec;\n\t}" : "=r"(is_explicit));
    out[blockIdx.x * blockDim.x + threadIdx.x] = bi.x + di.x * 10 + ctarank * 100 + nctarank * 1000 + clusterid + c.thread_rank() + is_explicit;
}

__global__ void mbarrier_pipeline(const float *in, float *out, int n)
{
    __shared__ float buf[256];
    __shared__ unsigned long long bar;
    if (threadIdx.x == 0) {
        unsigned a = (unsigned)__cvta_generic_to_shared(&bar);
        asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(a), "r"(blockDim.x));
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    __syncthreads();
    buf[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    unsigned a = (unsigned)__cvta_generic_to_shared(&bar);
    unsigned long long state;
    asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1];" : "=l"(state) : "r"(a) : "memory");
    unsigned done = 0;
    while (!done) {
        asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                     : "=r"(done) : "r"(a), "l"(state) : "memory");
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = buf[(threadIdx.x + 1) % blockDim.x];
}

__global__ void elect_and_fence(int *d)
{
    unsigned is_leader;
    asm volatile("{\n\t.reg .pred p;\n\t.reg .b32 r;\n\telect.sync r|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}" : "=r"(is_leader));
    if (is_leader) atomicAdd(d, 1);
    asm volatile("fence.proxy.async;" ::: "memory");
    asm volatile("fence.acq_rel.cluster;" ::: "memory");
    cuda::atomic_ref<int, cuda::thread_scope_device> ref(d[1]);
    ref.fetch_add(1, cuda::memory_order_relaxed);
    int v;
    asm volatile("ld.acquire.gpu.global.s32 %0, [%1];" : "=r"(v) : "l"(d + 2));
    asm volatile("st.release.gpu.global.s32 [%0], %1;" :: "l"(d + 3), "r"(v + 1));
    asm volatile("red.release.gpu.global.add.s32 [%0], %1;" :: "l"(d + 4), "r"(1));
}

__global__ void redux_and_griddep(const unsigned *in, unsigned *out)
{
    unsigned v = in[threadIdx.x];
    unsigned s;
    asm("redux.sync.add.u32 %0, %1, 0xffffffff;" : "=r"(s) : "r"(v));
    cudaGridDependencySynchronize();
    out[threadIdx.x] = s;
    cudaTriggerProgrammaticLaunchCompletion();
}
