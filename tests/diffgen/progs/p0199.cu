// diffgen program p0199: gen.py --seed 200 --name p0199 --include ../twin.h
#include "../twin.h"

typedef struct {
    BOOL f0[3];
} p0199_S0;

FN s64 p0199_f0(s32 depth, f32 *p0, s8 p1, uchar4 p2)
{
    u8 v1 = ((u8)((u32)(((u8)1)) + (u32)(((u8)173))));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((s64)((u64)(((s64)depth)) << ((u32)(((u32)p1)) & 63u)));
    v1--;
    if (((((u64)depth)) > (((u64)0x51d1430172aadb94ull))) && ((((u16)v1)) < (((u16)0)))) return ((s64)__dp4a(depth, ((s32)v1), ((s32)p1)));
    v1 = (u8)p0199_f0(depth - 1, p0, p1, p2);
    h2 = (((((u32)(p2.x) * 3u) ^ (u32)(p2.y) * 5u) ^ (u32)(p2.z) * 7u) ^ dg_fbits(p0[(0u & 7u)]) * 9u) ^ dg_fbits(p0[(7u & 7u)]);
    return ((s64)((u64)(((s64)((((s64)v1)) & (((s64)(((u64)v1))))))) ^ (u64)h2));
}

FN s8 p0199_f1(s32 depth, s8 p0, DG_REF(f64) p1)
{
    s8 c11 = 0;
    s64 v3 = ((s64)(2u));
    f64 v4 = ((((depth) < (((s32)-281)))) ? ((f64)((u64)0x1ull)) : ((f64)v3));
    f32 a5[8] = {0};
    s32 j6;
    for (j6 = 0; j6 < 8; j6++)
        a5[j6] = ((((((u8)255)) != (((u8)p0)))) ? ((f32)v3) : ((f32)v3));
    uchar4 sv7 = make_uchar4(((u8)((u32)(((u8)v3)) * (u32)(((u8)141)))), ((u8)__funnelshift_lc(4294967294u, ((u32)depth), ((u32)p0))), ((u8)((u32)(((u8)v3)) - (u32)(((u8)v3)))), ((u8)__double2loint(dg_canon(v4))));
    s32 g8 = 0;
    s32 n9 = 0, i10 = 0;
    u32 h12 = 0;
    (void)v3;
    (void)v4;
    (void)a5;
    (void)j6;
    (void)sv7;
    (void)g8;
    (void)n9;
    (void)i10;
    (void)h12;
    (void)c11;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((s8)__double2uint_ru(dg_dclamp(DG_R(p1), 0.0, 4294967295.0)));
    DG_R(p1) = __ddiv_rz((((f64)((s8)127)) / DG_R(p1)), DG_R(p1));
    B3:;
    n9 = (s32)((u32)(((u8)umax(((u32)((u32)(((u32)p0)) + (u32)(3717758029u))), ((u32)depth)))) % 7u);
    for (i10 = 0; i10 < n9; i10++) {
        p0 += (s8)(((c11 = ((s8)((u32)(((s8)i10)) - (u32)(p0)))), (s8)(c11 ^ ((s8)((u32)(p0) << ((u32)(3u) & 31u))))));
    }
    if (g8 < 3 && ((((u8)v3)) < (((u8)p0)))) {
        g8++;
        goto B3;
    }
    v3 = (s64)p0199_f1(depth - 1, ((s8)((((((u64)p0)) <= (((u64)0x1d8ull)))) ? (p0) : (p0))), DG_A(v4));
    h12 = (((((u32)(dg_dbits(DG_R(p1)) >> 32) * 3u) ^ (u32)(v3) * 5u) ^ (u32)dg_dbits(v4) * 7u) ^ (u32)(sv7.y) * 9u) ^ (u32)(sv7.w);
    return ((s8)((u32)(((s8)dg_fclamp((((f32)((u64)p0)) + a5[((u32)(((s64)p0)) & 7u)]), -128.0f, 127.0f))) ^ (u32)h12));
}

FN s16 p0199_f2(s8 p0, DG_REF(s8) p1, p0199_S0 p2)
{
    u16 v13 = ((u16)((((u16)DG_R(p1))) ^ (((u16)DG_R(p1)))));
    u8 v14 = ((u8)7);
    f32 a15[8] = {0};
    s32 j16;
    for (j16 = 0; j16 < 8; j16++)
        a15[j16] = ((f32)((u32)v13));
    uchar4 sv17;
    sv17.x = ((u8)((((421u) >= (3141043523u))) ? (v14) : (v14)));
    sv17.y = ((u8)dg_rem_u32((u32)(((u8)0)), (u32)(((u8)129))));
    sv17.z = ((u8)dg_fclamp(((f32)v13), 0.0f, 255.0f));
    sv17.w = ((u8)(~(u32)(v14)));
    u32 h18 = 0;
    (void)v13;
    (void)v14;
    (void)a15;
    (void)j16;
    (void)sv17;
    (void)h18;
    (void)p0;
    (void)p1;
    (void)p2;
    v13 = ((u16)((u32)0 - (u32)(((u16)p0))));
    h18 = (((((u32)(p0) * 3u) ^ (u32)(v14) * 5u) ^ (u32)(p2.f0[0]) * 7u) ^ (u32)(sv17.y) * 9u) ^ dg_fbits(a15[(0u & 7u)]);
    return ((s16)((u32)(((s16)((s32)(((s16)v13)) >> ((u32)(((s32)((u32)(((s32)DG_R(p1))) * (u32)(((s32)v14))))) & 31u)))) ^ (u32)h18));
}

