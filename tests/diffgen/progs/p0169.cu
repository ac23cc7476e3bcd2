// diffgen program p0169: gen.py --seed 170 --name p0169 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s32 f0;
    s16 f1;
    f32 f2[2];
} p0169_S0;
typedef struct {
    u16 f0;
    s8 f1;
    f32 f2;
} p0169_S1;

FN s32 p0169_f0(int2 p0, DG_REF(f32) p1)
{
    u64 c4 = 0;
    u64 v1 = ((u64)((u64)(((u64)0x155ull)) << ((u32)(470u) & 63u)));
    s32 n2 = 0, i3 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)n2;
    (void)i3;
    (void)h5;
    (void)c4;
    (void)p0;
    (void)p1;
    if ((((s16)((((s64)0x3a451c731aceb9c9ull)) == (((s64)0x35ull))))) < (((s16)-2004))) {
        if ((((u32)v1)) <= (259964836u)) {
            v1 = ((u64)0x0ull);
        } else {
            DG_R(p1) = (DG_R(p1) + ((f32)((u8)1)));
        }
    } else {
        if (((p0.x) >= (((s32)v1))) && ((p0.x) != (p0.y))) return ((s32)((s32)(p0.y) >> ((u32)(p0.y) & 31u)));
    }
    p0.x = ((s32)((((s16)2)) <= (((s16)v1))));
    n2 = (s32)((u32)(((u64)((((((s8)98)) <= (((s8)127)))) && (((((s16)v1)) > (((s16)-26700))))))) % 7u);
    for (i3 = 0; i3 < n2; i3++) {
        v1 = ((u64)dg_dclamp(__dsqrt_rn(((f64)((u8)v1))), 0.0, 18446744073709549568.0));
        v1--;
    }
    DG_R(p1) = __ull2float_rn(((c4 = ((u64)0x8ull)), (u64)(c4 ^ ((u64)0x6d3d5355bf3ff5d5ull))));
    h5 = ((((dg_fbits(DG_R(p1)) * 3u) ^ (u32)(v1) * 5u) ^ (u32)((u64)(v1) >> 32) * 7u) ^ (u32)(p0.x) * 9u) ^ (u32)(p0.y);
    return ((s32)((u32)(((s32)((s32)(((s32)((u32)(((s32)v1)) << ((u32)(p0.x) & 31u)))) >> ((u32)(((u8)(~(u32)(((u8)v1))))) & 31u)))) ^ (u32)h5));
}

