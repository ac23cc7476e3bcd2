/* One real application of the bench_apps suite (tests/bench/bench_apps.c):
   its CUDA source and nvcc's PTX beside this file (commands in BUILDS),
   the host code that runs it on ptxvm the way its CUDA host program
   would, and its C twin: the same algorithm in plain C, single-threaded
   or split over threads. The harness times vm_run against c_run, checks
   every result and prints the ratios. */
#ifndef BENCH_APP_H
#define BENCH_APP_H

#include "ptxvm.h"
#include <stddef.h>

/* What the harness hands an application: a VM (one worker or all of
   them) and the application's module loaded into it. */
typedef struct app_vm {
    ptxvm_vm *vm;
    ptxvm_module *mod;
} app_vm;

typedef struct bench_app {
    const char *name;  /* short name in the report */
    /* PTX file: "x.ptx" in tests/bench/apps/, or "wild:dir/x.ptx" under
       ../shared/corpus/wild/ (the application is skipped without it) */
    const char *ptx;
    const char *size;  /* the problem size, in words */
    /* Make the inputs, deterministically; NULL when out of memory. */
    void *(*init)(void);
    /* Untimed: allocate device memory and copy the inputs in. */
    int (*vm_upload)(void *st, app_vm *v);
    /* Timed, repeatable: every launch of one run of the application as
       its host program makes them (re-copying any input an in-place
       algorithm destroys), ending with the result in device memory. */
    int (*vm_run)(void *st, app_vm *v);
    /* Untimed: copy the results back into the state. */
    int (*vm_download)(void *st, app_vm *v);
    /* The C twin, timed: part `part` of `nparts` threads; phases that
       depend on other parts' results are separated by app_c_sync(). With
       nparts == 1 it does the whole problem alone. */
    void (*c_run)(void *st, int part, int nparts);
    /* 0 when ptxvm's results equal the twin's (or lie within the
       tolerance the application states and explains); else writes why. */
    int (*check)(void *st, char *why, size_t cap);
    void (*fini)(void *st);
} bench_app;

/* Services of the harness. Each prints ptxvm's message on failure and
   abandons the application (reported as FAIL; the suite goes on), so
   application code stays as short as a CUDA host program's. */
ptxvm_addr app_alloc(app_vm *v, const void *host, size_t n); /* host may be NULL: zeroed */
void app_upload(app_vm *v, ptxvm_addr dst, const void *host, size_t n);
void app_fetch(app_vm *v, void *host, ptxvm_addr src, size_t n);
/* One launch of `kernel` (looked up once and cached by the harness);
   shared is the dynamic shared memory in bytes. Returns 0. */
int app_launch(app_vm *v, const char *kernel, unsigned gx, unsigned gy, unsigned gz,
               unsigned bx, unsigned by, unsigned bz, unsigned shared, void **args);
/* A barrier among the C twin's threads (nothing when there is one). */
void app_c_sync(void);

/* Every application: X(name) for a `const bench_app app_<name>` defined
   in tests/bench/apps/<name>.c. */
#include "apps.h"
#define X(n) extern const bench_app app_##n;
BENCH_APPS
#undef X

#endif
