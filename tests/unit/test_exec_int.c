/* The integer instruction family, run: each case is one PTX instruction
   in a kernel that loads a, b, c per thread, runs it and stores d; every
   lane's result is compared bit for bit with a C reference written from
   the PTX spec's pseudo-code, over edge values and random ones, with
   blocks of 32 (full warps) and 40 threads (a partial warp, and a
   divergent exit for the threads past the end). */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;
typedef uint32_t u32;
typedef int64_t s64;
typedef int32_t s32;

static s64 sv(u64 v, int bits)
{
    u64 m = bits == 64 ? ~(u64)0 : (((u64)1 << bits) - 1);
    v &= m;
    if (bits < 64 && ((v >> (bits - 1)) & 1)) v |= ~m;
    return (s64)v;
}
static u64 uv(u64 v, int bits) { return bits == 64 ? v : v & (((u64)1 << bits) - 1); }

/* ---- references, from the spec's pseudo-code ---- */
/* bfe/bfi: the 32-bit forms take position and length mod 256 as the spec
   says; the 64-bit forms take all 32 bits, the sum unwrapped (an H200,
   tests/gpu/README.md). */
static u32 r_bfe(u64 a, u32 b, u32 c, int sg, int msb, u64 *out)
{
    u32 pos = msb == 63 ? b : b & 0xff, len = msb == 63 ? c : c & 0xff, i;
    u64 d = 0, sbit = 0;
    if (sg && len) { u64 k = (u64)pos + len - 1; if (k > (u64)msb) k = (u64)msb; sbit = (a >> k) & 1; }
    for (i = 0; i <= (u32)msb; i++) {
        u64 bit = (i < len && (u64)pos + i <= (u32)msb) ? (a >> (pos + i)) & 1 : sbit;
        d |= bit << i;
    }
    *out = d;
    return 0;
}
static u64 r_bfi(u64 a, u64 b, u32 c, u32 dd, int msb)
{
    u32 pos = msb == 63 ? c : c & 0xff, len = msb == 63 ? dd : dd & 0xff, i;
    u64 f = b;
    for (i = 0; i < len && (u64)pos + i <= (u32)msb; i++)
        f = (f & ~((u64)1 << (pos + i))) | (((a >> i) & 1) << (pos + i));
    return f;
}
static u32 r_prmt(u32 a, u32 b, u32 c, int mode)
{
    /* mode: 0 default, 1 f4e, 2 b4e, 3 rc8, 4 ecl, 5 ecr, 6 rc16 */
    static const u32 tab[7][4][4] = {
        {{0}},
        {{0,1,2,3},{1,2,3,4},{2,3,4,5},{3,4,5,6}},
        {{0,7,6,5},{1,0,7,6},{2,1,0,7},{3,2,1,0}},
        {{0,0,0,0},{1,1,1,1},{2,2,2,2},{3,3,3,3}},
        {{0,1,2,3},{1,1,2,3},{2,2,2,3},{3,3,3,3}},
        {{0,0,0,0},{0,1,1,1},{0,1,2,2},{0,1,2,3}},
        {{0,1,0,1},{2,3,2,3},{0,1,0,1},{2,3,2,3}}};
    u64 t = ((u64)b << 32) | a;
    u32 d = 0, i;
    for (i = 0; i < 4; i++) {
        u32 sel = mode ? tab[mode][c & 3][i] : (c >> (4 * i)) & 0xf;
        u32 v = (u32)(t >> (8 * (sel & 7))) & 0xff;
        if (!mode && (sel & 8)) v = (v & 0x80) ? 0xff : 0;
        d |= v << (8 * i);
    }
    return d;
}
static u32 r_lop3(u32 a, u32 b, u32 c, u32 lut)
{
    u32 d = 0, i;
    for (i = 0; i < 32; i++) {
        u32 k = (((a >> i) & 1) << 2) | (((b >> i) & 1) << 1) | ((c >> i) & 1);
        d |= ((lut >> k) & 1) << i;
    }
    return d;
}
static u32 r_fns(u32 mask, u32 base, s32 off)
{
    int pos = (int)base, inc;
    s64 count;
    if (off == 0) return ((mask >> base) & 1) ? base : 0xffffffffu;
    count = (off > 0 ? (s64)off : -(s64)off) - 1;
    inc = off > 0 ? 1 : -1;
    while (pos >= 0 && pos < 32) {
        if ((mask >> pos) & 1) { if (count == 0) return (u32)pos; count--; }
        pos += inc;
    }
    return 0xffffffffu;
}
static u32 r_dp(u32 a, u32 b, u32 c, int sa, int sb, int two, int hi)
{
    s64 d = (s32)c;
    int i;
    for (i = 0; i < (two ? 2 : 4); i++) {
        s64 va = two ? (sa ? sv(a >> (16 * i), 16) : (s64)uv(a >> (16 * i), 16))
                     : (sa ? sv(a >> (8 * i), 8) : (s64)uv(a >> (8 * i), 8));
        int bi = two ? (hi ? 2 : 0) + i : i;
        s64 vb = sb ? sv(b >> (8 * bi), 8) : (s64)uv(b >> (8 * bi), 8);
        d += va * vb;
    }
    return (u32)d;
}
static s64 clamp64(s64 v, s64 lo, s64 hi) { return v < lo ? lo : v > hi ? hi : v; }

