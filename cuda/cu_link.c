/* The JIT linker (cuLink*): what it links here is one PTX input (text,
   or the PTX of a fat binary); the "cubin" it completes is that PTX,
   which cuModuleLoadData accepts. Several inputs would need calls across
   modules, which one ptxvm module cannot make: refused, saying so. */
#include "cu_internal.h"
#include "fatbin.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct cu_link {
    cu_obj hdr;
    char *ptx;
    size_t len;
    char *elog;
    size_t ecap;
} cu_link;

#define CU_K_LINK 100

static void cu_link_error(cu_link *l, const char *msg)
{
    if (l->elog && l->ecap) snprintf(l->elog, l->ecap, "%s", msg);
    cu_report("cuLink: %s", msg);
}

CU_EXPORT CUresult CUDAAPI cuLinkCreate(unsigned int numOptions, CUjit_option *options,
                                        void **optionValues, CUlinkState *stateOut)
{
    cu_link *l;
    unsigned i;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!stateOut || (numOptions && (!options || !optionValues))) return CUDA_ERROR_INVALID_VALUE;
    l = (cu_link *)calloc(1, sizeof *l);
    if (!l) return CUDA_ERROR_OUT_OF_MEMORY;
    for (i = 0; i < numOptions; i++) {
        if (options[i] == CU_JIT_ERROR_LOG_BUFFER) l->elog = (char *)optionValues[i];
        if (options[i] == CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES)
            l->ecap = (size_t)(uintptr_t)optionValues[i];
        if (options[i] == CU_JIT_INFO_LOG_BUFFER && optionValues[i]) {
            unsigned j;
            for (j = 0; j < numOptions; j++)
                if (options[j] == CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES && optionValues[j])
                    ((char *)optionValues[i])[0] = 0;
        }
    }
    if (l->elog && l->ecap) l->elog[0] = 0;
    cu_lock();
    cu_obj_add(l, CU_K_LINK);
    cu_unlock();
    *stateOut = (CUlinkState)l;
    return CUDA_SUCCESS;
}

static cu_link *cu_link_get(CUlinkState s)
{
    int ok;
    cu_lock();
    ok = cu_obj_valid(s, CU_K_LINK);
    cu_unlock();
    return ok ? (cu_link *)s : NULL;
}

CU_EXPORT CUresult CUDAAPI cuLinkAddData(CUlinkState state, CUjitInputType type, void *data,
    size_t size, const char *name, unsigned int numOptions, CUjit_option *options,
    void **optionValues)
{
    cu_link *l = cu_link_get(state);
    char err[512];
    (void)name; (void)numOptions; (void)options; (void)optionValues;
    if (!l) return CUDA_ERROR_INVALID_HANDLE;
    if (!data || !size) return CUDA_ERROR_INVALID_VALUE;
    if (l->ptx) {
        cu_link_error(l, "linking several inputs is not supported: ptxvm loads one PTX "
                         "module, whose calls cannot reach another module");
        return CUDA_ERROR_NOT_SUPPORTED;
    }
    if (type == CU_JIT_INPUT_PTX) {
        l->ptx = (char *)malloc(size + 1);
        if (!l->ptx) return CUDA_ERROR_OUT_OF_MEMORY;
        memcpy(l->ptx, data, size);
        l->ptx[size] = 0;
        l->len = strlen(l->ptx);
        return CUDA_SUCCESS;
    }
    if (type == CU_JIT_INPUT_FATBINARY) {
        cu_fatbin_entry ent[64];
        unsigned arch = (unsigned)(cu_g.arch->major * 10 + cu_g.arch->minor);
        int n = cu_fatbin_parse(data, ent, 64, NULL, err, sizeof err), i;
        if (n < 0) { cu_link_error(l, err); return CUDA_ERROR_INVALID_IMAGE; }
        i = cu_fatbin_pick_ptx(ent, n > 64 ? 64 : n, arch);
        if (i < 0) {
            cu_link_error(l, "no PTX for the device in the fat binary (ptxvm runs PTX, "
                             "not machine code)");
            return CUDA_ERROR_NO_BINARY_FOR_GPU;
        }
        if (cu_fatbin_extract(&ent[i], &l->ptx, &l->len, err, sizeof err)) {
            cu_link_error(l, err);
            return CUDA_ERROR_INVALID_IMAGE;
        }
        return CUDA_SUCCESS;
    }
    cu_link_error(l, type == CU_JIT_INPUT_CUBIN
                  ? "a cubin (machine code) input: ptxvm runs PTX only"
                  : "only PTX and fat binary inputs can be linked here");
    return type == CU_JIT_INPUT_CUBIN ? CUDA_ERROR_NO_BINARY_FOR_GPU : CUDA_ERROR_NOT_SUPPORTED;
}

CU_EXPORT CUresult CUDAAPI cuLinkAddFile(CUlinkState state, CUjitInputType type,
    const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    FILE *f;
    long n;
    char *buf;
    CUresult r;
    if (!cu_link_get(state)) return CUDA_ERROR_INVALID_HANDLE;
    if (!path) return CUDA_ERROR_INVALID_VALUE;
    f = fopen(path, "rb");
    if (!f) return CUDA_ERROR_FILE_NOT_FOUND;
    if (fseek(f, 0, SEEK_END) || (n = ftell(f)) <= 0 || fseek(f, 0, SEEK_SET)) {
        fclose(f);
        return CUDA_ERROR_FILE_NOT_FOUND;
    }
    buf = (char *)malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(buf);
        return buf ? CUDA_ERROR_FILE_NOT_FOUND : CUDA_ERROR_OUT_OF_MEMORY;
    }
    fclose(f);
    buf[n] = 0;
    r = cuLinkAddData(state, type, buf, (size_t)n, path, numOptions, options, optionValues);
    free(buf);
    return r;
}

CU_EXPORT CUresult CUDAAPI cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    cu_link *l = cu_link_get(state);
    if (!l) return CUDA_ERROR_INVALID_HANDLE;
    if (!cubinOut || !sizeOut) return CUDA_ERROR_INVALID_VALUE;
    if (!l->ptx) {
        cu_link_error(l, "nothing to link");
        return CUDA_ERROR_INVALID_VALUE;
    }
    *cubinOut = l->ptx;
    *sizeOut = l->len + 1;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuLinkDestroy(CUlinkState state)
{
    cu_link *l = cu_link_get(state);
    if (!l) return CUDA_ERROR_INVALID_HANDLE;
    cu_lock();
    cu_obj_remove(l);
    cu_unlock();
    free(l->ptx);
    free(l);
    return CUDA_SUCCESS;
}
