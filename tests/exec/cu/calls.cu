// Calls: kernels whose work is done by __noinline__ device functions
// (calls_impl.h, which tests/unit/test_cuda_calls.c also compiles as C99 for
// the reference). Every kernel: K(const int *in, const int *aux, u32 *o, int n);
// thread i reads in[4i .. 4i+3] and writes o[W*i .. W*i+W-1] when i < n.
// calls_loop and calls_virtual share data across the block, so every thread
// of the grid runs them (in[] covers the whole grid) and only the writes
// are limited to i < n.
// builds: ftz   (tests/exec/generate.sh)
#include "prelude.h"
#ifdef __NVCC__
#include <new>
#define TID() threadIdx.x
#define NTID() blockDim.x
#else
#define __noinline__ __attribute__((noinline))
#define __shared__ __attribute__((shared))
#define TID() __nvvm_read_ptx_sreg_tid_x()
#define NTID() __nvvm_read_ptx_sreg_ntid_x()
__device__ inline void *operator new(__SIZE_TYPE__, void *p) noexcept { return p; }
#endif
#include "calls_impl.h"

#define KERNEL(name) extern "C" __global__ void name(const int *in, const int *aux, u32 *o, int n)

KERNEL(calls_scalars)
{
    int i = GTID();
    if (i >= n) return;
    body_scalars(in + CALLS_IN * i, o + W_SCALARS * i);
}

KERNEL(calls_structs)
{
    int i = GTID();
    if (i >= n) return;
    body_structs(in + CALLS_IN * i, o + W_STRUCTS * i);
}

// the callee sees one pointer into each of global (o), shared and local memory
KERNEL(calls_pointers)
{
    __shared__ int sh[MAX_BLOCK * 6];
    int i = GTID();
    if (i >= n) return;
    body_pointers(in + CALLS_IN * i, (int *)(o + W_POINTERS * i), sh + 6 * TID(), o + W_POINTERS * i);
}

KERNEL(calls_recursion)
{
    int i = GTID();
    if (i >= n) return;
    body_recursion(in + CALLS_IN * i, o + W_RECURSION * i);
}

// aux: the tree, TREE_NODES nodes of three ints
KERNEL(calls_tree)
{
    int i = GTID();
    if (i >= n) return;
    body_tree(in + CALLS_IN * i, aux, o + W_TREE * i);
}

// aux: a copy of op_table made by the host
KERNEL(calls_fnptr)
{
    int i = GTID();
    if (i >= n) return;
    body_fnptr(in + CALLS_IN * i, (const binop *)aux, o + W_FNPTR * i);
}

// recursion deeper than any stack limit: the launch must fail cleanly
KERNEL(calls_overflow)
{
    int i = GTID();
    u32 up[3] = {0, 0, 0};
    if (i >= n) return;
    o[i] = rec_local(200000 + in[CALLS_IN * i + 1], up) + up[0];
}

KERNEL(calls_early)
{
    int i = GTID();
    if (i >= n) return;
    body_early(in + CALLS_IN * i, o + W_EARLY * i);
}

// bar.sync inside a function that every thread of the block calls, on a
// __shared__ array declared in the function
__device__ __noinline__ u32 block_rotate(u32 t, u32 nt, u32 v)
{
    __shared__ u32 tmp[MAX_BLOCK];
    u32 r;
    tmp[t] = v;
    __syncthreads();
    r = tmp[(t + 1) % nt];
    __syncthreads();
    return r;
}

// step() called in a loop whose trip count differs per thread, with the
// barriers outside that loop
KERNEL(calls_loop)
{
    __shared__ u32 sh[MAX_BLOCK];
    u32 t = TID(), nt = NTID(), acc = 0, v, last, r;
    int i = GTID(), round, j, cnt;
    const int *x = in + CALLS_IN * i;
    v = (u32)x[0];
    cnt = (int)((u32)x[1] % 6u);
    sh[t] = v;
    __syncthreads();
    for (round = 0; round < 3; round++) {
        acc = (u32)round;
        for (j = 0; j < cnt + round; j++)
            acc = step(acc, sh[(t + (u32)j) % nt], j);
        __syncthreads();
        sh[t] = acc ^ v;
        __syncthreads();
    }
    last = sh[(t + 5u) % nt];
    r = block_rotate(t, nt, acc * 3u);
    if (i < n) {
        o[W_LOOP * i] = acc;
        o[W_LOOP * i + 1] = last;
        o[W_LOOP * i + 2] = r;
    }
}

