/* Per-lane helpers of the integer family, for exec_int.h (included once,
   by exec.c). Every function is total: defined for any inputs, with no
   division by zero and no signed overflow, so whole-warp loops may run
   them on inactive lanes too. 8/16-bit operands arrive in 32-bit columns
   with undefined high bits: the helpers mask or sign-extend them, and
   return 16-bit results zero-extended. */
#ifndef PTXVM_INTOPS_H
#define PTXVM_INTOPS_H
#include "common.h"

#define IO_M16 0xffffu

static uint32_t io_sx16(uint32_t a) { return ((a & IO_M16) ^ 0x8000u) - 0x8000u; }
static uint32_t io_sx24(uint32_t a) { return ((a & 0xffffffu) ^ 0x800000u) - 0x800000u; }
static uint32_t io_sx8(uint32_t a) { return ((a & 0xffu) ^ 0x80u) - 0x80u; }
static int32_t io_s(uint32_t a) { return (int32_t)a; }
static int64_t io_s64(uint64_t a) { return (int64_t)a; }
static uint32_t io_lt_s(uint32_t a, uint32_t b) { return io_s(a) < io_s(b); }

/* ---- one operand ---- */
static uint32_t io_neg16(uint32_t a) { return (0u - a) & IO_M16; }
static uint32_t io_abs32(uint32_t a) { return io_s(a) < 0 ? 0u - a : a; }
static uint32_t io_abs16(uint32_t a) { return io_abs32(io_sx16(a)) & IO_M16; }
static uint64_t io_abs64(uint64_t a) { return io_s64(a) < 0 ? (uint64_t)0 - a : a; }
static uint32_t io_not16(uint32_t a) { return ~a & IO_M16; }
static uint32_t io_cnot16(uint32_t a) { return (a & IO_M16) == 0; }
static uint32_t io_cnot32(uint32_t a) { return a == 0; }
static uint64_t io_cnot64(uint64_t a) { return a == 0; }
static uint32_t io_popc32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (x * 0x01010101u) >> 24;
}
static uint32_t io_popc64(uint64_t x)
{
    return io_popc32((uint32_t)x) + io_popc32((uint32_t)(x >> 32));
}
static uint32_t io_clz32(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return x ? (uint32_t)__builtin_clz(x) : 32u;   /* one bsr/lzcnt */
#else
    uint32_t n = 0;
    if (!x) return 32;
    if (!(x & 0xffff0000u)) { n += 16; x <<= 16; }
    if (!(x & 0xff000000u)) { n += 8; x <<= 8; }
    if (!(x & 0xf0000000u)) { n += 4; x <<= 4; }
    if (!(x & 0xc0000000u)) { n += 2; x <<= 2; }
    if (!(x & 0x80000000u)) { n += 1; }
    return n;
#endif
}
static uint32_t io_clz64(uint64_t x)
{
    uint32_t hi = (uint32_t)(x >> 32);
    return hi ? io_clz32(hi) : 32 + io_clz32((uint32_t)x);
}
static PV_FORCE_INLINE uint32_t io_brev32(uint32_t x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}
static uint64_t io_brev64(uint64_t x)
{
    return ((uint64_t)io_brev32((uint32_t)x) << 32) | io_brev32((uint32_t)(x >> 32));
}
static uint32_t io_bfind_u32(uint32_t a) { return a ? 31 - io_clz32(a) : 0xffffffffu; }
static uint32_t io_bfind_s32(uint32_t a) { return io_bfind_u32(io_s(a) < 0 ? ~a : a); }
static uint32_t io_bfind_u32_sa(uint32_t a) { return a ? io_clz32(a) : 0xffffffffu; }
static uint32_t io_bfind_s32_sa(uint32_t a) { return io_bfind_u32_sa(io_s(a) < 0 ? ~a : a); }
static uint32_t io_bfind_u64(uint64_t a) { return a ? 63 - io_clz64(a) : 0xffffffffu; }
static uint32_t io_bfind_s64(uint64_t a) { return io_bfind_u64(io_s64(a) < 0 ? ~a : a); }
static uint32_t io_bfind_u64_sa(uint64_t a) { return a ? io_clz64(a) : 0xffffffffu; }
static uint32_t io_bfind_s64_sa(uint64_t a) { return io_bfind_u64_sa(io_s64(a) < 0 ? ~a : a); }

/* ---- two operands ---- */
static uint32_t io_add16(uint32_t a, uint32_t b) { return (a + b) & IO_M16; }
static uint32_t io_sub16(uint32_t a, uint32_t b) { return (a - b) & IO_M16; }
static uint32_t io_add16x2(uint32_t a, uint32_t b)
{
    return ((a + b) & IO_M16) | (((a >> 16) + (b >> 16)) << 16);
}
static uint32_t io_sat32(int64_t v)
{
    return v > 2147483647 ? 0x7fffffffu : v < -2147483647 - 1 ? 0x80000000u : (uint32_t)v;
}
static uint32_t io_add_sat_s32(uint32_t a, uint32_t b) { return io_sat32((int64_t)io_s(a) + io_s(b)); }
static uint32_t io_sub_sat_s32(uint32_t a, uint32_t b) { return io_sat32((int64_t)io_s(a) - io_s(b)); }
static uint32_t io_mul_lo16(uint32_t a, uint32_t b) { return ((a & IO_M16) * (b & IO_M16)) & IO_M16; }
static uint32_t io_mul_wide_u16(uint32_t a, uint32_t b) { return (a & IO_M16) * (b & IO_M16); }
static uint32_t io_mul_wide_s16(uint32_t a, uint32_t b) { return io_sx16(a) * io_sx16(b); }
static uint32_t io_mul_hi_u16(uint32_t a, uint32_t b) { return io_mul_wide_u16(a, b) >> 16; }
static uint32_t io_mul_hi_s16(uint32_t a, uint32_t b) { return io_mul_wide_s16(a, b) >> 16; }
/* mul24/mad24 take the low 24 bits of each operand (sign-extended for
   .s32), as the spec's 48-bit product t = a * b says. */
