/* CUDA arrays and texture objects: an array is packed device memory
   (rows of width texels), a texture object a ptxvm texture over it, or
   over linear or pitched memory, sampled by the built-in sampler. */
#include "runtime.h"
#include <stdlib.h>
#include <string.h>

struct cudaArray {
    struct cudaChannelFormatDesc desc;
    size_t width, height, elem;
    ptxvm_addr data;
};

struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
                                                   enum cudaChannelFormatKind f)
{
    struct cudaChannelFormatDesc d;
    d.x = x; d.y = y; d.z = z; d.w = w; d.f = f;
    return d;
}

/* The texel of a channel description: format, channel count, bytes. */
static cudaError_t texel_of(const struct cudaChannelFormatDesc *d, ptxvm_format *fmt,
                            uint32_t *channels, size_t *bytes)
{
    int bits = d->x, n = (d->x > 0) + (d->y > 0) + (d->z > 0) + (d->w > 0);
    if ((d->y && d->y != bits) || (d->z && d->z != bits) || (d->w && d->w != bits) ||
        (n != 1 && n != 2 && n != 4))
        return cudaErrorInvalidChannelDescriptor;
    switch (d->f) {
    case cudaChannelFormatKindUnsigned:
        *fmt = bits == 8 ? PTXVM_FORMAT_U8 : bits == 16 ? PTXVM_FORMAT_U16
             : bits == 32 ? PTXVM_FORMAT_U32 : (ptxvm_format)0;
        break;
    case cudaChannelFormatKindSigned:
        *fmt = bits == 8 ? PTXVM_FORMAT_S8 : bits == 16 ? PTXVM_FORMAT_S16
             : bits == 32 ? PTXVM_FORMAT_S32 : (ptxvm_format)0;
        break;
    case cudaChannelFormatKindFloat:
        *fmt = bits == 16 ? PTXVM_FORMAT_F16 : bits == 32 ? PTXVM_FORMAT_F32
             : (ptxvm_format)0;
        break;
    default:
        *fmt = (ptxvm_format)0;
    }
    if (!*fmt) return cudaErrorInvalidChannelDescriptor;
    *channels = (uint32_t)n;
    *bytes = (size_t)n * (size_t)bits / 8;
    return cudaSuccess;
}

cudaError_t cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                            size_t width, size_t height, unsigned int flags)
{
    ptxvm_format fmt; uint32_t ch; size_t elem;
    (void)flags;
    if (!array || !desc || !width) return rt_ret(cudaErrorInvalidValue);
    cudaError_t e = texel_of(desc, &fmt, &ch, &elem);
    if (e != cudaSuccess) return rt_ret(e);
    struct cudaArray *a = calloc(1, sizeof *a);
    if (!a) return rt_ret(cudaErrorMemoryAllocation);
    void *p;
    e = cudaMalloc(&p, width * elem * (height ? height : 1));
    if (e != cudaSuccess) { free(a); return e; }
    a->desc = *desc; a->width = width; a->height = height; a->elem = elem;
    a->data = (ptxvm_addr)(uintptr_t)p;
    *array = a;
    return cudaSuccess;
}

cudaError_t cudaFreeArray(cudaArray_t array)
{
    if (!array) return cudaSuccess;
    cudaError_t e = cudaFree((void *)(uintptr_t)array->data);
    free(array);
    return e;
}

cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                const void *src, size_t spitch, size_t width,
                                size_t height, enum cudaMemcpyKind kind)
{
    if (!dst) return rt_ret(cudaErrorInvalidValue);
    size_t pitch = dst->width * dst->elem, rows = dst->height ? dst->height : 1;
    if (wOffset + width > pitch || hOffset + height > rows) return rt_ret(cudaErrorInvalidValue);
    return cudaMemcpy2D((void *)(uintptr_t)(dst->data + hOffset * pitch + wOffset), pitch,
                        src, spitch, width, height, kind);
}

