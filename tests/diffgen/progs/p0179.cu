// diffgen program p0179: gen.py --seed 180 --name p0179 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0[3];
} p0179_S0;

FN BOOL p0179_f0(s32 depth, u8 *p0)
{
    u8 c5 = 0;
    BOOL v1 = ((BOOL)(((((u8)254)) == (((u8)90)))));
    BOOL v2 = ((BOOL)((s64)0x8000000000000000ull));
    u32 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((u32)((((-7.0) > (((f64)v2)))) || (((((f64)((f32)v2))) <= (((f64)depth))))));
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h6;
    (void)c5;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((BOOL)((((*(p0 + ((u32)(((s64)dg_div_s64((s64)(((s64)0x7fffffffffffffffull)), (s64)(((s64)v1))))) & 7u)))) <= (p0[((u32)(((c5 = ((u8)179)), (u8)(c5 ^ ((u8)255)))) & 7u)]))));
    v1 = ((BOOL)(((((s16)depth)) < (((s16)v1)))));
    (*(p0 + ((u32)(((u32)((a3[((u32)(((u8)((((((u8)v1)) < (((u8)1)))) && (((((u16)v1)) < (((u16)65535))))))) & 3u)]) | (3u)))) & 7u))) = ((u8)v2);
    v2 = ((BOOL)((s64)((s64)(((s64)0xc1f427afc42b82c7ull)) >> ((u32)(depth) & 63u))));
    v2 = p0179_f0(depth - 1, p0);
    h6 = (((((u32)(v1) * 3u) ^ (u32)(v2) * 5u) ^ (u32)(p0[(0u & 7u)]) * 7u) ^ (u32)(p0[(7u & 7u)]) * 9u) ^ (u32)(a3[(0u & 3u)]);
    return ((BOOL)(((u32)(((BOOL)(((p0[((u32)(((u32)dg_rem_u32((u32)((*(a3 + ((u32)(((s64)0xfffffffffffffef6ull)) & 3u)))), (u32)(a3[((u32)(((s32)((((u16)98)) < (((u16)depth))))) & 3u)])))) & 7u)]) <= (((u8)206)))))) ^ h6) & 1u));
}

typedef struct {
    f64 x0;
    u64 x1;
    u32 h;
} p0179_state;

DG_SHARED s32 p0179_sh0[600];

DG_KERNEL(p0179_kernel, p0179_state)
{
    DG_BEGIN(p0179_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = (-(((f64)__ldg(&in[4]))));
        st->x1 = ((u64)__dp2a_hi(((s32)tid), 1, 691522650));
        st->h = ((u32)((u32)(bid) - (u32)(gtid)));
        p0179_sh0[tid * 4u + 0u] = ((s32)__ldg(&in[2]));
        p0179_sh0[tid * 4u + 1u] = ((s32)((((((s16)112)) <= (((s16)-131)))) || (((((f64)__ldg(&in[3]))) <= (((f64)((f32)__ldg(&in[2]))))))));
        p0179_sh0[tid * 4u + 2u] = ((s32)(((isinf(((f32)gtid)) != 0)) && (((((s8)__ldg(&in[3]))) > (((s8)st->h))))));
        p0179_sh0[tid * 4u + 3u] = ((s32)((u32)(842340224) * (u32)(((s32)bid))));
        f64 v7 = ((((((s32)gtid)) >= (((s32)-2064949111)))) ? ((f64)((u8)bid)) : ((f64)__uint_as_float(0x00800000u)));
        u8 a8[8] = {0};
        s32 j9;
        for (j9 = 0; j9 < 8; j9++)
            a8[j9] = ((u8)((((u8)253)) | (((u8)2))));
        longlong2 sv10 = make_longlong2(((s64)dg_fclamp(__uint_as_float(0x00000000u), -9223372036854775808.0f, 9223371487098961920.0f)), ((s64)tid));
        s32 g11 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v7;
        (void)a8;
        (void)j9;
        (void)sv10;
        (void)g11;
        B1:;
        if ((((s64)(out[((u32)(tid) & 3u)]))) >= (((s64)__double2loint(dg_canon(((f64)st->h)))))) {
            st->x1 += ((u64)((((st->x1) == (((u64)0xe1a79c73823856c1ull)))) ? (((u64)((u64)(((u64)0xf0a689a440655cf2ull)) >> ((u32)(((s32)tid)) & 63u)))) : (((u64)((st->x1) ^ (st->x1))))));
        } else {
            if ((((s32)((((s16)bid)) != (((s16)-144))))) > (__popcll(st->x1))) {
                st->x0 = (-(((f64)((s16)tid))));
            } else {
            }
        }
        if (g11 < 2 && ((((u16)1)) <= (((u16)gtid)))) {
            g11++;
            goto B1;
        }
        st->x1 += ((u64)((u64)(((u64)0x1ff3d2d31970a1daull)) >> ((u32)((*(p0179_sh0 + tid * 4u + ((u32)(((u32)((u32)(44u) << ((u32)(gtid) & 31u)))) & 3u)))) & 63u)));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)dg_dbits(v7) * 7u) ^ (u32)((u64)(sv10.y) >> 32) * 9u) ^ (u32)(a8[(7u & 7u)]) ^ (st->h * 7u);
        st->x0 = (f64)p0179_f0((s32)((u32)(gtid) % 6u), a8);
        out[4] = (u32)dg_dbits(st->x0);
        out[5] = (u32)(dg_dbits(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)((u64)(st->x1) >> 32);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((u16)((((u16)((u32)(((u16)65534)) << ((u32)(in[((u32)(((u8)(+(((u8)bid))))) % 6u)]) & 31u)))) & (((u16)__double2hiint(dg_canon(((f64)bid))))))));
        out[10] = (u32)(((u32)st->x1));
    }
    DG_END
}

DG_PROGRAM(p0179, p0179_state, 150, 2, 6, 11, 1, 8192, 180u)
