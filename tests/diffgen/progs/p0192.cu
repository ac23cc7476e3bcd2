// diffgen program p0192: gen.py --seed 193 --name p0192 --include ../twin.h
#include "../twin.h"

typedef struct {
    u16 f0;
} p0192_S0;
typedef struct DG_ALIGN(16) {
    u16 f0;
} p0192_S1;

FN u64 p0192_f0(s16 p0, u8 p1, u32 p2)
{
    u64 v1 = ((u64)((u64)(((u64)0x1feull)) >> ((u32)(((s32)0x80000000u)) & 63u)));
    u64 v2 = ((u64)((((((s64)p1)) >= (((s64)0x1full)))) ? (((u64)p2)) : (v1)));
    s32 n3 = 0, i4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)n3;
    (void)i4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((((((((s64)0x7full)) < (((s64)0xf47309bbbc8cf7a6ull)))) && (((((s32)0x80000000u)) == (((s32)-2018486729)))))) || (((p1) > (((u8)48))))) {
        p1 = ((u8)((u32)(((u8)((((((f64)v2)) == (((f64)((u8)p2))))) ? (((u8)p0)) : (((u8)11))))) << ((u32)(((u8)254)) & 31u)));
    }
    if ((((p0) <= (((s16)-204)))) && ((isinf(((f32)p2)) != 0))) {
        p1 ^= (u8)(((u8)p0));
    } else {
        if ((((s64)dg_rem_s64((s64)(((s64)p2)), (s64)(((s64)0x401ad172e5dace4dull))))) < (((s64)0x8926b2ce96638716ull))) {
        }
    }
    switch (((u32)(((u32)sizeof(s64))) + (u32)p2) & 7u) {
    case 3: {
        if (((((((s16)32)) == (((s16)22641)))) || (((((u64)p1)) <= (((u64)p0))))) && ((((34u) == (p2))) || (((((s16)v2)) == (((s16)252)))))) return ((u64)sizeof(s32));
    }
    /* fallthrough */
    case 7: {
        n3 = (s32)((u32)(((u64)((u64)(((u64)((((u64)p2)) | (v2)))) + (u64)(((u64)dg_rem_u64((u64)(v1), (u64)(v2))))))) % 3u) + 1;
        i4 = 0;
        while (i4 < n3) {
            i4++;
            v1 = ((u64)((((s32)p0)) <= (((s32)p1))));
            p0 = ((s16)((((s32)v2)) >= (581866639)));
        }
        break;
    }
    }
    h5 = (((((u32)(p1) * 3u) ^ (u32)(p2) * 5u) ^ (u32)(v1) * 7u) ^ (u32)((u64)(v1) >> 32) * 9u) ^ (u32)(v2);
    return ((u64)((u64)(((u64)__dp2a_hi(((s32)((((s32)v1)) ^ (((s32)-86)))), ((s32)((u32)0 - (u32)(((s32)v2)))), ((s32)((u32)(612845403) * (u32)(((s32)p2))))))) ^ (u64)h5));
}

