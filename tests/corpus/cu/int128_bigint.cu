// 128-bit integers and multi-precision arithmetic with carry chains.
__global__ void int128_ops(const unsigned long long *a, const unsigned long long *b, unsigned long long *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned __int128 x = ((unsigned __int128)a[2 * i] << 64) | a[2 * i + 1];
    unsigned __int128 y = ((unsigned __int128)b[2 * i] << 64) | b[2 * i + 1];
    unsigned __int128 s = x + y, p = x * y, d = y ? x / y : 0, m = y ? x % y : 0;
    __int128 sx = (__int128)x >> 7;
    o[8 * i + 0] = (unsigned long long)(s >> 64); o[8 * i + 1] = (unsigned long long)s;
    o[8 * i + 2] = (unsigned long long)(p >> 64); o[8 * i + 3] = (unsigned long long)p;
    o[8 * i + 4] = (unsigned long long)d; o[8 * i + 5] = (unsigned long long)m;
    o[8 * i + 6] = (unsigned long long)(sx >> 3); o[8 * i + 7] = (x < y) + (x == y) * 2;
}

// 256-bit add/mul using 32-bit limbs and PTX carry instructions
__device__ void add256(const unsigned *a, const unsigned *b, unsigned *r)
{
    asm("add.cc.u32 %0, %8, %16;\n\t"
        "addc.cc.u32 %1, %9, %17;\n\t"
        "addc.cc.u32 %2, %10, %18;\n\t"
        "addc.cc.u32 %3, %11, %19;\n\t"
        "addc.cc.u32 %4, %12, %20;\n\t"
        "addc.cc.u32 %5, %13, %21;\n\t"
        "addc.cc.u32 %6, %14, %22;\n\t"
        "addc.u32 %7, %15, %23;"
        : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(a[4]), "r"(a[5]), "r"(a[6]), "r"(a[7]),
          "r"(b[0]), "r"(b[1]), "r"(b[2]), "r"(b[3]), "r"(b[4]), "r"(b[5]), "r"(b[6]), "r"(b[7]));
}

__device__ void mul256_lo(const unsigned *a, const unsigned *b, unsigned *r)
{
    unsigned long long acc[8] = {0};
    for (int i = 0; i < 8; i++) {
        unsigned long long carry = 0;
        for (int j = 0; i + j < 8; j++) {
            unsigned long long t = (unsigned long long)a[i] * b[j] + (acc[i + j] & 0xffffffffull) + carry;
            acc[i + j] = t & 0xffffffffull;
            carry = t >> 32;
        }
    }
    for (int k = 0; k < 8; k++) r[k] = (unsigned)acc[k];
}

__device__ int cmp256(const unsigned *a, const unsigned *b)
{
    for (int k = 7; k >= 0; k--) { if (a[k] != b[k]) return a[k] < b[k] ? -1 : 1; }
    return 0;
}

__global__ void bigint_kernel(const unsigned *A, const unsigned *B, unsigned *S, unsigned *P, int *C, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned a[8], b[8], s[8], p[8];
    for (int k = 0; k < 8; k++) { a[k] = A[8 * i + k]; b[k] = B[8 * i + k]; }
    add256(a, b, s);
    mul256_lo(a, b, p);
    for (int k = 0; k < 8; k++) { S[8 * i + k] = s[k]; P[8 * i + k] = p[k]; }
    C[i] = cmp256(a, b);
}

__device__ unsigned long long mont_mul(unsigned long long a, unsigned long long b, unsigned long long m, unsigned long long minv)
{
    unsigned long long lo = a * b, hi = __umul64hi(a, b);
    unsigned long long q = lo * minv;
    unsigned long long mh = __umul64hi(q, m);
    unsigned long long r = hi - mh;
    return hi < mh ? r + m : r;
}

__global__ void montgomery(const unsigned long long *x, unsigned long long *y, unsigned long long m, unsigned long long minv, int n, int rounds)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long v = x[i];
    for (int r = 0; r < rounds; r++) v = mont_mul(v, v, m, minv);
    y[i] = v;
}
