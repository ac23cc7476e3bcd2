// TMA kernels run by the tensormap suite (tests/unit/test_tensormap.c)
// with tensor maps built by ptxvm_tensormap_encode_*.
#include <cuda.h>
#include <cuda/barrier>
#include <cuda/ptx>
#include <cudaTypedefs.h>

using barrier = cuda::barrier<cuda::thread_scope_block>;
namespace cde = cuda::device::experimental;

// Load a BW x BH box at (x, y) into shared memory, add `add` to each
// element, store the box back at (x, y) through the map.
template <int BW, int BH>
__device__ void box_roundtrip(const CUtensorMap &map, int x, int y, int add,
                              int *dump)
{
    __shared__ alignas(1024) int smem[BH * BW];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ barrier bar;
    if (threadIdx.x == 0) {
        init(&bar, blockDim.x);
        cde::fence_proxy_async_shared_cta();
    }
    __syncthreads();
    barrier::arrival_token token;
    if (threadIdx.x == 0) {
        cde::cp_async_bulk_tensor_2d_global_to_shared(smem, &map, x, y, bar);
        token = cuda::device::barrier_arrive_tx(bar, 1, sizeof(smem));
    } else {
        token = bar.arrive();
    }
    bar.wait(std::move(token));
    for (int i = threadIdx.x; i < BW * BH; i += blockDim.x) {
        dump[i] = smem[i];
        smem[i] += add;
    }
    cde::fence_proxy_async_shared_cta();
    __syncthreads();
    if (threadIdx.x == 0) {
        cde::cp_async_bulk_tensor_2d_shared_to_global(&map, x, y, smem);
        cde::cp_async_bulk_commit_group();
        cde::cp_async_bulk_wait_group_read<0>();
    }
}

extern "C" __global__ void tma_2d(const __grid_constant__ CUtensorMap map,
                                  int x, int y, int add, int *dump)
{
    box_roundtrip<16, 8>(map, x, y, add, dump);
}

// A 1D bulk copy global -> shared with an mbarrier, then shared -> global.
extern "C" __global__ void bulk_1d(const int *in, int *out, int n)
{
    __shared__ alignas(16) int buf[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ barrier bar;
    if (threadIdx.x == 0) {
        init(&bar, blockDim.x);
        cde::fence_proxy_async_shared_cta();
    }
    __syncthreads();
    barrier::arrival_token token;
    if (threadIdx.x == 0) {
        cuda::memcpy_async(buf, in, cuda::aligned_size_t<16>(n * sizeof(int)), bar);
        token = bar.arrive();
    } else {
        token = bar.arrive();
    }
    bar.wait(std::move(token));
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        buf[i] = buf[i] * 3 + 1;
    cde::fence_proxy_async_shared_cta();
    __syncthreads();
    if (threadIdx.x == 0) {
        cde::cp_async_bulk_shared_to_global(out, buf, n * sizeof(int));
        cde::cp_async_bulk_commit_group();
        cde::cp_async_bulk_wait_group_read<0>();
    }
}

// A rank-R box at c[0..R-1]: loaded (after an L2 prefetch of it), dumped
// word by word (the shared image, swizzled as the map says), each word
// incremented, stored back through the map.
template <int R>
__device__ void nd_roundtrip(const CUtensorMap &map, const int *c, int bytes,
                             int *dump)
{
    __shared__ alignas(1024) int smem[2048];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ barrier bar;
    if (threadIdx.x == 0) {
        init(&bar, blockDim.x);
        cde::fence_proxy_async_shared_cta();
    }
    __syncthreads();
    barrier::arrival_token token;
    if (threadIdx.x == 0) {
        if constexpr (R == 1) {
            asm volatile("cp.async.bulk.prefetch.tensor.1d.L2.global.tile [%0, {%1}];"
                         :: "l"(&map), "r"(c[0]) : "memory");
            cde::cp_async_bulk_tensor_1d_global_to_shared(smem, &map, c[0], bar);
        } else if constexpr (R == 2) {
            cde::cp_async_bulk_tensor_2d_global_to_shared(smem, &map, c[0], c[1], bar);
        } else if constexpr (R == 3) {
            cde::cp_async_bulk_tensor_3d_global_to_shared(smem, &map, c[0], c[1],
                                                          c[2], bar);
        } else if constexpr (R == 4) {
            cde::cp_async_bulk_tensor_4d_global_to_shared(smem, &map, c[0], c[1],
                                                          c[2], c[3], bar);
        } else {
            cde::cp_async_bulk_tensor_5d_global_to_shared(smem, &map, c[0], c[1],
                                                          c[2], c[3], c[4], bar);
        }
        token = cuda::device::barrier_arrive_tx(bar, 1, bytes);
    } else {
        token = bar.arrive();
    }
    bar.wait(std::move(token));
    for (int i = threadIdx.x; i < bytes / 4; i += blockDim.x) {
        dump[i] = smem[i];
        smem[i] += 1;
    }
    cde::fence_proxy_async_shared_cta();
    __syncthreads();
    if (threadIdx.x == 0) {
        if constexpr (R == 1)
            cde::cp_async_bulk_tensor_1d_shared_to_global(&map, c[0], smem);
        else if constexpr (R == 2)
            cde::cp_async_bulk_tensor_2d_shared_to_global(&map, c[0], c[1], smem);
        else if constexpr (R == 3)
            cde::cp_async_bulk_tensor_3d_shared_to_global(&map, c[0], c[1], c[2], smem);
        else if constexpr (R == 4)
            cde::cp_async_bulk_tensor_4d_shared_to_global(&map, c[0], c[1], c[2],
                                                          c[3], smem);
        else
            cde::cp_async_bulk_tensor_5d_shared_to_global(&map, c[0], c[1], c[2],
                                                          c[3], c[4], smem);
        cde::cp_async_bulk_commit_group();
        cde::cp_async_bulk_wait_group_read<0>();
    }
}

#define ND(R)                                                                  \
    extern "C" __global__ void tma_nd##R(const __grid_constant__ CUtensorMap map, \
                                         int c0, int c1, int c2, int c3, int c4, \
                                         int bytes, int *dump)               \
    {                                                                          \
        int c[5] = { c0, c1, c2, c3, c4 };                                     \
        nd_roundtrip<R>(map, c, bytes, dump);                                  \
    }
