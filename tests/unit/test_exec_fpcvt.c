/* Float-to-integer cvt without soft float (src/fpcvt_int.h) against the
   soft-float reference, fp_convert's CK_FI (sf_cvt_fi):

   fpcvt       the per-lane functions bit for bit over every destination
               (8/16/32/64 bits, signed and unsigned), rounding (rni rzi
               rmi rpi) and .ftz, on edge values (zeros, subnormals, every
               exponent with the mantissas that make ties and their
               neighbours, 2^k +- ulp around each destination's limits,
               NaNs, infinities, max finite) and 1M random f32 and 1M
               random f64 bit patterns (half uniform, half with exponents
               where rounding and saturation happen);
   exec_fpcvt  PTX kernels, cvt with each destination type, rounding
               (and none), .ftz, .sat, from .f32 and .f64 over edge and
               random inputs, as compiled and run by the interpreter. */
#include "fpops.h"
#include "fpcvt_int.h"
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t fc_state = 0x9e3779b97f4a7c15ull;

static uint64_t fc_rand(void)               /* xorshift64* */
{
    fc_state ^= fc_state >> 12;
    fc_state ^= fc_state << 25;
    fc_state ^= fc_state >> 27;
    return fc_state * 0x2545f4914f6cdd1dull;
}

/* Edge f32 patterns: for each exponent, the mantissas that put a tie,
   and the values beside it, at each position; both signs. */
static size_t fc_edges32(uint32_t *v)
{
    size_t n = 0;
    uint32_t e, j, s;
    for (s = 0; s < 2; s++)
        for (e = 0; e < 256; e++) {
            uint32_t base = (s << 31) | (e << 23);
            v[n++] = base;
            v[n++] = base | 0x7fffffu;
            v[n++] = base | 1u;
            v[n++] = base | 0x400001u;              /* NaN payloads too */
            for (j = 0; j < 23; j++) {
                uint32_t b = 1u << j;
                v[n++] = base | b;
                v[n++] = base | (b - 1u);
                v[n++] = base | (b + 1u);
                if (j + 1 < 23)
                    v[n++] = base | b | (b << 1);   /* odd + half */
            }
        }
    return n;
}

static size_t fc_edges64(uint64_t *v)
{
    static const uint32_t far[] = {0, 1, 2, 100, 500, 1000, 1021, 1022,
                                   1150, 2000, 2045, 2046, 2047};
    size_t n = 0;
    uint32_t k, j, s;
    for (s = 0; s < 2; s++)
        for (k = 0; k < 90 + sizeof far / sizeof far[0]; k++) {
            uint64_t e = k < 90 ? 1020 + k : far[k - 90];   /* 2^-3 .. 2^86 */
            uint64_t base = ((uint64_t)s << 63) | (e << 52);
            v[n++] = base;
            v[n++] = base | 0xfffffffffffffull;
            v[n++] = base | 1u;
            v[n++] = base | 0x8000000000001ull;
            for (j = 0; j < 52; j++) {
                uint64_t b = (uint64_t)1 << j;
                v[n++] = base | b;
                v[n++] = base | (b - 1u);
                v[n++] = base | (b + 1u);
                if (j + 1 < 52)
                    v[n++] = base | b | (b << 1);
            }
        }
    return n;
}

/* Random patterns: even i uniform, odd i an exponent from 2^-2 to 2^66. */
static uint32_t fc_rand32(size_t i)
{
    uint32_t r = (uint32_t)(fc_rand() >> 32);
    if (i & 1u)
        r = (r & 0x807fffffu) | ((uint32_t)(125 + (fc_rand() >> 32) % 69) << 23);
    return r;
}

static uint64_t fc_rand64(size_t i)
{
    uint64_t r = fc_rand();
    if (i & 1u)
        r = (r & 0x800fffffffffffffull) | ((1021 + fc_rand() % 69) << 52);
    return r;
}

static const int fc_bits[4] = {8, 16, 32, 64};
static const sf_rnd fc_rm[4] = {SF_RN, SF_RZ, SF_RM, SF_RP};
static const char *const fc_rname[4] = {"rni", "rzi", "rmi", "rpi"};

