// diffgen program p0181: gen.py --seed 182 --name p0181 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s16 f0;
    s32 f1;
} p0181_S0;
typedef struct DG_ALIGN(16) {
    u16 f0[4];
} p0181_S1;

FN void p0181_f0(f32 p0, s16 *p1, short2 p2)
{
    u64 v1 = ((u64)__double2uint_rd(dg_dclamp(-7.0, 0.0, 4294967295.0)));
    u64 v2 = v1;
    u32 h3 = 0;
    (void)v1;
    (void)v2;
    (void)h3;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((((u32)((u32)(((u32)v2)) * (u32)(8u)))) > (((u32)dg_fclamp(((f32)v1), 0.0f, 4294967040.0f)))) {
        p0 = -1.0f;
    }
    p2.y = p2.y;
    if (!(((v2) == (((u64)0x7ull))))) {
        v2 = ((u64)((u64)(v2) + (u64)(v2)));
    } else {
        p0 = ((f32)v1);
    }
    v2 = ((u64)dg_fclamp((((f32)v1) + ((f32)((f64)v2))), 0.0f, 18446742974197923840.0f));
    h3 = ((((dg_fbits(p0) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(p2.x) * 7u) ^ (u32)(p2.y) * 9u) ^ (u32)(p1[(0u & 1u)]);
    p1[0] = ((s16)((u32)(p1[0]) ^ (u32)h3));
    return;
}

typedef struct {
    s8 x0;
    s32 x1;
    s64 x2;
    u32 h;
} p0181_state;

DG_SHARED f64 p0181_sh0[140];

DG_KERNEL(p0181_kernel, p0181_state)
{
    DG_BEGIN(p0181_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((s8)dg_rem_s32((s32)(((s8)-128)), (s32)(((s8)__ldg(&in[4])))));
        st->x1 = ((s32)dg_rem_s32((s32)(((s32)bid)), (s32)(8)));
        st->x2 = ((s64)((s64)(((s64)gtid)) >> ((u32)(((u8)__ldg(&in[0]))) & 63u)));
        st->h = ((u32)__float2int_rz(dg_fclamp(((f32)((u8)__ldg(&in[2]))), -2147483648.0f, 2147483520.0f)));
        p0181_sh0[tid * 2u + 0u] = ((f64)((s16)st->h));
        p0181_sh0[tid * 2u + 1u] = ((f64)287);
        s8 v4 = ((s8)((st->x0) ^ (st->x0)));
        u64 v5 = ((u64)((u64)0 - (u64)(((u64)gtid))));
        s16 a6[8] = {0};
        s32 j7;
        for (j7 = 0; j7 < 8; j7++)
            a6[j7] = ((s16)((((((u16)tid)) < (((u16)st->x1)))) ? (((s16)tid)) : (((s16)gtid))));
        short2 sv8 = make_short2(((s16)dg_div_s32((s32)(((s16)-32767)), (s32)(((s16)79)))), ((s16)dg_dclamp(((f64)v5), -32768.0, 32767.0)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v4;
        (void)v5;
        (void)a6;
        (void)j7;
        (void)sv8;
        (*(p0181_sh0 + tid * 2u + ((u32)(st->x1) & 1u))) = ((((((s8)v5)) != (st->x0))) ? ((f64)st->x0) : ((f64)bid));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(v4) * 5u) ^ (u32)(dg_dbits(p0181_sh0[tid * 2u + (0u & 1u)]) >> 32) * 7u) ^ (u32)dg_dbits(p0181_sh0[tid * 2u + (1u & 1u)]) * 9u) ^ (u32)(a6[(7u & 7u)]) ^ (st->h * 7u);
        p0181_f0(((((((u8)bid)) <= (((u8)70)))) ? ((f32)a6[((u32)(((u32)((u32)(st->h) * (u32)(tid)))) & 7u)]) : 1.5f), a6, sv8);
        out[2] = (u32)(st->x0);
        if ((gtid % 7u) == 0u && (((isinf(p0181_sh0[tid * 2u + ((u32)(((u8)(!(((p0181_sh0[tid * 2u + ((u32)(((u32)__double2int_rz(dg_dclamp(((f64)gtid), -2147483648.0, 2147483647.0)))) & 1u)]) < (((f64)v4))))))) & 1u)]) != 0)) || (((((u16)st->x1)) < (((u16)8)))))) return;
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)((u64)(st->x2) >> 32);
        out[6] = (u32)(st->h);
        if ((gtid % 7u) == 1u && ((st->x1) < (7))) return;
        out[7] = (u32)(((u16)((((u16)st->x1)) ^ (((u16)((u32)(((u16)v4)) * (u32)(((u16)st->x0))))))));
        out[8] = (u32)(((s32)((((st->x1) < (1295712765))) ? (st->x1) : (((s32)((v4) > (((s8)-39))))))));
    }
    DG_END
}

DG_PROGRAM(p0181, p0181_state, 70, 2, 5, 9, 1, 2048, 182u)
