// Double precision libdevice math.
__global__ void dtrig(const double *x, double *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double v = x[i];
    double s, c;
    sincos(v, &s, &c);
    double sp, cp;
    sincospi(v, &sp, &cp);
    o[8 * i + 0] = sin(v) + cos(v);
    o[8 * i + 1] = tan(v);
    o[8 * i + 2] = asin(v * 0.1) + acos(v * 0.1) + atan(v);
    o[8 * i + 3] = atan2(v, -2.0);
    o[8 * i + 4] = s * c + sp + cp;
    o[8 * i + 5] = sinh(v) + cosh(v) + tanh(v);
    o[8 * i + 6] = asinh(v) + acosh(fabs(v) + 1.0) + atanh(v * 0.01);
    o[8 * i + 7] = hypot(v, 2.0) + rhypot(v, 1.0) + sinpi(v) + cospi(v);
}

__global__ void dexplog(const double *x, double *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double v = x[i];
    o[8 * i + 0] = exp(v) + exp2(v) + exp10(v * 0.1);
    o[8 * i + 1] = expm1(v);
    o[8 * i + 2] = log(fabs(v) + 1e-9) + log2(fabs(v) + 1.0) + log10(fabs(v) + 1.0);
    o[8 * i + 3] = log1p(fabs(v));
    o[8 * i + 4] = pow(fabs(v), 0.37) + pow(v, 5.0);
    o[8 * i + 5] = sqrt(fabs(v)) + cbrt(v) + rsqrt(fabs(v) + 1.0) + rcbrt(v + 3.0);
    int e;
    double m = frexp(v, &e);
    o[8 * i + 6] = ldexp(m, e - 1) + scalbn(v, -2) + logb(fabs(v) + 1.0) + ilogb(v + 9.0);
    double ip;
    o[8 * i + 7] = modf(v, &ip) + ip + nextafter(v, 1.0);
}

__global__ void dspecial(const double *x, double *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double v = x[i];
    o[8 * i + 0] = erf(v) + erfc(v);
    o[8 * i + 1] = erfinv(v * 0.5) + erfcinv(0.5 + v * 0.1) + erfcx(v);
    o[8 * i + 2] = lgamma(fabs(v) + 0.1);
    o[8 * i + 3] = tgamma(v * 0.25 + 2.0);
    o[8 * i + 4] = j0(v) + j1(v) + jn(4, v);
    o[8 * i + 5] = y0(fabs(v) + 0.2) + y1(fabs(v) + 0.2) + yn(3, fabs(v) + 1.0);
    o[8 * i + 6] = normcdf(v) + normcdfinv(0.25) + cyl_bessel_i0(v) + cyl_bessel_i1(v);
    int q;
    o[8 * i + 7] = remquo(v, 0.7, &q) + q + fmod(v, 0.3) + remainder(v, 1.1);
}

// Numerical integration (Simpson) of a function involving several libm calls.
__device__ double integrand(double x) { return exp(-x * x) * cos(3.0 * x) + log1p(x * x) / (1.0 + sqrt(x)); }

__global__ void simpson(double a, double b, int steps, double *out)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int nth = gridDim.x * blockDim.x;
    double h = (b - a) / steps;
    double acc = 0.0;
    for (int k = tid; k <= steps; k += nth) {
        double w = (k == 0 || k == steps) ? 1.0 : ((k & 1) ? 4.0 : 2.0);
        acc += w * integrand(a + k * h);
    }
    atomicAdd(out, acc * h / 3.0);
}

__global__ void black_scholes(int n, const double *S, const double *K, const double *T, double r, double sigma, double *call, double *put)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double sq = sigma * sqrt(T[i]);
    double d1 = (log(S[i] / K[i]) + (r + 0.5 * sigma * sigma) * T[i]) / sq;
    double d2 = d1 - sq;
    double disc = exp(-r * T[i]);
    call[i] = S[i] * normcdf(d1) - K[i] * disc * normcdf(d2);
    put[i] = K[i] * disc * normcdf(-d2) - S[i] * normcdf(-d1);
}
