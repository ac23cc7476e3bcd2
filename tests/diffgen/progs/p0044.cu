// diffgen program p0044: gen.py --seed 44 --name p0044 --include ../twin.h
#include "../twin.h"

typedef struct {
    u64 f0;
    s8 f1;
    s16 f2;
} p0044_S0;
typedef struct DG_ALIGN(8) {
    f32 f0[2];
} p0044_S1;

FN s32 p0044_f0(u64 p0, s8 p1, s32 p2)
{
    s64 v1 = ((s64)((((s64)0x2e0b60fdd1139b9aull)) & (((s64)p2))));
    f64 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = (((f64)p1) / ((f64)p2));
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)g4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    B2:;
    if (isfinite((-(((f64)__uint_as_float(0xc2be277bu))))) != 0) {
        if ((((s64)(((s8)7)))) <= (((s64)0x6113d33b030391eull))) {
            p0--;
        } else {
            if ((!(((((s16)v1)) > (((s16)-580))))) && ((2.0f) > (((f32)__longlong_as_double((s64)0x4627b701158fea2bull))))) return ((s32)dg_dclamp(0.25, -2147483648.0, 2147483647.0));
        }
    }
    if (g4 < 1 && ((((f32)p0)) != (__uint_as_float(0x253dea83u)))) {
        g4++;
        goto B2;
    }
    v1 = ((s64)(((!(((p0) <= (((u64)0x363d1000b27bebf4ull)))))) && (((((u8)1)) < (((u8)209))))));
    h5 = (((((u32)((u64)(p0) >> 32) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(v1) * 7u) ^ (u32)((u64)(v1) >> 32) * 9u) ^ (u32)dg_dbits(a2[(0u & 3u)]);
    return ((s32)((u32)(((s32)sizeof(f32))) ^ (u32)h5));
}

FN s16 p0044_f1(u8 p0)
{
    s16 v6 = ((s16)((u32)(((s16)p0)) - (u32)(((s16)p0))));
    f32 v7 = (((f32)v6) / ((f32)v6));
    f64 a8[8] = {0};
    s32 j9;
    for (j9 = 0; j9 < 8; j9++)
        a8[j9] = (0.25 - ((f64)j9));
    u32 h10 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)h10;
    (void)p0;
    p0 >>= ((u32)(((u32)(((signbit(dg_canon(((f64)0.25f))) != 0)) ? (((u32)v6)) : (((u32)p0))))) & 7u);
    h10 = (((((u32)(p0) * 3u) ^ (u32)(v6) * 5u) ^ dg_fbits(v7) * 7u) ^ (u32)dg_dbits(a8[(0u & 7u)]) * 9u) ^ (u32)(dg_dbits(a8[(0u & 7u)]) >> 32);
    return ((s16)((u32)(((s16)((u32)(v6) - (u32)(((s16)(~(u32)(v6))))))) ^ (u32)h10));
}

FN u64 p0044_f2(s32 depth, uint4 p0, s16 p1, s16 *p2)
{
    u64 v11 = ((u64)((u64)(((u64)p1)) * (u64)(((u64)depth))));
    u32 a12[16] = {0};
    s32 j13;
    for (j13 = 0; j13 < 16; j13++)
        a12[j13] = ((u32)__double2ull_rd(dg_dclamp(((f64)j13), 0.0, 18446744073709549568.0)));
    uint4 sv14;
    sv14.x = a12[((u32)(((u8)dg_dclamp(((f64)((s64)depth)), 0.0, 255.0))) & 15u)];
    sv14.y = ((u32)(((u16)depth)));
    sv14.z = ((u32)((p0.z) ^ (p0.z)));
    sv14.w = ((u32)((u32)(162u) >> ((u32)(((s32)p1)) & 31u)));
    u32 h15 = 0;
    (void)v11;
    (void)a12;
    (void)j13;
    (void)sv14;
    (void)h15;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((u64)((u64)(((u64)p1)) << ((u32)(((u8)depth)) & 63u)));
    p1 = (s16)p0044_f2(depth - 1, p0, p1, p2);
    h15 = (((((u32)((u64)(v11) >> 32) * 3u) ^ (u32)(p0.w) * 5u) ^ (u32)(sv14.x) * 7u) ^ (u32)(sv14.w) * 9u) ^ (u32)(a12[(15u & 15u)]);
    return ((u64)((u64)(((u64)((u64)(((u64)sizeof(sv14))) << ((u32)(((s32)((s32)(depth) >> ((u32)(((u32)v11)) & 31u)))) & 63u)))) ^ (u64)h15));
}

