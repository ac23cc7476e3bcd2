// diffgen program p0020: gen.py --seed 20 --name p0020 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
    s8 f1;
} p0020_S0;

FN s32 p0020_f0(s16 p0, f64 p1, f32 *p2)
{
    f32 v1 = ((f32)((u16)33657));
    s16 v2 = ((s16)((u32)(p0) << ((u32)(((u8)143)) & 31u)));
    u32 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((u32)(((u8)v2)));
    s32 g5 = 0;
    s32 n6 = 0, i7 = 0;
    s32 g8 = 0;
    u32 h9 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)g5;
    (void)n6;
    (void)i7;
    (void)g8;
    (void)h9;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    switch (((u32)(((u16)v2)) + (u32)v2) & 3u) {
    case 0: {
        p1 = ((f64)65536.0f);
        break;
    }
    case 2: {
        n6 = (s32)((u32)(((u32)((p0) != (((s16)((((((u64)p0)) <= (((u64)0xaaa47956ecf07bdbull)))) ? (p0) : (((s16)-32767)))))))) % 4u);
        for (i7 = 0; i7 < n6; i7++) {
            v1 = ((f32)((u8)p0));
        }
        break;
    }
    default: {
        if ((((u32)p0)) > (a3[((u32)(((u8)((u32)(((u8)v2)) << ((u32)(a3[((u32)(((s32)((u32)(((s32)v2)) * (u32)(((s32)p0))))) & 3u)]) & 31u)))) & 3u)])) {
            ++p1;
        }
        break;
    }
    }
    if (g5 < 2 && (isfinite(((f32)p0)) != 0)) {
        g5++;
        goto B1;
    }
    v2 |= (s16)(((s16)32));
    B2:;
    if (((((u64)0xd1ebb1b8bfa58e7aull)) == (((u64)v2))) && ((((s32)v2)) <= (((s32)-28532449)))) return ((s32)(((u8)v2)));
    if (g8 < 2 && (!((isnan(p2[((u32)(((s64)v2)) & 3u)]) != 0)))) {
        g8++;
        goto B2;
    }
    h9 = (((((u32)(p0) * 3u) ^ (u32)dg_dbits(p1) * 5u) ^ (u32)(dg_dbits(p1) >> 32) * 7u) ^ (u32)(a3[(0u & 3u)]) * 9u) ^ (u32)(a3[(3u & 3u)]);
    return ((s32)((u32)(__hadd(((s32)((((s32)-1)) ^ (((s32)-104827398)))), ((s32)(((isfinite(((f32)v2)) != 0)) ? (((s32)v2)) : (((s32)p0)))))) ^ (u32)h9));
}

