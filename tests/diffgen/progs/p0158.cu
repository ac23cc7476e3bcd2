// diffgen program p0158: gen.py --seed 159 --name p0158 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
} p0158_S0;
typedef struct DG_ALIGN(16) {
    s16 f0[4];
    s64 f1;
    BOOL f2;
} p0158_S1;

FN u16 p0158_f0(DG_REF(s16) p0)
{
    s8 v1 = ((s8)DG_R(p0));
    f64 v2 = ((f64)DG_R(p0));
    p0158_S0 sv3;
    sv3.f0 = (v2 + v2);
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)h4;
    (void)p0;
    DG_R(p0) = ((s16)((s32)(DG_R(p0)) >> ((u32)(((u8)v1)) & 31u)));
    v2 = (-(((f64)((u8)211))));
    h4 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(dg_dbits(v2) >> 32) * 7u) ^ (u32)dg_dbits(sv3.f0) * 9u) ^ (u32)(dg_dbits(sv3.f0) >> 32);
    return ((u16)((u32)(((u16)((u32)(((u16)((u32)0 - (u32)(((u16)0))))) << ((u32)(((u8)(7u))) & 31u)))) ^ (u32)h4));
}

FN s16 p0158_f1(s32 depth, s64 p0, s32 p1, f32 p2)
{
    s16 c10 = 0;
    s64 v5 = ((s64)((((((f32)p0)) > (((f32)((s8)depth))))) ? (p0) : (p0)));
    f64 v6 = (((f64)v5) + ((f64)v5));
    s32 n7 = 0, i8 = 0;
    u32 h9 = 0;
    (void)v5;
    (void)v6;
    (void)n7;
    (void)i8;
    (void)h9;
    (void)c10;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((s16)8);
    v6 = __dsqrt_rn(((f64)p0));
    v5 |= ((s64)((s64)(p0) >> ((u32)(((u8)p0)) & 63u)));
    n7 = (s32)((u32)(((s32)((u32)(((s32)((p1) | (p1)))) * (u32)(((s32)((2) | (((s32)-1)))))))) % 8u) + 1;
    i8 = 0;
    while (i8 < n7) {
        i8++;
        p0 = ((s64)((s64)(v5) >> ((u32)(((u8)3)) & 63u)));
    }
    v6 = (((f64)p0) - v6);
    p1 = (s32)p0158_f1(depth - 1, ((s64)dg_div_s64((s64)(((s64)0x1full)), (s64)(p0))), ((s32)(isfinite(v6) != 0)), __frcp_ru(p2));
    h9 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)((u64)(p0) >> 32) * 7u) ^ dg_fbits(p2) * 9u) ^ (u32)(v5);
    return ((s16)((u32)(((c10 = ((s16)((((s16)-32768)) | (((s16)depth))))), (s16)(c10 ^ ((s16)((u32)(((s16)p1)) * (u32)(((s16)p1))))))) ^ (u32)h9));
}

typedef struct {
    BOOL x0;
    s8 x1;
    f32 x2;
    u32 h;
} p0158_state;

DG_SHARED u8 p0158_sh0[128];

