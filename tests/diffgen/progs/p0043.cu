// diffgen program p0043: gen.py --seed 43 --name p0043 --include ../twin.h
#include "../twin.h"

typedef struct {
    u8 f0;
    s32 f1;
} p0043_S0;

FN f32 p0043_f0(f64 *p0, s8 p1, DG_REF(uchar4) p2)
{
    s8 c4 = 0;
    f32 v1 = (((f32)(*(p0 + ((u32)(((s32)__double2ull_rd(dg_dclamp(((f64)p1), 0.0, 18446744073709549568.0)))) & 7u)))) - ((f32)p1));
    s32 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((s32)((((((s64)p1)) < (((s64)0xceull)))) ? (((s32)p1)) : (((s32)-2147483647))));
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h5;
    (void)c4;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((((u8)((u32)(DG_R(p2).x) + (u32)(DG_R(p2).x)))) >= (((u8)__float2int_rn(dg_fclamp(((f32)((u16)p1)), -2147483648.0f, 2147483520.0f))))) {
        if ((((s8)__double2hiint(dg_canon(((f64)v1))))) == (((s8)((((((u64)0x3ull)) > (((u64)0x0ull)))) ? (((s8)-125)) : (p1))))) {
        }
    } else {
        (*(a2 + ((u32)(((u32)((u32)(2750385367u) >> ((u32)(((s32)-1844740548)) & 31u)))) & 7u))) = ((s32)((((((u64)p1)) <= (((u64)0xff7f17997c6c3d34ull)))) ? (((s32)-679401344)) : (1)));
    }
    if (((((u64)p1)) <= (((u64)0x0ull))) && ((((s16)p1)) == (((s16)-12)))) return ((((((u32)p1)) != (1871047038u))) ? v1 : v1);
    if ((((u32)((u32)0 - (u32)(1u)))) < (799779000u)) {
        p1 = ((s8)__uhadd(8u, ((u32)p1)));
    } else {
        switch (((u32)(1306364276u) + (u32)p1) & 3u) {
        case 0: {
            v1 = ((((((u64)p1)) >= (((u64)0x1adc8dc7762539e8ull)))) ? __fsqrt_rz(v1) : v1);
            break;
        }
        case 1: {
            p1 = ((s8)dg_div_s32((s32)(((s8)__double2hiint(dg_canon(((f64)p1))))), (s32)(((s8)__float2uint_ru(dg_fclamp(v1, 0.0f, 4294967040.0f))))));
            break;
        }
        case 2: {
            v1 = __uint_as_float(((u32)p1));
            break;
        }
        default: {
            p1 = ((c4 = ((s8)dg_rem_s32((s32)(p1), (s32)(p1)))), (s8)(c4 ^ ((s8)((((((u16)63144)) > (((u16)p1)))) && (((((s32)-2114664356)) <= (((s32)p1))))))));
            break;
        }
        }
    }
    v1 = (v1 * v1);
    h5 = ((((dg_fbits(v1) * 3u) ^ (u32)(DG_R(p2).x) * 5u) ^ (u32)(DG_R(p2).z) * 7u) ^ (u32)dg_dbits(p0[(0u & 7u)]) * 9u) ^ (u32)(a2[(7u & 7u)]);
    return (__ll2float_rd(((s64)((s64)(((s64)p1)) >> ((u32)(((u32)p1)) & 63u)))) + (f32)(h5 & 255u));
}

typedef struct {
    s32 x0;
    u16 x1;
    BOOL x2;
    u32 h;
    s16 arr[4];
} p0043_state;

DG_SHARED f64 p0043_sh0[80];

