// diffgen program p0059: gen.py --seed 59 --name p0059 --include ../twin.h
#include "../twin.h"

typedef struct {
    f64 f0;
} p0059_S0;

FN s64 p0059_f0(s32 depth, u8 p0, DG_REF(s32) p1, const s32 *p2)
{
    BOOL v1 = ((BOOL)((u8)152));
    f32 a2[4] = {0};
    s32 j3;
    for (j3 = 0; j3 < 4; j3++)
        a2[j3] = __double2float_rz(((f64)((u32)v1)));
    p0059_S0 sv4;
    sv4.f0 = ((((((u8)DG_R(p1))) != (((u8)197)))) ? 2.0 : ((f64)p0));
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
    if (depth <= 0) return ((s64)dg_rem_s64((s64)(((s64)depth)), (s64)(((s64)0x2778a5aee88444a0ull))));
    p0 = (u8)p0059_f0(depth - 1, ((u8)((u32)(p0) - (u32)(((u8)v1)))), DG_A(DG_R(p1)), p2);
    a2[((u32)(((s64)p0)) & 3u)] = ((f32)((u32)DG_R(p1)));
    h5 = (((((u32)(depth) * 3u) ^ (u32)(DG_R(p1)) * 5u) ^ (u32)(v1) * 7u) ^ (u32)(p2[0u]) * 9u) ^ dg_fbits(a2[(3u & 3u)]);
    return ((s64)((u64)(((s64)((((((s8)0)) >= (((s8)-63)))) && (((((u32)DG_R(p1))) < (3278839586u)))))) ^ (u64)h5));
}

FN f64 p0059_f1(s32 depth, p0059_S0 p0)
{
    s16 v6 = ((s16)depth);
    s32 a7[8] = {0};
    s32 j8;
    for (j8 = 0; j8 < 8; j8++)
        a7[j8] = ((s32)((j8) | (depth)));
    f64 a9[4] = {0};
    s32 j10;
    for (j10 = 0; j10 < 4; j10++)
        a9[j10] = __ull2double_rz(((u64)j10));
    u32 h11 = 0;
    (void)v6;
    (void)a7;
    (void)j8;
    (void)a9;
    (void)j10;
    (void)h11;
    (void)depth;
    (void)p0;
    if (depth <= 0) return (p0.f0 * a9[((u32)(((s64)((u64)(((s64)depth)) * (u64)(((s64)0xc3ed9497054fd865ull))))) & 3u)]);
    if (!(((((((u64)depth)) != (((u64)0xfdull)))) && (((((f64)((u16)v6))) != (((f64)((s64)v6)))))))) {
        v6 = ((s16)((((a9[((u32)(((s32)__float2ull_ru(dg_fclamp(((f32)p0.f0), 0.0f, 18446742974197923840.0f)))) & 3u)]) <= (((f64)1024.0f)))) ? (v6) : (((s16)((u32)0 - (u32)(v6))))));
    }
    if ((((u32)(depth))) < (((u32)depth))) {
        v6 = ((s16)__float2uint_ru(dg_fclamp(((f32)depth), 0.0f, 4294967040.0f)));
    }
    v6 = (s16)dg_dclamp(p0059_f1(depth - 1, p0), -32768.0, 32767.0);
    h11 = (((((u32)(depth) * 3u) ^ (u32)(dg_dbits(p0.f0) >> 32) * 5u) ^ (u32)(a7[(7u & 7u)]) * 7u) ^ (u32)dg_dbits(a9[(0u & 3u)]) * 9u) ^ (u32)dg_dbits(a9[(3u & 3u)]);
    return (0.5 + (f64)(h11 & 255u));
}

