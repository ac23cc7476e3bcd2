// The runtime describes the same device as the driver layer: the board
// PTXVM_CUDA_ARCH names (default sm_80), through cudaGetDeviceProperties
// and cudaDeviceGetAttribute alike, and a kernel runs on it.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    std::printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); return 1; } } while (0)
#define EXPECT(c) do { if (!(c)) { std::printf("%s:%d: %s\n", __FILE__, __LINE__, #c); return 1; } } while (0)

__global__ void sm_id(int *out) { out[threadIdx.x] = threadIdx.x * 3; }

int main()
{
    const char *env = std::getenv("PTXVM_CUDA_ARCH");
    int want = env && *env ? std::atoi(env + (std::strncmp(env, "sm_", 3) ? 0 : 3)) : 80;
    cudaDeviceProp p;
    int v, *d, h[32];
    CHECK(cudaGetDeviceProperties(&p, 0));
    EXPECT(p.major * 10 + p.minor == want);
    EXPECT(std::strlen(p.name) > 0);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrComputeCapabilityMajor, 0));
    EXPECT(v == p.major);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrComputeCapabilityMinor, 0));
    EXPECT(v == p.minor);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0));
    EXPECT(v == p.multiProcessorCount && v > 0);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
    EXPECT(v == (int)p.sharedMemPerBlockOptin && v >= 48 * 1024);
    CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0));
    EXPECT(v == 32);
    CHECK(cudaMalloc(&d, sizeof h));
    sm_id<<<1, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 32; i++)
        EXPECT(h[i] == 3 * i);
    CHECK(cudaFree(d));
    std::printf("%s, compute capability %d.%d, %d SMs: ok\n", p.name, p.major, p.minor,
                p.multiProcessorCount);
    return 0;
}
