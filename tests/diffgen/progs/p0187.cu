// diffgen program p0187: gen.py --seed 188 --name p0187 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    BOOL f0;
    u16 f1;
} p0187_S0;

FN s64 p0187_f0(s32 depth, BOOL p0)
{
    f32 v1 = ((f32)((s16)depth));
    s16 a2[16] = {0};
    s32 j3;
    for (j3 = 0; j3 < 16; j3++)
        a2[j3] = ((s16)((u32)(((s16)240)) << ((u32)(j3) & 31u)));
    s32 g4 = 0;
    s32 g5 = 0;
    s32 g6 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)g4;
    (void)g5;
    (void)g6;
    (void)h7;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((s64)((((((s8)-40)) == (((s8)p0)))) ? (((s64)depth)) : (((s64)p0))));
    B1:;
    if (((((u32)depth)) < (((u32)p0))) && ((((((u8)depth)) >= (((u8)138)))) || (((((u16)8)) == (((u16)25549)))))) return ((s64)__float2uint_ru(dg_fclamp(((f32)depth), 0.0f, 4294967040.0f)));
    if (g4 < 1 && ((((depth) <= (0))) || ((isfinite(v1) != 0)))) {
        g4++;
        goto B1;
    }
    B2:;
    --v1;
    if (g5 < 1 && ((((s8)p0)) >= (((s8)31)))) {
        g5++;
        goto B2;
    }
    B3:;
    if (g6 < 2 && ((((f64)((s16)-32768))) >= (((f64)depth)))) {
        g6++;
        goto B3;
    }
    p0 = (BOOL)(p0187_f0(depth - 1, ((BOOL)(((((s8)p0)) > (((s8)5)))))) != 0);
    h7 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ dg_fbits(v1) * 7u) ^ (u32)(a2[(0u & 15u)]) * 9u) ^ (u32)(a2[(15u & 15u)]);
    return ((s64)((u64)(((s64)((u64)(((s64)sizeof(BOOL))) * (u64)(((s64)0x999cd4698beb763ull))))) ^ (u64)h7));
}

typedef struct {
    f64 x0;
    s32 x1;
    BOOL x2;
    u32 h;
} p0187_state;

DG_SHARED s16 p0187_sh0[48];

DG_KERNEL(p0187_kernel, p0187_state)
{
    DG_BEGIN(p0187_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        u32 c10 = 0;
        u8 c14 = 0;
        st->x0 = (((f64)gtid) * ((f64)((u64)0x27ull)));
        st->x1 = ((s32)__ldg(&in[0]));
        st->x2 = ((BOOL)(((((s16)-89)) >= (((s16)__ldg(&in[2]))))));
        st->h = ((u32)dg_dclamp(__longlong_as_double((s64)0x40660fe128593b4cull), 0.0, 4294967295.0));
        p0187_sh0[tid * 1u + 0u] = ((s16)dg_dclamp(((f64)((f32)tid)), -32768.0, 32767.0));
        BOOL v8 = ((BOOL)((!(((((s64)gtid)) <= (((s64)0x3d3b8be6ef247501ull)))))));
        s32 g9 = 0;
        s32 g11 = 0;
        s32 n12 = 0, i13 = 0;
        s32 n15 = 0, i16 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)g9;
        (void)g11;
        (void)n12;
        (void)i13;
        (void)n15;
        (void)i16;
        (void)c10;
        (void)c14;
        B4:;
        st->h &= ((u32)((u32)(((c10 = ((u32)st->x1)), (u32)(c10 ^ out[((u32)(((u8)((((u8)0)) & (((u8)st->h))))) & 3u)]))) + (u32)(((u32)sizeof(u32)))));
        if (g9 < 2 && (!(((((u8)v8)) == (((u8)149)))))) {
            g9++;
            goto B4;
        }
        B5:;
        n12 = (s32)((u32)(((c14 = ((u8)tid)), (u8)(c14 ^ ((u8)84)))) % 3u);
        i13 = 0;
        do {
            n15 = (s32)((u32)(((u64)dg_dclamp(__dmul_rz(((f64)gtid), ((f64)st->x2)), 0.0, 18446744073709549568.0))) % 4u);
            for (i16 = 0; i16 < n15; i16++) {
                out[((u32)(((s32)dg_dclamp(((f64)i16), -2147483648.0, 2147483647.0))) & 3u)] = 4294967294u;
                st->x2 = ((BOOL)((!(((((u16)tid)) <= (((u16)34657)))))));
            }
        } while (++i13 < n12);
        if (g11 < 1 && ((p0187_sh0[tid * 1u + 0u]) != (((s16)3)))) {
            g11++;
            goto B5;
        }
        v8 = ((BOOL)(((((s32)-1828527031)) >= (st->x1))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(dg_dbits(st->x0) >> 32) * 7u) ^ (u32)(in[(0u & 3u)]) * 9u) ^ (u32)(in[(3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 10u;
        s32 c18 = 0;
        u64 v17 = ((u64)((u64)(((u64)0x104ull)) - (u64)(((u64)0xfffffffffffffffeull))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)c18;
        st->x2 = ((BOOL)((s64)((((v17) > (((u64)0xbb66b3d64867cc52ull)))) && (((((f32)((f64)st->x1))) >= (((f32)st->x1)))))));
        st->x0 *= rint(st->x0);
        st->h = (((((u32)(dg_dbits(st->x0) >> 32) * 3u) ^ (u32)(in[(0u & 3u)]) * 5u) ^ (u32)(out[(3u & 3u)]) * 7u) ^ (u32)(p0187_sh0[(0u % 48u)]) * 9u) ^ (u32)(p0187_sh0[(47u % 48u)]) ^ (st->h * 7u);
        st->x0 = (f64)p0187_f0((s32)((u32)(((u32)((u32)(st->h) - (u32)(bid)))) % 5u), ((BOOL)(st->x2)));
        out[4] = (u32)dg_dbits(st->x0);
        if ((gtid % 3u) == 0u && st->x2) return;
        out[5] = (u32)(dg_dbits(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)(st->x2);
        out[8] = (u32)(st->h);
        if ((gtid % 3u) == 0u && ((((u8)94)) != (((u8)254)))) return;
        out[9] = (u32)(((c18 = st->x1), (s32)(c18 ^ ((s32)((((((u8)178)) > (((u8)v17)))) ? (st->x1) : (st->x1))))));
    }
    DG_END
}

DG_PROGRAM(p0187, p0187_state, 48, 2, 4, 10, 2, 8192, 188u)
