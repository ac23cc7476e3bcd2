// diffgen program p0160: gen.py --seed 161 --name p0160 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    u8 f0;
    f64 f1;
    BOOL f2;
} p0160_S0;

FN p0160_S0 p0160_f0(s32 depth, DG_REF(p0160_S0) p0, DG_REF(float4) p1, uint4 p2)
{
    u64 v1 = ((u64)((u64)(((u64)depth)) + (u64)(((u64)0x222ull))));
    s16 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((s16)((((s16)depth)) ^ (((s16)v1))));
    p0160_S0 sv4;
    sv4.f0 = ((u8)(~(u32)(DG_R(p0).f0)));
    sv4.f1 = (((f64)v1) / ((f64)DG_R(p1).z));
    sv4.f2 = ((BOOL)(((depth) >= (((s32)-366044332)))));
    s32 n5 = 0, i6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)n5;
    (void)i6;
    (void)h7;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return sv4;
    (*(a2 + ((u32)(((u32)((p2.w) | (p2.z)))) & 7u))) = a2[((u32)(((s64)v1)) & 7u)];
    v1 = ((u64)((((u64)((u64)(((u64)0x7ull)) - (u64)(v1)))) ^ (((u64)((u64)0 - (u64)(((u64)depth)))))));
    n5 = (s32)((u32)(((u8)sizeof(DG_R(p0)))) % 3u) + 1;
    for (i6 = 0; i6 < n5; i6++) {
        if (signbit(dg_canonf(((f32)((s16)-1)))) != 0) break;
    }
    switch (((u32)(((s32)((((32) > (depth))) ? (((s32)((u32)0 - (u32)(depth)))) : (((s32)dg_fclamp(DG_R(p1).x, -2147483648.0f, 2147483520.0f)))))) + (u32)v1) & 7u) {
    case 0: {
        DG_R(p1).w = ((DG_R(p1).x / ((f32)((s8)3))) + ((f32)((u8)3)));
        break;
    }
    case 2: {
        switch (((u32)(((u16)((u32)(((u16)depth)) * (u32)(((u16)dg_dclamp(((f64)((u64)depth)), 0.0, 65535.0)))))) + (u32)v1) & 3u) {
        case 2: {
            v1 += ((u64)((((u32)((u32)(((u32)v1)) * (u32)(((u32)v1))))) == (((u32)((u32)(1u) - (u32)(((u32)v1)))))));
            break;
        }
        default: {
            DG_R(p0) = p0160_f0(depth - 1, DG_A(DG_R(p0)), DG_A(DG_R(p1)), make_uint4(((u32)__float2int_rz(dg_fclamp(((f32)v1), -2147483648.0f, 2147483520.0f))), ((u32)((u32)(((u32)v1)) * (u32)(p2.z))), p2.w, ((u32)((((DG_R(p0).f0) < (((u8)depth)))) ? (((u32)v1)) : (p2.w)))));
            break;
        }
        }
        break;
    }
    case 6: {
        p2.w = ((u32)dg_dclamp((((f64)((f32)v1)) * ((f64)v1)), 0.0, 4294967295.0));
        break;
    }
    }
    h7 = (((((u32)(DG_R(p0).f0) * 3u) ^ dg_fbits(DG_R(p1).y) * 5u) ^ dg_fbits(DG_R(p1).w) * 7u) ^ (u32)(sv4.f0) * 9u) ^ (u32)(sv4.f2);
    DG_R(p0).f0 = ((u8)((u32)(DG_R(p0).f0) ^ (u32)h7));
    return DG_R(p0);
}

