// diffgen program p0065: gen.py --seed 65 --name p0065 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u16 f0;
    s16 f1;
} p0065_S0;
typedef struct DG_ALIGN(16) {
    s32 f0;
    u32 f1;
    s8 f2;
} p0065_S1;

FN s8 p0065_f0(u8 *p0, s32 p1, f64 p2)
{
    BOOL v1 = ((BOOL)(((((u16)p1)) > (((u16)48274)))));
    f64 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = (((f64)((s16)j3)) + ((f64)((f32)v1)));
    s32 n4 = 0, i5 = 0;
    s32 g6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)n4;
    (void)i5;
    (void)g6;
    (void)h7;
    (void)p0;
    (void)p1;
    (void)p2;
    p0[0u] = ((u8)dg_fclamp(((f32)p2), 0.0f, 255.0f));
    v1 = ((BOOL)((!(((((f32)((u64)v1))) <= (((f32)v1)))))));
    n4 = (s32)((u32)(((u32)((((u32)((u32)(319u) + (u32)(577u)))) | (((u32)(!(((((u64)v1)) == (((u64)0x3ull)))))))))) % 8u) + 1;
    i5 = 0;
    while (i5 < n4) {
        i5++;
        if ((((s16)dg_rem_s32((s32)(((s16)v1)), (s32)(((s16)p1))))) == (((s16)-30006))) {
            if ((((((f32)i5)) >= (((f32)p1)))) && ((signbit(dg_canonf(__uint_as_float(0x5f000000u))) != 0))) break;
        }
    }
    B1:;
    if (v1 && ((((u32)v1)) < (((u32)p1)))) return ((s8)((u32)(((s8)-111)) * (u32)(((s8)v1))));
    if (g6 < 2 && ((((s16)2)) != (((s16)181)))) {
        g6++;
        goto B1;
    }
    h7 = (((((u32)(p1) * 3u) ^ (u32)dg_dbits(p2) * 5u) ^ (u32)(dg_dbits(p2) >> 32) * 7u) ^ (u32)(p0[0u]) * 9u) ^ (u32)(dg_dbits(a2[(7u & 7u)]) >> 32);
    return ((s8)((u32)(((s8)(((u32)v1)))) ^ (u32)h7));
}

FN u16 p0065_f1(u64 p0, DG_REF(p0065_S0) p1, f32 p2)
{
    f64 v8 = (((f64)p0) * ((f64)((s8)p0)));
    u8 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = ((u8)((u32)(((u8)3)) + (u32)(((u8)j10))));
    s32 a11[16] = {0};
    s32 j12;
    for (j12 = 0; j12 < 16; j12++)
        a11[j12] = ((s32)((((DG_R(p1).f0) >= (((u16)p0)))) ? (j12) : (((s32)p0))));
    s32 n13 = 0, i14 = 0;
    u32 h15 = 0;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)a11;
    (void)j12;
    (void)n13;
    (void)i14;
    (void)h15;
    (void)p0;
    (void)p1;
    (void)p2;
    v8 = (f64)p0065_f0(a9, (*(a11 + ((u32)(((u8)p0)) & 15u))), ((f64)p2));
    n13 = (s32)((u32)(((u32)dg_rem_u32((u32)(((u32)p0)), (u32)(((u32)p0))))) % 3u) + 1;
    i14 = 0;
    while (i14 < n13) {
        i14++;
        p2 = __fadd_rd(__ull2float_ru(((u64)i14)), (p2 / ((f32)i14)));
    }
    h15 = (((((u32)(p0) * 3u) ^ dg_fbits(p2) * 5u) ^ (u32)dg_dbits(v8) * 7u) ^ (u32)(DG_R(p1).f0) * 9u) ^ (u32)(a9[(7u & 7u)]);
    return ((u16)((u32)(((u16)((((f32)DG_R(p1).f1)) == (__ull2float_ru(p0))))) ^ (u32)h15));
}

typedef struct {
    s64 x0;
    f32 x1;
    u32 h;
} p0065_state;

DG_SHARED s16 p0065_sh0[66];
DG_SHARED u32 p0065_sh1[33];
DG_SHARED u8 p0065_sh2[66];

