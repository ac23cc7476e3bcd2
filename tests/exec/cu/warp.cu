// Warp-level intrinsics and cooperative groups (tests/unit/test_cuda_warp.c
// holds the C reference). Every kernel: K(const int *in, int *out, int n);
// thread i (grid-wide) reads x = in[i] (0x5555 when i >= n) and writes
// out[W*i .. W*i+W-1]. Every thread of the grid runs the warp operations.
// Masks name only the lanes that exist (the last warp of a block may be
// partial); a shuffle whose source lane does not exist writes MARK.
// builds: ftz no-clang sm_80+   (tests/exec/generate.sh)
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

#define MARK 0x7eadbeef
#define KERNEL(name) extern "C" __global__ void name(const int *in, int *out, int n)

__device__ __forceinline__ int gtid() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ __forceinline__ unsigned lane() { return threadIdx.x & 31u; }
// lanes of this thread's warp that exist
__device__ __forceinline__ unsigned nlanes()
{
    unsigned base = threadIdx.x & ~31u, left = blockDim.x - base;
    return left < 32u ? left : 32u;
}
__device__ __forceinline__ unsigned warp_mask()
{
    unsigned nl = nlanes();
    return nl == 32u ? 0xffffffffu : (1u << nl) - 1u;
}
__device__ __forceinline__ int load(const int *in, int n)
{
    int i = gtid();
    return i < n ? in[i] : 0x5555;
}
// source lanes of the shuffles (width w): own lane when out of the segment
__device__ __forceinline__ unsigned src_idx(unsigned l, unsigned s, unsigned w) { return (l & ~(w - 1u)) | (s & (w - 1u)); }
__device__ __forceinline__ unsigned src_up(unsigned l, unsigned d, unsigned w) { return (l & (w - 1u)) >= d ? l - d : l; }
__device__ __forceinline__ unsigned src_down(unsigned l, unsigned d, unsigned w) { return (l & (w - 1u)) + d < w ? l + d : l; }
__device__ __forceinline__ unsigned src_xor(unsigned l, unsigned m, unsigned w) { return (l ^ m) < ((l & ~(w - 1u)) + w) ? l ^ m : l; }

// 4 shuffles of an int at width w: idx (lane*5+3), up 3, down 2, xor 5
template <int w>
__device__ __forceinline__ void shfl4(int *o, int x, unsigned m, unsigned l, unsigned nl)
{
    int a = __shfl_sync(m, x, l * 5u + 3u, w);
    int b = __shfl_up_sync(m, x, 3, w);
    int c = __shfl_down_sync(m, x, 2, w);
    int d = __shfl_xor_sync(m, x, 5, w);
    o[0] = src_idx(l, l * 5u + 3u, w) < nl ? a : MARK;
    o[1] = src_up(l, 3u, w) < nl ? b : MARK;
    o[2] = src_down(l, 2u, w) < nl ? c : MARK;
    o[3] = src_xor(l, 5u, w) < nl ? d : MARK;
}

// W = 33: int at widths 32/16/8 (12), a data-dependent index (1), float (4),
// double (4x2: low, high word), long long (4x2)
KERNEL(warp_shfl)
{
    int x = load(in, n), *o = out + 33 * gtid();
    unsigned m = warp_mask(), l = lane(), nl = nlanes();
    shfl4<32>(o, x, m, l, nl);
    shfl4<16>(o + 4, x, m, l, nl);
    shfl4<8>(o + 8, x, m, l, nl);
    int v = __shfl_sync(m, x, x);
    o[12] = ((unsigned)x & 31u) < nl ? v : MARK;

    float f = __int_as_float(x);
    float fa = __shfl_sync(m, f, 31 - l);
    float fb = __shfl_up_sync(m, f, 1);
    float fc = __shfl_down_sync(m, f, 4, 16);
    float fd = __shfl_xor_sync(m, f, 3, 8);
    o[13] = 31u - l < nl ? __float_as_int(fa) : MARK;
    o[14] = __float_as_int(fb);
    o[15] = src_down(l, 4u, 16u) < nl ? __float_as_int(fc) : MARK;
    o[16] = src_xor(l, 3u, 8u) < nl ? __float_as_int(fd) : MARK;

    double g = __longlong_as_double(((long long)x << 32) ^ (long long)(unsigned)(x * 7 + (int)l));
    double g0 = __shfl_sync(m, g, 7, 16);
    double g1 = __shfl_up_sync(m, g, 2, 8);
    double g2 = __shfl_down_sync(m, g, 1);
    double g3 = __shfl_xor_sync(m, g, 16);
    long long gb[4] = {__double_as_longlong(g0), __double_as_longlong(g1), __double_as_longlong(g2),
                       __double_as_longlong(g3)};
    bool gok[4] = {src_idx(l, 7u, 16u) < nl, true, src_down(l, 1u, 32u) < nl, src_xor(l, 16u, 32u) < nl};
    for (int k = 0; k < 4; k++) {
        o[17 + 2 * k] = gok[k] ? (int)gb[k] : MARK;
        o[18 + 2 * k] = gok[k] ? (int)(gb[k] >> 32) : MARK;
    }

    long long q = ((long long)x << 21) ^ (long long)(l * 0x10001u);
    long long qb[4] = {__shfl_sync(m, q, l ^ 9u, 32), __shfl_up_sync(m, q, 5, 16),
                       __shfl_down_sync(m, q, 3, 8), __shfl_xor_sync(m, q, 1, 16)};
    bool qok[4] = {(l ^ 9u) < nl, true, src_down(l, 3u, 8u) < nl, src_xor(l, 1u, 16u) < nl};
    for (int k = 0; k < 4; k++) {
        o[25 + 2 * k] = qok[k] ? (int)qb[k] : MARK;
        o[26 + 2 * k] = qok[k] ? (int)(qb[k] >> 32) : MARK;
    }
}

