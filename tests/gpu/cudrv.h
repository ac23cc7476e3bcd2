/* The CUDA driver API opened at run time (dlopen), shared by the GPU
   comparison programs of tests/gpu. cuda.h gives the types and, through
   its macros, the versioned symbol names (cuMemAlloc_v2, ...); a machine
   without a driver gets a message instead of a loader error. */
#ifndef CUDRV_H
#define CUDRV_H
#include <cuda.h>

typedef struct drv {
    void *lib;
    CUresult (*Init)(unsigned);
    CUresult (*DriverGetVersion)(int *);
    CUresult (*DeviceGetCount)(int *);
    CUresult (*DeviceGet)(CUdevice *, int);
    CUresult (*DeviceGetName)(char *, int, CUdevice);
    CUresult (*DeviceGetAttribute)(int *, CUdevice_attribute, CUdevice);
    CUresult (*DevicePrimaryCtxRetain)(CUcontext *, CUdevice);
    CUresult (*DevicePrimaryCtxRelease)(CUdevice);
    CUresult (*DevicePrimaryCtxReset)(CUdevice);
    CUresult (*CtxSetCurrent)(CUcontext);
    CUresult (*CtxSynchronize)(void);
    CUresult (*CtxSetLimit)(CUlimit, size_t);
    CUresult (*ModuleLoadDataEx)(CUmodule *, const void *, unsigned, CUjit_option *, void **);
    CUresult (*ModuleUnload)(CUmodule);
    CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
    CUresult (*MemAlloc)(CUdeviceptr *, size_t);
    CUresult (*MemFree)(CUdeviceptr);
    CUresult (*MemcpyHtoD)(CUdeviceptr, const void *, size_t);
    CUresult (*MemcpyDtoH)(void *, CUdeviceptr, size_t);
    CUresult (*MemsetD8)(CUdeviceptr, unsigned char, size_t);
    CUresult (*LaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, CUstream, void **, void **);
    CUresult (*Array3DCreate)(CUarray *, const CUDA_ARRAY3D_DESCRIPTOR *);
    CUresult (*ArrayDestroy)(CUarray);
    CUresult (*MipmappedArrayCreate)(CUmipmappedArray *, const CUDA_ARRAY3D_DESCRIPTOR *, unsigned);
    CUresult (*MipmappedArrayGetLevel)(CUarray *, CUmipmappedArray, unsigned);
    CUresult (*MipmappedArrayDestroy)(CUmipmappedArray);
    CUresult (*Memcpy3D)(const CUDA_MEMCPY3D *);
    CUresult (*TexObjectCreate)(CUtexObject *, const CUDA_RESOURCE_DESC *, const CUDA_TEXTURE_DESC *,
                                const CUDA_RESOURCE_VIEW_DESC *);
    CUresult (*TexObjectDestroy)(CUtexObject);
    CUresult (*GetErrorName)(CUresult, const char **);
    CUresult (*GetErrorString)(CUresult, const char **);
} drv;

typedef struct gpu {
    drv d;
    CUdevice dev;
    CUcontext ctx;
    int cc;          /* compute capability as major * 10 + minor */
    int driver;      /* CUDA version of the driver, e.g. 12040 */
    char name[256];
} gpu;

/* Reports why nothing could be compared; each program defines it. */
void cudrv_fail(const char *fmt, ...);
/* Load the driver library and every entry point above: 0 on failure. */
int drv_open(drv *d);
/* The name and text of a driver error, in a static buffer. */
const char *cu_msg(const drv *d, CUresult r);
/* Open device 0 and make its primary context current: 0 on failure. */
int gpu_open(gpu *g);
/* After an error that leaves the context unusable (an illegal address in
   a kernel, say): reset the primary context and make it current again, so
   later launches run. Every module and allocation is gone. 0 on failure. */
int gpu_reset(gpu *g);
/* Whether r is such an error. */
int cu_sticky(CUresult r);
#endif
