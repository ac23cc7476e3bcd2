// diffgen program p0097: gen.py --seed 97 --name p0097 --include ../twin.h
#include "../twin.h"

typedef struct {
    s32 f0;
    BOOL f1;
} p0097_S0;

FN s64 p0097_f0(s32 depth, u16 p0, u32 p1)
{
    f32 v1 = (((f32)((u8)p0)) - ((f32)p0));
    p0097_S0 sv2;
    sv2.f0 = ((s32)p0);
    sv2.f1 = ((BOOL)(((0u) != (p1))));
    s32 n3 = 0, i4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)sv2;
    (void)n3;
    (void)i4;
    (void)h5;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((s64)((u64)(((s64)depth)) - (u64)(((s64)0x5d97e984d68eb435ull))));
    p1 = ((u32)((((((s16)32767)) > (((s16)2733)))) && (((((u64)0x0ull)) >= (((u64)depth))))));
    if ((((u32)((u32)(p1) >> ((u32)(depth) & 31u)))) == (564977700u)) {
        p0 = ((u16)(((u8)p1)));
    } else {
        if ((((s16)p0)) < (((s16)-25781))) goto F1;
    }
    n3 = (s32)((u32)(3551028058u) % 4u) + 1;
    for (i4 = 0; i4 < n3; i4++) {
    }
    F1:;
    p0 = (u16)p0097_f0(depth - 1, ((u16)((u32)(p0) + (u32)(((u16)51235)))), ((u32)((u32)(((u32)(~(u32)(3u)))) << ((u32)(((u32)depth)) & 31u))));
    h5 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)(p1) * 7u) ^ (u32)(sv2.f0) * 9u) ^ (u32)(sv2.f1);
    return ((s64)((u64)(((s64)0xffull)) ^ (u64)h5));
}

FN s32 p0097_f1(u64 *p0, s64 p1, DG_REF(BOOL) p2, f32 p3, s32 p4, s16 p5, u32 p6, longlong2 p7, f64 p8, BOOL p9, u8 p10, p0097_S0 p11, s16 p12, DG_REF(u64) p13)
{
    u16 v6 = ((u16)dg_fclamp(1.0e10f, 0.0f, 65535.0f));
    longlong2 sv7 = make_longlong2(((s64)sizeof(p11)), ((s64)dg_div_s64((s64)(p7.y), (s64)(p1))));
    u32 h8 = 0;
    (void)v6;
    (void)sv7;
    (void)h8;
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
    (void)p10;
    (void)p11;
    (void)p12;
    (void)p13;
    if ((((u8)p9)) <= (((u8)242))) {
    } else {
    }
    h8 = (((((u32)(p1) * 3u) ^ dg_fbits(p3) * 5u) ^ (u32)(p4) * 7u) ^ (u32)(p11.f0) * 9u) ^ (u32)((u64)(sv7.y) >> 32);
    return ((s32)((u32)(((s32)((u32)(((s32)((u32)(p4) * (u32)(((s32)p1))))) * (u32)(p4)))) ^ (u32)h8));
}

typedef struct {
    u64 x0;
    f64 x1;
    u32 h;
    u32 arr[4];
} p0097_state;

DG_SHARED f32 p0097_sh0[160];
DG_SHARED f32 p0097_sh1[40];

