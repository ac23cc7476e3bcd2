// diffgen program p0200: gen.py --seed 201 --name p0200 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s32 f0;
    u16 f1;
    f64 f2;
} p0200_S0;

FN f32 p0200_f0(p0200_S0 p0, s32 *p1, s16 p2, p0200_S0 p3, DG_REF(s64) p4, DG_REF(BOOL) p5, u32 *p6, short2 p7)
{
    u32 c5 = 0;
    u64 v1 = ((u64)((((u64)p2)) | (((u64)DG_R(p4)))));
    u64 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = v1;
    s32 g4 = 0;
    s32 g6 = 0;
    s32 n7 = 0, i8 = 0;
    u32 h9 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)g4;
    (void)g6;
    (void)n7;
    (void)i8;
    (void)h9;
    (void)c5;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    if ((((s8)((u32)(((s8)94)) << ((u32)(((u8)p2)) & 31u)))) > (((s8)(~(u32)(((s8)DG_R(p4))))))) {
        if ((((f64)DG_R(p5))) < (fma(((f64)p2), ((f64)__uint_as_float(0xed0d3e87u)), ((f64)DG_R(p5))))) {
            p0.f0 = ((s32)((u32)(((s32)dg_rem_s32((s32)(((s32)DG_R(p4))), (s32)(p0.f0)))) + (u32)(((s32)(((s8)v1))))));
        }
    } else {
        p2 = ((s16)v1);
    }
    B1:;
    p2++;
    if (g4 < 3 && ((p6[((u32)(((u32)((u32)0 - (u32)(p6[((u32)(((c5 = ((u32)p2)), (u32)(c5 ^ ((u32)DG_R(p5))))) & 7u)])))) & 7u)]) != (2184832234u))) {
        g4++;
        goto B1;
    }
    B2:;
    if (DG_R(p5)) {
        n7 = (s32)((u32)(((u64)DG_R(p5))) % 8u) + 1;
        for (i8 = 0; i8 < n7; i8++) {
            p2 = ((s16)((u32)(p7.y) + (u32)(((s16)DG_R(p5)))));
        }
    } else {
        if ((((f64)((u8)122))) <= (((f64)((u32)DG_R(p5))))) {
            v1 |= (*(a2 + ((u32)(((s32)(!(((p6[((u32)(((u32)((u32)(p6[((u32)(((s32)(!(((a2[((u32)(((s32)((s32)(((s32)DG_R(p4))) >> ((u32)(((u8)255)) & 31u)))) & 7u)]) == (((u64)0x38925a4352580d97ull))))))) & 7u)]) >> ((u32)(((u8)DG_R(p4))) & 31u)))) & 7u)]) != (((u32)v1))))))) & 7u)));
        } else {
            DG_R(p5) = ((BOOL)p2);
        }
    }
    if (g6 < 2 && ((p2) == (((s16)24066)))) {
        g6++;
        goto B2;
    }
    h9 = (((((u32)((u64)(DG_R(p4)) >> 32) * 3u) ^ (u32)(p3.f0) * 5u) ^ (u32)(p3.f1) * 7u) ^ (u32)(p7.x) * 9u) ^ (u32)((u64)(a2[(7u & 7u)]) >> 32);
    return (((-(((f32)((s8)DG_R(p4))))) / ((f32)p2)) + (f32)(h9 & 255u));
}

