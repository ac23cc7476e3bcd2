// diffgen program p0083: gen.py --seed 83 --name p0083 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0[2];
    BOOL f1;
} p0083_S0;
typedef struct {
    u8 f0;
} p0083_S1;

FN f64 p0083_f0(DG_REF(p0083_S1) p0)
{
    u8 c5 = 0;
    f32 v1 = ((((2.0) >= (__longlong_as_double((s64)0x033f737120a4cdf7ull)))) ? __uint_as_float(0x78f41c15u) : -2.5f);
    f32 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((f32)((u8)j3));
    uchar4 sv4 = make_uchar4(((u8)dg_div_u32((u32)(((u8)152)), (u32)(DG_R(p0).f0))), ((u8)((u32)(((u8)1)) + (u32)(DG_R(p0).f0))), ((c5 = DG_R(p0).f0), (u8)(c5 ^ ((u8)1))), ((u8)((u32)(((u8)0)) + (u32)(DG_R(p0).f0))));
    u32 h6 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)h6;
    (void)c5;
    (void)p0;
    switch ((u32)(((s32)__byte_perm(__double2uint_rn(dg_dclamp(((f64)v1), 0.0, 4294967295.0)), ((u32)((3u) ^ (911328701u))), ((u32)((1u) ^ (4294967294u)))))) & 7u) {
    case 1: {
        if ((((s64)0xe1ull)) == (((s64)dg_rem_s64((s64)(((s64)0x0ull)), (s64)(((s64)0xffull)))))) {
            v1 = rintf(((((((u8)226)) > (((u8)13)))) ? v1 : a2[((u32)(((u8)1)) & 7u)]));
        }
    }
    /* fallthrough */
    case 6: {
        if ((((((f32)((u8)238))) != (v1))) || (((((u16)65534)) == (((u16)24543))))) {
            if (((433u) <= (1908855243u)) && ((((sv4.z) >= (((u8)83)))) || (((((s8)8)) > (((s8)54)))))) return ((f64)7);
        }
    }
    /* fallthrough */
    case 7: {
        switch ((u32)(((s32)(((u8)((u32)(((u8)7)) * (u32)(((u8)167))))))) & 3u) {
        case 2: {
            v1 = (-(v1));
            break;
        }
        default: {
            a2[((u32)(((s32)((((s8)2)) >= (((s8)-51))))) & 7u)] = ((((((f64)v1)) != (((f64)((u16)283))))) ? (1024.0f * v1) : (v1 + a2[((u32)(((s32)__brev(459u))) & 7u)]));
            break;
        }
        }
        break;
    }
    }
    v1 /= __uint2float_rn(31u);
    if (((-7.0f) >= (v1)) && ((((s8)7)) == (((s8)86)))) return 0.25;
    h6 = ((((dg_fbits(v1) * 3u) ^ (u32)(DG_R(p0).f0) * 5u) ^ (u32)(sv4.x) * 7u) ^ (u32)(sv4.w) * 9u) ^ dg_fbits(a2[(0u & 7u)]);
    return (__dsub_rn((__longlong_as_double((s64)0x0b6d613b23d06558ull) - ((f64)((s8)0))), (__longlong_as_double((s64)0xbf1efe8b121b404aull) + ((f64)v1))) + (f64)(h6 & 255u));
}

