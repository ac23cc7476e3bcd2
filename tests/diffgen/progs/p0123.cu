// diffgen program p0123: gen.py --seed 124 --name p0123 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    BOOL f0;
    BOOL f1;
    s32 f2[2];
} p0123_S0;
typedef struct {
    u32 f0[3];
    f32 f1;
} p0123_S1;

FN s16 p0123_f0(u16 p0, DG_REF(u8) p1, u64 p2)
{
    f32 v1 = 1.0e10f;
    s64 v2 = ((s64)p2);
    s32 g3 = 0;
    s32 n4 = 0, i5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)n4;
    (void)i5;
    (void)h6;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((((u32)p0)) <= (2253311588u)) {
        if ((__ll2double_rd(v2)) == (((f64)p2))) {
        }
    } else {
    }
    p0 >>= ((u32)(0u) & 15u);
    B1:;
    n4 = (s32)((u32)(((u64)((u64)(((u64)((((p0) <= (((u16)8)))) ? (((u64)v2)) : (((u64)DG_R(p1)))))) * (u64)(((u64)(+(((u64)p0)))))))) % 4u) + 1;
    for (i5 = 0; i5 < n4; i5++) {
        if ((!(((((u16)38502)) < (p0)))) && ((((((u64)0x1ull)) >= (((u64)i5)))) && (((((u32)i5)) <= (((u32)p2)))))) return ((s16)-146);
        DG_R(p1) = ((u8)((u32)(((u8)__float_as_int(dg_canonf(((f32)p2))))) >> ((u32)(((u32)((((u32)DG_R(p1))) & (((u32)p2))))) & 31u)));
    }
    if (g3 < 2 && ((((u32)p2)) >= (((u32)DG_R(p1))))) {
        g3++;
        goto B1;
    }
    if ((umax(((u32)p0), 1477923657u)) <= (((u32)(((u8)138))))) {
        DG_R(p1) = ((u8)(~(u32)(((u8)p2))));
    } else {
        v2 ^= ((s64)((((u8)v2)) == (((u8)35))));
    }
    h6 = (((((u32)(p0) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)(p2) * 7u) ^ dg_fbits(v1) * 9u) ^ (u32)((u64)(v2) >> 32);
    return ((s16)((u32)(((s16)DG_R(p1))) ^ (u32)h6));
}

FN BOOL p0123_f1(s64 p0, DG_REF(p0123_S1) p1)
{
    s8 v7 = ((s8)((u32)(((s8)p0)) - (u32)(((s8)p0))));
    s16 a8[16] = {0};
    s32 j9;
    for (j9 = 0; j9 < 16; j9++)
        a8[j9] = ((s16)((((s16)p0)) > (((s16)-2508))));
    p0123_S1 sv10;
    sv10.f0[0] = ((u32)dg_fclamp(1.0f, 0.0f, 4294967040.0f));
    sv10.f0[1] = ((u32)v7);
    sv10.f0[2] = ((u32)((u32)(((u32)v7)) * (u32)(1u)));
    sv10.f1 = (((f32)((u64)v7)) + ((f32)v7));
    s32 g11 = 0;
    u8 v12 = 0;
    u32 h13 = 0;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)sv10;
    (void)g11;
    (void)v12;
    (void)h13;
    (void)p0;
    (void)p1;
    B2:;
    if (!(((p0) == (((s64)0x5bc50fb1ba1e8359ull))))) {
        if ((((u32)(((s64)v7)))) > (((u32)(~(u32)(DG_R(p1).f0[1]))))) {
            v7 = (s8)p0123_f0(((u16)8), DG_A(v12), ((u64)((((v12) > (((u8)239)))) ? (((u64)((u64)(((u64)p0)) >> ((u32)(v12) & 63u)))) : (((u64)v12)))));
        }
    } else {
        p0 |= ((s64)(v12));
    }
    if (g11 < 2 && ((378u) == (sv10.f0[0]))) {
        g11++;
        goto B2;
    }
    h13 = (((((u32)(p0) * 3u) ^ (u32)(v7) * 5u) ^ (u32)(DG_R(p1).f0[2]) * 7u) ^ dg_fbits(DG_R(p1).f1) * 9u) ^ (u32)(a8[(0u & 15u)]);
    return ((BOOL)(((u32)(((BOOL)(((((s16)((u32)(((s16)-290)) + (u32)(((s16)63))))) > (((s16)-3390)))))) ^ h13) & 1u));
}