// Virtual calls: objects built with placement new in shared memory (one
// slot a thread, of a type chosen by the thread) and in local memory, and
// as locals, called through base pointers. Each thread calls its
// neighbour's shared object, so the compiler cannot know the type. Chains
// of 0 to 4 Chain objects make Chain::apply and Chain::kind recursive
// through virtual calls only, to a depth that differs per thread.
struct Op {
    int k;
    __device__ Op(int k_) : k(k_) {}
    __device__ virtual u32 apply(u32 x) const { return x + (u32)k; }
    __device__ virtual int kind() const { return 0; }
    __device__ virtual S_i3 triple(int x) const
    {
        S_i3 r;
        r.x = x;
        r.y = k;
        r.z = kind();
        return r;
    }
};
struct Mul : Op {
    __device__ Mul(int k_) : Op(k_) {}
    __device__ u32 apply(u32 x) const { return x * (u32)k; }
    __device__ int kind() const { return 1; }
};
struct Rot : Op {
    __device__ Rot(int k_) : Op(k_) {}
    __device__ u32 apply(u32 x) const { return rotl(x, (u32)k); }
    __device__ int kind() const { return 2; }
    __device__ S_i3 triple(int x) const
    {
        S_i3 r;
        r.x = (int)rotl((u32)x, (u32)k);
        r.y = (int)apply((u32)x + 1u);
        r.z = -kind();
        return r;
    }
};
struct Chain : Op {
    const Op *a, *b;
    __device__ Chain(const Op *a_, const Op *b_) : Op(0), a(a_), b(b_) {}
    __device__ u32 apply(u32 x) const { return b->apply(a->apply(x)) + (x >> 7) + 1u; }
    __device__ int kind() const { return 10 + a->kind() * 4 + b->kind(); }
};
static_assert(sizeof(Chain) <= 32 && sizeof(Rot) <= 32, "slots are 32 bytes");

KERNEL(calls_virtual)
{
    __shared__ u64 pool[MAX_BLOCK * 4];   // 32 bytes a thread
    u32 t = TID(), nt = NTID();
    int i = GTID();
    const int *x = in + CALLS_IN * i;
    int k = x[1] % 32;
    void *slot = pool + 4 * t;
    switch ((u32)x[3] % 3u) {
    case 0: new (slot) Op(k); break;
    case 1: new (slot) Mul(k); break;
    default: new (slot) Rot(k); break;
    }
    __syncthreads();
    const Op *nb = (const Op *)(pool + 4 * ((t + 1u) % nt));
    Mul lm(x[2] & 7);
    Rot lr(x[0] & 31);
    Chain ch(&lm, nb);
    const Op *sel[4] = {nb, &lm, &lr, &ch};
    const Op *p = sel[(u32)x[0] % 4u];
    Mul m0(3), m1(5), m2(x[2] | 1), m3(7);
    const Op *ms[4] = {&m0, &m1, &m2, &m3};
    u64 cbuf[4 * 4];                      // up to four Chains, 32 bytes each
    const Op *cur = nb;
    int depth = (int)((u32)x[3] % 5u), j;
    for (j = 0; j < depth; j++)
        cur = new (cbuf + 4 * j) Chain(ms[j], cur);
    if (i < n) {
        u32 *d = o + W_VIRTUAL * i, v = (u32)x[2];
        S_i3 tr = p->triple(x[1]);
        d[0] = nb->apply(v);
        d[1] = (u32)nb->kind();
        d[2] = p->apply(v);
        d[3] = (u32)p->kind();
        d[4] = (u32)tr.x ^ (u32)tr.y << 8 ^ (u32)tr.z << 16;
        d[5] = ch.apply(v ^ 0x5a5a5a5au);
        d[6] = cur->apply(v);
        d[7] = (u32)cur->kind();
    }
}
