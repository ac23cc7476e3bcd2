// diffgen program p0085: gen.py --seed 85 --name p0085 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    f32 f0;
    s32 f1;
    s16 f2;
} p0085_S0;

FN f64 p0085_f0(uchar4 p0, f64 p1, uchar4 p2)
{
    f64 v1 = ((f64)2.0f);
    s16 v2 = ((s16)__float2ull_ru(dg_fclamp(((f32)p0.z), 0.0f, 18446742974197923840.0f)));
    u32 h3 = 0;
    (void)v1;
    (void)v2;
    (void)h3;
    (void)p0;
    (void)p1;
    (void)p2;
    if (((((s64)0xffffffffffffff8cull)) > (((s64)0xffffffffffffff57ull))) && (isfinite(((f64)453678315)) != 0)) return __ddiv_rn(v1, v1);
    p1 = ((((((f64)((u8)v2))) > (((f64)((f32)v2))))) ? __dsub_rz(((f64)-0.0009765625f), ((f64)v2)) : (((f64)((s8)v2)) * ((f64)((u32)v2))));
    p1 += ((f64)v2);
    h3 = (((((u32)(dg_dbits(p1) >> 32) * 3u) ^ (u32)dg_dbits(v1) * 5u) ^ (u32)(dg_dbits(v1) >> 32) * 7u) ^ (u32)(v2) * 9u) ^ (u32)(p0.z);
    return (__longlong_as_double((s64)0x110f4a4b1670367full) + (f64)(h3 & 255u));
}

FN BOOL p0085_f1(uchar4 p0, s16 p1, DG_REF(u32) p2)
{
    s16 v4 = ((s16)((u32)(p1) << ((u32)(((s32)DG_R(p2))) & 31u)));
    f64 a5[8] = {0};
    s32 j6;
    for (j6 = 0; j6 < 8; j6++)
        a5[j6] = ((f64)((s32)-1614044524));
    uchar4 sv7 = make_uchar4(p0.y, ((u8)((p0.z) | (((u8)p1)))), ((u8)((u32)(((u8)DG_R(p2))) * (u32)(((u8)p1)))), ((u8)((u32)(((u8)p1)) - (u32)(((u8)p1)))));
    s32 g8 = 0;
    u32 h9 = 0;
    (void)v4;
    (void)a5;
    (void)j6;
    (void)sv7;
    (void)g8;
    (void)h9;
    (void)p0;
    (void)p1;
    (void)p2;
    a5[((u32)(((s64)(((u8)p1)))) & 7u)] = ((f64)p1);
    a5[((u32)(((s32)((u32)(((s32)v4)) + (u32)(((s32)DG_R(p2)))))) & 7u)] = ((((((f64)v4)) == (((f64)((u16)p1))))) ? ((f64)__uint_as_float(0xb543945cu)) : (-(((f64)DG_R(p2)))));
    B2:;
    if ((((__uint_as_float(0x3f000000u)) < (((f32)p1)))) || (((((s64)0x8000000000000001ull)) > (((s64)p1))))) {
        if (isinf(__uint2float_rn(((u32)v4))) != 0) {
            a5[((u32)(((u32)((((((s16)25279)) > (((s16)26343)))) || (((((s32)DG_R(p2))) == (((s32)-633264397))))))) & 7u)] = __drcp_rz(sqrt(a5[((u32)(((s32)(~(u32)(((s32)-150))))) & 7u)]));
        }
    } else {
        if ((sv7.z) == (((u8)umin(31u, DG_R(p2))))) {
            p1 = (s16)dg_dclamp(p0085_f0(p0, ((f64)((u8)__float2uint_rn(dg_fclamp(((f32)((f64)DG_R(p2))), 0.0f, 4294967040.0f)))), make_uchar4(((u8)((((DG_R(p2)) != (((u32)p1)))) && (((((s8)-1)) <= (((s8)117)))))), sv7.y, ((u8)max(((s32)v4), ((s32)p1))), ((u8)((u32)(((u8)0)) >> ((u32)(DG_R(p2)) & 31u))))), -32768.0, 32767.0);
        }
    }
    if (g8 < 2 && ((((s64)0xffffffffffffffffull)) < (((s64)v4)))) {
        g8++;
        goto B2;
    }
    h9 = (((((u32)(v4) * 3u) ^ (u32)(p0.y) * 5u) ^ (u32)(sv7.w) * 7u) ^ (u32)dg_dbits(a5[(0u & 7u)]) * 9u) ^ (u32)dg_dbits(a5[(7u & 7u)]);
    return ((BOOL)(((u32)(((BOOL)(((((s16)((s32)(v4) >> ((u32)(((u8)DG_R(p2))) & 31u)))) > (((s16)23035)))))) ^ h9) & 1u));
}

