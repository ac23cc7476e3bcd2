// diffgen program p0149: gen.py --seed 150 --name p0149 --include ../twin.h
#include "../twin.h"

typedef struct {
    s16 f0;
    s64 f1[3];
} p0149_S0;
typedef struct {
    u16 f0;
    s64 f1;
    u32 f2[2];
} p0149_S1;

FN BOOL p0149_f0(p0149_S1 p0)
{
    f64 v1 = ((((((s8)-68)) >= (((s8)-128)))) ? ((f64)2) : 2.0);
    f64 v2 = (v1 - v1);
    s32 g3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)h4;
    (void)p0;
    v1 = __longlong_as_double((s64)0x3fe0000000000000ull);
    B1:;
    ++v2;
    if (g3 < 1 && (!(((((s16)8)) >= (((s16)6015)))))) {
        g3++;
        goto B1;
    }
    h4 = (((((u32)dg_dbits(v1) * 3u) ^ (u32)(p0.f0) * 5u) ^ (u32)(p0.f1) * 7u) ^ (u32)(p0.f2[0]) * 9u) ^ (u32)(p0.f2[1]);
    return ((BOOL)(((u32)(((BOOL)(((((s32)((((((s64)0x7ull)) == (((s64)0xa89433ee12d2a674ull)))) ? (((s32)0x80000000u)) : (((s32)-774266359))))) <= (((s32)((s32)(3) >> ((u32)(494u) & 31u)))))))) ^ h4) & 1u));
}

FN u64 p0149_f1(u16 p0)
{
    s16 v5 = ((s16)p0);
    s8 v6 = ((s8)((((s8)32)) & (((s8)-127))));
    p0149_S1 sv7;
    sv7.f0 = ((u16)((u32)(((u16)63)) + (u32)(((u16)v6))));
    sv7.f1 = ((s64)dg_dclamp(((f64)v6), -9223372036854775808.0, 9223372036854774784.0));
    sv7.f2[0] = ((u32)(((isfinite(((f64)p0)) != 0)) ? (((u32)v5)) : (((u32)v6))));
    sv7.f2[1] = 238u;
    u32 h8 = 0;
    (void)v5;
    (void)v6;
    (void)sv7;
    (void)h8;
    (void)p0;
    if ((((s64)((((((f32)v5)) == (((f32)p0)))) && (((((s8)p0)) >= (((s8)0))))))) > (((s64)0xe7531e9657da92e9ull))) {
        v5 = ((s16)((u32)(((s16)v6)) - (u32)(((s16)32))));
    }
    if ((((sv7.f2[0]) > (702222330u))) || ((isfinite(((f32)v6)) != 0))) {
        v6 = ((s8)dg_div_s32((s32)(v6), (s32)(v6)));
    } else {
        if ((((f64)v6)) == ((((f64)v6) * __longlong_as_double((s64)0x41e0000000000000ull)))) {
            v6 = ((s8)dg_dclamp(((((v6) >= (((s8)-31)))) ? ((f64)v5) : ((f64)((s16)p0))), -128.0, 127.0));
        } else {
            p0 = ((u16)((((u64)0xc5b475ccdcc26256ull)) <= (((u64)0x1ull))));
        }
    }
    h8 = (((((u32)(p0) * 3u) ^ (u32)(v5) * 5u) ^ (u32)(sv7.f0) * 7u) ^ (u32)((u64)(sv7.f1) >> 32) * 9u) ^ (u32)(sv7.f2[1]);
    return ((u64)((u64)(((u64)((u64)(((u64)((((528u) == (((u32)p0)))) || (((((f32)p0)) != (((f32)v5))))))) << ((u32)(1u) & 63u)))) ^ (u64)h8));
}

FN f64 p0149_f2(s8 p0)
{
    s8 c11 = 0;
    s8 v9 = ((s8)((u32)(p0) + (u32)(p0)));
    p0149_S1 sv10;
    sv10.f0 = ((u16)dg_rem_u32((u32)(((u16)p0)), (u32)(((u16)v9))));
    sv10.f1 = ((s64)v9);
    sv10.f2[0] = ((u32)((u32)(((u32)p0)) + (u32)(((u32)p0))));
    sv10.f2[1] = ((u32)(((s64)v9)));
    u32 h12 = 0;
    (void)v9;
    (void)sv10;
    (void)h12;
    (void)c11;
    (void)p0;
    p0 = ((c11 = ((s8)((u32)(((s8)0)) * (u32)(((s8)127))))), (s8)(c11 ^ v9));
    if (((((u64)v9)) != (((u64)0x0ull))) && ((sv10.f0) <= (((u16)2)))) return __dmul_rd(((f64)p0), 0.0000152587890625);
    h12 = (((((u32)(p0) * 3u) ^ (u32)(sv10.f0) * 5u) ^ (u32)(sv10.f1) * 7u) ^ (u32)((u64)(sv10.f1) >> 32) * 9u) ^ (u32)(sv10.f2[1]);
    return (((((__uint_as_float(0xbf800000u)) <= (__uint_as_float(0x7395a48fu)))) ? (100.0 - ((f64)-0.0009765625f)) : (-(((f64)0.25f)))) + (f64)(h12 & 255u));
}

typedef struct {
    s32 x0;
    BOOL x1;
    f64 x2;
    s64 x3;
    u32 h;
} p0149_state;

