// diffgen program p0196: gen.py --seed 197 --name p0196 --include ../twin.h
#include "../twin.h"

typedef struct {
    u8 f0[2];
} p0196_S0;

FN f32 p0196_f0(s32 depth, DG_REF(u8) p0)
{
    u8 c8 = 0;
    u16 v1 = ((u16)((u32)(((u16)62252)) << ((u32)(1158192796u) & 31u)));
    f32 v2 = ((f32)432u);
    u64 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = ((u64)((((u64)v1)) & (((u64)v1))));
    uchar4 sv5;
    sv5.x = ((u8)((u32)(DG_R(p0)) >> ((u32)(((u8)depth)) & 31u)));
    sv5.y = ((u8)dg_fclamp(((f32)((f64)v1)), 0.0f, 255.0f));
    sv5.z = ((u8)__float2ull_rd(dg_fclamp(((f32)((f64)DG_R(p0))), 0.0f, 18446742974197923840.0f)));
    sv5.w = ((u8)((((u8)v1)) ^ (DG_R(p0))));
    s32 n6 = 0, i7 = 0;
    u32 h9 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)n6;
    (void)i7;
    (void)h9;
    (void)c8;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((f32)0.0000152587890625);
    sv5.w = ((u8)v1);
    n6 = (s32)((u32)(((s32)((u32)(((s32)((u32)(((s32)-1367322860)) << ((u32)(sv5.y) & 31u)))) ^ (u32)0xffffffff))) % 4u);
    for (i7 = 0; i7 < n6; i7++) {
        ++DG_R(p0);
    }
    DG_R(p0) = ((c8 = ((u8)167)), (u8)(c8 ^ DG_R(p0)));
    if (((((f32)((f64)DG_R(p0)))) <= (v2)) && ((16u) >= (3429494945u))) return ((f32)((s16)-32767));
    v1 = (u16)dg_fclamp(p0196_f0(depth - 1, DG_A(DG_R(p0))), 0.0f, 65535.0f);
    h9 = (((((u32)(depth) * 3u) ^ (u32)(v1) * 5u) ^ dg_fbits(v2) * 7u) ^ (u32)((u64)(a3[(0u & 15u)]) >> 32) * 9u) ^ (u32)((u64)(a3[(15u & 15u)]) >> 32);
    return (__fsqrt_rn((v2 + v2)) + (f32)(h9 & 255u));
}

FN s16 p0196_f1(s8 p0, DG_REF(p0196_S0) p1, uchar4 p2)
{
    s8 v10 = p0;
    f32 a11[8] = {0};
    s32 j12;
    for (j12 = 0; j12 < 8; j12++)
        a11[j12] = (100.0f / ((f32)v10));
    uchar4 sv13;
    sv13.x = ((u8)((u32)(((u8)p0)) << ((u32)(((u32)v10)) & 31u)));
    sv13.y = ((u8)((((u8)32)) ^ (((u8)v10))));
    sv13.z = DG_R(p1).f0[1];
    sv13.w = ((u8)p0);
    s32 g14 = 0;
    u32 h15 = 0;
    (void)v10;
    (void)a11;
    (void)j12;
    (void)sv13;
    (void)g14;
    (void)h15;
    (void)p0;
    (void)p1;
    (void)p2;
    switch (((u32)(((u32)dg_rem_u32((u32)(((u32)dg_dclamp(9007199254740992.0, 0.0, 4294967295.0))), (u32)(((u32)((u32)(((u32)v10)) * (u32)(((u32)v10)))))))) + (u32)v10) & 7u) {
    case 2: {
        break;
    }
    }
    v10 = ((s8)1);
    B1:;
    v10++;
    if (g14 < 1 && ((((u16)v10)) > (((u16)p0)))) {
        g14++;
        goto B1;
    }
    if ((((u32)((((u32)v10)) ^ (((u32)v10))))) == (((u32)((u32)(((u32)p0)) << ((u32)(sv13.w) & 31u))))) {
        (*(a11 + ((u32)(((s32)((u32)(39) + (u32)(((s32)p0))))) & 7u))) = 0.25f;
    } else {
        p0 = ((s8)((u32)(((s8)((v10) | (p0)))) + (u32)(((s8)((u32)(((s8)-128)) - (u32)(v10))))));
    }
    h15 = (((((u32)(p0) * 3u) ^ (u32)(v10) * 5u) ^ (u32)(p2.x) * 7u) ^ (u32)(sv13.w) * 9u) ^ dg_fbits(a11[(7u & 7u)]);
    return ((s16)((u32)(((s16)26700)) ^ (u32)h15));
}

