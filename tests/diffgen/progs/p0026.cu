// diffgen program p0026: gen.py --seed 26 --name p0026 --include ../twin.h
#include "../twin.h"

typedef struct {
    s16 f0;
    u64 f1[3];
    BOOL f2;
} p0026_S0;

FN BOOL p0026_f0(s16 p0)
{
    f32 v1 = ((f32)p0);
    BOOL v2 = ((BOOL)(((((u8)p0)) > (((u8)255)))));
    short2 sv3 = make_short2(((s16)((u32)(p0) - (u32)(((s16)v2)))), ((s16)v2));
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)h4;
    (void)p0;
    v2 = ((BOOL)((!((isfinite(((f64)v2)) != 0)))));
    p0 = ((s16)v2);
    h4 = (((((u32)(p0) * 3u) ^ dg_fbits(v1) * 5u) ^ (u32)(v2) * 7u) ^ (u32)(sv3.x) * 9u) ^ (u32)(sv3.y);
    return ((BOOL)(((u32)(((BOOL)((isnan((-(((f64)((s16)v2))))) != 0)))) ^ h4) & 1u));
}

FN BOOL p0026_f1(int2 p0, int2 p1)
{
    s16 v5 = ((s16)((u32)(((s16)19901)) << ((u32)(((u8)1)) & 31u)));
    s32 g6 = 0;
    s32 g7 = 0;
    u32 h8 = 0;
    (void)v5;
    (void)g6;
    (void)g7;
    (void)h8;
    (void)p0;
    (void)p1;
    B2:;
    if ((0.5) <= (((f64)((f32)v5)))) {
        v5 = (s16)p0026_f0(((s16)((((u64)0x42ed2a344dd96439ull)) > (((u64)v5)))));
    }
    if (g6 < 2 && (!(((((s16)-245)) >= (v5))))) {
        g6++;
        goto B2;
    }
    B3:;
    if ((__fadd_rn(1.0e10f, ((f32)((s8)v5)))) != (__uint_as_float(0x5f000000u))) {
        v5 |= (s16)(((s16)((v5) & (v5))));
    }
    if (g7 < 1 && ((((u32)v5)) > (32u))) {
        g7++;
        goto B3;
    }
    h8 = (((((u32)(v5) * 3u) ^ (u32)(p0.x) * 5u) ^ (u32)(p0.y) * 7u) ^ (u32)(p1.x) * 9u) ^ (u32)(p1.y);
    return ((BOOL)(((u32)(((BOOL)((u16)dg_fclamp(((f32)((f64)v5)), 0.0f, 65535.0f)))) ^ h8) & 1u));
}

typedef struct {
    s16 x0;
    u16 x1;
    s16 x2;
    f64 x3;
    u32 h;
    s16 arr[2];
} p0026_state;

DG_SHARED u64 p0026_sh0[254];
DG_SHARED f64 p0026_sh1[254];

