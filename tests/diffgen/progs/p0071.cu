// diffgen program p0071: gen.py --seed 71 --name p0071 --include ../twin.h
#include "../twin.h"

typedef struct {
    f32 f0;
    u16 f1;
    s16 f2;
} p0071_S0;
typedef struct DG_ALIGN(16) {
    BOOL f0;
    u64 f1[4];
    u64 f2;
} p0071_S1;

FN BOOL p0071_f0(s32 depth, u8 p0, u32 p1, s8 p2)
{
    s16 v1 = ((s16)__float2ll_rn(dg_fclamp(((f32)p0), -9223372036854775808.0f, 9223371487098961920.0f)));
    s32 g2 = 0;
    u32 h3 = 0;
    (void)v1;
    (void)g2;
    (void)h3;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((BOOL)(((((u16)p0)) > (((u16)1)))));
    v1 = (s16)p0071_f0(depth - 1, p0, ((u32)(~(u32)(p1))), ((s8)((u32)(p2) + (u32)(p2))));
    B1:;
    if ((__uint2float_rz(((u32)v1))) == (__uint_as_float(0xf3aba2f1u))) {
        switch (((u32)(((s32)((u32)(((s32)__sad(((s32)p2), ((s32)-510964735), 4294967294u))) << ((u32)(((s32)((depth) ^ (((s32)-10345966))))) & 31u)))) + (u32)v1) & 3u) {
        case 0: {
            p0 ^= (u8)(((u8)(v1)));
        }
        /* fallthrough */
        case 1: {
            break;
        }
        case 2: {
            p1 *= ((u32)(+(p1)));
        }
        /* fallthrough */
        case 3: {
            break;
        }
        }
    }
    if (g2 < 2 && ((((u16)p1)) < (((u16)255)))) {
        g2++;
        goto B1;
    }
    h3 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)(p1) * 7u) ^ (u32)(p2) * 9u) ^ (u32)(v1);
    return ((BOOL)(((u32)(((BOOL)(((((s16)((u32)(((s16)p0)) - (u32)(v1)))) > (((s16)p2)))))) ^ h3) & 1u));
}

FN s16 p0071_f1(DG_REF(u32) p0)
{
    f32 v4 = ((((-1.0f) != (((f32)((u16)DG_R(p0)))))) ? ((f32)((u8)DG_R(p0))) : __uint_as_float(0x3f800000u));
    u64 v5 = ((u64)DG_R(p0));
    u8 a6[16] = {0};
    s32 j7;
    for (j7 = 0; j7 < 16; j7++)
        a6[j7] = ((u8)((u32)0 - (u32)(((u8)198))));
    s32 n8 = 0, i9 = 0;
    u32 h10 = 0;
    (void)v4;
    (void)v5;
    (void)a6;
    (void)j7;
    (void)n8;
    (void)i9;
    (void)h10;
    (void)p0;
    n8 = (s32)((u32)(181u) % 7u) + 1;
    i9 = 0;
    do {
    } while (++i9 < n8);
    h10 = (((((u32)(DG_R(p0)) * 3u) ^ dg_fbits(v4) * 5u) ^ (u32)(v5) * 7u) ^ (u32)((u64)(v5) >> 32) * 9u) ^ (u32)(a6[(0u & 15u)]);
    return ((s16)((u32)(((s16)((s32)(((s16)((((((s8)DG_R(p0))) < (((s8)93)))) ? (((s16)-32768)) : (((s16)DG_R(p0)))))) >> ((u32)(((s32)((((s16)v5)) >= (((s16)2))))) & 31u)))) ^ (u32)h10));
}

FN BOOL p0071_f2(BOOL p0)
{
    u8 v11 = ((u8)((u32)(((u8)p0)) >> ((u32)(((u32)p0)) & 31u)));
    s16 a12[8] = {0};
    s32 j13;
    for (j13 = 0; j13 < 8; j13++)
        a12[j13] = ((s16)j13);
    u32 v14 = 0;
    s32 g15 = 0;
    u32 h16 = 0;
    (void)v11;
    (void)a12;
    (void)j13;
    (void)v14;
    (void)g15;
    (void)h16;
    (void)p0;
    p0 = (BOOL)(p0071_f1(DG_A(v14)) != 0);
    if (p0) {
        switch (((u32)(((s32)((s32)(8) >> ((u32)(v14) & 31u)))) + (u32)v11) & 3u) {
        case 1: {
            if (((((((s64)v11)) > (((s64)0xed8b292e60c2ababull)))) || (p0)) && ((((u16)v11)) < (((u16)p0)))) return ((BOOL)((u32)p0));
            break;
        }
        default: {
            v14 = (u32)p0071_f1(DG_A(v14));
            break;
        }
        }
    } else {
        v14 = ((u32)p0);
    }
    v14 = (u32)p0071_f1(DG_A(v14));
    B3:;
    v14 = ((u32)dg_rem_u32((u32)(((u32)(((s16)-134)))), (u32)(((u32)((u32)(((u32)p0)) - (u32)(((u32)v11)))))));
    if (g15 < 2 && ((((u16)37412)) == (((u16)p0)))) {
        g15++;
        goto B3;
    }
    h16 = (((((u32)(p0) * 3u) ^ (u32)(v11) * 5u) ^ (u32)(v14) * 7u) ^ (u32)(a12[(0u & 7u)]) * 9u) ^ (u32)(a12[(7u & 7u)]);
    return ((BOOL)(((u32)(((BOOL)((s64)dg_fclamp(__uint_as_float(0xbcf02373u), -9223372036854775808.0f, 9223371487098961920.0f)))) ^ h16) & 1u));
}

