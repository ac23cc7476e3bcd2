// Dynamic (extern) shared memory with multiple typed views and templated access.
extern __shared__ unsigned char smem_raw[];

__global__ void dyn_reverse(int *d, int n)
{
    extern __shared__ int s[];
    int t = threadIdx.x;
    int tr = n - t - 1;
    s[t] = d[t];
    __syncthreads();
    d[t] = s[tr];
}

__global__ void dyn_multi(const float *a, const int *b, float *out, int n)
{
    float *fs = reinterpret_cast<float *>(smem_raw);
    int *is = reinterpret_cast<int *>(smem_raw + blockDim.x * sizeof(float));
    short *ss = reinterpret_cast<short *>(smem_raw + blockDim.x * (sizeof(float) + sizeof(int)));
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    fs[t] = g < n ? a[g] : 0.0f;
    is[t] = g < n ? b[g] : 0;
    ss[t] = (short)(is[t] & 0x7fff);
    __syncthreads();
    int o = (t + 1) % blockDim.x;
    if (g < n) out[g] = fs[o] * is[o] + ss[(t + 3) % blockDim.x];
}

template <typename T>
struct SharedMemory {
    __device__ T *get() { extern __shared__ int __smem[]; return (T *)__smem; }
};

template <typename T, unsigned BS>
__global__ void reduce_dyn(const T *in, T *out, unsigned n)
{
    T *sdata = SharedMemory<T>().get();
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (BS * 2) + tid;
    unsigned grid = BS * 2 * gridDim.x;
    T sum = 0;
    while (i < n) {
        sum += in[i];
        if (i + BS < n) sum += in[i + BS];
        i += grid;
    }
    sdata[tid] = sum;
    __syncthreads();
    if (BS >= 512) { if (tid < 256) sdata[tid] = sum = sum + sdata[tid + 256]; __syncthreads(); }
    if (BS >= 256) { if (tid < 128) sdata[tid] = sum = sum + sdata[tid + 128]; __syncthreads(); }
    if (BS >= 128) { if (tid < 64) sdata[tid] = sum = sum + sdata[tid + 64]; __syncthreads(); }
    if (tid < 32) {
        if (BS >= 64) sum += sdata[tid + 32];
        for (int off = 16; off > 0; off >>= 1) sum += __shfl_down_sync(0xffffffff, sum, off);
    }
    if (tid == 0) out[blockIdx.x] = sum;
}

template __global__ void reduce_dyn<float, 256>(const float *, float *, unsigned);
template __global__ void reduce_dyn<double, 512>(const double *, double *, unsigned);
template __global__ void reduce_dyn<int, 128>(const int *, int *, unsigned);

__global__ void conv1d_dyn(const float *in, const float *k, float *out, int n, int radius)
{
    extern __shared__ float tilebuf[];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int w = blockDim.x + 2 * radius;
    for (int j = threadIdx.x; j < w; j += blockDim.x) {
        int src = blockIdx.x * blockDim.x + j - radius;
        tilebuf[j] = (src >= 0 && src < n) ? in[src] : 0.0f;
    }
    float *kk = tilebuf + w;
    if (threadIdx.x <= 2 * radius) kk[threadIdx.x] = k[threadIdx.x];
    __syncthreads();
    if (g < n) {
        float acc = 0.0f;
        for (int j = -radius; j <= radius; j++) acc += tilebuf[threadIdx.x + radius + j] * kk[j + radius];
        out[g] = acc;
    }
}
