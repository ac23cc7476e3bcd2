// diffgen program p0098: gen.py --seed 98 --name p0098 --include ../twin.h
#include "../twin.h"

typedef struct {
    BOOL f0;
    BOOL f1;
    u16 f2;
} p0098_S0;
typedef struct DG_ALIGN(8) {
    s16 f0;
    f64 f1;
} p0098_S1;

FN f64 p0098_f0(u64 p0, u8 p1)
{
    u64 v1 = ((u64)p1);
    s32 n2 = 0, i3 = 0;
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)n2;
    (void)i3;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)p0;
    (void)p1;
    n2 = (s32)((u32)(((u8)((((u8)__uhadd(((u32)p1), ((u32)v1)))) | (((u8)((((((u8)p0)) < (((u8)v1)))) ? (p1) : (p1))))))) % 4u) + 1;
    for (i3 = 0; i3 < n2; i3++) {
        v1 = ((u64)((p0) & (((u64)p1))));
        switch (((u32)(((u16)((((225u) == (((u32)i3)))) ? (((u16)((u32)0 - (u32)(((u16)i3))))) : (((u16)dg_div_u32((u32)(((u16)33701)), (u32)(((u16)65535)))))))) + (u32)v1) & 7u) {
        case 5: {
            v1 = ((u64)dg_dclamp((__longlong_as_double((s64)0x8000000000000000ull) * __longlong_as_double((s64)0xc3e0000000000000ull)), 0.0, 18446744073709549568.0));
            break;
        }
        default: {
            v1 += ((u64)((u64)(((u64)0x1f58511e846a5cb3ull)) - (u64)(((u64)0x4full))));
            break;
        }
        }
    }
    p0 = ((u64)((v1) | (((u64)0x1ull))));
    if ((((u8)((((((f32)v1)) <= (((f32)p0)))) ? (p1) : (p1)))) < (((u8)239))) {
        n4 = (s32)((u32)(((u8)((u32)(p1) >> ((u32)(((u8)(~(u32)(p1)))) & 31u)))) % 4u);
        for (i5 = 0; i5 < n4; i5++) {
            p0 = ((u64)0x0ull);
        }
    }
    v1 = ((u64)((u64)(v1) * (u64)(v1)));
    h6 = (((((u32)(p0) * 3u) ^ (u32)((u64)(p0) >> 32) * 5u) ^ (u32)(p1) * 7u) ^ (u32)(v1) * 9u) ^ (u32)((u64)(v1) >> 32);
    return (((f64)((f32)p0)) + (f64)(h6 & 255u));
}

FN p0098_S0 p0098_f1(s32 depth, u32 p0)
{
    f32 v7 = (((f32)p0) + ((f32)p0));
    s16 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = ((s16)__mulhi(((s32)p0), j9));
    p0098_S0 sv10;
    sv10.f0 = ((BOOL)((s8)39));
    sv10.f1 = ((BOOL)(((((f64)p0)) <= (1.0))));
    sv10.f2 = ((u16)((u32)(((u16)7)) + (u32)(((u16)depth))));
    s32 g11 = 0;
    u32 h12 = 0;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)sv10;
    (void)g11;
    (void)h12;
    (void)depth;
    (void)p0;
    if (depth <= 0) return sv10;
    B1:;
    v7 = (f32)p0098_f0(((u64)((u64)(((u64)0x805613c97e793ed3ull)) * (u64)(((u64)0x2d2cf596c4c2e64full)))), ((u8)dg_div_u32((u32)(((u8)p0)), (u32)(((u8)depth)))));
    if (g11 < 1 && ((((u64)p0)) == (((u64)depth)))) {
        g11++;
        goto B1;
    }
    sv10.f2 = ((u16)((u32)(((u16)32)) + (u32)(((u16)depth))));
    sv10 = p0098_f1(depth - 1, ((u32)max(((s32)-234), ((s32)p0))));
    h12 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)(sv10.f2) * 7u) ^ (u32)(a8[(0u & 7u)]) * 9u) ^ (u32)(a8[(7u & 7u)]);
    sv10.f0 = ((BOOL)(((u32)(sv10.f0) ^ h12) & 1u));
    return sv10;
}

typedef struct {
    u8 x0;
    u64 x1;
    u32 h;
    f32 arr[4];
} p0098_state;

DG_SHARED f64 p0098_sh0[128];
DG_SHARED u32 p0098_sh1[512];
DG_SHARED f64 p0098_sh2[256];

