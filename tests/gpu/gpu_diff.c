/* gpu_diff: run the conformance kernels of tests/exec/ptx/ (and the
   benchmark kernels, at small sizes, and the random programs of
   tests/diffgen) on an NVIDIA GPU through the CUDA driver API and on
   ptxvm, with the same PTX text, the same input buffers and the same
   launch shape, and compare every output word. A diffgen program's output
   is also compared with its C twin (tests/diffgen/twins.c, linked in).

     gpu_diff [-o FILE] [--no-gpu | --record DIR | --replay DIR] [--skip N] [--digests FILE] [PTX-FILE ...]

   Run from the repository root. -o FILE receives every differing word
   (tab-separated); --no-gpu runs ptxvm on both sides, which checks this
   program rather than ptxvm. --record DIR also writes the GPU's output of
   every kernel into DIR; --replay DIR compares ptxvm with those recorded
   outputs on a machine without a GPU; --digests FILE writes a digest of
   each GPU output (tests/gpu/h200.digests, checked by the unit suite
   gpu_h200). A kernel that faults on the GPU
   can leave the process unable to use the GPU again; then gpu_diff stops
   and names the --skip N that goes on after that file. Exit status: 0 all
   identical, 1 some word differs or a launch failed, 2 no GPU, no driver
   or bad usage, 3 the GPU was lost after a fault.

   The driver library is opened with dlopen rather than linked, so that a
   machine without an NVIDIA driver gets a message instead of a loader
   error; cuda.h still gives every type and, through its macros, the
   versioned symbol names (cuMemAlloc_v2, ...). */
#define _POSIX_C_SOURCE 200809L
#include "ptxvm.h"
#include "cuda_arith_grid.h"
#include "../diffgen/dg_run.h"
#include "cudrv.h"
#include "gd_case.h"
#include "gd_io.h"
#include <dirent.h>
#include <fenv.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)

#define SENTINEL GD_SENTINEL
#define MAX_SAMPLES 6

/* -o FILE, open before the driver so a failed start is recorded there too */
static FILE *report_file;

/* A reason nothing could be compared: on stderr and in the -o file. */
void cudrv_fail(const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "gpu_diff: ");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "; nothing was compared\n");
    if (report_file) {
        fprintf(report_file, "# gpu_diff: ");
        va_start(ap, fmt);
        vfprintf(report_file, fmt, ap);
        va_end(ap);
        fprintf(report_file, "; nothing was compared\n");
    }
}

static int is_nan64(u64 x) { return (x & ~((u64)1 << 63)) > 0x7ff0000000000000ull; }

/* ---- running a case --------------------------------------------------- */

static int gpu_run(gpu *g, CUmodule m, const char *kernel, const gd_case *c,
                   unsigned char *out, char *err, size_t cap, CUresult *res)
{
    drv *d = &g->d;
    CUfunction f;
    CUdeviceptr dp[4] = {0, 0, 0, 0};
    void *params[5];
    CUresult r;
    const char *what = "cuModuleGetFunction";
    unsigned i;
    int ok = 0;
    if ((r = d->ModuleGetFunction(&f, m, kernel)) != CUDA_SUCCESS)
        goto done;
    for (i = 0; i < c->nbuf; i++) {
        what = "cuMemAlloc";
        if ((r = d->MemAlloc(&dp[i], c->size[i])) != CUDA_SUCCESS)
            goto done;
        what = "copying the inputs";
        r = c->buf[i] ? d->MemcpyHtoD(dp[i], c->buf[i], c->size[i])
                      : d->MemsetD8(dp[i], SENTINEL, c->size[i]);
        if (r != CUDA_SUCCESS)
            goto done;
    }
    for (i = 0; i < c->nparam; i++)
        params[i] = c->pbuf[i] >= 0 ? (void *)&dp[c->pbuf[i]] : (void *)&c->pval[i];
    what = "cuCtxSetLimit(CU_LIMIT_STACK_SIZE)";
    if (c->stack && (r = d->CtxSetLimit(CU_LIMIT_STACK_SIZE, c->stack)) != CUDA_SUCCESS)
        goto done;
    what = "cuLaunchKernel";
    if ((r = d->LaunchKernel(f, c->grid.x, c->grid.y, c->grid.z, c->block.x, c->block.y,
                             c->block.z, 0, NULL, params, NULL)) != CUDA_SUCCESS)
        goto done;
    what = "the launch";
    if ((r = d->CtxSynchronize()) != CUDA_SUCCESS)
        goto done;
    what = "copying the output";
    if ((r = d->MemcpyDtoH(out, dp[c->out], c->size[c->out])) != CUDA_SUCCESS)
        goto done;
    ok = 1;
done:
    if (!ok)
        snprintf(err, cap, "GPU: %s: %s", what, cu_msg(d, r));
    *res = ok ? CUDA_SUCCESS : r;
    if (!ok && cu_sticky(r))
        return ok; /* the context is gone: so are the allocations */
    for (i = 0; i < c->nbuf; i++)
        if (dp[i])
            d->MemFree(dp[i]);
    return ok;
}

