// diffgen program p0112: gen.py --seed 112 --name p0112 --include ../twin.h
#include "../twin.h"

typedef struct {
    f32 f0;
    s64 f1;
    f64 f2;
} p0112_S0;
typedef struct {
    s64 f0[4];
    s16 f1;
    s64 f2;
} p0112_S1;

FN f32 p0112_f0(f64 p0)
{
    f32 v1 = -2.5f;
    BOOL v2 = ((BOOL)(((((u8)50)) <= (((u8)178)))));
    u32 h3 = 0;
    (void)v1;
    (void)v2;
    (void)h3;
    (void)p0;
    v2 = ((BOOL)((isnan(((f32)p0)) != 0)));
    p0 = ((p0 / ((f64)__uint_as_float(0x6e4c1d2au))) * (p0 / p0));
    h3 = ((((u32)dg_dbits(p0) * 3u) ^ (u32)(dg_dbits(p0) >> 32) * 5u) ^ dg_fbits(v1) * 7u) ^ (u32)(v2);
    return ((((f32)((s8)v2)) * ((f32)((f64)v2))) + (f32)(h3 & 255u));
}

FN void p0112_f1(s64 p0, u32 p1, DG_REF(s64) p2)
{
    u16 v4 = ((u16)abs(dg_nomin32(((s32)p0))));
    s32 a5[16] = {0};
    s32 j6;
    for (j6 = 0; j6 < 16; j6++)
        a5[j6] = ((s32)((u32)0 - (u32)(j6)));
    s32 n7 = 0, i8 = 0;
    s32 n9 = 0, i10 = 0;
    s32 n11 = 0, i12 = 0;
    s32 n13 = 0, i14 = 0;
    u32 h15 = 0;
    (void)v4;
    (void)a5;
    (void)j6;
    (void)n7;
    (void)i8;
    (void)n9;
    (void)i10;
    (void)n11;
    (void)i12;
    (void)n13;
    (void)i14;
    (void)h15;
    (void)p0;
    (void)p1;
    (void)p2;
    n7 = (s32)((u32)(p1) % 7u) + 1;
    for (i8 = 0; i8 < n7; i8++) {
        n9 = (s32)((u32)(((u64)((((__longlong_as_double((s64)0x8000000000000000ull)) <= (((f64)p0)))) ? (((u64)DG_R(p2))) : (((u64)0x3full))))) % 8u) + 1;
        i10 = 0;
        do {
            DG_R(p2) &= ((s64)((u64)(((s64)i10)) * (u64)(DG_R(p2))));
        } while (++i10 < n9);
    }
    n11 = (s32)((u32)(((s32)((((s8)(((s64)v4)))) == (((s8)((u32)(((s8)p1)) << ((u32)(((u32)v4)) & 31u))))))) % 8u) + 1;
    for (i12 = 0; i12 < n11; i12++) {
        p0 = DG_R(p2);
        n13 = (s32)((u32)(((u8)((u32)(((u8)((((u8)i12)) ^ (((u8)DG_R(p2)))))) << ((u32)(((s32)((u32)(i12) * (u32)(((s32)v4))))) & 31u)))) % 4u);
        for (i14 = 0; i14 < n13; i14++) {
            (*(a5 + ((u32)(((s64)((((287862986) < (((s32)p1)))) ? (DG_R(p2)) : (((s64)0x85878ed928d57313ull))))) & 15u))) = ((s32)((__longlong_as_double((s64)0xce49f8c1a226b515ull)) < (__longlong_as_double((s64)0xc3e0000000000000ull))));
            v4++;
        }
    }
    h15 = (((((u32)(p0) * 3u) ^ (u32)((u64)(p0) >> 32) * 5u) ^ (u32)(v4) * 7u) ^ (u32)(a5[(0u & 15u)]) * 9u) ^ (u32)(a5[(15u & 15u)]);
    DG_R(p2) = ((s64)((u64)(DG_R(p2)) ^ (u64)h15));
    return;
}

