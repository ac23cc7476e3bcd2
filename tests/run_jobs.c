/* The runner's jobs: each suite is one job, run in this process or, with
   -j N, spread over N forked processes that take the next job as they
   finish one (the suites are independent; every VM is the case's own).
   Processes pick job indices from a pipe, so a long suite does not hold
   up the rest, and the parent adds up their counts: the last line is
   the same "N passed, N failed, N skipped" as a run in one process. A
   process that dies (a sanitizer report, a signal) counts as a failure
   named by its exit status. */
#include "run_jobs.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* PTXVM_TEST_TIMES=S prints each job that took more than S seconds:
   where the suite's time goes, for keeping CI within its budget. */
static void run_job(pv_test *t, const test_job *j)
{
    const char *e = getenv("PTXVM_TEST_TIMES");
    double since = now_s();
    if (!j->unit)
        j->fn(t);
    else if (test_begin(t, "unit %s", j->name)) {
        j->fn(t);
        test_end(t);
    }
    if (e && now_s() - since > atof(e))
        fprintf(stderr, "time %8.2f s  %s\n", now_s() - since, j->name);
}

/* Write all of n bytes (a pipe may take them in parts). */
static int write_all(int fd, const void *p, size_t n)
{
    const char *c = (const char *)p;
    while (n) {
        ssize_t k = write(fd, c, n);
        if (k <= 0)
            return -1;
        c += k;
        n -= (size_t)k;
    }
    return 0;
}

static void child(pv_test *t, const test_job *jobs, int todo, int done)
{
    int i, counts[3];
    pv_test c = *t;
    c.passed = c.failed = c.skipped = 0;
    /* one int a read: the parent wrote them all in one write of less
       than PIPE_BUF, so no read returns part of an index */
    while (read(todo, &i, sizeof i) == (ssize_t)sizeof i)
        run_job(&c, &jobs[i]);
    counts[0] = c.passed, counts[1] = c.failed, counts[2] = c.skipped;
    fflush(stdout);
    fflush(stderr);
    _exit(write_all(done, counts, sizeof counts) == 0 ? 0 : 3);
}

static void run_forked(pv_test *t, const test_job *jobs, int njobs, int nproc)
{
    int todo[2], done[2], p, i, started = 0, *order;
    order = (int *)malloc(sizeof *order * (size_t)njobs);
    if (!order || pipe(todo) != 0 || pipe(done) != 0) {
        free(order);
        for (i = 0; i < njobs; i++)
            run_job(t, &jobs[i]);
        return;
    }
    for (i = 0; i < njobs; i++)
        order[i] = i;
    write_all(todo[1], order, sizeof *order * (size_t)njobs);
    free(order);
    close(todo[1]);
    fflush(stdout);
    fflush(stderr);
    for (p = 0; p < nproc; p++) {
        pid_t pid = fork();
        if (pid == 0) {
            close(done[0]);
            child(t, jobs, todo[0], done[1]);
        }
        if (pid > 0)
            started++;
    }
    close(todo[0]);
    close(done[1]);
    if (started == 0) {          /* no process: nothing read the pipe */
        printf("FAIL runner: cannot fork\n");
        t->failed++;
    }
    for (p = 0; p < started; p++) {
        int counts[3];
        ssize_t k = read(done[0], counts, sizeof counts);
        if (k == (ssize_t)sizeof counts) {
            t->passed += counts[0];
            t->failed += counts[1];
            t->skipped += counts[2];
        }
    }
    close(done[0]);
    for (p = 0; p < started; p++) {
        int status;
        if (wait(&status) < 0)
            break;
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            printf("FAIL runner: a test process %s %d (its suites' counts are lost)\n",
                   WIFSIGNALED(status) ? "died of signal" : "exited with",
                   WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
            t->failed++;
        }
    }
}

void test_run_jobs(pv_test *t, const test_job *jobs, int njobs, int nproc)
{
    int i;
    /* the indices go down the pipe before any process reads it */
    if (nproc <= 1 || njobs <= 1 || sizeof(int) * (size_t)njobs > 4096) {
        for (i = 0; i < njobs; i++)
            run_job(t, &jobs[i]);
        return;
    }
    run_forked(t, jobs, njobs, nproc < njobs ? nproc : njobs);
}
