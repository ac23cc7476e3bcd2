// Shared by every tests/exec/cu source. Under nvcc the CUDA headers give
// the intrinsics; under clang (-nocudainc -nocudalib) this file declares
// what the sources use with NVVM builtins or inline PTX.
// Every kernel: K(const T *a, const T *b, const T *c, U *o, int n), lane i
// reads a[i], b[i], c[i] and writes o[i*W .. i*W+W-1].
#pragma once
#ifdef __NVCC__
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#define GTID() (blockIdx.x * blockDim.x + threadIdx.x)
#define TID_X() threadIdx.x
#define NTID_X() blockDim.x
__device__ __forceinline__ unsigned short f2h_rn(float x) { return __half_as_ushort(__float2half_rn(x)); }
__device__ __forceinline__ float h2f(unsigned short h) { return __half2float(__ushort_as_half(h)); }
__device__ __forceinline__ unsigned short f2bf_rn(float x) { return __bfloat16_as_ushort(__float2bfloat16_rn(x)); }
__device__ __forceinline__ float bf2f(unsigned short h) { return __bfloat162float(__ushort_as_bfloat16(h)); }
#else
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __forceinline__ __inline__ __attribute__((always_inline))
#ifndef __noinline__
#define __noinline__ __attribute__((noinline))
#endif
#define GTID() (__nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x())
#define TID_X() __nvvm_read_ptx_sreg_tid_x()
#define NTID_X() __nvvm_read_ptx_sreg_ntid_x()
#define D static __device__ __forceinline__
D float __uint_as_float(unsigned u) { union { unsigned u; float f; } x; x.u = u; return x.f; }
D unsigned __float_as_uint(float f) { union { unsigned u; float f; } x; x.f = f; return x.u; }
D double __longlong_as_double(long long u) { union { long long u; double f; } x; x.u = u; return x.f; }
D long long __double_as_longlong(double f) { union { long long u; double f; } x; x.f = f; return x.u; }
D int __mulhi(int a, int b) { return __nvvm_mulhi_i(a, b); }
D unsigned __umulhi(unsigned a, unsigned b) { return __nvvm_mulhi_ui(a, b); }
D long long __mul64hi(long long a, long long b) { return __nvvm_mulhi_ll(a, b); }
D unsigned long long __umul64hi(unsigned long long a, unsigned long long b) { return __nvvm_mulhi_ull(a, b); }
D int __sad(int a, int b, unsigned c) { return __nvvm_sad_i(a, b, c); }
D unsigned __usad(unsigned a, unsigned b, unsigned c) { return __nvvm_sad_ui(a, b, c); }
D unsigned __brev(unsigned a) { return __builtin_bitreverse32(a); }
D unsigned long long __brevll(unsigned long long a) { return __builtin_bitreverse64(a); }
D int __clz(int a) { return a ? __builtin_clz(a) : 32; }
D int __clzll(long long a) { return a ? __builtin_clzll(a) : 64; }
D int __popc(unsigned a) { return __builtin_popcount(a); }
D int __popcll(unsigned long long a) { return __builtin_popcountll(a); }
D int __ffs(int a) { return __builtin_ffs(a); }
D int __ffsll(long long a) { return __builtin_ffsll(a); }
D unsigned __byte_perm(unsigned a, unsigned b, unsigned s) { return __nvvm_prmt(a, b, s & 0x7777u); }
D unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) { unsigned r; asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(s)); return r; }
D unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned s) { unsigned r; asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(s)); return r; }
D unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned s) { unsigned r; asm("shf.l.clamp.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(s)); return r; }
D unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned s) { unsigned r; asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(s)); return r; }
D int __dp4a(int a, int b, int c) { int r; asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); return r; }
D unsigned __dp4a(unsigned a, unsigned b, unsigned c) { unsigned r; asm("dp4a.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); return r; }
D int __dp2a_lo(int a, int b, int c) { int r; asm("dp2a.lo.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); return r; }
D unsigned __dp2a_hi(unsigned a, unsigned b, unsigned c) { unsigned r; asm("dp2a.hi.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); return r; }
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
#define R4(N, B) D float N##_rn(float a, float b) { return __nvvm_##B##_rn_f(a, b); } \
  D float N##_rz(float a, float b) { return __nvvm_##B##_rz_f(a, b); } \
  D float N##_rd(float a, float b) { return __nvvm_##B##_rm_f(a, b); } \
  D float N##_ru(float a, float b) { return __nvvm_##B##_rp_f(a, b); }
R4(__fadd, add) R4(__fmul, mul) R4(__fdiv, div)
#define R4D(N, B) D double N##_rn(double a, double b) { return __nvvm_##B##_rn_d(a, b); } \
  D double N##_rz(double a, double b) { return __nvvm_##B##_rz_d(a, b); } \
  D double N##_rd(double a, double b) { return __nvvm_##B##_rm_d(a, b); } \
  D double N##_ru(double a, double b) { return __nvvm_##B##_rp_d(a, b); }
R4D(__dadd, add) R4D(__dmul, mul) R4D(__ddiv, div)
#define R41(N, B, T, S) D T N##_rn(S a) { return __nvvm_##B##_rn##_f(a); } \
  D T N##_rz(S a) { return __nvvm_##B##_rz##_f(a); } \
  D T N##_rd(S a) { return __nvvm_##B##_rm##_f(a); } \
  D T N##_ru(S a) { return __nvvm_##B##_rp##_f(a); }
D float __fmaf_rn(float a, float b, float c) { return __nvvm_fma_rn_f(a, b, c); }
D float __fmaf_rz(float a, float b, float c) { return __nvvm_fma_rz_f(a, b, c); }
D float __fmaf_rd(float a, float b, float c) { return __nvvm_fma_rm_f(a, b, c); }
D float __fmaf_ru(float a, float b, float c) { return __nvvm_fma_rp_f(a, b, c); }
D double __fma_rn(double a, double b, double c) { return __nvvm_fma_rn_d(a, b, c); }
D double __fma_rz(double a, double b, double c) { return __nvvm_fma_rz_d(a, b, c); }
D double __fma_rd(double a, double b, double c) { return __nvvm_fma_rm_d(a, b, c); }
D double __fma_ru(double a, double b, double c) { return __nvvm_fma_rp_d(a, b, c); }
D float __fsqrt_rn(float a) { return __nvvm_sqrt_rn_f(a); }
D float __fsqrt_rz(float a) { return __nvvm_sqrt_rz_f(a); }
D float __fsqrt_rd(float a) { return __nvvm_sqrt_rm_f(a); }
D float __fsqrt_ru(float a) { return __nvvm_sqrt_rp_f(a); }
D float __frcp_rn(float a) { return __nvvm_rcp_rn_f(a); }
D float __frcp_rz(float a) { return __nvvm_rcp_rz_f(a); }
D float __frcp_rd(float a) { return __nvvm_rcp_rm_f(a); }
D float __frcp_ru(float a) { return __nvvm_rcp_rp_f(a); }
D double __dsqrt_rn(double a) { return __nvvm_sqrt_rn_d(a); }
D double __dsqrt_rz(double a) { return __nvvm_sqrt_rz_d(a); }
D double __dsqrt_rd(double a) { return __nvvm_sqrt_rm_d(a); }
D double __dsqrt_ru(double a) { return __nvvm_sqrt_rp_d(a); }
D double __drcp_rn(double a) { return __nvvm_rcp_rn_d(a); }
D double __drcp_rz(double a) { return __nvvm_rcp_rz_d(a); }
D double __drcp_rd(double a) { return __nvvm_rcp_rm_d(a); }
D double __drcp_ru(double a) { return __nvvm_rcp_rp_d(a); }
D float __fsub_rn(float a, float b) { float r; asm("sub.rn.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b)); return r; }
D float __fsub_rz(float a, float b) { float r; asm("sub.rz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b)); return r; }
D float __fsub_rd(float a, float b) { float r; asm("sub.rm.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b)); return r; }
D float __fsub_ru(float a, float b) { float r; asm("sub.rp.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b)); return r; }
D float __saturatef(float a) { return __nvvm_saturate_f(a); }
D float fminf(float a, float b) { return __nvvm_fmin_f(a, b); }
D float fmaxf(float a, float b) { return __nvvm_fmax_f(a, b); }
D double fmin(double a, double b) { return __nvvm_fmin_d(a, b); }
D double fmax(double a, double b) { return __nvvm_fmax_d(a, b); }
D float copysignf(float a, float b) { return __builtin_copysignf(a, b); }
D double copysign(double a, double b) { return __builtin_copysign(a, b); }
D float fabsf(float a) { return __builtin_fabsf(a); }
D double fabs(double a) { return __builtin_fabs(a); }
D float sqrtf(float a) { return __nvvm_sqrt_rn_f(a); }
#define CV4(N, B, T, S) D T N##_rn(S a) { return __nvvm_##B##_rn(a); } D T N##_rz(S a) { return __nvvm_##B##_rz(a); } \
  D T N##_rd(S a) { return __nvvm_##B##_rm(a); } D T N##_ru(S a) { return __nvvm_##B##_rp(a); }
CV4(__float2int, f2i, int, float) CV4(__float2uint, f2ui, unsigned, float)
CV4(__float2ll, f2ll, long long, float) CV4(__float2ull, f2ull, unsigned long long, float)
CV4(__double2int, d2i, int, double) CV4(__double2ll, d2ll, long long, double)
CV4(__double2float, d2f, float, double)
/* clang 14 lowers __nvvm_ll2d_rz and friends to cvt.rn: inline PTX instead */
#define CVA(N, T, S, TC, SC, DT, ST) \
  D T N##_rn(S a) { T r; asm("cvt.rn." DT "." ST " %0, %1;" : "=" TC(r) : SC(a)); return r; } \
  D T N##_rz(S a) { T r; asm("cvt.rz." DT "." ST " %0, %1;" : "=" TC(r) : SC(a)); return r; } \
  D T N##_rd(S a) { T r; asm("cvt.rm." DT "." ST " %0, %1;" : "=" TC(r) : SC(a)); return r; } \
  D T N##_ru(S a) { T r; asm("cvt.rp." DT "." ST " %0, %1;" : "=" TC(r) : SC(a)); return r; }
CVA(__ll2double, double, long long, "d", "l", "f64", "s64")
CVA(__ull2double, double, unsigned long long, "d", "l", "f64", "u64")
CVA(__ll2float, float, long long, "f", "l", "f32", "s64")
CVA(__int2float, float, int, "f", "r", "f32", "s32")
CVA(__uint2float, float, unsigned, "f", "r", "f32", "u32")
D float __sinf(float a) { return __nvvm_sin_approx_f(a); }
D float __cosf(float a) { return __nvvm_cos_approx_f(a); }
D float __log2f(float a) { return __nvvm_lg2_approx_f(a); }
D float __expf(float a) { return __nvvm_ex2_approx_f(a * 1.4426950408889634f); }
D float __fdividef(float a, float b) { return __nvvm_div_approx_f(a, b); }
D float rsqrtf(float a) { return __nvvm_rsqrt_approx_f(a); }
D double __hiloint2double(int hi, int lo) { double r; asm("mov.b64 %0, {%1, %2};" : "=d"(r) : "r"(lo), "r"(hi)); return r; }
D int __double2hiint(double d) { int lo, hi; asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "d"(d)); return hi; }
D int __double2loint(double d) { int lo, hi; asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "d"(d)); return lo; }
D int signbit(float a) { return __builtin_signbitf(a); }
D int signbit(double a) { return __builtin_signbit(a); }
D int isnan(float a) { return __builtin_isnan(a); }
D int isnan(double a) { return __builtin_isnan(a); }
D int isinf(float a) { return __builtin_isinf(a); }
D int isinf(double a) { return __builtin_isinf(a); }
D int isfinite(float a) { return __builtin_isfinite(a); }
D int isfinite(double a) { return __builtin_isfinite(a); }
D float truncf(float a) { return __builtin_truncf(a); }
D float floorf(float a) { return __builtin_floorf(a); }
D float ceilf(float a) { return __builtin_ceilf(a); }
D float roundf(float a) { return __builtin_roundf(a); }
D float rintf(float a) { return __builtin_rintf(a); }
D double trunc(double a) { return __builtin_trunc(a); }
D double floor(double a) { return __builtin_floor(a); }
D double ceil(double a) { return __builtin_ceil(a); }
D double round(double a) { return __builtin_round(a); }
D double rint(double a) { return __builtin_rint(a); }
/* C99's fdim: a - b when a > b, +0 when a <= b, NaN when either is */
D float fdimf(float a, float b) { return a > b ? a - b : a <= b ? 0.0f : a + b; }
D double fdim(double a, double b) { return a > b ? a - b : a <= b ? 0.0 : a + b; }
D unsigned short f2h_rn(float x) { unsigned short r; asm("cvt.rn.f16.f32 %0, %1;" : "=h"(r) : "f"(x)); return r; }
D float h2f(unsigned short h) { float r; asm("cvt.f32.f16 %0, %1;" : "=f"(r) : "h"(h)); return r; }
D unsigned short f2bf_rn(float x) { unsigned short r; asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(r) : "f"(x)); return r; }
D float bf2f(unsigned short h) { return __uint_as_float((unsigned)h << 16); }
#undef D
#endif
