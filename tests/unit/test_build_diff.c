/* Build-differential testing: every build of a CUDA source in tests/exec/
   (tests/exec/generate.sh: nvcc -O3 at five architectures, -G, -lineinfo,
   -ftz=true, clang -O2 and -O0) is one program, so ptxvm must give every
   build's launches the same output bytes and the same result codes. Each
   source's launches are its harness's (cuda_runs.c); each build is
   compared with the source's reference build, its plain -O3 build at the
   lowest architecture. The only words allowed to differ are the open
   cases below (tests/README.md lists them): results the ISA or the
   compilers leave open between builds.

   With PTXVM_TEST_DIGESTS=FILE, the digest of every output is recorded
   (first build of ptxvm to run) or compared (the portable interpreter,
   a TSan build): see tests/support/variants.h. */
#include "../testlib.h"
#include "cuda_harness.h"
#include "cuda_runs.h"
#include "exec_builds.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- open cases ------------------------------------------------------------ */

static int is_nan32(uint32_t x) { return (x & 0x7fffffffu) > 0x7f800000u; }
static int is_sub32(uint32_t x) { return (x & 0x7f800000u) == 0 && (x & 0x7fffffu) != 0; }

/* Input `which` of thread i of an arith-family kernel (test_cuda_arith.c's
   generator; the last kernel's inputs are kept, kernel "" frees them). */
static uint64_t bd_input(const char *kernel, size_t i, unsigned which)
{
    static const ca_kernel *K;
    static unsigned char *in[3];
    static unsigned n;
    unsigned j, isz;
    uint64_t v = 0;
    if (!K || strcmp(K->name, kernel)) {
        for (j = 0; j < 3; j++) {
            free(in[j]);
            in[j] = NULL;
        }
        K = NULL;
        for (j = 0; j < ca_nkernels && strcmp(ca_kernels[j].name, kernel); j++)
            ;
        if (j == ca_nkernels)
            return 0;
        K = &ca_kernels[j];
        n = ca_inputs(K, NULL);
        for (j = 0; j < 3; j++)
            in[j] = (unsigned char *)malloc((size_t)n * 8);
        if (!in[0] || !in[1] || !in[2]) {
            K = NULL;
            return 0;
        }
        ca_inputs(K, in);
    }
    if (i >= n)
        return 0;
    isz = K->in64 ? 8 : 4;
    memcpy(&v, in[which] + i * isz, isz);
    return v;
}

/* -ftz=true flushes f32 subnormal inputs and results: an element of a
   lane with a subnormal f32 input, or one whose unflushed value is a
   subnormal f32 (in the low 32 bits: f64_arith packs its f32 results),
   or the smallest normal that a subnormal exact result rounds up to and
   the ftz build flushes (whether tininess counts before or after
   rounding there is not pinned down without a GPU). */
static int ftz_open(const cr_out *o, const cr_out *ref, size_t e)
{
    char kernel[96];
    size_t th = e / o->w;
    unsigned j;
    uint32_t r = (uint32_t)cr_elem(ref, e), g = (uint32_t)cr_elem(o, e);
    snprintf(kernel, sizeof kernel, "%.*s", (int)strcspn(o->name, " "), o->name);
    if (is_sub32(r) || ((r & 0x7fffffffu) == 0x00800000u && g == (r & 0x80000000u)))
        return 1;
    if (o->esz == 8)
        return 0;                             /* f64 inputs are not flushed */
    for (j = 0; j < 3; j++)
        if (is_sub32((uint32_t)bd_input(kernel, th, j)))
            return 1;
    return 0;
}

/* An f32 NaN result whose bit pattern the ISA leaves unspecified
   ("single-precision instructions return an unspecified NaN"). */
static int nan32_open(const cr_out *o, const cr_out *ref, size_t e)
{
    return is_nan32((uint32_t)cr_elem(o, e)) && is_nan32((uint32_t)cr_elem(ref, e));
}

/* cvt.ftz.f64.f32 of a NaN (f32_cvt d[28], d[29]): the canonical f32 NaN
   widened, where cvt.f64.f32 keeps the payload, as on the GPU. */
static int ftz_widen_nan_open(const cr_out *o, const cr_out *ref, size_t e)
{
    (void)ref;
    return is_nan32((uint32_t)bd_input("f32_cvt", e / o->w, 0));
}

