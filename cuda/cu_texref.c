/* Texture and surface references (deprecated in CUDA, still in its
   headers): a module's .texref / .surfref names, bound to a ptxvm
   texture or surface made from the reference's state whenever that
   state changes. */
#include "cu_internal.h"
#include <stdlib.h>
#include <string.h>

struct CUtexref_st {
    cu_obj hdr;
    struct CUmod_st *mod;
    char *name;
    CUDA_RESOURCE_DESC res;
    int bound;                 /* res holds memory                      */
    CUDA_TEXTURE_DESC td;
    CUarray_format fmt;
    int channels;
    uint64_t tex;              /* the ptxvm texture bound now, or 0      */
};

struct CUsurfref_st {
    cu_obj hdr;
    struct CUmod_st *mod;
    char *name;
    CUarray array;
    uint64_t surf;
};

/* Called with the lock held, from cu_module_free. */
void cu_texref_release_module(struct CUmod_st *m)
{
    cu_obj *o, *next;
    for (o = cu_g.live; o; o = next) {
        next = o->live_next;
        if (o->kind == CU_K_TEXREF && ((struct CUtexref_st *)o)->mod == m) {
            struct CUtexref_st *t = (struct CUtexref_st *)o;
            if (t->tex) ptxvm_texture_destroy(cu_g.vm, t->tex);
            cu_obj_remove(t);
            free(t->name);
            free(t);
            next = cu_g.live;
        } else if (o->kind == CU_K_SURFREF && ((struct CUsurfref_st *)o)->mod == m) {
            struct CUsurfref_st *s = (struct CUsurfref_st *)o;
            if (s->surf) ptxvm_surface_destroy(cu_g.vm, s->surf);
            cu_obj_remove(s);
            free(s->name);
            free(s);
            next = cu_g.live;
        }
    }
}

static void *cu_ref_find(struct CUmod_st *m, const char *name, int kind)
{
    cu_obj *o;
    for (o = cu_g.live; o; o = o->live_next) {
        if (o->kind != kind) continue;
        if (kind == CU_K_TEXREF && ((struct CUtexref_st *)o)->mod == m &&
            !strcmp(((struct CUtexref_st *)o)->name, name))
            return o;
        if (kind == CU_K_SURFREF && ((struct CUsurfref_st *)o)->mod == m &&
            !strcmp(((struct CUsurfref_st *)o)->name, name))
            return o;
    }
    return NULL;
}

/* Does the module declare name as a reference? Binding 0 answers
   without binding anything: NOT_FOUND when it does not. */
static CUresult cu_ref_declared(struct CUmod_st *m, const char *name)
{
    ptxvm_result pr;
    cu_lock();
    pr = ptxvm_module_bind_texref(m->m, name, 0);
    cu_unlock();
    if (pr == PTXVM_E_NOT_FOUND) return CUDA_ERROR_NOT_FOUND;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuModuleGetTexRef(CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    struct CUtexref_st *t;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!pTexRef || !name) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    if (!cu_obj_valid(hmod, CU_K_MOD)) { cu_unlock(); return CUDA_ERROR_INVALID_HANDLE; }
    t = (struct CUtexref_st *)cu_ref_find(hmod, name, CU_K_TEXREF);
    cu_unlock();
    if (t) { *pTexRef = t; return CUDA_SUCCESS; }
    r = cu_ref_declared(hmod, name);
    if (r) return r;
    t = (struct CUtexref_st *)calloc(1, sizeof *t);
    if (!t || !(t->name = strdup(name))) { free(t); return CUDA_ERROR_OUT_OF_MEMORY; }
    t->mod = hmod;
    t->fmt = CU_AD_FORMAT_FLOAT;
    t->channels = 1;
    t->td.addressMode[0] = t->td.addressMode[1] = t->td.addressMode[2] = CU_TR_ADDRESS_MODE_CLAMP;
    cu_lock();
    cu_obj_add(t, CU_K_TEXREF);
    cu_unlock();
    *pTexRef = t;
    return CUDA_SUCCESS;
}

static struct CUtexref_st *cu_texref(CUtexref h)
{
    int ok;
    cu_lock();
    ok = cu_obj_valid(h, CU_K_TEXREF);
    cu_unlock();
    return ok ? h : NULL;
}

static CUresult cu_texref_apply_locked(struct CUtexref_st *t);

/* Make the texture for the reference's state and bind it. */
static CUresult cu_texref_apply(struct CUtexref_st *t)
{
    CUresult r;
    if (!t->bound) return CUDA_SUCCESS;
    cu_lock();
    r = cu_texref_apply_locked(t);
    cu_unlock();
    return r;
}