/* count bytes from row hOffset, byte wOffset on, wrapping into later rows. */
cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset,
                              const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (!dst) return rt_ret(cudaErrorInvalidValue);
    size_t pitch = dst->width * dst->elem, rows = dst->height ? dst->height : 1;
    size_t off = hOffset * pitch + wOffset;
    if (wOffset > pitch || off > pitch * rows || count > pitch * rows - off)
        return rt_ret(cudaErrorInvalidValue);
    return cudaMemcpy((void *)(uintptr_t)(dst->data + off), src, count, kind);
}

cudaError_t cudaCreateTextureObject(cudaTextureObject_t *obj, const struct cudaResourceDesc *rd,
                                    const struct cudaTextureDesc *td,
                                    const struct cudaResourceViewDesc *view)
{
    ptxvm_resource_desc res = PTXVM_RESOURCE_DESC_INIT;
    ptxvm_texture_desc tex = PTXVM_TEXTURE_DESC_INIT;
    const struct cudaChannelFormatDesc *cd;
    size_t elem;
    if (!obj || !rd || !td) return rt_ret(cudaErrorInvalidValue);
    if (view) return rt_ret(cudaErrorNotSupported);
    switch (rd->resType) {
    case cudaResourceTypeArray:
        if (!rd->res.array.array) return rt_ret(cudaErrorInvalidResourceHandle);
        cd = &rd->res.array.array->desc;
        res.data = rd->res.array.array->data;
        res.width = (uint32_t)rd->res.array.array->width;
        res.height = (uint32_t)rd->res.array.array->height;
        break;
    case cudaResourceTypeLinear:
        cd = &rd->res.linear.desc;
        res.data = (ptxvm_addr)(uintptr_t)rd->res.linear.devPtr;
        break;
    case cudaResourceTypePitch2D:
        cd = &rd->res.pitch2D.desc;
        res.data = (ptxvm_addr)(uintptr_t)rd->res.pitch2D.devPtr;
        res.width = (uint32_t)rd->res.pitch2D.width;
        res.height = (uint32_t)rd->res.pitch2D.height;
        res.pitch = rd->res.pitch2D.pitchInBytes;
        break;
    default:
        return rt_ret(cudaErrorNotSupported);
    }
    cudaError_t e = texel_of(cd, &res.format, &res.channels, &elem);
    if (e != cudaSuccess) return rt_ret(e);
    if (rd->resType == cudaResourceTypeLinear)
        res.width = (uint32_t)(rd->res.linear.sizeInBytes / elem);
    for (int i = 0; i < 3; i++) tex.address_mode[i] = (ptxvm_address_mode)td->addressMode[i];
    tex.filter_linear = td->filterMode == cudaFilterModeLinear;
    tex.normalized_coords = td->normalizedCoords != 0;
    tex.read_as_integer = td->readMode == cudaReadModeElementType;
    for (int i = 0; i < 4; i++) tex.border_color[i] = td->borderColor[i];
    tex.srgb = td->sRGB != 0;
    ptxvm_vm *vm = rt_vm();
    uint64_t h = 0;
    rt_lock();
    ptxvm_result r = vm ? ptxvm_texture_create(vm, &res, &tex, &h) : PTXVM_E_NO_MEMORY;
    rt_unlock();
    if (r != PTXVM_OK) return rt_ret(rt_from_ptxvm(r));
    *obj = (cudaTextureObject_t)h;
    return cudaSuccess;
}

cudaError_t cudaDestroyTextureObject(cudaTextureObject_t obj)
{
    ptxvm_vm *vm = rt_vm();
    rt_lock();
    ptxvm_result r = vm ? ptxvm_texture_destroy(vm, (uint64_t)obj) : PTXVM_E_INVALID_ARGUMENT;
    rt_unlock();
    return r == PTXVM_OK ? cudaSuccess : rt_ret(cudaErrorInvalidValue);
}
