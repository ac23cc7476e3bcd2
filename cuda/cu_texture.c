/* Texture and surface objects over ptxvm's, and tensor maps. */
#include "cu_internal.h"
#include <string.h>

static ptxvm_format cu_fmt(CUarray_format f)
{
    switch (f) {
    case CU_AD_FORMAT_UNSIGNED_INT8: return PTXVM_FORMAT_U8;
    case CU_AD_FORMAT_UNSIGNED_INT16: return PTXVM_FORMAT_U16;
    case CU_AD_FORMAT_UNSIGNED_INT32: return PTXVM_FORMAT_U32;
    case CU_AD_FORMAT_SIGNED_INT8: return PTXVM_FORMAT_S8;
    case CU_AD_FORMAT_SIGNED_INT16: return PTXVM_FORMAT_S16;
    case CU_AD_FORMAT_SIGNED_INT32: return PTXVM_FORMAT_S32;
    case CU_AD_FORMAT_HALF: return PTXVM_FORMAT_F16;
    case CU_AD_FORMAT_FLOAT: return PTXVM_FORMAT_F32;
    default: return (ptxvm_format)0;
    }
}

static size_t cu_fmt_bytes(ptxvm_format f)
{
    switch (f) {
    case PTXVM_FORMAT_U8: case PTXVM_FORMAT_S8: return 1;
    case PTXVM_FORMAT_U16: case PTXVM_FORMAT_S16: case PTXVM_FORMAT_F16: return 2;
    default: return 4;
    }
}

