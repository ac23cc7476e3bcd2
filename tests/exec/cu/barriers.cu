// Barrier-heavy CUDA kernels (tests/unit/test_exec_bar.c runs them): the
// __syncthreads reductions, a tree reduction, Hillis-Steele and Blelloch
// scans in dynamic shared memory, and a bitonic sort. One block of
// blockDim.x threads per block of the input; scans and the sort need a
// power-of-two block.
// builds: ftz no-clang   (tests/exec/generate.sh)
extern __shared__ unsigned dyn[];

// out[3t..] = count, and, or of (in[t] & 1) over the block
extern "C" __global__ void sync_reduce(unsigned *out, const unsigned *in)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x, p = in[t] & 1;
    out[3 * t] = __syncthreads_count(p);
    out[3 * t + 1] = __syncthreads_and(p);
    out[3 * t + 2] = __syncthreads_or(p);
}

// out[block] = sum of the block's inputs
extern "C" __global__ void tree_sum(unsigned *out, const unsigned *in)
{
    unsigned t = threadIdx.x, n = blockDim.x;
    dyn[t] = in[blockIdx.x * n + t];
    __syncthreads();
    for (unsigned s = 1; s < n; s *= 2) {
        if (t % (2 * s) == 0 && t + s < n)
            dyn[t] += dyn[t + s];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = dyn[0];
}

// inclusive scan, double-buffered (2 * blockDim.x words of shared memory)
extern "C" __global__ void scan_hs(unsigned *out, const unsigned *in)
{
    unsigned t = threadIdx.x, n = blockDim.x, cur = 0;
    dyn[t] = in[blockIdx.x * n + t];
    __syncthreads();
    for (unsigned d = 1; d < n; d *= 2) {
        unsigned v = dyn[cur * n + t];
        if (t >= d)
            v += dyn[cur * n + t - d];
        dyn[(1 - cur) * n + t] = v;
        cur = 1 - cur;
        __syncthreads();
    }
    out[blockIdx.x * n + t] = dyn[cur * n + t];
}

// exclusive scan (up-sweep, down-sweep); blockDim.x words
extern "C" __global__ void scan_blelloch(unsigned *out, const unsigned *in)
{
    unsigned t = threadIdx.x, n = blockDim.x, off = 1;
    dyn[t] = in[blockIdx.x * n + t];
    for (unsigned d = n >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (t < d)
            dyn[off * (2 * t + 2) - 1] += dyn[off * (2 * t + 1) - 1];
        off *= 2;
    }
    if (t == 0)
        dyn[n - 1] = 0;
    for (unsigned d = 1; d < n; d *= 2) {
        off >>= 1;
        __syncthreads();
        if (t < d) {
            unsigned a = off * (2 * t + 1) - 1, b = off * (2 * t + 2) - 1;
            unsigned x = dyn[a];
            dyn[a] = dyn[b];
            dyn[b] += x;
        }
    }
    __syncthreads();
    out[blockIdx.x * n + t] = dyn[t];
}

// ascending sort of each block's inputs
extern "C" __global__ void bitonic(unsigned *out, const unsigned *in)
{
    unsigned t = threadIdx.x, n = blockDim.x;
    dyn[t] = in[blockIdx.x * n + t];
    __syncthreads();
    for (unsigned k = 2; k <= n; k *= 2)
        for (unsigned j = k / 2; j > 0; j /= 2) {
            unsigned p = t ^ j;
            if (p > t) {
                unsigned a = dyn[t], b = dyn[p];
                if (((t & k) == 0) == (a > b)) {
                    dyn[t] = b;
                    dyn[p] = a;
                }
            }
            __syncthreads();
        }
    out[blockIdx.x * n + t] = dyn[t];
}
