// CUB block and warp primitives. Every kernel: K(const u32 *in, u32 *o, int n),
// 128 threads per block, 4 items per thread, block b owns in[512b .. 512b+511];
// items at index >= n are out of range (each kernel says what it uses for them).
// builds: ftz no-clang   (tests/exec/generate.sh)
#include <cub/cub.cuh>
#include <cuda/functional>

typedef unsigned int u32;
#define BT 128
#define IPT 4
#define TILE (BT * IPT)
#define KERNEL(name) extern "C" __global__ void __launch_bounds__(BT) name(const u32 *in, u32 *o, int n)

struct imax {
    __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

// o[2b] = sum of the block's items (0 past n), o[2b+1] = signed max (INT_MIN past n)
template <cub::BlockReduceAlgorithm A>
__device__ void reduce_body(const u32 *in, u32 *o, int n)
{
    typedef cub::BlockReduce<u32, BT, A> RU;
    typedef cub::BlockReduce<int, BT, A> RI;
    __shared__ typename RU::TempStorage su;
    __shared__ typename RI::TempStorage si;
    int off = blockIdx.x * TILE, valid = n - off;
    u32 u[IPT];
    int s[IPT];
    cub::LoadDirectBlocked(threadIdx.x, in + off, u, valid, 0u);
    cub::LoadDirectBlocked(threadIdx.x, (const int *)in + off, s, valid, INT_MIN);
    u32 sum = RU(su).Sum(u);
    int mx = RI(si).Reduce(s, imax());
    if (threadIdx.x == 0) {
        o[2 * blockIdx.x] = sum;
        o[2 * blockIdx.x + 1] = (u32)mx;
    }
}
KERNEL(cub_reduce_warp) { reduce_body<cub::BLOCK_REDUCE_WARP_REDUCTIONS>(in, o, n); }
KERNEL(cub_reduce_raking) { reduce_body<cub::BLOCK_REDUCE_RAKING>(in, o, n); }

// o[2*TILE*b + i]: inclusive prefix sum of the tile; o[2*TILE*b + TILE + i]:
// exclusive (0 past n)
KERNEL(cub_scan)
{
    typedef cub::BlockScan<u32, BT> S;
    __shared__ typename S::TempStorage ts;
    int off = blockIdx.x * TILE, valid = n - off;
    u32 a[IPT], inc[IPT], exc[IPT];
    cub::LoadDirectBlocked(threadIdx.x, in + off, a, valid, 0u);
    S(ts).InclusiveSum(a, inc);
    __syncthreads();
    S(ts).ExclusiveSum(a, exc);
    cub::StoreDirectBlocked(threadIdx.x, o + 2 * off, inc);
    cub::StoreDirectBlocked(threadIdx.x, o + 2 * off + TILE, exc);
}

// the tile sorted ascending (UINT_MAX past n), stored for i < n
KERNEL(cub_sort_keys)
{
    typedef cub::BlockRadixSort<u32, BT, IPT> R;
    __shared__ typename R::TempStorage ts;
    int off = blockIdx.x * TILE, valid = n - off;
    u32 k[IPT];
    cub::LoadDirectBlocked(threadIdx.x, in + off, k, valid, 0xffffffffu);
    R(ts).Sort(k);
    cub::StoreDirectBlocked(threadIdx.x, o + off, k, valid);
}

// signed keys in[i] >> 26 (many equal keys), values the index in the tile;
// o[2i] = key, o[2i+1] = value after a stable ascending sort (INT_MAX past n)
KERNEL(cub_sort_pairs)
{
    typedef cub::BlockRadixSort<int, BT, IPT, u32> R;
    __shared__ typename R::TempStorage ts;
    int off = blockIdx.x * TILE, valid = n - off;
    int k[IPT];
    u32 v[IPT];
    cub::LoadDirectBlocked(threadIdx.x, (const int *)in + off, k, valid, INT_MAX);
    for (int j = 0; j < IPT; j++) {
        k[j] = threadIdx.x * IPT + j < valid ? k[j] >> 26 : INT_MAX;
        v[j] = threadIdx.x * IPT + j;
    }
    R(ts).Sort(k, v);
    for (int j = 0; j < IPT; j++) {
        int i = threadIdx.x * IPT + j;
        if (i < valid) {
            o[2 * (off + i)] = (u32)k[j];
            o[2 * (off + i) + 1] = v[j];
        }
    }
}

// per warp w of the grid: o[3w] = sum of its lanes' items, o[3w+1] = signed max,
// o[3w+2] = sum of item 0 of lanes 0..16 (0 / INT_MIN past n)
KERNEL(cub_warp_reduce)
{
    typedef cub::WarpReduce<int> W;
    __shared__ typename W::TempStorage ts[BT / 32][2];
    int off = blockIdx.x * TILE, valid = n - off, w = threadIdx.x / 32;
    int s[IPT], m[IPT];
    cub::LoadDirectBlocked(threadIdx.x, (const int *)in + off, s, valid, 0);
    cub::LoadDirectBlocked(threadIdx.x, (const int *)in + off, m, valid, INT_MIN);
    int ts_ = 0, tm = INT_MIN;
    for (int j = 0; j < IPT; j++) {
        ts_ = (int)((u32)ts_ + (u32)s[j]);
        tm = m[j] > tm ? m[j] : tm;
    }
    int sum = W(ts[w][0]).Sum(ts_);
    int mx = W(ts[w][1]).Reduce(tm, imax());
    __syncwarp();
    int part = W(ts[w][0]).Sum(s[0], 17);
    if (threadIdx.x % 32 == 0) {
        int g = blockIdx.x * (BT / 32) + w;
        o[3 * g] = (u32)sum;
        o[3 * g + 1] = (u32)mx;
        o[3 * g + 2] = (u32)part;
    }
}

// BLOCK_LOAD_TRANSPOSE into a blocked arrangement (0xdeadbeef past n), stored
// striped: o[off + j*BT + t] = in[off + t*IPT + j]
KERNEL(cub_load_transpose)
{
    typedef cub::BlockLoad<u32, BT, IPT, cub::BLOCK_LOAD_TRANSPOSE> L;
    __shared__ typename L::TempStorage ts;
    int off = blockIdx.x * TILE, valid = n - off;
    u32 a[IPT];
    L(ts).Load(in + off, a, valid, 0xdeadbeefu);
    cub::StoreDirectStriped<BT>(threadIdx.x, o + off, a);
}

// WARP_TRANSPOSE load and store: o[i] = in[i] * 3 + (i % TILE) for i < n
KERNEL(cub_warp_transpose)
{
    typedef cub::BlockLoad<u32, BT, IPT, cub::BLOCK_LOAD_WARP_TRANSPOSE> L;
    typedef cub::BlockStore<u32, BT, IPT, cub::BLOCK_STORE_WARP_TRANSPOSE> St;
    __shared__ union { typename L::TempStorage l; typename St::TempStorage s; } ts;
    int off = blockIdx.x * TILE, valid = n - off;
    u32 a[IPT];
    L(ts.l).Load(in + off, a, valid);
    for (int j = 0; j < IPT; j++)
        a[j] = a[j] * 3u + threadIdx.x * IPT + j;
    __syncthreads();
    St(ts.s).Store(o + off, a, valid);
}

// striped direct load, BLOCK_STORE_TRANSPOSE store:
// o[off + t*IPT + j] = in[off + j*BT + t] ^ t (for t*IPT + j < n - off)
KERNEL(cub_store_transpose)
{
    typedef cub::BlockStore<u32, BT, IPT, cub::BLOCK_STORE_TRANSPOSE> St;
    __shared__ typename St::TempStorage ts;
    int off = blockIdx.x * TILE, valid = n - off;
    u32 a[IPT];
    cub::LoadDirectStriped<BT>(threadIdx.x, in + off, a, valid, 0x5555u);
    for (int j = 0; j < IPT; j++)
        a[j] ^= threadIdx.x;
    St(ts).Store(o + off, a, valid);
}
