// diffgen program p0174: gen.py --seed 175 --name p0174 --include ../twin.h
#include "../twin.h"

typedef struct {
    BOOL f0;
} p0174_S0;
typedef struct DG_ALIGN(16) {
    f32 f0;
    s64 f1;
} p0174_S1;

FN float4 p0174_f0(float4 p0, double2 p1, s32 p2)
{
    s32 v1 = ((s32)((((((u8)71)) != (((u8)p2)))) ? (((s32)-739936856)) : (p2)));
    float4 sv2 = make_float4(fdimf(((f32)p2), ((f32)((u64)p2))), __ll2float_ru(((s64)v1)), (((f32)p2) + ((f32)((f64)v1))), ((f32)((s16)p2)));
    s32 g3 = 0;
    s32 n4 = 0, i5 = 0;
    s32 g6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)sv2;
    (void)g3;
    (void)n4;
    (void)i5;
    (void)g6;
    (void)h7;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    p1.x = __dmul_rn(((((((f64)v1)) <= (__longlong_as_double((s64)0x0000000000000000ull)))) ? ((f64)((s64)p2)) : __longlong_as_double((s64)0x3810000000000000ull)), (__longlong_as_double((s64)0x7ff0000000000000ull) / ((f64)((s64)0xd3240c3a4fb4477eull))));
    if (g3 < 1 && (isinf(((f64)p2)) != 0)) {
        g3++;
        goto B1;
    }
    sv2.x = (-(((f32)((u64)p2))));
    n4 = (s32)((u32)(((u32)((u32)(((u32)((((u32)p2)) ^ (((u32)v1))))) << ((u32)(((s32)__funnelshift_l(3962125861u, ((u32)v1), ((u32)p2)))) & 31u)))) % 7u) + 1;
    i5 = 0;
    do {
        p2 = i5;
        v1 &= ((s32)((u32)(i5) + (u32)(((s32)((u32)(v1) * (u32)(p2))))));
    } while (++i5 < n4);
    B2:;
    p2 >>= ((u32)(((u32)__double2int_rn(dg_dclamp(((f64)((f32)p2)), -2147483648.0, 2147483647.0)))) & 31u);
    if (g6 < 3 && ((((f32)((s16)v1))) < (((f32)p2)))) {
        g6++;
        goto B2;
    }
    h7 = ((((dg_fbits(p0.y) * 3u) ^ dg_fbits(p0.z) * 5u) ^ (u32)(dg_dbits(p1.x) >> 32) * 7u) ^ (u32)dg_dbits(p1.y) * 9u) ^ dg_fbits(sv2.x);
    sv2.x = (sv2.x + (f32)(h7 & 255u));
    return sv2;
}

FN f64 p0174_f1(s64 p0)
{
    u64 v8 = ((u64)p0);
    u64 v9 = ((u64)((((s8)p0)) > (((s8)-122))));
    u32 a10[16] = {0};
    s32 j11;
    for (j11 = 0; j11 < 16; j11++)
        a10[j11] = ((u32)(!(((((s16)j11)) >= (((s16)-6617))))));
    float4 sv12 = make_float4((((f32)((u8)v8)) / ((f32)v8)), ((f32)((s8)p0)), (__uint_as_float(0x3effffffu) - 0.5f), ((f32)((s32)v8)));
    double2 sv13 = make_double2(((f64)((u16)v9)), ((((((s16)-11647)) > (((s16)31)))) ? ((f64)((f32)p0)) : ((f64)p0)));
    s32 g14 = 0;
    u32 h15 = 0;
    (void)v8;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)sv12;
    (void)sv13;
    (void)g14;
    (void)h15;
    (void)p0;
    switch (((u32)(((u16)((u32)(((u16)((u32)0 - (u32)(((u16)236))))) + (u32)(((u16)__mulhi(((s32)v8), ((s32)-2147483647))))))) + (u32)p0) & 7u) {
    case 1: {
        if ((((s16)sizeof(s8))) < (((s16)__float2uint_rz(dg_fclamp(sv12.y, 0.0f, 4294967040.0f))))) {
            v9 = ((u64)sizeof(sv12));
        }
    }
    /* fallthrough */
    case 4: {
        p0 ^= ((s64)dg_dclamp(((f64)v8), -9223372036854775808.0, 9223372036854774784.0));
        break;
    }
    case 5: {
        sv12 = p0174_f0(make_float4(((f32)((u8)7)), ((f32)v9), ((((p0) > (((s64)0x4fd1df4fad775cbbull)))) ? ((f32)p0) : ((f32)p0)), (((f32)1404426836u) * __uint_as_float(0x4f000000u))), make_double2(((f64)v9), ((((sv13.y) != (sv13.x))) ? ((f64)((f32)v9)) : ((f64)v8))), ((s32)(~(u32)(31))));
        break;
    }
    default: {
        sv12.w = ((((((u8)p0)) < (((u8)190)))) ? ((f32)p0) : sv12.x);
        break;
    }
    }
    B3:;
    sv12 = p0174_f0(sv12, sv13, ((s32)((((((u16)65535)) < (((u16)8)))) ? (((s32)-2146766687)) : (((s32)-26585896)))));
    if (g14 < 1 && ((sv12.x) == (((f32)p0)))) {
        g14++;
        goto B3;
    }
    h15 = (((((u32)((u64)(p0) >> 32) * 3u) ^ dg_fbits(sv12.z) * 5u) ^ (u32)dg_dbits(sv13.x) * 7u) ^ (u32)(dg_dbits(sv13.x) >> 32) * 9u) ^ (u32)(a10[(15u & 15u)]);
    return (((((f64)v8) - __longlong_as_double((s64)0x41e0000000000000ull)) - ((((((f32)p0)) == (sv12.w))) ? ((f64)__uint_as_float(0xa050ff29u)) : ((f64)v8))) + (f64)(h15 & 255u));
}

