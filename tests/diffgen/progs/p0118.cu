// diffgen program p0118: gen.py --seed 118 --name p0118 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s8 f0;
    u16 f1;
} p0118_S0;

FN f32 p0118_f0(DG_REF(longlong2) p0)
{
    s64 c8 = 0;
    f32 v1 = (3.0f * __uint_as_float(0xcf000000u));
    f32 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = v1;
    float4 sv4 = make_float4(a2[((u32)(((u32)(!(((((u8)132)) > (((u8)1))))))) & 3u)], __frcp_rd(((f32)DG_R(p0).x)), v1, ((f32)((u64)0xffffffffffffffffull)));
    s32 g5 = 0;
    s32 n6 = 0, i7 = 0;
    s32 n9 = 0, i10 = 0;
    s32 n11 = 0, i12 = 0;
    u32 h13 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)g5;
    (void)n6;
    (void)i7;
    (void)n9;
    (void)i10;
    (void)n11;
    (void)i12;
    (void)h13;
    (void)c8;
    (void)p0;
    if (((((u16)65534)) == (((u16)19117))) && ((255u) > (150u))) return ((((v1) == (((f32)__longlong_as_double((s64)0xa7d14f58bba6f5cbull))))) ? v1 : v1);
    B1:;
    n6 = (s32)((u32)(((u32)dg_fclamp(v1, 0.0f, 4294967040.0f))) % 3u) + 1;
    for (i7 = 0; i7 < n6; i7++) {
        (*(a2 + ((u32)(((c8 = ((s64)0x955d54bf5f7a5ce9ull)), (s64)(c8 ^ ((s64)i7)))) & 3u))) = (sv4.z + __uint_as_float(0x7fc00000u));
    }
    if (g5 < 3 && ((((4294967294u) >= (516870924u))) && (((((f32)4294967296.0)) < (0.5f))))) {
        g5++;
        goto B1;
    }
    n9 = (s32)((u32)(__double2loint(dg_canon(((f64)v1)))) % 7u);
    i10 = 0;
    do {
        n11 = (s32)((u32)(((u8)__double2int_rd(dg_dclamp(__dadd_rd(((f64)i10), ((f64)i10)), -2147483648.0, 2147483647.0)))) % 7u) + 1;
        i12 = 0;
        do {
            v1--;
            v1 = (((isinf(__uint_as_float(0x62f92381u)) != 0)) ? (*(a2 + ((u32)(((u32)dg_div_u32((u32)(((u32)i12)), (u32)(((u32)i10))))) & 3u))) : ((f32)((s16)32767)));
        } while (++i12 < n11);
        if ((((s32)((u32)(i10) - (u32)(((s32)-230))))) <= (((s32)-112576159))) {
            a2[((u32)(((u32)((((u32)i10)) & (7u)))) & 3u)] = (v1 * 0.0f);
        }
    } while (++i10 < n9);
    DG_R(p0).y = DG_R(p0).y;
    h13 = (((((u32)(DG_R(p0).y) * 3u) ^ (u32)((u64)(DG_R(p0).y) >> 32) * 5u) ^ dg_fbits(sv4.x) * 7u) ^ dg_fbits(sv4.y) * 9u) ^ dg_fbits(sv4.z);
    return (floorf((((f32)((u16)13357)) + a2[((u32)(((u8)((u32)(((u8)3)) + (u32)(((u8)207))))) & 3u)])) + (f32)(h13 & 255u));
}

