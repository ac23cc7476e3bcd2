// diffgen program p0004: gen.py --seed 4 --name p0004 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0;
    s64 f1;
} p0004_S0;

FN p0004_S0 p0004_f0(u8 p0, DG_REF(short2) p1, BOOL p2)
{
    s8 c3 = 0;
    u8 c11 = 0;
    u16 v1 = ((u16)__double2int_rn(dg_dclamp(((f64)((u32)p0)), -2147483648.0, 2147483647.0)));
    p0004_S0 sv2;
    sv2.f0 = ((c3 = ((s8)v1)), (s8)(c3 ^ ((s8)p0)));
    sv2.f1 = ((s64)((((p0) <= (((u8)205)))) && (((((f64)v1)) != (3.0)))));
    short2 sv4;
    sv4.x = ((s16)((((s16)p2)) | (((s16)p0))));
    sv4.y = ((s16)((u32)(((s16)p2)) + (u32)(((s16)v1))));
    s32 g5 = 0;
    s32 g6 = 0;
    s32 n7 = 0, i8 = 0;
    s32 n9 = 0, i10 = 0;
    s32 n12 = 0, i13 = 0;
    u32 h14 = 0;
    (void)v1;
    (void)sv2;
    (void)sv4;
    (void)g5;
    (void)g6;
    (void)n7;
    (void)i8;
    (void)n9;
    (void)i10;
    (void)n12;
    (void)i13;
    (void)h14;
    (void)c3;
    (void)c11;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    p2 = ((BOOL)((!(p2))));
    if (g5 < 1 && ((((u16)p2)) <= (((u16)p0)))) {
        g5++;
        goto B1;
    }
    B2:;
    switch (((u32)(((u32)((((s16)dg_rem_s32((s32)(((s16)p2)), (s32)(((s16)v1))))) < (((s16)31572))))) + (u32)p0) & 7u) {
    case 0: {
        n7 = (s32)((u32)(((u32)((((s32)((u32)(((s32)v1)) << ((u32)(((u32)p0)) & 31u)))) < (((s32)((31) | (127))))))) % 4u);
        for (i8 = 0; i8 < n7; i8++) {
            v1++;
            if (((i8) >= (1605485518)) && ((((s64)0x2eull)) > (sv2.f1))) return sv2;
        }
        break;
    }
    case 3: {
        n9 = (s32)((u32)(((u32)((((((f64)p0)) != (((f64)((f32)p0))))) ? (((u32)dg_dclamp(((f64)p0), 0.0, 4294967295.0))) : (((u32)v1))))) % 7u) + 1;
        i10 = 0;
        do {
            v1 = ((u16)__mul24(((s32)DG_R(p1).x), ((s32)((s16)p0))));
            p0 = ((u8)dg_div_u32((u32)(((u8)v1)), (u32)(p0)));
        } while (++i10 < n9);
    }
    /* fallthrough */
    case 5: {
        switch (((u32)(((u16)dg_rem_u32((u32)(((u16)p0)), (u32)(((u16)__float2ll_rd(dg_fclamp(((f32)((s8)p2)), -9223372036854775808.0f, 9223371487098961920.0f))))))) + (u32)v1) & 7u) {
        case 4: {
            v1 = ((u16)((u32)(v1) >> ((u32)(((u8)p2)) & 31u)));
        }
        /* fallthrough */
        case 6: {
            v1 ^= (u16)(((u16)2));
            break;
        }
        case 7: {
            p0 *= (u8)(((c11 = p0), (u8)(c11 ^ ((u8)88))));
            break;
        }
        }
        break;
    }
    case 6: {
        n12 = (s32)((u32)(((s32)(((s16)(((u32)p2)))))) % 8u) + 1;
        for (i13 = 0; i13 < n12; i13++) {
            if (((((f64)i13)) >= (__longlong_as_double((s64)0x82e4fbb227f30f30ull))) && ((((u16)p0)) == (v1))) return sv2;
            p2 = ((BOOL)(((((s16)v1)) != (((s16)-16686)))));
        }
        break;
    }
    }
    if (g6 < 1 && ((v1) < (((u16)424)))) {
        g6++;
        goto B2;
    }
    h14 = (((((u32)(p0) * 3u) ^ (u32)(p2) * 5u) ^ (u32)(sv2.f0) * 7u) ^ (u32)((u64)(sv2.f1) >> 32) * 9u) ^ (u32)(sv4.x);
    sv2.f0 = ((s8)((u32)(sv2.f0) ^ (u32)h14));
    return sv2;
}

