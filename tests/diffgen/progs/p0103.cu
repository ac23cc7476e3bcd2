// diffgen program p0103: gen.py --seed 103 --name p0103 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s16 f0;
    f32 f1;
    f64 f2;
} p0103_S0;
typedef struct {
    s8 f0;
    u8 f1;
    BOOL f2[2];
} p0103_S1;

FN f64 p0103_f0(float2 p0, s32 p1, s16 p2)
{
    u64 v1 = ((u64)(p2));
    s64 v2 = ((s64)p1);
    s32 n3 = 0, i4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)n3;
    (void)i4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    n3 = (s32)((u32)(((u8)sizeof(f32))) % 3u);
    for (i4 = 0; i4 < n3; i4++) {
        p0.y = ((((((u32)p1)) <= (0u))) ? __fmul_rd(((f32)((f64)p1)), __uint_as_float(0x895400fcu)) : p0.y);
        p1 >>= ((u32)(((u32)((u32)(((u32)p1)) << ((u32)(((u32)v2)) & 31u)))) & 31u);
    }
    switch (((u32)(((u16)(((s16)((u32)(p2) << ((u32)(((s32)v1)) & 31u)))))) + (u32)p2) & 7u) {
    case 6: {
        if ((isnan(((f32)0.125)) != 0) && ((((f32)((f64)p1))) < (((f32)1.0)))) return __ll2double_rn(v2);
    }
    /* fallthrough */
    case 7: {
        p1 ^= ((s32)v2);
        break;
    }
    }
    h5 = (((((u32)(p2) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(v2) * 7u) ^ dg_fbits(p0.x) * 9u) ^ dg_fbits(p0.y);
    return ((-(((f64)((u32)v1)))) + (f64)(h5 & 255u));
}

FN longlong2 p0103_f1(s32 depth, u32 p0, f32 *p1)
{
    u8 c10 = 0;
    u64 v6 = ((u64)(((u16)p0)));
    f64 v7 = ((f64)v6);
    u8 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = ((c10 = ((u8)v6)), (u8)(c10 ^ ((u8)255)));
    float2 sv11 = make_float2(((f32)((s8)p0)), (p1[((u32)(((s32)sizeof(f32))) & 3u)] / p1[((u32)(((u8)((u32)((*(a8 + ((u32)(((u8)((((((s64)0xffull)) != (((s64)0x914cfa35198669aull)))) ? (a8[((u32)(((u8)v6)) & 7u)]) : (a8[((u32)(((s64)0x1eece57f5da376cdull)) & 7u)])))) & 7u)))) >> ((u32)(255) & 31u)))) & 3u)]));
    longlong2 sv12 = make_longlong2(((s64)((((s64)0xffffffffffffff9full)) ^ (((s64)depth)))), ((s64)v6));
    s32 n13 = 0, i14 = 0;
    u32 h15 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)sv11;
    (void)sv12;
    (void)n13;
    (void)i14;
    (void)h15;
    (void)c10;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return sv12;
    sv12.y = ((s64)0xffffffffffffff8eull);
    n13 = (s32)((u32)(((s32)dg_div_s32((s32)(__ffs(depth)), (s32)(((s32)__mul64hi(((s64)depth), ((s64)0xeec7ed3bb7e4b086ull))))))) % 3u) + 1;
    for (i14 = 0; i14 < n13; i14++) {
        sv12.y = ((s64)(((isinf(((f64)((f32)v6))) != 0)) && (((((u16)i14)) == (((u16)41749))))));
        if ((((isinf(v7) != 0)) || ((isnan(((f32)depth)) != 0))) && ((depth) == (1870359989))) return sv12;
    }
    sv12 = p0103_f1(depth - 1, ((u32)sizeof(s16)), p1);
    h15 = (((((u32)dg_dbits(v7) * 3u) ^ dg_fbits(sv11.y) * 5u) ^ (u32)(sv12.y) * 7u) ^ (u32)((u64)(sv12.y) >> 32) * 9u) ^ dg_fbits(p1[(0u & 3u)]);
    sv12.x = ((s64)((u64)(sv12.x) ^ (u64)h15));
    return sv12;
}

