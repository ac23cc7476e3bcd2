// diffgen program p0091: gen.py --seed 91 --name p0091 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u8 f0;
    f64 f1;
    s64 f2;
} p0091_S0;

FN s32 p0091_f0(s32 depth, const s32 *p0)
{
    s32 v1 = ((s32)dg_dclamp(((f64)((s16)1980)), -2147483648.0, 2147483647.0));
    u32 v2 = ((u32)__float2ull_rz(dg_fclamp(((f32)v1), 0.0f, 18446742974197923840.0f)));
    f64 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = (__longlong_as_double((s64)0x3810000000000000ull) - ((f64)v1));
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((s32)((u32)(((s32)v2)) - (u32)(v1)));
    if ((((u16)((((((u64)v2)) == (((u64)0x7ull)))) ? (((u16)v2)) : (((u16)depth))))) < (((u16)((u32)(((u16)v1)) << ((u32)(((s32)v2)) & 31u))))) {
        if ((isnan(__uint_as_float(0x33450428u)) != 0) && ((((u16)depth)) > (((u16)20194)))) return ((s32)v2);
    } else {
        v2 = ((u32)depth);
    }
    if ((((u16)((((v2) > (822449147u))) ? (((u16)63)) : (((u16)depth))))) > (((u16)(((s64)0x8000000000000001ull))))) {
        if (!((!(((((u64)v1)) > (((u64)0xffffffffffffffffull))))))) {
            v2 = (u32)p0091_f0(depth - 1, p0);
        }
    } else {
        v1 = p0091_f0(depth - 1, p0);
    }
    h5 = (((((u32)(depth) * 3u) ^ (u32)(v2) * 5u) ^ (u32)(p0[(0u & 7u)]) * 7u) ^ (u32)(dg_dbits(a3[(0u & 15u)]) >> 32) * 9u) ^ (u32)dg_dbits(a3[(15u & 15u)]);
    return ((s32)((u32)(v1) ^ (u32)h5));
}

FN BOOL p0091_f1(s8 p0)
{
    s64 c11 = 0;
    f32 v6 = __ull2float_rz(((u64)p0));
    s32 a7[8] = {0};
    s32 j8;
    for (j8 = 0; j8 < 8; j8++)
        a7[j8] = ((s32)((((((u8)j8)) <= (((u8)p0)))) ? (j8) : (j8)));
    s32 n9 = 0, i10 = 0;
    u32 h12 = 0;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)n9;
    (void)i10;
    (void)h12;
    (void)c11;
    (void)p0;
    switch (((u32)(((u16)dg_div_u32((u32)(((u16)((u32)(((u16)p0)) + (u32)(((u16)65535))))), (u32)(((u16)__double2uint_ru(dg_dclamp(((f64)p0), 0.0, 4294967295.0))))))) + (u32)p0) & 7u) {
    case 1: {
        p0 = ((s8)((((((f32)((s16)-27102))) != (v6))) ? (p0) : (p0)));
        break;
    }
    case 6: {
        n9 = (s32)((u32)(((s32)((u32)(((s32)(((u16)58359)))) * (u32)(((s32)p0))))) % 4u) + 1;
        for (i10 = 0; i10 < n9; i10++) {
            a7[((u32)(((c11 = ((s64)0x120ull)), (s64)(c11 ^ ((s64)0x8000000000000001ull)))) & 7u)] = ((s32)((u32)(0) + (u32)(31)));
        }
        break;
    }
    default: {
        v6 = (-((-(-7.0f))));
        break;
    }
    }
    v6--;
    h12 = ((((u32)(p0) * 3u) ^ dg_fbits(v6) * 5u) ^ (u32)(a7[(0u & 7u)]) * 7u) ^ (u32)(a7[(7u & 7u)]);
    return ((BOOL)(((u32)(((BOOL)(((((u32)((((4294967295u) > (((u32)p0)))) ? (8u) : (222u)))) > (((u32)(((s64)p0)))))))) ^ h12) & 1u));
}

typedef struct {
    f32 x0;
    u32 x1;
    u32 h;
} p0091_state;

DG_SHARED s16 p0091_sh0[200];

