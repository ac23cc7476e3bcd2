// Kernels for `make bench` (tests/bench/bench_exec.c), each the same
// algorithm as its C twin in bench_exec.c. bench_kernels.ptx beside this
// file was generated with:
//   nvcc -ptx -arch=sm_75 -O3 bench_kernels.cu -o bench_kernels.ptx

extern "C" __global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

// Escape-time iteration counts over a w x h grid of [-2,1] x [-1.5,1.5].
extern "C" __global__ void mandelbrot(int w, int h, int maxit, int *out)
{
    int px = blockIdx.x * blockDim.x + threadIdx.x;
    int py = blockIdx.y;
    if (px >= w)
        return;
    float cr = -2.0f + 3.0f * px / w, ci = -1.5f + 3.0f * py / h;
    float zr = 0.0f, zi = 0.0f;
    int it = 0;
    while (it < maxit && zr * zr + zi * zi <= 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        it++;
    }
    out[py * w + px] = it;
}

// A per-thread integer loop: xorshift32 rounds folded into a sum.
extern "C" __global__ void intloop(int n, int rounds, unsigned *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned x = 2463534242u ^ (unsigned)i, s = 0;
    for (int r = 0; r < rounds; r++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        s += x * 2654435761u;
    }
    out[i] = s;
}

// Horner evaluation of a degree-15 polynomial, repeated: float FMA heavy.
extern "C" __global__ void poly(int n, int reps, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float v = x[i], acc = 0.0f;
    for (int r = 0; r < reps; r++) {
        float p = 0.0f;
#pragma unroll
        for (int k = 15; k >= 0; k--)
            p = p * v + (float)(k + 1) * 0.0625f;
        acc += p;
        v = v * 0.999f + 0.0001f;
    }
    y[i] = acc;
}

// One SHA-256 compression per thread per round, over a message derived
// from the thread index.
__device__ __forceinline__ unsigned rotr(unsigned x, int n)
{
    return (x >> n) | (x << (32 - n));
}

extern "C" __global__ void sha256(int n, int rounds, unsigned *out)
{
    const unsigned K[64] = {
        0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
        0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u,
        0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
        0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u,
        0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u,
        0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
        0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
        0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u};
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    unsigned h[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                     0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};
    for (int r = 0; r < rounds; r++) {
        unsigned w[64];
        for (int i = 0; i < 16; i++)
            w[i] = (unsigned)t * 0x9e3779b9u + (unsigned)i + h[i & 7];
        for (int i = 16; i < 64; i++) {
            unsigned s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
            unsigned s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        unsigned a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
        for (int i = 0; i < 64; i++) {
            unsigned S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
            unsigned ch = (e & f) ^ (~e & g);
            unsigned t1 = hh + S1 + ch + K[i] + w[i];
            unsigned S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
            unsigned mj = (a & b) ^ (a & c) ^ (b & c);
            unsigned t2 = S0 + mj;
            hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
        }
        h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
    }
    for (int i = 0; i < 8; i++)
        out[t * 8 + i] = h[i];
}

// Call-heavy: naive recursive Fibonacci per thread, depths differing by
// thread so the warp diverges inside the recursion.
__device__ __noinline__ unsigned fib(unsigned n)
{
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

extern "C" __global__ void fibk(int n, unsigned base, unsigned *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
        out[t] = fib(base + (t & 3));
}

// Tiled matrix multiply C = A * B (n x n floats, n a multiple of 16):
// 16x16 tiles staged in shared memory, two barriers per tile.
extern "C" __global__ void matmul(int n, const float *a, const float *b, float *c)
{
    __shared__ float ta[16][16], tb[16][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * 16 + ty, col = blockIdx.x * 16 + tx;
    float acc = 0.0f;
    for (int t = 0; t < n; t += 16) {
        ta[ty][tx] = a[row * n + t + tx];
        tb[ty][tx] = b[(t + ty) * n + col];
        __syncthreads();
        for (int k = 0; k < 16; k++)
            acc += ta[ty][k] * tb[k][tx];
        __syncthreads();
    }
    c[row * n + col] = acc;
}

// Byte histogram: per-block bins in shared memory (heavy contention on
// a skewed input), merged into the global bins with atomics.
extern "C" __global__ void histogram(int n, const unsigned char *data, unsigned *bins)
{
    __shared__ unsigned local[256];
    for (int i = threadIdx.x; i < 256; i += blockDim.x)
        local[i] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int i = threadIdx.x; i < 256; i += blockDim.x)
        if (local[i])
            atomicAdd(&bins[i], local[i]);
}

// One Jacobi step on an n x n grid (n a multiple of 16): each point
// becomes a quarter of the sum of its four neighbours, read from a 16x16
// tile with a one-cell halo in shared memory; a neighbour outside the
// grid is the point itself. 16x16 blocks.
extern "C" __global__ void jacobi(int n, const float *in, float *out)
{
    __shared__ float t[18][18];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * 16 + tx, y = blockIdx.y * 16 + ty;
    float c = in[y * n + x];
    t[ty + 1][tx + 1] = c;
    if (tx == 0)
        t[ty + 1][0] = x > 0 ? in[y * n + x - 1] : c;
    if (tx == 15)
        t[ty + 1][17] = x < n - 1 ? in[y * n + x + 1] : c;
    if (ty == 0)
        t[0][tx + 1] = y > 0 ? in[(y - 1) * n + x] : c;
    if (ty == 15)
        t[17][tx + 1] = y < n - 1 ? in[(y + 1) * n + x] : c;
    __syncthreads();
    out[y * n + x] = 0.25f * (t[ty + 1][tx] + t[ty + 1][tx + 2] +
                              t[ty][tx + 1] + t[ty + 2][tx + 1]);
}
