// diffgen program p0099: gen.py --seed 99 --name p0099 --include ../twin.h
#include "../twin.h"

typedef struct {
    s16 f0;
    s16 f1;
} p0099_S0;
typedef struct DG_ALIGN(16) {
    u32 f0;
    u64 f1[4];
} p0099_S1;

FN s32 p0099_f0(s64 p0, DG_REF(f32) p1, u64 p2)
{
    s32 c6 = 0;
    u64 v1 = ((u64)((u64)(((u64)p0)) >> ((u32)(((s32)p0)) & 63u)));
    BOOL v2 = ((BOOL)((!(((v1) != (((u64)p0)))))));
    u32 a3[8] = {0};
    s32 j4;
    for (j4 = 0; j4 < 8; j4++)
        a3[j4] = 369448323u;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)h5;
    (void)c6;
    (void)p0;
    (void)p1;
    (void)p2;
    p0 |= ((s64)dg_div_s64((s64)(((s64)((((((s64)v2)) != (p0))) ? (p0) : (p0)))), (s64)(((s64)dg_div_s64((s64)(((s64)v1)), (s64)(((s64)p2)))))));
    DG_R(p1) += copysignf((-(DG_R(p1))), dg_canonf((DG_R(p1) + DG_R(p1))));
    h5 = (((((u32)((u64)(p0) >> 32) * 3u) ^ (u32)(p2) * 5u) ^ (u32)(v1) * 7u) ^ (u32)((u64)(v1) >> 32) * 9u) ^ (u32)(a3[(0u & 7u)]);
    return ((s32)((u32)(((s32)((((c6 = ((s32)v2)), (s32)(c6 ^ ((s32)v1)))) | (((s32)-2147483647))))) ^ (u32)h5));
}

FN void p0099_f1(f64 p0, DG_REF(f64) p1)
{
    BOOL v7 = ((BOOL)(((((u64)0x3b325271b4cd7587ull)) != (((u64)0x8820aa64806c8b39ull)))));
    f64 v8 = ((f64)v7);
    s32 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = ((s32)dg_fclamp(((f32)j10), -2147483648.0f, 2147483520.0f));
    f32 v11 = 0.0f;
    u32 h12 = 0;
    (void)v7;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)v11;
    (void)h12;
    (void)p0;
    (void)p1;
    p0 = (f64)p0099_f0(((s64)0xffffffffffffff3aull), DG_A(v11), ((u64)((((u64)0x20ull)) | (((u64)__double2uint_rn(dg_dclamp(((f64)((u64)v7)), 0.0, 4294967295.0)))))));
    if (((((u32)v7)) > (584770150u)) && ((a9[((u32)(((s32)((u32)(((s32)v7)) << ((u32)(((u8)v7)) & 31u)))) & 7u)]) >= (((s32)-1409449730)))) return;
    h12 = (((((u32)dg_dbits(p0) * 3u) ^ (u32)(v7) * 5u) ^ (u32)dg_dbits(v8) * 7u) ^ (u32)(a9[(0u & 7u)]) * 9u) ^ (u32)(a9[(7u & 7u)]);
    DG_R(p1) = (DG_R(p1) + (f64)(h12 & 255u));
    return;
}

FN s32 p0099_f2(f64 p0, u8 p1, DG_REF(p0099_S0) p2)
{
    s32 v13 = ((s32)(0u));
    s16 v14 = ((s16)85);
    f32 v15 = 0.0f;
    u32 h16 = 0;
    (void)v13;
    (void)v14;
    (void)v15;
    (void)h16;
    (void)p0;
    (void)p1;
    (void)p2;
    switch (((u32)(__double2uint_rz(dg_dclamp((((f64)((f32)p1)) + ((f64)v13)), 0.0, 4294967295.0))) + (u32)v13) & 3u) {
    case 3: {
        v14 = (s16)p0099_f0(((s64)v13), DG_A(v15), ((u64)((u64)(((u64)0xbd2bc4b049ed1d26ull)) << ((u32)(31u) & 63u))));
        break;
    }
    default: {
        v14 = (s16)p0099_f0(((s64)((((s64)0x7ull)) | (((s64)v14)))), DG_A(v15), ((u64)v13));
        break;
    }
    }
    p1 = ((u8)(((s8)((((s8)3)) & (((s8)v14))))));
    h16 = (((((u32)(dg_dbits(p0) >> 32) * 3u) ^ (u32)(v14) * 5u) ^ dg_fbits(v15) * 7u) ^ (u32)(DG_R(p2).f0) * 9u) ^ (u32)(DG_R(p2).f1);
    return ((s32)((u32)(((s32)dg_div_s32((s32)(((s32)((u32)(2147483647) << ((u32)(v13) & 31u)))), (s32)(((s32)((v13) ^ (v13))))))) ^ (u32)h16));
}

typedef struct {
    u16 x0;
    u64 x1;
    u16 x2;
    s16 x3;
    u32 h;
} p0099_state;

DG_KERNEL(p0099_kernel, p0099_state)
{
    DG_BEGIN(p0099_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((u16)325);
        st->x1 = ((u64)((u64)(((u64)0x2ull)) + (u64)(((u64)__ldg(&in[2])))));
        st->x2 = ((u16)((((u8)8)) != (((u8)138))));
        st->x3 = ((s16)dg_rem_s32((s32)(((s16)__ldg(&in[6]))), (s32)(((s16)bid))));
        st->h = ((u32)((u32)(__ldg(&in[4])) + (u32)(__ldg(&in[2]))));
        f32 v17 = ((f32)((u8)st->x3));
        p0099_S0 sv18;
        sv18.f0 = ((s16)st->x0);
        sv18.f1 = ((s16)((s32)(((s16)-168)) >> ((u32)(tid) & 31u)));
        s32 g19 = 0;
        f64 v20 = 0.0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)sv18;
        (void)g19;
        (void)v20;
        B1:;
        sv18.f0 = ((s16)dg_dclamp(((f64)((s16)st->x2)), -32768.0, 32767.0));
        if (g19 < 2 && (!(((((u32)st->x3)) > (gtid))))) {
            g19++;
            goto B1;
        }
        v17 -= (((f32)st->h) + ((f32)st->x1));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(st->x3) * 7u) ^ dg_fbits(v17) * 9u) ^ (u32)(in[(0u % 7u)]) ^ (st->h * 7u);
        p0099_f1(((((f64)__uint_as_float(0x7f7fffffu)) * ((f64)bid)) - ((f64)st->x1)), DG_A(v20));
        st->x0 = (u16)p0099_f2((((f64)((s32)gtid)) + v20), ((u8)st->x1), DG_A(sv18));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->x3);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((s64)((((s64)((((s64)0x75e5696379e89037ull)) & (((s64)st->x1))))) ^ (((s64)st->x2)))));
        out[7] = (u32)(((u8)63));
    }
    DG_END
}

DG_PROGRAM(p0099, p0099_state, 48, 2, 7, 8, 1, 2048, 99u)
