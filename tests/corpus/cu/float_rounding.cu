// Float and double arithmetic with explicit rounding intrinsics and fma.
__global__ void rounding_f32(const float *a, const float *b, const float *c, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = a[i], y = b[i], z = c[i];
    float r[20];
    r[0] = __fadd_rn(x, y); r[1] = __fadd_rz(x, y); r[2] = __fadd_ru(x, y); r[3] = __fadd_rd(x, y);
    r[4] = __fmul_rn(x, y); r[5] = __fmul_rz(x, y); r[6] = __fmul_ru(x, y); r[7] = __fmul_rd(x, y);
    r[8] = __fdiv_rn(x, y); r[9] = __fdiv_rz(x, y); r[10] = __fdiv_ru(x, y); r[11] = __fdiv_rd(x, y);
    r[12] = __fmaf_rn(x, y, z); r[13] = __fmaf_rz(x, y, z); r[14] = __fmaf_ru(x, y, z); r[15] = __fmaf_rd(x, y, z);
    r[16] = __fsqrt_rn(fabsf(x)) + __fsqrt_rd(fabsf(y));
    r[17] = __frcp_rn(y) + __frcp_ru(y) + __frcp_rz(y) + __frcp_rd(y);
    r[18] = __fsub_rn(x, z) * __fsub_rz(y, z) - __fsub_ru(x, y) + __fsub_rd(z, x);
    r[19] = __frsqrt_rn(fabsf(z) + 1.0f);
#pragma unroll
    for (int k = 0; k < 20; k++) o[i * 20 + k] = r[k];
}

__global__ void rounding_f64(const double *a, const double *b, const double *c, double *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = a[i], y = b[i], z = c[i];
    double r[16];
    r[0] = __dadd_rn(x, y); r[1] = __dadd_rz(x, y); r[2] = __dadd_ru(x, y); r[3] = __dadd_rd(x, y);
    r[4] = __dmul_rn(x, y); r[5] = __dmul_rz(x, y); r[6] = __dmul_ru(x, y); r[7] = __dmul_rd(x, y);
    r[8] = __ddiv_rn(x, y); r[9] = __ddiv_rz(x, y); r[10] = __ddiv_ru(x, y); r[11] = __ddiv_rd(x, y);
    r[12] = __fma_rn(x, y, z) + __fma_rz(x, y, z) + __fma_ru(x, y, z) + __fma_rd(x, y, z);
    r[13] = __dsqrt_rn(fabs(x)) + __dsqrt_rz(fabs(y)) + __dsqrt_ru(fabs(z)) + __dsqrt_rd(fabs(x + y));
    r[14] = __drcp_rn(y) + __drcp_rz(y) + __drcp_ru(z) + __drcp_rd(z);
    r[15] = __dsub_rn(x, y) + __dsub_rz(y, z) + __dsub_ru(z, x) + __dsub_rd(x, z);
#pragma unroll
    for (int k = 0; k < 16; k++) o[i * 16 + k] = r[k];
}

__global__ void rounding_funcs(const float *a, float *o, double *od, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = a[i];
    o[8 * i + 0] = floorf(x);
    o[8 * i + 1] = ceilf(x);
    o[8 * i + 2] = truncf(x);
    o[8 * i + 3] = roundf(x);
    o[8 * i + 4] = rintf(x);
    o[8 * i + 5] = nearbyintf(x);
    o[8 * i + 6] = fminf(x, 2.5f) + fmaxf(x, -2.5f) + copysignf(1.0f, x);
    o[8 * i + 7] = fdimf(x, 1.0f) + __saturatef(x);
    double d = x * 3.0;
    od[4 * i + 0] = floor(d) + ceil(d);
    od[4 * i + 1] = trunc(d) + round(d);
    od[4 * i + 2] = rint(d) + fmin(d, 1.0) + fmax(d, -1.0);
    od[4 * i + 3] = fma(d, d, -1.0) + copysign(2.0, -d);
}

__global__ void fma_chain(const float *x, float *y, int n, float a0, float a1, float a2, float a3)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    float p = fmaf(fmaf(fmaf(a3, v, a2), v, a1), v, a0);
    double dp = fma(fma((double)a3, (double)v, (double)a2), (double)v, (double)a1);
    y[i] = p + (float)dp;
}

__global__ void special_values(float *o, double *od)
{
    int t = threadIdx.x;
    float inf = __int_as_float(0x7f800000);
    float nan = __int_as_float(0x7fc00000);
    o[t * 6 + 0] = isnan(nan + t) ? 1.0f : 0.0f;
    o[t * 6 + 1] = isinf(inf - t) ? 1.0f : 0.0f;
    o[t * 6 + 2] = isfinite(1.0f / (t + 0.0f)) ? 1.0f : 0.0f;
    o[t * 6 + 3] = signbit(-0.0f * t) ? 1.0f : 0.0f;
    o[t * 6 + 4] = 1e-40f * t; // denormal
    o[t * 6 + 5] = __fmul_rn(3.4e38f, (float)t);
    od[t] = __longlong_as_double(0x7ff0000000000000ll) * (t - 3) + __hiloint2double(t, 7);
}
