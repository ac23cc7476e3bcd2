// diffgen program p0049: gen.py --seed 49 --name p0049 --include ../twin.h
#include "../twin.h"

typedef struct {
    u32 f0;
    s32 f1;
} p0049_S0;

FN float4 p0049_f0(s32 depth, s32 p0, s16 p1, DG_REF(s8) p2)
{
    s16 c6 = 0;
    u32 v1 = ((u32)(((isnan(((f32)p0)) != 0)) ? (((u32)p0)) : (255u)));
    f32 v2 = fmaxf(((f32)p1), 0.125f);
    f32 a3[16] = {0};
    s32 j4;
    for (j4 = 0; j4 < 16; j4++)
        a3[j4] = ((f32)1.0e22);
    float4 sv5 = make_float4(((f32)((f64)depth)), v2, (((f32)((f64)v1)) - ((f32)((s64)p1))), (((f32)v1) * ((f32)depth)));
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)a3;
    (void)j4;
    (void)sv5;
    (void)h7;
    (void)c6;
    (void)depth;
    (void)p0;
    (void)p1;
    (void)p2;
    if (depth <= 0) return sv5;
    if ((((u8)(((u64)depth)))) < (((u8)((u32)(((u8)p0)) - (u32)(((u8)170)))))) {
        if ((!(((((f32)3.0)) < (v2)))) && ((((s8)-26)) > (DG_R(p2)))) return sv5;
    } else {
        p1++;
    }
    (*(a3 + ((u32)(__mulhi(((s32)p1), p0)) & 15u))) = 1.0f;
    sv5 = p0049_f0(depth - 1, ((s32)dg_div_s32((s32)(1151726292), (s32)(((s32)-138)))), ((c6 = ((s16)p0)), (s16)(c6 ^ ((s16)DG_R(p2)))), DG_A(DG_R(p2)));
    h7 = (((((u32)(depth) * 3u) ^ (u32)(DG_R(p2)) * 5u) ^ (u32)(v1) * 7u) ^ dg_fbits(sv5.x) * 9u) ^ dg_fbits(a3[(0u & 15u)]);
    sv5.x = (sv5.x + (f32)(h7 & 255u));
    return sv5;
}

FN BOOL p0049_f1(s32 depth, p0049_S0 p0, p0049_S0 p1)
{
    BOOL v8 = ((BOOL)((s8)depth));
    f32 v9 = __uint_as_float(0x5f000000u);
    float4 sv10 = make_float4(((f32)((s16)depth)), __fdiv_rz(v9, v9), __double2float_rz(((f64)depth)), __fmaf_rz(((f32)100.0), ((f32)((u32)v8)), v9));
    s32 g11 = 0;
    u32 h12 = 0;
    (void)v8;
    (void)v9;
    (void)sv10;
    (void)g11;
    (void)h12;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((BOOL)(v8));
    B1:;
    if (isfinite(__dsub_ru(((f64)((f32)depth)), __longlong_as_double((s64)0xfff0000000000000ull))) != 0) {
        v9 -= ((((f32)v8) / v9) * (v9 + ((f32)v8)));
    } else {
        v9 = __fmul_ru(((f32)v8), ((f32)depth));
    }
    if (g11 < 2 && ((((((u64)v8)) >= (((u64)0x4f69b125367cd796ull)))) && (((((s64)0x1980c3ab1fe8467aull)) <= (((s64)v8)))))) {
        g11++;
        goto B1;
    }
    v9 = (-0.0f - v9);
    v8 = p0049_f1(depth - 1, p0, p0);
    h12 = (((((u32)(v8) * 3u) ^ dg_fbits(v9) * 5u) ^ (u32)(p0.f1) * 7u) ^ dg_fbits(sv10.z) * 9u) ^ dg_fbits(sv10.w);
    return ((BOOL)(((u32)(((BOOL)(v8))) ^ h12) & 1u));
}

typedef struct {
    f32 x0;
    f32 x1;
    u32 h;
    s16 arr[2];
} p0049_state;

DG_SHARED f64 p0049_sh0[70];

