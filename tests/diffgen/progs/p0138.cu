// diffgen program p0138: gen.py --seed 139 --name p0138 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    f32 f0;
    f64 f1;
    u64 f2[3];
} p0138_S0;

FN f64 p0138_f0(longlong2 p0, s32 p1)
{
    BOOL v1 = ((BOOL)(((((u8)41)) < (((u8)145)))));
    u64 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = ((u64)((((u64)0x1ull)) ^ (((u64)v1))));
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)p0;
    (void)p1;
    if ((((u64)((u64)(((u64)0x225ull)) - (u64)(((u64)0x2ull))))) != (((u64)sizeof(p0)))) {
        p1 = ((s32)(((s16)v1)));
    }
    if (((((f64)v1) - ((f64)((s64)p1)))) >= ((((f64)((u64)0x0ull)) - ((f64)p1)))) {
        n4 = (s32)((u32)(((u32)sizeof(s8))) % 3u);
        for (i5 = 0; i5 < n4; i5++) {
            v1 = ((BOOL)((f32)((u8)v1)));
        }
    } else {
        a2[((u32)(((u8)ullmax((*(a2 + ((u32)(((u32)p1)) & 3u))), ((u64)v1)))) & 3u)] = ((u64)dg_fclamp(((f32)100.0), 0.0f, 18446742974197923840.0f));
    }
    h6 = (((((u32)(p0.x) * 3u) ^ (u32)(p0.y) * 5u) ^ (u32)(a2[(0u & 3u)]) * 7u) ^ (u32)((u64)(a2[(0u & 3u)]) >> 32) * 9u) ^ (u32)(a2[(3u & 3u)]);
    return ((-(((f64)((f32)v1)))) + (f64)(h6 & 255u));
}

FN u32 p0138_f1(s32 depth, DG_REF(f64) p0, s16 p1, DG_REF(BOOL) p2, u64 p3, DG_REF(u64) p4, double2 p5, s32 p6, s64 p7, u32 p8, s32 p9, f64 *p10, DG_REF(double2) p11)
{
    u64 c13 = 0;
    u32 c16 = 0;
    BOOL v7 = ((BOOL)((u8)depth));
    u8 v8 = ((u8)((u32)(((u8)p8)) + (u32)(((u8)82))));
    f32 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = ((f32)((s16)v8));
    longlong2 sv11 = make_longlong2(((s64)DG_R(p4)), ((s64)__double2loint(dg_canon(DG_R(p0)))));
    s32 g12 = 0;
    s32 n14 = 0, i15 = 0;
    u32 h17 = 0;
    (void)v7;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)sv11;
    (void)g12;
    (void)n14;
    (void)i15;
    (void)h17;
    (void)c13;
    (void)c16;
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
    (void)p10;
    (void)p11;
    if (depth <= 0) return ((u32)((((((u64)DG_R(p2))) <= (((u64)depth)))) || (((DG_R(p4)) != (((u64)0x7e1c1dfc1286836cull))))));
    B1:;
    DG_R(p4) = ((c13 = ((u64)0x1ull)), (u64)(c13 ^ DG_R(p4)));
    if (g12 < 3 && ((((s8)p6)) <= (((s8)97)))) {
        g12++;
        goto B1;
    }
    if ((((u16)dg_fclamp(((f32)depth), 0.0f, 65535.0f))) == (((u16)48264))) {
        n14 = (s32)((u32)(p8) % 7u) + 1;
        for (i15 = 0; i15 < n14; i15++) {
            DG_R(p0) = ((f64)v8);
        }
    }
    p0138_f1(depth - 1, DG_A(DG_R(p0)), ((s16)__umulhi(p8, ((u32)dg_rem_u32((u32)(p8), (u32)(p8))))), DG_A(DG_R(p2)), ((u64)((((u64)0xfffffffffffffffeull)) | (p3))), DG_A(p3), DG_R(p11), ((s32)((((((s8)1)) > (((s8)-99)))) || (((((u16)p9)) <= (((u16)p1)))))), ((s64)dg_fclamp(__uint_as_float(0x4f000000u), -9223372036854775808.0f, 9223371487098961920.0f)), ((c16 = p8), (u32)(c16 ^ ((u32)((((u32)depth)) & (p8))))), p6, p10, DG_A(DG_R(p11)));
    h17 = (((((u32)(depth) * 3u) ^ (u32)((u64)(p7) >> 32) * 5u) ^ (u32)(p8) * 7u) ^ dg_fbits(a9[(0u & 7u)]) * 9u) ^ dg_fbits(a9[(7u & 7u)]);
    return ((u32)((u32)(p8) ^ (u32)h17));
}

