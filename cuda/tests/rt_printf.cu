// Device printf, interleaved with the host's output in program order.
#include <cstdio>

__global__ void hello(int round)
{
    printf("round %d thread %d: %5.2f %x %s\n", round, (int)threadIdx.x,
           threadIdx.x * 1.25, 255u << threadIdx.x, "dev");
}

int main()
{
    printf("host before\n");
    hello<<<1, 4>>>(1);
    cudaDeviceSynchronize();
    printf("host between\n");
    hello<<<1, 2>>>(2);
    cudaDeviceSynchronize();
    printf("host after\n");
    return 0;
}