typedef struct {
    s8 x0;
    f32 x1;
    s8 x2;
    u32 h;
} p0199_state;

DG_SHARED u32 p0199_sh0[40];

DG_KERNEL(p0199_kernel, p0199_state)
{
    DG_BEGIN(p0199_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 6u;
        st->x0 = ((s8)((u32)(((s8)__ldg(&in[3]))) * (u32)(((s8)3))));
        st->x1 = (-(((f32)tid)));
        st->x2 = st->x0;
        st->h = (*(in + ((u32)(((u8)((u32)(((u8)st->x2)) >> ((u32)(8u) & 31u)))) % 6u)));
        p0199_sh0[tid * 1u + 0u] = gtid;
        BOOL v19 = ((BOOL)(((((s32)gtid)) <= (7))));
        f32 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = __frcp_ru(st->x1);
        uchar4 sv22;
        sv22.x = ((u8)((((((s64)st->x2)) > (((s64)0x8000000000000001ull)))) || (((((u64)tid)) > (((u64)0x7ull))))));
        sv22.y = ((u8)sizeof(BOOL));
        sv22.z = ((u8)__clz(((s32)bid)));
        sv22.w = ((u8)(((u16)25452)));
        p0199_S0 sv23;
        sv23.f0[0] = ((BOOL)(((((s64)0xcdd72cfec677fe3ull)) <= (((s64)tid)))));
        sv23.f0[1] = ((BOOL)(v19));
        sv23.f0[2] = ((BOOL)(((((f32)((u16)58407))) < (__uint_as_float(0x00000001u)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)a20;
        (void)j21;
        (void)sv22;
        (void)sv23;
        v19 = (BOOL)(p0199_f2(((s8)((u32)(st->x0) + (u32)(((s8)127)))), DG_A(st->x2), sv23) != 0);
        st->h = __double2uint_rn(dg_dclamp(((f64)(*(a20 + ((u32)(((s64)dg_div_s64((s64)(((s64)v19)), (s64)(((s64)tid))))) & 7u)))), 0.0, 4294967295.0));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ dg_fbits(st->x1) * 7u) ^ (u32)(sv22.z) * 9u) ^ (u32)(p0199_sh0[tid * 1u + 0u]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 6u;
        s16 v24 = ((s16)(~(u32)(((s16)gtid))));
        u32 v25 = ((u32)((((((s32)st->x2)) <= (2072104841))) && (((((u8)tid)) >= (((u8)255))))));
        f32 a26[8] = {0};
        s32 j27;
        for (j27 = 0; j27 < 8; j27++)
            a26[j27] = (__uint_as_float(0xed8300c9u) * st->x1);
        uchar4 sv28 = make_uchar4(((u8)108), ((u8)84), ((u8)__float2int_rn(dg_fclamp(((f32)((f64)bid)), -2147483648.0f, 2147483520.0f))), ((u8)((u32)(((u8)st->x2)) << ((u32)(1506726229) & 31u))));
        p0199_S0 sv29;
        sv29.f0[0] = ((BOOL)(((((f64)st->x2)) < (__longlong_as_double((s64)0x3ff0000000000000ull)))));
        sv29.f0[1] = ((BOOL)((isinf(((f32)st->x0)) != 0)));
        sv29.f0[2] = ((BOOL)((s64)0x8000000000000001ull));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)v25;
        (void)a26;
        (void)j27;
        (void)sv28;
        (void)sv29;
        a26[((u32)(((s64)((u64)(((s64)tid)) << ((u32)(((u32)st->x2)) & 63u)))) & 7u)] = ((f32)((f64)v24));
        st->x0 = (s8)p0199_f2(((s8)((u32)(st->x2) ^ (u32)0xffffffff)), DG_A(st->x0), sv29);
        st->h = (((((u32)(sv28.x) * 3u) ^ (u32)(sv29.f0[0]) * 5u) ^ (u32)(sv29.f0[2]) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ dg_fbits(a26[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 6u;
        s8 c42 = 0;
        u32 v30 = ((u32)dg_fclamp(st->x1, 0.0f, 4294967040.0f));
        u8 v31 = ((u8)(((u16)tid)));
        f32 a32[8] = {0};
        s32 j33;
        for (j33 = 0; j33 < 8; j33++)
            a32[j33] = fdimf(st->x1, ((f32)v30));
        uchar4 sv34 = make_uchar4(((u8)(~(u32)(v31))), ((u8)dg_dclamp(((f64)((s64)0x3c2d8bf237345a2eull)), 0.0, 255.0)), ((u8)__float2ull_rd(dg_fclamp(st->x1, 0.0f, 18446742974197923840.0f))), ((u8)(70)));
        p0199_S0 sv35;
        sv35.f0[0] = ((BOOL)(((((s32)gtid)) > (((s32)-1627540505)))));
        sv35.f0[1] = ((BOOL)(((((s64)st->x2)) < (((s64)st->h)))));
        sv35.f0[2] = ((BOOL)(((((s32)bid)) < (((s32)gtid)))));
        float2 sv36 = make_float2(((f32)((u8)72)), ((f32)((f64)bid)));
        s32 g37 = 0;
        s32 n38 = 0, i39 = 0;
        s32 n40 = 0, i41 = 0;
        f64 v43 = 0.0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v30;
        (void)v31;
        (void)a32;
        (void)j33;
        (void)sv34;
        (void)sv35;
        (void)sv36;
        (void)g37;
        (void)n38;
        (void)i39;
        (void)n40;
        (void)i41;
        (void)v43;
        (void)c42;
        B6:;
        st->x1 = (f32)p0199_f2(((s8)((((s8)((st->x0) & (((s8)bid))))) | (((s8)(((u64)0x50ull)))))), DG_A(st->x0), sv35);
        if (g37 < 2 && ((((u8)gtid)) != (((u8)163)))) {
            g37++;
            goto B6;
        }
        switch (((u32)(__umulhi(((u32)abs(dg_nomin32(((s32)v30)))), ((u32)(isnan(((f64)in[((u32)(((s32)dg_div_s32((s32)(1600011089), (s32)(((s32)v31))))) % 6u)])) != 0)))) + (u32)v30) & 7u) {
        case 6: {
            if ((((s64)(((s16)tid)))) == (((s64)0xbc4c35c00bec2073ull))) {
                sv35.f0[1] = ((BOOL)((s8)-127));
            }
        }
        /* fallthrough */
        case 7: {
            n38 = (s32)((u32)(((u32)min(((s32)-990747585), ((s32)((((s32)v30)) ^ (((s32)st->x2))))))) % 8u);
            for (i39 = 0; i39 < n38; i39++) {
                st->x1 = ((f32)((u16)dg_dclamp(__longlong_as_double((s64)0xbff8000000000000ull), 0.0, 65535.0)));
                v31 = ((u8)(~(u32)(v31)));
            }
            break;
        }
        }
        n40 = (s32)((u32)(((u8)((((s64)st->x2)) >= (((s64)0xb6b40e02cc048391ull))))) % 7u) + 1;
        for (i41 = 0; i41 < n40; i41++) {
            st->x1 = (f32)p0199_f2(((s8)((((s8)sizeof(sv36))) ^ (((c42 = ((s8)gtid)), (s8)(c42 ^ st->x2))))), DG_A(st->x2), sv35);
        }
        st->h = (((((u32)(st->x2) * 3u) ^ (u32)(v31) * 5u) ^ (u32)(sv34.z) * 7u) ^ (u32)(sv35.f0[2]) * 9u) ^ (u32)(in[(0u % 6u)]) ^ (st->h * 7u);
        p0199_f0((s32)((u32)(st->h) % 6u), a32, ((s8)((st->x0) | (st->x0))), make_uchar4(((u8)((v31) ^ (((u8)tid)))), sv34.y, ((u8)((((((s64)v30)) >= (((s64)gtid)))) ? (v31) : (v31))), ((u8)((u32)(((u8)gtid)) - (u32)(((u8)33))))));
        v31 = (u8)p0199_f1((s32)((u32)(((u32)((u32)(0u) >> ((u32)(p0199_sh0[((u32)(((s32)__float2ll_rz(dg_fclamp(((f32)st->x0), -9223372036854775808.0f, 9223371487098961920.0f)))) % 40u)]) & 31u)))) % 4u), st->x0, DG_A(v43));
        out[0] = (u32)(st->x0);
        out[1] = dg_fbits(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((u32)((u32)(((u32)((((u32)st->x0)) & (in[((u32)(((s64)dg_fclamp(((f32)((s32)st->x2)), -9223372036854775808.0f, 9223371487098961920.0f))) % 6u)])))) + (u32)(((u32)(((isnan(((f64)st->x2)) != 0)) ? (tid) : (st->h)))))));
        out[5] = (u32)(((u64)(((s8)-79))));
    }
    DG_END
}

DG_PROGRAM(p0199, p0199_state, 40, 2, 6, 6, 3, 8192, 200u)