DG_KERNEL(p0098_kernel, p0098_state)
{
    DG_BEGIN(p0098_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((u8)((u32)(((u8)254)) << ((u32)(1u) & 31u)));
        st->x1 = ((u64)((u64)(((u64)st->x0)) ^ (u64)0xffffffffffffffff));
        st->h = ((u32)((((s32)st->x1)) == (((s32)__ldg(&in[0])))));
        st->arr[0] = (((f32)__longlong_as_double((s64)0xc3e0000000000000ull)) - 65536.0f);
        st->arr[1] = (((f32)st->h) / ((f32)((s8)st->h)));
        st->arr[2] = ((f32)__ldg(&in[0]));
        st->arr[3] = ((((in[((u32)(((u8)tid)) % 5u)]) > (92u))) ? ((f32)st->h) : ((f32)__ldg(&in[3])));
        p0098_sh0[tid * 1u + 0u] = ((f64)((s8)127));
        p0098_sh1[tid * 4u + 0u] = ((u32)((u32)(((u32)st->x1)) * (u32)(526273052u)));
        p0098_sh1[tid * 4u + 1u] = ((u32)dg_dclamp(0.125, 0.0, 4294967295.0));
        p0098_sh1[tid * 4u + 2u] = ((u32)dg_dclamp(0.0, 0.0, 4294967295.0));
        p0098_sh1[tid * 4u + 3u] = ((u32)((__ldg(&in[2])) & (st->h)));
        p0098_sh2[tid * 2u + 0u] = ((f64)__ldg(&in[2]));
        p0098_sh2[tid * 2u + 1u] = __dsqrt_rn(((f64)st->x0));
        u16 v13 = ((u16)bid);
        p0098_S0 sv14;
        sv14.f0 = ((BOOL)(((((u32)st->x1)) == (p0098_sh1[tid * 4u + ((u32)(((u8)((u32)(st->x0) + (u32)(((u8)26))))) & 3u)]))));
        sv14.f1 = ((BOOL)((s16)gtid));
        sv14.f2 = ((u16)((u32)(((u16)bid)) >> ((u32)(((u8)gtid)) & 31u)));
        float4 sv15;
        sv15.x = ((f32)((f64)__uint_as_float(0x41c7b10au)));
        sv15.y = st->arr[((u32)(st->x0) & 3u)];
        sv15.z = ((f32)st->x1);
        sv15.w = __fadd_ru(((f32)p0098_sh0[tid * 1u + 0u]), ((f32)st->x1));
        s32 g16 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)sv14;
        (void)sv15;
        (void)g16;
        B3:;
        st->x1 = (u64)dg_dclamp(p0098_f0(st->x1, ((u8)((((((f64)st->h)) == (((f64)in[((u32)(((s64)((u64)(((s64)0x8eull)) << ((u32)(bid) & 63u)))) % 5u)])))) ? (((u8)v13)) : (st->x0)))), 0.0, 18446744073709549568.0);
        if (g16 < 2 && ((1.5) <= (((f64)st->x0)))) {
            g16++;
            goto B3;
        }
        v13--;
        st->x0 = ((u8)((((((s32)bid)) < (((s32)tid)))) ? (st->x0) : (((u8)7))));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(in[(0u % 5u)]) * 7u) ^ dg_fbits(st->arr[(3u & 3u)]) * 9u) ^ (u32)(dg_dbits(p0098_sh2[tid * 2u + (1u & 1u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 8u;
        f32 v17 = __fmaf_rz(((f32)((s8)st->x1)), ((f32)bid), 0.25f);
        f64 v18 = (p0098_sh0[((u32)(abs(dg_nomin32(((s32)bid)))) & 127u)] - 0.0000152587890625);
        p0098_S0 sv19;
        sv19.f0 = ((BOOL)((u16)0));
        sv19.f1 = ((BOOL)(((((s16)tid)) != (((s16)st->h)))));
        sv19.f2 = ((u16)gtid);
        s32 n20 = 0, i21 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)v18;
        (void)sv19;
        (void)n20;
        (void)i21;
        if ((((u16)((((u16)65535)) & (((u16)st->x1))))) <= (((u16)st->x1))) {
            if ((((s64)((u64)(((s64)0x8000000000000000ull)) - (u64)(((s64)st->x1))))) > (((s64)0xdd4955730e267ac5ull))) {
                v17 = ((f32)v18);
            } else {
                p0098_sh2[tid * 2u + ((u32)(((s64)dg_fclamp(((f32)st->x1), -9223372036854775808.0f, 9223371487098961920.0f))) & 1u)] = __fma_ru(v18, __dsqrt_rz(((f64)v17)), (v18 + ((f64)((u16)st->x1))));
            }
        }
        n20 = (s32)((u32)(((s32)((((((st->h) >= (3035791068u))) || (((((s16)st->x1)) >= (((s16)tid)))))) && (((((3288988879u) == (((u32)st->x1)))) || (((((s32)bid)) == (((s32)-1945259671))))))))) % 7u);
        for (i21 = 0; i21 < n20; i21++) {
            sv19.f1 = ((BOOL)((f32)v18));
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(sv19.f2) * 5u) ^ (u32)dg_dbits(p0098_sh0[(0u & 127u)]) * 7u) ^ (u32)(p0098_sh1[(511u & 511u)]) * 9u) ^ (u32)dg_dbits(p0098_sh2[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
        sv19 = p0098_f1((s32)((u32)(((u32)((u32)(((u32)st->x1)) << ((u32)(tid) & 31u)))) % 4u), gtid);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        if ((gtid % 3u) == 0u && (isfinite(__uint_as_float(0x676747bcu)) != 0)) return;
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((s16)((u32)(((s16)(st->x0))) << ((u32)(((s32)(gtid))) & 31u))));
        out[5] = (u32)(((s64)((s64)(((s64)(~(u64)(((s64)0x3dull))))) >> ((u32)(((u32)__mul24(((s32)((s16)st->x1)), ((s32)((s16)23610))))) & 63u))));
        out[6] = dg_fbits(st->arr[0]);
        out[7] = dg_fbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0098, p0098_state, 128, 3, 5, 8, 2, 8192, 98u)
