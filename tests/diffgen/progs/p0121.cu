// diffgen program p0121: gen.py --seed 122 --name p0121 --include ../twin.h
#include "../twin.h"

typedef struct {
    u16 f0;
    s8 f1;
    s16 f2;
} p0121_S0;

FN u32 p0121_f0(const u8 *p0, s64 p1, s8 p2)
{
    BOOL v1 = ((BOOL)(((((f32)p1)) <= (((f32)((u64)p2))))));
    u64 v2 = ((u64)((((((u64)0xd00f5c43f0e4031ull)) == (((u64)p1)))) || (((((s16)p2)) == (((s16)p1))))));
    f32 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = -0.0f;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    if (((-0.0f) != (((f32)((f64)v1)))) && ((((s32)v2)) != (((s32)p1)))) return ((u32)((u32)(((u32)v2)) * (u32)(((u32)p2))));
    h5 = (((((u32)(p1) * 3u) ^ (u32)((u64)(v2) >> 32) * 5u) ^ (u32)(p0[(0u & 3u)]) * 7u) ^ dg_fbits(a3[(0u & 15u)]) * 9u) ^ dg_fbits(a3[(15u & 15u)]);
    return ((u32)((u32)(571u) ^ (u32)h5));
}

FN s32 p0121_f1(DG_REF(s16) p0, f64 p1)
{
    BOOL v6 = ((BOOL)(((((((u16)37528)) >= (((u16)31)))) || (((((s8)2)) > (((s8)8)))))));
    u8 a7[8] = {0};
    s32 j8;
    for (j8 = 0; j8 < 8; j8++)
        a7[j8] = ((u8)dg_div_u32((u32)(((u8)54)), (u32)(((u8)DG_R(p0)))));
    u32 h9 = 0;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)h9;
    (void)p0;
    (void)p1;
    switch (((u32)(549486482) + (u32)DG_R(p0)) & 7u) {
    case 1: {
        --DG_R(p0);
    }
    /* fallthrough */
    case 7: {
        p1 = (f64)p0121_f0(a7, ((s64)0xffffffffffffffffull), ((s8)((((s8)127)) | (((s8)127)))));
        break;
    }
    }
    DG_R(p0) = ((s16)((s32)(((s16)((u32)(DG_R(p0)) << ((u32)(4294967294u) & 31u)))) >> ((u32)(((s32)(((u32)v6)))) & 31u)));
    p1 = (f64)p0121_f0(a7 + ((u32)(((s32)((s32)(((s32)-1638051379)) >> ((u32)(3092946857u) & 31u)))) % 5u), ((s64)__double2uint_ru(dg_dclamp(floor(((f64)v6)), 0.0, 4294967295.0))), ((s8)v6));
    h9 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)dg_dbits(p1) * 5u) ^ (u32)(dg_dbits(p1) >> 32) * 7u) ^ (u32)(v6) * 9u) ^ (u32)(a7[(0u & 7u)]);
    return ((s32)((u32)(((s32)(((s64)0x0ull)))) ^ (u32)h9));
}

typedef struct {
    u16 x0;
    s64 x1;
    u32 h;
    s16 arr[2];
} p0121_state;

DG_SHARED s16 p0121_sh0[70];

