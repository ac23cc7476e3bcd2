// wgmma.mma_async kernels in the form CUDA code writes them (inline asm,
// as CUTLASS does), built by nvcc for sm_90a (tests/wgmma/BUILDS) and run
// by the wgmma suite (tests/unit/test_wgmma.c) on one warpgroup.
//
// Every kernel takes the same arguments: img, a shared-memory image the
// test lays out (A's and B's canonical layouts); dio, each thread's D
// fragment (C in, D out, nd words a thread); areg, each thread's four A
// registers; descs, A's and B's descriptors relative to the start of the
// shared buffer; scaled, the scale-d predicate.
#include <cstdint>

#define IMG_WORDS 4096   // 16 KiB

__device__ __forceinline__ void load_image(const uint32_t *img, uint32_t *sm)
{
    for (unsigned i = threadIdx.x; i < IMG_WORDS; i += blockDim.x)
        sm[i] = img[i];
    __syncthreads();
}

#define PROLOGUE(ND)                                                        \
    __shared__ __align__(1024) uint32_t sm[IMG_WORDS];                      \
    load_image(img, sm);                                                    \
    uint64_t base = (uint64_t)(__cvta_generic_to_shared(sm) >> 4);          \
    uint64_t db = descs[1] + base;                                          \
    uint32_t *io = dio + threadIdx.x * (ND);
#define A_DESC uint64_t da = descs[0] + base;
#define A_REGS const uint32_t *ar = areg + threadIdx.x * 4;

#define FENCE() asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory")
#define WAIT()                                                              \
    asm volatile("wgmma.commit_group.sync.aligned;\n"                       \
                 "wgmma.wait_group.sync.aligned 0;\n" ::: "memory")

// f16 x f16 -> f32, m64n16k16, A and B from descriptors
extern "C" __global__ void k_f16_f32(const uint32_t *img, uint32_t *dio,
                                     const uint32_t *areg,
                                     const uint64_t *descs, uint32_t scaled)
{
    PROLOGUE(8)
    A_DESC
    float d[8];
    for (int i = 0; i < 8; i++)
        d[i] = __uint_as_float(io[i]);
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %10, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 "
                 "{%0, %1, %2, %3, %4, %5, %6, %7}, %8, %9, p, 1, 1, 0, 0;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]),
                   "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
                 : "l"(da), "l"(db), "r"(scaled));
    WAIT();
    for (int i = 0; i < 8; i++)
        io[i] = __float_as_uint(d[i]);
}

// bf16 x bf16 -> f32, m64n8k16, A from registers, B N-major, -A
extern "C" __global__ void k_bf16_regs(const uint32_t *img, uint32_t *dio,
                                       const uint32_t *areg,
                                       const uint64_t *descs, uint32_t scaled)
{
    PROLOGUE(4)
    A_REGS
    float d[4];
    for (int i = 0; i < 4; i++)
        d[i] = __uint_as_float(io[i]);
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %9, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, %8, p, -1, 1, 1;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(ar[0]), "r"(ar[1]), "r"(ar[2]), "r"(ar[3]), "l"(db),
                   "r"(scaled));
    WAIT();
    for (int i = 0; i < 4; i++)
        io[i] = __float_as_uint(d[i]);
}

// s8 x u8 -> s32 .satfinite, m64n8k32, A from registers
extern "C" __global__ void k_s8u8_satf(const uint32_t *img, uint32_t *dio,
                                       const uint32_t *areg,
                                       const uint64_t *descs, uint32_t scaled)
{
    PROLOGUE(4)
    A_REGS
    uint32_t d[4];
    for (int i = 0; i < 4; i++)
        d[i] = io[i];
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %9, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n8k32.satfinite.s32.s8.u8 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, %8, p;\n}\n"
                 : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
                 : "r"(ar[0]), "r"(ar[1]), "r"(ar[2]), "r"(ar[3]), "l"(db),
                   "r"(scaled));
    WAIT();
    for (int i = 0; i < 4; i++)
        io[i] = d[i];
}

// e4m3 x e5m2 -> f16, m64n16k32, A and B from descriptors, -B
extern "C" __global__ void k_fp8_f16(const uint32_t *img, uint32_t *dio,
                                     const uint32_t *areg,
                                     const uint64_t *descs, uint32_t scaled)
{
    PROLOGUE(4)
    A_DESC
    uint32_t d[4];
    for (int i = 0; i < 4; i++)
        d[i] = io[i];
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n16k32.f16.e4m3.e5m2 "
                 "{%0, %1, %2, %3}, %4, %5, p, 1, -1;\n}\n"
                 : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
                 : "l"(da), "l"(db), "r"(scaled));
    WAIT();
    for (int i = 0; i < 4; i++)
        io[i] = d[i];
}

// tf32 x tf32 -> f32, m64n8k8, A and B from descriptors
extern "C" __global__ void k_tf32(const uint32_t *img, uint32_t *dio,
                                  const uint32_t *areg,
                                  const uint64_t *descs, uint32_t scaled)
{
    PROLOGUE(4)
    A_DESC
    float d[4];
    for (int i = 0; i < 4; i++)
        d[i] = __uint_as_float(io[i]);
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 "
                 "{%0, %1, %2, %3}, %4, %5, p, 1, 1;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "l"(da), "l"(db), "r"(scaled));
    WAIT();
    for (int i = 0; i < 4; i++)
        io[i] = __float_as_uint(d[i]);
}

// b1 AND + popc -> s32, m64n8k256, A from registers
extern "C" __global__ void k_b1(const uint32_t *img, uint32_t *dio,
                                const uint32_t *areg,
                                const uint64_t *descs, uint32_t scaled)
{
    PROLOGUE(4)
    A_REGS
    uint32_t d[4];
    for (int i = 0; i < 4; i++)
        d[i] = io[i];
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %9, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1.and.popc "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, %8, p;\n}\n"
                 : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
                 : "r"(ar[0]), "r"(ar[1]), "r"(ar[2]), "r"(ar[3]), "l"(db),
                   "r"(scaled));
    WAIT();
    for (int i = 0; i < 4; i++)
        io[i] = d[i];
}
