// diffgen program p0173: gen.py --seed 174 --name p0173 --include ../twin.h
#include "../twin.h"

typedef struct {
    BOOL f0;
    s8 f1;
} p0173_S0;

FN f32 p0173_f0(DG_REF(f32) p0, DG_REF(s32) p1)
{
    u16 v1 = ((u16)((u32)(((u16)32)) << ((u32)(((u8)32)) & 31u)));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    (void)p1;
    DG_R(p0) = roundf(((f32)DG_R(p1)));
    h2 = ((dg_fbits(DG_R(p0)) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)(v1);
    return (__uint_as_float(0xbeae1e61u) + (f32)(h2 & 255u));
}

FN u8 p0173_f1(DG_REF(BOOL) p0, s64 p1)
{
    u32 v3 = ((u32)((u32)(3505989053u) - (u32)(((u32)p1))));
    u64 v4 = __float2ull_rz(dg_fclamp(((f32)p1), 0.0f, 18446742974197923840.0f));
    float2 sv5 = make_float2((((f32)v4) / ((f32)v3)), (__uint_as_float(0xff800000u) * ((f32)v3)));
    f32 v6 = 0.0f;
    s32 v7 = 0;
    u32 h8 = 0;
    (void)v3;
    (void)v4;
    (void)sv5;
    (void)v6;
    (void)v7;
    (void)h8;
    (void)p0;
    (void)p1;
    v3++;
    v3 = (u32)dg_fclamp(p0173_f0(DG_A(v6), DG_A(v7)), 0.0f, 4294967040.0f);
    h8 = (((((u32)(p1) * 3u) ^ (u32)((u64)(p1) >> 32) * 5u) ^ (u32)((u64)(v4) >> 32) * 7u) ^ dg_fbits(v6) * 9u) ^ (u32)(v7);
    return ((u8)((u32)(((u8)((u32)(((u8)((u32)(((u8)v3)) + (u32)(((u8)199))))) >> ((u32)(((s32)((v7) | (((s32)p1))))) & 31u)))) ^ (u32)h8));
}

typedef struct {
    u8 x0;
    f64 x1;
    u32 h;
    f64 arr[2];
} p0173_state;

DG_SHARED u64 p0173_sh0[132];
DG_SHARED u64 p0173_sh1[33];
DG_SHARED s16 p0173_sh2[66];

DG_KERNEL(p0173_kernel, p0173_state)
{
    DG_BEGIN(p0173_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 12u;
        st->x0 = ((u8)((((u8)__ldg(&in[1]))) | (((u8)2))));
        st->x1 = (((f64)2.0f) - ((f64)__uint_as_float(0x78acbea0u)));
        st->h = ((u32)dg_fclamp(((f32)tid), 0.0f, 4294967040.0f));
        st->arr[0] = __fma_rn(((f64)((f32)st->x0)), st->x1, ((f64)((s8)tid)));
        st->arr[1] = (((f64)((s64)0x8000000000000000ull)) * st->x1);
        p0173_sh0[tid * 4u + 0u] = ((u64)0x25b1483ce8580cb8ull);
        p0173_sh0[tid * 4u + 1u] = ((u64)((u64)(((u64)0xf5fc8713f8d3e997ull)) << ((u32)(2) & 63u)));
        p0173_sh0[tid * 4u + 2u] = ((u64)dg_div_u64((u64)(((u64)0x0ull)), (u64)(((u64)__ldg(&in[3])))));
        p0173_sh0[tid * 4u + 3u] = ((u64)(((s64)__ldg(&in[3]))));
        p0173_sh1[tid * 1u + 0u] = ((u64)dg_fclamp(__uint_as_float(0x0e059650u), 0.0f, 18446742974197923840.0f));
        p0173_sh2[tid * 2u + 0u] = ((s16)((u32)(((s16)__ldg(&in[0]))) + (u32)(((s16)21658))));
        p0173_sh2[tid * 2u + 1u] = ((s16)32767);
        u8 v9 = ((u8)((((((u8)2)) > (((u8)223)))) ? (((u8)tid)) : (st->x0)));
        p0173_S0 sv10;
        sv10.f0 = ((BOOL)(((((s64)v9)) <= (((s64)0x1d16efc9df79df07ull)))));
        sv10.f1 = ((s8)dg_fclamp(3.0f, -128.0f, 127.0f));
        s32 g11 = 0;
        f32 v12 = 0.0f;
        s32 v13 = 0;
        s32 n14 = 0, i15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)sv10;
        (void)g11;
        (void)v12;
        (void)v13;
        (void)n14;
        (void)i15;
        B3:;
        switch (((u32)(out[((u32)(((u8)((((((u16)bid)) != (((u16)32)))) ? (st->x0) : (st->x0)))) & 3u)]) + (u32)tid) & 7u) {
        case 3: {
            st->x1 = (f64)p0173_f0(DG_A(v12), DG_A(v13));
            break;
        }
        case 6: {
            n14 = (s32)((u32)(((u8)dg_div_u32((u32)(((u8)__double2hiint(dg_canon(st->arr[((u32)(((u32)((u32)(st->h) + (u32)(4294967294u)))) & 1u)])))), (u32)(v9)))) % 8u);
            for (i15 = 0; i15 < n14; i15++) {
                v9 = ((u8)(tid));
                st->h = ((u32)((((((u16)i15)) >= (((u16)477)))) ? (gtid) : (bid)));
            }
            break;
        }
        default: {
            sv10.f1 = ((s8)(+(sv10.f1)));
            break;
        }
        }
        if (g11 < 3 && (signbit(dg_canon(((f64)v12))) != 0)) {
            g11++;
            goto B3;
        }
        (*(p0173_sh1 + tid * 1u + 0u)) = ((u64)((u64)(((u64)0x206ull)) - (u64)(((u64)min(v13, ((s32)st->x0))))));
        st->h = (((((u32)(tid) * 3u) ^ (u32)dg_dbits(st->x1) * 5u) ^ (u32)(in[(3u & 3u)]) * 7u) ^ (u32)(dg_dbits(st->arr[(0u & 1u)]) >> 32) * 9u) ^ (u32)((u64)(p0173_sh0[tid * 4u + (3u & 3u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 12u;
        u64 v16 = ((u64)tid);
        BOOL v17 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        p0173_sh2[tid * 2u + ((u32)(((s64)((u64)(((s64)st->x0)) ^ (u64)0xffffffffffffffff))) & 1u)] = ((s16)((u32)(((s16)-32768)) + (u32)(((s16)v16))));
        st->x1 = ((f64)((f32)bid));
        st->h = (((((u32)dg_dbits(st->arr[(0u & 1u)]) * 3u) ^ (u32)(p0173_sh0[(131u % 132u)]) * 5u) ^ (u32)((u64)(p0173_sh0[(131u % 132u)]) >> 32) * 7u) ^ (u32)(p0173_sh1[(0u % 33u)]) * 9u) ^ (u32)(p0173_sh2[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
        v16 = (u64)p0173_f1(DG_A(v17), ((s64)((u64)(((s64)v16)) - (u64)(((s64)0x1full)))));
        out[4] = (u32)(st->x0);
        out[5] = (u32)dg_dbits(st->x1);
        out[6] = (u32)(dg_dbits(st->x1) >> 32);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((u64)((u64)(v16) + (u64)(((u64)dg_div_u64((u64)(v16), (u64)(p0173_sh0[((u32)(((s64)(((isnan(((f64)st->x0)) != 0)) ? (((s64)tid)) : (((s64)0xffffffffffffff8bull))))) % 132u)])))))));
        out[9] = (u32)(((s32)tid));
        out[10] = (u32)dg_dbits(st->arr[0]);
        out[11] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0173, p0173_state, 33, 1, 4, 12, 2, 2048, 174u)
