// diffgen program p0154: gen.py --seed 155 --name p0154 --include ../twin.h
#include "../twin.h"

typedef struct {
    u32 f0;
    u32 f1;
    f32 f2;
} p0154_S0;
typedef struct {
    BOOL f0;
    u64 f1[2];
    s16 f2;
} p0154_S1;

FN s64 p0154_f0(p0154_S0 p0, u32 p1, DG_REF(p0154_S1) p2)
{
    u32 c9 = 0;
    BOOL v1 = ((BOOL)(((((s64)p1)) <= (((s64)0x9cd1387a5487c152ull)))));
    f32 v2 = (-(((f32)p1)));
    f64 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = __longlong_as_double((s64)0x97a8cd6b8a34a067ull);
    s32 g5 = 0;
    s32 n6 = 0, i7 = 0;
    s32 g8 = 0;
    u32 h10 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)g5;
    (void)n6;
    (void)i7;
    (void)g8;
    (void)h10;
    (void)c9;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    n6 = (s32)((u32)(((u32)((u32)(((u32)dg_dclamp(0.125, 0.0, 4294967295.0))) >> ((u32)(((s32)((u32)(1) * (u32)(((s32)v1))))) & 31u)))) % 7u) + 1;
    for (i7 = 0; i7 < n6; i7++) {
        if (v1) {
            --p1;
        } else {
            v1 = ((BOOL)(((((s64)((((((u16)i7)) == (((u16)54310)))) || (((((u64)v1)) >= (((u64)p1))))))) >= (((s64)((u64)(((s64)0xfull)) << ((u32)(p1) & 63u)))))));
        }
    }
    if (g5 < 3 && ((((s16)p1)) < (((s16)-13606)))) {
        g5++;
        goto B1;
    }
    v1 = ((BOOL)((s8)(((u8)v1))));
    v1 = ((BOOL)((!(v1))));
    B2:;
    p1 = ((u32)((((((s16)p1)) > (((s16)17139)))) ? (((c9 = ((u32)v1)), (u32)(c9 ^ p1))) : (((u32)dg_rem_u32((u32)(699266222u), (u32)(p1))))));
    if (g8 < 2 && ((((f64)p1)) >= (__longlong_as_double((s64)0x0000000000000001ull)))) {
        g8++;
        goto B2;
    }
    h10 = (((((u32)(p0.f0) * 3u) ^ dg_fbits(p0.f2) * 5u) ^ (u32)(DG_R(p2).f1[1]) * 7u) ^ (u32)((u64)(DG_R(p2).f1[1]) >> 32) * 9u) ^ (u32)(DG_R(p2).f2);
    return ((s64)((u64)(((s64)(((u16)((((u16)p1)) ^ (((u16)147))))))) ^ (u64)h10));
}

FN p0154_S1 p0154_f1(DG_REF(p0154_S0) p0, p0154_S0 p1, DG_REF(float4) p2)
{
    s8 v11 = ((s8)((s32)(((s8)127)) >> ((u32)(((u8)252)) & 31u)));
    BOOL v12 = ((BOOL)(((((s16)v11)) > (((s16)63)))));
    p0154_S0 sv13;
    sv13.f0 = ((u32)__popc(((u32)v12)));
    sv13.f1 = ((u32)((u32)0 - (u32)(p1.f1)));
    sv13.f2 = __fsqrt_rn(1024.0f);
    p0154_S1 sv14;
    sv14.f0 = ((BOOL)((!(v12))));
    sv14.f1[0] = ((u64)dg_dclamp(((f64)v11), 0.0, 18446744073709549568.0));
    sv14.f1[1] = ((u64)dg_fclamp(DG_R(p0).f2, 0.0f, 18446742974197923840.0f));
    sv14.f2 = ((s16)sizeof(s8));
    s32 n15 = 0, i16 = 0;
    u32 h17 = 0;
    (void)v11;
    (void)v12;
    (void)sv13;
    (void)sv14;
    (void)n15;
    (void)i16;
    (void)h17;
    (void)p0;
    (void)p1;
    (void)p2;
    sv13.f0 = p1.f0;
    n15 = (s32)((u32)(((u64)((((u64)0x38ull)) | (((u64)((u64)(((u64)v11)) >> ((u32)(((s32)v12)) & 63u))))))) % 4u);
    i16 = 0;
    while (i16 < n15) {
        i16++;
        v12 = (BOOL)(p0154_f0(sv13, ((u32)sizeof(sv13)), DG_A(sv14)) != 0);
    }
    h17 = (((((u32)(v11) * 3u) ^ dg_fbits(DG_R(p0).f2) * 5u) ^ dg_fbits(DG_R(p2).z) * 7u) ^ (u32)(sv14.f1[0]) * 9u) ^ (u32)(sv14.f2);
    sv14.f0 = ((BOOL)(((u32)(sv14.f0) ^ h17) & 1u));
    return sv14;
}

