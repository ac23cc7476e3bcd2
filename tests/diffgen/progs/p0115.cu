// diffgen program p0115: gen.py --seed 115 --name p0115 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s8 f0;
} p0115_S0;
typedef struct {
    u16 f0;
    f64 f1;
    s32 f2;
} p0115_S1;

FN p0115_S1 p0115_f0(u8 p0, u64 *p1, u8 *p2)
{
    u8 c7 = 0;
    u16 c8 = 0;
    f64 v1 = __int2double_rn(((s32)p0));
    u64 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = ((u64)((((f64)((s16)j3))) > (-1.0)));
    p0115_S1 sv4;
    sv4.f0 = ((u16)((u32)(((u16)p0)) + (u32)(((u16)p0))));
    sv4.f1 = ((f64)((u32)p0));
    sv4.f2 = ((s32)(~(u32)(((s32)-8))));
    s32 n5 = 0, i6 = 0;
    u32 h9 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)n5;
    (void)i6;
    (void)h9;
    (void)c7;
    (void)c8;
    (void)p0;
    (void)p1;
    (void)p2;
    n5 = (s32)((u32)(((c7 = ((u8)(((s64)p0)))), (u8)(c7 ^ ((u8)(~(u32)(p0)))))) % 4u);
    for (i6 = 0; i6 < n5; i6++) {
        if (!(((((u8)i6)) <= (((u8)191))))) break;
    }
    switch (((u32)(((u16)p0)) + (u32)p0) & 7u) {
    case 2: {
        v1 = (v1 + v1);
        break;
    }
    case 5: {
        p0 >>= ((u32)(((u32)sizeof(u64))) & 7u);
        break;
    }
    case 6: {
        v1 = __dadd_rn(v1, ((f64)((f32)p0)));
        break;
    }
    }
    p0 = ((u8)((u32)0 - (u32)(p2[((u32)(75u) & 1u)])));
    if ((((u16)((((s8)-127)) == (((s8)p0))))) < (((c8 = ((u16)29308)), (u16)(c8 ^ ((u16)p0))))) {
        if ((((s16)((((s16)p0)) | (((s16)p0))))) >= (((s16)((u32)(((s16)p0)) * (u32)(((s16)-32767)))))) {
        }
    } else {
        v1 += (sv4.f1 * v1);
    }
    h9 = (((((u32)(p0) * 3u) ^ (u32)dg_dbits(v1) * 5u) ^ (u32)(dg_dbits(v1) >> 32) * 7u) ^ (u32)(p2[(1u & 1u)]) * 9u) ^ (u32)((u64)(a2[(0u & 3u)]) >> 32);
    sv4.f0 = ((u16)((u32)(sv4.f0) ^ (u32)h9));
    return sv4;
}

FN void p0115_f1(s32 depth, u8 p0, DG_REF(BOOL) p2)
{
    BOOL v10 = ((BOOL)(((((s16)DG_R(p2))) <= (((s16)8)))));
    u64 a11[8] = {0};
    s32 j12;
    for (j12 = 0; j12 < 8; j12++)
        a11[j12] = ((u64)((u64)(((u64)DG_R(p2))) - (u64)(((u64)0x71ull))));
    u8 a13[8] = {0};
    s32 j14;
    for (j14 = 0; j14 < 8; j14++)
        a13[j14] = ((u8)((u32)(((u8)v10)) - (u32)(((u8)v10))));
    u64 a15[8] = {0};
    s32 j16;
    for (j16 = 0; j16 < 8; j16++)
        a15[j16] = ((u64)j16);
    p0115_S1 sv17;
    sv17.f0 = ((u16)DG_R(p2));
    sv17.f1 = (-(1.0e22));
    sv17.f2 = depth;
    s32 g18 = 0;
    u32 h19 = 0;
    (void)v10;
    (void)a11;
    (void)j12;
    (void)a13;
    (void)j14;
    (void)a15;
    (void)j16;
    (void)sv17;
    (void)g18;
    (void)h19;
    (void)depth;
    (void)p0;
    (void)p2;
    if (depth <= 0) return;
    B1:;
    p0 = ((u8)depth);
    if (g18 < 3 && (signbit(dg_canon(sv17.f1)) != 0)) {
        g18++;
        goto B1;
    }
    DG_R(p2) = ((BOOL)((isinf(sv17.f1) != 0)));
    p0115_f1(depth - 1, ((u8)((u32)(((u8)dg_fclamp(((f32)v10), 0.0f, 255.0f))) >> ((u32)(((s32)((u32)(2) + (u32)(sv17.f2)))) & 31u))), DG_A(DG_R(p2)));
    h19 = (((((u32)(DG_R(p2)) * 3u) ^ (u32)(dg_dbits(sv17.f1) >> 32) * 5u) ^ (u32)((u64)(a11[(7u & 7u)]) >> 32) * 7u) ^ (u32)(a15[(0u & 7u)]) * 9u) ^ (u32)(a15[(7u & 7u)]);
    DG_R(p2) = ((BOOL)(((u32)(DG_R(p2)) ^ h19) & 1u));
    return;
}

