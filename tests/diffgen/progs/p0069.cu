// diffgen program p0069: gen.py --seed 69 --name p0069 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u8 f0[3];
} p0069_S0;

FN u64 p0069_f0(u32 p0, u16 p1)
{
    f64 v1 = ((f64)p1);
    s32 a2[16] = {0};
    s32 j3;
    for (j3 = 0; j3 < 16; j3++)
        a2[j3] = ((s32)(((s16)j3)));
    u32 h4 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h4;
    (void)p0;
    (void)p1;
    h4 = (((((u32)(p0) * 3u) ^ (u32)(p1) * 5u) ^ (u32)(dg_dbits(v1) >> 32) * 7u) ^ (u32)(a2[(0u & 15u)]) * 9u) ^ (u32)(a2[(15u & 15u)]);
    return ((u64)((u64)(((u64)((((p1) != (((u16)5586)))) && (((((s8)p1)) <= (((s8)9))))))) ^ (u64)h4));
}

FN uchar4 p0069_f1(s32 depth, u32 p0, f32 p1)
{
    u8 c13 = 0;
    s64 v5 = ((s64)p0);
    u32 v6 = ((u32)((u32)(p0) - (u32)(252417316u)));
    u32 a7[4] = {0};
    s32 j8;
    for (j8 = 0; j8 < 4; j8++)
        a7[j8] = ((u32)((u32)0 - (u32)(((u32)j8))));
    uchar4 sv9;
    sv9.x = ((u8)37);
    sv9.y = ((u8)((u32)0 - (u32)(((u8)v5))));
    sv9.z = ((u8)122);
    sv9.w = ((u8)1);
    s32 n10 = 0, i11 = 0;
    s32 g12 = 0;
    s32 n14 = 0, i15 = 0;
    u32 h16 = 0;
    (void)v5;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)sv9;
    (void)n10;
    (void)i11;
    (void)g12;
    (void)n14;
    (void)i15;
    (void)h16;
    (void)c13;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return sv9;
    n10 = (s32)((u32)(((u32)((((u8)(!(((((f64)p0)) >= (((f64)((s16)32767)))))))) >= (((u8)sizeof(s16)))))) % 8u) + 1;
    i11 = 0;
    while (i11 < n10) {
        i11++;
        v5 = ((s64)((((((s64)depth)) > (((s64)0xad7846463187178cull)))) ? (((s64)((u64)(((s64)0x4d0b63e9f8950ea6ull)) << ((u32)(depth) & 63u)))) : (((s64)((u64)(v5) - (u64)(((s64)depth)))))));
    }
    B2:;
    v6 = ((u32)dg_dclamp(((f64)depth), 0.0, 4294967295.0));
    if (g12 < 2 && (!(((a7[((u32)(((c13 = ((u8)depth)), (u8)(c13 ^ ((u8)v6)))) & 3u)]) != (3409056063u))))) {
        g12++;
        goto B2;
    }
    n14 = (s32)((u32)(((s32)((u32)(depth) + (u32)(((s32)((u32)(((s32)v5)) * (u32)(depth))))))) % 8u);
    i15 = 0;
    while (i15 < n14) {
        i15++;
        sv9.w = ((u8)(((s16)depth)));
        p0--;
    }
    sv9 = p0069_f1(depth - 1, ((u32)((u32)(((u32)((((depth) > (((s32)v6)))) ? (1619254801u) : (0u)))) * (u32)(((u32)(+(p0)))))), __double2float_rd(((f64)p0)));
    h16 = (((((u32)(v6) * 3u) ^ (u32)(sv9.y) * 5u) ^ (u32)(sv9.w) * 7u) ^ (u32)(a7[(0u & 3u)]) * 9u) ^ (u32)(a7[(3u & 3u)]);
    sv9.x = ((u8)((u32)(sv9.x) ^ (u32)h16));
    return sv9;
}