FN void p0160_f1(s32 p0, DG_REF(f32) p1)
{
    u32 v8 = ((u32)(((s16)-168)));
    p0160_S0 sv9;
    sv9.f0 = ((u8)((u32)(((u8)p0)) << ((u32)(v8) & 31u)));
    sv9.f1 = (((f64)((u64)p0)) + ((f64)p0));
    sv9.f2 = ((BOOL)((!(((((s64)p0)) != (((s64)0x1744a1c81d2a6b1eull)))))));
    float4 sv10 = make_float4((DG_R(p1) + ((f32)((u64)v8))), ((f32)((u64)v8)), (DG_R(p1) - DG_R(p1)), ((((((u64)0xd47e0f0aad4ff9a7ull)) != (((u64)0xd95723d28744cc7cull)))) ? DG_R(p1) : ((f32)v8)));
    uint4 sv11 = make_uint4(((u32)((((u16)433)) > (((u16)0)))), ((u32)((((u32)p0)) ^ (v8))), ((u32)sizeof(sv9)), ((u32)((280391738u) | (32u))));
    s32 g12 = 0;
    u32 h13 = 0;
    (void)v8;
    (void)sv9;
    (void)sv10;
    (void)sv11;
    (void)g12;
    (void)h13;
    (void)p0;
    (void)p1;
    if ((((u32)(((isfinite(sv9.f1) != 0)) ? (sv11.y) : (sv11.z)))) >= (((u32)((u32)(((u32)p0)) << ((u32)(v8) & 31u))))) {
    } else {
        sv9.f1 = ((f64)v8);
    }
    if (!(((((s64)0xaab34a17ecc915afull)) == (((s64)p0))))) {
    } else {
    }
    v8 = ((u32)((u32)(((u32)((u32)0 - (u32)(0u)))) - (u32)(((u32)((((s16)v8)) == (((s16)-22293)))))));
    B1:;
    switch (((u32)(((s32)sizeof(sv10))) + (u32)p0) & 3u) {
    case 0: {
        sv10.z = ((f32)v8);
        break;
    }
    case 1: {
        sv9.f1 = ((f64)((s8)v8));
    }
    /* fallthrough */
    case 3: {
        if ((isnan(sv9.f1) != 0) && ((((u16)v8)) != (((u16)p0)))) return;
        break;
    }
    default: {
        v8 = ((u32)((u32)(((u32)((((((s64)0xf81b1c3e3d8c58e3ull)) > (((s64)0x3bull)))) ? (v8) : (sv11.w)))) ^ (u32)0xffffffff));
        break;
    }
    }
    if (g12 < 2 && ((((u64)0xd7381e618cdcd046ull)) >= (((u64)0x3ull)))) {
        g12++;
        goto B1;
    }
    h13 = (((((u32)(dg_dbits(sv9.f1) >> 32) * 3u) ^ dg_fbits(sv10.w) * 5u) ^ (u32)(sv11.x) * 7u) ^ (u32)(sv11.y) * 9u) ^ (u32)(sv11.w);
    DG_R(p1) = (DG_R(p1) + (f32)(h13 & 255u));
    return;
}

