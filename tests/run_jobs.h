/* The runner's suites as jobs, run in order or over forked processes
   (tests/run_jobs.c). */
#ifndef PTXVM_RUN_JOBS_H
#define PTXVM_RUN_JOBS_H
#include "testlib.h"

typedef struct test_job {
    const char *name;
    void (*fn)(pv_test *t);
    int unit;                   /* wrapped in the case "unit NAME" */
} test_job;

/* Run every job, in nproc processes when nproc > 1; the counts of all
   of them end up in t. */
void test_run_jobs(pv_test *t, const test_job *jobs, int njobs, int nproc);
#endif