/* ---- outputs test_cuda_arith.c cannot pin down without a GPU ----------
   (ca_is_known there). A word in one of these classes is compared like
   any other, but counted per class as well, so that one GPU run shows
   whether ptxvm's choice holds. */

enum { UP_NONE, UP_F64_NAN, UP_FTZ_MIN, UP_BF16, UP_COUNT };
static const char *const up_name[UP_COUNT] = {"-", "f64-nan", "ftz-min-normal", "bf16-cvt"};
static const char *const up_what[UP_COUNT] = {
    "",
    "the bit pattern of a NaN an f64 operation gives (f64_arith, words where either side is NaN)",
    ".ftz f32 add/mul/fma/div whose result rounds up to the smallest normal (f32_arith[0..15], .ftz files)",
    "bf16 conversions: NaN payloads, and subnormals under -ftz (f32_cvt[26] f32->bf16, [27] bf16->f32)"};

/* One f32 operation on the host in a rounding mode (0 rn, 1 rz, 2 rm,
   3 rp); op 0 add 1 mul 2 fma 3 div, as f32_arith's words 0..15 order them. */
static u32 fbits(float f) { u32 b; memcpy(&b, &f, 4); return b; }

static u32 host_f32(int op, u32 A, u32 B, u32 C, int mode)
{
    static const int modes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD};
    float fa, fb, fc;
    volatile float a, b, c, r; /* kept in memory: evaluated after fesetround */
    memcpy(&fa, &A, 4); memcpy(&fb, &B, 4); memcpy(&fc, &C, 4);
    a = fa; b = fb; c = fc;
    fesetround(modes[mode]);
    switch (op) {
    case 0: r = a + b; break;
    case 1: r = a * b; break;
    case 2: r = fmaf(a, b, c); break;
    default: r = a / b; break;
    }
    fesetround(FE_TONEAREST);
    return fbits(r);
}
static u32 flush32(u32 x) { return (x & 0x7f800000u) ? x : x & 0x80000000u; }

static int up_class(const gd_case *c, int ftz, unsigned lane, unsigned j, u64 g, u64 p)
{
    const char *k;
    if (!c->ca)
        return UP_NONE;
    k = c->ca->name;
    if (!strcmp(k, "f64_arith") && (is_nan64(g) || is_nan64(p)))
        return UP_F64_NAN;
    if (!strcmp(k, "f32_cvt") && (j == 26 || j == 27))
        return UP_BF16;
    if (ftz && !strcmp(k, "f32_arith") && j < 16) {
        u32 a, b, cc, r, t;
        memcpy(&a, c->buf[0] + lane * 4, 4);
        memcpy(&b, c->buf[1] + lane * 4, 4);
        memcpy(&cc, c->buf[2] + lane * 4, 4);
        a = flush32(a); b = flush32(b); cc = flush32(cc);
        r = host_f32((int)j / 4, a, b, cc, (int)j % 4);
        t = host_f32((int)j / 4, a, b, cc, 1);
        /* rounded to the smallest normal from below it in magnitude */
        if ((r & 0x7fffffffu) == 0x00800000u && (t & 0x7fffffffu) < 0x00800000u)
            return UP_FTZ_MIN;
    }
    return UP_NONE;
}

/* A differing word, kept for printing after its module is gone. */
typedef struct sample {
    const char *file;       /* from the file list, which outlives the run */
    char kernel[64];
    unsigned lane, j, cls, nin, isz, wsz;
    u64 in[3], g, p;
} sample;

typedef struct totals {
    unsigned identical, differ, skipped;
    unsigned long up_words[UP_COUNT], up_same[UP_COUNT], up_diff[UP_COUNT];
    sample up_sample[UP_COUNT][MAX_SAMPLES];
    FILE *o;
} totals;

static void fmt_word(char *s, size_t cap, u64 v, unsigned wsz)
{
    snprintf(s, cap, "0x%0*llx", (int)wsz * 2, (unsigned long long)v);
}

