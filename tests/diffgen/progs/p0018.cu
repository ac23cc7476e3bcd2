// diffgen program p0018: gen.py --seed 18 --name p0018 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
} p0018_S0;

FN s64 p0018_f0(s8 p0)
{
    u8 v1 = ((u8)(((u32)p0)));
    s32 g2 = 0;
    s32 n3 = 0, i4 = 0;
    s32 n5 = 0, i6 = 0;
    s32 g7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)g2;
    (void)n3;
    (void)i4;
    (void)n5;
    (void)i6;
    (void)g7;
    (void)h8;
    (void)p0;
    B1:;
    if (((100.0f) == (((f32)p0))) && ((((s64)0x1full)) <= (((s64)v1)))) return ((s64)dg_dclamp(((f64)((s16)v1)), -9223372036854775808.0, 9223372036854774784.0));
    if (g2 < 1 && ((0u) == (2u))) {
        g2++;
        goto B1;
    }
    n3 = (s32)((u32)(((s32)((((((((f32)v1)) <= (((f32)((u64)p0))))) || (((((f32)p0)) >= (100.0f))))) ? (((s32)dg_fclamp(((f32)p0), -2147483648.0f, 2147483520.0f))) : (((s32)((255) & (((s32)-1)))))))) % 7u) + 1;
    for (i4 = 0; i4 < n3; i4++) {
        n5 = (s32)((u32)(((u8)dg_fclamp((-(((f32)i4))), 0.0f, 255.0f))) % 3u) + 1;
        i6 = 0;
        do {
            v1 *= (u8)(((u8)(~(u32)(((u8)32)))));
        } while (++i6 < n5);
        if (!(((((f32)p0)) != (__uint_as_float(0x3f800000u))))) {
        }
    }
    B2:;
    switch (((u32)(((u16)((u32)(((u16)((u32)(((u16)32)) >> ((u32)(((u8)p0)) & 31u)))) * (u32)(((u16)v1))))) + (u32)p0) & 3u) {
    case 0: {
        p0 = ((s8)-22);
        break;
    }
    case 3: {
        v1 = ((u8)((((p0) > (((s8)v1)))) ? (v1) : (v1)));
        break;
    }
    default: {
        break;
    }
    }
    if (g7 < 2 && ((((u64)v1)) <= (((u64)0xffull)))) {
        g7++;
        goto B2;
    }
    h8 = ((u32)(p0) * 3u) ^ (u32)(v1);
    return ((s64)((u64)(((s64)(((s16)((((u16)v1)) == (((u16)65535))))))) ^ (u64)h8));
}

FN s8 p0018_f1(DG_REF(s16) p0)
{
    s64 v9 = ((s64)0x1full);
    f32 a10[4] = {0};
    s32 j11;
    for (j11 = 0; j11 < 4; j11++)
        a10[j11] = ((f32)j11);
    u32 h12 = 0;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)h12;
    (void)p0;
    DG_R(p0) = (s16)p0018_f0(((s8)((s32)(((s8)DG_R(p0))) >> ((u32)(((s32)v9)) & 31u))));
    if (((((s8)-14)) == (((s8)v9))) && ((((u16)v9)) == (((u16)20666)))) return ((s8)v9);
    h12 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(v9) * 5u) ^ (u32)((u64)(v9) >> 32) * 7u) ^ dg_fbits(a10[(0u & 3u)]) * 9u) ^ dg_fbits(a10[(3u & 3u)]);
    return ((s8)((u32)(((s8)((u32)(((s8)((u32)(((s8)DG_R(p0))) - (u32)(((s8)v9))))) << ((u32)(((u32)((((u32)DG_R(p0))) ^ (1364684896u)))) & 31u)))) ^ (u32)h12));
}

