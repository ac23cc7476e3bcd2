// Atomic operations on global and shared memory, many types.
__global__ void atomic_int_ops(int *ci, unsigned *cu, unsigned long long *cull, long long *cll, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int old = atomicAdd(&ci[0], 1);
    atomicSub(&ci[1], 2);
    atomicExch(&ci[2], i);
    atomicMin(&ci[3], i - 100);
    atomicMax(&ci[4], i ^ 0x55);
    atomicAnd(&ci[5], ~(1 << (i & 31)));
    atomicOr(&ci[6], 1 << (i & 31));
    atomicXor(&ci[7], i);
    atomicInc(&cu[0], 100u);
    atomicDec(&cu[1], 50u);
    atomicMin(&cu[2], (unsigned)i);
    atomicMax(&cu[3], (unsigned)i * 3u);
    atomicAdd(&cull[0], (unsigned long long)i);
    atomicExch(&cull[1], (unsigned long long)old);
    atomicMin(&cull[2], (unsigned long long)i);
    atomicMax(&cll[0], (long long)i * -5);
    atomicMin(&cll[1], (long long)i * -5);
    atomicAnd(&cull[3], 0xfffffffffffff0ffull);
    atomicOr(&cull[4], 1ull << (i & 63));
    atomicXor(&cull[5], (unsigned long long)i << 20);
}

__global__ void atomic_float_ops(float *f, double *d, const float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicAdd(&f[0], x[i]);
    atomicExch(&f[1], x[i]);
    atomicAdd(&d[0], (double)x[i] * 0.5);
    float ret = atomicAdd(&f[2], 1.0f);
    if (ret > 1000.0f) atomicAdd(&d[1], ret);
}

__global__ void atomic_shared(int *out, const int *keys, int n)
{
    __shared__ int counts[64];
    __shared__ float fsum;
    __shared__ unsigned long long u64;
    if (threadIdx.x < 64) counts[threadIdx.x] = 0;
    if (threadIdx.x == 0) { fsum = 0.0f; u64 = 0; }
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        atomicAdd(&counts[keys[i] & 63], 1);
        atomicAdd(&fsum, 0.5f);
        atomicAdd(&u64, 1ull << 32);
        atomicMax(&counts[(keys[i] >> 6) & 63], keys[i]);
        atomicCAS(&counts[0], 0, -1);
    }
    __syncthreads();
    if (threadIdx.x < 64) atomicAdd(&out[threadIdx.x], counts[threadIdx.x]);
    if (threadIdx.x == 0) { out[64] += (int)fsum; out[65] += (int)(u64 >> 32); }
}

__global__ void atomic_scoped(int *c, float *f, unsigned long long *u)
{
    atomicAdd_block(&c[0], 1);
    atomicAdd_system(&c[1], 1);
    atomicExch_block(&c[2], threadIdx.x);
    atomicMax_system(&c[3], (int)threadIdx.x);
    atomicCAS_block(&c[4], 0, 1);
    atomicAdd_block(f, 1.0f);
    atomicOr_system(u, 1ull << threadIdx.x % 64);
    atomicInc_block((unsigned *)&c[5], 31u);
}

__global__ void ticket_lock_counter(int *lock, int *counter, int iters)
{
    if (threadIdx.x % 32 != 0) return;
    for (int k = 0; k < iters; k++) {
        while (atomicCAS(lock, 0, 1) != 0) { }
        __threadfence();
        int v = *(volatile int *)counter;
        *(volatile int *)counter = v + 1;
        __threadfence();
        atomicExch(lock, 0);
    }
}

__global__ void atomic_ret_use(unsigned *slots, unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned idx = atomicInc(&slots[0], 0xffffffffu);
    out[idx % n] = i;
    unsigned prev = atomicDec(&slots[1], 7u);
    out[(idx + prev) % n] += prev;
}
