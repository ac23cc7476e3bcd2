// diffgen program p0032: gen.py --seed 32 --name p0032 --include ../twin.h
#include "../twin.h"

typedef struct {
    u8 f0;
} p0032_S0;

FN BOOL p0032_f0(s32 depth, BOOL p0, p0032_S0 p1)
{
    s8 v1 = ((s8)((u32)(((s8)2)) * (u32)(((s8)127))));
    s32 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((s32)((depth) ^ (((s32)v1))));
    u32 h4 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)h4;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((BOOL)(((((f32)((f64)depth))) > (-2.5f))));
    p0 = ((BOOL)((f32)((f64)v1)));
    if (((((f32)depth) - ((f32)depth))) >= (__double2float_ru(((f64)((u32)p0))))) {
        if ((((u16)1)) >= (((u16)((u32)(((u16)depth)) + (u32)(((u16)depth)))))) {
            v1 = (s8)p0032_f0(depth - 1, ((BOOL)(((((u64)((((u64)0x210ca15b11848cfaull)) | (((u64)0xa384cfeac09fa3e5ull))))) != (((u64)((u64)(((u64)depth)) + (u64)(((u64)depth)))))))), p1);
        } else {
            p0 = p0032_f0(depth - 1, ((BOOL)((f32)((s16)29225))), p1);
        }
    }
    h4 = (((((u32)(depth) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(p1.f0) * 7u) ^ (u32)(a2[(0u & 7u)]) * 9u) ^ (u32)(a2[(7u & 7u)]);
    return ((BOOL)(((u32)(((BOOL)((!(((((((s64)0x7ull)) == (((s64)0x3ull)))) && (((((u32)v1)) == (((u32)p0)))))))))) ^ h4) & 1u));
}

typedef struct {
    BOOL x0;
    f32 x1;
    s64 x2;
    u32 x3;
    u32 h;
    s16 arr[2];
} p0032_state;

DG_SHARED f32 p0032_sh0[140];

DG_KERNEL(p0032_kernel, p0032_state)
{
    DG_BEGIN(p0032_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 12u;
        s64 c6 = 0;
        st->x0 = ((BOOL)__ldg(&in[0]));
        st->x1 = __fsub_rd(((f32)__longlong_as_double((s64)0x4687940e93a3ec41ull)), ((f32)__ldg(&in[4])));
        st->x2 = ((s64)(((isfinite(((f64)-7.0f)) != 0)) ? (((s64)0xffffffffffffff78ull)) : (((s64)st->x0))));
        st->x3 = __ldg(&in[4]);
        st->h = ((u32)((u32)(__ldg(&in[1])) >> ((u32)(((u8)60)) & 31u)));
        st->arr[0] = ((s16)((u32)(((s16)gtid)) * (u32)(((s16)67))));
        st->arr[1] = ((s16)((((s16)-32768)) | (((s16)-1))));
        p0032_sh0[tid * 2u + 0u] = ((f32)((u64)__ldg(&in[4])));
        p0032_sh0[tid * 2u + 1u] = (((f32)__ldg(&in[5])) * ((f32)tid));
        s64 v5 = ((c6 = ((s64)st->h)), (s64)(c6 ^ ((s64)bid)));
        u32 v7 = ((u32)((u32)(st->x3) << ((u32)(((s32)st->x2)) & 31u)));
        p0032_S0 sv8;
        sv8.f0 = ((u8)((u32)(((u8)tid)) << ((u32)(2147483647) & 31u)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)v7;
        (void)sv8;
        (void)c6;
        st->x0 = ((BOOL)(((st->x2) >= (((s64)v7)))));
        st->h = (((((u32)(tid) * 3u) ^ (u32)((u64)(v5) >> 32) * 5u) ^ (u32)(in[(7u & 7u)]) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ dg_fbits(p0032_sh0[tid * 2u + (0u & 1u)]) ^ (st->h * 7u);
        st->h = (u32)p0032_f0((s32)((u32)(((u32)((v7) | (((u32)st->x0))))) % 3u), ((BOOL)(st->x0)), sv8);
        if ((gtid % 7u) == 1u && ((gtid) < (st->h))) return;
        out[2] = (u32)(st->x0);
        out[3] = dg_fbits(st->x1);
        if ((gtid % 5u) == 2u && ((((u8)255)) >= (((u8)160)))) return;
        out[4] = (u32)(st->x2);
        out[5] = (u32)((u64)(st->x2) >> 32);
        out[6] = (u32)(st->x3);
        out[7] = (u32)(st->h);
        out[8] = dg_fbits(p0032_sh0[tid * 2u + ((u32)(((u32)((((u64)0x2a31330c282bd4bull)) <= (((u64)0x0ull))))) & 1u)]);
        out[9] = (u32)(((u16)((u32)0 - (u32)(((u16)dg_dclamp(((f64)((u16)st->x0)), 0.0, 65535.0))))));
        out[10] = (u32)(st->arr[0]);
        out[11] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0032, p0032_state, 70, 3, 8, 12, 1, 8192, 32u)