static void print_sample(FILE *f, const sample *s, int with_kernel)
{
    char g[24], p[24], x[24];
    unsigned i;
    fprintf(f, "    ");
    if (with_kernel)
        fprintf(f, "%s %s ", s->file, s->kernel);
    fprintf(f, "lane %u word %u", s->lane, s->j);
    if (s->nin) {
        fprintf(f, " in");
        for (i = 0; i < s->nin; i++) {
            fmt_word(x, sizeof x, s->in[i], s->isz);
            fprintf(f, " %s", x);
        }
    }
    fmt_word(g, sizeof g, s->g, s->wsz);
    fmt_word(p, sizeof p, s->p, s->wsz);
    fprintf(f, ": gpu %s ptxvm %s%s%s%s\n", g, p, s->cls ? " [" : "", s->cls ? up_name[s->cls] : "", s->cls ? "]" : "");
}

/* Compare the two outputs word by word; returns the number that differ. */
static unsigned compare(totals *T, const char *file, const char *kernel, const gd_case *c,
                        int ftz, const unsigned char *gout, const unsigned char *vout, int quiet_ok)
{
    size_t nw = c->size[c->out] / c->wsz, w;
    unsigned differ = 0, up_differ = 0, nsamp = 0, nup = 0, i;
    unsigned long per_class[UP_COUNT] = {0, 0, 0, 0};
    sample samp[MAX_SAMPLES], upsamp[MAX_SAMPLES];
    for (w = 0; w < nw; w++) {
        u64 g = 0, p = 0;
        unsigned lane = (unsigned)(w / c->width), j = (unsigned)(w % c->width), cls;
        sample s;
        memcpy(&g, gout + w * c->wsz, c->wsz);
        memcpy(&p, vout + w * c->wsz, c->wsz);
        cls = (unsigned)up_class(c, ftz, lane, j, g, p);
        if (cls) {
            T->up_words[cls]++;
            if (g == p)
                T->up_same[cls]++;
        }
        if (g == p)
            continue;
        memset(&s, 0, sizeof s);
        s.file = file;
        snprintf(s.kernel, sizeof s.kernel, "%s", kernel);
        s.lane = lane; s.j = j; s.cls = cls; s.g = g; s.p = p;
        s.nin = c->nin; s.isz = c->isz; s.wsz = c->wsz;
        for (i = 0; i < c->nin; i++)
            if ((size_t)(lane + 1) * c->isz <= c->size[i])
                memcpy(&s.in[i], c->buf[i] + (size_t)lane * c->isz, c->isz);
        differ++;
        if (cls) {
            up_differ++;
            per_class[cls]++;
            if (T->up_diff[cls] < MAX_SAMPLES)
                T->up_sample[cls][T->up_diff[cls]] = s;
            T->up_diff[cls]++;
            if (nup < MAX_SAMPLES)
                upsamp[nup++] = s;
        } else if (nsamp < MAX_SAMPLES)
            samp[nsamp++] = s;
        if (T->o) {
            char gs[24], ps[24], xs[24];
            fprintf(T->o, "%s\t%s\t%u\t%u\t", file, kernel, lane, j);
            for (i = 0; i < c->nin; i++) {
                fmt_word(xs, sizeof xs, s.in[i], c->isz);
                fprintf(T->o, "%s%s", i ? "," : "", xs);
            }
            fmt_word(gs, sizeof gs, g, c->wsz);
            fmt_word(ps, sizeof ps, p, c->wsz);
            fprintf(T->o, "%s\t%s\t%s\t%s\n", c->nin ? "" : "-", gs, ps, up_name[cls]);
        }
    }
    if (!differ) {
        if (!quiet_ok)
            printf("ok   %s %s\n", file, kernel);
        return 0;
    }
    printf("DIFF %s %s: %u words differ", file, kernel, differ);
    if (up_differ) {
        printf(" (%u known-unpinned:", up_differ);
        for (i = 1; i < UP_COUNT; i++)
            if (per_class[i])
                printf(" %s %lu", up_name[i], per_class[i]);
        printf(")");
    }
    printf("\n");
    /* ordinary differences first: they are the ones nobody expects */
    for (i = 0; i < nsamp; i++)
        print_sample(stdout, &samp[i], 0);
    for (i = 0; i < nup && nsamp + i < MAX_SAMPLES; i++)
        print_sample(stdout, &upsamp[i], 0);
    return differ;
}

