// diffgen program p0135: gen.py --seed 136 --name p0135 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    BOOL f0;
    s16 f1;
    u8 f2;
} p0135_S0;
typedef struct {
    u8 f0;
} p0135_S1;

FN u32 p0135_f0(DG_REF(p0135_S0) p0, DG_REF(uint4) p1, BOOL p2)
{
    u16 v1 = ((u16)((p2) ? (((u16)p2)) : (((u16)30465))));
    u32 v2 = ((u32)(!(((((f64)__uint_as_float(0x4f000000u))) >= (__longlong_as_double((s64)0x7ff0000000000000ull))))));
    s32 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((s32)dg_rem_s32((s32)(j4), (s32)(j4)));
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    if (((((u16)v2)) > (v1)) && ((DG_R(p1).x) < (v2))) return ((u32)((u32)(v2) - (u32)(v2)));
    v1 -= (u16)(((u16)v2));
    h5 = (((((u32)(v1) * 3u) ^ (u32)(DG_R(p0).f0) * 5u) ^ (u32)(DG_R(p0).f2) * 7u) ^ (u32)(DG_R(p1).y) * 9u) ^ (u32)(a3[(7u & 7u)]);
    return ((u32)((u32)(((u32)(!(((((f32)((s8)v1))) != (((f32)((s32)v2)))))))) ^ (u32)h5));
}

FN s16 p0135_f1(DG_REF(uint4) p0, s64 p1)
{
    s8 c8 = 0;
    s16 c15 = 0;
    s32 v6 = ((s32)dg_rem_s32((s32)(((s32)p1)), (s32)(((s32)p1))));
    s8 v7 = ((c8 = ((s8)-128)), (s8)(c8 ^ ((s8)v6)));
    p0135_S0 sv9;
    sv9.f0 = ((BOOL)((!(((v6) <= (((s32)-1801066528)))))));
    sv9.f1 = ((s16)dg_rem_s32((s32)(((s16)1)), (s32)(((s16)v6))));
    sv9.f2 = ((u8)177);
    uint4 sv10;
    sv10.x = ((u32)((((((f64)p1)) >= (1.0))) || (((((u16)47843)) <= (((u16)48291))))));
    sv10.y = ((u32)v6);
    sv10.z = ((u32)dg_rem_u32((u32)(((u32)v6)), (u32)(((u32)v7))));
    sv10.w = ((u32)((0.5f) != (((f32)v7))));
    s32 g11 = 0;
    s32 n12 = 0, i13 = 0;
    u32 h14 = 0;
    (void)v6;
    (void)v7;
    (void)sv9;
    (void)sv10;
    (void)g11;
    (void)n12;
    (void)i13;
    (void)h14;
    (void)c8;
    (void)c15;
    (void)p0;
    (void)p1;
    DG_R(p0).w = ((u32)((u32)(2417072699u) + (u32)(sv10.w)));
    B2:;
    if ((((u8)v7)) < (((u8)dg_rem_u32((u32)(sv9.f2), (u32)(((u8)v6)))))) {
        p1 = (s64)p0135_f0(DG_A(sv9), DG_A(sv10), ((BOOL)(((((u8)(((s16)v7)))) != (((u8)((u32)(((u8)2)) + (u32)(sv9.f2))))))));
    }
    if (g11 < 2 && ((((u16)536)) >= (((u16)2)))) {
        g11++;
        goto B2;
    }
    n12 = (s32)((u32)(((u32)(((s8)((v7) ^ (((s8)v6))))))) % 4u);
    i13 = 0;
    do {
        p1 |= ((s64)((u64)(p1) + (u64)(((s64)((((s16)0)) > (((s16)v7)))))));
    } while (++i13 < n12);
    h14 = (((((u32)(p1) * 3u) ^ (u32)(v6) * 5u) ^ (u32)(v7) * 7u) ^ (u32)(DG_R(p0).z) * 9u) ^ (u32)(sv9.f2);
    return ((s16)((u32)(((c15 = ((s16)dg_fclamp(__uint_as_float(0x4f000000u), -32768.0f, 32767.0f))), (s16)(c15 ^ ((s16)(((u32)v7)))))) ^ (u32)h14));
}

