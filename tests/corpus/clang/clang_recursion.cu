// Recursion, function pointers, noinline calls and struct passing with clang NVPTX.
#include "prelude.h"

struct V3 { float x, y, z; };
struct Big { double d[5]; int k; };

__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__device__ __noinline__ unsigned ack(unsigned m, unsigned n)
{
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
__device__ __noinline__ V3 cross(V3 a, V3 b) { V3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; return r; }
__device__ __noinline__ Big make_big(int k) { Big b; for (int i = 0; i < 5; i++) b.d[i] = k + i * 0.5; b.k = k; return b; }
__device__ __noinline__ double sum_big(Big b) { double s = b.k; for (int i = 0; i < 5; i++) s += b.d[i]; return s; }

typedef int (*op_t)(int, int);
__device__ int add(int a, int b) { return a + b; }
__device__ int sub(int a, int b) { return a - b; }
__device__ int mul(int a, int b) { return a * b; }
__device__ op_t ops[3] = {add, sub, mul};
__constant__ int weights[4] = {3, 1, 4, 1};

__global__ void recurse(int *f, unsigned *a)
{
    int t = tid_x();
    f[t] = fib(t % 16);
    a[t] = ack(t % 3, t % 4);
}

__global__ void structs(const V3 *a, const V3 *b, V3 *c, double *d, int n)
{
    int i = gtid();
    if (i >= n) return;
    c[i] = cross(a[i], b[i]);
    d[i] = sum_big(make_big(i));
}

__global__ void indirect(const int *x, int *y, int n)
{
    int i = gtid();
    if (i >= n) return;
    op_t f = ops[i % 3];
    y[i] = f(x[i], weights[i & 3]);
}
