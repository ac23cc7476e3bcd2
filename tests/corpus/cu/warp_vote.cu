// Warp vote, match, reduce (sm_80+) and __syncwarp.
__global__ void votes(const int *in, unsigned *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[t];
    unsigned b = __ballot_sync(0xffffffff, v > 0);
    int any = __any_sync(0xffffffff, v == 42);
    int all = __all_sync(0xffffffff, v >= 0);
    unsigned act = __activemask();
    unsigned lt;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    int rank = __popc(b & lt);
    out[t * 5 + 0] = b;
    out[t * 5 + 1] = any;
    out[t * 5 + 2] = all;
    out[t * 5 + 3] = act;
    out[t * 5 + 4] = rank;
}

__global__ void divergent_vote(const int *in, unsigned *out)
{
    int t = threadIdx.x;
    unsigned r = 0;
    if (in[t] & 1) {
        unsigned m = __activemask();
        r = __ballot_sync(m, in[t] & 2);
        r += __popc(m);
        __syncwarp(m);
    } else {
        unsigned m = __activemask();
        r = __any_sync(m, in[t] > 100) ? 1000 : 0;
    }
    __syncwarp();
    out[t] = r;
}

__global__ void matches(const int *keys, const long long *k64, unsigned *out)
{
    int t = threadIdx.x;
    unsigned peers = __match_any_sync(0xffffffff, keys[t]);
    int pred;
    unsigned all = __match_all_sync(0xffffffff, keys[t] & ~7, &pred);
    unsigned peers64 = __match_any_sync(0xffffffff, k64[t]);
    unsigned all64 = __match_all_sync(0xffffffff, k64[t] >> 40, &pred);
    int leader = __ffs(peers) - 1;
    out[t * 4 + 0] = peers;
    out[t * 4 + 1] = all | pred;
    out[t * 4 + 2] = peers64 ^ all64;
    out[t * 4 + 3] = leader;
}

__global__ void warp_reduce_ops(const unsigned *u, const int *s, unsigned *out)
{
    int t = threadIdx.x;
    out[t * 7 + 0] = __reduce_add_sync(0xffffffff, u[t]);
    out[t * 7 + 1] = __reduce_min_sync(0xffffffff, u[t]);
    out[t * 7 + 2] = __reduce_max_sync(0xffffffff, u[t]);
    out[t * 7 + 3] = (unsigned)__reduce_add_sync(0xffffffff, s[t]);
    out[t * 7 + 4] = (unsigned)__reduce_min_sync(0xffffffff, s[t]) ^ (unsigned)__reduce_max_sync(0xffffffff, s[t]);
    out[t * 7 + 5] = __reduce_and_sync(0xffffffff, u[t]) | __reduce_or_sync(0xffffffff, u[t]);
    out[t * 7 + 6] = __reduce_xor_sync(0xffffffff, u[t]);
}

// Warp-aggregated atomic increment
__device__ int atomicAggInc(int *ctr)
{
    unsigned active = __activemask();
    int leader = __ffs(active) - 1;
    int change = __popc(active);
    unsigned lanemask_lt = (1u << (threadIdx.x & 31)) - 1;
    int rank = __popc(active & lanemask_lt);
    int warp_res;
    if (rank == 0) warp_res = atomicAdd(ctr, change);
    warp_res = __shfl_sync(active, warp_res, leader);
    return warp_res + rank;
}

__global__ void filter_k(int *dst, int *nres, const int *src, int n)
{
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n && src[i] > 0) dst[atomicAggInc(nres)] = src[i];
}

__global__ void stream_compact_ballot(const float *in, float *out, int *count, int n)
{
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    bool keep = i < n && in[i] != 0.0f;
    unsigned mask = __ballot_sync(0xffffffff, keep);
    int lane = threadIdx.x & 31;
    int base = 0;
    if (lane == 0 && mask) base = atomicAdd(count, __popc(mask));
    base = __shfl_sync(0xffffffff, base, 0);
    if (keep) out[base + __popc(mask & ((1u << lane) - 1))] = in[i];
}
