/* A 4x4 transpose of 32-bit words held in four 16-byte vectors: four
   lanes' groups of four elements (int4, float4 rows) as the four element
   columns' words for those lanes, in two rounds of interleaves; its own
   inverse. Used by the vector copies of global (exec_gmem.c) and
   .shared (shared_vec.c) memory. PV_T4 is defined where the compiler
   has vector types and __builtin_shufflevector on a little-endian host. */
#ifndef PTXVM_VEC_T4_H
#define PTXVM_VEC_T4_H
#include "common.h"

#if defined(__GNUC__) && !defined(PTXVM_NO_VECTOR_EXT) && defined(__has_builtin) && \
    defined(__BYTE_ORDER__)
#  if __has_builtin(__builtin_shufflevector) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#    define PV_T4 1
typedef uint32_t pv_t4_vec __attribute__((vector_size(16)));

static PV_FORCE_INLINE void pv_t4(pv_t4_vec *v)
{
    const pv_t4_vec t0 = __builtin_shufflevector(v[0], v[1], 0, 4, 1, 5);
    const pv_t4_vec t1 = __builtin_shufflevector(v[0], v[1], 2, 6, 3, 7);
    const pv_t4_vec t2 = __builtin_shufflevector(v[2], v[3], 0, 4, 1, 5);
    const pv_t4_vec t3 = __builtin_shufflevector(v[2], v[3], 2, 6, 3, 7);
    v[0] = __builtin_shufflevector(t0, t2, 0, 1, 4, 5);
    v[1] = __builtin_shufflevector(t0, t2, 2, 3, 6, 7);
    v[2] = __builtin_shufflevector(t1, t3, 0, 1, 4, 5);
    v[3] = __builtin_shufflevector(t1, t3, 2, 3, 6, 7);
}
#  endif
#endif
#endif
