// Atomics, shared-memory tiling and grid-wide reductions (the C reference is
// in tests/unit/test_cuda_atomics.c). Every kernel: K(const u32 *in, u32 *out,
// int n); the host fills out[] with initial values before each launch. Results
// that depend on the order in which threads reach an atomic are laid out so
// that the host can check the order-independent property instead (a final
// value among the written ones, old values forming a permutation).
// builds: ftz   (tests/exec/generate.sh)
#include "prelude.h"

typedef unsigned int u32;
typedef unsigned long long u64;

#ifdef __NVCC__
#define TIDX threadIdx.x
#define TIDY threadIdx.y
#define BIDX blockIdx.x
#define BIDY blockIdx.y
#define NTIDX blockDim.x
#define NCTAX gridDim.x
#else
#define __shared__ __attribute__((shared))
#define TIDX __nvvm_read_ptx_sreg_tid_x()
#define TIDY __nvvm_read_ptx_sreg_tid_y()
#define BIDX __nvvm_read_ptx_sreg_ctaid_x()
#define BIDY __nvvm_read_ptx_sreg_ctaid_y()
#define NTIDX __nvvm_read_ptx_sreg_ntid_x()
#define NCTAX __nvvm_read_ptx_sreg_nctaid_x()
// CUDA's atomic functions over the NVVM builtins (generic addresses; LLVM
// narrows them to .shared/.global where it can)
#define D static __device__ __forceinline__
D u32 atomicAdd(u32 *p, u32 v) { return (u32)__nvvm_atom_add_gen_i((int *)p, (int)v); }
D u64 atomicAdd(u64 *p, u64 v) { return (u64)__nvvm_atom_add_gen_ll((long long *)p, (long long)v); }
D float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
D double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
D u32 atomicAdd_block(u32 *p, u32 v) { return (u32)__nvvm_atom_cta_add_gen_i((int *)p, (int)v); }
D u32 atomicAdd_system(u32 *p, u32 v) { return (u32)__nvvm_atom_sys_add_gen_i((int *)p, (int)v); }
D u32 atomicSub(u32 *p, u32 v) { return (u32)__nvvm_atom_sub_gen_i((int *)p, (int)v); }
D u32 atomicExch(u32 *p, u32 v) { return (u32)__nvvm_atom_xchg_gen_i((int *)p, (int)v); }
D u64 atomicExch(u64 *p, u64 v) { return (u64)__nvvm_atom_xchg_gen_ll((long long *)p, (long long)v); }
D int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
D int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
D u32 atomicMin(u32 *p, u32 v) { return __nvvm_atom_min_gen_ui(p, v); }
D u32 atomicMax(u32 *p, u32 v) { return __nvvm_atom_max_gen_ui(p, v); }
D long long atomicMin(long long *p, long long v) { return __nvvm_atom_min_gen_ll(p, v); }
D long long atomicMax(long long *p, long long v) { return __nvvm_atom_max_gen_ll(p, v); }
D u64 atomicMin(u64 *p, u64 v) { return __nvvm_atom_min_gen_ull(p, v); }
D u64 atomicMax(u64 *p, u64 v) { return __nvvm_atom_max_gen_ull(p, v); }
D u32 atomicAnd(u32 *p, u32 v) { return (u32)__nvvm_atom_and_gen_i((int *)p, (int)v); }
D u32 atomicOr(u32 *p, u32 v) { return (u32)__nvvm_atom_or_gen_i((int *)p, (int)v); }
D u32 atomicXor(u32 *p, u32 v) { return (u32)__nvvm_atom_xor_gen_i((int *)p, (int)v); }
D u64 atomicAnd(u64 *p, u64 v) { return (u64)__nvvm_atom_and_gen_ll((long long *)p, (long long)v); }
D u64 atomicOr(u64 *p, u64 v) { return (u64)__nvvm_atom_or_gen_ll((long long *)p, (long long)v); }
D u64 atomicXor(u64 *p, u64 v) { return (u64)__nvvm_atom_xor_gen_ll((long long *)p, (long long)v); }
D u32 atomicInc(u32 *p, u32 v) { return __nvvm_atom_inc_gen_ui(p, v); }
D u32 atomicDec(u32 *p, u32 v) { return __nvvm_atom_dec_gen_ui(p, v); }
D int atomicCAS(int *p, int c, int v) { return __nvvm_atom_cas_gen_i(p, c, v); }
D u64 atomicCAS(u64 *p, u64 c, u64 v) { return (u64)__nvvm_atom_cas_gen_ll((long long *)p, (long long)c, (long long)v); }
D void __threadfence() { __nvvm_membar_gl(); }
D u32 __ballot_sync(u32 m, int p) { return __nvvm_vote_ballot_sync(m, p); }
D u32 __shfl_sync(u32 m, u32 v, int l) { return (u32)__nvvm_shfl_sync_idx_i32(m, (int)v, l, 0x1f); }
#undef D
#endif

