// diffgen program p0194: gen.py --seed 195 --name p0194 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
} p0194_S0;
typedef struct DG_ALIGN(8) {
    s8 f0;
    f32 f1;
} p0194_S1;

FN u8 p0194_f0(s8 p0)
{
    u8 v1 = ((u8)((((((s64)p0)) > (((s64)0x2df0b6f3a0177ca0ull)))) ? (((u8)p0)) : (((u8)p0))));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    v1 = ((u8)__ffsll(((s64)p0)));
    p0 ^= (s8)(((s8)((u32)(((s8)127)) << ((u32)(((u8)p0)) & 31u))));
    if ((((s64)v1)) > (((s64)0x8ull))) goto F1;
    F1:;
    h2 = ((u32)(p0) * 3u) ^ (u32)(v1);
    return ((u8)((u32)(((u8)((((u8)((((((f32)((f64)p0))) <= (((f32)((s64)v1))))) || (((((s32)v1)) <= (970579019)))))) ^ (((u8)((u32)(((u8)p0)) + (u32)(v1))))))) ^ (u32)h2));
}

FN u64 p0194_f1(s64 p0)
{
    u64 c7 = 0;
    f32 v3 = (__uint_as_float(0xbd0cf5bcu) / __uint_as_float(0x00800000u));
    u64 a4[8] = {0};
    s32 j5;
    for (j5 = 0; j5 < 8; j5++)
        a4[j5] = ((u64)dg_rem_u64((u64)(((u64)j5)), (u64)(((u64)0x1ull))));
    u32 h6 = 0;
    (void)v3;
    (void)a4;
    (void)j5;
    (void)h6;
    (void)c7;
    (void)p0;
    p0 = ((s64)((u64)(((s64)0x8000000000000001ull)) + (u64)(((s64)0x802d692c80cf8e26ull))));
    h6 = (((((u32)(p0) * 3u) ^ dg_fbits(v3) * 5u) ^ (u32)(a4[(0u & 7u)]) * 7u) ^ (u32)(a4[(7u & 7u)]) * 9u) ^ (u32)((u64)(a4[(7u & 7u)]) >> 32);
    return ((u64)((u64)(((c7 = ((u64)((u64)((*(a4 + ((u32)(((u8)p0)) & 7u)))) >> ((u32)(((u32)p0)) & 63u)))), (u64)(c7 ^ ((u64)((((u64)0x225ull)) ^ (a4[((u32)(255) & 7u)])))))) ^ (u64)h6));
}

FN u64 p0194_f2(s32 depth, u16 p0)
{
    u8 v8 = ((u8)((u32)(((u8)depth)) << ((u32)(((u8)p0)) & 31u)));
    f32 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = 100.0f;
    s32 g11 = 0;
    u32 h12 = 0;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)g11;
    (void)h12;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((u64)dg_rem_u64((u64)(((u64)0x0ull)), (u64)(((u64)depth))));
    v8 = ((u8)p0);
    B4:;
    switch (((u32)(((u32)(((!(((depth) <= (((s32)v8)))))) || (((depth) >= (((s32)v8))))))) + (u32)depth) & 3u) {
    case 2: {
        if ((((s16)((u32)(((s16)depth)) - (u32)(((s16)depth))))) < (((s16)((u32)0 - (u32)(((s16)8)))))) {
            p0 = ((u16)((u32)(((u16)dg_div_u32((u32)(p0), (u32)(((u16)depth))))) >> ((u32)(((s32)((s32)(depth) >> ((u32)(((u8)20)) & 31u)))) & 31u)));
        }
        break;
    }
    default: {
        if ((((u32)depth)) > (1u)) {
            a9[((u32)(((u32)((((u32)p0)) | (((u32)depth))))) & 7u)] = ((f32)v8);
        } else {
            p0 = ((u16)(~(u32)(p0)));
        }
        break;
    }
    }
    if (g11 < 3 && ((((s64)0x348ebf37b98965f0ull)) < (((s64)v8)))) {
        g11++;
        goto B4;
    }
    v8 = (u8)p0194_f2(depth - 1, ((u16)sizeof(f64)));
    h12 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)(v8) * 7u) ^ dg_fbits(a9[(0u & 7u)]) * 9u) ^ dg_fbits(a9[(7u & 7u)]);
    return ((u64)((u64)(((u64)(((s32)((u32)(depth) << ((u32)(564506360) & 31u)))))) ^ (u64)h12));
}

