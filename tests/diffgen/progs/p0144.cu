// diffgen program p0144: gen.py --seed 145 --name p0144 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    BOOL f0;
    f64 f1;
    f64 f2;
} p0144_S0;
typedef struct DG_ALIGN(16) {
    u64 f0;
    u16 f1;
    BOOL f2;
} p0144_S1;

FN longlong2 p0144_f0(p0144_S0 p0, const u64 *p1, f32 p2)
{
    f64 v1 = p0.f2;
    BOOL v2 = ((BOOL)(((((f32)v1)) >= (p2))));
    f32 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = __uint2float_rd(((u32)v2));
    longlong2 sv5;
    sv5.x = ((s64)(!(((((s16)105)) < (((s16)-17576))))));
    sv5.y = ((s64)((u64)(((s64)v2)) + (u64)(((s64)v2))));
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)h6;
    (void)p0;
    (void)p1;
    (void)p2;
    v1 = ((f64)((f32)v2));
    switch ((u32)(((u16)((u32)(((u16)((((u16)v2)) & (((u16)v2))))) - (u32)(((u16)((u32)(((u16)v2)) * (u32)(((u16)v2)))))))) & 7u) {
    case 0: {
        sv5.x = ((s64)((((s64)0x7ull)) | (((s64)0x20ull))));
    }
    /* fallthrough */
    case 2: {
        v1 = ((((p1[((u32)(((u32)((((f32)((u32)v2))) <= (__uint_as_float(0xefc7783fu))))) & 1u)]) == (((u64)v2)))) ? v1 : v1);
        break;
    }
    case 4: {
        a3[((u32)(((u32)((u32)(0u) * (u32)(((u32)v2))))) & 7u)] = ((f32)v2);
        break;
    }
    default: {
        p2 = ((f32)((s32)-1730641154));
        break;
    }
    }
    v1 = (-1.0 / ((f64)0.0f));
    h6 = (((((u32)dg_dbits(v1) * 3u) ^ (u32)(p0.f0) * 5u) ^ (u32)(sv5.x) * 7u) ^ (u32)(p1[(1u & 1u)]) * 9u) ^ dg_fbits(a3[(0u & 7u)]);
    sv5.x = ((s64)((u64)(sv5.x) ^ (u64)h6));
    return sv5;
}

FN s64 p0144_f1(s32 depth, const u32 *p0, u16 p1, p0144_S1 p2)
{
    u64 v7 = ((u64)p1);
    BOOL v8 = ((BOOL)((u32)depth));
    u64 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = v7;
    f32 a11[8] = {0};
    s32 j12;
    for (j12 = 0; j12 < 8; j12++)
        a11[j12] = ((f32)((u8)j12));
    p0144_S0 sv13;
    sv13.f0 = ((BOOL)((!((isinf(-2.5) != 0)))));
    sv13.f1 = (((f64)((s8)p1)) / __longlong_as_double((s64)0xcfd3871e0f6b3410ull));
    sv13.f2 = __longlong_as_double((s64)0x8000000000000000ull);
    longlong2 sv14 = make_longlong2(((s64)__brev(((u32)v7))), ((s64)dg_div_s64((s64)(((s64)depth)), (s64)(((s64)v8)))));
    s32 g15 = 0;
    s32 g16 = 0;
    s32 g17 = 0;
    u32 h18 = 0;
    (void)v7;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)a11;
    (void)j12;
    (void)sv13;
    (void)sv14;
    (void)g15;
    (void)g16;
    (void)g17;
    (void)h18;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((s64)((u64)(((s64)0x3ull)) - (u64)(((s64)v7))));
    B1:;
    if ((p0[((u32)(((s32)sizeof(s8))) & 3u)]) > (494287731u)) {
        p1 >>= ((u32)(((u32)((((u32)v7)) | (31u)))) & 15u);
    }
    if (g15 < 3 && (isnan(a11[((u32)(2045346124) & 7u)]) != 0)) {
        g15++;
        goto B1;
    }
    B2:;
    if ((963136969u) > (((u32)p1))) {
        v8 = ((BOOL)(((((s8)1)) < (((s8)p1)))));
    } else {
        a9[((u32)(((u32)__float2ll_rd(dg_fclamp(((f32)depth), -9223372036854775808.0f, 9223371487098961920.0f)))) & 7u)] = ((u64)((u64)(v7) >> ((u32)(8) & 63u)));
    }
    if (g16 < 3 && ((((f32)v7)) <= (((f32)sv13.f1)))) {
        g16++;
        goto B2;
    }
    B3:;
    ++v7;
    if (g17 < 2 && (isfinite(__uint_as_float(0x4b000000u)) != 0)) {
        g17++;
        goto B3;
    }
    p1 = (u16)p0144_f1(depth - 1, p0, ((u16)21627), p2);
    h18 = (((((u32)(v7) * 3u) ^ (u32)(dg_dbits(sv13.f1) >> 32) * 5u) ^ (u32)(dg_dbits(sv13.f2) >> 32) * 7u) ^ (u32)((u64)(sv14.y) >> 32) * 9u) ^ (u32)(p0[(3u & 3u)]);
    return ((s64)((u64)(((s64)((u64)(((s64)dg_dclamp(1.5, -9223372036854775808.0, 9223372036854774784.0))) * (u64)(((s64)0xace5d305955bca65ull))))) ^ (u64)h18));
}

