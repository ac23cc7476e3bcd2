// CUB WarpReduce, WarpScan, BlockLoad/BlockStore with transpose, BlockExchange, BlockDiscontinuity.
#include <cub/cub.cuh>

__global__ void warp_reduce(const int *in, int *out)
{
    typedef cub::WarpReduce<int> WR;
    __shared__ typename WR::TempStorage tmp[4];
    int warp = threadIdx.x / 32;
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    int s = WR(tmp[warp]).Sum(v);
    int m = WR(tmp[warp]).Reduce(v, cuda::maximum<>{});
    if ((threadIdx.x & 31) == 0) { out[(blockIdx.x * 4 + warp) * 2] = s; out[(blockIdx.x * 4 + warp) * 2 + 1] = m; }
}

__global__ void warp_reduce_logical16(const float *in, float *out)
{
    typedef cub::WarpReduce<float, 16> WR;
    __shared__ typename WR::TempStorage tmp[8];
    int sub = threadIdx.x / 16;
    float s = WR(tmp[sub]).Sum(in[threadIdx.x]);
    if ((threadIdx.x & 15) == 0) out[sub] = s;
}

__global__ void warp_scan(const int *in, int *out)
{
    typedef cub::WarpScan<int> WS;
    __shared__ typename WS::TempStorage tmp[2];
    int warp = threadIdx.x / 32;
    int v = in[threadIdx.x], incl, excl;
    WS(tmp[warp]).InclusiveSum(v, incl);
    WS(tmp[warp]).ExclusiveSum(v, excl);
    out[threadIdx.x] = incl * 1000 + excl;
}

template <cub::BlockLoadAlgorithm LA, cub::BlockStoreAlgorithm SA>
__global__ void load_scale_store(const float *in, float *out, float s)
{
    typedef cub::BlockLoad<float, 128, 4, LA> Load;
    typedef cub::BlockStore<float, 128, 4, SA> Store;
    __shared__ union { typename Load::TempStorage l; typename Store::TempStorage s; } tmp;
    float items[4];
    int off = blockIdx.x * 512;
    Load(tmp.l).Load(in + off, items);
    __syncthreads();
    for (int k = 0; k < 4; k++) items[k] *= s;
    Store(tmp.s).Store(out + off, items);
}
template __global__ void load_scale_store<cub::BLOCK_LOAD_TRANSPOSE, cub::BLOCK_STORE_TRANSPOSE>(const float *, float *, float);
template __global__ void load_scale_store<cub::BLOCK_LOAD_WARP_TRANSPOSE, cub::BLOCK_STORE_WARP_TRANSPOSE>(const float *, float *, float);
template __global__ void load_scale_store<cub::BLOCK_LOAD_DIRECT, cub::BLOCK_STORE_DIRECT>(const float *, float *, float);

__global__ void load_guarded(const int *in, int *out, int valid)
{
    typedef cub::BlockLoad<int, 64, 3, cub::BLOCK_LOAD_TRANSPOSE> Load;
    typedef cub::BlockStore<int, 64, 3, cub::BLOCK_STORE_TRANSPOSE> Store;
    __shared__ typename Load::TempStorage lt;
    __shared__ typename Store::TempStorage st;
    int items[3];
    Load(lt).Load(in, items, valid, -1);
    for (int k = 0; k < 3; k++) items[k] = items[k] * 2 + 1;
    Store(st).Store(out, items, valid);
}

struct NotEq { __device__ bool operator()(int a, int b) const { return a != b; } };

__global__ void exchange_and_flags(const int *in, int *out, int *flags)
{
    typedef cub::BlockExchange<int, 64, 4> Ex;
    typedef cub::BlockDiscontinuity<int, 64> Disc;
    __shared__ typename Ex::TempStorage et;
    __shared__ typename Disc::TempStorage dt;
    int items[4];
    cub::LoadDirectStriped<64>(threadIdx.x, in, items);
    Ex(et).StripedToBlocked(items);
    int f[4];
    Disc(dt).FlagHeads(f, items, NotEq());
    cub::StoreDirectBlocked(threadIdx.x, out, items);
    cub::StoreDirectBlocked(threadIdx.x, flags, f);
}
