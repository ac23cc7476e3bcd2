// diffgen program p0081: gen.py --seed 81 --name p0081 --include ../twin.h
#include "../twin.h"

typedef struct {
    u64 f0;
    s64 f1;
} p0081_S0;
typedef struct {
    s64 f0;
} p0081_S1;

FN f32 p0081_f0(s32 depth, DG_REF(f32) p0, p0081_S1 p1, const u8 *p2)
{
    s64 v1 = ((s64)depth);
    s32 a2[16] = {0};
    s32 j3;
    for (j3 = 0; j3 < 16; j3++)
        a2[j3] = ((s32)((s32)(((s32)v1)) >> ((u32)(((u8)depth)) & 31u)));
    float2 sv4;
    sv4.x = ((f32)((s16)depth));
    sv4.y = (((f32)depth) + ((f32)((s16)-1225)));
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
    if (depth <= 0) return (DG_R(p0) - DG_R(p0));
    DG_R(p0) = p0081_f0(depth - 1, DG_A(DG_R(p0)), p1, p2);
    h5 = (((((u32)((u64)(p1.f0) >> 32) * 3u) ^ dg_fbits(sv4.x) * 5u) ^ dg_fbits(sv4.y) * 7u) ^ (u32)(p2[(0u & 3u)]) * 9u) ^ (u32)(a2[(0u & 15u)]);
    return (((-(DG_R(p0))) / (DG_R(p0) + DG_R(p0))) + (f32)(h5 & 255u));
}

FN u16 p0081_f1(s32 depth, const s32 *p0)
{
    s64 v6 = ((s64)0xf4c8869fa9cc3f94ull);
    u8 a7[8] = {0};
    s32 j8;
    for (j8 = 0; j8 < 8; j8++)
        a7[j8] = ((u8)umin(((u32)v6), 2u));
    f64 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = ((((((u64)depth)) <= (((u64)v6)))) ? ((f64)v6) : ((f64)depth));
    p0081_S1 sv11;
    sv11.f0 = v6;
    u32 h12 = 0;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)a9;
    (void)j10;
    (void)sv11;
    (void)h12;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((u16)(p0[((u32)(((s64)((u64)(v6) * (u64)(v6)))) & 1u)]));
    (*(a9 + ((u32)(((u32)v6)) & 7u))) = (((f64)((s16)2)) + ((f64)0u));
    if ((((f64)((f32)v6))) < (__ull2double_rn(((u64)depth)))) {
        v6 ^= ((s64)((((s64)depth)) & (v6)));
    }
    v6 = (s64)p0081_f1(depth - 1, p0);
    h12 = (((((u32)(depth) * 3u) ^ (u32)((u64)(v6) >> 32) * 5u) ^ (u32)((u64)(sv11.f0) >> 32) * 7u) ^ (u32)(a7[(0u & 7u)]) * 9u) ^ (u32)(dg_dbits(a9[(0u & 7u)]) >> 32);
    return ((u16)((u32)(((u16)depth)) ^ (u32)h12));
}

typedef struct {
    u32 x0;
    s32 x1;
    s64 x2;
    u32 h;
} p0081_state;

DG_KERNEL(p0081_kernel, p0081_state)
{
    DG_BEGIN(p0081_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = __ldg(&in[6]);
        st->x1 = ((s32)((u32)(((s32)-1009843408)) << ((u32)(((u8)97)) & 31u)));
        st->x2 = ((s64)((s64)(((s64)0x2ull)) >> ((u32)(((s32)__ldg(&in[2]))) & 63u)));
        st->h = in[((u32)(((s32)((u32)(511614146) * (u32)(((s32)bid))))) & 7u)];
        f32 v13 = 2.0f;
        u8 a14[8] = {0};
        s32 j15;
        for (j15 = 0; j15 < 8; j15++)
            a14[j15] = ((u8)st->x0);
        s32 a16[8] = {0};
        s32 j17;
        for (j17 = 0; j17 < 8; j17++)
            a16[j17] = ((s32)((a14[((u32)(((s32)dg_fclamp(v13, -2147483648.0f, 2147483520.0f))) & 7u)]) <= (((u8)j17))));
        p0081_S1 sv18;
        sv18.f0 = ((s64)((((s64)gtid)) | (st->x2)));
        s32 g19 = 0;
        s32 g20 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)a14;
        (void)j15;
        (void)a16;
        (void)j17;
        (void)sv18;
        (void)g19;
        (void)g20;
        st->h = ((u32)dg_dclamp(((f64)v13), 0.0, 4294967295.0));
        B2:;
        if ((((s8)((u32)(((s8)-1)) * (u32)(((s8)st->x0))))) < (((s8)gtid))) {
            if ((gtid % 5u) == 2u && ((((s16)-1)) == (((s16)0)))) return;
        } else {
            v13 = ((f32)tid);
        }
        if (g19 < 3 && ((((f32)((s8)st->x1))) <= (((f32)st->x1)))) {
            g19++;
            goto B2;
        }
        B3:;
        sv18.f0 = ((s64)sizeof(sv18));
        if (g20 < 3 && ((((((s32)bid)) <= (867112681))) || ((isfinite(v13) != 0)))) {
            g20++;
            goto B3;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)((u64)(sv18.f0) >> 32) * 7u) ^ (u32)(in[(0u & 7u)]) * 9u) ^ (u32)(in[(7u & 7u)]) ^ (st->h * 7u);
        st->x0 = (u32)dg_fclamp(p0081_f0((s32)((u32)(bid) % 4u), DG_A(v13), sv18, a14), 0.0f, 4294967040.0f);
        st->x1 = (s32)p0081_f1((s32)((u32)(gtid) % 5u), a16 + ((u32)(((u8)sizeof(sv18))) % 7u));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)((u64)(st->x2) >> 32);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u32)sizeof(u32)));
        out[6] = (u32)(((s64)((u64)(((s64)((((((s64)0xcaull)) > (((s64)bid)))) ? (st->x2) : (st->x2)))) - (u64)(__double2ll_ru(dg_dclamp(((f64)gtid), -9223372036854775808.0, 9223372036854774784.0))))));
    }
    DG_END
}

DG_PROGRAM(p0081, p0081_state, 100, 3, 8, 7, 1, 8192, 81u)
