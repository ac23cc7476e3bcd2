/* The whole-warp host paths of fp_fast.c against the soft-float path they
   replace (fp_arith / fp_convert lane by lane): every descriptor the host
   path takes, over every pair (and fma triple) of edge values (zeros,
   subnormals, the smallest normals, the largest finite values, infinities,
   NaNs with payloads, ties), then about a million random lanes each,
   drawn to hit the exponent ranges where flushing, rounding up to the
   smallest normal, overflow and NaN rules apply. Partial masks must leave
   the other lanes alone, and a destination that is also a source must
   work. */
#include "fpops.h"
#include "bytecode.h"
#include "fp_avx2.h"
#include "fp_avx512.h"
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

#define FT_WARPS 32768u          /* random warps per descriptor: 1M lanes */
#define FT_SENT32 0x5a5a5a5au
#define FT_SENT64 0x5a5a5a5a5a5a5a5aull

static uint64_t ft_s = 0x9e3779b97f4a7c15ull;

static uint64_t ft_rand(void)
{
    ft_s ^= ft_s >> 12;
    ft_s ^= ft_s << 25;
    ft_s ^= ft_s >> 27;
    return ft_s * 0x2545f4914f6cdd1dull;
}

static const uint32_t FE32[] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x00000002u,
    0x007fffffu, 0x807fffffu, 0x00400000u, 0x00800000u, 0x80800000u,
    0x00800001u, 0x00c00000u, 0x01000000u, 0x7f7fffffu, 0xff7fffffu,
    0x7f000000u, 0x7e800000u, 0x7f800000u, 0xff800000u, 0x7fc00000u,
    0x7f800001u, 0xffc00001u, 0x7fffffffu, 0x3f800000u, 0xbf800000u,
    0x3f800001u, 0x3f7fffffu, 0x40000000u, 0x3f000000u, 0xbf000000u,
    0x3fc00000u, 0x40200000u, 0xc0400000u, 0x40490fdbu, 0x3eaaaaabu,
    0x4b000000u, 0x4b000001u, 0x4affffffu, 0xcb7fffffu, 0x5f800000u,
    0x1f800000u, 0x5f000000u, 0x20000000u, 0x34000000u, 0x33800000u,
    0x42fe0000u, 0xc3160000u, 0x43000000u, 0xc3150000u, 0x4f000000u,
    0xcf000000u, 0x4f800000u, 0x3effffffu, 0x7effffffu};
#define NFE32 (sizeof FE32 / sizeof FE32[0])

static const uint64_t FE64[] = {
    0x0ull, 0x8000000000000000ull, 0x1ull, 0x8000000000000001ull,
    0x000fffffffffffffull, 0x0008000000000000ull, 0x0010000000000000ull,
    0x8010000000000000ull, 0x0010000000000001ull, 0x7fefffffffffffffull,
    0xffefffffffffffffull, 0x7fe0000000000000ull, 0x7ff0000000000000ull,
    0xfff0000000000000ull, 0x7ff8000000000000ull, 0x7ff0000000000001ull,
    0xfff4000000000123ull, 0x7fffffffffffffffull, 0x3ff0000000000000ull,
    0xbff0000000000000ull, 0x3ff0000000000001ull, 0x3fefffffffffffffull,
    0x4000000000000000ull, 0x3fe0000000000000ull, 0xbfe0000000000000ull,
    0x3ff8000000000000ull, 0x4004000000000000ull, 0xc008000000000000ull,
    0x400921fb54442d18ull, 0x4330000000000000ull, 0x4330000000000001ull,
    0x432fffffffffffffull, 0x43e0000000000000ull, 0xc3e0000000000000ull,
    0x5ff0000000000000ull, 0x1ff0000000000000ull, 0x0000000100000000ull,
    0x00100000ffffffffull, 0x7fefffff00000000ull, 0x3ff00000ffffffffull,
    0x47efffffe0000000ull, 0x36a0000000000000ull, 0x3690000000000000ull,
    0x380fffffffffffffull, 0x3810000000000000ull};
#define NFE64 (sizeof FE64 / sizeof FE64[0])

