// Block-level barrier variants and memory fences.
__global__ void sync_count(const int *in, int *out)
{
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    int cnt = __syncthreads_count(v > 0);
    int all = __syncthreads_and(v != 0);
    int any = __syncthreads_or(v < -100);
    if (threadIdx.x == 0) {
        out[blockIdx.x * 3 + 0] = cnt;
        out[blockIdx.x * 3 + 1] = all;
        out[blockIdx.x * 3 + 2] = any;
    }
}

__global__ void iterative_until_converged(float *x, int n, float tol)
{
    __shared__ float buf[256];
    int t = threadIdx.x;
    float v = t < n ? x[t] : 0.0f;
    int iter = 0;
    while (true) {
        buf[t] = v;
        __syncthreads();
        float l = buf[(t + blockDim.x - 1) % blockDim.x];
        float r = buf[(t + 1) % blockDim.x];
        float nv = 0.5f * v + 0.25f * (l + r);
        int changed = fabsf(nv - v) > tol;
        v = nv;
        iter++;
        if (!__syncthreads_or(changed) || iter > 1000) break;
    }
    if (t < n) x[t] = v + iter * 0.0f;
}

__device__ unsigned int blocks_done = 0;

__global__ void last_block_sum(const float *in, float *partial, float *total, int n)
{
    __shared__ bool is_last;
    __shared__ float s[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k >>= 1) {
        if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = s[0];
        __threadfence();
        unsigned ticket = atomicInc(&blocks_done, gridDim.x);
        is_last = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (is_last) {
        float acc = 0.0f;
        for (int b = threadIdx.x; b < gridDim.x; b += blockDim.x) acc += ((volatile float *)partial)[b];
        s[threadIdx.x] = acc;
        __syncthreads();
        for (int k = blockDim.x / 2; k > 0; k >>= 1) {
            if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
            __syncthreads();
        }
        if (threadIdx.x == 0) { *total = s[0]; blocks_done = 0; }
    }
}

__global__ void fences(int *a, volatile int *flag)
{
    a[threadIdx.x] = threadIdx.x;
    __threadfence_block();
    a[threadIdx.x + blockDim.x] = 1;
    __threadfence();
    a[threadIdx.x + 2 * blockDim.x] = 2;
    __threadfence_system();
    if (threadIdx.x == 0) *flag = 1;
    __syncwarp();
    __syncthreads();
}

__global__ void named_barriers(int *data)
{
    int warp = threadIdx.x / 32;
    if (warp < 2) {
        data[threadIdx.x] += 1;
        asm volatile("bar.sync 1, 64;");
        data[threadIdx.x] += data[(threadIdx.x + 32) % 64];
    } else {
        data[threadIdx.x] *= 2;
        asm volatile("bar.arrive 2, 128;");
    }
    __syncthreads();
}