/* An f64 result from two NaN operands: the ISA keeps an f64 NaN
   operand's payload but not which of two, and compilers may commute the
   operation (nextafter(x, y) returns x + y for NaNs; builds spell it
   x + y or y + x). Both values NaNs, both inputs x and y NaNs. */
static int nan64_pair_open(const cr_out *o, const cr_out *ref, size_t e)
{
    char kernel[96];
    size_t th = e / o->w;
    uint64_t nanb = 0x7ff0000000000000ull, mag = 0x7fffffffffffffffull;
    snprintf(kernel, sizeof kernel, "%.*s", (int)strcspn(o->name, " "), o->name);
    return (cr_elem(o, e) & mag) > nanb && (cr_elem(ref, e) & mag) > nanb &&
           (bd_input(kernel, th, 0) & mag) > nanb && (bd_input(kernel, th, 1) & mag) > nanb;
}

/* An f64 NaN from copysign: nvcc's copysign.f64 is bitwise, clang's
   abs.f64 / neg.f64 / selp quiets the NaN and keeps its sign, as an H200
   does for both (tests/gpu/README.md). Both values NaNs. */
static int nan64_open(const cr_out *o, const cr_out *ref, size_t e)
{
    uint64_t nanb = 0x7ff0000000000000ull, mag = 0x7fffffffffffffffull;
    return (cr_elem(o, e) & mag) > nanb && (cr_elem(ref, e) & mag) > nanb;
}

/* An open case: element e of output `out` of source may differ between a
   build whose name contains `build` and the reference when it is element
   `word` of its thread (-1: any) and allowed() says so. */
typedef struct bd_open {
    const char *source;
    const char *out;           /* the output's name */
    const char *build;         /* in the build's file name */
    int word;
    int (*allowed)(const cr_out *o, const cr_out *ref, size_t e);
    const char *why;
} bd_open;

static const bd_open BD_OPEN[] = {
    {"float_arith", "f32_arith out", ".ftz.", -1, ftz_open, "-ftz=true"},
    {"float_arith", "f32_cvt out", ".ftz.", -1, ftz_open, "-ftz=true"},
    {"float_arith", "f32_cmp out", ".ftz.", -1, ftz_open, "-ftz=true"},
    {"float_arith", "f32_approx out", ".ftz.", -1, ftz_open, "-ftz=true"},
    {"float_arith", "f64_arith out", ".ftz.", -1, ftz_open, "-ftz=true"},
    {"float_arith", "f32_cvt out", ".ftz.", 28, ftz_widen_nan_open, "cvt.ftz.f64.f32 of a NaN"},
    {"float_arith", "f32_cvt out", ".ftz.", 29, ftz_widen_nan_open, "cvt.ftz.f64.f32 of a NaN"},
    /* clang's copysignf is abs.f32, neg.f32, selp: a NaN's bits are the
       ISA's "unspecified NaN" of abs/neg (ptxvm: canonical) */
    {"float_arith", "f32_arith out", ".clang", 31, nan32_open, "abs/neg.f32 of a NaN in clang's copysignf"},
    {"devfn_f32", "fdev32 out", ".clang", 11, nan32_open, "abs/neg.f32 of a NaN in clang's copysignf"},
    {"mathptr", "fmp64 out", ".sm_", 16, nan64_pair_open, "which of two f64 NaN operands"},
    {"float_arith", "f64_arith out", ".clang", 26, nan64_open, "copysign of an f64 NaN"},
    {"devfn_f64", "fdev64 out", ".clang", 9, nan64_open, "copysign of an f64 NaN"},
    {NULL, NULL, NULL, 0, NULL, NULL}};
#define BD_NOPEN (sizeof BD_OPEN / sizeof BD_OPEN[0] - 1)
static unsigned bd_open_words[BD_NOPEN];   /* differences each case let pass */

static const bd_open *bd_open_case(const char *source, const cr_out *o, const cr_out *ref,
                                   const char *build, size_t e)
{
    unsigned i;
    for (i = 0; i < BD_NOPEN; i++) {
        const bd_open *c = &BD_OPEN[i];
        if (!strcmp(c->source, source) && !strcmp(c->out, o->name) && strstr(build, c->build) &&
            (c->word < 0 || (o->w && e % o->w == (size_t)c->word)) && c->allowed(o, ref, e)) {
            bd_open_words[i]++;
            return c;
        }
    }
    return NULL;
}

/* ---- builds -------------------------------------------------------------------- */

/* NAME.ARCH[.VARIANT].ptx: the reference is the plain -O3 build at the
   lowest architecture; ranks order the rest (only for choosing). */
