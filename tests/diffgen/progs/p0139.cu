// diffgen program p0139: gen.py --seed 140 --name p0139 --include ../twin.h
#include "../twin.h"

typedef struct {
    u16 f0[4];
} p0139_S0;

FN f64 p0139_f0(s32 *p0)
{
    u64 v1 = ((u64)((((u64)0xde21d9a022b60b43ull)) & (((u64)0x3706b9c8b8106c1aull))));
    u64 v2 = ((u64)((u64)(v1) >> ((u32)(((u32)v1)) & 63u)));
    s32 g3 = 0;
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)p0;
    if (((((f64)v2)) == (__longlong_as_double((s64)0x1b2c3e5165df93d6ull))) && ((((f64)((s16)v2))) < (0.25))) return ((f64)v2);
    B1:;
    n4 = (s32)((u32)(((u32)dg_div_u32((u32)(((u32)((u32)(((u32)v1)) * (u32)(4175026713u)))), (u32)(((u32)dg_fclamp(((f32)((s64)0xe0b870c8aecf5b2full)), 0.0f, 4294967040.0f)))))) % 8u) + 1;
    for (i5 = 0; i5 < n4; i5++) {
        v2 = ((u64)__float2int_rz(dg_fclamp(sqrtf(((f32)v1)), -2147483648.0f, 2147483520.0f)));
    }
    if (g3 < 1 && (!((signbit(dg_canonf(((f32)v1))) != 0)))) {
        g3++;
        goto B1;
    }
    v2 = ((u64)((u64)(v1) >> ((u32)(((u32)((u32)(((u32)v2)) >> ((u32)(((u8)v2)) & 31u)))) & 63u)));
    h6 = (((((u32)(v1) * 3u) ^ (u32)((u64)(v1) >> 32) * 5u) ^ (u32)(v2) * 7u) ^ (u32)((u64)(v2) >> 32) * 9u) ^ (u32)(p0[(1u & 1u)]);
    return (__longlong_as_double((s64)0x0000000000000000ull) + (f64)(h6 & 255u));
}

typedef struct {
    s8 x0;
    u16 x1;
    u16 x2;
    u32 h;
    u32 arr[2];
} p0139_state;

DG_KERNEL(p0139_kernel, p0139_state)
{
    DG_BEGIN(p0139_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        u16 c7 = 0;
        st->x0 = ((s8)((((s8)127)) & (((s8)2))));
        st->x1 = ((u16)((((f32)__ldg(&in[2]))) == (__uint_as_float(0x3effffffu))));
        st->x2 = ((c7 = ((u16)__ldg(&in[4]))), (u16)(c7 ^ st->x1));
        st->h = ((u32)((((s64)__ldg(&in[4]))) < (((s64)bid))));
        st->arr[0] = __ldg(&in[0]);
        st->arr[1] = __ldg(&in[1]);
        f32 v8 = ((f32)0.0);
        s16 v9 = ((s16)((((s16)-29559)) ^ (((s16)st->x0))));
        s32 a10[8] = {0};
        s32 j11;
        for (j11 = 0; j11 < 8; j11++)
            a10[j11] = j11;
        s32 g12 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)v9;
        (void)a10;
        (void)j11;
        (void)g12;
        (void)c7;
        B2:;
        out[((u32)(((u8)dg_div_u32((u32)(((u8)bid)), (u32)(((u8)v9))))) & 1u)] = ((u32)(((u64)st->x2)));
        if (g12 < 1 && (!(((st->h) == (1343716921u))))) {
            g12++;
            goto B2;
        }
        st->x0 = (s8)dg_dclamp(p0139_f0(a10 + ((u32)(31u) % 7u)), -128.0, 127.0);
        st->x0 = (s8)dg_dclamp(p0139_f0(a10 + ((u32)(((s64)0xbe7c01495cfa5c2full)) % 7u)), -128.0, 127.0);
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ (u32)(in[(0u % 5u)]) * 7u) ^ (u32)(in[(4u % 5u)]) * 9u) ^ (u32)(a10[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        u16 c19 = 0;
        BOOL v13 = ((BOOL)((isnan(((f32)st->x0)) != 0)));
        s32 a14[8] = {0};
        s32 j15;
        for (j15 = 0; j15 < 8; j15++)
            a14[j15] = j15;
        s32 g16 = 0;
        s32 n17 = 0, i18 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)a14;
        (void)j15;
        (void)g16;
        (void)n17;
        (void)i18;
        (void)c19;
        B3:;
        n17 = (s32)((u32)(((u64)((u64)(((u64)((u64)(((u64)st->x1)) + (u64)(((u64)v13))))) ^ (u64)0xffffffffffffffff))) % 8u);
        i18 = 0;
        while (i18 < n17) {
            i18++;
            v13 = (BOOL)(p0139_f0(a14) != 0);
            if ((((((63u) <= (231186169u))) ? 1.0f : ((f32)st->h))) == ((((f32)i18) - ((f32)st->x2)))) {
                st->x0 = ((s8)((u32)(st->x0) * (u32)(st->x0)));
            } else {
                st->x2 = st->x1;
            }
        }
        if (g16 < 3 && ((st->x2) < (st->x1))) {
            g16++;
            goto B3;
        }
        st->x1 = ((u16)((((u16)1)) ^ (((c19 = ((u16)gtid)), (u16)(c19 ^ ((u16)st->x0))))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(out[(1u & 1u)]) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->h);
        out[6] = dg_fbits((((!(v13))) ? (-(((f32)tid))) : -1.0f));
        out[7] = (u32)(st->arr[0]);
        out[8] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0139, p0139_state, 150, 2, 5, 9, 2, 2048, 140u)
