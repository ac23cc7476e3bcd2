// diffgen program p0037: gen.py --seed 37 --name p0037 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    f64 f0;
    f64 f1;
    f64 f2;
} p0037_S0;

FN void p0037_f0(BOOL p0, s8 p1, float2 p2, DG_REF(u32) p3, DG_REF(float2) p4, DG_REF(f32) p5, const u8 *p6, p0037_S0 p7, f64 p8, float2 p9, f32 p10)
{
    BOOL v1 = ((BOOL)(((p1) != (((s8)-66)))));
    BOOL v2 = ((BOOL)((s16)-13196));
    u64 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((u64)((((p1) >= (((s8)-85)))) ? (((u64)v2)) : (((u64)j4))));
    float2 sv5 = make_float2((p10 - ((f32)((u16)v2))), (((f32)((f64)p1)) * __uint_as_float(0x00000000u)));
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)h6;
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
    (void)p10;
    p10 = ((f32)((u8)v1));
    switch (((u32)(((u16)(((s16)((u32)(((s16)DG_R(p3))) + (u32)(((s16)v2))))))) + (u32)p1) & 3u) {
    case 0: {
        ++p1;
        break;
    }
    case 1: {
        p0 = ((BOOL)(((((s64)v1)) > (((s64)0x3full)))));
        break;
    }
    case 2: {
        a3[((u32)(((s32)((p6[((u32)(((s32)dg_rem_s32((s32)(298), (s32)(32)))) & 1u)]) != (((u8)135))))) & 3u)] = __float2ull_ru(dg_fclamp((sv5.y * p2.y), 0.0f, 18446742974197923840.0f));
        break;
    }
    case 3: {
        p10 += ((-(((f32)p1))) / __fsub_rz(((f32)p8), p10));
        break;
    }
    }
    if ((((s8)((u32)(((s8)v1)) - (u32)(p1)))) <= (((s8)((u32)(p1) * (u32)(((s8)v2)))))) {
        ++p8;
    }
    h6 = (((((u32)dg_dbits(p7.f0) * 3u) ^ (u32)dg_dbits(p7.f1) * 5u) ^ (u32)(p6[(1u & 1u)]) * 7u) ^ (u32)((u64)(a3[(0u & 3u)]) >> 32) * 9u) ^ (u32)((u64)(a3[(3u & 3u)]) >> 32);
    DG_R(p5) = (DG_R(p5) + (f32)(h6 & 255u));
    return;
}

FN s32 p0037_f1(DG_REF(uint4) p0)
{
    u64 v7 = ((u64)dg_fclamp(0.125f, 0.0f, 18446742974197923840.0f));
    u8 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = ((u8)((((u8)63)) ^ (((u8)198))));
    float2 sv10 = make_float2((((f32)((f64)v7)) - ((f32)v7)), ((f32)v7));
    p0037_S0 sv11;
    sv11.f0 = ((f64)v7);
    sv11.f1 = ((f64)((s64)v7));
    sv11.f2 = (((f64)v7) * 0.125);
    s32 g12 = 0;
    u32 h13 = 0;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)sv10;
    (void)sv11;
    (void)g12;
    (void)h13;
    (void)p0;
    B1:;
    if (((((u64)0x7bull)) >= (v7)) && ((sv10.y) != (((f32)v7)))) return ((s32)(~(u32)(((s32)v7))));
    if (g12 < 1 && ((((u32)v7)) <= (DG_R(p0).z))) {
        g12++;
        goto B1;
    }
    v7 = ((u64)((u64)(v7) + (u64)(v7)));
    if ((__uint_as_float(DG_R(p0).z)) == (((f32)v7))) {
        v7 = ((u64)((((((s16)v7)) < (((s16)23168)))) && (((((s64)v7)) != (((s64)0x4679e9b7f5f9210ull))))));
    } else {
        switch (((u32)(((u32)dg_dclamp(round(((f64)v7)), 0.0, 4294967295.0))) + (u32)v7) & 3u) {
        case 3: {
            v7 = ((u64)((((u8)v7)) < (((u8)1))));
            break;
        }
        }
    }
    h13 = (((((u32)((u64)(v7) >> 32) * 3u) ^ (u32)(DG_R(p0).w) * 5u) ^ (u32)(dg_dbits(sv11.f0) >> 32) * 7u) ^ (u32)dg_dbits(sv11.f2) * 9u) ^ (u32)(dg_dbits(sv11.f2) >> 32);
    return ((s32)((u32)(((s32)v7)) ^ (u32)h13));
}