DG_KERNEL(p0091_kernel, p0091_state)
{
    DG_BEGIN(p0091_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 6u;
        st->x0 = (1.0f / ((f32)((u16)__ldg(&in[1]))));
        st->x1 = ((u32)dg_fclamp(((f32)((f64)__ldg(&in[5]))), 0.0f, 4294967040.0f));
        st->h = ((u32)((st->x1) & (__ldg(&in[4]))));
        p0091_sh0[tid * 2u + 0u] = ((s16)__ldg(&in[4]));
        p0091_sh0[tid * 2u + 1u] = ((s16)((u32)(((s16)__ldg(&in[6]))) - (u32)(((s16)__ldg(&in[1])))));
        s8 v13 = ((s8)((u32)(((s8)-1)) * (u32)(((s8)-112))));
        s32 a14[8] = {0};
        s32 j15;
        for (j15 = 0; j15 < 8; j15++)
            a14[j15] = ((s32)((u32)0 - (u32)(8)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)a14;
        (void)j15;
        (*(out + ((u32)(((s64)((((((u8)255)) >= (((u8)bid)))) ? (((s64)gtid)) : (((s64)0x32ull))))) & 1u))) = ((u32)((((u32)((u32)(gtid) * (u32)(bid)))) ^ (((u32)((gtid) | (gtid))))));
        --st->x0;
        st->h = (((((u32)(v13) * 3u) ^ (u32)(in[(6u % 7u)]) * 5u) ^ (u32)(out[(0u & 1u)]) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)(a14[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 6u;
        u8 v16 = ((u8)((u32)(((u8)st->h)) << ((u32)(st->x1) & 31u)));
        s32 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((s32)v16);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)a17;
        (void)j18;
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(in[(0u % 7u)]) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(out[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 6u;
        s32 c23 = 0;
        u32 c25 = 0;
        u16 c28 = 0;
        u32 v19 = ((u32)((u32)(bid) * (u32)(gtid)));
        BOOL v20 = ((BOOL)(((st->h) > (611129326u))));
        s32 a21[8] = {0};
        s32 j22;
        for (j22 = 0; j22 < 8; j22++)
            a21[j22] = ((c23 = 2147483647), (s32)(c23 ^ ((s32)v20)));
        s32 g24 = 0;
        s32 n26 = 0, i27 = 0;
        s32 g29 = 0;
        s32 n30 = 0, i31 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)v20;
        (void)a21;
        (void)j22;
        (void)g24;
        (void)n26;
        (void)i27;
        (void)g29;
        (void)n30;
        (void)i31;
        (void)c23;
        (void)c25;
        (void)c28;
        B2:;
        if ((((s64)((u64)(((s64)st->x1)) << ((u32)((*(a21 + ((u32)(((s32)((u32)(((s32)gtid)) << ((u32)(((u8)180)) & 31u)))) & 7u)))) & 63u)))) == (((s64)0x8aa8c211719c4d3aull))) {
            v19 = ((c25 = in[((u32)(((s64)sizeof(u64))) % 7u)]), (u32)(c25 ^ ((u32)v20)));
        } else {
            p0091_f1(((s8)((u32)(((s8)__funnelshift_r(st->h, ((u32)v20), gtid))) + (u32)(((s8)((s32)(((s8)bid)) >> ((u32)(((u8)7)) & 31u)))))));
        }
        if (g24 < 1 && ((((u64)0x20ull)) == (((u64)gtid)))) {
            g24++;
            goto B2;
        }
        n26 = (s32)((u32)(((u64)((((u16)((u32)(((u16)tid)) >> ((u32)(198) & 31u)))) > (((c28 = ((u16)bid)), (u16)(c28 ^ ((u16)64656))))))) % 8u);
        i27 = 0;
        while (i27 < n26) {
            i27++;
            if ((((u64)((u64)(((u64)0xfa808d5b89d90254ull)) * (u64)(((u64)0x1ull))))) <= (((u64)dg_div_u64((u64)(((u64)v20)), (u64)(((u64)st->h)))))) {
                v19 *= ((u32)(~(u32)(((u32)i27))));
            } else {
                st->x1 = (u32)p0091_f1(((s8)__umul24(((u32)((u16)gtid)), ((u32)((u16)st->x1)))));
            }
        }
        B3:;
        n30 = (s32)((u32)(((u64)sizeof(s8))) % 7u) + 1;
        i31 = 0;
        do {
            ++st->x0;
        } while (++i31 < n30);
        if (g29 < 2 && ((((f32)((u16)v19))) != (st->x0))) {
            g29++;
            goto B3;
        }
        st->h = (((((u32)(v20) * 3u) ^ (u32)(out[(0u & 1u)]) * 5u) ^ (u32)(out[(1u & 1u)]) * 7u) ^ (u32)(p0091_sh0[(0u % 200u)]) * 9u) ^ (u32)(a21[(7u & 7u)]) ^ (st->h * 7u);
        st->x1 = (u32)p0091_f0((s32)((u32)(((u32)((((u32)v20)) | (((u32)v20))))) % 3u), a21);
        out[2] = dg_fbits(st->x0);
        out[3] = (u32)(st->x1);
        if ((gtid % 5u) == 2u && ((((f64)st->x0)) < (((f64)bid)))) return;
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u64)__float2int_rd(dg_fclamp((st->x0 - st->x0), -2147483648.0f, 2147483520.0f))));
    }
    DG_END
}

DG_PROGRAM(p0091, p0091_state, 100, 2, 7, 6, 3, 8192, 91u)
