/* Texture objects (texture.c): the table of a VM's textures and the
   built-in sampler, which computes what NVIDIA hardware returns. */
#ifndef PTXVM_TEXTURE_H
#define PTXVM_TEXTURE_H
#include "vm.h"
#include "bytecode.h"

/* The kinds of objects behind a handle; one table holds them all. */
enum { PV_OBJ_TEXTURE = 1, PV_OBJ_SURFACE, PV_OBJ_SAMPLER };

typedef struct pv_texture {
    uint32_t kind;         /* PV_OBJ_*                                     */
    ptxvm_resource_desc res;
    ptxvm_texture_desc  tex;
    ptxvm_surface_desc  surf;  /* PV_OBJ_SURFACE (surface.c)              */
    uint32_t gen;          /* generation of the slot; 0 = slot free       */
    uint32_t dims;         /* 1, 2 or 3                                   */
    uint32_t elem;         /* bytes per texel                             */
    uint64_t pitch;        /* bytes per row                               */
    uint64_t slice;        /* bytes per 2D slice (rows * pitch)           */
    uint64_t layer;        /* bytes per layer                             */
    uint64_t span;         /* bytes the resource covers                   */
} pv_texture;

/* Free the table (ptxvm_destroy). */
PTXVM_INTERNAL void pv_tex_release(ptxvm_vm *vm);

/* Put t (its kind set) in a free slot of the table; *out = its handle. */
PTXVM_INTERNAL ptxvm_result pv_obj_add(ptxvm_vm *vm, const pv_texture *t,
                                       uint64_t *out);
/* The live object of handle h and of kind (0 = any kind), or NULL. */
PTXVM_INTERNAL pv_texture *pv_obj_lookup(ptxvm_vm *vm, uint64_t h,
                                         uint32_t kind);
/* Free the slot of the live object h of kind; INVALID_ARGUMENT with a
   message naming fn when there is none. */
PTXVM_INTERNAL ptxvm_result pv_obj_remove(ptxvm_vm *vm, uint64_t h,
                                          uint32_t kind, const char *fn);

/* A warp's texture instruction: q holds every active lane's operands
   (q->mask the active lanes, q->texture ignored), h[l] lane l's handle.
   Lanes are served in groups of one handle, by the texture's host
   sampler or the built-in one; r receives the results. On an error,
   *fault_lane is the first lane concerned and msg says why. */
PTXVM_INTERNAL ptxvm_result pv_tex_warp(ptxvm_vm *vm, const uint64_t h[32],
                                        ptxvm_tex_request *q,
                                        ptxvm_tex_result *r,
                                        uint32_t *fault_lane,
                                        char *msg, size_t msg_size);

/* The request of one fetch. */
typedef struct pv_texreq {
    uint32_t dims;         /* coordinates the instruction gives: 1..3     */
    int      layered;      /* ic_layer holds the array index              */
    int      coords_int;   /* ic[] rather than fc[]                       */
    int      result;       /* 0 f32, 1 s32, 2 u32                         */
    float    fc[3];
    int32_t  ic[3];
    int32_t  layer;
} pv_texreq;

/* Fetch through texture handle h: out[4] receives the four result words.
   Returns PTXVM_OK, or an error with a message in msg (unknown or
   destroyed handle, a texel outside device memory, a host sampler's
   error). Safe from several threads while no texture is created or
   destroyed. */
PTXVM_INTERNAL ptxvm_result pv_tex_fetch(ptxvm_vm *vm, uint64_t h,
                                         const pv_texreq *q, uint32_t out[4],
                                         char *msg, size_t msg_size);
/* Query what (PV_TXQ_*, bytecode.h; | PV_TXQ_LEVEL_FLAG: the width,
   height or depth of mipmap level `level`, else level is ignored) of
   texture h into *out. Sampler queries (filter, addr modes, force
   unnormalized, normalized) also take a sampler object's handle. An
   unknown or destroyed handle gives PTXVM_E_MEMORY_FAULT with msg. */
PTXVM_INTERNAL ptxvm_result pv_tex_query(ptxvm_vm *vm, uint64_t h,
                                         uint32_t what, uint32_t level,
                                         uint32_t *out,
                                         char *msg, size_t msg_size);
#endif