static int bd_rank(const char *base)
{
    static const char *const variants[] = {"", ".lineinfo", ".G", ".clang", ".clang-O0", ".ftz"};
    const char *arch = strstr(base, ".sm_");
    int v, a;
    char suffix[32];
    if (!arch)
        return 1 << 20;
    a = atoi(arch + 4);
    snprintf(suffix, sizeof suffix, "%s", arch + 4 + strspn(arch + 4, "0123456789"));
    if (strlen(suffix) >= 4)
        suffix[strlen(suffix) - 4] = 0;            /* drop ".ptx" */
    for (v = 0; v < 6 && strcmp(suffix, variants[v]); v++)
        ;
    return v * 1000 + a;
}

static int bd_is_ftz(const char *base) { return strstr(base, ".ftz.") != NULL; }

/* What the reference and a build gave: every difference that is not an
   open case fails, the first few described. */
static void bd_compare(pv_test *t, const char *source, const char *build, const cr_run *run,
                       const char *refname, const cr_run *ref, unsigned *open_words)
{
    unsigned i, shown = 0;
    T_CHECK(t, run->n == ref->n, "%s gave %u results, %s %u", build, run->n, refname, ref->n);
    for (i = 0; i < run->n && i < ref->n; i++) {
        const cr_out *o = &run->outs[i], *p = &ref->outs[i];
        size_t first, n, w, nw, bad = 0;
        if (strcmp(o->name, p->name)) {
            T_CHECK(t, 0, "%s: result %u is %s, %s's is %s", build, i, o->name, refname, p->name);
            return;
        }
        n = cr_out_diff(o, p, &first);
        if (!n)
            continue;
        if (o->len != p->len || o->w == 0) {
            /* a result code, printed text, or a length */
            T_CHECK(t, 0, "%s %s: \"%.*s\"%s, %s gives \"%.*s\"", build, o->name,
                    (int)(o->len < 60 ? o->len : 60), (const char *)o->data,
                    o->len > 60 ? "..." : "", refname, (int)(p->len < 60 ? p->len : 60),
                    (const char *)p->data);
            continue;
        }
        nw = o->len / 4;
        for (w = first; w < nw; w++) {
            char where[64];
            size_t e;
            if ((o->skip && o->skip[w]) || (p->skip && p->skip[w]) ||
                !memcmp(o->data + 4 * w, p->data + 4 * w, 4))
                continue;
            cr_where(o, w, where, sizeof where, &e);
            if (bd_open_case(source, o, p, build, e)) {
                (*open_words)++;
                continue;
            }
            if (bad++ < 4 && shown++ < 12)
                T_CHECK(t, 0, "%s %s %s = 0x%0*llx, %s gives 0x%0*llx", build, o->name, where,
                        (int)o->esz * 2, (unsigned long long)cr_elem(o, e), refname,
                        (int)o->esz * 2, (unsigned long long)cr_elem(p, e));
            if (o->esz == 8)
                w |= 1;                            /* one message per element */
        }
        if (bad > 4)
            T_CHECK(t, 0, "%s %s: %lu words differ from %s", build, o->name, (unsigned long)bad,
                    refname);
    }
}

/* The digests of every output, skipped words as zeros. */
static void bd_digests(pv_test *t, const char *build, const cr_run *run)
{
    unsigned i;
    for (i = 0; i < run->n; i++) {
        const cr_out *o = &run->outs[i];
        unsigned char *d = (unsigned char *)malloc(o->len ? o->len : 1);
        char name[256], why[128];
        size_t w;
        if (!d)
            continue;
        memcpy(d, o->data, o->len);
        for (w = 0; o->skip && w < o->len / 4; w++)
            if (o->skip[w])
                memset(d + 4 * w, 0, 4);
        snprintf(name, sizeof name, "build_diff %s %s", build, o->name);
        T_CHECK(t, pv_digest_check(name, d, o->len, why, sizeof why),
                "%s %s: differs from what another build of ptxvm computed (%s)", build, o->name,
                why);
        free(d);
    }
}

