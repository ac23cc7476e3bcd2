// Error reporting as CUDA gives it: launch-configuration errors from
// cudaGetLastError, faults from the next synchronizing call, bad
// pointers, symbols and devices, names and texts of the codes.
#include <cstdio>
#include <cstring>
#include <cassert>

#define EXPECT(x, want) do { cudaError_t e_ = (x); if (e_ != (want)) { \
    printf("FAIL %s:%d %s gave %s, wanted %s\n", __FILE__, __LINE__, #x, \
           cudaGetErrorName(e_), cudaGetErrorName(want)); return 1; } } while (0)

__global__ void store(int *p, int i) { p[i] = 1; }
__global__ void check_positive(int v) { assert(v > 0); }
__device__ int not_a_symbol_of_the_host;

int main()
{
    int *d;
    EXPECT(cudaMalloc(&d, 16 * sizeof(int)), cudaSuccess);
    store<<<1, 2048>>>(d, 0);                      // too many threads
    EXPECT(cudaPeekAtLastError(), cudaErrorInvalidConfiguration);
    EXPECT(cudaGetLastError(), cudaErrorInvalidConfiguration);
    EXPECT(cudaGetLastError(), cudaSuccess);       // read once, then cleared
    store<<<dim3(1, 70000), 1>>>(d, 0);            // grid y past 65535
    EXPECT(cudaGetLastError(), cudaErrorInvalidConfiguration);
    store<<<0, 32>>>(d, 0);
    EXPECT(cudaGetLastError(), cudaErrorInvalidConfiguration);

    EXPECT(cudaFree((void *)0x1234), cudaErrorInvalidValue);
    EXPECT(cudaGetLastError(), cudaErrorInvalidValue);
    int x = 0;
    EXPECT(cudaMemcpyToSymbol(&x, &x, sizeof x), cudaErrorInvalidSymbol);
    EXPECT(cudaSetDevice(1), cudaErrorInvalidDevice);
    int n = -1;
    EXPECT(cudaGetDeviceCount(&n), cudaSuccess);
    if (n != 1) { printf("FAIL device count %d\n", n); return 1; }
    EXPECT(cudaMemcpy(&x, d, sizeof x, (cudaMemcpyKind)42), cudaErrorInvalidMemcpyDirection);
    cudaGetLastError();

    if (strcmp(cudaGetErrorString(cudaErrorInvalidValue), "invalid argument") ||
        strcmp(cudaGetErrorName(cudaErrorIllegalAddress), "cudaErrorIllegalAddress")) {
        printf("FAIL error names\n"); return 1;
    }

    // a fault inside a kernel: the launch succeeds, the next sync reports it
    store<<<1, 1>>>(d, 1 << 20);
    EXPECT(cudaGetLastError(), cudaSuccess);
    EXPECT(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
    EXPECT(cudaGetLastError(), cudaErrorIllegalAddress);

    check_positive<<<1, 1>>>(-1);
    EXPECT(cudaDeviceSynchronize(), cudaErrorAssert);
    printf("rt_errors: ok\n");
    return 0;
}
