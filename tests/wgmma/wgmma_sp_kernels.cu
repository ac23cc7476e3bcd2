// Sparse wgmma.mma_async.sp kernels in the form CUDA code writes them
// (inline asm, as CUTLASS does), built by nvcc for sm_90a
// (tests/wgmma/BUILDS) and run by the wgmma_sp suite
// (tests/unit/test_wgmma_sp.c) on one warpgroup.
//
// Every kernel takes the same arguments: img, a shared-memory image the
// test lays out (A's kept elements and B in canonical layouts); dio, each
// thread's D fragment (C in, D out); areg, each thread's four A
// registers; descs, A's and B's descriptors relative to the start of the
// shared buffer; meta, each thread's metadata word; scaled, the scale-d
// predicate.
#include <cstdint>

#define IMG_WORDS 4096   // 16 KiB

__device__ __forceinline__ void load_image(const uint32_t *img, uint32_t *sm)
{
    for (unsigned i = threadIdx.x; i < IMG_WORDS; i += blockDim.x)
        sm[i] = img[i];
    __syncthreads();
}

#define ARGS const uint32_t *img, uint32_t *dio, const uint32_t *areg,      \
             const uint64_t *descs, const uint32_t *meta, uint32_t scaled
#define PROLOGUE(ND)                                                        \
    __shared__ __align__(1024) uint32_t sm[IMG_WORDS];                      \
    load_image(img, sm);                                                    \
    uint64_t base = (uint64_t)(__cvta_generic_to_shared(sm) >> 4);          \
    uint64_t db = descs[1] + base;                                          \
    uint32_t e = meta[threadIdx.x];                                         \
    uint32_t *io = dio + threadIdx.x * (ND);
#define A_DESC uint64_t da = descs[0] + base;
#define A_REGS const uint32_t *ar = areg + threadIdx.x * 4;

#define FENCE() asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory")
#define WAIT()                                                              \
    asm volatile("wgmma.commit_group.sync.aligned;\n"                       \
                 "wgmma.wait_group.sync.aligned 0;\n" ::: "memory")

// f16 x f16 -> f32, m64n16k32, A and B from descriptors, selector 0
extern "C" __global__ void k_sp_f16_desc(ARGS)
{
    PROLOGUE(8)
    A_DESC
    float d[8];
    for (int i = 0; i < 8; i++)
        d[i] = __uint_as_float(io[i]);
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %11, 0;\n"
                 "wgmma.mma_async.sp.sync.aligned.m64n16k32.f32.f16.f16 "
                 "{%0, %1, %2, %3, %4, %5, %6, %7}, %8, %9, %10, 0, p, "
                 "1, 1, 0, 0;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]),
                   "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
                 : "l"(da), "l"(db), "r"(e), "r"(scaled));
    WAIT();
    for (int i = 0; i < 8; i++)
        io[i] = __float_as_uint(d[i]);
}

// bf16 x bf16 -> f32, m64n8k32, A from registers, B N-major, -A, selector 1
extern "C" __global__ void k_sp_bf16_regs(ARGS)
{
    PROLOGUE(4)
    A_REGS
    float d[4];
    for (int i = 0; i < 4; i++)
        d[i] = __uint_as_float(io[i]);
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %10, 0;\n"
                 "wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, %8, %9, 1, p, "
                 "-1, 1, 1;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(ar[0]), "r"(ar[1]), "r"(ar[2]), "r"(ar[3]),
                   "l"(db), "r"(e), "r"(scaled));
    WAIT();
    for (int i = 0; i < 4; i++)
        io[i] = __float_as_uint(d[i]);
}

// tf32 x tf32 -> f32, m64n8k16 (1:2), descriptors, B 128-byte swizzled,
// selector 1
extern "C" __global__ void k_sp_tf32(ARGS)
{
    PROLOGUE(4)
    A_DESC
    float d[4];
    for (int i = 0; i < 4; i++)
        d[i] = __uint_as_float(io[i]);
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %7, 0;\n"
                 "wgmma.mma_async.sp.sync.aligned.m64n8k16.f32.tf32.tf32 "
                 "{%0, %1, %2, %3}, %4, %5, %6, 1, p, 1, 1;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "l"(da), "l"(db), "r"(e), "r"(scaled));
    WAIT();
    for (int i = 0; i < 4; i++)
        io[i] = __float_as_uint(d[i]);
}

// e4m3 x e5m2 -> f16, m64n16k64, descriptors both 128-byte swizzled, -B
extern "C" __global__ void k_sp_fp8(ARGS)
{
    PROLOGUE(4)
    A_DESC
    uint32_t d[4];
    for (int i = 0; i < 4; i++)
        d[i] = io[i];
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %7, 0;\n"
                 "wgmma.mma_async.sp.sync.aligned.m64n16k64.f16.e4m3.e5m2 "
                 "{%0, %1, %2, %3}, %4, %5, %6, 0, p, 1, -1;\n}\n"
                 : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
                 : "l"(da), "l"(db), "r"(e), "r"(scaled));
    WAIT();
    for (int i = 0; i < 4; i++)
        io[i] = d[i];
}

// s8 x u8 -> s32 with .satfinite, m64n8k64, A from registers
extern "C" __global__ void k_sp_s8u8_regs(ARGS)
{
    PROLOGUE(4)
    A_REGS
    uint32_t d[4];
    for (int i = 0; i < 4; i++)
        d[i] = io[i];
    FENCE();
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %10, 0;\n"
                 "wgmma.mma_async.sp.sync.aligned.m64n8k64.satfinite.s32.s8.u8 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, %8, %9, 0, p;\n}\n"
                 : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
                 : "r"(ar[0]), "r"(ar[1]), "r"(ar[2]), "r"(ar[3]),
                   "l"(db), "r"(e), "r"(scaled));
    WAIT();
    for (int i = 0; i < 4; i++)
        io[i] = d[i];
}
