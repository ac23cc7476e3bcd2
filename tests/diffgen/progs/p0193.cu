// diffgen program p0193: gen.py --seed 194 --name p0193 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u8 f0;
    u16 f1;
    u32 f2;
} p0193_S0;

FN f64 p0193_f0(p0193_S0 p0, DG_REF(u8) p1, DG_REF(double2) p2)
{
    u32 v1 = ((u32)((0u) & (4294967295u)));
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
    DG_R(p1) = ((u8)dg_fclamp(((f32)DG_R(p1)), 0.0f, 255.0f));
    if (g2 < 1 && ((v1) < (301287861u))) {
        g2++;
        goto B1;
    }
    if ((((u32)dg_dclamp(((f64)((f32)v1)), 0.0, 4294967295.0))) <= (((u32)(~(u32)(v1))))) {
        DG_R(p1) = p0.f0;
    } else {
        if ((((u8)dg_div_u32((u32)(((u8)v1)), (u32)(((u8)v1))))) == (p0.f0)) {
            v1 = ((u32)DG_R(p1));
        } else {
            p0.f2 = p0.f2;
        }
    }
    B2:;
    if ((((u8)((((((s64)DG_R(p1))) == (((s64)v1)))) ? (DG_R(p1)) : (DG_R(p1))))) > (((u8)((u32)(((u8)v1)) + (u32)(((u8)v1)))))) {
        if (signbit(dg_canon((DG_R(p2).x * ((f64)DG_R(p1))))) != 0) {
            DG_R(p2).y = (-(__longlong_as_double((s64)0xb94f0040352e5c00ull)));
        } else {
            v1 = ((u32)dg_dclamp(((f64)((f32)DG_R(p1))), 0.0, 4294967295.0));
        }
    } else {
    }
    if (g3 < 1 && (isnan(__uint_as_float(0xe4bd9a41u)) != 0)) {
        g3++;
        goto B2;
    }
    h4 = (((((u32)(v1) * 3u) ^ (u32)(p0.f1) * 5u) ^ (u32)dg_dbits(DG_R(p2).x) * 7u) ^ (u32)(dg_dbits(DG_R(p2).x) >> 32) * 9u) ^ (u32)(dg_dbits(DG_R(p2).y) >> 32);
    return ((((f64)((f32)((s64)v1))) / ((((((u64)0x1full)) <= (((u64)v1)))) ? DG_R(p2).x : ((f64)((u8)183)))) + (f64)(h4 & 255u));
}

typedef struct {
    f32 x0;
    s64 x1;
    f64 x2;
    u64 x3;
    u32 h;
} p0193_state;

DG_SHARED u64 p0193_sh0[100];
DG_SHARED s32 p0193_sh1[100];

