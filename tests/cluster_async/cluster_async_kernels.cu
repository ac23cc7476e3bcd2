// Cluster kernels for the cluster_async suite (tests/unit/test_cluster_async.c):
// a TMA tile multicast to every CTA of the cluster, st.async into the
// neighbour CTA's shared memory, red.async into CTA 0's shared memory,
// each completing the destination CTA's mbarrier by its bytes.
#include <cuda.h>
#include <cooperative_groups.h>
#include <stdint.h>

namespace cg = cooperative_groups;

__device__ static uint32_t smem_u32(const void *p)
{
    return (uint32_t)__cvta_generic_to_shared(p);
}

// .shared::cluster address of p in the CTA of the given rank
__device__ static uint32_t remote(const void *p, uint32_t rank)
{
    uint32_t r;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;"
                 : "=r"(r) : "r"(smem_u32(p)), "r"(rank));
    return r;
}

__device__ static void mb_init(uint64_t *mb, uint32_t count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;"
                 :: "r"(smem_u32(mb)), "r"(count) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}

__device__ static void mb_expect(uint64_t *mb, uint32_t bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
                 :: "r"(smem_u32(mb)), "r"(bytes) : "memory");
}

__device__ static void mb_wait(uint64_t *mb, uint32_t parity)
{
    asm volatile("{\n\t.reg .pred p;\n"
                 "W:\n\t"
                 "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%0], %1;\n\t"
                 "@!p bra W;\n}"
                 :: "r"(smem_u32(mb)), "r"(parity) : "memory");
}

// CTA 0 of the cluster multicasts the 16 x 8 int box at (x, y) to every
// CTA; each waits on its own mbarrier and writes its copy to
// out[rank * 128 ...].
extern "C" __global__ void mc_tile(const __grid_constant__ CUtensorMap map,
                                   int x, int y, int *out)
{
    __shared__ alignas(128) int tile[8 * 16];
    __shared__ alignas(8) uint64_t mb;
    cg::cluster_group cl = cg::this_cluster();
    uint32_t rank = cl.block_rank(), n = cl.num_blocks();
    if (threadIdx.x == 0) {
        mb_init(&mb, 1);
        mb_expect(&mb, sizeof tile);
    }
    cl.sync();
    if (rank == 0 && threadIdx.x == 0) {
        uint16_t mask = (uint16_t)((1u << n) - 1);
        asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile"
                     ".mbarrier::complete_tx::bytes.multicast::cluster"
                     " [%0], [%1, {%2, %3}], [%4], %5;"
                     :: "r"(smem_u32(tile)), "l"(&map), "r"(x), "r"(y),
                        "r"(smem_u32(&mb)), "h"(mask) : "memory");
    }
    mb_wait(&mb, 0);
    for (int i = threadIdx.x; i < 128; i += blockDim.x)
        out[blockIdx.x * 128 + i] = tile[i];
    cl.sync();
}

// Every thread st.asyncs 36 bytes (b32, b64, v2.b32, v4.b32) into the
// next CTA's buffer; each CTA waits for its 36 * blockDim bytes and
// writes them to out[blockIdx.x * 9 * blockDim ...].
extern "C" __global__ void st_ring(const uint32_t *in, uint32_t *out)
{
    __shared__ alignas(16) uint32_t buf[9 * 128];
    __shared__ alignas(8) uint64_t mb;
    cg::cluster_group cl = cg::this_cluster();
    uint32_t rank = cl.block_rank(), n = cl.num_blocks(), t = threadIdx.x;
    uint32_t next = (rank + 1) % n, nt = blockDim.x;
    const uint32_t *v = in + (blockIdx.x * nt + t) * 9;
    if (t == 0) {
        mb_init(&mb, 1);
        mb_expect(&mb, 36 * nt);
    }
    cl.sync();
    uint32_t rb = remote(&mb, next);
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32"
                 " [%0], %1, [%2];"
                 :: "r"(remote(&buf[t], next)), "r"(v[0]), "r"(rb) : "memory");
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b64"
                 " [%0], %1, [%2];"
                 :: "r"(remote(&buf[nt + 2 * t], next)),
                    "l"((uint64_t)v[2] << 32 | v[1]), "r"(rb) : "memory");
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.u32"
                 " [%0], {%1, %2}, [%3];"
                 :: "r"(remote(&buf[3 * nt + 2 * t], next)), "r"(v[3]),
                    "r"(v[4]), "r"(rb) : "memory");
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32"
                 " [%0], {%1, %2, %3, %4}, [%5];"
                 :: "r"(remote(&buf[5 * nt + 4 * t], next)), "r"(v[5]),
                    "r"(v[6]), "r"(v[7]), "r"(v[8]), "r"(rb) : "memory");
    mb_wait(&mb, 0);
    for (uint32_t i = t; i < 9 * nt; i += nt)
        out[blockIdx.x * 9 * nt + i] = buf[i];
    cl.sync();
}

// Every thread of every CTA red.asyncs its value into CTA 0's
// accumulators with each operation; CTA 0 waits for all the bytes and
// writes acc[] (and the 64-bit sum) to out.
extern "C" __global__ void red_acc(const uint32_t *in, uint32_t *out,
                                   unsigned long long *out64)
{
    __shared__ alignas(8) uint32_t acc[12];
    __shared__ alignas(8) unsigned long long acc64;
    __shared__ alignas(8) uint64_t mb;
    cg::cluster_group cl = cg::this_cluster();
    uint32_t rank = cl.block_rank(), n = cl.num_blocks(), t = threadIdx.x;
    uint32_t v = in[blockIdx.x * blockDim.x + t];
    if (t == 0 && rank == 0) {
        acc[0] = 0; acc[1] = 0x7fffffff; acc[2] = 0; acc[3] = 0xffffffffu;
        acc[4] = 0; acc[5] = 0; acc[6] = 0; acc[7] = 1000000;
        acc[8] = 0; acc[9] = 0xffffffffu; acc[10] = 0x80000000u; acc[11] = 0;
        acc64 = 0;
        mb_init(&mb, 1);
        mb_expect(&mb, (11 * 4 + 8) * n * blockDim.x);
    }
    cl.sync();
    uint32_t m = remote(&mb, 0);
#define RED(op, ty, i, val) \
    asm volatile("red.async.relaxed.cluster.shared::cluster" \
                 ".mbarrier::complete_tx::bytes" op ty " [%0], %1, [%2];" \
                 :: "r"(remote(&acc[i], 0)), "r"(val), "r"(m) : "memory")
    RED(".add", ".u32", 0, v);
    RED(".min", ".s32", 1, v);
    RED(".max", ".u32", 2, v);
    RED(".and", ".b32", 3, v | 0x10000u);
    RED(".or", ".b32", 4, v & 0xff00u);
    RED(".xor", ".b32", 5, v);
    RED(".inc", ".u32", 6, 37u);
    RED(".dec", ".u32", 7, 1000u);
    RED(".add", ".s32", 8, v);
    RED(".min", ".u32", 9, v);
    RED(".max", ".s32", 10, v);
#undef RED
    asm volatile("red.async.relaxed.cluster.shared::cluster"
                 ".mbarrier::complete_tx::bytes.add.u64 [%0], %1, [%2];"
                 :: "r"(remote(&acc64, 0)), "l"((unsigned long long)v * 3u),
                    "r"(m) : "memory");
    if (rank == 0) {
        mb_wait(&mb, 0);
        if (t < 11)
            out[blockIdx.x / n * 11 + t] = acc[t];
        if (t == 0)
            out64[blockIdx.x / n] = acc64;
    }
    cl.sync();
}
