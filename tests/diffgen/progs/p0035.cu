// diffgen program p0035: gen.py --seed 35 --name p0035 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s32 f0;
} p0035_S0;
typedef struct DG_ALIGN(8) {
    u16 f0;
    u64 f1;
} p0035_S1;

FN BOOL p0035_f0(s64 p0, BOOL p1, s64 p2, s16 p3, const u32 *p4, f32 p5, s32 p6, u8 p7)
{
    s64 c5 = 0;
    u8 c6 = 0;
    f32 v1 = p5;
    u32 v2 = ((u32)dg_dclamp(((f64)p5), 0.0, 4294967295.0));
    f32 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = __uint2float_rn(((u32)p7));
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h7;
    (void)c5;
    (void)c6;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    a3[((u32)(((u32)((515u) & (v2)))) & 7u)] = __fsub_ru(__int2float_rz(p6), ((*(a3 + ((u32)(((c5 = p2), (s64)(c5 ^ ((s64)p7)))) & 7u))) + p5));
    p5 += (p5 * ((f32)p0));
    if ((((u8)((p7) & (p7)))) >= (((c6 = p7), (u8)(c6 ^ p7)))) {
        a3[((u32)(((u32)__float2ll_rz(dg_fclamp(((f32)p3), -9223372036854775808.0f, 9223371487098961920.0f)))) & 7u)] = a3[((u32)(((u32)dg_rem_u32((u32)(v2), (u32)(2103039539u)))) & 7u)];
    } else {
        v2 = ((u32)p3);
    }
    if ((p5) < ((__uint_as_float(0x43f8f2b8u) / v1))) {
        p2 = ((s64)((s64)(((s64)((u64)(p0) - (u64)(p2)))) >> ((u32)(((u8)((((s8)-1)) >= (((s8)127))))) & 63u)));
    } else {
        p3 = ((s16)((u32)(p3) - (u32)(p3)));
    }
    h7 = (((((u32)(p1) * 3u) ^ (u32)(p2) * 5u) ^ (u32)(p3) * 7u) ^ (u32)(p6) * 9u) ^ dg_fbits(a3[(0u & 7u)]);
    return ((BOOL)(((u32)(((BOOL)(((((f64)v1)) != ((((f64)p6) / __longlong_as_double((s64)0x4330000000000000ull))))))) ^ h7) & 1u));
}

FN s16 p0035_f1(DG_REF(p0035_S1) p0)
{
    BOOL v8 = ((BOOL)(((((s32)-2147483647)) >= (((s32)-2027144132)))));
    u32 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = ((u32)dg_rem_u32((u32)(1693611308u), (u32)(1u)));
    s32 n11 = 0, i12 = 0;
    u32 h13 = 0;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)n11;
    (void)i12;
    (void)h13;
    (void)p0;
    n11 = (s32)((u32)(((s32)(!(v8)))) % 4u) + 1;
    for (i12 = 0; i12 < n11; i12++) {
        v8 = ((BOOL)(((((__uint_as_float(0x541f0d17u)) >= (((f32)((s64)v8))))) && (((((s64)v8)) == (((s64)0x1f7bd3168ee2ba74ull)))))));
    }
    a9[((u32)(((s64)0x1full)) & 7u)] = ((u32)((u32)(2250530867u) - (u32)(((u32)v8))));
    h13 = (((((u32)(v8) * 3u) ^ (u32)(DG_R(p0).f0) * 5u) ^ (u32)((u64)(DG_R(p0).f1) >> 32) * 7u) ^ (u32)(a9[(0u & 7u)]) * 9u) ^ (u32)(a9[(7u & 7u)]);
    return ((s16)((u32)(((s16)14741)) ^ (u32)h13));
}

