// diffgen program p0159: gen.py --seed 160 --name p0159 --include ../twin.h
#include "../twin.h"

typedef struct {
    s32 f0;
    f32 f1;
    u64 f2;
} p0159_S0;

FN s16 p0159_f0(const f32 *p0, u16 p1)
{
    f64 v1 = (((f64)p1) - __longlong_as_double((s64)0xcc098fab067e50adull));
    s32 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((s32)((((((s16)p1)) >= (((s16)17487)))) ? (j3) : (j3)));
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)g4;
    (void)h5;
    (void)p0;
    (void)p1;
    B1:;
    p1 = ((u16)__urhadd(((u32)((u32)(((u32)p1)) + (u32)(((u32)p1)))), ((u32)dg_dclamp(((f64)p1), 0.0, 4294967295.0))));
    if (g4 < 2 && ((((s32)-118241660)) != (a2[((u32)(((u8)7)) & 7u)]))) {
        g4++;
        goto B1;
    }
    v1 = __fma_ru(v1, ((f64)((u64)p1)), v1);
    h5 = (((((u32)dg_dbits(v1) * 3u) ^ (u32)(dg_dbits(v1) >> 32) * 5u) ^ dg_fbits(p0[(7u & 7u)]) * 7u) ^ (u32)(a2[(0u & 7u)]) * 9u) ^ (u32)(a2[(7u & 7u)]);
    return ((s16)((u32)(((s16)__umul24(((u32)((u16)((u32)(((u16)14710)) * (u32)(p1)))), ((u32)((u16)dg_div_u32((u32)(((u16)32)), (u32)(((u16)63)))))))) ^ (u32)h5));
}

FN s16 p0159_f1(const u64 *p0, s8 p1, f64 p2)
{
    u16 v6 = ((u16)p1);
    f32 a7[8] = {0};
    s32 j8;
    for (j8 = 0; j8 < 8; j8++)
        a7[j8] = (((f32)p2) / 1.5f);
    p0159_S0 sv9;
    sv9.f0 = ((s32)((u32)(31) - (u32)(((s32)v6))));
    sv9.f1 = __int2float_rz(((s32)v6));
    sv9.f2 = p0[((u32)(((s64)((((s64)p1)) | (((s64)0x1ull))))) & 3u)];
    s32 g10 = 0;
    u32 h11 = 0;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)sv9;
    (void)g10;
    (void)h11;
    (void)p0;
    (void)p1;
    (void)p2;
    B2:;
    p2 = (f64)p0159_f0(a7, ((u16)((((u16)dg_fclamp(__uint_as_float(0x5f000000u), 0.0f, 65535.0f))) ^ (v6))));
    if (g10 < 3 && ((p2) <= (((f64)p1)))) {
        g10++;
        goto B2;
    }
    sv9.f1 = (((f32)((f64)p1)) - __uint_as_float(0xf8f071eau));
    p1 -= (s8)(((s8)((u32)(p1) - (u32)(((s8)v6)))));
    if (((((((s64)p1)) < (((s64)v6)))) || ((isfinite(((f32)v6)) != 0))) && ((((s8)v6)) != (((s8)-109)))) return ((s16)((u32)(((s16)32767)) + (u32)(((s16)p1))));
    h11 = (((((u32)(dg_dbits(p2) >> 32) * 3u) ^ (u32)(v6) * 5u) ^ (u32)((u64)(sv9.f2) >> 32) * 7u) ^ (u32)((u64)(p0[(0u & 3u)]) >> 32) * 9u) ^ dg_fbits(a7[(0u & 7u)]);
    return ((s16)((u32)(((s16)((u32)(((s16)__float2int_rz(dg_fclamp(((f32)p1), -2147483648.0f, 2147483520.0f)))) << ((u32)(((u8)p1)) & 31u)))) ^ (u32)h11));
}

typedef struct {
    f32 x0;
    s8 x1;
    u32 x2;
    u32 h;
    f64 arr[2];
} p0159_state;

DG_SHARED u8 p0159_sh0[192];

