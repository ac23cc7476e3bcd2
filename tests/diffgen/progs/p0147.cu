// diffgen program p0147: gen.py --seed 148 --name p0147 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    f64 f0;
    BOOL f1;
    u32 f2;
} p0147_S0;
typedef struct {
    s8 f0;
    f64 f1[3];
} p0147_S1;

FN u16 p0147_f0(s32 depth, const u64 *p0)
{
    f64 v1 = ((((((u8)depth)) > (((u8)108)))) ? ((f64)depth) : 0.25);
    s16 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((s16)((u32)(((s16)depth)) << ((u32)(((u8)j3)) & 31u)));
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)g4;
    (void)h5;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((u16)((((((u64)0xffull)) == (((u64)0xc6222f2053ae901aull)))) ? (((u16)0)) : (((u16)7))));
    a2[((u32)(depth) & 7u)] = ((s16)dg_fclamp((((f32)((f64)depth)) / ((f32)depth)), -32768.0f, 32767.0f));
    B1:;
    if (g4 < 1 && ((((f64)((s64)depth))) >= (((f64)depth)))) {
        g4++;
        goto B1;
    }
    v1 = (f64)p0147_f0(depth - 1, p0);
    h5 = (((((u32)(depth) * 3u) ^ (u32)(p0[(0u & 1u)]) * 5u) ^ (u32)(p0[(1u & 1u)]) * 7u) ^ (u32)((u64)(p0[(1u & 1u)]) >> 32) * 9u) ^ (u32)(a2[(0u & 7u)]);
    return ((u16)((u32)(((u16)((u32)(((u16)0)) >> ((u32)(((u32)__double2ull_ru(dg_dclamp(v1, 0.0, 18446744073709549568.0)))) & 31u)))) ^ (u32)h5));
}

FN s16 p0147_f1(s8 p0, DG_REF(u8) p1, DG_REF(f64) p2)
{
    f32 v6 = __double2float_rn(((f64)((s64)DG_R(p1))));
    u64 a7[8] = {0};
    s32 j8;
    for (j8 = 0; j8 < 8; j8++)
        a7[j8] = ((u64)((u64)0 - (u64)(((u64)j8))));
    u32 h9 = 0;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)h9;
    (void)p0;
    (void)p1;
    (void)p2;
    p0 = ((s8)dg_fclamp(v6, -128.0f, 127.0f));
    DG_R(p1) ^= (u8)(((u8)p0));
    h9 = (((((u32)(DG_R(p1)) * 3u) ^ (u32)(dg_dbits(DG_R(p2)) >> 32) * 5u) ^ dg_fbits(v6) * 7u) ^ (u32)((u64)(a7[(0u & 7u)]) >> 32) * 9u) ^ (u32)(a7[(7u & 7u)]);
    return ((s16)((u32)(((s16)((((737812621) == (((s32)p0)))) ? (((s16)((s32)(((s16)p0)) >> ((u32)(DG_R(p1)) & 31u)))) : (((s16)dg_fclamp(((f32)p0), -32768.0f, 32767.0f)))))) ^ (u32)h9));
}

FN u64 p0147_f2(DG_REF(u8) p0, u8 p1)
{
    f64 v10 = (((f64)DG_R(p0)) - ((f64)((u32)p1)));
    u64 a11[8] = {0};
    s32 j12;
    for (j12 = 0; j12 < 8; j12++)
        a11[j12] = ((u64)__double2int_ru(dg_dclamp(((f64)((f32)DG_R(p0))), -2147483648.0, 2147483647.0)));
    s16 a13[4] = {0};
    s32 j14;
    for (j14 = 0; j14 < 4; j14++)
        a13[j14] = ((s16)__dp4a(j14, j14, j14));
    p0147_S1 sv15;
    sv15.f0 = ((s8)((((((s16)30135)) < (((s16)23097)))) || ((isnan(((f32)DG_R(p0))) != 0))));
    sv15.f1[0] = (((f64)((s8)DG_R(p0))) + ((f64)__uint_as_float(0xcf000000u)));
    sv15.f1[1] = ((f64)((u32)p1));
    sv15.f1[2] = ((f64)((f32)DG_R(p0)));
    u32 h16 = 0;
    (void)v10;
    (void)a11;
    (void)j12;
    (void)a13;
    (void)j14;
    (void)sv15;
    (void)h16;
    (void)p0;
    (void)p1;
    v10 = ((v10 - v10) + __ddiv_rz(((f64)((s64)p1)), ((f64)955302803)));
    h16 = (((((u32)dg_dbits(sv15.f1[0]) * 3u) ^ (u32)dg_dbits(sv15.f1[2]) * 5u) ^ (u32)(dg_dbits(sv15.f1[2]) >> 32) * 7u) ^ (u32)((u64)(a11[(0u & 7u)]) >> 32) * 9u) ^ (u32)(a13[(0u & 3u)]);
    return ((u64)((u64)(((u64)((u64)(((u64)dg_div_u64((u64)(((u64)DG_R(p0))), (u64)(a11[((u32)(((u32)((420u) ^ (((u32)DG_R(p0)))))) & 7u)])))) << ((u32)(((u32)dg_rem_u32((u32)(((u32)DG_R(p0))), (u32)(1u)))) & 63u)))) ^ (u64)h16));
}

typedef struct {
    u8 x0;
    u16 x1;
    f32 x2;
    s64 x3;
    u32 h;
    f32 arr[4];
} p0147_state;

