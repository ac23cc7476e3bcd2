// diffgen program p0073: gen.py --seed 73 --name p0073 --include ../twin.h
#include "../twin.h"

typedef struct {
    u64 f0;
} p0073_S0;
typedef struct {
    u16 f0;
    s64 f1;
} p0073_S1;

FN float4 p0073_f0(float4 p0, BOOL p1)
{
    s64 v1 = ((s64)((s64)(((s64)0x4df6fd5ccd804afcull)) >> ((u32)(((u32)p1)) & 63u)));
    float4 sv2;
    sv2.x = ((f32)v1);
    sv2.y = ((((((s8)73)) <= (((s8)2)))) ? 65536.0f : p0.x);
    sv2.z = (p0.y * p0.z);
    sv2.w = __uint_as_float(0x3f000000u);
    p0073_S0 sv3;
    sv3.f0 = ((u64)((((((u64)v1)) <= (((u64)0xd21e52806238a388ull)))) ? (((u64)p1)) : (((u64)v1))));
    s32 n4 = 0, i5 = 0;
    s32 g6 = 0;
    s32 g7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)sv2;
    (void)sv3;
    (void)n4;
    (void)i5;
    (void)g6;
    (void)g7;
    (void)h8;
    (void)p0;
    (void)p1;
    v1 |= ((s64)(+(((s64)((s64)(((s64)0x2c3eb6875e046e70ull)) >> ((u32)(((s32)v1)) & 63u))))));
    if ((((u8)dg_div_u32((u32)(((u8)255)), (u32)(((u8)51))))) >= (((u8)((((((s32)p1)) > (590077419))) || (((((s16)-32025)) >= (((s16)-21104)))))))) {
        n4 = (s32)((u32)(((s32)((((u64)((((((u64)p1)) != (((u64)0x7ull)))) ? (((u64)v1)) : (sv3.f0)))) <= (((u64)0x6ee21836d1e4111full))))) % 4u);
        i5 = 0;
        while (i5 < n4) {
            i5++;
            v1 = ((s64)p1);
        }
    } else {
        if (((((s16)32)) < (((s16)p1))) && ((((v1) > (((s64)p1)))) || (((122) == (63))))) return sv2;
    }
    B1:;
    p1 = ((BOOL)((isfinite(((f64)v1)) != 0)));
    if (g6 < 3 && ((((f32)((u8)v1))) >= (((f32)((u64)p1))))) {
        g6++;
        goto B1;
    }
    B2:;
    p1 = ((BOOL)(((((s8)v1)) <= (((s8)-128)))));
    if (g7 < 2 && ((((f64)p1)) == (0.25))) {
        g7++;
        goto B2;
    }
    h8 = (((((u32)((u64)(v1) >> 32) * 3u) ^ dg_fbits(p0.z) * 5u) ^ dg_fbits(sv2.x) * 7u) ^ dg_fbits(sv2.z) * 9u) ^ (u32)(sv3.f0);
    sv2.x = (sv2.x + (f32)(h8 & 255u));
    return sv2;
}

