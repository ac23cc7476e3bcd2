/* Contexts: the primary context and created ones, each thread's stack of
   current contexts. All contexts share the one VM (one device); a
   context owns the modules, memory and streams made while it was
   current, and releases them when it is destroyed or reset. */
#include "cu_internal.h"
#include <stdlib.h>
#include <string.h>

#define CU_CTX_STACK_MAX 64
static __thread CUcontext cu_tls_stack[CU_CTX_STACK_MAX];
static __thread int cu_tls_depth;

CUcontext cu_ctx_current(void)
{
    return cu_tls_depth ? cu_tls_stack[cu_tls_depth - 1] : NULL;
}

static int cu_ctx_live(CUcontext c)
{
    return c && cu_obj_valid(c, CU_K_CTX);
}

CUresult cu_need_ctx(CUcontext *out)
{
    CUcontext c;
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    c = cu_ctx_current();
    if (!c) return CUDA_ERROR_INVALID_CONTEXT;
    cu_lock();
    if (!cu_ctx_live(c)) { cu_unlock(); return CUDA_ERROR_CONTEXT_IS_DESTROYED; }
    cu_unlock();
    if (out) *out = c;
    return CUDA_SUCCESS;
}

static void cu_ctx_defaults(CUcontext c, unsigned flags)
{
    memset(c, 0, sizeof *c);
    c->flags = flags;
    c->limits[CU_LIMIT_STACK_SIZE] = 1024;
    c->limits[CU_LIMIT_PRINTF_FIFO_SIZE] = 1048576;
    c->limits[CU_LIMIT_MALLOC_HEAP_SIZE] = 8388608;
    c->limits[CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH] = 2;
    c->limits[CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT] = 2048;
    c->limits[CU_LIMIT_MAX_L2_FETCH_GRANULARITY] = 64;
}

void cu_ctx_release_resources(CUcontext ctx)
{
    cu_module_release_ctx(ctx);
    cu_mem_release_ctx(ctx);
}

/* Remove every reference to ctx from this thread's stack (other threads'
   stacks keep a dangling entry that cu_need_ctx reports as destroyed). */
static void cu_ctx_forget(CUcontext ctx)
{
    int i, j = 0;
    for (i = 0; i < cu_tls_depth; i++)
        if (cu_tls_stack[i] != ctx) cu_tls_stack[j++] = cu_tls_stack[i];
    cu_tls_depth = j;
}

/* ---- the primary context ------------------------------------------- */
CU_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!pctx) return CUDA_ERROR_INVALID_VALUE;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    cu_lock();
    if (cu_g.primary_refs++ == 0) {
        cu_ctx_defaults(&cu_g.primary, cu_g.primary_flags);
        cu_g.primary.primary = 1;
        cu_obj_add(&cu_g.primary, CU_K_CTX);
    }
    cu_unlock();
    *pctx = &cu_g.primary;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice dev)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    cu_lock();
    if (cu_g.primary_refs == 0) { cu_unlock(); return CUDA_ERROR_INVALID_CONTEXT; }
    if (--cu_g.primary_refs == 0) {
        cu_ctx_release_resources(&cu_g.primary);
        cu_obj_remove(&cu_g.primary);
    }
    cu_unlock();
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxReset(CUdevice dev)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    cu_lock();
    if (cu_g.primary_refs) {
        cu_ctx_release_resources(&cu_g.primary);
        cu_obj_remove(&cu_g.primary);
        cu_g.primary_refs = 0;
    }
    cu_g.primary_flags = 0;
    cu_unlock();
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags,
                                                      int *active)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!flags || !active) return CUDA_ERROR_INVALID_VALUE;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    cu_lock();
    *flags = cu_g.primary_flags;
    *active = cu_g.primary_refs > 0;
    cu_unlock();
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    if (flags & ~0x1fu) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    cu_g.primary_flags = flags;
    if (cu_g.primary_refs) cu_g.primary.flags = flags;
    cu_unlock();
    return CUDA_SUCCESS;
}