typedef struct {
    u32 x0;
    s16 x1;
    u32 h;
} p0103_state;

DG_SHARED s32 p0103_sh0[256];
DG_SHARED u64 p0103_sh1[256];
DG_SHARED s16 p0103_sh2[256];

DG_KERNEL(p0103_kernel, p0103_state)
{
    DG_BEGIN(p0103_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        u32 c16 = 0;
        st->x0 = ((c16 = in[((u32)(((s32)(+(((s32)bid))))) % 6u)]), (u32)(c16 ^ __ldg(&in[5])));
        st->x1 = ((s16)dg_rem_s32((s32)(((s16)bid)), (s32)(((s16)__ldg(&in[4])))));
        st->h = ((u32)((u32)(in[((u32)(((s64)((((((u32)st->x1)) > (336u))) ? (((s64)0x35ull)) : (((s64)0xe66b2a0ecec0e7c1ull))))) % 6u)]) + (u32)(__ldg(&in[0]))));
        p0103_sh0[tid * 2u + 0u] = 31;
        p0103_sh0[tid * 2u + 1u] = ((s32)tid);
        p0103_sh1[tid * 2u + 0u] = ((u64)((((u64)0xa750e345cce8f0faull)) | (((u64)bid))));
        p0103_sh1[tid * 2u + 1u] = ((u64)((u64)(((u64)st->x0)) << ((u32)(bid) & 63u)));
        p0103_sh2[tid * 2u + 0u] = ((s16)((u32)(((s16)__ldg(&in[2]))) - (u32)(st->x1)));
        p0103_sh2[tid * 2u + 1u] = ((s16)st->x0);
        f32 v17 = (((f32)st->x1) - ((f32)st->h));
        s16 v18 = ((s16)dg_dclamp(1024.0, -32768.0, 32767.0));
        f32 a19[8] = {0};
        s32 j20;
        for (j20 = 0; j20 < 8; j20++)
            a19[j20] = (v17 / v17);
        float2 sv21 = make_float2(((((((s32)v18)) != (((s32)-124)))) ? ((f32)((f64)st->x0)) : ((f32)((u16)st->h))), 100.0f);
        longlong2 sv22 = make_longlong2(((s64)st->x1), ((s64)st->h));
        s32 g23 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)v18;
        (void)a19;
        (void)j20;
        (void)sv21;
        (void)sv22;
        (void)g23;
        (void)c16;
        if (isnan(__longlong_as_double((s64)0x577fb1f9dd6d2758ull)) != 0) {
            ++st->h;
        } else {
            st->x1 = ((s16)((u32)(((s16)bid)) + (u32)(st->x1)));
        }
        B3:;
        if ((((u32)st->x1)) < (((u32)(((isinf(((f64)st->h)) != 0)) || ((signbit(dg_canonf(v17)) != 0)))))) {
            v17 = (f32)p0103_f0(sv21, __double2loint(dg_canon(((f64)((s16)bid)))), ((s16)(((((*(p0103_sh0 + tid * 2u + ((u32)(((u8)((u32)(((u8)st->x1)) + (u32)(((u8)63))))) & 1u)))) <= (p0103_sh0[tid * 2u + ((u32)(((s32)((u32)0 - (u32)(p0103_sh0[tid * 2u + ((u32)(((s32)(((s64)tid)))) & 1u)])))) & 1u)]))) ? (((s16)__double2hiint(dg_canon(((f64)v17))))) : (((s16)((((s16)-143)) & (((s16)104))))))));
        } else {
            v18 = (s16)dg_dclamp(p0103_f0(sv21, ((s32)sizeof(sv21)), ((s16)((v18) | (((s16)31))))), -32768.0, 32767.0);
        }
        if (g23 < 1 && ((((s32)st->h)) < (((s32)st->x1)))) {
            g23++;
            goto B3;
        }
        st->h = (((((u32)(sv22.y) * 3u) ^ (u32)((u64)(sv22.y) >> 32) * 5u) ^ (u32)(in[(5u % 6u)]) * 7u) ^ (u32)(p0103_sh1[tid * 2u + (1u & 1u)]) * 9u) ^ (u32)(p0103_sh2[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        s8 v24 = ((s8)((u32)(((s8)53)) << ((u32)(((s32)st->h)) & 31u)));
        f32 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = __uint_as_float(0x9c435d0eu);
        float2 sv27;
        sv27.x = __double2float_rn(((f64)st->x0));
        sv27.y = __fmaf_rz(1.0e10f, __uint_as_float(0x7fc00000u), ((f32)st->h));
        longlong2 sv28;
        sv28.x = ((s64)((u64)(((s64)0xffffffffffffffffull)) + (u64)(((s64)0xe10c8534842d21a3ull))));
        sv28.y = ((s64)0x8000000000000001ull);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)sv27;
        (void)sv28;
        if ((((sv27.x) <= (__uint_as_float(0x00800000u)))) || (((((u64)0x233ull)) != (((u64)0xefull))))) {
            st->h = ((u32)sizeof(s16));
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(v24) * 5u) ^ (u32)(p0103_sh0[(0u & 255u)]) * 7u) ^ (u32)(p0103_sh1[(255u & 255u)]) * 9u) ^ dg_fbits(a25[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        s16 v29 = ((s16)tid);
        u8 v30 = ((u8)dg_rem_u32((u32)(((u8)154)), (u32)(((u8)239))));
        f32 a31[8] = {0};
        s32 j32;
        for (j32 = 0; j32 < 8; j32++)
            a31[j32] = ((f32)((u16)0));
        float2 sv33 = make_float2((((f32)__longlong_as_double((s64)0x000fffffffffffffull)) * ((f32)st->h)), __uint_as_float(0xff800000u));
        longlong2 sv34 = make_longlong2(((s64)bid), ((s64)v30));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v29;
        (void)v30;
        (void)a31;
        (void)j32;
        (void)sv33;
        (void)sv34;
        if ((((((((s8)st->x1)) != (((s8)v29)))) && (((((f64)((s8)31))) < (((f64)v29)))))) || (((((s32)v30)) == (((s32)-1013829933))))) {
            (*(a31 + ((u32)(((s32)((s32)(p0103_sh0[tid * 2u + ((u32)(((s32)__float2uint_rd(dg_fclamp(sv33.y, 0.0f, 4294967040.0f)))) & 1u)]) >> ((u32)(out[((u32)(((u8)((u32)(((u8)st->h)) ^ (u32)0xffffffff))) & 1u)]) & 31u)))) & 7u))) = ((((isfinite(((f64)tid)) != 0)) ? a31[((u32)(((s64)((u64)(((s64)0x8000000000000000ull)) + (u64)(((s64)v29))))) & 7u)] : ((f32)__longlong_as_double((s64)0xc3e0000000000000ull))) + (((f32)((u16)16114)) - ((f32)v29)));
        } else {
            st->x1 = ((s16)((u32)(v29) * (u32)(((s16)bid))));
        }
        st->h = (((((u32)(bid) * 3u) ^ dg_fbits(sv33.x) * 5u) ^ (u32)(sv34.y) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ dg_fbits(a31[(7u & 7u)]) ^ (st->h * 7u);
        sv34 = p0103_f1((s32)((u32)(((u32)(((u16)tid)))) % 4u), st->h, a31);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->h);
        out[5] = (u32)dg_dbits(0.0000152587890625);
        out[6] = (u32)(((u64)((u64)(((u64)sizeof(sv33))) + (u64)(((u64)((v30) == (((u8)159))))))));
    }
    DG_END
}

DG_PROGRAM(p0103, p0103_state, 128, 1, 6, 7, 3, 8192, 103u)
