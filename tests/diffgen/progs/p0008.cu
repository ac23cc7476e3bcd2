// diffgen program p0008: gen.py --seed 8 --name p0008 --include ../twin.h
#include "../twin.h"

typedef struct {
    u32 f0[4];
    BOOL f1[2];
} p0008_S0;

FN s16 p0008_f0(s16 p0, DG_REF(u16) p1)
{
    f64 v1 = ((f64)p0);
    u16 v2 = ((u16)((u32)(((u16)18630)) >> ((u32)(((u32)p0)) & 31u)));
    uint4 sv3 = make_uint4(((u32)dg_rem_u32((u32)(((u32)DG_R(p1))), (u32)(255u))), ((u32)(~(u32)(63u))), 7u, ((u32)__clzll(((s64)p0))));
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)h4;
    (void)p0;
    (void)p1;
    p0 = ((s16)((u32)(p0) * (u32)(p0)));
    if (((((s32)0x80000000u)) <= (((s32)DG_R(p1)))) && ((((s16)DG_R(p1))) < (((s16)30794)))) return ((s16)((u32)(((s16)32)) + (u32)(((s16)24835))));
    v1 = ((f64)((u64)0x3ull));
    h4 = (((((u32)(DG_R(p1)) * 3u) ^ (u32)dg_dbits(v1) * 5u) ^ (u32)(dg_dbits(v1) >> 32) * 7u) ^ (u32)(v2) * 9u) ^ (u32)(sv3.w);
    return ((s16)((u32)(((s16)(((s64)0x7b52b88fe831f560ull)))) ^ (u32)h4));
}

FN s32 p0008_f1(s32 depth, u64 *p0, DG_REF(s32) p1, DG_REF(float4) p2)
{
    u32 c10 = 0;
    u16 v5 = ((u16)((((((u8)DG_R(p1))) != (((u8)63)))) || (((((u32)DG_R(p1))) == (63u)))));
    s16 v6 = ((s16)(~(u32)(((s16)depth))));
    f64 a7[16] = {0};
    s32 j8;
    for (j8 = 0; j8 < 16; j8++)
        a7[j8] = __longlong_as_double(((s64)v5));
    s32 g9 = 0;
    s32 g11 = 0;
    u32 h12 = 0;
    (void)v5;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)g9;
    (void)g11;
    (void)h12;
    (void)c10;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((s32)-215);
    if ((((*(p0 + ((u32)(((s32)((s32)(depth) >> ((u32)(((u8)v6)) & 31u)))) & 3u)))) != (((u64)0x2615392763a8aa0dull))) && ((((u32)depth)) < (758851766u))) return ((s32)((depth) & (((s32)v6))));
    B1:;
    switch (((u32)(((c10 = ((u32)__umul64hi(p0[((u32)(((s64)0x633008ccb1e11709ull)) & 3u)], ((u64)v6)))), (u32)(c10 ^ ((u32)__double2int_rn(dg_dclamp(a7[((u32)(((s32)((((((f32)((u32)v5))) < (((f32)DG_R(p1))))) ? (((s32)v5)) : (depth)))) & 15u)], -2147483648.0, 2147483647.0)))))) + (u32)DG_R(p1)) & 7u) {
    case 0: {
        if (((v5) != (((u16)DG_R(p1)))) && ((DG_R(p1)) != (1972742996))) return ((s32)((s32)(depth) >> ((u32)(DG_R(p1)) & 31u)));
        break;
    }
    case 1: {
        DG_R(p1) = (s32)p0008_f0(((s16)((u32)(((s16)dg_div_s32((s32)(v6), (s32)(v6)))) << ((u32)(((s32)((((v6) >= (((s16)19208)))) ? (((s32)-98)) : (DG_R(p1))))) & 31u))), DG_A(v5));
        break;
    }
    case 2: {
        v5 = (u16)p0008_f0(((s16)DG_R(p1)), DG_A(v5));
    }
    /* fallthrough */
    case 4: {
        v6 = p0008_f0(((s16)((u32)0 - (u32)(((s16)sizeof(u32))))), DG_A(v5));
        break;
    }
    }
    if (g9 < 3 && ((((s16)7)) >= (v6))) {
        g9++;
        goto B1;
    }
    B2:;
    v6 = p0008_f0(((s16)((u32)(v6) << ((u32)(((u8)DG_R(p1))) & 31u))), DG_A(v5));
    if (g11 < 2 && ((((u16)518)) <= (v5))) {
        g11++;
        goto B2;
    }
    if ((signbit(dg_canonf(((f32)((u32)DG_R(p1))))) != 0) && ((((u64)DG_R(p1))) >= (p0[((u32)(((u32)sizeof(DG_R(p2)))) & 3u)]))) return ((s32)((u32)(DG_R(p1)) - (u32)(DG_R(p1))));
    v6 = (s16)p0008_f1(depth - 1, p0, DG_A(DG_R(p1)), DG_A(DG_R(p2)));
    h12 = (((((u32)(depth) * 3u) ^ dg_fbits(DG_R(p2).z) * 5u) ^ (u32)((u64)(p0[(3u & 3u)]) >> 32) * 7u) ^ (u32)dg_dbits(a7[(0u & 15u)]) * 9u) ^ (u32)dg_dbits(a7[(15u & 15u)]);
    return ((s32)((u32)(((s32)(~(u32)(((s32)((u32)0 - (u32)(1))))))) ^ (u32)h12));
}

