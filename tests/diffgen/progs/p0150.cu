// diffgen program p0150: gen.py --seed 151 --name p0150 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    f64 f0;
    s32 f1;
    s32 f2;
} p0150_S0;
typedef struct {
    f32 f0[2];
    u32 f1;
} p0150_S1;

FN p0150_S1 p0150_f0(s32 depth, u64 p0, u16 p1)
{
    u16 c4 = 0;
    u8 v1 = ((u8)dg_dclamp(((f64)((f32)p0)), 0.0, 255.0));
    s8 v2 = ((s8)p0);
    p0150_S1 sv3;
    sv3.f0[0] = ((f32)((u64)0xdaull));
    sv3.f0[1] = (((f32)p0) / __uint_as_float(0x807fffffu));
    sv3.f1 = ((u32)((((((s16)v2)) >= (((s16)depth)))) || (((v1) == (((u8)0))))));
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)h5;
    (void)c4;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return sv3;
    if ((((f32)v2)) != (__ll2float_rn(((s64)p0)))) {
        sv3 = p0150_f0(depth - 1, ((u64)dg_fclamp(sv3.f0[1], 0.0f, 18446742974197923840.0f)), ((c4 = p1), (u16)(c4 ^ p1)));
    }
    sv3 = p0150_f0(depth - 1, ((u64)(((s16)p0))), ((u16)(!(((p1) >= (((u16)65534)))))));
    h5 = (((((u32)(depth) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(v2) * 7u) ^ dg_fbits(sv3.f0[1]) * 9u) ^ (u32)(sv3.f1);
    sv3.f0[0] = (sv3.f0[0] + (f32)(h5 & 255u));
    return sv3;
}

typedef struct {
    s64 x0;
    s64 x1;
    s16 x2;
    u32 h;
} p0150_state;

DG_SHARED f32 p0150_sh0[320];

DG_KERNEL(p0150_kernel, p0150_state)
{
    DG_BEGIN(p0150_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = ((s64)0xb189ad9c367dba27ull);
        st->x1 = ((s64)((((((u64)0x3a9f58959387f079ull)) >= (((u64)0x1ull)))) ? (st->x0) : (st->x0)));
        st->x2 = ((s16)st->x0);
        st->h = ((u32)((u32)(in[((u32)(((s32)__ldg(&in[0]))) % 7u)]) >> ((u32)(((u8)__ldg(&in[6]))) & 31u)));
        p0150_sh0[tid * 2u + 0u] = (((f32)__ldg(&in[4])) + ((f32)st->x0));
        p0150_sh0[tid * 2u + 1u] = (__uint_as_float(0x5fa35a08u) / ((f32)__longlong_as_double((s64)0x7567643a371353c2ull)));
        s8 v6 = ((s8)((s32)(((s8)-4)) >> ((u32)(gtid) & 31u)));
        f64 v7 = __dsqrt_rn(((f64)bid));
        p0150_S1 sv8;
        sv8.f0[0] = ((f32)((u16)st->h));
        sv8.f0[1] = ((f32)gtid);
        sv8.f1 = out[((u32)(((s64)(+(((s64)tid))))) & 3u)];
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)v7;
        (void)sv8;
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x2) * 5u) ^ dg_fbits(sv8.f0[1]) * 7u) ^ (u32)(out[(3u & 3u)]) * 9u) ^ dg_fbits(p0150_sh0[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
        sv8 = p0150_f0((s32)((u32)(((u32)((u32)(7u) + (u32)(((u32)st->x0))))) % 5u), ((u64)sizeof(s16)), ((u16)((((u64)0x1ull)) != (((u64)0x643351608d06c92bull)))));
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)((u64)(st->x1) >> 32);
        out[8] = (u32)(st->x2);
        out[9] = (u32)(st->h);
        out[10] = (u32)(((BOOL)(((((s32)((((st->x2) < (((s16)3)))) ? (((s32)st->x2)) : (((s32)st->x2))))) == (((s32)((u32)(((s32)-2147483647)) << ((u32)(((u8)120)) & 31u))))))));
    }
    DG_END
}

DG_PROGRAM(p0150, p0150_state, 160, 3, 7, 11, 1, 8192, 151u)
