// diffgen program p0033: gen.py --seed 33 --name p0033 --include ../twin.h
#include "../twin.h"

typedef struct {
    s16 f0;
    u16 f1;
    u64 f2;
} p0033_S0;

FN void p0033_f0(u64 p0, p0033_S0 p1, DG_REF(f32) p2)
{
    s8 c4 = 0;
    s8 v1 = ((s8)__dp2a_hi(((s32)p0), ((s32)p0), ((s32)p0)));
    BOOL v2 = ((BOOL)(((((u16)v1)) == (((u16)p0)))));
    s32 g3 = 0;
    s32 n5 = 0, i6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)n5;
    (void)i6;
    (void)h7;
    (void)c4;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((((s64)0xd92189b24680e535ull)) < (((s64)dg_dclamp(4294967296.0, -9223372036854775808.0, 9223372036854774784.0)))) {
        p0 >>= ((u32)(__usad(((u32)v2), ((u32)p0), ((u32)v2))) & 63u);
    }
    B1:;
    v1 = ((c4 = ((s8)((u32)(v1) - (u32)(v1)))), (s8)(c4 ^ ((s8)((u32)(((s8)p0)) << ((u32)(((u8)v1)) & 31u)))));
    if (g3 < 2 && (!(((((u16)p0)) == (((u16)v2)))))) {
        g3++;
        goto B1;
    }
    n5 = (s32)((u32)(0u) % 3u);
    i6 = 0;
    while (i6 < n5) {
        i6++;
        DG_R(p2) -= (((f32)p0) / DG_R(p2));
    }
    h7 = (((((u32)(p0) * 3u) ^ dg_fbits(DG_R(p2)) * 5u) ^ (u32)(p1.f0) * 7u) ^ (u32)(p1.f2) * 9u) ^ (u32)((u64)(p1.f2) >> 32);
    DG_R(p2) = (DG_R(p2) + (f32)(h7 & 255u));
    return;
}

FN uchar4 p0033_f1(float2 p0)
{
    u64 c12 = 0;
    u8 v8 = ((u8)((((u64)0x1ull)) < (((u64)0x193ull))));
    u64 a9[4] = {0};
    s32 j10;
    for (j10 = 0; j10 < 4; j10++)
        a9[j10] = ((u64)((u64)(((u64)j10)) + (u64)(((u64)0xccull))));
    p0033_S0 sv11;
    sv11.f0 = ((s16)(((u16)v8)));
    sv11.f1 = ((u16)((((u16)v8)) ^ (((u16)v8))));
    sv11.f2 = ((c12 = ((u64)0xffffffffffffffffull)), (u64)(c12 ^ ((u64)0xc211082321ad958bull)));
    uchar4 sv13;
    sv13.x = ((u8)((u32)(v8) * (u32)(((u8)195))));
    sv13.y = ((u8)sizeof(sv11));
    sv13.z = ((u8)254);
    sv13.w = v8;
    s32 g14 = 0;
    s32 n15 = 0, i16 = 0;
    s32 n17 = 0, i18 = 0;
    u32 h19 = 0;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)sv11;
    (void)sv13;
    (void)g14;
    (void)n15;
    (void)i16;
    (void)n17;
    (void)i18;
    (void)h19;
    (void)c12;
    (void)p0;
    v8 = ((u8)((u32)(v8) + (u32)(((u8)8))));
    B3:;
    n15 = (s32)((u32)(((u8)((u32)(sv13.y) << ((u32)(((u32)((u32)(((u32)v8)) << ((u32)(((s32)v8)) & 31u)))) & 31u)))) % 7u) + 1;
    i16 = 0;
    do {
        --v8;
        n17 = (s32)((u32)(((u8)((u32)(((u8)((((((f32)__longlong_as_double((s64)0x0010000000000000ull))) <= (((f32)v8)))) || (((((u32)i16)) >= (644414803u)))))) << ((u32)(((s32)dg_div_s32((s32)(((s32)v8)), (s32)(31)))) & 31u)))) % 3u) + 1;
        i18 = 0;
        do {
            sv11.f0 = ((s16)v8);
            v8 = ((u8)((((u32)v8)) != (((u32)i18))));
        } while (++i18 < n17);
    } while (++i16 < n15);
    if (g14 < 1 && ((((((f64)v8)) < (__longlong_as_double((s64)0xc1d1ceb1846d9129ull)))) && (((((s64)0x3full)) <= (((s64)0x420ed74d65f83684ull)))))) {
        g14++;
        goto B3;
    }
    (*(a9 + ((u32)(((s64)(~(u64)(((s64)0x8ull))))) & 3u))) = ((u64)dg_fclamp(((f32)v8), 0.0f, 18446742974197923840.0f));
    h19 = (((((u32)(v8) * 3u) ^ (u32)(sv11.f2) * 5u) ^ (u32)((u64)(sv11.f2) >> 32) * 7u) ^ (u32)(sv13.y) * 9u) ^ (u32)(a9[(3u & 3u)]);
    sv13.x = ((u8)((u32)(sv13.x) ^ (u32)h19));
    return sv13;
}

