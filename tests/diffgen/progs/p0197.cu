// diffgen program p0197: gen.py --seed 198 --name p0197 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s64 f0[4];
    s64 f1;
    u64 f2;
} p0197_S0;

FN f32 p0197_f0(s16 p0, DG_REF(s8) p1)
{
    u64 v1 = ((u64)((u64)(((u64)DG_R(p1))) - (u64)(((u64)0x0ull))));
    u32 v2 = ((u32)__double2ull_rd(dg_dclamp(((f64)DG_R(p1)), 0.0, 18446744073709549568.0)));
    u32 h3 = 0;
    (void)v1;
    (void)v2;
    (void)h3;
    (void)p0;
    (void)p1;
    if (((((((s16)DG_R(p1))) <= (((s16)v1)))) && (((((s64)p0)) < (((s64)0x4aad3368914e58f7ull))))) && (((isnan(((f32)v1)) != 0)) && ((isfinite(((f64)v1)) != 0)))) return (-(((f32)DG_R(p1))));
    v1 = ((u64)((u64)(v1) >> ((u32)(v2) & 63u)));
    h3 = (((((u32)(p0) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)(v1) * 7u) ^ (u32)((u64)(v1) >> 32) * 9u) ^ (u32)(v2);
    return (((f32)((f64)((s32)v1))) + (f32)(h3 & 255u));
}

typedef struct {
    f32 x0;
    s16 x1;
    f32 x2;
    u32 h;
} p0197_state;

DG_SHARED f64 p0197_sh0[192];
DG_SHARED s32 p0197_sh1[96];

DG_KERNEL(p0197_kernel, p0197_state)
{
    DG_BEGIN(p0197_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 6u;
        s32 c5 = 0;
        st->x0 = ((f32)((s16)tid));
        st->x1 = ((s16)((((s16)__ldg(&in[4]))) | (((s16)1))));
        st->x2 = (((f32)((u64)bid)) + ((f32)st->x1));
        st->h = gtid;
        p0197_sh0[tid * 4u + 0u] = (__longlong_as_double((s64)0x0010000000000000ull) + 1.0e22);
        p0197_sh0[tid * 4u + 1u] = __dadd_rn(((f64)((s64)__ldg(&in[2]))), __longlong_as_double((s64)0x7ff8000000000000ull));
        p0197_sh0[tid * 4u + 2u] = __longlong_as_double((s64)0xfff0000000000000ull);
        p0197_sh0[tid * 4u + 3u] = (-0.0 / ((f64)st->x1));
        p0197_sh1[tid * 2u + 0u] = ((s32)__funnelshift_rc(__ldg(&in[6]), ((u32)st->x1), bid));
        p0197_sh1[tid * 2u + 1u] = ((s32)(+(((s32)__ldg(&in[3])))));
        u16 v4 = ((u16)((((8) >= (p0197_sh1[tid * 2u + ((u32)(((c5 = ((s32)st->h)), (s32)(c5 ^ 3))) & 1u)]))) ? (((u16)st->x1)) : (((u16)1))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v4;
        (void)c5;
        switch (((u32)(((s32)((u32)(p0197_sh1[tid * 2u + ((u32)(((s64)dg_div_s64((s64)(((s64)st->h)), (s64)(((s64)gtid))))) & 1u)]) << ((u32)(((u32)((tid) | (4294967295u)))) & 31u)))) + (u32)tid) & 3u) {
        case 1: {
            st->x2 = ((f32)v4);
            break;
        }
        }
        p0197_sh0[tid * 4u + ((u32)(((s32)((u32)(((s32)bid)) - (u32)(((s32)gtid))))) & 3u)] = (((f64)v4) * ((f64)st->x2));
        st->h = (((((u32)(v4) * 3u) ^ (u32)(in[(0u % 7u)]) * 5u) ^ (u32)(in[(6u % 7u)]) * 7u) ^ (u32)dg_dbits(p0197_sh0[tid * 4u + (0u & 3u)]) * 9u) ^ (u32)(p0197_sh1[tid * 2u + (0u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 6u;
        u64 v6 = ((u64)((u64)(((u64)st->h)) << ((u32)(((u8)tid)) & 63u)));
        u8 v7 = ((u8)dg_div_u32((u32)(((u8)v6)), (u32)(((u8)gtid))));
        s32 g8 = 0;
        s8 v9 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)v7;
        (void)g8;
        (void)v9;
        B1:;
        v6 = (u64)dg_fclamp(p0197_f0(((s16)__float2ll_rz(dg_fclamp(((f32)bid), -9223372036854775808.0f, 9223371487098961920.0f))), DG_A(v9)), 0.0f, 18446742974197923840.0f);
        if (g8 < 3 && ((((s16)-7261)) <= (((s16)5385)))) {
            g8++;
            goto B1;
        }
        st->x2 = ((((((u32)v7)) <= (((u32)v9)))) ? (((f32)bid) - 0.125f) : ((f32)p0197_sh1[((u32)(((u32)((((u32)st->x1)) ^ (((u32)v7))))) % 96u)]));
        st->h = ((u32)dg_dclamp(((f64)((u16)v7)), 0.0, 4294967295.0));
        st->h = (((((u32)(bid) * 3u) ^ dg_fbits(st->x0) * 5u) ^ (u32)dg_dbits(p0197_sh0[(0u % 192u)]) * 7u) ^ (u32)(p0197_sh1[(0u % 96u)]) * 9u) ^ (u32)(p0197_sh1[(95u % 96u)]) ^ (st->h * 7u);
        out[0] = dg_fbits(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = dg_fbits(st->x2);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((u32)((((((s64)tid)) >= (((s64)0x96da297561064e0aull)))) ? (((u32)((u32)(((u32)v7)) - (u32)(((u32)v7))))) : (((u32)((u32)0 - (u32)(gtid)))))));
        out[5] = (u32)dg_dbits(2.0);
    }
    DG_END
}

DG_PROGRAM(p0197, p0197_state, 48, 3, 7, 6, 2, 2048, 198u)
