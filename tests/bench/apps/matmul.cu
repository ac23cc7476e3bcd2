// Forward matmul of a linear layer, out[M][N] = inp[M][K] W[N][K]^T +
// bias[N], as a 2D-tiled shared-memory SGEMM: a 256-thread block computes
// a 64x64 tile of out, staging 64x16 slices of inp and W through shared
// memory (transposed, so the inner loop reads float4 columns) and keeping
// a 4x4 block of accumulators per thread. M and N must be multiples of
// 64, K of 16.

#define TM 64
#define TN 64
#define TK 16

extern "C" __global__ void __launch_bounds__(256)
matmul_forward(float *__restrict__ out, const float *__restrict__ inp,
               const float *__restrict__ weight, const float *__restrict__ bias, int M, int N, int K)
{
    __shared__ __align__(16) float As[TK][TM];
    __shared__ __align__(16) float Ws[TK][TN];
    int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
    int m0 = blockIdx.y * TM, n0 = blockIdx.x * TN;
    // each thread stages one float4 of the inp slice and one of the W slice
    int lr = threadIdx.x / 4, lk = (threadIdx.x % 4) * 4;
    const float *a = inp + (long)(m0 + lr) * K + lk;
    const float *w = weight + (long)(n0 + lr) * K + lk;

    float acc[4][4] = {};
    for (int k0 = 0; k0 < K; k0 += TK) {
        float4 av = *(const float4 *)(a + k0);
        float4 wv = *(const float4 *)(w + k0);
        As[lk + 0][lr] = av.x, As[lk + 1][lr] = av.y, As[lk + 2][lr] = av.z, As[lk + 3][lr] = av.w;
        Ws[lk + 0][lr] = wv.x, Ws[lk + 1][lr] = wv.y, Ws[lk + 2][lr] = wv.z, Ws[lk + 3][lr] = wv.w;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TK; k++) {
            float4 ra = *(const float4 *)&As[k][ty * 4];
            float4 rw = *(const float4 *)&Ws[k][tx * 4];
            float ar[4] = { ra.x, ra.y, ra.z, ra.w }, wr[4] = { rw.x, rw.y, rw.z, rw.w };
#pragma unroll
            for (int i = 0; i < 4; i++)
#pragma unroll
                for (int j = 0; j < 4; j++)
                    acc[i][j] += ar[i] * wr[j];
        }
        __syncthreads();
    }

    float4 b = *(const float4 *)(bias + n0 + tx * 4);
    for (int i = 0; i < 4; i++) {
        float4 o = make_float4(acc[i][0] + b.x, acc[i][1] + b.y, acc[i][2] + b.z, acc[i][3] + b.w);
        *(float4 *)(out + (long)(m0 + ty * 4 + i) * N + n0 + tx * 4) = o;
    }
}
