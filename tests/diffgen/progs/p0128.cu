// diffgen program p0128: gen.py --seed 129 --name p0128 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u32 f0;
} p0128_S0;
typedef struct {
    s8 f0;
} p0128_S1;

FN void p0128_f0(s32 depth, DG_REF(p0128_S0) p0, const f32 *p1, DG_REF(s8) p2)
{
    s8 v1 = ((s8)dg_dclamp(0.5, -128.0, 127.0));
    s32 g2 = 0;
    u32 h3 = 0;
    (void)v1;
    (void)g2;
    (void)h3;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return;
    B1:;
    if ((((s16)(((isfinite(((f64)((f32)depth))) != 0)) || (((((u64)0xeaceefbaf3fe4ca4ull)) < (((u64)v1))))))) > (((s16)28433))) {
        DG_R(p2) = v1;
    } else {
        DG_R(p2) = ((s8)depth);
    }
    if (g2 < 1 && ((((f32)((u64)0xfcull))) != (((f32)DG_R(p2))))) {
        g2++;
        goto B1;
    }
    p0128_f0(depth - 1, DG_A(DG_R(p0)), p1, DG_A(DG_R(p2)));
    --DG_R(p2);
    ++v1;
    h3 = (((((u32)(depth) * 3u) ^ (u32)(DG_R(p2)) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(DG_R(p0).f0) * 9u) ^ dg_fbits(p1[0u]);
    DG_R(p2) = ((s8)((u32)(DG_R(p2)) ^ (u32)h3));
    return;
}

FN u64 p0128_f1(BOOL p0, p0128_S1 p1)
{
    s32 v4 = ((s32)__double2ull_ru(dg_dclamp(((f64)((f32)p0)), 0.0, 18446744073709549568.0)));
    u64 v5 = ((u64)dg_dclamp(((f64)v4), 0.0, 18446744073709549568.0));
    f32 a6[8] = {0};
    s32 j7;
    for (j7 = 0; j7 < 8; j7++)
        a6[j7] = (((f32)((f64)v5)) - ((f32)v4));
    p0128_S0 sv8;
    sv8.f0 = ((u32)dg_fclamp(((f32)((u16)v4)), 0.0f, 4294967040.0f));
    s32 g9 = 0;
    s32 n10 = 0, i11 = 0;
    s32 n12 = 0, i13 = 0;
    u32 h14 = 0;
    (void)v4;
    (void)v5;
    (void)a6;
    (void)j7;
    (void)sv8;
    (void)g9;
    (void)n10;
    (void)i11;
    (void)n12;
    (void)i13;
    (void)h14;
    (void)p0;
    (void)p1;
    v4 = ((s32)(((s8)-87)));
    B2:;
    n10 = (s32)((u32)(((s32)(+(((s32)((v4) & (((s32)p0)))))))) % 8u);
    i11 = 0;
    do {
        a6[((u32)(((s64)((((u16)1)) >= (((u16)p0))))) & 7u)] = (((f32)v4) + ((f32)v5));
        n12 = (s32)((u32)(((u32)(((u16)((u32)(((u16)v4)) >> ((u32)(((u8)1)) & 31u)))))) % 7u);
        i13 = 0;
        while (i13 < n12) {
            i13++;
            a6[((u32)(((s32)((((s16)-6)) > (((s16)0))))) & 7u)] = (-((-7.0f + a6[((u32)(((s64)0xd550401ec53e09ecull)) & 7u)])));
            p0 = ((BOOL)p1.f0);
        }
    } while (++i11 < n10);
    if (g9 < 3 && ((((u8)63)) < (((u8)33)))) {
        g9++;
        goto B2;
    }
    v4 = ((s32)v5);
    h14 = (((((u32)(v4) * 3u) ^ (u32)(p1.f0) * 5u) ^ (u32)(sv8.f0) * 7u) ^ dg_fbits(a6[(0u & 7u)]) * 9u) ^ dg_fbits(a6[(7u & 7u)]);
    return ((u64)((u64)(((u64)dg_dclamp(__fma_rz(((f64)((s16)p0)), __longlong_as_double((s64)0xc3e0000000000000ull), ((f64)v5)), 0.0, 18446744073709549568.0))) ^ (u64)h14));
}

FN u8 p0128_f2(u8 p0, p0128_S0 p1)
{
    s32 v15 = ((s32)p0);
    u8 v16 = ((u8)((((((s8)127)) != (((s8)-12)))) && (((((u16)141)) != (((u16)463))))));
    f32 a17[8] = {0};
    s32 j18;
    for (j18 = 0; j18 < 8; j18++)
        a17[j18] = ((f32)((f64)p0));
    s32 a19[4] = {0};
    s32 j20;
    for (j20 = 0; j20 < 4; j20++)
        a19[j20] = __dp2a_lo(((s32)p0), j20, ((s32)v16));
    p0128_S0 sv21;
    sv21.f0 = 63u;
    p0128_S1 sv22;
    sv22.f0 = ((s8)-1);
    s32 n23 = 0, i24 = 0;
    u32 h25 = 0;
    (void)v15;
    (void)v16;
    (void)a17;
    (void)j18;
    (void)a19;
    (void)j20;
    (void)sv21;
    (void)sv22;
    (void)n23;
    (void)i24;
    (void)h25;
    (void)p0;
    (void)p1;
    if (!((isinf(((f32)__longlong_as_double((s64)0x340e70c5eaf4f0ccull))) != 0))) {
        if (((v15) >= (a19[((u32)(((s32)((((u32)v16)) <= (p1.f0)))) & 3u)])) && ((((s16)p0)) >= (((s16)-19800)))) return ((u8)__double2ull_rn(dg_dclamp(((f64)((f32)p0)), 0.0, 18446744073709549568.0)));
    } else {
        n23 = (s32)((u32)(((s32)((u32)(v15) - (u32)(v15)))) % 3u);
        i24 = 0;
        while (i24 < n23) {
            i24++;
            p1.f0 = ((u32)((u32)(p1.f0) << ((u32)(31) & 31u)));
            v16 = (u8)p0128_f1(((BOOL)((u8)((((((f32)((f64)p0))) != (((f32)p0)))) ? (p0) : (((u8)v15))))), sv22);
        }
    }
    v15 = (s32)p0128_f1(((BOOL)((s16)dg_div_s32((s32)(((s16)v15)), (s32)(((s16)39))))), sv22);
    if ((((s16)((s32)(((s16)v16)) >> ((u32)(3u) & 31u)))) <= (((s16)18098))) {
        (*(a17 + ((u32)(((u32)((u32)(((u32)v15)) * (u32)(((u32)p0))))) & 7u))) = ((a17[((u32)(a19[((u32)(((u32)((u32)(2u) >> ((u32)(p0) & 31u)))) & 3u)]) & 7u)] + ((f32)((u16)65535))) - __uint_as_float(0x7fc00000u));
    }
    sv21.f0 = __float2uint_ru(dg_fclamp((1.0e10f * ((f32)v15)), 0.0f, 4294967040.0f));
    h25 = (((((u32)(sv21.f0) * 3u) ^ (u32)(sv22.f0) * 5u) ^ dg_fbits(a17[(0u & 7u)]) * 7u) ^ (u32)(a19[(0u & 3u)]) * 9u) ^ (u32)(a19[(3u & 3u)]);
    return ((u8)((u32)(((u8)dg_div_u32((u32)(((u8)((u32)(v16) << ((u32)(((u8)v15)) & 31u)))), (u32)(((u8)dg_dclamp(((f64)p0), 0.0, 255.0)))))) ^ (u32)h25));
}

typedef struct {
    u16 x0;
    u8 x1;
    s32 x2;
    u32 x3;
    u32 h;
    f64 arr[4];
} p0128_state;

DG_KERNEL(p0128_kernel, p0128_state)
{
    DG_BEGIN(p0128_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((u16)bid);
        st->x1 = ((u8)dg_fclamp(65536.0f, 0.0f, 255.0f));
        st->x2 = ((s32)st->x0);
        st->x3 = ((u32)((u32)(__ldg(&in[0])) - (u32)(tid)));
        st->h = ((u32)dg_fclamp(((f32)gtid), 0.0f, 4294967040.0f));
        st->arr[0] = ((f64)((f32)__ldg(&in[3])));
        st->arr[1] = -7.0;
        st->arr[2] = ((f64)__ldg(&in[2]));
        st->arr[3] = (((f64)__ldg(&in[3])) - ((f64)st->x3));
        u16 v26 = st->x0;
        f32 a27[8] = {0};
        s32 j28;
        for (j28 = 0; j28 < 8; j28++)
            a27[j28] = (((f32)st->x2) / ((f32)tid));
        p0128_S0 sv29;
        sv29.f0 = ((u32)__double2ll_rn(dg_dclamp(((f64)st->x2), -9223372036854775808.0, 9223372036854774784.0)));
        p0128_S1 sv30;
        sv30.f0 = ((s8)((u32)(((s8)-128)) + (u32)(((s8)v26))));
        s32 g31 = 0;
        s8 v32 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)a27;
        (void)j28;
        (void)sv29;
        (void)sv30;
        (void)g31;
        (void)v32;
        if ((((((f64)65536.0f)) >= (__longlong_as_double((s64)0xdf020b7ab18edd35ull)))) && ((!((isinf(__longlong_as_double((s64)0x5b83aa4e82ca1b5eull)) != 0))))) {
            if (!(((-0.0f) > (((f32)1812237537))))) {
                st->x3 = ((u32)((u32)(((u32)((((32) > (1286488227))) ? (out[((u32)(((u8)((((u8)st->x3)) > (((u8)209))))) & 1u)]) : (160u)))) << ((u32)(__float2int_ru(dg_fclamp(((f32)st->x3), -2147483648.0f, 2147483520.0f))) & 31u)));
            }
        } else {
            st->x2 = (s32)p0128_f2(((u8)((u32)(((u8)((u32)(st->x1) << ((u32)(out[((u32)(__double2uint_rz(dg_dclamp(((f64)sv29.f0), 0.0, 4294967295.0))) & 1u)]) & 31u)))) + (u32)(((u8)((((u8)st->x0)) & (st->x1)))))), sv29);
        }
        st->x1--;
        B3:;
        if (isfinite((((f32)tid) * ((f32)(*(st->arr + ((u32)(((s32)((((s32)gtid)) | (1210687429)))) & 3u)))))) != 0) {
            st->h ^= ((u32)(((s8)gtid)));
        }
        if (g31 < 3 && ((-0.0009765625f) >= (0.0f))) {
            g31++;
            goto B3;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x3) * 5u) ^ (u32)(in[(0u & 3u)]) * 7u) ^ (u32)(in[(3u & 3u)]) * 9u) ^ (u32)(out[(0u & 1u)]) ^ (st->h * 7u);
        p0128_f0((s32)((u32)(((u32)((((st->x0) <= (v26))) ? (sv29.f0) : (bid)))) % 6u), DG_A(sv29), a27 + ((u32)(sv29.f0) % 8u), DG_A(v32));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->x3);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((s8)((((((u64)st->h)) == (((u64)0xf5fe81fde8988025ull)))) ? (((s8)((u32)(v32) + (u32)(v32)))) : (((s8)dg_rem_s32((s32)(sv30.f0), (s32)(sv30.f0)))))));
        out[8] = (u32)dg_dbits(st->arr[0]);
        out[9] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0128, p0128_state, 40, 3, 4, 10, 1, 8192, 129u)
