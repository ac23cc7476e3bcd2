// diffgen program p0164: gen.py --seed 165 --name p0164 --include ../twin.h
#include "../twin.h"

typedef struct {
    u32 f0[2];
} p0164_S0;

FN s8 p0164_f0(u32 p0, u32 p1, const f64 *p2)
{
    u8 v1 = ((u8)__urhadd(p0, p0));
    u64 v2 = ((u64)0x1ull);
    f32 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = ((f32)j4);
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    v2 *= ((u64)p1);
    v2 = ((u64)((((((((s8)-108)) < (((s8)42)))) || (((((u16)p1)) > (((u16)11681)))))) && (((((((u16)76)) < (((u16)p1)))) && (((v1) > (((u8)3))))))));
    h5 = (((((u32)(p0) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(v2) * 7u) ^ (u32)(dg_dbits(p2[(0u & 1u)]) >> 32) * 9u) ^ (u32)dg_dbits(p2[(1u & 1u)]);
    return ((s8)((u32)(((s8)8)) ^ (u32)h5));
}

FN f64 p0164_f1(s64 p0)
{
    f32 v6 = (((f32)2.0) / ((f32)((u16)p0)));
    u16 v7 = ((u16)((u32)(((u16)65534)) >> ((u32)(((u8)255)) & 31u)));
    f64 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = copysign(((f64)p0), dg_canon(((f64)v7)));
    f64 a10[16] = {0};
    s32 j11;
    for (j11 = 0; j11 < 16; j11++)
        a10[j11] = ((((369u) < (3603801950u))) ? ((f64)j11) : ((f64)j11));
    s32 g12 = 0;
    u32 h13 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)a10;
    (void)j11;
    (void)g12;
    (void)h13;
    (void)p0;
    B2:;
    --v6;
    if (g12 < 1 && ((((((u64)v7)) <= (((u64)p0)))) || (((((f64)v6)) >= (((f64)v7)))))) {
        g12++;
        goto B2;
    }
    if (((31) == (0)) && ((v7) != (((u16)p0)))) return a10[((u32)(((s64)((((((u32)v7)) > (1893570517u))) ? (((s64)v7)) : (p0)))) & 15u)];
    h13 = ((((dg_fbits(v6) * 3u) ^ (u32)(v7) * 5u) ^ (u32)dg_dbits(a10[(0u & 15u)]) * 7u) ^ (u32)(dg_dbits(a10[(0u & 15u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a10[(15u & 15u)]) >> 32);
    return (__longlong_as_double((s64)0x0000000000000001ull) + (f64)(h13 & 255u));
}

typedef struct {
    f32 x0;
    u64 x1;
    u16 x2;
    BOOL x3;
    u32 h;
    u8 arr[4];
} p0164_state;

DG_SHARED u64 p0164_sh0[512];
DG_SHARED f64 p0164_sh1[256];
DG_SHARED u8 p0164_sh2[512];

DG_KERNEL(p0164_kernel, p0164_state)
{
    DG_BEGIN(p0164_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 13u;
        u8 c14 = 0;
        st->x0 = (-(((f32)__ldg(&in[4]))));
        st->x1 = ((u64)((u64)(((u64)0xe45b27a669fb87d9ull)) - (u64)(((u64)0x4941ad91802b3d8bull))));
        st->x2 = ((u16)((((524u) != (((u32)st->x1)))) ? (((u16)1)) : (((u16)14409))));
        st->x3 = ((BOOL)__ldg(&in[6]));
        st->h = ((u32)((u32)(514794818u) - (u32)(__ldg(&in[3]))));
        st->arr[0] = ((u8)sizeof(s32));
        st->arr[1] = ((c14 = ((u8)63)), (u8)(c14 ^ ((u8)tid)));
        st->arr[2] = ((u8)((u32)(((u8)__ldg(&in[3]))) + (u32)(((u8)0))));
        st->arr[3] = ((u8)((((u8)3)) ^ (((u8)219))));
        p0164_sh0[tid * 4u + 0u] = ((u64)((((s8)__ldg(&in[0]))) <= (((s8)-1))));
        p0164_sh0[tid * 4u + 1u] = st->x1;
        p0164_sh0[tid * 4u + 2u] = ((u64)((u64)(st->x1) + (u64)(st->x1)));
        p0164_sh0[tid * 4u + 3u] = ((u64)__ldg(&in[6]));
        p0164_sh1[tid * 2u + 0u] = ((f64)((s32)__ldg(&in[4])));
        p0164_sh1[tid * 2u + 1u] = ((st->x3) ? ((f64)__ldg(&in[5])) : ((f64)st->x0));
        p0164_sh2[tid * 4u + 0u] = ((u8)dg_rem_u32((u32)(((u8)st->x1)), (u32)(((u8)254))));
        p0164_sh2[tid * 4u + 1u] = ((u8)(((isfinite(st->x0) != 0)) ? (((u8)st->x1)) : (((u8)st->x2))));
        p0164_sh2[tid * 4u + 2u] = ((u8)33);
        p0164_sh2[tid * 4u + 3u] = ((u8)sizeof(BOOL));
        f32 v15 = (((f32)((f64)bid)) + st->x0);
        u16 v16 = ((u16)(((s8)0)));
        f64 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = (((f64)((f32)j18)) - ((f64)((s64)0xffffffffffffffffull)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)v16;
        (void)a17;
        (void)j18;
        (void)c14;
        switch (((u32)(((u16)((u32)(((u16)((u32)0 - (u32)(v16)))) * (u32)(((u16)((((s16)st->x2)) >= (((s16)19109)))))))) + (u32)st->h) & 7u) {
        case 0: {
            st->x3 = ((BOOL)(((((s64)st->x2)) == (((s64)0x47cb01a88fc016f0ull)))));
        }
        /* fallthrough */
        case 4: {
            (*(p0164_sh0 + tid * 4u + ((u32)(((u8)((u32)(st->arr[((u32)(7) & 3u)]) - (u32)(((u8)bid))))) & 3u))) = ((u64)st->h);
        }
        /* fallthrough */
        case 7: {
            st->arr[((u32)(((u8)dg_fclamp(v15, 0.0f, 255.0f))) & 3u)] = ((u8)tid);
            break;
        }
        default: {
            st->x2 = (u16)p0164_f0(((u32)((((u32)((u32)(tid) - (u32)(out[((u32)(((s64)v16)) & 3u)])))) | (((u32)((u32)(3622400833u) * (u32)(3107689802u)))))), ((u32)(((s8)v16))), a17);
            break;
        }
        }
        v15 = (((f32)st->x1) + ((f32)((f64)st->x2)));
        if ((((u16)__double2ull_ru(dg_dclamp(((f64)st->x0), 0.0, 18446744073709549568.0)))) != (((u16)dg_fclamp(v15, 0.0f, 65535.0f)))) {
            v15 = (f32)p0164_f1(((s64)bid));
        } else {
            st->x3 = (BOOL)(p0164_f1(((s64)(~(u64)(((s64)tid))))) != 0);
        }
        st->h = (((((u32)(st->x2) * 3u) ^ (u32)(v16) * 5u) ^ (u32)(out[(3u & 3u)]) * 7u) ^ (u32)(st->arr[(0u & 3u)]) * 9u) ^ (u32)((u64)(p0164_sh0[tid * 4u + (0u & 3u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 13u;
        u8 v19 = ((u8)((((((u64)st->x3)) <= (st->x1))) ? (((u8)st->x1)) : (((u8)st->h))));
        f64 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = p0164_sh1[tid * 2u + ((u32)(((u32)((tid) | (out[((u32)(((u8)((u32)(((u8)255)) - (u32)((*(p0164_sh2 + ((u32)(((s64)((j21) >= (((s32)-143973184))))) & 511u))))))) & 3u)])))) & 1u)];
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)a20;
        (void)j21;
        st->x2 = ((u16)((u32)(st->x2) + (u32)(((u16)gtid))));
        if (((!(st->x3))) && (((((u8)st->x3)) > (((u8)170))))) {
            st->x2 = ((u16)((((st->x2) < (((u16)57097)))) ? (st->x2) : (st->x2)));
        }
        st->h = (((((u32)(v19) * 3u) ^ (u32)(in[(0u % 7u)]) * 5u) ^ (u32)(out[(3u & 3u)]) * 7u) ^ (u32)dg_dbits(p0164_sh1[tid * 2u + (0u & 1u)]) * 9u) ^ (u32)dg_dbits(a20[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 13u;
        f64 v22 = ((*(p0164_sh1 + ((u32)(((u32)((((((s8)bid)) != (((s8)tid)))) ? (tid) : (((u32)st->x3))))) & 255u))) + ((f64)st->h));
        u32 v23 = ((u32)dg_div_u32((u32)(((u32)st->x3)), (u32)(((u32)st->x1))));
        f64 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = (v22 / ((f64)st->h));
        longlong2 sv26;
        sv26.x = ((s64)(signbit(dg_canon(((f64)__uint_as_float(0x7f800000u)))) != 0));
        sv26.y = ((s64)__usad(265681186u, in[((u32)(((s32)((u32)(((s32)st->x1)) << ((u32)(((u32)st->x2)) & 31u)))) % 7u)], 25u));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)a24;
        (void)j25;
        (void)sv26;
        v22 = (((isinf(p0164_sh1[((u32)(((u8)((u32)(((u8)208)) << ((u32)(v23) & 31u)))) & 255u)]) != 0)) ? v22 : ((f64)st->x0));
        (*(a24 + ((u32)(((s32)((u32)0 - (u32)(((s32)-110))))) & 7u))) = __drcp_ru(((f64)st->x3));
        (*(p0164_sh2 + tid * 4u + ((u32)(((s64)((st->x0) >= (((f32)((u32)st->x1)))))) & 3u))) = ((u8)((u32)(((u8)1)) * (u32)((*(p0164_sh2 + tid * 4u + ((u32)(((s64)((u64)(((s64)0xfffffffffffffefbull)) * (u64)(sv26.x)))) & 3u))))));
        st->x2 = (u16)p0164_f0(((u32)((u32)(((u32)st->x2)) >> ((u32)(bid) & 31u))), ((u32)((u32)(4059225742u) << ((u32)(bid) & 31u))), a24 + ((u32)(((s64)abs(dg_nomin32(((s32)v23))))) % 7u));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(in[(6u % 7u)]) * 5u) ^ (u32)(dg_dbits(p0164_sh1[(255u & 255u)]) >> 32) * 7u) ^ (u32)(p0164_sh2[tid * 4u + (0u & 3u)]) * 9u) ^ (u32)(p0164_sh2[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
        out[4] = dg_fbits(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->x3);
        out[9] = (u32)(st->h);
        out[10] = dg_fbits(__fmaf_rn((((f32)((s16)2)) + ((f32)st->x1)), ((((st->x0) > (((f32)st->x3)))) ? 65536.0f : st->x0), (((f32)tid) / 0.5f)));
        out[11] = (u32)(st->arr[0]);
        out[12] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0164, p0164_state, 128, 4, 7, 13, 3, 2048, 165u)