/* A random f32 pattern, biased toward the ranges with special rules. */
static uint32_t ft_pick32(void)
{
    uint64_t r = ft_rand();
    uint32_t s = (uint32_t)(r >> 63) << 31, mant = (uint32_t)(r >> 8) & 0x7fffffu;
    switch (r & 7u) {
    case 0: case 1: return (uint32_t)(r >> 16);
    case 2: return FE32[(r >> 20) % NFE32];
    case 3: return s | ((uint32_t)(100 + (r >> 40) % 55) << 23) | mant;
    case 4: return s | ((uint32_t)((r >> 40) % 4) << 23) | mant;
    case 5: return s | ((uint32_t)(250 + (r >> 40) % 6) << 23) | mant;
    case 6: return FE32[(r >> 20) % NFE32] + (uint32_t)((r >> 40) % 5) - 2u;
    default: return s | ((uint32_t)(40 + (r >> 40) % 180) << 23) | mant;
    }
}

static uint64_t ft_pick64(void)
{
    uint64_t r = ft_rand(), q = ft_rand();
    uint64_t s = r & 0x8000000000000000ull, mant = q & 0xfffffffffffffull;
    switch (r & 7u) {
    case 0: case 1: return q;
    case 2: return FE64[(r >> 20) % NFE64];
    case 3: return s | ((uint64_t)(990 + (r >> 40) % 70) << 52) | mant;
    case 4: return s | ((uint64_t)((r >> 40) % 4) << 52) | mant;
    case 5: return s | ((uint64_t)(2042 + (r >> 40) % 6) << 52) | mant;
    case 6: return FE64[(r >> 20) % NFE64] + (r >> 40) % 5 - 2u;
    default: return s | ((uint64_t)(800 + (r >> 40) % 450) << 52) | (mant & ~0xffffffffull);
    }
}

/* An integer for cvt: small, near a power of two (ties of the float
   rounding), or any bits. */
static uint64_t ft_pick_int(void)
{
    uint64_t r = ft_rand(), q = ft_rand();
    switch (r & 3u) {
    case 0: return q;
    case 1: return (q & 0xffffu) - 0x8000u;
    case 2: return ((uint64_t)1 << (r >> 8) % 64) + (q % 7) - 3u;
    default: return (((uint64_t)1 << (r >> 8) % 64) | ((uint64_t)1 << (r >> 16) % 64)) -
                    ((r >> 24) & 1u);
    }
}

/* Run fp_arith32_warp on one warp (mask m, and again with d = a) and
   compare every lane with fp_arith. Returns the number of wrong lanes. */
static int ft_warp32(pv_test *t, uint32_t aux, const uint32_t *a,
                     const uint32_t *b, const uint32_t *c, uint32_t m)
{
    uint32_t d[PV_LANES], e[PV_LANES], l;
    int bad = 0;
    for (l = 0; l < PV_LANES; l++) {
        d[l] = FT_SENT32;
        e[l] = (m >> l) & 1u ? (uint32_t)fp_arith(aux, a[l], b[l], c[l]) : FT_SENT32;
    }
    fp_arith32_warp(aux, d, a, b, c, m);
    for (l = 0; l < PV_LANES; l++)
        if (d[l] != e[l] && bad++ < 3)
            T_CHECK(t, 0, "aux %#x lane %u: %08x %08x %08x: %08x, soft %08x",
                    (unsigned)aux, (unsigned)l, (unsigned)a[l], (unsigned)b[l],
                    (unsigned)c[l], (unsigned)d[l], (unsigned)e[l]);
    memcpy(d, a, sizeof d);
    fp_arith32_warp(aux, d, d, b, c, m);
    for (l = 0; l < PV_LANES; l++)
        if (d[l] != ((m >> l) & 1u ? e[l] : a[l]) && bad++ < 3)
            T_CHECK(t, 0, "aux %#x lane %u (d = a): %08x, soft %08x", (unsigned)aux,
                    (unsigned)l, (unsigned)d[l], (unsigned)e[l]);
    return bad;
}

