/* Every PTX file of the outside-written corpus ../shared/corpus/wild
   (701 files from CUDA samples, gpuocelot, numba, cudarc, ZLUDA, ...,
   listed with their provenance in PROVENANCE.tsv) loads, and every kernel
   of it is either compiled or refused with PTXVM_E_UNSUPPORTED or
   PTXVM_E_LINK. The files that are not valid PTX are named in the
   corpus's NOT_STANDALONE.txt or in tests/wild_invalid.txt, each with its
   reason; those must be refused with a positioned error. Each loaded
   module also prints and parses back to the same IR. The suite prints
   files loaded, kernels compiled, and the unsupported instructions by
   the number of kernels they block. Skipped when the corpus is absent. */
#include "../testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WILD_DIR "../shared/corpus/wild"
#define WILD_INVALID "tests/wild_invalid.txt"

typedef struct wild_names {
    char **name;
    int    n, cap;
} wild_names;

static void names_add(wild_names *s, const char *p, size_t len)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 64;
        s->name = (char **)realloc(s->name, (size_t)s->cap * sizeof *s->name);
    }
    s->name[s->n] = (char *)malloc(len + 1);
    memcpy(s->name[s->n], p, len);
    s->name[s->n++][len] = 0;
}

static int names_has(const wild_names *s, const char *p)
{
    int i;
    for (i = 0; i < s->n; i++)
        if (strcmp(s->name[i], p) == 0)
            return 1;
    return 0;
}

static void names_free(wild_names *s)
{
    int i;
    for (i = 0; i < s->n; i++)
        free(s->name[i]);
    free(s->name);
}

/* The first word of each line that is not blank or a '#' comment (a
   tab ends the word too: PROVENANCE.tsv). */
static int read_names(const char *path, wild_names *s)
{
    size_t len, i = 0;
    char *text = test_read_file(path, &len);
    if (!text)
        return -1;
    while (i < len) {
        size_t b = i, e;
        while (i < len && text[i] != '\n')
            i++;
        e = b;
        while (e < i && text[e] != ' ' && text[e] != '\t' && text[e] != '#')
            e++;
        if (e > b)
            names_add(s, text + b, e - b);
        i++;
    }
    free(text);
    return 0;
}

/* Unsupported instructions (by opcode) and how many kernels each blocks. */
typedef struct wild_gap {
    char op[64];
    int  kernels;
} wild_gap;

typedef struct wild_st {
    wild_gap gap[128];
    int      ngap;
    int      files, loaded, refused, kernels, compiled, unsupported, link;
} wild_st;

static void gap_count(wild_st *W, const char *op, size_t len)
{
    int i;
    if (len >= sizeof W->gap[0].op)
        len = sizeof W->gap[0].op - 1;
    for (i = 0; i < W->ngap; i++)
        if (strlen(W->gap[i].op) == len && memcmp(W->gap[i].op, op, len) == 0) {
            W->gap[i].kernels++;
            return;
        }
    if (W->ngap == (int)(sizeof W->gap / sizeof W->gap[0]))
        return;
    memcpy(W->gap[W->ngap].op, op, len);
    W->gap[W->ngap].op[len] = 0;
    W->gap[W->ngap++].kernels = 1;
}

/* The opcodes a refusal names ('tex.2d.v4.f32.f32' counts as tex), each
   once per kernel. */
static void gap_from_message(wild_st *W, const char *msg)
{
    char seen[16][64];
    int nseen = 0, i;
    const char *p = msg;
    while ((p = strchr(p, '\'')) != NULL) {
        const char *q = strchr(p + 1, '\'');
        size_t len = 0;
        if (!q)
            break;
        while (p + 1 + len < q && p[1 + len] != '.')
            len++;
        if (p > msg + 12 && (strncmp(p - 12, "instruction ", 12) == 0 ||
                             p[-1] == ' ')) {
            int dup = 0;
            for (i = 0; i < nseen; i++)
                if (strlen(seen[i]) == len && memcmp(seen[i], p + 1, len) == 0)
                    dup = 1;
            if (!dup && len < 64 && nseen < 16) {
                memcpy(seen[nseen], p + 1, len);
                seen[nseen++][len] = 0;
                gap_count(W, p + 1, len);
            }
        }
        p = q + 1;
    }
}

/* invalid: 0 valid PTX, 1 not standalone (the corpus's list: may load,
   its kernels then fail to link), 2 invalid for ptxas (our list: must be
   refused). */
