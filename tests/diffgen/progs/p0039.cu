// diffgen program p0039: gen.py --seed 39 --name p0039 --include ../twin.h
#include "../twin.h"

typedef struct {
    u32 f0[2];
    u32 f1;
} p0039_S0;

FN float2 p0039_f0(s32 depth, s8 p0)
{
    u32 v1 = ((u32)((u32)(31u) << ((u32)(((u8)depth)) & 31u)));
    u64 v2 = ((u64)__float2ll_rd(dg_fclamp(((f32)p0), -9223372036854775808.0f, 9223371487098961920.0f)));
    float2 sv3 = make_float2(((f32)v1), __uint_as_float(0x78f7e14cu));
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)h4;
    (void)depth;
    (void)p0;
    if (depth <= 0) return sv3;
    switch (((u32)(((u16)(((isnan(__uint_as_float(0x00000001u)) != 0)) ? (((u16)222)) : (((u16)__double2ull_ru(dg_dclamp(((f64)((u8)v2)), 0.0, 18446744073709549568.0))))))) + (u32)depth) & 3u) {
    case 0: {
        v1 = ((u32)((u32)(v1) + (u32)(v1)));
        break;
    }
    case 2: {
        sv3 = p0039_f0(depth - 1, ((s8)((u32)(((s8)v2)) - (u32)(p0))));
        break;
    }
    case 3: {
        sv3 = p0039_f0(depth - 1, ((s8)sizeof(f32)));
        break;
    }
    }
    h4 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)(v1) * 7u) ^ dg_fbits(sv3.x) * 9u) ^ dg_fbits(sv3.y);
    sv3.x = (sv3.x + (f32)(h4 & 255u));
    return sv3;
}

FN u8 p0039_f1(s8 p0)
{
    u8 v5 = ((u8)sizeof(s16));
    BOOL v6 = ((BOOL)((isfinite(((f32)v5)) != 0)));
    float2 sv7;
    sv7.x = ((f32)v6);
    sv7.y = 16777216.0f;
    s32 g8 = 0;
    u32 h9 = 0;
    (void)v5;
    (void)v6;
    (void)sv7;
    (void)g8;
    (void)h9;
    (void)p0;
    B2:;
    if (g8 < 2 && ((sv7.y) < (((f32)((u32)p0))))) {
        g8++;
        goto B2;
    }
    sv7.y = __fdiv_ru((sv7.y - ((f32)((f64)p0))), ((f32)v5));
    if ((((sv7.x) != (__uint_as_float(0x580571c2u)))) || (((((u64)0xef7dbc6abc6a94e4ull)) > (((u64)p0))))) {
        v6 = ((BOOL)(((((s32)((u32)(((s32)v5)) * (u32)(((s32)p0))))) >= (((s32)p0)))));
    } else {
        if ((((s32)sizeof(f64))) == (((s32)((u32)(32443197) << ((u32)(((s32)-256)) & 31u))))) {
        } else {
            p0 = ((s8)(549u));
        }
    }
    h9 = (((((u32)(p0) * 3u) ^ (u32)(v5) * 5u) ^ (u32)(v6) * 7u) ^ dg_fbits(sv7.x) * 9u) ^ dg_fbits(sv7.y);
    return ((u8)((u32)(((u8)((u32)(((u8)dg_fclamp(sv7.x, 0.0f, 255.0f))) + (u32)(((u8)((u32)(v5) << ((u32)(((s32)p0)) & 31u))))))) ^ (u32)h9));
}

FN p0039_S0 p0039_f2(u64 p0, u64 p1, u32 p2)
{
    s32 v10 = __ffs(((s32)p2));
    s32 v11 = ((s32)dg_fclamp(((f32)((u16)p1)), -2147483648.0f, 2147483520.0f));
    u8 a12[4] = {0};
    s32 j13;
    for (j13 = 0; j13 < 4; j13++)
        a12[j13] = ((u8)((((u8)3)) ^ (((u8)v11))));
    float2 sv14 = make_float2(((((((s16)240)) < (((s16)-7362)))) ? ((f32)v11) : ((f32)p2)), (((f32)((u32)v10)) / __uint_as_float(0x4f000000u)));
    p0039_S0 sv15;
    sv15.f0[0] = p2;
    sv15.f0[1] = ((u32)(((s32)-9)));
    sv15.f1 = ((u32)((u32)(p2) + (u32)(p2)));
    u32 h16 = 0;
    (void)v10;
    (void)v11;
    (void)a12;
    (void)j13;
    (void)sv14;
    (void)sv15;
    (void)h16;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((((u64)((((sv15.f0[1]) >= (31u))) ? (((u64)p2)) : (((u64)0x3ull))))) > (((u64)0x6eeaba309619a54cull))) {
        v11 = ((s32)dg_rem_s32((s32)(v10), (s32)(v10)));
    } else {
        p1 = (u64)p0039_f1(((s8)p1));
    }
    v10 = ((s32)(~(u32)(((s32)p0))));
    if ((((((s32)p0)) != (v10))) || ((!(((((f64)((u16)v10))) != (__longlong_as_double((s64)0x4330000000000000ull))))))) {
        p0 = ((u64)p2);
    }
    a12[((u32)(((s64)p1)) & 3u)] = ((u8)(((u64)0x7ull)));
    h16 = (((((u32)((u64)(p0) >> 32) * 3u) ^ (u32)(p1) * 5u) ^ (u32)((u64)(p1) >> 32) * 7u) ^ dg_fbits(sv14.y) * 9u) ^ (u32)(a12[(3u & 3u)]);
    sv15.f0[0] = ((u32)((u32)(sv15.f0[0]) ^ (u32)h16));
    return sv15;
}

