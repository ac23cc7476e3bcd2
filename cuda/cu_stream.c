/* Streams and events. Work runs on the submitting thread when it is
   submitted, so each stream is in order and idle whenever a call
   returns: a query says ready, a wait has nothing to wait for, and an
   event records the moment everything before it had finished. */
#include "cu_internal.h"
#include <stdlib.h>

int cu_stream_ok(CUstream s)
{
    int ok;
    if (s == NULL || s == CU_STREAM_LEGACY || s == CU_STREAM_PER_THREAD) return 1;
    cu_lock();
    ok = cu_obj_valid(s, CU_K_STREAM);
    cu_unlock();
    return ok;
}

static CUresult cu_stream_check(CUstream s)
{
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (!cu_stream_ok(s)) return CUDA_ERROR_INVALID_HANDLE;
    return c->sticky;
}

CU_EXPORT CUresult CUDAAPI cuStreamCreateWithPriority(CUstream *phStream,
    unsigned int flags, int priority)
{
    struct CUstream_st *s;
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (!phStream || (flags & ~(unsigned)CU_STREAM_NON_BLOCKING)) return CUDA_ERROR_INVALID_VALUE;
    s = (struct CUstream_st *)calloc(1, sizeof *s);
    if (!s) return CUDA_ERROR_OUT_OF_MEMORY;
    s->ctx = c;
    s->flags = flags;
    s->priority = priority > 0 ? 0 : priority < -5 ? -5 : priority;
    cu_lock();
    s->id = ++cu_g.stream_ids + 2;   /* 1, 2: the legacy and per-thread streams */
    cu_obj_add(s, CU_K_STREAM);
    cu_unlock();
    *phStream = s;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    return cuStreamCreateWithPriority(phStream, Flags, 0);
}

CU_EXPORT CUresult CUDAAPI cuStreamDestroy(CUstream hStream)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    cu_lock();
    if (!cu_obj_valid(hStream, CU_K_STREAM)) { cu_unlock(); return CUDA_ERROR_INVALID_HANDLE; }
    cu_obj_remove(hStream);
    cu_unlock();
    free(hStream);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuStreamSynchronize(CUstream hStream)
{
    return cu_stream_check(hStream);
}

CU_EXPORT CUresult CUDAAPI cuStreamQuery(CUstream hStream)
{
    return cu_stream_check(hStream);
}