typedef struct {
    s64 x0;
    BOOL x1;
    f64 x2;
    s8 x3;
    u32 h;
} p0144_state;

DG_KERNEL(p0144_kernel, p0144_state)
{
    DG_BEGIN(p0144_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((s64)__ldg(&in[4]));
        st->x1 = ((BOOL)(((((s16)-25754)) == (((s16)2)))));
        st->x2 = __dadd_rz(__longlong_as_double((s64)0x3ff0000000000000ull), ((f64)((s32)gtid)));
        st->x3 = ((s8)1);
        st->h = ((u32)(((u16)1)));
        s8 v19 = ((s8)((u32)0 - (u32)(((s8)bid))));
        BOOL v20 = ((BOOL)((s16)8945));
        u64 a21[8] = {0};
        s32 j22;
        for (j22 = 0; j22 < 8; j22++)
            a21[j22] = ((u64)dg_rem_u64((u64)(((u64)gtid)), (u64)(((u64)st->x3))));
        u32 a23[8] = {0};
        s32 j24;
        for (j24 = 0; j24 < 8; j24++)
            a23[j24] = ((u32)((((u32)st->x0)) | (bid)));
        p0144_S0 sv25;
        sv25.f0 = ((BOOL)(((((s8)127)) < (((s8)-52)))));
        sv25.f1 = __dsqrt_ru(((f64)v19));
        sv25.f2 = (((f64)((u32)st->x0)) * ((f64)((s32)tid)));
        longlong2 sv26;
        sv26.x = ((s64)((((st->x0) < (((s64)v20)))) ? (st->x0) : (((s64)st->h))));
        sv26.y = st->x0;
        p0144_S1 sv27;
        sv27.f0 = ((u64)st->h);
        sv27.f1 = ((u16)((u32)(((u16)v20)) << ((u32)(1u) & 31u)));
        sv27.f2 = ((BOOL)(((1226935392u) <= (4294967294u))));
        s32 n28 = 0, i29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)v20;
        (void)a21;
        (void)j22;
        (void)a23;
        (void)j24;
        (void)sv25;
        (void)sv26;
        (void)sv27;
        (void)n28;
        (void)i29;
        st->x2 = (f64)p0144_f1((s32)((u32)(((u32)((gtid) | (230u)))) % 4u), &in[((u32)(((u8)dg_fclamp(((f32)((s64)0xb8cbc932161bad5ull)), 0.0f, 255.0f))) % 4u)], ((u16)__dp4a(((s32)tid), 1401814115, ((s32)st->h))), sv27);
        if ((((s16)dg_rem_s32((s32)(((s16)bid)), (s32)(((s16)v20))))) >= (((s16)31304))) {
            st->x3 >>= ((u32)(((u32)((((sv27.f1) > (((u16)st->x0)))) ? (((u32)st->x0)) : (((u32)st->x1))))) & 7u);
        } else {
            st->x2 = (((f64)gtid) / __longlong_as_double((s64)0x63152ef695e3965aull));
        }
        n28 = (s32)((u32)(((u32)st->x0)) % 7u);
        for (i29 = 0; i29 < n28; i29++) {
            if (st->x1) break;
            if ((((v19) != (st->x3))) || (((sv27.f0) <= (((u64)0x257f279c7a0cba70ull))))) continue;
        }
        st->x1 = ((BOOL)(((((u16)((u32)(((u16)7)) * (u32)(((u16)1))))) > (((u16)(~(u32)(((u16)63756))))))));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(v20) * 5u) ^ (u32)(sv25.f0) * 7u) ^ (u32)dg_dbits(sv25.f1) * 9u) ^ (u32)(a21[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 10u;
        u64 c43 = 0;
        f32 v30 = (((f32)st->x3) * 0.5f);
        s64 v31 = ((s64)((st->x3) >= (((s8)-36))));
        u64 a32[8] = {0};
        s32 j33;
        for (j33 = 0; j33 < 8; j33++)
            a32[j33] = ((u64)(((u32)st->x1)));
        u32 a34[8] = {0};
        s32 j35;
        for (j35 = 0; j35 < 8; j35++)
            a34[j35] = ((u32)dg_fclamp(((f32)((s16)-21657)), 0.0f, 4294967040.0f));
        p0144_S0 sv36;
        sv36.f0 = ((BOOL)((!(((((u64)v31)) != (((u64)st->x1)))))));
        sv36.f1 = (((f64)((u8)82)) * st->x2);
        sv36.f2 = (((f64)st->x3) + st->x2);
        longlong2 sv37 = make_longlong2(((s64)((u64)(((s64)gtid)) << ((u32)(((s32)0x80000000u)) & 63u))), v31);
        p0144_S1 sv38;
        sv38.f0 = ((u64)((u64)(((u64)tid)) + (u64)(((u64)tid))));
        sv38.f1 = ((u16)sizeof(sv36));
        sv38.f2 = ((BOOL)(((((s64)st->x3)) != (((s64)0x94484707c992cc92ull)))));
        s32 n39 = 0, i40 = 0;
        s32 n41 = 0, i42 = 0;
        s32 g44 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v30;
        (void)v31;
        (void)a32;
        (void)j33;
        (void)a34;
        (void)j35;
        (void)sv36;
        (void)sv37;
        (void)sv38;
        (void)n39;
        (void)i40;
        (void)n41;
        (void)i42;
        (void)g44;
        (void)c43;
        n39 = (s32)((u32)(((u64)((((((s32)gtid)) > (((s32)-1499218548)))) && (((((s8)st->h)) < (st->x3)))))) % 4u);
        for (i40 = 0; i40 < n39; i40++) {
            sv37 = p0144_f0(sv36, &a32[((u32)(((u32)((u32)(((u32)st->x3)) - (u32)(((u32)st->x3))))) % 7u)], v30);
            n41 = (s32)((u32)(((u64)((u64)(((c43 = ((u64)0x0ull)), (u64)(c43 ^ (*(a32 + ((u32)(((s32)__double2ll_rz(dg_dclamp(((f64)((u8)st->x0)), -9223372036854775808.0, 9223372036854774784.0)))) & 7u)))))) << ((u32)(((u8)dg_rem_u32((u32)(((u8)st->x3)), (u32)(((u8)tid))))) & 63u)))) % 8u) + 1;
            i42 = 0;
            do {
                st->x1 = ((BOOL)(st->x1));
            } while (++i42 < n41);
        }
        B4:;
        (*(a32 + ((u32)(((s32)v31)) & 7u))) = ((u64)((u64)(((u64)((((((u64)0x0ull)) == ((*(a32 + ((u32)(((s32)((((s32)bid)) ^ (((s32)st->h))))) & 7u)))))) && (((((u8)bid)) == (((u8)st->x1))))))) >> ((u32)(((s32)dg_fclamp(v30, -2147483648.0f, 2147483520.0f))) & 63u)));
        if (g44 < 2 && ((st->x3) != (((s8)-127)))) {
            g44++;
            goto B4;
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(dg_dbits(sv36.f1) >> 32) * 7u) ^ (u32)((u64)(sv38.f0) >> 32) * 9u) ^ (u32)((u64)(a32[(0u & 7u)]) >> 32) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)((u64)(st->x0) >> 32);
        out[4] = (u32)(st->x1);
        out[5] = (u32)dg_dbits(st->x2);
        out[6] = (u32)(dg_dbits(st->x2) >> 32);
        out[7] = (u32)(st->x3);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((u8)dg_fclamp((((f32)tid) * v30), 0.0f, 255.0f)));
    }
    DG_END
}

DG_PROGRAM(p0144, p0144_state, 70, 3, 7, 10, 2, 8192, 145u)