static uint32_t io_mul24_lo_u(uint32_t a, uint32_t b) { return (a & 0xffffffu) * (b & 0xffffffu); }
static uint32_t io_mul24_lo_s(uint32_t a, uint32_t b) { return io_sx24(a) * io_sx24(b); }
static uint32_t io_mul24_hi_u(uint32_t a, uint32_t b)
{
    return (uint32_t)(((uint64_t)(a & 0xffffffu) * (b & 0xffffffu)) >> 16);
}
static uint32_t io_mul24_hi_s(uint32_t a, uint32_t b)
{
    return (uint32_t)((uint64_t)((int64_t)io_s(io_sx24(a)) * io_s(io_sx24(b))) >> 16);
}
static uint32_t io_div_u32(uint32_t a, uint32_t b) { return b ? a / b : 0xffffffffu; }
/* Division and remainder by zero give all ones at every width, signed or
   not, whatever a is (an H200: tests/gpu/README.md). */
static uint32_t io_rem_u32(uint32_t a, uint32_t b) { return b ? a % b : 0xffffffffu; }
static uint32_t io_div_s32(uint32_t a, uint32_t b)
{
    if (!b) return 0xffffffffu;
    if (b == 0xffffffffu) return 0u - a;
    return (uint32_t)(io_s(a) / io_s(b));
}
static uint32_t io_rem_s32(uint32_t a, uint32_t b)
{
    if (!b) return 0xffffffffu;
    if (b == 0xffffffffu) return 0;
    return (uint32_t)(io_s(a) % io_s(b));
}
static uint32_t io_div_u16(uint32_t a, uint32_t b) { return io_div_u32(a & IO_M16, b & IO_M16) & IO_M16; }
static uint32_t io_rem_u16(uint32_t a, uint32_t b) { return io_rem_u32(a & IO_M16, b & IO_M16) & IO_M16; }
static uint32_t io_div_s16(uint32_t a, uint32_t b) { return io_div_s32(io_sx16(a), io_sx16(b)) & IO_M16; }
static uint32_t io_rem_s16(uint32_t a, uint32_t b) { return io_rem_s32(io_sx16(a), io_sx16(b)) & IO_M16; }
static uint64_t io_div_u64(uint64_t a, uint64_t b) { return b ? a / b : ~(uint64_t)0; }
static uint64_t io_rem_u64(uint64_t a, uint64_t b) { return b ? a % b : ~(uint64_t)0; }
static uint64_t io_div_s64(uint64_t a, uint64_t b)
{
    if (!b) return ~(uint64_t)0;
    if (b == ~(uint64_t)0) return (uint64_t)0 - a;
    return (uint64_t)(io_s64(a) / io_s64(b));
}
static uint64_t io_rem_s64(uint64_t a, uint64_t b)
{
    if (!b) return ~(uint64_t)0;
    if (b == ~(uint64_t)0) return 0;
    return (uint64_t)(io_s64(a) % io_s64(b));
}
static uint32_t io_min_u16(uint32_t a, uint32_t b) { a &= IO_M16; b &= IO_M16; return a < b ? a : b; }
static uint32_t io_max_u16(uint32_t a, uint32_t b) { a &= IO_M16; b &= IO_M16; return a > b ? a : b; }
static uint32_t io_min_s16(uint32_t a, uint32_t b) { a = io_sx16(a); b = io_sx16(b); return (io_lt_s(a, b) ? a : b) & IO_M16; }
static uint32_t io_max_s16(uint32_t a, uint32_t b) { a = io_sx16(a); b = io_sx16(b); return (io_lt_s(a, b) ? b : a) & IO_M16; }
static uint32_t io_min_u16x2(uint32_t a, uint32_t b) { return io_min_u16(a, b) | (io_min_u16(a >> 16, b >> 16) << 16); }
static uint32_t io_max_u16x2(uint32_t a, uint32_t b) { return io_max_u16(a, b) | (io_max_u16(a >> 16, b >> 16) << 16); }
static uint32_t io_min_s16x2(uint32_t a, uint32_t b) { return io_min_s16(a, b) | (io_min_s16(a >> 16, b >> 16) << 16); }
static uint32_t io_max_s16x2(uint32_t a, uint32_t b) { return io_max_s16(a, b) | (io_max_s16(a >> 16, b >> 16) << 16); }
static uint32_t io_relu16(uint32_t a) { return (a & 0x8000u) ? 0 : a; }
static uint32_t io_min_s16x2_relu(uint32_t a, uint32_t b)
{
    return io_relu16(io_min_s16(a, b)) | (io_relu16(io_min_s16(a >> 16, b >> 16)) << 16);
}
static uint32_t io_max_s16x2_relu(uint32_t a, uint32_t b)
{
    return io_relu16(io_max_s16(a, b)) | (io_relu16(io_max_s16(a >> 16, b >> 16)) << 16);
}
static uint32_t io_relu32(uint32_t a) { return io_s(a) < 0 ? 0 : a; }
static uint32_t io_min_s32_relu(uint32_t a, uint32_t b) { return io_relu32(io_lt_s(a, b) ? a : b); }
static uint32_t io_max_s32_relu(uint32_t a, uint32_t b) { return io_relu32(io_lt_s(a, b) ? b : a); }
static uint32_t io_and16(uint32_t a, uint32_t b) { return a & b & IO_M16; }
static uint32_t io_or16(uint32_t a, uint32_t b) { return (a | b) & IO_M16; }
static uint32_t io_xor16(uint32_t a, uint32_t b) { return (a ^ b) & IO_M16; }
static uint32_t io_shl16(uint32_t a, uint32_t b) { return b > 15 ? 0 : (a << b) & IO_M16; }
static uint32_t io_shr_u16(uint32_t a, uint32_t b) { return b > 15 ? 0 : (a & IO_M16) >> b; }
static uint32_t io_shr_s16(uint32_t a, uint32_t b)
{
    uint32_t n = b > 15 ? 15 : b, s = io_sx16(a);
    return ((s >> n) | ((s & 0x80000000u) ? ~(0xffffffffu >> n) : 0)) & IO_M16;
}
static uint32_t io_bmsk(uint32_t a, uint32_t b, int clamp)
{
    uint32_t a1 = a & 31, b1 = b & 31, sum = a1 + b1;
    uint32_t mask0 = ~0u << a1, mask1;
    int ovf = sum >= 32;
    if (clamp && a >= 32) { ovf = 1; mask0 = 0; }
    if (clamp && b >= 32) ovf = 1;
    if (ovf) mask1 = 0;
    else if (b1 == 0) mask1 = ~0u;
    else mask1 = ~0u << sum;
    return mask0 & ~mask1;
}
static uint32_t io_bmsk_clamp(uint32_t a, uint32_t b) { return io_bmsk(a, b, 1); }
static uint32_t io_bmsk_wrap(uint32_t a, uint32_t b) { return io_bmsk(a, b, 0); }
static uint32_t io_szext(uint32_t a, uint32_t b, int clamp, int sgn)
{
    uint32_t b1 = b & 31, mask, sbit;
    int big = b >= 32 && clamp;
    mask = big ? 0 : ~0u << b1;
    sbit = (b1 == 0 || big || !sgn) ? 0 : (a >> ((b1 - 1) & 31)) & 1;
    return (a & ~mask) | (sbit ? mask : 0);
}
static uint32_t io_szext_u_clamp(uint32_t a, uint32_t b) { return io_szext(a, b, 1, 0); }
static uint32_t io_szext_u_wrap(uint32_t a, uint32_t b) { return io_szext(a, b, 0, 0); }
static uint32_t io_szext_s_clamp(uint32_t a, uint32_t b) { return io_szext(a, b, 1, 1); }
static uint32_t io_szext_s_wrap(uint32_t a, uint32_t b) { return io_szext(a, b, 0, 1); }

