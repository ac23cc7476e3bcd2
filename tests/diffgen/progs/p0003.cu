// diffgen program p0003: gen.py --seed 3 --name p0003 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u64 f0[4];
    s64 f1;
    s8 f2;
} p0003_S0;

FN uint4 p0003_f0(u8 p0)
{
    f32 v1 = __uint_as_float(0x633a50eeu);
    uint4 sv2;
    sv2.x = ((u32)dg_dclamp(((f64)v1), 0.0, 4294967295.0));
    sv2.y = 4294967294u;
    sv2.z = ((u32)(!((isfinite(v1) != 0))));
    sv2.w = __double2uint_ru(dg_dclamp(((f64)((u16)p0)), 0.0, 4294967295.0));
    s32 g3 = 0;
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)sv2;
    (void)g3;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)p0;
    B1:;
    n4 = (s32)((u32)(((u32)((u32)(0u) + (u32)(((u32)sizeof(BOOL)))))) % 8u) + 1;
    i5 = 0;
    do {
        sv2.x = ((u32)((u32)(sv2.x) << ((u32)(i5) & 31u)));
    } while (++i5 < n4);
    if (g3 < 2 && ((p0) >= (((u8)243)))) {
        g3++;
        goto B1;
    }
    v1 = ((f32)((f64)p0));
    h6 = ((((dg_fbits(v1) * 3u) ^ (u32)(sv2.x) * 5u) ^ (u32)(sv2.y) * 7u) ^ (u32)(sv2.z) * 9u) ^ (u32)(sv2.w);
    sv2.x = ((u32)((u32)(sv2.x) ^ (u32)h6));
    return sv2;
}

FN BOOL p0003_f1(const f32 *p0, f32 p1, s32 p2, s32 p3, DG_REF(uint4) p4, u32 p5, BOOL p6, const s16 *p7)
{
    u8 v7 = ((u8)((((((s16)p3)) > (((s16)15865)))) ? (((u8)p6)) : (((u8)255))));
    s32 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = ((s32)((j9) | (j9)));
    uint4 sv10 = make_uint4(((u32)dg_dclamp(__longlong_as_double((s64)0x41e0000000000000ull), 0.0, 4294967295.0)), p5, ((u32)sizeof(BOOL)), ((u32)__double2ull_rd(dg_dclamp(((f64)p2), 0.0, 18446744073709549568.0))));
    u32 h11 = 0;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)sv10;
    (void)h11;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    p1 = ((f32)((s64)((u64)(((s64)0x29b38f203d3221ccull)) * (u64)(((s64)0x8000000000000000ull)))));
    p6 = ((BOOL)((s32)p5));
    sv10.z = ((u32)((sv10.z) ^ (p5)));
    p2 = ((s32)p5);
    h11 = (((((u32)(v7) * 3u) ^ (u32)(sv10.x) * 5u) ^ dg_fbits(p0[(7u & 7u)]) * 7u) ^ (u32)(p7[(0u & 1u)]) * 9u) ^ (u32)(a8[(7u & 7u)]);
    return ((BOOL)(((u32)(((BOOL)((((((f32)__longlong_as_double((s64)0x2db5db0591157d5full)) * ((f32)((u64)v7)))) == (__fadd_rd(((f32)((f64)p5)), p1)))))) ^ h11) & 1u));
}

