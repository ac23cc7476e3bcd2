// Static shared memory: tiled transpose, block reduction, 2D shared arrays.
#define TILE 32
#define ROWS 8

__global__ void transpose(float *out, const float *in, int w, int h)
{
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void block_sum(const int *in, long long *out, int n)
{
    __shared__ long long s[512];
    int t = threadIdx.x;
    long long acc = 0;
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x) acc += in[i];
    s[t] = acc;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 32; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t < 32) {
        volatile long long *vs = s;
        vs[t] += vs[t + 32]; vs[t] += vs[t + 16]; vs[t] += vs[t + 8];
        vs[t] += vs[t + 4]; vs[t] += vs[t + 2]; vs[t] += vs[t + 1];
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

struct Particle { float x, y, z; int id; };

__global__ void shared_structs(Particle *p, int n)
{
    __shared__ Particle cache[128];
    __shared__ int count;
    __shared__ unsigned char flags[128];
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    if (t == 0) count = 0;
    __syncthreads();
    if (g < n) {
        cache[t] = p[g];
        flags[t] = cache[t].x > 0.0f;
        if (flags[t]) atomicAdd(&count, 1);
    }
    __syncthreads();
    if (g < n) {
        Particle q = cache[(t + 1) % blockDim.x];
        p[g].x = q.x + count;
        p[g].y = cache[t].y * flags[(t + 5) & 127];
        p[g].id = count;
    }
}

__global__ void shared_histogram(const unsigned char *data, unsigned *hist, int n)
{
    __shared__ unsigned local[256];
    for (int i = threadIdx.x; i < 256; i += blockDim.x) local[i] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int i = threadIdx.x; i < 256; i += blockDim.x)
        if (local[i]) atomicAdd(&hist[i], local[i]);
}

__global__ void matrix_vector_shared(const double *A, const double *x, double *y, int n)
{
    __shared__ double xs[256];
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    double acc = 0.0;
    for (int base = 0; base < n; base += 256) {
        if (base + threadIdx.x < n) xs[threadIdx.x] = x[base + threadIdx.x];
        __syncthreads();
        int lim = min(256, n - base);
        if (row < n)
            for (int k = 0; k < lim; k++) acc += A[(size_t)row * n + base + k] * xs[k];
        __syncthreads();
    }
    if (row < n) y[row] = acc;
}
