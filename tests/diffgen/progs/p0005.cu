// diffgen program p0005: gen.py --seed 5 --name p0005 --include ../twin.h
#include "../twin.h"

typedef struct {
    s32 f0;
    f64 f1;
    BOOL f2;
} p0005_S0;
typedef struct {
    BOOL f0;
    s8 f1;
    s16 f2;
} p0005_S1;

FN u32 p0005_f0(f32 p0)
{
    BOOL v1 = ((BOOL)(((((s64)0x3ull)) <= (((s64)0x7ull)))));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    p0 = ((f32)((f64)v1));
    if ((((s32)v1)) != (((s32)-1090548928))) {
        v1 = ((BOOL)((u32)((u32)(63u) + (u32)(((u32)v1)))));
    } else {
        p0 *= ((f32)((s64)0xffull));
    }
    if ((((((u64)v1)) <= (((u64)0x2634f16f5f7cc5d9ull)))) && (((((((f64)v1)) == (2.0))) && (((((u8)v1)) <= (((u8)184))))))) {
        if (isfinite(__fma_rz(((f64)v1), __longlong_as_double((s64)0x000fffffffffffffull), ((f64)v1))) != 0) {
            v1 = ((BOOL)(((((f64)v1)) > (((f64)((u32)v1))))));
        } else {
            p0 /= __fsub_rd(p0, ((f32)v1));
        }
    }
    h2 = (dg_fbits(p0) * 3u) ^ (u32)(v1);
    return ((u32)((u32)(((u32)v1)) ^ (u32)h2));
}

typedef struct {
    u64 x0;
    BOOL x1;
    u32 h;
} p0005_state;

DG_SHARED s32 p0005_sh0[66];

DG_KERNEL(p0005_kernel, p0005_state)
{
    DG_BEGIN(p0005_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        u8 c6 = 0;
        st->x0 = ((u64)((((u16)1)) < (((u16)40211))));
        st->x1 = ((BOOL)(((((u8)__ldg(&in[1]))) > (((u8)__ldg(&in[3]))))));
        st->h = ((u32)((((f64)((s64)__ldg(&in[0])))) <= (__longlong_as_double((s64)0xbff8000000000000ull))));
        p0005_sh0[tid * 2u + 0u] = ((s32)__float2ll_ru(dg_fclamp(((f32)((s64)__ldg(&in[0]))), -9223372036854775808.0f, 9223371487098961920.0f)));
        p0005_sh0[tid * 2u + 1u] = ((s32)((u32)0 - (u32)(((s32)-1))));
        u16 v3 = ((u16)((u32)(((u16)255)) + (u32)(((u16)62953))));
        s64 v4 = ((s64)(+(((s64)v3))));
        uint4 sv5 = make_uint4(((u32)((u32)0 - (u32)(in[((u32)(((u32)((u32)(out[((u32)(((u8)((u32)(((u8)255)) - (u32)(((u8)bid))))) & 1u)]) << ((u32)(((u8)1)) & 31u)))) & 3u)]))), ((u32)__float2int_rd(dg_fclamp(((f32)((f64)v3)), -2147483648.0f, 2147483520.0f))), ((u32)((((((s8)63)) <= (((s8)bid)))) ? (0u) : (tid))), ((u32)(((s8)-128))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v3;
        (void)v4;
        (void)sv5;
        (void)c6;
        p0005_sh0[tid * 2u + ((u32)(p0005_sh0[tid * 2u + ((u32)(((s64)((u64)(((s64)0x8000000000000001ull)) << ((u32)(((s32)v4)) & 63u)))) & 1u)]) & 1u)] = ((s32)((u32)((*(p0005_sh0 + tid * 2u + ((u32)(((s32)((((s8)st->x0)) == (((s8)v3))))) & 1u)))) - (u32)(((s32)st->h))));
        v4 = __float2ll_rd(dg_fclamp((((f32)v3) + __uint_as_float(0xd2129764u)), -9223372036854775808.0f, 9223371487098961920.0f));
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(v4) * 5u) ^ (u32)(sv5.x) * 7u) ^ (u32)(sv5.z) * 9u) ^ (u32)(sv5.w) ^ (st->h * 7u);
        st->h = p0005_f0(__frcp_rn(((f32)v3)));
        out[2] = (u32)(st->x0);
        out[3] = (u32)((u64)(st->x0) >> 32);
        out[4] = (u32)(st->x1);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((u64)bid));
        out[7] = (u32)(((u8)((u32)(((u8)1)) + (u32)(((c6 = ((u8)st->h)), (u8)(c6 ^ ((u8)bid)))))));
    }
    DG_END
}

DG_PROGRAM(p0005, p0005_state, 33, 2, 4, 8, 1, 2048, 5u)
