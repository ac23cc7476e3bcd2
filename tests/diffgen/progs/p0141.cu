// diffgen program p0141: gen.py --seed 142 --name p0141 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s64 f0;
} p0141_S0;
typedef struct {
    BOOL f0[2];
    f32 f1;
} p0141_S1;

FN s8 p0141_f0(DG_REF(p0141_S0) p0, BOOL p1, DG_REF(float4) p2)
{
    u16 c5 = 0;
    u16 v1 = ((u16)((u32)(((u16)24361)) >> ((u32)(((s32)p1)) & 31u)));
    f64 v2 = (((f64)p1) + ((f64)((f32)p1)));
    s32 g3 = 0;
    s32 g4 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)g4;
    (void)h6;
    (void)c5;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    ++v1;
    if (g3 < 1 && ((((s32)v1)) == (((s32)p1)))) {
        g3++;
        goto B1;
    }
    if (!(p1)) {
        v2 = __dmul_rn(((f64)v1), v2);
    }
    B2:;
    v1 = ((c5 = ((u16)(((s8)p1)))), (u16)(c5 ^ ((u16)((((2u) > (((u32)v1)))) ? (((u16)59794)) : (v1)))));
    if (g4 < 1 && ((v1) >= (((u16)p1)))) {
        g4++;
        goto B2;
    }
    h6 = (((((u32)dg_dbits(v2) * 3u) ^ (u32)(dg_dbits(v2) >> 32) * 5u) ^ (u32)(DG_R(p0).f0) * 7u) ^ (u32)((u64)(DG_R(p0).f0) >> 32) * 9u) ^ dg_fbits(DG_R(p2).x);
    return ((s8)((u32)(((s8)sizeof(DG_R(p0)))) ^ (u32)h6));
}

FN u8 p0141_f1(BOOL p0, float4 p1, p0141_S1 p2, uint4 p3, u16 p4, s8 p5, uint4 p6, uint4 p7, u8 *p8, p0141_S1 p9)
{
    s64 c12 = 0;
    s8 v7 = ((s8)dg_fclamp(__uint_as_float(0xc4609f8bu), -128.0f, 127.0f));
    p0141_S0 sv8;
    sv8.f0 = ((s64)((u64)(((s64)p4)) << ((u32)(((s32)-736979194)) & 63u)));
    float4 sv9 = make_float4(((f32)((f64)p5)), ((f32)((u32)p0)), 65536.0f, ceilf(((f32)((s32)p4))));
    s32 n10 = 0, i11 = 0;
    u32 h13 = 0;
    (void)v7;
    (void)sv8;
    (void)sv9;
    (void)n10;
    (void)i11;
    (void)h13;
    (void)c12;
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
    switch (((u32)(((s32)((u32)(__double2int_ru(dg_dclamp(((f64)v7), -2147483648.0, 2147483647.0))) * (u32)(((s32)((u32)(((s32)p5)) + (u32)(((s32)p4)))))))) + (u32)v7) & 7u) {
    case 0: {
        n10 = (s32)((u32)(((u64)0x219ull)) % 3u) + 1;
        for (i11 = 0; i11 < n10; i11++) {
            if ((((u8)204)) > (((u8)248))) goto F3;
        }
    }
    /* fallthrough */
    case 1: {
        v7 *= (s8)(((s8)((u32)(v7) << ((u32)(31) & 31u))));
    }
    /* fallthrough */
    case 4: {
        p5 = p0141_f0(DG_A(sv8), ((BOOL)((c12 = ((s64)v7)), (s64)(c12 ^ ((s64)0x1full)))), DG_A(p1));
        break;
    }
    }
    if (((((s32)p0)) != (((s32)-73))) && ((((u8)63)) <= (((u8)p4)))) return ((u8)v7);
    F3:;
    h13 = ((((dg_fbits(p1.z) * 3u) ^ (u32)(p6.y) * 5u) ^ (u32)(p7.z) * 7u) ^ (u32)(sv8.f0) * 9u) ^ dg_fbits(sv9.w);
    return ((u8)((u32)(((u8)dg_fclamp((((f32)p4) / 100.0f), 0.0f, 255.0f))) ^ (u32)h13));
}

