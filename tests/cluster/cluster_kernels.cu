// Thread-block cluster kernels (sm_90) run by the cluster suite
// (tests/unit/test_cluster.c), which checks them against C references.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// A histogram of in[] into nbins bins spread over the cluster's CTAs'
// shared memory (bins_per_cta each): every thread adds into the CTA that
// owns the bin, through distributed shared memory; then each CTA adds
// its slice into out[].
extern "C" __global__ void cluster_hist(int *out, const int *in, int n,
                                        int bins_per_cta)
{
    extern __shared__ int smem[];
    cg::cluster_group cluster = cg::this_cluster();
    unsigned rank = cluster.block_rank();
    int nbins = bins_per_cta * (int)cluster.num_blocks();
    for (int i = threadIdx.x; i < bins_per_cta; i += blockDim.x)
        smem[i] = 0;
    cluster.sync();                       // every slice zeroed
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    for (int i = tid; i < n; i += gridDim.x * blockDim.x) {
        int v = in[i];
        int bin = v < 0 ? 0 : (v >= nbins ? nbins - 1 : v);
        int *dst = cluster.map_shared_rank(smem, bin / bins_per_cta);
        atomicAdd(dst + bin % bins_per_cta, 1);
    }
    cluster.sync();                       // every add landed
    for (int i = threadIdx.x; i < bins_per_cta; i += blockDim.x)
        atomicAdd(&out[rank * bins_per_cta + i], smem[i]);
}

// A ring: each CTA writes its values into the next CTA's buffer, then
// reads what the previous one wrote; two rounds (the buffer is reused
// after a second cluster.sync).
extern "C" __global__ void cluster_ring(int *out, const int *in)
{
    __shared__ int buf[128];
    cg::cluster_group cluster = cg::this_cluster();
    unsigned rank = cluster.block_rank(), n = cluster.num_blocks();
    int *next = cluster.map_shared_rank(buf, (rank + 1) % n);
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[g];
    for (int round = 0; round < 2; round++) {
        next[threadIdx.x] = v * 3 + round;
        cluster.sync();
        v = buf[threadIdx.x];
        cluster.sync();                   // reads done before the next write
    }
    out[g] = v;
}

// The cluster special registers of each thread, 8 words each.
__device__ unsigned sreg(int which)
{
    unsigned r = 0;
    switch (which) {
    case 0: asm volatile("mov.u32 %0, %%cluster_ctaid.x;" : "=r"(r)); break;
    case 1: asm volatile("mov.u32 %0, %%cluster_ctaid.y;" : "=r"(r)); break;
    case 2: asm volatile("mov.u32 %0, %%cluster_nctaid.x;" : "=r"(r)); break;
    case 3: asm volatile("mov.u32 %0, %%cluster_nctaid.y;" : "=r"(r)); break;
    case 4: asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r)); break;
    case 5: asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(r)); break;
    case 6: asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(r)); break;
    case 7: asm volatile("mov.u32 %0, %%clusterid.y;" : "=r"(r)); break;
    case 8: asm volatile("mov.u32 %0, %%nclusterid.x;" : "=r"(r)); break;
    case 9: asm volatile("mov.u32 %0, %%nclusterid.y;" : "=r"(r)); break;
    default: {
        asm volatile("{ .reg .pred p; mov.pred p, %%is_explicit_cluster;"
                     " selp.u32 %0, 1, 0, p; }" : "=r"(r));
        break;
    }
    }
    return r;
}

extern "C" __global__ void cluster_sregs(unsigned *out)
{
    unsigned b = (blockIdx.y * gridDim.x + blockIdx.x) * 11;
    if (threadIdx.x == 0)
        for (int i = 0; i < 11; i++)
            out[b + i] = sreg(i);
}

// A compile-time cluster shape (.reqnctapercluster): each CTA stores
// its rank into rank 0's shared array, which rank 0 then copies out,
// with getctarank of each mapped address and elect.sync's leader.
extern "C" __global__ void __cluster_dims__(4, 1, 1) cluster_fixed(unsigned *out)
{
    __shared__ unsigned slots[4];
    __shared__ unsigned ranks[4];
    cg::cluster_group cluster = cg::this_cluster();
    unsigned rank = cluster.block_rank();
    cluster.sync();
    unsigned *s0 = cluster.map_shared_rank(slots, 0);
    unsigned owner;
    asm volatile("getctarank.u64 %0, %1;" : "=r"(owner) : "l"(s0));
    unsigned leader, lane_is = 0;
    asm volatile("{ .reg .pred p; elect.sync %0|p, 0xffffffff;"
                 " selp.u32 %1, 1, 0, p; }" : "=r"(leader), "=r"(lane_is));
    if (lane_is && threadIdx.x < 32) {
        s0[rank] = rank * 100 + leader;
        unsigned *r0 = cluster.map_shared_rank(ranks, 0);
        r0[rank] = owner;
    }
    cluster.sync();
    if (rank == 0 && threadIdx.x < 4) {
        out[blockIdx.x / 4 * 8 + threadIdx.x] = slots[threadIdx.x];
        out[blockIdx.x / 4 * 8 + 4 + threadIdx.x] = ranks[threadIdx.x];
    }
}

// Inline PTX: mapa.shared::cluster, ld/st/atom/red .shared::cluster,
// isspacep.shared::cluster and the split arrive/wait barrier.
extern "C" __global__ void cluster_asm(unsigned *out)
{
    __shared__ unsigned cell[2];
    unsigned rank, n, addr, peer, got, isc, old;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
    if (threadIdx.x == 0) {
        cell[0] = 1000 + rank;
        cell[1] = 0;
    }
    asm volatile("barrier.cluster.arrive.release.aligned;\n\t"
                 "barrier.cluster.wait.acquire.aligned;" ::: "memory");
    asm volatile("mov.u32 %0, %1;" : "=r"(addr) : "r"((unsigned)__cvta_generic_to_shared(cell)));
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;"
                 : "=r"(peer) : "r"(addr), "r"((rank + 1) % n));
    asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(got) : "r"(peer));
    asm volatile("red.shared::cluster.add.u32 [%0+4], %1;" :: "r"(peer), "r"(threadIdx.x + 1) : "memory");
    asm volatile("atom.shared::cluster.add.u32 %0, [%1+4], 0;" : "=r"(old) : "r"(peer) : "memory");
    {
        unsigned long long g = (unsigned long long)(uintptr_t)cell;
        unsigned long long gp;
        asm volatile("mapa.u64 %0, %1, %2;" : "=l"(gp) : "l"(g), "r"((rank + 1) % n));
        asm volatile("{ .reg .pred p; isspacep.shared::cluster p, %1;"
                     " selp.u32 %0, 1, 0, p; }" : "=r"(isc) : "l"(gp));
    }
    asm volatile("barrier.cluster.arrive.relaxed;\n\t"
                 "barrier.cluster.wait;" ::: "memory");
    if (threadIdx.x == 0) {
        unsigned b = blockIdx.x * 4;
        out[b] = got;
        out[b + 1] = cell[1];
        out[b + 2] = isc;
        out[b + 3] = old <= cell[1];
    }
}
