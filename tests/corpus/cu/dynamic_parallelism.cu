// Dynamic parallelism: kernels launching child kernels (requires -rdc=true).
#include <cstdio>

__global__ void child_fill(int *d, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] = v + i;
}

__global__ void parent(int *d, int chunks, int chunk)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= chunks) return;
    child_fill<<<(chunk + 127) / 128, 128>>>(d + c * chunk, chunk, c * 1000);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) printf("launch failed: %d\n", (int)e);
}

__global__ void quicksort_dp(unsigned *data, int lo, int hi, int depth)
{
    if (hi - lo < 32 || depth > 16) {
        for (int i = lo + 1; i <= hi; i++) {
            unsigned v = data[i];
            int j = i - 1;
            while (j >= lo && data[j] > v) { data[j + 1] = data[j]; j--; }
            data[j + 1] = v;
        }
        return;
    }
    unsigned p = data[(lo + hi) / 2];
    int i = lo, j = hi;
    while (i <= j) {
        while (data[i] < p) i++;
        while (data[j] > p) j--;
        if (i <= j) { unsigned t = data[i]; data[i] = data[j]; data[j] = t; i++; j--; }
    }
    cudaStream_t s1, s2;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    if (lo < j) quicksort_dp<<<1, 1, 0, s1>>>(data, lo, j, depth + 1);
    if (i < hi) quicksort_dp<<<1, 1, 0, s2>>>(data, i, hi, depth + 1);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
}

__global__ void adaptive_refine(float *grid, int n, int level, float threshold)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = grid[i];
    if (fabsf(v) > threshold && level < 3) {
        float *sub = (float *)malloc(4 * sizeof(float));
        if (!sub) return;
        for (int k = 0; k < 4; k++) sub[k] = v * 0.25f * (k + 1);
        adaptive_refine<<<1, 4>>>(sub, 4, level + 1, threshold * 2);
        grid[i] = v * 0.5f;
    }
}

__global__ void tail_launch_demo(int *counter, int depth)
{
    atomicAdd(counter, 1);
    if (depth > 0 && threadIdx.x == 0) tail_launch_demo<<<1, 32, 0, cudaStreamTailLaunch>>>(counter, depth - 1);
}
