// diffgen program p0024: gen.py --seed 24 --name p0024 --include ../twin.h
#include "../twin.h"

typedef struct {
    u8 f0;
    u8 f1;
    f64 f2;
} p0024_S0;
typedef struct {
    u16 f0;
    BOOL f1;
    f64 f2[4];
} p0024_S1;

FN void p0024_f0(DG_REF(p0024_S1) p0, DG_REF(u16) p1)
{
    s16 v1 = ((s16)(DG_R(p1)));
    s32 v2 = ((s32)sizeof(u16));
    s32 n3 = 0, i4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)n3;
    (void)i4;
    (void)h5;
    (void)p0;
    (void)p1;
    DG_R(p1) = ((u16)((((u16)v1)) ^ (DG_R(p0).f0)));
    n3 = (s32)((u32)(((u32)((((u32)((((u32)v1)) & (254u)))) ^ (((u32)v2))))) % 4u) + 1;
    i4 = 0;
    do {
        DG_R(p1) += (u16)(((u16)dg_dclamp(100.0, 0.0, 65535.0)));
        v2 = ((s32)((((((s8)31)) == (((s8)v2)))) ? (((s32)DG_R(p1))) : (v2)));
    } while (++i4 < n3);
    h5 = (((((u32)(DG_R(p1)) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(DG_R(p0).f0) * 7u) ^ (u32)dg_dbits(DG_R(p0).f2[3]) * 9u) ^ (u32)(dg_dbits(DG_R(p0).f2[3]) >> 32);
    DG_R(p1) = ((u16)((u32)(DG_R(p1)) ^ (u32)h5));
    return;
}

FN BOOL p0024_f1(DG_REF(p0024_S0) p0, u32 *p1)
{
    f64 v6 = (-(-1.0));
    s64 v7 = ((s64)0xd73b9199f7a8ff74ull);
    f32 a8[16] = {0};
    s32 j9;
    for (j9 = 0; j9 < 16; j9++)
        a8[j9] = ((f32)((u16)j9));
    p0024_S1 sv10;
    sv10.f0 = ((u16)((((((s16)v7)) > (((s16)-10646)))) && (((((s8)v7)) > (((s8)7))))));
    sv10.f1 = ((BOOL)(((((u64)v7)) > (((u64)0xf5fd16a95b754339ull)))));
    sv10.f2[0] = ((f64)((s8)v7));
    sv10.f2[1] = ((((((u16)v7)) <= (((u16)34047)))) ? ((f64)v7) : ((f64)((f32)v7)));
    sv10.f2[2] = ((f64)v7);
    sv10.f2[3] = DG_R(p0).f2;
    s32 n11 = 0, i12 = 0;
    u16 v13 = 0;
    u32 h14 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)sv10;
    (void)n11;
    (void)i12;
    (void)v13;
    (void)h14;
    (void)p0;
    (void)p1;
    DG_R(p0).f2 = (__int2double_rn(((s32)v7)) - ((f64)0.25f));
    v6 *= ((((((s16)v7)) <= (((s16)-8545)))) ? DG_R(p0).f2 : ((f64)((s16)7)));
    n11 = (s32)((u32)(((u64)__double2int_rz(dg_dclamp(v6, -2147483648.0, 2147483647.0)))) % 4u) + 1;
    for (i12 = 0; i12 < n11; i12++) {
        p0024_f0(DG_A(sv10), DG_A(v13));
    }
    sv10.f2[1] = __ll2double_rn(((s64)((((s64)0xffffffffffffffc8ull)) & (v7))));
    h14 = (((((u32)(dg_dbits(v6) >> 32) * 3u) ^ (u32)((u64)(v7) >> 32) * 5u) ^ (u32)(sv10.f0) * 7u) ^ (u32)(dg_dbits(sv10.f2[1]) >> 32) * 9u) ^ (u32)(p1[(1u & 1u)]);
    return ((BOOL)(((u32)(((BOOL)(((((u32)sizeof(u32))) > (p1[((u32)(((u32)((u32)(p1[((u32)(((u32)((u32)(((u32)v7)) + (u32)(p1[((u32)(((u8)129)) & 1u)])))) & 1u)]) + (u32)(((u32)v7))))) & 1u)]))))) ^ h14) & 1u));
}

