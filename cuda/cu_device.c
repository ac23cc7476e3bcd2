/* cuInit, versions, the device and its attributes. The device is the
   board of the generation PTXVM_CUDA_ARCH names (default sm_80), with
   that board's limits, so programs size their launches as on it. */
#include "cu_internal.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

cu_state cu_g = { .lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP };

void cu_lock(void) { pthread_mutex_lock(&cu_g.lock); }
void cu_unlock(void) { pthread_mutex_unlock(&cu_g.lock); }

void cu_obj_add(void *o, int kind)
{
    cu_obj *h = (cu_obj *)o;
    h->kind = kind;
    h->live_next = cu_g.live;
    cu_g.live = h;
}

void cu_obj_remove(void *o)
{
    cu_obj **p;
    for (p = &cu_g.live; *p; p = &(*p)->live_next)
        if (*p == (cu_obj *)o) { *p = (*p)->live_next; break; }
    ((cu_obj *)o)->kind = 0;
}

int cu_obj_valid(const void *o, int kind)
{
    const cu_obj *h;
    if (!o) return 0;
    for (h = cu_g.live; h; h = h->live_next)
        if (h == (const cu_obj *)o) return h->kind == kind;
    return 0;
}

void cu_report(const char *fmt, ...)
{
    va_list ap;
    if (cu_g.quiet) return;
    va_start(ap, fmt);
    fputs("libcuda (ptxvm): ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

CUresult cu_from_ptxvm(ptxvm_result r, const char *what)
{
    const char *msg;
    if (r == PTXVM_OK) return CUDA_SUCCESS;
    msg = ptxvm_error_message(cu_g.vm);
    cu_report("%s: %s: %s", what, ptxvm_result_name(r), msg);
    switch (r) {
    case PTXVM_E_INVALID_ARGUMENT: return CUDA_ERROR_INVALID_VALUE;
    case PTXVM_E_NO_MEMORY:        return CUDA_ERROR_OUT_OF_MEMORY;
    case PTXVM_E_SYNTAX:
    case PTXVM_E_SEMANTIC:         return CUDA_ERROR_INVALID_PTX;
    case PTXVM_E_UNSUPPORTED:      return CUDA_ERROR_NOT_SUPPORTED;
    case PTXVM_E_NOT_FOUND:        return CUDA_ERROR_NOT_FOUND;
    case PTXVM_E_LINK:             return CUDA_ERROR_INVALID_PTX;
    case PTXVM_E_MEMORY_FAULT:
        return strstr(msg, "misaligned") ? CUDA_ERROR_MISALIGNED_ADDRESS
                                         : CUDA_ERROR_ILLEGAL_ADDRESS;
    case PTXVM_E_TRAP:
        return strstr(msg, "assert") ? CUDA_ERROR_ASSERT
                                     : CUDA_ERROR_LAUNCH_FAILED;
    case PTXVM_E_STEP_LIMIT:       return CUDA_ERROR_LAUNCH_TIMEOUT;
    case PTXVM_E_DEADLOCK:         return CUDA_ERROR_LAUNCH_FAILED;
    case PTXVM_E_HOST:             return CUDA_ERROR_LAUNCH_FAILED;
    case PTXVM_E_INTERRUPTED:      return CUDA_ERROR_LAUNCH_TIMEOUT;
    case PTXVM_E_LIMIT:            return CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
    default:                       return CUDA_ERROR_UNKNOWN;
    }
}

double cu_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

CUresult cu_need_init(void)
{
    return cu_g.inited ? CUDA_SUCCESS : CUDA_ERROR_NOT_INITIALIZED;
}

CU_EXPORT CUresult CUDAAPI cuInit(unsigned int Flags)
{
    CUresult r = CUDA_SUCCESS;
    if (Flags != 0) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    if (!cu_g.inited) {
        ptxvm_config cfg;
        const char *q = getenv("PTXVM_CUDA_QUIET");
        cu_g.quiet = q && *q && strcmp(q, "0");
        cu_g.arch = cu_arch_from_env();
        if (!cu_g.arch) {
            cu_report("PTXVM_CUDA_ARCH=%s names no device this library models "
                      "(sm_60 61 70 75 80 86 89 90 100 120)",
                      getenv("PTXVM_CUDA_ARCH"));
            r = CUDA_ERROR_NO_DEVICE;
        } else {
            const char *ch = getenv("PTXVM_CUDA_CHECKED");
            cu_g.checked = ch && *ch && strcmp(ch, "0");
            const char *th = getenv("PTXVM_CUDA_THREADS");
            ptxvm_config_init(&cfg);
            cfg.flags = cu_g.checked ? 0 : PTXVM_FLAG_UNCHECKED;
            /* worker threads for launches; 0 (unset): one per core */
            if (th && *th) cfg.threads = (uint32_t)strtoul(th, NULL, 10);
            if (ptxvm_create(&cfg, &cu_g.vm) != PTXVM_OK) r = CUDA_ERROR_OUT_OF_MEMORY;
            else cu_g.inited = 1;
        }
    }
    cu_unlock();
    return r;
}

CU_EXPORT CUresult CUDAAPI cuDriverGetVersion(int *driverVersion)
{
    if (!driverVersion) return CUDA_ERROR_INVALID_VALUE;
    *driverVersion = CUDA_VERSION;
    return CUDA_SUCCESS;
}

static CUresult cu_dev_check(CUdevice dev)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    return dev == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGet(CUdevice *device, int ordinal)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    if (ordinal != 0) return CUDA_ERROR_INVALID_DEVICE;
    *device = 0;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetCount(int *count)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    *count = 1;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetName(char *name, int len, CUdevice dev)
{
    CUresult r = cu_dev_check(dev);
    if (r) return r;
    if (!name || len <= 0) return CUDA_ERROR_INVALID_VALUE;
    snprintf(name, (size_t)len, "%s", cu_g.arch->name);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceTotalMem(size_t *bytes, CUdevice dev)
{
    CUresult r = cu_dev_check(dev);
    if (r) return r;
    if (!bytes) return CUDA_ERROR_INVALID_VALUE;
    *bytes = cu_g.arch->total_mem;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
    /* fixed bytes: "ptxvm" and the compute capability, version 4 UUID */
    static const unsigned char base[16] = { 'G', 'P', 'U', '-', 'p', 't', 'x',
        'v', 'm', 0x40, 0, 0x80, 0, 0, 0, 0 };
    CUresult r = cu_dev_check(dev);
    if (r) return r;
    if (!uuid) return CUDA_ERROR_INVALID_VALUE;
    memcpy(uuid->bytes, base, 16);
    uuid->bytes[14] = (unsigned char)cu_g.arch->major;
    uuid->bytes[15] = (unsigned char)cu_g.arch->minor;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetLuid(char *luid, unsigned int *mask,
                                           CUdevice dev)
{
    (void)luid; (void)mask;
    return cu_dev_check(dev) ? cu_dev_check(dev) : CUDA_ERROR_NOT_SUPPORTED;
}

/* deprecated in cuda.h; older programs still call it */
CU_EXPORT CUresult CUDAAPI cuDeviceComputeCapability(int *major, int *minor,
                                                     CUdevice dev)
{
    CUresult r = cu_dev_check(dev);
    if (r) return r;
    if (!major || !minor) return CUDA_ERROR_INVALID_VALUE;
    *major = cu_g.arch->major;
    *minor = cu_g.arch->minor;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetPCIBusId(char *pciBusId, int len,
                                               CUdevice dev)
{
    CUresult r = cu_dev_check(dev);
    if (r) return r;
    if (!pciBusId || len <= 0) return CUDA_ERROR_INVALID_VALUE;
    snprintf(pciBusId, (size_t)len, "0000:01:00.0");
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetByPCIBusId(CUdevice *dev,
                                                 const char *pciBusId)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!dev || !pciBusId) return CUDA_ERROR_INVALID_VALUE;
    if (strcasecmp(pciBusId, "0000:01:00.0") && strcasecmp(pciBusId, "01:00.0")
        && strcasecmp(pciBusId, "0000:01:00"))
        return CUDA_ERROR_INVALID_DEVICE;
    *dev = 0;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib,
                                                CUdevice dev)
{
    CUresult r = cu_dev_check(dev);
    if (r) return r;
    if (!pi || (int)attrib <= 0 || attrib >= CU_DEVICE_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    *pi = (int)cu_arch_attr(cu_g.arch, (int)attrib, !cu_g.checked);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetDefaultMemPool(CUmemoryPool *pool, CUdevice dev)
{
    (void)pool;
    return cu_dev_check(dev) ? cu_dev_check(dev) : CUDA_ERROR_NOT_SUPPORTED;
}

CU_EXPORT CUresult CUDAAPI cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev,
                                                 CUdevice peerDev)
{
    CUresult r = cu_dev_check(dev);
    if (r) return r;
    if (!canAccessPeer) return CUDA_ERROR_INVALID_VALUE;
    if (peerDev != 0) return CUDA_ERROR_INVALID_DEVICE;
    *canAccessPeer = 0;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetP2PAttribute(int *value,
    CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice)
{
    (void)attrib;
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!value) return CUDA_ERROR_INVALID_VALUE;
    if (srcDevice != 0 || dstDevice != 0) return CUDA_ERROR_INVALID_DEVICE;
    return CUDA_ERROR_INVALID_DEVICE;   /* CUDA refuses src == dst too */
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetProperties(CUdevprop *prop, CUdevice dev)
{
    CUresult r = cu_dev_check(dev);
    if (r) return r;
    if (!prop) return CUDA_ERROR_INVALID_VALUE;
    prop->maxThreadsPerBlock = 1024;
    prop->maxThreadsDim[0] = 1024; prop->maxThreadsDim[1] = 1024; prop->maxThreadsDim[2] = 64;
    prop->maxGridSize[0] = 2147483647; prop->maxGridSize[1] = 65535;
    prop->maxGridSize[2] = 65535;
    prop->sharedMemPerBlock = 49152;
    prop->totalConstantMemory = 65536;
    prop->SIMDWidth = 32;
    prop->memPitch = 2147483647;
    prop->regsPerBlock = 65536;
    prop->clockRate = cu_g.arch->clock_khz;
    prop->textureAlign = 512;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements,
    CUarray_format format, unsigned numChannels, CUdevice dev)
{
    CUresult r = cu_dev_check(dev);
    (void)format; (void)numChannels;
    if (r) return r;
    if (!maxWidthInElements) return CUDA_ERROR_INVALID_VALUE;
    *maxWidthInElements = (size_t)1 << 28;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type,
                                                          CUdevice dev)
{
    CUresult r = cu_dev_check(dev);
    (void)type;
    if (r) return r;
    if (!pi) return CUDA_ERROR_INVALID_VALUE;
    *pi = 0;
    return CUDA_SUCCESS;
}
