// Dump the GPU's results of the approximate f32 instructions over 2^23
// inputs per (function, input set): raw result words, one file each.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda_runtime.h>
#define N (1u << 23)
__device__ float op(int f, float x) {
    float r;
    switch (f) {
    case 0: asm("rcp.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 1: asm("rsqrt.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 2: asm("sqrt.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 3: asm("lg2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 4: asm("ex2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 5: asm("sin.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 6: asm("cos.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 7: asm("tanh.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    default: r = 0;
    }
    return r;
}
// input word i of set s
__host__ __device__ uint32_t in_bits(int s, uint32_t i) {
    float x;
    switch (s) {
    case 0: return 0x3f800000u | i;                       // [1,2) every float
    case 1: return 0x40000000u | i;                       // [2,4) every float
    case 2: x = (float)i * (1.0f / 8388608.0f); break;    // [0,1) step 2^-23
    case 3: x = -(float)i * (1.0f / 8388608.0f); break;   // (-1,0]
    case 4: x = (float)((double)i * (6.283185307179586 / 8388608.0)); break; // [0,2pi)
    default: x = (float)((double)i * (9.0 / 8388608.0)); break;            // [0,9)
    }
    uint32_t b; memcpy(&b, &x, 4); return b;
}
__global__ void k(int f, int s, uint32_t *o) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N) return;
    float r = op(f, __uint_as_float(in_bits(s, i)));
    o[i] = __float_as_uint(r);
}
int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : ".";
    static const struct { int f, s; const char *name; } jobs[] = {
        {0, 0, "rcp_1_2"}, {1, 0, "rsqrt_1_2"}, {1, 1, "rsqrt_2_4"}, {2, 0, "sqrt_1_2"}, {2, 1, "sqrt_2_4"},
        {3, 0, "lg2_1_2"}, {4, 2, "ex2_0_1"}, {4, 3, "ex2_m1_0"}, {5, 4, "sin_0_2pi"}, {6, 4, "cos_0_2pi"},
        {7, 5, "tanh_0_9"}};
    uint32_t *d, *h = new uint32_t[N];
    cudaMalloc(&d, N * 4);
    for (auto &j : jobs) {
        k<<<N / 256, 256>>>(j.f, j.s, d);
        cudaError_t e = cudaMemcpy(h, d, N * 4, cudaMemcpyDeviceToHost);
        if (e != cudaSuccess) { printf("%s: %s\n", j.name, cudaGetErrorString(e)); return 1; }
        char p[512]; snprintf(p, sizeof p, "%s/%s.bin", dir, j.name);
        FILE *f = fopen(p, "wb"); fwrite(h, 4, N, f); fclose(f);
        printf("%s: x=%08x -> %08x, x=%08x -> %08x\n", j.name, in_bits(j.s, 1), h[1], in_bits(j.s, N / 2), h[N / 2]);
    }
    return 0;
}