typedef struct {
    s16 x0;
    u16 x1;
    u64 x2;
    u32 h;
} p0138_state;

DG_SHARED u8 p0138_sh0[70];
DG_SHARED u64 p0138_sh1[70];

DG_KERNEL(p0138_kernel, p0138_state)
{
    DG_BEGIN(p0138_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        s32 c25 = 0;
        st->x0 = ((s16)__double2loint(dg_canon(((f64)((f32)__ldg(&in[3]))))));
        st->x1 = ((u16)((u32)0 - (u32)(((u16)st->x0))));
        st->x2 = ((u64)((((u64)__ldg(&in[3]))) ^ (((u64)0xffffffffffffffffull))));
        st->h = __ldg(&in[1]);
        p0138_sh0[tid * 1u + 0u] = ((u8)dg_dclamp(__longlong_as_double((s64)0xda0c0b82f26f100dull), 0.0, 255.0));
        p0138_sh1[tid * 1u + 0u] = ((u64)((u64)(st->x2) - (u64)(((u64)tid))));
        f32 v18 = ((f32)((f64)tid));
        BOOL v19 = ((BOOL)(((((((s64)bid)) != (((s64)0x420eaf66242669c3ull)))) || (((((f64)((s8)-128))) >= (((f64)bid)))))));
        f64 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = ((f64)((f32)((s8)127)));
        longlong2 sv22;
        sv22.x = ((s64)__ffsll(((s64)st->x1)));
        sv22.y = ((s64)0x16ull);
        double2 sv23 = make_double2(((*(a20 + ((u32)(((u8)v19)) & 7u))) - ((f64)v19)), __dsqrt_rd(((f64)v18)));
        f64 v24 = 0.0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v18;
        (void)v19;
        (void)a20;
        (void)j21;
        (void)sv22;
        (void)sv23;
        (void)v24;
        (void)c25;
        st->x0 = (s16)dg_dclamp(p0138_f0(make_longlong2(((s64)st->h), ((s64)__double2int_rn(dg_dclamp(sv23.y, -2147483648.0, 2147483647.0)))), ((s32)((v19) ? (((s32)-7)) : (((s32)gtid))))), -32768.0, 32767.0);
        v18 = (f32)p0138_f1((s32)((u32)(((u32)((u32)(in[((u32)(((u32)((u32)0 - (u32)(st->h)))) % 5u)]) + (u32)(3710106542u)))) % 3u), DG_A(v24), ((s16)((u32)0 - (u32)(st->x0))), DG_A(v19), ((u64)dg_dclamp(((f64)v18), 0.0, 18446744073709549568.0)), DG_A(st->x2), make_double2(((f64)((u8)1)), v24), ((c25 = 148887257), (s32)(c25 ^ 165)), ((s64)(255)), ((u32)(((s16)-23559))), ((s32)__float2uint_rn(dg_fclamp(((f32)st->x2), 0.0f, 4294967040.0f))), a20, DG_A(sv23));
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)((u64)(st->x2) >> 32) * 5u) ^ (u32)((u64)(sv22.x) >> 32) * 7u) ^ (u32)(dg_dbits(sv23.y) >> 32) * 9u) ^ (u32)(dg_dbits(a20[(7u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        u64 v26 = ((u64)(~(u64)(((u64)0x0ull))));
        f32 v27 = (__uint_as_float(0x3f7fffffu) * 1.5f);
        f64 a28[8] = {0};
        s32 j29;
        for (j29 = 0; j29 < 8; j29++)
            a28[j29] = ((f64)v26);
        longlong2 sv30 = make_longlong2(((s64)st->x2), ((s64)dg_dclamp(((f64)p0138_sh0[((u32)(((s64)__funnelshift_l(((u32)st->x1), ((u32)v26), st->h))) % 70u)]), -9223372036854775808.0, 9223372036854774784.0)));
        double2 sv31;
        sv31.x = (((f64)((s8)58)) * ((f64)v27));
        sv31.y = (a28[((u32)(((u32)dg_dclamp(((f64)st->x1), 0.0, 4294967295.0))) & 7u)] / ((f64)((s64)bid)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)v27;
        (void)a28;
        (void)j29;
        (void)sv30;
        (void)sv31;
        a28[((u32)(((s32)bid)) & 7u)] = (a28[((u32)(((s64)dg_rem_s64((s64)(((s64)0x76ull)), (s64)(sv30.x)))) & 7u)] - a28[((u32)(((u8)((u32)(((u8)st->h)) << ((u32)(bid) & 31u)))) & 7u)]);
        if ((((f32)gtid)) != (__fadd_rz(16777216.0f, ((f32)((s64)gtid))))) {
            v27 += ((f32)((s16)17748));
        } else {
            if ((((u8)sizeof(sv31))) < (((u8)(st->x1)))) {
                sv30.x = ((s64)(signbit(dg_canonf(__int2float_rn(((s32)bid)))) != 0));
            }
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(st->x2) * 7u) ^ (u32)((u64)(p0138_sh1[(0u % 70u)]) >> 32) * 9u) ^ (u32)((u64)(p0138_sh1[(69u % 70u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        s64 c37 = 0;
        u8 v32 = ((u8)((u32)(((u8)174)) << ((u32)(((u8)st->h)) & 31u)));
        f64 a33[8] = {0};
        s32 j34;
        for (j34 = 0; j34 < 8; j34++)
            a33[j34] = (((f64)st->x1) * 100.0);
        longlong2 sv35 = make_longlong2(((s64)st->x2), ((s64)(~(u64)(((s64)tid)))));
        double2 sv36 = make_double2(rint(a33[((u32)(((u8)((((((f64)st->x1)) >= (((f64)tid)))) ? (((u8)1)) : (v32)))) & 7u)]), (1.0 / ((f64)st->h)));
        s32 n38 = 0, i39 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v32;
        (void)a33;
        (void)j34;
        (void)sv35;
        (void)sv36;
        (void)n38;
        (void)i39;
        (void)c37;
        sv35.y = ((c37 = ((s64)v32)), (s64)(c37 ^ ((s64)gtid)));
        n38 = (s32)((u32)(((u64)((((u64)((st->x2) ^ (((u64)0x1full))))) ^ (st->x2)))) % 3u);
        for (i39 = 0; i39 < n38; i39++) {
            st->h = (u32)dg_dclamp(p0138_f0(sv35, ((s32)(((u16)49466)))), 0.0, 4294967295.0);
        }
        st->h = ((u32)((((u8)st->x1)) < (((u8)tid))));
        st->x1 = (u16)dg_dclamp(p0138_f0(make_longlong2(((s64)((u64)(sv35.y) * (u64)(((s64)st->x1)))), ((s64)0x20ull)), ((s32)(((isnan(((f64)st->x2)) != 0)) ? (((s32)st->h)) : (((s32)(~(u32)(((s32)gtid)))))))), 0.0, 65535.0);
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)((u64)(sv35.y) >> 32) * 7u) ^ (u32)dg_dbits(sv36.y) * 9u) ^ (u32)(dg_dbits(a33[(0u & 7u)]) >> 32) ^ (st->h * 7u);
        if ((gtid % 5u) == 1u && ((((u16)gtid)) >= (st->x1))) return;
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)((u64)(st->x2) >> 32);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((s32)((u32)(((s32)(~(u32)(((s32)v32))))) << ((u32)(v32) & 31u))));
        out[6] = (u32)(((u16)((u32)(((u16)((u32)(((u16)st->x0)) >> ((u32)(bid) & 31u)))) * (u32)(((u16)((u32)(st->x1) + (u32)(((u16)2244))))))));
    }
    DG_END
}

DG_PROGRAM(p0138, p0138_state, 70, 3, 5, 7, 3, 8192, 139u)