FN p0059_S0 p0059_f2(DG_REF(p0059_S0) p0, BOOL p1, DG_REF(p0059_S0) p2)
{
    u16 v12 = ((u16)((u32)(((u16)p1)) << ((u32)(((u8)166)) & 31u)));
    u32 v13 = ((u32)((u32)(105u) - (u32)(((u32)p1))));
    s32 a14[8] = {0};
    s32 j15;
    for (j15 = 0; j15 < 8; j15++)
        a14[j15] = ((s32)((((((s64)0x7fffffffffffffffull)) != (((s64)0xe6469ec22793a26ull)))) && ((isnan(((f32)v12)) != 0))));
    p0059_S0 sv16;
    sv16.f0 = ((f64)((u8)p1));
    s32 g17 = 0;
    u32 h18 = 0;
    (void)v12;
    (void)v13;
    (void)a14;
    (void)j15;
    (void)sv16;
    (void)g17;
    (void)h18;
    (void)p0;
    (void)p1;
    (void)p2;
    B1:;
    if ((((s16)(((s8)v13)))) < (((s16)((u32)(((s16)v12)) - (u32)(((s16)9887)))))) {
        if (p1) {
            v12 = ((u16)dg_rem_u32((u32)(((u16)dg_div_u32((u32)(v12), (u32)(((u16)p1))))), (u32)(((u16)((v12) & (v12))))));
        } else {
        }
    } else {
        if (!(((((((s64)0xf78443245582db84ull)) != (((s64)v13)))) && (((((f64)((s64)v12))) != (-0.0)))))) {
        } else {
            v13 = ((u32)((u32)(v13) >> ((u32)(625581265) & 31u)));
        }
    }
    if (g17 < 1 && p1) {
        g17++;
        goto B1;
    }
    a14[((u32)(((s32)dg_rem_s32((s32)(((s32)v13)), (s32)(a14[((u32)(((u32)((u32)(v13) - (u32)(((u32)p1))))) & 7u)])))) & 7u)] = ((s32)((u32)(((s32)(~(u32)(a14[((u32)(((s64)(((u16)p1)))) & 7u)])))) << ((u32)(((s32)((((((u8)v12)) == (((u8)79)))) ? (((s32)v13)) : (((s32)v13))))) & 31u)));
    a14[((u32)(((s32)(((s8)v12)))) & 7u)] = ((s32)__uhadd(v13, ((u32)((u32)(v13) >> ((u32)(((u8)0)) & 31u)))));
    h18 = (((((u32)(dg_dbits(DG_R(p0).f0) >> 32) * 3u) ^ (u32)dg_dbits(DG_R(p2).f0) * 5u) ^ (u32)(dg_dbits(DG_R(p2).f0) >> 32) * 7u) ^ (u32)dg_dbits(sv16.f0) * 9u) ^ (u32)(a14[(7u & 7u)]);
    DG_R(p2).f0 = (DG_R(p2).f0 + (f64)(h18 & 255u));
    return DG_R(p2);
}

typedef struct {
    s8 x0;
    BOOL x1;
    u32 x2;
    u32 h;
    u8 arr[2];
} p0059_state;

DG_SHARED f32 p0059_sh0[150];

