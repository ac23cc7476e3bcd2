// diffgen program p0172: gen.py --seed 173 --name p0172 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
    u64 f1;
} p0172_S0;
typedef struct DG_ALIGN(16) {
    BOOL f0;
    BOOL f1;
} p0172_S1;

FN p0172_S0 p0172_f0(f64 *p0, s8 p1, DG_REF(p0172_S0) p2)
{
    BOOL v1 = ((BOOL)(((1149304584u) <= (((u32)p1)))));
    u64 v2 = ((u64)((u64)(((u64)v1)) + (u64)(DG_R(p2).f1)));
    f64 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = p0[((u32)(((u8)__float2ll_ru(dg_fclamp(((f32)j4), -9223372036854775808.0f, 9223371487098961920.0f)))) & 1u)];
    p0172_S0 sv5;
    sv5.f0 = (__longlong_as_double((s64)0x3810000000000000ull) * ((f64)p1));
    sv5.f1 = ((u64)((32u) != (891875417u)));
    s32 g6 = 0;
    s32 n7 = 0, i8 = 0;
    u32 h9 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)g6;
    (void)n7;
    (void)i8;
    (void)h9;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    if (((((s8)v1)) <= (((s8)127))) && ((((f32)((u64)p1))) <= (((f32)0.125)))) return sv5;
    if (g6 < 1 && ((p1) == (((s8)-14)))) {
        g6++;
        goto B1;
    }
    if (!(((((((s64)0x2e8b977eba412994ull)) >= (((s64)0x616bedead330a130ull)))) && (((0.25f) == (((f32)((s16)v1)))))))) {
        v1 = ((BOOL)(((((u32)v1)) > (((u32)p1)))));
    } else {
        n7 = (s32)((u32)(((u32)p1)) % 4u) + 1;
        i8 = 0;
        do {
            v2 = ((u64)((u64)(__float2ull_ru(dg_fclamp(((f32)sv5.f0), 0.0f, 18446742974197923840.0f))) >> ((u32)(255u) & 63u)));
        } while (++i8 < n7);
    }
    h9 = (((((u32)(p1) * 3u) ^ (u32)((u64)(sv5.f1) >> 32) * 5u) ^ (u32)dg_dbits(p0[(0u & 1u)]) * 7u) ^ (u32)(dg_dbits(p0[(1u & 1u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a3[(0u & 15u)]) >> 32);
    DG_R(p2).f0 = (DG_R(p2).f0 + (f64)(h9 & 255u));
    return DG_R(p2);
}

FN u16 p0172_f1(u8 *p0, DG_REF(BOOL) p1)
{
    u64 c16 = 0;
    u16 v10 = ((u16)DG_R(p1));
    f64 a11[8] = {0};
    s32 j12;
    for (j12 = 0; j12 < 8; j12++)
        a11[j12] = __dsqrt_rn(((f64)((s16)DG_R(p1))));
    u32 a13[4] = {0};
    s32 j14;
    for (j14 = 0; j14 < 4; j14++)
        a13[j14] = ((u32)__double2int_rz(dg_dclamp(((f64)((s16)DG_R(p1))), -2147483648.0, 2147483647.0)));
    p0172_S0 sv15;
    sv15.f0 = (__longlong_as_double((s64)0xc3e0000000000000ull) + ((f64)-1.0f));
    sv15.f1 = ((c16 = ((u64)0x1ull)), (u64)(c16 ^ ((u64)v10)));
    u32 h17 = 0;
    (void)v10;
    (void)a11;
    (void)j12;
    (void)a13;
    (void)j14;
    (void)sv15;
    (void)h17;
    (void)c16;
    (void)p0;
    (void)p1;
    DG_R(p1) = ((BOOL)(((((u16)(isfinite(((f64)((s64)v10))) != 0))) == (((u16)41796)))));
    h17 = (((((u32)dg_dbits(sv15.f0) * 3u) ^ (u32)((u64)(sv15.f1) >> 32) * 5u) ^ (u32)dg_dbits(a11[(0u & 7u)]) * 7u) ^ (u32)(dg_dbits(a11[(0u & 7u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a11[(7u & 7u)]) >> 32);
    return ((u16)((u32)(((u16)DG_R(p1))) ^ (u32)h17));
}

FN s32 p0172_f2(uchar4 p0, u32 *p1)
{
    u32 v18 = 1u;
    s16 v19 = ((s16)v18);
    f64 a20[8] = {0};
    s32 j21;
    for (j21 = 0; j21 < 8; j21++)
        a20[j21] = (((f64)((s8)v18)) / ((f64)((s8)v19)));
    u8 a22[8] = {0};
    s32 j23;
    for (j23 = 0; j23 < 8; j23++)
        a22[j23] = ((u8)v18);
    f32 a24[8] = {0};
    s32 j25;
    for (j25 = 0; j25 < 8; j25++)
        a24[j25] = ((f32)((f64)((s16)j25)));
    p0172_S0 sv26;
    sv26.f0 = (((f64)v18) * a20[((u32)(p1[((u32)(((s64)(~(u64)(((s64)0x4f4948db2e2d8786ull))))) & 1u)]) & 7u)]);
    sv26.f1 = ((u64)((u64)(((u64)0xbc8e666e88612b70ull)) >> ((u32)(((u8)195)) & 63u)));
    BOOL v27 = 0;
    s32 n28 = 0, i29 = 0;
    u32 h30 = 0;
    (void)v18;
    (void)v19;
    (void)a20;
    (void)j21;
    (void)a22;
    (void)j23;
    (void)a24;
    (void)j25;
    (void)sv26;
    (void)v27;
    (void)n28;
    (void)i29;
    (void)h30;
    (void)p0;
    (void)p1;
    v27 = (BOOL)(p0172_f1(&a22[((u32)(((u32)dg_fclamp(((f32)v19), 0.0f, 4294967040.0f))) % 7u)], DG_A(v27)) != 0);
    if ((((u32)((u32)(v18) >> ((u32)(p1[((u32)(((s64)0xffffffffffffffe3ull)) & 1u)]) & 31u)))) < (((u32)dg_fclamp(((f32)((f64)v27)), 0.0f, 4294967040.0f)))) {
        sv26 = p0172_f0(a20, ((s8)(((s16)((s32)(v19) >> ((u32)(a22[((u32)(((u32)((((((u8)3)) == (((u8)108)))) ? (v18) : ((*(p1 + ((u32)(((u32)v19)) & 1u))))))) & 7u)]) & 31u))))), DG_A(sv26));
    } else {
        v19 = (s16)p0172_f1(&a22[((u32)(v18) % 7u)], DG_A(v27));
    }
    n28 = (s32)((u32)(((s32)v19)) % 4u) + 1;
    for (i29 = 0; i29 < n28; i29++) {
        if (((((s8)v19)) >= (((s8)i29))) && ((((u16)4546)) != (((u16)0)))) return ((s32)dg_fclamp(a24[((u32)(((s64)((u64)(((s64)v19)) * (u64)(((s64)0xffull))))) & 7u)], -2147483648.0f, 2147483520.0f));
    }
    h30 = (((((u32)(v27) * 3u) ^ (u32)(p0.y) * 5u) ^ (u32)(dg_dbits(sv26.f0) >> 32) * 7u) ^ (u32)(sv26.f1) * 9u) ^ (u32)(p1[(0u & 1u)]);
    return ((s32)((u32)(((s32)((u32)(((s32)(isnan(((f64)((s32)v19))) != 0))) - (u32)(((s32)((u32)(((s32)0x80000000u)) * (u32)(((s32)v18)))))))) ^ (u32)h30));
}

typedef struct {
    u64 x0;
    u32 x1;
    f64 x2;
    u8 x3;
    u32 h;
    u8 arr[2];
} p0172_state;

DG_SHARED f64 p0172_sh0[128];

DG_KERNEL(p0172_kernel, p0172_state)
{
    DG_BEGIN(p0172_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        u64 c31 = 0;
        u8 c32 = 0;
        st->x0 = ((c31 = ((u64)0x171ull)), (u64)(c31 ^ ((u64)gtid)));
        st->x1 = in[((u32)(((c32 = ((u8)__ldg(&in[0]))), (u8)(c32 ^ ((u8)234)))) % 5u)];
        st->x2 = __ull2double_ru(st->x0);
        st->x3 = ((u8)((u32)(((u8)254)) + (u32)(((u8)98))));
        st->h = ((u32)((((u8)__ldg(&in[3]))) != (((u8)st->x0))));
        st->arr[0] = ((u8)((st->x3) & (st->x3)));
        st->arr[1] = ((u8)((u32)(st->x3) + (u32)(st->x3)));
        p0172_sh0[tid * 1u + 0u] = __fma_rn(st->x2, ((f64)bid), st->x2);
        BOOL v33 = ((BOOL)((signbit(dg_canon(((f64)st->x3))) != 0)));
        f64 a34[8] = {0};
        s32 j35;
        for (j35 = 0; j35 < 8; j35++)
            a34[j35] = st->x2;
        u8 a36[8] = {0};
        s32 j37;
        for (j37 = 0; j37 < 8; j37++)
            a36[j37] = st->x3;
        p0172_S0 sv38;
        sv38.f0 = __drcp_rn(((f64)st->x1));
        sv38.f1 = ((u64)((u64)(((u64)st->x1)) * (u64)(st->x0)));
        uchar4 sv39 = make_uchar4(((u8)((u32)(st->x3) - (u32)(st->x3))), ((u8)7), ((u8)dg_div_u32((u32)(((u8)0)), (u32)(st->x3))), ((u8)((u32)(st->arr[((u32)(((s32)v33)) & 1u)]) + (u32)(((u8)bid)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v33;
        (void)a34;
        (void)j35;
        (void)a36;
        (void)j37;
        (void)sv38;
        (void)sv39;
        (void)c31;
        (void)c32;
        sv38 = p0172_f0(a34, ((s8)((s32)(((s8)st->h)) >> ((u32)(3) & 31u))), DG_A(sv38));
        if (v33) {
            sv38.f1 = ((u64)dg_rem_u64((u64)(st->x0), (u64)(st->x0)));
        } else {
            st->h = ((u32)((u32)(bid) >> ((u32)(8) & 31u)));
        }
        if ((((u16)((u32)(((u16)st->x3)) * (u32)(((u16)st->x1))))) != (((u16)bid))) {
            st->x1 = (u32)p0172_f1(a36, DG_A(v33));
        } else {
            st->x2 = (f64)p0172_f1(a36, DG_A(v33));
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x3) * 5u) ^ (u32)(st->arr[(1u & 1u)]) * 7u) ^ (u32)dg_dbits(a34[(0u & 7u)]) * 9u) ^ (u32)(dg_dbits(a34[(0u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        u8 v40 = ((u8)dg_fclamp(__uint_as_float(0xea2524d9u), 0.0f, 255.0f));
        f64 a41[8] = {0};
        s32 j42;
        for (j42 = 0; j42 < 8; j42++)
            a41[j42] = (((f64)0.25f) * ((f64)st->x1));
        u8 a43[8] = {0};
        s32 j44;
        for (j44 = 0; j44 < 8; j44++)
            a43[j44] = ((u8)((st->arr[((u32)(((s32)((u32)(((s32)st->x3)) - (u32)(155)))) & 1u)]) | (v40)));
        p0172_S0 sv45;
        sv45.f0 = (((f64)((f32)tid)) + ((f64)__uint_as_float(0xbf800000u)));
        sv45.f1 = ((u64)dg_fclamp(((f32)bid), 0.0f, 18446742974197923840.0f));
        uchar4 sv46 = make_uchar4(((u8)__float2ll_rz(dg_fclamp(((f32)st->x1), -9223372036854775808.0f, 9223371487098961920.0f))), v40, st->x3, ((u8)((u32)(a43[((u32)(((u8)__funnelshift_l(gtid, ((u32)v40), in[((u32)(((u8)((u32)(((u8)st->x0)) - (u32)(st->x3)))) % 5u)]))) & 7u)]) << ((u32)(((u8)tid)) & 31u))));
        s32 g47 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v40;
        (void)a41;
        (void)j42;
        (void)a43;
        (void)j44;
        (void)sv45;
        (void)sv46;
        (void)g47;
        if ((((u8)(bid))) >= (((u8)34))) {
            if ((((u16)dg_dclamp(st->x2, 0.0, 65535.0))) < (((u16)__funnelshift_r(tid, in[((u32)(((s32)((s32)(((s32)st->h)) >> ((u32)(bid) & 31u)))) % 5u)], gtid)))) {
                sv45.f0 = (((f64)((f32)tid)) + ((f64)((s64)0xffffffffffffffb4ull)));
            } else {
                st->x3 = ((u8)st->x1);
            }
        } else {
            st->x3 = ((u8)dg_div_u32((u32)(((u8)bid)), (u32)(v40)));
        }
        B5:;
        if (isinf(((f32)((u16)st->x3))) != 0) {
            if ((((u8)((((u8)gtid)) ^ (((u8)31))))) > (((u8)((u32)(st->x3) - (u32)(sv46.z))))) {
                a43[((u32)(gtid) & 7u)] = ((u8)((u32)0 - (u32)(((u8)tid))));
            }
        }
        if (g47 < 2 && ((((u16)2)) <= (((u16)61153)))) {
            g47++;
            goto B5;
        }
        st->x0 = ((u64)0x784a27cb71af513cull);
        st->h = (((((u32)(tid) * 3u) ^ (u32)(dg_dbits(st->x2) >> 32) * 5u) ^ (u32)(v40) * 7u) ^ (u32)(in[(4u % 5u)]) * 9u) ^ (u32)(a43[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        u64 c60 = 0;
        s16 c61 = 0;
        BOOL v48 = ((BOOL)(((((u64)0xd4ull)) != (st->x0))));
        f64 v49 = __dsqrt_rz(st->x2);
        f64 a50[8] = {0};
        s32 j51;
        for (j51 = 0; j51 < 8; j51++)
            a50[j51] = v49;
        u8 a52[8] = {0};
        s32 j53;
        for (j53 = 0; j53 < 8; j53++)
            a52[j53] = ((u8)((((((f32)j53)) >= (((f32)st->h)))) || (((a50[((u32)(((s64)((((s64)st->h)) >= (((s64)0x7e234fcadc4eac18ull))))) & 7u)]) < (-2.5)))));
        p0172_S0 sv54;
        sv54.f0 = (-(((f64)((f32)st->x0))));
        sv54.f1 = ((u64)(!(((((f32)v49)) >= (((f32)v48))))));
        uchar4 sv55;
        sv55.x = st->arr[((u32)(((s32)st->x0)) & 1u)];
        sv55.y = ((u8)((st->x3) & (st->arr[((u32)(((u8)(((s16)st->x3)))) & 1u)])));
        sv55.z = ((u8)((u32)(((u8)st->h)) << ((u32)(st->x3) & 31u)));
        sv55.w = ((u8)(((s16)gtid)));
        u32 a56[8] = {0};
        s32 j57;
        for (j57 = 0; j57 < 8; j57++)
            a56[j57] = ((u32)((u32)(tid) << ((u32)(st->x3) & 31u)));
        s32 n58 = 0, i59 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v48;
        (void)v49;
        (void)a50;
        (void)j51;
        (void)a52;
        (void)j53;
        (void)sv54;
        (void)sv55;
        (void)a56;
        (void)j57;
        (void)n58;
        (void)i59;
        (void)c60;
        (void)c61;
        if (v48) {
            v48 = (BOOL)(p0172_f2(sv55, a56 + ((u32)(((u8)((u32)(((u8)tid)) * (u32)(((u8)bid))))) % 7u)) != 0);
        }
        n58 = (s32)((u32)(((c60 = ((u64)((u64)(sv54.f1) + (u64)(st->x0)))), (u64)(c60 ^ __double2ull_ru(dg_dclamp(((f64)gtid), 0.0, 18446744073709549568.0))))) % 8u) + 1;
        i59 = 0;
        do {
            st->x0 = (u64)p0172_f1(st->arr, DG_A(v48));
            if ((gtid % 3u) == 2u && (signbit(dg_canon(v49)) != 0)) return;
        } while (++i59 < n58);
        st->x0 = (u64)p0172_f1(a52 + ((u32)(((u32)__mul64hi(((s64)st->h), ((s64)st->x0)))) % 7u), DG_A(v48));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)dg_dbits(st->x2) * 7u) ^ (u32)dg_dbits(sv54.f0) * 9u) ^ (u32)(dg_dbits(a50[(7u & 7u)]) >> 32) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)dg_dbits(st->x2);
        out[4] = (u32)(dg_dbits(st->x2) >> 32);
        out[5] = (u32)(st->x3);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((c61 = ((s16)v48)), (s16)(c61 ^ ((s16)((((((s16)tid)) >= (((s16)-32768)))) ? (((s16)22410)) : (((s16)gtid)))))));
        out[8] = (u32)(((BOOL)(((((u8)(((u32)st->x3)))) <= (sv55.y)))));
        out[9] = (u32)(st->arr[0]);
        out[10] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0172, p0172_state, 128, 2, 5, 11, 3, 2048, 173u)
