// Cooperative groups: thread_block, tiled_partition, coalesced_threads, cg::reduce, cg::inclusive_scan.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__device__ int reduce_sum_tile(cg::thread_group g, int *tmp, int val)
{
    int lane = g.thread_rank();
    for (int i = g.size() / 2; i > 0; i /= 2) {
        tmp[lane] = val;
        g.sync();
        if (lane < i) val += tmp[lane + i];
        g.sync();
    }
    return val;
}

__global__ void cg_block_reduce(const int *in, int *out)
{
    __shared__ int tmp[256];
    cg::thread_block block = cg::this_thread_block();
    int v = in[block.group_index().x * block.size() + block.thread_rank()];
    int s = reduce_sum_tile(block, tmp, v);
    if (block.thread_rank() == 0) out[blockIdx.x] = s;
    cg::thread_group tile32 = cg::tiled_partition(block, 32);
    int offset = block.thread_rank() & ~31;
    int ts = reduce_sum_tile(tile32, tmp + offset, v);
    if (tile32.thread_rank() == 0) out[gridDim.x + blockIdx.x * 8 + block.thread_rank() / 32] = ts;
}

template <typename Tile>
__device__ float tile_sum(Tile g, float v)
{
    for (int o = g.size() / 2; o > 0; o /= 2) v += g.shfl_down(v, o);
    return v;
}

__global__ void static_tiles(const float *in, float *out)
{
    cg::thread_block b = cg::this_thread_block();
    auto t16 = cg::tiled_partition<16>(b);
    auto t4 = cg::tiled_partition<4>(t16);
    float v = in[b.thread_rank()];
    float s16 = tile_sum(t16, v);
    float s4 = tile_sum(t4, v);
    unsigned bal = t16.ballot(v > 0.5f);
    bool any = t4.any(v < 0.0f), all = t4.all(v >= 0.0f);
    float shf = t16.shfl(v, 3) + t16.shfl_xor(v, 1) + t16.shfl_up(v, 2);
    out[b.thread_rank()] = s16 + s4 + bal + any + all + shf + t16.meta_group_rank() + t4.meta_group_size();
}

__global__ void cg_reduce_ops(const int *in, int *out)
{
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    int v = in[block.thread_rank()];
    int s = cg::reduce(tile, v, cg::plus<int>());
    int mx = cg::reduce(tile, v, cg::greater<int>());
    int mn = cg::reduce(tile, v, cg::less<int>());
    int bx = cg::reduce(tile, v, cg::bit_xor<int>());
    float fs = cg::reduce(tile, (float)v * 0.5f, cg::plus<float>());
    int sc = cg::inclusive_scan(tile, v);
    int ex = cg::exclusive_scan(tile, v, cg::plus<int>());
    out[block.thread_rank()] = s + mx - mn + bx + (int)fs + sc * 3 + ex;
}

__global__ void coalesced(const int *in, int *out, int *counter)
{
    int v = in[threadIdx.x];
    if (v & 1) {
        cg::coalesced_group active = cg::coalesced_threads();
        int prev = 0;
        if (active.thread_rank() == 0) prev = atomicAdd(counter, active.size());
        prev = active.shfl(prev, 0);
        out[prev + active.thread_rank()] = v;
        active.sync();
        int m = cg::reduce(active, v, cg::greater<int>());
        out[1024 + threadIdx.x] = m + active.num_threads();
    }
}

__global__ void grid_info(int *out)
{
    cg::grid_group g = cg::this_grid();
    cg::thread_block b = cg::this_thread_block();
    out[g.thread_rank()] = (int)g.size() + b.group_dim().x + b.thread_index().x + b.dim_threads().x + (int)g.num_blocks();
}

__global__ void labeled_partition(const int *keys, int *out)
{
    auto warp = cg::tiled_partition<32>(cg::this_thread_block());
    auto grp = cg::labeled_partition(warp, keys[threadIdx.x] & 3);
    int c = cg::reduce(grp, 1, cg::plus<int>());
    out[threadIdx.x] = c * 10 + grp.thread_rank();
}
