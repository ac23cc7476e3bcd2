// diffgen program p0030: gen.py --seed 30 --name p0030 --include ../twin.h
#include "../twin.h"

typedef struct {
    BOOL f0;
    s16 f1;
    BOOL f2;
} p0030_S0;
typedef struct {
    s64 f0[4];
} p0030_S1;

FN int2 p0030_f0(DG_REF(u64) p0, f64 *p1, f32 p2, DG_REF(u32) p3, int2 p4, u64 p5, u32 *p6, const s32 *p7, f32 *p8, s32 p9, BOOL p10, u64 p11, u64 p12, DG_REF(s64) p13)
{
    s8 c2 = 0;
    s8 v1 = ((c2 = ((s8)DG_R(p13))), (s8)(c2 ^ ((s8)2)));
    BOOL v3 = ((BOOL)(((p2) != (__uint_as_float(0x7f7fffffu)))));
    u64 a4[8] = {0};
    s32 j5;
    for (j5 = 0; j5 < 8; j5++)
        a4[j5] = p11;
    int2 sv6 = make_int2(((s32)__float2uint_ru(dg_fclamp(((f32)((f64)v1)), 0.0f, 4294967040.0f))), ((s32)DG_R(p0)));
    u32 h7 = 0;
    (void)v1;
    (void)v3;
    (void)a4;
    (void)j5;
    (void)sv6;
    (void)h7;
    (void)c2;
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
    if (((__uint_as_float(0xe6fd1e0au)) < (((f32)((f64)DG_R(p3))))) && ((((f64)p2)) == (((f64)((u16)DG_R(p3)))))) return p4;
    sv6.x = ((s32)((((((u16)p9)) == (((u16)65535)))) ? (p4.y) : (p9)));
    h7 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)((u64)(p5) >> 32) * 5u) ^ (u32)(p9) * 7u) ^ (u32)((u64)(p11) >> 32) * 9u) ^ (u32)((u64)(DG_R(p13)) >> 32);
    sv6.x = ((s32)((u32)(sv6.x) ^ (u32)h7));
    return sv6;
}

typedef struct {
    u16 x0;
    s8 x1;
    u32 x2;
    u32 h;
} p0030_state;

