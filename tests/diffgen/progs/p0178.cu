// diffgen program p0178: gen.py --seed 179 --name p0178 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s8 f0[4];
} p0178_S0;

FN u16 p0178_f0(s32 depth, DG_REF(u8) p0, u8 p1)
{
    s8 v1 = ((s8)(((u64)p1)));
    s32 g2 = 0;
    u32 h3 = 0;
    (void)v1;
    (void)g2;
    (void)h3;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((u16)(isnan(((f64)((s8)depth))) != 0));
    DG_R(p0) = ((u8)(~(u32)(((u8)229))));
    DG_R(p0) = (u8)p0178_f0(depth - 1, DG_A(DG_R(p0)), ((u8)dg_fclamp((((f32)((s16)DG_R(p0))) + ((f32)((u16)7))), 0.0f, 255.0f)));
    if ((((u8)dg_fclamp(3.0f, 0.0f, 255.0f))) <= (((u8)135))) {
        p1 = ((u8)((((u8)232)) ^ (((u8)v1))));
    } else {
        ++p1;
    }
    B1:;
    v1 = ((s8)((v1) ^ (((s8)127))));
    if (g2 < 1 && ((depth) != (((s32)v1)))) {
        g2++;
        goto B1;
    }
    h3 = ((((u32)(depth) * 3u) ^ (u32)(DG_R(p0)) * 5u) ^ (u32)(p1) * 7u) ^ (u32)(v1);
    return ((u16)((u32)(((u16)p1)) ^ (u32)h3));
}

FN f32 p0178_f1(DG_REF(p0178_S0) p0, DG_REF(u8) p1, DG_REF(s8) p2)
{
    s16 v4 = ((s16)((u32)(((s16)31)) + (u32)(((s16)DG_R(p1)))));
    s32 a5[8] = {0};
    s32 j6;
    for (j6 = 0; j6 < 8; j6++)
        a5[j6] = ((s32)((((s32)-57)) ^ (j6)));
    longlong2 sv7 = make_longlong2(((s64)(((u16)DG_R(p1)))), ((s64)__float2uint_ru(dg_fclamp(((f32)v4), 0.0f, 4294967040.0f))));
    u32 h8 = 0;
    (void)v4;
    (void)a5;
    (void)j6;
    (void)sv7;
    (void)h8;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((((u32)(DG_R(p2)))) > (726462284u)) {
        if ((((((531u) < (((u32)DG_R(p1))))) && (((((u8)DG_R(p2))) > (((u8)60)))))) && (((((f64)DG_R(p0).f0[2])) >= (((f64)DG_R(p2)))))) {
            if ((!(((DG_R(p1)) >= (((u8)DG_R(p2)))))) && (!(((((s64)DG_R(p1))) >= (((s64)DG_R(p2))))))) return ((((((u64)0xacull)) < (((u64)0xf05346353790dd04ull)))) ? ((f32)DG_R(p2)) : 1.0e10f);
        }
    } else {
        DG_R(p1) = ((u8)__float2ull_rd(dg_fclamp(((f32)v4), 0.0f, 18446742974197923840.0f)));
    }
    a5[((u32)(((u8)((((u8)v4)) ^ (DG_R(p1))))) & 7u)] = ((s32)v4);
    h8 = (((((u32)(DG_R(p1)) * 3u) ^ (u32)(DG_R(p2)) * 5u) ^ (u32)(DG_R(p0).f0[0]) * 7u) ^ (u32)((u64)(sv7.x) >> 32) * 9u) ^ (u32)(a5[(0u & 7u)]);
    return ((-(__fmul_ru(((f32)((u64)DG_R(p2))), ((f32)DG_R(p1))))) + (f32)(h8 & 255u));
}

typedef struct {
    BOOL x0;
    u32 x1;
    s16 x2;
    u32 h;
    u32 arr[4];
} p0178_state;

DG_SHARED f64 p0178_sh0[128];
DG_SHARED u64 p0178_sh1[64];