/* ---- three operands ---- */
static uint32_t io_mad_lo16(uint32_t a, uint32_t b, uint32_t c) { return (a * b + c) & IO_M16; }
static uint32_t io_mad_hi_u16(uint32_t a, uint32_t b, uint32_t c) { return (io_mul_hi_u16(a, b) + c) & IO_M16; }
static uint32_t io_mad_hi_s16(uint32_t a, uint32_t b, uint32_t c) { return (io_mul_hi_s16(a, b) + c) & IO_M16; }
static uint32_t io_mad_wide_u16(uint32_t a, uint32_t b, uint32_t c) { return io_mul_wide_u16(a, b) + c; }
static uint32_t io_mad_wide_s16(uint32_t a, uint32_t b, uint32_t c) { return io_mul_wide_s16(a, b) + c; }
static int64_t io_hi_s32(uint32_t a, uint32_t b)
{
    uint64_t p = (uint64_t)((int64_t)io_s(a) * io_s(b));
    return io_s((uint32_t)(p >> 32));
}
static uint32_t io_mad_hi_u32(uint32_t a, uint32_t b, uint32_t c)
{
    return (uint32_t)(((uint64_t)a * b) >> 32) + c;
}
static uint32_t io_mad_hi_s32(uint32_t a, uint32_t b, uint32_t c) { return (uint32_t)io_hi_s32(a, b) + c; }
static uint32_t io_mad_hi_sat_s32(uint32_t a, uint32_t b, uint32_t c) { return io_sat32(io_hi_s32(a, b) + io_s(c)); }
static uint32_t io_mad24_lo_u(uint32_t a, uint32_t b, uint32_t c) { return io_mul24_lo_u(a, b) + c; }
static uint32_t io_mad24_lo_s(uint32_t a, uint32_t b, uint32_t c) { return io_mul24_lo_s(a, b) + c; }
static uint32_t io_mad24_hi_u(uint32_t a, uint32_t b, uint32_t c) { return io_mul24_hi_u(a, b) + c; }
static uint32_t io_mad24_hi_s(uint32_t a, uint32_t b, uint32_t c) { return io_mul24_hi_s(a, b) + c; }
static uint32_t io_mad24_hi_sat_s(uint32_t a, uint32_t b, uint32_t c)
{
    return io_sat32((int64_t)io_s(io_mul24_hi_s(a, b)) + io_s(c));
}
static uint32_t io_sad_u16(uint32_t a, uint32_t b, uint32_t c)
{
    a &= IO_M16; b &= IO_M16;
    return ((a < b ? b - a : a - b) + c) & IO_M16;
}
static uint32_t io_sad_s16(uint32_t a, uint32_t b, uint32_t c)
{
    a = io_sx16(a); b = io_sx16(b);
    return ((io_lt_s(a, b) ? b - a : a - b) + c) & IO_M16;
}
static uint32_t io_sad_u32(uint32_t a, uint32_t b, uint32_t c) { return (a < b ? b - a : a - b) + c; }
static uint32_t io_sad_s32(uint32_t a, uint32_t b, uint32_t c) { return (io_lt_s(a, b) ? b - a : a - b) + c; }
static uint32_t io_byte(uint32_t v, uint32_t i, int sgn)
{
    uint32_t x = (v >> (8 * i)) & 0xffu;
    return sgn ? io_sx8(x) : x;
}
static uint32_t io_half(uint32_t v, uint32_t i, int sgn)
{
    uint32_t x = (v >> (16 * i)) & IO_M16;
    return sgn ? io_sx16(x) : x;
}
static uint32_t io_dp4a(uint32_t a, uint32_t b, uint32_t c, int sa, int sb)
{
    uint32_t i;
    for (i = 0; i < 4; i++)
        c += io_byte(a, i, sa) * io_byte(b, i, sb);
    return c;
}
static uint32_t io_dp4a_uu(uint32_t a, uint32_t b, uint32_t c) { return io_dp4a(a, b, c, 0, 0); }
static uint32_t io_dp4a_us(uint32_t a, uint32_t b, uint32_t c) { return io_dp4a(a, b, c, 0, 1); }
static uint32_t io_dp4a_su(uint32_t a, uint32_t b, uint32_t c) { return io_dp4a(a, b, c, 1, 0); }
static uint32_t io_dp4a_ss(uint32_t a, uint32_t b, uint32_t c) { return io_dp4a(a, b, c, 1, 1); }
static uint32_t io_dp2a(uint32_t a, uint32_t b, uint32_t c, uint32_t sel, int sa, int sb)
{
    return c + io_half(a, 0, sa) * io_byte(b, sel, sb) + io_half(a, 1, sa) * io_byte(b, sel + 1, sb);
}
static uint32_t io_dp2a_lo_uu(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 0, 0, 0); }
static uint32_t io_dp2a_lo_us(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 0, 0, 1); }
static uint32_t io_dp2a_lo_su(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 0, 1, 0); }
static uint32_t io_dp2a_lo_ss(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 0, 1, 1); }
static uint32_t io_dp2a_hi_uu(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 2, 0, 0); }
static uint32_t io_dp2a_hi_us(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 2, 0, 1); }
static uint32_t io_dp2a_hi_su(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 2, 1, 0); }
static uint32_t io_dp2a_hi_ss(uint32_t a, uint32_t b, uint32_t c) { return io_dp2a(a, b, c, 2, 1, 1); }
static uint32_t io_shf_l(uint32_t a, uint32_t b, uint32_t n)
{
    return n == 0 ? b : n >= 32 ? a : (b << n) | (a >> (32 - n));
}
static uint32_t io_shf_r(uint32_t a, uint32_t b, uint32_t n)
{
    return n == 0 ? a : n >= 32 ? b : (b << (32 - n)) | (a >> n);
}
static uint32_t io_shf_l_clamp(uint32_t a, uint32_t b, uint32_t c) { return io_shf_l(a, b, c > 32 ? 32 : c); }
static uint32_t io_shf_l_wrap(uint32_t a, uint32_t b, uint32_t c) { return io_shf_l(a, b, c & 31); }
static uint32_t io_shf_r_clamp(uint32_t a, uint32_t b, uint32_t c) { return io_shf_r(a, b, c > 32 ? 32 : c); }
static uint32_t io_shf_r_wrap(uint32_t a, uint32_t b, uint32_t c) { return io_shf_r(a, b, c & 31); }
/* fns: base > 31 is undefined in PTX; here it is taken modulo 32. */
static uint32_t io_fns(uint32_t mask, uint32_t base, uint32_t off)
{
    uint32_t pos = base & 31, count;
    int inc;
    if (off == 0)
        return ((mask >> pos) & 1) ? pos : 0xffffffffu;
    count = (io_s(off) > 0 ? off : 0u - off) - 1;
    inc = io_s(off) > 0 ? 1 : -1;
    for (;;) {
        if ((mask >> pos) & 1) {
            if (count == 0)
                return pos;
            count--;
        }
        if ((inc > 0 && pos == 31) || (inc < 0 && pos == 0))
            return 0xffffffffu;
        pos = inc > 0 ? pos + 1 : pos - 1;
    }
}
static uint32_t io_fmask32(uint32_t n) { return n >= 32 ? 0xffffffffu : (1u << n) - 1; }
static uint64_t io_fmask64(uint32_t n) { return n >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1; }
static uint32_t io_bfe32(uint32_t a, uint32_t b, uint32_t c, int sgn)
{
    uint32_t pos = b & 0xff, len = c & 0xff, n, field, sbit = 0, top;
    if (len == 0)
        return 0;
    if (sgn) {
        top = pos + len - 1;
        sbit = (a >> (top > 31 ? 31 : top)) & 1;
    }
    n = pos > 31 ? 0 : (len < 32 - pos ? len : 32 - pos);
    field = n ? (a >> pos) & io_fmask32(n) : 0;
    return field | (sbit ? ~io_fmask32(n) : 0);
}
static uint32_t io_bfe_u32(uint32_t a, uint32_t b, uint32_t c) { return io_bfe32(a, b, c, 0); }
static uint32_t io_bfe_s32(uint32_t a, uint32_t b, uint32_t c) { return io_bfe32(a, b, c, 1); }
/* The 64-bit forms take position and length as whole 32-bit values, not
   their low 8 bits as the 32-bit ones do (an H200: ptxas builds them from
   shifts); the sum is not wrapped. */
