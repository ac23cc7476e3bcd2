// diffgen program p0084: gen.py --seed 84 --name p0084 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s64 f0[4];
} p0084_S0;
typedef struct DG_ALIGN(8) {
    s64 f0;
} p0084_S1;

FN s32 p0084_f0(DG_REF(s64) p0)
{
    BOOL v1 = ((BOOL)((isnan(__uint_as_float(0xbf800000u)) != 0)));
    s32 g2 = 0;
    u32 h3 = 0;
    (void)v1;
    (void)g2;
    (void)h3;
    (void)p0;
    v1 = ((BOOL)((isinf(((f32)((s16)-1))) != 0)));
    if (isnan((__uint_as_float(0x63eee8eau) * ((f32)v1))) != 0) {
        v1 = ((BOOL)((!(((((s16)DG_R(p0))) < (((s16)v1)))))));
    }
    B1:;
    if ((((f64)((u8)255))) < (((f64)((u8)245)))) {
        DG_R(p0) = ((s64)((u64)(DG_R(p0)) - (u64)(((s64)v1))));
    } else {
        v1 = ((BOOL)(v1));
    }
    if (g2 < 3 && (signbit(dg_canonf(__uint_as_float(0x00800000u))) != 0)) {
        g2++;
        goto B1;
    }
    h3 = (((u32)(DG_R(p0)) * 3u) ^ (u32)((u64)(DG_R(p0)) >> 32) * 5u) ^ (u32)(v1);
    return ((s32)((u32)(((s32)((((s32)v1)) | (((s32)((u32)(((s32)v1)) << ((u32)(((s32)v1)) & 31u))))))) ^ (u32)h3));
}

FN u16 p0084_f1(DG_REF(s8) p0)
{
    s16 v4 = ((s16)((s32)(((s16)DG_R(p0))) >> ((u32)(((u8)153)) & 31u)));
    u64 v5 = ((u64)((u64)(((u64)v4)) + (u64)(((u64)v4))));
    u32 a6[8] = {0};
    s32 j7;
    for (j7 = 0; j7 < 8; j7++)
        a6[j7] = ((u32)((u32)(((u32)DG_R(p0))) << ((u32)(((u8)7)) & 31u)));
    u32 h8 = 0;
    (void)v4;
    (void)v5;
    (void)a6;
    (void)j7;
    (void)h8;
    (void)p0;
    ++DG_R(p0);
    a6[((u32)(((s64)((((((s32)v4)) > (((s32)0x80000000u)))) || (((((f64)v5)) < (((f64)DG_R(p0)))))))) & 7u)] = a6[((u32)(((u8)((u32)(((u8)v4)) + (u32)(((u8)DG_R(p0)))))) & 7u)];
    h8 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(v4) * 5u) ^ (u32)(v5) * 7u) ^ (u32)((u64)(v5) >> 32) * 9u) ^ (u32)(a6[(7u & 7u)]);
    return ((u16)((u32)(((u16)((((u16)(~(u32)(((u16)255))))) ^ (((u16)63))))) ^ (u32)h8));
}

typedef struct {
    s16 x0;
    u64 x1;
    s32 x2;
    s64 x3;
    u32 h;
} p0084_state;

DG_KERNEL(p0084_kernel, p0084_state)
{
    DG_BEGIN(p0084_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 13u;
        u8 c11 = 0;
        st->x0 = ((s16)(((isinf(((f64)__ldg(&in[0]))) != 0)) ? (((s16)bid)) : (((s16)__ldg(&in[5])))));
        st->x1 = ((u64)((((((u8)__ldg(&in[1]))) <= (((u8)167)))) || (((((u16)__ldg(&in[5]))) >= (((u16)31984))))));
        st->x2 = ((s32)sizeof(u32));
        st->x3 = ((s64)0x1full);
        st->h = ((u32)((u32)(((u32)st->x2)) << ((u32)(st->x2) & 31u)));
        s16 v9 = ((s16)((u32)(st->x0) ^ (u32)0xffffffff));
        s8 v10 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)v10;
        (void)c11;
        if ((st->x3) <= (((s64)((((s64)st->h)) | (st->x3))))) {
            if (!(((0) > (st->x2)))) {
                p0084_f1(DG_A(v10));
            }
        }
        st->x1 = (u64)p0084_f0(DG_A(st->x3));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)((u64)(st->x1) >> 32) * 7u) ^ (u32)(in[(0u & 7u)]) * 9u) ^ (u32)(out[(0u & 3u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->x3);
        out[9] = (u32)((u64)(st->x3) >> 32);
        out[10] = (u32)(st->h);
        out[11] = (u32)(((c11 = ((u8)((((u8)bid)) & (((u8)st->h))))), (u8)(c11 ^ ((u8)dg_dclamp(((f64)((u16)st->x3)), 0.0, 255.0)))));
        out[12] = (u32)(((s16)((((u32)((((1.0) != (__longlong_as_double((s64)0x7ff8000000000000ull)))) && (((v10) <= (((s8)bid))))))) >= (st->h))));
    }
    DG_END
}

DG_PROGRAM(p0084, p0084_state, 100, 3, 8, 13, 1, 2048, 84u)
