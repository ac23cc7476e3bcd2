// diffgen program p0057: gen.py --seed 57 --name p0057 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    f32 f0;
    s16 f1;
} p0057_S0;

FN float2 p0057_f0(s32 depth, s8 p0, DG_REF(f32) p1, DG_REF(u64) p2, f64 p3, DG_REF(f32) p4, u32 p5, p0057_S0 p6, DG_REF(short2) p7, p0057_S0 p8, short2 p9)
{
    u32 v1 = p5;
    s64 v2 = ((s64)((u64)(((s64)depth)) - (u64)(((s64)v1))));
    s16 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((s16)((u32)(((s16)DG_R(p2))) << ((u32)(j4) & 31u)));
    float2 sv5 = make_float2(DG_R(p4), (DG_R(p4) + p6.f0));
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)h6;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    (void)p9;
    if (depth <= 0) return sv5;
    if ((v2) < (((s64)0x4ddd43893c9e95a8ull))) goto F1;
    F1:;
    sv5 = p0057_f0(depth - 1, ((s8)((u32)(((s8)v1)) + (u32)(((s8)depth)))), DG_A(DG_R(p1)), DG_A(DG_R(p2)), p3, DG_A(DG_R(p1)), ((u32)((u32)(((u32)dg_div_u32((u32)(((u32)v2)), (u32)(p5)))) >> ((u32)(((s32)p0)) & 31u))), p6, DG_A(p9), p6, make_short2(((s16)__ffs(depth)), ((s16)((a3[((u32)(((s64)((u64)(((s64)0xc3ull)) << ((u32)(3443438008u) & 63u)))) & 3u)]) & (p8.f1)))));
    h6 = (((((u32)(DG_R(p2)) * 3u) ^ (u32)dg_dbits(p3) * 5u) ^ (u32)(dg_dbits(p3) >> 32) * 7u) ^ (u32)((u64)(v2) >> 32) * 9u) ^ (u32)(p9.x);
    sv5.x = (sv5.x + (f32)(h6 & 255u));
    return sv5;
}

FN BOOL p0057_f1(s32 depth, s32 p0, f64 p1)
{
    u8 v7 = ((u8)((((u8)depth)) ^ (((u8)depth))));
    f64 a8[4] = {0};
    s32 j9;
    for (j9 = 0; j9 < 4; j9++)
        a8[j9] = (-(((f64)v7)));
    p0057_S0 sv10;
    sv10.f0 = (-(((f32)v7)));
    sv10.f1 = ((s16)(((s64)0x5cc21fd155336c89ull)));
    short2 sv11 = make_short2(((s16)__double2int_ru(dg_dclamp(((f64)((u64)p0)), -2147483648.0, 2147483647.0))), ((s16)((u32)(((s16)v7)) + (u32)(((s16)v7)))));
    float2 sv12;
    sv12.x = ((((2608592731u) == (((u32)depth)))) ? ((f32)p1) : ((f32)((s64)v7)));
    sv12.y = __int2float_rd(((s32)v7));
    s32 g13 = 0;
    u32 h14 = 0;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)sv10;
    (void)sv11;
    (void)sv12;
    (void)g13;
    (void)h14;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((BOOL)((u16)62515));
    p1 = (((f64)p0) / ((f64)v7));
    B2:;
    (*(a8 + ((u32)(((u32)p0)) & 3u))) = ((f64)((s32)(((s8)v7))));
    if (g13 < 1 && ((depth) != (((s32)-245638283)))) {
        g13++;
        goto B2;
    }
    p1 = (f64)p0057_f1(depth - 1, depth, ((f64)((f32)((s32)v7))));
    h14 = (((((u32)(p0) * 3u) ^ (u32)dg_dbits(p1) * 5u) ^ (u32)(v7) * 7u) ^ dg_fbits(sv10.f0) * 9u) ^ dg_fbits(sv12.x);
    return ((BOOL)(((u32)(((BOOL)(((((s16)dg_rem_s32((s32)(((s16)17028)), (s32)(sv11.x)))) > (((s16)-29735)))))) ^ h14) & 1u));
}

typedef struct {
    s8 x0;
    f64 x1;
    u16 x2;
    u64 x3;
    u32 h;
} p0057_state;

DG_SHARED u32 p0057_sh0[384];

