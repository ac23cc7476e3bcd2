// diffgen program p0019: gen.py --seed 19 --name p0019 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0;
    u32 f1;
    u64 f2;
} p0019_S0;

FN s8 p0019_f0(f32 p0, s8 p1)
{
    s8 v1 = ((s8)((u32)(p1) * (u32)(p1)));
    s8 v2 = ((s8)(~(u32)(v1)));
    u8 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = ((u8)((((u64)0xe7e9af60745a1a5eull)) >= (((u64)j4))));
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)p0;
    (void)p1;
    v2 = v1;
    v1 = ((s8)((u32)(p1) << ((u32)(1988446051u) & 31u)));
    h5 = ((((dg_fbits(p0) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(v2) * 9u) ^ (u32)(a3[(15u & 15u)]);
    return ((s8)((u32)(v1) ^ (u32)h5));
}

FN s8 p0019_f1(s16 *p0, f64 p1)
{
    s8 c10 = 0;
    f32 v6 = ((f32)p1);
    u64 v7 = ((u64)((((u64)0x23full)) & (((u64)0x3full))));
    s16 a8[4] = {0};
    s32 j9;
    for (j9 = 0; j9 < 4; j9++)
        a8[j9] = ((s16)((u32)(((s16)28423)) + (u32)(((s16)10704))));
    u32 h11 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)h11;
    (void)c10;
    (void)p0;
    (void)p1;
    v6 = __fdiv_rn(((f32)p1), (((f32)v7) + ((f32)((s16)v7))));
    if ((((u64)((u64)(v7) - (u64)(v7)))) <= (((u64)dg_fclamp(((f32)v7), 0.0f, 18446742974197923840.0f)))) {
        v6 = (f32)p0019_f0((((!((isinf(p1) != 0)))) ? __uint_as_float(0x3f000000u) : (((f32)((s16)v7)) - ((f32)((s64)v7)))), ((c10 = ((s8)__funnelshift_r(4294967295u, 501u, ((u32)v7)))), (s8)(c10 ^ ((s8)dg_dclamp(((f64)((u8)1)), -128.0, 127.0)))));
    } else {
        v7 = ((u64)0x1ull);
    }
    v7 = (u64)p0019_f0((v6 / ((f32)v7)), ((s8)63));
    h11 = (((((u32)dg_dbits(p1) * 3u) ^ (u32)(dg_dbits(p1) >> 32) * 5u) ^ (u32)(v7) * 7u) ^ (u32)((u64)(v7) >> 32) * 9u) ^ (u32)(a8[(0u & 3u)]);
    return ((s8)((u32)(((s8)((((s8)v7)) ^ (((s8)dg_fclamp(((f32)v7), -128.0f, 127.0f)))))) ^ (u32)h11));
}

typedef struct {
    f64 x0;
    u32 x1;
    u64 x2;
    BOOL x3;
    u32 h;
} p0019_state;

DG_KERNEL(p0019_kernel, p0019_state)
{
    DG_BEGIN(p0019_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 13u;
        u32 c19 = 0;
        st->x0 = ((f64)((s32)__ldg(&in[4])));
        st->x1 = ((u32)((u32)(bid) >> ((u32)(((s32)-1508042664)) & 31u)));
        st->x2 = ((u64)dg_fclamp(((f32)__ldg(&in[2])), 0.0f, 18446742974197923840.0f));
        st->x3 = ((BOOL)(((((f64)((s8)__ldg(&in[4])))) < (((f64)((u64)gtid))))));
        st->h = ((u32)((u32)(((u32)st->x3)) - (u32)(out[((u32)(((u8)__double2ll_rn(dg_dclamp(((f64)((u32)st->x3)), -9223372036854775808.0, 9223372036854774784.0)))) & 3u)])));
        s64 v12 = ((s64)((u64)(((s64)0x44ull)) * (u64)(((s64)0x3dull))));
        s64 v13 = ((s64)dg_rem_s64((s64)(((s64)0x1ull)), (s64)(v12)));
        s16 a14[8] = {0};
        s32 j15;
        for (j15 = 0; j15 < 8; j15++)
            a14[j15] = ((s16)((((((s8)gtid)) != (((s8)v13)))) && (((((s32)v12)) <= (((s32)st->x3))))));
        s32 g16 = 0;
        s32 n17 = 0, i18 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)v13;
        (void)a14;
        (void)j15;
        (void)g16;
        (void)n17;
        (void)i18;
        (void)c19;
        B1:;
        v13 = ((s64)((u64)(((s64)0x20ull)) * (u64)(((s64)((((s64)0xffffffffffffffffull)) & (v12))))));
        if (g16 < 2 && ((((s32)st->x3)) == (((s32)-214808597)))) {
            g16++;
            goto B1;
        }
        n17 = (s32)((u32)(((u64)((((((f32)gtid)) >= (((f32)st->x0)))) && (st->x3)))) % 8u) + 1;
        i18 = 0;
        while (i18 < n17) {
            i18++;
            v13 |= ((s64)((st->x3) ? (((s64)((u64)(v13) * (u64)(((s64)st->h))))) : (((s64)((u64)(((s64)bid)) * (u64)(((s64)0x8ull)))))));
            st->x1 = ((u32)((u32)(((u32)sizeof(f32))) - (u32)(((c19 = tid), (u32)(c19 ^ in[((u32)(((u8)((u32)(((u8)193)) - (u32)(((u8)254))))) & 7u)])))));
        }
        if ((((f64)((s16)bid))) <= ((-(((f64)a14[((u32)(((u8)((((u8)st->x3)) | (((u8)bid))))) & 7u)]))))) {
            out[((u32)(((s64)((u64)(((s64)bid)) - (u64)(v12)))) & 3u)] = ((u32)((((u8)32)) != (((u8)52))));
        }
        if ((st->x0) != ((st->x0 / st->x0))) {
            out[((u32)(((s64)((((__uint_as_float(0x00800000u)) == (((f32)st->x0)))) && (((st->x0) > (__longlong_as_double((s64)0xb48bc5a465bec40bull))))))) & 3u)] = ((u32)((u32)(196u) << ((u32)(7u) & 31u)));
        }
        st->h = (((((u32)(st->x2) * 3u) ^ (u32)((u64)(st->x2) >> 32) * 5u) ^ (u32)(v12) * 7u) ^ (u32)(in[(0u & 7u)]) * 9u) ^ (u32)(out[(3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 13u;
        s32 c25 = 0;
        BOOL v20 = ((BOOL)((u32)st->x3));
        f32 v21 = (((f32)v20) - __uint_as_float(0x00800000u));
        s16 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = ((s16)(((u16)gtid)));
        s32 g24 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v20;
        (void)v21;
        (void)a22;
        (void)j23;
        (void)g24;
        (void)c25;
        v21 = ((((st->h) <= (bid))) ? v21 : ((((out[((u32)(((s32)__double2ll_rz(dg_dclamp(((f64)((s16)st->h)), -9223372036854775808.0, 9223372036854774784.0)))) & 3u)]) < (((u32)st->x3)))) ? ((f32)st->x1) : ((f32)st->x2)));
        a22[((u32)(((s64)((s64)(((s64)st->x1)) >> ((u32)(((u8)113)) & 63u)))) & 7u)] = ((s16)gtid);
        B2:;
        st->x0 = (f64)p0019_f0(((f32)st->x0), ((s8)st->x2));
        if (g24 < 2 && ((st->x2) == (((u64)0x65cbbda5c8758c40ull)))) {
            g24++;
            goto B2;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(dg_dbits(st->x0) >> 32) * 7u) ^ (u32)(v20) * 9u) ^ dg_fbits(v21) ^ (st->h * 7u);
        st->x1 = (u32)p0019_f1(a22 + ((u32)(((c25 = ((s32)st->x3)), (s32)(c25 ^ ((s32)tid)))) % 8u), (st->x0 / st->x0));
        out[4] = (u32)dg_dbits(st->x0);
        out[5] = (u32)(dg_dbits(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)(st->x2);
        out[8] = (u32)((u64)(st->x2) >> 32);
        out[9] = (u32)(st->x3);
        out[10] = (u32)(st->h);
        out[11] = (u32)(st->x1);
        out[12] = (u32)(((s64)((u64)(((s64)v20)) * (u64)(((s64)((u64)(((s64)st->x1)) - (u64)(((s64)0xfffffffffffffee9ull))))))));
    }
    DG_END
}

DG_PROGRAM(p0019, p0019_state, 48, 4, 8, 13, 2, 2048, 19u)
