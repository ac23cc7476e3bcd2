// diffgen program p0079: gen.py --seed 79 --name p0079 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s32 f0;
    s16 f1;
} p0079_S0;

FN s64 p0079_f0(s32 depth, s32 p0)
{
    BOOL v1 = ((BOOL)((isnan(((f64)depth)) != 0)));
    u8 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((u8)3);
    int2 sv4;
    sv4.x = p0;
    sv4.y = ((s32)dg_fclamp(__uint_as_float(0x848599c7u), -2147483648.0f, 2147483520.0f));
    s32 g5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)g5;
    (void)h6;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((s64)((v1) && (((__uint_as_float(0xcf000000u)) < (((f32)v1))))));
    p0 = (s32)p0079_f0(depth - 1, ((s32)v1));
    if (((((s16)depth)) != (((s16)-24471))) && ((((s8)depth)) >= (((s8)42)))) return ((s64)((((s64)0x47a4c6be00aa4f7bull)) & (((s64)v1))));
    B1:;
    v1 = ((BOOL)(((((s64)v1)) > (((s64)0x623fc624b7806660ull)))));
    if (g5 < 1 && ((__uint_as_float(0xcf000000u)) == (__uint_as_float(0x5f000000u)))) {
        g5++;
        goto B1;
    }
    if (((((s8)1)) == (((s8)86))) && (!(((((u32)depth)) > (63u))))) return ((s64)((((((f64)((f32)v1))) > (__longlong_as_double((s64)0x3eaf7c2e5f0005f8ull)))) ? (((s64)v1)) : (((s64)0x88fc119bd7e973eaull))));
    h6 = (((((u32)(p0) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(sv4.y) * 7u) ^ (u32)(a2[(0u & 7u)]) * 9u) ^ (u32)(a2[(7u & 7u)]);
    return ((s64)((u64)(((s64)((((((s64)0xffull)) != (((s64)0x3c3da62c65c8fc6cull)))) ? (((s64)0x96bc18dd6674a3b7ull)) : (((s64)(((s8)7))))))) ^ (u64)h6));
}

FN s8 p0079_f1(u32 p0, int2 p1, const f64 *p2)
{
    u8 v7 = ((u8)p0);
    s64 v8 = ((s64)((((((u8)p0)) >= (v7))) ? (((s64)p0)) : (((s64)v7))));
    s16 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = ((s16)((((s16)v8)) ^ (((s16)v7))));
    s32 n11 = 0, i12 = 0;
    u32 h13 = 0;
    (void)v7;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)n11;
    (void)i12;
    (void)h13;
    (void)p0;
    (void)p1;
    (void)p2;
    switch (((u32)(((s32)((775787102) | (p1.y)))) + (u32)v7) & 3u) {
    case 1: {
        n11 = (s32)((u32)(((u32)dg_div_u32((u32)(p0), (u32)(p0)))) % 3u) + 1;
        for (i12 = 0; i12 < n11; i12++) {
            v8 |= ((s64)((((u64)0xffffffffffffffffull)) < (((u64)0x2aull))));
        }
        break;
    }
    case 2: {
        v8 = ((s64)((p1.y) > (((s32)v7))));
    }
    /* fallthrough */
    case 3: {
        break;
    }
    default: {
        a9[((u32)(p1.y) & 7u)] = ((s16)((u32)(((s16)6045)) + (u32)(((s16)v7))));
        break;
    }
    }
    p0 |= ((u32)((p0) & (p0)));
    h13 = (((((u32)(p0) * 3u) ^ (u32)(p1.x) * 5u) ^ (u32)(p1.y) * 7u) ^ (u32)(dg_dbits(p2[(3u & 3u)]) >> 32) * 9u) ^ (u32)(a9[(7u & 7u)]);
    return ((s8)((u32)(((s8)(((s32)__float2uint_ru(dg_fclamp(((f32)p0), 0.0f, 4294967040.0f)))))) ^ (u32)h13));
}