/* A diffgen program whose GPU and ptxvm outputs agree is also compared
   with its C twin: the unit test holds ptxvm to the twin, so a word where
   the GPU and ptxvm both differ from the twin means the twin (or the
   generator's idea of CUDA) is wrong, not ptxvm. */
static int twin_differs(totals *T, const char *file, const char *kernel, const gd_case *c,
                        const unsigned char *gout, const unsigned char *vout)
{
    size_t nw = c->size[c->out] / 4, w;
    unsigned n = 0;
    for (w = 0; w < nw; w++) {
        u32 g, p, t;
        memcpy(&g, gout + w * 4, 4);
        memcpy(&p, vout + w * 4, 4);
        memcpy(&t, c->twin + w * 4, 4);
        if (p == t)
            continue;
        if (n++ < MAX_SAMPLES)
            printf("    thread %u word %u: gpu 0x%08x ptxvm 0x%08x twin 0x%08x\n", (unsigned)(w / c->width),
                   (unsigned)(w % c->width), g, p, t);
        if (T->o)
            fprintf(T->o, "%s\t%s\t%u\t%u\t-\t0x%08x\t0x%08x\ttwin 0x%08x\n", file, kernel,
                    (unsigned)(w / c->width), (unsigned)(w % c->width), g, p, t);
    }
    if (n)
        printf("TWIN %s %s: %u words where the GPU and ptxvm agree and the C twin differs (above)\n",
               file, kernel, n);
    return n != 0;
}

/* ---- PTX files -------------------------------------------------------- */

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The .ptx files of dir, sorted, with dir/ prepended; appended to *list. */
static int list_ptx(const char *dir, char ***list, int *n)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    int first = *n;
    if (!d)
        return 0;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        char **nl;
        if (l < 5 || strcmp(e->d_name + l - 4, ".ptx"))
            continue;
        nl = realloc(*list, (size_t)(*n + 1) * sizeof **list);
        if (!nl)
            break;
        *list = nl;
        (*list)[*n] = malloc(strlen(dir) + l + 2);
        if (!(*list)[*n])
            break;
        sprintf((*list)[*n], "%s/%s", dir, e->d_name);
        (*n)++;
    }
    closedir(d);
    qsort(*list + first, (size_t)(*n - first), sizeof **list, cmp_str);
    return 1;
}

/* The first .target: its number (sm_90 -> 90, sm_100 -> 100) and suffix
   ('a' arch-specific, 'f' family-specific, 0 plain); 0 when absent. */
static unsigned ptx_target(const char *text, char *suffix, char *name, size_t cap)
{
    const char *t = strstr(text, ".target");
    unsigned v = 0;
    size_t i = 0;
    *suffix = 0;
    name[0] = 0;
    if (!t)
        return 0;
    t += 7;
    while (*t == ' ' || *t == '\t')
        t++;
    while (i + 1 < cap && (t[i] == '_' || (t[i] >= '0' && t[i] <= '9') || (t[i] >= 'a' && t[i] <= 'z'))) {
        name[i] = t[i];
        i++;
    }
    name[i] = 0;
    if (strncmp(name, "sm_", 3))
        return 0;
    for (i = 3; name[i] >= '0' && name[i] <= '9'; i++)
        v = v * 10 + (unsigned)(name[i] - '0');
    *suffix = name[i];
    return v;
}

/* Whether the driver can JIT PTX for this target to a GPU of compute
   capability cc: plain targets run on that capability and later ones,
   sm_XXa only on XX itself, sm_XXf on XX's family (same major, later minor). */
static int target_ok(unsigned target, char suffix, int cc)
{
    if (suffix == 'a')
        return (unsigned)cc == target;
    if (suffix == 'f')
        return (unsigned)cc / 10 == target / 10 && (unsigned)cc >= target;
    return (unsigned)cc >= target;
}

/* Load PTX on the GPU. A driver older than the PTX's .version refuses it
   with CUDA_ERROR_UNSUPPORTED_PTX_VERSION; these kernels use nothing of
   the newer ISA versions, so the load is retried with lower .version
   numbers (same text otherwise) and *lowered says which one took. */
