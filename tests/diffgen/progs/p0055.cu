// diffgen program p0055: gen.py --seed 55 --name p0055 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u8 f0;
} p0055_S0;

FN void p0055_f0(s32 depth, DG_REF(u64) p0, u64 p1, u32 p2, const u8 *p3, DG_REF(BOOL) p4, const u64 *p5, p0055_S0 p6, s16 p7, f64 p8, DG_REF(s16) p9, s16 p10, u16 p11, BOOL p12, u32 p13)
{
    s32 c3 = 0;
    s16 v1 = DG_R(p9);
    s64 v2 = ((s64)dg_rem_s64((s64)(((s64)v1)), (s64)(((s64)p10))));
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)g4;
    (void)h5;
    (void)c3;
    (void)depth;
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
    if (depth <= 0) return;
    p0055_f0(depth - 1, DG_A(DG_R(p0)), ((u64)((u64)(p1) << ((u32)(depth) & 63u))), ((u32)((u32)(((u32)((u32)(p2) >> ((u32)(p6.f0) & 31u)))) >> ((u32)(((u8)((u32)(p6.f0) >> ((u32)(((u8)depth)) & 31u)))) & 31u))), p3, DG_A(p12), p5, p6, ((s16)((u32)(p10) << ((u32)(((u8)255)) & 31u))), 9007199254740992.0, DG_A(DG_R(p9)), ((s16)dg_rem_s32((s32)(((s16)((DG_R(p9)) ^ (v1)))), (s32)(((s16)dg_dclamp(((f64)p1), -32768.0, 32767.0))))), ((u16)((u32)(((u16)p7)) >> ((u32)(p2) & 31u))), ((BOOL)((u8)(((s64)v1)))), ((u32)(((s8)p13))));
    if (DG_R(p4)) {
        p13 = ((u32)(~(u32)(((u32)DG_R(p4)))));
    } else {
        p0055_f0(depth - 1, DG_A(p1), ((u64)((u64)(((u64)((u64)(DG_R(p0)) << ((u32)(((u8)176)) & 63u)))) >> ((u32)(((u32)(p11))) & 63u))), 146179655u, p3, DG_A(DG_R(p4)), p5, p6, ((s16)dg_dclamp(((f64)DG_R(p9)), -32768.0, 32767.0)), (p8 * __longlong_as_double((s64)0xa0383d651933db9aull)), DG_A(p7), ((s16)__double2ull_rz(dg_dclamp(__ll2double_rn(v2), 0.0, 18446744073709549568.0))), ((u16)(~(u32)(((u16)v1)))), ((BOOL)((c3 = ((s32)p12)), (s32)(c3 ^ depth))), ((u32)((u32)(((u32)depth)) * (u32)(p2))));
    }
    B2:;
    p6.f0 = p3[0u];
    if (g4 < 3 && ((((s64)p7)) > (((s64)0x9332aa0f245a7f47ull)))) {
        g4++;
        goto B2;
    }
    h5 = (((((u32)(depth) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(dg_dbits(p8) >> 32) * 7u) ^ (u32)(p13) * 9u) ^ (u32)(v2);
    DG_R(p0) = ((u64)((u64)(DG_R(p0)) ^ (u64)h5));
    return;
}

FN p0055_S0 p0055_f1(u32 p0, DG_REF(u32) p1)
{
    u32 v6 = __float_as_uint(dg_canonf(((f32)((f64)p0))));
    s8 v7 = ((s8)__hadd(((s32)v6), 8));
    u8 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = ((u8)((u32)(((u8)v6)) + (u32)(((u8)j9))));
    u64 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = ((u64)((u64)(((u64)v7)) << ((u32)(j11) & 63u)));
    u32 a12[8] = {0};
    s32 j13;
    for (j13 = 0; j13 < 8; j13++)
        a12[j13] = ((u32)((u32)(((u32)j13)) << ((u32)(467u) & 31u)));
    p0055_S0 sv14;
    sv14.f0 = ((u8)(isfinite(((f32)((u8)p0))) != 0));
    s32 g15 = 0;
    s32 g16 = 0;
    u32 h17 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)a10;
    (void)j11;
    (void)a12;
    (void)j13;
    (void)sv14;
    (void)g15;
    (void)g16;
    (void)h17;
    (void)p0;
    (void)p1;
    B3:;
    if (g15 < 2 && ((((u8)254)) <= (((u8)151)))) {
        g15++;
        goto B3;
    }
    B4:;
    DG_R(p1) ^= ((u32)((((((u64)0x1ull)) != (((u64)0x1bcaee2b81770b3bull)))) || (((((u16)DG_R(p1))) >= (((u16)35579))))));
    if (g16 < 2 && (isnan(((f32)v6)) != 0)) {
        g16++;
        goto B4;
    }
    h17 = (((((u32)(p0) * 3u) ^ (u32)(v6) * 5u) ^ (u32)(v7) * 7u) ^ (u32)(sv14.f0) * 9u) ^ (u32)(a12[(7u & 7u)]);
    sv14.f0 = ((u8)((u32)(sv14.f0) ^ (u32)h17));
    return sv14;
}

