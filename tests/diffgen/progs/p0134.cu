// diffgen program p0134: gen.py --seed 135 --name p0134 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
    s64 f1;
    s8 f2;
} p0134_S0;
typedef struct DG_ALIGN(8) {
    u8 f0;
    u16 f1;
    u16 f2;
} p0134_S1;

FN u64 p0134_f0(s32 p0, DG_REF(s8) p1, s8 p2, u8 p3, DG_REF(u32) p4, p0134_S0 p5, DG_REF(s64) p6, DG_REF(u16) p7)
{
    s64 v1 = ((s64)((u64)(DG_R(p6)) - (u64)(DG_R(p6))));
    s32 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = 2;
    p0134_S1 sv4;
    sv4.f0 = ((u8)((p3) | (((u8)184))));
    sv4.f1 = ((u16)((((u16)v1)) & (DG_R(p7))));
    sv4.f2 = ((u16)((((((s16)DG_R(p7))) > (((s16)8432)))) && (((((u64)DG_R(p4))) == (((u64)DG_R(p7)))))));
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
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    if ((((s64)((s64)(v1) >> ((u32)(8) & 63u)))) > (((s64)((__longlong_as_double((s64)0xfff0000000000000ull)) > (((f64)p3)))))) {
        n5 = (s32)((u32)(((u32)((((u32)dg_div_u32((u32)(DG_R(p4)), (u32)(DG_R(p4))))) | (((u32)p2))))) % 8u) + 1;
        for (i6 = 0; i6 < n5; i6++) {
            p3 = ((u8)((p0) != (((s32)-1986250170))));
            a2[((u32)(__double_as_longlong(dg_canon(((f64)v1)))) & 3u)] = ((s32)((((f32)((s8)DG_R(p4)))) > (((f32)DG_R(p7)))));
        }
    } else {
        switch (((u32)(((u16)((u32)(((u16)((u32)(DG_R(p7)) >> ((u32)((*(a2 + ((u32)(((u32)((u32)(7u) >> ((u32)(p3) & 31u)))) & 3u)))) & 31u)))) * (u32)(((u16)((sv4.f2) ^ (DG_R(p7)))))))) + (u32)p2) & 3u) {
        case 0: {
            p5.f2 = ((s8)dg_div_s32((s32)(p5.f2), (s32)(DG_R(p1))));
        }
        /* fallthrough */
        case 1: {
            p0 = ((s32)((a2[((u32)(((s32)sizeof(p5))) & 3u)]) | (((s32)0x80000000u))));
            break;
        }
        case 2: {
            DG_R(p1) = ((s8)sizeof(p5));
            break;
        }
        case 3: {
            DG_R(p1) = ((s8)((u32)(((s8)p3)) - (u32)(((s8)DG_R(p6)))));
            break;
        }
        default: {
            a2[((u32)(((s32)dg_fclamp(__uint_as_float(0x7fc00000u), -2147483648.0f, 2147483520.0f))) & 3u)] = ((s32)DG_R(p6));
            break;
        }
        }
    }
    a2[((u32)(v1) & 3u)] = ((s32)dg_div_s32((s32)(a2[((u32)(v1) & 3u)]), (s32)(p0)));
    switch (((u32)(((u32)((u32)(((u32)((((u32)v1)) & (255u)))) * (u32)(((u32)((u32)0 - (u32)(DG_R(p4)))))))) + (u32)v1) & 3u) {
    case 2: {
        if ((!(((__uint_as_float(0xd9338f7du)) == (((f32)p3))))) && ((((__longlong_as_double((s64)0x7fefffffffffffffull)) <= (p5.f0))) && (((DG_R(p4)) <= (1u))))) return ((u64)__funnelshift_rc(DG_R(p4), 32u, DG_R(p4)));
        break;
    }
    case 3: {
        switch (((u32)(((u16)((u32)(((u16)dg_rem_u32((u32)(sv4.f1), (u32)(sv4.f1)))) - (u32)(((u16)((u32)(((u16)p2)) + (u32)(DG_R(p7)))))))) + (u32)DG_R(p4)) & 7u) {
        case 1: {
            if (((((((s16)p0)) == (((s16)9192)))) || (((((u32)DG_R(p6))) <= (3099406437u)))) && ((((u64)DG_R(p6))) > (((u64)DG_R(p7))))) return ((u64)(p2));
            break;
        }
        case 2: {
            DG_R(p1) = ((s8)((u32)(((s8)DG_R(p6))) + (u32)(((s8)v1))));
            break;
        }
        }
        break;
    }
    }
    h7 = (((((u32)(DG_R(p4)) * 3u) ^ (u32)dg_dbits(p5.f0) * 5u) ^ (u32)(p5.f1) * 7u) ^ (u32)(a2[(0u & 3u)]) * 9u) ^ (u32)(a2[(3u & 3u)]);
    return ((u64)((u64)(((u64)dg_div_u64((u64)(((u64)((((u64)DG_R(p7))) ^ (((u64)DG_R(p7)))))), (u64)(((u64)((((p3) >= (sv4.f0))) ? (((u64)0x160ull)) : (((u64)0x4dull)))))))) ^ (u64)h7));
}