DG_KERNEL(p0043_kernel, p0043_state)
{
    DG_BEGIN(p0043_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 12u;
        st->x0 = ((s32)gtid);
        st->x1 = ((u16)((u32)(((u16)__ldg(&in[4]))) >> ((u32)(((u8)__ldg(&in[3]))) & 31u)));
        st->x2 = ((BOOL)(((((s64)0x8000000000000001ull)) <= (((s64)0x8ull)))));
        st->h = ((u32)((tid) & (408u)));
        st->arr[0] = ((s16)((u32)(((s16)st->h)) + (u32)(((s16)__ldg(&in[3])))));
        st->arr[1] = ((s16)((u32)(((s16)26609)) * (u32)(((s16)83))));
        st->arr[2] = ((s16)__ldg(&in[0]));
        st->arr[3] = ((s16)((s32)(((s16)st->x1)) >> ((u32)(255u) & 31u)));
        p0043_sh0[tid * 2u + 0u] = __ull2double_ru(((u64)bid));
        p0043_sh0[tid * 2u + 1u] = fabs(((f64)st->x0));
        u16 v6 = ((u16)((u32)(st->x1) << ((u32)(((u8)st->x1)) & 31u)));
        u8 v7 = ((u8)(((u32)v6)));
        f64 a8[8] = {0};
        s32 j9;
        for (j9 = 0; j9 < 8; j9++)
            a8[j9] = ((f64)gtid);
        uchar4 sv10;
        sv10.x = ((u8)(~(u32)(((u8)gtid))));
        sv10.y = ((u8)((((s16)gtid)) > (((s16)212))));
        sv10.z = ((u8)63);
        sv10.w = ((u8)((u32)(v7) + (u32)(v7)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)v7;
        (void)a8;
        (void)j9;
        (void)sv10;
        if ((tid) < (((u32)((gtid) ^ (3u))))) {
            v7 = (u8)dg_fclamp(p0043_f0(a8, ((s8)((u32)(((s8)st->x0)) - (u32)(((s8)16)))), DG_A(sv10)), 0.0f, 255.0f);
        }
        st->h <<= ((u32)(((u32)st->x2)) & 31u);
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(v6) * 7u) ^ (u32)(v7) * 9u) ^ (u32)(in[(0u % 5u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 12u;
        u32 v11 = ((u32)((u32)(gtid) + (u32)(((u32)st->x0))));
        f64 a12[8] = {0};
        s32 j13;
        for (j13 = 0; j13 < 8; j13++)
            a12[j13] = (((f64)2.0f) + ((f64)v11));
        uchar4 sv14 = make_uchar4(((u8)161), ((u8)((u32)(((u8)bid)) - (u32)(((u8)v11)))), ((u8)sizeof(u16)), ((u8)sizeof(s32)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v11;
        (void)a12;
        (void)j13;
        (void)sv14;
        a12[((u32)(((s64)0xffffffffffffffffull)) & 7u)] = (-(p0043_sh0[((u32)(((u8)__float2ull_ru(dg_fclamp(((f32)((f64)st->x2)), 0.0f, 18446742974197923840.0f)))) % 80u)]));
        st->x1 = ((u16)((u32)(((u16)(((s64)tid)))) * (u32)(st->x1)));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(sv14.y) * 5u) ^ (u32)(st->arr[(3u & 3u)]) * 7u) ^ (u32)(dg_dbits(p0043_sh0[(0u % 80u)]) >> 32) * 9u) ^ (u32)(dg_dbits(a12[(7u & 7u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 12u;
        u64 c16 = 0;
        u64 v15 = ((c16 = ((u64)st->x2)), (u64)(c16 ^ ((u64)0x4a7789e1d3cad99aull)));
        f64 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = (((f64)((f32)bid)) / ((f64)-1.0f));
        uchar4 sv19;
        sv19.x = ((u8)((u32)(((u8)tid)) * (u32)(((u8)2))));
        sv19.y = ((u8)__float2ull_ru(dg_fclamp(((f32)st->x0), 0.0f, 18446742974197923840.0f)));
        sv19.z = ((u8)((u32)(((u8)255)) - (u32)(((u8)st->h))));
        sv19.w = ((u8)((u32)(((u8)254)) << ((u32)(((s32)st->x1)) & 31u)));
        s32 g20 = 0;
        s32 g21 = 0;
        s32 g22 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)a17;
        (void)j18;
        (void)sv19;
        (void)g20;
        (void)g21;
        (void)g22;
        (void)c16;
        if ((((s32)((s32)(((s32)bid)) >> ((u32)(((u8)167)) & 31u)))) > (st->x0)) {
            if ((((st->x0) >= (((s32)-1646130017)))) && (((((u8)32)) <= (sv19.x)))) {
                st->x0 = ((s32)((u32)(st->x0) << ((u32)(st->x0) & 31u)));
            }
        } else {
            v15 = ((u64)((u64)(((u64)__float_as_int(dg_canonf(((f32)st->x1))))) << ((u32)(((u32)__double2ll_rd(dg_dclamp(((f64)st->x1), -9223372036854775808.0, 9223372036854774784.0)))) & 63u)));
        }
        B3:;
        st->x2 = ((BOOL)(((((s64)st->x0)) > (((s64)st->h)))));
        if (g20 < 3 && (signbit(dg_canon((*(a17 + ((u32)(((u32)((u32)(tid) - (u32)(st->h)))) & 7u))))) != 0)) {
            g20++;
            goto B3;
        }
        B4:;
        st->x1 = ((u16)((u32)(st->x1) >> ((u32)(((u8)248)) & 31u)));
        if (g21 < 3 && st->x2) {
            g21++;
            goto B4;
        }
        B5:;
        if ((gtid % 5u) == 0u && st->x2) return;
        if (g22 < 1 && (!(((((f64)bid)) != (((f64)gtid)))))) {
            g22++;
            goto B5;
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(sv19.x) * 5u) ^ (u32)(sv19.y) * 7u) ^ (u32)(sv19.w) * 9u) ^ (u32)dg_dbits(a17[(7u & 7u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        if ((gtid % 7u) == 1u && st->x2) return;
        out[8] = (u32)(((s16)(((isinf(((f32)gtid)) != 0)) ? (((s16)(((u16)tid)))) : (((s16)((u32)(((s16)st->x0)) - (u32)(((s16)bid))))))));
        out[9] = (u32)(((s16)((((((s8)gtid)) == (((s8)v15)))) ? (((s16)((((((f64)tid)) == (((f64)((u64)st->x1))))) ? (((s16)v15)) : (((s16)st->h))))) : (((s16)((u32)(((s16)st->x2)) << ((u32)(((s32)tid)) & 31u)))))));
        out[10] = (u32)(st->arr[0]);
        out[11] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0043, p0043_state, 40, 1, 5, 12, 3, 2048, 43u)
