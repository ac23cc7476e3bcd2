// diffgen program p0011: gen.py --seed 11 --name p0011 --include ../twin.h
#include "../twin.h"

typedef struct {
    s64 f0;
    f32 f1;
    u64 f2;
} p0011_S0;
typedef struct {
    s64 f0;
} p0011_S1;

FN u8 p0011_f0(BOOL p0, s16 p1, longlong2 p2)
{
    f64 v1 = (((f64)p0) + -1.0);
    s32 n2 = 0, i3 = 0;
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)n2;
    (void)i3;
    (void)g4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    n2 = (s32)((u32)(((u32)__popc(((u32)p0)))) % 8u) + 1;
    for (i3 = 0; i3 < n2; i3++) {
        if (((((u32)i3)) == (374281492u)) && ((((s32)p0)) >= (889127087))) return ((u8)96);
        if (p0 && (signbit(dg_canonf(__uint_as_float(0x4ddc74c8u))) != 0)) return ((u8)((u32)(((u8)255)) + (u32)(((u8)255))));
    }
    B1:;
    if (g4 < 2 && (!(((((u64)0xf33c1a7fafdd8733ull)) != (((u64)0x0ull)))))) {
        g4++;
        goto B1;
    }
    h5 = (((((u32)(p0) * 3u) ^ (u32)(p1) * 5u) ^ (u32)dg_dbits(v1) * 7u) ^ (u32)(p2.x) * 9u) ^ (u32)((u64)(p2.x) >> 32);
    return ((u8)((u32)(((u8)(((isfinite(((f32)p0)) != 0)) ? (((u8)dg_div_u32((u32)(((u8)254)), (u32)(((u8)p1))))) : (((u8)((((p2.x) == (((s64)0x8000000000000000ull)))) ? (((u8)p0)) : (((u8)p1)))))))) ^ (u32)h5));
}

FN p0011_S1 p0011_f1(f64 p0, p0011_S0 p1)
{
    f32 v6 = __double2float_rz(p0);
    f64 v7 = ((((1u) >= (2627480978u))) ? __longlong_as_double((s64)0x0000000000000001ull) : p0);
    longlong2 sv8;
    sv8.x = p1.f0;
    sv8.y = ((s64)((u64)(p1.f0) << ((u32)(((s32)0x80000000u)) & 63u)));
    p0011_S1 sv9;
    sv9.f0 = ((s64)dg_dclamp(v7, -9223372036854775808.0, 9223372036854774784.0));
    u32 h10 = 0;
    (void)v6;
    (void)v7;
    (void)sv8;
    (void)sv9;
    (void)h10;
    (void)p0;
    (void)p1;
    sv8.y = ((s64)dg_fclamp(v6, -9223372036854775808.0f, 9223371487098961920.0f));
    h10 = (((((u32)dg_dbits(p0) * 3u) ^ dg_fbits(v6) * 5u) ^ dg_fbits(p1.f1) * 7u) ^ (u32)(sv8.y) * 9u) ^ (u32)(sv9.f0);
    sv9.f0 = ((s64)((u64)(sv9.f0) ^ (u64)h10));
    return sv9;
}

typedef struct {
    u16 x0;
    u8 x1;
    BOOL x2;
    u32 h;
} p0011_state;

DG_SHARED u32 p0011_sh0[160];
DG_SHARED s32 p0011_sh1[40];