DG_KERNEL(p0057_kernel, p0057_state)
{
    DG_BEGIN(p0057_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 11u;
        u32 c20 = 0;
        u8 c22 = 0;
        st->x0 = ((s8)((u32)(((s8)__ldg(&in[4]))) + (u32)(((s8)__ldg(&in[1])))));
        st->x1 = ((((((s32)bid)) < (((s32)__ldg(&in[2]))))) ? ((f64)__ldg(&in[4])) : 0.0000152587890625);
        st->x2 = ((u16)((u32)(((u16)2)) - (u32)(((u16)__ldg(&in[1])))));
        st->x3 = ((u64)(((s32)bid)));
        st->h = ((u32)((u32)(__ldg(&in[0])) - (u32)(((u32)st->x0))));
        p0057_sh0[tid * 4u + 0u] = ((u32)st->x3);
        p0057_sh0[tid * 4u + 1u] = ((u32)max(((s32)__ldg(&in[3])), 140));
        p0057_sh0[tid * 4u + 2u] = ((u32)sizeof(s8));
        p0057_sh0[tid * 4u + 3u] = ((u32)st->x3);
        u16 v15 = ((u16)((((((u8)bid)) != (((u8)st->x2)))) ? (st->x2) : (st->x2)));
        s8 v16 = ((s8)__usad(p0057_sh0[tid * 4u + ((u32)(((s64)st->x2)) & 3u)], bid, st->h));
        p0057_S0 sv17;
        sv17.f0 = ((f32)((s16)1));
        sv17.f1 = ((s16)((((s16)v16)) & (((s16)gtid))));
        short2 sv18 = make_short2(((s16)((sv17.f1) | (((s16)-183)))), ((s16)((((u16)65535)) > (v15))));
        float2 sv19 = make_float2((-(((f32)((u8)gtid)))), (((f32)3) * ((f32)v16)));
        f32 v21 = 0.0f;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)v16;
        (void)sv17;
        (void)sv18;
        (void)sv19;
        (void)v21;
        (void)c20;
        (void)c22;
        if ((((st->x1) >= (((f64)st->x0)))) || (((((__longlong_as_double((s64)0x037efc242d77ad20ull)) <= (st->x1))) || (((((s8)-127)) > (((s8)-77))))))) {
            out[((u32)(((s32)((((((s64)0x8000000000000001ull)) >= (((s64)st->h)))) ? (((s32)st->x2)) : (840599666)))) & 1u)] = ((u32)((u32)(((c20 = bid), (u32)(c20 ^ bid))) ^ (u32)0xffffffff));
        }
        st->h = ((u32)((u32)(st->h) >> ((u32)(st->h) & 31u)));
        st->h = (((((u32)(v16) * 3u) ^ (u32)(sv18.x) * 5u) ^ (u32)(sv18.y) * 7u) ^ dg_fbits(sv19.x) * 9u) ^ dg_fbits(sv19.y) ^ (st->h * 7u);
        sv19 = p0057_f0((s32)((u32)(out[((u32)(p0057_sh0[tid * 4u + ((u32)(((u8)((u32)(((u8)63)) >> ((u32)(((u8)7)) & 31u)))) & 3u)]) & 1u)]) % 4u), ((s8)((s32)(v16) >> ((u32)(((u8)st->x0)) & 31u))), DG_A(v21), DG_A(st->x3), round(((f64)gtid)), DG_A(v21), ((u32)dg_dclamp(-1.0, 0.0, 4294967295.0)), sv17, DG_A(sv18), sv17, sv18);
        st->h = (u32)p0057_f1((s32)((u32)(((u32)((((sv17.f1) != (((s16)21429)))) ? (8u) : (p0057_sh0[tid * 4u + ((u32)(((u8)((u32)(((u8)v15)) + (u32)(((u8)115))))) & 3u)])))) % 5u), ((s32)sizeof(s32)), (__longlong_as_double((s64)0x0010000000000000ull) / st->x1));
        out[2] = (u32)(st->x0);
        out[3] = (u32)dg_dbits(st->x1);
        out[4] = (u32)(dg_dbits(st->x1) >> 32);
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->x3);
        out[7] = (u32)((u64)(st->x3) >> 32);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((s64)(((signbit(dg_canon(((f64)sv19.y))) != 0)) && (((((u32)v15)) == (((u32)st->x0)))))));
        out[10] = (u32)(((c22 = ((u8)v16)), (u8)(c22 ^ ((u8)((((((s8)gtid)) < (st->x0))) || (((((u32)st->x2)) == (st->h))))))));
    }
    DG_END
}

DG_PROGRAM(p0057, p0057_state, 96, 2, 6, 11, 1, 8192, 57u)
