/* The test runner's shared helpers: counting, checks, files, and an
   allocator that counts bytes and can fail on demand. */
#ifndef PTXVM_TESTLIB_H
#define PTXVM_TESTLIB_H
#include "ptxvm.h"
#include <stddef.h>

typedef struct pv_test {
    int   passed, failed, skipped;
    int   case_failed;          /* the current case has failed a check */
    int   verbose;
    char **filters;             /* run only cases whose name contains  */
    int   nfilters;             /* one of these (all when none)        */
    char  name[256];            /* the current case                     */
} pv_test;

/* Start a case; returns 0 when the filter skips it. */
int  test_begin(pv_test *t, const char *fmt, ...);
void test_end(pv_test *t);
void test_skip(pv_test *t, const char *why);
/* Whether PTXVM_TEST_THREADS_ONLY is set (make tsan sets it): a suite
   may then skip the parts that run on one worker only, which give a
   thread sanitizer nothing to race and are run by the other builds. */
int  test_threads_only(void);
/* Record a failed check with a message (printf style). */
void test_fail(pv_test *t, const char *file, int line, const char *fmt, ...);

#define T_CHECK(t, cond, ...)                                        \
    do {                                                             \
        if (!(cond))                                                 \
            test_fail((t), __FILE__, __LINE__, __VA_ARGS__);         \
    } while (0)

/* Read a whole file; NULL if it cannot be read. Free with free(). */
char *test_read_file(const char *path, size_t *len);
/* Sorted names of the files in dir ending in suffix; NULL if dir is
   missing. Free with test_free_list. */
char **test_list_dir(const char *dir, const char *suffix, int *n);
void   test_free_list(char **list, int n);

/* A host allocator that counts live bytes and fails the fail_at-th
   allocation (1-based; 0 = never). */
typedef struct test_alloc {
    long   live;
    long   peak;                /* the most bytes live at once */
    long   calls;
    long   fail_at;
    int    failed;
} test_alloc;
void *test_alloc_fn(void *user, void *ptr, size_t old, size_t n);
/* A growing NUL-terminated text (generated modules); free(p) after. */
typedef struct test_text {
    char  *p;
    size_t len, cap;
} test_text;
void test_text_put(test_text *b, const char *s);

/* A VM config using a test_alloc. */
void test_config(ptxvm_config *cfg, test_alloc *a);
/* A one-dimensional launch: grid blocks of `block` threads. */
void test_launch_1d(ptxvm_launch *l, uint32_t grid, uint32_t block, void **args);

/* Print a module (malloc'd text) and compare two modules' IR
   (tests/unit/print_wrappers.c). */
int pv_test_print_module(ptxvm_module *m, char **out, size_t *len);
int pv_test_modules_equal(ptxvm_module *a, ptxvm_module *b, char *why,
                          size_t n);

/* Run the ZLUDA conformance vectors in dir (tests/conformance.c). */
void suite_conformance(pv_test *t, const char *dir);

/* Unit suites (the files in tests/unit), listed in units.h. */
#define UNIT(name) void unit_##name(pv_test *t);
#include "unit/units.h"
#undef UNIT
#endif
