// diffgen program p0070: gen.py --seed 70 --name p0070 --include ../twin.h
#include "../twin.h"

typedef struct {
    s64 f0;
    s32 f1;
} p0070_S0;

FN f64 p0070_f0(DG_REF(short2) p0, DG_REF(short2) p1)
{
    u8 v1 = ((u8)1);
    f32 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ceilf(((f32)j3));
    float2 sv4;
    sv4.x = ((f32)v1);
    sv4.y = (*(a2 + ((u32)(((u32)(((s64)0xaeull)))) & 7u)));
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)h5;
    (void)p0;
    (void)p1;
    v1 = ((u8)(((s8)((u32)0 - (u32)(((s8)8))))));
    if ((((s32)((u32)(((s32)v1)) << ((u32)(((u32)v1)) & 31u)))) < (((s32)((u32)(((s32)v1)) * (u32)(((s32)v1)))))) {
        (*(a2 + ((u32)(((u32)((u32)(((u32)v1)) >> ((u32)(((u32)v1)) & 31u)))) & 7u))) = ((f32)((u32)sizeof(u8)));
    } else {
        v1 &= (u8)(((u8)((((((u16)v1)) <= (((u16)596)))) ? (((u8)95)) : (v1))));
    }
    if (((100.0 / ((f64)((u64)v1)))) >= (((f64)sv4.x))) {
        if ((((((s8)-127)) <= (((s8)114)))) && (((((u8)1)) < (v1)))) {
            --v1;
        } else {
            v1 = ((u8)((u32)(v1) >> ((u32)(((u32)v1)) & 31u)));
        }
    }
    h5 = (((((u32)(DG_R(p0).x) * 3u) ^ (u32)(DG_R(p1).y) * 5u) ^ dg_fbits(sv4.y) * 7u) ^ dg_fbits(a2[(0u & 7u)]) * 9u) ^ dg_fbits(a2[(7u & 7u)]);
    return ((((((((s32)v1)) <= (((s32)-2080745918)))) ? ((f64)v1) : 2.0) - (1.0e22 - ((f64)451750589))) + (f64)(h5 & 255u));
}

FN u64 p0070_f1(s32 depth, DG_REF(s32) p0, DG_REF(s16) p1)
{
    BOOL v6 = ((BOOL)(((((u64)DG_R(p0))) == (((u64)depth)))));
    short2 sv7 = make_short2(((s16)((u32)(DG_R(p1)) + (u32)(DG_R(p1)))), ((s16)dg_div_s32((s32)(((s16)depth)), (s32)(DG_R(p1)))));
    s32 g8 = 0;
    s32 n9 = 0, i10 = 0;
    s32 g11 = 0;
    u32 h12 = 0;
    (void)v6;
    (void)sv7;
    (void)g8;
    (void)n9;
    (void)i10;
    (void)g11;
    (void)h12;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((u64)(~(u64)(((u64)v6))));
    DG_R(p0) = (s32)p0070_f1(depth - 1, DG_A(DG_R(p0)), DG_A(DG_R(p1)));
    B2:;
    n9 = (s32)((u32)(((u32)dg_rem_u32((u32)(((u32)__brevll(((u64)v6)))), (u32)(((u32)__clz(((s32)DG_R(p1)))))))) % 7u);
    for (i10 = 0; i10 < n9; i10++) {
        v6 = ((BOOL)(((((((s16)i10)) > (((s16)13894)))) || (((((u64)i10)) >= (((u64)0xe1031cb54951e152ull)))))));
        sv7.x = ((s16)((((s16)((s32)(DG_R(p1)) >> ((u32)(depth) & 31u)))) ^ (DG_R(p1))));
    }
    if (g8 < 1 && ((((u8)174)) >= (((u8)32)))) {
        g8++;
        goto B2;
    }
    v6 = ((BOOL)(((((s64)DG_R(p1))) <= (((s64)0xd2af3298458a6920ull)))));
    B3:;
    DG_R(p1) += (s16)(((s16)dg_div_s32((s32)(DG_R(p1)), (s32)(DG_R(p1)))));
    if (g11 < 3 && ((509u) <= (8u))) {
        g11++;
        goto B3;
    }
    h12 = (((((u32)(depth) * 3u) ^ (u32)(DG_R(p0)) * 5u) ^ (u32)(DG_R(p1)) * 7u) ^ (u32)(v6) * 9u) ^ (u32)(sv7.x);
    return ((u64)((u64)(((u64)__mul64hi(((s64)0x307d4a070a6213ceull), ((s64)((u64)(((s64)0x8d63be5047c085b2ull)) << ((u32)(DG_R(p0)) & 63u)))))) ^ (u64)h12));
}

