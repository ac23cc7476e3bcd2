// diffgen program p0048: gen.py --seed 48 --name p0048 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u64 f0;
} p0048_S0;
typedef struct {
    s16 f0;
    u32 f1;
    f64 f2[4];
} p0048_S1;

FN s8 p0048_f0(s32 depth, u8 p0, u64 p1, s32 p2)
{
    BOOL v1 = ((BOOL)(((((s8)-26)) != (((s8)depth)))));
    f32 a2[16] = {0};
    s32 j3;
    for (j3 = 0; j3 < 16; j3++)
        a2[j3] = (((f32)p0) * ((f32)((u32)j3)));
    u32 h4 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h4;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((s8)dg_dclamp(__longlong_as_double((s64)0x784a8cbf67cce8a5ull), -128.0, 127.0));
    v1 = ((BOOL)(((((s16)((u32)(((s16)p2)) * (u32)(((s16)v1))))) <= (((s16)dg_div_s32((s32)(((s16)v1)), (s32)(((s16)-29142))))))));
    p0 = (u8)p0048_f0(depth - 1, ((u8)dg_rem_u32((u32)(((u8)((u32)(p0) + (u32)(((u8)p1))))), (u32)(((u8)((u32)(p0) >> ((u32)(236u) & 31u)))))), ((u64)dg_fclamp(((f32)depth), 0.0f, 18446742974197923840.0f)), ((s32)((u32)(((s32)v1)) << ((u32)(((u8)depth)) & 31u))));
    if (v1) {
        v1 = ((BOOL)(((((u16)((u32)(((u16)65535)) << ((u32)(p0) & 31u)))) >= (((u16)26396)))));
    }
    h4 = (((((u32)(depth) * 3u) ^ (u32)(p1) * 5u) ^ (u32)((u64)(p1) >> 32) * 7u) ^ (u32)(v1) * 9u) ^ dg_fbits(a2[(0u & 15u)]);
    return ((s8)((u32)(((s8)__hadd(63, ((s32)((((0u) < (2135546941u))) && (((((u32)depth)) < (((u32)p0))))))))) ^ (u32)h4));
}

FN p0048_S1 p0048_f1(DG_REF(p0048_S1) p0, s16 p1, DG_REF(u32) p2)
{
    s16 v5 = DG_R(p0).f0;
    f32 v6 = ((f32)((f64)v5));
    u8 a7[8] = {0};
    s32 j8;
    for (j8 = 0; j8 < 8; j8++)
        a7[j8] = ((u8)dg_fclamp(((f32)j8), 0.0f, 255.0f));
    p0048_S1 sv9;
    sv9.f0 = ((s16)dg_dclamp(DG_R(p0).f2[2], -32768.0, 32767.0));
    sv9.f1 = ((u32)v5);
    sv9.f2[0] = (((f64)v5) * DG_R(p0).f2[0]);
    sv9.f2[1] = trunc(((f64)p1));
    sv9.f2[2] = ((((DG_R(p0).f0) <= (v5))) ? __longlong_as_double((s64)0x0000000000000001ull) : ((f64)v6));
    sv9.f2[3] = (((f64)((s32)p1)) - ((f64)DG_R(p2)));
    u32 h10 = 0;
    (void)v5;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)sv9;
    (void)h10;
    (void)p0;
    (void)p1;
    (void)p2;
    p1 = DG_R(p0).f0;
    h10 = (((((u32)dg_dbits(DG_R(p0).f2[0]) * 3u) ^ (u32)(sv9.f0) * 5u) ^ (u32)(sv9.f1) * 7u) ^ (u32)dg_dbits(sv9.f2[0]) * 9u) ^ (u32)(dg_dbits(sv9.f2[3]) >> 32);
    DG_R(p0).f0 = ((s16)((u32)(DG_R(p0).f0) ^ (u32)h10));
    return DG_R(p0);
}

typedef struct {
    s32 x0;
    s64 x1;
    BOOL x2;
    s8 x3;
    u32 h;
} p0048_state;

DG_SHARED u32 p0048_sh0[127];
DG_SHARED u32 p0048_sh1[508];
DG_SHARED f64 p0048_sh2[127];

