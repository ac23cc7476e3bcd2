// diffgen program p0188: gen.py --seed 189 --name p0188 --include ../twin.h
#include "../twin.h"

typedef struct {
    u16 f0[4];
    s8 f1;
    BOOL f2;
} p0188_S0;
typedef struct {
    u8 f0;
    u16 f1[4];
    s8 f2;
} p0188_S1;

FN s16 p0188_f0(s32 depth, DG_REF(u32) p0, DG_REF(uint4) p1)
{
    s64 v1 = ((s64)((u64)(((s64)depth)) + (u64)(((s64)DG_R(p0)))));
    s32 g2 = 0;
    s32 n3 = 0, i4 = 0;
    s32 n5 = 0, i6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)g2;
    (void)n3;
    (void)i4;
    (void)n5;
    (void)i6;
    (void)h7;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((s16)((u32)(((s16)depth)) * (u32)(((s16)10042))));
    B1:;
    n3 = (s32)((u32)(((u64)((((s16)((((f64)v1)) <= (__longlong_as_double((s64)0x9bef527c15ec2116ull))))) > (((s16)30761))))) % 7u) + 1;
    for (i4 = 0; i4 < n3; i4++) {
        n5 = (s32)((u32)(((u8)((((u8)43)) & (((u8)((u32)(((u8)1)) << ((u32)(((u8)depth)) & 31u))))))) % 4u);
        i6 = 0;
        do {
            DG_R(p1).y = ((u32)((u32)0 - (u32)(((u32)((u32)(DG_R(p1).y) - (u32)(DG_R(p1).w))))));
            if (!(((DG_R(p0)) == (DG_R(p1).w)))) break;
        } while (++i6 < n5);
    }
    if (g2 < 2 && (isnan(1.0e22) != 0)) {
        g2++;
        goto B1;
    }
    DG_R(p0) = 285u;
    if (isnan(((f64)((u8)255))) != 0) goto F2;
    F2:;
    DG_R(p0) = (u32)p0188_f0(depth - 1, DG_A(DG_R(p0)), DG_A(DG_R(p1)));
    h7 = (((((u32)(v1) * 3u) ^ (u32)((u64)(v1) >> 32) * 5u) ^ (u32)(DG_R(p1).x) * 7u) ^ (u32)(DG_R(p1).y) * 9u) ^ (u32)(DG_R(p1).w);
    return ((s16)((u32)(((s16)0)) ^ (u32)h7));
}

FN s64 p0188_f1(s16 p0)
{
    BOOL v8 = ((BOOL)((f64)((u8)p0)));
    s32 a9[4] = {0};
    s32 j10;
    for (j10 = 0; j10 < 4; j10++)
        a9[j10] = ((s32)((((((s32)p0)) >= (7))) ? (((s32)v8)) : (j10)));
    uint4 sv11 = make_uint4(((u32)p0), ((u32)(((s32)-743059777))), ((u32)((((((u8)p0)) >= (((u8)1)))) ? (((u32)p0)) : (((u32)v8)))), ((u32)v8));
    float4 sv12;
    sv12.x = ((f32)2147483647);
    sv12.y = ((((((u64)v8)) >= (((u64)0x64f821cb2e3ce9d2ull)))) ? ((f32)v8) : ((f32)32u));
    sv12.z = (-(__uint_as_float(0x3e15629eu)));
    sv12.w = ((f32)((f64)((f32)p0)));
    s32 n13 = 0, i14 = 0;
    s32 n15 = 0, i16 = 0;
    s32 g17 = 0;
    u32 h18 = 0;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)sv11;
    (void)sv12;
    (void)n13;
    (void)i14;
    (void)n15;
    (void)i16;
    (void)g17;
    (void)h18;
    (void)p0;
    v8 = ((BOOL)((isfinite(((((((s32)p0)) == (a9[((u32)(((u32)abs(dg_nomin32(a9[((u32)(((s64)(4294967295u))) & 3u)])))) & 3u)]))) ? ((f64)p0) : __longlong_as_double((s64)0x7ff8000000000000ull))) != 0)));
    p0 = ((s16)((u32)0 - (u32)(p0)));
    n13 = (s32)((u32)(((s32)dg_fclamp(sv12.y, -2147483648.0f, 2147483520.0f))) % 3u);
    for (i14 = 0; i14 < n13; i14++) {
        n15 = (s32)((u32)(((u32)p0)) % 7u) + 1;
        i16 = 0;
        while (i16 < n15) {
            i16++;
            sv11.x = ((u32)(((s64)0xbe15a83521a0f171ull)));
            p0 = ((s16)((u32)(((s16)dg_dclamp(((f64)i14), -32768.0, 32767.0))) - (u32)(((s16)(((u8)i16))))));
        }
        if (v8) {
            sv11.w = ((u32)((u32)(((u32)p0)) * (u32)(568396787u)));
        }
    }
    B3:;
    a9[((u32)(((u8)(3260237311u))) & 3u)] = ((s32)((u32)(((s32)v8)) << ((u32)(((u32)p0)) & 31u)));
    if (g17 < 2 && ((((s8)v8)) >= (((s8)-78)))) {
        g17++;
        goto B3;
    }
    h18 = (((((u32)(sv11.x) * 3u) ^ (u32)(sv11.y) * 5u) ^ dg_fbits(sv12.x) * 7u) ^ dg_fbits(sv12.w) * 9u) ^ (u32)(a9[(3u & 3u)]);
    return ((s64)((u64)(((s64)dg_div_s64((s64)(((s64)((((s64)0x2ull)) ^ (((s64)0x4full))))), (s64)(((s64)dg_fclamp(((f32)((f64)v8)), -9223372036854775808.0f, 9223371487098961920.0f)))))) ^ (u64)h18));
}

