// diffgen program p0045: gen.py --seed 45 --name p0045 --include ../twin.h
#include "../twin.h"

typedef struct {
    s64 f0;
    u16 f1;
} p0045_S0;
typedef struct {
    BOOL f0[2];
    u16 f1;
} p0045_S1;

FN void p0045_f0(s32 depth, u32 p0, BOOL p1, DG_REF(BOOL) p3)
{
    u64 c7 = 0;
    s32 v1 = ((s32)((u32)(depth) - (u32)(82)));
    s8 v2 = ((s8)((((((f64)DG_R(p3))) != (((f64)((u64)v1))))) || (((((u8)v1)) == (((u8)2))))));
    u8 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = ((u8)((u32)(((u8)v2)) * (u32)(((u8)1))));
    s32 n5 = 0, i6 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)n5;
    (void)i6;
    (void)h8;
    (void)c7;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p3;
    if (depth <= 0) return;
    if (((((s32)DG_R(p3))) <= (depth)) && p1) return;
    n5 = (s32)((u32)(ullmax(((u64)dg_rem_u64((u64)(((u64)0x0ull)), (u64)(((u64)p0)))), ((c7 = ((u64)v1)), (u64)(c7 ^ ((u64)v2))))) % 3u) + 1;
    i6 = 0;
    do {
    } while (++i6 < n5);
    p0045_f0(depth - 1, ((u32)((((u32)((p0) & (538u)))) ^ (((u32)((u32)(((u32)v1)) - (u32)(((u32)v1))))))), ((BOOL)((u16)((u32)(((u16)p1)) - (u32)(((u16)63))))), DG_A(DG_R(p3)));
    h8 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)(DG_R(p3)) * 7u) ^ (u32)(v2) * 9u) ^ (u32)(a3[(15u & 15u)]);
    DG_R(p3) = ((BOOL)(((u32)(DG_R(p3)) ^ h8) & 1u));
    return;
}

FN u8 p0045_f1(const s16 *p0)
{
    u8 c13 = 0;
    f32 v9 = (-(0.5f));
    f32 v10 = ((f32)((s8)127));
    s32 g11 = 0;
    u32 h12 = 0;
    (void)v9;
    (void)v10;
    (void)g11;
    (void)h12;
    (void)c13;
    (void)p0;
    B2:;
    if (g11 < 2 && ((((u8)233)) > (((u8)1)))) {
        g11++;
        goto B2;
    }
    v10 = (-(v9));
    h12 = ((dg_fbits(v9) * 3u) ^ dg_fbits(v10) * 5u) ^ (u32)(p0[0u]);
    return ((u8)((u32)(((u8)((u32)(((u8)(((s32)-1)))) + (u32)(((c13 = ((u8)255)), (u8)(c13 ^ ((u8)172))))))) ^ (u32)h12));
}

FN u8 p0045_f2(u16 p0, s8 p1, u32 p2)
{
    u32 c20 = 0;
    u64 v14 = ((u64)0x1ull);
    u32 v15 = p2;
    s16 a16[8] = {0};
    s32 j17;
    for (j17 = 0; j17 < 8; j17++)
        a16[j17] = ((s16)((u32)(((s16)0)) << ((u32)(((s32)-1)) & 31u)));
    f64 a18[16] = {0};
    s32 j19;
    for (j19 = 0; j19 < 16; j19++)
        a18[j19] = (-(__longlong_as_double((s64)0xdadc7940c9e09f88ull)));
    s32 g21 = 0;
    u32 h22 = 0;
    (void)v14;
    (void)v15;
    (void)a16;
    (void)j17;
    (void)a18;
    (void)j19;
    (void)g21;
    (void)h22;
    (void)c20;
    (void)p0;
    (void)p1;
    (void)p2;
    p1 = ((s8)((u32)(p1) * (u32)(p1)));
    if ((((((((u8)p2)) <= (((u8)111)))) && (((((u8)p2)) <= (((u8)77)))))) || (((((((u8)209)) < (((u8)p2)))) || (((v14) >= (((u64)0x4dce77e7df5ab5a9ull))))))) {
        p1 ^= (s8)(((s8)max(((s32)v15), ((s32)v14))));
    } else {
        a18[((u32)(((s32)((s32)(32) >> ((u32)(((u8)v15)) & 31u)))) & 15u)] = ((f64)((c20 = ((u32)v14)), (u32)(c20 ^ ((u32)p1))));
    }
    B3:;
    if (((a16[((u32)(((u8)max(((s32)p2), ((s32)v14)))) & 7u)]) <= (a16[((u32)(((s32)((63) | (((s32)v14))))) & 7u)])) && ((((u8)p1)) == (((u8)217)))) return ((u8)sizeof(s8));
    if (g21 < 1 && ((((f32)((s16)63))) > (((f32)((u64)p2))))) {
        g21++;
        goto B3;
    }
    p1 = ((s8)((u32)(((s8)dg_fclamp(((f32)p1), -128.0f, 127.0f))) + (u32)(((s8)dg_dclamp(((f64)p2), -128.0, 127.0)))));
    h22 = (((((u32)(p0) * 3u) ^ (u32)(v14) * 5u) ^ (u32)(a16[(7u & 7u)]) * 7u) ^ (u32)(dg_dbits(a18[(0u & 15u)]) >> 32) * 9u) ^ (u32)dg_dbits(a18[(15u & 15u)]);
    return ((u8)((u32)(((u8)(v14))) ^ (u32)h22));
}

