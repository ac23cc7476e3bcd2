// diffgen program p0166: gen.py --seed 167 --name p0166 --include ../twin.h
#include "../twin.h"

typedef struct {
    s32 f0;
} p0166_S0;

FN s8 p0166_f0(f64 *p0, const s16 *p1)
{
    s8 c2 = 0;
    s8 v1 = ((c2 = ((s8)31)), (s8)(c2 ^ ((s8)100)));
    uint4 sv3;
    sv3.x = ((u32)((4294967295u) ^ (((u32)v1))));
    sv3.y = ((u32)dg_rem_u32((u32)(0u), (u32)(((u32)v1))));
    sv3.z = ((u32)((u32)(((u32)v1)) >> ((u32)(3546350437u) & 31u)));
    sv3.w = ((u32)((u32)(32u) >> ((u32)(((s32)v1)) & 31u)));
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)sv3;
    (void)g4;
    (void)h5;
    (void)c2;
    (void)p0;
    (void)p1;
    if ((((s8)((v1) & (v1)))) >= (((s8)((((s32)v1)) > (((s32)-48)))))) {
        if ((!(((sv3.w) > (((u32)v1))))) && ((((f64)v1)) < (0.0))) return ((s8)dg_rem_s32((s32)(v1), (s32)(((s8)-1))));
    }
    B1:;
    switch (((u32)(((s32)sizeof(sv3))) + (u32)v1) & 7u) {
    case 0: {
        v1 = ((s8)((u32)(v1) * (u32)(((s8)-1))));
        break;
    }
    case 5: {
        break;
    }
    }
    if (g4 < 2 && ((((u8)v1)) > (((u8)96)))) {
        g4++;
        goto B1;
    }
    v1 = ((s8)(((!(((((s16)v1)) < (p1[((u32)(((u8)255)) & 3u)]))))) ? (((s8)dg_fclamp(__uint_as_float(0x24071751u), -128.0f, 127.0f))) : (((s8)((((v1) > (((s8)18)))) || ((isnan(((f32)v1)) != 0)))))));
    h5 = (((((u32)(v1) * 3u) ^ (u32)(sv3.z) * 5u) ^ (u32)(sv3.w) * 7u) ^ (u32)(dg_dbits(p0[0u]) >> 32) * 9u) ^ (u32)(p1[(0u & 3u)]);
    return ((s8)((u32)(((s8)((s32)(((s8)((u32)(v1) + (u32)(v1)))) >> ((u32)(((u32)dg_rem_u32((u32)(sv3.x), (u32)(133u)))) & 31u)))) ^ (u32)h5));
}

FN s32 p0166_f1(const s32 *p0, DG_REF(u16) p1, DG_REF(f32) p2, DG_REF(u8) p3, uint4 p4, s64 p5, u32 p6, DG_REF(f64) p7, const s16 *p8, u64 p9, u16 p10, u64 p11, s8 p12, uint4 p13)
{
    f32 v6 = __fmul_ru(DG_R(p2), DG_R(p2));
    s32 v7 = ((s32)-17065172);
    f64 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = __dsqrt_rn(((f64)p0[0u]));
    s16 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = ((s16)((DG_R(p3)) > (((u8)1))));
    s16 a12[16] = {0};
    s32 j13;
    for (j13 = 0; j13 < 16; j13++)
        a12[j13] = ((s16)dg_fclamp(((f32)-1.0), -32768.0f, 32767.0f));
    s32 g14 = 0;
    s32 g15 = 0;
    s32 n16 = 0, i17 = 0;
    u32 h18 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)a10;
    (void)j11;
    (void)a12;
    (void)j13;
    (void)g14;
    (void)g15;
    (void)n16;
    (void)i17;
    (void)h18;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    (void)p9;
    (void)p10;
    (void)p11;
    (void)p12;
    (void)p13;
    a8[((u32)(((s32)((((p10) < (((u16)39771)))) ? (((s32)p5)) : (v7)))) & 7u)] = ((__longlong_as_double((s64)0xc3e0df1ee0600b7aull) / DG_R(p7)) / __longlong_as_double((s64)0x7fefffffffffffffull));
    B2:;
    DG_R(p1) = (u16)p0166_f0(a8 + ((u32)(((u8)((u32)(DG_R(p3)) << ((u32)(p6) & 31u)))) % 8u), p8);
    if (g14 < 2 && (isnan(DG_R(p7)) != 0)) {
        g14++;
        goto B2;
    }
    B3:;
    n16 = (s32)((u32)(((u64)((u64)(((u64)__popc(((u32)p5)))) >> ((u32)(p6) & 63u)))) % 3u) + 1;
    i17 = 0;
    while (i17 < n16) {
        i17++;
        if (isnan(((f64)v6)) != 0) {
            if (((((u64)v7)) == (p9)) && ((174u) < (p6))) return ((s32)(signbit(dg_canonf(DG_R(p2))) != 0));
        } else {
            DG_R(p1) = ((u16)__double2int_rd(dg_dclamp(((f64)v6), -2147483648.0, 2147483647.0)));
        }
        if (!(((DG_R(p7)) > (((f64)p5))))) {
            if ((((u64)DG_R(p1))) >= (p11)) continue;
        } else {
            if (((((((f64)v7)) > (DG_R(p7)))) && (((((s8)p5)) >= (((s8)13))))) && ((p12) <= (((s8)i17)))) return v7;
        }
    }
    if (g15 < 2 && (!(((p12) < (((s8)-88)))))) {
        g15++;
        goto B3;
    }
    h18 = (((((u32)(p4.x) * 3u) ^ (u32)(p13.y) * 5u) ^ (u32)(p13.w) * 7u) ^ (u32)(p0[0u]) * 9u) ^ (u32)(p8[(0u & 3u)]);
    return ((s32)((u32)(((s32)(~(u32)(((s32)p6))))) ^ (u32)h18));
}

