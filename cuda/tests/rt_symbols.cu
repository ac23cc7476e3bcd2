// __constant__ and __device__ variables reached from the host with
// cudaMemcpyToSymbol / cudaMemcpyFromSymbol (with offsets) and
// cudaGetSymbolAddress, and from kernels.
#include <cstdio>
#include <cmath>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); return 1; } } while (0)

__constant__ float coeffs[8];
__constant__ int bias = 5;
__device__ unsigned long long hits;
__device__ int table[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };

__global__ void poly(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
    for (int k = 7; k >= 0; k--) acc = acc * x[i] + coeffs[k];
    y[i] = acc + (float)bias + (float)table[i % 16];
    atomicAdd(&hits, 1ull);
}

__global__ void scale_table(int s)
{
    table[threadIdx.x] *= s;
}

int main()
{
    const int N = 300;
    float hc[8] = { 1, 0.5f, -0.25f, 0.125f, 2, -1, 0.75f, 0.0625f };
    CHECK(cudaMemcpyToSymbol(coeffs, hc, 4 * sizeof(float)));
    CHECK(cudaMemcpyToSymbol(coeffs, hc + 4, 4 * sizeof(float), 4 * sizeof(float)));
    int b;
    CHECK(cudaMemcpyFromSymbol(&b, bias, sizeof b));
    if (b != 5) { printf("FAIL initialised __constant__ reads %d\n", b); return 1; }
    b = -3;
    CHECK(cudaMemcpyToSymbol(bias, &b, sizeof b, 0, cudaMemcpyHostToDevice));

    static float hx[N], hy[N];
    for (int i = 0; i < N; i++) hx[i] = (float)(i - 150) / 64.0f;
    float *dx, *dy;
    CHECK(cudaMalloc(&dx, sizeof hx));
    CHECK(cudaMalloc(&dy, sizeof hy));
    CHECK(cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));
    poly<<<(N + 63) / 64, 64>>>(dx, dy, N);
    CHECK(cudaMemcpy(hy, dy, sizeof hy, cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) {
        float acc = 0.0f;
        for (int k = 7; k >= 0; k--) acc = fmaf(acc, hx[i], hc[k]);  // nvcc contracts to fma
        float want = acc + (float)-3 + (float)(i % 16 + 1);
        if (hy[i] != want) { printf("FAIL poly at %d: %a vs %a\n", i, hy[i], want); return 1; }
    }
    unsigned long long h;
    CHECK(cudaMemcpyFromSymbol(&h, hits, sizeof h));
    if (h != N) { printf("FAIL hits %llu\n", h); return 1; }

    scale_table<<<1, 16>>>(3);
    int t[4];
    CHECK(cudaMemcpyFromSymbol(t, table, sizeof t, 12 * sizeof(int)));
    for (int i = 0; i < 4; i++)
        if (t[i] != 3 * (13 + i)) { printf("FAIL table[%d] = %d\n", 12 + i, t[i]); return 1; }

    int *dtable;
    size_t sz;
    CHECK(cudaGetSymbolAddress((void **)&dtable, table));
    CHECK(cudaGetSymbolSize(&sz, table));
    if (sz != 16 * sizeof(int)) { printf("FAIL symbol size %zu\n", sz); return 1; }
    int all[16];
    CHECK(cudaMemcpy(all, dtable, sizeof all, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 16; i++)
        if (all[i] != 3 * (i + 1)) { printf("FAIL table via address [%d] = %d\n", i, all[i]); return 1; }

    // past the end of a symbol: an error, nothing copied
    if (cudaMemcpyToSymbol(coeffs, hc, 8 * sizeof(float), 4) != cudaErrorInvalidValue) {
        printf("FAIL copy past a symbol's end accepted\n"); return 1;
    }
    cudaGetLastError();
    printf("rt_symbols: ok\n");
    return 0;
}
