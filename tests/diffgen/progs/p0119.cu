// diffgen program p0119: gen.py --seed 120 --name p0119 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    f64 f0;
} p0119_S0;

FN s32 p0119_f0(s32 depth, const s16 *p0)
{
    s16 v1 = ((s16)(depth));
    u64 v2 = ((u64)((u64)(((u64)v1)) - (u64)(((u64)v1))));
    f32 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((f32)((s64)0x0ull));
    s32 g5 = 0;
    s32 g6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)g5;
    (void)g6;
    (void)h7;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((s32)((u32)0 - (u32)(214)));
    v2 = (u64)p0119_f0(depth - 1, p0);
    B1:;
    v1 = ((s16)32767);
    if (g5 < 1 && ((v2) <= (((u64)0xc4a9bc1bd3dc1262ull)))) {
        g5++;
        goto B1;
    }
    B2:;
    v2 = ((u64)((v2) & (((u64)0x3b8b232b656fda47ull))));
    if (g6 < 3 && ((((f32)depth)) != (a3[((u32)(63u) & 3u)]))) {
        g6++;
        goto B2;
    }
    v2 = ((u64)((u64)0 - (u64)(((u64)0x7ull))));
    h7 = (((((u32)(v2) * 3u) ^ (u32)(p0[(0u & 3u)]) * 5u) ^ (u32)(p0[(3u & 3u)]) * 7u) ^ dg_fbits(a3[(0u & 3u)]) * 9u) ^ dg_fbits(a3[(3u & 3u)]);
    return ((s32)((u32)(((s32)v2)) ^ (u32)h7));
}

typedef struct {
    u64 x0;
    f32 x1;
    u64 x2;
    u32 h;
} p0119_state;

DG_KERNEL(p0119_kernel, p0119_state)
{
    DG_BEGIN(p0119_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 11u;
        u32 c11 = 0;
        st->x0 = ((u64)((u64)(((u64)0xfffffffffffffffeull)) * (u64)(((u64)__ldg(&in[5])))));
        st->x1 = __fsub_rz(((f32)tid), ((f32)((f64)gtid)));
        st->x2 = ((u64)(((s8)3)));
        st->h = out[((u32)(((u32)(((s8)-128)))) & 3u)];
        u64 v8 = ((u64)(1205209682u));
        s16 a9[8] = {0};
        s32 j10;
        for (j10 = 0; j10 < 8; j10++)
            a9[j10] = ((s16)((((s16)gtid)) ^ (((s16)st->x0))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)a9;
        (void)j10;
        (void)c11;
        st->x0 = st->x2;
        st->x2 = ((u64)((u64)(v8) >> ((u32)(((u32)v8)) & 63u)));
        a9[((u32)(((c11 = 8u), (u32)(c11 ^ bid))) & 7u)] = ((s16)((u32)0 - (u32)(a9[((u32)(((s64)((s64)(((s64)st->x2)) >> ((u32)(1103134514) & 63u)))) & 7u)])));
        st->h = (((((u32)((u64)(st->x0) >> 32) * 3u) ^ dg_fbits(st->x1) * 5u) ^ (u32)(v8) * 7u) ^ (u32)((u64)(v8) >> 32) * 9u) ^ (u32)(out[(3u & 3u)]) ^ (st->h * 7u);
        st->x0 = (u64)p0119_f0((s32)((u32)(((u32)((((a9[((u32)(((u8)((u32)(((u8)st->x2)) ^ (u32)0xffffffff))) & 7u)]) == (((s16)st->h)))) || (((out[((u32)(((u32)((u32)(((u32)st->x0)) << ((u32)(((u8)st->x2)) & 31u)))) & 3u)]) < (tid)))))) % 5u), a9 + ((u32)(((s32)(((isfinite(((f32)tid)) != 0)) && ((signbit(dg_canon(((f64)st->x0))) != 0))))) % 5u));
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = dg_fbits(st->x1);
        out[7] = (u32)(st->x2);
        out[8] = (u32)((u64)(st->x2) >> 32);
        out[9] = (u32)(st->h);
        out[10] = (u32)(((s8)dg_dclamp(fabs(((f64)st->x1)), -128.0, 127.0)));
    }
    DG_END
}

DG_PROGRAM(p0119, p0119_state, 70, 1, 7, 11, 1, 8192, 120u)
