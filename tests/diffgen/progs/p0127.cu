// diffgen program p0127: gen.py --seed 128 --name p0127 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u64 f0;
    s64 f1[2];
} p0127_S0;

FN s8 p0127_f0(s32 p0)
{
    s64 v1 = ((s64)((u64)(((s64)0x7ull)) << ((u32)(((u32)p0)) & 63u)));
    u64 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((u64)(~(u64)(((u64)0x1ull))));
    u32 h4 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h4;
    (void)p0;
    v1 |= ((s64)((((2366718715u) == (1506618051u))) ? (v1) : (((s64)p0))));
    v1 = ((s64)((u64)(v1) - (u64)(((s64)0xf9dfa5b4766aea75ull))));
    switch (((u32)(((u32)((((u32)v1)) & (((u32)__double2ull_rz(dg_dclamp(((f64)((f32)p0)), 0.0, 18446744073709549568.0))))))) + (u32)v1) & 7u) {
    case 4: {
        if ((((s32)__umul24(((u32)((u16)p0)), ((u32)((u16)3))))) >= (((s32)dg_fclamp(1024.0f, -2147483648.0f, 2147483520.0f)))) {
            v1 = ((s64)((((s64)p0)) > (v1)));
        } else {
            a2[((u32)(((u32)dg_rem_u32((u32)(((u32)p0)), (u32)(0u)))) & 7u)] = ((u64)(((u16)sizeof(s16))));
        }
        break;
    }
    }
    h4 = (((((u32)(p0) * 3u) ^ (u32)((u64)(v1) >> 32) * 5u) ^ (u32)(a2[(0u & 7u)]) * 7u) ^ (u32)((u64)(a2[(0u & 7u)]) >> 32) * 9u) ^ (u32)((u64)(a2[(7u & 7u)]) >> 32);
    return ((s8)((u32)(((s8)((u32)(((s8)((((f64)p0)) > (__longlong_as_double((s64)0x2ea6f66e237d96c2ull))))) - (u32)(((s8)((u32)(((s8)p0)) * (u32)(((s8)0)))))))) ^ (u32)h4));
}

FN s16 p0127_f1(s32 depth, u8 *p0, const s32 *p1, DG_REF(s64) p2, s32 p3, DG_REF(f32) p4, u32 p5, DG_REF(u32) p6, u8 *p7, DG_REF(s32) p8)
{
    s64 v5 = ((s64)__float2ull_rd(dg_fclamp(((f32)DG_R(p8)), 0.0f, 18446742974197923840.0f)));
    s16 v6 = ((s16)dg_dclamp(((f64)DG_R(p6)), -32768.0, 32767.0));
    u32 h7 = 0;
    (void)v5;
    (void)v6;
    (void)h7;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    if (depth <= 0) return ((s16)((u32)(((s16)v5)) - (u32)(v6)));
    if ((((u16)((((u16)depth)) & (((u16)DG_R(p6)))))) != (((u16)dg_fclamp(((f32)depth), 0.0f, 65535.0f)))) {
        if (((p1[((u32)(((s64)__float2ull_rn(dg_fclamp(((f32)DG_R(p8)), 0.0f, 18446742974197923840.0f)))) & 3u)]) > (((s32)DG_R(p2)))) && ((((f64)v5)) == (__longlong_as_double((s64)0x8000000000000000ull)))) return ((s16)((u32)(v6) * (u32)(v6)));
    }
    DG_R(p4) = (f32)p0127_f1(depth - 1, p0, p1, DG_A(v5), ((s32)dg_div_s32((s32)(((s32)((u32)(p3) << ((u32)(DG_R(p6)) & 31u)))), (s32)(((s32)((u32)(((s32)v6)) + (u32)(((s32)DG_R(p2)))))))), DG_A(DG_R(p4)), ((u32)((u32)(((u32)p3)) + (u32)(((u32)depth)))), DG_A(DG_R(p6)), &p0[((u32)(((s64)((u64)(((s64)p3)) << ((u32)(DG_R(p8)) & 63u)))) % 5u)], DG_A(DG_R(p8)));
    h7 = (((((u32)((u64)(DG_R(p2)) >> 32) * 3u) ^ (u32)(p3) * 5u) ^ (u32)(p5) * 7u) ^ (u32)(DG_R(p6)) * 9u) ^ (u32)(v5);
    return ((s16)((u32)(v6) ^ (u32)h7));
}

