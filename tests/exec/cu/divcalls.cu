// The two sides of a divergent branch calling the same device functions:
// on a GPU the sides run one after the other, so what a call sees of the
// warp (__activemask, a ballot over it) is its own side's lanes, whether
// the function is inlined (-O3) or a real call (-G, __noinline__).
// Reference: test_cuda_warp.c. K(in, out, n): thread i reads x = in[i]
// (0x5555 when i >= n) and writes out[W*i .. W*i+W-1].
// builds: no-clang   (clang hoists the two sides' identical __activemask
// above the branch: a program with another answer, which the ISA allows)
#include "prelude.h"
#ifndef __NVCC__
static __device__ __forceinline__ unsigned __activemask(void)
{
    unsigned m;
    asm volatile("activemask.b32 %0;" : "=r"(m));
    return m;
}
static __device__ __forceinline__ unsigned __ballot_sync(unsigned m, int p)
{
    unsigned r;
    asm volatile("{ .reg .pred q; setp.ne.s32 q, %2, 0; vote.sync.ballot.b32 %0, q, %1; }"
                 : "=r"(r) : "r"(m), "r"(p));
    return r;
}
#endif
#define KERNEL(name) extern "C" __global__ void name(const int *in, unsigned *out, int n)

// no branch inside: at -O3 a call without labels
__device__ __noinline__ unsigned side_mask(void) { return __activemask(); }
// a loop inside: a label in the callee in every build
__device__ __noinline__ unsigned side_mask_loop(int x)
{
    unsigned m = 0;
    for (int k = 0; k < 1 + (x & 1); k++)
        m |= __activemask();
    return m;
}

// W = 6
KERNEL(dc_branch)
{
    int i = GTID(), x = i < n ? in[i] : 0x5555;
    unsigned *o = out + 6 * i, am, b, m1, m2;
    if (x % 3 == 0) {
        am = __activemask();
        b = __ballot_sync(am, x & 2);
        m1 = side_mask();
        m2 = side_mask_loop(x);
    } else {
        am = __activemask();
        b = __ballot_sync(am, x & 8);
        m1 = side_mask();
        m2 = side_mask_loop(x ^ 1);
    }
    o[0] = am;
    o[1] = b;
    o[2] = m1;
    o[3] = m2;
    o[4] = __activemask();                 // together again
    o[5] = 0x600d0000u | (unsigned)i;      // the thread got here
}