FN f32 p0003_f2(s32 depth, u8 p0, f32 *p1)
{
    f64 v12 = __ddiv_ru(((f64)depth), __longlong_as_double((s64)0x3fe0000000000000ull));
    u64 v13 = ((u64)0x25ull);
    f32 a14[8] = {0};
    s32 j15;
    for (j15 = 0; j15 < 8; j15++)
        a14[j15] = ((((p0) != (((u8)depth)))) ? (*(p1 + ((u32)(((s64)(((u16)1)))) & 3u))) : __uint_as_float(0x3effffffu));
    s16 a16[8] = {0};
    s32 j17;
    for (j17 = 0; j17 < 8; j17++)
        a16[j17] = ((s16)((u32)(((s16)p0)) - (u32)(((s16)25303))));
    uint4 sv18;
    sv18.x = ((u32)depth);
    sv18.y = ((u32)((p1[((u32)(p0) & 3u)]) == (__uint_as_float(0x5f000000u))));
    sv18.z = ((u32)((((u32)v13)) ^ (((u32)p0))));
    sv18.w = ((u32)((u32)(((u32)depth)) - (u32)(((u32)depth))));
    u32 h19 = 0;
    (void)v12;
    (void)v13;
    (void)a14;
    (void)j15;
    (void)a16;
    (void)j17;
    (void)sv18;
    (void)h19;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return __ull2float_rd(v13);
    p0 = (u8)dg_fclamp(p0003_f2(depth - 1, ((u8)(depth)), p1), 0.0f, 255.0f);
    h19 = (((((u32)(p0) * 3u) ^ (u32)(v13) * 5u) ^ (u32)(sv18.y) * 7u) ^ (u32)(sv18.z) * 9u) ^ dg_fbits(a14[(7u & 7u)]);
    return (((f32)p0) + (f32)(h19 & 255u));
}

typedef struct {
    f64 x0;
    f32 x1;
    u64 x2;
    u32 h;
} p0003_state;

