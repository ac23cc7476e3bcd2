// diffgen program p0063: gen.py --seed 63 --name p0063 --include ../twin.h
#include "../twin.h"

typedef struct {
    u16 f0;
    u16 f1;
} p0063_S0;
typedef struct DG_ALIGN(8) {
    s8 f0[2];
    u16 f1[4];
} p0063_S1;

FN f64 p0063_f0(u64 *p0)
{
    s64 v1 = ((s64)0xfffffffffffffedeull);
    s16 v2 = ((s16)dg_rem_s32((s32)(((s16)0)), (s32)(((s16)v1))));
    s16 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = v2;
    s32 g5 = 0;
    s32 n6 = 0, i7 = 0;
    s32 g8 = 0;
    s32 n9 = 0, i10 = 0;
    s32 n11 = 0, i12 = 0;
    u32 h13 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)g5;
    (void)n6;
    (void)i7;
    (void)g8;
    (void)n9;
    (void)i10;
    (void)n11;
    (void)i12;
    (void)h13;
    (void)p0;
    B1:;
    n6 = (s32)((u32)(((u64)((((2.0) < (-0.0))) ? (((u64)__double2uint_rd(dg_dclamp(((f64)v2), 0.0, 4294967295.0)))) : (((u64)0x40ull))))) % 4u) + 1;
    i7 = 0;
    do {
        v2 = ((s16)v1);
        if (isinf(((f64)((f32)v2))) != 0) break;
    } while (++i7 < n6);
    if (g5 < 2 && ((((u16)v2)) >= (((u16)0)))) {
        g5++;
        goto B1;
    }
    B2:;
    n9 = (s32)((u32)(((s32)((u32)(((s32)(~(u32)(((s32)v1))))) - (u32)(((s32)((u32)(((s32)-213)) * (u32)(((s32)v1)))))))) % 3u);
    for (i10 = 0; i10 < n9; i10++) {
        v1 = ((s64)((((s64)((((((f64)v2)) > (((f64)((f32)v2))))) ? (v1) : (v1)))) >= (((s64)(signbit(dg_canon(((f64)((f32)i10)))) != 0)))));
        v1 = ((s64)dg_div_s64((s64)(((s64)i10)), (s64)(v1)));
    }
    if (g8 < 1 && ((((f64)((f32)v2))) == (1.5))) {
        g8++;
        goto B2;
    }
    n11 = (s32)((u32)(((u8)((u32)(((u8)((u32)(((u8)v1)) << ((u32)(2052549838u) & 31u)))) - (u32)(((u8)((u32)(((u8)v2)) >> ((u32)(((u8)v2)) & 31u))))))) % 7u);
    i12 = 0;
    do {
        v1 = ((s64)((v1) | (v1)));
        v2 = ((s16)((((u8)82)) <= (((u8)v1))));
    } while (++i12 < n11);
    h13 = (((((u32)(v1) * 3u) ^ (u32)((u64)(v1) >> 32) * 5u) ^ (u32)(p0[(0u & 1u)]) * 7u) ^ (u32)(p0[(1u & 1u)]) * 9u) ^ (u32)((u64)(p0[(1u & 1u)]) >> 32);
    return (((0.125 - ((f64)v1)) + (-(((f64)p0[((u32)(((u32)v1)) & 1u)])))) + (f64)(h13 & 255u));
}

typedef struct {
    s8 x0;
    s32 x1;
    u32 h;
    f64 arr[4];
} p0063_state;

DG_SHARED u8 p0063_sh0[200];

