// diffgen program p0066: gen.py --seed 66 --name p0066 --include ../twin.h
#include "../twin.h"

typedef struct {
    u32 f0;
    s64 f1;
} p0066_S0;

FN p0066_S0 p0066_f0(s32 depth, s64 p0, DG_REF(BOOL) p1, uint4 p2)
{
    s16 v1 = ((s16)sizeof(p2));
    p0066_S0 sv2;
    sv2.f0 = ((u32)((p2.z) & (((u32)DG_R(p1)))));
    sv2.f1 = ((s64)dg_rem_s64((s64)(p0), (s64)(p0)));
    u32 h3 = 0;
    (void)v1;
    (void)sv2;
    (void)h3;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return sv2;
    v1 = ((s16)((((((u16)p0)) > (((u16)60146)))) || (((depth) > (7)))));
    sv2 = p0066_f0(depth - 1, ((s64)v1), DG_A(DG_R(p1)), p2);
    h3 = (((((u32)(p0) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(p2.y) * 9u) ^ (u32)((u64)(sv2.f1) >> 32);
    sv2.f0 = ((u32)((u32)(sv2.f0) ^ (u32)h3));
    return sv2;
}

FN u8 p0066_f1(f32 p0, u16 p1, s16 p2, s8 p3, u8 p4, f64 p5, u8 p6, p0066_S0 p7, DG_REF(p0066_S0) p8, p0066_S0 p9, uchar4 p10)
{
    s8 v4 = ((s8)((((32) != (((s32)p6)))) ? (p3) : (((s8)p6))));
    s32 v5 = ((s32)p4);
    u8 a6[4] = {0};
    s32 j7;
    for (j7 = 0; j7 < 4; j7++)
        a6[j7] = p6;
    uint4 sv8;
    sv8.x = p9.f0;
    sv8.y = ((u32)((((p3) <= (v4))) ? (((u32)p6)) : (((u32)v5))));
    sv8.z = ((u32)((u32)(((u32)p6)) >> ((u32)(255) & 31u)));
    sv8.w = 255u;
    p0066_S0 sv9;
    sv9.f0 = ((u32)llmin(((s64)p4), ((s64)0x20ull)));
    sv9.f1 = ((s64)((u64)(((s64)v5)) + (u64)(((s64)0xffull))));
    s32 g10 = 0;
    u32 h11 = 0;
    (void)v4;
    (void)v5;
    (void)a6;
    (void)j7;
    (void)sv8;
    (void)sv9;
    (void)g10;
    (void)h11;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    (void)p9;
    (void)p10;
    p2 = ((s16)((s32)(p2) >> ((u32)(p10.w) & 31u)));
    p7.f1 = ((s64)0xffffffffffffffcbull);
    if ((((u32)dg_dclamp(((f64)v5), 0.0, 4294967295.0))) != (((u32)((((((u64)v4)) <= (((u64)p3)))) || (((((f64)p0)) <= (((f64)p1)))))))) {
        p4++;
    }
    B2:;
    p7.f1 = ((s64)sizeof(sv8));
    if (g10 < 1 && ((((f64)p4)) >= (((f64)v4)))) {
        g10++;
        goto B2;
    }
    h11 = (((((u32)(p1) * 3u) ^ (u32)(p2) * 5u) ^ (u32)(p10.w) * 7u) ^ (u32)(sv8.y) * 9u) ^ (u32)(sv8.w);
    return ((u8)((u32)(((u8)dg_div_u32((u32)(((u8)((u32)(a6[((u32)(v5) & 3u)]) >> ((u32)(((s32)p6)) & 31u)))), (u32)(((u8)((u32)(((u8)202)) * (u32)(((u8)v4)))))))) ^ (u32)h11));
}

FN s64 p0066_f2(s32 depth, DG_REF(f32) p0, p0066_S0 p1, s8 p2)
{
    u32 v12 = ((u32)p2);
    f64 v13 = (-(((f64)((s16)v12))));
    uint4 sv14;
    sv14.x = ((u32)sizeof(p1));
    sv14.y = ((u32)((((((s32)v12)) < (depth))) && (((((u8)24)) < (((u8)v12))))));
    sv14.z = ((u32)__dp2a_hi(((s32)p2), depth, depth));
    sv14.w = ((u32)((u32)(v12) * (u32)(32u)));
    p0066_S0 sv15;
    sv15.f0 = ((u32)((3443698237u) > (v12)));
    sv15.f1 = ((s64)dg_rem_s64((s64)(p1.f1), (s64)(p1.f1)));
    uchar4 sv16 = make_uchar4(((u8)((u32)(((u8)v12)) * (u32)(((u8)v12)))), ((u8)depth), ((u8)((u32)(((u8)1)) >> ((u32)(((u8)1)) & 31u))), ((u8)(~(u32)(((u8)v12)))));
    s32 n17 = 0, i18 = 0;
    u32 h19 = 0;
    (void)v12;
    (void)v13;
    (void)sv14;
    (void)sv15;
    (void)sv16;
    (void)n17;
    (void)i18;
    (void)h19;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((s64)((u64)(((s64)v12)) << ((u32)(((u8)59)) & 63u)));
    n17 = (s32)((u32)(((u8)__float2int_rd(dg_fclamp((((f32)((u8)p2)) * ((f32)v12)), -2147483648.0f, 2147483520.0f)))) % 4u);
    for (i18 = 0; i18 < n17; i18++) {
        p2 ^= (s8)(((s8)((u32)0 - (u32)(((s8)((s32)(p2) >> ((u32)(depth) & 31u)))))));
    }
    v13 = __drcp_rd(((f64)v12));
    DG_R(p0) += (-(((f32)0.5)));
    v13 = (f64)p0066_f2(depth - 1, DG_A(DG_R(p0)), sv15, p2);
    h19 = (((((u32)(dg_dbits(v13) >> 32) * 3u) ^ (u32)(sv14.x) * 5u) ^ (u32)(sv15.f0) * 7u) ^ (u32)(sv15.f1) * 9u) ^ (u32)(sv16.w);
    return ((s64)((u64)(((s64)((s64)(((s64)(sv16.y))) >> ((u32)(((s32)(((u16)p2)))) & 63u)))) ^ (u64)h19));
}

typedef struct {
    s8 x0;
    s16 x1;
    f64 x2;
    u32 x3;
    u32 h;
    f64 arr[2];
} p0066_state;

DG_KERNEL(p0066_kernel, p0066_state)
{
    DG_BEGIN(p0066_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        s8 c24 = 0;
        st->x0 = ((s8)127);
        st->x1 = ((s16)((((((u8)__ldg(&in[5]))) > (((u8)92)))) ? (((s16)st->x0)) : (((s16)__ldg(&in[1])))));
        st->x2 = __fma_ru(((f64)st->x0), -2.5, ((f64)gtid));
        st->x3 = ((u32)((((u16)gtid)) <= (((u16)__ldg(&in[3])))));
        st->h = ((u32)((((bid) != (858873064u))) || (((((s64)0xffffffffffffff6dull)) == (((s64)bid))))));
        st->arr[0] = __drcp_rz(st->x2);
        st->arr[1] = ((f64)((f32)((u64)__ldg(&in[1]))));
        s8 v20 = ((s8)((((f64)tid)) < (st->arr[((u32)(((s64)((u64)(((s64)0xffffffffffffffc6ull)) << ((u32)((*(out + ((u32)(((s64)((((s64)bid)) & (((s64)0x104ull))))) & 1u)))) & 63u)))) & 1u)])));
        uint4 sv21 = make_uint4(((u32)((u32)(((u32)st->x0)) >> ((u32)(((u32)v20)) & 31u))), ((u32)(+(bid))), ((u32)((((u32)v20)) & (in[((u32)(((u32)((u32)(in[((u32)(((u8)dg_dclamp(((f64)((s8)st->x1)), 0.0, 255.0))) % 6u)]) - (u32)(((u32)st->x1))))) % 6u)]))), ((u32)dg_div_u32((u32)(tid), (u32)(bid))));
        p0066_S0 sv22;
        sv22.f0 = ((u32)((((s32)st->x1)) < (((s32)st->h))));
        sv22.f1 = ((s64)__double2uint_rd(dg_dclamp(((f64)((f32)bid)), 0.0, 4294967295.0)));
        uchar4 sv23;
        sv23.x = ((u8)((((u8)8)) & (((u8)209))));
        sv23.y = ((u8)(((s32)-190)));
        sv23.z = ((u8)((u32)(((u8)st->x1)) << ((u32)(((u32)st->x1)) & 31u)));
        sv23.w = ((u8)((u32)(((u8)v20)) << ((u32)(sv21.w) & 31u)));
        s32 g25 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v20;
        (void)sv21;
        (void)sv22;
        (void)sv23;
        (void)g25;
        (void)c24;
        st->x0 = ((c24 = ((s8)st->x1)), (s8)(c24 ^ v20));
        B3:;
        st->h = (u32)p0066_f1(__ull2float_rd(((u64)v20)), ((u16)st->x0), ((s16)((u32)(((s16)63)) * (u32)(st->x1))), ((s8)((u32)(((s8)1)) + (u32)(((s8)((s32)(v20) >> ((u32)(((u8)8)) & 31u)))))), ((u8)((((u8)sizeof(sv22))) | (((u8)((u32)0 - (u32)(((u8)tid))))))), (sqrt(st->x2) / fabs(((f64)st->x3))), ((u8)(((s16)((u32)(((s16)gtid)) << ((u32)(sv23.w) & 31u))))), sv22, DG_A(sv22), sv22, sv23);
        if (g25 < 1 && ((((s8)tid)) == (((s8)st->x1)))) {
            g25++;
            goto B3;
        }
        st->h *= ((u32)(+(((u32)__popc(tid)))));
        if ((((((u8)st->x0)) == (((u8)214)))) && (((((u64)st->x1)) != (((u64)0x2ull))))) {
            st->x1 = ((s16)((u32)(((s16)(((isnan(st->arr[((u32)(((s64)((((sv22.f1) <= (((s64)0x34a9325a631adf15ull)))) ? (sv22.f1) : (((s64)st->x3))))) & 1u)]) != 0)) || (((sv23.w) < (((u8)149))))))) + (u32)(((s16)dg_rem_s32((s32)(((s16)bid)), (s32)(st->x1))))));
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)dg_dbits(st->x2) * 5u) ^ (u32)(sv21.y) * 7u) ^ (u32)(sv23.x) * 9u) ^ (u32)(sv23.z) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 12u;
        u64 c32 = 0;
        u16 v26 = ((u16)st->x0);
        uint4 sv27 = make_uint4(((u32)__double2ull_ru(dg_dclamp(st->x2, 0.0, 18446744073709549568.0))), ((u32)((u32)(((u32)st->x0)) >> ((u32)(tid) & 31u))), 0u, ((u32)((((u32)st->x0)) ^ (tid))));
        p0066_S0 sv28;
        sv28.f0 = ((u32)((u32)(sv27.y) >> ((u32)(((s32)v26)) & 31u)));
        sv28.f1 = ((s64)tid);
        uchar4 sv29 = make_uchar4(((u8)((((u8)255)) ^ (((u8)63)))), ((u8)((u32)(((u8)v26)) + (u32)(((u8)bid)))), ((u8)((u32)(((u8)2)) >> ((u32)(((s32)0x80000000u)) & 31u))), ((u8)((sv27.y) == (gtid))));
        s32 n30 = 0, i31 = 0;
        BOOL v33 = 0;
        f32 v34 = 0.0f;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)sv27;
        (void)sv28;
        (void)sv29;
        (void)n30;
        (void)i31;
        (void)v33;
        (void)v34;
        (void)c32;
        if (signbit(dg_canonf((((f32)st->x3) / __uint_as_float(0x7004e44cu)))) != 0) {
            st->h = (u32)p0066_f1(((f32)((s16)((u32)0 - (u32)(st->x1)))), v26, ((s16)((((s16)((u32)(st->x1) + (u32)(st->x1)))) & (((s16)((u32)(st->x1) - (u32)(st->x1)))))), ((s8)dg_fclamp(((f32)st->x2), -128.0f, 127.0f)), ((u8)(((u64)((u64)(((u64)st->h)) - (u64)(((u64)v26)))))), trunc(st->x2), ((u8)((((st->x2) > (((f64)((f32)tid))))) || (((sv28.f1) != (((s64)tid)))))), sv28, DG_A(sv28), sv28, make_uchar4(((u8)st->x0), ((u8)dg_dclamp(((f64)((f32)st->x0)), 0.0, 255.0)), ((u8)((u32)(((u8)108)) << ((u32)(((u8)st->h)) & 31u))), ((u8)__float2int_rd(dg_fclamp(((f32)st->h), -2147483648.0f, 2147483520.0f)))));
        } else {
            n30 = (s32)((u32)(((u64)((((u64)((((st->x1) >= (((s16)v26)))) ? (((u64)st->x1)) : (((u64)st->h))))) | (((c32 = ((u64)tid)), (u64)(c32 ^ ((u64)0x1ull))))))) % 8u) + 1;
            i31 = 0;
            while (i31 < n30) {
                i31++;
                sv29.w = ((u8)((u32)(((u8)((((u8)63)) & (((u8)255))))) + (u32)(((u8)((((((u64)i31)) >= (((u64)tid)))) ? (((u8)bid)) : (((u8)st->x1)))))));
                if ((((u8)st->x0)) <= (((u8)v26))) goto F4;
            }
        }
        F4:;
        st->h = (((((u32)(bid) * 3u) ^ (u32)(dg_dbits(st->x2) >> 32) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)(sv29.w) * 9u) ^ (u32)dg_dbits(st->arr[(0u & 1u)]) ^ (st->h * 7u);
        sv28 = p0066_f0((s32)((u32)(((u32)((u32)(tid) << ((u32)(st->x3) & 31u)))) % 4u), ((s64)((s64)(((s64)ullmin(((u64)0x961da18c207d9a4dull), ((u64)tid)))) >> ((u32)(((u8)gtid)) & 63u))), DG_A(v33), sv27);
        v33 = (BOOL)(p0066_f2((s32)((u32)(((u32)((((((f64)st->x3)) != (__longlong_as_double((s64)0x4330000000000000ull)))) ? (516u) : (bid)))) % 4u), DG_A(v34), sv28, ((s8)((u32)(((s8)-43)) - (u32)(((s8)111))))) != 0);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        if ((gtid % 7u) == 2u && ((v34) > (((f32)((s32)bid))))) return;
        out[4] = (u32)dg_dbits(st->x2);
        out[5] = (u32)(dg_dbits(st->x2) >> 32);
        out[6] = (u32)(st->x3);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s32)((((s32)((s32)(((s32)tid)) >> ((u32)(sv27.z) & 31u)))) & (((s32)__float2ull_rz(dg_fclamp(v34, 0.0f, 18446742974197923840.0f)))))));
        out[9] = (u32)(((s32)((u32)(((s32)((s32)(((s32)v26)) >> ((u32)(295979022) & 31u)))) + (u32)(((s32)st->x1)))));
        out[10] = (u32)dg_dbits(st->arr[0]);
        out[11] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0066, p0066_state, 128, 3, 6, 12, 2, 8192, 66u)
