// diffgen program p0162: gen.py --seed 163 --name p0162 --include ../twin.h
#include "../twin.h"

typedef struct {
    u8 f0;
    u16 f1;
    s16 f2;
} p0162_S0;
typedef struct {
    u8 f0;
} p0162_S1;

FN s64 p0162_f0(float4 p0, u64 p1, DG_REF(u8) p2)
{
    f64 v1 = 0.0000152587890625;
    s16 v2 = ((s16)((u32)(((s16)32767)) + (u32)(((s16)DG_R(p2)))));
    f64 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = __drcp_rn(((f64)((u32)v2)));
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
    B1:;
    DG_R(p2) = ((u8)((u32)(DG_R(p2)) - (u32)(((u8)v2))));
    if (g5 < 2 && ((((u8)0)) < (DG_R(p2)))) {
        g5++;
        goto B1;
    }
    switch (((u32)(((u16)dg_rem_u32((u32)(((u16)DG_R(p2))), (u32)(((u16)((((u16)p1)) ^ (((u16)p1)))))))) + (u32)v2) & 7u) {
    case 2: {
        p1 = ((u64)__mul24(((s32)v2), ((s32)((s16)DG_R(p2)))));
        break;
    }
    case 5: {
        p0.w = p0.y;
        break;
    }
    case 6: {
        a3[((u32)(((s32)((((1.0f) <= (((f32)DG_R(p2))))) ? (((s32)DG_R(p2))) : (((s32)p1))))) & 7u)] = ((f64)DG_R(p2));
    }
    /* fallthrough */
    case 7: {
        v2 = ((s16)((u32)(v2) << ((u32)(((s32)DG_R(p2))) & 31u)));
        break;
    }
    default: {
        if (signbit(dg_canonf(__fmul_ru(__uint_as_float(0x7f20fd79u), ((f32)DG_R(p2))))) != 0) {
        } else {
            v1 = trunc(v1);
        }
        break;
    }
    }
    B3:;
    switch (((u32)(((u32)((u32)(((u32)dg_rem_u32((u32)(((u32)v2)), (u32)(((u32)DG_R(p2)))))) + (u32)(((u32)dg_dclamp(((f64)((u16)2544)), 0.0, 4294967295.0)))))) + (u32)DG_R(p2)) & 3u) {
    case 2: {
        (*(a3 + ((u32)(((u32)((u32)(1u) + (u32)(0u)))) & 7u))) = (((f64)v2) * ((f64)((u16)1)));
        break;
    }
    default: {
        p0.y = p0.w;
        break;
    }
    }
    if (g6 < 2 && ((((f64)((f32)v2))) < (__longlong_as_double((s64)0x47efffffe0000000ull)))) {
        g6++;
        goto B3;
    }
    h7 = (((((u32)(p1) * 3u) ^ (u32)(DG_R(p2)) * 5u) ^ dg_fbits(p0.w) * 7u) ^ (u32)dg_dbits(a3[(7u & 7u)]) * 9u) ^ (u32)(dg_dbits(a3[(7u & 7u)]) >> 32);
    return ((s64)((u64)(((s64)((((s8)((u32)(((s8)-127)) + (u32)(((s8)p1))))) > (((s8)((3u) < (((u32)v2)))))))) ^ (u64)h7));
}