typedef struct {
    s16 x0;
    BOOL x1;
    u32 h;
    u8 arr[2];
} p0071_state;

DG_SHARED u32 p0071_sh0[640];

DG_KERNEL(p0071_kernel, p0071_state)
{
    DG_BEGIN(p0071_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((s16)tid);
        st->x1 = ((BOOL)(((((u16)__ldg(&in[3]))) != (((u16)1)))));
        st->h = ((u32)((u32)((*(out + ((u32)(((u32)st->x1)) & 1u)))) >> ((u32)(__ldg(&in[5])) & 31u)));
        st->arr[0] = ((u8)(((u64)0x3full)));
        st->arr[1] = ((u8)((((u8)__ldg(&in[1]))) | (((u8)2))));
        p0071_sh0[tid * 4u + 0u] = ((u32)((u32)(__ldg(&in[0])) * (u32)(176u)));
        p0071_sh0[tid * 4u + 1u] = ((u32)((((__ldg(&in[4])) != (3302307006u))) && (((((u64)st->x0)) > (((u64)0x2ull))))));
        p0071_sh0[tid * 4u + 2u] = ((u32)((__ldg(&in[4])) ^ (((u32)st->x1))));
        p0071_sh0[tid * 4u + 3u] = umax(__ldg(&in[5]), tid);
        u8 v17 = ((u8)((u32)(((u8)bid)) + (u32)(((u8)0))));
        p0071_S1 sv18;
        sv18.f0 = ((BOOL)(((((s16)st->x1)) >= (((s16)-2555)))));
        sv18.f1[0] = ((u64)st->x0);
        sv18.f1[1] = ((u64)st->x1);
        sv18.f1[2] = ((u64)st->x1);
        sv18.f1[3] = ((u64)((u64)(((u64)0x1ull)) << ((u32)(tid) & 63u)));
        sv18.f2 = ((u64)tid);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)sv18;
        if ((sv18.f1[2]) < (((u64)((u64)(((u64)st->x1)) ^ (u64)0xffffffffffffffff)))) {
            st->x0 = (s16)p0071_f2(((BOOL)(((((u8)255)) > (((u8)150))))));
        } else {
            st->x0 = p0071_f1(DG_A(st->h));
        }
        sv18.f2 = ((u64)dg_div_u64((u64)(((u64)((u64)(((u64)0x8ull)) << ((u32)(gtid) & 63u)))), (u64)(((u64)((u64)(((u64)0x7abd39b990ecc1ebull)) + (u64)(((u64)st->h)))))));
        st->h = (((((u32)(tid) * 3u) ^ (u32)((u64)(sv18.f1[2]) >> 32) * 5u) ^ (u32)(sv18.f1[3]) * 7u) ^ (u32)((u64)(sv18.f1[3]) >> 32) * 9u) ^ (u32)(in[(0u % 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        f32 v19 = 1.0e10f;
        u16 v20 = ((u16)((u32)(((u16)gtid)) >> ((u32)(((u8)27)) & 31u)));
        s32 n21 = 0, i22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)v20;
        (void)n21;
        (void)i22;
        if ((gtid % 5u) == 1u && ((1u) <= (3189589349u))) return;
        n21 = (s32)((u32)(((s32)v20)) % 3u) + 1;
        for (i22 = 0; i22 < n21; i22++) {
            if ((-7.0f) != ((((f32)((f64)tid)) - ((f32)gtid)))) {
                st->x1 = ((BOOL)(((((u64)bid)) <= (((u64)0xef37cb60cf7a35deull)))));
            } else {
                v19 = (f32)p0071_f2(((BOOL)(((((s64)v20)) > (((s64)st->x0))))));
            }
        }
        v19 += (((f32)gtid) * ((f32)((u64)0xffffffffffffffffull)));
        st->h = ((((dg_fbits(v19) * 3u) ^ (u32)(in[(0u % 7u)]) * 5u) ^ (u32)(out[(0u & 1u)]) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)(p0071_sh0[(639u % 640u)]) ^ (st->h * 7u);
        st->h = (u32)p0071_f0((s32)((u32)(out[((u32)(((s64)((u64)(((s64)0x0ull)) + (u64)(((s64)tid))))) & 1u)]) % 3u), ((u8)((((((s64)v20)) != (((s64)0x22ull)))) || (((st->x0) <= (((s16)-28575)))))), ((u32)((195370878u) ^ (st->h))), ((s8)dg_div_s32((s32)(((s8)v20)), (s32)(((s8)-114)))));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((s32)-1));
        out[6] = (u32)(st->arr[0]);
        out[7] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0071, p0071_state, 160, 3, 7, 8, 2, 8192, 71u)