static uint64_t io_bfe64(uint64_t a, uint32_t b, uint32_t c, int sgn)
{
    uint32_t pos = b, len = c, n;
    uint64_t field, sbit = 0, top;
    if (len == 0)
        return 0;
    if (sgn) {
        top = (uint64_t)pos + len - 1;
        sbit = (a >> (top > 63 ? 63 : top)) & 1;
    }
    n = pos > 63 ? 0 : (len < 64 - pos ? len : 64 - pos);
    field = n ? (a >> pos) & io_fmask64(n) : 0;
    return field | (sbit ? ~io_fmask64(n) : 0);
}
static uint32_t io_bfi32(uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
    uint32_t pos = c & 0xff, len = d & 0xff, n, mask;
    n = pos > 31 ? 0 : (len < 32 - pos ? len : 32 - pos);
    if (!n)
        return b;
    mask = io_fmask32(n) << pos;
    return (b & ~mask) | ((a << pos) & mask);
}
static uint64_t io_bfi64(uint64_t a, uint64_t b, uint32_t c, uint32_t d)
{
    uint32_t pos = c, len = d, n;
    uint64_t mask;
    n = pos > 63 ? 0 : (len < 64 - pos ? len : 64 - pos);
    if (!n)
        return b;
    mask = io_fmask64(n) << pos;
    return (b & ~mask) | ((a << pos) & mask);
}
static uint32_t io_pbyte(uint32_t a, uint32_t b, uint32_t sel)
{
    uint32_t s = sel & 7;
    return ((s < 4 ? a >> (8 * s) : b >> (8 * (s - 4)))) & 0xffu;
}
static uint32_t io_prmt(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t i, d = 0;
    for (i = 0; i < 4; i++) {
        uint32_t sel = (c >> (4 * i)) & 15, v = io_pbyte(a, b, sel);
        if (sel & 8)
            v = (v & 0x80u) ? 0xffu : 0;
        d |= v << (8 * i);
    }
    return d;
}
static uint32_t io_prmt4(uint32_t a, uint32_t b, uint32_t s0, uint32_t s1,
                         uint32_t s2, uint32_t s3)
{
    return io_pbyte(a, b, s0) | (io_pbyte(a, b, s1) << 8) |
           (io_pbyte(a, b, s2) << 16) | (io_pbyte(a, b, s3) << 24);
}
static uint32_t io_prmt_f4e(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = c & 3;
    return io_prmt4(a, b, s, s + 1, s + 2, s + 3);
}
static uint32_t io_prmt_b4e(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = c & 3;
    return io_prmt4(a, b, s, s + 7, s + 6, s + 5);
}
static uint32_t io_prmt_rc8(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = c & 3;
    return io_prmt4(a, b, s, s, s, s);
}
static uint32_t io_prmt_ecl(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = c & 3;
    return io_prmt4(a, b, s, s > 1 ? s : 1, s > 2 ? s : 2, 3);
}
static uint32_t io_prmt_ecr(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = c & 3;
    return io_prmt4(a, b, 0, s < 1 ? s : 1, s < 2 ? s : 2, s);
}
static uint32_t io_prmt_rc16(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t s = (c & 1) * 2;
    return io_prmt4(a, b, s, s + 1, s, s + 1);
}
static uint64_t io_mulhi_u64(uint64_t a, uint64_t b)
{
    uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
static uint64_t io_mulhi_s64(uint64_t a, uint64_t b)
{
    uint64_t h = io_mulhi_u64(a, b);
    if (io_s64(a) < 0) h -= b;
    if (io_s64(b) < 0) h -= a;
    return h;
}
static uint64_t io_mad_hi_u64(uint64_t a, uint64_t b, uint64_t c) { return io_mulhi_u64(a, b) + c; }
static uint64_t io_mad_hi_s64(uint64_t a, uint64_t b, uint64_t c) { return io_mulhi_s64(a, b) + c; }
static uint64_t io_sad_u64(uint64_t a, uint64_t b, uint64_t c) { return (a < b ? b - a : a - b) + c; }
static uint64_t io_sad_s64(uint64_t a, uint64_t b, uint64_t c)
{
    return (io_s64(a) < io_s64(b) ? b - a : a - b) + c;
}
static uint32_t io_lop3(uint32_t a, uint32_t b, uint32_t c, uint32_t lut)
{
    uint32_t d = 0;
    if (lut & 0x01) d |= ~a & ~b & ~c;
    if (lut & 0x02) d |= ~a & ~b & c;
    if (lut & 0x04) d |= ~a & b & ~c;
    if (lut & 0x08) d |= ~a & b & c;
    if (lut & 0x10) d |= a & ~b & ~c;
    if (lut & 0x20) d |= a & ~b & c;
    if (lut & 0x40) d |= a & b & ~c;
    if (lut & 0x80) d |= a & b & c;
    return d;
}

/* ---- setp/set, extended precision, cvt ---- */
static uint32_t io_icmp(uint32_t aux, uint64_t a, uint64_t b)
{
    uint32_t code = PV_IC_CODE(aux);
    int64_t sa, sb;
    if (aux & PV_IC_W16) {
        a &= IO_M16; b &= IO_M16;
        if (aux & PV_IC_SIGNED) { a = (uint64_t)io_s64(io_s(io_sx16((uint32_t)a))); b = (uint64_t)io_s64(io_s(io_sx16((uint32_t)b))); }
    } else if (!(aux & PV_IC_W64)) {
        a &= 0xffffffffu; b &= 0xffffffffu;
        if (aux & PV_IC_SIGNED) { a = (uint64_t)(int64_t)io_s((uint32_t)a); b = (uint64_t)(int64_t)io_s((uint32_t)b); }
    }
    sa = io_s64(a); sb = io_s64(b);
    switch (code) {
    case PV_CMP_EQ: return a == b;
    case PV_CMP_NE: return a != b;
    case PV_CMP_LT: return sa < sb;
    case PV_CMP_LE: return sa <= sb;
    case PV_CMP_GT: return sa > sb;
    case PV_CMP_GE: return sa >= sb;
    case PV_CMP_LO: return a < b;
    case PV_CMP_LS: return a <= b;
    case PV_CMP_HI: return a > b;
    default: return a >= b;
    }
}
static uint32_t io_cc32(uint32_t aux, uint32_t a, uint32_t b, uint32_t c,
                        uint32_t cf, uint32_t *cout)
{
    uint64_t s;
    switch (PV_CC_KIND(aux)) {
    case PV_CC_ADD:
        s = (uint64_t)a + b + ((aux & PV_CC_CIN) ? cf : 0);
        break;
    case PV_CC_SUB:           /* a + ~b + 1 (sub.cc) or + CF (subc): CF = carry, not borrow */
        s = (uint64_t)a + (uint32_t)~b + ((aux & PV_CC_CIN) ? cf : 1);
        break;
    case PV_CC_MADLO:
        s = (uint64_t)(uint32_t)(a * b) + c + ((aux & PV_CC_CIN) ? cf : 0);
        break;
    default: {
        uint32_t hi = (aux & PV_CC_SIGNED) ? (uint32_t)io_hi_s32(a, b)
                                           : (uint32_t)(((uint64_t)a * b) >> 32);
        s = (uint64_t)hi + c + ((aux & PV_CC_CIN) ? cf : 0);
    }
    }
    *cout = (uint32_t)(s >> 32) & 1;
    return (uint32_t)s;
}
static uint64_t io_cc64(uint32_t aux, uint64_t a, uint64_t b, uint64_t c,
                        uint32_t cf, uint32_t *cout)
{
    uint64_t x, y, cin = (aux & PV_CC_CIN) ? cf : 0, t, d;
    switch (PV_CC_KIND(aux)) {
    case PV_CC_ADD: x = a; y = b; break;
    case PV_CC_SUB: x = a; y = ~b; if (!(aux & PV_CC_CIN)) cin = 1; break;
    case PV_CC_MADLO: x = a * b; y = c; break;
    default: x = (aux & PV_CC_SIGNED) ? io_mulhi_s64(a, b) : io_mulhi_u64(a, b); y = c; break;
    }
    t = x + y;
    d = t + cin;
    *cout = (t < x) | (d < t);
    return d;
}
static uint64_t io_cvt(uint32_t aux, uint64_t v)
{
    uint32_t ss = PV_CV_SS(aux), ds = PV_CV_DS(aux);
    uint64_t smask = ss >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * ss)) - 1;
    uint64_t dmask = ds >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * ds)) - 1;
    int sneg;
    v &= smask;
    sneg = (aux & PV_CV_SSIGNED) && ((v >> (8 * ss - 1)) & 1);
    if (sneg)
        v |= ~smask;                        /* sign-extend to 64 bits */
    if (aux & PV_CV_SAT) {
        if (aux & PV_CV_DSIGNED) {
            uint64_t dmax = dmask >> 1;     /* 0x7f.. */
            if (sneg) {
                if (io_s64(v) < -io_s64(dmax) - 1) v = ~dmax;
            } else if (v > dmax) {
                v = dmax;
            }
        } else {
            if (sneg) v = 0;
            else if (v > dmask) v = dmask;
        }
    }
    v &= dmask;
    if ((aux & PV_CV_DSEXT) && ((v >> (8 * ds - 1)) & 1))
        v |= ~dmask;
    return v;
}
/* ---- video instructions, cvt.pack ---- */
/* v >> n rounding down, without the implementation-defined >> of a
   negative value. */
