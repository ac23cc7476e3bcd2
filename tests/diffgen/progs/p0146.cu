// diffgen program p0146: gen.py --seed 147 --name p0146 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s64 f0;
    u8 f1;
} p0146_S0;

FN u32 p0146_f0(f64 p0, p0146_S0 p1)
{
    u64 v1 = ((u64)((((u64)0x7ull)) & (((u64)0x3ull))));
    s8 v2 = ((s8)dg_dclamp(((f64)((f32)v1)), -128.0, 127.0));
    float2 sv3;
    sv3.x = (((f32)((s64)0x8000000000000001ull)) * ((f32)v2));
    sv3.y = (((f32)v2) * ((f32)p0));
    s32 g4 = 0;
    s32 n5 = 0, i6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)sv3;
    (void)g4;
    (void)n5;
    (void)i6;
    (void)h7;
    (void)p0;
    (void)p1;
    B1:;
    n5 = (s32)((u32)(((u8)(((s64)((u64)(((s64)v2)) + (u64)(((s64)v2))))))) % 8u) + 1;
    for (i6 = 0; i6 < n5; i6++) {
        if ((((u32)v2)) < (709320324u)) break;
        v2 &= (s8)(((s8)((u32)(((s8)v1)) << ((u32)(3u) & 31u))));
    }
    if (g4 < 3 && ((((s16)v1)) < (((s16)7278)))) {
        g4++;
        goto B1;
    }
    if ((((u64)((u64)(((u64)0x1ull)) >> ((u32)(121u) & 63u)))) > (((u64)dg_fclamp(((f32)((u16)v1)), 0.0f, 18446742974197923840.0f)))) {
        if (((((s32)v2)) >= (((s32)0x80000000u))) && ((((f64)v1)) != (p0))) return ((u32)((u32)(63u) << ((u32)(((u32)v2)) & 31u)));
    }
    v1 = ((u64)0x7ull);
    if (isfinite(((f64)v1)) != 0) {
        p0 *= ((f64)((u32)((u32)(451028615u) + (u32)(((u32)v1)))));
    }
    h7 = (((((u32)(v1) * 3u) ^ (u32)((u64)(v1) >> 32) * 5u) ^ (u32)(p1.f0) * 7u) ^ (u32)((u64)(p1.f0) >> 32) * 9u) ^ dg_fbits(sv3.y);
    return ((u32)((u32)(((u32)((u32)0 - (u32)(((u32)(v2)))))) ^ (u32)h7));
}

typedef struct {
    u64 x0;
    s32 x1;
    u32 h;
} p0146_state;

DG_SHARED s32 p0146_sh0[150];
DG_SHARED f64 p0146_sh1[150];

DG_KERNEL(p0146_kernel, p0146_state)
{
    DG_BEGIN(p0146_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 7u;
        s64 c15 = 0;
        st->x0 = ((u64)__ldg(&in[2]));
        st->x1 = ((s32)((s32)(((s32)tid)) >> ((u32)(((u8)__ldg(&in[6]))) & 31u)));
        st->h = ((u32)sizeof(s32));
        p0146_sh0[tid * 1u + 0u] = st->x1;
        p0146_sh1[tid * 1u + 0u] = (((f64)bid) / __longlong_as_double((s64)0x0cc4a314fe0c6342ull));
        f32 v8 = ((f32)((f64)st->x1));
        p0146_S0 sv9;
        sv9.f0 = ((s64)((u64)0 - (u64)(((s64)bid))));
        sv9.f1 = ((u8)__double2uint_rz(dg_dclamp(((f64)((f32)gtid)), 0.0, 4294967295.0)));
        s32 n10 = 0, i11 = 0;
        s32 g12 = 0;
        s32 n13 = 0, i14 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)sv9;
        (void)n10;
        (void)i11;
        (void)g12;
        (void)n13;
        (void)i14;
        (void)c15;
        n10 = (s32)((u32)(((u8)st->h)) % 7u);
        for (i11 = 0; i11 < n10; i11++) {
            v8 = ((f32)((s8)((((((u16)st->x0)) != (((u16)1)))) ? (((s8)4)) : (((s8)st->x0)))));
            if (isnan((((f32)st->x1) - ((f32)gtid))) != 0) {
                sv9.f0 = ((s64)((u64)(((s64)st->x1)) ^ (u64)0xffffffffffffffff));
            }
        }
        st->x0 = ((u64)gtid);
        B2:;
        switch (((u32)(st->x1) + (u32)tid) & 3u) {
        case 0: {
            if ((((u64)((((u64)0x3full)) & (st->x0)))) < (__double2ull_rn(dg_dclamp(((f64)sv9.f0), 0.0, 18446744073709549568.0)))) {
                v8 = ((((((s64)st->x1)) <= (((s64)gtid)))) ? ((f32)tid) : ((f32)((f64)st->h)));
            } else {
                v8 = (f32)p0146_f0(fma(((f64)tid), ((f64)bid), ((f64)((s64)st->h))), sv9);
            }
            break;
        }
        case 2: {
            st->x0 = ((u64)((u64)0 - (u64)(((u64)tid))));
            break;
        }
        case 3: {
            n13 = (s32)((u32)(((u64)((((((((u16)32)) <= (((u16)65535)))) || ((signbit(dg_canonf(((f32)st->h))) != 0)))) || (((((((s16)-32768)) <= (((s16)st->x1)))) || (((((u32)st->x1)) > (((u32)st->x0))))))))) % 7u);
            for (i14 = 0; i14 < n13; i14++) {
                if ((bid) <= (((u32)st->x0))) break;
                st->x1 = (s32)p0146_f0((p0146_sh1[tid * 1u + 0u] + ((f64)gtid)), sv9);
            }
            break;
        }
        default: {
            st->x0 = ((u64)((((sv9.f1) <= (((u8)0)))) ? (((u64)((u64)(st->x0) * (u64)(st->x0)))) : (((u64)((((((s16)gtid)) > (((s16)-17255)))) ? (st->x0) : (st->x0))))));
            break;
        }
        }
        if (g12 < 1 && ((((s16)7)) >= (((s16)-32768)))) {
            g12++;
            goto B2;
        }
        v8 = (f32)p0146_f0(__longlong_as_double(((s64)((s64)(((s64)0xfb6072c9b1e1d0a9ull)) >> ((u32)(bid) & 63u)))), sv9);
        st->h = (((((u32)(bid) * 3u) ^ (u32)((u64)(st->x0) >> 32) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)((u64)(sv9.f0) >> 32) * 9u) ^ (u32)(out[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 7u;
        s64 v16 = ((s64)((u64)(((s64)bid)) + (u64)(((s64)0x8000000000000001ull))));
        p0146_S0 sv17;
        sv17.f0 = ((s64)((u64)0 - (u64)(((s64)st->h))));
        sv17.f1 = ((u8)tid);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)sv17;
        v16 >>= ((u32)(((u32)((u32)(0u) - (u32)(1u)))) & 63u);
        (*(p0146_sh0 + tid * 1u + 0u)) = ((s32)((tid) <= (((u32)v16))));
        sv17.f1 = sv17.f1;
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(in[(0u & 7u)]) * 9u) ^ (u32)dg_dbits(p0146_sh1[(0u % 150u)]) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)((u64)(st->x0) >> 32);
        out[4] = (u32)(st->x1);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((s32)(((u8)(st->x1)))));
    }
    DG_END
}

DG_PROGRAM(p0146, p0146_state, 150, 4, 8, 7, 2, 2048, 147u)
