// diffgen program p0042: gen.py --seed 42 --name p0042 --include ../twin.h
#include "../twin.h"

typedef struct {
    u16 f0;
} p0042_S0;

FN BOOL p0042_f0(s32 depth, p0042_S0 p0)
{
    s64 v1 = ((s64)__usad(((u32)depth), 3u, ((u32)depth)));
    f32 v2 = __int2float_rz(depth);
    float2 sv3;
    sv3.x = ((f32)((u16)depth));
    sv3.y = ceilf(v2);
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)g4;
    (void)h5;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((BOOL)(((p0.f0) > (((u16)depth)))));
    if ((((f64)((u16)depth))) >= (((f64)((u32)depth)))) {
        v2 = (f32)p0042_f0(depth - 1, p0);
    }
    v2 = __fdiv_rn(v2, (v2 - v2));
    v2 *= (v2 + ((f32)((f64)depth)));
    B1:;
    if ((((u8)(+(((u8)246))))) < (((u8)depth))) {
        v1 = ((s64)((((((u8)v1)) != (((u8)depth)))) && (((((u16)depth)) < (p0.f0)))));
    } else {
    }
    if (g4 < 1 && ((((s8)depth)) != (((s8)v1)))) {
        g4++;
        goto B1;
    }
    h5 = (((((u32)(depth) * 3u) ^ (u32)(v1) * 5u) ^ dg_fbits(v2) * 7u) ^ dg_fbits(sv3.x) * 9u) ^ dg_fbits(sv3.y);
    return ((BOOL)(((u32)(((BOOL)((s64)dg_div_s64((s64)(((s64)0x1ull)), (s64)(v1))))) ^ h5) & 1u));
}

FN s64 p0042_f1(s32 depth, u64 p0)
{
    s16 v6 = ((s16)depth);
    p0042_S0 sv7;
    sv7.f0 = ((u16)((u32)(((u16)p0)) + (u32)(((u16)p0))));
    s32 g8 = 0;
    s32 n9 = 0, i10 = 0;
    s32 g11 = 0;
    s32 n12 = 0, i13 = 0;
    s32 g14 = 0;
    u32 h15 = 0;
    (void)v6;
    (void)sv7;
    (void)g8;
    (void)n9;
    (void)i10;
    (void)g11;
    (void)n12;
    (void)i13;
    (void)g14;
    (void)h15;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((s64)((((((u8)depth)) != (((u8)56)))) ? (((s64)v6)) : (((s64)depth))));
    B2:;
    n9 = (s32)((u32)(((u32)((u32)(1u) + (u32)(((u32)(~(u32)(((u32)depth)))))))) % 4u) + 1;
    for (i10 = 0; i10 < n9; i10++) {
        v6 = ((s16)(((s8)depth)));
    }
    if (g8 < 3 && ((((s8)depth)) <= (((s8)2)))) {
        g8++;
        goto B2;
    }
    sv7.f0 = sv7.f0;
    B3:;
    switch (((u32)(((u16)((((u16)__brev(((u32)p0)))) | (((u16)77))))) + (u32)v6) & 3u) {
    case 0: {
        if ((((u16)((((u16)p0)) & (((u16)p0))))) < (((u16)umin(((u32)depth), ((u32)depth))))) {
        } else {
        }
        break;
    }
    case 1: {
        p0 <<= ((u32)(((u32)min(depth, depth))) & 63u);
        break;
    }
    default: {
        n12 = (s32)((u32)(((u8)((u32)(((u8)(~(u32)(((u8)v6))))) - (u32)(((u8)((u32)(((u8)0)) - (u32)(((u8)p0)))))))) % 8u);
        for (i13 = 0; i13 < n12; i13++) {
            if ((depth) != (i13)) continue;
            v6 = ((s16)dg_rem_s32((s32)(((s16)((((f32)i13)) != (((f32)1.5))))), (s32)(((s16)dg_div_s32((s32)(v6), (s32)(((s16)-20528)))))));
        }
        break;
    }
    }
    if (g11 < 1 && ((((s32)p0)) <= (depth))) {
        g11++;
        goto B3;
    }
    B4:;
    if (g14 < 1 && ((((u64)v6)) <= (((u64)0xeadf50853fcb7547ull)))) {
        g14++;
        goto B4;
    }
    v6 = (s16)p0042_f1(depth - 1, ((u64)dg_dclamp(((f64)v6), 0.0, 18446744073709549568.0)));
    h15 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)((u64)(p0) >> 32) * 7u) ^ (u32)(v6) * 9u) ^ (u32)(sv7.f0);
    return ((s64)((u64)(((s64)((((((f64)v6)) >= (__longlong_as_double((s64)0x0000000000000001ull)))) || ((isnan(((f32)depth)) != 0))))) ^ (u64)h15));
}

FN f32 p0042_f2(s32 depth, u8 *p0, float2 p1, u32 p2, u8 *p3, int2 p4, float2 p5, BOOL p6, f64 p7)
{
    f32 v16 = p5.y;
    u64 v17 = ((u64)depth);
    p0042_S0 sv18;
    sv18.f0 = ((u16)dg_rem_u32((u32)(((u16)v17)), (u32)(((u16)31))));
    u32 h19 = 0;
    (void)v16;
    (void)v17;
    (void)sv18;
    (void)h19;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    if (depth <= 0) return ((f32)((f64)depth));
    p6 = ((BOOL)((u8)3));
    v16 = p0042_f2(depth - 1, p0, p1, p2, p3, p4, make_float2(truncf(v16), ((f32)p7)), ((BOOL)(((((f64)((s16)p6))) != (((f64)v17))))), __dmul_rn(((f64)p3[((u32)(((s32)(isnan(p7) != 0))) & 7u)]), ((f64)p4.x)));
    h19 = (((((u32)((u64)(v17) >> 32) * 3u) ^ (u32)(p4.x) * 5u) ^ (u32)(p0[(0u & 7u)]) * 7u) ^ (u32)(p3[(0u & 7u)]) * 9u) ^ (u32)(p3[(7u & 7u)]);
    return (((((((s8)p2)) <= (((s8)v17)))) ? (v16 * ((f32)((u16)25105))) : __ll2float_rd(((s64)p6))) + (f32)(h19 & 255u));
}

