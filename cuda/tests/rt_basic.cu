// Kernels launched with <<<>>> as CUDA programs write them: 2D grids,
// a struct argument, templates, dynamic shared memory; copies in every
// direction and memset. Every value is checked exactly.
#include <cstdio>
#include <cstring>
#include <cstdint>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); return 1; } } while (0)

struct Affine { float scale; int offset; };

__global__ void fill2d(int *out, int width, int height, Affine a)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height)
        out[y * width + x] = (int)((float)(x * 1000 + y) * a.scale) + a.offset;
}

template <typename T>
__global__ void axpy(T alpha, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = alpha * x[i] + y[i];
}

// Reverse each block's slice through dynamic shared memory.
__global__ void reverse_blocks(const unsigned *in, unsigned *out)
{
    extern __shared__ unsigned tile[];
    unsigned t = threadIdx.x, base = blockIdx.x * blockDim.x;
    tile[t] = in[base + t];
    __syncthreads();
    out[base + t] = tile[blockDim.x - 1 - t];
}

int main()
{
    const int W = 100, H = 37;
    int *d_img;
    CHECK(cudaMalloc(&d_img, W * H * sizeof(int)));
    Affine a = { 0.5f, -7 };
    dim3 block(16, 8), grid((W + 15) / 16, (H + 7) / 8);
    fill2d<<<grid, block>>>(d_img, W, H, a);
    CHECK(cudaGetLastError());
    static int img[W * H];
    CHECK(cudaMemcpy(img, d_img, sizeof img, cudaMemcpyDeviceToHost));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (img[y * W + x] != (int)((float)(x * 1000 + y) * 0.5f) - 7) {
                printf("FAIL fill2d at %d,%d: %d\n", x, y, img[y * W + x]); return 1;
            }

    const int N = 1000;
    static double hx[N], hy[N];
    for (int i = 0; i < N; i++) { hx[i] = i * 0.25; hy[i] = 1.0 / (i + 1); }
    double *dx, *dy;
    CHECK(cudaMalloc(&dx, N * sizeof(double)));
    CHECK(cudaMalloc(&dy, N * sizeof(double)));
    CHECK(cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, hy, sizeof hy, cudaMemcpyDefault));
    axpy<double><<<(N + 127) / 128, 128>>>(3.0, dx, dy, N);
    static double ry[N];
    CHECK(cudaMemcpy(ry, dy, sizeof ry, cudaMemcpyDefault));
    for (int i = 0; i < N; i++)
        if (ry[i] != 3.0 * hx[i] + hy[i]) { printf("FAIL axpy at %d\n", i); return 1; }

    // device to device, then memset part of it
    double *dz;
    CHECK(cudaMalloc(&dz, N * sizeof(double)));
    CHECK(cudaMemcpy(dz, dy, N * sizeof(double), cudaMemcpyDeviceToDevice));
    CHECK(cudaMemset(dz, 0, 10 * sizeof(double)));
    static double rz[N];
    CHECK(cudaMemcpy(rz, dz, sizeof rz, cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++)
        if (rz[i] != (i < 10 ? 0.0 : ry[i])) { printf("FAIL d2d/memset at %d\n", i); return 1; }

    const int B = 64, NB = 9;
    static unsigned hin[B * NB], hout[B * NB];
    for (int i = 0; i < B * NB; i++) hin[i] = i * 2654435761u;
    unsigned *din, *dout;
    CHECK(cudaMalloc(&din, sizeof hin));
    CHECK(cudaMalloc(&dout, sizeof hout));
    CHECK(cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice));
    reverse_blocks<<<NB, B, B * sizeof(unsigned)>>>(din, dout);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost));
    for (int b = 0; b < NB; b++)
        for (int t = 0; t < B; t++)
            if (hout[b * B + t] != hin[b * B + B - 1 - t]) { printf("FAIL reverse at %d,%d\n", b, t); return 1; }

    // 2D copy of a sub-rectangle out of the image
    static int sub[5 * 3];
    CHECK(cudaMemcpy2D(sub, 5 * sizeof(int), d_img + 2 * W + 10, W * sizeof(int),
                       5 * sizeof(int), 3, cudaMemcpyDeviceToHost));
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 5; x++)
            if (sub[y * 5 + x] != img[(y + 2) * W + x + 10]) { printf("FAIL memcpy2D\n"); return 1; }

    cudaPointerAttributes pa;
    CHECK(cudaPointerGetAttributes(&pa, dx));
    if (pa.type != cudaMemoryTypeDevice) { printf("FAIL pointer attributes\n"); return 1; }

    CHECK(cudaFree(d_img)); CHECK(cudaFree(dx)); CHECK(cudaFree(dy)); CHECK(cudaFree(dz));
    CHECK(cudaFree(din)); CHECK(cudaFree(dout));
    printf("rt_basic: ok\n");
    return 0;
}