static int64_t io_asr64(int64_t v, uint32_t n) { return v < 0 ? ~(~v >> n) : v >> n; }
static int64_t io_clamp64(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }
/* The low 34 bits of v as a signed value: the scalar video instructions'
   intermediate precision. */
static int64_t io_s34(uint64_t v)
{
    return (int64_t)((v & 0x3ffffffffull) ^ 0x200000000ull) - (int64_t)0x200000000ll;
}
/* partSelectSignExtend: the selected byte, half-word or word of v, sign-
   or zero-extended by the operand's type to a 33-bit value. */
static int64_t io_vpart(uint32_t v, uint32_t sel, int sg)
{
    uint32_t x;
    if (sel == PV_VSEL_W32)
        return sg ? (int64_t)io_s(v) : (int64_t)v;
    if (sel <= PV_VSEL_B3) {
        x = (v >> (8 * (sel - PV_VSEL_B0))) & 0xffu;
        return sg ? (int64_t)io_s(io_sx8(x)) : (int64_t)x;
    }
    x = (v >> (16 * (sel - PV_VSEL_H0))) & IO_M16;
    return sg ? (int64_t)io_s(io_sx16(x)) : (int64_t)x;
}
/* CLAMP to the signed or unsigned range of a bits-wide value. */
static int64_t io_satn(int64_t v, uint32_t bits, int sg)
{
    int64_t half = (int64_t)1 << (bits - 1);
    return sg ? io_clamp64(v, -half, half - 1) : io_clamp64(v, 0, 2 * half - 1);
}
static uint32_t io_vcmp(uint32_t code, int64_t a, int64_t b)
{
    switch (code) {
    case PV_VC_EQ: return a == b;
    case PV_VC_NE: return a != b;
    case PV_VC_LT: return a < b;
    case PV_VC_LE: return a <= b;
    case PV_VC_GT: return a > b;
    default: return a >= b;
    }
}
/* Scalar video instructions: extract and extend the operands (33 bits),
   the primary operation (34 bits), optSaturate to the destination's type
   and the merged width, then optSecondaryOp with c (signed by dtype) or
   optMerge into c. */