static CUresult cu_texref_apply_locked(struct CUtexref_st *t)
{
    uint64_t h;
    CUresult r;
    ptxvm_result pr;
    if (t->res.resType == CU_RESOURCE_TYPE_LINEAR) {
        t->res.res.linear.format = t->fmt;
        t->res.res.linear.numChannels = (unsigned)t->channels;
    }
    r = cu_tex_create(&t->res, &t->td, &h);
    if (r) return r;
    pr = ptxvm_module_bind_texref(t->mod->m, t->name, h);
    if (pr != PTXVM_OK) {
        ptxvm_texture_destroy(cu_g.vm, h);
        return cu_from_ptxvm(pr, "texture reference");
    }
    if (t->tex) ptxvm_texture_destroy(cu_g.vm, t->tex);
    t->tex = h;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    struct CUarray_st *a = cu_array_get(hArray);
    if (!t || !a) return CUDA_ERROR_INVALID_HANDLE;
    if (Flags != CU_TRSA_OVERRIDE_FORMAT) return CUDA_ERROR_INVALID_VALUE;
    memset(&t->res, 0, sizeof t->res);
    t->res.resType = CU_RESOURCE_TYPE_ARRAY;
    t->res.res.array.hArray = hArray;
    t->fmt = a->d.Format;
    t->channels = (int)a->d.NumChannels;
    t->bound = 1;
    return cu_texref_apply(t);
}

CU_EXPORT CUresult CUDAAPI cuTexRefSetAddress(size_t *ByteOffset, CUtexref hTexRef,
                                              CUdeviceptr dptr, size_t bytes)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (ByteOffset) *ByteOffset = 0;
    memset(&t->res, 0, sizeof t->res);
    t->res.resType = CU_RESOURCE_TYPE_LINEAR;
    t->res.res.linear.devPtr = dptr;
    t->res.res.linear.sizeInBytes = bytes;
    t->bound = dptr != 0;
    return cu_texref_apply(t);
}

CU_EXPORT CUresult CUDAAPI cuTexRefSetAddress2D(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc,
                                                CUdeviceptr dptr, size_t Pitch)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (!desc) return CUDA_ERROR_INVALID_VALUE;
    memset(&t->res, 0, sizeof t->res);
    t->res.resType = CU_RESOURCE_TYPE_PITCH2D;
    t->res.res.pitch2D.devPtr = dptr;
    t->res.res.pitch2D.format = desc->Format;
    t->res.res.pitch2D.numChannels = desc->NumChannels;
    t->res.res.pitch2D.width = desc->Width;
    t->res.res.pitch2D.height = desc->Height;
    t->res.res.pitch2D.pitchInBytes = Pitch;
    t->fmt = desc->Format;
    t->channels = (int)desc->NumChannels;
    t->bound = 1;
    return cu_texref_apply(t);
}

CU_EXPORT CUresult CUDAAPI cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt,
                                             int NumPackedComponents)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (NumPackedComponents != 1 && NumPackedComponents != 2 && NumPackedComponents != 4)
        return CUDA_ERROR_INVALID_VALUE;
    t->fmt = fmt;
    t->channels = NumPackedComponents;
    return t->res.resType == CU_RESOURCE_TYPE_LINEAR ? cu_texref_apply(t) : CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (dim < 0 || dim > 2 || (unsigned)am > CU_TR_ADDRESS_MODE_BORDER)
        return CUDA_ERROR_INVALID_VALUE;
    t->td.addressMode[dim] = am;
    return cu_texref_apply(t);
}

CU_EXPORT CUresult CUDAAPI cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if ((unsigned)fm > CU_TR_FILTER_MODE_LINEAR) return CUDA_ERROR_INVALID_VALUE;
    t->td.filterMode = fm;
    return cu_texref_apply(t);
}

CU_EXPORT CUresult CUDAAPI cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    t->td.flags = Flags;
    return cu_texref_apply(t);
}

CU_EXPORT CUresult CUDAAPI cuTexRefSetBorderColor(CUtexref hTexRef, float *pBorderColor)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (!pBorderColor) return CUDA_ERROR_INVALID_VALUE;
    memcpy(t->td.borderColor, pBorderColor, sizeof t->td.borderColor);
    return cu_texref_apply(t);
}

