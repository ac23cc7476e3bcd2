// diffgen program p0100: gen.py --seed 100 --name p0100 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    s64 f0;
    u8 f1;
} p0100_S0;

FN BOOL p0100_f0(s32 depth, const f32 *p0, s16 p1, const s32 *p2)
{
    u32 v1 = __double2uint_rn(dg_dclamp(((f64)((s8)depth)), 0.0, 4294967295.0));
    s64 v2 = ((s64)dg_dclamp(((f64)((s8)v1)), -9223372036854775808.0, 9223372036854774784.0));
    u32 h3 = 0;
    (void)v1;
    (void)v2;
    (void)h3;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return ((BOOL)(((p1) > (((s16)v1)))));
    v2 = (s64)p0100_f0(depth - 1, p0, ((s16)dg_dclamp(((f64)v1), -32768.0, 32767.0)), p2);
    v2 &= ((s64)__float_as_int(dg_canonf(((f32)v1))));
    p1 = ((s16)-19133);
    h3 = (((((u32)(depth) * 3u) ^ (u32)(v1) * 5u) ^ (u32)(v2) * 7u) ^ (u32)((u64)(v2) >> 32) * 9u) ^ (u32)(p2[(0u & 1u)]);
    return ((BOOL)(((u32)(((BOOL)((u64)((u64)(((u64)p1)) + (u64)(((u64)0x2ull)))))) ^ h3) & 1u));
}

typedef struct {
    f32 x0;
    u16 x1;
    u32 x2;
    u8 x3;
    u32 h;
} p0100_state;

DG_SHARED f64 p0100_sh0[66];
DG_SHARED s16 p0100_sh1[66];
DG_SHARED u64 p0100_sh2[33];

DG_KERNEL(p0100_kernel, p0100_state)
{
    DG_BEGIN(p0100_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        s64 c10 = 0;
        st->x0 = (100.0f - ((f32)((s8)__ldg(&in[5]))));
        st->x1 = ((u16)dg_div_u32((u32)(((u16)46217)), (u32)(((u16)gtid))));
        st->x2 = ((u32)((u32)(2993562848u) * (u32)(in[((u32)(((s64)dg_div_s64((s64)(((s64)__ldg(&in[6]))), (s64)(((s64)__ldg(&in[5])))))) % 7u)])));
        st->x3 = ((u8)st->x2);
        st->h = (*(in + ((u32)(st->x3) % 7u)));
        p0100_sh0[tid * 2u + 0u] = (-(__longlong_as_double((s64)0x7ff0000000000000ull)));
        p0100_sh0[tid * 2u + 1u] = __dadd_rn(((f64)__uint_as_float(0x3f7fffffu)), ((f64)st->x2));
        p0100_sh1[tid * 2u + 0u] = ((s16)(((s64)0x20ull)));
        p0100_sh1[tid * 2u + 1u] = ((s16)max(0, ((s32)tid)));
        p0100_sh2[tid * 1u + 0u] = ((u64)((u64)(((u64)__ldg(&in[4]))) >> ((u32)(((u32)st->x3)) & 63u)));
        f32 v4 = ((f32)p0100_sh0[tid * 2u + ((u32)(((s64)((u64)(((s64)0x8000000000000000ull)) + (u64)(((s64)st->x1))))) & 1u)]);
        f32 a5[8] = {0};
        s32 j6;
        for (j6 = 0; j6 < 8; j6++)
            a5[j6] = ((f32)in[((u32)(((s32)((u32)(8) - (u32)(j6)))) % 7u)]);
        s32 a7[8] = {0};
        s32 j8;
        for (j8 = 0; j8 < 8; j8++)
            a7[j8] = ((s32)((u32)(j8) * (u32)(j8)));
        int2 sv9 = make_int2(((s32)((a7[((u32)(((c10 = ((s64)0xffffffffffffffffull)), (s64)(c10 ^ ((s64)st->x2)))) & 7u)]) | (((s32)st->x1)))), ((s32)((u32)(((s32)tid)) - (u32)(((s32)gtid)))));
        s32 g11 = 0;
        s32 n12 = 0, i13 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v4;
        (void)a5;
        (void)j6;
        (void)a7;
        (void)j8;
        (void)sv9;
        (void)g11;
        (void)n12;
        (void)i13;
        (void)c10;
        a5[((u32)(((u8)((u32)(st->x3) >> ((u32)(st->x3) & 31u)))) & 7u)] = __uint2float_rd(tid);
        B1:;
        n12 = (s32)((u32)(((u64)gtid)) % 7u) + 1;
        i13 = 0;
        do {
            if ((((u16)((u32)(((u16)st->h)) ^ (u32)0xffffffff))) != (((u16)20245))) {
                st->x2 = ((u32)(((s64)st->x2)));
            }
        } while (++i13 < n12);
        if (g11 < 3 && ((((u8)tid)) != (((u8)44)))) {
            g11++;
            goto B1;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x3) * 5u) ^ (u32)dg_dbits(p0100_sh0[tid * 2u + (1u & 1u)]) * 7u) ^ (u32)(p0100_sh1[tid * 2u + (1u & 1u)]) * 9u) ^ (u32)(p0100_sh2[tid * 1u + 0u]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 8u;
        u32 c19 = 0;
        u32 v14 = ((u32)((u32)(((u32)st->x1)) >> ((u32)(st->x3) & 31u)));
        f32 a15[8] = {0};
        s32 j16;
        for (j16 = 0; j16 < 8; j16++)
            a15[j16] = __frcp_rd(((f32)((u32)st->x1)));
        s32 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((s32)((u32)(3) * (u32)(((s32)-154))));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v14;
        (void)a15;
        (void)j16;
        (void)a17;
        (void)j18;
        (void)c19;
        st->x3 |= (u8)(((u8)((((p0100_sh1[((u32)(((u32)((u32)(tid) >> ((u32)(st->x2) & 31u)))) % 66u)]) <= (p0100_sh1[((u32)(((u8)((u32)(st->x3) >> ((u32)((*(a17 + ((u32)(((u32)(signbit(dg_canon(((f64)__uint_as_float(0x00800000u)))) != 0))) & 7u)))) & 31u)))) % 66u)]))) ? (((u8)((u32)(st->x3) >> ((u32)(a17[((u32)(((s64)__float2uint_rn(dg_fclamp(st->x0, 0.0f, 4294967040.0f)))) & 7u)]) & 31u)))) : (((u8)(~(u32)(((u8)gtid))))))));
        st->h = ((((dg_fbits(st->x0) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(in[(0u % 7u)]) * 7u) ^ (u32)(out[(0u & 1u)]) * 9u) ^ (u32)(p0100_sh2[(32u % 33u)]) ^ (st->h * 7u);
        st->x1 = (u16)p0100_f0((s32)((u32)(((c19 = ((u32)st->x1)), (u32)(c19 ^ gtid))) % 5u), a15 + ((u32)(((s64)0x2ull)) % 7u), ((s16)((((((u16)st->x3)) < (st->x1))) ? (((s16)-14242)) : (((s16)8)))), a17);
        out[2] = dg_fbits(st->x0);
        out[3] = (u32)(st->x1);
        out[4] = (u32)(st->x2);
        out[5] = (u32)(st->x3);
        out[6] = (u32)(st->h);
        out[7] = (u32)(((s16)63));
    }
    DG_END
}

DG_PROGRAM(p0100, p0100_state, 33, 3, 7, 8, 2, 8192, 100u)