FN int2 p0169_f1(u8 p0, u8 *p1, f64 p2, BOOL p3, const s32 *p4, u32 p5, u64 *p6, f32 p7, f64 p8, s64 p9)
{
    u64 c13 = 0;
    s32 c14 = 0;
    u8 v6 = ((u8)((u32)(p0) << ((u32)(p5) & 31u)));
    f64 a7[4] = {0};
    s32 j8;
    for (j8 = 0; j8 < 4; j8++)
        a7[j8] = ((f64)((f32)((u64)0xffull)));
    int2 sv9 = make_int2(p4[((u32)(((s64)((u64)(((s64)v6)) + (u64)(p9)))) & 3u)], p4[((u32)(((u32)((u32)(p5) + (u32)(p5)))) & 3u)]);
    s32 g10 = 0;
    s32 n11 = 0, i12 = 0;
    u32 h15 = 0;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)sv9;
    (void)g10;
    (void)n11;
    (void)i12;
    (void)h15;
    (void)c13;
    (void)c14;
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
    B1:;
    switch (((u32)(((u16)__float2int_rd(dg_fclamp(((f32)p5), -2147483648.0f, 2147483520.0f)))) + (u32)p9) & 3u) {
    case 1: {
        p9 = (s64)p0169_f0(sv9, DG_A(p7));
        break;
    }
    case 2: {
        n11 = (s32)((u32)(((u64)((((c13 = p6[((u32)(((s32)((((s32)p3)) | (250)))) & 1u)]), (u64)(c13 ^ p6[((u32)(((u8)((p3) ? (((u8)254)) : (v6)))) & 1u)]))) ^ (((u64)dg_dclamp(((f64)p0), 0.0, 18446744073709549568.0)))))) % 3u) + 1;
        i12 = 0;
        while (i12 < n11) {
            i12++;
            p7 = ((((i12) != (((s32)p0)))) ? p7 : ((f32)p0));
            p6[((u32)(((s64)p0)) & 1u)] = ((u64)p0);
        }
    }
    /* fallthrough */
    case 3: {
        p7 = ((f32)((u16)p9));
        break;
    }
    default: {
        if ((((s32)((sv9.x) ^ (sv9.x)))) == (((c14 = ((s32)v6)), (s32)(c14 ^ p4[((u32)(((u8)((u32)(((u8)p9)) >> ((u32)(((u8)p9)) & 31u)))) & 3u)])))) {
            sv9.y = ((s32)((u32)(((s32)p3)) << ((u32)((*(p4 + ((u32)(((u8)__umul64hi(((u64)v6), p6[((u32)(((u32)((291u) ^ (p5)))) & 1u)]))) & 3u)))) & 31u)));
        }
        break;
    }
    }
    if (g10 < 2 && (((*(p6 + ((u32)(((s64)((u64)(p9) - (u64)(p9)))) & 1u)))) > (((u64)p5)))) {
        g10++;
        goto B1;
    }
    p9 = (s64)p0169_f0(sv9, DG_A(p7));
    p5 = (u32)p0169_f0(make_int2(sv9.x, ((s32)p0)), DG_A(p7));
    h15 = (((((u32)dg_dbits(p8) * 3u) ^ (u32)(dg_dbits(p8) >> 32) * 5u) ^ (u32)((u64)(p9) >> 32) * 7u) ^ (u32)(dg_dbits(a7[(0u & 3u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a7[(3u & 3u)]) >> 32);
    sv9.x = ((s32)((u32)(sv9.x) ^ (u32)h15));
    return sv9;
}

typedef struct {
    f64 x0;
    u8 x1;
    u8 x2;
    BOOL x3;
    u32 h;
} p0169_state;

DG_KERNEL(p0169_kernel, p0169_state)
{
    DG_BEGIN(p0169_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        u32 c24 = 0;
        u8 c28 = 0;
        st->x0 = __longlong_as_double((s64)0x589c5f0c3d642d0bull);
        st->x1 = ((u8)((u32)(((u8)255)) * (u32)(((u8)bid))));
        st->x2 = ((u8)dg_div_u32((u32)(st->x1), (u32)(((u8)96))));
        st->x3 = ((BOOL)(((((s16)st->x1)) < (((s16)26960)))));
        st->h = bid;
        s32 v16 = ((s32)((((((u16)tid)) >= (((u16)st->x1)))) ? (((s32)st->h)) : (((s32)tid))));
        u8 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((u8)__popcll(((u64)st->x1)));
        s32 a19[8] = {0};
        s32 j20;
        for (j20 = 0; j20 < 8; j20++)
            a19[j20] = ((s32)dg_fclamp(-2.5f, -2147483648.0f, 2147483520.0f));
        int2 sv21 = make_int2(((s32)dg_div_s32((s32)(v16), (s32)(((s32)-878199107)))), (*(a19 + ((u32)(((u32)((u32)(tid) << ((u32)(st->x1) & 31u)))) & 7u))));
        s32 n22 = 0, i23 = 0;
        f32 v25 = 0.0f;
        u64 a26[8] = {0};
        s32 j27;
        for (j27 = 0; j27 < 8; j27++)
            a26[j27] = ((u64)(((u16)st->x3)));
        s32 n29 = 0, i30 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)a17;
        (void)j18;
        (void)a19;
        (void)j20;
        (void)sv21;
        (void)n22;
        (void)i23;
        (void)v25;
        (void)a26;
        (void)j27;
        (void)n29;
        (void)i30;
        (void)c24;
        (void)c28;
        switch (((u32)(in[((u32)(((s32)dg_dclamp(st->x0, -2147483648.0, 2147483647.0))) & 7u)]) + (u32)v16) & 3u) {
        case 1: {
            n22 = (s32)((u32)(((u32)((((((((s32)st->h)) < (((s32)-611384763)))) && (((((s64)0xffull)) != (((s64)0x3ull)))))) ? (((u32)dg_rem_u32((u32)(498u), (u32)(in[((u32)(((s32)((u32)(((s32)tid)) << ((u32)(st->x2) & 31u)))) & 7u)])))) : (((c24 = 7u), (u32)(c24 ^ in[((u32)(((s32)((u32)(v16) + (u32)(v16)))) & 7u)])))))) % 3u);
            i23 = 0;
            while (i23 < n22) {
                i23++;
                a19[((u32)(((s64)dg_fclamp(__uint_as_float(0xc1845fdau), -9223372036854775808.0f, 9223371487098961920.0f))) & 7u)] = v16;
                st->x1 = (u8)p0169_f0(make_int2(((s32)((s32)(a19[((u32)(bid) & 7u)]) >> ((u32)(((s32)tid)) & 31u))), ((s32)((((u64)gtid)) <= (((u64)tid))))), DG_A(v25));
            }
            break;
        }
        case 3: {
            sv21 = p0169_f1(((u8)((u32)(a17[((u32)(((s64)((((s64)0x4dd5b51e6f69308eull)) & (((s64)bid))))) & 7u)]) << ((u32)(((s32)st->h)) & 31u))), a17, ((f64)__uint_as_float(0x3f800000u)), ((BOOL)((!(((((f32)gtid)) < (__uint_as_float(0x7f800000u))))))), a19, ((u32)((u32)(st->h) * (u32)(gtid))), a26, __int2float_rn(((s32)dg_div_s32((s32)(sv21.x), (s32)(((s32)tid))))), (st->x0 * __dadd_rd(((f64)tid), st->x0)), ((s64)((u64)(((s64)__double2hiint(dg_canon(((f64)((s8)st->x1)))))) * (u64)(((s64)((((a19[((u32)(((u32)dg_div_u32((u32)(tid), (u32)(bid)))) & 7u)]) != (v16))) ? (((s64)0x1cd49a7dff2983faull)) : (((s64)gtid))))))));
            break;
        }
        }
        if ((((((u32)v16)) <= (2149141851u))) || (((((s64)0xfffffffffffffffeull)) < (((s64)bid))))) {
            st->x1 = ((u8)((((c28 = st->x1), (u8)(c28 ^ a17[((u32)(((u32)dg_fclamp(((f32)bid), 0.0f, 4294967040.0f))) & 7u)]))) | (((u8)((((s64)st->h)) >= (((s64)st->x3)))))));
        } else {
            n29 = (s32)((u32)(((u8)__double_as_longlong(dg_canon(st->x0)))) % 3u) + 1;
            for (i30 = 0; i30 < n29; i30++) {
                sv21.y = ((s32)((((((s64)i30)) >= (((s64)gtid)))) && (((in[((u32)(((s32)dg_rem_s32((s32)(sv21.y), (s32)(v16)))) & 7u)]) < (3253186433u)))));
            }
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(sv21.y) * 9u) ^ (u32)(a26[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        f32 v31 = ((f32)((s64)st->x1));
        f32 v32 = (-(((f32)gtid)));
        u8 a33[8] = {0};
        s32 j34;
        for (j34 = 0; j34 < 8; j34++)
            a33[j34] = ((u8)dg_fclamp(((f32)((f64)st->x3)), 0.0f, 255.0f));
        s32 a35[8] = {0};
        s32 j36;
        for (j36 = 0; j36 < 8; j36++)
            a35[j36] = ((s32)st->x3);
        int2 sv37 = make_int2(((s32)((((((u16)gtid)) != (((u16)49822)))) ? (((s32)gtid)) : (((s32)st->x3)))), ((s32)((u32)(((s32)st->x2)) ^ (u32)0xffffffff)));
        s32 g38 = 0;
        s32 g39 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v31;
        (void)v32;
        (void)a33;
        (void)j34;
        (void)a35;
        (void)j36;
        (void)sv37;
        (void)g38;
        (void)g39;
        st->h = 2999026497u;
        B2:;
        st->x0 = __fma_rd(st->x0, ((f64)((f32)st->x1)), ((f64)st->x1));
        if (g38 < 3 && ((131) != (sv37.x))) {
            g38++;
            goto B2;
        }
        B3:;
        st->x3 = ((BOOL)((isnan(v32) != 0)));
        if (g39 < 1 && (!(((((u8)st->h)) >= (((u8)1)))))) {
            g39++;
            goto B3;
        }
        st->h = (((((u32)(dg_dbits(st->x0) >> 32) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(sv37.x) * 7u) ^ (u32)(in[(0u & 7u)]) * 9u) ^ (u32)(a33[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        u32 v40 = st->h;
        u16 v41 = ((u16)0);
        u8 a42[8] = {0};
        s32 j43;
        for (j43 = 0; j43 < 8; j43++)
            a42[j43] = st->x1;
        s32 a44[8] = {0};
        s32 j45;
        for (j45 = 0; j45 < 8; j45++)
            a44[j45] = ((s32)__umul24(((u32)((u16)st->h)), ((u32)((u16)34645))));
        int2 sv46;
        sv46.x = ((s32)st->x1);
        sv46.y = ((s32)((u32)(((s32)st->x1)) - (u32)(((s32)bid))));
        s32 g47 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v40;
        (void)v41;
        (void)a42;
        (void)j43;
        (void)a44;
        (void)j45;
        (void)sv46;
        (void)g47;
        B4:;
        v40 = ((u32)((u32)(in[((u32)(((u32)((v40) ^ (in[((u32)(((s64)(bid))) & 7u)])))) & 7u)]) >> ((u32)(in[((u32)(((u32)(+(st->h)))) & 7u)]) & 31u)));
        if (g47 < 1 && ((v41) <= (((u16)0)))) {
            g47++;
            goto B4;
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(v41) * 5u) ^ (u32)(sv46.y) * 7u) ^ (u32)(in[(0u & 7u)]) * 9u) ^ (u32)(a44[(7u & 7u)]) ^ (st->h * 7u);
        out[0] = (u32)dg_dbits(st->x0);
        out[1] = (u32)(dg_dbits(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->x3);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((u16)(__funnelshift_lc(((u32)st->x1), ((u32)st->x3), in[((u32)(((s32)((8) & (3)))) & 7u)]))));
        out[7] = (u32)(((u8)((u32)(((u8)((((((f32)st->x0)) != (((f32)v40)))) && (((__uint_as_float(0x7fc00000u)) != (((f32)((u16)gtid)))))))) >> ((u32)(((s32)((((s32)tid)) | (((s32)v41))))) & 31u))));
    }
    DG_END
}

DG_PROGRAM(p0169, p0169_state, 127, 3, 8, 8, 3, 2048, 170u)