typedef struct {
    s16 x0;
    s64 x1;
    s32 x2;
    u64 x3;
    u32 h;
    s32 arr[4];
} p0079_state;

DG_KERNEL(p0079_kernel, p0079_state)
{
    DG_BEGIN(p0079_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 14u;
        u32 c16 = 0;
        u32 c21 = 0;
        st->x0 = ((s16)__ldg(&in[0]));
        st->x1 = ((s64)gtid);
        st->x2 = ((s32)((u32)(((s32)-1)) - (u32)(2)));
        st->x3 = ((u64)dg_div_u64((u64)(((u64)st->x1)), (u64)(((u64)st->x2))));
        st->h = ((u32)((u32)(__ldg(&in[4])) * (u32)(((u32)st->x1))));
        st->arr[0] = ((s32)((u32)(st->x2) * (u32)(st->x2)));
        st->arr[1] = st->x2;
        st->arr[2] = ((s32)dg_div_s32((s32)(st->x2), (s32)(((s32)__ldg(&in[4])))));
        st->arr[3] = ((s32)(((signbit(dg_canonf(__uint_as_float(0x7fc00000u))) != 0)) ? (st->x2) : (((s32)st->h))));
        f32 v14 = (__uint_as_float(0x807fffffu) - ((f32)((u16)st->x0)));
        u32 v15 = ((c16 = bid), (u32)(c16 ^ ((u32)st->x0)));
        f64 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = (((f64)v14) + ((f64)v14));
        int2 sv19 = make_int2(((s32)((u32)(1) << ((u32)(st->x2) & 31u))), __double2int_rd(dg_dclamp(((f64)st->x0), -2147483648.0, 2147483647.0)));
        p0079_S0 sv20;
        sv20.f0 = ((s32)dg_dclamp(((f64)tid), -2147483648.0, 2147483647.0));
        sv20.f1 = ((s16)((((((s64)0x2d5e4f8d737af889ull)) >= (((s64)0x85db4d9c86f6dcb7ull)))) || (((((u16)st->h)) == (((u16)bid))))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)v15;
        (void)a17;
        (void)j18;
        (void)sv19;
        (void)sv20;
        (void)c16;
        (void)c21;
        if ((gtid % 5u) == 2u && ((st->x3) != (((u64)0x5dcbeea44dc1444bull)))) return;
        v15 = ((u32)((((u32)sizeof(sv20))) & (4259207301u)));
        st->x2 = ((s32)tid);
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(v15) * 5u) ^ (u32)(out[(3u & 3u)]) * 7u) ^ (u32)(st->arr[(0u & 3u)]) * 9u) ^ (u32)(dg_dbits(a17[(7u & 7u)]) >> 32) ^ (st->h * 7u);
        v14 = (f32)p0079_f0((s32)((u32)(((c21 = gtid), (u32)(c21 ^ v15))) % 3u), ((s32)((u32)(st->x2) - (u32)(st->arr[((u32)(sv19.x) & 3u)]))));
        st->h = (u32)p0079_f1(((u32)((((st->arr[((u32)(((u8)(out[((u32)(((u32)((u32)(gtid) + (u32)(((u32)st->x2))))) & 3u)]))) & 3u)]) != (((s32)-1919127666)))) ? (v15) : (((u32)(((isfinite(__uint_as_float(0xcf000000u)) != 0)) ? (bid) : (((u32)st->x2))))))), make_int2(((s32)((((s16)st->x2)) < (st->x0))), st->x2), &a17[((u32)(st->x1) % 5u)]);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        if ((gtid % 5u) == 1u && ((((u16)st->x3)) < (((u16)bid)))) return;
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->x3);
        out[9] = (u32)((u64)(st->x3) >> 32);
        out[10] = (u32)(st->h);
        out[11] = (u32)(((s8)sizeof(f32)));
        out[12] = (u32)(st->arr[0]);
        out[13] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0079, p0079_state, 100, 4, 5, 14, 1, 8192, 79u)
