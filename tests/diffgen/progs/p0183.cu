// diffgen program p0183: gen.py --seed 184 --name p0183 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s16 f0;
} p0183_S0;
typedef struct {
    s32 f0;
    f32 f1;
} p0183_S1;

FN s16 p0183_f0(f64 p0, DG_REF(p0183_S0) p1, DG_REF(p0183_S0) p2)
{
    u16 v1 = ((u16)1);
    u64 v2 = ((u64)((((464u) != (1u))) ? (((u64)v1)) : (((u64)0x0ull))));
    u64 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((u64)__float_as_int(dg_canonf(((f32)p0))));
    p0183_S0 sv5;
    sv5.f0 = ((s16)-9100);
    s32 g6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)g6;
    (void)h7;
    (void)p0;
    (void)p1;
    (void)p2;
    B2:;
    DG_R(p1).f0 = ((s16)((u32)(((s16)v1)) << ((u32)(((u8)v2)) & 31u)));
    if (g6 < 1 && ((((s32)-568805265)) > (1608977540))) {
        g6++;
        goto B2;
    }
    h7 = (((((u32)(v2) * 3u) ^ (u32)((u64)(v2) >> 32) * 5u) ^ (u32)(DG_R(p2).f0) * 7u) ^ (u32)((u64)(a3[(0u & 3u)]) >> 32) * 9u) ^ (u32)(a3[(3u & 3u)]);
    return ((s16)((u32)(((s16)((u32)(((s16)((((s16)-2279)) & (((s16)v1))))) * (u32)(((s16)((s32)(((s16)v2)) >> ((u32)(((s32)-1217767607)) & 31u))))))) ^ (u32)h7));
}

FN f32 p0183_f1(f32 p0, p0183_S0 p1, u16 p2)
{
    u32 v8 = ((u32)p2);
    u32 a9[4] = {0};
    s32 j10;
    for (j10 = 0; j10 < 4; j10++)
        a9[j10] = ((u32)((u32)(1006986802u) + (u32)(v8)));
    p0183_S0 sv11;
    sv11.f0 = p1.f0;
    u32 h12 = 0;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)sv11;
    (void)h12;
    (void)p0;
    (void)p1;
    (void)p2;
    v8 = ((u32)((u32)(((u32)(((s16)31)))) - (u32)(((u32)((u32)(v8) + (u32)(v8))))));
    p0 = (f32)p0183_f0((4294967296.0 - ((f64)p2)), DG_A(p1), DG_A(p1));
    h12 = ((((dg_fbits(p0) * 3u) ^ (u32)(v8) * 5u) ^ (u32)(sv11.f0) * 7u) ^ (u32)(a9[(0u & 3u)]) * 9u) ^ (u32)(a9[(3u & 3u)]);
    return (__ull2float_rz(((u64)((u64)(((u64)v8)) >> ((u32)(((s32)v8)) & 63u)))) + (f32)(h12 & 255u));
}

