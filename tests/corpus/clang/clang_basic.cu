// Basic kernels compiled with clang's NVPTX back end: saxpy, reductions, special registers.
#include "prelude.h"

__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = gtid();
    if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void block_reduce(const float *in, float *out, int n)
{
    __shared__ float s[256];
    int t = tid_x();
    int i = gtid();
    s[t] = i < n ? in[i] : 0.0f;
    sync_block();
    for (int k = ntid_x() / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        sync_block();
    }
    if (t == 0) out[ctaid_x()] = s[0];
}

__global__ void sregs(unsigned *o)
{
    int i = gtid();
    o[i * 8 + 0] = __nvvm_read_ptx_sreg_warpid();
    o[i * 8 + 1] = __nvvm_read_ptx_sreg_smid();
    o[i * 8 + 2] = __nvvm_read_ptx_sreg_nsmid();
    o[i * 8 + 3] = __nvvm_read_ptx_sreg_lanemask_lt();
    o[i * 8 + 4] = __nvvm_read_ptx_sreg_lanemask_ge();
    o[i * 8 + 5] = (unsigned)__nvvm_read_ptx_sreg_clock64();
    o[i * 8 + 6] = __nvvm_read_ptx_sreg_clock();
    o[i * 8 + 7] = __nvvm_read_ptx_sreg_nctaid_z() + __nvvm_read_ptx_sreg_ctaid_z() + __nvvm_read_ptx_sreg_tid_z() + __nvvm_read_ptx_sreg_gridid();
}

__global__ void matmul(const float *A, const float *B, float *C, int n)
{
    __shared__ float As[16][16], Bs[16][16];
    int tx = tid_x(), ty = tid_y();
    int r = ctaid_y() * 16 + ty, c = ctaid_x() * 16 + tx;
    float acc = 0;
    for (int t = 0; t < n; t += 16) {
        As[ty][tx] = (r < n && t + tx < n) ? A[r * n + t + tx] : 0;
        Bs[ty][tx] = (c < n && t + ty < n) ? B[(t + ty) * n + c] : 0;
        sync_block();
        for (int k = 0; k < 16; k++) acc += As[ty][k] * Bs[k][tx];
        sync_block();
    }
    if (r < n && c < n) C[r * n + c] = acc;
}

__global__ void int_ops(const int *a, const int *b, int *o, long long *ol, int n)
{
    int i = gtid();
    if (i >= n) return;
    int x = a[i], y = b[i] | 1;
    o[4 * i + 0] = x / y + x % y;
    o[4 * i + 1] = (unsigned)x / (unsigned)y;
    o[4 * i + 2] = (x << (y & 31)) ^ (x >> 3) ^ ((unsigned)x >> 5);
    o[4 * i + 3] = x > y ? x : y;
    ol[i] = (long long)x * y + ((long long)x << 40) / (y + 100000);
}
