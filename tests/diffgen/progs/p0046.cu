// diffgen program p0046: gen.py --seed 46 --name p0046 --include ../twin.h
#include "../twin.h"

typedef struct {
    BOOL f0;
    s16 f1;
} p0046_S0;

FN BOOL p0046_f0(p0046_S0 p0, s64 p1)
{
    s64 v1 = ((s64)dg_rem_s64((s64)(p1), (s64)(p1)));
    u64 v2 = ((u64)((((((f32)p1)) <= (((f32)v1)))) && (((((u32)v1)) > (((u32)p1))))));
    u8 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = ((u8)((((u8)189)) | (((u8)p1))));
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)p0;
    (void)p1;
    v1 = ((s64)((u64)(((s64)ullmax(((u64)v1), v2))) - (u64)(((s64)((((((f32)((u16)v1))) < (((f32)v2)))) ? (((s64)v2)) : (v1))))));
    a3[((u32)(((u32)((u32)(((u32)v2)) << ((u32)(0) & 31u)))) & 3u)] = ((u8)((u32)(((u8)v2)) * (u32)(((u8)p1))));
    p0.f0 = ((BOOL)(((((u32)(signbit(dg_canonf(16777216.0f)) != 0))) == (((u32)((u32)(339u) + (u32)(((u32)v2))))))));
    h5 = (((((u32)((u64)(p1) >> 32) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(v2) * 7u) ^ (u32)(p0.f1) * 9u) ^ (u32)(a3[(0u & 3u)]);
    return ((BOOL)(((u32)(((BOOL)((signbit(dg_canon((-(((f64)v2))))) != 0)))) ^ h5) & 1u));
}

FN void p0046_f1(DG_REF(p0046_S0) p0, DG_REF(u32) p1)
{
    f32 v6 = ((f32)((s8)127));
    p0046_S0 sv7;
    sv7.f0 = ((BOOL)(((((s64)0xffffffffffffff80ull)) <= (((s64)0x2cull)))));
    sv7.f1 = DG_R(p0).f1;
    u32 h8 = 0;
    (void)v6;
    (void)sv7;
    (void)h8;
    (void)p0;
    (void)p1;
    v6 = (f32)p0046_f0(DG_R(p0), ((s64)(((u64)0x798f2b7c544f58eaull))));
    h8 = (((((u32)(DG_R(p1)) * 3u) ^ dg_fbits(v6) * 5u) ^ (u32)(DG_R(p0).f0) * 7u) ^ (u32)(DG_R(p0).f1) * 9u) ^ (u32)(sv7.f0);
    DG_R(p1) = ((u32)((u32)(DG_R(p1)) ^ (u32)h8));
    return;
}

typedef struct {
    u8 x0;
    s16 x1;
    BOOL x2;
    f64 x3;
    u32 h;
} p0046_state;

DG_SHARED u32 p0046_sh0[40];

DG_KERNEL(p0046_kernel, p0046_state)
{
    DG_BEGIN(p0046_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((u8)__byte_perm(gtid, __ldg(&in[3]), __ldg(&in[3])));
        st->x1 = ((s16)((((s16)6356)) ^ (((s16)0))));
        st->x2 = ((BOOL)(((((s32)-563089990)) <= (764087259))));
        st->x3 = __fma_rd(((f64)gtid), ((f64)gtid), ((f64)st->x0));
        st->h = ((u32)st->x2);
        p0046_sh0[tid * 1u + 0u] = ((u32)((u32)(155u) << ((u32)(((s32)__ldg(&in[5]))) & 31u)));
        u64 v9 = ((u64)st->x2);
        u32 v10 = ((u32)((572u) & (gtid)));
        p0046_S0 sv11;
        sv11.f0 = ((BOOL)v9);
        sv11.f1 = st->x1;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)v10;
        (void)sv11;
        --v10;
        if (!(((((u8)gtid)) >= (st->x0)))) {
            p0046_f1(DG_A(sv11), DG_A(v10));
        } else {
            if ((((u16)((((u16)bid)) > (((u16)55828))))) >= (((u16)(((u64)gtid))))) {
                st->x3 = (st->x3 / ((f64)((s16)-32768)));
            } else {
                st->x0 = ((u8)st->h);
            }
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(v9) * 7u) ^ (u32)(sv11.f0) * 9u) ^ (u32)(out[(0u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        u32 v12 = ((u32)((u32)(st->h) - (u32)(((u32)st->x0))));
        BOOL v13 = ((BOOL)(st->x2));
        p0046_S0 sv14;
        sv14.f0 = ((BOOL)((u8)st->x2));
        sv14.f1 = st->x1;
        s32 g15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)v13;
        (void)sv14;
        (void)g15;
        B3:;
        sv14.f0 = ((BOOL)((!((isinf(((f64)st->x2)) != 0)))));
        if (g15 < 1 && ((((u64)0x223ull)) != (((u64)st->x2)))) {
            g15++;
            goto B3;
        }
        switch (((u32)(st->h) + (u32)bid) & 7u) {
        case 0: {
            switch (((u32)(((u32)(((u16)((((u16)gtid)) ^ (((u16)st->x2))))))) + (u32)st->x1) & 7u) {
            case 1: {
                p0046_f1(DG_A(sv14), DG_A(st->h));
                break;
            }
            case 2: {
                st->x3 = (f64)p0046_f0(sv14, ((s64)((u64)(((s64)st->h)) * (u64)(((s64)((u64)(((s64)st->x0)) + (u64)(((s64)0x1full))))))));
            }
            /* fallthrough */
            case 5: {
                out[((u32)(((u8)2)) & 1u)] = ((u32)(((u16)((u32)(((u16)1)) << ((u32)(((u32)v13)) & 31u)))));
                break;
            }
            case 6: {
                break;
            }
            default: {
                p0046_f0(sv14, ((s64)0xffffffffffffff8eull));
                break;
            }
            }
            break;
        }
        default: {
            st->x1 -= (s16)(((s16)((((((((s32)st->x0)) > (((s32)bid)))) && (((gtid) < (in[((u32)(((s32)(+(((s32)-719537478))))) % 7u)]))))) && (((((u32)v13)) >= (31u))))));
            break;
        }
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(in[(0u % 7u)]) * 9u) ^ (u32)(in[(6u % 7u)]) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)dg_dbits(st->x3);
        out[6] = (u32)(dg_dbits(st->x3) >> 32);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((u32)((u32)(((u32)(((u8)0)))) >> ((u32)(((s32)((u32)(63) + (u32)(((s32)tid))))) & 31u))));
        out[9] = (u32)(((s64)(((u64)0x9e352cf2377d025full))));
    }
    DG_END
}

DG_PROGRAM(p0046, p0046_state, 40, 2, 7, 10, 2, 2048, 46u)