static CUresult gpu_load(gpu *g, char *text, CUmodule *m, char *log, size_t cap, char lowered[8])
{
    static const char *const versions[] = {"8.8", "8.7", "8.6", "8.5", "8.4", "8.3", "8.2", "8.1",
                                           "8.0", "7.8", "7.7", "7.6", "7.5", "7.4", "7.3", "7.2",
                                           "7.1", "7.0"};
    CUjit_option opt[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *val[2];
    char *v = strstr(text, ".version");
    char orig[4];
    CUresult r;
    size_t i;
    lowered[0] = 0;
    val[0] = log;
    val[1] = (void *)(uintptr_t)cap;
    log[0] = 0;
    r = g->d.ModuleLoadDataEx(m, text, 2, opt, val);
    if (r != CUDA_ERROR_UNSUPPORTED_PTX_VERSION || !v)
        return r;
    v += 8;
    while (*v == ' ' || *v == '\t')
        v++;
    if (!(v[0] >= '0' && v[0] <= '9' && v[1] == '.' && v[2] >= '0' && v[2] <= '9'))
        return r;
    memcpy(orig, v, 3);
    orig[3] = 0;
    for (i = 0; i < sizeof versions / sizeof versions[0]; i++) {
        if (strcmp(versions[i], orig) >= 0)
            continue;
        memcpy(v, versions[i], 3);
        val[1] = (void *)(uintptr_t)cap;
        log[0] = 0;
        r = g->d.ModuleLoadDataEx(m, text, 2, opt, val);
        if (r != CUDA_ERROR_UNSUPPORTED_PTX_VERSION)
            break;
    }
    if (r == CUDA_SUCCESS)
        memcpy(lowered, v, 4), lowered[3] = 0;
    memcpy(v, orig, 3);
    return r;
}

static void skip_file(totals *T, const char *file, unsigned nk, const char *fmt, ...)
{
    va_list ap;
    printf("skipped: %s: ", file);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf(" (%u kernels)\n", nk);
    if (T->o) {
        fprintf(T->o, "# skipped %s: ", file);
        va_start(ap, fmt);
        vfprintf(T->o, fmt, ap);
        va_end(ap);
        fprintf(T->o, "\n");
    }
    T->skipped += nk;
}

/* --record DIR / --replay DIR: the GPU's output of each kernel, one raw
   file per (PTX file, kernel), so the comparison can be repeated on a
   machine without a GPU against what the hardware gave. */
static const char *record_dir, *replay_dir;

/* A fault the driver cannot recover from in this process (CUDA's sticky
   errors: a context reset does not always clear them). */
static int context_lost;

/* --digests FILE: one line per compared kernel (tests/gpu/h200.digests) */
static FILE *digest_file;

static void run_file(totals *T, gpu *g, const char *file)
{
    size_t len = 0;
    char *text = gd_read_file(file, &len), *log = NULL;
    char tname[32], suffix, lowered[8] = "";
    unsigned target, nk = 0, k;
    int ftz = strstr(file, ".ftz.") != NULL;
    ptxvm_vm *vm = NULL, *vm2 = NULL;
    ptxvm_module *mod = NULL, *mod2 = NULL;
    CUmodule cm = NULL;
    ptxvm_result r;
    if (!text) {
        printf("DIFF %s: cannot read the file\n", file);
        T->differ++;
        return;
    }
    if (ptxvm_create(NULL, &vm) != PTXVM_OK ||
        (r = ptxvm_module_load(vm, text, len, file, &mod)) != PTXVM_OK) {
        printf("DIFF %s: ptxvm does not load it: %s\n", file, ptxvm_error_message(vm));
        T->differ++;
        goto out;
    }
    nk = ptxvm_module_kernel_count(mod);
    target = ptx_target(text, &suffix, tname, sizeof tname);
    if (g) {
        CUresult cr;
        if (target && !target_ok(target, suffix, g->cc)) {
            skip_file(T, file, nk, "target %s not supported by this GPU (%s, compute capability %d.%d)",
                      tname, g->name, g->cc / 10, g->cc % 10);
            goto out;
        }
        log = malloc(16384);
        if (!log)
            goto out;
        cr = gpu_load(g, text, &cm, log, 16384, lowered);
        if (cr == CUDA_ERROR_UNSUPPORTED_PTX_VERSION) {
            skip_file(T, file, nk, "its PTX ISA version is newer than this driver (CUDA %d.%d) supports",
                      g->driver / 1000, g->driver % 1000 / 10);
            goto out;
        }
        if (cr != CUDA_SUCCESS) {
            printf("DIFF %s: the GPU does not load it: %s\n%s%s", file, cu_msg(&g->d, cr), log,
                   log[0] && log[strlen(log) - 1] != '\n' ? "\n" : "");
            T->differ += nk;
            goto out;
        }
        if (lowered[0])
            printf("note: %s: this driver (CUDA %d.%d) refuses its .version; the GPU runs it as .version %s\n",
                   file, g->driver / 1000, g->driver % 1000 / 10, lowered);
    } else if (!replay_dir && (ptxvm_create(NULL, &vm2) != PTXVM_OK ||
                               ptxvm_module_load(vm2, text, len, file, &mod2) != PTXVM_OK)) {
        printf("DIFF %s: the second ptxvm does not load it\n", file);
        T->differ += nk;
        goto out;
    }
    for (k = 0; k < nk; k++) {
        const char *kname = ptxvm_module_kernel_name(mod, k);
        ptxvm_kernel *pk = NULL, *pk2 = NULL;
        gd_case c;
        unsigned char *gout = NULL, *vout = NULL;
        char err[1024] = "", rec[1024];
        CUresult cres = CUDA_SUCCESS;
        int ok;
        snprintf(rec, sizeof rec, "%s.%s", file, kname);   /* its record's name */
        if (!gd_case_for(kname, &c)) {
            printf("skipped: %s %s: no input generator for this kernel\n", file, kname);
            if (T->o)
                fprintf(T->o, "# skipped %s %s: no input generator\n", file, kname);
            T->skipped++;
            continue;
        }
        r = ptxvm_module_get_kernel(mod, kname, &pk);
        if (r == PTXVM_E_UNSUPPORTED) {
            printf("skipped: %s %s: ptxvm does not run it: %s\n", file, kname, ptxvm_error_message(vm));
            if (T->o)
                fprintf(T->o, "# skipped %s %s: ptxvm does not run it: %s\n", file, kname, ptxvm_error_message(vm));
            T->skipped++;
            gd_case_free(&c);
            continue;
        }
        gout = malloc(c.size[c.out]);
        vout = malloc(c.size[c.out]);
        ok = r == PTXVM_OK && gout && vout;
        if (r != PTXVM_OK)
            snprintf(err, sizeof err, "ptxvm: %s: %s", ptxvm_result_name(r), ptxvm_error_message(vm));
        else if (!ok)
            snprintf(err, sizeof err, "out of memory");
        if (ok)
            ok = gd_vm_run(vm, pk, &c, vout, err, sizeof err);
        if (ok && g) {
            if (!cm) {
                snprintf(err, sizeof err, "GPU: the module is gone with the reset context");
                ok = 0;
            } else
                ok = gpu_run(g, cm, kname, &c, gout, err, sizeof err, &cres);
            if (ok && record_dir && gd_record_io(record_dir, rec, gout, c.size[c.out], 1) != 1)
                printf("note: cannot record %s %s in %s\n", file, kname, record_dir);
        } else if (ok && replay_dir) {
            int got = gd_record_io(replay_dir, rec, gout, c.size[c.out], 0);
            if (got == 0) {
                printf("skipped: %s %s: no recorded GPU output in %s\n", file, kname, replay_dir);
                if (T->o)
                    fprintf(T->o, "# skipped %s %s: no recorded GPU output\n", file, kname);
                T->skipped++;
                free(gout);
                free(vout);
                gd_case_free(&c);
                continue;
            }
            if (got < 0) {
                snprintf(err, sizeof err, "the recorded GPU output has the wrong size");
                ok = 0;
            }
        } else if (ok) {
            ok = ptxvm_module_get_kernel(mod2, kname, &pk2) == PTXVM_OK &&
                 gd_vm_run(vm2, pk2, &c, gout, err, sizeof err);
        }
        if (ok && digest_file && (g || replay_dir))
            fprintf(digest_file, "%s\t%s\t%016llx\t%s\n", file, kname,
                    (unsigned long long)gd_digest(gout, c.size[c.out]),
                    memcmp(gout, vout, c.size[c.out]) ? "differs" : "same");
        if (!ok) {
            printf("DIFF %s %s: %s\n", file, kname, err[0] ? err : "failed");
            if (T->o)
                fprintf(T->o, "# failed %s %s: %s\n", file, kname, err);
            T->differ++;
            /* a fault in the kernel poisons the context: start a fresh one
               and load the file again, so the kernels after it still run */
            if (g && cu_sticky(cres)) {
                cm = NULL;
                if (!gpu_reset(g) || gpu_load(g, text, &cm, log, 16384, lowered) != CUDA_SUCCESS) {
                    cm = NULL;
                    context_lost = 1;
                }
                printf("note: %s %s: the context was reset after the fault%s\n", file, kname,
                       cm ? "" : "; the driver refuses every further call");
            }
        } else if (compare(T, file, kname, &c, ftz, gout, vout, c.twin != NULL))
            T->differ++;
        else if (c.twin && twin_differs(T, file, kname, &c, gout, vout))
            T->differ++;
        else {
            if (c.twin)
                printf("ok   %s %s (and the C twin)\n", file, kname);
            T->identical++;
        }
        free(gout);
        free(vout);
        gd_case_free(&c);
    }
out:
    if (cm)
        g->d.ModuleUnload(cm);
    ptxvm_destroy(vm);
    ptxvm_destroy(vm2);
    free(log);
    free(text);
}

/* ---- the copy of test_cuda_arith.c's grid ----------------------------- */

static void strip_ws(char *s)
{
    char *d = s;
    for (; *s; s++)
        if (*s != ' ' && *s != '\t' && *s != '\n' && *s != '\r')
            *d++ = *s;
    *d = 0;
}

static int has_text(const char *src, const char *want)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", want);
    strip_ws(buf);
    return strstr(src, buf) != NULL;
}

