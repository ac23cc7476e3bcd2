// diffgen program p0017: gen.py --seed 17 --name p0017 --include ../twin.h
#include "../twin.h"

typedef struct {
    s32 f0;
    u64 f1;
} p0017_S0;
typedef struct DG_ALIGN(16) {
    s16 f0;
} p0017_S1;

FN u64 p0017_f0(u64 p0)
{
    s32 c2 = 0;
    u16 c3 = 0;
    u16 v1 = ((u16)(~(u32)(((u16)p0))));
    s32 n4 = 0, i5 = 0;
    s32 n6 = 0, i7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)n4;
    (void)i5;
    (void)n6;
    (void)i7;
    (void)h8;
    (void)c2;
    (void)c3;
    (void)p0;
    switch (((u32)(((s32)((u32)(((c2 = 0), (s32)(c2 ^ 8))) * (u32)(((s32)((((s64)v1)) > (((s64)0xffull)))))))) + (u32)v1) & 3u) {
    case 0: {
        v1++;
        break;
    }
    case 1: {
        v1 -= (u16)(((c3 = ((u16)323)), (u16)(c3 ^ v1)));
    }
    /* fallthrough */
    case 2: {
        n4 = (s32)((u32)(p0) % 8u);
        i5 = 0;
        do {
            p0 >>= ((u32)(((u32)dg_fclamp(((f32)v1), 0.0f, 4294967040.0f))) & 63u);
            v1 = ((u16)(!(((((u8)255)) >= (((u8)v1))))));
        } while (++i5 < n4);
        break;
    }
    case 3: {
        p0 = ((u64)(((0.125 / 0.0)) >= (((f64)p0))));
        break;
    }
    }
    if (((p0) != (((u64)0xf0aa617158e98fcbull))) && ((((f32)p0)) >= (__uint_as_float(0x7f7fffffu)))) return p0;
    n6 = (s32)((u32)(((u32)((u32)(((u32)((4294967295u) | (((u32)v1))))) - (u32)(((u32)((((((u8)255)) <= (((u8)p0)))) && (((((f32)p0)) == (0.0f))))))))) % 8u);
    for (i7 = 0; i7 < n6; i7++) {
        v1 = ((u16)p0);
        v1--;
    }
    h8 = (((u32)(p0) * 3u) ^ (u32)((u64)(p0) >> 32) * 5u) ^ (u32)(v1);
    return ((u64)((u64)(((u64)(((s16)((u32)(((s16)p0)) << ((u32)(257) & 31u)))))) ^ (u64)h8));
}

FN u16 p0017_f1(f64 p0, s32 p1, f32 p2, float2 p3, DG_REF(s64) p4, f32 p5, u16 p6, u8 p7, DG_REF(s16) p8, s32 p9)
{
    s64 v9 = ((s64)0xffffffffffffffc5ull);
    f64 v10 = (((f64)v9) / ((f64)v9));
    p0017_S0 sv11;
    sv11.f0 = ((s32)dg_rem_s32((s32)(p1), (s32)(p9)));
    sv11.f1 = ((u64)((((u64)0x12full)) | (((u64)DG_R(p8)))));
    u32 h12 = 0;
    (void)v9;
    (void)v10;
    (void)sv11;
    (void)h12;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    (void)p9;
    if ((((sv11.f0) != (p9))) || ((!(((32u) < (3657357328u)))))) {
        p1 = p9;
    } else {
        p3.x = (p2 * p5);
    }
    p0 = ((f64)p9);
    p7 = (u8)p0017_f0(((u64)((((DG_R(p8)) != (((s16)p1)))) ? (((u64)p7)) : (((u64)p7)))));
    h12 = (((((u32)(p6) * 3u) ^ (u32)(p7) * 5u) ^ (u32)((u64)(v9) >> 32) * 7u) ^ dg_fbits(p3.y) * 9u) ^ (u32)(sv11.f1);
    return ((u16)((u32)(((u16)dg_fclamp(((f32)((u32)v9)), 0.0f, 65535.0f))) ^ (u32)h12));
}

