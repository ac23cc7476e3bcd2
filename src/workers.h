/* Host threads for running CTAs in parallel: a mutex, the number of
   CPUs, and a parallel loop that uses the host's job system
   (ptxvm_host.parallel_for) when it supplies one, else built-in POSIX
   threads, else (PTXVM_NO_THREADS, or no POSIX threads) runs serially. */
#ifndef PTXVM_WORKERS_H
#define PTXVM_WORKERS_H
#include "common.h"
#include "mem.h"

/* threads need POSIX threads and the GNU atomic builtins (gcc, clang) */
#if !defined(PTXVM_NO_THREADS) && (defined(__unix__) || defined(__APPLE__)) && \
    (defined(__GNUC__) || defined(__clang__))
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

/* Add d to a counter several host threads change; returns the value
   before. */
PTXVM_INTERNAL int pv_count_add(int *counter, int d);

/* CPUs online (at least 1). */
PTXVM_INTERNAL uint32_t pv_cpu_count(void);

/* Threads kept between launches: a launch of a few hundred
   microseconds would otherwise spend a good part of them creating and
   ending threads (and faulting in their stacks). Between jobs they
   spin briefly, then sleep on a condition variable of their own. NULL
   where there are no threads. */
typedef struct pv_pool pv_pool;

/* Make a pool of n - 1 threads (the caller is the n-th) in *out.
   Returns -1 when out of memory; 0 otherwise, *out NULL when there are
   no threads to be had (pv_parallel then tries per call). A smaller pool
   than asked comes when only some threads could be created. */
PTXVM_INTERNAL int pv_pool_create(pv_heap *h, uint32_t n, pv_pool **out);
/* Whether p was made in another process: after fork, a child has only
   the thread that called fork; the pool must be dropped. */
PTXVM_INTERNAL int pv_pool_forked(const pv_pool *p);
/* End the threads (each finishes its job first) and free the pool. */
PTXVM_INTERNAL void pv_pool_destroy(pv_heap *h, pv_pool *p);

/* Run job(arg, i) for i in [0, n), concurrently where possible: through
   host->parallel_for when set, else on the pool's threads plus the
   caller (pool may be NULL, or smaller than n: then on new threads).
   Returns when all are done; a thread that cannot be created leaves its
   index to the caller. */
PTXVM_INTERNAL void pv_parallel(const ptxvm_host *host, pv_pool *pool, uint32_t n,
                                void (*job)(void *arg, uint32_t i), void *arg);
#endif
