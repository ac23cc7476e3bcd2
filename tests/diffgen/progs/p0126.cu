// diffgen program p0126: gen.py --seed 127 --name p0126 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(8) {
    f32 f0;
    s8 f1[3];
    s16 f2;
} p0126_S0;

FN s8 p0126_f0(s8 p0, DG_REF(s32) p1, const u32 *p2, const s16 *p3, DG_REF(uint4) p4, s8 p5, s8 p6, u64 p7, s16 p8, u32 p9, f64 p10)
{
    s8 c7 = 0;
    s16 v1 = ((s16)dg_rem_s32((s32)(((s16)p9)), (s32)(((s16)1))));
    s32 g2 = 0;
    s32 n3 = 0, i4 = 0;
    s32 g5 = 0;
    u32 h6 = 0;
    (void)v1;
    (void)g2;
    (void)n3;
    (void)i4;
    (void)g5;
    (void)h6;
    (void)c7;
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
    B1:;
    if (g2 < 2 && ((p9) >= (7u))) {
        g2++;
        goto B1;
    }
    if ((((s64)sizeof(DG_R(p4)))) < (((s64)0x5e78bdcc560fc636ull))) {
        DG_R(p4).z = ((u32)((((((u8)1)) <= (((u8)p7)))) ? (p9) : (p2[((u32)(((s32)((u32)(DG_R(p1)) << ((u32)(4294967295u) & 31u)))) & 7u)])));
    }
    n3 = (s32)((u32)(((u8)(((s32)dg_div_s32((s32)(DG_R(p1)), (s32)(((s32)-1))))))) % 3u) + 1;
    i4 = 0;
    do {
        DG_R(p1) = ((s32)dg_fclamp(2.0f, -2147483648.0f, 2147483520.0f));
    } while (++i4 < n3);
    B2:;
    p8 = ((s16)-6439);
    if (g5 < 3 && ((((u16)v1)) > (((u16)48651)))) {
        g5++;
        goto B2;
    }
    h6 = (((((u32)(p6) * 3u) ^ (u32)(p7) * 5u) ^ (u32)(DG_R(p4).x) * 7u) ^ (u32)(DG_R(p4).z) * 9u) ^ (u32)(p2[(7u & 7u)]);
    return ((s8)((u32)(((c7 = ((s8)((u32)(((s8)p8)) << ((u32)(p9) & 31u)))), (s8)(c7 ^ ((s8)((p6) & (p0)))))) ^ (u32)h6));
}

FN void p0126_f1(u16 p0, s8 p1, DG_REF(f32) p2)
{
    u32 c18 = 0;
    s16 v8 = ((s16)-32767);
    s16 v9 = ((s16)((((s16)p0)) ^ (v8)));
    u32 a10[8] = {0};
    s32 j11;
    for (j11 = 0; j11 < 8; j11++)
        a10[j11] = ((u32)((((j11) != (1667026114))) || (((((u8)255)) < (((u8)154))))));
    s16 a12[8] = {0};
    s32 j13;
    for (j13 = 0; j13 < 8; j13++)
        a12[j13] = ((s16)((((s16)-32768)) ^ (((s16)-1030))));
    f64 a14[16] = {0};
    s32 j15;
    for (j15 = 0; j15 < 16; j15++)
        a14[j15] = (1.5 - ((f64)v8));
    uint4 sv16 = make_uint4(((u32)((u32)(0u) + (u32)(a10[((u32)(32u) & 7u)]))), ((u32)((u32)(a10[((u32)(((u8)v9)) & 7u)]) >> ((u32)(((s32)p0)) & 31u))), ((u32)((230u) & (((u32)v8)))), ((u32)((u32)((*(a10 + ((u32)(((u8)1)) & 7u)))) + (u32)(((u32)v9)))));
    s32 v17 = 0;
    s32 g19 = 0;
    u32 h20 = 0;
    (void)v8;
    (void)v9;
    (void)a10;
    (void)j11;
    (void)a12;
    (void)j13;
    (void)a14;
    (void)j15;
    (void)sv16;
    (void)v17;
    (void)g19;
    (void)h20;
    (void)c18;
    (void)p0;
    (void)p1;
    (void)p2;
    if ((((u64)((u64)(((u64)v8)) - (u64)(((u64)v8))))) > (((u64)0xcb61721797b00e17ull))) {
        if ((a14[((u32)(((u8)(isinf(((f64)v8)) != 0))) & 15u)]) != (__longlong_as_double((s64)0x000fffffffffffffull))) {
            v8++;
        } else {
            p1++;
        }
    } else {
        v8 = (s16)p0126_f0(((s8)((p0) < (((u16)28996)))), DG_A(v17), a10, a12 + ((u32)(((u8)__double2uint_rd(dg_dclamp(a14[((u32)(((u8)sizeof(f32))) & 15u)], 0.0, 4294967295.0)))) % 5u), DG_A(sv16), p1, ((s8)((u32)(p1) << ((u32)(((u8)76)) & 31u))), ((u64)((u64)(((u64)0xfffffffffffffffeull)) >> ((u32)(((u8)63)) & 63u))), ((s16)sizeof(BOOL)), ((u32)(((isfinite(((f32)a14[((u32)(((s64)((u64)(((s64)p0)) - (u64)(((s64)0xffffffffffffff8full))))) & 15u)])) != 0)) ? (((u32)v8)) : (((c18 = ((u32)p1)), (u32)(c18 ^ ((u32)v9)))))), ((f64)((u64)((((((s64)v17)) > (((s64)0x0ull)))) || (((((f32)p1)) >= (((f32)p0))))))));
    }
    B3:;
    v17 = ((s32)((u32)(((s32)p1)) * (u32)(v17)));
    if (g19 < 3 && (isinf((*(a14 + ((u32)(__double2ll_rz(dg_dclamp(a14[((u32)(((u8)(~(u32)(((u8)255))))) & 15u)], -9223372036854775808.0, 9223372036854774784.0))) & 15u)))) != 0)) {
        g19++;
        goto B3;
    }
    h20 = (((((u32)(v8) * 3u) ^ (u32)(sv16.x) * 5u) ^ (u32)(sv16.z) * 7u) ^ (u32)(a10[(7u & 7u)]) * 9u) ^ (u32)(a12[(0u & 7u)]);
    DG_R(p2) = (DG_R(p2) + (f32)(h20 & 255u));
    return;
}

