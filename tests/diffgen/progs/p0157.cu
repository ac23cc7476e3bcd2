// diffgen program p0157: gen.py --seed 158 --name p0157 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    BOOL f0;
} p0157_S0;

FN u16 p0157_f0(s16 *p0)
{
    s8 c6 = 0;
    s8 v1 = ((s8)((((s64)0xd36e24be4d6206fbull)) < (((s64)0x4d4eaa01ae4dab71ull))));
    s16 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = ((s16)((((s16)255)) ^ (((s16)-171))));
    s32 n4 = 0, i5 = 0;
    s32 g7 = 0;
    s32 n8 = 0, i9 = 0;
    u32 h10 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)n4;
    (void)i5;
    (void)g7;
    (void)n8;
    (void)i9;
    (void)h10;
    (void)c6;
    (void)p0;
    if ((((u8)v1)) < (((u8)((((u64)0x1ull)) < (((u64)0x3b9bd7d3a32c4962ull)))))) {
        n4 = (s32)((u32)(((u8)v1)) % 8u);
        i5 = 0;
        while (i5 < n4) {
            i5++;
            p0[((u32)(((s32)__float2ll_rz(dg_fclamp(((f32)i5), -9223372036854775808.0f, 9223371487098961920.0f)))) & 3u)] = ((s16)((s32)(((s16)((u32)(p0[((u32)(((u32)((u32)(((u32)v1)) << ((u32)(((u8)i5)) & 31u)))) & 3u)]) + (u32)(((s16)0))))) >> ((u32)(((u8)sizeof(s16))) & 31u)));
            v1 = ((s8)((u32)(((s8)i5)) + (u32)(v1)));
        }
    } else {
        v1 = ((c6 = ((s8)(((u8)v1)))), (s8)(c6 ^ ((s8)((v1) & (v1)))));
    }
    B1:;
    if (isinf(((f32)((u64)v1))) != 0) {
        (*(a2 + ((u32)(((s32)((105060867) | (2147483647)))) & 3u))) = ((s16)255);
    }
    if (g7 < 1 && ((((f64)v1)) >= (((f64)((u16)v1))))) {
        g7++;
        goto B1;
    }
    n8 = (s32)((u32)(((s32)v1)) % 7u);
    i9 = 0;
    do {
        v1 = ((s8)dg_div_s32((s32)(((s8)i9)), (s32)(((s8)i9))));
    } while (++i9 < n8);
    h10 = (((((u32)(v1) * 3u) ^ (u32)(p0[(0u & 3u)]) * 5u) ^ (u32)(p0[(3u & 3u)]) * 7u) ^ (u32)(a2[(0u & 3u)]) * 9u) ^ (u32)(a2[(3u & 3u)]);
    return ((u16)((u32)(((u16)((u32)(((u16)((u32)(((u16)381)) >> ((u32)(((s32)-95)) & 31u)))) ^ (u32)0xffffffff))) ^ (u32)h10));
}

typedef struct {
    f32 x0;
    f32 x1;
    u32 h;
} p0157_state;

DG_KERNEL(p0157_kernel, p0157_state)
{
    DG_BEGIN(p0157_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = (-(__uint_as_float(0x3effffffu)));
        st->x1 = (st->x0 - ((f32)gtid));
        st->h = ((u32)((u32)(in[((u32)(31) & 3u)]) << ((u32)(((u8)gtid)) & 31u)));
        BOOL v11 = ((BOOL)(((((u8)st->h)) == (((u8)117)))));
        s16 a12[8] = {0};
        s32 j13;
        for (j13 = 0; j13 < 8; j13++)
            a12[j13] = ((s16)((u32)0 - (u32)(((s16)tid))));
        float4 sv14 = make_float4((((f32)__longlong_as_double((s64)0x3810000000000000ull)) * ((f32)((u8)st->h))), (((f32)((u8)bid)) + st->x1), ((f32)((f64)bid)), ((f32)tid));
        s32 g15 = 0;
        s32 n16 = 0, i17 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v11;
        (void)a12;
        (void)j13;
        (void)sv14;
        (void)g15;
        (void)n16;
        (void)i17;
        B2:;
        p0157_f0(a12 + ((u32)(((s64)(((u8)st->h)))) % 5u));
        if (g15 < 2 && ((((s16)st->h)) < (((s16)-6448)))) {
            g15++;
            goto B2;
        }
        n16 = (s32)((u32)(((u64)dg_rem_u64((u64)(((u64)0x222ull)), (u64)(((u64)__hadd(((s32)tid), 682050073)))))) % 8u) + 1;
        for (i17 = 0; i17 < n16; i17++) {
            v11 = (BOOL)(p0157_f0(a12 + ((u32)(((u8)73)) % 5u)) != 0);
            st->x1 -= (-(st->x1));
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ dg_fbits(st->x1) * 7u) ^ (u32)(in[(3u & 3u)]) * 9u) ^ (u32)(a12[(7u & 7u)]) ^ (st->h * 7u);
        out[0] = dg_fbits(st->x0);
        out[1] = dg_fbits(st->x1);
        if ((gtid % 7u) == 2u && ((((2545024371u) > (st->h))) || ((isinf(((f64)v11)) != 0)))) return;
        out[2] = (u32)(st->h);
        out[3] = (u32)(((s16)((s32)(((s16)((((1.5) != (-7.0))) ? (a12[((u32)(((u8)((u32)(((u8)st->h)) - (u32)(((u8)v11))))) & 7u)]) : (a12[((u32)(gtid) & 7u)])))) >> ((u32)(((u32)((u32)(tid) * (u32)(tid)))) & 31u))));
        out[4] = (u32)(((s64)((((s64)((u64)(((s64)st->h)) * (u64)(((s64)tid))))) & (((s64)0x3ull)))));
    }
    DG_END
}

DG_PROGRAM(p0157, p0157_state, 96, 3, 4, 5, 1, 2048, 158u)
