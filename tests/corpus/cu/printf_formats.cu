// Device printf with a wide range of format specifiers.
#include <cstdio>

struct Vec3 { float x, y, z; };

__global__ void print_basic(int n)
{
    int t = threadIdx.x;
    if (t == 0) printf("Hello from block %d of %d, n=%d\n", blockIdx.x, gridDim.x, n);
    printf("thread %3d: %-5d|%05d|%+d|%x|%X|%#o|%u\n", t, t * 7, t, -t, t * 255, t * 4096, t, (unsigned)(-t));
}

__global__ void print_floats(float f, double d)
{
    printf("f=%f e=%e E=%E g=%g G=%G a=%a\n", f, f, f, f, f, f);
    printf("d=%.10f %12.4e %-10.2g| %lf\n", d, d, d, d);
    printf("mixed: %d %f %s %c %p\n", (int)d, f * 2.0f, "string arg", 'Z', (void *)&f);
}

__global__ void print_wide(long long a, unsigned long long b, short s, char c)
{
    printf("ll=%lld llu=%llu llx=%llx ld=%ld hd=%hd hhd=%hhd c=%c %%\n", a, b, b, (long)a, s, c, c);
    printf("width*: [%*d] [%-*d] [%.*f]\n", 8, (int)a, 6, (int)s, 3, 3.14159);
}

__device__ void print_vec(const char *name, Vec3 v)
{
    printf("%s = (%.3f, %.3f, %.3f)\n", name, v.x, v.y, v.z);
}

__global__ void print_structs(const Vec3 *vs, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        print_vec("v", vs[i]);
        if (vs[i].x < 0) printf("warning: negative x at %d (%s:%d)\n", i, __FILE__, __LINE__);
    }
}

__global__ void print_many_args(int a, int b, int c, int d, int e, int f, int g, int h, double x, double y)
{
    printf("%d %d %d %d %d %d %d %d %f %f %d %d %s\n", a, b, c, d, e, f, g, h, x, y, a + b, c * d, threadIdx.x ? "odd" : "zero");
}

__global__ void print_loop(const int *data, int n)
{
    if (threadIdx.x != 0) return;
    printf("data[%d]:", n);
    for (int i = 0; i < n; i++) printf(" %d", data[i]);
    printf("\n");
    int r = printf("%s\n", "return value test");
    printf("printf returned %d\n", r);
}