DG_KERNEL(p0159_kernel, p0159_state)
{
    DG_BEGIN(p0159_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        s32 c20 = 0;
        st->x0 = (((f32)__ldg(&in[1])) * ((f32)gtid));
        st->x1 = ((s8)dg_dclamp(__longlong_as_double((s64)0x4330000000000000ull), -128.0, 127.0));
        st->x2 = ((u32)((u32)(in[((u32)(((u8)((((st->x1) != (((s8)18)))) ? (((u8)gtid)) : (((u8)st->x1))))) % 7u)]) + (u32)(__ldg(&in[2]))));
        st->h = ((u32)((u32)(bid) - (u32)(1u)));
        st->arr[0] = __dsqrt_rn(((f64)bid));
        st->arr[1] = __drcp_rz(((f64)__ldg(&in[0])));
        p0159_sh0[tid * 2u + 0u] = ((u8)((u32)(((u8)54)) << ((u32)(tid) & 31u)));
        p0159_sh0[tid * 2u + 1u] = ((u8)ullmin(((u64)bid), ((u64)__ldg(&in[2]))));
        f32 v12 = ((f32)st->h);
        f64 v13 = sqrt(((f64)((s32)st->h)));
        f32 a14[8] = {0};
        s32 j15;
        for (j15 = 0; j15 < 8; j15++)
            a14[j15] = (((f32)((u64)0x5a08bb1ea312c4c3ull)) - ((f32)((u64)st->x2)));
        u64 a16[8] = {0};
        s32 j17;
        for (j17 = 0; j17 < 8; j17++)
            a16[j17] = ((u64)0x0ull);
        float4 sv18 = make_float4((((f32)((s16)88)) * __uint_as_float(0xf6b67885u)), ((f32)((s16)gtid)), ((f32)(*(a16 + ((u32)(gtid) & 7u)))), (((f32)st->x1) * ((f32)1.0)));
        s32 g19 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)v13;
        (void)a14;
        (void)j15;
        (void)a16;
        (void)j17;
        (void)sv18;
        (void)g19;
        (void)c20;
        B3:;
        if ((((s32)((u32)(255) - (u32)(255)))) <= (((c20 = ((s32)-154)), (s32)(c20 ^ 3)))) {
            (*(a14 + ((u32)(((u8)((((u8)34)) | (((u8)st->h))))) & 7u))) = __fmul_rn(st->x0, sv18.z);
        }
        if (g19 < 2 && ((1169362476) >= (1876564834))) {
            g19++;
            goto B3;
        }
        st->x1 = ((s8)((((((s16)8)) < (((s16)29523)))) && (((113) != (1540478881)))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(dg_dbits(st->arr[(1u & 1u)]) >> 32) * 7u) ^ dg_fbits(a14[(7u & 7u)]) * 9u) ^ (u32)(a16[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        u64 v21 = ((u64)(~(u64)(((u64)0x19cull))));
        s8 v22 = ((s8)st->h);
        f32 a23[8] = {0};
        s32 j24;
        for (j24 = 0; j24 < 8; j24++)
            a23[j24] = ((f32)((f64)j24));
        u64 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = ((u64)dg_fclamp(((f32)v22), 0.0f, 18446742974197923840.0f));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)v22;
        (void)a23;
        (void)j24;
        (void)a25;
        (void)j26;
        a25[((u32)(((s32)-1248192947)) & 7u)] = v21;
        st->x1 = (s8)p0159_f1(a25 + ((u32)(((u32)dg_rem_u32((u32)(st->h), (u32)(gtid)))) % 5u), ((s8)dg_dclamp(__longlong_as_double((s64)0x7bc9ec545b2bdfa1ull), -128.0, 127.0)), __dsqrt_rn(((f64)(*(a23 + ((u32)(((s32)((u32)(((s32)st->h)) + (u32)(((s32)gtid))))) & 7u))))));
        st->x2 = (u32)p0159_f1(&a25[((u32)(((u32)(((u16)v22)))) % 5u)], ((s8)((u32)(((s8)gtid)) + (u32)(v22))), ((f64)((f32)__longlong_as_double((s64)0xc3e0000000000000ull))));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(v21) * 7u) ^ (u32)dg_dbits(st->arr[(1u & 1u)]) * 9u) ^ (u32)(a25[(7u & 7u)]) ^ (st->h * 7u);
        out[0] = dg_fbits(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((s8)((u32)(((s8)dg_dclamp(st->arr[((u32)(((u32)v22)) & 1u)], -128.0, 127.0))) * (u32)(((s8)((v22) & (((s8)v21))))))));
        out[5] = (u32)(((s16)((u32)(((s16)__double2ull_rz(dg_dclamp(((f64)((f32)v22)), 0.0, 18446744073709549568.0)))) + (u32)(((s16)((u32)(((s16)st->h)) << ((u32)(1425404066) & 31u)))))));
        out[6] = (u32)dg_dbits(st->arr[0]);
        out[7] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0159, p0159_state, 96, 4, 7, 8, 2, 2048, 160u)
