/* The CUDA driver API opened at run time: see cudrv.h. */
#define _POSIX_C_SOURCE 200809L
#include "cudrv.h"
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)

static int sym(void *lib, const char *name, void *slot, size_t size)
{
    void *p = dlsym(lib, name);
    if (!p || size != sizeof p) {
        cudrv_fail("the CUDA driver library has no %s", name);
        return 0;
    }
    memcpy(slot, &p, sizeof p); /* object to function pointer, as POSIX allows */
    return 1;
}

/* The sizeof checks the pointer's type against cuda.h's prototype without
   referring to the symbol; the name is the one cuda.h maps the call to. */
#define SYM(field, fn) ((void)sizeof(d->field = fn), sym(d->lib, XSTR(fn), &d->field, sizeof d->field))

int drv_open(drv *d)
{
    char first[512];
    int ok = 1;
    d->lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!d->lib) {
        snprintf(first, sizeof first, "%s", dlerror());
        /* an unversioned name only: some installations lack the .so.1 link */
        d->lib = dlopen("libcuda.so", RTLD_NOW | RTLD_LOCAL);
    }
    if (!d->lib) {
        cudrv_fail("cannot load the CUDA driver library (%s): no NVIDIA driver on this machine", first);
        return 0;
    }
    ok &= SYM(Init, cuInit);
    ok &= SYM(DriverGetVersion, cuDriverGetVersion);
    ok &= SYM(DeviceGetCount, cuDeviceGetCount);
    ok &= SYM(DeviceGet, cuDeviceGet);
    ok &= SYM(DeviceGetName, cuDeviceGetName);
    ok &= SYM(DeviceGetAttribute, cuDeviceGetAttribute);
    ok &= SYM(DevicePrimaryCtxRetain, cuDevicePrimaryCtxRetain);
    ok &= SYM(DevicePrimaryCtxRelease, cuDevicePrimaryCtxRelease);
    ok &= SYM(DevicePrimaryCtxReset, cuDevicePrimaryCtxReset);
    ok &= SYM(CtxSetCurrent, cuCtxSetCurrent);
    ok &= SYM(CtxSynchronize, cuCtxSynchronize);
    ok &= SYM(CtxSetLimit, cuCtxSetLimit);
    ok &= SYM(ModuleLoadDataEx, cuModuleLoadDataEx);
    ok &= SYM(ModuleUnload, cuModuleUnload);
    ok &= SYM(ModuleGetFunction, cuModuleGetFunction);
    ok &= SYM(MemAlloc, cuMemAlloc);
    ok &= SYM(MemFree, cuMemFree);
    ok &= SYM(MemcpyHtoD, cuMemcpyHtoD);
    ok &= SYM(MemcpyDtoH, cuMemcpyDtoH);
    ok &= SYM(MemsetD8, cuMemsetD8);
    ok &= SYM(LaunchKernel, cuLaunchKernel);
    ok &= SYM(Array3DCreate, cuArray3DCreate);
    ok &= SYM(ArrayDestroy, cuArrayDestroy);
    ok &= SYM(MipmappedArrayCreate, cuMipmappedArrayCreate);
    ok &= SYM(MipmappedArrayGetLevel, cuMipmappedArrayGetLevel);
    ok &= SYM(MipmappedArrayDestroy, cuMipmappedArrayDestroy);
    ok &= SYM(Memcpy3D, cuMemcpy3D);
    ok &= SYM(TexObjectCreate, cuTexObjectCreate);
    ok &= SYM(TexObjectDestroy, cuTexObjectDestroy);
    ok &= SYM(GetErrorName, cuGetErrorName);
    ok &= SYM(GetErrorString, cuGetErrorString);
    return ok;
}

const char *cu_msg(const drv *d, CUresult r)
{
    static char buf[512];
    const char *name = NULL, *text = NULL;
    if (d->GetErrorName(r, &name) != CUDA_SUCCESS || d->GetErrorString(r, &text) != CUDA_SUCCESS)
        name = text = NULL;
    /* the stub library and broken installations name nothing: the codes
       such a start-up gives are named here */
    if (!name && r == CUDA_ERROR_STUB_LIBRARY)
        name = "CUDA_ERROR_STUB_LIBRARY", text = "the libcuda found is the toolkit's link-time stub, not a driver";
    else if (!name && r == CUDA_ERROR_NO_DEVICE)
        name = "CUDA_ERROR_NO_DEVICE", text = "no CUDA-capable device is detected";
    if (name)
        snprintf(buf, sizeof buf, "%s (%s)", name, text ? text : "");
    else
        snprintf(buf, sizeof buf, "CUresult %d", (int)r);
    return buf;
}

/* Open device 0 and make its primary context current. The primary context
   rather than cuCtxCreate: its signature is the same in CUDA 12 and 13. */
int gpu_open(gpu *g)
{
    CUresult r;
    int n = 0, major = 0, minor = 0;
    memset(g, 0, sizeof *g);
    if (!drv_open(&g->d))
        return 0;
    if ((r = g->d.Init(0)) != CUDA_SUCCESS) {
        cudrv_fail("cuInit: %s", cu_msg(&g->d, r));
        return 0;
    }
    g->d.DriverGetVersion(&g->driver);
    if ((r = g->d.DeviceGetCount(&n)) != CUDA_SUCCESS || n == 0) {
        cudrv_fail("no CUDA device (%s)", r ? cu_msg(&g->d, r) : "the driver counts 0");
        return 0;
    }
    if ((r = g->d.DeviceGet(&g->dev, 0)) != CUDA_SUCCESS ||
        (r = g->d.DeviceGetName(g->name, (int)sizeof g->name, g->dev)) != CUDA_SUCCESS ||
        (r = g->d.DeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, g->dev)) != CUDA_SUCCESS ||
        (r = g->d.DeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, g->dev)) != CUDA_SUCCESS ||
        (r = g->d.DevicePrimaryCtxRetain(&g->ctx, g->dev)) != CUDA_SUCCESS ||
        (r = g->d.CtxSetCurrent(g->ctx)) != CUDA_SUCCESS) {
        cudrv_fail("opening device 0: %s", cu_msg(&g->d, r));
        return 0;
    }
    g->cc = major * 10 + minor;
    return 1;
}


/* The launch errors after which the driver refuses every further call in
   the context (CUDA's "sticky" errors). */
int cu_sticky(CUresult r)
{
    switch (r) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ASSERT:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_ECC_UNCORRECTABLE:
        return 1;
    default:
        return 0;
    }
}

int gpu_reset(gpu *g)
{
    CUresult r;
    g->d.DevicePrimaryCtxRelease(g->dev);
    if ((r = g->d.DevicePrimaryCtxReset(g->dev)) != CUDA_SUCCESS ||
        (r = g->d.DevicePrimaryCtxRetain(&g->ctx, g->dev)) != CUDA_SUCCESS ||
        (r = g->d.CtxSetCurrent(g->ctx)) != CUDA_SUCCESS) {
        fprintf(stderr, "resetting the context: %s\n", cu_msg(&g->d, r));
        return 0;
    }
    return 1;
}
