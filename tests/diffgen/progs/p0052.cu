// diffgen program p0052: gen.py --seed 52 --name p0052 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u64 f0;
} p0052_S0;
typedef struct DG_ALIGN(16) {
    BOOL f0;
    u8 f1;
} p0052_S1;

FN u32 p0052_f0(u8 p0)
{
    u32 v1 = __double2uint_rn(dg_dclamp(((f64)p0), 0.0, 4294967295.0));
    s8 v2 = ((s8)((u32)(((s8)p0)) * (u32)(((s8)88))));
    u8 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((u8)((u32)(p0) + (u32)(p0)));
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)p0;
    h5 = (((((u32)(p0) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(v2) * 7u) ^ (u32)(a3[(0u & 7u)]) * 9u) ^ (u32)(a3[(7u & 7u)]);
    return ((u32)((u32)(((u32)dg_div_u32((u32)(((u32)((((u32)v2)) ^ (v1)))), (u32)(2u)))) ^ (u32)h5));
}

FN u8 p0052_f1(float2 p0, u32 *p1, BOOL p2)
{
    u8 v6 = ((u8)p2);
    s32 n7 = 0, i8 = 0;
    s32 n9 = 0, i10 = 0;
    u32 h11 = 0;
    (void)v6;
    (void)n7;
    (void)i8;
    (void)n9;
    (void)i10;
    (void)h11;
    (void)p0;
    (void)p1;
    (void)p2;
    v6 = ((u8)__urhadd(p1[((u32)(((u8)((u32)(v6) >> ((u32)(((s32)0x80000000u)) & 31u)))) & 1u)], ((u32)v6)));
    n7 = (s32)((u32)(((u8)((u32)(((u8)((u32)(v6) - (u32)(((u8)255))))) + (u32)(v6)))) % 8u);
    i8 = 0;
    do {
        n9 = (s32)((u32)(((u32)((u32)((*(p1 + ((u32)(((s32)(~(u32)(((s32)-218))))) & 1u)))) >> ((u32)(((u32)(v6))) & 31u)))) % 8u);
        i10 = 0;
        while (i10 < n9) {
            i10++;
            p0.y = ((__uint_as_float(0xd5b5e1a4u) / ((f32)i10)) / rintf(((f32)((f64)p2))));
        }
    } while (++i8 < n7);
    h11 = (((((u32)(p2) * 3u) ^ (u32)(v6) * 5u) ^ dg_fbits(p0.x) * 7u) ^ dg_fbits(p0.y) * 9u) ^ (u32)(p1[(1u & 1u)]);
    return ((u8)((u32)(((u8)((u32)(((u8)p2)) - (u32)(((u8)((v6) & (((u8)48)))))))) ^ (u32)h11));
}

typedef struct {
    s64 x0;
    u8 x1;
    u32 h;
} p0052_state;

DG_SHARED f64 p0052_sh0[200];

DG_KERNEL(p0052_kernel, p0052_state)
{
    DG_BEGIN(p0052_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        u32 c16 = 0;
        st->x0 = ((s64)0x371fb6a396201139ull);
        st->x1 = ((u8)__ldg(&in[3]));
        st->h = ((u32)((4294967294u) & (4080710095u)));
        p0052_sh0[tid * 2u + 0u] = ((((((s32)st->x1)) < (((s32)__ldg(&in[1]))))) ? ((f64)tid) : 1.5);
        p0052_sh0[tid * 2u + 1u] = ((((st->x0) < (((s64)0x8b127c8b4f3e40caull)))) ? __longlong_as_double((s64)0xc37280805fe15c50ull) : ((f64)tid));
        BOOL v12 = ((BOOL)((isnan(__uint_as_float(0xd2e7d023u)) != 0)));
        BOOL v13 = ((BOOL)(((((f64)((u16)gtid))) <= (p0052_sh0[tid * 2u + ((u32)(((s32)(~(u32)(((s32)tid))))) & 1u)]))));
        u32 a14[8] = {0};
        s32 j15;
        for (j15 = 0; j15 < 8; j15++)
            a14[j15] = ((c16 = ((u32)v13)), (u32)(c16 ^ gtid));
        float2 sv17;
        sv17.x = ((f32)((f64)st->x0));
        sv17.y = ((f32)st->x0);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)v13;
        (void)a14;
        (void)j15;
        (void)sv17;
        (void)c16;
        st->h = p0052_f0(((u8)((((u8)v12)) & (((u8)233)))));
        sv17.y = ((((signbit(dg_canonf(sv17.y)) != 0)) ? sv17.y : ((f32)((s8)2))) * ((f32)((s16)-1)));
        v12 = ((BOOL)((!(((((s8)st->h)) != (((s8)-99)))))));
        st->h = (((((u32)(gtid) * 3u) ^ dg_fbits(sv17.y) * 5u) ^ (u32)(out[(0u & 3u)]) * 7u) ^ (u32)dg_dbits(p0052_sh0[tid * 2u + (1u & 1u)]) * 9u) ^ (u32)(a14[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        s64 v18 = ((s64)((u64)(((s64)0xffffffffffffff57ull)) * (u64)(((s64)st->x1))));
        u32 a19[8] = {0};
        s32 j20;
        for (j20 = 0; j20 < 8; j20++)
            a19[j20] = ((u32)((((1685940256u) >= (3009102931u))) && (((((s16)bid)) == (((s16)-27544))))));
        float2 sv21 = make_float2(((f32)((s16)-6946)), ((f32)v18));
        s32 g22 = 0;
        s32 g23 = 0;
        s32 n24 = 0, i25 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)a19;
        (void)j20;
        (void)sv21;
        (void)g22;
        (void)g23;
        (void)n24;
        (void)i25;
        B2:;
        st->x0 = ((s64)((s64)(v18) >> ((u32)(((u8)229)) & 63u)));
        if (g22 < 2 && (!(((((s32)st->h)) <= (((s32)st->x0)))))) {
            g22++;
            goto B2;
        }
        B3:;
        st->x1 *= (u8)(((u8)((u32)(((u8)((u32)(st->x1) ^ (u32)0xffffffff))) >> ((u32)(((s32)-1)) & 31u))));
        if (g23 < 1 && ((((s16)st->x0)) != (((s16)-4992)))) {
            g23++;
            goto B3;
        }
        n24 = (s32)((u32)(((u32)(((u16)((((u16)tid)) | (((u16)7837))))))) % 8u) + 1;
        i25 = 0;
        do {
            if ((((s16)((u32)(((s16)32)) << ((u32)(i25) & 31u)))) == (((s16)13723))) {
                st->h = ((u32)((tid) | (st->h)));
            }
        } while (++i25 < n24);
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ dg_fbits(sv21.y) * 7u) ^ (u32)(out[(0u & 3u)]) * 9u) ^ (u32)(out[(3u & 3u)]) ^ (st->h * 7u);
        st->h = (u32)p0052_f1(sv21, &out[((u32)(((s32)__umul64hi(((u64)0x17818aa6459840f0ull), ((u64)bid)))) % 3u)], ((BOOL)(((((f32)255)) != (__fmul_rz(((f32)((s16)v18)), ((f32)v18)))))));
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((u32)((u32)(((u32)((u32)(((u32)st->x1)) + (u32)(2611385909u)))) ^ (u32)0xffffffff)));
    }
    DG_END
}

DG_PROGRAM(p0052, p0052_state, 100, 3, 4, 9, 2, 2048, 52u)