/* Warn when cuda_arith_grid.h no longer reads like test_cuda_arith.c:
   the comparison is still GPU against ptxvm on equal inputs, but no longer
   on the grid the unit test uses. */
static void cag_check_source(void)
{
    static const char *const path = "tests/unit/test_cuda_arith.c";
    static const char *const snippets[] = {
        "static const u32 I32[] = {" XSTR(CAG_I32_VALUES) "};",
        "static const u64 I64[] = {" XSTR(CAG_I64_VALUES) "};",
        "static const u32 F32[] = {" XSTR(CAG_F32_VALUES) "};",
        "static const u64 F64[] = {" XSTR(CAG_F64_VALUES) "};",
        XSTR(CAG_IS_FLOAT(K)),
        XSTR(CAG_LANE_INDEX(i, ne, ix)),
        XSTR(CAG_GRID(L, n)),
        XSTR(CAG_BLOCK(L))};
    size_t len, i;
    char *src = gd_read_file(path, &len);
    int bad = 0;
    if (!src) {
        printf("note: %s not found: the input grid is not checked against it\n", path);
        return;
    }
    strip_ws(src);
    for (i = 0; i < sizeof snippets / sizeof snippets[0]; i++)
        if (!has_text(src, snippets[i])) {
            printf("warning: %s no longer contains: %s\n", path, snippets[i]);
            bad = 1;
        }
    for (i = 0; i < sizeof CAG / sizeof CAG[0]; i++) {
        char row[128];
        /* the row after test_cuda_arith.c's source column */
        snprintf(row, sizeof row, "\"%s\",%d,%d,%d,%d,", CAG[i].name, CAG[i].in64, CAG[i].out64,
                 CAG[i].w, CAG[i].approx);
        if (!has_text(src, row)) {
            printf("warning: %s: kernel table row %s differs\n", path, row);
            bad = 1;
        }
    }
    if (bad)
        printf("warning: tests/gpu/cuda_arith_grid.h no longer matches %s: update the copy\n", path);
    free(src);
}