DG_KERNEL(p0003_kernel, p0003_state)
{
    DG_BEGIN(p0003_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        st->x0 = __dadd_ru(((f64)gtid), ((f64)((u64)0xffffffffffffffffull)));
        st->x1 = (((f32)((s16)__ldg(&in[5]))) + 1.0f);
        st->x2 = ((u64)((u64)(((u64)0xfffffffffffffffeull)) * (u64)(((u64)gtid))));
        st->h = ((u32)((u32)(in[((u32)(((s32)(isinf(((f64)st->x1)) != 0))) % 6u)]) + (u32)(gtid)));
        u16 v20 = ((u16)((u32)(((u16)st->x2)) << ((u32)(((s32)st->x2)) & 31u)));
        f32 a21[8] = {0};
        s32 j22;
        for (j22 = 0; j22 < 8; j22++)
            a21[j22] = ((f32)720015028);
        s16 a23[8] = {0};
        s32 j24;
        for (j24 = 0; j24 < 8; j24++)
            a23[j24] = ((s16)((u32)(((s16)-6697)) * (u32)(((s16)63))));
        uint4 sv25 = make_uint4(((u32)((u32)(bid) + (u32)(out[((u32)(((u32)((u32)(((u32)st->x2)) << ((u32)(((u32)st->x2)) & 31u)))) & 3u)]))), ((u32)((u32)(((u32)st->x2)) >> ((u32)(bid) & 31u))), ((u32)((u32)(bid) + (u32)(3658391850u))), ((u32)dg_rem_u32((u32)(st->h), (u32)(((u32)v20)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v20;
        (void)a21;
        (void)j22;
        (void)a23;
        (void)j24;
        (void)sv25;
        if ((__uint2float_rn(st->h)) <= (roundf(st->x1))) {
            st->x1 = 0.5f;
        }
        st->h--;
        if ((((u16)((u32)(v20) << ((u32)(sv25.x) & 31u)))) != (((u16)44620))) {
            (*(a21 + ((u32)(out[((u32)(((s32)(((s16)gtid)))) & 3u)]) & 7u))) = __fsqrt_rn(st->x1);
        }
        st->h = ((((dg_fbits(st->x1) * 3u) ^ (u32)(sv25.z) * 5u) ^ (u32)(in[(0u % 6u)]) * 7u) ^ dg_fbits(a21[(0u & 7u)]) * 9u) ^ (u32)(a23[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        u64 c34 = 0;
        s8 c35 = 0;
        s64 v26 = ((s64)((u64)0 - (u64)(((s64)0xffull))));
        f32 a27[8] = {0};
        s32 j28;
        for (j28 = 0; j28 < 8; j28++)
            a27[j28] = ((f32)((u8)v26));
        s16 a29[8] = {0};
        s32 j30;
        for (j30 = 0; j30 < 8; j30++)
            a29[j30] = ((s16)((u32)(((s16)j30)) << ((u32)(((u8)255)) & 31u)));
        uint4 sv31 = make_uint4(((u32)((u32)(((u32)st->x2)) - (u32)(gtid))), bid, ((u32)((u32)(((u32)st->x2)) + (u32)(in[((u32)(((u32)sizeof(s16))) % 6u)]))), ((u32)(~(u32)(((u32)v26)))));
        s32 n32 = 0, i33 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)a27;
        (void)j28;
        (void)a29;
        (void)j30;
        (void)sv31;
        (void)n32;
        (void)i33;
        (void)c34;
        (void)c35;
        if (isnan(((f32)((u8)0))) != 0) {
            n32 = (s32)((u32)(((u64)dg_div_u64((u64)(((c34 = st->x2), (u64)(c34 ^ st->x2))), (u64)(((u64)(((s8)-92))))))) % 7u) + 1;
            for (i33 = 0; i33 < n32; i33++) {
                sv31 = p0003_f0(((u8)((((u8)dg_div_u32((u32)(((u8)223)), (u32)(((u8)st->h))))) & (((u8)(st->x2))))));
                st->h >>= ((u32)(((u32)llabs(dg_nomin64(((s64)tid))))) & 31u);
            }
        }
        (*(out + ((u32)(((s32)dg_rem_s32((s32)(((s32)bid)), (s32)(((s32)gtid))))) & 3u))) = ((u32)dg_div_u32((u32)(out[((u32)(((s64)__double2int_rn(dg_dclamp(((f64)st->x2), -2147483648.0, 2147483647.0)))) & 3u)]), (u32)(((u32)((u32)(((u32)v26)) >> ((u32)(out[((u32)(((u8)__double2ull_rd(dg_dclamp(((f64)((s16)bid)), 0.0, 18446744073709549568.0)))) & 3u)]) & 31u))))));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ dg_fbits(st->x1) * 7u) ^ (u32)(st->x2) * 9u) ^ (u32)(in[(0u % 6u)]) ^ (st->h * 7u);
        st->h = (u32)p0003_f1(a27, (((f32)tid) - st->x1), ((s32)((u32)0 - (u32)(273752261))), ((s32)dg_fclamp((((f32)((f64)st->x2)) + ((f32)st->h)), -2147483648.0f, 2147483520.0f)), DG_A(sv31), ((u32)((bid) & (((u32)st->x2)))), ((BOOL)(((((c35 = ((s8)127)), (s8)(c35 ^ ((s8)-113)))) > (((s8)((u32)(((s8)gtid)) << ((u32)(in[((u32)(((u8)v26)) % 6u)]) & 31u))))))), a29);
        st->h = (u32)dg_fclamp(p0003_f2((s32)((u32)(((u32)((u32)(bid) >> ((u32)(((u32)v26)) & 31u)))) % 5u), ((u8)((u32)(((u8)117)) << ((u32)(((u8)(st->x2))) & 31u))), a27), 0.0f, 4294967040.0f);
        if ((gtid % 3u) == 2u && ((tid) >= (563986556u))) return;
        out[4] = (u32)dg_dbits(st->x0);
        out[5] = (u32)(dg_dbits(st->x0) >> 32);
        out[6] = dg_fbits(st->x1);
        out[7] = (u32)(st->x2);
        out[8] = (u32)((u64)(st->x2) >> 32);
        out[9] = (u32)(st->h);
        out[10] = (u32)(((u16)dg_rem_u32((u32)(((u16)((u32)(((u16)bid)) + (u32)(((u16)2))))), (u32)(((u16)bid)))));
        if ((gtid % 5u) == 0u && (!(((((u16)st->x2)) == (((u16)55501)))))) return;
        out[11] = (u32)(((u16)bid));
    }
    DG_END
}

DG_PROGRAM(p0003, p0003_state, 160, 4, 6, 12, 2, 8192, 3u)
