// diffgen program p0014: gen.py --seed 14 --name p0014 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
    s16 f1;
    u16 f2;
} p0014_S0;

FN s8 p0014_f0(u16 p0, f64 p1)
{
    BOOL v1 = ((BOOL)((f64)__uint_as_float(0xcf000000u)));
    f64 v2 = (p1 + 3.0);
    u32 h3 = 0;
    (void)v1;
    (void)v2;
    (void)h3;
    (void)p0;
    (void)p1;
    p1 = (trunc(v2) / ((f64)((s32)p0)));
    h3 = (((((u32)(p0) * 3u) ^ (u32)dg_dbits(p1) * 5u) ^ (u32)(v1) * 7u) ^ (u32)dg_dbits(v2) * 9u) ^ (u32)(dg_dbits(v2) >> 32);
    return ((s8)((u32)(((s8)((s32)(((s8)((s32)(((s8)p0)) >> ((u32)(((u8)v1)) & 31u)))) >> ((u32)(((u32)((u32)(0u) - (u32)(((u32)p0))))) & 31u)))) ^ (u32)h3));
}

FN u64 p0014_f1(s32 depth, f64 p0)
{
    u64 v4 = ((u64)dg_fclamp(65536.0f, 0.0f, 18446742974197923840.0f));
    f32 v5 = __fadd_rn(((f32)v4), ((f32)((u8)depth)));
    s32 g6 = 0;
    s32 g7 = 0;
    u32 h8 = 0;
    (void)v4;
    (void)v5;
    (void)g6;
    (void)g7;
    (void)h8;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((u64)__hadd(depth, depth));
    B2:;
    if ((((depth) > (778043168))) && (((((u64)depth)) != (v4)))) {
        v5 = ((((((f64)v5)) < (__longlong_as_double((s64)0x7ff8000000000000ull)))) ? 1.0e10f : ((f32)depth));
    } else {
        v5 = ((f32)((s32)v4));
    }
    if (g6 < 2 && ((869876329u) != (((u32)v4)))) {
        g6++;
        goto B2;
    }
    if (!(((((s16)v4)) != (((s16)0))))) {
        if (isinf(((f64)depth)) != 0) {
            v4 = p0014_f1(depth - 1, ((f64)63u));
        } else {
            p0 = (f64)p0014_f0(((u16)(depth)), (((f64)depth) + p0));
        }
    } else {
        p0 = (f64)p0014_f0(((u16)((((u32)v4)) <= (2170348846u))), (0.125 / p0));
    }
    switch (((u32)(((s32)((((s32)((s32)(((s32)v4)) >> ((u32)(((u32)v4)) & 31u)))) & (((s32)((depth) | (depth))))))) + (u32)depth) & 3u) {
    case 1: {
        break;
    }
    case 3: {
        if (((signbit(dg_canon(p0)) != 0)) || (((((s8)v4)) <= (((s8)121))))) {
            if (((((u8)depth)) > (((u8)165))) && ((p0) >= (((f64)v4)))) return ((u64)dg_dclamp(p0, 0.0, 18446744073709549568.0));
        }
        break;
    }
    default: {
        p0 = 1.0;
        break;
    }
    }
    B3:;
    p0 = ((f64)depth);
    if (g7 < 2 && ((((u8)depth)) <= (((u8)22)))) {
        g7++;
        goto B3;
    }
    h8 = (((((u32)(depth) * 3u) ^ (u32)dg_dbits(p0) * 5u) ^ (u32)(dg_dbits(p0) >> 32) * 7u) ^ (u32)(v4) * 9u) ^ (u32)((u64)(v4) >> 32);
    return ((u64)((u64)(v4) ^ (u64)h8));
}

FN uint4 p0014_f2(DG_REF(s64) p0)
{
    u32 v9 = ((u32)DG_R(p0));
    uint4 sv10 = make_uint4(((u32)((((u32)DG_R(p0))) | (v9))), ((u32)dg_dclamp(((f64)DG_R(p0)), 0.0, 4294967295.0)), ((u32)dg_dclamp(4294967296.0, 0.0, 4294967295.0)), ((u32)((v9) ^ (1u))));
    double2 sv11;
    sv11.x = ((f64)((f32)((s8)v9)));
    sv11.y = ((f64)v9);
    u32 h12 = 0;
    (void)v9;
    (void)sv10;
    (void)sv11;
    (void)h12;
    (void)p0;
    if ((((u64)v9)) < (((u64)0x8ull))) {
        v9++;
    } else {
        v9 = ((u32)(((s16)DG_R(p0))));
    }
    sv10.x = ((u32)(!(((((u16)v9)) == (((u16)31477))))));
    h12 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(v9) * 5u) ^ (u32)(sv10.y) * 7u) ^ (u32)dg_dbits(sv11.x) * 9u) ^ (u32)(dg_dbits(sv11.y) >> 32);
    sv10.x = ((u32)((u32)(sv10.x) ^ (u32)h12));
    return sv10;
}