typedef struct {
    s32 x0;
    u32 x1;
    u8 x2;
    s8 x3;
    u32 h;
    f32 arr[4];
} p0033_state;

DG_KERNEL(p0033_kernel, p0033_state)
{
    DG_BEGIN(p0033_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 8u;
        s32 c20 = 0;
        st->x0 = ((c20 = ((s32)__ldg(&in[3]))), (s32)(c20 ^ 239));
        st->x1 = ((u32)(((u64)0x2ull)));
        st->x2 = ((u8)((u32)(((u8)29)) >> ((u32)(st->x1) & 31u)));
        st->x3 = ((s8)127);
        st->h = ((u32)sizeof(BOOL));
        st->arr[0] = __ll2float_ru(((s64)__ldg(&in[2])));
        st->arr[1] = (__uint_as_float(0xed9fcf01u) / ((f32)bid));
        st->arr[2] = fdimf(((f32)tid), 2.0f);
        st->arr[3] = ((((((s64)st->x3)) >= (((s64)0xffe61f04c61023baull)))) ? ((f32)st->h) : -1.0f);
        s16 v21 = ((s16)(((*(in + ((u32)(st->x2) % 5u)))) < (2889926443u)));
        p0033_S0 sv22;
        sv22.f0 = ((s16)(signbit(dg_canon(((f64)((u64)st->x3)))) != 0));
        sv22.f1 = ((u16)dg_dclamp(((f64)st->h), 0.0, 65535.0));
        sv22.f2 = ((u64)st->x0);
        float2 sv23;
        sv23.x = ((f32)((f64)st->x2));
        sv23.y = (((f32)-2.5) / ((f32)((s64)0xffffffffffffff05ull)));
        uchar4 sv24;
        sv24.x = st->x2;
        sv24.y = ((u8)((u32)(st->x2) + (u32)(st->x2)));
        sv24.z = ((u8)((((u8)67)) | (((u8)st->h))));
        sv24.w = ((u8)sizeof(sv23));
        s32 g25 = 0;
        s32 g26 = 0;
        s32 n27 = 0, i28 = 0;
        s32 g29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)sv22;
        (void)sv23;
        (void)sv24;
        (void)g25;
        (void)g26;
        (void)n27;
        (void)i28;
        (void)g29;
        (void)c20;
        B4:;
        sv24 = p0033_f1(sv23);
        if (g25 < 1 && ((((s16)st->x3)) <= (((s16)-9005)))) {
            g25++;
            goto B4;
        }
        st->x1 &= ((u32)((((u32)((u32)(bid) >> ((u32)((*(in + ((u32)(st->x2) % 5u)))) & 31u)))) | (((u32)sizeof(sv24)))));
        B5:;
        n27 = (s32)((u32)(((u32)dg_fclamp((st->arr[((u32)(((s32)gtid)) & 3u)] / ((f32)((s32)bid))), 0.0f, 4294967040.0f))) % 7u);
        i28 = 0;
        do {
            st->x1 = ((u32)((u32)(((u32)((u32)(bid) >> ((u32)(st->x0) & 31u)))) - (u32)(((u32)st->x3))));
            v21 = ((s16)((u32)(sv22.f0) + (u32)(((s16)gtid))));
        } while (++i28 < n27);
        if (g26 < 1 && (isnan(st->arr[((u32)(1u) & 3u)]) != 0)) {
            g26++;
            goto B5;
        }
        B6:;
        st->x3 += (s8)(((s8)(sv22.f2)));
        if (g29 < 3 && ((st->arr[((u32)(((u8)((((((u8)255)) > (((u8)v21)))) && (((((u64)st->x3)) != (((u64)0x1ull))))))) & 3u)]) < (((f32)((f64)st->x2))))) {
            g29++;
            goto B6;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(sv22.f1) * 5u) ^ (u32)(sv24.y) * 7u) ^ (u32)(sv24.z) * 9u) ^ dg_fbits(st->arr[(0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 8u;
        u16 c32 = 0;
        u16 v30 = ((u16)__double2ll_rz(dg_dclamp(((f64)st->h), -9223372036854775808.0, 9223372036854774784.0)));
        p0033_S0 sv31;
        sv31.f0 = ((s16)(st->x3));
        sv31.f1 = ((c32 = v30), (u16)(c32 ^ v30));
        sv31.f2 = ((u64)((st->x3) > (((s8)-40))));
        float2 sv33 = make_float2(__double2float_rd(((f64)st->x1)), ((f32)sv31.f1));
        uchar4 sv34;
        sv34.x = ((u8)((u32)(st->x2) * (u32)(st->x2)));
        sv34.y = st->x2;
        sv34.z = ((u8)((u32)(((u8)255)) * (u32)(((u8)203))));
        sv34.w = ((u8)__popc(gtid));
        f32 v35 = 0.0f;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v30;
        (void)sv31;
        (void)sv33;
        (void)sv34;
        (void)v35;
        (void)c32;
        if ((v30) == (((u16)(+(sv31.f1))))) {
            st->h = ((u32)((((u32)((u32)(gtid) >> ((u32)(((u8)gtid)) & 31u)))) ^ (((u32)__float_as_int(dg_canonf((*(st->arr + ((u32)(((s32)((((sv31.f2) == (((u64)v30)))) || (((187u) == (0u)))))) & 3u)))))))));
        } else {
            if ((gtid % 3u) == 2u && ((v30) == (((u16)33950)))) return;
        }
        if ((in[((u32)(((u32)((7u) ^ (32u)))) % 5u)]) != (((u32)__double2int_rn(dg_dclamp(((f64)((s64)st->x1)), -2147483648.0, 2147483647.0))))) {
            p0033_f0(((u64)st->h), sv31, DG_A(v35));
        } else {
            st->x0 = ((s32)((((((u64)0x0ull)) < (sv31.f2))) ? (((s32)(+(st->x0)))) : (((s32)((u32)(st->x0) + (u32)(st->x0))))));
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(sv31.f1) * 7u) ^ (u32)((u64)(sv31.f2) >> 32) * 9u) ^ dg_fbits(sv33.y) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->x3);
        if ((gtid % 5u) == 1u && ((v30) != (sv31.f1))) return;
        out[4] = (u32)(st->h);
        out[5] = dg_fbits(((((st->x2) <= (((u8)69)))) ? __fmul_rd(sv33.x, ((f32)__longlong_as_double((s64)0x3ff0000000000000ull))) : __fmaf_rn(v35, sv33.y, (*(st->arr + ((u32)(((s64)sizeof(sv34))) & 3u))))));
        out[6] = dg_fbits(st->arr[0]);
        out[7] = dg_fbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0033, p0033_state, 100, 2, 5, 8, 2, 2048, 33u)