static CUresult cu_res(const CUDA_RESOURCE_DESC *r, ptxvm_resource_desc *o, int surface)
{
    ptxvm_resource_desc z = PTXVM_RESOURCE_DESC_INIT;
    *o = z;
    if (!r || r->flags) return CUDA_ERROR_INVALID_VALUE;
    switch (r->resType) {
    case CU_RESOURCE_TYPE_ARRAY: {
        struct CUarray_st *a = cu_array_get(r->res.array.hArray);
        if (!a) return CUDA_ERROR_INVALID_HANDLE;
        if (surface && !(a->d.Flags & CUDA_ARRAY3D_SURFACE_LDST)) return CUDA_ERROR_INVALID_VALUE;
        o->data = (ptxvm_addr)a->data;
        o->format = cu_fmt(a->d.Format);
        o->channels = a->d.NumChannels;
        o->width = (uint32_t)a->d.Width;
        o->height = (uint32_t)a->d.Height;
        o->pitch = a->pitch;
        if (a->d.Flags & (CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_CUBEMAP)) {
            o->layers = (uint32_t)(a->d.Depth ? a->d.Depth : 1);
            if (a->d.Flags & CUDA_ARRAY3D_CUBEMAP) o->flags = PTXVM_RESOURCE_CUBEMAP;
        } else {
            o->depth = (uint32_t)a->d.Depth;
        }
        break;
    }
    case CU_RESOURCE_TYPE_LINEAR:
        if (surface) return CUDA_ERROR_INVALID_VALUE;
        o->data = (ptxvm_addr)r->res.linear.devPtr;
        o->format = cu_fmt(r->res.linear.format);
        o->channels = r->res.linear.numChannels;
        if (!o->format) return CUDA_ERROR_INVALID_VALUE;
        o->width = (uint32_t)(r->res.linear.sizeInBytes / (cu_fmt_bytes(o->format) *
                                                           (o->channels ? o->channels : 1)));
        break;
    case CU_RESOURCE_TYPE_PITCH2D:
        if (surface) return CUDA_ERROR_INVALID_VALUE;
        o->data = (ptxvm_addr)r->res.pitch2D.devPtr;
        o->format = cu_fmt(r->res.pitch2D.format);
        o->channels = r->res.pitch2D.numChannels;
        o->width = (uint32_t)r->res.pitch2D.width;
        o->height = (uint32_t)r->res.pitch2D.height;
        o->pitch = r->res.pitch2D.pitchInBytes;
        break;
    default:
        return CUDA_ERROR_NOT_SUPPORTED;   /* mipmapped arrays */
    }
    return o->format ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* A ptxvm texture for a CUDA resource and sampling state (texture
   objects, and the texture references of cu_texref.c). */
CUresult cu_tex_create(const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc,
                       uint64_t *out)
{
    ptxvm_resource_desc res;
    ptxvm_texture_desc t = PTXVM_TEXTURE_DESC_INIT;
    ptxvm_result pr;
    int i;
    CUresult r = cu_res(pResDesc, &res, 0);
    if (r) return r;
    for (i = 0; i < 3; i++) {
        if ((unsigned)pTexDesc->addressMode[i] > CU_TR_ADDRESS_MODE_BORDER)
            return CUDA_ERROR_INVALID_VALUE;
        t.address_mode[i] = (ptxvm_address_mode)pTexDesc->addressMode[i];
    }
    t.filter_linear = pTexDesc->filterMode == CU_TR_FILTER_MODE_LINEAR;
    t.normalized_coords = (pTexDesc->flags & CU_TRSF_NORMALIZED_COORDINATES) != 0;
    t.read_as_integer = (pTexDesc->flags & CU_TRSF_READ_AS_INTEGER) != 0;
    t.srgb = (pTexDesc->flags & CU_TRSF_SRGB) != 0;
    t.seamless_cubemap = (pTexDesc->flags & CU_TRSF_SEAMLESS_CUBEMAP) != 0;
    for (i = 0; i < 4; i++) t.border_color[i] = pTexDesc->borderColor[i];
    t.max_anisotropy = pTexDesc->maxAnisotropy;
    t.mipmap_filter_linear = pTexDesc->mipmapFilterMode == CU_TR_FILTER_MODE_LINEAR;
    t.mipmap_level_bias = pTexDesc->mipmapLevelBias;
    t.min_mipmap_level_clamp = pTexDesc->minMipmapLevelClamp;
    t.max_mipmap_level_clamp = pTexDesc->maxMipmapLevelClamp;
    cu_lock();
    pr = ptxvm_texture_create(cu_g.vm, &res, &t, out);
    r = pr == PTXVM_OK ? CUDA_SUCCESS : cu_from_ptxvm(pr, "texture");
    cu_unlock();
    return r;
}

CUresult cu_surf_create(const CUDA_RESOURCE_DESC *pResDesc, uint64_t *out)
{
    ptxvm_resource_desc res;
    ptxvm_result pr;
    CUresult r = cu_res(pResDesc, &res, 1);
    if (r) return r;
    cu_lock();
    pr = ptxvm_surface_create(cu_g.vm, &res, out);
    r = pr == PTXVM_OK ? CUDA_SUCCESS : cu_from_ptxvm(pr, "surface");
    cu_unlock();
    return r;
}

CU_EXPORT CUresult CUDAAPI cuTexObjectCreate(CUtexObject *pTexObject,
    const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc,
    const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    uint64_t h;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!pTexObject || !pTexDesc) return CUDA_ERROR_INVALID_VALUE;
    if (pResViewDesc) return CUDA_ERROR_NOT_SUPPORTED;
    r = cu_tex_create(pResDesc, pTexDesc, &h);
    if (!r) *pTexObject = (CUtexObject)h;
    return r;
}

CU_EXPORT CUresult CUDAAPI cuTexObjectDestroy(CUtexObject texObject)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    cu_lock();
    r = ptxvm_texture_destroy(cu_g.vm, texObject) == PTXVM_OK ? CUDA_SUCCESS
                                                              : CUDA_ERROR_INVALID_VALUE;
    cu_unlock();
    return r;
}

CU_EXPORT CUresult CUDAAPI cuSurfObjectCreate(CUsurfObject *pSurfObject,
                                              const CUDA_RESOURCE_DESC *pResDesc)
{
    uint64_t h;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!pSurfObject) return CUDA_ERROR_INVALID_VALUE;
    if (pResDesc && pResDesc->resType != CU_RESOURCE_TYPE_ARRAY) return CUDA_ERROR_INVALID_VALUE;
    r = cu_surf_create(pResDesc, &h);
    if (!r) *pSurfObject = (CUsurfObject)h;
    return r;
}