FN s64 p0183_f2(s32 p0)
{
    f64 v13 = ((f64)p0);
    u32 v14 = ((u32)((u32)(((u32)p0)) + (u32)(428u)));
    f64 a15[16] = {0};
    s32 j16;
    for (j16 = 0; j16 < 16; j16++)
        a15[j16] = ((f64)((u8)j16));
    p0183_S0 sv17;
    sv17.f0 = ((s16)-19880);
    s32 g18 = 0;
    u32 h19 = 0;
    (void)v13;
    (void)v14;
    (void)a15;
    (void)j16;
    (void)sv17;
    (void)g18;
    (void)h19;
    (void)p0;
    B3:;
    if ((((u64)0x223ull)) <= (((u64)0x5256d91ceabfdb67ull))) {
        v13 *= ((f64)((u16)p0));
    } else {
        v13 -= (((f64)v14) * v13);
    }
    if (g18 < 1 && ((p0) == (2147483647))) {
        g18++;
        goto B3;
    }
    p0 ^= ((s32)((u32)(2) + (u32)(((s32)((((u16)p0)) == (((u16)3)))))));
    a15[((u32)(((u8)((u32)(((u8)0)) + (u32)(((u8)v14))))) & 15u)] = v13;
    a15[((u32)(((s32)dg_rem_s32((s32)(p0), (s32)(p0)))) & 15u)] = ((((2612945957u) <= (v14))) ? ((((((s32)v14)) == (460250249))) ? v13 : v13) : ((f64)-2.5f));
    h19 = (((((u32)dg_dbits(v13) * 3u) ^ (u32)(dg_dbits(v13) >> 32) * 5u) ^ (u32)(v14) * 7u) ^ (u32)(dg_dbits(a15[(0u & 15u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a15[(15u & 15u)]) >> 32);
    return ((s64)((u64)(((s64)((u64)(((s64)0x3full)) + (u64)(((s64)((u64)(((s64)v14)) << ((u32)(((u8)p0)) & 63u))))))) ^ (u64)h19));
}

typedef struct {
    s32 x0;
    u64 x1;
    BOOL x2;
    u16 x3;
    u32 h;
    u32 arr[4];
} p0183_state;

DG_KERNEL(p0183_kernel, p0183_state)
{
    DG_BEGIN(p0183_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = ((s32)dg_div_s32((s32)(((s32)__ldg(&in[3]))), (s32)(119)));
        st->x1 = ((u64)__ldg(&in[0]));
        st->x2 = ((BOOL)1413976567);
        st->x3 = ((u16)__mul64hi(((s64)0x0ull), ((s64)st->x2)));
        st->h = ((u32)((u32)(in[((u32)(st->x0) & 3u)]) * (u32)(in[((u32)(((u8)st->x3)) & 3u)])));
        st->arr[0] = ((u32)((((s8)-127)) > (((s8)bid))));
        st->arr[1] = ((u32)(st->x0));
        st->arr[2] = ((u32)((u32)(gtid) * (u32)(in[((u32)(((s64)dg_dclamp(((f64)st->h), -9223372036854775808.0, 9223372036854774784.0))) & 3u)])));
        st->arr[3] = ((u32)((u32)(((u32)st->x2)) + (u32)(bid)));
        u64 v20 = ((u64)(+(((u64)0x219ull))));
        p0183_S0 sv21;
        sv21.f0 = ((s16)((u32)0 - (u32)(((s16)st->x0))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v20;
        (void)sv21;
        st->x2 = ((BOOL)(((((s64)st->x1)) >= (((s64)0x18958034a98aac58ull)))));
        st->x1 = (u64)dg_fclamp(p0183_f1(3.0f, sv21, ((u16)((u32)(st->x3) + (u32)(((u16)234))))), 0.0f, 18446742974197923840.0f);
        ++st->h;
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)((u64)(st->x1) >> 32) * 5u) ^ (u32)(st->x2) * 7u) ^ (u32)(st->x3) * 9u) ^ (u32)(v20) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 11u;
        u16 v22 = st->x3;
        u16 v23 = st->x3;
        p0183_S0 sv24;
        sv24.f0 = ((s16)((u32)(((s16)v23)) * (u32)(((s16)v22))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)sv24;
        (*(st->arr + ((u32)(((s64)((((f32)tid)) >= (((f32)bid))))) & 3u))) = ((u32)st->x2);
        ++st->x3;
        p0183_f1(fmaxf(((f32)st->x1), ((f32)((u8)255))), sv24, ((u16)bid));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(st->x3) * 9u) ^ (u32)(v22) ^ (st->h * 7u);
        v22 = (u16)p0183_f2(((s32)((32) & (3))));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        if ((gtid % 7u) == 1u && ((((u64)0xe3ull)) == (st->x1))) return;
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->x3);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((u64)dg_div_u64((u64)(st->x1), (u64)(((u64)((u64)(st->x1) >> ((u32)(((s32)-732963463)) & 63u)))))));
        out[9] = (u32)(st->arr[0]);
        out[10] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0183, p0183_state, 33, 3, 4, 11, 2, 2048, 184u)
