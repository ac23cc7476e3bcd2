/* What nvcc's generated host code calls: the registration of fat
   binaries, kernels and variables at program start, <<<>>>'s call
   configuration, and the VM behind them, made on first use. */
#include "runtime.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One lock, recursive, for the lists and for every call on the VM: a VM
   serves one host thread at a time, and programs call the runtime from
   several (a launch holds it until the kernel is done). */
static pthread_mutex_t rt_mu;
static pthread_once_t rt_mu_once = PTHREAD_ONCE_INIT;
static ptxvm_vm *vm;
static int vm_failed;
static rt_fatbin *fatbins;
static rt_func *funcs;
static rt_var *vars;
static int live_fatbins;

static void make_lock(void)
{
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&rt_mu, &a);
    pthread_mutexattr_destroy(&a);
}

void rt_lock(void)
{
    pthread_once(&rt_mu_once, make_lock);
    pthread_mutex_lock(&rt_mu);
}
void rt_unlock(void) { pthread_mutex_unlock(&rt_mu); }

/* The worker count: PTXVM_CUDA_THREADS when set (as for the driver
   layer; tests run 1 and several), else one per core. */
static uint32_t env_threads(void)
{
    const char *s = getenv("PTXVM_CUDA_THREADS");
    return s ? (uint32_t)strtoul(s, NULL, 10) : 0;
}

static ptxvm_vm *vm_locked(void)
{
    if (!vm && !vm_failed) {
        ptxvm_config cfg;
        ptxvm_config_init(&cfg);
        cfg.threads = env_threads();
        if (ptxvm_create(&cfg, &vm) != PTXVM_OK) vm_failed = 1;
    }
    return vm;
}

ptxvm_vm *rt_vm(void)
{
    rt_lock();
    ptxvm_vm *v = vm_locked();
    rt_unlock();
    return v;
}

void **__cudaRegisterFatBinary(void *fatCubin)
{
    rt_fatbin *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->wrapper = fatCubin;
    rt_lock();
    f->next = fatbins; fatbins = f; live_fatbins++;
    rt_unlock();
    return (void **)f;
}

void __cudaRegisterFatBinaryEnd(void **handle) { (void)handle; }

char __cudaInitModule(void **handle) { (void)handle; return 1; }

static void free_entries(rt_fatbin *f)
{
    for (rt_func **p = &funcs; *p;) {
        if ((*p)->fb == f) { rt_func *d = *p; *p = d->next; free(d->name); free(d); }
        else p = &(*p)->next;
    }
    for (rt_var **p = &vars; *p;) {
        if ((*p)->fb == f) { rt_var *d = *p; *p = d->next; free(d->name); free(d); }
        else p = &(*p)->next;
    }
}

/* Called from the program's atexit handlers: the last one out frees the
   VM, so a leak checker sees nothing left. */
void __cudaUnregisterFatBinary(void **handle)
{
    rt_fatbin *f = (rt_fatbin *)handle, **p;
    if (!f) return;
    rt_lock();
    for (p = &fatbins; *p && *p != f; p = &(*p)->next) {}
    if (*p) *p = f->next;
    free_entries(f);
    if (f->module) ptxvm_module_unload(f->module);
    free(f);
    if (--live_fatbins == 0 && vm) { ptxvm_destroy(vm); vm = NULL; }
    rt_unlock();
}

void __cudaRegisterFunction(void **handle, const char *hostFun, char *deviceFun,
                            const char *deviceName, int thread_limit, uint3 *tid,
                            uint3 *bid, dim3 *bDim, dim3 *gDim, int *wSize)
{
    (void)deviceFun; (void)thread_limit; (void)tid; (void)bid; (void)bDim;
    (void)gDim; (void)wSize;
    rt_func *r = calloc(1, sizeof *r);
    if (!r || !(r->name = strdup(deviceName))) { free(r); return; }
    r->host = hostFun; r->fb = (rt_fatbin *)handle;
    rt_lock();
    r->next = funcs; funcs = r;
    rt_unlock();
}

static void add_var(void **handle, const void *host, const char *name, size_t size)
{
    rt_var *r = calloc(1, sizeof *r);
    if (!r || !(r->name = strdup(name))) { free(r); return; }
    r->host = host; r->fb = (rt_fatbin *)handle; r->size = size;
    rt_lock();
    r->next = vars; vars = r;
    rt_unlock();
}

void __cudaRegisterVar(void **handle, char *hostVar, char *deviceAddress,
                       const char *deviceName, int ext, size_t size,
                       int constant, int global)
{
    (void)deviceAddress; (void)ext; (void)constant; (void)global;
    add_var(handle, hostVar, deviceName, size);
}

/* __managed__ variables need host and device to share an address, which
   a bounds-checked VM does not give: registered, refused on use. */