typedef struct {
    s64 x0;
    s16 x1;
    u32 h;
} p0134_state;

DG_SHARED u64 p0134_sh0[256];
DG_SHARED u64 p0134_sh1[64];
DG_SHARED f32 p0134_sh2[128];

DG_KERNEL(p0134_kernel, p0134_state)
{
    DG_BEGIN(p0134_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((s64)((u64)(((s64)__ldg(&in[2]))) * (u64)(((s64)__ldg(&in[5])))));
        st->x1 = ((s16)((((u64)0xa1d456e3fcebe56full)) > (((u64)__ldg(&in[1])))));
        st->h = ((u32)((u32)(in[((u32)(__brev(__ldg(&in[0]))) % 6u)]) >> ((u32)(((u8)254)) & 31u)));
        p0134_sh0[tid * 4u + 0u] = ((u64)((((s32)st->x1)) <= (((s32)tid))));
        p0134_sh0[tid * 4u + 1u] = ((u64)((((u64)0x242ull)) ^ (((u64)st->x1))));
        p0134_sh0[tid * 4u + 2u] = ((u64)((u64)(((u64)__ldg(&in[2]))) - (u64)(((u64)0xedull))));
        p0134_sh0[tid * 4u + 3u] = ((u64)((u64)(((u64)st->h)) << ((u32)(((u8)255)) & 63u)));
        p0134_sh1[tid * 1u + 0u] = ((u64)((((f64)((s16)__ldg(&in[2])))) <= (((f64)((s8)__ldg(&in[0]))))));
        p0134_sh2[tid * 2u + 0u] = ((f32)((s16)32767));
        p0134_sh2[tid * 2u + 1u] = fmaf(0.5f, ((f32)st->x0), ((f32)__ldg(&in[0])));
        s64 v8 = ((s64)((u64)(st->x0) * (u64)(((s64)st->h))));
        u64 v9 = ((u64)((p0134_sh1[tid * 1u + 0u]) & (((u64)bid))));
        p0134_S0 sv10;
        sv10.f0 = ((f64)bid);
        sv10.f1 = ((s64)((v8) ^ (v8)));
        sv10.f2 = ((s8)((((s8)-59)) ^ (((s8)-1))));
        s8 v11 = 0;
        u16 v12 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)v9;
        (void)sv10;
        (void)v11;
        (void)v12;
        v12 = (u16)p0134_f0(((s32)dg_dclamp(((f64)st->h), -2147483648.0, 2147483647.0)), DG_A(v11), ((s8)((((st->x1) > (((s16)22179)))) || (((v9) != (((u64)0x7ec027492828edc7ull)))))), ((u8)95), DG_A(st->h), sv10, DG_A(st->x0), DG_A(v12));
        st->h = (((((u32)(tid) * 3u) ^ (u32)((u64)(v8) >> 32) * 5u) ^ (u32)(v9) * 7u) ^ (u32)(v11) * 9u) ^ (u32)(v12) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        u8 c18 = 0;
        s64 v13 = ((s64)dg_rem_s64((s64)(st->x0), (s64)(st->x0)));
        u32 v14 = ((u32)((((u32)v13)) ^ (((u32)st->x0))));
        p0134_S0 sv15;
        sv15.f0 = ((((st->x1) >= (((s16)7530)))) ? ((f64)((f32)bid)) : __longlong_as_double((s64)0xd21412ae013d1e7dull));
        sv15.f1 = ((s64)dg_dclamp(1.0e22, -9223372036854775808.0, 9223372036854774784.0));
        sv15.f2 = ((s8)((u32)(((s8)-99)) - (u32)(((s8)st->x1))));
        s8 v16 = 0;
        u16 v17 = 0;
        s32 n19 = 0, i20 = 0;
        s32 g21 = 0;
        s32 n22 = 0, i23 = 0;
        s32 n24 = 0, i25 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)v14;
        (void)sv15;
        (void)v16;
        (void)v17;
        (void)n19;
        (void)i20;
        (void)g21;
        (void)n22;
        (void)i23;
        (void)n24;
        (void)i25;
        (void)c18;
        switch (((u32)(((s32)((u32)(((s32)((p0134_sh2[((u32)(((u32)dg_fclamp(((f32)st->x0), 0.0f, 4294967040.0f))) & 127u)]) <= (__uint_as_float(0x7f800000u))))) << ((u32)(((u32)(((u8)151)))) & 31u)))) + (u32)st->h) & 7u) {
        case 0: {
            switch (((u32)(((u32)__double2int_rd(dg_dclamp(__ddiv_rz(__longlong_as_double((s64)0x7fefffffffffffffull), ((f64)v14)), -2147483648.0, 2147483647.0)))) + (u32)v14) & 7u) {
            case 2: {
                st->h = (u32)p0134_f0(((s32)((((s32)((u32)(((s32)v14)) - (u32)(((s32)-958142657))))) ^ (((s32)((((s32)gtid)) ^ (1894911794)))))), DG_A(v16), ((s8)(((isfinite(__longlong_as_double((s64)0x3810000000000000ull)) != 0)) ? (((s8)dg_fclamp(((f32)gtid), -128.0f, 127.0f))) : (((s8)((((v16) < (((s8)116)))) ? (sv15.f2) : (((s8)st->x0))))))), ((u8)max(((s32)v13), ((s32)bid))), DG_A(v14), sv15, DG_A(v13), DG_A(v17));
                break;
            }
            case 4: {
                v14 = ((u32)((u32)(((u32)((((v16) <= (((s8)121)))) ? (tid) : (bid)))) + (u32)(((u32)dg_rem_u32((u32)(2232879844u), (u32)(v14))))));
                break;
            }
            case 5: {
                st->x1 = ((s16)((u32)(st->x1) * (u32)(st->x1)));
                break;
            }
            case 6: {
                v13 = ((s64)dg_div_s64((s64)(sv15.f1), (s64)(v13)));
                break;
            }
            default: {
                v13 = (s64)p0134_f0(((s32)sizeof(u64)), DG_A(v16), ((s8)gtid), ((u8)(~(u32)(((u8)v17)))), DG_A(st->h), sv15, DG_A(v13), DG_A(v17));
                break;
            }
            }
            break;
        }
        case 2: {
            sv15.f0 = ((f64)((f32)v14));
        }
        /* fallthrough */
        case 3: {
            ++st->x1;
            break;
        }
        case 7: {
            v17 = (u16)p0134_f0(((s32)((u32)(((s32)sizeof(f32))) * (u32)(((s32)((u32)(0) - (u32)(((s32)st->x1))))))), DG_A(v16), ((s8)(~(u32)(v16))), ((c18 = ((u8)32)), (u8)(c18 ^ ((u8)((((u8)32)) | (((u8)v16)))))), DG_A(v14), sv15, DG_A(v13), DG_A(v17));
            break;
        }
        default: {
            n19 = (s32)((u32)(((s32)tid)) % 8u);
            for (i20 = 0; i20 < n19; i20++) {
                if ((gtid % 3u) == 0u && ((tid) < (4082056159u))) return;
            }
            break;
        }
        }
        v14 = (u32)p0134_f0(((s32)((u32)(((s32)__brev(st->h))) - (u32)(((s32)st->h)))), DG_A(v16), ((s8)(~(u32)(sv15.f2))), ((u8)((u32)(((u8)31)) >> ((u32)(((u32)st->x1)) & 31u))), DG_A(st->h), sv15, DG_A(v13), DG_A(v17));
        B2:;
        n22 = (s32)((u32)(((u8)((u32)(((u8)((u32)(((u8)st->h)) << ((u32)((*(out + ((u32)(((u32)((u32)(v14) << ((u32)(((u8)tid)) & 31u)))) & 3u)))) & 31u)))) << ((u32)(((u32)((u32)(143u) + (u32)(gtid)))) & 31u)))) % 8u) + 1;
        i23 = 0;
        do {
            if (!(((1) == (i23)))) {
                v17 = (u16)p0134_f0(((s32)((((((u16)2)) != (((u16)47885)))) && (((((u16)63)) >= (v17))))), DG_A(v16), ((s8)((((s8)((((s8)3)) ^ (v16)))) < (((s8)((((v17) != (((u16)40317)))) ? (v16) : (((s8)8))))))), ((u8)st->x0), DG_A(v14), sv15, DG_A(st->x0), DG_A(v17));
            }
            n24 = (s32)((u32)(((u8)__double2int_rz(dg_dclamp(__dsub_rn(sv15.f0, ((f64)st->x0)), -2147483648.0, 2147483647.0)))) % 4u) + 1;
            for (i25 = 0; i25 < n24; i25++) {
                if ((gtid % 3u) == 1u && ((((s8)tid)) == (((s8)127)))) return;
            }
        } while (++i23 < n22);
        if (g21 < 3 && ((sv15.f2) >= (v16))) {
            g21++;
            goto B2;
        }
        st->x1 = (s16)p0134_f0(((s32)((u32)(((s32)st->h)) + (u32)(((s32)((((s32)st->h)) & (((s32)st->x1))))))), DG_A(v16), ((s8)((((s8)umin(bid, v14))) & (((s8)dg_div_s32((s32)(((s8)bid)), (s32)(v16)))))), ((u8)((u32)(((u8)240)) * (u32)(((u8)255)))), DG_A(v14), sv15, DG_A(st->x0), DG_A(v17));
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)dg_dbits(sv15.f0) * 5u) ^ (u32)(sv15.f2) * 7u) ^ (u32)(p0134_sh0[(0u & 255u)]) * 9u) ^ (u32)(p0134_sh1[(0u & 63u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        if ((gtid % 3u) == 2u && ((sv15.f1) > (((s64)0x2ull)))) return;
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s64)((u64)(((s64)((u64)(((s64)st->h)) * (u64)(sv15.f1)))) - (u64)(st->x0))));
    }
    DG_END
}

DG_PROGRAM(p0134, p0134_state, 64, 3, 6, 9, 2, 2048, 135u)
