// diffgen program p0041: gen.py --seed 41 --name p0041 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s16 f0;
    u32 f1;
} p0041_S0;
typedef struct {
    u16 f0;
    f32 f1[2];
    f64 f2;
} p0041_S1;

FN f32 p0041_f0(DG_REF(p0041_S0) p0)
{
    s32 v1 = ((s32)((u32)(1) * (u32)(0)));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    switch (((u32)(DG_R(p0).f1) + (u32)v1) & 3u) {
    case 0: {
        v1 &= ((s32)dg_div_s32((s32)(v1), (s32)(v1)));
        break;
    }
    case 1: {
        v1 = ((s32)((u32)(((s32)((v1) ^ (8)))) * (u32)(v1)));
    }
    /* fallthrough */
    case 3: {
        if (isfinite(((f64)v1)) != 0) {
            v1 = ((s32)((u32)(v1) * (u32)(v1)));
        } else {
            DG_R(p0).f1 = ((u32)__float_as_int(dg_canonf(((f32)v1))));
        }
        break;
    }
    default: {
        v1 >>= ((u32)(((u32)((((u32)v1)) & (DG_R(p0).f1)))) & 31u);
        break;
    }
    }
    if ((((s16)((((u64)v1)) >= (((u64)0xffull))))) != (((s16)((((u64)v1)) >= (((u64)0x46ceff512e3aefc5ull)))))) {
        DG_R(p0).f1 = ((u32)((u32)(((u32)v1)) - (u32)(((u32)v1))));
    }
    h2 = (((u32)(v1) * 3u) ^ (u32)(DG_R(p0).f0) * 5u) ^ (u32)(DG_R(p0).f1);
    return (((f32)((s64)0x7fffffffffffffffull)) + (f32)(h2 & 255u));
}

FN u32 p0041_f1(s32 depth, DG_REF(BOOL) p0, s16 *p1, double2 p2, u8 p3, DG_REF(s64) p4, DG_REF(int2) p5, double2 p6, DG_REF(f32) p7, double2 p8, p0041_S1 p9, s32 *p10, DG_REF(u64) p11, f64 p12, u16 p13)
{
    u32 c8 = 0;
    u16 v3 = ((u16)dg_div_u32((u32)(p13), (u32)(p13)));
    f32 v4 = __fmaf_rn(((f32)p12), ((f32)p8.y), ((f32)((u64)p13)));
    u32 a5[4] = {0};
    s32 j6;
    for (j6 = 0; j6 < 4; j6++)
        a5[j6] = ((u32)DG_R(p0));
    p0041_S0 sv7;
    sv7.f0 = ((s16)((u32)(((s16)v3)) * (u32)(((s16)depth))));
    sv7.f1 = ((c8 = ((u32)v3)), (u32)(c8 ^ ((u32)depth)));
    s32 g9 = 0;
    u32 h10 = 0;
    (void)v3;
    (void)v4;
    (void)a5;
    (void)j6;
    (void)sv7;
    (void)g9;
    (void)h10;
    (void)c8;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    (void)p9;
    (void)p10;
    (void)p11;
    (void)p12;
    (void)p13;
    if (depth <= 0) return ((u32)((((f32)__longlong_as_double((s64)0x47efffffe0000000ull))) >= (DG_R(p7))));
    DG_R(p5).y = ((s32)((DG_R(p0)) ? (p10[0u]) : (((s32)p3))));
    B2:;
    DG_R(p0) = ((BOOL)((u8)__float2ll_rn(dg_fclamp(((f32)((f64)p3)), -9223372036854775808.0f, 9223371487098961920.0f))));
    if (g9 < 1 && (!(((((s8)p13)) < (((s8)56)))))) {
        g9++;
        goto B2;
    }
    if ((DG_R(p11)) > (((u64)__double2ll_rn(dg_dclamp(((f64)depth), -9223372036854775808.0, 9223372036854774784.0))))) {
        v3 = ((u16)dg_dclamp(p12, 0.0, 65535.0));
    } else {
        if (((DG_R(p5).y) == (((s32)-2147483647))) && DG_R(p0)) return 418u;
    }
    DG_R(p11) = (u64)dg_fclamp(p0041_f0(DG_A(sv7)), 0.0f, 18446742974197923840.0f);
    DG_R(p11) = (u64)p0041_f1(depth - 1, DG_A(DG_R(p0)), p1, make_double2(__longlong_as_double(((s64)DG_R(p0))), fma(((f64)3724860049u), ((f64)p13), ((f64)DG_R(p7)))), ((u8)(~(u32)(p3))), DG_A(DG_R(p4)), DG_A(DG_R(p5)), make_double2(__ull2double_rd(((u64)depth)), (((f64)p13) + ((f64)p9.f1[0]))), DG_A(v4), p2, p9, p10, DG_A(DG_R(p11)), __dadd_ru((((f64)DG_R(p0)) / p2.x), (((f64)p3) * p6.y)), ((u16)dg_div_u32((u32)(v3), (u32)(p9.f0))));
    h10 = (((((u32)(depth) * 3u) ^ (u32)(DG_R(p0)) * 5u) ^ (u32)(dg_dbits(p2.y) >> 32) * 7u) ^ (u32)(p1[(0u & 3u)]) * 9u) ^ (u32)(a5[(0u & 3u)]);
    return ((u32)((u32)(((u32)dg_div_u32((u32)(((u32)(p3))), (u32)(((u32)(+(a5[((u32)(((s32)((DG_R(p5).y) & (154)))) & 3u)]))))))) ^ (u32)h10));
}

