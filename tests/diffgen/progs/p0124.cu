// diffgen program p0124: gen.py --seed 125 --name p0124 --include ../twin.h
#include "../twin.h"

typedef struct {
    f32 f0;
} p0124_S0;

FN f64 p0124_f0(DG_REF(u32) p0, DG_REF(u16) p1, s64 p2)
{
    u16 v1 = ((u16)((((((s32)p2)) == (((s32)-1455449696)))) && (((((s16)30419)) < (((s16)136))))));
    s32 n2 = 0, i3 = 0;
    s32 g4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)n2;
    (void)i3;
    (void)g4;
    (void)h5;
    (void)p0;
    (void)p1;
    (void)p2;
    n2 = (s32)((u32)(((u64)(~(u64)(((u64)dg_rem_u64((u64)(((u64)DG_R(p0))), (u64)(((u64)0x2dde6387d8fa1acfull)))))))) % 4u);
    for (i3 = 0; i3 < n2; i3++) {
        p2 = ((s64)((((u64)0x1ull)) == (((u64)0xa8d50534d527d5f2ull))));
        if ((__hiloint2double(3, i3)) >= ((-0.0 + ((f64)v1)))) {
            v1 = DG_R(p1);
        }
    }
    if ((3.0) <= (__ull2double_rz(((u64)v1)))) {
        if (((((f64)v1)) == (((f64)((f32)DG_R(p1))))) && ((((s32)v1)) == (((s32)-1939315088)))) return (((f64)((f32)v1)) + -1.0);
    }
    B1:;
    DG_R(p0) = ((u32)DG_R(p1));
    if (g4 < 2 && ((((s64)v1)) <= (((s64)0x4cee209537fa724eull)))) {
        g4++;
        goto B1;
    }
    h5 = (((((u32)(DG_R(p0)) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)(p2) * 7u) ^ (u32)((u64)(p2) >> 32) * 9u) ^ (u32)(v1);
    return (((f64)((u32)((((((f64)((s8)DG_R(p0)))) == (__longlong_as_double((s64)0x7ff0000000000000ull)))) ? (DG_R(p0)) : (((u32)v1))))) + (f64)(h5 & 255u));
}

FN s64 p0124_f1(const u8 *p0)
{
    s16 v6 = ((s16)((u32)(((s16)-1)) << ((u32)(31) & 31u)));
    u32 a7[4] = {0};
    s32 j8;
    for (j8 = 0; j8 < 4; j8++)
        a7[j8] = ((u32)((u32)(((u32)v6)) - (u32)(((u32)v6))));
    s32 g9 = 0;
    u32 v10 = 0;
    u16 v11 = 0;
    u32 h12 = 0;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)g9;
    (void)v10;
    (void)v11;
    (void)h12;
    (void)p0;
    if ((!((signbit(dg_canonf(((f32)v6))) != 0))) && ((p0[0u]) > (((u8)93)))) return ((s64)__funnelshift_rc(a7[((u32)(((s64)((((s64)0x8000000000000000ull)) ^ (((s64)0x5a46fa0a517cf5edull))))) & 3u)], 63u, ((u32)v6)));
    B2:;
    if ((round(((f64)((u32)v6)))) == ((0.5 * ((f64)((u32)v6))))) {
        switch (((u32)(((u32)dg_fclamp(((((((u32)v6)) != (4006664123u))) ? 1.5f : 1.5f), 0.0f, 4294967040.0f))) + (u32)v6) & 3u) {
        case 1: {
            --v6;
            break;
        }
        }
    } else {
        v6 = (s16)dg_dclamp(p0124_f0(DG_A(v10), DG_A(v11), ((s64)(~(u64)(((s64)v11))))), -32768.0, 32767.0);
    }
    if (g9 < 3 && ((((u8)v11)) > (((u8)50)))) {
        g9++;
        goto B2;
    }
    h12 = (((((u32)(v6) * 3u) ^ (u32)(v10) * 5u) ^ (u32)(v11) * 7u) ^ (u32)(p0[0u]) * 9u) ^ (u32)(a7[(0u & 3u)]);
    return ((s64)((u64)(((s64)((u64)(((s64)((u64)(((s64)v11)) << ((u32)(((s32)-225)) & 63u)))) + (u64)(((s64)(((u64)0xffffffffffffffffull))))))) ^ (u64)h12));
}

typedef struct {
    s32 x0;
    f64 x1;
    u32 h;
    u64 arr[4];
} p0124_state;