FN uint4 p0141_f2(s32 depth, p0141_S0 p0)
{
    u64 c16 = 0;
    s64 v14 = ((s64)__clz(depth));
    u64 v15 = ((c16 = ((u64)0x0ull)), (u64)(c16 ^ ((u64)0x1full)));
    u8 a17[8] = {0};
    s32 j18;
    for (j18 = 0; j18 < 8; j18++)
        a17[j18] = ((u8)((u32)(((u8)7)) << ((u32)(270u) & 31u)));
    f64 a19[4] = {0};
    s32 j20;
    for (j20 = 0; j20 < 4; j20++)
        a19[j20] = (((f64)((f32)j20)) - ((f64)j20));
    p0141_S0 sv21;
    sv21.f0 = ((s64)dg_rem_s64((s64)(p0.f0), (s64)(v14)));
    float4 sv22 = make_float4(((f32)depth), ((f32)((u64)0xb4044156af5c6b69ull)), ((f32)((u16)10069)), (((f32)v15) * ((f32)depth)));
    p0141_S1 sv23;
    sv23.f0[0] = ((BOOL)v14);
    sv23.f0[1] = ((BOOL)(((((s16)-30101)) == (((s16)30113)))));
    sv23.f1 = (-2.5f * ((f32)((f64)v14)));
    uint4 sv24 = make_uint4(((u32)((u32)(((u32)v15)) + (u32)(63u))), ((u32)((u32)(56u) >> ((u32)(((u8)v14)) & 31u))), ((u32)((u32)(255u) - (u32)(2u))), ((u32)((149u) | (((u32)v15)))));
    u32 h25 = 0;
    (void)v14;
    (void)v15;
    (void)a17;
    (void)j18;
    (void)a19;
    (void)j20;
    (void)sv21;
    (void)sv22;
    (void)sv23;
    (void)sv24;
    (void)h25;
    (void)c16;
    (void)depth;
    (void)p0;
    if (depth <= 0) return sv24;
    v14 = (s64)p0141_f0(DG_A(p0), ((BOOL)(((1.0e10f) == (((f32)((s32)v15)))))), DG_A(sv22));
    sv24 = p0141_f2(depth - 1, sv21);
    h25 = (((((u32)(v15) * 3u) ^ (u32)(p0.f0) * 5u) ^ (u32)((u64)(p0.f0) >> 32) * 7u) ^ dg_fbits(sv22.z) * 9u) ^ (u32)(sv23.f0[0]);
    sv24.x = ((u32)((u32)(sv24.x) ^ (u32)h25));
    return sv24;
}

typedef struct {
    s8 x0;
    s16 x1;
    u32 h;
    s32 arr[4];
} p0141_state;

DG_SHARED s16 p0141_sh0[128];

