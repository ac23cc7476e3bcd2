// diffgen program p0133: gen.py --seed 134 --name p0133 --include ../twin.h
#include "../twin.h"

typedef struct {
    s16 f0;
    u64 f1;
    f64 f2;
} p0133_S0;
typedef struct DG_ALIGN(16) {
    s64 f0[3];
    s16 f1;
    s16 f2;
} p0133_S1;

FN void p0133_f0(s8 p0, DG_REF(f64) p1)
{
    u8 v1 = ((u8)(((u32)p0)));
    u64 v2 = ((u64)((((f32)DG_R(p1))) <= (((f32)861761714u))));
    s16 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((s16)((s32)(((s16)-23203)) >> ((u32)(535u) & 31u)));
    p0133_S0 sv5;
    sv5.f0 = ((s16)((s32)(((s16)-220)) >> ((u32)(((u32)v2)) & 31u)));
    sv5.f1 = ((u64)__float2uint_rn(dg_fclamp(((f32)p0), 0.0f, 4294967040.0f)));
    sv5.f2 = DG_R(p1);
    s32 g6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)g6;
    (void)h7;
    (void)p0;
    (void)p1;
    v2++;
    B2:;
    if ((((s8)dg_dclamp(DG_R(p1), -128.0, 127.0))) >= (((s8)dg_rem_s32((s32)(p0), (s32)(p0))))) {
        if ((((u32)v2)) == (((u32)p0))) goto F1;
    }
    if (g6 < 3 && ((((u16)p0)) <= (((u16)12723)))) {
        g6++;
        goto B2;
    }
    F1:;
    h7 = (((((u32)(p0) * 3u) ^ (u32)(dg_dbits(DG_R(p1)) >> 32) * 5u) ^ (u32)(sv5.f1) * 7u) ^ (u32)dg_dbits(sv5.f2) * 9u) ^ (u32)(dg_dbits(sv5.f2) >> 32);
    DG_R(p1) = (DG_R(p1) + (f64)(h7 & 255u));
    return;
}

FN s16 p0133_f1(DG_REF(s64) p0, p0133_S0 p1, u8 *p2)
{
    u8 c14 = 0;
    BOOL v8 = ((BOOL)(((1024.0f) < (0.0f))));
    s32 n9 = 0, i10 = 0;
    f64 v11 = 0.0;
    f64 v12 = 0.0;
    s32 g13 = 0;
    u32 h15 = 0;
    (void)v8;
    (void)n9;
    (void)i10;
    (void)v11;
    (void)v12;
    (void)g13;
    (void)h15;
    (void)c14;
    (void)p0;
    (void)p1;
    (void)p2;
    n9 = (s32)((u32)(((u64)(((u32)((u32)(((u32)DG_R(p0))) * (u32)(((u32)v8))))))) % 8u);
    i10 = 0;
    while (i10 < n9) {
        i10++;
        p0133_f0(((s8)-22), DG_A(v11));
    }
    p2[0u] = p2[0u];
    p0133_f0(((s8)((u32)(((s8)DG_R(p0))) << ((u32)(((s32)DG_R(p0))) & 31u))), DG_A(v12));
    B3:;
    if (((__uint_as_float(0x09fbee89u) * __uint_as_float(0xeb41a635u))) <= (((((-2.5) > (((f64)((s8)DG_R(p0)))))) ? ((f32)p1.f1) : __uint_as_float(0xd5363c7eu)))) {
        if ((((c14 = ((u8)DG_R(p0))), (u8)(c14 ^ ((u8)v8)))) < (((u8)139))) {
            p0133_f0(((s8)127), DG_A(v12));
        }
    }
    if (g13 < 1 && (isfinite(p1.f2) != 0)) {
        g13++;
        goto B3;
    }
    h15 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)dg_dbits(v12) * 5u) ^ (u32)(p1.f0) * 7u) ^ (u32)(p1.f1) * 9u) ^ (u32)(p2[0u]);
    return ((s16)((u32)(((s16)((((((u64)v8)) == (((u64)0xc2720ce8d35cb7dcull)))) ? (((s16)((u32)(((s16)-32767)) + (u32)(((s16)v8))))) : (((s16)dg_rem_s32((s32)(((s16)v8)), (s32)(((s16)0)))))))) ^ (u32)h15));
}

