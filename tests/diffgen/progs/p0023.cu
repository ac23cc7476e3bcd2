// diffgen program p0023: gen.py --seed 23 --name p0023 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    BOOL f0;
} p0023_S0;
typedef struct {
    u64 f0;
    s16 f1;
} p0023_S1;

FN void p0023_f0(s32 depth, uchar4 p0, DG_REF(u32) p2)
{
    f32 v1 = (((f32)DG_R(p2)) - ((f32)depth));
    s32 n2 = 0, i3 = 0;
    u32 h4 = 0;
    (void)v1;
    (void)n2;
    (void)i3;
    (void)h4;
    (void)depth;
    (void)p0;
    (void)p2;
    if (depth <= 0) return;
    n2 = (s32)((u32)(depth) % 8u);
    for (i3 = 0; i3 < n2; i3++) {
        v1 = truncf((v1 * ((f32)((u8)DG_R(p2)))));
    }
    DG_R(p2) <<= ((u32)(((u32)depth)) & 31u);
    p0023_f0(depth - 1, p0, DG_A(DG_R(p2)));
    h4 = (((((u32)(depth) * 3u) ^ (u32)(DG_R(p2)) * 5u) ^ dg_fbits(v1) * 7u) ^ (u32)(p0.z) * 9u) ^ (u32)(p0.w);
    DG_R(p2) = ((u32)((u32)(DG_R(p2)) ^ (u32)h4));
    return;
}

typedef struct {
    s8 x0;
    u16 x1;
    u32 h;
} p0023_state;

DG_SHARED u32 p0023_sh0[254];
DG_SHARED f64 p0023_sh1[127];

