// diffgen program p0056: gen.py --seed 56 --name p0056 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    f64 f0;
    u64 f1;
} p0056_S0;

FN f32 p0056_f0(s32 depth, f32 p0, double2 p1, DG_REF(u8) p2)
{
    u8 c2 = 0;
    f32 v1 = p0;
    u32 h3 = 0;
    (void)v1;
    (void)h3;
    (void)c2;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return (((f32)((u64)DG_R(p2))) - ((f32)((s8)depth)));
    if ((((((((u8)92)) >= (DG_R(p2)))) ? ((f64)depth) : ((f64)((s32)DG_R(p2))))) >= ((((f64)DG_R(p2)) * ((f64)depth)))) {
        v1 = (p0 + ((f32)depth));
    }
    switch (((u32)(((u32)(((c2 = ((u8)depth)), (u8)(c2 ^ ((u8)depth)))))) + (u32)DG_R(p2)) & 3u) {
    case 1: {
        v1 = p0056_f0(depth - 1, ceilf(v1), p1, DG_A(DG_R(p2)));
        break;
    }
    }
    p0 = ((((((u32)DG_R(p2))) > (1944412576u))) ? ((f32)((u32)depth)) : v1);
    h3 = (((((u32)(depth) * 3u) ^ dg_fbits(p0) * 5u) ^ (u32)(DG_R(p2)) * 7u) ^ (u32)dg_dbits(p1.x) * 9u) ^ (u32)dg_dbits(p1.y);
    return ((-(p0)) + (f32)(h3 & 255u));
}

FN void p0056_f1(s16 p0, DG_REF(s32) p1)
{
    u32 v4 = ((u32)((u32)(1751038475u) + (u32)(((u32)DG_R(p1)))));
    s16 v5 = ((s16)__dp2a_hi(DG_R(p1), DG_R(p1), ((s32)-2147483647)));
    double2 sv6 = make_double2(((f64)1u), __longlong_as_double((s64)0xc17efc55a06ceba6ull));
    s32 g7 = 0;
    u32 h8 = 0;
    (void)v4;
    (void)v5;
    (void)sv6;
    (void)g7;
    (void)h8;
    (void)p0;
    (void)p1;
    v4 = ((u32)__hadd(((s32)((u32)(DG_R(p1)) << ((u32)(v4) & 31u))), DG_R(p1)));
    B2:;
    if ((((u16)(((u64)DG_R(p1))))) <= (((u16)dg_fclamp(((f32)((f64)v4)), 0.0f, 65535.0f)))) {
    } else {
    }
    if (g7 < 3 && ((v4) < (2586723309u))) {
        g7++;
        goto B2;
    }
    p0 = ((s16)((u32)(((s16)DG_R(p1))) << ((u32)(v4) & 31u)));
    h8 = (((((u32)(p0) * 3u) ^ (u32)(v4) * 5u) ^ (u32)dg_dbits(sv6.x) * 7u) ^ (u32)dg_dbits(sv6.y) * 9u) ^ (u32)(dg_dbits(sv6.y) >> 32);
    DG_R(p1) = ((s32)((u32)(DG_R(p1)) ^ (u32)h8));
    return;
}

FN double2 p0056_f2(s32 depth, uint4 p0)
{
    u64 v9 = ((u64)(((u16)3)));
    u16 v10 = ((u16)v9);
    double2 sv11 = make_double2((((f64)((s32)v9)) + ((f64)((f32)v10))), __longlong_as_double((s64)0x0000000000000000ull));
    u32 h12 = 0;
    (void)v9;
    (void)v10;
    (void)sv11;
    (void)h12;
    (void)depth;
    (void)p0;
    if (depth <= 0) return sv11;
    v9 |= ((u64)sizeof(p0));
    sv11 = p0056_f2(depth - 1, p0);
    if (((((u64)v10)) != (((u64)0x85df6b17d0c1d893ull))) && (!(((((f32)v10)) <= (-0.0f))))) return sv11;
    h12 = (((((u32)(v9) * 3u) ^ (u32)(p0.w) * 5u) ^ (u32)(dg_dbits(sv11.x) >> 32) * 7u) ^ (u32)dg_dbits(sv11.y) * 9u) ^ (u32)(dg_dbits(sv11.y) >> 32);
    sv11.x = (sv11.x + (f64)(h12 & 255u));
    return sv11;
}

typedef struct {
    f32 x0;
    f64 x1;
    BOOL x2;
    f32 x3;
    u32 h;
    u8 arr[2];
} p0056_state;

DG_SHARED f32 p0056_sh0[512];
DG_SHARED u8 p0056_sh1[128];
DG_SHARED u64 p0056_sh2[256];

