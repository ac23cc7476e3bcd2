// diffgen program p0110: gen.py --seed 110 --name p0110 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s16 f0;
    u16 f1;
    s8 f2;
} p0110_S0;
typedef struct {
    BOOL f0[4];
    s8 f1;
    f64 f2[3];
} p0110_S1;

FN void p0110_f0(f32 *p0, u32 p1, p0110_S1 p2, s8 p3, longlong2 p4, u16 p5, u16 p6, u32 *p7, DG_REF(BOOL) p8, p0110_S1 p9, u64 p10, f64 p11, DG_REF(u64) p12, u16 p13)
{
    s8 v1 = ((s8)(+(((s8)p10))));
    f64 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = ((f64)(*(p0 + ((u32)(((u32)(isnan(p2.f2[0]) != 0))) & 1u))));
    u32 h4 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h4;
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
    (void)p11;
    (void)p12;
    (void)p13;
    h4 = (((((u32)(p1) * 3u) ^ (u32)((u64)(p10) >> 32) * 5u) ^ (u32)(dg_dbits(p2.f2[1]) >> 32) * 7u) ^ (u32)(p9.f0[3]) * 9u) ^ (u32)(p7[(3u & 3u)]);
    DG_R(p8) = ((BOOL)(((u32)(DG_R(p8)) ^ h4) & 1u));
    return;
}

FN s64 p0110_f1(s64 p0, u16 p1, DG_REF(p0110_S1) p2)
{
    u32 v5 = 0u;
    u64 v6 = ((u64)dg_rem_u64((u64)(((u64)v5)), (u64)(((u64)0x1full))));
    f32 a7[8] = {0};
    s32 j8;
    for (j8 = 0; j8 < 8; j8++)
        a7[j8] = ((f32)((u8)v5));
    u32 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = ((u32)((3757346253u) ^ (((u32)p1))));
    s32 a11[4] = {0};
    s32 j12;
    for (j12 = 0; j12 < 4; j12++)
        a11[j12] = ((s32)((s32)(((s32)p1)) >> ((u32)(((u8)2)) & 31u)));
    p0110_S1 sv13;
    sv13.f0[0] = ((BOOL)((isfinite(((f64)(*(a9 + ((u32)(((u8)((u32)(((u8)255)) << ((u32)(((s32)-2147483647)) & 31u)))) & 7u))))) != 0)));
    sv13.f0[1] = ((BOOL)((u8)p0));
    sv13.f0[2] = ((BOOL)(((((((s64)0x7fffffffffffffffull)) != (((s64)v6)))) && (((((s64)v5)) >= (p0))))));
    sv13.f0[3] = ((BOOL)((u64)0x20ull));
    sv13.f1 = ((s8)__dp4a(((s32)v5), ((s32)v6), a11[((u32)(((u8)dg_rem_u32((u32)(((u8)v6)), (u32)(((u8)2))))) & 3u)]));
    sv13.f2[0] = DG_R(p2).f2[2];
    sv13.f2[1] = (((f64)p0) / ((f64)((u64)0x2ull)));
    sv13.f2[2] = ((f64)((f32)v5));
    longlong2 sv14 = make_longlong2(((s64)((u64)(p0) - (u64)(((s64)p1)))), ((s64)((u64)0 - (u64)(p0))));
    BOOL v15 = 0;
    u32 h16 = 0;
    (void)v5;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)a9;
    (void)j10;
    (void)a11;
    (void)j12;
    (void)sv13;
    (void)sv14;
    (void)v15;
    (void)h16;
    (void)p0;
    (void)p1;
    (void)p2;
    p0110_f0(a7, ((u32)((u32)(((u32)((u32)(a9[((u32)(((u32)__clz(((s32)v6)))) & 7u)]) >> ((u32)(a9[((u32)(((s64)dg_fclamp(((f32)DG_R(p2).f2[0]), -9223372036854775808.0f, 9223371487098961920.0f))) & 7u)]) & 31u)))) << ((u32)(((u32)p1)) & 31u))), sv13, ((s8)((u32)(DG_R(p2).f1) + (u32)(DG_R(p2).f1))), sv14, ((u16)(((s16)p0))), ((u16)((u32)(((u16)1)) * (u32)(p1))), a9 + ((u32)(((u32)dg_rem_u32((u32)((*(a9 + ((u32)(((s32)((((v6) != (((u64)0x135f54e27394118cull)))) ? (((s32)p0)) : (1322349206)))) & 7u)))), (u32)(v5)))) % 5u), DG_A(v15), sv13, ((u64)dg_rem_u64((u64)(((u64)v15)), (u64)(v6))), (((f64)1346930042) + ((f64)v6)), DG_A(v6), ((u16)v15));
    v6 = ((u64)((u64)(((u64)((u64)(((u64)0x9dull)) * (u64)(((u64)v15))))) * (u64)(((u64)(!(((((u64)p1)) == (v6))))))));
    p0110_f0(a7 + ((u32)(((s32)((a11[((u32)(((s64)((v5) != ((*(a9 + ((u32)(2122818091u) & 7u))))))) & 3u)]) | (((s32)p1))))) % 7u), ((u32)__double_as_longlong(dg_canon(((f64)v6)))), DG_R(p2), ((s8)sizeof(u8)), make_longlong2(((s64)((((s64)v5)) & (((s64)0x4d8cc5d49f683f96ull)))), p0), ((u16)dg_rem_u32((u32)(p1), (u32)(((u16)p0)))), ((u16)((p1) ^ (((u16)p0)))), &a9[((u32)(((s32)((u32)(((s32)p1)) << ((u32)(((u8)1)) & 31u)))) % 5u)], DG_A(v15), sv13, ((u64)((u64)(((u64)0x2ull)) * (u64)(v6))), rint(((f64)p0)), DG_A(v6), ((u16)umax(((u32)dg_fclamp(((f32)v6), 0.0f, 4294967040.0f)), v5)));
    h16 = (((((u32)(p0) * 3u) ^ (u32)dg_dbits(DG_R(p2).f2[1]) * 5u) ^ (u32)(sv13.f1) * 7u) ^ (u32)dg_dbits(sv13.f2[0]) * 9u) ^ (u32)(a11[(0u & 3u)]);
    return ((s64)((u64)(sv14.x) ^ (u64)h16));
}

