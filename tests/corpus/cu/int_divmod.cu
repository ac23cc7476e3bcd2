// Integer division and remainder: signed/unsigned, 32/64 bit, constant and variable divisors.
__global__ void div32(const int *a, const int *b, int *q, int *r, unsigned *uq, unsigned *ur, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int d = b[i] == 0 ? 1 : b[i];
    q[i] = a[i] / d;
    r[i] = a[i] % d;
    uq[i] = (unsigned)a[i] / (unsigned)d;
    ur[i] = (unsigned)a[i] % (unsigned)d;
}

__global__ void div64(const long long *a, const long long *b, long long *q, long long *r,
                      unsigned long long *uq, unsigned long long *ur, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    long long d = b[i] == 0 ? 3 : b[i];
    q[i] = a[i] / d;
    r[i] = a[i] % d;
    uq[i] = (unsigned long long)a[i] / (unsigned long long)d;
    ur[i] = (unsigned long long)a[i] % (unsigned long long)d;
}

__global__ void div_const(const int *a, int *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int x = a[i];
    unsigned ux = (unsigned)x;
    o[8 * i + 0] = x / 7;
    o[8 * i + 1] = x % 7;
    o[8 * i + 2] = x / -3;
    o[8 * i + 3] = ux / 10u;
    o[8 * i + 4] = ux % 1000u;
    o[8 * i + 5] = x / 16;
    o[8 * i + 6] = x % 16;
    o[8 * i + 7] = (int)((long long)x * 1000003 / 65537);
}

__device__ unsigned gcd(unsigned a, unsigned b)
{
    while (b) { unsigned t = a % b; a = b; b = t; }
    return a;
}

__device__ unsigned long long powmod(unsigned long long b, unsigned long long e, unsigned long long m)
{
    unsigned long long r = 1 % m;
    b %= m;
    while (e) {
        if (e & 1) r = (r * b) % m;
        b = (b * b) % m;
        e >>= 1;
    }
    return r;
}

__device__ bool is_prime(unsigned n)
{
    if (n < 2) return false;
    if (n % 2 == 0) return n == 2;
    for (unsigned d = 3; d * d <= n; d += 2)
        if (n % d == 0) return false;
    return true;
}

__global__ void number_theory(unsigned *g, unsigned long long *pm, int *primes, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    g[i] = gcd(i * 12 + 6, 360);
    pm[i] = powmod(i + 2, 1000000ull + i, 998244353ull);
    primes[i] = is_prime(i);
}

__global__ void digits(const unsigned long long *v, char *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long x = v[i];
    char buf[24];
    int k = 0;
    do { buf[k++] = '0' + (char)(x % 10); x /= 10; } while (x && k < 20);
    for (int j = 0; j < k; j++) out[i * 24 + j] = buf[k - 1 - j];
    out[i * 24 + k] = 0;
}

__global__ void float_divide(const float *a, const float *b, float *q, double *dq, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    q[i] = a[i] / b[i] + fmodf(a[i], b[i]) + remainderf(a[i], b[i]);
    dq[i] = (double)a[i] / (double)b[i] + fmod((double)a[i], 3.5);
}
