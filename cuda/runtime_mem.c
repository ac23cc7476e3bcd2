/* Device memory, host (pinned) memory, copies, memsets and symbols.
   Device pointers are ptxvm device addresses: the VM checks every access
   a kernel makes, so a stray pointer is cudaErrorIllegalAddress, not a
   crash. */
#include "runtime.h"
#include <stdlib.h>
#include <string.h>

typedef struct rt_block {
    uintptr_t addr; size_t size;
    void *host;                     /* pinned host block, else NULL       */
    int registered;                 /* cudaHostRegister'd: the program's  */
    ptxvm_addr mapped;              /* its device address once mapped     */
    struct rt_block *next;
} rt_block;
static rt_block *blocks;            /* guarded by rt_lock */

static rt_block *find_block(uintptr_t p, int device)
{
    for (rt_block *b = blocks; b; b = b->next) {
        uintptr_t base = device ? b->addr : (uintptr_t)b->host;
        if ((device ? !b->host : b->host != NULL) && p >= base && p - base < b->size)
            return b;
    }
    return NULL;
}

int rt_is_device_ptr(const void *p)
{
    rt_lock();
    int yes = find_block((uintptr_t)p, 1) != NULL;
    rt_unlock();
    return yes;
}

static cudaError_t add_block(uintptr_t addr, size_t size, void *host)
{
    rt_block *b = calloc(1, sizeof *b);
    if (!b) return cudaErrorMemoryAllocation;
    b->addr = addr; b->size = size; b->host = host;
    rt_lock();
    b->next = blocks; blocks = b;
    rt_unlock();
    return cudaSuccess;
}

cudaError_t cudaMalloc(void **devPtr, size_t size)
{
    if (!devPtr) return rt_ret(cudaErrorInvalidValue);
    *devPtr = NULL;
    if (size == 0) return cudaSuccess;
    ptxvm_vm *vm = rt_vm();
    ptxvm_addr a;
    rt_lock();
    ptxvm_result r = vm ? ptxvm_mem_alloc(vm, size, &a) : PTXVM_E_NO_MEMORY;
    rt_unlock();
    if (r != PTXVM_OK)
        return rt_ret(cudaErrorMemoryAllocation);
    if (add_block((uintptr_t)a, size, NULL) != cudaSuccess) {
        rt_lock();
        ptxvm_mem_free(vm, a);
        rt_unlock();
        return rt_ret(cudaErrorMemoryAllocation);
    }
    *devPtr = (void *)(uintptr_t)a;
    return cudaSuccess;
}

cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t s)
{
    (void)s;
    return cudaMalloc(devPtr, size);
}

cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height)
{
    if (!pitch) return rt_ret(cudaErrorInvalidValue);
    *pitch = (width + 255) & ~(size_t)255;
    return cudaMalloc(devPtr, *pitch * height);
}

cudaError_t cudaFree(void *devPtr)
{
    if (!devPtr) return cudaSuccess;
    rt_lock();
    rt_block **p = &blocks;
    while (*p && ((*p)->host || (*p)->addr != (uintptr_t)devPtr)) p = &(*p)->next;
    rt_block *b = *p;
    if (b) {
        *p = b->next;
        ptxvm_mem_free(rt_vm(), (ptxvm_addr)(uintptr_t)devPtr);
    }
    rt_unlock();
    if (!b) return rt_ret(cudaErrorInvalidValue);
    free(b);
    return cudaSuccess;
}

cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t s) { (void)s; return cudaFree(devPtr); }

/* Unified memory needs one address for host and device; ptxvm's checked
   device addresses are not host addresses. */
cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags)
{
    (void)size; (void)flags;
    if (devPtr) *devPtr = NULL;
    return rt_ret(cudaErrorNotSupported);
}

cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags)
{
    (void)flags;
    if (!pHost) return rt_ret(cudaErrorInvalidValue);
    *pHost = NULL;
    void *h = NULL;
    if (posix_memalign(&h, 256, size ? size : 1)) return rt_ret(cudaErrorMemoryAllocation);
    if (add_block(0, size ? size : 1, h) != cudaSuccess) { free(h); return rt_ret(cudaErrorMemoryAllocation); }
    *pHost = h;
    return cudaSuccess;
}

cudaError_t cudaMallocHost(void **ptr, size_t size) { return cudaHostAlloc(ptr, size, 0); }

