// diffgen program p0047: gen.py --seed 47 --name p0047 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u32 f0;
} p0047_S0;
typedef struct {
    u64 f0;
    f32 f1[3];
} p0047_S1;

FN float4 p0047_f0(p0047_S0 p0, u64 p1)
{
    u64 v1 = ((u64)(((isinf(((f32)p1)) != 0)) ? (p1) : (p1)));
    float4 sv2;
    sv2.x = (((f32)v1) + ((f32)v1));
    sv2.y = __fdiv_rz(((f32)v1), ((f32)p1));
    sv2.z = (((f32)p1) / __uint_as_float(0x3effffffu));
    sv2.w = (2.0f + ((f32)v1));
    p0047_S0 sv3;
    sv3.f0 = ((u32)((((u32)v1)) <= (p0.f0)));
    u32 h4 = 0;
    (void)v1;
    (void)sv2;
    (void)sv3;
    (void)h4;
    (void)p0;
    (void)p1;
    h4 = (((((u32)((u64)(v1) >> 32) * 3u) ^ (u32)(p0.f0) * 5u) ^ dg_fbits(sv2.x) * 7u) ^ dg_fbits(sv2.w) * 9u) ^ (u32)(sv3.f0);
    sv2.x = (sv2.x + (f32)(h4 & 255u));
    return sv2;
}

FN float4 p0047_f1(s64 p0, BOOL p1, const f64 *p2)
{
    s8 v5 = ((s8)p1);
    u64 v6 = ((u64)dg_div_u64((u64)(((u64)p1)), (u64)(((u64)p1))));
    p0047_S0 sv7;
    sv7.f0 = ((u32)((u32)(470u) >> ((u32)(((s32)p0)) & 31u)));
    float4 sv8;
    sv8.x = ((f32)p2[((u32)(((s64)v6)) & 7u)]);
    sv8.y = ((p1) ? ((f32)p0) : ((f32)((f64)v6)));
    sv8.z = ((((((u32)v6)) < (0u))) ? ((f32)v5) : __uint_as_float(0x5f000000u));
    sv8.w = ((f32)v5);
    s32 g9 = 0;
    s32 n10 = 0, i11 = 0;
    u32 h12 = 0;
    (void)v5;
    (void)v6;
    (void)sv7;
    (void)sv8;
    (void)g9;
    (void)n10;
    (void)i11;
    (void)h12;
    (void)p0;
    (void)p1;
    (void)p2;
    B5:;
    if (!(((((u8)0)) > (((u8)p1))))) {
        n10 = (s32)((u32)(v6) % 8u);
        i11 = 0;
        do {
            sv7.f0 = ((u32)dg_rem_u32((u32)(((u32)(~(u32)(sv7.f0)))), (u32)(((u32)__mulhi(((s32)p1), ((s32)v6))))));
        } while (++i11 < n10);
    } else {
        v6 = __umul64hi(((u64)p1), v6);
    }
    if (g9 < 2 && ((((u32)v6)) > (sv7.f0))) {
        g9++;
        goto B5;
    }
    h12 = (((((u32)(v5) * 3u) ^ (u32)(v6) * 5u) ^ dg_fbits(sv8.y) * 7u) ^ dg_fbits(sv8.w) * 9u) ^ (u32)(dg_dbits(p2[(7u & 7u)]) >> 32);
    sv8.x = (sv8.x + (f32)(h12 & 255u));
    return sv8;
}

typedef struct {
    u8 x0;
    s64 x1;
    s16 x2;
    u32 h;
} p0047_state;