FN u32 p0162_f1(DG_REF(f64) p0, double2 p1, BOOL p2, f32 p3, DG_REF(u64) p4, DG_REF(u64) p5, s16 p6, u8 p7, s64 p8, s32 *p9)
{
    u8 c16 = 0;
    u32 c19 = 0;
    s16 v8 = ((s16)32);
    u16 v9 = ((u16)v8);
    f32 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = (p3 - ((f32)j11));
    float4 sv12 = make_float4(__fsub_rn(((f32)p6), ((f32)p6)), (((f32)0.125) - ((f32)p1.x)), ((f32)((f64)((f32)p7))), (((f32)((u16)p8)) - a10[((u32)(((u8)__float2ull_rn(dg_fclamp(((f32)p9[((u32)(((s64)dg_dclamp(DG_R(p0), -9223372036854775808.0, 9223372036854774784.0))) & 7u)]), 0.0f, 18446742974197923840.0f)))) & 7u)]));
    s32 n13 = 0, i14 = 0;
    s32 g15 = 0;
    s32 g17 = 0;
    u32 h18 = 0;
    (void)v8;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)n13;
    (void)i14;
    (void)g15;
    (void)g17;
    (void)h18;
    (void)c16;
    (void)c19;
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
    n13 = (s32)((u32)(((u64)((((__longlong_as_double((s64)0x0000000000000000ull)) > (DG_R(p0)))) ? (((u64)((((((s8)5)) >= (((s8)DG_R(p5))))) || ((isfinite(DG_R(p0)) != 0))))) : (DG_R(p5))))) % 4u) + 1;
    for (i14 = 0; i14 < n13; i14++) {
        if (!(((((u8)DG_R(p4))) <= (p7)))) continue;
        p9[((u32)(((s64)((((v9) == (((u16)v8)))) ? (p8) : (((s64)v8))))) & 7u)] = ((s32)(((u32)v9)));
    }
    B4:;
    if ((((c16 = ((u8)255)), (u8)(c16 ^ p7))) >= (((u8)43))) {
        if ((((f64)p3)) < (p1.y)) {
            DG_R(p5) = ((u64)dg_fclamp(((f32)((f64)p7)), 0.0f, 18446742974197923840.0f));
        }
    } else {
        if ((((((u8)p8)) != (((u8)p6)))) && (((((u64)0x3e3c1614ad8e8606ull)) < (((u64)0xd0885def14c6b1e2ull))))) {
            sv12.x = ((f32)p7);
        }
    }
    if (g15 < 1 && ((((((u64)0x6ccd5cf0ce7c2b47ull)) != (((u64)p6)))) && (((DG_R(p0)) == (((f64)((u64)0x20ull))))))) {
        g15++;
        goto B4;
    }
    B5:;
    sv12.w = __fmaf_ru((((f32)((u32)p7)) * ((f32)p6)), __int_as_float(p9[((u32)(((s64)((u64)(((s64)DG_R(p5))) + (u64)(p8)))) & 7u)]), ((f32)3u));
    if (g17 < 3 && ((((__uint_as_float(0x7dba7581u)) == (((f32)DG_R(p0))))) && (((p7) < (((u8)p6)))))) {
        g17++;
        goto B5;
    }
    if ((((s64)(~(u64)(((s64)p7))))) < (((s64)0x561eedc5ae4bf591ull))) {
        if (p2 && ((DG_R(p4)) == (DG_R(p5)))) return ((u32)DG_R(p5));
    } else {
        p3 = (f32)p0162_f0(sv12, DG_R(p5), DG_A(p7));
    }
    h18 = (((((u32)(DG_R(p4)) * 3u) ^ (u32)(p7) * 5u) ^ (u32)(v9) * 7u) ^ (u32)(dg_dbits(p1.x) >> 32) * 9u) ^ dg_fbits(sv12.z);
    return ((u32)((u32)(((c19 = ((u32)sizeof(u16))), (u32)(c19 ^ ((u32)(((s8)v8)))))) ^ (u32)h18));
}