typedef struct {
    s64 x0;
    u8 x1;
    s32 x2;
    s64 x3;
    u32 h;
} p0039_state;

DG_SHARED u8 p0039_sh0[33];

DG_KERNEL(p0039_kernel, p0039_state)
{
    DG_BEGIN(p0039_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((s64)bid);
        st->x1 = ((u8)((u32)(((u8)tid)) - (u32)(((u8)0))));
        st->x2 = ((s32)((u32)(((s32)tid)) * (u32)(((s32)st->x1))));
        st->x3 = ((s64)((u64)(((s64)0x8000000000000001ull)) + (u64)(st->x0)));
        st->h = ((u32)__float2int_rz(dg_fclamp(((f32)st->x2), -2147483648.0f, 2147483520.0f)));
        p0039_sh0[tid * 1u + 0u] = ((u8)((u32)(st->x1) + (u32)(st->x1)));
        s64 v17 = ((s64)((((s64)0xacd3f2077dd5e25bull)) ^ (st->x3)));
        float2 sv18;
        sv18.x = (((f32)((f64)st->x2)) / ((f32)st->x0));
        sv18.y = ((((((f32)1024.0)) < (((f32)st->h)))) ? -7.0f : 1.0e10f);
        p0039_S0 sv19;
        sv19.f0[0] = ((u32)dg_rem_u32((u32)(st->h), (u32)(bid)));
        sv19.f0[1] = ((u32)((u32)(4294967295u) * (u32)(tid)));
        sv19.f1 = in[((u32)(((s64)((u64)(((s64)0x2ull)) + (u64)(((s64)gtid))))) % 5u)];
        s32 n20 = 0, i21 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)sv18;
        (void)sv19;
        (void)n20;
        (void)i21;
        n20 = (s32)((u32)(((u64)tid)) % 8u) + 1;
        i21 = 0;
        while (i21 < n20) {
            i21++;
            if ((((s64)((u64)0 - (u64)(((s64)bid))))) <= (((s64)abs(dg_nomin32(((s32)st->x0)))))) {
                sv18.x = ((((f32)((s16)8)) + __uint_as_float(0xcf000000u)) + (((f32)((s16)v17)) - __uint_as_float(0x4b000000u)));
            }
        }
        p0039_sh0[tid * 1u + 0u] = ((u8)((((s8)bid)) == (((s8)37))));
        sv19.f1 = ((u32)((((u32)st->x1)) & ((*(in + ((u32)(((s32)((u32)(st->x2) * (u32)(st->x2)))) % 5u))))));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)(v17) * 9u) ^ dg_fbits(sv18.y) ^ (st->h * 7u);
        sv18 = p0039_f0((s32)((u32)(((u32)dg_rem_u32((u32)(gtid), (u32)(st->h)))) % 6u), ((s8)((((st->x3) >= (((s64)st->x1)))) ? (((s8)(((u32)st->x0)))) : (((s8)st->x3)))));
        sv19 = p0039_f2(((u64)((u64)(((u64)v17)) * (u64)(((u64)0x59bcf5c18ae2cd05ull)))), ((u64)0x8ull), ((u32)(((u16)((u32)(((u16)179)) >> ((u32)(st->x2) & 31u))))));
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->x3);
        if ((gtid % 3u) == 1u && ((((u8)bid)) >= (st->x1))) return;
        out[5] = (u32)((u64)(st->x3) >> 32);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u32)((((tid) == (2667316353u))) ? (((u32)dg_rem_u32((u32)(1024487142u), (u32)(st->h)))) : (((u32)((u32)(st->h) + (u32)(st->h)))))));
    }
    DG_END
}

DG_PROGRAM(p0039, p0039_state, 33, 3, 5, 8, 1, 8192, 39u)
