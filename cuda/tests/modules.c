/* Modules from PTX text, from fat binaries (zstd, LZ4, uncompressed, the
   runtime's wrapper, several PTX versions), from a file and through
   libraries; and the failures: bad PTX with its error log, machine code
   only, PTX too new for the device, stale handles. */
#include "cu_check.h"
#include <string.h>

/* Load, run add1 over 1000 ints once, check every element and the
   module's launch counter. */
static void run_add1(CUmodule m)
{
    CUfunction f;
    CUdeviceptr d, g;
    size_t gsize;
    int h[1000], i, n = 1000, count = -1;
    void *args[2];
    CK(cuModuleGetFunction(&f, m, "add1"));
    CK(cuMemAlloc(&d, sizeof h));
    for (i = 0; i < n; i++) h[i] = i * 3;
    CK(cuMemcpyHtoD(d, h, sizeof h));
    args[0] = &d; args[1] = &n;
    CK(cuLaunchKernel(f, (n + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, args, NULL));
    CK(cuMemcpyDtoH(h, d, sizeof h));
    for (i = 0; i < n; i++) EXPECT(h[i] == i * 3 + 1);
    CK(cuModuleGetGlobal(&g, &gsize, m, "launches"));
    EXPECT(gsize == sizeof(int));
    CK(cuMemcpyDtoH(&count, g, sizeof count));
    EXPECT(count == 1);
    CK(cuMemFree(d));
}

int main(void)
{
    CUcontext ctx;
    CUdevice dev;
    CUmodule m;
    CUfunction f;
    CUjit_option opt[2] = { CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES };
    char log[1024];
    void *val[2];
    char *ptx, *fb;
    unsigned count = 0;

    CK(cuInit(0));
    CK(cuDeviceGet(&dev, 0));
    CK(cuCtxCreate(&ctx, NULL, 0, dev));

    /* PTX text */
    ptx = read_file("kernels.ptx", NULL);
    CK(cuModuleLoadData(&m, ptx));
    CK(cuModuleGetFunctionCount(&count, m));
    EXPECT(count == 8);
    run_add1(m);
    CKERR(CUDA_ERROR_NOT_FOUND, cuModuleGetFunction(&f, m, "no_such_kernel"));
    CKERR(CUDA_ERROR_NOT_FOUND, cuModuleGetGlobal(NULL, NULL, m, "no_such_var"));
    CK(cuModuleUnload(m));
    CKERR(CUDA_ERROR_INVALID_HANDLE, cuModuleUnload(m));
    CKERR(CUDA_ERROR_INVALID_HANDLE, cuModuleGetFunction(&f, m, "add1"));

    /* from a file */
    CK(cuModuleLoad(&m, "kernels.ptx"));
    run_add1(m);
    CK(cuModuleUnload(m));
    CKERR(CUDA_ERROR_FILE_NOT_FOUND, cuModuleLoad(&m, "no_such_file.ptx"));

    /* fat binaries: zstd with two PTX versions, LZ4, uncompressed. A
       library built without libzstd says so for the zstd one (make
       passes CU_HAVE_ZSTD as it built the library) */
    fb = read_file("kernels.fatbin", NULL);
#ifdef CU_HAVE_ZSTD
    CK(cuModuleLoadData(&m, fb));
    run_add1(m);
    CK(cuModuleUnload(m));
#else
    val[0] = log; val[1] = (void *)(uintptr_t)sizeof log;
    CKERR(CUDA_ERROR_INVALID_IMAGE, cuModuleLoadDataEx(&m, fb, 2, opt, val));
    EXPECT(strstr(log, "without libzstd") != NULL);
    free(fb);
    fb = read_file("kernels_lz4.fatbin", NULL);
#endif
    CK(cuModuleLoadFatBinary(&m, fb));
    run_add1(m);
    CK(cuModuleUnload(m));
    {   /* the wrapper the runtime registers: magic, version, data, 0 */
        struct { int magic, version; const void *data; void *unused; } w =
            { 0x466243b1, 1, fb, NULL };
        CK(cuModuleLoadData(&m, &w));
        run_add1(m);
        CK(cuModuleUnload(m));
    }
    free(fb);
    fb = read_file("kernels_lz4.fatbin", NULL);
    CK(cuModuleLoadData(&m, fb));
    run_add1(m);
    CK(cuModuleUnload(m));
    free(fb);
    fb = read_file("kernels_raw.fatbin", NULL);
    CK(cuModuleLoadData(&m, fb));
    run_add1(m);
    CK(cuModuleUnload(m));
    free(fb);

    /* machine code only: no binary for the device, and the log says why */
    fb = read_file("kernels_cubin.fatbin", NULL);
    val[0] = log; val[1] = (void *)(uintptr_t)sizeof log;
    CKERR(CUDA_ERROR_NO_BINARY_FOR_GPU, cuModuleLoadDataEx(&m, fb, 2, opt, val));
    EXPECT(strstr(log, "no PTX for sm_80") && strstr(log, "sm_80"));
    EXPECT((size_t)(uintptr_t)val[1] == strlen(log) + 1);
    free(fb);
    /* a bare cubin */
    {
        static const char elf[64] = "\x7f" "ELF\x02\x01\x01";
        CKERR(CUDA_ERROR_NO_BINARY_FOR_GPU, cuModuleLoadData(&m, elf));
    }
    /* PTX for compute_90 only cannot run on the sm_80 device */
    if (!getenv("PTXVM_CUDA_ARCH")) {
        fb = read_file("kernels_sm90.fatbin", NULL);
        CKERR(CUDA_ERROR_NO_BINARY_FOR_GPU, cuModuleLoadData(&m, fb));
        free(fb);
    }
    /* a truncated fat binary */
    {
        static const unsigned char bad[32] = { 0x50, 0xed, 0x55, 0xba, 1, 0, 16, 0,
                                               0xff, 0xff, 0, 0, 0, 0, 0, 0 };
        CKERR(CUDA_ERROR_INVALID_IMAGE, cuModuleLoadData(&m, bad));
    }

    /* bad PTX: the error log names the line and column */
    {
        const char *bad = ".version 8.0\n.target sm_80\n.address_size 64\n"
                          ".visible .entry k()\n{\n  .reg .u32 %r1;\n  frobnicate.u32 %r1;\n  ret;\n}\n";
        val[0] = log; val[1] = (void *)(uintptr_t)sizeof log;
        CKERR(CUDA_ERROR_INVALID_PTX, cuModuleLoadDataEx(&m, bad, 2, opt, val));
        EXPECT(strstr(log, ":7:") != NULL);
        EXPECT(strstr(log, "frobnicate") != NULL);
    }
    CKERR(CUDA_ERROR_INVALID_VALUE, cuModuleLoadData(&m, NULL));

    /* libraries: context-independent modules, CUkernel -> CUfunction */
    {
        CUlibrary lib;
        CUkernel k;
        CUmodule lm;
        CUdeviceptr g;
        size_t gs;
        unsigned kc = 0;
        CK(cuLibraryLoadData(&lib, ptx, NULL, NULL, 0, NULL, NULL, 0));
        CK(cuLibraryGetKernelCount(&kc, lib));
        EXPECT(kc == 8);
        CK(cuLibraryGetKernel(&k, lib, "add1"));
        CK(cuKernelGetFunction(&f, k));
        CK(cuLibraryGetModule(&lm, lib));
        CK(cuLibraryGetGlobal(&g, &gs, lib, "launches"));
        EXPECT(gs == 4);
        run_add1(lm);
        CK(cuLibraryUnload(lib));
        CKERR(CUDA_ERROR_INVALID_HANDLE, cuLibraryGetKernel(&k, lib, "add1"));
    }
    /* the JIT linker: one PTX input (text or a fat binary's) */
    {
        CUlinkState ls;
        void *out;
        size_t outsize;
        char elog[512];
        CUjit_option lo[2] = { CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES };
        void *lv[2] = { elog, (void *)(uintptr_t)sizeof elog };
        CK(cuLinkCreate(2, lo, lv, &ls));
        CK(cuLinkAddData(ls, CU_JIT_INPUT_PTX, ptx, strlen(ptx) + 1, "kernels.ptx", 0, NULL, NULL));
        CKERR(CUDA_ERROR_NOT_SUPPORTED,
              cuLinkAddData(ls, CU_JIT_INPUT_PTX, ptx, strlen(ptx) + 1, "again", 0, NULL, NULL));
        EXPECT(strstr(elog, "several inputs") != NULL);
        CK(cuLinkComplete(ls, &out, &outsize));
        EXPECT(outsize == strlen(ptx) + 1);
        CK(cuModuleLoadData(&m, out));
        CK(cuLinkDestroy(ls));
        run_add1(m);
        CK(cuModuleUnload(m));
        CKERR(CUDA_ERROR_INVALID_HANDLE, cuLinkDestroy(ls));
        CK(cuLinkCreate(0, NULL, NULL, &ls));
        CK(cuLinkAddFile(ls, CU_JIT_INPUT_FATBINARY, "kernels_lz4.fatbin", 0, NULL, NULL));
        CK(cuLinkComplete(ls, &out, &outsize));
        CK(cuModuleLoadDataEx(&m, out, 0, NULL, NULL));
        CK(cuLinkDestroy(ls));
        run_add1(m);
        CK(cuModuleUnload(m));
    }
    free(ptx);
    CK(cuCtxDestroy(ctx));
    puts("modules: ok");
    return 0;
}
