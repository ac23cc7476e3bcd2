/* CTAs on the host's own job system, as a game engine runs them: the VM
   is given a parallel_for hook, and this program's thread pool (a queue
   of jobs served by a few worker threads, the way an engine's job system
   works) runs what it receives.

   parallel_for(user, count, job, arg) is called once per launch with
   count = the number of workers the VM wants (ptxvm_config.threads), not
   one job per CTA: each job(arg, i) is a worker's whole share, pulling
   CTAs until the grid is done, so the pool needs count jobs, each index
   run exactly once, and parallel_for returns when all have finished.

     jobsystem_demo examples/saxpy.ptx

   Build: cc -I. examples/jobsystem_demo.c ptxvm.c -lm -pthread */
#define _POSIX_C_SOURCE 200809L
#include "ptxvm.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "read_file.h"

/* ---- a tiny job system --------------------------------------------------- */
#define POOL_THREADS 3
#define QUEUE_CAP 64

typedef struct task {
    void (*fn)(void *arg, uint32_t index);
    void *arg;
    uint32_t index;
} task;

typedef struct pool {
    pthread_t threads[POOL_THREADS];
    pthread_mutex_t lock;
    pthread_cond_t work, idle;
    task queue[QUEUE_CAP];
    unsigned head, tail;         /* queue[head..tail) waits to run      */
    unsigned running;            /* tasks taken and not yet finished    */
    int quit;
    unsigned long ran[POOL_THREADS];   /* jobs each thread has run      */
    unsigned long batches;             /* parallel_for calls            */
} pool;

typedef struct worker_arg {
    pool *p;
    int id;
} worker_arg;

static void *pool_worker(void *v)
{
    worker_arg *w = (worker_arg *)v;
    pool *p = w->p;
    pthread_mutex_lock(&p->lock);
    for (;;) {
        task t;
        while (p->head == p->tail && !p->quit)
            pthread_cond_wait(&p->work, &p->lock);
        if (p->head == p->tail)
            break;                           /* quit, queue drained */
        t = p->queue[p->head++ % QUEUE_CAP];
        p->running++;
        pthread_mutex_unlock(&p->lock);
        t.fn(t.arg, t.index);
        pthread_mutex_lock(&p->lock);
        p->ran[w->id]++;
        p->running--;
        if (p->head == p->tail && p->running == 0)
            pthread_cond_broadcast(&p->idle);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

/* The hook: queue count jobs, wait until the pool has run them all. */
static void pool_parallel_for(void *user, uint32_t count,
                              void (*job)(void *arg, uint32_t index), void *arg)
{
    pool *p = (pool *)user;
    uint32_t i;
    pthread_mutex_lock(&p->lock);
    p->batches++;
    for (i = 0; i < count; i++) {
        while (p->tail - p->head == QUEUE_CAP)     /* full: let it drain */
            pthread_cond_wait(&p->idle, &p->lock);
        p->queue[p->tail++ % QUEUE_CAP] = (task){job, arg, i};
        pthread_cond_signal(&p->work);
    }
    while (p->head != p->tail || p->running)
        pthread_cond_wait(&p->idle, &p->lock);
    pthread_mutex_unlock(&p->lock);
}

static worker_arg worker_args[POOL_THREADS];

static int pool_start(pool *p)
{
    int i;
    *p = (pool){0};
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->work, NULL);
    pthread_cond_init(&p->idle, NULL);
    for (i = 0; i < POOL_THREADS; i++) {
        worker_args[i] = (worker_arg){p, i};
        if (pthread_create(&p->threads[i], NULL, pool_worker, &worker_args[i]) != 0)
            return -1;
    }
    return 0;
}

static void pool_stop(pool *p)
{
    int i;
    pthread_mutex_lock(&p->lock);
    p->quit = 1;
    pthread_cond_broadcast(&p->work);
    pthread_mutex_unlock(&p->lock);
    for (i = 0; i < POOL_THREADS; i++)
        pthread_join(p->threads[i], NULL);
    pthread_cond_destroy(&p->work);
    pthread_cond_destroy(&p->idle);
    pthread_mutex_destroy(&p->lock);
}

/* ---- the program ------------------------------------------------------------ */
int main(int argc, char **argv)
{
    enum { N = 1 << 18, BLOCK = 256, WORKERS = 4, LAUNCHES = 20 };
    const char *path = argc > 1 ? argv[1] : "examples/saxpy.ptx";
    static float x[N], y[N];
    float a = 3.0f;
    int n = N, bad = 0, i;
    pool p;
    ptxvm_config cfg;
    ptxvm_vm *vm = NULL;
    ptxvm_module *mod;
    ptxvm_kernel *k;
    ptxvm_addr dx = 0, dy = 0;
    ptxvm_launch l = {{N / BLOCK, 1, 1}, {BLOCK, 1, 1}, 0, NULL, 0, (uint32_t)sizeof(ptxvm_launch)};
    void *args[4];
    ptxvm_result r;
    size_t len;
    unsigned long total = 0;
    char *ptx = read_file(path, &len);
    if (!ptx) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    if (pool_start(&p) != 0) {
        fprintf(stderr, "cannot start the pool\n");
        return 1;
    }
    ptxvm_config_init(&cfg);
    cfg.threads = WORKERS;                 /* parallel_for gets count 4 */
    cfg.host.user = &p;
    cfg.host.parallel_for = pool_parallel_for;
    r = ptxvm_create(&cfg, &vm);
    if (r == PTXVM_OK)
        r = ptxvm_module_load(vm, ptx, len, path, &mod);
    free(ptx);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(mod, "saxpy", &k);
    for (i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = (float)(i % 1000);
    }
    if (r == PTXVM_OK)
        r = ptxvm_mem_map(vm, x, sizeof x, PTXVM_READ, &dx);
    if (r == PTXVM_OK)
        r = ptxvm_mem_map(vm, y, sizeof y, PTXVM_READ | PTXVM_WRITE, &dy);
    args[0] = &n;
    args[1] = &a;
    args[2] = &dx;
    args[3] = &dy;
    l.args = args;
    /* y += a * x, LAUNCHES times: exact in f32 at these sizes */
    for (i = 0; i < LAUNCHES && r == PTXVM_OK; i++)
        r = ptxvm_launch_kernel(k, &l, NULL);
    if (r != PTXVM_OK) {
        fprintf(stderr, "%s: %s\n", ptxvm_result_name(r), ptxvm_error_message(vm));
        ptxvm_destroy(vm);
        pool_stop(&p);
        return 1;
    }
    ptxvm_destroy(vm);
    pool_stop(&p);
    for (i = 0; i < N; i++)
        bad += y[i] != (float)LAUNCHES * 3.0f * (float)i + (float)(i % 1000);
    printf("saxpy, %d launches of %d CTAs of %d threads on the job system: %s\n",
           LAUNCHES, N / BLOCK, BLOCK, bad ? "WRONG" : "correct");
    printf("parallel_for calls: %lu; jobs run per pool thread:", p.batches);
    for (i = 0; i < POOL_THREADS; i++) {
        printf(" %lu", p.ran[i]);
        total += p.ran[i];
    }
    printf(" (%lu in all)\n", total);
    /* every launch's jobs ran on the pool, WORKERS of them per call */
    if (p.batches != LAUNCHES || total != p.batches * WORKERS) {
        printf("the job system did not run the launch's jobs\n");
        return 1;
    }
    return bad ? 1 : 0;
}