FN p0037_S0 p0037_f2(DG_REF(s32) p0)
{
    s16 v14 = ((s16)1);
    u8 a15[8] = {0};
    s32 j16;
    for (j16 = 0; j16 < 8; j16++)
        a15[j16] = ((u8)((u32)0 - (u32)(((u8)v14))));
    float2 sv17 = make_float2((((f32)0.25) - ((f32)((f64)v14))), (((f32)v14) - ((f32)((u64)0x20ull))));
    p0037_S0 sv18;
    sv18.f0 = ((f64)v14);
    sv18.f1 = (-(((f64)((u8)0))));
    sv18.f2 = (((f64)((s64)DG_R(p0))) - ((f64)DG_R(p0)));
    uint4 sv19;
    sv19.x = 2u;
    sv19.y = ((u32)(((isfinite(((f32)sv18.f2)) != 0)) || (((v14) != (((s16)-19744))))));
    sv19.z = ((u32)dg_rem_u32((u32)(((u32)v14)), (u32)(1u)));
    sv19.w = ((u32)((((u32)DG_R(p0))) | (8u)));
    u32 h20 = 0;
    (void)v14;
    (void)a15;
    (void)j16;
    (void)sv17;
    (void)sv18;
    (void)sv19;
    (void)h20;
    (void)p0;
    v14++;
    DG_R(p0) = ((s32)dg_rem_s32((s32)(DG_R(p0)), (s32)(352819735)));
    v14 = ((s16)((u32)(((s16)(((s8)-99)))) - (u32)(((s16)__double2ll_rd(dg_dclamp(sv18.f1, -9223372036854775808.0, 9223372036854774784.0))))));
    h20 = (((((u32)(v14) * 3u) ^ (u32)dg_dbits(sv18.f1) * 5u) ^ (u32)(dg_dbits(sv18.f2) >> 32) * 7u) ^ (u32)(sv19.y) * 9u) ^ (u32)(a15[(7u & 7u)]);
    sv18.f0 = (sv18.f0 + (f64)(h20 & 255u));
    return sv18;
}

typedef struct {
    u16 x0;
    u16 x1;
    s32 x2;
    u16 x3;
    u32 h;
} p0037_state;

DG_SHARED u64 p0037_sh0[280];
DG_SHARED s16 p0037_sh1[140];

