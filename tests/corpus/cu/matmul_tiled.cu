// Matrix multiplication: naive, shared-memory tiled, register-blocked, double, integer.
#define TS 16

__global__ void matmul_naive(const float *A, const float *B, float *C, int M, int N, int K)
{
    int r = blockIdx.y * blockDim.y + threadIdx.y, c = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= M || c >= N) return;
    float acc = 0;
    for (int k = 0; k < K; k++) acc += A[r * K + k] * B[k * N + c];
    C[r * N + c] = acc;
}

__global__ void matmul_tiled(const float *A, const float *B, float *C, int M, int N, int K)
{
    __shared__ float As[TS][TS];
    __shared__ float Bs[TS][TS];
    int r = blockIdx.y * TS + threadIdx.y, c = blockIdx.x * TS + threadIdx.x;
    float acc = 0;
    for (int t = 0; t < (K + TS - 1) / TS; t++) {
        int ak = t * TS + threadIdx.x, bk = t * TS + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (r < M && ak < K) ? A[r * K + ak] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (bk < K && c < N) ? B[bk * N + c] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TS; k++) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (r < M && c < N) C[r * N + c] = acc;
}

// 64x64 block tile, each thread computes a 4x4 micro-tile
__global__ void matmul_regblock(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, int M, int N, int K, float alpha, float beta)
{
    __shared__ float As[8][64];
    __shared__ float Bs[8][64];
    int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
    int row0 = blockIdx.y * 64, col0 = blockIdx.x * 64;
    float acc[4][4] = {};
    for (int k0 = 0; k0 < K; k0 += 8) {
        for (int e = threadIdx.x; e < 512; e += 256) {
            int kk = e / 64, mm = e % 64;
            As[kk][mm] = (row0 + mm < M && k0 + kk < K) ? A[(row0 + mm) * K + k0 + kk] : 0.0f;
            Bs[kk][mm] = (col0 + mm < N && k0 + kk < K) ? B[(k0 + kk) * N + col0 + mm] : 0.0f;
        }
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < 8; kk++) {
            float a[4], b[4];
#pragma unroll
            for (int i = 0; i < 4; i++) { a[i] = As[kk][ty * 4 + i]; b[i] = Bs[kk][tx * 4 + i]; }
#pragma unroll
            for (int i = 0; i < 4; i++)
#pragma unroll
                for (int j = 0; j < 4; j++) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = 0; j < 4; j++) {
            int r = row0 + ty * 4 + i, c = col0 + tx * 4 + j;
            if (r < M && c < N) C[r * N + c] = alpha * acc[i][j] + beta * C[r * N + c];
        }
}

__global__ void dgemm_tiled(const double *A, const double *B, double *C, int n)
{
    __shared__ double As[TS][TS + 1];
    __shared__ double Bs[TS][TS + 1];
    int r = blockIdx.y * TS + threadIdx.y, c = blockIdx.x * TS + threadIdx.x;
    double acc = 0;
    for (int t = 0; t < n; t += TS) {
        As[threadIdx.y][threadIdx.x] = (r < n && t + threadIdx.x < n) ? A[r * n + t + threadIdx.x] : 0;
        Bs[threadIdx.y][threadIdx.x] = (c < n && t + threadIdx.y < n) ? B[(t + threadIdx.y) * n + c] : 0;
        __syncthreads();
        for (int k = 0; k < TS; k++) acc = fma(As[threadIdx.y][k], Bs[k][threadIdx.x], acc);
        __syncthreads();
    }
    if (r < n && c < n) C[r * n + c] = acc;
}

__global__ void imatmul_dp4a(const int *A, const int *B, int *C, int n, int k4)
{
    int r = blockIdx.y * blockDim.y + threadIdx.y, c = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= n || c >= n) return;
    int acc = 0;
    for (int k = 0; k < k4; k++) acc = __dp4a(A[r * k4 + k], B[c * k4 + k], acc);
    C[r * n + c] = acc;
}

__global__ void batched_small(const float *A, const float *B, float *C, int batch)
{
    int b = blockIdx.x;
    if (b >= batch) return;
    __shared__ float a[8][8], bb[8][8];
    int i = threadIdx.x / 8, j = threadIdx.x % 8;
    a[i][j] = A[b * 64 + threadIdx.x];
    bb[i][j] = B[b * 64 + threadIdx.x];
    __syncthreads();
    float s = 0;
    for (int k = 0; k < 8; k++) s += a[i][k] * bb[k][j];
    C[b * 64 + threadIdx.x] = s;
}
