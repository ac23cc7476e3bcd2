// Tensor core matrix multiply via nvcuda::wmma with half inputs.
#include <mma.h>
#include <cuda_fp16.h>
using namespace nvcuda;

__global__ void wmma_gemm_f16(const half *A, const half *B, float *C, int M, int N, int K)
{
    int warpM = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int warpN = blockIdx.y * blockDim.y + threadIdx.y;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += 16) {
        int ar = warpM * 16, bc = warpN * 16;
        if (ar < M && bc < N) {
            wmma::load_matrix_sync(a, A + ar * K + k, K);
            wmma::load_matrix_sync(b, B + bc * K + k, K);
            wmma::mma_sync(acc, a, b, acc);
        }
    }
    int cr = warpM * 16, cc = warpN * 16;
    if (cr < M && cc < N) wmma::store_matrix_sync(C + cr * N + cc, acc, N, wmma::mem_row_major);
}

__global__ void wmma_f16_acc(const half *A, const half *B, half *C, half alpha)
{
    wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::col_major> a;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 32, 8, 16, half> c;
    wmma::load_matrix_sync(a, A, 32);
    wmma::load_matrix_sync(b, B, 8);
    wmma::load_matrix_sync(c, C, 8, wmma::mem_row_major);
    for (int i = 0; i < c.num_elements; i++) c.x[i] = __hmul(c.x[i], alpha);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(C, c, 8, wmma::mem_row_major);
}

__global__ void wmma_8x32(const half *A, const half *B, float *C)
{
    wmma::fragment<wmma::matrix_a, 8, 32, 16, half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, half, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 8, 32, 16, float> c;
    wmma::fill_fragment(c, 1.0f);
    wmma::load_matrix_sync(a, A, 16);
    wmma::load_matrix_sync(b, B, 32);
    wmma::mma_sync(c, a, b, c);
    for (int i = 0; i < c.num_elements; i++) c.x[i] = fmaxf(c.x[i], 0.0f);
    wmma::store_matrix_sync(C, c, 32, wmma::mem_col_major);
}

__global__ void wmma_shared_tile(const half *A, const half *B, float *C, int K)
{
    __shared__ __align__(32) half sa[16 * 16];
    __shared__ __align__(32) half sb[16 * 16];
    __shared__ __align__(32) float sc[16 * 16];
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += 16) {
        for (int e = threadIdx.x; e < 256; e += 32) {
            sa[e] = A[(e / 16) * K + k + e % 16];
            sb[e] = B[(k + e / 16) * 16 + e % 16];
        }
        __syncwarp();
        wmma::load_matrix_sync(a, sa, 16);
        wmma::load_matrix_sync(b, sb, 16);
        wmma::mma_sync(acc, a, b, acc);
        __syncwarp();
    }
    wmma::store_matrix_sync(sc, acc, 16, wmma::mem_row_major);
    __syncwarp();
    for (int e = threadIdx.x; e < 256; e += 32) C[e] = sc[e] * 0.5f;
}
