// diffgen program p0195: gen.py --seed 196 --name p0195 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u32 f0;
} p0195_S0;

FN f32 p0195_f0(longlong2 p0)
{
    s64 c3 = 0;
    f32 v1 = fmaf(((f32)p0.x), __uint_as_float(0xb44f02dcu), __uint_as_float(0x23ca0eb8u));
    s64 v2 = ((s64)((u64)(p0.y) << ((u32)(((u8)184)) & 63u)));
    u32 h4 = 0;
    (void)v1;
    (void)v2;
    (void)h4;
    (void)c3;
    (void)p0;
    v2 = ((s64)((p0.y) & (v2)));
    v2 ^= ((c3 = ((s64)__umul64hi(((u64)v2), ((u64)v2)))), (s64)(c3 ^ ((s64)((u64)(((s64)0xb2582b2ae461a50eull)) << ((u32)(((s32)v2)) & 63u)))));
    h4 = ((((dg_fbits(v1) * 3u) ^ (u32)((u64)(v2) >> 32) * 5u) ^ (u32)((u64)(p0.x) >> 32) * 7u) ^ (u32)(p0.y) * 9u) ^ (u32)((u64)(p0.y) >> 32);
    return (((f32)((s8)v2)) + (f32)(h4 & 255u));
}

FN s32 p0195_f1(f64 *p0)
{
    s32 c8 = 0;
    f64 v5 = (9007199254740992.0 / 2.0);
    longlong2 sv6;
    sv6.x = ((s64)0xac88ab6477b87a3eull);
    sv6.y = ((s64)((((((u16)19779)) <= (((u16)64030)))) || (((((s16)-270)) != (((s16)23927))))));
    u32 h7 = 0;
    (void)v5;
    (void)sv6;
    (void)h7;
    (void)c8;
    (void)p0;
    v5--;
    v5 = ((f64)((s64)0x1full));
    h7 = (((((u32)dg_dbits(v5) * 3u) ^ (u32)(dg_dbits(v5) >> 32) * 5u) ^ (u32)(sv6.x) * 7u) ^ (u32)(sv6.y) * 9u) ^ (u32)(dg_dbits(p0[0u]) >> 32);
    return ((s32)((u32)(((s32)dg_rem_s32((s32)(((c8 = 2147483647), (s32)(c8 ^ 247))), (s32)(((s32)(~(u32)(3))))))) ^ (u32)h7));
}

FN longlong2 p0195_f2(s32 depth, u8 p0, u8 p1)
{
    s16 v9 = ((s16)((u32)0 - (u32)(((s16)p1))));
    BOOL v10 = ((BOOL)(((((u32)depth)) != (595u))));
    f64 a11[8] = {0};
    s32 j12;
    for (j12 = 0; j12 < 8; j12++)
        a11[j12] = ((f64)((u32)j12));
    f64 a13[4] = {0};
    s32 j14;
    for (j14 = 0; j14 < 4; j14++)
        a13[j14] = (a11[((u32)(((u32)((((((u32)v10)) <= (1166628662u))) && (((1) <= (1456645209)))))) & 7u)] / ((f64)((f32)v10)));
    longlong2 sv15 = make_longlong2(((s64)((u64)(((s64)0xace9cb56a9c81711ull)) - (u64)(((s64)p0)))), ((s64)((u64)(((s64)0xa3d1d5c53e163af1ull)) << ((u32)(((u8)32)) & 63u))));
    s32 n16 = 0, i17 = 0;
    u32 h18 = 0;
    (void)v9;
    (void)v10;
    (void)a11;
    (void)j12;
    (void)a13;
    (void)j14;
    (void)sv15;
    (void)n16;
    (void)i17;
    (void)h18;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return sv15;
    if (((((s8)127)) <= (((s8)-39))) && v10) return sv15;
    n16 = (s32)((u32)(((u64)llmax(((s64)dg_fclamp(__uint_as_float(0xbf800000u), -9223372036854775808.0f, 9223371487098961920.0f)), ((s64)((u64)(((s64)depth)) + (u64)(((s64)depth))))))) % 8u) + 1;
    for (i17 = 0; i17 < n16; i17++) {
        a11[((u32)(((u8)(((u32)i17)))) & 7u)] = 1.0e22;
    }
    sv15 = p0195_f2(depth - 1, ((u8)((((f32)v9)) <= ((-7.0f * ((f32)v10))))), ((u8)((((u64)((u64)(((u64)v9)) * (u64)(((u64)0x1full))))) != (((u64)p0)))));
    h18 = (((((u32)(p1) * 3u) ^ (u32)(v10) * 5u) ^ (u32)(sv15.x) * 7u) ^ (u32)((u64)(sv15.x) >> 32) * 9u) ^ (u32)dg_dbits(a11[(7u & 7u)]);
    sv15.x = ((s64)((u64)(sv15.x) ^ (u64)h18));
    return sv15;
}

typedef struct {
    BOOL x0;
    s8 x1;
    u32 h;
} p0195_state;

DG_SHARED s32 p0195_sh0[132];