CU_EXPORT CUresult CUDAAPI cuSurfObjectDestroy(CUsurfObject surfObject)
{
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    cu_lock();
    r = ptxvm_surface_destroy(cu_g.vm, surfObject) == PTXVM_OK ? CUDA_SUCCESS
                                                               : CUDA_ERROR_INVALID_VALUE;
    cu_unlock();
    return r;
}

/* The CUtensorMap enums list their values in the order ptxvm's do. */
/* Called holding the lock the encoding call took; releases it. */
static CUresult cu_tmap_result(ptxvm_result pr)
{
    if (pr != PTXVM_OK) cu_report("cuTensorMapEncode: %s", ptxvm_error_message(cu_g.vm));
    cu_unlock();
    if (pr == PTXVM_OK) return CUDA_SUCCESS;
    return pr == PTXVM_E_UNSUPPORTED ? CUDA_ERROR_NOT_SUPPORTED : CUDA_ERROR_INVALID_VALUE;
}

CU_EXPORT CUresult CUDAAPI cuTensorMapEncodeTiled(CUtensorMap *tensorMap,
    CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress,
    const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const cuuint32_t *boxDim,
    const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
    CUtensorMapFloatOOBfill oobFill)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!tensorMap || !globalDim || !boxDim || !elementStrides || (tensorRank > 1 && !globalStrides))
        return CUDA_ERROR_INVALID_VALUE;
    if ((unsigned)tensorDataType > CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ ||
        (unsigned)swizzle > CU_TENSOR_MAP_SWIZZLE_128B)
        return CUDA_ERROR_NOT_SUPPORTED;
    cu_lock();
    return cu_tmap_result(ptxvm_tensormap_encode_tiled(cu_g.vm, tensorMap,
        (ptxvm_tmap_type)tensorDataType, tensorRank, (ptxvm_addr)(uintptr_t)globalAddress,
        globalDim, globalStrides, boxDim, elementStrides,
        (ptxvm_tmap_interleave)interleave, (ptxvm_tmap_swizzle)swizzle,
        (ptxvm_tmap_l2)l2Promotion, (ptxvm_tmap_fill)oobFill));
}

CU_EXPORT CUresult CUDAAPI cuTensorMapEncodeIm2col(CUtensorMap *tensorMap,
    CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress,
    const cuuint64_t *globalDim, const cuuint64_t *globalStrides,
    const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner,
    cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn,
    const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
    CUtensorMapFloatOOBfill oobFill)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!tensorMap || !globalDim || !globalStrides || !pixelBoxLowerCorner ||
        !pixelBoxUpperCorner || !elementStrides)
        return CUDA_ERROR_INVALID_VALUE;
    if ((unsigned)tensorDataType > CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ ||
        (unsigned)swizzle > CU_TENSOR_MAP_SWIZZLE_128B)
        return CUDA_ERROR_NOT_SUPPORTED;
    cu_lock();
    return cu_tmap_result(ptxvm_tensormap_encode_im2col(cu_g.vm, tensorMap,
        (ptxvm_tmap_type)tensorDataType, tensorRank, (ptxvm_addr)(uintptr_t)globalAddress,
        globalDim, globalStrides, pixelBoxLowerCorner, pixelBoxUpperCorner,
        channelsPerPixel, pixelsPerColumn, elementStrides,
        (ptxvm_tmap_interleave)interleave, (ptxvm_tmap_swizzle)swizzle,
        (ptxvm_tmap_l2)l2Promotion, (ptxvm_tmap_fill)oobFill));
}

CU_EXPORT CUresult CUDAAPI cuTensorMapReplaceAddress(CUtensorMap *tensorMap,
                                                     void *globalAddress)
{
    if (!cu_g.inited) return CUDA_ERROR_NOT_INITIALIZED;
    if (!tensorMap) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    return cu_tmap_result(ptxvm_tensormap_replace_address(cu_g.vm, tensorMap,
                                                          (ptxvm_addr)(uintptr_t)globalAddress));
}