#define KERNEL(name) extern "C" __global__ void name(const u32 *in, u32 *out, int n)

// ---- C = A * B (n x n floats; A = in[0 .. n*n), B = in[n*n .. 2*n*n), C =
// out), 16x16 blocks on a 2D grid of 16x16 tiles, tiles padded with zeros
// past n. matmul_int takes integer-valued inputs (exact whether or not the
// compiler fuses the multiply-add); matmul_fma rounds explicitly with fma in
// k order.
#define TILE 16
template <int FMA>
__device__ __forceinline__ void matmul(const float *A, const float *B, float *C, int n,
                                       float (*As)[TILE], float (*Bs)[TILE])
{
    int tx = TIDX, ty = TIDY, row = BIDY * TILE + ty, col = BIDX * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < n; t += TILE) {
        As[ty][tx] = row < n && t + tx < n ? A[row * n + t + tx] : 0.0f;
        Bs[ty][tx] = t + ty < n && col < n ? B[(t + ty) * n + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; k++)
            acc = FMA ? __fmaf_rn(As[ty][k], Bs[k][tx], acc) : acc + As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < n && col < n)
        C[row * n + col] = acc;
}

KERNEL(matmul_int)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    const float *A = (const float *)in;
    matmul<0>(A, A + n * n, (float *)out, n, As, Bs);
}

KERNEL(matmul_fma)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    const float *A = (const float *)in;
    matmul<1>(A, A + n * n, (float *)out, n, As, Bs);
}

// ---- histograms (grid-stride over in[0 .. n)) ----------------------------

// out[b] += count of in[i] & 255 == b: per-block bins in shared memory,
// merged with one atomicAdd per non-empty bin
KERNEL(hist256)
{
    __shared__ u32 bins[256];
    for (u32 b = TIDX; b < 256; b += NTIDX)
        bins[b] = 0;
    __syncthreads();
    for (int i = BIDX * NTIDX + TIDX; i < n; i += NTIDX * NCTAX)
        atomicAdd(&bins[in[i] & 255u], 1u);
    __syncthreads();
    for (u32 b = TIDX; b < 256; b += NTIDX)
        if (bins[b])
            atomicAdd(&out[b], bins[b]);
}

// 4 bins (in[i] >> 30): out[b] += count, out[4 + b] += sum of in[i] & 0xffff
KERNEL(hist4)
{
    __shared__ u32 cnt[4], wsum[4];
    u32 t = TIDX;
    if (t < 4) {
        cnt[t] = 0;
        wsum[t] = 0;
    }
    __syncthreads();
    for (int i = BIDX * NTIDX + t; i < n; i += NTIDX * NCTAX) {
        u32 x = in[i];
        atomicAdd(&cnt[x >> 30], 1u);
        atomicAdd(&wsum[x >> 30], x & 0xffffu);
    }
    __syncthreads();
    if (t < 4) {
        atomicAdd(&out[t], cnt[t]);
        atomicAdd(&out[4 + t], wsum[t]);
    }
}

// straight to global memory: out[in[i] & 255] += 1, out[256 + (in[i] >> 30)]
// += in[i] >> 16
KERNEL(hist_global)
{
    for (int i = BIDX * NTIDX + TIDX; i < n; i += NTIDX * NCTAX) {
        u32 x = in[i];
        atomicAdd(&out[x & 255u], 1u);
        atomicAdd(&out[256 + (x >> 30)], x >> 16);
    }
}

