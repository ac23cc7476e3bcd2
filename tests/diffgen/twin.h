/* The macro layer of diffgen programs (tests/diffgen/README.md). One
   program source compiles three ways:
     nvcc                    CUDA, with CUDA's own headers and intrinsics
     clang -nocudainc        CUDA without headers: the intrinsics the
                             programs use are declared here (NVVM builtins,
                             inline PTX)
     a C99 compiler          the twin: a host C program computing the same
                             output; the intrinsics are written here in C
                             from the CUDA and PTX documentation.
   Under C the kernel becomes a function of (thread state, phase): the
   twin runs phase 0 for every thread of a block, then phase 1, ... (a
   __syncthreads() separates phases), with threadIdx and friends read from
   dg_cur. Programs are fully defined in both languages (no signed
   overflow, masked shifts, guarded division, clamped float-to-integer
   conversions), so a difference in output is the interpreter's. */
#ifndef DG_TWIN_H
#define DG_TWIN_H

#if defined(__NVCC__)
#define DG_NVCC 1
#elif defined(__CUDA__)
#define DG_CLANG 1
#else
#define DG_HOST 1
#endif

/* ---- types -------------------------------------------------------------- */
#ifdef __cplusplus
typedef bool BOOL;
#else
typedef _Bool BOOL;
#endif
typedef signed char s8;
typedef unsigned char u8;
typedef short s16;
typedef unsigned short u16;
typedef int s32;
typedef unsigned int u32;
typedef long long s64;
typedef unsigned long long u64;
typedef float f32;
typedef double f64;

#define DG_ALIGN(n) __attribute__((aligned(n)))

/* ---- functions, kernel, shared memory ---------------------------------- */
#if defined(DG_NVCC)
#define DG_DEV __device__
#define FN __device__ __noinline__
#define HELP static __device__ __forceinline__
#define DG_SHARED __shared__
#define DG_TID (threadIdx.x)
#define DG_CTAID (blockIdx.x)
#define DG_NTID (blockDim.x)
#define DG_NCTAID (gridDim.x)
#elif defined(DG_CLANG)
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define DG_DEV __device__
#define FN __device__ __attribute__((noinline))
#define HELP static __device__ __inline__ __attribute__((always_inline))
#define DG_SHARED __attribute__((shared))
#define DG_TID ((u32)__nvvm_read_ptx_sreg_tid_x())
#define DG_CTAID ((u32)__nvvm_read_ptx_sreg_ctaid_x())
#define DG_NTID ((u32)__nvvm_read_ptx_sreg_ntid_x())
#define DG_NCTAID ((u32)__nvvm_read_ptx_sreg_nctaid_x())
#else
/* Random code compares values with constants out of their range and
   ranges with themselves; such tautologies are what it is made of. */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wtautological-compare"
#pragma clang diagnostic ignored "-Wswitch"
#elif defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wtype-limits"
#pragma GCC diagnostic ignored "-Wtautological-compare"
#pragma GCC diagnostic ignored "-Wbool-compare"
#pragma GCC diagnostic ignored "-Wsign-compare"
/* and gcc calls the wrap-around of folded unsigned constants overflow,
   and loses track of arrays a loop initialised when they are passed on
   (every local is initialised where it is declared, by construction) */
#pragma GCC diagnostic ignored "-Woverflow"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wint-in-bool-context"
#endif
/* The devices are built without contraction (-fmad=false,
   -ffp-contract=off); so is the twin: gcc's ISO C modes do not contract,
   clang needs telling. */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif
/* The twin is compiled without optimisation: the directed-rounding
   helpers below change the rounding mode around one operation, and an
   optimiser that does not model the floating-point environment moves
   other operations into that window (gcc -O1 computed a program's
   (double)f / (double)i inside an inlined __uint2float_rz, rounding it
   toward zero). gcc also needs rounding-math: it folds 0.0 - (double)i
   into -(double)i even at -O0, which is -0.0 for i = 0 where the GPU,
   clang and IEEE give +0.0. */
#if defined(__clang__)
#pragma clang optimize off
#elif defined(__GNUC__)
#pragma GCC optimize("O0", "rounding-math")
#endif
#include "dg_prog.h"
#include <fenv.h>
#include <math.h>
#include <string.h>
#define DG_DEV
#define FN static
#define HELP static inline
#define DG_SHARED static
#define DG_TID (dg_cur.tid)
#define DG_CTAID (dg_cur.ctaid)
#define DG_NTID (dg_cur.ntid)
#define DG_NCTAID (dg_cur.nctaid)
#endif

