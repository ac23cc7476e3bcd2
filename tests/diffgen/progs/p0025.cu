// diffgen program p0025: gen.py --seed 25 --name p0025 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s16 f0;
} p0025_S0;
typedef struct {
    s64 f0[3];
    BOOL f1;
    u32 f2[2];
} p0025_S1;

FN s8 p0025_f0(DG_REF(f32) p0, short2 p1, f64 p2)
{
    u32 v1 = ((u32)(~(u32)(434u)));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((p2) > (__longlong_as_double((s64)0x17b62df81fed2f36ull))) {
        if ((((((u64)v1)) <= (((u64)0x9249d4bda195b8f5ull)))) || (((((u16)v1)) >= (((u16)14562))))) {
            v1 += ((u32)((v1) | (v1)));
        }
    } else {
        if (((((s16)v1)) <= (((s16)7569))) && (!(((((s64)v1)) == (((s64)0x30df374a17e7fae2ull)))))) return ((s8)127);
    }
    h2 = ((((dg_fbits(DG_R(p0)) * 3u) ^ (u32)dg_dbits(p2) * 5u) ^ (u32)(dg_dbits(p2) >> 32) * 7u) ^ (u32)(v1) * 9u) ^ (u32)(p1.x);
    return ((s8)((u32)(((s8)v1)) ^ (u32)h2));
}

FN BOOL p0025_f1(u64 p0, s64 p1)
{
    u8 c9 = 0;
    s64 c11 = 0;
    s16 v3 = ((s16)-167);
    f64 a4[4] = {0};
    s32 j5;
    for (j5 = 0; j5 < 4; j5++)
        a4[j5] = ((f64)114u);
    short2 sv6 = make_short2(((s16)(p1)), ((s16)((v3) & (((s16)p1)))));
    s32 n7 = 0, i8 = 0;
    s32 g10 = 0;
    u32 h12 = 0;
    (void)v3;
    (void)a4;
    (void)j5;
    (void)sv6;
    (void)n7;
    (void)i8;
    (void)g10;
    (void)h12;
    (void)c9;
    (void)c11;
    (void)p0;
    (void)p1;
    n7 = (s32)((u32)(((u8)((u32)(((c9 = ((u8)v3)), (u8)(c9 ^ ((u8)1)))) + (u32)(((u8)(((s32)-939244554))))))) % 8u);
    i8 = 0;
    do {
        if (((((((s8)127)) <= (((s8)11)))) || (((((u64)0x0ull)) > (((u64)0x107ull))))) && ((((((f32)((f64)i8))) >= (1.0f))) && (((((f64)((f32)v3))) < (2.0))))) return ((BOOL)(((((s64)0xffffffffffffffffull)) == (p1))));
    } while (++i8 < n7);
    v3 ^= (s16)(((s16)(!(((((u64)v3)) == (p0))))));
    B2:;
    p1 ^= ((s64)((u64)(((s64)((((((s32)v3)) <= (109))) || (((((u32)v3)) != (2679427769u)))))) - (u64)(((c11 = ((s64)0xffull)), (s64)(c11 ^ ((s64)p0))))));
    if (g10 < 3 && (((isfinite(a4[((u32)(((s64)__float2uint_rd(dg_fclamp(((f32)p0), 0.0f, 4294967040.0f)))) & 3u)]) != 0)) && (((((u16)p0)) <= (((u16)p1)))))) {
        g10++;
        goto B2;
    }
    if ((isnan(((f32)((u8)v3))) != 0) && ((((u16)p0)) < (((u16)p1)))) return ((BOOL)(((p1) > (((s64)0xbbf15b4c8a6f49e4ull)))));
    h12 = (((((u32)((u64)(p0) >> 32) * 3u) ^ (u32)((u64)(p1) >> 32) * 5u) ^ (u32)(sv6.x) * 7u) ^ (u32)(sv6.y) * 9u) ^ (u32)(dg_dbits(a4[(3u & 3u)]) >> 32);
    return ((BOOL)(((u32)(((BOOL)(((((u32)p1)) > (((u32)((u32)0 - (u32)(7u)))))))) ^ h12) & 1u));
}