static int ft_warp64(pv_test *t, uint32_t aux, const uint64_t *a, uint32_t m)
{
    uint64_t d[PV_LANES], e[PV_LANES];
    uint32_t l;
    int bad = 0;
    for (l = 0; l < PV_LANES; l++) {
        d[l] = FT_SENT64;
        e[l] = (m >> l) & 1u ? fp_arith(aux, a[l], a[l], a[l]) : FT_SENT64;
    }
    fp_arith64_warp(aux, d, a, a, a, m);
    for (l = 0; l < PV_LANES; l++)
        if (d[l] != e[l] && bad++ < 3)
            T_CHECK(t, 0, "aux %#x lane %u: %016llx: %016llx, soft %016llx",
                    (unsigned)aux, (unsigned)l, (unsigned long long)a[l],
                    (unsigned long long)d[l], (unsigned long long)e[l]);
    return bad;
}

/* A mask for warp w: mostly full, sometimes partial. */
static uint32_t ft_mask(uint32_t w)
{
    return (w & 7u) == 5u ? (uint32_t)ft_rand() | 1u : 0xffffffffu;
}

static const unsigned ft_kinds_arith[] = {FK_ADD, FK_SUB, FK_MUL, FK_FMA,
                                          FK_DIV, FK_SQRT, FK_RCP};
static const unsigned ft_kinds_minmax[4] = {FK_MIN, FK_MAX, FK_MIN3, FK_MAX3};
static const unsigned ft_kinds_approx[] = {
    FK_RCP_APPROX, FK_SQRT_APPROX, FK_RSQRT_APPROX, FK_DIV_APPROX,
    FK_DIV_FULL, FK_SIN, FK_COS, FK_LG2, FK_EX2, FK_TANH};

/* Operands for the directed-rounding forms where the decision is hard:
   a sum that cancels to a few ulps (c against the rounded product, b
   against a), a second operand just below or above half an ulp of the
   first (near ties), and exact results. */
static void ft_pick_dir(uint32_t *a, uint32_t *b, uint32_t *c)
{
    uint64_t r = ft_rand();
    uint32_t k = (uint32_t)(r >> 40) % 9u - 4u;
    float fa, fb;
    *a = ft_pick32();
    *b = ft_pick32();
    *c = ft_pick32();
    if ((r & 3u) == 0u)
        return;
    *a = ((uint32_t)(r >> 63) << 31) | ((uint32_t)(90 + (r >> 8) % 80) << 23) |
         ((uint32_t)(r >> 16) & 0x7fffffu);
    *b = ((uint32_t)(r >> 62 & 1u) << 31) | ((uint32_t)(100 + (r >> 24) % 60) << 23) |
         ((uint32_t)(r >> 32) & 0x7fffffu);
    memcpy(&fa, a, 4);
    memcpy(&fb, b, 4);
    switch ((r >> 2) & 3u) {
    case 0: {            /* c cancels the product to within a few ulps */
        float p = -(fa * fb);
        memcpy(c, &p, 4);
        *c += k;
        break;
    }
    case 1:              /* b cancels a (add/sub), c the same for fma */
        *b = (*a ^ ((uint32_t)(r >> 61 & 1u) << 31)) + k;
        *c = (*a ^ 0x80000000u) + k;
        break;
    case 2: {            /* about half an ulp of a: ties and near ties */
        uint32_t e = (*a >> 23) & 0xffu;
        *b = (*b & 0x80000000u) | ((e - 24u) << 23) | (k & 1u ? 0u : (uint32_t)(r >> 8) & 7u);
        *b -= k >> 1 & 1u;
        *c = *b;
        break;
    }
    default:             /* small integers: exact results */
        *a = (uint32_t)(0x3f800000u + (((r >> 8) & 15u) << 19)) ^ ((uint32_t)(r >> 63) << 31);
        *b = (uint32_t)(0x40000000u + (((r >> 12) & 15u) << 19));
        *c = (uint32_t)(0x40800000u + (((r >> 16) & 15u) << 19)) ^ ((uint32_t)(r >> 62 & 1u) << 31);
        break;
    }
}

