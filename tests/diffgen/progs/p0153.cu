// diffgen program p0153: gen.py --seed 154 --name p0153 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s64 f0;
    s64 f1;
} p0153_S0;

FN s64 p0153_f0(DG_REF(u64) p0)
{
    u16 v1 = ((u16)7);
    u16 v2 = ((u16)(DG_R(p0)));
    s32 n3 = 0, i4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)n3;
    (void)i4;
    (void)h5;
    (void)p0;
    v2 = ((u16)((((((s32)v2)) > (((s32)-1726841067)))) ? (v2) : (((u16)DG_R(p0)))));
    if (((!(((((s16)DG_R(p0))) >= (((s16)-27817)))))) || (((((DG_R(p0)) > (((u64)0xe74a816d05c6d425ull)))) || (((((u8)32)) != (((u8)254))))))) {
        n3 = (s32)((u32)(((u64)((u64)(((u64)dg_fclamp(((f32)v1), 0.0f, 18446742974197923840.0f))) << ((u32)(((u8)255)) & 63u)))) % 8u);
        for (i4 = 0; i4 < n3; i4++) {
            DG_R(p0) = ((u64)__byte_perm(((u32)((u32)(547u) << ((u32)(((u8)1)) & 31u))), ((u32)sizeof(u64)), ((u32)((((((f32)((s32)v1))) == (((f32)__longlong_as_double((s64)0xbcefac113ba26fe9ull))))) || (((((f32)v1)) <= (((f32)((u8)172)))))))));
        }
    }
    h5 = ((((u32)(DG_R(p0)) * 3u) ^ (u32)((u64)(DG_R(p0)) >> 32) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(v2);
    return ((s64)((u64)(((s64)((((s64)dg_fclamp(((f32)DG_R(p0)), -9223372036854775808.0f, 9223371487098961920.0f))) ^ (((s64)((u64)(((s64)0x5ddf64f9eca8c89ull)) + (u64)(((s64)v1)))))))) ^ (u64)h5));
}

FN s64 p0153_f1(u64 *p0)
{
    BOOL v6 = ((BOOL)(((((s8)127)) == (((s8)-48)))));
    f32 v7 = __fmul_ru(((f32)((f64)v6)), ((f32)((f64)v6)));
    u64 a8[4] = {0};
    s32 j9;
    for (j9 = 0; j9 < 4; j9++)
        a8[j9] = ((u64)0x9fed850e5a8fe86full);
    s32 n10 = 0, i11 = 0;
    u32 h12 = 0;
    (void)v6;
    (void)v7;
    (void)a8;
    (void)j9;
    (void)n10;
    (void)i11;
    (void)h12;
    (void)p0;
    v6 = ((BOOL)(((((u16)__rhadd(((s32)v6), ((s32)-232)))) >= (((u16)v6)))));
    n10 = (s32)((u32)(((u64)((u64)(((u64)v6)) - (u64)(((u64)sizeof(u8)))))) % 8u);
    i11 = 0;
    while (i11 < n10) {
        i11++;
        if ((((s16)100)) <= (((s16)i11))) goto F1;
        v6 = ((BOOL)(((((u16)i11)) != (((u16)5146)))));
    }
    F1:;
    h12 = ((((dg_fbits(v7) * 3u) ^ (u32)(p0[(1u & 1u)]) * 5u) ^ (u32)((u64)(a8[(0u & 3u)]) >> 32) * 7u) ^ (u32)(a8[(3u & 3u)]) * 9u) ^ (u32)((u64)(a8[(3u & 3u)]) >> 32);
    return ((s64)((u64)(((s64)(((u8)((u32)(((u8)v6)) >> ((u32)(((s32)v6)) & 31u)))))) ^ (u64)h12));
}

FN s32 p0153_f2(u8 p0, DG_REF(s16) p1)
{
    u32 c18 = 0;
    s8 v13 = ((s8)((s32)(((s8)p0)) >> ((u32)(((s32)0x80000000u)) & 31u)));
    u8 v14 = ((u8)((u32)(((u8)78)) - (u32)(p0)));
    u64 a15[8] = {0};
    s32 j16;
    for (j16 = 0; j16 < 8; j16++)
        a15[j16] = ((u64)p0);
    uint4 sv17;
    sv17.x = ((c18 = ((u32)v14)), (u32)(c18 ^ ((u32)p0)));
    sv17.y = ((u32)dg_div_u32((u32)(((u32)DG_R(p1))), (u32)(((u32)DG_R(p1)))));
    sv17.z = ((u32)((((a15[((u32)(((s32)((((s32)p0)) | (((s32)-953833318))))) & 7u)]) < (((u64)v13)))) ? (((u32)DG_R(p1))) : (532u)));
    sv17.w = ((u32)p0);
    s32 g19 = 0;
    u64 v20 = 0;
    s32 g21 = 0;
    u32 h22 = 0;
    (void)v13;
    (void)v14;
    (void)a15;
    (void)j16;
    (void)sv17;
    (void)g19;
    (void)v20;
    (void)g21;
    (void)h22;
    (void)c18;
    (void)p0;
    (void)p1;
    B2:;
    if (isinf((((f32)p0) + ((f32)v13))) != 0) {
        p0 = (u8)p0153_f0(DG_A(v20));
    } else {
        DG_R(p1) = ((s16)(((s64)(v13))));
    }
    if (g19 < 1 && ((((u32)v20)) != (1591747381u))) {
        g19++;
        goto B2;
    }
    B3:;
    sv17.z = sv17.y;
    if (g21 < 2 && ((v13) >= (((s8)-111)))) {
        g21++;
        goto B3;
    }
    h22 = (((((u32)(sv17.x) * 3u) ^ (u32)(sv17.y) * 5u) ^ (u32)(sv17.z) * 7u) ^ (u32)(sv17.w) * 9u) ^ (u32)(a15[(0u & 7u)]);
    return ((s32)((u32)(((s32)(((s64)((((((f64)p0)) > (((f64)v13)))) ? (((s64)0x8ec512c9caca22e1ull)) : (((s64)0x3ull))))))) ^ (u32)h22));
}

typedef struct {
    u32 x0;
    u8 x1;
    s64 x2;
    f64 x3;
    u32 h;
} p0153_state;

DG_SHARED s32 p0153_sh0[64];
DG_SHARED u32 p0153_sh1[64];

DG_KERNEL(p0153_kernel, p0153_state)
{
    DG_BEGIN(p0153_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 9u;
        s8 c27 = 0;
        u32 c30 = 0;
        st->x0 = ((u32)dg_fclamp(((f32)((u64)__ldg(&in[6]))), 0.0f, 4294967040.0f));
        st->x1 = ((u8)__ldg(&in[0]));
        st->x2 = ((s64)((((s64)0x0ull)) | (((s64)__ldg(&in[0])))));
        st->x3 = -1.0;
        st->h = ((u32)((u32)(((u32)st->x1)) >> ((u32)(((s32)0x80000000u)) & 31u)));
        p0153_sh0[tid * 1u + 0u] = ((s32)((u32)0 - (u32)(((s32)__ldg(&in[7])))));
        p0153_sh1[tid * 1u + 0u] = st->h;
        f64 v23 = (((f64)st->x0) * ((f64)((s16)st->x0)));
        f64 v24 = ((f64)((s16)bid));
        u64 a25[8] = {0};
        s32 j26;
        for (j26 = 0; j26 < 8; j26++)
            a25[j26] = ((u64)abs(dg_nomin32(j26)));
        s32 n28 = 0, i29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v23;
        (void)v24;
        (void)a25;
        (void)j26;
        (void)n28;
        (void)i29;
        (void)c27;
        (void)c30;
        if ((((c27 = ((s8)gtid)), (s8)(c27 ^ ((s8)-127)))) != (((s8)44))) {
            n28 = (s32)((u32)(((s32)((((s32)((u32)(((s32)st->x2)) + (u32)(((s32)st->h))))) ^ (((s32)0x80000000u))))) % 7u) + 1;
            i29 = 0;
            while (i29 < n28) {
                i29++;
                st->x0 = ((u32)dg_div_u32((u32)(3u), (u32)(p0153_sh1[tid * 1u + 0u])));
                st->x2 >>= ((u32)(((c30 = st->x0), (u32)(c30 ^ p0153_sh1[tid * 1u + 0u]))) & 63u);
            }
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x1) * 7u) ^ (u32)dg_dbits(st->x3) * 9u) ^ (u32)(p0153_sh0[tid * 1u + 0u]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 9u;
        f32 v31 = (((f32)st->x2) * __uint_as_float(0x818bfc61u));
        u64 a32[8] = {0};
        s32 j33;
        for (j33 = 0; j33 < 8; j33++)
            a32[j33] = ((u64)((((f64)st->x1)) >= (((f64)st->h))));
        s16 v34 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v31;
        (void)a32;
        (void)j33;
        (void)v34;
        st->x1 = ((u8)__clz(((s32)st->x1)));
        st->h = (u32)p0153_f1(a32 + ((u32)(((u32)sizeof(u16))) % 7u));
        if ((((s8)st->x1)) > (((s8)sizeof(f64)))) {
            if ((((((s32)-733876411)) <= (((s32)-1451767830)))) && (((((u64)tid)) != (((u64)gtid))))) {
                st->h = ((u32)((((((s8)st->x2)) < (((s8)32)))) ? (((u32)dg_fclamp(v31, 0.0f, 4294967040.0f))) : (((u32)st->x1))));
            } else {
                p0153_sh0[tid * 1u + 0u] = ((s32)(((s8)((((((s16)st->x1)) == (((s16)18115)))) || ((((*(a32 + ((u32)(((u32)((u32)(((u32)st->x2)) ^ (u32)0xffffffff))) & 7u)))) != (a32[((u32)(((u8)((st->x1) ^ (((u8)gtid))))) & 7u)])))))));
            }
        }
        if ((gtid % 5u) == 0u && ((p0153_sh0[tid * 1u + 0u]) >= (((s32)-115)))) return;
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ (u32)(gtid) * 7u) ^ (u32)(st->x2) * 9u) ^ (u32)((u64)(a32[(0u & 7u)]) >> 32) ^ (st->h * 7u);
        st->h = (u32)p0153_f2(((u8)dg_dclamp((((f64)gtid) - -7.0), 0.0, 255.0)), DG_A(v34));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)((u64)(st->x2) >> 32);
        out[4] = (u32)dg_dbits(st->x3);
        out[5] = (u32)(dg_dbits(st->x3) >> 32);
        out[6] = (u32)(st->h);
        out[7] = (u32)dg_dbits(((f64)((u32)((((((s32)st->h)) != (1))) ? (gtid) : (514u)))));
        if ((gtid % 3u) == 0u && ((((((u16)65535)) >= (((u16)v34)))) && (((v31) > (((f32)bid)))))) return;
        out[8] = (u32)(((BOOL)(((((u64)(((s8)st->x1)))) != (((u64)0x20ull))))));
    }
    DG_END
}

DG_PROGRAM(p0153, p0153_state, 64, 3, 8, 9, 2, 2048, 154u)
