/* The test runner. Run from the repository root:

     build/rel/run_tests [-v] [-j N] [filter...]

   A filter runs the cases whose names contain it (any of several); -j N
   runs the suites in N processes (tests/run_jobs.c).

   Suites: unit tests (tests/unit/), expectation files (tests/errors/,
   tests/check/: the first line says what loading the file must give),
   the PTX corpus (tests/corpus/: every file loads, and printing and
   re-parsing it gives the same IR), the ZLUDA conformance files from
   ../shared (skipped when absent), and out-of-memory runs that fail
   every allocation in turn. Every VM is created with a counting
   allocator, and every case checks that all memory came back.

   The last line is "N passed, N failed, N skipped". */
#include "testlib.h"
#include "run_jobs.h"
#include "print.h"
#include "exec.h"
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the harness ----------------------------------------------------- */

int test_begin(pv_test *t, const char *fmt, ...)
{
    va_list ap;
    int i;
    va_start(ap, fmt);
    vsnprintf(t->name, sizeof t->name, fmt, ap);
    va_end(ap);
    t->case_failed = 0;
    for (i = 0; i < t->nfilters; i++)
        if (strstr(t->name, t->filters[i]))
            return 1;
    return t->nfilters == 0;
}

void test_end(pv_test *t)
{
    if (t->case_failed) {
        t->failed++;
        printf("FAIL %s\n", t->name);
    } else {
        t->passed++;
        if (t->verbose)
            printf("ok   %s\n", t->name);
    }
}

void test_skip(pv_test *t, const char *why)
{
    t->skipped++;
    printf("skip %s: %s\n", t->name, why);
}

int test_threads_only(void)
{
    const char *e = getenv("PTXVM_TEST_THREADS_ONLY");
    return e && *e && strcmp(e, "0") != 0;
}

void test_fail(pv_test *t, const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    printf("  %s: %s:%d: ", t->name, file, line);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    t->case_failed = 1;
}

char *test_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
        fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return NULL;
    }
    buf = (char *)malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        fclose(f);
        return NULL;
    }
    fclose(f);
    buf[n] = 0;
    *len = (size_t)n;
    return buf;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

char **test_list_dir(const char *dir, const char *suffix, int *n)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char **list = NULL;
    int cap = 0;
    size_t sl = strlen(suffix);
    *n = 0;
    if (!d)
        return NULL;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        char *path;
        if (l < sl || strcmp(e->d_name + l - sl, suffix) != 0)
            continue;
        if (*n == cap) {
            cap = cap ? cap * 2 : 64;
            list = (char **)realloc(list, (size_t)cap * sizeof *list);
        }
        path = (char *)malloc(strlen(dir) + l + 2);
        sprintf(path, "%s/%s", dir, e->d_name);
        list[(*n)++] = path;
    }
    closedir(d);
    if (!list)
        list = (char **)malloc(sizeof *list);
    qsort(list, (size_t)*n, sizeof *list, cmp_str);
    return list;
}

void test_free_list(char **list, int n)
{
    int i;
    for (i = 0; i < n; i++)
        free(list[i]);
    free(list);
}

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
    if (a->fail_at && a->calls == a->fail_at) {
        a->failed = 1;
        return NULL;
    }
    q = realloc(ptr, n);
    if (q) {
        a->live += (long)n - (ptr ? (long)old : 0);
        if (a->live > a->peak)
            a->peak = a->live;
    }
    return q;
}

