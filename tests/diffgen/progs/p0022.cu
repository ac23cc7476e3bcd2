// diffgen program p0022: gen.py --seed 22 --name p0022 --include ../twin.h
#include "../twin.h"

typedef struct DG_ALIGN(16) {
    BOOL f0;
} p0022_S0;

FN s8 p0022_f0(f32 p0)
{
    f32 v1 = (((f32)((u8)255)) - __uint_as_float(0x2468c08fu));
    BOOL v2 = ((BOOL)(((((s64)0x3full)) >= (((s64)0x2ull)))));
    s32 n3 = 0, i4 = 0;
    u32 h5 = 0;
    (void)v1;
    (void)v2;
    (void)n3;
    (void)i4;
    (void)h5;
    (void)p0;
    v2 = ((BOOL)((u64)dg_rem_u64((u64)(((u64)0x1d5ull)), (u64)(((u64)0x2dc989fa596128baull)))));
    v2 = ((BOOL)(((((u64)0xd8b666690b10704bull)) >= (((u64)0xfdc4cef148c1a137ull)))));
    n3 = (s32)((u32)(((u32)((u32)(((u32)dg_dclamp(((f64)p0), 0.0, 4294967295.0))) >> ((u32)(((s32)v2)) & 31u)))) % 8u) + 1;
    for (i4 = 0; i4 < n3; i4++) {
        v1++;
    }
    p0 = __fadd_rd(((f32)v2), ((f32)((s64)v2)));
    h5 = ((dg_fbits(p0) * 3u) ^ dg_fbits(v1) * 5u) ^ (u32)(v2);
    return ((s8)((u32)(((s8)v2)) ^ (u32)h5));
}

FN u32 p0022_f1(s32 depth, u32 *p0)
{
    f64 v6 = (((f64)((f32)depth)) - __longlong_as_double((s64)0x0000000000000001ull));
    u32 h7 = 0;
    (void)v6;
    (void)h7;
    (void)depth;
    (void)p0;
    if (depth <= 0) return ((u32)((u32)(p0[((u32)(((s64)((u64)(((s64)depth)) * (u64)(((s64)0x3full))))) & 3u)]) >> ((u32)(((u8)depth)) & 31u)));
    v6 = ((((((u32)depth)) < (2223408236u))) ? ((f64)((u16)depth)) : fmax(((f64)((s8)depth)), ((f64)((u8)depth))));
    v6 = (f64)p0022_f1(depth - 1, p0);
    h7 = (((((u32)(depth) * 3u) ^ (u32)dg_dbits(v6) * 5u) ^ (u32)(dg_dbits(v6) >> 32) * 7u) ^ (u32)(p0[(0u & 3u)]) * 9u) ^ (u32)(p0[(3u & 3u)]);
    return ((u32)((u32)(((u32)dg_dclamp((((f64)455u) - v6), 0.0, 4294967295.0))) ^ (u32)h7));
}

FN int2 p0022_f2(f32 *p0)
{
    u8 v8 = ((u8)(0u));
    u32 a9[8] = {0};
    s32 j10;
    for (j10 = 0; j10 < 8; j10++)
        a9[j10] = ((u32)dg_dclamp(((f64)2313568023u), 0.0, 4294967295.0));
    int2 sv11;
    sv11.x = ((s32)((u32)(1195221659) << ((u32)(v8) & 31u)));
    sv11.y = ((s32)v8);
    s32 g12 = 0;
    u32 h13 = 0;
    (void)v8;
    (void)a9;
    (void)j10;
    (void)sv11;
    (void)g12;
    (void)h13;
    (void)p0;
    B1:;
    v8 = (u8)p0022_f0(__ull2float_rd(((u64)__double2int_ru(dg_dclamp(((f64)v8), -2147483648.0, 2147483647.0)))));
    if (g12 < 3 && ((((s8)53)) == (((s8)v8)))) {
        g12++;
        goto B1;
    }
    v8++;
    if (isinf(((((((f32)sv11.x)) <= (p0[0u]))) ? ((f32)v8) : ((f32)((f64)v8)))) != 0) {
        v8 = ((u8)((u32)(v8) << ((u32)(((u32)v8)) & 31u)));
    } else {
        if ((((u32)__double2ll_rn(dg_dclamp(((f64)((f32)v8)), -9223372036854775808.0, 9223372036854774784.0)))) > (a9[((u32)(((u32)((((u32)v8)) | (((u32)v8))))) & 7u)])) {
            v8 = (u8)p0022_f1((s32)((u32)(((u32)(!(((((f32)((s32)v8))) >= (((f32)((f64)v8)))))))) % 3u), a9 + ((u32)(((s32)-644707305)) % 5u));
        } else {
            v8 = (u8)p0022_f0(((f32)__longlong_as_double((s64)0xbc361ba3e9e63d4dull)));
        }
    }
    v8 = ((u8)((v8) ^ (v8)));
    h13 = (((((u32)(v8) * 3u) ^ (u32)(sv11.x) * 5u) ^ (u32)(sv11.y) * 7u) ^ dg_fbits(p0[0u]) * 9u) ^ (u32)(a9[(0u & 7u)]);
    sv11.x = ((s32)((u32)(sv11.x) ^ (u32)h13));
    return sv11;
}