typedef struct {
    s16 x0;
    s32 x1;
    BOOL x2;
    f32 x3;
    u32 h;
} p0045_state;

DG_SHARED s32 p0045_sh0[150];
DG_SHARED u8 p0045_sh1[600];
DG_SHARED f64 p0045_sh2[150];

DG_KERNEL(p0045_kernel, p0045_state)
{
    DG_BEGIN(p0045_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 10u;
        u8 c23 = 0;
        st->x0 = ((s16)gtid);
        st->x1 = ((s32)dg_div_s32((s32)(((s32)gtid)), (s32)(((s32)__ldg(&in[2])))));
        st->x2 = ((BOOL)(((((u8)__ldg(&in[4]))) != (((u8)gtid)))));
        st->x3 = ((((((u8)st->x1)) >= (((u8)240)))) ? __uint_as_float(0x807fffffu) : ((f32)bid));
        st->h = ((u32)((u32)(tid) - (u32)(1u)));
        p0045_sh0[tid * 1u + 0u] = ((s32)dg_div_s32((s32)(((s32)st->x0)), (s32)(st->x1)));
        p0045_sh1[tid * 4u + 0u] = ((u8)((u32)(((u8)7)) << ((u32)(((u8)tid)) & 31u)));
        p0045_sh1[tid * 4u + 1u] = ((c23 = ((u8)38)), (u8)(c23 ^ ((u8)255)));
        p0045_sh1[tid * 4u + 2u] = ((u8)((((u8)__ldg(&in[4]))) & (((u8)1))));
        p0045_sh1[tid * 4u + 3u] = ((u8)dg_div_u32((u32)(((u8)63)), (u32)(((u8)st->x2))));
        p0045_sh2[tid * 1u + 0u] = __longlong_as_double((s64)0x1103bde6f8eb20ecull);
        BOOL v24 = ((BOOL)(((((u32)st->x0)) <= (st->h))));
        s16 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = ((s16)((st->x0) & (st->x0)));
        s32 g27 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)g27;
        (void)c23;
        B4:;
        st->x2 = (BOOL)(p0045_f1(a25) != 0);
        if (g27 < 2 && ((((u8)101)) < (((u8)9)))) {
            g27++;
            goto B4;
        }
        st->x0 += (s16)(((s16)dg_rem_s32((s32)(((s16)gtid)), (s32)((*(a25 + ((u32)(((u8)((u32)(p0045_sh1[tid * 4u + ((u32)(((s32)sizeof(BOOL))) & 3u)]) - (u32)(((u8)v24))))) & 7u)))))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(v24) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ (u32)(p0045_sh1[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 10u;
        s64 v28 = ((s64)((u64)(((s64)st->x1)) * (u64)(((s64)bid))));
        s16 a29[8] = {0};
        s32 j30;
        for (j30 = 0; j30 < 8; j30++)
            a29[j30] = ((s16)abs(dg_nomin32(j30)));
        s32 g31 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v28;
        (void)a29;
        (void)j30;
        (void)g31;
        B5:;
        if ((st->x2) && (((st->x0) <= (((s16)30760))))) {
            st->x2 = (BOOL)(p0045_f1(a29 + ((u32)(((s32)__float2uint_ru(dg_fclamp(((f32)((u32)st->x1)), 0.0f, 4294967040.0f)))) % 8u)) != 0);
        }
        if (g31 < 3 && ((((s8)127)) <= (((s8)88)))) {
            g31++;
            goto B5;
        }
        ++st->x3;
        st->x0 |= (s16)(((s16)((s32)(((s16)32767)) >> ((u32)(p0045_sh0[((u32)(((u32)dg_dclamp(((f64)st->x1), 0.0, 4294967295.0))) % 150u)]) & 31u))));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(v28) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ (u32)dg_dbits(p0045_sh2[(149u % 150u)]) ^ (st->h * 7u);
        p0045_f0((s32)((u32)(((u32)st->x0)) % 4u), ((u32)((st->x2) ? (((u32)dg_fclamp(st->x3, 0.0f, 4294967040.0f))) : (((u32)((tid) ^ (((u32)v28))))))), ((BOOL)((((isnan(((f64)st->h)) != 0)) && (st->x2)))), DG_A(st->x2));
        st->x1 = (s32)p0045_f2(((u16)((((u16)(~(u32)(((u16)2))))) & (((u16)((((u16)bid)) ^ (((u16)bid))))))), ((s8)max(((s32)bid), ((s32)dg_rem_s32((s32)(st->x1), (s32)(st->x1))))), ((u32)st->x1));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = dg_fbits(st->x3);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((s8)(!((isinf(p0045_sh2[((u32)(((u32)((((u64)0x226ull)) == (((u64)0x445dfb4ad20d73ceull))))) % 150u)]) != 0)))));
    }
    DG_END
}

DG_PROGRAM(p0045, p0045_state, 150, 3, 6, 10, 2, 8192, 45u)
