// 64-bin histogram of the bytes' high six bits, with per-thread
// sub-histograms: each thread of a 64-thread block owns one byte counter
// per bin in shared memory (no atomics), laid out bin-major so that the
// block's threads hit consecutive bytes. A thread reads at most 63 words
// (252 bytes), so no counter can pass 255. The block then adds its 64
// sub-histograms (thread t sums bin t, starting at a rotated column to
// spread the banks), and a second kernel adds the blocks' partial
// histograms, one block per bin.
#define BINS 64
#define BLOCK_SIZE 64
#define WORDS_PER_THREAD 63
#define MERGE_SIZE 256

__device__ inline void addByte(unsigned char *threadHist, unsigned d)
{
    threadHist[(d >> 2) * BLOCK_SIZE]++;
}

__global__ void histogram64Kernel(unsigned *partialHist, const unsigned *data, unsigned dataCount)
{
    __shared__ unsigned char s_Hist[BINS * BLOCK_SIZE];
    unsigned char *threadHist = s_Hist + threadIdx.x;

    for (unsigned bin = 0; bin < BINS; bin++)
        threadHist[bin * BLOCK_SIZE] = 0;

    unsigned base = blockIdx.x * BLOCK_SIZE * WORDS_PER_THREAD + threadIdx.x;
    for (unsigned k = 0; k < WORDS_PER_THREAD; k++) {
        unsigned pos = base + k * BLOCK_SIZE;
        if (pos < dataCount) {
            unsigned d = data[pos];
            addByte(threadHist, d & 0xffu);
            addByte(threadHist, (d >> 8) & 0xffu);
            addByte(threadHist, (d >> 16) & 0xffu);
            addByte(threadHist, d >> 24);
        }
    }
    __syncthreads();

    unsigned bin = threadIdx.x, sum = 0;
    for (unsigned i = 0; i < BLOCK_SIZE; i++)
        sum += s_Hist[bin * BLOCK_SIZE + (i + threadIdx.x) % BLOCK_SIZE];
    partialHist[blockIdx.x * BINS + bin] = sum;
}

__global__ void mergeHistogram64Kernel(unsigned *hist, const unsigned *partialHist,
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