FN int2 p0041_f2(double2 p0, DG_REF(p0041_S0) p1)
{
    u64 v11 = ((u64)0x3ull);
    s32 v12 = ((s32)v11);
    s16 a13[8] = {0};
    s32 j14;
    for (j14 = 0; j14 < 8; j14++)
        a13[j14] = ((s16)dg_dclamp(p0.y, -32768.0, 32767.0));
    s32 a15[8] = {0};
    s32 j16;
    for (j16 = 0; j16 < 8; j16++)
        a15[j16] = ((s32)v11);
    s16 a17[8] = {0};
    s32 j18;
    for (j18 = 0; j18 < 8; j18++)
        a17[j18] = ((s16)(~(u32)(((s16)j18))));
    p0041_S0 sv19;
    sv19.f0 = ((s16)dg_dclamp(((f64)((s64)v12)), -32768.0, 32767.0));
    sv19.f1 = ((u32)(((s64)v11)));
    double2 sv20 = make_double2((((f64)((f32)v12)) / ((f64)((s16)v12))), ((f64)((u16)v11)));
    int2 sv21 = make_int2(((s32)dg_rem_s32((s32)(a15[((u32)(((u8)__float2ll_rz(dg_fclamp(((f32)v11), -9223372036854775808.0f, 9223371487098961920.0f)))) & 7u)]), (s32)(108))), ((s32)((u32)(((s32)v11)) - (u32)(0))));
    p0041_S1 sv22;
    sv22.f0 = ((u16)((((s8)v11)) == (((s8)v12))));
    sv22.f1[0] = (-(((f32)((u8)31))));
    sv22.f1[1] = __fsqrt_rz(((f32)v11));
    sv22.f2 = (-0.0 * ((f64)v12));
    s32 n23 = 0, i24 = 0;
    u32 h25 = 0;
    (void)v11;
    (void)v12;
    (void)a13;
    (void)j14;
    (void)a15;
    (void)j16;
    (void)a17;
    (void)j18;
    (void)sv19;
    (void)sv20;
    (void)sv21;
    (void)sv22;
    (void)n23;
    (void)i24;
    (void)h25;
    (void)p0;
    (void)p1;
    if ((((s8)93)) >= (((s8)(((u8)v11))))) {
        v12 = ((s32)dg_rem_s32((s32)(((s32)v11)), (s32)(v12)));
    }
    n23 = (s32)((u32)(4294967295u) % 4u);
    i24 = 0;
    do {
        v12 = (s32)dg_fclamp(p0041_f0(DG_A(sv19)), -2147483648.0f, 2147483520.0f);
    } while (++i24 < n23);
    h25 = (((((u32)dg_dbits(p0.x) * 3u) ^ (u32)dg_dbits(p0.y) * 5u) ^ (u32)(sv19.f1) * 7u) ^ dg_fbits(sv22.f1[1]) * 9u) ^ (u32)(a13[(7u & 7u)]);
    sv21.x = ((s32)((u32)(sv21.x) ^ (u32)h25));
    return sv21;
}