typedef struct {
    u64 x0;
    s16 x1;
    s8 x2;
    u32 h;
} p0055_state;

DG_KERNEL(p0055_kernel, p0055_state)
{
    DG_BEGIN(p0055_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 8u;
        u32 c24 = 0;
        st->x0 = ((u64)dg_fclamp(((f32)((u16)__ldg(&in[2]))), 0.0f, 18446742974197923840.0f));
        st->x1 = ((s16)dg_rem_s32((s32)(((s16)__ldg(&in[0]))), (s32)(((s16)59))));
        st->x2 = ((s8)((u32)(((s8)tid)) + (u32)(((s8)st->x1))));
        st->h = ((u32)st->x1);
        s16 v18 = st->x1;
        u8 a19[8] = {0};
        s32 j20;
        for (j20 = 0; j20 < 8; j20++)
            a19[j20] = ((u8)dg_div_u32((u32)(((u8)st->x1)), (u32)(((u8)st->h))));
        u64 a21[8] = {0};
        s32 j22;
        for (j22 = 0; j22 < 8; j22++)
            a21[j22] = st->x0;
        p0055_S0 sv23;
        sv23.f0 = ((u8)((u32)(((u8)233)) * (u32)(((u8)85))));
        BOOL v25 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)a19;
        (void)j20;
        (void)a21;
        (void)j22;
        (void)sv23;
        (void)v25;
        (void)c24;
        if ((((u64)st->x1)) >= (((u64)(st->h)))) {
            sv23 = p0055_f1(((u32)(((u8)((u32)(((u8)st->x1)) - (u32)(sv23.f0))))), DG_A(st->h));
        } else {
            (*(a19 + ((u32)(((s64)__double2uint_rd(dg_dclamp(((f64)v18), 0.0, 4294967295.0)))) & 7u))) = ((u8)((u32)(((u8)dg_dclamp(((f64)bid), 0.0, 255.0))) >> ((u32)(((u32)((u32)(out[((u32)(((s64)((u64)(((s64)st->x2)) ^ (u64)0xffffffffffffffff))) & 1u)]) - (u32)(((u32)st->x0))))) & 31u)));
        }
        switch (((u32)(((u32)((((c24 = ((u32)v18)), (u32)(c24 ^ ((u32)st->x1)))) | (((u32)__double2ull_rz(dg_dclamp(((f64)st->x0), 0.0, 18446744073709549568.0))))))) + (u32)gtid) & 3u) {
        case 0: {
            if ((((s16)(((s64)gtid)))) <= (((s16)((u32)(st->x1) + (u32)(st->x1))))) {
                if ((gtid % 3u) == 2u && ((((u16)11092)) <= (((u16)st->x0)))) return;
            }
            break;
        }
        case 2: {
            sv23 = p0055_f1(((u32)((((u32)dg_div_u32((u32)(out[((u32)(((s64)st->h)) & 1u)]), (u32)(tid)))) | (st->h))), DG_A(st->h));
        }
        /* fallthrough */
        case 3: {
            sv23 = p0055_f1(((u32)st->x1), DG_A(st->h));
            break;
        }
        default: {
            sv23 = p0055_f1(((u32)((u32)(bid) - (u32)(st->h))), DG_A(st->h));
            break;
        }
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(sv23.f0) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)(a19[(0u & 7u)]) ^ (st->h * 7u);
        p0055_f0((s32)((u32)(((u32)((v18) == (((s16)-9214))))) % 5u), DG_A(st->x0), st->x0, ((u32)dg_fclamp((((f32)((u64)st->h)) - __uint_as_float(0x1f9b6dd6u)), 0.0f, 4294967040.0f)), a19, DG_A(v25), a21, sv23, ((s16)((u32)(((s16)dg_rem_s32((s32)(v18), (s32)(((s16)255))))) + (u32)(((s16)dg_rem_s32((s32)(((s16)-32768)), (s32)(((s16)6492))))))), trunc(((f64)a21[((u32)(((u32)((u32)(((u32)st->x1)) >> ((u32)(((u8)bid)) & 31u)))) & 7u)])), DG_A(st->x1), ((s16)(((s64)v18))), ((u16)((((((u64)v18)) >= (st->x0))) ? (((u16)0)) : (((u16)v18)))), ((BOOL)(((((u64)(gtid))) > (((u64)((u64)(st->x0) ^ (u64)0xffffffffffffffff)))))), ((u32)((u32)(in[((u32)(gtid) % 5u)]) - (u32)(st->h))));
        out[2] = (u32)(st->x0);
        out[3] = (u32)((u64)(st->x0) >> 32);
        out[4] = (u32)(st->x1);
        if ((gtid % 3u) == 2u && ((((f32)st->x0)) <= (100.0f))) return;
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->h);
        out[7] = (u32)dg_dbits(((f64)tid));
    }
    DG_END
}

DG_PROGRAM(p0055, p0055_state, 70, 4, 5, 8, 1, 8192, 55u)