/* ---- main ------------------------------------------------------------- */

static void usage(void)
{
    fprintf(stderr, "usage: gpu_diff [-o FILE] [--no-gpu | --record DIR | --replay DIR] [--skip N] [--digests FILE] [PTX-FILE ...]   (run from the repository root)\n");
}

int main(int argc, char **argv)
{
    static totals T;
    gpu G, *g = &G;
    char **files = NULL;
    const char *ofile = NULL;
    int nf = 0, i, nogpu = 0, explicit_files = 0, skip_files = 0;
    unsigned c;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-o") && i + 1 < argc)
            ofile = argv[++i];
        else if (!strcmp(argv[i], "--no-gpu"))
            nogpu = 1;
        else if (!strcmp(argv[i], "--record") && i + 1 < argc)
            record_dir = argv[++i];
        else if (!strcmp(argv[i], "--digests") && i + 1 < argc) {
            if (!(digest_file = fopen(argv[++i], "w"))) {
                fprintf(stderr, "gpu_diff: cannot write %s\n", argv[i]);
                return 2;
            }
        } else if (!strcmp(argv[i], "--skip") && i + 1 < argc)
            skip_files = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--replay") && i + 1 < argc)
            replay_dir = argv[++i], nogpu = 1;
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            usage();
            return 0;
        } else if (argv[i][0] == '-') {
            usage();
            return 2;
        } else
            explicit_files = 1;
    }
    if (explicit_files) {
        files = malloc((size_t)argc * sizeof *files);
        if (!files)
            return 2;
        for (i = 1; i < argc; i++) {
            if (!strcmp(argv[i], "-o") || !strcmp(argv[i], "--record") || !strcmp(argv[i], "--replay") ||
                !strcmp(argv[i], "--skip") || !strcmp(argv[i], "--digests")) {
                i++;
                continue;
            }
            if (argv[i][0] == '-')
                continue;
            files[nf] = malloc(strlen(argv[i]) + 1);
            if (!files[nf])
                return 2;
            strcpy(files[nf++], argv[i]);
        }
    } else {
        FILE *b;
        if (!list_ptx("tests/exec/ptx", &files, &nf) || nf == 0) {
            fprintf(stderr, "gpu_diff: no tests/exec/ptx/*.ptx: run from the repository root\n");
            return 2;
        }
        list_ptx("tests/diffgen/ptx", &files, &nf);
        list_ptx("tests/diffgen/regress", &files, &nf);
        if ((b = fopen("tests/bench/kernels/bench_kernels.ptx", "rb")) != NULL) {
            char **nl = realloc(files, (size_t)(nf + 1) * sizeof *files);
            fclose(b);
            if (!nl)
                return 2;
            files = nl;
            files[nf] = malloc(sizeof "tests/bench/kernels/bench_kernels.ptx");
            if (!files[nf])
                return 2;
            strcpy(files[nf++], "tests/bench/kernels/bench_kernels.ptx");
        }
    }
    if (ofile && !(report_file = fopen(ofile, "w"))) {
        fprintf(stderr, "gpu_diff: cannot write %s\n", ofile);
        return 2;
    }
    T.o = report_file;
    if (nogpu)
        g = NULL;
    else if (!gpu_open(g)) {
        if (report_file)
            fclose(report_file);
        return 2;
    }
    if (g)
        printf("GPU: %s, compute capability %d.%d, driver CUDA %d.%d; ptxvm %s\n", g->name, g->cc / 10,
               g->cc % 10, g->driver / 1000, g->driver % 1000 / 10, ptxvm_version());
    else if (replay_dir)
        printf("--replay %s: ptxvm %s against the GPU outputs recorded there\n", replay_dir, ptxvm_version());
    else
        printf("--no-gpu: ptxvm %s on both sides (checks this program, not ptxvm)\n", ptxvm_version());
    if (T.o) {
        if (g)
            fprintf(T.o, "# gpu_diff: GPU %s (compute capability %d.%d, driver CUDA %d.%d), ptxvm %s\n",
                    g->name, g->cc / 10, g->cc % 10, g->driver / 1000, g->driver % 1000 / 10, ptxvm_version());
        else if (replay_dir)
            fprintf(T.o, "# gpu_diff --replay %s: ptxvm %s\n", replay_dir, ptxvm_version());
        else
            fprintf(T.o, "# gpu_diff --no-gpu: ptxvm %s on both sides\n", ptxvm_version());
        fprintf(T.o, "# file\tkernel\tlane\tword\tinputs\tgpu\tptxvm\tknown-unpinned class\n");
    }
    cag_check_source();
    for (i = skip_files; i < nf && !context_lost; i++)
        run_file(&T, g, files[i]);
    if (context_lost)
        printf("gpu_diff: the GPU context is lost after file %d of %d (%s): rerun with --skip %d "
               "for the rest\n", i - 1, nf, files[i - 1], i);
    for (c = 1; c < UP_COUNT; c++) {
        unsigned s, ns = T.up_diff[c] < MAX_SAMPLES ? (unsigned)T.up_diff[c] : MAX_SAMPLES;
        printf("known-unpinned %s: %lu words, %lu identical, %lu differ: %s\n", up_name[c],
               T.up_words[c], T.up_same[c], T.up_diff[c], up_what[c]);
        for (s = 0; s < ns; s++)
            print_sample(stdout, &T.up_sample[c][s], 1);
        if (T.o)
            fprintf(T.o, "# known-unpinned %s: %lu words, %lu identical, %lu differ\n", up_name[c],
                    T.up_words[c], T.up_same[c], T.up_diff[c]);
    }
    printf("%u kernels identical, %u differ, %u skipped\n", T.identical, T.differ, T.skipped);
    if (T.o) {
        fprintf(T.o, "# %u kernels identical, %u differ, %u skipped\n", T.identical, T.differ, T.skipped);
        fclose(T.o);
    }
    if (g)
        g->d.DevicePrimaryCtxRelease(g->dev);
    if (digest_file)
        fclose(digest_file);
    for (i = 0; i < nf; i++)
        free(files[i]);
    free(files);
    return context_lost ? 3 : T.differ ? 1 : 0;
}
