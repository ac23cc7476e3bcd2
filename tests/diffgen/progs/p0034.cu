// diffgen program p0034: gen.py --seed 34 --name p0034 --include ../twin.h
#include "../twin.h"

typedef struct {
    BOOL f0;
    BOOL f1;
    s32 f2;
} p0034_S0;
typedef struct {
    u16 f0;
    f32 f1;
} p0034_S1;

FN longlong2 p0034_f0(u64 p0)
{
    s32 v1 = ((s32)p0);
    f32 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = __fsqrt_rn(((f32)p0));
    longlong2 sv4;
    sv4.x = ((s64)((u64)(((s64)0x7fffffffffffffffull)) << ((u32)(((u32)v1)) & 63u)));
    sv4.y = ((s64)dg_div_s64((s64)(((s64)p0)), (s64)(((s64)0x7ull))));
    s32 g5 = 0;
    s32 g6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)g5;
    (void)g6;
    (void)h7;
    (void)p0;
    B1:;
    v1 >>= ((u32)(((u32)v1)) & 31u);
    if (g5 < 2 && ((((s64)0xc7538abfa980c9f5ull)) != (sv4.x))) {
        g5++;
        goto B1;
    }
    if (((((((s64)p0)) > (sv4.y))) || (((((s64)0xa1109b3ccb39a279ull)) < (((s64)v1))))) && ((1.0e22) == (((f64)v1)))) return sv4;
    B2:;
    p0 = ((u64)0x0ull);
    if (g6 < 3 && (!(((312u) > (((u32)p0)))))) {
        g6++;
        goto B2;
    }
    h7 = (((((u32)(p0) * 3u) ^ (u32)((u64)(p0) >> 32) * 5u) ^ (u32)((u64)(sv4.x) >> 32) * 7u) ^ (u32)((u64)(sv4.y) >> 32) * 9u) ^ dg_fbits(a2[(0u & 7u)]);
    sv4.x = ((s64)((u64)(sv4.x) ^ (u64)h7));
    return sv4;
}

FN f32 p0034_f1(f64 p0, p0034_S1 p1)
{
    s32 v8 = ((s32)dg_dclamp(((f64)((u16)1)), -2147483648.0, 2147483647.0));
    f32 a9[4] = {0};
    s32 j10;
    for (j10 = 0; j10 < 4; j10++)
        a9[j10] = (100.0f * ((f32)j10));
    longlong2 sv11 = make_longlong2(((s64)v8), ((s64)((u64)0 - (u64)(((s64)v8)))));
    s32 n12 = 0, i13 = 0;
    s32 n14 = 0, i15 = 0;
    s32 g16 = 0;
    u32 h17 = 0;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)sv11;
    (void)n12;
    (void)i13;
    (void)n14;
    (void)i15;
    (void)g16;
    (void)h17;
    (void)p0;
    (void)p1;
    sv11 = p0034_f0(((u64)v8));
    n12 = (s32)((u32)(((u64)v8)) % 7u) + 1;
    for (i13 = 0; i13 < n12; i13++) {
        n14 = (s32)((u32)(((s32)dg_fclamp(((*(a9 + ((u32)(((u8)__brevll(((u64)v8)))) & 3u))) + ((f32)p0)), -2147483648.0f, 2147483520.0f))) % 8u);
        i15 = 0;
        do {
            p1.f0 = ((u16)((u32)(((u16)255)) + (u32)(((u16)i13))));
        } while (++i15 < n14);
    }
    B4:;
    sv11 = p0034_f0(((u64)((u64)(((u64)((((((u64)v8)) >= (((u64)0x6a8b29a5549b2f94ull)))) ? (((u64)0xca010f4f6cee6f8cull)) : (((u64)0x1ull))))) ^ (u64)0xffffffffffffffff)));
    if (g16 < 3 && ((p1.f1) >= ((*(a9 + ((u32)(((u32)((((((s8)20)) > (((s8)-127)))) ? (((u32)v8)) : (((u32)v8))))) & 3u)))))) {
        g16++;
        goto B4;
    }
    h17 = (((((u32)dg_dbits(p0) * 3u) ^ (u32)(v8) * 5u) ^ (u32)(p1.f0) * 7u) ^ dg_fbits(a9[(0u & 3u)]) * 9u) ^ dg_fbits(a9[(3u & 3u)]);
    return (__int_as_float(((s32)dg_fclamp(p1.f1, -2147483648.0f, 2147483520.0f))) + (f32)(h17 & 255u));
}

