// Sum of 16M ints: each block reduces a grid-stride share of the input
// (warp shuffles, then one warp over the per-warp sums in shared memory)
// to one partial sum; the host relaunches on the partial sums until one
// value remains (three launches for 16M).
#define BLOCK 256

__inline__ __device__ int warpReduceSum(int v)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    return v;
}

__global__ void reduce_sum(const int *__restrict__ in, int *__restrict__ out, unsigned n)
{
    __shared__ int warpSums[BLOCK / 32];
    int sum = 0;
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        sum += in[i];
    sum = warpReduceSum(sum);
    int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
    if (lane == 0)
        warpSums[warp] = sum;
    __syncthreads();
    if (warp == 0) {
        sum = threadIdx.x < blockDim.x / warpSize ? warpSums[lane] : 0;
        sum = warpReduceSum(sum);
        if (lane == 0)
            out[blockIdx.x] = sum;
    }
}
