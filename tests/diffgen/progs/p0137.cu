// diffgen program p0137: gen.py --seed 138 --name p0137 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s64 f0;
    u16 f1;
} p0137_S0;

FN s16 p0137_f0(DG_REF(p0137_S0) p0, s16 p1, s32 p2, f64 p3, const s32 *p4, u16 p5, p0137_S0 p6, DG_REF(u16) p7, u64 p8, u32 p9, double2 p10, u8 *p11, u64 p12)
{
    f64 v1 = (-(p3));
    double2 sv2 = make_double2(((f64)p9), p3);
    u32 h3 = 0;
    (void)v1;
    (void)sv2;
    (void)h3;
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
    p12 <<= ((u32)(((u32)((u32)(p9) << ((u32)(((u8)p9)) & 31u)))) & 63u);
    p6.f1 = ((u16)((u32)(((u16)dg_rem_u32((u32)(DG_R(p0).f1), (u32)(p5)))) + (u32)(((u16)((u32)(DG_R(p7)) - (u32)(DG_R(p7)))))));
    h3 = (((((u32)((u64)(p12) >> 32) * 3u) ^ (u32)(dg_dbits(v1) >> 32) * 5u) ^ (u32)((u64)(p6.f0) >> 32) * 7u) ^ (u32)(dg_dbits(p10.x) >> 32) * 9u) ^ (u32)dg_dbits(p10.y);
    return ((s16)((u32)(((s16)((u32)(((s16)(p4[0u]))) * (u32)(((s16)((u32)(p1) - (u32)(((s16)p5)))))))) ^ (u32)h3));
}

typedef struct {
    s32 x0;
    s32 x1;
    s64 x2;
    u32 h;
} p0137_state;

DG_SHARED u32 p0137_sh0[280];

DG_KERNEL(p0137_kernel, p0137_state)
{
    DG_BEGIN(p0137_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((s32)(~(u32)(((s32)0x80000000u))));
        st->x1 = ((s32)((((((s16)bid)) != (((s16)-6015)))) ? (((s32)__ldg(&in[0]))) : (st->x0)));
        st->x2 = ((s64)0x3full);
        st->h = ((u32)((0.5) > (((f64)gtid))));
        p0137_sh0[tid * 4u + 0u] = __sad(st->x1, ((s32)-215), tid);
        p0137_sh0[tid * 4u + 1u] = ((u32)st->x2);
        p0137_sh0[tid * 4u + 2u] = out[((u32)(((u8)__ldg(&in[0]))) & 1u)];
        p0137_sh0[tid * 4u + 3u] = ((u32)((u32)(bid) + (u32)((*(out + ((u32)(((u32)((u32)(1u) >> ((u32)(__ldg(&in[1])) & 31u)))) & 1u))))));
        u32 v4 = ((u32)__double2ull_ru(dg_dclamp(((f64)((f32)gtid)), 0.0, 18446744073709549568.0)));
        s32 v5 = ((s32)dg_div_s32((s32)(st->x0), (s32)(((s32)0x80000000u))));
        s32 a6[8] = {0};
        s32 j7;
        for (j7 = 0; j7 < 8; j7++)
            a6[j7] = ((s32)-227);
        u8 a8[8] = {0};
        s32 j9;
        for (j9 = 0; j9 < 8; j9++)
            a8[j9] = ((u8)dg_dclamp(((f64)((s8)1)), 0.0, 255.0));
        p0137_S0 sv10;
        sv10.f0 = ((s64)__float_as_uint(dg_canonf(((f32)(*(in + ((u32)(((s64)((u64)0 - (u64)(((s64)bid))))) & 3u)))))));
        sv10.f1 = ((u16)((u32)(((u16)st->x2)) ^ (u32)0xffffffff));
        double2 sv11;
        sv11.x = (((f64)((s8)st->x0)) / 1.0);
        sv11.y = ((f64)v5);
        s32 g12 = 0;
        u16 v13 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v4;
        (void)v5;
        (void)a6;
        (void)j7;
        (void)a8;
        (void)j9;
        (void)sv10;
        (void)sv11;
        (void)g12;
        (void)v13;
        B2:;
        if ((gtid % 3u) == 2u && (!((isfinite(((f32)st->h)) != 0)))) return;
        if (g12 < 1 && (isnan(((f32)st->h)) != 0)) {
            g12++;
            goto B2;
        }
        st->x0 = (s32)p0137_f0(DG_A(sv10), ((s16)((((s16)st->x2)) & (((s16)-286)))), ((s32)((s32)(st->x1) >> ((u32)(((u8)st->h)) & 31u))), floor(((f64)v4)), a6, ((u16)sizeof(sv10)), sv10, DG_A(v13), ((u64)st->x1), ((u32)((u32)(v4) << ((u32)(bid) & 31u))), sv11, a8, ((u64)(((u16)((v13) ^ (((u16)65535)))))));
        if ((gtid % 7u) == 2u && (isfinite(((f64)v4)) != 0)) return;
        v13 = ((u16)gtid);
        st->h = (((((u32)(tid) * 3u) ^ (u32)(v4) * 5u) ^ (u32)(sv10.f1) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(a6[(7u & 7u)]) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)((u64)(st->x2) >> 32);
        out[6] = (u32)(st->h);
        if ((gtid % 3u) == 1u && (!(((st->x2) < (((s64)0x7c3d7c825bd976ull)))))) return;
        out[7] = (u32)(((u16)st->x2));
    }
    DG_END
}

DG_PROGRAM(p0137, p0137_state, 70, 1, 4, 8, 1, 2048, 138u)