typedef struct {
    s32 x0;
    f64 x1;
    u32 x2;
    u32 h;
} p0166_state;

DG_SHARED f32 p0166_sh0[256];
DG_SHARED f32 p0166_sh1[128];
DG_SHARED u8 p0166_sh2[256];

DG_KERNEL(p0166_kernel, p0166_state)
{
    DG_BEGIN(p0166_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 7u;
        u32 c19 = 0;
        st->x0 = ((s32)((u32)(((s32)0x80000000u)) + (u32)(312371695)));
        st->x1 = 0.5;
        st->x2 = ((c19 = bid), (u32)(c19 ^ __ldg(&in[2])));
        st->h = ((u32)((u32)(in[((u32)(((u32)((((in[((u32)(((u32)sizeof(s8))) & 3u)]) == (283u))) ? (tid) : (2614326895u)))) & 3u)]) << ((u32)(((s32)__ldg(&in[0]))) & 31u)));
        p0166_sh0[tid * 4u + 0u] = (-(((f32)__ldg(&in[2]))));
        p0166_sh0[tid * 4u + 1u] = fminf(((f32)__ldg(&in[0])), ((f32)__ldg(&in[2])));
        p0166_sh0[tid * 4u + 2u] = __uint_as_float(0x94a3454au);
        p0166_sh0[tid * 4u + 3u] = ((f32)__ldg(&in[0]));
        p0166_sh1[tid * 2u + 0u] = (((f32)__ldg(&in[3])) - ((f32)tid));
        p0166_sh1[tid * 2u + 1u] = ((((((s32)-1534434530)) >= (st->x0))) ? ((f32)st->h) : -1.0f);
        p0166_sh2[tid * 4u + 0u] = ((u8)dg_rem_u32((u32)(((u8)bid)), (u32)(((u8)167))));
        p0166_sh2[tid * 4u + 1u] = ((u8)gtid);
        p0166_sh2[tid * 4u + 2u] = ((u8)((u32)0 - (u32)(((u8)227))));
        p0166_sh2[tid * 4u + 3u] = ((u8)dg_fclamp(__uint_as_float(0xcf000000u), 0.0f, 255.0f));
        u16 v20 = ((u16)dg_rem_u32((u32)(((u16)st->h)), (u32)(((u16)bid))));
        u8 v21 = ((u8)((u32)0 - (u32)(((u8)st->x2))));
        f64 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = (-(((f64)st->x0)));
        s16 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((s16)((st->x1) >= (((f64)p0166_sh1[tid * 2u + ((u32)(((u8)dg_fclamp(((f32)st->x0), 0.0f, 255.0f))) & 1u)]))));
        uint4 sv26 = make_uint4(__float2uint_rn(dg_fclamp(p0166_sh0[tid * 4u + ((u32)(((s32)((((((s8)v21)) < (((s8)tid)))) || (((st->x0) < (((s32)-1848614248))))))) & 3u)], 0.0f, 4294967040.0f)), ((u32)((st->x2) & (4294967295u))), in[((u32)(((u8)((u32)(v21) * (u32)(((u8)st->x2))))) & 3u)], ((u32)((u32)(tid) + (u32)(in[((u32)(((u8)sizeof(s64))) & 3u)]))));
        longlong2 sv27;
        sv27.x = ((s64)sizeof(sv26));
        sv27.y = ((s64)(st->x0));
        s32 g28 = 0;
        s32 a29[8] = {0};
        s32 j30;
        for (j30 = 0; j30 < 8; j30++)
            a29[j30] = ((s32)((((v21) < (((u8)bid)))) ? (st->x0) : (st->x0)));
        f32 v31 = 0.0f;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v20;
        (void)v21;
        (void)a22;
        (void)j23;
        (void)a24;
        (void)j25;
        (void)sv26;
        (void)sv27;
        (void)g28;
        (void)a29;
        (void)j30;
        (void)v31;
        (void)c19;
        if ((((s64)max(st->x0, st->x0))) == (((s64)((((((u8)v20)) > (v21))) ? (((s64)st->h)) : (((s64)0x7fffffffffffffffull)))))) {
            sv27.x = ((s64)((u64)(sv27.x) << ((u32)(v21) & 63u)));
        }
        B4:;
        st->x2 = ((u32)((((f32)gtid)) == ((((f32)st->x2) * ((f32)st->x0)))));
        if (g28 < 1 && ((((f32)st->x1)) != (((f32)st->x2)))) {
            g28++;
            goto B4;
        }
        st->h = ((u32)dg_dclamp(a22[((u32)(((u32)((((f64)tid)) < (a22[((u32)(((s64)((u64)(sv27.x) + (u64)(((s64)v21))))) & 7u)])))) & 7u)], 0.0, 4294967295.0));
        st->x2 = (u32)p0166_f1(a29 + ((u32)(((s32)((u32)0 - (u32)(((s32)-462244886))))) % 8u), DG_A(v20), DG_A(v31), DG_A(v21), make_uint4(((u32)((st->x2) & (sv26.y))), ((u32)dg_fclamp(((f32)v21), 0.0f, 4294967040.0f)), ((u32)((((p0166_sh2[tid * 4u + ((u32)(((u32)((u32)(st->h) * (u32)(gtid)))) & 3u)]) >= (((u8)7)))) || (((((s16)st->h)) != (((s16)v21)))))), ((u32)((u32)(in[((u32)(sv27.y) & 3u)]) << ((u32)(st->x0) & 31u)))), ((s64)dg_div_s64((s64)(sv27.y), (s64)(((s64)gtid)))), ((u32)(~(u32)(tid))), DG_A(st->x1), a24, ((u64)((u64)(((u64)tid)) * (u64)(((u64)0x68c6827f686d5c3dull)))), ((u16)__float2uint_ru(dg_fclamp(v31, 0.0f, 4294967040.0f))), ((u64)((u64)0 - (u64)(((u64)0xffull)))), ((s8)((u32)(((s8)st->h)) << ((u32)((*(in + ((u32)(((u32)((in[((u32)(((s32)sizeof(sv26))) & 3u)]) >= (1153756930u)))) & 3u)))) & 31u))), make_uint4(sv26.y, ((u32)__umul64hi(((u64)0xffffffffffffffffull), ((u64)tid))), ((u32)((u32)(tid) >> ((u32)(a29[((u32)(((u8)__double2ull_rd(dg_dclamp(((f64)((s64)tid)), 0.0, 18446744073709549568.0)))) & 7u)]) & 31u))), ((u32)(~(u32)(tid)))));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(v20) * 5u) ^ (u32)(sv26.y) * 7u) ^ (u32)(sv26.z) * 9u) ^ (u32)(a24[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 7u;
        u64 v32 = ((u64)dg_fclamp((*(p0166_sh0 + ((u32)(((s64)((((s64)0x2a15790391a5c57cull)) ^ (((s64)0x1full))))) & 255u))), 0.0f, 18446742974197923840.0f));
        u32 v33 = ((u32)v32);
        f64 a34[8] = {0};
        s32 j35;
        for (j35 = 0; j35 < 8; j35++)
            a34[j35] = st->x1;
        s16 a36[8] = {0};
        s32 j37;
        for (j37 = 0; j37 < 8; j37++)
            a36[j37] = ((s16)((u32)(((s16)32767)) - (u32)(((s16)8))));
        uint4 sv38 = make_uint4(((u32)dg_rem_u32((u32)(tid), (u32)(bid))), bid, ((u32)((u32)(st->x2) >> ((u32)(st->x0) & 31u))), ((u32)((((v33) != (st->x2))) ? (v33) : (gtid))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v32;
        (void)v33;
        (void)a34;
        (void)j35;
        (void)a36;
        (void)j37;
        (void)sv38;
        if ((((u32)sizeof(f64))) > (((u32)sizeof(s16)))) {
            if (signbit(dg_canon((__longlong_as_double((s64)0x0000000000000000ull) - ((f64)bid)))) != 0) {
                sv38.y = ((u32)(~(u32)(54345842u)));
            }
        }
        v33 >>= ((u32)(((u32)__float2ull_ru(dg_fclamp(((f32)bid), 0.0f, 18446742974197923840.0f)))) & 31u);
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(in[(3u & 3u)]) * 5u) ^ (u32)(dg_dbits(a34[(0u & 7u)]) >> 32) * 7u) ^ (u32)(dg_dbits(a34[(7u & 7u)]) >> 32) * 9u) ^ (u32)(a36[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 7u;
        s64 v39 = ((s64)((u64)(((s64)0xffffffffffffff92ull)) * (u64)(((s64)0x122ull))));
        f64 a40[8] = {0};
        s32 j41;
        for (j41 = 0; j41 < 8; j41++)
            a40[j41] = (((f64)((s8)gtid)) + ((f64)st->x0));
        s16 a42[8] = {0};
        s32 j43;
        for (j43 = 0; j43 < 8; j43++)
            a42[j43] = ((s16)sizeof(BOOL));
        uint4 sv44;
        sv44.x = ((u32)(((u64)0x1ea18396e5bf3c4eull)));
        sv44.y = ((u32)((u32)(((u32)v39)) - (u32)(gtid)));
        sv44.z = ((u32)((u32)(st->x2) >> ((u32)(((u8)st->x0)) & 31u)));
        sv44.w = ((u32)((u32)(bid) - (u32)(tid)));
        longlong2 sv45 = make_longlong2(((s64)((u64)(v39) << ((u32)(((s32)bid)) & 63u))), ((s64)((u64)(((s64)bid)) - (u64)(v39))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v39;
        (void)a40;
        (void)j41;
        (void)a42;
        (void)j43;
        (void)sv44;
        (void)sv45;
        p0166_sh1[tid * 2u + ((u32)(((u8)((((32) == (st->x0))) ? (((u8)63)) : (p0166_sh2[((u32)(((u32)dg_fclamp(((f32)gtid), 0.0f, 4294967040.0f))) & 255u)])))) & 1u)] = (((f32)bid) + ((f32)((s64)st->h)));
        st->x2 = ((u32)((u32)(((u32)st->x0)) << ((u32)(p0166_sh2[((u32)(((u32)dg_fclamp(__uint_as_float(0x8ac9bf18u), 0.0f, 4294967040.0f))) & 255u)]) & 31u)));
        sv45.x = v39;
        st->x2 = tid;
        st->h = (((((u32)(bid) * 3u) ^ (u32)(sv44.w) * 5u) ^ dg_fbits(p0166_sh0[tid * 4u + (3u & 3u)]) * 7u) ^ (u32)(a42[(0u & 7u)]) * 9u) ^ (u32)(a42[(7u & 7u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)dg_dbits(st->x1);
        out[2] = (u32)(dg_dbits(st->x1) >> 32);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->h);
        out[5] = (u32)dg_dbits(((f64)(__uint_as_float(0xdef54779u) / (*(p0166_sh0 + tid * 4u + ((u32)(((s32)((u32)(st->x0) - (u32)(st->x0)))) & 3u))))));
        out[6] = (u32)dg_dbits((-((((f64)((u16)st->x0)) / ((f64)((f32)gtid))))));
    }
    DG_END
}

DG_PROGRAM(p0166, p0166_state, 64, 2, 4, 7, 3, 2048, 167u)
