// WMMA GEMMs the way application code writes them: each block stages
// tiles of A and B in shared memory, each warp owns a 32x32 block of C
// (2x2 fragments) and walks K. D = alpha * A * B + beta * C.
//   gemm_f16:  A, B half (A row-major M x K, B row-major K x N), f32 acc
//   gemm_bf16: the same with __nv_bfloat16
//   gemm_tf32: float inputs rounded to tf32 while staging, m16n16k8
//   gemm_s8:   signed char inputs, int accumulate, C int (IMMA)
// Sizes must be multiples of the block tile (64 x 64, K step 32).
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

#define BM 64
#define BN 64
#define BK 32
#define PAD 8   // skew the shared rows so the warps' loads spread over banks

template <typename In, typename Frag_t, int FK>
__device__ __forceinline__ void block_gemm(const In *A, const In *B, int M, int N, int K,
                                           wmma::fragment<wmma::accumulator, 16, 16, FK,
                                                          typename Frag_t::acc> acc[2][2],
                                           In *sA, In *sB)
{
    int warp = threadIdx.x / 32;
    int wm = (warp / 2) * 32, wn = (warp % 2) * 32;
    int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int i = threadIdx.x; i < BM * BK; i += blockDim.x) {
            int r = i / BK, c = i % BK;
            sA[r * (BK + PAD) + c] = Frag_t::stage(A[(size_t)(row0 + r) * K + k0 + c]);
        }
        for (int i = threadIdx.x; i < BK * BN; i += blockDim.x) {
            int r = i / BN, c = i % BN;
            sB[r * (BN + PAD) + c] = Frag_t::stage(B[(size_t)(k0 + r) * N + col0 + c]);
        }
        __syncthreads();
        for (int kk = 0; kk < BK; kk += FK) {
            wmma::fragment<wmma::matrix_a, 16, 16, FK, typename Frag_t::frag, wmma::row_major> a[2];
            wmma::fragment<wmma::matrix_b, 16, 16, FK, typename Frag_t::frag, wmma::row_major> b[2];
            for (int i = 0; i < 2; i++)
                wmma::load_matrix_sync(a[i], sA + (wm + 16 * i) * (BK + PAD) + kk, BK + PAD);
            for (int j = 0; j < 2; j++)
                wmma::load_matrix_sync(b[j], sB + kk * (BN + PAD) + wn + 16 * j, BN + PAD);
            for (int i = 0; i < 2; i++)
                for (int j = 0; j < 2; j++)
                    wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
        }
        __syncthreads();
    }
}

struct F16 { typedef half frag; typedef float acc; static __device__ half stage(half x) { return x; } };
struct BF16 { typedef __nv_bfloat16 frag; typedef float acc;
              static __device__ __nv_bfloat16 stage(__nv_bfloat16 x) { return x; } };
struct TF32 { typedef wmma::precision::tf32 frag; typedef float acc;
              static __device__ float stage(float x) { return wmma::__float_to_tf32(x); } };
struct S8 { typedef signed char frag; typedef int acc; static __device__ signed char stage(signed char x) { return x; } };

template <typename In, typename Frag_t, int FK>
__device__ void gemm(const In *A, const In *B, const typename Frag_t::acc *C,
                     typename Frag_t::acc *D, int M, int N, int K,
                     typename Frag_t::acc alpha, typename Frag_t::acc beta)
{
    __shared__ In sA[BM * (BK + PAD)];
    __shared__ In sB[BK * (BN + PAD)];
    wmma::fragment<wmma::accumulator, 16, 16, FK, typename Frag_t::acc> acc[2][2];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            wmma::fill_fragment(acc[i][j], 0);
    block_gemm<In, Frag_t, FK>(A, B, M, N, K, acc, sA, sB);
    int warp = threadIdx.x / 32;
    int r0 = blockIdx.y * BM + (warp / 2) * 32, c0 = blockIdx.x * BN + (warp % 2) * 32;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) {
            wmma::fragment<wmma::accumulator, 16, 16, FK, typename Frag_t::acc> c;
            size_t off = (size_t)(r0 + 16 * i) * N + c0 + 16 * j;
            wmma::load_matrix_sync(c, C + off, N, wmma::mem_row_major);
            for (int e = 0; e < c.num_elements; e++)
                c.x[e] = alpha * acc[i][j].x[e] + beta * c.x[e];
            wmma::store_matrix_sync(D + off, c, N, wmma::mem_row_major);
        }
}

extern "C" __global__ void __launch_bounds__(128)
gemm_f16(const half *A, const half *B, const float *C, float *D, int M, int N, int K,
         float alpha, float beta)
{
    gemm<half, F16, 16>(A, B, C, D, M, N, K, alpha, beta);
}

extern "C" __global__ void __launch_bounds__(128)
gemm_bf16(const __nv_bfloat16 *A, const __nv_bfloat16 *B, const float *C, float *D, int M,
          int N, int K, float alpha, float beta)
{
    gemm<__nv_bfloat16, BF16, 16>(A, B, C, D, M, N, K, alpha, beta);
}

extern "C" __global__ void __launch_bounds__(128)
gemm_tf32(const float *A, const float *B, const float *C, float *D, int M, int N, int K,
          float alpha, float beta)
{
    gemm<float, TF32, 8>(A, B, C, D, M, N, K, alpha, beta);
}

extern "C" __global__ void __launch_bounds__(128)
gemm_s8(const signed char *A, const signed char *B, const int *C, int *D, int M, int N, int K,
        int alpha, int beta)
{
    gemm<signed char, S8, 16>(A, B, C, D, M, N, K, alpha, beta);
}
