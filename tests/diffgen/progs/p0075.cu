// diffgen program p0075: gen.py --seed 75 --name p0075 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u32 f0;
    u64 f1;
    f64 f2;
} p0075_S0;
typedef struct DG_ALIGN(8) {
    s32 f0;
} p0075_S1;

FN u16 p0075_f0(const u64 *p0, const s32 *p1)
{
    s64 v1 = ((s64)((((p1[((u32)(((u32)((u32)(1253759771u) - (u32)(311u)))) & 1u)]) > (((s32)-1472850367)))) || (((((s8)-1)) == (((s8)7))))));
    BOOL v2 = ((BOOL)(((((u8)v1)) == (((u8)255)))));
    u64 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((u64)((u64)(((u64)j4)) >> ((u32)(((u8)3)) & 63u)));
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)p0;
    (void)p1;
    v2 = ((BOOL)(((((u16)65534)) < (((u16)65535)))));
    switch (((u32)(((u16)v2)) + (u32)v1) & 3u) {
    case 0: {
        if (signbit(dg_canonf((((f32)v1) + 1024.0f))) != 0) {
        } else {
            v2 = ((BOOL)((!(((8u) >= (((u32)v2)))))));
        }
        break;
    }
    case 1: {
        switch (((u32)(((u16)8680)) + (u32)v1) & 3u) {
        case 1: {
            v1 = ((s64)__double2ull_rz(dg_dclamp(((f64)((u16)v2)), 0.0, 18446744073709549568.0)));
            break;
        }
        default: {
            v1 = ((s64)((s64)(((s64)((v2) ? (((s64)0x0ull)) : (v1)))) >> ((u32)(((u8)((((((s16)-12907)) == (((s16)v1)))) ? (((u8)129)) : (((u8)v1))))) & 63u)));
            break;
        }
        }
    }
    /* fallthrough */
    case 2: {
        if (((!(((((u16)v1)) != (((u16)2043)))))) || (((((s16)v2)) <= (((s16)v1))))) {
            v2 = ((BOOL)1u);
        } else {
            v2 = ((BOOL)(((((f64)((s8)v1))) >= (3.0))));
        }
        break;
    }
    case 3: {
        v1 = ((s64)(((isinf(((f32)v1)) != 0)) && ((isinf(((f64)v1)) != 0))));
        break;
    }
    }
    h5 = (((((u32)(v1) * 3u) ^ (u32)((u64)(p0[(0u & 7u)]) >> 32) * 5u) ^ (u32)(p0[(7u & 7u)]) * 7u) ^ (u32)(p1[(0u & 1u)]) * 9u) ^ (u32)(a3[(0u & 3u)]);
    return ((u16)((u32)(((u16)65534)) ^ (u32)h5));
}

FN p0075_S0 p0075_f1(f32 p0)
{
    s8 v6 = ((s8)dg_rem_s32((s32)(((s8)-63)), (s32)(((s8)0))));
    u8 v7 = ((u8)(~(u32)(((u8)v6))));
    u64 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = ((u64)((((u64)0x0ull)) ^ (((u64)v7))));
    s32 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = ((s32)((s32)(((s32)v6)) >> ((u32)(j11) & 31u)));
    p0075_S0 sv12;
    sv12.f0 = ((u32)dg_dclamp(1.5, 0.0, 4294967295.0));
    sv12.f1 = ((u64)((((((s8)v7)) != (v6))) ? (((u64)v6)) : (((u64)0x2ull))));
    sv12.f2 = ((f64)((s64)v7));
    u32 h13 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)h13;
    (void)p0;
    p0 = ((f32)v7);
    sv12.f0 = ((u32)((u32)(1u) >> ((u32)(((u32)v7)) & 31u)));
    v6 = (s8)p0075_f0(a8, &a10[((u32)(((s64)__float2int_ru(dg_fclamp(p0, -2147483648.0f, 2147483520.0f)))) % 7u)]);
    h13 = (((((u32)(v7) * 3u) ^ (u32)(sv12.f0) * 5u) ^ (u32)((u64)(a8[(0u & 7u)]) >> 32) * 7u) ^ (u32)((u64)(a8[(7u & 7u)]) >> 32) * 9u) ^ (u32)(a10[(7u & 7u)]);
    sv12.f0 = ((u32)((u32)(sv12.f0) ^ (u32)h13));
    return sv12;
}

FN f64 p0075_f2(DG_REF(s16) p0)
{
    s8 v14 = ((s8)((((s8)DG_R(p0))) ^ (((s8)32))));
    f32 v15 = ((f32)0.0000152587890625);
    u64 a16[8] = {0};
    s32 j17;
    for (j17 = 0; j17 < 8; j17++)
        a16[j17] = ((u64)((u64)(((u64)v14)) >> ((u32)(j17) & 63u)));
    s32 a18[8] = {0};
    s32 j19;
    for (j19 = 0; j19 < 8; j19++)
        a18[j19] = ((s32)llabs(dg_nomin64(((s64)v14))));
    p0075_S0 sv20;
    sv20.f0 = ((u32)((u32)(((u32)DG_R(p0))) * (u32)(((u32)DG_R(p0)))));
    sv20.f1 = ((u64)dg_dclamp(((f64)DG_R(p0)), 0.0, 18446744073709549568.0));
    sv20.f2 = ((f64)DG_R(p0));
    u32 h21 = 0;
    (void)v14;
    (void)v15;
    (void)a16;
    (void)j17;
    (void)a18;
    (void)j19;
    (void)sv20;
    (void)h21;
    (void)p0;
    DG_R(p0) = (s16)p0075_f0(a16, a18);
    sv20 = p0075_f1(__fdiv_rn(((f32)((f64)DG_R(p0))), ((f32)1024.0)));
    h21 = (((((u32)(sv20.f1) * 3u) ^ (u32)dg_dbits(sv20.f2) * 5u) ^ (u32)(a16[(0u & 7u)]) * 7u) ^ (u32)(a16[(7u & 7u)]) * 9u) ^ (u32)(a18[(0u & 7u)]);
    return (__ull2double_rn(((u64)((((u64)v14)) | (sv20.f1)))) + (f64)(h21 & 255u));
}