enum { W32, W64, W16 };
typedef struct icase {
    const char *name;
    int width;                 /* register width of a, b, c, d           */
    const char *body;          /* PTX computing d from a, b, c           */
} icase;

/* Index-aligned with ref(). W16 bodies get h-registers via cvt. */
static const icase cases[] = {
#define C(n, w, body) {n, w, body},
    C("add.u16", W16, "add.u16 hd, ha, hb;")
    C("sub.s16", W16, "sub.s16 hd, ha, hb;")
    C("add.sat.s32", W32, "add.sat.s32 d, a, b;")
    C("sub.sat.s32", W32, "sub.sat.s32 d, a, b;")
    C("add.u16x2", W32, "add.u16x2 d, a, b;")
    C("mul.lo.u16", W16, "mul.lo.u16 hd, ha, hb;")
    C("mul.hi.s16", W16, "mul.hi.s16 hd, ha, hb;")
    C("mul.hi.u16", W16, "mul.hi.u16 hd, ha, hb;")
    C("mul.wide.s16", W32, "cvt.u16.u32 ha, a; cvt.u16.u32 hb, b; mul.wide.s16 d, ha, hb;")
    C("mul.wide.u16", W32, "cvt.u16.u32 ha, a; cvt.u16.u32 hb, b; mul.wide.u16 d, ha, hb;")
    C("mad.hi.u32", W32, "mad.hi.u32 d, a, b, c;")
    C("mad.hi.s32", W32, "mad.hi.s32 d, a, b, c;")
    C("mad.hi.sat.s32", W32, "mad.hi.sat.s32 d, a, b, c;")
    C("mad.hi.s64", W64, "mad.hi.s64 d, a, b, c;")
    C("mul24.lo.s32", W32, "mul24.lo.s32 d, a, b;")
    C("mul24.hi.s32", W32, "mul24.hi.s32 d, a, b;")
    C("mul24.hi.u32", W32, "mul24.hi.u32 d, a, b;")
    C("mad24.hi.sat.s32", W32, "mad24.hi.sat.s32 d, a, b, c;")
    C("sad.s32", W32, "sad.s32 d, a, b, c;")
    C("sad.u64", W64, "sad.u64 d, a, b, c;")
    C("sad.s16", W16, "sad.s16 hd, ha, hb, hc;")
    C("div.u32", W32, "div.u32 d, a, b;")
    C("div.s32", W32, "div.s32 d, a, b;")
    C("rem.u32", W32, "rem.u32 d, a, b;")
    C("rem.s32", W32, "rem.s32 d, a, b;")
    C("div.s64", W64, "div.s64 d, a, b;")
    C("rem.u64", W64, "rem.u64 d, a, b;")
    C("div.s16", W16, "div.s16 hd, ha, hb;")
    C("rem.s16", W16, "rem.s16 hd, ha, hb;")
    C("abs.s32", W32, "abs.s32 d, a;")
    C("abs.s16", W16, "abs.s16 hd, ha;")
    C("neg.s16", W16, "neg.s16 hd, ha;")
    C("min.s16", W16, "min.s16 hd, ha, hb;")
    C("max.u16", W16, "max.u16 hd, ha, hb;")
    C("max.relu.s32", W32, "max.relu.s32 d, a, b;")
    C("min.relu.s16x2", W32, "min.relu.s16x2 d, a, b;")
    C("popc.b64", W64, "{ .reg .u32 t; popc.b64 t, a; cvt.u64.u32 d, t; }")
    C("clz.b32", W32, "clz.b32 d, a;")
    C("bfind.s32", W32, "bfind.s32 d, a;")
    C("bfind.shiftamt.u64", W64, "{ .reg .u32 t; bfind.shiftamt.u64 t, a; cvt.u64.u32 d, t; }")
    C("brev.b64", W64, "brev.b64 d, a;")
    C("bfe.s32", W32, "bfe.s32 d, a, b, c;")
    C("bfe.u32", W32, "bfe.u32 d, a, b, c;")
    C("bfe.s64", W64, "{ .reg .u32 t, u; cvt.u32.u64 t, b; cvt.u32.u64 u, c; bfe.s64 d, a, t, u; }")
    C("bfi.b32", W32, "{ .reg .u32 t; shr.u32 t, c, 8; bfi.b32 d, a, b, c, t; }")
    C("bfi.b64", W64, "{ .reg .u32 t, u; cvt.u32.u64 t, c; shr.u32 u, t, 8; bfi.b64 d, a, b, t, u; }")
    C("fns.b32", W32, "{ .reg .u32 t; and.b32 t, b, 31; fns.b32 d, a, t, c; }")
    C("bmsk.clamp.b32", W32, "bmsk.clamp.b32 d, a, b;")
    C("bmsk.wrap.b32", W32, "bmsk.wrap.b32 d, a, b;")
    C("szext.clamp.s32", W32, "szext.clamp.s32 d, a, b;")
    C("szext.wrap.u32", W32, "szext.wrap.u32 d, a, b;")
    C("dp4a.s32.u32", W32, "dp4a.s32.u32 d, a, b, c;")
    C("dp2a.hi.u32.s32", W32, "dp2a.hi.u32.s32 d, a, b, c;")
    C("shf.l.clamp.b32", W32, "shf.l.clamp.b32 d, a, b, c;")
    C("shf.r.wrap.b32", W32, "shf.r.wrap.b32 d, a, b, c;")
    C("prmt.b32", W32, "prmt.b32 d, a, b, c;")
    C("prmt.b32.f4e", W32, "prmt.b32.f4e d, a, b, c;")
    C("prmt.b32.b4e", W32, "prmt.b32.b4e d, a, b, c;")
    C("prmt.b32.rc8", W32, "prmt.b32.rc8 d, a, b, c;")
    C("prmt.b32.ecl", W32, "prmt.b32.ecl d, a, b, c;")
    C("prmt.b32.ecr", W32, "prmt.b32.ecr d, a, b, c;")
    C("prmt.b32.rc16", W32, "prmt.b32.rc16 d, a, b, c;")
    C("cnot.b16", W16, "cnot.b16 hd, ha;")
    C("xor.b16", W16, "xor.b16 hd, ha, hb;")
    C("shl.b16", W16, "{ .reg .u32 t; cvt.u32.u16 t, hb; shl.b16 hd, ha, t; }")
    C("shr.s16", W16, "{ .reg .u32 t; cvt.u32.u16 t, hb; shr.s16 hd, ha, t; }")
    C("setp.lt.s16/selp", W16, "setp.lt.s16 p, ha, hb; selp.b16 hd, ha, hc, p;")
    C("setp.hi.u32.and !q | q2", W32, "setp.ne.u32 q, c, 0; setp.hi.and.u32 p|q2, a, b, !q; selp.u32 d, 1, 0, p; @q2 add.u32 d, d, 2;")
    C("setp.ge.s64.xor", W64, "setp.ne.u64 q, c, 0; setp.ge.xor.s64 p, a, b, q; selp.u64 d, 1, 0, p;")
    C("set.le.u32.s16", W32, "cvt.u16.u32 ha, a; cvt.u16.u32 hb, b; set.le.u32.s16 d, ha, hb;")
    C("set.gt.f32.u64", W64, "{ .reg .f32 t; set.gt.f32.u64 t, a, b; mov.b32 d32, t; cvt.u64.u32 d, d32; }")
    C("add.cc/addc.cc/addc", W32, "{ .reg .u32 t, u; add.cc.u32 t, a, b; addc.cc.u32 u, b, c; addc.u32 d, 0, 0; xor.b32 d, d, t; xor.b32 d, d, u; }")
    C("sub.cc/subc.cc/subc", W64, "{ .reg .u64 t, u; sub.cc.s64 t, a, b; subc.cc.s64 u, b, c; subc.u64 d, 0, 0; xor.b64 d, d, t; xor.b64 d, d, u; }")
    C("mad.hi.cc/madc.lo", W32, "{ .reg .u32 t; mad.hi.cc.s32 t, a, b, c; madc.lo.u32 d, a, c, b; xor.b32 d, d, t; }")
    C("cvt.sat.s8.s32", W32, "cvt.sat.s8.s32 d, a;")
    C("cvt.sat.u16.s64", W64, "{ .reg .u16 t; cvt.sat.u16.s64 t, a; cvt.u64.u16 d, t; }")
    C("cvt.sat.s32.u64", W64, "{ .reg .s32 t; cvt.sat.s32.u64 t, a; cvt.s64.s32 d, t; }")
    C("cvt.s64.s16", W64, "{ .reg .s16 t; cvt.u16.u64 t, a; cvt.s64.s16 d, t; }")
    C("lop3.or.b32 pred", W32, "{ .reg .u32 t; lop3.or.b32 t|p, a, b, c, 0x96, q0; selp.u32 d, 1, 0, p; xor.b32 d, d, t; }")
    C("pred logic !p, constants", W32, "{ .reg .pred t, u, v, w, y; .reg .u32 e; setp.lt.u32 p, a, b; setp.lt.u32 q, b, c; "
      "xor.pred t, p, -1; and.pred u, !q, t; or.pred v, u, 0; xor.pred w, q, 1; and.pred y, 1, p; "
      "selp.u32 d, 1, 0, t; selp.u32 e, 2, 0, u; or.b32 d, d, e; selp.u32 e, 4, 0, v; or.b32 d, d, e; "
      "selp.u32 e, 8, 0, w; or.b32 d, d, e; selp.u32 e, 16, 0, y; or.b32 d, d, e; }")
    /* integer cvt without .sat between 32-bit registers: narrowed by
       the source type, then the destination's, extended by its sign */
    C("cvt.s8.s32", W32, "cvt.s8.s32 d, a;")
    C("cvt.u16.s8", W32, "cvt.u16.s8 d, a;")
    C("cvt.s16.u8", W32, "cvt.s16.u8 d, a;")
    C("cvt.s32.s16", W32, "cvt.s32.s16 d, a;")
    C("cvt.u32.s8", W32, "cvt.u32.s8 d, a;")
    C("cvt.u8.u32", W32, "cvt.u8.u32 d, a;")
    C("cvt.s16.s8", W32, "cvt.s16.s8 d, a;")
    C("cvt.u16.u32", W32, "cvt.u16.u32 d, a;")
    /* selp under a per-lane guard, the destination also a source: the
       lanes the guard leaves out keep their value */
    C("@g selp.b32 d, a, d", W32, "{ .reg .pred g; .reg .u32 t; and.b32 t, c, 1; setp.ne.u32 g, t, 0; "
      "setp.lt.u32 p, a, b; mov.u32 d, c; @g selp.b32 d, a, d, p; }")
    C("@g selp.b64 d, d, a", W64, "{ .reg .pred g; .reg .u64 t; and.b64 t, c, 2; setp.ne.u64 g, t, 0; "
      "setp.lt.s64 p, a, b; mov.u64 d, b; @g selp.b64 d, d, a, p; }")
    /* NEG_I32's vector path; the partial warp its masked one */
    C("neg.s32", W32, "neg.s32 d, a;")
#undef C
};
#define NCASES ((int)(sizeof cases / sizeof cases[0]))