FN f64 p0127_f2(p0127_S0 p0, longlong2 p1, short2 p2, DG_REF(u32) p3, f32 p4, u8 p5, s16 p6, u32 p7, s8 p8, f32 *p9, u32 p10, u8 p11)
{
    u8 v8 = ((u8)(+(((u8)DG_R(p3)))));
    u8 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = ((u8)(!(((((u16)65504)) == (((u16)55470))))));
    s32 a11[8] = {0};
    s32 j12;
    for (j12 = 0; j12 < 8; j12++)
        a11[j12] = ((s32)((((((u32)p6)) == (p10))) ? (((s32)p7)) : (j12)));
    f32 a13[4] = {0};
    s32 j14;
    for (j14 = 0; j14 < 4; j14++)
        a13[j14] = (((f32)__longlong_as_double((s64)0xbff8000000000000ull)) * p4);
    u32 h15 = 0;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)a11;
    (void)j12;
    (void)a13;
    (void)j14;
    (void)h15;
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
    if ((((((f64)DG_R(p3))) == (__longlong_as_double((s64)0x0010000000000000ull)))) || ((!(((((u16)p6)) < (((u16)1997))))))) {
        p0127_f0(((s32)sizeof(p1)));
    }
    h15 = (((((u32)(p10) * 3u) ^ (u32)((u64)(p0.f1[1]) >> 32) * 5u) ^ (u32)(p2.y) * 7u) ^ dg_fbits(p9[(0u & 1u)]) * 9u) ^ (u32)(a11[(0u & 7u)]);
    return ((((((1.5) <= (((f64)p9[((u32)(((u32)((u32)(128u) * (u32)(0u)))) & 1u)])))) ? ((f64)p7) : ((f64)((s64)p10))) * ((((((s64)p10)) > (((s64)v8)))) ? __longlong_as_double((s64)0xfff0000000000000ull) : 0.25)) + (f64)(h15 & 255u));
}

typedef struct {
    u16 x0;
    s64 x1;
    f64 x2;
    u32 h;
} p0127_state;

DG_SHARED f32 p0127_sh0[64];

