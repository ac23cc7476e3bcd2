// Integer conformance kernels (tests/unit/test_cuda_arith.c holds the C
// references). Lane i: inputs a[i], b[i], c[i]; outputs o[i*W + j].
// builds: ftz   (tests/exec/generate.sh)
#include "prelude.h"
typedef unsigned u32;
typedef unsigned long long u64;
typedef unsigned short u16;
#define A1(op, x) ({ u32 r_; asm(op " %0, %1;" : "=r"(r_) : "r"(x)); r_; })
#define A2(op, x, y) ({ u32 r_; asm(op " %0, %1, %2;" : "=r"(r_) : "r"(x), "r"(y)); r_; })
#define A3(op, x, y, z) ({ u32 r_; asm(op " %0, %1, %2, %3;" : "=r"(r_) : "r"(x), "r"(y), "r"(z)); r_; })
#define L2(op, x, y) ({ u64 r_; asm(op " %0, %1, %2;" : "=l"(r_) : "l"(x), "l"(y)); r_; })
#define L2S(op, x, y) ({ u64 r_; asm(op " %0, %1, %2;" : "=l"(r_) : "l"(x), "r"(y)); r_; })
#define L3(op, x, y, z) ({ u64 r_; asm(op " %0, %1, %2, %3;" : "=l"(r_) : "l"(x), "l"(y), "l"(z)); r_; })
#define H2(op, x, y) ({ u16 r_; asm(op " %0, %1, %2;" : "=h"(r_) : "h"((u16)(x)), "h"((u16)(y))); (u32)r_; })
#define H1(op, x) ({ u16 r_; asm(op " %0, %1;" : "=h"(r_) : "h"((u16)(x))); (u32)r_; })

// 32-bit arithmetic, W = 20
extern "C" __global__ void i32_arith(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    u32 x = a[i], y = b[i], z = c[i];
    int sx = (int)x, sy = (int)y;
    u32 *d = o + i * 20;
    d[0] = x + y;
    d[1] = x - y;
    d[2] = x * y;
    d[3] = (u32)__mulhi(sx, sy);
    d[4] = __umulhi(x, y);
    d[5] = x * y + z;
    d[6] = A2("div.s32", x, y);
    d[7] = A2("rem.s32", x, y);
    d[8] = A2("div.u32", x, y);
    d[9] = A2("rem.u32", x, y);
    d[10] = (u32)abs(sx);
    d[11] = (u32)min(sx, sy);
    d[12] = (u32)max(sx, sy);
    d[13] = umin(x, y);
    d[14] = umax(x, y);
    d[15] = (u32)__sad(sx, sy, z);
    d[16] = __usad(x, y, z);
    d[17] = 0u - x;
    d[18] = y ? x / y : 7u;
    d[19] = A3("mad.hi.s32", x, y, z);
}

// bit operations, W = 24
extern "C" __global__ void i32_bits(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    u32 x = a[i], y = b[i], z = c[i];
    u32 *d = o + i * 24;
    d[0] = __brev(x);
    d[1] = (u32)__clz((int)x);
    d[2] = (u32)__popc(x);
    d[3] = (u32)__ffs((int)x);
    d[4] = __byte_perm(x, y, z);
    d[5] = __funnelshift_l(x, y, z);
    d[6] = __funnelshift_r(x, y, z);
    d[7] = __funnelshift_lc(x, y, z);
    d[8] = __funnelshift_rc(x, y, z);
    d[9] = A3("bfe.u32", x, y, z);
    d[10] = A3("bfe.s32", x, y, z);
    { u32 r; asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(x), "r"(y), "r"(z), "r"(z >> 8)); d[11] = r; }
    { u32 r; asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(r) : "r"(x), "r"(y), "r"(z)); d[12] = r; }
    { u32 r; asm("lop3.b32 %0, %1, %2, %3, 0xe8;" : "=r"(r) : "r"(x), "r"(y), "r"(z)); d[13] = r; }
    { u32 r; asm("lop3.b32 %0, %1, %2, %3, 0xca;" : "=r"(r) : "r"(x), "r"(y), "r"(z)); d[14] = r; }
    { u32 r; asm("lop3.b32 %0, %1, %2, %3, 0x01;" : "=r"(r) : "r"(x), "r"(y), "r"(z)); d[15] = r; }
    d[16] = A2("shl.b32", x, y);
    d[17] = A2("shr.u32", x, y);
    d[18] = A2("shr.s32", x, y);
    d[19] = A1("bfind.u32", x);
    d[20] = A1("bfind.shiftamt.s32", x);
    d[21] = (x & y) ^ (x | z);
    d[22] = A1("cnot.b32", x) + 2u * A1("not.b32", y);
    d[23] = A3("prmt.b32.f4e", x, y, z) ^ A3("prmt.b32.ecl", x, y, z) * 3u;
}