static void ft_f32_one(pv_test *t, uint32_t aux)
{
    uint32_t a[PV_LANES], b[PV_LANES], c[PV_LANES], w, l, i, j, k, n = 0;
    int bad = 0;
    if (!test_begin(t, "fp_fast f32 aux %#x vs soft float", (unsigned)aux))
        return;
    T_CHECK(t, fp_arith32_fast(aux), "aux %#x does not take the host path",
            (unsigned)aux);
    /* every edge pair, the third operand cycling through the edges (all
       triples for fma) */
    for (i = 0; i < NFE32; i++)
        for (j = 0; j < NFE32; j++)
            for (k = 0; k < ((aux & 63u) == FK_FMA ? NFE32 : 1u); k++) {
                a[n] = FE32[i];
                b[n] = FE32[j];
                c[n] = FE32[(k + i + j) % NFE32];
                if (++n == PV_LANES) {
                    bad += ft_warp32(t, aux, a, b, c, 0xffffffffu);
                    n = 0;
                }
            }
    for (w = 0; w < FT_WARPS && bad < 10; w++) {
        for (l = 0; l < PV_LANES; l++) {
            if (((aux >> 9) & 7u) != SF_RN) {
                ft_pick_dir(&a[l], &b[l], &c[l]);
                continue;
            }
            a[l] = ft_pick32();
            b[l] = ft_pick32();
            c[l] = ft_pick32();
        }
        bad += ft_warp32(t, aux, a, b, c, ft_mask(w));
    }
    T_CHECK(t, bad == 0, "%d lanes differ", bad);
    test_end(t);
}

static void ft_f32(pv_test *t)
{
    static const unsigned fls[4] = {0, SF_FTZ, SF_SAT, SF_FTZ | SF_SAT};
    unsigned i, f;
    for (i = 0; i < sizeof ft_kinds_arith / sizeof ft_kinds_arith[0]; i++)
        for (f = 0; f < 4; f++)
            ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RN, fls[f]));
    for (i = 0; i < 4; i++)       /* add, sub, mul, fma: .rz, .rm, .rp */
        for (f = 0; f < 4; f++) {
            ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RZ, fls[f]));
            ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RM, fls[f]));
            ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RP, fls[f]));
        }
    for (i = 0; i < sizeof ft_kinds_approx / sizeof ft_kinds_approx[0]; i++)
        for (f = 0; f < 2; f++)
            ft_f32_one(t, FP_AUX(ft_kinds_approx[i], SF_F32, SF_RN, fls[f]));
    for (i = 0; i < 4; i++)
        for (f = 0; f < 4; f++)
            ft_f32_one(t, FP_AUX(ft_kinds_minmax[i], SF_F32, SF_RN,
                                 (f & 1 ? SF_FTZ : 0) | (f & 2 ? SF_NANPROP : 0)));
}

static void ft_f64(pv_test *t)
{
    static const unsigned kinds[4] = {FK_RCP, FK_RSQRT_APPROX, FK_RCP_GROSS,
                                      FK_RSQRT_GROSS};
    uint64_t a[PV_LANES];
    unsigned i, f;
    uint32_t w, l, n;
    for (i = 0; i < 4; i++)
        for (f = 0; f < 2; f++) {
            uint32_t aux = FP_AUX(kinds[i], SF_F64, SF_RN, f ? SF_FTZ : 0);
            int bad = 0;
            if (!test_begin(t, "fp_fast f64 aux %#x vs soft float", (unsigned)aux))
                continue;
            T_CHECK(t, fp_arith64_fast(aux), "aux %#x does not take the host path",
                    (unsigned)aux);
            for (n = 0; n < NFE64; n += PV_LANES) {
                for (l = 0; l < PV_LANES; l++)
                    a[l] = FE64[(n + l) % NFE64];
                bad += ft_warp64(t, aux, a, 0xffffffffu);
            }
            for (w = 0; w < FT_WARPS && bad < 10; w++) {
                for (l = 0; l < PV_LANES; l++)
                    a[l] = ft_pick64();
                bad += ft_warp64(t, aux, a, ft_mask(w));
            }
            T_CHECK(t, bad == 0, "%d lanes differ", bad);
            test_end(t);
        }
}