typedef struct {
    u8 x0;
    f32 x1;
    u32 h;
} p0133_state;

DG_KERNEL(p0133_kernel, p0133_state)
{
    DG_BEGIN(p0133_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        s64 c22 = 0;
        st->x0 = ((u8)__funnelshift_r(__ldg(&in[0]), out[((u32)(((s64)sizeof(u8))) & 3u)], __ldg(&in[2])));
        st->x1 = ((f32)((s64)tid));
        st->h = ((u32)(((u16)__ldg(&in[3]))));
        s64 v16 = ((s64)((u64)(((s64)st->x0)) << ((u32)(((s32)tid)) & 63u)));
        f64 v17 = ((f64)st->x1);
        u8 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = ((u8)dg_dclamp(((f64)tid), 0.0, 255.0));
        p0133_S0 sv20;
        sv20.f0 = ((s16)(signbit(dg_canon(((f64)((s8)tid)))) != 0));
        sv20.f1 = ((u64)0xe3ull);
        sv20.f2 = ((f64)((u16)st->x0));
        p0133_S1 sv21;
        sv21.f0[0] = ((s64)((st->x1) >= (((f32)v16))));
        sv21.f0[1] = ((c22 = ((s64)st->x0)), (s64)(c22 ^ ((s64)gtid)));
        sv21.f0[2] = ((s64)((u64)(((s64)gtid)) << ((u32)(in[((u32)(((u8)((u32)(st->x0) ^ (u32)0xffffffff))) & 3u)]) & 63u)));
        sv21.f1 = ((s16)-160);
        sv21.f2 = ((s16)dg_rem_s32((s32)(sv20.f0), (s32)(((s16)v16))));
        s32 n23 = 0, i24 = 0;
        s32 g25 = 0;
        s32 n26 = 0, i27 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        (void)a18;
        (void)j19;
        (void)sv20;
        (void)sv21;
        (void)n23;
        (void)i24;
        (void)g25;
        (void)n26;
        (void)i27;
        (void)c22;
        n23 = (s32)((u32)(((u64)dg_rem_u64((u64)(((u64)((u64)(((u64)st->x0)) - (u64)(((u64)0x7ull))))), (u64)(((u64)((((u64)tid)) ^ (((u64)0xc8ad9dbcf4a5a774ull)))))))) % 3u) + 1;
        i24 = 0;
        while (i24 < n23) {
            i24++;
            if ((((((s16)bid)) < (((s16)st->h)))) && ((isfinite(((f32)tid)) != 0))) break;
            v17 += (-1.0 / ((f64)sv20.f1));
        }
        B4:;
        switch (((u32)(((u16)((u32)(((u16)((((u16)v16)) & (((u16)tid))))) * (u32)(((u16)65534))))) + (u32)v16) & 3u) {
        case 0: {
            st->x1 += ((f32)((u16)((u32)(((u16)v16)) - (u32)(((u16)384)))));
            break;
        }
        case 1: {
            st->h = ((u32)((u32)0 - (u32)(4294967294u)));
        }
        /* fallthrough */
        case 2: {
            n26 = (s32)((u32)(((s32)((u32)(((s32)((s32)(2147483647) >> ((u32)(1526529971u) & 31u)))) - (u32)(((s32)((u32)(((s32)v16)) + (u32)(((s32)gtid)))))))) % 8u);
            i27 = 0;
            while (i27 < n26) {
                i27++;
                st->h = ((u32)v16);
            }
            break;
        }
        case 3: {
            st->x1 = ((((((f64)st->x0)) != (((f64)tid)))) ? ((f32)((f64)st->h)) : st->x1);
            break;
        }
        default: {
            p0133_f0(((s8)(~(u32)(((s8)gtid)))), DG_A(v17));
            break;
        }
        }
        if (g25 < 2 && ((sv20.f1) < (((u64)st->x0)))) {
            g25++;
            goto B4;
        }
        if ((((s64)gtid)) == (((s64)0xe1ec2eedae1ffa78ull))) {
            if ((bid) <= (((u32)((u32)((*(out + ((u32)(((u8)((u32)(((u8)bid)) << ((u32)(st->x0) & 31u)))) & 3u)))) + (u32)(((u32)v16)))))) {
                sv21.f2 = ((s16)((u32)(((s16)st->x0)) - (u32)(((s16)11038))));
            }
        }
        st->h = ((u32)dg_dclamp(v17, 0.0, 4294967295.0));
        st->h = ((((dg_fbits(st->x1) * 3u) ^ (u32)dg_dbits(v17) * 5u) ^ (u32)(sv20.f1) * 7u) ^ (u32)((u64)(sv21.f0[1]) >> 32) * 9u) ^ (u32)(sv21.f2) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        s64 v28 = ((s64)dg_dclamp(2.0, -9223372036854775808.0, 9223372036854774784.0));
        s64 v29 = ((s64)__dp2a_lo(((s32)st->h), ((s32)tid), ((s32)tid)));
        u8 a30[8] = {0};
        s32 j31;
        for (j31 = 0; j31 < 8; j31++)
            a30[j31] = ((u8)dg_fclamp(st->x1, 0.0f, 255.0f));
        p0133_S0 sv32;
        sv32.f0 = ((s16)((u32)(((s16)-5971)) << ((u32)(((u8)v29)) & 31u)));
        sv32.f1 = ((u64)(~(u64)(((u64)0x32ull))));
        sv32.f2 = (((f64)v29) - ((f64)tid));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v28;
        (void)v29;
        (void)a30;
        (void)j31;
        (void)sv32;
        if ((((s64)dg_div_s64((s64)(((s64)gtid)), (s64)(((s64)0xffffffffffffff84ull))))) <= (((s64)0xffffffffffffffffull))) {
            st->h = ((u32)v29);
        }
        if (isinf(__int2float_rd(((s32)v28))) != 0) {
            st->x1 *= (st->x1 + ((f32)v28));
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)dg_dbits(sv32.f2) * 5u) ^ (u32)(in[(3u & 3u)]) * 7u) ^ (u32)(a30[(0u & 7u)]) * 9u) ^ (u32)(a30[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        s64 v33 = ((s64)(+(((s64)0x3full))));
        u8 a34[8] = {0};
        s32 j35;
        for (j35 = 0; j35 < 8; j35++)
            a34[j35] = ((u8)((u32)(((u8)j35)) >> ((u32)(j35) & 31u)));
        p0133_S0 sv36;
        sv36.f0 = ((s16)874);
        sv36.f1 = ((u64)(~(u64)(((u64)0xffffffffffffffffull))));
        sv36.f2 = (((f64)st->h) / ((f64)tid));
        p0133_S1 sv37;
        sv37.f0[0] = ((s64)((u64)(v33) * (u64)(((s64)0xffffffffffffffffull))));
        sv37.f0[1] = ((s64)0x8aa5ffcab09e2ab6ull);
        sv37.f0[2] = ((s64)((((s64)st->h)) & (((s64)bid))));
        sv37.f1 = ((s16)st->h);
        sv37.f2 = ((s16)((u32)(((s16)st->h)) - (u32)(((s16)st->x0))));
        s32 g38 = 0;
        f64 v39 = 0.0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v33;
        (void)a34;
        (void)j35;
        (void)sv36;
        (void)sv37;
        (void)g38;
        (void)v39;
        sv37.f2 = ((s16)250);
        st->h += in[((u32)(llabs(dg_nomin64(sv37.f0[1]))) & 3u)];
        B5:;
        p0133_f0(((s8)dg_dclamp(1.0, -128.0, 127.0)), DG_A(v39));
        if (g38 < 2 && (isinf(((f64)((u16)st->x0))) != 0)) {
            g38++;
            goto B5;
        }
        st->h = (((((u32)((u64)(v33) >> 32) * 3u) ^ (u32)dg_dbits(v39) * 5u) ^ (u32)(dg_dbits(v39) >> 32) * 7u) ^ (u32)dg_dbits(sv36.f2) * 9u) ^ (u32)(sv37.f1) ^ (st->h * 7u);
        p0133_f1(DG_A(v33), sv36, a34 + ((u32)(((s64)((u64)(v33) - (u64)(v33)))) % 8u));
        out[4] = (u32)(st->x0);
        out[5] = dg_fbits(st->x1);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u8)((((u8)((((u8)tid)) ^ (((u8)st->h))))) | (((u8)((u32)(st->x0) - (u32)(((u8)bid))))))));
    }
    DG_END
}

DG_PROGRAM(p0133, p0133_state, 127, 3, 4, 8, 3, 2048, 134u)
