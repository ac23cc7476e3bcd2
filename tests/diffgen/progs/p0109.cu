// diffgen program p0109: gen.py --seed 109 --name p0109 --include ../twin.h
#include "../twin.h"

typedef struct {
    s64 f0;
} p0109_S0;
typedef struct DG_ALIGN(8) {
    s16 f0;
} p0109_S1;

FN f64 p0109_f0(u64 *p0, u8 p1)
{
    f32 v1 = ((f32)((f64)p1));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    (void)p1;
    v1 = ((f32)((u16)p1));
    h2 = (((((u32)(p1) * 3u) ^ dg_fbits(v1) * 5u) ^ (u32)(p0[(0u & 3u)]) * 7u) ^ (u32)((u64)(p0[(0u & 3u)]) >> 32) * 9u) ^ (u32)((u64)(p0[(3u & 3u)]) >> 32);
    return (fmax((-(((f64)p1))), (((f64)p1) * ((f64)p1))) + (f64)(h2 & 255u));
}

FN s16 p0109_f1(int2 p0, const f32 *p1)
{
    s8 v3 = ((s8)(((s32)0x80000000u)));
    u16 v4 = ((u16)((u32)(((u16)v3)) + (u32)(((u16)v3))));
    u64 a5[8] = {0};
    s32 j6;
    for (j6 = 0; j6 < 8; j6++)
        a5[j6] = ((u64)((u64)(((u64)0x2ull)) + (u64)(((u64)0x0ull))));
    f64 a7[4] = {0};
    s32 j8;
    for (j8 = 0; j8 < 4; j8++)
        a7[j8] = ((f64)j8);
    s32 g9 = 0;
    s32 n10 = 0, i11 = 0;
    s32 n12 = 0, i13 = 0;
    u32 h14 = 0;
    (void)v3;
    (void)v4;
    (void)a5;
    (void)j6;
    (void)a7;
    (void)j8;
    (void)g9;
    (void)n10;
    (void)i11;
    (void)n12;
    (void)i13;
    (void)h14;
    (void)p0;
    (void)p1;
    B3:;
    v3++;
    if (g9 < 1 && ((((u64)v3)) >= (((u64)0xf21d899a826cb12full)))) {
        g9++;
        goto B3;
    }
    n10 = (s32)((u32)(((u32)dg_div_u32((u32)(((u32)((u32)(((u32)v3)) * (u32)(188342680u)))), (u32)(((u32)v3))))) % 4u) + 1;
    for (i11 = 0; i11 < n10; i11++) {
        a5[((u32)(((s64)(v3))) & 7u)] = ((u64)__float_as_int(dg_canonf(((f32)v3))));
        v4 = ((u16)v3);
    }
    n12 = (s32)((u32)(((u8)((((1.0e10f) != (((f32)v4)))) && (((((((s8)v4)) < (((s8)-121)))) && (((((s8)120)) > (((s8)v4))))))))) % 3u) + 1;
    for (i13 = 0; i13 < n12; i13++) {
        v3 = ((s8)((s32)(v3) >> ((u32)(((u32)v3)) & 31u)));
    }
    h14 = (((((u32)(v3) * 3u) ^ (u32)(v4) * 5u) ^ dg_fbits(p1[(1u & 1u)]) * 7u) ^ (u32)((u64)(a5[(0u & 7u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a7[(3u & 3u)]) >> 32);
    return ((s16)((u32)(((s16)dg_fclamp(((f32)v4), -32768.0f, 32767.0f))) ^ (u32)h14));
}

typedef struct {
    f64 x0;
    s64 x1;
    u32 h;
    u64 arr[2];
} p0109_state;

DG_SHARED u64 p0109_sh0[256];
DG_SHARED u32 p0109_sh1[64];
DG_SHARED f64 p0109_sh2[128];

DG_KERNEL(p0109_kernel, p0109_state)
{
    DG_BEGIN(p0109_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = 4294967296.0;
        st->x1 = ((s64)((s64)(((s64)__ldg(&in[2]))) >> ((u32)(((u8)255)) & 63u)));
        st->h = in[((u32)(__ldg(&in[0])) % 7u)];
        st->arr[0] = ((u64)((u64)(((u64)__ldg(&in[1]))) >> ((u32)(__ldg(&in[2])) & 63u)));
        st->arr[1] = ((u64)((((u64)tid)) & (((u64)__ldg(&in[4])))));
        p0109_sh0[tid * 4u + 0u] = ((u64)((u64)(((u64)__ldg(&in[0]))) + (u64)(((u64)0xfffffffffffffffeull))));
        p0109_sh0[tid * 4u + 1u] = ((u64)((u64)(((u64)0x53bc23a24c2599f4ull)) >> ((u32)(((s32)-2147483647)) & 63u)));
        p0109_sh0[tid * 4u + 2u] = ullmax(((u64)0x18ull), ((u64)bid));
        p0109_sh0[tid * 4u + 3u] = ((u64)(1791206698));
        p0109_sh1[tid * 1u + 0u] = (*(in + ((u32)(((s32)((u32)(((s32)st->x1)) ^ (u32)0xffffffff))) % 7u)));
        p0109_sh2[tid * 2u + 0u] = ((((((u16)44976)) == (((u16)13349)))) ? st->x0 : -7.0);
        p0109_sh2[tid * 2u + 1u] = __ull2double_ru(((u64)__ldg(&in[6])));
        s8 v15 = ((s8)dg_dclamp(((f64)tid), -128.0, 127.0));
        u64 a16[8] = {0};
        s32 j17;
        for (j17 = 0; j17 < 8; j17++)
            a16[j17] = ((u64)((((v15) >= (((s8)tid)))) ? (p0109_sh0[tid * 4u + ((u32)(((u8)bid)) & 3u)]) : (((u64)0x3fc0ba11c6d4522ull))));
        f32 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = 2.0f;
        int2 sv20;
        sv20.x = ((s32)gtid);
        sv20.y = ((s32)((((u16)st->h)) != (((u16)62636))));
        s32 g21 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)a16;
        (void)j17;
        (void)a18;
        (void)j19;
        (void)sv20;
        (void)g21;
        (*(p0109_sh2 + tid * 2u + ((u32)(((u32)dg_fclamp(a18[((u32)(((s32)__double2ll_rd(dg_dclamp(((f64)v15), -9223372036854775808.0, 9223372036854774784.0)))) & 7u)], 0.0f, 4294967040.0f))) & 1u))) = (((f64)gtid) + 0.125);
        B4:;
        if (g21 < 1 && (((signbit(dg_canon(p0109_sh2[tid * 2u + ((u32)(((u32)(((isinf(-0.0f) != 0)) ? (((u32)v15)) : (p0109_sh1[tid * 1u + 0u])))) & 1u)])) != 0)) && (((((f64)((f32)st->h))) == (((f64)v15)))))) {
            g21++;
            goto B4;
        }
        st->h = (((((u32)((u64)(st->x1) >> 32) * 3u) ^ (u32)((u64)(st->arr[(1u & 1u)]) >> 32) * 5u) ^ (u32)dg_dbits(p0109_sh2[tid * 2u + (0u & 1u)]) * 7u) ^ (u32)(dg_dbits(p0109_sh2[tid * 2u + (1u & 1u)]) >> 32) * 9u) ^ (u32)(a16[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        BOOL v22 = ((BOOL)(((((s32)-260)) >= (((s32)-1)))));
        s16 v23 = ((s16)((0) > (((s32)-1451996701))));
        u64 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((u64)dg_div_u64((u64)((*(st->arr + ((u32)(((s64)__umul24(((u32)((u16)v22)), ((u32)((u16)st->h))))) & 1u)))), (u64)(p0109_sh0[((u32)(((u32)((u32)(tid) * (u32)(1u)))) & 255u)])));
        f32 a26[8] = {0};
        s32 j27;
        for (j27 = 0; j27 < 8; j27++)
            a26[j27] = __frcp_ru(((f32)st->x1));
        int2 sv28 = make_int2(((s32)((((s32)tid)) & (((s32)st->h)))), ((s32)((u32)0 - (u32)(((s32)bid)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)a24;
        (void)j25;
        (void)a26;
        (void)j27;
        (void)sv28;
        v22 = ((BOOL)(((v22) && (((((u16)st->x1)) != (((u16)31788)))))));
        st->x0 -= ((((st->x1) >= (((s64)0xc77a3dae18a53f05ull)))) ? (((f64)((s32)bid)) / ((f64)((f32)st->h))) : ((f64)((u16)st->h)));
        st->h = ((u32)v23);
        st->h = (((((u32)(bid) * 3u) ^ (u32)(sv28.x) * 5u) ^ (u32)(sv28.y) * 7u) ^ (u32)(in[(0u % 7u)]) * 9u) ^ (u32)((u64)(a24[(7u & 7u)]) >> 32) ^ (st->h * 7u);
        st->h = (u32)dg_dclamp(p0109_f0(a24 + ((u32)(((u8)st->x1)) % 5u), ((u8)dg_rem_u32((u32)(((u8)((v22) || (((((u16)v23)) >= (((u16)30844))))))), (u32)(((u8)((st->x1) < (((s64)0xffffffffffffff80ull)))))))), 0.0, 4294967295.0);
        v23 = p0109_f1(sv28, a26 + ((u32)(((s32)((((s32)v23)) & (((s32)gtid))))) % 7u));
        out[0] = (u32)dg_dbits(st->x0);
        out[1] = (u32)(dg_dbits(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)((u64)(st->x1) >> 32);
        out[4] = (u32)(st->h);
        out[5] = (u32)dg_dbits(((f64)((u16)((u32)(((u16)st->x1)) - (u32)(((u16)bid))))));
        out[6] = (u32)(st->arr[0]);
        out[7] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0109, p0109_state, 64, 4, 7, 8, 2, 2048, 109u)
