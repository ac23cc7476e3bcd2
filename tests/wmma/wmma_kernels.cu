// Kernels of the nvcuda::wmma API and of inline-asm ldmatrix, stmatrix and
// movmatrix, compiled to PTX (BUILDS) for the wmma and ldmatrix suites
// (tests/unit/test_wmma.c, tests/unit/test_ldmatrix.c). Each kernel is one
// warp's work on one tile, its matrices in global memory with explicit
// leading dimensions, so a test can place them anywhere.
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

// frag: load a fragment (row- or column-major, leading dimension ld),
// write its elements frag.x[i] for every lane to out[lane * n + i], and for
// accumulators store it back through store_matrix_sync to st.
#define FRAG_DUMP(NAME, USE, M, N, K, T, ST, LAYOUT)                          \
  extern "C" __global__ void NAME(const ST *p, unsigned ld, ST *out) {        \
    wmma::fragment<wmma::USE, M, N, K, T, wmma::LAYOUT> f;                    \
    wmma::load_matrix_sync(f, p, ld);                                         \
    for (int i = 0; i < f.num_elements; i++)                                  \
      out[threadIdx.x * f.num_elements + i] = f.x[i];                         \
  }
#define ACC_DUMP(NAME, M, N, K, T, LAYOUT, LOUT)                              \
  extern "C" __global__ void NAME(const T *p, unsigned ld, T *out, T *st,     \
                                  unsigned ldst) {                            \
    wmma::fragment<wmma::accumulator, M, N, K, T> f;                          \
    wmma::load_matrix_sync(f, p, ld, wmma::LAYOUT);                           \
    for (int i = 0; i < f.num_elements; i++)                                  \
      out[threadIdx.x * f.num_elements + i] = f.x[i];                         \
    wmma::store_matrix_sync(st, f, ldst, wmma::LOUT);                         \
  }

FRAG_DUMP(fa_f16_16x16_row, matrix_a, 16, 16, 16, half, half, row_major)
FRAG_DUMP(fa_f16_16x16_col, matrix_a, 16, 16, 16, half, half, col_major)
FRAG_DUMP(fb_f16_16x16_row, matrix_b, 16, 16, 16, half, half, row_major)
FRAG_DUMP(fa_f16_32x8_row, matrix_a, 32, 8, 16, half, half, row_major)
FRAG_DUMP(fb_f16_8x32_col, matrix_b, 8, 32, 16, half, half, col_major)
FRAG_DUMP(fa_bf16_16x16_row, matrix_a, 16, 16, 16, __nv_bfloat16, __nv_bfloat16, row_major)
FRAG_DUMP(fb_bf16_8x32_col, matrix_b, 8, 32, 16, __nv_bfloat16, __nv_bfloat16, col_major)
FRAG_DUMP(fa_s8_16x16_row, matrix_a, 16, 16, 16, signed char, signed char, row_major)
FRAG_DUMP(fb_u8_32x8_col, matrix_b, 32, 8, 16, unsigned char, unsigned char, col_major)
FRAG_DUMP(fa_tf32_row, matrix_a, 16, 16, 8, wmma::precision::tf32, float, row_major)
FRAG_DUMP(fb_tf32_col, matrix_b, 16, 16, 8, wmma::precision::tf32, float, col_major)
FRAG_DUMP(fa_f64_row, matrix_a, 8, 8, 4, double, double, row_major)
FRAG_DUMP(fb_f64_col, matrix_b, 8, 8, 4, double, double, col_major)
ACC_DUMP(fc_f32_16x16, 16, 16, 16, float, mem_row_major, mem_col_major)
ACC_DUMP(fc_f16_32x8, 32, 8, 16, half, mem_col_major, mem_row_major)
ACC_DUMP(fc_s32_8x32, 8, 32, 16, int, mem_row_major, mem_row_major)
ACC_DUMP(fc_f64, 8, 8, 4, double, mem_col_major, mem_row_major)