FN s16 p0085_f2(DG_REF(uchar4) p0, float2 p1, s32 p2)
{
    f64 v10 = (((f64)__uint_as_float(0x879e302eu)) / __longlong_as_double((s64)0x4330000000000000ull));
    f32 v11 = sqrtf(((f32)p2));
    uchar4 sv12 = make_uchar4(((u8)((u32)(((u8)32)) >> ((u32)(p2) & 31u))), ((u8)((u32)(((u8)107)) << ((u32)(20u) & 31u))), ((u8)p2), ((u8)dg_fclamp(__uint_as_float(0x80000000u), 0.0f, 255.0f)));
    s32 n13 = 0, i14 = 0;
    u32 h15 = 0;
    (void)v10;
    (void)v11;
    (void)sv12;
    (void)n13;
    (void)i14;
    (void)h15;
    (void)p0;
    (void)p1;
    (void)p2;
    if (((v11) < (((f32)v10))) && ((((s64)p2)) <= (((s64)0x20ull)))) return ((s16)((u32)0 - (u32)(((s16)p2))));
    n13 = (s32)((u32)(((s32)((u32)(32) - (u32)(((s32)__float2uint_rd(dg_fclamp(((f32)p2), 0.0f, 4294967040.0f))))))) % 7u) + 1;
    i14 = 0;
    while (i14 < n13) {
        i14++;
        v10 /= ((((p2) < (i14))) ? v10 : v10);
        v10 = ((f64)v11);
    }
    h15 = (((((u32)(dg_dbits(v10) >> 32) * 3u) ^ dg_fbits(v11) * 5u) ^ (u32)(DG_R(p0).y) * 7u) ^ (u32)(sv12.z) * 9u) ^ (u32)(sv12.w);
    return ((s16)((u32)(((s16)((((v10) <= (-1.0))) && (((((s64)0x7ull)) > (((s64)0xc33612cb2154bfdull))))))) ^ (u32)h15));
}

typedef struct {
    s64 x0;
    u8 x1;
    s16 x2;
    u32 h;
} p0085_state;

DG_SHARED u64 p0085_sh0[128];
DG_SHARED u8 p0085_sh1[512];
DG_SHARED u8 p0085_sh2[512];