FN f64 p0200_f1(p0200_S0 p0)
{
    s8 v10 = ((s8)((u32)0 - (u32)(((s8)127))));
    u16 v11 = ((u16)(+(((u16)v10))));
    s32 a12[8] = {0};
    s32 j13;
    for (j13 = 0; j13 < 8; j13++)
        a12[j13] = ((s32)((u32)(j13) + (u32)(j13)));
    u32 a14[8] = {0};
    s32 j15;
    for (j15 = 0; j15 < 8; j15++)
        a14[j15] = ((u32)((((f32)j15)) <= (((f32)v11))));
    u8 a16[4] = {0};
    s32 j17;
    for (j17 = 0; j17 < 4; j17++)
        a16[j17] = ((u8)(((s64)j17)));
    p0200_S0 sv18;
    sv18.f0 = a12[((u32)(((u32)max(((s32)v11), a12[((u32)(((u8)28)) & 7u)]))) & 7u)];
    sv18.f1 = ((u16)(+(((u16)v10))));
    sv18.f2 = ((f64)v10);
    short2 sv19 = make_short2(((s16)__double2hiint(dg_canon(((f64)v11)))), ((s16)((u32)(((s16)28844)) + (u32)(((s16)v11)))));
    s32 g20 = 0;
    u32 h21 = 0;
    (void)v10;
    (void)v11;
    (void)a12;
    (void)j13;
    (void)a14;
    (void)j15;
    (void)a16;
    (void)j17;
    (void)sv18;
    (void)sv19;
    (void)g20;
    (void)h21;
    (void)p0;
    B3:;
    v11 &= (u16)(((u16)(((u8)1))));
    if (g20 < 3 && ((((u8)v10)) > (((u8)193)))) {
        g20++;
        goto B3;
    }
    v10 = ((s8)((s32)(v10) >> ((u32)(((u32)v10)) & 31u)));
    h21 = (((((u32)(v10) * 3u) ^ (u32)(sv18.f0) * 5u) ^ (u32)(dg_dbits(sv18.f2) >> 32) * 7u) ^ (u32)(a12[(7u & 7u)]) * 9u) ^ (u32)(a14[(7u & 7u)]);
    return (trunc(__fma_rz(((f64)v11), __longlong_as_double((s64)0xfff0000000000000ull), p0.f2)) + (f64)(h21 & 255u));
}

FN s16 p0200_f2(s32 depth, f64 p0)
{
    s8 v22 = ((s8)(((s64)0x7fffffffffffffffull)));
    f64 v23 = ((((3.0f) > (__uint_as_float(0x7fc00000u)))) ? ((f64)((u8)32)) : ((f64)((f32)depth)));
    s32 a24[8] = {0};
    s32 j25;
    for (j25 = 0; j25 < 8; j25++)
        a24[j25] = ((s32)((v22) != (((s8)83))));
    u32 a26[8] = {0};
    s32 j27;
    for (j27 = 0; j27 < 8; j27++)
        a26[j27] = ((u32)__umul64hi(((u64)0x39ull), ((u64)depth)));
    s16 a28[8] = {0};
    s32 j29;
    for (j29 = 0; j29 < 8; j29++)
        a28[j29] = ((s16)((((((u16)j29)) > (((u16)depth)))) ? (((s16)depth)) : (((s16)-1))));
    p0200_S0 sv30;
    sv30.f0 = ((s32)((depth) & (((s32)v22))));
    sv30.f1 = ((u16)v22);
    sv30.f2 = ((f64)depth);
    short2 sv31;
    sv31.x = ((s16)(((*(a28 + ((u32)(((s64)depth)) & 7u)))) | (a28[((u32)(((u32)((a24[((u32)(((u32)((u32)(((u32)v22)) - (u32)(4294967295u)))) & 7u)]) >= (1233285848)))) & 7u)])));
    sv31.y = ((s16)dg_dclamp(((f64)v22), -32768.0, 32767.0));
    s32 g32 = 0;
    s32 n33 = 0, i34 = 0;
    s64 v35 = 0;
    BOOL v36 = 0;
    u32 h37 = 0;
    (void)v22;
    (void)v23;
    (void)a24;
    (void)j25;
    (void)a26;
    (void)j27;
    (void)a28;
    (void)j29;
    (void)sv30;
    (void)sv31;
    (void)g32;
    (void)n33;
    (void)i34;
    (void)v35;
    (void)v36;
    (void)h37;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((s16)(~(u32)(((s16)depth))));
    B5:;
    n33 = (s32)((u32)(((u32)(!(((((f32)v22)) < (((f32)depth))))))) % 7u);
    for (i34 = 0; i34 < n33; i34++) {
        p0 = (v23 + __longlong_as_double((s64)0x0000000000000001ull));
    }
    if (g32 < 2 && ((((u8)1)) < (((u8)depth)))) {
        g32++;
        goto B5;
    }
    p0 = (-(((f64)depth)));
    if ((((u32)((u32)(((u32)v22)) - (u32)(a26[((u32)(((u8)v22)) & 7u)])))) == (474070447u)) {
        p0 = p0200_f1(sv30);
    } else {
        v22 = (s8)dg_fclamp(p0200_f0(sv30, &a24[((u32)(((s64)dg_dclamp(((f64)depth), -9223372036854775808.0, 9223372036854774784.0))) % 8u)], ((s16)(a26[((u32)(((s32)__double2ull_rd(dg_dclamp(((f64)v22), 0.0, 18446744073709549568.0)))) & 7u)])), sv30, DG_A(v35), DG_A(v36), a26, sv31), -128.0f, 127.0f);
    }
    if (((v23) <= (((f64)depth))) && (!(((((u32)depth)) <= (1153157267u))))) return ((s16)((u32)(((s16)v36)) * (u32)(sv31.x)));
    p0 = (f64)p0200_f2(depth - 1, (sv30.f2 * p0));
    h37 = (((((u32)(v22) * 3u) ^ (u32)(dg_dbits(v23) >> 32) * 5u) ^ (u32)(v36) * 7u) ^ (u32)(sv31.y) * 9u) ^ (u32)(a26[(7u & 7u)]);
    return ((s16)((u32)(((s16)(((s64)((v35) | (v35)))))) ^ (u32)h37));
}