FN p0083_S1 p0083_f1(DG_REF(u32) p0, u32 p1, DG_REF(s8) p2)
{
    u8 c10 = 0;
    f64 v7 = (((f64)p1) / __longlong_as_double((s64)0x603264a184de0802ull));
    p0083_S1 sv8;
    sv8.f0 = ((u8)((u32)(((u8)113)) - (u32)(((u8)10))));
    uchar4 sv9 = make_uchar4(((u8)(+(((u8)254)))), ((c10 = sv8.f0), (u8)(c10 ^ sv8.f0)), ((u8)p1), ((u8)__float2ull_ru(dg_fclamp(((f32)((u8)p1)), 0.0f, 18446742974197923840.0f))));
    u32 h11 = 0;
    (void)v7;
    (void)sv8;
    (void)sv9;
    (void)h11;
    (void)c10;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((564u) == (((u32)dg_fclamp(__uint_as_float(0x3f7fffffu), 0.0f, 4294967040.0f)))) {
        p0083_f0(DG_A(sv8));
    } else {
        v7 /= ((((((s16)DG_R(p0))) != (((s16)32)))) ? ((f64)((f32)p1)) : ((f64)p1));
    }
    h11 = (((((u32)(DG_R(p2)) * 3u) ^ (u32)dg_dbits(v7) * 5u) ^ (u32)(sv9.x) * 7u) ^ (u32)(sv9.y) * 9u) ^ (u32)(sv9.w);
    sv8.f0 = ((u8)((u32)(sv8.f0) ^ (u32)h11));
    return sv8;
}

typedef struct {
    s64 x0;
    s8 x1;
    u32 x2;
    BOOL x3;
    u32 h;
} p0083_state;

DG_SHARED u8 p0083_sh0[100];

DG_KERNEL(p0083_kernel, p0083_state)
{
    DG_BEGIN(p0083_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((s64)((((s64)__ldg(&in[3]))) ^ (((s64)__ldg(&in[3])))));
        st->x1 = ((s8)((u32)(((s8)14)) - (u32)(((s8)-128))));
        st->x2 = ((u32)__double2int_rd(dg_dclamp(((f64)__ldg(&in[5])), -2147483648.0, 2147483647.0)));
        st->x3 = ((BOOL)(((in[((u32)(((u8)st->x1)) % 6u)]) > (out[((u32)(((s64)__float2uint_rz(dg_fclamp(((f32)gtid), 0.0f, 4294967040.0f)))) & 1u)]))));
        st->h = ((u32)__clz(((s32)gtid)));
        p0083_sh0[tid * 1u + 0u] = ((u8)gtid);
        BOOL v12 = ((BOOL)(((((s32)-697324687)) <= (((s32)st->x1)))));
        p0083_S1 sv13;
        sv13.f0 = ((u8)((u32)(((u8)v12)) + (u32)(p0083_sh0[tid * 1u + 0u])));
        s32 n14 = 0, i15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)sv13;
        (void)n14;
        (void)i15;
        n14 = (s32)((u32)(((u64)((u64)(((u64)st->x1)) - (u64)(((u64)gtid))))) % 3u);
        for (i15 = 0; i15 < n14; i15++) {
            if (!(((((u8)228)) == (((u8)31))))) break;
            st->x2 |= ((u32)((gtid) | (4294967295u)));
        }
        st->x1 = (s8)dg_dclamp(p0083_f0(DG_A(sv13)), -128.0, 127.0);
        st->x2 += in[((u32)(((s64)(+(((s64)0xd6db669155675b82ull))))) % 6u)];
        st->h = (((((u32)(bid) * 3u) ^ (u32)((u64)(st->x0) >> 32) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)(in[(5u % 6u)]) * 9u) ^ (u32)(out[(0u & 1u)]) ^ (st->h * 7u);
        sv13 = p0083_f1(DG_A(st->h), ((u32)(((isfinite(__longlong_as_double((s64)0x987a63bb847e9275ull)) != 0)) ? (((u32)st->x3)) : (st->x2))), DG_A(st->x1));
        if ((gtid % 3u) == 2u && ((((s32)gtid)) < (((s32)-804532875)))) return;
        out[2] = (u32)(st->x0);
        out[3] = (u32)((u64)(st->x0) >> 32);
        out[4] = (u32)(st->x1);
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->x3);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s64)sizeof(sv13)));
        out[9] = (u32)(((s8)(((s32)((u32)(((s32)tid)) << ((u32)(bid) & 31u))))));
    }
    DG_END
}

DG_PROGRAM(p0083, p0083_state, 100, 3, 6, 10, 1, 2048, 83u)
