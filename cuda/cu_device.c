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

#define GiB(x) ((size_t)((x) * 1073741824.0))
static const cu_arch cu_archs[] = {
    /* sm, name, cc, SMs, clock kHz, mem clock kHz, bus bits, L2, memory,
       smem/block opt-in, smem/SM, threads/SM, blocks/SM, regs/SM */
    { "sm_60", "Tesla P100-SXM2-16GB", 6, 0, 56, 1480500, 715000, 4096,
      4194304, GiB(15.9), 49152, 65536, 2048, 32, 65536 },
    { "sm_61", "NVIDIA GeForce GTX 1080", 6, 1, 20, 1733500, 5005000, 256,
      2097152, GiB(7.9), 49152, 98304, 2048, 32, 65536 },
    { "sm_70", "Tesla V100-SXM2-16GB", 7, 0, 80, 1530000, 877000, 4096,
      6291456, GiB(15.8), 98304, 98304, 2048, 32, 65536 },
    { "sm_75", "Tesla T4", 7, 5, 40, 1590000, 5001000, 256,
      4194304, GiB(14.6), 65536, 65536, 1024, 16, 65536 },
    { "sm_80", "NVIDIA A100-SXM4-40GB", 8, 0, 108, 1410000, 1215000, 5120,
      41943040, GiB(39.6), 166912, 167936, 2048, 32, 65536 },
    { "sm_86", "NVIDIA GeForce RTX 3090", 8, 6, 82, 1695000, 9751000, 384,
      6291456, GiB(23.7), 101376, 102400, 1536, 16, 65536 },
    { "sm_89", "NVIDIA L4", 8, 9, 58, 2040000, 6251000, 192,
      50331648, GiB(22.0), 101376, 102400, 1536, 24, 65536 },
    { "sm_90", "NVIDIA H100 80GB HBM3", 9, 0, 132, 1980000, 2619000, 5120,
      52428800, GiB(79.1), 232448, 233472, 2048, 32, 65536 },
    { "sm_100", "NVIDIA B200", 10, 0, 148, 1965000, 3996000, 8192,
      132644864, GiB(178.4), 232448, 233472, 2048, 32, 65536 },
    { "sm_120", "NVIDIA GeForce RTX 5090", 12, 0, 170, 2407000, 14001000, 512,
      100663296, GiB(31.4), 101376, 102400, 1536, 24, 65536 },
};

static const cu_arch *cu_pick_arch(void)
{
    const char *e = getenv("PTXVM_CUDA_ARCH");
    size_t i;
    char buf[16];
    if (!e || !*e) e = "sm_80";
    /* accept "sm_86", "86", "8.6", "compute_86" */
    if (!strncmp(e, "compute_", 8)) e += 8;
    else if (!strncmp(e, "sm_", 3)) e += 3;
    if (strlen(e) < sizeof buf) {
        size_t j = 0;
        for (i = 0; e[i]; i++) if (e[i] != '.') buf[j++] = e[i];
        buf[j] = 0;
        for (i = 0; i < sizeof cu_archs / sizeof cu_archs[0]; i++)
            if (!strcmp(cu_archs[i].sm + 3, buf)) return &cu_archs[i];
    }
    return NULL;
}

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
        cu_g.arch = cu_pick_arch();
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

/* The value of one attribute; -1 for one CUDA does not define. */
static long long cu_attr(const cu_arch *a, int attr)
{
    int cc = a->major * 10 + a->minor;
    switch (attr) {
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK: return 1024;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X: return 1024;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y: return 1024;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z: return 64;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X: return 2147483647;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y: return 65535;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z: return 65535;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK: return 49152;
    case CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY: return 65536;
    case CU_DEVICE_ATTRIBUTE_WARP_SIZE: return 32;
    case CU_DEVICE_ATTRIBUTE_MAX_PITCH: return 2147483647;
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK: return 65536;
    case CU_DEVICE_ATTRIBUTE_CLOCK_RATE: return a->clock_khz;
    case CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT: return 512;
    case CU_DEVICE_ATTRIBUTE_GPU_OVERLAP: return 1;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: return a->sms;
    case CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT: return 0;
    case CU_DEVICE_ATTRIBUTE_INTEGRATED: return 0;
    case CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY: return 1;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_MODE: return CU_COMPUTEMODE_DEFAULT;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH: return 131072;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH: return 131072;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT: return 65536;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH: return 16384;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT: return 16384;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH: return 16384;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS: return 2048;
    case CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT: return 512;
    case CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS: return 1;
    case CU_DEVICE_ATTRIBUTE_ECC_ENABLED: return 0;
    case CU_DEVICE_ATTRIBUTE_PCI_BUS_ID: return 1;
    case CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID: return 0;
    case CU_DEVICE_ATTRIBUTE_TCC_DRIVER: return 0;
    case CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE: return a->mem_clock_khz;
    case CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH: return a->bus_width;
    case CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: return a->l2_bytes;
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: return a->threads_sm;
    case CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT: return 2;
    case CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING: return !cu_g.checked;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS: return 2048;
    case CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER: return 1;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE: return 8192;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE: return 8192;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE: return 32768;
    case CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID: return 0;
    case CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT: return 32;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS: return 2046;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH: return 131072;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT: return 65536;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH: return 16384;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT: return 16384;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH: return 16384;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS: return 2048;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS: return 2048;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS: return 2046;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH: return 268435456;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH: return 131072;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT: return 65000;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH: return 2097120;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT: return 32768;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: return a->major;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: return a->minor;
    case CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH: return 32768;
    case CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR: return a->smem_sm;
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR: return a->regs_sm;
    case CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY: return !cu_g.checked;
    case CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD: return 0;
    case CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID: return 0;
    case CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO:
        return (cc == 60 || cc == 70 || cc == 80 || cc == 90 || cc == 100) ? 2 : 64;
    case CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS: return !cu_g.checked;
    case CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS: return !cu_g.checked;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM: return !cu_g.checked;
    case CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH: return 1;
    case CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH: return 0;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: return a->smem_block_optin;
    case CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES: return 0;
    case CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES: return !cu_g.checked;
    case CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST: return !cu_g.checked;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR: return a->blocks_sm;
    case CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE: return cc >= 80 ? a->l2_bytes * 3 / 4 : 0;
    case CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE: return cc >= 80 ? 134213632 : 0;
    case CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK: return cc >= 80 ? 1024 : 0;
    case CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH: return cc >= 90;
    case CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED: return cc >= 90;
    case CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS: return 1;
    case CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT: return cc >= 90 ? 4 : 1;
    case CU_DEVICE_ATTRIBUTE_NUMA_ID: return -1;
    case CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID: return -1;
    case CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID: return 0;
    case CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID: return 0;
    default: return 0;   /* features we lack (IPC, VMM, pools, interop) */
    }
}

CU_EXPORT CUresult CUDAAPI cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib,
                                                CUdevice dev)
{
    CUresult r = cu_dev_check(dev);
    if (r) return r;
    if (!pi || (int)attrib <= 0 || attrib >= CU_DEVICE_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    *pi = (int)cu_attr(cu_g.arch, (int)attrib);
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
