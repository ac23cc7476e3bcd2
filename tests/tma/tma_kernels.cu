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
