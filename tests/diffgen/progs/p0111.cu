// diffgen program p0111: gen.py --seed 111 --name p0111 --include ../twin.h
#include "../twin.h"

typedef struct {
    s64 f0;
    u32 f1;
} p0111_S0;

FN u32 p0111_f0(s32 depth, s16 p0, DG_REF(float2) p1, p0111_S0 p2)
{
    u32 c6 = 0;
    u64 v1 = ((u64)((u64)(((u64)p0)) >> ((u32)(((u32)depth)) & 63u)));
    s8 v2 = ((s8)dg_rem_s32((s32)(((s8)p0)), (s32)(((s8)v1))));
    u32 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((u32)j4);
    p0111_S0 sv5;
    sv5.f0 = ((s64)v2);
    sv5.f1 = ((c6 = a3[((u32)(((s64)__sad(((s32)-299), 1417939898, p2.f1))) & 7u)]), (u32)(c6 ^ ((u32)depth)));
    s32 g7 = 0;
    s32 n8 = 0, i9 = 0;
    u32 h10 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)g7;
    (void)n8;
    (void)i9;
    (void)h10;
    (void)c6;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((u32)((u32)(p2.f1) - (u32)(1714315600u)));
    B1:;
    if (!(((4019003698u) >= (a3[((u32)(((u8)((((u8)v1)) ^ (((u8)31))))) & 7u)])))) {
    } else {
    }
    if (g7 < 3 && ((((u8)247)) > (((u8)255)))) {
        g7++;
        goto B1;
    }
    p2.f0 = ((s64)((u64)(((s64)__float2uint_rn(dg_fclamp(DG_R(p1).y, 0.0f, 4294967040.0f)))) * (u64)(((s64)(~(u64)(((s64)v1)))))));
    n8 = (s32)((u32)(v1) % 8u) + 1;
    for (i9 = 0; i9 < n8; i9++) {
        if ((((u64)((u64)0 - (u64)(v1)))) <= (((u64)((((f32)p0)) != (1.5f))))) {
            a3[((u32)(((s64)((((s64)depth)) & (((s64)depth))))) & 7u)] = ((u32)dg_dclamp(((f64)p0), 0.0, 4294967295.0));
        } else {
            p0 >>= ((u32)(((u32)dg_dclamp(((f64)((s8)depth)), 0.0, 4294967295.0))) & 15u);
        }
    }
    v2 = (s8)p0111_f0(depth - 1, ((s16)((u32)(((s16)__dp2a_lo(0, ((s32)v1), ((s32)v2)))) << ((u32)(((s32)sizeof(p2))) & 31u))), DG_A(DG_R(p1)), p2);
    h10 = (((((u32)(v2) * 3u) ^ (u32)((u64)(p2.f0) >> 32) * 5u) ^ (u32)(p2.f1) * 7u) ^ (u32)(sv5.f0) * 9u) ^ (u32)(a3[(7u & 7u)]);
    return ((u32)((u32)(((u32)((4294967294u) ^ (((u32)((u32)(((u32)v1)) << ((u32)(depth) & 31u))))))) ^ (u32)h10));
}

FN BOOL p0111_f1(DG_REF(s8) p0, u32 p1)
{
    u16 v11 = ((u16)DG_R(p0));
    float2 sv12 = make_float2((((f32)DG_R(p0)) + ((f32)((f64)p1))), ((f32)__longlong_as_double((s64)0xa0302f4475f72a02ull)));
    p0111_S0 sv13;
    sv13.f0 = ((s64)((u64)(((s64)v11)) << ((u32)(((u8)p1)) & 63u)));
    sv13.f1 = ((u32)((p1) ^ (p1)));
    u32 h14 = 0;
    (void)v11;
    (void)sv12;
    (void)sv13;
    (void)h14;
    (void)p0;
    (void)p1;
    v11 += (u16)(((u16)33760));
    v11 += (u16)(((u16)((((u64)DG_R(p0))) > (((u64)0xe056e797e2f0cbf8ull)))));
    h14 = ((((dg_fbits(sv12.x) * 3u) ^ dg_fbits(sv12.y) * 5u) ^ (u32)(sv13.f0) * 7u) ^ (u32)((u64)(sv13.f0) >> 32) * 9u) ^ (u32)(sv13.f1);
    return ((BOOL)(((u32)(((BOOL)(((((u16)dg_rem_u32((u32)(v11), (u32)(v11)))) == (((u16)((u32)(((u16)DG_R(p0))) >> ((u32)(((s32)v11)) & 31u)))))))) ^ h14) & 1u));
}

