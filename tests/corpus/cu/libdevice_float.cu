// Single precision libdevice math functions.
__global__ void trig(const float *x, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    float s, c;
    sincosf(v, &s, &c);
    float sp, cp;
    sincospif(v, &sp, &cp);
    o[12 * i + 0] = sinf(v);
    o[12 * i + 1] = cosf(v);
    o[12 * i + 2] = tanf(v);
    o[12 * i + 3] = asinf(v * 0.1f);
    o[12 * i + 4] = acosf(v * 0.1f);
    o[12 * i + 5] = atanf(v);
    o[12 * i + 6] = atan2f(v, 1.5f);
    o[12 * i + 7] = s * c + sp * cp;
    o[12 * i + 8] = sinhf(v) + coshf(v) + tanhf(v);
    o[12 * i + 9] = asinhf(v) + acoshf(fabsf(v) + 1.0f) + atanhf(v * 0.01f);
    o[12 * i + 10] = sinpif(v) + cospif(v);
    o[12 * i + 11] = hypotf(v, 3.0f) + rhypotf(v, 4.0f);
}

__global__ void explog(const float *x, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    o[10 * i + 0] = expf(v);
    o[10 * i + 1] = exp2f(v) + exp10f(v * 0.1f);
    o[10 * i + 2] = expm1f(v);
    o[10 * i + 3] = logf(fabsf(v) + 1e-3f);
    o[10 * i + 4] = log2f(fabsf(v) + 1.0f) + log10f(fabsf(v) + 2.0f);
    o[10 * i + 5] = log1pf(fabsf(v));
    o[10 * i + 6] = powf(fabsf(v), 2.5f) + powf(v, 3.0f);
    o[10 * i + 7] = sqrtf(fabsf(v)) + cbrtf(v) + rsqrtf(fabsf(v) + 1.0f) + rcbrtf(v + 10.0f);
    int e;
    float m = frexpf(v, &e);
    o[10 * i + 8] = ldexpf(m, e + 1) + scalbnf(v, 3) + logbf(v + 100.0f) + (float)ilogbf(v + 7.0f);
    float ip;
    o[10 * i + 9] = modff(v, &ip) + ip + nextafterf(v, 0.0f);
}

__global__ void special(const float *x, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    o[10 * i + 0] = erff(v);
    o[10 * i + 1] = erfcf(v);
    o[10 * i + 2] = erfinvf(v * 0.5f) + erfcinvf(fabsf(v) * 0.5f + 0.1f);
    o[10 * i + 3] = erfcxf(v);
    o[10 * i + 4] = lgammaf(fabsf(v) + 0.5f);
    o[10 * i + 5] = tgammaf(v * 0.5f + 3.0f);
    o[10 * i + 6] = j0f(v) + j1f(v) + jnf(3, v);
    o[10 * i + 7] = y0f(fabsf(v) + 0.1f) + y1f(fabsf(v) + 0.1f) + ynf(2, fabsf(v) + 0.5f);
    o[10 * i + 8] = normcdff(v) + normcdfinvf(0.3f + 0.01f * (i & 31)) + normf(3, &x[i]);
    o[10 * i + 9] = cyl_bessel_i0f(v) + cyl_bessel_i1f(v);
}

__global__ void misc(const float *x, const float *y, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = x[i], b = y[i];
    int quo;
    o[6 * i + 0] = remquof(a, b, &quo) + quo;
    o[6 * i + 1] = fmodf(a, b) + remainderf(a, b);
    o[6 * i + 2] = lrintf(a) + llrintf(b) + lroundf(a) + llroundf(b);
    o[6 * i + 3] = norm3df(a, b, 1.0f) + rnorm4df(a, b, 1.0f, 2.0f);
    o[6 * i + 4] = fdividef(a, b) + fmaf(a, b, 1.0f);
    o[6 * i + 5] = signbit(a) ? -1.0f : (isnan(b) ? 0.0f : 1.0f);
}

__global__ void softmax_row(const float *in, float *out, int cols)
{
    extern __shared__ float buf[];
    const float *row = in + blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, row[c]);
    buf[threadIdx.x] = m;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] = fmaxf(buf[threadIdx.x], buf[threadIdx.x + s]);
        __syncthreads();
    }
    m = buf[0];
    __syncthreads();
    float sum = 0;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) sum += expf(row[c] - m);
    buf[threadIdx.x] = sum;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    float inv = 1.0f / buf[0];
    for (int c = threadIdx.x; c < cols; c += blockDim.x) out[blockIdx.x * cols + c] = expf(row[c] - m) * inv;
}
