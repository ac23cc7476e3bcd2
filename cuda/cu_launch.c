/* Launches, function attributes and occupancy. A launch runs on the
   calling thread before the call returns (launches on the VM are
   serialized); its fault is returned and kept in the context, sticky as
   on CUDA, for the next synchronizing call. */
#include "cu_internal.h"
#include <stdlib.h>
#include <string.h>

static int cu_func_live(CUfunction f)
{
    int ok;
    cu_lock();
    ok = cu_obj_valid(f, CU_K_FUNC);
    cu_unlock();
    return ok;
}

/* Registers per thread a kernel is taken to need: ptxas's count is not
   known here, so the PTX register declarations stand for it, within
   the hardware's 16..255. */
static int cu_func_regs(CUfunction f)
{
    ptxvm_kernel_usage u;
    int r;
    memset(&u, 0, sizeof u);
    u.struct_size = sizeof u;
    cu_lock();
    if (ptxvm_kernel_get_usage(f->k, &u) != PTXVM_OK) u.ptx_registers = 32;
    cu_unlock();
    r = (int)u.ptx_registers;
    if (r < 16) r = 16;
    if (r > 255) r = 255;
    return (r + 7) & ~7;
}

static int cu_func_max_threads(CUfunction f)
{
    const ptxvm_dim3 *d = f->info.reqntid.x ? &f->info.reqntid
                        : f->info.maxntid.x ? &f->info.maxntid : NULL;
    int n = 1024;
    if (d) {
        long long m = (long long)d->x * (d->y ? d->y : 1) * (d->z ? d->z : 1);
        if (m < n) n = (int)m;
    }
    return n;
}

/* Resident blocks per SM for a block of threads with smem bytes of
   dynamic shared memory, as the occupancy calculator computes it. */
static int cu_blocks_per_sm(CUfunction f, int threads, size_t smem)
{
    const cu_arch *a = cu_g.arch;
    int warps = (threads + 31) / 32, n = a->blocks_sm, lim;
    int regs_warp = (cu_func_regs(f) * 32 + 255) / 256 * 256;
    size_t sm = smem + f->info.static_shared_bytes;
    if (threads <= 0 || threads > cu_func_max_threads(f)) return 0;
    lim = a->threads_sm / (warps * 32);
    if (lim < n) n = lim;
    lim = (a->regs_sm / regs_warp) / warps;
    if (lim < n) n = lim;
    if (sm) {
        size_t per = sm + (a->major >= 8 ? 1024 : 0);
        if (sm > (size_t)a->smem_block_optin) return 0;
        lim = (int)((size_t)a->smem_sm / per);
        if (lim < n) n = lim;
    }
    return n < 0 ? 0 : n;
}

typedef struct cu_launch_cfg {
    unsigned grid[3], block[3], cluster[3];
    unsigned shared;
    CUstream stream;
    int cooperative;
} cu_launch_cfg;

