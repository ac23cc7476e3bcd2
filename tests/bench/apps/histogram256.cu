// 256-bin byte histogram: each warp of a block counts into its own
// sub-histogram in shared memory (shared atomics; fewer collisions than
// one per block), the block adds its warps' sub-histograms into one
// partial histogram in global memory, and a second kernel adds the
// partial histograms, one block per bin.
#define BINS 256
#define WARP_COUNT 6
#define BLOCK_SIZE (WARP_COUNT * 32)
#define MERGE_SIZE 256

__global__ void histogram256Kernel(unsigned *partialHist, const unsigned *data, unsigned dataCount)
{
    __shared__ unsigned s_Hist[WARP_COUNT * BINS];
    unsigned *s_WarpHist = s_Hist + (threadIdx.x / 32) * BINS;

    for (unsigned i = threadIdx.x; i < WARP_COUNT * BINS; i += blockDim.x)
        s_Hist[i] = 0;
    __syncthreads();

    for (unsigned pos = blockIdx.x * blockDim.x + threadIdx.x; pos < dataCount;
         pos += blockDim.x * gridDim.x) {
        unsigned d = data[pos];
        atomicAdd(s_WarpHist + (d & 0xffu), 1);
        atomicAdd(s_WarpHist + ((d >> 8) & 0xffu), 1);
        atomicAdd(s_WarpHist + ((d >> 16) & 0xffu), 1);
        atomicAdd(s_WarpHist + (d >> 24), 1);
    }
    __syncthreads();

    for (unsigned bin = threadIdx.x; bin < BINS; bin += blockDim.x) {
        unsigned sum = 0;
        for (unsigned w = 0; w < WARP_COUNT; w++)
            sum += s_Hist[w * BINS + bin];
        partialHist[blockIdx.x * BINS + bin] = sum;
    }
}

__global__ void mergeHistogram256Kernel(unsigned *hist, const unsigned *partialHist,
                                        unsigned partialCount)
{
    __shared__ unsigned s_Sum[MERGE_SIZE];
    unsigned sum = 0;
    for (unsigned i = threadIdx.x; i < partialCount; i += MERGE_SIZE)
        sum += partialHist[i * BINS + blockIdx.x];
    s_Sum[threadIdx.x] = sum;
    for (unsigned stride = MERGE_SIZE / 2; stride > 0; stride /= 2) {
        __syncthreads();
        if (threadIdx.x < stride)
            s_Sum[threadIdx.x] += s_Sum[threadIdx.x + stride];
    }
    if (threadIdx.x == 0)
        hist[blockIdx.x] = s_Sum[0];
}