DG_KERNEL(p0048_kernel, p0048_state)
{
    DG_BEGIN(p0048_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = ((s32)((u32)(((s32)bid)) * (u32)(((s32)__ldg(&in[0])))));
        st->x1 = ((s64)((u64)(((s64)0x3full)) << ((u32)(((u8)bid)) & 63u)));
        st->x2 = ((BOOL)(((((s16)__ldg(&in[4]))) == (((s16)tid)))));
        st->x3 = ((s8)st->x1);
        st->h = ((u32)((((((s64)st->x2)) < (((s64)0x148d284402db6673ull)))) ? (__ldg(&in[3])) : (866342975u)));
        p0048_sh0[tid * 1u + 0u] = ((u32)((((((u8)255)) != (((u8)__ldg(&in[5]))))) && (((((f64)__ldg(&in[6]))) == (((f64)__uint_as_float(0x3f24a01fu)))))));
        p0048_sh1[tid * 4u + 0u] = ((u32)__popcll(((u64)st->x1)));
        p0048_sh1[tid * 4u + 1u] = ((u32)((st->h) | (381u)));
        p0048_sh1[tid * 4u + 2u] = ((u32)((u32)(bid) - (u32)(__ldg(&in[0]))));
        p0048_sh1[tid * 4u + 3u] = ((u32)sizeof(f32));
        p0048_sh2[tid * 1u + 0u] = ((f64)((u32)st->x3));
        u64 v11 = ((u64)dg_dclamp(p0048_sh2[tid * 1u + 0u], 0.0, 18446744073709549568.0));
        s8 v12 = ((s8)((u32)(((s8)bid)) * (u32)(st->x3)));
        p0048_S1 sv13;
        sv13.f0 = ((s16)((((((s16)-6562)) >= (((s16)26792)))) ? (((s16)v11)) : (((s16)7))));
        sv13.f1 = p0048_sh0[tid * 1u + 0u];
        sv13.f2[0] = ((f64)st->x0);
        sv13.f2[1] = 100.0;
        sv13.f2[2] = ((st->x2) ? 0.125 : ((f64)((u16)255)));
        sv13.f2[3] = ((f64)(*(p0048_sh1 + tid * 4u + ((u32)(p0048_sh1[tid * 4u + ((u32)(((u8)((4294967294u) >= (7u)))) & 3u)]) & 3u))));
        s32 g14 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v11;
        (void)v12;
        (void)sv13;
        (void)g14;
        sv13 = p0048_f1(DG_A(sv13), ((s16)__float2int_rd(dg_fclamp((((f32)((u64)st->x3)) - ((f32)gtid)), -2147483648.0f, 2147483520.0f))), DG_A(st->h));
        B4:;
        st->x0 >>= ((u32)(((u32)((out[((u32)(((u8)bid)) & 3u)]) | (((u32)st->x3))))) & 31u);
        if (g14 < 1 && ((((s16)v12)) >= (((s16)-27077)))) {
            g14++;
            goto B4;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)(st->x3) * 9u) ^ (u32)(out[(0u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 11u;
        u64 c20 = 0;
        u32 v15 = bid;
        s16 v16 = ((s16)((u32)0 - (u32)(((s16)tid))));
        p0048_S1 sv17;
        sv17.f0 = v16;
        sv17.f1 = 0u;
        sv17.f2[0] = ((f64)tid);
        sv17.f2[1] = ((((((u16)8)) < (((u16)483)))) ? ((f64)((u8)v16)) : ((f64)st->x2));
        sv17.f2[2] = (p0048_sh2[((u32)(((u32)((u32)0 - (u32)(31u)))) % 127u)] + ((f64)__uint_as_float(0x0b15b3ccu)));
        sv17.f2[3] = (((f64)tid) + (*(p0048_sh2 + ((u32)(((u8)(((u16)st->h)))) % 127u))));
        s32 n18 = 0, i19 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v15;
        (void)v16;
        (void)sv17;
        (void)n18;
        (void)i19;
        (void)c20;
        sv17 = p0048_f1(DG_A(sv17), ((s16)((u32)0 - (u32)(((s16)__dp2a_lo(st->x0, st->x0, ((s32)-1161934303)))))), DG_A(v15));
        n18 = (s32)((u32)(((u8)((((u8)dg_dclamp(__longlong_as_double((s64)0xa201d8d6330a9767ull), 0.0, 255.0))) ^ (((u8)((u32)0 - (u32)(((u8)st->x2)))))))) % 7u);
        for (i19 = 0; i19 < n18; i19++) {
            if ((gtid % 5u) == 0u && ((((u64)bid)) <= (((u64)0xffffffffffffffffull)))) return;
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)dg_dbits(sv17.f2[2]) * 5u) ^ (u32)dg_dbits(sv17.f2[3]) * 7u) ^ (u32)(out[(3u & 3u)]) * 9u) ^ (u32)(p0048_sh1[tid * 4u + (0u & 3u)]) ^ (st->h * 7u);
        v15 = (u32)p0048_f0((s32)((u32)(((u32)dg_fclamp(((f32)v15), 0.0f, 4294967040.0f))) % 5u), ((u8)((u32)(((u8)((u32)(((u8)3)) + (u32)(((u8)gtid))))) >> ((u32)(((u32)((u32)(tid) >> ((u32)(((u8)v16)) & 31u)))) & 31u))), ((c20 = ((u64)__float2ll_rd(dg_fclamp(((f32)st->h), -9223372036854775808.0f, 9223371487098961920.0f)))), (u64)(c20 ^ ((u64)__float2int_rn(dg_fclamp(((f32)bid), -2147483648.0f, 2147483520.0f))))), ((s32)((s32)(st->x0) >> ((u32)(((u8)7)) & 31u))));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->x3);
        out[9] = (u32)(st->h);
        out[10] = (u32)(((s8)st->x2));
    }
    DG_END
}

DG_PROGRAM(p0048, p0048_state, 127, 4, 7, 11, 2, 8192, 48u)
