// Exclusive prefix sum of 4M ints in three kernels, the way large scans
// are built: each 256-thread block scans 1024 elements (four per thread,
// an int4, then the block's threads by warp shuffles and one warp over
// the warps' totals) and writes its total; one block scans those 4096
// totals the same way; every block then adds its scanned offset.
#define FULL_MASK 0xffffffffu

__device__ int warpInclusiveScan(int v)
{
    int lane = threadIdx.x % warpSize;
    for (int offset = 1; offset < warpSize; offset *= 2) {
        int t = __shfl_up_sync(FULL_MASK, v, offset);
        if (lane >= offset)
            v += t;
    }
    return v;
}

// Exclusive scan of one int per thread across the block; *total gets
// the block's sum.
__device__ int blockExclusiveScan(int v, int *total)
{
    __shared__ int warpTotals[32];
    int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
    int nwarps = blockDim.x / warpSize;
    int incl = warpInclusiveScan(v);
    if (lane == warpSize - 1)
        warpTotals[warp] = incl;
    __syncthreads();
    if (warp == 0) {
        int t = lane < nwarps ? warpTotals[lane] : 0;
        warpTotals[lane] = warpInclusiveScan(t);
    }
    __syncthreads();
    *total = warpTotals[nwarps - 1];
    return (warp > 0 ? warpTotals[warp - 1] : 0) + incl - v;
}

__global__ void scanBlocks(const int4 *in, int4 *out, int *blockSums, int n4)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int4 a = i < n4 ? in[i] : make_int4(0, 0, 0, 0);
    int s1 = a.x, s2 = s1 + a.y, s3 = s2 + a.z, s4 = s3 + a.w;
    int total;
    int excl = blockExclusiveScan(s4, &total);
    if (i < n4)
        out[i] = make_int4(excl, excl + s1, excl + s2, excl + s3);
    if (threadIdx.x == 0)
        blockSums[blockIdx.x] = total;
}

// One block: sums[0..n) replaced by its exclusive scan (n <= 4 * blockDim.x).
__global__ void scanBlockSums(int *sums, int n)
{
    int base = threadIdx.x * 4;
    int a[4];
    for (int k = 0; k < 4; k++)
        a[k] = base + k < n ? sums[base + k] : 0;
    int s = 0;
    for (int k = 0; k < 4; k++) {
        int t = a[k];
        a[k] = s;
        s += t;
    }
    int total;
    int excl = blockExclusiveScan(s, &total);
    for (int k = 0; k < 4; k++)
        if (base + k < n)
            sums[base + k] = excl + a[k];
}

__global__ void addBlockOffsets(int4 *out, const int *blockOffsets, int n4)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n4) {
        int o = blockOffsets[blockIdx.x];
        int4 v = out[i];
        v.x += o;
        v.y += o;
        v.z += o;
        v.w += o;
        out[i] = v;
    }
}