typedef struct {
    u8 x0;
    s16 x1;
    BOOL x2;
    u32 h;
} p0200_state;

DG_SHARED s16 p0200_sh0[160];

DG_KERNEL(p0200_kernel, p0200_state)
{
    DG_BEGIN(p0200_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((u8)106);
        st->x1 = ((s16)((((st->x0) < (((u8)207)))) || ((signbit(dg_canon(((f64)((f32)__ldg(&in[1]))))) != 0))));
        st->x2 = ((BOOL)((!(((((f32)((f64)__ldg(&in[1])))) >= (-2.5f))))));
        st->h = ((u32)__float2ull_rd(dg_fclamp(((f32)__ldg(&in[3])), 0.0f, 18446742974197923840.0f)));
        p0200_sh0[tid * 1u + 0u] = st->x1;
        s8 v38 = ((s8)((((s8)109)) & (((s8)st->x1))));
        s32 a39[8] = {0};
        s32 j40;
        for (j40 = 0; j40 < 8; j40++)
            a39[j40] = j40;
        u32 a41[8] = {0};
        s32 j42;
        for (j42 = 0; j42 < 8; j42++)
            a41[j42] = ((u32)dg_dclamp(__longlong_as_double((s64)0x3810000000000000ull), 0.0, 4294967295.0));
        p0200_S0 sv43;
        sv43.f0 = ((s32)((a39[((u32)(((s64)sizeof(u16))) & 7u)]) ^ (((s32)tid))));
        sv43.f1 = ((u16)((u32)(((u16)65299)) << ((u32)(st->x0) & 31u)));
        sv43.f2 = ((f64)v38);
        short2 sv44 = make_short2(((s16)st->x2), ((s16)((u32)0 - (u32)(((s16)v38)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v38;
        (void)a39;
        (void)j40;
        (void)a41;
        (void)j42;
        (void)sv43;
        (void)sv44;
        if (((((f64)v38) / __longlong_as_double((s64)0xeca6f4ff81636015ull))) >= (((f64)v38))) {
            sv43.f0 = ((s32)((((s32)((u32)(((s32)st->h)) << ((u32)(((u8)7)) & 31u)))) | (((s32)((sv43.f1) < (((u16)1)))))));
        }
        st->h <<= ((u32)(((u32)sizeof(sv44))) & 31u);
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(sv43.f0) * 5u) ^ (u32)(sv44.x) * 7u) ^ (u32)(in[(0u % 5u)]) * 9u) ^ (u32)(a39[(7u & 7u)]) ^ (st->h * 7u);
        v38 = (s8)p0200_f2((s32)((u32)(((u32)((u32)(st->h) + (u32)(bid)))) % 5u), ((((st->x0) <= (((u8)st->x1)))) ? ((f64)st->x0) : ((f64)((f32)st->x0))));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        out[8] = dg_fbits(((f32)st->x2));
        out[9] = (u32)(st->x1);
    }
    DG_END
}

DG_PROGRAM(p0200, p0200_state, 160, 2, 5, 10, 1, 8192, 201u)
