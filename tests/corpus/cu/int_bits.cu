// Integer bit manipulation: popc, clz, brev, byte_perm, ffs, mul.hi, 64-bit ops.
#include <cstdint>

__device__ __forceinline__ unsigned rotl32(unsigned x, int r) { return (x << r) | (x >> (32 - r)); }

__global__ void bit_stats(const unsigned *in, unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned v = in[i];
    unsigned r = 0;
    r += __popc(v);
    r += __clz(v) << 8;
    r ^= __brev(v);
    r += __ffs(v) << 16;
    r ^= __byte_perm(v, r, 0x3210 + (i & 7));
    r += rotl32(v, i & 31);
    r ^= __funnelshift_l(v, r, i & 31);
    r += __funnelshift_rc(r, v, (i * 3) & 63);
    out[i] = r;
}

__global__ void bit_stats64(const unsigned long long *in, unsigned long long *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long v = in[i];
    unsigned long long r = __popcll(v);
    r |= (unsigned long long)__clzll(v) << 8;
    r ^= __brevll(v);
    r += (unsigned long long)__ffsll((long long)v) << 20;
    r += __umul64hi(v, 0x9E3779B97F4A7C15ull);
    r ^= (unsigned long long)__mul64hi((long long)v, -7ll);
    out[i] = r;
}

__global__ void mulhi_kernel(const int *a, const int *b, int *hi, unsigned *uhi, int *m24, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        hi[i] = __mulhi(a[i], b[i]);
        uhi[i] = __umulhi((unsigned)a[i], (unsigned)b[i]);
        m24[i] = __mul24(a[i], b[i]) + __umul24(a[i], 3u);
    }
}

__global__ void sad_abs(const int *a, const int *b, unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned s = __sad(a[i], b[i], 5u) + __usad((unsigned)a[i], (unsigned)b[i], 1u);
        s += abs(a[i]) + (unsigned)llabs((long long)b[i] * 1000000007ll);
        s += __hadd(a[i], b[i]) + __rhadd(a[i], b[i]) + __uhadd(a[i], b[i]);
        s += min(a[i], b[i]) * 3 + max((unsigned)a[i], (unsigned)b[i]);
        out[i] = s;
    }
}

// Classic bit tricks
__device__ unsigned next_pow2(unsigned v)
{
    v--; v |= v >> 1; v |= v >> 2; v |= v >> 4; v |= v >> 8; v |= v >> 16; return v + 1;
}

__device__ unsigned gray_to_bin(unsigned g)
{
    for (unsigned m = g >> 1; m; m >>= 1) g ^= m;
    return g;
}

__device__ int parity(unsigned long long x) { return __popcll(x) & 1; }

__device__ unsigned long long morton2(unsigned x, unsigned y)
{
    unsigned long long a = x, b = y;
    a = (a | (a << 16)) & 0x0000FFFF0000FFFFull; a = (a | (a << 8)) & 0x00FF00FF00FF00FFull;
    a = (a | (a << 4)) & 0x0F0F0F0F0F0F0F0Full; a = (a | (a << 2)) & 0x3333333333333333ull;
    a = (a | (a << 1)) & 0x5555555555555555ull;
    b = (b | (b << 16)) & 0x0000FFFF0000FFFFull; b = (b | (b << 8)) & 0x00FF00FF00FF00FFull;
    b = (b | (b << 4)) & 0x0F0F0F0F0F0F0F0Full; b = (b | (b << 2)) & 0x3333333333333333ull;
    b = (b | (b << 1)) & 0x5555555555555555ull;
    return a | (b << 1);
}

__global__ void tricks(unsigned *out, unsigned long long *out64, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned x = i * 2654435761u;
    out[4 * i + 0] = next_pow2(x >> 8);
    out[4 * i + 1] = gray_to_bin(x);
    out[4 * i + 2] = parity(x * 0x123456789ull);
    out[4 * i + 3] = (x & -x) ^ (x & (x - 1));
    out64[i] = morton2(x & 0xffff, x >> 16);
}

__global__ void wide_math(const long long *a, const long long *b, long long *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    long long x = a[i], y = b[i];
    unsigned long long ux = (unsigned long long)x;
    long long r = x * y + (x >> 13) - (long long)(ux >> 7);
    r ^= (x << (y & 63));
    r += (long long)((__int128)x * y >> 64);
    r += (int)x * (long long)(int)y; // mul.wide
    r += (unsigned long long)(unsigned)x * (unsigned)y;
    o[i] = r < 0 ? -r : r;
}
