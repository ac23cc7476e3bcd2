// diffgen program p0076: gen.py --seed 76 --name p0076 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u32 f0;
    u16 f1[2];
} p0076_S0;
typedef struct DG_ALIGN(8) {
    s64 f0;
    s8 f1;
} p0076_S1;

FN f32 p0076_f0(s32 depth, DG_REF(s32) p0, p0076_S0 p1)
{
    s16 v1 = ((s16)(((s8)DG_R(p0))));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((f32)__longlong_as_double((s64)0x2c799b787fdb43dfull));
    v1 = (s16)dg_fclamp(p0076_f0(depth - 1, DG_A(DG_R(p0)), p1), -32768.0f, 32767.0f);
    v1 = ((s16)((v1) == (((s16)((u32)(((s16)DG_R(p0))) * (u32)(v1))))));
    v1 = (s16)dg_fclamp(p0076_f0(depth - 1, DG_A(DG_R(p0)), p1), -32768.0f, 32767.0f);
    h2 = (((((u32)(depth) * 3u) ^ (u32)(DG_R(p0)) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(p1.f0) * 9u) ^ (u32)(p1.f1[1]);
    return ((((f32)depth) * ((f32)((u16)160))) + (f32)(h2 & 255u));
}

FN p0076_S1 p0076_f1(float2 p0)
{
    s8 v3 = ((s8)(((isnan(((f32)((u16)34179))) != 0)) ? (((s8)2)) : (((s8)8))));
    u32 v4 = ((u32)((u32)(((u32)v3)) - (u32)(7u)));
    p0076_S0 sv5;
    sv5.f0 = ((u32)(((signbit(dg_canon(((f64)((s8)v4)))) != 0)) || (((((f32)((f64)v3))) > (1.0f)))));
    sv5.f1[0] = ((u16)(signbit(dg_canonf(((f32)v3))) != 0));
    sv5.f1[1] = ((u16)8);
    p0076_S1 sv6;
    sv6.f0 = ((s64)sizeof(s32));
    sv6.f1 = ((s8)((((s8)-1)) | (((s8)v4))));
    s32 v7 = 0;
    u32 h8 = 0;
    (void)v3;
    (void)v4;
    (void)sv5;
    (void)sv6;
    (void)v7;
    (void)h8;
    (void)p0;
    switch (((u32)(((s32)v4)) + (u32)v3) & 7u) {
    case 1: {
        v7 = (s32)dg_fclamp(p0076_f0((s32)((u32)(((u32)v3)) % 3u), DG_A(v7), sv5), -2147483648.0f, 2147483520.0f);
        break;
    }
    case 4: {
        if ((((s64)((u64)(sv6.f0) - (u64)(sv6.f0)))) != (((s64)(+(((s64)0xd516b2e187438bc4ull)))))) {
            v7 = ((s32)((u32)(((s32)dg_fclamp(((f32)v7), -2147483648.0f, 2147483520.0f))) - (u32)(((s32)((((s32)v3)) ^ (((s32)-1)))))));
        } else {
            v4 = ((u32)dg_rem_u32((u32)(((u32)((u32)(((u32)v7)) - (u32)(v4)))), (u32)(((u32)((u32)(v4) >> ((u32)(v4) & 31u))))));
        }
        break;
    }
    default: {
        break;
    }
    }
    v4 = __brev(sv5.f0);
    if ((((s8)((s32)(((s8)v4)) >> ((u32)(((s32)-1)) & 31u)))) < (((s8)-67))) {
    } else {
        v3 *= (s8)(((s8)((((((u8)v7)) == (((u8)45)))) && (((v7) < (((s32)v4)))))));
    }
    h8 = (((((u32)(v7) * 3u) ^ dg_fbits(p0.x) * 5u) ^ dg_fbits(p0.y) * 7u) ^ (u32)(sv5.f0) * 9u) ^ (u32)(sv6.f1);
    sv6.f0 = ((s64)((u64)(sv6.f0) ^ (u64)h8));
    return sv6;
}

FN u8 p0076_f2(DG_REF(u16) p0, s64 p1)
{
    u64 v9 = ((u64)((((s64)0xfffffffffffffee9ull)) <= (p1)));
    u64 a10[16] = {0};
    s32 j11;
    for (j11 = 0; j11 < 16; j11++)
        a10[j11] = ((u64)0xc070b90608324777ull);
    p0076_S0 sv12;
    sv12.f0 = ((u32)((u32)(((u32)DG_R(p0))) + (u32)(((u32)p1))));
    sv12.f1[0] = DG_R(p0);
    sv12.f1[1] = ((u16)(~(u32)(((u16)v9))));
    float2 sv13 = make_float2(((f32)p1), ((f32)((f64)((s8)p1))));
    p0076_S1 sv14;
    sv14.f0 = ((s64)dg_fclamp(sv13.y, -9223372036854775808.0f, 9223371487098961920.0f));
    sv14.f1 = ((s8)p1);
    s32 n15 = 0, i16 = 0;
    u32 h17 = 0;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)sv13;
    (void)sv14;
    (void)n15;
    (void)i16;
    (void)h17;
    (void)p0;
    (void)p1;
    DG_R(p0) = ((u16)(~(u32)(((u16)(((s16)v9))))));
    if ((((s32)(~(u32)(63)))) > (((s32)dg_div_s32((s32)(((s32)p1)), (s32)(((s32)v9)))))) {
        DG_R(p0) = ((u16)((((((u16)v9)) != (DG_R(p0)))) ? (DG_R(p0)) : (sv12.f1[1])));
    }
    n15 = (s32)((u32)(((u64)dg_dclamp(((f64)DG_R(p0)), 0.0, 18446744073709549568.0))) % 8u);
    for (i16 = 0; i16 < n15; i16++) {
        if ((((s32)dg_fclamp(-1.0f, -2147483648.0f, 2147483520.0f))) <= (((s32)(p1)))) {
        } else {
            if (((((f32)i16)) <= (((f32)p1))) && ((((s16)2693)) > (((s16)i16)))) return ((u8)((((u8)DG_R(p0))) & (((u8)i16))));
        }
        sv12.f0 = ((u32)i16);
    }
    h17 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)((u64)(p1) >> 32) * 5u) ^ dg_fbits(sv13.x) * 7u) ^ (u32)(a10[(15u & 15u)]) * 9u) ^ (u32)((u64)(a10[(15u & 15u)]) >> 32);
    return ((u8)((u32)(((u8)sizeof(s64))) ^ (u32)h17));
}

