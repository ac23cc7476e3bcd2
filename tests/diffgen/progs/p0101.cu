// diffgen program p0101: gen.py --seed 101 --name p0101 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s32 f0;
    f64 f1;
    f32 f2;
} p0101_S0;

FN s8 p0101_f0(s32 depth, s64 p0, DG_REF(p0101_S0) p1, DG_REF(u32) p2)
{
    s16 v1 = ((s16)DG_R(p2));
    f64 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((f64)j3);
    u32 h4 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h4;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((s8)v1);
    p0 = ((s64)((u64)(((s64)depth)) * (u64)(p0)));
    v1 = (s16)p0101_f0(depth - 1, ((s64)sizeof(f64)), DG_A(DG_R(p1)), DG_A(DG_R(p2)));
    h4 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)((u64)(p0) >> 32) * 7u) ^ (u32)(v1) * 9u) ^ dg_fbits(DG_R(p1).f2);
    return ((s8)((u32)(((s8)v1)) ^ (u32)h4));
}

FN f32 p0101_f1(DG_REF(p0101_S0) p0, DG_REF(s16) p1)
{
    u16 v5 = ((u16)((u32)(((u16)DG_R(p1))) * (u32)(((u16)DG_R(p1)))));
    p0101_S0 sv6;
    sv6.f0 = ((s32)((u32)(DG_R(p0).f0) + (u32)(((s32)-1098018884))));
    sv6.f1 = (__longlong_as_double((s64)0x000fffffffffffffull) / ((f64)v5));
    sv6.f2 = ((f32)((s32)-1862762303));
    u32 h7 = 0;
    (void)v5;
    (void)sv6;
    (void)h7;
    (void)p0;
    (void)p1;
    DG_R(p1) = ((s16)((((-7.0) == (((f64)DG_R(p1))))) && (((((u16)DG_R(p1))) != (v5)))));
    h7 = (((((u32)(DG_R(p1)) * 3u) ^ (u32)dg_dbits(DG_R(p0).f1) * 5u) ^ (u32)(sv6.f0) * 7u) ^ (u32)dg_dbits(sv6.f1) * 9u) ^ (u32)(dg_dbits(sv6.f1) >> 32);
    return (__ull2float_ru(((u64)DG_R(p1))) + (f32)(h7 & 255u));
}

typedef struct {
    s64 x0;
    s32 x1;
    u64 x2;
    s8 x3;
    u32 h;
    s16 arr[4];
} p0101_state;

DG_KERNEL(p0101_kernel, p0101_state)
{
    DG_BEGIN(p0101_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 11u;
        s16 c8 = 0;
        st->x0 = ((s64)((((s64)0x7fffffffffffffffull)) ^ (((s64)0xdcull))));
        st->x1 = ((s32)(+(((s32)-2147483647))));
        st->x2 = ((u64)0x7ull);
        st->x3 = ((s8)((s32)(((s8)gtid)) >> ((u32)(((u8)__ldg(&in[2]))) & 31u)));
        st->h = ((u32)((((u32)st->x3)) | (__ldg(&in[0]))));
        st->arr[0] = ((s16)-7378);
        st->arr[1] = ((s16)((((s16)63)) & (((s16)st->x3))));
        st->arr[2] = ((c8 = ((s16)st->x0)), (s16)(c8 ^ ((s16)__ldg(&in[1]))));
        st->arr[3] = ((s16)((u32)(((s16)193)) * (u32)(((s16)31))));
        u8 v9 = ((u8)__uhadd(st->h, bid));
        s64 v10 = ((s64)((u64)(st->x0) << ((u32)(((u8)7)) & 63u)));
        p0101_S0 sv11;
        sv11.f0 = ((s32)((u32)(st->x1) * (u32)(255)));
        sv11.f1 = ((f64)__uint_as_float(0x3f7fffffu));
        sv11.f2 = -1.0f;
        s16 v12 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)v10;
        (void)sv11;
        (void)v12;
        (void)c8;
        st->x0 = (s64)dg_fclamp(p0101_f1(DG_A(sv11), DG_A(v12)), -9223372036854775808.0f, 9223371487098961920.0f);
        st->x2 = (u64)dg_fclamp(p0101_f1(DG_A(sv11), DG_A(v12)), 0.0f, 18446742974197923840.0f);
        if ((((s16)sizeof(s8))) == (((s16)-29418))) {
            st->h = (u32)dg_fclamp(p0101_f1(DG_A(sv11), DG_A(v12)), 0.0f, 4294967040.0f);
        } else {
            st->x0 = ((s64)__double2uint_ru(dg_dclamp(sv11.f1, 0.0, 4294967295.0)));
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)((u64)(st->x2) >> 32) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)(sv11.f0) * 9u) ^ (u32)(st->arr[(0u & 3u)]) ^ (st->h * 7u);
        v10 = (s64)p0101_f0((s32)((u32)(((u32)((((u32)v9)) & (st->h)))) % 6u), ((s64)((u64)(((s64)v12)) << ((u32)(((s32)gtid)) & 63u))), DG_A(sv11), DG_A(st->h));
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        if ((gtid % 5u) == 1u && ((st->x3) <= (((s8)94)))) return;
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->x2);
        out[4] = (u32)((u64)(st->x2) >> 32);
        out[5] = (u32)(st->x3);
        out[6] = (u32)(st->h);
        if ((gtid % 3u) == 2u && ((((u16)19077)) == (((u16)st->x3)))) return;
        out[7] = (u32)(((u8)dg_div_u32((u32)(v9), (u32)(((u8)((u32)(((u8)31)) + (u32)(((u8)176))))))));
        out[8] = (u32)(((u32)(((u8)((((((u8)254)) >= (((u8)3)))) ? (((u8)8)) : (v9))))));
        if ((gtid % 5u) == 0u && ((((u16)7)) <= (((u16)st->x0)))) return;
        out[9] = (u32)(st->arr[0]);
        out[10] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0101, p0101_state, 70, 3, 4, 11, 1, 8192, 101u)