FN s8 p0035_f2(s32 depth, BOOL p0)
{
    f64 v14 = ((f64)__uint_as_float(0x00000000u));
    u16 v15 = ((u16)1);
    u32 a16[8] = {0};
    s32 j17;
    for (j17 = 0; j17 < 8; j17++)
        a16[j17] = ((u32)sizeof(u8));
    p0035_S1 sv18;
    sv18.f0 = ((u16)((u32)(((u16)65535)) - (u32)(v15)));
    sv18.f1 = ((u64)0xffffffffffffffffull);
    s32 n19 = 0, i20 = 0;
    u32 h21 = 0;
    (void)v14;
    (void)v15;
    (void)a16;
    (void)j17;
    (void)sv18;
    (void)n19;
    (void)i20;
    (void)h21;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((s8)((u32)(((s8)p0)) * (u32)(((s8)2))));
    n19 = (s32)((u32)(((u8)((u32)(((u8)((u32)(((u8)v15)) + (u32)(((u8)114))))) * (u32)(((u8)((u32)(((u8)v15)) * (u32)(((u8)173)))))))) % 7u) + 1;
    i20 = 0;
    while (i20 < n19) {
        i20++;
        sv18.f0 = ((u16)((u32)(((u16)65535)) << ((u32)(i20) & 31u)));
    }
    p0 = (BOOL)(p0035_f2(depth - 1, ((BOOL)((!((isfinite(16777216.0f) != 0)))))) != 0);
    h21 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)dg_dbits(v14) * 7u) ^ (u32)(dg_dbits(v14) >> 32) * 9u) ^ (u32)(a16[(7u & 7u)]);
    return ((s8)((u32)(((s8)((u32)(((s8)__double2ll_rd(dg_dclamp(v14, -9223372036854775808.0, 9223372036854774784.0)))) - (u32)(((s8)v15))))) ^ (u32)h21));
}

typedef struct {
    s64 x0;
    s16 x1;
    u32 h;
} p0035_state;

DG_KERNEL(p0035_kernel, p0035_state)
{
    DG_BEGIN(p0035_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = ((s64)((s64)(((s64)tid)) >> ((u32)(((u8)__ldg(&in[1]))) & 63u)));
        st->x1 = ((s16)((u32)(((s16)4795)) + (u32)(((s16)-32767))));
        st->h = __funnelshift_l(__ldg(&in[0]), ((u32)st->x1), ((u32)st->x1));
        s8 v22 = ((s8)st->h);
        u32 v23 = ((u32)((((st->x0) < (((s64)0xdd036a2cd952565bull)))) ? (st->h) : (((u32)st->x1))));
        u32 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((u32)dg_rem_u32((u32)(((u32)st->x1)), (u32)(2651789129u)));
        p0035_S1 sv26;
        sv26.f0 = ((u16)(~(u32)(((u16)gtid))));
        sv26.f1 = ((u64)dg_fclamp(((f32)v23), 0.0f, 18446742974197923840.0f));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)a24;
        (void)j25;
        (void)sv26;
        st->h = (((((u32)(bid) * 3u) ^ (u32)(v23) * 5u) ^ (u32)(in[(0u & 3u)]) * 7u) ^ (u32)(in[(3u & 3u)]) * 9u) ^ (u32)(a24[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 5u;
        s8 v27 = ((s8)dg_dclamp(__longlong_as_double((s64)0xe68c55c287132146ull), -128.0, 127.0));
        u32 a28[8] = {0};
        s32 j29;
        for (j29 = 0; j29 < 8; j29++)
            a28[j29] = ((u32)((((u32)v27)) | (bid)));
        p0035_S1 sv30;
        sv30.f0 = ((u16)dg_fclamp(((f32)st->x0), 0.0f, 65535.0f));
        sv30.f1 = ((u64)0x0ull);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v27;
        (void)a28;
        (void)j29;
        (void)sv30;
        v27--;
        sv30.f0 = ((u16)sizeof(sv30));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x0) * 7u) ^ (u32)(in[(3u & 3u)]) * 9u) ^ (u32)(a28[(0u & 7u)]) ^ (st->h * 7u);
        st->x1 = (s16)p0035_f0(((s64)dg_fclamp(((f32)st->x0), -9223372036854775808.0f, 9223371487098961920.0f)), ((BOOL)((isnan(((f64)((s16)st->x0))) != 0))), st->x0, ((s16)v27), in + ((u32)(((s32)((((in[((u32)(((s64)sizeof(sv30))) & 3u)]) >= (375737165u))) ? (((s32)gtid)) : (((s32)tid))))) % 3u), __fmul_rz(((f32)st->h), ((f32)((f64)st->x0))), ((s32)gtid), ((u8)((u32)(((u8)__sad(((s32)bid), 63, st->h))) - (u32)(((u8)169)))));
        st->x0 = (s64)p0035_f1(DG_A(sv30));
        st->x1 = (s16)p0035_f2((s32)((u32)(((u32)min(((s32)-1326597252), ((s32)tid)))) % 5u), ((BOOL)((isfinite(((f64)tid)) != 0))));
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((s32)((s32)(((s32)st->h)) >> ((u32)(((s32)-1)) & 31u))));
    }
    DG_END
}

DG_PROGRAM(p0035, p0035_state, 150, 1, 4, 5, 2, 8192, 35u)
