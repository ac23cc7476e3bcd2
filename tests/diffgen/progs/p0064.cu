// diffgen program p0064: gen.py --seed 64 --name p0064 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
} p0064_S0;
typedef struct {
    u16 f0;
} p0064_S1;

FN u32 p0064_f0(s32 depth, const s32 *p0)
{
    s8 v1 = ((s8)dg_dclamp(1.0e22, -128.0, 127.0));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((u32)(+(916941610u)));
    v1 = (s8)p0064_f0(depth - 1, p0);
    v1 = ((s8)((u32)(v1) - (u32)(v1)));
    h2 = (((u32)(depth) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(p0[0u]);
    return ((u32)((u32)(2u) ^ (u32)h2));
}

FN u8 p0064_f1(u32 p0, const f64 *p1, DG_REF(s32) p2)
{
    s8 v3 = ((s8)((((100.0f) >= (__uint_as_float(0xb12eb589u)))) && (((((s16)135)) >= (((s16)p0))))));
    u64 v4 = ((u64)sizeof(s64));
    s32 a5[8] = {0};
    s32 j6;
    for (j6 = 0; j6 < 8; j6++)
        a5[j6] = DG_R(p2);
    uint4 sv7;
    sv7.x = ((u32)((u32)(p0) - (u32)(p0)));
    sv7.y = ((u32)((u32)(152u) >> ((u32)(DG_R(p2)) & 31u)));
    sv7.z = ((u32)((u32)(p0) + (u32)(p0)));
    sv7.w = ((u32)__double2ll_rd(dg_dclamp(((f64)v4), -9223372036854775808.0, 9223372036854774784.0)));
    s32 g8 = 0;
    u32 h9 = 0;
    (void)v3;
    (void)v4;
    (void)a5;
    (void)j6;
    (void)sv7;
    (void)g8;
    (void)h9;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    DG_R(p2) >>= ((u32)(p0) & 31u);
    if (g8 < 2 && ((((u16)DG_R(p2))) != (((u16)v3)))) {
        g8++;
        goto B1;
    }
    v3 += (s8)(((s8)dg_rem_s32((s32)(v3), (s32)(((s8)__hadd(DG_R(p2), ((s32)-57)))))));
    h9 = (((((u32)(p0) * 3u) ^ (u32)(v3) * 5u) ^ (u32)(sv7.x) * 7u) ^ (u32)(sv7.w) * 9u) ^ (u32)(dg_dbits(p1[0u]) >> 32);
    return ((u8)((u32)(((u8)dg_fclamp((((f32)DG_R(p2)) * __uint_as_float(0x5f000000u)), 0.0f, 255.0f))) ^ (u32)h9));
}

typedef struct {
    f32 x0;
    u64 x1;
    f32 x2;
    u32 h;
} p0064_state;

DG_SHARED u64 p0064_sh0[192];
DG_SHARED f32 p0064_sh1[96];
DG_SHARED f32 p0064_sh2[48];

DG_KERNEL(p0064_kernel, p0064_state)
{
    DG_BEGIN(p0064_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = (((f32)1.0e22) + 1024.0f);
        st->x1 = ((u64)dg_div_u64((u64)(((u64)bid)), (u64)(((u64)__ldg(&in[4])))));
        st->x2 = (3.0f + 65536.0f);
        st->h = ((u32)((u32)(__ldg(&in[0])) - (u32)(__ldg(&in[4]))));
        p0064_sh0[tid * 4u + 0u] = ((u64)dg_div_u64((u64)(st->x1), (u64)(((u64)__ldg(&in[0])))));
        p0064_sh0[tid * 4u + 1u] = ((u64)((u64)(((u64)__ldg(&in[1]))) + (u64)(st->x1)));
        p0064_sh0[tid * 4u + 2u] = ((u64)((u64)(st->x1) + (u64)(((u64)0xfa3f7199aa1269e1ull))));
        p0064_sh0[tid * 4u + 3u] = ((u64)dg_rem_u64((u64)(((u64)__ldg(&in[4]))), (u64)(((u64)__ldg(&in[6])))));
        p0064_sh1[tid * 2u + 0u] = (st->x0 - st->x2);
        p0064_sh1[tid * 2u + 1u] = ((f32)((f64)st->h));
        p0064_sh2[tid * 1u + 0u] = (((f32)((u64)0x4a6b0c529e45b6f4ull)) * st->x0);
        s64 v10 = ((s64)sizeof(BOOL));
        s32 a11[8] = {0};
        s32 j12;
        for (j12 = 0; j12 < 8; j12++)
            a11[j12] = ((s32)dg_fclamp(((f32)((s8)j12)), -2147483648.0f, 2147483520.0f));
        f64 a13[8] = {0};
        s32 j14;
        for (j14 = 0; j14 < 8; j14++)
            a13[j14] = (0.5 + ((f64)((f32)j14)));
        s32 v15 = 0;
        s32 n16 = 0, i17 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v10;
        (void)a11;
        (void)j12;
        (void)a13;
        (void)j14;
        (void)v15;
        (void)n16;
        (void)i17;
        st->x1 = (u64)p0064_f1(((u32)((((v10) != (((s64)0xef66c74ca20d08d3ull)))) || (((((s32)st->h)) == (((s32)bid)))))), a13, DG_A(v15));
        p0064_sh1[tid * 2u + ((u32)(((u32)((((u16)7)) < (((u16)st->h))))) & 1u)] = ((f32)((f64)st->x1));
        n16 = (s32)((u32)(8u) % 8u);
        for (i17 = 0; i17 < n16; i17++) {
            st->x2 = ((((i17) < (32))) ? __uint_as_float(0x00000000u) : ((f32)a13[((u32)(((s32)((((p0064_sh0[tid * 4u + ((u32)(((s64)dg_div_s64((s64)(v10), (s64)(v10)))) & 3u)]) >= (((u64)0x14c857db9d14cdd5ull)))) ? (v15) : (1021564779)))) & 7u)]));
            st->h = ((u32)((((s16)i17)) >= (((s16)23899))));
        }
        p0064_sh2[tid * 1u + 0u] = (((f32)((u8)st->x1)) + ((f32)v10));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(p0064_sh0[tid * 4u + (3u & 3u)]) * 7u) ^ (u32)((u64)(p0064_sh0[tid * 4u + (3u & 3u)]) >> 32) * 9u) ^ (u32)(a11[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        s32 v18 = ((s32)st->x1);
        s32 v19 = ((s32)st->h);
        s32 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = ((s32)(((s64)bid)));
        f64 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = __dadd_ru(((f64)j23), __longlong_as_double((s64)0xfff0000000000000ull));
        s32 g24 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)v19;
        (void)a20;
        (void)j21;
        (void)a22;
        (void)j23;
        (void)g24;
        if ((gtid % 7u) == 2u && (!(((230) < (((s32)st->x1)))))) return;
        st->x1 = (u64)p0064_f0((s32)((u32)(1u) % 3u), a20);
        B3:;
        (*(out + ((u32)(((u8)((u32)(((u8)76)) >> ((u32)(((s32)st->x1)) & 31u)))) & 1u))) = ((u32)dg_div_u32((u32)(((u32)((u32)(4199052144u) + (u32)(0u)))), (u32)(((u32)((((((s32)tid)) >= (1766325668))) || (((((u8)v19)) > (((u8)218)))))))));
        if (g24 < 3 && (isfinite(__longlong_as_double((s64)0xbff8000000000000ull)) != 0)) {
            g24++;
            goto B3;
        }
        st->h = ((u32)dg_div_u32((u32)(((u32)((a22[((u32)(0u) & 7u)]) < (((f64)((s16)-22464)))))), (u32)(st->h)));
        st->h = (((((u32)(in[(0u % 7u)]) * 3u) ^ dg_fbits(p0064_sh1[(95u % 96u)]) * 5u) ^ dg_fbits(p0064_sh2[(47u % 48u)]) * 7u) ^ (u32)(a20[(0u & 7u)]) * 9u) ^ (u32)(dg_dbits(a22[(0u & 7u)]) >> 32) ^ (st->h * 7u);
        out[2] = dg_fbits(st->x0);
        if ((gtid % 3u) == 1u && ((((u16)64343)) == (((u16)v18)))) return;
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = dg_fbits(st->x2);
        out[6] = (u32)(st->h);
        out[7] = (u32)dg_dbits(((f64)((s16)v18)));
    }
    DG_END
}

DG_PROGRAM(p0064, p0064_state, 48, 3, 7, 8, 2, 8192, 64u)
