// diffgen program p0013: gen.py --seed 13 --name p0013 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
    u8 f1;
} p0013_S0;
typedef struct {
    f64 f0;
} p0013_S1;

FN f64 p0013_f0(const u8 *p0)
{
    s32 v1 = ((s32)(1u));
    s16 v2 = ((s16)((((((f64)v1)) == (1024.0))) ? (((s16)v1)) : (((s16)2))));
    s32 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = v1;
    s32 g5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)g5;
    (void)h6;
    (void)p0;
    a3[((u32)(((s32)v2)) & 7u)] = ((s32)(((s16)v1)));
    B1:;
    a3[((u32)(((s64)v1)) & 7u)] = ((s32)((u32)(((s32)-1428814043)) << ((u32)(((u8)((((((u16)65535)) != (((u16)v1)))) ? (((u8)v2)) : (((u8)v1))))) & 31u)));
    if (g5 < 1 && ((((s64)v2)) >= (((s64)0xcbeb197c350cc531ull)))) {
        g5++;
        goto B1;
    }
    (*(a3 + ((u32)(((s32)((((((s8)v2)) >= (((s8)-38)))) ? (v1) : (v1)))) & 7u))) = ((s32)((u32)(v1) - (u32)(((s32)v2))));
    v1 = ((s32)((u32)(v1) + (u32)(a3[((u32)(((u32)((u32)(((u32)v2)) - (u32)(63u)))) & 7u)])));
    h6 = (((((u32)(v1) * 3u) ^ (u32)(v2) * 5u) ^ (u32)(p0[(0u & 1u)]) * 7u) ^ (u32)(p0[(1u & 1u)]) * 9u) ^ (u32)(a3[(7u & 7u)]);
    return (((f64)__uint_as_float(0x00000001u)) + (f64)(h6 & 255u));
}

FN void p0013_f1(u32 p0, DG_REF(u64) p1)
{
    u16 v7 = ((u16)DG_R(p1));
    u8 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = ((u8)7);
    u64 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = ((u64)((u64)(((u64)v7)) - (u64)(DG_R(p1))));
    s32 g12 = 0;
    s32 n13 = 0, i14 = 0;
    u32 h15 = 0;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)a10;
    (void)j11;
    (void)g12;
    (void)n13;
    (void)i14;
    (void)h15;
    (void)p0;
    (void)p1;
    B3:;
    if ((((s64)(~(u64)(((s64)DG_R(p1)))))) >= (((s64)((((s64)DG_R(p1))) | (((s64)p0)))))) {
        n13 = (s32)((u32)(((s32)(a10[((u32)(((s64)((((s64)0x55a341b7b9848002ull)) & (((s64)v7))))) & 7u)]))) % 8u);
        i14 = 0;
        while (i14 < n13) {
            i14++;
            a8[((u32)(((s64)((((s64)0x1241b7ed0274846bull)) | (((s64)i14))))) & 7u)] = ((u8)((u32)(((u8)dg_fclamp(((f32)p0), 0.0f, 255.0f))) + (u32)(((u8)((u32)(a8[((u32)(((u32)((u32)(p0) * (u32)(((u32)v7))))) & 7u)]) * (u32)(((u8)34)))))));
        }
    } else {
        if ((isnan(__longlong_as_double((s64)0xc3e0000000000000ull)) != 0) && ((((f64)-0.0009765625f)) == (((f64)p0)))) return;
    }
    if (g12 < 2 && (!(((((u64)p0)) != (((u64)0xa2ull)))))) {
        g12++;
        goto B3;
    }
    h15 = (((((u32)(p0) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)((u64)(DG_R(p1)) >> 32) * 7u) ^ (u32)((u64)(a10[(0u & 7u)]) >> 32) * 9u) ^ (u32)((u64)(a10[(7u & 7u)]) >> 32);
    DG_R(p1) = ((u64)((u64)(DG_R(p1)) ^ (u64)h15));
    return;
}

FN uint4 p0013_f2(DG_REF(s64) p0, s32 *p1)
{
    s8 v16 = ((s8)dg_rem_s32((s32)(((s8)7)), (s32)(((s8)DG_R(p0)))));
    u8 a17[8] = {0};
    s32 j18;
    for (j18 = 0; j18 < 8; j18++)
        a17[j18] = ((u8)((u32)(((u8)v16)) + (u32)(((u8)254))));
    uint4 sv19 = make_uint4(((u32)((__longlong_as_double((s64)0xbff8000000000000ull)) <= (2.0))), ((u32)((((((u16)v16)) <= (((u16)23744)))) || (((((u64)0x2ull)) < (((u64)0x6060f3b3f3263031ull)))))), ((u32)((u32)(31u) >> ((u32)(((u32)DG_R(p0))) & 31u))), ((u32)dg_rem_u32((u32)(((u32)DG_R(p0))), (u32)(((u32)DG_R(p0))))));
    s32 g20 = 0;
    u32 h21 = 0;
    (void)v16;
    (void)a17;
    (void)j18;
    (void)sv19;
    (void)g20;
    (void)h21;
    (void)p0;
    (void)p1;
    B4:;
    v16 = ((s8)((v16) | (v16)));
    if (g20 < 2 && ((((f32)DG_R(p0))) < (__uint_as_float(0x3f000000u)))) {
        g20++;
        goto B4;
    }
    v16 = (s8)dg_dclamp(p0013_f0(&a17[((u32)(((s64)dg_div_s64((s64)(DG_R(p0)), (s64)(((s64)0x8000000000000000ull))))) % 7u)]), -128.0, 127.0);
    h21 = (((((u32)((u64)(DG_R(p0)) >> 32) * 3u) ^ (u32)(v16) * 5u) ^ (u32)(sv19.z) * 7u) ^ (u32)(a17[(0u & 7u)]) * 9u) ^ (u32)(a17[(7u & 7u)]);
    sv19.x = ((u32)((u32)(sv19.x) ^ (u32)h21));
    return sv19;
}

