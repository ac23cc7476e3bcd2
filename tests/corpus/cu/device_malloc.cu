// Device-side malloc/free, new/delete and assert.
#include <cstdio>
#include <cassert>

struct Buffer { int *data; int len; };

__global__ void alloc_per_thread(int **ptrs, int len)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int *p = (int *)malloc(len * sizeof(int));
    if (p == nullptr) { printf("malloc failed in thread %d\n", t); ptrs[t] = nullptr; return; }
    for (int i = 0; i < len; i++) p[i] = t * len + i;
    ptrs[t] = p;
}

__global__ void use_and_free(int **ptrs, int len, long long *sums)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int *p = ptrs[t];
    assert(p != nullptr);
    long long s = 0;
    for (int i = 0; i < len; i++) s += p[i];
    sums[t] = s;
    free(p);
    ptrs[t] = nullptr;
}

__global__ void block_shared_alloc(float *out)
{
    __shared__ float *blockbuf;
    if (threadIdx.x == 0) blockbuf = (float *)malloc(blockDim.x * sizeof(float));
    __syncthreads();
    if (blockbuf == nullptr) return;
    blockbuf[threadIdx.x] = threadIdx.x * 0.5f;
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = blockbuf[blockDim.x - 1 - threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) free(blockbuf);
}

class Matrix {
public:
    int rows, cols;
    double *v;
    __device__ Matrix(int r, int c) : rows(r), cols(c) { v = new double[r * c]; for (int i = 0; i < r * c; i++) v[i] = 0; }
    __device__ ~Matrix() { delete[] v; }
    __device__ double &at(int r, int c) { return v[r * cols + c]; }
};

__global__ void new_delete(double *out, int n)
{
    Matrix *m = new Matrix(n, n);
    for (int i = 0; i < n; i++) m->at(i, i) = i + 1;
    double tr = 0;
    for (int i = 0; i < n; i++) tr += m->at(i, i);
    out[threadIdx.x] = tr;
    delete m;
    Buffer *b = new Buffer;
    b->len = 4;
    b->data = new int[b->len]();
    b->data[threadIdx.x % 4] = 7;
    out[threadIdx.x] += b->data[0];
    delete[] b->data;
    delete b;
}

__global__ void checked_divide(const int *a, const int *b, int *q, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    assert(b[i] != 0 && "divisor must be nonzero");
    assert(i < n);
    q[i] = a[i] / b[i];
}

__global__ void growable_list(int *out, int count)
{
    int cap = 2, len = 0;
    int *arr = (int *)malloc(cap * sizeof(int));
    for (int k = 0; k < count; k++) {
        if (len == cap) {
            int *na = (int *)malloc(2 * cap * sizeof(int));
            memcpy(na, arr, len * sizeof(int));
            free(arr);
            arr = na;
            cap *= 2;
        }
        arr[len++] = k * k + threadIdx.x;
    }
    int s = 0;
    for (int k = 0; k < len; k++) s += arr[k];
    memset(arr, 0, cap * sizeof(int));
    out[threadIdx.x] = s + arr[0];
    free(arr);
}
