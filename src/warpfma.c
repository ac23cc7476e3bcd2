/* Warp-column fused multiply-add (see warpfma.h). Without hardware FMA,
   fmaf is a slow library routine per lane; with it, eight lanes per
   instruction. The choice is made per call from the CPU's feature bits,
   so one binary runs everywhere. */
#include <math.h>
#include "warpfma.h"
#include "bytecode.h"
#include "f64nan.h"

/* An f32 NaN becomes the GPU's canonical NaN; an f64 one keeps the
   payload of a NaN operand: a, then c, then b (f64nan.h). */
#define WF_CANON32(b) \
    (((b) & 0x7fffffffu) > 0x7f800000u ? 0x7fffffffu : (b))
#define WF_NAN64(t, a, b, c) \
    (pv_f64_isnan(t) ? pv_f64_nan_fma(a, b, c) : (t))

/* t = fma(a, b, c) lane by lane through the float type F of the words'
   width, each result's NaN fixed by FIX(l). */
#define WF_FIX32(l) WF_CANON32(t[l])
#define WF_FIX64(l) WF_NAN64(t[l], a[l], b[l], c[l])
#define WF_LANES(F, FMA, FIX)                  \
    for (l = 0; l < PV_LANES; l++) {           \
        F x, y, z, r;                          \
        memcpy(&x, a + l, sizeof x);           \
        memcpy(&y, b + l, sizeof y);           \
        memcpy(&z, c + l, sizeof z);           \
        r = FMA(x, y, z);                      \
        memcpy(t + l, &r, sizeof r);           \
        t[l] = FIX(l);                         \
    }

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__)) && \
    !defined(PTXVM_NO_VECTOR_EXT)
#define WF_X86_FMA 1

__attribute__((target("fma,avx2")))
static void wf_fma32_hw(uint32_t *PV_RESTRICT t, const uint32_t *a,
                        const uint32_t *b, const uint32_t *c)
{
    uint32_t l;
    WF_LANES(float, __builtin_fmaf, WF_FIX32);
}

__attribute__((target("fma,avx2")))
static void wf_fma64_hw(uint64_t *PV_RESTRICT t, const uint64_t *a,
                        const uint64_t *b, const uint64_t *c)
{
    uint32_t l;
    WF_LANES(double, __builtin_fma, WF_FIX64);
}
#endif

PTXVM_INTERNAL void pv_fma32_warp(uint32_t *PV_RESTRICT t, const uint32_t *a,
                                  const uint32_t *b, const uint32_t *c)
{
    uint32_t l;
#ifdef WF_X86_FMA
    if (__builtin_cpu_supports("fma") && __builtin_cpu_supports("avx2")) {
        wf_fma32_hw(t, a, b, c);
        return;
    }
#endif
    WF_LANES(float, fmaf, WF_FIX32);
}

PTXVM_INTERNAL void pv_fma64_warp(uint64_t *PV_RESTRICT t, const uint64_t *a,
                                  const uint64_t *b, const uint64_t *c)
{
    uint32_t l;
#ifdef WF_X86_FMA
    if (__builtin_cpu_supports("fma") && __builtin_cpu_supports("avx2")) {
        wf_fma64_hw(t, a, b, c);
        return;
    }
#endif
    WF_LANES(double, fma, WF_FIX64);
}
