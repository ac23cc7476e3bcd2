// diffgen program p0106: gen.py --seed 106 --name p0106 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u64 f0;
} p0106_S0;
typedef struct {
    u16 f0;
} p0106_S1;

FN s16 p0106_f0(DG_REF(f64) p0, u16 p1)
{
    u16 v1 = ((u16)__mul24(((s32)((s16)p1)), ((s32)((s16)-32768))));
    s32 v2 = ((s32)((((((f32)((s16)p1))) <= (((f32)p1)))) && (((((s64)v1)) == (((s64)0xbd4b49456bd462f7ull))))));
    u32 h3 = 0;
    (void)v1;
    (void)v2;
    (void)h3;
    (void)p0;
    (void)p1;
    if (((isinf(((f32)p1)) != 0)) && (((((f64)p1)) >= (DG_R(p0))))) {
        v1 >>= ((u32)(((u32)((u32)(10716578u) << ((u32)(0u) & 31u)))) & 15u);
    }
    if (isfinite(((f64)__uint_as_float(0x1e3b3642u))) != 0) {
        switch (((u32)(((u16)dg_dclamp((DG_R(p0) / ((f64)((f32)v1))), 0.0, 65535.0))) + (u32)p1) & 7u) {
        case 2: {
            v1 >>= ((u32)(((u32)__float2int_rn(dg_fclamp(((f32)((u64)v2)), -2147483648.0f, 2147483520.0f)))) & 15u);
        }
        /* fallthrough */
        case 3: {
            DG_R(p0) = ((((((u32)v1)) < (924731048u))) ? ((f64)((s8)v1)) : fmin(((f64)0), DG_R(p0)));
            break;
        }
        case 4: {
            DG_R(p0) -= (((f64)((u8)v1)) + 0.5);
            break;
        }
        }
    }
    h3 = (((((u32)dg_dbits(DG_R(p0)) * 3u) ^ (u32)(dg_dbits(DG_R(p0)) >> 32) * 5u) ^ (u32)(p1) * 7u) ^ (u32)(v1) * 9u) ^ (u32)(v2);
    return ((s16)((u32)(((s16)__double2ull_ru(dg_dclamp(((f64)((u64)v2)), 0.0, 18446744073709549568.0)))) ^ (u32)h3));
}

FN u8 p0106_f1(s32 p0, DG_REF(uint4) p1)
{
    u64 v4 = ((u64)dg_div_u64((u64)(((u64)p0)), (u64)(((u64)p0))));
    u32 h5 = 0;
    (void)v4;
    (void)h5;
    (void)p0;
    (void)p1;
    if (signbit(dg_canon(0.125)) != 0) {
        p0 = ((s32)dg_dclamp(((f64)((s8)p0)), -2147483648.0, 2147483647.0));
    }
    p0 = ((s32)((p0) | (2)));
    DG_R(p1).y = ((u32)((((((s8)v4)) == (((s8)6)))) ? (((u32)(((u64)p0)))) : (((u32)dg_fclamp(((f32)v4), 0.0f, 4294967040.0f)))));
    h5 = (((((u32)(v4) * 3u) ^ (u32)((u64)(v4) >> 32) * 5u) ^ (u32)(DG_R(p1).x) * 7u) ^ (u32)(DG_R(p1).z) * 9u) ^ (u32)(DG_R(p1).w);
    return ((u8)((u32)(((u8)dg_dclamp(__ull2double_rd(v4), 0.0, 255.0))) ^ (u32)h5));
}

typedef struct {
    s8 x0;
    u64 x1;
    u8 x2;
    u32 h;
    s16 arr[2];
} p0106_state;

DG_SHARED s32 p0106_sh0[150];
DG_SHARED u8 p0106_sh1[150];

