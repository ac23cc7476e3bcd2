/* Host threads (see workers.h). */
#include "workers.h"
#include <time.h>
#if PV_THREADS
#include <sched.h>
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

/* Without POSIX threads a host's parallel_for may still run CTAs at
   once (the lock guards the device heap, printf and misaligned host
   mappings): a spin lock where the GNU atomic builtins are, else
   nothing, as for the rest of such a build's races (atomops.c). */
PTXVM_INTERNAL void pv_mutex_lock(pv_mutex *m)
{
#if PV_THREADS
    pthread_mutex_lock(m);
#elif defined(__GNUC__) || defined(__clang__)
    while (__atomic_exchange_n(m, 1, __ATOMIC_ACQUIRE))
        while (__atomic_load_n(m, __ATOMIC_RELAXED))
            ;
#else
    (void)m;
#endif
}

PTXVM_INTERNAL void pv_mutex_unlock(pv_mutex *m)
{
#if PV_THREADS
    pthread_mutex_unlock(m);
#elif defined(__GNUC__) || defined(__clang__)
    __atomic_store_n(m, 0, __ATOMIC_RELEASE);
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

PTXVM_INTERNAL int pv_count_add(int *counter, int d)
{
#if defined(__GNUC__) || defined(__clang__)
    return __atomic_fetch_add(counter, d, __ATOMIC_ACQ_REL);
#else
    int old = *counter;             /* no threads without GNU atomics */
    *counter = old + d;
    return old;
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
#if PV_THREADS && defined(__linux__) && defined(CPU_COUNT)
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return (uint32_t)CPU_COUNT(&set);
#endif
#if PV_THREADS && defined(_SC_NPROCESSORS_ONLN)
    {
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        return n > 0 ? (n > 1024 ? 1024u : (uint32_t)n) : 1u;
    }
#else
    return 1;
#endif
}

#define WK_MAX 64u                 /* threads one launch starts */

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

/* A short wait spins before it sleeps: waking a sleeping thread costs
   tens of microseconds on a virtual machine, as much as a small launch,
   and launches often come back to back. */
#define WK_SPIN_NS 50000u

static void wk_relax(void)
{
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
    __asm__ __volatile__("pause");
#elif defined(__GNUC__) && defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

static uint32_t wk_load(const uint32_t *p)
{
    return __atomic_load_n(p, __ATOMIC_ACQUIRE);
}

/* Spin until *p == v (until_equal) or *p != v, at most WK_SPIN_NS;
   returns whether that came. */
static int wk_spin(const uint32_t *p, uint32_t v, int until_equal)
{
    uint64_t t0 = 0;
    uint32_t i;
    for (i = 0;; i++) {
        if ((wk_load(p) == v) == until_equal)
            return 1;
        wk_relax();
        if ((i & 63) == 63) {
            uint64_t t = pv_now_ns();
            if (!t0)
                t0 = t;
            else if (t - t0 > WK_SPIN_NS)
                return 0;
        }
    }
}

/* One job at a time. The caller hands it to the threads it needs (the
   first count - 1) by bumping each one's seq and signalling its own
   condition: the rest are not woken. It waits until pending, the
   threads still on the job, is 0, so no thread is still reading a job
   when the next is published. seq, pending and quit are atomic: they
   are polled unlocked while spinning; the lock and the conditions serve
   the sleepers. */
struct wk_thread {
    struct pv_pool *pool;
    uint32_t        index;         /* 1..nthreads; the caller is 0         */
    uint32_t        seq;           /* jobs handed to this thread           */
    pthread_cond_t  go;            /* seq moved, or quit                   */
    pthread_t       t;
    char            pad[64];       /* spinners poll seq on lines apart     */
};

struct pv_pool {
    pthread_mutex_t lock;
    pthread_cond_t  done;          /* pending reached 0                    */
    uint32_t        pending;
    uint32_t        quit;
    void          (*job)(void *arg, uint32_t i);
    void           *arg;
    uint32_t        nthreads;      /* the pool's own, the caller excluded  */
    pid_t           pid;           /* the process its threads run in       */
    struct wk_thread threads[WK_MAX];
};

static void *pool_main(void *p)
{
    struct wk_thread *me = (struct wk_thread *)p;
    pv_pool *P = me->pool;
    uint32_t seen = 0;
    for (;;) {
        if (!wk_spin(&me->seq, seen, 0)) {
            pthread_mutex_lock(&P->lock);
            while (wk_load(&me->seq) == seen && !wk_load(&P->quit))
                pthread_cond_wait(&me->go, &P->lock);
            pthread_mutex_unlock(&P->lock);
        }
        if (wk_load(&P->quit))
            return NULL;
        seen = wk_load(&me->seq);
        P->job(P->arg, me->index);
        if (__atomic_sub_fetch(&P->pending, 1, __ATOMIC_ACQ_REL) == 0) {
            pthread_mutex_lock(&P->lock);
            pthread_cond_signal(&P->done);
            pthread_mutex_unlock(&P->lock);
        }
    }
}
#else
struct pv_pool {
    int none;
};
#endif

PTXVM_INTERNAL int pv_pool_create(pv_heap *h, uint32_t n, pv_pool **out)
{
#if PV_THREADS
    pv_pool *P;
    uint32_t i;
    *out = NULL;
    if (n < 2)
        return 0;
    if (n > WK_MAX)
        n = WK_MAX;
    P = (pv_pool *)pv_realloc(h, NULL, 0, sizeof *P);
    if (!P)
        return -1;
    memset(P, 0, sizeof *P);
    if (pthread_mutex_init(&P->lock, NULL) != 0) {
        pv_free(h, P, sizeof *P);
        return 0;
    }
    if (pthread_cond_init(&P->done, NULL) != 0) {
        pthread_mutex_destroy(&P->lock);
        pv_free(h, P, sizeof *P);
        return 0;
    }
    P->pid = getpid();
    for (i = 1; i < n; i++) {
        struct wk_thread *t = &P->threads[P->nthreads];
        t->pool = P;
        t->index = i;
        if (pthread_cond_init(&t->go, NULL) != 0)
            break;
        if (pthread_create(&t->t, NULL, pool_main, t) != 0) {
            pthread_cond_destroy(&t->go);
            break;
        }
        P->nthreads++;
    }
    if (!P->nthreads) {
        pv_pool_destroy(h, P);
        return 0;
    }
    *out = P;
    return 0;
#else
    (void)h;
    (void)n;
    *out = NULL;
    return 0;
#endif
}

PTXVM_INTERNAL int pv_pool_forked(const pv_pool *p)
{
#if PV_THREADS
    return p && p->pid != getpid();
#else
    (void)p;
    return 0;
#endif
}

PTXVM_INTERNAL void pv_pool_destroy(pv_heap *h, pv_pool *p)
{
#if PV_THREADS
    uint32_t i;
    if (!p)
        return;
    if (pv_pool_forked(p)) {
        /* a child of fork has none of the threads to end or join */
        pv_free(h, p, sizeof *p);
        return;
    }
    pthread_mutex_lock(&p->lock);
    __atomic_store_n(&p->quit, 1, __ATOMIC_RELEASE);
    for (i = 0; i < p->nthreads; i++)
        pthread_cond_signal(&p->threads[i].go);
    pthread_mutex_unlock(&p->lock);
    for (i = 0; i < p->nthreads; i++) {
        pthread_join(p->threads[i].t, NULL);
        pthread_cond_destroy(&p->threads[i].go);
    }
    pthread_cond_destroy(&p->done);
    pthread_mutex_destroy(&p->lock);
    pv_free(h, p, sizeof *p);
#else
    (void)h;
    (void)p;
#endif
}

PTXVM_INTERNAL void pv_parallel(const ptxvm_host *host, pv_pool *pool, uint32_t n,
                                void (*job)(void *arg, uint32_t i), void *arg)
{
    uint32_t i;
    if (n > 1 && host && host->parallel_for) {
        host->parallel_for(host->user, n, job, arg);
        return;
    }
#if PV_THREADS
    if (n > 1 && pool) {
        /* indices past a short pool's threads fall to the caller */
        uint32_t m = n < pool->nthreads + 1 ? n : pool->nthreads + 1;
        pthread_mutex_lock(&pool->lock);
        pool->job = job;
        pool->arg = arg;
        __atomic_store_n(&pool->pending, m - 1, __ATOMIC_RELAXED);
        for (i = 1; i < m; i++) {
            struct wk_thread *t = &pool->threads[i - 1];
            __atomic_store_n(&t->seq, t->seq + 1, __ATOMIC_RELEASE);
            pthread_cond_signal(&t->go);
        }
        pthread_mutex_unlock(&pool->lock);
        job(arg, 0);
        if (!wk_spin(&pool->pending, 0, 1)) {
            pthread_mutex_lock(&pool->lock);
            while (wk_load(&pool->pending))
                pthread_cond_wait(&pool->done, &pool->lock);
            pthread_mutex_unlock(&pool->lock);
        }
        for (i = m; i < n; i++)
            job(arg, i);
        return;
    }
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
    (void)pool;
    for (i = 0; i < n; i++)
        job(arg, i);
}
