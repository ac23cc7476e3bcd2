// An sm_90a GEMM the way Hopper kernels are written: one warpgroup per
// 64 x 64 tile of D = A * B^T (A M x K and B N x K, both half, K-major,
// D float M x N row-major); thread 0 asks the TMA unit for the next
// 64 x 64 tiles of A and B (tensor maps with the 128-byte swizzle) while
// the warpgroup's wgmma.mma_async m64n64k16 consume the current ones
// straight from shared memory through matrix descriptors. Each stage's
// arrival is an mbarrier with an expected transaction count. K must be a
// multiple of 64.
#include <cuda.h>
#include <cuda_fp16.h>
#include <stdint.h>

#define BM 64
#define BN 64
#define BK 64            // 64 halves = 128 bytes: one swizzle row
#define STAGES 2

struct __align__(1024) Stage {
    half a[BM * BK];
    half b[BN * BK];
};

__device__ __forceinline__ uint32_t smem_u32(const void *p)
{
    return (uint32_t)__cvta_generic_to_shared(p);
}

__device__ __forceinline__ void mbar_init(uint64_t *bar, uint32_t count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(smem_u32(bar)), "r"(count));
}
__device__ __forceinline__ void mbar_expect_tx(uint64_t *bar, uint32_t bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(smem_u32(bar)),
                 "r"(bytes));
}
__device__ __forceinline__ void mbar_wait(uint64_t *bar, uint32_t parity)
{
    uint32_t done;
    do {
        asm volatile("{\n .reg .pred p;\n"
                     " mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n"
                     " selp.u32 %0, 1, 0, p;\n}\n"
                     : "=r"(done) : "r"(smem_u32(bar)), "r"(parity) : "memory");
    } while (!done);
}
__device__ __forceinline__ void tma_load_2d(void *dst, const CUtensorMap *map, uint64_t *bar,
                                            int c0, int c1)
{
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                 " [%0], [%1, {%3, %4}], [%2];\n"
                 ::"r"(smem_u32(dst)), "l"(map), "r"(smem_u32(bar)), "r"(c0), "r"(c1)
                 : "memory");
}

// K-major operand in the 128-byte swizzle: 8-row groups 1024 bytes apart
__device__ __forceinline__ uint64_t smem_desc(const void *p)
{
    uint64_t addr = smem_u32(p);
    return ((addr & 0x3ffff) >> 4) | (1ull << 16) | ((uint64_t)(1024 >> 4) << 32) | (1ull << 62);
}

__device__ __forceinline__ void wgmma_64x64x16(float d[32], uint64_t da, uint64_t db)
{
    asm volatile("{\n"
                 "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 "
                 "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
                 "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31},"
                 " %32, %33, 1, 1, 1, 0, 0;\n"
                 "}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]),
                   "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]),
                   "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]),
                   "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
                   "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]),
                   "+f"(d[30]), "+f"(d[31])
                 : "l"(da), "l"(db));
}

extern "C" __global__ void __launch_bounds__(128)
gemm_tma_wgmma(const __grid_constant__ CUtensorMap tmA, const __grid_constant__ CUtensorMap tmB,
               float *D, int M, int N, int K)
{
    extern __shared__ __align__(1024) unsigned char dyn[];
    // the dynamic window is only 16-byte aligned: round up to the swizzle's 1024
    Stage *st = (Stage *)(((uintptr_t)dyn + 1023) & ~(uintptr_t)1023);
    __shared__ uint64_t full[STAGES];
    const int tid = threadIdx.x;
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
    const int ktiles = K / BK;
    const uint32_t tile_bytes = sizeof(Stage);

    if (tid == 0) {
        for (int s = 0; s < STAGES; s++)
            mbar_init(&full[s], 1);
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    }
    __syncthreads();
    if (tid == 0)
        for (int s = 0; s < STAGES && s < ktiles; s++) {
            mbar_expect_tx(&full[s], tile_bytes);
            tma_load_2d(st[s].a, &tmA, &full[s], s * BK, m0);
            tma_load_2d(st[s].b, &tmB, &full[s], s * BK, n0);
        }

    float d[32];
    for (int i = 0; i < 32; i++)
        d[i] = 0.f;
    for (int kt = 0; kt < ktiles; kt++) {
        const int s = kt % STAGES;
        mbar_wait(&full[s], (kt / STAGES) & 1);
        asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#pragma unroll
        for (int k = 0; k < BK / 16; k++)
            wgmma_64x64x16(d, smem_desc(st[s].a + 16 * k), smem_desc(st[s].b + 16 * k));
        asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
        asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
        __syncthreads();   // every warp is done reading stage s
        const int next = kt + STAGES;
        if (tid == 0 && next < ktiles) {
            mbar_expect_tx(&full[s], tile_bytes);
            tma_load_2d(st[s].a, &tmA, &full[s], next * BK, m0);
            tma_load_2d(st[s].b, &tmB, &full[s], next * BK, n0);
        }
    }

    // the accumulator layout: warp w has rows 16w..16w+15, eight columns per four registers
    const int warp = tid / 32, lane = tid % 32;
    const int r = m0 + 16 * warp + lane / 4;
#pragma unroll
    for (int j = 0; j < BN / 8; j++) {
        const int c = n0 + 8 * j + 2 * (lane % 4);
        *(float2 *)(D + (size_t)r * N + c) = make_float2(d[4 * j], d[4 * j + 1]);
        *(float2 *)(D + (size_t)(r + 8) * N + c) = make_float2(d[4 * j + 2], d[4 * j + 3]);
    }
}
