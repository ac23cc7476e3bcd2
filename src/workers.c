/* Host threads (see workers.h). */
#include "workers.h"
#include <time.h>
#if PV_THREADS
#include <unistd.h>
#endif

PTXVM_INTERNAL int pv_mutex_init(pv_mutex *m)
{
#if PV_THREADS
    return pthread_mutex_init(m, NULL);
#else
    *m = 0;
    return 0;
#endif
}

PTXVM_INTERNAL void pv_mutex_destroy(pv_mutex *m)
{
#if PV_THREADS
    pthread_mutex_destroy(m);
#else
    (void)m;
#endif
}

PTXVM_INTERNAL void pv_mutex_lock(pv_mutex *m)
{
#if PV_THREADS
    pthread_mutex_lock(m);
#else
    (void)m;
#endif
}

PTXVM_INTERNAL void pv_mutex_unlock(pv_mutex *m)
{
#if PV_THREADS
    pthread_mutex_unlock(m);
#else
    (void)m;
#endif
}

PTXVM_INTERNAL void pv_flag_store(int *flag, int value)
{
#if defined(__GNUC__) || defined(__clang__)
    __atomic_store_n(flag, value, __ATOMIC_RELEASE);
#else
    *(volatile int *)flag = value;
#endif
}

PTXVM_INTERNAL int pv_flag_load(const int *flag)
{
#if defined(__GNUC__) || defined(__clang__)
    return __atomic_load_n(flag, __ATOMIC_ACQUIRE);
#else
    return *(const volatile int *)flag;
#endif
}

PTXVM_INTERNAL uint64_t pv_now_ns(void)
{
#if PV_THREADS && defined(_POSIX_TIMERS) && _POSIX_TIMERS > 0 && defined(CLOCK_MONOTONIC)
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) == 0)
        return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
#endif
    return (uint64_t)((double)clock() * (1e9 / CLOCKS_PER_SEC));
}

PTXVM_INTERNAL uint32_t pv_cpu_count(void)
{
#if PV_THREADS && defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (n > 1024 ? 1024u : (uint32_t)n) : 1u;
#else
    return 1;
#endif
}

#if PV_THREADS
typedef struct wk_start {
    void   (*job)(void *arg, uint32_t i);
    void    *arg;
    uint32_t index;
} wk_start;

static void *wk_main(void *p)
{
    const wk_start *s = (const wk_start *)p;
    s->job(s->arg, s->index);
    return NULL;
}
#endif

#define WK_MAX 64u                 /* threads one launch starts */

PTXVM_INTERNAL void pv_parallel(const ptxvm_host *host, uint32_t n,
                                void (*job)(void *arg, uint32_t i), void *arg)
{
    uint32_t i;
    if (n > 1 && host && host->parallel_for) {
        host->parallel_for(host->user, n, job, arg);
        return;
    }
#if PV_THREADS
    if (n > 1) {
        pthread_t t[WK_MAX];
        wk_start s[WK_MAX];
        int made[WK_MAX];
        if (n > WK_MAX)
            n = WK_MAX;
        for (i = 1; i < n; i++) {
            s[i].job = job;
            s[i].arg = arg;
            s[i].index = i;
            made[i] = pthread_create(&t[i], NULL, wk_main, &s[i]) == 0;
        }
        job(arg, 0);
        for (i = 1; i < n; i++) {
            if (made[i])
                pthread_join(t[i], NULL);
            else
                job(arg, i);        /* no thread: the caller does its part */
        }
        return;
    }
#endif
    for (i = 0; i < n; i++)
        job(arg, i);
}
