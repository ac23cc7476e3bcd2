// diffgen program p0050: gen.py --seed 50 --name p0050 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s32 f0;
    s16 f1;
} p0050_S0;
typedef struct {
    u64 f0;
} p0050_S1;

FN s16 p0050_f0(const u64 *p0, DG_REF(s8) p1)
{
    s32 v1 = __mulhi(((s32)DG_R(p1)), ((s32)DG_R(p1)));
    p0050_S1 sv2;
    sv2.f0 = ((u64)((u64)(p0[((u32)(((s64)__float2uint_ru(dg_fclamp(((f32)DG_R(p1)), 0.0f, 4294967040.0f)))) & 7u)]) - (u64)(p0[((u32)(((u8)DG_R(p1))) & 7u)])));
    s32 n3 = 0, i4 = 0;
    s32 g5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)sv2;
    (void)n3;
    (void)i4;
    (void)g5;
    (void)h6;
    (void)p0;
    (void)p1;
    v1 = ((s32)dg_rem_s32((s32)(((s32)DG_R(p1))), (s32)(((s32)((((((u16)v1)) > (((u16)10484)))) ? (v1) : (0))))));
    n3 = (s32)((u32)(4294967294u) % 7u) + 1;
    i4 = 0;
    while (i4 < n3) {
        i4++;
        v1 = ((s32)((u32)(i4) << ((u32)(v1) & 31u)));
    }
    if ((((u8)DG_R(p1))) == (((u8)161))) {
        switch (((u32)(((s32)(((!(((((u64)0x32ull)) == (sv2.f0))))) || (((((s8)v1)) == (DG_R(p1))))))) + (u32)v1) & 7u) {
        case 1: {
            v1 = ((s32)((u32)0 - (u32)(v1)));
        }
        /* fallthrough */
        case 2: {
            ++DG_R(p1);
        }
        /* fallthrough */
        case 6: {
            DG_R(p1) -= (s8)(((s8)((((((u32)DG_R(p1))) > (2045568487u))) || (((((u32)DG_R(p1))) == (3u))))));
            break;
        }
        case 7: {
            break;
        }
        default: {
            v1 = ((s32)__funnelshift_l(((u32)((((((u16)v1)) == (((u16)41304)))) ? (((u32)v1)) : (((u32)v1)))), ((u32)((u32)(99u) + (u32)(((u32)v1)))), ((u32)__float2int_rn(dg_fclamp(((f32)DG_R(p1)), -2147483648.0f, 2147483520.0f)))));
            break;
        }
        }
    }
    B1:;
    switch (((u32)(__double2loint(dg_canon(((f64)((s64)v1))))) + (u32)v1) & 7u) {
    case 0: {
        if ((((((-1.0f) >= (((f32)v1)))) ? 100.0 : ((f64)DG_R(p1)))) < ((-(0.0)))) {
            v1 >>= ((u32)(((u32)((u32)(((u32)DG_R(p1))) + (u32)(((u32)v1))))) & 31u);
        }
        break;
    }
    case 1: {
        sv2.f0 = ((u64)((u64)(((u64)dg_dclamp(((f64)DG_R(p1)), 0.0, 18446744073709549568.0))) >> ((u32)(((u8)(~(u32)(((u8)v1))))) & 63u)));
        break;
    }
    default: {
        v1 &= ((s32)DG_R(p1));
        break;
    }
    }
    if (g5 < 3 && ((p0[((u32)(((u8)((u32)(((u8)DG_R(p1))) + (u32)(((u8)167))))) & 7u)]) > (((u64)0x7c6b7a9bb48d41b3ull)))) {
        g5++;
        goto B1;
    }
    h6 = (((((u32)(DG_R(p1)) * 3u) ^ (u32)(sv2.f0) * 5u) ^ (u32)((u64)(sv2.f0) >> 32) * 7u) ^ (u32)(p0[(0u & 7u)]) * 9u) ^ (u32)((u64)(p0[(0u & 7u)]) >> 32);
    return ((s16)((u32)(((s16)((s32)(((s16)((u32)(((s16)v1)) - (u32)(((s16)v1))))) >> ((u32)(((u8)__umulhi(((u32)DG_R(p1)), 32u))) & 31u)))) ^ (u32)h6));
}

typedef struct {
    u64 x0;
    u32 x1;
    s64 x2;
    u32 h;
    f64 arr[2];
} p0050_state;

