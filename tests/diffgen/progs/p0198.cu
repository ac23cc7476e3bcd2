// diffgen program p0198: gen.py --seed 199 --name p0198 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u32 f0;
    f64 f1;
    BOOL f2;
} p0198_S0;
typedef struct DG_ALIGN(16) {
    s16 f0;
    s32 f1;
} p0198_S1;

FN void p0198_f0(f32 *p0, DG_REF(p0198_S1) p1, BOOL p2)
{
    BOOL v1 = ((BOOL)(((((s16)23312)) == (((s16)2059)))));
    BOOL v2 = ((BOOL)(p2));
    f32 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = (((f32)((u8)j4)) * ((f32)((u8)j4)));
    s32 g5 = 0;
    s32 g6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)g5;
    (void)g6;
    (void)h7;
    (void)p0;
    (void)p1;
    (void)p2;
    p2 = ((BOOL)(((((s8)57)) > (((s8)127)))));
    if (((((u64)0x54e0e4feff52bafaull)) != (((u64)p2))) && (isnan(((f64)v1)) != 0)) return;
    B1:;
    v2 = ((BOOL)(((((u16)((u32)(((u16)18217)) >> ((u32)(7) & 31u)))) < (((u16)7371)))));
    if (g5 < 2 && ((((u16)65534)) == (((u16)59166)))) {
        g5++;
        goto B1;
    }
    B2:;
    v2 = ((BOOL)(((((u16)(~(u32)(((u16)559))))) > (((u16)v1)))));
    if (g6 < 2 && ((DG_R(p1).f1) < (((s32)v2)))) {
        g6++;
        goto B2;
    }
    h7 = (((((u32)(p2) * 3u) ^ (u32)(DG_R(p1).f0) * 5u) ^ (u32)(DG_R(p1).f1) * 7u) ^ dg_fbits(p0[(7u & 7u)]) * 9u) ^ dg_fbits(a3[(3u & 3u)]);
    p0[0] = (p0[0] + (f32)(h7 & 255u));
    return;
}

FN f64 p0198_f1(u8 p0, u32 *p1, DG_REF(u16) p2)
{
    s8 v8 = ((s8)((s32)(((s8)DG_R(p2))) >> ((u32)(p1[0u]) & 31u)));
    u16 v9 = ((u16)((u32)(DG_R(p2)) + (u32)(DG_R(p2))));
    f32 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = ((f32)((s64)DG_R(p2)));
    f32 a12[4] = {0};
    s32 j13;
    for (j13 = 0; j13 < 4; j13++)
        a12[j13] = ((f32)((f64)j13));
    p0198_S1 sv14;
    sv14.f0 = ((s16)__float2int_rn(dg_fclamp(((f32)((f64)v8)), -2147483648.0f, 2147483520.0f)));
    sv14.f1 = ((s32)__double2ll_rd(dg_dclamp(((f64)v8), -9223372036854775808.0, 9223372036854774784.0)));
    s32 n15 = 0, i16 = 0;
    u32 h17 = 0;
    (void)v8;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)a12;
    (void)j13;
    (void)sv14;
    (void)n15;
    (void)i16;
    (void)h17;
    (void)p0;
    (void)p1;
    (void)p2;
    switch (((u32)(((u32)p0)) + (u32)DG_R(p2)) & 7u) {
    case 2: {
        p0 = ((u8)((((s16)((((s16)DG_R(p2))) ^ (sv14.f0)))) == (sv14.f0)));
        break;
    }
    case 7: {
        (*(a10 + ((u32)(((s64)(p0))) & 7u))) = ((((((u64)v9)) == (((u64)0xffull)))) ? ((((sv14.f0) < (((s16)-6196)))) ? ((f32)DG_R(p2)) : ((f32)((s16)-207))) : (a10[((u32)(((u32)((u32)0 - (u32)(((u32)v9))))) & 7u)] / ((f32)((f64)v9))));
        break;
    }
    }
    p0198_f0(a10, DG_A(sv14), ((BOOL)(((v8) < (((s8)DG_R(p2)))))));
    n15 = (s32)((u32)(((u32)v8)) % 3u);
    i16 = 0;
    do {
        if (((((u16)i16)) >= (DG_R(p2))) && ((11753209u) < (2670434102u))) return (((f64)((s64)v8)) * ((f64)v8));
        v8 = ((s8)((s32)(((s8)((((((s16)DG_R(p2))) > (((s16)2)))) || (((((u16)p0)) <= (((u16)14899))))))) >> ((u32)(p0) & 31u)));
    } while (++i16 < n15);
    h17 = (((((u32)(DG_R(p2)) * 3u) ^ (u32)(sv14.f1) * 5u) ^ (u32)(p1[0u]) * 7u) ^ dg_fbits(a10[(0u & 7u)]) * 9u) ^ dg_fbits(a12[(3u & 3u)]);
    return (((f64)v8) + (f64)(h17 & 255u));
}