static CUresult cu_launch(CUfunction f, const cu_launch_cfg *c, void **params,
                          void **extra)
{
    CUcontext ctx;
    ptxvm_launch_ex l = PTXVM_LAUNCH_EX_INIT;
    void *local_args[64], **args = params, **heap_args = NULL;
    long long threads;
    ptxvm_result pr;
    CUresult r = cu_need_ctx(&ctx);
    uint32_t i;
    if (r) return r;
    if (ctx->sticky) return ctx->sticky;
    if (!cu_func_live(f)) return CUDA_ERROR_INVALID_HANDLE;
    if (!cu_stream_ok(c->stream)) return CUDA_ERROR_INVALID_HANDLE;
    threads = (long long)c->block[0] * c->block[1] * c->block[2];
    if (!c->grid[0] || !c->grid[1] || !c->grid[2] || !threads ||
        c->grid[0] > 2147483647u || c->grid[1] > 65535 || c->grid[2] > 65535 ||
        c->block[0] > 1024 || c->block[1] > 1024 || c->block[2] > 64 ||
        threads > cu_func_max_threads(f))
        return CUDA_ERROR_INVALID_VALUE;
    if (c->shared > (unsigned)f->max_dyn_smem) return CUDA_ERROR_INVALID_VALUE;
    if (c->cooperative) {
        long long fit = (long long)cu_blocks_per_sm(f, (int)threads, c->shared) * cu_g.arch->sms;
        if ((long long)c->grid[0] * c->grid[1] * c->grid[2] > fit)
            return CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE;
    }
    if (params && extra) return CUDA_ERROR_INVALID_VALUE;
    if (extra) {
        /* CU_LAUNCH_PARAM_BUFFER_POINTER / _SIZE / _END: the arguments
           packed as the kernel's parameter buffer */
        char *buf = NULL;
        size_t size = 0, off = 0;
        int have_size = 0;
        for (i = 0; extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
            if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER) buf = (char *)extra[i + 1];
            else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE) {
                if (!extra[i + 1]) return CUDA_ERROR_INVALID_VALUE;
                size = *(size_t *)extra[i + 1];
                have_size = 1;
            } else return CUDA_ERROR_INVALID_VALUE;
        }
        if (f->info.param_count && (!buf || !have_size)) return CUDA_ERROR_INVALID_VALUE;
        args = f->info.param_count <= 64 ? local_args
             : (heap_args = (void **)malloc(f->info.param_count * sizeof *args));
        if (!args) return CUDA_ERROR_OUT_OF_MEMORY;
        for (i = 0; i < f->info.param_count; i++) {
            size_t al = f->info.param_aligns[i] ? f->info.param_aligns[i] : 1;
            off = (off + al - 1) / al * al;
            args[i] = buf + off;
            off += f->info.param_sizes[i];
        }
        if (off > size) { free(heap_args); return CUDA_ERROR_INVALID_VALUE; }
    } else if (f->info.param_count && !params) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    l.launch.grid.x = c->grid[0]; l.launch.grid.y = c->grid[1]; l.launch.grid.z = c->grid[2];
    l.launch.block.x = c->block[0]; l.launch.block.y = c->block[1]; l.launch.block.z = c->block[2];
    l.launch.shared_bytes = c->shared;
    l.launch.args = args;
    l.cluster.x = c->cluster[0]; l.cluster.y = c->cluster[1]; l.cluster.z = c->cluster[2];
    cu_lock();
    pr = ptxvm_launch_kernel_ex(f->k, &l, NULL);
    if (pr != PTXVM_OK) {
        r = cu_from_ptxvm(pr, f->info.name);
        /* faults poison the context; refusals of the launch do not */
        if (pr != PTXVM_E_INVALID_ARGUMENT && pr != PTXVM_E_UNSUPPORTED &&
            pr != PTXVM_E_LIMIT && pr != PTXVM_E_NO_MEMORY)
            ctx->sticky = r;
        if (pr == PTXVM_E_INVALID_ARGUMENT && c->cluster[0])
            r = CUDA_ERROR_INVALID_CLUSTER_SIZE;
    }
    cu_unlock();
    free(heap_args);
    return r;
}

CU_EXPORT CUresult CUDAAPI cuLaunchKernel(CUfunction f, unsigned int gridDimX,
    unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX,
    unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes,
    CUstream hStream, void **kernelParams, void **extra)
{
    cu_launch_cfg c;
    memset(&c, 0, sizeof c);
    c.grid[0] = gridDimX; c.grid[1] = gridDimY; c.grid[2] = gridDimZ;
    c.block[0] = blockDimX; c.block[1] = blockDimY; c.block[2] = blockDimZ;
    c.shared = sharedMemBytes;
    c.stream = hStream;
    return cu_launch(f, &c, kernelParams, extra);
}

CU_EXPORT CUresult CUDAAPI cuLaunchCooperativeKernel(CUfunction f, unsigned int gridDimX,
    unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX,
    unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes,
    CUstream hStream, void **kernelParams)
{
    cu_launch_cfg c;
    memset(&c, 0, sizeof c);
    c.grid[0] = gridDimX; c.grid[1] = gridDimY; c.grid[2] = gridDimZ;
    c.block[0] = blockDimX; c.block[1] = blockDimY; c.block[2] = blockDimZ;
    c.shared = sharedMemBytes;
    c.stream = hStream;
    c.cooperative = 1;
    return cu_launch(f, &c, kernelParams, NULL);
}

