// diffgen program p0170: gen.py --seed 171 --name p0170 --include ../twin.h
#include "../twin.h"

typedef struct {
    s8 f0;
    s64 f1;
} p0170_S0;
typedef struct {
    u16 f0;
    u8 f1;
} p0170_S1;

FN u64 p0170_f0(f32 p0, u32 p1, DG_REF(uint4) p2)
{
    f32 v1 = ((f32)__longlong_as_double((s64)0x841d6a69f5704b63ull));
    u64 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((u64)sizeof(DG_R(p2)));
    s32 n4 = 0, i5 = 0;
    s32 g6 = 0;
    s32 n7 = 0, i8 = 0;
    u32 h9 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)n4;
    (void)i5;
    (void)g6;
    (void)n7;
    (void)i8;
    (void)h9;
    (void)p0;
    (void)p1;
    (void)p2;
    n4 = (s32)((u32)(((u64)((((s64)__float2uint_rd(dg_fclamp(p0, 0.0f, 4294967040.0f)))) >= (((s64)__double2ull_rz(dg_dclamp(((f64)((u16)p1)), 0.0, 18446744073709549568.0))))))) % 7u);
    i5 = 0;
    while (i5 < n4) {
        i5++;
        (*(a2 + ((u32)(((u32)i5)) & 7u))) = ((u64)((((((u32)i5)) < (p1))) ? (((u64)0x9346e1e8d1d39e81ull)) : (((u64)0x2ull))));
    }
    B1:;
    n7 = (s32)((u32)(((s32)p1)) % 8u) + 1;
    i8 = 0;
    do {
        DG_R(p2).y = ((u32)__ffs(i8));
    } while (++i8 < n7);
    if (g6 < 2 && ((((s32)p1)) <= (((s32)-1661690986)))) {
        g6++;
        goto B1;
    }
    h9 = ((((dg_fbits(p0) * 3u) ^ (u32)(DG_R(p2).y) * 5u) ^ (u32)(DG_R(p2).z) * 7u) ^ (u32)(a2[(0u & 7u)]) * 9u) ^ (u32)((u64)(a2[(0u & 7u)]) >> 32);
    return ((u64)((u64)(((u64)((u64)(((u64)((u64)((*(a2 + ((u32)(((s64)__double2int_rd(dg_dclamp(((f64)p1), -2147483648.0, 2147483647.0)))) & 7u)))) << ((u32)(7u) & 63u)))) - (u64)(((u64)((u64)(a2[((u32)(((u8)p1)) & 7u)]) >> ((u32)(((s32)-12)) & 63u))))))) ^ (u64)h9));
}

typedef struct {
    BOOL x0;
    s32 x1;
    s64 x2;
    u16 x3;
    u32 h;
} p0170_state;

DG_SHARED s16 p0170_sh0[128];
DG_SHARED u64 p0170_sh1[128];

