// diffgen program p0117: gen.py --seed 117 --name p0117 --include ../twin.h
#include "../twin.h"

typedef struct {
    u8 f0;
} p0117_S0;

FN s32 p0117_f0(s32 p0, u8 p1, f64 p2)
{
    u32 v1 = ((u32)(signbit(dg_canonf(1.5f)) != 0));
    p0117_S0 sv2;
    sv2.f0 = ((u8)((u32)(((u8)v1)) + (u32)(p1)));
    s32 g3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)sv2;
    (void)g3;
    (void)h4;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    switch (((u32)(p0) + (u32)v1) & 3u) {
    case 0: {
        if ((isinf(((f64)v1)) != 0) && (!(((((s8)p0)) == (((s8)-52)))))) return ((s32)-23);
        break;
    }
    case 1: {
        ++v1;
        break;
    }
    case 2: {
        --p2;
        break;
    }
    case 3: {
        if (isinf(((f64)((f32)p2))) != 0) {
            sv2.f0 = ((u8)((((((s16)p1)) != (((s16)p0)))) && (((((s32)0x80000000u)) >= (63)))));
        }
        break;
    }
    default: {
        if (!(((((f32)p1)) != (((f32)((s8)32)))))) {
            p0 = ((s32)((u32)(((s32)((u32)0 - (u32)(p0)))) + (u32)(((s32)(((u64)p0))))));
        } else {
            p2 = ((f64)((s8)0));
        }
        break;
    }
    }
    if (g3 < 3 && ((((s64)p1)) <= (((s64)v1)))) {
        g3++;
        goto B1;
    }
    sv2.f0 = ((u8)((u32)(p1) << ((u32)(p0) & 31u)));
    h4 = (((((u32)(p1) * 3u) ^ (u32)dg_dbits(p2) * 5u) ^ (u32)(dg_dbits(p2) >> 32) * 7u) ^ (u32)(v1) * 9u) ^ (u32)(sv2.f0);
    return ((s32)((u32)(((s32)((u32)(((s32)v1)) - (u32)(p0)))) ^ (u32)h4));
}

FN s64 p0117_f1(DG_REF(float2) p0, f64 *p1, short2 p2, float4 p3, u8 p4, u32 p5, u64 *p6, s16 p7, u8 p8, DG_REF(p0117_S0) p9)
{
    f64 v5 = ((f64)((s8)-49));
    u32 h6 = 0;
    (void)v5;
    (void)h6;
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
    p4 = (u8)p0117_f0(((s32)(((s64)p4))), ((u8)__double2int_rz(dg_dclamp(v5, -2147483648.0, 2147483647.0))), v5);
    DG_R(p9).f0 = ((u8)((((((s64)p4)) != (((s64)p5)))) ? (((u8)((u32)(((u8)p7)) - (u32)(((u8)93))))) : (DG_R(p9).f0)));
    h6 = (((((u32)(p7) * 3u) ^ dg_fbits(DG_R(p0).x) * 5u) ^ dg_fbits(DG_R(p0).y) * 7u) ^ dg_fbits(p3.w) * 9u) ^ (u32)(p6[(0u & 1u)]);
    return ((s64)((u64)(((s64)__double2ull_rz(dg_dclamp(((f64)((s8)p5)), 0.0, 18446744073709549568.0)))) ^ (u64)h6));
}

