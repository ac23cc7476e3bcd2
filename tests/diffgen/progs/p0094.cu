// diffgen program p0094: gen.py --seed 94 --name p0094 --include ../twin.h
#include "../twin.h"

typedef struct {
    u16 f0;
} p0094_S0;

FN u64 p0094_f0(DG_REF(s32) p0)
{
    u32 v1 = ((u32)((((((s64)DG_R(p0))) < (((s64)0x46209aa5f643bafdull)))) ? (3u) : (2030431229u)));
    u32 h2 = 0;
    (void)v1;
    (void)h2;
    (void)p0;
    if (isnan(-7.0) != 0) {
        if ((((u64)((((((f32)DG_R(p0))) <= (((f32)v1)))) ? (((u64)v1)) : (((u64)v1))))) >= (((u64)((u64)(((u64)0x52e196c4a172018bull)) << ((u32)(v1) & 63u))))) {
            if (((((s64)0x85b1ef85afa46ff2ull)) <= (((s64)0x50f1e0592286620dull))) && (!((isinf(((f64)1.0f)) != 0)))) return ((u64)dg_dclamp(((f64)v1), 0.0, 18446744073709549568.0));
        }
    } else {
        v1 = ((u32)((u32)(v1) * (u32)(((u32)DG_R(p0)))));
    }
    v1 ^= ((u32)dg_rem_u32((u32)(((u32)((u32)(4220598199u) * (u32)(v1)))), (u32)(((u32)__mul24(((s32)((s16)-16020)), ((s32)((s16)DG_R(p0))))))));
    h2 = ((u32)(DG_R(p0)) * 3u) ^ (u32)(v1);
    return ((u64)((u64)(((u64)((((u8)((((((s8)DG_R(p0))) != (((s8)-128)))) || ((isnan(((f64)DG_R(p0))) != 0))))) <= (((u8)dg_rem_u32((u32)(((u8)v1)), (u32)(((u8)DG_R(p0))))))))) ^ (u64)h2));
}

