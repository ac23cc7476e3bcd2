/* --timeout: a thread that calls ptxvm_interrupt on the VM when the
   launch runs past its deadline (the launch then ends with
   PTXVM_E_INTERRUPTED). The launch's end stops the thread at once. */
#include "watchdog.h"
#include <errno.h>
#include <time.h>

static void *watch(void *arg)
{
    watchdog *w = (watchdog *)arg;
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += (time_t)(w->ms / 1000);
    until.tv_nsec += (long)(w->ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&w->lock);
    while (!w->done) {
        if (pthread_cond_timedwait(&w->wake, &w->lock, &until) == ETIMEDOUT) {
            if (!w->done) {
                ptxvm_interrupt(w->vm);
                w->fired = 1;
            }
            break;
        }
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

int watchdog_start(watchdog *w, ptxvm_vm *vm, uint64_t ms)
{
    w->vm = vm;
    w->ms = ms;
    w->done = 0;
    w->fired = 0;
    w->running = 0;
    if (pthread_mutex_init(&w->lock, NULL) != 0)
        return -1;
    if (pthread_cond_init(&w->wake, NULL) != 0) {
        pthread_mutex_destroy(&w->lock);
        return -1;
    }
    if (pthread_create(&w->thread, NULL, watch, w) != 0) {
        pthread_cond_destroy(&w->wake);
        pthread_mutex_destroy(&w->lock);
        return -1;
    }
    w->running = 1;
    return 0;
}

void watchdog_stop(watchdog *w)
{
    if (!w->running)
        return;
    pthread_mutex_lock(&w->lock);
    w->done = 1;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->lock);
    pthread_join(w->thread, NULL);
    pthread_cond_destroy(&w->wake);
    pthread_mutex_destroy(&w->lock);
    w->running = 0;
}
