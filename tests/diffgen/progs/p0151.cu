// diffgen program p0151: gen.py --seed 152 --name p0151 --include ../twin.h
#include "../twin.h"

typedef struct {
    u8 f0;
    s16 f1;
    f32 f2[2];
} p0151_S0;
typedef struct {
    s32 f0;
} p0151_S1;

FN f32 p0151_f0(s32 depth, uint4 p0, u16 p1)
{
    s8 v1 = ((s8)depth);
    s8 v2 = ((s8)((u32)(v1) - (u32)(v1)));
    s32 g3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)h4;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((f32)((f64)((u8)117)));
    B2:;
    p0.w = __float2uint_rz(dg_fclamp((__uint_as_float(0x788b7989u) + ((f32)p1)), 0.0f, 4294967040.0f));
    if (g3 < 1 && ((((s64)depth)) <= (((s64)0xd2821457f7fa3a82ull)))) {
        g3++;
        goto B2;
    }
    p0.w = 1154432031u;
    v1 = ((s8)((u32)(((s8)127)) + (u32)(((s8)(depth)))));
    p1 = (u16)dg_fclamp(p0151_f0(depth - 1, p0, ((u16)dg_rem_u32((u32)(((u16)depth)), (u32)(p1)))), 0.0f, 65535.0f);
    h4 = (((((u32)(p1) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(p0.x) * 7u) ^ (u32)(p0.z) * 9u) ^ (u32)(p0.w);
    return ((((((((u64)v1)) != (((u64)p1)))) ? ((f32)p1) : ((f32)((s16)depth))) - ((f32)((u64)v2))) + (f32)(h4 & 255u));
}

FN s8 p0151_f1(f64 p0)
{
    u16 v5 = ((u16)((u32)0 - (u32)(((u16)31))));
    s32 v6 = ((s32)sizeof(s64));
    s32 a7[4] = {0};
    s32 j8;
    for (j8 = 0; j8 < 4; j8++)
        a7[j8] = ((s32)((j8) & (((s32)v5))));
    uint4 sv9 = make_uint4(((u32)v5), ((u32)dg_fclamp(((f32)v6), 0.0f, 4294967040.0f)), ((u32)((u32)(159u) * (u32)(((u32)v6)))), ((u32)sizeof(f32)));
    u32 h10 = 0;
    (void)v5;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)sv9;
    (void)h10;
    (void)p0;
    sv9.x = ((u32)__double2loint(dg_canon(p0)));
    h10 = (((((u32)(v6) * 3u) ^ (u32)(sv9.y) * 5u) ^ (u32)(sv9.z) * 7u) ^ (u32)(a7[(0u & 3u)]) * 9u) ^ (u32)(a7[(3u & 3u)]);
    return ((s8)((u32)(((s8)((((s8)((s32)(((s8)v5)) >> ((u32)(v6) & 31u)))) & (((s8)((((((f32)v6)) == (((f32)p0)))) ? (((s8)v6)) : (((s8)-128)))))))) ^ (u32)h10));
}

FN f64 p0151_f2(s32 p0, int2 p1)
{
    u32 c13 = 0;
    s64 v11 = ((s64)((u64)(((s64)0xffffffffffffffffull)) << ((u32)(0) & 63u)));
    uint4 sv12 = make_uint4(((u32)p0), ((c13 = ((u32)p0)), (u32)(c13 ^ 312u)), ((u32)p0), ((u32)dg_fclamp(((f32)v11), 0.0f, 4294967040.0f)));
    s32 g14 = 0;
    u32 h15 = 0;
    (void)v11;
    (void)sv12;
    (void)g14;
    (void)h15;
    (void)c13;
    (void)p0;
    (void)p1;
    B5:;
    if ((((u64)((((u64)v11)) & (((u64)0x2ull))))) != (((u64)0x846b94996cff17dbull))) {
        if ((!(((((s64)p0)) >= (v11)))) && ((((u8)1)) > (((u8)p0)))) return ((f64)((u16)35047));
    }
    if (g14 < 1 && ((((s16)p0)) > (((s16)-21350)))) {
        g14++;
        goto B5;
    }
    p0 >>= ((u32)(sv12.y) & 31u);
    h15 = (((((u32)(v11) * 3u) ^ (u32)(p1.x) * 5u) ^ (u32)(p1.y) * 7u) ^ (u32)(sv12.x) * 9u) ^ (u32)(sv12.z);
    return ((((((((s16)-32767)) <= (((s16)31786)))) ? 0.25 : ((f64)p0)) * ((f64)((u16)36292))) + (f64)(h15 & 255u));
}