DG_KERNEL(p0037_kernel, p0037_state)
{
    DG_BEGIN(p0037_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((u16)0);
        st->x1 = ((u16)(295u));
        st->x2 = ((s32)((((s32)__ldg(&in[0]))) & (((s32)-31))));
        st->x3 = ((u16)dg_div_u32((u32)(st->x1), (u32)(st->x0)));
        st->h = in[((u32)(((s32)((u32)(st->x2) - (u32)(((s32)__ldg(&in[0])))))) % 6u)];
        p0037_sh0[tid * 4u + 0u] = ((u64)((u64)(((u64)0x1dfa538c56c34829ull)) + (u64)(((u64)tid))));
        p0037_sh0[tid * 4u + 1u] = ((u64)((((u64)__ldg(&in[0]))) ^ (((u64)0x196ull))));
        p0037_sh0[tid * 4u + 2u] = ((u64)gtid);
        p0037_sh0[tid * 4u + 3u] = ((u64)((u64)(((u64)st->x3)) >> ((u32)(((u8)st->x0)) & 63u)));
        p0037_sh1[tid * 2u + 0u] = ((s16)((s32)(((s16)113)) >> ((u32)(gtid) & 31u)));
        p0037_sh1[tid * 2u + 1u] = ((s16)sizeof(s32));
        u32 v21 = ((u32)((u32)(bid) * (u32)(4093342661u)));
        u8 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = ((u8)150);
        float2 sv24 = make_float2(((f32)((s16)st->x0)), 3.0f);
        p0037_S0 sv25;
        sv25.f0 = __longlong_as_double((s64)0x5266b475e1431f9bull);
        sv25.f1 = 9007199254740992.0;
        sv25.f2 = sqrt(((f64)st->h));
        uint4 sv26 = make_uint4(((u32)((u32)(((u32)st->x2)) << ((u32)(out[((u32)(((u32)dg_rem_u32((u32)(31u), (u32)(gtid)))) & 1u)]) & 31u))), ((u32)((bid) & (bid))), ((u32)(((isnan(-2.5f) != 0)) || (((((u16)gtid)) == (((u16)8469)))))), ((u32)((((f32)((f64)st->x3))) > (__uint_as_float(0x80000000u)))));
        s32 g27 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)a22;
        (void)j23;
        (void)sv24;
        (void)sv25;
        (void)sv26;
        (void)g27;
        B2:;
        st->x1 = ((u16)__float2ull_rz(dg_fclamp(((f32)tid), 0.0f, 18446742974197923840.0f)));
        if (g27 < 3 && (!(((p0037_sh0[tid * 4u + ((u32)(((u32)(((s64)0xffffffffffffffffull)))) & 3u)]) <= (((u64)0x1ull)))))) {
            g27++;
            goto B2;
        }
        v21 = __funnelshift_rc(((u32)(((u8)104))), ((u32)((u32)(4294967294u) * (u32)(in[((u32)(((u8)st->x3)) % 6u)]))), ((u32)(a22[((u32)(((s64)dg_div_s64((s64)(((s64)0x8000000000000001ull)), (s64)(((s64)0x0ull))))) & 7u)])));
        sv25 = p0037_f2(DG_A(st->x2));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(sv26.z) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ (u32)((u64)(p0037_sh0[tid * 4u + (0u & 3u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        f64 v28 = (((f64)tid) / ((f64)bid));
        u8 a29[8] = {0};
        s32 j30;
        for (j30 = 0; j30 < 8; j30++)
            a29[j30] = ((u8)((((st->x1) != (((u16)11055)))) ? (((u8)j30)) : (((u8)j30))));
        float2 sv31 = make_float2(((f32)st->x2), __uint_as_float(0x5f000000u));
        p0037_S0 sv32;
        sv32.f0 = 0.0000152587890625;
        sv32.f1 = (-(v28));
        sv32.f2 = (-(((f64)st->x0)));
        uint4 sv33 = make_uint4(((u32)((u32)(((u32)st->x2)) << ((u32)(205156460u) & 31u))), ((u32)((u32)(st->h) << ((u32)(st->x2) & 31u))), ((u32)((u32)(gtid) << ((u32)(tid) & 31u))), __funnelshift_l(((u32)st->x2), tid, bid));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v28;
        (void)a29;
        (void)j30;
        (void)sv31;
        (void)sv32;
        (void)sv33;
        if ((((u8)tid)) > (((u8)((((v28) != (((f64)((s8)0))))) && ((isinf(((f32)((s8)st->x3))) != 0)))))) {
            st->h = (u32)p0037_f1(DG_A(sv33));
        }
        sv32 = p0037_f2(DG_A(st->x2));
        st->h = (((((u32)(tid) * 3u) ^ (u32)dg_dbits(v28) * 5u) ^ (u32)(dg_dbits(v28) >> 32) * 7u) ^ (u32)(dg_dbits(sv32.f0) >> 32) * 9u) ^ (u32)dg_dbits(sv32.f1) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        u32 v34 = ((u32)((u32)(bid) + (u32)(((u32)st->x2))));
        u8 a35[8] = {0};
        s32 j36;
        for (j36 = 0; j36 < 8; j36++)
            a35[j36] = ((u8)__float2ll_ru(dg_fclamp(((f32)st->x2), -9223372036854775808.0f, 9223371487098961920.0f)));
        float2 sv37;
        sv37.x = 100.0f;
        sv37.y = ((f32)((f64)tid));
        p0037_S0 sv38;
        sv38.f0 = ((((((s64)0xfffffffffffffffcull)) >= (((s64)0x3b633ce205e315f0ull)))) ? __longlong_as_double((s64)0xbca42b4d1a05253bull) : ((f64)st->x0));
        sv38.f1 = ((f64)((u64)0x1ull));
        sv38.f2 = ((((bid) <= (294039173u))) ? ((f64)sv37.x) : ((f64)((s16)st->x1)));
        uint4 sv39;
        sv39.x = ((u32)(((u64)v34)));
        sv39.y = ((u32)dg_div_u32((u32)(bid), (u32)(tid)));
        sv39.z = ((u32)((u32)(bid) * (u32)(tid)));
        sv39.w = ((u32)((u32)(8u) + (u32)(((u32)st->x1))));
        s32 g40 = 0;
        f32 v41 = 0.0f;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v34;
        (void)a35;
        (void)j36;
        (void)sv37;
        (void)sv38;
        (void)sv39;
        (void)g40;
        (void)v41;
        B3:;
        st->x1 = ((u16)32);
        if (g40 < 2 && ((((f32)st->x1)) >= (((f32)p0037_sh1[tid * 2u + ((u32)(((s64)(((u64)gtid)))) & 1u)])))) {
            g40++;
            goto B3;
        }
        st->x3 = ((u16)((((u16)dg_fclamp(((f32)p0037_sh0[tid * 4u + ((u32)(((u32)((u32)(v34) * (u32)(bid)))) & 3u)]), 0.0f, 65535.0f))) ^ (((u16)((st->x0) | (((u16)51101)))))));
        st->h = ((((dg_fbits(sv37.y) * 3u) ^ (u32)dg_dbits(sv38.f0) * 5u) ^ (u32)dg_dbits(sv38.f1) * 7u) ^ (u32)(sv39.y) * 9u) ^ (u32)((u64)(p0037_sh0[tid * 4u + (3u & 3u)]) >> 32) ^ (st->h * 7u);
        p0037_f0(((BOOL)((s32)((s32)(((s32)st->x0)) >> ((u32)(v34) & 31u)))), ((s8)dg_rem_s32((s32)(((s8)50)), (s32)(((s8)bid)))), sv37, DG_A(st->h), DG_A(sv37), DG_A(v41), a35, sv38, ((((f64)st->x0) * ((f64)((u8)st->x2))) + ((f64)311u)), sv37, ((f32)((u8)((((u8)38)) ^ (((u8)140))))));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->x3);
        if ((gtid % 7u) == 1u && (signbit(dg_canon(((f64)sv37.x))) != 0)) return;
        out[6] = (u32)(st->h);
        out[7] = (u32)dg_dbits(((f64)(((f32)__longlong_as_double((s64)0x41e0000000000000ull)) * ((f32)gtid))));
    }
    DG_END
}

DG_PROGRAM(p0037, p0037_state, 70, 2, 6, 8, 3, 2048, 37u)
