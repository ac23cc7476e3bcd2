/* A host job system of one thread per job (host_jobs.h). */
#include "host_jobs.h"
#include <stddef.h>

/* also where the library is built without threads (PTXVM_NO_THREADS):
   the host may still call it from several threads at once */
#if defined(__unix__)
#include <pthread.h>
#define HJ_THREADS 1
#else
#define HJ_THREADS 0
#endif

#define HJ_MAX 16

#if HJ_THREADS
typedef struct hj_job {
    void   (*job)(void *, uint32_t);
    void    *arg;
    uint32_t index;
} hj_job;

static void *hj_thread(void *p)
{
    hj_job *j = (hj_job *)p;
    j->job(j->arg, j->index);
    return NULL;
}
#endif

void test_host_jobs(void *user, uint32_t count,
                    void (*job)(void *, uint32_t), void *arg)
{
    uint32_t i;
#if HJ_THREADS
    hj_job js[HJ_MAX];
    pthread_t th[HJ_MAX];
    int ok[HJ_MAX];
#endif
    (void)user;
#if HJ_THREADS
    if (count <= HJ_MAX) {
        for (i = count; i-- > 0;) {
            js[i].job = job;
            js[i].arg = arg;
            js[i].index = i;
            ok[i] = pthread_create(&th[i], NULL, hj_thread, &js[i]) == 0;
            if (!ok[i])
                job(arg, i);        /* no thread: the caller does its part */
        }
        for (i = 0; i < count; i++)
            if (ok[i])
                pthread_join(th[i], NULL);
        return;
    }
#endif
    for (i = count; i-- > 0;)
        job(arg, i);
}