DG_KERNEL(p0124_kernel, p0124_state)
{
    DG_BEGIN(p0124_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        st->x0 = ((s32)dg_div_s32((s32)(1715573365), (s32)(((s32)bid))));
        st->x1 = __longlong_as_double((s64)0x41e0000000000000ull);
        st->h = ((u32)((bid) ^ (in[((u32)(((u32)__float2int_rn(dg_fclamp(((f32)__ldg(&in[3])), -2147483648.0f, 2147483520.0f)))) % 6u)])));
        st->arr[0] = ((u64)0x3ull);
        st->arr[1] = ((u64)0x20ull);
        st->arr[2] = ((u64)((u64)(((u64)st->x0)) >> ((u32)(((u8)255)) & 63u)));
        st->arr[3] = ((u64)0x3ull);
        f32 v13 = __int2float_ru(st->x0);
        u8 a14[8] = {0};
        s32 j15;
        for (j15 = 0; j15 < 8; j15++)
            a14[j15] = ((u8)tid);
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)a14;
        (void)j15;
        st->h = ((u32)((u32)(in[((u32)(((u8)st->h)) % 6u)]) ^ (u32)0xffffffff));
        if ((((s32)((st->x0) & (((s32)tid))))) != (((s32)sizeof(s16)))) {
            st->x0 = ((s32)sizeof(s32));
        }
        if ((st->x0) < (((s32)tid))) {
            v13 = ((f32)(((f64)((s32)st->h)) - st->x1));
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)(st->x0) * 7u) ^ (u32)(in[(0u % 6u)]) * 9u) ^ (u32)((u64)(st->arr[(0u & 3u)]) >> 32) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        s16 v16 = ((s16)((((s16)gtid)) | (((s16)-32767))));
        u8 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = ((u8)((u32)(((u8)st->x0)) << ((u32)(((u32)st->x0)) & 31u)));
        s32 g19 = 0;
        u16 v20 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v16;
        (void)a17;
        (void)j18;
        (void)g19;
        (void)v20;
        v16 = (s16)p0124_f1(a17);
        B4:;
        if (g19 < 1 && (signbit(dg_canon(st->x1)) != 0)) {
            g19++;
            goto B4;
        }
        st->x1 = (f64)p0124_f1(a17 + ((u32)(((s64)dg_div_s64((s64)(((s64)v16)), (s64)(((s64)0x1ull))))) % 8u));
        st->h = (u32)dg_dclamp(p0124_f0(DG_A(st->h), DG_A(v20), ((s64)v20)), 0.0, 4294967295.0);
        st->h = (((((u32)(tid) * 3u) ^ (u32)dg_dbits(st->x1) * 5u) ^ (u32)(v16) * 7u) ^ (u32)(v20) * 9u) ^ (u32)(st->arr[(3u & 3u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 8u;
        s64 v21 = ((s64)(((s8)st->h)));
        u8 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = ((u8)((u32)(((u8)tid)) >> ((u32)(st->x0) & 31u)));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)a22;
        (void)j23;
        v21 = ((s64)0x1c6111a7a40215cbull);
        st->h = (((((u32)(tid) * 3u) ^ (u32)(gtid) * 5u) ^ (u32)dg_dbits(st->x1) * 7u) ^ (u32)(dg_dbits(st->x1) >> 32) * 9u) ^ (u32)((u64)(v21) >> 32) ^ (st->h * 7u);
        out[0] = (u32)(st->x0);
        out[1] = (u32)dg_dbits(st->x1);
        out[2] = (u32)(dg_dbits(st->x1) >> 32);
        out[3] = (u32)(st->h);
        out[4] = (u32)(((s64)((u64)(((s64)(((((*(a22 + ((u32)(__double2uint_ru(dg_dclamp(st->x1, 0.0, 4294967295.0))) & 7u)))) >= (((u8)tid)))) && (((((s64)tid)) <= (((s64)0xfffffffffffffff2ull))))))) + (u64)(((s64)((u64)(v21) << ((u32)(a22[((u32)(((s64)dg_fclamp(__uint_as_float(0x7f800000u), -9223372036854775808.0f, 9223371487098961920.0f))) & 7u)]) & 63u)))))));
        out[5] = (u32)(a22[((u32)(((u8)dg_fclamp(((f32)gtid), 0.0f, 255.0f))) & 7u)]);
        out[6] = (u32)(st->arr[0]);
        out[7] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0124, p0124_state, 150, 4, 6, 8, 3, 2048, 125u)
