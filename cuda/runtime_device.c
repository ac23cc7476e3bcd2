/* The device (one, ordinal 0: the VM), its properties and attributes,
   synchronization, streams and events. Work runs when it is issued, so
   a stream or event is complete as soon as the call that made it
   returns; waits only report a fault left by an earlier launch. */
#include "runtime.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <pthread.h>
#include <unistd.h>


static const cu_arch *rt_picked;

static void pick_arch(void)
{
    rt_picked = cu_arch_from_env();
    if (!rt_picked) {
        rt_say("PTXVM_CUDA_ARCH=%s names no device this library models "
               "(sm_60 61 70 75 80 86 89 90 100 120); describing sm_80\n",
               getenv("PTXVM_CUDA_ARCH"));
        rt_picked = cu_arch_find(NULL);
    }
}

const cu_arch *rt_arch(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, pick_arch);
    return rt_picked;
}

cudaError_t cudaGetDeviceCount(int *count)
{
    if (!count) return rt_ret(cudaErrorInvalidValue);
    *count = 1;
    return cudaSuccess;
}

cudaError_t cudaGetDevice(int *device)
{
    if (!device) return rt_ret(cudaErrorInvalidValue);
    *device = 0;
    return cudaSuccess;
}

cudaError_t cudaSetDevice(int device)
{
    return device == 0 ? cudaSuccess : rt_ret(cudaErrorInvalidDevice);
}

cudaError_t cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags)
{
    (void)deviceFlags; (void)flags;
    return cudaSetDevice(device);
}

cudaError_t cudaSetDeviceFlags(unsigned int flags) { (void)flags; return cudaSuccess; }

cudaError_t cudaGetDeviceFlags(unsigned int *flags)
{
    if (!flags) return rt_ret(cudaErrorInvalidValue);
    *flags = 0;
    return cudaSuccess;
}

cudaError_t cudaDriverGetVersion(int *v)
{
    if (!v) return rt_ret(cudaErrorInvalidValue);
    *v = CUDART_VERSION;
    return cudaSuccess;
}

cudaError_t cudaRuntimeGetVersion(int *v) { return cudaDriverGetVersion(v); }

cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    if (!value) return rt_ret(cudaErrorInvalidValue);
    if (device != 0) return rt_ret(cudaErrorInvalidDevice);
    /* the runtime's attribute numbers are the driver's; kernels run in
       the VM's own addresses (no managed or pageable memory), but every
       pointer the runtime hands out is distinct, so cudaMemcpyDefault
       tells the direction: unified addressing as far as copies go */
    *value = attr == cudaDevAttrUnifiedAddressing ? 1
                                                 : (int)cu_arch_attr(rt_arch(), (int)attr, 0);
    return cudaSuccess;
}

cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *p, int device)
{
    const cu_arch *a = rt_arch();
    if (!p) return rt_ret(cudaErrorInvalidValue);
    if (device != 0) return rt_ret(cudaErrorInvalidDevice);
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", a->name);
    p->totalGlobalMem = a->total_mem;
    p->sharedMemPerBlock = 48 * 1024;
    p->regsPerBlock = 65536;
    p->warpSize = 32;
    p->memPitch = (size_t)1 << 31;
    p->maxThreadsPerBlock = 1024;
    p->maxThreadsDim[0] = 1024; p->maxThreadsDim[1] = 1024; p->maxThreadsDim[2] = 64;
    p->maxGridSize[0] = 0x7fffffff; p->maxGridSize[1] = 65535; p->maxGridSize[2] = 65535;
    p->totalConstMem = 64 * 1024;
    p->major = a->major; p->minor = a->minor;
    p->textureAlignment = 512;
    p->texturePitchAlignment = 32;
    p->multiProcessorCount = a->sms;
    p->canMapHostMemory = 1;
    p->concurrentKernels = 1;
    p->unifiedAddressing = 1;
    p->memoryBusWidth = a->bus_width;
    p->l2CacheSize = a->l2_bytes;
    p->maxThreadsPerMultiProcessor = a->threads_sm;
    p->sharedMemPerMultiprocessor = (size_t)a->smem_sm;
    p->regsPerMultiprocessor = a->regs_sm;
    p->sharedMemPerBlockOptin = (size_t)a->smem_block_optin;
    p->maxBlocksPerMultiProcessor = a->blocks_sm;
    p->cooperativeLaunch = 1;
    p->asyncEngineCount = 2;
    p->streamPrioritiesSupported = 1;
    return cudaSuccess;
}

cudaError_t cudaDeviceSynchronize(void) { return rt_ret(rt_take_pending()); }

cudaError_t cudaDeviceReset(void) { rt_take_pending(); return cudaSuccess; }

cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
    ptxvm_vm *vm = rt_vm();
    if (!vm) return rt_ret(cudaErrorInitializationError);
    ptxvm_result r = PTXVM_OK;
    rt_lock();
    if (limit == cudaLimitStackSize) r = ptxvm_set_limit(vm, PTXVM_LIMIT_STACK_SIZE, value);
    rt_unlock();
    return r == PTXVM_OK ? cudaSuccess : rt_ret(cudaErrorInvalidValue);
}

