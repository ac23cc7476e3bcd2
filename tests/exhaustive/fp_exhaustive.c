/* Exhaustive check of the unary f32 host paths of src/fp_fast.c: every one
   of the 2^32 operands, a warp of 32 consecutive patterns at a time,
   against the soft-float path (fp_arith / fp_convert per lane). About
   seven minutes per form on one core, so it is `make fp-exhaustive`, not
   part of run_tests (the fp_fast suite checks edges and random lanes).

     build/rel/fp_exhaustive [-r LO:HI] [form ...]    (no form: all)

   -r checks only the operands LO..HI (hex, inclusive, rounded out to
   whole warps). Prints each form's mismatches; exits 1 if there is any. */
#include "fpops.h"
#include "bytecode.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct fx_form {
    const char *name;
    int cvt;                 /* 0: arithmetic descriptor; 1: conversion */
    uint64_t desc;
    unsigned dw;             /* conversions: destination column width */
} fx_form;

static const fx_form fx_forms[] = {
    {"rsqrt.approx.f32", 0, FP_AUX(FK_RSQRT_APPROX, SF_F32, SF_RN, 0), 4},
    {"rsqrt.approx.ftz.f32", 0, FP_AUX(FK_RSQRT_APPROX, SF_F32, SF_RN, SF_FTZ), 4},
    {"rcp.approx.f32", 0, FP_AUX(FK_RCP_APPROX, SF_F32, SF_RN, 0), 4},
    {"rcp.approx.ftz.f32", 0, FP_AUX(FK_RCP_APPROX, SF_F32, SF_RN, SF_FTZ), 4},
    {"rcp.rn.f32", 0, FP_AUX(FK_RCP, SF_F32, SF_RN, 0), 4},
    {"rcp.rn.ftz.f32", 0, FP_AUX(FK_RCP, SF_F32, SF_RN, SF_FTZ), 4},
    {"sqrt.approx.f32", 0, FP_AUX(FK_SQRT_APPROX, SF_F32, SF_RN, 0), 4},
    {"sqrt.approx.ftz.f32", 0, FP_AUX(FK_SQRT_APPROX, SF_F32, SF_RN, SF_FTZ), 4},
    {"ex2.approx.f32", 0, FP_AUX(FK_EX2, SF_F32, SF_RN, 0), 4},
    {"ex2.approx.ftz.f32", 0, FP_AUX(FK_EX2, SF_F32, SF_RN, SF_FTZ), 4},
    {"lg2.approx.f32", 0, FP_AUX(FK_LG2, SF_F32, SF_RN, 0), 4},
    {"lg2.approx.ftz.f32", 0, FP_AUX(FK_LG2, SF_F32, SF_RN, SF_FTZ), 4},
    {"sin.approx.f32", 0, FP_AUX(FK_SIN, SF_F32, SF_RN, 0), 4},
    {"sin.approx.ftz.f32", 0, FP_AUX(FK_SIN, SF_F32, SF_RN, SF_FTZ), 4},
    {"cos.approx.f32", 0, FP_AUX(FK_COS, SF_F32, SF_RN, 0), 4},
    {"cos.approx.ftz.f32", 0, FP_AUX(FK_COS, SF_F32, SF_RN, SF_FTZ), 4},
    {"tanh.approx.f32", 0, FP_AUX(FK_TANH, SF_F32, SF_RN, 0), 4},
    {"cvt.rni.f32.f32", 1, FP_CVT(CK_RI, SF_F32, SF_F32, SF_RN, 0, 0, 0), 4},
    {"cvt.rzi.f32.f32", 1, FP_CVT(CK_RI, SF_F32, SF_F32, SF_RZ, 0, 0, 0), 4},
    {"cvt.rmi.f32.f32", 1, FP_CVT(CK_RI, SF_F32, SF_F32, SF_RM, 0, 0, 0), 4},
    {"cvt.rpi.f32.f32", 1, FP_CVT(CK_RI, SF_F32, SF_F32, SF_RP, 0, 0, 0), 4},
    {"cvt.rni.ftz.f32.f32", 1, FP_CVT(CK_RI, SF_F32, SF_F32, SF_RN, SF_FTZ, 0, 0), 4},
    {"cvt.sat.f32.f32", 1, FP_CVT(CK_FF, SF_F32, SF_F32, SF_RN, SF_SAT, 0, 0), 4},
    {"cvt.ftz.f64.f32", 1, FP_CVT(CK_FF, SF_F64, SF_F32, SF_RN, SF_FTZ, 0, 0), 8},
    {"cvt.rn.f32.s32", 1, FP_CVT(CK_IF, SF_F32, 0, SF_RN, 0, 32, 1), 4},
    {"cvt.rn.f32.u32", 1, FP_CVT(CK_IF, SF_F32, 0, SF_RN, 0, 32, 0), 4},
};
#define FX_N (sizeof fx_forms / sizeof fx_forms[0])