FN int2 p0025_f2(s32 depth, u32 p0, s32 p1, int2 p2)
{
    s16 c14 = 0;
    u32 c17 = 0;
    s16 v13 = ((c14 = ((s16)3595)), (s16)(c14 ^ ((s16)depth)));
    short2 sv15;
    sv15.x = ((s16)-32768);
    sv15.y = ((s16)sizeof(u8));
    int2 sv16;
    sv16.x = ((s32)((u32)(depth) + (u32)(depth)));
    sv16.y = depth;
    s32 g18 = 0;
    f32 v19 = 0.0f;
    u32 h20 = 0;
    (void)v13;
    (void)sv15;
    (void)sv16;
    (void)g18;
    (void)v19;
    (void)h20;
    (void)c14;
    (void)c17;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return p2;
    if ((v13) < (((s16)(((s8)depth))))) {
        p1 = ((s32)v13);
    } else {
        sv16 = p0025_f2(depth - 1, ((c17 = p0), (u32)(c17 ^ 0u)), ((s32)((31) ^ (depth))), sv16);
    }
    B3:;
    p0 = (u32)p0025_f0(DG_A(v19), make_short2(((s16)((u32)0 - (u32)(v13))), ((s16)((u32)(sv15.y) + (u32)(v13)))), __ull2double_rn(((u64)p1)));
    if (g18 < 2 && ((1.5) < (((f64)3397792159u)))) {
        g18++;
        goto B3;
    }
    h20 = (((((u32)(p1) * 3u) ^ (u32)(p2.x) * 5u) ^ (u32)(sv15.x) * 7u) ^ (u32)(sv15.y) * 9u) ^ (u32)(sv16.x);
    p2.x = ((s32)((u32)(p2.x) ^ (u32)h20));
    return p2;
}

typedef struct {
    u8 x0;
    s64 x1;
    u32 h;
    u64 arr[4];
} p0025_state;

DG_SHARED s16 p0025_sh0[64];

DG_KERNEL(p0025_kernel, p0025_state)
{
    DG_BEGIN(p0025_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        u32 c21 = 0;
        st->x0 = ((u8)255);
        st->x1 = ((s64)((u64)(((s64)__ldg(&in[5]))) * (u64)(((s64)__ldg(&in[2])))));
        st->h = ((c21 = __ldg(&in[2])), (u32)(c21 ^ out[((u32)(((s32)((((f32)gtid)) <= (__uint_as_float(0x4f000000u))))) & 1u)]));
        st->arr[0] = ((u64)((u64)0 - (u64)(((u64)0x1ull))));
        st->arr[1] = ((u64)__rhadd(63, ((s32)st->x1)));
        st->arr[2] = ((u64)0x113ull);
        st->arr[3] = ((u64)__ldg(&in[1]));
        p0025_sh0[tid * 1u + 0u] = ((s16)((((s16)__ldg(&in[5]))) ^ (((s16)tid))));
        s8 v22 = ((s8)ullmax(((u64)st->x0), ((u64)gtid)));
        short2 sv23 = make_short2(((s16)((u32)((*(p0025_sh0 + tid * 1u + 0u))) << ((u32)(((u32)st->x0)) & 31u))), ((s16)v22));
        int2 sv24;
        sv24.x = ((s32)-1326815315);
        sv24.y = ((s32)((((((u16)st->x1)) <= (((u16)277)))) ? (((s32)bid)) : (((s32)tid))));
        s32 n25 = 0, i26 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)sv23;
        (void)sv24;
        (void)n25;
        (void)i26;
        (void)c21;
        st->x1 = ((s64)(~(u64)(((s64)gtid))));
        n25 = (s32)((u32)(((u32)((((s32)dg_rem_s32((s32)(((s32)v22)), (s32)(((s32)tid))))) < (((s32)-1967604354))))) % 4u);
        for (i26 = 0; i26 < n25; i26++) {
            st->x1 = ((s64)((((u64)dg_fclamp(((f32)((f64)gtid)), 0.0f, 18446742974197923840.0f))) != (((u64)dg_div_u64((u64)(((u64)0x1adull)), (u64)(st->arr[((u32)(in[((u32)(((u8)((u32)(((u8)63)) - (u32)(((u8)0))))) % 6u)]) & 3u)]))))));
            if ((((s8)((((((s16)8)) >= (p0025_sh0[tid * 1u + 0u]))) ? (v22) : (v22)))) < (((s8)((u32)0 - (u32)(((s8)st->h)))))) {
                st->x0 = ((u8)2);
            }
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(sv24.x) * 5u) ^ (u32)(in[(5u % 6u)]) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)(st->arr[(0u & 3u)]) ^ (st->h * 7u);
        st->x1 = (s64)p0025_f1(((u64)(((u16)38375))), ((s64)gtid));
        sv24 = p0025_f2((s32)((u32)(st->h) % 6u), tid, ((s32)gtid), sv24);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((BOOL)(((((u16)(sv24.y))) != (((u16)((u32)(((u16)tid)) << ((u32)(((u32)v22)) & 31u))))))));
        out[7] = (u32)(st->arr[0]);
        out[8] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0025, p0025_state, 64, 3, 6, 9, 1, 8192, 25u)