DG_SHARED u64 p0147_sh0[128];

DG_KERNEL(p0147_kernel, p0147_state)
{
    DG_BEGIN(p0147_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 14u;
        st->x0 = ((u8)((((((u8)bid)) < (((u8)243)))) ? (((u8)bid)) : (((u8)56))));
        st->x1 = ((u16)((((u16)gtid)) | (((u16)0))));
        st->x2 = (-1.0f * ((f32)gtid));
        st->x3 = ((s64)0xffffffffffffffffull);
        st->h = ((u32)dg_dclamp(((f64)((s64)st->x1)), 0.0, 4294967295.0));
        st->arr[0] = (((f32)((s8)__ldg(&in[2]))) / ((f32)st->h));
        st->arr[1] = __uint_as_float(0x0c19e3c3u);
        st->arr[2] = __fmaf_ru(st->x2, ((f32)((u32)st->x0)), ((f32)((u16)tid)));
        st->arr[3] = ((f32)((s16)255));
        p0147_sh0[tid * 2u + 0u] = ((u64)0x7ull);
        p0147_sh0[tid * 2u + 1u] = ((u64)((u64)(((u64)0x21ull)) << ((u32)(((u32)st->x0)) & 63u)));
        f64 v17 = __longlong_as_double(((s64)st->x1));
        BOOL v18 = ((BOOL)0.0000152587890625);
        u64 a19[8] = {0};
        s32 j20;
        for (j20 = 0; j20 < 8; j20++)
            a19[j20] = p0147_sh0[tid * 2u + ((u32)(((u8)255)) & 1u)];
        uint4 sv21 = make_uint4(((u32)min(((s32)bid), 347486944)), ((u32)((u32)(bid) + (u32)(st->h))), 32u, ((u32)((((st->x0) < (((u8)230)))) ? (130u) : (bid))));
        s32 g22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)v18;
        (void)a19;
        (void)j20;
        (void)sv21;
        (void)g22;
        if (((((f32)bid) / st->x2)) == (((((((s32)bid)) < (((s32)-2147483647)))) ? ((f32)st->x3) : ((f32)gtid)))) {
        }
        B3:;
        st->x3 = (s64)p0147_f2(DG_A(st->x0), ((u8)(1273165375)));
        if (g22 < 1 && ((((u16)st->h)) != (st->x1))) {
            g22++;
            goto B3;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)((u64)(st->x3) >> 32) * 7u) ^ (u32)(v18) * 9u) ^ (u32)((u64)(a19[(0u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 14u;
        s16 v23 = ((s16)((((st->x3) <= (((s64)0x7e65220d02951aa5ull)))) && (((((f64)st->x3)) == (0.5)))));
        u64 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((u64)((u64)(((u64)gtid)) * (u64)(((u64)st->x1))));
        float2 sv26 = make_float2(((f32)tid), (st->x2 - ((f32)tid)));
        s32 g27 = 0;
        f64 v28 = 0.0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)a24;
        (void)j25;
        (void)sv26;
        (void)g27;
        (void)v28;
        B4:;
        st->x1 = ((u16)v23);
        if (g27 < 2 && ((((((u64)0x1cfull)) != (((u64)0xdb1c4bce68edc9ull)))) && ((((*(p0147_sh0 + ((u32)(((s64)((u64)(((s64)st->x1)) + (u64)(st->x3)))) & 127u)))) >= (a24[((u32)(((u32)((u32)(st->h) + (u32)(bid)))) & 7u)]))))) {
            g27++;
            goto B4;
        }
        st->arr[((u32)(st->x3) & 3u)] = (st->x2 / __uint_as_float(0x00800000u));
        st->x0 = ((u8)(+(((u8)((((((s16)tid)) == (((s16)-2931)))) ? (st->x0) : (st->x0))))));
        if ((((s32)bid)) >= (__mul24(((s32)v23), ((s32)v23)))) {
            v23 = (s16)p0147_f2(DG_A(st->x0), ((u8)((u32)(((u8)0)) + (u32)(((u8)dg_dclamp(((f64)st->x3), 0.0, 255.0))))));
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(v23) * 5u) ^ dg_fbits(sv26.x) * 7u) ^ (u32)(in[(3u & 3u)]) * 9u) ^ (u32)(out[(3u & 3u)]) ^ (st->h * 7u);
        v23 = (s16)p0147_f0((s32)((u32)(((u32)((u32)(((u32)st->x3)) << ((u32)(out[((u32)(((s64)0xffffffffffffffc9ull)) & 3u)]) & 31u)))) % 3u), a24 + ((u32)(st->x3) % 7u));
        st->x2 = (f32)p0147_f1(((s8)llmin(st->x3, st->x3)), DG_A(st->x0), DG_A(v28));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = dg_fbits(st->x2);
        out[7] = (u32)(st->x3);
        out[8] = (u32)((u64)(st->x3) >> 32);
        out[9] = (u32)(st->h);
        out[10] = (u32)(((s32)((((s32)sizeof(s32))) | (((s32)((u32)(((s32)st->x3)) - (u32)(((s32)v23))))))));
        out[11] = (u32)(((u16)((((u16)dg_dclamp(((f64)bid), 0.0, 65535.0))) & (((u16)st->x3)))));
        out[12] = dg_fbits(st->arr[0]);
        out[13] = dg_fbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0147, p0147_state, 64, 2, 4, 14, 2, 8192, 148u)