FN BOOL p0117_f2(s32 depth, BOOL p0, DG_REF(u8) p1, u8 *p2)
{
    u32 c9 = 0;
    u16 v7 = ((u16)sizeof(BOOL));
    u32 v8 = ((c9 = ((u32)depth)), (u32)(c9 ^ 2782248015u));
    f64 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = ((((((u64)j11)) > (((u64)0x79d83f91c799ff2full)))) ? 1024.0 : ((f64)-2.5f));
    u64 a12[8] = {0};
    s32 j13;
    for (j13 = 0; j13 < 8; j13++)
        a12[j13] = ((u64)((u64)(((u64)0x2ull)) + (u64)(((u64)v7))));
    float2 sv14;
    sv14.x = __uint_as_float(0x51b8d251u);
    sv14.y = ((f32)v8);
    short2 sv15 = make_short2(((s16)dg_fclamp(0.5f, -32768.0f, 32767.0f)), ((s16)((u32)(((s16)3)) - (u32)(((s16)v8)))));
    float4 sv16;
    sv16.x = ((f32)v7);
    sv16.y = ((f32)0);
    sv16.z = ((f32)depth);
    sv16.w = __fmaf_rn(((f32)((s64)v7)), ((f32)__longlong_as_double((s64)0x383ebfe630fcb72full)), ((f32)((f64)v7)));
    p0117_S0 sv17;
    sv17.f0 = ((u8)218);
    u32 h18 = 0;
    (void)v7;
    (void)v8;
    (void)a10;
    (void)j11;
    (void)a12;
    (void)j13;
    (void)sv14;
    (void)sv15;
    (void)sv16;
    (void)sv17;
    (void)h18;
    (void)c9;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((BOOL)(((sv17.f0) < (p2[((u32)(((s32)((u32)(depth) - (u32)(depth)))) & 7u)]))));
    switch (((u32)(((s32)((s32)(((s32)((u32)(((s32)DG_R(p1))) * (u32)(((s32)v8))))) >> ((u32)(((u8)((DG_R(p1)) & (((u8)depth))))) & 31u)))) + (u32)v7) & 3u) {
    case 0: {
        if ((sv15.x) > (((s16)4549))) goto F3;
        break;
    }
    case 1: {
        DG_R(p1) = ((u8)((u32)(((u8)v7)) - (u32)(DG_R(p1))));
    }
    /* fallthrough */
    case 2: {
        --DG_R(p1);
    }
    /* fallthrough */
    case 3: {
        sv16.y = ((f32)sv17.f0);
        break;
    }
    }
    v7 = (u16)p0117_f1(DG_A(sv14), a10 + ((u32)(((u8)(~(u32)(((u8)depth))))) % 5u), sv15, sv16, ((u8)(~(u32)(((u8)dg_div_u32((u32)(((u8)depth)), (u32)(DG_R(p1))))))), ((u32)abs(dg_nomin32(((s32)((((sv16.w) != (sv16.y))) ? (((s32)DG_R(p1))) : (((s32)-2147483647))))))), a12, ((s16)-895), DG_R(p1), DG_A(sv17));
    F3:;
    p0 = p0117_f2(depth - 1, ((BOOL)__longlong_as_double((s64)0x47efffffe0000000ull)), DG_A(DG_R(p1)), p2);
    h18 = (((((u32)(v8) * 3u) ^ dg_fbits(sv16.y) * 5u) ^ dg_fbits(sv16.w) * 7u) ^ (u32)dg_dbits(a10[(7u & 7u)]) * 9u) ^ (u32)(a12[(0u & 7u)]);
    return ((BOOL)(((u32)(((BOOL)(((((((s32)v8)) == (1503789488))) || (((((((u32)DG_R(p1))) <= (728761548u))) && (((a10[((u32)(((s32)dg_dclamp(a10[((u32)(((u8)dg_div_u32((u32)(DG_R(p1)), (u32)(((u8)p0))))) & 7u)], -2147483648.0, 2147483647.0))) & 7u)]) < (__longlong_as_double((s64)0x43f0000000000000ull)))))))))) ^ h18) & 1u));
}

typedef struct {
    f32 x0;
    u64 x1;
    u32 h;
} p0117_state;

DG_SHARED s32 p0117_sh0[640];
DG_SHARED u32 p0117_sh1[320];

