/* cuGetProcAddress as the runtime uses it: every exported function is
   found by its base name at the current CUDA version, versioned names
   map to the ABI of the version asked for, the per-thread flag finds the
   _ptds/_ptsz entry points, and unknown names and too-old versions say
   so. The exported names come from the file $CU_EXPORTS (one a line,
   written by make cuda-test with nm). */
#define _GNU_SOURCE
#include "cu_check.h"
#include <dlfcn.h>
#include <string.h>

static void *lookup(const char *name, int ver, cuuint64_t flags,
                    CUdriverProcAddressQueryResult *st)
{
    void *fn = NULL;
    CUresult r = cuGetProcAddress(name, &fn, ver, flags, st);
    return r == CUDA_SUCCESS ? fn : NULL;
}

static void expect_entry(const char *name, int ver, const char *symbol)
{
    CUdriverProcAddressQueryResult st;
    void *fn = lookup(name, ver, 0, &st), *want = dlsym(RTLD_DEFAULT, symbol);
    if (!fn || !want || fn != want) {
        fprintf(stderr, "%s at %d: %p, expected %s at %p\n", name, ver, fn, symbol, want);
        exit(1);
    }
}

int main(void)
{
    const char *path = getenv("CU_EXPORTS");
    char line[256];
    int n = 0;
    CUdriverProcAddressQueryResult st;
    void *fn;
    FILE *f;

    CK(cuInit(0));
    /* every export: by its own name, or its base name without _vN */
    if (!path || !(f = fopen(path, "r"))) {
        fprintf(stderr, "procaddr: set CU_EXPORTS to the list of exported names\n");
        return 1;
    }
    while (fgets(line, sizeof line, f)) {
        char base[256], *p;
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0]) continue;
        strcpy(base, line);
        if ((p = strstr(base, "_ptds")) || (p = strstr(base, "_ptsz"))) *p = 0;
        if (!lookup(base, CUDA_VERSION, 0, &st)) {
            p = strrchr(base, '_');
            if (p && p[1] == 'v' && p[2] >= '0' && p[2] <= '9') *p = 0;
            if (!lookup(base, CUDA_VERSION, 0, &st)) {
                fprintf(stderr, "procaddr: %s (exported as %s) is not in the table\n",
                        base, line);
                return 1;
            }
        }
        n++;
    }
    fclose(f);
    EXPECT(n > 150);

    expect_entry("cuMemAlloc", CUDA_VERSION, "cuMemAlloc_v2");
    expect_entry("cuMemAlloc", 3020, "cuMemAlloc_v2");
    expect_entry("cuCtxCreate", 4000, "cuCtxCreate_v2");
    expect_entry("cuCtxCreate", 12000, "cuCtxCreate_v3");
    expect_entry("cuCtxCreate", 13000, "cuCtxCreate_v4");
    expect_entry("cuCtxDestroy", 3020, "cuCtxDestroy");
    expect_entry("cuCtxDestroy", 4000, "cuCtxDestroy_v2");
    expect_entry("cuMemPrefetchAsync", 11000, "cuMemPrefetchAsync");
    expect_entry("cuMemPrefetchAsync", 12020, "cuMemPrefetchAsync_v2");
    expect_entry("cuGetProcAddress", 11030, "cuGetProcAddress");
    expect_entry("cuGetProcAddress", 12000, "cuGetProcAddress_v2");
    expect_entry("cuLaunchKernel", CUDA_VERSION, "cuLaunchKernel");
    expect_entry("cuEventElapsedTime", 12000, "cuEventElapsedTime");
    expect_entry("cuEventElapsedTime", 12080, "cuEventElapsedTime_v2");
    expect_entry("cuCtxSynchronize", CUDA_VERSION, "cuCtxSynchronize");
    expect_entry("cuCtxSynchronize_v2", CUDA_VERSION, "cuCtxSynchronize_v2");
    /* the per-thread default stream variants are exported and found */
    fn = lookup("cuMemcpyHtoD", CUDA_VERSION, CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM, &st);
    EXPECT(fn && st == CU_GET_PROC_ADDRESS_SUCCESS);
    EXPECT(dlsym(RTLD_DEFAULT, "cuMemcpyHtoD_v2_ptds") == fn);
    fn = lookup("cuLaunchKernel", CUDA_VERSION, CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM, &st);
    EXPECT(fn && dlsym(RTLD_DEFAULT, "cuLaunchKernel_ptsz") == fn);
    /* failures */
    EXPECT(!lookup("cuNoSuchFunction", CUDA_VERSION, 0, &st));
    EXPECT(st == CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND);
    EXPECT(!lookup("cuLibraryLoadData", 11080, 0, &st));
    EXPECT(st == CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT);
    EXPECT(!lookup("cuMemAlloc", 2000, 0, &st));
    EXPECT(st == CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT);
    CKERR(CUDA_ERROR_INVALID_VALUE, cuGetProcAddress("cuInit", &fn, CUDA_VERSION, 64, &st));
    /* a function found this way works */
    {
        CUresult (*get_count)(int *) = NULL;
        int count = 0;
        CK(cuGetProcAddress("cuDeviceGetCount", (void **)&get_count, CUDA_VERSION, 0, &st));
        CK(get_count(&count));
        EXPECT(count == 1);
    }
    /* no export tables without the runtime layer's */
    {
        const void *t = (const void *)1;
        CUuuid id;
        memset(&id, 0x5a, sizeof id);
        CKERR(CUDA_ERROR_NOT_FOUND, cuGetExportTable(&t, &id));
    }
    printf("procaddr: ok (%d exported names)\n", n);
    return 0;
}