FN BOOL p0111_f2(s32 depth, DG_REF(s32) p0, BOOL p1, u8 p2)
{
    u32 c19 = 0;
    BOOL v15 = ((BOOL)(((p2) > (((u8)32)))));
    u8 v16 = ((u8)dg_div_u32((u32)(p2), (u32)(p2)));
    float2 sv17 = make_float2(((f32)((s16)-11849)), __fdiv_rd(((f32)v15), 65536.0f));
    p0111_S0 sv18;
    sv18.f0 = ((s64)dg_fclamp(__uint_as_float(0x80000000u), -9223372036854775808.0f, 9223371487098961920.0f));
    sv18.f1 = ((c19 = ((u32)v16)), (u32)(c19 ^ ((u32)DG_R(p0))));
    s32 g20 = 0;
    s8 v21 = 0;
    u32 h22 = 0;
    (void)v15;
    (void)v16;
    (void)sv17;
    (void)sv18;
    (void)g20;
    (void)v21;
    (void)h22;
    (void)c19;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((BOOL)(((((s8)-106)) > (((s8)p2)))));
    if ((__double2ll_ru(dg_dclamp(((f64)p1), -9223372036854775808.0, 9223372036854774784.0))) <= (((s64)p1))) {
        DG_R(p0) &= __dp2a_hi(((s32)((((s16)p2)) >= (((s16)10163)))), ((s32)((((s32)-2147483647)) & (depth))), ((s32)((u32)(DG_R(p0)) - (u32)(depth))));
    } else {
        if (v15) {
            v15 = ((BOOL)((isnan(__longlong_as_double((s64)0x7ff8000000000000ull)) != 0)));
        }
    }
    B2:;
    sv18.f1 = ((u32)(signbit(dg_canonf(((f32)((s16)v16)))) != 0));
    if (g20 < 2 && p1) {
        g20++;
        goto B2;
    }
    DG_R(p0) = (s32)p0111_f1(DG_A(v21), ((u32)((u32)(256147021u) << ((u32)(p2) & 31u))));
    p2 = (u8)p0111_f2(depth - 1, DG_A(DG_R(p0)), ((BOOL)((u16)p2)), ((u8)(((isinf(((f32)((f64)p2))) != 0)) || (((((s16)p2)) > (((s16)27188)))))));
    h22 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(p1) * 5u) ^ dg_fbits(sv17.x) * 7u) ^ dg_fbits(sv17.y) * 9u) ^ (u32)(sv18.f0);
    return ((BOOL)(((u32)(((BOOL)(((((u64)((u64)(((u64)0x3ull)) - (u64)(((u64)v15))))) > (((u64)dg_rem_u64((u64)(((u64)0x21full)), (u64)(((u64)0x3ull))))))))) ^ h22) & 1u));
}

typedef struct {
    u32 x0;
    f32 x1;
    u32 h;
} p0111_state;

DG_SHARED u64 p0111_sh0[80];
DG_SHARED s32 p0111_sh1[80];
DG_SHARED f32 p0111_sh2[160];

