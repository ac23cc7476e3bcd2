// diffgen program p0077: gen.py --seed 77 --name p0077 --include ../twin.h
#include "../twin.h"

typedef struct {
    s16 f0;
    s8 f1;
} p0077_S0;
typedef struct {
    u64 f0;
} p0077_S1;

FN short2 p0077_f0(s32 depth, u64 p0, DG_REF(short2) p1)
{
    s8 v1 = ((s8)((((((s16)1)) != (DG_R(p1).x))) ? (((s8)63)) : (((s8)p0))));
    short2 sv2;
    sv2.x = ((s16)((((s16)2)) | (((s16)v1))));
    sv2.y = ((s16)sizeof(DG_R(p1)));
    s32 n3 = 0, i4 = 0;
    s32 g5 = 0;
    s32 g6 = 0;
    s32 n7 = 0, i8 = 0;
    u32 h9 = 0;
    (void)v1;
    (void)sv2;
    (void)n3;
    (void)i4;
    (void)g5;
    (void)g6;
    (void)n7;
    (void)i8;
    (void)h9;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return DG_R(p1);
    switch (((u32)(((u32)((u32)(((u32)__float2ll_rz(dg_fclamp(((f32)((f64)depth)), -9223372036854775808.0f, 9223371487098961920.0f)))) - (u32)(((u32)((((u32)depth)) ^ (((u32)p0)))))))) + (u32)depth) & 3u) {
    case 1: {
        sv2 = p0077_f0(depth - 1, p0, DG_A(sv2));
        break;
    }
    case 3: {
        n3 = (s32)((u32)(((u64)((u64)(((u64)dg_div_u64((u64)(p0), (u64)(p0)))) << ((u32)(((u8)1)) & 63u)))) % 3u) + 1;
        for (i4 = 0; i4 < n3; i4++) {
            v1 = ((s8)((((((s8)p0)) < (v1))) ? (((s8)i4)) : (((s8)p0))));
            if (((((u8)i4)) >= (((u8)40))) && ((((u16)255)) != (((u16)7927)))) return sv2;
        }
        break;
    }
    }
    B1:;
    if (isnan(((f32)p0)) != 0) {
        p0 = ((u64)((((((s16)depth)) > (((s16)32700)))) ? (((u64)v1)) : (p0)));
    } else {
        sv2.x = ((s16)((((s16)-7128)) ^ (sv2.x)));
    }
    if (g5 < 3 && (signbit(dg_canon(((f64)((u32)depth)))) != 0)) {
        g5++;
        goto B1;
    }
    B2:;
    if (g6 < 2 && (signbit(dg_canon(((f64)depth))) != 0)) {
        g6++;
        goto B2;
    }
    n7 = (s32)((u32)(((u8)221)) % 7u) + 1;
    i8 = 0;
    do {
    } while (++i8 < n7);
    h9 = (((((u32)(p0) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(DG_R(p1).y) * 7u) ^ (u32)(sv2.x) * 9u) ^ (u32)(sv2.y);
    sv2.x = ((s16)((u32)(sv2.x) ^ (u32)h9));
    return sv2;
}

FN f32 p0077_f1(const f32 *p0)
{
    u8 c13 = 0;
    f32 v10 = ((f32)255u);
    s8 v11 = ((s8)((u32)(((s8)-128)) + (u32)(((s8)40))));
    short2 sv12 = make_short2(((s16)((((s16)v11)) ^ (((s16)v11)))), ((s16)v11));
    u32 h14 = 0;
    (void)v10;
    (void)v11;
    (void)sv12;
    (void)h14;
    (void)c13;
    (void)p0;
    if ((((u8)(~(u32)(((u8)v11))))) < (((c13 = ((u8)v11)), (u8)(c13 ^ ((u8)v11))))) {
        v10 = p0[((u32)(((u32)dg_rem_u32((u32)(((u32)v11)), (u32)(2u)))) & 3u)];
    }
    h14 = (((((u32)(v11) * 3u) ^ (u32)(sv12.x) * 5u) ^ (u32)(sv12.y) * 7u) ^ dg_fbits(p0[(0u & 3u)]) * 9u) ^ dg_fbits(p0[(3u & 3u)]);
    return ((((f32)v11) + (v10 - v10)) + (f32)(h14 & 255u));
}

typedef struct {
    BOOL x0;
    BOOL x1;
    u32 h;
    f32 arr[4];
} p0077_state;

DG_SHARED s32 p0077_sh0[254];
DG_SHARED f64 p0077_sh1[254];
DG_SHARED s32 p0077_sh2[127];

DG_KERNEL(p0077_kernel, p0077_state)
{
    DG_BEGIN(p0077_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((BOOL)(((((((f64)gtid)) < (((f64)((s16)__ldg(&in[1])))))) || (((__ldg(&in[5])) != (680618794u))))));
        st->x1 = ((BOOL)(((__uint_as_float(0x7bc4fe06u)) > (((f32)tid)))));
        st->h = ((u32)((u32)(31u) * (u32)(bid)));
        st->arr[0] = ((f32)((u16)__ldg(&in[4])));
        st->arr[1] = (((isinf(((f32)((f64)tid))) != 0)) ? ((f32)((s64)0x4f94259d7ed6c354ull)) : ((f32)__ldg(&in[3])));
        st->arr[2] = ((f32)((f64)((s8)__ldg(&in[3]))));
        st->arr[3] = (((f32)__ldg(&in[6])) - ((f32)gtid));
        p0077_sh0[tid * 2u + 0u] = 2;
        p0077_sh0[tid * 2u + 1u] = ((s32)dg_dclamp(((f64)((f32)st->x0)), -2147483648.0, 2147483647.0));
        p0077_sh1[tid * 2u + 0u] = ((f64)((s64)__ldg(&in[3])));
        p0077_sh1[tid * 2u + 1u] = (((f64)__uint_as_float(0xfe1a51eau)) + ((f64)__ldg(&in[3])));
        p0077_sh2[tid * 1u + 0u] = ((s32)bid);
        u16 v15 = ((u16)llabs(dg_nomin64(((s64)st->x0))));
        f32 a16[8] = {0};
        s32 j17;
        for (j17 = 0; j17 < 8; j17++)
            a16[j17] = ceilf(((f32)((s8)st->x0)));
        short2 sv18;
        sv18.x = ((s16)((((s16)v15)) | (((s16)st->h))));
        sv18.y = ((s16)__double2ull_rd(dg_dclamp(((f64)v15), 0.0, 18446744073709549568.0)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)a16;
        (void)j17;
        (void)sv18;
        out[((u32)(in[((u32)(((u8)((((u8)gtid)) ^ (((u8)v15))))) & 7u)]) & 1u)] = st->h;
        st->x0 = ((BOOL)(((((u64)((u64)(((u64)0x0ull)) - (u64)(((u64)v15))))) == (((u64)((u64)0 - (u64)(((u64)st->x0))))))));
        st->x0 = ((BOOL)(((((tid) > (((u32)v15)))) && (((tid) >= (1803849444u))))));
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(in[(7u & 7u)]) * 5u) ^ (u32)(out[(0u & 1u)]) * 7u) ^ (u32)(p0077_sh0[tid * 2u + (1u & 1u)]) * 9u) ^ dg_fbits(a16[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 9u;
        s64 v19 = ((s64)gtid);
        f64 v20 = ((f64)((u64)st->x1));
        f32 a21[8] = {0};
        s32 j22;
        for (j22 = 0; j22 < 8; j22++)
            a21[j22] = __int2float_rn(j22);
        short2 sv23 = make_short2(((s16)((u32)(((s16)32688)) * (u32)(((s16)bid)))), ((s16)((((s16)gtid)) | (((s16)76)))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)v20;
        (void)a21;
        (void)j22;
        (void)sv23;
        sv23 = p0077_f0((s32)((u32)(((u32)((((((u16)v19)) >= (((u16)8)))) || (((((f64)st->h)) <= (((f64)((f32)tid)))))))) % 4u), ((u64)((((1) >= (205))) ? (((u64)st->h)) : (((u64)st->x1)))), DG_A(sv23));
        sv23.x = ((s16)((((s16)gtid)) | (((s16)(((s8)gtid))))));
        st->h = (((((u32)dg_dbits(v20) * 3u) ^ (u32)(in[(7u & 7u)]) * 5u) ^ (u32)(out[(0u & 1u)]) * 7u) ^ dg_fbits(st->arr[(3u & 3u)]) * 9u) ^ (u32)dg_dbits(p0077_sh1[tid * 2u + (0u & 1u)]) ^ (st->h * 7u);
        st->x0 = (BOOL)(p0077_f1(st->arr) != 0);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        if ((gtid % 7u) == 2u && st->x0) return;
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u8)((u32)(((u8)__float2ull_rz(dg_fclamp(((f32)((f64)gtid)), 0.0f, 18446742974197923840.0f)))) - (u32)(((u8)v19)))));
        out[6] = (u32)dg_dbits(((((((((s8)32)) == (((s8)st->h)))) && (st->x1))) ? ((f64)sv23.y) : (p0077_sh1[tid * 2u + ((u32)(((u8)v19)) & 1u)] + v20)));
        out[7] = dg_fbits(st->arr[0]);
        out[8] = dg_fbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0077, p0077_state, 127, 3, 8, 9, 2, 8192, 77u)
