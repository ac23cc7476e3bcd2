// A multistage tensor-core GEMM written as CUTLASS's sm_80 kernels are:
// cp.async fills a ring of STAGES shared-memory tiles ahead of the math,
// ldmatrix (and ldmatrix.trans for the row-major B) feeds mma.sync
// m16n8k16 from them, and the next tile's copy overlaps this tile's math.
// D = alpha * A * B + beta * C; A half M x K row-major, B half K x N
// row-major, C and D float M x N. Block tile 64 x 64 x 32, four warps of
// 32 x 32. M, N multiples of 64, K a multiple of 32.
// gemm_fma is the same GEMM without tensor cores: the classic tiled
// shared-memory kernel, each thread 4 x 8 outputs in registers.
#include <cuda_fp16.h>
#include <stdint.h>

#define BM 64
#define BN 64
#define BK 32
#define SA (BK + 8)   // shared row strides in halves: +8 keeps ldmatrix's
#define SB (BN + 8)   // eight rows on distinct banks, rows 16-byte aligned

__device__ __forceinline__ uint32_t smem_u32(const void *p)
{
    return (uint32_t)__cvta_generic_to_shared(p);
}

__device__ __forceinline__ void cp_async16(void *dst, const void *src)
{
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(smem_u32(dst)), "l"(src));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait()
{
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}

__device__ __forceinline__ void ldmatrix_x4(uint32_t r[4], const void *p)
{
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldmatrix_x4_trans(uint32_t r[4], const void *p)
{
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(smem_u32(p)));
}
__device__ __forceinline__ void mma16816(float d[4], const uint32_t a[4], const uint32_t b[2])
{
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

template <int STAGES>
__device__ void mma_gemm(const half *__restrict__ A, const half *__restrict__ B,
                         const float *__restrict__ C, float *__restrict__ D, int M, int N,
                         int K, float alpha, float beta)
{
    __shared__ __align__(16) half sA[STAGES][BM * SA];
    __shared__ __align__(16) half sB[STAGES][BK * SB];
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const int wm = (warp / 2) * 32, wn = (warp % 2) * 32;
    const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
    const int ktiles = K / BK;
    float acc[2][4][4] = {};

    // each thread copies two 16-byte chunks of A's tile and two of B's
    auto load_tile = [&](int stage, int kt) {
        const int k0 = kt * BK;
#pragma unroll
        for (int c = 0; c < 2; c++) {
            int chunk = tid + c * 128;
            int ar = chunk / (BK / 8), ac = (chunk % (BK / 8)) * 8;
            cp_async16(&sA[stage][ar * SA + ac], A + (size_t)(row0 + ar) * K + k0 + ac);
            int br = chunk / (BN / 8), bc = (chunk % (BN / 8)) * 8;
            cp_async16(&sB[stage][br * SB + bc], B + (size_t)(k0 + br) * N + col0 + bc);
        }
    };

#pragma unroll
    for (int s = 0; s < STAGES - 1; s++) {
        if (s < ktiles)
            load_tile(s, s);
        cp_async_commit();
    }
    for (int kt = 0; kt < ktiles; kt++) {
        cp_async_wait<STAGES - 2>();
        __syncthreads();
        int next = kt + STAGES - 1;
        if (next < ktiles)
            load_tile(next % STAGES, next);
        cp_async_commit();
        const half *a_s = sA[kt % STAGES], *b_s = sB[kt % STAGES];
#pragma unroll
        for (int kk = 0; kk < BK; kk += 16) {
            uint32_t af[2][4], bf[4][2];
#pragma unroll
            for (int i = 0; i < 2; i++)
                ldmatrix_x4(af[i], a_s + (wm + 16 * i + lane % 16) * SA + kk + (lane / 16) * 8);
#pragma unroll
            for (int j = 0; j < 2; j++) {
                uint32_t r[4];
                ldmatrix_x4_trans(r, b_s + (kk + lane % 16) * SB + wn + 16 * j + (lane / 16) * 8);
                bf[2 * j][0] = r[0];
                bf[2 * j][1] = r[1];
                bf[2 * j + 1][0] = r[2];
                bf[2 * j + 1][1] = r[3];
            }
#pragma unroll
            for (int i = 0; i < 2; i++)
#pragma unroll
                for (int j = 0; j < 4; j++)
                    mma16816(acc[i][j], af[i], bf[j]);
        }
    }
    cp_async_wait<0>();

    const int g = lane / 4, t4 = lane % 4;
#pragma unroll
    for (int i = 0; i < 2; i++)
#pragma unroll
        for (int j = 0; j < 4; j++)
#pragma unroll
            for (int h = 0; h < 2; h++) {
                int r = row0 + wm + 16 * i + g + 8 * h, c = col0 + wn + 8 * j + 2 * t4;
                size_t o = (size_t)r * N + c;
                float2 cv = *(const float2 *)(C + o);
                float2 dv;
                dv.x = alpha * acc[i][j][2 * h] + beta * cv.x;
                dv.y = alpha * acc[i][j][2 * h + 1] + beta * cv.y;
                *(float2 *)(D + o) = dv;
            }
}

extern "C" __global__ void __launch_bounds__(128)
gemm_mma_s3(const half *A, const half *B, const float *C, float *D, int M, int N, int K,
            float alpha, float beta)
{
    mma_gemm<3>(A, B, C, D, M, N, K, alpha, beta);
}

extern "C" __global__ void __launch_bounds__(128)
gemm_mma_s2(const half *A, const half *B, const float *C, float *D, int M, int N, int K,
            float alpha, float beta)
{
    mma_gemm<2>(A, B, C, D, M, N, K, alpha, beta);
}

extern "C" __global__ void __launch_bounds__(128)
gemm_fma(const half *__restrict__ A, const half *__restrict__ B, const float *__restrict__ C,
         float *__restrict__ D, int M, int N, int K, float alpha, float beta)
{
    __shared__ float sA[BK][BM + 4];   // A's tile transposed: a column per k
    __shared__ float sB[BK][BN];
    const int tid = threadIdx.x;
    const int tr = (tid / 8) * 4, tc = (tid % 8) * 8;   // 16 x 8 threads, 4 x 8 each
    const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
    float acc[4][8] = {};
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int i = tid; i < BM * BK; i += 128) {
            int r = i / BK, c = i % BK;
            sA[c][r] = __half2float(A[(size_t)(row0 + r) * K + k0 + c]);
        }
        for (int i = tid; i < BK * BN; i += 128) {
            int r = i / BN, c = i % BN;
            sB[r][c] = __half2float(B[(size_t)(k0 + r) * N + col0 + c]);
        }
        __syncthreads();
#pragma unroll 4
        for (int k = 0; k < BK; k++) {
            float a[4], b[8];
#pragma unroll
            for (int i = 0; i < 4; i++)
                a[i] = sA[k][tr + i];
#pragma unroll
            for (int j = 0; j < 8; j++)
                b[j] = sB[k][tc + j];
#pragma unroll
            for (int i = 0; i < 4; i++)
#pragma unroll
                for (int j = 0; j < 8; j++)
                    acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = 0; j < 8; j++) {
            size_t o = (size_t)(row0 + tr + i) * N + col0 + tc + j;
            D[o] = alpha * acc[i][j] + beta * C[o];
        }
}