DG_KERNEL(p0193_kernel, p0193_state)
{
    DG_BEGIN(p0193_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 13u;
        st->x0 = ((f32)3.0);
        st->x1 = ((s64)dg_rem_s64((s64)(((s64)__ldg(&in[1]))), (s64)(((s64)bid))));
        st->x2 = ((f64)gtid);
        st->x3 = ((u64)((u64)(((u64)0x2ull)) << ((u32)(((u32)st->x1)) & 63u)));
        st->h = ((u32)((__ldg(&in[2])) != (3937957336u)));
        p0193_sh0[tid * 1u + 0u] = ((u64)((st->x3) & (st->x3)));
        p0193_sh1[tid * 1u + 0u] = ((s32)((u32)(((s32)gtid)) + (u32)(184029072)));
        s32 v5 = p0193_sh1[tid * 1u + 0u];
        p0193_S0 sv6;
        sv6.f0 = ((u8)((((u64)0x4fe67d62c8a99b6ull)) < (((u64)0x20ull))));
        sv6.f1 = ((u16)((((-0.0009765625f) == (((f32)st->x3)))) && (((((u16)3)) < (((u16)31))))));
        sv6.f2 = ((u32)dg_div_u32((u32)(((u32)st->x3)), (u32)(gtid)));
        double2 sv7;
        sv7.x = (st->x2 - st->x2);
        sv7.y = __dmul_rz(((f64)((s8)st->x3)), st->x2);
        s32 g8 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)sv6;
        (void)sv7;
        (void)g8;
        B3:;
        v5 = ((s32)-1);
        if (g8 < 1 && (isnan(((f32)st->x3)) != 0)) {
            g8++;
            goto B3;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ (u32)((u64)(st->x1) >> 32) * 7u) ^ (u32)(sv6.f0) * 9u) ^ (u32)(sv6.f2) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 13u;
        BOOL v9 = ((BOOL)(((((s64)st->x3)) != (st->x1))));
        u32 v10 = ((u32)((u32)((*(in + ((u32)(((u32)dg_rem_u32((u32)(gtid), (u32)(gtid)))) & 3u)))) >> ((u32)(((s32)-80)) & 31u)));
        p0193_S0 sv11;
        sv11.f0 = ((u8)((u32)(((u8)gtid)) * (u32)(((u8)gtid))));
        sv11.f1 = ((u16)501);
        sv11.f2 = out[((u32)(((u32)v9)) & 3u)];
        double2 sv12;
        sv12.x = __dadd_rn(((f64)st->x0), ((f64)gtid));
        sv12.y = (st->x2 / ((f64)tid));
        u8 v13 = 0;
        s32 g14 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)v10;
        (void)sv11;
        (void)sv12;
        (void)v13;
        (void)g14;
        st->h = (u32)dg_dclamp(p0193_f0(sv11, DG_A(v13), DG_A(sv12)), 0.0, 4294967295.0);
        B5:;
        st->x3 |= ((u64)((((sv11.f0) >= (((u8)202)))) ? (((u64)0x3ull)) : (st->x3)));
        if (g14 < 2 && ((((s16)273)) >= (((s16)-12252)))) {
            g14++;
            goto B5;
        }
        v9 = (BOOL)(p0193_f0(sv11, DG_A(v13), DG_A(sv12)) != 0);
        p0193_sh1[tid * 1u + 0u] = ((s32)v10);
        st->h = (((((u32)(dg_dbits(st->x2) >> 32) * 3u) ^ (u32)(v9) * 5u) ^ (u32)(sv11.f0) * 7u) ^ (u32)(dg_dbits(sv12.y) >> 32) * 9u) ^ (u32)(out[(3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 13u;
        u32 c23 = 0;
        s8 v15 = ((s8)((u32)(((s8)gtid)) - (u32)(((s8)127))));
        f64 v16 = ((f64)v15);
        p0193_S0 sv17;
        sv17.f0 = ((u8)255);
        sv17.f1 = ((u16)((((v15) <= (((s8)80)))) ? (((u16)tid)) : (((u16)st->x3))));
        sv17.f2 = ((u32)((((((f32)st->x1)) < (st->x0))) ? (32u) : (gtid)));
        double2 sv18;
        sv18.x = (-(((f64)gtid)));
        sv18.y = ((f64)__uint_as_float(0xecb3cdcbu));
        u8 v19 = 0;
        s32 g20 = 0;
        s32 n21 = 0, i22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)v16;
        (void)sv17;
        (void)sv18;
        (void)v19;
        (void)g20;
        (void)n21;
        (void)i22;
        (void)c23;
        v15 = (s8)dg_dclamp(p0193_f0(sv17, DG_A(v19), DG_A(sv18)), -128.0, 127.0);
        v19 = ((u8)tid);
        B6:;
        if ((((s16)((u32)(((s16)st->h)) * (u32)(((s16)v15))))) != (((s16)((u32)(((s16)255)) * (u32)(((s16)32767)))))) {
            v15 = ((s8)tid);
        } else {
            n21 = (s32)((u32)(((u8)((u32)(((u8)((*(p0193_sh1 + ((u32)(sv17.f0) % 100u)))))) - (u32)(((u8)((u32)(sv17.f0) + (u32)(v19))))))) % 4u);
            i22 = 0;
            do {
                v15 = (s8)dg_dclamp(p0193_f0(sv17, DG_A(v19), DG_A(sv18)), -128.0, 127.0);
                out[((u32)(gtid) & 3u)] = ((c23 = ((u32)dg_fclamp(((f32)st->h), 0.0f, 4294967040.0f))), (u32)(c23 ^ ((u32)dg_rem_u32((u32)(8u), (u32)(gtid)))));
            } while (++i22 < n21);
        }
        if (g20 < 1 && ((p0193_sh1[((u32)(((u8)(+(((u8)tid))))) % 100u)]) > (1572539711))) {
            g20++;
            goto B6;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(v15) * 5u) ^ (u32)(in[(0u & 3u)]) * 7u) ^ (u32)(out[(0u & 3u)]) * 9u) ^ (u32)(p0193_sh1[(0u % 100u)]) ^ (st->h * 7u);
        out[4] = dg_fbits(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)dg_dbits(st->x2);
        out[8] = (u32)(dg_dbits(st->x2) >> 32);
        out[9] = (u32)(st->x3);
        out[10] = (u32)((u64)(st->x3) >> 32);
        out[11] = (u32)(st->h);
        out[12] = (u32)dg_dbits(((f64)((s16)((u32)(((s16)-27407)) << ((u32)(sv17.f0) & 31u)))));
    }
    DG_END
}

DG_PROGRAM(p0193, p0193_state, 100, 2, 4, 13, 3, 2048, 194u)