DG_KERNEL(p0121_kernel, p0121_state)
{
    DG_BEGIN(p0121_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((u16)((u32)(((u16)58095)) - (u32)(((u16)__ldg(&in[0])))));
        st->x1 = ((s64)dg_rem_s64((s64)(((s64)0xffffffffffffffd3ull)), (s64)(((s64)gtid))));
        st->h = in[((u32)(((u8)150)) & 3u)];
        st->arr[0] = ((s16)tid);
        st->arr[1] = ((s16)((u32)(((s16)248)) - (u32)(((s16)-1))));
        p0121_sh0[tid * 1u + 0u] = ((s16)((u32)(((s16)-1)) << ((u32)((*(in + ((u32)(((s64)((u64)(((s64)st->x0)) ^ (u64)0xffffffffffffffff))) & 3u)))) & 31u)));
        u64 v10 = ((u64)__float2int_rd(dg_fclamp(((f32)((f64)st->h)), -2147483648.0f, 2147483520.0f)));
        u8 a11[8] = {0};
        s32 j12;
        for (j12 = 0; j12 < 8; j12++)
            a11[j12] = ((u8)254);
        s16 v13 = 0;
        s32 g14 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v10;
        (void)a11;
        (void)j12;
        (void)v13;
        (void)g14;
        v10 = ((u64)__float2ll_rz(dg_fclamp(((f32)tid), -9223372036854775808.0f, 9223371487098961920.0f)));
        if ((((s32)((((s32)-1874080785)) ^ (((s32)tid))))) <= (547596237)) {
            if (!(((((f64)((f32)bid))) <= (((f64)st->x0))))) {
                st->h = (u32)p0121_f1(DG_A(v13), __longlong_as_double((s64)0x0010000000000000ull));
            } else {
                v10 = (u64)p0121_f1(DG_A(v13), (((f64)tid) * ((f64)st->x0)));
            }
        }
        B2:;
        if ((((s64)((((u8)v13)) >= (((u8)31))))) <= (((s64)0x40f30f6629829441ull))) {
            switch (((u32)(((s32)v10)) + (u32)st->h) & 3u) {
            case 2: {
                st->x0 = ((u16)((u32)(st->x0) ^ (u32)0xffffffff));
                break;
            }
            case 3: {
                st->x0 = ((u16)(((isfinite(((f64)st->x1)) != 0)) ? (st->x0) : (((u16)tid))));
                break;
            }
            default: {
                st->h = ((u32)dg_dclamp(((f64)v13), 0.0, 4294967295.0));
                break;
            }
            }
        }
        if (g14 < 2 && (!((signbit(dg_canon(100.0)) != 0)))) {
            g14++;
            goto B2;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(v10) * 7u) ^ (u32)(v13) * 9u) ^ (u32)(st->arr[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        u8 c21 = 0;
        u32 v15 = ((u32)(((u8)st->h)));
        u16 v16 = ((u16)(((isnan(((f32)st->x1)) != 0)) ? (((u16)14791)) : (st->x0)));
        u8 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((u8)j18);
        s32 n19 = 0, i20 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)v16;
        (void)a17;
        (void)j18;
        (void)n19;
        (void)i20;
        (void)c21;
        n19 = (s32)((u32)(((u8)((u32)(a17[((u32)(((s64)((((s16)tid)) > (((s16)-23087))))) & 7u)]) << ((u32)(1634852322) & 31u)))) % 4u) + 1;
        for (i20 = 0; i20 < n19; i20++) {
            st->h = p0121_f0(a17, ((s64)__clzll(st->x1)), ((s8)dg_fclamp(((((0.5) <= (((f64)v15)))) ? ((f32)st->x0) : ((f32)st->x0)), -128.0f, 127.0f)));
            switch (((u32)(((s32)dg_fclamp(truncf(((f32)st->h)), -2147483648.0f, 2147483520.0f))) + (u32)st->x0) & 3u) {
            case 2: {
                v15 = p0121_f0(&a17[((u32)(((c21 = ((u8)gtid)), (u8)(c21 ^ (*(a17 + ((u32)(((s64)((((s64)st->x0)) | (st->x1)))) & 7u)))))) % 5u)], ((s64)__float2uint_ru(dg_fclamp(((f32)((f64)v16)), 0.0f, 4294967040.0f))), ((s8)((s32)(((s8)-1)) >> ((u32)(((u8)12)) & 31u))));
                break;
            }
            default: {
                st->h <<= ((u32)(((u32)((a17[((u32)(((s32)((((((f32)((s64)0x7fffffffffffffffull))) > (((f32)((u16)st->h))))) ? (((s32)-1678287892)) : (i20)))) & 7u)]) > (a17[((u32)(((u8)sizeof(BOOL))) & 7u)])))) & 31u);
                break;
            }
            }
        }
        st->x0 -= (u16)(((u16)__double2loint(dg_canon(fdim(((f64)v16), __longlong_as_double((s64)0x745c27ac1834fb9full))))));
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(in[(0u & 3u)]) * 7u) ^ (u32)(st->arr[(0u & 1u)]) * 9u) ^ (u32)(st->arr[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        s32 v22 = ((s32)((((((u64)tid)) != (((u64)bid)))) ? (((s32)st->x0)) : (0)));
        u64 v23 = ((u64)st->x1);
        u8 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((u8)__umul64hi(((u64)tid), v23));
        s32 g26 = 0;
        s32 n27 = 0, i28 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)a24;
        (void)j25;
        (void)g26;
        (void)n27;
        (void)i28;
        B3:;
        st->x0 = (u16)p0121_f0(a24 + ((u32)(((s64)(isfinite(((f64)v23)) != 0))) % 5u), ((s64)((((st->x1) != (((s64)0x797b20ce9f9416b5ull)))) ? (st->x1) : (st->x1))), ((s8)((((s8)((u32)(((s8)st->x1)) << ((u32)(v22) & 31u)))) | (((s8)63)))));
        if (g26 < 2 && ((((u8)3)) == (((u8)160)))) {
            g26++;
            goto B3;
        }
        n27 = (s32)((u32)(((u8)((u32)(((u8)1)) + (u32)(((u8)ullmax(v23, v23)))))) % 8u);
        i28 = 0;
        while (i28 < n27) {
            i28++;
            v23 >>= ((u32)(bid) & 63u);
            v23 -= ((u64)((((u64)dg_rem_u64((u64)(v23), (u64)(v23)))) >= (((u64)0xa47c6db59d201ffbull))));
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(v22) * 5u) ^ (u32)(v23) * 7u) ^ (u32)((u64)(v23) >> 32) * 9u) ^ (u32)(a24[(7u & 7u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((BOOL)((s32)((((((u32)st->x0)) >= (((u32)v22)))) ? (((s32)gtid)) : (((s32)-1667057921))))));
        out[5] = (u32)(((BOOL)(((((u32)(~(u32)(((u32)v23))))) <= (2277787557u)))));
        out[6] = (u32)(st->arr[0]);
        out[7] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0121, p0121_state, 70, 3, 4, 8, 3, 2048, 122u)
