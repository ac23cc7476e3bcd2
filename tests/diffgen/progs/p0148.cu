// diffgen program p0148: gen.py --seed 149 --name p0148 --include ../twin.h
#include "../twin.h"

typedef struct {
    u16 f0;
} p0148_S0;

FN BOOL p0148_f0(u8 p0)
{
    BOOL v1 = ((BOOL)(((((s8)127)) >= (((s8)3)))));
    p0148_S0 sv2;
    sv2.f0 = ((u16)((u32)(((u16)v1)) >> ((u32)(42758215) & 31u)));
    u32 h3 = 0;
    (void)v1;
    (void)sv2;
    (void)h3;
    (void)p0;
    v1 = ((BOOL)((isnan(((f32)((s16)p0))) != 0)));
    if (v1) goto F1;
    F1:;
    h3 = (((u32)(p0) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(sv2.f0);
    return ((BOOL)(((u32)(((BOOL)(v1))) ^ h3) & 1u));
}

typedef struct {
    BOOL x0;
    u64 x1;
    s64 x2;
    u32 h;
} p0148_state;

DG_SHARED s16 p0148_sh0[132];

DG_KERNEL(p0148_kernel, p0148_state)
{
    DG_BEGIN(p0148_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((BOOL)(((((u64)0x0ull)) >= (((u64)tid)))));
        st->x1 = ((u64)gtid);
        st->x2 = ((s64)0xffffffffffffffffull);
        st->h = ((u32)((u32)(__ldg(&in[1])) << ((u32)(((s32)__ldg(&in[0]))) & 31u)));
        p0148_sh0[tid * 4u + 0u] = ((s16)((u32)(((s16)st->h)) << ((u32)(((s32)__ldg(&in[0]))) & 31u)));
        p0148_sh0[tid * 4u + 1u] = ((s16)((u32)(((s16)gtid)) - (u32)(((s16)gtid))));
        p0148_sh0[tid * 4u + 2u] = ((s16)dg_rem_s32((s32)(((s16)st->x0)), (s32)(((s16)st->x2))));
        p0148_sh0[tid * 4u + 3u] = ((s16)dg_dclamp(((f64)__ldg(&in[2])), -32768.0, 32767.0));
        u16 v4 = ((u16)((((u16)378)) ^ (((u16)bid))));
        s32 g5 = 0;
        s32 g6 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v4;
        (void)g5;
        (void)g6;
        B3:;
        if ((((u64)((u64)(st->x1) - (u64)(st->x1)))) == (((u64)((u64)(st->x1) - (u64)(((u64)0x8ull)))))) {
            st->h = ((u32)v4);
        }
        if (g5 < 3 && st->x0) {
            g5++;
            goto B3;
        }
        B4:;
        st->h = ((u32)((u32)(((u32)(((u64)0x0ull)))) << ((u32)(((s32)dg_rem_s32((s32)(255), (s32)(((s32)bid))))) & 31u)));
        if (g6 < 1 && ((((s8)127)) <= (((s8)st->x1)))) {
            g6++;
            goto B4;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ (u32)(st->x0) * 7u) ^ (u32)(in[(3u & 3u)]) * 9u) ^ (u32)(out[(1u & 1u)]) ^ (st->h * 7u);
        v4 = (u16)p0148_f0(((u8)113));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = (u32)(st->x2);
        out[6] = (u32)((u64)(st->x2) >> 32);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s32)(((isfinite(((f32)st->x2)) != 0)) ? (((s32)dg_fclamp(((f32)((s8)st->x0)), -2147483648.0f, 2147483520.0f))) : (((s32)((u32)(((s32)-80)) * (u32)(((s32)v4))))))));
    }
    DG_END
}

DG_PROGRAM(p0148, p0148_state, 33, 1, 4, 9, 1, 2048, 149u)