/* Forms the host path must leave to the soft-float one. */
static void ft_refused(pv_test *t)
{
    if (!test_begin(t, "fp_fast: directed div/sqrt, .rna, packed, .relu stay soft"))
        return;
    T_CHECK(t, !fp_arith32_fast(FP_AUX(FK_ADD, SF_F32, SF_RNA, 0)), "add.rna");
    T_CHECK(t, !fp_arith32_fast(FP_AUX(FK_DIV, SF_F32, SF_RP, SF_FTZ)), "div.rp");
    T_CHECK(t, !fp_arith32_fast(FP_AUX(FK_SQRT, SF_F32, SF_RZ, 0)), "sqrt.rz");
    T_CHECK(t, !fp_arith32_fast(FP_AUX(FK_FMA, SF_F32, SF_RM, SF_NANPROP)), "fma.rm.nan");
    T_CHECK(t, !fp_arith32_fast(FP_AUX(FK_FMA, SF_F16, SF_RN, 0) | FP_AUX_X2), "f16x2");
    T_CHECK(t, !fp_arith32_fast(FP_AUX(FK_FMA, SF_F32, SF_RN, 0) | FP_AUX_RELU), "relu");
    T_CHECK(t, !fp_arith32_fast(FP_AUX(FK_MAD_SM1X, SF_F32, SF_RN, 0)), "mad sm_1x");
    T_CHECK(t, !fp_arith32_fast(FP_AUX(FK_MAX, SF_F32, SF_RN, SF_XORSIGN)), "max.xorsign");
    T_CHECK(t, !fp_arith32_fast(FP_AUX(FK_MIN, SF_F32, SF_RN, 0) | FP_AUX_ABSIN), "min.abs");
    T_CHECK(t, !fp_arith64_fast(FP_AUX(FK_RCP, SF_F64, SF_RM, 0)), "rcp.rm.f64");
    T_CHECK(t, !fp_convert_fast(FP_CVT(CK_FF, SF_F32, SF_F64, SF_RZ, 0, 0, 0), 4, 8),
            "cvt.rz.f32.f64");
    T_CHECK(t, !fp_convert_fast(FP_CVT(CK_IF, SF_F32, 0, SF_RN, SF_SAT, 32, 1), 4, 4),
            "cvt.rn.sat.f32.s32");
    T_CHECK(t, !fp_convert_fast(FP_CVT(CK_FF, SF_F16, SF_F32, SF_RN, 0, 0, 0), 4, 4),
            "cvt.rn.f16.f32");
    test_end(t);
}

/* One conversion descriptor, columns dw <- sw. */
static void ft_cvt_one(pv_test *t, const char *what, uint64_t desc, unsigned dw,
                       unsigned sw, int from_int)
{
    uint64_t a[PV_LANES], d[PV_LANES], e[PV_LANES];
    uint32_t a32[PV_LANES], d32[PV_LANES], w, l, n;
    int bad = 0;
    if (!test_begin(t, "fp_fast cvt %s vs soft float", what))
        return;
    T_CHECK(t, fp_convert_fast(desc, dw, sw), "%s does not take the host path", what);
    for (w = 0; w < FT_WARPS + 4 && bad < 10; w++) {
        uint32_t m = w < 4 ? 0xffffffffu : ft_mask(w);
        for (l = 0; l < PV_LANES; l++) {
            n = w * PV_LANES + l;
            if (from_int)
                a[l] = ft_pick_int();
            else if (sw == 8)
                a[l] = w < 4 ? FE64[n % NFE64] : ft_pick64();
            else
                a[l] = w < 4 ? FE32[n % NFE32] : ft_pick32();
            if (sw == 4)
                a[l] &= 0xffffffffu;
            a32[l] = (uint32_t)a[l];
            e[l] = (m >> l) & 1u ? fp_convert(desc, a[l], a[l]) : FT_SENT64;
            d[l] = FT_SENT64;
            d32[l] = FT_SENT32;
        }
        if (dw == 8)
            fp_convert_warp(desc, d, sw == 8 ? (void *)a : (void *)a32,
                            sw == 8 ? (void *)a : (void *)a32, dw, sw, m);
        else
            fp_convert_warp(desc, d32, sw == 8 ? (void *)a : (void *)a32,
                            sw == 8 ? (void *)a : (void *)a32, dw, sw, m);
        for (l = 0; l < PV_LANES; l++) {
            uint64_t got = dw == 8 ? d[l] : d32[l] == FT_SENT32 ? FT_SENT64 : d32[l];
            uint64_t want = dw == 8 ? e[l] : e[l] == FT_SENT64 ? FT_SENT64 : (e[l] & 0xffffffffu);
            if (got != want && bad++ < 3)
                T_CHECK(t, 0, "%s lane %u: %016llx: %016llx, soft %016llx", what,
                        (unsigned)l, (unsigned long long)a[l],
                        (unsigned long long)got, (unsigned long long)want);
        }
    }
    T_CHECK(t, bad == 0, "%d lanes differ", bad);
    test_end(t);
}

