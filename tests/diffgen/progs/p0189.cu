// diffgen program p0189: gen.py --seed 190 --name p0189 --include ../twin.h
#include "../twin.h"

typedef struct {
    s32 f0;
} p0189_S0;

FN u64 p0189_f0(s32 p0, DG_REF(u32) p1, DG_REF(uchar4) p2)
{
    u8 c6 = 0;
    u16 v1 = ((u16)((((u16)DG_R(p1))) <= (((u16)49224))));
    f64 a2[16] = {0};
    s32 j3;
    for (j3 = 0; j3 < 16; j3++)
        a2[j3] = __dsqrt_ru(((f64)j3));
    s32 n4 = 0, i5 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)n4;
    (void)i5;
    (void)h7;
    (void)c6;
    (void)p0;
    (void)p1;
    (void)p2;
    DG_R(p2).y = ((u8)sizeof(DG_R(p2)));
    n4 = (s32)((u32)(((c6 = ((u8)((u32)(DG_R(p2).z) * (u32)(((u8)DG_R(p1)))))), (u8)(c6 ^ DG_R(p2).w))) % 8u) + 1;
    i5 = 0;
    while (i5 < n4) {
        i5++;
        v1 = ((u16)((u32)(v1) << ((u32)(i5) & 31u)));
        if (isinf((((f32)v1) + __uint_as_float(0xa80ccd5du))) != 0) {
            p0 >>= ((u32)(((u32)__float2int_rd(dg_fclamp(((f32)DG_R(p1)), -2147483648.0f, 2147483520.0f)))) & 31u);
        } else {
            DG_R(p1)--;
        }
    }
    h7 = (((((u32)(v1) * 3u) ^ (u32)(DG_R(p2).y) * 5u) ^ (u32)(DG_R(p2).z) * 7u) ^ (u32)(dg_dbits(a2[(0u & 15u)]) >> 32) * 9u) ^ (u32)dg_dbits(a2[(15u & 15u)]);
    return ((u64)((u64)(((u64)((u64)(((u64)__byte_perm(((u32)v1), DG_R(p1), 382u))) - (u64)(((u64)((((((f32)DG_R(p1))) == (((f32)((f64)v1))))) ? (((u64)DG_R(p1))) : (((u64)DG_R(p1))))))))) ^ (u64)h7));
}

FN void p0189_f1(const u64 *p0, const s32 *p1, f64 *p2)
{
    u8 c12 = 0;
    s32 v8 = ((s32)dg_dclamp(p2[((u32)(((u8)((u32)(((u8)2)) + (u32)(((u8)155))))) & 7u)], -2147483648.0, 2147483647.0));
    uchar4 sv9 = make_uchar4(((u8)(v8)), ((u8)255), ((u8)(((u64)v8))), ((u8)((u32)0 - (u32)(((u8)v8)))));
    s32 n10 = 0, i11 = 0;
    s32 n13 = 0, i14 = 0;
    s32 n15 = 0, i16 = 0;
    s32 g17 = 0;
    s32 n18 = 0, i19 = 0;
    u32 h20 = 0;
    (void)v8;
    (void)sv9;
    (void)n10;
    (void)i11;
    (void)n13;
    (void)i14;
    (void)n15;
    (void)i16;
    (void)g17;
    (void)n18;
    (void)i19;
    (void)h20;
    (void)c12;
    (void)p0;
    (void)p1;
    (void)p2;
    n10 = (s32)((u32)(__float2uint_rz(dg_fclamp((__uint_as_float(0x00000001u) * ((f32)v8)), 0.0f, 4294967040.0f))) % 8u);
    i11 = 0;
    do {
        p2[((u32)(((u8)(!((isfinite(((f32)((f64)i11))) != 0))))) & 7u)] = __dadd_rd((*(p2 + ((u32)(((c12 = sv9.y), (u8)(c12 ^ sv9.y))) & 7u))), __longlong_as_double((s64)0x7ff8000000000000ull));
    } while (++i11 < n10);
    n13 = (s32)((u32)(((u64)__double2uint_rd(dg_dclamp(__fma_rd(__longlong_as_double((s64)0x9df7da2c3235648full), ((f64)((f32)v8)), __longlong_as_double((s64)0xab9babf382f5319cull)), 0.0, 4294967295.0)))) % 3u);
    for (i14 = 0; i14 < n13; i14++) {
        if ((sv9.y) == (sv9.w)) break;
    }
    n15 = (s32)((u32)(((u8)((((u8)__double2uint_rd(dg_dclamp(((f64)v8), 0.0, 4294967295.0)))) & (((u8)v8))))) % 8u);
    for (i16 = 0; i16 < n15; i16++) {
        if (((v8) >= (2)) && ((((u64)v8)) <= (((u64)i16)))) return;
        sv9.y = ((u8)(+(((u8)(255u)))));
    }
    B3:;
    n18 = (s32)((u32)(((u8)(~(u32)(((u8)dg_rem_u32((u32)(sv9.z), (u32)(sv9.y))))))) % 7u);
    i19 = 0;
    while (i19 < n18) {
        i19++;
        if ((((u64)((p0[0u]) & (p0[0u])))) == (((u64)0x7ull))) {
            v8 = ((s32)((u32)(v8) * (u32)(31)));
        }
    }
    if (g17 < 3 && ((((((f32)v8)) != (__uint_as_float(0x42b50773u)))) || (((((f64)((s8)v8))) < (p2[((u32)(((u8)(isinf(__longlong_as_double((s64)0x000fffffffffffffull)) != 0))) & 7u)]))))) {
        g17++;
        goto B3;
    }
    h20 = (((((u32)(sv9.z) * 3u) ^ (u32)(sv9.w) * 5u) ^ (u32)((u64)(p0[0u]) >> 32) * 7u) ^ (u32)(p1[(0u & 3u)]) * 9u) ^ (u32)dg_dbits(p2[(0u & 7u)]);
    p2[0] = (p2[0] + (f64)(h20 & 255u));
    return;
}