static uint64_t fx_lo = 0, fx_hi = 0xffffffffu;

static uint64_t fx_run(const fx_form *f)
{
    uint32_t a[PV_LANES], d32[PV_LANES], l;
    uint64_t d64[PV_LANES], bad = 0, w;
    for (w = fx_lo / PV_LANES; w <= fx_hi / PV_LANES; w++) {
        for (l = 0; l < PV_LANES; l++)
            a[l] = (uint32_t)(w * PV_LANES + l);
        if (!f->cvt)
            fp_arith32_warp((uint32_t)f->desc, d32, a, a, a, 0xffffffffu);
        else if (f->dw == 8)
            fp_convert_warp(f->desc, d64, a, a, 8, 4, 0xffffffffu);
        else
            fp_convert_warp(f->desc, d32, a, a, 4, 4, 0xffffffffu);
        for (l = 0; l < PV_LANES; l++) {
            uint64_t want = f->cvt ? fp_convert(f->desc, a[l], a[l])
                                   : fp_arith((uint32_t)f->desc, a[l], a[l], a[l]);
            uint64_t got = f->dw == 8 ? d64[l] : d32[l];
            if (f->dw == 4)
                want &= 0xffffffffu;
            if (got != want && bad++ < 5)
                printf("  %s %08x: %llx, soft %llx\n", f->name, (unsigned)a[l],
                       (unsigned long long)got, (unsigned long long)want);
        }
    }
    return bad;
}

int main(int argc, char **argv)
{
    unsigned i;
    int j, fail = 0, ran = 0, first = 1;
    if (argc > 2 && !strcmp(argv[1], "-r")) {
        char *end;
        fx_lo = strtoull(argv[2], &end, 16);
        fx_hi = *end == ':' ? strtoull(end + 1, NULL, 16) : fx_lo;
        if (fx_hi > 0xffffffffu || fx_lo > fx_hi) {
            printf("bad range\n");
            return 2;
        }
        first = 3;
    }
    for (i = 0; i < FX_N; i++) {
        const fx_form *f = &fx_forms[i];
        int host = f->cvt ? fp_convert_fast(f->desc, f->dw, 4)
                          : fp_arith32_fast((uint32_t)f->desc);
        clock_t t0;
        uint64_t bad;
        if (argc > first) {
            for (j = first; j < argc && strcmp(argv[j], f->name); j++)
                ;
            if (j == argc)
                continue;
        }
        ran++;
        if (!host) {
            printf("%-24s does not take the host path\n", f->name);
            fail = 1;
            continue;
        }
        t0 = clock();
        bad = fx_run(f);
        printf("%-24s %08llx..%08llx: %llu differ (%.0f s)\n", f->name,
               (unsigned long long)(fx_lo & ~31ull), (unsigned long long)(fx_hi | 31u),
               (unsigned long long)bad, (double)(clock() - t0) / CLOCKS_PER_SEC);
        fflush(stdout);
        fail |= bad != 0;
    }
    if (!ran) {
        printf("no such form\n");
        return 2;
    }
    return fail;
}