void test_text_put(test_text *b, const char *s)
{
    size_t n = strlen(s);
    if (b->len + n + 1 > b->cap) {
        char *q;
        b->cap = (b->len + n + 1) * 2;
        q = (char *)realloc(b->p, b->cap);
        if (!q) {
            fprintf(stderr, "test_text_put: out of memory\n");
            exit(2);
        }
        b->p = q;
    }
    memcpy(b->p + b->len, s, n + 1);
    b->len += n;
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

/* ---- expectation files -------------------------------------------------
   First line of the file:
     // expect: ok
     // expect: PTXVM_E_SYNTAX 12:5 [message substring]
     // expect: unsupported KERNEL 12:5    (loads; the kernel is refused) */

typedef struct expectation {
    char code[64];
    char kernel[128];
    unsigned line, col;
    char substr[200];
} expectation;

static int parse_expectation(const char *text, size_t len, expectation *e)
{
    char first[512];
    size_t n = 0;
    const char *p;
    memset(e, 0, sizeof *e);
    while (n < len && n < sizeof first - 1 && text[n] != '\n') {
        first[n] = text[n];
        n++;
    }
    first[n] = 0;
    p = strstr(first, "expect:");
    if (!p)
        return -1;
    p += 7;
    while (*p == ' ')
        p++;
    if (strncmp(p, "ok", 2) == 0) {
        strcpy(e->code, "ok");
        return 0;
    }
    if (strncmp(p, "unsupported ", 12) == 0) {
        strcpy(e->code, "PTXVM_E_UNSUPPORTED");
        if (sscanf(p + 12, "%127s %u:%u", e->kernel, &e->line, &e->col) != 3)
            return -1;
        return 0;
    }
    {
        int used = 0;
        if (sscanf(p, "%63s %u:%u %n", e->code, &e->line, &e->col, &used) < 3)
            return -1;
        strncpy(e->substr, p + used, sizeof e->substr - 1);
        n = strlen(e->substr);
        while (n && (e->substr[n - 1] == ' ' || e->substr[n - 1] == '\r'))
            e->substr[--n] = 0;
    }
    return 0;
}

static void check_position(pv_test *t, const char *msg, const char *path,
                           const expectation *e)
{
    char want[600];
    snprintf(want, sizeof want, "%s:%u:%u: error: ", path, e->line, e->col);
    T_CHECK(t, strncmp(msg, want, strlen(want)) == 0,
            "expected the message to start with '%s', got '%s'", want, msg);
    if (e->substr[0])
        T_CHECK(t, strstr(msg, e->substr) != NULL,
                "expected the message to contain '%s', got '%s'", e->substr, msg);
}

static void run_expect_file(pv_test *t, const char *path)
{
    size_t len;
    char *text = test_read_file(path, &len);
    expectation e;
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_result r;
    if (!test_begin(t, "expect %s", path)) {
        free(text);
        return;
    }
    if (!text || parse_expectation(text, len, &e) != 0) {
        T_CHECK(t, 0, "no '// expect:' line");
        free(text);
        test_end(t);
        return;
    }
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    r = ptxvm_module_load(vm, text, len, path, &m);
    if (strcmp(e.code, "ok") == 0) {
        T_CHECK(t, r == PTXVM_OK, "expected ok, got %s: %s",
                ptxvm_result_name(r), ptxvm_error_message(vm));
    } else if (e.kernel[0]) {
        T_CHECK(t, r == PTXVM_OK, "expected the module to load, got %s: %s",
                ptxvm_result_name(r), ptxvm_error_message(vm));
        if (r == PTXVM_OK) {
            ptxvm_kernel *k;
            r = ptxvm_module_get_kernel(m, e.kernel, &k);
            T_CHECK(t, r == PTXVM_E_UNSUPPORTED, "expected %s for kernel %s, got %s",
                    e.code, e.kernel, ptxvm_result_name(r));
            check_position(t, ptxvm_error_message(vm), path, &e);
        }
    } else {
        T_CHECK(t, strcmp(ptxvm_result_name(r), e.code) == 0,
                "expected %s, got %s: %s", e.code, ptxvm_result_name(r),
                ptxvm_error_message(vm));
        if (r != PTXVM_OK)
            check_position(t, ptxvm_error_message(vm), path, &e);
    }
    ptxvm_destroy(vm);
    T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
    free(text);
    test_end(t);
}

static void suite_expect_dir(pv_test *t, const char *dir)
{
    int n, i;
    char **files = test_list_dir(dir, ".ptx", &n);
    if (!files)
        return;
    for (i = 0; i < n; i++)
        run_expect_file(t, files[i]);
    test_free_list(files, n);
}

/* ---- corpus: load, print, re-parse ------------------------------------- */

static void run_corpus_file(pv_test *t, const char *path, int roundtrip)
{
    size_t len;
    char *text;
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL, *m2 = NULL;
    ptxvm_result r;
    if (!test_begin(t, "load %s", path))
        return;
    text = test_read_file(path, &len);
    T_CHECK(t, text != NULL, "cannot read %s", path);
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    r = text ? ptxvm_module_load(vm, text, len, path, &m) : PTXVM_E_NOT_FOUND;
    T_CHECK(t, r == PTXVM_OK, "%s: %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    if (r == PTXVM_OK) {
        uint32_t i;
        for (i = 0; i < ptxvm_module_kernel_count(m); i++) {
            ptxvm_kernel_info info;
            ptxvm_kernel *k = NULL;
            const char *name = ptxvm_module_kernel_name(m, i);
            ptxvm_result kr = ptxvm_module_get_kernel(m, name, &k);
            /* LINK: the kernel calls an .extern function nobody
               registered (the device runtime's, in these files) */
            T_CHECK(t, kr == PTXVM_OK || kr == PTXVM_E_UNSUPPORTED ||
                       (kr == PTXVM_E_LINK &&
                        strstr(ptxvm_error_message(vm), "ptxvm_register_function")),
                    "get_kernel %s: %s: %s", name, ptxvm_result_name(kr),
                    ptxvm_error_message(vm));
            if (kr == PTXVM_OK) {
                T_CHECK(t, ptxvm_kernel_get_info(k, &info) == PTXVM_OK &&
                        strcmp(info.name, name) == 0, "kernel info of %s", name);
            }
        }
    }
    test_end(t);
    if (r == PTXVM_OK && roundtrip && test_begin(t, "roundtrip %s", path)) {
        char *printed = NULL;
        size_t plen = 0;
        char why[512];
        int pr = pv_test_print_module(m, &printed, &plen);
        T_CHECK(t, pr == 0, "printing failed");
        if (pr == 0) {
            r = ptxvm_module_load(vm, printed, plen, "printed", &m2);
            T_CHECK(t, r == PTXVM_OK, "re-parse: %s: %s", ptxvm_result_name(r),
                    ptxvm_error_message(vm));
            if (r == PTXVM_OK)
                T_CHECK(t, pv_test_modules_equal(m, m2, why, sizeof why),
                        "IR differs after print/parse: %s", why);
            free(printed);
        }
        test_end(t);
    }
    ptxvm_destroy(vm);
    if (a.live != 0 && test_begin(t, "leaks %s", path)) {
        T_CHECK(t, 0, "%ld bytes not freed", a.live);
        test_end(t);
    }
    free(text);
}

static int suite_corpus_dir(pv_test *t, const char *dir, int roundtrip)
{
    int n, i;
    char **files = test_list_dir(dir, ".ptx", &n);
    if (!files)
        return -1;
    for (i = 0; i < n; i++)
        run_corpus_file(t, files[i], roundtrip);
    test_free_list(files, n);
    return n;
}

/* ---- out of memory ------------------------------------------------------
   Fail the 1st, 2nd, ... allocation of a module load until one succeeds:
   every failure must be PTXVM_E_NO_MEMORY and free everything. */
static void run_oom(pv_test *t, const char *path)
{
    size_t len;
    char *text;
    long n;
    if (!test_begin(t, "oom %s", path))
        return;
    text = test_read_file(path, &len);
    if (!text) {
        test_skip(t, "file missing");
        return;
    }
    for (n = 1; n < 100000; n++) {
        ptxvm_config cfg;
        test_alloc a;
        ptxvm_vm *vm = NULL;
        ptxvm_module *m = NULL;
        ptxvm_result r;
        test_config(&cfg, &a);
        r = ptxvm_create(&cfg, &vm);
        a.fail_at = a.calls + n;
        if (r == PTXVM_OK) {
            r = ptxvm_module_load(vm, text, len, path, &m);
            if (!a.failed) {
                T_CHECK(t, r == PTXVM_OK, "load failed without an "
                        "allocation failure: %s", ptxvm_result_name(r));
                ptxvm_destroy(vm);
                T_CHECK(t, a.live == 0, "%ld bytes not freed", a.live);
                break;
            }
            /* a failure may be tolerated (shrinking a pool), else it
               must be reported as such */
            T_CHECK(t, r == PTXVM_E_NO_MEMORY || r == PTXVM_OK,
                    "allocation %ld failed: got %s", n, ptxvm_result_name(r));
            ptxvm_destroy(vm);
        }
        T_CHECK(t, a.live == 0, "allocation %ld failed: %ld bytes not freed",
                n, a.live);
        if (t->case_failed)
            break;
    }
    free(text);
    test_end(t);
}

/* ---- hostile input ------------------------------------------------------
   Inputs built in memory: each must end with a clean error (or load),
   never a crash, an over-read, unbounded recursion or a leak. The text is
   copied into an exact-size buffer so that AddressSanitizer catches any
   read past its end. */
static ptxvm_result load_exact(const char *text, size_t len, char *msg,
                               size_t msglen, long *leaked)
{
    ptxvm_config cfg;
    test_alloc a;
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_result r;
    char *copy = (char *)malloc(len ? len : 1);
    memcpy(copy, text, len);
    test_config(&cfg, &a);
    ptxvm_create(&cfg, &vm);
    r = ptxvm_module_load(vm, copy, len, "hostile", &m);
    snprintf(msg, msglen, "%s", ptxvm_error_message(vm));
    if (r == PTXVM_OK) {
        uint32_t i;
        for (i = 0; i < ptxvm_module_kernel_count(m); i++) {
            ptxvm_kernel *k;
            (void)ptxvm_module_get_kernel(m, ptxvm_module_kernel_name(m, i), &k);
        }
    }
    ptxvm_destroy(vm);
    free(copy);
    *leaked = a.live;
    return r;
}

static const char hdr[] = ".version 8.5\n.target sm_80\n.address_size 64\n";

static void hostile_case(pv_test *t, const char *name, const char *text,
                         size_t len, ptxvm_result want, const char *substr)
{
    char msg[600];
    long leaked;
    ptxvm_result r;
    if (!test_begin(t, "hostile %s", name))
        return;
    r = load_exact(text, len, msg, sizeof msg, &leaked);
    T_CHECK(t, r == want, "expected %s, got %s: %s", ptxvm_result_name(want),
            ptxvm_result_name(r), msg);
    if (substr)
        T_CHECK(t, strstr(msg, substr) != NULL, "message '%s' lacks '%s'", msg,
                substr);
    T_CHECK(t, leaked == 0, "%ld bytes not freed", leaked);
    test_end(t);
}

static char *build(size_t *len, const char *pre, const char *unit, size_t reps,
                   const char *post)
{
    size_t lp = strlen(pre), lu = strlen(unit), lq = strlen(post), i;
    char *s = (char *)malloc(lp + lu * reps + lq + 1), *p = s;
    memcpy(p, pre, lp);
    p += lp;
    for (i = 0; i < reps; i++, p += lu)
        memcpy(p, unit, lu);
    memcpy(p, post, lq);
    p[lq] = 0;
    *len = lp + lu * reps + lq;
    return s;
}

static void suite_hostile(pv_test *t)
{
    size_t len, i;
    char *s;
    char pre[256];
    /* a 1 MB identifier, as a label and as an undeclared register */
    snprintf(pre, sizeof pre, "%s.visible .entry k()\n{\n\tmov.u32 %%", hdr);
    s = build(&len, pre, "x", 1u << 20, ";\n}\n");
    hostile_case(t, "1MB-identifier", s, len, PTXVM_E_SEMANTIC, "not declared");
    free(s);
    snprintf(pre, sizeof pre, "%s.visible .entry k()\n{\n\tbra L", hdr);
    s = build(&len, pre, "y", 1u << 20, ";\n}\n");
    hostile_case(t, "1MB-label", s, len, PTXVM_E_SEMANTIC, "not declared");
    free(s);
    /* 100k-deep nesting of blocks, initialiser braces and parentheses */
    snprintf(pre, sizeof pre, "%s.visible .entry k()\n{\n", hdr);
    s = build(&len, pre, "{", 100000, "");
    hostile_case(t, "100k-blocks", s, len, PTXVM_E_LIMIT, "nesting");
    free(s);
    snprintf(pre, sizeof pre, "%s.global .u32 a[2][2] = ", hdr);
    s = build(&len, pre, "{", 100000, "1");
    hostile_case(t, "100k-init-braces", s, len, PTXVM_E_SYNTAX, NULL);
    free(s);
    snprintf(pre, sizeof pre, "%s.global .u32 a = ", hdr);
    s = build(&len, pre, "(", 100000, "1");
    hostile_case(t, "100k-parentheses", s, len, PTXVM_E_LIMIT, "nesting");
    free(s);
    snprintf(pre, sizeof pre, "%s.global .u32 a = ", hdr);
    s = build(&len, pre, "-", 100000, "1;");
    hostile_case(t, "100k-unary-minus", s, len, PTXVM_E_LIMIT, "nesting");
    free(s);
    /* many statements: a long flat body is fine */
    snprintf(pre, sizeof pre, "%s.visible .entry k()\n{\n.reg .b32 %%r<4>;\n", hdr);
    s = build(&len, pre, "\tadd.s32 %r1, %r2, %r3;\n", 200000, "\tret;\n}\n");
    hostile_case(t, "200k-instructions", s, len, PTXVM_OK, NULL);
    free(s);
    /* binary junk, NUL bytes, empty input, no NUL terminator */
    {
        char junk[4096];
        uint32_t x = 12345;
        for (i = 0; i < sizeof junk; i++) {
            x = x * 1103515245u + 12345u;
            junk[i] = (char)(x >> 24);
        }
        hostile_case(t, "binary-junk", junk, sizeof junk, PTXVM_E_SYNTAX, NULL);
        hostile_case(t, "empty", "", 0, PTXVM_E_SYNTAX, ".version");
        hostile_case(t, "nul-byte", ".version 8.5\0", 13, PTXVM_E_SYNTAX, NULL);
        hostile_case(t, "cut-in-comment", ".version 8.5 /* abc", 19,
                     PTXVM_E_SYNTAX, "unterminated");
        hostile_case(t, "cut-in-number", ".version 8.5\n.target sm_80\n"
                     ".global .u32 a = 0x", 46, PTXVM_E_SYNTAX, "hexadecimal");
    }
    /* every prefix of a real module: error or success, nothing else */
    if (test_begin(t, "hostile truncations of tests/oom/small.ptx")) {
        size_t n;
        char *text = test_read_file("tests/oom/small.ptx", &n);
        if (text) {
            for (i = 0; i <= n; i++) {
                char msg[600];
                long leaked;
                ptxvm_result r = load_exact(text, i, msg, sizeof msg, &leaked);
                T_CHECK(t, r == PTXVM_OK || r == PTXVM_E_SYNTAX ||
                        r == PTXVM_E_SEMANTIC, "prefix %lu: %s",
                        (unsigned long)i, ptxvm_result_name(r));
                T_CHECK(t, leaked == 0, "prefix %lu leaked", (unsigned long)i);
                if (t->case_failed)
                    break;
            }
            free(text);
        } else {
            T_CHECK(t, 0, "cannot read tests/oom/small.ptx");
        }
        test_end(t);
    }
}

/* ---- the jobs --------------------------------------------------------- */

static void job_errors(pv_test *t) { suite_expect_dir(t, "tests/errors"); }
static void job_check(pv_test *t) { suite_expect_dir(t, "tests/check"); }
static void job_regress(pv_test *t) { suite_expect_dir(t, "tests/regress"); }
static void job_corpus(pv_test *t) { suite_corpus_dir(t, "tests/corpus/ptx", 1); }
static void job_hand(pv_test *t) { suite_corpus_dir(t, "tests/corpus/hand", 1); }

static void job_zluda(pv_test *t)
{
    if (suite_corpus_dir(t, "../shared/conformance/zluda", 1) < 0 &&
        test_begin(t, "zluda conformance files"))
        test_skip(t, "../shared/conformance/zluda not present");
}

static void job_conformance(pv_test *t)
{
    suite_conformance(t, "../shared/conformance/zluda");
}

static void job_load_oom(pv_test *t)
{
    run_oom(t, "tests/corpus/hand/arrays_init.ptx");
    run_oom(t, "tests/oom/small.ptx");
    /* the rewrites of older and alternative forms (src/legacy.c) */
    run_oom(t, "tests/errors/ok-legacy-implicit-modifiers.ptx");
    run_oom(t, "tests/errors/ok-ld-st-brace-wide.ptx");
    run_oom(t, "tests/errors/ok-label-same-in-sibling-blocks.ptx");
}

/* The suites that take longest go first, so that with -j the others
   fill in around them instead of one of them running last alone. */
static const char *const first[] = {"oom", "diffgen", "legacy_sdk", "cuda_cdp",
                                    "fp_fast", "config_diff", "hostile",
                                    "tex_corpus", "tex_cuda", "disasm"};

static const test_job jobs[] = {
#define UNIT(name) {#name, unit_##name, 1},
#include "unit/units.h"
#undef UNIT
    {"tests/errors", job_errors, 0},
    {"tests/check", job_check, 0},
    {"tests/regress", job_regress, 0},
    {"tests/corpus/ptx", job_corpus, 0},
    {"tests/corpus/hand", job_hand, 0},
    {"zluda files", job_zluda, 0},
    {"conformance", job_conformance, 0},
    {"hostile", suite_hostile, 0},
    {"load oom", job_load_oom, 0},
};

/* Where a job goes in the order: its place in first[], the rest after. */
static int rank(const test_job *j)
{
    int k, n = (int)(sizeof first / sizeof first[0]);
    for (k = 0; k < n; k++)
        if (strcmp(j->name, first[k]) == 0)
            return k;
    return n;
}

int main(int argc, char **argv)
{
    enum { NJOBS = sizeof jobs / sizeof jobs[0] };
    test_job order[NJOBS];
    pv_test t;
    int i, r, n = 0, nproc = 1;
    memset(&t, 0, sizeof t);
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0)
            t.verbose = 1;
        else if (strncmp(argv[i], "-j", 2) == 0)
            nproc = atoi(argv[i][2] ? argv[i] + 2 : i + 1 < argc ? argv[++i] : "1");
        else
            argv[t.nfilters++] = argv[i];    /* argv[0] on: the filters */
    }
    t.filters = argv;
    /* PTXVM_TEST_PORTABLE=1: every suite on the portable copy of the
       dispatch loop, where the host would take the AVX2 one (exec.c) */
    if (getenv("PTXVM_TEST_PORTABLE") && strcmp(getenv("PTXVM_TEST_PORTABLE"), "0") != 0)
        pv_run_set_portable(1);
    /* output a line at a time, so that processes' lines do not mix */
    setvbuf(stdout, NULL, _IOLBF, 0);
    for (r = 0; r <= (int)(sizeof first / sizeof first[0]); r++)
        for (i = 0; i < NJOBS; i++)
            if (rank(&jobs[i]) == r)
                order[n++] = jobs[i];
    test_run_jobs(&t, order, n, nproc);
    printf("%d passed, %d failed, %d skipped\n", t.passed, t.failed, t.skipped);
    return t.failed ? 1 : 0;
}
