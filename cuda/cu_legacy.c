/* The names older cuda.h headers gave functions that were later
   versioned (_v2) without changing their arguments, so programs built
   against those headers resolve here too. cuda.h maps these names to
   the versioned ones; undo that for this file. */
#include "cu_internal.h"
#include <string.h>

#undef cuCtxDestroy
#undef cuCtxPopCurrent
#undef cuCtxPushCurrent
#undef cuStreamDestroy
#undef cuEventDestroy
#undef cuDevicePrimaryCtxRelease
#undef cuDevicePrimaryCtxReset
#undef cuDevicePrimaryCtxSetFlags
#undef cuDeviceGetUuid
#undef cuMemHostRegister
#undef cuEventElapsedTime
#undef cuMemPrefetchAsync
#undef cuMemAdvise
#undef cuGetProcAddress
#undef cuTexRefSetAddress2D

CUresult CUDAAPI cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion,
                                  cuuint64_t flags);
CUresult CUDAAPI cuTexRefSetAddress2D_v2(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc,
                                         CUdeviceptr dptr, size_t Pitch);
CUresult CUDAAPI cuCtxDestroy(CUcontext ctx);
CUresult CUDAAPI cuCtxPopCurrent(CUcontext *pctx);
CUresult CUDAAPI cuCtxPushCurrent(CUcontext ctx);
CUresult CUDAAPI cuStreamDestroy(CUstream hStream);
CUresult CUDAAPI cuEventDestroy(CUevent hEvent);
CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice dev);
CUresult CUDAAPI cuDevicePrimaryCtxReset(CUdevice dev);
CUresult CUDAAPI cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags);
CUresult CUDAAPI cuDeviceGetUuid(CUuuid *uuid, CUdevice dev);
CUresult CUDAAPI cuMemHostRegister(void *p, size_t bytesize, unsigned int Flags);
CUresult CUDAAPI cuEventElapsedTime(float *ms, CUevent a, CUevent b);
CUresult CUDAAPI cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count, CUdevice dstDevice,
                                    CUstream hStream);
CUresult CUDAAPI cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice,
                             CUdevice device);

CU_EXPORT CUresult CUDAAPI cuCtxDestroy(CUcontext ctx) { return cuCtxDestroy_v2(ctx); }
CU_EXPORT CUresult CUDAAPI cuCtxPopCurrent(CUcontext *pctx) { return cuCtxPopCurrent_v2(pctx); }
CU_EXPORT CUresult CUDAAPI cuCtxPushCurrent(CUcontext ctx) { return cuCtxPushCurrent_v2(ctx); }
CU_EXPORT CUresult CUDAAPI cuStreamDestroy(CUstream s) { return cuStreamDestroy_v2(s); }
CU_EXPORT CUresult CUDAAPI cuEventDestroy(CUevent e) { return cuEventDestroy_v2(e); }
CU_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice dev)
{ return cuDevicePrimaryCtxRelease_v2(dev); }
CU_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxReset(CUdevice dev)
{ return cuDevicePrimaryCtxReset_v2(dev); }
CU_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags)
{ return cuDevicePrimaryCtxSetFlags_v2(dev, flags); }
CU_EXPORT CUresult CUDAAPI cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{ return cuDeviceGetUuid_v2(uuid, dev); }
CU_EXPORT CUresult CUDAAPI cuMemHostRegister(void *p, size_t bytesize, unsigned int Flags)
{ return cuMemHostRegister_v2(p, bytesize, Flags); }
CU_EXPORT CUresult CUDAAPI cuEventElapsedTime(float *ms, CUevent a, CUevent b)
{ return cuEventElapsedTime_v2(ms, a, b); }

/* CUDA 3.2's 64-bit form of cuTexRefSetAddress2D, the same as _v3. */
CU_EXPORT CUresult CUDAAPI cuTexRefSetAddress2D_v2(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc,
                                                   CUdeviceptr dptr, size_t Pitch)
{ return cuTexRefSetAddress2D_v3(hTexRef, desc, dptr, Pitch); }

/* Before CUDA 12.2 a prefetch or advice named a device, not a location. */
static CUmemLocation cu_loc(CUdevice d)
{
    CUmemLocation l;
    l.type = d == CU_DEVICE_CPU ? CU_MEM_LOCATION_TYPE_HOST : CU_MEM_LOCATION_TYPE_DEVICE;
    l.id = d == CU_DEVICE_CPU ? 0 : d;
    return l;
}
CU_EXPORT CUresult CUDAAPI cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count,
                                              CUdevice dstDevice, CUstream hStream)
{ return cuMemPrefetchAsync_v2(devPtr, count, cu_loc(dstDevice), 0, hStream); }
CU_EXPORT CUresult CUDAAPI cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice,
                                       CUdevice device)
{ return cuMemAdvise_v2(devPtr, count, advice, cu_loc(device)); }

/* CUDA 11.3's cuGetProcAddress, without the status. */
CU_EXPORT CUresult CUDAAPI cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion,
                                            cuuint64_t flags)
{ return cuGetProcAddress_v2(symbol, pfn, cudaVersion, flags, NULL); }

const void *cu_legacy_entry(const char *name);
const void *cu_legacy_entry(const char *name)
{
    static const struct { const char *name; const void *fn; } t[] = {
        { "cuCtxDestroy", (const void *)cuCtxDestroy },
        { "cuCtxPopCurrent", (const void *)cuCtxPopCurrent },
        { "cuCtxPushCurrent", (const void *)cuCtxPushCurrent },
        { "cuStreamDestroy", (const void *)cuStreamDestroy },
        { "cuEventDestroy", (const void *)cuEventDestroy },
        { "cuDevicePrimaryCtxRelease", (const void *)cuDevicePrimaryCtxRelease },
        { "cuDevicePrimaryCtxReset", (const void *)cuDevicePrimaryCtxReset },
        { "cuDevicePrimaryCtxSetFlags", (const void *)cuDevicePrimaryCtxSetFlags },
        { "cuDeviceGetUuid", (const void *)cuDeviceGetUuid },
        { "cuMemHostRegister", (const void *)cuMemHostRegister },
        { "cuEventElapsedTime", (const void *)cuEventElapsedTime },
        { "cuMemPrefetchAsync", (const void *)cuMemPrefetchAsync },
        { "cuMemAdvise", (const void *)cuMemAdvise },
        { "cuGetProcAddress", (const void *)cuGetProcAddress },
    };
    size_t i;
    for (i = 0; i < sizeof t / sizeof t[0]; i++)
        if (!strcmp(t[i].name, name)) return t[i].fn;
    return NULL;
}