// W = 14: ballot/any/all/activemask, converged and divergent
KERNEL(warp_vote)
{
    int x = load(in, n), *o = out + 14 * gtid();
    unsigned m = warp_mask(), l = lane();
    o[0] = __ballot_sync(m, x & 1);
    o[1] = __any_sync(m, x < 0);
    o[2] = __all_sync(m, x != 0);
    o[3] = __all_sync(m, (x & 3) != 0);
    o[4] = __any_sync(m, x == 0x12345);
    o[5] = o[6] = 0;
    if (l & 1) {                        // odd lanes only
        unsigned am = __activemask();
        o[5] = am;
        o[6] = __ballot_sync(am, x > 0);
    }
    __syncwarp(m);
    unsigned am, b;
    int c;
    if (x % 3 == 0) {                   // data-dependent branch
        am = __activemask();
        b = __ballot_sync(am, x & 2);
        c = __all_sync(am, x & 4);
    } else {
        am = __activemask();
        b = __ballot_sync(am, x & 8);
        c = __any_sync(am, x & 16) + 2;
    }
    o[7] = am;
    o[8] = b;
    o[9] = c;
    __syncwarp(m);
    // divergent loop: lane runs (x & 3) + (l & 1) rounds
    int r = 0, cnt = (x & 3) + (int)(l & 1);
    unsigned acc = 0;
    for (int k = 0; k < cnt; k++) {
        unsigned a = __activemask();
        acc = acc * 31u + a;
        r += __popc(__ballot_sync(a, (x >> k) & 1));
    }
    o[10] = acc;
    o[11] = r;
    __syncwarp(m);
    o[12] = __ballot_sync(m, 1);
    o[13] = __popc(__ballot_sync(m, x > 1000));
}

// W = 8: match_any / match_all, 32- and 64-bit, converged and divergent
KERNEL(warp_match)
{
    int x = load(in, n), *o = out + 8 * gtid();
    unsigned m = warp_mask(), l = lane();
    int warp = (int)(threadIdx.x >> 5), p = -1;
    o[0] = __match_any_sync(m, x & 7);
    o[1] = __match_any_sync(m, ((long long)(x & 3) << 33) | (long long)(l & 1));
    int v = (warp & 1) ? 77 : (x & 1);
    o[2] = __match_all_sync(m, v, &p);
    o[3] = p;
    long long w = (warp & 1) ? 0x123456789abLL : (long long)(x & 1) << 40;
    o[4] = __match_all_sync(m, w, &p);
    o[5] = p;
    o[6] = o[7] = 0;
    if (l & 1) {
        o[6] = __match_any_sync(m & 0xaaaaaaaau, x & 3);
        o[7] = __match_all_sync(m & 0xaaaaaaaau, x | 0x7fffffff, &p) ^ (p << 1);
    }
}

// W = 10: redux.sync (sm_80)
KERNEL(warp_redux)
{
    int x = load(in, n), *o = out + 10 * gtid();
    unsigned m = warp_mask(), l = lane(), u = (unsigned)x;
    o[0] = __reduce_add_sync(m, u);
    o[1] = __reduce_min_sync(m, x);
    o[2] = __reduce_max_sync(m, x);
    o[3] = __reduce_min_sync(m, u);
    o[4] = __reduce_max_sync(m, u);
    o[5] = __reduce_and_sync(m, u | 0xffff0000u);
    o[6] = __reduce_or_sync(m, u & 0x11111111u);
    o[7] = __reduce_xor_sync(m, u);
    if (l & 1) {
        o[8] = __reduce_add_sync(m & 0xaaaaaaaau, u >> 4);
        o[9] = __reduce_max_sync(m & 0xaaaaaaaau, x);
    } else {
        o[8] = __reduce_min_sync(m & 0x55555555u, x);
        o[9] = __reduce_add_sync(m & 0x55555555u, x);
    }
}

// W = 8: cooperative groups (tiles of 16 and 8, block sync); the block size
// is a multiple of 16
KERNEL(warp_cg)
{
    __shared__ int sh[1024];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
    cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
    int x = load(in, n), *o = out + 8 * gtid();
    o[0] = cg::reduce(t8, x, cg::greater<int>());
    o[1] = cg::reduce(t8, x, cg::plus<int>());
    o[2] = t16.shfl_xor(x, 9) ^ t16.shfl_up(x, 2);
    int s = x;
    for (int d = 4; d > 0; d /= 2)
        s += t8.shfl_down(s, d);
    o[3] = s;
    o[4] = t16.shfl(x, 13) - t8.shfl_up(x, 1);
    o[5] = (int)(t16.meta_group_rank() * 100u + t16.thread_rank() * 1000u + t8.meta_group_rank());
    sh[block.thread_rank()] = x;
    block.sync();
    o[6] = sh[(block.thread_rank() + 17u) % block.size()] + t8.shfl(x, 3);
    block.sync();
    sh[block.thread_rank()] = o[0];
    block.sync();
    o[7] = sh[block.size() - 1u - block.thread_rank()];
}
