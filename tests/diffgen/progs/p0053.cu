// diffgen program p0053: gen.py --seed 53 --name p0053 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u64 f0;
    u64 f1;
} p0053_S0;

FN u8 p0053_f0(BOOL p0, s64 p1, u8 p2)
{
    u16 v1 = ((u16)p1);
    u8 v2 = ((u8)sizeof(f64));
    u32 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((u32)(((u16)233)));
    p0053_S0 sv5;
    sv5.f0 = ((u64)((u64)(((u64)v2)) - (u64)(((u64)0x3ull))));
    sv5.f1 = ((u64)(((isinf(100.0) != 0)) ? (((u64)0x1full)) : (((u64)p1))));
    s32 n6 = 0, i7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)n6;
    (void)i7;
    (void)h8;
    (void)p0;
    (void)p1;
    (void)p2;
    switch (((u32)(__float2uint_rd(dg_fclamp((((f32)p2) - ((f32)p2)), 0.0f, 4294967040.0f))) + (u32)p1) & 3u) {
    case 3: {
        n6 = (s32)((u32)(((u64)dg_div_u64((u64)(((u64)(((isfinite(((f32)((s32)p0))) != 0)) ? (((u64)0x43494ce55639cb1eull)) : (((u64)p0))))), (u64)(((u64)(~(u64)(((u64)0x85510e8cbe1b8818ull)))))))) % 3u) + 1;
        for (i7 = 0; i7 < n6; i7++) {
            v2 = ((u8)__dp2a_hi(i7, i7, i7));
            a3[((u32)(((s32)dg_dclamp(((f64)v1), -2147483648.0, 2147483647.0))) & 7u)] = ((u32)dg_div_u32((u32)(((u32)v1)), (u32)((*(a3 + ((u32)(((u8)min(i7, i7))) & 7u))))));
        }
        break;
    }
    }
    sv5.f0 = ((u64)((u64)(((u64)0xa81dcc2333997341ull)) >> ((u32)(((s32)p1)) & 63u)));
    if ((((s64)((((v1) > (((u16)16733)))) ? (p1) : (p1)))) < (((s64)((((((f64)v2)) >= (((f64)v1)))) ? (((s64)0x7fffffffffffffffull)) : (p1))))) {
        a3[((u32)(((u8)((u32)(((u8)p1)) + (u32)(v2)))) & 7u)] = ((u32)__mul24(((s32)((s16)p0)), ((s32)((s16)0))));
    }
    h8 = (((((u32)(p0) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(v1) * 7u) ^ (u32)((u64)(sv5.f1) >> 32) * 9u) ^ (u32)(a3[(0u & 7u)]);
    return ((u8)((u32)(((u8)32)) ^ (u32)h8));
}

typedef struct {
    BOOL x0;
    u64 x1;
    u8 x2;
    u32 h;
} p0053_state;

DG_SHARED u32 p0053_sh0[508];
DG_SHARED s32 p0053_sh1[254];

DG_KERNEL(p0053_kernel, p0053_state)
{
    DG_BEGIN(p0053_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        u32 c13 = 0;
        st->x0 = ((BOOL)(((((s64)tid)) > (((s64)__ldg(&in[3]))))));
        st->x1 = ((u64)max(((s32)bid), ((s32)gtid)));
        st->x2 = ((u8)dg_dclamp(((f64)__ldg(&in[0])), 0.0, 255.0));
        st->h = ((u32)((u32)(__ldg(&in[2])) >> ((u32)(((u8)__ldg(&in[6]))) & 31u)));
        p0053_sh0[tid * 4u + 0u] = ((u32)((((s64)0x8000000000000001ull)) >= (((s64)__ldg(&in[0])))));
        p0053_sh0[tid * 4u + 1u] = ((u32)dg_fclamp(100.0f, 0.0f, 4294967040.0f));
        p0053_sh0[tid * 4u + 2u] = ((u32)((st->x1) >= (((u64)__ldg(&in[5])))));
        p0053_sh0[tid * 4u + 3u] = __float2uint_rz(dg_fclamp(((f32)st->x2), 0.0f, 4294967040.0f));
        p0053_sh1[tid * 2u + 0u] = ((s32)((((((s64)st->x1)) < (((s64)0x8340743cf16e960cull)))) ? (((s32)__ldg(&in[6]))) : (1824584832)));
        p0053_sh1[tid * 2u + 1u] = ((s32)((31) ^ (3)));
        u64 v9 = ((u64)((u64)(((u64)0xb2ull)) - (u64)(st->x1)));
        u16 v10 = ((u16)v9);
        p0053_S0 sv11;
        sv11.f0 = ((u64)dg_dclamp(__longlong_as_double((s64)0x0000000000000000ull), 0.0, 18446744073709549568.0));
        sv11.f1 = ((u64)sizeof(f32));
        s32 g12 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)v10;
        (void)sv11;
        (void)g12;
        (void)c13;
        st->x2 = ((u8)((u32)(st->x2) >> ((u32)(((s32)tid)) & 31u)));
        B1:;
        st->x0 = (BOOL)(p0053_f0(((BOOL)((!(((((u64)0xfffffffffffffffeull)) < (sv11.f0)))))), ((s64)0xffffffffffffff0aull), ((u8)((((u8)v10)) & (st->x2)))) != 0);
        if (g12 < 2 && ((((f64)bid)) < (((f64)((f32)st->x2))))) {
            g12++;
            goto B1;
        }
        (*(p0053_sh1 + tid * 2u + ((u32)(((c13 = out[((u32)(((s64)((st->x0) ? (((s64)0x78d834543d4f83feull)) : (((s64)bid))))) & 1u)]), (u32)(c13 ^ ((u32)st->x1)))) & 1u))) = ((s32)(((u16)3)));
        st->h = (((((u32)((u64)(v9) >> 32) * 3u) ^ (u32)(v10) * 5u) ^ (u32)((u64)(sv11.f0) >> 32) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(p0053_sh1[tid * 2u + (0u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        f32 v14 = (((f32)tid) + __uint_as_float(0x4f000000u));
        uchar4 sv15 = make_uchar4(st->x2, ((u8)((u32)(st->x2) >> ((u32)(((s32)bid)) & 31u))), ((u8)tid), ((u8)__double2ull_rd(dg_dclamp(((f64)st->h), 0.0, 18446744073709549568.0))));
        s32 g16 = 0;
        s32 n17 = 0, i18 = 0;
        s32 g19 = 0;
        s32 n20 = 0, i21 = 0;
        s32 g22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)sv15;
        (void)g16;
        (void)n17;
        (void)i18;
        (void)g19;
        (void)n20;
        (void)i21;
        (void)g22;
        B2:;
        n17 = (s32)((u32)(((s32)dg_fclamp((-1.0f / ((f32)st->h)), -2147483648.0f, 2147483520.0f))) % 7u) + 1;
        for (i18 = 0; i18 < n17; i18++) {
            st->h = (u32)p0053_f0(((BOOL)((s8)(~(u32)(((s8)1))))), ((s64)((((((u32)st->x1)) <= (((u32)i18)))) || ((!(((((s16)tid)) != (((s16)i18)))))))), st->x2);
        }
        if (g16 < 3 && ((st->x2) == (((u8)st->h)))) {
            g16++;
            goto B2;
        }
        B3:;
        n20 = (s32)((u32)(((u32)((((u32)((u32)(bid) >> ((u32)(((s32)-64)) & 31u)))) | (((u32)((u32)(0u) + (u32)(in[((u32)(((u32)((u32)((*(p0053_sh0 + tid * 4u + ((u32)(((s64)st->h)) & 3u)))) >> ((u32)(st->x2) & 31u)))) & 7u)]))))))) % 8u) + 1;
        for (i21 = 0; i21 < n20; i21++) {
            if (isnan((((f64)v14) + __longlong_as_double((s64)0x47efffffe0000000ull))) != 0) {
                if ((gtid % 5u) == 2u && (!(((st->x1) > (((u64)0xf473d3197f70e3d3ull)))))) return;
            } else {
                st->x0 = ((BOOL)(((((s16)i21)) < (((s16)tid)))));
            }
        }
        if (g19 < 3 && (!(((((f64)bid)) == (((f64)tid)))))) {
            g19++;
            goto B3;
        }
        st->x0 = ((BOOL)(((((u8)((u32)(sv15.z) * (u32)(st->x2)))) <= (((u8)dg_dclamp(((f64)st->x2), 0.0, 255.0))))));
        B4:;
        if (((((*(p0053_sh1 + ((u32)(((s64)(st->x1))) % 254u)))) < (((s32)st->h)))) || (((((((f64)((s16)187))) != (4294967296.0))) && (((((s8)st->x0)) > (((s8)103))))))) {
            sv15.w = ((u8)__funnelshift_l(bid, ((u32)st->x2), in[((u32)(((u8)dg_dclamp(((f64)tid), 0.0, 255.0))) & 7u)]));
        } else {
            st->x1 <<= ((u32)(st->h) & 63u);
        }
        if (g22 < 2 && ((((s16)st->x2)) != (((s16)tid)))) {
            g22++;
            goto B4;
        }
        st->h = (((((u32)(sv15.z) * 3u) ^ (u32)(sv15.w) * 5u) ^ (u32)(p0053_sh0[tid * 4u + (0u & 3u)]) * 7u) ^ (u32)(p0053_sh0[tid * 4u + (3u & 3u)]) * 9u) ^ (u32)(p0053_sh1[(0u % 254u)]) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->h);
        if ((gtid % 5u) == 1u && ((((s32)tid)) != (((s32)gtid)))) return;
        out[7] = (u32)(((u16)dg_fclamp(((f32)((f64)st->x0)), 0.0f, 65535.0f)));
    }
    DG_END
}

DG_PROGRAM(p0053, p0053_state, 127, 2, 8, 8, 2, 2048, 53u)
