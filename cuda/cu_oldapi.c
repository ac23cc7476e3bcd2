/* The CUDA 2-3 era API, deprecated in cuda.h, that older programs (and
   loaders that resolve every driver function, like the samples'
   dynamic-linking helper) still name: the execution-control launch
   (block shape, parameters set one by one, cuLaunchGrid), context
   attach/detach, shared memory bank configuration. */
#include "cu_internal.h"
#include <stdlib.h>
#include <string.h>

#define CU_OLD_PARAM_MAX 4096    /* the parameter space CUDA gave them */

struct cu_old_launch {
    unsigned char buf[CU_OLD_PARAM_MAX];
    size_t size;
    int block[3];
    unsigned shared;
};

/* The function's state, made on first use. */
static struct cu_old_launch *cu_old(CUfunction f, CUresult *r)
{
    int ok;
    cu_lock();
    ok = cu_obj_valid(f, CU_K_FUNC);
    if (ok && !f->old) {
        f->old = (struct cu_old_launch *)calloc(1, sizeof *f->old);
        if (f->old) f->old->block[0] = f->old->block[1] = f->old->block[2] = 1;
    }
    cu_unlock();
    *r = !ok ? CUDA_ERROR_INVALID_HANDLE : !f->old ? CUDA_ERROR_OUT_OF_MEMORY : CUDA_SUCCESS;
    return *r ? NULL : f->old;
}

CU_EXPORT CUresult CUDAAPI cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z)
{
    CUresult r;
    struct cu_old_launch *o = cu_old(hfunc, &r);
    if (!o) return r;
    if (x <= 0 || y <= 0 || z <= 0) return CUDA_ERROR_INVALID_VALUE;
    o->block[0] = x; o->block[1] = y; o->block[2] = z;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes)
{
    CUresult r;
    struct cu_old_launch *o = cu_old(hfunc, &r);
    if (!o) return r;
    o->shared = bytes;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuParamSetSize(CUfunction hfunc, unsigned int numbytes)
{
    CUresult r;
    struct cu_old_launch *o = cu_old(hfunc, &r);
    if (!o) return r;
    if (numbytes > CU_OLD_PARAM_MAX) return CUDA_ERROR_INVALID_VALUE;
    o->size = numbytes;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuParamSetv(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    CUresult r;
    struct cu_old_launch *o = cu_old(hfunc, &r);
    if (!o) return r;
    if (offset < 0 || !ptr || (size_t)offset + numbytes > CU_OLD_PARAM_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    memcpy(o->buf + offset, ptr, numbytes);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuParamSeti(CUfunction hfunc, int offset, unsigned int value)
{
    return cuParamSetv(hfunc, offset, &value, sizeof value);
}

CU_EXPORT CUresult CUDAAPI cuParamSetf(CUfunction hfunc, int offset, float value)
{
    return cuParamSetv(hfunc, offset, &value, sizeof value);
}

/* Texture references are bound through their module here. */
CU_EXPORT CUresult CUDAAPI cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    CUresult r;
    (void)hTexRef;
    if (!cu_old(hfunc, &r)) return r;
    return texunit == CU_PARAM_TR_DEFAULT ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CU_EXPORT CUresult CUDAAPI cuLaunchGridAsync(CUfunction f, int grid_width, int grid_height,
                                             CUstream hStream)
{
    CUresult r;
    struct cu_old_launch *o = cu_old(f, &r);
    void *extra[5];
    size_t size;
    if (!o) return r;
    if (grid_width <= 0 || grid_height <= 0) return CUDA_ERROR_INVALID_VALUE;
    size = o->size;
    extra[0] = CU_LAUNCH_PARAM_BUFFER_POINTER; extra[1] = o->buf;
    extra[2] = CU_LAUNCH_PARAM_BUFFER_SIZE; extra[3] = &size;
    extra[4] = CU_LAUNCH_PARAM_END;
    return cuLaunchKernel(f, (unsigned)grid_width, (unsigned)grid_height, 1,
                          (unsigned)o->block[0], (unsigned)o->block[1], (unsigned)o->block[2],
                          o->shared, hStream, NULL, f->info.param_count ? extra : NULL);
}

CU_EXPORT CUresult CUDAAPI cuLaunchGrid(CUfunction f, int grid_width, int grid_height)
{
    return cuLaunchGridAsync(f, grid_width, grid_height, NULL);
}

CU_EXPORT CUresult CUDAAPI cuLaunch(CUfunction f)
{
    return cuLaunchGridAsync(f, 1, 1, NULL);
}

/* A created context counts its users: cuCtxCreate makes one, attach
   adds one, detach drops one and destroys it at none. */
CU_EXPORT CUresult CUDAAPI cuCtxAttach(CUcontext *pctx, unsigned int flags)
{
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (!pctx || flags) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    c->attached++;
    cu_unlock();
    *pctx = c;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxDetach(CUcontext ctx)
{
    int last;
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    cu_lock();
    if (!cu_obj_valid(ctx, CU_K_CTX) || ctx->primary || ctx != cu_ctx_current()) {
        cu_unlock();
        return CUDA_ERROR_INVALID_CONTEXT;
    }
    last = --ctx->attached <= 0;
    cu_unlock();
    return last ? cuCtxDestroy(ctx) : CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuCtxGetSharedMemConfig(CUsharedconfig *pConfig)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!pConfig) return CUDA_ERROR_INVALID_VALUE;
    *pConfig = CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE;
    return CUDA_SUCCESS;
}

/* Bank widths change speed on a GPU, never results: accepted. */
CU_EXPORT CUresult CUDAAPI cuCtxSetSharedMemConfig(CUsharedconfig config)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    return (unsigned)config <= CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE
        ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CU_EXPORT CUresult CUDAAPI cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config)
{
    CUresult r;
    if (!cu_old(hfunc, &r)) return r;
    return (unsigned)config <= CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE
        ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* A texture reference outside any module has nothing to bind to. */
CU_EXPORT CUresult CUDAAPI cuTexRefCreate(CUtexref *pTexRef)
{
    (void)pTexRef;
    cu_report("cuTexRefCreate: texture references outside a module are not supported");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CU_EXPORT CUresult CUDAAPI cuTexRefDestroy(CUtexref hTexRef)
{
    (void)hTexRef;
    return CUDA_ERROR_INVALID_HANDLE;
}
