// diffgen program p0038: gen.py --seed 38 --name p0038 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0[4];
    s64 f1;
} p0038_S0;
typedef struct DG_ALIGN(16) {
    s32 f0;
    s32 f1;
    u16 f2;
} p0038_S1;

FN s16 p0038_f0(DG_REF(f64) p0, u64 *p1)
{
    u8 v1 = ((u8)((u32)(((u8)254)) - (u32)(((u8)135))));
    u32 a2[16] = {0};
    s32 j3;
    for (j3 = 0; j3 < 16; j3++)
        a2[j3] = ((u32)v1);
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)g4;
    (void)h5;
    (void)p0;
    (void)p1;
    B1:;
    switch (((u32)(((s32)((u32)(((s32)dg_dclamp(DG_R(p0), -2147483648.0, 2147483647.0))) * (u32)(((s32)v1))))) + (u32)v1) & 3u) {
    case 3: {
        v1 = ((u8)32);
        break;
    }
    default: {
        (*(a2 + ((u32)(2637716073u) & 15u))) = ((u32)dg_rem_u32((u32)(((u32)((1u) | (((u32)v1))))), (u32)(0u)));
        break;
    }
    }
    if (g4 < 3 && (((*(p1 + 0u))) != (((u64)0x8ull)))) {
        g4++;
        goto B1;
    }
    if (((((f64)2u)) <= (((f64)16777216.0f))) && (!(((((s8)7)) == (((s8)v1)))))) return ((s16)-23946);
    h5 = (((((u32)dg_dbits(DG_R(p0)) * 3u) ^ (u32)(dg_dbits(DG_R(p0)) >> 32) * 5u) ^ (u32)(p1[0u]) * 7u) ^ (u32)(a2[(0u & 15u)]) * 9u) ^ (u32)(a2[(15u & 15u)]);
    return ((s16)((u32)(((s16)8)) ^ (u32)h5));
}

FN f64 p0038_f1(int2 p0, p0038_S1 p1, p0038_S1 p2)
{
    u8 v6 = ((u8)((u32)(((u8)5)) - (u32)(((u8)31))));
    f32 v7 = (__uint_as_float(0x1654851fu) - ((f32)((f64)v6)));
    u64 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = ((u64)sizeof(u8));
    u32 a10[16] = {0};
    s32 j11;
    for (j11 = 0; j11 < 16; j11++)
        a10[j11] = ((u32)((u32)(((u32)j11)) << ((u32)(((u8)j11)) & 31u)));
    f64 v12 = 0.0;
    u32 h13 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)a10;
    (void)j11;
    (void)v12;
    (void)h13;
    (void)p0;
    (void)p1;
    (void)p2;
    p0038_f0(DG_A(v12), &a8[((u32)(((u32)((u32)(8u) + (u32)(a10[((u32)(((s64)__uhadd(168u, a10[((u32)(((s32)v6)) & 15u)]))) & 15u)])))) % 8u)]);
    v6 = ((u8)__float2uint_rd(dg_fclamp((__uint_as_float(0x12dde6e2u) / v7), 0.0f, 4294967040.0f)));
    if ((((u16)dg_div_u32((u32)(p1.f2), (u32)(((u16)v6))))) >= (((u16)((u32)(p2.f2) >> ((u32)(((s32)v6)) & 31u))))) {
        v7 *= (((f32)((s64)0x3ull)) / ((f32)((s16)v6)));
    }
    h13 = (((((u32)(p1.f0) * 3u) ^ (u32)(p1.f1) * 5u) ^ (u32)(p2.f0) * 7u) ^ (u32)((u64)(a8[(7u & 7u)]) >> 32) * 9u) ^ (u32)(a10[(15u & 15u)]);
    return (((f64)v7) + (f64)(h13 & 255u));
}