DG_KERNEL(p0030_kernel, p0030_state)
{
    DG_BEGIN(p0030_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = ((u16)((u32)(((u16)__ldg(&in[4]))) + (u32)(((u16)__ldg(&in[0])))));
        st->x1 = ((s8)((u32)(((s8)__ldg(&in[1]))) - (u32)(((s8)-1))));
        st->x2 = ((u32)dg_dclamp(0.0, 0.0, 4294967295.0));
        st->h = gtid;
        BOOL v8 = ((BOOL)((!((isinf(((f64)((s8)st->h))) != 0)))));
        f32 v9 = ((f32)__longlong_as_double((s64)0x000fffffffffffffull));
        f64 a10[8] = {0};
        s32 j11;
        for (j11 = 0; j11 < 8; j11++)
            a10[j11] = __longlong_as_double((s64)0x690a8393ed61e0b8ull);
        u32 a12[8] = {0};
        s32 j13;
        for (j13 = 0; j13 < 8; j13++)
            a12[j13] = 255u;
        int2 sv14;
        sv14.x = ((s32)(~(u32)(((s32)gtid))));
        sv14.y = ((s32)((s32)(7) >> ((u32)(((s32)v8)) & 31u)));
        s32 g15 = 0;
        u64 v16 = 0;
        s32 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((s32)((40) ^ (((s32)-1084948440))));
        f32 a19[8] = {0};
        s32 j20;
        for (j20 = 0; j20 < 8; j20++)
            a19[j20] = fmaxf(((f32)st->x1), __uint_as_float(0xbf800000u));
        s64 v21 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)v9;
        (void)a10;
        (void)j11;
        (void)a12;
        (void)j13;
        (void)sv14;
        (void)g15;
        (void)v16;
        (void)a17;
        (void)j18;
        (void)a19;
        (void)j20;
        (void)v21;
        B1:;
        sv14 = p0030_f0(DG_A(v16), a10, (((f32)st->x1) - ((f32)((u16)gtid))), DG_A(st->h), sv14, v16, a12, a17, a19, ((s32)bid), ((BOOL)(((((u64)0x0ull)) == (((u64)0x9eb41aba5184995eull))))), ((u64)((((((s64)0xd790efb67303f041ull)) >= (((s64)gtid)))) ? (((u64)0x182ull)) : (((u64)gtid)))), ((u64)dg_fclamp(((f32)((f64)v8)), 0.0f, 18446742974197923840.0f)), DG_A(v21));
        if (g15 < 2 && ((((((s8)bid)) > (((s8)v8)))) && (((((s32)-253)) == (a17[((u32)(((u8)__float2int_rn(dg_fclamp(v9, -2147483648.0f, 2147483520.0f)))) & 7u)]))))) {
            g15++;
            goto B1;
        }
        st->x1 = ((s8)((u32)(((s8)bid)) + (u32)(st->x1)));
        if (v8) {
            sv14.x = ((s32)((a17[((u32)(((s64)dg_fclamp(((f32)st->x1), -9223372036854775808.0f, 9223371487098961920.0f))) & 7u)]) | (sv14.y)));
        } else {
            sv14 = p0030_f0(DG_A(v16), a10, fmaxf((v9 - ((f32)((f64)bid))), ((f32)((u64)st->x2))), DG_A(st->h), sv14, ((u64)dg_rem_u64((u64)(((u64)v8)), (u64)(v16))), a12, a17, a19 + ((u32)(((u8)((u32)(((u8)st->x2)) << ((u32)(((u32)v8)) & 31u)))) % 8u), ((s32)((u32)(935578199) - (u32)(((s32)sizeof(f32))))), ((BOOL)((!(((((s32)-1)) <= (262)))))), v16, ((u64)v8), DG_A(v21));
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(v8) * 7u) ^ (u32)(v16) * 9u) ^ (u32)(a12[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        s64 v22 = ((s64)(((u64)st->h)));
        f64 a23[8] = {0};
        s32 j24;
        for (j24 = 0; j24 < 8; j24++)
            a23[j24] = __longlong_as_double((s64)0x1791656dda7eead1ull);
        u32 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = tid;
        int2 sv27 = make_int2(((s32)((((s32)-2005799520)) & (((s32)v22)))), ((s32)(~(u32)(((s32)-386401246)))));
        p0030_S1 sv28;
        sv28.f0[0] = ((s64)__float_as_uint(dg_canonf(((f32)((u8)gtid)))));
        sv28.f0[1] = ((s64)st->x1);
        sv28.f0[2] = ((s64)((u64)(((s64)st->x0)) - (u64)(v22)));
        sv28.f0[3] = ((s64)dg_rem_s64((s64)(((s64)0x2218d7c3c3967bd6ull)), (s64)(((s64)0xffffffffffffff7full))));
        u64 v29 = 0;
        s32 a30[8] = {0};
        s32 j31;
        for (j31 = 0; j31 < 8; j31++)
            a30[j31] = j31;
        f32 a32[8] = {0};
        s32 j33;
        for (j33 = 0; j33 < 8; j33++)
            a32[j33] = (-(((f32)st->x2)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)a23;
        (void)j24;
        (void)a25;
        (void)j26;
        (void)sv27;
        (void)sv28;
        (void)v29;
        (void)a30;
        (void)j31;
        (void)a32;
        (void)j33;
        sv27 = p0030_f0(DG_A(v29), a23, ((f32)st->h), DG_A(st->h), sv27, ((u64)((((v22) >= (((s64)0x1ull)))) ? (((u64)((u64)(((u64)st->h)) - (u64)(((u64)0x2195fdfd8093526aull))))) : (((u64)((v29) & (v29)))))), a25, a30, &a32[((u32)(((u32)((u32)(out[((u32)(((s64)((u64)(v22) << ((u32)(a25[((u32)(((u8)((((((u16)2)) != (((u16)61988)))) ? (((u8)gtid)) : (((u8)st->h))))) & 7u)]) & 63u)))) & 1u)]) >> ((u32)(sv27.x) & 31u)))) % 8u)], ((s32)((((s64)st->x1)) <= (sv28.f0[1]))), ((BOOL)((!(((v29) <= (((u64)0xfa9a7e0c4845c41ull))))))), ((u64)((u64)(((u64)((v29) & (v29)))) + (u64)(((u64)((u64)(v29) - (u64)(v29)))))), v29, DG_A(v22));
        a30[((u32)(((u8)__umul64hi(((u64)v22), ((u64)0x1ceull)))) & 7u)] = sv27.x;
        st->h = (((((u32)(gtid) * 3u) ^ (u32)((u64)(sv28.f0[1]) >> 32) * 5u) ^ (u32)(out[(1u & 1u)]) * 7u) ^ (u32)(dg_dbits(a23[(0u & 7u)]) >> 32) * 9u) ^ (u32)dg_dbits(a23[(7u & 7u)]) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->h);
        out[6] = dg_fbits(((f32)((u64)dg_fclamp(((f32)gtid), 0.0f, 18446742974197923840.0f))));
    }
    DG_END
}

DG_PROGRAM(p0030, p0030_state, 33, 3, 6, 7, 2, 2048, 30u)