CU_EXPORT CUresult CUDAAPI cuTexRefGetAddress(CUdeviceptr *pdptr, CUtexref hTexRef)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (!pdptr) return CUDA_ERROR_INVALID_VALUE;
    if (!t->bound || t->res.resType == CU_RESOURCE_TYPE_ARRAY) return CUDA_ERROR_INVALID_VALUE;
    *pdptr = t->res.resType == CU_RESOURCE_TYPE_LINEAR ? t->res.res.linear.devPtr
                                                       : t->res.res.pitch2D.devPtr;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuTexRefGetArray(CUarray *phArray, CUtexref hTexRef)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (!phArray) return CUDA_ERROR_INVALID_VALUE;
    if (!t->bound || t->res.resType != CU_RESOURCE_TYPE_ARRAY) return CUDA_ERROR_INVALID_VALUE;
    *phArray = t->res.res.array.hArray;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuTexRefGetAddressMode(CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (!pam || dim < 0 || dim > 2) return CUDA_ERROR_INVALID_VALUE;
    *pam = t->td.addressMode[dim];
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuTexRefGetFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (!pfm) return CUDA_ERROR_INVALID_VALUE;
    *pfm = t->td.filterMode;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuTexRefGetFormat(CUarray_format *pFormat, int *pNumChannels,
                                             CUtexref hTexRef)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (pFormat) *pFormat = t->fmt;
    if (pNumChannels) *pNumChannels = t->channels;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuTexRefGetFlags(unsigned int *pFlags, CUtexref hTexRef)
{
    struct CUtexref_st *t = cu_texref(hTexRef);
    if (!t) return CUDA_ERROR_INVALID_HANDLE;
    if (!pFlags) return CUDA_ERROR_INVALID_VALUE;
    *pFlags = t->td.flags;
    return CUDA_SUCCESS;
}

/* ---- surface references -------------------------------------------- */
CU_EXPORT CUresult CUDAAPI cuModuleGetSurfRef(CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    struct CUsurfref_st *s;
    CUresult r = cu_need_ctx(NULL);
    if (r) return r;
    if (!pSurfRef || !name) return CUDA_ERROR_INVALID_VALUE;
    cu_lock();
    if (!cu_obj_valid(hmod, CU_K_MOD)) { cu_unlock(); return CUDA_ERROR_INVALID_HANDLE; }
    s = (struct CUsurfref_st *)cu_ref_find(hmod, name, CU_K_SURFREF);
    cu_unlock();
    if (s) { *pSurfRef = s; return CUDA_SUCCESS; }
    r = cu_ref_declared(hmod, name);
    if (r) return r;
    s = (struct CUsurfref_st *)calloc(1, sizeof *s);
    if (!s || !(s->name = strdup(name))) { free(s); return CUDA_ERROR_OUT_OF_MEMORY; }
    s->mod = hmod;
    cu_lock();
    cu_obj_add(s, CU_K_SURFREF);
    cu_unlock();
    *pSurfRef = s;
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuSurfRefSetArray(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    struct CUsurfref_st *s;
    CUDA_RESOURCE_DESC rd;
    uint64_t h;
    ptxvm_result pr;
    CUresult r;
    int ok;
    cu_lock();
    ok = cu_obj_valid(hSurfRef, CU_K_SURFREF);
    cu_unlock();
    if (!ok || !cu_array_get(hArray)) return CUDA_ERROR_INVALID_HANDLE;
    if (Flags) return CUDA_ERROR_INVALID_VALUE;
    s = hSurfRef;
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_ARRAY;
    rd.res.array.hArray = hArray;
    cu_lock();
    r = cu_surf_create(&rd, &h);
    if (r) { cu_unlock(); return r; }
    pr = ptxvm_module_bind_texref(s->mod->m, s->name, h);
    if (pr != PTXVM_OK) {
        r = cu_from_ptxvm(pr, "surface reference");
        ptxvm_surface_destroy(cu_g.vm, h);
        cu_unlock();
        return r;
    }
    if (s->surf) ptxvm_surface_destroy(cu_g.vm, s->surf);
    s->surf = h;
    s->array = hArray;
    cu_unlock();
    return CUDA_SUCCESS;
}

CU_EXPORT CUresult CUDAAPI cuSurfRefGetArray(CUarray *phArray, CUsurfref hSurfRef)
{
    int ok;
    cu_lock();
    ok = cu_obj_valid(hSurfRef, CU_K_SURFREF);
    cu_unlock();
    if (!ok) return CUDA_ERROR_INVALID_HANDLE;
    if (!phArray) return CUDA_ERROR_INVALID_VALUE;
    *phArray = hSurfRef->array;
    return *phArray ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