typedef struct {
    f64 x0;
    u32 x1;
    BOOL x2;
    u32 h;
} p0044_state;

DG_SHARED f32 p0044_sh0[512];
DG_SHARED s32 p0044_sh1[128];
DG_SHARED s32 p0044_sh2[256];

DG_KERNEL(p0044_kernel, p0044_state)
{
    DG_BEGIN(p0044_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        u32 c21 = 0;
        u64 c22 = 0;
        st->x0 = (((f64)__ldg(&in[0])) + ((f64)-7.0f));
        st->x1 = ((u32)(~(u32)(1u)));
        st->x2 = ((BOOL)((isfinite(((f32)tid)) != 0)));
        st->h = 2243495707u;
        p0044_sh0[tid * 4u + 0u] = ((f32)__ldg(&in[3]));
        p0044_sh0[tid * 4u + 1u] = ((f32)bid);
        p0044_sh0[tid * 4u + 2u] = ((f32)((u8)tid));
        p0044_sh0[tid * 4u + 3u] = ((f32)((u8)255));
        p0044_sh1[tid * 1u + 0u] = ((s32)(((u8)tid)));
        p0044_sh2[tid * 2u + 0u] = ((s32)((((s32)-1)) < (((s32)st->x1))));
        p0044_sh2[tid * 2u + 1u] = 2147483647;
        u64 v16 = ((u64)gtid);
        u16 v17 = ((u16)((u32)(((u16)27479)) << ((u32)(((u8)st->h)) & 31u)));
        s16 a18[8] = {0};
        s32 j19;
        for (j19 = 0; j19 < 8; j19++)
            a18[j19] = ((s16)((u32)(((s16)v16)) << ((u32)(tid) & 31u)));
        uint4 sv20;
        sv20.x = ((u32)((in[((u32)(p0044_sh1[tid * 1u + 0u]) % 7u)]) & (((u32)v16))));
        sv20.y = ((u32)((u32)(0u) - (u32)(139090128u)));
        sv20.z = ((u32)(((isnan(((f32)st->h)) != 0)) && (((((s64)tid)) > (((s64)v16))))));
        sv20.w = in[((u32)(((u8)tid)) % 7u)];
        s32 g23 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        (void)a18;
        (void)j19;
        (void)sv20;
        (void)g23;
        (void)c21;
        (void)c22;
        st->h = ((u32)dg_rem_u32((u32)(((c21 = ((u32)v16)), (u32)(c21 ^ st->x1))), (u32)(((u32)v16))));
        switch (((u32)(((s32)((((s32)__usad(((u32)v16), ((u32)st->x2), 935135559u))) ^ (31)))) + (u32)v16) & 7u) {
        case 2: {
            st->h |= ((u32)((u32)(4294967294u) - (u32)(bid)));
            break;
        }
        default: {
            if (isnan(__longlong_as_double((s64)0xa063f712e917ce4aull)) != 0) {
                p0044_sh0[tid * 4u + ((u32)(((s32)((u32)(((s32)gtid)) << ((u32)(((s32)tid)) & 31u)))) & 3u)] = __int2float_rz(p0044_sh2[tid * 2u + ((u32)(((u32)((u32)(sv20.x) >> ((u32)(gtid) & 31u)))) & 1u)]);
            } else {
                v16 = (u64)p0044_f0(((u64)((((u64)((((((u64)0x255ull)) >= (((u64)0x374051558c24581ull)))) ? (((u64)0xbf967a79e70ea55dull)) : (v16)))) & (((c22 = ((u64)gtid)), (u64)(c22 ^ v16))))), ((s8)dg_div_s32((s32)(((s8)gtid)), (s32)(((s8)3)))), ((s32)((u32)(p0044_sh2[tid * 2u + ((u32)(((s64)((((s64)tid)) & (((s64)v16))))) & 1u)]) << ((u32)(sv20.z) & 31u))));
            }
            break;
        }
        }
        B6:;
        st->x2 = ((BOOL)(((p0044_sh1[tid * 1u + 0u]) != (1869962911))));
        if (g23 < 2 && ((((u8)bid)) == (((u8)44)))) {
            g23++;
            goto B6;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(sv20.x) * 5u) ^ (u32)(out[(3u & 3u)]) * 7u) ^ dg_fbits(p0044_sh0[tid * 4u + (0u & 3u)]) * 9u) ^ dg_fbits(p0044_sh0[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        u32 c28 = 0;
        s16 v24 = ((s16)((((((s64)0x49ull)) == (((s64)0xc6511e859cf8836aull)))) ? (((s16)gtid)) : (((s16)tid))));
        s16 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = ((s16)dg_fclamp(((f32)bid), -32768.0f, 32767.0f));
        uint4 sv27 = make_uint4(((u32)(~(u32)(((u32)v24)))), ((u32)((u32)(bid) << ((u32)(((s32)st->h)) & 31u))), tid, ((u32)dg_div_u32((u32)(gtid), (u32)(233774130u))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)sv27;
        (void)c28;
        st->x0 = ((f64)p0044_sh0[tid * 4u + ((u32)(((u32)((((gtid) > (((u32)v24)))) || (((((u8)tid)) >= (((u8)233))))))) & 3u)]);
        st->x0 = __int2double_rn(((s32)(~(u32)(p0044_sh2[((u32)(((s64)bid)) & 255u)]))));
        st->x2 = ((BOOL)((s8)__double2hiint(dg_canon(st->x0))));
        st->h = (((((u32)dg_dbits(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(sv27.y) * 7u) ^ (u32)(in[(0u % 7u)]) * 9u) ^ (u32)(p0044_sh1[(127u & 127u)]) ^ (st->h * 7u);
        v24 = p0044_f1(((u8)__float2int_rz(dg_fclamp(((f32)tid), -2147483648.0f, 2147483520.0f))));
        v24 = (s16)p0044_f2((s32)((u32)(((c28 = gtid), (u32)(c28 ^ gtid))) % 3u), make_uint4(((u32)dg_fclamp(((f32)((s8)tid)), 0.0f, 4294967040.0f)), ((u32)((st->h) & (gtid))), ((u32)((u32)(bid) << ((u32)(((u8)1)) & 31u))), ((u32)__double2loint(dg_canon(st->x0)))), ((s16)dg_fclamp(((f32)st->x2), -32768.0f, 32767.0f)), a25);
        out[4] = (u32)dg_dbits(st->x0);
        if ((gtid % 3u) == 1u && ((((u16)st->x1)) > (((u16)55565)))) return;
        out[5] = (u32)(dg_dbits(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->h);
        out[9] = dg_fbits((((((((f64)((f32)bid))) != (__longlong_as_double((s64)0xdce63ed3bf3e94beull)))) ? __uint_as_float(0x3f800000u) : p0044_sh0[tid * 4u + ((u32)(((s64)__mulhi(p0044_sh2[((u32)(((u8)__uhadd(sv27.z, in[((u32)(((s32)sizeof(f32))) % 7u)]))) & 255u)], ((s32)st->x2)))) & 3u)]) + ((f32)((f64)v24))));
    }
    DG_END
}

DG_PROGRAM(p0044, p0044_state, 128, 1, 7, 10, 2, 8192, 44u)
