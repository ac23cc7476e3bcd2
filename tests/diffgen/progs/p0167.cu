// diffgen program p0167: gen.py --seed 168 --name p0167 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    s32 f0;
    s16 f1;
    s16 f2;
} p0167_S0;

FN float2 p0167_f0(s32 depth, u8 p0, u64 p1)
{
    s16 v1 = ((s16)((((s16)p1)) | (((s16)31))));
    float2 sv2 = make_float2((((isinf(((f32)p0)) != 0)) ? ((f32)depth) : ((f32)((s16)p1))), ((f32)((s8)depth)));
    s32 g3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)sv2;
    (void)g3;
    (void)h4;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return sv2;
    B1:;
    if (g3 < 1 && ((63u) <= (((u32)depth)))) {
        g3++;
        goto B1;
    }
    sv2 = p0167_f0(depth - 1, ((u8)((u32)(((u8)((u32)(((u8)p1)) >> ((u32)(((u8)v1)) & 31u)))) - (u32)(((u8)((u32)0 - (u32)(((u8)p1))))))), ((u64)((u64)(p1) + (u64)(((u64)v1)))));
    h4 = (((((u32)(p0) * 3u) ^ (u32)(p1) * 5u) ^ (u32)((u64)(p1) >> 32) * 7u) ^ dg_fbits(sv2.x) * 9u) ^ dg_fbits(sv2.y);
    sv2.x = (sv2.x + (f32)(h4 & 255u));
    return sv2;
}

FN u8 p0167_f1(s64 p0, f64 p1)
{
    u8 c9 = 0;
    u64 v5 = ((u64)dg_fclamp(__uint_as_float(0x0d4e7a7eu), 0.0f, 18446742974197923840.0f));
    f32 v6 = (-0.0009765625f / ((f32)p0));
    u8 a7[16] = {0};
    s32 j8;
    for (j8 = 0; j8 < 16; j8++)
        a7[j8] = ((c9 = ((u8)35)), (u8)(c9 ^ ((u8)255)));
    float2 sv10;
    sv10.x = ((((((u8)p0)) <= (a7[((u32)(((u8)((a7[((u32)(((s32)((s32)(31) >> ((u32)(((u8)v5)) & 31u)))) & 15u)]) & (((u8)119))))) & 15u)]))) ? ((f32)((f64)p0)) : ((f32)v5));
    sv10.y = ((f32)((u64)p0));
    u32 h11 = 0;
    (void)v5;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)sv10;
    (void)h11;
    (void)c9;
    (void)p0;
    (void)p1;
    a7[((u32)(((u32)(3))) & 15u)] = ((u8)sizeof(sv10));
    h11 = (((((u32)dg_dbits(p1) * 3u) ^ (u32)(dg_dbits(p1) >> 32) * 5u) ^ (u32)(v5) * 7u) ^ (u32)((u64)(v5) >> 32) * 9u) ^ dg_fbits(sv10.x);
    return ((u8)((u32)(((u8)169)) ^ (u32)h11));
}

typedef struct {
    f32 x0;
    u64 x1;
    f32 x2;
    f32 x3;
    u32 h;
    s16 arr[2];
} p0167_state;

DG_KERNEL(p0167_kernel, p0167_state)
{
    DG_BEGIN(p0167_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 11u;
        st->x0 = ((((3u) >= (2929508747u))) ? ((f32)tid) : __uint_as_float(0xff800000u));
        st->x1 = ((u64)((u64)(((u64)tid)) << ((u32)(((u8)gtid)) & 63u)));
        st->x2 = (((f32)((s32)__ldg(&in[3]))) + ((f32)((f64)__ldg(&in[3]))));
        st->x3 = __int_as_float(((s32)bid));
        st->h = ((u32)st->x1);
        st->arr[0] = ((s16)((((s16)__ldg(&in[3]))) & (((s16)gtid))));
        st->arr[1] = ((s16)((((((u32)st->x1)) != (__ldg(&in[1])))) ? (((s16)gtid)) : (((s16)tid))));
        s32 v12 = ((s32)bid);
        float2 sv13 = make_float2(((f32)v12), (((f32)231) + 0.0f));
        p0167_S0 sv14;
        sv14.f0 = ((s32)gtid);
        sv14.f1 = ((s16)dg_rem_s32((s32)(((s16)tid)), (s32)(((s16)st->h))));
        sv14.f2 = ((s16)((u32)(((s16)-11009)) << ((u32)(st->h) & 31u)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v12;
        (void)sv13;
        (void)sv14;
        sv14.f1 = ((s16)__float2uint_ru(dg_fclamp(__fsub_ru(((f32)((u8)255)), sv13.y), 0.0f, 4294967040.0f)));
        st->h = (((((u32)((u64)(st->x1) >> 32) * 3u) ^ dg_fbits(sv13.x) * 5u) ^ (u32)(in[(0u & 3u)]) * 7u) ^ (u32)(out[(1u & 1u)]) * 9u) ^ (u32)(st->arr[(1u & 1u)]) ^ (st->h * 7u);
        sv13 = p0167_f0((s32)((u32)(((u32)(~(u32)(((u32)v12))))) % 5u), ((u8)((__longlong_as_double((s64)0xbff8000000000000ull)) > (((f64)sv13.y)))), ((u64)bid));
        st->h = (u32)p0167_f1(((s64)((((s64)0xffffffffffffffffull)) | (((s64)bid)))), (((f64)bid) + ((f64)v12)));
        out[2] = dg_fbits(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = dg_fbits(st->x2);
        out[6] = dg_fbits(st->x3);
        out[7] = (u32)(st->h);
        out[8] = (u32)(((s16)((u32)(((s16)((((s16)v12)) & (st->arr[((u32)(((s64)((((v12) < (((s32)-926948284)))) ? (((s64)0x1full)) : (((s64)gtid))))) & 1u)])))) << ((u32)(((u32)((u32)(((u32)v12)) - (u32)(4294967294u)))) & 31u))));
        out[9] = (u32)(st->arr[0]);
        if ((gtid % 3u) == 1u && ((((s8)v12)) <= (((s8)-58)))) return;
        out[10] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0167, p0167_state, 70, 3, 4, 11, 1, 8192, 168u)