DG_KERNEL(p0158_kernel, p0158_state)
{
    DG_BEGIN(p0158_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((BOOL)((isfinite(((f64)gtid)) != 0)));
        st->x1 = ((s8)((((f64)gtid)) > (((f64)__ldg(&in[1])))));
        st->x2 = ((f32)st->x1);
        st->h = ((u32)((u32)(__ldg(&in[5])) + (u32)(in[((u32)(((u32)((((u32)st->x0)) & (out[((u32)(((s64)((u64)(((s64)__ldg(&in[1]))) - (u64)(((s64)0xbc237ef080bd96bfull))))) & 3u)])))) % 6u)])));
        p0158_sh0[tid * 1u + 0u] = ((u8)((st->x0) ? (((u8)204)) : (((u8)bid))));
        u16 v11 = ((u16)65534);
        u16 v12 = v11;
        s16 v13 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v11;
        (void)v12;
        (void)v13;
        st->h = (u32)p0158_f0(DG_A(v13));
        st->h = (u32)p0158_f0(DG_A(v13));
        st->h = ((((dg_fbits(st->x2) * 3u) ^ (u32)(v11) * 5u) ^ (u32)(v12) * 7u) ^ (u32)(in[(5u % 6u)]) * 9u) ^ (u32)(out[(0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        s8 v14 = ((s8)-128);
        s32 n15 = 0, i16 = 0;
        s16 v17 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)n15;
        (void)i16;
        (void)v17;
        n15 = (s32)((u32)(((s32)st->x0)) % 8u) + 1;
        for (i16 = 0; i16 < n15; i16++) {
            v14 = (s8)p0158_f0(DG_A(v17));
        }
        st->x2 = ((f32)((s32)st->x0));
        out[((u32)(((u8)dg_fclamp(__uint_as_float(0x6532430bu), 0.0f, 255.0f))) & 3u)] = ((u32)st->x1);
        p0158_sh0[tid * 1u + 0u] = ((u8)((((v14) > (st->x1))) ? (((u8)v14)) : (((u8)st->x0))));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x0) * 7u) ^ (u32)(v14) * 9u) ^ (u32)(p0158_sh0[tid * 1u + 0u]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        u16 v18 = ((u16)((st->x1) >= (((s8)127))));
        s32 g19 = 0;
        s16 v20 = 0;
        s32 g21 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)g19;
        (void)v20;
        (void)g21;
        B1:;
        if ((((u8)dg_dclamp(100.0, 0.0, 255.0))) == (((u8)169))) {
            st->x0 = ((BOOL)(((v18) == (((u16)63)))));
        }
        if (g19 < 1 && ((out[((u32)(gtid) & 3u)]) <= (361695030u))) {
            g19++;
            goto B1;
        }
        if ((((u64)st->x0)) > (((u64)v18))) {
            st->x1--;
        } else {
            if ((((((100.0f) >= (st->x2))) ? ((f64)((s16)st->h)) : __longlong_as_double((s64)0x4c128de9da9f2805ull))) == (__fma_rd(((f64)st->h), ((f64)st->h), ((f64)st->x2)))) {
                st->h = (u32)p0158_f0(DG_A(v20));
            } else {
                v18 >>= ((u32)(((u32)__double2hiint(dg_canon(((f64)v18))))) & 15u);
            }
        }
        B2:;
        st->x0 = (BOOL)(p0158_f0(DG_A(v20)) != 0);
        if (g21 < 2 && (((*(p0158_sh0 + ((u32)(((u32)(((s64)tid)))) & 127u)))) < ((*(p0158_sh0 + ((u32)(((u32)__double2ull_rd(dg_dclamp(((f64)((u64)gtid)), 0.0, 18446744073709549568.0)))) & 127u)))))) {
            g21++;
            goto B2;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(in[(5u % 6u)]) * 7u) ^ (u32)(out[(3u & 3u)]) * 9u) ^ (u32)(p0158_sh0[(127u & 127u)]) ^ (st->h * 7u);
        st->h = (u32)p0158_f1((s32)((u32)(((u32)dg_rem_u32((u32)(out[((u32)(((s64)(((s32)st->x1)))) & 3u)]), (u32)(bid)))) % 5u), ((s64)dg_div_s64((s64)(((s64)st->x0)), (s64)(((s64)gtid)))), ((s32)dg_fclamp(((f32)v20), -2147483648.0f, 2147483520.0f)), (((f32)((s16)tid)) * st->x2));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = dg_fbits(st->x2);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((BOOL)((!(((((s8)-127)) < (((s8)15))))))));
    }
    DG_END
}

DG_PROGRAM(p0158, p0158_state, 128, 4, 6, 9, 3, 8192, 159u)