cudaError_t cudaDeviceGetLimit(size_t *value, enum cudaLimit limit)
{
    uint64_t v = 0;
    if (!value) return rt_ret(cudaErrorInvalidValue);
    ptxvm_vm *vm = rt_vm();
    rt_lock();
    if (limit == cudaLimitStackSize && vm) ptxvm_get_limit(vm, PTXVM_LIMIT_STACK_SIZE, &v);
    else if (limit == cudaLimitPrintfFifoSize || limit == cudaLimitMallocHeapSize) v = 8 << 20;
    rt_unlock();
    *value = (size_t)v;
    return cudaSuccess;
}

/* Profiling brackets: nothing to start. */
cudaError_t cudaProfilerStart(void) { return cudaSuccess; }
cudaError_t cudaProfilerStop(void) { return cudaSuccess; }

cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache c) { (void)c; return cudaSuccess; }

cudaError_t cudaDeviceGetStreamPriorityRange(int *least, int *greatest)
{
    if (least) *least = 0;
    if (greatest) *greatest = 0;
    return cudaSuccess;
}

/* ---- streams ---------------------------------------------------------- */
struct CUstream_st { unsigned flags; int priority; };

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *s, unsigned int flags, int priority)
{
    if (!s) return rt_ret(cudaErrorInvalidValue);
    struct CUstream_st *st = calloc(1, sizeof *st);
    if (!st) return rt_ret(cudaErrorMemoryAllocation);
    st->flags = flags; st->priority = priority;
    *s = st;
    return cudaSuccess;
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int flags)
{
    return cudaStreamCreateWithPriority(s, flags, 0);
}

cudaError_t cudaStreamCreate(cudaStream_t *s) { return cudaStreamCreateWithPriority(s, 0, 0); }

cudaError_t cudaStreamDestroy(cudaStream_t s) { free(s); return cudaSuccess; }

cudaError_t cudaStreamSynchronize(cudaStream_t s) { (void)s; return rt_ret(rt_take_pending()); }

cudaError_t cudaStreamQuery(cudaStream_t s) { (void)s; return cudaSuccess; }

cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned int flags)
{
    (void)s; (void)e; (void)flags;
    return cudaSuccess;
}

cudaError_t cudaStreamGetFlags(cudaStream_t s, unsigned int *flags)
{
    if (!flags) return rt_ret(cudaErrorInvalidValue);
    *flags = s ? s->flags : 0;
    return cudaSuccess;
}

cudaError_t cudaStreamGetPriority(cudaStream_t s, int *priority)
{
    if (!priority) return rt_ret(cudaErrorInvalidValue);
    *priority = s ? s->priority : 0;
    return cudaSuccess;
}

/* The stream's earlier work is done, so the callback runs now. */
cudaError_t cudaStreamAddCallback(cudaStream_t s, cudaStreamCallback_t cb, void *user,
                                  unsigned int flags)
{
    (void)flags;
    if (!cb) return rt_ret(cudaErrorInvalidValue);
    cb(s, rt_take_pending(), user);
    return cudaSuccess;
}

cudaError_t cudaLaunchHostFunc(cudaStream_t s, cudaHostFn_t fn, void *user)
{
    (void)s;
    if (!fn) return rt_ret(cudaErrorInvalidValue);
    fn(user);
    return cudaSuccess;
}

/* ---- events ----------------------------------------------------------- */
struct CUevent_st { unsigned flags; int recorded; double ms; };

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned int flags)
{
    if (!e) return rt_ret(cudaErrorInvalidValue);
    struct CUevent_st *ev = calloc(1, sizeof *ev);
    if (!ev) return rt_ret(cudaErrorMemoryAllocation);
    ev->flags = flags;
    *e = ev;
    return cudaSuccess;
}

cudaError_t cudaEventCreate(cudaEvent_t *e) { return cudaEventCreateWithFlags(e, 0); }

cudaError_t cudaEventDestroy(cudaEvent_t e)
{
    if (!e) return rt_ret(cudaErrorInvalidResourceHandle);
    free(e);
    return cudaSuccess;
}

cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s)
{
    (void)s;
    if (!e) return rt_ret(cudaErrorInvalidResourceHandle);
    e->recorded = 1;
    e->ms = now_ms();
    return cudaSuccess;
}

cudaError_t cudaEventRecordWithFlags(cudaEvent_t e, cudaStream_t s, unsigned int flags)
{
    (void)flags;
    return cudaEventRecord(e, s);
}

cudaError_t cudaEventSynchronize(cudaEvent_t e)
{
    if (!e) return rt_ret(cudaErrorInvalidResourceHandle);
    return rt_ret(rt_take_pending());
}

cudaError_t cudaEventQuery(cudaEvent_t e)
{
    return e ? cudaSuccess : rt_ret(cudaErrorInvalidResourceHandle);
}

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    if (!ms) return rt_ret(cudaErrorInvalidValue);
    if (!start || !end) return rt_ret(cudaErrorInvalidResourceHandle);
    if (!start->recorded || !end->recorded) return rt_ret(cudaErrorInvalidResourceHandle);
    if ((start->flags | end->flags) & cudaEventDisableTiming)
        return rt_ret(cudaErrorInvalidResourceHandle);
    *ms = (float)(end->ms - start->ms);
    return cudaSuccess;
}
