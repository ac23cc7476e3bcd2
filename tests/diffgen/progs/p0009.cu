// diffgen program p0009: gen.py --seed 9 --name p0009 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s32 f0;
    u8 f1;
    BOOL f2;
} p0009_S0;
typedef struct DG_ALIGN(16) {
    s8 f0;
    f32 f1;
    u32 f2;
} p0009_S1;

FN f32 p0009_f0(s32 depth, s8 p0, s32 *p1, DG_REF(u32) p2)
{
    BOOL v1 = ((BOOL)((s8)depth));
    f32 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((f32)((s16)-32261));
    p0009_S1 sv4;
    sv4.f0 = ((s8)__mul24(((s32)((s16)depth)), ((s32)((s16)v1))));
    sv4.f1 = (a2[((u32)(((s32)(p0))) & 7u)] + a2[((u32)(p1[((u32)(((u32)((u32)(DG_R(p2)) * (u32)(DG_R(p2))))) & 1u)]) & 7u)]);
    sv4.f2 = DG_R(p2);
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)h5;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return (65536.0f + __uint_as_float(0x3f800000u));
    sv4.f2 = ((u32)((((s8)7)) <= (((s8)-97))));
    p0 = ((s8)((u32)(((s8)((u32)0 - (u32)(((s8)v1))))) - (u32)(((s8)((((__longlong_as_double((s64)0x000fffffffffffffull)) <= (((f64)depth)))) ? (((s8)DG_R(p2))) : (sv4.f0))))));
    p0 = (s8)dg_fclamp(p0009_f0(depth - 1, ((s8)((p0) | (p0))), p1, DG_A(DG_R(p2))), -128.0f, 127.0f);
    h5 = (((((u32)(sv4.f0) * 3u) ^ (u32)(sv4.f2) * 5u) ^ (u32)(p1[(0u & 1u)]) * 7u) ^ dg_fbits(a2[(0u & 7u)]) * 9u) ^ dg_fbits(a2[(7u & 7u)]);
    return (__double2float_rd(((((p1[((u32)(((s32)((p1[((u32)(p1[((u32)(((s64)((u64)(((s64)0x87a51942109bbff1ull)) + (u64)(((s64)depth))))) & 1u)]) & 1u)]) ^ (depth)))) & 1u)]) != (((s32)p0)))) ? ((f64)32u) : ((f64)((u8)255)))) + (f32)(h5 & 255u));
}

typedef struct {
    s64 x0;
    u16 x1;
    u32 h;
} p0009_state;

DG_KERNEL(p0009_kernel, p0009_state)
{
    DG_BEGIN(p0009_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = ((s64)((u64)(((s64)__ldg(&in[2]))) - (u64)(((s64)__ldg(&in[0])))));
        st->x1 = ((u16)((((((s32)__ldg(&in[3]))) <= (((s32)__ldg(&in[1]))))) ? (((u16)bid)) : (((u16)65535))));
        st->h = ((u32)__float2int_rz(dg_fclamp(((f32)__ldg(&in[2])), -2147483648.0f, 2147483520.0f)));
        u8 v6 = ((u8)((u32)(((u8)st->h)) + (u32)(((u8)st->h))));
        s32 a7[8] = {0};
        s32 j8;
        for (j8 = 0; j8 < 8; j8++)
            a7[j8] = ((s32)st->x1);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)a7;
        (void)j8;
        st->h = in[((u32)(((s32)((u32)(((s32)st->x1)) << ((u32)(v6) & 31u)))) % 6u)];
        st->h = tid;
        st->x1 = (u16)dg_fclamp(p0009_f0((s32)((u32)(((u32)((u32)(((u32)v6)) >> ((u32)(in[((u32)(((u8)((((u8)255)) | (((u8)gtid))))) % 6u)]) & 31u)))) % 3u), ((s8)(((u16)((u32)(st->x1) ^ (u32)0xffffffff)))), a7 + ((u32)(((u8)((u32)(((u8)tid)) - (u32)(((u8)0))))) % 7u), DG_A(st->h)), 0.0f, 65535.0f);
        st->x1 = (u16)dg_fclamp(p0009_f0((s32)((u32)(in[((u32)(((u8)((u32)(((u8)st->x0)) - (u32)(((u8)86))))) % 6u)]) % 3u), ((s8)sizeof(u8)), a7, DG_A(st->h)), 0.0f, 65535.0f);
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x0) * 7u) ^ (u32)(st->x1) * 9u) ^ (u32)(a7[(7u & 7u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((u8)((u32)(((u8)bid)) >> ((u32)(((s32)((((((s64)0xfffffffffffffef5ull)) == (st->x0))) ? (((s32)v6)) : (((s32)st->h))))) & 31u))));
    }
    DG_END
}

DG_PROGRAM(p0009, p0009_state, 64, 1, 6, 5, 1, 8192, 9u)
