// Racy but valid CUDA, written the way CUDA programs write it: plain loads
// of words other blocks update atomically (the CAS loops of atomicAdd's
// recipes), flags one block sets and another spins on, last-block
// reductions behind __threadfence, plain stores and atomics on the same
// words, vector and coalesced loads of words under atomic updates, the
// device heap and printf from every block. tests/unit/test_exec_race.c runs
// these on 1, 2, 3 and 8 workers and checks results that do not depend on
// the order in which blocks ran. generate.sh makes the PTX (nvcc only).
#include <cuda_fp16.h>

typedef unsigned int u32;
typedef unsigned long long u64;
typedef unsigned char u8;

#define GID (blockIdx.x * blockDim.x + threadIdx.x)
#define NTHREADS (gridDim.x * blockDim.x)

// ---- CAS loops: the first read is a plain load of a word others CAS.

// float atomicAdd by compare-and-swap, as pre-sm_20 code and many
// libraries write it.
__device__ float cas_add_f32(float *addr, float v)
{
    int *a = (int *)addr;
    int old = *a, assumed;
    do {
        assumed = old;
        old = atomicCAS(a, assumed, __float_as_int(__int_as_float(assumed) + v));
    } while (assumed != old);
    return __int_as_float(old);
}

// The CUDA Programming Guide's double atomicAdd for devices without one.
__device__ double cas_add_f64(double *address, double val)
{
    u64 *address_as_ull = (u64 *)address;
    u64 old = *address_as_ull, assumed;
    do {
        assumed = old;
        old = atomicCAS(address_as_ull, assumed,
                        __double_as_longlong(val + __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
}

// sums[(gid + r) % nsums] += (gid % 7) + 1 (f32) and (gid % 13) * 0.5
// (f64), reps times: integers and halves, so every sum is exact whatever
// the order.
extern "C" __global__ void cas_add(float *fsums, double *dsums, int nsums, int reps)
{
    u32 gid = GID;
    for (int r = 0; r < reps; r++) {
        int i = (int)((gid + r) % nsums);
        cas_add_f32(&fsums[i], (float)(gid % 7 + 1));
        cas_add_f64(&dsums[i], (double)(gid % 13) * 0.5);
    }
}

// prods[(gid + r) % n] *= 2 * gid + 1 (mod 2^64) by a 64-bit CAS loop:
// multiplication is commutative, so the product is exact.
extern "C" __global__ void cas_mul64(u64 *prods, int n, int reps)
{
    u32 gid = GID;
    for (int r = 0; r < reps; r++) {
        u64 *p = &prods[(gid + r) % n];
        u64 old = *p, assumed;
        do {
            assumed = old;
            old = atomicCAS(p, assumed, assumed * (2ull * gid + 1));
        } while (assumed != old);
    }
}

// ---- flags between blocks. Block b waits for block b - 1 (blocks are
// handed to workers in index order, so b - 1 is already running or done
// on any number of workers), reads the running total it published and
// publishes its own: an inclusive scan of the blocks' sums. A spin that
// passes limit rounds counts a timeout instead of hanging.

__device__ u32 block_sum(const u32 *in, u32 *s)
{
    u32 t = threadIdx.x;
    s[t] = in[GID];
    __syncthreads();
    for (u32 k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k)
            s[t] += s[t + k];
        __syncthreads();
    }
    return s[0];
}

// volatile flag and data, __threadfence between them
extern "C" __global__ void chain_volatile(const u32 *in, volatile u32 *flags,
                                          volatile u32 *total, u32 limit, u32 *timeouts)
{
    __shared__ u32 s[256];
    u32 sum = block_sum(in, s), b = blockIdx.x;
    if (threadIdx.x == 0) {
        u32 before = 0;
        if (b > 0) {
            u32 spins = 0;
            while (flags[b - 1] == 0 && ++spins < limit)
                ;
            if (spins >= limit)
                atomicAdd(timeouts, 1);
            before = total[b - 1];
        }
        total[b] = before + sum;
        __threadfence();
        flags[b] = 1;
    }
}

__device__ u32 ld_acquire(const u32 *p)
{
    u32 v;
    asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}

__device__ void st_release(u32 *p, u32 v)
{
    asm volatile("st.release.gpu.global.u32 [%0], %1;" :: "l"(p), "r"(v) : "memory");
}

// the same with ld.acquire / st.release and plain data accesses
extern "C" __global__ void chain_acqrel(const u32 *in, u32 *flags, u32 *total, u32 limit,
                                        u32 *timeouts)
{
    __shared__ u32 s[256];
    u32 sum = block_sum(in, s), b = blockIdx.x;
    if (threadIdx.x == 0) {
        u32 before = 0;
        if (b > 0) {
            u32 spins = 0;
            while (ld_acquire(&flags[b - 1]) == 0 && ++spins < limit)
                ;
            if (spins >= limit)
                atomicAdd(timeouts, 1);
            before = total[b - 1];
        }
        total[b] = before + sum;
        st_release(&flags[b], 1);
    }
}

// ---- the last block to finish adds up every block's partial sum
// (CUDA's threadFenceReduction sample): a plain store, __threadfence, a
// ticket from atomicInc; the last block reads the partials with volatile,
// coalesced loads and resets the counter for the next launch.
extern "C" __global__ void last_block(const u32 *in, u32 *partial, u32 *count, u32 *result)
{
    __shared__ u32 s[256];
    __shared__ bool last;
    u32 sum = block_sum(in, s);
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = sum;
        __threadfence();
        u32 ticket = atomicInc(count, gridDim.x);
        last = ticket == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        u32 acc = 0;
        for (u32 i = threadIdx.x; i < gridDim.x; i += blockDim.x)
            acc += ((volatile u32 *)partial)[i];
        __syncthreads();
        s[threadIdx.x] = acc;
        __syncthreads();
        for (u32 k = blockDim.x / 2; k > 0; k >>= 1) {
            if (threadIdx.x < k)
                s[threadIdx.x] += s[threadIdx.x + k];
            __syncthreads();
        }
        if (threadIdx.x == 0) {
            *result = s[0];
            *count = 0;
        }
    }
}

// ---- plain accesses and atomics on the same words.

// Odd threads store cap into words[i]; even ones atomicMax a value at
// most cap into it; everyone reads it plainly. Whatever the order, every
// word ends at cap and no read or old value exceeds it: bad counts those
// that do.
extern "C" __global__ void mixed_max(u32 *words, int nwords, u32 cap, int reps, u32 *bad)
{
    u32 gid = GID;
    for (int r = 0; r < reps; r++) {
        u32 *w = &words[(gid * 7 + r) % nwords];
        u32 seen;
        if (gid & 1) {
            *w = cap;
            seen = 0;
        } else {
            seen = atomicMax(w, (gid * 2654435761u + r) % (cap + 1));
        }
        if (seen > cap || *w > cap)
            atomicAdd(bad, 1);
    }
}

// Counters under atomicAdd(+3) (32-bit) and atomicAdd(+5) (64-bit) read
// meanwhile by plain scalar loads, by a full warp's coalesced loads
// (lane l reads word l: the interpreter's run path), by 128-bit vector
// loads (uint4, ulonglong2) and by volatile 64-bit loads; every
// value read must be a multiple of its step no larger than the final
// count. Bytes set by atomicOr on their words are read by coalesced byte
// loads: each must be 0 or 1. Blocks of a multiple of 32 threads.
extern "C" __global__ void peek(u32 *c32, u64 *c64, u32 *flags8, int reps, u32 *bad)
{
    const u32 n = 64;                     // counters of each kind
    u32 gid = GID, lane = threadIdx.x & 31, nb = 0;
    u32 max32 = 3u * NTHREADS * reps / n + 3u, i;
    u64 max64 = 5ull * NTHREADS * reps / n + 5ull;
    const volatile u8 *bytes;
    for (int r = 0; r < reps; r++) {
        i = (gid + r * 17) % n;
        atomicAdd(&c32[i], 3u);
        atomicAdd(&c64[(i * 5) % n], 5ull);
        atomicOr(&flags8[(gid + r) % (n / 4)], 1u << (8 * ((gid / 7 + r) % 4)));
        u32 a = c32[(gid * 3 + r) % n];              // scalar
        u32 b = c32[lane + 32 * (r & 1)];            // coalesced run
        uint4 q = ((const uint4 *)c32)[(gid + r) % (n / 4)];
        ulonglong2 p = ((const ulonglong2 *)c64)[(gid + r) % (n / 2)];
        u64 e = ((volatile u64 *)c64)[(lane * 3 + r) % n];
        nb += a % 3 != 0 || a > max32;
        nb += b % 3 != 0 || b > max32;
        nb += q.x % 3 != 0 || q.y % 3 != 0 || q.z % 3 != 0 || q.w % 3 != 0;
        nb += q.x > max32 || q.y > max32 || q.z > max32 || q.w > max32;
        nb += p.x % 5 != 0 || p.y % 5 != 0 || p.x > max64 || p.y > max64;
        nb += e % 5 != 0 || e > max64;
        bytes = (const volatile u8 *)flags8;
        nb += bytes[lane + 32 * (r & 1)] > 1;         // coalesced bytes
    }
    if (nb)
        atomicAdd(bad, nb);
}

// Halves under atomicAdd(+1.0) read by plain 16-bit loads: every value
// read is a whole number no larger than the count (exact in f16 up to
// 2048).
extern "C" __global__ void half_add(__half *h, int n, int reps, u32 *bad)
{
    u32 gid = GID, nb = 0;
    float most = (float)(NTHREADS * reps / n + 1);
    for (int r = 0; r < reps; r++) {
        atomicAdd(&h[(gid + r) % n], __float2half(1.0f));
        float v = __half2float(h[(gid * 3 + r) % n]);
        nb += v != (float)(int)v || v > most;
    }
    if (nb)
        atomicAdd(bad, nb);
}

// Every block stores the same table (table[i] = i * 0x9e3779b9 | 1) with
// full-warp coalesced stores while reading it: a read sees 0 (not yet
// written) or the value, never anything else.
extern "C" __global__ void same_stores(u32 *table, int n, int reps, u32 *bad)
{
    u32 nb = 0;
    for (int r = 0; r < reps; r++)
        for (u32 i = threadIdx.x; i < (u32)n; i += blockDim.x) {
            u32 want = i * 0x9e3779b9u | 1u, j = (i + 32 * (blockIdx.x + r)) % n;
            u32 got = table[j];
            nb += got != 0 && got != (j * 0x9e3779b9u | 1u);
            table[i] = want;
        }
    if (nb)
        atomicAdd(bad, nb);
}

// ---- the device heap and printf from every block at once. Each thread
// mallocs a block, fills and sums it, frees it; thread 0 of each block
// also keeps one across the launch, linked into a list by atomicExch,
// which the host walks; every block prints one line.
extern "C" __global__ void heap_print(u32 *out, u64 *head)
{
    u32 gid = GID, words = 1 + gid % 9, sum = 0;
    u32 *p = (u32 *)malloc(words * sizeof *p);
    if (p) {
        for (u32 k = 0; k < words; k++)
            p[k] = gid + k;
        for (u32 k = 0; k < words; k++)
            sum += p[k];
        free(p);
    }
    out[gid] = p ? sum : 0xffffffffu;
    if (threadIdx.x == 0) {
        u64 *node = (u64 *)malloc(2 * sizeof(u64));
        if (node) {
            node[1] = blockIdx.x;
            node[0] = atomicExch(head, (u64)node);
        }
        printf("block %u of %u\n", blockIdx.x, gridDim.x);
    }
}

extern "C" __global__ void heap_free(u64 *head)
{
    u64 *node = (u64 *)*head;
    while (node) {
        u64 *next = (u64 *)node[0];
        free(node);
        node = next;
    }
    *head = 0;
}
