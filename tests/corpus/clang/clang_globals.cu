// Global variables with initializers, constant memory, shared arrays, vector types, inline asm (clang).
#include "prelude.h"

struct Pt { int x, y; };
struct Cfg { int n; float scale; Pt pts[3]; char name[4]; };

__device__ int g_counter = 5;
__device__ float g_mat[2][3] = {{1, 2, 3}, {4, 5, 6}};
__device__ int g_arr[8] = {1, 2, 3};
__device__ char g_name[] = "clang-global";
__constant__ Cfg g_cfg = {3, 0.5f, {{1, 2}, {3, 4}, {5, 6}}, "cfg"};
__constant__ double g_d[3] = {1.5, -2.25, 1e-300};
__device__ long long g_big = -1234567890123456789LL;
__device__ unsigned short g_half_bits[4] = {0x3c00, 0x4000, 0xbc00, 0x7c00};

typedef float float4_t __attribute__((ext_vector_type(4)));
typedef int int2_t __attribute__((ext_vector_type(2)));

__global__ void read_globals(int *o, float *f, double *d)
{
    int t = tid_x();
    o[t] = g_arr[2] + g_arr[t & 7] + g_cfg.pts[t % 3].y + g_name[t % 12] + g_cfg.name[t % 3] + g_half_bits[t & 3];
    f[t] = g_mat[t & 1][t % 3] * g_cfg.scale;
    d[t] = g_d[t % 3] + (double)g_big;
    __nvvm_atom_add_gen_i(&g_counter, 1);
}

__global__ void vectors(const float4_t *a, const float4_t *b, float4_t *c, int2_t *d, int n)
{
    int i = gtid();
    if (i >= n) return;
    float4_t x = a[i], y = b[i];
    float4_t r = x * y + x.wzyx;
    c[i] = r;
    int2_t k = {i, -i};
    d[i] = k * 3 + (int2_t){(int)r.x, (int)r.y};
}

__global__ void asm_kernel(const unsigned *in, unsigned *out)
{
    unsigned v = in[tid_x()], r, lo;
    asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(r) : "r"(v), "r"(v >> 3), "r"(v << 5));
    asm("bfe.u32 %0, %1, 4, 8;" : "=r"(lo) : "r"(v));
    unsigned long long clk;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(clk));
    out[tid_x()] = r + lo + (unsigned)(clk & 0);
}

__global__ void dyn_shared(const float *in, float *out, int n)
{
    extern __shared__ float buf[];
    int t = tid_x();
    buf[t] = in[gtid()];
    sync_block();
    out[gtid()] = buf[ntid_x() - 1 - t];
}
