// Many integer results per thread through device functions: CUDA's
// intrinsics (__byte_perm, funnel shifts, bit counts, SIMD video
// functions, min/max/abs, high multiplies) that -G keeps as real .func
// calls, __noinline__ helpers, inline PTX, divergent branches and loops.
// d[W-1] is written last, so a thread that stops early shows.
// References: ref_idev32 in tests/unit/test_cuda_arith.c.
// builds: ftz   (tests/exec/generate.sh)
#include "prelude.h"
typedef unsigned u32;
typedef unsigned long long u64;

#ifndef __NVCC__
// CUDA's SIMD and averaging intrinsics (clang runs without CUDA's headers)
#define D static __device__ __forceinline__
D unsigned __vadd2(unsigned a, unsigned b) { unsigned r; asm("vadd2.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0u)); return r; }
D unsigned __vsubss2(unsigned a, unsigned b) { unsigned r; asm("vsub2.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0u)); return r; }
D unsigned __vabsdiffu4(unsigned a, unsigned b) { unsigned r; asm("vabsdiff4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0u)); return r; }
D unsigned __vmaxs4(unsigned a, unsigned b) { unsigned r; asm("vmax4.s32.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0u)); return r; }
D unsigned __vcmpgtu4(unsigned a, unsigned b) { unsigned r; asm("vset4.u32.u32.gt %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0u)); return r * 0xffu; }
D int __hadd(int a, int b) { return (int)(((long long)a + b) >> 1); }
D int __rhadd(int a, int b) { return (int)(((long long)a + b + 1) >> 1); }
D unsigned __uhadd(unsigned a, unsigned b) { return (unsigned)(((u64)a + b) >> 1); }
D unsigned __urhadd(unsigned a, unsigned b) { return (unsigned)(((u64)a + b + 1) >> 1); }
#undef D
#endif

// a selector built in a device function, used by another
__device__ __noinline__ u32 sel_of(u32 z, u32 k) { return (z >> (4 * (k & 3))) | k << 12; }
__device__ __noinline__ u32 perm_chain(u32 x, u32 y, u32 z)
{
    u32 r = x;
    for (u32 k = 0; k < (z & 3) + 1; k++)    // a loop of calls in a call
        r = __byte_perm(r, y ^ k, sel_of(z, k));
    return r;
}
__device__ u32 prmt_raw(u32 x, u32 y, u32 s)
{
    u32 r;
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(s));
    return r;
}
__device__ __noinline__ u32 early(u32 x, u32 y)
{
    if (x == 0)
        return 0xe0u;
    if ((int)x < 0)
        return __byte_perm(x, y, 0x4321) ^ 1u;
    if (x > y)
        return __popc(x) + 0x100u;
    return __clz(x) + 0x200u;
}

#define W 32
extern "C" __global__ void idev32(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    u32 x = a[i], y = b[i], z = c[i];
    int sx = (int)x, sy = (int)y;
    u32 *d = o + i * W;
    d[0] = __byte_perm(x, y, z);
    d[1] = __byte_perm(x, y, z >> 4);
    d[2] = __byte_perm(x, y, 0x3210);
    d[3] = __byte_perm(y, x, 0x7531);
    d[4] = __byte_perm(x, 0, 0x8888 | z);    // the sign bits of the selector are masked away
    d[5] = prmt_raw(x, y, z);                // ... and not here
    d[6] = perm_chain(x, y, z);
    d[7] = __funnelshift_l(x, y, z);
    d[8] = __funnelshift_rc(x, y, z);
    d[9] = (u32)__popc(x) | (u32)__clz((int)y) << 8 | (u32)__ffs((int)z) << 16;
    d[10] = __brev(x);
    d[11] = (u32)min(sx, sy) ^ (u32)max(sx, sy) << 1;
    d[12] = umin(x, z) + umax(y, z);
    d[13] = (u32)abs(sx);
    d[14] = (u32)__mulhi(sx, sy);
    d[15] = __umulhi(x, z);
    d[16] = (u32)__sad(sx, sy, z);
    d[17] = __vadd2(x, y);
    d[18] = __vsubss2(x, y);
    d[19] = __vabsdiffu4(x, z);
    d[20] = __vmaxs4(y, z);
    d[21] = __vcmpgtu4(x, y);
    d[22] = (u32)__hadd(sx, sy) ^ (u32)__rhadd(sx, sy) << 3;
    d[23] = __uhadd(x, z) + __urhadd(y, z);
    if (x < y)                                // divergent, the same functions both ways
        d[24] = __byte_perm(x, z, y) ^ early(x, y);
    else
        d[24] = __byte_perm(z, y, x) + early(y, z);
    {
        u32 acc = 0;
        for (u32 k = 0; k < (x & 7); k++)     // trip count from the data
            acc = __byte_perm(acc ^ y, z, sel_of(x, k)) + __popc(acc);
        d[25] = acc;
    }
    d[26] = early(x, z) | early(z, y) << 12;
    d[27] = TID_X() & 1 ? __funnelshift_l(z, x, y) : __byte_perm(z, x, y);
    d[28] = (u32)__dp4a((int)x, (int)y, (int)z);
    d[29] = __byte_perm(__byte_perm(x, y, z), __byte_perm(y, z, x), __byte_perm(z, x, y));
    d[30] = prmt_raw(x, z, y & 0x7777u) ^ __byte_perm(x, z, y);   // 0 when prmt masks agree
    d[31] = 0x600d0000u | (u32)i;             // the last word: the thread got here
}