FN s8 p0154_f2(const f32 *p0)
{
    BOOL v18 = ((BOOL)(((((s64)0x8000000000000001ull)) > (((s64)0x61548676e964dfe9ull)))));
    p0154_S0 sv19;
    sv19.f0 = ((u32)((u32)(255u) - (u32)(4294967294u)));
    sv19.f1 = ((u32)__double2ll_rn(dg_dclamp(((f64)v18), -9223372036854775808.0, 9223372036854774784.0)));
    sv19.f2 = ((f32)v18);
    p0154_S1 sv20;
    sv20.f0 = ((BOOL)((((isinf(p0[((u32)(((u32)dg_fclamp(((f32)v18), 0.0f, 4294967040.0f))) & 1u)]) != 0)) || ((signbit(dg_canon(((f64)sv19.f2))) != 0)))));
    sv20.f1[0] = ((u64)dg_div_u64((u64)(((u64)v18)), (u64)(((u64)v18))));
    sv20.f1[1] = ((u64)(+(((u64)0x20ull))));
    sv20.f2 = ((s16)((u32)(((s16)v18)) << ((u32)(((u8)v18)) & 31u)));
    float4 sv21;
    sv21.x = sv19.f2;
    sv21.y = (sv19.f2 * 0.125f);
    sv21.z = ((f32)((s16)7));
    sv21.w = (((f32)v18) - sv19.f2);
    s32 g22 = 0;
    u32 h23 = 0;
    (void)v18;
    (void)sv19;
    (void)sv20;
    (void)sv21;
    (void)g22;
    (void)h23;
    (void)p0;
    v18 = ((BOOL)(((((u16)((((u16)47)) & (((u16)65534))))) > (((u16)12526)))));
    sv20 = p0154_f1(DG_A(sv19), sv19, DG_A(sv21));
    B5:;
    if ((((s32)v18)) <= (((s32)dg_fclamp(p0[((u32)(((u8)sizeof(u8))) & 1u)], -2147483648.0f, 2147483520.0f)))) {
        if ((((s16)((u32)(((s16)-145)) * (u32)(((s16)v18))))) == (((s16)((((s16)v18)) | (sv20.f2))))) {
            v18 = ((BOOL)((signbit(dg_canon(3.0)) != 0)));
        }
    }
    if (g22 < 3 && v18) {
        g22++;
        goto B5;
    }
    v18 = ((BOOL)((u16)1));
    h23 = (((((u32)(v18) * 3u) ^ (u32)(sv19.f0) * 5u) ^ (u32)(sv20.f0) * 7u) ^ (u32)(sv20.f1[0]) * 9u) ^ (u32)((u64)(sv20.f1[1]) >> 32);
    return ((s8)((u32)(((s8)-37)) ^ (u32)h23));
}

typedef struct {
    u8 x0;
    u32 x1;
    u32 h;
} p0154_state;