DG_KERNEL(p0011_kernel, p0011_state)
{
    DG_BEGIN(p0011_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((u16)(!(((((s64)__ldg(&in[0]))) >= (((s64)0x6484a550eebf1fcfull))))));
        st->x1 = ((u8)((u32)(((u8)1)) - (u32)(((u8)bid))));
        st->x2 = ((BOOL)((((isinf(1.5f) != 0)) || (((((s32)tid)) > (((s32)st->x1)))))));
        st->h = ((u32)__dp2a_hi(((s32)bid), ((s32)tid), 228));
        p0011_sh0[tid * 4u + 0u] = ((u32)((((((f64)__uint_as_float(0x3f7fffffu))) == (((f64)__ldg(&in[5]))))) ? (__ldg(&in[7])) : (__ldg(&in[6]))));
        p0011_sh0[tid * 4u + 1u] = ((u32)st->x2);
        p0011_sh0[tid * 4u + 2u] = ((u32)((st->x1) < (((u8)249))));
        p0011_sh0[tid * 4u + 3u] = ((u32)st->x2);
        p0011_sh1[tid * 1u + 0u] = ((s32)((((s64)__ldg(&in[4]))) < (((s64)st->h))));
        u16 v11 = ((u16)((u32)(((u16)st->x1)) - (u32)(st->x0)));
        s16 v12 = ((s16)st->x1);
        longlong2 sv13 = make_longlong2(((s64)0x7ull), ((s64)((u64)(((s64)st->x0)) * (u64)(((s64)st->h)))));
        p0011_S0 sv14;
        sv14.f0 = ((s64)v12);
        sv14.f1 = ((((st->x1) != (((u8)255)))) ? __uint_as_float(0x224961dcu) : ((f32)-7.0));
        sv14.f2 = ((u64)dg_div_u64((u64)(((u64)0x5c7fb02df7e7a342ull)), (u64)(((u64)0x1b2e2cd77b692cdaull))));
        p0011_S1 sv15;
        sv15.f0 = __float2ll_rd(dg_fclamp(((f32)v12), -9223372036854775808.0f, 9223371487098961920.0f));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v11;
        (void)v12;
        (void)sv13;
        (void)sv14;
        (void)sv15;
        st->x0 = (u16)p0011_f0(((BOOL)sv14.f2), ((s16)((s32)(v12) >> ((u32)(gtid) & 31u))), sv13);
        v12 >>= ((u32)(((u32)((((s16)st->x1)) > (((s16)-25147))))) & 15u);
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(sv14.f0) * 7u) ^ (u32)(p0011_sh0[tid * 4u + (0u & 3u)]) * 9u) ^ (u32)(p0011_sh0[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 9u;
        s64 c20 = 0;
        u64 c22 = 0;
        u32 v16 = ((u32)(((s8)gtid)));
        u8 v17 = ((u8)((u32)(((u8)st->x2)) - (u32)(st->x1)));
        longlong2 sv18;
        sv18.x = ((s64)((((v17) < (((u8)58)))) ? (((s64)0x1full)) : (((s64)v17))));
        sv18.y = ((s64)dg_div_s64((s64)(((s64)bid)), (s64)(((s64)tid))));
        p0011_S0 sv19;
        sv19.f0 = ((c20 = ((s64)0x8000000000000001ull)), (s64)(c20 ^ ((s64)0x112ull)));
        sv19.f1 = fmaxf(((f32)((u16)54)), ((f32)((f64)st->x2)));
        sv19.f2 = ((u64)st->h);
        p0011_S1 sv21;
        sv21.f0 = ((s64)((sv18.x) & (((s64)v16))));
        s32 g23 = 0;
        s32 n24 = 0, i25 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        (void)sv18;
        (void)sv19;
        (void)sv21;
        (void)g23;
        (void)n24;
        (void)i25;
        (void)c20;
        (void)c22;
        st->x1 = p0011_f0(((BOOL)(((((u64)0x0ull)) < (((u64)0xae97f76b950d7617ull))))), ((s16)(((c22 = ((u64)st->x0)), (u64)(c22 ^ ((u64)0x5bf379c4d8b843a4ull))))), sv18);
        B4:;
        if (isnan((sv19.f1 * ((f32)((u8)bid)))) != 0) {
            n24 = (s32)((u32)(((u64)((((u64)((u64)(((u64)v16)) + (u64)(((u64)st->x0))))) | (((u64)(((u16)st->h))))))) % 7u);
            i25 = 0;
            while (i25 < n24) {
                i25++;
                sv18.y = ((s64)((((u16)dg_rem_u32((u32)(((u16)v17)), (u32)(st->x0)))) < (((u16)13977))));
                if ((gtid % 7u) == 0u && (isfinite(((f64)__uint_as_float(0xbf800000u))) != 0)) return;
            }
        }
        if (g23 < 3 && ((((s8)st->x1)) >= (((s8)70)))) {
            g23++;
            goto B4;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)((u64)(sv18.y) >> 32) * 5u) ^ (u32)(sv19.f0) * 7u) ^ (u32)((u64)(sv21.f0) >> 32) * 9u) ^ (u32)(out[(0u & 3u)]) ^ (st->h * 7u);
        sv21 = p0011_f1(__dsqrt_rn(((((((s16)-29855)) <= (((s16)tid)))) ? __longlong_as_double((s64)0x55a32d7215840cb1ull) : ((f64)((u8)tid)))), sv19);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s8)((((((u64)v17)) >= (((u64)0xfffffffffffffffeull)))) ? (((s8)(((s64)tid)))) : (((s8)dg_dclamp(((f64)v16), -128.0, 127.0))))));
    }
    DG_END
}

DG_PROGRAM(p0011, p0011_state, 40, 4, 8, 9, 2, 2048, 11u)
