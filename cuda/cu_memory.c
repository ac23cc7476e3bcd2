/* Memory: device, pinned host, mapped, registered and managed memory,
   and arrays. By default device addresses are host addresses (unified
   addressing, cu_internal.h), so every kind is reachable by kernels and
   copies are memmove; checked (PTXVM_CUDA_CHECKED) they are the VM's,
   host memory is mapped into the VM, and copies go through its copy
   functions. Either way the table below adds CUDA's checks: a device
   pointer must lie in memory this library handed out, or the call fails
   with CUDA_ERROR_INVALID_VALUE instead of touching stray memory. */
#include "cu_internal.h"
#include <stdlib.h>
#include <string.h>

cu_alloc *cu_alloc_find(uintptr_t p)
{
    cu_alloc *a;
    for (a = cu_g.allocs; a; a = a->next)
        if (p >= a->base && p - a->base < a->size) return a;
    return NULL;
}

cu_alloc *cu_alloc_find_host(uintptr_t p)
{
    cu_alloc *a;
    for (a = cu_g.allocs; a; a = a->next)
        if ((a->type == CU_MEM_HOST || a->type == CU_MEM_REGISTERED) &&
            p >= a->host && p - a->host < a->size)
            return a;
    return NULL;
}

CUresult cu_alloc_track(uintptr_t base, size_t size, int type, unsigned flags,
                        CUcontext ctx)
{
    cu_alloc *a = (cu_alloc *)malloc(sizeof *a);
    if (!a) return CUDA_ERROR_OUT_OF_MEMORY;
    a->base = base; a->host = base; a->size = size; a->type = type; a->flags = flags;
    a->ctx = ctx;
    a->owner = NULL;
    a->next = cu_g.allocs;
    cu_g.allocs = a;
    return CUDA_SUCCESS;
}

static void cu_alloc_drop(cu_alloc *a)
{
    cu_alloc **p;
    for (p = &cu_g.allocs; *p; p = &(*p)->next)
        if (*p == a) { *p = a->next; break; }
    switch (a->type) {
    case CU_MEM_DEVICE: case CU_MEM_MANAGED:
        ptxvm_mem_free(cu_g.vm, (ptxvm_addr)a->base);
        cu_g.used -= a->size;
        break;
    case CU_MEM_HOST:
        if (cu_g.checked) ptxvm_mem_unmap(cu_g.vm, (ptxvm_addr)a->base);
        free((void *)a->host);
        break;
    case CU_MEM_REGISTERED:
        if (cu_g.checked) ptxvm_mem_unmap(cu_g.vm, (ptxvm_addr)a->base);
        break;
    default:
        break;
    }
    free(a);
}

void cu_mem_release_ctx(CUcontext ctx)
{
    cu_alloc *a = cu_g.allocs, *next;
    cu_obj *o, *onext;
    for (; a; a = next) {
        next = a->next;
        if (a->ctx == ctx) cu_alloc_drop(a);
    }
    for (o = cu_g.live; o; o = onext) {
        onext = o->live_next;
        if (o->kind == CU_K_ARRAY && ((struct CUarray_st *)o)->ctx == ctx) {
            cu_obj_remove(o);
            free(o);
        } else if (o->kind == CU_K_STREAM && ((struct CUstream_st *)o)->ctx == ctx) {
            cu_obj_remove(o);
            free(o);
        }
    }
}

void cu_mem_release_owner(void *owner)
{
    cu_alloc *a = cu_g.allocs, *next;
    for (; a; a = next) {
        next = a->next;
        if (a->owner == owner) cu_alloc_drop(a);
    }
}

/* [p, p + n) inside one tracked range. */
static int cu_range_ok(uintptr_t p, size_t n)
{
    cu_alloc *a;
    int ok;
    if (n == 0) return 1;
    cu_lock();
    a = cu_alloc_find(p);
    ok = a && n <= a->size - (p - a->base);
    cu_unlock();
    return ok;
}

static CUresult cu_dev_alloc(CUdeviceptr *dptr, size_t size, int type, unsigned flags)
{
    CUcontext c;
    ptxvm_addr addr;
    ptxvm_result pr;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (!dptr || size == 0) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    if (size > cu_g.arch->total_mem - cu_g.used) {
        cu_unlock();
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    pr = ptxvm_mem_alloc(cu_g.vm, size, &addr);
    if (pr != PTXVM_OK) {
        cu_unlock();
        return pr == PTXVM_E_NO_MEMORY ? CUDA_ERROR_OUT_OF_MEMORY
                                       : cu_from_ptxvm(pr, "cuMemAlloc");
    }
    r = cu_alloc_track((uintptr_t)addr, size, type, flags, c);
    if (r) ptxvm_mem_free(cu_g.vm, addr);
    else cu_g.used += size;
    cu_unlock();
    if (!r) *dptr = (CUdeviceptr)addr;
    return r;
}

CU_EXPORT CUresult CUDAAPI cuMemAlloc(CUdeviceptr *dptr, size_t bytesize)
{
    return cu_dev_alloc(dptr, bytesize, CU_MEM_DEVICE, 0);
}

CU_EXPORT CUresult CUDAAPI cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize,
                                             unsigned int flags)
{
    if (flags != CU_MEM_ATTACH_GLOBAL && flags != CU_MEM_ATTACH_HOST)
        return CUDA_ERROR_INVALID_VALUE;
    if (cu_g.checked) {   /* the host cannot read the VM's addresses */
        cu_report("cuMemAllocManaged: no managed memory under PTXVM_CUDA_CHECKED");
        return CUDA_ERROR_NOT_SUPPORTED;
    }
    return cu_dev_alloc(dptr, bytesize, CU_MEM_MANAGED, flags);
}