FN f64 p0069_f2(DG_REF(u16) p0, const s32 *p1)
{
    u32 c25 = 0;
    s16 c26 = 0;
    u32 v17 = ((u32)((((u32)DG_R(p0))) ^ (((u32)DG_R(p0)))));
    s16 v18 = ((s16)dg_rem_s32((s32)(((s16)-32768)), (s32)(((s16)v17))));
    f64 a19[4] = {0};
    s32 j20;
    for (j20 = 0; j20 < 4; j20++)
        a19[j20] = ((f64)j20);
    uchar4 sv21 = make_uchar4(((u8)((u32)(((u8)105)) << ((u32)(((u8)v18)) & 31u))), ((u8)((u32)(((u8)DG_R(p0))) << ((u32)(((u8)v17)) & 31u))), ((u8)sizeof(u32)), ((u8)((((u64)v17)) < (((u64)0xab1e9d0b06192f8dull)))));
    s32 g22 = 0;
    s32 n23 = 0, i24 = 0;
    u32 h27 = 0;
    (void)v17;
    (void)v18;
    (void)a19;
    (void)j20;
    (void)sv21;
    (void)g22;
    (void)n23;
    (void)i24;
    (void)h27;
    (void)c25;
    (void)c26;
    (void)p0;
    (void)p1;
    v18 >>= ((u32)(((u32)dg_div_u32((u32)(63u), (u32)(v17)))) & 15u);
    B3:;
    n23 = (s32)((u32)(((u8)((((u8)255)) | (((u8)((((u8)v17)) & (((u8)v18)))))))) % 3u) + 1;
    for (i24 = 0; i24 < n23; i24++) {
        if ((((s16)-297)) >= (v18)) continue;
        if (!(((DG_R(p0)) >= (((u16)19926))))) {
            if ((((v17) < (((u32)i24)))) && (((((f32)DG_R(p0))) < (((f32)v18))))) break;
        } else {
            v18 = (s16)p0069_f0(((c25 = 2012455348u), (u32)(c25 ^ 63u)), ((u16)((((u16)3)) & (((u16)1267)))));
        }
    }
    if (g22 < 2 && ((sv21.z) != (sv21.y))) {
        g22++;
        goto B3;
    }
    v18 += (s16)(((s16)((((((s8)v18)) < (((s8)-12)))) ? (((c26 = v18), (s16)(c26 ^ ((s16)DG_R(p0))))) : (((s16)v17)))));
    DG_R(p0) -= (u16)(((u16)((((u16)(~(u32)(DG_R(p0))))) | (((u16)((u32)(DG_R(p0)) * (u32)(((u16)109))))))));
    h27 = (((((u32)(sv21.y) * 3u) ^ (u32)(sv21.z) * 5u) ^ (u32)(sv21.w) * 7u) ^ (u32)(p1[(3u & 3u)]) * 9u) ^ (u32)dg_dbits(a19[(3u & 3u)]);
    return (((f64)DG_R(p0)) + (f64)(h27 & 255u));
}

typedef struct {
    s16 x0;
    s32 x1;
    s64 x2;
    u32 x3;
    u32 h;
    u32 arr[4];
} p0069_state;

DG_SHARED u64 p0069_sh0[512];
DG_SHARED u8 p0069_sh1[512];