FN u8 p0174_f2(u8 p0)
{
    u8 v16 = ((u8)((u32)(p0) - (u32)(((u8)56))));
    u8 a17[16] = {0};
    s32 j18;
    for (j18 = 0; j18 < 16; j18++)
        a17[j18] = ((u8)(((s16)j18)));
    float4 sv19 = make_float4(__uint_as_float(0x5960ca7fu), rintf(((f32)((s8)p0))), ((f32)p0), ((f32)((u64)p0)));
    double2 sv20;
    sv20.x = ((f64)((u16)v16));
    sv20.y = ((((((f32)v16)) < (__uint_as_float(0x5f000000u)))) ? ((f64)p0) : ((f64)((s64)0x8000000000000001ull)));
    s32 n21 = 0, i22 = 0;
    u32 h23 = 0;
    (void)v16;
    (void)a17;
    (void)j18;
    (void)sv19;
    (void)sv20;
    (void)n21;
    (void)i22;
    (void)h23;
    (void)p0;
    v16 = ((u8)dg_dclamp(__dadd_rn(sv20.x, ((f64)p0)), 0.0, 255.0));
    n21 = (s32)((u32)(8u) % 7u) + 1;
    i22 = 0;
    while (i22 < n21) {
        i22++;
        if ((((f64)((u16)v16))) >= (__longlong_as_double((s64)0xafa671228495075aull))) continue;
    }
    sv19 = p0174_f0(sv19, sv20, ((s32)(((s16)p0))));
    switch (((u32)(((s32)dg_rem_s32((s32)(((s32)((s32)(((s32)p0)) >> ((u32)(((s32)v16)) & 31u)))), (s32)(((s32)sizeof(sv20)))))) + (u32)p0) & 7u) {
    case 0: {
        v16 = (u8)dg_dclamp(p0174_f1(__double2ll_rn(dg_dclamp(sv20.x, -9223372036854775808.0, 9223372036854774784.0))), 0.0, 255.0);
    }
    /* fallthrough */
    case 5: {
        p0 = (u8)dg_dclamp(p0174_f1(((s64)((s64)(((s64)(((signbit(dg_canon(sv20.y)) != 0)) ? (((s64)0xffull)) : (((s64)p0))))) >> ((u32)(((u32)((((u64)p0)) <= (((u64)0x61a3a6784b696f8ull))))) & 63u)))), 0.0, 255.0);
    }
    /* fallthrough */
    case 7: {
        if (((((s8)v16)) < (((s8)8))) && (isfinite(sv19.x) != 0)) return ((u8)((u32)(((u8)118)) >> ((u32)(32) & 31u)));
        break;
    }
    default: {
        if (!(((((f32)((s16)19140))) >= (((f32)((f64)v16)))))) {
            p0 = ((u8)((u32)(p0) * (u32)(p0)));
        }
        break;
    }
    }
    h23 = ((((dg_fbits(sv19.z) * 3u) ^ dg_fbits(sv19.w) * 5u) ^ (u32)dg_dbits(sv20.x) * 7u) ^ (u32)(dg_dbits(sv20.x) >> 32) * 9u) ^ (u32)(dg_dbits(sv20.y) >> 32);
    return ((u8)((u32)(((u8)((u32)(((u8)((u32)(p0) * (u32)(p0)))) + (u32)(p0)))) ^ (u32)h23));
}

typedef struct {
    f32 x0;
    s16 x1;
    u32 h;
} p0174_state;

DG_SHARED u32 p0174_sh0[280];

DG_KERNEL(p0174_kernel, p0174_state)
{
    DG_BEGIN(p0174_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((f32)0.0);
        st->x1 = ((s16)min(132, ((s32)gtid)));
        st->h = ((u32)((u32)(bid) - (u32)(__ldg(&in[0]))));
        p0174_sh0[tid * 4u + 0u] = ((u32)((u32)(((u32)st->x1)) >> ((u32)(__ldg(&in[5])) & 31u)));
        p0174_sh0[tid * 4u + 1u] = ((u32)((((((f64)__ldg(&in[3]))) != (((f64)__ldg(&in[2]))))) ? (94u) : (288u)));
        p0174_sh0[tid * 4u + 2u] = ((u32)((u32)(__ldg(&in[4])) + (u32)(__ldg(&in[1]))));
        p0174_sh0[tid * 4u + 3u] = bid;
        u16 v24 = ((u16)((u32)(((u16)st->x1)) + (u32)(((u16)st->h))));
        float4 sv25;
        sv25.x = __uint_as_float(0x6d915380u);
        sv25.y = (((f32)gtid) * ((f32)bid));
        sv25.z = __fmaf_ru(((f32)bid), st->x0, st->x0);
        sv25.w = 1024.0f;
        double2 sv26 = make_double2(__dadd_rz(((f64)st->x1), ((f64)__uint_as_float(0xc26f7fecu))), ((f64)st->x1));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)sv25;
        (void)sv26;
        st->x0 = (f32)p0174_f2(((u8)((((u8)59)) | (((u8)255)))));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x1) * 5u) ^ dg_fbits(sv25.y) * 7u) ^ (u32)(out[(0u & 3u)]) * 9u) ^ (u32)(p0174_sh0[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
        out[4] = dg_fbits(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->h);
        out[7] = dg_fbits(__double2float_rz(((f64)((u8)st->x1))));
        out[8] = (u32)(((u64)((u64)(((u64)__usad(st->h, 63u, 4294967295u))) << ((u32)(426192240) & 63u))));
    }
    DG_END
}

DG_PROGRAM(p0174, p0174_state, 70, 1, 6, 9, 1, 2048, 175u)