FN void p0160_f2(u64 p0, DG_REF(s32) p1)
{
    s32 c18 = 0;
    u8 v14 = ((u8)(((s64)p0)));
    s64 v15 = ((s64)((((((f64)v14)) != (0.25))) && (((((s32)p0)) < (DG_R(p1))))));
    s32 a16[4] = {0};
    s32 j17;
    for (j17 = 0; j17 < 4; j17++)
        a16[j17] = ((c18 = ((s32)v14)), (s32)(c18 ^ ((s32)v15)));
    p0160_S0 sv19;
    sv19.f0 = ((u8)((u32)(((u8)p0)) >> ((u32)(((s32)p0)) & 31u)));
    sv19.f1 = ((((((u64)v15)) != (p0))) ? ((f64)((s16)v15)) : ((f64)__uint_as_float(0x4b000000u)));
    sv19.f2 = ((BOOL)(((((u16)v14)) != (((u16)333)))));
    float4 sv20 = make_float4(((f32)((f64)v14)), __saturatef(((f32)DG_R(p1))), (((f32)((s8)v15)) / ((f32)((s64)v14))), (((f32)((s64)0x3ull)) + __uint_as_float(0x5f000000u)));
    uint4 sv21;
    sv21.x = ((u32)DG_R(p1));
    sv21.y = ((u32)(((s16)p0)));
    sv21.z = ((u32)((u32)(4294967294u) - (u32)(((u32)v14))));
    sv21.w = ((u32)dg_rem_u32((u32)(3146603356u), (u32)(((u32)p0))));
    f32 v22 = 0.0f;
    s32 n23 = 0, i24 = 0;
    u32 h25 = 0;
    (void)v14;
    (void)v15;
    (void)a16;
    (void)j17;
    (void)sv19;
    (void)sv20;
    (void)sv21;
    (void)v22;
    (void)n23;
    (void)i24;
    (void)h25;
    (void)c18;
    (void)p0;
    (void)p1;
    sv21.w = ((u32)((u32)(((u32)((u32)(2920810717u) >> ((u32)(((u32)DG_R(p1))) & 31u)))) - (u32)(((u32)((u32)(sv21.w) * (u32)(((u32)v15)))))));
    p0160_f1(((s32)((u32)(((s32)((9007199254740992.0) <= (((f64)p0))))) << ((u32)(((u32)((((u32)DG_R(p1))) ^ (3328167255u)))) & 31u))), DG_A(v22));
    n23 = (s32)((u32)(((u8)((u32)(((u8)((u32)(((u8)p0)) >> ((u32)(DG_R(p1)) & 31u)))) * (u32)(v14)))) % 3u);
    i24 = 0;
    do {
        p0160_f1(((s32)((((s8)-44)) != (((s8)54)))), DG_A(v22));
        sv20.z = __uint_as_float(((u32)DG_R(p1)));
    } while (++i24 < n23);
    h25 = (((((u32)(p0) * 3u) ^ (u32)((u64)(v15) >> 32) * 5u) ^ dg_fbits(sv20.w) * 7u) ^ (u32)(sv21.z) * 9u) ^ (u32)(sv21.w);
    DG_R(p1) = ((s32)((u32)(DG_R(p1)) ^ (u32)h25));
    return;
}

typedef struct {
    s8 x0;
    s16 x1;
    u32 h;
    u32 arr[2];
} p0160_state;

DG_SHARED u64 p0160_sh0[33];
DG_SHARED u64 p0160_sh1[33];

