// slct: a or b by the sign of c (f32, with and without .ftz, or s32).
// Lane i: a[i], b[i], c[i] as f32 bit patterns; o[i*W + j]. Reference:
// ref_fslct32 in tests/unit/test_cuda_arith.c.
#include "prelude.h"
typedef unsigned u32;
#define F(u) __uint_as_float(u)
#define U(f) __float_as_uint(f)

// W = 4
extern "C" __global__ void fslct32(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    float x = F(a[i]), y = F(b[i]), z = F(c[i]);
    u32 *d = o + i * 4, r;
    float f;
    asm("slct.f32.f32 %0, %1, %2, %3;" : "=f"(f) : "f"(x), "f"(y), "f"(z));
    d[0] = U(f);
    asm("slct.ftz.u32.f32 %0, %1, %2, %3;" : "=r"(r) : "r"(a[i]), "r"(b[i]), "f"(z));
    d[1] = r;
    asm("slct.u32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a[i]), "r"(b[i]), "r"(c[i]));
    d[2] = r;
    asm("slct.s32.f32 %0, %1, %2, %3;" : "=r"(r) : "r"(b[i]), "r"(a[i]), "f"(-z));
    d[3] = r;
}
