// diffgen program p0163: gen.py --seed 164 --name p0163 --include ../twin.h
#include "../twin.h"

typedef struct {
    u16 f0;
    u16 f1;
    f32 f2;
} p0163_S0;

FN short2 p0163_f0(s32 depth, p0163_S0 p0, DG_REF(u64) p1)
{
    u16 v1 = ((u16)((u32)(((u16)3)) * (u32)(p0.f0)));
    BOOL v2 = ((BOOL)((s8)DG_R(p1)));
    short2 sv3 = make_short2(((s16)((u32)(((s16)44)) - (u32)(((s16)depth)))), ((s16)__funnelshift_lc(((u32)v2), ((u32)v1), ((u32)v2))));
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)h4;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return sv3;
    sv3 = p0163_f0(depth - 1, p0, DG_A(DG_R(p1)));
    h4 = (((((u32)(DG_R(p1)) * 3u) ^ (u32)((u64)(DG_R(p1)) >> 32) * 5u) ^ dg_fbits(p0.f2) * 7u) ^ (u32)(sv3.x) * 9u) ^ (u32)(sv3.y);
    sv3.x = ((s16)((u32)(sv3.x) ^ (u32)h4));
    return sv3;
}

FN s8 p0163_f1(DG_REF(f32) p0, p0163_S0 p1)
{
    s16 c10 = 0;
    s8 v5 = ((s8)((u32)(((s8)-1)) - (u32)(((s8)-127))));
    f64 a6[4] = {0};
    s32 j7;
    for (j7 = 0; j7 < 4; j7++)
        a6[j7] = ((f64)((s16)-146));
    p0163_S0 sv8;
    sv8.f0 = ((u16)((v5) >= (((s8)55))));
    sv8.f1 = ((u16)60641);
    sv8.f2 = 0.0f;
    short2 sv9;
    sv9.x = ((c10 = ((s16)-228)), (s16)(c10 ^ ((s16)295)));
    sv9.y = ((s16)dg_div_s32((s32)(((s16)v5)), (s32)(((s16)v5))));
    u32 h11 = 0;
    (void)v5;
    (void)a6;
    (void)j7;
    (void)sv8;
    (void)sv9;
    (void)h11;
    (void)c10;
    (void)p0;
    (void)p1;
    switch (((u32)(((s32)(((!(((((s16)255)) < (((s16)v5)))))) ? (((s32)(((s64)v5)))) : (((s32)((u32)(((s32)0x80000000u)) << ((u32)(7) & 31u))))))) + (u32)v5) & 7u) {
    case 0: {
    }
    /* fallthrough */
    case 5: {
        v5 = ((s8)(((u16)dg_rem_u32((u32)(p1.f0), (u32)(((u16)470))))));
        break;
    }
    default: {
        break;
    }
    }
    h11 = ((((dg_fbits(DG_R(p0)) * 3u) ^ (u32)(sv8.f1) * 5u) ^ dg_fbits(sv8.f2) * 7u) ^ (u32)dg_dbits(a6[(3u & 3u)]) * 9u) ^ (u32)(dg_dbits(a6[(3u & 3u)]) >> 32);
    return ((s8)((u32)(((s8)((u32)(((s8)dg_rem_s32((s32)(v5), (s32)(v5)))) << ((u32)(((s32)sizeof(sv8))) & 31u)))) ^ (u32)h11));
}

FN u8 p0163_f2(s16 p0)
{
    u32 c19 = 0;
    s16 v12 = ((s16)((u32)(p0) * (u32)(p0)));
    s64 v13 = ((s64)(~(u64)(((s64)v12))));
    p0163_S0 sv14;
    sv14.f0 = ((u16)__funnelshift_lc(((u32)v12), 7u, 8u));
    sv14.f1 = ((u16)32);
    sv14.f2 = ((f32)((f64)v12));
    short2 sv15 = make_short2(((s16)((u32)(((s16)v13)) * (u32)(((s16)v13)))), ((s16)dg_div_s32((s32)(v12), (s32)(((s16)-32768)))));
    s32 n16 = 0, i17 = 0;
    f32 v18 = 0.0f;
    u64 v20 = 0;
    f32 v21 = 0.0f;
    u32 h22 = 0;
    (void)v12;
    (void)v13;
    (void)sv14;
    (void)sv15;
    (void)n16;
    (void)i17;
    (void)v18;
    (void)v20;
    (void)v21;
    (void)h22;
    (void)c19;
    (void)p0;
    n16 = (s32)((u32)(((u64)dg_fclamp(((f32)((s16)1)), 0.0f, 18446742974197923840.0f))) % 7u) + 1;
    i17 = 0;
    do {
        p0 = (s16)p0163_f1(DG_A(v18), sv14);
    } while (++i17 < n16);
    sv15 = p0163_f0((s32)((u32)(((c19 = 32u), (u32)(c19 ^ ((u32)v13)))) % 3u), sv14, DG_A(v20));
    v13 = (s64)p0163_f1(DG_A(v21), sv14);
    h22 = (((((u32)(p0) * 3u) ^ (u32)(v20) * 5u) ^ dg_fbits(v21) * 7u) ^ dg_fbits(sv14.f2) * 9u) ^ (u32)(sv15.x);
    return ((u8)((u32)(((u8)v20)) ^ (u32)h22));
}

typedef struct {
    s8 x0;
    u16 x1;
    s32 x2;
    u32 h;
    f32 arr[4];
} p0163_state;

DG_SHARED u32 p0163_sh0[508];
DG_SHARED s16 p0163_sh1[254];
DG_SHARED u8 p0163_sh2[127];