typedef struct {
    u32 x0;
    u16 x1;
    u32 h;
} p0024_state;

DG_SHARED u8 p0024_sh0[256];

DG_KERNEL(p0024_kernel, p0024_state)
{
    DG_BEGIN(p0024_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = ((u32)((u32)(2716739129u) >> ((u32)(((u8)2)) & 31u)));
        st->x1 = ((u16)(__ldg(&in[0])));
        st->h = __ldg(&in[5]);
        p0024_sh0[tid * 4u + 0u] = ((u8)((((u8)__ldg(&in[4]))) | (((u8)__ldg(&in[1])))));
        p0024_sh0[tid * 4u + 1u] = ((u8)((((u8)__ldg(&in[3]))) ^ (((u8)tid))));
        p0024_sh0[tid * 4u + 2u] = ((u8)((u32)(((u8)31)) << ((u32)(((s32)-1)) & 31u)));
        p0024_sh0[tid * 4u + 3u] = ((u8)((u32)(((u8)st->h)) ^ (u32)0xffffffff));
        u8 v15 = ((u8)(((s8)31)));
        u64 v16 = ((u64)((((u64)0x2ull)) & (((u64)st->h))));
        u32 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((u32)(((s64)v15)));
        p0024_S1 sv19;
        sv19.f0 = ((u16)dg_rem_u32((u32)(((u16)1)), (u32)(st->x1)));
        sv19.f1 = ((BOOL)(((((st->x1) > (((u16)50391)))) || (((((s16)-31411)) >= (((s16)-2137)))))));
        sv19.f2[0] = (__longlong_as_double((s64)0x0000000000000000ull) - ((f64)((f32)st->h)));
        sv19.f2[1] = __longlong_as_double(((s64)st->x0));
        sv19.f2[2] = 0.25;
        sv19.f2[3] = ((((__uint_as_float(0xff800000u)) == (((f32)bid)))) ? ((f64)st->x1) : ((f64)v16));
        p0024_S0 sv20;
        sv20.f0 = ((u8)__umul24(((u32)st->x1), ((u32)st->x1)));
        sv20.f1 = p0024_sh0[tid * 4u + ((u32)(((s64)0x7ull)) & 3u)];
        sv20.f2 = ((((((f32)v15)) >= (((f32)st->x0)))) ? ((f64)((s8)bid)) : __longlong_as_double((s64)0xfff0000000000000ull));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)v16;
        (void)a17;
        (void)j18;
        (void)sv19;
        (void)sv20;
        st->x1 = ((u16)(((s16)((u32)0 - (u32)(((s16)st->x1))))));
        st->x1 -= (u16)(((u16)((8u) >= (1681820695u))));
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)((u64)(v16) >> 32) * 5u) ^ (u32)(sv19.f0) * 7u) ^ (u32)(sv20.f0) * 9u) ^ (u32)(a17[(7u & 7u)]) ^ (st->h * 7u);
        v16 = (u64)p0024_f1(DG_A(sv20), a17);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        if ((gtid % 3u) == 1u && ((((s64)tid)) >= (((s64)v16)))) return;
        out[2] = (u32)(st->h);
        out[3] = (u32)(((u8)st->x0));
        out[4] = (u32)(((s32)((((((f64)bid)) != (((f64)((f32)bid))))) || (((((f32)st->h)) != (__uint_as_float(0x7f800000u)))))));
    }
    DG_END
}

DG_PROGRAM(p0024, p0024_state, 64, 3, 7, 5, 1, 2048, 24u)