static void ft_cvt(pv_test *t)
{
    static const unsigned bits[4] = {8, 16, 32, 64};
    char what[96];
    unsigned f, i, s, rm;
    for (f = 0; f < 2; f++) {
        unsigned fl = f ? SF_FTZ : 0;
        snprintf(what, sizeof what, "f32<-f64 fl %u", fl);
        ft_cvt_one(t, what, FP_CVT(CK_FF, SF_F32, SF_F64, SF_RN, fl, 0, 0), 4, 8, 0);
        snprintf(what, sizeof what, "f64<-f32 fl %u", fl);
        ft_cvt_one(t, what, FP_CVT(CK_FF, SF_F64, SF_F32, SF_RN, fl, 0, 0), 8, 4, 0);
        for (rm = SF_RN; rm <= SF_RP; rm++) {
            snprintf(what, sizeof what, "f32 round-int rm %u fl %u", rm, fl);
            ft_cvt_one(t, what, FP_CVT(CK_RI, SF_F32, SF_F32, rm, fl, 0, 0), 4, 4, 0);
            snprintf(what, sizeof what, "f64 round-int rm %u fl %u", rm, fl);
            ft_cvt_one(t, what, FP_CVT(CK_RI, SF_F64, SF_F64, rm, fl, 0, 0), 8, 8, 0);
        }
        for (i = 0; i < 4; i++)
            for (s = 0; s < 2; s++) {
                unsigned sw = bits[i] == 64 ? 8 : 4;
                snprintf(what, sizeof what, "f32<-%c%u fl %u", s ? 's' : 'u', bits[i], fl);
                ft_cvt_one(t, what, FP_CVT(CK_IF, SF_F32, 0, SF_RN, fl, bits[i], s), 4, sw, 1);
                snprintf(what, sizeof what, "f64<-%c%u fl %u", s ? 's' : 'u', bits[i], fl);
                ft_cvt_one(t, what, FP_CVT(CK_IF, SF_F64, 0, SF_RN, fl, bits[i], s), 8, sw, 1);
            }
        snprintf(what, sizeof what, "f64<-s32 from a 64-bit column fl %u", fl);
        ft_cvt_one(t, what, FP_CVT(CK_IF, SF_F64, 0, SF_RN, fl, 32, 1), 8, 8, 1);
    }
    ft_cvt_one(t, "f32<-f32 .ftz", FP_CVT(CK_FF, SF_F32, SF_F32, SF_RN, SF_FTZ, 0, 0), 4, 4, 0);
    ft_cvt_one(t, "f32<-f32 .sat", FP_CVT(CK_FF, SF_F32, SF_F32, SF_RN, SF_SAT, 0, 0), 4, 4, 0);
    ft_cvt_one(t, "f32<-f32 .ftz.sat",
               FP_CVT(CK_FF, SF_F32, SF_F32, SF_RN, SF_FTZ | SF_SAT, 0, 0), 4, 4, 0);
}

/* A float drawn evenly from (-r, r). */
static uint32_t ft_pick_in(double r)
{
    float f = (float)(((double)(ft_rand() >> 11) / 9007199254740992.0 * 2.0 - 1.0) * r);
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
}

/* ex2, sin and cos where fp_avx2.c's kernels compute them (ex2 on
   [-126, 128], sin and cos on 2^-22 <= |x| < 6.25), a little past those
   ranges, and near zero: 1M lanes each against the soft path. */