DG_KERNEL(p0178_kernel, p0178_state)
{
    DG_BEGIN(p0178_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 12u;
        st->x0 = ((BOOL)(((((u16)__ldg(&in[3]))) >= (((u16)42629)))));
        st->x1 = __ldg(&in[3]);
        st->x2 = ((s16)ullmin(((u64)0x130ull), ((u64)__ldg(&in[0]))));
        st->h = ((u32)((st->x2) == (((s16)__ldg(&in[2])))));
        st->arr[0] = in[((u32)(((u8)((((u8)st->h)) | (((u8)254))))) % 5u)];
        st->arr[1] = 538u;
        st->arr[2] = ((u32)((2129160422u) | (tid)));
        st->arr[3] = ((u32)dg_rem_u32((u32)(((u32)st->x0)), (u32)(in[((u32)(((u32)((((__uint_as_float(0x00000001u)) != (((f32)st->x0)))) && ((isnan(((f32)__ldg(&in[0]))) != 0))))) % 5u)])));
        p0178_sh0[tid * 2u + 0u] = __longlong_as_double((s64)0x3fe0000000000000ull);
        p0178_sh0[tid * 2u + 1u] = ((f64)((u8)st->x2));
        p0178_sh1[tid * 1u + 0u] = ((u64)dg_fclamp(((f32)__ldg(&in[4])), 0.0f, 18446742974197923840.0f));
        s64 v9 = ((s64)((s64)(((s64)st->x0)) >> ((u32)(((u8)31)) & 63u)));
        p0178_S0 sv10;
        sv10.f0[0] = ((s8)(((u8)st->h)));
        sv10.f0[1] = ((s8)sizeof(s8));
        sv10.f0[2] = ((s8)((u32)(((s8)st->x1)) * (u32)(((s8)st->x2))));
        sv10.f0[3] = ((s8)((((s8)st->x0)) | (((s8)gtid))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)sv10;
        st->h = ((u32)((((bid) == (gtid))) ? (((u32)st->x0)) : (((u32)st->x2))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(out[(0u & 3u)]) * 7u) ^ (u32)(st->arr[(3u & 3u)]) * 9u) ^ (u32)(p0178_sh1[tid * 1u + 0u]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 12u;
        f32 v11 = (((f32)2.0) * ((f32)p0178_sh0[((u32)(((u32)((u32)0 - (u32)(out[((u32)(((u32)((((((f32)((f64)bid))) >= (((f32)((f64)st->x2))))) || (((p0178_sh1[((u32)(((s64)0x7ull)) & 63u)]) <= (((u64)0x284f94002f3405b0ull))))))) & 3u)])))) & 127u)]));
        f64 v12 = ((f64)((u16)4897));
        p0178_S0 sv13;
        sv13.f0[0] = ((s8)((u32)(((s8)st->x2)) << ((u32)(bid) & 31u)));
        sv13.f0[1] = ((s8)(st->x2));
        sv13.f0[2] = ((s8)127);
        sv13.f0[3] = ((s8)(~(u32)(((s8)127))));
        u8 v14 = 0;
        s8 v15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v11;
        (void)v12;
        (void)sv13;
        (void)v14;
        (void)v15;
        st->h = ((u32)((u32)(((u32)__float2ll_rz(dg_fclamp(v11, -9223372036854775808.0f, 9223371487098961920.0f)))) << ((u32)(((u32)((u32)(95u) - (u32)(((u32)st->x0))))) & 31u)));
        v11 = ((f32)((s64)tid));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(sv13.f0[3]) * 5u) ^ (u32)(out[(0u & 3u)]) * 7u) ^ (u32)dg_dbits(p0178_sh0[(127u & 127u)]) * 9u) ^ (u32)(dg_dbits(p0178_sh0[(127u & 127u)]) >> 32) ^ (st->h * 7u);
        st->h = (u32)p0178_f0((s32)((u32)(((u32)((u32)(((u32)st->x2)) - (u32)(8u)))) % 5u), DG_A(v14), ((u8)__sad(((s32)tid), 1692963142, ((u32)st->x0))));
        st->x2 = (s16)dg_fclamp(p0178_f1(DG_A(sv13), DG_A(v14), DG_A(v15)), -32768.0f, 32767.0f);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s32)__double2ull_rd(dg_dclamp(__dmul_rn(v12, v12), 0.0, 18446744073709549568.0))));
        out[9] = (u32)(((u16)(((((signbit(dg_canonf(v11)) != 0)) ? ((f32)((u64)0xcebd22e17622ea01ull)) : ((f32)st->x0))) < (__fmul_ru(((f32)tid), 2.0f)))));
        if ((gtid % 3u) == 1u && ((((s8)tid)) <= (v15))) return;
        out[10] = (u32)(st->arr[0]);
        out[11] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0178, p0178_state, 64, 3, 5, 12, 2, 8192, 179u)
