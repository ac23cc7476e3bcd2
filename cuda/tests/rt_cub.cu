// CUB device algorithms called as programs call them: temporary storage
// sized by a first call, then the run. DeviceScan's decoupled look-back
// has each CTA wait for flags its predecessors publish, so it needs
// CTAs to make progress whatever the worker count.
#include <cub/cub.cuh>
#include <algorithm>
#include <cstdio>
#include <vector>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); return 1; } } while (0)

static unsigned lcg(unsigned &s) { s = s * 1664525u + 1013904223u; return s; }

int main()
{
    const int N = 1 << 20;
    std::vector<unsigned> keys(N), vals(N);
    std::vector<int> small(N);
    unsigned s = 12345;
    for (int i = 0; i < N; i++) { keys[i] = lcg(s); vals[i] = i; small[i] = (int)(lcg(s) >> 24) - 128; }

    unsigned *dk, *dv, *dk2, *dv2;
    int *di, *dscan, *dsum;
    CHECK(cudaMalloc(&dk, N * 4)); CHECK(cudaMalloc(&dv, N * 4));
    CHECK(cudaMalloc(&dk2, N * 4)); CHECK(cudaMalloc(&dv2, N * 4));
    CHECK(cudaMalloc(&di, N * 4)); CHECK(cudaMalloc(&dscan, N * 4)); CHECK(cudaMalloc(&dsum, 4));
    CHECK(cudaMemcpy(dk, keys.data(), N * 4, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dv, vals.data(), N * 4, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(di, small.data(), N * 4, cudaMemcpyHostToDevice));

    // radix sort of key-value pairs
    void *tmp = nullptr; size_t bytes = 0;
    CHECK(cub::DeviceRadixSort::SortPairs(tmp, bytes, dk, dk2, dv, dv2, N));
    CHECK(cudaMalloc(&tmp, bytes));
    CHECK(cub::DeviceRadixSort::SortPairs(tmp, bytes, dk, dk2, dv, dv2, N));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(tmp));
    std::vector<unsigned> sk(N), sv(N);
    CHECK(cudaMemcpy(sk.data(), dk2, N * 4, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(sv.data(), dv2, N * 4, cudaMemcpyDeviceToHost));
    std::vector<unsigned> order(N);
    for (int i = 0; i < N; i++) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) { return keys[a] < keys[b]; });
    for (int i = 0; i < N; i++)
        if (sk[i] != keys[order[i]] || sv[i] != order[i]) { printf("FAIL SortPairs at %d\n", i); return 1; }

    // exclusive and inclusive prefix sums (decoupled look-back)
    tmp = nullptr; bytes = 0;
    CHECK(cub::DeviceScan::ExclusiveSum(tmp, bytes, di, dscan, N));
    CHECK(cudaMalloc(&tmp, bytes));
    CHECK(cub::DeviceScan::ExclusiveSum(tmp, bytes, di, dscan, N));
    std::vector<int> scan(N);
    CHECK(cudaMemcpy(scan.data(), dscan, N * 4, cudaMemcpyDeviceToHost));
    int acc = 0;
    for (int i = 0; i < N; i++) {
        if (scan[i] != acc) { printf("FAIL ExclusiveSum at %d: %d vs %d\n", i, scan[i], acc); return 1; }
        acc += small[i];
    }
    CHECK(cub::DeviceScan::InclusiveSum(tmp, bytes, di, dscan, N));
    CHECK(cudaMemcpy(scan.data(), dscan, N * 4, cudaMemcpyDeviceToHost));
    acc = 0;
    for (int i = 0; i < N; i++) {
        acc += small[i];
        if (scan[i] != acc) { printf("FAIL InclusiveSum at %d\n", i); return 1; }
    }
    CHECK(cudaFree(tmp));

    // reduction
    tmp = nullptr; bytes = 0;
    CHECK(cub::DeviceReduce::Sum(tmp, bytes, di, dsum, N));
    CHECK(cudaMalloc(&tmp, bytes));
    CHECK(cub::DeviceReduce::Sum(tmp, bytes, di, dsum, N));
    int sum;
    CHECK(cudaMemcpy(&sum, dsum, 4, cudaMemcpyDeviceToHost));
    if (sum != acc) { printf("FAIL Reduce::Sum %d vs %d\n", sum, acc); return 1; }
    CHECK(cudaFree(tmp));
    CHECK(cudaFree(dk)); CHECK(cudaFree(dv)); CHECK(cudaFree(dk2)); CHECK(cudaFree(dv2));
    CHECK(cudaFree(di)); CHECK(cudaFree(dscan)); CHECK(cudaFree(dsum));
    printf("rt_cub: ok\n");
    return 0;
}