typedef struct {
    s32 x0;
    u64 x1;
    u8 x2;
    u32 h;
} p0070_state;

DG_SHARED u64 p0070_sh0[96];

DG_KERNEL(p0070_kernel, p0070_state)
{
    DG_BEGIN(p0070_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        u8 c13 = 0;
        st->x0 = ((s32)sizeof(u8));
        st->x1 = ((u64)dg_fclamp(((f32)__ldg(&in[0])), 0.0f, 18446742974197923840.0f));
        st->x2 = ((c13 = ((u8)90)), (u8)(c13 ^ ((u8)st->x0)));
        st->h = ((u32)(((s64)gtid)));
        p0070_sh0[tid * 2u + 0u] = ((u64)dg_dclamp(__longlong_as_double((s64)0x3fe0000000000000ull), 0.0, 18446744073709549568.0));
        p0070_sh0[tid * 2u + 1u] = ((u64)0x1ull);
        s8 v14 = ((s8)((u32)(((s8)-99)) * (u32)(((s8)tid))));
        short2 sv15 = make_short2(((s16)((u32)(((s16)st->h)) * (u32)(((s16)st->x2)))), ((s16)((((bid) > (out[((u32)(((u32)st->x0)) & 3u)]))) ? (((s16)gtid)) : (((s16)st->x0)))));
        s32 g16 = 0;
        s32 n17 = 0, i18 = 0;
        s32 g19 = 0;
        s16 v20 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)sv15;
        (void)g16;
        (void)n17;
        (void)i18;
        (void)g19;
        (void)v20;
        (void)c13;
        st->x0 = (s32)dg_dclamp(p0070_f0(DG_A(sv15), DG_A(sv15)), -2147483648.0, 2147483647.0);
        B4:;
        if ((gtid % 7u) == 2u && ((sv15.x) != (((s16)tid)))) return;
        if (g16 < 3 && ((((u16)tid)) >= (((u16)16861)))) {
            g16++;
            goto B4;
        }
        n17 = (s32)((u32)(((s32)((u32)(((s32)dg_dclamp(3.0, -2147483648.0, 2147483647.0))) - (u32)(((s32)dg_fclamp(__uint_as_float(0x4f000000u), -2147483648.0f, 2147483520.0f)))))) % 3u) + 1;
        for (i18 = 0; i18 < n17; i18++) {
            if (!(((out[((u32)(((u8)sizeof(sv15))) & 3u)]) < (3481484688u)))) {
                p0070_sh0[tid * 2u + ((u32)(((u32)dg_dclamp(((f64)tid), 0.0, 4294967295.0))) & 1u)] = ((u64)dg_dclamp(((f64)tid), 0.0, 18446744073709549568.0));
            } else {
                st->x0 = i18;
            }
        }
        B5:;
        st->h = ((u32)dg_dclamp(((f64)st->x2), 0.0, 4294967295.0));
        if (g19 < 2 && ((((f32)__longlong_as_double((s64)0x000fffffffffffffull))) <= (((f32)st->x1)))) {
            g19++;
            goto B5;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(sv15.x) * 9u) ^ (u32)(out[(3u & 3u)]) ^ (st->h * 7u);
        st->x1 = p0070_f1((s32)((u32)(((u32)((((((f64)bid)) < (((f64)gtid)))) || (((((s32)st->x1)) == (((s32)-759632379))))))) % 6u), DG_A(st->x0), DG_A(v20));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->h);
        if ((gtid % 5u) == 2u && ((((f64)((u16)st->x0))) > (((f64)st->x1)))) return;
        out[9] = (u32)(((s64)__double2int_rd(dg_dclamp((((f64)v14) + ((f64)((f32)tid))), -2147483648.0, 2147483647.0))));
    }
    DG_END
}

DG_PROGRAM(p0070, p0070_state, 48, 3, 4, 10, 1, 8192, 70u)
