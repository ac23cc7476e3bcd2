// diffgen program p0090: gen.py --seed 90 --name p0090 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s8 f0;
    f32 f1;
    f64 f2;
} p0090_S0;

FN u8 p0090_f0(DG_REF(u32) p0, s8 p1, u64 p2)
{
    s8 v1 = ((s8)__dp2a_hi(((s32)-2147483647), ((s32)p1), ((s32)p2)));
    s32 g2 = 0;
    s32 g3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)g2;
    (void)g3;
    (void)h4;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    p1 = ((s8)dg_fclamp(((f32)p1), -128.0f, 127.0f));
    if (g2 < 3 && ((((u16)65534)) > (((u16)DG_R(p0))))) {
        g2++;
        goto B1;
    }
    if (isinf((((f64)DG_R(p0)) / ((f64)DG_R(p0)))) != 0) {
        if ((DG_R(p0)) != (4226731848u)) {
            v1 = p1;
        } else {
            DG_R(p0) = ((u32)((u32)(1u) + (u32)(DG_R(p0))));
        }
    }
    p2 <<= ((u32)(((u32)((((((s8)DG_R(p0))) != (p1))) ? (DG_R(p0)) : (((u32)p1))))) & 63u);
    B2:;
    if (g3 < 1 && ((((u8)p2)) > (((u8)v1)))) {
        g3++;
        goto B2;
    }
    h4 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(p2) * 7u) ^ (u32)((u64)(p2) >> 32) * 9u) ^ (u32)(v1);
    return ((u8)((u32)(((u8)((u32)0 - (u32)(((u8)__float2ll_rd(dg_fclamp(((f32)p1), -9223372036854775808.0f, 9223371487098961920.0f))))))) ^ (u32)h4));
}

FN u32 p0090_f1(uint4 p0, double2 p1)
{
    u32 c8 = 0;
    u16 v5 = ((u16)3);
    f64 v6 = (((f64)((s16)v5)) * ((f64)((f32)v5)));
    u32 h7 = 0;
    (void)v5;
    (void)v6;
    (void)h7;
    (void)c8;
    (void)p0;
    (void)p1;
    v6 = __longlong_as_double((s64)0x0000000000000000ull);
    v6 += (((f64)((u8)v5)) + -2.5);
    h7 = (((((u32)(p0.x) * 3u) ^ (u32)(p0.y) * 5u) ^ (u32)(p0.z) * 7u) ^ (u32)(p0.w) * 9u) ^ (u32)dg_dbits(p1.x);
    return ((u32)((u32)(((u32)((u32)(((u32)sizeof(p1))) - (u32)(((c8 = p0.y), (u32)(c8 ^ p0.w)))))) ^ (u32)h7));
}

typedef struct {
    u8 x0;
    f64 x1;
    u32 h;
} p0090_state;

DG_SHARED f32 p0090_sh0[150];

DG_KERNEL(p0090_kernel, p0090_state)
{
    DG_BEGIN(p0090_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = ((u8)((u32)(((u8)1)) - (u32)(((u8)24))));
        st->x1 = (((f64)__uint_as_float(0x7f800000u)) / ((f64)__ldg(&in[0])));
        st->h = ((u32)((((((u16)bid)) == (((u16)54084)))) && (((((s8)st->x0)) < (((s8)__ldg(&in[0])))))));
        p0090_sh0[tid * 1u + 0u] = ((((63) > (32))) ? ((f32)((s8)gtid)) : ((f32)st->h));
        u16 v9 = ((u16)__double2ll_rn(dg_dclamp(st->x1, -9223372036854775808.0, 9223372036854774784.0)));
        uint4 sv10;
        sv10.x = ((u32)__dp2a_lo(((s32)v9), ((s32)v9), 1));
        sv10.y = ((u32)dg_rem_u32((u32)(out[((u32)(((s32)((u32)(((s32)gtid)) << ((u32)(((u32)st->x0)) & 31u)))) & 1u)]), (u32)(((u32)st->x0))));
        sv10.z = ((u32)(((s16)23910)));
        sv10.w = ((u32)v9);
        double2 sv11 = make_double2((((f64)st->h) + ((f64)((u16)bid))), floor(((f64)((s64)gtid))));
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
        st->x0 = ((u8)dg_rem_u32((u32)(((u8)0)), (u32)(((u8)st->h))));
        B3:;
        n13 = (s32)((u32)(((s32)sizeof(sv11))) % 7u) + 1;
        i14 = 0;
        while (i14 < n13) {
            i14++;
            if ((gtid % 3u) == 0u && ((((u64)gtid)) == (((u64)0x60c0ab53ab4c29acull)))) return;
            out[((u32)(((u8)__umul24(((u32)v9), ((u32)((u16)tid))))) & 1u)] = ((u32)((u32)(((u32)(i14))) * (u32)(((u32)st->x0))));
        }
        if (g12 < 2 && ((((f64)((s64)gtid))) >= (((f64)65536.0f)))) {
            g12++;
            goto B3;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(sv10.y) * 5u) ^ (u32)(sv10.w) * 7u) ^ (u32)dg_dbits(sv11.x) * 9u) ^ (u32)(out[(0u & 1u)]) ^ (st->h * 7u);
        v9 = (u16)p0090_f0(DG_A(st->h), ((s8)((((s8)((((v9) >= (((u16)26296)))) ? (((s8)bid)) : (((s8)32))))) & (((s8)dg_rem_s32((s32)(((s8)-128)), (s32)(((s8)st->x0))))))), ((u64)((u64)(((u64)0x6f8be6ac6920da86ull)) + (u64)(((u64)0xdf9c5b913e164e60ull)))));
        v9 = (u16)p0090_f1(sv10, sv11);
        out[2] = (u32)(st->x0);
        out[3] = (u32)dg_dbits(st->x1);
        out[4] = (u32)(dg_dbits(st->x1) >> 32);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((u32)((u32)(((u32)dg_dclamp(((f64)((f32)st->x0)), 0.0, 4294967295.0))) << ((u32)(((u32)__double_as_longlong(dg_canon(((f64)tid))))) & 31u))));
    }
    DG_END
}

DG_PROGRAM(p0090, p0090_state, 150, 2, 8, 7, 1, 2048, 90u)