typedef struct {
    s64 x0;
    u64 x1;
    u32 h;
} p0110_state;

DG_SHARED f32 p0110_sh0[64];

DG_KERNEL(p0110_kernel, p0110_state)
{
    DG_BEGIN(p0110_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((s64)(isinf(((f32)((f64)__ldg(&in[3])))) != 0));
        st->x1 = ((u64)((u64)0 - (u64)(((u64)tid))));
        st->h = ((u32)((((((f64)((u16)__ldg(&in[6])))) < (((f64)__ldg(&in[2]))))) ? (__ldg(&in[6])) : ((*(out + ((u32)(((s32)((u32)0 - (u32)(((s32)bid))))) & 1u))))));
        p0110_sh0[tid * 1u + 0u] = ((f32)((f64)__ldg(&in[1])));
        u32 v17 = ((u32)dg_div_u32((u32)(st->h), (u32)(st->h)));
        f32 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = (((f32)v17) * ((f32)((s16)-32767)));
        u32 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = ((u32)((u32)(((u32)j21)) >> ((u32)(j21) & 31u)));
        p0110_S1 sv22;
        sv22.f0[0] = ((BOOL)(((((((s32)st->h)) != (((s32)st->x0)))) && (((((u8)bid)) <= (((u8)st->x1)))))));
        sv22.f0[1] = ((BOOL)(((((s64)st->h)) == (st->x0))));
        sv22.f0[2] = ((BOOL)(((((s16)-30845)) >= (((s16)0)))));
        sv22.f0[3] = ((BOOL)(((((u8)v17)) > (((u8)tid)))));
        sv22.f1 = ((s8)((u32)(((s8)-11)) << ((u32)(a20[((u32)(((u32)dg_rem_u32((u32)(bid), (u32)(bid)))) & 7u)]) & 31u)));
        sv22.f2[0] = ((((tid) == (bid))) ? ((f64)st->x0) : ((f64)((u64)gtid)));
        sv22.f2[1] = __longlong_as_double((s64)0x0010000000000000ull);
        sv22.f2[2] = (((f64)v17) - ((f64)st->h));
        longlong2 sv23 = make_longlong2(((s64)dg_dclamp(__longlong_as_double((s64)0x8a1de64bd4281755ull), -9223372036854775808.0, 9223372036854774784.0)), ((s64)st->h));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)a18;
        (void)j19;
        (void)a20;
        (void)j21;
        (void)sv22;
        (void)sv23;
        if (((((f32)st->h) / p0110_sh0[tid * 1u + 0u])) <= (((f32)((u64)tid)))) {
            p0110_f1(st->x0, ((u16)3), DG_A(sv22));
        } else {
            (*(p0110_sh0 + tid * 1u + 0u)) = (-(__fmaf_rn(((f32)st->h), ((f32)((s32)st->x1)), 0.5f)));
        }
        v17 = ((u32)((u32)(((u32)st->x1)) + (u32)(tid)));
        switch (((u32)(((u32)((u32)0 - (u32)(((u32)dg_rem_u32((u32)(v17), (u32)(gtid))))))) + (u32)gtid) & 7u) {
        case 2: {
            st->x0 = ((s64)dg_dclamp(sv22.f2[2], -9223372036854775808.0, 9223372036854774784.0));
            break;
        }
        case 3: {
            st->x0 = p0110_f1(((s64)__float2int_ru(dg_fclamp(((f32)v17), -2147483648.0f, 2147483520.0f))), ((u16)dg_dclamp(sv22.f2[0], 0.0, 65535.0)), DG_A(sv22));
            break;
        }
        }
        st->x0 = p0110_f1(((s64)((u64)(st->x0) * (u64)(((s64)0xffull)))), ((u16)0), DG_A(sv22));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(sv22.f0[2]) * 5u) ^ (u32)(sv22.f1) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(a20[(7u & 7u)]) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)((u64)(st->x0) >> 32);
        out[4] = (u32)(st->x1);
        out[5] = (u32)((u64)(st->x1) >> 32);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((BOOL)((((__uint_as_float(0x4f000000u) - -0.0f)) == ((((isfinite(__uint_as_float(0x3f800000u)) != 0)) ? ((f32)st->x1) : a18[((u32)(((s64)((sv23.y) ^ (((s64)0x71507e10c30c8b19ull))))) & 7u)]))))));
        out[8] = (u32)(((s32)((u32)(((s32)((((gtid) > (1329516070u))) ? (((s32)v17)) : (255)))) + (u32)(((s32)(st->x1))))));
    }
    DG_END
}

DG_PROGRAM(p0110, p0110_state, 64, 3, 7, 9, 1, 2048, 110u)
