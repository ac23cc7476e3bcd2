// diffgen program p0082: gen.py --seed 82 --name p0082 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u64 f0;
    u8 f1;
} p0082_S0;

FN p0082_S0 p0082_f0(s8 p0)
{
    s64 v1 = ((s64)((((s64)0x3full)) ^ (((s64)0x7ull))));
    u8 v2 = ((u8)0);
    p0082_S0 sv3;
    sv3.f0 = ((u64)((u64)(((u64)p0)) - (u64)(((u64)v2))));
    sv3.f1 = ((u8)v1);
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)h4;
    (void)p0;
    v1 = ((s64)dg_dclamp(((f64)v2), -9223372036854775808.0, 9223372036854774784.0));
    h4 = (((((u32)(p0) * 3u) ^ (u32)((u64)(v1) >> 32) * 5u) ^ (u32)(v2) * 7u) ^ (u32)(sv3.f0) * 9u) ^ (u32)((u64)(sv3.f0) >> 32);
    sv3.f0 = ((u64)((u64)(sv3.f0) ^ (u64)h4));
    return sv3;
}

FN s32 p0082_f1(s32 depth, DG_REF(u64) p0, s32 p1)
{
    s8 c10 = 0;
    s16 v5 = ((s16)((s32)(((s16)3)) >> ((u32)(((u32)DG_R(p0))) & 31u)));
    f64 a6[16] = {0};
    s32 j7;
    for (j7 = 0; j7 < 16; j7++)
        a6[j7] = 100.0;
    p0082_S0 sv8;
    sv8.f0 = ((u64)0x3ull);
    sv8.f1 = ((u8)sizeof(u16));
    s32 g9 = 0;
    u32 h11 = 0;
    (void)v5;
    (void)a6;
    (void)j7;
    (void)sv8;
    (void)g9;
    (void)h11;
    (void)c10;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((s32)((u32)(p1) << ((u32)(457u) & 31u)));
    B3:;
    sv8 = p0082_f0(((s8)((u32)(((c10 = ((s8)depth)), (s8)(c10 ^ ((s8)-68)))) + (u32)(((s8)(+(((s8)-77))))))));
    if (g9 < 1 && ((((s32)DG_R(p0))) >= (depth))) {
        g9++;
        goto B3;
    }
    DG_R(p0) = (u64)p0082_f1(depth - 1, DG_A(DG_R(p0)), ((s32)dg_div_s32((s32)(((s32)v5)), (s32)(((s32)-220)))));
    h11 = (((((u32)(depth) * 3u) ^ (u32)((u64)(DG_R(p0)) >> 32) * 5u) ^ (u32)(v5) * 7u) ^ (u32)(sv8.f0) * 9u) ^ (u32)(dg_dbits(a6[(0u & 15u)]) >> 32);
    return ((s32)((u32)(((s32)((s32)(((s32)((u32)(33) + (u32)(depth)))) >> ((u32)(((s32)dg_div_s32((s32)(p1), (s32)(((s32)DG_R(p0)))))) & 31u)))) ^ (u32)h11));
}

typedef struct {
    s16 x0;
    u32 x1;
    s32 x2;
    u32 h;
} p0082_state;

DG_SHARED u64 p0082_sh0[192];

DG_KERNEL(p0082_kernel, p0082_state)
{
    DG_BEGIN(p0082_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((s16)-1);
        st->x1 = ((u32)dg_rem_u32((u32)(__ldg(&in[2])), (u32)(out[((u32)(((u8)((u32)(((u8)st->x0)) * (u32)(((u8)__ldg(&in[1])))))) & 3u)])));
        st->x2 = ((s32)__ldg(&in[3]));
        st->h = ((u32)st->x0);
        p0082_sh0[tid * 2u + 0u] = ((u64)0x1full);
        p0082_sh0[tid * 2u + 1u] = ((u64)(((*(in + ((u32)(((s64)((((((u64)st->h)) > (((u64)0xda823d086d227d33ull)))) || (((st->h) >= (__ldg(&in[3]))))))) % 7u)))) < (2996922117u)));
        f32 v12 = __ull2float_rz(((u64)tid));
        p0082_S0 sv13;
        sv13.f0 = p0082_sh0[tid * 2u + ((u32)(((s32)((s32)(st->x2) >> ((u32)(((u8)st->x1)) & 31u)))) & 1u)];
        sv13.f1 = ((u8)((u32)(((u8)st->h)) << ((u32)(st->h) & 31u)));
        s32 g14 = 0;
        s32 g15 = 0;
        u64 v16 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)sv13;
        (void)g14;
        (void)g15;
        (void)v16;
        B4:;
        p0082_sh0[tid * 2u + ((u32)(((s32)((((sv13.f1) == (((u8)245)))) ? (32) : (((s32)-230275061))))) & 1u)] = ((u64)((p0082_sh0[tid * 2u + ((u32)(((s32)dg_div_s32((s32)(((s32)-1385040743)), (s32)(st->x2)))) & 1u)]) | (((u64)0xf79fd544a74b13d9ull))));
        if (g14 < 2 && ((((f64)((u16)31))) > (((f64)((f32)st->x2))))) {
            g14++;
            goto B4;
        }
        if ((((s32)dg_div_s32((s32)(((s32)st->x0)), (s32)(((s32)st->x0))))) > (((s32)dg_div_s32((s32)(1), (s32)(st->x2))))) {
            v12 -= __fmul_rn((((f32)tid) / v12), (v12 + ((f32)((f64)st->h))));
        } else {
            st->x1 = in[((u32)(((s64)((((((s32)bid)) >= (((s32)-1428940237)))) && ((signbit(dg_canonf(((f32)st->h))) != 0))))) % 7u)];
        }
        B5:;
        sv13 = p0082_f0(((s8)((u32)(((s8)(((s16)bid)))) * (u32)(((s8)((((((s64)0xb36cc1c21a98bb7bull)) == (((s64)st->x0)))) ? (((s8)st->x1)) : (((s8)tid))))))));
        if (g15 < 3 && ((st->x0) != (((s16)11886)))) {
            g15++;
            goto B5;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(sv13.f0) * 5u) ^ (u32)(in[(0u % 7u)]) * 7u) ^ (u32)(p0082_sh0[tid * 2u + (0u & 1u)]) * 9u) ^ (u32)((u64)(p0082_sh0[tid * 2u + (1u & 1u)]) >> 32) ^ (st->h * 7u);
        st->x1 = (u32)p0082_f1((s32)((u32)(((u32)((((s8)-45)) != (((s8)127))))) % 5u), DG_A(v16), ((s32)((u32)(((s32)((((((u16)st->x1)) < (((u16)5347)))) ? (((s32)-27)) : (((s32)st->h))))) << ((u32)(((u8)((u32)(sv13.f1) * (u32)(sv13.f1)))) & 31u))));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s16)dg_div_s32((s32)(((s16)st->x2)), (s32)(((s16)dg_dclamp(4294967296.0, -32768.0, 32767.0))))));
        out[9] = (u32)(((u32)dg_dclamp((-(((f64)st->h))), 0.0, 4294967295.0)));
    }
    DG_END
}

DG_PROGRAM(p0082, p0082_state, 96, 1, 7, 10, 1, 8192, 82u)
