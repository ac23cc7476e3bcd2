// Loops with various unrolling pragmas and shapes.
__global__ void unroll_full(const float *in, float *out)
{
    float v[16];
#pragma unroll
    for (int k = 0; k < 16; k++) v[k] = in[threadIdx.x * 16 + k];
    float s = 0;
#pragma unroll
    for (int k = 0; k < 16; k++) s += v[k] * (k + 1);
#pragma unroll
    for (int k = 0; k < 16; k++) out[threadIdx.x * 16 + k] = v[15 - k] + s;
}

__global__ void unroll_partial(const int *in, int *out, int n)
{
    int acc = 0;
#pragma unroll 4
    for (int k = 0; k < n; k++) acc += in[k] ^ (k * threadIdx.x);
    out[threadIdx.x] = acc;
}

__global__ void no_unroll(const double *in, double *out, int n)
{
    double acc = 1.0;
#pragma unroll 1
    for (int k = 0; k < n; k++) acc = acc * in[k] + 1.0;
    out[threadIdx.x] = acc;
}

__global__ void nested_unroll(const float *A, const float *B, float *C)
{
    float a[4][4], b[4][4], c[4][4] = {};
    int base = threadIdx.x * 16;
#pragma unroll
    for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = 0; j < 4; j++) { a[i][j] = A[base + i * 4 + j]; b[i][j] = B[base + i * 4 + j]; }
#pragma unroll
    for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = 0; j < 4; j++)
#pragma unroll
            for (int k = 0; k < 4; k++) c[i][j] += a[i][k] * b[k][j];
#pragma unroll
    for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = 0; j < 4; j++) C[base + i * 4 + j] = c[i][j];
}

__global__ void while_loops(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int x = in[i], steps = 0;
    while (x != 1 && steps < 1000) { x = (x & 1) ? 3 * x + 1 : x >> 1; steps++; }
    int y = in[i];
    do { y = (y * 1103515245 + 12345) & 0x7fffffff; } while (y % 17 != 0 && ++steps < 2000);
    out[i] = steps + y;
}

__global__ void break_continue(const int *in, int *out, int n)
{
    int acc = 0;
    for (int k = 0; k < n; k++) {
        int v = in[k];
        if (v < 0) continue;
        if (v == 9999) break;
        if (v & 1) { acc += v; continue; }
        for (int j = 0; j < v; j++) {
            if (j > 10) goto done;
            acc ^= j;
        }
    }
done:
    out[threadIdx.x] = acc;
}

__global__ void switch_loop(const int *ops, const int *vals, int n, long long *out)
{
    long long acc = threadIdx.x;
    for (int k = 0; k < n; k++) {
        switch (ops[k]) {
        case 0: acc += vals[k]; break;
        case 1: acc -= vals[k]; break;
        case 2: acc *= vals[k]; break;
        case 3: acc = vals[k] ? acc / vals[k] : acc; break;
        case 4: acc <<= (vals[k] & 7); break;
        case 5: acc >>= (vals[k] & 7); break;
        case 6: acc ^= vals[k];
        case 7: acc |= 1; break;
        case 10: case 11: case 12: acc = -acc; break;
        default: acc = acc % 1000003;
        }
    }
    out[threadIdx.x] = acc;
}

template <int N>
__global__ void unroll_template(const float *in, float *out)
{
    float s = 0;
#pragma unroll
    for (int k = 0; k < N; k++) s += in[threadIdx.x + k * blockDim.x];
    out[threadIdx.x] = s;
}
template __global__ void unroll_template<3>(const float *, float *);
template __global__ void unroll_template<8>(const float *, float *);
template __global__ void unroll_template<32>(const float *, float *);