void __cudaRegisterManagedVar(void **handle, void **hostVarPtrAddress,
                              char *deviceAddress, const char *deviceName,
                              int ext, size_t size, int constant, int global)
{
    (void)handle; (void)hostVarPtrAddress; (void)deviceAddress; (void)deviceName;
    (void)ext; (void)size; (void)constant; (void)global;
}

void __cudaRegisterTexture(void **handle, const void *hostVar,
                           const void **deviceAddress, const char *deviceName,
                           int dim, int norm, int ext)
{
    (void)handle; (void)hostVar; (void)deviceAddress; (void)deviceName;
    (void)dim; (void)norm; (void)ext;
}

void __cudaRegisterSurface(void **handle, const void *hostVar,
                           const void **deviceAddress, const char *deviceName,
                           int dim, int ext)
{
    (void)handle; (void)hostVar; (void)deviceAddress; (void)deviceName;
    (void)dim; (void)ext;
}

/* Load a fat binary's PTX; called with the lock held. */
static cudaError_t load_fatbin(rt_fatbin *f)
{
    if (f->module) return cudaSuccess;
    if (f->tried) return f->load_error;
    f->tried = 1;
    char *ptx = NULL; size_t len = 0;
    const char *why = rt_fatbin_ptx(f->wrapper, &ptx, &len, &f->arch);
    if (why) {
        rt_say("%s\n", why);
        return f->load_error = cudaErrorNoKernelImageForDevice;
    }
    ptxvm_vm *v = vm_locked();
    ptxvm_result r = v ? ptxvm_module_load(v, ptx, len, "fatbin.ptx", &f->module)
                       : PTXVM_E_NO_MEMORY;
    free(ptx);
    if (r != PTXVM_OK) {
        rt_say("loading the program's PTX: %s\n",
                v ? ptxvm_error_message(v) : "no VM");
        f->module = NULL;
        return f->load_error = (r == PTXVM_E_NO_MEMORY) ? cudaErrorMemoryAllocation
                                                        : cudaErrorInvalidPtx;
    }
    return cudaSuccess;
}

cudaError_t rt_find_func(const void *host, rt_func **out)
{
    cudaError_t e = cudaErrorInvalidDeviceFunction;
    rt_lock();
    rt_func *r = funcs;
    while (r && r->host != host && (const void *)r != host) r = r->next;
    if (r) {
        e = load_fatbin(r->fb);
        if (e == cudaSuccess && !r->kernel) {
            ptxvm_result pr = ptxvm_module_get_kernel(r->fb->module, r->name, &r->kernel);
            if (pr != PTXVM_OK) {
                rt_say("kernel %s: %s\n", r->name,
                        ptxvm_error_message(rt_vm_unlocked_peek()));
                e = pr == PTXVM_E_UNSUPPORTED ? cudaErrorNotSupported
                                              : cudaErrorInvalidDeviceFunction;
            }
        }
    }
    rt_unlock();
    *out = e == cudaSuccess ? r : NULL;
    return e;
}

cudaError_t rt_find_var(const void *host, ptxvm_addr *addr, size_t *size)
{
    cudaError_t e = cudaErrorInvalidSymbol;
    rt_lock();
    rt_var *r = vars;
    while (r && r->host != host) r = r->next;
    if (r && (e = load_fatbin(r->fb)) == cudaSuccess &&
        ptxvm_module_get_global(r->fb->module, r->name, addr, size) != PTXVM_OK)
        e = cudaErrorInvalidSymbol;
    rt_unlock();
    return e;
}

ptxvm_vm *rt_vm_unlocked_peek(void) { return vm; }

cudaError_t __cudaGetKernel(cudaKernel_t *out, const void *fun)
{
    rt_func *r;
    cudaError_t e = rt_find_func(fun, &r);
    if (out) *out = (cudaKernel_t)r;
    return e;
}

/* <<<>>>: the configuration pushed before the stub runs, popped by it. */
typedef struct { dim3 grid, block; size_t shared; cudaStream_t stream; } rt_config;
static _Thread_local rt_config cfg_stack[16];
static _Thread_local int cfg_depth;

unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim,
                                     size_t sharedMem, struct CUstream_st *stream)
{
    if (cfg_depth == 16) return 1;
    rt_config c = { gridDim, blockDim, sharedMem, stream };
    cfg_stack[cfg_depth++] = c;
    return 0;
}

cudaError_t __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim,
                                       size_t *sharedMem, void *stream)
{
    if (cfg_depth == 0) return cudaErrorMissingConfiguration;
    rt_config c = cfg_stack[--cfg_depth];
    *gridDim = c.grid; *blockDim = c.block; *sharedMem = c.shared;
    *(cudaStream_t *)stream = c.stream;
    return cudaSuccess;
}