DG_KERNEL(p0160_kernel, p0160_state)
{
    DG_BEGIN(p0160_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        s32 c27 = 0;
        u32 c31 = 0;
        st->x0 = ((s8)((s32)(((s8)__ldg(&in[2]))) >> ((u32)(((s32)__ldg(&in[1]))) & 31u)));
        st->x1 = ((s16)st->x0);
        st->h = ((u32)((u32)(1u) - (u32)(bid)));
        st->arr[0] = ((u32)__double2ull_rn(dg_dclamp(((f64)((f32)st->h)), 0.0, 18446744073709549568.0)));
        st->arr[1] = ((u32)sizeof(u64));
        p0160_sh0[tid * 1u + 0u] = ((u64)__mul64hi(((s64)0xffffffffffffff9eull), ((s64)__ldg(&in[4]))));
        p0160_sh1[tid * 1u + 0u] = ((u64)((((((u64)tid)) >= (((u64)0x0ull)))) || (((((f32)__ldg(&in[2]))) == (((f32)tid))))));
        s32 v26 = ((c27 = ((s32)bid)), (s32)(c27 ^ ((s32)-2147483647)));
        p0160_S0 sv28;
        sv28.f0 = ((u8)__clzll(((s64)v26)));
        sv28.f1 = ((f64)st->x0);
        sv28.f2 = ((BOOL)(((((s64)v26)) >= (((s64)0x7979ff218136c4d9ull)))));
        float4 sv29;
        sv29.x = (((f32)st->h) * ((f32)__longlong_as_double((s64)0x7ff0000000000000ull)));
        sv29.y = __fsub_rd(((f32)v26), ((f32)bid));
        sv29.z = ((((((u8)255)) == (((u8)2)))) ? ((f32)st->h) : ((f32)tid));
        sv29.w = (((f32)st->x1) + ((f32)sv28.f1));
        uint4 sv30;
        sv30.x = ((u32)((u32)(gtid) << ((u32)(v26) & 31u)));
        sv30.y = ((u32)((u32)(st->h) * (u32)(gtid)));
        sv30.z = ((u32)sizeof(sv28));
        sv30.w = ((u32)((u32)(2u) - (u32)(in[((u32)(((s32)((u32)(v26) - (u32)(v26)))) % 5u)])));
        s32 n32 = 0, i33 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v26;
        (void)sv28;
        (void)sv29;
        (void)sv30;
        (void)n32;
        (void)i33;
        (void)c27;
        (void)c31;
        st->h = ((c31 = ((u32)st->x0)), (u32)(c31 ^ ((u32)st->x1)));
        n32 = (s32)((u32)(((u64)((u64)(((u64)0xdf2c7a9050886cedull)) << ((u32)(((s32)((((v26) != (((s32)-1120323012)))) ? (((s32)gtid)) : (v26)))) & 63u)))) % 3u) + 1;
        i33 = 0;
        while (i33 < n32) {
            i33++;
            if ((((f64)st->x0)) >= (sv28.f1)) break;
        }
        st->h = (((((u32)(st->x1) * 3u) ^ dg_fbits(sv29.x) * 5u) ^ dg_fbits(sv29.z) * 7u) ^ (u32)(in[(0u % 5u)]) * 9u) ^ (u32)(st->arr[(0u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        s32 v34 = ((s32)((((s32)st->x1)) ^ (((s32)-1))));
        u64 v35 = ((u64)((u64)(((u64)0x3full)) << ((u32)(tid) & 63u)));
        p0160_S0 sv36;
        sv36.f0 = ((u8)254);
        sv36.f1 = ((f64)st->x1);
        sv36.f2 = ((BOOL)(((v34) <= (((s32)-1237602682)))));
        float4 sv37 = make_float4(((f32)((f64)st->h)), (((f32)((u8)255)) / ((f32)__longlong_as_double((s64)0x41e0000000000000ull))), ((f32)gtid), ((f32)sv36.f1));
        uint4 sv38 = make_uint4(((u32)((u32)(in[((u32)(((s64)0x7fffffffffffffffull)) % 5u)]) << ((u32)(((u32)v35)) & 31u))), ((u32)sizeof(f32)), __byte_perm(st->arr[((u32)(((u8)((u32)(sv36.f0) >> ((u32)(st->arr[((u32)(((u32)((u32)(bid) + (u32)(bid)))) & 1u)]) & 31u)))) & 1u)], ((u32)v34), gtid), ((u32)(v35)));
        f32 v39 = 0.0f;
        s32 g40 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v34;
        (void)v35;
        (void)sv36;
        (void)sv37;
        (void)sv38;
        (void)v39;
        (void)g40;
        if ((gtid % 7u) == 2u && ((((u8)st->h)) == (((u8)86)))) return;
        p0160_f1(((s32)-275), DG_A(v39));
        B4:;
        v39 = ((f32)((s8)v35));
        if (g40 < 2 && (!(((((s32)st->x0)) > (230072866))))) {
            g40++;
            goto B4;
        }
        st->h = ((((dg_fbits(v39) * 3u) ^ (u32)(in[(4u % 5u)]) * 5u) ^ (u32)(st->arr[(0u & 1u)]) * 7u) ^ (u32)((u64)(p0160_sh0[(32u % 33u)]) >> 32) * 9u) ^ (u32)((u64)(p0160_sh1[tid * 1u + 0u]) >> 32) ^ (st->h * 7u);
        sv36 = p0160_f0((s32)((u32)(gtid) % 6u), DG_A(sv36), DG_A(sv37), sv38);
        p0160_f2(((u64)(((u32)((v34) > (63))))), DG_A(v34));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((u16)1));
        out[4] = (u32)(((u64)((u64)(((u64)((u64)(p0160_sh0[((u32)(((u8)((u32)(sv36.f0) + (u32)(((u8)st->x0))))) % 33u)]) + (u64)(v35)))) + (u64)(((u64)((((((f64)((u64)v34))) >= (((f64)st->h)))) ? (v35) : ((*(p0160_sh0 + ((u32)(((s64)((((((u8)bid)) <= (((u8)101)))) ? (((s64)st->x0)) : (((s64)0xffull))))) % 33u))))))))));
        out[5] = (u32)(st->arr[0]);
        out[6] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0160, p0160_state, 33, 3, 5, 7, 2, 8192, 161u)