static u64 ref(int i, u64 a, u64 b, u64 c)
{
    u32 a32 = (u32)a, b32 = (u32)b, c32 = (u32)c;
    s32 sa = (s32)a32, sb = (s32)b32, sc = (s32)c32;
    u64 o;
    switch (i) {
    case 0: return (a + b) & 0xffff;
    case 1: return (a - b) & 0xffff;
    case 2: return (u32)clamp64((s64)sa + sb, INT32_MIN, INT32_MAX);
    case 3: return (u32)clamp64((s64)sa - sb, INT32_MIN, INT32_MAX);
    case 4: return ((a32 + b32) & 0xffff) | ((((a32 >> 16) + (b32 >> 16)) & 0xffff) << 16);
    case 5: return (uv(a, 16) * uv(b, 16)) & 0xffff;
    case 6: return (u64)((sv(a, 16) * sv(b, 16)) >> 16) & 0xffff;
    case 7: return ((uv(a, 16) * uv(b, 16)) >> 16) & 0xffff;
    case 8: return (u32)(sv(a, 16) * sv(b, 16));
    case 9: return (u32)(uv(a, 16) * uv(b, 16));
    case 10: return (u32)((((u64)a32 * b32) >> 32) + c32);
    case 11: return (u32)((u32)(((s64)sa * sb) >> 32) + c32);
    case 12: return (u32)clamp64((((s64)sa * sb) >> 32) + sc, INT32_MIN, INT32_MAX);
    case 13: {
        /* 128-bit signed product, high half, + c */
        u64 al = a & 0xffffffff, ah = a >> 32, bl = b & 0xffffffff, bh = b >> 32;
        u64 ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
        u64 mid = (ll >> 32) + (lh & 0xffffffff) + (hl & 0xffffffff);
        u64 h = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
        if ((s64)a < 0) h -= b;
        if ((s64)b < 0) h -= a;
        return h + c;
    }
    case 14: return (u32)(sv(a, 24) * sv(b, 24));
    case 15: return (u32)((u64)(sv(a, 24) * sv(b, 24)) >> 16);
    case 16: return (u32)((uv(a, 24) * uv(b, 24)) >> 16);
    case 17: return (u32)clamp64(sv((u64)(sv(a, 24) * sv(b, 24)) >> 16, 32) + sc, INT32_MIN, INT32_MAX);
    case 18: return (u32)(c32 + (sa < sb ? (u32)((s64)sb - sa) : (u32)((s64)sa - sb)));
    case 19: return c + (a < b ? b - a : a - b);
    case 20: return (u64)(sv(c, 16) + (sv(a, 16) < sv(b, 16) ? sv(b, 16) - sv(a, 16) : sv(a, 16) - sv(b, 16))) & 0xffff;
    case 21: return b32 ? a32 / b32 : 0xffffffffu;
    case 22: return b32 == 0 ? 0xffffffffu : (u32)((s64)sa / sb);   /* by 0: all ones */
    case 23: return b32 ? a32 % b32 : 0xffffffffu;
    case 24: return b32 == 0 ? 0xffffffffu : (u32)((s64)sa % sb);
    case 25: return b == 0 ? ~(u64)0 : (b == ~(u64)0 ? 0 - a : (u64)((s64)a / (s64)b));
    case 26: return b ? a % b : ~(u64)0;
    case 27: return sv(b, 16) == 0 ? 0xffffu : (u64)(sv(a, 16) / sv(b, 16)) & 0xffff;
    case 28: return sv(b, 16) == 0 ? 0xffffu : (u64)(sv(a, 16) % sv(b, 16)) & 0xffff;
    case 29: return sa < 0 ? (u32)(0u - a32) : a32;
    case 30: return (u64)(sv(a, 16) < 0 ? -sv(a, 16) : sv(a, 16)) & 0xffff;
    case 31: return (u64)(-sv(a, 16)) & 0xffff;
    case 32: return (u64)(sv(a, 16) < sv(b, 16) ? sv(a, 16) : sv(b, 16)) & 0xffff;
    case 33: return uv(a, 16) > uv(b, 16) ? uv(a, 16) : uv(b, 16);
    case 34: { s32 m = sa > sb ? sa : sb; return (u32)(m < 0 ? 0 : m); }
    case 35: {
        u32 d = 0; int h;
        for (h = 0; h < 2; h++) {
            s64 x = sv(a32 >> (16 * h), 16), y = sv(b32 >> (16 * h), 16), m = x < y ? x : y;
            d |= (u32)(m < 0 ? 0 : m) << (16 * h);
        }
        return d;
    }
    case 36: { u64 n = 0; int k; for (k = 0; k < 64; k++) n += (a >> k) & 1; return n; }
    case 37: { u32 n = 0; while (n < 32 && !((a32 << n) & 0x80000000u)) n++; return n; }
    case 38: { u32 x = sa < 0 ? ~a32 : a32; int k; for (k = 31; k >= 0; k--) if ((x >> k) & 1) return (u32)k; return 0xffffffffu; }
    case 39: { int k; for (k = 63; k >= 0; k--) if ((a >> k) & 1) return (u64)(63 - k); return 0xffffffffu; }
    case 40: { u64 d = 0; int k; for (k = 0; k < 64; k++) d |= ((a >> k) & 1) << (63 - k); return d; }
    case 41: r_bfe(a32, b32, c32, 1, 31, &o); return (u32)o;
    case 42: r_bfe(a32, b32, c32, 0, 31, &o); return (u32)o;
    case 43: r_bfe(a, b32, c32, 1, 63, &o); return o;
    case 44: return (u32)r_bfi(a32, b32, c32, c32 >> 8, 31);
    case 45: return r_bfi(a, b, c32, c32 >> 8, 63);
    case 46: return r_fns(a32, b32 & 31, sc);
    case 47: case 48: {
        int clamp = i == 47;
        u32 a1 = a32 & 31, b1 = b32 & 31, sum = a1 + b1, m0 = ~0u << a1, m1;
        int ovf = sum >= 32;
        if (clamp && a32 >= 32) { ovf = 1; m0 = 0; }
        if (clamp && b32 >= 32) ovf = 1;
        m1 = ovf ? 0 : b1 == 0 ? ~0u : ~0u << sum;
        return m0 & ~m1;
    }
    case 49: case 50: {
        u32 n = i == 49 ? (b32 >= 32 ? 32 : b32) : b32 & 31;
        if (n == 0) return 0;
        if (n >= 32) return a32;
        if (i == 49) return (u32)sv(a32, (int)n);
        return uv(a32, (int)n);
    }
    case 51: return r_dp(a32, b32, c32, 1, 0, 0, 0);
    case 52: return r_dp(a32, b32, c32, 0, 1, 1, 1);
    case 53: { u32 n = c32 > 32 ? 32 : c32; return (u32)(((((u64)b32 << 32) | a32) << n) >> 32); }
    case 54: { u32 n = c32 & 31; return (u32)((((u64)b32 << 32) | a32) >> n); }
    case 55: case 56: case 57: case 58: case 59: case 60: case 61:
        return r_prmt(a32, b32, c32, i - 55);
    case 62: return (a & 0xffff) == 0;
    case 63: return (a ^ b) & 0xffff;
    case 64: return uv(b, 16) >= 16 ? 0 : (a << uv(b, 16)) & 0xffff;
    case 65: { u64 n = uv(b, 16) > 15 ? 15 : uv(b, 16); return (u64)(sv(a, 16) >> n) & 0xffff; }
    case 66: return sv(a, 16) < sv(b, 16) ? uv(a, 16) : uv(c, 16);
    case 67: { int cmp = a32 > b32, q = c32 != 0; return (u32)((cmp && !q) | ((!cmp && !q) << 1)); }
    case 68: return (u64)(((s64)a >= (s64)b) ^ (c != 0));
    case 69: return sv(a, 16) <= sv(b, 16) ? 0xffffffffu : 0;
    case 70: return a > b ? 0x3f800000u : 0;
    case 71: {
        u64 s1 = (u64)a32 + b32, s2 = (u64)b32 + c32 + (s1 >> 32);
        return (u32)((s2 >> 32) ^ (u32)s1 ^ (u32)s2);
    }
    case 72: {
        /* carry = not borrow */
        u64 t = a - b, cf1 = a >= b, u = b - c - (1 - cf1);
        u64 cf2 = (b > c || (b == c && cf1)) ? 1 : 0;
        return (0 - (1 - cf2)) ^ t ^ u;
    }
    case 73: {
        u64 t = (u64)(u32)(((s64)sa * sb) >> 32) + c32;
        return (u32)((a32 * c32 + b32 + (t >> 32)) ^ (u32)t);
    }
    case 74: return (u32)(u64)clamp64(sa, -128, 127);
    case 75: return (u64)clamp64((s64)a < 0 ? 0 : (s64)a, 0, 65535);
    case 76: return a > 0x7fffffff ? 0x7fffffff : a;
    case 77: return (u64)sv(a, 16);
    case 78: { u32 t = r_lop3(a32, b32, c32, 0x96); return (u32)(t ^ ((t != 0) | 0)); }
    case 79: {
        u32 p = a32 < b32, q = b32 < c32, np = !p, u = !q && np;
        return np | u << 1 | u << 2 | (u32)!q << 3 | p << 4;
    }
    case 80: return (u32)sv(a, 8);
    case 81: return (u32)sv(a, 8) & 0xffff;
    case 82: return uv(a, 8);
    case 83: return (u32)sv(a, 16);
    case 84: return (u32)sv(a, 8);
    case 85: return uv(a, 8);
    case 86: return (u32)sv(a, 8);
    case 87: return uv(a, 16);
    case 88: return ((c32 & 1) && a32 < b32) ? a32 : c32;
    case 89: return (c & 2) ? ((s64)a < (s64)b ? b : a) : b;
    case 90: return 0u - a32;
    }
    return 0;
}