DG_KERNEL(p0097_kernel, p0097_state)
{
    DG_BEGIN(p0097_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        u64 c17 = 0;
        u32 c20 = 0;
        st->x0 = ((u64)((u64)(((u64)0xb4944ee1d66d5a42ull)) + (u64)(((u64)0x3full))));
        st->x1 = (__longlong_as_double((s64)0x2f11a08947eec340ull) - ((f64)__ldg(&in[4])));
        st->h = ((u32)((u32)(__ldg(&in[2])) * (u32)(tid)));
        st->arr[0] = ((u32)dg_div_u32((u32)(552u), (u32)(((u32)st->x0))));
        st->arr[1] = ((u32)dg_rem_u32((u32)(8u), (u32)(bid)));
        st->arr[2] = ((u32)((u32)(in[((u32)(((s64)(+(((s64)__ldg(&in[3])))))) % 5u)]) + (u32)(__ldg(&in[2]))));
        st->arr[3] = ((u32)__mulhi(((s32)__ldg(&in[1])), ((s32)st->h)));
        p0097_sh0[tid * 4u + 0u] = (((f32)((s16)102)) * ((f32)st->h));
        p0097_sh0[tid * 4u + 1u] = ((((st->x0) <= (((u64)0x4e3a19cf92fc77abull)))) ? 0.25f : ((f32)st->h));
        p0097_sh0[tid * 4u + 2u] = __fmul_rd(((f32)__ldg(&in[0])), 1024.0f);
        p0097_sh0[tid * 4u + 3u] = __ull2float_ru(st->x0);
        p0097_sh1[tid * 1u + 0u] = ((f32)((u64)bid));
        BOOL v9 = ((BOOL)__uint_as_float(0xf1d9ba2au));
        u64 a10[8] = {0};
        s32 j11;
        for (j11 = 0; j11 < 8; j11++)
            a10[j11] = ((u64)((u64)(st->x0) >> ((u32)(((u8)j11)) & 63u)));
        longlong2 sv12 = make_longlong2(((s64)((((s64)0x8000000000000000ull)) & (((s64)tid)))), ((s64)dg_div_s64((s64)(((s64)0x8000000000000000ull)), (s64)(((s64)tid)))));
        p0097_S0 sv13;
        sv13.f0 = ((s32)((s32)(((s32)gtid)) >> ((u32)(st->arr[((u32)(((s64)(~(u64)(((s64)tid))))) & 3u)]) & 31u)));
        sv13.f1 = ((BOOL)(((((s64)tid)) < (sv12.y))));
        s32 g14 = 0;
        s32 n15 = 0, i16 = 0;
        s32 n18 = 0, i19 = 0;
        s32 n21 = 0, i22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)a10;
        (void)j11;
        (void)sv12;
        (void)sv13;
        (void)g14;
        (void)n15;
        (void)i16;
        (void)n18;
        (void)i19;
        (void)n21;
        (void)i22;
        (void)c17;
        (void)c20;
        B3:;
        n15 = (s32)((u32)(((u8)((((st->x0) >= (((u64)0xcfc73c9ed800f88full)))) ? (((u8)((((s64)tid)) >= (sv12.x)))) : (((u8)((((f64)st->h)) == (-1.0))))))) % 8u);
        i16 = 0;
        while (i16 < n15) {
            i16++;
            if ((__fdiv_ru(((f32)((u8)st->x0)), ((f32)bid))) <= (0.125f)) {
                st->x0 -= ((c17 = (*(a10 + ((u32)(sv12.x) & 7u)))), (u64)(c17 ^ ((u64)((((sv12.y) == (((s64)0xff3d5908ebea3353ull)))) || (((gtid) == (st->h)))))));
            }
            if (v9) {
                st->x1 *= (__ddiv_rd(st->x1, st->x1) / ((f64)((s8)-92)));
            }
        }
        if (g14 < 2 && ((1.0e22) == (st->x1))) {
            g14++;
            goto B3;
        }
        n18 = (s32)((u32)(((u8)st->h)) % 8u) + 1;
        i19 = 0;
        while (i19 < n18) {
            i19++;
            p0097_sh0[tid * 4u + ((u32)(((c20 = tid), (u32)(c20 ^ tid))) & 3u)] = ((f32)((s32)gtid));
        }
        n21 = (s32)((u32)(((u32)((((s16)((((s16)st->h)) > (((s16)bid))))) >= (((s16)((((s16)st->x0)) ^ (((s16)-32768)))))))) % 7u);
        i22 = 0;
        while (i22 < n21) {
            i22++;
            if ((((s8)tid)) <= (((s8)-45))) continue;
        }
        v9 = ((BOOL)((isfinite((((f64)tid) - ((f64)bid))) != 0)));
        st->h = (((((u32)(bid) * 3u) ^ (u32)dg_dbits(st->x1) * 5u) ^ (u32)((u64)(sv12.y) >> 32) * 7u) ^ (u32)(in[(0u % 5u)]) * 9u) ^ (u32)(out[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        s16 c29 = 0;
        s16 v23 = ((s16)((((((s64)gtid)) < (((s64)0x3bd5003964c3216eull)))) ? (((s16)tid)) : (((s16)st->x0))));
        u64 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((u64)sizeof(s32));
        longlong2 sv26 = make_longlong2(((s64)dg_rem_s64((s64)(((s64)st->x0)), (s64)(((s64)v23)))), ((s64)((u64)(((s64)bid)) + (u64)(((s64)gtid)))));
        p0097_S0 sv27;
        sv27.f0 = ((s32)((u32)(((s32)gtid)) << ((u32)(st->arr[((u32)(((s32)((((s32)st->h)) & (163582080)))) & 3u)]) & 31u)));
        sv27.f1 = ((BOOL)((isfinite(((f64)st->x0)) != 0)));
        BOOL v28 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)a24;
        (void)j25;
        (void)sv26;
        (void)sv27;
        (void)v28;
        (void)c29;
        st->h++;
        st->x1 = ((((((s64)gtid)) > (((s64)0x1ull)))) ? ((f64)((f32)st->x1)) : ((f64)tid));
        st->h = (((((u32)((u64)(st->x0) >> 32) * 3u) ^ (u32)dg_dbits(st->x1) * 5u) ^ (u32)(sv27.f1) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)((u64)(a24[(7u & 7u)]) >> 32) ^ (st->h * 7u);
        st->x1 = (f64)p0097_f0((s32)((u32)(((u32)((u32)((*(in + ((u32)(((u8)((u32)(((u8)22)) - (u32)(((u8)st->x0))))) % 5u)))) << ((u32)(((s32)bid)) & 31u)))) % 4u), ((u16)tid), ((u32)((u32)0 - (u32)(((u32)st->x0)))));
        v23 = (s16)p0097_f1(a24, ((s64)(((u8)255))), DG_A(v28), ((f32)((s64)tid)), ((s32)((((sv27.f0) > (((s32)v23)))) && (((7) == (((s32)v23)))))), ((s16)dg_div_s32((s32)(((s16)st->x0)), (s32)(v23))), ((u32)((u32)(378u) * (u32)(((u32)st->x0)))), sv26, ((((((s8)v23)) > (((s8)-123)))) ? ((f64)bid) : ((f64)v23)), ((BOOL)((u32)dg_fclamp(((f32)gtid), 0.0f, 4294967040.0f))), ((u8)(((u16)st->h))), sv27, ((c29 = v23), (s16)(c29 ^ ((s16)-21213))), DG_A(st->x0));
        out[2] = (u32)(st->x0);
        if ((gtid % 5u) == 0u && (!(v28))) return;
        out[3] = (u32)((u64)(st->x0) >> 32);
        out[4] = (u32)dg_dbits(st->x1);
        out[5] = (u32)(dg_dbits(st->x1) >> 32);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u8)gtid));
        out[8] = (u32)dg_dbits(4294967296.0);
        out[9] = (u32)(st->arr[0]);
        out[10] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0097, p0097_state, 40, 4, 5, 11, 2, 8192, 97u)