DG_KERNEL(p0141_kernel, p0141_state)
{
    DG_BEGIN(p0141_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        u32 c34 = 0;
        st->x0 = ((s8)((u32)(((s8)__ldg(&in[0]))) * (u32)(((s8)__ldg(&in[2])))));
        st->x1 = ((s16)((s32)(((s16)7)) >> ((u32)(((u8)181)) & 31u)));
        st->h = ((u32)(st->x0));
        st->arr[0] = ((s32)((u32)(2038321753) + (u32)(152478847)));
        st->arr[1] = ((s32)0x80000000u);
        st->arr[2] = ((s32)((s32)(((s32)st->x1)) >> ((u32)(((u8)st->h)) & 31u)));
        st->arr[3] = ((s32)__double2ull_rn(dg_dclamp(((f64)st->x1), 0.0, 18446744073709549568.0)));
        p0141_sh0[tid * 1u + 0u] = ((s16)__double2ull_ru(dg_dclamp(((f64)st->x1), 0.0, 18446744073709549568.0)));
        s16 v26 = ((s16)((((((f64)__uint_as_float(0x3f000000u))) < (((f64)((u64)gtid))))) ? (((s16)bid)) : (((s16)bid))));
        s8 v27 = ((s8)((st->x0) ^ (((s8)tid))));
        u8 a28[8] = {0};
        s32 j29;
        for (j29 = 0; j29 < 8; j29++)
            a28[j29] = ((u8)(((u64)v26)));
        p0141_S0 sv30;
        sv30.f0 = ((s64)((((((u64)0xf80752c0d4a64bf2ull)) == (((u64)0x31cbe3339b8d012dull)))) || ((signbit(dg_canonf(((f32)bid))) != 0))));
        float4 sv31 = make_float4(__fmaf_rd(-0.0009765625f, ((f32)st->x0), ((f32)v26)), ((f32)((s64)v26)), ((f32)((f64)gtid)), ((f32)((s32)-161108900)));
        p0141_S1 sv32;
        sv32.f0[0] = ((BOOL)(((sv31.z) < (((f32)tid)))));
        sv32.f0[1] = ((BOOL)((isinf(sv31.y) != 0)));
        sv32.f1 = (((f32)st->h) * ((f32)st->x0));
        uint4 sv33;
        sv33.x = ((u32)((st->h) ^ (bid)));
        sv33.y = ((c34 = tid), (u32)(c34 ^ tid));
        sv33.z = ((u32)((2u) ^ (571790791u)));
        sv33.w = ((u32)((u32)(st->h) >> ((u32)(a28[((u32)(((u8)sizeof(sv31))) & 7u)]) & 31u)));
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
        (void)sv31;
        (void)sv32;
        (void)sv33;
        (void)c34;
        st->h = (u32)p0141_f0(DG_A(sv30), ((BOOL)((isnan((((((*(a28 + ((u32)(((s32)__float2ll_ru(dg_fclamp(((f32)st->arr[((u32)(((s64)((u64)0 - (u64)(sv30.f0)))) & 3u)]), -9223372036854775808.0f, 9223371487098961920.0f)))) & 7u)))) == (((u8)st->h)))) ? ((f64)gtid) : ((f64)((u64)0x8ull)))) != 0))), DG_A(sv31));
        v26 -= (s16)(((s16)dg_dclamp(__longlong_as_double((s64)0x47efffffe0000000ull), -32768.0, 32767.0)));
        if ((((u8)__float2uint_ru(dg_fclamp(((f32)tid), 0.0f, 4294967040.0f)))) == (((u8)255))) {
            switch (((u32)(((s32)0x80000000u)) + (u32)st->x0) & 7u) {
            case 5: {
                st->x1 = ((s16)dg_rem_s32((s32)(p0141_sh0[tid * 1u + 0u]), (s32)(v26)));
                break;
            }
            case 6: {
                out[((u32)(((s32)sizeof(sv32))) & 1u)] = ((u32)((((((s64)0x6e43aa92d42d824bull)) != (((s64)0x8ull)))) || (((v27) < (st->x0)))));
                break;
            }
            }
        } else {
            v27 = (s8)p0141_f1(((BOOL)(((((f32)gtid)) > (((f32)st->x0))))), sv31, sv32, sv33, ((u16)((u32)(((u16)31768)) - (u32)(((u16)32)))), ((s8)(st->arr[((u32)(((u8)dg_rem_u32((u32)(((u8)254)), (u32)(((u8)255))))) & 3u)])), make_uint4(((u32)((st->x1) != (v26))), ((u32)((u32)(((u32)v26)) << ((u32)(((u8)v27)) & 31u))), tid, ((u32)((u32)(sv33.x) << ((u32)(st->arr[((u32)(((u32)((((v27) == (((s8)118)))) ? (4294967295u) : (sv33.z)))) & 3u)]) & 31u)))), sv33, a28, sv32);
        }
        st->h = (((((u32)(v27) * 3u) ^ (u32)((u64)(sv30.f0) >> 32) * 5u) ^ dg_fbits(sv31.w) * 7u) ^ (u32)(sv33.w) * 9u) ^ (u32)(out[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 9u;
        f32 v35 = ((f32)(*(out + ((u32)(((u32)((u32)(4294967294u) >> ((u32)(tid) & 31u)))) & 1u))));
        f32 v36 = (__uint_as_float(0x3f000000u) - ((f32)st->x0));
        u8 a37[8] = {0};
        s32 j38;
        for (j38 = 0; j38 < 8; j38++)
            a37[j38] = ((u8)((((((f32)((s64)0xed29070da04ddb12ull))) > (__uint_as_float(0x8856d1fbu)))) ? (((u8)2)) : (((u8)bid))));
        p0141_S0 sv39;
        sv39.f0 = ((s64)((u64)(((s64)st->x1)) * (u64)(((s64)0xa8ull))));
        float4 sv40;
        sv40.x = (((f32)tid) + ((f32)((u64)bid)));
        sv40.y = __fsub_rn(((f32)st->h), ((f32)gtid));
        sv40.z = v35;
        sv40.w = __fsqrt_ru(((f32)bid));
        p0141_S1 sv41;
        sv41.f0[0] = ((BOOL)(((st->x1) >= (((s16)tid)))));
        sv41.f0[1] = ((BOOL)((s64)st->x0));
        sv41.f1 = ((f32)__longlong_as_double((s64)0x7fefffffffffffffull));
        uint4 sv42 = make_uint4(((u32)((u32)(in[((u32)(a37[((u32)((*(in + ((u32)(st->arr[((u32)(((u32)((u32)(gtid) >> ((u32)(((u8)gtid)) & 31u)))) & 3u)]) & 3u)))) & 7u)]) & 3u)]) << ((u32)(((u8)229)) & 31u))), ((u32)(((u16)32326))), tid, ((u32)dg_rem_u32((u32)(((u32)st->x1)), (u32)(st->h))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v35;
        (void)v36;
        (void)a37;
        (void)j38;
        (void)sv39;
        (void)sv40;
        (void)sv41;
        (void)sv42;
        st->x1 >>= ((u32)(st->h) & 15u);
        if ((((s16)((((((s32)st->x0)) == (((s32)-695875588)))) ? ((*(p0141_sh0 + tid * 1u + 0u))) : (((s16)tid))))) <= (((s16)((s32)((*(p0141_sh0 + tid * 1u + 0u))) >> ((u32)(tid) & 31u))))) {
            if ((gtid % 5u) == 0u && (!(((((s8)gtid)) == (((s8)-18)))))) return;
        } else {
            sv40.x = ((f32)((u8)gtid));
        }
        if (isinf((100.0f + ((f32)((f64)bid)))) != 0) {
            st->x0 = ((s8)(38));
        } else {
            v36 = (f32)p0141_f1(((BOOL)(((__float2ull_ru(dg_fclamp(v35, 0.0f, 18446742974197923840.0f))) >= (((u64)0x4feaf1ac2e459947ull))))), sv40, sv41, sv42, ((u16)__rhadd(((s32)st->h), st->arr[((u32)(((u32)((u32)(tid) * (u32)(bid)))) & 3u)])), st->x0, sv42, sv42, a37, sv41);
        }
        v35 = (((f32)((s32)st->x1)) / floorf(v36));
        st->h = ((((dg_fbits(v36) * 3u) ^ (u32)(sv39.f0) * 5u) ^ dg_fbits(sv40.x) * 7u) ^ dg_fbits(sv40.w) * 9u) ^ (u32)(a37[(0u & 7u)]) ^ (st->h * 7u);
        sv42 = p0141_f2((s32)((u32)(((u32)((u32)(st->h) + (u32)(sv42.y)))) % 4u), sv39);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->h);
        out[5] = (u32)(((u16)((((((s64)0x8000000000000000ull)) <= (((s64)bid)))) ? (((u16)__float2ll_rn(dg_fclamp(((f32)st->x0), -9223372036854775808.0f, 9223371487098961920.0f)))) : (((u16)__float2ll_rd(dg_fclamp(v35, -9223372036854775808.0f, 9223371487098961920.0f)))))));
        out[6] = (u32)(((s64)((s64)(((s64)((u64)(((s64)gtid)) - (u64)(sv39.f0)))) >> ((u32)(((u8)st->h)) & 63u))));
        out[7] = (u32)(st->arr[0]);
        out[8] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0141, p0141_state, 128, 3, 4, 9, 2, 8192, 142u)