FN s16 p0020_f1(s32 depth, u16 p0, DG_REF(s8) p1)
{
    u16 c16 = 0;
    u64 v10 = ((u64)__funnelshift_rc(4294967295u, 2191903356u, ((u32)depth)));
    u16 v11 = p0;
    f32 a12[8] = {0};
    s32 j13;
    for (j13 = 0; j13 < 8; j13++)
        a12[j13] = (((f32)v10) - ((f32)((f64)p0)));
    s32 n14 = 0, i15 = 0;
    u32 h17 = 0;
    (void)v10;
    (void)v11;
    (void)a12;
    (void)j13;
    (void)n14;
    (void)i15;
    (void)h17;
    (void)c16;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((s16)v11);
    DG_R(p1)++;
    n14 = (s32)((u32)(((u8)((depth) >= (((s32)((((s32)v11)) | (((s32)-2088004458)))))))) % 8u);
    for (i15 = 0; i15 < n14; i15++) {
        v11 = ((u16)((u32)(((c16 = ((u16)475)), (u16)(c16 ^ ((u16)v10)))) + (u32)(((u16)dg_div_u32((u32)(((u16)46137)), (u32)(v11))))));
    }
    v10 = (u64)p0020_f1(depth - 1, ((u16)sizeof(f64)), DG_A(DG_R(p1)));
    h17 = (((((u32)(depth) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)((u64)(v10) >> 32) * 7u) ^ (u32)(v11) * 9u) ^ dg_fbits(a12[(7u & 7u)]);
    return ((s16)((u32)(((s16)(~(u32)(((s16)-149))))) ^ (u32)h17));
}

typedef struct {
    u8 x0;
    BOOL x1;
    u32 h;
} p0020_state;

DG_SHARED u8 p0020_sh0[80];
DG_SHARED s32 p0020_sh1[40];

DG_KERNEL(p0020_kernel, p0020_state)
{
    DG_BEGIN(p0020_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = ((u8)((((u8)__ldg(&in[2]))) & (((u8)__ldg(&in[4])))));
        st->x1 = ((BOOL)(((((s32)bid)) < (1497047303))));
        st->h = ((u32)((u32)(7u) << ((u32)(((s32)__ldg(&in[1]))) & 31u)));
        p0020_sh0[tid * 2u + 0u] = ((u8)sizeof(f64));
        p0020_sh0[tid * 2u + 1u] = ((u8)dg_fclamp(((f32)bid), 0.0f, 255.0f));
        p0020_sh1[tid * 1u + 0u] = ((s32)((u32)(((s32)__ldg(&in[6]))) + (u32)(((s32)__ldg(&in[7])))));
        f32 v18 = __uint_as_float(0x3f800000u);
        f32 a19[8] = {0};
        s32 j20;
        for (j20 = 0; j20 < 8; j20++)
            a19[j20] = ((f32)st->x0);
        p0020_S0 sv21;
        sv21.f0 = __ull2double_ru(((u64)st->x0));
        sv21.f1 = ((s8)st->x1);
        s32 g22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)a19;
        (void)j20;
        (void)sv21;
        (void)g22;
        if (st->x1) {
            st->h = ((u32)(((s32)(((u16)gtid)))));
        }
        st->x1 = ((BOOL)(((((st->x0) <= (((u8)133)))) && (st->x1))));
        v18 = ((f32)((f64)gtid));
        B4:;
        if (isinf(((f32)0.0000152587890625)) != 0) {
            v18 = (f32)p0020_f0(((s16)st->x1), (((f64)sv21.f1) / (-(((f64)gtid)))), a19 + ((u32)(((s32)((u32)(2147483647) * (u32)(((s32)tid))))) % 5u));
        } else {
            st->x1 = ((BOOL)((u16)0));
        }
        if (g22 < 2 && ((((s64)st->x0)) != (((s64)0x4e274af04082e88eull)))) {
            g22++;
            goto B4;
        }
        st->h = (((((u32)(tid) * 3u) ^ dg_fbits(v18) * 5u) ^ (u32)dg_dbits(sv21.f0) * 7u) ^ (u32)(p0020_sh1[tid * 1u + 0u]) * 9u) ^ dg_fbits(a19[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 5u;
        s64 v23 = ((s64)((u64)(((s64)bid)) * (u64)(((s64)st->h))));
        u32 v24 = ((u32)((u32)(in[((u32)(((u8)st->h)) & 7u)]) ^ (u32)0xffffffff));
        f32 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = (((f32)v23) + 100.0f);
        p0020_S0 sv27;
        sv27.f0 = 3.0;
        sv27.f1 = ((s8)((((f64)st->x0)) >= (((f64)((s16)255)))));
        s8 v28 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)sv27;
        (void)v28;
        st->x1 = ((BOOL)((s16)-10701));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)((u64)(v23) >> 32) * 9u) ^ (u32)(p0020_sh0[(79u % 80u)]) ^ (st->h * 7u);
        st->x0 = (u8)p0020_f1((s32)((u32)(((u32)((u32)0 - (u32)(((u32)st->x0))))) % 4u), ((u16)(((s8)tid))), DG_A(v28));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)dg_dbits(((((((u16)v23)) == (((u16)gtid)))) ? ((f64)((s16)st->x1)) : ((f64)a25[((u32)(((s64)sizeof(sv27))) & 7u)])));
        out[4] = (u32)(((u64)sizeof(f64)));
    }
    DG_END
}

DG_PROGRAM(p0020, p0020_state, 40, 2, 8, 5, 2, 8192, 20u)
