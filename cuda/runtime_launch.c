/* Kernel launches (<<<>>>, cudaLaunchKernel), kernel attributes and the
   occupancy calculator. A launch runs to completion before it returns;
   a fault inside it is kept for the next synchronizing call, as a GPU
   reports it. */
#include "runtime.h"
#include <stdio.h>
#include <string.h>

#define MAX_THREADS 1024
#define SM_THREADS  2048
#define SM_BLOCKS   32
#define SM_SHARED   (228 * 1024)

static cudaError_t check_dims(dim3 g, dim3 b)
{
    if (!g.x || !g.y || !g.z || !b.x || !b.y || !b.z) return cudaErrorInvalidConfiguration;
    if (b.x > 1024 || b.y > 1024 || b.z > 64 ||
        (uint64_t)b.x * b.y * b.z > MAX_THREADS) return cudaErrorInvalidConfiguration;
    if (g.x > 0x7fffffffu || g.y > 65535 || g.z > 65535) return cudaErrorInvalidConfiguration;
    return cudaSuccess;
}

static cudaError_t launch(rt_func *f, dim3 g, dim3 b, void **args, size_t shmem)
{
    cudaError_t e = check_dims(g, b);
    if (e != cudaSuccess) return e;
    ptxvm_launch l = PTXVM_LAUNCH_INIT;
    l.grid.x = g.x; l.grid.y = g.y; l.grid.z = g.z;
    l.block.x = b.x; l.block.y = b.y; l.block.z = b.z;
    l.shared_bytes = (uint32_t)shmem;
    l.args = args;
    rt_lock();
    ptxvm_result r = ptxvm_launch_kernel(f->kernel, &l, NULL);
    if (r != PTXVM_OK)
        rt_say("kernel %s: %s\n", f->name, ptxvm_error_message(rt_vm()));
    rt_unlock();
    if (r == PTXVM_OK) return cudaSuccess;
    switch (r) {
    case PTXVM_E_INVALID_ARGUMENT: return cudaErrorInvalidConfiguration;
    case PTXVM_E_LIMIT: return cudaErrorLaunchOutOfResources;
    case PTXVM_E_UNSUPPORTED: return cudaErrorNotSupported;
    case PTXVM_E_MEMORY_FAULT: rt_set_pending(cudaErrorIllegalAddress); return cudaSuccess;
    case PTXVM_E_TRAP: rt_set_pending(cudaErrorAssert); return cudaSuccess;
    default: rt_set_pending(cudaErrorLaunchFailure); return cudaSuccess;
    }
}

static cudaError_t launch_host(const void *func, dim3 g, dim3 b, void **args, size_t shmem)
{
    rt_func *f;
    cudaError_t e = rt_find_func(func, &f);
    if (e == cudaSuccess) e = launch(f, g, b, args, shmem);
    return rt_ret(e);
}

cudaError_t cudaLaunchKernel(const void *func, dim3 g, dim3 b, void **args,
                             size_t shmem, cudaStream_t s)
{
    (void)s;
    return launch_host(func, g, b, args, shmem);
}

cudaError_t __cudaLaunchKernel(cudaKernel_t k, dim3 g, dim3 b, void **args,
                               size_t shmem, cudaStream_t s)
{
    (void)s;
    return launch_host((const void *)k, g, b, args, shmem);
}

cudaError_t __cudaLaunchKernel_ptsz(cudaKernel_t k, dim3 g, dim3 b, void **args,
                                    size_t shmem, cudaStream_t s)
{
    return __cudaLaunchKernel(k, g, b, args, shmem, s);
}

cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func,
                                void **args)
{
    if (!config) return rt_ret(cudaErrorInvalidValue);
    return launch_host(func, config->gridDim, config->blockDim, args,
                       config->dynamicSmemBytes);
}

cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 g, dim3 b, void **args,
                                        size_t shmem, cudaStream_t s)
{
    (void)s;
    return launch_host(func, g, b, args, shmem);
}

static cudaError_t info_of(const void *func, rt_func **f, ptxvm_kernel_info *ki)
{
    cudaError_t e = rt_find_func(func, f);
    if (e == cudaSuccess && ptxvm_kernel_get_info((*f)->kernel, ki) != PTXVM_OK)
        e = cudaErrorInvalidDeviceFunction;
    return e;
}

static int max_threads(const ptxvm_kernel_info *ki)
{
    uint64_t m = (uint64_t)ki->maxntid.x * ki->maxntid.y * ki->maxntid.z;
    uint64_t r = (uint64_t)ki->reqntid.x * ki->reqntid.y * ki->reqntid.z;
    if (r && r < MAX_THREADS) return (int)r;
    if (m && m < MAX_THREADS) return (int)m;
    return MAX_THREADS;
}

cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func)
{
    rt_func *f; ptxvm_kernel_info ki;
    if (!attr) return rt_ret(cudaErrorInvalidValue);
    cudaError_t e = info_of(func, &f, &ki);
    if (e != cudaSuccess) return rt_ret(e);
    ptxvm_kernel_usage u;
    memset(&u, 0, sizeof u);
    u.struct_size = sizeof u;
    ptxvm_kernel_get_usage(f->kernel, &u);
    memset(attr, 0, sizeof *attr);
    attr->sharedSizeBytes = ki.static_shared_bytes;
    attr->constSizeBytes = (size_t)u.const_bytes;
    attr->localSizeBytes = ki.local_bytes_per_thread;
    attr->maxThreadsPerBlock = max_threads(&ki);
    attr->numRegs = (int)(u.ptx_registers > 255 ? 255 : u.ptx_registers);
    attr->ptxVersion = (int)f->fb->arch;
    attr->binaryVersion = (int)f->fb->arch;
    attr->maxDynamicSharedSizeBytes = 48 * 1024;
    return cudaSuccess;
}

cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value)
{
    rt_func *f;
    (void)attr; (void)value;
    return rt_ret(rt_find_func(func, &f));
}

cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache c)
{
    rt_func *f;
    (void)c;
    return rt_ret(rt_find_func(func, &f));
}

/* A device of SM_THREADS threads, SM_BLOCKS blocks and SM_SHARED bytes of
   shared memory per multiprocessor, registers not limiting. */
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize,
    unsigned int flags)
{
    rt_func *f; ptxvm_kernel_info ki;
    (void)flags;
    if (!numBlocks || blockSize <= 0) return rt_ret(cudaErrorInvalidValue);
    cudaError_t e = info_of(func, &f, &ki);
    if (e != cudaSuccess) return rt_ret(e);
    if (blockSize > max_threads(&ki)) { *numBlocks = 0; return cudaSuccess; }
    int warps = (blockSize + 31) / 32;
    int n = SM_THREADS / (warps * 32);
    if (n > SM_BLOCKS) n = SM_BLOCKS;
    size_t sh = ki.static_shared_bytes + dynamicSMemSize;
    if (sh && (int)(SM_SHARED / sh) < n) n = (int)(SM_SHARED / sh);
    *numBlocks = n;
    return cudaSuccess;
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                          int blockSize, size_t dynamicSMemSize)
{
    return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize,
                                                                  dynamicSMemSize, 0);
}