CU_EXPORT CUresult CUDAAPI cuStreamWaitEvent(CUstream hStream, CUevent hEvent,
                                             unsigned int Flags)
{
    CUresult r = cu_stream_check(hStream);
    int ok;
    if (r) return r;
    if (Flags & ~1u) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    ok = cu_obj_valid(hEvent, CU_K_EVENT);
    cu_unlock();
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

CU_EXPORT CUresult CUDAAPI cuStreamGetPriority(CUstream hStream, int *priority)
{
    CUresult r = cu_stream_check(hStream);
    if (r) return r;
    if (!priority) return CUDA_ERROR_INVALID_VALUE;
    *priority = cu_obj_valid(hStream, CU_K_STREAM) ? hStream->priority : 0;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuStreamGetFlags(CUstream hStream, unsigned int *flags)
{
    CUresult r = cu_stream_check(hStream);
    if (r) return r;
    if (!flags) return CUDA_ERROR_INVALID_VALUE;
    *flags = cu_obj_valid(hStream, CU_K_STREAM) ? hStream->flags : 0;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuStreamGetId(CUstream hStream, unsigned long long *id)
{
    CUresult r = cu_stream_check(hStream);
    if (r) return r;
    if (!id) return CUDA_ERROR_INVALID_VALUE;
    *id = hStream == CU_STREAM_PER_THREAD ? 2
        : cu_obj_valid(hStream, CU_K_STREAM) ? hStream->id : 1;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuStreamGetCtx(CUstream hStream, CUcontext *pctx)
{
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (!cu_stream_ok(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!pctx) return CUDA_ERROR_INVALID_VALUE;
    *pctx = cu_obj_valid(hStream, CU_K_STREAM) ? hStream->ctx : c;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuStreamGetDevice(CUstream hStream, CUdevice *device)
{
    CUresult r = cu_stream_check(hStream);
    if (r) return r;
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    *device = 0;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuStreamAddCallback(CUstream hStream, CUstreamCallback cb,
                                               void *userData, unsigned int flags)
{
    CUresult r = cu_stream_check(hStream);
    if (r) return r;
    if (!cb || flags) return CUDA_ERROR_INVALID_VALUE;
    cb(hStream, CUDA_SUCCESS, userData);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData)
{
    CUresult r = cu_stream_check(hStream);
    if (r) return r;
    if (!fn) return CUDA_ERROR_INVALID_VALUE;
    fn(userData);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr,
                                                  size_t length, unsigned int flags)
{
    CUresult r = cu_stream_check(hStream);
    (void)length; (void)flags;
    if (r) return r;
    return dptr ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CU_EXPORT CUresult CUDAAPI cuStreamIsCapturing(CUstream hStream,
                                               CUstreamCaptureStatus *captureStatus)
{
    CUresult r = cu_stream_check(hStream);
    if (r) return r;
    if (!captureStatus) return CUDA_ERROR_INVALID_VALUE;
    *captureStatus = CU_STREAM_CAPTURE_STATUS_NONE;
    return CUDA_SUCCESS;
}

/* ---- events ---------------------------------------------------------- */
CU_EXPORT CUresult CUDAAPI cuEventCreate(CUevent *phEvent, unsigned int Flags)
{
    struct CUevent_st *e;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!phEvent || (Flags & ~0xfu)) return CUDA_ERROR_INVALID_VALUE;
    e = (struct CUevent_st *)calloc(1, sizeof *e);
    if (!e) return CUDA_ERROR_OUT_OF_MEMORY;
    e->flags = Flags;
    cu_lock();
    cu_obj_add(e, CU_K_EVENT);
    cu_unlock();
    *phEvent = e;
    return CUDA_SUCCESS;
}

static CUresult cu_event_get(CUevent e)
{
    int ok;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    cu_lock();
    ok = cu_obj_valid(e, CU_K_EVENT);
    cu_unlock();
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

CU_EXPORT CUresult CUDAAPI cuEventRecord(CUevent hEvent, CUstream hStream)
{
    CUresult r = cu_event_get(hEvent);
    if (r) return r;
    if (!cu_stream_ok(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    hEvent->ms = cu_now_ms();
    hEvent->recorded = 1;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuEventRecordWithFlags(CUevent hEvent, CUstream hStream,
                                                  unsigned int flags)
{
    if (flags & ~1u) return CUDA_ERROR_INVALID_VALUE;
    return cuEventRecord(hEvent, hStream);
}

CU_EXPORT CUresult CUDAAPI cuEventQuery(CUevent hEvent)
{
    return cu_event_get(hEvent);
}

CU_EXPORT CUresult CUDAAPI cuEventSynchronize(CUevent hEvent)
{
    return cu_event_get(hEvent);
}

CU_EXPORT CUresult CUDAAPI cuEventDestroy(CUevent hEvent)
{
    CUresult r = cu_event_get(hEvent);
    if (r) return r;
    cu_lock();
    cu_obj_remove(hEvent);
    cu_unlock();
    free(hEvent);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuEventElapsedTime(float *pMilliseconds, CUevent hStart,
                                              CUevent hEnd)
{
    CUresult r = cu_event_get(hStart);
    if (!r) r = cu_event_get(hEnd);
    if (r) return r;
    if (!pMilliseconds) return CUDA_ERROR_INVALID_VALUE;
    if (!hStart->recorded || !hEnd->recorded) return CUDA_ERROR_INVALID_HANDLE;
    if ((hStart->flags | hEnd->flags) & CU_EVENT_DISABLE_TIMING)
        return CUDA_ERROR_INVALID_HANDLE;
    *pMilliseconds = (float)(hEnd->ms - hStart->ms);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent)
{
    (void)hCtx;
    return cuEventRecord(hEvent, NULL);
}

CU_EXPORT CUresult CUDAAPI cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent)
{
    (void)hCtx;
    return cu_event_get(hEvent);
}

CU_EXPORT CUresult CUDAAPI cuStreamGetCtx_v2(CUstream hStream, CUcontext *pCtx,
                                             CUgreenCtx *pGreenCtx)
{
    if (pGreenCtx) *pGreenCtx = NULL;
    return cuStreamGetCtx(hStream, pCtx);
}

/* Stream capture (graphs) is not provided: no stream is ever capturing. */
CU_EXPORT CUresult CUDAAPI cuStreamGetCaptureInfo(CUstream hStream,
    CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out,
    const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out,
    size_t *numDependencies_out)
{
    CUresult r = cu_stream_check(hStream);
    if (r) return r;
    if (!captureStatus_out) return CUDA_ERROR_INVALID_VALUE;
    *captureStatus_out = CU_STREAM_CAPTURE_STATUS_NONE;
    if (id_out) *id_out = 0;
    if (graph_out) *graph_out = NULL;
    if (dependencies_out) *dependencies_out = NULL;
    if (edgeData_out) *edgeData_out = NULL;
    if (numDependencies_out) *numDependencies_out = 0;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
    static __thread CUstreamCaptureMode cur = CU_STREAM_CAPTURE_MODE_GLOBAL;
    CUstreamCaptureMode old;
    if (!mode) return CUDA_ERROR_INVALID_VALUE;
    old = cur;
    cur = *mode;
    *mode = old;
    return CUDA_SUCCESS;
}
