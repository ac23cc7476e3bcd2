// diffgen program p0010: gen.py --seed 10 --name p0010 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s64 f0;
    s16 f1;
} p0010_S0;

FN s32 p0010_f0(double2 p0)
{
    u16 v1 = ((u16)dg_div_u32((u32)(((u16)255)), (u32)(((u16)31481))));
    f64 v2 = (((isinf(p0.x) != 0)) ? ((f64)v1) : ((f64)((u32)v1)));
    s32 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = ((s32)v1);
    s32 g5 = 0;
    s32 n6 = 0, i7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)g5;
    (void)n6;
    (void)i7;
    (void)h8;
    (void)p0;
    B1:;
    n6 = (s32)((u32)(((u8)((((u8)((u32)(((u8)229)) << ((u32)(((s32)v1)) & 31u)))) ^ (((u8)((((u8)v1)) ^ (((u8)v1)))))))) % 8u);
    i7 = 0;
    do {
        v2 = __dadd_rd(p0.x, v2);
    } while (++i7 < n6);
    if (g5 < 3 && ((v1) < (((u16)513)))) {
        g5++;
        goto B1;
    }
    h8 = (((((u32)dg_dbits(p0.x) * 3u) ^ (u32)(dg_dbits(p0.x) >> 32) * 5u) ^ (u32)dg_dbits(p0.y) * 7u) ^ (u32)(dg_dbits(p0.y) >> 32) * 9u) ^ (u32)(a3[(15u & 15u)]);
    return ((s32)((u32)(((s32)(((!(((((u64)v1)) > (((u64)0xf65cf3f31dcacf75ull)))))) ? (((s32)umax(((u32)v1), 63u))) : (((s32)__urhadd(((u32)v1), 474u)))))) ^ (u32)h8));
}

FN float4 p0010_f1(DG_REF(s16) p0, s32 p1, f64 p2)
{
    f64 v9 = ((f64)0.125f);
    s16 v10 = ((s16)((DG_R(p0)) ^ (DG_R(p0))));
    u8 a11[8] = {0};
    s32 j12;
    for (j12 = 0; j12 < 8; j12++)
        a11[j12] = ((u8)((((((s8)j12)) >= (((s8)-128)))) ? (((u8)DG_R(p0))) : (((u8)v10))));
    double2 sv13;
    sv13.x = 100.0;
    sv13.y = p2;
    float4 sv14;
    sv14.x = ((f32)v10);
    sv14.y = ((f32)v10);
    sv14.z = __ull2float_rd(((u64)p1));
    sv14.w = __ull2float_rz(((u64)p1));
    u32 h15 = 0;
    (void)v9;
    (void)v10;
    (void)a11;
    (void)j12;
    (void)sv13;
    (void)sv14;
    (void)h15;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((((s64)((((v10) <= (DG_R(p0)))) && (((((s64)v10)) != (((s64)p1))))))) >= (((s64)((((((u64)DG_R(p0))) < (((u64)0xd9adf5d6f287d027ull)))) || (((((u64)0x1full)) >= (((u64)p1)))))))) {
        if ((((((u32)DG_R(p0))) >= (1815275941u))) || (((((u8)DG_R(p0))) != (((u8)v10))))) {
            a11[((u32)(((s32)((s32)(p1) >> ((u32)(((u32)p1)) & 31u)))) & 7u)] = ((u8)sizeof(sv13));
        } else {
            p2 -= __ll2double_ru(((s64)v10));
        }
    }
    DG_R(p0) = ((s16)((((s16)((sv14.w) == (-2.5f)))) | (((s16)((u32)(DG_R(p0)) + (u32)(((s16)p1)))))));
    h15 = (((((u32)(p1) * 3u) ^ (u32)(dg_dbits(p2) >> 32) * 5u) ^ (u32)dg_dbits(v9) * 7u) ^ (u32)(dg_dbits(sv13.x) >> 32) * 9u) ^ (u32)(a11[(7u & 7u)]);
    sv14.x = (sv14.x + (f32)(h15 & 255u));
    return sv14;
}

FN f64 p0010_f2(u64 p0, BOOL p1, DG_REF(f32) p2, s16 p3, p0010_S0 p4, u32 p5, BOOL p6, f64 p7, DG_REF(s64) p8, s64 p9, f64 p10, u32 p11)
{
    s64 v16 = p4.f0;
    u64 a17[16] = {0};
    s32 j18;
    for (j18 = 0; j18 < 16; j18++)
        a17[j18] = ((u64)0x3ull);
    double2 sv19;
    sv19.x = ((((0u) != (((u32)p9)))) ? ((f64)DG_R(p2)) : p7);
    sv19.y = (-(((f64)p5)));
    float4 sv20;
    sv20.x = (DG_R(p2) / ((f32)v16));
    sv20.y = ((f32)p5);
    sv20.z = (((signbit(dg_canon(p10)) != 0)) ? ((f32)p0) : ((f32)((s32)p0)));
    sv20.w = (((f32)((f64)p9)) - ((f32)p7));
    s32 g21 = 0;
    u32 h22 = 0;
    (void)v16;
    (void)a17;
    (void)j18;
    (void)sv19;
    (void)sv20;
    (void)g21;
    (void)h22;
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
    if (((((u8)p1)) > (((u8)255))) && ((p7) != (sv19.y))) return ((f64)__uint_as_float(0xcf000000u));
    B2:;
    (*(a17 + ((u32)(p11) & 15u))) = a17[((u32)(((s32)-2147483647)) & 15u)];
    if (g21 < 2 && ((((s8)-128)) < (((s8)DG_R(p8))))) {
        g21++;
        goto B2;
    }
    DG_R(p8) = ((s64)dg_rem_s64((s64)(v16), (s64)(p9)));
    h22 = (((((u32)(p0) * 3u) ^ (u32)(p1) * 5u) ^ (u32)((u64)(p9) >> 32) * 7u) ^ (u32)(p4.f0) * 9u) ^ dg_fbits(sv20.z);
    return (((((f64)p1) - sv19.y) / ((f64)((f32)p1))) + (f64)(h22 & 255u));
}

