/* cuGetProcAddress: the toolkit's runtime finds every driver function
   through it, by base name ("cuMemAlloc") and the CUDA version it was
   built for, and gets the entry point of that version's ABI
   (cuMemAlloc_v2 from 3.2 on). The table lists every function this
   library exports; a name with several ABIs lists each from the
   version that introduced it. The per-thread default stream variants
   (_ptds, _ptsz) are the same functions here (ptds.ld), since work runs
   when it is submitted. */
#include "cu_internal.h"
#include <string.h>
#include <cudaProfiler.h>

typedef void (*cu_fn)(void);
typedef struct { const char *name; int since; cu_fn fn; } cu_proc;

/* Names whose cuda.h macro gives the current entry point. */
#define T(name, since) { #name, since, (cu_fn)name }
/* An explicit entry point for a version range. */
#define V(name, since, fn) { name, since, (cu_fn)fn }

CUresult CUDAAPI cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev);
CUresult CUDAAPI cuCtxCreate_v3(CUcontext *pctx, void *paramsArray, int numParams,
                                unsigned int flags, CUdevice dev);
/* An entry point under its legacy name (cu_legacy.c): fn NULL below. */
const void *cu_legacy_entry(const char *name);
#define L(name, since) { name, since, NULL }

static const cu_proc cu_procs[] = {
    T(cuGetErrorString, 6000), T(cuGetErrorName, 6000), T(cuInit, 2000),
    T(cuDriverGetVersion, 2020), T(cuDeviceGet, 2000), T(cuDeviceGetCount, 2000),
    T(cuDeviceGetName, 2000), L("cuDeviceGetUuid", 9020), V("cuDeviceGetUuid", 11040, cuDeviceGetUuid_v2),
    T(cuDeviceGetLuid, 10000), V("cuDeviceTotalMem", 3020, cuDeviceTotalMem_v2),
    T(cuDeviceGetAttribute, 2000), T(cuDeviceComputeCapability, 2000),
    T(cuDeviceGetProperties, 2000), T(cuDeviceGetTexture1DLinearMaxWidth, 11010),
    T(cuDeviceGetExecAffinitySupport, 11040),
    T(cuDeviceGetPCIBusId, 4010), T(cuDeviceGetByPCIBusId, 4010),
    T(cuDeviceGetDefaultMemPool, 11020), T(cuDeviceCanAccessPeer, 4000),
    T(cuDeviceGetP2PAttribute, 8000),
    T(cuDevicePrimaryCtxRetain, 7000),
    L("cuDevicePrimaryCtxRelease", 7000), L("cuDevicePrimaryCtxSetFlags", 7000),
    L("cuDevicePrimaryCtxReset", 7000),
    V("cuDevicePrimaryCtxRelease", 11000, cuDevicePrimaryCtxRelease_v2),
    V("cuDevicePrimaryCtxSetFlags", 11000, cuDevicePrimaryCtxSetFlags_v2),
    V("cuDevicePrimaryCtxReset", 11000, cuDevicePrimaryCtxReset_v2),
    T(cuDevicePrimaryCtxGetState, 7000),
    V("cuCtxCreate", 3020, cuCtxCreate_v2), V("cuCtxCreate", 11040, cuCtxCreate_v3),
    V("cuCtxCreate", 12050, cuCtxCreate_v4),
    L("cuCtxDestroy", 2000), L("cuCtxPushCurrent", 2000), L("cuCtxPopCurrent", 2000),
    V("cuCtxDestroy", 4000, cuCtxDestroy_v2), V("cuCtxPushCurrent", 4000, cuCtxPushCurrent_v2),
    V("cuCtxPopCurrent", 4000, cuCtxPopCurrent_v2),
    T(cuCtxSetCurrent, 4000), T(cuCtxGetCurrent, 4000), T(cuCtxGetDevice, 2000),
    V("cuCtxGetDevice_v2", 12080, cuCtxGetDevice_v2), T(cuCtxGetFlags, 7000),
    T(cuCtxSetFlags, 12010), T(cuCtxGetId, 12000), T(cuCtxSynchronize, 2000),
    V("cuCtxSynchronize_v2", 12080, cuCtxSynchronize_v2),
    T(cuCtxSetLimit, 3010), T(cuCtxGetLimit, 3010), T(cuCtxGetCacheConfig, 3020),
    T(cuCtxSetCacheConfig, 3020), T(cuCtxGetApiVersion, 3020),
    T(cuCtxGetStreamPriorityRange, 5050), T(cuCtxResetPersistingL2Cache, 11000),
    T(cuCtxRecordEvent, 12050), T(cuCtxWaitEvent, 12050),
    T(cuCtxEnablePeerAccess, 4000), T(cuCtxDisablePeerAccess, 4000),
    T(cuModuleLoad, 2000), T(cuModuleLoadData, 2000), T(cuModuleLoadDataEx, 2010),
    T(cuModuleLoadFatBinary, 2000), T(cuModuleUnload, 2000),
    T(cuModuleGetLoadingMode, 11070), T(cuModuleGetFunction, 2000),
    T(cuModuleGetFunctionCount, 12040), T(cuModuleEnumerateFunctions, 12040),
    V("cuModuleGetGlobal", 3020, cuModuleGetGlobal_v2),
    T(cuLibraryLoadData, 12000), T(cuLibraryLoadFromFile, 12000), T(cuLibraryUnload, 12000),
    T(cuLibraryGetKernel, 12000), T(cuLibraryGetKernelCount, 12040),
    T(cuLibraryEnumerateKernels, 12040), T(cuLibraryGetModule, 12000),
    T(cuKernelGetFunction, 12000), T(cuKernelGetLibrary, 12050),
    T(cuLibraryGetGlobal, 12000), T(cuLibraryGetManaged, 12000),
    T(cuLibraryGetUnifiedFunction, 12000), T(cuKernelGetAttribute, 12000),
    T(cuKernelSetAttribute, 12000), T(cuKernelSetCacheConfig, 12000),
    T(cuKernelGetName, 12030), T(cuKernelGetParamInfo, 12040),
    V("cuMemGetInfo", 3020, cuMemGetInfo_v2), V("cuMemAlloc", 3020, cuMemAlloc_v2),
    V("cuMemAllocPitch", 3020, cuMemAllocPitch_v2), V("cuMemFree", 3020, cuMemFree_v2),
    V("cuMemGetAddressRange", 3020, cuMemGetAddressRange_v2),
    V("cuMemAllocHost", 3020, cuMemAllocHost_v2), T(cuMemFreeHost, 2000),
    T(cuMemHostAlloc, 2020), V("cuMemHostGetDevicePointer", 3020, cuMemHostGetDevicePointer_v2),
    T(cuMemHostGetFlags, 2030), T(cuMemAllocManaged, 6000),
    L("cuMemHostRegister", 4000), V("cuMemHostRegister", 6050, cuMemHostRegister_v2),
    T(cuMemHostUnregister, 4000),
    T(cuPointerGetAttribute, 4000), T(cuPointerGetAttributes, 7000),
    L("cuMemPrefetchAsync", 8000), V("cuMemPrefetchAsync", 12020, cuMemPrefetchAsync_v2),
    L("cuMemAdvise", 8000), V("cuMemAdvise", 12020, cuMemAdvise_v2),
    T(cuMemcpy, 4000), T(cuMemcpyPeer, 4000), T(cuMemcpyAsync, 4000),
    T(cuMemcpyPeerAsync, 4000), T(cuMemcpy3DPeer, 4000), T(cuMemcpy3DPeerAsync, 4000),
    V("cuMemcpyHtoD", 3020, cuMemcpyHtoD_v2), V("cuMemcpyDtoH", 3020, cuMemcpyDtoH_v2),
    V("cuMemcpyDtoD", 3020, cuMemcpyDtoD_v2), V("cuMemcpyDtoA", 3020, cuMemcpyDtoA_v2),
    V("cuMemcpyAtoD", 3020, cuMemcpyAtoD_v2), V("cuMemcpyHtoA", 3020, cuMemcpyHtoA_v2),
    V("cuMemcpyAtoH", 3020, cuMemcpyAtoH_v2), V("cuMemcpyAtoA", 3020, cuMemcpyAtoA_v2),
    V("cuMemcpyHtoAAsync", 3020, cuMemcpyHtoAAsync_v2),
    V("cuMemcpyAtoHAsync", 3020, cuMemcpyAtoHAsync_v2),
    V("cuMemcpy2D", 3020, cuMemcpy2D_v2), V("cuMemcpy2DUnaligned", 3020, cuMemcpy2DUnaligned_v2),
    V("cuMemcpy3D", 3020, cuMemcpy3D_v2), V("cuMemcpyHtoDAsync", 3020, cuMemcpyHtoDAsync_v2),
    V("cuMemcpyDtoHAsync", 3020, cuMemcpyDtoHAsync_v2),
    V("cuMemcpyDtoDAsync", 3020, cuMemcpyDtoDAsync_v2),
    V("cuMemcpy2DAsync", 3020, cuMemcpy2DAsync_v2), V("cuMemcpy3DAsync", 3020, cuMemcpy3DAsync_v2),
    V("cuMemsetD8", 3020, cuMemsetD8_v2), V("cuMemsetD16", 3020, cuMemsetD16_v2),
    V("cuMemsetD32", 3020, cuMemsetD32_v2), V("cuMemsetD2D8", 3020, cuMemsetD2D8_v2),
    V("cuMemsetD2D16", 3020, cuMemsetD2D16_v2), V("cuMemsetD2D32", 3020, cuMemsetD2D32_v2),
    T(cuMemsetD8Async, 3020), T(cuMemsetD16Async, 3020), T(cuMemsetD32Async, 3020),
    T(cuMemsetD2D8Async, 3020), T(cuMemsetD2D16Async, 3020), T(cuMemsetD2D32Async, 3020),
    V("cuArrayCreate", 3020, cuArrayCreate_v2), V("cuArrayGetDescriptor", 3020, cuArrayGetDescriptor_v2),
    T(cuArrayDestroy, 2000), V("cuArray3DCreate", 3020, cuArray3DCreate_v2),
    V("cuArray3DGetDescriptor", 3020, cuArray3DGetDescriptor_v2),
    T(cuStreamCreate, 2000), T(cuStreamCreateWithPriority, 5050),
    T(cuStreamGetPriority, 5050), T(cuStreamGetDevice, 12080), T(cuStreamGetFlags, 5050),
    T(cuStreamGetId, 12000), T(cuStreamGetCtx, 9020), T(cuStreamGetCtx_v2, 12050), T(cuStreamWaitEvent, 3020),
    T(cuStreamAddCallback, 5000), T(cuStreamAttachMemAsync, 6000), T(cuStreamQuery, 2000),
    T(cuStreamSynchronize, 2000), L("cuStreamDestroy", 2000),
    V("cuStreamDestroy", 4000, cuStreamDestroy_v2),
    T(cuStreamIsCapturing, 10000), V("cuStreamGetCaptureInfo", 12030, cuStreamGetCaptureInfo_v3),
    T(cuThreadExchangeStreamCaptureMode, 10010),
    T(cuMemAllocAsync, 11020), T(cuMemFreeAsync, 11020),
    T(cuProfilerStart, 4000), T(cuProfilerStop, 4000),
    T(cuOccupancyMaxPotentialClusterSize, 11080), T(cuOccupancyMaxActiveClusters, 11080),
    T(cuEventCreate, 2000), T(cuEventRecord, 2000), T(cuEventRecordWithFlags, 11010),
    T(cuEventQuery, 2000), T(cuEventSynchronize, 2000),
    L("cuEventDestroy", 2000), V("cuEventDestroy", 4000, cuEventDestroy_v2),
    L("cuEventElapsedTime", 2000), V("cuEventElapsedTime", 12080, cuEventElapsedTime_v2),
    T(cuFuncGetAttribute, 2020), T(cuFuncSetAttribute, 9000), T(cuFuncSetCacheConfig, 3000),
    T(cuFuncGetModule, 11000), T(cuFuncGetName, 12030), T(cuFuncGetParamInfo, 12040),
    T(cuFuncIsLoaded, 12040), T(cuFuncLoad, 12040),
    T(cuLaunchKernel, 4000), T(cuLaunchKernelEx, 11060), T(cuLaunchCooperativeKernel, 9000),
    T(cuLaunchHostFunc, 10000),
    T(cuOccupancyMaxActiveBlocksPerMultiprocessor, 6050),
    T(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, 7000),
    T(cuOccupancyMaxPotentialBlockSize, 6050),
    T(cuOccupancyMaxPotentialBlockSizeWithFlags, 7000),
    T(cuOccupancyAvailableDynamicSMemPerBlock, 11000),
    V("cuLinkCreate", 6050, cuLinkCreate_v2), V("cuLinkAddData", 6050, cuLinkAddData_v2),
    V("cuLinkAddFile", 6050, cuLinkAddFile_v2), T(cuLinkComplete, 5050), T(cuLinkDestroy, 5050),
    T(cuModuleGetTexRef, 2000), T(cuModuleGetSurfRef, 3000),
    T(cuTexRefSetArray, 2000), V("cuTexRefSetAddress", 3020, cuTexRefSetAddress_v2),
    V("cuTexRefSetAddress2D", 4010, cuTexRefSetAddress2D_v3), T(cuTexRefSetFormat, 2000),
    T(cuTexRefSetAddressMode, 2000), T(cuTexRefSetFilterMode, 2000),
    T(cuTexRefSetFlags, 2000), T(cuTexRefSetBorderColor, 8000),
    V("cuTexRefGetAddress", 3020, cuTexRefGetAddress_v2), T(cuTexRefGetArray, 2000),
    T(cuTexRefGetAddressMode, 2000), T(cuTexRefGetFilterMode, 2000),
    T(cuTexRefGetFormat, 2000), T(cuTexRefGetFlags, 2000),
    T(cuSurfRefSetArray, 3000), T(cuSurfRefGetArray, 3000),
    T(cuFuncSetBlockShape, 2000), T(cuFuncSetSharedSize, 2000), T(cuParamSetSize, 2000),
    T(cuParamSeti, 2000), T(cuParamSetf, 2000), T(cuParamSetv, 2000),
    T(cuParamSetTexRef, 2000), T(cuLaunch, 2000), T(cuLaunchGrid, 2000),
    T(cuLaunchGridAsync, 2000), T(cuCtxAttach, 2000), T(cuCtxDetach, 2000),
    T(cuCtxGetSharedMemConfig, 4020), T(cuCtxSetSharedMemConfig, 4020),
    T(cuFuncSetSharedMemConfig, 4020), T(cuTexRefCreate, 2000), T(cuTexRefDestroy, 2000),
    T(cuIpcGetEventHandle, 4010), T(cuIpcOpenEventHandle, 4010), T(cuIpcGetMemHandle, 4010),
    V("cuIpcOpenMemHandle", 11000, cuIpcOpenMemHandle_v2), T(cuIpcCloseMemHandle, 4010),
    T(cuMipmappedArrayCreate, 5000), T(cuMipmappedArrayGetLevel, 5000),
    T(cuMipmappedArrayDestroy, 5000),
    T(cuGraphicsUnregisterResource, 3000), T(cuGraphicsSubResourceGetMappedArray, 3000),
    T(cuGraphicsResourceGetMappedMipmappedArray, 5000),
    V("cuGraphicsResourceGetMappedPointer", 3020, cuGraphicsResourceGetMappedPointer_v2),
    V("cuGraphicsResourceSetMapFlags", 6050, cuGraphicsResourceSetMapFlags_v2),
    T(cuGraphicsMapResources, 3000), T(cuGraphicsUnmapResources, 3000),
    T(cuTexObjectCreate, 5000), T(cuTexObjectDestroy, 5000),
    T(cuSurfObjectCreate, 5000), T(cuSurfObjectDestroy, 5000),
    T(cuTensorMapEncodeTiled, 12000), T(cuTensorMapEncodeIm2col, 12000),
    T(cuTensorMapReplaceAddress, 12000),
    L("cuGetProcAddress", 11030),
    V("cuGetProcAddress", 12000, cuGetProcAddress_v2),
    T(cuGetExportTable, 3000),
};