FN s64 p0094_f1(s8 p0, u8 p1)
{
    s32 c4 = 0;
    s32 v3 = ((c4 = ((s32)p0)), (s32)(c4 ^ ((s32)p0)));
    u64 v5 = ((u64)((((u64)p1)) & (((u64)p0))));
    f64 a6[4] = {0};
    s32 j7;
    for (j7 = 0; j7 < 4; j7++)
        a6[j7] = __ull2double_ru(v5);
    short2 sv8;
    sv8.x = ((s16)sizeof(u16));
    sv8.y = ((s16)((((s16)p0)) & (((s16)-32768))));
    s32 g9 = 0;
    u32 h10 = 0;
    (void)v3;
    (void)v5;
    (void)a6;
    (void)j7;
    (void)sv8;
    (void)g9;
    (void)h10;
    (void)c4;
    (void)p0;
    (void)p1;
    B1:;
    if (((318u) == (2627320784u)) && (isinf(((f64)p0)) != 0)) return ((s64)dg_dclamp(((f64)v5), -9223372036854775808.0, 9223372036854774784.0));
    if (g9 < 1 && ((((u32)p0)) >= (1419385761u))) {
        g9++;
        goto B1;
    }
    v5 = ((u64)((u64)(v5) - (u64)(((u64)0x8ull))));
    if ((((u32)((255u) | (1u)))) >= (802062263u)) {
        sv8.y = ((s16)((((s16)((u32)(((s16)32767)) - (u32)(((s16)32767))))) ^ (((s16)((((((s16)p1)) > (((s16)3013)))) ? (((s16)3)) : (((s16)-1)))))));
    } else {
        v3 = (s32)p0094_f0(DG_A(v3));
    }
    h10 = (((((u32)(v3) * 3u) ^ (u32)((u64)(v5) >> 32) * 5u) ^ (u32)dg_dbits(a6[(0u & 3u)]) * 7u) ^ (u32)(dg_dbits(a6[(0u & 3u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a6[(3u & 3u)]) >> 32);
    return ((s64)((u64)(((s64)((u64)(((s64)((((s64)0x7ull)) ^ (((s64)0x350b2b6d3dc3d0baull))))) + (u64)(((s64)((((v3) == (263))) ? (((s64)0x3full)) : (((s64)0x6d5c697463bba5faull)))))))) ^ (u64)h10));
}

typedef struct {
    s16 x0;
    u64 x1;
    u16 x2;
    u32 h;
} p0094_state;

DG_SHARED f32 p0094_sh0[256];
DG_SHARED s32 p0094_sh1[256];
DG_SHARED u32 p0094_sh2[256];

DG_KERNEL(p0094_kernel, p0094_state)
{
    DG_BEGIN(p0094_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        u32 c11 = 0;
        st->x0 = ((s16)((((s16)7)) | (((s16)__ldg(&in[3])))));
        st->x1 = ((u64)0x0ull);
        st->x2 = ((u16)tid);
        st->h = ((c11 = bid), (u32)(c11 ^ ((u32)st->x1)));
        p0094_sh0[tid * 4u + 0u] = (__uint_as_float(0xff800000u) + ((f32)bid));
        p0094_sh0[tid * 4u + 1u] = (((f32)((s8)-127)) / ((f32)0.25));
        p0094_sh0[tid * 4u + 2u] = ((f32)((s32)-4));
        p0094_sh0[tid * 4u + 3u] = ((((((s32)__ldg(&in[4]))) >= (((s32)0x80000000u)))) ? ((f32)((u16)65534)) : ((f32)((f64)__ldg(&in[1]))));
        p0094_sh1[tid * 4u + 0u] = ((s32)((u32)(721026293) << ((u32)(((s32)__ldg(&in[0]))) & 31u)));
        p0094_sh1[tid * 4u + 1u] = ((s32)((((((s32)__ldg(&in[4]))) > (((s32)-1774902916)))) || (((((s32)gtid)) <= (((s32)__ldg(&in[4])))))));
        p0094_sh1[tid * 4u + 2u] = ((s32)(st->x2));
        p0094_sh1[tid * 4u + 3u] = ((s32)__ldg(&in[1]));
        p0094_sh2[tid * 4u + 0u] = __ldg(&in[4]);
        p0094_sh2[tid * 4u + 1u] = ((u32)st->x2);
        p0094_sh2[tid * 4u + 2u] = __ldg(&in[2]);
        p0094_sh2[tid * 4u + 3u] = ((u32)((u32)(((u32)st->x2)) << ((u32)(((u8)__ldg(&in[0]))) & 31u)));
        f64 v12 = ((((((f32)tid)) < (p0094_sh0[tid * 4u + ((u32)(((u8)dg_div_u32((u32)(((u8)0)), (u32)(((u8)st->x0))))) & 3u)]))) ? __longlong_as_double((s64)0xfff0000000000000ull) : ((f64)((u16)3784)));
        s32 n13 = 0, i14 = 0;
        s32 g15 = 0;
        s32 v16 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)n13;
        (void)i14;
        (void)g15;
        (void)v16;
        (void)c11;
        if ((__fsub_rz((*(p0094_sh0 + tid * 4u + ((u32)(((u8)((u32)(((u8)116)) >> ((u32)(((u8)255)) & 31u)))) & 3u))), ((f32)gtid))) > (((*(p0094_sh0 + tid * 4u + ((u32)(((u8)st->x0)) & 3u))) + 1.5f))) {
            n13 = (s32)((u32)(((s32)st->x0)) % 8u);
            i14 = 0;
            while (i14 < n13) {
                i14++;
                st->x1 = ((u64)st->x0);
            }
        }
        B2:;
        st->h = (u32)p0094_f0(DG_A(v16));
        if (g15 < 2 && ((((s64)0x3full)) < (((s64)0x5a8e563a418de5d3ull)))) {
            g15++;
            goto B2;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ (u32)(dg_dbits(v12) >> 32) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(p0094_sh2[tid * 4u + (3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        BOOL v17 = ((BOOL)(((((u8)st->x1)) <= (((u8)210)))));
        f32 v18 = ((*(p0094_sh0 + tid * 4u + ((u32)(((s64)0x7ull)) & 3u))) + ((f32)((s32)-71)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)v18;
        if ((gtid % 3u) == 0u && ((((s8)-11)) <= (((s8)bid)))) return;
        p0094_sh1[tid * 4u + ((u32)(((s64)bid)) & 3u)] = ((s32)__mul64hi(((s64)gtid), ((s64)0x20ull)));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(out[(0u & 1u)]) * 7u) ^ (u32)(p0094_sh2[(0u & 255u)]) * 9u) ^ (u32)(p0094_sh2[(255u & 255u)]) ^ (st->h * 7u);
        p0094_f1(((s8)((((s8)gtid)) ^ (((s8)gtid)))), ((u8)((((((s32)st->h)) < (((s32)-1155592671)))) || (((((u8)st->x2)) != (((u8)163)))))));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u32)((u32)(p0094_sh2[((u32)(out[((u32)(((s64)((((s64)st->x1)) | (((s64)st->x1))))) & 1u)]) & 255u)]) << ((u32)(((s32)((u32)(p0094_sh1[tid * 4u + ((u32)(((u8)st->x0)) & 3u)]) ^ (u32)0xffffffff))) & 31u))));
    }
    DG_END
}

DG_PROGRAM(p0094, p0094_state, 64, 3, 6, 8, 2, 2048, 94u)