typedef struct {
    BOOL x0;
    s8 x1;
    u32 h;
} p0041_state;

DG_SHARED s32 p0041_sh0[40];
DG_SHARED u64 p0041_sh1[40];
DG_SHARED u8 p0041_sh2[80];

DG_KERNEL(p0041_kernel, p0041_state)
{
    DG_BEGIN(p0041_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = ((BOOL)((u16)__ldg(&in[5])));
        st->x1 = ((s8)((u32)(((s8)-59)) + (u32)(((s8)gtid))));
        st->h = ((u32)(((u16)__ldg(&in[1]))));
        p0041_sh0[tid * 1u + 0u] = ((s32)((((s32)__ldg(&in[0]))) | (((s32)st->h))));
        p0041_sh1[tid * 1u + 0u] = ((u64)((u64)(((u64)__ldg(&in[6]))) >> ((u32)(((u8)238)) & 63u)));
        p0041_sh2[tid * 2u + 0u] = ((u8)((u32)(((u8)128)) + (u32)(((u8)134))));
        p0041_sh2[tid * 2u + 1u] = ((u8)__ldg(&in[3]));
        s32 v26 = ((s32)tid);
        s16 v27 = ((s16)((s32)(((s16)32)) >> ((u32)(((u8)255)) & 31u)));
        s16 a28[8] = {0};
        s32 j29;
        for (j29 = 0; j29 < 8; j29++)
            a28[j29] = ((s16)((s32)(v27) >> ((u32)(v26) & 31u)));
        s32 a30[8] = {0};
        s32 j31;
        for (j31 = 0; j31 < 8; j31++)
            a30[j31] = 0;
        p0041_S0 sv32;
        sv32.f0 = ((s16)dg_div_s32((s32)(((s16)tid)), (s32)(((s16)st->x1))));
        sv32.f1 = ((u32)((u32)(((u32)st->x1)) - (u32)(tid)));
        double2 sv33 = make_double2(((((v27) < (sv32.f0))) ? __longlong_as_double((s64)0x3ff0000000000000ull) : ((f64)v26)), __int2double_rn(v26));
        int2 sv34 = make_int2(v26, ((s32)dg_fclamp(((f32)((s16)-76)), -2147483648.0f, 2147483520.0f)));
        p0041_S1 sv35;
        sv35.f0 = ((u16)__float2ull_ru(dg_fclamp(((f32)((f64)v26)), 0.0f, 18446742974197923840.0f)));
        sv35.f1[0] = (((f32)st->x0) * __uint_as_float(0xbf800000u));
        sv35.f1[1] = __uint_as_float(sv32.f1);
        sv35.f2 = (((f64)((f32)v26)) - ((f64)v26));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)v27;
        (void)a28;
        (void)j29;
        (void)a30;
        (void)j31;
        (void)sv32;
        (void)sv33;
        (void)sv34;
        (void)sv35;
        v26 = (s32)dg_fclamp(p0041_f0(DG_A(sv32)), -2147483648.0f, 2147483520.0f);
        v26 = (s32)dg_fclamp(p0041_f0(DG_A(sv32)), -2147483648.0f, 2147483520.0f);
        v26 = ((s32)((u32)(v26) + (u32)(v26)));
        sv34 = p0041_f2(make_double2((4294967296.0 - ((f64)v26)), sv35.f2), DG_A(sv32));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(sv32.f0) * 5u) ^ (u32)(sv34.y) * 7u) ^ dg_fbits(sv35.f1[0]) * 9u) ^ (u32)((u64)(p0041_sh1[tid * 1u + 0u]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 5u;
        u8 v36 = ((u8)((u32)(((u8)tid)) + (u32)(((u8)bid))));
        s16 a37[8] = {0};
        s32 j38;
        for (j38 = 0; j38 < 8; j38++)
            a37[j38] = ((s16)((((s16)-17621)) ^ (((s16)gtid))));
        s32 a39[8] = {0};
        s32 j40;
        for (j40 = 0; j40 < 8; j40++)
            a39[j40] = ((s32)-32);
        p0041_S0 sv41;
        sv41.f0 = ((s16)((s32)(a37[((u32)(((s64)__byte_perm(st->h, tid, 2692653526u))) & 7u)]) >> ((u32)(((u8)tid)) & 31u)));
        sv41.f1 = tid;
        double2 sv42 = make_double2(((f64)st->x0), copysign(((f64)gtid), dg_canon(((f64)st->x1))));
        int2 sv43 = make_int2(((s32)__float2uint_rz(dg_fclamp(((f32)tid), 0.0f, 4294967040.0f))), ((s32)st->x0));
        p0041_S1 sv44;
        sv44.f0 = ((u16)__mul24(((s32)((s16)-29616)), ((s32)((s16)st->h))));
        sv44.f1[0] = __uint_as_float(0xe766ff33u);
        sv44.f1[1] = __fmaf_ru(((f32)((u64)tid)), ((f32)st->x0), ((f32)(*(p0041_sh0 + ((u32)(((u8)((u32)(v36) << ((u32)(sv43.x) & 31u)))) % 40u)))));
        sv44.f2 = (((f64)st->x1) / sv42.x);
        s32 g45 = 0;
        s64 v46 = 0;
        f32 v47 = 0.0f;
        u64 v48 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v36;
        (void)a37;
        (void)j38;
        (void)a39;
        (void)j40;
        (void)sv41;
        (void)sv42;
        (void)sv43;
        (void)sv44;
        (void)g45;
        (void)v46;
        (void)v47;
        (void)v48;
        st->x0 = ((BOOL)(((__ll2double_rd(((s64)st->x1))) >= (((f64)((u32)v36))))));
        st->h = ((u32)((in[((u32)(((u8)((((((f64)16777216.0f)) != (((f64)tid)))) || (((sv44.f1[0]) <= (-1.0f)))))) % 7u)]) ^ (gtid)));
        B3:;
        st->x0 = ((BOOL)((!(((a37[((u32)((*(a39 + ((u32)(sv43.x) & 7u)))) & 7u)]) != (((s16)st->x0)))))));
        if (g45 < 3 && ((2147483647) > (1875956083))) {
            g45++;
            goto B3;
        }
        st->h = (((((u32)(bid) * 3u) ^ dg_fbits(sv44.f1[1]) * 5u) ^ (u32)((u64)(p0041_sh1[(0u % 40u)]) >> 32) * 7u) ^ (u32)((u64)(p0041_sh1[(39u % 40u)]) >> 32) * 9u) ^ (u32)(a39[(0u & 7u)]) ^ (st->h * 7u);
        st->x0 = (BOOL)(p0041_f1((s32)((u32)(((u32)(((((*(p0041_sh2 + tid * 2u + ((u32)(((u32)((u32)(sv41.f1) >> ((u32)(((u8)7)) & 31u)))) & 1u)))) >= (((u8)32)))) ? (bid) : (1508195160u)))) % 5u), DG_A(st->x0), a37, sv42, ((u8)255), DG_A(v46), DG_A(sv43), make_double2((((isfinite(__uint_as_float(0xbf800000u)) != 0)) ? sv42.y : ((f64)st->x1)), sv42.x), DG_A(v47), sv42, sv44, &a39[((u32)(((u8)((u32)(((u8)bid)) - (u32)(((u8)220))))) % 8u)], DG_A(v48), ((f64)bid), ((u16)dg_fclamp(__ll2float_rz(((s64)bid)), 0.0f, 65535.0f))) != 0);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((u32)dg_rem_u32((u32)(((u32)((u32)(((u32)v48)) << ((u32)(p0041_sh0[((u32)(((u8)((st->x0) ? (p0041_sh2[tid * 2u + ((u32)(((s64)(sv41.f1))) & 1u)]) : (v36)))) % 40u)]) & 31u)))), (u32)(0u))));
        out[4] = (u32)(((s8)dg_dclamp(__ddiv_rn(((f64)a39[((u32)(((u8)((((((s8)127)) <= (((s8)bid)))) ? (v36) : (((u8)st->h))))) & 7u)]), ((f64)((u8)233))), -128.0, 127.0)));
    }
    DG_END
}

DG_PROGRAM(p0041, p0041_state, 40, 1, 7, 5, 2, 8192, 41u)