DG_KERNEL(p0195_kernel, p0195_state)
{
    DG_BEGIN(p0195_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((BOOL)(((((u64)tid)) <= (((u64)__ldg(&in[3]))))));
        st->x1 = ((s8)sizeof(f32));
        st->h = ((u32)dg_fclamp(((f32)__ldg(&in[1])), 0.0f, 4294967040.0f));
        p0195_sh0[tid * 4u + 0u] = __float2int_rn(dg_fclamp(((f32)__ldg(&in[1])), -2147483648.0f, 2147483520.0f));
        p0195_sh0[tid * 4u + 1u] = ((s32)llabs(dg_nomin64(((s64)gtid))));
        p0195_sh0[tid * 4u + 2u] = 2147483647;
        p0195_sh0[tid * 4u + 3u] = ((s32)((u32)(433889597) + (u32)(((s32)__ldg(&in[1])))));
        f32 v19 = ((f32)(*(p0195_sh0 + tid * 4u + ((u32)(((s64)((s64)(((s64)bid)) >> ((u32)(((u8)gtid)) & 63u)))) & 3u))));
        f64 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = (((f64)((s8)bid)) * ((f64)((f32)st->x1)));
        longlong2 sv22 = make_longlong2(((s64)tid), ((s64)dg_div_s64((s64)(((s64)0x1d3e5e299b65a7e4ull)), (s64)(((s64)st->h)))));
        s32 n23 = 0, i24 = 0;
        s32 g25 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)a20;
        (void)j21;
        (void)sv22;
        (void)n23;
        (void)i24;
        (void)g25;
        n23 = (s32)((u32)(((s32)(((isfinite(((f64)gtid)) != 0)) && (((p0195_sh0[tid * 4u + ((u32)(((s64)((u64)(((s64)tid)) << ((u32)(((s32)gtid)) & 63u)))) & 3u)]) != (p0195_sh0[tid * 4u + ((u32)(((u8)((u32)(((u8)gtid)) >> ((u32)(((u8)st->h)) & 31u)))) & 3u)])))))) % 4u);
        for (i24 = 0; i24 < n23; i24++) {
            switch (((u32)(((u32)(((u8)gtid)))) + (u32)gtid) & 3u) {
            case 0: {
                p0195_f1(a20 + ((u32)(((u32)((u32)(tid) - (u32)(gtid)))) % 8u));
                break;
            }
            case 1: {
                st->x0 = (BOOL)(p0195_f1(a20) != 0);
                break;
            }
            case 2: {
                st->x0 = (BOOL)(p0195_f0(make_longlong2(((s64)st->x0), ((s64)__funnelshift_r(tid, ((u32)st->x1), ((u32)i24))))) != 0);
            }
            /* fallthrough */
            case 3: {
                (*(a20 + ((u32)(((s32)((s32)(i24) >> ((u32)(i24) & 31u)))) & 7u))) = ((f64)((s8)dg_div_s32((s32)(((s8)gtid)), (s32)(st->x1))));
                break;
            }
            default: {
                st->x1 -= (s8)(((s8)__byte_perm(st->h, ((u32)st->x0), 0u)));
                break;
            }
            }
            p0195_sh0[tid * 4u + ((u32)(((s32)((u32)(((s32)gtid)) + (u32)((*(p0195_sh0 + tid * 4u + ((u32)(((s64)(~(u64)(sv22.y)))) & 3u))))))) & 3u)] = ((s32)(bid));
        }
        v19 = (v19 - (((f32)((f64)st->h)) / ((f32)st->h)));
        B1:;
        st->x1--;
        if (g25 < 1 && ((((u16)tid)) < (((u16)gtid)))) {
            g25++;
            goto B1;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x0) * 7u) ^ (u32)((u64)(sv22.y) >> 32) * 9u) ^ (u32)(out[(0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 9u;
        u32 v26 = 1739892921u;
        f64 v27 = ((((((s16)v26)) > (((s16)13408)))) ? ((f64)tid) : ((f64)((s16)8)));
        f64 a28[8] = {0};
        s32 j29;
        for (j29 = 0; j29 < 8; j29++)
            a28[j29] = __dadd_rd(__longlong_as_double((s64)0x3fe0000000000000ull), v27);
        longlong2 sv30;
        sv30.x = ((s64)((((tid) != (in[((u32)(((s64)__ffs(((s32)bid)))) & 7u)]))) ? (((s64)0xffffffffffffff84ull)) : (((s64)tid))));
        sv30.y = ((s64)((u64)(((s64)bid)) + (u64)(((s64)st->x0))));
        s32 n31 = 0, i32 = 0;
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
        (void)n31;
        (void)i32;
        v26 = ((u32)((u32)(bid) * (u32)(((u32)st->x1))));
        n31 = (s32)((u32)(8) % 7u) + 1;
        for (i32 = 0; i32 < n31; i32++) {
            v27 = (f64)p0195_f0(sv30);
            if ((((u8)((((u8)bid)) | (((u8)254))))) > (((u8)st->h))) {
                st->x1 = (s8)dg_fclamp(p0195_f0(sv30), -128.0f, 127.0f);
            }
        }
        st->x1 *= (s8)(((s8)dg_rem_s32((s32)(st->x1), (s32)(st->x1))));
        v27 = (f64)p0195_f1(a28 + ((u32)(((u8)tid)) % 8u));
        st->h = (((((u32)((u64)(sv30.x) >> 32) * 3u) ^ (u32)(in[(0u & 7u)]) * 5u) ^ (u32)(in[(7u & 7u)]) * 7u) ^ (u32)(out[(0u & 3u)]) * 9u) ^ (u32)dg_dbits(a28[(0u & 7u)]) ^ (st->h * 7u);
        sv30 = p0195_f2((s32)((u32)(((u32)dg_dclamp(((f64)((s64)st->x1)), 0.0, 4294967295.0))) % 5u), ((u8)st->x1), ((u8)(((u64)st->h))));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((BOOL)((signbit(dg_canonf(((f32)((f64)gtid)))) != 0))));
        out[8] = (u32)(((u64)(st->x1)));
    }
    DG_END
}

DG_PROGRAM(p0195, p0195_state, 33, 1, 8, 9, 2, 8192, 196u)
