// diffgen program p0131: gen.py --seed 132 --name p0131 --include ../twin.h
#include "../twin.h"

typedef struct {
    u32 f0[2];
} p0131_S0;
typedef struct DG_ALIGN(8) {
    s8 f0;
    u64 f1[3];
} p0131_S1;

FN void p0131_f0(DG_REF(s64) p0, DG_REF(uchar4) p1, DG_REF(uchar4) p2)
{
    s8 v1 = ((s8)DG_R(p0));
    u64 v2 = ((u64)((((DG_R(p0)) > (((s64)0xa197b329ca5283cdull)))) ? (((u64)v1)) : (((u64)DG_R(p0)))));
    s32 g3 = 0;
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)g4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    if ((((s32)((u32)(2045126609) * (u32)(413084029)))) > (((s32)(((u64)0x84ull))))) {
        v1 ^= (s8)(((s8)-23));
    }
    if (g3 < 1 && (!(((DG_R(p0)) != (((s64)0x3ull)))))) {
        g3++;
        goto B1;
    }
    B2:;
    v2 >>= ((u32)(((u32)__float2ull_rn(dg_fclamp(((f32)((u32)v1)), 0.0f, 18446742974197923840.0f)))) & 63u);
    if (g4 < 1 && ((v2) != (((u64)0x3full)))) {
        g4++;
        goto B2;
    }
    if (((((u64)DG_R(p0))) != (((u64)0xedb493734647541ull))) && ((__longlong_as_double((s64)0x0000000000000000ull)) < (((f64)v1)))) return;
    h5 = (((((u32)((u64)(DG_R(p0)) >> 32) * 3u) ^ (u32)(v2) * 5u) ^ (u32)(DG_R(p1).w) * 7u) ^ (u32)(DG_R(p2).z) * 9u) ^ (u32)(DG_R(p2).w);
    DG_R(p0) = ((s64)((u64)(DG_R(p0)) ^ (u64)h5));
    return;
}

typedef struct {
    f32 x0;
    BOOL x1;
    s16 x2;
    s8 x3;
    u32 h;
} p0131_state;

DG_SHARED u64 p0131_sh0[254];

DG_KERNEL(p0131_kernel, p0131_state)
{
    DG_BEGIN(p0131_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 11u;
        s32 c11 = 0;
        st->x0 = __int2float_ru(((s32)tid));
        st->x1 = ((BOOL)st->x0);
        st->x2 = ((s16)((u32)(((s16)67)) + (u32)(((s16)214))));
        st->x3 = ((s8)tid);
        st->h = ((u32)((u32)(4294967294u) >> ((u32)(bid) & 31u)));
        p0131_sh0[tid * 2u + 0u] = ((u64)dg_rem_u64((u64)(((u64)__ldg(&in[0]))), (u64)(((u64)__ldg(&in[0])))));
        p0131_sh0[tid * 2u + 1u] = ((u64)((u64)(((u64)__ldg(&in[2]))) + (u64)(((u64)st->x2))));
        u64 v6 = ((u64)((u64)(((u64)gtid)) << ((u32)(tid) & 63u)));
        s8 v7 = ((s8)(((s64)0x7ef5eab8e207e30full)));
        uchar4 sv8;
        sv8.x = ((u8)(~(u32)(((u8)v6))));
        sv8.y = ((u8)__float2uint_rd(dg_fclamp(((f32)gtid), 0.0f, 4294967040.0f)));
        sv8.z = ((u8)((((298u) >= (2264900784u))) || (((((u8)st->x3)) < (((u8)131))))));
        sv8.w = ((u8)((u32)(((u8)st->x2)) + (u32)(((u8)st->h))));
        s32 n9 = 0, i10 = 0;
        s64 v12 = 0;
        s32 g13 = 0;
        s64 v14 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)v7;
        (void)sv8;
        (void)n9;
        (void)i10;
        (void)v12;
        (void)g13;
        (void)v14;
        (void)c11;
        n9 = (s32)((u32)(((s32)((u32)0 - (u32)(((c11 = ((s32)v7)), (s32)(c11 ^ 229)))))) % 3u);
        i10 = 0;
        do {
            if ((((s8)3)) != (((s8)55))) break;
            p0131_f0(DG_A(v12), DG_A(sv8), DG_A(sv8));
        } while (++i10 < n9);
        v7 = ((s8)(!(((((f64)st->x3)) != (__longlong_as_double((s64)0x556478cc73233053ull))))));
        B3:;
        p0131_f0(DG_A(v14), DG_A(sv8), DG_A(sv8));
        if (g13 < 2 && ((v14) >= (((s64)tid)))) {
            g13++;
            goto B3;
        }
        st->x1 = ((BOOL)st->x0);
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(v7) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ (u32)(p0131_sh0[tid * 2u + (0u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 11u;
        s16 v15 = ((s16)((((s16)-30483)) & (((s16)-32767))));
        uchar4 sv16;
        sv16.x = ((u8)__sad(((s32)-145), 255, ((u32)st->x2)));
        sv16.y = ((u8)((((s8)127)) == (((s8)-35))));
        sv16.z = ((u8)((u32)(((u8)7)) << ((u32)(((u8)tid)) & 31u)));
        sv16.w = ((u8)(((u16)96)));
        s32 g17 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)sv16;
        (void)g17;
        B4:;
        v15 = ((s16)((u32)(((s16)((u32)(st->x2) + (u32)(((s16)st->x1))))) << ((u32)(((u8)((((u8)st->x1)) & (((u8)60))))) & 31u)));
        if (g17 < 2 && ((((u16)65535)) != (((u16)gtid)))) {
            g17++;
            goto B4;
        }
        st->h = ((((dg_fbits(st->x0) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(v15) * 7u) ^ (u32)(sv16.w) * 9u) ^ (u32)((u64)(p0131_sh0[(0u % 254u)]) >> 32) ^ (st->h * 7u);
        out[4] = dg_fbits(st->x0);
        out[5] = (u32)(st->x1);
        if ((gtid % 7u) == 1u && ((((u16)st->h)) == (((u16)13962)))) return;
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->x3);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((u64)__hadd(((s32)((((s32)st->x3)) ^ (((s32)st->x2)))), ((s32)((s32)(((s32)st->h)) >> ((u32)(((s32)st->h)) & 31u))))));
        out[10] = dg_fbits(((f32)((u16)v15)));
    }
    DG_END
}

DG_PROGRAM(p0131, p0131_state, 127, 1, 6, 11, 2, 2048, 132u)