typedef struct {
    s16 x0;
    u8 x1;
    BOOL x2;
    u32 h;
} p0189_state;

DG_SHARED u32 p0189_sh0[256];
DG_SHARED s32 p0189_sh1[64];
DG_SHARED u8 p0189_sh2[64];

DG_KERNEL(p0189_kernel, p0189_state)
{
    DG_BEGIN(p0189_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 6u;
        st->x0 = ((s16)((u32)(((s16)__ldg(&in[3]))) - (u32)(((s16)gtid))));
        st->x1 = ((u8)((((u8)gtid)) & (((u8)st->x0))));
        st->x2 = ((BOOL)(((((s64)0x3239229d92ba3e7dull)) <= (((s64)0x609d9f87d3b7618aull)))));
        st->h = ((u32)((u32)(((u32)st->x2)) * (u32)(tid)));
        p0189_sh0[tid * 4u + 0u] = ((u32)sizeof(f64));
        p0189_sh0[tid * 4u + 1u] = __ldg(&in[4]);
        p0189_sh0[tid * 4u + 2u] = ((u32)((u32)(((u32)st->x2)) >> ((u32)(((u8)96)) & 31u)));
        p0189_sh0[tid * 4u + 3u] = ((u32)sizeof(u16));
        p0189_sh1[tid * 1u + 0u] = ((s32)((((u32)st->x0)) >= (32u)));
        p0189_sh2[tid * 1u + 0u] = ((u8)((st->x1) & (st->x1)));
        BOOL v21 = ((BOOL)(((((s8)st->x2)) != (((s8)gtid)))));
        u64 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = ((u64)j23);
        s32 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = 56;
        uchar4 sv26 = make_uchar4(((u8)((st->x1) | (((u8)st->x2)))), ((u8)(((u64)bid))), ((u8)((((s8)st->x2)) == (((s8)6)))), ((u8)((((f64)st->x0)) == (((f64)((s32)st->h))))));
        s32 g27 = 0;
        f64 a28[8] = {0};
        s32 j29;
        for (j29 = 0; j29 < 8; j29++)
            a28[j29] = (((f64)((u64)st->x2)) * ((f64)bid));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)a22;
        (void)j23;
        (void)a24;
        (void)j25;
        (void)sv26;
        (void)g27;
        (void)a28;
        (void)j29;
        B4:;
        p0189_f1(a22 + ((u32)(((u32)((st->h) | (st->h)))) % 8u), a24 + ((u32)(((s64)((u64)(((s64)bid)) * (u64)(((s64)0xf3265f0a5e12d229ull))))) % 5u), a28);
        if (g27 < 3 && ((((a24[((u32)(((s64)0xfb7f85e1f5b492full)) & 7u)]) == (((s32)bid)))) || (v21))) {
            g27++;
            goto B4;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(in[(0u % 5u)]) * 7u) ^ (u32)(a22[(0u & 7u)]) * 9u) ^ (u32)(a24[(0u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 6u;
        s32 v30 = ((s32)(((isinf(((f32)tid)) != 0)) ? (p0189_sh1[tid * 1u + 0u]) : (((s32)st->x0))));
        u64 a31[8] = {0};
        s32 j32;
        for (j32 = 0; j32 < 8; j32++)
            a31[j32] = ((u64)sizeof(u32));
        s32 a33[8] = {0};
        s32 j34;
        for (j34 = 0; j34 < 8; j34++)
            a33[j34] = ((s32)((u32)(p0189_sh1[tid * 1u + 0u]) - (u32)(((s32)st->x0))));
        uchar4 sv35;
        sv35.x = ((u8)((((((s8)bid)) >= (((s8)-65)))) ? (st->x1) : (st->x1)));
        sv35.y = ((u8)((((p0189_sh2[tid * 1u + 0u]) > (st->x1))) && (((((f32)1024.0)) >= (((f32)((f64)st->x0)))))));
        sv35.z = ((u8)0);
        sv35.w = ((u8)73);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v30;
        (void)a31;
        (void)j32;
        (void)a33;
        (void)j34;
        (void)sv35;
        v30 = (s32)p0189_f0(((s32)((u32)(v30) * (u32)(((s32)st->h)))), DG_A(st->h), DG_A(sv35));
        a31[((u32)(((s64)((st->x2) ? (((s64)0x3full)) : (((s64)tid))))) & 7u)] = ((u64)((u64)(((u64)st->x1)) << ((u32)(3) & 63u)));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(sv35.z) * 7u) ^ (u32)(p0189_sh0[(255u & 255u)]) * 9u) ^ (u32)(a31[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 6u;
        f64 v36 = (((f64)0.5f) * ((f64)bid));
        s32 v37 = 2;
        u64 a38[8] = {0};
        s32 j39;
        for (j39 = 0; j39 < 8; j39++)
            a38[j39] = ((u64)v37);
        s32 a40[8] = {0};
        s32 j41;
        for (j41 = 0; j41 < 8; j41++)
            a40[j41] = ((s32)(((s64)j41)));
        uchar4 sv42;
        sv42.x = ((u8)((u32)(((u8)v37)) + (u32)(st->x1)));
        sv42.y = st->x1;
        sv42.z = st->x1;
        sv42.w = ((u8)((p0189_sh2[tid * 1u + 0u]) ^ (st->x1)));
        s32 n43 = 0, i44 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v36;
        (void)v37;
        (void)a38;
        (void)j39;
        (void)a40;
        (void)j41;
        (void)sv42;
        (void)n43;
        (void)i44;
        st->x2 = ((BOOL)(st->x2));
        n43 = (s32)((u32)(((u32)((u32)(((u32)dg_div_u32((u32)(bid), (u32)(gtid)))) >> ((u32)(((s32)sizeof(s32))) & 31u)))) % 4u);
        for (i44 = 0; i44 < n43; i44++) {
            st->h = ((u32)((u32)(1u) - (u32)(tid)));
            if ((((u32)((((st->x0) != (((s16)-31282)))) && (((((s64)0x8000000000000001ull)) > (((s64)0xe280ecdf5e2808b3ull))))))) < (((u32)st->x1))) {
                sv42.w = ((u8)((((u8)5)) & (((u8)55))));
            }
        }
        st->h = (((((u32)dg_dbits(v36) * 3u) ^ (u32)(in[(4u % 5u)]) * 5u) ^ (u32)(p0189_sh1[(63u & 63u)]) * 7u) ^ (u32)(a40[(0u & 7u)]) * 9u) ^ (u32)(a40[(7u & 7u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((s32)((((s32)dg_div_s32((s32)(p0189_sh1[((u32)(((u8)((u32)(st->x1) >> ((u32)(4294967295u) & 31u)))) & 63u)]), (s32)(v37)))) & (((s32)((st->x2) ? (v37) : (63)))))));
        out[5] = (u32)dg_dbits(((f64)((u8)dg_rem_u32((u32)(st->x1), (u32)(p0189_sh2[tid * 1u + 0u])))));
    }
    DG_END
}

DG_PROGRAM(p0189, p0189_state, 64, 3, 5, 6, 3, 2048, 190u)
