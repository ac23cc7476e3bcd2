/* Modules, functions and libraries. A module image is PTX text, a fat
   binary (the newest PTX no newer than the device is loaded; a fat
   binary with machine code only cannot run here), or the runtime's
   fat binary wrapper. */
#include "cu_internal.h"
#include "fatbin.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CU_LOG_CAP 4096

static void cu_log(char *log, size_t cap, const char *fmt, const char *a)
{
    if (log && cap) snprintf(log, cap, fmt, a);
}

CUresult cu_module_from_image(const void *image, CUcontext ctx, char *log,
                              size_t logcap, struct CUmod_st **out)
{
    const unsigned char *p = (const unsigned char *)image;
    char *text = NULL, err[512];
    const char *src = (const char *)image, *srcname = "<ptx>";
    size_t len;
    ptxvm_module *pm;
    ptxvm_result pr;
    struct CUmod_st *m;
    unsigned arch = (unsigned)(cu_g.arch->major * 10 + cu_g.arch->minor);
    if (log && logcap) log[0] = 0;
    if (!p) return CUDA_ERROR_INVALID_VALUE;
    if (cu_fatbin_is(p)) {
        cu_fatbin_entry ent[64];
        int n = cu_fatbin_parse(p, ent, 64, NULL, err, sizeof err), i;
        if (n < 0) {
            cu_log(log, logcap, "%s", err);
            cu_report("module load: %s", err);
            return CUDA_ERROR_INVALID_IMAGE;
        }
        if (n > 64) n = 64;
        i = cu_fatbin_pick_ptx(ent, n, arch);
        if (i < 0) {
            char have[256] = "";
            int j;
            size_t o = 0;
            for (j = 0; j < n && o < sizeof have - 24; j++)
                o += (size_t)snprintf(have + o, sizeof have - o, "%s%s_%u",
                                      j ? ", " : "",
                                      ent[j].kind == CU_FATBIN_PTX ? "compute" : "sm",
                                      ent[j].arch);
            snprintf(err, sizeof err, "no PTX for %s in the fat binary (it holds %s); "
                     "ptxvm runs PTX, not machine code: build with "
                     "-gencode arch=compute_XX,code=compute_XX for XX <= %u",
                     cu_g.arch->sm, n ? have : "nothing", arch);
            cu_log(log, logcap, "%s", err);
            cu_report("module load: %s", err);
            return CUDA_ERROR_NO_BINARY_FOR_GPU;
        }
        if (cu_fatbin_extract(&ent[i], &text, &len, err, sizeof err)) {
            cu_log(log, logcap, "%s", err);
            cu_report("module load: %s", err);
            return CUDA_ERROR_INVALID_IMAGE;
        }
        src = text;
        srcname = "<fatbin ptx>";
    } else if (p[0] == 0x7f && p[1] == 'E' && p[2] == 'L' && p[3] == 'F') {
        cu_log(log, logcap, "%s", "a cubin (ELF machine code) image: ptxvm runs PTX "
               "only; load the PTX (nvcc -ptx) or a fat binary with PTX");
        cu_report("module load: %s", log ? log : "cubin image");
        return CUDA_ERROR_NO_BINARY_FOR_GPU;
    } else {
        len = strlen(src);
    }
    cu_lock();
    pr = ptxvm_module_load(cu_g.vm, src, len, srcname, &pm);
    if (pr != PTXVM_OK) {
        const char *msg = ptxvm_error_message(cu_g.vm);
        cu_log(log, logcap, "%s", msg);
        cu_report("module load: %s", msg);
        cu_unlock();
        free(text);
        return pr == PTXVM_E_SYNTAX || pr == PTXVM_E_SEMANTIC || pr == PTXVM_E_LINK
            ? CUDA_ERROR_INVALID_PTX : pr == PTXVM_E_NO_MEMORY ? CUDA_ERROR_OUT_OF_MEMORY
            : pr == PTXVM_E_UNSUPPORTED ? CUDA_ERROR_NOT_SUPPORTED : CUDA_ERROR_INVALID_IMAGE;
    }
    free(text);
    m = (struct CUmod_st *)calloc(1, sizeof *m);
    if (!m) { ptxvm_module_unload(pm); cu_unlock(); return CUDA_ERROR_OUT_OF_MEMORY; }
    m->m = pm;
    m->ctx = ctx;
    cu_obj_add(m, CU_K_MOD);
    cu_unlock();
    *out = m;
    return CUDA_SUCCESS;
}