static const char *kernel_fmt =
    ".version 8.5\n.target sm_90\n.address_size 64\n"
    ".visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd,"
    " .param .u32 pn)\n{\n"
    " .reg .u64 ra, rb, rc, rd, off;\n .reg .u32 i, n, t0, d32;\n"
    " .reg .b%d a, b, c, d;\n .reg .b16 ha, hb, hc, hd;\n .reg .pred p, q, q2, q0, done;\n"
    " mov.u32 i, %%tid.x;\n mov.u32 t0, %%ntid.x;\n mov.u32 n, %%ctaid.x;\n"
    " mad.lo.u32 i, n, t0, i;\n ld.param.u32 n, [pn];\n"
    " setp.ge.u32 done, i, n;\n @done bra END;\n"
    " ld.param.u64 ra, [pa];\n ld.param.u64 rb, [pb];\n ld.param.u64 rc, [pc];\n"
    " ld.param.u64 rd, [pd];\n mul.wide.u32 off, i, %d;\n"
    " add.u64 ra, ra, off;\n add.u64 rb, rb, off;\n add.u64 rc, rc, off;\n add.u64 rd, rd, off;\n"
    " ld.global.b%d a, [ra];\n ld.global.b%d b, [rb];\n ld.global.b%d c, [rc];\n"
    " setp.ne.b32 q0, t0, 40;\n"
    " %s\n %s\n %s\n"
    " st.global.b%d [rd], d;\nEND:\n ret;\n}\n";

