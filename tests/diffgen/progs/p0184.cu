// diffgen program p0184: gen.py --seed 185 --name p0184 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u8 f0;
} p0184_S0;

FN p0184_S0 p0184_f0(u64 p0, f64 p1)
{
    u8 v1 = ((u8)dg_fclamp(((f32)((s16)0)), 0.0f, 255.0f));
    u64 v2 = ((u64)((((__longlong_as_double((s64)0x7ff8000000000000ull)) > (((f64)((f32)v1))))) ? (p0) : (p0)));
    f64 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = ((f64)((s16)-5991));
    p0184_S0 sv5;
    sv5.f0 = ((u8)2);
    s32 g6 = 0;
    s32 n7 = 0, i8 = 0;
    u32 h9 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)g6;
    (void)n7;
    (void)i8;
    (void)h9;
    (void)p0;
    (void)p1;
    B1:;
    v2++;
    if (g6 < 2 && ((((u64)v1)) >= (v2))) {
        g6++;
        goto B1;
    }
    p1 = __ddiv_rz(((f64)p0), p1);
    if ((((u64)dg_div_u64((u64)(v2), (u64)(((u64)v1))))) > (((u64)dg_fclamp(65536.0f, 0.0f, 18446742974197923840.0f)))) {
        n7 = (s32)((u32)(((u64)((u64)(((u64)((p0) ^ (p0)))) << ((u32)(((u8)__funnelshift_lc(((u32)p0), ((u32)p0), ((u32)p0)))) & 63u)))) % 8u);
        for (i8 = 0; i8 < n7; i8++) {
            p1 -= ((((((u8)12)) >= (((u8)107)))) ? p1 : -7.0);
        }
    } else {
        if ((((u8)((((((s16)137)) == (((s16)p0)))) ? (((u8)v2)) : (v1)))) >= (((u8)115))) {
            p0 = ((u64)max(((s32)v2), ((s32)sizeof(sv5))));
        }
    }
    h9 = (((((u32)(p0) * 3u) ^ (u32)dg_dbits(p1) * 5u) ^ (u32)(dg_dbits(a3[(0u & 15u)]) >> 32) * 7u) ^ (u32)dg_dbits(a3[(15u & 15u)]) * 9u) ^ (u32)(dg_dbits(a3[(15u & 15u)]) >> 32);
    sv5.f0 = ((u8)((u32)(sv5.f0) ^ (u32)h9));
    return sv5;
}

typedef struct {
    u8 x0;
    s64 x1;
    u32 h;
} p0184_state;

DG_SHARED u64 p0184_sh0[280];
DG_SHARED f32 p0184_sh1[280];
DG_SHARED f32 p0184_sh2[70];

DG_KERNEL(p0184_kernel, p0184_state)
{
    DG_BEGIN(p0184_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        u8 c14 = 0;
        st->x0 = ((u8)__float2ll_rn(dg_fclamp(((f32)__ldg(&in[0])), -9223372036854775808.0f, 9223371487098961920.0f)));
        st->x1 = ((s64)(~(u64)(((s64)0x8000000000000000ull))));
        st->h = out[((u32)(((u32)((bid) ^ (__ldg(&in[0]))))) & 3u)];
        p0184_sh0[tid * 4u + 0u] = ((u64)dg_fclamp(__uint_as_float(0x65a925d6u), 0.0f, 18446742974197923840.0f));
        p0184_sh0[tid * 4u + 1u] = ((u64)((u64)(((u64)0x1full)) >> ((u32)(((s32)__ldg(&in[0]))) & 63u)));
        p0184_sh0[tid * 4u + 2u] = ((u64)((((bid) >= (((u32)st->x0)))) ? (((u64)0x8ull)) : (((u64)tid))));
        p0184_sh0[tid * 4u + 3u] = ((u64)((u64)(((u64)0x2ull)) * (u64)(((u64)0x1ull))));
        p0184_sh1[tid * 4u + 0u] = (-(((f32)((u16)__ldg(&in[1])))));
        p0184_sh1[tid * 4u + 1u] = (((f32)st->h) - 1.0e10f);
        p0184_sh1[tid * 4u + 2u] = __uint_as_float(0x5f000000u);
        p0184_sh1[tid * 4u + 3u] = ((f32)((s16)__ldg(&in[2])));
        p0184_sh2[tid * 1u + 0u] = __double2float_rn(((f64)__ldg(&in[2])));
        u8 v10 = ((u8)((((u8)st->h)) ^ (((u8)255))));
        p0184_S0 sv11;
        sv11.f0 = ((u8)dg_div_u32((u32)(((u8)253)), (u32)(v10)));
        s32 n12 = 0, i13 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v10;
        (void)sv11;
        (void)n12;
        (void)i13;
        (void)c14;
        n12 = (s32)((u32)(((u8)((u32)(((u8)dg_fclamp(((f32)v10), 0.0f, 255.0f))) * (u32)(((u8)__float_as_int(dg_canonf(((f32)((s16)st->x1))))))))) % 7u) + 1;
        for (i13 = 0; i13 < n12; i13++) {
            st->x1 = ((s64)((u64)(((s64)bid)) + (u64)(st->x1)));
        }
        if ((((s64)(~(u64)(((s64)v10))))) > (st->x1)) {
            sv11 = p0184_f0(((u64)0x5ffc2dce68f5b03cull), __int2double_rn(((s32)tid)));
        } else {
            switch (((u32)(((s32)__funnelshift_l(((u32)((u32)(out[((u32)(((s32)((u32)(((s32)st->x0)) << ((u32)(st->h) & 31u)))) & 3u)]) >> ((u32)(((s32)st->h)) & 31u))), 1649041888u, ((u32)((u32)(((u32)st->x1)) - (u32)(((u32)st->x1))))))) + (u32)st->x1) & 3u) {
            case 1: {
                st->x0 = ((u8)((u32)(((c14 = ((u8)gtid)), (u8)(c14 ^ sv11.f0))) * (u32)(((u8)255))));
                break;
            }
            case 3: {
                sv11.f0 = ((u8)(((u32)((out[((u32)(st->x1) & 3u)]) ^ (tid)))));
                break;
            }
            }
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(out[(0u & 3u)]) * 7u) ^ (u32)(out[(3u & 3u)]) * 9u) ^ (u32)(p0184_sh0[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        s8 v15 = ((s8)((u32)(((s8)63)) - (u32)(((s8)st->h))));
        p0184_S0 sv16;
        sv16.f0 = ((u8)((u32)(((u8)v15)) - (u32)(((u8)st->h))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)sv16;
        st->x1 = ((s64)(((!(((bid) == (((u32)st->x1)))))) || (((((((u32)st->x1)) < (231u))) || ((isnan(((f64)v15)) != 0))))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(sv16.f0) * 7u) ^ (u32)(in[(3u & 3u)]) * 9u) ^ dg_fbits(p0184_sh2[(69u % 70u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((u16)__float2ll_ru(dg_fclamp(((((((s64)0xffffffffffffffffull)) != (((s64)0x6a74efa5552d8d9dull)))) ? ((f32)p0184_sh0[((u32)(((u8)((((st->x0) == (sv16.f0))) ? (st->x0) : (sv16.f0)))) % 280u)]) : ((f32)((s8)st->x1))), -9223372036854775808.0f, 9223371487098961920.0f))));
        if ((gtid % 5u) == 0u && ((((s16)4424)) < (((s16)63)))) return;
        out[9] = (u32)(((u16)tid));
    }
    DG_END
}

DG_PROGRAM(p0184, p0184_state, 70, 2, 4, 10, 2, 2048, 185u)
