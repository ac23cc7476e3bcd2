// Warp shuffle intrinsics: idx, up, down, xor with various widths and types.
__global__ void shfl_modes(const int *in, int *out)
{
    int lane = threadIdx.x & 31;
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    int a = __shfl_sync(0xffffffff, v, 0);
    int b = __shfl_sync(0xffffffff, v, (lane + 5) & 31);
    int c = __shfl_up_sync(0xffffffff, v, 1);
    int d = __shfl_down_sync(0xffffffff, v, 3);
    int e = __shfl_xor_sync(0xffffffff, v, 16);
    int f = __shfl_sync(0xffffffff, v, lane ^ 1, 16);
    int g = __shfl_up_sync(0xffffffff, v, 2, 8);
    int h = __shfl_down_sync(0xffffffff, v, 1, 4);
    int k = __shfl_xor_sync(0x0000ffff, v, 2, 16);
    out[blockIdx.x * blockDim.x + threadIdx.x] = a + b * 3 + c * 5 + d * 7 + e * 11 + f * 13 + g * 17 + h * 19 + k;
}

__global__ void shfl_types(const double *dd, const float *ff, const long long *ll, double *od, float *of, long long *oll)
{
    int t = threadIdx.x;
    double d = dd[t];
    float f = ff[t];
    long long l = ll[t];
    unsigned long long ul = (unsigned long long)l;
    for (int o = 16; o >= 1; o >>= 1) {
        d += __shfl_down_sync(0xffffffff, d, o);
        f = fmaxf(f, __shfl_xor_sync(0xffffffff, f, o));
        l += __shfl_up_sync(0xffffffff, l, o);
        ul ^= __shfl_sync(0xffffffff, ul, (t + o) & 31);
    }
    od[t] = d;
    of[t] = f;
    oll[t] = l + (long long)ul;
}

__device__ int warp_inclusive_scan(int v)
{
    int lane = threadIdx.x & 31;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
        int n = __shfl_up_sync(0xffffffff, v, o);
        if (lane >= o) v += n;
    }
    return v;
}

__global__ void warp_scan(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    v = warp_inclusive_scan(v);
    if (i < n) out[i] = v;
}

__global__ void warp_transpose8(const int *in, int *out)
{
    // Each group of 8 lanes holds a row of an 8x8 matrix (one element per lane per round).
    int lane = threadIdx.x & 31;
    int row = lane & 7;
    int vals[8];
#pragma unroll
    for (int c = 0; c < 8; c++) vals[c] = in[(threadIdx.x >> 3) * 64 + row * 8 + c];
    int res[8];
#pragma unroll
    for (int c = 0; c < 8; c++) {
        int src = (lane & ~7) | c;
        int mine = vals[row];
        res[c] = __shfl_sync(0xffffffff, mine, src);
        vals[row] = __shfl_sync(0xffffffff, vals[c], src);
    }
#pragma unroll
    for (int c = 0; c < 8; c++) out[(threadIdx.x >> 3) * 64 + row * 8 + c] = res[c] + vals[c];
}

__global__ void broadcast_struct(float4 *data)
{
    float4 v = data[threadIdx.x];
    int src = threadIdx.x / 32 % 32;
    v.x = __shfl_sync(0xffffffff, v.x, src);
    v.y = __shfl_sync(0xffffffff, v.y, src);
    v.z = __shfl_sync(0xffffffff, v.z, src);
    v.w = __shfl_sync(0xffffffff, v.w, src);
    data[threadIdx.x] = v;
}