FN u16 p0135_f2(uint4 p0, DG_REF(s32) p1)
{
    u32 c20 = 0;
    s16 c21 = 0;
    f64 v16 = ((((((f64)((u16)DG_R(p1)))) > (-2.5))) ? ((f64)((u16)DG_R(p1))) : ((f64)__uint_as_float(0xcf000000u)));
    s64 v17 = ((s64)(isnan(((f64)((u16)44976))) != 0));
    p0135_S0 sv18;
    sv18.f0 = ((BOOL)(((((s8)105)) < (((s8)-96)))));
    sv18.f1 = ((s16)((u32)(((s16)v17)) << ((u32)(DG_R(p1)) & 31u)));
    sv18.f2 = ((u8)(((s32)-265)));
    uint4 sv19 = make_uint4(32u, ((u32)((((u32)v17)) & (((u32)v17)))), ((u32)dg_rem_u32((u32)(((u32)v17)), (u32)(((u32)DG_R(p1))))), ((c20 = ((u32)DG_R(p1))), (u32)(c20 ^ p0.x)));
    s32 g22 = 0;
    u32 h23 = 0;
    (void)v16;
    (void)v17;
    (void)sv18;
    (void)sv19;
    (void)g22;
    (void)h23;
    (void)c20;
    (void)c21;
    (void)p0;
    (void)p1;
    DG_R(p1) = (s32)p0135_f0(DG_A(sv18), DG_A(p0), ((BOOL)(((((c21 = ((s16)DG_R(p1))), (s16)(c21 ^ ((s16)DG_R(p1))))) > (((s16)2737))))));
    if ((((s64)((((u8)16)) < (((u8)113))))) <= (((s64)((u64)0 - (u64)(((s64)DG_R(p1))))))) {
        p0.z = ((u32)__double_as_longlong(dg_canon(__dsqrt_rn(((f64)((f32)DG_R(p1)))))));
    } else {
        v17 = (s64)p0135_f0(DG_A(sv18), DG_A(sv19), ((BOOL)DG_R(p1)));
    }
    sv19.z = ((u32)((u32)(((u32)((((u32)DG_R(p1))) & (32u)))) - (u32)(((u32)v17))));
    B3:;
    if ((((u16)(((s64)0x79c96a501d553ac0ull)))) < (((u16)22496))) {
        v16 = ((f64)((u16)522));
    } else {
        switch (((u32)(min(((s32)(v17)), ((s32)(((u16)DG_R(p1)))))) + (u32)DG_R(p1)) & 3u) {
        case 1: {
            DG_R(p1) = ((s32)((u32)(DG_R(p1)) + (u32)(DG_R(p1))));
            break;
        }
        default: {
            v17 = ((s64)__funnelshift_l(sv19.x, sv19.z, ((u32)DG_R(p1))));
            break;
        }
        }
    }
    if (g22 < 2 && ((((s16)DG_R(p1))) < (sv18.f1))) {
        g22++;
        goto B3;
    }
    h23 = (((((u32)dg_dbits(v16) * 3u) ^ (u32)(dg_dbits(v16) >> 32) * 5u) ^ (u32)((u64)(v17) >> 32) * 7u) ^ (u32)(sv18.f1) * 9u) ^ (u32)(sv18.f2);
    return ((u16)((u32)(((u16)((((((u32)v17)) != (2487809446u))) ? (((u16)((u32)(((u16)v17)) + (u32)(((u16)1))))) : (((u16)DG_R(p1)))))) ^ (u32)h23));
}

typedef struct {
    u8 x0;
    u16 x1;
    u32 h;
} p0135_state;

DG_SHARED u64 p0135_sh0[64];