DG_KERNEL(p0085_kernel, p0085_state)
{
    DG_BEGIN(p0085_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 10u;
        s16 c16 = 0;
        u8 c19 = 0;
        st->x0 = ((s64)0x8000000000000001ull);
        st->x1 = ((u8)((u32)(((u8)__ldg(&in[0]))) >> ((u32)(((u32)st->x0)) & 31u)));
        st->x2 = ((c16 = ((s16)gtid)), (s16)(c16 ^ ((s16)tid)));
        st->h = ((u32)((u32)(__ldg(&in[1])) * (u32)(__ldg(&in[1]))));
        p0085_sh0[tid * 1u + 0u] = ((u64)sizeof(f32));
        p0085_sh1[tid * 4u + 0u] = ((u8)251);
        p0085_sh1[tid * 4u + 1u] = ((u8)(((u16)__ldg(&in[1]))));
        p0085_sh1[tid * 4u + 2u] = ((u8)__dp2a_lo(1984291680, 247, ((s32)gtid)));
        p0085_sh1[tid * 4u + 3u] = ((u8)((((((u64)bid)) >= (((u64)__ldg(&in[0]))))) ? (((u8)255)) : (((u8)__ldg(&in[3])))));
        p0085_sh2[tid * 4u + 0u] = ((u8)((u32)(st->x1) * (u32)(st->x1)));
        p0085_sh2[tid * 4u + 1u] = ((u8)((u32)(st->x1) >> ((u32)(369u) & 31u)));
        p0085_sh2[tid * 4u + 2u] = ((u8)((u32)(((u8)__ldg(&in[2]))) << ((u32)(st->x1) & 31u)));
        p0085_sh2[tid * 4u + 3u] = ((u8)__ldg(&in[4]));
        s64 v17 = ((s64)((s64)(((s64)0x8e6d723f5d1cdf1cull)) >> ((u32)(st->h) & 63u)));
        uchar4 sv18 = make_uchar4(((u8)((u32)(((u8)v17)) + (u32)(((u8)st->x2)))), ((c19 = st->x1), (u8)(c19 ^ st->x1)), p0085_sh1[tid * 4u + ((u32)(((u32)((((138) == (((s32)-1108243572)))) || (((((u16)v17)) > (((u16)st->x2))))))) & 3u)], ((u8)((u32)((*(p0085_sh1 + tid * 4u + ((u32)(((s32)dg_rem_s32((s32)(((s32)-1)), (s32)(((s32)st->x2))))) & 3u)))) << ((u32)(bid) & 31u))));
        float2 sv20 = make_float2(((f32)3), 0.125f);
        s32 g21 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)sv18;
        (void)sv20;
        (void)g21;
        (void)c16;
        (void)c19;
        B3:;
        st->x1 += (u8)(((u8)((((u8)8)) | (((u8)st->x2)))));
        if (g21 < 2 && ((((u64)st->h)) > (((u64)gtid)))) {
            g21++;
            goto B3;
        }
        if ((((u64)(!(((st->h) <= (2719878139u)))))) <= (((u64)((p0085_sh0[tid * 1u + 0u]) ^ (((u64)st->x2)))))) {
            st->x1 = (u8)dg_dclamp(p0085_f0(sv18, ((f64)((u16)gtid)), sv18), 0.0, 255.0);
        } else {
            st->x2 = ((s16)((u32)(((s16)-20171)) << ((u32)(1480835452) & 31u)));
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(sv18.w) * 7u) ^ dg_fbits(sv20.y) * 9u) ^ (u32)(in[(0u % 5u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 10u;
        u64 c24 = 0;
        u16 v22 = ((u16)((u32)(((u16)3)) << ((u32)(in[((u32)(((u8)st->h)) % 5u)]) & 31u)));
        u64 v23 = ((c24 = ((u64)st->h)), (u64)(c24 ^ ((u64)0x2ull)));
        uchar4 sv25 = make_uchar4(((u8)((u32)(st->x1) ^ (u32)0xffffffff)), ((u8)1), ((u8)((u32)(p0085_sh1[tid * 4u + ((u32)(((s64)((u64)(((s64)v22)) - (u64)(st->x0)))) & 3u)]) + (u32)(st->x1))), ((u8)(((u16)3))));
        float2 sv26;
        sv26.x = ((f32)st->h);
        sv26.y = ((f32)v23);
        uint4 sv27 = make_uint4(((u32)((((((s64)0xffull)) > (((s64)0x8ull)))) && (((st->x2) > (((s16)v22)))))), in[((u32)(((u32)((u32)(((u32)st->x1)) * (u32)(gtid)))) % 5u)], ((u32)((u32)0 - (u32)(bid))), ((u32)((((v22) >= (((u16)27043)))) ? (3043008739u) : (bid))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)v23;
        (void)sv25;
        (void)sv26;
        (void)sv27;
        (void)c24;
        if ((((s32)-1)) != (((s32)st->h))) {
            st->x0 = (s64)dg_dclamp(p0085_f0(sv25, ((((isfinite(((f64)v23)) != 0)) ? ((f64)((s8)v23)) : ((f64)1.0e10f)) / __dsub_ru(__longlong_as_double((s64)0x3ff0000000000000ull), ((f64)st->h))), sv25), -9223372036854775808.0, 9223372036854774784.0);
        } else {
            v23 = (u64)dg_dclamp(p0085_f0(sv25, __ddiv_rd(((f64)st->h), ((f64)st->x1)), make_uchar4(((u8)((st->x1) <= (((u8)gtid)))), ((u8)((u32)(st->x1) + (u32)(((u8)tid)))), ((u8)((((((u16)st->x2)) <= (((u16)37989)))) && (((((f32)st->x1)) > (((f32)st->x0)))))), ((u8)27))), 0.0, 18446744073709549568.0);
        }
        st->h = (((((u32)(st->x0) * 3u) ^ dg_fbits(sv26.x) * 5u) ^ (u32)(sv27.y) * 7u) ^ (u32)(in[(0u % 5u)]) * 9u) ^ (u32)(p0085_sh0[(127u & 127u)]) ^ (st->h * 7u);
        v23 = (u64)p0085_f1(make_uchar4(((u8)((u32)(((u8)st->x0)) - (u32)(((u8)33)))), ((u8)((u32)(st->x1) << ((u32)(sv25.w) & 31u))), ((u8)((((sv26.x) != (((f32)((s32)st->x1))))) ? (((u8)3)) : (st->x1))), ((u8)((u32)0 - (u32)(p0085_sh2[((u32)(((u32)(~(u32)(bid)))) & 511u)])))), ((s16)gtid), DG_A(st->h));
        st->x1 = (u8)p0085_f2(DG_A(sv25), sv26, ((s32)((((st->x1) > (((u8)tid)))) && (((sv26.y) == (sv26.x))))));
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((u8)dg_dclamp(3.0, 0.0, 255.0)));
    }
    DG_END
}

DG_PROGRAM(p0085, p0085_state, 128, 1, 5, 10, 2, 2048, 85u)