DG_SHARED u8 p0050_sh0[96];
DG_SHARED f64 p0050_sh1[96];
DG_SHARED f64 p0050_sh2[192];

DG_KERNEL(p0050_kernel, p0050_state)
{
    DG_BEGIN(p0050_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 11u;
        u32 c7 = 0;
        st->x0 = ((u64)__ldg(&in[4]));
        st->x1 = ((c7 = out[((u32)(((u32)((u32)(((u32)st->x0)) >> ((u32)(__ldg(&in[3])) & 31u)))) & 1u)]), (u32)(c7 ^ out[((u32)(((u8)sizeof(f32))) & 1u)]));
        st->x2 = ((s64)((s64)(((s64)__ldg(&in[4]))) >> ((u32)(__ldg(&in[4])) & 63u)));
        st->h = ((u32)dg_dclamp(((f64)__ldg(&in[6])), 0.0, 4294967295.0));
        st->arr[0] = (((f64)tid) - ((f64)__ldg(&in[6])));
        st->arr[1] = ((f64)((u8)st->h));
        p0050_sh0[tid * 2u + 0u] = ((u8)sizeof(f32));
        p0050_sh0[tid * 2u + 1u] = ((u8)((u32)(((u8)62)) * (u32)(((u8)st->x2))));
        p0050_sh1[tid * 2u + 0u] = rint(((f64)__ldg(&in[0])));
        p0050_sh1[tid * 2u + 1u] = (((f64)((u64)0x11full)) * ((f64)((u8)254)));
        p0050_sh2[tid * 4u + 0u] = (((f64)__ldg(&in[0])) + __longlong_as_double((s64)0x000fffffffffffffull));
        p0050_sh2[tid * 4u + 1u] = (((f64)((u16)63)) + 1024.0);
        p0050_sh2[tid * 4u + 2u] = ((f64)__ldg(&in[0]));
        p0050_sh2[tid * 4u + 3u] = ((f64)__ldg(&in[1]));
        u64 v8 = ((u64)((u64)(st->x0) >> ((u32)(in[((u32)(((s64)__urhadd(((u32)st->x2), gtid))) & 7u)]) & 63u)));
        s32 v9 = ((s32)dg_rem_s32((s32)(((s32)-2147483647)), (s32)(((s32)-2147483647))));
        u64 a10[8] = {0};
        s32 j11;
        for (j11 = 0; j11 < 8; j11++)
            a10[j11] = ((u64)dg_fclamp(((f32)((u16)bid)), 0.0f, 18446742974197923840.0f));
        s8 v12 = 0;
        s32 g13 = 0;
        s32 n14 = 0, i15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)v9;
        (void)a10;
        (void)j11;
        (void)v12;
        (void)g13;
        (void)n14;
        (void)i15;
        (void)c7;
        st->h = (u32)p0050_f0(a10, DG_A(v12));
        B2:;
        if ((((u8)v8)) < (((u8)227))) {
            --st->h;
        } else {
            n14 = (s32)((u32)(((u64)dg_dclamp(-1.0, 0.0, 18446744073709549568.0))) % 4u) + 1;
            for (i15 = 0; i15 < n14; i15++) {
                v12 = (s8)p0050_f0(a10, DG_A(v12));
                st->x1 = ((u32)((((((((f32)((f64)st->x1))) <= (((f32)st->x0)))) && (((((u16)v9)) == (((u16)7384)))))) ? (((u32)v9)) : (((u32)dg_dclamp(((f64)((f32)i15)), 0.0, 4294967295.0)))));
            }
        }
        if (g13 < 1 && ((v9) < (255))) {
            g13++;
            goto B2;
        }
        v8 = ((u64)bid);
        switch (((u32)(((u16)2)) + (u32)st->x1) & 3u) {
        case 1: {
            v8 *= ((u64)dg_dclamp(-1.0, 0.0, 18446744073709549568.0));
        }
        /* fallthrough */
        case 2: {
            switch (((u32)(3) + (u32)v8) & 7u) {
            case 0: {
                v9 = (s32)p0050_f0(a10, DG_A(v12));
                break;
            }
            case 3: {
                v8 = (u64)p0050_f0(a10, DG_A(v12));
                break;
            }
            case 5: {
                v8 = (u64)p0050_f0(a10, DG_A(v12));
            }
            /* fallthrough */
            case 6: {
                v9 = (s32)p0050_f0(a10, DG_A(v12));
                break;
            }
            default: {
                p0050_sh1[tid * 2u + ((u32)(((u8)((u32)(((u8)0)) * (u32)(((u8)150))))) & 1u)] = ((f64)((f32)v9));
                break;
            }
            }
            break;
        }
        case 3: {
            st->x0 = (u64)p0050_f0(a10, DG_A(v12));
            break;
        }
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(v9) * 5u) ^ (u32)(in[(0u & 7u)]) * 7u) ^ (u32)dg_dbits(p0050_sh1[tid * 2u + (1u & 1u)]) * 9u) ^ (u32)(a10[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 11u;
        s64 v16 = st->x2;
        u64 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((u64)0x1f8ull);
        s32 n19 = 0, i20 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)a17;
        (void)j18;
        (void)n19;
        (void)i20;
        n19 = (s32)((u32)(((u64)((((u64)(~(u64)(((u64)v16))))) & (((u64)((st->x0) ^ (((u64)0x6a9fcfd48b7d36a8ull)))))))) % 3u);
        for (i20 = 0; i20 < n19; i20++) {
            if ((((s32)-38)) < (651717587)) goto F3;
        }
        F3:;
        st->h = (((((u32)(st->x2) * 3u) ^ (u32)((u64)(st->x2) >> 32) * 5u) ^ (u32)(p0050_sh0[tid * 2u + (0u & 1u)]) * 7u) ^ (u32)(dg_dbits(p0050_sh2[tid * 4u + (3u & 3u)]) >> 32) * 9u) ^ (u32)(a17[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 11u;
        f64 v21 = ((f64)((s64)bid));
        s16 v22 = ((s16)dg_dclamp(v21, -32768.0, 32767.0));
        u64 a23[8] = {0};
        s32 j24;
        for (j24 = 0; j24 < 8; j24++)
            a23[j24] = ((u64)((u64)(((u64)0xff2a9ff5a16cb3aaull)) << ((u32)(p0050_sh0[((u32)(((u8)__umul64hi(((u64)st->x1), ((u64)st->x2)))) % 96u)]) & 63u)));
        s32 n25 = 0, i26 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)v22;
        (void)a23;
        (void)j24;
        (void)n25;
        (void)i26;
        st->h = ((u32)__double2int_rz(dg_dclamp(((f64)tid), -2147483648.0, 2147483647.0)));
        n25 = (s32)((u32)(((u32)((u32)(((u32)dg_div_u32((u32)(in[((u32)(((u8)((((((u8)7)) > (((u8)251)))) || (((p0050_sh0[((u32)(((u8)((u32)(((u8)v22)) << ((u32)(((s32)st->x1)) & 31u)))) % 96u)]) >= (((u8)200))))))) & 7u)]), (u32)(gtid)))) + (u32)(((u32)dg_fclamp(((f32)gtid), 0.0f, 4294967040.0f)))))) % 3u);
        i26 = 0;
        do {
            st->x2 = ((s64)((((((((u64)0x8449c8da8ecec73ull)) == (st->x0))) && ((isnan(((f64)st->h)) != 0)))) || (((((f32)bid)) >= (((f32)st->x1))))));
            st->x1 -= tid;
        } while (++i26 < n25);
        st->h = (((((u32)(in[(0u & 7u)]) * 3u) ^ (u32)(dg_dbits(st->arr[(0u & 1u)]) >> 32) * 5u) ^ (u32)(p0050_sh0[(95u % 96u)]) * 7u) ^ (u32)dg_dbits(p0050_sh1[tid * 2u + (0u & 1u)]) * 9u) ^ (u32)dg_dbits(p0050_sh1[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
        if ((gtid % 7u) == 2u && ((((f64)((s32)v22))) <= (v21))) return;
        out[2] = (u32)(st->x0);
        out[3] = (u32)((u64)(st->x0) >> 32);
        out[4] = (u32)(st->x1);
        out[5] = (u32)(st->x2);
        out[6] = (u32)((u64)(st->x2) >> 32);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s8)(((s64)((u64)(((s64)0x1ull)) * (u64)(((s64)0x13ull)))))));
        out[9] = (u32)dg_dbits(st->arr[0]);
        out[10] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0050, p0050_state, 48, 1, 8, 11, 3, 2048, 50u)
