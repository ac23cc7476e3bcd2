// diffgen program p0136: gen.py --seed 137 --name p0136 --include ../twin.h
#include "../twin.h"

typedef struct {
    u32 f0;
} p0136_S0;

FN u64 p0136_f0(s32 depth, DG_REF(uchar4) p0, u32 p1)
{
    s64 v1 = ((s64)((((s64)p1)) & (((s64)p1))));
    s32 g2 = 0;
    s32 n3 = 0, i4 = 0;
    s32 g5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)g2;
    (void)n3;
    (void)i4;
    (void)g5;
    (void)h6;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((u64)((u64)(((u64)v1)) >> ((u32)(DG_R(p0).x) & 63u)));
    v1 = (s64)p0136_f0(depth - 1, DG_A(DG_R(p0)), ((u32)((u32)(0u) * (u32)(p1))));
    v1 ^= ((s64)((u64)(((s64)(depth))) * (u64)(v1)));
    B1:;
    if ((((s16)dg_rem_s32((s32)(((s16)32767)), (s32)(((s16)p1))))) > (((s16)(0u)))) {
        n3 = (s32)((u32)(((u64)((u64)(((u64)0x8aull)) << ((u32)(p1) & 63u)))) % 3u);
        i4 = 0;
        do {
            v1 ^= ((s64)p1);
            v1 ^= ((s64)(~(u64)(((s64)p1))));
        } while (++i4 < n3);
    } else {
        p1 ^= ((u32)((u32)(((u32)sizeof(DG_R(p0)))) >> ((u32)(DG_R(p0).z) & 31u)));
    }
    if (g2 < 2 && ((((u64)v1)) <= (((u64)0xfd03cde5b806696eull)))) {
        g2++;
        goto B1;
    }
    B2:;
    p1 = ((u32)((((u32)((u32)(p1) >> ((u32)(((u8)228)) & 31u)))) ^ (((u32)((((((u64)depth)) == (((u64)0x228569761dc103e4ull)))) ? (p1) : (p1))))));
    if (g5 < 1 && ((((u8)depth)) == (((u8)p1)))) {
        g5++;
        goto B2;
    }
    h6 = (((((u32)(depth) * 3u) ^ (u32)((u64)(v1) >> 32) * 5u) ^ (u32)(DG_R(p0).x) * 7u) ^ (u32)(DG_R(p0).y) * 9u) ^ (u32)(DG_R(p0).w);
    return ((u64)((u64)(((u64)p1)) ^ (u64)h6));
}

FN s8 p0136_f1(s64 p0, DG_REF(u64) p1)
{
    u8 c10 = 0;
    s32 v7 = ((s32)((u32)(((s32)p0)) * (u32)(255)));
    BOOL v8 = ((BOOL)((u8)p0));
    uchar4 sv9 = make_uchar4(((u8)((u32)(((u8)0)) * (u32)(((u8)0)))), ((u8)((((u8)220)) < (((u8)13)))), ((c10 = ((u8)218)), (u8)(c10 ^ ((u8)p0))), ((u8)((((u8)DG_R(p1))) & (((u8)163)))));
    s32 g11 = 0;
    u32 h12 = 0;
    (void)v7;
    (void)v8;
    (void)sv9;
    (void)g11;
    (void)h12;
    (void)c10;
    (void)p0;
    (void)p1;
    B3:;
    v7 = ((s32)((u32)(255) << ((u32)(2u) & 31u)));
    if (g11 < 2 && (!(((((s32)p0)) > (((s32)-150272357)))))) {
        g11++;
        goto B3;
    }
    h12 = (((((u32)(DG_R(p1)) * 3u) ^ (u32)((u64)(DG_R(p1)) >> 32) * 5u) ^ (u32)(sv9.x) * 7u) ^ (u32)(sv9.y) * 9u) ^ (u32)(sv9.w);
    return ((s8)((u32)(((s8)v8)) ^ (u32)h12));
}

typedef struct {
    f32 x0;
    f32 x1;
    BOOL x2;
    u32 x3;
    u32 h;
} p0136_state;

DG_SHARED f32 p0136_sh0[66];

