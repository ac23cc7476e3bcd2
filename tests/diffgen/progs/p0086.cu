// diffgen program p0086: gen.py --seed 86 --name p0086 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s32 f0;
    s8 f1;
    f64 f2;
} p0086_S0;

FN s16 p0086_f0(DG_REF(p0086_S0) p0)
{
    u16 v1 = ((u16)((u32)(((u16)26331)) - (u32)(((u16)41615))));
    f64 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = __fma_rn(((f64)v1), __longlong_as_double((s64)0x7394ef08fe2b463bull), ((f64)v1));
    int2 sv4;
    sv4.x = ((s32)__float2uint_ru(dg_fclamp(((f32)v1), 0.0f, 4294967040.0f)));
    sv4.y = ((s32)((u32)(3) << ((u32)(((u8)1)) & 31u)));
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)h5;
    (void)p0;
    a2[((u32)(((s64)dg_div_s64((s64)(((s64)0x8000000000000001ull)), (s64)(((s64)v1))))) & 3u)] = __ddiv_rd(__longlong_as_double((s64)0x7ff0000000000000ull), ((f64)v1));
    if ((((u32)dg_dclamp(DG_R(p0).f2, 0.0, 4294967295.0))) >= (633887646u)) {
        if ((((s8)((u32)(((s8)v1)) * (u32)(((s8)v1))))) <= (((s8)((u32)(((s8)-46)) - (u32)(DG_R(p0).f1))))) {
            a2[((u32)(((s64)v1)) & 3u)] = DG_R(p0).f2;
        }
    } else {
        if ((((s8)v1)) < (((s8)((((u8)v1)) == (((u8)44)))))) {
            ++v1;
        }
    }
    h5 = (((((u32)dg_dbits(DG_R(p0).f2) * 3u) ^ (u32)(sv4.x) * 5u) ^ (u32)(sv4.y) * 7u) ^ (u32)(dg_dbits(a2[(0u & 3u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a2[(3u & 3u)]) >> 32);
    return ((s16)((u32)(((s16)((u32)(((s16)dg_div_s32((s32)(((s16)-218)), (s32)(((s16)v1))))) - (u32)(((s16)7))))) ^ (u32)h5));
}

FN s32 p0086_f1(s32 p0)
{
    s64 c13 = 0;
    f32 v6 = fabsf(((f32)p0));
    BOOL v7 = ((BOOL)((signbit(dg_canon(__longlong_as_double((s64)0x000fffffffffffffull))) != 0)));
    u32 a8[16] = {0};
    s32 j9;
    for (j9 = 0; j9 < 16; j9++)
        a8[j9] = ((u32)dg_dclamp(__longlong_as_double((s64)0x4330000000000000ull), 0.0, 4294967295.0));
    p0086_S0 sv10;
    sv10.f0 = ((s32)((((p0) > (((s32)-913581237)))) ? (p0) : (p0)));
    sv10.f1 = ((s8)(((u16)p0)));
    sv10.f2 = __longlong_as_double(((s64)p0));
    s32 n11 = 0, i12 = 0;
    s32 g14 = 0;
    u32 h15 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)sv10;
    (void)n11;
    (void)i12;
    (void)g14;
    (void)h15;
    (void)c13;
    (void)p0;
    n11 = (s32)((u32)(((s32)dg_dclamp(((f64)((s64)p0)), -2147483648.0, 2147483647.0))) % 4u);
    for (i12 = 0; i12 < n11; i12++) {
        v7 = ((BOOL)(v7));
    }
    switch (((u32)(((u16)((((u16)((u32)(((u16)38715)) * (u32)(((u16)p0))))) ^ (((u16)(+(((u16)65535)))))))) + (u32)p0) & 7u) {
    case 2: {
        switch (((u32)(((u16)(((u8)8)))) + (u32)p0) & 7u) {
        case 2: {
            a8[((u32)(((s64)0x3full)) & 15u)] = ((u32)((u32)(((u32)v7)) >> ((u32)(((u32)v7)) & 31u)));
            break;
        }
        case 3: {
            v6 = (f32)p0086_f0(DG_A(sv10));
        }
        /* fallthrough */
        case 5: {
            sv10.f1 = ((s8)(((u8)v7)));
            break;
        }
        case 6: {
            v7 = ((BOOL)(((v6) <= (((f32)-0.0)))));
            break;
        }
        default: {
            break;
        }
        }
    }
    /* fallthrough */
    case 6: {
        (*(a8 + ((u32)(((u32)((((u32)v7)) | (4294967295u)))) & 15u))) = __uhadd(((u32)v7), a8[((u32)(((s32)((v7) ? (p0) : (((s32)-707501218))))) & 15u)]);
    }
    /* fallthrough */
    case 7: {
        switch (((u32)(((u16)sizeof(sv10))) + (u32)p0) & 3u) {
        case 0: {
            if (((((u16)1)) > (((u16)35199))) && ((((u8)7)) > (((u8)254)))) return ((s32)((s32)(((s32)-1103584001)) >> ((u32)(a8[((u32)(((c13 = ((s64)0x5ca7cd55fabe6f9dull)), (s64)(c13 ^ ((s64)v7)))) & 15u)]) & 31u)));
            break;
        }
        case 2: {
            if (((((s8)p0)) == (((s8)3))) && ((((f32)((u16)2511))) <= (__uint_as_float(0x70fa518au)))) return p0;
            break;
        }
        default: {
            v6 = (f32)p0086_f0(DG_A(sv10));
            break;
        }
        }
        break;
    }
    default: {
        if (v7 && ((((s16)p0)) <= (((s16)v7)))) return ((s32)(~(u32)(sv10.f0)));
        break;
    }
    }
    B2:;
    p0 = (s32)p0086_f0(DG_A(sv10));
    if (g14 < 1 && ((100.0) < (((f64)((s32)v7))))) {
        g14++;
        goto B2;
    }
    h15 = ((((dg_fbits(v6) * 3u) ^ (u32)(sv10.f1) * 5u) ^ (u32)dg_dbits(sv10.f2) * 7u) ^ (u32)(a8[(0u & 15u)]) * 9u) ^ (u32)(a8[(15u & 15u)]);
    return ((s32)((u32)(((s32)((u32)(((s32)((u32)(((s32)-2147483647)) - (u32)(sv10.f0)))) * (u32)(((s32)dg_fclamp(((f32)sv10.f2), -2147483648.0f, 2147483520.0f)))))) ^ (u32)h15));
}

typedef struct {
    s16 x0;
    s8 x1;
    u32 h;
} p0086_state;

DG_SHARED u8 p0086_sh0[128];

DG_KERNEL(p0086_kernel, p0086_state)
{
    DG_BEGIN(p0086_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = ((s16)__ldg(&in[0]));
        st->x1 = ((s8)((u32)(((s8)st->x0)) + (u32)(((s8)127))));
        st->h = ((u32)dg_rem_u32((u32)(out[((u32)(((u8)((u32)(((u8)__ldg(&in[1]))) + (u32)(((u8)__ldg(&in[5])))))) & 1u)]), (u32)(__ldg(&in[3]))));
        p0086_sh0[tid * 2u + 0u] = ((u8)__ldg(&in[3]));
        p0086_sh0[tid * 2u + 1u] = ((u8)dg_fclamp(((f32)__ldg(&in[1])), 0.0f, 255.0f));
        s64 v16 = ((s64)(((s32)st->x1)));
        u8 v17 = p0086_sh0[tid * 2u + ((u32)(((s32)((((tid) == (bid))) || (((((s8)bid)) != (st->x1)))))) & 1u)];
        p0086_S0 sv18;
        sv18.f0 = ((s32)((u32)(32) + (u32)(351800359)));
        sv18.f1 = ((s8)dg_rem_s32((s32)(((s8)v16)), (s32)(st->x1)));
        sv18.f2 = __dsqrt_ru(((f64)v16));
        s32 g19 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        (void)sv18;
        (void)g19;
        st->h = (u32)p0086_f1(sv18.f0);
        B4:;
        v17 = (u8)p0086_f1(((s32)(~(u32)(((s32)v17)))));
        if (g19 < 2 && ((((u8)tid)) <= (v17))) {
            g19++;
            goto B4;
        }
        (*(out + ((u32)(((u32)((u32)(0u) >> ((u32)(sv18.f0) & 31u)))) & 1u))) = ((u32)sizeof(s32));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)dg_dbits(sv18.f2) * 5u) ^ (u32)(dg_dbits(sv18.f2) >> 32) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ (u32)(out[(0u & 1u)]) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u32)dg_div_u32((u32)(((u32)dg_fclamp(((f32)((u64)tid)), 0.0f, 4294967040.0f))), (u32)(((u32)((u32)(((u32)v16)) * (u32)(((u32)v16))))))));
        out[6] = (u32)(((u8)dg_dclamp(((f64)bid), 0.0, 255.0)));
    }
    DG_END
}

DG_PROGRAM(p0086, p0086_state, 64, 3, 6, 7, 1, 2048, 86u)
