// diffgen program p0125: gen.py --seed 126 --name p0125 --include ../twin.h
#include "../twin.h"

typedef struct {
    f32 f0;
    f64 f1;
    s64 f2;
} p0125_S0;

FN s16 p0125_f0(u32 p0, DG_REF(float2) p1)
{
    u16 v1 = ((u16)((((u16)p0)) & (((u16)p0))));
    s32 g2 = 0;
    s32 g3 = 0;
    s32 n4 = 0, i5 = 0;
    s32 n6 = 0, i7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)g2;
    (void)g3;
    (void)n4;
    (void)i5;
    (void)n6;
    (void)i7;
    (void)h8;
    (void)p0;
    (void)p1;
    B1:;
    if (isinf(((f32)((f64)v1))) != 0) {
        v1 |= (u16)(((u16)(~(u32)(((u16)(((s16)p0)))))));
    } else {
        p0 = ((u32)((u32)(p0) - (u32)(p0)));
    }
    if (g2 < 1 && ((((u16)65535)) >= (((u16)255)))) {
        g2++;
        goto B1;
    }
    DG_R(p1).y = (((f32)((u16)44075)) + ceilf(((f32)((f64)v1))));
    B2:;
    n4 = (s32)((u32)(((s32)((u32)(((s32)((s32)(((s32)v1)) >> ((u32)(((u8)p0)) & 31u)))) ^ (u32)0xffffffff))) % 3u) + 1;
    i5 = 0;
    do {
        n6 = (s32)((u32)(((u32)((((u32)((4294967295u) ^ (p0)))) & (((u32)v1))))) % 3u);
        for (i7 = 0; i7 < n6; i7++) {
            DG_R(p1).x = DG_R(p1).y;
            v1 = ((u16)(i7));
        }
        if (!((!(((((f64)((u64)p0))) != (((f64)((u8)i5)))))))) {
            p0 <<= ((u32)(((u32)dg_div_u32((u32)(p0), (u32)(p0)))) & 31u);
        } else {
            v1 = ((u16)dg_fclamp(((f32)v1), 0.0f, 65535.0f));
        }
    } while (++i5 < n4);
    if (g3 < 2 && ((((s32)-821133939)) <= (961136168))) {
        g3++;
        goto B2;
    }
    h8 = ((((u32)(p0) * 3u) ^ (u32)(v1) * 5u) ^ dg_fbits(DG_R(p1).x) * 7u) ^ dg_fbits(DG_R(p1).y);
    return ((s16)((u32)(((s16)__usad(((u32)v1), ((u32)((u32)(p0) * (u32)(63u))), ((u32)abs(dg_nomin32(((s32)v1))))))) ^ (u32)h8));
}

FN s32 p0125_f1(u64 p0, DG_REF(float4) p1, DG_REF(float4) p2)
{
    u32 v9 = ((u32)((((((u64)0x1ull)) <= (((u64)0x2ull)))) ? (((u32)p0)) : (255u)));
    f64 v10 = __ll2double_ru(((s64)v9));
    s32 a11[8] = {0};
    s32 j12;
    for (j12 = 0; j12 < 8; j12++)
        a11[j12] = ((s32)((((v9) == (((u32)j12)))) ? (255) : (((s32)p0))));
    float2 sv13 = make_float2((((f32)((f64)v9)) - ((f32)p0)), ((((((u8)v9)) > (((u8)255)))) ? __uint_as_float(0x7f7fffffu) : ((f32)v10)));
    s32 n14 = 0, i15 = 0;
    u32 h16 = 0;
    (void)v9;
    (void)v10;
    (void)a11;
    (void)j12;
    (void)sv13;
    (void)n14;
    (void)i15;
    (void)h16;
    (void)p0;
    (void)p1;
    (void)p2;
    v9 = (u32)p0125_f0(((u32)dg_div_u32((u32)(((u32)sizeof(u8))), (u32)(((u32)((u32)(v9) - (u32)(v9)))))), DG_A(sv13));
    if ((((s64)((u64)(((s64)p0)) - (u64)(((s64)v9))))) < (((s64)((1714024192u) == (v9))))) {
        n14 = (s32)((u32)(((s32)dg_fclamp(((((((s32)v9)) > (((s32)-632001382)))) ? ((f32)-1.0) : ((f32)((f64)v9))), -2147483648.0f, 2147483520.0f))) % 8u);
        i15 = 0;
        do {
            p0 |= ((u64)(i15));
        } while (++i15 < n14);
    } else {
        v9 += ((u32)((((u16)p0)) < (((u16)3))));
    }
    h16 = (((((u32)(p0) * 3u) ^ dg_fbits(DG_R(p1).x) * 5u) ^ dg_fbits(DG_R(p1).z) * 7u) ^ dg_fbits(DG_R(p2).w) * 9u) ^ (u32)(a11[(7u & 7u)]);
    return ((s32)((u32)(((s32)((u32)(((s32)((u32)(((s32)-504317694)) * (u32)(a11[((u32)(((u32)dg_fclamp(-0.0009765625f, 0.0f, 4294967040.0f))) & 7u)])))) - (u32)(a11[((u32)(((u32)((((u32)p0)) | (((u32)p0))))) & 7u)])))) ^ (u32)h16));
}