typedef struct {
    f32 x0;
    u64 x1;
    u8 x2;
    s16 x3;
    u32 h;
} p0014_state;

DG_SHARED u32 p0014_sh0[192];

DG_KERNEL(p0014_kernel, p0014_state)
{
    DG_BEGIN(p0014_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = (-(__uint_as_float(0x7f7fffffu)));
        st->x1 = ((u64)gtid);
        st->x2 = ((u8)dg_rem_u32((u32)(((u8)__ldg(&in[2]))), (u32)(((u8)__ldg(&in[1])))));
        st->x3 = ((s16)(((s32)-451966593)));
        st->h = __ldg(&in[3]);
        p0014_sh0[tid * 2u + 0u] = ((u32)((((s64)__ldg(&in[1]))) < (((s64)0x172d3751bc3b25bull))));
        p0014_sh0[tid * 2u + 1u] = ((u32)st->x1);
        f32 v13 = ((f32)((u8)121));
        uint4 sv14;
        sv14.x = out[((u32)(((s32)(isnan(((f64)st->x1)) != 0))) & 3u)];
        sv14.y = ((u32)((u32)(gtid) - (u32)(((u32)st->x1))));
        sv14.z = ((u32)((u32)(gtid) << ((u32)(st->x2) & 31u)));
        sv14.w = gtid;
        s32 n15 = 0, i16 = 0;
        s32 g17 = 0;
        s64 v18 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)sv14;
        (void)n15;
        (void)i16;
        (void)g17;
        (void)v18;
        n15 = (s32)((u32)(((u64)((((((st->x1) < (((u64)0x66e1bf20b58206deull)))) || (((((s8)tid)) >= (((s8)-28)))))) ? (st->x1) : (((u64)sizeof(u16)))))) % 3u) + 1;
        for (i16 = 0; i16 < n15; i16++) {
            st->x2 = ((u8)gtid);
        }
        B5:;
        sv14 = p0014_f2(DG_A(v18));
        if (g17 < 2 && ((((s16)255)) >= (((s16)-189)))) {
            g17++;
            goto B5;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(sv14.z) * 7u) ^ (u32)(out[(0u & 3u)]) * 9u) ^ (u32)(out[(3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        s8 v19 = ((s8)((((u64)0x3e718433e2b5f34dull)) > (((u64)0x3aull))));
        f32 v20 = (-(((f32)bid)));
        uint4 sv21 = make_uint4(umin(in[((u32)(((s32)sizeof(BOOL))) % 5u)], in[((u32)(st->x2) % 5u)]), 3u, ((u32)((u32)(349960390u) << ((u32)(gtid) & 31u))), tid);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)v20;
        (void)sv21;
        out[((u32)(((s64)__popc(((u32)st->x2)))) & 3u)] = ((u32)((gtid) | (((u32)st->x1))));
        p0014_f0(((u16)sizeof(s16)), ((((__uint_as_float(0x4a249c77u)) == (((f32)((f64)bid))))) ? (-(((f64)v20))) : ((f64)bid)));
        st->h = (((((u32)((u64)(st->x1) >> 32) * 3u) ^ (u32)(sv21.x) * 5u) ^ (u32)(sv21.y) * 7u) ^ (u32)(in[(0u % 5u)]) * 9u) ^ (u32)(in[(4u % 5u)]) ^ (st->h * 7u);
        st->x0 = (f32)p0014_f1((s32)((u32)(((u32)dg_rem_u32((u32)(in[((u32)(((s32)((((__longlong_as_double((s64)0xaf1012f2ecb6bbdcull)) <= (0.0000152587890625))) ? (32) : (((s32)st->x1))))) % 5u)]), (u32)(((u32)v19))))) % 5u), (((f64)((f32)st->x1)) + __ll2double_rd(((s64)st->h))));
        out[4] = dg_fbits(st->x0);
        if ((gtid % 5u) == 0u && ((((u64)0x706b002573d45ef4ull)) < (((u64)0xf580a649c26ea139ull)))) return;
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->x3);
        out[9] = (u32)(st->h);
        out[10] = dg_fbits(((-(v20)) - ((((v19) != (((s8)-61)))) ? v20 : ((f32)bid))));
    }
    DG_END
}

DG_PROGRAM(p0014, p0014_state, 96, 4, 5, 11, 2, 8192, 14u)