DG_KERNEL(p0170_kernel, p0170_state)
{
    DG_BEGIN(p0170_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        s32 c11 = 0;
        st->x0 = ((BOOL)(((((u16)gtid)) == (((u16)12956)))));
        st->x1 = 2147483647;
        st->x2 = ((s64)((((s64)0x1ull)) ^ (((s64)0x1b885b64e7233efcull))));
        st->x3 = ((u16)((u32)(((u16)tid)) << ((u32)(st->x1) & 31u)));
        st->h = ((u32)dg_rem_u32((u32)(__ldg(&in[0])), (u32)(((u32)st->x1))));
        p0170_sh0[tid * 2u + 0u] = ((s16)st->x2);
        p0170_sh0[tid * 2u + 1u] = ((s16)276);
        p0170_sh1[tid * 2u + 0u] = ((u64)((((u64)bid)) | (((u64)st->x1))));
        p0170_sh1[tid * 2u + 1u] = ((u64)((st->x1) < (300096254)));
        s8 v10 = ((s8)(p0170_sh1[tid * 2u + ((u32)(((c11 = ((s32)st->x3)), (s32)(c11 ^ ((s32)-294)))) & 1u)]));
        f32 v12 = __fdiv_rd(((f32)((s64)st->x3)), ((f32)((s64)0x40ull)));
        uint4 sv13;
        sv13.x = ((u32)(((s16)1)));
        sv13.y = ((u32)v10);
        sv13.z = ((u32)((u32)(st->h) >> ((u32)(((u8)gtid)) & 31u)));
        sv13.w = ((u32)((((u32)st->x0)) & (gtid)));
        s32 g14 = 0;
        s32 n15 = 0, i16 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v10;
        (void)v12;
        (void)sv13;
        (void)g14;
        (void)n15;
        (void)i16;
        (void)c11;
        st->x0 = ((BOOL)((((isfinite(((f64)v12)) != 0)) || (((bid) == (st->h))))));
        B3:;
        n15 = (s32)((u32)(((u32)((u32)(((u32)((4294967294u) | (gtid)))) << ((u32)(((u8)dg_rem_u32((u32)(((u8)102)), (u32)(((u8)3))))) & 31u)))) % 7u) + 1;
        for (i16 = 0; i16 < n15; i16++) {
            p0170_sh1[tid * 2u + ((u32)(((u8)32)) & 1u)] = ((u64)((u64)(((u64)dg_dclamp(((f64)bid), 0.0, 18446744073709549568.0))) << ((u32)(((u32)sizeof(sv13))) & 63u)));
        }
        if (g14 < 1 && ((__longlong_as_double((s64)0x3810000000000000ull)) <= (((f64)v12)))) {
            g14++;
            goto B3;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)((u64)(st->x2) >> 32) * 7u) ^ (u32)(in[(3u & 3u)]) * 9u) ^ (u32)((u64)(p0170_sh1[tid * 2u + (0u & 1u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        u8 c20 = 0;
        f32 v17 = (((f32)((s64)st->x1)) * ((f32)-7.0));
        uint4 sv18 = make_uint4(((u32)st->x0), ((u32)(((s16)-30550))), ((u32)((7u) ^ (((u32)st->x0)))), ((u32)((u32)(gtid) * (u32)((*(in + ((u32)(((s32)dg_fclamp(((f32)1.5), -2147483648.0f, 2147483520.0f))) & 3u)))))));
        s32 g19 = 0;
        s32 g21 = 0;
        s32 g22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)sv18;
        (void)g19;
        (void)g21;
        (void)g22;
        (void)c20;
        B4:;
        p0170_sh0[tid * 2u + ((u32)(((c20 = ((u8)tid)), (u8)(c20 ^ ((u8)tid)))) & 1u)] = ((s16)dg_dclamp(__dmul_rz(((f64)v17), ((f64)st->x0)), -32768.0, 32767.0));
        if (g19 < 1 && ((((u16)gtid)) > (((u16)236)))) {
            g19++;
            goto B4;
        }
        st->x0 = (BOOL)(p0170_f0(((f32)((u64)((((((s8)st->x1)) <= (((s8)-127)))) ? (p0170_sh1[tid * 2u + ((u32)(((s32)((u32)(st->x1) * (u32)(((s32)st->h))))) & 1u)]) : (p0170_sh1[tid * 2u + ((u32)(((s64)((((s64)st->x0)) ^ (st->x2)))) & 1u)])))), ((u32)dg_div_u32((u32)(((u32)st->x2)), (u32)(in[((u32)(((u32)llabs(dg_nomin64(((s64)st->x1))))) & 3u)]))), DG_A(sv18)) != 0);
        B5:;
        p0170_f0((__fmaf_rd(v17, v17, __uint_as_float(0x2de9255fu)) / (v17 / ((f32)st->x3))), 3u, DG_A(sv18));
        if (g21 < 2 && ((((f32)in[((u32)(((s32)dg_rem_s32((s32)(st->x1), (s32)(st->x1)))) & 3u)])) < (((f32)((u8)gtid))))) {
            g21++;
            goto B5;
        }
        B6:;
        st->h = ((u32)dg_fclamp(v17, 0.0f, 4294967040.0f));
        if (g22 < 3 && ((((s16)tid)) <= (((s16)7211)))) {
            g22++;
            goto B6;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)(p0170_sh0[tid * 2u + (1u & 1u)]) * 9u) ^ (u32)((u64)(p0170_sh1[tid * 2u + (0u & 1u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        u32 c26 = 0;
        s32 v23 = ((s32)llabs(dg_nomin64(((s64)st->x0))));
        s32 v24 = ((s32)st->x2);
        uint4 sv25 = make_uint4(((u32)((u32)(2261943327u) >> ((u32)(bid) & 31u))), ((c26 = ((u32)st->x3)), (u32)(c26 ^ tid)), ((u32)((u32)(st->h) - (u32)(((u32)st->x0)))), bid);
        s32 n27 = 0, i28 = 0;
        s32 g29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)v24;
        (void)sv25;
        (void)n27;
        (void)i28;
        (void)g29;
        (void)c26;
        if ((((s16)((u32)(((s16)st->x2)) << ((u32)(((s32)st->h)) & 31u)))) <= (((s16)gtid))) {
            v24 = ((s32)((s32)(v23) >> ((u32)(v23) & 31u)));
        } else {
            n27 = (s32)((u32)(((u32)(~(u32)(((u32)(~(u32)(bid))))))) % 7u);
            for (i28 = 0; i28 < n27; i28++) {
                st->x0 = ((BOOL)(((((s64)((((s64)gtid)) ^ (((s64)st->x1))))) > (((s64)(st->x3))))));
                if ((gtid % 5u) == 0u && (!(((32) < (st->x1))))) return;
            }
        }
        B7:;
        v24 = (s32)p0170_f0(((f32)st->x2), ((u32)((u32)(((u32)(isfinite(((f64)((u16)330))) != 0))) << ((u32)(((u8)23)) & 31u))), DG_A(sv25));
        if (g29 < 3 && ((((1) >= (1516181514))) || (((((f32)((u64)0x4adabf07580dbbbcull))) != (((f32)st->x2)))))) {
            g29++;
            goto B7;
        }
        st->h = (((((u32)(st->x2) * 3u) ^ (u32)(sv25.y) * 5u) ^ (u32)(in[(3u & 3u)]) * 7u) ^ (u32)(p0170_sh0[(127u & 127u)]) * 9u) ^ (u32)(p0170_sh1[(0u & 127u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)((u64)(st->x2) >> 32);
        out[4] = (u32)(st->x3);
        if ((gtid % 5u) == 0u && (!(st->x0))) return;
        out[5] = (u32)(st->h);
        out[6] = (u32)(((s16)63));
        out[7] = (u32)(((u64)(((s8)76))));
    }
    DG_END
}

DG_PROGRAM(p0170, p0170_state, 64, 2, 4, 8, 3, 2048, 171u)
