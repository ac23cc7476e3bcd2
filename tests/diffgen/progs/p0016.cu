// diffgen program p0016: gen.py --seed 16 --name p0016 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s64 f0;
    s16 f1;
} p0016_S0;
typedef struct DG_ALIGN(8) {
    u16 f0;
    s16 f1[3];
    s32 f2;
} p0016_S1;

FN uint4 p0016_f0(uint4 p0)
{
    s8 v1 = ((s8)(~(u32)(((s8)-11))));
    s32 v2 = ((s32)dg_dclamp(-1.0, -2147483648.0, 2147483647.0));
    f32 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = ((f32)v2);
    uint4 sv5;
    sv5.x = ((u32)v1);
    sv5.y = ((u32)((u32)(((u32)v2)) + (u32)(((u32)v1))));
    sv5.z = ((u32)((((((u16)v1)) >= (((u16)6613)))) ? (((u32)v1)) : (p0.w)));
    sv5.w = __umulhi(((u32)v1), ((u32)v2));
    p0016_S1 sv6;
    sv6.f0 = ((u16)v2);
    sv6.f1[0] = ((s16)((((u64)0xfffffffffffffffeull)) < (((u64)v1))));
    sv6.f1[1] = ((s16)v2);
    sv6.f1[2] = ((s16)__double2uint_rd(dg_dclamp(((f64)v1), 0.0, 4294967295.0)));
    sv6.f2 = ((s32)((((s32)v1)) | (v2)));
    s32 n7 = 0, i8 = 0;
    u32 h9 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)sv6;
    (void)n7;
    (void)i8;
    (void)h9;
    (void)p0;
    n7 = (s32)((u32)(((u64)((((((f64)((u8)v1))) == (((f64)v2)))) ? (((u64)((u64)(((u64)v1)) - (u64)(((u64)v2))))) : (((u64)((u64)(((u64)v1)) + (u64)(((u64)v1)))))))) % 7u) + 1;
    for (i8 = 0; i8 < n7; i8++) {
        if ((((s8)-23)) != (((s8)dg_dclamp(((f64)i8), -128.0, 127.0)))) {
            a3[((u32)(((s64)__mulhi(v2, ((s32)v1)))) & 7u)] = ((f32)((u8)v1));
        } else {
            v2 = ((s32)((((s64)v2)) <= (((s64)0xe72e614edd687375ull))));
        }
        v2 = ((s32)-103);
    }
    v1 |= (s8)(((s8)(~(u32)(((s8)((u32)(v1) + (u32)(v1)))))));
    h9 = (((((u32)(v2) * 3u) ^ (u32)(sv5.x) * 5u) ^ (u32)(sv6.f0) * 7u) ^ (u32)(sv6.f1[1]) * 9u) ^ (u32)(sv6.f1[2]);
    sv5.x = ((u32)((u32)(sv5.x) ^ (u32)h9));
    return sv5;
}

FN BOOL p0016_f1(DG_REF(u16) p0)
{
    u64 v10 = ((u64)((u64)(((u64)0xffull)) + (u64)(((u64)DG_R(p0)))));
    uint4 sv11;
    sv11.x = __umul24(((u32)((u16)454)), ((u32)DG_R(p0)));
    sv11.y = __double2uint_ru(dg_dclamp(((f64)DG_R(p0)), 0.0, 4294967295.0));
    sv11.z = ((u32)sizeof(s32));
    sv11.w = ((u32)dg_dclamp(((f64)v10), 0.0, 4294967295.0));
    s32 n12 = 0, i13 = 0;
    u32 h14 = 0;
    (void)v10;
    (void)sv11;
    (void)n12;
    (void)i13;
    (void)h14;
    (void)p0;
    n12 = (s32)((u32)(63) % 7u);
    for (i13 = 0; i13 < n12; i13++) {
        switch (((u32)(507009808u) + (u32)v10) & 7u) {
        case 2: {
            v10 = ((u64)((u64)(v10) * (u64)(((u64)i13))));
        }
        /* fallthrough */
        case 3: {
            if (((((((f32)DG_R(p0))) > (((f32)i13)))) || (((sv11.y) == (sv11.x)))) && ((v10) > (((u64)i13)))) return ((BOOL)(((((((f32)((u16)v10))) != (((f32)((u8)DG_R(p0)))))) && (((((f32)((s8)i13))) > (((f32)DG_R(p0))))))));
            break;
        }
        default: {
            v10 = ((u64)((u64)(v10) + (u64)(((u64)0x125ull))));
            break;
        }
        }
    }
    DG_R(p0) = ((u16)dg_rem_u32((u32)(DG_R(p0)), (u32)(((u16)v10))));
    h14 = (((((u32)(v10) * 3u) ^ (u32)((u64)(v10) >> 32) * 5u) ^ (u32)(sv11.x) * 7u) ^ (u32)(sv11.y) * 9u) ^ (u32)(sv11.z);
    return ((BOOL)(((u32)(((BOOL)((isinf(__fsqrt_rd(((f32)DG_R(p0)))) != 0)))) ^ h14) & 1u));
}