static void run_file(pv_test *t, wild_st *W, const char *rel, int invalid)
{
    char path[1024], why[256];
    size_t len;
    char *text;
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL, *m2 = NULL;
    ptxvm_result r;
    uint32_t k;
    if (!test_begin(t, "wild %s", rel))
        return;
    snprintf(path, sizeof path, "%s/%s", WILD_DIR, rel);
    text = test_read_file(path, &len);
    T_CHECK(t, text != NULL, "cannot read %s", path);
    if (!text) {
        test_end(t);
        return;
    }
    W->files++;
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    r = ptxvm_module_load(vm, text, len, rel, &m);
    if (invalid == 2 || (invalid && r != PTXVM_OK)) {
        char where[1100];
        snprintf(where, sizeof where, "%s:", rel);
        T_CHECK(t, r != PTXVM_OK, "listed as invalid PTX, but it loads");
        T_CHECK(t, r == PTXVM_OK || (strncmp(ptxvm_error_message(vm), where,
                                             strlen(where)) == 0 &&
                                     strstr(ptxvm_error_message(vm), ": error: ")),
                "the refusal has no position: %s", ptxvm_error_message(vm));
        if (r != PTXVM_OK)
            W->refused++;
    } else {
        T_CHECK(t, r == PTXVM_OK, "%s: %s", ptxvm_result_name(r),
                ptxvm_error_message(vm));
    }
    if (r == PTXVM_OK) {
        char *printed;
        size_t plen;
        W->loaded++;
        for (k = 0; k < ptxvm_module_kernel_count(m); k++) {
            const char *name = ptxvm_module_kernel_name(m, k);
            ptxvm_kernel *kern;
            W->kernels++;
            r = ptxvm_module_get_kernel(m, name, &kern);
            if (r == PTXVM_OK) {
                W->compiled++;
            } else if (r == PTXVM_E_UNSUPPORTED) {
                W->unsupported++;
                gap_from_message(W, ptxvm_error_message(vm));
                if (getenv("PTXVM_WILD_LIST"))
                    printf("unsupported %s %s: %s\n", rel, name,
                           ptxvm_error_message(vm));
            } else if (r == PTXVM_E_LINK) {
                W->link++;
            } else {
                T_CHECK(t, 0, "kernel %s: %s: %s", name, ptxvm_result_name(r),
                        ptxvm_error_message(vm));
            }
        }
        if (pv_test_print_module(m, &printed, &plen) == 0) {
            r = ptxvm_module_load(vm, printed, plen, "printed", &m2);
            T_CHECK(t, r == PTXVM_OK, "re-parse: %s: %s", ptxvm_result_name(r),
                    ptxvm_error_message(vm));
            if (r == PTXVM_OK)
                T_CHECK(t, pv_test_modules_equal(m, m2, why, sizeof why),
                        "IR differs after print/parse: %s", why);
            free(printed);
        } else {
            T_CHECK(t, 0, "printing failed");
        }
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    free(text);
    test_end(t);
}

static int cmp_gap(const void *a, const void *b)
{
    const wild_gap *x = (const wild_gap *)a, *y = (const wild_gap *)b;
    if (x->kernels != y->kernels)
        return y->kernels - x->kernels;
    return strcmp(x->op, y->op);
}

void unit_wild(pv_test *t)
{
    wild_names files = {0, 0, 0}, excluded = {0, 0, 0}, ours = {0, 0, 0};
    wild_st W;
    int i, listed = 0;
    if (read_names(WILD_DIR "/PROVENANCE.tsv", &files) != 0) {
        if (test_begin(t, "wild"))
            test_skip(t, WILD_DIR " not present");
        return;
    }
    memset(&W, 0, sizeof W);
    read_names(WILD_DIR "/NOT_STANDALONE.txt", &excluded);
    if (test_begin(t, "wild invalid list")) {
        T_CHECK(t, read_names(WILD_INVALID, &ours) == 0, "cannot read "
                WILD_INVALID);
        for (i = 0; i < ours.n; i++)
            T_CHECK(t, names_has(&files, ours.name[i]),
                    "%s names %s, which the corpus does not have",
                    WILD_INVALID, ours.name[i]);
        test_end(t);
    }
    for (i = 0; i < files.n; i++) {
        int invalid = names_has(&ours, files.name[i]) ? 2 :
                      names_has(&excluded, files.name[i]);
        listed += invalid != 0;
        run_file(t, &W, files.name[i], invalid);
    }
    if (W.files) {
        qsort(W.gap, (size_t)W.ngap, sizeof W.gap[0], cmp_gap);
        printf("wild: %d files, %d loaded, %d invalid ones refused (%d listed); "
               "%d kernels: %d compiled, %d unsupported, %d unresolved externs\n",
               W.files, W.loaded, W.refused, listed, W.kernels, W.compiled,
               W.unsupported, W.link);
        printf("wild: unsupported instructions by kernels blocked:");
        for (i = 0; i < W.ngap; i++)
            printf(" %s %d%s", W.gap[i].op, W.gap[i].kernels,
                   i + 1 < W.ngap ? "," : "\n");
        if (!W.ngap)
            printf(" none\n");
    }
    names_free(&files);
    names_free(&excluded);
    names_free(&ours);
}