#define NV 900

static void run_case(pv_test *t, ptxvm_vm *vm, int ci, const u64 *A, const u64 *B,
                     const u64 *Cv, int nv)
{
    const icase *k = &cases[ci];
    int w = k->width == W64 ? 64 : 32, bs = w / 8, blk;
    char ptx[6000];
    ptxvm_module *m = NULL;
    ptxvm_kernel *kk = NULL;
    ptxvm_addr da, db, dc, dd;
    static unsigned char raw[NV * 8];
    int i;
    int is16 = k->width == W16;
    snprintf(ptx, sizeof ptx, kernel_fmt, w, bs, w, w, w,
             is16 ? "cvt.u16.u32 ha, a; cvt.u16.u32 hb, b; cvt.u16.u32 hc, c;" : "",
             k->body, is16 ? "cvt.u32.u16 d, hd;" : "", w);
    if (!test_begin(t, "exec_int %s", k->name))
        return;
    if (ptxvm_module_load(vm, ptx, strlen(ptx), k->name, &m) != PTXVM_OK ||
        ptxvm_module_get_kernel(m, "k", &kk) != PTXVM_OK) {
        T_CHECK(t, 0, "load/compile failed: %s", ptxvm_error_message(vm));
        if (m) ptxvm_module_unload(m);
        test_end(t);
        return;
    }
    ptxvm_mem_alloc(vm, (size_t)nv * bs, &da);
    ptxvm_mem_alloc(vm, (size_t)nv * bs, &db);
    ptxvm_mem_alloc(vm, (size_t)nv * bs, &dc);
    ptxvm_mem_alloc(vm, (size_t)nv * bs, &dd);
#define PUT(dst, src) do { for (i = 0; i < nv; i++) { if (bs == 8) memcpy(raw + i * 8, &src[i], 8); else { u32 v_ = (u32)src[i]; memcpy(raw + i * 4, &v_, 4); } } ptxvm_memcpy_htod(vm, dst, raw, (size_t)nv * bs); } while (0)
    PUT(da, A); PUT(db, B); PUT(dc, Cv);
    for (blk = 32; blk <= 40; blk += 8) {
        ptxvm_launch l;
        uint32_t n32 = (uint32_t)nv;
        void *args[5];
        ptxvm_result r;
        int bad = 0;
        args[0] = &da; args[1] = &db; args[2] = &dc; args[3] = &dd; args[4] = &n32;
        memset(&l, 0, sizeof l);
        l.grid.x = (uint32_t)((nv + blk - 1) / blk); l.grid.y = l.grid.z = 1;
        l.block.x = (uint32_t)blk; l.block.y = l.block.z = 1;
        l.args = args;
        memset(raw, 0xcd, sizeof raw);
        ptxvm_memcpy_htod(vm, dd, raw, (size_t)nv * bs);
        r = ptxvm_launch_kernel(kk, &l, NULL);
        T_CHECK(t, r == PTXVM_OK, "launch: %s", ptxvm_result_name(r));
        ptxvm_memcpy_dtoh(vm, raw, dd, (size_t)nv * bs);
        for (i = 0; i < nv; i++) {
            u64 got, want = ref(ci, A[i], B[i], Cv[i]);
            if (bs == 8) memcpy(&got, raw + i * 8, 8);
            else { u32 v_; memcpy(&v_, raw + i * 4, 4); got = v_; want = (u32)want; }
            /* lop3 case: p compares t != 0 with q0 (true when blk != 40) */
            if (ci == 78) {
                u32 tt = r_lop3((u32)A[i], (u32)B[i], (u32)Cv[i], 0x96);
                want = tt ^ (u32)((tt != 0) || blk != 40);
            }
            if (got != want && bad++ < 4)
                T_CHECK(t, 0, "block %d lane %d: a=%llx b=%llx c=%llx: got %llx want %llx",
                        blk, i, (unsigned long long)A[i], (unsigned long long)B[i],
                        (unsigned long long)Cv[i], (unsigned long long)got,
                        (unsigned long long)want);
        }
    }
    ptxvm_mem_free(vm, da); ptxvm_mem_free(vm, db); ptxvm_mem_free(vm, dc); ptxvm_mem_free(vm, dd);
    ptxvm_module_unload(m);
    test_end(t);
}

