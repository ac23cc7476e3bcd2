// diffgen program p0088: gen.py --seed 88 --name p0088 --include ../twin.h
#include "../twin.h"

typedef struct {
    s32 f0;
} p0088_S0;
typedef struct {
    BOOL f0;
    f64 f1;
    s16 f2;
} p0088_S1;

FN u8 p0088_f0(double2 p0)
{
    u8 v1 = ((u8)sizeof(f64));
    s32 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = ((s32)dg_div_s32((s32)(((s32)v1)), (s32)(j3)));
    s32 g4 = 0;
    s32 n5 = 0, i6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)g4;
    (void)n5;
    (void)i6;
    (void)h7;
    (void)p0;
    B1:;
    v1 = ((u8)((u32)(v1) * (u32)(v1)));
    if (g4 < 2 && ((((s32)v1)) >= (a2[((u32)(((s64)__float2uint_rn(dg_fclamp(((f32)((u32)v1)), 0.0f, 4294967040.0f)))) & 3u)]))) {
        g4++;
        goto B1;
    }
    a2[((u32)(146) & 3u)] = ((s32)v1);
    n5 = (s32)((u32)(((u8)((((((s8)v1)) == (((s8)63)))) && (((((u16)62289)) <= (((u16)v1))))))) % 8u);
    i6 = 0;
    while (i6 < n5) {
        i6++;
        --v1;
    }
    h7 = (((((u32)(dg_dbits(p0.x) >> 32) * 3u) ^ (u32)dg_dbits(p0.y) * 5u) ^ (u32)(dg_dbits(p0.y) >> 32) * 7u) ^ (u32)(a2[(0u & 3u)]) * 9u) ^ (u32)(a2[(3u & 3u)]);
    return ((u8)((u32)(((u8)((u32)(((u8)((u32)(v1) >> ((u32)(63) & 31u)))) >> ((u32)(((u32)dg_dclamp(((f64)v1), 0.0, 4294967295.0))) & 31u)))) ^ (u32)h7));
}

FN f64 p0088_f1(DG_REF(u8) p0)
{
    u16 v8 = ((u16)DG_R(p0));
    double2 sv9;
    sv9.x = ((f64)__uint_as_float(0x4f5ec5e2u));
    sv9.y = floor(((f64)DG_R(p0)));
    u32 h10 = 0;
    (void)v8;
    (void)sv9;
    (void)h10;
    (void)p0;
    v8 = ((u16)DG_R(p0));
    v8 &= (u16)(((u16)((u32)(((u16)DG_R(p0))) - (u32)(((u16)65534)))));
    h10 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(v8) * 5u) ^ (u32)(dg_dbits(sv9.x) >> 32) * 7u) ^ (u32)dg_dbits(sv9.y) * 9u) ^ (u32)(dg_dbits(sv9.y) >> 32);
    return (rint((sv9.y * ((f64)((u64)0xfffffffffffffffeull)))) + (f64)(h10 & 255u));
}

typedef struct {
    s16 x0;
    u16 x1;
    BOOL x2;
    s8 x3;
    u32 h;
    f64 arr[2];
} p0088_state;

DG_SHARED s16 p0088_sh0[600];

DG_KERNEL(p0088_kernel, p0088_state)
{
    DG_BEGIN(p0088_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((s16)dg_rem_s32((s32)(((s16)__ldg(&in[4]))), (s32)(((s16)210))));
        st->x1 = ((u16)((u32)(((u16)33587)) - (u32)(((u16)65534))));
        st->x2 = ((BOOL)((u8)__ldg(&in[6])));
        st->x3 = ((s8)((((s8)32)) ^ (((s8)107))));
        st->h = ((u32)((__ldg(&in[5])) | (((u32)st->x1))));
        st->arr[0] = (((f64)__ldg(&in[7])) / ((f64)st->x1));
        st->arr[1] = (-2.5 / ((f64)__ldg(&in[3])));
        p0088_sh0[tid * 4u + 0u] = ((s16)((u32)(((s16)-32767)) << ((u32)(2473230117u) & 31u)));
        p0088_sh0[tid * 4u + 1u] = ((s16)sizeof(f32));
        p0088_sh0[tid * 4u + 2u] = ((s16)((u32)(st->x0) + (u32)(st->x0)));
        p0088_sh0[tid * 4u + 3u] = ((s16)__ldg(&in[7]));
        BOOL v11 = ((BOOL)((!(((((s32)st->h)) <= (475792962))))));
        double2 sv12;
        sv12.x = (*(st->arr + ((u32)(((u32)((u32)(bid) << ((u32)(((u32)st->x1)) & 31u)))) & 1u)));
        sv12.y = (((f64)tid) + ((f64)gtid));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v11;
        (void)sv12;
        st->x2 = ((BOOL)((!(((((f64)((u16)291))) >= (((f64)((u64)st->x2))))))));
        st->x3 = (s8)p0088_f0(sv12);
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(in[(0u & 7u)]) * 7u) ^ (u32)(in[(7u & 7u)]) * 9u) ^ (u32)(p0088_sh0[tid * 4u + (0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 10u;
        s64 v13 = ((s64)((u64)(((s64)st->x1)) + (u64)(((s64)tid))));
        u32 v14 = ((u32)((tid) & ((*(out + ((u32)(v13) & 1u))))));
        double2 sv15 = make_double2(((f64)st->x0), ((((((s16)v14)) < (st->x0))) ? st->arr[((u32)(((u8)__float2int_rn(dg_fclamp(((f32)((f64)v14)), -2147483648.0f, 2147483520.0f)))) & 1u)] : ((f64)1978095209)));
        u8 v16 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)v14;
        (void)sv15;
        (void)v16;
        st->arr[((u32)(((u32)dg_fclamp(((f32)v13), 0.0f, 4294967040.0f))) & 1u)] = (-(((((((s8)64)) > (st->x3))) ? ((f64)bid) : ((f64)49u))));
        st->h = (u32)p0088_f0(make_double2(((f64)((f32)st->x1)), ((f64)tid)));
        if ((((s16)((u32)(((s16)st->x3)) << ((u32)(((u8)254)) & 31u)))) > (((s16)abs(dg_nomin32(((s32)v14)))))) {
            v13 = ((s64)dg_div_s64((s64)(v13), (s64)(v13)));
        } else {
            if ((((u8)((((((s32)v14)) != (((s32)tid)))) ? (((u8)v14)) : (((u8)gtid))))) >= (((u8)113))) {
                st->x2 = ((BOOL)((signbit(dg_canonf((((f32)st->x1) * ((f32)bid)))) != 0)));
            } else {
                st->h = ((u32)(st->x3));
            }
        }
        sv15.y = (round(((f64)tid)) / sqrt(((f64)tid)));
        st->h = (((((u32)(st->x3) * 3u) ^ (u32)dg_dbits(sv15.x) * 5u) ^ (u32)(in[(0u & 7u)]) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(dg_dbits(st->arr[(1u & 1u)]) >> 32) ^ (st->h * 7u);
        v14 = (u32)dg_dclamp(p0088_f1(DG_A(v16)), 0.0, 4294967295.0);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->x3);
        out[6] = (u32)(st->h);
        out[7] = (u32)(0u);
        out[8] = (u32)dg_dbits(st->arr[0]);
        out[9] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0088, p0088_state, 150, 3, 8, 10, 2, 2048, 88u)