/* ---- created contexts ---------------------------------------------- */
static CUresult cu_ctx_create(CUcontext *pctx, unsigned flags, CUdevice dev)
{
    CUcontext c;
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!pctx) return CUDA_ERROR_INVALID_VALUE;
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    if (flags & ~0x1fu) return CUDA_ERROR_INVALID_VALUE;
    if (cu_tls_depth == CU_CTX_STACK_MAX) return CUDA_ERROR_OUT_OF_MEMORY;
    c = (CUcontext)malloc(sizeof *c);
    if (!c) return CUDA_ERROR_OUT_OF_MEMORY;
    cu_ctx_defaults(c, flags);
    c->attached = 1;
    cu_lock();
    cu_obj_add(c, CU_K_CTX);
    cu_unlock();
    cu_tls_stack[cu_tls_depth++] = c;   /* made current, as CUDA does */
    *pctx = c;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxCreate(CUcontext *pctx, CUctxCreateParams *params,
                                       unsigned int flags, CUdevice dev)
{
    if (params && (params->numExecAffinityParams || params->cigParams))
        return CUDA_ERROR_NOT_SUPPORTED;
    return cu_ctx_create(pctx, flags, dev);
}

/* The names older toolkits' cuda.h gave cuCtxCreate. */
CUresult CUDAAPI cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev);
CU_EXPORT CUresult CUDAAPI cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev)
{
    return cu_ctx_create(pctx, flags, dev);
}
CUresult CUDAAPI cuCtxCreate_v3(CUcontext *pctx, void *paramsArray, int numParams,
                                unsigned int flags, CUdevice dev);
CU_EXPORT CUresult CUDAAPI cuCtxCreate_v3(CUcontext *pctx, void *paramsArray,
                                          int numParams, unsigned int flags, CUdevice dev)
{
    (void)paramsArray;
    if (numParams) return CUDA_ERROR_NOT_SUPPORTED;
    return cu_ctx_create(pctx, flags, dev);
}

CU_EXPORT CUresult CUDAAPI cuCtxDestroy(CUcontext ctx)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    cu_lock();
    if (!cu_ctx_live(ctx)) { cu_unlock(); return CUDA_ERROR_INVALID_CONTEXT; }
    if (ctx->primary) { cu_unlock(); return CUDA_ERROR_INVALID_CONTEXT; }
    cu_ctx_release_resources(ctx);
    cu_obj_remove(ctx);
    cu_unlock();
    cu_ctx_forget(ctx);
    free(ctx);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxPushCurrent(CUcontext ctx)
{
    int ok;
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    cu_lock();
    ok = cu_ctx_live(ctx);
    cu_unlock();
    if (!ok) return CUDA_ERROR_INVALID_CONTEXT;
    if (cu_tls_depth == CU_CTX_STACK_MAX) return CUDA_ERROR_OUT_OF_MEMORY;
    cu_tls_stack[cu_tls_depth++] = ctx;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxPopCurrent(CUcontext *pctx)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!cu_tls_depth) return CUDA_ERROR_INVALID_CONTEXT;
    cu_tls_depth--;
    if (pctx) *pctx = cu_tls_stack[cu_tls_depth];
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxSetCurrent(CUcontext ctx)
{
    int ok;
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!ctx) {                       /* NULL: pop the top, if any */
        if (cu_tls_depth) cu_tls_depth--;
        return CUDA_SUCCESS;
    }
    cu_lock();
    ok = cu_ctx_live(ctx);
    cu_unlock();
    if (!ok) return CUDA_ERROR_INVALID_CONTEXT;
    if (cu_tls_depth) cu_tls_stack[cu_tls_depth - 1] = ctx;
    else cu_tls_stack[cu_tls_depth++] = ctx;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxGetCurrent(CUcontext *pctx)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!pctx) return CUDA_ERROR_INVALID_VALUE;
    *pctx = cu_ctx_current();
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxGetDevice(CUdevice *device)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    *device = 0;
    return CUDA_SUCCESS;
}

