// Radix-2 FFT (Cooley-Tukey) in shared memory, complex math, DFT reference, Stockham global pass.
#include <cuComplex.h>

__device__ __forceinline__ float2 cmul(float2 a, float2 b) { return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
__device__ __forceinline__ float2 cadd(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ float2 csub(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }

__device__ unsigned bit_reverse(unsigned x, int bits) { return __brev(x) >> (32 - bits); }

__global__ void fft_shared(float2 *data, int log2n, int inverse)
{
    extern __shared__ float2 s[];
    int n = 1 << log2n;
    float2 *d = data + blockIdx.x * n;
    for (int i = threadIdx.x; i < n; i += blockDim.x) s[bit_reverse(i, log2n)] = d[i];
    __syncthreads();
    for (int len = 2; len <= n; len <<= 1) {
        int half = len >> 1;
        float ang = (inverse ? 2.0f : -2.0f) * 3.14159265358979f / len;
        for (int k = threadIdx.x; k < n / 2; k += blockDim.x) {
            int grp = k / half, pos = k % half;
            int i = grp * len + pos;
            float sn, cs;
            __sincosf(ang * pos, &sn, &cs);
            float2 w = make_float2(cs, sn);
            float2 u = s[i], v = cmul(s[i + half], w);
            s[i] = cadd(u, v);
            s[i + half] = csub(u, v);
        }
        __syncthreads();
    }
    float scale = inverse ? 1.0f / n : 1.0f;
    for (int i = threadIdx.x; i < n; i += blockDim.x) d[i] = make_float2(s[i].x * scale, s[i].y * scale);
}

__global__ void dft_reference(const cuDoubleComplex *in, cuDoubleComplex *out, int n)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k >= n) return;
    cuDoubleComplex acc = make_cuDoubleComplex(0, 0);
    for (int t = 0; t < n; t++) {
        double ang = -2.0 * M_PI * ((long long)t * k % n) / n;
        double s, c;
        sincos(ang, &s, &c);
        acc = cuCadd(acc, cuCmul(in[t], make_cuDoubleComplex(c, s)));
    }
    out[k] = acc;
}

__global__ void stockham_pass(const float2 *in, float2 *out, int n, int stride)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= n / 2) return;
    int k = j & (stride - 1);
    float2 a = in[j], b = in[j + n / 2];
    float sn, cs;
    sincospif(-(float)k / stride, &sn, &cs);
    float2 bw = cmul(b, make_float2(cs, sn));
    int o = (j - k) * 2 + k;
    out[o] = cadd(a, bw);
    out[o + stride] = csub(a, bw);
}

__global__ void complex_ops(const cuFloatComplex *a, const cuFloatComplex *b, cuFloatComplex *o, float *mag, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    cuFloatComplex x = a[i], y = b[i];
    cuFloatComplex r = cuCaddf(cuCmulf(x, y), cuCdivf(x, cuCaddf(y, make_cuFloatComplex(1, 0))));
    r = cuCsubf(r, cuConjf(x));
    o[i] = r;
    mag[i] = cuCabsf(r) + cuCrealf(x) * cuCimagf(y);
}

__global__ void fft_radix4_butterfly(float2 *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int q = n / 4;
    if (i >= q) return;
    float2 a = d[i], b = d[i + q], c = d[i + 2 * q], e = d[i + 3 * q];
    float2 t0 = cadd(a, c), t1 = csub(a, c), t2 = cadd(b, e), t3 = csub(b, e);
    t3 = make_float2(t3.y, -t3.x);
    float s1, c1, s2, c2, s3, c3;
    sincosf(-2.0f * 3.14159265f * i / n, &s1, &c1);
    sincosf(-4.0f * 3.14159265f * i / n, &s2, &c2);
    sincosf(-6.0f * 3.14159265f * i / n, &s3, &c3);
    d[i] = cadd(t0, t2);
    d[i + q] = cmul(cadd(t1, t3), make_float2(c1, s1));
    d[i + 2 * q] = cmul(csub(t0, t2), make_float2(c2, s2));
    d[i + 3 * q] = cmul(csub(t1, t3), make_float2(c3, s3));
}

__global__ void power_spectrum(const float2 *X, float *P, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= n / 2) P[i] = 10.0f * log10f(X[i].x * X[i].x + X[i].y * X[i].y + 1e-20f);
}
