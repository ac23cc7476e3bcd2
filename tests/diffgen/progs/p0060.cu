// diffgen program p0060: gen.py --seed 60 --name p0060 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    f32 f0;
    s16 f1;
} p0060_S0;
typedef struct {
    BOOL f0;
    s8 f1;
} p0060_S1;

FN p0060_S0 p0060_f0(s32 depth, u16 p0, DG_REF(f64) p1, f32 p2)
{
    f32 v1 = p2;
    s32 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = ((s32)p0);
    p0060_S0 sv4;
    sv4.f0 = __ull2float_ru(((u64)p0));
    sv4.f1 = ((s16)__hadd(depth, ((s32)p0)));
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)h5;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return sv4;
    if (((((u64)p0)) >= (((u64)0xf993c0c67b386b88ull))) && ((((u32)depth)) < (1u))) return sv4;
    sv4 = p0060_f0(depth - 1, ((u16)((u32)(((u16)depth)) >> ((u32)(depth) & 31u))), DG_A(DG_R(p1)), ((f32)((f64)((s64)depth))));
    h5 = (((((u32)(depth) * 3u) ^ (u32)(p0) * 5u) ^ (u32)(dg_dbits(DG_R(p1)) >> 32) * 7u) ^ dg_fbits(v1) * 9u) ^ (u32)(a2[(0u & 3u)]);
    sv4.f0 = (sv4.f0 + (f32)(h5 & 255u));
    return sv4;
}

typedef struct {
    s16 x0;
    u64 x1;
    u64 x2;
    s16 x3;
    u32 h;
} p0060_state;

DG_SHARED s16 p0060_sh0[40];

DG_KERNEL(p0060_kernel, p0060_state)
{
    DG_BEGIN(p0060_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 8u;
        u32 *out = dg_out + gtid * 13u;
        st->x0 = ((s16)((((s64)0x5a4bcb89aa82e72cull)) == (((s64)0x32c534532741a094ull))));
        st->x1 = ((u64)__ldg(&in[5]));
        st->x2 = ((u64)dg_fclamp(((f32)__ldg(&in[6])), 0.0f, 18446742974197923840.0f));
        st->x3 = ((s16)((u32)(((s16)2)) + (u32)(((s16)-23726))));
        st->h = ((u32)dg_fclamp(((f32)((s32)bid)), 0.0f, 4294967040.0f));
        p0060_sh0[tid * 1u + 0u] = ((s16)(63));
        s8 v6 = ((s8)dg_fclamp(0.0f, -128.0f, 127.0f));
        p0060_S0 sv7;
        sv7.f0 = ((f32)((s32)st->x0));
        sv7.f1 = ((s16)((s32)(st->x3) >> ((u32)(st->h) & 31u)));
        short2 sv8;
        sv8.x = ((s16)dg_rem_s32((s32)(((s16)-114)), (s32)(st->x0)));
        sv8.y = ((s16)((u32)0 - (u32)(sv7.f1)));
        s32 g9 = 0;
        f64 v10 = 0.0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)sv7;
        (void)sv8;
        (void)g9;
        (void)v10;
        if (((-(1024.0))) == (__longlong_as_double((s64)0x0010000000000000ull))) {
            switch (((u32)(((u32)((((u32)st->x3)) | (gtid)))) + (u32)tid) & 7u) {
            case 0: {
                st->h -= ((u32)dg_dclamp(((f64)st->h), 0.0, 4294967295.0));
                break;
            }
            }
        } else {
            st->h = ((u32)((((__longlong_as_double((s64)0x3ff0000000000000ull)) <= (((f64)v6)))) ? (((u32)((u32)(((u32)v6)) - (u32)(bid)))) : (((u32)((tid) & (out[((u32)(((u32)((u32)0 - (u32)(st->h)))) & 3u)]))))));
        }
        B2:;
        st->x3 = ((s16)((((s8)((u32)(((s8)127)) * (u32)(((s8)tid))))) >= (((s8)12))));
        if (g9 < 1 && ((((((s64)st->x2)) < (((s64)0xbbb940fa6103c895ull)))) || (((0.25) <= (((f64)st->x1)))))) {
            g9++;
            goto B2;
        }
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(sv7.f1) * 7u) ^ (u32)(sv8.x) * 9u) ^ (u32)(in[(7u & 7u)]) ^ (st->h * 7u);
        sv7 = p0060_f0((s32)((u32)(((u32)(~(u32)(gtid)))) % 3u), ((u16)__dp2a_lo(((s32)__brev(out[((u32)(((u8)(st->x3))) & 3u)])), ((s32)-1), ((s32)__float2ll_rn(dg_fclamp(((f32)st->x1), -9223372036854775808.0f, 9223371487098961920.0f))))), DG_A(v10), ((f32)((u64)st->x3)));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)((u64)(st->x1) >> 32);
        out[7] = (u32)(st->x2);
        out[8] = (u32)((u64)(st->x2) >> 32);
        out[9] = (u32)(st->x3);
        out[10] = (u32)(st->h);
        out[11] = (u32)(((s32)__brev(((u32)((u32)(out[((u32)(((u8)((((((f32)v10)) <= (((f32)v6)))) ? (((u8)1)) : (((u8)255))))) & 3u)]) * (u32)(st->h))))));
        out[12] = (u32)(((u16)(((s64)__clz(((s32)st->x1))))));
    }
    DG_END
}

DG_PROGRAM(p0060, p0060_state, 40, 1, 8, 13, 1, 8192, 60u)