cudaError_t cudaFreeHost(void *ptr)
{
    if (!ptr) return cudaSuccess;
    rt_lock();
    rt_block **p = &blocks;
    while (*p && (*p)->host != ptr) p = &(*p)->next;
    rt_block *b = *p;
    if (b && !b->registered) {
        *p = b->next;
        if (b->mapped) ptxvm_mem_unmap(rt_vm(), b->mapped);
    } else {
        b = NULL;
    }
    rt_unlock();
    if (!b) return rt_ret(cudaErrorInvalidValue);
    free(b->host);
    free(b);
    return cudaSuccess;
}

/* A host range the program owns, made usable like pinned memory. */
cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags)
{
    (void)flags;
    if (!ptr || !size) return rt_ret(cudaErrorInvalidValue);
    rt_block *b = calloc(1, sizeof *b);
    if (!b) return rt_ret(cudaErrorMemoryAllocation);
    b->host = ptr; b->size = size; b->registered = 1;
    rt_lock();
    b->next = blocks; blocks = b;
    rt_unlock();
    return cudaSuccess;
}

cudaError_t cudaHostUnregister(void *ptr)
{
    rt_lock();
    rt_block **p = &blocks;
    while (*p && !((*p)->registered && (*p)->host == ptr)) p = &(*p)->next;
    rt_block *b = *p;
    if (b) {
        *p = b->next;
        if (b->mapped) ptxvm_mem_unmap(rt_vm(), b->mapped);
    }
    rt_unlock();
    if (!b) return rt_ret(cudaErrorHostMemoryNotRegistered);
    free(b);
    return cudaSuccess;
}

/* Mapped pinned memory: kernels reach the host block through a mapping. */
cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
    (void)flags;
    if (!pDevice) return rt_ret(cudaErrorInvalidValue);
    ptxvm_vm *vm = rt_vm();
    cudaError_t e = cudaErrorInvalidValue;
    rt_lock();
    rt_block *b = find_block((uintptr_t)pHost, 0);
    if (b && vm) {
        if (!b->mapped &&
            ptxvm_mem_map(vm, b->host, b->size, PTXVM_READ | PTXVM_WRITE, &b->mapped) != PTXVM_OK)
            b->mapped = 0;
        if (b->mapped) {
            *pDevice = (void *)(uintptr_t)(b->mapped + ((uintptr_t)pHost - (uintptr_t)b->host));
            e = cudaSuccess;
        }
    }
    rt_unlock();
    return rt_ret(e);
}

static cudaError_t copy_locked(ptxvm_vm *vm, void *dst, const void *src, size_t n,
                               enum cudaMemcpyKind kind);

static cudaError_t copy(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind)
{
    if (n == 0) return cudaSuccess;
    cudaError_t pend = rt_take_pending();
    if (pend != cudaSuccess) return pend;
    if (kind == cudaMemcpyDefault) {
        int dd = rt_is_device_ptr(dst), sd = rt_is_device_ptr(src);
        kind = dd ? (sd ? cudaMemcpyDeviceToDevice : cudaMemcpyHostToDevice)
                  : (sd ? cudaMemcpyDeviceToHost : cudaMemcpyHostToHost);
    }
    ptxvm_vm *vm = rt_vm();
    if (!vm) return cudaErrorInitializationError;
    rt_lock();
    cudaError_t e = copy_locked(vm, dst, src, n, kind);
    rt_unlock();
    return e;
}

static cudaError_t copy_locked(ptxvm_vm *vm, void *dst, const void *src, size_t n,
                               enum cudaMemcpyKind kind)
{
    ptxvm_result r;
    switch (kind) {
    case cudaMemcpyHostToHost: memmove(dst, src, n); return cudaSuccess;
    case cudaMemcpyHostToDevice:
        r = ptxvm_memcpy_htod(vm, (ptxvm_addr)(uintptr_t)dst, src, n); break;
    case cudaMemcpyDeviceToHost:
        r = ptxvm_memcpy_dtoh(vm, dst, (ptxvm_addr)(uintptr_t)src, n); break;
    case cudaMemcpyDeviceToDevice: {
        void *tmp = malloc(n);
        if (!tmp) return cudaErrorMemoryAllocation;
        r = ptxvm_memcpy_dtoh(vm, tmp, (ptxvm_addr)(uintptr_t)src, n);
        if (r == PTXVM_OK) r = ptxvm_memcpy_htod(vm, (ptxvm_addr)(uintptr_t)dst, tmp, n);
        free(tmp);
        break;
    }
    default: return cudaErrorInvalidMemcpyDirection;
    }
    return r == PTXVM_OK ? cudaSuccess : cudaErrorInvalidValue;
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind)
{
    return rt_ret(copy(dst, src, n, kind));
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n,
                            enum cudaMemcpyKind kind, cudaStream_t s)
{
    (void)s;
    return rt_ret(copy(dst, src, n, kind));
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
                         size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (width > dpitch || width > spitch) return rt_ret(cudaErrorInvalidPitchValue);
    for (size_t y = 0; y < height; y++) {
        cudaError_t e = copy((char *)dst + y * dpitch, (const char *)src + y * spitch, width, kind);
        if (e != cudaSuccess) return rt_ret(e);
    }
    return cudaSuccess;
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, enum cudaMemcpyKind kind,
                              cudaStream_t s)
{
    (void)s;
    return cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

cudaError_t cudaMemset(void *devPtr, int value, size_t n)
{
    if (n == 0) return cudaSuccess;
    cudaError_t pend = rt_take_pending();
    if (pend != cudaSuccess) return rt_ret(pend);
    ptxvm_vm *vm = rt_vm();
    rt_lock();
    ptxvm_result r = vm ? ptxvm_memset(vm, (ptxvm_addr)(uintptr_t)devPtr, value, n)
                        : PTXVM_E_NO_MEMORY;
    rt_unlock();
    return r == PTXVM_OK ? cudaSuccess : rt_ret(cudaErrorInvalidValue);
}

cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t n, cudaStream_t s)
{
    (void)s;
    return cudaMemset(devPtr, value, n);
}

cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol)
{
    ptxvm_addr a; size_t sz;
    cudaError_t e = rt_find_var(symbol, &a, &sz);
    if (e == cudaSuccess && devPtr) *devPtr = (void *)(uintptr_t)a;
    return rt_ret(e);
}

cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol)
{
    ptxvm_addr a; size_t sz;
    cudaError_t e = rt_find_var(symbol, &a, &sz);
    if (e == cudaSuccess && size) *size = sz;
    return rt_ret(e);
}

static cudaError_t symbol_range(const void *symbol, size_t count, size_t offset,
                                ptxvm_addr *a)
{
    size_t sz;
    cudaError_t e = rt_find_var(symbol, a, &sz);
    if (e != cudaSuccess) return e;
    if (offset > sz || count > sz - offset) return cudaErrorInvalidValue;
    *a += offset;
    return cudaSuccess;
}

cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count,
                               size_t offset, enum cudaMemcpyKind kind)
{
    ptxvm_addr a;
    cudaError_t e = symbol_range(symbol, count, offset, &a);
    if (e == cudaSuccess) {
        if (kind == cudaMemcpyDefault) kind = rt_is_device_ptr(src) ? cudaMemcpyDeviceToDevice
                                                                    : cudaMemcpyHostToDevice;
        if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToDevice)
            e = cudaErrorInvalidMemcpyDirection;
        else
            e = copy((void *)(uintptr_t)a, src, count, kind);
    }
    return rt_ret(e);
}

cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count,
                                 size_t offset, enum cudaMemcpyKind kind)
{
    ptxvm_addr a;
    cudaError_t e = symbol_range(symbol, count, offset, &a);
    if (e == cudaSuccess) {
        if (kind == cudaMemcpyDefault) kind = rt_is_device_ptr(dst) ? cudaMemcpyDeviceToDevice
                                                                    : cudaMemcpyDeviceToHost;
        if (kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDeviceToDevice)
            e = cudaErrorInvalidMemcpyDirection;
        else
            e = copy(dst, (const void *)(uintptr_t)a, count, kind);
    }
    return rt_ret(e);
}

cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count,
                                    size_t offset, enum cudaMemcpyKind kind, cudaStream_t s)
{
    (void)s;
    return cudaMemcpyToSymbol(symbol, src, count, offset, kind);
}

cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count,
                                      size_t offset, enum cudaMemcpyKind kind, cudaStream_t s)
{
    (void)s;
    return cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
}

cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total)
{
    if (free_bytes) *free_bytes = (size_t)8 << 30;
    if (total) *total = (size_t)16 << 30;
    return cudaSuccess;
}

cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attr, const void *ptr)
{
    if (!attr) return rt_ret(cudaErrorInvalidValue);
    memset(attr, 0, sizeof *attr);
    attr->device = 0;
    rt_lock();
    rt_block *d = find_block((uintptr_t)ptr, 1), *h = d ? NULL : find_block((uintptr_t)ptr, 0);
    rt_unlock();
    if (d) { attr->type = cudaMemoryTypeDevice; attr->devicePointer = (void *)ptr; }
    else if (h) { attr->type = cudaMemoryTypeHost; attr->hostPointer = (void *)ptr; }
    else attr->type = cudaMemoryTypeUnregistered;
    return cudaSuccess;
}
