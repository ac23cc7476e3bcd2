// diffgen program p0132: gen.py --seed 133 --name p0132 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s64 f0;
    f32 f1;
} p0132_S0;
typedef struct DG_ALIGN(8) {
    f32 f0;
    BOOL f1;
    u16 f2;
} p0132_S1;

FN u16 p0132_f0(f64 *p0)
{
    f32 v1 = ((f32)-1.0);
    s32 n2 = 0, i3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)n2;
    (void)i3;
    (void)h4;
    (void)p0;
    n2 = (s32)((u32)(((s32)((s32)(((s32)((u32)(((s32)0x80000000u)) << ((u32)(1u) & 31u)))) >> ((u32)(__clzll(((s64)0x8000000000000001ull))) & 31u)))) % 4u);
    i3 = 0;
    do {
        v1 = ((-(__uint_as_float(0xcf8bbe99u))) + (-(((f32)1024.0))));
        p0[((u32)(((s32)((u32)(i3) - (u32)(i3)))) & 3u)] = p0[((u32)(((s32)((((((u16)i3)) > (((u16)37518)))) ? (i3) : (i3)))) & 3u)];
    } while (++i3 < n2);
    h4 = ((((dg_fbits(v1) * 3u) ^ (u32)dg_dbits(p0[(0u & 3u)]) * 5u) ^ (u32)(dg_dbits(p0[(0u & 3u)]) >> 32) * 7u) ^ (u32)dg_dbits(p0[(3u & 3u)]) * 9u) ^ (u32)(dg_dbits(p0[(3u & 3u)]) >> 32);
    return ((u16)((u32)(((u16)((u32)(((u16)(((s64)0xb765cbc1d47924full)))) - (u32)(((u16)31))))) ^ (u32)h4));
}

FN s64 p0132_f1(s32 depth, u64 p0)
{
    u16 c11 = 0;
    u8 v5 = ((u8)((u32)(((u8)8)) << ((u32)(((u32)p0)) & 31u)));
    BOOL v6 = ((BOOL)(((((s64)depth)) != (((s64)0x493b59500b436b1bull)))));
    f64 a7[8] = {0};
    s32 j8;
    for (j8 = 0; j8 < 8; j8++)
        a7[j8] = ((((((u64)0xcd6d475e1085b1daull)) < (((u64)0x44e8f2027be1242eull)))) ? 9007199254740992.0 : ((f64)depth));
    u64 a9[16] = {0};
    s32 j10;
    for (j10 = 0; j10 < 16; j10++)
        a9[j10] = ((u64)((u64)(p0) + (u64)(p0)));
    s32 n12 = 0, i13 = 0;
    u32 h14 = 0;
    (void)v5;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)a9;
    (void)j10;
    (void)n12;
    (void)i13;
    (void)h14;
    (void)c11;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((s64)(~(u64)(((s64)depth))));
    if ((p0) >= (((u64)0xf485b93fc040a03bull))) {
        a7[((u32)(((s32)((depth) & (depth)))) & 7u)] = ((f64)p0);
    } else {
        a9[((u32)(((s32)(p0))) & 15u)] = ((u64)__popc(((u32)depth)));
    }
    if ((((c11 = ((u16)v5)), (u16)(c11 ^ ((u16)312)))) != (((u16)18360))) {
        v6 = (BOOL)(p0132_f0(a7 + ((u32)(((u8)__double2ll_rd(dg_dclamp(((f64)((f32)v6)), -9223372036854775808.0, 9223372036854774784.0)))) % 5u)) != 0);
    }
    n12 = (s32)((u32)((*(a9 + ((u32)(((s32)((depth) & (((s32)v6))))) & 15u)))) % 3u) + 1;
    i13 = 0;
    while (i13 < n12) {
        i13++;
        if ((ceilf(((f32)v5))) > (((f32)0.5))) {
            v6 = (BOOL)(p0132_f0(a7) != 0);
        } else {
            p0 += ((u64)((u64)(((u64)depth)) + (u64)(((u64)depth))));
        }
        v5++;
    }
    if ((((s8)v6)) < (((s8)((((((s16)1)) < (((s16)-11952)))) ? (((s8)66)) : (((s8)depth)))))) {
        v6 = ((BOOL)(((((u64)((u64)0 - (u64)(a9[((u32)(((u32)__double_as_longlong(dg_canon(((f64)v5))))) & 15u)])))) >= (((u64)0xee246fd932caa706ull)))));
    } else {
        v6 = ((BOOL)((s64)depth));
    }
    v6 = (BOOL)(p0132_f1(depth - 1, ((u64)(+(p0)))) != 0);
    h14 = (((((u32)(p0) * 3u) ^ (u32)((u64)(p0) >> 32) * 5u) ^ (u32)(v5) * 7u) ^ (u32)(a9[(0u & 15u)]) * 9u) ^ (u32)((u64)(a9[(0u & 15u)]) >> 32);
    return ((s64)((u64)(((s64)((u64)(((s64)((u64)(((s64)depth)) * (u64)(((s64)v5))))) - (u64)(((s64)v5))))) ^ (u64)h14));
}

typedef struct {
    f32 x0;
    f64 x1;
    u32 h;
} p0132_state;

DG_SHARED s16 p0132_sh0[192];

DG_KERNEL(p0132_kernel, p0132_state)
{
    DG_BEGIN(p0132_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = ((((100.0) == (0.125))) ? ((f32)__longlong_as_double((s64)0x41e0000000000000ull)) : 65536.0f);
        st->x1 = (((f64)-7.0f) - ((f64)__ldg(&in[4])));
        st->h = ((u32)dg_fclamp(((f32)st->x1), 0.0f, 4294967040.0f));
        p0132_sh0[tid * 4u + 0u] = ((s16)31);
        p0132_sh0[tid * 4u + 1u] = ((s16)((u32)0 - (u32)(((s16)__ldg(&in[4])))));
        p0132_sh0[tid * 4u + 2u] = ((s16)((((((f32)bid)) <= (((f32)__longlong_as_double((s64)0x7fefffffffffffffull))))) ? (((s16)bid)) : (((s16)__ldg(&in[1])))));
        p0132_sh0[tid * 4u + 3u] = ((s16)-1420);
        s8 v15 = ((s8)((u32)0 - (u32)(((s8)127))));
        s8 v16 = ((s8)(((s64)bid)));
        f64 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = (((f64)v16) + ((f64)((f32)gtid)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)v16;
        (void)a17;
        (void)j18;
        v16 -= (s8)(((s8)((u32)(v15) << ((u32)(((u8)v15)) & 31u))));
        st->h = ((u32)(((isfinite(((f32)1.0)) != 0)) ? (st->h) : (gtid)));
        st->h = ((((dg_fbits(st->x0) * 3u) ^ (u32)(in[(6u % 7u)]) * 5u) ^ (u32)(p0132_sh0[tid * 4u + (0u & 3u)]) * 7u) ^ (u32)(p0132_sh0[tid * 4u + (3u & 3u)]) * 9u) ^ (u32)(dg_dbits(a17[(0u & 7u)]) >> 32) ^ (st->h * 7u);
        v16 = (s8)p0132_f1((s32)((u32)(((u32)((((tid) >= (1473071416u))) || ((isnan(((f64)st->x0)) != 0))))) % 4u), ((u64)gtid));
        out[0] = dg_fbits(st->x0);
        out[1] = (u32)dg_dbits(st->x1);
        out[2] = (u32)(dg_dbits(st->x1) >> 32);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((s16)7));
    }
    DG_END
}

DG_PROGRAM(p0132, p0132_state, 48, 1, 7, 5, 1, 8192, 133u)