FN s64 p0118_f1(s32 depth, u16 p0, float4 p1, u8 p2, longlong2 p3, u32 p4, DG_REF(u8) p5, s32 p6, s16 p7, f32 *p8, DG_REF(u32) p9)
{
    f64 v14 = (((f64)p7) - 0.5);
    u64 v15 = ((u64)((u64)0 - (u64)(((u64)p2))));
    s16 a16[4] = {0};
    s32 j17;
    for (j17 = 0; j17 < 4; j17++)
        a16[j17] = p7;
    longlong2 sv18;
    sv18.x = ((s64)0xf844da61607efd0aull);
    sv18.y = ((s64)dg_dclamp(v14, -9223372036854775808.0, 9223372036854774784.0));
    s32 n19 = 0, i20 = 0;
    u32 h21 = 0;
    (void)v14;
    (void)v15;
    (void)a16;
    (void)j17;
    (void)sv18;
    (void)n19;
    (void)i20;
    (void)h21;
    (void)depth;
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
    if (depth <= 0) return ((s64)((((p4) >= (1588178923u))) ? (sv18.x) : (((s64)0xfa91f1d3fc08ce5bull))));
    n19 = (s32)((u32)(((s32)((u32)(((s32)((u32)(32) << ((u32)(((s32)-688294354)) & 31u)))) * (u32)(((s32)((p2) < (((u8)p0)))))))) % 8u);
    i20 = 0;
    while (i20 < n19) {
        i20++;
        DG_R(p9) *= ((u32)((u32)(22936714u) << ((u32)(p4) & 31u)));
        if ((((DG_R(p5)) < (((u8)128)))) && (((((s64)DG_R(p9))) != (((s64)0x8c91fe5d1b73181cull))))) {
            p6 >>= ((u32)(((u32)((v14) < (((f64)i20))))) & 31u);
        } else {
            p6 = ((s32)(v15));
        }
    }
    p6 = ((s32)((((p6) <= (((s32)DG_R(p5))))) || (((((u16)p2)) != (((u16)61645))))));
    p0 = ((u16)__double2hiint(dg_canon(((f64)p4))));
    DG_R(p5) = (u8)p0118_f1(depth - 1, ((u16)((u32)(((u16)((((v15) > (((u64)0x5b6495c5c6333b4full)))) ? (p0) : (((u16)p2))))) - (u32)(((u16)(~(u32)(p0)))))), p1, ((u8)((((((s16)p6)) >= (p7))) || (((v15) > (((u64)0x5491243869fb0c0aull)))))), make_longlong2(p3.x, ((s64)((u64)(((s64)0x2ull)) - (u64)(sv18.y)))), p4, DG_A(p2), ((s32)dg_fclamp(__uint_as_float(0x3effffffu), -2147483648.0f, 2147483520.0f)), ((s16)sizeof(s64)), p8, DG_A(p4));
    h21 = (((((u32)(p7) * 3u) ^ (u32)(v15) * 5u) ^ dg_fbits(p1.x) * 7u) ^ dg_fbits(p1.w) * 9u) ^ (u32)(p3.x);
    return ((s64)((u64)(((s64)dg_rem_s64((s64)(((s64)__double2int_rz(dg_dclamp(((f64)p7), -2147483648.0, 2147483647.0)))), (s64)(((s64)p7))))) ^ (u64)h21));
}

typedef struct {
    u16 x0;
    f64 x1;
    u16 x2;
    u32 h;
    s16 arr[2];
} p0118_state;