typedef struct {
    s8 x0;
    f32 x1;
    s16 x2;
    u32 h;
} p0126_state;

DG_SHARED f64 p0126_sh0[66];

DG_KERNEL(p0126_kernel, p0126_state)
{
    DG_BEGIN(p0126_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 6u;
        u32 *out = dg_out + gtid * 10u;
        s32 c28 = 0;
        st->x0 = ((s8)((s32)(((s8)2)) >> ((u32)(in[((u32)(((u8)((((((u8)62)) != (((u8)__ldg(&in[4]))))) || (((1188347681) != (((s32)-1657887394))))))) % 6u)]) & 31u)));
        st->x1 = ((f32)9007199254740992.0);
        st->x2 = ((s16)((u32)(((s16)-207)) + (u32)(((s16)__ldg(&in[1])))));
        st->h = ((u32)((u32)(__ldg(&in[4])) - (u32)(((u32)st->x0))));
        p0126_sh0[tid * 2u + 0u] = ((f64)((u8)tid));
        p0126_sh0[tid * 2u + 1u] = 0.5;
        u32 v21 = ((u32)((in[((u32)(((s64)((u64)(((s64)gtid)) - (u64)(((s64)tid))))) % 6u)]) | (((u32)st->x2))));
        u32 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = ((u32)((u32)0 - (u32)(((u32)st->x0))));
        s16 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((s16)((u32)(st->x2) - (u32)(st->x2)));
        uint4 sv26;
        sv26.x = ((u32)dg_fclamp(((f32)((u8)st->x2)), 0.0f, 4294967040.0f));
        sv26.y = ((u32)((u32)(((u32)st->x0)) << ((u32)(((u8)st->h)) & 31u)));
        sv26.z = ((u32)((u32)(st->h) >> ((u32)(((u32)st->x0)) & 31u)));
        sv26.w = ((u32)st->x0);
        float4 sv27 = make_float4((-(st->x1)), ((f32)((f64)((s32)-76))), (((f32)((f64)gtid)) + ((f32)p0126_sh0[tid * 2u + ((u32)(((u8)(((signbit(dg_canon(p0126_sh0[tid * 2u + ((u32)(((s64)(((isnan(p0126_sh0[tid * 2u + ((u32)(((c28 = ((s32)bid)), (s32)(c28 ^ 14464706))) & 1u)]) != 0)) || (((((f64)tid)) >= (__longlong_as_double((s64)0x3ff0000000000000ull))))))) & 1u)])) != 0)) ? (((u8)tid)) : (((u8)bid))))) & 1u)])), ((f32)st->x2));
        s32 g29 = 0;
        (void)tid;
        (void)bid;
        (void)gtid;
        (void)in;
        (void)out;
        (void)v21;
        (void)a22;
        (void)j23;
        (void)a24;
        (void)j25;
        (void)sv26;
        (void)sv27;
        (void)g29;
        (void)c28;
        p0126_sh0[tid * 2u + ((u32)(((s32)(255u))) & 1u)] = __ull2double_rn(((u64)((u64)(((u64)0x6967a59b5d2a7653ull)) >> ((u32)(((u8)gtid)) & 63u))));
        --st->h;
        B4:;
        if ((st->x0) < (((s8)((((((s64)gtid)) > (((s64)0xb1026da002e58e38ull)))) ? (((s8)7)) : (st->x0))))) {
            p0126_f1(((u16)((u32)(((u16)gtid)) << ((u32)(416465051u) & 31u))), st->x0, DG_A(st->x1));
        }
        if (g29 < 2 && (!(((((s32)-349648695)) < (1906763500))))) {
            g29++;
            goto B4;
        }
        if ((gtid % 3u) == 2u && ((st->x2) != (((s16)63)))) return;
        st->h = (((((u32)(st->x0) * 3u) ^ dg_fbits(sv27.y) * 5u) ^ (u32)(out[(0u & 3u)]) * 7u) ^ (u32)dg_dbits(p0126_sh0[tid * 2u + (0u & 1u)]) * 9u) ^ (u32)(a22[(0u & 7u)]) ^ (st->h * 7u);
        out[4] = (u32)(st->x0);
        out[5] = dg_fbits(st->x1);
        out[6] = (u32)(st->x2);
        out[7] = (u32)(st->h);
        out[8] = dg_fbits((st->x1 / (((f32)((u8)bid)) - ((f32)(*(a22 + ((u32)(((s64)((((((s8)st->h)) < (((s8)-121)))) && (((((s64)0xffffffffffffffddull)) >= (((s64)0xca49448501ffaf9aull))))))) & 7u)))))));
        out[9] = (u32)dg_dbits((fmax(((f64)st->x2), ((f64)((s32)st->x2))) - ((f64)__uint_as_float(0x12b264f6u))));
    }
    DG_END
}

DG_PROGRAM(p0126, p0126_state, 33, 2, 6, 10, 1, 2048, 127u)
