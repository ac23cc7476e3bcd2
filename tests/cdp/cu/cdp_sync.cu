// CDP1: the parent waits for its children with cudaDeviceSynchronize and
// uses their results (needs -DCUDA_FORCE_CDP1_IF_SUPPORTED and an
// architecture below sm_90). A recursive sum: each grid of one block
// splits its range in two children, waits, and adds their results.
__global__ void rsum(const int *in, int n, long long *out, int depth)
{
    if (threadIdx.x != 0)
        return;
    if (n <= 64 || depth >= 8) {
        long long s = 0;
        for (int i = 0; i < n; i++)
            s += in[i];
        *out = s;
        return;
    }
    long long *part = (long long *)malloc(2 * sizeof(long long));
    int h = n / 2;
    rsum<<<1, 32>>>(in, h, part, depth + 1);
    rsum<<<1, 32>>>(in + h, n - h, part + 1, depth + 1);
    cudaDeviceSynchronize();
    *out = part[0] + part[1];
    free(part);
}

// Several blocks, each thread 0 launches a child per block and waits:
// the block then uses what its child wrote.
__global__ void square(int *v, int n)
{
    int i = threadIdx.x;
    if (i < n)
        v[i] = v[i] * v[i];
}

__global__ void per_block(int *v, int n, int *sums)
{
    int *mine = v + blockIdx.x * n;
    __syncthreads();
    if (threadIdx.x == 0) {
        square<<<1, n>>>(mine, n);
        cudaDeviceSynchronize();
        int s = 0;
        for (int i = 0; i < n; i++)
            s += mine[i];
        sums[blockIdx.x] = s;
    }
}
