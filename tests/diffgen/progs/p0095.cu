// diffgen program p0095: gen.py --seed 95 --name p0095 --include ../twin.h
#include "../twin.h"

typedef struct {
    BOOL f0[2];
    f32 f1[3];
} p0095_S0;

FN u32 p0095_f0(s32 p0)
{
    u32 c7 = 0;
    s8 v1 = ((s8)__float2uint_rd(dg_fclamp(((f32)((f64)p0)), 0.0f, 4294967040.0f)));
    s8 v2 = ((s8)((s32)(v1) >> ((u32)(((u32)p0)) & 31u)));
    s32 n3 = 0, i4 = 0;
    s32 g5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)n3;
    (void)i4;
    (void)g5;
    (void)h6;
    (void)c7;
    (void)p0;
    if (((((f64)v2) / ((f64)((f32)p0)))) != ((__longlong_as_double((s64)0x0000000000000000ull) - ((f64)p0)))) {
        n3 = (s32)((u32)(((u64)((((u8)v1)) <= (((u8)(+(((u8)v1)))))))) % 4u) + 1;
        i4 = 0;
        do {
            v1 = ((s8)-127);
        } while (++i4 < n3);
    }
    B1:;
    p0 = __double2int_ru(dg_dclamp(((f64)((s64)v1)), -2147483648.0, 2147483647.0));
    if (g5 < 3 && ((((s8)p0)) == (((s8)0)))) {
        g5++;
        goto B1;
    }
    h6 = (((u32)(p0) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(v2);
    return ((u32)((u32)(((u32)((u32)(((u32)((u32)(((u32)v1)) + (u32)(((u32)v1))))) + (u32)(((c7 = 2174874146u), (u32)(c7 ^ ((u32)p0))))))) ^ (u32)h6));
}

FN s16 p0095_f1(DG_REF(f64) p0)
{
    u32 v8 = ((u32)((((((s32)-2147483647)) <= (3))) ? (3u) : (3u)));
    s64 v9 = ((s64)((((1504693676u) < (537491200u))) ? (((s64)0x42220419a786ea33ull)) : (((s64)0x1ull))));
    uint4 sv10 = make_uint4(((u32)((7u) & (301076323u))), ((u32)ullmin(((u64)v8), ((u64)v9))), ((u32)dg_fclamp(__uint_as_float(0x3f000000u), 0.0f, 4294967040.0f)), ((u32)((u32)(v8) >> ((u32)(((u32)v9)) & 31u))));
    s32 n11 = 0, i12 = 0;
    s32 n13 = 0, i14 = 0;
    s32 g15 = 0;
    u32 h16 = 0;
    (void)v8;
    (void)v9;
    (void)sv10;
    (void)n11;
    (void)i12;
    (void)n13;
    (void)i14;
    (void)g15;
    (void)h16;
    (void)p0;
    n11 = (s32)((u32)(((u32)((u32)(((u32)((u32)(v8) >> ((u32)(255) & 31u)))) * (u32)(sv10.z)))) % 7u);
    i12 = 0;
    do {
        n13 = (s32)((u32)(((u32)((u32)(((u32)((32u) | (v8)))) >> ((u32)(((u32)((sv10.x) & (sv10.y)))) & 31u)))) % 7u);
        for (i14 = 0; i14 < n13; i14++) {
            DG_R(p0) *= ((((((u64)v8)) == (((u64)0x244f13ef2ea6f7d9ull)))) ? ((f64)((s8)2)) : __ddiv_rd(((f64)((f32)i14)), ((f64)i12)));
            v9 = ((s64)i12);
        }
    } while (++i12 < n11);
    B2:;
    sv10.z = sv10.z;
    if (g15 < 3 && ((((s16)v9)) >= (((s16)-3256)))) {
        g15++;
        goto B2;
    }
    h16 = (((((u32)(v8) * 3u) ^ (u32)((u64)(v9) >> 32) * 5u) ^ (u32)(sv10.x) * 7u) ^ (u32)(sv10.z) * 9u) ^ (u32)(sv10.w);
    return ((s16)((u32)(((s16)((((s16)v8)) ^ (((s16)(((u8)v9))))))) ^ (u32)h16));
}

FN f32 p0095_f2(s32 depth, u64 *p0, u32 p1)
{
    u16 v17 = ((u16)sizeof(BOOL));
    u32 a18[16] = {0};
    s32 j19;
    for (j19 = 0; j19 < 16; j19++)
        a18[j19] = ((u32)((u32)(p1) - (u32)(p1)));
    u32 h20 = 0;
    (void)v17;
    (void)a18;
    (void)j19;
    (void)h20;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((f32)((f64)v17));
    p0[0u] = ((u64)(depth));
    p1 = ((u32)((((depth) <= (((s32)-124722758)))) ? ((*(a18 + ((u32)(((u8)((u32)0 - (u32)(((u8)p1))))) & 15u)))) : (p1)));
    v17 |= (u16)(((u16)(((u8)p1))));
    p0095_f2(depth - 1, p0, ((u32)((1u) & (((u32)depth)))));
    h20 = (((((u32)(depth) * 3u) ^ (u32)(v17) * 5u) ^ (u32)(p0[0u]) * 7u) ^ (u32)((u64)(p0[0u]) >> 32) * 9u) ^ (u32)(a18[(0u & 15u)]);
    return (((f32)((s64)0xffffffffffffff1dull)) + (f32)(h20 & 255u));
}

typedef struct {
    s64 x0;
    s16 x1;
    u64 x2;
    u32 h;
    f64 arr[4];
} p0095_state;

DG_SHARED f32 p0095_sh0[33];
DG_SHARED u8 p0095_sh1[66];
DG_SHARED u32 p0095_sh2[66];

DG_KERNEL(p0095_kernel, p0095_state)
{
    DG_BEGIN(p0095_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((s64)((s64)(((s64)tid)) >> ((u32)(((s32)tid)) & 63u)));
        st->x1 = ((s16)((u32)(((s16)__ldg(&in[1]))) - (u32)(((s16)2))));
        st->x2 = ((u64)(~(u64)(((u64)0x2ull))));
        st->h = ((u32)dg_fclamp(((f32)__longlong_as_double((s64)0x11e6086eab15ec8aull)), 0.0f, 4294967040.0f));
        st->arr[0] = ((((((u16)65534)) >= (((u16)st->h)))) ? ((f64)__ldg(&in[4])) : ((f64)325514833));
        st->arr[1] = ((((st->x0) > (((s64)0xa4569d9b723eb7abull)))) ? ((f64)tid) : ((f64)st->x0));
        st->arr[2] = (((f64)((u16)62440)) + __longlong_as_double((s64)0xe14d6bd959a7c8d6ull));
        st->arr[3] = __ddiv_ru(((f64)st->h), ((f64)__ldg(&in[3])));
        p0095_sh0[tid * 1u + 0u] = __uint_as_float(0xa47e0e05u);
        p0095_sh1[tid * 2u + 0u] = ((u8)((u32)(((u8)__ldg(&in[4]))) << ((u32)(1859110020) & 31u)));
        p0095_sh1[tid * 2u + 1u] = ((u8)((u32)0 - (u32)(((u8)210))));
        p0095_sh2[tid * 2u + 0u] = ((u32)((u32)(__ldg(&in[4])) >> ((u32)(tid) & 31u)));
        p0095_sh2[tid * 2u + 1u] = ((u32)(st->x2));
        s16 v21 = ((s16)((((((s16)st->x0)) != (((s16)-30932)))) || ((isfinite(st->arr[((u32)(((u8)((((u64)st->x0)) >= (st->x2)))) & 3u)]) != 0))));
        u64 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = st->x2;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)a22;
        (void)j23;
        st->x2 = (u64)p0095_f0(((s32)dg_rem_s32((s32)(((s32)gtid)), (s32)(((s32)(((isnan(((f64)st->x2)) != 0)) && (((((s32)v21)) > (((s32)bid))))))))));
        st->h = (((((u32)((u64)(st->x0) >> 32) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)((u64)(st->x2) >> 32) * 7u) ^ (u32)(p0095_sh2[tid * 2u + (0u & 1u)]) * 9u) ^ (u32)((u64)(a22[(7u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        s8 v24 = ((s8)st->x1);
        u64 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = ((u64)tid);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)a25;
        (void)j26;
        st->x1 = (s16)p0095_f0(((s32)((u32)(((s32)st->h)) - (u32)(((s32)((u32)(((s32)-2147483647)) << ((u32)(((s32)tid)) & 31u)))))));
        st->x2 = (u64)p0095_f0(((s32)((((st->x1) >= (((s16)bid)))) && (((((s32)bid)) < (((s32)-504787967)))))));
        v24 -= (s8)(((s8)gtid));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)dg_dbits(st->arr[(0u & 3u)]) * 7u) ^ dg_fbits(p0095_sh0[(32u % 33u)]) * 9u) ^ (u32)(p0095_sh1[(65u % 66u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        u32 c31 = 0;
        u32 v27 = bid;
        u8 v28 = (*(p0095_sh1 + tid * 2u + ((u32)(((u8)((u32)(((u8)27)) >> ((u32)(((s32)-551083035)) & 31u)))) & 1u)));
        u64 a29[8] = {0};
        s32 j30;
        for (j30 = 0; j30 < 8; j30++)
            a29[j30] = ((u64)0x0ull);
        f64 v32 = 0.0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v27;
        (void)v28;
        (void)a29;
        (void)j30;
        (void)v32;
        (void)c31;
        p0095_sh2[tid * 2u + ((u32)(st->x0) & 1u)] = ((u32)((u32)(__urhadd(gtid, v27)) >> ((u32)(((u8)dg_rem_u32((u32)(v28), (u32)(((u8)st->x0))))) & 31u)));
        v27 = ((u32)((u32)(((u32)((u32)(p0095_sh2[tid * 2u + ((u32)(__float2ll_rd(dg_fclamp(p0095_sh0[((u32)(((s64)((u64)(((s64)v28)) - (u64)(st->x0)))) % 33u)], -9223372036854775808.0f, 9223371487098961920.0f))) & 1u)]) + (u32)(0u)))) + (u32)(tid)));
        a29[((u32)(((u8)((((((f32)st->x2)) < (p0095_sh0[((u32)(((s32)((s32)(((s32)v27)) >> ((u32)(st->h) & 31u)))) % 33u)]))) ? (p0095_sh1[tid * 2u + ((u32)(((c31 = v27), (u32)(c31 ^ p0095_sh2[tid * 2u + ((u32)(__double_as_longlong(dg_canon(((f64)st->x2)))) & 1u)]))) & 1u)]) : (((u8)gtid))))) & 7u)] = ((u64)__float2uint_ru(dg_fclamp(((f32)st->x2), 0.0f, 4294967040.0f)));
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(v27) * 5u) ^ (u32)(dg_dbits(st->arr[(3u & 3u)]) >> 32) * 7u) ^ dg_fbits(p0095_sh0[(0u % 33u)]) * 9u) ^ (u32)(a29[(0u & 7u)]) ^ (st->h * 7u);
        v32 = (f64)p0095_f1(DG_A(v32));
        v32 = (f64)p0095_f2((s32)((u32)(((u32)(~(u32)(298u)))) % 4u), a29 + ((u32)(((s32)((u32)(((s32)tid)) - (u32)(((s32)st->x2))))) % 8u), ((u32)((u32)(((u32)(~(u32)(p0095_sh2[tid * 2u + ((u32)(((u8)dg_fclamp(((f32)965994499), 0.0f, 255.0f))) & 1u)])))) - (u32)(((u32)__double_as_longlong(dg_canon(v32)))))));
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->x2);
        out[4] = (u32)((u64)(st->x2) >> 32);
        if ((gtid % 5u) == 2u && ((((st->x0) > (((s64)0x913878bb7d2c3afaull)))) && (((((s32)st->x1)) <= (1690868053))))) return;
        out[5] = (u32)(st->h);
        out[6] = (u32)(2147483647);
        out[7] = (u32)dg_dbits(st->arr[0]);
        out[8] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0095, p0095_state, 33, 3, 5, 9, 3, 8192, 95u)
