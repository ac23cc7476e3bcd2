// diffgen program p0072: gen.py --seed 72 --name p0072 --include ../twin.h
#include "../twin.h"

typedef struct {
    u8 f0;
    u64 f1;
    u16 f2;
} p0072_S0;

FN s16 p0072_f0(u16 p0)
{
    u32 v1 = ((u32)((u32)(417u) >> ((u32)(((u8)255)) & 31u)));
    u16 v2 = p0;
    s32 n3 = 0, i4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)n3;
    (void)i4;
    (void)h5;
    (void)p0;
    n3 = (s32)((u32)(((u64)dg_dclamp(__ll2double_rn(((s64)v1)), 0.0, 18446744073709549568.0))) % 8u);
    for (i4 = 0; i4 < n3; i4++) {
        v1 = ((u32)((v1) ^ (((u32)v2))));
    }
    if ((((u64)v2)) == (((u64)0xd4488c7a5290d517ull))) goto F1;
    F1:;
    h5 = (((u32)(p0) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(v2);
    return ((s16)((u32)(((s16)((((((u8)p0)) == (((u8)8)))) || (((__longlong_as_double((s64)0x3ff0000000000000ull)) <= (((f64)v1))))))) ^ (u32)h5));
}

typedef struct {
    s32 x0;
    f64 x1;
    f32 x2;
    s8 x3;
    u32 h;
    f64 arr[2];
} p0072_state;

DG_SHARED s16 p0072_sh0[128];

DG_KERNEL(p0072_kernel, p0072_state)
{
    DG_BEGIN(p0072_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((s32)(((s64)__ldg(&in[2]))));
        st->x1 = fabs(((f64)((u8)__ldg(&in[1]))));
        st->x2 = ((f32)((u8)46));
        st->x3 = ((s8)((u32)(((s8)87)) * (u32)(((s8)st->x0))));
        st->h = ((u32)((u32)(__ldg(&in[2])) << ((u32)(((u8)63)) & 31u)));
        st->arr[0] = (__longlong_as_double((s64)0x0000000000000001ull) * 2.0);
        st->arr[1] = (__longlong_as_double((s64)0x0152dbad89015c42ull) + st->x1);
        p0072_sh0[tid * 1u + 0u] = ((s16)((s32)(((s16)__ldg(&in[1]))) >> ((u32)((*(in + ((u32)(((s64)__ldg(&in[4]))) % 5u)))) & 31u)));
        u64 v6 = ((u64)st->x0);
        s32 n7 = 0, i8 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)n7;
        (void)i8;
        n7 = (s32)((u32)(((u64)((u64)(((u64)((u64)0 - (u64)(((u64)st->h))))) >> ((u32)(((u32)((u32)(gtid) - (u32)(((u32)st->x0))))) & 63u)))) % 4u) + 1;
        i8 = 0;
        do {
            v6 = (u64)p0072_f0(((u16)((((u16)593)) & (((u16)st->h)))));
            st->x2 = __uint_as_float(((u32)((u32)(((u32)i8)) - (u32)(bid))));
        } while (++i8 < n7);
        p0072_f0(((u16)dg_fclamp(((f32)((u32)v6)), 0.0f, 65535.0f)));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(dg_dbits(st->x1) >> 32) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)((u64)(v6) >> 32) * 9u) ^ (u32)(dg_dbits(st->arr[(1u & 1u)]) >> 32) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)dg_dbits(st->x1);
        if ((gtid % 5u) == 1u && (signbit(dg_canon(((f64)((s64)bid)))) != 0)) return;
        out[2] = (u32)(dg_dbits(st->x1) >> 32);
        out[3] = dg_fbits(st->x2);
        out[4] = (u32)(st->x3);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((s16)((u32)(((s16)((s32)((*(p0072_sh0 + tid * 1u + 0u))) >> ((u32)(((u32)v6)) & 31u)))) - (u32)(((s16)ullmax(((u64)gtid), v6))))));
        out[7] = (u32)dg_dbits(st->arr[0]);
        out[8] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0072, p0072_state, 128, 4, 5, 9, 1, 2048, 72u)
