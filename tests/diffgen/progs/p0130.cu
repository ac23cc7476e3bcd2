// diffgen program p0130: gen.py --seed 131 --name p0130 --include ../twin.h
#include "../twin.h"

typedef struct {
    u64 f0[3];
    BOOL f1;
} p0130_S0;
typedef struct {
    f32 f0;
    s8 f1;
} p0130_S1;

FN u8 p0130_f0(p0130_S1 p0, DG_REF(s8) p1, s64 p2, f64 p3, u8 p4, DG_REF(p0130_S1) p5, f32 p6, u64 p7, const u64 *p8, u8 p9, DG_REF(s64) p10, DG_REF(p0130_S0) p11, const s32 *p12)
{
    s8 v1 = ((s8)(((isnan(p3) != 0)) || (((((u16)39738)) != (((u16)29715))))));
    s32 a2[8] = {0};
    s32 j3;
    for (j3 = 0; j3 < 8; j3++)
        a2[j3] = ((s32)dg_div_s32((s32)(((s32)p9)), (s32)(j3)));
    uchar4 sv4 = make_uchar4(p9, ((u8)__dp4a(868247527, ((s32)-367467730), ((s32)p2))), ((u8)(((s16)187))), ((u8)(~(u32)(((u8)v1)))));
    u32 h5 = 0;
    (void)v1;
    (void)a2;
    (void)j3;
    (void)sv4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    (void)p3;
    (void)p4;
    (void)p5;
    (void)p6;
    (void)p7;
    (void)p8;
    (void)p9;
    (void)p10;
    (void)p11;
    (void)p12;
    DG_R(p1) = ((s8)2);
    p3 = (-((((f64)p7) / ((f64)((s64)DG_R(p1))))));
    h5 = (((((u32)(dg_dbits(p3) >> 32) * 3u) ^ (u32)(p7) * 5u) ^ (u32)(DG_R(p5).f1) * 7u) ^ (u32)(DG_R(p11).f0[1]) * 9u) ^ (u32)(DG_R(p11).f0[2]);
    return ((u8)((u32)(((u8)((u32)(((u8)umin(((u32)DG_R(p1)), ((u32)DG_R(p1))))) - (u32)(((u8)(!(((((u32)v1)) < (109u))))))))) ^ (u32)h5));
}

typedef struct {
    u32 x0;
    s64 x1;
    s16 x2;
    u32 h;
    s16 arr[2];
} p0130_state;

DG_KERNEL(p0130_kernel, p0130_state)
{
    DG_BEGIN(p0130_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 9u;
        s16 c13 = 0;
        u64 c15 = 0;
        s64 c16 = 0;
        st->x0 = ((u32)((u32)(bid) - (u32)(in[((u32)(((u8)((u32)0 - (u32)(((u8)__ldg(&in[4])))))) % 6u)])));
        st->x1 = ((s64)((((s64)__ldg(&in[5]))) & (((s64)__ldg(&in[0])))));
        st->x2 = ((s16)(((u64)__ldg(&in[3]))));
        st->h = ((u32)dg_rem_u32((u32)(bid), (u32)(__ldg(&in[4]))));
        st->arr[0] = ((s16)((s32)(st->x2) >> ((u32)(((s32)st->x1)) & 31u)));
        st->arr[1] = ((s16)((u32)(st->x2) << ((u32)(((u8)255)) & 31u)));
        s64 v6 = ((s64)sizeof(s16));
        u64 a7[8] = {0};
        s32 j8;
        for (j8 = 0; j8 < 8; j8++)
            a7[j8] = ((u64)((u64)(((u64)st->x2)) + (u64)(((u64)j8))));
        s32 a9[8] = {0};
        s32 j10;
        for (j10 = 0; j10 < 8; j10++)
            a9[j10] = ((s32)((u32)(j10) * (u32)(j10)));
        p0130_S1 sv11;
        sv11.f0 = __fmaf_ru(1.0e10f, 0.0f, ((f32)tid));
        sv11.f1 = ((s8)dg_fclamp(1.5f, -128.0f, 127.0f));
        p0130_S0 sv12;
        sv12.f0[0] = ((u64)sizeof(s32));
        sv12.f0[1] = ((u64)((u64)(((u64)st->x2)) >> ((u32)(((u32)v6)) & 63u)));
        sv12.f0[2] = ((u64)((((u64)st->x2)) & (((u64)tid))));
        sv12.f1 = ((BOOL)(((1.0f) == (((f32)((u8)2))))));
        s8 v14 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v6;
        (void)a7;
        (void)j8;
        (void)a9;
        (void)j10;
        (void)sv11;
        (void)sv12;
        (void)v14;
        (void)c13;
        (void)c15;
        (void)c16;
        st->x2 ^= (s16)(((c13 = st->x2), (s16)(c13 ^ st->x2)));
        st->arr[((u32)(((s64)sizeof(sv12))) & 1u)] = ((s16)((u32)0 - (u32)(((s16)-12))));
        st->h = (((((u32)(tid) * 3u) ^ (u32)(bid) * 5u) ^ (u32)(sv12.f0[2]) * 7u) ^ (u32)((u64)(sv12.f0[2]) >> 32) * 9u) ^ (u32)(st->arr[(0u & 1u)]) ^ (st->h * 7u);
        st->x2 = (s16)p0130_f0(sv11, DG_A(v14), ((s64)((s64)(((s64)0x6f155698607d420aull)) >> ((u32)(((u8)dg_div_u32((u32)(((u8)v6)), (u32)(((u8)0))))) & 63u))), ((f64)((s8)((s32)(sv11.f1) >> ((u32)(((u8)7)) & 31u)))), ((u8)__funnelshift_lc(((u32)st->x1), 2283787273u, gtid)), DG_A(sv11), ((f32)((s64)0xcbull)), ((c15 = ((u64)0xffffffffffffffffull)), (u64)(c15 ^ a7[((u32)(((c16 = v6), (s64)(c16 ^ ((s64)tid)))) & 7u)])), a7, ((u8)__double2int_rz(dg_dclamp(((f64)st->x2), -2147483648.0, 2147483647.0))), DG_A(v6), DG_A(sv12), a9);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)((u64)(st->x1) >> 32);
        out[3] = (u32)(st->x2);
        out[4] = (u32)(st->h);
        out[5] = (u32)dg_dbits((((!(((((u16)0)) != (((u16)34035)))))) ? __dadd_rn(((f64)st->h), __longlong_as_double((s64)0xe71cb34121818360ull)) : (0.125 + 0.0000152587890625)));
        out[6] = dg_fbits((-(1.0e10f)));
        out[7] = (u32)(st->arr[0]);
        out[8] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0130, p0130_state, 127, 4, 6, 9, 1, 2048, 131u)