FN BOOL p0016_f2(s32 depth, DG_REF(p0016_S1) p0, DG_REF(uint4) p1, DG_REF(p0016_S0) p2)
{
    s8 c17 = 0;
    s8 v15 = ((s8)((u32)(((s8)depth)) + (u32)(((s8)depth))));
    uint4 sv16 = make_uint4(((u32)((u32)(((u32)v15)) >> ((u32)(((u8)v15)) & 31u))), ((u32)((u32)(DG_R(p1).w) * (u32)(437u))), ((u32)dg_div_u32((u32)(DG_R(p1).x), (u32)(((u32)v15)))), ((u32)((u32)(((u32)v15)) * (u32)(((u32)v15)))));
    s32 n18 = 0, i19 = 0;
    u16 v20 = 0;
    u32 h21 = 0;
    (void)v15;
    (void)sv16;
    (void)n18;
    (void)i19;
    (void)v20;
    (void)h21;
    (void)c17;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((BOOL)(((((s16)depth)) == (((s16)-26508)))));
    v15 ^= (s8)(((s8)dg_rem_s32((s32)(((s8)depth)), (s32)(((s8)127)))));
    v15 = ((c17 = ((s8)(DG_R(p2).f1))), (s8)(c17 ^ ((s8)(~(u32)(v15)))));
    n18 = (s32)((u32)(((u64)((((((u32)v15)) > (3431107673u))) || (((((u8)depth)) > (((u8)157))))))) % 3u) + 1;
    i19 = 0;
    do {
        v20 = (u16)p0016_f1(DG_A(v20));
        ++v20;
    } while (++i19 < n18);
    v15 = ((s8)((((s8)depth)) ^ (((s8)25))));
    v15 = (s8)p0016_f2(depth - 1, DG_A(DG_R(p0)), DG_A(sv16), DG_A(DG_R(p2)));
    h21 = (((((u32)(v15) * 3u) ^ (u32)(DG_R(p0).f0) * 5u) ^ (u32)(DG_R(p0).f2) * 7u) ^ (u32)(DG_R(p1).z) * 9u) ^ (u32)(DG_R(p2).f0);
    return ((BOOL)(((u32)(((BOOL)(((((((((u64)v15)) >= (((u64)0x1c2ull)))) ? 1.5f : ((f32)((u16)58455)))) > ((((f32)depth) + ((f32)2.0))))))) ^ h21) & 1u));
}

typedef struct {
    BOOL x0;
    u8 x1;
    u32 h;
} p0016_state;