typedef struct {
    s32 x0;
    u32 x1;
    s32 x2;
    u32 h;
} p0008_state;

DG_KERNEL(p0008_kernel, p0008_state)
{
    DG_BEGIN(p0008_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        u32 c18 = 0;
        s64 c19 = 0;
        st->x0 = ((s32)((u32)(((s32)tid)) << ((u32)(((s32)__ldg(&in[1]))) & 31u)));
        st->x1 = ((u32)__float2ll_ru(dg_fclamp(((f32)gtid), -9223372036854775808.0f, 9223371487098961920.0f)));
        st->x2 = ((s32)(isfinite(((f32)bid)) != 0));
        st->h = ((u32)((2272115961u) & (__ldg(&in[0]))));
        s64 v13 = ((s64)((((s64)0xae7383021178983dull)) ^ (((s64)0x20ull))));
        u16 v14 = ((u16)((u32)(((u16)tid)) * (u32)(((u16)v13))));
        u64 a15[8] = {0};
        s32 j16;
        for (j16 = 0; j16 < 8; j16++)
            a15[j16] = ((u64)((((u64)0x20ull)) & (((u64)0x1e1ull))));
        float4 sv17;
        sv17.x = __int2float_rn(st->x2);
        sv17.y = ((f32)((s16)63));
        sv17.z = ((f32)st->x1);
        sv17.w = ((f32)-1.0);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)v14;
        (void)a15;
        (void)j16;
        (void)sv17;
        (void)c18;
        (void)c19;
        if ((((1u) >= (3874909778u))) && ((!((((*(out + ((u32)(v13) & 3u)))) < (1u)))))) {
            st->x2 = (s32)p0008_f0(((s16)((((((u32)st->x2)) <= (st->x1))) ? (((s16)0)) : (((s16)-1)))), DG_A(v14));
        }
        if ((gtid % 7u) == 2u && ((st->x0) != (((s32)-1257548077)))) return;
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(v14) * 5u) ^ dg_fbits(sv17.z) * 7u) ^ (u32)(out[(3u & 3u)]) * 9u) ^ (u32)(a15[(7u & 7u)]) ^ (st->h * 7u);
        st->x2 = p0008_f1((s32)((u32)(((c18 = gtid), (u32)(c18 ^ 1963977201u))) % 3u), a15, DG_A(st->x2), DG_A(sv17));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        out[8] = (u32)(a15[((u32)(((c19 = ((s64)0x2bull)), (s64)(c19 ^ ((s64)0x8000000000000001ull)))) & 7u)]);
    }
    DG_END
}

DG_PROGRAM(p0008, p0008_state, 64, 2, 4, 9, 1, 8192, 8u)