// saturation, dot products, 24-bit, carries, 16-bit; W = 24
extern "C" __global__ void i32_misc(const u32 *a, const u32 *b, const u32 *c, u32 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    u32 x = a[i], y = b[i], z = c[i];
    u32 *d = o + i * 24;
    d[0] = A2("add.sat.s32", x, y);
    d[1] = A2("sub.sat.s32", x, y);
    d[2] = (u32)__dp4a((int)x, (int)y, (int)z);
    d[3] = __dp4a(x, y, z);
    d[4] = (u32)__dp2a_lo((int)x, (int)y, (int)z);
    d[5] = __dp2a_hi(x, y, z);
    d[6] = A2("mul24.lo.s32", x, y);
    d[7] = A2("mul24.hi.u32", x, y);
    d[8] = A3("mad24.lo.u32", x, y, z);
    d[9] = A3("mad.hi.sat.s32", x, y, z) ;
    {   // 64-bit add/sub through carry chains: (y:x) + (x:z), (y:x) - (x:z)
        u32 lo, hi;
        asm("add.cc.u32 %0, %2, %3;\n\taddc.u32 %1, %4, %5;" : "=r"(lo), "=r"(hi) : "r"(x), "r"(z), "r"(y), "r"(x));
        d[10] = lo; d[11] = hi;
        asm("sub.cc.u32 %0, %2, %3;\n\tsubc.u32 %1, %4, %5;" : "=r"(lo), "=r"(hi) : "r"(x), "r"(z), "r"(y), "r"(x));
        d[12] = lo; d[13] = hi;
        asm("mad.lo.cc.u32 %0, %2, %3, %4;\n\tmadc.hi.u32 %1, %2, %3, %5;" : "=r"(lo), "=r"(hi) : "r"(x), "r"(y), "r"(z), "r"(x));
        d[14] = lo; d[15] = hi;
        u32 c3; // three-word chain with addc.cc in the middle
        asm("add.cc.u32 %0, %3, %3;\n\taddc.cc.u32 %1, %4, %4;\n\taddc.u32 %2, 0, 0;" : "=r"(lo), "=r"(hi), "=r"(c3) : "r"(x), "r"(y));
        d[16] = c3 * 0x10000u + (hi ^ lo);
    }
    d[17] = H2("add.u16", x, y) | H2("sub.u16", x, y) << 16;
    d[18] = H2("mul.lo.s16", x, y) | H2("mul.hi.s16", x, y) << 16;
    { u32 r; asm("mul.wide.s16 %0, %1, %2;" : "=r"(r) : "h"((u16)x), "h"((u16)y)); d[19] = r; }
    d[20] = H2("div.s16", x, y) | H2("rem.u16", x, y) << 16;
    d[21] = H2("min.s16", x, y) | H2("max.u16", x, y) << 16;
    d[22] = H1("abs.s16", x) | H1("neg.s16", y) << 16;
    d[23] = (u32)(u16)((short)x * (short)y + (short)z) | (u32)(u16)((u16)x >> (y & 15)) << 16;
}

// 64-bit, W = 20
extern "C" __global__ void i64_arith(const u64 *a, const u64 *b, const u64 *c, u64 *o, int n)
{
    int i = GTID();
    if (i >= n) return;
    u64 x = a[i], y = b[i], z = c[i];
    long long sx = (long long)x, sy = (long long)y;
    u64 *d = o + i * 20;
    d[0] = x + y;
    d[1] = x - y * z;
    d[2] = x * y;
    d[3] = (u64)__mul64hi(sx, sy);
    d[4] = __umul64hi(x, y);
    d[5] = L2("div.s64", x, y);
    d[6] = L2("rem.s64", x, y);
    d[7] = L2("div.u64", x, y);
    d[8] = L2("rem.u64", x, y);
    d[9] = (u64)llabs(sx);
    d[10] = (u64)llmin(sx, sy) ^ (u64)llmax(sx, sy) << 1;
    d[11] = ullmin(x, y) + ullmax(x, z);
    d[12] = __brevll(x) ^ (u64)__clzll(sx) << 32 ^ (u64)__popcll(y) << 40 ^ (u64)__ffsll((long long)z) << 48;
    d[13] = L2S("shl.b64", x, (u32)y);
    d[14] = L2S("shr.u64", x, (u32)y) ^ L2S("shr.s64", z, (u32)y);
    d[15] = (u64)((long long)(int)x * (int)y);
    d[16] = (u64)(u32)x * (u32)y;
    { u64 r; asm("mad.wide.s32 %0, %1, %2, %3;" : "=l"(r) : "r"((u32)x), "r"((u32)y), "l"(z)); d[17] = r; }
    d[18] = L3("mad.hi.u64", x, y, z);
    { u64 r; asm("bfe.u64 %0, %1, %2, %3;" : "=l"(r) : "l"(x), "r"((u32)y), "r"((u32)z)); d[19] = r; }
}