CU_EXPORT CUresult CUDAAPI cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f,
                                            void **kernelParams, void **extra)
{
    cu_launch_cfg c;
    unsigned i;
    if (!config) return CUDA_ERROR_INVALID_VALUE;
    memset(&c, 0, sizeof c);
    c.grid[0] = config->gridDimX; c.grid[1] = config->gridDimY; c.grid[2] = config->gridDimZ;
    c.block[0] = config->blockDimX; c.block[1] = config->blockDimY;
    c.block[2] = config->blockDimZ;
    c.shared = config->sharedMemBytes;
    c.stream = config->hStream;
    if (config->numAttrs && !config->attrs) return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < config->numAttrs; i++) {
        const CUlaunchAttribute *a = &config->attrs[i];
        switch (a->id) {
        case CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION:
            if (cu_g.arch->major < 9) return CUDA_ERROR_INVALID_CLUSTER_SIZE;
            c.cluster[0] = a->value.clusterDim.x;
            c.cluster[1] = a->value.clusterDim.y;
            c.cluster[2] = a->value.clusterDim.z;
            if (!c.cluster[0] || !c.cluster[1] || !c.cluster[2] ||
                c.grid[0] % c.cluster[0] || c.grid[1] % c.cluster[1] ||
                c.grid[2] % c.cluster[2] ||
                c.cluster[0] * c.cluster[1] * c.cluster[2] >
                    (f && cu_func_live(f) && f->non_portable_cluster ? 16u : 8u))
                return CUDA_ERROR_INVALID_CLUSTER_SIZE;
            break;
        case CU_LAUNCH_ATTRIBUTE_COOPERATIVE:
            c.cooperative = a->value.cooperative != 0;
            break;
        default:
            break;   /* priorities, access policies, sync domains: hints */
        }
    }
    return cu_launch(f, &c, kernelParams, extra);
}

/* ---- function attributes ------------------------------------------ */
CU_EXPORT CUresult CUDAAPI cuFuncGetAttribute(int *pi, CUfunction_attribute attrib,
                                              CUfunction hfunc)
{
    ptxvm_kernel_usage u;
    if (!pi) return CUDA_ERROR_INVALID_VALUE;
    if (!cu_func_live(hfunc)) return CUDA_ERROR_INVALID_HANDLE;
    memset(&u, 0, sizeof u);
    u.struct_size = sizeof u;
    cu_lock();
    ptxvm_kernel_get_usage(hfunc->k, &u);
    cu_unlock();
    switch (attrib) {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *pi = cu_func_max_threads(hfunc); break;
    case CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *pi = (int)hfunc->info.static_shared_bytes; break;
    case CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *pi = (int)u.const_bytes; break;
    case CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *pi = (int)hfunc->info.local_bytes_per_thread; break;
    case CU_FUNC_ATTRIBUTE_NUM_REGS: *pi = cu_func_regs(hfunc); break;
    case CU_FUNC_ATTRIBUTE_PTX_VERSION:
    case CU_FUNC_ATTRIBUTE_BINARY_VERSION:
        *pi = cu_g.arch->major * 10 + cu_g.arch->minor;
        break;
    case CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: *pi = 0; break;
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *pi = hfunc->max_dyn_smem; break;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *pi = hfunc->carveout; break;
    case CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET: *pi = 0; break;
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH:
        *pi = hfunc->req_cluster[attrib - CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH];
        break;
    case CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED:
        *pi = hfunc->non_portable_cluster;
        break;
    case CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: *pi = 0; break;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib,
                                              int value)
{
    if (!cu_func_live(hfunc)) return CUDA_ERROR_INVALID_HANDLE;
    switch (attrib) {
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
        if (value < 0 || (long long)value + hfunc->info.static_shared_bytes >
                             (long long)cu_g.arch->smem_block_optin)
            return CUDA_ERROR_INVALID_VALUE;
        hfunc->max_dyn_smem = value;
        return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT:
        if (value < -1 || value > 100) return CUDA_ERROR_INVALID_VALUE;
        hfunc->carveout = value;
        return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED:
        hfunc->non_portable_cluster = value != 0;
        return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH:
        if (value < 0) return CUDA_ERROR_INVALID_VALUE;
        hfunc->req_cluster[attrib - CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH] = value;
        return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE:
        return CUDA_SUCCESS;
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
}

CU_EXPORT CUresult CUDAAPI cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config)
{
    if (!cu_func_live(hfunc)) return CUDA_ERROR_INVALID_HANDLE;
    if ((unsigned)config > CU_FUNC_CACHE_PREFER_EQUAL) return CUDA_ERROR_INVALID_VALUE;
    hfunc->cache_config = (int)config;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuKernelGetAttribute(int *pi, CUfunction_attribute attrib,
                                                CUkernel kernel, CUdevice dev)
{
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    return cuFuncGetAttribute(pi, attrib, (CUfunction)kernel);
}

CU_EXPORT CUresult CUDAAPI cuKernelSetAttribute(CUfunction_attribute attrib, int val,
                                                CUkernel kernel, CUdevice dev)
{
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    return cuFuncSetAttribute((CUfunction)kernel, attrib, val);
}

CU_EXPORT CUresult CUDAAPI cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config,
                                                  CUdevice dev)
{
    if (dev != 0) return CUDA_ERROR_INVALID_DEVICE;
    return cuFuncSetCacheConfig((CUfunction)kernel, config);
}

/* ---- occupancy ---------------------------------------------------- */
CU_EXPORT CUresult CUDAAPI cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize,
    unsigned int flags)
{
    (void)flags;
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!numBlocks || blockSize <= 0) return CUDA_ERROR_INVALID_VALUE;
    if (!cu_func_live(func)) return CUDA_ERROR_INVALID_HANDLE;
    *numBlocks = cu_blocks_per_sm(func, blockSize, dynamicSMemSize);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks,
    CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    return cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func,
                                                                blockSize, dynamicSMemSize, 0);
}

