// The sm_100 .b8 matrix forms through inline asm: ldmatrix .m16n16 .trans
// .b8 (.x1, .x2) and stmatrix .m16n8 .trans .b8 (.x1, .x2, .x4). A 32-lane
// block; tile[i] = (i * 37 + 11) & 255 over 1024 bytes of .shared; lane l
// gives the row address tile + off[l] (16-byte aligned, from the caller).
#include <cstdint>

__device__ static void fill(uint8_t *tile)
{
    for (int i = threadIdx.x; i < 1024; i += 32)
        tile[i] = (uint8_t)((i * 37 + 11) & 255);
    __syncwarp();
}

extern "C" __global__ void ld1616_x1(const uint32_t *off, uint32_t *out)
{
    __shared__ __align__(16) uint8_t tile[1024];
    uint32_t l = threadIdx.x, r0, r1;
    fill(tile);
    uint32_t a = (uint32_t)__cvta_generic_to_shared(tile + off[l]);
    asm volatile("ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%0, %1}, [%2];"
                 : "=r"(r0), "=r"(r1) : "r"(a));
    out[l] = r0;
    out[32 + l] = r1;
}

extern "C" __global__ void ld1616_x2(const uint32_t *off, uint32_t *out)
{
    __shared__ __align__(16) uint8_t tile[1024];
    uint32_t l = threadIdx.x, r[4];
    fill(tile);
    uint32_t a = (uint32_t)__cvta_generic_to_shared(tile + off[l]);
    asm volatile("ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8 {%0, %1, %2, %3}, [%4];"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(a));
    for (int i = 0; i < 4; i++)
        out[32 * i + l] = r[i];
}

// stmatrix of the registers in[32 * i + lane] into a zeroed tile, the
// whole tile copied out.
template <int N>
__device__ static void st168(const uint32_t *off, const uint32_t *in, uint8_t *out)
{
    __shared__ __align__(16) uint8_t tile[1024];
    uint32_t l = threadIdx.x;
    for (int i = l; i < 1024; i += 32)
        tile[i] = 0;
    __syncwarp();
    uint32_t a = (uint32_t)__cvta_generic_to_shared(tile + off[l]);
    if (N == 1)
        asm volatile("stmatrix.sync.aligned.m16n8.x1.trans.shared.b8 [%0], {%1};"
                     :: "r"(a), "r"(in[l]) : "memory");
    else if (N == 2)
        asm volatile("stmatrix.sync.aligned.m16n8.x2.trans.shared.b8 [%0], {%1, %2};"
                     :: "r"(a), "r"(in[l]), "r"(in[32 + l]) : "memory");
    else
        asm volatile("stmatrix.sync.aligned.m16n8.x4.trans.shared.b8 [%0], {%1, %2, %3, %4};"
                     :: "r"(a), "r"(in[l]), "r"(in[32 + l]), "r"(in[64 + l]),
                        "r"(in[96 + l]) : "memory");
    __syncwarp();
    for (int i = l; i < 1024; i += 32)
        out[i] = tile[i];
}

extern "C" __global__ void st168_x1(const uint32_t *off, const uint32_t *in, uint8_t *out)
{ st168<1>(off, in, out); }
extern "C" __global__ void st168_x2(const uint32_t *off, const uint32_t *in, uint8_t *out)
{ st168<2>(off, in, out); }
extern "C" __global__ void st168_x4(const uint32_t *off, const uint32_t *in, uint8_t *out)
{ st168<4>(off, in, out); }
