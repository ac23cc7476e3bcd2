// diffgen program p0143: gen.py --seed 144 --name p0143 --include ../twin.h
#include "../twin.h"

typedef struct {
    s64 f0[4];
} p0143_S0;
typedef struct DG_ALIGN(16) {
    s8 f0;
    s64 f1;
} p0143_S1;

FN void p0143_f0(u16 p0, f64 p1, DG_REF(s8) p2)
{
    s64 v1 = ((s64)((((s16)-1)) >= (((s16)-15004))));
    u8 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = ((u8)((u32)(((u8)j3)) >> ((u32)(1865193371u) & 31u)));
    uint4 sv4 = make_uint4(((u32)((((u8)p0)) >= (((u8)v1)))), ((u32)p0), ((u32)(((isfinite(((f32)p1)) != 0)) ? (8u) : (63u))), __byte_perm(4294967295u, ((u32)p0), ((u32)v1)));
    s32 g5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)g5;
    (void)h6;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    v1 = ((s64)((u64)(v1) << ((u32)(((u8)DG_R(p2))) & 63u)));
    if (g5 < 2 && ((((u32)v1)) >= (5u))) {
        g5++;
        goto B1;
    }
    if ((((u16)((u32)(((u16)437)) + (u32)(p0)))) == (((u16)dg_rem_u32((u32)(((u16)48860)), (u32)(((u16)DG_R(p2))))))) {
        ++p0;
    }
    if ((((isinf(((f32)v1)) != 0)) || (((((f32)p1)) <= (((f32)p0))))) && ((p0) != (((u16)v1)))) return;
    h6 = (((((u32)(p0) * 3u) ^ (u32)(DG_R(p2)) * 5u) ^ (u32)((u64)(v1) >> 32) * 7u) ^ (u32)(sv4.w) * 9u) ^ (u32)(a2[(0u & 3u)]);
    DG_R(p2) = ((s8)((u32)(DG_R(p2)) ^ (u32)h6));
    return;
}

typedef struct {
    s32 x0;
    s64 x1;
    f32 x2;
    u32 h;
} p0143_state;

DG_KERNEL(p0143_kernel, p0143_state)
{
    DG_BEGIN(p0143_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = ((s32)((u32)(((s32)-1)) + (u32)(((s32)-80))));
        st->x1 = ((s64)((((s16)-31941)) >= (((s16)tid))));
        st->x2 = (((f32)st->x0) / ((f32)st->x1));
        st->h = tid;
        s32 v7 = ((s32)(st->h));
        s16 v8 = ((s16)((((((u64)v7)) > (((u64)0xab16795a6b27428bull)))) && (((((u8)st->x1)) >= (((u8)bid))))));
        s8 v9 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v7;
        (void)v8;
        (void)v9;
        p0143_f0(((u16)((u32)(((u16)st->x1)) << ((u32)(((u32)((((u8)3)) >= (((u8)127))))) & 31u))), copysign(((f64)v7), dg_canon(((f64)bid))), DG_A(v9));
        st->h++;
        if ((gtid % 7u) == 0u && ((((s64)tid)) >= (((s64)0x33c06f2344ea8c68ull)))) return;
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)((u64)(st->x1) >> 32) * 7u) ^ (u32)(v8) * 9u) ^ (u32)(in[(0u & 7u)]) ^ (st->h * 7u);
        if ((gtid % 5u) == 1u && (((*(in + ((u32)(((s32)bid)) & 7u)))) >= (in[((u32)(((u8)((u32)(((u8)255)) * (u32)(((u8)15))))) & 7u)]))) return;
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = dg_fbits(st->x2);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u8)((u32)0 - (u32)(((u8)dg_div_u32((u32)(((u8)v9)), (u32)(((u8)st->h))))))));
        out[6] = dg_fbits(((((isfinite(((f64)tid)) != 0)) ? st->x2 : st->x2) + ((f32)((f64)st->x2))));
    }
    DG_END
}

DG_PROGRAM(p0143, p0143_state, 150, 1, 8, 7, 1, 2048, 144u)