FN u16 p0004_f1(u8 p0)
{
    s32 v15 = ((s32)dg_div_s32((s32)(0), (s32)(((s32)p0))));
    u8 v16 = ((u8)((((u8)v15)) <= (((u8)88))));
    u8 a17[8] = {0};
    s32 j18;
    for (j18 = 0; j18 < 8; j18++)
        a17[j18] = ((u8)38);
    short2 sv19 = make_short2(((s16)((1.5) != (((f64)v16)))), ((s16)((u32)0 - (u32)(((s16)p0)))));
    p0004_S0 sv20;
    sv20.f0 = ((s8)((u32)0 - (u32)(((s8)p0))));
    sv20.f1 = ((s64)v15);
    u32 h21 = 0;
    (void)v15;
    (void)v16;
    (void)a17;
    (void)j18;
    (void)sv19;
    (void)sv20;
    (void)h21;
    (void)p0;
    switch (((u32)(((u16)dg_fclamp(((f32)v16), 0.0f, 65535.0f))) + (u32)p0) & 3u) {
    case 3: {
        v16 = ((u8)((u32)(v16) << ((u32)(2966673438u) & 31u)));
        break;
    }
    default: {
        v15 = ((s32)__float2uint_rz(dg_fclamp(((f32)v16), 0.0f, 4294967040.0f)));
        break;
    }
    }
    p0++;
    sv20 = p0004_f0(((u8)(+(v16))), DG_A(sv19), ((BOOL)((f32)((f64)v15))));
    p0 >>= ((u32)(((u32)(((u64)0x97fa613b08ec43e2ull)))) & 7u);
    h21 = (((((u32)(v15) * 3u) ^ (u32)(v16) * 5u) ^ (u32)(sv20.f0) * 7u) ^ (u32)(sv20.f1) * 9u) ^ (u32)(a17[(7u & 7u)]);
    return ((u16)((u32)(((u16)2)) ^ (u32)h21));
}