static uint32_t io_vid(uint32_t aux, uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t op = PV_VD_OP(aux), dsel = PV_VD_DSEL(aux), op2 = PV_VD_OP2(aux), sh, mask;
    int ds = (aux & PV_VD_DSIGNED) != 0;
    int64_t ta = io_vpart(a, PV_VD_ASEL(aux), (aux & PV_VD_ASIGNED) != 0);
    int64_t tb = io_vpart(b, PV_VD_BSEL(aux), (aux & PV_VD_BSIGNED) != 0);
    int64_t t, tc;
    switch (op) {
    case PV_VD_ADD: t = ta + tb; break;
    case PV_VD_SUB: t = ta - tb; break;
    case PV_VD_ABSDIFF: t = ta < tb ? tb - ta : ta - tb; break;
    case PV_VD_MIN: t = ta < tb ? ta : tb; break;
    case PV_VD_MAX: t = ta < tb ? tb : ta; break;
    case PV_VD_SET: t = io_vcmp(PV_VD_CMP(aux), ta, tb); break;
    default: {                 /* shifts: b is always .u32 */
        uint64_t n = (uint64_t)tb;
        n = (aux & PV_VD_CLAMP) ? (n > 32 ? 32 : n) : n & 31;
        t = op == PV_VD_SHL ? io_s34((uint64_t)ta << n) : io_asr64(ta, (uint32_t)n);
        break;
    }
    }
    if (aux & PV_VD_SAT)
        t = io_satn(t, dsel == PV_VSEL_W32 ? 32 : dsel <= PV_VSEL_B3 ? 8 : 16, ds);
    if (op2 != PV_VOP2_NONE) {
        tc = ds ? (int64_t)io_s(c) : (int64_t)c;
        if (op2 == PV_VOP2_ADD) t += tc;
        else if (op2 == PV_VOP2_MIN) t = t < tc ? t : tc;
        else t = t < tc ? tc : t;
        return (uint32_t)t;
    }
    if (dsel == PV_VSEL_W32)
        return (uint32_t)t;
    sh = dsel <= PV_VSEL_B3 ? 8 * (dsel - PV_VSEL_B0) : 16 * (dsel - PV_VSEL_H0);
    mask = (dsel <= PV_VSEL_B3 ? 0xffu : IO_M16) << sh;
    return (((uint32_t)t << sh) & mask) | (c & ~mask);
}
/* vmad, after its pseudo-code: a 128-bit product (as hi:lo), negated as
   ~tmp + 1, c sign-extended when the final result is signed, the scale
   shift, then the clamp to the final result's 32-bit range. */
