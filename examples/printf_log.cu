// Device printf captured by the host: each block reports its partial sum.
// printf_log.ptx beside this file was generated with:
//   nvcc -ptx -arch=sm_75 -O3 printf_log.cu -o printf_log.ptx
#include <cstdio>

extern "C" __global__ void block_sums(const int *x, int n, int *sums)
{
    __shared__ int part[256];
    int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    part[t] = i < n ? x[i] : 0;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            part[t] += part[t + s];
        __syncthreads();
    }
    if (t == 0) {
        sums[blockIdx.x] = part[0];
        printf("block %d: sum %d\n", blockIdx.x, part[0]);
    }
    if (i == n - 1)
        printf("thread %d of block %d holds the last element, %d\n", t, blockIdx.x, x[i]);
}