FN s32 p0125_f2(float4 p0, u32 *p1)
{
    u32 v17 = ((u32)((38u) | (p1[((u32)(((u32)((((63) > (31))) ? (p1[((u32)(4294967295u) & 7u)]) : (p1[((u32)(((s64)dg_fclamp(((f32)-7.0), -9223372036854775808.0f, 9223371487098961920.0f))) & 7u)])))) & 7u)])));
    s8 v18 = ((s8)127);
    f32 a19[4] = {0};
    s32 j20;
    for (j20 = 0; j20 < 4; j20++)
        a19[j20] = (((f32)((u64)0x0ull)) - ((f32)v18));
    float2 sv21;
    sv21.x = (((f32)v18) + p0.z);
    sv21.y = ((((((u16)14324)) < (((u16)31598)))) ? __uint_as_float(0x00800000u) : ((f32)((u32)v18)));
    float4 sv22;
    sv22.x = (((f32)v18) * ((f32)((u16)26211)));
    sv22.y = ((f32)((s32)v18));
    sv22.z = __fadd_rn(((f32)v17), p0.y);
    sv22.w = (((f32)v18) + ((f32)((f64)v18)));
    s32 g23 = 0;
    s32 g24 = 0;
    u32 h25 = 0;
    (void)v17;
    (void)v18;
    (void)a19;
    (void)j20;
    (void)sv21;
    (void)sv22;
    (void)g23;
    (void)g24;
    (void)h25;
    (void)p0;
    (void)p1;
    B3:;
    p1[((u32)(((u8)255)) & 7u)] = ((u32)(~(u32)(((u32)v18))));
    if (g23 < 3 && (!(((((u16)47877)) < (((u16)v17)))))) {
        g23++;
        goto B3;
    }
    B4:;
    if (g24 < 3 && ((((((u64)0x75ull)) != (((u64)0xc471a099247eb43aull)))) && ((isfinite(((f64)v17)) != 0)))) {
        g24++;
        goto B4;
    }
    v18 = (s8)p0125_f0(((u32)(((s16)v17))), DG_A(sv21));
    h25 = (((((u32)(v18) * 3u) ^ dg_fbits(p0.x) * 5u) ^ dg_fbits(sv21.x) * 7u) ^ dg_fbits(sv21.y) * 9u) ^ dg_fbits(sv22.x);
    return ((s32)((u32)(((s32)((u32)(((s32)-2147483647)) << ((u32)(((s32)((u32)(((s32)v17)) * (u32)(136)))) & 31u)))) ^ (u32)h25));
}

typedef struct {
    s64 x0;
    u64 x1;
    u32 h;
    s16 arr[2];
} p0125_state;

DG_SHARED s16 p0125_sh0[80];

