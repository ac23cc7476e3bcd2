/* Driver functions whose feature this library does not provide:
   present so that programs and loaders find them, failing with
   CUDA_ERROR_NOT_SUPPORTED and saying which. */
#include "cu_internal.h"

#define CU_NOT_SUPPORTED(name) \
    do { cu_report("%s is not supported", name); return CUDA_ERROR_NOT_SUPPORTED; } while (0)

CU_EXPORT CUresult CUDAAPI cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event)
{ (void)pHandle; (void)event; CU_NOT_SUPPORTED("cuIpcGetEventHandle"); }
CU_EXPORT CUresult CUDAAPI cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle)
{ (void)phEvent; (void)handle; CU_NOT_SUPPORTED("cuIpcOpenEventHandle"); }
CU_EXPORT CUresult CUDAAPI cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr)
{ (void)pHandle; (void)dptr; CU_NOT_SUPPORTED("cuIpcGetMemHandle"); }
CU_EXPORT CUresult CUDAAPI cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle,
                                              unsigned int Flags)
{ (void)pdptr; (void)handle; (void)Flags; CU_NOT_SUPPORTED("cuIpcOpenMemHandle"); }
CU_EXPORT CUresult CUDAAPI cuIpcCloseMemHandle(CUdeviceptr dptr)
{ (void)dptr; CU_NOT_SUPPORTED("cuIpcCloseMemHandle"); }

CU_EXPORT CUresult CUDAAPI cuMipmappedArrayCreate(CUmipmappedArray *pHandle,
    const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    (void)pHandle; (void)pMipmappedArrayDesc; (void)numMipmapLevels;
    CU_NOT_SUPPORTED("cuMipmappedArrayCreate");
}
CU_EXPORT CUresult CUDAAPI cuMipmappedArrayGetLevel(CUarray *pLevelArray,
    CUmipmappedArray hMipmappedArray, unsigned int level)
{ (void)pLevelArray; (void)hMipmappedArray; (void)level; CU_NOT_SUPPORTED("cuMipmappedArrayGetLevel"); }
CU_EXPORT CUresult CUDAAPI cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray)
{ (void)hMipmappedArray; CU_NOT_SUPPORTED("cuMipmappedArrayDestroy"); }

/* Graphics interop: there is no graphics API to share resources with. */
CU_EXPORT CUresult CUDAAPI cuGraphicsUnregisterResource(CUgraphicsResource resource)
{ (void)resource; CU_NOT_SUPPORTED("cuGraphicsUnregisterResource"); }
CU_EXPORT CUresult CUDAAPI cuGraphicsSubResourceGetMappedArray(CUarray *pArray,
    CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    (void)pArray; (void)resource; (void)arrayIndex; (void)mipLevel;
    CU_NOT_SUPPORTED("cuGraphicsSubResourceGetMappedArray");
}
CU_EXPORT CUresult CUDAAPI cuGraphicsResourceGetMappedMipmappedArray(
    CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{ (void)pMipmappedArray; (void)resource; CU_NOT_SUPPORTED("cuGraphicsResourceGetMappedMipmappedArray"); }
CU_EXPORT CUresult CUDAAPI cuGraphicsResourceGetMappedPointer(CUdeviceptr *pDevPtr, size_t *pSize,
                                                              CUgraphicsResource resource)
{ (void)pDevPtr; (void)pSize; (void)resource; CU_NOT_SUPPORTED("cuGraphicsResourceGetMappedPointer"); }
CU_EXPORT CUresult CUDAAPI cuGraphicsResourceSetMapFlags(CUgraphicsResource resource, unsigned int flags)
{ (void)resource; (void)flags; CU_NOT_SUPPORTED("cuGraphicsResourceSetMapFlags"); }
CU_EXPORT CUresult CUDAAPI cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources,
                                                  CUstream hStream)
{ (void)count; (void)resources; (void)hStream; CU_NOT_SUPPORTED("cuGraphicsMapResources"); }
CU_EXPORT CUresult CUDAAPI cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources,
                                                    CUstream hStream)
{ (void)count; (void)resources; (void)hStream; CU_NOT_SUPPORTED("cuGraphicsUnmapResources"); }

/* Its name before CUDA 11 (the arguments are the same). */
#undef cuIpcOpenMemHandle
CUresult CUDAAPI cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags);
CU_EXPORT CUresult CUDAAPI cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle,
                                              unsigned int Flags)
{ (void)pdptr; (void)handle; (void)Flags; CU_NOT_SUPPORTED("cuIpcOpenMemHandle"); }

#undef cuGraphicsResourceSetMapFlags
CUresult CUDAAPI cuGraphicsResourceSetMapFlags(CUgraphicsResource resource, unsigned int flags);
CU_EXPORT CUresult CUDAAPI cuGraphicsResourceSetMapFlags(CUgraphicsResource resource, unsigned int flags)
{ (void)resource; (void)flags; CU_NOT_SUPPORTED("cuGraphicsResourceSetMapFlags"); }

/* CUDA 3.0's copy with 32-bit device pointers: those cannot hold the
   addresses here. */
typedef unsigned int cu_deviceptr_v1;
#undef cuMemcpyDtoDAsync
CUresult CUDAAPI cuMemcpyDtoDAsync(cu_deviceptr_v1 dst, cu_deviceptr_v1 src, unsigned int n,
                                   CUstream hStream);
CU_EXPORT CUresult CUDAAPI cuMemcpyDtoDAsync(cu_deviceptr_v1 dst, cu_deviceptr_v1 src,
                                             unsigned int n, CUstream hStream)
{
    (void)dst; (void)src; (void)n; (void)hStream;
    CU_NOT_SUPPORTED("cuMemcpyDtoDAsync with 32-bit device pointers (CUDA 3.0's ABI)");
}