DG_KERNEL(p0118_kernel, p0118_state)
{
    DG_BEGIN(p0118_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = ((u16)((((u16)65535)) & (((u16)__ldg(&in[1])))));
        st->x1 = ((f64)__ldg(&in[1]));
        st->x2 = st->x0;
        st->h = ((u32)dg_div_u32((u32)(31u), (u32)(in[((u32)(((s32)gtid)) % 5u)])));
        st->arr[0] = ((s16)((((s16)gtid)) & (((s16)63))));
        st->arr[1] = ((s16)((u32)(((s16)gtid)) + (u32)(((s16)st->h))));
        u64 v22 = ((u64)((u64)(((u64)0xb889b6b17cb07b9bull)) << ((u32)(((u8)st->x2)) & 63u)));
        u8 v23 = ((u8)255);
        f32 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((f32)st->x2);
        longlong2 sv26 = make_longlong2(((s64)gtid), ((s64)((u64)(((s64)v23)) - (u64)(((s64)bid)))));
        float4 sv27 = make_float4((((f32)bid) + ((f32)v22)), (((f32)v23) - (*(a24 + ((u32)(((u32)dg_fclamp(((f32)st->x0), 0.0f, 4294967040.0f))) & 7u)))), ((f32)v22), (((f32)tid) * ((f32)st->h)));
        p0118_S0 sv28;
        sv28.f0 = ((s8)(((u32)st->x0)));
        sv28.f1 = st->x0;
        s32 g29 = 0;
        s32 g30 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)a24;
        (void)j25;
        (void)sv26;
        (void)sv27;
        (void)sv28;
        (void)g29;
        (void)g30;
        B3:;
        v22 = ((u64)((u64)(((u64)((u64)(v22) >> ((u32)(((u8)2)) & 63u)))) * (u64)(v22)));
        if (g29 < 1 && ((in[((u32)(__double2ll_rz(dg_dclamp(((f64)((f32)v22)), -9223372036854775808.0, 9223372036854774784.0))) % 5u)]) >= (st->h))) {
            g29++;
            goto B3;
        }
        B4:;
        v22 = ((u64)((u64)(v22) << ((u32)(32) & 63u)));
        if (g30 < 1 && ((v22) == (((u64)0xc2aaeda920151c17ull)))) {
            g30++;
            goto B4;
        }
        v23 = ((u8)dg_div_u32((u32)(v23), (u32)(((u8)st->x2))));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(v22) * 5u) ^ (u32)((u64)(v22) >> 32) * 7u) ^ (u32)(v23) * 9u) ^ (u32)((u64)(sv26.x) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        u16 c33 = 0;
        s64 c37 = 0;
        u16 v31 = ((u16)((((((u64)st->h)) > (((u64)0x1ull)))) ? (((u16)bid)) : (st->x2)));
        u16 v32 = ((c33 = ((u16)0)), (u16)(c33 ^ ((u16)255)));
        f32 a34[8] = {0};
        s32 j35;
        for (j35 = 0; j35 < 8; j35++)
            a34[j35] = ((f32)bid);
        longlong2 sv36 = make_longlong2(((s64)sizeof(s8)), ((c37 = ((s64)0xfde47c4f9b10c4ceull)), (s64)(c37 ^ ((s64)0x8ull))));
        float4 sv38;
        sv38.x = (a34[((u32)(((u8)((1u) < (((u32)v32))))) & 7u)] + ((f32)st->x0));
        sv38.y = (a34[((u32)(((u8)((((((s16)v32)) > (((s16)-9968)))) && (((((s32)0x80000000u)) == (((s32)-298))))))) & 7u)] / ((f32)((s64)v31)));
        sv38.z = (((f32)((s32)-1)) + ((f32)__longlong_as_double((s64)0x3b636796a3c223fdull)));
        sv38.w = fabsf(((f32)tid));
        s32 n39 = 0, i40 = 0;
        s32 g41 = 0;
        s32 n42 = 0, i43 = 0;
        s32 g44 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v31;
        (void)v32;
        (void)a34;
        (void)j35;
        (void)sv36;
        (void)sv38;
        (void)n39;
        (void)i40;
        (void)g41;
        (void)n42;
        (void)i43;
        (void)g44;
        (void)c33;
        (void)c37;
        st->x2 += (u16)(((u16)((u32)(((u16)((u32)(((u16)65117)) * (u32)(((u16)31))))) - (u32)(((u16)((u32)(((u16)bid)) << ((u32)(((u32)v32)) & 31u)))))));
        if (!(((((s32)gtid)) >= (1021715490)))) {
            n39 = (s32)((u32)(((u64)llmin(((s64)(tid)), ((s64)((((s8)-15)) >= (((s8)3))))))) % 3u);
            for (i40 = 0; i40 < n39; i40++) {
                st->x0 = (u16)dg_fclamp(p0118_f0(DG_A(sv36)), 0.0f, 65535.0f);
            }
        }
        B5:;
        n42 = (s32)((u32)(((u64)((u64)(((u64)dg_fclamp(__uint_as_float(0x00000001u), 0.0f, 18446742974197923840.0f))) - (u64)(((u64)(((s64)0x91544b9ce541acc1ull))))))) % 3u) + 1;
        for (i43 = 0; i43 < n42; i43++) {
            sv38.y = (((f32)st->x1) * (sv38.w / a34[((u32)(((u32)((u32)(st->h) * (u32)(3930407551u)))) & 7u)]));
            a34[((u32)(((u8)255)) & 7u)] = __uint_as_float(0x807fffffu);
        }
        if (g41 < 2 && ((((u8)st->x0)) <= (((u8)v32)))) {
            g41++;
            goto B5;
        }
        B6:;
        if (isinf(((((((u8)gtid)) <= (((u8)231)))) ? ((f32)st->h) : ((f32)st->x1))) != 0) {
            v32 = (u16)dg_fclamp(p0118_f0(DG_A(sv36)), 0.0f, 65535.0f);
        }
        if (g44 < 3 && ((((s64)tid)) < (sv36.x))) {
            g44++;
            goto B6;
        }
        st->h = (((((u32)dg_dbits(st->x1) * 3u) ^ dg_fbits(sv38.x) * 5u) ^ (u32)(in[(0u % 5u)]) * 7u) ^ (u32)(in[(4u % 5u)]) * 9u) ^ (u32)(out[(0u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 11u;
        u16 v45 = ((u16)((u32)(st->x0) >> ((u32)(((s32)-1)) & 31u)));
        f32 a46[8] = {0};
        s32 j47;
        for (j47 = 0; j47 < 8; j47++)
            a46[j47] = (((f32)st->x0) + ((f32)v45));
        longlong2 sv48 = make_longlong2(((s64)gtid), ((s64)0x3full));
        float4 sv49 = make_float4(((f32)((s64)bid)), (((f32)((s64)0xffull)) - ((f32)((u64)st->x2))), 1024.0f, ((f32)((u64)v45)));
        s32 n50 = 0, i51 = 0;
        u8 v52 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v45;
        (void)a46;
        (void)j47;
        (void)sv48;
        (void)sv49;
        (void)n50;
        (void)i51;
        (void)v52;
        st->x0 = (u16)dg_fclamp(p0118_f0(DG_A(sv48)), 0.0f, 65535.0f);
        st->x0 = (u16)dg_fclamp(p0118_f0(DG_A(sv48)), 0.0f, 65535.0f);
        n50 = (s32)((u32)(((s32)(((!(((((u64)st->x2)) >= (((u64)gtid)))))) ? (((s32)((u32)(((s32)bid)) + (u32)(((s32)st->x0))))) : (((s32)st->h))))) % 4u);
        for (i51 = 0; i51 < n50; i51++) {
            if ((((u16)(((u8)255)))) != (((u16)__sad(((s32)-11), ((s32)gtid), ((u32)i51))))) {
                (*(out + ((u32)(sv48.x) & 1u))) = ((u32)((((sv48.y) == (sv48.x))) ? (out[((u32)(i51) & 1u)]) : (gtid)));
            } else {
                sv49.w = ((f32)((s16)((u32)(st->arr[((u32)(((s32)__float2ull_rn(dg_fclamp(((f32)bid), 0.0f, 18446742974197923840.0f)))) & 1u)]) - (u32)(((s16)bid)))));
            }
            v45 = (u16)dg_fclamp(p0118_f0(DG_A(sv48)), 0.0f, 65535.0f);
        }
        st->x0 = (u16)dg_fclamp(p0118_f0(DG_A(sv48)), 0.0f, 65535.0f);
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)dg_dbits(st->x1) * 5u) ^ (u32)(sv48.x) * 7u) ^ (u32)((u64)(sv48.x) >> 32) * 9u) ^ (u32)(st->arr[(0u & 1u)]) ^ (st->h * 7u);
        st->x2 = (u16)p0118_f1((s32)((u32)(((u32)((((((s32)0x80000000u)) != (((s32)gtid)))) && ((isinf(a46[((u32)(((s32)bid)) & 7u)]) != 0))))) % 4u), ((u16)((u32)0 - (u32)(st->x0))), sv49, ((u8)(!(((((s32)tid)) >= (((s32)gtid)))))), sv48, ((u32)((u32)(bid) << ((u32)(gtid) & 31u))), DG_A(v52), ((s32)(in[((u32)(((u8)((u32)(((u8)255)) << ((u32)(v52) & 31u)))) % 5u)])), ((s16)((s32)(((s16)(((u64)0xfffffffffffffffeull)))) >> ((u32)(((u32)((((((f32)((f64)st->h))) <= (((f32)gtid)))) || (((v52) <= (((u8)tid))))))) & 31u))), a46, DG_A(st->h));
        out[2] = (u32)(st->x0);
        out[3] = (u32)dg_dbits(st->x1);
        out[4] = (u32)(dg_dbits(st->x1) >> 32);
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((s64)((s64)(((s64)gtid)) >> ((u32)(((u8)((u32)(((u8)st->h)) * (u32)(v52)))) & 63u))));
        out[8] = (u32)(((s8)((u32)(((s8)((s32)(((s8)gtid)) >> ((u32)(((u32)v52)) & 31u)))) << ((u32)(0) & 31u))));
        out[9] = (u32)(st->arr[0]);
        out[10] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0118, p0118_state, 128, 2, 5, 11, 3, 8192, 118u)
