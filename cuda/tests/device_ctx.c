/* Device queries, contexts and the context stack, error names, and
   memory without kernels: what a driver-API program does before it
   loads a module. */
#include "cu_check.h"
#include <string.h>
#include <pthread.h>

static void *other_thread(void *arg)
{
    CUcontext c = (CUcontext)arg, cur = (CUcontext)1;
    /* a new thread starts with no current context */
    CK(cuCtxGetCurrent(&cur));
    EXPECT(cur == NULL);
    CKERR(CUDA_ERROR_INVALID_CONTEXT, cuCtxSynchronize());
    CK(cuCtxSetCurrent(c));
    CK(cuCtxGetCurrent(&cur));
    EXPECT(cur == c);
    return NULL;
}

int main(void)
{
    int n = -1, v = 0, major = 0, minor = 0, active = 1;
    unsigned flags = 99, api = 0;
    char name[256];
    size_t total = 0, fr = 0, lim = 0;
    CUdevice dev = -1;
    CUcontext prim, c1, c2, cur;
    CUuuid uuid;
    const char *s;
    pthread_t th;

    /* before cuInit */
    CKERR(CUDA_ERROR_NOT_INITIALIZED, cuDeviceGetCount(&n));
    CK(cuDriverGetVersion(&v));
    EXPECT(v >= 12000);
    CKERR(CUDA_ERROR_INVALID_VALUE, cuInit(1));
    CK(cuInit(0));
    CK(cuDeviceGetCount(&n));
    EXPECT(n == 1);
    CKERR(CUDA_ERROR_INVALID_DEVICE, cuDeviceGet(&dev, 1));
    CK(cuDeviceGet(&dev, 0));
    CK(cuDeviceGetName(name, sizeof name, dev));
    CK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
    CK(cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
    {   /* the default device models an A100 unless PTXVM_CUDA_ARCH says */
        const char *arch = getenv("PTXVM_CUDA_ARCH");
        if (!arch) {
            EXPECT(major == 8 && minor == 0);
            EXPECT(strstr(name, "A100") != NULL);
            CK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
            EXPECT(v == 108);
            CK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev));
            EXPECT(v == 166912);
        }
    }
    CK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_WARP_SIZE, dev));
    EXPECT(v == 32);
    CK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, dev));
    EXPECT(v == 1024);
    CK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING, dev));
    EXPECT(v == 1);
    CK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, dev));
    EXPECT(v == 49152);
    CKERR(CUDA_ERROR_INVALID_VALUE, cuDeviceGetAttribute(&v, (CUdevice_attribute)0, dev));
    CKERR(CUDA_ERROR_INVALID_VALUE, cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MAX, dev));
    CKERR(CUDA_ERROR_INVALID_DEVICE, cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 3));
    CK(cuDeviceTotalMem(&total, dev));
    EXPECT(total > ((size_t)1 << 30));
    CK(cuDeviceGetUuid(&uuid, dev));

    /* error names and strings for every result, NULL for others */
    CK(cuGetErrorName(CUDA_ERROR_NO_BINARY_FOR_GPU, &s));
    EXPECT(!strcmp(s, "CUDA_ERROR_NO_BINARY_FOR_GPU"));
    CK(cuGetErrorString(CUDA_ERROR_INVALID_VALUE, &s));
    EXPECT(!strcmp(s, "invalid argument"));
    CKERR(CUDA_ERROR_INVALID_VALUE, cuGetErrorName((CUresult)12345, &s));
    EXPECT(s == NULL);

    /* no context yet */
    CKERR(CUDA_ERROR_INVALID_CONTEXT, cuMemGetInfo(&fr, &total));
    CK(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    EXPECT(flags == 0 && active == 0);
    CK(cuDevicePrimaryCtxSetFlags(dev, CU_CTX_SCHED_BLOCKING_SYNC));
    CK(cuDevicePrimaryCtxRetain(&prim, dev));
    CK(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    EXPECT(flags == CU_CTX_SCHED_BLOCKING_SYNC && active == 1);
    CK(cuCtxSetCurrent(prim));
    CK(cuCtxGetFlags(&flags));
    EXPECT(flags == CU_CTX_SCHED_BLOCKING_SYNC);
    CKERR(CUDA_ERROR_INVALID_CONTEXT, cuCtxDestroy(prim));   /* primary: release it */

    /* a created context is pushed; pop returns to the primary */
    CK(cuCtxCreate(&c1, NULL, 0, dev));
    CK(cuCtxGetCurrent(&cur));
    EXPECT(cur == c1);
    CK(cuCtxCreate(&c2, NULL, CU_CTX_MAP_HOST, dev));
    CK(cuCtxGetFlags(&flags));
    EXPECT(flags == CU_CTX_MAP_HOST);
    CK(cuCtxPopCurrent(&cur));
    EXPECT(cur == c2);
    CK(cuCtxGetCurrent(&cur));
    EXPECT(cur == c1);
    CK(cuCtxPushCurrent(c2));
    CK(cuCtxGetApiVersion(c2, &api));
    EXPECT(api >= 3020);
    CK(cuCtxGetDevice(&dev));
    EXPECT(dev == 0);
    CK(cuCtxGetLimit(&lim, CU_LIMIT_STACK_SIZE));
    EXPECT(lim == 1024);
    CK(cuCtxSetLimit(CU_LIMIT_STACK_SIZE, 4096));
    CK(cuCtxGetLimit(&lim, CU_LIMIT_STACK_SIZE));
    EXPECT(lim == 4096);
    CKERR(CUDA_ERROR_UNSUPPORTED_LIMIT, cuCtxGetLimit(&lim, (CUlimit)77));
    CK(cuCtxSynchronize());
    CK(cuCtxDestroy(c2));                 /* current: leaves the stack */
    CK(cuCtxGetCurrent(&cur));
    EXPECT(cur == c1);
    CKERR(CUDA_ERROR_INVALID_CONTEXT, cuCtxDestroy(c2));   /* stale handle */
    CKERR(CUDA_ERROR_INVALID_CONTEXT, cuCtxPushCurrent(c2));

    /* the stack is per thread */
    pthread_create(&th, NULL, other_thread, c1);
    pthread_join(th, NULL);
    CK(cuCtxGetCurrent(&cur));
    EXPECT(cur == c1);

    /* memory: device, pinned, mapped, managed, registered */
    {
        CUdeviceptr d, base, dm, dh;
        size_t size, before, after, pitch;
        unsigned char *h, buf[300];
        int i;
        static int reg[64];
        CK(cuMemGetInfo(&before, &total));
        CK(cuMemAlloc(&d, 1000));
        EXPECT(d % 256 == 0);
        CK(cuMemGetInfo(&after, &total));
        EXPECT(after == before - 1000);
        CK(cuMemGetAddressRange(&base, &size, d + 999));
        EXPECT(base == d && size == 1000);
        CKERR(CUDA_ERROR_NOT_FOUND, cuMemGetAddressRange(&base, &size, d + 1000));
        CKERR(CUDA_ERROR_INVALID_VALUE, cuMemAlloc(&d, 0));
        for (i = 0; i < 300; i++) buf[i] = (unsigned char)(i * 7);
        CK(cuMemcpyHtoD(d + 100, buf, 300));
        CKERR(CUDA_ERROR_INVALID_VALUE, cuMemcpyHtoD(d + 900, buf, 300)); /* past the end */
        CK(cuMemsetD8(d, 0xab, 100));
        CK(cuMemHostAlloc((void **)&h, 400, CU_MEMHOSTALLOC_DEVICEMAP));
        CK(cuMemHostGetDevicePointer(&dh, h, 0));
        EXPECT(dh == (CUdeviceptr)(uintptr_t)h);    /* unified addressing */
        CK(cuMemcpyDtoD(dh, d, 400));
        for (i = 0; i < 100; i++) EXPECT(h[i] == 0xab);
        for (i = 0; i < 300; i++) EXPECT(h[100 + i] == (unsigned char)(i * 7));
        CK(cuMemHostGetFlags(&flags, h));
        EXPECT(flags == CU_MEMHOSTALLOC_DEVICEMAP);
        CK(cuMemAllocManaged(&dm, 64, CU_MEM_ATTACH_GLOBAL));
        CK(cuMemsetD32(dm, 0x01020304u, 16));
        EXPECT(((unsigned *)(uintptr_t)dm)[15] == 0x01020304u);
        CK(cuMemsetD16(dm + 2, 0xbeef, 3));
        EXPECT(((unsigned short *)(uintptr_t)dm)[1] == 0xbeef && ((unsigned short *)(uintptr_t)dm)[3] == 0xbeef);
        EXPECT(((unsigned short *)(uintptr_t)dm)[4] == 0x0304);
        CKERR(CUDA_ERROR_INVALID_VALUE, cuMemsetD32(dm + 2, 0, 1));   /* misaligned */
        CK(cuMemHostRegister(reg, sizeof reg, 0));
        CKERR(CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED, cuMemHostRegister(reg + 1, 8, 0));
        CK(cuMemcpyDtoD((CUdeviceptr)(uintptr_t)reg, dm, 64));
        EXPECT(reg[15] == 0x01020304);
        CK(cuMemHostUnregister(reg));
        CKERR(CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED, cuMemHostUnregister(reg));
        CKERR(CUDA_ERROR_INVALID_VALUE, cuMemcpyDtoD((CUdeviceptr)(uintptr_t)reg, dm, 64));
        CK(cuMemAllocPitch(&base, &pitch, 100, 3, 4));
        EXPECT(pitch >= 100 && pitch % 256 == 0);
        CK(cuMemFree(base));
        CK(cuMemFreeHost(h));
        CKERR(CUDA_ERROR_INVALID_VALUE, cuMemFreeHost(h));
        CK(cuMemFree(dm));
        CK(cuMemFree(d));
        CKERR(CUDA_ERROR_INVALID_VALUE, cuMemFree(d));
        CK(cuMemGetInfo(&after, &total));
        EXPECT(after == before);
    }

    CK(cuCtxDestroy(c1));
    CK(cuCtxGetCurrent(&cur));
    EXPECT(cur == prim);
    CK(cuDevicePrimaryCtxRelease(dev));
    CK(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    EXPECT(active == 0);
    CK(cuDevicePrimaryCtxReset(dev));
    puts("device_ctx: ok");
    return 0;
}