/* Called with the lock held. */
void cu_module_free(struct CUmod_st *m)
{
    struct CUfunc_st *f, *next;
    cu_obj_remove(m);
    for (f = m->funcs; f; f = next) {
        next = f->next;
        cu_obj_remove(f);
        free(f->old);
        free(f);
    }
    cu_mem_release_owner(m);
    cu_texref_release_module(m);
    ptxvm_module_unload(m->m);
    free(m);
}

void cu_module_release_ctx(CUcontext ctx)
{
    cu_obj *o, *next;
    for (o = cu_g.live; o; o = next) {
        next = o->live_next;
        if (o->kind == CU_K_MOD && ((struct CUmod_st *)o)->ctx == ctx) {
            cu_module_free((struct CUmod_st *)o);
            next = cu_g.live;   /* the list changed under us: start over */
        }
    }
}

/* JIT options: the error and info logs are filled, the rest accepted. */
static CUresult cu_load_with_options(CUmodule *out, const void *image,
    unsigned n, CUjit_option *opt, void **val)
{
    char log[CU_LOG_CAP];
    char *elog = NULL, *ilog = NULL;
    size_t ecap = 0, icap = 0;
    unsigned i;
    int iecap = -1, iicap = -1;
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    double t0 = cu_now_ms();
    if (r) return r;
    if (!out || (n && (!opt || !val))) return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < n; i++) {
        switch (opt[i]) {
        case CU_JIT_ERROR_LOG_BUFFER: elog = (char *)val[i]; break;
        case CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES: ecap = (size_t)(uintptr_t)val[i]; iecap = (int)i; break;
        case CU_JIT_INFO_LOG_BUFFER: ilog = (char *)val[i]; break;
        case CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES: icap = (size_t)(uintptr_t)val[i]; iicap = (int)i; break;
        default: break;
        }
    }
    r = cu_module_from_image(image, c, log, sizeof log, out);
    if (elog && ecap) {
        snprintf(elog, ecap, "%s", r ? log : "");
        if (iecap >= 0) val[iecap] = (void *)(uintptr_t)(strlen(elog) + (r ? 1 : 0));
    }
    if (ilog && icap) {
        ilog[0] = 0;
        if (iicap >= 0) val[iicap] = (void *)(uintptr_t)0;
    }
    for (i = 0; i < n; i++)
        if (opt[i] == CU_JIT_WALL_TIME) {
            float ms = (float)(cu_now_ms() - t0);
            memcpy(&val[i], &ms, sizeof ms);
        }
    return r;
}

CU_EXPORT CUresult CUDAAPI cuModuleLoadData(CUmodule *module, const void *image)
{
    return cu_load_with_options(module, image, 0, NULL, NULL);
}

CU_EXPORT CUresult CUDAAPI cuModuleLoadDataEx(CUmodule *module, const void *image,
    unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    return cu_load_with_options(module, image, numOptions, options, optionValues);
}

CU_EXPORT CUresult CUDAAPI cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin)
{
    if (fatCubin && !cu_fatbin_is(fatCubin)) return CUDA_ERROR_INVALID_IMAGE;
    return cu_load_with_options(module, fatCubin, 0, NULL, NULL);
}

/* A whole file, NUL-terminated. */
static CUresult cu_read_file(const char *fname, char **out)
{
    FILE *f;
    long n;
    char *buf;
    if (!fname) return CUDA_ERROR_INVALID_VALUE;
    f = fopen(fname, "rb");
    if (!f) return CUDA_ERROR_FILE_NOT_FOUND;
    if (fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) {
        fclose(f);
        return CUDA_ERROR_FILE_NOT_FOUND;
    }
    buf = (char *)malloc((size_t)n + 1);
    if (!buf) { fclose(f); return CUDA_ERROR_OUT_OF_MEMORY; }
    if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(buf);
        return CUDA_ERROR_FILE_NOT_FOUND;
    }
    fclose(f);
    buf[n] = 0;
    *out = buf;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuModuleLoad(CUmodule *module, const char *fname)
{
    char *buf;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    r = cu_read_file(fname, &buf);
    if (r) return r;
    r = cu_load_with_options(module, buf, 0, NULL, NULL);
    free(buf);
    return r;
}

static int cu_mod_live(CUmodule m)
{
    int ok;
    cu_lock();
    ok = cu_obj_valid(m, CU_K_MOD);
    cu_unlock();
    return ok;
}

