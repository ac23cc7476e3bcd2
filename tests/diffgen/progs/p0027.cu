// diffgen program p0027: gen.py --seed 27 --name p0027 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u16 f0;
    s16 f1[3];
    u64 f2;
} p0027_S0;
typedef struct {
    u8 f0;
    s16 f1;
} p0027_S1;

FN s32 p0027_f0(p0027_S1 p0, int2 p1, p0027_S1 p2)
{
    f64 v1 = 0.0;
    u64 v2 = ((u64)((u64)(((u64)0xfffffffffffffffeull)) * (u64)(((u64)0x2ull))));
    s16 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((s16)((j4) >= (((s32)v2))));
    s32 g5 = 0;
    s32 n6 = 0, i7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)g5;
    (void)n6;
    (void)i7;
    (void)h8;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    if (!(((v1) == (__longlong_as_double((s64)0x41e0000000000000ull))))) {
        n6 = (s32)((u32)(__popcll(((u64)((((u64)0x161ull)) & (v2))))) % 3u);
        for (i7 = 0; i7 < n6; i7++) {
            v2++;
            v2 = ((u64)((u64)(v2) * (u64)(((u64)i7))));
        }
    }
    if (g5 < 2 && (!((isnan(((f32)v2)) != 0)))) {
        g5++;
        goto B1;
    }
    v2 = ((u64)((v2) ^ (v2)));
    if ((v1) == (__hiloint2double(((s32)-2111261147), ((s32)v2)))) {
        v1 = ((f64)((s16)25921));
    } else {
        if (((((u8)0)) == (((u8)113))) && ((v2) <= (((u64)0x2e01802fd540ed99ull)))) return ((s32)-1722568040);
    }
    h8 = (((((u32)(p0.f0) * 3u) ^ (u32)(p1.x) * 5u) ^ (u32)(p2.f0) * 7u) ^ (u32)(p2.f1) * 9u) ^ (u32)(a3[(3u & 3u)]);
    return ((s32)((u32)(((s32)((u32)(((s32)(((s64)0x23651b53af67cf53ull)))) + (u32)(p1.y)))) ^ (u32)h8));
}

FN longlong2 p0027_f1(u16 p0, DG_REF(s8) p1, f32 p2)
{
    BOOL v9 = ((BOOL)(((((f64)((u64)0x555bd17b97559b80ull))) != (__longlong_as_double((s64)0x3fe0000000000000ull)))));
    f64 a10[16] = {0};
    s32 j11;
    for (j11 = 0; j11 < 16; j11++)
        a10[j11] = (-(__longlong_as_double((s64)0x7ff8000000000000ull)));
    p0027_S1 sv12;
    sv12.f0 = ((u8)63);
    sv12.f1 = ((s16)p0);
    int2 sv13 = make_int2(__double2int_ru(dg_dclamp(((f64)DG_R(p1)), -2147483648.0, 2147483647.0)), ((s32)dg_rem_s32((s32)(((s32)DG_R(p1))), (s32)(((s32)v9)))));
    longlong2 sv14 = make_longlong2(((s64)((u64)(((s64)DG_R(p1))) * (u64)(((s64)0x2ull)))), ((s64)(+(((s64)v9)))));
    s32 g15 = 0;
    u32 h16 = 0;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)sv13;
    (void)sv14;
    (void)g15;
    (void)h16;
    (void)p0;
    (void)p1;
    (void)p2;
    sv13.y = 2066662500;
    if ((((u64)(((s64)v9)))) < (((u64)0xd5abecc21c807920ull))) {
        v9 = ((BOOL)(((((s8)(((((*(a10 + ((u32)(((s64)(((u64)DG_R(p1))))) & 15u)))) != (a10[((u32)(((s64)((((((s16)v9)) == (((s16)8905)))) ? (sv14.x) : (((s64)DG_R(p1)))))) & 15u)]))) ? (DG_R(p1)) : (DG_R(p1))))) < (((s8)(((u64)0x64ull)))))));
    } else {
        v9 = ((BOOL)(((((u16)DG_R(p1))) >= (p0))));
    }
    B2:;
    a10[((u32)(((s64)((u64)(((s64)v9)) << ((u32)(((u8)254)) & 63u)))) & 15u)] = (a10[((u32)(7u) & 15u)] / ((f64)((s16)p0)));
    if (g15 < 3 && ((((s16)-30627)) < (sv12.f1))) {
        g15++;
        goto B2;
    }
    h16 = (((((u32)(p0) * 3u) ^ (u32)(v9) * 5u) ^ (u32)(sv12.f1) * 7u) ^ (u32)(sv14.y) * 9u) ^ (u32)dg_dbits(a10[(0u & 15u)]);
    sv14.x = ((s64)((u64)(sv14.x) ^ (u64)h16));
    return sv14;
}

typedef struct {
    u32 x0;
    s16 x1;
    u32 x2;
    f32 x3;
    u32 h;
} p0027_state;

DG_SHARED f64 p0027_sh0[200];
DG_SHARED f32 p0027_sh1[200];