DG_KERNEL(p0063_kernel, p0063_state)
{
    DG_BEGIN(p0063_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((s8)((((((u64)__ldg(&in[1]))) == (((u64)__ldg(&in[5]))))) ? (((s8)__ldg(&in[1]))) : (((s8)__ldg(&in[6])))));
        st->x1 = ((s32)dg_div_s32((s32)(3), (s32)(((s32)0x80000000u))));
        st->h = ((u32)((((u16)23981)) > (((u16)41715))));
        st->arr[0] = (((f64)__ldg(&in[2])) * ((f64)((u64)tid)));
        st->arr[1] = __ull2double_rn(((u64)tid));
        st->arr[2] = ((f64)gtid);
        st->arr[3] = ((((((s32)st->x0)) == (st->x1))) ? ((f64)tid) : ((f64)__ldg(&in[2])));
        p0063_sh0[tid * 2u + 0u] = ((u8)((((u8)gtid)) | (((u8)__ldg(&in[4])))));
        p0063_sh0[tid * 2u + 1u] = ((u8)((((((f32)st->x0)) >= (__uint_as_float(0xd551985bu)))) ? (((u8)210)) : (((u8)__ldg(&in[5])))));
        BOOL v14 = ((BOOL)st->x0);
        s64 v15 = ((s64)__dp2a_lo(st->x1, st->x1, st->x1));
        u64 a16[8] = {0};
        s32 j17;
        for (j17 = 0; j17 < 8; j17++)
            a16[j17] = ((u64)((u64)(((u64)0xffull)) - (u64)(((u64)st->x0))));
        s32 g18 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)v15;
        (void)a16;
        (void)j17;
        (void)g18;
        B3:;
        st->h |= ((u32)((u32)(gtid) >> ((u32)(st->x1) & 31u)));
        if (g18 < 2 && (isnan(((f32)gtid)) != 0)) {
            g18++;
            goto B3;
        }
        st->h = (((((u32)(v14) * 3u) ^ (u32)(out[(0u & 3u)]) * 5u) ^ (u32)(out[(3u & 3u)]) * 7u) ^ (u32)(dg_dbits(st->arr[(0u & 3u)]) >> 32) * 9u) ^ (u32)(dg_dbits(st->arr[(3u & 3u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        u32 v19 = ((u32)((((u32)st->x0)) ^ (tid)));
        u64 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = ((u64)((u64)(((u64)j21)) >> ((u32)(((u8)j21)) & 63u)));
        s32 n22 = 0, i23 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)a20;
        (void)j21;
        (void)n22;
        (void)i23;
        st->x0 = ((s8)((u32)(((s8)__usad((*(in + ((u32)(__float2int_ru(dg_fclamp(((f32)tid), -2147483648.0f, 2147483520.0f))) % 7u))), st->h, v19))) - (u32)(((s8)((((s8)32)) & (st->x0))))));
        if ((gtid % 5u) == 1u && (isinf(1024.0f) != 0)) return;
        n22 = (s32)((u32)(((u8)((u32)(((u8)((u32)(((u8)tid)) * (u32)(((u8)st->x0))))) + (u32)(p0063_sh0[((u32)(((s64)((u64)(((s64)st->x0)) << ((u32)(((u8)255)) & 63u)))) % 200u)])))) % 4u) + 1;
        i23 = 0;
        while (i23 < n22) {
            i23++;
            v19 ^= ((u32)dg_div_u32((u32)(__double2uint_rn(dg_dclamp(((f64)st->h), 0.0, 4294967295.0))), (u32)(((u32)(p0063_sh0[((u32)(((u8)dg_rem_u32((u32)(((u8)255)), (u32)(((u8)255))))) % 200u)])))));
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(in[(6u % 7u)]) * 7u) ^ (u32)(dg_dbits(st->arr[(0u & 3u)]) >> 32) * 9u) ^ (u32)(a20[(0u & 7u)]) ^ (st->h * 7u);
        st->h = (u32)dg_dclamp(p0063_f0(&a20[((u32)(((s32)(signbit(dg_canonf(-0.0009765625f)) != 0))) % 7u)]), 0.0, 4294967295.0);
        if ((gtid % 5u) == 0u && (!(((((u64)0x0ull)) <= (a20[((u32)(((s64)bid)) & 7u)]))))) return;
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u8)st->x1));
        if ((gtid % 7u) == 2u && ((((s32)gtid)) > (((s32)-113770660)))) return;
        out[8] = (u32)dg_dbits(st->arr[0]);
        out[9] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0063, p0063_state, 100, 2, 7, 10, 2, 2048, 63u)