/* ctx NULL: the current one; else ctx must be live. */
static CUresult cu_ctx_or_current(CUcontext ctx, CUcontext *out)
{
    int ok;
    if (!ctx) return cu_need_ctx(out);
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    cu_lock();
    ok = cu_ctx_live(ctx);
    cu_unlock();
    if (!ok) return CUDA_ERROR_INVALID_CONTEXT;
    *out = ctx;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx)
{
    CUcontext c;
    CUresult r = cu_ctx_or_current(ctx, &c);
    if (r) return r;
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    *device = c->dev;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxGetFlags(unsigned int *flags)
{
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (!flags) return CUDA_ERROR_INVALID_VALUE;
    *flags = c->flags;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxSetFlags(unsigned int flags)
{
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (flags & ~0x1fu) return CUDA_ERROR_INVALID_VALUE;
    c->flags = flags;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxGetId(CUcontext ctx, unsigned long long *ctxId)
{
    CUcontext c;
    CUresult r = cu_ctx_or_current(ctx, &c);
    if (r) return r;
    if (!ctxId) return CUDA_ERROR_INVALID_VALUE;
    *ctxId = (unsigned long long)(uintptr_t)c;
    return CUDA_SUCCESS;
}

/* Work runs when it is submitted: synchronizing only reports a fault a
   launch left (CUDA's errors are sticky in the context). */
CU_EXPORT CUresult CUDAAPI cuCtxSynchronize(void)
{
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    return r ? r : c->sticky;
}

CU_EXPORT CUresult CUDAAPI cuCtxSynchronize_v2(CUcontext ctx)
{
    CUcontext c;
    CUresult r = cu_ctx_or_current(ctx, &c);
    return r ? r : c->sticky;
}

CU_EXPORT CUresult CUDAAPI cuCtxGetApiVersion(CUcontext ctx, unsigned int *version)
{
    CUcontext c;
    CUresult r = cu_ctx_or_current(ctx, &c);
    if (r) return r;
    if (!version) return CUDA_ERROR_INVALID_VALUE;
    *version = 3020;   /* what CUDA reports for contexts of the _v2 API */
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxGetLimit(size_t *pvalue, CUlimit limit)
{
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (!pvalue) return CUDA_ERROR_INVALID_VALUE;
    if ((unsigned)limit >= sizeof c->limits / sizeof c->limits[0])
        return CUDA_ERROR_UNSUPPORTED_LIMIT;
    *pvalue = c->limits[limit];
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxSetLimit(CUlimit limit, size_t value)
{
    CUcontext c;
    ptxvm_result pr = PTXVM_OK;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    cu_lock();
    switch (limit) {
    case CU_LIMIT_STACK_SIZE:
        pr = ptxvm_set_limit(cu_g.vm, PTXVM_LIMIT_STACK_SIZE, value);
        break;
    case CU_LIMIT_MALLOC_HEAP_SIZE:
        pr = ptxvm_set_limit(cu_g.vm, PTXVM_LIMIT_MALLOC_HEAP_SIZE, value);
        break;
    case CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT:
        pr = ptxvm_set_limit(cu_g.vm, PTXVM_LIMIT_PENDING_LAUNCHES, value);
        break;
    case CU_LIMIT_PRINTF_FIFO_SIZE:
    case CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH:
    case CU_LIMIT_MAX_L2_FETCH_GRANULARITY:
    case CU_LIMIT_PERSISTING_L2_CACHE_SIZE:
        break;
    default:
        cu_unlock();
        return CUDA_ERROR_UNSUPPORTED_LIMIT;
    }
    r = pr != PTXVM_OK ? cu_from_ptxvm(pr, "cuCtxSetLimit") : CUDA_SUCCESS;
    if (!r) c->limits[limit] = value;
    cu_unlock();
    return r;
}

CU_EXPORT CUresult CUDAAPI cuCtxGetCacheConfig(CUfunc_cache *pconfig)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!pconfig) return CUDA_ERROR_INVALID_VALUE;
    *pconfig = CU_FUNC_CACHE_PREFER_NONE;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxSetCacheConfig(CUfunc_cache config)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    return (unsigned)config <= CU_FUNC_CACHE_PREFER_EQUAL ? CUDA_SUCCESS
                                                          : CUDA_ERROR_INVALID_VALUE;
}

CU_EXPORT CUresult CUDAAPI cuCtxGetStreamPriorityRange(int *leastPriority,
                                                       int *greatestPriority)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (leastPriority) *leastPriority = 0;
    if (greatestPriority) *greatestPriority = -5;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxResetPersistingL2Cache(void)
{
    return cu_need_ctx(NULL);
}

CU_EXPORT CUresult CUDAAPI cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags)
{
    CUresult r = cu_need_ctx(NULL);
    (void)peerContext; (void)Flags;
    return r ? r : CUDA_ERROR_PEER_ACCESS_UNSUPPORTED;
}

CU_EXPORT CUresult CUDAAPI cuCtxDisablePeerAccess(CUcontext peerContext)
{
    CUresult r = cu_need_ctx(NULL);
    (void)peerContext;
    return r ? r : CUDA_ERROR_PEER_ACCESS_NOT_ENABLED;
}