// ---- float and double adds whose sums are exact in any order: multiples of
// 0.25 (float) and 2^-12 (double) far from the precision limit. One thread
// per input (n = grid size).
//   out[0..8)   floats, thread i adds fv to [i & 7]
//   out[8]      float ticket: each thread adds 1.0 and keeps the old value
//   out[9..13)  per-block shared float sums (thread t adds fv to [t & 3])
//   out[16..24) doubles, thread i adds dv to [i & 3]
//   out[24..26) double ticket: each thread adds 0.5
//   out[26..30) per-block shared double sums ([t & 1])
//   out[32 + 3i ..] thread i: the float ticket's old value, the double's
KERNEL(float_add)
{
    __shared__ float sf[4];
    __shared__ double sd[2];
    float *of = (float *)out;
    double *od = (double *)(out + 16);
    u32 t = TIDX;
    int i = BIDX * NTIDX + t;
    if (t < 4)
        sf[t] = 0.5f * (float)t;
    if (t < 2)
        sd[t] = -0.125 * (double)t;
    __syncthreads();
    u32 x = in[i];
    float fv = (float)((int)(x % 65u) - 32) * 0.25f;
    double dv = (double)((int)((x >> 8) % 2001u) - 1000) * (1.0 / 4096.0);
    atomicAdd(&of[i & 7], fv);
    atomicAdd(&od[i & 3], dv);
    atomicAdd(&sf[t & 3], fv);
    atomicAdd(&sd[t & 1], dv);
    float fo = atomicAdd(&of[8], 1.0f);
    double dold = atomicAdd(&od[4], 0.5);
    u64 db = (u64)__double_as_longlong(dold);
    out[32 + 3 * i] = __float_as_uint(fo);
    out[32 + 3 * i + 1] = (u32)db;
    out[32 + 3 * i + 2] = (u32)(db >> 32);
    __syncthreads();
    if (t < 4)
        atomicAdd(&of[9 + t], sf[t]);
    if (t < 2)
        atomicAdd(&od[5 + t], sd[t]);
}

// ---- read-modify-write loops on atomicCAS ----------------------------------
__device__ __forceinline__ float atomic_max_float(float *a, float v)
{
    int *p = (int *)a, old = *p;
    while (__uint_as_float((u32)old) < v) {
        int assumed = old;
        old = atomicCAS(p, assumed, (int)__float_as_uint(v));
        if (old == assumed)
            break;
    }
    return __uint_as_float((u32)old);
}

__device__ __forceinline__ double atomic_max_double(double *a, double v)
{
    u64 *p = (u64 *)a, old = *p;
    while (__longlong_as_double((long long)old) < v) {
        u64 assumed = old;
        old = atomicCAS(p, assumed, (u64)__double_as_longlong(v));
        if (old == assumed)
            break;
    }
    return __longlong_as_double((long long)old);
}

// *a *= v modulo 2^64: commutative, so the result is the same in any order
__device__ __forceinline__ u64 atomic_mul64(u64 *a, u64 v)
{
    u64 old = *a, assumed;
    do {
        assumed = old;
        old = atomicCAS(a, assumed, assumed * v);
    } while (old != assumed);
    return old;
}

// one thread per input (n = grid size); x = in[i], y = in[(i + 1) % n], both
// nonzero
//   out[0]      float max of (int)x / 2^20 (global CAS loop)
//   out[1]      the same through a per-block shared maximum
//   out[4..12)  u64 products: [i & 3] *= (x << 32 | y) | 1
//   out[12..14) the product of all of them through per-block shared products
//   out[16..18) double max of (int)x * y
KERNEL(cas_loops)
{
    __shared__ float smax;
    __shared__ u64 sprod;
    float *of = (float *)out;
    u64 *o64 = (u64 *)(out + 4);
    double *od = (double *)(out + 16);
    u32 t = TIDX;
    int i = BIDX * NTIDX + t;
    if (t == 0) {
        smax = __uint_as_float(0xff800000u);
        sprod = 1;
    }
    __syncthreads();
    u32 x = in[i], y = in[(i + 1) % n];
    float fv = (float)(int)x * (1.0f / 1048576.0f);
    u64 m = ((u64)x << 32 | y) | 1u;
    atomic_max_float(&of[0], fv);
    atomic_max_float(&smax, fv);
    atomic_mul64(&o64[i & 3], m);
    atomic_mul64(&sprod, m);
    atomic_max_double(&od[0], (double)(int)x * (double)y);
    __syncthreads();
    if (t == 0) {
        atomic_max_float(&of[1], smax);
        atomic_mul64(&o64[4], sprod);
    }
}