FN s64 p0004_f2(s32 depth, short2 p0, u32 p1)
{
    s32 v22 = depth;
    short2 sv23;
    sv23.x = ((s16)((((u64)depth)) <= (((u64)0x0ull))));
    sv23.y = ((s16)-14472);
    p0004_S0 sv24;
    sv24.f0 = ((s8)((u32)(((s8)-127)) * (u32)(((s8)depth))));
    sv24.f1 = ((s64)((u64)0 - (u64)(((s64)depth))));
    s32 g25 = 0;
    s32 n26 = 0, i27 = 0;
    s32 g28 = 0;
    u32 h29 = 0;
    (void)v22;
    (void)sv23;
    (void)sv24;
    (void)g25;
    (void)n26;
    (void)i27;
    (void)g28;
    (void)h29;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((s64)((((s64)v22)) | (((s64)p1))));
    B3:;
    n26 = (s32)((u32)(((s32)((((s32)((((((u16)v22)) != (((u16)p1)))) ? (189326743) : (((s32)p1))))) ^ (((s32)((u32)(251) * (u32)(((s32)p1)))))))) % 4u);
    for (i27 = 0; i27 < n26; i27++) {
        if ((__dp2a_lo(((s32)-6), v22, v22)) > (((s32)-286131464))) {
            if ((i27) > (((s32)p1))) break;
        }
    }
    if (g25 < 1 && (!(((((u8)86)) >= (((u8)depth)))))) {
        g25++;
        goto B3;
    }
    B4:;
    sv24 = p0004_f0(((u8)((u32)(((u8)((u32)(((u8)v22)) * (u32)(((u8)depth))))) << ((u32)(((u32)((((s8)-47)) == (((s8)v22))))) & 31u))), DG_A(p0), ((BOOL)((!(((((s16)v22)) != (((s16)32767))))))));
    if (g28 < 2 && ((((u8)p1)) >= (((u8)60)))) {
        g28++;
        goto B4;
    }
    p1 >>= ((u32)(((u32)depth)) & 31u);
    p1 = (u32)p0004_f2(depth - 1, p0, ((u32)((((((u64)p1)) > (((u64)v22)))) ? (p1) : (p1))));
    h29 = (((((u32)(depth) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(p0.x) * 7u) ^ (u32)(sv23.y) * 9u) ^ (u32)((u64)(sv24.f1) >> 32);
    return ((s64)((u64)(((s64)((u64)(((s64)((s64)(((s64)0xdd15237858aeb2b6ull)) >> ((u32)(v22) & 63u)))) + (u64)(((s64)((u64)(sv24.f1) + (u64)(((s64)0x8000000000000000ull)))))))) ^ (u64)h29));
}

typedef struct {
    u32 x0;
    u64 x1;
    s8 x2;
    u32 h;
} p0004_state;

DG_SHARED u8 p0004_sh0[200];
DG_SHARED s16 p0004_sh1[100];

DG_KERNEL(p0004_kernel, p0004_state)
{
    DG_BEGIN(p0004_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = bid;
        st->x1 = ((u64)((u64)(((u64)st->x0)) * (u64)(((u64)0x1ull))));
        st->x2 = ((s8)((u32)(((s8)__ldg(&in[3]))) + (u32)(((s8)__ldg(&in[4])))));
        st->h = ((u32)(((u8)135)));
        p0004_sh0[tid * 2u + 0u] = ((u8)((((((s16)__ldg(&in[3]))) <= (((s16)24232)))) ? (((u8)st->x0)) : (((u8)st->h))));
        p0004_sh0[tid * 2u + 1u] = ((u8)st->h);
        p0004_sh1[tid * 1u + 0u] = ((s16)((u32)(((s16)st->x2)) + (u32)(((s16)8))));
        f64 v30 = ((f64)bid);
        short2 sv31 = make_short2(((s16)((u32)((*(p0004_sh1 + tid * 1u + 0u))) + (u32)(((s16)gtid)))), ((s16)(((isnan(((f64)((u32)st->x1))) != 0)) ? (((s16)st->x0)) : ((*(p0004_sh1 + tid * 1u + 0u))))));
        p0004_S0 sv32;
        sv32.f0 = ((s8)__float2int_ru(dg_fclamp(((f32)st->x0), -2147483648.0f, 2147483520.0f)));
        sv32.f1 = ((s64)((((1338433405) > (1856562805))) ? (((s64)st->x2)) : (((s64)st->x2))));
        s32 g33 = 0;
        s32 n34 = 0, i35 = 0;
        s32 g36 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v30;
        (void)sv31;
        (void)sv32;
        (void)g33;
        (void)n34;
        (void)i35;
        (void)g36;
        B5:;
        n34 = (s32)((u32)(((u32)((u32)(in[((u32)(((u32)dg_fclamp(((f32)((s32)gtid)), 0.0f, 4294967040.0f))) % 7u)]) - (u32)(((u32)((u32)(in[((u32)(((s64)(3283827715u))) % 7u)]) - (u32)(st->h))))))) % 4u) + 1;
        i35 = 0;
        while (i35 < n34) {
            i35++;
            st->x2 = ((s8)dg_dclamp(((f64)-2.5f), -128.0, 127.0));
            st->x2 = ((s8)__double2uint_rd(dg_dclamp(__drcp_rz(v30), 0.0, 4294967295.0)));
        }
        if (g33 < 1 && (isinf(((f64)st->x1)) != 0)) {
            g33++;
            goto B5;
        }
        sv31.x = ((s16)tid);
        sv31.x = ((s16)(((s32)gtid)));
        B6:;
        p0004_sh0[tid * 2u + ((u32)(((s32)gtid)) & 1u)] = ((u8)((u32)(((u8)dg_fclamp(((f32)p0004_sh1[tid * 1u + 0u]), 0.0f, 255.0f))) >> ((u32)(((s32)__funnelshift_l(7u, st->h, out[((u32)(((u8)((p0004_sh0[tid * 2u + ((u32)(((s64)((u64)(((s64)0xfffffffffffffff8ull)) - (u64)(((s64)st->x2))))) & 1u)]) & (((u8)255))))) & 1u)]))) & 31u)));
        if (g36 < 3 && ((p0004_sh0[tid * 2u + ((u32)(((u8)__umul24(((u32)((u16)264)), ((u32)((u16)st->x0))))) & 1u)]) > (p0004_sh0[tid * 2u + ((u32)(((s32)__double_as_longlong(dg_canon(v30)))) & 1u)]))) {
            g36++;
            goto B6;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)((u64)(st->x1) >> 32) * 7u) ^ (u32)(in[(6u % 7u)]) * 9u) ^ (u32)(p0004_sh0[tid * 2u + (0u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 9u;
        u8 v37 = ((u8)((u32)(((u8)bid)) << ((u32)(in[((u32)(((s64)(gtid))) % 7u)]) & 31u)));
        short2 sv38;
        sv38.x = ((s16)((((((u16)gtid)) >= (((u16)v37)))) ? (((s16)gtid)) : (((s16)st->x0))));
        sv38.y = ((s16)__urhadd(1329647187u, out[((u32)(((s32)((((s32)bid)) | (((s32)-1417569652))))) & 1u)]));
        p0004_S0 sv39;
        sv39.f0 = st->x2;
        sv39.f1 = ((s64)((((((s32)bid)) <= (((s32)-1015231927)))) ? (((s64)gtid)) : (((s64)0x8ull))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v37;
        (void)sv38;
        (void)sv39;
        if ((gtid % 7u) == 1u && (!((isnan(1.0e10f) != 0)))) return;
        switch (((u32)(((u16)__double2int_ru(dg_dclamp(__dsqrt_rz(((f64)v37)), -2147483648.0, 2147483647.0)))) + (u32)st->x2) & 3u) {
        case 1: {
            v37 = ((u8)((u32)(((u8)bid)) + (u32)((*(p0004_sh0 + tid * 2u + ((u32)(((u32)(((s16)v37)))) & 1u))))));
            break;
        }
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)((u64)(sv39.f1) >> 32) * 9u) ^ (u32)(out[(0u & 1u)]) ^ (st->h * 7u);
        st->x0 = (u32)p0004_f1(((u8)(!(((sv39.f1) <= (((s64)0x101ee98ade1aa00eull)))))));
        st->x2 = (s8)p0004_f2((s32)((u32)(((u32)sizeof(u64))) % 3u), sv38, st->h);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u16)sizeof(sv39)));
        out[8] = (u32)(((s16)((((s16)((u32)(((s16)29592)) - (u32)(((s16)12826))))) | (((s16)((((s8)2)) <= (st->x2)))))));
    }
    DG_END
}

DG_PROGRAM(p0004, p0004_state, 100, 2, 7, 9, 2, 8192, 4u)