DG_KERNEL(p0049_kernel, p0049_state)
{
    DG_BEGIN(p0049_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        st->x0 = ((f32)((f64)((f32)gtid)));
        st->x1 = __frcp_rn(st->x0);
        st->h = ((u32)((u32)(31u) * (u32)(7u)));
        st->arr[0] = ((s16)2);
        st->arr[1] = ((s16)8);
        p0049_sh0[tid * 1u + 0u] = (((f64)__ldg(&in[4])) - ((f64)st->h));
        f64 v13 = -1.0;
        float4 sv14;
        sv14.x = (st->x0 / st->x1);
        sv14.y = ((f32)((s64)bid));
        sv14.z = st->x0;
        sv14.w = __fmaf_rd(100.0f, st->x1, st->x1);
        p0049_S0 sv15;
        sv15.f0 = ((u32)((u32)((*(in + ((u32)(((u8)dg_dclamp(p0049_sh0[tid * 1u + 0u], 0.0, 255.0))) % 5u)))) * (u32)(tid)));
        sv15.f1 = ((s32)0x80000000u);
        s32 n16 = 0, i17 = 0;
        s32 g18 = 0;
        s32 g19 = 0;
        s32 n20 = 0, i21 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v13;
        (void)sv14;
        (void)sv15;
        (void)n16;
        (void)i17;
        (void)g18;
        (void)g19;
        (void)n20;
        (void)i21;
        st->x1 = ((f32)sv15.f1);
        n16 = (s32)((u32)(((u64)dg_div_u64((u64)(((u64)dg_fclamp(sv14.w, 0.0f, 18446742974197923840.0f))), (u64)(((u64)((u64)(((u64)0x65112b7dbc62c881ull)) << ((u32)(((s32)st->h)) & 63u))))))) % 4u) + 1;
        for (i17 = 0; i17 < n16; i17++) {
            if ((((u16)tid)) != (((u16)23238))) {
                if ((((u8)bid)) == (((u8)130))) continue;
            }
            if (isinf(__ull2double_rn(((u64)i17))) != 0) {
                st->h = sv15.f0;
            }
        }
        B2:;
        st->x1 = ((((bid) < (93u))) ? (st->x0 - st->x1) : st->x0);
        if (g18 < 1 && ((((s64)bid)) < (((s64)0xffffffffffffffe9ull)))) {
            g18++;
            goto B2;
        }
        B3:;
        n20 = (s32)((u32)(((u64)dg_dclamp(((((((s8)-44)) < (((s8)-20)))) ? ((f64)st->h) : p0049_sh0[tid * 1u + 0u]), 0.0, 18446744073709549568.0))) % 8u);
        i21 = 0;
        while (i21 < n20) {
            i21++;
            v13 = ((f64)((u64)dg_rem_u64((u64)(((u64)gtid)), (u64)(((u64)bid)))));
        }
        if (g19 < 3 && ((sv15.f1) != (((s32)tid)))) {
            g19++;
            goto B3;
        }
        st->h = (((((u32)(bid) * 3u) ^ (u32)dg_dbits(v13) * 5u) ^ dg_fbits(sv14.x) * 7u) ^ (u32)(st->arr[(0u & 1u)]) * 9u) ^ (u32)(st->arr[(1u & 1u)]) ^ (st->h * 7u);
    }
    DG_SYNC(1)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        s32 v22 = ((s32)((u32)(((s32)-351457898)) - (u32)(((s32)tid))));
        float4 sv23 = make_float4(__ll2float_ru(((s64)bid)), (((f32)((s8)tid)) / ((f32)((f64)gtid))), (st->x0 * ((f32)((f64)tid))), (((f32)p0049_sh0[((u32)(((u8)31)) % 70u)]) - ((f32)tid)));
        p0049_S0 sv24;
        sv24.f0 = ((u32)((tid) ^ (gtid)));
        sv24.f1 = ((s32)dg_dclamp(((f64)st->h), -2147483648.0, 2147483647.0));
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v22;
        (void)sv23;
        (void)sv24;
        if ((((s8)((s32)(((s8)7)) >> ((u32)(bid) & 31u)))) > (((s8)bid))) {
        } else {
        }
        st->h = ((((dg_fbits(st->x0) * 3u) ^ dg_fbits(sv23.x) * 5u) ^ dg_fbits(sv23.w) * 7u) ^ (u32)(in[(4u % 5u)]) * 9u) ^ (u32)dg_dbits(p0049_sh0[(69u % 70u)]) ^ (st->h * 7u);
    }
    DG_SYNC(2)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 5u;
        u32 *out = dg_out + gtid * 7u;
        s64 c27 = 0;
        s16 v25 = ((s16)(gtid));
        s64 v26 = ((c27 = ((s64)bid)), (s64)(c27 ^ ((s64)0x6ea4c7c764700c9full)));
        float4 sv28 = make_float4((st->x1 * ((f32)((s8)bid))), st->x1, (((f32)gtid) + ((f32)tid)), (st->x0 - st->x0));
        p0049_S0 sv29;
        sv29.f0 = ((u32)((u32)(in[((u32)(((s32)((((s32)v25)) & (7)))) % 5u)]) - (u32)(in[((u32)(((s64)((u64)0 - (u64)(((s64)bid))))) % 5u)])));
        sv29.f1 = ((s32)(v25));
        s8 v30 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v25;
        (void)v26;
        (void)sv28;
        (void)sv29;
        (void)v30;
        (void)c27;
        if ((gtid % 5u) == 0u && ((((f32)((f64)v26))) == (65536.0f))) return;
        v26 = ((s64)v25);
        st->h = (((((u32)(bid) * 3u) ^ (u32)(v25) * 5u) ^ dg_fbits(sv28.z) * 7u) ^ (u32)(sv29.f1) * 9u) ^ (u32)dg_dbits(p0049_sh0[(69u % 70u)]) ^ (st->h * 7u);
        sv28 = p0049_f0((s32)((u32)(3u) % 6u), ((s32)((s32)(((s32)((((bid) < (((u32)v25)))) ? (255) : (((s32)gtid))))) >> ((u32)(((s32)sizeof(sv29))) & 31u))), ((s16)((u32)(((s16)tid)) * (u32)(st->arr[((u32)(((u8)((st->x0) == (st->x1)))) & 1u)]))), DG_A(v30));
        st->x0 = (f32)p0049_f1((s32)((u32)(((u32)((u32)(bid) >> ((u32)(bid) & 31u)))) % 4u), sv29, sv29);
        out[0] = dg_fbits(st->x0);
        out[1] = dg_fbits(st->x1);
        out[2] = (u32)(st->h);
        out[3] = (u32)(((s8)sizeof(sv28)));
        out[4] = (u32)(((s8)((u32)(((s8)((u32)(v30) - (u32)(((s8)st->h))))) - (u32)(((s8)v26)))));
        out[5] = (u32)(st->arr[0]);
        out[6] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0049, p0049_state, 70, 2, 5, 7, 3, 8192, 49u)