const void *cu_proc_lookup(const char *name, int version, cuuint64_t flags,
                           CUdriverProcAddressQueryResult *status)
{
    size_t i;
    const cu_proc *best = NULL;
    int known = 0;
    (void)flags;   /* the per-thread variants are the same functions */
    for (i = 0; i < sizeof cu_procs / sizeof cu_procs[0]; i++) {
        if (strcmp(cu_procs[i].name, name)) continue;
        known = 1;
        if (cu_procs[i].since <= version && (!best || cu_procs[i].since > best->since))
            best = &cu_procs[i];
    }
    *status = best ? CU_GET_PROC_ADDRESS_SUCCESS
            : known ? CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT
                    : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    if (!best) return NULL;
    return best->fn ? (const void *)best->fn : cu_legacy_entry(name);
}

CU_EXPORT CUresult CUDAAPI cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion,
                                            cuuint64_t flags,
                                            CUdriverProcAddressQueryResult *symbolStatus)
{
    CUdriverProcAddressQueryResult st;
    const void *f;
    if (!symbol || !pfn) return CUDA_ERROR_INVALID_VALUE;
    if (flags & ~(cuuint64_t)(CU_GET_PROC_ADDRESS_LEGACY_STREAM |
                              CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM))
        return CUDA_ERROR_INVALID_VALUE;
    f = cu_proc_lookup(symbol, cudaVersion, flags, &st);
    *pfn = (void *)f;
    if (symbolStatus) *symbolStatus = st;
    return f ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

/* cuGetExportTable belongs with the runtime layer: cuda/export_tables.c
   defines cu_export_table_lookup; without it every table is unknown. */
__attribute__((weak)) CUresult cu_export_table_lookup(const void **table, const CUuuid *id)
{
    (void)id;
    *table = NULL;
    return CUDA_ERROR_NOT_FOUND;
}

CU_EXPORT CUresult CUDAAPI cuGetExportTable(const void **ppExportTable,
                                            const CUuuid *pExportTableId)
{
    if (!ppExportTable || !pExportTableId) return CUDA_ERROR_INVALID_VALUE;
    return cu_export_table_lookup(ppExportTable, pExportTableId);
}