CU_EXPORT CUresult CUDAAPI cuModuleUnload(CUmodule hmod)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    cu_lock();
    if (!cu_obj_valid(hmod, CU_K_MOD) || !hmod->ctx) {
        cu_unlock();
        return CUDA_ERROR_INVALID_HANDLE;
    }
    cu_module_free(hmod);
    cu_unlock();
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuModuleGetLoadingMode(CUmoduleLoadingMode *mode)
{
    if (!mode) return CUDA_ERROR_INVALID_VALUE;
    *mode = CU_MODULE_EAGER_LOADING;
    return CUDA_SUCCESS;
}

static CUresult cu_get_function(CUfunction *hfunc, CUmodule hmod, const char *name)
{
    struct CUfunc_st *f;
    ptxvm_kernel *k;
    ptxvm_result pr;
    if (!hfunc || !name) return CUDA_ERROR_INVALID_VALUE;
    if (!cu_mod_live(hmod)) return CUDA_ERROR_INVALID_HANDLE;
    cu_lock();
    for (f = hmod->funcs; f; f = f->next)
        if (!strcmp(f->info.name, name)) break;
    cu_unlock();
    if (f) { *hfunc = f; return CUDA_SUCCESS; }
    cu_lock();
    /* another thread may have made it meanwhile */
    for (f = hmod->funcs; f; f = f->next)
        if (!strcmp(f->info.name, name)) break;
    if (f) { cu_unlock(); *hfunc = f; return CUDA_SUCCESS; }
    pr = ptxvm_module_get_kernel(hmod->m, name, &k);
    if (pr != PTXVM_OK) {
        CUresult r = pr == PTXVM_E_NOT_FOUND ? CUDA_ERROR_NOT_FOUND
                                             : cu_from_ptxvm(pr, "cuModuleGetFunction");
        cu_unlock();
        return r;
    }
    f = (struct CUfunc_st *)calloc(1, sizeof *f);
    if (!f) { cu_unlock(); return CUDA_ERROR_OUT_OF_MEMORY; }
    f->mod = hmod;
    f->k = k;
    ptxvm_kernel_get_info(k, &f->info);
    f->max_dyn_smem = 49152 - (int)f->info.static_shared_bytes;
    if (f->max_dyn_smem < 0) f->max_dyn_smem = 0;
    f->carveout = -1;
    f->next = hmod->funcs;
    hmod->funcs = f;
    cu_obj_add(f, CU_K_FUNC);
    cu_unlock();
    *hfunc = f;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod,
                                               const char *name)
{
    CUresult r = cu_need_ctx(NULL);
    return r ? r : cu_get_function(hfunc, hmod, name);
}

