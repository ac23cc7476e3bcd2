/* The legacy SDK harness (legacy_sdk.h) and the suite's driver: every
   sample of test_legacy_sdk*.c under three configurations. */
#include "legacy_sdk.h"
#include <math.h>
#include "../support/variants.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

ptxvm_kernel *ls_kernel(ls_run *R, const char *name)
{
    ptxvm_kernel *k = NULL;
    ptxvm_result r = ptxvm_module_get_kernel(R->m, name, &k);
    if (r != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s] %s: %s: %s", R->file, R->variant, name,
                ptxvm_result_name(r), ptxvm_error_message(R->vm));
        R->ok = 0;
        return NULL;
    }
    return k;
}

uint64_t ls_buf(ls_run *R, const void *data, size_t n)
{
    ptxvm_addr a = 0;
    if (ptxvm_mem_alloc(R->vm, n, &a) != PTXVM_OK ||
        (data ? ptxvm_memcpy_htod(R->vm, a, data, n)
              : ptxvm_memset(R->vm, a, 0xa5, n)) != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s]: device memory of %zu bytes", R->file, R->variant, n);
        R->ok = 0;
    }
    return a;
}

void ls_get(ls_run *R, void *dst, uint64_t src, size_t n)
{
    if (ptxvm_memcpy_dtoh(R->vm, dst, src, n) != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s]: copy out", R->file, R->variant);
        R->ok = 0;
        memset(dst, 0, n);
    }
}

void ls_put(ls_run *R, uint64_t dst, const void *src, size_t n)
{
    if (ptxvm_memcpy_htod(R->vm, dst, src, n) != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s]: copy in", R->file, R->variant);
        R->ok = 0;
    }
}

uint64_t ls_global(ls_run *R, const char *name, size_t *size)
{
    ptxvm_addr a = 0;
    size_t n = 0;
    if (ptxvm_module_get_global(R->m, name, &a, &n) != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s]: no variable %s", R->file, R->variant, name);
        R->ok = 0;
    }
    if (size)
        *size = n;
    return a;
}

void ls_args_init(ls_args *a)
{
    memset(a, 0, sizeof *a);
}

static void ls_arg_bytes(ls_args *a, const void *v, size_t n)
{
    if (a->n >= 32)
        return;
    memcpy(a->store[a->n], v, n);
    a->argv[a->n] = a->store[a->n];
    a->n++;
}

void ls_arg_ptr(ls_args *a, uint64_t p)
{
    /* little-endian hosts only, as the library itself */
    ls_arg_bytes(a, &p, 8);
}

void ls_arg_u32(ls_args *a, uint32_t v)
{
    ls_arg_bytes(a, &v, 4);
}

void ls_arg_f32(ls_args *a, float v)
{
    ls_arg_bytes(a, &v, 4);
}

int ls_launch(ls_run *R, ptxvm_kernel *k, const char *what, unsigned gx, unsigned gy,
              unsigned bx, unsigned by, unsigned shared, ls_args *a)
{
    ptxvm_launch L;
    ptxvm_result r;
    if (!k || !R->ok)
        return -1;
    memset(&L, 0, sizeof L);
    L.grid.x = gx; L.grid.y = gy; L.grid.z = 1;
    L.block.x = bx; L.block.y = by; L.block.z = 1;
    L.shared_bytes = shared;
    L.args = a->argv;
    L.step_limit = 1ull << 32;
    r = ptxvm_launch_kernel(k, &L, NULL);
    if (r != PTXVM_OK) {
        T_CHECK(R->t, 0, "%s [%s] %s: launch: %s: %s", R->file, R->variant, what,
                ptxvm_result_name(r), ptxvm_error_message(R->vm));
        R->ok = 0;
        return -1;
    }
    R->launches++;
    return 0;
}

unsigned ls_cmp(ls_run *R, const char *what, const void *got, const void *want, size_t n)
{
    const unsigned char *g = (const unsigned char *)got, *w = (const unsigned char *)want;
    unsigned bad = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        uint32_t a, b;
        memcpy(&a, g + 4 * i, 4);
        memcpy(&b, w + 4 * i, 4);
        if (a != b && bad++ < 6)
            T_CHECK(R->t, 0, "%s [%s] %s: word %zu = 0x%08x, want 0x%08x", R->file,
                    R->variant, what, i, (unsigned)a, (unsigned)b);
    }
    if (bad > 6)
        T_CHECK(R->t, 0, "%s [%s] %s: %u of %zu words differ", R->file, R->variant, what,
                bad, n);
    R->words += n;
    return bad;
}