typedef struct {
    BOOL x0;
    u16 x1;
    s16 x2;
    u64 x3;
    u32 h;
    s16 arr[2];
} p0196_state;

DG_KERNEL(p0196_kernel, p0196_state)
{
    DG_BEGIN(p0196_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        st->x0 = ((BOOL)(((((u8)__ldg(&in[2]))) < (((u8)__ldg(&in[0]))))));
        st->x1 = ((u16)0);
        st->x2 = ((s16)((u32)(((s16)__ldg(&in[4]))) + (u32)(((s16)__ldg(&in[5])))));
        st->x3 = ((u64)((u64)(((u64)0x3ull)) * (u64)(((u64)__ldg(&in[4])))));
        st->h = 595u;
        st->arr[0] = ((s16)((u32)(((s16)__ldg(&in[2]))) * (u32)(st->x2)));
        st->arr[1] = ((s16)((((s16)-1)) & (st->x2)));
        u16 v16 = ((u16)((st->x1) | (st->x1)));
        p0196_S0 sv17;
        sv17.f0[0] = ((u8)((((u8)134)) | (((u8)st->x3))));
        sv17.f0[1] = ((u8)__float2uint_rz(dg_fclamp(((f32)st->x0), 0.0f, 4294967040.0f)));
        uchar4 sv18 = make_uchar4(((u8)st->h), ((u8)((u32)0 - (u32)(sv17.f0[1]))), ((u8)((((((u32)v16)) >= (3329628298u))) ? (((u8)st->x2)) : (sv17.f0[1]))), sv17.f0[0]);
        s32 n19 = 0, i20 = 0;
        s32 n21 = 0, i22 = 0;
        u8 v23 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)sv17;
        (void)sv18;
        (void)n19;
        (void)i20;
        (void)n21;
        (void)i22;
        (void)v23;
        if (!(((((u32)st->x1)) != (1u)))) {
            st->x1 = (u16)p0196_f1(((s8)(((u16)8))), DG_A(sv17), sv18);
        } else {
            if (isfinite(__fsub_ru(((f32)st->x2), __uint_as_float(0x00000001u))) != 0) {
                st->x3 = (u64)p0196_f1(((s8)((u32)0 - (u32)(((s8)dg_fclamp(((f32)v16), -128.0f, 127.0f))))), DG_A(sv17), sv18);
            }
        }
        n19 = (s32)((u32)(((u64)((u64)(st->x3) >> ((u32)(((u8)__usad(st->h, gtid, tid))) & 63u)))) % 3u) + 1;
        for (i20 = 0; i20 < n19; i20++) {
            n21 = (s32)((u32)(((s32)(signbit(dg_canonf(((((((f64)bid)) > (((f64)st->x2)))) ? -0.0f : __uint_as_float(0x4f000000u)))) != 0))) % 7u);
            for (i22 = 0; i22 < n21; i22++) {
                (*(st->arr + ((u32)(((s32)((u32)(i22) + (u32)(i22)))) & 1u))) = ((s16)sizeof(sv18));
                st->h++;
            }
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x3) * 5u) ^ (u32)((u64)(st->x3) >> 32) * 7u) ^ (u32)(sv18.y) * 9u) ^ (u32)(st->arr[(1u & 1u)]) ^ (st->h * 7u);
        p0196_f0((s32)((u32)(tid) % 4u), DG_A(v23));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->x3);
        out[4] = (u32)((u64)(st->x3) >> 32);
        out[5] = (u32)(st->h);
        out[6] = (u32)(((u64)(((!(((506u) == (tid))))) ? (((u64)dg_rem_u64((u64)(st->x3), (u64)(st->x3)))) : (((u64)st->x1)))));
        out[7] = (u32)(st->arr[0]);
        out[8] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0196, p0196_state, 40, 4, 6, 9, 1, 8192, 197u)