DG_KERNEL(p0065_kernel, p0065_state)
{
    DG_BEGIN(p0065_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        s8 c17 = 0;
        s16 c19 = 0;
        u8 c22 = 0;
        st->x0 = ((s64)0x6aull);
        st->x1 = ((f32)((u64)0x0ull));
        st->h = ((u32)((((u16)bid)) >= (((u16)176))));
        p0065_sh0[tid * 2u + 0u] = ((s16)gtid);
        p0065_sh0[tid * 2u + 1u] = ((s16)__float2uint_ru(dg_fclamp(st->x1, 0.0f, 4294967040.0f)));
        p0065_sh1[tid * 1u + 0u] = ((u32)((u32)0 - (u32)(gtid)));
        p0065_sh2[tid * 2u + 0u] = ((u8)((u32)(((u8)bid)) * (u32)(((u8)__ldg(&in[0])))));
        p0065_sh2[tid * 2u + 1u] = ((u8)((((289u) != (3u))) ? (((u8)1)) : (((u8)31))));
        s8 v16 = ((c17 = ((s8)63)), (s8)(c17 ^ ((s8)bid)));
        s16 v18 = ((c19 = p0065_sh0[tid * 2u + ((u32)(((u32)v16)) & 1u)]), (s16)(c19 ^ (*(p0065_sh0 + tid * 2u + ((u32)(((u8)gtid)) & 1u)))));
        u8 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = ((c22 = ((u8)bid)), (u8)(c22 ^ ((u8)st->x0)));
        p0065_S0 sv23;
        sv23.f0 = ((u16)tid);
        sv23.f1 = v18;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v18;
        (void)a20;
        (void)j21;
        (void)sv23;
        (void)c17;
        (void)c19;
        (void)c22;
        p0065_f1(((u64)((((((u16)tid)) < (((u16)st->h)))) ? (((u64)((((((u16)536)) > (((u16)51000)))) || (((1024.0) >= (((f64)v18))))))) : (((u64)((u64)(((u64)bid)) << ((u32)(((u8)st->x0)) & 63u)))))), DG_A(sv23), (__fmaf_rd(st->x1, st->x1, ((f32)((u8)bid))) - (((f32)gtid) * st->x1)));
        sv23.f0 = ((u16)((u32)(sv23.f0) << ((u32)(((s32)-1113343782)) & 31u)));
        if (!(((((((s64)tid)) != (((s64)0xefa199652337033full)))) || (((v18) == (((s16)0))))))) {
            st->x0 = (s64)p0065_f0(p0065_sh2 + tid * 2u, ((s32)((u32)(((s32)st->h)) << ((u32)(((u32)st->x0)) & 31u))), ((f64)((u64)0x3ull)));
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(sv23.f0) * 5u) ^ (u32)(sv23.f1) * 7u) ^ (u32)(out[(0u & 3u)]) * 9u) ^ (u32)(p0065_sh2[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        u64 v24 = ((u64)__funnelshift_rc(560u, ((u32)st->x0), st->h));
        u8 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = ((u8)((j26) != (918722759)));
        p0065_S0 sv27;
        sv27.f0 = ((u16)((u32)(((u16)bid)) * (u32)(((u16)v24))));
        sv27.f1 = ((s16)12793);
        s32 n28 = 0, i29 = 0;
        s32 n30 = 0, i31 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)sv27;
        (void)n28;
        (void)i29;
        (void)n30;
        (void)i31;
        st->x1 = (__uint_as_float(0x00000000u) * ((f32)bid));
        st->h = ((u32)((((((s32)st->h)) > (32))) ? (3528578113u) : (p0065_sh1[((u32)(((u32)(~(u32)(((u32)v24))))) % 33u)])));
        if (isnan(fmaxf(((f32)((u64)bid)), ((f32)((f64)v24)))) != 0) {
            st->x0 = ((s64)((u64)(st->x0) ^ (u64)0xffffffffffffffff));
        }
        n28 = (s32)((u32)(((u64)((u64)(((u64)0xfffffffffffffffeull)) << ((u32)(((u32)__popc(gtid))) & 63u)))) % 8u) + 1;
        for (i29 = 0; i29 < n28; i29++) {
            if ((gtid % 5u) == 0u && ((((u32)v24)) != (63u))) return;
            n30 = (s32)((u32)(((u32)((u32)0 - (u32)(((u32)((63u) & (st->h))))))) % 8u);
            i31 = 0;
            while (i31 < n30) {
                i31++;
                st->h = ((u32)((u32)0 - (u32)(tid)));
                st->h = ((u32)(~(u32)(0u)));
            }
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(sv27.f0) * 7u) ^ (u32)(out[(0u & 3u)]) * 9u) ^ (u32)(a25[(0u & 7u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = dg_fbits(st->x1);
        out[7] = (u32)(st->h);
        out[8] = (u32)dg_dbits(((f64)((u64)((u64)(((u64)0xfffffffffffffffeull)) + (u64)(v24)))));
    }
    DG_END
}

DG_PROGRAM(p0065, p0065_state, 33, 4, 7, 9, 2, 2048, 65u)
