// diffgen program p0028: gen.py --seed 28 --name p0028 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u8 f0;
    u8 f1;
    f64 f2;
} p0028_S0;

FN p0028_S0 p0028_f0(s16 p0)
{
    u8 v1 = ((u8)(((u64)0x3336bab721a51a1dull)));
    u64 v2 = ((u64)(~(u64)(((u64)v1))));
    s16 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((s16)((((((u32)j4)) < (1u))) && (((((u8)p0)) >= (((u8)234))))));
    p0028_S0 sv5;
    sv5.f0 = ((u8)((((((u32)p0)) >= (((u32)v2)))) ? (((u8)v2)) : (v1)));
    sv5.f1 = ((u8)llabs(dg_nomin64(((s64)p0))));
    sv5.f2 = (__longlong_as_double((s64)0x0000000000000000ull) / ((f64)p0));
    s32 n6 = 0, i7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)n6;
    (void)i7;
    (void)h8;
    (void)p0;
    if (isfinite(__fsub_rz(((f32)((u16)0)), ((f32)v2))) != 0) {
        v2 = ((u64)dg_dclamp(1.5, 0.0, 18446744073709549568.0));
    }
    if (((3.0f + ((f32)((s16)32)))) >= (((f32)((f64)v1)))) {
        n6 = (s32)((u32)(((u64)dg_dclamp(__longlong_as_double(((s64)v2)), 0.0, 18446744073709549568.0))) % 7u) + 1;
        for (i7 = 0; i7 < n6; i7++) {
            v2 *= ((u64)((u64)(v2) >> ((u32)(32u) & 63u)));
            v1 = ((u8)255);
        }
    } else {
        p0 = ((s16)((u32)(a3[((u32)(((u8)((u32)(v1) << ((u32)(((u32)v1)) & 31u)))) & 3u)]) ^ (u32)0xffffffff));
    }
    h8 = (((((u32)((u64)(v2) >> 32) * 3u) ^ (u32)(sv5.f0) * 5u) ^ (u32)(sv5.f1) * 7u) ^ (u32)(dg_dbits(sv5.f2) >> 32) * 9u) ^ (u32)(a3[(0u & 3u)]);
    sv5.f0 = ((u8)((u32)(sv5.f0) ^ (u32)h8));
    return sv5;
}

typedef struct {
    u32 x0;
    s64 x1;
    u32 x2;
    u64 x3;
    u32 h;
} p0028_state;

DG_KERNEL(p0028_kernel, p0028_state)
{
    DG_BEGIN(p0028_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((u32)(((u8)gtid)));
        st->x1 = ((s64)((2147483647) != (((s32)bid))));
        st->x2 = ((u32)dg_dclamp(((f64)-2.5f), 0.0, 4294967295.0));
        st->x3 = ((u64)((((((u64)__ldg(&in[0]))) > (((u64)0x2ull)))) ? (((u64)__ldg(&in[5]))) : (((u64)0x1ull))));
        st->h = ((u32)((u32)(in[((u32)(((s64)((((u16)__ldg(&in[4]))) == (((u16)45878))))) % 7u)]) << ((u32)(((s32)0x80000000u)) & 31u)));
        u32 v9 = ((u32)__double2loint(dg_canon(((f64)st->x0))));
        p0028_S0 sv10;
        sv10.f0 = ((u8)__float2uint_ru(dg_fclamp(((f32)((s8)tid)), 0.0f, 4294967040.0f)));
        sv10.f1 = ((u8)__double2int_ru(dg_dclamp(((f64)v9), -2147483648.0, 2147483647.0)));
        sv10.f2 = ((f64)st->x3);
        uint4 sv11 = make_uint4(((u32)(sv10.f1)), ((u32)((u32)(63u) >> ((u32)(sv10.f1) & 31u))), ((u32)sizeof(f64)), ((u32)((((((f32)__longlong_as_double((s64)0xff20c0dfb21d706full))) != (((f32)st->x0)))) ? (gtid) : (in[((u32)(((u8)__mul64hi(st->x1, ((s64)tid)))) % 7u)]))));
        s32 g12 = 0;
        s32 n13 = 0, i14 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)sv10;
        (void)sv11;
        (void)g12;
        (void)n13;
        (void)i14;
        st->h = ((u32)dg_div_u32((u32)(((u32)st->x3)), (u32)(sv11.z)));
        B1:;
        sv10 = p0028_f0(((s16)tid));
        if (g12 < 2 && ((((((u32)st->x1)) != (st->x2))) && (((st->x1) > (((s64)0x586023710f72da13ull)))))) {
            g12++;
            goto B1;
        }
        n13 = (s32)((u32)(((u8)__clz(__double2int_rz(dg_dclamp(sv10.f2, -2147483648.0, 2147483647.0))))) % 7u);
        for (i14 = 0; i14 < n13; i14++) {
            st->x1 = ((s64)st->x0);
            v9 = ((u32)((u32)(gtid) << ((u32)(st->x0) & 31u)));
        }
        st->x2++;
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(sv10.f0) * 7u) ^ (u32)(sv10.f1) * 9u) ^ (u32)(in[(0u % 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        f32 v15 = (0.25f + -0.0f);
        s32 v16 = ((s32)(((isnan(3.0f) != 0)) ? (((s32)gtid)) : (((s32)st->x2))));
        p0028_S0 sv17;
        sv17.f0 = ((u8)((u32)0 - (u32)(((u8)st->h))));
        sv17.f1 = ((u8)((((u8)st->x2)) & (((u8)255))));
        sv17.f2 = (((f64)st->x0) * ((f64)bid));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)v16;
        (void)sv17;
        st->x3 >>= ((u32)(((u32)(((u8)bid)))) & 63u);
        sv17.f1 = ((u8)st->x3);
        sv17 = p0028_f0(((s16)dg_fclamp((v15 + ((f32)((s16)-28))), -32768.0f, 32767.0f)));
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)((u64)(st->x3) >> 32) * 5u) ^ (u32)(sv17.f0) * 7u) ^ (u32)(in[(0u % 7u)]) * 9u) ^ (u32)(in[(6u % 7u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->x3);
        out[5] = (u32)((u64)(st->x3) >> 32);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u64)sizeof(sv17)));
    }
    DG_END
}

DG_PROGRAM(p0028, p0028_state, 70, 3, 7, 8, 2, 2048, 28u)
