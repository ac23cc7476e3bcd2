/* The .approx.f32 functions against an NVIDIA H200 (compute capability
   9.0, driver 580.159.04, CUDA 13.0, 2026-11-27): the special-case rules
   the hardware showed on gpu_diff's input grid, exactly, on the lane path
   (fp_arith) and the whole-warp path (fp_arith32_warp); then the samples
   of tests/gpu/approx/ (measured with tests/gpu/approx_dump.cu): how many
   results are bit-identical and how far the others are, which must not
   get worse than this version's figures (tests/gpu/README.md lists them). */
#include "fpops.h"
#include "bytecode.h"
#include "../testlib.h"
#include <stdio.h>
#include <string.h>

#define AH_DIR "tests/gpu/approx"

/* Both paths on one input pair; returns the lane path's result, or
   0x5a5a5a5a (never an expected value here) when the paths disagree. */
static uint32_t ah_eval(uint32_t aux, uint32_t a, uint32_t b)
{
    uint32_t A[PV_LANES], B[PV_LANES], D[PV_LANES], l, r;
    r = (uint32_t)fp_arith(aux, a, b, 0);
    for (l = 0; l < PV_LANES; l++) {
        A[l] = a;
        B[l] = b;
        D[l] = 0;
    }
    fp_arith32_warp(aux, D, A, B, A, 0xffffffffu);
    for (l = 0; l < PV_LANES; l++)
        if (D[l] != r)
            return 0x5a5a5a5au;
    return r;
}