// mma: D = A B + C with A, B, C, D in global memory.
#define MMA(NAME, M, N, K, TA, SA, TC, LA, LB, LC)                            \
  extern "C" __global__ void NAME(const SA *a, unsigned lda, const SA *b,     \
                                  unsigned ldb, const TC *c, TC *d,           \
                                  unsigned ldc) {                             \
    wmma::fragment<wmma::matrix_a, M, N, K, TA, wmma::LA> fa;                 \
    wmma::fragment<wmma::matrix_b, M, N, K, TA, wmma::LB> fb;                 \
    wmma::fragment<wmma::accumulator, M, N, K, TC> fc;                        \
    wmma::load_matrix_sync(fa, a, lda);                                       \
    wmma::load_matrix_sync(fb, b, ldb);                                       \
    wmma::load_matrix_sync(fc, c, ldc, wmma::LC);                             \
    wmma::mma_sync(fc, fa, fb, fc);                                           \
    wmma::store_matrix_sync(d, fc, ldc, wmma::LC);                            \
  }

MMA(mma_f16_f32_16x16_rr, 16, 16, 16, half, half, float, row_major, row_major, mem_row_major)
MMA(mma_f16_f32_16x16_cc, 16, 16, 16, half, half, float, col_major, col_major, mem_col_major)
MMA(mma_f16_f16_32x8_rc, 32, 8, 16, half, half, half, row_major, col_major, mem_row_major)
MMA(mma_f16_f16_8x32_cr, 8, 32, 16, half, half, half, col_major, row_major, mem_col_major)
MMA(mma_bf16_16x16_rc, 16, 16, 16, __nv_bfloat16, __nv_bfloat16, float, row_major, col_major, mem_row_major)
MMA(mma_bf16_8x32_rr, 8, 32, 16, __nv_bfloat16, __nv_bfloat16, float, row_major, row_major, mem_row_major)
MMA(mma_s8_16x16_rc, 16, 16, 16, signed char, signed char, int, row_major, col_major, mem_row_major)
MMA(mma_u8_32x8_cr, 32, 8, 16, unsigned char, unsigned char, int, col_major, row_major, mem_col_major)
MMA(mma_tf32_rc, 16, 16, 8, wmma::precision::tf32, float, float, row_major, col_major, mem_row_major)
MMA(mma_f64_rc, 8, 8, 4, double, double, double, row_major, col_major, mem_row_major)
MMA(mma_f64_cr, 8, 8, 4, double, double, double, col_major, row_major, mem_col_major)

// Sub-byte and single-bit: A row-major, B column-major, both packed;
// leading dimensions in elements (bits for .b1).
#define MMA_SUB(NAME, K, P)                                                   \
  extern "C" __global__ void NAME(const void *a, unsigned lda, const void *b, \
                                  unsigned ldb, const int *c, int *d,         \
                                  unsigned ldc) {                             \
    wmma::fragment<wmma::matrix_a, 8, 8, K, P, wmma::row_major> fa;           \
    wmma::fragment<wmma::matrix_b, 8, 8, K, P, wmma::col_major> fb;           \
    wmma::fragment<wmma::accumulator, 8, 8, K, int> fc;                       \
    wmma::load_matrix_sync(fa, a, lda);                                       \
    wmma::load_matrix_sync(fb, b, ldb);                                       \
    wmma::load_matrix_sync(fc, c, ldc, wmma::mem_row_major);                  \
    MMA_SUB_OP;                                                               \
    wmma::store_matrix_sync(d, fc, ldc, wmma::mem_col_major);                 \
  }
#define MMA_SUB_OP wmma::mma_sync(fc, fa, fb, fc)
MMA_SUB(mma_s4, 32, wmma::experimental::precision::s4)
MMA_SUB(mma_u4, 32, wmma::experimental::precision::u4)
#undef MMA_SUB_OP
#define MMA_SUB_OP wmma::bmma_sync(fc, fa, fb, fc)
MMA_SUB(mma_b1_xor, 128, wmma::experimental::precision::b1)
#undef MMA_SUB_OP
#define MMA_SUB_OP wmma::bmma_sync(fc, fa, fb, fc, wmma::experimental::bmmaBitOpAND)
MMA_SUB(mma_b1_and, 128, wmma::experimental::precision::b1)
#undef MMA_SUB_OP

