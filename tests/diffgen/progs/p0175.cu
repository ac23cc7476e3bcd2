// diffgen program p0175: gen.py --seed 176 --name p0175 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s16 f0;
} p0175_S0;

FN BOOL p0175_f0(u16 p0, s32 p1)
{
    u32 c3 = 0;
    s64 v1 = ((s64)__float2ull_rz(dg_fclamp(((f32)p0), 0.0f, 18446742974197923840.0f)));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)c3;
    (void)p0;
    (void)p1;
    p0 = ((u16)((p0) & (p0)));
    if (((((f32)p1)) < (__uint_as_float(0x80000000u))) && ((((s8)v1)) != (((s8)95)))) return ((BOOL)(((p0) <= (((u16)v1)))));
    h2 = ((((u32)(p0) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(v1) * 7u) ^ (u32)((u64)(v1) >> 32);
    return ((BOOL)(((u32)(((BOOL)((c3 = 1498142602u), (u32)(c3 ^ ((u32)v1))))) ^ h2) & 1u));
}

FN float2 p0175_f1(s32 depth, s32 p0)
{
    s64 v4 = ((s64)((u64)(((s64)0x8000000000000001ull)) << ((u32)(((u8)depth)) & 63u)));
    u8 v5 = ((u8)v4);
    float2 sv6 = make_float2(1.0e10f, (((f32)depth) - 100.0f));
    s32 n7 = 0, i8 = 0;
    u32 h9 = 0;
    (void)v4;
    (void)v5;
    (void)sv6;
    (void)n7;
    (void)i8;
    (void)h9;
    (void)depth;
    (void)p0;
    if (depth <= 0) return sv6;
    n7 = (s32)((u32)(((u64)0xffull)) % 8u) + 1;
    for (i8 = 0; i8 < n7; i8++) {
        v4 = ((s64)((((s64)((u64)(((s64)0xffffffffffffffffull)) - (u64)(v4)))) ^ (((s64)sizeof(f32)))));
    }
    p0 ^= ((s32)((s32)(((s32)((((((s16)255)) != (((s16)78)))) || (((((u32)v4)) >= (((u32)depth))))))) >> ((u32)(((u8)((u32)(((u8)254)) << ((u32)(((u8)p0)) & 31u)))) & 31u)));
    sv6 = p0175_f1(depth - 1, ((s32)(((s64)((u64)(v4) << ((u32)(v5) & 63u))))));
    h9 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)(v4) * 7u) ^ (u32)((u64)(v4) >> 32) * 9u) ^ (u32)(v5);
    sv6.x = (sv6.x + (f32)(h9 & 255u));
    return sv6;
}

FN s32 p0175_f2(s32 *p0, u8 p1)
{
    BOOL v10 = ((BOOL)((s8)p1));
    u8 v11 = ((u8)(((s64)0x7ull)));
    float2 sv12 = make_float2((__uint_as_float(0xc1769e95u) * ((f32)((f64)v11))), __fsqrt_rz(((f32)((s16)v11))));
    s32 g13 = 0;
    s32 g14 = 0;
    u32 h15 = 0;
    (void)v10;
    (void)v11;
    (void)sv12;
    (void)g13;
    (void)g14;
    (void)h15;
    (void)p0;
    (void)p1;
    B2:;
    if ((((u32)v11)) != (542176726u)) {
        --v11;
    }
    if (g13 < 3 && ((((((u64)0x3full)) == (((u64)v11)))) || (((((s16)-32768)) != (((s16)v10)))))) {
        g13++;
        goto B2;
    }
    v10 = ((BOOL)(((((f64)p1)) != (((f64)v10)))));
    B3:;
    sv12.x = (__uint_as_float(0x4b000000u) + ((f32)v10));
    if (g14 < 1 && ((((u32)v11)) < (797969903u))) {
        g14++;
        goto B3;
    }
    h15 = (((((u32)(p1) * 3u) ^ (u32)(v10) * 5u) ^ (u32)(v11) * 7u) ^ dg_fbits(sv12.x) * 9u) ^ dg_fbits(sv12.y);
    return ((s32)((u32)(152) ^ (u32)h15));
}

typedef struct {
    u8 x0;
    s32 x1;
    u32 h;
} p0175_state;

DG_SHARED f32 p0175_sh0[384];