DG_KERNEL(p0056_kernel, p0056_state)
{
    DG_BEGIN(p0056_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        u64 c13 = 0;
        u32 c15 = 0;
        st->x0 = __fmul_rd(((f32)((s32)gtid)), ((f32)gtid));
        st->x1 = (((f64)bid) * -1.0);
        st->x2 = ((BOOL)(((((u16)gtid)) < (((u16)bid)))));
        st->x3 = (-(((f32)((u32)st->x2))));
        st->h = ((u32)((u32)(__ldg(&in[2])) - (u32)(((u32)st->x2))));
        st->arr[0] = ((u8)((((u8)__ldg(&in[1]))) & (((u8)__ldg(&in[3])))));
        st->arr[1] = ((u8)((((((s64)gtid)) <= (((s64)st->x2)))) ? (((u8)st->h)) : (((u8)st->x2))));
        p0056_sh0[tid * 4u + 0u] = __uint2float_rn(__ldg(&in[2]));
        p0056_sh0[tid * 4u + 1u] = __int2float_rn(((s32)st->x2));
        p0056_sh0[tid * 4u + 2u] = __fmul_rn(((f32)((u8)__ldg(&in[0]))), st->x3);
        p0056_sh0[tid * 4u + 3u] = ((((st->x1) > (((f64)st->x2)))) ? st->x3 : st->x0);
        p0056_sh1[tid * 1u + 0u] = ((u8)((((s64)__ldg(&in[0]))) <= (((s64)__ldg(&in[3])))));
        p0056_sh2[tid * 2u + 0u] = ((c13 = ((u64)__ldg(&in[2]))), (u64)(c13 ^ ((u64)__ldg(&in[1]))));
        p0056_sh2[tid * 2u + 1u] = ((u64)((u64)(((u64)gtid)) << ((u32)(((u8)246)) & 63u)));
        u32 v14 = ((c15 = ((u32)st->x2)), (u32)(c15 ^ gtid));
        f32 v16 = (p0056_sh0[tid * 4u + ((u32)(((s64)(((isfinite(((f64)-2.5f)) != 0)) ? (((s64)0x2ull)) : (((s64)bid))))) & 3u)] - ((f32)((s8)tid)));
        double2 sv17 = make_double2(((f64)((s16)-250)), ((f64)bid));
        uint4 sv18;
        sv18.x = ((u32)((st->x2) || (st->x2)));
        sv18.y = ((u32)dg_dclamp(((f64)((u64)st->h)), 0.0, 4294967295.0));
        sv18.z = gtid;
        sv18.w = ((u32)((in[((u32)(560308614) & 3u)]) ^ (((u32)st->x2))));
        s32 g19 = 0;
        s32 n20 = 0, i21 = 0;
        s32 v22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)v16;
        (void)sv17;
        (void)sv18;
        (void)g19;
        (void)n20;
        (void)i21;
        (void)v22;
        (void)c13;
        (void)c15;
        if ((((s16)8)) == (((s16)27351))) {
            --st->x0;
        }
        B3:;
        n20 = (s32)((u32)(((u64)dg_div_u64((u64)(((u64)((u64)(((u64)0x7e234b217cd2858dull)) - (u64)(((u64)tid))))), (u64)(((u64)((u64)(p0056_sh2[tid * 2u + ((u32)(((u8)41)) & 1u)]) >> ((u32)(((s32)st->h)) & 63u))))))) % 8u);
        i21 = 0;
        do {
            v14 -= (*(in + ((u32)(((u32)ullmax(((u64)tid), ((u64)i21)))) & 3u)));
            p0056_f1(((s16)((((u64)tid)) > (((u64)0x153991b4d2c8ddcfull)))), DG_A(v22));
        } while (++i21 < n20);
        if (g19 < 1 && ((((s8)126)) < (((s8)-126)))) {
            g19++;
            goto B3;
        }
        st->h = (((((u32)(dg_dbits(st->x1) >> 32) * 3u) ^ (u32)(sv18.y) * 5u) ^ (u32)(st->arr[(1u & 1u)]) * 7u) ^ (u32)(p0056_sh1[tid * 1u + 0u]) * 9u) ^ (u32)(p0056_sh2[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        s8 v23 = ((s8)__double2ll_ru(dg_dclamp(((f64)p0056_sh2[tid * 2u + ((u32)(tid) & 1u)]), -9223372036854775808.0, 9223372036854774784.0)));
        double2 sv24 = make_double2(((f64)p0056_sh2[tid * 2u + ((u32)(((u32)(v23))) & 1u)]), st->x1);
        uint4 sv25;
        sv25.x = ((u32)((u32)(st->h) >> ((u32)(tid) & 31u)));
        sv25.y = ((u32)v23);
        sv25.z = ((u32)((u32)(in[((u32)(((s32)__double2ll_ru(dg_dclamp(((f64)bid), -9223372036854775808.0, 9223372036854774784.0)))) & 3u)]) - (u32)(gtid)));
        sv25.w = ((u32)st->x2);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)sv24;
        (void)sv25;
        sv25.x = ((u32)((sv25.z) & (sv25.x)));
        st->h = ((u32)((v23) >= (((s8)st->x2))));
        st->x2 = ((BOOL)(((3464594848u) != (((u32)st->x2)))));
        st->x2 = ((BOOL)((((isnan(((f64)7)) != 0)) && ((signbit(dg_canonf(st->x0)) != 0)))));
        st->h = (((((u32)(bid) * 3u) ^ dg_fbits(st->x3) * 5u) ^ (u32)(sv25.x) * 7u) ^ (u32)(in[(0u & 3u)]) * 9u) ^ dg_fbits(p0056_sh0[(0u & 511u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        u32 v26 = ((u32)((tid) & (403u)));
        double2 sv27;
        sv27.x = ((f64)((s8)127));
        sv27.y = ((f64)bid);
        uint4 sv28 = make_uint4(st->h, gtid, ((u32)((st->h) | (((u32)st->x2)))), ((u32)sizeof(u32)));
        s32 g29 = 0;
        s32 v30 = 0;
        s32 g31 = 0;
        s32 g32 = 0;
        s32 n33 = 0, i34 = 0;
        u8 v35 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)sv27;
        (void)sv28;
        (void)g29;
        (void)v30;
        (void)g31;
        (void)g32;
        (void)n33;
        (void)i34;
        (void)v35;
        B5:;
        p0056_f1(((s16)((((((s32)-1799346805)) < (284164258))) ? (((s16)st->x2)) : (((s16)7)))), DG_A(v30));
        if (g29 < 2 && st->x2) {
            g29++;
            goto B5;
        }
        B6:;
        v26 = 8u;
        if (g31 < 1 && ((st->x0) <= (((f32)((f64)st->h))))) {
            g31++;
            goto B6;
        }
        B7:;
        if (!(((((u64)v26)) >= ((*(p0056_sh2 + tid * 2u + ((u32)(((s64)v30)) & 1u))))))) {
            n33 = (s32)((u32)(((u32)((((u32)((((u16)v30)) <= (((u16)61951))))) & (((u32)((u32)(((u32)st->x2)) - (u32)(((u32)v30)))))))) % 8u);
            for (i34 = 0; i34 < n33; i34++) {
                st->x2 = ((BOOL)((!(((((s64)0x4288bcdca1038380ull)) != (((s64)0xb3ef11db0ee6c125ull)))))));
            }
        }
        if (g32 < 2 && ((((f64)bid)) <= (st->x1))) {
            g32++;
            goto B7;
        }
        p0056_f1(((s16)((u32)0 - (u32)(((s16)((((s16)63)) & (((s16)32767))))))), DG_A(v30));
        st->h = (((((u32)dg_dbits(st->x1) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(sv28.w) * 7u) ^ dg_fbits(p0056_sh0[(0u & 511u)]) * 9u) ^ (u32)((u64)(p0056_sh2[tid * 2u + (1u & 1u)]) >> 32) ^ (st->h * 7u);
        p0056_f0((s32)((u32)(((u32)((u32)(((u32)st->x2)) * (u32)(in[((u32)(((u32)((u32)((*(in + ((u32)(((s64)((((((f64)((s16)-38))) < (sv27.y))) ? (((s64)0xff5cce448dbacef1ull)) : (((s64)st->h))))) & 3u)))) << ((u32)(((s32)st->x2)) & 31u)))) & 3u)])))) % 6u), ((((((s32)-1877403660)) == (((s32)-627588586)))) ? ((f32)st->x2) : ((f32)((s8)bid))), sv27, DG_A(v35));
        sv27 = p0056_f2((s32)((u32)(tid) % 4u), make_uint4(((u32)((gtid) & (in[((u32)(((s64)((u64)(((s64)st->x2)) - (u64)(((s64)v26))))) & 3u)]))), ((u32)((((((s64)gtid)) != (((s64)0x46bbb11739d0b64ull)))) ? (gtid) : (((u32)v30)))), v26, 2820205278u));
        out[0] = dg_fbits(st->x0);
        out[1] = (u32)dg_dbits(st->x1);
        out[2] = (u32)(dg_dbits(st->x1) >> 32);
        out[3] = (u32)(st->x2);
        out[4] = dg_fbits(st->x3);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((s16)((((s64)st->h)) <= (((s64)(~(u64)(((s64)v26))))))));
        out[7] = (u32)(st->arr[0]);
        out[8] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0056, p0056_state, 128, 4, 4, 9, 3, 8192, 56u)