DG_KERNEL(p0117_kernel, p0117_state)
{
    DG_BEGIN(p0117_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = __fmul_rz(((f32)__ldg(&in[3])), __uint_as_float(0x3f000000u));
        st->x1 = ((u64)tid);
        st->h = bid;
        p0117_sh0[tid * 4u + 0u] = ((s32)((u32)(32) + (u32)(814652247)));
        p0117_sh0[tid * 4u + 1u] = ((s32)((((f32)2.0)) == (st->x0)));
        p0117_sh0[tid * 4u + 2u] = ((s32)((u32)(((s32)st->h)) ^ (u32)0xffffffff));
        p0117_sh0[tid * 4u + 3u] = ((s32)dg_fclamp(((f32)((f64)__ldg(&in[4]))), -2147483648.0f, 2147483520.0f));
        p0117_sh1[tid * 2u + 0u] = ((u32)dg_rem_u32((u32)(tid), (u32)(838220231u)));
        p0117_sh1[tid * 2u + 1u] = ((u32)((((u8)bid)) < (((u8)93))));
        f64 v19 = ((f64)st->x1);
        f64 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = (1.0 / ((f64)j21));
        u64 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = st->x1;
        float2 sv24 = make_float2(__fadd_rn(((f32)gtid), st->x0), (st->x0 + ((f32)st->h)));
        short2 sv25 = make_short2(((s16)((s32)(((s16)gtid)) >> ((u32)(((s32)st->x1)) & 31u))), ((s16)dg_div_s32((s32)(((s16)st->x1)), (s32)(((s16)st->h)))));
        float4 sv26;
        sv26.x = st->x0;
        sv26.y = (((signbit(dg_canonf(16777216.0f)) != 0)) ? ((f32)((s8)gtid)) : sv24.x);
        sv26.z = ((f32)((f64)((f32)gtid)));
        sv26.w = ((f32)((u8)st->h));
        p0117_S0 sv27;
        sv27.f0 = ((u8)st->x1);
        s32 g28 = 0;
        s32 n29 = 0, i30 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)a20;
        (void)j21;
        (void)a22;
        (void)j23;
        (void)sv24;
        (void)sv25;
        (void)sv26;
        (void)sv27;
        (void)g28;
        (void)n29;
        (void)i30;
        B5:;
        if ((((((u8)st->h)) == (sv27.f0))) && (((1.5f) == (((f32)bid))))) {
            st->x0 -= __fdiv_rd(st->x0, st->x0);
        }
        if (g28 < 3 && ((p0117_sh1[tid * 2u + ((u32)(((s64)((u64)(((s64)st->x1)) - (u64)(((s64)st->x1))))) & 1u)]) > (3370021053u))) {
            g28++;
            goto B5;
        }
        (*(out + ((u32)(((u8)((u32)(((u8)151)) << ((u32)(gtid) & 31u)))) & 1u))) = 4294967295u;
        n29 = (s32)((u32)(((u8)((u32)0 - (u32)(((u8)((u32)(sv27.f0) + (u32)(((u8)st->h)))))))) % 7u);
        for (i30 = 0; i30 < n29; i30++) {
            st->x1 = ((u64)i30);
            if ((((s64)tid)) < (((s64)bid))) break;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ (u32)(sv25.x) * 7u) ^ dg_fbits(sv26.x) * 9u) ^ (u32)(dg_dbits(a20[(7u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        s64 v31 = ((s64)0x7fffffffffffffffull);
        s32 v32 = ((s32)((((u8)1)) > (((u8)178))));
        f64 a33[8] = {0};
        s32 j34;
        for (j34 = 0; j34 < 8; j34++)
            a33[j34] = ((f64)gtid);
        u64 a35[8] = {0};
        s32 j36;
        for (j36 = 0; j36 < 8; j36++)
            a35[j36] = ((u64)0x474ec9b418692813ull);
        float2 sv37 = make_float2((((f32)((s16)-29919)) * ((f32)0.125)), ((f32)p0117_sh0[((u32)(((s32)dg_fclamp(st->x0, -2147483648.0f, 2147483520.0f))) % 640u)]));
        short2 sv38;
        sv38.x = ((s16)((u32)(((s16)bid)) + (u32)(((s16)v32))));
        sv38.y = ((s16)((u32)(((s16)269)) * (u32)(((s16)-32768))));
        float4 sv39 = make_float4(__ll2float_rz(((s64)tid)), ((f32)((u16)st->x1)), (-(((f32)a33[((u32)(((u8)((((u8)v32)) | (((u8)gtid))))) & 7u)]))), ((((((u8)254)) <= (((u8)255)))) ? ((f32)((u64)bid)) : st->x0));
        p0117_S0 sv40;
        sv40.f0 = ((u8)((u32)(((u8)tid)) >> ((u32)(st->h) & 31u)));
        s32 g41 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v31;
        (void)v32;
        (void)a33;
        (void)j34;
        (void)a35;
        (void)j36;
        (void)sv37;
        (void)sv38;
        (void)sv39;
        (void)sv40;
        (void)g41;
        B6:;
        st->x1 = (u64)p0117_f0(((s32)((v32) | (((s32)__double2ll_ru(dg_dclamp(((f64)st->x0), -9223372036854775808.0, 9223372036854774784.0)))))), ((u8)((u32)(((u8)(4294967295u))) >> ((u32)(p0117_sh0[((u32)(((u8)bid)) % 640u)]) & 31u))), (-((-(0.5)))));
        if (g41 < 2 && ((gtid) == (tid))) {
            g41++;
            goto B6;
        }
        st->x1 = ((u64)dg_dclamp((*(a33 + ((u32)(((s64)((v31) > (((s64)0xffffffffffffff2cull))))) & 7u))), 0.0, 18446744073709549568.0));
        st->h = (((((u32)(v31) * 3u) ^ (u32)(v32) * 5u) ^ dg_fbits(sv37.y) * 7u) ^ dg_fbits(sv39.x) * 9u) ^ dg_fbits(sv39.w) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        u64 v42 = st->x1;
        f64 a43[8] = {0};
        s32 j44;
        for (j44 = 0; j44 < 8; j44++)
            a43[j44] = ((f64)((f32)gtid));
        u64 a45[8] = {0};
        s32 j46;
        for (j46 = 0; j46 < 8; j46++)
            a45[j46] = ((u64)((((((u16)318)) > (((u16)49871)))) ? (((u64)gtid)) : (st->x1)));
        float2 sv47 = make_float2(((((st->x0) <= (__uint_as_float(0x7f800000u)))) ? __uint_as_float(0x5a59411cu) : st->x0), (st->x0 / 2.0f));
        short2 sv48;
        sv48.x = ((s16)gtid);
        sv48.y = ((s16)dg_rem_s32((s32)(((s16)st->h)), (s32)(((s16)v42))));
        float4 sv49 = make_float4(sv47.x, ((f32)((f64)bid)), (((f32)gtid) * ((f32)((s8)tid))), (__uint_as_float(0xe65dfe95u) / ((f32)tid)));
        p0117_S0 sv50;
        sv50.f0 = ((u8)((u32)0 - (u32)(((u8)203))));
        u8 v51 = 0;
        u8 a52[8] = {0};
        s32 j53;
        for (j53 = 0; j53 < 8; j53++)
            a52[j53] = ((u8)((((f64)st->x1)) > (((f64)bid))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v42;
        (void)a43;
        (void)j44;
        (void)a45;
        (void)j46;
        (void)sv47;
        (void)sv48;
        (void)sv49;
        (void)sv50;
        (void)v51;
        (void)a52;
        (void)j53;
        st->x1 = ((u64)((u64)(((u64)0xce46d32e0aad8c9ull)) >> ((u32)(((s32)-2147483647)) & 63u)));
        v42 = (u64)p0117_f1(DG_A(sv47), a43, make_short2(((s16)((u32)0 - (u32)(sv48.x))), ((s16)((s32)(((s16)gtid)) >> ((u32)(((u32)st->x1)) & 31u)))), sv49, ((u8)((((sv48.x) < (((s16)st->h)))) ? (((u8)v42)) : (((u8)v42)))), ((u32)((((((f32)gtid)) > (((f32)((f64)v42))))) && ((isinf(st->x0) != 0)))), a45 + ((u32)(((u8)((u32)(((u8)90)) + (u32)(((u8)31))))) % 7u), ((s16)((u32)(((s16)__brev(((u32)v42)))) + (u32)(((s16)llmax(((s64)0x2ull), ((s64)st->x1)))))), ((u8)((u32)(((u8)st->h)) << ((u32)(((u8)(~(u32)(((u8)55))))) & 31u))), DG_A(sv50));
        switch (((u32)(((u32)__rhadd(((s32)((((((s16)st->h)) == (sv48.y))) ? (((s32)-2147483647)) : (((s32)-2147483647)))), ((s32)tid)))) + (u32)tid) & 7u) {
        case 7: {
            a45[((u32)(((s32)(((s64)0x8000000000000000ull)))) & 7u)] = ((u64)((v42) & (v42)));
            break;
        }
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)((u64)(st->x1) >> 32) * 5u) ^ dg_fbits(sv49.w) * 7u) ^ (u32)(sv50.f0) * 9u) ^ (u32)dg_dbits(a43[(7u & 7u)]) ^ (st->h * 7u);
        st->x0 = (f32)p0117_f2((s32)((u32)(((u32)((gtid) | (st->h)))) % 4u), ((BOOL)(((((u32)((u32)(((u32)st->x1)) * (u32)(out[((u32)(((s32)(sv50.f0))) & 1u)])))) <= (1936595376u)))), DG_A(v51), a52);
        out[2] = dg_fbits(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = (u32)(st->h);
        out[6] = (u32)dg_dbits(((f64)bid));
    }
    DG_END
}

DG_PROGRAM(p0117, p0117_state, 160, 3, 6, 7, 3, 8192, 117u)
