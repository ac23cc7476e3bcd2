/* Host threads for running CTAs in parallel: a mutex, the number of
   CPUs, and a parallel loop that uses the host's job system
   (ptxvm_host.parallel_for) when it supplies one, else built-in POSIX
   threads, else (PTXVM_NO_THREADS, or no POSIX threads) runs serially. */
#ifndef PTXVM_WORKERS_H
#define PTXVM_WORKERS_H
#include "common.h"

#if !defined(PTXVM_NO_THREADS) && (defined(__unix__) || defined(__APPLE__))
#include <pthread.h>
#define PV_THREADS 1
typedef pthread_mutex_t pv_mutex;
#else
#define PV_THREADS 0
typedef int pv_mutex;
#endif

PTXVM_INTERNAL int  pv_mutex_init(pv_mutex *m);      /* 0 on success */
PTXVM_INTERNAL void pv_mutex_destroy(pv_mutex *m);
PTXVM_INTERNAL void pv_mutex_lock(pv_mutex *m);
PTXVM_INTERNAL void pv_mutex_unlock(pv_mutex *m);

/* Nanoseconds of a monotonic wall clock (CPU time where there is none). */
PTXVM_INTERNAL uint64_t pv_now_ns(void);

/* A flag written and read by different host threads (interrupts). */
PTXVM_INTERNAL void pv_flag_store(int *flag, int value);
PTXVM_INTERNAL int  pv_flag_load(const int *flag);

/* CPUs online (at least 1). */
PTXVM_INTERNAL uint32_t pv_cpu_count(void);

/* Run job(arg, i) for i in [0, n), concurrently where possible: through
   host->parallel_for when set, else on n - 1 new threads plus the
   caller. Returns when all are done; a thread that cannot be created
   leaves its index to the caller. */
PTXVM_INTERNAL void pv_parallel(const ptxvm_host *host, uint32_t n,
                                void (*job)(void *arg, uint32_t i), void *arg);
#endif
