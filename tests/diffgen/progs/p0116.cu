// diffgen program p0116: gen.py --seed 116 --name p0116 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    f64 f0[2];
} p0116_S0;
typedef struct {
    s16 f0;
    f32 f1;
} p0116_S1;

FN u64 p0116_f0(DG_REF(double2) p0)
{
    s64 c6 = 0;
    s64 v1 = ((s64)0x3ull);
    u64 v2 = ((u64)((u64)(((u64)v1)) * (u64)(((u64)0xffull))));
    s32 g3 = 0;
    s32 n4 = 0, i5 = 0;
    u32 h7 = 0;
    (void)v1;
    (void)v2;
    (void)g3;
    (void)n4;
    (void)i5;
    (void)h7;
    (void)c6;
    (void)p0;
    B1:;
    n4 = (s32)((u32)(((u64)v1)) % 8u);
    i5 = 0;
    while (i5 < n4) {
        i5++;
        if (((((f64)i5)) < (DG_R(p0).x)) && ((100.0) >= (((f64)i5)))) return ((u64)0x8ull);
        v1 = ((s64)v2);
    }
    if (g3 < 3 && ((((((u16)v2)) != (((u16)0)))) || (((((s8)v2)) < (((s8)-127)))))) {
        g3++;
        goto B1;
    }
    v1 = ((s64)((((s64)((v1) | (((s64)v2))))) ^ (((c6 = v1), (s64)(c6 ^ ((s64)v2))))));
    v2 += ((u64)sizeof(s8));
    h7 = (((((u32)(v2) * 3u) ^ (u32)dg_dbits(DG_R(p0).x) * 5u) ^ (u32)(dg_dbits(DG_R(p0).x) >> 32) * 7u) ^ (u32)dg_dbits(DG_R(p0).y) * 9u) ^ (u32)(dg_dbits(DG_R(p0).y) >> 32);
    return ((u64)((u64)(v2) ^ (u64)h7));
}

FN BOOL p0116_f1(s32 depth, f32 p0, DG_REF(double2) p1)
{
    u8 v8 = ((u8)255);
    u8 a9[4] = {0};
    s32 j10;
    for (j10 = 0; j10 < 4; j10++)
        a9[j10] = ((u8)((u32)0 - (u32)(((u8)32))));
    double2 sv11;
    sv11.x = (((f64)depth) * ((f64)((s16)depth)));
    sv11.y = DG_R(p1).x;
    p0116_S0 sv12;
    sv12.f0[0] = ((f64)((s32)v8));
    sv12.f0[1] = ((f64)p0);
    u32 h13 = 0;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)sv11;
    (void)sv12;
    (void)h13;
    (void)depth;
    (void)p0;
    (void)p1;
    if (depth <= 0) return ((BOOL)(((((s8)2)) >= (((s8)-115)))));
    a9[((u32)(((u32)((((u32)v8)) & (((u32)v8))))) & 3u)] = ((u8)dg_fclamp(p0, 0.0f, 255.0f));
    DG_R(p1).x = (sv11.y + ((f64)depth));
    v8 = (u8)p0116_f1(depth - 1, ((f32)((u32)dg_div_u32((u32)(((u32)depth)), (u32)(1u)))), DG_A(sv11));
    h13 = (((((u32)(depth) * 3u) ^ (u32)dg_dbits(DG_R(p1).y) * 5u) ^ (u32)dg_dbits(sv11.y) * 7u) ^ (u32)dg_dbits(sv12.f0[0]) * 9u) ^ (u32)dg_dbits(sv12.f0[1]);
    return ((BOOL)(((u32)(((BOOL)(((((DG_R(p1).y) == (DG_R(p1).x))) || (((((s8)v8)) > (((s8)depth)))))))) ^ h13) & 1u));
}

FN int2 p0116_f2(s64 p0, p0116_S0 p1, const f32 *p2, s8 p3, DG_REF(u64) p4, BOOL p5, BOOL p6, u16 p7, s16 p8, DG_REF(f64) p9, f64 *p10, p0116_S0 p11, DG_REF(double2) p12, DG_REF(f64) p13)
{
    u8 v14 = ((u8)((u32)(((u8)1)) << ((u32)(((s32)p5)) & 31u)));
    BOOL v15 = ((BOOL)(((((u8)255)) < (((u8)113)))));
    double2 sv16 = make_double2(((f64)p3), (DG_R(p13) / ((f64)p6)));
    int2 sv17 = make_int2(__float_as_int(dg_canonf(((f32)p7))), ((s32)((u32)(((s32)p3)) - (u32)(((s32)p8)))));
    s32 n18 = 0, i19 = 0;
    u32 h20 = 0;
    (void)v14;
    (void)v15;
    (void)sv16;
    (void)sv17;
    (void)n18;
    (void)i19;
    (void)h20;
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
    (void)p13;
    n18 = (s32)((u32)(((u8)((u32)(((u8)(p8))) + (u32)(((u8)((u32)(((u8)p6)) - (u32)(((u8)p0)))))))) % 7u);
    i19 = 0;
    do {
        p8 = (s16)p0116_f0(DG_A(sv16));
        p0 = (s64)p0116_f0(DG_A(sv16));
    } while (++i19 < n18);
    DG_R(p4) = ((u64)(((DG_R(p13) + DG_R(p13))) <= (((f64)v14))));
    p5 = ((BOOL)(((((p3) == (((s8)-114)))) && (p6))));
    h20 = (((((u32)((u64)(p0) >> 32) * 3u) ^ (u32)(DG_R(p4)) * 5u) ^ (u32)dg_dbits(p11.f0[0]) * 7u) ^ (u32)(dg_dbits(p11.f0[1]) >> 32) * 9u) ^ (u32)(dg_dbits(p10[0u]) >> 32);
    sv17.x = ((s32)((u32)(sv17.x) ^ (u32)h20));
    return sv17;
}

