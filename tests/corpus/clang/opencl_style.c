/* C source compiled directly for nvptx64-nvidia-cuda (no CUDA language mode). Kernels are marked via
   the nvvm.annotations-equivalent "ptx_kernel" calling convention attribute is unavailable in C, so
   functions here are device functions exported with external linkage (.visible .func), plus globals. */
typedef unsigned int uint;
typedef unsigned long long u64;

int table[16] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880};
const double coeffs[5] = {1.0, 0.5, 0.16666666666666666, 0.041666666666666664, 0.008333333333333333};
struct entry { const char *key; int value; };
struct entry dict[3] = {{"one", 1}, {"two", 2}, {"three", 3}};

uint crc32(const unsigned char *p, int n)
{
    uint c = 0xffffffffu;
    for (int i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
    }
    return ~c;
}

double exp_series(double x)
{
    double s = 0, p = 1;
    for (int i = 0; i < 5; i++) { s += coeffs[i] * p; p *= x; }
    return s;
}

u64 isqrt64(u64 v)
{
    u64 r = 0, bit = 1ull << 62;
    while (bit > v) bit >>= 2;
    while (bit) {
        if (v >= r + bit) { v -= r + bit; r = (r >> 1) + bit; }
        else r >>= 1;
        bit >>= 2;
    }
    return r;
}

int lookup(const char *k)
{
    for (int i = 0; i < 3; i++) {
        const char *a = dict[i].key, *b = k;
        while (*a && *a == *b) { a++; b++; }
        if (*a == *b) return dict[i].value;
    }
    return -1;
}

void saxpy_loop(int n, float a, const float *restrict x, float *restrict y)
{
    for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

int qsort_partition(int *a, int lo, int hi)
{
    int p = a[hi], i = lo;
    for (int j = lo; j < hi; j++)
        if (a[j] < p) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; }
    int t = a[i]; a[i] = a[hi]; a[hi] = t;
    return i;
}

void qsort_rec(int *a, int lo, int hi)
{
    if (lo < hi) { int p = qsort_partition(a, lo, hi); qsort_rec(a, lo, p - 1); qsort_rec(a, p + 1, hi); }
}

float dot_unrolled(const float *a, const float *b, int n)
{
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    int i = 0;
    for (; i + 4 <= n; i += 4) { s0 += a[i] * b[i]; s1 += a[i + 1] * b[i + 1]; s2 += a[i + 2] * b[i + 2]; s3 += a[i + 3] * b[i + 3]; }
    for (; i < n; i++) s0 += a[i] * b[i];
    return s0 + s1 + s2 + s3;
}

long long factorial_table(int k) { return k < 16 ? table[k & 15] : -1; }