typedef struct {
    u32 x0;
    u16 x1;
    s32 x2;
    u32 h;
} p0034_state;

DG_SHARED s16 p0034_sh0[140];

DG_KERNEL(p0034_kernel, p0034_state)
{
    DG_BEGIN(p0034_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 6u;
        s16 c19 = 0;
        st->x0 = ((u32)((bid) ^ (__ldg(&in[4]))));
        st->x1 = ((u16)(((signbit(dg_canon(((f64)gtid))) != 0)) ? (((u16)__ldg(&in[2]))) : (((u16)gtid))));
        st->x2 = ((s32)((s32)(2147483647) >> ((u32)((*(in + ((u32)(((s64)dg_fclamp(__uint_as_float(0x9c49934fu), -9223372036854775808.0f, 9223371487098961920.0f))) % 5u)))) & 31u)));
        st->h = ((u32)((((((s16)__ldg(&in[3]))) != (((s16)-21523)))) ? (((u32)st->x2)) : (in[((u32)(((u8)((u32)0 - (u32)(((u8)93))))) % 5u)])));
        p0034_sh0[tid * 2u + 0u] = ((s16)((u32)(((s16)gtid)) * (u32)(((s16)-32768))));
        p0034_sh0[tid * 2u + 1u] = ((s16)__double2uint_rd(dg_dclamp(((f64)st->x0), 0.0, 4294967295.0)));
        s16 v18 = ((c19 = ((s16)-41)), (s16)(c19 ^ p0034_sh0[tid * 2u + ((u32)(((s32)((u32)(32) + (u32)(7)))) & 1u)]));
        longlong2 sv20 = make_longlong2(((s64)__ffs(st->x2)), ((s64)dg_div_s64((s64)(((s64)bid)), (s64)(((s64)gtid)))));
        p0034_S1 sv21;
        sv21.f0 = ((u16)__funnelshift_lc(in[((u32)(((s32)st->x0)) % 5u)], st->h, st->h));
        sv21.f1 = -0.0009765625f;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)sv20;
        (void)sv21;
        (void)c19;
        if (isnan((sv21.f1 / ((f32)gtid))) != 0) {
            st->x2 >>= ((u32)(((u32)v18)) & 31u);
        } else {
            st->h = ((u32)(isnan(((f32)st->x1)) != 0));
        }
        p0034_f1((((f64)-0.0009765625f) + ((((((s64)st->h)) < (((s64)st->x0)))) ? ((f64)st->h) : ((f64)sv21.f1))), sv21);
        if ((((s8)st->x2)) >= (((s8)94))) {
            v18 = ((s16)__float_as_uint(dg_canonf(((((((s64)bid)) < (((s64)0x8845b05b77a7825eull)))) ? ((f32)st->x2) : ((f32)((s8)gtid))))));
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)((u64)(sv20.x) >> 32) * 5u) ^ (u32)((u64)(sv20.y) >> 32) * 7u) ^ (u32)(sv21.f0) * 9u) ^ (u32)(p0034_sh0[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((s32)dg_div_s32((s32)(((s32)((u32)(st->x2) << ((u32)(bid) & 31u)))), (s32)(((s32)((st->x2) ^ (st->x2)))))));
        out[5] = (u32)(((u8)((u32)(((u8)st->x2)) << ((u32)(((s32)((((((u8)st->x0)) == (((u8)31)))) || (((gtid) == (((u32)v18))))))) & 31u))));
    }
    DG_END
}

DG_PROGRAM(p0034, p0034_state, 70, 1, 5, 6, 1, 2048, 34u)