typedef struct {
    s16 x0;
    s16 x1;
    u32 x2;
    u32 h;
} p0123_state;

DG_SHARED s16 p0123_sh0[140];

DG_KERNEL(p0123_kernel, p0123_state)
{
    DG_BEGIN(p0123_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 9u;
        s16 c14 = 0;
        s64 c15 = 0;
        u32 c18 = 0;
        st->x0 = ((s16)759);
        st->x1 = ((c14 = ((s16)16)), (s16)(c14 ^ st->x0));
        st->x2 = ((u32)((u32)(out[((u32)(((c15 = ((s64)0xfffffffffffffee9ull)), (s64)(c15 ^ ((s64)__ldg(&in[2]))))) & 3u)]) + (u32)(358u)));
        st->h = ((u32)(isnan(__uint_as_float(0x00800000u)) != 0));
        p0123_sh0[tid * 2u + 0u] = ((s16)((u32)0 - (u32)(st->x1)));
        p0123_sh0[tid * 2u + 1u] = st->x0;
        u64 v16 = ((u64)((((u64)0xfffffffffffffffeull)) ^ (((u64)0x2ull))));
        p0123_S1 sv17;
        sv17.f0[0] = (*(out + ((u32)(((s64)tid)) & 3u)));
        sv17.f0[1] = ((u32)sizeof(s32));
        sv17.f0[2] = ((c18 = (*(out + ((u32)(((u32)__double_as_longlong(dg_canon(((f64)st->x1))))) & 3u)))), (u32)(c18 ^ ((u32)st->x0)));
        sv17.f1 = (100.0f * ((f32)tid));
        u8 v19 = 0;
        s32 g20 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)sv17;
        (void)v19;
        (void)g20;
        (void)c14;
        (void)c15;
        (void)c18;
        if ((((((((u8)0)) <= (((u8)8)))) ? sv17.f1 : -2.5f)) >= (__fsqrt_rz(((f32)((s32)st->x1))))) {
            v16 >>= ((u32)(((u32)dg_rem_u32((u32)(((u32)v16)), (u32)(gtid)))) & 63u);
        } else {
            st->x1 = p0123_f0(((u16)((((u16)st->x1)) | (((u16)st->x1)))), DG_A(v19), ((u64)0x1ull));
        }
        v19 = ((u8)((u32)(v19) << ((u32)(7) & 31u)));
        B3:;
        st->x0 = ((s16)((u32)(p0123_sh0[tid * 2u + ((u32)(8) & 1u)]) + (u32)(((s16)-44))));
        if (g20 < 3 && ((((s64)gtid)) == (((s64)0x9c4e1a033e6af4eeull)))) {
            g20++;
            goto B3;
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(sv17.f0[0]) * 5u) ^ (u32)(in[(0u % 5u)]) * 7u) ^ (u32)(in[(4u % 5u)]) * 9u) ^ (u32)(out[(0u & 3u)]) ^ (st->h * 7u);
        st->x0 = (s16)p0123_f1(((s64)v16), DG_A(sv17));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        if ((gtid % 7u) == 1u && ((sv17.f1) > (((f32)((f64)gtid))))) return;
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s8)(((u16)65534))));
    }
    DG_END
}

DG_PROGRAM(p0123, p0123_state, 70, 1, 5, 9, 1, 2048, 124u)
