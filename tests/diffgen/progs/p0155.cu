// diffgen program p0155: gen.py --seed 156 --name p0155 --include ../twin.h
#include "../twin.h"

typedef struct {
    s16 f0;
    u8 f1;
} p0155_S0;
typedef struct DG_ALIGN(8) {
    u64 f0;
} p0155_S1;

FN BOOL p0155_f0(s32 depth, DG_REF(BOOL) p0, const u8 *p1)
{
    f64 v1 = -1.0;
    f32 v2 = -7.0f;
    u32 h3 = 0;
    (void)v1;
    (void)v2;
    (void)h3;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((BOOL)((u8)10));
    if ((((u16)0)) >= (((u16)((((v1) != (-2.5))) && (((v1) <= (((f64)__uint_as_float(0x5f000000u))))))))) {
        DG_R(p0) = p0155_f0(depth - 1, DG_A(DG_R(p0)), p1);
    } else {
        if (((((u8)depth)) == (((u8)158))) && ((((s16)depth)) > (((s16)-15106)))) return ((BOOL)(((((u16)0)) >= (((u16)25548)))));
    }
    v1 = ((f64)DG_R(p0));
    h3 = (((((u32)(depth) * 3u) ^ (u32)dg_dbits(v1) * 5u) ^ dg_fbits(v2) * 7u) ^ (u32)(p1[(0u & 3u)]) * 9u) ^ (u32)(p1[(3u & 3u)]);
    return ((BOOL)(((u32)(((BOOL)(((((u64)((u64)(((u64)0x8ull)) * (u64)(((u64)depth))))) > (((u64)((((((u64)0x3full)) <= (((u64)0x557c6b9c99d38e57ull)))) ? (((u64)DG_R(p0))) : (((u64)depth))))))))) ^ h3) & 1u));
}

typedef struct {
    u64 x0;
    s16 x1;
    u32 h;
} p0155_state;

DG_SHARED u64 p0155_sh0[128];
DG_SHARED u64 p0155_sh1[128];
DG_SHARED s16 p0155_sh2[512];

DG_KERNEL(p0155_kernel, p0155_state)
{
    DG_BEGIN(p0155_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 10u;
        st->x0 = ((u64)((u64)(((u64)0x3ull)) - (u64)(((u64)gtid))));
        st->x1 = ((s16)(((u16)__ldg(&in[1]))));
        st->h = __ldg(&in[4]);
        p0155_sh0[tid * 1u + 0u] = ((u64)__double2int_ru(dg_dclamp(((f64)((s32)__ldg(&in[4]))), -2147483648.0, 2147483647.0)));
        p0155_sh1[tid * 1u + 0u] = ((u64)dg_fclamp(((f32)st->x1), 0.0f, 18446742974197923840.0f));
        p0155_sh2[tid * 4u + 0u] = ((s16)((st->x1) & (st->x1)));
        p0155_sh2[tid * 4u + 1u] = ((s16)((((((s8)127)) < (((s8)31)))) ? (st->x1) : (((s16)-1))));
        p0155_sh2[tid * 4u + 2u] = ((s16)__umul64hi(((u64)__ldg(&in[3])), st->x0));
        p0155_sh2[tid * 4u + 3u] = ((s16)__double2ll_rn(dg_dclamp(((f64)((f32)gtid)), -9223372036854775808.0, 9223372036854774784.0)));
        u32 v4 = in[((u32)(((s32)dg_dclamp(2.0, -2147483648.0, 2147483647.0))) % 5u)];
        u8 a5[8] = {0};
        s32 j6;
        for (j6 = 0; j6 < 8; j6++)
            a5[j6] = ((u8)gtid);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v4;
        (void)a5;
        (void)j6;
        st->h = (((((u32)(bid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(in[(0u % 5u)]) * 7u) ^ (u32)((u64)(p0155_sh0[tid * 1u + 0u]) >> 32) * 9u) ^ (u32)((u64)(p0155_sh1[tid * 1u + 0u]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 10u;
        u16 v7 = ((u16)((u32)(((u16)bid)) >> ((u32)(((u32)st->x1)) & 31u)));
        u8 a8[8] = {0};
        s32 j9;
        for (j9 = 0; j9 < 8; j9++)
            a8[j9] = ((u8)st->x1);
        BOOL v10 = 0;
        s32 g11 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v7;
        (void)a8;
        (void)j9;
        (void)v10;
        (void)g11;
        if ((((s64)((((((u16)bid)) <= (v7))) || (((((s32)gtid)) < (1135629872)))))) <= (((s64)dg_dclamp(((f64)a8[((u32)(((u8)v7)) & 7u)]), -9223372036854775808.0, 9223372036854774784.0)))) {
            v7 = (u16)p0155_f0((s32)((u32)(((u32)v7)) % 3u), DG_A(v10), a8 + ((u32)(((s32)((u32)0 - (u32)(((s32)bid))))) % 5u));
        } else {
            v7 = ((u16)((u32)(((u16)23916)) >> ((u32)(((u8)162)) & 31u)));
        }
        st->x1 = (s16)p0155_f0((s32)((u32)(((u32)((tid) | (((u32)st->x1))))) % 3u), DG_A(v10), a8 + ((u32)(((s64)(tid))) % 5u));
        B3:;
        if (g11 < 2 && ((st->x1) > (((s16)-6622)))) {
            g11++;
            goto B3;
        }
        st->h = (((((u32)(gtid) * 3u) ^ (u32)(st->x1) * 5u) ^ (u32)(out[(0u & 3u)]) * 7u) ^ (u32)(p0155_sh0[tid * 1u + 0u]) * 9u) ^ (u32)(p0155_sh2[tid * 4u + (0u & 3u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = (u32)((u64)(st->x0) >> 32);
        out[6] = (u32)(st->x1);
        out[7] = (u32)(st->h);
        if ((gtid % 3u) == 0u && ((((((s64)v7)) != (((s64)st->h)))) && ((signbit(dg_canonf(__uint_as_float(0xcf000000u))) != 0)))) return;
        out[8] = (u32)(((u32)llmax(((s64)st->x1), ((s64)0xfffffffffffffee3ull))));
        out[9] = (u32)(((u32)((u32)(((u32)dg_rem_u32((u32)(1u), (u32)(((u32)v7))))) * (u32)(((u32)((u32)(st->h) >> ((u32)(((u8)v10)) & 31u)))))));
    }
    DG_END
}

DG_PROGRAM(p0155, p0155_state, 128, 3, 5, 10, 2, 8192, 156u)