typedef struct {
    s64 x0;
    u16 x1;
    u32 x2;
    u32 h;
    f64 arr[2];
} p0194_state;

DG_KERNEL(p0194_kernel, p0194_state)
{
    DG_BEGIN(p0194_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        u8 c13 = 0;
        st->x0 = ((s64)((((s64)gtid)) | (((s64)0x2ull))));
        st->x1 = ((u16)dg_rem_u32((u32)(((u16)63)), (u32)(((u16)gtid))));
        st->x2 = ((u32)((__ldg(&in[2])) & (in[((u32)(((c13 = ((u8)bid)), (u8)(c13 ^ ((u8)1)))) & 7u)])));
        st->h = ((u32)(!(((((u64)st->x1)) <= (((u64)st->x2))))));
        st->arr[0] = ((f64)__uint_as_float(0x7f7fffffu));
        st->arr[1] = ((((st->x0) <= (((s64)st->h)))) ? ((f64)__ldg(&in[3])) : ((f64)st->h));
        s32 v14 = ((s32)st->x2);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)c13;
        st->h = ((u32)max(((s32)st->x2), __ffsll(st->x0)));
        v14 = ((s32)dg_div_s32((s32)(((s32)(((u8)223)))), (s32)(((s32)dg_fclamp(16777216.0f, -2147483648.0f, 2147483520.0f)))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)((u64)(st->x0) >> 32) * 7u) ^ (u32)(st->x1) * 9u) ^ (u32)dg_dbits(st->arr[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        s64 v15 = ((s64)((st->x0) ^ (((s64)bid))));
        s32 g16 = 0;
        s32 n17 = 0, i18 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)g16;
        (void)n17;
        (void)i18;
        st->x0 >>= ((u32)(gtid) & 63u);
        st->x1 = (u16)p0194_f1(((s64)gtid));
        B9:;
        if ((((u64)dg_rem_u64((u64)(((u64)st->x0)), (u64)(((u64)st->x2))))) == (((u64)((((st->x0) == (v15))) ? (((u64)gtid)) : (((u64)st->x2)))))) {
            st->arr[((u32)(((s64)((((s64)st->x1)) & (st->x0)))) & 1u)] = ((f64)((u8)((((u8)156)) ^ (((u8)63)))));
        }
        if (g16 < 2 && ((((__uint_as_float(0x9b5f0a7fu)) >= (((f32)st->x2)))) && (((((u16)gtid)) >= (st->x1))))) {
            g16++;
            goto B9;
        }
        n17 = (s32)((u32)(((u8)((u32)(((u8)sizeof(u64))) + (u32)(((u8)1))))) % 3u) + 1;
        i18 = 0;
        do {
            if ((((f64)((f32)st->x0))) == (1024.0)) {
                st->x0 = ((s64)dg_fclamp((__uint_as_float(0x5f000000u) / ((f32)((u64)st->x2))), -9223372036854775808.0f, 9223371487098961920.0f));
            } else {
                ++st->h;
            }
        } while (++i18 < n17);
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(v15) * 5u) ^ (u32)(in[(0u & 7u)]) * 7u) ^ (u32)(in[(7u & 7u)]) * 9u) ^ (u32)dg_dbits(st->arr[(1u & 1u)]) ^ (st->h * 7u);
        p0194_f0(((s8)((((u8)dg_fclamp(__uint_as_float(0xf873198fu), 0.0f, 255.0f))) > (((u8)((((u32)v15)) >= ((*(in + ((u32)(((s64)((s64)(((s64)st->x1)) >> ((u32)(((u8)255)) & 63u)))) & 7u))))))))));
        v15 = (s64)p0194_f2((s32)((u32)(((u32)((u32)(in[((u32)(((s64)((u64)(((s64)bid)) - (u64)(st->x0)))) & 7u)]) + (u32)(tid)))) % 5u), ((u16)((u32)(((u16)((u32)(st->x1) + (u32)(st->x1)))) * (u32)(((u16)((u32)(((u16)202)) * (u32)(st->x1)))))));
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->h);
        out[5] = (u32)dg_dbits(((f64)((u8)tid)));
        out[6] = (u32)dg_dbits(st->arr[0]);
        out[7] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0194, p0194_state, 160, 2, 8, 8, 2, 8192, 195u)
