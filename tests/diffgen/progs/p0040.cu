// diffgen program p0040: gen.py --seed 40 --name p0040 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u64 f0[3];
    f64 f1;
    f64 f2;
} p0040_S0;
typedef struct {
    s64 f0;
    u64 f1;
} p0040_S1;

FN p0040_S0 p0040_f0(u16 p0, const s32 *p1, BOOL p2)
{
    u16 v1 = p0;
    p0040_S0 sv2;
    sv2.f0[0] = ((u64)__dp2a_lo(((s32)-2109044547), p1[0u], p1[0u]));
    sv2.f0[1] = ((u64)dg_fclamp(((f32)((s32)v1)), 0.0f, 18446742974197923840.0f));
    sv2.f0[2] = ((u64)p0);
    sv2.f1 = (((f64)v1) - ((f64)p0));
    sv2.f2 = __dsqrt_ru(((f64)((s16)p0)));
    u32 h3 = 0;
    (void)v1;
    (void)sv2;
    (void)h3;
    (void)p0;
    (void)p1;
    (void)p2;
    v1 = ((u16)(((u32)((((sv2.f1) > (((f64)__uint_as_float(0x3effffffu))))) && (((((s8)-119)) < (((s8)p2))))))));
    p0 = ((u16)((((u16)dg_rem_u32((u32)(v1), (u32)(((u16)p2))))) ^ (v1)));
    h3 = (((((u32)(v1) * 3u) ^ (u32)((u64)(sv2.f0[1]) >> 32) * 5u) ^ (u32)(dg_dbits(sv2.f1) >> 32) * 7u) ^ (u32)dg_dbits(sv2.f2) * 9u) ^ (u32)(p1[0u]);
    sv2.f0[0] = ((u64)((u64)(sv2.f0[0]) ^ (u64)h3));
    return sv2;
}

FN f32 p0040_f1(u64 p0, DG_REF(s8) p1, s32 p2)
{
    u16 c8 = 0;
    f32 v4 = fmaf(-7.0f, ((f32)0.25), ((f32)p2));
    s32 a5[8] = {0};
    s32 j6;
    for (j6 = 0; j6 < 8; j6++)
        a5[j6] = ((s32)((s32)(p2) >> ((u32)(((u8)DG_R(p1))) & 31u)));
    p0040_S0 sv7;
    sv7.f0[0] = ((u64)sizeof(s8));
    sv7.f0[1] = ((u64)((u64)0 - (u64)(p0)));
    sv7.f0[2] = ((u64)(((u16)p2)));
    sv7.f1 = ((f64)DG_R(p1));
    sv7.f2 = __dsub_rn(((f64)p0), ((f64)DG_R(p1)));
    u32 h9 = 0;
    (void)v4;
    (void)a5;
    (void)j6;
    (void)sv7;
    (void)h9;
    (void)c8;
    (void)p0;
    (void)p1;
    (void)p2;
    p2 = ((s32)((((c8 = ((u16)1)), (u16)(c8 ^ ((u16)DG_R(p1))))) == (((u16)DG_R(p1)))));
    sv7.f1 = ((((((u64)p2)) >= (p0))) ? __longlong_as_double((s64)0x47efffffe0000000ull) : ((((((s16)p0)) >= (((s16)3)))) ? sv7.f2 : ((f64)((s8)p2))));
    h9 = (((((u32)(DG_R(p1)) * 3u) ^ dg_fbits(v4) * 5u) ^ (u32)(sv7.f0[2]) * 7u) ^ (u32)((u64)(sv7.f0[2]) >> 32) * 9u) ^ (u32)(dg_dbits(sv7.f2) >> 32);
    return ((((f32)((s64)p2)) * v4) + (f32)(h9 & 255u));
}

FN uint4 p0040_f2(s64 p0)
{
    u8 v10 = ((u8)p0);
    s64 v11 = p0;
    s32 a12[8] = {0};
    s32 j13;
    for (j13 = 0; j13 < 8; j13++)
        a12[j13] = ((s32)((((((f64)16777216.0f)) <= (((f64)v10)))) && ((signbit(dg_canonf(((f32)j13))) != 0))));
    p0040_S0 sv14;
    sv14.f0[0] = ((u64)p0);
    sv14.f0[1] = ((u64)dg_rem_u64((u64)(((u64)v11)), (u64)(((u64)v10))));
    sv14.f0[2] = ((u64)0x0ull);
    sv14.f1 = ((f64)v11);
    sv14.f2 = (((f64)((s64)0x15ull)) / ((f64)p0));
    uint4 sv15;
    sv15.x = ((u32)v10);
    sv15.y = ((u32)((u32)(((u32)v10)) - (u32)(31u)));
    sv15.z = ((u32)__float_as_int(dg_canonf(((f32)v11))));
    sv15.w = ((u32)((((u32)v11)) | (3080637355u)));
    u32 h16 = 0;
    (void)v10;
    (void)v11;
    (void)a12;
    (void)j13;
    (void)sv14;
    (void)sv15;
    (void)h16;
    (void)p0;
    p0 = ((s64)(~(u64)(((s64)((u64)(((s64)0x8000000000000000ull)) * (u64)(((s64)v10)))))));
    p0 = ((s64)((u64)(((s64)__umul64hi(((u64)v10), ((u64)v10)))) - (u64)(((s64)((u64)(((s64)v10)) + (u64)(((s64)v10)))))));
    h16 = (((((u32)(v10) * 3u) ^ (u32)(sv14.f0[0]) * 5u) ^ (u32)(dg_dbits(sv14.f2) >> 32) * 7u) ^ (u32)(sv15.w) * 9u) ^ (u32)(a12[(0u & 7u)]);
    sv15.x = ((u32)((u32)(sv15.x) ^ (u32)h16));
    return sv15;
}