FN BOOL p0038_f2(DG_REF(BOOL) p0)
{
    s32 v14 = ((s32)((u32)0 - (u32)(((s32)DG_R(p0)))));
    u64 a15[8] = {0};
    s32 j16;
    for (j16 = 0; j16 < 8; j16++)
        a15[j16] = ((u64)dg_fclamp(((f32)j16), 0.0f, 18446742974197923840.0f));
    s16 a17[8] = {0};
    s32 j18;
    for (j18 = 0; j18 < 8; j18++)
        a17[j18] = ((s16)dg_rem_s32((s32)(((s16)-27665)), (s32)(((s16)20092))));
    int2 sv19 = make_int2(v14, __dp2a_lo(v14, 587408284, ((s32)DG_R(p0))));
    p0038_S1 sv20;
    sv20.f0 = ((s32)(((s16)v14)));
    sv20.f1 = ((s32)((u32)(v14) * (u32)(sv19.y)));
    sv20.f2 = ((u16)dg_dclamp(((f64)v14), 0.0, 65535.0));
    s32 g21 = 0;
    u32 h22 = 0;
    (void)v14;
    (void)a15;
    (void)j16;
    (void)a17;
    (void)j18;
    (void)sv19;
    (void)sv20;
    (void)g21;
    (void)h22;
    (void)p0;
    B2:;
    a15[((u32)(((u32)((u32)(((u32)DG_R(p0))) >> ((u32)(sv20.f0) & 31u)))) & 7u)] = ((u64)DG_R(p0));
    if (g21 < 1 && DG_R(p0)) {
        g21++;
        goto B2;
    }
    v14 = ((s32)((u32)(((s32)dg_dclamp(((f64)1.0f), -2147483648.0, 2147483647.0))) << ((u32)(v14) & 31u)));
    v14 = (s32)dg_dclamp(p0038_f1(make_int2(((s32)dg_rem_s32((s32)(v14), (s32)(v14))), v14), sv20, sv20), -2147483648.0, 2147483647.0);
    if ((((((u8)DG_R(p0))) <= (((u8)255)))) && ((signbit(dg_canonf(((f32)v14))) != 0))) {
        v14 = ((s32)dg_rem_s32((s32)(__dp2a_lo(sv19.y, ((s32)DG_R(p0)), v14)), (s32)(v14)));
    }
    h22 = (((((u32)(sv19.x) * 3u) ^ (u32)(sv20.f0) * 5u) ^ (u32)(sv20.f2) * 7u) ^ (u32)(a15[(0u & 7u)]) * 9u) ^ (u32)(a17[(7u & 7u)]);
    return ((BOOL)(((u32)(((BOOL)(((1.0f) != ((__uint_as_float(0x3f800000u) + ((f32)DG_R(p0)))))))) ^ h22) & 1u));
}

typedef struct {
    s16 x0;
    u8 x1;
    u32 h;
} p0038_state;