DG_KERNEL(p0154_kernel, p0154_state)
{
    DG_BEGIN(p0154_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 5u;
        s16 c29 = 0;
        s32 c31 = 0;
        st->x0 = ((u8)__float2ll_rz(dg_fclamp(((f32)gtid), -9223372036854775808.0f, 9223371487098961920.0f)));
        st->x1 = ((u32)((((((s8)127)) == (((s8)bid)))) ? (((u32)st->x0)) : (760934287u)));
        st->h = ((u32)st->x0);
        f64 v24 = ((f64)st->h);
        f32 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = (((f32)((s16)-32768)) / -0.0f);
        p0154_S0 sv27;
        sv27.f0 = ((u32)((((((f32)bid)) == (((f32)v24)))) && (((((f32)st->x1)) != (((f32)st->h))))));
        sv27.f1 = ((u32)sizeof(s16));
        sv27.f2 = ((f32)bid);
        p0154_S1 sv28;
        sv28.f0 = ((BOOL)(((((s8)bid)) > (((s8)st->h)))));
        sv28.f1[0] = ((u64)0x8ull);
        sv28.f1[1] = ((u64)((u64)(((u64)tid)) + (u64)(((u64)bid))));
        sv28.f2 = ((c29 = ((s16)175)), (s16)(c29 ^ ((s16)2)));
        float4 sv30 = make_float4(((*(a25 + ((u32)(((u32)__double2ull_rn(dg_dclamp(v24, 0.0, 18446744073709549568.0)))) & 7u))) / ((f32)st->x1)), (((f32)9007199254740992.0) - a25[((u32)(((c31 = ((s32)st->x0)), (s32)(c31 ^ ((s32)st->h)))) & 7u)]), (-(((f32)((s64)st->h)))), ((((-1.0) == (((f64)bid)))) ? a25[((u32)(((s64)((u64)(((s64)0x3ull)) * (u64)(((s64)0x8000000000000001ull))))) & 7u)] : a25[((u32)(((u8)((u32)(((u8)1)) * (u32)(st->x0)))) & 7u)]));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)sv27;
        (void)sv28;
        (void)sv30;
        (void)c29;
        (void)c31;
        st->x1 = ((u32)((u32)(gtid) << ((u32)(st->x0) & 31u)));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(sv27.f1) * 5u) ^ (u32)(sv28.f1[0]) * 7u) ^ (u32)(sv28.f1[1]) * 9u) ^ (u32)(in[(0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 5u;
        BOOL v32 = ((BOOL)(((((f32)0.0000152587890625)) <= (((f32)((u16)tid))))));
        f32 a33[8] = {0};
        s32 j34;
        for (j34 = 0; j34 < 8; j34++)
            a33[j34] = ((((((u16)gtid)) > (((u16)11915)))) ? __uint_as_float(0xfa411a21u) : ((f32)v32));
        p0154_S0 sv35;
        sv35.f0 = ((u32)dg_fclamp(-1.0f, 0.0f, 4294967040.0f));
        sv35.f1 = ((u32)((u32)(bid) - (u32)(4294967294u)));
        sv35.f2 = __fsqrt_ru((*(a33 + ((u32)(((u8)((u32)(st->x0) - (u32)(st->x0)))) & 7u))));
        p0154_S1 sv36;
        sv36.f0 = ((BOOL)(((((s8)1)) >= (((s8)st->x1)))));
        sv36.f1[0] = ((u64)((u64)(((u64)v32)) << ((u32)(((s32)tid)) & 63u)));
        sv36.f1[1] = ((u64)st->x1);
        sv36.f2 = ((s16)__double2int_rd(dg_dclamp(((f64)sv35.f2), -2147483648.0, 2147483647.0)));
        float4 sv37 = make_float4((sv35.f2 - ((f32)((s32)bid))), ((((((u16)128)) > (((u16)19951)))) ? ((f32)st->x0) : ((f32)v32)), ((f32)((s16)-1)), (((f32)bid) - 0.5f));
        s32 g38 = 0;
        s32 n39 = 0, i40 = 0;
        s32 n41 = 0, i42 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v32;
        (void)a33;
        (void)j34;
        (void)sv35;
        (void)sv36;
        (void)sv37;
        (void)g38;
        (void)n39;
        (void)i40;
        (void)n41;
        (void)i42;
        B8:;
        n39 = (s32)((u32)(((u64)((u64)0 - (u64)(((u64)__funnelshift_rc(st->h, gtid, st->x1)))))) % 8u) + 1;
        i40 = 0;
        do {
            n41 = (s32)((u32)(((u8)llmax(((s64)((((((s64)tid)) == (((s64)0x3bf5a6c3552b2bbcull)))) ? (((s64)st->h)) : (((s64)0xffffffffffffff4cull)))), ((s64)(!((signbit(dg_canonf(sv37.y)) != 0))))))) % 8u);
            i42 = 0;
            while (i42 < n41) {
                i42++;
                if (isinf(((f32)st->x0)) != 0) continue;
                if ((gtid % 3u) == 1u && ((i42) < (((s32)st->h)))) return;
            }
        } while (++i40 < n39);
        if (g38 < 1 && ((((((u64)0x3ull)) >= (sv36.f1[0]))) || ((isfinite(((f64)((u8)tid))) != 0)))) {
            g38++;
            goto B8;
        }
        sv37.x = (sv37.z + (((f32)((s64)st->x1)) - ((f32)__longlong_as_double((s64)0x9fa5fcad73ba9886ull))));
        v32 = (BOOL)(p0154_f0(sv35, ((u32)(!(((((s8)gtid)) != (((s8)-71)))))), DG_A(sv36)) != 0);
        st->h = (((((u32)(sv35.f1) * 3u) ^ (u32)(sv36.f1[0]) * 5u) ^ (u32)((u64)(sv36.f1[1]) >> 32) * 7u) ^ (u32)(sv36.f2) * 9u) ^ dg_fbits(sv37.y) ^ (st->h * 7u);
        st->x1 = (u32)p0154_f2(&a33[((u32)(((s64)__mul24(((s32)((s16)gtid)), ((s32)sv36.f2)))) % 7u)]);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((s64)dg_dclamp((((f64)sv35.f2) / 1.0e22), -9223372036854775808.0, 9223372036854774784.0)));
        out[4] = (u32)(((s32)dg_div_s32((s32)(((s32)st->x0)), (s32)(((s32)((((__longlong_as_double((s64)0x1613d94a9eef2bf6ull)) == (((f64)bid)))) ? (((s32)v32)) : (((s32)st->x0))))))));
    }
    DG_END
}

DG_PROGRAM(p0154, p0154_state, 96, 3, 4, 5, 2, 2048, 155u)