static void ft_approx_domains(pv_test *t)
{
    static const unsigned kinds[3] = {FK_EX2, FK_SIN, FK_COS};
    uint32_t a[PV_LANES], w, l;
    unsigned i;
    for (i = 0; i < 3; i++) {
        uint32_t aux = FP_AUX(kinds[i], SF_F32, SF_RN, i == 1 ? SF_FTZ : 0);
        int bad = 0;
        if (!test_begin(t, "fp_fast f32 aux %#x over its vector domain", (unsigned)aux))
            continue;
        for (w = 0; w < FT_WARPS && bad < 10; w++) {
            for (l = 0; l < PV_LANES; l++) {
                uint32_t k = (uint32_t)ft_rand() & 7u;
                a[l] = ft_pick_in(k == 0 ? 1e-5 : i ? (k == 1 ? 7.0 : 6.3) : (k == 1 ? 131.0 : 128.0));
            }
            bad += ft_warp32(t, aux, a, a, a, ft_mask(w));
        }
        T_CHECK(t, bad == 0, "%d lanes differ", bad);
        test_end(t);
    }
}

/* rsqrt over positive operands of every exponent (powers of four, whose
   results are exact, among them): 1M lanes against the soft path. */
static void ft_rsqrt_domain(pv_test *t)
{
    const uint32_t aux = FP_AUX(FK_RSQRT_APPROX, SF_F32, SF_RN, 0);
    uint32_t a[PV_LANES], w, l;
    int bad = 0;
    if (!test_begin(t, "fp_fast rsqrt.approx.f32 over positive operands"))
        return;
    for (w = 0; w < FT_WARPS && bad < 10; w++) {
        for (l = 0; l < PV_LANES; l++) {
            uint64_t r = ft_rand();
            a[l] = (r & 7u) == 0u ? (uint32_t)(2u * ((r >> 8) % 127u) + 1u) << 23
                                  : (uint32_t)(r >> 32) & 0x7fffffffu;
        }
        bad += ft_warp32(t, aux, a, a, a, ft_mask(w));
    }
    T_CHECK(t, bad == 0, "%d lanes differ", bad);
    test_end(t);
}

#if FA_AVX2
/* fa_fma32 (exec.c's FMA_F32 on AVX2) against soft float: edge triples
   and random ones, partial masks, the destination one of the sources. */
static void ft_fma_col(pv_test *t)
{
    const uint32_t aux = FP_AUX(FK_FMA, SF_F32, SF_RN, 0);
    uint32_t a[PV_LANES], b[PV_LANES], c[PV_LANES], d[PV_LANES], w, l;
    int bad = 0;
    if (!fa_avx2() || !test_begin(t, "fp_fast fa_fma32 vs soft float"))
        return;
    for (w = 0; w < FT_WARPS && bad < 10; w++) {
        uint32_t m = ft_mask(w), src = w % 4u;
        for (l = 0; l < PV_LANES; l++) {
            uint32_t n = w * PV_LANES + l;
            a[l] = w < 64 ? FE32[n % NFE32] : ft_pick32();
            b[l] = w < 64 ? FE32[(n / NFE32) % NFE32] : ft_pick32();
            c[l] = w < 64 ? FE32[(n / NFE32 / NFE32) % NFE32] : ft_pick32();
            d[l] = src == 0 ? a[l] : src == 1 ? b[l] : src == 2 ? c[l] : FT_SENT32;
        }
        fa_fma32(d, src == 0 ? d : a, src == 1 ? d : b, src == 2 ? d : c, m);
        for (l = 0; l < PV_LANES; l++) {
            uint32_t old = src == 0 ? a[l] : src == 1 ? b[l] : src == 2 ? c[l] : FT_SENT32;
            uint32_t want = (m >> l) & 1u ? (uint32_t)fp_arith(aux, a[l], b[l], c[l]) : old;
            if (d[l] != want && bad++ < 3)
                T_CHECK(t, 0, "lane %u: %08x %08x %08x: %08x, soft %08x", (unsigned)l,
                        (unsigned)a[l], (unsigned)b[l], (unsigned)c[l], (unsigned)d[l],
                        (unsigned)want);
        }
    }
    T_CHECK(t, bad == 0, "%d lanes differ", bad);
    test_end(t);
}
#endif

/* A full warp whose operands are the same in every lane (a reciprocal
   of a kernel parameter) is one division broadcast: every edge pair and
   random ones against soft float, with each flag set, and the same warps
   with one lane changed (the lane-by-lane path again). */