CU_EXPORT CUresult CUDAAPI cuModuleGetFunctionCount(unsigned int *count, CUmodule mod)
{
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    if (!cu_obj_valid(mod, CU_K_MOD)) { cu_unlock(); return CUDA_ERROR_INVALID_HANDLE; }
    *count = ptxvm_module_kernel_count(mod->m);
    cu_unlock();
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuModuleEnumerateFunctions(CUfunction *functions,
    unsigned int numFunctions, CUmodule mod)
{
    unsigned i, n;
    if (!functions) return CUDA_ERROR_INVALID_VALUE;
    if (!cu_mod_live(mod)) return CUDA_ERROR_INVALID_HANDLE;
    cu_lock();
    n = ptxvm_module_kernel_count(mod->m);
    if (numFunctions < n) n = numFunctions;
    for (i = 0; i < n; i++) {
        CUresult r = cu_get_function(&functions[i], mod,
                                     ptxvm_module_kernel_name(mod->m, i));
        if (r) { cu_unlock(); return r; }
    }
    cu_unlock();
    return CUDA_SUCCESS;
}

static CUresult cu_get_global(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod,
                              const char *name)
{
    ptxvm_addr a;
    size_t sz;
    ptxvm_result pr;
    if (!name) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    if (!cu_obj_valid(hmod, CU_K_MOD)) { cu_unlock(); return CUDA_ERROR_INVALID_HANDLE; }
    pr = ptxvm_module_get_global(hmod->m, name, &a, &sz);
    if (pr != PTXVM_OK) {
        CUresult r = pr == PTXVM_E_NOT_FOUND ? CUDA_ERROR_NOT_FOUND
                                             : cu_from_ptxvm(pr, "cuModuleGetGlobal");
        cu_unlock();
        return r;
    }
    if (sz && !cu_alloc_find((uintptr_t)a)) {
        /* so copies to and from the variable pass the pointer checks */
        if (cu_alloc_track((uintptr_t)a, sz, CU_MEM_GLOBAL, 0, NULL) == CUDA_SUCCESS)
            cu_g.allocs->owner = hmod;
    }
    cu_unlock();
    if (dptr) *dptr = (CUdeviceptr)a;
    if (bytes) *bytes = sz;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuModuleGetGlobal(CUdeviceptr *dptr, size_t *bytes,
                                             CUmodule hmod, const char *name)
{
    CUresult r = cu_need_ctx(NULL);
    return r ? r : cu_get_global(dptr, bytes, hmod, name);
}

/* ---- functions ------------------------------------------------------- */
CU_EXPORT CUresult CUDAAPI cuFuncGetModule(CUmodule *hmod, CUfunction hfunc)
{
    int ok;
    if (!hmod) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    ok = cu_obj_valid(hfunc, CU_K_FUNC);
    cu_unlock();
    if (!ok) return CUDA_ERROR_INVALID_HANDLE;
    *hmod = hfunc->mod;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuFuncGetName(const char **name, CUfunction hfunc)
{
    int ok;
    if (!name) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    ok = cu_obj_valid(hfunc, CU_K_FUNC);
    cu_unlock();
    if (!ok) return CUDA_ERROR_INVALID_HANDLE;
    *name = hfunc->info.name;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuFuncGetParamInfo(CUfunction func, size_t paramIndex,
                                              size_t *paramOffset, size_t *paramSize)
{
    size_t i, off = 0;
    int ok;
    cu_lock();
    ok = cu_obj_valid(func, CU_K_FUNC);
    cu_unlock();
    if (!ok) return CUDA_ERROR_INVALID_HANDLE;
    if (paramIndex >= func->info.param_count) return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i <= paramIndex; i++) {
        size_t al = func->info.param_aligns[i] ? func->info.param_aligns[i] : 1;
        off = (off + al - 1) / al * al;
        if (i < paramIndex) off += func->info.param_sizes[i];
    }
    if (paramOffset) *paramOffset = off;
    if (paramSize) *paramSize = func->info.param_sizes[paramIndex];
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function)
{
    if (!state) return CUDA_ERROR_INVALID_VALUE;
    *state = CU_FUNCTION_LOADING_STATE_LOADED;
    (void)function;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuFuncLoad(CUfunction function)
{
    int ok;
    cu_lock();
    ok = cu_obj_valid(function, CU_K_FUNC);
    cu_unlock();
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

/* ---- libraries: a module owned by no context; a CUkernel is the
   CUfunction of the library's module ------------------------------------ */
typedef struct cu_lib { cu_obj hdr; struct CUmod_st *mod; } cu_lib;

static CUresult cu_lib_load(CUlibrary *library, const void *code, CUjit_option *opt,
                            void **val, unsigned n)
{
    cu_lib *l;
    char log[CU_LOG_CAP];
    CUresult r;
    unsigned i;
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!library || !code) return CUDA_ERROR_INVALID_VALUE;
    l = (cu_lib *)calloc(1, sizeof *l);
    if (!l) return CUDA_ERROR_OUT_OF_MEMORY;
    r = cu_module_from_image(code, NULL, log, sizeof log, &l->mod);
    for (i = 0; i < n && opt && val; i++)
        if (opt[i] == CU_JIT_ERROR_LOG_BUFFER && val[i]) {
            unsigned j;
            size_t cap = 0;
            for (j = 0; j < n; j++)
                if (opt[j] == CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES) cap = (size_t)(uintptr_t)val[j];
            if (cap) snprintf((char *)val[i], cap, "%s", r ? log : "");
        }
    if (r) { free(l); return r; }
    cu_lock();
    cu_obj_add(l, CU_K_LIB);
    cu_unlock();
    *library = (CUlibrary)l;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuLibraryLoadData(CUlibrary *library, const void *code,
    CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions,
    CUlibraryOption *libraryOptions, void **libraryOptionValues,
    unsigned int numLibraryOptions)
{
    (void)libraryOptions; (void)libraryOptionValues; (void)numLibraryOptions;
    return cu_lib_load(library, code, jitOptions, jitOptionsValues, numJitOptions);
}

CU_EXPORT CUresult CUDAAPI cuLibraryLoadFromFile(CUlibrary *library, const char *fileName,
    CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions,
    CUlibraryOption *libraryOptions, void **libraryOptionValues,
    unsigned int numLibraryOptions)
{
    char *buf;
    CUresult r;
    (void)libraryOptions; (void)libraryOptionValues; (void)numLibraryOptions;
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    r = cu_read_file(fileName, &buf);
    if (r) return r;
    r = cu_lib_load(library, buf, jitOptions, jitOptionsValues, numJitOptions);
    free(buf);
    return r;
}

static cu_lib *cu_lib_get(CUlibrary library)
{
    int ok;
    cu_lock();
    ok = cu_obj_valid(library, CU_K_LIB);
    cu_unlock();
    return ok ? (cu_lib *)library : NULL;
}

CU_EXPORT CUresult CUDAAPI cuLibraryUnload(CUlibrary library)
{
    cu_lib *l = cu_lib_get(library);
    if (!l) return CUDA_ERROR_INVALID_HANDLE;
    cu_lock();
    cu_obj_remove(l);
    cu_module_free(l->mod);
    cu_unlock();
    free(l);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library,
                                              const char *name)
{
    cu_lib *l = cu_lib_get(library);
    if (!l) return CUDA_ERROR_INVALID_HANDLE;
    return cu_get_function((CUfunction *)pKernel, l->mod, name);
}

CU_EXPORT CUresult CUDAAPI cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib)
{
    cu_lib *l = cu_lib_get(lib);
    if (!l) return CUDA_ERROR_INVALID_HANDLE;
    return cuModuleGetFunctionCount(count, l->mod);
}

CU_EXPORT CUresult CUDAAPI cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels,
                                                     CUlibrary lib)
{
    cu_lib *l = cu_lib_get(lib);
    if (!l) return CUDA_ERROR_INVALID_HANDLE;
    return cuModuleEnumerateFunctions((CUfunction *)kernels, numKernels, l->mod);
}

CU_EXPORT CUresult CUDAAPI cuLibraryGetModule(CUmodule *pMod, CUlibrary library)
{
    cu_lib *l = cu_lib_get(library);
    if (!l) return CUDA_ERROR_INVALID_HANDLE;
    if (!pMod) return CUDA_ERROR_INVALID_VALUE;
    *pMod = l->mod;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes,
                                              CUlibrary library, const char *name)
{
    cu_lib *l = cu_lib_get(library);
    if (!l) return CUDA_ERROR_INVALID_HANDLE;
    return cu_get_global(dptr, bytes, l->mod, name);
}

CU_EXPORT CUresult CUDAAPI cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes,
                                               CUlibrary library, const char *name)
{
    (void)dptr; (void)bytes; (void)name;
    return cu_lib_get(library) ? CUDA_ERROR_NOT_FOUND : CUDA_ERROR_INVALID_HANDLE;
}

CU_EXPORT CUresult CUDAAPI cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library,
                                                       const char *symbol)
{
    (void)fptr; (void)symbol;
    return cu_lib_get(library) ? CUDA_ERROR_NOT_FOUND : CUDA_ERROR_INVALID_HANDLE;
}

CU_EXPORT CUresult CUDAAPI cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel)
{
    int ok;
    if (!pFunc) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    ok = cu_obj_valid(kernel, CU_K_FUNC);
    cu_unlock();
    if (!ok) return CUDA_ERROR_INVALID_HANDLE;
    *pFunc = (CUfunction)kernel;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel)
{
    cu_obj *o;
    int ok;
    if (!pLib) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    ok = cu_obj_valid(kernel, CU_K_FUNC);
    *pLib = NULL;
    for (o = cu_g.live; ok && o; o = o->live_next)
        if (o->kind == CU_K_LIB && ((cu_lib *)o)->mod == ((CUfunction)kernel)->mod)
            *pLib = (CUlibrary)o;
    cu_unlock();
    if (!ok) return CUDA_ERROR_INVALID_HANDLE;
    return *pLib ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

CU_EXPORT CUresult CUDAAPI cuKernelGetName(const char **name, CUkernel hfunc)
{
    return cuFuncGetName(name, (CUfunction)hfunc);
}

CU_EXPORT CUresult CUDAAPI cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex,
                                                size_t *paramOffset, size_t *paramSize)
{
    return cuFuncGetParamInfo((CUfunction)kernel, paramIndex, paramOffset, paramSize);
}