// ---- every integer atomic on 32 and 64 bits, global and shared. One
// thread per input (n = grid size); x = in[i], y = in[(i * 7 + 3) % n],
// X = x << 32 | y.
//   out[0..13)   global: add x, sub y >> 4, min/max s32, min/max u32, and,
//                or, xor, inc (limit 1000), dec (limit 77), exch, add_system
//   out[32..50)  global u64: add, min/max s64, min/max u64, and, or, xor, exch
//   out[64..76)  per-block shared results merged: add, add (of the shared
//                sub), min/max s32, min/max u32, and, or, xor, add (of the
//                final inc, limit 100), add (dec, limit 50), add (add_block)
//   out[76..92)  the same for u64: add, min/max s64, min/max u64, and, or, xor
//   out[96 + 8i ..]  thread i's old values: inc, dec, exch, shared inc,
//                shared dec, shared exch, u64 exch (2 words)
//   then 3 words per block: the shared exch's final value, the u64's
#define IO_PT 96
KERNEL(int_ops)
{
    __shared__ u32 s32[13];
    __shared__ u64 s64[9];
    u64 *o64 = (u64 *)(out + 32), *m64 = (u64 *)(out + 76);
    u32 t = TIDX, *pt = out + IO_PT + 8 * (BIDX * NTIDX + t);
    u32 *fin = out + IO_PT + 8 * n + 3 * BIDX;
    int i = BIDX * NTIDX + t;
    if (t == 0) {
        s32[0] = 0;
        s32[1] = 0;
        s32[2] = 0x7fffffffu;
        s32[3] = 0x80000000u;
        s32[4] = 0xffffffffu;
        s32[5] = 0;
        s32[6] = 0xffffffffu;
        s32[7] = 0;
        s32[8] = 0;
        s32[9] = 5;
        s32[10] = 3;
        s32[11] = 0xdead0000u + BIDX;
        s32[12] = 0;
        s64[0] = 0;
        s64[1] = 0x7fffffffffffffffull;
        s64[2] = 0x8000000000000000ull;
        s64[3] = ~0ull;
        s64[4] = 0;
        s64[5] = ~0ull;
        s64[6] = 0;
        s64[7] = 0;
        s64[8] = 0xfeedface00000000ull + BIDX;
    }
    __syncthreads();
    u32 x = in[i], y = in[(i * 7 + 3) % n];
    u64 X = (u64)x << 32 | y;
    // sparse bits, so that and/or do not saturate over thousands of threads
    u32 andm = x % 89u == 0 ? ~(1u << (y & 31u)) : ~0u;
    u32 orm = x % 97u == 0 ? 1u << (y & 31u) : 0u;
    // clang 14 at -O0 turns ~(1ull << (x & 63)) into its 64-bit software
    // rotate of ~1 by x, whose PTX shifts by x unmasked and gives 0 for
    // x >= 64; a 1 the compiler cannot see keeps it a shift
    u64 one = 1ull;
    asm("" : "+l"(one));
    u64 andm64 = y % 41u == 0 ? ~(one << (x & 63u)) : ~0ull;
    u64 orm64 = y % 43u == 0 ? 1ull << (x & 63u) : 0ull;
    u32 ex = x ^ 0x5bd1e995u;
    u64 ex64 = X ^ 0x9e3779b97f4a7c15ull;

    atomicAdd(&out[0], x);
    atomicSub(&out[1], y >> 4);
    atomicMin((int *)&out[2], (int)x);
    atomicMax((int *)&out[3], (int)y);
    atomicMin(&out[4], x ^ y);
    atomicMax(&out[5], x + y);
    atomicAnd(&out[6], andm);
    atomicOr(&out[7], orm);
    atomicXor(&out[8], x * 3u);
    pt[0] = atomicInc(&out[9], 1000u);
    pt[1] = atomicDec(&out[10], 77u);
    pt[2] = atomicExch(&out[11], ex);
    atomicAdd_system(&out[12], x >> 8);

    atomicAdd(&o64[0], X);
    atomicMin((long long *)&o64[1], (long long)X);
    atomicMax((long long *)&o64[2], (long long)(X ^ (u64)y << 7));
    atomicMin(&o64[3], X * 3u);
    atomicMax(&o64[4], X + 12345u);
    atomicAnd(&o64[5], andm64);
    atomicOr(&o64[6], orm64);
    atomicXor(&o64[7], X);
    u64 e64 = atomicExch(&o64[8], ex64);
    pt[6] = (u32)e64;
    pt[7] = (u32)(e64 >> 32);

    atomicAdd(&s32[0], x);
    atomicSub(&s32[1], y >> 4);
    atomicMin((int *)&s32[2], (int)x);
    atomicMax((int *)&s32[3], (int)y);
    atomicMin(&s32[4], x ^ y);
    atomicMax(&s32[5], x + y);
    atomicAnd(&s32[6], andm);
    atomicOr(&s32[7], orm);
    atomicXor(&s32[8], x * 3u);
    pt[3] = atomicInc(&s32[9], 100u);
    pt[4] = atomicDec(&s32[10], 50u);
    pt[5] = atomicExch(&s32[11], ex);
    atomicAdd_block(&s32[12], 1u);

    atomicAdd(&s64[0], X);
    atomicMin((long long *)&s64[1], (long long)X);
    atomicMax((long long *)&s64[2], (long long)(X ^ (u64)y << 7));
    atomicMin(&s64[3], X * 3u);
    atomicMax(&s64[4], X + 12345u);
    atomicAnd(&s64[5], andm64);
    atomicOr(&s64[6], orm64);
    atomicXor(&s64[7], X);
    atomicExch(&s64[8], ex64);
    __syncthreads();
    if (t == 0) {
        atomicAdd(&out[64], s32[0]);
        atomicAdd(&out[65], s32[1]);
        atomicMin((int *)&out[66], (int)s32[2]);
        atomicMax((int *)&out[67], (int)s32[3]);
        atomicMin(&out[68], s32[4]);
        atomicMax(&out[69], s32[5]);
        atomicAnd(&out[70], s32[6]);
        atomicOr(&out[71], s32[7]);
        atomicXor(&out[72], s32[8]);
        atomicAdd(&out[73], s32[9]);
        atomicAdd(&out[74], s32[10]);
        atomicAdd(&out[75], s32[12]);
        atomicAdd(&m64[0], s64[0]);
        atomicMin((long long *)&m64[1], (long long)s64[1]);
        atomicMax((long long *)&m64[2], (long long)s64[2]);
        atomicMin(&m64[3], s64[3]);
        atomicMax(&m64[4], s64[4]);
        atomicAnd(&m64[5], s64[5]);
        atomicOr(&m64[6], s64[6]);
        atomicXor(&m64[7], s64[7]);
        fin[0] = s32[11];
        fin[1] = (u32)s64[8];
        fin[2] = (u32)(s64[8] >> 32);
    }
}