/* Every variant on one pattern; returns the number of mismatches. */
static long fc_check(pv_test *t, int f64, uint64_t a, long *reported)
{
    long bad = 0;
    int b, sg, r, z;
    for (b = 0; b < 4; b++)
        for (sg = 0; sg < 2; sg++)
            for (r = 0; r < 4; r++)
                for (z = 0; z < 2; z++) {
                    uint64_t desc = FP_CVT(CK_FI, 0, f64 ? SF_F64 : SF_F32, fc_rm[r],
                                           z ? SF_FTZ : 0, fc_bits[b], sg);
                    fp_fi p = fp_fi_of(FP_FI_AUX(fc_rm[r], z, sg, fc_bits[b]));
                    uint64_t want = fp_convert(desc, a, a);
                    uint64_t got = f64 ? fp_fi_f64(&p, a) : fp_fi_f32(&p, (uint32_t)a);
                    if (got != want) {
                        bad++;
                        if ((*reported)++ < 8)
                            T_CHECK(t, 0, "cvt.%s%s.%c%d.%s(%#llx) = %#llx, want %#llx",
                                    fc_rname[r], z ? ".ftz" : "", sg ? 's' : 'u',
                                    fc_bits[b], f64 ? "f64" : "f32",
                                    (unsigned long long)a, (unsigned long long)got,
                                    (unsigned long long)want);
                    }
                }
    return bad;
}

#define FC_RANDOM 1000000

void unit_fpcvt(pv_test *t)
{
    uint32_t *e32 = (uint32_t *)malloc(2 * 256 * 100 * sizeof *e32);
    uint64_t *e64 = (uint64_t *)malloc(2 * 110 * 220 * sizeof *e64);
    size_t n, i;
    long bad = 0, reported = 0;
    T_CHECK(t, e32 && e64, "out of memory");
    if (!e32 || !e64) {
        free(e32);
        free(e64);
        return;
    }
    n = fc_edges32(e32);
    for (i = 0; i < n; i++)
        bad += fc_check(t, 0, e32[i], &reported);
    n = fc_edges64(e64);
    for (i = 0; i < n; i++)
        bad += fc_check(t, 1, e64[i], &reported);
    for (i = 0; i < FC_RANDOM; i++) {
        bad += fc_check(t, 0, fc_rand32(i), &reported);
        bad += fc_check(t, 1, fc_rand64(i), &reported);
    }
    T_CHECK(t, bad == 0, "%ld results differ from fp_convert", bad);
    free(e32);
    free(e64);
}

/* ---- through the interpreter ---------------------------------------- */

#define FC_N 4096

/* One cvt variant on n inputs of the source type; 0 when it ran. */
static int fc_kernel(pv_test *t, ptxvm_vm *vm, const char *insn, int f64,
                     int dbytes, ptxvm_addr in, ptxvm_addr out, unsigned n)
{
    static const char *const reg[9] = {0, 0, ".b16", 0, ".b32", 0, 0, 0, ".b64"};
    char ptx[2048];
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_launch L;
    void *args[2];
    ptxvm_result r;
    int rb = dbytes < 2 ? 2 : dbytes;
    snprintf(ptx, sizeof ptx,
        ".version 8.5\n.target sm_90\n.address_size 64\n"
        ".visible .entry k(.param .u64 pa, .param .u64 pd)\n{\n"
        ".reg .b64 %%ra, %%rd, %%off;\n.reg .b32 %%t, %%u;\n"
        ".reg %s %%a;\n.reg %s %%d;\n"
        "ld.param.u64 %%ra, [pa];\nld.param.u64 %%rd, [pd];\n"
        "mov.u32 %%t, %%tid.x;\nmov.u32 %%u, %%ctaid.x;\nmad.lo.u32 %%t, %%u, 64, %%t;\n"
        "mul.wide.u32 %%off, %%t, %d;\nadd.u64 %%ra, %%ra, %%off;\n"
        "ld.global%s %%a, [%%ra];\n%s\n"
        "mul.wide.u32 %%off, %%t, %d;\nadd.u64 %%rd, %%rd, %%off;\n"
        "st.global%s [%%rd], %%d;\nret;\n}\n",
        f64 ? ".f64" : ".f32", reg[rb], f64 ? 8 : 4, f64 ? ".f64" : ".f32", insn,
        rb, reg[rb]);
    r = ptxvm_module_load(vm, ptx, strlen(ptx), "fpcvt.ptx", &m);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, "k", &k);
    if (r != PTXVM_OK) {
        T_CHECK(t, 0, "'%s': %s: %s", insn, ptxvm_result_name(r),
                ptxvm_error_message(vm));
        ptxvm_module_unload(m);
        return -1;
    }
    args[0] = &in;
    args[1] = &out;
    test_launch_1d(&L, n / 64, 64, args);
    r = ptxvm_launch_kernel(k, &L, NULL);
    T_CHECK(t, r == PTXVM_OK, "launch '%s': %s", insn, ptxvm_result_name(r));
    ptxvm_module_unload(m);
    return r == PTXVM_OK ? 0 : -1;
}