DG_KERNEL(p0059_kernel, p0059_state)
{
    DG_BEGIN(p0059_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = ((s8)__dp4a(((s32)__ldg(&in[6])), ((s32)__ldg(&in[1])), 802217696));
        st->x1 = ((BOOL)((f32)__ldg(&in[0])));
        st->x2 = ((u32)((((((s32)__ldg(&in[6]))) >= (701320149))) ? (((u32)st->x0)) : (__ldg(&in[5]))));
        st->h = ((u32)((tid) & ((*(in + ((u32)(((u32)dg_fclamp(((f32)__ldg(&in[1])), 0.0f, 4294967040.0f))) % 7u))))));
        st->arr[0] = ((u8)dg_rem_u32((u32)(((u8)st->x2)), (u32)(((u8)st->h))));
        st->arr[1] = ((u8)((((u8)__ldg(&in[6]))) ^ (((u8)__ldg(&in[3])))));
        p0059_sh0[tid * 1u + 0u] = __uint_as_float(0x7840f238u);
        u8 v19 = ((u8)((u32)(((u8)1)) - (u32)(((u8)59))));
        s32 a20[8] = {0};
        s32 j21;
        for (j21 = 0; j21 < 8; j21++)
            a20[j21] = 3;
        p0059_S0 sv22;
        sv22.f0 = fmin(((f64)p0059_sh0[tid * 1u + 0u]), ((f64)v19));
        s32 n23 = 0, i24 = 0;
        s32 n25 = 0, i26 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v19;
        (void)a20;
        (void)j21;
        (void)sv22;
        (void)n23;
        (void)i24;
        (void)n25;
        (void)i26;
        n23 = (s32)((u32)(((u64)((((u64)__mul64hi(((s64)tid), ((s64)tid)))) ^ (((u64)__clzll(((s64)st->h))))))) % 8u);
        for (i24 = 0; i24 < n23; i24++) {
            sv22 = p0059_f2(DG_A(sv22), ((BOOL)((u64)st->h)), DG_A(sv22));
        }
        n25 = (s32)((u32)(((u8)((((u8)((u32)(((u8)0)) >> ((u32)(((u8)st->x2)) & 31u)))) | (((u8)dg_fclamp(((f32)((s16)bid)), 0.0f, 255.0f)))))) % 7u);
        for (i26 = 0; i26 < n25; i26++) {
            a20[((u32)(((u32)dg_div_u32((u32)(st->h), (u32)(((u32)st->x1))))) & 7u)] = ((s32)dg_dclamp(((f64)((s16)gtid)), -2147483648.0, 2147483647.0));
            p0059_sh0[tid * 1u + 0u] = ((((p0059_sh0[tid * 1u + 0u]) == (((f32)((u64)st->x2))))) ? 2.0f : ((f32)st->x0));
        }
        st->h = (((((u32)(v19) * 3u) ^ (u32)(st->arr[(0u & 1u)]) * 5u) ^ (u32)(st->arr[(1u & 1u)]) * 7u) ^ (u32)(a20[(0u & 7u)]) * 9u) ^ (u32)(a20[(7u & 7u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 7u;
        u32 *out = dg_out + gtid * 7u;
        u32 v27 = ((u32)((u32)(in[((u32)(((s32)__double2ull_rz(dg_dclamp(((f64)tid), 0.0, 18446744073709549568.0)))) % 7u)]) + (u32)(((u32)st->x0))));
        s32 a28[8] = {0};
        s32 j29;
        for (j29 = 0; j29 < 8; j29++)
            a28[j29] = ((s32)tid);
        p0059_S0 sv30;
        sv30.f0 = ((f64)bid);
        s32 v31 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v27;
        (void)a28;
        (void)j29;
        (void)sv30;
        (void)v31;
        st->x1 = ((BOOL)(((((u64)((u64)(((u64)0xdc8c31dfe14d5e61ull)) << ((u32)(((u8)103)) & 63u)))) != (((u64)((((__uint_as_float(0x00000000u)) != (((f32)((u64)0xffull))))) ? (((u64)st->x2)) : (((u64)0x98e5e9c8b6cc6cd0ull))))))));
        sv30.f0 = (sv30.f0 - (-(((f64)((f32)st->x0)))));
        st->h = (((((u32)(st->x0) * 3u) ^ (u32)(st->x2) * 5u) ^ (u32)(dg_dbits(sv30.f0) >> 32) * 7u) ^ (u32)(in[(0u % 7u)]) * 9u) ^ (u32)(in[(6u % 7u)]) ^ (st->h * 7u);
        st->x1 = (BOOL)(p0059_f0((s32)((u32)(((u32)(((s8)v27)))) % 3u), ((u8)((u32)(((u8)118)) << ((u32)(in[((u32)(((u8)((((u8)255)) ^ (((u8)255))))) % 7u)]) & 31u))), DG_A(v31), a28) != 0);
        st->x1 = (BOOL)(p0059_f1((s32)((u32)(((u32)dg_div_u32((u32)(in[((u32)(v31) % 7u)]), (u32)(st->h)))) % 5u), sv30) != 0);
        out[0] = (u32)(st->x0);
        out[1] = (u32)(st->x1);
        out[2] = (u32)(st->x2);
        out[3] = (u32)(st->h);
        out[4] = dg_fbits((__fsub_rz(p0059_sh0[tid * 1u + 0u], 65536.0f) - ((f32)((u16)v31))));
        out[5] = (u32)(st->arr[0]);
        out[6] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0059, p0059_state, 150, 4, 7, 7, 2, 8192, 59u)
