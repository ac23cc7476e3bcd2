// diffgen program p0185: gen.py --seed 186 --name p0185 --include ../twin.h
#include "../twin.h"

typedef struct {
    u32 f0;
    s64 f1;
    s64 f2;
} p0185_S0;
typedef struct DG_ALIGN(16) {
    s32 f0;
} p0185_S1;

FN f32 p0185_f0(DG_REF(u16) p0, const s16 *p1)
{
    f32 v1 = ((f32)DG_R(p0));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    (void)p1;
    v1--;
    h2 = (((u32)(DG_R(p0)) * 3u) ^ dg_fbits(v1) * 5u) ^ (u32)(p1[0u]);
    return ((__fsqrt_rz(v1) / ((((p1[0u]) < (((s16)-32767)))) ? ((f32)DG_R(p0)) : __uint_as_float(0xbf800000u))) + (f32)(h2 & 255u));
}

FN s16 p0185_f1(u16 p0, s32 p1, u32 *p2, DG_REF(BOOL) p3, f32 p4, DG_REF(uint4) p5, u8 p6, DG_REF(p0185_S1) p7, f64 p8, s16 p9, DG_REF(uint4) p10, BOOL p11, s16 p12, s32 p13)
{
    f32 v3 = __ll2float_rn(((s64)p6));
    s16 a4[8] = {0};
    s32 j5;
    for (j5 = 0; j5 < 8; j5++)
        a4[j5] = ((s16)((((s16)-12192)) | (p12)));
    u32 h6 = 0;
    (void)v3;
    (void)a4;
    (void)j5;
    (void)h6;
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
    a4[((u32)(((s64)(((u64)p11)))) & 7u)] = ((s16)p13);
    h6 = (((((u32)(p0) * 3u) ^ (u32)(dg_dbits(p8) >> 32) * 5u) ^ (u32)(p12) * 7u) ^ (u32)(DG_R(p5).y) * 9u) ^ (u32)(DG_R(p10).w);
    return ((s16)((u32)(((s16)(~(u32)(((s16)p0))))) ^ (u32)h6));
}

typedef struct {
    u32 x0;
    BOOL x1;
    s32 x2;
    s16 x3;
    u32 h;
    u32 arr[4];
} p0185_state;

