// diffgen program p0168: gen.py --seed 169 --name p0168 --include ../twin.h
#include "../twin.h"

typedef struct {
    f32 f0;
    u64 f1[3];
    u64 f2;
} p0168_S0;
typedef struct {
    f32 f0[3];
} p0168_S1;

FN s32 p0168_f0(s32 depth, u8 p0)
{
    s32 c4 = 0;
    s32 v1 = ((s32)((u32)(((s32)p0)) << ((u32)(p0) & 31u)));
    u64 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((u64)dg_fclamp(((f32)((s32)p0)), 0.0f, 18446742974197923840.0f));
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h5;
    (void)c4;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((s32)((((((f64)((s16)30410))) >= (((f64)((u64)v1))))) && (((((s32)p0)) == (v1)))));
    p0 = ((u8)((((u8)depth)) & (p0)));
    if ((((u64)(depth))) <= (((u64)0x43be1a765479f0baull))) {
        v1 = ((s32)((((((f64)depth)) == (((f64)p0)))) ? (v1) : (((s32)p0))));
    } else {
        if ((((u64)(~(u64)(((u64)v1))))) != (((u64)((u64)(((u64)0x256ull)) - (u64)(a2[((u32)(((s32)dg_rem_s32((s32)(v1), (s32)(2)))) & 7u)]))))) {
            v1 = ((c4 = ((s32)((((s16)v1)) == (((s16)5579))))), (s32)(c4 ^ v1));
        }
    }
    if (((0.0f) >= (((f32)15u))) && ((((u16)p0)) == (((u16)57275)))) return ((s32)dg_fclamp(((f32)v1), -2147483648.0f, 2147483520.0f));
    v1 = p0168_f0(depth - 1, ((u8)__funnelshift_rc(368u, 4294967294u, ((u32)v1))));
    h5 = (((((u32)(depth) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(a2[(0u & 7u)]) * 7u) ^ (u32)((u64)(a2[(0u & 7u)]) >> 32) * 9u) ^ (u32)(a2[(7u & 7u)]);
    return ((s32)((u32)(v1) ^ (u32)h5));
}

typedef struct {
    s64 x0;
    s32 x1;
    f64 x2;
    u16 x3;
    u32 h;
    u32 arr[4];
} p0168_state;

DG_KERNEL(p0168_kernel, p0168_state)
{
    DG_BEGIN(p0168_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 15u;
        u32 c6 = 0;
        st->x0 = ((s64)__funnelshift_lc(__ldg(&in[6]), out[((u32)(((s32)((((s64)__ldg(&in[2]))) < (((s64)__ldg(&in[1])))))) & 3u)], __ldg(&in[3])));
        st->x1 = ((s32)((((((u8)tid)) > (((u8)208)))) || (((((f32)tid)) < (((f32)st->x0))))));
        st->x2 = __ull2double_ru(((u64)gtid));
        st->x3 = ((u16)gtid);
        st->h = ((u32)((u32)(0u) + (u32)(__ldg(&in[0]))));
        st->arr[0] = ((u32)((((u64)0x0ull)) < (((u64)__ldg(&in[3])))));
        st->arr[1] = ((u32)((u32)(__ldg(&in[1])) << ((u32)(in[((u32)(st->x0) & 7u)]) & 31u)));
        st->arr[2] = ((u32)sizeof(s32));
        st->arr[3] = ((c6 = ((u32)st->x0)), (u32)(c6 ^ __ldg(&in[1])));
        s8 v7 = ((s8)sizeof(u64));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v7;
        (void)c6;
        if ((((st->x2) == (((f64)((s16)st->x1))))) && (((gtid) > (2588382233u)))) {
            v7 = ((s8)dg_rem_s32((s32)(((s8)-128)), (s32)(((s8)0))));
        } else {
            switch (((u32)(((u32)__clz(((s32)(st->h))))) + (u32)st->x1) & 3u) {
            case 0: {
                st->arr[((u32)(((s64)(((s32)bid)))) & 3u)] = ((u32)((st->x0) == (((s64)0x2ull))));
                break;
            }
            default: {
                st->x0 = ((s64)((u64)(((s64)st->h)) + (u64)(((s64)0x474c86643bab0947ull))));
                break;
            }
            }
        }
        if ((((u64)st->x3)) < (((u64)((u64)(((u64)0xfffffffffffffffeull)) << ((u32)(((u8)bid)) & 63u))))) {
            out[((u32)(((s64)dg_dclamp(((f64)st->x3), -9223372036854775808.0, 9223372036854774784.0))) & 3u)] = ((u32)((u32)(1u) * (u32)(out[((u32)(((s32)((u32)(((s32)gtid)) * (u32)(st->x1)))) & 3u)])));
        } else {
            st->x0 >>= ((u32)(((u32)((u32)(3902454013u) - (u32)(tid)))) & 63u);
        }
        if (isnan((((f64)3.0f) - ((f64)v7))) != 0) {
        } else {
            if ((((s16)st->x1)) >= (((s16)-28014))) goto F1;
        }
        F1:;
        st->h = (((((u32)(bid) * 3u) ^ (u32)((u64)(st->x0) >> 32) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(dg_dbits(st->x2) >> 32) * 9u) ^ (u32)(st->arr[(3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 15u;
        f32 v8 = (-0.0f * __uint_as_float(0x65829827u));
        s32 g9 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)g9;
        B2:;
        st->x3 = ((u16)((((s16)((u32)(((s16)st->x0)) - (u32)(((s16)st->x3))))) == (((s16)-2097))));
        if (g9 < 1 && (!(((((s16)st->h)) < (((s16)bid)))))) {
            g9++;
            goto B2;
        }
        st->h = ((u32)dg_rem_u32((u32)(bid), (u32)(1u)));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(dg_dbits(st->x2) >> 32) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)(in[(0u & 7u)]) * 9u) ^ (u32)(in[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 15u;
        s8 c12 = 0;
        u32 c13 = 0;
        f32 v10 = __uint2float_rd(((u32)st->x1));
        u16 v11 = ((u16)(((s8)st->x1)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v10;
        (void)v11;
        (void)c12;
        (void)c13;
        if (((!((isnan(((f32)__longlong_as_double((s64)0x47efffffe0000000ull))) != 0)))) || (((((s64)tid)) != (((s64)0xbcf6e6de1d4a682eull))))) {
            if ((((c12 = ((s8)st->x0)), (s8)(c12 ^ ((s8)98)))) <= (((s8)gtid))) {
                if ((((s64)v11)) <= (((s64)0xf7de53f47e723ac8ull))) goto F3;
            } else {
                v11 = ((u16)14293);
            }
        }
        F3:;
        st->h = (((((u32)((u64)(st->x0) >> 32) * 3u) ^ (u32)dg_dbits(st->x2) * 5u) ^ (u32)(dg_dbits(st->x2) >> 32) * 7u) ^ (u32)(out[(3u & 3u)]) * 9u) ^ (u32)(st->arr[(3u & 3u)]) ^ (st->h * 7u);
        v11 = (u16)p0168_f0((s32)((u32)(((u32)((u32)(st->h) + (u32)(gtid)))) % 4u), ((u8)sizeof(u32)));
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        if ((gtid % 5u) == 2u && (isinf(st->x2) != 0)) return;
        out[7] = (u32)dg_dbits(st->x2);
        out[8] = (u32)(dg_dbits(st->x2) >> 32);
        out[9] = (u32)(st->x3);
        out[10] = (u32)(st->h);
        out[11] = (u32)(((s64)umax(((u32)dg_dclamp(((f64)100.0f), 0.0, 4294967295.0)), ((c13 = tid), (u32)(c13 ^ 0u)))));
        out[12] = (u32)(((s16)((((s16)dg_div_s32((s32)(((s16)-129)), (s32)(((s16)st->h))))) & (((s16)-32768)))));
        out[13] = (u32)(st->arr[0]);
        out[14] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0168, p0168_state, 150, 1, 8, 15, 3, 8192, 169u)