FN p0112_S0 p0112_f2(s32 p0, p0112_S0 p1, double2 p2, const f64 *p3, u32 p4, DG_REF(double2) p5, p0112_S1 p6, DG_REF(u64) p7, const u32 *p8, u8 p9, s16 *p10, p0112_S1 p11, const u32 *p12, u32 *p13)
{
    s64 c18 = 0;
    s64 v16 = ((s64)((u64)(((s64)p4)) + (u64)(((s64)DG_R(p7)))));
    p0112_S0 sv17;
    sv17.f0 = (1.0e10f / ((f32)p4));
    sv17.f1 = ((s64)(!(((((f32)p0)) != (0.0f)))));
    sv17.f2 = (p3[((u32)(((s64)((u64)(((s64)0x3full)) - (u64)(p11.f0[3])))) & 1u)] - DG_R(p5).y);
    s32 n19 = 0, i20 = 0;
    s32 n21 = 0, i22 = 0;
    u32 h23 = 0;
    (void)v16;
    (void)sv17;
    (void)n19;
    (void)i20;
    (void)n21;
    (void)i22;
    (void)h23;
    (void)c18;
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
    p9 = ((u8)((u32)(p9) + (u32)(((u8)13))));
    p9 = (u8)dg_fclamp(p0112_f0(((f64)((u16)p9))), 0.0f, 255.0f);
    v16 = ((c18 = v16), (s64)(c18 ^ p1.f1));
    n19 = (s32)((u32)(((u64)(((s8)((u32)(((s8)DG_R(p7))) + (u32)(((s8)p4))))))) % 3u);
    for (i20 = 0; i20 < n19; i20++) {
        (*(p10 + 0u)) = ((s16)__funnelshift_l(3738013530u, ((u32)i20), 63u));
        n21 = (s32)((u32)(((s32)(~(u32)(((s32)v16))))) % 7u);
        i22 = 0;
        do {
            ++DG_R(p7);
            v16 = ((s64)((((((s8)i22)) == (((s8)-60)))) && (((p6.f1) <= (p10[0u])))));
        } while (++i22 < n21);
    }
    h23 = (((((u32)(dg_dbits(p2.y) >> 32) * 3u) ^ (u32)(p6.f0[1]) * 5u) ^ (u32)(p11.f0[1]) * 7u) ^ (u32)((u64)(p11.f0[2]) >> 32) * 9u) ^ (u32)((u64)(p11.f2) >> 32);
    sv17.f0 = (sv17.f0 + (f32)(h23 & 255u));
    return sv17;
}

typedef struct {
    u32 x0;
    u64 x1;
    u32 x2;
    u32 h;
    u8 arr[2];
} p0112_state;

