/* fuzz-diff's driver: one generated program's C twin linked with ptxvm.

     fuzz_driver PTX-FILE...

   Built per program by fuzz_diff.py with -DDG_PROG_SYM=NAME_prog and the
   program compiled as C. Runs every PTX build under every configuration
   variant (tests/support/variants.h) and compares each output word with
   the twin's; one line per build and variant, then
   "builds N launches N failures N". Exit status 0 when everything
   matches, 1 on any difference, load, compile or launch failure or leak,
   2 on misuse. */
#include "dg_exec.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef DG_PROG_SYM
#error "build with -DDG_PROG_SYM=NAME_prog"
#endif
extern const dg_prog DG_PROG_SYM;

/* What tests/run_tests.c gives the unit tests (testlib.h): the counting
   allocator and the 1-D launch helper. */
void *test_alloc_fn(void *user, void *ptr, size_t old, size_t n)
{
    test_alloc *a = (test_alloc *)user;
    void *q;
    if (n == 0) {
        if (ptr)
            a->live -= (long)old;
        free(ptr);
        return NULL;
    }
    a->calls++;
    q = realloc(ptr, n);
    if (q)
        a->live += (long)n - (ptr ? (long)old : 0);
    return q;
}

void test_config(ptxvm_config *cfg, test_alloc *a)
{
    memset(a, 0, sizeof *a);
    ptxvm_config_init(cfg);
    cfg->host.alloc = test_alloc_fn;
    cfg->host.user = a;
}

void test_launch_1d(ptxvm_launch *l, uint32_t grid, uint32_t block, void **args)
{
    memset(l, 0, sizeof *l);
    l->grid.x = grid;
    l->grid.y = l->grid.z = 1;
    l->block.x = block;
    l->block.y = l->block.z = 1;
    l->args = args;
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = malloc((size_t)n + 1)) != NULL) {
        if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
            free(buf);
            buf = NULL;
        } else {
            buf[n] = 0;
            *len = (size_t)n;
        }
    }
    fclose(f);
    return buf;
}

int main(int argc, char **argv)
{
    const dg_prog *p = &DG_PROG_SYM;
    size_t nin = dg_in_words(p), nout = dg_out_words(p);
    unsigned *in = malloc(nin * 4), *want = malloc(nout * 4), *got = malloc(nout * 4);
    unsigned builds = 0, launches = 0, failures = 0, v;
    int i;
    char why[1024];
    if (argc < 2) {
        fprintf(stderr, "usage: fuzz_driver PTX-FILE...\n");
        return 2;
    }
    if (!in || !want || !got)
        return 2;
    setvbuf(stdout, NULL, _IOLBF, 0);
    dg_inputs(p, in);
    if (!dg_twin(p, in, want))
        return 2;
    if (getenv("DG_DUMP")) {   /* the twin's words of the first threads */
        unsigned t, w, nt = (unsigned)atoi(getenv("DG_DUMP"));
        for (t = 0; t < nt && t < p->grid * p->block; t++) {
            printf("twin thread %u:", t);
            for (w = 0; w < p->nout; w++)
                printf(" %08x", want[t * p->nout + w]);
            printf("\n");
        }
    }
    for (i = 1; i < argc; i++) {
        size_t len = 0;
        char *text = read_all(argv[i], &len);
        builds++;
        if (!text) {
            printf("FAIL %s: cannot read it\n", argv[i]);
            failures++;
            continue;
        }
        unsigned failed_before = failures;
        for (v = 0; v < pv_nvariants; v++) {
            dg_stage st;
            size_t bad = 0;
            /* without bounds checks a wrong address is a host crash: only
               after every checked variant has passed this build */
            if ((pv_variants[v].flags & PTXVM_FLAG_UNCHECKED) && failures != failed_before) {
                printf("skip %s [%s]: a checked variant failed\n", argv[i], pv_variants[v].name);
                continue;
            }
            st = dg_exec(p, text, len, argv[i], &pv_variants[v], in, got, why, sizeof why);
            launches++;
            if (st == DG_OK && (bad = dg_compare(p, want, got, why, sizeof why)) != 0)
                st = DG_E_DIFF;
            if (st == DG_OK) {
                printf("ok   %s [%s]\n", argv[i], pv_variants[v].name);
                continue;
            }
            failures++;
            if (st == DG_E_DIFF)
                printf("FAIL %s [%s]: %lu of %lu words differ: %s\n", argv[i], pv_variants[v].name,
                       (unsigned long)bad, (unsigned long)nout, why);
            else
                printf("FAIL %s [%s]: %s\n", argv[i], pv_variants[v].name, why);
        }
        free(text);
    }
    printf("builds %u launches %u failures %u\n", builds, launches, failures);
    free(in);
    free(want);
    free(got);
    return failures ? 1 : 0;
}
