// diffgen program p0182: gen.py --seed 183 --name p0182 --include ../twin.h
#include "../twin.h"

typedef struct {
    BOOL f0;
} p0182_S0;

FN p0182_S0 p0182_f0(DG_REF(s16) p0, s16 *p1, f64 p2)
{
    u8 v1 = ((u8)((u32)(((u8)DG_R(p0))) << ((u32)(((s32)DG_R(p0))) & 31u)));
    s8 v2 = ((s8)((u32)(((s8)DG_R(p0))) - (u32)(((s8)DG_R(p0)))));
    p0182_S0 sv3;
    sv3.f0 = ((BOOL)(((((u16)v2)) != (((u16)48957)))));
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)h4;
    (void)p0;
    (void)p1;
    (void)p2;
    p2 += ((f64)65536.0f);
    if ((((s64)((u64)(((s64)0x621137732836716ull)) << ((u32)(((u32)v2)) & 63u)))) != (((s64)0xdc4c71e3e34f1dceull))) {
        p1[0u] = ((s16)(~(u32)(DG_R(p0))));
    } else {
        p2 = (((f64)DG_R(p0)) / ((f64)v2));
    }
    h4 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(dg_dbits(p2) >> 32) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(sv3.f0) * 9u) ^ (u32)(p1[0u]);
    sv3.f0 = ((BOOL)(((u32)(sv3.f0) ^ h4) & 1u));
    return sv3;
}

typedef struct {
    f64 x0;
    u64 x1;
    s16 x2;
    s32 x3;
    u32 h;
    f64 arr[2];
} p0182_state;

DG_KERNEL(p0182_kernel, p0182_state)
{
    DG_BEGIN(p0182_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = trunc(((f64)((s64)__ldg(&in[2]))));
        st->x1 = ((u64)((u64)(((u64)0x8ull)) >> ((u32)(((u8)71)) & 63u)));
        st->x2 = ((s16)dg_div_s32((s32)(((s16)__ldg(&in[6]))), (s32)(((s16)__ldg(&in[2])))));
        st->x3 = ((s32)((u32)0 - (u32)(((s32)st->x2))));
        st->h = ((u32)((__ldg(&in[2])) & (((u32)st->x1))));
        st->arr[0] = __fma_rd(((f64)((f32)st->h)), st->x0, ((f64)st->x2));
        st->arr[1] = (((f64)0u) - ((f64)((f32)__ldg(&in[7]))));
        u64 v5 = ((u64)((u64)(st->x1) >> ((u32)(((u32)st->x1)) & 63u)));
        u8 v6 = ((u8)v5);
        s16 a7[8] = {0};
        s32 j8;
        for (j8 = 0; j8 < 8; j8++)
            a7[j8] = ((s16)((((((u8)tid)) > (((u8)100)))) ? (((s16)-1)) : (((s16)v5))));
        p0182_S0 sv9;
        sv9.f0 = ((BOOL)(((v6) == (((u8)254)))));
        s32 g10 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)v6;
        (void)a7;
        (void)j8;
        (void)sv9;
        (void)g10;
        B1:;
        st->x0 *= (st->x0 + st->arr[((u32)(((u8)((u32)(v6) + (u32)(((u8)v5))))) & 1u)]);
        if (g10 < 2 && (!(((((s32)v5)) < (2124142))))) {
            g10++;
            goto B1;
        }
        st->arr[((u32)(in[((u32)(((s64)((((((s64)0x8ull)) != (((s64)0x0ull)))) ? (((s64)0x3ull)) : (((s64)v5))))) & 7u)]) & 1u)] = ((st->x0 + st->arr[((u32)(((u8)(~(u32)(v6)))) & 1u)]) - (-(((f64)((s8)st->x2)))));
        st->h = (((((u32)(st->x2) * 3u) ^ (u32)(st->x3) * 5u) ^ (u32)(in[(7u & 7u)]) * 7u) ^ (u32)(dg_dbits(st->arr[(0u & 1u)]) >> 32) * 9u) ^ (u32)(a7[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 10u;
        s64 v11 = ((s64)st->x2);
        f64 v12 = (st->x0 / ((f64)v11));
        s16 a13[8] = {0};
        s32 j14;
        for (j14 = 0; j14 < 8; j14++)
            a13[j14] = ((s16)((((((u8)0)) == (((u8)v11)))) ? (st->x2) : (st->x2)));
        p0182_S0 sv15;
        sv15.f0 = ((BOOL)(((((f64)((f32)tid))) > (st->arr[((u32)(((s64)((u64)(v11) + (u64)(v11)))) & 1u)]))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v11;
        (void)v12;
        (void)a13;
        (void)j14;
        (void)sv15;
        sv15 = p0182_f0(DG_A(st->x2), &a13[((u32)(((u8)st->x1)) % 8u)], (__ddiv_ru(st->x0, ((f64)v11)) + __ull2double_rz(st->x1)));
        st->x3 = ((s32)(in[((u32)(((u32)((((f64)__uint_as_float(0x4b000000u))) == (__longlong_as_double((s64)0x3ff0000000000000ull))))) & 7u)]));
        st->h = (((((u32)dg_dbits(st->x0) * 3u) ^ (u32)((u64)(st->x1) >> 32) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)(in[(0u & 7u)]) * 9u) ^ (u32)(dg_dbits(st->arr[(1u & 1u)]) >> 32) ^ (st->h * 7u);
        out[0] = (u32)dg_dbits(st->x0);
        out[1] = (u32)(dg_dbits(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)((u64)(st->x1) >> 32);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->x3);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((BOOL)(((((s16)((u32)(st->x2) + (u32)(((s16)tid))))) != (((s16)dg_dclamp(((f64)__uint_as_float(0x6ec7f2e6u)), -32768.0, 32767.0)))))));
        out[8] = (u32)dg_dbits(st->arr[0]);
        out[9] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0182, p0182_state, 40, 3, 8, 10, 2, 2048, 183u)
