// Tensor core integer matrix multiply (s8/u8, and sub-byte u4/b1 experimental), plus bf16/tf32 (sm_80).
#include <mma.h>
#include <cuda_bf16.h>
using namespace nvcuda;

__global__ void wmma_s8(const signed char *A, const signed char *B, int *C, int K)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, int> c;
    wmma::fill_fragment(c, 0);
    for (int k = 0; k < K; k += 16) {
        wmma::load_matrix_sync(a, A + k, K);
        wmma::load_matrix_sync(b, B + k, K);
        wmma::mma_sync(c, a, b, c);
    }
    wmma::store_matrix_sync(C, c, 16, wmma::mem_row_major);
}

__global__ void wmma_u8_sat(const unsigned char *A, const unsigned char *B, int *C)
{
    wmma::fragment<wmma::matrix_a, 32, 8, 16, unsigned char, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, unsigned char, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 32, 8, 16, int> c;
    wmma::load_matrix_sync(c, C, 8, wmma::mem_row_major);
    wmma::load_matrix_sync(a, A, 16);
    wmma::load_matrix_sync(b, B, 8);
    wmma::mma_sync(c, a, b, c, true);
    wmma::store_matrix_sync(C, c, 8, wmma::mem_row_major);
}

__global__ void wmma_u4(const void *A, const void *B, int *C)
{
    using namespace wmma::experimental;
    wmma::fragment<wmma::matrix_a, 8, 8, 32, precision::u4, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 8, 32, precision::u4, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 8, 8, 32, int> c;
    wmma::fill_fragment(c, 0);
    wmma::load_matrix_sync(a, A, 32);
    wmma::load_matrix_sync(b, B, 32);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(C, c, 8, wmma::mem_row_major);
}

__global__ void wmma_b1(const void *A, const void *B, int *C)
{
    using namespace wmma::experimental;
    wmma::fragment<wmma::matrix_a, 8, 8, 128, precision::b1, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 8, 128, precision::b1, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 8, 8, 128, int> c;
    wmma::fill_fragment(c, 0);
    wmma::load_matrix_sync(a, A, 128);
    wmma::load_matrix_sync(b, B, 128);
    wmma::bmma_sync(c, a, b, c, bmmaBitOpAND);
    wmma::store_matrix_sync(C, c, 8, wmma::mem_row_major);
}

__global__ void wmma_bf16(const __nv_bfloat16 *A, const __nv_bfloat16 *B, float *C)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
    wmma::fill_fragment(c, 0.0f);
    wmma::load_matrix_sync(a, A, 16);
    wmma::load_matrix_sync(b, B, 16);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(C, c, 16, wmma::mem_row_major);
}

__global__ void wmma_tf32(const float *A, const float *B, float *C)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> c;
    wmma::fill_fragment(c, 0.0f);
    wmma::load_matrix_sync(a, A, 8);
    wmma::load_matrix_sync(b, B, 8);
    for (int i = 0; i < a.num_elements; i++) a.x[i] = wmma::__float_to_tf32(a.x[i]);
    for (int i = 0; i < b.num_elements; i++) b.x[i] = wmma::__float_to_tf32(b.x[i]);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(C, c, 16, wmma::mem_row_major);
}

__global__ void wmma_f64(const double *A, const double *B, double *C)
{
    wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 8, 8, 4, double> c;
    wmma::fill_fragment(c, 0.0);
    wmma::load_matrix_sync(a, A, 4);
    wmma::load_matrix_sync(b, B, 8);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(C, c, 8, wmma::mem_row_major);
}