DG_KERNEL(p0185_kernel, p0185_state)
{
    DG_BEGIN(p0185_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        s16 c15 = 0;
        st->x0 = ((u32)((u32)0 - (u32)(in[((u32)(__ldg(&in[0])) & 3u)])));
        st->x1 = ((BOOL)((s8)__ldg(&in[1])));
        st->x2 = ((s32)(((s8)__ldg(&in[3]))));
        st->x3 = ((s16)-1);
        st->h = __ldg(&in[2]);
        st->arr[0] = ((u32)((__ldg(&in[0])) ^ (bid)));
        st->arr[1] = ((u32)((((((s64)0x8000000000000001ull)) == (((s64)0x1ull)))) ? (8u) : (__ldg(&in[1]))));
        st->arr[2] = ((u32)((u32)0 - (u32)(((u32)st->x1))));
        st->arr[3] = ((u32)((u32)(in[((u32)(((s64)0x8000000000000001ull)) & 3u)]) * (u32)(st->h)));
        u16 v7 = ((u16)dg_div_u32((u32)(((u16)st->h)), (u32)(((u16)1))));
        u64 v8 = ((u64)((u64)(((u64)v7)) + (u64)(((u64)0xfffffffffffffffeull))));
        s16 a9[8] = {0};
        s32 j10;
        for (j10 = 0; j10 < 8; j10++)
            a9[j10] = st->x3;
        u32 a11[8] = {0};
        s32 j12;
        for (j12 = 0; j12 < 8; j12++)
            a11[j12] = ((u32)st->x1);
        uint4 sv13;
        sv13.x = ((u32)dg_div_u32((u32)(st->h), (u32)(7u)));
        sv13.y = ((u32)((u32)(481u) << ((u32)(((u8)gtid)) & 31u)));
        sv13.z = ((u32)((u32)(st->h) >> ((u32)(((u8)v7)) & 31u)));
        sv13.w = ((u32)__float_as_int(dg_canonf(((f32)v7))));
        p0185_S1 sv14;
        sv14.f0 = ((s32)((724644081) ^ (st->x2)));
        s32 n16 = 0, i17 = 0;
        s32 g18 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v7;
        (void)v8;
        (void)a9;
        (void)j10;
        (void)a11;
        (void)j12;
        (void)sv13;
        (void)sv14;
        (void)n16;
        (void)i17;
        (void)g18;
        (void)c15;
        if (((isinf(__longlong_as_double((s64)0xa78e1608d8182a09ull)) != 0)) && ((isfinite(-0.0f) != 0))) {
            st->h = (u32)p0185_f1(v7, ((s32)v8), a11, DG_A(st->x1), __uint_as_float(0xcab0e579u), DG_A(sv13), ((u8)((u32)(((u8)st->x1)) * (u32)(((u8)((((f32)st->x2)) >= (((f32)((f64)st->x0)))))))), DG_A(sv14), ((f64)st->h), ((s16)dg_dclamp(__hiloint2double(((s32)st->x3), ((s32)st->h)), -32768.0, 32767.0)), DG_A(sv13), ((BOOL)(((((__uint_as_float(0x80000000u)) > (((f32)gtid)))) || (((((u8)255)) >= (((u8)149))))))), ((s16)((((st->x3) < (((s16)bid)))) ? (((s16)((u32)(((s16)v7)) * (u32)(st->x3)))) : (((c15 = st->x3), (s16)(c15 ^ ((s16)gtid)))))), ((s32)((st->x1) ? (((s32)v8)) : (((s32)((u32)(85) - (u32)(((s32)v7))))))));
        } else {
            n16 = (s32)((u32)(((u8)140)) % 8u) + 1;
            for (i17 = 0; i17 < n16; i17++) {
                st->x3 = p0185_f1(((u16)__double2ull_ru(dg_dclamp(((f64)st->x1), 0.0, 18446744073709549568.0))), st->x2, a11 + ((u32)(((u8)v8)) % 8u), DG_A(st->x1), ((((((s32)st->h)) <= (i17))) ? ((f32)((u16)st->x2)) : ((f32)st->x2)), DG_A(sv13), ((u8)((((f32)((s8)i17))) == (((f32)tid)))), DG_A(sv14), (((f64)((f32)st->x2)) * ((f64)sv14.f0)), ((s16)((s32)(st->x3) >> ((u32)(i17) & 31u))), DG_A(sv13), ((BOOL)st->x2), ((s16)((u32)(a9[((u32)(((u8)((((((s8)v7)) <= (((s8)-2)))) && (st->x1)))) & 7u)]) - (u32)(((s16)32767)))), ((s32)(((u64)v7))));
            }
        }
        B3:;
        st->x2 = ((s32)st->x0);
        if (g18 < 1 && ((((u32)v8)) != (1924474152u))) {
            g18++;
            goto B3;
        }
        st->h = (((((u32)(st->x2) * 3u) ^ (u32)(v7) * 5u) ^ (u32)(v8) * 7u) ^ (u32)((u64)(v8) >> 32) * 9u) ^ (u32)(in[(0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        s32 v19 = ((s32)dg_div_s32((s32)(32), (s32)(st->x2)));
        s16 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = ((s16)((s32)(((s16)gtid)) >> ((u32)(((u8)255)) & 31u)));
        u32 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = ((u32)((u32)0 - (u32)(st->h)));
        uint4 sv24;
        sv24.x = ((u32)sizeof(s16));
        sv24.y = ((u32)((u32)(((u32)st->x1)) + (u32)(a22[((u32)(((s32)dg_rem_s32((s32)(((s32)st->x0)), (s32)(v19)))) & 7u)])));
        sv24.z = ((u32)((st->x0) ^ (((u32)st->x2))));
        sv24.w = ((u32)((u32)(in[((u32)(((u8)((u32)(((u8)st->x0)) >> ((u32)(((u8)st->x1)) & 31u)))) & 3u)]) - (u32)(((u32)v19))));
        p0185_S1 sv25;
        sv25.f0 = v19;
        u16 v26 = 0;
        s32 g27 = 0;
        s32 g28 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)a20;
        (void)j21;
        (void)a22;
        (void)j23;
        (void)sv24;
        (void)sv25;
        (void)v26;
        (void)g27;
        (void)g28;
        st->x0 = (u32)dg_fclamp(p0185_f0(DG_A(v26), a20 + ((u32)(((u32)((((v26) >= (((u16)st->x3)))) ? (sv24.y) : (gtid)))) % 8u)), 0.0f, 4294967040.0f);
        B4:;
        if ((((u16)__float2uint_ru(dg_fclamp(((f32)st->x2), 0.0f, 4294967040.0f)))) >= (((u16)(((u64)v26))))) {
            switch (((u32)(((s32)sizeof(sv25))) + (u32)bid) & 3u) {
            case 0: {
                st->x0 = (u32)dg_fclamp(p0185_f0(DG_A(v26), &a20[((u32)(((s32)((st->x2) & (sv25.f0)))) % 8u)]), 0.0f, 4294967040.0f);
            }
            /* fallthrough */
            case 1: {
                v26 = ((u16)((u32)(((u16)((u32)(((u16)1)) + (u32)(v26)))) * (u32)(((u16)__usad(((u32)st->x3), bid, ((u32)st->x2))))));
                break;
            }
            case 3: {
                break;
            }
            default: {
                st->x1 = ((BOOL)(((((s64)0xe03d78465519c231ull)) >= (((s64)0xffffffffffffffffull)))));
                break;
            }
            }
        }
        if (g27 < 1 && ((((s8)gtid)) <= (((s8)st->h)))) {
            g27++;
            goto B4;
        }
        B5:;
        if ((((s8)((u32)(((s8)7)) << ((u32)(st->x2) & 31u)))) <= (((s8)-12))) {
            st->x0 = (u32)dg_fclamp(p0185_f0(DG_A(v26), a20), 0.0f, 4294967040.0f);
        }
        if (g28 < 1 && ((((s8)st->x2)) > (((s8)-29)))) {
            g28++;
            goto B5;
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(v26) * 7u) ^ (u32)(sv24.y) * 9u) ^ (u32)(sv24.z) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        BOOL v29 = ((BOOL)(((((f64)((u64)gtid))) < (((f64)tid)))));
        s16 a30[8] = {0};
        s32 j31;
        for (j31 = 0; j31 < 8; j31++)
            a30[j31] = ((s16)dg_div_s32((s32)(((s16)v29)), (s32)(st->x3)));
        u32 a32[8] = {0};
        s32 j33;
        for (j33 = 0; j33 < 8; j33++)
            a32[j33] = tid;
        uint4 sv34 = make_uint4(((u32)((u32)(0u) - (u32)(31u))), ((u32)dg_div_u32((u32)(0u), (u32)(st->x0))), ((u32)((u32)(((u32)v29)) * (u32)(tid))), ((u32)dg_div_u32((u32)(bid), (u32)(7u))));
        p0185_S1 sv35;
        sv35.f0 = st->x2;
        s32 g36 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v29;
        (void)a30;
        (void)j31;
        (void)a32;
        (void)j33;
        (void)sv34;
        (void)sv35;
        (void)g36;
        a32[((u32)(((s64)((u64)(((s64)st->x0)) * (u64)(((s64)st->x2))))) & 7u)] = ((u32)((u32)(a32[((u32)(((s32)((((st->x0) > (577070447u))) ? (st->x2) : (((s32)tid))))) & 7u)]) + (u32)(905188594u)));
        st->h = ((u32)((((u32)st->x2)) | (st->h)));
        B6:;
        ++st->h;
        if (g36 < 3 && st->x1) {
            g36++;
            goto B6;
        }
        st->x3 += (s16)(((s16)(((u8)185))));
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(sv34.y) * 5u) ^ (u32)(sv35.f0) * 7u) ^ (u32)(st->arr[(0u & 3u)]) * 9u) ^ (u32)(a30[(7u & 7u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->x3);
        out[4] = (u32)(st->h);
        out[5] = dg_fbits(((((f32)st->x2) * ((f32)st->h)) + __ll2float_rd(((s64)bid))));
        out[6] = (u32)(((u32)st->x1));
        out[7] = (u32)(st->arr[0]);
        out[8] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0185, p0185_state, 96, 2, 4, 9, 3, 2048, 186u)
