// Bitonic sort of 2^k 32-bit keys (the CUDA samples' sortingNetworks form):
// sort_shared sorts every 1024-key chunk in shared memory, each in the
// direction the full network wants there; then for every larger merge
// size, merge_global does the compare-exchange steps whose stride spans
// chunks (one thread per pair) and merge_shared the remaining strides of
// each chunk in shared memory. Pair i of a step of stride j pairs keys
// lo = 2i - (i & (j-1)) and lo + j; they end ascending when lo & size is 0.
#define CHUNK 1024

__device__ static void exchange(unsigned &a, unsigned &b, bool ascending)
{
    if ((a > b) == ascending) {
        unsigned t = a;
        a = b;
        b = t;
    }
}

__global__ void sort_shared(unsigned *keys)
{
    __shared__ unsigned s[CHUNK];
    unsigned base = blockIdx.x * CHUNK, i = threadIdx.x;
    s[i] = keys[base + i];
    s[i + CHUNK / 2] = keys[base + i + CHUNK / 2];
    for (unsigned size = 2; size <= CHUNK; size <<= 1) {
        for (unsigned j = size / 2; j > 0; j >>= 1) {
            __syncthreads();
            unsigned lo = 2 * i - (i & (j - 1));
            exchange(s[lo], s[lo + j], ((base + lo) & size) == 0);
        }
    }
    __syncthreads();
    keys[base + i] = s[i];
    keys[base + i + CHUNK / 2] = s[i + CHUNK / 2];
}

__global__ void merge_global(unsigned *keys, unsigned size, unsigned j)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned lo = 2 * i - (i & (j - 1));
    unsigned a = keys[lo], b = keys[lo + j];
    if ((a > b) == ((lo & size) == 0)) {
        keys[lo] = b;
        keys[lo + j] = a;
    }
}

__global__ void merge_shared(unsigned *keys, unsigned size)
{
    __shared__ unsigned s[CHUNK];
    unsigned base = blockIdx.x * CHUNK, i = threadIdx.x;
    s[i] = keys[base + i];
    s[i + CHUNK / 2] = keys[base + i + CHUNK / 2];
    bool ascending = (base & size) == 0;  // size > CHUNK: one direction per chunk
    for (unsigned j = CHUNK / 2; j > 0; j >>= 1) {
        __syncthreads();
        unsigned lo = 2 * i - (i & (j - 1));
        exchange(s[lo], s[lo + j], ascending);
    }
    __syncthreads();
    keys[base + i] = s[i];
    keys[base + i + CHUNK / 2] = s[i + CHUNK / 2];
}