DG_KERNEL(p0163_kernel, p0163_state)
{
    DG_BEGIN(p0163_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 10u;
        u32 c23 = 0;
        st->x0 = ((s8)((s32)(((s8)__ldg(&in[2]))) >> ((u32)(399u) & 31u)));
        st->x1 = ((u16)((u32)(((u16)gtid)) * (u32)(((u16)0))));
        st->x2 = ((s32)gtid);
        st->h = ((u32)((u32)(gtid) << ((u32)(((u8)255)) & 31u)));
        st->arr[0] = (((f32)__ldg(&in[0])) - 16777216.0f);
        st->arr[1] = ((f32)st->h);
        st->arr[2] = ((f32)st->x2);
        st->arr[3] = (-(((f32)st->h)));
        p0163_sh0[tid * 4u + 0u] = ((u32)sizeof(f32));
        p0163_sh0[tid * 4u + 1u] = ((u32)(((u8)__ldg(&in[2]))));
        p0163_sh0[tid * 4u + 2u] = ((u32)(st->x1));
        p0163_sh0[tid * 4u + 3u] = ((c23 = __ldg(&in[1])), (u32)(c23 ^ bid));
        p0163_sh1[tid * 2u + 0u] = ((s16)((u32)(((s16)st->x2)) << ((u32)(((u8)254)) & 31u)));
        p0163_sh1[tid * 2u + 1u] = ((s16)((((s16)__ldg(&in[4]))) & (((s16)__ldg(&in[3])))));
        p0163_sh2[tid * 1u + 0u] = ((u8)st->x1);
        BOOL v24 = ((BOOL)(((((s64)st->x0)) > (((s64)tid)))));
        u64 v25 = ((u64)__double2int_rz(dg_dclamp(((f64)st->h), -2147483648.0, 2147483647.0)));
        p0163_S0 sv26;
        sv26.f0 = st->x1;
        sv26.f1 = ((u16)(~(u32)(((u16)bid))));
        sv26.f2 = ((f32)v25);
        short2 sv27;
        sv27.x = ((s16)((s32)(((s16)-14277)) >> ((u32)(st->x2) & 31u)));
        sv27.y = ((s16)((((((s16)st->x2)) == (((s16)-21019)))) ? (((s16)3)) : (((s16)63))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)v25;
        (void)sv26;
        (void)sv27;
        (void)c23;
        v25--;
        st->h = (((((u32)(v24) * 3u) ^ (u32)(sv26.f1) * 5u) ^ dg_fbits(st->arr[(0u & 3u)]) * 7u) ^ dg_fbits(st->arr[(3u & 3u)]) * 9u) ^ (u32)(p0163_sh0[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 10u;
        u64 v28 = ((u64)st->x2);
        p0163_S0 sv29;
        sv29.f0 = ((u16)((((bid) != (gtid))) ? (((u16)gtid)) : (((u16)0))));
        sv29.f1 = ((u16)((u32)(((u16)v28)) << ((u32)(p0163_sh2[((u32)(((s64)((u64)0 - (u64)(((s64)0x4f6decea2f12c8c3ull))))) % 127u)]) & 31u)));
        sv29.f2 = ((f32)st->x0);
        short2 sv30;
        sv30.x = ((s16)((u32)(((s16)-32768)) * (u32)(((s16)27421))));
        sv30.y = ((s16)((((st->x2) == (((s32)bid)))) ? (((s16)st->h)) : (((s16)st->x2))));
        f32 v31 = 0.0f;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v28;
        (void)sv29;
        (void)sv30;
        (void)v31;
        st->arr[((u32)(((s64)((u64)(((s64)gtid)) << ((u32)(((s32)gtid)) & 63u)))) & 3u)] = ((((st->x0) > (((s8)st->x1)))) ? ((f32)st->x1) : ((f32)st->x2));
        st->h = (u32)p0163_f1(DG_A(v31), sv29);
        if ((((u8)((u32)(((u8)gtid)) - (u32)(((u8)bid))))) != (((u8)v28))) {
            st->h = tid;
        }
        st->h = (((((u32)(st->x2) * 3u) ^ dg_fbits(v31) * 5u) ^ (u32)(sv29.f1) * 7u) ^ (u32)(sv30.y) * 9u) ^ (u32)(p0163_sh1[(253u % 254u)]) ^ (st->h * 7u);
        v31 = (f32)p0163_f2(((s16)((u32)(((s16)dg_dclamp(((f64)st->x0), -32768.0, 32767.0))) << ((u32)(((s32)((u32)(st->x2) + (u32)(((s32)-156))))) & 31u))));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        if ((gtid % 3u) == 0u && ((((s16)st->x2)) > (p0163_sh1[((u32)(((u32)((((((u8)tid)) <= (((u8)17)))) ? (((u32)st->x2)) : (in[((u32)(((u8)(~(u32)(((u8)255))))) % 5u)])))) % 254u)]))) return;
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((s32)((((s16)sizeof(u8))) != (((s16)__dp2a_hi(st->x2, st->x2, st->x2))))));
        out[7] = dg_fbits(((((((u64)st->x1)) >= (v28))) ? rintf(v31) : v31));
        out[8] = dg_fbits(st->arr[0]);
        if ((gtid % 3u) == 1u && (isnan(__longlong_as_double((s64)0x0000000000000001ull)) != 0)) return;
        out[9] = dg_fbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0163, p0163_state, 127, 3, 5, 10, 2, 8192, 164u)
