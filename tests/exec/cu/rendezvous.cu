// Warp-synchronous instructions that the lanes of one member mask reach
// at different places: from sm_70 on, a lane waits until every lane of
// the mask has executed an instruction of the same kind with the same
// qualifiers and mask, not necessarily the same instruction (the two
// sides of a branch here, textually different so that no compiler merges
// them). Reference: test_cuda_warp.c. K(in, out, n): thread i reads
// x = in[i] (0x5555 when i >= n) and writes out[W*i .. W*i+W-1].
#include "prelude.h"
#define KERNEL(name) extern "C" __global__ void name(const int *in, unsigned *out, int n)

// W = 4
KERNEL(rv_sides)
{
    int i = GTID(), x = i < n ? in[i] : 0x5555;
    unsigned *o = out + 4 * i, l = TID_X() & 31u, base = TID_X() & ~31u;
    unsigned nl = NTID_X() - base < 32u ? NTID_X() - base : 32u;
    unsigned m = nl == 32u ? 0xffffffffu : (1u << nl) - 1u, b, s, a;
    if (l & 1) {
        asm volatile("{ .reg .pred p; setp.ne.s32 p, %1, 0; vote.sync.ballot.b32 %0, p, %2; }"
                     : "=r"(b) : "r"(x & 1), "r"(m));
        asm volatile("shfl.sync.idx.b32 %0, %1, %2, 31, %3;"
                     : "=r"(s) : "r"(x), "r"((l + 1u) % nl), "r"(m));
        asm volatile("{ .reg .pred p; setp.gt.s32 p, %1, 0; vote.sync.any.pred p, p, %2; selp.u32 %0, 1, 0, p; }"
                     : "=r"(a) : "r"(x), "r"(m));
    } else {
        asm volatile("{ .reg .pred q; setp.ne.s32 q, %1, 0;\n\tvote.sync.ballot.b32 %0, q, %2; }"
                     : "=r"(b) : "r"(x & 2), "r"(m));
        asm volatile("{ shfl.sync.idx.b32 %0, %1, %2, 0x1f, %3; }"
                     : "=r"(s) : "r"(x ^ 0x10), "r"((l + 1u) % nl), "r"(m));
        asm volatile("{ .reg .pred q; setp.lt.s32 q, %1, 0;\n\tvote.sync.any.pred q, q, %2; selp.u32 %0, 1, 0, q; }"
                     : "=r"(a) : "r"(x), "r"(m));
    }
    o[0] = b;
    o[1] = s;
    o[2] = a;
    o[3] = 0x600d0000u | (unsigned)i;    // the thread got here
}
