// diffgen program p0140: gen.py --seed 141 --name p0140 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s64 f0;
    s64 f1[3];
    f64 f2;
} p0140_S0;

FN double2 p0140_f0(f32 p0, u64 p1, u64 p2)
{
    u64 v1 = ((u64)(((u32)p2)));
    s16 v2 = ((s16)((((1u) < (((u32)v1)))) ? (((s16)-32767)) : (((s16)-32768))));
    f64 a3[4] = {0};
    s32 j4;
    for (j4 = 0; j4 < 4; j4++)
        a3[j4] = fabs(((f64)p0));
    double2 sv5;
    sv5.x = (((f64)v2) / a3[((u32)(((u8)((((u8)40)) ^ (((u8)p1))))) & 3u)]);
    sv5.y = (a3[((u32)(((s64)((((s8)-1)) < (((s8)p2))))) & 3u)] / ((f64)((u8)242)));
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
    if ((v2) > (((s16)32767))) goto F1;
    p1 = ((u64)((u64)(((u64)v2)) >> ((u32)(((u32)p2)) & 63u)));
    p2 = ((u64)((u64)(((u64)v2)) - (u64)(((u64)dg_div_u64((u64)(p1), (u64)(p1))))));
    F1:;
    h6 = (((((u32)((u64)(p1) >> 32) * 3u) ^ (u32)(v2) * 5u) ^ (u32)dg_dbits(sv5.x) * 7u) ^ (u32)dg_dbits(sv5.y) * 9u) ^ (u32)dg_dbits(a3[(0u & 3u)]);
    sv5.x = (sv5.x + (f64)(h6 & 255u));
    return sv5;
}

FN f64 p0140_f1(u32 p0)
{
    u32 c11 = 0;
    u64 v7 = ((u64)dg_fclamp(((f32)p0), 0.0f, 18446742974197923840.0f));
    f32 v8 = ((((((u16)v7)) <= (((u16)28662)))) ? 0.25f : ((f32)v7));
    double2 sv9 = make_double2((((f64)p0) * __longlong_as_double((s64)0xfe5c397f84ccefc3ull)), __longlong_as_double((s64)0x054afcd0f0a7404bull));
    s32 g10 = 0;
    u32 h12 = 0;
    (void)v7;
    (void)v8;
    (void)sv9;
    (void)g10;
    (void)h12;
    (void)c11;
    (void)p0;
    B2:;
    sv9 = p0140_f0(((f32)((s16)((((s16)21301)) ^ (((s16)v7))))), ((u64)0x1d2ull), ((u64)((((u64)p0)) ^ (((u64)p0)))));
    if (g10 < 2 && ((((s16)p0)) == (((s16)27822)))) {
        g10++;
        goto B2;
    }
    sv9 = p0140_f0(((f32)((f64)((s64)v7))), ((u64)((((((s8)-1)) > (((s8)p0)))) ? (v7) : (v7))), ((u64)((v7) ^ (v7))));
    p0 = ((c11 = ((u32)v7)), (u32)(c11 ^ p0));
    h12 = (((((u32)(v7) * 3u) ^ dg_fbits(v8) * 5u) ^ (u32)dg_dbits(sv9.x) * 7u) ^ (u32)(dg_dbits(sv9.x) >> 32) * 9u) ^ (u32)dg_dbits(sv9.y);
    return (((f64)((s64)v7)) + (f64)(h12 & 255u));
}

FN u64 p0140_f2(s16 *p0, DG_REF(u8) p1)
{
    s64 v13 = ((s64)dg_fclamp(__uint_as_float(0xe1551cc0u), -9223372036854775808.0f, 9223371487098961920.0f));
    double2 sv14 = make_double2(((f64)((f32)v13)), __ll2double_rd(v13));
    s32 n15 = 0, i16 = 0;
    u32 h17 = 0;
    (void)v13;
    (void)sv14;
    (void)n15;
    (void)i16;
    (void)h17;
    (void)p0;
    (void)p1;
    n15 = (s32)((u32)(__double2ull_rd(dg_dclamp(((((((u64)DG_R(p1))) == (((u64)v13)))) ? ((f64)v13) : ((f64)__uint_as_float(0x3f000000u))), 0.0, 18446744073709549568.0))) % 4u) + 1;
    i16 = 0;
    do {
        sv14 = p0140_f0((((f32)DG_R(p1)) / 100.0f), ((u64)(((isfinite(((f32)v13)) != 0)) ? (((u64)((((0.125) >= (((f64)v13)))) ? (((u64)v13)) : (((u64)v13))))) : (((u64)((((((u16)20760)) > (((u16)v13)))) ? (((u64)DG_R(p1))) : (((u64)v13))))))), ((u64)(((u8)v13))));
    } while (++i16 < n15);
    h17 = (((((u32)(v13) * 3u) ^ (u32)(dg_dbits(sv14.x) >> 32) * 5u) ^ (u32)dg_dbits(sv14.y) * 7u) ^ (u32)(dg_dbits(sv14.y) >> 32) * 9u) ^ (u32)(p0[(0u & 1u)]);
    return ((u64)((u64)(((u64)((u64)(((u64)__umulhi(((u32)v13), ((u32)DG_R(p1))))) << ((u32)(((u8)0)) & 63u)))) ^ (u64)h17));
}

typedef struct {
    u32 x0;
    u8 x1;
    u32 h;
    f32 arr[4];
} p0140_state;

DG_SHARED u64 p0140_sh0[100];
DG_SHARED u32 p0140_sh1[400];
DG_SHARED s32 p0140_sh2[100];