static uint32_t io_vmad(uint32_t aux, uint32_t a, uint32_t b, uint32_t c)
{
    int sa = (aux & PV_VM_ASIGNED) != 0, sb = (aux & PV_VM_BSIGNED) != 0;
    int na = (aux & PV_VM_NEGA) != 0, nb = (aux & PV_VM_NEGB) != 0;
    int nc = (aux & PV_VM_NEGC) != 0;
    int sf = sa || sb || (na ^ nb) || nc;
    int64_t ta = io_vpart(a, PV_VM_ASEL(aux), sa), tb = io_vpart(b, PV_VM_BSEL(aux), sb);
    uint64_t ma = ta < 0 ? 0 - (uint64_t)ta : (uint64_t)ta;
    uint64_t mb = tb < 0 ? 0 - (uint64_t)tb : (uint64_t)tb;
    uint64_t lo = ma * mb, hi = 0, clo, chi, lsb = 0, res, t;
    uint32_t n = PV_VM_SHR(aux), cc = c;
    if ((ta < 0) != (tb < 0)) {             /* |ta|, |tb| < 2^32: exact */
        lo = 0 - lo;
        hi = lo ? ~(uint64_t)0 : 0;
    }
    if (aux & PV_VM_PO) {
        lsb = 1;
    } else if (na ^ nb) {
        lo = ~lo; hi = ~hi; lsb = 1;
    } else if (nc) {
        cc = ~c; lsb = 1;
    }
    clo = sf ? (uint64_t)(int64_t)io_s(cc) : cc;
    chi = sf && io_s(cc) < 0 ? ~(uint64_t)0 : 0;
    t = lo + clo;
    hi += chi + (t < lo);
    lo = t + lsb;
    hi += lo < t;
    res = n ? (lo >> n) | (hi << (64 - n)) : lo;
    if (aux & PV_VM_SAT) {
        if (sf)
            return (uint32_t)io_clamp64(io_s64(res), -2147483647 - 1, 2147483647);
        return res > 0xffffffffu ? 0xffffffffu : (uint32_t)res;
    }
    return (uint32_t)res;
}
/* SIMD video instructions: elements chosen from the pair b:a and extended
   (17 or 9 bits), the operation, the optional clamp to the element's
   range, then the merge into c by mask, or c plus the masked elements. */