typedef struct {
    u64 x0;
    u8 x1;
    u32 h;
    u32 arr[4];
} p0042_state;

DG_SHARED s32 p0042_sh0[128];

DG_KERNEL(p0042_kernel, p0042_state)
{
    DG_BEGIN(p0042_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = ((u64)((u64)0 - (u64)(((u64)__ldg(&in[4])))));
        st->x1 = ((u8)((u32)(((u8)__ldg(&in[1]))) >> ((u32)(((s32)-35448239)) & 31u)));
        st->h = __ldg(&in[1]);
        st->arr[0] = st->h;
        st->arr[1] = ((u32)((((st->x0) == (((u64)0xfd72b05096a99550ull)))) || (((((s16)bid)) < (((s16)3))))));
        st->arr[2] = ((u32)((u32)(__ldg(&in[4])) - (u32)(__ldg(&in[0]))));
        st->arr[3] = ((u32)((u32)(((u32)st->x0)) << ((u32)(st->x1) & 31u)));
        p0042_sh0[tid * 2u + 0u] = ((s32)(((signbit(dg_canonf(((f32)((u16)__ldg(&in[1]))))) != 0)) && (((((s64)st->x1)) > (((s64)__ldg(&in[4])))))));
        p0042_sh0[tid * 2u + 1u] = ((s32)((((st->x1) == (((u8)__ldg(&in[2]))))) ? (((s32)tid)) : (1100666252)));
        u16 v20 = ((u16)dg_rem_u32((u32)(((u16)st->x0)), (u32)(((u16)65534))));
        u8 v21 = ((u8)((u32)(((u8)st->h)) << ((u32)(gtid) & 31u)));
        u8 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = ((u8)((u32)(((u8)j23)) - (u32)(((u8)v20))));
        p0042_S0 sv24;
        sv24.f0 = ((u16)((u32)(v20) * (u32)(((u16)0))));
        float2 sv25 = make_float2(((((((s16)st->x1)) <= (((s16)bid)))) ? __uint_as_float(0x276aa6ceu) : ((f32)st->x1)), ((((((f64)((u16)st->x1))) == (((f64)__uint_as_float(0x57021049u))))) ? ((f32)st->x1) : ((f32)v21)));
        int2 sv26;
        sv26.x = ((s32)((u32)0 - (u32)(((s32)v20))));
        sv26.y = ((s32)((u32)(p0042_sh0[tid * 2u + ((u32)(((s64)dg_fclamp(((f32)v20), -9223372036854775808.0f, 9223371487098961920.0f))) & 1u)]) << ((u32)(((u8)v20)) & 31u)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v20;
        (void)v21;
        (void)a22;
        (void)j23;
        (void)sv24;
        (void)sv25;
        (void)sv26;
        (*(p0042_sh0 + tid * 2u + ((u32)(((u32)dg_rem_u32((u32)(bid), (u32)(bid)))) & 1u))) = ((s32)(((signbit(dg_canon(((f64)v21))) != 0)) ? (((s32)tid)) : (((s32)-1))));
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(in[(4u % 5u)]) * 7u) ^ (u32)(p0042_sh0[tid * 2u + (1u & 1u)]) * 9u) ^ (u32)(a22[(7u & 7u)]) ^ (st->h * 7u);
        v21 = (u8)p0042_f0((s32)((u32)(((u32)__ffsll(((s64)gtid)))) % 4u), sv24);
        st->x0 = (u64)p0042_f1((s32)((u32)(((u32)((((((s16)-291)) <= (((s16)152)))) || ((isfinite(((f64)v21)) != 0))))) % 3u), ((u64)((((s8)v20)) < (((s8)17)))));
        st->h = (u32)dg_fclamp(p0042_f2((s32)((u32)(((u32)(((u64)gtid)))) % 6u), a22, sv25, ((u32)(((isnan(1024.0f) != 0)) && (((((s8)gtid)) > (((s8)74)))))), a22, sv26, sv25, ((BOOL)(((((u16)((u32)(((u16)st->h)) + (u32)(((u16)31))))) < (((u16)(((isfinite(((f64)sv24.f0)) != 0)) ? (((u16)bid)) : (((u16)32)))))))), ((((v21) <= (((u8)79)))) ? ((f64)st->x1) : ((f64)st->h))), 0.0f, 4294967040.0f);
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        if ((gtid % 3u) == 0u && ((((s64)tid)) < (((s64)0x4a3c6f5f5bb5c40dull)))) return;
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s8)((s32)(((s8)((((((s8)v21)) <= (((s8)-73)))) ? (((s8)tid)) : (((s8)8))))) >> ((u32)(st->x1) & 31u))));
        out[9] = (u32)(st->arr[0]);
        if ((gtid % 5u) == 0u && ((((f32)(*(a22 + ((u32)(((u32)((gtid) ^ (tid)))) & 7u))))) == (((f32)v21)))) return;
        out[10] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0042, p0042_state, 64, 2, 5, 11, 1, 8192, 42u)