DG_KERNEL(p0149_kernel, p0149_state)
{
    DG_BEGIN(p0149_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        s32 c21 = 0;
        st->x0 = ((s32)-189);
        st->x1 = ((BOOL)(((((u8)255)) != (((u8)__ldg(&in[4]))))));
        st->x2 = ((f64)((s8)-62));
        st->x3 = ((s64)((u64)(((s64)0x8000000000000000ull)) << ((u32)(((u8)255)) & 63u)));
        st->h = ((u32)st->x1);
        f64 v13 = floor(((f64)((f32)bid)));
        s64 v14 = ((s64)dg_rem_s64((s64)(st->x3), (s64)(((s64)0x8000000000000001ull))));
        p0149_S1 sv15;
        sv15.f0 = ((u16)((((u16)gtid)) | (((u16)v14))));
        sv15.f1 = ((s64)st->h);
        sv15.f2[0] = ((u32)((tid) ^ (st->h)));
        sv15.f2[1] = ((u32)dg_fclamp(((f32)st->x1), 0.0f, 4294967040.0f));
        s32 g16 = 0;
        s32 n17 = 0, i18 = 0;
        s32 n19 = 0, i20 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)v14;
        (void)sv15;
        (void)g16;
        (void)n17;
        (void)i18;
        (void)n19;
        (void)i20;
        (void)c21;
        B2:;
        n17 = (s32)((u32)(((u64)((u64)(((u64)umax(tid, in[((u32)(((s64)((u64)(st->x3) << ((u32)(((u32)st->x3)) & 63u)))) % 5u)]))) ^ (u64)0xffffffffffffffff))) % 3u);
        for (i18 = 0; i18 < n17; i18++) {
            st->h -= ((u32)((65104591u) | (((u32)v14))));
            n19 = (s32)((u32)(((u32)__double2int_rn(dg_dclamp(rint(st->x2), -2147483648.0, 2147483647.0)))) % 3u) + 1;
            i20 = 0;
            while (i20 < n19) {
                i20++;
                sv15.f1 = ((s64)((((((f32)st->x3)) > (((f32)((s64)0x1ull))))) ? (((s64)sizeof(sv15))) : (((s64)0x8000000000000000ull))));
            }
        }
        if (g16 < 2 && (!(((((u64)st->x3)) < (((u64)0xcf4fe8573972dd69ull)))))) {
            g16++;
            goto B2;
        }
        st->x2++;
        if ((((u8)((((u8)st->x3)) & (((u8)0))))) >= (((u8)45))) {
            st->h = (u32)p0149_f1(((u16)((((sv15.f2[0]) >= (in[((u32)(((s64)((sv15.f1) ^ (((s64)st->x1))))) % 5u)]))) ? (sv15.f0) : (((u16)42258)))));
        } else {
            st->x1 = ((BOOL)(((((c21 = st->x0), (s32)(c21 ^ st->x0))) != (((s32)-810461598)))));
        }
        if ((((s64)((s64)(((s64)st->h)) >> ((u32)(((u32)v14)) & 63u)))) < (((s64)0xe99e82b5c6e8ded0ull))) {
            st->x0 &= ((s32)dg_fclamp(((f32)tid), -2147483648.0f, 2147483520.0f));
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)dg_dbits(st->x2) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)(sv15.f0) * 9u) ^ (u32)(sv15.f2[0]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        s64 c25 = 0;
        f64 v22 = (st->x2 / ((f64)tid));
        s32 v23 = ((s32)dg_div_s32((s32)(((s32)st->h)), (s32)(st->x0)));
        p0149_S1 sv24;
        sv24.f0 = ((u16)(((u8)bid)));
        sv24.f1 = ((c25 = ((s64)st->x0)), (s64)(c25 ^ st->x3));
        sv24.f2[0] = tid;
        sv24.f2[1] = ((u32)((((__uint_as_float(0x7f7fffffu)) != (-2.5f))) ? (((u32)st->x1)) : (in[((u32)(((u32)((((s8)v23)) == (((s8)52))))) % 5u)])));
        s32 g26 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)sv24;
        (void)g26;
        (void)c25;
        B3:;
        if ((((s8)sizeof(sv24))) >= (((s8)((((s8)st->x1)) & (((s8)0)))))) {
            st->x3 = ((s64)((u64)0 - (u64)(((s64)((s64)(((s64)0x20ull)) >> ((u32)(((s32)bid)) & 63u))))));
        }
        if (g26 < 3 && ((v22) <= (st->x2))) {
            g26++;
            goto B3;
        }
        if ((((sv24.f2[0]) > (tid))) && (((((s64)tid)) < (((s64)0x62dfbda6bc3a9001ull))))) {
            sv24.f0 = ((u16)dg_fclamp(((f32)bid), 0.0f, 65535.0f));
        }
        v22 = (f64)p0149_f0(sv24);
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)dg_dbits(st->x2) * 5u) ^ (u32)((u64)(st->x3) >> 32) * 7u) ^ (u32)(dg_dbits(v22) >> 32) * 9u) ^ (u32)(sv24.f0) ^ (st->h * 7u);
        v23 = (s32)dg_dclamp(p0149_f2(((s8)((u32)(((s8)127)) << ((u32)(((s32)st->x1)) & 31u)))), -2147483648.0, 2147483647.0);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)dg_dbits(st->x2);
        out[3] = (u32)(dg_dbits(st->x2) >> 32);
        out[4] = (u32)(st->x3);
        out[5] = (u32)((u64)(st->x3) >> 32);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u16)bid));
        out[8] = (u32)(((s32)__float2uint_rd(dg_fclamp((((f32)((f64)st->x1)) - ((f32)st->x0)), 0.0f, 4294967040.0f))));
    }
    DG_END
}

DG_PROGRAM(p0149, p0149_state, 40, 3, 5, 9, 2, 2048, 150u)