static void ah_rules(pv_test *t)
{
    /* kind, .ftz, a, b, the H200's result */
    static const struct { unsigned kind, ftz; uint32_t a, b, want; } R[] = {
        /* sin/cos: subnormal operands are zero even without .ftz */
        {FK_SIN, 0, 0x00000001u, 0, 0x00000000u}, {FK_SIN, 0, 0x80000001u, 0, 0x80000000u},
        {FK_SIN, 0, 0x807fffffu, 0, 0x80000000u}, {FK_COS, 0, 0x007fffffu, 0, 0x3f800000u},
        {FK_SIN, 0, 0x00800000u, 0, 0x00000000u}, {FK_SIN, 0, 0x33800000u, 0, 0x00000000u},
        /* ... the angle is x * f32(1/2pi) in f32 toward zero: whole turns */
        {FK_SIN, 0, 0x7f7fffffu, 0, 0x00000000u}, {FK_SIN, 0, 0xff7fffffu, 0, 0x80000000u},
        {FK_COS, 0, 0x7f7fffffu, 0, 0x3f800000u}, {FK_SIN, 0, 0x4f000000u, 0, 0x00000000u},
        {FK_SIN, 0, 0xcf000000u, 0, 0x80000000u}, {FK_COS, 0, 0x5f000000u, 0, 0x3f800000u},
        /* ... and 8388609 is 1335088.5 turns */
        {FK_SIN, 0, 0x4b000001u, 0, 0x80000000u}, {FK_COS, 0, 0x4b000001u, 0, 0xbf800000u},
        {FK_SIN, 0, 0x7f800000u, 0, 0x7fffffffu}, {FK_COS, 0, 0xff800000u, 0, 0x7fffffffu},
        {FK_COS, 0, 0x7fc00001u, 0, 0x7fffffffu}, {FK_SIN, 0, 0x80000000u, 0, 0x80000000u},
        /* lg2: fixed point outside [1/2, 2], negatives a unit nearer
           zero, rounded toward zero; subnormals scaled by 2^24 */
        {FK_LG2, 0, 0x3f000000u, 0, 0xbf7ffffeu}, {FK_LG2, 0, 0x00800000u, 0, 0xc2fbffffu},
        {FK_LG2, 0, 0x33800000u, 0, 0xc1bfffffu}, {FK_LG2, 0, 0x7f7fffffu, 0, 0x42ffffffu},
        {FK_LG2, 0, 0x3eaaaaabu, 0, 0xbfcae00cu}, {FK_LG2, 0, 0x387fc000u, 0, 0xc16005c5u},
        {FK_LG2, 0, 0x40400000u, 0, 0x3fcae00du}, {FK_LG2, 0, 0x477fe000u, 0, 0x417ffd1du},
        {FK_LG2, 0, 0x40000000u, 0, 0x3f800000u}, {FK_LG2, 0, 0x7f000000u, 0, 0x42fe0000u},
        {FK_LG2, 0, 0x00000001u, 0, 0xc3150000u}, {FK_LG2, 0, 0x00400000u, 0, 0xc2fdffffu},
        {FK_LG2, 0, 0x007fffffu, 0, 0xc2fc0000u}, {FK_LG2, SF_FTZ, 0x00400000u, 0, 0xff800000u},
        {FK_LG2, 0, 0x80000001u, 0, 0x7fffffffu}, {FK_LG2, 0, 0x80000000u, 0, 0xff800000u},
        {FK_LG2, 0, 0x7f800000u, 0, 0x7f800000u}, {FK_LG2, 0, 0xff800000u, 0, 0x7fffffffu},
        {FK_LG2, 0, 0x3f800000u, 0, 0x00000000u},
        /* div.approx: a subnormal divisor scales both operands by 2^24 */
        {FK_DIV_APPROX, 0, 0x33800000u, 0x00000001u, 0x7e000000u},
        {FK_DIV_APPROX, 0, 0x00000001u, 0x80000001u, 0xbf800000u},
        {FK_DIV_APPROX, 0, 0x007fffffu, 0x00000001u, 0x4afffffeu},
        {FK_DIV_APPROX, 0, 0x00000000u, 0x00000001u, 0x00000000u},
        {FK_DIV_APPROX, 0, 0x80000000u, 0x80000001u, 0x00000000u},
        {FK_DIV_APPROX, 0, 0x3f800000u, 0x00000001u, 0x7f800000u},
        {FK_DIV_APPROX, 0, 0x3f800000u, 0x007fffffu, 0x7e800001u},
        {FK_DIV_APPROX, 0, 0x00000001u, 0x7f7fffffu, 0x00000000u},
        {FK_DIV_APPROX, SF_FTZ, 0x33800000u, 0x00000001u, 0x7f800000u},
        /* tanh keeps subnormals and tiny values */
        {FK_TANH, 0, 0x00000001u, 0, 0x00000001u}, {FK_TANH, 0, 0x387fc000u, 0, 0x387fc000u},
        {FK_TANH, 0, 0xff7fffffu, 0, 0xbf800000u},
    };
    /* where the whole-warp sin/cos/lg2 forms change method: the same
       bits as the lane path (the floats just above pi/2, pi, 3pi/2 are
       quarter turns; 6.25 and 2^8 bound the host forms) */
    static const uint32_t edge[] = {
        0x3fc90fdcu, 0x40490fdcu, 0x4096cbe5u, 0xc0490fdcu, 0x3fc90fdbu, 0x4096cbe4u,
        0x40c80000u, 0x40c7ffffu, 0xc0c80000u, 0x437fffffu, 0x43800000u, 0xc37fffffu,
        0x34800000u, 0x347fffffu, 0x3f000000u, 0x3f000001u, 0x3fffffffu, 0x40000000u,
        0x00800000u, 0x7f7fffffu, 0x40c90fdbu, 0x40c90fdcu};
    unsigned i, j;
    if (!test_begin(t, "approx_hw: the H200's special cases of sin, cos, lg2, div, tanh"))
        return;
    for (i = 0; i < PV_COUNTOF(R); i++) {
        uint32_t aux = FP_AUX(R[i].kind, SF_F32, SF_RN, R[i].ftz);
        uint32_t got = ah_eval(aux, R[i].a, R[i].b);
        T_CHECK(t, got == R[i].want, "kind %u ftz %u (%08x, %08x) = %08x, H200 %08x",
                R[i].kind, R[i].ftz, R[i].a, R[i].b, got, R[i].want);
    }
    for (i = 0; i < PV_COUNTOF(edge); i++)
        for (j = 0; j < 3; j++) {
            static const unsigned kinds[3] = {FK_SIN, FK_COS, FK_LG2};
            uint32_t got = ah_eval(FP_AUX(kinds[j], SF_F32, SF_RN, 0), edge[i], 0);
            T_CHECK(t, got != 0x5a5a5a5au, "kind %u (%08x): the warp path differs",
                    kinds[j], edge[i]);
        }
    test_end(t);
}