typedef struct {
    s8 x0;
    u32 x1;
    f64 x2;
    u32 h;
    s16 arr[4];
} p0116_state;

DG_KERNEL(p0116_kernel, p0116_state)
{
    DG_BEGIN(p0116_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 13u;
        st->x0 = ((s8)((((((u16)__ldg(&in[2]))) != (((u16)46801)))) ? (((s8)__ldg(&in[1]))) : (((s8)-95))));
        st->x1 = ((u32)sizeof(f64));
        st->x2 = (((f64)__ldg(&in[1])) / ((f64)((u16)tid)));
        st->h = __double2uint_ru(dg_dclamp(((f64)((f32)__ldg(&in[1]))), 0.0, 4294967295.0));
        st->arr[0] = ((s16)((u32)(((s16)-7956)) << ((u32)(((u8)__ldg(&in[3]))) & 31u)));
        st->arr[1] = ((s16)__ldg(&in[1]));
        st->arr[2] = ((s16)__double2ull_rz(dg_dclamp(st->x2, 0.0, 18446744073709549568.0)));
        st->arr[3] = ((s16)((st->x0) >= (((s8)79))));
        f64 v21 = ((f64)out[((u32)(((u8)((u32)(((u8)tid)) >> ((u32)(32u) & 31u)))) & 3u)]);
        f32 a22[8] = {0};
        s32 j23;
        for (j23 = 0; j23 < 8; j23++)
            a22[j23] = (((f32)__longlong_as_double((s64)0x7ff0000000000000ull)) / 0.125f);
        f64 a24[8] = {0};
        s32 j25;
        for (j25 = 0; j25 < 8; j25++)
            a24[j25] = ((f64)st->x0);
        double2 sv26 = make_double2(((f64)((f32)bid)), ((f64)((u64)0x20ull)));
        p0116_S0 sv27;
        sv27.f0[0] = 0.5;
        sv27.f0[1] = __uint2double_rn(out[((u32)(((s32)umax(((u32)st->x0), ((u32)st->x0)))) & 3u)]);
        int2 sv28;
        sv28.x = ((s32)st->x1);
        sv28.y = ((s32)((s32)(((s32)st->h)) >> ((u32)(((u32)st->x0)) & 31u)));
        s32 g29 = 0;
        u64 v30 = 0;
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
        (void)sv28;
        (void)g29;
        (void)v30;
        B3:;
        st->h += ((u32)((u32)(in[((u32)(((u8)((u32)(((u8)249)) - (u32)(((u8)255))))) & 3u)]) << ((u32)(st->x1) & 31u)));
        if (g29 < 1 && ((((s64)tid)) >= (((s64)0xec37bd4aaa102d39ull)))) {
            g29++;
            goto B3;
        }
        a24[((u32)(((u8)((((u8)bid)) & (((u8)st->h))))) & 7u)] = ((((((f64)st->x0)) > (((f64)a22[((u32)(((u8)dg_dclamp(((f64)((u8)255)), 0.0, 255.0))) & 7u)])))) ? __ll2double_rn(((s64)tid)) : (((f64)((s8)127)) + st->x2));
        st->h = (((((u32)(gtid) * 3u) ^ (u32)dg_dbits(sv26.x) * 5u) ^ (u32)(dg_dbits(sv27.f0[1]) >> 32) * 7u) ^ (u32)(in[(3u & 3u)]) * 9u) ^ dg_fbits(a22[(0u & 7u)]) ^ (st->h * 7u);
        st->h = (u32)p0116_f1((s32)((u32)(((u32)sizeof(sv26))) % 6u), (0.5f * ((f32)st->h)), DG_A(sv26));
        sv28 = p0116_f2(((s64)(((u16)sizeof(u16)))), sv27, a22 + ((u32)(((s32)st->x1)) % 7u), ((s8)((((s32)st->h)) <= (sv28.y))), DG_A(v30), ((BOOL)(((((st->x2) < (((f64)sv28.x)))) || (((((u32)st->x0)) <= (st->h)))))), ((BOOL)((!(((bid) < (963803415u)))))), ((u16)((((u16)v30)) | (((u16)0)))), ((s16)((s32)(((s16)(~(u32)(((s16)bid))))) >> ((u32)(((s32)((u32)(sv28.x) << ((u32)(sv28.x) & 31u)))) & 31u))), DG_A(v21), &a24[((u32)(((s32)((((st->x0) <= (((s8)33)))) || ((((*(a22 + ((u32)(((s64)((u64)(((s64)tid)) - (u64)(((s64)st->x1))))) & 7u)))) < ((*(a22 + ((u32)(((u8)__clz(sv28.y))) & 7u))))))))) % 8u)], sv27, DG_A(sv26), DG_A(st->x2));
        out[4] = (u32)(st->x0);
        out[5] = (u32)(st->x1);
        out[6] = (u32)dg_dbits(st->x2);
        out[7] = (u32)(dg_dbits(st->x2) >> 32);
        out[8] = (u32)(st->h);
        out[9] = (u32)(v30);
        out[10] = (u32)(((s32)st->x1));
        out[11] = (u32)(st->arr[0]);
        out[12] = (u32)(st->arr[1]);
    }
    DG_END
}

DG_PROGRAM(p0116, p0116_state, 96, 3, 4, 13, 1, 8192, 116u)