DG_KERNEL(p0038_kernel, p0038_state)
{
    DG_BEGIN(p0038_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = ((s16)gtid);
        st->x1 = ((u8)((u32)(((u8)st->x0)) + (u32)(((u8)__ldg(&in[2])))));
        st->h = ((u32)st->x0);
        f64 v23 = ((f64)((s64)gtid));
        u16 v24 = ((u16)((u32)(((u16)14820)) - (u32)(((u16)st->x1))));
        u64 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = ((u64)(st->x1));
        int2 sv27 = make_int2(255, ((s32)((((v23) > (((f64)((s8)127))))) && (((st->x0) >= (((s16)-8351)))))));
        p0038_S1 sv28;
        sv28.f0 = ((s32)((u32)(((s32)st->x1)) << ((u32)((*(in + ((u32)(((u8)((u32)0 - (u32)(st->x1)))) & 3u)))) & 31u)));
        sv28.f1 = ((s32)st->x1);
        sv28.f2 = ((u16)dg_rem_u32((u32)(v24), (u32)(v24)));
        s32 g29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)sv27;
        (void)sv28;
        (void)g29;
        B3:;
        a25[((u32)(((s32)((sv28.f1) ^ (((s32)st->h))))) & 7u)] = ((u64)((u64)(((u64)v24)) * (u64)(((u64)v24))));
        if (g29 < 2 && ((((s64)0x410be8a2d24e7edaull)) <= (((s64)tid)))) {
            g29++;
            goto B3;
        }
        if ((((((((s8)32)) <= (((s8)-128)))) ? v23 : ((f64)v24))) > (((f64)st->x0))) {
            a25[((u32)(st->x1) & 7u)] = ((u64)(((*(a25 + ((u32)(st->x1) & 7u)))) ^ (a25[((u32)(((u8)gtid)) & 7u)])));
        } else {
            a25[((u32)(((u32)((u32)(4294967295u) - (u32)(st->h)))) & 7u)] = ((u64)((((((u8)st->h)) > (((u8)gtid)))) ? (((u64)gtid)) : (((u64)v24))));
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(in[(0u & 3u)]) * 5u) ^ (u32)(in[(3u & 3u)]) * 7u) ^ (u32)((u64)(a25[(0u & 7u)]) >> 32) * 9u) ^ (u32)((u64)(a25[(7u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 5u;
        u8 c32 = 0;
        u16 v30 = ((u16)st->x0);
        u8 v31 = ((c32 = ((u8)v30)), (u8)(c32 ^ ((u8)gtid)));
        u64 a33[8] = {0};
        s32 j34;
        for (j34 = 0; j34 < 8; j34++)
            a33[j34] = ((u64)((((u64)j34)) | (((u64)0x21full))));
        int2 sv35 = make_int2(((s32)((((((u16)tid)) > (((u16)v31)))) ? (((s32)-252)) : (1775796692))), ((s32)-93411022));
        p0038_S1 sv36;
        sv36.f0 = ((s32)st->x1);
        sv36.f1 = ((s32)((s32)(((s32)gtid)) >> ((u32)(bid) & 31u)));
        sv36.f2 = ((u16)sizeof(u32));
        s32 g37 = 0;
        BOOL v38 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v30;
        (void)v31;
        (void)a33;
        (void)j34;
        (void)sv35;
        (void)sv36;
        (void)g37;
        (void)v38;
        (void)c32;
        B5:;
        if ((((s64)((((((f32)((s64)st->x0))) >= (((f32)in[((u32)(((u8)(isinf(((f32)v31)) != 0))) & 3u)])))) ? (((s64)0x71ull)) : (((s64)st->h))))) <= (((s64)0x66f5eb9d71394b50ull))) {
            if (((isnan(__longlong_as_double((s64)0x4330000000000000ull)) != 0)) && (((gtid) < (((u32)st->x0))))) {
                st->x0 = ((s16)((u32)0 - (u32)(((s16)tid))));
            } else {
                v31 = (u8)p0038_f2(DG_A(v38));
            }
        }
        if (g37 < 2 && ((((u64)v31)) == (((u64)0x683583bc7c598ce7ull)))) {
            g37++;
            goto B5;
        }
        if ((gtid % 3u) == 2u && ((a33[((u32)(((s32)((u32)0 - (u32)(0)))) & 7u)]) > (((u64)v38)))) return;
        st->h = (((((u32)(tid) * 3u) ^ (u32)(v30) * 5u) ^ (u32)(sv36.f0) * 7u) ^ (u32)(sv36.f1) * 9u) ^ (u32)(a33[(0u & 7u)]) ^ (st->h * 7u);
        if ((gtid % 3u) == 2u && ((0.25) <= (((f64)((s8)gtid))))) return;
        out[0] = (u32)(st->x0);
        if ((gtid % 7u) == 2u && ((__uint_as_float(0x97c55e4du)) != (((f32)v31)))) return;
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)dg_dbits(((f64)((s8)((s32)(((s8)gtid)) >> ((u32)(st->h) & 31u)))));
        out[4] = (u32)(((s64)((((gtid) > (in[((u32)(((s64)v38)) & 3u)]))) && (((st->x0) >= (((s16)-20080)))))));
    }
    DG_END
}

DG_PROGRAM(p0038, p0038_state, 40, 1, 4, 5, 2, 2048, 38u)
