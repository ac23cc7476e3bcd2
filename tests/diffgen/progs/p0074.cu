// diffgen program p0074: gen.py --seed 74 --name p0074 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0;
    u8 f1;
} p0074_S0;

FN u8 p0074_f0(DG_REF(u64) p0, s16 p1, f32 p2)
{
    BOOL v1 = ((BOOL)(((((((s16)DG_R(p0))) < (((s16)-31558)))) && (((((s16)32767)) >= (p1))))));
    u64 v2 = ((u64)((u64)(DG_R(p0)) - (u64)(DG_R(p0))));
    s16 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((s16)((u32)(((s16)-1)) << ((u32)(92u) & 31u)));
    s32 n5 = 0, i6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)n5;
    (void)i6;
    (void)h7;
    (void)p0;
    (void)p1;
    (void)p2;
    p2 -= ((f32)((u64)0x15c736dc7abf772eull));
    (*(a3 + ((u32)(((s32)__umul24(((u32)((u16)v1)), ((u32)((u16)v2))))) & 7u))) = ((s16)abs(dg_nomin32(((s32)__double2ll_rn(dg_dclamp(((f64)v2), -9223372036854775808.0, 9223372036854774784.0))))));
    n5 = (s32)((u32)(((s32)((u32)(((s32)v2)) - (u32)(((s32)((u32)(63) << ((u32)(((s32)v2)) & 31u))))))) % 3u);
    i6 = 0;
    while (i6 < n5) {
        i6++;
        a3[((u32)(((u32)((v1) ? (((u32)DG_R(p0))) : (((u32)v1))))) & 7u)] = ((s16)((((f32)((u8)32))) != (((f32)((u16)DG_R(p0))))));
    }
    p2++;
    h7 = (((((u32)(p1) * 3u) ^ dg_fbits(p2) * 5u) ^ (u32)(v1) * 7u) ^ (u32)((u64)(v2) >> 32) * 9u) ^ (u32)(a3[(7u & 7u)]);
    return ((u8)((u32)(((u8)v2)) ^ (u32)h7));
}

FN void p0074_f1(f32 p0, DG_REF(BOOL) p1)
{
    s8 v8 = ((s8)((((((u16)65534)) == (((u16)7)))) ? (((s8)DG_R(p1))) : (((s8)DG_R(p1)))));
    s32 g9 = 0;
    u64 v10 = 0;
    u32 h11 = 0;
    (void)v8;
    (void)g9;
    (void)v10;
    (void)h11;
    (void)p0;
    (void)p1;
    B1:;
    v8 = ((s8)((((s8)-1)) ^ (v8)));
    if (g9 < 3 && ((((u8)DG_R(p1))) != (((u8)3)))) {
        g9++;
        goto B1;
    }
    p0 = (f32)p0074_f0(DG_A(v10), ((s16)21652), ((((v8) != (((s8)-1)))) ? (((isfinite(((f32)((u16)DG_R(p1)))) != 0)) ? ((f32)v10) : 3.0f) : (((f32)((f64)v8)) - ((f32)((u32)v8)))));
    p0 = ((((((s64)DG_R(p1))) != (((s64)0x2ad8196b94e79c45ull)))) ? __uint_as_float(0xcf000000u) : ((f32)0.125));
    if (!(((v10) == (((u64)v8))))) {
        p0 = (-(((f32)v8)));
    }
    h11 = ((((dg_fbits(p0) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)(v8) * 7u) ^ (u32)(v10) * 9u) ^ (u32)((u64)(v10) >> 32);
    DG_R(p1) = ((BOOL)(((u32)(DG_R(p1)) ^ h11) & 1u));
    return;
}

typedef struct {
    u32 x0;
    s8 x1;
    s64 x2;
    u32 x3;
    u32 h;
    f32 arr[2];
} p0074_state;

DG_KERNEL(p0074_kernel, p0074_state)
{
    DG_BEGIN(p0074_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = ((u32)(~(u32)(8u)));
        st->x1 = ((s8)(((u8)__ldg(&in[4]))));
        st->x2 = ((s64)0x8000000000000001ull);
        st->x3 = ((u32)__float2ll_ru(dg_fclamp(((f32)__ldg(&in[6])), -9223372036854775808.0f, 9223371487098961920.0f)));
        st->h = out[((u32)(((s64)((((((u16)st->x2)) == (((u16)42954)))) ? (((s64)0x2ull)) : (((s64)__ldg(&in[5])))))) & 1u)];
        st->arr[0] = ((f32)((s8)st->x3));
        st->arr[1] = 65536.0f;
        BOOL v12 = ((BOOL)(((((s8)84)) == (((s8)43)))));
        BOOL v13 = ((BOOL)(((((u8)255)) != (((u8)135)))));
        s32 g14 = 0;
        u64 v15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)v13;
        (void)g14;
        (void)v15;
        B2:;
        ++st->x3;
        if (g14 < 3 && ((((((f64)((f32)st->x1))) != (((f64)gtid)))) || (((((u64)st->x3)) > (((u64)tid)))))) {
            g14++;
            goto B2;
        }
        if (((-(0.0))) <= (__ll2double_rd(st->x2))) {
            (*(st->arr + ((u32)(((u8)((u32)(((u8)8)) >> ((u32)(((u8)31)) & 31u)))) & 1u))) = ((((((((s64)st->x3)) <= (((s64)0x95b21a990c8b293cull)))) && (((((s8)v12)) == (st->x1))))) ? ((f32)st->x1) : (-(((f32)((s64)0x7c6e175c30beae2eull)))));
        }
        st->h = (u32)p0074_f0(DG_A(v15), ((s16)((((((u64)st->x2)) < (((u64)0x47a34bc68fe82eb5ull)))) ? (((s16)v12)) : (((s16)gtid)))), ((((((u16)st->x0)) != (((u16)58023)))) ? st->arr[((u32)(((u8)((((u8)st->x2)) ^ (((u8)2))))) & 1u)] : ((f32)__longlong_as_double((s64)0xc3e0000000000000ull))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x3) * 5u) ^ (u32)(in[(7u & 7u)]) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ dg_fbits(st->arr[(0u & 1u)]) ^ (st->h * 7u);
        p0074_f1(1024.0f, DG_A(v12));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)((u64)(st->x2) >> 32);
        out[6] = (u32)(st->x3);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((u8)((u32)(((u8)((u32)(((u8)7)) << ((u32)(((u8)st->x2)) & 31u)))) * (u32)(((u8)bid)))));
        out[9] = dg_fbits(st->arr[0]);
        out[10] = dg_fbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0074, p0074_state, 128, 3, 8, 11, 1, 2048, 74u)