static void ft_uniform(pv_test *t)
{
    static const unsigned kinds[4] = {FK_RCP, FK_DIV, FK_DIV_FULL, FK_SQRT};
    static const unsigned fls[4] = {0, SF_FTZ, SF_SAT, SF_FTZ | SF_SAT};
    uint32_t a[PV_LANES], b[PV_LANES], c[PV_LANES], i, j, k, f, l, x, y;
    int bad = 0;
    if (!test_begin(t, "fp_fast f32 rcp, div, sqrt of warp-uniform operands vs soft float"))
        return;
    for (k = 0; k < 4; k++)
        for (f = 0; f < 4; f++) {
            uint32_t aux = FP_AUX(kinds[k], SF_F32, SF_RN, fls[f]);
            for (i = 0; i < NFE32 + 256u && bad < 10; i++)
                for (j = 0; j < NFE32 && bad < 10; j++) {
                    x = i < NFE32 ? FE32[i] : ft_pick32();
                    y = i < NFE32 ? FE32[j] : ft_pick32();
                    for (l = 0; l < PV_LANES; l++) {
                        a[l] = x;
                        b[l] = y;
                        c[l] = ft_pick32();
                    }
                    bad += ft_warp32(t, aux, a, b, c, 0xffffffffu);
                    /* one lane's dividend or divisor differs */
                    if (j & 1u)
                        b[(i + j) % PV_LANES] = FE32[(i + 3u * j) % NFE32];
                    else
                        a[(i + j) % PV_LANES] = FE32[(i + 3u * j) % NFE32];
                    bad += ft_warp32(t, aux, a, b, c, 0xffffffffu);
                }
        }
    T_CHECK(t, bad == 0, "%d lanes differ", bad);
    test_end(t);
}

void unit_fp_fast(pv_test *t)
{
    ft_uniform(t);
    ft_refused(t);
    ft_approx_domains(t);
    ft_rsqrt_domain(t);
#if FA_AVX2
    ft_fma_col(t);
#endif
    ft_f32(t);
    ft_f64(t);
    ft_cvt(t);
#if FZ_AVX512
    /* the AVX2 forms that fp_avx512.c replaces on this host: directed
       rounding emulated in double, ex2 four lanes a step */
    if (fz_avx512() && fa_avx2()) {
        unsigned i, f;
        fz_set_off(1);
        ft_approx_domains(t);
        ft_f32_one(t, FP_AUX(FK_EX2, SF_F32, SF_RN, 0));
        ft_f32_one(t, FP_AUX(FK_EX2, SF_F32, SF_RN, SF_FTZ));
        ft_rsqrt_domain(t);
        ft_f32_one(t, FP_AUX(FK_RSQRT_APPROX, SF_F32, SF_RN, 0));
        for (i = 0; i < 4; i++)
            for (f = 0; f < 4; f++) {
                static const unsigned fls[4] = {0, SF_FTZ, SF_SAT, SF_FTZ | SF_SAT};
                ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RZ, fls[f]));
                ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RM, fls[f]));
                ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RP, fls[f]));
            }
        fz_set_off(0);
    }
#endif
#if FA_AVX2
    /* the portable loops, which the kernels replace on this host */
    if (fa_avx2()) {
        unsigned i, f;
        fa_set_off(1);
#if FZ_AVX512
        fz_set_off(1);
#endif
        ft_approx_domains(t);
        for (i = 0; i < sizeof ft_kinds_arith / sizeof ft_kinds_arith[0]; i++)
            for (f = 0; f < 2; f++)
                ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RN, f ? SF_FTZ : 0));
        for (i = 0; i < sizeof ft_kinds_approx / sizeof ft_kinds_approx[0]; i++)
            ft_f32_one(t, FP_AUX(ft_kinds_approx[i], SF_F32, SF_RN, 0));
        for (i = 0; i < 2; i++)       /* min, max */
            ft_f32_one(t, FP_AUX(ft_kinds_minmax[i], SF_F32, SF_RN, 0));
        for (i = 0; i < 4; i++) {     /* directed add, sub, mul, fma */
            ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RZ, 0));
            ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RM, SF_FTZ));
            ft_f32_one(t, FP_AUX(ft_kinds_arith[i], SF_F32, SF_RP, SF_SAT));
        }
        ft_cvt(t);
        fa_set_off(0);
#if FZ_AVX512
        fz_set_off(0);
#endif
    }
#endif
}
