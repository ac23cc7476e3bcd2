// diffgen program p0068: gen.py --seed 68 --name p0068 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    u64 f0[4];
    s16 f1;
    u16 f2;
} p0068_S0;
typedef struct {
    u64 f0;
    u64 f1;
} p0068_S1;

FN f32 p0068_f0(u32 p0)
{
    f64 v1 = __fma_rd(((f64)p0), ((f64)((u64)0xfffffffffffffffeull)), ((f64)((s32)p0)));
    u64 v2 = ((u64)p0);
    s32 n3 = 0, i4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)n3;
    (void)i4;
    (void)h5;
    (void)p0;
    n3 = (s32)((u32)(((s32)((u32)0 - (u32)(((s32)((u32)0 - (u32)(155))))))) % 7u) + 1;
    i4 = 0;
    while (i4 < n3) {
        i4++;
        if ((((s8)14)) != (((s8)127))) continue;
    }
    h5 = (((((u32)(p0) * 3u) ^ (u32)dg_dbits(v1) * 5u) ^ (u32)(dg_dbits(v1) >> 32) * 7u) ^ (u32)(v2) * 9u) ^ (u32)((u64)(v2) >> 32);
    return (__uint_as_float(0x4f000000u) + (f32)(h5 & 255u));
}

typedef struct {
    s8 x0;
    s64 x1;
    u16 x2;
    s64 x3;
    u32 h;
    s32 arr[2];
} p0068_state;

DG_SHARED f64 p0068_sh0[640];
DG_SHARED u8 p0068_sh1[640];
DG_SHARED f32 p0068_sh2[320];

DG_KERNEL(p0068_kernel, p0068_state)
{
    DG_BEGIN(p0068_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 13u;
        st->x0 = ((s8)__ldg(&in[4]));
        st->x1 = ((s64)((((st->x0) != (((s8)bid)))) ? (((s64)0x2full)) : (((s64)0x2ull))));
        st->x2 = ((u16)((u32)(((u16)bid)) >> ((u32)(((u32)st->x1)) & 31u)));
        st->x3 = ((s64)__ldg(&in[7]));
        st->h = __ldg(&in[5]);
        st->arr[0] = ((s32)(!(((((s32)-986703263)) <= (((s32)__ldg(&in[7])))))));
        st->arr[1] = ((s32)dg_dclamp(((f64)__uint_as_float(0x4b9eb624u)), -2147483648.0, 2147483647.0));
        p0068_sh0[tid * 4u + 0u] = ((f64)((u64)0xffull));
        p0068_sh0[tid * 4u + 1u] = __dsub_ru(__longlong_as_double((s64)0xab07ff1dbd495333ull), ((f64)((f32)__ldg(&in[5]))));
        p0068_sh0[tid * 4u + 2u] = (((f64)__ldg(&in[7])) / __longlong_as_double((s64)0x0010000000000000ull));
        p0068_sh0[tid * 4u + 3u] = (((f64)((f32)__ldg(&in[2]))) - __longlong_as_double((s64)0x4330000000000000ull));
        p0068_sh1[tid * 4u + 0u] = ((u8)sizeof(s8));
        p0068_sh1[tid * 4u + 1u] = ((u8)((u32)(((u8)__ldg(&in[6]))) + (u32)(((u8)45))));
        p0068_sh1[tid * 4u + 2u] = ((u8)((((((u64)0x4cull)) <= (((u64)0x9da6059d79476c1cull)))) && (((st->x2) < (((u16)31824))))));
        p0068_sh1[tid * 4u + 3u] = ((u8)((u32)(((u8)0)) + (u32)(((u8)2))));
        p0068_sh2[tid * 2u + 0u] = ((f32)__longlong_as_double((s64)0x2ab5ecca775dc90eull));
        p0068_sh2[tid * 2u + 1u] = ((f32)((u16)0));
        u8 v6 = ((u8)(((*(p0068_sh1 + tid * 4u + ((u32)(__ffs(st->arr[((u32)(((u8)((p0068_sh1[tid * 4u + ((u32)(((s32)((((st->h) != (338032776u))) ? (((s32)st->x3)) : (((s32)-1))))) & 3u)]) ^ (((u8)bid))))) & 1u)])) & 3u)))) ^ (((u8)0))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        st->x3 &= ((s64)((u64)(((s64)((((((f32)((s64)tid))) != (((f32)((s16)st->h))))) && ((isfinite(-2.5f) != 0))))) * (u64)(((s64)0xe7c5f6a76be1b2faull))));
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x0) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)(in[(0u & 7u)]) * 9u) ^ (u32)(out[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 13u;
        BOOL v7 = ((BOOL)(((st->x0) >= (((s8)-1)))));
        u64 v8 = ((u64)((u64)(((u64)st->x1)) << ((u32)(((s32)gtid)) & 63u)));
        s32 n9 = 0, i10 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v7;
        (void)v8;
        (void)n9;
        (void)i10;
        v8 = (u64)dg_fclamp(p0068_f0(255u), 0.0f, 18446742974197923840.0f);
        n9 = (s32)((u32)(((u64)(((((f32)st->x3) / ((f32)v8))) > (((f32)((u16)st->x0)))))) % 4u) + 1;
        for (i10 = 0; i10 < n9; i10++) {
            (*(st->arr + ((u32)(((s64)v7)) & 1u))) = ((s32)((u32)(((s32)((v8) > (((u64)0xa7c3c1391feb5e75ull))))) ^ (u32)0xffffffff));
        }
        st->x2 = ((u16)((u32)(((u16)dg_dclamp(((f64)((f32)st->h)), 0.0, 65535.0))) + (u32)(((u16)((st->x2) ^ (st->x2))))));
        st->h = (((((u32)((u64)(st->x1) >> 32) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(st->x3) * 7u) ^ (u32)(v8) * 9u) ^ (u32)(dg_dbits(p0068_sh0[(639u % 640u)]) >> 32) ^ (st->h * 7u);
        out[2] = (u32)(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)((u64)(st->x1) >> 32);
        out[5] = (u32)(st->x2);
        out[6] = (u32)(st->x3);
        out[7] = (u32)((u64)(st->x3) >> 32);
        out[8] = (u32)(st->h);
        out[9] = (u32)(((s8)((((s8)dg_dclamp(-0.0, -128.0, 127.0))) | (((s8)((u32)(((s8)st->x1)) ^ (u32)0xffffffff))))));
        out[10] = (u32)(((BOOL)(((st->x2) < (((u16)((u32)(((u16)0)) + (u32)(((u16)tid)))))))));
        out[11] = (u32)(st->arr[0]);
        out[12] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0068, p0068_state, 160, 2, 8, 13, 2, 2048, 68u)