DG_KERNEL(p0125_kernel, p0125_state)
{
    DG_BEGIN(p0125_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((s64)((u64)(((s64)gtid)) << ((u32)(((s32)tid)) & 63u)));
        st->x1 = ((u64)__ldg(&in[1]));
        st->h = ((u32)__double2ll_rd(dg_dclamp(((f64)__ldg(&in[3])), -9223372036854775808.0, 9223372036854774784.0)));
        st->arr[0] = ((s16)st->x0);
        st->arr[1] = ((s16)((u32)(((s16)__ldg(&in[0]))) << ((u32)(((u8)0)) & 31u)));
        p0125_sh0[tid * 2u + 0u] = ((s16)((u32)(((s16)__ldg(&in[4]))) - (u32)(((s16)29901))));
        p0125_sh0[tid * 2u + 1u] = ((s16)dg_div_s32((s32)(((s16)-32767)), (s32)(((s16)tid))));
        u32 v26 = ((u32)((((((s8)127)) >= (((s8)30)))) ? (512u) : (((u32)st->x1))));
        u32 a27[8] = {0};
        s32 j28;
        for (j28 = 0; j28 < 8; j28++)
            a27[j28] = ((u32)(((s16)st->h)));
        float2 sv29 = make_float2((-(__uint_as_float(0xec427d28u))), ((((((u8)bid)) <= (((u8)125)))) ? ((f32)v26) : ((f32)v26)));
        float4 sv30;
        sv30.x = (((f32)gtid) + 65536.0f);
        sv30.y = __double2float_rd(((f64)((s16)st->h)));
        sv30.z = (sv29.x / ((f32)bid));
        sv30.w = __double2float_rd(((f64)sv29.y));
        s32 g31 = 0;
        s32 n32 = 0, i33 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)a27;
        (void)j28;
        (void)sv29;
        (void)sv30;
        (void)g31;
        (void)n32;
        (void)i33;
        st->h = bid;
        B5:;
        switch (((u32)(((u16)(~(u32)(((u16)((u32)(((u16)tid)) - (u32)(((u16)8)))))))) + (u32)st->h) & 3u) {
        case 0: {
            n32 = (s32)((u32)(((u32)(((u8)((((((s64)0x8000000000000000ull)) < (((s64)gtid)))) ? (((u8)tid)) : (((u8)st->x1))))))) % 8u) + 1;
            i33 = 0;
            do {
                v26 |= ((u32)((u32)(((u32)dg_fclamp(((f32)((f64)bid)), 0.0f, 4294967040.0f))) + (u32)(((u32)__float2ll_rz(dg_fclamp(((f32)st->x0), -9223372036854775808.0f, 9223371487098961920.0f))))));
                v26 -= ((u32)st->x1);
            } while (++i33 < n32);
            break;
        }
        case 1: {
            v26 = (u32)p0125_f2(make_float4(truncf(((f32)v26)), (((f32)((f64)bid)) / __uint_as_float(0xf0046b7eu)), ceilf(((f32)st->x0)), __frcp_rd(((f32)gtid))), a27);
            break;
        }
        case 2: {
            sv30.x = __fsub_rd(((f32)st->x0), ((f32)st->h));
            break;
        }
        case 3: {
            st->x1 = ((u64)((((__uint_as_float(0x7fc00000u)) >= (((f32)((u16)v26))))) ? (((u64)0x628ade5115319afaull)) : (st->x1)));
            break;
        }
        }
        if (g31 < 3 && (!(((((s8)st->x1)) < (((s8)28)))))) {
            g31++;
            goto B5;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)((u64)(st->x1) >> 32) * 7u) ^ (u32)(v26) * 9u) ^ (u32)(in[(5u % 6u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        BOOL v34 = ((BOOL)(((((s64)tid)) > (((s64)0xf836d2586b2110e7ull)))));
        u32 a35[8] = {0};
        s32 j36;
        for (j36 = 0; j36 < 8; j36++)
            a35[j36] = ((u32)((1.0e22) < (__longlong_as_double((s64)0xfff0000000000000ull))));
        float2 sv37;
        sv37.x = ((f32)((s16)-32768));
        sv37.y = __fadd_rz(((f32)st->x0), ((f32)1024.0));
        float4 sv38 = make_float4(((f32)((u64)st->h)), ((f32)v34), ((((((u8)8)) != (((u8)92)))) ? ((f32)st->x0) : sv37.y), ((((((f32)st->x1)) == (((f32)st->x0)))) ? ((f32)st->x0) : ((f32)((f64)st->h))));
        p0125_S0 sv39;
        sv39.f0 = __uint2float_rz(bid);
        sv39.f1 = 9007199254740992.0;
        sv39.f2 = ((s64)((((s64)st->h)) | (st->x0)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v34;
        (void)a35;
        (void)j36;
        (void)sv37;
        (void)sv38;
        (void)sv39;
        sv38.x = (((f32)st->h) + ((f32)((s8)v34)));
        st->x1 = __float2ull_rd(dg_fclamp((((f32)st->x1) / ((f32)((u64)0xfffffffffffffffeull))), 0.0f, 18446742974197923840.0f));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(sv39.f2) * 9u) ^ (u32)(in[(5u % 6u)]) ^ (st->h * 7u);
        v34 = (BOOL)(p0125_f1(((u64)sizeof(s16)), DG_A(sv38), DG_A(sv38)) != 0);
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)((u64)(st->x1) >> 32);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((s16)((((st->x0) <= (((s64)st->x1)))) ? (((s16)v34)) : (((s16)((s32)(((s16)-20942)) >> ((u32)(((s32)st->h)) & 31u)))))));
        out[6] = dg_fbits((((((((f64)((u16)st->h))) < (((f64)tid)))) ? ((f32)tid) : sv38.y) - ((f32)tid)));
        out[7] = (u32)(st->arr[0]);
        out[8] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0125, p0125_state, 40, 2, 6, 9, 2, 2048, 126u)
