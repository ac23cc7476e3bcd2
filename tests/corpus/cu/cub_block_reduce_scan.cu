// CUB block-level reduce and scan primitives.
#include <cub/cub.cuh>

template <int BLOCK, int ITEMS>
__global__ void block_reduce_sum(const int *in, int *out)
{
    typedef cub::BlockReduce<int, BLOCK> BR;
    __shared__ typename BR::TempStorage tmp;
    int items[ITEMS];
    for (int k = 0; k < ITEMS; k++) items[k] = in[(blockIdx.x * BLOCK + threadIdx.x) * ITEMS + k];
    int agg = BR(tmp).Sum(items);
    if (threadIdx.x == 0) out[blockIdx.x] = agg;
}
template __global__ void block_reduce_sum<128, 4>(const int *, int *);

__global__ void block_reduce_max_float(const float *in, float *out, int n)
{
    typedef cub::BlockReduce<float, 256, cub::BLOCK_REDUCE_WARP_REDUCTIONS> BR;
    __shared__ typename BR::TempStorage tmp;
    int i = blockIdx.x * 256 + threadIdx.x;
    float v = i < n ? in[i] : -INFINITY;
    float m = BR(tmp).Reduce(v, cuda::maximum<>{});
    if (threadIdx.x == 0) out[blockIdx.x] = m;
}

__global__ void block_reduce_partial(const double *in, double *out, int valid)
{
    typedef cub::BlockReduce<double, 128, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY> BR;
    __shared__ typename BR::TempStorage tmp;
    double v = threadIdx.x < valid ? in[threadIdx.x] : 0.0;
    double s = BR(tmp).Sum(v, valid);
    if (threadIdx.x == 0) *out = s;
}

__global__ void block_scan_exclusive(const int *in, int *out)
{
    typedef cub::BlockScan<int, 128> BS;
    __shared__ typename BS::TempStorage tmp;
    int v[4];
    for (int k = 0; k < 4; k++) v[k] = in[blockIdx.x * 512 + threadIdx.x * 4 + k];
    int agg;
    BS(tmp).ExclusiveSum(v, v, agg);
    for (int k = 0; k < 4; k++) out[blockIdx.x * 512 + threadIdx.x * 4 + k] = v[k] + (threadIdx.x == 0 && k == 0 ? 0 : 0) ;
    if (threadIdx.x == 127) out[gridDim.x * 512 + blockIdx.x] = agg;
}

struct MinOp { __device__ float operator()(float a, float b) const { return a < b ? a : b; } };

__global__ void block_scan_inclusive_raking(const float *in, float *out)
{
    typedef cub::BlockScan<float, 64, cub::BLOCK_SCAN_RAKING> BS;
    __shared__ typename BS::TempStorage tmp;
    float v = in[blockIdx.x * 64 + threadIdx.x];
    float r;
    BS(tmp).InclusiveScan(v, r, MinOp());
    out[blockIdx.x * 64 + threadIdx.x] = r;
}

// Running prefix across tiles with a callback functor
struct PrefixCallback {
    int running;
    __device__ PrefixCallback(int r) : running(r) {}
    __device__ int operator()(int block_aggregate) { int old = running; running += block_aggregate; return old; }
};

__global__ void block_scan_tiles(const int *in, int *out, int n)
{
    typedef cub::BlockScan<int, 128, cub::BLOCK_SCAN_WARP_SCANS> BS;
    __shared__ typename BS::TempStorage tmp;
    PrefixCallback cb(0);
    for (int base = 0; base < n; base += 128) {
        int v = base + threadIdx.x < n ? in[base + threadIdx.x] : 0;
        BS(tmp).ExclusiveSum(v, v, cb);
        __syncthreads();
        if (base + threadIdx.x < n) out[base + threadIdx.x] = v;
    }
}