static u64 rnd_state = 0x9e3779b97f4a7c15ull;
static u64 rnd(void)
{
    rnd_state ^= rnd_state << 13; rnd_state ^= rnd_state >> 7; rnd_state ^= rnd_state << 17;
    return rnd_state;
}

void unit_exec_int(pv_test *t)
{
    static const u64 edge[] = {
        0, 1, 2, 0xffffffffffffffffull, 0x80000000u, 0x7fffffffu, 0x8000, 0xffff,
        0x7fff, 0x80, 0xff, 31, 32, 33, 255, 16, 15, 0xffffffffu, 0xffffff80ffff8001ull,
        0x8000000000000000ull, 0x7fffffffffffffffull, 0x800000, 0xffffff, 0x1f08, 0x2010,
        0x3210, 0x7654, 0xba98, 0x0c0c, 0xfffffffe,
    };
    static u64 A[NV], B[NV], Cv[NV];
    int ne = (int)(sizeof edge / sizeof edge[0]), i, n = 0, ci;
    ptxvm_config cfg;
    test_alloc al;
    ptxvm_vm *vm = NULL;
    for (i = 0; i < ne * ne && n < NV; i++, n++) {
        A[n] = edge[i / ne]; B[n] = edge[i % ne]; Cv[n] = edge[(i * 7 + 3) % ne];
    }
    for (; n < NV; n++) {
        A[n] = rnd(); B[n] = rnd() >> (rnd() & 63); Cv[n] = n % 3 ? rnd() : rnd() & 0x3f3f;
    }
    test_config(&cfg, &al);
    if (ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "ptxvm_create");
        return;
    }
    for (ci = 0; ci < NCASES; ci++)
        run_case(t, vm, ci, A, B, Cv, NV);
    ptxvm_destroy(vm);
}