typedef struct {
    s16 x0;
    f64 x1;
    u32 x2;
    s16 x3;
    u32 h;
} p0010_state;

DG_SHARED f64 p0010_sh0[640];

DG_KERNEL(p0010_kernel, p0010_state)
{
    DG_BEGIN(p0010_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        s64 c29 = 0;
        st->x0 = ((s16)__float2ll_rd(dg_fclamp(((f32)((f64)__ldg(&in[0]))), -9223372036854775808.0f, 9223371487098961920.0f)));
        st->x1 = __drcp_ru(((f64)st->x0));
        st->x2 = ((u32)(isfinite(((f32)gtid)) != 0));
        st->x3 = ((s16)((u32)0 - (u32)(st->x0)));
        st->h = ((u32)(~(u32)(tid)));
        p0010_sh0[tid * 4u + 0u] = ((f64)((u16)65534));
        p0010_sh0[tid * 4u + 1u] = round(((f64)__ldg(&in[4])));
        p0010_sh0[tid * 4u + 2u] = ((f64)((s8)-127));
        p0010_sh0[tid * 4u + 3u] = ((f64)st->x3);
        s64 v23 = ((s64)dg_fclamp(((f32)st->x1), -9223372036854775808.0f, 9223371487098961920.0f));
        double2 sv24 = make_double2(__dadd_rn(st->x1, ((f64)st->x3)), ((((-0.0009765625f) > (((f32)st->x3)))) ? st->x1 : st->x1));
        float4 sv25 = make_float4((__uint_as_float(0x7fc00000u) * ((f32)bid)), (((f32)tid) - ((f32)v23)), (((f32)v23) * ((f32)v23)), ((f32)((u16)8)));
        p0010_S0 sv26;
        sv26.f0 = v23;
        sv26.f1 = ((s16)-32768);
        s32 g27 = 0;
        f32 v28 = 0.0f;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)sv24;
        (void)sv25;
        (void)sv26;
        (void)g27;
        (void)v28;
        (void)c29;
        if ((gtid % 7u) == 2u && ((((u16)58681)) < (((u16)23342)))) return;
        B3:;
        if ((gtid % 5u) == 0u && ((v23) <= (((s64)st->x0)))) return;
        if (g27 < 3 && ((((s32)gtid)) < (((s32)st->h)))) {
            g27++;
            goto B3;
        }
        st->h = (((((u32)(st->x2) * 3u) ^ dg_fbits(sv25.z) * 5u) ^ (u32)(sv26.f0) * 7u) ^ (u32)((u64)(sv26.f0) >> 32) * 9u) ^ (u32)(in[(4u % 5u)]) ^ (st->h * 7u);
        st->x1 = (f64)p0010_f0(sv24);
        sv25 = p0010_f1(DG_A(st->x3), ((s32)((u32)(((s32)((u32)(((s32)-1823599937)) + (u32)(((s32)st->x3))))) * (u32)(((s32)((((((s16)-142)) <= (((s16)st->x2)))) || (((v23) >= (((s64)0x7ull))))))))), (((f64)((u16)tid)) - ((f64)((s32)tid))));
        st->x2 = (u32)dg_dclamp(p0010_f2(((u64)((u64)(((u64)st->x2)) ^ (u64)0xffffffffffffffff)), ((BOOL)(((((u8)181)) == (((u8)84))))), DG_A(v28), ((s16)((u32)(st->x3) - (u32)(st->x0))), sv26, ((u32)((u32)(8u) << ((u32)(((u8)255)) & 31u))), ((BOOL)((isinf(sv24.y) != 0))), (st->x1 - __int2double_rn(((s32)st->x0))), DG_A(v23), ((c29 = ((s64)((u64)(v23) * (u64)(((s64)st->x0))))), (s64)(c29 ^ ((s64)((u64)(v23) << ((u32)(st->x2) & 63u))))), ((f64)((f32)st->x2)), ((u32)((u32)(((u32)((686699831u) | (st->h)))) ^ (u32)0xffffffff))), 0.0, 4294967295.0);
        out[0] = (u32)(st->x0);
        out[1] = (u32)dg_dbits(st->x1);
        out[2] = (u32)(dg_dbits(st->x1) >> 32);
        if ((gtid % 7u) == 0u && (!(((((s32)st->h)) <= (((s32)st->x0)))))) return;
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->x3);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((s16)tid));
    }
    DG_END
}

DG_PROGRAM(p0010, p0010_state, 160, 2, 5, 7, 1, 2048, 10u)
