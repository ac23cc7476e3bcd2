// diffgen program p0171: gen.py --seed 172 --name p0171 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s16 f0;
} p0171_S0;
typedef struct {
    BOOL f0;
    s64 f1;
    s16 f2;
} p0171_S1;

FN u64 p0171_f0(longlong2 p0)
{
    s32 c4 = 0;
    u32 v1 = ((u32)((((65536.0f) == (__uint_as_float(0x9f37613eu)))) || (((((u16)55181)) == (((u16)7))))));
    s32 g2 = 0;
    u32 h3 = 0;
    (void)v1;
    (void)g2;
    (void)h3;
    (void)c4;
    (void)p0;
    B1:;
    v1 = ((u32)sizeof(p0));
    if (g2 < 1 && ((((u64)v1)) != (((u64)0x7ull)))) {
        g2++;
        goto B1;
    }
    v1 = ((u32)(((s32)((((s32)-2147483647)) | (118)))));
    h3 = (((((u32)(v1) * 3u) ^ (u32)(p0.x) * 5u) ^ (u32)((u64)(p0.x) >> 32) * 7u) ^ (u32)(p0.y) * 9u) ^ (u32)((u64)(p0.y) >> 32);
    return ((u64)((u64)(((u64)((u64)(((u64)((u64)0 - (u64)(((u64)v1))))) << ((u32)(((c4 = 63), (s32)(c4 ^ ((s32)v1)))) & 63u)))) ^ (u64)h3));
}

typedef struct {
    u8 x0;
    BOOL x1;
    u32 h;
    u32 arr[2];
} p0171_state;

DG_SHARED s32 p0171_sh0[128];
DG_SHARED s16 p0171_sh1[64];
DG_SHARED s32 p0171_sh2[256];