uint32_t ls_rand(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s ^ (*s >> 16);
}

void ls_fill_intf(float *f, size_t n, int range, uint32_t seed)
{
    size_t i;
    for (i = 0; i < n; i++)
        f[i] = (float)((int)(ls_rand(&seed) % (uint32_t)(2 * range + 1)) - range);
}

/* The configurations each sample runs under: one worker, no fusion,
   three workers (variants.h). Unchecked memory is left out: with
   32-bit pointers a device address is not a host address. */
static const unsigned ls_variant_ids[] = {0, 1, 3};

void ls_run_file(pv_test *t, const char *suite, const char *dir, const ls_sample *S,
                 int load, unsigned long *words, unsigned long *launches)
{
    char path[512];
    char *text;
    size_t len;
    unsigned v;
    snprintf(path, sizeof path, "%s/%s", dir, S->file);
    if (!test_begin(t, "%s %s", suite, S->file))
        return;
    text = test_read_file(path, &len);
    if (!text) {
        test_skip(t, "file missing");
        return;
    }
    for (v = 0; v < sizeof ls_variant_ids / sizeof ls_variant_ids[0]; v++) {
        const pv_variant *var = &pv_variants[ls_variant_ids[v]];
        test_alloc A;
        ls_run R;
        ptxvm_result r = PTXVM_OK;
        memset(&R, 0, sizeof R);
        R.t = t;
        R.file = S->file;
        R.variant = var->name;
        R.text = text;
        R.len = len;
        R.ok = 1;
        if (pv_variant_create(var, &A, &R.vm) != PTXVM_OK) {
            T_CHECK(t, 0, "%s [%s]: create", S->file, var->name);
            break;
        }
        if (load) {
            r = ptxvm_module_load(R.vm, text, len, S->file, &R.m);
            T_CHECK(t, r == PTXVM_OK, "%s: load: %s: %s", S->file, ptxvm_result_name(r),
                    ptxvm_error_message(R.vm));
        }
        if (r == PTXVM_OK)
            S->run(&R);
        ptxvm_destroy(R.vm);
        T_CHECK(t, A.live == 0, "%s [%s]: %ld bytes leaked", S->file, var->name, A.live);
        *words += R.words;
        if (launches)
            *launches += R.launches;
    }
    free(text);
    test_end(t);
}

void unit_legacy_sdk(pv_test *t)
{
    static const struct { const ls_sample *s; const unsigned *n; } parts[] = {
        {ls_samples_a, &ls_nsamples_a}, {ls_samples_b, &ls_nsamples_b},
        {ls_samples_c, &ls_nsamples_c}, {ls_samples_d, &ls_nsamples_d},
        {ls_samples_e, &ls_nsamples_e}, {ls_samples_f, &ls_nsamples_f}};
    struct stat st;
    unsigned long words = 0;
    unsigned i, p;
    if (stat(LS_DIR, &st) != 0) {
        if (test_begin(t, "legacy_sdk")) {
            test_skip(t, LS_DIR " not present");
        }
        return;
    }
    for (p = 0; p < sizeof parts / sizeof parts[0]; p++)
        for (i = 0; i < *parts[p].n; i++)
            ls_run_file(t, "legacy_sdk", LS_DIR, &parts[p].s[i], 1, &words, NULL);
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("legacy_sdk: %lu words compared\n", words);
}

float ls_ftz(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return fabsf(f) < 0x1p-126f ? copysignf(0.0f, f) : f;
}

uint32_t ls_mad_sm1x(uint32_t ua, uint32_t ub, uint32_t uc)
{
    float a = ls_ftz(ua), b = ls_ftz(ub), c = ls_ftz(uc), r;
    uint32_t u;
    if (c == 0.0f) {
        float m = a * b;          /* a rounded mul, then the add */
        memcpy(&u, &m, 4);
        r = ls_ftz(u) + c;
    } else if (!isfinite(a) || !isfinite(b) || !isfinite(c) || a == 0.0f || b == 0.0f) {
        r = fmaf(a, b, c);
    } else {
        double p = (double)a * (double)b;
        uint64_t pb;
        memcpy(&pb, &p, 8);
        pb &= ~(((uint64_t)1 << 29) - 1);
        memcpy(&p, &pb, 8);
        r = (float)(p + (double)c);
    }
    if (isnan(r))
        return 0x7fffffffu;
    memcpy(&u, &r, 4);
    return fabsf(r) < 0x1p-126f ? (u & 0x80000000u) : u;
}
