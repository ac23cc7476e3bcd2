// diffgen program p0120: gen.py --seed 121 --name p0120 --include ../twin.h
#include "../twin.h"

typedef struct {
    f32 f0;
} p0120_S0;

FN f64 p0120_f0(u8 p0, u32 p1, const u8 *p2)
{
    s8 v1 = ((s8)((((s8)p0)) | (((s8)p0))));
    s32 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((s32)((u32)(j3) - (u32)(((s32)v1))));
    double2 sv4;
    sv4.x = __dmul_rz(__longlong_as_double((s64)0x34c9d4b30165d684ull), ((f64)v1));
    sv4.y = (((f64)((u16)v1)) + ((f64)p1));
    s32 n5 = 0, i6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)n5;
    (void)i6;
    (void)h7;
    (void)p0;
    (void)p1;
    (void)p2;
    n5 = (s32)((u32)(((u64)((__fdiv_rn(((f32)v1), 1.0f)) >= (((f32)p1))))) % 8u) + 1;
    i6 = 0;
    do {
        if ((((u64)((((u64)0x1ull)) ^ (((u64)p1))))) == (((u64)0x1fe22883b952c8eeull))) {
            p0 = ((u8)((((u8)((u32)(p0) >> ((u32)(i6) & 31u)))) | (((u8)(((u64)i6))))));
        } else {
            if (((((u64)v1)) > (((u64)0x1f3496aabddd22full))) && ((p0) == (p2[((u32)(((u32)v1)) & 3u)]))) return fma(sv4.y, ((f64)p1), sv4.x);
        }
    } while (++i6 < n5);
    h7 = (((((u32)(p0) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(dg_dbits(sv4.x) >> 32) * 7u) ^ (u32)(dg_dbits(sv4.y) >> 32) * 9u) ^ (u32)(p2[(0u & 3u)]);
    return ((__hiloint2double(((s32)-75), a2[((u32)(p1) & 7u)]) - (__longlong_as_double((s64)0xb756807039eaeccdull) / 0.125)) + (f64)(h7 & 255u));
}

typedef struct {
    s64 x0;
    s8 x1;
    u16 x2;
    u32 h;
    s16 arr[2];
} p0120_state;

DG_SHARED u64 p0120_sh0[127];
DG_SHARED f32 p0120_sh1[254];
DG_SHARED s32 p0120_sh2[254];

DG_KERNEL(p0120_kernel, p0120_state)
{
    DG_BEGIN(p0120_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((s64)__ldg(&in[5]));
        st->x1 = ((s8)dg_div_s32((s32)(((s8)__ldg(&in[2]))), (s32)(((s8)0))));
        st->x2 = ((u16)((u32)(((u16)608)) >> ((u32)(gtid) & 31u)));
        st->h = ((u32)((u32)(3209680522u) - (u32)(in[((u32)(((u8)tid)) % 6u)])));
        st->arr[0] = ((s16)dg_div_s32((s32)(((s16)0)), (s32)(((s16)tid))));
        st->arr[1] = ((s16)((__uint_as_float(0x3f000000u)) < (((f32)st->x1))));
        p0120_sh0[tid * 1u + 0u] = ((u64)((((s32)st->x1)) >= (853643427)));
        p0120_sh1[tid * 2u + 0u] = (((f32)__longlong_as_double((s64)0x8d0b2b3047b62e07ull)) * ((f32)((f64)__ldg(&in[3]))));
        p0120_sh1[tid * 2u + 1u] = ((f32)((s32)st->x2));
        p0120_sh2[tid * 2u + 0u] = ((s32)tid);
        p0120_sh2[tid * 2u + 1u] = ((s32)((((f32)st->x2)) == (((f32)__ldg(&in[4])))));
        u8 v8 = ((u8)0);
        BOOL v9 = ((BOOL)(((p0120_sh1[tid * 2u + ((u32)(((s64)__double2loint(dg_canon(((f64)st->x1))))) & 1u)]) < (((f32)st->x0)))));
        u8 a10[8] = {0};
        s32 j11;
        for (j11 = 0; j11 < 8; j11++)
            a10[j11] = v8;
        uchar4 sv12 = make_uchar4(((u8)((((u8)gtid)) ^ (v8))), ((u8)bid), ((u8)(isnan(((f32)((f64)st->x2))) != 0)), v8);
        s32 n13 = 0, i14 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)v9;
        (void)a10;
        (void)j11;
        (void)sv12;
        (void)n13;
        (void)i14;
        v8 = (u8)dg_dclamp(p0120_f0(((u8)sizeof(s32)), ((u32)__double2ull_rd(dg_dclamp(((f64)st->h), 0.0, 18446744073709549568.0))), a10), 0.0, 255.0);
        if ((((f64)((f32)gtid))) <= (3.0)) {
            n13 = (s32)((u32)(((u8)((u32)0 - (u32)(((u8)sizeof(s64)))))) % 7u) + 1;
            for (i14 = 0; i14 < n13; i14++) {
                st->h = (u32)dg_dclamp(p0120_f0(((u8)((((u8)254)) & (((u8)gtid)))), ((u32)dg_fclamp(((f32)st->x0), 0.0f, 4294967040.0f)), a10 + ((u32)(((s64)((u64)0 - (u64)(st->x0)))) % 5u)), 0.0, 4294967295.0);
            }
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(sv12.y) * 7u) ^ (u32)(st->arr[(0u & 1u)]) * 9u) ^ (u32)(a10[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        u64 v15 = ((u64)((((u64)st->x0)) ^ (((u64)0x398afd0026bb7585ull))));
        s8 v16 = ((s8)((((st->x2) <= (((u16)18960)))) ? (st->x1) : (st->x1)));
        u8 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((u8)((u32)(((u8)1)) - (u32)(((u8)187))));
        s32 n19 = 0, i20 = 0;
        s32 n21 = 0, i22 = 0;
        s32 g23 = 0;
        s32 n24 = 0, i25 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)v16;
        (void)a17;
        (void)j18;
        (void)n19;
        (void)i20;
        (void)n21;
        (void)i22;
        (void)g23;
        (void)n24;
        (void)i25;
        n19 = (s32)((u32)(((u8)((u32)(((u8)255)) * (u32)(a17[((u32)(st->x0) & 7u)])))) % 4u);
        i20 = 0;
        while (i20 < n19) {
            i20++;
            n21 = (s32)((u32)(((s32)((((s32)dg_fclamp(p0120_sh1[tid * 2u + ((u32)(((u32)((u32)((*(in + ((u32)(st->x0) % 6u)))) + (u32)(bid)))) & 1u)], -2147483648.0f, 2147483520.0f))) & (((s32)((((v15) != (((u64)0xd76c778bb28a2f83ull)))) ? (0) : (272))))))) % 8u);
            for (i22 = 0; i22 < n21; i22++) {
                st->x2 = ((u16)(((u8)255)));
            }
            p0120_sh1[tid * 2u + ((u32)(((u32)((((0.0000152587890625) >= (((f64)p0120_sh1[tid * 2u + ((u32)(st->h) & 1u)])))) ? (st->h) : (gtid)))) & 1u)] = p0120_sh1[tid * 2u + ((u32)(((u32)((u32)(tid) >> ((u32)(gtid) & 31u)))) & 1u)];
        }
        B2:;
        st->x1 = ((s8)((u32)(((s8)sizeof(u8))) - (u32)(st->x1)));
        if (g23 < 3 && ((((u8)1)) > (((u8)190)))) {
            g23++;
            goto B2;
        }
        st->x0 = ((s64)__float2uint_rn(dg_fclamp(((f32)st->x2), 0.0f, 4294967040.0f)));
        switch (((u32)(((s32)dg_div_s32((s32)(((s32)dg_div_s32((s32)(2), (s32)(p0120_sh2[tid * 2u + ((u32)(bid) & 1u)])))), (s32)(((s32)st->x0))))) + (u32)v16) & 3u) {
        case 0: {
            st->x0 = (s64)dg_dclamp(p0120_f0(((u8)((u32)(((u8)gtid)) << ((u32)(p0120_sh2[tid * 2u + ((u32)(p0120_sh2[tid * 2u + ((u32)(((u32)((u32)(tid) + (u32)(((u32)st->x2))))) & 1u)]) & 1u)]) & 31u))), ((u32)__popcll(((u64)((u64)(v15) * (u64)(v15))))), &a17[((u32)(a17[((u32)(((s64)__umul64hi(p0120_sh0[((u32)(((s32)((u32)(((s32)st->x0)) - (u32)(((s32)st->x0))))) % 127u)], v15))) & 7u)]) % 5u)]), -9223372036854775808.0, 9223372036854774784.0);
        }
        /* fallthrough */
        case 1: {
            n24 = (s32)((u32)(((s32)((((s32)__usad(st->h, 3u, (*(in + ((u32)(st->x0) % 6u)))))) & (p0120_sh2[tid * 2u + ((u32)(((u32)((u32)(in[((u32)(((s32)((((v15) > (((u64)0xd0e968b85710bbebull)))) ? (((s32)tid)) : (1)))) % 6u)]) >> ((u32)(((u8)st->x2)) & 31u)))) & 1u)])))) % 3u);
            for (i25 = 0; i25 < n24; i25++) {
                st->arr[((u32)(((s64)((((v16) <= (st->x1))) && (((bid) <= (4010713717u)))))) & 1u)] = ((s16)((((1024.0f) > (((f32)((f64)tid))))) && (((st->x0) == (((s64)0xffull))))));
                p0120_sh2[tid * 2u + ((u32)(((u32)dg_rem_u32((u32)(902610198u), (u32)(((u32)v15))))) & 1u)] = i25;
            }
            break;
        }
        case 2: {
            if ((((s8)__sad(((s32)-1), ((s32)st->h), 444u))) <= (((s8)(+(((s8)v15)))))) {
                st->x2 -= (u16)(((u16)sizeof(BOOL)));
            } else {
                st->h = ((u32)((u32)(((u32)st->x0)) >> ((u32)(((u32)st->x2)) & 31u)));
            }
            break;
        }
        case 3: {
            if ((709361431u) > (((u32)((u32)(st->h) >> ((u32)(((u8)tid)) & 31u))))) {
                st->h = ((u32)((u32)(st->h) * (u32)(tid)));
            } else {
                st->x1 = ((s8)((s32)(((s8)((u32)(((s8)32)) << ((u32)(((s32)st->h)) & 31u)))) >> ((u32)(((u8)dg_fclamp(__uint_as_float(0x2bfd45a0u), 0.0f, 255.0f))) & 31u)));
            }
            break;
        }
        default: {
            st->x1 |= (s8)(((s8)(p0120_sh2[tid * 2u + ((u32)(((u32)((u32)(tid) << ((u32)(((u8)st->x0)) & 31u)))) & 1u)])));
            break;
        }
        }
        st->h = (((((u32)(v15) * 3u) ^ (u32)(v16) * 5u) ^ (u32)(p0120_sh0[(0u % 127u)]) * 7u) ^ (u32)((u64)(p0120_sh0[(0u % 127u)]) >> 32) * 9u) ^ (u32)(a17[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        u8 c32 = 0;
        u32 v26 = ((u32)__double2hiint(dg_canon(((f64)((f32)bid)))));
        u8 v27 = ((u8)((((st->x1) == (((s8)127)))) ? (((u8)gtid)) : (((u8)st->x0))));
        u8 a28[8] = {0};
        s32 j29;
        for (j29 = 0; j29 < 8; j29++)
            a28[j29] = ((u8)dg_rem_u32((u32)(((u8)255)), (u32)(((u8)gtid))));
        s32 n30 = 0, i31 = 0;
        s32 g33 = 0;
        s32 g34 = 0;
        s32 n35 = 0, i36 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)v27;
        (void)a28;
        (void)j29;
        (void)n30;
        (void)i31;
        (void)g33;
        (void)g34;
        (void)n35;
        (void)i36;
        (void)c32;
        n30 = (s32)((u32)(((u8)((u32)(((u8)(~(u32)(v27)))) * (u32)(((u8)dg_div_u32((u32)(v27), (u32)(v27))))))) % 8u) + 1;
        for (i31 = 0; i31 < n30; i31++) {
            v27 = (u8)dg_dclamp(p0120_f0(((u8)(((u64)((p0120_sh0[tid * 1u + 0u]) & (((u64)i31)))))), tid, &a28[((u32)(st->x0) % 5u)]), 0.0, 255.0);
            if ((st->arr[((u32)(((s64)((((f32)st->x2)) < (((f32)st->x0))))) & 1u)]) < (((s16)-31219))) {
                st->x2 = (u16)dg_dclamp(p0120_f0(((u8)((u32)(((u8)68)) << ((u32)(i31) & 31u))), ((u32)((u32)(2184112790u) - (u32)(8u))), &a28[((u32)(((s64)((u64)(((s64)st->x1)) + (u64)(((s64)st->x1))))) % 5u)]), 0.0, 65535.0);
            } else {
                v27 = ((c32 = ((u8)148)), (u8)(c32 ^ (*(a28 + ((u32)(((s64)__double2ull_rn(dg_dclamp(((f64)st->x2), 0.0, 18446744073709549568.0)))) & 7u)))));
            }
        }
        B3:;
        a28[((u32)(((s64)((u64)(((s64)v27)) + (u64)(((s64)st->x1))))) & 7u)] = ((u8)((u32)0 - (u32)((*(a28 + ((u32)(((s64)sizeof(u16))) & 7u))))));
        if (g33 < 3 && ((((f64)st->x1)) != (((f64)v27)))) {
            g33++;
            goto B3;
        }
        B4:;
        n35 = (s32)((u32)(((u64)st->x2)) % 3u) + 1;
        i36 = 0;
        do {
            (*(p0120_sh1 + tid * 2u + ((u32)(((u32)(((s8)-127)))) & 1u))) = __uint2float_rz(bid);
        } while (++i36 < n35);
        if (g34 < 2 && ((((s16)st->x2)) != (((s16)st->h)))) {
            g34++;
            goto B4;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->arr[(1u & 1u)]) * 7u) ^ (u32)(p0120_sh0[tid * 1u + 0u]) * 9u) ^ (u32)(a28[(0u & 7u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)((u64)(st->x0) >> 32);
        out[2] = (u32)(st->x1);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u64)((u64)((*(p0120_sh0 + tid * 1u + 0u))) >> ((u32)(3818517864u) & 63u))));
        out[6] = (u32)(st->arr[0]);
        out[7] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0120, p0120_state, 127, 3, 6, 8, 3, 2048, 121u)