DG_KERNEL(p0023_kernel, p0023_state)
{
    DG_BEGIN(p0023_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 5u;
        st->x0 = ((s8)((((s8)bid)) ^ (((s8)-122))));
        st->x1 = ((u16)dg_div_u32((u32)(((u16)__ldg(&in[3]))), (u32)(((u16)3))));
        st->h = ((u32)((((st->x0) < (((s8)127)))) && (((((u8)__ldg(&in[1]))) >= (((u8)97))))));
        p0023_sh0[tid * 2u + 0u] = ((u32)st->x1);
        p0023_sh0[tid * 2u + 1u] = 1u;
        p0023_sh1[tid * 1u + 0u] = __dadd_rd(((f64)__ldg(&in[1])), ((f64)((f32)st->x0)));
        BOOL v5 = ((BOOL)(((st->x1) >= (((u16)60960)))));
        f64 v6 = (-(__longlong_as_double((s64)0x000fffffffffffffull)));
        uchar4 sv7 = make_uchar4(((u8)sizeof(u8)), ((u8)((u32)(((u8)gtid)) - (u32)(((u8)st->x0)))), ((u8)255), ((u8)46));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v5;
        (void)v6;
        (void)sv7;
        ++v6;
        st->h = (((((u32)(tid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(v5) * 7u) ^ (u32)(sv7.y) * 9u) ^ (u32)(sv7.z) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 5u;
        s64 v8 = ((s64)dg_fclamp(-1.0f, -9223372036854775808.0f, 9223371487098961920.0f));
        u16 v9 = st->x1;
        uchar4 sv10;
        sv10.x = ((u8)(!((isfinite(((f32)gtid)) != 0))));
        sv10.y = ((u8)sizeof(u16));
        sv10.z = ((u8)((u32)(((u8)255)) - (u32)(((u8)241))));
        sv10.w = ((u8)((((u8)255)) | (((u8)tid))));
        s32 n11 = 0, i12 = 0;
        s32 n13 = 0, i14 = 0;
        s32 n15 = 0, i16 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v8;
        (void)v9;
        (void)sv10;
        (void)n11;
        (void)i12;
        (void)n13;
        (void)i14;
        (void)n15;
        (void)i16;
        n11 = (s32)((u32)(((u64)((((((u32)v9)) >= (tid))) ? (((u64)((u64)(((u64)st->x1)) >> ((u32)(sv10.x) & 63u)))) : (((u64)dg_dclamp(((f64)2.0f), 0.0, 18446744073709549568.0)))))) % 4u) + 1;
        for (i12 = 0; i12 < n11; i12++) {
            n13 = (s32)((u32)(((s32)dg_dclamp((0.0 / ((f64)i12)), -2147483648.0, 2147483647.0))) % 4u);
            i14 = 0;
            while (i14 < n13) {
                i14++;
                st->x0--;
            }
        }
        if (((!(((((f64)((s32)-98))) != (((f64)gtid)))))) && (((((((s64)tid)) > (v8))) || (((((s32)-292)) <= (((s32)-746599657))))))) {
            n15 = (s32)((u32)(((s32)bid)) % 3u);
            i16 = 0;
            do {
                p0023_sh1[tid * 1u + 0u] = __dsqrt_ru(((f64)v8));
            } while (++i16 < n15);
        }
        st->h = ((u32)((u32)(((u32)((u32)(in[((u32)(((s32)((u32)(((s32)0x80000000u)) * (u32)(1256567398)))) & 3u)]) >> ((u32)(((u8)gtid)) & 31u)))) * (u32)(((u32)((((((s32)bid)) > (((s32)st->h)))) ? (((u32)st->x1)) : (bid))))));
        if (!((isinf(0.0) != 0))) {
        }
        st->h = (((((u32)(tid) * 3u) ^ (u32)(sv10.w) * 5u) ^ (u32)(p0023_sh0[(253u % 254u)]) * 7u) ^ (u32)dg_dbits(p0023_sh1[tid * 1u + 0u]) * 9u) ^ (u32)(dg_dbits(p0023_sh1[tid * 1u + 0u]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 5u;
        f64 v17 = (((f64)bid) - 3.0);
        s8 v18 = ((s8)((((((s64)st->h)) >= (((s64)gtid)))) ? (st->x0) : (((s8)tid))));
        uchar4 sv19;
        sv19.x = ((u8)(st->x0));
        sv19.y = ((u8)gtid);
        sv19.z = ((u8)((u32)(((u8)255)) >> ((u32)(((s32)st->x1)) & 31u)));
        sv19.w = ((u8)st->x0);
        s32 n20 = 0, i21 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v17;
        (void)v18;
        (void)sv19;
        (void)n20;
        (void)i21;
        p0023_sh0[tid * 2u + ((u32)(((u32)(isinf(((f32)v18)) != 0))) & 1u)] = ((u32)((u32)(tid) * (u32)(bid)));
        n20 = (s32)((u32)(((u8)((u32)(((u8)st->x0)) ^ (u32)0xffffffff))) % 3u) + 1;
        for (i21 = 0; i21 < n20; i21++) {
            v17 = (((f64)st->x1) * v17);
        }
        ++v18;
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)dg_dbits(v17) * 7u) ^ (u32)dg_dbits(p0023_sh1[tid * 1u + 0u]) * 9u) ^ (u32)(dg_dbits(p0023_sh1[tid * 1u + 0u]) >> 32) ^ (st->h * 7u);
        p0023_f0((s32)((u32)((*(p0023_sh0 + tid * 2u + ((u32)(((u8)__funnelshift_r(((u32)st->x0), bid, tid))) & 1u)))) % 5u), make_uchar4(((u8)((u32)(((u8)st->x0)) + (u32)(((u8)23)))), ((u8)1), ((u8)((((u8)v18)) == (((u8)bid)))), ((u8)((u32)(((u8)st->h)) - (u32)(((u8)st->h))))), DG_A(st->h));
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((u16)((((u16)((u32)(((u16)st->x0)) + (u32)(((u16)31))))) & (((u16)((((u16)58808)) | (st->x1)))))));
        out[4] = (u32)(((u32)((u32)(((u32)((((u32)st->x0)) | (p0023_sh0[tid * 2u + ((u32)(((u32)sizeof(u8))) & 1u)])))) ^ (u32)0xffffffff)));
    }
    DG_END
}

DG_PROGRAM(p0023, p0023_state, 127, 4, 4, 5, 3, 8192, 23u)