// ---- a sum over the grid where the last block to finish adds up the
// per-block partial sums (__threadfence before taking a ticket). 128
// threads per block. out[0] is the ticket counter (atomicInc wraps it back
// to 0), out[1] the float total, out[2] counts the blocks that saw
// themselves last, out[4 + b] block b's partial. Every float sum is done in
// a fixed order, so the total does not depend on which block is last.
KERNEL(last_block)
{
    __shared__ float sm[128];
    // volatile: clang 14 otherwise loads the flag before the barrier in the
    // threads that do not write it (it takes the barrier to leave a shared
    // variable whose address is never taken alone)
    __shared__ volatile int am_last;
    const float *x = (const float *)in;
    float *part = (float *)(out + 4);
    u32 t = TIDX, nb = NCTAX;
    float s = 0.0f;
    for (int i = BIDX * NTIDX + t; i < n; i += NTIDX * nb)
        s += x[i];
    sm[t] = s;
    __syncthreads();
    for (u32 k = NTIDX / 2; k > 0; k >>= 1) {
        if (t < k)
            sm[t] += sm[t + k];
        __syncthreads();
    }
    if (t == 0) {
        part[BIDX] = sm[0];
        __threadfence();
        u32 ticket = atomicInc(&out[0], nb - 1);
        am_last = ticket == nb - 1;
    }
    __syncthreads();
    if (am_last) {
        float s2 = 0.0f;
        for (u32 j = t; j < nb; j += NTIDX)
            s2 += ((volatile float *)part)[j];
        sm[t] = s2;
        __syncthreads();
        for (u32 k = NTIDX / 2; k > 0; k >>= 1) {
            if (t < k)
                sm[t] += sm[t + k];
            __syncthreads();
        }
        if (t == 0) {
            ((float *)out)[1] = sm[0];
            atomicAdd(&out[2], 1u);
        }
    }
}

// ---- stream compaction of the in[i] (i < n) divisible by 3. Full warps.
// out[0], out[1]: counts; out[2 ..] the kept values, warp by warp (one
// atomicAdd per warp, by its first kept lane; lanes in order within a
// warp's slice); out[2 + n ..] the kept values, one atomicAdd each.
KERNEL(compact)
{
    int i = BIDX * NTIDX + TIDX;
    u32 lane = TIDX & 31u, x = i < n ? in[i] : 0u;
    int keep = i < n && x % 3u == 0;
    u32 mask = __ballot_sync(0xffffffffu, keep), base = 0;
    if (mask) {
        int leader = __ffs((int)mask) - 1;
        if ((int)lane == leader)
            base = atomicAdd(&out[0], (u32)__popc(mask));
        base = __shfl_sync(0xffffffffu, base, leader);
    }
    if (keep) {
        out[2 + base + __popc(mask & ((1u << lane) - 1u))] = x;
        out[2 + n + atomicAdd(&out[1], 1u)] = x;
    }
}
