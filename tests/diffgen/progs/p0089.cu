// diffgen program p0089: gen.py --seed 89 --name p0089 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u16 f0[2];
    u8 f1;
    s32 f2;
} p0089_S0;

FN u8 p0089_f0(p0089_S0 p0)
{
    u32 v1 = ((u32)sizeof(p0));
    u16 v2 = ((u16)(((u8)8)));
    u32 h3 = 0;
    (void)v1;
    (void)v2;
    (void)h3;
    (void)p0;
    if ((!(((((u64)v2)) == (((u64)v1))))) && (signbit(dg_canon(0.0000152587890625)) != 0)) return ((u8)dg_rem_u32((u32)(((u8)255)), (u32)(((u8)224))));
    if ((!(((((f64)65536.0f)) < (((f64)v2))))) && ((((((s32)v2)) == (((s32)-1554008635)))) && (((((s16)v2)) < (((s16)-19117)))))) return ((u8)v1);
    h3 = (((((u32)(v2) * 3u) ^ (u32)(p0.f0[0]) * 5u) ^ (u32)(p0.f0[1]) * 7u) ^ (u32)(p0.f1) * 9u) ^ (u32)(p0.f2);
    return ((u8)((u32)(((u8)dg_div_u32((u32)(((u8)((u32)(((u8)v1)) - (u32)(((u8)v2))))), (u32)(((u8)((u32)(((u8)v1)) + (u32)(((u8)v2)))))))) ^ (u32)h3));
}

typedef struct {
    f32 x0;
    u16 x1;
    s32 x2;
    u32 h;
} p0089_state;

DG_KERNEL(p0089_kernel, p0089_state)
{
    DG_BEGIN(p0089_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = (((f32)((f64)__ldg(&in[2]))) - ((f32)tid));
        st->x1 = ((u16)dg_div_u32((u32)(((u16)32)), (u32)(((u16)gtid))));
        st->x2 = ((s32)bid);
        st->h = ((u32)(((s64)gtid)));
        u8 v4 = ((u8)((((((u64)0x980ad9e245178c94ull)) <= (((u64)0xa88e249534513f87ull)))) ? (((u8)0)) : (((u8)255))));
        u16 v5 = ((u16)((((u16)st->h)) ^ (st->x1)));
        p0089_S0 sv6;
        sv6.f0[0] = ((u16)((((((s16)-9789)) != (((s16)8)))) && (((((s16)tid)) > (((s16)st->x2))))));
        sv6.f0[1] = ((u16)((u32)(v5) - (u32)(((u16)tid))));
        sv6.f1 = ((u8)st->x2);
        sv6.f2 = ((s32)((u32)(((s32)gtid)) + (u32)(255)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v4;
        (void)v5;
        (void)sv6;
        st->h = (u32)p0089_f0(sv6);
        st->x2 = (s32)p0089_f0(sv6);
        st->h = ((u32)__rhadd(st->x2, ((s32)st->h)));
        st->h = (((((u32)(bid) * 3u) ^ dg_fbits(st->x0) * 5u) ^ (u32)(sv6.f0[0]) * 7u) ^ (u32)(sv6.f1) * 9u) ^ (u32)(sv6.f2) ^ (st->h * 7u);
        out[2] = dg_fbits(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->h);
        out[6] = (u32)dg_dbits(2.0);
        out[7] = (u32)(((s16)sizeof(sv6)));
    }
    DG_END
}

DG_PROGRAM(p0089, p0089_state, 128, 3, 5, 8, 1, 2048, 89u)