CU_EXPORT CUresult CUDAAPI cuOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize,
    int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize,
    size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    int b, best = 0, best_blocks = 0, maxb;
    (void)flags;
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!minGridSize || !blockSize) return CUDA_ERROR_INVALID_VALUE;
    if (!cu_func_live(func)) return CUDA_ERROR_INVALID_HANDLE;
    maxb = cu_func_max_threads(func);
    if (blockSizeLimit > 0 && blockSizeLimit < maxb) maxb = blockSizeLimit;
    for (b = (maxb + 31) / 32 * 32; b > 0; b -= 32) {
        int t = b > maxb ? maxb : b;
        size_t sm = blockSizeToDynamicSMemSize ? blockSizeToDynamicSMemSize(t) : dynamicSMemSize;
        int n = cu_blocks_per_sm(func, t, sm);
        if ((long long)n * t > (long long)best_blocks * best) { best = t; best_blocks = n; }
    }
    *blockSize = best;
    *minGridSize = best_blocks * cu_g.arch->sms;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize,
    CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize,
    int blockSizeLimit)
{
    return cuOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func,
        blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, 0);
}

CU_EXPORT CUresult CUDAAPI cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize,
    CUfunction func, int numBlocks, int blockSize)
{
    size_t per;
    if (!dynamicSmemSize || numBlocks <= 0 || blockSize <= 0) return CUDA_ERROR_INVALID_VALUE;
    if (!cu_func_live(func)) return CUDA_ERROR_INVALID_HANDLE;
    per = (size_t)cu_g.arch->smem_sm / (size_t)numBlocks;
    if (cu_g.arch->major >= 8) per = per > 1024 ? per - 1024 : 0;
    if (per > (size_t)cu_g.arch->smem_block_optin) per = (size_t)cu_g.arch->smem_block_optin;
    per = per > func->info.static_shared_bytes ? per - func->info.static_shared_bytes : 0;
    *dynamicSmemSize = per;
    return CUDA_SUCCESS;
}

/* Clusters: up to 8 CTAs (16 with the non-portable attribute) on sm_90
   and later; as many resident clusters as the blocks fit. */
CU_EXPORT CUresult CUDAAPI cuOccupancyMaxPotentialClusterSize(int *clusterSize, CUfunction func,
                                                              const CUlaunchConfig *config)
{
    if (!clusterSize || !config) return CUDA_ERROR_INVALID_VALUE;
    if (!cu_func_live(func)) return CUDA_ERROR_INVALID_HANDLE;
    *clusterSize = cu_g.arch->major < 9 ? 0 : func->non_portable_cluster ? 16 : 8;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuOccupancyMaxActiveClusters(int *numClusters, CUfunction func,
                                                        const CUlaunchConfig *config)
{
    unsigned i, size = 1;
    long long blocks;
    if (!numClusters || !config) return CUDA_ERROR_INVALID_VALUE;
    if (!cu_func_live(func)) return CUDA_ERROR_INVALID_HANDLE;
    if (cu_g.arch->major < 9) return CUDA_ERROR_INVALID_CLUSTER_SIZE;
    for (i = 0; i < config->numAttrs; i++)
        if (config->attrs[i].id == CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION)
            size = config->attrs[i].value.clusterDim.x * config->attrs[i].value.clusterDim.y *
                   config->attrs[i].value.clusterDim.z;
    if (!size) return CUDA_ERROR_INVALID_CLUSTER_SIZE;
    blocks = (long long)cu_blocks_per_sm(func, (int)(config->blockDimX * config->blockDimY *
                                                     config->blockDimZ),
                                         config->sharedMemBytes) * cu_g.arch->sms;
    *numClusters = (int)(blocks / size);
    return CUDA_SUCCESS;
}