static void fc_exec_variants(pv_test *t, ptxvm_vm *vm, int f64, ptxvm_addr in,
                             ptxvm_addr out, const uint64_t *src, void *res)
{
    static const char *const ty[8] = {"s8", "u8", "s16", "u16", "s32", "u32",
                                      "s64", "u64"};
    static const char *const rnd[5] = {"rni", "rzi", "rmi", "rpi", ""};
    static const sf_rnd rm[5] = {SF_RN, SF_RZ, SF_RM, SF_RP, SF_RZ};
    int d, r, z, s;
    for (d = 0; d < 8; d++)
        for (r = 0; r < 5; r++)
            for (z = 0; z < (f64 ? 1 : 2); z++)
                for (s = 0; s < 2; s++) {
                    char insn[128];
                    int bits = fc_bits[d / 2], sg = !(d & 1);
                    int db = bits / 8 < 2 ? 2 : bits / 8;
                    uint64_t desc = FP_CVT(CK_FI, 0, f64 ? SF_F64 : SF_F32, rm[r],
                                           z ? SF_FTZ : 0, bits, sg);
                    unsigned i, bad = 0;
                    snprintf(insn, sizeof insn, "cvt%s%s%s%s.%s.%s %%d, %%a;",
                             *rnd[r] ? "." : "", rnd[r], z ? ".ftz" : "",
                             s ? ".sat" : "", ty[d], f64 ? "f64" : "f32");
                    if (fc_kernel(t, vm, insn, f64, bits / 8, in, out, FC_N))
                        continue;
                    ptxvm_memcpy_dtoh(vm, res, out, (size_t)FC_N * db);
                    for (i = 0; i < FC_N; i++) {
                        uint64_t want = fp_convert(desc, src[i], src[i]), got;
                        if (db == 2) {
                            uint16_t v;
                            memcpy(&v, (char *)res + 2 * i, 2);
                            got = v;
                            want &= 0xffffu;
                        } else if (db == 4) {
                            uint32_t v;
                            memcpy(&v, (char *)res + 4 * i, 4);
                            got = v;
                            want &= 0xffffffffu;
                        } else {
                            memcpy(&got, (char *)res + 8 * i, 8);
                        }
                        if (got != want && bad++ < 4)
                            T_CHECK(t, 0, "%s on %#llx: %#llx, want %#llx", insn,
                                    (unsigned long long)src[i], (unsigned long long)got,
                                    (unsigned long long)want);
                    }
                    T_CHECK(t, bad == 0, "%s: %u of %d lanes differ", insn, bad, FC_N);
                }
}

void unit_exec_fpcvt(pv_test *t)
{
    ptxvm_config cfg;
    test_alloc al;
    ptxvm_vm *vm = NULL;
    ptxvm_addr in, out;
    uint32_t *e32 = (uint32_t *)malloc(2 * 256 * 100 * sizeof *e32);
    uint64_t *e64 = (uint64_t *)malloc(2 * 110 * 220 * sizeof *e64);
    uint64_t *src = (uint64_t *)malloc(FC_N * sizeof *src);
    void *host = malloc(FC_N * 8), *res = malloc(FC_N * 8);
    size_t n, i;
    test_config(&cfg, &al);
    if (!e32 || !e64 || !src || !host || !res || ptxvm_create(&cfg, &vm) != PTXVM_OK) {
        T_CHECK(t, 0, "setup");
        goto done;
    }
    T_CHECK(t, ptxvm_mem_alloc(vm, FC_N * 8, &in) == PTXVM_OK &&
               ptxvm_mem_alloc(vm, FC_N * 8, &out) == PTXVM_OK, "device memory");
    /* a stride through the edges, then random patterns */
    n = fc_edges32(e32);
    for (i = 0; i < FC_N; i++) {
        src[i] = i < FC_N / 2 ? e32[(i * 7919u) % n] : fc_rand32(i);
        ((uint32_t *)host)[i] = (uint32_t)src[i];
    }
    ptxvm_memcpy_htod(vm, in, host, FC_N * 4);
    fc_exec_variants(t, vm, 0, in, out, src, res);
    n = fc_edges64(e64);
    for (i = 0; i < FC_N; i++)
        src[i] = i < FC_N / 2 ? e64[(i * 7919u) % n] : fc_rand64(i);
    ptxvm_memcpy_htod(vm, in, src, FC_N * 8);
    fc_exec_variants(t, vm, 1, in, out, src, res);
done:
    if (vm)
        ptxvm_destroy(vm);
    free(e32);
    free(e64);
    free(src);
    free(host);
    free(res);
}