DG_KERNEL(p0140_kernel, p0140_state)
{
    DG_BEGIN(p0140_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        u32 c18 = 0;
        u32 c19 = 0;
        st->x0 = ((u32)((__ldg(&in[1])) | (out[((u32)(((u32)((((__ldg(&in[6])) > (gtid))) ? (in[((u32)(((s64)gtid)) & 7u)]) : ((*(in + ((u32)(((u32)((u32)(4294967295u) << ((u32)(__ldg(&in[6])) & 31u)))) & 7u))))))) & 1u)])));
        st->x1 = ((u8)((u32)(((u8)__ldg(&in[2]))) + (u32)(((u8)st->x0))));
        st->h = ((c18 = out[((u32)(__clz(((s32)__ldg(&in[6])))) & 1u)]), (u32)(c18 ^ ((u32)st->x1)));
        st->arr[0] = (__uint_as_float(0x3f7fffffu) / __uint_as_float(0x46822b00u));
        st->arr[1] = __uint_as_float(0xca570576u);
        st->arr[2] = __frcp_rd(((f32)__ldg(&in[7])));
        st->arr[3] = -7.0f;
        p0140_sh0[tid * 1u + 0u] = ((u64)((u64)(((u64)st->x1)) ^ (u64)0xffffffffffffffff));
        p0140_sh1[tid * 4u + 0u] = ((u32)((out[((u32)(((s32)((u32)(1432657090) << ((u32)(((u8)__ldg(&in[1]))) & 31u)))) & 1u)]) | (__ldg(&in[3]))));
        p0140_sh1[tid * 4u + 1u] = ((u32)((u32)(tid) >> ((u32)(((s32)-2147483647)) & 31u)));
        p0140_sh1[tid * 4u + 2u] = gtid;
        p0140_sh1[tid * 4u + 3u] = ((c19 = st->h), (u32)(c19 ^ ((u32)st->x1)));
        p0140_sh2[tid * 1u + 0u] = ((s32)((((__uint_as_float(0xf2c44b2cu)) == (((f32)in[((u32)(((s32)((u32)(((s32)st->x0)) * (u32)(((s32)st->h))))) & 7u)])))) ? (((s32)st->h)) : (((s32)__ldg(&in[3])))));
        s64 v20 = ((s64)0x7fffffffffffffffull);
        s16 a21[8] = {0};
        s32 j22;
        for (j22 = 0; j22 < 8; j22++)
            a21[j22] = ((s16)__mulhi(7, ((s32)st->x1)));
        double2 sv23 = make_double2(((f64)p0140_sh0[tid * 1u + 0u]), ((f64)((u64)0xf1ccef6ed5858eceull)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v20;
        (void)a21;
        (void)j22;
        (void)sv23;
        (void)c18;
        (void)c19;
        sv23.y = sv23.x;
        st->x0 = bid;
        st->h = (((((u32)(tid) * 3u) ^ (u32)(in[(7u & 7u)]) * 5u) ^ (u32)(out[(0u & 1u)]) * 7u) ^ (u32)((u64)(p0140_sh0[tid * 1u + 0u]) >> 32) * 9u) ^ (u32)(p0140_sh1[tid * 4u + (0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 8u;
        s16 c28 = 0;
        f32 v24 = __double2float_rz(((f64)st->x1));
        u64 v25 = ((u64)((u64)(((u64)st->x1)) << ((u32)(((u8)62)) & 63u)));
        s16 a26[8] = {0};
        s32 j27;
        for (j27 = 0; j27 < 8; j27++)
            a26[j27] = ((c28 = ((s16)st->x0)), (s16)(c28 ^ ((s16)j27)));
        double2 sv29;
        sv29.x = __longlong_as_double((s64)0x7ff8000000000000ull);
        sv29.y = ((((v24) != (((f32)st->h)))) ? -0.0 : ((f64)((s64)st->h)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v24;
        (void)v25;
        (void)a26;
        (void)j27;
        (void)sv29;
        (void)c28;
        sv29.y = ((f64)st->x1);
        switch (((u32)(((u32)((((st->x1) > (((u8)153)))) && (((a26[((u32)(((u32)((u32)(bid) + (u32)(tid)))) & 7u)]) >= (((s16)-12248))))))) + (u32)gtid) & 7u) {
        case 1: {
            v24 = fmaf(((f32)st->x1), ((f32)v25), ((f32)((u16)436)));
            break;
        }
        case 3: {
            st->h = (u32)p0140_f2(a26 + ((u32)(((u32)st->x1)) % 7u), DG_A(st->x1));
        }
        /* fallthrough */
        case 5: {
            st->h = ((u32)(((s32)v25)));
            break;
        }
        default: {
            sv29.y = 3.0;
            break;
        }
        }
        v25 = ((u64)__double2int_rd(dg_dclamp(((f64)((s8)st->x1)), -2147483648.0, 2147483647.0)));
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)((u64)(v25) >> 32) * 7u) ^ (u32)(dg_dbits(sv29.y) >> 32) * 9u) ^ (u32)(p0140_sh0[(0u % 100u)]) ^ (st->h * 7u);
        v24 = (f32)p0140_f1(((u32)((u32)(((u32)v25)) << ((u32)(((s32)(~(u32)(1247299984)))) & 31u))));
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u32)((((u32)dg_fclamp(v24, 0.0f, 4294967040.0f))) | (((u32)((bid) & (((u32)v25))))))));
        out[6] = dg_fbits(st->arr[0]);
        out[7] = dg_fbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0140, p0140_state, 100, 1, 8, 8, 2, 2048, 141u)