DG_KERNEL(p0111_kernel, p0111_state)
{
    DG_BEGIN(p0111_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 4u;
        u32 c23 = 0;
        st->x0 = ((c23 = gtid), (u32)(c23 ^ tid));
        st->x1 = 1.0f;
        st->h = ((u32)sizeof(s32));
        p0111_sh0[tid * 2u + 0u] = ((u64)((((((s8)__ldg(&in[1]))) != (((s8)tid)))) || (((((u16)__ldg(&in[3]))) >= (((u16)7010))))));
        p0111_sh0[tid * 2u + 1u] = ((u64)0xd5ull);
        p0111_sh1[tid * 2u + 0u] = ((s32)((s32)(((s32)__ldg(&in[3]))) >> ((u32)(in[((u32)(((s32)(~(u32)(((s32)-1))))) & 3u)]) & 31u)));
        p0111_sh1[tid * 2u + 1u] = ((s32)dg_fclamp(((f32)((u8)__ldg(&in[0]))), -2147483648.0f, 2147483520.0f));
        p0111_sh2[tid * 4u + 0u] = (((f32)gtid) * st->x1);
        p0111_sh2[tid * 4u + 1u] = ((f32)((f64)bid));
        p0111_sh2[tid * 4u + 2u] = __ll2float_rz(((s64)st->x0));
        p0111_sh2[tid * 4u + 3u] = ((((st->x1) < (__uint_as_float(0x80000000u)))) ? ((f32)((u64)0x3ull)) : ((f32)((s8)gtid)));
        u64 v24 = ((u64)(!(((((s8)bid)) >= (((s8)0))))));
        float2 sv25 = make_float2(((f32)1.0e22), (-(st->x1)));
        p0111_S0 sv26;
        sv26.f0 = ((s64)0x943e911b8862d80dull);
        sv26.f1 = ((u32)v24);
        s32 g27 = 0;
        s32 n28 = 0, i29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)sv25;
        (void)sv26;
        (void)g27;
        (void)n28;
        (void)i29;
        (void)c23;
        st->h = bid;
        sv25.x = st->x1;
        p0111_sh2[tid * 4u + ((u32)(((s64)((u64)(((s64)v24)) * (u64)(((s64)st->h))))) & 3u)] = ((f32)((f64)gtid));
        B3:;
        if ((((s8)dg_div_s32((s32)(((s8)8)), (s32)(((s8)127))))) < (((s8)umin(((u32)v24), sv26.f1)))) {
            st->x0 = ((u32)(((s8)-127)));
        } else {
            n28 = (s32)((u32)(((s32)((u32)(((s32)(v24))) - (u32)(((s32)((((s32)0x80000000u)) & (((s32)st->h)))))))) % 7u);
            for (i29 = 0; i29 < n28; i29++) {
                (*(p0111_sh0 + tid * 2u + ((u32)(((s32)((i29) & (((s32)bid))))) & 1u))) = ((u64)0x17cull);
            }
        }
        if (g27 < 3 && ((((((u16)65535)) != (((u16)51542)))) && (((__longlong_as_double((s64)0x7fefffffffffffffull)) == (((f64)bid)))))) {
            g27++;
            goto B3;
        }
        st->h = (((((u32)(tid) * 3u) ^ dg_fbits(sv25.y) * 5u) ^ (u32)(sv26.f0) * 7u) ^ (u32)(p0111_sh1[tid * 2u + (0u & 1u)]) * 9u) ^ dg_fbits(p0111_sh2[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 4u;
        u32 c38 = 0;
        u32 v30 = ((u32)((u32)0 - (u32)(2319445448u)));
        float2 sv31 = make_float2(__fdiv_ru(((f32)st->h), __uint_as_float(0xfb82c176u)), ((((((u64)st->h)) < (((u64)st->x0)))) ? ((f32)gtid) : st->x1));
        p0111_S0 sv32;
        sv32.f0 = ((s64)((u64)(((s64)0xffffffffffffffafull)) - (u64)(((s64)st->x0))));
        sv32.f1 = ((u32)((u32)(gtid) + (u32)(st->h)));
        s32 n33 = 0, i34 = 0;
        s32 g35 = 0;
        s32 g36 = 0;
        s8 v37 = 0;
        s32 n39 = 0, i40 = 0;
        s32 v41 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v30;
        (void)sv31;
        (void)sv32;
        (void)n33;
        (void)i34;
        (void)g35;
        (void)g36;
        (void)v37;
        (void)n39;
        (void)i40;
        (void)v41;
        (void)c38;
        n33 = (s32)((u32)(((u8)((((u8)st->h)) ^ (((u8)((((s16)v30)) < (((s16)-10862)))))))) % 3u);
        i34 = 0;
        while (i34 < n33) {
            i34++;
            st->x1 -= ((f32)bid);
            p0111_sh2[tid * 4u + ((u32)(((u8)dg_rem_u32((u32)(((u8)255)), (u32)(((u8)st->h))))) & 3u)] = (st->x1 / st->x1);
        }
        B4:;
        if ((((((s8)-128)) >= (((s8)72)))) && (((((u8)gtid)) < (((u8)94))))) {
            p0111_sh1[tid * 2u + ((u32)(sv32.f0) & 1u)] = ((s32)((((((u64)0x1ull)) == (((u64)v30)))) ? (((s32)dg_dclamp(((f64)tid), -2147483648.0, 2147483647.0))) : (((s32)((((((s64)0x8000000000000001ull)) >= (sv32.f0))) && (((((s16)gtid)) > (((s16)v30)))))))));
        } else {
            if ((((s16)(((isinf(((f32)__longlong_as_double((s64)0x47efffffe0000000ull))) != 0)) ? (((s16)63)) : (((s16)st->x0))))) <= (((s16)dg_fclamp(-2.5f, -32768.0f, 32767.0f)))) {
                ++st->x1;
            } else {
                if ((gtid % 3u) == 0u && ((((u16)st->h)) >= (((u16)gtid)))) return;
            }
        }
        if (g35 < 2 && (signbit(dg_canon(((f64)gtid))) != 0)) {
            g35++;
            goto B4;
        }
        B5:;
        switch (((u32)(((u32)sizeof(s64))) + (u32)gtid) & 3u) {
        case 0: {
            st->x0 = (u32)p0111_f1(DG_A(v37), ((u32)dg_fclamp(floorf(st->x1), 0.0f, 4294967040.0f)));
        }
        /* fallthrough */
        case 1: {
            v37 = (s8)p0111_f1(DG_A(v37), in[((u32)(((s64)((u64)(((s64)v30)) + (u64)(sv32.f0)))) & 3u)]);
            break;
        }
        case 2: {
            st->x1 += p0111_sh2[tid * 4u + ((u32)(((s64)((u64)(((s64)st->h)) * (u64)(sv32.f0)))) & 3u)];
        }
        /* fallthrough */
        case 3: {
            switch (((u32)(((u32)v37)) + (u32)v37) & 7u) {
            case 0: {
                st->x0 = ((c38 = st->x0), (u32)(c38 ^ ((u32)v37)));
                break;
            }
            default: {
                st->h = (u32)p0111_f1(DG_A(v37), ((u32)dg_dclamp(__longlong_as_double((s64)0x0000000000000000ull), 0.0, 4294967295.0)));
                break;
            }
            }
            break;
        }
        default: {
            n39 = (s32)((u32)(((u8)(((s64)dg_rem_s64((s64)(((s64)st->x0)), (s64)(((s64)0xc5005f2aed13a806ull))))))) % 3u) + 1;
            for (i40 = 0; i40 < n39; i40++) {
                st->x1 = (f32)p0111_f1(DG_A(v37), ((u32)dg_rem_u32((u32)(3417751267u), (u32)(((u32)i40)))));
            }
            break;
        }
        }
        if (g36 < 1 && ((sv32.f0) <= (((s64)0xd4f2d8eee0e1b28ull)))) {
            g36++;
            goto B5;
        }
        st->h = (((((u32)(tid) * 3u) ^ dg_fbits(st->x1) * 5u) ^ (u32)((u64)(sv32.f0) >> 32) * 7u) ^ (u32)(in[(0u & 3u)]) * 9u) ^ (u32)(p0111_sh0[(79u % 80u)]) ^ (st->h * 7u);
        v30 = p0111_f0((s32)((u32)(((u32)((u32)(((u32)v37)) * (u32)(tid)))) % 5u), ((s16)((((s16)((u32)(((s16)bid)) - (u32)(((s16)2))))) & (((s16)((u32)(((s16)-227)) << ((u32)(((s32)-898991578)) & 31u)))))), DG_A(sv31), sv32);
        st->x1 = (f32)p0111_f2((s32)((u32)(((u32)(~(u32)(gtid)))) % 3u), DG_A(v41), ((BOOL)(((__ull2double_ru((*(p0111_sh0 + ((u32)(((u8)__float2uint_rd(dg_fclamp(st->x1, 0.0f, 4294967040.0f)))) % 80u))))) >= (((f64)v41))))), ((u8)v30));
        out[0] = (u32)(st->x0);
        out[1] = dg_fbits(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((u8)(((u16)v30))));
    }
    DG_END
}

DG_PROGRAM(p0111, p0111_state, 40, 3, 4, 4, 2, 8192, 111u)