FN s16 p0162_f2(u8 *p0)
{
    f32 v20 = (0.0f + ((f32)40161838u));
    s64 v21 = ((s64)(!(((v20) > (((f32)((u64)0xf7b0a37bf863ea73ull)))))));
    s32 a22[8] = {0};
    s32 j23;
    for (j23 = 0; j23 < 8; j23++)
        a22[j23] = ((s32)((s32)(j23) >> ((u32)(((u8)226)) & 31u)));
    u8 a24[8] = {0};
    s32 j25;
    for (j25 = 0; j25 < 8; j25++)
        a24[j25] = ((u8)(isfinite(((f32)((s8)127))) != 0));
    float4 sv26 = make_float4((-(v20)), fmaxf(((f32)v21), v20), v20, (v20 + ((f32)((f64)v21))));
    double2 sv27;
    sv27.x = __dmul_rd(((f64)v21), ((f64)((s16)v21)));
    sv27.y = (((f64)v21) / __longlong_as_double((s64)0xbff8000000000000ull));
    s32 n28 = 0, i29 = 0;
    u8 v30 = 0;
    f64 v31 = 0.0;
    u64 v32 = 0;
    s32 n33 = 0, i34 = 0;
    u32 h35 = 0;
    (void)v20;
    (void)v21;
    (void)a22;
    (void)j23;
    (void)a24;
    (void)j25;
    (void)sv26;
    (void)sv27;
    (void)n28;
    (void)i29;
    (void)v30;
    (void)v31;
    (void)v32;
    (void)n33;
    (void)i34;
    (void)h35;
    (void)p0;
    if ((((s32)__funnelshift_rc(2u, ((u32)v21), ((u32)v21)))) == (((s32)((u32)(((s32)v21)) * (u32)(2104592246))))) {
        n28 = (s32)((u32)(((u32)v21)) % 3u);
        for (i29 = 0; i29 < n28; i29++) {
            (*(a22 + ((u32)(((s32)(((signbit(dg_canonf(((f32)v21))) != 0)) ? (((s32)v21)) : (a22[((u32)(((u32)((((((s16)i29)) < (((s16)-32768)))) ? (((u32)v21)) : (3u)))) & 7u)])))) & 7u))) = ((s32)v21);
            v21 = p0162_f0(sv26, ((u64)(isnan((-(((f64)((s32)v21))))) != 0)), DG_A(v30));
        }
    }
    v20 = ((f32)((s8)v21));
    if (!(((((u64)v21)) == (((u64)0x217ull))))) {
        v32 = (u64)p0162_f1(DG_A(v31), sv27, ((BOOL)(((((u16)(((isinf(((f64)v21)) != 0)) ? (((u16)7)) : (((u16)1))))) > (((u16)((((((u8)v21)) <= (a24[((u32)(((s64)0x3835d87384c1a2ffull)) & 7u)]))) ? (((u16)v21)) : (((u16)v21)))))))), ((f32)((u8)v21)), DG_A(v32), DG_A(v32), ((s16)((((v32) >= (((u64)0x1c7a5e6bf968a19dull)))) && (((((f32)v32)) >= (v20))))), p0[((u32)(((s64)((((v20) < (((f32)v32)))) && ((isfinite(((f32)v32)) != 0))))) & 1u)], v21, a22);
    } else {
        n33 = (s32)((u32)(((u8)((u32)(((u8)3)) - (u32)(((u8)(signbit(dg_canon(((f64)v21))) != 0)))))) % 8u);
        i34 = 0;
        do {
            v32 = ((u64)((((u64)0xfffffffffffffffeull)) | (v32)));
        } while (++i34 < n33);
    }
    h35 = ((((dg_fbits(v20) * 3u) ^ (u32)(v21) * 5u) ^ dg_fbits(sv26.y) * 7u) ^ dg_fbits(sv26.w) * 9u) ^ (u32)(a24[(0u & 7u)]);
    return ((s16)((u32)(((s16)((s32)(((s16)v32)) >> ((u32)(((u32)((u32)(((u32)v21)) << ((u32)(1u) & 31u)))) & 31u)))) ^ (u32)h35));
}

typedef struct {
    s16 x0;
    s16 x1;
    u32 h;
} p0162_state;

DG_KERNEL(p0162_kernel, p0162_state)
{
    DG_BEGIN(p0162_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((s16)((u32)(((s16)25252)) * (u32)(((s16)18934))));
        st->x1 = ((s16)((u32)(st->x0) - (u32)(st->x0)));
        st->h = ((u32)((((((f64)((s64)__ldg(&in[1])))) <= (0.25))) || (((((s64)0x20ull)) > (((s64)0xa5028e76ff58114eull))))));
        s16 v36 = ((s16)((u32)(((s16)63)) - (u32)(st->x0)));
        s32 a37[8] = {0};
        s32 j38;
        for (j38 = 0; j38 < 8; j38++)
            a37[j38] = ((s32)((((s64)0x8000000000000001ull)) != (((s64)0xb3369a1b653667c7ull))));
        u8 a39[8] = {0};
        s32 j40;
        for (j40 = 0; j40 < 8; j40++)
            a39[j40] = ((u8)((u32)(((u8)255)) * (u32)(((u8)j40))));
        float4 sv41 = make_float4(((f32)tid), ((f32)((u64)0x1ull)), (((f32)a39[((u32)(((u8)((u32)(((u8)17)) >> ((u32)(((u8)7)) & 31u)))) & 7u)]) - ((f32)((s64)v36))), __fsqrt_rn(((f32)v36)));
        double2 sv42 = make_double2(((f64)((s64)st->x1)), ((f64)100.0f));
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
        v36 = p0162_f2(a39);
        st->h = ((u32)dg_rem_u32((u32)(out[((u32)(((u32)((u32)(tid) * (u32)(gtid)))) & 3u)]), (u32)(out[((u32)(((s32)((u32)(0) - (u32)(((s32)bid))))) & 3u)])));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ dg_fbits(sv41.x) * 7u) ^ dg_fbits(sv41.y) * 9u) ^ (u32)dg_dbits(sv42.x) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u32)(((s16)sizeof(u16)))));
        out[8] = (u32)dg_dbits(((f64)__fmul_rn(((f32)st->x1), ((f32)((s16)bid)))));
    }
    DG_END
}

DG_PROGRAM(p0162, p0162_state, 127, 4, 5, 9, 1, 2048, 163u)