typedef struct {
    f32 x0;
    BOOL x1;
    u32 x2;
    f32 x3;
    u32 h;
} p0040_state;

DG_KERNEL(p0040_kernel, p0040_state)
{
    DG_BEGIN(p0040_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        u32 c22 = 0;
        st->x0 = ((((((f32)gtid)) == (((f32)((u8)tid))))) ? __uint_as_float(0x609b1496u) : ((f32)((f64)__ldg(&in[1]))));
        st->x1 = ((BOOL)100.0f);
        st->x2 = ((u32)dg_rem_u32((u32)(((u32)st->x1)), (u32)(tid)));
        st->x3 = ((f32)((s64)gtid));
        st->h = __double2uint_rz(dg_dclamp(((f64)((u8)bid)), 0.0, 4294967295.0));
        s64 v17 = ((s64)ullmin(((u64)st->x2), ((u64)gtid)));
        s32 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = ((s32)((u32)(1894918714) << ((u32)(gtid) & 31u)));
        p0040_S0 sv20;
        sv20.f0[0] = ((u64)((((f32)((f64)v17))) > (16777216.0f)));
        sv20.f0[1] = ((u64)0xf8f0668ad8b723f6ull);
        sv20.f0[2] = ((u64)((u64)(((u64)st->h)) * (u64)(((u64)v17))));
        sv20.f1 = ((f64)st->x0);
        sv20.f2 = ((f64)tid);
        uint4 sv21;
        sv21.x = ((u32)st->x1);
        sv21.y = ((u32)((u32)(in[((u32)(((u32)__double2ll_rd(dg_dclamp(((f64)st->x1), -9223372036854775808.0, 9223372036854774784.0)))) & 3u)]) + (u32)(gtid)));
        sv21.z = ((c22 = ((u32)st->x1)), (u32)(c22 ^ gtid));
        sv21.w = ((u32)sizeof(sv20));
        s32 g23 = 0;
        s8 v24 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)a18;
        (void)j19;
        (void)sv20;
        (void)sv21;
        (void)g23;
        (void)v24;
        (void)c22;
        sv21 = p0040_f2(v17);
        B3:;
        sv21.z = 4294967295u;
        if (g23 < 3 && (isfinite(((f64)bid)) != 0)) {
            g23++;
            goto B3;
        }
        out[((u32)(((u8)((u32)(((u8)st->h)) >> ((u32)(((u8)st->x2)) & 31u)))) & 1u)] = ((u32)__float2ll_rd(dg_fclamp(__fadd_ru(st->x3, __uint_as_float(0x00800000u)), -9223372036854775808.0f, 9223371487098961920.0f)));
        st->h = (((((u32)(v17) * 3u) ^ (u32)(sv20.f0[1]) * 5u) ^ (u32)(dg_dbits(sv20.f1) >> 32) * 7u) ^ (u32)dg_dbits(sv20.f2) * 9u) ^ (u32)(a18[(7u & 7u)]) ^ (st->h * 7u);
        sv20 = p0040_f0(((u16)59100), a18, ((BOOL)(st->x1)));
        st->x0 = p0040_f1(((u64)(a18[((u32)(((u8)(((s32)st->h)))) & 7u)])), DG_A(v24), ((s32)__brevll(sv20.f0[0])));
        out[2] = dg_fbits(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = dg_fbits(st->x3);
        out[6] = (u32)(st->h);
        out[7] = dg_fbits(((f32)((u32)v24)));
        if ((gtid % 5u) == 2u && st->x1) return;
        out[8] = (u32)(((s32)((((s32)((u32)(((s32)v24)) + (u32)(((s32)-190))))) & (__clz(((s32)tid))))));
    }
    DG_END
}

DG_PROGRAM(p0040, p0040_state, 48, 4, 4, 9, 1, 2048, 40u)