DG_KERNEL(p0027_kernel, p0027_state)
{
    DG_BEGIN(p0027_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((u32)__umul64hi(((u64)0x1c7ull), ((u64)__ldg(&in[5]))));
        st->x1 = ((s16)dg_rem_s32((s32)(((s16)63)), (s32)(((s16)__ldg(&in[6])))));
        st->x2 = ((u32)((in[((u32)(((s32)((u32)(((s32)__ldg(&in[3]))) + (u32)(((s32)__ldg(&in[0])))))) % 7u)]) ^ (__ldg(&in[4]))));
        st->x3 = ((f32)st->x1);
        st->h = ((u32)((u32)(__ldg(&in[0])) - (u32)(__ldg(&in[5]))));
        p0027_sh0[tid * 2u + 0u] = 3.0;
        p0027_sh0[tid * 2u + 1u] = trunc(((f64)((u64)__ldg(&in[5]))));
        p0027_sh1[tid * 2u + 0u] = ((f32)0.0000152587890625);
        p0027_sh1[tid * 2u + 1u] = st->x3;
        f32 v17 = ((f32)((u16)st->h));
        p0027_S1 sv18;
        sv18.f0 = ((u8)((((u8)st->x1)) > (((u8)1))));
        sv18.f1 = ((s16)((((u8)37)) == (((u8)217))));
        int2 sv19;
        sv19.x = ((s32)-173);
        sv19.y = ((s32)((u32)(((s32)st->h)) ^ (u32)0xffffffff));
        longlong2 sv20;
        sv20.x = ((s64)st->x0);
        sv20.y = ((s64)__dp4a(sv19.y, sv19.x, 2));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)sv18;
        (void)sv19;
        (void)sv20;
        sv19.y = 8;
        st->x3 = ((f32)sv20.y);
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ dg_fbits(v17) * 7u) ^ (u32)(in[(0u % 7u)]) * 9u) ^ (u32)(in[(6u % 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        s16 v21 = ((s16)((st->x1) ^ (((s16)st->h))));
        p0027_S1 sv22;
        sv22.f0 = ((u8)bid);
        sv22.f1 = ((s16)((v21) | (st->x1)));
        int2 sv23 = make_int2(((s32)v21), ((s32)(((s64)0x8000000000000000ull))));
        longlong2 sv24;
        sv24.x = ((s64)sizeof(sv22));
        sv24.y = ((s64)((s64)(((s64)st->x0)) >> ((u32)(sv23.x) & 63u)));
        s32 g25 = 0;
        s32 n26 = 0, i27 = 0;
        s32 g28 = 0;
        s8 v29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)sv22;
        (void)sv23;
        (void)sv24;
        (void)g25;
        (void)n26;
        (void)i27;
        (void)g28;
        (void)v29;
        st->x1 = (s16)p0027_f0(sv22, sv23, sv22);
        B4:;
        st->x2 = (u32)p0027_f0(sv22, sv23, sv22);
        if (g25 < 3 && (isinf(st->x3) != 0)) {
            g25++;
            goto B4;
        }
        n26 = (s32)((u32)(((u32)dg_fclamp((((f32)((f64)tid)) + p0027_sh1[((u32)(((u8)((u32)(((u8)gtid)) >> ((u32)(st->x0) & 31u)))) % 200u)]), 0.0f, 4294967040.0f))) % 4u) + 1;
        i27 = 0;
        do {
            if ((((s16)((u32)(sv22.f1) - (u32)(v21)))) > (((s16)((((((u16)3)) >= (((u16)v21)))) && (((((u16)st->x0)) > (((u16)0)))))))) {
                st->h = (u32)p0027_f0(sv22, sv23, sv22);
            }
        } while (++i27 < n26);
        B5:;
        st->h = ((u32)((u32)(((u32)st->x1)) - (u32)(((u32)v21))));
        if (g28 < 3 && ((((u8)1)) != (sv22.f0))) {
            g28++;
            goto B5;
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)((u64)(sv24.x) >> 32) * 7u) ^ (u32)((u64)(sv24.y) >> 32) * 9u) ^ (u32)(in[(0u % 7u)]) ^ (st->h * 7u);
        sv24 = p0027_f1(((u16)__funnelshift_lc((*(in + ((u32)(((s64)((u64)(((s64)st->x2)) * (u64)(((s64)gtid))))) % 7u))), st->x0, bid)), DG_A(v29), __fsqrt_rz(((f32)sv22.f1)));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = dg_fbits(st->x3);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((BOOL)(((((f32)((f64)gtid))) == (((((((u64)tid)) <= (((u64)0xe04895e359592fc7ull)))) ? p0027_sh1[((u32)(((u8)(+(((u8)0))))) % 200u)] : ((f32)__longlong_as_double((s64)0xe92cf3d4be4bce81ull))))))));
    }
    DG_END
}

DG_PROGRAM(p0027, p0027_state, 100, 2, 7, 10, 2, 2048, 27u)
