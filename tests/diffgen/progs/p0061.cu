// diffgen program p0061: gen.py --seed 61 --name p0061 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u64 f0;
} p0061_S0;
typedef struct DG_ALIGN(8) {
    s32 f0;
    BOOL f1;
} p0061_S1;

FN f64 p0061_f0(DG_REF(f64) p0, BOOL p1, u8 p2)
{
    s64 v1 = ((s64)(((u32)p2)));
    s32 v2 = ((s32)((15) & (((s32)p1))));
    s16 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((s16)(j4));
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    p1 = ((BOOL)((u64)0x1eull));
    p1 = ((BOOL)(((((u32)p1)) != (((u32)((255u) & (((u32)p2))))))));
    h5 = (((((u32)(dg_dbits(DG_R(p0)) >> 32) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(p2) * 7u) ^ (u32)(v2) * 9u) ^ (u32)(a3[(7u & 7u)]);
    return (((f64)((s16)((u32)(((s16)p2)) * (u32)(((s16)32767))))) + (f64)(h5 & 255u));
}

FN f64 p0061_f1(u64 p0, DG_REF(p0061_S0) p1, DG_REF(short2) p2, DG_REF(s64) p3, u8 p4, DG_REF(f32) p5, p0061_S0 p6, p0061_S1 p7, f32 *p8, const f64 *p9, const u64 *p10, DG_REF(f32) p11)
{
    f32 v6 = __ull2float_rd(p0);
    u8 v7 = ((u8)((u32)(((u8)p0)) << ((u32)(((u8)0)) & 31u)));
    f64 v8 = 0.0;
    u32 h9 = 0;
    (void)v6;
    (void)v7;
    (void)v8;
    (void)h9;
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
    if ((((s16)__double2ull_rd(dg_dclamp(((f64)((u32)p4)), 0.0, 18446744073709549568.0)))) < (((s16)-1345))) {
        DG_R(p3) = (s64)dg_dclamp(p0061_f0(DG_A(v8), ((BOOL)(((((u16)DG_R(p3))) >= (((u16)255))))), ((u8)((((((u16)DG_R(p3))) <= (((u16)p0)))) && (((v8) > (((f64)DG_R(p5)))))))), -9223372036854775808.0, 9223372036854774784.0);
    }
    DG_R(p11) = (f32)p0061_f0(DG_A(v8), ((BOOL)(((((u32)((u32)(((u32)DG_R(p3))) + (u32)(((u32)DG_R(p3)))))) == (((u32)__ffs(((s32)p0))))))), ((u8)((((u8)0)) ^ (((u8)165)))));
    DG_R(p5) = ((((f32)DG_R(p3)) + p8[((u32)(v7) & 3u)]) * ((f32)((u32)p0)));
    h9 = (((((u32)(DG_R(p3)) * 3u) ^ (u32)dg_dbits(v8) * 5u) ^ (u32)(dg_dbits(v8) >> 32) * 7u) ^ (u32)((u64)(p6.f0) >> 32) * 9u) ^ (u32)(dg_dbits(p9[(0u & 3u)]) >> 32);
    return (p9[((u32)(((s32)v7)) & 3u)] + (f64)(h9 & 255u));
}

typedef struct {
    s8 x0;
    f32 x1;
    s8 x2;
    u32 h;
    f64 arr[4];
} p0061_state;

DG_SHARED u32 p0061_sh0[64];
DG_SHARED u64 p0061_sh1[128];
DG_SHARED u8 p0061_sh2[128];

DG_KERNEL(p0061_kernel, p0061_state)
{
    DG_BEGIN(p0061_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((s8)((u32)(((s8)__ldg(&in[3]))) * (u32)(((s8)90))));
        st->x1 = (__uint_as_float(0xcf000000u) / ((f32)bid));
        st->x2 = st->x0;
        st->h = ((u32)((u32)(tid) + (u32)(bid)));
        st->arr[0] = (-(((f64)__ldg(&in[0]))));
        st->arr[1] = (-(((f64)((f32)__ldg(&in[1])))));
        st->arr[2] = (((f64)st->x1) / ((f64)st->h));
        st->arr[3] = (-7.0 + ((f64)((s64)0xffull)));
        p0061_sh0[tid * 1u + 0u] = __ldg(&in[0]);
        p0061_sh1[tid * 2u + 0u] = ((u64)dg_dclamp(((f64)((f32)__ldg(&in[0]))), 0.0, 18446744073709549568.0));
        p0061_sh1[tid * 2u + 1u] = ((u64)((((u64)gtid)) ^ (((u64)st->x0))));
        p0061_sh2[tid * 2u + 0u] = ((u8)((u32)(((u8)82)) >> ((u32)(((s32)st->h)) & 31u)));
        p0061_sh2[tid * 2u + 1u] = ((u8)__sad(((s32)st->h), 32, ((u32)st->x2)));
        u64 v10 = ((u64)((u64)(((u64)gtid)) >> ((u32)(((u8)255)) & 63u)));
        s8 v11 = ((s8)((((s8)bid)) ^ (((s8)127))));
        f32 a12[8] = {0};
        s32 j13;
        for (j13 = 0; j13 < 8; j13++)
            a12[j13] = ((f32)((u16)4));
        f64 a14[8] = {0};
        s32 j15;
        for (j15 = 0; j15 < 8; j15++)
            a14[j15] = ((f64)((s64)0xd0ull));
        p0061_S0 sv16;
        sv16.f0 = ((u64)((u64)(v10) >> ((u32)(((u8)255)) & 63u)));
        short2 sv17;
        sv17.x = ((s16)((u32)(((s16)st->x0)) + (u32)(((s16)0))));
        sv17.y = ((s16)((s32)(((s16)32767)) >> ((u32)((*(out + ((u32)(((u32)((u32)(gtid) << ((u32)(1585793980u) & 31u)))) & 1u)))) & 31u)));
        p0061_S1 sv18;
        sv18.f0 = ((s32)((u32)(((s32)st->x0)) << ((u32)(((u8)gtid)) & 31u)));
        sv18.f1 = ((BOOL)((s8)tid));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v10;
        (void)v11;
        (void)a12;
        (void)j13;
        (void)a14;
        (void)j15;
        (void)sv16;
        (void)sv17;
        (void)sv18;
        v10 >>= ((u32)(((u32)((u32)(st->h) + (u32)(gtid)))) & 63u);
        sv17.x = ((s16)((u32)(sv17.x) + (u32)(sv17.y)));
        st->x1 = ((f32)((u64)dg_div_u64((u64)(v10), (u64)(((u64)gtid)))));
        st->h = (((((u32)(in[(0u & 3u)]) * 3u) ^ (u32)(out[(1u & 1u)]) * 5u) ^ (u32)(dg_dbits(st->arr[(3u & 3u)]) >> 32) * 7u) ^ dg_fbits(a12[(0u & 7u)]) * 9u) ^ (u32)dg_dbits(a14[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        u16 v19 = ((u16)62829);
        s64 v20 = ((s64)((u64)(((s64)v19)) + (u64)(((s64)st->h))));
        f32 a21[8] = {0};
        s32 j22;
        for (j22 = 0; j22 < 8; j22++)
            a21[j22] = ((f32)((u64)st->x0));
        f64 a23[8] = {0};
        s32 j24;
        for (j24 = 0; j24 < 8; j24++)
            a23[j24] = (((f64)st->x1) * ((f64)((f32)v19)));
        p0061_S0 sv25;
        sv25.f0 = ((u64)(((s32)v20)));
        short2 sv26;
        sv26.x = ((s16)(~(u32)(((s16)v19))));
        sv26.y = ((s16)max(((s32)gtid), ((s32)st->h)));
        p0061_S1 sv27;
        sv27.f0 = ((s32)((u32)(((s32)0x80000000u)) + (u32)(((s32)v19))));
        sv27.f1 = ((BOOL)st->x2);
        s32 g28 = 0;
        f64 v29 = 0.0;
        u64 a30[8] = {0};
        s32 j31;
        for (j31 = 0; j31 < 8; j31++)
            a30[j31] = ((u64)(isinf(((f64)st->x1)) != 0));
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
        (void)g28;
        (void)v29;
        (void)a30;
        (void)j31;
        if ((sv27.f0) > (((s32)(v19)))) {
            st->x1 = ((f32)p0061_sh2[((u32)(p0061_sh0[((u32)(((u32)((u32)(1u) - (u32)(p0061_sh0[((u32)(((u8)((((2337748650u) < (((u32)v19)))) ? (p0061_sh2[((u32)(((u8)((p0061_sh2[((u32)(((u32)__double2int_rz(dg_dclamp(((f64)st->x1), -2147483648.0, 2147483647.0)))) & 127u)]) & (((u8)bid))))) & 127u)]) : (((u8)st->h))))) & 63u)])))) & 63u)]) & 127u)]);
        }
        B1:;
        if ((gtid % 3u) == 2u && ((((((s16)v20)) <= (((s16)15660)))) && (((v20) <= (((s64)0xd5536e577d1bd962ull)))))) return;
        if (g28 < 2 && ((((((s16)-12644)) < (((s16)st->h)))) && ((((*(st->arr + ((u32)(__sad(((s32)st->x2), ((s32)bid), st->h)) & 3u)))) < (__longlong_as_double((s64)0x000fffffffffffffull)))))) {
            g28++;
            goto B1;
        }
        switch (((u32)(((s32)sizeof(s16))) + (u32)gtid) & 3u) {
        case 0: {
            if (!(((((u64)0x20ull)) > (((u64)0x248ull))))) {
                st->h = (u32)dg_dclamp(p0061_f0(DG_A(v29), ((BOOL)((!(((((s8)23)) <= (((s8)41))))))), ((u8)dg_rem_u32((u32)(((u8)23)), (u32)((*(p0061_sh2 + ((u32)(((s64)st->x0)) & 127u))))))), 0.0, 4294967295.0);
            } else {
                v19 = (u16)dg_dclamp(p0061_f0(DG_A(v29), ((BOOL)0.25f), ((u8)((u32)(p0061_sh2[((u32)(((s32)((((sv26.y) > (((s16)bid)))) ? (((s32)gtid)) : (sv27.f0)))) & 127u)]) << ((u32)(gtid) & 31u)))), 0.0, 65535.0);
            }
            break;
        }
        case 2: {
            v20 = (s64)dg_dclamp(p0061_f1(((u64)(((u32)((bid) & (tid))))), DG_A(sv25), DG_A(sv26), DG_A(v20), ((u8)((u32)(((u8)st->x0)) ^ (u32)0xffffffff)), DG_A(st->x1), sv25, sv27, a21, a23 + ((u32)(258) % 5u), a30, DG_A(st->x1)), -9223372036854775808.0, 9223372036854774784.0);
            break;
        }
        default: {
            break;
        }
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(dg_dbits(st->arr[(0u & 3u)]) >> 32) * 5u) ^ (u32)(p0061_sh0[(0u & 63u)]) * 7u) ^ dg_fbits(a21[(0u & 7u)]) * 9u) ^ (u32)dg_dbits(a23[(7u & 7u)]) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = dg_fbits(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->h);
        out[6] = (u32)dg_dbits(v29);
        out[7] = (u32)(((s8)((u32)(((s8)((st->x0) & (st->x2)))) << ((u32)(((u32)((u32)(((u32)st->x2)) * (u32)(st->h)))) & 31u))));
        out[8] = (u32)dg_dbits(st->arr[0]);
        out[9] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0061, p0061_state, 64, 4, 4, 10, 2, 2048, 61u)
