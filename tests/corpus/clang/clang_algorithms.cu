// Longer algorithms for clang NVPTX: SHA-like mixing, bitonic sort, histogram, stencil, mandelbrot.
#include "prelude.h"

__device__ static __forceinline__ unsigned rotr(unsigned x, int n) { return (x >> n) | (x << (32 - n)); }

__global__ void mix_hash(const unsigned *in, unsigned *out, int n, int rounds)
{
    int i = gtid();
    if (i >= n) return;
    unsigned a = in[i], b = 0x6a09e667u, c = 0xbb67ae85u, d = 0x3c6ef372u;
    for (int r = 0; r < rounds; r++) {
        unsigned t = rotr(a, 6) ^ rotr(a, 11) ^ rotr(a, 25);
        unsigned ch = (a & b) ^ (~a & c);
        unsigned nt = d + t + ch + 0x428a2f98u * (r + 1);
        d = c; c = b; b = a; a = nt ^ rotr(b, 2);
    }
    out[i] = a ^ b ^ c ^ d;
}

__global__ void bitonic(unsigned *d)
{
    __shared__ unsigned s[512];
    int t = tid_x();
    s[t] = d[ctaid_x() * 512 + t];
    s[t + 256] = d[ctaid_x() * 512 + t + 256];
    for (int k = 2; k <= 512; k <<= 1)
        for (int j = k >> 1; j > 0; j >>= 1) {
            sync_block();
            for (int i = t; i < 512; i += 256) {
                int p = i ^ j;
                if (p > i) {
                    bool up = (i & k) == 0;
                    if ((s[i] > s[p]) == up) { unsigned x = s[i]; s[i] = s[p]; s[p] = x; }
                }
            }
        }
    sync_block();
    d[ctaid_x() * 512 + t] = s[t];
    d[ctaid_x() * 512 + t + 256] = s[t + 256];
}

__global__ void histogram(const unsigned char *data, unsigned *hist, int n)
{
    __shared__ unsigned h[256];
    for (int i = tid_x(); i < 256; i += ntid_x()) h[i] = 0;
    sync_block();
    for (int i = gtid(); i < n; i += ntid_x() * nctaid_x()) __nvvm_atom_add_gen_i((int *)&h[data[i]], 1);
    sync_block();
    for (int i = tid_x(); i < 256; i += ntid_x()) __nvvm_atom_add_gen_i((int *)&hist[i], h[i]);
}

__global__ void jacobi(const float *u, float *un, int nx, int ny)
{
    int x = ctaid_x() * ntid_x() + tid_x();
    int y = ctaid_y() * ntid_y() + tid_y();
    if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) return;
    un[y * nx + x] = 0.25f * (u[y * nx + x - 1] + u[y * nx + x + 1] + u[(y - 1) * nx + x] + u[(y + 1) * nx + x]);
}

__global__ void mandel(int *it, int w, int h, float cx, float cy, float sc, int maxit)
{
    int x = ctaid_x() * ntid_x() + tid_x();
    int y = ctaid_y() * ntid_y() + tid_y();
    if (x >= w || y >= h) return;
    float cr = cx + (x - w / 2) * sc, ci = cy + (y - h / 2) * sc, zr = 0, zi = 0;
    int k = 0;
    while (k < maxit && zr * zr + zi * zi < 4.0f) { float t = zr * zr - zi * zi + cr; zi = 2 * zr * zi + ci; zr = t; k++; }
    it[y * w + x] = k;
}

__global__ void scan_warp(const int *in, int *out)
{
    int v = in[gtid()];
    int lane = laneid();
    for (int o = 1; o < 32; o <<= 1) {
        int n = __nvvm_shfl_sync_up_i32(0xffffffff, v, o, 0);
        if (lane >= o) v += n;
    }
    out[gtid()] = v;
}