DG_KERNEL(p0016_kernel, p0016_state)
{
    DG_BEGIN(p0016_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 5u;
        s32 c25 = 0;
        u32 c28 = 0;
        st->x0 = ((BOOL)((u8)__ldg(&in[5])));
        st->x1 = ((u8)255);
        st->h = ((u32)((u32)(__ldg(&in[0])) - (u32)(((u32)st->x0))));
        BOOL v22 = ((BOOL)(st->x0));
        uint4 sv23 = make_uint4(((u32)((st->x0) || (((((s32)st->x1)) == (490536640))))), ((u32)st->x0), ((u32)((((((f64)v22)) > (((f64)st->h)))) && (((st->x1) > (((u8)st->h)))))), ((u32)((u32)(st->h) >> ((u32)(((s32)bid)) & 31u))));
        p0016_S1 sv24;
        sv24.f0 = ((u16)((((u16)458)) & (((u16)v22))));
        sv24.f1[0] = ((s16)((s32)(((s16)27022)) >> ((u32)(344u) & 31u)));
        sv24.f1[1] = ((s16)((u32)(((s16)st->h)) * (u32)(((s16)12434))));
        sv24.f1[2] = ((s16)dg_fclamp(((f32)((f64)tid)), -32768.0f, 32767.0f));
        sv24.f2 = ((c25 = 8), (s32)(c25 ^ ((s32)tid)));
        p0016_S0 sv26;
        sv26.f0 = ((s64)((((u64)0x8ull)) != (((u64)st->h))));
        sv26.f1 = ((s16)((((((s16)-46)) <= (sv24.f1[0]))) || (((((u16)st->x1)) <= (((u16)49655))))));
        s32 g27 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)sv23;
        (void)sv24;
        (void)sv26;
        (void)g27;
        (void)c25;
        (void)c28;
        sv24.f1[0] = ((s16)((((((((u16)bid)) == (sv24.f0))) || (st->x0))) || (st->x0)));
        B1:;
        sv23 = p0016_f0(make_uint4(((c28 = ((u32)st->x0)), (u32)(c28 ^ ((u32)st->x1))), ((u32)((((((f64)st->x1)) == (((f64)bid)))) ? (((u32)st->x0)) : (428u))), ((u32)((u32)(in[((u32)(((s64)dg_rem_s64((s64)(((s64)st->h)), (s64)(((s64)0xb3b4f0e4fe04d33bull))))) % 6u)]) + (u32)(st->h))), ((u32)__double2ll_rn(dg_dclamp(((f64)st->h), -9223372036854775808.0, 9223372036854774784.0)))));
        if (g27 < 3 && ((((f64)st->x1)) > (((f64)tid)))) {
            g27++;
            goto B1;
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(v22) * 5u) ^ (u32)(sv24.f2) * 7u) ^ (u32)((u64)(sv26.f0) >> 32) * 9u) ^ (u32)(sv26.f1) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 5u;
        s16 v29 = ((s16)((((s16)32767)) ^ (((s16)st->x0))));
        f32 v30 = (((f32)((s8)st->h)) + ((f32)tid));
        uint4 sv31;
        sv31.x = ((u32)((u32)(st->h) + (u32)(gtid)));
        sv31.y = ((u32)dg_rem_u32((u32)(tid), (u32)(((u32)st->x0))));
        sv31.z = ((u32)((u32)0 - (u32)(((u32)v29))));
        sv31.w = ((u32)(~(u32)(tid)));
        p0016_S1 sv32;
        sv32.f0 = ((u16)st->h);
        sv32.f1[0] = ((s16)dg_fclamp(((f32)((s8)127)), -32768.0f, 32767.0f));
        sv32.f1[1] = v29;
        sv32.f1[2] = ((s16)__float2ull_ru(dg_fclamp(v30, 0.0f, 18446742974197923840.0f)));
        sv32.f2 = ((s32)gtid);
        p0016_S0 sv33;
        sv33.f0 = ((s64)(((isfinite(v30) != 0)) ? (((s64)0xb8f18d2e5cd05770ull)) : (((s64)st->x1))));
        sv33.f1 = ((s16)((u32)0 - (u32)(((s16)-36))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v29;
        (void)v30;
        (void)sv31;
        (void)sv32;
        (void)sv33;
        sv31 = p0016_f0(make_uint4(((u32)((((((u64)bid)) == (((u64)0x37cf213c58dff7ccull)))) || (((((s64)tid)) == (sv33.f0))))), st->h, ((u32)llmin(((s64)0xd9ull), ((s64)st->x1))), ((u32)((in[((u32)(llmax(((s64)bid), ((s64)0xc77c7376cf82c538ull))) % 6u)]) | (bid)))));
        sv31 = p0016_f0(sv31);
        st->h = (((((u32)(v29) * 3u) ^ (u32)(sv32.f0) * 5u) ^ (u32)(sv32.f2) * 7u) ^ (u32)(sv33.f1) * 9u) ^ (u32)(in[(0u % 6u)]) ^ (st->h * 7u);
        v29 = (s16)p0016_f2((s32)((u32)(sv31.y) % 3u), DG_A(sv32), DG_A(sv31), DG_A(sv33));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((BOOL)__uint2double_rn(((u32)v29))));
        out[4] = (u32)(((s32)st->x1));
    }
    DG_END
}

DG_PROGRAM(p0016, p0016_state, 33, 1, 6, 5, 2, 8192, 16u)