FN s16 p0017_f2(u32 p0, u32 p1)
{
    u8 c17 = 0;
    s16 c19 = 0;
    BOOL v13 = ((BOOL)(((((((u16)554)) >= (((u16)p0)))) || (((((u16)7)) == (((u16)p0)))))));
    float2 sv14;
    sv14.x = ((f32)((s64)0xb10303f147a3e608ull));
    sv14.y = ((f32)((f64)v13));
    s32 g15 = 0;
    s64 v16 = 0;
    s16 v18 = 0;
    s32 n20 = 0, i21 = 0;
    u32 h22 = 0;
    (void)v13;
    (void)sv14;
    (void)g15;
    (void)v16;
    (void)v18;
    (void)n20;
    (void)i21;
    (void)h22;
    (void)c17;
    (void)c19;
    (void)p0;
    (void)p1;
    B1:;
    if ((((u64)((u64)(((u64)p1)) * (u64)(((u64)0x1ull))))) >= (((u64)p0))) {
        if ((((s16)((u32)0 - (u32)(((s16)v13))))) == (((s16)(~(u32)(((s16)p0)))))) {
            sv14.y = sqrtf((((f32)p1) * sv14.y));
        }
    } else {
        sv14.y = (((f32)p0) + sv14.y);
    }
    if (g15 < 1 && ((((s16)p0)) < (((s16)-162)))) {
        g15++;
        goto B1;
    }
    if ((((u64)0x790159063f8d1461ull)) >= (((u64)0xfffffffffffffffeull))) {
        if ((((u16)p1)) < (((u16)40224))) {
            v18 = (s16)p0017_f1((((f64)p1) + ((f64)v13)), ((s32)llmax(((s64)0xffffffffffffffdbull), ((s64)p0))), ((((__longlong_as_double((s64)0x7ff8000000000000ull)) < (__longlong_as_double((s64)0x4330000000000000ull)))) ? (3.0f * __uint_as_float(0x00800000u)) : ((f32)((s8)127))), make_float2(((((((s64)p1)) < (((s64)p0)))) ? ((f32)p0) : ((f32)410481313)), ((f32)((u16)65534))), DG_A(v16), ((f32)((s64)p1)), ((u16)p1), ((c17 = ((u8)v13)), (u8)(c17 ^ ((u8)255))), DG_A(v18), ((s32)dg_dclamp(((f64)p1), -2147483648.0, 2147483647.0)));
        } else {
            v18 = ((s16)((((s16)((v18) & (v18)))) & (((c19 = v18), (s16)(c19 ^ v18)))));
        }
    } else {
        if (isfinite(9007199254740992.0) != 0) {
            v16 = ((s64)((((f32)p0)) != (((f32)((u64)p1)))));
        } else {
            sv14.x = (-((((f32)((s8)-82)) * sv14.x)));
        }
    }
    n20 = (s32)((u32)(((s32)__float2ull_rz(dg_fclamp(((v13) ? sv14.y : ((f32)p1)), 0.0f, 18446742974197923840.0f)))) % 4u);
    for (i21 = 0; i21 < n20; i21++) {
        if ((__fma_ru(((f64)v16), 1.0e22, ((f64)v16))) >= (fma(__longlong_as_double((s64)0xf8fc8a3b080a4ed5ull), 0.25, ((f64)v18)))) {
            if (!((signbit(dg_canon(((f64)((u16)p0)))) != 0))) continue;
        } else {
            p1 = ((u32)i21);
        }
    }
    h22 = (((((u32)(p1) * 3u) ^ (u32)(v13) * 5u) ^ (u32)(v16) * 7u) ^ (u32)((u64)(v16) >> 32) * 9u) ^ dg_fbits(sv14.x);
    return ((s16)((u32)(((s16)((s32)(((s16)((v13) ? (((s16)v13)) : (((s16)v16))))) >> ((u32)(((u8)((u32)(((u8)v18)) - (u32)(((u8)254))))) & 31u)))) ^ (u32)h22));
}

typedef struct {
    u64 x0;
    u16 x1;
    u32 x2;
    u32 h;
} p0017_state;

DG_KERNEL(p0017_kernel, p0017_state)
{
    DG_BEGIN(p0017_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 6u;
        u32 c23 = 0;
        st->x0 = ((u64)((((((f32)__ldg(&in[1]))) < (((f32)__ldg(&in[3]))))) ? (((u64)0x4d2763d6e99f45ccull)) : (((u64)tid))));
        st->x1 = ((u16)__ldg(&in[3]));
        st->x2 = ((c23 = 552u), (u32)(c23 ^ 255u));
        st->h = ((u32)((470u) | (__ldg(&in[3]))));
        u16 v24 = ((u16)((u32)(((u16)bid)) << ((u32)(st->x2) & 31u)));
        u8 v25 = ((u8)((u32)(((u8)255)) << ((u32)(st->h) & 31u)));
        float2 sv26;
        sv26.x = __fsqrt_rd(((f32)st->h));
        sv26.y = truncf(((f32)((f64)v24)));
        s32 g27 = 0;
        s32 g28 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)v25;
        (void)sv26;
        (void)g27;
        (void)g28;
        (void)c23;
        B2:;
        st->h = ((u32)((u32)(gtid) + (u32)(st->x2)));
        if (g27 < 1 && ((((f32)v25)) > (sv26.y))) {
            g27++;
            goto B2;
        }
        B3:;
        st->x0--;
        if (g28 < 3 && ((((s32)v25)) <= (((s32)-258782813)))) {
            g28++;
            goto B3;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x0) * 7u) ^ (u32)(v25) * 9u) ^ dg_fbits(sv26.y) ^ (st->h * 7u);
        st->x0 = (u64)p0017_f2(((u32)((((u32)v24)) ^ (in[((u32)(((s64)((u64)(((s64)st->x1)) << ((u32)(((u32)st->x0)) & 63u)))) % 5u)]))), ((u32)ullmin(((u64)((u64)(((u64)0x1ull)) << ((u32)(((u32)st->x1)) & 63u))), ((u64)0x212ull))));
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        if ((gtid % 7u) == 1u && ((((s64)0xfdaa9bdf6a0a6631ull)) < (((s64)0xed43692090361e27ull)))) return;
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((s64)sizeof(f64)));
    }
    DG_END
}

DG_PROGRAM(p0017, p0017_state, 40, 2, 5, 6, 1, 2048, 17u)