DG_KERNEL(p0136_kernel, p0136_state)
{
    DG_BEGIN(p0136_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        s64 c18 = 0;
        st->x0 = truncf(((f32)__ldg(&in[3])));
        st->x1 = __uint_as_float(0xff800000u);
        st->x2 = ((BOOL)((signbit(dg_canon(((f64)((u16)204)))) != 0)));
        st->x3 = ((u32)((gtid) | (((u32)st->x2))));
        st->h = ((u32)sizeof(u16));
        p0136_sh0[tid * 2u + 0u] = ((f32)((u64)bid));
        p0136_sh0[tid * 2u + 1u] = (st->x1 * st->x0);
        u64 v13 = ((u64)((u64)0 - (u64)(((u64)0xffull))));
        s64 v14 = ((s64)((((((f64)((u32)v13))) <= (__longlong_as_double((s64)0x3810000000000000ull)))) ? (((s64)st->x3)) : (((s64)0xaa88e2f670b8cfa5ull))));
        uchar4 sv15;
        sv15.x = ((u8)((u32)0 - (u32)(((u8)gtid))));
        sv15.y = ((u8)__sad(31, 3, st->x3));
        sv15.z = ((u8)((u32)(((u8)255)) - (u32)(((u8)v14))));
        sv15.w = ((u8)__float2int_rd(dg_fclamp(((f32)tid), -2147483648.0f, 2147483520.0f)));
        s32 n16 = 0, i17 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)v14;
        (void)sv15;
        (void)n16;
        (void)i17;
        (void)c18;
        switch (((u32)(((s32)((((s32)((u32)(((s32)-416174788)) * (u32)(((s32)tid))))) ^ (((s32)((u32)(1914008876) << ((u32)(((u8)1)) & 31u))))))) + (u32)gtid) & 3u) {
        case 0: {
            n16 = (s32)((u32)(((u8)((u32)(((u8)((u32)(((u8)gtid)) - (u32)(sv15.z)))) - (u32)(((u8)((sv15.w) ^ (((u8)1)))))))) % 4u);
            for (i17 = 0; i17 < n16; i17++) {
                st->x0 = ((f32)((f64)bid));
            }
            break;
        }
        case 1: {
            v13 = (u64)p0136_f1(((c18 = ((s64)((u64)(((s64)tid)) * (u64)(((s64)gtid))))), (s64)(c18 ^ ((s64)(signbit(dg_canon(__longlong_as_double((s64)0x000fffffffffffffull))) != 0)))), DG_A(v13));
            break;
        }
        case 2: {
            st->x0 = (f32)p0136_f1(((s64)((s64)(v14) >> ((u32)(((u8)255)) & 63u))), DG_A(v13));
            break;
        }
        case 3: {
            sv15.w = ((u8)dg_dclamp(((f64)st->x3), 0.0, 255.0));
            break;
        }
        default: {
            if ((sv15.w) > (((u8)169))) {
                v14 = (s64)p0136_f1(((s64)((s64)(((s64)st->h)) >> ((u32)(gtid) & 63u))), DG_A(v13));
            }
            break;
        }
        }
        st->x2 = ((BOOL)((s64)((((s64)tid)) & (((s64)0xffull)))));
        st->h = (((((u32)(bid) * 3u) ^ dg_fbits(st->x0) * 5u) ^ (u32)(sv15.x) * 7u) ^ (u32)(in[(6u % 7u)]) * 9u) ^ dg_fbits(p0136_sh0[tid * 2u + (1u & 1u)]) ^ (st->h * 7u);
        v13 = p0136_f0((s32)((u32)(((u32)((bid) & (st->x3)))) % 5u), DG_A(sv15), ((u32)((((((s32)st->x2)) > (((s32)-890093972)))) && (((((f64)tid)) >= (((f64)st->h)))))));
        out[2] = dg_fbits(st->x0);
        out[3] = dg_fbits(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->x3);
        out[6] = (u32)(st->h);
        out[7] = dg_fbits(((st->x2) ? (((f32)st->x3) + st->x0) : (((f32)st->h) * ((f32)tid))));
    }
    DG_END
}

DG_PROGRAM(p0136, p0136_state, 33, 1, 7, 8, 1, 8192, 137u)
