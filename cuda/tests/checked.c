/* PTXVM_CUDA_CHECKED=1: the sandboxed VM. Device addresses are the VM's
   own, host memory is mapped into it, copies and memsets go through the
   VM's checked functions, and a kernel's stray store is
   CUDA_ERROR_ILLEGAL_ADDRESS that poisons its context, not a crash. */
#include "cu_check.h"
#include <string.h>

int main(void)
{
    CUdevice dev;
    CUcontext ctx, c2;
    CUmodule m;
    CUfunction add1, fault;
    CUdeviceptr d, d2, dm, dh;
    int v, i, n = 300, h[300], back[300];
    unsigned *pinned;
    char *ptx;
    void *args[2] = { &d, &n };

    setenv("PTXVM_CUDA_CHECKED", "1", 1);
    CK(cuInit(0));
    CK(cuDeviceGet(&dev, 0));
    CK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING, dev));
    EXPECT(v == 0);
    CK(cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY, dev));
    EXPECT(v == 0);
    CK(cuCtxCreate(&ctx, NULL, 0, dev));
    ptx = read_file("kernels.ptx", NULL);
    CK(cuModuleLoadData(&m, ptx));
    CK(cuModuleGetFunction(&add1, m, "add1"));
    CK(cuModuleGetFunction(&fault, m, "fault"));

    /* copies, memsets and a launch through the VM's addresses */
    for (i = 0; i < n; i++) h[i] = i * 5;
    CK(cuMemAlloc(&d, sizeof h));
    CK(cuMemAlloc(&d2, sizeof h));
    CK(cuMemcpyHtoD(d, h, sizeof h));
    CK(cuLaunchKernel(add1, 3, 1, 1, 128, 1, 1, 0, NULL, args, NULL));
    CK(cuMemcpyDtoD(d2, d, sizeof h));
    CK(cuMemsetD16(d2, 0x1234, 2));
    CK(cuMemsetD2D8(d2 + 8, 16, 0x7f, 4, 2));      /* bytes 8..11 and 24..27 */
    CK(cuMemcpyDtoH(back, d2, sizeof back));
    EXPECT(back[0] == 0x12341234);
    EXPECT(back[2] == 0x7f7f7f7f && back[6] == 0x7f7f7f7f);
    EXPECT(back[1] == 6 && back[3] == 16 && back[5] == 26 && back[7] == 36);
    for (i = 8; i < n; i++) EXPECT(back[i] == i * 5 + 1);
    CK(cuMemcpy(d, d2, 8));                         /* unified: both in the VM */
    CK(cuMemcpy((CUdeviceptr)(uintptr_t)back, d, 4));
    EXPECT(back[0] == 0x12341234);
    CKERR(CUDA_ERROR_INVALID_VALUE, cuMemcpyHtoD(d + sizeof h - 4, h, 8));

    /* pinned memory: mapped, at a device address of its own */
    CK(cuMemHostAlloc((void **)&pinned, 64 * sizeof(unsigned), CU_MEMHOSTALLOC_DEVICEMAP));
    CK(cuMemHostGetDevicePointer(&dh, pinned, 0));
    EXPECT(dh != (CUdeviceptr)(uintptr_t)pinned);
    for (i = 0; i < 64; i++) pinned[i] = (unsigned)i;
    {
        int n64 = 64;
        void *a2[2] = { &dh, &n64 };
        CK(cuLaunchKernel(add1, 1, 1, 1, 64, 1, 1, 0, NULL, a2, NULL));
    }
    for (i = 0; i < 64; i++) EXPECT(pinned[i] == (unsigned)i + 1);
    CK(cuMemFreeHost(pinned));
    CKERR(CUDA_ERROR_NOT_SUPPORTED, cuMemAllocManaged(&dm, 64, CU_MEM_ATTACH_GLOBAL));

    /* a stray store: an error, sticky in its context only */
    CK(cuCtxCreate(&c2, NULL, 0, dev));
    {
        CUmodule m2;
        CUfunction f2;
        CUdeviceptr p;
        void *a1[1] = { &p };
        CK(cuModuleLoadData(&m2, ptx));
        CK(cuModuleGetFunction(&f2, m2, "fault"));
        CK(cuMemAlloc(&p, 64));
        CKERR(CUDA_ERROR_ILLEGAL_ADDRESS, cuLaunchKernel(f2, 1, 1, 1, 32, 1, 1, 0, NULL, a1, NULL));
        CKERR(CUDA_ERROR_ILLEGAL_ADDRESS, cuCtxSynchronize());
        CKERR(CUDA_ERROR_ILLEGAL_ADDRESS, cuLaunchKernel(f2, 1, 1, 1, 32, 1, 1, 0, NULL, a1, NULL));
    }
    CK(cuCtxDestroy(c2));
    CK(cuCtxSynchronize());
    CK(cuLaunchKernel(add1, 3, 1, 1, 128, 1, 1, 0, NULL, args, NULL));
    CK(cuMemcpyDtoH(back, d, sizeof back));
    EXPECT(back[299] == 299 * 5 + 2);
    (void)fault;
    CK(cuMemFree(d));
    CK(cuMemFree(d2));
    CK(cuCtxDestroy(ctx));
    free(ptx);
    puts("checked: ok");
    return 0;
}
