/* The input grid of tests/unit/test_cuda_arith.c, copied here so that
   gpu_diff launches each conformance kernel on exactly the buffers and
   launch shape that test uses, without building the test suite. The
   value tables, the kernel table and the lane-to-input mapping are kept
   as macros so gpu_diff can stringify them and check at start-up that
   they still read the same as in test_cuda_arith.c (cag_check_source):
   when that file changes, this copy must change with it. */
#ifndef CUDA_ARITH_GRID_H
#define CUDA_ARITH_GRID_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t u32;
typedef uint64_t u64;

#define CAG_I32_VALUES 0, 1, 2, 3, 0xffffffffu, 0xfffffffeu, 0x80000000u, 0x7fffffffu, \
    0xffffu, 0x8000u, 0x7fffu, 31, 32, 33, 0x12345678u, 0xdeadbeefu, 7, 0xfffffff9u, \
    0x10000u, 0x00ff00ffu, 64, 0x1f1fu, 0x80007fffu
#define CAG_I64_VALUES 0, 1, 2, ~(u64)0, ~(u64)1, (u64)1 << 63, ((u64)1 << 63) - 1, \
    0x80000000u, 0xffffffffu, 0x100000000ull, 63, 64, 65, 32, 7, (u64)-7, \
    0x123456789abcdef0ull, 0xfedcba9876543210ull, 0x7fffffffu, 0xffffu
#define CAG_F32_VALUES 0, 0x80000000u, 1, 0x80000001u, 0x007fffffu, 0x807fffffu, \
    0x00800000u, 0x80800000u, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u, \
    0x7fc00001u, 0xffa00000u, 0x3f800000u, 0x3f800001u, 0x3f7fffffu, 0xbf800001u, \
    0x40000000u, 0x3f000000u, 0x40400000u, 0x4b000001u, 0x3fc00000u, 0x40200000u, \
    0xbfc00000u, 0x4f000000u, 0x4f800000u, 0xcf000000u, 0x5f000000u, 0x00400000u, \
    0x7f000000u, 0x33800000u, 0x3eaaaaabu, 0xc0490fdbu, 0x477fe000u, 0x387fc000u
#define CAG_F64_VALUES 0, (u64)1 << 63, 1, 0x8000000000000001ull, 0x000fffffffffffffull, \
    0x0010000000000000ull, 0x7fefffffffffffffull, 0xffefffffffffffffull, \
    0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000123ull, \
    0xfff4000000000000ull, 0x3ff0000000000000ull, 0x3ff0000000000001ull, \
    0xbff0000000000001ull, 0x4000000000000000ull, 0x3fe0000000000000ull, \
    0x4330000000000001ull, 0x3ca0000000000000ull, 0x3ff8000000000000ull, \
    0xc004000000000000ull, 0x41e0000000000000ull, 0xc3e0000000000000ull, \
    0x47efffffe0000000ull, 0x36a0000000000000ull, 0x3fd5555555555555ull, \
    0x7fe0000000000000ull, 0x43f0000000000000ull

static const u32 CAG_I32[] = {CAG_I32_VALUES};
static const u64 CAG_I64[] = {CAG_I64_VALUES};
static const u32 CAG_F32[] = {CAG_F32_VALUES};
static const u64 CAG_F64[] = {CAG_F64_VALUES};

/* name, 64-bit inputs, 64-bit outputs, output words per lane, approximate
   (test_cuda_arith.c's ca_kernels without sources and reference functions) */
typedef struct cag_kernel {
    const char *name;
    int in64, out64, w, approx;
} cag_kernel;
static const cag_kernel CAG[] = {
    {"i32_arith", 0, 0, 20, 0}, {"i32_bits", 0, 0, 24, 0},
    {"i32_misc", 0, 0, 24, 0}, {"i64_arith", 1, 1, 20, 0},
    {"f32_arith", 0, 0, 36, 0}, {"f32_cvt", 0, 0, 32, 0},
    {"f32_cmp", 0, 0, 12, 0}, {"f32_approx", 0, 0, 8, 1},
    {"f64_arith", 1, 1, 40, 0}, {"plain_i32", 0, 0, 12, 0},
    {"plain_f32", 0, 0, 8, 0},
    {"fdev32", 0, 0, 32, 0}, {"fdev32_split", 0, 0, 16, 0},
    {"fslct32", 0, 0, 4, 0}, {"fdev64", 1, 1, 32, 0},
    {"idev32", 0, 0, 32, 0}, {"fmp32", 0, 0, 24, 0},
    {"fmp64", 1, 1, 20, 0}, {"fdev64_halves", 1, 1, 12, 0}};

/* Statements as they appear in test_cuda_arith.c's ca_run. */
#define CAG_IS_FLOAT(K) int fl = K->name[0] == 'f' || !strncmp(K->name, "plain_f", 7);
#define CAG_LANE_INDEX(i, ne, ix) ix[0] = i % ne; ix[1] = i / ne; ix[2] = (i * 7 + i / ne * 3 + 5) % ne;
#define CAG_GRID(L, n) L.grid.x = (n + 63) / 64;
#define CAG_BLOCK(L) L.block.x = 64;
#define CAG_BLOCK_SIZE 64u

static inline const cag_kernel *cag_find(const char *name)
{
    size_t i;
    for (i = 0; i < sizeof CAG / sizeof CAG[0]; i++)
        if (!strcmp(CAG[i].name, name))
            return &CAG[i];
    return NULL;
}

/* Fill in[0..2] (malloc'd, n elements of 4 or 8 bytes each) with the
   lanes' a, b, c operands; returns n, or 0 when out of memory. */
static inline unsigned cag_inputs(const cag_kernel *K, unsigned char *in[3])
{
    CAG_IS_FLOAT(K)
    unsigned ne, n, i, j, isz = K->in64 ? 8 : 4;
    ne = K->in64 ? (fl ? sizeof CAG_F64 / 8 : sizeof CAG_I64 / 8)
                 : (fl ? sizeof CAG_F32 / 4 : sizeof CAG_I32 / 4);
    n = ne * ne;
    for (i = 0; i < 3; i++)
        in[i] = malloc((size_t)n * isz);
    if (!in[0] || !in[1] || !in[2]) {
        for (i = 0; i < 3; i++) { free(in[i]); in[i] = NULL; }
        return 0;
    }
    for (i = 0; i < n; i++) {
        unsigned ix[3];
        CAG_LANE_INDEX(i, ne, ix)
        for (j = 0; j < 3; j++) {
            if (K->in64) { u64 v = fl ? CAG_F64[ix[j]] : CAG_I64[ix[j]]; memcpy(in[j] + i * 8, &v, 8); }
            else { u32 v = fl ? CAG_F32[ix[j]] : CAG_I32[ix[j]]; memcpy(in[j] + i * 4, &v, 4); }
        }
    }
    return n;
}

#endif