/* The manifest lists every kept file, and every file is listed. */
static void bd_manifest(pv_test *t)
{
    size_t len;
    char *text = test_read_file(EB_PTX_DIR "/BUILDS", &len);
    char **files;
    int n, i, listed = 0;
    const char *p;
    if (!test_begin(t, "build_diff: %s/BUILDS", EB_PTX_DIR))
        goto out;
    T_CHECK(t, text != NULL, "%s/BUILDS is missing: run tests/exec/generate.sh", EB_PTX_DIR);
    files = test_list_dir(EB_PTX_DIR, ".ptx", &n);
    for (i = 0; text && files && i < n; i++) {
        char key[256];
        snprintf(key, sizeof key, "\n%s: ", eb_base(files[i]));
        T_CHECK(t, strstr(text, key) != NULL, "%s is not in BUILDS", eb_base(files[i]));
    }
    for (p = text; p && (p = strstr(p, ".ptx: ")) != NULL; p++) {
        const char *e = strchr(p, '\n');
        if (!e || !strstr(p, "not kept") || strstr(p, "not kept") > e)
            listed++;
    }
    T_CHECK(t, !text || listed == n, "BUILDS lists %d kept builds, %s has %d files", listed,
            EB_PTX_DIR, n);
    test_free_list(files, n);
    test_end(t);
out:
    free(text);
}

void unit_build_diff(pv_test *t)
{
    int ns, si;
    unsigned compared = 0, open_words = 0;
    char **sources = eb_sources(&ns);
    bd_manifest(t);
    for (si = 0; si < ns; si++) {
        const char *source = sources[si];
        const cr_source *s = cr_find(source);
        int nb, b, ref = -1, fref = -1, sep = eb_source_tag(source, "ftz-separate");
        char **builds;
        cr_run refrun, frefrun;
        if (test_begin(t, "build_diff %s: launches", source)) {
            T_CHECK(t, s != NULL, "%s/%s.cu has no row in cr_sources (tests/unit/cuda_runs.c)",
                    EB_CU_DIR, source);
            test_end(t);
        }
        if (!s)
            continue;
        builds = eb_builds(source, &nb);
        if (test_begin(t, "build_diff %s: builds", source)) {
            T_CHECK(t, nb >= 2, "%d builds of %s: run tests/exec/generate.sh", nb, source);
            test_end(t);
        }
        for (b = 0; b < nb; b++) {
            const char *base = eb_base(builds[b]);
            if (sep && bd_is_ftz(base)) {
                if (fref < 0 || bd_rank(base) < bd_rank(eb_base(builds[fref])))
                    fref = b;
            } else if (ref < 0 || bd_rank(base) < bd_rank(eb_base(builds[ref])))
                ref = b;
        }
        memset(&refrun, 0, sizeof refrun);
        memset(&frefrun, 0, sizeof frefrun);
        for (b = 0; ref >= 0 && b < nb; b++) {
            const char *base = eb_base(builds[b]), *refname = eb_base(builds[ref]);
            cr_run run;
            if (!test_begin(t, "build_diff %s", base))
                continue;
            memset(&run, 0, sizeof run);
            /* the reference runs once, in the first case that needs it */
            if (!refrun.outs && !refrun.loaded)
                cr_run_build(t, s, builds[ref], &pv_variants[0], &refrun);
            if (b == ref) {
                bd_digests(t, base, &refrun);
                test_end(t);
                continue;
            }
            if (cr_run_build(t, s, builds[b], &pv_variants[0], &run)) {
                bd_digests(t, base, &run);
                if (refrun.loaded)
                    bd_compare(t, source, base, &run, refname, &refrun, &open_words);
                if (sep && bd_is_ftz(base) && b != fref) {
                    /* ftz builds agree among themselves exactly */
                    if (!frefrun.loaded)
                        cr_run_build(t, s, builds[fref], &pv_variants[0], &frefrun);
                    if (frefrun.loaded)
                        bd_compare(t, source, base, &run, eb_base(builds[fref]), &frefrun,
                                   &open_words);
                }
                compared++;
            }
            cr_run_free(&run);
            test_end(t);
        }
        cr_run_free(&refrun);
        cr_run_free(&frefrun);
        test_free_list(builds, nb);
    }
    test_free_list(sources, ns);
    bd_input("", 0, 0);
    if (getenv("PTXVM_TEST_VERBOSE")) {
        unsigned i;
        printf("build_diff: %u builds compared, %u words differ as open cases allow\n", compared,
               open_words);
        for (i = 0; i < BD_NOPEN; i++)
            printf("  %s %s%s (%s): %u words\n", BD_OPEN[i].source, BD_OPEN[i].out,
                   BD_OPEN[i].build[1] == 'f' ? " in ftz builds" : "", BD_OPEN[i].why,
                   bd_open_words[i]);
    }
}