ND(1)
ND(2)
ND(3)
ND(4)
ND(5)

// cp.reduce.async.bulk.tensor of a 2D box: the image is in[0..bytes/4),
// op 0 add, 1 min, 2 max, 3 inc, 4 dec, 5 and, 6 or, 7 xor.
extern "C" __global__ void tma_reduce_2d(const __grid_constant__ CUtensorMap map,
                                         int x, int y, const int *in, int bytes,
                                         int op)
{
    __shared__ alignas(128) int smem[2048];
    for (int i = threadIdx.x; i < bytes / 4; i += blockDim.x)
        smem[i] = in[i];
    cde::fence_proxy_async_shared_cta();
    __syncthreads();
    if (threadIdx.x == 0) {
        int c[2] = { x, y };
        namespace p = cuda::ptx;
        switch (op) {
        case 0: p::cp_reduce_async_bulk_tensor(p::space_global, p::space_shared, p::op_add, &map, c, smem); break;
        case 1: p::cp_reduce_async_bulk_tensor(p::space_global, p::space_shared, p::op_min, &map, c, smem); break;
        case 2: p::cp_reduce_async_bulk_tensor(p::space_global, p::space_shared, p::op_max, &map, c, smem); break;
        case 3: p::cp_reduce_async_bulk_tensor(p::space_global, p::space_shared, p::op_inc, &map, c, smem); break;
        case 4: p::cp_reduce_async_bulk_tensor(p::space_global, p::space_shared, p::op_dec, &map, c, smem); break;
        case 5: p::cp_reduce_async_bulk_tensor(p::space_global, p::space_shared, p::op_and_op, &map, c, smem); break;
        case 6: p::cp_reduce_async_bulk_tensor(p::space_global, p::space_shared, p::op_or_op, &map, c, smem); break;
        default: p::cp_reduce_async_bulk_tensor(p::space_global, p::space_shared, p::op_xor_op, &map, c, smem); break;
        }
        cde::cp_async_bulk_commit_group();
        cde::cp_async_bulk_wait_group_read<0>();
    }
}

// im2col: pixels x channels of a 4D (C, W, H, N) tensor from (c, w, h, n)
// with filter offsets (ow, oh), dumped.
extern "C" __global__ void tma_im2col(const __grid_constant__ CUtensorMap map,
                                      int c, int w, int h, int n,
                                      unsigned short ow, unsigned short oh,
                                      int bytes, int *dump)
{
    __shared__ alignas(128) int smem[2048];
    __shared__ alignas(8) unsigned long long bar;
    unsigned sbar = (unsigned)__cvta_generic_to_shared(&bar);
    unsigned sdst = (unsigned)__cvta_generic_to_shared(smem);
    if (threadIdx.x == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" :: "r"(sbar));
        asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.im2col."
                     "mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5}], "
                     "[%6], {%7, %8};"
                     :: "r"(sdst), "l"(&map), "r"(c), "r"(w), "r"(h), "r"(n),
                        "r"(sbar), "h"(ow), "h"(oh) : "memory");
        asm volatile("{\n .reg .b64 st;\n .reg .pred p;\n"
                     " mbarrier.arrive.expect_tx.shared::cta.b64 st, [%0], %1;\n"
                     "W: mbarrier.try_wait.shared::cta.b64 p, [%0], st;\n"
                     " @!p bra W;\n}" :: "r"(sbar), "r"(bytes) : "memory");
    }
    __syncthreads();
    for (int i = threadIdx.x; i < bytes / 4; i += blockDim.x)
        dump[i] = smem[i];
}

// tensormap.replace: the map copied to shared memory, its global address
// replaced there, copied out to gmap with tensormap.cp_fenceproxy, then a
// 2D load through gmap, dumped.
extern "C" __global__ void tma_replace_smem(const __grid_constant__ CUtensorMap map,
                                            CUtensorMap *gmap, int *newaddr,
                                            int bytes, int *dump)
{
    __shared__ alignas(128) CUtensorMap smap;
    __shared__ alignas(128) int smem[2048];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ barrier bar;
    namespace p = cuda::ptx;
    if (threadIdx.x == 0) {
        smap = map;
        p::tensormap_replace_global_address(p::space_shared, &smap, newaddr);
        init(&bar, blockDim.x);
        cde::fence_proxy_async_shared_cta();
    }
    __syncthreads();
    if (threadIdx.x < 32)
        p::tensormap_cp_fenceproxy(p::sem_release, p::scope_gpu, gmap, &smap,
                                   p::n32_t<128>());
    __syncthreads();
    barrier::arrival_token token;
    if (threadIdx.x == 0) {
        p::fence_proxy_tensormap_generic(p::sem_acquire, p::scope_gpu, gmap,
                                         p::n32_t<128>());
        cde::cp_async_bulk_tensor_2d_global_to_shared(smem, gmap, 0, 0, bar);
        token = cuda::device::barrier_arrive_tx(bar, 1, bytes);
    } else {
        token = bar.arrive();
    }
    bar.wait(std::move(token));
    for (int i = threadIdx.x; i < bytes / 4; i += blockDim.x)
        dump[i] = smem[i];
}
