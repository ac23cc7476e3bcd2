// diffgen program p0191: gen.py --seed 192 --name p0191 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s8 f0;
    u32 f1;
} p0191_S0;
typedef struct DG_ALIGN(16) {
    f64 f0;
    u8 f1;
} p0191_S1;

FN p0191_S1 p0191_f0(p0191_S1 p0, DG_REF(f64) p1)
{
    u16 v1 = ((u16)41415);
    p0191_S1 sv2;
    sv2.f0 = DG_R(p1);
    sv2.f1 = ((u8)(isinf(((f32)v1)) != 0));
    s32 g3 = 0;
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)sv2;
    (void)g3;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)p0;
    (void)p1;
    if (isnan((2.0f / ((f32)v1))) != 0) {
        switch (((u32)(((s32)0x80000000u)) + (u32)v1) & 3u) {
        case 1: {
            DG_R(p1) = __fma_rd(((f64)v1), __longlong_as_double((s64)0xfff0000000000000ull), 3.0);
            break;
        }
        case 2: {
            v1 = ((u16)((u32)(v1) - (u32)(v1)));
            break;
        }
        default: {
            DG_R(p1) = (((f64)v1) - DG_R(p1));
            break;
        }
        }
    } else {
        switch (((u32)(((u32)((((u32)((u32)(4294967294u) * (u32)(((u32)v1))))) & (1u)))) + (u32)v1) & 7u) {
        case 1: {
            v1 = ((u16)((u32)(v1) >> ((u32)(((s32)v1)) & 31u)));
        }
        /* fallthrough */
        case 2: {
            DG_R(p1) = __dmul_ru(DG_R(p1), DG_R(p1));
            break;
        }
        case 3: {
            v1 = ((u16)((((u16)((u32)(v1) + (u32)(((u16)8912))))) ^ (v1)));
            break;
        }
        case 6: {
            v1 = ((u16)((v1) ^ (((u16)2))));
            break;
        }
        default: {
            p0.f1 = ((u8)((u32)(((u8)__float2int_rn(dg_fclamp(((f32)v1), -2147483648.0f, 2147483520.0f)))) * (u32)(((u8)sizeof(p0)))));
            break;
        }
        }
    }
    B1:;
    n4 = (s32)((u32)(((s32)__double2uint_rz(dg_dclamp((((f64)((s8)v1)) * ((f64)v1)), 0.0, 4294967295.0)))) % 3u) + 1;
    for (i5 = 0; i5 < n4; i5++) {
        if ((((f64)((f32)((f64)v1)))) != (__ll2double_rd(((s64)v1)))) {
            v1 = ((u16)dg_rem_u32((u32)(((u16)__brev(((u32)v1)))), (u32)(((u16)((u32)(v1) << ((u32)(((u32)v1)) & 31u))))));
        } else {
            DG_R(p1) = __dsub_rd(((((((u8)i5)) != (sv2.f1))) ? DG_R(p1) : __longlong_as_double((s64)0xbff8000000000000ull)), ((f64)((u32)v1)));
        }
    }
    if (g3 < 1 && ((((s8)v1)) <= (((s8)-128)))) {
        g3++;
        goto B1;
    }
    DG_R(p1) = (DG_R(p1) - p0.f0);
    h6 = (((((u32)dg_dbits(DG_R(p1)) * 3u) ^ (u32)(dg_dbits(DG_R(p1)) >> 32) * 5u) ^ (u32)(dg_dbits(p0.f0) >> 32) * 7u) ^ (u32)(p0.f1) * 9u) ^ (u32)(dg_dbits(sv2.f0) >> 32);
    p0.f0 = (p0.f0 + (f64)(h6 & 255u));
    return p0;
}