DG_KERNEL(p0047_kernel, p0047_state)
{
    DG_BEGIN(p0047_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((u8)(((isnan(__longlong_as_double((s64)0x7ff0000000000000ull)) != 0)) && (((__ldg(&in[3])) < (2751084029u)))));
        st->x1 = ((s64)bid);
        st->x2 = ((s16)((u32)(((s16)gtid)) + (u32)(((s16)bid))));
        st->h = ((u32)dg_dclamp(((f64)__ldg(&in[2])), 0.0, 4294967295.0));
        f64 v13 = (-(__longlong_as_double((s64)0xbff8000000000000ull)));
        s64 v14 = ((s64)((((u16)tid)) >= (((u16)bid))));
        f64 a15[8] = {0};
        s32 j16;
        for (j16 = 0; j16 < 8; j16++)
            a15[j16] = __dsqrt_rz(v13);
        p0047_S0 sv17;
        sv17.f0 = ((u32)((((((u16)st->x1)) <= (((u16)48929)))) || (((st->x2) != (((s16)-93))))));
        float4 sv18;
        sv18.x = ((f32)((s32)st->x1));
        sv18.y = (-(((f32)tid)));
        sv18.z = __int2float_ru(((s32)st->x1));
        sv18.w = ((f32)v14);
        s32 g19 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)v14;
        (void)a15;
        (void)j16;
        (void)sv17;
        (void)sv18;
        (void)g19;
        v13--;
        sv18 = p0047_f0(sv17, ((u64)0x3ull));
        B6:;
        if ((((u64)((u64)(((u64)st->x2)) * (u64)(((u64)st->x2))))) > (((u64)0x188ull))) {
            v14 = ((s64)((u64)(((s64)(((s8)v14)))) + (u64)(((s64)(((s16)16187))))));
        } else {
            (*(out + ((u32)(((s32)((u32)(((s32)st->h)) - (u32)(((s32)gtid))))) & 1u))) = ((u32)__double2ull_rz(dg_dclamp(((f64)st->x2), 0.0, 18446744073709549568.0)));
        }
        if (g19 < 3 && ((bid) < (((u32)st->x2)))) {
            g19++;
            goto B6;
        }
        st->h = ((((dg_fbits(sv18.y) * 3u) ^ (u32)(in[(7u & 7u)]) * 5u) ^ (u32)(out[(0u & 1u)]) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)(dg_dbits(a15[(7u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        u8 v20 = ((u8)((((s64)bid)) <= (st->x1)));
        f64 a21[8] = {0};
        s32 j22;
        for (j22 = 0; j22 < 8; j22++)
            a21[j22] = __drcp_rz(((f64)v20));
        p0047_S0 sv23;
        sv23.f0 = ((u32)v20);
        float4 sv24 = make_float4((((f32)st->h) * ((f32)((s32)-2001681674))), (__uint_as_float(0x7f7fffffu) * ((f32)((s32)-64))), (__uint_as_float(0x908ab83au) * ((f32)st->x2)), __uint_as_float(sv23.f0));
        s32 g25 = 0;
        s32 n26 = 0, i27 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v20;
        (void)a21;
        (void)j22;
        (void)sv23;
        (void)sv24;
        (void)g25;
        (void)n26;
        (void)i27;
        B7:;
        st->x0 = ((u8)((u32)(((u8)128)) - (u32)(((u8)st->x2))));
        if (g25 < 1 && ((((u16)2)) < (((u16)50156)))) {
            g25++;
            goto B7;
        }
        n26 = (s32)((u32)(((s32)((u32)0 - (u32)(((s32)gtid))))) % 4u);
        i27 = 0;
        while (i27 < n26) {
            i27++;
            st->h = sv23.f0;
            if ((((f32)((u8)60))) > (__fdiv_rz(__uint_as_float(0xca6286b5u), sv24.z))) {
                a21[((u32)(((u8)(~(u32)(v20)))) & 7u)] = ((f64)((u16)301));
            }
        }
        st->h = (((((u32)((u64)(st->x1) >> 32) * 3u) ^ dg_fbits(sv24.y) * 5u) ^ dg_fbits(sv24.z) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)dg_dbits(a21[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        s8 c36 = 0;
        s8 v28 = ((s8)dg_rem_s32((s32)(((s8)1)), (s32)(((s8)-128))));
        BOOL v29 = ((BOOL)(((((u16)tid)) <= (((u16)37660)))));
        f64 a30[8] = {0};
        s32 j31;
        for (j31 = 0; j31 < 8; j31++)
            a30[j31] = (((f64)st->x0) * ((f64)((f32)gtid)));
        p0047_S0 sv32;
        sv32.f0 = ((u32)((st->h) & (in[((u32)(((u32)dg_rem_u32((u32)(((u32)st->x1)), (u32)(((u32)st->x1))))) & 7u)])));
        float4 sv33 = make_float4(__frcp_rz(((f32)st->x2)), ((f32)((f64)tid)), (__uint_as_float(0xa7d881cdu) / __uint_as_float(0x84bda9c3u)), ((f32)a30[((u32)(((u32)(~(u32)(sv32.f0)))) & 7u)]));
        s32 g34 = 0;
        s32 g35 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v28;
        (void)v29;
        (void)a30;
        (void)j31;
        (void)sv32;
        (void)sv33;
        (void)g34;
        (void)g35;
        (void)c36;
        B8:;
        v28 = ((s8)(((u64)((u64)(((u64)st->x0)) * (u64)(((u64)st->x1))))));
        if (g34 < 3 && v29) {
            g34++;
            goto B8;
        }
        st->x0 = ((u8)v29);
        B9:;
        v28 = ((c36 = v28), (s8)(c36 ^ v28));
        if (g35 < 3 && ((v28) != (((s8)7)))) {
            g35++;
            goto B9;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(sv32.f0) * 5u) ^ (u32)(in[(0u & 7u)]) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)(dg_dbits(a30[(0u & 7u)]) >> 32) ^ (st->h * 7u);
        sv33 = p0047_f1(((s64)((((((s16)16833)) >= (((s16)3948)))) ? (st->x1) : (st->x1))), ((BOOL)((!(((((f32)st->x1)) >= (((f32)st->h))))))), a30);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u16)((((st->x2) > (((s16)17620)))) ? (((u16)((((u16)st->x1)) & (((u16)bid))))) : (((u16)((u32)(((u16)255)) << ((u32)(tid) & 31u)))))));
    }
    DG_END
}

DG_PROGRAM(p0047, p0047_state, 150, 1, 8, 8, 3, 2048, 47u)