CU_EXPORT CUresult CUDAAPI cuMemAllocPitch(CUdeviceptr *dptr, size_t *pPitch,
    size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    size_t pitch;
    CUresult r;
    if (!pPitch || !WidthInBytes || !Height) return CUDA_ERROR_INVALID_VALUE;
    if (ElementSizeBytes != 4 && ElementSizeBytes != 8 && ElementSizeBytes != 16)
        return CUDA_ERROR_INVALID_VALUE;
    pitch = (WidthInBytes + 511) & ~(size_t)511;
    r = cu_dev_alloc(dptr, pitch * Height, CU_MEM_DEVICE, 0);
    if (!r) *pPitch = pitch;
    return r;
}

static CUresult cu_free_kind(uintptr_t p, int t1, int t2)
{
    cu_alloc *a;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!p) return CUDA_SUCCESS;
    cu_lock();
    a = t1 == CU_MEM_HOST ? cu_alloc_find_host(p) : cu_alloc_find(p);
    if (!a || (t1 == CU_MEM_HOST ? a->host : a->base) != p ||
        (a->type != t1 && a->type != t2)) {
        cu_unlock();
        return CUDA_ERROR_INVALID_VALUE;
    }
    cu_alloc_drop(a);
    cu_unlock();
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuMemFree(CUdeviceptr dptr)
{
    return cu_free_kind((uintptr_t)dptr, CU_MEM_DEVICE, CU_MEM_MANAGED);
}