typedef struct {
    s64 x0;
    f32 x1;
    f32 x2;
    f64 x3;
    u32 h;
    f64 arr[4];
} p0151_state;

DG_SHARED f64 p0151_sh0[40];
DG_SHARED s16 p0151_sh1[160];

DG_KERNEL(p0151_kernel, p0151_state)
{
    DG_BEGIN(p0151_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        s32 c17 = 0;
        st->x0 = ((s64)((((s64)0x404735bd471ff699ull)) ^ (((s64)0x8ull))));
        st->x1 = __int2float_rz(((s32)__ldg(&in[5])));
        st->x2 = ((f32)1849470218);
        st->x3 = (0.125 * ((f64)__ldg(&in[4])));
        st->h = ((u32)((u32)(((u32)st->x0)) + (u32)(36u)));
        st->arr[0] = (((f64)st->x2) / st->x3);
        st->arr[1] = ((f64)st->x0);
        st->arr[2] = (st->x3 / ((f64)((s8)__ldg(&in[3]))));
        st->arr[3] = fabs(st->x3);
        p0151_sh0[tid * 1u + 0u] = (st->x3 + st->x3);
        p0151_sh1[tid * 4u + 0u] = ((s16)((u32)(((s16)bid)) - (u32)(((s16)3))));
        p0151_sh1[tid * 4u + 1u] = ((s16)((s32)(((s16)tid)) >> ((u32)(((u8)255)) & 31u)));
        p0151_sh1[tid * 4u + 2u] = ((s16)((u32)(((s16)gtid)) * (u32)(((s16)-7119))));
        p0151_sh1[tid * 4u + 3u] = ((s16)((u32)(((s16)__ldg(&in[2]))) + (u32)(((s16)123))));
        s32 v16 = ((c17 = ((s32)gtid)), (s32)(c17 ^ ((s32)-1988009895)));
        s8 v18 = ((s8)(((s64)0x3full)));
        uint4 sv19 = make_uint4(((u32)(((s8)v16))), ((u32)dg_rem_u32((u32)((*(in + ((u32)(((u8)dg_dclamp(__longlong_as_double((s64)0xbff8000000000000ull), 0.0, 255.0))) % 6u)))), (u32)(4221589557u))), ((u32)dg_rem_u32((u32)(((u32)st->x0)), (u32)(3u))), out[((u32)(((u8)tid)) & 1u)]);
        int2 sv20 = make_int2(((s32)((u32)(v16) * (u32)(v16))), ((s32)dg_div_s32((s32)(v16), (s32)(8))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v18;
        (void)sv19;
        (void)sv20;
        (void)c17;
        st->x2 = p0151_f0((s32)((u32)(((u32)((out[((u32)(((u32)((2829541403u) & ((*(in + ((u32)(((u32)((u32)(st->h) >> ((u32)(v16) & 31u)))) % 6u))))))) & 1u)]) ^ (sv19.w)))) % 4u), make_uint4(bid, ((u32)((u32)(out[((u32)(((s32)((u32)(sv20.x) << ((u32)(((u8)bid)) & 31u)))) & 1u)]) * (u32)(tid))), ((u32)((u32)(sv19.x) << ((u32)(tid) & 31u))), ((u32)((((sv20.x) != (((s32)-1816065041)))) ? (out[((u32)(((s64)((u64)(((s64)v16)) + (u64)(st->x0)))) & 1u)]) : (gtid)))), ((u16)7));
        sv20.y = ((s32)v18);
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(sv19.z) * 7u) ^ (u32)(sv19.w) * 9u) ^ (u32)dg_dbits(p0151_sh0[tid * 1u + 0u]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        f32 v21 = (st->x1 / st->x1);
        uint4 sv22 = make_uint4(((u32)((u32)(gtid) >> ((u32)(((u8)162)) & 31u))), ((u32)((u32)(tid) * (u32)(gtid))), ((u32)dg_rem_u32((u32)(bid), (u32)(bid))), tid);
        int2 sv23 = make_int2(((s32)((u32)(((s32)st->h)) << ((u32)(((s32)-2147483647)) & 31u))), ((s32)((((s32)st->x0)) & (((s32)tid)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)sv22;
        (void)sv23;
        st->x0 = (s64)p0151_f1(((f64)st->x0));
        v21 = ((f32)st->x0);
        st->h = (((((u32)(bid) * 3u) ^ (u32)(sv22.w) * 5u) ^ (u32)(out[(0u & 1u)]) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)(dg_dbits(st->arr[(3u & 3u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        u32 c27 = 0;
        u32 c29 = 0;
        u16 v24 = ((u16)(((((*(in + ((u32)(((s32)((u32)(((s32)bid)) - (u32)(((s32)bid))))) % 6u)))) >= (1527408486u))) ? (((u16)bid)) : (((u16)st->h))));
        u16 v25 = v24;
        uint4 sv26;
        sv26.x = ((u32)((u32)(st->h) * (u32)(376u)));
        sv26.y = ((u32)((u32)(st->h) + (u32)(((u32)st->x0))));
        sv26.z = ((c27 = tid), (u32)(c27 ^ out[((u32)(((s32)st->h)) & 1u)]));
        sv26.w = ((u32)((255u) ^ (gtid)));
        int2 sv28;
        sv28.x = ((s32)gtid);
        sv28.y = ((s32)(~(u32)(1614371466)));
        s32 n30 = 0, i31 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)v25;
        (void)sv26;
        (void)sv28;
        (void)n30;
        (void)i31;
        (void)c27;
        (void)c29;
        if ((((c29 = ((u32)v24)), (u32)(c29 ^ 1688748877u))) != (((u32)st->x0))) {
            n30 = (s32)((u32)(((s32)dg_dclamp((st->x3 * st->x3), -2147483648.0, 2147483647.0))) % 7u);
            for (i31 = 0; i31 < n30; i31++) {
                st->x1 /= (-((((f32)((s64)0xbefa51c7bd14e47bull)) / ((f32)((s32)-624490857)))));
            }
        }
        v24 = ((u16)((u32)(v25) >> ((u32)(((s32)st->x0)) & 31u)));
        st->x2 = (__uint_as_float(0xc0cfd31bu) / ((f32)((u64)0x1ull)));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(dg_dbits(st->x3) >> 32) * 5u) ^ (u32)(in[(0u % 6u)]) * 7u) ^ (u32)(in[(5u % 6u)]) * 9u) ^ (u32)dg_dbits(p0151_sh0[(39u % 40u)]) ^ (st->h * 7u);
        st->x2 = (f32)p0151_f2(((s32)v25), make_int2(((s32)((((((s64)v24)) >= (((s64)tid)))) ? (32) : (sv28.x))), ((s32)((sv28.y) | (((s32)bid))))));
        out[2] = (u32)(st->x0);
        out[3] = (u32)((u64)(st->x0) >> 32);
        out[4] = dg_fbits(st->x1);
        out[5] = dg_fbits(st->x2);
        out[6] = (u32)dg_dbits(st->x3);
        out[7] = (u32)(dg_dbits(st->x3) >> 32);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((s16)dg_dclamp((st->x3 - st->x3), -32768.0, 32767.0)));
        out[10] = (u32)dg_dbits(st->arr[0]);
        out[11] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0151, p0151_state, 40, 2, 6, 12, 3, 8192, 152u)