static uint32_t io_vsimd(uint32_t aux, uint64_t sel, uint32_t a, uint32_t b, uint32_t c)
{
    int four = (aux & PV_VS_FOUR) != 0;
    int sa = (aux & PV_VS_ASIGNED) != 0, sb = (aux & PV_VS_BSIGNED) != 0;
    uint32_t n = four ? 4 : 2, w = four ? 8 : 16, em = four ? 0xffu : IO_M16;
    uint32_t op = PV_VS_OP(aux), mask = PV_VS_MASK(aux), i, d = 0, acc = c;
    uint64_t ab = ((uint64_t)b << 32) | a;
    for (i = 0; i < n; i++) {
        uint32_t xa = (uint32_t)(ab >> (w * ((sel >> (4 * i)) & 7))) & em;
        uint32_t xb = (uint32_t)(ab >> (w * ((sel >> (16 + 4 * i)) & 7))) & em;
        int32_t va = io_s(sa ? (four ? io_sx8(xa) : io_sx16(xa)) : xa);
        int32_t vb = io_s(sb ? (four ? io_sx8(xb) : io_sx16(xb)) : xb);
        int32_t t;
        switch (op) {
        case PV_VS_ADD: t = va + vb; break;
        case PV_VS_SUB: t = va - vb; break;
        case PV_VS_AVRG: t = va + vb; t = (int32_t)io_asr64(t >= 0 ? t + 1 : t, 1); break;
        case PV_VS_ABSDIFF: t = va < vb ? vb - va : va - vb; break;
        case PV_VS_MIN: t = va < vb ? va : vb; break;
        case PV_VS_MAX: t = va < vb ? vb : va; break;
        default: t = (int32_t)io_vcmp(PV_VS_CMP(aux), va, vb); break;
        }
        if (aux & PV_VS_SAT)
            t = (int32_t)io_satn(t, w, (aux & PV_VS_DSIGNED) != 0);
        if (!((mask >> i) & 1u))
            d |= c & (em << (w * i));
        else if (aux & PV_VS_ACC)
            acc += (uint32_t)t;
        else
            d |= ((uint32_t)t & em) << (w * i);
    }
    return (aux & PV_VS_ACC) ? acc : d;
}
/* cvt.pack.sat: a and b clamped to the element range, b in the low
   element, a above it, and c's low bits above both. */
static uint32_t io_cvt_pack(uint32_t aux, uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t w = PV_PK_BITS(aux), m = (1u << w) - 1;
    int sg = (aux & PV_PK_SIGNED) != 0;
    uint32_t ta = (uint32_t)io_satn(io_s(a), w, sg) & m;
    uint32_t tb = (uint32_t)io_satn(io_s(b), w, sg) & m;
    uint32_t d = (ta << w) | tb;
    if (aux & PV_PK_C)
        d |= c << (2 * w);
    return d;
}
#endif