FN p0018_S0 p0018_f2(u64 p0, u32 p1, DG_REF(p0018_S0) p2)
{
    u8 c18 = 0;
    s32 v13 = ((s32)p1);
    f64 a14[4] = {0};
    s32 j15;
    for (j15 = 0; j15 < 4; j15++)
        a14[j15] = (((f64)j15) / -2.5);
    p0018_S0 sv16;
    sv16.f0 = (((f64)((f32)p0)) * ((f64)v13));
    uchar4 sv17 = make_uchar4(((u8)__double2ull_rn(dg_dclamp((*(a14 + ((u32)(((u32)((p1) ^ (1u)))) & 3u))), 0.0, 18446744073709549568.0))), ((u8)((u32)(((u8)254)) * (u32)(((u8)p0)))), ((c18 = ((u8)v13)), (u8)(c18 ^ ((u8)v13))), ((u8)((u32)(((u8)p1)) - (u32)(((u8)v13)))));
    u32 h19 = 0;
    (void)v13;
    (void)a14;
    (void)j15;
    (void)sv16;
    (void)sv17;
    (void)h19;
    (void)c18;
    (void)p0;
    (void)p1;
    (void)p2;
    if (((((u16)v13)) <= (((u16)65535))) && ((v13) > (1817449576))) return sv16;
    p0 >>= ((u32)(((u32)dg_rem_u32((u32)(p1), (u32)(353u)))) & 63u);
    h19 = (((((u32)(p1) * 3u) ^ (u32)(v13) * 5u) ^ (u32)(sv17.y) * 7u) ^ (u32)(sv17.z) * 9u) ^ (u32)dg_dbits(a14[(3u & 3u)]);
    DG_R(p2).f0 = (DG_R(p2).f0 + (f64)(h19 & 255u));
    return DG_R(p2);
}

typedef struct {
    u8 x0;
    s64 x1;
    s16 x2;
    u32 h;
} p0018_state;

DG_SHARED u64 p0018_sh0[96];

DG_KERNEL(p0018_kernel, p0018_state)
{
    DG_BEGIN(p0018_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 6u;
        u8 c20 = 0;
        st->x0 = ((c20 = ((u8)bid)), (u8)(c20 ^ ((u8)__ldg(&in[3]))));
        st->x1 = ((s64)((s64)(((s64)__ldg(&in[0]))) >> ((u32)(__ldg(&in[0])) & 63u)));
        st->x2 = ((s16)((u32)(((s16)st->x0)) << ((u32)(((s32)__ldg(&in[3]))) & 31u)));
        st->h = ((u32)__double2int_rd(dg_dclamp(((f64)__ldg(&in[2])), -2147483648.0, 2147483647.0)));
        p0018_sh0[tid * 2u + 0u] = ((u64)__double2int_ru(dg_dclamp(((f64)tid), -2147483648.0, 2147483647.0)));
        p0018_sh0[tid * 2u + 1u] = ((u64)dg_div_u64((u64)(((u64)st->h)), (u64)(((u64)st->x1))));
        u32 v21 = in[((u32)(((u8)ullmax(((u64)gtid), p0018_sh0[tid * 2u + ((u32)(in[((u32)(((u32)((((st->x1) > (((s64)st->h)))) ? (tid) : (103u)))) & 3u)]) & 1u)]))) & 3u)];
        s8 v22 = ((s8)((((s16)-7612)) != (((s16)-22786))));
        p0018_S0 sv23;
        sv23.f0 = (((f64)v21) / __longlong_as_double((s64)0x7fefffffffffffffull));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)v22;
        (void)sv23;
        (void)c20;
        v21 = tid;
        sv23.f0 = ((f64)((u16)st->h));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(dg_dbits(sv23.f0) >> 32) * 9u) ^ (u32)(p0018_sh0[tid * 2u + (0u & 1u)]) ^ (st->h * 7u);
        st->x1 = (s64)p0018_f1(DG_A(st->x2));
        sv23 = p0018_f2(((u64)(~(u64)(((u64)dg_fclamp(__uint_as_float(0x7fc00000u), 0.0f, 18446742974197923840.0f))))), ((u32)((u32)(tid) + (u32)(in[((u32)(tid) & 3u)]))), DG_A(sv23));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((s8)((u32)0 - (u32)(((s8)((u32)(((s8)st->x2)) << ((u32)(((u8)255)) & 31u)))))));
    }
    DG_END
}

DG_PROGRAM(p0018, p0018_state, 48, 2, 4, 6, 1, 2048, 18u)
