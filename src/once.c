/* The lock and flags of once.h, on workers.h's mutex and atomic flags. */
#include "once.h"
#include "workers.h"

#if PV_THREADS
static pv_mutex pv_once_mutex = PTHREAD_MUTEX_INITIALIZER;
#else
static pv_mutex pv_once_mutex;   /* a spin lock, or nothing (workers.c) */
#endif

PTXVM_INTERNAL void pv_once_lock(void)
{
    pv_mutex_lock(&pv_once_mutex);
}

PTXVM_INTERNAL void pv_once_unlock(void)
{
    pv_mutex_unlock(&pv_once_mutex);
}

PTXVM_INTERNAL int pv_once_done(const int *flag)
{
    return pv_flag_load(flag);
}

PTXVM_INTERNAL void pv_once_set(int *flag)
{
    pv_flag_store(flag, 1);
}