DG_KERNEL(p0127_kernel, p0127_state)
{
    DG_BEGIN(p0127_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 12u;
        u32 c29 = 0;
        st->x0 = ((u16)1);
        st->x1 = ((s64)((u64)(((s64)0xffffffffffffffd3ull)) - (u64)(((s64)0x8ull))));
        st->x2 = ((f64)((u8)205));
        st->h = ((u32)dg_div_u32((u32)(__ldg(&in[3])), (u32)(__ldg(&in[0]))));
        p0127_sh0[tid * 1u + 0u] = fmaxf(((f32)gtid), ((f32)__ldg(&in[1])));
        u16 v16 = st->x0;
        u16 v17 = ((u16)((((u16)st->h)) | (v16)));
        u8 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = ((u8)v16);
        s32 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = ((s32)sizeof(f64));
        p0127_S0 sv22;
        sv22.f0 = ((u64)(~(u64)(((u64)0x199ull))));
        sv22.f1[0] = ((s64)(~(u64)(((s64)0x20ull))));
        sv22.f1[1] = ((s64)((u64)(st->x1) + (u64)(st->x1)));
        longlong2 sv23;
        sv23.x = ((s64)__float2ull_rd(dg_fclamp(p0127_sh0[tid * 1u + 0u], 0.0f, 18446742974197923840.0f)));
        sv23.y = ((s64)((32) <= (((s32)st->x1))));
        short2 sv24 = make_short2(((s16)__double2ll_ru(dg_dclamp(st->x2, -9223372036854775808.0, 9223372036854774784.0))), ((s16)((s32)(((s16)7026)) >> ((u32)(((u8)114)) & 31u))));
        s32 n25 = 0, i26 = 0;
        s32 n27 = 0, i28 = 0;
        s32 g30 = 0;
        f32 v31 = 0.0f;
        s32 v32 = 0;
        f32 a33[8] = {0};
        s32 j34;
        for (j34 = 0; j34 < 8; j34++)
            a33[j34] = (v31 * ((f32)((s64)0x1180715a00a331f4ull)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        (void)a18;
        (void)j19;
        (void)a20;
        (void)j21;
        (void)sv22;
        (void)sv23;
        (void)sv24;
        (void)n25;
        (void)i26;
        (void)n27;
        (void)i28;
        (void)g30;
        (void)v31;
        (void)v32;
        (void)a33;
        (void)j34;
        (void)c29;
        n25 = (s32)((u32)(a18[((u32)(((u8)__rhadd(a20[((u32)(((s64)((u64)(st->x1) ^ (u64)0xffffffffffffffff))) & 7u)], ((s32)st->x1)))) & 7u)]) % 7u);
        i26 = 0;
        while (i26 < n25) {
            i26++;
            n27 = (s32)((u32)(((u8)umin(st->h, ((c29 = ((u32)st->x0)), (u32)(c29 ^ gtid))))) % 8u);
            i28 = 0;
            while (i28 < n27) {
                i28++;
                p0127_sh0[tid * 1u + 0u] = ((p0127_sh0[tid * 1u + 0u] / ((f32)st->x2)) * (((f32)((u8)tid)) + ((f32)st->x0)));
                sv22.f1[0] = ((s64)((u64)(sv23.x) << ((u32)(i28) & 63u)));
            }
        }
        B3:;
        st->h = umin(146u, st->h);
        if (g30 < 3 && ((((f32)st->x1)) == (((f32)v16)))) {
            g30++;
            goto B3;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(v16) * 5u) ^ (u32)(sv22.f1[1]) * 7u) ^ (u32)(sv23.x) * 9u) ^ (u32)((u64)(sv23.y) >> 32) ^ (st->h * 7u);
        st->h = (u32)p0127_f1((s32)((u32)(((u32)st->x0)) % 5u), a18, a20, DG_A(st->x1), ((s32)dg_rem_s32((s32)(((s32)sizeof(s32))), (s32)(((s32)((u32)(a20[((u32)(((u32)(isfinite(((f64)((u64)v17))) != 0))) & 7u)]) * (u32)(((s32)bid))))))), DG_A(v31), bid, DG_A(st->h), a18, DG_A(v32));
        st->x1 = (s64)dg_dclamp(p0127_f2(sv22, make_longlong2(((s64)dg_rem_s64((s64)(st->x1), (s64)(((s64)tid)))), ((s64)((u64)(((s64)v17)) * (u64)(st->x1)))), sv24, DG_A(st->h), (*(p0127_sh0 + tid * 1u + 0u)), ((u8)((a18[((u32)(((s64)((((((u64)gtid)) < (sv22.f0))) ? (((s64)0x547720fdf5b5a3cdull)) : (((s64)st->h))))) & 7u)]) | ((*(a18 + ((u32)(((u8)dg_rem_u32((u32)(a18[((u32)(v32) & 7u)]), (u32)(a18[((u32)(((u8)((u32)(((u8)0)) + (u32)(((u8)st->x1))))) & 7u)])))) & 7u)))))), sv24.y, ((u32)((u32)(st->h) - (u32)(((u32)v17)))), ((s8)dg_div_s32((s32)(((s8)v16)), (s32)(((s8)st->h)))), a33, ((u32)((((s8)__float_as_int(dg_canonf(v31)))) != (((s8)v16)))), ((u8)bid)), -9223372036854775808.0, 9223372036854774784.0);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)dg_dbits(st->x2);
        out[8] = (u32)(dg_dbits(st->x2) >> 32);
        out[9] = (u32)(st->h);
        out[10] = (u32)(((s32)(((u16)(~(u32)(((u16)65534)))))));
        out[11] = (u32)(((BOOL)(((((u64)(((s8)-90)))) >= (sv22.f0)))));
    }
    DG_END
}

DG_PROGRAM(p0127, p0127_state, 64, 4, 5, 12, 1, 8192, 128u)