FN void p0192_f1(s8 p0, DG_REF(u32) p1)
{
    u32 v6 = ((u32)dg_rem_u32((u32)(((u32)p0)), (u32)(((u32)p0))));
    u8 v7 = ((u8)3);
    u32 h8 = 0;
    (void)v6;
    (void)v7;
    (void)h8;
    (void)p0;
    (void)p1;
    DG_R(p1) = ((u32)dg_div_u32((u32)(137u), (u32)(DG_R(p1))));
    if (((((u32)v7)) > (DG_R(p1))) && ((v6) >= (((u32)p0)))) return;
    h8 = ((((u32)(p0) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)(v6) * 7u) ^ (u32)(v7);
    DG_R(p1) = ((u32)((u32)(DG_R(p1)) ^ (u32)h8));
    return;
}

FN s32 p0192_f2(s16 p0, s64 p1)
{
    u32 v9 = ((u32)((u32)(((u32)p0)) + (u32)(((u32)p1))));
    s32 v10 = ((s32)((((((s32)v9)) < (63))) ? (1347982889) : (((s32)p1))));
    s16 a11[16] = {0};
    s32 j12;
    for (j12 = 0; j12 < 16; j12++)
        a11[j12] = ((s16)((u32)0 - (u32)(p0)));
    s32 g13 = 0;
    s32 n14 = 0, i15 = 0;
    s32 n16 = 0, i17 = 0;
    u32 h18 = 0;
    (void)v9;
    (void)v10;
    (void)a11;
    (void)j12;
    (void)g13;
    (void)n14;
    (void)i15;
    (void)n16;
    (void)i17;
    (void)h18;
    (void)p0;
    (void)p1;
    B2:;
    switch (((u32)(((s32)v9)) + (u32)v9) & 3u) {
    case 0: {
        if (((__uint_as_float(0x00800000u) / ((f32)v9))) >= ((((f32)((f64)p0)) + ((f32)p1)))) {
            p0 = a11[((u32)(((s32)__float2uint_ru(dg_fclamp(((f32)p0), 0.0f, 4294967040.0f)))) & 15u)];
        }
    }
    /* fallthrough */
    case 1: {
        a11[((u32)(((u8)((((f32)p0)) == (((f32)((s64)p0)))))) & 15u)] = ((s16)((((u64)v9)) <= (((u64)p1))));
        break;
    }
    case 2: {
        p0192_f0(((s16)((u32)(p0) + (u32)(((s16)p1)))), ((u8)__float_as_uint(dg_canonf(((f32)p1)))), v9);
        break;
    }
    case 3: {
        n14 = (s32)((u32)(((u8)(~(u32)(((u8)((u32)(((u8)v10)) * (u32)(((u8)v10)))))))) % 3u) + 1;
        for (i15 = 0; i15 < n14; i15++) {
            p1 = (s64)p0192_f0(((s16)(((s8)v9))), ((u8)93), ((u32)((((u32)min(((s32)p1), v10))) & (v9))));
            p0192_f0(((s16)__double2ull_rd(dg_dclamp(((f64)i15), 0.0, 18446744073709549568.0))), ((u8)sizeof(u32)), ((u32)((u32)(((u32)v10)) >> ((u32)(((u8)254)) & 31u))));
        }
        break;
    }
    default: {
        a11[((u32)(((s64)__ffs(v10))) & 15u)] = ((s16)dg_div_s32((s32)(((s16)dg_dclamp(100.0, -32768.0, 32767.0))), (s32)(p0)));
        break;
    }
    }
    if (g13 < 2 && ((((u16)261)) >= (((u16)65534)))) {
        g13++;
        goto B2;
    }
    if (((((((f32)((f64)v9))) <= (((f32)((f64)p1))))) || (((v9) == (1113466761u)))) && ((v9) < (((u32)v10)))) return ((s32)((u32)(v10) << ((u32)(((u32)p1)) & 31u)));
    a11[((u32)(((s64)((u64)(p1) + (u64)(((s64)v10))))) & 15u)] = ((s16)(isfinite(((f32)p1)) != 0));
    n16 = (s32)((u32)(((u64)p1)) % 8u);
    for (i17 = 0; i17 < n16; i17++) {
        if ((((u8)((u32)(((u8)p1)) - (u32)(((u8)64))))) != (((u8)((((u64)i17)) <= (((u64)0xfffffffffffffffeull)))))) {
            p0 = ((s16)i17);
        } else {
            v10 = __double2int_ru(dg_dclamp(((f64)((s8)i17)), -2147483648.0, 2147483647.0));
        }
        if ((((u16)i17)) != (((u16)1))) continue;
    }
    h18 = (((((u32)(p0) * 3u) ^ (u32)(p1) * 5u) ^ (u32)((u64)(p1) >> 32) * 7u) ^ (u32)(v9) * 9u) ^ (u32)(a11[(0u & 15u)]);
    return ((s32)((u32)(((s32)llmin(((s64)((((157) > (((s32)-113288893)))) && (((((f64)v9)) < (__longlong_as_double((s64)0x7fefffffffffffffull)))))), ((s64)(~(u64)(((s64)0xa696423a032cf33full))))))) ^ (u32)h18));
}

typedef struct {
    u16 x0;
    BOOL x1;
    u32 x2;
    u32 h;
    u64 arr[4];
} p0192_state;

DG_SHARED f64 p0192_sh0[256];

DG_KERNEL(p0192_kernel, p0192_state)
{
    DG_BEGIN(p0192_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((u16)255);
        st->x1 = ((BOOL)(((tid) > (2714131007u))));
        st->x2 = ((u32)__float2ll_rz(dg_fclamp(((f32)__ldg(&in[1])), -9223372036854775808.0f, 9223371487098961920.0f)));
        st->h = ((u32)((u32)(__ldg(&in[3])) << ((u32)(((u8)tid)) & 31u)));
        st->arr[0] = ((u64)((((u64)__ldg(&in[3]))) ^ (((u64)st->x2))));
        st->arr[1] = ((u64)(((u32)st->x0)));
        st->arr[2] = ((u64)((((u64)0x9833d90210e71001ull)) ^ (((u64)st->x2))));
        st->arr[3] = ((u64)((u64)(((u64)gtid)) + (u64)(((u64)0x1ull))));
        p0192_sh0[tid * 4u + 0u] = ((f64)((u8)__ldg(&in[0])));
        p0192_sh0[tid * 4u + 1u] = ((f64)255);
        p0192_sh0[tid * 4u + 2u] = ((f64)__ldg(&in[0]));
        p0192_sh0[tid * 4u + 3u] = ((f64)__ldg(&in[0]));
        s8 v19 = ((s8)((st->x1) && (((((u32)st->x1)) >= (991983501u)))));
        u64 v20 = ((u64)((((u64)0x69cadc3f227983f7ull)) ^ (st->arr[((u32)(((u8)sizeof(u16))) & 3u)])));
        int2 sv21;
        sv21.x = ((s32)dg_fclamp(1024.0f, -2147483648.0f, 2147483520.0f));
        sv21.y = __float2int_rz(dg_fclamp(((f32)p0192_sh0[tid * 4u + ((u32)(((s64)((((((u8)v19)) == (((u8)bid)))) ? (((s64)v19)) : (((s64)0xffffffffffffff9dull))))) & 3u)]), -2147483648.0f, 2147483520.0f));
        s32 g22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)v20;
        (void)sv21;
        (void)g22;
        v19 = ((s8)((((st->x0) > (((u16)31)))) ? (((s8)st->x1)) : (v19)));
        if ((gtid % 5u) == 1u && ((((s64)0x7fffffffffffffffull)) != (((s64)0xac3af04917e327ffull)))) return;
        B3:;
        st->arr[((u32)(((s32)(!((signbit(dg_canonf(((f32)st->x1))) != 0))))) & 3u)] = ((u64)(+(st->arr[((u32)(((s32)-791288046)) & 3u)])));
        if (g22 < 2 && ((v20) != (((u64)st->x1)))) {
            g22++;
            goto B3;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(sv21.y) * 5u) ^ (u32)(in[(3u & 3u)]) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(dg_dbits(p0192_sh0[tid * 4u + (3u & 3u)]) >> 32) ^ (st->h * 7u);
        p0192_f1(((s8)((u32)(((s8)bid)) + (u32)(((s8)st->x1)))), DG_A(st->x2));
        st->x1 = (BOOL)(p0192_f2(((s16)((((s16)__double2ull_rd(dg_dclamp(((f64)((s16)st->x1)), 0.0, 18446744073709549568.0)))) ^ (((s16)dg_div_s32((s32)(((s16)10571)), (s32)(((s16)2))))))), ((s64)((u64)0 - (u64)(((s64)dg_dclamp(((f64)((u16)st->x1)), -9223372036854775808.0, 9223372036854774784.0)))))) != 0);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((s8)((((s8)((((s8)8)) & (v19)))) | (((s8)__float2uint_ru(dg_fclamp(((f32)st->h), 0.0f, 4294967040.0f)))))));
        out[7] = (u32)dg_dbits(p0192_sh0[tid * 4u + ((u32)(((u32)((u32)(gtid) >> ((u32)(((s32)-2147483647)) & 31u)))) & 3u)]);
        out[8] = (u32)(st->arr[0]);
        out[9] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0192, p0192_state, 64, 2, 4, 10, 1, 2048, 193u)