typedef struct {
    f64 x0;
    f32 x1;
    s64 x2;
    s64 x3;
    u32 h;
} p0022_state;

DG_KERNEL(p0022_kernel, p0022_state)
{
    DG_BEGIN(p0022_state)
    {
        u32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;
        const u32 *in = dg_in + gtid * 4u;
        u32 *out = dg_out + gtid * 13u;
        s32 c20 = 0;
        st->x0 = (__longlong_as_double((s64)0x47efffffe0000000ull) * ((f64)gtid));
        st->x1 = __fsqrt_rd(((f32)((u8)tid)));
        st->x2 = ((s64)__ldg(&in[1]));
        st->x3 = ((s64)((u64)(st->x2) - (u64)(st->x2)));
        st->h = ((u32)((u32)(__ldg(&in[1])) >> ((u32)(gtid) & 31u)));
        f32 v14 = ((f32)st->x3);
        u32 a15[8] = {0};
        s32 j16;
        for (j16 = 0; j16 < 8; j16++)
            a15[j16] = ((u32)(((s16)-23279)));
        f32 a17[8] = {0};
        s32 j18;
        for (j18 = 0; j18 < 8; j18++)
            a17[j18] = __fmaf_rn(((f32)tid), ((f32)bid), ((f32)st->x2));
        int2 sv19 = make_int2(((s32)dg_fclamp(v14, -2147483648.0f, 2147483520.0f)), ((c20 = ((s32)st->x3)), (s32)(c20 ^ ((s32)st->x2))));
        s32 g21 = 0;
        s32 n22 = 0, i23 = 0;
        s32 n24 = 0, i25 = 0;
        s32 n26 = 0, i27 = 0;
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
        (void)sv19;
        (void)g21;
        (void)n22;
        (void)i23;
        (void)n24;
        (void)i25;
        (void)n26;
        (void)i27;
        (void)c20;
        B2:;
        n22 = (s32)((u32)(((u64)(((s16)((u32)(((s16)st->h)) - (u32)(((s16)tid))))))) % 8u) + 1;
        i23 = 0;
        do {
            st->x0 = (f64)p0022_f0(((f32)((f64)v14)));
        } while (++i23 < n22);
        if (g21 < 1 && (!(((sv19.y) == (((s32)-1777263685)))))) {
            g21++;
            goto B2;
        }
        a17[((u32)(((s32)dg_fclamp(((f32)st->x0), -2147483648.0f, 2147483520.0f))) & 7u)] = ((f32)((s8)st->h));
        (*(a17 + ((u32)(sv19.y) & 7u))) = ((st->x1 * ((f32)((s32)st->h))) / ((f32)st->x2));
        n24 = (s32)((u32)(((u32)((u32)(((u32)((tid) & (bid)))) * (u32)(((u32)(((u16)166))))))) % 7u) + 1;
        for (i25 = 0; i25 < n24; i25++) {
            out[((u32)(((u8)dg_dclamp(st->x0, 0.0, 255.0))) & 3u)] = ((u32)((u32)0 - (u32)(((u32)((u32)(491u) << ((u32)(((s32)tid)) & 31u))))));
            n26 = (s32)((u32)(((s32)((u32)(((s32)dg_rem_s32((s32)(i25), (s32)(sv19.x)))) - (u32)(((s32)((u32)(((s32)st->h)) - (u32)(1501053771))))))) % 8u);
            for (i27 = 0; i27 < n26; i27++) {
                st->x0 -= (((f64)((f32)i25)) / ((f64)i27));
                sv19.x = ((s32)gtid);
            }
        }
        st->h = (((((u32)(bid) * 3u) ^ dg_fbits(st->x1) * 5u) ^ (u32)((u64)(st->x2) >> 32) * 7u) ^ (u32)(sv19.y) * 9u) ^ dg_fbits(a17[(7u & 7u)]) ^ (st->h * 7u);
        sv19 = p0022_f2(a17);
        out[4] = (u32)dg_dbits(st->x0);
        out[5] = (u32)(dg_dbits(st->x0) >> 32);
        if ((gtid % 3u) == 0u && ((st->x3) < (((s64)0xdf28b8ab06d73b33ull)))) return;
        out[6] = dg_fbits(st->x1);
        out[7] = (u32)(st->x2);
        out[8] = (u32)((u64)(st->x2) >> 32);
        if ((gtid % 7u) == 2u && ((((((s16)tid)) != (((s16)19306)))) || (((((s8)-51)) == (((s8)st->h)))))) return;
        out[9] = (u32)(st->x3);
        out[10] = (u32)((u64)(st->x3) >> 32);
        out[11] = (u32)(st->h);
        out[12] = (u32)(__float2uint_rn(dg_fclamp((a17[((u32)(((s32)((8) ^ (((s32)st->x2))))) & 7u)] / ((f32)st->x3)), 0.0f, 4294967040.0f)));
    }
    DG_END
}

DG_PROGRAM(p0022, p0022_state, 100, 1, 4, 13, 1, 8192, 22u)