typedef struct {
    f32 x0;
    u32 x1;
    u32 h;
    f64 arr[2];
} p0188_state;

DG_SHARED u64 p0188_sh0[508];

DG_KERNEL(p0188_kernel, p0188_state)
{
    DG_BEGIN(p0188_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 7u;
        u32 c22 = 0;
        st->x0 = (((f32)__ldg(&in[3])) / ((f32)__longlong_as_double((s64)0x7ff0000000000000ull)));
        st->x1 = __ldg(&in[0]);
        st->h = ((u32)((u32)(bid) + (u32)(1u)));
        st->arr[0] = __ull2double_rn(((u64)__ldg(&in[1])));
        st->arr[1] = floor(((f64)((s8)gtid)));
        p0188_sh0[tid * 4u + 0u] = ((u64)__double2uint_ru(dg_dclamp(((f64)__ldg(&in[2])), 0.0, 4294967295.0)));
        p0188_sh0[tid * 4u + 1u] = ((u64)(((s64)0xffffffffffffffffull)));
        p0188_sh0[tid * 4u + 2u] = ((u64)((u64)(((u64)0xfffffffffffffffeull)) << ((u32)(((s32)__ldg(&in[0]))) & 63u)));
        p0188_sh0[tid * 4u + 3u] = ((u64)((u64)(((u64)__ldg(&in[3]))) << ((u32)(((u8)__ldg(&in[3]))) & 63u)));
        u32 v19 = ((u32)(((isinf(((f64)1.0f)) != 0)) ? (bid) : (8u)));
        u16 v20 = ((u16)dg_div_u32((u32)(((u16)st->h)), (u32)(((u16)2))));
        uint4 sv21;
        sv21.x = ((u32)((u32)(st->h) ^ (u32)0xffffffff));
        sv21.y = ((u32)((u32)(((u32)v20)) - (u32)(((u32)v20))));
        sv21.z = ((u32)dg_rem_u32((u32)(4294967294u), (u32)(((u32)v20))));
        sv21.w = ((u32)((391u) & (tid)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)v20;
        (void)sv21;
        (void)c22;
        if ((((s32)gtid)) == (705223620)) {
            if ((((u32)((((((f64)((u8)gtid))) != (st->arr[((u32)(((s64)((u64)(((s64)bid)) - (u64)(((s64)gtid))))) & 1u)]))) || (((st->x0) <= (((f32)1.0))))))) >= (((u32)(((u8)2))))) {
                st->h = (u32)p0188_f1(((s16)((((u8)v19)) <= (((u8)st->h)))));
            }
        }
        sv21.z = in[((u32)(((s64)__double2ull_rd(dg_dclamp((*(st->arr + ((u32)(((u8)((u32)(((u8)tid)) + (u32)(((u8)tid))))) & 1u))), 0.0, 18446744073709549568.0)))) & 3u)];
        st->h = ((c22 = st->x1), (u32)(c22 ^ ((u32)((((s8)st->x1)) <= (((s8)tid))))));
        st->h = ((((dg_fbits(st->x0) * 3u) ^ (u32)(sv21.w) * 5u) ^ (u32)(dg_dbits(st->arr[(1u & 1u)]) >> 32) * 7u) ^ (u32)((u64)(p0188_sh0[tid * 4u + (0u & 3u)]) >> 32) * 9u) ^ (u32)((u64)(p0188_sh0[tid * 4u + (3u & 3u)]) >> 32) ^ (st->h * 7u);
        st->x1 = (u32)p0188_f0((s32)((u32)(((u32)((((((s8)gtid)) >= (((s8)56)))) || (((((s8)v19)) <= (((s8)-99))))))) % 5u), DG_A(st->h), DG_A(sv21));
        out[0] = dg_fbits(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((s8)((u32)(((s8)(((((*(in + ((u32)(((u32)((u32)(st->h) - (u32)(bid)))) & 3u)))) > (3372083074u))) ? (((s8)gtid)) : (((s8)0))))) ^ (u32)0xffffffff)));
        out[4] = (u32)(((u16)((u32)(((u16)((((u16)st->h)) ^ (v20)))) * (u32)(((u16)__float2uint_ru(dg_fclamp(st->x0, 0.0f, 4294967040.0f)))))));
        out[5] = (u32)dg_dbits(st->arr[0]);
        out[6] = (u32)dg_dbits(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0188, p0188_state, 127, 2, 4, 7, 1, 8192, 189u)