typedef struct {
    f64 x0;
    BOOL x1;
    f64 x2;
    u8 x3;
    u32 h;
} p0198_state;

DG_KERNEL(p0198_kernel, p0198_state)
{
    DG_BEGIN(p0198_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((f64)((s64)0x3ull));
        st->x1 = ((BOOL)(((st->x0) != (((f64)((u64)__ldg(&in[0])))))));
        st->x2 = (((f64)__ldg(&in[3])) - ((f64)((u64)__ldg(&in[0]))));
        st->x3 = ((u8)(((s64)0xf54c183b268b7a60ull)));
        st->h = ((u32)((((u32)st->x1)) ^ (in[((u32)(st->x3) & 3u)])));
        BOOL v18 = ((BOOL)((f32)((u16)st->h)));
        f32 a19[8] = {0};
        s32 j20;
        for (j20 = 0; j20 < 8; j20++)
            a19[j20] = (((f32)__longlong_as_double((s64)0x3810000000000000ull)) * ((f32)st->x1));
        u32 a21[8] = {0};
        s32 j22;
        for (j22 = 0; j22 < 8; j22++)
            a21[j22] = __float_as_uint(dg_canonf(((f32)((s16)tid))));
        p0198_S1 sv23;
        sv23.f0 = ((s16)((s32)(((s16)5206)) >> ((u32)(tid) & 31u)));
        sv23.f1 = ((s32)st->h);
        s32 g24 = 0;
        u16 v25 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)a19;
        (void)j20;
        (void)a21;
        (void)j22;
        (void)sv23;
        (void)g24;
        (void)v25;
        B3:;
        st->h = 255u;
        if (g24 < 2 && ((((u64)tid)) <= (((u64)0x1ull)))) {
            g24++;
            goto B3;
        }
        if ((gtid % 3u) == 2u && ((st->x3) <= (((u8)166)))) return;
        st->h = (((((u32)dg_dbits(st->x2) * 3u) ^ (u32)(sv23.f1) * 5u) ^ (u32)(in[(3u & 3u)]) * 7u) ^ dg_fbits(a19[(7u & 7u)]) * 9u) ^ (u32)(a21[(0u & 7u)]) ^ (st->h * 7u);
        v25 = (u16)dg_dclamp(p0198_f1(((u8)((u32)(((u8)tid)) + (u32)(st->x3))), a21 + ((u32)(((s64)bid)) % 8u), DG_A(v25)), 0.0, 65535.0);
        out[0] = (u32)dg_dbits(st->x0);
        out[1] = (u32)(dg_dbits(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)dg_dbits(st->x2);
        out[4] = (u32)(dg_dbits(st->x2) >> 32);
        out[5] = (u32)(st->x3);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u32)sizeof(u32)));
    }
    DG_END
}

DG_PROGRAM(p0198, p0198_state, 127, 3, 4, 8, 1, 2048, 199u)
