// atomicCAS-based custom atomics and half/bf16 atomics.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__device__ float atomicMaxFloat(float *addr, float val)
{
    int *ia = (int *)addr;
    int old = *ia, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) >= val) break;
        old = atomicCAS(ia, assumed, __float_as_int(val));
    } while (assumed != old);
    return __int_as_float(old);
}

__device__ double atomicMulDouble(double *addr, double val)
{
    unsigned long long *p = (unsigned long long *)addr;
    unsigned long long old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __double_as_longlong(val * __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
}

__device__ unsigned short atomicAddU16(unsigned short *addr, unsigned short v)
{
    unsigned *base = (unsigned *)((size_t)addr & ~(size_t)3);
    unsigned shift = ((size_t)addr & 2) ? 16 : 0;
    unsigned old = *base, assumed;
    do {
        assumed = old;
        unsigned cur = (assumed >> shift) & 0xffff;
        unsigned nv = (assumed & ~(0xffffu << shift)) | (((cur + v) & 0xffff) << shift);
        old = atomicCAS(base, assumed, nv);
    } while (assumed != old);
    return (old >> shift) & 0xffff;
}

__global__ void cas_kernels(float *fmax, double *dprod, unsigned short *u16, const float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicMaxFloat(fmax, x[i]);
    atomicMulDouble(dprod, 1.0 + 1e-6 * x[i]);
    atomicAddU16(&u16[i & 7], (unsigned short)i);
}

__global__ void cas16(unsigned short int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicCAS(&p[i & 15], (unsigned short)0, (unsigned short)i);
}

__global__ void half_atomics(__half *h, __half2 *h2, __nv_bfloat16 *b, __nv_bfloat162 *b2, const float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicAdd(&h[i & 3], __float2half(x[i]));
    atomicAdd(&h2[i & 3], __floats2half2_rn(x[i], -x[i]));
    atomicAdd(&b[i & 3], __float2bfloat16(x[i]));
    atomicAdd(&b2[i & 3], __floats2bfloat162_rn(x[i], 2.0f * x[i]));
}

struct Node { int key; int next; };

__device__ int push_free_list(int *head, Node *pool, int idx)
{
    int old = *(volatile int *)head, assumed;
    do {
        assumed = old;
        pool[idx].next = assumed;
        __threadfence();
        old = atomicCAS(head, assumed, idx);
    } while (old != assumed);
    return old;
}

__global__ void lockfree_stack(int *head, Node *pool, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    pool[i].key = i * i;
    push_free_list(head, pool, i);
}

__global__ void hash_insert(unsigned long long *table, unsigned cap, const unsigned *keys, const unsigned *vals, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned k = keys[i];
    unsigned h = (k * 2654435761u) & (cap - 1);
    unsigned long long entry = ((unsigned long long)k << 32) | vals[i];
    for (unsigned probe = 0; probe < cap; probe++) {
        unsigned long long prev = atomicCAS(&table[h], 0xffffffffffffffffull, entry);
        if (prev == 0xffffffffffffffffull || (prev >> 32) == k) {
            if ((prev >> 32) == k) atomicExch(&table[h], entry);
            return;
        }
        h = (h + probe + 1) & (cap - 1);
    }
}
