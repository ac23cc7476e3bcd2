// Bitonic sort: shared-memory local sort and global merge steps, odd-even transposition sort.
__device__ __forceinline__ void cmp_swap(unsigned &a, unsigned &b, bool dir)
{
    if ((a > b) == dir) { unsigned t = a; a = b; b = t; }
}

__global__ void bitonic_shared(unsigned *d, int n)
{
    extern __shared__ unsigned s[];
    int tid = threadIdx.x;
    int base = blockIdx.x * blockDim.x * 2;
    s[tid] = base + tid < n ? d[base + tid] : 0xffffffffu;
    s[tid + blockDim.x] = base + tid + blockDim.x < n ? d[base + tid + blockDim.x] : 0xffffffffu;
    int size2 = blockDim.x * 2;
    for (int size = 2; size <= size2; size <<= 1) {
        bool dir = ((tid & (size / 2)) == 0);
        for (int stride = size / 2; stride > 0; stride >>= 1) {
            __syncthreads();
            int pos = 2 * tid - (tid & (stride - 1));
            cmp_swap(s[pos], s[pos + stride], dir);
        }
    }
    __syncthreads();
    if (base + tid < n) d[base + tid] = s[tid];
    if (base + tid + blockDim.x < n) d[base + tid + blockDim.x] = s[tid + blockDim.x];
}

__global__ void bitonic_global_step(unsigned *d, int j, int k)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ixj = i ^ j;
    if (ixj > i) {
        if ((i & k) == 0) { if (d[i] > d[ixj]) { unsigned t = d[i]; d[i] = d[ixj]; d[ixj] = t; } }
        else { if (d[i] < d[ixj]) { unsigned t = d[i]; d[i] = d[ixj]; d[ixj] = t; } }
    }
}

__global__ void bitonic_kv(float *keys, int *vals)
{
    __shared__ float sk[512];
    __shared__ int sv[512];
    int t = threadIdx.x;
    sk[t] = keys[blockIdx.x * 512 + t]; sv[t] = vals[blockIdx.x * 512 + t];
    sk[t + 256] = keys[blockIdx.x * 512 + t + 256]; sv[t + 256] = vals[blockIdx.x * 512 + t + 256];
    for (int k = 2; k <= 512; k <<= 1)
        for (int j = k >> 1; j > 0; j >>= 1) {
            __syncthreads();
            for (int i = t; i < 512; i += 256) {
                int p = i ^ j;
                if (p > i) {
                    bool up = (i & k) == 0;
                    if ((sk[i] > sk[p]) == up) {
                        float tk = sk[i]; sk[i] = sk[p]; sk[p] = tk;
                        int tv = sv[i]; sv[i] = sv[p]; sv[p] = tv;
                    }
                }
            }
        }
    __syncthreads();
    keys[blockIdx.x * 512 + t] = sk[t]; vals[blockIdx.x * 512 + t] = sv[t];
    keys[blockIdx.x * 512 + t + 256] = sk[t + 256]; vals[blockIdx.x * 512 + t + 256] = sv[t + 256];
}

__global__ void odd_even_sort(int *d, int n)
{
    __shared__ int s[1024];
    for (int i = threadIdx.x; i < n; i += blockDim.x) s[i] = d[i];
    for (int phase = 0; phase < n; phase++) {
        __syncthreads();
        for (int i = 2 * threadIdx.x + (phase & 1); i + 1 < n; i += 2 * blockDim.x)
            if (s[i] > s[i + 1]) { int t = s[i]; s[i] = s[i + 1]; s[i + 1] = t; }
    }
    __syncthreads();
    for (int i = threadIdx.x; i < n; i += blockDim.x) d[i] = s[i];
}

__device__ void warp_bitonic(float &v)
{
    int lane = threadIdx.x & 31;
    for (int k = 2; k <= 32; k <<= 1)
        for (int j = k >> 1; j > 0; j >>= 1) {
            float o = __shfl_xor_sync(0xffffffff, v, j);
            bool up = (lane & k) == 0;
            bool lower = (lane & j) == 0;
            v = (lower == up) ? fminf(v, o) : fmaxf(v, o);
        }
}

__global__ void warp_sort(float *d)
{
    float v = d[blockIdx.x * blockDim.x + threadIdx.x];
    warp_bitonic(v);
    d[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