CU_EXPORT CUresult CUDAAPI cuMemGetInfo(size_t *free_, size_t *total)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    cu_lock();
    if (free_) *free_ = cu_g.arch->total_mem - cu_g.used;
    if (total) *total = cu_g.arch->total_mem;
    cu_unlock();
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuMemGetAddressRange(CUdeviceptr *pbase, size_t *psize,
                                                CUdeviceptr dptr)
{
    cu_alloc *a;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    cu_lock();
    a = cu_alloc_find((uintptr_t)dptr);
    if (a && a->type != CU_MEM_HOST && a->type != CU_MEM_REGISTERED) {
        if (pbase) *pbase = (CUdeviceptr)a->base;
        if (psize) *psize = a->size;
    }
    cu_unlock();
    return a && a->type != CU_MEM_HOST && a->type != CU_MEM_REGISTERED
        ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

/* Track host memory; checked, map it into the VM first. Lock held. */
static CUresult cu_host_track(void *p, size_t size, int type, unsigned flags,
                              CUcontext c)
{
    ptxvm_addr dev = (ptxvm_addr)(uintptr_t)p;
    CUresult r;
    if (cu_g.checked) {
        ptxvm_result pr = ptxvm_mem_map(cu_g.vm, p, size, PTXVM_READ | PTXVM_WRITE, &dev);
        if (pr != PTXVM_OK) return cu_from_ptxvm(pr, "host memory");
    }
    r = cu_alloc_track((uintptr_t)dev, size, type, flags, c);
    if (r) {
        if (cu_g.checked) ptxvm_mem_unmap(cu_g.vm, dev);
        return r;
    }
    cu_g.allocs->host = (uintptr_t)p;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags)
{
    CUcontext c;
    void *p = NULL;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (!pp || !bytesize || (Flags & ~0xfu)) return CUDA_ERROR_INVALID_VALUE;
    if (posix_memalign(&p, 4096, bytesize)) return CUDA_ERROR_OUT_OF_MEMORY;
    memset(p, 0, bytesize);
    cu_lock();
    r = cu_host_track(p, bytesize, CU_MEM_HOST, Flags, c);
    cu_unlock();
    if (r) { free(p); return r; }
    *pp = p;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuMemAllocHost(void **pp, size_t bytesize)
{
    return cuMemHostAlloc(pp, bytesize, 0);
}

CU_EXPORT CUresult CUDAAPI cuMemFreeHost(void *p)
{
    return cu_free_kind((uintptr_t)p, CU_MEM_HOST, CU_MEM_HOST);
}

CU_EXPORT CUresult CUDAAPI cuMemHostGetDevicePointer(CUdeviceptr *pdptr, void *p,
                                                     unsigned int Flags)
{
    cu_alloc *a;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!pdptr || Flags) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    a = cu_alloc_find_host((uintptr_t)p);
    cu_unlock();
    if (!a) return CUDA_ERROR_INVALID_VALUE;
    /* unified addressing: the pointer itself; checked: its mapping */
    *pdptr = (CUdeviceptr)(a->base + ((uintptr_t)p - a->host));
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuMemHostGetFlags(unsigned int *pFlags, void *p)
{
    cu_alloc *a;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!pFlags) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    a = cu_alloc_find_host((uintptr_t)p);
    cu_unlock();
    if (!a || a->type != CU_MEM_HOST) return CUDA_ERROR_INVALID_VALUE;
    *pFlags = a->flags;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuMemHostRegister(void *p, size_t bytesize, unsigned int Flags)
{
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (!p || !bytesize || (Flags & ~0xfu)) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    if (cu_alloc_find_host((uintptr_t)p) || cu_alloc_find_host((uintptr_t)p + bytesize - 1) ||
        (!cu_g.checked && (cu_alloc_find((uintptr_t)p) ||
                           cu_alloc_find((uintptr_t)p + bytesize - 1))))
        r = CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
    else
        r = cu_host_track(p, bytesize, CU_MEM_REGISTERED, Flags, c);
    cu_unlock();
    return r;
}

CU_EXPORT CUresult CUDAAPI cuMemHostUnregister(void *p)
{
    cu_alloc *a;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    cu_lock();
    a = cu_alloc_find_host((uintptr_t)p);
    if (!a || a->type != CU_MEM_REGISTERED || a->host != (uintptr_t)p) {
        cu_unlock();
        return CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
    }
    cu_alloc_drop(a);
    cu_unlock();
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuPointerGetAttribute(void *data, CUpointer_attribute attribute,
                                                 CUdeviceptr ptr)
{
    cu_alloc *a;
    CUresult r = cu_need_init();
    if (r) return r;
    if (!data) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    a = cu_alloc_find((uintptr_t)ptr);
    if (!a && (a = cu_alloc_find_host((uintptr_t)ptr)) != NULL)   /* checked */
        ptr = (CUdeviceptr)(a->base + ((uintptr_t)ptr - a->host));
    cu_unlock();
    if (!a) return CUDA_ERROR_INVALID_VALUE;
    switch (attribute) {
    case CU_POINTER_ATTRIBUTE_CONTEXT: *(CUcontext *)data = a->ctx; break;
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
        *(unsigned *)data = (a->type == CU_MEM_HOST || a->type == CU_MEM_REGISTERED)
            ? CU_MEMORYTYPE_HOST : CU_MEMORYTYPE_DEVICE;
        break;
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER: *(CUdeviceptr *)data = ptr; break;
    case CU_POINTER_ATTRIBUTE_HOST_POINTER:
        if (a->type == CU_MEM_DEVICE || a->type == CU_MEM_GLOBAL)
            return CUDA_ERROR_INVALID_VALUE;
        *(void **)data = (void *)(a->host + ((uintptr_t)ptr - a->base));
        break;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED: *(unsigned *)data = a->type == CU_MEM_MANAGED; break;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: *(int *)data = 0; break;
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: *(CUdeviceptr *)data = (CUdeviceptr)a->base; break;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE: *(size_t *)data = a->size; break;
    case CU_POINTER_ATTRIBUTE_MAPPED: *(unsigned *)data = 1; break;
    case CU_POINTER_ATTRIBUTE_BUFFER_ID:
        *(unsigned long long *)data = (unsigned long long)a->base;
        break;
    case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: *(unsigned *)data = 1; break;
    case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE: *(unsigned *)data = 0; break;
    case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: *(unsigned long long *)data = 0; break;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuPointerGetAttributes(unsigned int numAttributes,
    CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    unsigned i;
    CUresult r = cu_need_init();
    int known;
    if (r) return r;
    if (!attributes || !data) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    known = cu_alloc_find((uintptr_t)ptr) || cu_alloc_find_host((uintptr_t)ptr);
    cu_unlock();
    for (i = 0; i < numAttributes; i++) {
        if (!known) {   /* unknown memory: CUDA answers zeros, not an error */
            switch (attributes[i]) {
            case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: *(int *)data[i] = -2; break;
            case CU_POINTER_ATTRIBUTE_CONTEXT: *(CUcontext *)data[i] = NULL; break;
            case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
            case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: *(CUdeviceptr *)data[i] = 0; break;
            case CU_POINTER_ATTRIBUTE_HOST_POINTER: *(void **)data[i] = NULL; break;
            case CU_POINTER_ATTRIBUTE_RANGE_SIZE: *(size_t *)data[i] = 0; break;
            case CU_POINTER_ATTRIBUTE_BUFFER_ID:
            case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES:
                *(unsigned long long *)data[i] = 0; break;
            default: *(unsigned *)data[i] = 0; break;
            }
            continue;
        }
        if (cuPointerGetAttribute(data[i], attributes[i], ptr) != CUDA_SUCCESS) {
            if (attributes[i] == CU_POINTER_ATTRIBUTE_HOST_POINTER) *(void **)data[i] = NULL;
            else return CUDA_ERROR_INVALID_VALUE;
        }
    }
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count,
    CUmemLocation location, unsigned int flags, CUstream hStream)
{
    (void)location; (void)flags;
    if (!cu_stream_ok(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    return cu_range_ok((uintptr_t)devPtr, count) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CU_EXPORT CUresult CUDAAPI cuMemAdvise(CUdeviceptr devPtr, size_t count,
                                       CUmem_advise advice, CUmemLocation location)
{
    (void)advice; (void)location;
    return cu_range_ok((uintptr_t)devPtr, count) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* ---- linear copies --------------------------------------------------- */
/* Move n bytes; a side flagged dev is a device address. Unified, all
   addresses are the host's; checked, device sides go through the VM. */
static CUresult cu_xfer(void *dst, int ddev, const void *src, int sdev, size_t n)
{
    ptxvm_result pr = PTXVM_OK;
    CUresult r;
    if (!cu_g.checked || (!ddev && !sdev)) {
        memmove(dst, src, n);
        return CUDA_SUCCESS;
    }
    cu_lock();
    if (ddev && !sdev)
        pr = ptxvm_memcpy_htod(cu_g.vm, (ptxvm_addr)(uintptr_t)dst, src, n);
    else if (!ddev)
        pr = ptxvm_memcpy_dtoh(cu_g.vm, dst, (ptxvm_addr)(uintptr_t)src, n);
    else {   /* device to device through a bounce buffer */
        char buf[65536];
        size_t o, k;
        int back = (uintptr_t)dst > (uintptr_t)src;   /* overlap-safe order */
        for (o = 0; o < n && pr == PTXVM_OK; o += k) {
            size_t at;
            k = n - o < sizeof buf ? n - o : sizeof buf;
            at = back ? n - o - k : o;
            pr = ptxvm_memcpy_dtoh(cu_g.vm, buf, (ptxvm_addr)((uintptr_t)src + at), k);
            if (pr == PTXVM_OK)
                pr = ptxvm_memcpy_htod(cu_g.vm, (ptxvm_addr)((uintptr_t)dst + at), buf, k);
        }
    }
    r = pr == PTXVM_OK ? CUDA_SUCCESS : cu_from_ptxvm(pr, "copy");
    cu_unlock();
    return r;
}

/* A unified pointer (cuMemcpy, CU_MEMORYTYPE_UNIFIED): device memory
   when it lies in a tracked device range. */
static int cu_is_dev(const void *p)
{
    int d;
    if (!cu_g.checked) return 0;
    cu_lock();
    d = cu_alloc_find((uintptr_t)p) != NULL;
    cu_unlock();
    return d;
}

static CUresult cu_copy(void *dst, const void *src, size_t n, int dst_dev, int src_dev)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (n == 0) return CUDA_SUCCESS;
    if (!dst || !src) return CUDA_ERROR_INVALID_VALUE;
    if (dst_dev && !cu_range_ok((uintptr_t)dst, n)) return CUDA_ERROR_INVALID_VALUE;
    if (src_dev && !cu_range_ok((uintptr_t)src, n)) return CUDA_ERROR_INVALID_VALUE;
    return cu_xfer(dst, dst_dev, src, src_dev, n);
}

#define DP(p) ((void *)(uintptr_t)(p))

CU_EXPORT CUresult CUDAAPI cuMemcpyHtoD(CUdeviceptr dst, const void *src, size_t n)
{ return cu_copy(DP(dst), src, n, 1, 0); }
CU_EXPORT CUresult CUDAAPI cuMemcpyDtoH(void *dst, CUdeviceptr src, size_t n)
{ return cu_copy(dst, DP(src), n, 0, 1); }
CU_EXPORT CUresult CUDAAPI cuMemcpyDtoD(CUdeviceptr dst, CUdeviceptr src, size_t n)
{ return cu_copy(DP(dst), DP(src), n, 1, 1); }
CU_EXPORT CUresult CUDAAPI cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t n)
{ return cu_copy(DP(dst), DP(src), n, cu_is_dev(DP(dst)), cu_is_dev(DP(src))); }
CU_EXPORT CUresult CUDAAPI cuMemcpyPeer(CUdeviceptr dst, CUcontext dstContext,
    CUdeviceptr src, CUcontext srcContext, size_t n)
{
    (void)dstContext; (void)srcContext;
    return cu_copy(DP(dst), DP(src), n, 1, 1);
}

CU_EXPORT CUresult CUDAAPI cuMemcpyHtoDAsync(CUdeviceptr dst, const void *src, size_t n,
                                             CUstream s)
{ return cu_stream_ok(s) ? cuMemcpyHtoD(dst, src, n) : CUDA_ERROR_INVALID_HANDLE; }
CU_EXPORT CUresult CUDAAPI cuMemcpyDtoHAsync(void *dst, CUdeviceptr src, size_t n,
                                             CUstream s)
{ return cu_stream_ok(s) ? cuMemcpyDtoH(dst, src, n) : CUDA_ERROR_INVALID_HANDLE; }
CU_EXPORT CUresult CUDAAPI cuMemcpyDtoDAsync(CUdeviceptr dst, CUdeviceptr src, size_t n,
                                             CUstream s)
{ return cu_stream_ok(s) ? cuMemcpyDtoD(dst, src, n) : CUDA_ERROR_INVALID_HANDLE; }
CU_EXPORT CUresult CUDAAPI cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t n,
                                         CUstream s)
{ return cu_stream_ok(s) ? cuMemcpy(dst, src, n) : CUDA_ERROR_INVALID_HANDLE; }
CU_EXPORT CUresult CUDAAPI cuMemcpyPeerAsync(CUdeviceptr dst, CUcontext dc,
    CUdeviceptr src, CUcontext sc, size_t n, CUstream s)
{ return cu_stream_ok(s) ? cuMemcpyPeer(dst, dc, src, sc, n) : CUDA_ERROR_INVALID_HANDLE; }

/* ---- arrays: packed rows of width elements -------------------------- */
static size_t cu_format_bytes(CUarray_format f)
{
    switch (f) {
    case CU_AD_FORMAT_UNSIGNED_INT8: case CU_AD_FORMAT_SIGNED_INT8: return 1;
    case CU_AD_FORMAT_UNSIGNED_INT16: case CU_AD_FORMAT_SIGNED_INT16:
    case CU_AD_FORMAT_HALF: return 2;
    case CU_AD_FORMAT_UNSIGNED_INT32: case CU_AD_FORMAT_SIGNED_INT32:
    case CU_AD_FORMAT_FLOAT: return 4;
    default: return 0;
    }
}

struct CUarray_st *cu_array_get(CUarray a)
{
    int ok;
    cu_lock();
    ok = cu_obj_valid(a, CU_K_ARRAY);
    cu_unlock();
    return ok ? (struct CUarray_st *)a : NULL;
}

CU_EXPORT CUresult CUDAAPI cuArray3DCreate(CUarray *pHandle,
                                           const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    struct CUarray_st *a;
    size_t elem, h, dep;
    CUcontext c;
    CUresult r = cu_need_ctx(&c);
    if (r) return r;
    if (!pHandle || !d || !d->Width) return CUDA_ERROR_INVALID_VALUE;
    elem = cu_format_bytes(d->Format) * d->NumChannels;
    if (!elem || (d->NumChannels != 1 && d->NumChannels != 2 && d->NumChannels != 4))
        return CUDA_ERROR_INVALID_VALUE;
    if (d->Flags & ~(unsigned)(CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_SURFACE_LDST |
                               CUDA_ARRAY3D_CUBEMAP | CUDA_ARRAY3D_TEXTURE_GATHER))
        return CUDA_ERROR_NOT_SUPPORTED;
    a = (struct CUarray_st *)calloc(1, sizeof *a);
    if (!a) return CUDA_ERROR_OUT_OF_MEMORY;
    a->d = *d;
    a->elem = elem;
    a->pitch = d->Width * elem;
    h = d->Height ? d->Height : 1;
    dep = d->Depth ? d->Depth : 1;
    a->bytes = a->pitch * h * dep;
    a->ctx = c;
    r = cuMemAlloc(&a->data, a->bytes);
    if (r) { free(a); return r; }
    cu_lock();
    /* the array's memory is its own, not the program's to free */
    cu_alloc_find((uintptr_t)a->data)->type = CU_MEM_GLOBAL;
    cu_obj_add(a, CU_K_ARRAY);
    cu_unlock();
    *pHandle = (CUarray)a;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuArrayCreate(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *d)
{
    CUDA_ARRAY3D_DESCRIPTOR d3;
    if (!d) return CUDA_ERROR_INVALID_VALUE;
    memset(&d3, 0, sizeof d3);
    d3.Width = d->Width; d3.Height = d->Height;
    d3.Format = d->Format; d3.NumChannels = d->NumChannels;
    return cuArray3DCreate(pHandle, &d3);
}

CU_EXPORT CUresult CUDAAPI cuArrayDestroy(CUarray hArray)
{
    struct CUarray_st *a;
    cu_alloc *m;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    cu_lock();
    if (!cu_obj_valid(hArray, CU_K_ARRAY)) { cu_unlock(); return CUDA_ERROR_INVALID_HANDLE; }
    a = (struct CUarray_st *)hArray;
    m = cu_alloc_find((uintptr_t)a->data);
    if (m) { m->type = CU_MEM_DEVICE; cu_alloc_drop(m); }
    cu_obj_remove(a);
    cu_unlock();
    free(a);
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *d, CUarray h)
{
    struct CUarray_st *a = cu_array_get(h);
    if (!a) return CUDA_ERROR_INVALID_HANDLE;
    if (!d) return CUDA_ERROR_INVALID_VALUE;
    *d = a->d;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR *d, CUarray h)
{
    struct CUarray_st *a = cu_array_get(h);
    if (!a) return CUDA_ERROR_INVALID_HANDLE;
    if (!d) return CUDA_ERROR_INVALID_VALUE;
    d->Width = a->d.Width; d->Height = a->d.Height;
    d->Format = a->d.Format; d->NumChannels = a->d.NumChannels;
    return CUDA_SUCCESS;
}

static CUresult cu_array_span(CUarray h, size_t off, size_t n, char **p)
{
    struct CUarray_st *a = cu_array_get(h);
    if (!a) return CUDA_ERROR_INVALID_HANDLE;
    if (off > a->bytes || n > a->bytes - off) return CUDA_ERROR_INVALID_VALUE;
    *p = (char *)DP(a->data) + off;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuMemcpyHtoA(CUarray dst, size_t off, const void *src, size_t n)
{
    char *p;
    CUresult r = cu_array_span(dst, off, n, &p);
    return r ? r : cu_copy(p, src, n, 1, 0);
}
CU_EXPORT CUresult CUDAAPI cuMemcpyAtoH(void *dst, CUarray src, size_t off, size_t n)
{
    char *p;
    CUresult r = cu_array_span(src, off, n, &p);
    return r ? r : cu_copy(dst, p, n, 0, 1);
}
CU_EXPORT CUresult CUDAAPI cuMemcpyDtoA(CUarray dst, size_t off, CUdeviceptr src, size_t n)
{
    char *p;
    CUresult r = cu_array_span(dst, off, n, &p);
    return r ? r : cu_copy(p, DP(src), n, 1, 1);
}
CU_EXPORT CUresult CUDAAPI cuMemcpyAtoD(CUdeviceptr dst, CUarray src, size_t off, size_t n)
{
    char *p;
    CUresult r = cu_array_span(src, off, n, &p);
    return r ? r : cu_copy(DP(dst), p, n, 1, 1);
}
CU_EXPORT CUresult CUDAAPI cuMemcpyAtoA(CUarray dst, size_t doff, CUarray src,
                                        size_t soff, size_t n)
{
    char *d, *s;
    CUresult r = cu_array_span(dst, doff, n, &d);
    if (!r) r = cu_array_span(src, soff, n, &s);
    return r ? r : cu_copy(d, s, n, 1, 1);
}
CU_EXPORT CUresult CUDAAPI cuMemcpyHtoAAsync(CUarray dst, size_t off, const void *src,
                                             size_t n, CUstream s)
{ return cu_stream_ok(s) ? cuMemcpyHtoA(dst, off, src, n) : CUDA_ERROR_INVALID_HANDLE; }
CU_EXPORT CUresult CUDAAPI cuMemcpyAtoHAsync(void *dst, CUarray src, size_t off,
                                             size_t n, CUstream s)
{ return cu_stream_ok(s) ? cuMemcpyAtoH(dst, src, off, n) : CUDA_ERROR_INVALID_HANDLE; }

/* ---- 2D and 3D copies ------------------------------------------------ */
typedef struct cu_side {
    char *base;            /* the first byte of the copied box          */
    size_t pitch, height;  /* bytes per row, rows per slice             */
    int dev;               /* check against the tracked ranges          */
} cu_side;

static CUresult cu_side_of(CUmemorytype t, const void *host, CUdeviceptr dev,
                           CUarray arr, size_t pitch, size_t height,
                           size_t x, size_t y, size_t z, cu_side *s)
{
    char *b;
    switch (t) {
    case CU_MEMORYTYPE_HOST: b = (char *)(uintptr_t)host; s->dev = 0; break;
    case CU_MEMORYTYPE_DEVICE: b = (char *)DP(dev); s->dev = 1; break;
    case CU_MEMORYTYPE_UNIFIED: b = (char *)DP(dev); s->dev = cu_is_dev(b); break;
    case CU_MEMORYTYPE_ARRAY: {
        struct CUarray_st *a = cu_array_get(arr);
        if (!a) return CUDA_ERROR_INVALID_HANDLE;
        b = (char *)DP(a->data);
        pitch = a->pitch;
        height = a->d.Height ? a->d.Height : 1;
        s->dev = 1;
        break;
    }
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    if (!b) return CUDA_ERROR_INVALID_VALUE;
    s->pitch = pitch;
    s->height = height;
    s->base = b + (z * height + y) * pitch + x;
    return CUDA_SUCCESS;
}

static CUresult cu_copy3d(cu_side *d, cu_side *s, size_t w, size_t h, size_t depth)
{
    size_t z, y;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!w || !h || !depth) return CUDA_SUCCESS;
    if ((h > 1 || depth > 1) && (w > d->pitch || w > s->pitch)) return CUDA_ERROR_INVALID_VALUE;
    if (depth > 1 && (h > d->height || h > s->height)) return CUDA_ERROR_INVALID_VALUE;
    for (z = 0; z < depth; z++)
        for (y = 0; y < h; y++) {
            size_t dofs = (z * d->height + y) * d->pitch;
            size_t sofs = (z * s->height + y) * s->pitch;
            if (d->dev && !cu_range_ok((uintptr_t)(d->base + dofs), w)) return CUDA_ERROR_INVALID_VALUE;
            if (s->dev && !cu_range_ok((uintptr_t)(s->base + sofs), w)) return CUDA_ERROR_INVALID_VALUE;
            r = cu_xfer(d->base + dofs, d->dev, s->base + sofs, s->dev, w);
            if (r) return r;
        }
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuMemcpy2D(const CUDA_MEMCPY2D *p)
{
    cu_side d, s;
    CUresult r;
    if (!p) return CUDA_ERROR_INVALID_VALUE;
    r = cu_side_of(p->srcMemoryType, p->srcHost, p->srcDevice, p->srcArray,
                   p->srcPitch ? p->srcPitch : p->WidthInBytes, 1,
                   p->srcXInBytes, p->srcY, 0, &s);
    if (!r) r = cu_side_of(p->dstMemoryType, p->dstHost, p->dstDevice, p->dstArray,
                           p->dstPitch ? p->dstPitch : p->WidthInBytes, 1,
                           p->dstXInBytes, p->dstY, 0, &d);
    return r ? r : cu_copy3d(&d, &s, p->WidthInBytes, p->Height, 1);
}

CU_EXPORT CUresult CUDAAPI cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *p)
{ return cuMemcpy2D(p); }
CU_EXPORT CUresult CUDAAPI cuMemcpy2DAsync(const CUDA_MEMCPY2D *p, CUstream s)
{ return cu_stream_ok(s) ? cuMemcpy2D(p) : CUDA_ERROR_INVALID_HANDLE; }

CU_EXPORT CUresult CUDAAPI cuMemcpy3D(const CUDA_MEMCPY3D *p)
{
    cu_side d, s;
    CUresult r;
    if (!p) return CUDA_ERROR_INVALID_VALUE;
    if (p->srcLOD || p->dstLOD) return CUDA_ERROR_INVALID_VALUE;
    r = cu_side_of(p->srcMemoryType, p->srcHost, p->srcDevice, p->srcArray,
                   p->srcPitch ? p->srcPitch : p->WidthInBytes,
                   p->srcHeight ? p->srcHeight : p->Height,
                   p->srcXInBytes, p->srcY, p->srcZ, &s);
    if (!r) r = cu_side_of(p->dstMemoryType, p->dstHost, p->dstDevice, p->dstArray,
                           p->dstPitch ? p->dstPitch : p->WidthInBytes,
                           p->dstHeight ? p->dstHeight : p->Height,
                           p->dstXInBytes, p->dstY, p->dstZ, &d);
    return r ? r : cu_copy3d(&d, &s, p->WidthInBytes, p->Height, p->Depth);
}

CU_EXPORT CUresult CUDAAPI cuMemcpy3DAsync(const CUDA_MEMCPY3D *p, CUstream s)
{ return cu_stream_ok(s) ? cuMemcpy3D(p) : CUDA_ERROR_INVALID_HANDLE; }

CU_EXPORT CUresult CUDAAPI cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER *p)
{
    CUDA_MEMCPY3D q;
    if (!p) return CUDA_ERROR_INVALID_VALUE;
    memset(&q, 0, sizeof q);
    q.srcXInBytes = p->srcXInBytes; q.srcY = p->srcY; q.srcZ = p->srcZ;
    q.srcLOD = p->srcLOD; q.srcMemoryType = p->srcMemoryType;
    q.srcHost = p->srcHost; q.srcDevice = p->srcDevice; q.srcArray = p->srcArray;
    q.srcPitch = p->srcPitch; q.srcHeight = p->srcHeight;
    q.dstXInBytes = p->dstXInBytes; q.dstY = p->dstY; q.dstZ = p->dstZ;
    q.dstLOD = p->dstLOD; q.dstMemoryType = p->dstMemoryType;
    q.dstHost = p->dstHost; q.dstDevice = p->dstDevice; q.dstArray = p->dstArray;
    q.dstPitch = p->dstPitch; q.dstHeight = p->dstHeight;
    q.WidthInBytes = p->WidthInBytes; q.Height = p->Height; q.Depth = p->Depth;
    return cuMemcpy3D(&q);
}

CU_EXPORT CUresult CUDAAPI cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *p, CUstream s)
{ return cu_stream_ok(s) ? cuMemcpy3DPeer(p) : CUDA_ERROR_INVALID_HANDLE; }

/* ---- memset ---------------------------------------------------------- */
static CUresult cu_set2d(CUdeviceptr dst, size_t pitch, unsigned v, unsigned esz,
                         size_t w, size_t h)
{
    size_t y, x;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!w || !h) return CUDA_SUCCESS;
    if ((uintptr_t)dst % esz || (h > 1 && (pitch < w * esz || pitch % esz)))
        return CUDA_ERROR_INVALID_VALUE;
    for (y = 0; y < h; y++) {
        char *row = (char *)DP(dst) + y * pitch;
        if (!cu_range_ok((uintptr_t)row, w * esz)) return CUDA_ERROR_INVALID_VALUE;
        if (cu_g.checked) {   /* the VM's memset, or a pattern copied in */
            ptxvm_result pr = PTXVM_OK;
            cu_lock();
            if (esz == 1) pr = ptxvm_memset(cu_g.vm, (ptxvm_addr)(uintptr_t)row, (int)(v & 0xff), w);
            else {
                unsigned char pat[4096];
                size_t o, k, i;
                for (i = 0; i < sizeof pat; i += esz) memcpy(pat + i, &v, esz);
                for (o = 0; o < w * esz && pr == PTXVM_OK; o += k) {
                    k = w * esz - o < sizeof pat ? w * esz - o : sizeof pat;
                    pr = ptxvm_memcpy_htod(cu_g.vm, (ptxvm_addr)(uintptr_t)(row + o), pat, k);
                }
            }
            r = pr != PTXVM_OK ? cu_from_ptxvm(pr, "memset") : CUDA_SUCCESS;
            cu_unlock();
            if (r) return r;
        } else if (esz == 1) memset(row, (int)(v & 0xff), w);
        else if (esz == 2) { uint16_t t = (uint16_t)v; for (x = 0; x < w; x++) memcpy(row + 2 * x, &t, 2); }
        else { uint32_t t = v; for (x = 0; x < w; x++) memcpy(row + 4 * x, &t, 4); }
    }
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuMemsetD8(CUdeviceptr d, unsigned char uc, size_t N)
{ return cu_set2d(d, 0, uc, 1, N, 1); }
CU_EXPORT CUresult CUDAAPI cuMemsetD16(CUdeviceptr d, unsigned short us, size_t N)
{ return cu_set2d(d, 0, us, 2, N, 1); }
CU_EXPORT CUresult CUDAAPI cuMemsetD32(CUdeviceptr d, unsigned int ui, size_t N)
{ return cu_set2d(d, 0, ui, 4, N, 1); }
CU_EXPORT CUresult CUDAAPI cuMemsetD2D8(CUdeviceptr d, size_t pitch, unsigned char uc,
                                        size_t w, size_t h)
{ return cu_set2d(d, pitch, uc, 1, w, h); }
CU_EXPORT CUresult CUDAAPI cuMemsetD2D16(CUdeviceptr d, size_t pitch, unsigned short us,
                                         size_t w, size_t h)
{ return cu_set2d(d, pitch, us, 2, w, h); }
CU_EXPORT CUresult CUDAAPI cuMemsetD2D32(CUdeviceptr d, size_t pitch, unsigned int ui,
                                         size_t w, size_t h)
{ return cu_set2d(d, pitch, ui, 4, w, h); }
CU_EXPORT CUresult CUDAAPI cuMemsetD8Async(CUdeviceptr d, unsigned char uc, size_t N, CUstream s)
{ return cu_stream_ok(s) ? cuMemsetD8(d, uc, N) : CUDA_ERROR_INVALID_HANDLE; }
CU_EXPORT CUresult CUDAAPI cuMemsetD16Async(CUdeviceptr d, unsigned short us, size_t N, CUstream s)
{ return cu_stream_ok(s) ? cuMemsetD16(d, us, N) : CUDA_ERROR_INVALID_HANDLE; }
CU_EXPORT CUresult CUDAAPI cuMemsetD32Async(CUdeviceptr d, unsigned int ui, size_t N, CUstream s)
{ return cu_stream_ok(s) ? cuMemsetD32(d, ui, N) : CUDA_ERROR_INVALID_HANDLE; }
CU_EXPORT CUresult CUDAAPI cuMemsetD2D8Async(CUdeviceptr d, size_t pitch, unsigned char uc,
                                             size_t w, size_t h, CUstream s)
{ return cu_stream_ok(s) ? cuMemsetD2D8(d, pitch, uc, w, h) : CUDA_ERROR_INVALID_HANDLE; }
CU_EXPORT CUresult CUDAAPI cuMemsetD2D16Async(CUdeviceptr d, size_t pitch, unsigned short us,
                                              size_t w, size_t h, CUstream s)
{ return cu_stream_ok(s) ? cuMemsetD2D16(d, pitch, us, w, h) : CUDA_ERROR_INVALID_HANDLE; }
CU_EXPORT CUresult CUDAAPI cuMemsetD2D32Async(CUdeviceptr d, size_t pitch, unsigned int ui,
                                              size_t w, size_t h, CUstream s)
{ return cu_stream_ok(s) ? cuMemsetD2D32(d, pitch, ui, w, h) : CUDA_ERROR_INVALID_HANDLE; }

/* Stream-ordered allocation: the stream is idle, so now is in order. */
CU_EXPORT CUresult CUDAAPI cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    if (!cu_stream_ok(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    return cuMemAlloc(dptr, bytesize);
}

CU_EXPORT CUresult CUDAAPI cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream)
{
    if (!cu_stream_ok(hStream)) return CUDA_ERROR_INVALID_HANDLE;
    return cuMemFree(dptr);
}
