// diffgen program p0107: gen.py --seed 107 --name p0107 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    f32 f0;
    f64 f1;
    u16 f2;
} p0107_S0;

FN u16 p0107_f0(s32 depth, f32 p0)
{
    s32 v1 = 1;
    s32 g2 = 0;
    s32 g3 = 0;
    s32 n4 = 0, i5 = 0;
    s32 n6 = 0, i7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)g2;
    (void)g3;
    (void)n4;
    (void)i5;
    (void)n6;
    (void)i7;
    (void)h8;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((u16)umin(((u32)v1), ((u32)depth)));
    B1:;
    if ((((u8)((u32)(((u8)depth)) >> ((u32)(1) & 31u)))) >= (((u8)abs(dg_nomin32(v1))))) {
    }
    if (g2 < 3 && ((((p0) >= (__uint_as_float(0x3f08cd33u)))) || (((((s64)0xffffffffffffff5cull)) >= (((s64)depth)))))) {
        g2++;
        goto B1;
    }
    p0++;
    B2:;
    n4 = (s32)((u32)(((u64)((u64)(((u64)v1)) * (u64)(((u64)((((861111283) >= (depth))) ? (((u64)depth)) : (((u64)v1)))))))) % 8u) + 1;
    i5 = 0;
    while (i5 < n4) {
        i5++;
        n6 = (s32)((u32)(((s32)((((s32)((u32)(depth) - (u32)(i5)))) | (((s32)((((((s8)v1)) <= (((s8)61)))) ? (v1) : (32))))))) % 7u);
        for (i7 = 0; i7 < n6; i7++) {
            v1 |= ((s32)dg_rem_s32((s32)(depth), (s32)(i7)));
            if ((((u8)v1)) >= (((u8)77))) break;
        }
        p0 = __fdiv_rz(p0, p0);
    }
    if (g3 < 2 && ((((s8)depth)) < (((s8)-26)))) {
        g3++;
        goto B2;
    }
    if ((signbit(dg_canon(((f64)depth))) != 0) && ((((s64)depth)) != (((s64)0x4401f6cd49d628b2ull)))) return ((u16)(((s64)v1)));
    v1 = (s32)p0107_f0(depth - 1, p0);
    h8 = (((u32)(depth) * 3u) ^ dg_fbits(p0) * 5u) ^ (u32)(v1);
    return ((u16)((u32)(((u16)((u32)(((u16)((((u16)12165)) | (((u16)depth))))) - (u32)(((u16)dg_fclamp(-0.0f, 0.0f, 65535.0f)))))) ^ (u32)h8));
}

FN BOOL p0107_f1(f32 p0, DG_REF(u32) p1)
{
    u64 c14 = 0;
    s16 v9 = ((s16)DG_R(p1));
    s32 a10[16] = {0};
    s32 j11;
    for (j11 = 0; j11 < 16; j11++)
        a10[j11] = j11;
    s32 n12 = 0, i13 = 0;
    u32 h15 = 0;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)n12;
    (void)i13;
    (void)h15;
    (void)c14;
    (void)p0;
    (void)p1;
    n12 = (s32)((u32)(((u64)((u64)(((c14 = ((u64)v9)), (u64)(c14 ^ ((u64)0x31f693e7bbcca1f3ull)))) >> ((u32)(((u32)((u32)(DG_R(p1)) << ((u32)(((u8)114)) & 31u)))) & 63u)))) % 4u) + 1;
    i13 = 0;
    do {
        if ((((((((s8)v9)) == (((s8)DG_R(p1))))) ? ((f64)DG_R(p1)) : ((f64)((u32)v9)))) != (((((i13) >= (((s32)DG_R(p1))))) ? ((f64)((u64)v9)) : __longlong_as_double((s64)0x47efffffe0000000ull)))) {
        } else {
            p0 = __fsqrt_rn(p0);
        }
        a10[((u32)(((u8)((((u8)1)) ^ (((u8)DG_R(p1)))))) & 15u)] = a10[((u32)(((u8)__float2ll_rz(dg_fclamp(((f32)v9), -9223372036854775808.0f, 9223371487098961920.0f)))) & 15u)];
    } while (++i13 < n12);
    DG_R(p1) |= ((u32)__hadd(((s32)DG_R(p1)), 63));
    h15 = ((((dg_fbits(p0) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)(v9) * 7u) ^ (u32)(a10[(0u & 15u)]) * 9u) ^ (u32)(a10[(15u & 15u)]);
    return ((BOOL)(((u32)(((BOOL)((!((((*(a10 + ((u32)(((s64)DG_R(p1))) & 15u)))) == (((s32)-198)))))))) ^ h15) & 1u));
}

