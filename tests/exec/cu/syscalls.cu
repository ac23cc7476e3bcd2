// Device syscalls: printf with every conversion, malloc/free per thread
// and across launches, a failing assert. tests/unit/test_cuda_syscalls.c
// runs these and compares with the host's snprintf and C references.
// builds: ftz no-clang   (tests/exec/generate.sh)
#include <cstdio>
#include <cassert>

__device__ const char *const names[3] = {"alpha", "", "a longer string"};

// One line per thread; out[t] = printf's return value.
extern "C" __global__ void pf(int n, const double *dv, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    double d = dv[t];
    out[t] = printf("t=%d u=%u x=%#x X=%X o=%o c=%c s=[%s] [%10.3s] ll=%lld llu=%llu "
                    "f=%.3f e=%e E=%.2E g=%g G=%G a=%a p=%p |%5.2f|%-6d|%+d|% d|%05d|%*d|%.*f| "
                    "h=%hd hh=%hhu z=%zu %%\n",
                    t, (unsigned)t * 3000000000u, t * 255, t * 4097, t, 'A' + t % 26,
                    names[t % 3], names[(t + 2) % 3], (long long)t * -1000000007LL,
                    (unsigned long long)t << 40, d, d, d, d, d, d, (void *)(size_t)(0x1000 + t),
                    (float)t / 3.0f, t, t, t, t, 6, t, 2, d, (short)(t * 1000),
                    (unsigned char)(t * 7), (size_t)t * 3);
}

// Each thread mallocs a block of its own size, fills it, sums it, frees it.
extern "C" __global__ void heap_roundtrip(int n, unsigned *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    int words = (t % 7 + 1) * 4;
    unsigned *p = (unsigned *)malloc(words * sizeof *p);
    if (!p) {
        out[t] = 0xffffffffu;
        return;
    }
    for (int i = 0; i < words; i++)
        p[i] = (unsigned)(t * 131 + i);
    unsigned s = 0;
    for (int i = 0; i < words; i++)
        s += p[i] ^ (unsigned)i;
    out[t] = s + (((size_t)p & 15) ? 0x80000000u : 0u);
    free(p);
}

// Blocks that outlive the launch: kept in ptrs[], read and freed later.
extern "C" __global__ void heap_keep(int n, unsigned **ptrs)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    unsigned *p = (unsigned *)malloc(64);
    if (p)
        for (int i = 0; i < 16; i++)
            p[i] = (unsigned)(t << 8 | i);
    ptrs[t] = p;
}

extern "C" __global__ void heap_release(int n, unsigned **ptrs, unsigned *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    unsigned *p = ptrs[t], s = 0;
    if (p) {
        for (int i = 0; i < 16; i++)
            s += p[i];
        free(p);
    }
    out[t] = s;
}

// A big request: NULL when the heap cannot hold it.
extern "C" __global__ void heap_big(size_t bytes, int *ok)
{
    void *p = malloc(bytes);
    *ok = p != 0;
    free(p);
}

// Freeing something malloc never returned is a fault.
extern "C" __global__ void heap_bad_free(int *x)
{
    free(x + 1);
}

extern "C" __global__ void asserts(int limit)
{
    int t = threadIdx.x;
    assert(t < limit);
}