typedef struct {
    u16 x0;
    f32 x1;
    u32 h;
    s32 arr[2];
} p0115_state;

DG_KERNEL(p0115_kernel, p0115_state)
{
    DG_BEGIN(p0115_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((u16)41813);
        st->x1 = __int2float_ru(((s32)gtid));
        st->h = ((u32)((((((s32)__ldg(&in[2]))) < (((s32)-1583770810)))) ? (__ldg(&in[0])) : (out[((u32)(((s32)(((isfinite(((f32)2.0)) != 0)) || (((((u64)0x1daull)) >= (((u64)0xc21d2625673a16aaull))))))) & 1u)])));
        st->arr[0] = ((s32)__double2ll_ru(dg_dclamp(((f64)bid), -9223372036854775808.0, 9223372036854774784.0)));
        st->arr[1] = ((s32)dg_fclamp(st->x1, -2147483648.0f, 2147483520.0f));
        s32 v20 = ((s32)((s32)(((s32)tid)) >> ((u32)(((u8)st->x0)) & 31u)));
        s64 v21 = ((s64)(((signbit(dg_canonf(((f32)((u8)bid)))) != 0)) ? (((s64)0x9c468aa174479452ull)) : (((s64)v20))));
        u64 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = ((u64)dg_div_u64((u64)(((u64)bid)), (u64)(((u64)0xd925af6f50fc8d22ull))));
        u8 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((u8)(((isnan(((f32)st->arr[((u32)(((s64)dg_div_s64((s64)(v21), (s64)(v21)))) & 1u)])) != 0)) ? (((u8)gtid)) : (((u8)tid))));
        p0115_S1 sv26;
        sv26.f0 = ((u16)((u32)(((u16)2530)) << ((u32)(((s32)st->x0)) & 31u)));
        sv26.f1 = ceil(((f64)tid));
        sv26.f2 = ((s32)(((signbit(dg_canonf(st->x1)) != 0)) ? (((s32)bid)) : (v20)));
        p0115_S0 sv27;
        sv27.f0 = ((s8)((u32)(((s8)tid)) + (u32)(((s8)-127))));
        BOOL v28 = 0;
        s32 g29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v20;
        (void)v21;
        (void)a22;
        (void)j23;
        (void)a24;
        (void)j25;
        (void)sv26;
        (void)sv27;
        (void)v28;
        (void)g29;
        p0115_f1((s32)((u32)(((u32)((sv27.f0) < (((s8)0))))) % 3u), ((u8)((((u8)v21)) ^ (((u8)tid)))), DG_A(v28));
        sv26.f0 = ((u16)((u32)(((u16)gtid)) << ((u32)((*(out + ((u32)(((u8)87)) & 1u)))) & 31u)));
        switch (((u32)(((u32)(((s64)((u64)(((s64)0xffffffffffffffffull)) + (u64)(v21)))))) + (u32)st->h) & 7u) {
        case 0: {
            st->x0 = ((u16)tid);
        }
        /* fallthrough */
        case 1: {
            sv26.f1 = (((f64)st->x1) * ((f64)((u64)st->h)));
            break;
        }
        case 3: {
            a24[((u32)(((s32)sizeof(f32))) & 7u)] = ((u8)255);
            break;
        }
        }
        B2:;
        v21 = ((s64)((u64)(v21) << ((u32)(((s32)v28)) & 63u)));
        if (g29 < 3 && ((((((s32)-389466143)) > (sv26.f2))) || (((((s16)7)) <= (((s16)st->x0)))))) {
            g29++;
            goto B2;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(v20) * 5u) ^ (u32)((u64)(v21) >> 32) * 7u) ^ (u32)dg_dbits(sv26.f1) * 9u) ^ (u32)(sv26.f2) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        BOOL v30 = ((BOOL)tid);
        u64 a31[8] = {0};
        s32 j32;
        for (j32 = 0; j32 < 8; j32++)
            a31[j32] = ((u64)((((((u16)v30)) > (((u16)732)))) ? (((u64)0x3ull)) : (((u64)v30))));
        u8 a33[8] = {0};
        s32 j34;
        for (j34 = 0; j34 < 8; j34++)
            a33[j34] = ((u8)dg_rem_u32((u32)(((u8)v30)), (u32)(((u8)st->x0))));
        p0115_S1 sv35;
        sv35.f0 = ((u16)dg_dclamp(((f64)st->h), 0.0, 65535.0));
        sv35.f1 = ((f64)((f32)gtid));
        sv35.f2 = ((s32)(st->x0));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v30;
        (void)a31;
        (void)j32;
        (void)a33;
        (void)j34;
        (void)sv35;
        if (isnan(((f64)st->x1)) != 0) {
            sv35 = p0115_f0(((u8)((u32)(((u8)gtid)) >> ((u32)(bid) & 31u))), a31, a33);
        }
        p0115_f1((s32)((u32)(((u32)((bid) ^ (1918141161u)))) % 3u), ((u8)254), DG_A(v30));
        st->h = (((((u32)(v30) * 3u) ^ (u32)(out[(1u & 1u)]) * 5u) ^ (u32)(a31[(0u & 7u)]) * 7u) ^ (u32)(a31[(7u & 7u)]) * 9u) ^ (u32)((u64)(a31[(7u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        s32 c42 = 0;
        u16 v36 = ((u16)st->h);
        u64 a37[8] = {0};
        s32 j38;
        for (j38 = 0; j38 < 8; j38++)
            a37[j38] = ((u64)((u64)(((u64)bid)) >> ((u32)(st->arr[((u32)(((u8)((((s64)0x8ull)) >= (((s64)0x7fffffffffffffffull))))) & 1u)]) & 63u)));
        u8 a39[8] = {0};
        s32 j40;
        for (j40 = 0; j40 < 8; j40++)
            a39[j40] = ((u8)((u32)(((u8)bid)) - (u32)(((u8)gtid))));
        p0115_S1 sv41;
        sv41.f0 = st->x0;
        sv41.f1 = ((((((s32)-2147483647)) < (st->arr[((u32)(((u32)st->x0)) & 1u)]))) ? 0.125 : 0.125);
        sv41.f2 = ((s32)-35);
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
        (void)c42;
        sv41 = p0115_f0(((u8)0), a37 + ((u32)(((s32)umax(out[((u32)(((s32)__double2ull_rn(dg_dclamp(((f64)st->h), 0.0, 18446744073709549568.0)))) & 1u)], 4294967295u))) % 7u), a39 + ((u32)(((s64)((u64)0 - (u64)(((s64)v36))))) % 7u));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(in[(0u & 3u)]) * 5u) ^ (u32)(st->arr[(1u & 1u)]) * 7u) ^ (u32)(a39[(0u & 7u)]) * 9u) ^ (u32)(a39[(7u & 7u)]) ^ (st->h * 7u);
        if ((gtid % 7u) == 2u && ((a39[((u32)(((s64)((u64)(((s64)bid)) - (u64)(((s64)st->x0))))) & 7u)]) < (((u8)bid)))) return;
        out[2] = (u32)(st->x0);
        if ((gtid % 7u) == 2u && ((((u8)tid)) <= (((u8)st->h)))) return;
        out[3] = dg_fbits(st->x1);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((s8)((((((((f64)(*(a37 + ((u32)(((s32)((u32)(149) * (u32)(sv41.f2)))) & 7u))))) > (((f64)((f32)st->x0))))) || (((((u64)0x8ff31b908ed3b26bull)) < (a37[((u32)(((c42 = ((s32)-1673258073)), (s32)(c42 ^ ((s32)-607141014)))) & 7u)]))))) || (((sv41.f1) < (((f64)st->x1)))))));
        out[6] = (u32)(st->arr[0]);
        out[7] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0115, p0115_state, 150, 4, 4, 8, 3, 8192, 115u)
