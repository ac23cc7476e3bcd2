// A FlashAttention-2 style forward pass for one head per blockIdx.y:
// O = softmax(scale * Q K^T) V, Q K V half [seq x 64], O float. Each warp
// owns 16 query rows; the block walks the keys in tiles of 64 staged by
// cp.async (the next tile's copy in flight during this tile's math).
// S = Q K^T by mma.sync m16n8k16 (K's rows are B's columns: ldmatrix),
// the running row max and sum are kept per row and shared over the four
// lanes of a row by shuffles, probabilities come from __expf and are
// rounded to half to feed P V straight from the accumulator registers
// (V is row-major: ldmatrix.trans). seq must be a multiple of 64.
#include <cuda_fp16.h>
#include <stdint.h>

#define D 64
#define BR 64   // query rows per block (4 warps x 16)
#define BC 64   // keys per tile
#define LD (D + 8)

__device__ __forceinline__ uint32_t smem_u32(const void *p)
{
    return (uint32_t)__cvta_generic_to_shared(p);
}
__device__ __forceinline__ void cp_async16(void *dst, const void *src)
{
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(smem_u32(dst)), "l"(src));
}
__device__ __forceinline__ void ldsm_x4(uint32_t r[4], const void *p)
{
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldsm_x4_t(uint32_t r[4], const void *p)
{
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void mma(float d[4], const uint32_t a[4], uint32_t b0, uint32_t b1)
{
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
__device__ __forceinline__ uint32_t pack_half2(float lo, float hi)
{
    __half2 h = __floats2half2_rn(lo, hi);
    return *(uint32_t *)&h;
}

__device__ __forceinline__ void load_tile(half *dst, const half *src, int tid)
{
    // 64 rows x 8 chunks of 16 bytes, 128 threads
#pragma unroll
    for (int c = 0; c < 4; c++) {
        int chunk = tid + 128 * c, r = chunk / 8, col = (chunk % 8) * 8;
        cp_async16(dst + r * LD + col, src + (size_t)r * D + col);
    }
}

extern "C" __global__ void __launch_bounds__(128)
flash_fwd(const half *__restrict__ Q, const half *__restrict__ K, const half *__restrict__ V,
          float *__restrict__ O, int seq, float scale)
{
    __shared__ __align__(16) half sQ[BR * LD];
    __shared__ __align__(16) half sK[2][BC * LD];
    __shared__ __align__(16) half sV[2][BC * LD];
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const size_t head = (size_t)blockIdx.y * seq * D;
    Q += head + (size_t)blockIdx.x * BR * D;
    K += head;
    V += head;
    O += head + (size_t)blockIdx.x * BR * D;

    load_tile(sQ, Q, tid);
    load_tile(sK[0], K, tid);
    load_tile(sV[0], V, tid);
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_group 0;\n" ::);
    __syncthreads();

    uint32_t qf[D / 16][4];
#pragma unroll
    for (int k = 0; k < D / 16; k++)
        ldsm_x4(qf[k], sQ + (warp * 16 + lane % 16) * LD + 16 * k + (lane / 16) * 8);

    float o[D / 8][4] = {};
    float m[2] = {-INFINITY, -INFINITY}, l[2] = {0.f, 0.f};
    const int ntiles = seq / BC;
    for (int t = 0; t < ntiles; t++) {
        const int cur = t % 2;
        if (t + 1 < ntiles) {
            load_tile(sK[cur ^ 1], K + (size_t)(t + 1) * BC * D, tid);
            load_tile(sV[cur ^ 1], V + (size_t)(t + 1) * BC * D, tid);
        }
        asm volatile("cp.async.commit_group;\n" ::);

        // S = Q K^T for this warp's 16 rows and the tile's 64 keys
        float s[BC / 8][4] = {};
#pragma unroll
        for (int n = 0; n < BC / 16; n++)
#pragma unroll
            for (int k = 0; k < D / 16; k++) {
                uint32_t b[4];
                ldsm_x4(b, sK[cur] + (16 * n + (lane % 8) + (lane / 16) * 8) * LD + 16 * k +
                               ((lane / 8) % 2) * 8);
                mma(s[2 * n], qf[k], b[0], b[1]);
                mma(s[2 * n + 1], qf[k], b[2], b[3]);
            }

        // online softmax: this lane holds rows lane/4 (h = 0) and lane/4 + 8 (h = 1)
#pragma unroll
        for (int h = 0; h < 2; h++) {
            float mx = m[h];
#pragma unroll
            for (int j = 0; j < BC / 8; j++)
                mx = fmaxf(mx, fmaxf(s[j][2 * h], s[j][2 * h + 1]) * scale);
            mx = fmaxf(mx, __shfl_xor_sync(0xffffffff, mx, 1));
            mx = fmaxf(mx, __shfl_xor_sync(0xffffffff, mx, 2));
            float corr = __expf(m[h] - mx);
            m[h] = mx;
            float sum = 0.f;
#pragma unroll
            for (int j = 0; j < BC / 8; j++) {
                s[j][2 * h] = __expf(s[j][2 * h] * scale - mx);
                s[j][2 * h + 1] = __expf(s[j][2 * h + 1] * scale - mx);
                sum += s[j][2 * h] + s[j][2 * h + 1];
            }
            l[h] = l[h] * corr + sum;
#pragma unroll
            for (int j = 0; j < D / 8; j++) {
                o[j][2 * h] *= corr;
                o[j][2 * h + 1] *= corr;
            }
        }

        // O += P V: the accumulators of two key groups of 8 are one A fragment
#pragma unroll
        for (int k = 0; k < BC / 16; k++) {
            uint32_t a[4] = {pack_half2(s[2 * k][0], s[2 * k][1]),
                             pack_half2(s[2 * k][2], s[2 * k][3]),
                             pack_half2(s[2 * k + 1][0], s[2 * k + 1][1]),
                             pack_half2(s[2 * k + 1][2], s[2 * k + 1][3])};
#pragma unroll
            for (int n = 0; n < D / 16; n++) {
                uint32_t b[4];
                ldsm_x4_t(b, sV[cur] + (16 * k + lane % 16) * LD + 16 * n + (lane / 16) * 8);
                mma(o[2 * n], a, b[0], b[1]);
                mma(o[2 * n + 1], a, b[2], b[3]);
            }
        }
        asm volatile("cp.async.wait_group 0;\n" ::);
        __syncthreads();
    }

    // the row sums were per lane: add the four lanes of each row
#pragma unroll
    for (int h = 0; h < 2; h++) {
        l[h] += __shfl_xor_sync(0xffffffff, l[h], 1);
        l[h] += __shfl_xor_sync(0xffffffff, l[h], 2);
    }
    const int r = warp * 16 + lane / 4, c = 2 * (lane % 4);
#pragma unroll
    for (int j = 0; j < D / 8; j++)
#pragma unroll
        for (int h = 0; h < 2; h++) {
            float2 v = make_float2(o[j][2 * h] / l[h], o[j][2 * h + 1] / l[h]);
            *(float2 *)(O + (size_t)(r + 8 * h) * D + 8 * j + c) = v;
        }
}