FN f32 p0191_f1(DG_REF(u32) p0, u64 p1)
{
    f32 v7 = (((f32)DG_R(p0)) / ((f32)p1));
    u64 a8[4] = {0};
    s32 j9;
    for (j9 = 0; j9 < 4; j9++)
        a8[j9] = ((u64)(DG_R(p0)));
    p0191_S1 sv10;
    sv10.f0 = __fma_rn(((f64)((s16)DG_R(p0))), ((f64)__uint_as_float(0x7f800000u)), ((f64)((s32)DG_R(p0))));
    sv10.f1 = ((u8)dg_rem_u32((u32)(((u8)DG_R(p0))), (u32)(((u8)p1))));
    f64 v11 = 0.0;
    s32 n12 = 0, i13 = 0;
    u32 h14 = 0;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)sv10;
    (void)v11;
    (void)n12;
    (void)i13;
    (void)h14;
    (void)p0;
    (void)p1;
    sv10 = p0191_f0(sv10, DG_A(v11));
    if (((((s8)127)) != (((s8)p1))) && ((((s16)p1)) < (((s16)DG_R(p0))))) return (v7 / 16777216.0f);
    sv10 = p0191_f0(sv10, DG_A(v11));
    n12 = (s32)((u32)(((u64)((((u64)((u64)(((u64)DG_R(p0))) >> ((u32)(((u8)255)) & 63u)))) | (((u64)((u64)0 - (u64)(a8[((u32)(((u32)(+(DG_R(p0))))) & 3u)]))))))) % 4u);
    i13 = 0;
    while (i13 < n12) {
        i13++;
        p1 |= ((u64)(((u16)dg_rem_u32((u32)(((u16)i13)), (u32)(((u16)i13))))));
        v7 /= (v7 / v7);
    }
    h14 = (((((u32)((u64)(p1) >> 32) * 3u) ^ dg_fbits(v7) * 5u) ^ (u32)(dg_dbits(v11) >> 32) * 7u) ^ (u32)(dg_dbits(sv10.f0) >> 32) * 9u) ^ (u32)((u64)(a8[(0u & 3u)]) >> 32);
    return ((((((((s8)0)) == (((s8)DG_R(p0))))) ? ((f32)sv10.f0) : v7) + (__uint_as_float(0x55b2fd72u) - ((f32)((u64)DG_R(p0))))) + (f32)(h14 & 255u));
}

typedef struct {
    s32 x0;
    f64 x1;
    u32 h;
} p0191_state;

DG_KERNEL(p0191_kernel, p0191_state)
{
    DG_BEGIN(p0191_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 6u;
        st->x0 = ((s32)bid);
        st->x1 = __drcp_rz(((f64)__ldg(&in[0])));
        st->h = ((u32)((u32)(__ldg(&in[0])) - (u32)(in[((u32)(__ldg(&in[3])) % 5u)])));
        u64 v15 = ((u64)sizeof(f64));
        p0191_S1 sv16;
        sv16.f0 = ((f64)v15);
        sv16.f1 = ((u8)__popc(bid));
        s32 g17 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)sv16;
        (void)g17;
        st->h--;
        st->h &= ((u32)sizeof(sv16));
        B2:;
        st->x1 = (__longlong_as_double((s64)0x0000000000000000ull) / st->x1);
        if (g17 < 2 && ((((s32)-1177749056)) > (st->x0))) {
            g17++;
            goto B2;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)((u64)(v15) >> 32) * 5u) ^ (u32)(dg_dbits(sv16.f0) >> 32) * 7u) ^ (u32)(sv16.f1) * 9u) ^ (u32)(in[(4u % 5u)]) ^ (st->h * 7u);
        st->h = (u32)dg_fclamp(p0191_f1(DG_A(st->h), ((u64)((in[((u32)(((u8)__float_as_int(dg_canonf(((f32)((s16)st->h)))))) % 5u)]) != (20226901u)))), 0.0f, 4294967040.0f);
        out[0] = (u32)(st->x0);
        out[1] = (u32)dg_dbits(st->x1);
        out[2] = (u32)(dg_dbits(st->x1) >> 32);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((u64)st->h));
        out[5] = dg_fbits(__fsqrt_rz(fdimf(((f32)st->h), ((f32)st->x1))));
    }
    DG_END
}

DG_PROGRAM(p0191, p0191_state, 48, 4, 5, 6, 1, 2048, 192u)