typedef struct {
    u32 x0;
    u8 x1;
    u16 x2;
    u32 h;
    u64 arr[4];
} p0075_state;

DG_SHARED s32 p0075_sh0[128];

DG_KERNEL(p0075_kernel, p0075_state)
{
    DG_BEGIN(p0075_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        u64 c22 = 0;
        u64 c23 = 0;
        st->x0 = ((u32)((u32)(gtid) - (u32)(in[((u32)(((u8)(isinf(((f32)__ldg(&in[2]))) != 0))) % 6u)])));
        st->x1 = ((u8)206);
        st->x2 = ((u16)dg_div_u32((u32)(((u16)st->x0)), (u32)(((u16)gtid))));
        st->h = ((u32)((((((u16)bid)) == (st->x2))) ? (tid) : (__ldg(&in[4]))));
        st->arr[0] = ((c22 = ((u64)tid)), (u64)(c22 ^ ((u64)0xd566bb45a6b016d9ull)));
        st->arr[1] = ((u64)0x245ull);
        st->arr[2] = ((u64)__funnelshift_l(0u, in[((u32)(((s64)dg_dclamp(((f64)((f32)__ldg(&in[0]))), -9223372036854775808.0, 9223372036854774784.0))) % 6u)], __ldg(&in[4])));
        st->arr[3] = ((c23 = ((u64)__ldg(&in[4]))), (u64)(c23 ^ ((u64)0xffffffffffffffffull)));
        p0075_sh0[tid * 1u + 0u] = ((s32)((u32)(1) * (u32)(((s32)st->h))));
        f64 v24 = ((f64)1599174966u);
        u64 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = ((u64)0x2ull);
        s32 a27[8] = {0};
        s32 j28;
        for (j28 = 0; j28 < 8; j28++)
            a27[j28] = ((s32)(((s16)32)));
        p0075_S0 sv29;
        sv29.f0 = ((u32)(((isinf(v24) != 0)) ? (in[((u32)(((s64)((tid) <= (2018817872u)))) % 6u)]) : (((u32)st->x1))));
        sv29.f1 = ((u64)((u64)(((u64)tid)) * (u64)(((u64)st->x1))));
        sv29.f2 = (v24 - v24);
        s32 g30 = 0;
        s16 v31 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)a27;
        (void)j28;
        (void)sv29;
        (void)g30;
        (void)v31;
        (void)c22;
        (void)c23;
        B2:;
        st->h = st->x0;
        if (g30 < 3 && ((((f64)0.0f)) >= (((f64)st->x0)))) {
            g30++;
            goto B2;
        }
        if ((((s64)(((u8)1)))) <= (((s64)0x45a0609566d3d322ull))) {
            if ((gtid % 3u) == 1u && ((((f32)st->h)) == (__uint_as_float(0x78b3a8eeu)))) return;
        } else {
            sv29.f2 = __dmul_rn(v24, v24);
        }
        if (isfinite((__longlong_as_double((s64)0x0718a745b47f8abdull) + ((f64)st->x0))) != 0) {
            if ((((s32)((((((s32)gtid)) != (a27[((u32)(__double2uint_rz(dg_dclamp(((f64)gtid), 0.0, 4294967295.0))) & 7u)]))) ? (2) : (((s32)-1190460173))))) >= (((s32)((((st->x1) >= (((u8)96)))) ? (((s32)st->x1)) : (a27[((u32)(((s32)__float2ull_ru(dg_fclamp(((f32)gtid), 0.0f, 18446742974197923840.0f)))) & 7u)]))))) {
                st->h = sv29.f0;
            }
        } else {
            if (isfinite(__drcp_rd(sv29.f2)) != 0) {
                v24 = (f64)p0075_f0(a25, a27);
            }
        }
        if (((signbit(dg_canonf(((f32)tid))) != 0)) || ((signbit(dg_canon(((f64)sv29.f0))) != 0))) {
            sv29 = p0075_f1(((((((f32)st->x0)) == (16777216.0f))) ? ((f32)-2.5) : ((f32)st->h)));
        }
        st->h = (((((u32)((u64)(sv29.f1) >> 32) * 3u) ^ (u32)dg_dbits(sv29.f2) * 5u) ^ (u32)(dg_dbits(sv29.f2) >> 32) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ (u32)((u64)(a25[(7u & 7u)]) >> 32) ^ (st->h * 7u);
        st->x0 = (u32)dg_dclamp(p0075_f2(DG_A(v31)), 0.0, 4294967295.0);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((u16)st->x1));
        out[5] = (u32)(st->arr[0]);
        out[6] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0075, p0075_state, 128, 3, 6, 7, 1, 2048, 75u)
