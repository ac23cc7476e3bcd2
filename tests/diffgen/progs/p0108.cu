// diffgen program p0108: gen.py --seed 108 --name p0108 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0;
    u32 f1;
    u32 f2;
} p0108_S0;

FN s8 p0108_f0(u32 *p0, DG_REF(u32) p1, f32 p2)
{
    s32 c2 = 0;
    s32 v1 = ((c2 = 2147483647), (s32)(c2 ^ ((s32)DG_R(p1))));
    s32 v3 = ((s32)((v1) | (((s32)DG_R(p1)))));
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v3;
    (void)g4;
    (void)h5;
    (void)c2;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    if ((((s16)((((s16)DG_R(p1))) ^ (((s16)v3))))) >= (((s16)4347))) {
        v1 = ((s32)((u32)(v3) * (u32)(((s32)DG_R(p1)))));
    } else {
    }
    if (g4 < 1 && ((p2) < (((f32)((u8)v1))))) {
        g4++;
        goto B1;
    }
    v3 = ((s32)dg_fclamp(p2, -2147483648.0f, 2147483520.0f));
    h5 = (((((u32)(DG_R(p1)) * 3u) ^ dg_fbits(p2) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(v3) * 9u) ^ (u32)(p0[(3u & 3u)]);
    return ((s8)((u32)(((s8)((u32)(((s8)(((s16)v1)))) * (u32)(((s8)(((signbit(dg_canonf(p2)) != 0)) && (((((f32)((s8)v3))) != (1.0f))))))))) ^ (u32)h5));
}

typedef struct {
    u16 x0;
    s64 x1;
    s16 x2;
    u16 x3;
    u32 h;
} p0108_state;

DG_SHARED f64 p0108_sh0[70];

DG_KERNEL(p0108_kernel, p0108_state)
{
    DG_BEGIN(p0108_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        s16 c9 = 0;
        st->x0 = ((u16)((((u16)bid)) & (((u16)bid))));
        st->x1 = ((s64)(((s8)__ldg(&in[3]))));
        st->x2 = ((s16)dg_rem_s32((s32)(((s16)gtid)), (s32)(((s16)__ldg(&in[1])))));
        st->x3 = ((u16)sizeof(s8));
        st->h = ((u32)st->x1);
        p0108_sh0[tid * 1u + 0u] = __longlong_as_double((s64)0xf615a816e0ff0289ull);
        u32 v6 = ((u32)((st->h) & (in[((u32)(((u32)dg_div_u32((u32)(st->h), (u32)(((u32)st->x0))))) & 3u)])));
        u32 a7[8] = {0};
        s32 j8;
        for (j8 = 0; j8 < 8; j8++)
            a7[j8] = ((u32)((u32)(((u32)st->x3)) << ((u32)(((u8)j8)) & 31u)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)a7;
        (void)j8;
        (void)c9;
        st->h = ((u32)((tid) > (3459446248u)));
        st->x0 &= (u16)(((u16)((((u16)dg_dclamp(((f64)((s8)32)), 0.0, 65535.0))) | (((u16)((u32)(st->x3) << ((u32)(((s32)bid)) & 31u)))))));
        if ((((c9 = st->x2), (s16)(c9 ^ st->x2))) == (((s16)5422))) {
            st->x1 = ((s64)((s64)(st->x1) >> ((u32)(a7[((u32)(((u32)((((u32)st->x1)) ^ (bid)))) & 7u)]) & 63u)));
        } else {
            st->x2 = ((s16)((st->x2) & (((s16)-4))));
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)((u64)(st->x1) >> 32) * 9u) ^ (u32)(dg_dbits(p0108_sh0[tid * 1u + 0u]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        s32 v10 = ((s32)((u32)(((s32)st->x2)) << ((u32)(gtid) & 31u)));
        u32 a11[8] = {0};
        s32 j12;
        for (j12 = 0; j12 < 8; j12++)
            a11[j12] = ((u32)dg_div_u32((u32)(((u32)j12)), (u32)(((u32)st->x0))));
        int2 sv13;
        sv13.x = ((s32)(((u8)st->h)));
        sv13.y = ((s32)((((((u64)0x17cull)) > (((u64)0x19cull)))) ? (((s32)bid)) : (v10)));
        s32 g14 = 0;
        s32 g15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v10;
        (void)a11;
        (void)j12;
        (void)sv13;
        (void)g14;
        (void)g15;
        st->x1 = ((s64)((u64)(((s64)0xbad104a6e6c8943cull)) * (u64)(st->x1)));
        st->x3 |= (u16)(((u16)((u32)(st->x0) * (u32)(st->x3))));
        B3:;
        v10 = ((s32)((((__uint_as_float(0x00000000u)) <= (((f32)((f64)gtid))))) ? (((s32)__double_as_longlong(dg_canon(p0108_sh0[((u32)(((s64)__mul24(((s32)((s16)v10)), ((s32)st->x2)))) % 70u)])))) : (((s32)((v10) | (v10))))));
        if (g14 < 3 && ((((u64)v10)) == (((u64)st->x2)))) {
            g14++;
            goto B3;
        }
        B4:;
        v10 = (s32)p0108_f0(a11, DG_A(st->h), (((f32)__longlong_as_double((s64)0x7d6db97ae7204ae7ull)) - ((f32)((u8)bid))));
        if (g15 < 2 && ((((st->x0) == (((u16)3897)))) && (((v10) == (1966912288))))) {
            g15++;
            goto B4;
        }
        st->h = (((((u32)((u64)(st->x1) >> 32) * 3u) ^ (u32)(sv13.x) * 5u) ^ (u32)dg_dbits(p0108_sh0[(0u % 70u)]) * 7u) ^ (u32)dg_dbits(p0108_sh0[(69u % 70u)]) * 9u) ^ (u32)(a11[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        u64 v16 = ((u64)((((st->x3) < (((u16)19781)))) ? (((u64)0x249ull)) : (((u64)0x2ull))));
        u32 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((u32)(((s16)st->x3)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)a17;
        (void)j18;
        v16 = ((u64)(((isinf(((f64)v16)) != 0)) ? (((u64)st->x1)) : (((u64)sizeof(s32)))));
        a17[((u32)(((u8)((u32)(((u8)255)) >> ((u32)(st->h) & 31u)))) & 7u)] = ((u32)((u32)(((u32)((((271434573u) < (3672442340u))) ? (4294967294u) : (bid)))) * (u32)(((u32)(!(((st->x1) >= (((s64)0xa2cf0298435ffc25ull)))))))));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x0) * 7u) ^ (u32)dg_dbits(p0108_sh0[(0u % 70u)]) * 9u) ^ (u32)dg_dbits(p0108_sh0[(69u % 70u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        if ((gtid % 5u) == 1u && ((((st->x1) < (((s64)0x85b729dfc3d2385ull)))) || (((((f32)st->x1)) >= (((f32)st->h)))))) return;
        out[1] = (u32)(st->x1);
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->x3);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((u8)dg_div_u32((u32)(((u8)gtid)), (u32)(((u8)((u32)(((u8)bid)) + (u32)(((u8)st->x0))))))));
        out[7] = (u32)(((s64)0xffull));
    }
    DG_END
}

DG_PROGRAM(p0108, p0108_state, 70, 3, 4, 8, 3, 2048, 108u)