DG_KERNEL(p0171_kernel, p0171_state)
{
    DG_BEGIN(p0171_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((u8)sizeof(u16));
        st->x1 = ((BOOL)((u8)__ldg(&in[3])));
        st->h = ((u32)((u32)(((u32)st->x1)) - (u32)(4294967295u)));
        st->arr[0] = ((u32)((u32)(__ldg(&in[2])) << ((u32)(st->x0) & 31u)));
        st->arr[1] = ((u32)((u32)(__ldg(&in[3])) - (u32)(st->h)));
        p0171_sh0[tid * 2u + 0u] = ((s32)((u32)(((s32)__ldg(&in[2]))) << ((u32)(((u8)255)) & 31u)));
        p0171_sh0[tid * 2u + 1u] = ((s32)((u32)(((s32)gtid)) + (u32)(980751733)));
        p0171_sh1[tid * 1u + 0u] = ((s16)sizeof(u16));
        p0171_sh2[tid * 4u + 0u] = ((s32)((((((u8)255)) == (st->x0))) ? (((s32)-2084982299)) : (((s32)__ldg(&in[1])))));
        p0171_sh2[tid * 4u + 1u] = ((s32)dg_dclamp(((f64)__ldg(&in[3])), -2147483648.0, 2147483647.0));
        p0171_sh2[tid * 4u + 2u] = ((s32)st->x1);
        p0171_sh2[tid * 4u + 3u] = ((s32)((u32)(((s32)__ldg(&in[7]))) * (u32)(((s32)-1))));
        s16 v5 = ((s16)((((s16)tid)) ^ (((s16)14636))));
        s8 v6 = ((s8)__brev(((u32)v5)));
        longlong2 sv7;
        sv7.x = ((s64)((s64)(((s64)bid)) >> ((u32)(3) & 63u)));
        sv7.y = ((s64)((u64)(((s64)st->x0)) ^ (u64)0xffffffffffffffff));
        s32 n8 = 0, i9 = 0;
        s32 n10 = 0, i11 = 0;
        s32 n12 = 0, i13 = 0;
        s32 n14 = 0, i15 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)v6;
        (void)sv7;
        (void)n8;
        (void)i9;
        (void)n10;
        (void)i11;
        (void)n12;
        (void)i13;
        (void)n14;
        (void)i15;
        n8 = (s32)((u32)(((u32)(((s8)dg_div_s32((s32)(((s8)bid)), (s32)(v6)))))) % 3u);
        i9 = 0;
        while (i9 < n8) {
            i9++;
            v5 = (s16)p0171_f0(sv7);
            n10 = (s32)((u32)(st->x0) % 4u);
            for (i11 = 0; i11 < n10; i11++) {
                st->x1 = ((BOOL)((s8)dg_div_s32((s32)(((s8)-65)), (s32)(v6))));
            }
        }
        n12 = (s32)((u32)(((s32)dg_fclamp((((f32)((s16)255)) * 100.0f), -2147483648.0f, 2147483520.0f))) % 4u) + 1;
        i13 = 0;
        while (i13 < n12) {
            i13++;
            n14 = (s32)((u32)(((u64)((u64)(((u64)0x7ull)) - (u64)(((u64)((u64)(((u64)bid)) << ((u32)(((u8)bid)) & 63u))))))) % 4u) + 1;
            i15 = 0;
            while (i15 < n14) {
                i15++;
                ++v6;
            }
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x0) * 7u) ^ (u32)((u64)(sv7.x) >> 32) * 9u) ^ (u32)(p0171_sh0[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 10u;
        s32 v16 = ((s32)sizeof(u8));
        u32 v17 = ((u32)((u32)(((u32)st->x0)) ^ (u32)0xffffffff));
        longlong2 sv18;
        sv18.x = ((s64)(st->x0));
        sv18.y = ((s64)gtid);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)v17;
        (void)sv18;
        v16 = (s32)p0171_f0(sv18);
        st->x0 = ((u8)__float2uint_rd(dg_fclamp(__ull2float_rn(((u64)st->x1)), 0.0f, 4294967040.0f)));
        st->h = (u32)p0171_f0(sv18);
        st->h = (((((u32)(bid) * 3u) ^ (u32)(sv18.y) * 5u) ^ (u32)(in[(7u & 7u)]) * 7u) ^ (u32)(out[(3u & 3u)]) * 9u) ^ (u32)(st->arr[(0u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 10u;
        u32 v19 = ((u32)st->x1);
        longlong2 sv20 = make_longlong2(((s64)((((((u16)56539)) < (((u16)20067)))) ? (((s64)gtid)) : (((s64)st->x1)))), ((s64)((u64)(((s64)0x95426d7c9932ffc5ull)) - (u64)(((s64)tid)))));
        s32 g21 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)sv20;
        (void)g21;
        v19 = (u32)p0171_f0(make_longlong2(((s64)(((u16)58731))), ((s64)__double2ull_rn(dg_dclamp(((f64)bid), 0.0, 18446744073709549568.0)))));
        B4:;
        st->x1 = (BOOL)(p0171_f0(make_longlong2(((s64)dg_dclamp(((f64)st->x1), -9223372036854775808.0, 9223372036854774784.0)), ((s64)sizeof(sv20)))) != 0);
        if (g21 < 1 && st->x1) {
            g21++;
            goto B4;
        }
        sv20.x = ((s64)0xe7ull);
        st->h = (((((u32)((u64)(sv20.x) >> 32) * 3u) ^ (u32)(out[(0u & 3u)]) * 5u) ^ (u32)(out[(3u & 3u)]) * 7u) ^ (u32)(st->arr[(1u & 1u)]) * 9u) ^ (u32)(p0171_sh2[(255u & 255u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((u8)((u32)(((u8)((u32)(((u8)bid)) << ((u32)(st->x0) & 31u)))) >> ((u32)((*(p0171_sh0 + ((u32)(((s32)dg_dclamp(((f64)st->x1), -2147483648.0, 2147483647.0))) & 127u)))) & 31u))));
        out[8] = (u32)(st->arr[0]);
        out[9] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0171, p0171_state, 64, 3, 8, 10, 3, 2048, 172u)