// The same f16 product with its tiles staged in shared memory.
extern "C" __global__ void mma_shared(const half *a, const half *b, float *d) {
  __shared__ __align__(32) half sa[16 * 16], sb[16 * 16];
  __shared__ __align__(32) float sd[16 * 16];
  for (int i = threadIdx.x; i < 256; i += 32) {
    sa[i] = a[i];
    sb[i] = b[i];
  }
  __syncwarp();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.5f);
  wmma::load_matrix_sync(fa, sa, 16);
  wmma::load_matrix_sync(fb, sb, 16);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(sd, fc, 16, wmma::mem_row_major);
  __syncwarp();
  for (int i = threadIdx.x; i < 256; i += 32)
    d[i] = sd[i];
}

// ldmatrix / stmatrix / movmatrix on a 1024-byte shared tile: src is
// copied in, every lane passes the row address its lane number selects
// (rows of 16 bytes at byte offset off[lane]), the registers go out as
// out[reg * 32 + lane].
__device__ unsigned smem_addr(const void *p) {
  return (unsigned)__cvta_generic_to_shared(p);
}
#define LDM(NAME, ASM, NREG)                                                  \
  extern "C" __global__ void NAME(const unsigned *src, const unsigned *off,   \
                                  unsigned *out) {                            \
    __shared__ __align__(16) unsigned s[256];                                 \
    for (int i = threadIdx.x; i < 256; i += 32)                               \
      s[i] = src[i];                                                          \
    __syncwarp();                                                             \
    unsigned r[4] = {0, 0, 0, 0};                                             \
    unsigned a = smem_addr(s) + off[threadIdx.x];                             \
    ASM;                                                                      \
    for (int i = 0; i < NREG; i++)                                            \
      out[i * 32 + threadIdx.x] = r[i];                                       \
  }
LDM(ldm_x1, asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];"
                         : "=r"(r[0]) : "r"(a)), 1)
LDM(ldm_x2_trans, asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];"
                               : "=r"(r[0]), "=r"(r[1]) : "r"(a)), 2)
LDM(ldm_x4, asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
                         : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(a)), 4)
LDM(ldm_x4_trans, asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];"
                               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(a)), 4)

// stmatrix: the registers are in[reg * 32 + lane]; the shared tile, zeroed
// first, goes out whole.
#define STM(NAME, ASM, NREG)                                                  \
  extern "C" __global__ void NAME(const unsigned *in, const unsigned *off,    \
                                  unsigned *out) {                            \
    __shared__ __align__(16) unsigned s[256];                                 \
    for (int i = threadIdx.x; i < 256; i += 32)                               \
      s[i] = 0;                                                               \
    __syncwarp();                                                             \
    unsigned r[4];                                                            \
    for (int i = 0; i < 4; i++)                                               \
      r[i] = in[i * 32 + threadIdx.x];                                        \
    unsigned a = smem_addr(s) + off[threadIdx.x];                             \
    ASM;                                                                      \
    __syncwarp();                                                             \
    for (int i = threadIdx.x; i < 256; i += 32)                               \
      out[i] = s[i];                                                          \
  }
STM(stm_x1, asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};"
                         :: "r"(a), "r"(r[0]) : "memory"), 1)
STM(stm_x2, asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};"
                         :: "r"(a), "r"(r[0]), "r"(r[1]) : "memory"), 2)
STM(stm_x4_trans, asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1, %2, %3, %4};"
                               :: "r"(a), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory"), 4)

extern "C" __global__ void movm(const unsigned *in, unsigned *out) {
  unsigned d, s = in[threadIdx.x];
  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(d) : "r"(s));
  out[threadIdx.x] = d;
}