DG_KERNEL(p0069_kernel, p0069_state)
{
    DG_BEGIN(p0069_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 14u;
        st->x0 = ((s16)((u32)(((s16)__ldg(&in[5]))) << ((u32)(((s32)__ldg(&in[1]))) & 31u)));
        st->x1 = ((s32)(~(u32)(((s32)__ldg(&in[0])))));
        st->x2 = ((s64)dg_dclamp(((f64)((s64)__ldg(&in[3]))), -9223372036854775808.0, 9223372036854774784.0));
        st->x3 = __float2uint_ru(dg_fclamp(((f32)__ldg(&in[2])), 0.0f, 4294967040.0f));
        st->h = tid;
        st->arr[0] = ((u32)sizeof(f64));
        st->arr[1] = ((u32)((u32)(4032465743u) >> ((u32)(((u8)st->x0)) & 31u)));
        st->arr[2] = ((u32)((u32)(4294967294u) << ((u32)(st->h) & 31u)));
        st->arr[3] = 1u;
        p0069_sh0[tid * 4u + 0u] = ((u64)0x11eull);
        p0069_sh0[tid * 4u + 1u] = ((u64)((((u64)bid)) & (((u64)0x1full))));
        p0069_sh0[tid * 4u + 2u] = ((u64)((((u64)gtid)) ^ (((u64)0x8ull))));
        p0069_sh0[tid * 4u + 3u] = ((u64)dg_fclamp(0.125f, 0.0f, 18446742974197923840.0f));
        p0069_sh1[tid * 4u + 0u] = ((u8)((((u8)64)) ^ (((u8)__ldg(&in[1])))));
        p0069_sh1[tid * 4u + 1u] = ((u8)((u32)(((u8)__ldg(&in[3]))) + (u32)(((u8)__ldg(&in[1])))));
        p0069_sh1[tid * 4u + 2u] = ((u8)63);
        p0069_sh1[tid * 4u + 3u] = ((u8)((((u8)__ldg(&in[2]))) & (((u8)1))));
        u64 v28 = ((u64)((u64)(((u64)tid)) * (u64)(p0069_sh0[tid * 4u + ((u32)(st->x2) & 3u)])));
        s64 v29 = __float2ll_rz(dg_fclamp(((f32)bid), -9223372036854775808.0f, 9223371487098961920.0f));
        s32 a30[8] = {0};
        s32 j31;
        for (j31 = 0; j31 < 8; j31++)
            a30[j31] = ((s32)dg_dclamp(((f64)v29), -2147483648.0, 2147483647.0));
        uchar4 sv32 = make_uchar4(((u8)((((u8)st->x3)) | (((u8)2)))), p0069_sh1[tid * 4u + ((u32)(tid) & 3u)], ((u8)((((u8)st->x0)) ^ (((u8)78)))), ((u8)__double2uint_ru(dg_dclamp(((f64)v28), 0.0, 4294967295.0))));
        s32 g33 = 0;
        s32 g34 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v28;
        (void)v29;
        (void)a30;
        (void)j31;
        (void)sv32;
        (void)g33;
        (void)g34;
        p0069_sh0[tid * 4u + ((u32)(((s64)dg_rem_s64((s64)(v29), (s64)(((s64)0x3ull))))) & 3u)] = ((u64)(st->x1));
        B4:;
        sv32.w = ((u8)dg_rem_u32((u32)(((u8)255)), (u32)(p0069_sh1[tid * 4u + ((u32)(((u8)st->h)) & 3u)])));
        if (g33 < 3 && ((((s16)-32767)) < (((s16)-42)))) {
            g33++;
            goto B4;
        }
        B5:;
        st->x1 = (s32)p0069_f0(((u32)((((u32)st->x1)) | (bid))), ((u16)((u32)(((u16)st->x3)) << ((u32)(((s32)(p0069_sh0[tid * 4u + ((u32)(((s64)(((u64)st->x2)))) & 3u)]))) & 31u))));
        if (g34 < 3 && (!(((((u64)st->x2)) < (((u64)0xfb6f56a45f09dd13ull)))))) {
            g34++;
            goto B5;
        }
        st->h = (((((u32)(st->x1) * 3u) ^ (u32)(v29) * 5u) ^ (u32)(sv32.z) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ (u32)(p0069_sh1[tid * 4u + (0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 14u;
        s32 v35 = ((s32)(((s8)bid)));
        s32 a36[8] = {0};
        s32 j37;
        for (j37 = 0; j37 < 8; j37++)
            a36[j37] = ((s32)bid);
        uchar4 sv38 = make_uchar4(((u8)st->h), ((u8)98), ((u8)((((u8)255)) | (p0069_sh1[((u32)(((u32)st->x1)) & 511u)]))), ((u8)((u32)(((u8)1)) * (u32)(((u8)st->x3)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v35;
        (void)a36;
        (void)j37;
        (void)sv38;
        st->x0 = (s16)p0069_f0(((u32)((u32)(((u32)v35)) >> ((u32)(((u8)32)) & 31u))), ((u16)((u32)(((u16)3)) - (u32)(((u16)st->x1)))));
        st->x3 = ((u32)((u32)(st->h) << ((u32)(out[((u32)(((u8)((((u8)125)) ^ (sv38.w)))) & 3u)]) & 31u)));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(in[(0u % 6u)]) * 7u) ^ (u32)(in[(5u % 6u)]) * 9u) ^ (u32)(out[(0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 14u;
        s64 c40 = 0;
        s64 v39 = ((c40 = st->x2), (s64)(c40 ^ ((s64)st->h)));
        s32 a41[8] = {0};
        s32 j42;
        for (j42 = 0; j42 < 8; j42++)
            a41[j42] = ((s32)((u32)(((s32)v39)) - (u32)(j42)));
        uchar4 sv43 = make_uchar4(((u8)((u32)(((u8)st->x1)) + (u32)(p0069_sh1[((u32)(((s64)dg_dclamp(1.0, -9223372036854775808.0, 9223372036854774784.0))) & 511u)]))), ((u8)umin(st->x3, ((u32)st->x1))), ((u8)sizeof(f64)), ((u8)((p0069_sh1[((u32)(((s64)sizeof(u64))) & 511u)]) & (((u8)st->x2)))));
        s32 n44 = 0, i45 = 0;
        u16 v46 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v39;
        (void)a41;
        (void)j42;
        (void)sv43;
        (void)n44;
        (void)i45;
        (void)v46;
        (void)c40;
        st->x3 = (u32)p0069_f0(((u32)(isnan(((f64)st->h)) != 0)), ((u16)((u32)(((u16)st->x2)) << ((u32)(((u8)st->x2)) & 31u))));
        switch (((u32)(((u16)v39)) + (u32)st->x0) & 3u) {
        case 0: {
            n44 = (s32)((u32)(((s32)(p0069_sh1[((u32)(((u8)255)) & 511u)]))) % 8u) + 1;
            i45 = 0;
            while (i45 < n44) {
                i45++;
                st->h = (u32)p0069_f0(((u32)((((p0069_sh0[((u32)(v39) & 511u)]) <= (p0069_sh0[((u32)(((s64)st->h)) & 511u)]))) ? (((u32)v39)) : (435u))), ((u16)((u32)(((u16)((((u16)tid)) & (((u16)bid))))) << ((u32)(((s32)dg_fclamp(0.125f, -2147483648.0f, 2147483520.0f))) & 31u))));
            }
        }
        /* fallthrough */
        case 1: {
            sv43.x = ((u8)st->x2);
            break;
        }
        case 2: {
            v46 = (u16)dg_dclamp(p0069_f2(DG_A(v46), &a41[((u32)(((s32)((((st->x2) <= (((s64)0x60861bdd3128ac7aull)))) || (((((u16)st->h)) == (((u16)v39))))))) % 5u)]), 0.0, 65535.0);
            break;
        }
        case 3: {
            st->x2 = ((s64)0x7fffffffffffffffull);
            break;
        }
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)((u64)(v39) >> 32) * 9u) ^ (u32)(a41[(7u & 7u)]) ^ (st->h * 7u);
        sv43 = p0069_f1((s32)((u32)(((u32)(v46))) % 3u), st->h, (((f32)st->h) - ((f32)gtid)));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)((u64)(st->x2) >> 32);
        out[8] = (u32)(st->x3);
        out[9] = (u32)(st->h);
        out[10] = (u32)(((s8)((((u16)(((s8)st->x0)))) >= (((u16)((u32)(((u16)v39)) + (u32)(v46)))))));
        out[11] = (u32)dg_dbits((((!(((((f32)((f64)gtid))) == (3.0f))))) ? ((f64)bid) : ((f64)((u8)1))));
        out[12] = (u32)(st->arr[0]);
        out[13] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0069, p0069_state, 128, 2, 6, 14, 3, 8192, 69u)