FN u8 p0073_f1(DG_REF(int2) p0)
{
    s8 v9 = ((s8)122);
    u64 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = ((u64)((u64)(((u64)0x0ull)) >> ((u32)(((u8)v9)) & 63u)));
    float4 sv12;
    sv12.x = ((f32)v9);
    sv12.y = (((f32)v9) / ((f32)v9));
    sv12.z = (((f32)v9) / ((f32)v9));
    sv12.w = (((isfinite(((f32)v9)) != 0)) ? ((f32)v9) : 0.0f);
    s32 g13 = 0;
    s32 n14 = 0, i15 = 0;
    s32 g16 = 0;
    u32 h17 = 0;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)g13;
    (void)n14;
    (void)i15;
    (void)g16;
    (void)h17;
    (void)p0;
    if (((((s32)v9)) != (DG_R(p0).y)) && ((((s64)0xeaull)) < (((s64)0x9a22b091c0d15ca2ull)))) return ((u8)__dp4a(31, ((s32)-1), DG_R(p0).y));
    B3:;
    n14 = (s32)((u32)(((u64)((u64)(((u64)((u64)(((u64)v9)) >> ((u32)(((s32)v9)) & 63u)))) + (u64)(((u64)v9))))) % 8u) + 1;
    for (i15 = 0; i15 < n14; i15++) {
        v9 = ((s8)((((a10[((u32)(((u32)dg_rem_u32((u32)(7u), (u32)(((u32)i15))))) & 7u)]) <= (((u64)v9)))) ? (v9) : (((s8)i15))));
        if ((((((f64)((u32)v9))) <= (((f64)((s32)v9))))) || (((sv12.z) != (((f32)v9))))) {
            ++v9;
        }
    }
    if (g13 < 1 && ((((u32)v9)) <= (8u))) {
        g13++;
        goto B3;
    }
    B4:;
    a10[((u32)(((s64)((u64)0 - (u64)(((s64)v9))))) & 7u)] = ((u64)v9);
    if (g16 < 1 && ((((f64)v9)) == (100.0))) {
        g16++;
        goto B4;
    }
    h17 = ((((dg_fbits(sv12.y) * 3u) ^ dg_fbits(sv12.z) * 5u) ^ dg_fbits(sv12.w) * 7u) ^ (u32)(a10[(0u & 7u)]) * 9u) ^ (u32)((u64)(a10[(0u & 7u)]) >> 32);
    return ((u8)((u32)(((u8)((u32)(((u8)((u32)(((u8)v9)) << ((u32)(((u8)v9)) & 31u)))) - (u32)(((u8)dg_div_u32((u32)(((u8)0)), (u32)(((u8)0)))))))) ^ (u32)h17));
}

typedef struct {
    s8 x0;
    u8 x1;
    s64 x2;
    u64 x3;
    u32 h;
    u8 arr[2];
} p0073_state;

DG_KERNEL(p0073_kernel, p0073_state)
{
    DG_BEGIN(p0073_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        st->x0 = ((s8)(~(u32)(((s8)31))));
        st->x1 = ((u8)((u32)(((u8)32)) - (u32)(((u8)125))));
        st->x2 = ((s64)sizeof(s32));
        st->x3 = ((u64)(st->x1));
        st->h = ((u32)dg_div_u32((u32)(tid), (u32)(((u32)st->x0))));
        st->arr[0] = ((u8)((u32)(st->x1) ^ (u32)0xffffffff));
        st->arr[1] = ((u8)__ldg(&in[2]));
        u8 v18 = ((u8)((st->arr[((u32)(((s64)((((s64)st->x1)) & (st->x2)))) & 1u)]) & (st->arr[((u32)(st->arr[((u32)(((s64)((s64)(st->x2) >> ((u32)(235u) & 63u)))) & 1u)]) & 1u)])));
        float4 sv19 = make_float4((__uint_as_float(0xaf2d361au) + ((f32)tid)), __int_as_float(((s32)gtid)), (-(((f32)((f64)st->x0)))), (__uint_as_float(0x7f7fffffu) / ((f32)st->h)));
        int2 sv20 = make_int2(529421659, ((s32)__double2ll_rz(dg_dclamp(((f64)v18), -9223372036854775808.0, 9223372036854774784.0))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)sv19;
        (void)sv20;
        sv20.x = ((s32)((*(st->arr + ((u32)(((s32)((((s32)gtid)) & (((s32)st->x3))))) & 1u)))));
        if ((gtid % 3u) == 2u && ((((s16)bid)) >= (((s16)32767)))) return;
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(v18) * 7u) ^ dg_fbits(sv19.z) * 9u) ^ (u32)(in[(0u % 6u)]) ^ (st->h * 7u);
        sv19 = p0073_f0(make_float4(((f32)((u16)63)), (__uint_as_float(0x80000000u) - ((f32)((f64)st->x0))), (-(((f32)st->x3))), sv19.w), ((BOOL)st->arr[((u32)(sv20.y) & 1u)]));
        st->h = (u32)p0073_f1(DG_A(sv20));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)((u64)(st->x2) >> 32);
        out[6] = (u32)(st->x3);
        out[7] = (u32)((u64)(st->x3) >> 32);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((u32)v18));
        out[10] = (u32)(st->arr[0]);
        out[11] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0073, p0073_state, 48, 1, 6, 12, 1, 2048, 73u)
