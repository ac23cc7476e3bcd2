/* One kernel launched over and over on one VM: the kernel's first
   parameter an output buffer, then n 32-bit values. The fast-against-
   slow suites open two of these (fused on several workers, unfused on
   one) and compare every launch's words and message. */
#ifndef PTXVM_PARAM_RUNS_H
#define PTXVM_PARAM_RUNS_H
#include "../testlib.h"

typedef struct pr_run {
    test_alloc    a;
    ptxvm_vm     *vm;
    ptxvm_module *m;
    ptxvm_kernel *k;
    ptxvm_addr    out;
    size_t        out_bytes;
    const char   *mode;          /* "fused" or "unfused", for messages */
} pr_run;

/* src (len bytes, named file) loaded on a VM with config flags and
   `workers` workers, its kernel `kernel` and an output buffer of
   out_bytes. When a step fails: one failed check, nothing left open, 0. */
int pr_open(pv_test *t, pr_run *s, const char *src, size_t len, const char *file,
            const char *kernel, uint32_t flags, unsigned workers, size_t out_bytes);
/* One launch of grid blocks of block threads with the n (at most 8)
   values of p after the output, which starts as 0x5a bytes: the result,
   the output in got, the error message in msg ("" on success). */
ptxvm_result pr_launch(pr_run *s, uint32_t grid, uint32_t block, const uint32_t *p,
                       uint32_t n, uint32_t *got, char *msg, size_t cap);
/* Free the buffer and the VM; a check that every byte came back. */
void pr_close(pv_test *t, pr_run *s);

/* The fast-against-slow pair: the kernel fused on 3 workers against the
   kernel unfused on 1; with copies == 2 the fused one also runs on the
   portable copy of the dispatch loop (the AVX2 copy's twin). It counts
   launches, launches that faulted and launches whose results differ. */
typedef struct pr_pair {
    pr_run    f, u;
    int       copies;
    int       portable;      /* the copy in use when the pair opened */
    uint32_t  n, faults, bad;
    uint32_t *got;           /* fused, portable, unfused: out_bytes each */
    char      msg[3][512];
    char      why[1800];     /* what differed, after a disagreement */
} pr_pair;

/* Both VMs and three output buffers; 0 after one failed check. */
int pr_pair_open(pv_test *t, pr_pair *s, const char *src, size_t len, const char *file,
                 const char *kernel, size_t out_bytes, int copies);
/* One launch each way (see pr_launch): 1 when the results, messages and
   (for clean launches) every output word agree; else 0 with s->why. */
int pr_pair_launch(pr_pair *s, uint32_t grid, uint32_t block, const uint32_t *p,
                   uint32_t n);
/* Whether the fused kernel's listing holds at least n_ld LD_SH32 and
   n_st ST_SH32 (a check that fails shows the listing). */
void pr_pair_fused_sh32(pv_test *t, pr_pair *s, int n_ld, int n_st);
void pr_pair_close(pv_test *t, pr_pair *s);
#endif