DG_KERNEL(p0135_kernel, p0135_state)
{
    DG_BEGIN(p0135_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 4u;
        st->x0 = ((u8)((u32)(((u8)__ldg(&in[0]))) * (u32)(((u8)143))));
        st->x1 = ((u16)((u32)0 - (u32)(((u16)__ldg(&in[2])))));
        st->h = ((u32)sizeof(u32));
        p0135_sh0[tid * 1u + 0u] = ((u64)((((u64)0x8ad39bcaa8b1c0aaull)) ^ (((u64)0x195936c363c9997full))));
        u32 v24 = ((u32)dg_rem_u32((u32)(((u32)st->x0)), (u32)(bid)));
        p0135_S0 sv25;
        sv25.f0 = ((BOOL)(((((s64)0x1full)) <= (((s64)0xffull)))));
        sv25.f1 = ((s16)(((s8)63)));
        sv25.f2 = ((u8)dg_dclamp(((f64)st->x0), 0.0, 255.0));
        uint4 sv26 = make_uint4(((u32)((((((f32)gtid)) == (((f32)tid)))) || ((isinf(((f64)854877233)) != 0)))), ((u32)((((558924508u) < (526817978u))) ? (63u) : (((u32)st->x0)))), (*(in + ((u32)(((u8)((st->x0) & (st->x0)))) & 3u))), ((u32)__float2ll_rn(dg_fclamp(((f32)st->x1), -9223372036854775808.0f, 9223371487098961920.0f))));
        s32 v27 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)sv25;
        (void)sv26;
        (void)v27;
        (*(p0135_sh0 + tid * 1u + 0u)) = ((u64)((u64)(((u64)0xd2e5cfcbc3b17dc2ull)) * (u64)(((u64)(!((isfinite(65536.0f) != 0)))))));
        st->x0 = (u8)p0135_f2(sv26, DG_A(v27));
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(sv26.y) * 5u) ^ (u32)(sv26.z) * 7u) ^ (u32)(sv26.w) * 9u) ^ (u32)((u64)(p0135_sh0[tid * 1u + 0u]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 4u;
        s64 v28 = ((s64)__double2int_rz(dg_dclamp(((f64)st->h), -2147483648.0, 2147483647.0)));
        p0135_S0 sv29;
        sv29.f0 = ((BOOL)((!((signbit(dg_canon(((f64)((s8)1)))) != 0)))));
        sv29.f1 = ((s16)((u32)(((s16)-5687)) - (u32)(((s16)gtid))));
        sv29.f2 = st->x0;
        uint4 sv30 = make_uint4(((u32)((u32)(bid) >> ((u32)(sv29.f2) & 31u))), (*(in + ((u32)(((s64)((s64)(v28) >> ((u32)(sv29.f2) & 63u)))) & 3u))), ((u32)dg_rem_u32((u32)(((u32)v28)), (u32)(((u32)st->x1)))), st->h);
        s32 g31 = 0;
        s32 g32 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v28;
        (void)sv29;
        (void)sv30;
        (void)g31;
        (void)g32;
        B4:;
        sv29.f1 = ((s16)((((s16)((u32)(((s16)st->x1)) * (u32)(sv29.f1)))) & (sv29.f1)));
        if (g31 < 1 && ((st->x0) > (((u8)72)))) {
            g31++;
            goto B4;
        }
        sv30.z = 4294967294u;
        if (!(((((s8)st->x1)) < (((s8)31))))) {
            st->h++;
        }
        B5:;
        st->x1 += (u16)(((u16)((((((f32)v28)) >= (((f32)tid)))) ? (st->x1) : (((u16)bid)))));
        if (g32 < 1 && ((st->x0) > (sv29.f2))) {
            g32++;
            goto B5;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(sv29.f0) * 5u) ^ (u32)(sv29.f1) * 7u) ^ (u32)(sv30.z) * 9u) ^ (u32)(p0135_sh0[(63u & 63u)]) ^ (st->h * 7u);
        p0135_f1(DG_A(sv30), ((s64)((s64)(v28) >> ((u32)(st->x0) & 63u))));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((s8)((u32)(((s8)((s32)(((s8)-101)) >> ((u32)(st->x0) & 31u)))) - (u32)(((s8)((((s8)63)) | (((s8)bid))))))));
    }
    DG_END
}

DG_PROGRAM(p0135, p0135_state, 64, 1, 4, 4, 2, 2048, 136u)
