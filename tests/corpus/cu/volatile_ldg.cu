// volatile accesses, __ldg/__ldcg/__ldcs/__stcs cache hints, __restrict__ pointers.
__global__ void saxpy_restrict(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void ldg_variants(const float *__restrict__ f, const int4 *__restrict__ v4, const double2 *__restrict__ d2, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = __ldg(f + i);
    int4 b = __ldg(v4 + i);
    double2 c = __ldg(d2 + i);
    float d = __ldcg(f + (i + 1) % n);
    float e = __ldca(f + (i + 2) % n);
    float g = __ldcs(f + (i + 3) % n);
    float h = __ldlu(f + (i + 4) % n);
    float k = __ldcv(f + (i + 5) % n);
    float r = a + b.x + b.y + b.z + b.w + (float)(c.x + c.y) + d + e + g + h + k;
    __stcs(o + i, r);
    __stcg(o + n + i, r * 2);
    __stwb(o + 2 * n + i, r * 3);
    __stwt(o + 3 * n + i, r * 4);
}

__global__ void volatile_spin(volatile int *flag, volatile int *data, int *out)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        data[0] = 42;
        __threadfence();
        *flag = 1;
    } else if (threadIdx.x == 0) {
        while (*flag == 0) { }
        out[blockIdx.x] = data[0];
    }
}

__global__ void volatile_shared(int *out)
{
    volatile __shared__ int s[64];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x < 32) {
        s[threadIdx.x] += s[threadIdx.x + 32];
        s[threadIdx.x] += s[threadIdx.x + 16];
        s[threadIdx.x] += s[threadIdx.x + 8];
    }
    out[threadIdx.x] = s[threadIdx.x];
}

__global__ void vector_loads(const float4 *__restrict__ a, const float2 *__restrict__ b, const char4 *__restrict__ c, const short2 *__restrict__ d, float4 *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 x = a[i];
    float2 y = b[i];
    char4 z = c[i];
    short2 w = d[i];
    o[i] = make_float4(x.x + y.x + z.x, x.y + y.y + z.y, x.z + w.x + z.z, x.w + w.y + z.w);
}

__global__ void aliasing(float *a, float *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    a[i] = b[i] + 1.0f;
    b[i] = a[i] * 2.0f;
    a[i] += b[(i + 1) % n];
}

__global__ void stencil_readonly(const float *__restrict__ in, float *__restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= 0 || i >= n - 1) return;
    out[i] = 0.25f * __ldg(&in[i - 1]) + 0.5f * __ldg(&in[i]) + 0.25f * __ldg(&in[i + 1]);
}