DG_KERNEL(p0026_kernel, p0026_state)
{
    DG_BEGIN(p0026_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 14u;
        u64 c9 = 0;
        st->x0 = ((s16)(~(u32)(((s16)15114))));
        st->x1 = ((u16)__double2uint_ru(dg_dclamp(((f64)__ldg(&in[3])), 0.0, 4294967295.0)));
        st->x2 = ((s16)(((s8)-5)));
        st->x3 = __drcp_rn(((f64)bid));
        st->h = ((u32)(st->x1));
        st->arr[0] = ((s16)((u32)(((s16)255)) << ((u32)(((u8)12)) & 31u)));
        st->arr[1] = ((s16)((u32)(((s16)__ldg(&in[2]))) - (u32)(((s16)-1))));
        p0026_sh0[tid * 2u + 0u] = ((c9 = ((u64)0xfffffffffffffffeull)), (u64)(c9 ^ ((u64)st->x2)));
        p0026_sh0[tid * 2u + 1u] = ((u64)((u64)(((u64)0xabb218fbcd3606eeull)) - (u64)(((u64)__ldg(&in[0])))));
        p0026_sh1[tid * 2u + 0u] = ((f64)__ldg(&in[0]));
        p0026_sh1[tid * 2u + 1u] = ((f64)((u64)0xbe4250536d5b793bull));
        u32 v10 = tid;
        int2 sv11 = make_int2(35, ((s32)((u32)(((s32)-1)) * (u32)(((s32)v10)))));
        s32 g12 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v10;
        (void)sv11;
        (void)g12;
        (void)c9;
        B4:;
        st->x3 = ((f64)tid);
        if (g12 < 1 && ((((f32)st->x3)) <= (((f32)st->x0)))) {
            g12++;
            goto B4;
        }
        if ((((s8)__clz(((s32)tid)))) == (((s8)-90))) {
            if ((((s8)(!(((st->x3) == (((f64)((u8)bid)))))))) < (((s8)-34))) {
                st->x3--;
            } else {
                st->x0 = ((s16)dg_div_s32((s32)(st->x0), (s32)(((s16)14838))));
            }
        } else {
            if (isfinite(((((((s64)st->x1)) != (((s64)0xe3ull)))) ? -0.0f : ((f32)v10))) != 0) {
                st->x2 ^= (s16)(st->x0);
            }
        }
        st->x3 = ((f64)((s8)st->x1));
        st->h = (((((u32)(tid) * 3u) ^ (u32)dg_dbits(st->x3) * 5u) ^ (u32)(in[(0u % 5u)]) * 7u) ^ (u32)(st->arr[(0u & 1u)]) * 9u) ^ (u32)((u64)(p0026_sh0[tid * 2u + (0u & 1u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 14u;
        u16 v13 = st->x1;
        s64 v14 = ((s64)((s64)(((s64)st->x0)) >> ((u32)(in[((u32)(((s32)(((isfinite(((f32)((u8)0))) != 0)) ? (((s32)tid)) : (((s32)v13))))) % 5u)]) & 63u)));
        int2 sv15 = make_int2(((s32)dg_div_s32((s32)(((s32)gtid)), (s32)(((s32)gtid)))), ((s32)((v14) >= (((s64)0x61cdd3de3b5bce8eull)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)v14;
        (void)sv15;
        if ((((u8)(((u32)st->x1)))) >= (((u8)tid))) {
            st->x1 = v13;
        }
        st->x3 = ((((f64)65536.0f) - st->x3) + (((f64)((f32)v13)) / st->x3));
        sv15.y = ((s32)llmin(((s64)((u64)(v14) << ((u32)(((u32)v14)) & 63u))), ((s64)((((((u16)1)) <= (v13))) ? (((s64)bid)) : (v14)))));
        st->h = (((((u32)(sv15.y) * 3u) ^ (u32)(in[(4u % 5u)]) * 5u) ^ (u32)(st->arr[(1u & 1u)]) * 7u) ^ (u32)((u64)(p0026_sh0[(0u % 254u)]) >> 32) * 9u) ^ (u32)(p0026_sh0[(253u % 254u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 14u;
        s32 v16 = ((s32)-1255758312);
        s32 v17 = ((s32)((v16) & (v16)));
        int2 sv18;
        sv18.x = ((s32)((u32)(v17) << ((u32)(((u8)gtid)) & 31u)));
        sv18.y = ((s32)-182135317);
        s32 g19 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        (void)sv18;
        (void)g19;
        B5:;
        switch (((u32)(((u16)gtid)) + (u32)v16) & 7u) {
        case 1: {
            v16 = ((s32)((((s32)dg_dclamp(__longlong_as_double((s64)0xa79bff70eaebd85dull), -2147483648.0, 2147483647.0))) ^ (((s32)dg_dclamp(((f64)__uint_as_float(0x0883e77au)), -2147483648.0, 2147483647.0)))));
            break;
        }
        case 6: {
            sv18.y = __dp2a_lo(v16, sv18.x, sv18.x);
        }
        /* fallthrough */
        case 7: {
            v16 = (s32)p0026_f0(st->x0);
            break;
        }
        default: {
            break;
        }
        }
        if (g19 < 2 && (isinf(((f32)((s64)st->x0))) != 0)) {
            g19++;
            goto B5;
        }
        v17 = ((s32)dg_fclamp(((((((f64)((f32)tid))) <= (((f64)gtid)))) ? ((f32)v16) : 65536.0f), -2147483648.0f, 2147483520.0f));
        if ((gtid % 3u) == 2u && ((st->x2) != (((s16)5300)))) return;
        if ((st->arr[((u32)(((s32)((u32)(((s32)st->x0)) + (u32)(sv18.y)))) & 1u)]) > (((s16)(~(u32)(((s16)24866)))))) {
            if ((((s16)3)) > (((s16)18250))) {
                st->x3 *= (st->x3 / ((f64)((s64)gtid)));
            } else {
                if ((gtid % 5u) == 1u && ((st->h) == (1240809214u))) return;
            }
        } else {
            v17 |= ((s32)((((((s8)gtid)) < (((s8)tid)))) && (((((f32)((u32)st->x2))) > (((f32)st->x1))))));
        }
        st->h = (((((u32)(dg_dbits(st->x3) >> 32) * 3u) ^ (u32)(sv18.y) * 5u) ^ (u32)(out[(0u & 3u)]) * 7u) ^ (u32)((u64)(p0026_sh0[(0u % 254u)]) >> 32) * 9u) ^ (u32)dg_dbits(p0026_sh1[tid * 2u + (0u & 1u)]) ^ (st->h * 7u);
        v17 = (s32)p0026_f1(sv18, make_int2(((s32)((u32)(v17) - (u32)(((s32)st->x0)))), ((s32)0x80000000u)));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)dg_dbits(st->x3);
        out[8] = (u32)(dg_dbits(st->x3) >> 32);
        out[9] = (u32)(st->h);
        out[10] = (u32)(sv18.x);
        out[11] = (u32)(((u8)((u32)(((u8)(((signbit(dg_canon(st->x3)) != 0)) ? (((u8)bid)) : (((u8)tid))))) - (u32)(((u8)1)))));
        out[12] = (u32)(st->arr[0]);
        out[13] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0026, p0026_state, 127, 1, 5, 14, 3, 2048, 26u)
