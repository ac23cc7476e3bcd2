/* The --timeout watchdog of ptxvm run (watchdog.c). */
#ifndef PTXVM_CLI_WATCHDOG_H
#define PTXVM_CLI_WATCHDOG_H
#include "cli.h"
#include <pthread.h>

typedef struct watchdog {
    ptxvm_vm       *vm;
    uint64_t        ms;         /* the deadline, from the start           */
    pthread_t       thread;
    pthread_mutex_t lock;
    pthread_cond_t  wake;
    int             done;       /* the launch ended                       */
    int             fired;      /* the deadline passed: vm interrupted    */
    int             running;
} watchdog;

/* Start watching vm for ms milliseconds; -1 if no thread could start. */
int watchdog_start(watchdog *w, ptxvm_vm *vm, uint64_t ms);
/* The launch ended: stop the thread (w->fired says whether it fired). */
void watchdog_stop(watchdog *w);

#endif