DG_KERNEL(p0175_kernel, p0175_state)
{
    DG_BEGIN(p0175_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = ((u8)((((f64)((s8)1))) == (((f64)bid))));
        st->x1 = ((s32)(((u32)st->x0)));
        st->h = ((u32)(((isnan(((f64)__ldg(&in[5]))) != 0)) && (((st->x1) < (3)))));
        p0175_sh0[tid * 4u + 0u] = (((f32)((f64)st->x1)) / ((f32)((u8)108)));
        p0175_sh0[tid * 4u + 1u] = ((f32)gtid);
        p0175_sh0[tid * 4u + 2u] = __uint2float_ru(gtid);
        p0175_sh0[tid * 4u + 3u] = (((f32)__ldg(&in[5])) * ((f32)((u16)255)));
        u64 v16 = ((u64)st->h);
        s32 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((s32)__double2ull_ru(dg_dclamp(((f64)gtid), 0.0, 18446744073709549568.0)));
        float2 sv19;
        sv19.x = ((f32)tid);
        sv19.y = ((((((u8)7)) != (st->x0))) ? (*(p0175_sh0 + tid * 4u + ((u32)(((u8)((u32)(st->x0) - (u32)(((u8)st->x1))))) & 3u))) : ((f32)gtid));
        p0175_S0 sv20;
        sv20.f0 = ((s16)((((u8)st->h)) > (st->x0)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)a17;
        (void)j18;
        (void)sv19;
        (void)sv20;
        st->h = ((u32)((((((f64)sv19.y)) <= (__longlong_as_double((s64)0x1493f4ce5e3e9ea6ull)))) ? (tid) : (gtid)));
        st->x1 = p0175_f2(a17, ((u8)((((u8)((u32)(st->x0) ^ (u32)0xffffffff))) | (((u8)sizeof(u8))))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ dg_fbits(sv19.y) * 7u) ^ (u32)(sv20.f0) * 9u) ^ (u32)(a17[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 5u;
        s32 c29 = 0;
        u32 v21 = ((u32)((((u16)0)) <= (((u16)36161))));
        BOOL v22 = ((BOOL)(((7u) <= (2088660500u))));
        s32 a23[8] = {0};
        s32 j24;
        for (j24 = 0; j24 < 8; j24++)
            a23[j24] = ((s32)dg_dclamp(((f64)v21), -2147483648.0, 2147483647.0));
        float2 sv25;
        sv25.x = __fsqrt_rd(((f32)((s16)tid)));
        sv25.y = (p0175_sh0[tid * 4u + ((u32)(st->x0) & 3u)] * ((f32)((u64)gtid)));
        s32 g26 = 0;
        s32 n27 = 0, i28 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)v22;
        (void)a23;
        (void)j24;
        (void)sv25;
        (void)g26;
        (void)n27;
        (void)i28;
        (void)c29;
        v21++;
        st->x0 = ((u8)((u32)(((u8)((u32)(st->x0) ^ (u32)0xffffffff))) + (u32)(((u8)((u32)(((u8)tid)) >> ((u32)(v21) & 31u))))));
        switch (((u32)(((s32)bid)) + (u32)st->x1) & 3u) {
        case 0: {
            sv25 = p0175_f1((s32)((u32)(((u32)((u32)0 - (u32)(tid)))) % 3u), ((s32)gtid));
            break;
        }
        case 1: {
            if ((((s8)((((s16)-554)) > (((s16)-296))))) != (((s8)-28))) {
                v21 = (u32)p0175_f2(a23, ((u8)((u32)(st->x0) << ((u32)(v21) & 31u))));
            } else {
                if ((gtid % 3u) == 0u && ((((f64)tid)) < (((f64)v21)))) return;
            }
            break;
        }
        default: {
            a23[((u32)(st->x0) & 7u)] = ((s32)((u32)(((s32)((u32)(((s32)tid)) << ((u32)(542885534) & 31u)))) * (u32)(((s32)((u32)(a23[((u32)(((s64)((u64)(((s64)0x8000000000000001ull)) * (u64)(((s64)0x8000000000000000ull))))) & 7u)]) - (u32)(((s32)v22)))))));
            break;
        }
        }
        B4:;
        n27 = (s32)((u32)(st->h) % 7u) + 1;
        i28 = 0;
        do {
            if (isinf(sv25.x) != 0) break;
            v22 = ((BOOL)((s16)((((s64)st->x0)) < (((s64)0xa3874032991dae63ull)))));
        } while (++i28 < n27);
        if (g26 < 1 && (!(((st->x1) < (((s32)tid)))))) {
            g26++;
            goto B4;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(in[(5u % 6u)]) * 7u) ^ dg_fbits(p0175_sh0[tid * 4u + (3u & 3u)]) * 9u) ^ (u32)(a23[(7u & 7u)]) ^ (st->h * 7u);
        v21 = (u32)p0175_f0(((u16)(((isfinite(((f32)gtid)) != 0)) ? (((u16)__mul64hi(((s64)v22), ((s64)st->x1)))) : (((u16)32)))), ((s32)((((s32)((((v21) != (in[((u32)(((u8)dg_fclamp(sv25.x, 0.0f, 255.0f))) % 6u)]))) ? (a23[((u32)(((u8)dg_fclamp(((f32)((u16)65535)), 0.0f, 255.0f))) & 7u)]) : (st->x1)))) | (((c29 = a23[((u32)(((u8)__double2ull_ru(dg_dclamp(((f64)v22), 0.0, 18446744073709549568.0)))) & 7u)]), (s32)(c29 ^ ((s32)tid)))))));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((s32)((((s32)dg_rem_s32((s32)(st->x1), (s32)(st->x1)))) & (st->x1))));
        out[4] = (u32)(st->x1);
    }
    DG_END
}

DG_PROGRAM(p0175, p0175_state, 96, 2, 6, 5, 2, 8192, 176u)
