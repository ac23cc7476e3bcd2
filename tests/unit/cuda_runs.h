/* The launches of the CUDA sources in tests/exec/cu/, shared by the
   differential tests: test_build_diff.c runs them on every build of a
   source and test_config_diff.c under every configuration variant. Each
   source's kernels, shapes and inputs come from its harness
   (cuda_harness.h), so the launches are the ones it checks against C. */
#ifndef PTXVM_TEST_CUDA_RUNS_H
#define PTXVM_TEST_CUDA_RUNS_H
#include "../testlib.h"
#include "../support/variants.h"

/* One result of a run: an output buffer after a launch, a launch's result
   code, or the lines a launch printed (sorted). */
typedef struct cr_out {
    char name[96];             /* "KERNEL[.shape] what" */
    unsigned char *data;
    size_t len;
    unsigned char *skip;       /* per 32-bit word: 1 = depends on the order
                                  of atomics by design; NULL: none */
    unsigned w;                /* elements per thread (messages), or 0 */
    unsigned esz;              /* bytes per element: 4 or 8 */
} cr_out;

/* Everything one build of a source gives, in launch order. */
typedef struct cr_run {
    cr_out *outs;
    unsigned n, cap;
    int loaded;                /* the module loaded */
} cr_run;

typedef struct cr_ctx cr_ctx;
typedef struct cr_source {
    const char *name;          /* tests/exec/cu/NAME.cu */
    void (*run)(cr_ctx *x, const char *source);
} cr_source;
/* Every source, with the harness family that runs it. */
extern const cr_source cr_sources[];
extern const unsigned cr_nsources;
const cr_source *cr_find(const char *source);

/* Load the build at path into a VM configured as v and run every launch
   of source s, appending each result to run; failures to create or load
   are test failures. 1 when the module loaded. */
int cr_run_build(pv_test *t, const cr_source *s, const char *path,
                 const pv_variant *v, cr_run *run);
void cr_run_free(cr_run *run);

/* The 32-bit words of o that differ from p's, skipped words left out:
   their count; the first in *first. Outputs of different lengths differ
   in every word. */
size_t cr_out_diff(const cr_out *o, const cr_out *p, size_t *first);
/* Where 32-bit word i of o lies: "thread T d[J]" or "d[J]", and the
   element's index in *elem */
void cr_where(const cr_out *o, size_t i, char *buf, size_t cap, size_t *elem);
/* Element e of o (4 or 8 bytes; 0 past the end). */
uint64_t cr_elem(const cr_out *o, size_t e);
#endif