/* References: several results of one call. DG_REF(T) declares the
   parameter (T & / T *), DG_R(p) uses it, DG_A(v) passes variable v. */
#ifdef __cplusplus
#define DG_REF(T) T &
#define DG_R(p) (p)
#define DG_A(v) (v)
#else
#define DG_REF(T) T *
#define DG_R(p) (*(p))
#define DG_A(v) (&(v))
#endif

/* The kernel: DG_KERNEL(NAME_kernel, STATE) { DG_BEGIN(STATE) {phase 0}
   DG_SYNC(1) {phase 1} ... DG_END }. Values that live across a barrier
   are in *st (per-thread state) or in shared arrays. */
#if defined(DG_HOST)
#define DG_KERNEL(name, S) static void name(void *dg_stv, int dg_phase)
#define DG_BEGIN(S)             \
    S *st = (S *)dg_stv;        \
    switch (dg_phase) {         \
    case 0:
#define DG_SYNC(k) \
    return;        \
    case k:
#define DG_END }
#define dg_in (dg_cur.in)
#define dg_out (dg_cur.out)
#define DG_PROGRAM(name, S, block, grid, nin, nout, nphases, stack, seed) \
    const dg_prog name##_prog = {#name, name##_kernel, sizeof(S), block, grid, nin, nout, \
                                 nphases, stack, seed};
#else
#define DG_KERNEL(name, S) extern "C" __global__ void name(const u32 *dg_in, u32 *dg_out)
#define DG_BEGIN(S) \
    S dg_st;        \
    S *st = &dg_st;
#define DG_SYNC(k) __syncthreads();
#define DG_END
#define DG_PROGRAM(name, S, block, grid, nin, nout, nphases, stack, seed)
#endif

/* ---- vector types (CUDA's, with their alignment) ------------------------ */
#if !defined(DG_NVCC)
typedef struct DG_ALIGN(8) { float x, y; } float2;
typedef struct DG_ALIGN(16) { float x, y, z, w; } float4;
typedef struct DG_ALIGN(8) { int x, y; } int2;
typedef struct DG_ALIGN(16) { unsigned x, y, z, w; } uint4;
typedef struct DG_ALIGN(16) { double x, y; } double2;
typedef struct DG_ALIGN(16) { long long x, y; } longlong2;
typedef struct DG_ALIGN(4) { short x, y; } short2;
typedef struct DG_ALIGN(4) { unsigned char x, y, z, w; } uchar4;
HELP float2 make_float2(float x, float y) { float2 r; r.x = x; r.y = y; return r; }
HELP float4 make_float4(float x, float y, float z, float w) { float4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }
HELP int2 make_int2(int x, int y) { int2 r; r.x = x; r.y = y; return r; }
HELP uint4 make_uint4(unsigned x, unsigned y, unsigned z, unsigned w) { uint4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }
HELP double2 make_double2(double x, double y) { double2 r; r.x = x; r.y = y; return r; }
HELP longlong2 make_longlong2(long long x, long long y) { longlong2 r; r.x = x; r.y = y; return r; }
HELP short2 make_short2(short x, short y) { short2 r; r.x = x; r.y = y; return r; }
HELP uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z, unsigned char w) { uchar4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }
#endif