DG_KERNEL(p0106_kernel, p0106_state)
{
    DG_BEGIN(p0106_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 12u;
        u32 c11 = 0;
        st->x0 = ((s8)((s32)(((s8)__ldg(&in[0]))) >> ((u32)(((u8)__ldg(&in[5]))) & 31u)));
        st->x1 = ((u64)0x0ull);
        st->x2 = ((u8)((u32)(((u8)__ldg(&in[3]))) << ((u32)(((s32)st->x1)) & 31u)));
        st->h = ((u32)((u32)(((u32)st->x1)) + (u32)(out[((u32)(((s32)-381517872)) & 3u)])));
        st->arr[0] = ((s16)__ldg(&in[0]));
        st->arr[1] = ((s16)dg_rem_s32((s32)(((s16)31)), (s32)(((s16)gtid))));
        p0106_sh0[tid * 1u + 0u] = 2147483647;
        p0106_sh1[tid * 1u + 0u] = ((u8)((st->x2) | (((u8)st->h))));
        u32 v6 = __umul24(((u32)((u16)bid)), ((u32)((u16)st->h)));
        u32 v7 = ((u32)dg_dclamp(__longlong_as_double((s64)0x8c876de7fab18862ull), 0.0, 4294967295.0));
        uint4 sv8;
        sv8.x = v7;
        sv8.y = ((u32)((u32)(gtid) + (u32)(v7)));
        sv8.z = out[((u32)(st->h) & 3u)];
        sv8.w = ((u32)((u32)(((u32)st->x2)) - (u32)(bid)));
        s32 g9 = 0;
        f64 v10 = 0.0;
        s32 n12 = 0, i13 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)v7;
        (void)sv8;
        (void)g9;
        (void)v10;
        (void)n12;
        (void)i13;
        (void)c11;
        B3:;
        switch (((u32)(((s32)dg_div_s32((s32)(p0106_sh0[tid * 1u + 0u]), (s32)(((s32)((u32)(((s32)st->x0)) - (u32)(8))))))) + (u32)v7) & 7u) {
        case 1: {
            v6 -= v7;
            break;
        }
        case 5: {
            v10 = (f64)p0106_f0(DG_A(v10), ((u16)dg_fclamp(((((0u) != (2726172401u))) ? ((f32)((u32)st->x1)) : -7.0f), 0.0f, 65535.0f)));
            break;
        }
        default: {
            switch (((u32)(__mulhi(((s32)dg_dclamp(((f64)gtid), -2147483648.0, 2147483647.0)), ((s32)st->x0))) + (u32)v6) & 3u) {
            case 0: {
                st->x1 <<= ((u32)(((c11 = sv8.x), (u32)(c11 ^ v7))) & 63u);
            }
            /* fallthrough */
            case 1: {
                v7 = ((u32)((u32)(((u32)st->x1)) * (u32)(bid)));
                break;
            }
            case 2: {
                v10 = ((((sv8.y) >= (sv8.w))) ? ((f64)((u16)tid)) : ((f64)1559414222u));
                break;
            }
            case 3: {
                sv8.z = ((u32)__float2ll_rd(dg_fclamp(((f32)((s16)v7)), -9223372036854775808.0f, 9223371487098961920.0f)));
                break;
            }
            }
            break;
        }
        }
        if (g9 < 2 && (isinf(((f32)((s32)gtid))) != 0)) {
            g9++;
            goto B3;
        }
        n12 = (s32)((u32)(((u64)((u64)(((u64)((u64)(((u64)st->x0)) >> ((u32)(tid) & 63u)))) >> ((u32)(((u32)((u32)(sv8.x) * (u32)(((u32)st->x0))))) & 63u)))) % 3u);
        for (i13 = 0; i13 < n12; i13++) {
            --v7;
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(dg_dbits(v10) >> 32) * 7u) ^ (u32)(in[(6u % 7u)]) * 9u) ^ (u32)(st->arr[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 12u;
        s8 v14 = ((s8)__float2uint_ru(dg_fclamp(((f32)st->x1), 0.0f, 4294967040.0f)));
        uint4 sv15 = make_uint4(tid, gtid, ((u32)((u32)(bid) << ((u32)(((s32)gtid)) & 31u))), st->h);
        s32 n16 = 0, i17 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)sv15;
        (void)n16;
        (void)i17;
        if ((((s16)((u32)(((s16)-1)) << ((u32)((*(p0106_sh0 + ((u32)(((s64)((((f32)bid)) >= (((f32)((f64)st->x0)))))) % 150u)))) & 31u)))) > (((s16)((u32)(((s16)st->h)) * (u32)(((s16)-171)))))) {
            st->x1 = (u64)p0106_f1(((s32)dg_fclamp(-0.0f, -2147483648.0f, 2147483520.0f)), DG_A(sv15));
        } else {
            v14 = st->x0;
        }
        switch (((u32)(((u16)((((u16)__float2ull_rd(dg_fclamp(((f32)((u16)st->x2)), 0.0f, 18446742974197923840.0f)))) & (((u16)dg_fclamp(__uint_as_float(0x3f000000u), 0.0f, 65535.0f)))))) + (u32)st->x0) & 3u) {
        case 0: {
            if ((gtid % 5u) == 0u && (isnan(__longlong_as_double((s64)0x0000000000000001ull)) != 0)) return;
        }
        /* fallthrough */
        case 2: {
            p0106_sh1[tid * 1u + 0u] = ((u8)((u32)(st->x2) + (u32)(st->x2)));
        }
        /* fallthrough */
        case 3: {
            st->h--;
            break;
        }
        default: {
            --st->h;
            break;
        }
        }
        n16 = (s32)((u32)(((u64)((u64)(((u64)0x213ull)) - (u64)(((u64)(((u32)st->x1))))))) % 4u) + 1;
        for (i17 = 0; i17 < n16; i17++) {
            switch (((u32)(tid) + (u32)st->x0) & 7u) {
            case 1: {
                st->x0 = ((s8)7);
                break;
            }
            case 7: {
                st->x0--;
                break;
            }
            }
            st->x2 = ((u8)((u32)(p0106_sh1[tid * 1u + 0u]) << ((u32)(tid) & 31u)));
        }
        st->h = (((((u32)(st->x2) * 3u) ^ (u32)(sv15.x) * 5u) ^ (u32)(sv15.z) * 7u) ^ (u32)(out[(0u & 3u)]) * 9u) ^ (u32)(p0106_sh1[tid * 1u + 0u]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((u16)st->x1));
        out[10] = (u32)(st->arr[0]);
        out[11] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0106, p0106_state, 150, 3, 7, 12, 2, 2048, 106u)