/* Distance in units in the last place between two finite f32 values of
   the same sign, or across zero. */
static uint32_t ah_ulps(uint32_t x, uint32_t y)
{
    int64_t a = (x >> 31) ? -(int64_t)(x & 0x7fffffffu) : (int64_t)x;
    int64_t b = (y >> 31) ? -(int64_t)(y & 0x7fffffffu) : (int64_t)y;
    return (uint32_t)(a > b ? a - b : b - a);
}

static void ah_sample(pv_test *t, const char *set, unsigned kind, unsigned min_same,
                      uint32_t max_ulps)
{
    char path[128], line[128];
    FILE *f;
    unsigned n = 0, same = 0, lanes = 0;
    uint32_t worst = 0, A[PV_LANES], G[PV_LANES], D[PV_LANES];
    uint32_t aux = FP_AUX(kind, SF_F32, SF_RN, 0);
    int mism = 0;
    if (!test_begin(t, "approx_hw: %s against the H200 sample", set))
        return;
    snprintf(path, sizeof path, AH_DIR "/%s.txt", set);
    f = fopen(path, "r");
    T_CHECK(t, f != NULL, "cannot open %s", path);
    if (!f) {
        test_end(t);
        return;
    }
    for (;;) {
        unsigned a, g, l;
        int more = fgets(line, sizeof line, f) != NULL;
        if (more && (line[0] == '#' || sscanf(line, "%x %x", &a, &g) != 2))
            continue;
        if (more) {
            A[lanes] = a;
            G[lanes++] = g;
        }
        if (lanes < PV_LANES && more)
            continue;
        fp_arith32_warp(aux, D, A, A, A, lanes == PV_LANES ? 0xffffffffu : (1u << lanes) - 1u);
        for (l = 0; l < lanes; l++) {
            uint32_t r = (uint32_t)fp_arith(aux, A[l], A[l], A[l]), u = ah_ulps(r, G[l]);
            mism += r != D[l];
            same += r == G[l];
            worst = u > worst ? u : worst;
            n++;
        }
        lanes = 0;
        if (!more)
            break;
    }
    fclose(f);
    if (t->verbose)
        printf("    %s: %u of %u identical, at most %u ulp apart\n", set, same, n, worst);
    T_CHECK(t, n == 2048, "%s: %u samples, expected 2048", path, n);
    T_CHECK(t, mism == 0, "%d lanes where the warp path differs from the lane path", mism);
    T_CHECK(t, same >= min_same, "%u of %u identical to the H200, expected at least %u",
            same, n, min_same);
    T_CHECK(t, worst <= max_ulps, "up to %u ulp from the H200, expected at most %u", worst,
            max_ulps);
    test_end(t);
}

void unit_approx_hw(pv_test *t)
{
    /* set, kind, identical results at least, ulp distance at most */
    static const struct { const char *set; unsigned kind, same, ulps; } S[] = {
        {"rcp_1_2", FK_RCP_APPROX, 1777, 1},
        {"rsqrt_1_2", FK_RSQRT_APPROX, 1568, 1},
        {"rsqrt_2_4", FK_RSQRT_APPROX, 1646, 1},
        {"sqrt_1_2", FK_SQRT_APPROX, 1699, 1},
        {"sqrt_2_4", FK_SQRT_APPROX, 1677, 1},
        {"lg2_1_2", FK_LG2, 674, 126},
        {"ex2_0_1", FK_EX2, 1242, 1},
        {"ex2_m1_0", FK_EX2, 818, 2},
        {"sin_0_2pi", FK_SIN, 304, 127},
        {"cos_0_2pi", FK_COS, 297, 127},
        {"tanh_0_9", FK_TANH, 276, 121},
    };
    unsigned i;
    ah_rules(t);
    for (i = 0; i < PV_COUNTOF(S); i++)
        ah_sample(t, S[i].set, S[i].kind, S[i].same, S[i].ulps);
}