/* ---- intrinsics: clang without CUDA headers ----------------------------- */
#if defined(DG_CLANG)
#define D static __device__ __inline__ __attribute__((always_inline))
D float __uint_as_float(unsigned u) { return __builtin_bit_cast(float, u); }
D unsigned __float_as_uint(float f) { return __builtin_bit_cast(unsigned, f); }
D float __int_as_float(int u) { return __builtin_bit_cast(float, u); }
D int __float_as_int(float f) { return __builtin_bit_cast(int, f); }
D double __longlong_as_double(long long u) { return __builtin_bit_cast(double, u); }
D long long __double_as_longlong(double f) { return __builtin_bit_cast(long long, f); }
D int __double2hiint(double d) { return (int)((unsigned long long)__double_as_longlong(d) >> 32); }
D int __double2loint(double d) { return (int)(unsigned)(unsigned long long)__double_as_longlong(d); }
D double __hiloint2double(int hi, int lo) { return __longlong_as_double((long long)((unsigned long long)(unsigned)hi << 32 | (unsigned)lo)); }
D unsigned __ldg(const unsigned *p) { return __nvvm_ldg_ui(p); }
D int __popc(unsigned a) { return __builtin_popcount(a); }
D int __popcll(unsigned long long a) { return __builtin_popcountll(a); }
D int __clz(int a) { return a ? __builtin_clz((unsigned)a) : 32; }
D int __clzll(long long a) { return a ? __builtin_clzll((unsigned long long)a) : 64; }
D int __ffs(int a) { return __builtin_ffs(a); }
D int __ffsll(long long a) { return __builtin_ffsll(a); }
D unsigned __brev(unsigned a) { return __builtin_bitreverse32(a); }
D unsigned long long __brevll(unsigned long long a) { return __builtin_bitreverse64(a); }
D unsigned __byte_perm(unsigned a, unsigned b, unsigned s) { return __nvvm_prmt(a, b, s & 0x7777u); }
#define DG_SHF(name, mode) \
    D unsigned name(unsigned lo, unsigned hi, unsigned s) \
    { unsigned r; asm("shf." mode ".b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(s)); return r; }
DG_SHF(__funnelshift_l, "l.wrap") DG_SHF(__funnelshift_lc, "l.clamp")
DG_SHF(__funnelshift_r, "r.wrap") DG_SHF(__funnelshift_rc, "r.clamp")
D int __mulhi(int a, int b) { return __nvvm_mulhi_i(a, b); }
D unsigned __umulhi(unsigned a, unsigned b) { return __nvvm_mulhi_ui(a, b); }
D long long __mul64hi(long long a, long long b) { return __nvvm_mulhi_ll(a, b); }
D unsigned long long __umul64hi(unsigned long long a, unsigned long long b) { return __nvvm_mulhi_ull(a, b); }
D int __mul24(int a, int b) { return __nvvm_mul24_i(a, b); }
D unsigned __umul24(unsigned a, unsigned b) { return __nvvm_mul24_ui(a, b); }
D unsigned __sad(int a, int b, unsigned c) { return (unsigned)__nvvm_sad_i(a, b, (int)c); }
D unsigned __usad(unsigned a, unsigned b, unsigned c) { return __nvvm_sad_ui(a, b, c); }
/* (a + b) >> 1 and (a + b + 1) >> 1 without a wider sum: clang 14 turns
   (int)(((long long)a + b + 1) >> 1) into mul.wide.s32 by -2^31 where it
   means 2^31 (a clang miscompile, tests/diffgen/README.md) */
D int __hadd(int a, int b) { return (a >> 1) + (b >> 1) + (a & b & 1); }
D int __rhadd(int a, int b) { return (a >> 1) + (b >> 1) + ((a | b) & 1); }
D unsigned __uhadd(unsigned a, unsigned b) { return (a >> 1) + (b >> 1) + (a & b & 1u); }
D unsigned __urhadd(unsigned a, unsigned b) { return (a >> 1) + (b >> 1) + ((a | b) & 1u); }
D int __dp4a(int a, int b, int c) { int r; asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); return r; }
D int __dp2a_lo(int a, int b, int c) { int r; asm("dp2a.lo.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); return r; }
D int __dp2a_hi(int a, int b, int c) { int r; asm("dp2a.hi.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); return r; }
D int abs(int a) { return a < 0 ? -a : a; }
D long long llabs(long long a) { return a < 0 ? -a : a; }
D int min(int a, int b) { return a < b ? a : b; }
D int max(int a, int b) { return a > b ? a : b; }
D unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
D unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
D long long llmin(long long a, long long b) { return a < b ? a : b; }
D long long llmax(long long a, long long b) { return a > b ? a : b; }
D unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
D unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
D float fminf(float a, float b) { return __nvvm_fmin_f(a, b); }
D float fmaxf(float a, float b) { return __nvvm_fmax_f(a, b); }
D double fmin(double a, double b) { return __nvvm_fmin_d(a, b); }
D double fmax(double a, double b) { return __nvvm_fmax_d(a, b); }
D float fabsf(float a) { return __builtin_fabsf(a); }
D double fabs(double a) { return __builtin_fabs(a); }
D float copysignf(float a, float b) { return __builtin_copysignf(a, b); }
D double copysign(double a, double b) { return __builtin_copysign(a, b); }
D float floorf(float a) { return __builtin_floorf(a); }
D double floor(double a) { return __builtin_floor(a); }
D float ceilf(float a) { return __builtin_ceilf(a); }
D double ceil(double a) { return __builtin_ceil(a); }
D float truncf(float a) { return __builtin_truncf(a); }
D double trunc(double a) { return __builtin_trunc(a); }
D float rintf(float a) { return __builtin_rintf(a); }
D double rint(double a) { return __builtin_rint(a); }
D float roundf(float a) { return __builtin_roundf(a); }
D double round(double a) { return __builtin_round(a); }
D float sqrtf(float a) { return __nvvm_sqrt_rn_f(a); }
D double sqrt(double a) { return __nvvm_sqrt_rn_d(a); }
D float fmaf(float a, float b, float c) { return __nvvm_fma_rn_f(a, b, c); }
D double fma(double a, double b, double c) { return __nvvm_fma_rn_d(a, b, c); }
D float fdimf(float a, float b) { return a <= b ? 0.0f : a - b; }
D double fdim(double a, double b) { return a <= b ? 0.0 : a - b; }
D float __saturatef(float a) { return __nvvm_saturate_f(a); }
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf(x)
#define isfinite(x) __builtin_isfinite(x)
#define signbit(x) __builtin_signbit(x)
/* one rounding: RN RZ RM RP as CUDA's suffixes rn rz rd ru */
#define DG_R4(M) M(rn, rn, "rn") M(rz, rz, "rz") M(rd, rm, "rm") M(ru, rp, "rp")
#define DG_F2(s, b, p) \
    D float __fadd_##s(float x, float y) { return __nvvm_add_##b##_f(x, y); } \
    D float __fmul_##s(float x, float y) { return __nvvm_mul_##b##_f(x, y); } \
    D float __fdiv_##s(float x, float y) { return __nvvm_div_##b##_f(x, y); } \
    D float __fsub_##s(float x, float y) { float r; asm("sub." p ".f32 %0, %1, %2;" : "=f"(r) : "f"(x), "f"(y)); return r; } \
    D float __frcp_##s(float x) { return __nvvm_rcp_##b##_f(x); } \
    D float __fsqrt_##s(float x) { return __nvvm_sqrt_##b##_f(x); } \
    D float __fmaf_##s(float x, float y, float z) { return __nvvm_fma_##b##_f(x, y, z); } \
    D double __dadd_##s(double x, double y) { return __nvvm_add_##b##_d(x, y); } \
    D double __dmul_##s(double x, double y) { return __nvvm_mul_##b##_d(x, y); } \
    D double __ddiv_##s(double x, double y) { return __nvvm_div_##b##_d(x, y); } \
    D double __dsub_##s(double x, double y) { double r; asm("sub." p ".f64 %0, %1, %2;" : "=d"(r) : "d"(x), "d"(y)); return r; } \
    D double __drcp_##s(double x) { return __nvvm_rcp_##b##_d(x); } \
    D double __dsqrt_##s(double x) { return __nvvm_sqrt_##b##_d(x); } \
    D double __fma_##s(double x, double y, double z) { return __nvvm_fma_##b##_d(x, y, z); }
DG_R4(DG_F2)
/* conversions: inline PTX (clang 14 folds some NVVM conversion builtins
   to the .rn form) */
#define DG_CV(name, T, S, tc, sc, dt, st, rnd) \
    D T name(S a) { T r; asm("cvt." rnd "." dt "." st " %0, %1;" : "=" tc(r) : sc(a)); return r; }
#define DG_CVI(s, b, p) \
    DG_CV(__float2int_##s, int, float, "r", "f", "s32", "f32", p "i") \
    DG_CV(__float2uint_##s, unsigned, float, "r", "f", "u32", "f32", p "i") \
    DG_CV(__float2ll_##s, long long, float, "l", "f", "s64", "f32", p "i") \
    DG_CV(__float2ull_##s, unsigned long long, float, "l", "f", "u64", "f32", p "i") \
    DG_CV(__double2int_##s, int, double, "r", "d", "s32", "f64", p "i") \
    DG_CV(__double2uint_##s, unsigned, double, "r", "d", "u32", "f64", p "i") \
    DG_CV(__double2ll_##s, long long, double, "l", "d", "s64", "f64", p "i") \
    DG_CV(__double2ull_##s, unsigned long long, double, "l", "d", "u64", "f64", p "i") \
    DG_CV(__int2float_##s, float, int, "f", "r", "f32", "s32", p) \
    DG_CV(__uint2float_##s, float, unsigned, "f", "r", "f32", "u32", p) \
    DG_CV(__ll2float_##s, float, long long, "f", "l", "f32", "s64", p) \
    DG_CV(__ull2float_##s, float, unsigned long long, "f", "l", "f32", "u64", p) \
    DG_CV(__ll2double_##s, double, long long, "d", "l", "f64", "s64", p) \
    DG_CV(__ull2double_##s, double, unsigned long long, "d", "l", "f64", "u64", p) \
    DG_CV(__double2float_##s, float, double, "f", "d", "f32", "f64", p)
DG_R4(DG_CVI)
D double __int2double_rn(int a) { return (double)a; }
D double __uint2double_rn(unsigned a) { return (double)a; }
#undef D
#endif /* DG_CLANG */

/* ---- intrinsics: the C twin ---------------------------------------------- */
#if defined(DG_HOST)
HELP float __uint_as_float(unsigned u) { float f; memcpy(&f, &u, 4); return f; }
HELP unsigned __float_as_uint(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
HELP float __int_as_float(int u) { float f; memcpy(&f, &u, 4); return f; }
HELP int __float_as_int(float f) { int u; memcpy(&u, &f, 4); return u; }
HELP double __longlong_as_double(long long u) { double f; memcpy(&f, &u, 8); return f; }
HELP long long __double_as_longlong(double f) { long long u; memcpy(&u, &f, 8); return u; }
HELP int __double2hiint(double d) { return (int)(unsigned)((unsigned long long)__double_as_longlong(d) >> 32); }
HELP int __double2loint(double d) { return (int)(unsigned)(unsigned long long)__double_as_longlong(d); }
HELP double __hiloint2double(int hi, int lo) { return __longlong_as_double((long long)((unsigned long long)(unsigned)hi << 32 | (unsigned)lo)); }
HELP unsigned __ldg(const unsigned *p) { return *p; }

HELP int __popcll(unsigned long long a) { int n = 0; for (; a; a &= a - 1) n++; return n; }
HELP int __popc(unsigned a) { return __popcll(a); }
HELP int __clzll(long long a)
{
    unsigned long long u = (unsigned long long)a;
    int n = 0;
    if (!u)
        return 64;
    for (; !(u >> 63); u <<= 1)
        n++;
    return n;
}
HELP int __clz(int a) { return __clzll((long long)(unsigned long long)(unsigned)a) - 32; }
HELP int __ffsll(long long a)
{
    unsigned long long u = (unsigned long long)a;
    int n = 1;
    if (!u)
        return 0;
    for (; !(u & 1u); u >>= 1)
        n++;
    return n;
}
HELP int __ffs(int a) { return __ffsll((long long)(unsigned long long)(unsigned)a); }
HELP unsigned long long __brevll(unsigned long long a)
{
    unsigned long long r = 0;
    int i;
    for (i = 0; i < 64; i++, a >>= 1)
        r = r << 1 | (a & 1u);
    return r;
}
HELP unsigned __brev(unsigned a) { return (unsigned)(__brevll(a) >> 32); }
/* result byte i = byte (s >> 4i) & 7 of the eight bytes {b, a} (CUDA
   ignores the selector's sign-replicate bit: nvcc masks s with 0x7777) */
HELP unsigned __byte_perm(unsigned a, unsigned b, unsigned s)
{
    unsigned long long v = (unsigned long long)b << 32 | a;
    unsigned r = 0;
    int i;
    for (i = 0; i < 4; i++)
        r |= (unsigned)(v >> 8 * ((s >> 4 * i) & 7u) & 0xffu) << 8 * i;
    return r;
}
/* hi:lo shifted by the count (mod 32, or clamped to 32 for the c forms):
   the upper word for l, the lower for r */
HELP unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) { return (unsigned)(((unsigned long long)hi << 32 | lo) << (s & 31u) >> 32); }
HELP unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned s) { return (unsigned)(((unsigned long long)hi << 32 | lo) << (s > 32u ? 32u : s) >> 32); }
HELP unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned s) { return (unsigned)(((unsigned long long)hi << 32 | lo) >> (s & 31u)); }
HELP unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned s) { return (unsigned)(((unsigned long long)hi << 32 | lo) >> (s > 32u ? 32u : s)); }
HELP int __mulhi(int a, int b) { return (int)(unsigned)((unsigned long long)((long long)a * b) >> 32); }
HELP unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)((unsigned long long)a * b >> 32); }
/* 64x64 -> high 64 from 32-bit limbs */
HELP unsigned long long __umul64hi(unsigned long long a, unsigned long long b)
{
    unsigned long long al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
    unsigned long long ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    unsigned long long mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
HELP long long __mul64hi(long long a, long long b)
{
    unsigned long long h = __umul64hi((unsigned long long)a, (unsigned long long)b);
    if (a < 0)
        h -= (unsigned long long)b;
    if (b < 0)
        h -= (unsigned long long)a;
    return (long long)h;
}
/* the low 32 bits of the product of the low 24 bits (sign-extended for
   __mul24) */
HELP int __mul24(int a, int b)
{
    long long x = (long long)((unsigned)a & 0xffffffu), y = (long long)((unsigned)b & 0xffffffu);
    if (x & 0x800000)
        x -= 0x1000000;
    if (y & 0x800000)
        y -= 0x1000000;
    return (int)(unsigned)(unsigned long long)(x * y);
}
HELP unsigned __umul24(unsigned a, unsigned b) { return (unsigned)((unsigned long long)(a & 0xffffffu) * (b & 0xffffffu)); }
HELP unsigned __sad(int a, int b, unsigned c) { return c + (a < b ? (unsigned)b - (unsigned)a : (unsigned)a - (unsigned)b); }
HELP unsigned __usad(unsigned a, unsigned b, unsigned c) { return c + (a < b ? b - a : a - b); }
HELP int __hadd(int a, int b) { return (int)(((long long)a + b) >> 1); }
HELP int __rhadd(int a, int b) { return (int)(((long long)a + b + 1) >> 1); }
HELP unsigned __uhadd(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a + b) >> 1); }
HELP unsigned __urhadd(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a + b + 1) >> 1); }
/* dp4a: c + the four products of signed bytes; dp2a: c + the products of
   a's two signed halves with b's bytes 0,1 (lo) or 2,3 (hi) */
HELP int __dp4a(int a, int b, int c)
{
    unsigned r = (unsigned)c;
    int i;
    for (i = 0; i < 4; i++)
        r += (unsigned)((int)(signed char)(unsigned char)((unsigned)a >> 8 * i) *
                        (int)(signed char)(unsigned char)((unsigned)b >> 8 * i));
    return (int)r;
}
HELP int __dp2a_lo(int a, int b, int c)
{
    unsigned r = (unsigned)c;
    int i;
    for (i = 0; i < 2; i++)
        r += (unsigned)((int)(short)(unsigned short)((unsigned)a >> 16 * i) *
                        (int)(signed char)(unsigned char)((unsigned)b >> 8 * i));
    return (int)r;
}
HELP int __dp2a_hi(int a, int b, int c)
{
    unsigned r = (unsigned)c;
    int i;
    for (i = 0; i < 2; i++)
        r += (unsigned)((int)(short)(unsigned short)((unsigned)a >> 16 * i) *
                        (int)(signed char)(unsigned char)((unsigned)b >> (16 + 8 * i)));
    return (int)r;
}
/* abs of the most negative value is left to dg_nomin (both languages
   leave it undefined) */
HELP int dg_abs32(int a) { return a < 0 ? -a : a; }
HELP long long dg_abs64(long long a) { return a < 0 ? -a : a; }
#define abs(a) dg_abs32(a)
#define llabs(a) dg_abs64(a)
HELP int min(int a, int b) { return a < b ? a : b; }
HELP int max(int a, int b) { return a > b ? a : b; }
HELP unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
HELP unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
HELP long long llmin(long long a, long long b) { return a < b ? a : b; }
HELP long long llmax(long long a, long long b) { return a > b ? a : b; }
HELP unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
HELP unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
/* PTX min/max: a NaN operand gives the other one (both NaN: NaN), and
   -0.0 is below +0.0, as ptxvm orders zeros (the ISA 4.1 pseudo-code
   leaves it to the operand order; a GPU run of gpu_diff settles it) */
HELP float dg_fminf(float a, float b)
{
    if (isnan(a))
        return b;
    if (isnan(b))
        return a;
    if (a == b)
        return signbit(a) ? a : b;
    return a < b ? a : b;
}
HELP float dg_fmaxf(float a, float b)
{
    if (isnan(a))
        return b;
    if (isnan(b))
        return a;
    if (a == b)
        return signbit(a) ? b : a;
    return a > b ? a : b;
}
HELP double dg_fmin(double a, double b)
{
    if (isnan(a))
        return b;
    if (isnan(b))
        return a;
    if (a == b)
        return signbit(a) ? a : b;
    return a < b ? a : b;
}
HELP double dg_fmax(double a, double b)
{
    if (isnan(a))
        return b;
    if (isnan(b))
        return a;
    if (a == b)
        return signbit(a) ? b : a;
    return a > b ? a : b;
}
#define fminf(a, b) dg_fminf(a, b)
#define fmaxf(a, b) dg_fmaxf(a, b)
#define fmin(a, b) dg_fmin(a, b)
#define fmax(a, b) dg_fmax(a, b)
/* CUDA's fdim: x <= y gives +0, else x - y (NaN propagates) */
HELP float dg_fdimf(float a, float b) { return a <= b ? 0.0f : a - b; }
HELP double dg_fdim(double a, double b) { return a <= b ? 0.0 : a - b; }
#define fdimf(a, b) dg_fdimf(a, b)
#define fdim(a, b) dg_fdim(a, b)
/* cvt.sat.f32.f32: [+0.0, 1.0], NaN to +0.0 */
HELP float __saturatef(float a) { return isnan(a) || a <= 0.0f ? 0.0f : a > 1.0f ? 1.0f : a; }

/* IEEE operations in a rounding mode: the operands are read, and the
   result written, through volatile objects while the mode is set, so the
   compiler neither folds nor moves the operation out of it */
#define DG_RMODE_rn FE_TONEAREST
#define DG_RMODE_rz FE_TOWARDZERO
#define DG_RMODE_rd FE_DOWNWARD
#define DG_RMODE_ru FE_UPWARD
#define DG_OP1(name, s, T, S, expr) \
    HELP T name##_##s(S a) \
    { volatile S va = a; volatile T r; int old = fegetround(); \
      fesetround(DG_RMODE_##s); r = expr; fesetround(old); return r; }
#define DG_OP2(name, s, T, expr) \
    HELP T name##_##s(T a, T b) \
    { volatile T va = a, vb = b; volatile T r; int old = fegetround(); \
      fesetround(DG_RMODE_##s); r = expr; fesetround(old); return r; }
#define DG_OP3(name, s, T, expr) \
    HELP T name##_##s(T a, T b, T c) \
    { volatile T va = a, vb = b, vc = c; volatile T r; int old = fegetround(); \
      fesetround(DG_RMODE_##s); r = expr; fesetround(old); return r; }
#define DG_ROUNDED(s) \
    DG_OP2(__fadd, s, float, va + vb) DG_OP2(__fsub, s, float, va - vb) \
    DG_OP2(__fmul, s, float, va * vb) DG_OP2(__fdiv, s, float, va / vb) \
    DG_OP1(__frcp, s, float, float, 1.0f / va) DG_OP1(__fsqrt, s, float, float, sqrtf(va)) \
    DG_OP3(__fmaf, s, float, fmaf(va, vb, vc)) \
    DG_OP2(__dadd, s, double, va + vb) DG_OP2(__dsub, s, double, va - vb) \
    DG_OP2(__dmul, s, double, va * vb) DG_OP2(__ddiv, s, double, va / vb) \
    DG_OP1(__drcp, s, double, double, 1.0 / va) DG_OP1(__dsqrt, s, double, double, sqrt(va)) \
    DG_OP3(__fma, s, double, fma(va, vb, vc)) \
    DG_OP1(__int2float, s, float, int, (float)va) DG_OP1(__uint2float, s, float, unsigned, (float)va) \
    DG_OP1(__ll2float, s, float, long long, (float)va) \
    DG_OP1(__ull2float, s, float, unsigned long long, (float)va) \
    DG_OP1(__ll2double, s, double, long long, (double)va) \
    DG_OP1(__ull2double, s, double, unsigned long long, (double)va) \
    DG_OP1(__double2float, s, float, double, (float)va)
DG_ROUNDED(rn)
DG_ROUNDED(rz)
DG_ROUNDED(rd)
DG_ROUNDED(ru)
HELP double __int2double_rn(int a) { return (double)a; }
HELP double __uint2double_rn(unsigned a) { return (double)a; }
/* float to integer: the PTX cvt semantics (round, then saturate; NaN
   gives 0). Programs clamp first (CUDA leaves out-of-range undefined).
   lo and hi are powers of two: the lowest value in range and the first
   one above it. */
#define DG_F2I(name, T, F, lo, hi, minv, maxv, rnd) \
    HELP T name(F a) { F t = rnd(a); return isnan(a) ? (T)0 : t < (F)(lo) ? (minv) : t >= (F)(hi) ? (maxv) : (T)t; }
#define DG_F2IS(s, rf, rd) \
    DG_F2I(__float2int_##s, int, float, -2147483648.0, 2147483648.0, -2147483647 - 1, 2147483647, rf) \
    DG_F2I(__float2uint_##s, unsigned, float, 0.0, 4294967296.0, 0u, 4294967295u, rf) \
    DG_F2I(__float2ll_##s, long long, float, -9223372036854775808.0, 9223372036854775808.0, \
           -9223372036854775807LL - 1, 9223372036854775807LL, rf) \
    DG_F2I(__float2ull_##s, unsigned long long, float, 0.0, 18446744073709551616.0, 0ull, \
           18446744073709551615ull, rf) \
    DG_F2I(__double2int_##s, int, double, -2147483648.0, 2147483648.0, -2147483647 - 1, 2147483647, rd) \
    DG_F2I(__double2uint_##s, unsigned, double, 0.0, 4294967296.0, 0u, 4294967295u, rd) \
    DG_F2I(__double2ll_##s, long long, double, -9223372036854775808.0, 9223372036854775808.0, \
           -9223372036854775807LL - 1, 9223372036854775807LL, rd) \
    DG_F2I(__double2ull_##s, unsigned long long, double, 0.0, 18446744073709551616.0, 0ull, \
           18446744073709551615ull, rd)
DG_F2IS(rn, rintf, rint)
DG_F2IS(rz, truncf, trunc)
DG_F2IS(rd, floorf, floor)
DG_F2IS(ru, ceilf, ceil)
#endif /* DG_HOST */

/* ---- helpers every build shares (plain C, same text everywhere) ---------- */
/* NaN to one pattern before its bits are looked at: the GPU and x86 make
   different NaNs */
HELP float dg_canonf(float x) { return isnan(x) ? __uint_as_float(0x7fffffffu) : x; }
HELP double dg_canon(double x) { return isnan(x) ? __longlong_as_double(0x7fffffffffffffffLL) : x; }
HELP u32 dg_fbits(float x) { return __float_as_uint(dg_canonf(x)); }
HELP u64 dg_dbits(double x) { return (u64)__double_as_longlong(dg_canon(x)); }
/* into [lo, hi], NaN to 0: a float-to-integer conversion in range */
HELP float dg_fclamp(float x, float lo, float hi) { return isnan(x) ? 0.0f : x < lo ? lo : x > hi ? hi : x; }
HELP double dg_dclamp(double x, double lo, double hi) { return isnan(x) ? 0.0 : x < lo ? lo : x > hi ? hi : x; }
HELP s32 dg_nomin32(s32 x) { return x == (s32)0x80000000u ? 0 : x; }
HELP s64 dg_nomin64(s64 x) { return x == (s64)0x8000000000000000ull ? 0 : x; }
/* division and remainder, defined everywhere: x/0 = x, x%0 = x, and
   MIN/-1 = MIN (as negation wraps), MIN%-1 = 0 */
HELP s32 dg_div_s32(s32 a, s32 b) { return b == 0 ? a : b == -1 ? (s32)(0u - (u32)a) : a / b; }
HELP s32 dg_rem_s32(s32 a, s32 b) { return b == 0 ? a : b == -1 ? 0 : a % b; }
HELP u32 dg_div_u32(u32 a, u32 b) { return b == 0 ? a : a / b; }
HELP u32 dg_rem_u32(u32 a, u32 b) { return b == 0 ? a : a % b; }
HELP s64 dg_div_s64(s64 a, s64 b) { return b == 0 ? a : b == -1 ? (s64)(0ull - (u64)a) : a / b; }
HELP s64 dg_rem_s64(s64 a, s64 b) { return b == 0 ? a : b == -1 ? 0 : a % b; }
HELP u64 dg_div_u64(u64 a, u64 b) { return b == 0 ? a : a / b; }
HELP u64 dg_rem_u64(u64 a, u64 b) { return b == 0 ? a : a % b; }
#endif
