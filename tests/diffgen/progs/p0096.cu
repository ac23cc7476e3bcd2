// diffgen program p0096: gen.py --seed 96 --name p0096 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
    s16 f1[3];
} p0096_S0;
typedef struct DG_ALIGN(8) {
    BOOL f0;
    f64 f1;
    u16 f2;
} p0096_S1;

FN u64 p0096_f0(s32 p0, double2 p1)
{
    s64 v1 = ((s64)((((s64)p0)) & (((s64)p0))));
    s32 g2 = 0;
    u32 h3 = 0;
    (void)v1;
    (void)g2;
    (void)h3;
    (void)p0;
    (void)p1;
    p0 >>= ((u32)(((u32)((((u8)v1)) > (((u8)p0))))) & 31u);
    if (((((u16)7)) <= (((u16)p0))) && ((((((f64)p0)) > (p1.y))) && (((p0) < (2116789192))))) return ((u64)p0);
    if ((((((u8)0)) >= (((u8)3)))) && ((signbit(dg_canonf(3.0f)) != 0))) {
        switch (((u32)(((s32)((u32)(__float2int_rn(dg_fclamp(((f32)p0), -2147483648.0f, 2147483520.0f))) * (u32)(((s32)((u32)(((s32)v1)) * (u32)(((s32)v1)))))))) + (u32)p0) & 7u) {
        case 1: {
            if ((!((signbit(dg_canon(((f64)-7.0f))) != 0))) && ((((u64)0x0ull)) > (((u64)p0)))) return ((u64)((u64)(((u64)v1)) + (u64)(((u64)v1))));
            break;
        }
        case 2: {
            p0 |= ((s32)((((f64)v1)) != (p1.y)));
            break;
        }
        }
    }
    B1:;
    if (((((u64)0x3full)) == (((u64)0x5c9d87a911302c30ull))) && ((((s64)p0)) <= (v1))) return ((u64)(~(u64)(((u64)v1))));
    if (g2 < 1 && (isinf(((f32)p0)) != 0)) {
        g2++;
        goto B1;
    }
    h3 = (((((u32)(p0) * 3u) ^ (u32)(v1) * 5u) ^ (u32)((u64)(v1) >> 32) * 7u) ^ (u32)dg_dbits(p1.x) * 9u) ^ (u32)(dg_dbits(p1.x) >> 32);
    return ((u64)((u64)(((u64)0x2ull)) ^ (u64)h3));
}

typedef struct {
    s8 x0;
    u64 x1;
    s32 x2;
    u64 x3;
    u32 h;
} p0096_state;

DG_SHARED u64 p0096_sh0[300];
DG_SHARED u8 p0096_sh1[300];
DG_SHARED u32 p0096_sh2[300];

DG_KERNEL(p0096_kernel, p0096_state)
{
    DG_BEGIN(p0096_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((s8)104);
        st->x1 = ((u64)((((u64)__ldg(&in[3]))) | (((u64)0x7548b9696fe4b8bcull))));
        st->x2 = ((s32)((st->x1) > (((u64)0xbebfbe908484f8e0ull))));
        st->x3 = ((u64)sizeof(f64));
        st->h = __ldg(&in[2]);
        p0096_sh0[tid * 2u + 0u] = ((u64)((u64)(((u64)0x20ull)) + (u64)(((u64)__ldg(&in[1])))));
        p0096_sh0[tid * 2u + 1u] = ((u64)((((u16)403)) <= (((u16)33130))));
        p0096_sh1[tid * 2u + 0u] = ((u8)80);
        p0096_sh1[tid * 2u + 1u] = ((u8)((((s64)0x1ull)) < (((s64)0x38d5fb262d0c9a5full))));
        p0096_sh2[tid * 2u + 0u] = __ldg(&in[3]);
        p0096_sh2[tid * 2u + 1u] = ((u32)dg_rem_u32((u32)(__ldg(&in[0])), (u32)(st->h)));
        s16 v4 = ((s16)((st->x0) == (((s8)7))));
        u32 v5 = ((u32)__float2int_rz(dg_fclamp(((f32)st->x3), -2147483648.0f, 2147483520.0f)));
        double2 sv6 = make_double2(__longlong_as_double((s64)0x3a34be76b02bbee8ull), (-(__longlong_as_double((s64)0xaa87914799ab4611ull))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v4;
        (void)v5;
        (void)sv6;
        st->x3 = p0096_f0(((s32)((u32)(st->x2) * (u32)(st->x2))), sv6);
        st->x2 = (s32)p0096_f0(((s32)((u32)(((s32)0x80000000u)) << ((u32)(p0096_sh1[tid * 2u + ((u32)(((s32)((((s16)v5)) < (((s16)14203))))) & 1u)]) & 31u))), sv6);
        st->h = (((((u32)(v5) * 3u) ^ (u32)(dg_dbits(sv6.y) >> 32) * 5u) ^ (u32)(p0096_sh1[tid * 2u + (0u & 1u)]) * 7u) ^ (u32)(p0096_sh2[tid * 2u + (0u & 1u)]) * 9u) ^ (u32)(p0096_sh2[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 8u;
        s64 v7 = ((s64)((((s64)0xf38a8681445e9497ull)) ^ (((s64)st->x3))));
        double2 sv8 = make_double2(((f64)st->x1), fmax(((f64)v7), ((f64)st->x0)));
        s32 n9 = 0, i10 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v7;
        (void)sv8;
        (void)n9;
        (void)i10;
        st->h >>= ((u32)(((u32)dg_dclamp(((f64)bid), 0.0, 4294967295.0))) & 31u);
        v7 = ((s64)__double2ull_rn(dg_dclamp(((f64)gtid), 0.0, 18446744073709549568.0)));
        n9 = (s32)((u32)(((u8)((u32)(((u8)dg_div_u32((u32)(p0096_sh1[((u32)(((u32)((u32)(((u32)st->x0)) - (u32)(tid)))) % 300u)]), (u32)(((u8)31))))) >> ((u32)(((s32)((((gtid) < (tid))) && (((((u8)32)) > (((u8)231))))))) & 31u)))) % 4u);
        i10 = 0;
        do {
            ++st->x0;
            if (((((f32)st->x3) / 1.0f)) != ((__uint_as_float(0x4f000000u) * ((f32)((f64)bid))))) {
                if ((gtid % 7u) == 1u && (signbit(dg_canon(((f64)p0096_sh2[((u32)(((u32)__double2int_rz(dg_dclamp(sv8.x, -2147483648.0, 2147483647.0)))) % 300u)]))) != 0)) return;
            } else {
                st->x3 = p0096_f0(st->x2, sv8);
            }
        } while (++i10 < n9);
        st->h = (((((u32)(tid) * 3u) ^ (u32)(dg_dbits(sv8.x) >> 32) * 5u) ^ (u32)(dg_dbits(sv8.y) >> 32) * 7u) ^ (u32)(p0096_sh1[(299u % 300u)]) * 9u) ^ (u32)(p0096_sh2[(299u % 300u)]) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->x3);
        out[5] = (u32)((u64)(st->x3) >> 32);
        out[6] = (u32)(st->h);
        out[7] = (u32)(st->x1);
    }
    DG_END
}

DG_PROGRAM(p0096, p0096_state, 150, 1, 4, 8, 2, 2048, 96u)