typedef struct {
    s64 x0;
    s16 x1;
    f64 x2;
    s64 x3;
    u32 h;
    s16 arr[2];
} p0013_state;

DG_KERNEL(p0013_kernel, p0013_state)
{
    DG_BEGIN(p0013_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        st->x0 = ((s64)bid);
        st->x1 = ((s16)((((255) != (((s32)gtid)))) ? (((s16)__ldg(&in[0]))) : (((s16)st->x0))));
        st->x2 = ((((((s64)0xffffffffffffffffull)) >= (((s64)gtid)))) ? ((f64)__ldg(&in[0])) : ((f64)st->x0));
        st->x3 = ((s64)((((st->x0) >= (((s64)0xc567f1f46655265dull)))) ? (st->x0) : (((s64)__ldg(&in[4])))));
        st->h = ((u32)st->x0);
        st->arr[0] = st->x1;
        st->arr[1] = ((s16)((u32)0 - (u32)(((s16)-30401))));
        s8 v22 = ((s8)__funnelshift_r(in[((u32)(803484151) % 6u)], ((u32)st->x1), st->h));
        u32 v23 = ((u32)((u32)(((u32)v22)) - (u32)(tid)));
        u8 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((u8)((u32)(((u8)255)) * (u32)(((u8)19))));
        s32 a26[8] = {0};
        s32 j27;
        for (j27 = 0; j27 < 8; j27++)
            a26[j27] = ((s32)dg_rem_s32((s32)(j27), (s32)(j27)));
        uint4 sv28;
        sv28.x = ((u32)((in[((u32)(((u32)st->x0)) % 6u)]) ^ (v23)));
        sv28.y = ((u32)abs(dg_nomin32(a26[((u32)(((u8)((u32)(((u8)gtid)) * (u32)((*(a24 + ((u32)(((s64)((u64)(st->x3) << ((u32)(((s32)st->h)) & 63u)))) & 7u))))))) & 7u)])));
        sv28.z = gtid;
        sv28.w = 1u;
        p0013_S1 sv29;
        sv29.f0 = -1.0;
        u64 v30 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)a24;
        (void)j25;
        (void)a26;
        (void)j27;
        (void)sv28;
        (void)sv29;
        (void)v30;
        if ((((((sv28.x) > (v23))) ? 3.0f : __uint_as_float(0x7fc00000u))) >= (((f32)v23))) {
            st->x2 = (((((((s64)0x16ull)) > (((s64)v23)))) ? st->x2 : sv29.f0) - ((((((f32)((s32)st->x0))) < (0.25f))) ? ((f64)((u16)gtid)) : sv29.f0));
        }
        v22 = (s8)dg_dclamp(p0013_f0(a24), -128.0, 127.0);
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)dg_dbits(st->x2) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)((u64)(st->x3) >> 32) * 9u) ^ (u32)(in[(0u % 6u)]) ^ (st->h * 7u);
        p0013_f1(((u32)((u32)(((u32)(((u16)34043)))) + (u32)(((u32)((u32)(bid) << ((u32)(((s32)v23)) & 31u)))))), DG_A(v30));
        sv28 = p0013_f2(DG_A(st->x0), a26 + ((u32)(((s64)((((((u16)st->x0)) >= (((u16)tid)))) || (((((s16)7232)) < (((s16)-29287))))))) % 8u));
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        if ((gtid % 7u) == 0u && (!((signbit(dg_canon(((f64)__uint_as_float(0x807fffffu)))) != 0)))) return;
        out[3] = (u32)dg_dbits(st->x2);
        out[4] = (u32)(dg_dbits(st->x2) >> 32);
        out[5] = (u32)(st->x3);
        out[6] = (u32)((u64)(st->x3) >> 32);
        out[7] = (u32)(st->h);
        out[8] = (u32)dg_dbits((st->x2 / (st->x2 + st->x2)));
        out[9] = (u32)(((BOOL)(((((f64)((s8)-24))) == (__dsqrt_rd(st->x2))))));
        out[10] = (u32)(st->arr[0]);
        if ((gtid % 7u) == 0u && ((a24[((u32)(((u8)dg_rem_u32((u32)((*(a24 + ((u32)(((s32)((((s32)gtid)) ^ (((s32)v30))))) & 7u)))), (u32)(((u8)230))))) & 7u)]) > (((u8)149)))) return;
        out[11] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0013, p0013_state, 150, 1, 6, 12, 1, 2048, 13u)