FN s32 p0107_f2(DG_REF(s16) p0)
{
    s16 c20 = 0;
    u8 v16 = ((u8)DG_R(p0));
    u32 v17 = 0;
    s32 n18 = 0, i19 = 0;
    u32 h21 = 0;
    (void)v16;
    (void)v17;
    (void)n18;
    (void)i19;
    (void)h21;
    (void)c20;
    (void)p0;
    if (isnan(__int2float_rz(((s32)v16))) != 0) {
        v16 = (u8)p0107_f1(__fadd_rz(((f32)((u64)DG_R(p0))), __fsub_rz(((f32)((u64)DG_R(p0))), ((f32)v16))), DG_A(v17));
    } else {
        n18 = (s32)((u32)(v16) % 8u) + 1;
        for (i19 = 0; i19 < n18; i19++) {
            if (((356873873) > (((s32)v17))) && ((((u16)7554)) != (((u16)43)))) return ((s32)((((s8)i19)) < (((s8)127))));
            v16 = ((u8)((u32)(v16) >> ((u32)(i19) & 31u)));
        }
    }
    switch (((u32)(((u16)dg_div_u32((u32)(((u16)(~(u32)(((u16)24547))))), (u32)(((u16)((u32)(((u16)v17)) << ((u32)(v16) & 31u))))))) + (u32)v17) & 7u) {
    case 1: {
        DG_R(p0) = ((s16)((u32)(((s16)((u32)(((s16)15368)) * (u32)(((s16)20355))))) << ((u32)(v16) & 31u)));
        break;
    }
    case 3: {
        v17 = (u32)p0107_f1(((f32)__longlong_as_double((s64)0x397212e5faf2897bull)), DG_A(v17));
        break;
    }
    }
    DG_R(p0) &= (s16)(((c20 = ((s16)__float2int_ru(dg_fclamp(((f32)((s32)v17)), -2147483648.0f, 2147483520.0f)))), (s16)(c20 ^ ((s16)((s32)(DG_R(p0)) >> ((u32)(((s32)DG_R(p0))) & 31u))))));
    h21 = (((u32)(DG_R(p0)) * 3u) ^ (u32)(v16) * 5u) ^ (u32)(v17);
    return ((s32)((u32)(((s32)(((u16)1)))) ^ (u32)h21));
}

typedef struct {
    f64 x0;
    u16 x1;
    BOOL x2;
    u32 h;
} p0107_state;

DG_KERNEL(p0107_kernel, p0107_state)
{
    DG_BEGIN(p0107_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        s16 c27 = 0;
        st->x0 = __dsub_rd(((f64)((f32)__ldg(&in[2]))), ((f64)__ldg(&in[0])));
        st->x1 = ((u16)dg_div_u32((u32)(((u16)__ldg(&in[4]))), (u32)(((u16)17829))));
        st->x2 = ((BOOL)(((out[((u32)(((u8)(+(((u8)__ldg(&in[0])))))) & 3u)]) != (((u32)st->x1)))));
        st->h = ((u32)sizeof(u64));
        f64 v22 = (((f64)st->x1) - ((f64)st->x1));
        u16 v23 = ((u16)dg_rem_u32((u32)(((u16)65006)), (u32)(((u16)tid))));
        s32 g24 = 0;
        s16 v25 = 0;
        s32 g26 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)g24;
        (void)v25;
        (void)g26;
        (void)c27;
        B4:;
        v22 = (f64)p0107_f2(DG_A(v25));
        if (g24 < 2 && ((v25) > (((s16)bid)))) {
            g24++;
            goto B4;
        }
        v25 = (s16)p0107_f0((s32)((u32)(((u32)st->x1)) % 4u), (-(-2.5f)));
        B5:;
        if (st->x2) {
            if ((((u16)(((isnan(((f32)((s64)st->x2))) != 0)) ? (v23) : (((u16)bid))))) <= (st->x1)) {
                st->x2 = p0107_f1(__fsqrt_rn(((f32)st->h)), DG_A(st->h));
            } else {
                st->x1 = ((u16)__dp4a(((s32)st->x2), 1586317959, 1482888801));
            }
        }
        if (g26 < 1 && st->x2) {
            g26++;
            goto B5;
        }
        if (!((!(((st->x1) > (v23)))))) {
            st->x1--;
        }
        st->h = (((((u32)dg_dbits(st->x0) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(v25) * 7u) ^ (u32)(in[(0u % 5u)]) * 9u) ^ (u32)(in[(4u % 5u)]) ^ (st->h * 7u);
        out[4] = (u32)dg_dbits(st->x0);
        out[5] = (u32)(dg_dbits(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((u8)(~(u32)(((u8)((u32)(((u8)255)) - (u32)(((u8)tid))))))));
        out[10] = (u32)(((c27 = ((s16)dg_rem_s32((s32)(v25), (s32)(((s16)st->x1))))), (s16)(c27 ^ ((s16)__rhadd(((s32)v23), ((s32)st->x2))))));
    }
    DG_END
}

DG_PROGRAM(p0107, p0107_state, 160, 2, 5, 11, 1, 8192, 107u)
