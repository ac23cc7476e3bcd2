/* Texture objects (texture.c): the table of a VM's textures, surfaces
   and samplers, their creation, and txq; the built-in sampler is
   tex_sample.c. */
#ifndef PTXVM_TEXTURE_H
#define PTXVM_TEXTURE_H
#include "vm.h"
#include "bytecode.h"

/* The kinds of objects behind a handle; one table holds them all. */
enum { PV_OBJ_TEXTURE = 1, PV_OBJ_SURFACE, PV_OBJ_SAMPLER };

#define PV_TEX_MAXLEV 32      /* mipmap levels at most               */

typedef struct pv_texture {
    uint32_t kind;         /* PV_OBJ_*                                     */
    uint32_t gen;          /* generation of the slot; 0 = slot free;
                              read and written atomically               */
    ptxvm_resource_desc res;
    ptxvm_texture_desc  tex;
    ptxvm_surface_desc  surf;  /* PV_OBJ_SURFACE (surface.c)              */
    uint32_t dims;         /* 1, 2 or 3                                   */
    uint32_t elem;         /* bytes per texel (one sample)                */
    uint32_t levels;       /* mipmap levels, >= 1                         */
    uint32_t samples;      /* samples per pixel, >= 1                     */
    uint32_t nlayers;      /* layers (cube faces counted), >= 1           */
    uint64_t pitch;        /* bytes per row of level 0                    */
    uint64_t slice;        /* bytes per 2D slice of level 0               */
    uint64_t layer;        /* bytes per layer of level 0                  */
    uint64_t span;         /* bytes the resource covers, all levels       */
} pv_texture;

/* Free the table (ptxvm_destroy). */
PTXVM_INTERNAL void pv_tex_release(ptxvm_vm *vm);

/* Put t (its kind set) in a free slot of the table; *out = its handle. */
PTXVM_INTERNAL ptxvm_result pv_obj_add(ptxvm_vm *vm, const pv_texture *t,
                                       uint64_t *out);
/* The live object of handle h and of kind (0 = any kind), or NULL; for
   the host's API calls, which do not run concurrently with each other. */
PTXVM_INTERNAL pv_texture *pv_obj_lookup(ptxvm_vm *vm, uint64_t h,
                                         uint32_t kind);
/* A consistent copy of the live object of handle h in *out; returns its
   kind, or 0 when h names no live object. Safe while another thread
   creates and destroys objects (a launch reading its textures). */
PTXVM_INTERNAL uint32_t pv_obj_get(ptxvm_vm *vm, uint64_t h,
                                   pv_texture *out);
/* Free the slot of the live object h of kind; INVALID_ARGUMENT with a
   message naming fn when there is none. */
PTXVM_INTERNAL ptxvm_result pv_obj_remove(ptxvm_vm *vm, uint64_t h,
                                          uint32_t kind, const char *fn);

/* A warp's texture instruction (tex_sample.c): q holds every active
   lane's operands (q->mask the active lanes, q->texture ignored), h[l]
   lane l's handle. Lanes are served in groups of one handle, by the
   texture's host sampler or the built-in one, which resolves the
   texture, the sampling state and the device memory once per group; r
   receives the results. On an error (a handle that names no live
   texture, or a sampler handle that names no sampler or texture, a
   texture over freed memory: PTXVM_E_MEMORY_FAULT; a host sampler's
   error), *fault_lane is the first lane concerned and msg says why. */
PTXVM_INTERNAL ptxvm_result pv_tex_warp(ptxvm_vm *vm, const uint64_t h[32],
                                        ptxvm_tex_request *q,
                                        ptxvm_tex_result *r,
                                        uint32_t *fault_lane,
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