DG_KERNEL(p0112_kernel, p0112_state)
{
    DG_BEGIN(p0112_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((u32)dg_dclamp(1.0e22, 0.0, 4294967295.0));
        st->x1 = ((u64)(((isnan(((f32)((u16)__ldg(&in[3])))) != 0)) ? (((u64)__ldg(&in[4]))) : (((u64)0xe73e41b82b313586ull))));
        st->x2 = ((u32)(((u16)bid)));
        st->h = 4037128131u;
        st->arr[0] = ((u8)((((u8)st->x1)) | (((u8)st->x2))));
        st->arr[1] = ((u8)((((u8)__ldg(&in[1]))) | (((u8)st->x2))));
        u64 v24 = ((u64)((u64)(((u64)0xffffffffffffffffull)) >> ((u32)(((u8)st->h)) & 63u)));
        s16 v25 = ((s16)-25770);
        f64 a26[8] = {0};
        s32 j27;
        for (j27 = 0; j27 < 8; j27++)
            a26[j27] = ((f64)((u16)363));
        u32 a28[8] = {0};
        s32 j29;
        for (j29 = 0; j29 < 8; j29++)
            a28[j29] = ((u32)(~(u32)(((u32)v25))));
        p0112_S0 sv30;
        sv30.f0 = (((f32)tid) / __uint_as_float(0x80000000u));
        sv30.f1 = ((s64)__float2uint_ru(dg_fclamp(((f32)v25), 0.0f, 4294967040.0f)));
        sv30.f2 = 0.5;
        double2 sv31 = make_double2(sv30.f2, ((((((s64)0xbbd24d913e37b317ull)) != (sv30.f1))) ? ((f64)gtid) : ((f64)((s8)127))));
        p0112_S1 sv32;
        sv32.f0[0] = ((s64)((s64)(((s64)0xc3ull)) >> ((u32)(((s32)st->x2)) & 63u)));
        sv32.f0[1] = ((s64)((((s64)st->x0)) | (((s64)0x1full))));
        sv32.f0[2] = ((s64)dg_div_s64((s64)(((s64)st->x1)), (s64)(((s64)bid))));
        sv32.f0[3] = ((s64)((((1024.0f) <= (__uint_as_float(0xdf23f823u)))) ? (((s64)0xffffffffffffffffull)) : (((s64)tid))));
        sv32.f1 = ((s16)st->h);
        sv32.f2 = ((s64)((((s64)st->x2)) | (((s64)0x90acfa0188b893ccull))));
        s32 g33 = 0;
        s32 n34 = 0, i35 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)v25;
        (void)a26;
        (void)j27;
        (void)a28;
        (void)j29;
        (void)sv30;
        (void)sv31;
        (void)sv32;
        (void)g33;
        (void)n34;
        (void)i35;
        B3:;
        if ((st->h) <= (tid)) goto F2;
        if (g33 < 1 && ((a28[((u32)(((s32)((u32)(((s32)v25)) - (u32)(((s32)st->x0))))) & 7u)]) != (3996132712u))) {
            g33++;
            goto B3;
        }
        switch (((u32)(((u32)(((u64)dg_div_u64((u64)(((u64)0x24full)), (u64)(((u64)st->h))))))) + (u32)gtid) & 3u) {
        case 1: {
            n34 = (s32)((u32)(((u64)(((isinf(a26[((u32)(((s32)((((((u32)st->x1)) > (bid))) ? (((s32)st->x2)) : (573678684)))) & 7u)]) != 0)) ? (((u64)((((((u32)st->x1)) >= (3086346421u))) || (((((u32)st->x1)) > (((u32)v25))))))) : (((u64)(((s32)st->h))))))) % 4u);
            i35 = 0;
            while (i35 < n34) {
                i35++;
                st->h = (u32)dg_fclamp(p0112_f0(((f64)st->x0)), 0.0f, 4294967040.0f);
            }
            break;
        }
        case 2: {
            st->x0 = ((u32)((u32)(in[((u32)(((s32)__double2ull_ru(dg_dclamp(((f64)st->x1), 0.0, 18446744073709549568.0)))) % 5u)]) << ((u32)(tid) & 31u)));
        }
        /* fallthrough */
        case 3: {
            v24 = (u64)dg_fclamp(p0112_f0(((f64)((u32)v25))), 0.0f, 18446742974197923840.0f);
            break;
        }
        default: {
            st->x1 *= ((u64)((u64)(((u64)st->x2)) << ((u32)(((s32)st->h)) & 63u)));
            break;
        }
        }
        F2:;
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)dg_dbits(sv30.f2) * 5u) ^ (u32)(sv32.f0[1]) * 7u) ^ (u32)((u64)(sv32.f0[3]) >> 32) * 9u) ^ (u32)(in[(0u % 5u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 10u;
        f32 v36 = ((f32)((f64)st->x0));
        f64 v37 = ((((((s16)-32768)) > (((s16)17793)))) ? ((f64)st->h) : -0.0);
        f64 a38[8] = {0};
        s32 j39;
        for (j39 = 0; j39 < 8; j39++)
            a38[j39] = ((f64)tid);
        u32 a40[8] = {0};
        s32 j41;
        for (j41 = 0; j41 < 8; j41++)
            a40[j41] = ((u32)sizeof(u32));
        p0112_S0 sv42;
        sv42.f0 = (v36 + v36);
        sv42.f1 = ((s64)dg_rem_s64((s64)(((s64)tid)), (s64)(((s64)gtid))));
        sv42.f2 = (v37 / v37);
        double2 sv43;
        sv43.x = __ddiv_rz(sv42.f2, v37);
        sv43.y = __dadd_ru(((f64)((s8)127)), v37);
        p0112_S1 sv44;
        sv44.f0[0] = ((s64)((u64)(((s64)st->x1)) + (u64)(((s64)0xc811979ff58aa25cull))));
        sv44.f0[1] = ((s64)((u64)(((s64)st->x2)) << ((u32)(104) & 63u)));
        sv44.f0[2] = ((s64)((s64)(((s64)st->x2)) >> ((u32)(((s32)st->x1)) & 63u)));
        sv44.f0[3] = ((s64)dg_div_s64((s64)(((s64)st->h)), (s64)(((s64)st->x2))));
        sv44.f1 = ((s16)((((s16)st->h)) & (((s16)gtid))));
        sv44.f2 = ((s64)0x3full);
        s32 n45 = 0, i46 = 0;
        s64 v47 = 0;
        s32 g48 = 0;
        s32 n49 = 0, i50 = 0;
        s64 v51 = 0;
        s16 a52[8] = {0};
        s32 j53;
        for (j53 = 0; j53 < 8; j53++)
            a52[j53] = ((s16)(isnan(v36) != 0));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v36;
        (void)v37;
        (void)a38;
        (void)j39;
        (void)a40;
        (void)j41;
        (void)sv42;
        (void)sv43;
        (void)sv44;
        (void)n45;
        (void)i46;
        (void)v47;
        (void)g48;
        (void)n49;
        (void)i50;
        (void)v51;
        (void)a52;
        (void)j53;
        switch (((u32)(((u32)((((u32)((u32)(a40[((u32)(((u8)gtid)) & 7u)]) + (u32)(794913672u)))) | (((u32)dg_fclamp(((f32)a38[((u32)(((u32)((u32)0 - (u32)(st->x2)))) & 7u)]), 0.0f, 4294967040.0f)))))) + (u32)st->x1) & 3u) {
        case 2: {
            n45 = (s32)((u32)(((s32)tid)) % 7u) + 1;
            for (i46 = 0; i46 < n45; i46++) {
                p0112_f1(((s64)((((i46) == (((s32)-1654083318)))) && (((((s16)19632)) >= (((s16)15681)))))), ((u32)(((isnan(((f64)((u64)st->x0))) != 0)) ? (((u32)((((((u64)0x14bull)) != (st->x1))) && (((sv44.f2) != (((s64)0x7e347814a921793aull))))))) : (((u32)sizeof(BOOL))))), DG_A(v47));
                p0112_f1(((s64)((u64)(sv42.f1) << ((u32)((*(out + ((u32)(((s32)v47)) & 1u)))) & 63u))), ((u32)(((s64)((((s64)bid)) | (((s64)tid)))))), DG_A(v47));
            }
            break;
        }
        }
        st->x0 = ((u32)((u32)(((u32)st->x1)) + (u32)(st->x0)));
        B4:;
        n49 = (s32)((u32)(gtid) % 3u);
        for (i50 = 0; i50 < n49; i50++) {
            p0112_f1(((s64)__float2int_rn(dg_fclamp(((f32)tid), -2147483648.0f, 2147483520.0f))), __uhadd(((u32)st->x1), ((u32)((u32)(15u) * (u32)(320566087u)))), DG_A(v51));
        }
        if (g48 < 3 && ((((f64)gtid)) >= (((f64)v36)))) {
            g48++;
            goto B4;
        }
        st->h = (((((u32)(dg_dbits(sv42.f2) >> 32) * 3u) ^ (u32)(sv44.f0[1]) * 5u) ^ (u32)(sv44.f0[3]) * 7u) ^ (u32)(in[(4u % 5u)]) * 9u) ^ (u32)(st->arr[(1u & 1u)]) ^ (st->h * 7u);
        sv42 = p0112_f2(((s32)(((s8)19))), sv42, make_double2((((f64)((s32)-1)) * ((f64)v36)), __dmul_rz(__longlong_as_double((s64)0x3fe0000000000000ull), v37)), a38, ((u32)((st->x0) | (((u32)st->x1)))), DG_A(sv43), sv44, DG_A(st->x1), a40, ((u8)((((s32)-78)) >= (((s32)st->x2)))), &a52[((u32)(((s32)st->h)) % 8u)], sv44, a40, a40);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((s8)((u32)(((s8)sizeof(s8))) - (u32)(((s8)((u32)0 - (u32)(((s8)st->h))))))));
        out[8] = (u32)(st->arr[0]);
        out[9] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0112, p0112_state, 40, 1, 5, 10, 2, 2048, 112u)
