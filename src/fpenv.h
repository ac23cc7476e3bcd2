/* The host's floating-point environment while a worker runs CTAs.

   The host-FPU paths (fp_fast.c, fp_avx2.c, texture filtering) compute
   GPU results with the host's IEEE arithmetic: they assume rounding to
   nearest, subnormals kept and no trapping exceptions. A host may run
   otherwise: game engines set flush-to-zero and denormals-are-zero,
   debug builds unmask invalid-operation traps, numerical code changes
   the rounding mode. So a worker sets the default environment for the
   CTAs it runs and gives the host's back afterwards (on x86 its status
   flags too: ours do not leak into the host's fetestexcept). Host
   callbacks called from a kernel (syscalls, memory callbacks) run in
   the default environment too. */
#ifndef PTXVM_FPENV_H
#define PTXVM_FPENV_H
#include "common.h"

#if defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2)
#  include <xmmintrin.h>
#  define PV_FPENV_SSE 1
#elif defined(__aarch64__) && defined(__GNUC__)
#  define PV_FPENV_A64 1
#else
#  include <fenv.h>
#endif

typedef struct pv_fpenv {
    uint64_t saved;
} pv_fpenv;

/* Save the host's environment in e and set the default one. */
static inline void pv_fpenv_enter(pv_fpenv *e)
{
#if defined(PV_FPENV_SSE)
    /* MXCSR: the six exceptions masked (bits 7-12), round to nearest
       (13-14 clear), FTZ (15) and DAZ (6) off; the status flags (0-5)
       left as they are */
    const unsigned csr = _mm_getcsr(), want = 0x1f80u | (csr & 0x3fu);
    e->saved = csr;
    if (csr != want)
        _mm_setcsr(want);
#elif defined(PV_FPENV_A64)
    /* FPCR 0: round to nearest, no flush (FZ, FZ16), NaNs propagated
       (DN off), no exception traps */
    uint64_t fpcr;
    __asm__ __volatile__("mrs %0, fpcr" : "=r"(fpcr));
    e->saved = fpcr;
    if (fpcr)
        __asm__ __volatile__("msr fpcr, %0" : : "r"((uint64_t)0));
#elif defined(FE_TONEAREST)
    const int r = fegetround();
    e->saved = (uint64_t)(int64_t)r;
    if (r != FE_TONEAREST)
        fesetround(FE_TONEAREST);
#else
    e->saved = 0;
#endif
}

/* Give back the environment enter saved. */
static inline void pv_fpenv_leave(const pv_fpenv *e)
{
#if defined(PV_FPENV_SSE)
    if (_mm_getcsr() != (unsigned)e->saved)
        _mm_setcsr((unsigned)e->saved);
#elif defined(PV_FPENV_A64)
    if (e->saved)
        __asm__ __volatile__("msr fpcr, %0" : : "r"(e->saved));
#elif defined(FE_TONEAREST)
    if ((int)(int64_t)e->saved != FE_TONEAREST)
        fesetround((int)(int64_t)e->saved);
#else
    (void)e;
#endif
}
#endif