typedef struct {
    s16 x0;
    f32 x1;
    u32 h;
} p0076_state;

DG_KERNEL(p0076_kernel, p0076_state)
{
    DG_BEGIN(p0076_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 7u;
        u32 c21 = 0;
        st->x0 = ((s16)((((((s8)bid)) <= (((s8)60)))) ? (((s16)__ldg(&in[4]))) : (((s16)gtid))));
        st->x1 = __uint2float_ru(__ldg(&in[2]));
        st->h = ((u32)dg_div_u32((u32)(out[((u32)(((u8)0)) & 1u)]), (u32)(0u)));
        u64 v18 = ((u64)((u64)(((u64)0xfull)) * (u64)(((u64)tid))));
        u16 v19 = ((u16)v18);
        p0076_S0 sv20;
        sv20.f0 = ((c21 = in[((u32)(gtid) % 7u)]), (u32)(c21 ^ bid));
        sv20.f1[0] = ((u16)((((gtid) <= (st->h))) ? (v19) : (((u16)bid))));
        sv20.f1[1] = ((u16)((u32)0 - (u32)(v19)));
        float2 sv22 = make_float2(st->x1, __fdiv_ru(st->x1, ((f32)v18)));
        p0076_S1 sv23;
        sv23.f0 = ((s64)sizeof(s16));
        sv23.f1 = ((s8)bid);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)v19;
        (void)sv20;
        (void)sv22;
        (void)sv23;
        (void)c21;
        sv23.f0 = ((s64)(((isinf(((f64)bid)) != 0)) ? (sv23.f0) : (((s64)v19))));
        sv22.x = (-(((f32)sv20.f0)));
        st->x0 ^= (s16)(((s16)bid));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(sv20.f0) * 5u) ^ (u32)(sv20.f1[1]) * 7u) ^ (u32)((u64)(sv23.f0) >> 32) * 9u) ^ (u32)(in[(6u % 7u)]) ^ (st->h * 7u);
        sv23 = p0076_f1(sv22);
        st->x0 = (s16)p0076_f2(DG_A(v19), sv23.f0);
        out[2] = (u32)(st->x0);
        out[3] = dg_fbits(st->x1);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((BOOL)(((((u16)(((isfinite(((f32)((u8)v18))) != 0)) && (((((s64)st->h)) >= (((s64)tid))))))) < (((u16)__funnelshift_r(((u32)v18), sv20.f0, ((u32)v19))))))));
        out[6] = (u32)(sv23.f1);
    }
    DG_END
}

DG_PROGRAM(p0076, p0076_state, 150, 2, 7, 7, 1, 8192, 76u)
