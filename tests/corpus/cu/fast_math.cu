// Fast-math intrinsics (approximate SFU functions).
__global__ void fast_intrinsics(const float *x, const float *y, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = x[i], b = y[i];
    float s, c;
    __sincosf(a, &s, &c);
    o[10 * i + 0] = __sinf(a) + __cosf(b);
    o[10 * i + 1] = __tanf(a);
    o[10 * i + 2] = __expf(a) + __exp10f(b);
    o[10 * i + 3] = __logf(fabsf(a) + 1.0f) + __log2f(fabsf(b) + 1.0f) + __log10f(fabsf(a) + 3.0f);
    o[10 * i + 4] = __powf(fabsf(a), b);
    o[10 * i + 5] = __fdividef(a, b);
    o[10 * i + 6] = __saturatef(a * b);
    o[10 * i + 7] = s * c;
    o[10 * i + 8] = __frsqrt_rn(fabsf(a) + 1e-6f);
    o[10 * i + 9] = exp2f(a) + rsqrtf(b * b + 1.0f);
}

__device__ float sigmoid_fast(float x) { return __fdividef(1.0f, 1.0f + __expf(-x)); }
__device__ float gelu_fast(float x) { return 0.5f * x * (1.0f + tanhf(0.7978845608f * (x + 0.044715f * x * x * x))); }

__global__ void activations(const float *x, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    o[4 * i + 0] = sigmoid_fast(v);
    o[4 * i + 1] = gelu_fast(v);
    o[4 * i + 2] = v > 0.0f ? v : 0.01f * v;
    o[4 * i + 3] = __logf(1.0f + __expf(v));
}

__global__ void gaussian_blur_weights(float *w, int radius, float sigma)
{
    int i = threadIdx.x;
    if (i > 2 * radius) return;
    float d = (float)(i - radius);
    w[i] = __expf(-d * d * __fdividef(1.0f, 2.0f * sigma * sigma));
}

__global__ void vec_norm(const float4 *v, float4 *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 a = v[i];
    float inv = rsqrtf(a.x * a.x + a.y * a.y + a.z * a.z + a.w * a.w);
    o[i] = make_float4(a.x * inv, a.y * inv, a.z * inv, a.w * inv);
}
