// diffgen program p0007: gen.py --seed 7 --name p0007 --include ../twin.h
#include "../twin.h"

typedef struct {
    u32 f0;
} p0007_S0;
typedef struct DG_ALIGN(16) {
    s8 f0;
    BOOL f1;
    s16 f2[3];
} p0007_S1;

FN f32 p0007_f0(DG_REF(f32) p0)
{
    s16 v1 = ((s16)((u32)(((s16)-9080)) - (u32)(((s16)8))));
    BOOL v2 = ((BOOL)((isfinite(-0.0) != 0)));
    s32 g3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)h4;
    (void)p0;
    B2:;
    if (v2 && (isnan(DG_R(p0)) != 0)) return ((f32)((f64)95u));
    if (g3 < 2 && (isnan(__uint_as_float(0x3f000000u)) != 0)) {
        g3++;
        goto B2;
    }
    h4 = ((dg_fbits(DG_R(p0)) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(v2);
    return ((__frcp_rz(DG_R(p0)) / (DG_R(p0) / ((f32)v1))) + (f32)(h4 & 255u));
}

typedef struct {
    u32 x0;
    u64 x1;
    u32 h;
    u64 arr[4];
} p0007_state;

DG_SHARED f32 p0007_sh0[127];

DG_KERNEL(p0007_kernel, p0007_state)
{
    DG_BEGIN(p0007_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = ((u32)dg_dclamp(((f64)__ldg(&in[3])), 0.0, 4294967295.0));
        st->x1 = ((u64)0x3ull);
        st->h = ((u32)(!((isinf(((f32)1024.0)) != 0))));
        st->arr[0] = ((u64)((u64)(((u64)__ldg(&in[4]))) - (u64)(st->x1)));
        st->arr[1] = st->x1;
        st->arr[2] = ((u64)((u64)0 - (u64)(st->x1)));
        st->arr[3] = ((u64)((u64)(st->x1) ^ (u64)0xffffffffffffffff));
        p0007_sh0[tid * 1u + 0u] = (0.25f + 3.0f);
        u32 v5 = ((u32)(((*(in + ((u32)(((u32)(+((*(in + ((u32)(((s64)(((s16)gtid)))) % 5u))))))) % 5u)))) ^ (in[((u32)(((s32)sizeof(f32))) % 5u)])));
        s32 n6 = 0, i7 = 0;
        f32 v8 = 0.0f;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)n6;
        (void)i7;
        (void)v8;
        n6 = (s32)((u32)(((u64)(((u16)dg_rem_u32((u32)(((u16)52610)), (u32)(((u16)476))))))) % 3u);
        i7 = 0;
        while (i7 < n6) {
            i7++;
            switch (((u32)(((u32)((u32)(((u32)(((s8)gtid)))) + (u32)(((u32)__dp2a_hi(i7, i7, ((s32)gtid))))))) + (u32)st->x1) & 7u) {
            case 0: {
                v8 = p0007_f0(DG_A(v8));
                break;
            }
            case 2: {
                v5 = (u32)dg_fclamp(p0007_f0(DG_A(v8)), 0.0f, 4294967040.0f);
                break;
            }
            case 5: {
                v8 = truncf((p0007_sh0[tid * 1u + 0u] - v8));
                break;
            }
            case 7: {
                st->x1 = (u64)dg_fclamp(p0007_f0(DG_A(v8)), 0.0f, 18446742974197923840.0f);
                break;
            }
            }
            v5 = (u32)dg_fclamp(p0007_f0(DG_A(v8)), 0.0f, 4294967040.0f);
        }
        st->h = ((u32)dg_div_u32((u32)(st->h), (u32)(63u)));
        v5 = ((u32)((((f64)bid)) != (((f64)((f32)st->h)))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(st->arr[(0u & 3u)]) * 7u) ^ (u32)((u64)(st->arr[(3u & 3u)]) >> 32) * 9u) ^ dg_fbits(p0007_sh0[tid * 1u + 0u]) ^ (st->h * 7u);
        if ((gtid % 7u) == 1u && (!(((((s64)bid)) < (((s64)gtid)))))) return;
        out[0] = (u32)(st->x0);
        if ((gtid % 3u) == 1u && (isfinite((*(p0007_sh0 + tid * 1u + 0u))) != 0)) return;
        out[1] = (u32)(st->x1);
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((s16)st->x0));
        out[5] = (u32)(st->arr[0]);
        out[6] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0007, p0007_state, 127, 3, 5, 7, 1, 2048, 7u)
