// diffgen program p0186: gen.py --seed 187 --name p0186 --include ../twin.h
#include "../twin.h"

typedef struct {
    f32 f0;
    BOOL f1;
} p0186_S0;
typedef struct DG_ALIGN(8) {
    s64 f0;
    u8 f1;
} p0186_S1;

FN float2 p0186_f0(s8 p0, const s16 *p1)
{
    f32 v1 = (((f32)p0) * ((f32)8));
    u64 a2[16] = {0};
    s32 j3;
    for (j3 = 0; j3 < 16; j3++)
        a2[j3] = ((u64)((((u64)j3)) ^ (((u64)j3))));
    float2 sv4;
    sv4.x = (-(v1));
    sv4.y = ((f32)((f64)p0));
    p0186_S1 sv5;
    sv5.f0 = ((s64)(((u32)p0)));
    sv5.f1 = ((u8)((u32)(((u8)96)) * (u32)(((u8)p0))));
    s32 n6 = 0, i7 = 0;
    u32 h8 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)sv5;
    (void)n6;
    (void)i7;
    (void)h8;
    (void)p0;
    (void)p1;
    p0 = ((s8)(7));
    n6 = (s32)((u32)(((s32)((((s32)p0)) <= (((s32)sizeof(sv5)))))) % 3u) + 1;
    for (i7 = 0; i7 < n6; i7++) {
        if ((((u8)63)) >= (((u8)1))) {
            v1 *= ((v1 * ((f32)i7)) + (__uint_as_float(0x57965befu) / v1));
        }
    }
    h8 = (((((u32)(p0) * 3u) ^ dg_fbits(v1) * 5u) ^ (u32)((u64)(sv5.f0) >> 32) * 7u) ^ (u32)(p1[(0u & 7u)]) * 9u) ^ (u32)(p1[(7u & 7u)]);
    sv4.x = (sv4.x + (f32)(h8 & 255u));
    return sv4;
}

typedef struct {
    f32 x0;
    s8 x1;
    u32 h;
    s16 arr[2];
} p0186_state;

DG_SHARED f32 p0186_sh0[280];

DG_KERNEL(p0186_kernel, p0186_state)
{
    DG_BEGIN(p0186_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = (((f32)((s16)277)) / ((f32)((s8)bid)));
        st->x1 = ((s8)bid);
        st->h = ((u32)((((((s64)__ldg(&in[4]))) > (((s64)0xf176d4443c055475ull)))) ? (__ldg(&in[1])) : (((u32)st->x1))));
        st->arr[0] = ((s16)st->x1);
        st->arr[1] = ((s16)(((u8)60)));
        p0186_sh0[tid * 4u + 0u] = (((f32)((u16)__ldg(&in[4]))) - 0.5f);
        p0186_sh0[tid * 4u + 1u] = (-(st->x0));
        p0186_sh0[tid * 4u + 2u] = __ull2float_rd(((u64)__ldg(&in[2])));
        p0186_sh0[tid * 4u + 3u] = __ull2float_rn(((u64)__ldg(&in[0])));
        BOOL v9 = ((BOOL)(((((((u16)st->h)) < (((u16)65534)))) || (((((s8)32)) > (((s8)bid)))))));
        s16 a10[8] = {0};
        s32 j11;
        for (j11 = 0; j11 < 8; j11++)
            a10[j11] = st->arr[((u32)(((u32)v9)) & 1u)];
        float2 sv12;
        sv12.x = (st->x0 * p0186_sh0[tid * 4u + ((u32)(((u8)((st->x1) >= (((s8)101))))) & 3u)]);
        sv12.y = __fdiv_rn(-2.5f, (*(p0186_sh0 + tid * 4u + ((u32)(((s32)((u32)(1353678239) << ((u32)(((u8)41)) & 31u)))) & 3u))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v9;
        (void)a10;
        (void)j11;
        (void)sv12;
        st->x1 = ((s8)((u32)(((s8)dg_rem_s32((s32)(st->x1), (s32)(st->x1)))) ^ (u32)0xffffffff));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(v9) * 5u) ^ dg_fbits(sv12.x) * 7u) ^ (u32)(in[(0u % 5u)]) * 9u) ^ (u32)(a10[(0u & 7u)]) ^ (st->h * 7u);
        sv12 = p0186_f0(((s8)((s32)(((s8)8)) >> ((u32)(((u32)st->x1)) & 31u))), a10);
        out[0] = dg_fbits(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((s64)((((((u8)bid)) <= (((u8)tid)))) && (v9))));
        if ((gtid % 3u) == 0u && ((((f64)tid)) >= (((f64)v9)))) return;
        out[4] = (u32)(((s8)((u32)(st->x1) - (u32)(((s8)bid)))));
        out[5] = (u32)(st->arr[0]);
        out[6] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0186, p0186_state, 70, 1, 5, 7, 1, 2048, 187u)
