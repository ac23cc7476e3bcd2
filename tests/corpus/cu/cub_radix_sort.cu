// CUB BlockRadixSort for keys only and key-value pairs.
#include <cub/cub.cuh>

__global__ void sort_keys_int(int *d)
{
    typedef cub::BlockRadixSort<int, 128, 4> Sort;
    __shared__ typename Sort::TempStorage tmp;
    int keys[4];
    for (int k = 0; k < 4; k++) keys[k] = d[blockIdx.x * 512 + threadIdx.x * 4 + k];
    Sort(tmp).Sort(keys);
    for (int k = 0; k < 4; k++) d[blockIdx.x * 512 + threadIdx.x * 4 + k] = keys[k];
}

__global__ void sort_pairs_float(float *keys_io, int *vals_io)
{
    typedef cub::BlockRadixSort<float, 64, 2, int> Sort;
    __shared__ typename Sort::TempStorage tmp;
    float k[2];
    int v[2];
    for (int j = 0; j < 2; j++) { k[j] = keys_io[threadIdx.x * 2 + j]; v[j] = vals_io[threadIdx.x * 2 + j]; }
    Sort(tmp).SortDescendingBlockedToStriped(k, v);
    for (int j = 0; j < 2; j++) { keys_io[j * 64 + threadIdx.x] = k[j]; vals_io[j * 64 + threadIdx.x] = v[j]; }
}

__global__ void sort_pairs_u64_bits(unsigned long long *keys, unsigned *vals)
{
    typedef cub::BlockRadixSort<unsigned long long, 32, 4, unsigned> Sort;
    __shared__ typename Sort::TempStorage tmp;
    unsigned long long k[4];
    unsigned v[4];
    for (int j = 0; j < 4; j++) { k[j] = keys[threadIdx.x * 4 + j]; v[j] = vals[threadIdx.x * 4 + j]; }
    Sort(tmp).Sort(k, v, 8, 40);
    for (int j = 0; j < 4; j++) { keys[threadIdx.x * 4 + j] = k[j]; vals[threadIdx.x * 4 + j] = v[j]; }
}
