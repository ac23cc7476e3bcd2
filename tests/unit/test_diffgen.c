/* Random programs against their C twins (tests/diffgen/README.md).

   Every committed program (the .cu files of tests/diffgen/progs,
   compiled into this binary as C by tests/diffgen/twins.c) runs in every
   one of its PTX builds (tests/diffgen/ptx: nvcc -O3, nvcc -G, clang -O2)
   on its input buffer, and every output word must equal the twin's,
   under every configuration variant (tests/support/variants.h): 200
   programs x 3 builds x 8 variants took 37 to 80 s under ASan+UBSan on
   the shared 2-core development machine, inside the 3-minute budget, so
   nothing is rotated out. The regression programs (tests/diffgen/regress/) run the
   same way. Each build's output under the plain variant is recorded with
   pv_digest_check for the cross-build comparison. */
#include "../testlib.h"
#include "../diffgen/dg_exec.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DG_DIR "tests/diffgen"
#define DG_MIN_PROGRAMS 200   /* generate.py --count 200 writes the corpus */

static unsigned dg_launches;

/* Run one PTX file of p under every variant; what = "NAME BUILD". */
static void dg_build(pv_test *t, const dg_prog *p, const char *path, const char *what,
                     const unsigned *in, const unsigned *want, unsigned *got)
{
    size_t len = 0, nw = dg_out_words(p);
    char *text = test_read_file(path, &len);
    char why[1024], name[320];
    unsigned v;
    T_CHECK(t, text != NULL, "%s: cannot read %s", what, path);
    /* a case per build: case_failed below is this build's */
    for (v = 0; text && v < pv_nvariants; v++) {
        dg_stage st;
        size_t bad = 0;
        /* without bounds checks a wrong address would crash the runner:
           only after the checked variants before it have passed */
        if ((pv_variants[v].flags & PTXVM_FLAG_UNCHECKED) && t->case_failed)
            continue;
        st = dg_exec(p, text, len, path, &pv_variants[v], in, got, why, sizeof why);
        dg_launches++;
        if (st == DG_OK)
            bad = dg_compare(p, want, got, why, sizeof why);
        T_CHECK(t, st == DG_OK, "%s [%s]: %s", what, pv_variants[v].name, why);
        T_CHECK(t, st != DG_OK || bad == 0, "%s [%s]: %lu of %lu words differ from the twin: %s",
                what, pv_variants[v].name, (unsigned long)bad, (unsigned long)nw, why);
        if (st == DG_OK && v == 0) {
            snprintf(name, sizeof name, "diffgen %s", what);
            T_CHECK(t, pv_digest_check(name, got, nw * 4, why, sizeof why), "%s: %s", what, why);
        }
    }
    free(text);
}

/* Every PTX file in dir named NAME.*.ptx for each program of the table;
   returns the number of programs, and counts their builds in nb. */
static unsigned dg_suite(pv_test *t, const dg_prog *const *table, const char *dir,
                         const char *label, unsigned *nb, int *stray)
{
    char **files;
    int nf, f;
    unsigned i, np = 0;
    int *used;
    files = test_list_dir(dir, ".ptx", &nf);
    used = calloc((size_t)(nf > 0 ? nf : 1), sizeof *used);
    for (i = 0; table[i] && files && used; i++) {
        const dg_prog *p = table[i];
        size_t ni = dg_in_words(p), no = dg_out_words(p), nl = strlen(p->name);
        unsigned *in = malloc(ni * 4), *want = malloc(no * 4), *got = malloc(no * 4);
        unsigned builds = 0;
        np++;
        if (!in || !want || !got) {
            free(in), free(want), free(got);
            continue;
        }
        dg_inputs(p, in);
        dg_twin(p, in, want);
        for (f = 0; f < nf; f++) {
            const char *base = strrchr(files[f], '/') + 1;
            char what[300];
            if (strncmp(base, p->name, nl) != 0 || base[nl] != '.')
                continue;
            used[f] = 1;
            builds++;
            snprintf(what, sizeof what, "%s%s %.*s", label, p->name,
                     (int)(strlen(base) - nl - 5), base + nl + 1);
            if (!test_begin(t, "diffgen %s", what))
                continue;
            dg_build(t, p, files[f], what, in, want, got);
            test_end(t);
        }
        if (test_begin(t, "diffgen %s%s: builds", label, p->name)) {
            T_CHECK(t, builds >= 1, "%s: no %s/%s.*.ptx", p->name, dir, p->name);
            T_CHECK(t, table == dg_regress || builds == 3, "%s: %u builds, want 3 (O3, G, clang)",
                    p->name, builds);
            test_end(t);
        }
        *nb += builds;
        free(in);
        free(want);
        free(got);
    }
    for (f = 0; files && used && f < nf; f++)
        if (!used[f]) {
            *stray = 1;
            printf("  diffgen: %s belongs to no program of twins.c\n", files[f]);
        }
    free(used);
    test_free_list(files, nf);
    return np;
}

void unit_diffgen(pv_test *t)
{
    unsigned nb = 0, np, nrb = 0, nr;
    int stray = 0;
    np = dg_suite(t, dg_corpus, DG_DIR "/ptx", "", &nb, &stray);
    nr = dg_suite(t, dg_regress, DG_DIR "/regress", "regress ", &nrb, &stray);
    if (test_begin(t, "diffgen: corpus")) {
        T_CHECK(t, np >= DG_MIN_PROGRAMS, "%u programs in twins.c, want at least %d", np,
                DG_MIN_PROGRAMS);
        T_CHECK(t, nb == 3 * np, "%u builds of %u programs, want 3 each", nb, np);
        T_CHECK(t, !stray, "PTX files without a program (regenerate twins.c)");
        test_end(t);
    }
    if (getenv("PTXVM_TEST_VERBOSE"))
        printf("diffgen: %u programs, %u builds, %u regression programs (%u builds), %u launches\n",
               np, nb, nr, nrb, dg_launches);
}
